"""Worked values in code: integer arithmetic in a comment is exact, and a printed float32 is a program's output."""
from tests.conftest import reader_items, reader_item_at


COMMENT = ("# Sizes\n\n```python\nn_heads = 8\nhead_dim = 64\n# hidden_size = 8 × 64 = 512\n"
           "# ffn_size = 4 × 512 = 2024\n# scale = 0.1 + 0.2 = 0.30000000000000004\n"
           "# 2147483647 + 1 = -2147483648\n# blocks = 8 * 64 = 521\n```\n")
MODULAR = "# Clock\n\nIn arithmetic modulo 7:\n\n```python\nx = 3 * 5  # 3 × 5 = 1\n```\n"
BLOCK = ("# Angles\n\n```text\nsin(1) = 0.84147096\ncos(0.94140625) = 0.58865184\nsin(2) = 0.90929741\n"
         "sin(1) = 0.84147\n```\n")


def test_integer_arithmetic_in_a_code_comment_is_checked_exactly():
    items = reader_items(COMMENT)
    by_rel = {(it["link"]["lhs"].strip(), it["link"]["rhs"].strip()): it for it in items}
    assert by_rel[("8 × 64", "512")]["status"] == "consistent"
    assert by_rel[("4 × 512", "2024")]["status"] == "inconsistent"
    # a decimal in a comment may be what the float arithmetic prints: still not checked with '='
    assert by_rel[("0.1 + 0.2", "0.30000000000000004")]["status"] == "undecided"
    # what a program prints (an overflow), and '*', which a program writes: not checked with '='
    assert by_rel[("2147483647 + 1", "-2147483648")]["status"] == "undecided"
    assert by_rel[("8 * 64", "521")]["status"] == "undecided"


def test_integer_arithmetic_beside_modular_talk_is_not_checked():
    assert all(it["status"] != "inconsistent" for it in reader_items(MODULAR))


def test_a_float32_as_printed_in_a_block_is_consistent_and_a_near_miss_that_is_no_float32_stays_undecided():
    items = reader_items(BLOCK)
    assert reader_item_at(items, 4)["status"] == "consistent"  # sin 1 = 0.841470984…, float32 prints 0.84147096
    assert "float32" in reader_item_at(items, 4)["reason"]
    assert reader_item_at(items, 5)["status"] == "consistent"
    # 0.90929741 is no float32 of sin 2 = 0.909297426…: a miss under 1 %, not a finding, not decided
    assert reader_item_at(items, 6)["status"] == "undecided"
    assert reader_item_at(items, 7)["status"] == "consistent"  # rounds correctly: no float32 needed


BARE = ("# Frequencies\n\n```python\ntheta_1 = 10000 ** (-2 * 1 / 128)  # 0.8660\ntheta_3 = 10000 ** (-2 * 3 / 64)"
        "  # 0.5217\nlr = 3e-4  # 0.0003\nprint(math.cos(0.5))  # 0.8776\n```\n")
PAGE = ("<html><body><p>Frequencies:</p><pre><code class=\"language-python\">theta_1 = 10000 ** (-2 * 1 / 128)  # 0.8660\n"
        "theta_3 = 10000 ** (-2 * 3 / 64)  # 0.5217\n</code></pre>\n<pre><code><span>x = 2 ** 0.5</span>  # 1.5"
        "</code></pre></body></html>\n")


def test_a_decimal_alone_in_a_comment_after_arithmetic_is_its_value_in_markdown_and_in_a_pages_pre_block():
    # "# 0.8660" after 10000 ** (-2/128): the value the line computes, shown to four places; a literal (lr = 3e-4)
    # computes nothing, and a block a highlighter marked up is not read (its offsets are not the code's)
    for text, name in ((BARE, "doc.md"), (PAGE, "doc.html")):
        items = {it["link"]["lhs"].strip(): it for it in reader_items(text, name)}
        assert items["10000 ** (-2 * 1 / 128)"]["status"] == "consistent", (name, items)
        assert items["10000 ** (-2 * 3 / 64)"]["status"] == "inconsistent", (name, items)  # 0.4217, not 0.5217
        assert not any(k.startswith("3e-4") or k.startswith("2 ** 0.5") for k in items), (name, items)
    assert {it["link"]["lhs"].strip(): it for it in reader_items(BARE)}["math.cos(0.5)"]["status"] == "consistent"


def test_an_integer_with_thousands_separators_is_shown_to_its_last_nonzero_digit_in_tex_and_in_prose():
    # 62,832 (TeX) and 41,746 (plain prose) are integers shown whole: ±0.5; 47,000 is shown to its 7: ±500
    items = {(it["link"]["lhs"].strip(), it["link"]["rhs"].strip()): it["status"] for it in reader_items(
        "So $2\\pi \\cdot 10000 \\approx 62,832$.\n\nIn text: 2π × 10000 ≈ 62,832.\n\nAlso 10000 × 4^(64/62) ≈ 41,746 "
        "and 2π × 7500 ≈ 47,000.\n")}
    assert items[("2\\pi \\cdot 10000", "62832")] == "consistent"
    assert items[("2π × 10000", "62,832")] == "consistent"
    assert items[("10000 × 4^(64/62)", "41,746")] == "inconsistent"  # 41,829.4
    assert items[("2π × 7500", "47,000")] == "consistent"  # 47,123.9
