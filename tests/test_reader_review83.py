"""Cases a reviewer (helper 83) found in this session's reader changes, each shown with a small document."""
import time

from tests.conftest import reader_items


def _rel(text: str) -> dict:
    return {it["link"]["lhs"].strip(): it for it in reader_items(text) if it["status"] != "definition"}


def test_a_rounded_part_search_neither_fails_nor_hangs_on_a_huge_power():
    t0 = time.process_time()
    got = _rel(r"$2^{2^{50.5}} + 1 = 0.7 \cdot 3$ and $2^{0.5 \cdot 10^{10}} = 3 \cdot 1.5$")
    assert got[r"2^{2^{50.5}} + 1"]["status"] == "inconsistent"
    assert got[r"2^{0.5 \cdot 10^{10}}"]["status"] == "inconsistent"
    assert time.process_time() - t0 < 15  # (it had run out of the 20 s budget, taking 1.7 GB)


def test_a_one_digit_decimal_names_no_rounded_part():
    # 0.9 lies within half a unit of 10000^{-2/256} = 0.9306 on the other side, an unrelated part: it is not read as
    # that part rounded, so 0.0078 alone is the rounded input and the step stays undecided
    got = _rel(r"$\cos(0.9) + 10000^{-0.0078} = \cos(0.9) + 10000^{-2/256}$")
    assert got[r"\cos(0.9) + 10000^{-0.0078}"]["cause"] == "rounded input"


def test_a_constant_opening_a_chain_is_its_conclusions_side():
    got = {(it["link"]["lhs"].strip(), it["link"]["rhs"].strip()): it["status"]
           for it in reader_items(r"$\pi = \frac{C}{d} = \frac{22}{7} \approx 3.143$") if it["status"] != "definition"}
    assert got[(r"\pi", "3.143")] == "inconsistent"  # π = 3.14159…


def test_an_exponential_in_a_block_matrix_does_not_make_a_matrix_a_number():
    got = _rel(r"""Let $W \in \mathbb{R}^{n \times n}$ and $H = X W$.

The block exponential is $E = \begin{pmatrix} e^{X} & 0 \\ 0 & e^{W} \end{pmatrix}$.

A slip: $X W = W X$.""")
    assert got["X W"]["status"] != "proved"


def test_an_approximate_matrix_times_names_is_not_a_finding():
    got = _rel(r"""$$R_3 \approx \begin{bmatrix} 0.9996 & -0.0300 \\ 0.0300 & 0.9996 \end{bmatrix}$$

Exactly: $R_3 \begin{bmatrix} x \\ y \end{bmatrix} = \begin{bmatrix} \cos(0.03) x - \sin(0.03) y \\ \sin(0.03) x + \cos(0.03) y \end{bmatrix}$.""")
    it = got[r"R_3 \begin{bmatrix} x \\ y \end{bmatrix}"]
    assert it["status"] == "undecided" and "not checked" in it["reason"]


def test_a_definition_used_in_a_limits_body_varies_with_its_variable():
    got = _rel(r"""Let $\beta = 10000^{2/d}$. Scaling the base gives $\beta' = \beta k^{2/d}$.

With no scaling the base is unchanged: $\lim_{k \to 1} \beta' = \beta$.

Let $g = \frac{\sin x}{x}$. Then $\lim_{x \to 0} g = 1$.""")
    assert got[r"\lim_{k \to 1} \beta'"]["status"] == "proved"
    assert got[r"\lim_{x \to 0} g"]["status"] == "consistent"
    assert "_k" not in got[r"\lim_{k \to 1} \beta'"]["reason"]
