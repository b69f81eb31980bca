"""The HTML reading view: each document's own text with every checked statement highlighted by what its
citations find, the finding (the error with its counterexample and correction, or the claim's proof)
one click away, and the math typeset by MathJax from the installed ``mathjax`` package (copied beside
the pages, so nothing is fetched at view time).  ``render_site`` is a pure function from the assembled
report and the documents' texts to {file name: HTML}; ``write_site`` writes it with MathJax."""
from __future__ import annotations

import html
import urllib.parse
import re

from suite.report import SENTENCE_CLASSES, SEVERITY, VERDICT_TEXT, sentence_class

MATHJAX = "mathjax/tex-svg.js"
# the TeX extensions of the installed bundle (static/mathjax/es5/input/tex/extensions/) copied beside it, so that
# the packages below, and any extension MathJax's autoload fetches for a macro (\cancel, \ce, …), load offline
TEX_EXTENSIONS = "mathjax/input/tex/extensions"
# the TeX packages of the view: the bundle's own (``TEX_BUNDLED``) and those it loads at startup from the copied
# extensions (``TEX_LOADED``), for what documents about positional encoding write (\boldsymbol, cases/dcases,
# \coloneqq, \qty/\abs/\norm, \braket, \text{… $x$ …}); ``noerrors`` shows a formula MathJax cannot read as
# its TeX source (the message in its tooltip, data-mjx-error) rather than the message alone.  A package listed
# later wins a macro both define: braket's \braket{a|b} over physics' \braket{a}{b}.  physics' ``\div``
# (divergence) is kept the division sign ÷, as in plain LaTeX (physics' divergence stays ``\divergence``).
TEX_BUNDLED = ("base", "ams", "newcommand", "noundefined", "require", "autoload", "configmacros")
TEX_LOADED = ("physics", "boldsymbol", "braket", "cancel", "cases", "color", "mathtools", "noerrors",
              "textmacros", "upgreek")
TEX_PACKAGES = TEX_BUNDLED + TEX_LOADED
TEX_MACROS = {"bm": ["\\boldsymbol{#1}", 1], "div": "\\mmlToken{mo}{÷}"}  # bm.sty has no MathJax package
# the math delimiters of the view: those of the documents' span finder; bare display environments
# (\begin{equation}…, \begin{align}…) typeset too (processEnvironments)
TEX_INLINE = [["$", "$"], ["\\(", "\\)"]]
TEX_DISPLAY = [["$$", "$$"], ["```math", "```"], ["\\[", "\\]"]]
COLOURS = {"false": "#ffd7d5", "approximate": "#fff1c2", "numeric": "#dbeafe", "true": "#d3f5dc",
           "used": "#eeeeee", "undecided": "#ede0ff", "none": "#f6f6f6", "error": "#ffb4ae"}
# math the view typesets: $$…$$, \[…\], ```math blocks and bare environments (display), $…$ and \(…\) (inline);
# a highlight never cuts one (MathJax finds no math across an HTML tag)
_MATH = re.compile(r"\$\$.+?\$\$|```math\n.+?```|(?<!\\)\\\[.+?\\\]|(?<!\\)\\\(.+?\\\)"
                   r"|\\begin\{([A-Za-z]+\*?)\}.+?\\end\{\1\}|(?<![\\$])\$(?!\$)[^$\n]+?(?<!\\)\$", re.S)

_STYLE = """
body{font-family:system-ui,'Noto Sans CJK SC','Noto Sans',sans-serif;margin:0;color:#1f2328;line-height:1.6}
header{padding:10px 24px;border-bottom:1px solid #ddd;background:#fff}
span[id^="q-"]{scroll-margin-top:40px}
sup.alt a{font-size:11px;text-decoration:none;padding:0 2px;border-radius:2px}
main{display:grid;grid-template-columns:minmax(0,3fr) minmax(0,2fr);gap:24px;padding:0 24px}
.doc{white-space:pre-wrap;font-size:15px}
.findings{font-size:14px;position:sticky;top:8px;max-height:calc(100vh - 16px);overflow:auto}
a.hl{color:inherit;text-decoration:none;border-bottom:2px solid #999;border-radius:2px}
section.finding{border:1px solid #ddd;border-radius:6px;padding:8px 12px;margin:12px 0;scroll-margin-top:70px}
section.finding:target{outline:3px solid #0969da}
.legend span{padding:1px 6px;margin-right:6px;border-radius:3px}
code{background:#f2f2f2;padding:0 3px;border-radius:3px;white-space:pre-wrap;word-break:break-word}
""" + "".join(f"a.hl.v-{k},a.hl.v-{k} mjx-container,sup.alt a.v-{k},.legend .v-{k}{{background:{c}}}"
             for k, c in COLOURS.items())


def _e(text) -> str:
    return html.escape(str(text if text is not None else ""), quote=True)


def page_name(doc: str) -> str:
    """The document's page: its whole file name, extension kept (``a.txt`` and ``a.md`` get two pages)."""
    from suite.report import page_file

    return page_file(doc, ".html")


def _head(title: str) -> str:
    return ("<!doctype html><html lang=\"zh\"><head><meta charset=\"utf-8\">"
            f"<meta name=\"viewport\" content=\"width=device-width\"><title>{_e(title)}</title>"
            f"<style>{_STYLE}</style>"
            f"<script>window.MathJax={mathjax_config()};</script>"
            f"<script defer src=\"{MATHJAX}\"></script></head><body>")


def mathjax_config(typeset: bool = True) -> str:
    """``window.MathJax`` of the view (JSON): the packages of ``TEX_LOADED`` loaded from the copied extensions,
    the macros of ``TEX_MACROS``, the view's delimiters; ``typeset=False``: nothing typeset at startup (a page
    that calls ``MathJax.tex2svgPromise`` itself)."""
    import json

    cfg = {"loader": {"load": [f"[tex]/{p}" for p in TEX_LOADED]},
           "tex": {"packages": {"[+]": list(TEX_LOADED)}, "macros": TEX_MACROS, "inlineMath": TEX_INLINE,
                   "displayMath": TEX_DISPLAY, "processEscapes": True, "processEnvironments": True},
           "svg": {"fontCache": "global"}, "startup": {"typeset": typeset}}
    return json.dumps(cfg, ensure_ascii=False).replace("</", "<\\/")


def _legend() -> str:
    return "<p class=\"legend\">" + "".join(
        f"<span class=\"v-{k}\">{_e(SENTENCE_CLASSES[k][0])} {_e(SENTENCE_CLASSES[k][1])}</span>" for k in SEVERITY) + "</p>"


def _spans(raw: str, stmts: list[dict]) -> list[tuple[int, int, list[int]]]:
    """Cut the text at every statement's ends, moved outwards so that no cut falls inside math; each
    piece with the indices of the statements covering it."""
    math = [(m.start(), m.end()) for m in _MATH.finditer(raw)]

    def out(pos: int, start: bool) -> int:
        for a, b in math:
            if a < pos < b:
                return a if start else b
        return pos

    cover = [(out(s["start"], True), out(s["end"], False)) for s in stmts]
    cuts = sorted({0, len(raw)} | {a for a, _ in cover} | {b for _, b in cover})
    pieces = []
    for a, b in zip(cuts, cuts[1:]):
        if a < b:
            pieces.append((a, b, [k for k, (x, y) in enumerate(cover) if x <= a and b <= y]))
    return pieces


def _finding(k: int, st: dict, rep: dict, claims: dict, errors: dict) -> str:
    cls = st["class"]
    out = [f"<section class=\"finding\" id=\"st-{k}\"><div><a href=\"#q-{k}\">↑ {_e(st['locator'])}, line "
           f"{st['line']}</a></div><blockquote>{_e(st['quote'])}</blockquote>"]
    for x in st["rows"]:
        c = claims.get(x.get("claim")) or {}
        mark, meaning = SENTENCE_CLASSES[sentence_class(x["verdict"])]
        out.append(f"<p><b class=\"v-{sentence_class(x['verdict'])}\">{_e(mark)} {_e(x['verdict'])}</b>")
        if x.get("claim"):
            out.append(f" — claim <code>{_e(x['claim'])}</code> ({_e(VERDICT_TEXT.get(c.get('verdict'), c.get('verdict')))}, "
                       f"{_e(x.get('fidelity', ''))}{(': ' + _e(x['part'])) if x.get('part') else ''})")
        if x.get("reason"):
            out.append(f": {_e(x['reason'])}")
        out.append("</p>")
        g = errors.get(x.get("group"))
        if g:
            out.append(f"<p><b>{_e(g['id'])}: {_e(g['kind'])}.</b> {_e(g['reason'])}</p>"
                       f"<p>Conclusion survives: {_e(g['conclusion_survives'])}</p>"
                       f"<p>Counterexample: {_e(_ce(g['counterexample']))}</p>"
                       + (f"<p>Correct statement ({_e(g['correction'].get('claim'))}): {_e(g['correction'].get('statement'))}</p>"
                          if g["correction"].get("statement") else
                          f"<p>Correct statement: {_e(g['correction'].get('claim') or '–')} (not in this run)</p>"))
        elif c and x.get("role") == "asserts":
            if c.get("statement"):
                out.append(f"<p>Statement: {_e(c['statement'])}</p>")
            if c.get("bound"):
                out.append(f"<p>Bound / condition: {_e(c['bound'])}</p>")
            p = c.get("proof") or {}
            if p.get("steps"):
                out.append("<details><summary>Proof ({})</summary><ol>".format(_e(p.get("status")))
                           + "".join(f"<li>{'✓' if s['ok'] else '✗'} {_e(s['name'])}: <code>{_e(s['text'])}</code></li>"
                                     for s in p["steps"]) + "</ol></details>")
    out.append(f"<p class=\"legend\"><span class=\"v-{cls}\">{_e(SENTENCE_CLASSES[cls][1])}</span></p></section>")
    return "".join(out)


def _ce(ce) -> str:
    if not ce:
        return "–"
    parts = []
    if ce.get("exact"):
        e = ce["exact"]
        parts.append(f"exact: lhs = {e['lhs']}, rhs = {e['rhs']}, lhs − rhs = {e['difference']} ≈ {e['difference_approx']}")
    if ce.get("confirmed"):
        c = ce["confirmed"]
        parts.append(f"at {c.get('paste')}: lhs − rhs = {c.get('lhs_minus_rhs')} ± {c.get('radius')}")
    return "; ".join(parts)


def render_document(doc: str, raw: str, rep: dict) -> str:
    """One document's page."""
    rows = [x for x in rep["documents"].get(doc, {}).get("rows", []) if x.get("start") is not None]
    by: dict = {}
    for x in rows:
        by.setdefault((x["start"], x["end"]), []).append(x)
    stmts = []
    for (a, b), xs in sorted(by.items()):
        cls = min((sentence_class(x["verdict"]) for x in xs), key=SEVERITY.index)
        stmts.append({"start": a, "end": b, "rows": xs, "class": cls, "quote": xs[0]["quote"],
                      "locator": xs[0]["locator"], "line": xs[0].get("line")})
    claims = {c["id"]: c for c in rep["claims"]}
    errors = {g["id"]: g for g in rep["errors"]}
    text, anchored = [], set()
    for a, b, covering in _spans(raw, stmts):
        piece = _e(raw[a:b])
        if covering:
            k = min(covering, key=lambda i: (SEVERITY.index(stmts[i]["class"]), stmts[i]["end"] - stmts[i]["start"]))
            first = [i for i in covering if i not in anchored]
            text += [f"<span id=\"q-{i}\"></span>" for i in first]
            anchored |= set(covering)
            ids = " ".join(f"st-{i}" for i in covering)
            text.append(f"<a class=\"hl v-{stmts[k]['class']}\" href=\"#st-{k}\" data-statements=\"{ids}\">{piece}</a>")
            # a statement nested in (or overlapping) another: its own link where it starts
            text += [f"<sup class=\"alt\"><a class=\"v-{stmts[i]['class']}\" href=\"#st-{i}\" "
                     f"title=\"{_e(SENTENCE_CLASSES[stmts[i]['class']][1])}\">{i}</a></sup>" for i in first if i != k]
        else:
            text.append(piece)
    findings = "".join(_finding(k, st, rep, claims, errors) for k, st in enumerate(stmts))
    counts = {c: sum(1 for s in stmts if s["class"] == c) for c in SEVERITY}
    return (_head(doc) + f"<header><a href=\"index.html\">All documents</a> · <b>{_e(doc)}</b> · "
            + " · ".join(f"{n} {_e(SENTENCE_CLASSES[c][1])}" for c, n in counts.items() if n)
            + f"{_legend()}</header><main><div class=\"doc\">{''.join(text)}</div>"
            f"<div class=\"findings\"><h2>Findings</h2>{findings}</div></main></body></html>")


def render_site(rep: dict, raws: dict[str, str]) -> dict[str, str]:
    """{file name: HTML} for every document whose text is given, and the index."""
    pages = {page_name(doc): render_document(doc, raws[doc], rep) for doc in rep["documents"] if doc in raws}
    items = "".join(
        f"<li><a href=\"{_e(urllib.parse.quote(page_name(doc)))}\">{_e(doc)}</a>: {dv['coverage']['statements_checked']} citations, "
        f"{dv['coverage']['error_groups']} errors ({dv['coverage']['flagged']} quotes flagged)</li>"
        for doc, dv in rep["documents"].items() if doc in raws)
    pages["index.html"] = (_head("pe-verify: the documents") + "<header><b>The documents, statement by statement</b>"
                           f"{_legend()}</header><main><div><ul>{items}</ul></div></main></body></html>")
    return pages


def mathjax_file():
    """The installed MathJax bundle (the ``mathjax`` package of django-static-mathjax), or None."""
    import importlib.util
    from pathlib import Path

    spec = importlib.util.find_spec("mathjax")
    if spec is None or not spec.submodule_search_locations:
        return None
    f = Path(list(spec.submodule_search_locations)[0]) / "static" / "mathjax" / "es5" / "tex-svg.js"
    return f if f.is_file() else None


def copy_mathjax(folder) -> list:
    """Copy the installed MathJax bundle and its TeX extensions into ``folder`` (at ``MATHJAX`` and
    ``TEX_EXTENSIONS``), a file only when it is new or changed in size; the files copied.  Nothing when the
    ``mathjax`` package is not installed."""
    import shutil
    from pathlib import Path

    src = mathjax_file()
    if src is None:
        return []
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    pairs = [(src, folder / MATHJAX)]
    ext = src.parent / "input" / "tex" / "extensions"
    if ext.is_dir():
        pairs += [(f, folder / TEX_EXTENSIONS / f.name) for f in sorted(ext.glob("*.js"))]
    copied = []
    for a, b in pairs:
        if not b.is_file() or b.stat().st_size != a.stat().st_size:
            for d in reversed(b.relative_to(folder).parents[:-1]):
                (folder / d).mkdir(exist_ok=True)
                (folder / d).chmod(0o755)
            shutil.copyfile(a, b)
            b.chmod(0o644)
            copied.append(b)
    return copied


def write_site(folder, rep: dict, raws: dict[str, str], write) -> list[str]:
    """Write the view into ``folder`` with ``write(path, text)``, and MathJax beside it (``copy_mathjax``);
    the pages written."""
    from pathlib import Path

    folder = Path(folder)
    pages = render_site(rep, raws)
    for name, text in pages.items():
        write(folder / name, text)
    copy_mathjax(folder)
    return sorted(pages)
