"""The HTML reading view as a reader reads it: the document's Markdown rendered (headings, emphasis, lists, tables,
code in monospace) with its math left as TeX for MathJax, each highlight on the very text its statement quotes
whatever the markup around it, no document text turned into HTML, each finding linked to its claim's proof and
evidence and every page back to the index, and the verdicts in the words of the Markdown pages.  Pure functions:
no browser (the layout at 400 and 1400 px is checked in a browser in test_html_view.py)."""
import collections
import html as H
import re
import urllib.parse
from html.parser import HTMLParser

from suite.htmlview import SANS, _STYLE, inline_html, markdown_html, page_name, render_site, topic_name
from suite.report import CLAIM_VERDICT_TEXT, claim_anchor, doc_page, render_pages, statements_page
from test_report_pages import DOC, TEXT, _adversarial


class _Page(HTMLParser):
    """What a reader of a page sees: its text outside code and math (``prose``), the tags, every id, every link,
    and the text of each highlight by the statements it covers."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.tags, self.ids, self.links, self.attrs = collections.Counter(), set(), [], []
        self.text, self.code, self.stack = [], 0, []
        self.lit: dict[str, list[str]] = collections.defaultdict(list)  # statement -> the text its highlights show
        self.hl = None

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        self.tags[tag] += 1
        self.attrs += [(tag, k, v) for k, v in attrs]
        if a.get("id"):
            self.ids.add(a["id"])
        if tag == "a" and a.get("href") is not None:
            self.links.append(a["href"])
        if tag in ("code", "pre"):
            self.code += 1
        if tag == "a" and "hl" in (a.get("class") or "").split():
            self.hl = a["data-statements"].split()
        self.stack.append(tag)

    def handle_endtag(self, tag):
        if tag in ("code", "pre"):
            self.code -= 1
        if tag == "a":
            self.hl = None
        if self.stack and self.stack[-1] == tag:
            self.stack.pop()

    def handle_data(self, data):
        if not self.code:
            self.text.append(data)
        if self.hl:
            for s in self.hl:
                self.lit[s].append(data)

    @property
    def prose(self) -> str:
        return "".join(self.text)


def _read(page: str) -> _Page:
    p = _Page()
    p.feed(page)
    return p


def _without_math(text: str) -> str:
    return re.sub(r"\$\$.+?\$\$|```math\n.+?```|(?<![\\$])\$[^$\n]+?\$", "", text, flags=re.S)


MD = """# 第一章 **位置编码**

设 **粗体** 与 $x_1 * y_2$ 的句子，*斜体* 与 `code_span` 和 a_1 * b_2 * c_3，$\\text{div\\_term}_i = *y* + {_z_}$。
第二行 __也粗__ ~~删去~~ [链接文字](@entry_id:1) 与 d_model。

## 1.2 列表

- 第一项 *强调*
- 第二项 $a_i$
  1. 嵌套一
  2. 嵌套二

> **引用** 中的 $\\omega$

| 特性 | 公式 |
|:---|---:|
| **外推** | $10000^{2i/d}$ |
| a \\| b | `x|y` |

```python
# 注释 **不是** 粗体
x = a_1 * b_2
```

---

$$
p_{m,2i} = \\sin(m \\cdot \\omega_i) \\quad a*b*c
$$
最后 **一句**。
"""


def test_the_documents_markdown_is_rendered():
    page = markdown_html(MD)
    p = _read(page)
    for tag in ("h1", "h2", "strong", "em", "del", "ul", "ol", "li", "blockquote", "table", "th", "td", "pre", "hr"):
        assert p.tags[tag], f"no <{tag}> in\n{page}"
    assert p.tags["h1"] == 1 and p.tags["h2"] == 1 and p.tags["li"] == 4 and p.tags["tr"] == 3
    assert "<h1>第一章 <strong>位置编码</strong></h1>" in page
    assert "<ol><li>嵌套一</li><li>嵌套二</li></ol>" in page  # nested in the second item, tight
    assert '<th style="text-align:left">特性</th>' in page and '<td style="text-align:right">' in page
    assert '<td style="text-align:left">a | b</td>' in page and "<code>x|y</code>" in page  # \| escaped, | inside a code span: no new cell
    assert '<pre><code class="language-python"># 注释 **不是** 粗体\nx = a_1 * b_2</code></pre>' in page
    assert "<code>code_span</code>" in page and "链接文字" in page and "@entry_id" not in page
    prose = _without_math(p.prose)
    for raw in ("**", "__", "~~", "# ", "|---", ":---", "```", "](", "- 第"):
        assert raw not in prose, (raw, prose)
    assert "a_1 * b_2 * c_3" in prose and "d_model" in prose  # no emphasis from a lone * or an intraword _


def test_math_stays_tex_for_mathjax_and_no_emphasis_rule_reads_inside_it():
    page = markdown_html(MD)
    for tex in ("$x_1 * y_2$", "$\\text{div\\_term}_i = *y* + {_z_}$", "$a_i$", "$\\omega$", "$10000^{2i/d}$",
                "$$\np_{m,2i} = \\sin(m \\cdot \\omega_i) \\quad a*b*c\n$$"):
        assert H.escape(tex, quote=True) in page, tex
    assert "<em>" not in "".join(re.findall(r"\$.*?\$", page, re.S))
    assert inline_html("**粗 $a_1*b_2*c$ 体**") == "<strong>粗 $a_1*b_2*c$ 体</strong>"
    assert inline_html("$a_1$ and $b_1$ _x_") == "$a_1$ and $b_1$ <em>x</em>"


# statements on MD: (quoted raw text, what its highlight shows), each across some markup
SPANS = [("粗体** 与 $x_1 * y_2$ 的句子", "粗体 与 $x_1 * y_2$ 的句子"),  # starts inside the bold, has math
         ("第一项 *强调*\n- 第二项", "第一项 强调第二项"),  # across two list items and an emphasis
         ("*外推** | $10000", "外推$10000^{2i/d}$"),  # across two cells, into a formula (which it takes whole)
         ("注释 **不是**", "注释 **不是**"),  # in a code block: the text as written
         ("__也粗__ ~~删去~~ [链接文字](@entry_id:1)", "也粗 删去 链接文字"),
         ("**一句**", "一句")]


def _stmts(raw, spans, cls="false"):
    out = []
    for quote, _ in spans:
        at = raw.index(quote)
        out.append({"start": at, "end": at + len(quote), "class": cls, "quote": quote})
    return out


def test_each_highlight_shows_the_text_its_statement_quotes_through_the_markup():
    page = markdown_html(MD, _stmts(MD, SPANS))
    p = _read(page)
    for k, (quote, shown) in enumerate(SPANS):
        assert "".join(p.lit[f"st-{k}"]) == shown, (quote, p.lit[f"st-{k}"])
        assert f"q-{k}" in p.ids  # where it starts: the finding's way back
    assert page.index('id="q-0"') < page.index('href="#st-0"')
    # nested and overlapping statements: each its own link where it starts
    nested = [("粗体** 与 $x_1 * y_2$ 的句子", ""), ("与 $x_1", "")]
    page = markdown_html(MD, _stmts(MD, nested))
    p = _read(page)
    assert {"st-0", "st-1"} <= {h[1:] for h in p.links}
    assert "".join(p.lit["st-1"]) == "与 $x_1 * y_2$"


def test_a_statement_hidden_by_markup_still_has_its_link():
    raw = "- 项目\n"
    page = markdown_html(raw, [{"start": 0, "end": 1, "class": "true", "quote": "-"}])
    assert 'href="#st-0"' in page and 'id="q-0"' in page


EVIL = "<script>alert(1)</script>"


def test_no_document_text_becomes_html(tmp_path):
    """Document text, a document's name and title, quotes, reasons and claim texts: all shown as text."""
    raw = (f"# 标题 {EVIL}\n\n段落 {EVIL} <img src=x onerror=alert(1)> **<b>粗</b>** $a<b$\n\n"
           f"| {EVIL} | x |\n|---|---|\n| <i>c</i> | `<s>` |\n\n```{EVIL}\n{EVIL}\n```\n- [x](javascript:alert(1))\n")
    page = markdown_html(raw, [{"start": raw.index("段落"), "end": raw.index("$a"), "class": "false", "quote": EVIL}])
    p = _read(page)
    assert set(p.tags) <= {"h1", "p", "strong", "table", "thead", "tbody", "tr", "th", "td", "code", "pre", "ul",
                           "li", "a", "span", "div"}, p.tags
    assert not [a for a in p.attrs if a[1].startswith("on") or (a[1] == "href" and not a[2].startswith("#"))]
    assert p.prose.count(EVIL) == 3 and "<img src=x onerror=alert(1)>" in p.prose
    (tmp_path / "src").mkdir()
    rep = _adversarial(tmp_path / "src")
    name = f"{EVIL}.md"
    rep["documents"][name] = {**rep["documents"].pop(DOC), "title": EVIL}
    for x in rep["documents"][name]["rows"]:
        x["quote"], x["reason"] = EVIL + x["quote"], EVIL
    for c in rep["claims"]:
        c.update(statement=EVIL, title=EVIL, why=EVIL)
    for g in rep["errors"]:
        g.update(reason=EVIL, kind=EVIL)
    site = render_site(rep, {name: raw})
    assert H.escape(EVIL) in site[page_name(name)] and H.escape(EVIL) in site["index.html"]
    for page in site.values():
        scripts = re.findall(r"<script\b[^>]*>", page)
        assert len(scripts) == 3 and page.count("</script>") == 3, scripts  # the view's own: config, MathJax, fit
        assert "<img" not in page and EVIL not in page


def test_every_finding_links_to_its_claims_proof_and_evidence_and_every_page_back_to_the_index(tmp_path):
    (tmp_path / "src").mkdir()
    rep = _adversarial(tmp_path / "src")
    site = render_site(rep, {DOC: TEXT})
    pages = {name: _read(text) for name, text in site.items()}
    doc = pages[page_name(DOC)]
    findings = re.findall(r'<section class="finding[^"]*" id="(st-\d+)">(.*?)</section>', site[page_name(DOC)], re.S)
    assert len(findings) == 5
    for sid, body in findings:
        claims = re.findall(r'href="(topics/[^"#]+)#(claim-[^"]+)"', body)
        assert claims, sid
        for target, anchor in claims:
            target = urllib.parse.unquote(target)
            assert target in pages and anchor in pages[target].ids, (sid, target, anchor)
    for r in rep["claims"]:
        topic = pages[topic_name(r["topic"])]
        assert claim_anchor(r["id"]) in topic.ids
        back = [urllib.parse.unquote(h) for h in topic.links if h.startswith("../") and "#st-" in h]
        assert back and all(h[3:].split("#")[0] == page_name(DOC) and h.split("#")[1] in doc.ids for h in back)
    for name, p in pages.items():
        if name == "index.html":
            continue
        up = "../" * name.count("/")
        assert f"{up}index.html" in p.links, name
    index = pages["index.html"]
    assert page_name(DOC) in index.links and topic_name("encoding") in index.links
    # the Markdown pages, linked when the view knows where they are
    site = render_site(rep, {DOC: TEXT}, markdown_root="../")
    assert 'href="../REPORT.md"' in site["index.html"]
    assert f'href="../{urllib.parse.quote(doc_page(DOC))}"' in site[page_name(DOC)]
    assert 'href="../../topics/encoding.md"' in site[topic_name("encoding")]


def _md_words(md: str) -> collections.Counter:
    """(mark, word) of each citation of the Markdown reading-order page of a document."""
    out = collections.Counter()
    for line in md[md.index("Every statement"):].splitlines():
        m = re.match(r"- (\S+) (?:\*\*(.+?)\*\*|(.+?) — |(.+?): |(.+)$)", line)
        if m:
            out[(m.group(1), re.sub(r"\\(.)", r"\1", next(g for g in m.groups()[1:] if g)))] += 1
    return out


def test_the_view_names_every_verdict_as_the_markdown_pages_do(tmp_path):
    (tmp_path / "src").mkdir()
    rep = _adversarial(tmp_path / "src")
    rows = rep["documents"][DOC]["rows"]
    wrong = rows[0]
    variants = [("proved", None), ("approximate", None), ("numeric", None), ("a part true", None),
                ("not decided (only under a re-reading: proved)", None), ("false (a part)", wrong["group"]),
                ("reasoning invalid", wrong["group"]), ("error", None)]
    rows += [{**wrong, "verdict": v, "group": g} for v, g in variants]
    md = render_pages(rep)[statements_page(DOC)]
    view = render_site(rep, {DOC: TEXT})[page_name(DOC)]
    words = collections.Counter((H.unescape(m), H.unescape(w)) for m, w in
                                re.findall(r'<b class="verdict v-[a-z]+">(\S+) (.+?)</b>', view))
    assert words == _md_words(md)
    assert ("✗", "false") in words and ("✗", "refuted") not in words
    # a claim's own verdict, as its topic page says it
    topic = render_pages(rep)["topics/encoding.md"]
    assert f"**{CLAIM_VERDICT_TEXT['refuted']}**" in topic and f"({CLAIM_VERDICT_TEXT['refuted']})" in view
    assert CLAIM_VERDICT_TEXT["refuted"] == "refuted: its statement is false"  # not "not_x: refuted", a double negative


def test_the_fonts_name_the_cjk_faces_of_each_platform():
    for face in ('"Noto Sans CJK SC"', '"Source Han Sans SC"', '"PingFang SC"', '"Microsoft YaHei"',
                 '"Noto Serif CJK SC"'):
        assert face in _STYLE, face
    assert SANS.endswith("sans-serif") and f"font-family:{SANS}" in _STYLE


def test_every_link_of_the_view_arrives_at_a_page_and_an_anchor_it_has(tmp_path):
    """From every page of the view (the index, a document, a topic), every relative link names a page of the view
    (or a MathJax file) and, with a #fragment, an id on that page; claims named in a claim's prose link too."""
    import posixpath

    (tmp_path / "src").mkdir()
    rep = _adversarial(tmp_path / "src")
    named = rep["claims"][0]["id"]
    rep["claims"][1]["notes"] = f"see {named}, and $x_1$"  # a claim named in prose, on a topic page
    for g in rep["errors"]:
        g["reason"] = f"as {named} shows"  # and in a finding, on a document page
    site = render_site(rep, {DOC: TEXT})
    pages = {name: _read(text) for name, text in site.items()}
    checked, prose_links = 0, 0
    for name, p in pages.items():
        for href in p.links:
            if href.startswith(("http:", "https:", "mailto:")):
                continue
            path, _, anchor = urllib.parse.unquote(href).partition("#")
            target = posixpath.normpath(posixpath.join(posixpath.dirname(name), path)) if path else name
            if target.startswith("mathjax/"):
                continue
            assert target in pages, (name, href)
            assert not anchor or anchor in pages[target].ids, (name, href)
            checked += 1
            prose_links += anchor == claim_anchor(named)
    assert checked > 20 and prose_links >= 3, (checked, prose_links)


# --- a worked example of several lines: the line a finding is about is marked, not the whole example --------------

WORKED = ("带入：\n\n$$\n\\begin{aligned}\n\\text{PE}(2, 0) &= \\sin(2.0) \\approx 0.9093 \\\\\n"
          "\\text{PE}(2, 7) &= \\cos(0.002) \\approx 0.9999 \\\\\n\\frac{a}{b} &= c\n\\end{aligned}\n$$\n\n后文。\n")


def _stmt(text: str, quote: str, cls: str) -> dict:
    a = text.index(quote)
    return {"start": a, "end": a + len(quote), "class": cls}


def test_a_wrong_line_of_a_worked_example_is_tinted_and_the_example_is_not_painted_whole():
    from suite.htmlview import COLOURS

    ok = _stmt(WORKED, "\\text{PE}(2, 0) &= \\sin(2.0) \\approx 0.9093", "true")
    bad = _stmt(WORKED, "\\text{PE}(2, 7) &= \\cos(0.002) \\approx 0.9999", "false")
    out = markdown_html(WORKED, [ok, bad])
    page = _read(out)
    assert page.lit["st-0"] and page.lit["st-1"]  # both statements sit in the one display's highlight
    hl = re.search(r'<a class="hl v-(\w+)" href="#st-(\d)"', out)
    assert hl.groups() == ("part", "1")  # not painted whole; the link opens the false line's finding
    red, green = COLOURS["false"], COLOURS["true"]
    assert H.unescape(out).count(f"\\bbox[{red}]") == 2 and H.unescape(out).count(f"\\bbox[{green}]") == 2
    assert f"\\bbox[{red}]{{\\text{{PE}}(2, 7)}} &\\bbox[{red}]{{{{}}= \\cos(0.002) \\approx 0.9999}}" in H.unescape(out)
    assert "\\frac{a}{b} &= c" in H.unescape(out)  # a line no finding is about is left as written


def test_a_statement_about_the_whole_display_still_paints_it_whole():
    whole = {"start": WORKED.index("$$"), "end": WORKED.rindex("$$") + 2, "class": "false"}
    ok = _stmt(WORKED, "\\text{PE}(2, 0) &= \\sin(2.0) \\approx 0.9093", "true")
    out = markdown_html(WORKED, [whole, ok])
    assert re.search(r'<a class="hl v-false" href="#st-0"', out)
    assert H.unescape(out).count("\\bbox[") == 2  # the proved line inside it still tinted


def test_a_stretch_that_would_cut_a_group_is_not_tinted_and_counts_for_the_whole_display():
    cut = {"start": WORKED.index("{b}") + 1, "end": WORKED.index("&= c"), "class": "false"}  # "b} " cuts \frac{a}{b}
    out = markdown_html(WORKED, [cut])
    assert "\\bbox" not in out and re.search(r'<a class="hl v-false"', out)


def test_a_relation_found_wrong_in_a_display_is_placed_on_its_own_line():
    from suite.htmlview import statements

    a, b = WORKED.index("$$"), WORKED.rindex("$$") + 2
    line = WORKED[:WORKED.index("\\text{PE}(2, 7)")].count("\n") + 1
    rep = {"documents": {"w.md": {"rows": []}}, "triage": [
        {"id": "T-1", "document": "w.md", "status": "inconsistent", "start": a, "end": b, "line": line, "column": 19,
         "span": "display", "quote": WORKED[a:b], "link": {"lhs": "\\cos(0.002)", "relation": "≈", "rhs": "0.9999"}}]}
    (st,) = statements(rep, "w.md", WORKED)
    assert WORKED[st["start"]:st["end"]] == "\\text{PE}(2, 7) &= \\cos(0.002) \\approx 0.9999"
    assert st["class"] == "false"


def test_a_mark_after_a_highlight_says_what_it_is():
    """A statement nested in another's highlight: a raised sign of its own verdict (not a bare number), with a title
    and a label saying it is another statement checked there; the highlight says what its colour means."""
    text = WORKED.replace("后文", "这一段 2 + 2 = 5 后文")
    outer = {"start": text.index("2 + 2"), "end": text.index("后文") + 2, "class": "true"}
    inner = {"start": text.index("2 + 2"), "end": text.index("= 5") + 3, "class": "false"}
    out = markdown_html(text, [outer, inner])
    sups = re.findall(r'<sup class="alt"><a class="v-(\w+)" href="#st-(\d)" title="([^"]*)" aria-label="([^"]*)">'
                      r'([^<]*)</a></sup>', out)
    assert sups == [("true", "0", "also checked here: proved: open its finding", "also checked here: proved", "✓")]
    assert re.search(r'<a class="hl v-false" href="#st-1" data-statements="st-0 st-1" title="✗ false \(and 1 more '
                     r'checked inside it\): open the finding">', out)


def test_on_a_narrow_screen_a_finding_shows_its_verdict_and_quote_and_opens_when_asked():
    """Below 1000 px the findings follow the text: each card shows where, its verdict and its quote (cut to a few
    lines) with a link that opens it; the card a highlight opened (the :target) shows everything."""
    narrow = re.search(r"@media \(max-width:999px\)\{(.*?)\n\}", _STYLE, re.S).group(1)
    assert "section.finding:not(:target)>ul.cites{display:none}" in narrow
    assert "section.finding:not(:target) .open{display:inline}" in narrow
    assert ".findings .open{display:none}" in _STYLE


def test_a_display_that_breaks_lines_outside_any_environment_is_set_on_its_lines():
    """MathJax ignores \\\\ at a formula's top level and sets the two formulas on one line: the view gathers them
    (aligned where the lines have &), the equation number after them; an environment's own rows are left alone."""
    two = "式：\n$$\na = \\sin x \\\\\nb = \\cos x\n$$\n"
    out = H.unescape(markdown_html(two, [_stmt(two, "a = \\sin x", "true")]))
    assert "$$\\begin{gathered}\n\\bbox[" in out and "\\end{gathered}$$" in out
    tagged = "$$\na &= 1 \\\\\n&= 2 \\tag{3}\n$$\n"
    assert H.unescape(markdown_html(tagged)).count("\\begin{aligned}\na &= 1 \\\\\n&= 2 \n\\end{aligned} \\tag{3}$$") == 1
    for kept in ("$$\n\\begin{aligned}a &= 1 \\\\ b &= 2\\end{aligned}\n$$\n", "$$ \\substack{a \\\\ b} $$\n"):
        assert kept.strip() in H.unescape(markdown_html(kept))


ONE_LINE = "推导：\n$$\n\\begin{align}\n\\Delta f = a - b \\\\& = c + d \\tag{1}\n\\end{align}\n$$\n"


def test_rows_on_one_source_line_are_tinted_row_by_row():
    """A display whose rows share a source line (``a \\\\& = b``): a statement about one row tints that row, not the
    display; a quote that ends at a row's break (``\\\\``) is tinted like one that stops before it."""
    from suite.htmlview import COLOURS

    bad = _stmt(ONE_LINE, "\\Delta f = a - b \\\\", "false")  # ends with the row's break
    ok = _stmt(ONE_LINE, "& = c + d", "true")
    out = H.unescape(markdown_html(ONE_LINE, [bad, ok]))
    assert re.search(r'<a class="hl v-part"', out), out
    assert f"\\bbox[{COLOURS['false']}]{{\\Delta f = a - b}} \\\\& \\bbox[{COLOURS['true']}]{{{{}}= c + d}} \\tag{{1}}" in out


def test_a_wrong_relation_is_placed_on_its_row_and_a_chains_conclusion_where_it_ends():
    from suite.htmlview import statements

    a, b = ONE_LINE.index("$$"), ONE_LINE.rindex("$$") + 2
    line = ONE_LINE[:ONE_LINE.index("\\Delta")].count("\n") + 1
    col = ONE_LINE.index("c + d") - ONE_LINE.rfind("\n", 0, ONE_LINE.index("c + d"))
    base = {"document": "w.md", "status": "inconsistent", "start": a, "end": b, "line": line, "span": "display",
            "quote": ONE_LINE[a:b]}
    rep = {"documents": {"w.md": {"rows": []}}, "triage": [
        {**base, "id": "T-1", "column": col, "link": {"lhs": "c", "relation": "=", "rhs": "d"}}]}
    (st,) = statements(rep, "w.md", ONE_LINE)
    assert ONE_LINE[st["start"]:st["end"]] == "& = c + d \\tag{1}"
    chain = "$$\n\\begin{aligned}\np &= \\sum_m x_m \\\\\n&\\approx 1 + 2 = 2.58\n\\end{aligned}\n$$\n"
    rep["triage"] = [{**base, "id": "T-2", "start": 0, "end": len(chain.rstrip()), "line": 3, "column": 1,
                      "quote": chain.rstrip(), "link": {"lhs": "p", "relation": "≈", "rhs": "2.58"},
                      "reason": "the chain's conclusion (the value it computes ≈ the number it ends with): …"}]
    (st,) = statements(rep, "w.md", chain)
    assert chain[st["start"]:st["end"]] == "&\\approx 1 + 2 = 2.58"


def test_an_inline_formula_is_fitted_again_when_a_finding_opens():
    """A narrow page measures its inline formulas when it loads; a finding opened later (its citations hidden until
    then) is measured again, so that its formulas scroll in their own box and not the page."""
    from suite.htmlview import _FIT

    assert "addEventListener('hashchange',peFit)" in _FIT and "addEventListener('toggle',peFit,true)" in _FIT


def test_marks_after_one_worked_example_say_which_line_they_are_for():
    ok = {**_stmt(WORKED, "\\text{PE}(2, 0) &= \\sin(2.0) \\approx 0.9093", "true"), "quote": "\\text{PE}(2, 0) &= \\sin(2.0)"}
    bad = _stmt(WORKED, "\\text{PE}(2, 7) &= \\cos(0.002) \\approx 0.9999", "false")
    out = H.unescape(markdown_html(WORKED, [ok, bad]))
    assert 'title="also checked here: proved — “\\text{PE}(2, 0) &= \\sin(2.0)”: open its finding"' in out


def test_a_long_document_is_read_into_lines_with_one_search_per_formula_not_one_per_line(monkeypatch):
    # issue 33: each line used to search the rest of the document for its formula, so a 256 KiB document of plain
    # lines took 37 CPU-s; the lines joined and the page are the same, the searches as many as the formulas (+1)
    from suite import htmlmarkdown

    class Counting:
        def __init__(self, pattern):
            self.pattern, self.searches = pattern, 0

        def search(self, *args):
            self.searches += 1
            return self.pattern.search(*args)

        def __getattr__(self, name):
            return getattr(self.pattern, name)

    raw = "plain words and more words\n" * 2000 + "$$\na = b\n$$\n" + "then $x$ and $y$\n" * 3 + "the end\n"
    page = markdown_html(raw)
    counting = Counting(htmlmarkdown._MATH)
    monkeypatch.setattr(htmlmarkdown, "_MATH", counting)
    lines = htmlmarkdown._logical_lines(raw)
    assert counting.searches <= 1 + 6 + 1  # the display, the six inline formulas, the search that finds no more
    assert markdown_html(raw) == page
    assert len(lines) == 2000 + 1 + 3 + 1 + 1 and raw[slice(*lines[2000])] == "$$\na = b\n$$"  # (+ the empty last line)
