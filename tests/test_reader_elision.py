"""Issue 32, vectors and matrices written with elided entries (``\\vdots``, ``\\cdots``, ``\\ddots``): the RoPE matrix as a
block-diagonal family and its "efficient form" ``R x = (x_1, …) ⊗ (cos …) + (-x_2, x_1, …) ⊗ (sin …)``, read as the
pattern of the written entries, checked against every written entry, and decided for every size (block by block,
with a symbolic block index) and written out at the smallest sizes.  A pattern the written entries do not follow is
said, never guessed.  Documents written for these tests."""
import sympy as sp

from suite.reader import elision, latex
from tests.conftest import reader_item_at, reader_items


def _family(tex: str):
    return elision.family(latex.parse(tex).expr)


def test_a_vector_of_pairs_is_read_as_a_pattern_with_its_size_solved_from_its_last_entries():
    f = _family(r"\begin{pmatrix} -x_1 \\ x_0 \\ -x_3 \\ x_2 \\ \vdots \\ -x_{d-1} \\ x_{d-2} \end{pmatrix}")
    assert f is not None and f.period == 2 and f.blocks == sp.Symbol("d") / 2
    assert list(f.at(3, {})) == [-latex.parse("x_1").expr, latex.parse("x_0").expr, -latex.parse("x_3").expr,
                                 latex.parse("x_2").expr, -latex.parse("x_5").expr, latex.parse("x_4").expr]


def test_written_entries_that_break_the_pattern_give_no_family():
    # the first entry writes m where the other entries write t: no step fits it
    assert _family(r"\begin{pmatrix} \cos m\theta_1 \\ \cos t\theta_1 \\ \cos t\theta_2 \\ \cos t\theta_2 \\ \vdots"
                   r" \\ \cos t\theta_{d/2} \\ \cos t\theta_{d/2} \end{pmatrix}") is None
    # a last entry the step does not reach with the same size as the other last entry
    assert _family(r"\begin{pmatrix} x_1 \\ x_2 \\ x_3 \\ \vdots \\ x_{d-2} \\ x_d \end{pmatrix}") is None


BLOCKS = r"""\begin{pmatrix}
\cos m\theta_0 & -\sin m\theta_0 & 0 & 0 & \cdots & 0 & 0 \\
\sin m\theta_0 & \cos m\theta_0 & 0 & 0 & \cdots & 0 & 0 \\
0 & 0 & \cos m\theta_1 & -\sin m\theta_1 & \cdots & 0 & 0 \\
0 & 0 & \sin m\theta_1 & \cos m\theta_1 & \cdots & 0 & 0 \\
\vdots & \vdots & \vdots & \vdots & \ddots & \vdots & \vdots & \\
0 & 0 & 0 & 0 & \cdots & \cos m\theta_{d/2-1} & -\sin m\theta_{d/2-1} \\
0 & 0 & 0 & 0 & \cdots & \sin m\theta_{d/2-1} & \cos m\theta_{d/2-1}
\end{pmatrix}"""


def test_the_rope_matrix_is_a_block_diagonal_family_even_with_an_empty_cell_ending_a_row():
    f = _family(BLOCKS)  # (the \vdots row ends with "& \\": an empty cell, which shows nothing)
    assert f is not None and f.kind == "blockdiag" and f.period == 2 and f.blocks == sp.Symbol("d") / 2
    m = f.at(3, {})
    assert m.shape == (6, 6) and m[4, 4] == sp.cos(sp.Symbol("m") * sp.IndexedBase("theta")[2]) and m[0, 2] == 0


def test_a_matrix_with_a_nonzero_entry_off_its_blocks_is_not_read_as_block_diagonal():
    assert _family(BLOCKS.replace(r"\cos m\theta_0 & -\sin m\theta_0 & 0 & 0", r"\cos m\theta_0 & -\sin m\theta_0 & 1 & 0")) is None


DOC = r"""# RoPE

The rotation matrix is

$$
\mathbf{R}_m = BLOCKS
$$

with $\theta_i = 10000^{-2i/d}$. Its product with a vector is computed as

$$
\mathbf{R}_m \mathbf{q}_m =
\begin{pmatrix} q_0 \\ q_1 \\ q_2 \\ q_3 \\ \vdots \\ q_{d-2} \\ q_{d-1} \end{pmatrix} \otimes
\begin{pmatrix} \cos m\theta_0 \\ \cos m\theta_0 \\ \cos m\theta_1 \\ \cos m\theta_1 \\ \vdots \\ \cos m\theta_{d/2-1} \\ \cos m\theta_{d/2-1} \end{pmatrix} +
\begin{pmatrix} -q_1 \\ q_0 \\ -q_3 \\ q_2 \\ \vdots \\ -q_{d-1} \\ q_{d-2} \end{pmatrix} \otimes
\begin{pmatrix} \sin m\theta_0 \\ \sin m\theta_0 \\ \sin m\theta_1 \\ \sin m\theta_1 \\ \vdots \\ \sin m\theta_{d/2-1} \\ \sin m\theta_{d/2-1} \end{pmatrix}
$$
""".replace("BLOCKS", BLOCKS)
LINE = DOC[:DOC.index(r"\mathbf{R}_m \mathbf{q}_m")].count("\n") + 1


def test_the_efficient_form_of_rope_is_proved_for_every_size_block_by_block():
    it = reader_item_at(reader_items(DOC), LINE)
    assert it["status"] == "proved", it["reason"]
    assert "for a symbolic b" in it["reason"] and "for every d that makes d/2 a whole number of blocks" in it["reason"]
    assert "written out at d = 6 and d = 8 too" in it["reason"]


def test_a_sign_slip_in_the_efficient_form_is_a_finding_at_the_smallest_size():
    # the rotated pair written (q_1, -q_0) in every block: a pattern, and the wrong one
    slipped = DOC.replace(r"-q_1 \\ q_0 \\ -q_3 \\ q_2 \\ \vdots \\ -q_{d-1} \\ q_{d-2}",
                          r"q_1 \\ -q_0 \\ q_3 \\ -q_2 \\ \vdots \\ q_{d-1} \\ -q_{d-2}")
    assert slipped != DOC
    it = reader_item_at(reader_items(slipped), LINE)
    assert it["status"] == "inconsistent", it["reason"]
    assert "at d = 6" in it["reason"] and "read as the pattern of the written ones" in it["reason"]


def test_a_written_entry_off_the_pattern_leaves_the_relation_undecided_and_says_so():
    typo = DOC.replace(r"\cos m\theta_0 \\ \cos m\theta_0 \\ \cos m\theta_1", r"\cos n\theta_0 \\ \cos m\theta_0 \\ \cos m\theta_1")
    it = reader_item_at(reader_items(typo), LINE)
    assert it["status"] == "undecided", it["reason"]
    assert "follow no pattern the reader reads" in it["reason"]


def test_last_entries_that_do_not_continue_the_step_linearly_give_no_family():
    # 2^n, (-1)^n, n^2 and n(n+1)/2 do not continue 1, 2 / 1, -1 / x_1, x_4 / 1, 3 by a constant step; 2n does not
    # end 1, 3, … at a whole number of blocks
    for tex in (r"1 \\ 2 \\ \vdots \\ 2^n", r"1 \\ -1 \\ \vdots \\ (-1)^n", r"x_1 \\ x_4 \\ \vdots \\ x_{n^2}",
                r"1 \\ 3 \\ \vdots \\ n(n+1)/2", r"1 \\ 3 \\ \vdots \\ 2n"):
        assert _family(r"\begin{pmatrix}" + tex + r"\end{pmatrix}") is None, tex
    f = _family(r"\begin{pmatrix} 1 \\ 3 \\ \vdots \\ 2n-1 \end{pmatrix}")
    assert f is not None and f.blocks == sp.Symbol("n")


def test_a_true_statement_about_vectors_no_step_describes_is_never_a_finding():
    # (1, 2, …, 2^n) squared entry by entry is (1, 4, …, 4^n): true, and not an arithmetic pattern
    text = ("# Powers\n\n$$\n\\begin{pmatrix} 1 \\\\ 2 \\\\ \\vdots \\\\ 2^n \\end{pmatrix} \\otimes "
            "\\begin{pmatrix} 1 \\\\ 2 \\\\ \\vdots \\\\ 2^n \\end{pmatrix} = "
            "\\begin{pmatrix} 1 \\\\ 4 \\\\ \\vdots \\\\ 4^n \\end{pmatrix}\n$$\n")
    it = reader_item_at(reader_items(text), 4)
    assert it["status"] == "undecided", it["reason"]


OPEN = r"""# RoPE, its zeros left blank

Let $\theta_i = 10000^{-2i/d}$.

$$
S_m = \begin{bmatrix}
\cos(m\theta_0) & -\sin(m\theta_0) & & & \\
\sin(m\theta_0) & \cos(m\theta_0) & & & \\
& & \cos(m\theta_1) & -\sin(m\theta_1) & \\
& & \sin(m\theta_1) & \cos(m\theta_1) & \\
& & & & \ddots
\end{bmatrix}
$$

$$ S_m^T S_n = S_{n-m} $$

$$ S_m^T S_n = S_{m-n} $$
"""


def test_a_block_diagonal_matrix_with_blank_zeros_and_no_last_block_is_a_family_of_any_number_of_blocks():
    items = reader_items(OPEN)
    right = reader_item_at(items, 15)
    assert right["status"] == "proved", right
    wrong = reader_item_at(items, 17)  # S_0^T S_1 = S_1, not S_{-1}: the sine entries differ in sign
    assert wrong["status"] == "inconsistent", wrong
    assert "their number not written" in wrong["reason"] and "at blocks = 2" in wrong["reason"], wrong


_NAMED_BLOCKS = (
    "Let $d$ be even and $\\theta_i = 10000^{-2i/d}$. The matrix is block diagonal:\n\n$$\n"
    "\\boldsymbol{\\mathcal{R}}_m = \\begin{pmatrix}\n\\boldsymbol{\\mathcal{R}}_m^{(0)} & & & \\\\\n"
    "& \\boldsymbol{\\mathcal{R}}_m^{(1)} & & \\\\\n& & \\ddots & \\\\\n& & & \\boldsymbol{\\mathcal{R}}_m^{(d/2-1)}\n"
    "\\end{pmatrix}\n$$\n\nwhere each block is\n\n$$\n\\boldsymbol{\\mathcal{R}}_m^{(i)} = \\begin{pmatrix}\n"
    "\\cos m\\theta_i & SIGN\\sin m\\theta_i \\\\\n\\sin m\\theta_i & \\cos m\\theta_i\n\\end{pmatrix}\n$$\n\n"
    "Then $\\boldsymbol{\\mathcal{R}}_m \\boldsymbol{\\mathcal{R}}_n = \\boldsymbol{\\mathcal{R}}_{m+n}$ and "
    "$\\boldsymbol{\\mathcal{R}}_m^T \\boldsymbol{\\mathcal{R}}_m = \\boldsymbol{I}$, where $\\boldsymbol{I}$ is the "
    "identity matrix.\n")


def _named_blocks(sign: str) -> dict:
    return {it["link"]["lhs"].strip(): it for it in reader_items(_NAMED_BLOCKS.replace("SIGN", sign))
            if it["status"] != "definition"}


def test_a_block_diagonal_matrix_of_named_blocks_is_read_with_the_blocks_written_out():
    # the blocks R_m^{(i)} on the diagonal are the 2×2 rotations the document defines: 2×2 blocks, d/2 of them
    items = _named_blocks("-")
    product = items["\\boldsymbol{\\mathcal{R}}_m \\boldsymbol{\\mathcal{R}}_n"]
    assert product["status"] == "proved" and "2×2 blocks" in product["reason"], product
    orthogonal = items["\\boldsymbol{\\mathcal{R}}_m^T \\boldsymbol{\\mathcal{R}}_m"]
    assert orthogonal["status"] in ("proved", "consistent") and "2×2 blocks" in orthogonal["reason"], orthogonal


def test_named_blocks_that_are_no_rotations_make_the_identities_fail():
    # [[cos, sin], [sin, cos]] is no rotation: R_m R_n has cos(m - n) where R_{m+n} has cos(m + n)
    items = _named_blocks("")
    for lhs in ("\\boldsymbol{\\mathcal{R}}_m \\boldsymbol{\\mathcal{R}}_n",
                "\\boldsymbol{\\mathcal{R}}_m^T \\boldsymbol{\\mathcal{R}}_m"):
        assert items[lhs]["status"] == "inconsistent" and "2×2 blocks" in items[lhs]["reason"], items[lhs]



_HIDDEN_INDEX = 'Let $d$ be even and $\\theta_i = 10000^{-2i/d}$. RoPE multiplies the query at position $m$ by\n\n$$\n\\mathbf{R}_m = \\begin{pmatrix}\n\\mathbf{B}_{\\theta_0} & 0 & \\cdots & 0 \\\\\n0 & \\mathbf{B}_{\\theta_1} & \\cdots & 0 \\\\\n\\vdots & \\vdots & \\ddots & \\vdots \\\\\n0 & 0 & \\cdots & \\mathbf{B}_{\\theta_{d/2-1}}\n\\end{pmatrix}\n$$\n\nwhere\n\n$$\n\\mathbf{B}_{\\theta} = \\begin{pmatrix}\n\\cos m\\theta & -\\sin m\\theta \\\\\n\\sin m\\theta & \\cos m\\theta\n\\end{pmatrix}\n$$\n\nSince the blocks act on disjoint pairs, $\\mathbf{R}_m \\mathbf{R}_n = \\mathbf{R}_n \\mathbf{R}_m$, and $\\mathbf{R}_m^T \\mathbf{R}_n = \\mathbf{R}_{n-m}$, and $\\mathbf{R}_m \\mathbf{R}_n \\mathbf{R}_m^T = \\mathbf{R}_n$.\n'


_MATRIX_BLOCKS = 'Let $n$ be a whole number, and let $\\mathbf{W}_i, \\mathbf{V}_i \\in \\mathbb{R}^{d \\times d}$ be the weight matrices of head $i$. The stacked weights are block diagonal:\n\n$$\n\\mathbf{M} = \\begin{pmatrix}\n\\mathbf{W}_0 & & & \\\\\n& \\mathbf{W}_1 & & \\\\\n& & \\ddots & \\\\\n& & & \\mathbf{W}_{n-1}\n\\end{pmatrix}, \\quad\n\\mathbf{N} = \\begin{pmatrix}\n\\mathbf{V}_0 & & & \\\\\n& \\mathbf{V}_1 & & \\\\\n& & \\ddots & \\\\\n& & & \\mathbf{V}_{n-1}\n\\end{pmatrix}\n$$\n\nThen $\\mathbf{M} \\mathbf{N} = \\mathbf{N} \\mathbf{M}$.\n'


def test_blocks_written_with_the_matrix_index_unwritten_give_no_finding_for_another_member():
    # R_m = diag(B_{θ_0}, …) with B_θ written with m: R_n is no instance the reader can write out (its blocks would be
    # written with m); R_m R_n = R_n R_m is true (rotations of disjoint pairs commute), so never inconsistent
    items = [it for it in reader_items(_HIDDEN_INDEX) if it["status"] != "definition"]
    assert items and all(it["status"] != "inconsistent" for it in items), items


def test_a_block_diagonal_matrix_of_matrices_is_not_read_as_numbers():
    # W_i, V_i ∈ ℝ^{d×d}: M N = N M fails (W = [[0, 1], [0, 0]], V = [[0, 0], [1, 0]]), so never proved
    items = [it for it in reader_items(_MATRIX_BLOCKS) if it["status"] != "definition"]
    assert items and all(it["status"] not in ("proved", "consistent") for it in items), items
