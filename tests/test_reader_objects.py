"""Issue 32, the document's own objects and constructs: matrices it writes out and the vectors they multiply,
decided at the document's shapes; functions defined on named arguments; a LaTeX source's own macros (its preamble
and the files it inputs); the relations besides = and ≈ (:=, ≠, ∼, ∝, ∈); conditional probabilities.  Documents
written for these tests."""
from tests.conftest import reader_items, reader_verdicts
from suite.reader.check import check_document
from suite.reader.formats import read_file, read_text
from suite.reader.latex import parse
from suite.reader.macros import collect, expand


def _items(text: str, name: str = "doc.md") -> list[dict]:
    return check_document(read_text(name, text))["items"]


def _find(items: list[dict], part: str) -> dict:
    found = [it for it in items if part in f"{it['link']['lhs']} {it['link']['relation']} {it['link']['rhs']}"]
    assert len(found) == 1, [(it["link"], it["status"]) for it in items]
    return found[0]


ROTATION = r"""The rotation by $m\theta$ is
$$R_m = \begin{pmatrix} \cos m\theta & -\sin m\theta \\ \sin m\theta & \cos m\theta \end{pmatrix}.$$
It composes as $R_m^\top R_n = R_{n-m}$, so the score is relative: $(R_m q)^\top (R_n k) = q^\top R_{n-m} k$.
A slip: $(R_m q)^\top (R_n k) = q^\top R_{m-n} k$. Written out,
$$R_m q = \begin{pmatrix} q_1 \cos m\theta - q_2 \sin m\theta \\ q_1 \sin m\theta + q_2 \cos m\theta \end{pmatrix},$$
and with a sign slip
$$R_m k = \begin{pmatrix} k_1 \cos m\theta + k_2 \sin m\theta \\ k_1 \sin m\theta + k_2 \cos m\theta \end{pmatrix}.$$
Rotations keep lengths: $\|R_m q\| = \|q\|$.
"""


def test_a_matrix_written_out_decides_relations_at_its_shape():
    items = _items(ROTATION)
    for part in ("R_m^\\top R_n = R_{n-m}", "q^\\top R_{n-m} k", "q_1 \\cos m\\theta - q_2", "\\|R_m q\\| = \\|q\\|"):
        it = _find(items, part)
        # (a relation between members of the rotation family is proved from its lemmas, for every size; the others at
        # the document's shapes)
        assert it["status"] == "proved" and ("document's shapes" in it["reason"] or "R_a R_b = R_{a+b}" in it["reason"]), it
        assert any(b["name"] == "R_m" for b in it["bindings"]), it  # the matrix it used, named
    slip = _find(items, "q^\\top R_{m-n} k")
    assert slip["status"] == "inconsistent" and slip["counterexample"], slip
    sign = _find(items, "k_1 \\cos m\\theta + k_2")
    assert sign["status"] == "inconsistent" and "k_1" in sign["counterexample"], sign


def test_matrices_the_document_does_not_write_out_are_not_judged_at_assumed_shapes():
    items = _items(r"For matrices, $(AB)^\top = A^\top B^\top$ and $(AB)^\top = B^\top A^\top$." "\n")
    wrong, right = _find(items, "A^\\top B^\\top"), _find(items, "B^\\top A^\\top")
    assert right["status"] == "proved", right
    assert wrong["status"] == "undecided", wrong  # false for most shapes, but the document fixes none


def test_a_function_defined_on_named_arguments_is_used():
    items = _items(r"$$\mathrm{softmax}(x_i) = \frac{e^{x_i}}{\sum_j e^{x_j}}$$ so "
                   r"$$\mathrm{softmax}(x_1) = \frac{e^{x_1}}{\sum_j e^{x_j}}$$ and "
                   r"$$\mathrm{softmax}(x_2) = \frac{e^{x_1}}{\sum_j e^{x_j}}$$" "\n")
    assert _find(items, "(x_i) =")["status"] == "definition"
    assert _find(items, "(x_1) =")["status"] == "proved"
    assert _find(items, "(x_2) =")["status"] in ("inconsistent", "undecided")  # never proved
    assert _find(items, "(x_2) =")["status"] != "proved"


def test_a_latex_source_reads_its_macros_from_its_preamble_and_inputs(tmp_path):
    (tmp_path / "defs.tex").write_text(r"\newcommand{\half}[1]{\frac{#1}{2}}" "\n" r"\DeclareMathOperator{\sm}{softmax}",
                                       encoding="utf-8")
    (tmp_path / "paper.tex").write_text(
        "\\documentclass{article}\n\\input{defs}\n\\input{nowhere}\n\\newcommand{\\R}{\\mathbb{R}}\n"
        "\\newcommand{\\bomb}{\\bomb\\bomb}\n\\begin{document}\n\\section{A}\nLet $d = 4$.\n"
        "\\begin{equation}\n\\half{x} + \\half{x} = x, \\qquad \\half{d} = 3\n\\end{equation}\n"
        "and $\\bomb = 1$.\n\\end{document}\n", encoding="utf-8")
    out = check_document(read_file(tmp_path / "paper.tex"))
    items = out["items"]
    assert _find(items, "\\half{x} + \\half{x}")["status"] == "proved"
    wrong = _find(items, "\\half{d} = 3")
    assert wrong["status"] == "inconsistent", wrong
    bomb = _find(items, "\\bomb = 1")
    assert bomb["status"] == "unparsed" and bomb["construct"] == "\\bomb", bomb  # named, not expanded for ever
    assert any("nowhere" in f and "not found" in f for f in out["findings"]), out["findings"]


def test_macro_expansion_takes_arguments_and_stops():
    m = collect(r"\newcommand{\norm}[1]{\left\|#1\right\|}\def\ip#1#2{\langle #1, #2\rangle}"
                r"\newcommand{\h}[1][2]{\frac{1}{#1}}\let\n\norm\newcommand{\loop}{\loop x}")
    assert expand(r"\norm{v}^2 = \ip{v}{v}", m) == r"\left\|v\right\|^2 = \langle v, v\rangle"
    assert expand(r"\h + \h[3]", m) == r"\frac{1}{2} + \frac{1}{3}"
    assert expand(r"\n{w}", m) == r"\left\|w\right\|"
    assert expand(r"\loop", m) == r"\loop"


def test_relations_beside_equality_are_read_not_dropped():
    items = _items(r"Let $a := 3$. Then $a \neq 4$ and $3 \ne 3$, $q \in \mathbb{R}^d$, $f \sim g$, $x \propto y$, "
                   r"$b \stackrel{\text{def}}{=} a + 1$ and $b \overset{(1)}{=} 4$." "\n")
    assert _find(items, "a = 3")["status"] == "definition"
    assert _find(items, "a ≠ 4")["status"] == "consistent"
    assert _find(items, "3 ≠ 3")["status"] == "inconsistent"
    assert _find(items, "q ∈")["status"] == "definition"
    sim = _find(items, "f ∼ g")
    assert sim["status"] == "undecided" and sim["cause"] == "relation ∼", sim
    assert _find(items, "x ∝ y")["status"] == "undecided"
    assert _find(items, "b = a + 1")["status"] == "definition"
    assert _find(items, "b = 4")["status"] == "consistent"  # equal exactly, as numbers


def test_constructs_of_real_documents_are_read():
    P = lambda tex: parse(tex, functions={"p"}).expr  # noqa: E731
    assert str(P(r"p(T|C_1, Q)")) == "p|1(T, C[1], Q)"  # a conditional probability
    assert str(P(r"\mathrm{Concat}(h_1, \dots, h_n)")) == "Concat(h[1], …, h[n])"
    assert str(P(r"\bold{R}_m")) == "R[m]"
    assert str(P(r"lrate \cdot warmup\_steps")) == "lrate*warmup_steps"
    assert str(P(r"\mathbb{E}[x] + \dot{x}")) == "x_dot + E_bb[x]"
    assert str(P(r"\Pr(X \leq x)")) == "Pr(at_most(X, x))" and str(P(r"\mathcal{L}(\theta)")) == "L_cal(theta)"
    assert str(P(r"p(y | x; \theta)")) == "p|1(y, x, theta)"
    assert str(P(r"\sum_{j'=1}^J e_{j'}")) == "Sum(e[j_prime], (j_prime, 1, J))"
    assert str(P(r"w^{\star} + h^\rightarrow + W^O")) == "W^O + h^rightarrow + w^star"
    assert str(P(r"\underbrace{a + b}_{\text{two}}")) == "a + b" and str(P(r"\mathrm{cos}(u, v)")) == "cos(u, v)"


def test_a_name_the_relation_defines_is_not_judged_as_an_identity():
    """R_{m_1, m_2} written out after R_m was defined 2×2: a new object, not a failed identity."""
    items = _items(ROTATION + r"""
$$R_{m_1, m_2} = \begin{pmatrix} \cos m_1\theta & -\sin m_1\theta & 0 & 0 \\ \sin m_1\theta & \cos m_1\theta & 0 & 0 \\
0 & 0 & \cos m_2\theta & -\sin m_2\theta \\ 0 & 0 & \sin m_2\theta & \cos m_2\theta \end{pmatrix}$$
""")
    it = _find(items, "R_{m_1, m_2} =")
    assert it["status"] != "inconsistent", it


def test_entries_of_a_family_the_document_leaves_undefined_are_free_numbers():
    """x_0, y_1 written out in a scalar identity: the identity must hold whatever they are; a slip is found."""
    items = _items(r"""$$(x_0 \cos m - x_1 \sin m)(y_0 \cos n - y_1 \sin n) + (x_0 \sin m + x_1 \cos m)(y_0 \sin n + y_1 \cos n)
= x_0 y_0 \cos(m-n) + x_0 y_1 \sin(m-n) + x_1 y_0 \sin(n-m) + x_1 y_1 \cos(n-m)$$
and with a slip
$$(x_0 \cos m - x_1 \sin m)(y_0 \cos n - y_1 \sin n) + (x_0 \sin m + x_1 \cos m)(y_0 \sin n + y_1 \sin n)
= x_0 y_0 \cos(m-n) + x_0 y_1 \sin(m-n) + x_1 y_0 \sin(n-m) + x_1 y_1 \cos(n-m)$$
""")
    good = [it for it in items if "+ y_1 \\cos n)" in it["link"]["lhs"]]
    bad = [it for it in items if "+ y_1 \\sin n)" in it["link"]["lhs"]]
    assert len(good) == len(bad) == 1
    assert good[0]["status"] == "proved", good[0]
    assert bad[0]["status"] == "inconsistent" and {"x_0", "y_1"} <= set(bad[0]["counterexample"]), bad[0]


TWO_INDEX_ROTATION = r"""# Two dimensions

Each group of four dimensions turns by
$$
\bold{R}_{m_1, m_2}=\left[
\begin{array}{cc:cc}
\cos m_1 \theta & -\sin m_1 \theta & 0 & 0 \\
\sin m_1 \theta &  \cos m_1 \theta & 0 & 0 \\
\hdashline
0 & 0 & \cos m_2 \theta & -\sin m_2 \theta \\
0 & 0 & \sin m_2 \theta &  \cos m_2 \theta \\
\end{array}
\right]
$$
so that $\bold{R}_{m_1, m_2}^{\mathsf{T}} \cdot \bold{R}_{n_1, n_2} = \bold{R}_{n_1 - m_1, n_2 - m_2}$
and $\bold{R}_{m_1, m_2} \cdot \bold{R}_{n_1, n_2} = \bold{R}_{n_1 - m_1, n_2 - m_2}$.
"""


def test_a_family_indexed_by_subscripted_names_is_defined_and_used():
    from suite.reader.check import check_document
    from suite.reader.formats import read_text

    items = check_document(read_text("two.md", TWO_INDEX_ROTATION))["items"]
    defined = [it for it in items if it["status"] == "definition" and "R}_{m_1, m_2}" in it["link"]["lhs"]]
    assert len(defined) == 1, [(it["link"], it["status"]) for it in items]
    transposed = [it for it in items if "mathsf{T}" in it["link"]["lhs"]]
    assert len(transposed) == 1 and transposed[0]["status"] == "proved", transposed
    plain = [it for it in items if it["link"]["lhs"].strip() == "\\bold{R}_{m_1, m_2} \\cdot \\bold{R}_{n_1, n_2}"]
    assert len(plain) == 1 and plain[0]["status"] == "inconsistent", plain  # R_a R_b = R_{a+b}, not R_{b-a}
    assert {"m_1", "n_1", "theta"} <= set(plain[0]["counterexample"]), plain


PROJECTIONS = r"""The rotation by $m\theta$ is
$$R_m = \begin{pmatrix} \cos m\theta & -\sin m\theta \\ \sin m\theta & \cos m\theta \end{pmatrix}.$$
Queries and keys are rotated after their projections:
$$f_q(\mathbf{x}_m, m) = R_m \mathbf{W}_q \mathbf{x}_m, \qquad f_k(\mathbf{x}_n, n) = R_n \mathbf{W}_k \mathbf{x}_n.$$
At position 0 nothing turns:
$$f_q(\mathbf{x}_m, 0) = \mathbf{W}_q \mathbf{x}_m, \qquad f_k(\mathbf{x}_n, 0) = \mathbf{W}_q \mathbf{x}_n.$$
For two matrices of the projections, $(\mathbf{W}_q \mathbf{W}_k)^\top = \mathbf{W}_q^\top \mathbf{W}_k^\top$.
"""


def test_a_slip_between_two_projections_fails_at_every_size_the_document_leaves_open():
    items = _items(PROJECTIONS)
    right = _find(items, r"f_q(\mathbf{x}_m, 0)")
    assert right["status"] in ("proved", "consistent"), right
    slip = _find(items, r"f_k(\mathbf{x}_n, 0)")
    assert slip["status"] == "inconsistent" and slip["counterexample"], slip  # W_q written for W_k
    assert "at every size tried (1, 2, 3)" in slip["reason"], slip["reason"]
    # (AB)^T = A^T B^T fails for matrices but holds for numbers (size 1): no finding at sizes the document leaves open
    transpose = _find(items, r"(\mathbf{W}_q \mathbf{W}_k)^\top")
    assert transpose["status"] == "undecided", transpose


ROW_PRODUCTS = r"""# Rotations between two vectors

$$ q^T \begin{pmatrix} \cos a & \sin a \\ -\sin a & \cos a \end{pmatrix} \begin{pmatrix} \cos b & -\sin b \\ \sin b & \cos b \end{pmatrix} k = q^T \begin{pmatrix} \cos(b-a) & -\sin(b-a) \\ \sin(b-a) & \cos(b-a) \end{pmatrix} k $$

$$ q^T \begin{pmatrix} \cos a & \sin a \\ -\sin a & \cos a \end{pmatrix} \begin{pmatrix} \cos b & -\sin b \\ \sin b & \cos b \end{pmatrix} k = q^T \begin{pmatrix} \cos(a-b) & -\sin(a-b) \\ \sin(a-b) & \cos(a-b) \end{pmatrix} k $$

As complex numbers, $q^T \begin{pmatrix} \cos a & -\sin a \\ \sin a & \cos a \end{pmatrix} k = q^T e^{i a} k$.
"""


def test_written_matrices_between_vector_names_are_multiplied_in_order_and_a_complex_rotation_is_no_finding():
    from tests.conftest import reader_item_at, reader_items

    items = reader_items(ROW_PRODUCTS)
    assert reader_item_at(items, 3)["status"] == "proved"  # R(-a) R(b) = R(b - a)
    assert reader_item_at(items, 5)["status"] == "inconsistent"  # not R(a - b)
    rot = reader_item_at(items, 7)  # e^{ia} standing for the rotation by a: notation, not a falsehood
    assert rot["status"] == "undecided" and rot["cause"] == "complex number as a rotation", rot


ROW_VECTORS = r"""# Relative positions

Let $x_i$ and $x_j$ be the word vectors at positions $i$ and $j$, $W^Q$ and $W^K$ the query and key matrices, and
$a_{(i-j)}$ the relative position vector. Then

$$
(x_i W^Q + a_{(i-j)}) (x_j W^K + a_{(i-j)}) ^ T - \langle a_{(i-j)}, a_{(i-j)}\rangle
       = (x_i W^Q)(x_j W^K) ^ T + (x_i W^Q) (a_{(i-j)}) ^ T + ({X} W^K) (a_{(i-j)}) ^ T
$$
"""


def test_a_matrix_identity_with_no_matrix_written_out_is_not_decided_at_shapes_the_reader_picks():
    # with x_i where x_j belongs the expansion is false for rows and at size 1 (411 against 443 at one point), but the
    # same test at the shapes the products force refutes relations that hold by what the words say (a rotation, a
    # unit vector: helper 125), so no matrix relation is refuted at shapes the document does not write out
    for name in ("x_i", "x_j"):
        items = [it for it in reader_items(ROW_VECTORS.replace("{X}", name), "rel.md") if it["status"] != "definition"]
        assert [it["status"] for it in items] == ["undecided"], items


def test_a_matrix_identity_that_holds_for_numbers_is_not_refuted_at_generic_shapes():
    # (AB)^T = A^T B^T fails for 2×2 matrices but holds at 1×1: the document may mean numbers; and u^T v = v^T u
    # holds for columns, which nothing says u and v are: neither is decided
    s = reader_verdicts(r"Note that $(AB)^T = A^T B^T$ and $u^T v = v^T u$, where $A$ and $B$ are matrices.")
    assert set(s.values()) == {"undecided"}, s
