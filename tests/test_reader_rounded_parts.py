"""A decimal that is a part of the other side rounded for display (``8^{0.0039}`` beside ``8^{0.25/64}``, 0.25/64 =
0.00390625) is a rounded input however few digits it has, so the step is not flagged (held-out set 13: a YaRN worked
frequency was reported as "the two sides differ").  A worked chain that opens with a name (``\\theta'_{32} = A = B
\\approx 0.0097``) concludes on the value it computes, A, not on the name, which may be bound elsewhere."""
from tests.conftest import reader_items

YARN = r"""# YaRN

The general form is $\theta'_i = \theta_i / s^{t}$ for a scale $s = L'/L$.

$$\theta'_{32} = \frac{10000^{-64/128}}{\left(\frac{32768}{4096}\right)^{0.25/64}} = \frac{0.01}{8^{0.0039}} \approx 0.0097$$

A slip: $\frac{10000^{-64/128}}{8^{0.25/64}} = \frac{0.01}{8^{0.0049}}$.
"""


def _items():
    return [it for it in reader_items(YARN) if it["status"] != "definition"]


def test_a_rounded_exponent_of_the_other_side_is_not_a_finding():
    it = next(i for i in _items() if i["link"]["rhs"].strip() == r"\frac{0.01}{8^{0.0039}}")
    assert it["status"] == "undecided" and it["cause"] == "rounded input"


def test_a_decimal_that_rounds_no_part_of_the_other_side_still_fails():
    it = next(i for i in _items() if i["link"]["rhs"].strip() == r"\frac{0.01}{8^{0.0049}}")
    assert it["status"] == "inconsistent"  # 0.25/64 = 0.0039…, not 0.0049


def test_a_chain_opening_with_a_name_concludes_on_the_value_it_computes():
    ends = [i for i in _items() if i["reason"].startswith("the chain's conclusion")]
    assert len(ends) == 1
    # 10000^{-1/2} / 8^{1/256} = 0.00992, which does not round to 0.0097
    assert ends[0]["link"]["lhs"].startswith(r"\frac{10000^{-64/128}}")
    assert ends[0]["status"] == "inconsistent"


CAPPED = r"""# Inputs of an approximation

A slip: $\frac{0.01}{8^{0.0039}} \approx 0.0097$. Rounded thirds: $0.33 + 0.33 + 0.33 \approx 1.00$.
"""


def test_an_input_of_an_approximation_is_read_as_rounded_by_at_most_one_percent():
    got = {it["link"]["lhs"].strip(): it for it in reader_items(CAPPED) if it["status"] != "definition"}
    # 0.01/8^{0.0039} = 0.00992: consistent with 0.0097 only if 0.01 may be anything in [0.005, 0.015] (held-out
    # set 13, a reviewer: 0.01 is 10000^{-1/2} there, exact); read as rounded by at most 1 %, it still fails
    assert got[r"\frac{0.01}{8^{0.0039}}"]["status"] == "inconsistent"
    # three thirds rounded to 0.33 sum to 1.00 within that reading (0.99 ± 0.0099)
    assert got[r"0.33 + 0.33 + 0.33"]["status"] == "consistent"


def test_a_number_in_scientific_notation_is_shown_to_its_mantissas_digits():
    # 2.1 × 10^9 is 2.1 shown to two figures, times 10^9: 2^31 = 2.147e9 rounds to it (the mantissa was read as an
    # input rounded by at most 1 %, and the true line was reported false); 2^11 = 2048 does not (2.0 × 10^3)
    from tests.conftest import reader_items

    items = {(it["link"]["lhs"].strip(), it["link"]["rhs"].strip()): it["status"] for it in reader_items(
        "$2^{31} \\approx 2.1 \\times 10^9$ and $2^{31} \\approx 2.1 \\cdot 10^{9}$ and $x = 2^{-13} \\approx "
        "1.2 \\times 10^{-4}$, but $2^{11} \\approx 2.1 \\times 10^3$.\n")}
    assert items[("2^{31}", "2.1 \\times 10^9")] == "consistent"
    assert items[("2^{31}", "2.1 \\cdot 10^{9}")] == "consistent"
    assert items[("2^{-13}", "1.2 \\times 10^{-4}")] == "consistent"  # 1.22e-4
    assert items[("2^{11}", "2.1 \\times 10^3")] == "inconsistent"


def test_a_magnitude_written_after_the_formula_scales_its_last_number():
    # "$2^{31} \\approx 2.1$ billion": the 2.1 was compared with 2^31 itself and reported false
    items = reader_items("So $2^{31} \\approx 2.1$ billion, and $2^{31} \\approx 3.1$ billion is a slip.\n\n"
                         "总数约 $2^{31} \\approx 21.5$ 亿。\n")
    status = {it["link"]["rhs"].strip(): (it["status"], it["reason"]) for it in items}
    assert status["2.1"][0] == "consistent" and "billion" in status["2.1"][1]
    assert status["3.1"][0] == "inconsistent"
    assert status["21.5"][0] == "consistent" and "亿" in status["21.5"][1]
    # one significant digit, an integer: shown to its last nonzero digit; '=' with a number in words is not exact
    loose = {it["link"]["lhs"].strip(): it for it in reader_items(
        "$2^{29} \\approx 0.5$ billion, $8192^2 \\approx 67$ million, $2^{30} = 1$ billion, $2^{31} \\approx 3$ "
        "billion.\n")}
    assert loose["2^{29}"]["status"] == "consistent" and loose["8192^2"]["status"] == "consistent"
    assert loose["2^{30}"]["status"] == "undecided" and loose["2^{31}"]["status"] == "inconsistent"
