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
        self.highlights, self.ids, self.tags, self.srcs = [], set(), [], []

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        self.tags.append(tag)
        if a.get("id"):
            self.ids.add(a["id"])
        if tag == "a" and "hl" in (a.get("class") or "").split():
            self.highlights.append(a)
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
    assert covered == {i for i in dom.ids if i.startswith("st-")}  # every statement is highlighted somewhere
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
