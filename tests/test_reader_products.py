"""Issue 32, products of vectors as the relation writes them: a dot product or a norm written beside the components
it stands for (``q \\cdot k = \\sum_{i=1}^{d} q_i k_i``, ``\\|u - v\\|_2 = \\sqrt{\\sum_i (u_i - v_i)^2}``) is that sum; the
common ``\\norm{…}`` macro where the document's definition is missing; and a product u^T v inside a function
(``e^{\\theta^T x}``) is one number, kept in its order.  Documents written for these tests."""
from tests.conftest import reader_items


def _at(items, line):
    return [(it["link"]["lhs"].strip(), it["status"], it["reason"]) for it in items if it["line"] == line]


def test_a_dot_product_beside_its_components_is_the_sum_over_them():
    text = r"""# Dot products

The score is $q \cdot k = \sum_{i=1}^{d} q_i k_i$, and
$\sum_{i=1}^{n} u_i u_i + \sum_{i=1}^{n} v_i v_i - 2 \sum_{i=1}^{n} u_i v_i = \mathbf{u} \cdot \mathbf{u} + \mathbf{v} \cdot \mathbf{v} - 2 \mathbf{u} \cdot \mathbf{v}$.

A slip: $\mathbf{u} \cdot \mathbf{u} = \sum_{i=1}^{n} 2 u_i u_i$. Not read so: $q \cdot k = \sum_{i=1}^{d} q_i k_{i+1}$.
"""
    items = reader_items(text)
    assert [s for _, s, _ in _at(items, 3)] == ["proved"] and [s for _, s, _ in _at(items, 4)] == ["proved"]
    [(_, status, reason)] = [x for x in _at(items, 6) if "u" in x[0]]
    assert status != "proved", reason  # Σ u_i² is not 2 Σ u_i² (undecided: u is a family the document leaves open)
    [(_, status, reason)] = [x for x in _at(items, 6) if "q" in x[0]]
    assert status == "undecided", reason  # k_{i+1} is not a component at i: q·k is not read as that sum


def test_a_norm_beside_its_components_and_the_common_norm_macro():
    text = r"""# Distances

$\norm{\mathbf{u} - \mathbf{v}}_{2} = \sqrt{\sum_{i = 1}^{n} ( u_{i} - v_{i} )^2}$ and
$\left(\norm{\mathbf{u} - \mathbf{v}}_{2}\right)^2 = \sum_{i = 1}^{n} ( u_{i} - v_{i} )^2$.

A slip: $\norm{\mathbf{u} + \mathbf{v}}_{2} = \sqrt{\sum_{i = 1}^{n} ( u_{i} - v_{i} )^2}$.
"""
    items = reader_items(text)
    assert [s for _, s, _ in _at(items, 3)] == ["proved"] and [s for _, s, _ in _at(items, 4)] == ["proved"]
    [(_, status, reason)] = _at(items, 6)
    assert status != "proved", reason


def test_a_product_inside_a_function_is_one_number_in_its_order():
    text = r"""# Logistic

$\frac{e^{\theta_1^T x}}{e^{\theta_1^T x}+e^{\theta_0^T x}} = \frac{1}{1+e^{(\theta_0-\theta_1)^T x}}$.

Not by this reading: $e^{\theta_1^T x} = e^{x^T \theta_1}$, and a slip $e^{\theta_1^T x} = e^{\theta_0^T x}$.
"""
    items = reader_items(text)
    [(_, status, reason)] = _at(items, 3)
    assert status == "proved" and "kept in its order" in reason, reason
    assert [s for _, s, _ in _at(items, 5)] == ["undecided", "undecided"], _at(items, 5)


def test_the_components_rule_keeps_to_the_document_s_spaces_and_definitions():
    # after helper-23's review: each of these was proved by a reading the document does not allow
    text = r"""# Dot products

Let $q \in \mathbb{R}^d$ and $k \in \mathbb{R}^d$. Half: $q \cdot k = \sum_{i=1}^{d/2} q_i k_i$.

Off by one: $q \cdot k = \sum_{i=0}^{d} q_i k_i$.

Let $u \in \mathbb{C}^n$ and $v \in \mathbb{C}^n$. Then $\langle u, v \rangle = \sum_{i=1}^{n} u_i v_i$.

Let $a \in \mathbb{R}$ and $b \in \mathbb{R}$ be numbers. Then $a b = \sum_{i=1}^{n} a_i b_i$.
"""
    items = reader_items(text)
    for line in (3, 5, 7, 9):
        assert all(s != "proved" for _, s, _ in _at(items, line)), (line, _at(items, line))
    weighted = r"""# Weighted

We define the weighted product of $q, k \in \mathbb{R}^d$ as

$$q \cdot k := \sum_{i=1}^{d} w_i q_i k_i$$

Hence $q \cdot k = \sum_{i=1}^{d} q_i k_i$.
"""
    assert all(s != "proved" for _, s, _ in _at(reader_items(weighted), 7))
