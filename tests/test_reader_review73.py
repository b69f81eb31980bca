"""Wrong verdicts an independent review (helper 73) found on held-out set 11, each kept fixed.

The first test fails on the code before the fix. The other two are guards: these short documents do not reproduce
the held-out slides' wrong "proved" (which needed more of their bindings), so they pass on the old code as well; the
fix was checked on the held-out file itself (lines 262 and 278 went from proved to a condition and undecided)."""
from tests.conftest import reader_items


SUCH_THAT = r"""# 区分度

假设存在 $i, j$ 位置, 那么存在整数 $m$, 使得 $j\theta_{k} - i\theta_{k} = 2m\pi$, 那么 $\theta_{k} = \dfrac{2m\pi}{j-i}$。
"""

OR_CASE = r"""# Values

By a similar trick setting $m=n$:

$$\Theta_q(x_m, m) - \theta_q = \Theta_k(x_n, m) - \theta_k$$

Observe that values only related to $m$, independent if $x = x_n$ or $x = x_m$.
"""

SETTING = r"""# Argument

By a similar trick setting $m=n$:

$$\Theta_q(x_m, m) - \theta_q = \Theta_k(x_n, m) - \theta_k$$

Let $\phi(m)$ be:

$$\phi(m) = \Theta_q(x_m, m) - \theta_q = \Theta_k(x_n, n) - \theta_k$$

Recall $\Theta_q(x_m, m) - \Theta_k(x_n, n) = \Theta_g(x_m, x_n, n-m)$ and let $n = m+1$ so:

$$\phi(m+1) = \Theta_k(x_{m+1}, m+1) - \theta_k$$
"""


def _status(doc, lhs):
    found = [it for it in reader_items(doc) if it["link"]["lhs"].strip() == lhs]
    assert found, [(it["link"], it["status"]) for it in reader_items(doc)]
    return found[0]


def test_what_follows_shi_de_such_that_is_a_condition_not_a_claim():
    it = _status(SUCH_THAT, "j\\theta_{k} - i\\theta_{k}")
    assert it["status"] == "definition", it


def test_the_second_alternative_of_an_if_is_a_condition_too():
    items = [it for it in reader_items(OR_CASE) if it["link"]["rhs"].strip() == "x_m"]
    assert items and items[0]["status"] != "proved", items


def test_a_functions_chain_side_in_another_variable_after_setting_m_n_is_not_its_value():
    it = _status(SETTING, "\\phi(m+1)")
    assert it["status"] != "proved", it
