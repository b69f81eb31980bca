"""The HTML reading view, opened in a headless browser: the document's text with every checked statement
highlighted by its finding, each highlight one click from its finding, the math typeset by the installed
MathJax with nothing fetched from the network."""
import os
import re
import shutil
import subprocess
from html.parser import HTMLParser

import pytest

from suite.htmlmarkdown import markdown_html
from suite.htmlview import MATHJAX, mathjax_file, page_name, render_site, write_site
from test_report_pages import DOC, TEXT, _adversarial

BROWSERS = ("chromium-headless-shell", "chromium", "chromium-browser", "google-chrome")


def _browser():
    for name in ([os.environ["CHROME"]] if os.environ.get("CHROME") else []) + list(BROWSERS):
        path = shutil.which(name)
        if path:
            return path
    pytest.skip("no headless Chromium on PATH (Debian: apt-get install chromium-headless-shell)")


def _dump_dom(browser, uri: str, budget_ms: int = 20000, timeout: int = 120) -> subprocess.CompletedProcess:
    """The page at ``uri`` opened in the headless browser, its DOM once ``budget_ms`` of virtual time has run."""
    return subprocess.run([browser, "--headless", "--no-sandbox", "--disable-gpu", f"--virtual-time-budget={budget_ms}",
                           "--dump-dom", uri], capture_output=True, text=True, timeout=timeout)


def _console(stderr: str) -> str:
    """The page's console messages in the browser's log (MathJax's "Can't load …"), else the log's tail."""
    lines = [x for x in stderr.splitlines() if ":CONSOLE" in x]
    return "\n".join(lines[-20:]) if lines else stderr[-2000:]


class _Dom(HTMLParser):
    def __init__(self):
        super().__init__()
        self.highlights, self.ids, self.tags, self.srcs, self.hrefs = [], set(), [], [], set()

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        self.tags.append(tag)
        if a.get("id"):
            self.ids.add(a["id"])
        if tag == "a" and "hl" in (a.get("class") or "").split():
            self.highlights.append(a)
        if tag == "a" and (a.get("href") or "").startswith("#"):
            self.hrefs.add(a["href"][1:])
        if a.get("src"):
            self.srcs.append(a["src"])


def _write(path, text):
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")


def _opened(tmp_path, text: str):
    """(the browser, the site, the browser's run) of the view of the adversarial report with ``text`` as its
    document, its page opened in the headless browser."""
    browser = _browser()
    (tmp_path / "src").mkdir()
    rep = _adversarial(tmp_path / "src")
    site = tmp_path / "html"
    write_site(site, rep, {DOC: text}, _write)
    return browser, site, _dump_dom(browser, (site / page_name(DOC)).as_uri())


def test_the_view_highlights_every_statement_and_links_it_to_its_finding(tmp_path):
    (tmp_path / "src").mkdir()
    rep = _adversarial(tmp_path / "src")
    site = render_site(rep, {DOC: TEXT})
    dom = _Dom()
    dom.feed(site[page_name(DOC)])
    classes = {c for a in dom.highlights for c in a["class"].split()}
    assert {"v-false", "v-used"} <= classes
    for a in dom.highlights:
        assert a["href"].startswith("#st-") and a["href"][1:] in dom.ids
    covered = {s for a in dom.highlights for s in a["data-statements"].split()}
    findings = {i for i in dom.ids if i.startswith("st-")}
    assert covered == findings  # every statement is highlighted somewhere
    assert findings <= dom.hrefs  # and one click away from the text, nested ones included
    assert not [s for s in dom.srcs if re.match(r"^[a-z]+:", s)]  # nothing from the network
    page = site[page_name(DOC)]
    err = rep["errors"][0]["id"]
    assert err in page and "Correct statement" in page and "Counterexample" in page


@pytest.mark.skipif(mathjax_file() is None, reason="the mathjax package (django-static-mathjax) is not installed")
def test_in_a_headless_browser_the_math_is_typeset_and_the_highlights_are_there(tmp_path):
    browser, site, out = _opened(tmp_path, TEXT)
    assert (site / MATHJAX).is_file()
    dom = out.stdout
    assert "<mjx-container" in dom, _console(out.stderr)
    assert 'display="true"' in dom  # the $$ block and the ```math block typeset as display math
    parsed = _Dom()
    parsed.feed(dom)
    assert len(parsed.highlights) >= 4 and all(a["href"][1:] in parsed.ids for a in parsed.highlights)
    index = _dump_dom(browser, (site / "index.html").as_uri()).stdout
    assert f'href="{page_name(DOC)}"' in index


# the page of the typesetting check: MathJax (configured as given) typesets each formula by itself with
# MathJax.tex2svgPromise, in order, and writes what went wrong with each into #result (JSON: per formula its messages
# and its MathML); #at is the formula it is at, #done says it finished.  A new document starts afresh (MathJax.texReset:
# its labels and equation numbers are its own).
_CHECK_JS = r"""
async function check() {
  const formulas = JSON.parse(document.getElementById('formulas').textContent), out = [];
  let doc = null;
  for (let k = 0; k < formulas.length; k++) {
    const [where, tex, display] = formulas[k], errors = new Set();
    document.getElementById('at').textContent = String(k);
    if (where !== doc) { MathJax.texReset(); doc = where; }
    let node = null;
    try {
      node = await MathJax.tex2svgPromise(tex, {display: display});
      for (const e of node.querySelectorAll('[data-mjx-error]')) errors.add(e.getAttribute('data-mjx-error'));
      // noundefined typesets an unknown macro as its name in red, with no error: an error all the same
      const mml = node.querySelector('mjx-assistive-mml');
      for (const e of mml ? mml.querySelectorAll('mtext[mathcolor="red"]') : [])
        if (e.textContent.startsWith('\\')) errors.add('Undefined control sequence ' + e.textContent);
      if (!mml && node.querySelector('g[data-mml-node="mtext"][fill="red"]')) errors.add('Undefined control sequence');
    } catch (e) {
      errors.add('MathJax failed: ' + ((e && e.message) || String(e)));
    }
    const mml = node && node.querySelector('mjx-assistive-mml');
    out.push({errors: [...errors], mathml: mml ? mml.innerHTML : ''});
  }
  document.getElementById('result').textContent = JSON.stringify(out);
  document.getElementById('done').textContent = 'done';
}
"""


def _typeset_check(browser, folder, formulas, config=None, mathml=False) -> list:
    """Typeset each formula ``(where, tex, display)`` with MathJax (the installed bundle, configured as the view
    configures it, or with ``config``: a ``window.MathJax`` object as JSON) in the headless browser, one
    MathJax.tex2svgPromise each; for each formula the messages of what went wrong with it (none: it typeset).
    ``where`` names the formula's document: a new one starts afresh.  A run that stops names the formula it
    stopped at.  ``mathml``: (messages, the formula's MathML) for each."""
    import html as H
    import json
    from pathlib import Path

    from suite.htmlview import copy_mathjax, mathjax_config

    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    copy_mathjax(folder)
    data = json.dumps([[w, t, bool(d)] for w, t, d in formulas], ensure_ascii=False).replace("</", "<\\/")
    page = folder / "typeset-check.html"
    page.write_text("<!doctype html><html><head><meta charset=\"utf-8\">"
                    f"<script>window.MathJax={config or mathjax_config(typeset=False)};"
                    "MathJax.startup=Object.assign(MathJax.startup||{},{typeset:false,"
                    "pageReady:()=>MathJax.startup.defaultPageReady().then(check)});</script>"
                    f"<script>{_CHECK_JS}</script><script defer src=\"{MATHJAX}\"></script></head><body>"
                    f"<script type=\"application/json\" id=\"formulas\">{data}</script>"
                    "<pre id=\"at\"></pre><pre id=\"result\"></pre><pre id=\"done\"></pre></body></html>",
                    encoding="utf-8")
    out = _dump_dom(browser, page.as_uri(), budget_ms=600000, timeout=600)
    dom = out.stdout

    def text_of(name):
        m = re.search(rf'<pre id="{name}">(.*?)</pre>', dom, re.S)
        return H.unescape(m.group(1)) if m else ""

    if text_of("done") != "done":
        at = text_of("at")
        where = (f"it stopped at formula {int(at) + 1} of {len(formulas)}, {formulas[int(at)][0]}: "
                 f"{formulas[int(at)][1]!r}" if at.isdigit() else "MathJax never started")
        raise AssertionError(f"the typesetting check did not finish: {where}\n{_console(out.stderr)}")
    result = json.loads(text_of("result"))
    assert len(result) == len(formulas)
    return [(r["errors"], r["mathml"]) if mathml else r["errors"] for r in result]


# MathJax as its bundle comes (GitHub's MathJax reads what the bundle reads): $$ only, nothing typeset at startup
_BUNDLE_CONFIG = '{"tex": {"inlineMath": []}, "startup": {"typeset": false}}'


def _typeset_errors(browser, tmp_path, pieces, config=_BUNDLE_CONFIG):
    """The TeX pieces (display math) MathJax (the installed bundle, in the browser) cannot typeset: [(tex, message)]."""
    result = _typeset_check(browser, tmp_path, [("", t, True) for t in pieces], config)
    return [(t, "; ".join(msgs)) for t, msgs in zip(pieces, result) if msgs]


@pytest.mark.skipif(mathjax_file() is None, reason="the mathjax package (django-static-mathjax) is not installed")
def test_every_formula_of_the_committed_pages_typesets_without_an_error(tmp_path):
    """What GitHub would show as red error text: a row cut out of a matrix, an & outside an alignment."""
    from pathlib import Path

    from gfm_check import MATH_BLOCK

    browser = _browser()
    reports = Path(__file__).resolve().parent.parent / "reports"
    pages = [reports / "REPORT.md", *sorted((reports / "documents").glob("*.md")), *sorted((reports / "topics").glob("*.md"))]
    if not pages[0].is_file():
        pytest.skip("no committed report")
    pieces = set()
    for p in pages:
        md = p.read_text(encoding="utf-8")
        pieces |= {m.group(2) for m in MATH_BLOCK.finditer(md)}
        for line in md.splitlines():  # in a table row GitHub reads \| as | before the math
            pieces |= {t.replace("\\|", "|") if line.startswith("|") else t
                       for t in re.findall(r"\$`([^`]+)`\$", line)}
    pieces = sorted(pieces)
    assert len(pieces) > 100
    errors = _typeset_errors(browser, tmp_path, pieces)
    assert errors == [], errors[:10]


def test_the_typesetting_check_finds_a_broken_formula(tmp_path):
    browser = _browser()
    if mathjax_file() is None:
        pytest.skip("the mathjax package is not installed")
    errors = _typeset_errors(browser, tmp_path, ["a &= b", "\\frac{1}{2}", "p = \\begin{bmatrix} 1 & 2"])
    assert [t for t, _ in errors] == ["a &= b", "p = \\begin{bmatrix} 1 & 2"]


# --- the layout, from a phone to a wide screen ---------------------------------------------------------------------

# what pushes a page sideways: a long inline formula, a tagged display formula, a wide table, a long code line, a long
# unbroken word, long Chinese lines
WIDE = ("# 宽的内容\n\n" + "很长的中文句子，" * 30 + "行内公式 $" + " + ".join(f"\\sin(\\omega_{{{k}}} m)" for k in range(14))
        + "$ 在句中。\n\n$$\n" + " + ".join(f"\\cos\\left(\\frac{{m}}{{10000^{{{k}/d}}}}\\right)" for k in range(10))
        + " \\tag{6.1}\n$$\n\n| " + " | ".join(f"列{k}" for k in range(12)) + " |\n|" + "---|" * 12 + "\n| "
        + " | ".join(f"$\\omega_{{{k}}} = 10000^{{-{k}/d}}$" for k in range(12)) + " |\n\n```python\n"
        + "x = " + " + ".join(f"np.sin(position * div_term_{k})" for k in range(12)) + "\n```\n\n"
        + "https://example.org/" + "a" * 150 + " 与 `" + "b" * 120 + "`。\n\n- 列表项 **粗体** 与 $d_{model}$\n")

_MEASURE = """<script>
function peMeasure(){const r=s=>{const e=document.querySelector(s);if(!e)return null;const b=e.getBoundingClientRect();
return {left:b.left,right:b.right,top:b.top,bottom:b.bottom};};
parent.postMessage(JSON.stringify({inner:window.innerWidth,
scroll:document.documentElement.scrollWidth,article:r('article.doc'),aside:r('aside.findings'),
typeset:document.querySelectorAll('mjx-container').length}),'*');}
window.addEventListener('load',()=>{const s=window.MathJax&&MathJax.startup;
if(s&&s.promise)s.promise.then(()=>setTimeout(peMeasure,50));else setTimeout(peMeasure,50);});
</script>"""

# The page is measured in a frame of the width asked for: a browser's window has a minimum width (current headless
# Chromium grants no less than 500 px), a frame has none, and inside it the page's viewport is the frame.
_FRAME = """<!doctype html><html><body style="margin:0"><iframe src="{src}" style="border:0;width:{width}px;height:1200px">
</iframe><script>window.addEventListener('message',e=>{{const p=document.createElement('pre');p.id='measure';
p.textContent=e.data;document.body.appendChild(p);}});</script></body></html>"""


def _measure(browser, page, width: int) -> dict:
    """The page at ``page`` laid out at ``width`` px once MathJax typeset it: the viewport's width, the document's
    scroll width, the boxes of the document's text and of its findings, how many formulas were typeset."""
    import html as H
    import json

    probe = page.with_name(".probe-" + page.name)
    probe.write_text(page.read_text(encoding="utf-8").replace("</body>", _MEASURE + "</body>"), encoding="utf-8")
    frame = page.with_name(".frame-" + page.name)
    frame.write_text(_FRAME.format(src=probe.name, width=width), encoding="utf-8")
    out = subprocess.run([browser, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                          "--allow-file-access-from-files", f"--window-size={width + 200},1400",
                          "--virtual-time-budget=20000", "--dump-dom", frame.as_uri()],
                         capture_output=True, text=True, timeout=120)
    m = re.search(r'<pre id="measure">(.*?)</pre>', out.stdout, re.S)
    assert m, _console(out.stderr)
    return json.loads(H.unescape(m.group(1)))


@pytest.mark.skipif(mathjax_file() is None, reason="the mathjax package (django-static-mathjax) is not installed")
def test_the_layout_fits_400_px_and_sets_the_findings_beside_the_text_on_a_wide_screen(tmp_path):
    """At 400 px nothing scrolls the page sideways (a wide formula, table or code line scrolls in its own box), the
    findings come after the text; at 1400 px they sit beside it."""
    browser = _browser()
    (tmp_path / "src").mkdir()
    rep = _adversarial(tmp_path / "src")
    doc = "wide.md"
    rep["documents"][doc] = {**rep["documents"][DOC], "rows": [
        {**x, "start": WIDE.index("很长"), "end": WIDE.index("在句中")} for x in rep["documents"][DOC]["rows"][:1]]}
    # a claim's statement (in a <dd>, indented) with inline formulas a little wider each (by a 1 mu, about 1 px): some wider
    # than the <dd> but not than its section; and a formula whose MathML for screen readers is wider than its drawing,
    # after words of every length, so that some copy of it ends a line
    for r in rep["claims"][:1]:
        r["statement"] = (" ".join("$" + " + ".join(f"x_{{{k}}}" for k in range(1, 8)) + "\\mspace{1mu}" * n + "$"
                                   for n in range(60, 130))
                          + " " + " ".join("w" * n + " $|\\lVert p_{i+\\delta} - p_i \\rVert_m - |\\delta|/w_m| \\le "
                                                    "(|\\delta|/w_m)^3/24$." for n in range(1, 30)))
    site = tmp_path / "html"
    write_site(site, rep, {DOC: TEXT, doc: WIDE}, _write)
    narrow = _measure(browser, site / page_name(doc), 400)
    assert narrow["inner"] == 400 and narrow["typeset"] >= 14, narrow
    assert narrow["scroll"] <= 400, narrow
    assert narrow["aside"]["top"] >= narrow["article"]["bottom"] - 1, narrow  # the findings below the text
    wide = _measure(browser, site / page_name(doc), 1400)
    assert wide["scroll"] <= 1400, wide
    assert wide["aside"]["left"] >= wide["article"]["right"] and wide["aside"]["top"] < wide["article"]["bottom"], wide
    for page in (site / "index.html", site / "topics" / "encoding.html"):
        m = _measure(browser, page, 400)
        assert m["scroll"] <= 400, (page.name, m)


HOSTILE_TEX = (r"A link $\href{javascript:alert(1)}{x}$, an overlay $\style{position:fixed;top:0;left:0;width:100%;"
               r"height:100%;background:red}{y}$, $\class{evil}{z}$, $\cssId{evil}{w}$ and "
               r"$\require{html}\href{javascript:alert(2)}{v}$ in a document." + "\n")


@pytest.mark.skipif(mathjax_file() is None, reason="the mathjax package (django-static-mathjax) is not installed")
def test_a_documents_href_style_class_and_cssid_are_inert(tmp_path):
    """MathJax's safe extension is loaded and the html package never is: a document's \\href{javascript:…},
    \\style{position:fixed…}, \\class and \\cssId make no link, no overlay, no class and no id."""
    from suite.htmlview import MATHJAX_SAFE, mathjax_config

    assert '"ui/safe"' in mathjax_config() and '"html": []' in mathjax_config()
    _, site, out = _opened(tmp_path, HOSTILE_TEX)
    assert (site / MATHJAX_SAFE).is_file()
    dom = out.stdout
    assert dom.count("<mjx-container") >= 5, _console(out.stderr)
    assert "javascript:alert" in dom  # the formulas are there, as text: the attributes below are what they did not make
    assert not re.search(r"href\s*=\s*[\"']\s*javascript:", dom, re.I)
    assert not re.search(r"style\s*=\s*[\"'][^\"']*position\s*:\s*fixed", dom, re.I)
    assert not re.search(r"\b(?:class|id)\s*=\s*[\"'][^\"']*\bevil\b", dom)


@pytest.mark.skipif(mathjax_file() is None, reason="the mathjax package (django-static-mathjax) is not installed")
def test_a_tinted_line_of_a_display_typesets_in_its_colour(tmp_path):
    """The lines of a worked example that a finding is about are tinted inside the TeX (\\bbox, which MathJax's safe
    mode lets through): the display typesets without an error and the false line's background is drawn."""
    from suite.htmlmarkdown import COLOURS
    from suite.htmlview import _head, copy_mathjax
    from test_html_reading import WORKED

    browser = _browser()
    copy_mathjax(tmp_path)
    bad = {"start": WORKED.index("\\text{PE}(2, 7)"), "end": WORKED.index("0.9999") + 6, "class": "false"}
    page = tmp_path / "p.html"
    page.write_text(_head("tinted") + markdown_html(WORKED, [bad]) + "</body></html>", encoding="utf-8")
    dom = _dump_dom(browser, page.as_uri()).stdout
    assert dom.count("<mjx-container") == 1 and "data-mjx-error" not in dom
    assert len(re.findall(rf'<rect fill="{COLOURS["false"]}"[^>]*data-bgcolor="true"', dom)) == 2  # its two cells


def test_back_to_the_text_outlines_the_highlight_after_any_of_its_anchors(tmp_path):
    """Several statements may start where one highlight does (their anchors stand side by side before it): the
    finding's "back to the text" link of each, not only of the last, outlines that highlight."""
    from suite.htmlview import _head

    browser = _browser()
    text = "前文。2 + 2 = 4 与 3 + 3 = 6 后文。\n"
    a = text.index("2 + 2")
    stmts = [{"start": a, "end": text.index("后文"), "class": "true"}, {"start": a, "end": a + 9, "class": "false"}]
    page = tmp_path / "p.html"
    page.write_text(_head("back") + markdown_html(text, stmts) + "</body></html>", encoding="utf-8")
    for anchor in ("q-0", "q-1"):
        dom = _dump_dom(browser, page.as_uri() + "#" + anchor, budget_ms=3000).stdout
        assert len(re.findall(r'<a class="hl [^"]*\bback\b', dom)) == 1, (anchor, dom[-3000:])
