"""Wrong verdicts an independent review (helper 65) found in this session's reader rules, each kept fixed."""
from tests.conftest import reader_items


def _status(text: str) -> dict:
    return {(it["link"]["lhs"], it["link"]["rhs"]): it["status"] for it in reader_items(text)
            if it["status"] != "definition"}


def test_a_derivative_is_not_taken_past_a_sibling_the_document_writes_from_its_variable():
    got = _status("# D\n\nLet $a_2 = 2 a_1$ and $L = a_1 + a_2$. Then $\\frac{dL}{da_1} = 1$ and $\\frac{dL}{da_1} = 3$.\n")
    assert got[("\\frac{dL}{da_1}", "1")] != "consistent" and got[("\\frac{dL}{da_1}", "3")] != "inconsistent", got


def test_a_count_of_parameters_times_bytes_left_unwritten_is_no_finding():
    got = _status("# M\n\nA 7B model in fp16 needs 7B × 2 = 14 GB, and 7B parameters × 4 = 28 GB.\n")
    assert "inconsistent" not in got.values(), got


def test_a_letter_the_document_uses_as_a_variable_in_words_or_a_table_is_no_magnitude():
    for text in ("# B\n\n批大小 B 为 16，每步的激活有 4B × 128 = 8,192 行。\n",
                 "# B\n\n| name | meaning | value |\n|---|---|---|\n| B | batch size | 16 |\n\nSo 4B × 128 = 8,192 rows.\n"):
        assert "inconsistent" not in _status(text).values(), text


def test_k_in_1024s_with_gb_in_1000s_is_a_reading_too():
    got = _status("# C\n\nThe attention matrix takes 128K × 128K × 2 bytes = 34.4 GB, and 4K × 4K = 16.8M entries.\n")
    assert "inconsistent" not in got.values(), got


def test_units_the_document_declares_decimal_are_read_so_only():
    got = _status("# U\n\nWe use decimal units: 1 GB = 10^9 bytes. So 2 GB × 512 = 1 TB is a slip.\n")
    assert got[("2 GB × 512", "1 TB")] == "inconsistent", got


def test_kelvin_european_decimals_dates_and_a_prose_w1_of_another_meaning_give_no_finding():
    text = ("# K\n\nRoom temperature is 273K + 27 = 300K. In Europe 0,125 × 8 = 1 and 2,125 × 4 = 8,5. "
            "The job ran 12/25 − 12/20 = 5 days.\n\n"
            "$z = w_1 x_1 + w_2 x_2$ with $w_1 = 0.3$, $w_2 = 0.4$, $x_1 = 1$, $x_2 = 2$. In the config, `w1 = 0.5` "
            "weighs the first task's loss. So $z = w_1 x_1 + w_2 x_2 = 1.1$.\n")
    assert "inconsistent" not in _status(text).values(), _status(text)
