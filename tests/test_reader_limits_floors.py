"""The variable of a limit is bound there: neither the document's value of that letter nor a value written in it is
substituted into the limit or captured by it (held-out set 12: under ``\\beta = 10000^{2/d}`` and ``\\beta' = \\beta
k^{2/d}``, ``\\lim_{\\beta \\to \\beta'} \\cos(n/\\beta^m)`` became a limit of β towards an expression in β, and was
left as a reader failure).  A floor or a ceiling of a decimal is computed, in Arb, where the ball holds no integer."""
from tests.conftest import reader_items

BASE = r"""# Base

Let $\beta = 10000^{2/d}$. Scaling the base gives $\beta' = \beta k^{2/d}$.

The encoding is continuous in the base:

$$\lim_{\beta \to \beta'} \cos\left(\frac{n}{\beta^m}\right) = \cos\left(\frac{n}{(\beta')^m}\right)$$

and $\lim_{x \to 0} \frac{\sin(\beta x)}{x} = \beta$, but $\lim_{\beta \to \beta'} \frac{n}{\beta^m} = \frac{n}{\beta'^{m+1}}$.
"""


def _by_rhs(text: str) -> dict:
    return {it["link"]["rhs"].strip(): it for it in reader_items(text) if it["status"] != "definition"}


def test_a_limits_variable_is_bound_apart_from_the_documents_values():
    got = _by_rhs(BASE)
    assert got[r"\cos\left(\frac{n}{(\beta')^m}\right)"]["status"] == "proved"


def test_outside_the_limit_the_letter_keeps_the_documents_value():
    got = _by_rhs(BASE)
    # lim_{x→0} sin(βx)/x = β: proved, with β = 10000^{2/d} substituted (a guard: it held before the change too)
    assert got[r"\beta"]["status"] == "proved"


def test_a_wrong_limit_with_a_bound_variable_is_refuted():
    got = _by_rhs(BASE)
    # lim n/β^m as β → β' is n/β'^m, not n/β'^{m+1}
    assert got[r"\frac{n}{\beta'^{m+1}}"]["status"] == "inconsistent"


FLOORS = r"""# Digits

Rounding down: $\lfloor 2.5 \rfloor = 2$, and up: $\lceil 2.5 \rceil = 2$.
"""


def test_floor_and_ceiling_of_decimals_are_computed():
    got = {it["link"]["lhs"].strip(): it["status"] for it in reader_items(FLOORS) if it["status"] != "definition"}
    assert got[r"\lfloor 2.5 \rfloor"] == "consistent"  # (closed arithmetic that holds is "consistent")
    assert got[r"\lceil 2.5 \rceil"] == "inconsistent"  # ⌈2.5⌉ = 3
