"""Issue 32, worked vectors: ``q' = R(\\theta) q`` with the rotation and the vector written out is the vector it
computes (its factors in the one order their shapes allow), so a rotated vector stated in numbers is checked entry by
entry (rounding to the digits shown), and so are its length and a vector restated; "take q = (1, 2)" where the
document defined q = (q_1, q_2) is a worked example's input to the next heading.  Documents written for these tests."""
from tests.conftest import reader_items


def _at(items, line):
    return [(it["link"]["lhs"].strip(), it["status"], it["reason"]) for it in items if it["line"] == line]


ROTATED = r"""# A worked rotation

Take the query $q = (1, 0)$ and the angle $\theta = \pi/6$. The rotation matrix is

$$R(\theta) = \begin{pmatrix} \cos\theta & -\sin\theta \\ \sin\theta & \cos\theta \end{pmatrix}$$

and the rotated query is $q' = R(\theta) q$.

So $q' = (0.866, 0.5)$ and its length is still $\|q'\| = 1$. A slip: $q' = (0.866, 0.6)$.

Lengths of written vectors: $p = (3, 4)$ has $\|p\| = 5$.
"""


def test_a_rotated_vector_written_in_numbers_is_checked_against_the_rotation():
    items = reader_items(ROTATED)
    assert _at(items, 7)[0][1] == "definition"
    statuses = [status for _, status, _ in _at(items, 9)]
    assert statuses == ["consistent", "proved", "inconsistent"], _at(items, 9)
    assert "entry 2 of 2" in _at(items, 9)[2][2]
    assert [s for _, s, _ in _at(items, 11)][-1] == "consistent", _at(items, 11)  # ‖(3, 4)‖ = 5


EXAMPLE = r"""# Rotation

For a 2D query $\mathbf{q} = (q_1, q_2)$ the rotation matrix is

$$\mathbf{R}(\theta) = \begin{bmatrix} \cos\theta & -\sin\theta \\ \sin\theta & \cos\theta \end{bmatrix}$$

and the rotated query is

$$\mathbf{q}' = \mathbf{R}(\theta)\mathbf{q}$$

## Example

Take $\mathbf{q} = (1, 2)$ and $\theta = 0.5$. Then $\mathbf{q}' \approx (-0.0813, 2.2346)$.

With a slip: $\mathbf{q}' \approx (0.0813, 2.2346)$.

## Later

In general $\mathbf{q}' \approx (-0.0813, 2.2346)$ is not true.
"""


def test_a_worked_example_gives_the_components_their_values_to_the_next_heading():
    items = reader_items(EXAMPLE)
    [(_, status, reason)] = [x for x in _at(items, 13) if x[0] == "\\mathbf{q}"]
    assert status == "definition" and reason.startswith("a worked example's value"), reason
    assert [x[1] for x in _at(items, 13) if x[0] == "\\mathbf{q}'"] == ["consistent"], _at(items, 13)
    [(_, status, reason)] = _at(items, 15)
    assert status == "inconsistent" and "entry 1 of 2" in reason, reason  # cos 0.5 - 2 sin 0.5 = -0.0813
    [(_, status, reason)] = _at(items, 19)
    assert status == "undecided", reason  # after the example's heading q is (q_1, q_2) and θ is free again


def test_no_product_is_computed_when_a_factor_is_not_written_out():
    text = r"""# Projections

$R(\theta) = \begin{pmatrix} \cos\theta & -\sin\theta \\ \sin\theta & \cos\theta \end{pmatrix}$ and $x = (1, 0)$.

The query is $q = R(\theta) W x$, so $q = (1, 0)$.
"""
    items = reader_items(text)
    assert all(status != "inconsistent" for _, status, _ in _at(items, 5)), _at(items, 5)  # W is not written out
