"""The claims' prose writes its mathematics typeset ($...$), and the renderers typeset it (suite.prose)."""
import importlib
import pathlib

import pytest

from suite.htmlview import prose_html
from suite.prose import PROSE_FIELDS, problems, spans
from suite.report import prose

ROOT = pathlib.Path(__file__).resolve().parent.parent


def _claims():
    for p in sorted((ROOT / "theorems").glob("*/*.py")):
        if p.name.startswith("_"):
            continue
        mod = importlib.import_module(".".join(p.relative_to(ROOT).with_suffix("").parts))
        if getattr(mod, "claim", None) is not None:
            yield p.relative_to(ROOT), mod.claim


def test_every_claims_prose_has_its_mathematics_typeset():
    found = [f"{path}: {field}: {pr}" for path, cl in _claims() for field in PROSE_FIELDS
             for pr in problems(getattr(cl, field, None))]
    assert not found, f"{len(found)} prose problems (suite.prose.problems):\n" + "\n".join(found[:60])


@pytest.mark.parametrize("text, what", [
    ("the period 2 pi 10000^(2m/d) of pair m", "a power written with ^"),
    ("the norm is sqrt(d/2)", "a function applied with ASCII parentheses"),
    ("where omega_m is the frequency", "a Greek letter spelled out"),
    ("for every n <= 10000", "an ASCII relation or norm"),
    ("the distance ||p_i - p_j|| is", "an ASCII relation or norm"),
    ("the code p_{i,2m} of position i", "a subscript written with _"),
    ("the code p_i of position i", "a subscript written with _"),
    ("the gap 2*pi*k", "a product written with *"),
    ("squared distance 1.1e-5", "a number in e-notation"),
    ("at $d = 8$ the ratio is 10000^(1/4)", "a power written with ^"),
])
def test_ascii_mathematics_outside_the_dollars_is_found(text, what):
    assert any(p.startswith(what) for p in problems(text)), problems(text)


@pytest.mark.parametrize("text, what", [
    ("the angle $\theta$", "a control character"),            # "\t" of a string that is not raw
    (r"the sum $\frac{1}{2$ of", "unbalanced braces"),
    (r"the sum $\fracc{1}{2}$ of", "TeX command \\fracc"),
    ("it costs 5$ here", "a $ that opens no math span"),
])
def test_broken_mathematics_is_found(text, what):
    assert any(p.startswith(what) for p in problems(text)), problems(text)


@pytest.mark.parametrize("text", [
    r"the period $2\pi/\omega_m = 2\pi \cdot 10000^{2m/d_{\text{model}}}$ of pair $m$ is at least $n$",
    r"see integer_positions_never_share_a_code and `inv_freq`; 205 of the 256 pairs (6.1.2)",
    r"$\lVert p_i - p_j \rVert^2 \le 2d$ for $d \ge 4$",
    "the document's 狗咬人 example, at 128 bits",
])
def test_typeset_prose_passes(text):
    assert problems(text) == []


def test_spans_cut_prose_math_and_code_in_order():
    assert spans(r"a $x^2$ b `f_x` c") == [("prose", "a "), ("math", "x^2"), ("prose", " b "), ("code", "f_x"),
                                           ("prose", " c")]


def test_markdown_typesets_the_math_and_escapes_the_rest():
    md = prose(r"pair $m$ has *period* $2\pi \cdot 10^{m}$, see `inv_freq`")
    assert md == r"pair $`m`$ has \*period\* $`2\pi \cdot 10^{m}`$, see `inv_freq`"
    # in a table cell the bars are escaped (GitHub's table step removes the backslash again)
    assert prose(r"a | b $|x|$", cell=True) == r"a \| b $`\|x\|`$"


def test_html_typesets_the_math_and_escapes_the_rest():
    assert prose_html(r"a $x<1$ and `f_x` cost 5$ <b>") == r"a \(x&lt;1\) and <code>f_x</code> cost 5\$ &lt;b&gt;"


@pytest.mark.parametrize("text", ["the pairwise sum (6.1.8) when", "tends to a Dirac delta at $-f_m$",
                                  "is not a Kronecker delta (leakage)", r"$\lambda \gtrsim \ln n$"])
def test_english_names_of_mathematical_objects_are_not_ascii_mathematics(text):
    assert problems(text) == []


def test_no_claim_module_has_an_invalid_escape_sequence():
    """A TeX command in a string that is not raw: "\\ge" happens to survive (an invalid escape, a warning
    today and an error in a later Python), "\\theta" does not (a tab): every literal with TeX is raw."""
    import warnings

    bad = []
    for p in sorted((ROOT / "theorems").rglob("*.py")):
        with warnings.catch_warnings():
            warnings.simplefilter("error")
            try:
                compile(p.read_text(encoding="utf-8"), str(p), "exec")
            except SyntaxError as e:
                bad.append(f"{p.relative_to(ROOT)}:{e.lineno}: {e.msg}")
    assert not bad, "\n".join(bad)


def test_every_claim_the_prose_names_exists():
    """A claim named in prose by its id (a snake_case name of three or more words, outside math and code) is a
    claim of theorems/ or a retired id of one."""
    import re

    from suite.runner import aliases

    ids = {p.stem for p in (ROOT / "theorems").glob("*/*.py") if not p.name.startswith("_")}
    known = ids | set(aliases(ROOT / "theorems"))
    stale = [f"{path}: {field}: {name}" for path, cl in _claims() for field in PROSE_FIELDS
             for kind, piece in spans(getattr(cl, field, None) or "") if kind == "prose"
             for name in re.findall(r"\b[a-z0-9]+(?:_[a-z0-9]+){2,}\b", piece) if name not in known]
    assert not stale, "\n".join(stale)


def test_the_citations_prose_has_its_mathematics_typeset():
    """The other prose a reader sees: a citation's part= and reading=, and the reason a document's sentence is not
    checkable (theorems/documents/); a notation slip's symbol= is a name of the document's notation table, as
    written there."""
    found = []
    for path, cl in _claims():
        for k, s in enumerate(cl.sources):
            for field in ("part", "reading"):
                found += [f"{path}: sources[{k}].{field}: {pr}" for pr in problems(getattr(s, field, None))]
    for p in sorted((ROOT / "theorems" / "documents").glob("*.py")):
        mod = importlib.import_module(f"theorems.documents.{p.stem}")
        for k, u in enumerate(getattr(mod, "NOT_CHECKABLE", None) or []):
            found += [f"{p.relative_to(ROOT)}: NOT_CHECKABLE[{k}].reason: {pr}" for pr in problems(u.reason)]
    assert not found, f"{len(found)} prose problems (suite.prose.problems):\n" + "\n".join(found[:60])


def test_a_claim_named_in_prose_links_to_it_and_other_names_stay_text():
    from suite.report import _Page

    pg = _Page("documents/x.md", {"integer_positions_never_share_a_code": "aliasing_uniqueness"})
    md = prose(r"see integer_positions_never_share_a_code, not_a_claim_name and $p_{i,2m}$", pg=pg)
    assert md == ("see [`integer_positions_never_share_a_code`](../topics/aliasing_uniqueness.md"
                  r"#claim-integer-positions-never-share-a-code), not\_a\_claim\_name and $`p_{i,2m}`$")
