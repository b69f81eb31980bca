"""A ``\\;`` that is only spacing is not a second statement, and a product of two vectors that fits only with a
vector taken as a matrix is not a counterexample (held-out set 11, first run)."""
from suite.reader.chains import chain_links
from tests.conftest import reader_items

_SOFT = "beside a comma"


def _links(row: str) -> list[tuple[str, str, str, bool]]:
    return [(a.strip(), r, b.strip(), bool(note and note.startswith(_SOFT))) for a, r, b, note, *_ in chain_links(row)]


def test_a_leading_thin_space_opens_no_second_statement():
    # \;x: the \; is a command of its own, not "\" followed by the list separator ";"
    assert _links(r"\;x_i=\text{embed}(w_i)+p(i)") == [("x_i", "=", r"\text{embed}(w_i)+p(i)", False)]


def test_a_thin_space_beside_an_operator_is_spacing():
    assert _links(r"f(x)=a\odot b\;+\;c\odot d") == [("f(x)", "=", r"a\odot b + c\odot d", False)]
    assert _links(r"a \;=\; b") == [("a", "=", "b", False)]


def test_a_checkmark_after_the_formula_is_a_mark():
    assert _links(r"x_1 + x_2 = y\;\checkmark") == [("x_1 + x_2", "=", "y", False)]


def test_a_run_of_thin_spaces_breaks_like_a_quad():
    got = _links(r"a = b + c \;\;\;\; \scriptstyle \text{where c is the carry}")
    assert got == [("a", "=", "b + c", False)]
    assert _links(r"q_n = R_n x_n, \; \; \; \;k_m = R_m x_m") == [("q_n", "=", "R_n x_n", False),
                                                                 ("k_m", "=", "R_m x_m", False)]


def test_a_single_thin_space_before_a_condition_still_separates():
    # the guard: x = 1 \; (x > 0) is a value beside a condition, not paired
    assert _links(r"x = 1 \; (x>0)") == [("x", "=", "1", True)]


ROTATED_DOT = r"""The rotation is $R(\alpha)=\begin{bmatrix}\cos\alpha & -\sin\alpha\\ \sin\alpha & \cos\alpha\end{bmatrix}$.

Rotate each: $q_m=R(m\theta)\,q$, $k_n=R(n\theta)\,k$.

Then $\;q_m\cdot k_n=\big(R(m\theta)q\big)^{\top}\big(R(n\theta)k\big)=q^{\top}R(m\theta)^{\top}R(n\theta)\,k$.
"""


def test_a_dot_of_two_rotated_vectors_is_not_refuted_by_taking_a_vector_as_a_matrix():
    items = [it for it in reader_items(ROTATED_DOT) if it["line"] == 5]
    first = next(it for it in items if it["link"]["lhs"].strip() == r"q_m\cdot k_n")
    # q_m · k_n = (R q)^T (R k) is true for vectors; the products fit only with q a 2×2 matrix
    assert first["status"] == "undecided", first
    assert first["cause"] == "vector or matrix shapes not fixed"
    assert "q, written in lower case" in first["reason"]
    second = next(it for it in items if it["link"]["rhs"].strip().startswith("q^{\\top}"))
    assert second["status"] == "proved", second
