"""'Σ_{i=0}^{d/2−1} g(i) ≈ c ∫_0^1 h(s) ds' read as a Riemann sum: with the nodes s = 2i/d the summand is φ(s), and
as d → ∞ the sum is (d/2) ∫_0^1 φ(s) ds (1 + o(1)).  The right integral with the right factor is consistent; a
missing factor or another integrand is a finding, shown at a test point and at the document's d; a text that allows
a constant factor is not held to one.  Numbers recomputed with mpmath at 40 digits (b = 10000, m = 50, d = 128):
the sum is 34.9551, 64 ∫_0^1 cos(50 b^{-2s}) ds = 48.3832, 64 ∫_0^1 cos(50 b^{-s}) ds = 32.7665 (ratio 1.4766)."""
import pytest

from conftest import reader_items

_SUM = "\\sum_{i=0}^{d/2-1} \\cos(m b^{-2i/d})"


def _item(doc: str) -> dict:
    (it,) = [x for x in reader_items(doc) if x["link"]["lhs"].strip() == _SUM]
    return it


def test_the_sums_own_integral_is_consistent():
    it = _item(f"# R\n\nLet $b = 10000$. For large $d$, ${_SUM} \\approx \\frac{{d}}{{2}}\\int_0^1 \\cos(m b^{{-s}}) ds$.\n")
    assert it["status"] == "consistent" and "nodes s = 2*i/d" in it["reason"], it


@pytest.mark.parametrize("rhs, shown", [
    # the factor d/2 left out ('用积分代替求和' is a summation, no equation to solve): the ratio tends to 0
    ("\\int_0^1 \\cos(m b^{-s}) ds", "tends to 0 at"),
    # b^{-2s} for b^{-s}: at m = 50 the right side over the sum tends to 1.477; at d = 128, 48.383 against 34.955
    ("\\frac{d}{2}\\int_0^1 \\cos(m b^{-2s}) ds", "tends to 1.477 at m = 50"),
])
def test_another_integral_or_a_missing_factor_is_a_finding(rhs, shown):
    doc = f"# R\n\nLet $b = 10000$ and $d = 128$.\n\n渐近估计的思路，是用积分代替求和：${_SUM} \\approx {rhs}$。\n"
    it = _item(doc)
    assert it["status"] == "inconsistent" and shown in it["reason"], it
    if "2s" in rhs:
        assert "the sum is 34.955 and the other side 48.383" in it["reason"], it


def test_a_constant_factor_the_text_allows_is_no_finding():
    doc = f"# R\n\nLet $b = 10000$. Up to a constant factor, ${_SUM} \\approx \\int_0^1 \\cos(m b^{{-s}}) ds$.\n"
    assert _item(doc)["status"] != "inconsistent", reader_items(doc)


@pytest.mark.parametrize("words, status", [("对 $k$ 求和可得", "inconsistent"), ("解析地，", "inconsistent"),
                                           ("解方程", "undecided")])
def test_summation_and_analytic_are_no_equation_to_solve(words, status):
    """Σ_{k=1}^{n} k = n(n + 1)/2, not n² + 1 (n = 2: 3 against 5); '解方程' (solve the equation) keeps it a question."""
    doc = f"# S\n\n{words} $\\sum_{{k=1}}^{{n}} k = n^2 + 1$。\n"
    (it,) = [x for x in reader_items(doc) if x["status"] != "definition"]
    assert it["status"] == status, it


@pytest.mark.parametrize("rhs, status", [("\\text{Ci}(m/b^2) - \\text{Ci}(m)", "consistent"),
                                         ("-[\\text{Ci}(m/b^2) - \\text{Ci}(m)]", "inconsistent")])
def test_a_cosine_integral_written_as_an_improper_integral_is_computed(rhs, status):
    """Ci(x) = −∫_x^∞ cos t/t dt (DLMF 6.2.10), so ∫_m^{m/b²} cos t/t dt = Ci(m/b²) − Ci(m): at m = 2, b = 3 that is
    Ci(2/9) − Ci(2) = −0.9392 − 0.4230 = −1.3622 (mpmath, and its quadrature of the integral), and the opposite sign is a
    slip."""
    doc = (f"# C\n\nWe write $\\text{{Ci}}(x) = -\\int_x^{{\\infty}} \\frac{{\\cos t}}{{t}} dt$.\n\nThen "
           f"$\\int_m^{{m/b^2}} \\frac{{\\cos t}}{{t}} dt = {rhs}$.\n")
    (it,) = [x for x in reader_items(doc) if x["status"] != "definition"]
    assert it["status"] == status, it
