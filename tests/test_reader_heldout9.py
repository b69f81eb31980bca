"""Wrong verdicts a held-out evaluation (helper 67, ten unseen documents) found, each kept fixed with a document
written for the test."""
from tests.conftest import reader_verdicts


_verdicts = reader_verdicts


WORKED = r"""# Rotating a query

At position $m = 2$ the rotation matrix is

$$
R_2 = \begin{bmatrix}
\cos(0.02) & -\sin(0.02) & 0 & 0 \\
\sin(0.02) & \cos(0.02) & 0 & 0 \\
0 & 0 & \cos(0.0002) & -\sin(0.0002) \\
0 & 0 & \sin(0.0002) & \cos(0.0002)
\end{bmatrix}
$$

Rotated query:

$$
q_2 = R_2 \begin{bmatrix} 0.9 \\ 0.4 \\ 0.6 \\ 0.3 \end{bmatrix} = \begin{bmatrix} 0.8918 \\ 0.4179 \\ 0.5999 \\ 0.3001 \end{bmatrix}
$$

and a slip: $R_2 \begin{bmatrix} 0.9 \\ 0.4 \\ 0.6 \\ 0.3 \end{bmatrix} = \begin{bmatrix} 0.8918 \\ 0.4179 \\ 0.6001 \\ 0.3001 \end{bmatrix}$.

The key at position $n = 3$ is rotated by its own matrix:

$$
k_3 = R_3 \begin{bmatrix} 0.2 \\ 0.8 \\ 0.5 \\ 0.7 \end{bmatrix} = \begin{bmatrix} 0.1759 \\ 0.8059 \\ 0.4998 \\ 0.7002 \end{bmatrix}
$$

and only the distance matters: $R_2^T R_5 = R_{5-2}$.
"""


def test_a_matrix_product_with_rounded_entries_is_read_as_rounded_results():
    got = _verdicts(WORKED)
    right = [v for k, v in got.items() if "0.5999" in k and k.startswith("R_2")]
    slip = [v for k, v in got.items() if "0.6001" in k]
    assert right == ["consistent"] and slip == ["inconsistent"], got


def test_a_matrix_the_document_does_not_write_out_on_one_side_gives_no_finding():
    got = _verdicts(WORKED)
    assert [v for k, v in got.items() if k.startswith("R_3")] == ["undecided"], got
    assert got["R_2^T R_5 = R_{5-2}"] != "inconsistent", got


def test_a_value_at_one_argument_is_not_the_function_everywhere():
    got = _verdicts(r"""# Scaling

If each dimension is independent with $\text{Var}(q_i) = \text{Var}(k_i) = 1$, then
$\text{Var}(q \cdot k) = d_k$ and dividing by $\sqrt{d_k}$ gives $\text{Var}(q \cdot k / \sqrt{d_k}) = 1$.
""")
    assert got["\\text{Var}(q \\cdot k / \\sqrt{d_k}) = 1"] != "consistent", got
    assert got["\\text{Var}(q \\cdot k) = d_k"] != "inconsistent", got
