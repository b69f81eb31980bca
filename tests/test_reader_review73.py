"""Wrong verdicts an independent review (helper 73) found on held-out set 11, each kept fixed.

Each test fails on the code before its fix (the slides below are written after the held-out slides' derivation,
in other words)."""
from tests.conftest import reader_items


SUCH_THAT = r"""# 区分度

假设存在 $i, j$ 位置, 那么存在整数 $m$, 使得 $j\theta_{k} - i\theta_{k} = 2m\pi$, 那么 $\theta_{k} = \dfrac{2m\pi}{j-i}$。
"""

SLIDES = r"""\documentclass{beamer}
\begin{document}
\begin{frame}[t]{Magnitude}
    Two equations follow:
    \begin{gather}
        \Theta_k(x_n, n) - \Theta_q(x_m, m) = \Theta_g(x_m, x_n, n - m)
    \end{gather}
    Now suppose that $m = n$.
    \[R_q(x_m, m) R_k(x_n, n) = R_g(x_m, x_n, 0)\]
\end{frame}

\begin{frame}[t]{Argument}
    With the same trick, setting $m=n$:
    \begin{align}
        \Theta_q(x_m, m) - \Theta(x_n, n) &= \Theta_g(x_m, x_n, 0)\\
        &= \Theta(x_m, 0) - \Theta(x_n, 0) = \theta_q - \theta_k
    \end{align}
    Moving terms:
    \[\Theta_q(x_m, m) - \theta_q = \Theta_k(x_n, m) - \theta_k\]
    These depend on $m$ only, whether $x = x_n$ or $x = x_m$ (likewise $x = x_q$ and $x = x_k$)\newline
    Define $\phi(m)$ as:
    \[\phi(m) = \Theta_q(x_m, m) - \theta_q = \Theta_k(x_n, n) - \theta_k\]
\end{frame}

\begin{frame}[t]{Next}
    From before:
    \[\Theta_q(x_m, m) - \Theta_k(x_n, n) = \Theta_g(x_m, x_n, n-m)\]
    and take $n = m+1$ so:
    \begin{gather}
    \Theta_q(x_m, m) - \Theta_k(x_{m+1}, m+1) = \Theta_g(x_m, x_{m+1}, 1)
    \end{gather}
    Then:
    \begin{align*}
       \phi(m) &= \Theta_q(x_m, m) - \theta_q \Longrightarrow \Theta_q(x_m,m) = \phi(m) + \theta_q\\
       \phi(m+1)&= \Theta_k(x_{m+1}, m+1) - \theta_k \Longrightarrow \Theta_k(x_{m+1}, m+1) = \phi(m+1) + \theta_k
    \end{align*}
\end{frame}
\end{document}
"""


def _status(doc, lhs):
    found = [it for it in reader_items(doc) if it["link"]["lhs"].strip() == lhs]
    assert found, [(it["link"], it["status"]) for it in reader_items(doc)]
    return found[0]


def test_what_follows_shi_de_such_that_is_a_condition_not_a_claim():
    it = _status(SUCH_THAT, "j\\theta_{k} - i\\theta_{k}")
    assert it["status"] == "definition", it


def test_the_second_of_two_values_given_with_or_is_an_alternative_not_a_claim():
    items = [it for it in reader_items(SLIDES, "slides.tex") if it["link"]["rhs"].strip() == "x_m"]
    assert items and items[0]["status"] == "definition" and "alternative" in items[0]["reason"], items


def test_a_functions_chain_side_in_another_variable_after_setting_m_n_is_not_its_value():
    found = [it for it in reader_items(SLIDES, "slides.tex") if it["link"]["lhs"].strip() == "\\phi(m+1)"]
    assert found and found[0]["status"] != "proved", found
