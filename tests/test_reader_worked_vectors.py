"""Issue 32, worked vectors: ``q' = R(\\theta) q`` with the rotation and the vector written out is the vector it
computes (its factors in the one order their shapes allow), so a rotated vector stated in numbers is checked entry by
entry (rounding to the digits shown), and so are its length and a vector restated; "take q = (1, 2)" where the
document defined q = (q_1, q_2) is a worked example's input to the next heading.  Documents written for these tests."""
from suite.reader.check import check_document
from suite.reader.formats import read_text
from tests.conftest import reader_item_at, reader_items


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

In general $\mathbf{q}' \approx (-0.0813, 2.2346)$.
"""


def test_a_worked_example_gives_the_components_their_values_to_the_next_heading():
    items = reader_items(EXAMPLE)
    [(_, status, reason)] = [x for x in _at(items, 13) if x[0] == "\\mathbf{q}"]
    assert status == "definition" and reason.startswith("a worked example's input"), reason
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


# after helper-23's review ------------------------------------------------------------------------------------------
def _run(text):
    return reader_items(text)


def test_a_product_is_computed_in_the_order_it_is_written():
    text = r"""# Row vectors

We use row vectors. Take the query $q = (1, 0)$ and the angle $\theta = \pi/6$. The rotation matrix is

$$R(\theta) = \begin{pmatrix} \cos\theta & -\sin\theta \\ \sin\theta & \cos\theta \end{pmatrix}$$

and the rotated query is $q' = q R(\theta)$.

So $q' = (0.866, -0.5)$. A slip: $q' = (0.866, 0.5)$.
"""
    assert [s for _, s, _ in _at(_run(text), 9)] == ["consistent", "inconsistent"]  # (1, 0) R = (cos θ, −sin θ)


def test_a_vector_computed_in_an_example_holds_no_further_than_its_input():
    text = r"""# Rotation

For a 2D query $\mathbf{q} = (q_1, q_2)$ and $\theta = \pi/2$ the rotation matrix is

$$\mathbf{R}(\theta) = \begin{bmatrix} \cos\theta & -\sin\theta \\ \sin\theta & \cos\theta \end{bmatrix}$$

## Example

Take $\mathbf{q} = (3, 4)$. The rotated query is

$$\mathbf{q}' = \mathbf{R}(\theta)\mathbf{q}$$

so $\mathbf{q}' = (-4, 3)$.

## General case

For a general query, $\|\mathbf{q}'\| = 5$ and $\mathbf{q}' = (-4, 3)$.
"""
    items = _run(text)
    assert [s for _, s, _ in _at(items, 13)] == ["consistent"]
    assert all(s not in ("proved", "consistent", "inconsistent") for _, s, _ in _at(items, 17)), _at(items, 17)


def test_each_worked_example_takes_its_own_input_and_a_result_is_not_an_input():
    text = r"""# Rotation

For a 2D query $\mathbf{q} = (q_1, q_2)$ the rotation matrix is

$$\mathbf{R}(\theta) = \begin{bmatrix} \cos\theta & -\sin\theta \\ \sin\theta & \cos\theta \end{bmatrix}$$

and the rotated query is

$$\mathbf{q}' = \mathbf{R}(\theta)\mathbf{q}$$

## Examples

Take $\theta = \pi/2$ and $\mathbf{q} = (1, 0)$. Then $\mathbf{q}' = (0, 1)$.

Take $\mathbf{q} = (0, 1)$. Then $\mathbf{q}' = (-1, 0)$.

For example, $\mathbf{q} = (3, 4)$ gives $\mathbf{q}' = (-4, 3)$.

## Solving

With $A = \begin{pmatrix} 2 & 1 \\ 1 & 3 \end{pmatrix}$, solving $A \mathbf{q} = (4, 7)$ gives $\mathbf{q} = (2, 2)$.
"""
    items = _run(text)
    for line in (13, 15, 17):
        assert [s for _, s, _ in _at(items, line)][-2:] == ["definition", "consistent"], (line, _at(items, line))
    [(_, status, reason)] = [x for x in _at(items, 21) if x[0] == "\\mathbf{q}"]
    assert status != "definition", reason  # a result to check (it is (1, 2)), not an example's input


def test_a_written_encoding_is_compared_with_its_entries_where_the_dimension_implies_the_pair_range():
    """PE(pos, 2i) = sin(pos/10000^{2i/d}), PE(pos, 2i+1) = cos(…) with d = 4 and no range stated: the 2i/d gives
    i = 0, 1, so PE(2) = [0.909, -0.416, 0.02, 0.9998] is checked entry by entry (and a wrong entry found); with
    d = 512, four entries written out may be the first four: undecided, not a length mismatch."""
    pe = ("$$PE(pos, 2i) = \\sin\\left(\\frac{pos}{10000^{2i/d}}\\right)$$\n\n"
          "$$PE(pos, 2i+1) = \\cos\\left(\\frac{pos}{10000^{2i/d}}\\right)$$\n\n")
    text = "# PE\n\n" + pe + "Let $d = 4$.\n\n$$PE(2) = [0.909, -0.416, 0.02, 0.9998]$$\n\n$$PE(3) = [0.141, -0.99, 0.3, 0.9996]$$\n"
    got = {it["link"]["lhs"]: it for it in check_document(read_text("pe.md", text))["items"]}
    assert got["PE(2)"]["status"] == "consistent", got["PE(2)"]
    assert got["PE(3)"]["status"] == "inconsistent" and "entry 3" in got["PE(3)"]["reason"], got["PE(3)"]  # sin(0.03)
    text = "# PE\n\n" + pe + "Let $d = 512$.\n\n$$PE(2) = [0.909, -0.416, 0.02, 0.9998]$$\n"
    it = next(it for it in check_document(read_text("pe.md", text))["items"] if it["link"]["lhs"] == "PE(2)")
    assert it["status"] in ("undecided", "definition"), it


def test_a_written_encoding_in_the_concatenated_layout_is_undecided_not_a_finding():
    """The definition interleaves sin and cos (PE(pos, 2i), PE(pos, 2i+1)); code often concatenates them: a vector
    written [sin…, sin…, cos…, cos…] that holds in that layout is no finding."""
    text = ("# PE\n\n$$PE(pos, 2i) = \\sin\\left(\\frac{pos}{10000^{2i/d}}\\right)$$\n\n"
            "$$PE(pos, 2i+1) = \\cos\\left(\\frac{pos}{10000^{2i/d}}\\right)$$\n\nLet $d = 4$. In code we concatenate "
            "all sines then all cosines, so $PE(2) = [0.909, 0.02, -0.416, 0.9998]$.\n")
    it = next(it for it in check_document(read_text("pe.md", text))["items"] if it["link"]["lhs"] == "PE(2)")
    assert it["status"] == "undecided" and it["cause"] == "layout of the pieces", it


ENTRIES = r"""# Entries

Let $x = (1, 2, 3)$. Then $\sum_{j=1}^{3} e^{x_j} \approx 30.19$ and $\sum_{j=1}^{3} e^{x_j} \approx 30.5$.

Its entries added: $x_1 + x_2 = 3$.

Let $q = (2, 5)$, so $q_1 q_2 = 10$ and $q_0 + q_1 = 7$.

Shifting leaves the weights alone: $\frac{e^{x_i - c}}{\sum_{j=1}^{n} e^{x_j - c}} = \frac{e^{x_i}}{\sum_{j=1}^{n} e^{x_j}}$.
"""


def test_the_entries_of_a_written_vector_are_its_numbers_where_the_relation_shows_where_its_indices_start():
    items = reader_items(ENTRIES)
    sums = [it for it in items if it["line"] == 3 and it["link"]["relation"] == "≈"]
    assert [it["status"] for it in sums] == ["consistent", "inconsistent"], sums  # e + e^2 + e^3 = 30.1929
    ambiguous = reader_item_at(items, 5)  # 1 + 2 from 1, 2 + 3 from 0: the relation does not say which
    assert ambiguous["status"] == "undecided", ambiguous
    q = [it for it in items if it["line"] == 7 and it["link"]["relation"] == "="][-2:]
    assert [it["status"] for it in q] == ["consistent", "consistent"], q  # q_2 = 5 (from 1); q_0 = 2 (from 0)


def test_a_factor_of_every_term_comes_out_of_a_sum_through_an_exponential():
    it = reader_item_at(reader_items(ENTRIES), 9)
    assert it["status"] == "proved" and "sums normalised" in it["reason"], it


WORKED_SOFTMAX = r"""# Worked softmax

$\mathrm{softmax}([1, 2, 3]) = [0.090, 0.245, 0.665]$

$\text{softmax}(1, 2, 3) \approx (0.09, 0.24, 0.67)$

Scores $s = (2.0, 1.0, 0.1)$ give $\mathrm{softmax}(s) = (0.659, 0.242, 0.099)$.

A slip: $\mathrm{softmax}([1, 2, 3]) = [0.090, 0.245, 0.656]$
"""


def test_softmax_of_a_vector_written_in_numbers_is_computed_entry_by_entry():
    items = reader_items(WORKED_SOFTMAX)
    for line in (3, 5):  # (e, e^2, e^3) / (e + e^2 + e^3) = (0.0900, 0.2447, 0.6652)
        assert reader_item_at(items, line)["status"] == "consistent"
    s = [it for it in items if it["line"] == 7 and "softmax" in it["link"]["lhs"]]
    assert len(s) == 1 and s[0]["status"] == "consistent", s  # (0.6590, 0.2424, 0.0986): a value, not a definition
    slip = reader_item_at(items, 9)
    assert slip["status"] == "inconsistent" and "entry 3 of 3" in slip["reason"], slip


DECLARED = r"""# Softmax

For $x \in \mathbb{R}^n$, $\mathrm{softmax}(x)_i = \frac{e^{x_i}}{\sum_{j=1}^{n} e^{x_j}}$.

With $x = (1, 2, 3)$, $\mathrm{softmax}(x)_3 \approx 0.665$ and $\mathrm{softmax}(x)_1 \approx 0.10$.
"""


def test_a_declared_dimension_is_the_length_of_the_vector_written_for_it():
    items = [it for it in reader_items(DECLARED) if it["line"] == 5 and "softmax" in it["link"]["lhs"]]
    # e^3 / (e + e^2 + e^3) = 0.66524; e / (e + e^2 + e^3) = 0.09003, not 0.10
    assert [it["status"] for it in items] == ["consistent", "inconsistent"], items


DETERMINANTS = r"""# Determinants

Let $U = \begin{pmatrix} 1 & 2 & 3 \\ & 4 & 5 \\ & & 6 \end{pmatrix}$, so $\det U = 24$; a slip writes $\det(U) = 20$.

Let $R_m = \begin{pmatrix} \cos m & -\sin m \\ \sin m & \cos m \end{pmatrix}$. Then $\det R_m = 1$.

Its trace: $\operatorname{tr} R_m = 2\cos m$.
"""


def test_the_determinant_of_a_matrix_the_document_writes_is_computed_and_is_never_a_definition():
    items = reader_items(DETERMINANTS)
    dets = [it for it in items if it["line"] == 3 and "det" in it["link"]["lhs"]]
    assert [it["status"] for it in dets] == ["consistent", "inconsistent"], dets  # blank cells below: 1·4·6 = 24
    rot = [it for it in items if it["line"] == 5 and "det" in it["link"]["lhs"]]
    assert len(rot) == 1 and rot[0]["status"] == "proved", rot  # cos² m + sin² m = 1
    trace = [it for it in items if it["line"] == 7]
    assert len(trace) == 1 and trace[0]["status"] == "proved", trace  # tr of one name, no parentheses


POSITIONS = r"""# Sinusoidal encoding

$$PE_{(pos, 2i)} = \sin\left(\frac{pos}{10000^{2i/d}}\right), \quad PE_{(pos, 2i+1)} = \cos\left(\frac{pos}{10000^{2i/d}}\right)$$

for $0 \le i < d/2$. Write $\omega_i = 1/10000^{2i/d}$. Then

$$PE_{pos} \cdot PE_{pos+k} = \sum_{i=0}^{d/2-1} \cos(\omega_i k)$$

and not, as a slip would have it,

$$PE_{pos} \cdot PE_{pos+k} = \sum_{i=0}^{d/2-1} \sin(\omega_i k)$$
"""

NUMBERED = r"""# Two positions

Let $d = 4$.

$$p_{t,2i} = \sin\left(\frac{t}{10000^{2i/d}}\right), \quad p_{t,2i+1} = \cos\left(\frac{t}{10000^{2i/d}}\right)$$

for $0 \le i < d/2$. Then

$$p_{3} \cdot p_{5} = \sum_{i=0}^{d/2-1} \cos\left(\frac{2}{10000^{2i/d}}\right)$$
"""


def test_the_vector_at_a_word_index_is_the_member_of_the_family_written_with_that_word_among_its_indices():
    # PE_{pos} beside PE_{(pos, 2i)} and PE_{pos+k}: the vector at pos (pos is an index there), not a name PE_pos;
    # the dot product is the sum over the pairs, so the true line holds; the slip, which the document itself calls one
    # ("and not, as a slip would have it,"), is not asserted; written as a claim it is found (its left side does not
    # move with pos, which its right side lacks: an identity in k and d, not an equation for pos)
    items = reader_items(POSITIONS)
    true, slip = (it for it in items if it["link"]["lhs"].strip() == r"PE_{pos} \cdot PE_{pos+k}")
    assert true["status"] == "consistent", true
    assert slip["status"] == "definition" and "not asserted" in slip["reason"], slip
    claimed = reader_items(POSITIONS.replace("and not, as a slip would have it,", "and also"))
    true, slip = (it for it in claimed if it["link"]["lhs"].strip() == r"PE_{pos} \cdot PE_{pos+k}")
    assert true["status"] == "consistent" and slip["status"] == "inconsistent", slip
    assert "keeps its value" in slip["reason"], slip


def test_a_strict_bound_on_a_pair_index_leaves_out_its_end():
    # 0 ≤ i < d/2 with d = 4: the pairs i = 0, 1 (four entries); read as 0 … d/2 it made a true line false
    item = reader_item_at(reader_items(NUMBERED), 9)
    assert item["status"] == "consistent", item
    assert any(b["value"] == "0 ≤ i < d/2" for b in item["bindings"]), item


ROTATED_ENTRIES = r"""# A pair rotated

The rotation of the pair $(x_0, x_1)$ by $m\theta$ is

$$\begin{pmatrix} x_0' \\ x_1' \end{pmatrix} = \begin{pmatrix} \cos m\theta & -\sin m\theta \\ \sin m\theta & \cos m\theta \end{pmatrix} \begin{pmatrix} x_0 \\ x_1 \end{pmatrix}$$

and its norm is preserved: $x_0'^2 + x_1'^2 = x_0^2 + x_1^2$. A slip would be $x_0' = x_0 \cos m\theta + x_1 \sin m\theta$.
"""


def test_a_vector_of_new_names_set_equal_to_a_computed_vector_defines_each_entry():
    # (x_0', x_1') = R (x_0, x_1): x_0' and x_1' are named here first, so each is its entry of R x; the norm is then
    # proved preserved, and a sign slip in one entry is found (x_0' = x_0 cos + x_1 sin fails at a certified point)
    items = reader_items(ROTATED_ENTRIES)
    assert reader_item_at(items, 5)["status"] == "definition"
    norm = next(it for it in items if it["link"]["lhs"].strip() == "x_0'^2 + x_1'^2")
    assert norm["status"] == "proved", norm
    slip = next(it for it in items if it["link"]["lhs"].strip() == "x_0'")
    assert slip["status"] == "inconsistent", slip
    # entries already written before are unknowns of a statement, not names it defines
    again = reader_items(r"Let $y_0 + y_1 = 3$." + "\n\n" + r"$$\begin{pmatrix} y_0 \\ y_1 \end{pmatrix} = "
                         r"\begin{pmatrix} 1 \\ 2 \end{pmatrix}$$" + "\n")
    assert all("defines the entries" not in it["reason"] for it in again)


LIST_VECTOR_TIMES_MATRIX = r"""# Shift

We suppose $D=2$, so the position vector is $p_{i} = [sin(i), cos(i)]$. Then

$$
p_{i+k} = [sin(i+k), cos(i+k)] = \begin{bmatrix} cos(k) & sin(k) \\ -sin(k)& cos(k) \end{bmatrix} \cdot \begin{bmatrix} sin(i) \\ cos(i) \end{bmatrix} = \begin{bmatrix} cos(k) & sin(k) \\ -sin(k)& cos(k) \end{bmatrix} \cdot p_i
$$

and a slip: $p_{i+k} = \begin{bmatrix} cos(k) & -sin(k) \\ sin(k)& cos(k) \end{bmatrix} \cdot p_i$.
"""


def test_a_vector_written_as_a_list_that_a_written_matrix_multiplies_is_a_column():
    from tests.conftest import reader_items

    items = reader_items(LIST_VECTOR_TIMES_MATRIX)
    ending = [it for it in items if it["link"]["rhs"].strip().endswith("p_i")]
    product = [it for it in ending if it["link"]["lhs"].startswith("\\begin{bmatrix}")]
    assert len(product) == 1 and product[0]["status"] == "proved", product  # M·[sin i; cos i] = M·p_i (was M p_i, p_i a number)
    slip = [it for it in ending if it["line"] == 9]  # [cos k, -sin k; sin k, cos k]·p_i: sin i cos k - cos i sin k ≠ sin(i+k)
    assert len(slip) == 1 and slip[0]["status"] == "inconsistent", slip


PAIR_AS_COMPLEX_TIMES_ROTATION = r"""# Rotation as a complex product

We read a pair as a complex number, $q = [q_1, q_2] = q_1 + i q_2$, as in $e^{i\theta}$.

Then $(q_1 + i q_2)(\cos\theta + i \sin\theta) = \begin{bmatrix} \cos\theta & -\sin\theta \\ \sin\theta & \cos\theta \end{bmatrix} \begin{bmatrix} q_1 \\ q_2 \end{bmatrix}$, and a slip: $(q_1 + i q_2)(\cos\theta + i \sin\theta) = \begin{bmatrix} \cos\theta & \sin\theta \\ -\sin\theta & \cos\theta \end{bmatrix} \begin{bmatrix} q_1 \\ q_2 \end{bmatrix}$.
"""


def test_a_complex_product_against_a_rotation_written_out_where_pairs_are_complex_numbers():
    from tests.conftest import reader_items

    items = [it for it in reader_items(PAIR_AS_COMPLEX_TIMES_ROTATION) if it["line"] == 5]
    assert [it["status"] for it in items] == ["proved", "inconsistent"], items
