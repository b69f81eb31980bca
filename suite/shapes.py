"""The shapes of what the result cache stores, field by field and all the way down: a stored entry whose checksum is
right but whose fields, at any depth, have other types than the code writes (a hand-edited entry, resealed) is a
miss and is computed again, never a traceback in a later step (the audit of issue 33 found nested fields, such as a
proof step that is a number or an item whose ``start`` is text, that crashed every later run).

A template is a type name (``"str"``, ``"int"``, ``"float"``, which an int also meets, ``"bool"``, ``"null"``,
``"dict"``, ``"list"``, ``"any"``), a tuple of templates (any one of them), a list of one template (a list whose items
all meet it) or a dict (a dict whose listed keys meet their templates; a key written ``"!key"`` must be there; the key
``"*"`` is the template of every key not listed).  The templates were read off the code that writes the entries
(``ClaimResult.as_json``, ``suite.reader``) and checked against every entry of a full run's cache."""
from __future__ import annotations

_TYPES = {"str": (str,), "int": (int,), "float": (int, float), "bool": (bool,), "null": (type(None),),
          "dict": (dict,), "list": (list,)}

OPT_STR = ("str", "null")
OPT_DICT = ("dict", "null")

CLAIM_RESULT = {
    "!id": "str", "!verdict": "str", "title": "str", "why": "str", "statement": OPT_STR, "hypotheses": OPT_STR,
    "expect": OPT_STR, "kind": OPT_STR, "module": "str", "topic": "str", "cached": "bool",
    "seconds": ("float", "null"),
    "bound": OPT_STR, "sharp": OPT_STR, "correction": OPT_STR, "error_kind": OPT_STR, "figure": OPT_STR,
    "notes": OPT_STR, "survives": OPT_STR, "symbol": OPT_STR, "wrong": OPT_STR,
    "convention_read": ["str"],
    "conventions": {"*": {"!label": "str", "!status": "str", "!changed": "bool", "!counterexample": OPT_DICT,
                          "paste": OPT_STR}},
    "evidence": [["str"]], "measured_evidence": [["str"]],
    "phases": {"*": "float"},
    "proof": ("null", {"!status": "str", "!steps": [{"!name": "str", "!kind": "str", "!text": "str", "!ok": "bool",
                                                      "!method": "str"}],
                       "scope": "str", "scope_is_statement": "bool",
                       "counterexample": ("null", {"at": "dict", "difference": "str", "difference_approx": "str",
                                                   "lhs": "str", "rhs": "str", "tex": "dict"})}),
    "numeric": ("null", {
        "!status": "str", "examples": "int", "undecided": "int", "reference": "str", "floats_skipped": "str",
        "counterexample": ("null", {"lhs": "str", "rhs": "str", "lhs_minus_rhs": "str", "params": "dict",
                                    "paste": "str", "radius": "str", "reference": "str", "relation": "str"}),
        "floats": [{"!context": "str", "computation": "str", "examples": "int", "examples_decided": "int",
                    "examples_lost": "int", "first_lost_example": OPT_DICT, "lost_at": OPT_DICT,
                    "max_abs_err": ("float", "null"), "max_abs_err_finite": "bool", "model_at_worst": OPT_DICT,
                    "model_checked": "int", "model_exception": OPT_DICT, "model_failed": OPT_STR,
                    "model_outside": "int", "model_unbounded": "int", "searched_to": OPT_DICT,
                    "unit_roundoff": "float", "within_model_bound": ("bool", "null"), "worst": OPT_DICT}],
        "natural_sizes": [{"example": "dict", "size": ("float", "null")}]}),
    "sources": [{"!document": "str", "!quote": "str", "aspect": "str", "fidelity": "str", "locator": "str",
                 "part": "str", "reading": "str", "role": "str"}],
}

# the statuses a document's summary counts (suite.reader.check.STATUSES), with its other counts
_SUMMARY_COUNTS = ("spans", "spans_with_relations", "displays", "links", "relations", "decided")

DOCUMENT_CHECK = {
    "!summary": {"!format": "str", **{f"!{k}": "int" for k in _SUMMARY_COUNTS}, "*": ("int", "str")},
    "!items": [{"!id": "str", "!status": "str", "!quote": "str", "!line": "int", "!column": "int", "!start": "int",
                "!end": "int", "!link": {"!lhs": "str", "!relation": "str", "!rhs": "str"}, "document": "str",
                "span": "str", "method": "str", "reason": "str", "cause": "str", "construct": "str",
                "should_show": "str", "exact": {"*": "str"}, "counterexample": {"*": "str"},
                "bindings": [{"*": ("str", "int", "float", "null", "list")}], "points": ["dict"]}],
    "!environment": [{"*": ("str", "int", "float", "null", ["str"])}],
    "!findings": ["str"],
    "inputs": [[OPT_STR]],
    "seconds": "float", "time_budgets": "int", "unreadable": "str",
}


def conforms(value, template) -> bool:
    """Whether ``value`` has the shape ``template`` describes (see the module docstring)."""
    if isinstance(template, str):
        if template == "any":
            return True
        return isinstance(value, _TYPES[template]) and not (isinstance(value, bool) and template in ("int", "float"))
    if isinstance(template, tuple):
        return any(conforms(value, t) for t in template)
    if isinstance(template, list):
        return isinstance(value, list) and all(conforms(x, template[0]) for x in value)
    if not isinstance(value, dict):
        return False
    other = template.get("*")
    for key, t in template.items():
        if key.startswith("!") and key[1:] not in value:
            return False
    for key, x in value.items():
        t = template.get(key, template.get("!" + key, other))
        if t is not None and not conforms(x, t):
            return False
    return True
