"""Issue 32, worked values that hold for no value of their unknown: "f_{d/2-1} = 10000^{-1}" under f_m = 10000^{-2m/d}
is false whatever d is (SymPy: no real solution), so it is a finding whether the text meant an identity in d or an
equation for d, and the verdict says that the sides meet only as d → ∞; but a value that holds for the member one
index away, where the document's numbering allows that member, is a numbering slip and stays undecided.
Documents written for these tests."""
from suite.reader.check import check_document
from suite.reader.formats import read_text


def _items(text: str, name: str = "doc.md") -> list[dict]:
    return check_document(read_text(name, text))["items"]


def _at(items: list[dict], line: int, lhs: str) -> dict:
    found = [it for it in items if it["line"] == line and it["link"]["lhs"] == lhs]
    assert len(found) == 1, [(it["line"], it["link"], it["status"]) for it in items]
    return found[0]


LOWEST = r"""# Frequencies

The frequencies are $f_m = 10000^{-2m/d}$ for $m = 0, 1, \ldots, d/2-1$.

The lowest one is $f_{d/2-1} = 10000^{-1}$.
"""


def test_a_worked_value_no_value_of_its_unknown_gives_is_a_finding_that_names_the_limit():
    it = _at(_items(LOWEST), 5, "f_{d/2-1}")
    assert it["status"] == "inconsistent", it["reason"]
    assert "no real value of d makes the sides equal" in it["reason"]
    assert "only as d → ∞" in it["reason"]
    assert "at d = 64 the sides are 0.000133352 and 0.000100000" in it["reason"], it["reason"]


def test_a_worked_value_that_some_value_of_its_unknown_gives_is_not_a_finding():
    it = _at(_items(LOWEST.replace("10000^{-1}", "10000^{-1/2}")), 5, "f_{d/2-1}")
    assert it["status"] != "inconsistent", it["reason"]  # d = 4 gives it


def test_a_value_that_the_next_member_in_range_has_is_a_numbering_slip_not_a_finding():
    text = r"""# Rotation frequencies

Each pair rotates by $\theta_i = 10000^{-2i/d}$.

The first pair has $\theta_1 = 10000^{-0/128}$.
"""
    it = _at(_items(text), 5, r"\theta_1")
    assert it["status"] == "undecided", it["reason"]
    assert "holds for theta[0]" in it["reason"] and "another origin" in it["reason"]


def test_a_member_outside_the_documents_range_is_no_way_out():
    # f_{d/2} would give 10000^{-1}, but m stops at d/2 - 1: the refutation stands
    it = _at(_items(LOWEST), 5, "f_{d/2-1}")
    assert "another origin" not in it["reason"], it["reason"]
    unranged = LOWEST.replace(r" for $m = 0, 1, \ldots, d/2-1$", "")
    it = _at(_items(unranged), 5, "f_{d/2-1}")
    assert it["status"] == "undecided" and "holds for f[d/2]" in it["reason"], it["reason"]


def test_symbols_that_go_to_a_limit_together_stay_apart():
    # with one value for every symbol, x ≈ y would "hold in the regime all → 0"
    it = _at(_items("# Notes\n\nWe might expect $x \\approx y$ here.\n"), 3, "x")
    assert it["status"] == "undecided", it["reason"]
    assert "regime" not in it["reason"] or "no regime" in it["reason"], it["reason"]
