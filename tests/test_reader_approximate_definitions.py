"""A name the document gives only with '≈' and a formula (``N_{params} \\approx 2VD + TD + L(12D^2 + 2D) + D``, a
parameter count that leaves out biases): later worked values of that name may agree with it (consistent), and one that
does not is undecided, never a finding (how far the formula is from the name's value is not written). From a held-out
training-memory post whose two parameter counts were undecided for want of any value of N_params."""
from conftest import reader_items

DOC = r"""# Memory

The parameter count is

$$
N_{params} \approx 2VD + TD + L(12D^2 + 2D) + D
$$

**Configuration:** $L=48, D=1600, T=1024, V=50257$.

- Total $N_{params} \approx {value}$.
"""


def _status(text: str, lhs: str, rhs: str) -> dict:
    found = [it for it in reader_items(text) if it["link"]["lhs"].strip() == lhs and it["link"]["rhs"].strip() == rhs]
    assert len(found) == 1, [(it["link"], it["status"]) for it in reader_items(text)]
    return found[0]


def test_a_worked_value_of_a_name_given_with_approximately_agrees_with_its_formula_or_stays_open():
    it = _status(DOC.replace("{value}", "1.637 \\times 10^9"), "N_{params}", "1.637 \\times 10^9")
    assert it["status"] == "consistent", it  # (2*50257*1600 + 1024*1600 + 48*(12*1600^2 + 3200) + 1600 = 1,637,176,000)
    assert any(b["name"] == "N_{params}" for b in it["bindings"]), it
    off = _status(DOC.replace("{value}", "1.5 \\times 10^9"), "N_{params}", "1.5 \\times 10^9")
    assert off["status"] == "undecided" and off["cause"] == "approximate definition", off
    assert "only approximately" in off["reason"], off
    defined = _status(DOC.replace("{value}", "1.637 \\times 10^9"), "N_{params}", "2VD + TD + L(12D^2 + 2D) + D")
    assert defined["status"] == "definition" and "only approximately" in defined["reason"], defined


def test_a_name_defined_before_is_checked_and_a_unit_statement_is_no_definition():
    before = DOC.replace("The parameter count is", "Let $N_{params} = 2VD$. The parameter count is").replace(
        "{value}", "1 \\times 10^9")
    it = _status(before, "N_{params}", "2VD + TD + L(12D^2 + 2D) + D")
    assert it["status"] != "definition", it
    unit = _status("# U\n\nRoughly $1 \\text{GB} \\approx 3 \\times 10^9 \\text{bytes}$.\n", "1 \\text{GB}",
                   "3 \\times 10^9 \\text{bytes}")
    assert unit["status"] == "inconsistent", unit


def test_an_approximation_whose_sides_are_equal_says_so():
    it = _status("# A\n\nSo $(a+b)^2 \\approx a^2 + 2ab + b^2$.\n", "(a+b)^2", "a^2 + 2ab + b^2")
    assert it["status"] == "consistent" and "the sides are equal" in it["reason"], it
    near = _status("# A\n\nFor small $x$, $\\sin x \\approx x$.\n", "\\sin x", "x")
    assert near["status"] == "consistent" and "regime" in near["reason"], near
