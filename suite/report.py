"""The report renderer: pure functions from the assembled facts to text.

The report is a set of pages (``render_pages``): an index ``REPORT.md``, one page per document
(``documents/<doc>.md``: its notation, its errors first, then every statement in reading order), one
page per topic (``topics/<topic>.md``: the claims, with proofs and evidence), the conventions matrix
(``conventions.md``), and this machine's float measurements (``platform/<tag>/floats.md``, ``floats_page``).
Everything but the platform folder is the same on every machine with the locked versions: it is rendered from
``deterministic(rep)``, which leaves out everything measured in this machine's floats (the float contexts' results,
conclusions included, the precision study, the evidence rows and figures a claim marks as measured), so that a rerun
on another machine does not change it.

Markdown is GitHub-flavoured: data text is escaped (``esc``), so that a formula's ``*`` or ``_`` never
turns into emphasis; a document's inline math is written ``$`…`$`` and its display math between
``$$`` lines; the only emphasis is a label of ``LABELS``."""
from __future__ import annotations

import json
import posixpath
import re
import urllib.parse

from suite.assemble import SLIP, sentence_class
from suite.prose import CLAIM_ID, spans
from suite.sources import whole_formulas

SCHEMA_VERSION = "3.0"  # of report.json and measured.json (3.0: the float results moved to measured.json); the schema is docs/report.schema.json
PAGE_LIMIT = 400_000  # bytes: GitHub's Markdown API limit; every page stays well under it
INDEX, FLOATS, CONVENTIONS = "REPORT.md", "floats.md", "conventions.md"

VERDICT_TEXT = {"proved": "proved", "refuted": "refuted", "approximate": "holds approximately or conditionally",
                "numeric": "numerically confirmed only", "error": "error"}
# one claim's verdict beside its name: "refuted" says what is false, the statement the claim checks (a claim named
# not_… states the conclusion, so that "not_x: refuted" alone reads as a double negative); counts keep VERDICT_TEXT
CLAIM_VERDICT_TEXT = {**VERDICT_TEXT, "refuted": "refuted: its statement is false"}
# what one citation finds about its sentence (assemble.sentence_verdict), in classes: mark and meaning
SENTENCE_CLASSES = {"false": ("✗", "false"), "approximate": ("≈", "holds approximately or conditionally"),
                    "slip": ("✎", "notation slip (what is meant is judged apart)"),
                    "numeric": ("✓?", "numerically confirmed only"), "true": ("✓", "proved"),
                    "used": ("·", "a definition or correction used"), "undecided": ("?", "not decided"),
                    "none": ("–", "not checkable"), "error": ("⚠", "error")}
SEVERITY = ("error", "false", "approximate", "slip", "numeric", "undecided", "true", "used", "none")


# the only emphasis of the pages (the rendering test allows no other)
LABELS = (("Symbol used against its definition.", "What is wrong.", "Conclusion survives.", "Counterexample.",
          "Correct statement", "This run is not clean:", "Partial run.", "false", "false (a part)",
          "Run without the source documents (--no-sources): quotes were not checked.",
          "The source documents were not available: quotes were not checked.",
          "Measured on this machine.", "Proof", "Numeric evidence", "reasoning invalid", "Rule.", "Left and right sides.",
          "Bindings used.", "notation slip", "notation slip (a part)", "What is meant", "Read literally.")
          + tuple(VERDICT_TEXT.values()) + tuple(CLAIM_VERDICT_TEXT.values()))

# where this machine's float measurements are (in the pages that are the same on every machine, which cannot name it)
PLATFORM_POINTER = ("measured on each machine, so not in this report: `make verify` writes them to "
                    "`reports/platform/<platform>/floats.md` (and `measured.json`), named for the machine's system, "
                    "architecture, Python, SIMD level and BLAS kernel, and not tracked by git")


# ---------------------------------------------------------------- Markdown text

_ESC = re.compile(r"([\\`*_\[\]<>#|~$&])")
_BLOCK_START = re.compile(r"^([-+=])|^(\d+)([.)])")


def esc(text) -> str:
    """Plain text as Markdown that renders as that text (whitespace folded to single spaces)."""
    t = _ESC.sub(r"\\\1", re.sub(r"\s+", " ", str(text if text is not None else "")))
    # text that would open a list item or a setext heading at the start of a line: its marker escaped
    return _BLOCK_START.sub(lambda m: "\\" + m.group(1) if m.group(1) else m.group(2) + "\\" + m.group(3), t)


def _b(label: str) -> str:
    if label not in LABELS:
        raise ValueError(f"emphasis on {label!r}, which is not a label of suite.report.LABELS")
    return f"**{label}**"


def code(text, cell: bool = False) -> str:
    """A code span of ``text`` (a formula or an identifier); ``cell``: inside a table row."""
    t = " ".join(str(text).split())
    run = max((len(m) for m in re.findall(r"`+", t)), default=0)
    fence = "`" * (run + 1)
    pad = " " if t.startswith("`") or t.endswith("`") or run else ""
    out = f"{fence}{pad}{t}{pad}{fence}"
    return out.replace("|", "\\|") if cell else out


def imath(latex: str, cell: bool = False) -> str:
    """Inline math, GitHub's ``$`…`$`` form; a code span for a piece that does not typeset on its own
    (unbalanced, or a row of an alignment)."""
    t = " ".join(latex.split())
    outside = re.sub(r"\\begin\{([^}]*)\}.*?\\end\{\1\}", "", t)
    if "`" in t or not _balanced(t) or "&" in outside or "\\\\" in outside:
        return code(t, cell)
    return f"$`{t.replace('|', chr(92) + '|') if cell else t}`$"


_MATH = re.compile(r"(\$\$.+?\$\$|(?<![\\$])\$[^$]+?(?<!\\)\$)")


def quote_inline(quote: str, math: str | None = "text", cell: bool = False) -> str:
    """A document's quote inside running text or a table cell: its math as math, the rest escaped."""
    if math in ("display", "inline"):
        return imath(quote, cell)
    out = []
    segs = _MATH.split(quote or "")
    for k, seg in enumerate(segs):
        if seg.startswith("$$") and seg.endswith("$$") and len(seg) > 4:
            out.append(imath(seg[2:-2], cell))
        elif len(seg) > 2 and seg.startswith("$") and seg.endswith("$"):
            out.append(imath(seg[1:-1], cell))
        elif "$" in seg and k == len(segs) - 1:
            head, _, rest = seg.partition("$")  # the quote ends inside inline math: the math as math
            out.append(esc(head) + (imath(rest, cell) if rest.strip() else esc("$")))
        else:
            out.append(esc(seg))
    return "".join(out)


def prose(text, cell: bool = False, pg: "_Page | None" = None) -> str:
    """A claim's prose (suite.prose: English with its mathematics between dollar signs): the math typeset, code
    spans as code, the rest escaped; with ``pg`` (the page it goes on), a claim named by its id links to it."""
    out = []
    for kind, piece in spans(str(text if text is not None else "")):
        if kind == "math":
            out.append(imath(piece, cell))
        elif kind == "code":
            out.append(code(piece, cell))
        elif pg is None:
            out.append(esc(piece))
        else:
            for k, part in enumerate(CLAIM_ID.split(piece)):
                out.append(pg.claim(part) if k % 2 and part in pg.topic_of else esc(part))
    return "".join(out)


def _balanced(tex: str) -> bool:
    """Braces and \\begin/\\end pairs balanced: the fragment typesets on its own."""
    t = re.sub(r"\\[{}]", "", tex)
    depth = 0
    for ch in t:
        depth += {"{": 1, "}": -1}.get(ch, 0)
        if depth < 0:
            return False
    stack = []
    for kind, env in re.findall(r"\\(begin|end)\{([^}]*)\}", t):
        if kind == "begin":
            stack.append(env)
        elif not stack or stack.pop() != env:
            return False
    return depth == 0 and not stack


def display_tex(quote: str) -> str | None:
    """The TeX to typeset for a quoted piece of display math, or None when the piece does not typeset
    on its own (a row cut out of a matrix or a cases environment): then it is shown as code.  A row of an
    aligned equation (it has ``&`` or ``\\\\`` outside any environment) is set in ``aligned``, its tag after it."""
    t = " ".join(quote.split())
    if not _balanced(t):
        return None
    outside = re.sub(r"\\begin\{([^}]*)\}.*?\\end\{\1\}", "", t)
    if "&" in outside or "\\\\" in outside:
        tags = re.findall(r"\\tag\{[^}]*\}", t)
        body = re.sub(r"\\tag\{[^}]*\}", "", t).strip()
        body = re.sub(r"\\\\\s*$", "", body)
        return "\\begin{aligned} " + body + " \\end{aligned}" + "".join(" " + x for x in tags)
    return t


def quote_block(quote: str, math: str | None = "text") -> str:
    """A document's quote as a block: display math between ``$$`` lines (a piece that does not typeset
    on its own as a code block), anything else a block quote."""
    if math == "display":
        tex = display_tex(quote)
        return f"$$\n{tex}\n$$" if tex is not None else "```text\n" + " ".join(quote.split()) + "\n```"
    return "> " + quote_inline(quote, math)


def quote_item(quote: str, math: str | None = "text") -> str:
    """A document's quote at the end of a list item: “inline”, or display math as a block inside the item."""
    if math == "display":
        return "\n\n" + "\n".join("  " + line for line in quote_block(quote, math).split("\n")) + "\n"
    return f" “{quote_inline(quote, math)}”"


def _cell(text) -> str:
    return esc(text)


# ---------------------------------------------------------------- pages and links

def page_file(doc: str, suffix: str) -> str:
    """The file name of a document's page: its whole file name, extension kept, plus ``suffix`` (``a.txt`` and
    ``a.md`` get two pages); a name too long for the file system (over 255 bytes) is cut and told apart by a
    hash of the whole name."""
    name = doc + suffix
    if len(name.encode("utf-8")) <= 255:
        return name
    import hashlib

    head = doc.encode("utf-8")[:200].decode("utf-8", "ignore")
    return f"{head}-{hashlib.sha256(doc.encode('utf-8')).hexdigest()[:16]}{suffix}"


def doc_page(doc: str) -> str:
    """A document's page: its errors, approximate statements, notation and arithmetic triage."""
    return f"documents/{page_file(doc, '.md')}"


def statements_page(doc: str) -> str:
    """A document's second page: every checked statement in reading order, with every citation of it."""
    return f"documents/{page_file(doc, '.statements.md')}"


def topic_page(topic: str | None) -> str:
    return f"topics/{topic or 'other'}.md"


def claim_anchor(cid: str) -> str:
    return f"claim-{cid.replace('_', '-')}"


def statement_anchor(x: dict) -> str:
    """Where a quoted sentence starts, and its length (two quotes may start at one place)."""
    n = len(" ".join(x["quote"].split()))
    return f"s-{x['line']}-{x['column']}-{n}" if x.get("line") else f"s-{x.get('offset')}-{n}"


def error_anchor(gid: str) -> str:
    return gid.lower()


class _Page:
    """Links from one page: ``href(page, anchor)`` is relative to this page's folder."""

    def __init__(self, path: str, topic_of: dict):
        self.path, self.topic_of = path, topic_of

    def href(self, page: str, anchor: str = "") -> str:
        target = "" if page == self.path else posixpath.relpath(page, posixpath.dirname(self.path) or ".")
        # percent-encoded: a document's name may hold spaces, parentheses, newlines or Markdown
        return urllib.parse.quote(target, safe="/") + (f"#{anchor}" if anchor else "")

    def claim(self, cid: str | None) -> str:
        if not cid:
            return "–"
        return f"[{code(cid)}]({self.href(topic_page(self.topic_of.get(cid)), claim_anchor(cid))})"

    def error(self, gid: str, doc: str) -> str:
        return f"[{gid}]({self.href(doc_page(doc), error_anchor(gid))})"


def _topic_map(rep: dict) -> dict:
    return {c["id"]: c.get("topic") for c in rep["claims"]}


def _g(x) -> str:
    if isinstance(x, str):
        return x
    if x is None:
        return "–"
    return "0" if x == 0 else f"{x:.2g}"


def _g3(x) -> str:
    return "–" if x is None else ("0" if x == 0 else f"{x:.3g}")


def _val(v) -> str:
    if isinstance(v, list):
        return "(" + ", ".join(_val(x) for x in v) + ")"
    return "null" if v is None else str(v)


def _params(d: dict | None) -> str:
    """Parameters as text, ``k = v`` (a rational as p/q)."""
    if not d:
        return "–"
    return ", ".join(f"{k} = {_val(v)}" for k, v in d.items())


def _symbolic(r: dict) -> str:
    p = r.get("proof")
    if not p:
        return "no symbolic proof"
    s = p["status"]
    scoped = p.get("scope", "general") != "general"
    return {"proved": ("proved" if not scoped else
                       f"proved ({p['scope']})" if p.get("scope_is_statement") else f"proved only for the cases: {p['scope']}"),
            "refuted": "exact refutation", "incomplete": "SymPy could not complete it", "none": "none"}.get(s, s)


def _verdict_counts(claims: list) -> dict:
    counts: dict = {}
    for r in claims:
        counts[r["verdict"]] = counts.get(r["verdict"], 0) + 1
    return counts


# ---------------------------------------------------------------- deterministic and measured parts

def platform_folder(rep: dict) -> str:
    """The report's folder for what was measured in this machine's floats: ``platform/<tag>`` (``meta.platform_tag``,
    in ``rep["machine"]``), not tracked: its digits and its conclusions may differ on another machine."""
    tag = (rep.get("machine") or {}).get("tag") or "this-machine"
    return f"platform/{tag}"


def floats_page(rep: dict) -> str:
    return f"{platform_folder(rep)}/{FLOATS}"


def measured_json(rep: dict) -> str:
    return f"{platform_folder(rep)}/measured.json"


def deterministic(rep: dict) -> dict:
    """The report less everything measured in this machine's floats (a fresh copy): the float contexts' results
    (whether a property is kept, where it is lost, errors, model checks: float results at a threshold or in a tie
    decide them, and those results differ with the libm, the BLAS and the CPU's SIMD), the natural sizes, the
    precision study, the evidence rows and figures a claim marks as measured, and the machine.  What is left is the
    same on every machine with the locked versions; each claim keeps the names of its float contexts."""
    out = json.loads(json.dumps(rep))
    for r in out.get("claims", []):
        n = r.get("numeric")
        if n:
            fls = n.pop("floats", None) or []
            n.pop("natural_sizes", None)
            if fls:
                n["float_contexts"] = [f["context"] for f in fls]
        rows = r.pop("measured_evidence", None) or []
        if rows:  # what was measured is the same on every machine; only the values are this machine's
            r["measured_rows"] = [label for label, _ in rows]
        if (r.get("figure") or "").startswith("platform/"):
            r["figure"], r["measured_figure"] = None, True
    for k in ("precision_study", "machine", "platform"):
        out.pop(k, None)
    return out


def measured(rep: dict) -> dict:
    """Everything measured in this machine's floats: per claim its float contexts' results, natural sizes,
    measured evidence rows and measured figure; the precision study; the machine."""
    claims = {}
    for r in rep.get("claims", []):
        n = r.get("numeric") or {}
        m = {k: v for k, v in (("floats", {f["context"]: f for f in n.get("floats") or []}),
                               ("natural_sizes", n.get("natural_sizes")),
                               ("evidence", r.get("measured_evidence")),
                               ("figure", r.get("figure") if (r.get("figure") or "").startswith("platform/") else None))
             if v}
        if m:
            claims[r["id"]] = m
    return {"schema_version": SCHEMA_VERSION, "kind": "measured", "machine": rep.get("machine"),
            "claims": claims, "precision_study": rep.get("precision_study")}


def render_json(rep: dict) -> str:
    """report.json: the deterministic part, with its schema version first."""
    det = deterministic(rep)
    det["schema_version"] = SCHEMA_VERSION
    det["kind"] = "report"
    return json.dumps(det, ensure_ascii=False, indent=1, sort_keys=True, allow_nan=False) + "\n"


def render_measured_json(rep: dict) -> str:
    return json.dumps(measured(rep), ensure_ascii=False, indent=1, sort_keys=True, allow_nan=False) + "\n"


def render_pages(rep: dict) -> dict[str, str]:
    """{path relative to the report folder: Markdown text} of every page: the pages that are the same on every
    machine, rendered from ``deterministic(rep)``, and this machine's float measurements (``floats_page``)."""
    det = deterministic(rep)
    topics = sorted({r.get("topic") or "other" for r in det["claims"]})
    pages = {INDEX: _index(det, topics), CONVENTIONS: _conventions_page(det), floats_page(rep): _floats_page(rep)}
    for doc in det["documents"]:
        pages[doc_page(doc)] = _document_page(det, doc)
        pages[statements_page(doc)] = _statements_page(det, doc)
    for t in topics:
        pages[topic_page(t)] = _topic_page(det, t)
    return {path: fit_tables(text) for path, text in pages.items()}


# ---------------------------------------------------------------- tables that fit the page

TABLE_WIDTH = 100  # characters: about GitHub's page at its default width


def _cells(row: str) -> list[str]:
    return [c.strip() for c in re.split(r"(?<!\\)\|", row.strip()[1:-1] if row.strip().endswith("|") else row.strip()[1:])]


def _min_width(cell: str) -> int:
    """The narrowest a cell can be wrapped to: its longest unbreakable run (a code span, or a word: CJK text wraps
    anywhere); link targets are not shown."""
    cell = re.sub(r"\]\([^)]*\)", "]", cell).replace("\\|", "|")
    runs = re.findall(r"`[^`]*`|[^\s\u3400-\u9fff]+", cell)
    return max((len(r.strip("`")) for r in runs), default=0)


def table_width(rows: list[str]) -> int:
    """The narrowest a Markdown table can be laid out, in characters (3 per column for padding and the bar)."""
    cells = [_cells(r) for r in rows if not re.fullmatch(r"\|[-:| ]+\|", r.strip())]
    n = max(len(c) for c in cells)
    return sum(3 + max((_min_width(c[j]) for c in cells if j < len(c)), default=0) for j in range(n))


def fit_tables(md: str, limit: int = TABLE_WIDTH) -> str:
    """Every table too wide for the page (``table_width`` > ``limit``) written as a list instead: one item per row,
    its first cell leading and the others as 'header: cell' after it. Pure text to text; code blocks untouched."""
    out, block, fence = [], [], False

    def flush():
        if not block:
            return
        if table_width(block) <= limit:
            out.extend(block)
        else:
            head = _cells(block[0])
            for row in block[2:]:
                c = [x.replace("\\|", "|") for x in _cells(row)]
                rest = [f"{h}: {v}" for h, v in zip(head[1:], c[1:]) if v not in ("", "–")]
                out.append(f"- {c[0]}" + (" — " + " · ".join(rest) if rest else ""))
        block.clear()

    for line in md.split("\n"):
        if line.startswith("```") or line.startswith("~~~"):
            fence = not fence
        if not fence and line.startswith("|"):
            block.append(line)
            continue
        flush()
        out.append(line)
    flush()
    return "\n".join(out)


def render_markdown(rep: dict) -> str:
    """Every page, one after another (for a reader with grep, and for tests)."""
    return "\n".join(f"<!-- {path} -->\n{text}" for path, text in render_pages(rep).items())


# ---------------------------------------------------------------- the index

def _legend() -> str:
    return ("Verdicts: *proved* = SymPy reduced the statement (or an exhaustive finite check); *refuted* = an exact "
            "refutation or a counterexample confirmed in rigorous ball arithmetic; *holds approximately or "
            "conditionally* = true only approximately, in a limit or under a condition, and the stated bound is "
            "proved or checked; *numerically confirmed only* = no symbolic proof of the general statement, consistent "
            "on every example in the reference; *error* = the claim could not be run.\n").replace("*", "")


def _sources_line(st: dict) -> str:
    if st.get("sources_checked"):
        return "Every quote was checked verbatim against its document (whitespace folded)."
    if st.get("sources_skipped"):
        return _b("Run without the source documents (--no-sources): quotes were not checked.")
    return _b("The source documents were not available: quotes were not checked.")


def _index(rep: dict, topics: list[str]) -> str:
    out: list[str] = []
    w = out.append
    st, claims = rep["settings"], rep["claims"]
    pg = _Page(INDEX, _topic_map(rep))
    partial = bool(st.get("partial"))
    w("# Verification report: sinusoidal positional encoding\n")
    w(f"Generated by `make verify` (profile {code(st['profile'])}; reference: {esc(st['reference'])}; floats measured in "
      f"{esc(', '.join(st['float_contexts']))}). {_sources_line(st)}\n")
    if partial:
        w(f"{_b('Partial run.')} Only the claims selected with -k ran ({len(claims)} of the suite); counts below are "
          "counts of this selection, not of the corpus, and a sentence cited only by claims that did not run is not "
          "listed.\n")
    if rep["failing"] or rep["problems"]:
        w(_b("This run is not clean:") + " " + "; ".join(
            [pg.claim(c) for c in rep["failing"]] + [esc(p) for p in rep["problems"]]) + "\n")
    w("Contents: [documents](#documents) · [summary](#summary) · [errors by document](#errors-by-document) · "
      "[float precision: safe up to which position?](#float-precision-safe-up-to-which-position) · "
      "[topics](#topics) · "
      + ("[arithmetic triage](#arithmetic-triage) · " if rep.get("triage") is not None else "")
      + f"[conventions of real implementations]({CONVENTIONS})"
      + (" · [problems](#problems)" if rep["problems"] else "") + "\n")
    # what a reader comes for first: per document, what is wrong in it; then the counts and what the verdicts mean
    _documents_table(w, rep, pg)
    w("## Summary\n")
    counts = _verdict_counts(claims)
    carried = {g["claim"] for g in rep["errors"]}
    uncited = sum(1 for r in claims if r["verdict"] == "refuted" and r["id"] not in carried)
    auto = sum(automatic_counts(rep).values())
    slips = [g for g in rep["errors"] if is_slip(g)]
    w(("Claims run: " if partial else "Claims: ") + f"{len(claims)} — "
      + ", ".join(f"{VERDICT_TEXT[k]}: {counts[k]}" for k in VERDICT_TEXT if k in counts)
      + f". Errors in the sources: {_errors_phrase(len(rep['errors']) - len(slips) + auto, auto)}; quotes flagged: "
      f"{sum(1 for f in rep['flags'] if flagged(f))}; notation slips (counted apart from the errors): {len(slips)}"
      + (f"; refuted claims that cite no sentence, so carry no error: {uncited}" if uncited else "")
      + f". Quotes that hold only approximately or conditionally: {len(rep['approximate'])}; quotes not "
      f"checkable: {len(rep['not_checkable'])}.\n")
    w(_legend())
    w("## Errors by document\n")
    w("One line per error: its id (linked to the entry on the document's page: what is wrong, the counterexample, the "
      "correct statement, every quote that carries it), its kind, the statement found wrong in one sentence (with what "
      "refutes it), and how many quotes carry it.\n")
    by_doc: dict = {}
    for g in rep["errors"]:
        for doc in g["documents"]:
            by_doc.setdefault(doc, []).append(g)
    slips_of = {doc: [g for g in gs if is_slip(g)] for doc, gs in by_doc.items()}
    by_doc = {doc: [g for g in gs if not is_slip(g)] for doc, gs in by_doc.items()}
    found = triage_findings(rep)
    titles = {r["id"]: r.get("title") for r in claims}
    if not by_doc and not found:
        w("None.\n")
    for doc in sorted(set(by_doc) | set(found)):
        gs = by_doc.get(doc, [])
        w(f"### {_doc_name(rep, doc)}\n")
        nq = sum(1 for f in rep["flags"] if f["document"] == doc and flagged(f))
        auto = len(found.get(doc, []))
        w(f"{_errors_phrase(len(gs) + auto, auto)}; {nq} quote{'s' if nq != 1 else ''} flagged by the claims — "
          f"[the document's page]({pg.href(doc_page(doc))}).\n")
        for g in gs:
            n = sum(1 for q in g["quotes"] if q["document"] == doc)
            first = next(q for q in g["quotes"] if q["document"] == doc)
            where = f"line {first['line']}" if first.get("line") else esc(first["locator"])
            w(f"- {pg.error(g['id'], doc)} {where} — {esc(g.get('kind'))}: “{prose(_gist(titles.get(g['claim']) or ''))}” "
              f"({n} quote{'s' if n != 1 else ''})")
        for it in found.get(doc, []):
            w(f"- [{it['id']}]({pg.href(doc_page(doc), triage_anchor(it['id']))}) line {it['line']} — found "
              f"automatically (arithmetic): {_link_text(it)}")
        if slips_of.get(doc):
            w("\nNotation slips, counted apart from the errors (written against the document's own notation; what is "
              "meant is judged "
              "apart): " + ", ".join(pg.error(g["id"], doc) for g in slips_of[doc]) + ".")
        w("")
    w("## Float precision: safe up to which position?\n")
    w("The precision study (every position up to 10^6, for each way of computing the encoding in float64, float32, "
      "float16 and bfloat16) and each claim's float contexts are " + PLATFORM_POINTER + ". The float results at a "
      "threshold or in a tie differ with the libm, the BLAS and the CPU's SIMD, and so may a position where a "
      "property is first lost; this report holds only what is the same on every machine.\n")
    if rep.get("triage") is not None:
        _triage_index(w, rep, pg)
    w("## Topics\n")
    w("Claims by topic (the folders `theorems/<topic>/`); each page has the claims' statements, proofs and evidence.\n")
    w("| topic | claims | " + " | ".join(VERDICT_TEXT[k] for k in VERDICT_TEXT) + " |")
    w("|---|---|" + "---|" * len(VERDICT_TEXT))
    for t in topics:
        rs = [r for r in claims if (r.get("topic") or "other") == t]
        w(f"| [{esc(t)}]({pg.href(topic_page(t))}) | {len(rs)} | "
          + " | ".join(str(sum(r["verdict"] == k for r in rs)) for k in VERDICT_TEXT) + " |")
    w("")
    if rep["problems"]:
        w("## Problems\n")
        for p in rep["problems"]:
            w(f"- {esc(p)}")
        w("")
    return "\n".join(out).rstrip() + "\n"


def _doc_name(rep: dict, doc: str, cell: bool = False) -> str:
    """A document as the index names it: its title (its formulas typeset), and its file name beside it."""
    title = (rep["documents"].get(doc) or {}).get("title")
    if not title:
        return esc(doc)
    return f"{quote_inline(whole_formulas(title), cell=cell)} ({code(doc, cell=cell)})"


def _gist(title: str) -> str:
    """What is wrong, in one sentence: the refuted claim's title without its 'Refuted:' prefix."""
    t = re.sub(r"^(?:Refuted|Not)\s*(?:\([^)]*\))?\s*:\s*", "", title.strip())
    # a capital for a sentence that starts with a word; a formula or a symbol keeps its case (sin, p_0, d = 8)
    first = re.match(r"[A-Za-z]+", t)
    if not first or not first.group(0).isalpha() or len(first.group(0)) < 2 or t[len(first.group(0)):][:1] in "(_^.":
        return t
    return t[:1].upper() + t[1:]


def _documents_table(w, rep: dict, pg) -> None:
    w("## Documents\n")
    w("Each document by its title (its file name beside it), with what the report finds in it: *errors* (each one "
      "wrong statement, carried by one or more *flagged quotes*, including the relations found inconsistent "
      "automatically by the [arithmetic triage](#arithmetic-triage)), quotes that hold only *approximately* or under a "
      "condition, quotes *proved* exactly, and quotes that are not mathematics. A *notation slip* (a sentence written "
      "against the document's own notation, whose meaning the report judges apart) found by a claim is not counted as "
      "an error (the arithmetic triage reads relations literally and may count the same relation among its automatic "
      "findings). An "
      "error carried by quotes in two documents is counted in each.\n"
      .replace("*", ""))
    w("| document | errors | flagged quotes | notation slips | approximate | proved exactly | not checkable |")
    w("|---|---|---|---|---|---|---|")
    auto = automatic_counts(rep)
    for doc, dv in rep["documents"].items():
        cov = dv["coverage"]
        n = cov["error_groups"] + auto.get(doc, 0)
        w(f"| [{_doc_name(rep, doc, cell=True)}]({pg.href(doc_page(doc))}) | {n} | {cov['flagged']} | "
          f"{cov.get('notation_slips', 0)} | {cov['approximate']} | {cov.get('proved', 0)} | {cov['not_checkable']} |")
    w("")


def _study_table(w, study: dict) -> None:
    cfg, fams = study["config"], study["families"]
    w(f"Every position 0..{cfg['limit']:,} scanned for each way of computing the encoding (d = {cfg['d']}, base = "
      f"{cfg['base']}; RoPE head d = {cfg['d_rope']}, base = {cfg['rope_base']}). A cell gives the last position up to "
      f"which the property holds (✓ = up to {cfg['limit']:,}): an equation is lost when the float result is off by "
      f"more than {100 * study['loss_fraction']:g} % of the quantity's natural size, distinct codes when two stored "
      "codes are equal bit for bit.\n")
    w("| computation | " + " | ".join(esc(f["title"]) for f in fams) + " |")
    w("|---|" + "---|" * len(fams))
    by = {(r["method"], f["id"]): r for f in fams for r in f["results"]}
    for m in study["methods"]:
        cells = []
        for f in fams:
            r = by.get((m["name"], f["id"]))
            cells.append("–" if r is None else "✓" if r.get("lost_at") is None else f"≤ {r['safe_up_to']:,}")
        w(f"| {esc(m['label'])} | " + " | ".join(cells) + " |")
    w("")


# ---------------------------------------------------------------- a document's page

def flagged(f: dict) -> bool:
    """A flag that marks its quote false: every flag but a notation slip's (a failing reasoning step of a slip's claim
    stays 'reasoning invalid', so it is flagged too; assemble.sentence_verdict)."""
    return not (is_slip(f) and f.get("aspect") != "reasoning")


def is_slip(g: dict) -> bool:
    """An error group (or a flag) of kind notation slip: a sentence written against the document's own notation,
    whose meaning is judged apart; it is counted and shown apart from the errors."""
    return g.get("kind") == SLIP


def _page_first(g: dict, doc: str | None) -> list:
    """The group's quotes, those of the page's document first (in reading order), then the others'."""
    return [q for q in g["quotes"] if q["document"] == doc] + [q for q in g["quotes"] if q["document"] != doc]


def _group_head(w, g: dict, pg: _Page, doc: str | None) -> None:
    """An error entry's (or a notation slip's) anchor, heading and every quote that carries it, the page's own first."""
    w(f"<a id=\"{error_anchor(g['id'])}\"></a>\n### {g['id']}: {esc(g['kind'])}\n")
    for q in _page_first(g, doc):
        extra = f" — part: {prose(q['part'])}" if q.get("part") else ""
        asp = " (the reasoning step)" if q.get("aspect") == "reasoning" else ""
        where = esc(q["locator"]) + (f", line {q['line']}" if q.get("line") else "")
        link = pg.href(statements_page(q["document"]), statement_anchor(q))
        w(f"[{esc(q['document'])}, {where}]({link}){asp}{extra}:\n")
        w(quote_block(q["quote"], q.get("math")) + "\n")


def _slip_entry(w, g: dict, pg: _Page, doc: str | None = None) -> None:
    """A notation slip: what is written (the quotes), the symbol it misuses, what is meant and what the report finds
    about that, then the literal reading and what refutes it (last: nobody means it)."""
    _group_head(w, g, pg, doc)
    if g.get("symbol"):
        w(f"{_b('Symbol used against its definition.')} {esc(g['symbol'])}\n")
    c = g["correction"]
    w(f"{_b('What is meant')} ({pg.claim(c['claim'])}, {VERDICT_TEXT.get(c['verdict'], c['verdict'] or '–')}): "
      f"{prose(c['statement'], pg=pg)}\n")
    w(f"{_b('Conclusion survives.')} {prose(g['conclusion_survives'], pg=pg)}\n")
    w(f"{_b('Read literally.')} {prose(g['reason'], pg=pg)} The literal reading fails: {_ce_text(g['counterexample'])}\n")
    w(f"Claim: {pg.claim(g['claim'])}.\n")


def _error_entry(w, g: dict, pg: _Page, doc: str | None = None) -> None:
    _group_head(w, g, pg, doc)
    if g.get("symbol"):
        w(f"{_b('Symbol used against its definition.')} {esc(g['symbol'])}\n")
    w(f"{_b('What is wrong.')} {prose(g['reason'], pg=pg)}\n")
    w(f"{_b('Conclusion survives.')} {prose(g['conclusion_survives'], pg=pg)}\n")
    w(f"{_b('Counterexample.')} {_ce_text(g['counterexample'])}\n")
    c = g["correction"]
    w(f"{_b('Correct statement')} ({pg.claim(c['claim'])}, {VERDICT_TEXT.get(c['verdict'], c['verdict'] or '–')}): "
      f"{prose(c['statement'], pg=pg)}\n")
    w(f"Claim: {pg.claim(g['claim'])}.\n")


def _document_page(rep: dict, doc: str) -> str:
    out: list[str] = []
    w = out.append
    dv = rep["documents"][doc]
    cov = dv["coverage"]
    page = doc_page(doc)
    pg = _Page(page, _topic_map(rep))
    w(f"# {_doc_name(rep, doc)}\n")
    n_statements = len({(x.get("offset"), x["quote"]) for x in dv["rows"]})
    w(f"[Index]({pg.href(INDEX)}) · [errors](#errors) · [notation slips](#notation-slips) · [approximate](#approximate) · "
      "[notation](#notation) · "
      + ("[arithmetic triage](#arithmetic-triage) · " if dv.get("triage") is not None else "")
      + f"[every statement in reading order]({pg.href(statements_page(doc))}) ({n_statements}, on their own page)\n")
    if rep["settings"].get("partial"):
        w(f"{_b('Partial run.')} Only the claims selected with -k ran; statements cited by other claims are missing.\n")
    eq = (f"numbered equations accounted for: {cov['equations_accounted']}/{cov['equations_total']}"
          if cov["equations_total"] else "no numbered equations")
    found = triage_findings(rep).get(doc, []) if dv.get("triage") is not None else []
    w(f"Coverage: {eq}; asserting citations: {cov['statements_checked']} ({cov['exact']} exact, {cov['partial']} partial, "
      f"{cov['reread']} re-read); proved exactly: {cov['proved']}; errors: {cov['error_groups'] + len(found)} "
      + (f"({len(found)} found automatically; {cov['flagged']} quotes flagged)" if found else f"({cov['flagged']} quotes flagged)")
      + f"; notation slips: {cov.get('notation_slips', 0)} ({cov.get('slip_quotes', 0)} "
      + ("citation)" if cov.get("slip_quotes", 0) == 1 else "citations)")
      + f"; approximate: {cov['approximate']}; definitions used: "
      f"{cov['definitions']}; not checkable: {cov['not_checkable']}.\n")
    if cov.get("equations_missing"):
        w(f"Numbered equations not yet accounted for: {esc(', '.join(cov['equations_missing']))}.\n")
    w("## Errors\n")
    groups = [g for g in rep["errors"] if doc in g["documents"] and not is_slip(g)]
    slips = [g for g in rep["errors"] if doc in g["documents"] and is_slip(g)]
    if found:
        w(f"{_errors_phrase(len(groups) + len(found), len(found))}.\n")
    if groups:
        w("One entry per error found by the claims; every quote that carries it is listed under it. The id is derived "
          "from the document and the claim's first quote, so it does not move when other errors are added.\n")
    elif not found:
        w("None.\n")
    for g in groups:
        _error_entry(w, g, pg, doc)
    tri = dv.get("triage")
    if found:
        _triage_findings_section(w, rep, doc, pg)
    w("<a id=\"notation-slips\"></a>\n## Notation slips\n")
    if slips:
        w("Sentences written against the document's own notation (a symbol used for something its definition does not "
          "say). They are not counted as errors: each entry gives what is written, what is meant and what the report "
          "finds about that, and last the literal reading and what refutes it.\n")
    else:
        w("None.\n")
    for g in slips:
        _slip_entry(w, g, pg, doc)
    w("<a id=\"approximate\"></a>\n## Statements that hold only approximately, in a limit or under a condition\n")
    approx = [a for a in rep["approximate"] if a["document"] == doc]
    if not approx:
        w("None.\n")
    for a in approx:
        part = f" (the claim states a part: {prose(a['part'])})" if a.get("part") else ""
        link = pg.href(statements_page(doc), statement_anchor(a))
        w(f"- [{esc(a['locator'])}]({link}){part} — {prose(a['bound'], pg=pg)} ({pg.claim(a['claim'])}):"
          f"{quote_item(a['quote'], a.get('math'))}")
    w("")
    w("## Notation\n")
    if dv.get("notation"):
        w(f"As {esc(doc)} defines it; claims citing the document are read under these definitions.\n")
        w("| symbol | meaning | where | defining text |\n|---|---|---|---|")
        for sym in dv["notation"]:
            w(f"| {esc(sym['symbol'])} | {esc(sym['meaning'])} | {esc(sym['locator'])} | "
              f"“{quote_inline(sym['quote'], sym.get('math'), cell=True)}” |")
        w("")
        if dv.get("notation_slips"):
            w("Notation slips (the document uses a symbol against its own definition): "
              + "; ".join(f"{esc(x['symbol'])} in [{x['group']}](#{error_anchor(x['group'])})" for x in dv["notation_slips"])
              + ".\n")
    else:
        w("No notation table is declared for this document.\n")
    if tri is not None:
        _triage_section(w, rep, doc, pg)
    w("## Every statement in reading order\n")
    w(f"On their own page: [the {n_statements} checked statements of the document in reading order, each with every "
      f"citation of it]({pg.href(statements_page(doc))}).\n")
    return "\n".join(out).rstrip() + "\n"


def _statements_page(rep: dict, doc: str) -> str:
    out: list[str] = []
    w = out.append
    dv = rep["documents"][doc]
    pg = _Page(statements_page(doc), _topic_map(rep))
    w(f"# Every statement in reading order: {_doc_name(rep, doc)}\n")
    w(f"[Index]({pg.href(INDEX)}) · [the document's page]({pg.href(doc_page(doc))}) (its errors, approximate "
      f"statements, notation and arithmetic triage)\n")
    if rep["settings"].get("partial"):
        w(f"{_b('Partial run.')} Only the claims selected with -k ran; statements cited by other claims are missing.\n")
    w("Each entry is one quoted sentence (or part) with every citation of it. The mark says what the citation "
      "finds: " + ", ".join(f"{m} {t}" for m, t in SENTENCE_CLASSES.values()) + ". *Fidelity*: exact = the claim states what the sentence "
      "says under the document's notation; partial = only the part named; reread = only under the re-reading "
      "named, which never decides the sentence. Reasoning citations judge the inference the sentence gives, not "
      "its conclusion.\n".replace("*", ""))
    seen: dict = {}
    for x in dv["rows"]:
        seen.setdefault((x.get("offset"), x["quote"]), []).append(x)
    if not seen:
        w("None: no claim cites this document.\n")
    for k, ((_, quote), xs) in enumerate(seen.items(), 1):
        x0 = xs[0]
        where = esc(x0["locator"]) + (f", line {x0['line']}, column {x0['column']}" if x0.get("line") else "")
        w(f"<a id=\"{statement_anchor(x0)}\"></a>\n{k}\\. {where}\n")
        w(quote_block(quote, x0.get("math")) + "\n")
        for x in xs:
            w("- " + _citation(x, pg, doc))
        w("")
    return "\n".join(out).rstrip() + "\n"


def _citation(x: dict, pg: _Page, doc: str) -> str:
    v = x["verdict"]
    mark = SENTENCE_CLASSES[sentence_class(v)][0]
    if x.get("meant"):  # a notation slip: what is meant, and what the report finds about it
        m = x["meant"]
        text = (f"{mark} {_b(v) if v in LABELS else esc(v)} ({pg.error(x['group'], doc)}; what is meant: "
                f"{esc(VERDICT_TEXT.get(m.get('verdict'), m.get('verdict') or '–'))}, {pg.claim(m['claim'])})"
                if m.get("claim") else f"{mark} {esc(v)} ({pg.error(x['group'], doc)})")
    elif x.get("group"):
        label = "false" if v == "refuted" else v  # false, false (a part), reasoning invalid
        text = f"{mark} {_b(label) if label in LABELS else esc(label)} ({pg.error(x['group'], doc)})"
    else:
        text = f"{mark} {esc(VERDICT_TEXT.get(v, v))}"
    if x["role"] == "not checkable":
        return f"{text}: {prose(x.get('reason', ''), pg=pg)}"
    fid = x.get("fidelity", "")
    if x.get("part"):
        fid += f": {x['part']}"
    if x.get("reading"):
        fid += f": {x['reading']}"
    how = prose(fid) if x["role"] == "asserts" else esc(x["role"])
    asp = ", the reasoning step" if x.get("aspect") == "reasoning" else ""
    return f"{text} — {how}{asp} — {pg.claim(x['claim'])}"


# ---------------------------------------------------------------- a topic's page

def _topic_page(rep: dict, topic: str) -> str:
    out: list[str] = []
    w = out.append
    page = topic_page(topic)
    pg = _Page(page, _topic_map(rep))
    claims = [r for r in rep["claims"] if (r.get("topic") or "other") == topic]
    w(f"# Topic: {esc(topic)}\n")
    w(f"[Index]({pg.href(INDEX)}) · claims of `theorems/{esc(topic)}/` · whether a property still holds in each float "
      "context is measured on each machine (`reports/platform/<platform>/floats.md`, written by `make verify`)\n")
    w("| claim | verdict | symbolic |\n|---|---|---|")
    for r in claims:
        v = CLAIM_VERDICT_TEXT.get(r["verdict"], r["verdict"]) + (" ⚠" if r.get("unexpected") or r.get("integrity") else "")
        w(f"| [{code(r['id'], cell=True)}](#{claim_anchor(r['id'])}) | {v} | {esc(_symbolic(r))} |")
    w("")
    for r in claims:
        _claim_section(w, r, pg)
    return "\n".join(out).rstrip() + "\n"


def _claim_section(w, r: dict, pg: _Page) -> None:
    w(f"<a id=\"{claim_anchor(r['id'])}\"></a>\n## {esc(r['id'])}\n")
    w(f"{prose(r.get('title', ''), pg=pg)}\n")
    w(f"- Verdict: {_b(CLAIM_VERDICT_TEXT.get(r['verdict'], r['verdict']))} — {esc(r.get('why', ''))}")
    if r.get("unexpected"):
        w(f"- ⚠ {esc(r['unexpected'])}")
    for problem in r.get("integrity") or []:
        w(f"- ⚠ citation problem (the run fails): {esc(problem)}")
    if r.get("module"):
        w(f"- Module: {code(r['module'])}")
    if r.get("statement"):
        w(f"- Statement: {prose(r['statement'], pg=pg)}")
        w(f"- Hypotheses: {prose(r.get('hypotheses', ''), pg=pg)}")
    for key, label in (("bound", "Bound / condition"), ("sharp", "Sharpness"), ("notes", "Notes")):
        if r.get(key):
            w(f"- {label}: {prose(r[key], pg=pg)}")
    if r.get("wrong"):
        w(f"- What is wrong ({esc(r.get('error_kind') or '')}): {prose(r['wrong'], pg=pg)}")
        w(f"- Conclusion survives: {prose(r.get('survives') or '', pg=pg)}")
    if r.get("correction"):
        w(f"- Correct statement: {pg.claim(r['correction'])}")
    w("")
    p = r.get("proof")
    if p:
        w(f"{_b('Proof')} ({esc(_symbolic(r))}):\n")
        for k, s in enumerate(p["steps"], 1):
            mark = "✓" if s["ok"] else "✗"
            w(f"{k}. {mark} {esc(s['name'])} — {code(s['text'])} ({esc(s['method'])})")
        w("")
    n = r.get("numeric")
    if n:
        w(f"{_b('Numeric evidence')}: {n['examples']} examples in {esc(n['reference'])}"
          + (f", {n['undecided']} undecided at 512 bits" if n["undecided"] else "")
          + f"; reference status: {esc(n['status'])}.\n")
        if n.get("counterexample"):
            w(f"Counterexample (confirmed): {_ce_line(n['counterexample'])}\n")
        if n.get("floats_skipped"):
            w(f"Float contexts: none — {esc(n['floats_skipped'])}.\n")
        if n.get("float_contexts"):
            w(f"Float contexts ({esc(', '.join(n['float_contexts']))}): whether the property is kept, and where it is "
              f"lost, is {PLATFORM_POINTER}.\n")
    if r.get("evidence"):
        w("| measured | value |\n|---|---|")
        for a, b in r["evidence"]:
            w(f"| {esc(a)} | {esc(b)} |")
        w("")
    if r.get("figure"):
        w(f"![{esc(r['id'])}]({pg.href(r['figure'])})\n")
    if r.get("measured_rows") or r.get("measured_figure"):
        what = [esc(x) for x in r.get("measured_rows") or []] + (["a figure"] if r.get("measured_figure") else [])
        w("Measured by the claim in each machine's floats (the values: `reports/platform/<platform>/floats.md`, "
          "written by `make verify`, not tracked): " + "; ".join(what) + ".\n")
    if r.get("sources"):
        w("Sources:\n")
        for s in r["sources"]:
            how = s["role"] if s["role"] != "asserts" else (
                s.get("fidelity", "exact") + (f" — {s['part']}" if s.get("part") else "")
                + (f" — {s['reading']}" if s.get("reading") else "")
                + (", the reasoning step" if s.get("aspect") == "reasoning" else ""))
            where = esc(s["locator"]) + (f", line {s['line']}" if s.get("line") else "")
            link = pg.href(statements_page(s["document"]), statement_anchor(s)) if s.get("offset") is not None else None
            head = f"[{esc(s['document'])}, {where}]({link})" if link else f"{esc(s['document'])}, {where}"
            w(f"- {head} ({prose(how)}):{quote_item(s['quote'], s.get('math'))}")
        w("")


# ---------------------------------------------------------------- conventions

def _conventions_page(rep: dict) -> str:
    out: list[str] = []
    w = out.append
    st = rep["settings"]
    pg = _Page(CONVENTIONS, _topic_map(rep))
    w("# Conventions of real implementations: which verdicts change\n")
    w(f"[Index]({pg.href(INDEX)})\n")
    variants = [tuple(v) for v in st.get("convention_variants", [])]
    w("Each claim whose check read the encoding convention (by any path: the shared encoding, a helper, the "
      "RoPE rotation) is re-checked in the reference under each convention that changes what it read "
      "(n/a: the check never read that part of the convention), "
      f"on its examples plus a short search of {st.get('conventions_search')} drawn points. Default: "
      "interleaved sin/cos, w_m = base^(-2m/d), even d, RoPE pairs (2m, 2m+1). A cell shows the reference status "
      "when it differs from the default run, with the counterexample found; same means no change was found, "
      "and a short search can miss one. Claims with no change found under any convention are counted below the "
      "table. Symbols (w_m, pair m, p_i) are read under the convention; stated values, explicit formulas and "
      "index patterns of the default convention are not.\n".replace("_", "\\_").replace("^", "^"))
    w("| claim | " + " | ".join(esc(label) for _, label in variants) + " |")
    w("|---|" + "---|" * len(variants))
    same = 0
    for r in rep["claims"]:
        conv = r.get("conventions") or {}
        if not conv:
            continue
        if not any(v["changed"] for v in conv.values()):
            same += 1
            continue
        cells = []
        for key, _ in variants:
            v = conv.get(key)
            if v is None:
                cells.append("n/a")
            elif not v["changed"]:
                cells.append("same")
            else:
                ce = v.get("counterexample")
                detail = esc(_params(ce)) if isinstance(ce, dict) else esc(v.get("error") or ce or "")
                cells.append(esc(v["status"]) + (f": {detail}" if detail else ""))
        w(f"| {pg.claim(r['id'])} | " + " | ".join(cells) + " |")
    w(f"\nClaims re-checked with no change found under any applicable convention: {same}.\n")
    return "\n".join(out).rstrip() + "\n"


# ---------------------------------------------------------------- float measurements (machine-dependent)

def _floats_page(rep: dict) -> str:
    out: list[str] = []
    w = out.append
    st = rep["settings"]
    pg = _Page(floats_page(rep), _topic_map(rep))
    claims = rep["claims"]
    w("# Float precision: measurements\n")
    machine = rep.get("machine") or {}
    w(f"[Index]({pg.href(INDEX)}) · {_b('Measured on this machine.')} Everything on this page (and in measured.json "
      "beside it) was measured here"
      + (f" ({esc(', '.join(f'{k} {v}' for k, v in machine.items()))})" if machine else "")
      + ": the errors, worst examples and model bounds, and also the conclusions (property kept, or lost at a "
      "position), since a float result at a threshold can fall either side of it with another libm, BLAS or SIMD "
      "level. This folder is not tracked by git; the report that is the same on every machine (REPORT.md, "
      "report.json, the topic pages) holds none of it.\n")
    w("Float contexts: " + "; ".join(f"{code(k)}: {esc(v)}" for k, v in (st.get("computations") or {}).items()) + ".\n")
    w(f"Does the property still hold? An equation is lost in float when its two float sides differ by more than "
      f"{_pct(st)} of the quantity's natural size, an inequality when the float comparison decides the other way (the "
      "exact margin is shown; margin below rounding when it is smaller than the rigorous rounding bound, so no "
      "implementation in that dtype can be relied on to decide it). The natural size is computed by the float64 model "
      "(numeric/model.py), not declared: a sum has the sum of the absolute values of its terms; a difference a − b the "
      "smaller of the sizes of a and b; a product |ab| and at least size(a)·|b| and |a|·size(b); a quotient the "
      "numerator's size over the divisor; a cosine 1 and a sine min(1, its phase's size); an equation the smaller of "
      "its sides' sizes. Sizes are scales, not bounds. The loss is searched along the claim's sweep parameter (the "
      "others fixed at its first example) by a geometric grid and bisection: lost at is the first loss this search "
      "found, an upper bound on the first position; ✓ ≤ N = kept at every example and every grid point up to N; n/a = "
      "the statement is false, so there is no property to keep.\n")
    w("Is the implementation as good as the dtype allows? Each check is also run in the rigorous model of the float "
      "context: Arb balls in which every + − × ÷ and sqrt is widened by the unit roundoff u, every sin/cos/exp/log by "
      f"its accuracy in ulps ({esc(', '.join(f'{k}: {v}' for k, v in (st.get('function_ulps') or {}).items()))}), and "
      "every fsum by `((1+u)^(n−1) − 1)·Σ|x_i|`. ✓ = every float result checked lies inside its ball; ✗ names the "
      "first that does not; unbounded = the ball is unbounded there (not counted).\n")
    outside = [(r, f) for r in claims for f in ((r.get("numeric") or {}).get("floats") or [])
               if f.get("within_model_bound") is False]
    checked = sum(1 for r in claims for f in ((r.get("numeric") or {}).get("floats") or [])
                  if f.get("within_model_bound") is not None)
    unmodelled = sorted({r["id"] for r in claims for f in ((r.get("numeric") or {}).get("floats") or [])
                         if f.get("within_model_bound") is None and f.get("model_failed")})
    w(f"Claim × context pairs checked against the model: {checked}; outside the model bound: {len(outside)}; "
      f"claims the model cannot run: {len(unmodelled)}" + (f" ({', '.join(pg.claim(c) for c in unmodelled)})" if unmodelled else "") + ".\n")
    for r, f in outside:
        e = f.get("model_exception") or {}
        w(f"- {pg.claim(r['id'])}, {code(f['context'])}: at {esc(_params(e.get('example')))} the float result "
          f"lhs = {_g(e.get('lhs'))}, rhs = {_g(e.get('rhs'))} lies outside the model's "
          f"lhs ∈ {_iv(e.get('model_lhs'))}, rhs ∈ {_iv(e.get('model_rhs'))}")
    if outside:
        w("")
    if rep.get("precision_study"):  # the engineer's screen first
        w("## Safe up to which position?\n")
        _study_table(w, rep["precision_study"])
        w("Why each property is lost where it is, and the figures: [the precision study](#precision-study).\n")
    w("## Per claim\n")
    for r in claims:
        fls = (r.get("numeric") or {}).get("floats") or []
        fig = r.get("figure") if (r.get("figure") or "").startswith("platform/") else None
        if not (fls or r.get("measured_evidence") or fig):
            continue
        w(f"<a id=\"{claim_anchor(r['id'])}\"></a>\n### {esc(r['id'])}\n")
        w(f"{CLAIM_VERDICT_TEXT.get(r['verdict'], r['verdict'])} — [the claim]({pg.href(topic_page(r.get('topic')), claim_anchor(r['id']))})\n")
        if fls:
            w("| context | property | searched | max abs error (example) | model bound there | within model |")
            w("|---|---|---|---|---|---|")
        for f in fls:
            mw = f.get("model_at_worst") or {}
            err = _g(f.get("max_abs_err")) if f.get("max_abs_err_finite", True) else "inf or NaN"
            w(f"| {esc(f['context'])} | {_lost_cell(f, detail=True)} | {esc(_searched(f.get('searched_to')))} | "
              f"{err} ({esc(_params(f.get('worst')))}) | "
              f"{(_g(mw.get('bound')) if mw.get('bound') is not None else 'unbounded') if mw else '–'} | "
              f"{_model_cell(f)} |")
        if fls:
            w("")
        n = r.get("numeric") or {}
        if n.get("natural_sizes"):
            w("Natural size of the quantity (float64 model) at the claim's examples: " + "; ".join(
                f"{_g(z['size'])} at {esc(_params(z['example']))}" for z in n["natural_sizes"]) + ".\n")
        if r.get("measured_evidence"):  # the claim's own measurements, drawn from this machine's floats
            w("| measured by the claim | value |\n|---|---|")
            for a, b in r["measured_evidence"]:
                w(f"| {esc(a)} | {esc(b)} |")
            w("")
        if fig:
            w(f"![{esc(r['id'])}]({pg.href(fig)})\n")
    if rep.get("precision_study"):
        w("<a id=\"precision-study\"></a>")
        _study_section(w, rep["precision_study"])
    return "\n".join(out).rstrip() + "\n"


def _pct(st: dict) -> str:
    return f"{100 * st.get('loss_fraction', 0.01):g} %"


def _short(v) -> str:
    if isinstance(v, int) and v >= 10**4:
        return f"{v:.0e}".replace("e+0", "e").replace("e+", "e")
    return str(v)


def _lost_cell(f: dict | None, detail: bool = False) -> str:
    """Does the property still hold, in one cell: lost at which value, or kept up to where it was searched."""
    if not f:
        return "–"
    lost, to = f.get("lost_at"), f.get("searched_to") or {}
    if lost:
        where = (f"{lost['param']} = {lost['value']}" if lost.get("param") else
                 "an example" + (f" ({esc(_params(lost.get('example')))})" if detail else ""))
        extra = ""
        if detail and lost.get("defect") is not None:
            extra = (f" (sides differ by {_g3(lost['defect'])} > {_g3(lost.get('threshold'))})"
                     if lost.get("relation") is None else
                     f" (float lhs − rhs = {_g3(lost['defect'])}, relation {code(lost['relation'], cell=True)}"
                     + (f", exact margin {_g3(lost['exact_margin'])}" if lost.get("exact_margin") is not None else "")
                     + ")")
        elif detail and lost.get("defect") is None and "lhs" in lost:
            extra = " (a side is inf or NaN)"
        if lost.get("margin_below_rounding"):
            extra += (f" — margin below rounding: exact margin {_g3(lost.get('exact_margin'))} ≤ rounding bound "
                      f"{_g3(lost.get('rounding_bound'))}" if detail else " (margin below rounding)")
        return f"✗ lost at {where}{extra}"
    if "error" in to:
        return "sweep failed"
    if to.get("to") is not None:
        return f"✓ ≤ {_short(to['to'])}" + (" (stopped: evaluation budget)" if to.get("stopped") else "")
    if to.get("stopped"):
        return "not swept (evaluation budget)"
    if not f.get("examples_decided"):
        return "n/a"
    return f"✓ ({f.get('examples_decided', 0)} examples)"


def _searched(to: dict | None) -> str:
    if not to:
        return "–"
    if "error" in to:
        return to["error"]
    if to.get("param"):
        return f"{to['param']} from {to.get('from')} to {to.get('to')}, others {_params(to.get('others'))}"
    return f"{to.get('examples', 0)} examples"


def _model_cell(f: dict) -> str:
    ok = f.get("within_model_bound")
    if ok is None:
        if f.get("model_unbounded"):
            return "unbounded (the dtype may overflow: the model bounds nothing)"
        return "?" + (f" ({esc(f.get('model_failed') or '')})" if f.get("model_failed") else "")
    if ok:
        return f"✓ ({f.get('model_checked')} checked)"
    e = f.get("model_exception") or {}
    return f"✗ at {esc(_params(e.get('example')))}"


def _iv(iv) -> str:
    if not iv:
        return "–"
    lo, hi = iv
    return f"[{_g(lo) if lo is not None else '−∞'}, {_g(hi) if hi is not None else '∞'}]"


_FAILS = {"==": "the two sides differ", "<=": "the left side exceeds the right", "<": "the left side is not below the right",
          ">=": "the left side is below the right", ">": "the left side is not above the right"}


def _ce_line(c: dict) -> str:
    at = f"at {esc(_params(c.get('params')))}: " if c.get("params") else ""
    rel = c.get("relation") or "=="
    return (f"{at}the claim's check states left {code(rel)} right, with left side = {esc(c.get('lhs'))} and right side "
            f"= {esc(c.get('rhs'))}; left − right = {esc(c.get('lhs_minus_rhs'))} ± {esc(c.get('radius'))} "
            f"({esc(c.get('reference'))}), so {_FAILS.get(rel, 'the relation fails')}; to paste back as an example: "
            f"{code(c.get('paste'))}")


def _ce_text(ce: dict | None) -> str:
    if not ce:
        return "–"
    parts = []
    if ce.get("exact"):
        e = ce["exact"]
        tex = e.get("tex") or {}
        if tex.get("lhs") is not None:  # typeset: the sides as formulas, not in Python's syntax
            at = ("at " + ", ".join(imath(f"{k} = {v}") for k, v in tex.get("at", {}).items()) + ", "
                  if tex.get("at") else "")
            parts.append(f"exact (SymPy): {at}the statement's left side {imath(tex['lhs'])} and right side "
                         f"{imath(tex['rhs'])} differ by {imath(tex['difference'])} ≈ {esc(e['difference_approx'])}")
        else:
            at = f"at {esc(_params(e['at']))}, " if e.get("at") else ""
            parts.append(f"exact (SymPy): {at}the statement's left side {code(e['lhs'])} and right side "
                         f"{code(e['rhs'])} differ by {code(e['difference'])} ≈ {esc(e['difference_approx'])}")
    if ce.get("confirmed"):
        parts.append("confirmed in ball arithmetic: " + _ce_line(ce["confirmed"]))
    return "; ".join(parts)


def render_topic_readme(topic: str, description: str, claims: list[dict]) -> str:
    """The table of contents of one topic folder: its statements, their verdicts, links to the report."""
    lines = [f"# {topic}\n", description.strip() + "\n",
             "Written by `make verify` from the claims in this folder (do not edit: edit the claims). "
             f"Verdicts from the last full run; details in [the topic's report page](../../reports/{topic_page(topic)}).\n",
             "| claim | verdict | statement |", "|---|---|---|"]
    for r in sorted(claims, key=lambda r: r["id"]):
        v = CLAIM_VERDICT_TEXT.get(r["verdict"], r["verdict"])
        lines.append(f"| [{code(r['id'], cell=True)}]({r['id']}.py) | {v} | {prose(r.get('title', ''), cell=True)} |")
    return "\n".join(lines) + "\n"


def _study_section(w, study: dict) -> None:
    """The engineer's screen: per way of computing the encoding, how far each family of properties holds."""
    cfg = study["config"]
    fams = study["families"]
    ulps = cfg.get("function_ulps")
    if ulps is None:
        ulps = {}
    nsamp = cfg.get("model_samples")
    whys = "; ".join(sorted({y for f in fams for r in f["results"]
                             for y in ((r.get("model_samples") or {}).get("unbounded_why") or []) if y})) \
        or "the dtype may overflow"
    w("## Precision study\n")
    _study_table(w, study)
    w(f"Every position 0..{cfg['limit']:,} scanned (not sampled) for each way of computing the encoding, "
      f"d = {cfg['d']}, base = {cfg['base']}; RoPE head d = {cfg['d_rope']}, base = {cfg['rope_base']}. A cell gives "
      f"the last position up to which the property holds (`✓` = up to {cfg['limit']:,}): an equation is lost when the "
      f"float result is off by more than {100 * study['loss_fraction']:g} % of the quantity's natural size, distinct "
      "codes when two stored codes are equal bit for bit. The natural size is one number per family, the "
      "`Rounded.size` of the float64 model's value at j = 1 (`numeric/model.py`), used for every position and every "
      "method (for distinct codes the margin is the exact adjacent distance `‖p_j − p_{j−1}‖`). Each figure draws, in "
      f"the method's colour, the rigorous model bound at {nsamp if nsamp else 'the'} log-spaced sample positions (not at "
      "every position): the model's ball widens every + − × ÷ and sqrt by the dtype's unit roundoff u, every "
      f"sin/cos/exp/log by its ulp allowance ({', '.join(f'{k}: {v}' for k, v in ulps.items())} ulp), every sum of n "
      "terms by `((1+u)^(n−1) − 1)·Σ|x_i|`, and for the `<-` methods also rounds every stored sin/cos to the storage "
      f"dtype. Where a ball is unbounded ({whys}) there is no bound: the figure marks the sample × at the top edge "
      "and it is not counted as a check. Numbers in the reasons are rounded in the safe direction: a lower bound down, an upper bound or a "
      "largest error up, an error that exceeds a threshold down. The reasons and the figures follow.\n")
    by = {(r["method"], f["id"]): r for f in fams for r in f["results"]}
    w("Why, where a property is lost:\n")
    for m in study["methods"]:
        lost = [(f, by[(m["name"], f["id"])]) for f in fams
                if (m["name"], f["id"]) in by and by[(m["name"], f["id"])].get("lost_at")]
        if lost:
            w(f"- {esc(m['label'])}: " + "; ".join(
                f"{f['title'].lower()} lost at {r['lost_at']['value']:,}: {esc(r.get('reason') or '')}" for f, r in lost))
    w("")
    outside = [(f, r) for f in fams for r in f["results"] if r.get("within_model_bound") is False]
    counted = [r for f in fams for r in f["results"] if r.get("model_samples_bounded") is not None]
    total = sum(len((r.get("model_samples") or {}).get("pos") or []) for r in counted)
    bounded = sum(r["model_samples_bounded"] for r in counted)
    inside = sum(r.get("model_samples_inside") or 0 for r in counted)
    unb = [(f, r) for f in fams for r in f["results"] if r.get("model_samples_bounded") is not None
           and r["model_samples_bounded"] < len((r.get("model_samples") or {}).get("pos") or [])]
    parts = []
    if counted:
        parts.append(f"{bounded} of the {total} method × family × sample results have a bounded model ball, and "
                     f"{inside} of these {bounded} lie inside it")
        if unb:
            parts.append("unbounded, so not counted: " + ", ".join(
                f"{r['method']} × {f['title'].lower()}: {len(r['model_samples']['pos']) - r['model_samples_bounded']} "
                f"of {len(r['model_samples']['pos'])} samples" for f, r in unb))
        none = [(f, r) for f, r in unb if r["model_samples_bounded"] == 0]
        if none:
            parts.append("no bounded sample at all (no check): " + ", ".join(
                f"{r['method']} × {f['title'].lower()}" for f, r in none))
    elif not outside:
        parts.append("all inside")
    if outside:
        parts.append("outside: " + "; ".join(
            f"{f['title']}, {r['method']}: at {esc(_params((r.get('model_exception') or {})))}" for f, r in outside))
    w("Measured float results against the rigorous model bound at the sample positions: " + "; ".join(parts) + ".\n")
    for f in fams:
        w(f"### {esc(f['title'])}\n")
        w(f"{esc(f['property'])}. Searched: {esc(f['how_searched'])}.\n")
        w(f"![{f['id']}]({f['figure']})\n")


# --- the automatic checking of the documents (suite/reader/) -----------------------------------------------------------

def triage_anchor(item_id: str) -> str:
    return "triage-" + item_id.lower()


def triage_findings(rep: dict) -> dict:
    """{document: [inconsistent triage items]} in reading order."""
    out: dict = {}
    for it in rep.get("triage") or []:
        if it["status"] == "inconsistent":
            out.setdefault(it["document"], []).append(it)
    return out


def _link_text(it: dict, cell: bool = False) -> str:
    """The relation the triage decided, typeset (as code when it does not typeset on its own)."""
    lk = it["link"]
    return imath(f"{lk['lhs']} {lk['relation']} {lk['rhs']}", cell=cell)


def _exact_text(it: dict) -> str:
    ex = it.get("exact") or {}
    parts = [f"exact values to 16 digits (report.json has 30): left side {code(short_decimal(ex['lhs']))}, right side "
             f"{code(short_decimal(ex['rhs']))}"] if ex else []
    if it.get("should_show"):
        parts.append(f"to the digits shown it is {code(it['should_show'])}")
    return "; ".join(parts)


def short_decimal(s: str) -> str:
    """A 30-digit decimal from Arb, cut to 16 significant digits for reading, trailing zeros dropped (report.json keeps
    all)."""
    m = re.match(r"^(-?)(\d+)\.(\d+)(e[-+]?\d+)?$", s)
    if not m:
        return s
    sign, ip, fp, ex = m.groups()
    digits = (ip + fp).lstrip("0")
    keep = 16 + (len(ip + fp) - len(digits))
    out = (ip + fp)[:keep]
    cut = out[:len(ip)] + ("." + out[len(ip):] if len(out) > len(ip) else "")
    if "." in cut:  # 0.982000… is 0.982: the zeros are not digits that matter
        cut = cut.rstrip("0").rstrip(".")
    return sign + cut + (ex or "")


def span_body(it: dict) -> tuple[str, str]:
    """(the span's TeX without its delimiters, where it lies: display / inline / text) for quoting."""
    from suite.reader.document import PLAIN

    q = it["quote"]
    for a, b, kind in (("$$", "$$", "display"), ("\\[", "\\]", "display"), ("\\(", "\\)", "inline"), ("$", "$", "inline")):
        if it["span"] not in PLAIN and q.startswith(a) and q.endswith(b) and len(q) >= len(a) + len(b):
            return q[len(a):len(q) - len(b)].strip(), kind
    return q, "text"


def tex_words(text: str) -> list[tuple[str, bool]]:
    """``text`` cut into (piece, whether it is TeX): a word that holds a backslash, carried on past its spaces until
    its braces close (``\\text{PE}_{(pos, 2i)}`` is one word)."""
    out, pos = [], 0
    for m in re.finditer(r"\S*\\\S*", text):
        if m.start() < pos:
            continue
        end = m.end()
        word = text[m.start():end].replace("\\{", "").replace("\\}", "")  # (an escaped brace is no group)
        depth = word.count("{") - word.count("}")
        while depth > 0 and end < len(text):
            if text[end] == "\\" and end + 1 < len(text) and text[end + 1] in "{}":
                end += 2
                continue
            depth += {"{": 1, "}": -1}.get(text[end], 0)
            end += 1
        while end < len(text) and not text[end].isspace():
            end += 1
        if m.start() > pos:
            out.append((text[pos:m.start()], False))
        out.append((text[m.start():end], True))
        pos = end
    if pos < len(text):
        out.append((text[pos:], False))
    return out


def tex_punctuation(word: str) -> tuple[str, str, str]:
    """A word of a reason that holds TeX as (the prose's punctuation before it, the TeX, the punctuation after it):
    ``(\\ll`` and ``\\theta,`` are ``(`` ``\\ll`` and ``\\theta`` ``,``; a bracket only where it is not the TeX's own."""
    lead = ""
    while word[:1] == "(" and word.count("(") > word.count(")"):
        lead, word = lead + word[0], word[1:]
    tail = ""
    while word[-1:] in (",", ";", ":", ".", ")") and len(word) > 1 and not (
            word[-1] == ")" and word.count("(") >= word.count(")")) and word[-2:] != "\\" + word[-1]:
        word, tail = word[:-1], word[-1] + tail
    return lead, word, tail


def _tex_as_code(word: str, cell: bool) -> str:
    lead, tex, tail = tex_punctuation(word)
    return esc(lead) + code(tex, cell=cell) + esc(tail)


def _reason_text(it: dict, cell: bool = False) -> str:
    """The reason, with the symbols of an undecided link as code (they are TeX)."""
    m = re.match(r"^involves (.*), to which (.*)$", it["reason"])
    if not m:  # a TeX command or character in the reason (a parser's message) is shown as code
        return "".join(_tex_as_code(p, cell) if tex else esc(p) for p, tex in tex_words(it["reason"]))
    names = ", ".join(code(n.strip(), cell=cell) for n in m.group(1).split(", "))
    return f"involves {names}, to which {esc(m.group(2))}"


def _triage_index(w, rep: dict, pg) -> None:
    from suite.reader.decide import RULE

    w("## Arithmetic triage\n")
    w("Every document in the sources folders is read on arrival, before and apart from the claims: every formula "
      "found (inline and display math, display environments, code comments stating a relation), the document's own "
      "environment read from it (the values, definitions, index ranges it states, with their scope; its notation "
      "table and a notation file beside it, `<document>.notation.toml`), and every relation decided. "
      f"{_b('Rule.')} {esc(RULE)} An inconsistent relation is a finding, listed with the document's errors; a "
      "relation that binds a symbol (a definition, a value, an index range) is read, not checked.\n")
    w("Per document: the formulas found, their relations (definitions read apart), how many of the others were "
      "decided (proved or consistent), found inconsistent, left undecided or not parsed; the document's page has the "
      "full table.\n")
    w("| document | formulas | relations | definitions | decided | inconsistent | undecided | not parsed |")
    w("|---|---|---|---|---|---|---|---|")
    for doc, dv in rep["documents"].items():
        t = dv.get("triage")
        if t is None:
            continue
        share = f" ({100 * t['decided'] / t['relations']:.0f} %)" if t["relations"] else ""
        w(f"| [{esc(doc)}]({pg.href(doc_page(doc), 'arithmetic-triage')}) | {t['spans']} | {t['relations']} | "
          f"{t['definition']} | {t['decided']}{share} | {t['inconsistent']} | {t['undecided']} | {t['unparsed']} |")
    w("")


def automatic_counts(rep: dict) -> dict:
    """{document: how many of its relations the arithmetic triage found inconsistent} (its errors found
    automatically)."""
    return {doc: len(its) for doc, its in triage_findings(rep).items()}


def _errors_phrase(n: int, auto: int) -> str:
    """"N errors", and how many of them the arithmetic triage found."""
    words = f"{n} error{'s' if n != 1 else ''}"
    if not auto:
        return words
    return words + (f" ({auto} of them found automatically by the arithmetic triage)" if auto != n or n != 1
                    else " (found automatically by the arithmetic triage)")


def _triage_findings_section(w, rep: dict, doc: str, pg) -> None:
    """The errors the arithmetic triage found in ``doc``: an entry each, in the document's Errors section."""
    found = triage_findings(rep).get(doc, [])
    w(f"Found automatically by the arithmetic triage ({len(found)}): relations of the document that its own definitions "
      "and numbers contradict, under the rule on the index's "
      f"[arithmetic triage]({pg.href(INDEX, 'arithmetic-triage')}); found by reading the document on its own, "
      "whether or not a claim covers the same sentence.\n")
    for it in found:
        _automatic_entry(w, it)


def _automatic_entry(w, it: dict) -> None:
    """One error found automatically: the relation as written (typeset), what is wrong, both sides' exact values, the
    counterexample (a test point) and every binding it used with where that came from."""
    body, where = span_body(it)
    w(f"<a id=\"{triage_anchor(it['id'])}\"></a>\n### {it['id']}: found automatically (arithmetic)\n")
    lk = it["link"]
    alone = "".join(body.split()) == "".join(f"{lk['lhs']}{lk['relation']}{lk['rhs']}".split())
    w(f"Line {it['line']}, column {it['column']}" + (":\n" if alone else f": the relation {_link_text(it)}, in:\n"))
    w(quote_block(body, "display" if where != "text" else "text") + "\n")
    w(f"{_b('What is wrong.')} {_reason_text(it).rstrip('.')}.\n")
    sides = _sides_text(it)
    if sides:
        w(f"{_b('Left and right sides.')} {sides}.\n")
    if it.get("counterexample"):
        w(f"{_b('Counterexample.')} {_counterexample_text(it)} (a test point).\n")
    bs = it.get("bindings") or []
    if bs:
        w(f"{_b('Bindings used.')}\n")
        for b in bs:
            w(f"- {_binding_text(b)}")
        w("")


def _sides_text(it: dict) -> str:
    """Both sides' exact values (16 digits; report.json keeps 30) and, for a number shown to some digits, what those
    digits should be."""
    ex = it.get("exact") or {}
    parts = [f"left side {code(short_decimal(ex['lhs']))}, right side {code(short_decimal(ex['rhs']))} (exact values to 16 "
             "digits; report.json has 30)"] if ex.get("lhs") is not None and ex.get("rhs") is not None else []
    if it.get("should_show"):
        parts.append(f"to the digits shown the value is {code(it['should_show'])}")
    return "; ".join(parts)


def _binding_text(b: dict) -> str:
    """A binding a relation used: its symbol, value, what it is, and where it came from (line and column, source)."""
    val = f" = {code(b['value'])}" if b.get("value") else ""
    return f"{code(b['name'])}{val} ({esc(b.get('kind'))}, from the {esc(b.get('source'))}, {esc(b.get('where'))})"


def _finding_item(it: dict) -> str:
    body, where = span_body(it)
    extra = "; ".join(x for x in (_exact_text(it), _counterexample_text(it), _bindings_text(it)) if x)
    return (f"<a id=\"{triage_anchor(it['id'])}\"></a>\n- {code(it['id'])} line {it['line']}, column {it['column']}: "
            f"{_link_text(it)} — {_reason_text(it)}" + (f"; {extra}" if extra else "") + f". In:{quote_item(body, where)}")


def _counterexample_text(it: dict) -> str:
    ce = it.get("counterexample")
    if not ce:
        return ""
    return "at " + ", ".join(f"{code(k)} = {code(v)}" for k, v in ce.items())


def _bindings_text(it: dict, cell: bool = False) -> str:
    bs = it.get("bindings") or []
    if not bs:
        return ""
    return "using " + ", ".join(f"{code(b['name'], cell=cell)}" + (f" = {code(b['value'], cell=cell)}" if b.get("value") else "")
                                + f" ({esc(b['source'])}, {esc(b['where'])})" for b in bs)


STATUS_TITLES = (("proved", "Proved"), ("consistent", "Consistent"), ("undecided", "Undecided"),
                 ("unparsed", "Not parsed"), ("definition", "Definitions, values and ranges read"))


def _triage_section(w, rep: dict, doc: str, pg) -> None:
    t = rep["documents"][doc]["triage"]
    items = [it for it in rep.get("triage") or [] if it["document"] == doc]
    w("## Arithmetic triage\n")
    _triage_body(w, t, items, rep["documents"][doc].get("environment") or [],
                 f"The rule: [index]({pg.href(INDEX, 'arithmetic-triage')}).")


def _triage_body(w, t: dict, items: list, env: list, rule_link: str) -> None:
    w(f"Formulas: {t['spans']} ({t['spans_with_relations']} with relations); relations: {t['links']}, of which "
      f"{t['definition']} are definitions, values, ranges or conditions (read, not checked) and {t['relations']} "
      f"are statements: decided "
      f"{t['decided']} ({t['proved']} proved, {t['consistent']} consistent, {t['inconsistent']} inconsistent), "
      f"undecided {t['undecided']}, not parsed {t['unparsed']}. {rule_link}\n")
    for f in t.get("findings") or []:
        w(f"- {esc(f)}")
    if t.get("findings"):
        w("")
    if env:
        w(f"<details><summary>The environment read ({len(env)} bindings)</summary>\n")
        w("| kind | symbol | value | from | where |\n|---|---|---|---|---|")
        for b in env:
            val = b.get("value") or (" … ".join(b["range"]) if b.get("range") else b.get("domain", ""))
            w(f"| {esc(b['kind'])} | {code(b['name'], cell=True)} | {code(val, cell=True) if val else ''} | "
              f"{esc(b['source'])} | {esc(b['where'])}{' (scoped)' if b.get('scope') else ''} |")
        w("\n</details>\n")
    for status, title in STATUS_TITLES:
        rows = [it for it in items if it["status"] == status]
        if not rows:
            continue
        w(f"<details><summary>{title} ({len(rows)})</summary>\n")
        w("| line | relation | how | why |\n|---|---|---|---|")
        for it in rows:
            why = _reason_text(it, cell=True)
            b = _bindings_text(it, cell=True)
            w(f"| {it['line']} | {_link_text(it, cell=True)} | {esc(it.get('method') or '')} | {why}"
              + (f"; {b}" if b else "") + " |")
        w("\n</details>\n")


def check_page(name: str, res: dict) -> str:
    """The page ``pe-verify check`` writes for one document: its findings, its environment, every relation."""
    from suite.reader.decide import RULE

    out: list[str] = []
    w = out.append
    w(f"# {esc(name)}: checked on arrival\n")
    found = [it for it in res["items"] if it["status"] == "inconsistent"]
    w("## Findings\n")
    if not found:
        w("None.\n")
    for it in found:
        w(_finding_item(it))
    w("")
    w("## Every relation\n")
    _triage_body(w, {**res["summary"], "findings": res.get("findings")}, res["items"], res.get("environment") or [],
                 "")
    w("## The rule\n")
    w(esc(RULE) + "\n")
    return "\n".join(out)
