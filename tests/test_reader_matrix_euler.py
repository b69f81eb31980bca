"""A scalar exponential beside names read as matrices is written in Euler's form before a matrix identity is given
up (held-out set 13: with x a matrix in its chapter, ``z e^{i\\theta} = (x + iy)(\\cos\\theta + i\\sin\\theta)`` was
"not an identity of matrices of arbitrary shapes")."""
from tests.conftest import reader_items

DOC = r"""# Attention and rotation

The output is $o = x W_V^\top + y W_V^\top$.

Here $i$ is the imaginary unit, $i^2 = -1$. A point $z = x + iy$ rotated by $\theta$ is

$$ z' = z \cdot e^{i\theta} = (x + iy)(\cos(\theta) + i\sin(\theta)) $$

and a slip: $z \cdot e^{i\theta} = (x + iy)(\cos(\theta) - i\sin(\theta))$.
"""


def _by_rhs() -> dict:
    return {it["link"]["rhs"].strip(): it for it in reader_items(DOC) if it["status"] != "definition"}


def test_euler_form_decides_a_product_with_matrices():
    assert _by_rhs()[r"(x + iy)(\cos(\theta) + i\sin(\theta))"]["status"] == "proved"


def test_a_wrong_sign_is_not_proved():
    assert _by_rhs()[r"(x + iy)(\cos(\theta) - i\sin(\theta))"]["status"] != "proved"
