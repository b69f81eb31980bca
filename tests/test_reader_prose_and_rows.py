"""Issue 32, after helper-205's held-out review (s80a2): plain arithmetic in Chinese prose is read as in English
prose (a Chinese character before a number does not hide it), and a failing one that holds with a number read as a
power whose superscript the text lost (``163−1=4095``: 16³ − 1) says so; an align row after a Markdown-escaped
break (``\\\\\\`` at a row's end, then ``&= …``) is read.  Documents written for these tests."""
from tests.conftest import reader_items


def test_plain_arithmetic_after_a_chinese_character_is_read_and_a_lost_superscript_is_named():
    text = "# 十六进制\n\n三个数字最大可以表示163−1=4095，足够。也有2+2=4。\n"
    items = {it["link"]["lhs"].strip(): it for it in reader_items(text)}
    it = items["163−1"]
    assert it["status"] == "inconsistent" and "163 as 16^3" in it["reason"] and "notation slip" in it["reason"], it
    assert items["2+2"]["status"] in ("proved", "consistent"), items["2+2"]


def test_a_failing_plain_relation_with_no_such_reading_names_none():
    text = "# Sums\n\nWe get 163−1=4000 here.\n"
    [it] = [it for it in reader_items(text) if it["status"] != "definition"]
    assert it["status"] == "inconsistent" and "superscript" not in it["reason"], it


def test_a_row_after_a_markdown_escaped_break_is_read():
    text = "# Expansion\n\n$$\n\\begin{align}\ns&=(a+b)(c+d)\\\\\\\n&=ac+ad+bc+bd+1\n\\end{align}\n$$\n"
    items = [it for it in reader_items(text) if it["status"] != "definition"]
    assert [(it["link"]["rhs"].strip(), it["status"]) for it in items] == [("ac+ad+bc+bd+1", "inconsistent")], items
