"""``make new-claim NAME=... TOPIC=... [DOC=... QUOTE=...]``: write a claim module skeleton.

Started from a sentence (``DOC`` a document's file name in the sources folders, ``QUOTE`` a verbatim
fragment of it), the skeleton has the ``Source`` filled in: the document, a locator (the equation tag
the quote contains or closes, else the last heading before it) and the quote; and the document's
notation (``theorems/documents/``) as comments, so the claim is written under the document's own
symbols.  The quote must be verbatim (whitespace is folded), or nothing is written.

A claim that exists already is named and nothing is written: one with the same id (or a retired id,
``theorems/_aliases.py``), one that cites the same quote of the document (or a quote that contains it or that it
contains), or one with the same ``--statement``.  When the new claim states something else (another part of a
sentence an existing claim cites), ``--anyway`` (``make new-claim ... ANYWAY=1``) writes it all the same.

From make, give the quote in single quotes: ``make new-claim NAME=... TOPIC=... DOC=... QUOTE='... $\\alpha_k$ ...'``
(the Makefile passes DOC and QUOTE on unexpanded, so make leaves their ``$`` alone)."""
from __future__ import annotations

import argparse
import ast
import importlib
import keyword
import re
import shlex
import sys
from pathlib import Path

from suite.paths import PACKAGE_ROOT as ROOT, is_checkout
from suite.sources import find_document, fold, folders_from_env

THEOREMS = ROOT / "theorems"

TEMPLATE = '''import sympy as sp

from numeric.encoding import code
from suite import {suite_names}
from suite.domains import bases, dims, positions
{notation}
claim = Claim(
    # the prose's mathematics goes between dollar signs, in raw strings: r"the norm is $\\sqrt{{d/2}}$"
    title="{title}",
    statement={statement},
    hypotheses=r"TODO ($d$ even, integer positions, $\\text{{base}} > 1$, ...)",
    expect="proved",
    sharp="TODO: an identity / the bound is attained at ... / the threshold is exact",
    sources=[
        {source}
    ],
    domain={{"d": dims(), "i": positions(), "base": bases()}},
    examples=[{{"d": 8, "i": 1, "base": 10000}}],
)


@claim.proof
def proof(pf):
    t = sp.Symbol("t", real=True)
    pf.eq("TODO name this step", sp.sin(t) ** 2 + sp.cos(t) ** 2, 1)


@claim.check
def check(ctx, d, i, base):
    p = code(ctx, i, d, base)
    return Eq(ctx.fsum(x * x for x in p), ctx.num(d) / 2)  # TODO your statement
'''

TAG_RE = re.compile(r"\\tag\{([^}]*)\}")
HEADING_RE = re.compile(r"^\s{0,3}#{1,6}\s+(.+?)\s*#*\s*$", re.M)


def topics() -> list[str]:
    from suite.runner import topics as topic_folders

    return topic_folders(THEOREMS)


def locate(text: str, quote: str) -> str | None:
    """A locator for ``quote`` in ``text``: '(tag)' when the quote contains an equation tag or the
    display it sits in closes with one; else '§' + the last heading before it; None if not verbatim."""
    folded, q = fold(text), fold(quote)
    i = folded.find(q)
    if i < 0:
        return None
    tags = TAG_RE.findall(q)
    if tags:
        return f"({tags[0]})"
    after = folded[i + len(q): i + len(q) + 400]
    end = after.find("$$")
    m = TAG_RE.search(after[:end] if end >= 0 else "")
    if m:
        return f"({m.group(1)})"
    # headings, found in the unfolded text, placed by their folded offset
    heads = [(folded.find(fold(h.group(0))), h.group(1).strip()) for h in HEADING_RE.finditer(text)]
    before = [h for pos, h in heads if 0 <= pos <= i]
    return f"§{before[-1]}" if before else "TODO locator"


def notation_comment(doc: str) -> str:
    """The document's notation table as comment lines, or a note that it has none yet."""
    for p in sorted((THEOREMS / "documents").glob("*.py")):
        if p.stem.startswith("_"):
            continue
        mod = importlib.import_module(f"theorems.documents.{p.stem}")
        if getattr(mod, "DOC", None) == doc and getattr(mod, "NOTATION", None) is not None:
            lines = [f"# The notation of {doc} (theorems/documents/{p.name}); state the claim under it:"]
            lines += [f"#   {s.name}: {s.meaning}" for s in mod.NOTATION.symbols]
            return "\n" + "\n".join(lines) + "\n"
    return (f"\n# {doc} has no notation table yet: add theorems/documents/<name>.py with DOC = {doc!r} and\n"
            "# NOTATION = Notation(DOC, symbols=(Symbol(name, meaning, where, quote), ...)) (see docs/AUTHORING.md).\n")


MIN_SHARED_QUOTE = 8  # characters: a shorter quote (say "$d$") inside another one is no sign of the same claim


def _module_strings(tree: ast.Module) -> dict[str, str]:
    """The module-level ``NAME = "text"`` assignments of a claim module (``DOC = '000_....txt'``)."""
    out = {}
    for node in tree.body:
        if isinstance(node, ast.Assign) and isinstance(node.value, ast.Constant) and isinstance(node.value.value, str):
            for t in node.targets:
                if isinstance(t, ast.Name):
                    out[t.id] = node.value.value
    return out


def _string(node, names: dict[str, str]) -> str | None:
    """The text of ``node`` when it is a string literal, a module-level string name or a sum of them, else None."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.Name):
        return names.get(node.id)
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        left, right = _string(node.left, names), _string(node.right, names)
        return None if left is None or right is None else left + right
    return None


def existing_claims() -> list[dict]:
    """Every claim module's id, path, title, statement and cited (document, quote) pairs, read from its source
    text (not imported: fast, and a broken module is skipped)."""
    from suite.runner import claim_files

    out = []
    for cid, files in sorted(claim_files(THEOREMS).items()):
        try:
            tree = ast.parse(files[0].read_text(encoding="utf-8"))
        except (OSError, SyntaxError, ValueError):
            continue
        names = _module_strings(tree)
        info = {"id": cid, "path": files[0], "title": None, "statement": None, "quotes": []}
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call) or not isinstance(node.func, ast.Name):
                continue
            kw = {k.arg: k.value for k in node.keywords if k.arg}
            if node.func.id == "Claim":
                info["title"] = _string(kw["title"], names) if "title" in kw else info["title"]
                info["statement"] = _string(kw["statement"], names) if "statement" in kw else info["statement"]
            elif node.func.id == "Source":
                args = list(node.args) + [None] * 3
                doc = _string(kw.get("doc") or args[0], names) if (kw.get("doc") or args[0]) is not None else None
                quote = kw.get("quote") or args[2]
                quote = _string(quote, names) if quote is not None else None
                if doc and quote:
                    info["quotes"].append((doc, quote))
        out.append(info)
    return out


def _same_text(a: str) -> str:
    """A statement compared with another: case, whitespace and the final full stop do not count."""
    return fold(a).lower().rstrip(". ")


def already_there(doc: str | None, quote: str | None, statement: str | None) -> list[str]:
    """One line per existing claim that cites ``quote`` of ``doc`` (the same fragment, or one containing it or
    contained in it) or states ``statement``: its id, file, title and what it shares."""
    found = []
    q = fold(quote) if quote else None
    for c in existing_claims():
        why = []
        if statement and c["statement"] and _same_text(c["statement"]) == _same_text(statement):
            why.append("states the same statement")
        if q:
            for d, other in c["quotes"]:
                o = fold(other)
                if d == doc and (o == q or (min(len(o), len(q)) >= MIN_SHARED_QUOTE and (q in o or o in q))):
                    why.append("cites this quote" if o == q else f"cites {other!r}, which "
                               + ("contains this quote" if q in o else "this quote contains"))
                    break
        if why:
            rel = c["path"].relative_to(ROOT) if c["path"].is_relative_to(ROOT) else c["path"]
            found.append(f"{c['id']} ({rel}: {c['title'] or ''!r}) {' and '.join(why)}")
    return found


def main(argv=None, prog: str = "pe-verify new-claim") -> int:
    from suite.cli import Parser

    ap = Parser(prog=prog, description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("name", help="lower_snake_case that states the conclusion, e.g. norm_is_half_dimension")
    ap.add_argument("--topic", help="the topic folder: " + ", ".join(topics()))
    ap.add_argument("--doc", help="the document's file name (in the sources folders: PE_SOURCES or ../shared/sources)")
    ap.add_argument("--quote", help="a verbatim fragment of the document: the sentence the claim checks")
    ap.add_argument("--statement", help="the statement in English (fills the skeleton; a claim with the same "
                    "statement is named and nothing is written)")
    ap.add_argument("--anyway", action="store_true", help="write the skeleton even when a claim citing the same "
                    "quote or with the same statement exists (the new claim states something else)")
    args = ap.parse_args(argv)
    if not is_checkout():
        print(f"{prog}: the claims are in {THEOREMS}, an installed copy; write new claims in a source checkout "
              "(git clone, then pip install -e .)", file=sys.stderr)
        return 2
    name = args.name.strip().removesuffix(".py")
    if not re.fullmatch(r"[a-z][a-z0-9_]*", name) or keyword.iskeyword(name) or name.startswith("_"):
        print(f"NAME={name!r}: use lower_snake_case that states the conclusion, e.g. "
              "norm_is_half_dimension", file=sys.stderr)
        return 2
    if not args.topic or args.topic not in topics():
        print(f"TOPIC={args.topic or ''!r}: choose the topic folder of the statement: {', '.join(topics())} "
              "(or create a new folder theorems/<topic>/ with an __init__.py saying what it covers)", file=sys.stderr)
        return 2
    if bool(args.doc) != bool(args.quote):
        print("give DOC and QUOTE together (the document's file name and a verbatim fragment), or neither",
              file=sys.stderr)
        return 2
    existing = [p for p in THEOREMS.rglob(f"{name}.py")]
    if existing:
        print(f"{existing[0].relative_to(ROOT)} exists already; a claim id is unique across topics: choose another "
              "NAME", file=sys.stderr)
        return 2
    from suite.runner import aliases

    retired = aliases(THEOREMS)
    if name in retired:
        print(f"NAME={name!r} is a retired id of the claim {retired[name]} (theorems/_aliases.py): it exists "
              "already under that id; choose another NAME", file=sys.stderr)
        return 2
    source, notation = ('# Source("<document file name>", "(6.1.10)", "the shortest verbatim fragment"),  '
                        '(and Source in the import from suite)', "")
    try:
        folders = folders_from_env()
    except ValueError as e:  # the project's sources setting cannot be read
        print(e, file=sys.stderr)
        return 2
    if args.doc:
        path = find_document(folders, args.doc)
        if path is None:
            print(f"DOC={args.doc!r} is not in the sources folders ({', '.join(map(str, folders))}); "
                  "set SOURCES / PE_SOURCES, or remember the project's folders in pe-verify.toml "
                  "(sources = [\"folder\"])", file=sys.stderr)
            return 2
        where = locate(path.read_text(encoding="utf-8"), args.quote)
        if where is None:
            print(f"QUOTE is not verbatim in {args.doc} (whitespace is folded; copy the fragment exactly)",
                  file=sys.stderr)
            return 2
        source = f"Source(DOC, {where!r}, {args.quote!r}),"
        notation = f"\nDOC = {args.doc!r}\n" + notation_comment(args.doc)
    same = already_there(args.doc, args.quote, args.statement)
    if same and not args.anyway:
        print("a claim that exists already may be the one you want:\n" + "\n".join(f"  {s}" for s in same)
              + "\nextend it (another Source, a wider statement), or, if the new claim states something else, "
              "run again with --anyway (make new-claim ... ANYWAY=1); nothing written", file=sys.stderr)
        return 2
    statement = args.statement or "TODO: the statement in English, with formulas, under the document's notation."
    title = name.replace("_", " ").capitalize()
    out = THEOREMS / args.topic / f"{name}.py"
    suite_names = "Claim, Eq, Source" if args.doc else "Claim, Eq"  # only what the skeleton uses
    out.write_text(TEMPLATE.format(title=title, source=source, notation=notation, statement=repr(statement),
                                   suite_names=suite_names),
                   encoding="utf-8")
    print(f"wrote {out.relative_to(ROOT)}: edit the TODOs, then run\n  python -m suite verify -k {name}"
          + _sources_arguments(folders))
    return 0


def _sources_arguments(folders: list) -> str:
    """`` --sources F`` for each folder the next command needs because they came from ``PE_SOURCES`` (``SOURCES=``
    of make), which that command will not see: the project neither remembers them nor has them by default."""
    import os

    from suite.sources import default_sources, project_sources

    if not os.environ.get("PE_SOURCES"):
        return ""
    try:
        remembered = project_sources() or [default_sources()]
    except ValueError:
        remembered = []
    if [Path(f).resolve() for f in folders] == [Path(f).resolve() for f in remembered]:
        return ""
    return "".join(f" --sources {shlex.quote(str(f))}" for f in folders) + \
        "\n(or remember them in pe-verify.toml: sources = [...], and the command needs no --sources)"


if __name__ == "__main__":
    from suite.cli import run

    run(main)
