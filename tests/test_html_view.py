"""The HTML reading view, opened in a headless browser: the document's text with every checked statement
highlighted by its finding, each highlight one click from its finding, the math typeset by the installed
MathJax with nothing fetched from the network."""
import os
import re
import shutil
import subprocess
from html.parser import HTMLParser

import pytest

from suite.htmlview import MATHJAX, mathjax_file, page_name, render_site, write_site
from test_report_pages import DOC, TEXT, _adversarial

BROWSERS = ("chromium-headless-shell", "chromium", "chromium-browser", "google-chrome")


def _browser():
    for name in ([os.environ["CHROME"]] if os.environ.get("CHROME") else []) + list(BROWSERS):
        path = shutil.which(name)
        if path:
            return path
    pytest.skip("no headless Chromium on PATH (Debian: apt-get install chromium-headless-shell)")


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
    browser = _browser()
    (tmp_path / "src").mkdir()
    rep = _adversarial(tmp_path / "src")
    site = tmp_path / "html"
    write_site(site, rep, {DOC: TEXT}, _write)
    assert (site / MATHJAX).is_file()
    out = subprocess.run([browser, "--headless", "--no-sandbox", "--disable-gpu", "--virtual-time-budget=20000",
                          "--dump-dom", (site / page_name(DOC)).as_uri()],
                         capture_output=True, text=True, timeout=120)
    dom = out.stdout
    assert "<mjx-container" in dom, out.stderr[-2000:]
    assert 'display="true"' in dom  # the $$ block and the ```math block typeset as display math
    parsed = _Dom()
    parsed.feed(dom)
    assert len(parsed.highlights) >= 4 and all(a["href"][1:] in parsed.ids for a in parsed.highlights)
    index = subprocess.run([browser, "--headless", "--no-sandbox", "--disable-gpu", "--dump-dom",
                            (site / "index.html").as_uri()], capture_output=True, text=True, timeout=120).stdout
    assert f'href="{page_name(DOC)}"' in index


def _typeset_errors(browser, tmp_path, pieces):
    """The TeX pieces MathJax (the installed bundle, in the browser) cannot typeset: [(tex, message)]."""
    import html as H

    from suite.htmlview import mathjax_file

    (tmp_path / "mathjax").mkdir(exist_ok=True)
    shutil.copyfile(mathjax_file(), tmp_path / MATHJAX)
    body = "".join(f"<div id=\"m{k}\">$${H.escape(t)}$$</div>" for k, t in enumerate(pieces))
    page = tmp_path / "math.html"
    page.write_text("<!doctype html><meta charset=utf-8><script>window.MathJax={tex:{inlineMath:[]}};</script>"
                    f"<script src=\"{MATHJAX}\"></script><body>{body}</body>", encoding="utf-8")
    dom = subprocess.run([browser, "--headless", "--no-sandbox", "--disable-gpu", "--virtual-time-budget=60000",
                          "--dump-dom", page.as_uri()], capture_output=True, text=True, timeout=300).stdout
    assert dom.count("<mjx-container") == len(pieces), "MathJax did not typeset every piece"
    errors = []
    for m in re.finditer(r'<div id="m(\d+)">(.*?)</div>', dom, re.S):
        e = re.search(r'data-mjx-error="([^"]*)"', m.group(2))
        if e:
            errors.append((pieces[int(m.group(1))], e.group(1)))
    return errors


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
