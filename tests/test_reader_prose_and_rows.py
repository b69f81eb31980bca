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


# helper-210's probes: each a wrong verdict before its mend

def _statuses(text: str) -> dict:
    return {" ".join(f"{it['link']['lhs']} {it['link']['relation']} {it['link']['rhs']}".split()): it["status"]
            for it in reader_items(text)}


def test_a_chinese_date_difference_is_no_arithmetic_and_disowned_arithmetic_is_not_asserted():
    text = ("# 记录\n\n本项目从2023.5开始，到2023.12结束，共2023.12-2023.5=7个月。假期共5.1-5.7=7日。\n\n"
            "注意32×2=18是错误的。\n\n不要写成32×2=18。\n\nIt is wrong to write 32×2=18.\n")
    items = [it for it in reader_items(text)]
    assert not [it for it in items if it["status"] == "inconsistent"], items


def test_a_continuation_row_after_an_escaped_break_and_a_where_row_inside_a_chain():
    escaped = ("# Expansion\n\n$$\n\\begin{aligned}\n(x+y)^2 &= x^2 + y^2 \\\\\\\n&\\quad + 2xy \\\\\\\n"
               "&= x^2 + 2xy + y^2\n\\end{aligned}\n$$\n")
    assert set(_statuses(escaped).values()) == {"proved"}, _statuses(escaped)
    where = ("# Sum\n\n$$\n\\begin{aligned}\nu &= a + b \\\\\n\\text{where } a &= 2, \\ b = 3 \\\\\n&= 5\n"
             "\\end{aligned}\n$$\n")
    assert "inconsistent" not in _statuses(where).values() and _statuses(where).get("a + b = 5") == "consistent", \
        _statuses(where)


def test_two_positions_given_their_range_are_not_assigned_one_value_each():
    text = ("# Offsets\n\nQueries and keys sit at positions $p, q = 1, 4096$. The largest offset is $q - p = 4095$ "
            "and the smallest is $q - p = -4095$.\n")
    assert "inconsistent" not in _statuses(text).values(), _statuses(text)


# helper-211's probes: each a wrong verdict before its mend

def test_an_and_or_with_row_is_a_step_of_the_chain_and_a_conjugate_ends_its_line():
    for text in ("# Two\n\n$$\n\\begin{aligned}\na &= 2 + 3 = 5 \\\\\n\\text{and } b &= 2a \\\\\n&= 10\n\\end{aligned}\n$$\n",
                 "# Angle\n\nTake $m = 2$.\n\n$$\n\\begin{aligned}\n\\phi &= m\\theta \\\\\n\\text{with } \\theta &= "
                 "10000^{-2/64} \\\\\n&\\approx 0.7499\n\\end{aligned}\n$$\n",
                 "# Complex\n\n$$\nq = 3 + 4i, \\quad \\bar q = q^*\n|q|^2 = q \\bar q = 25\n$$\n"):
        assert "inconsistent" not in _statuses(text).values(), (text, _statuses(text))


def test_a_word_elsewhere_in_the_sentence_does_not_disown_plain_arithmetic():
    text = ("# Rates\n\nWith a threshold of 0.9, the false positive rate is 1-0.9=0.2 on the held-out set.\n\n"
            "模型的错误率为 1-0.95=0.5，这个数值在长文本上更高。\n")
    statuses = _statuses(text)
    assert statuses["1-0.9 = 0.2"] == "inconsistent" and statuses["1-0.95 = 0.5"] == "inconsistent", statuses


def test_a_one_digit_percentage_is_a_rounding_and_not_asymmetric_is_no_denial():
    text = "# Share\n\nFive of 64 pairs: $\\frac{5}{64} = 8\\%$, and $\\frac{7}{64} = 10\\%$.\n"
    statuses = _statuses(text)
    assert statuses["\\frac{5}{64} = 8\\%"] == "undecided" and statuses["\\frac{7}{64} = 10\\%"] == "inconsistent", \
        statuses
    zh = "# 旋转\n\nRoPE 的旋转对数 128/2=60 不对称地分布在低频和高频上。\n"
    assert _statuses(zh)["128/2 = 60"] == "inconsistent", _statuses(zh)


# helper-213's probes: each a wrong verdict before its mend

def test_a_row_ending_in_an_operator_goes_on_and_a_values_row_with_with_or_for_is_a_note():
    text = ("# Rows\n\n$$\n\\begin{aligned}\nu &= 1 \\cdot 2 + 3 \\cdot 1 + \\\\\n&\\qquad 2 \\cdot 2 = 9\n\\end{aligned}\n$$\n\n"
            "$$\n\\begin{aligned}\nz &= a b + c \\\\\n\\text{with } a = 2,\\ b = 3,\\ c = 1 \\\\\n&= 7\n\\end{aligned}\n$$\n\n"
            "$$\n\\begin{aligned}\nv &= 10 - \\\\\n&\\quad 4 = 5\n\\end{aligned}\n$$\n")
    statuses = _statuses(text)
    assert statuses["1 \\cdot 2 + 3 \\cdot 1 + 2 \\cdot 2 = 9"] == "consistent", statuses
    assert statuses["a b + c = 7"] == "consistent", statuses
    assert statuses["10 - 4 = 5"] == "inconsistent", statuses  # (10 - 4 is 6)


def test_a_wrong_label_right_before_plain_arithmetic_disowns_it():
    text = "# GQA\n\nWrong: 32/8=5. Right: 32/8=4.\n\n错：128/2=60；对：128/2=64。\n"
    assert "inconsistent" not in _statuses(text).values(), _statuses(text)
