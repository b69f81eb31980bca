"""A matrix-valued function the document defines under a bold name with an index (``\\boldsymbol{R}_i(n) = …``), read
as the function it defines, as ``R_i(n) = …`` already was; and the identity matrix named by an orthogonal matrix's
defining property. Both came from a held-out derivation whose orthogonality and additivity steps were undecided,
with the scalar trigonometric lines between them read as products of matrices."""
from conftest import reader_items

ROTATION = r"""# Rotation

Let $\theta_i = 10000^{-2i/d}$ with $d = 128$.

$$
\boldsymbol{R}_i(n) = \begin{pmatrix} \cos n\theta_i & -\sin n\theta_i \\ \sin n\theta_i & \cos n\theta_i \end{pmatrix}
$$

Expanding the first entry:
$$
(\cos n\theta_i)^2 + (\sin n\theta_i)^2 = 1
$$

$$
\boldsymbol{R}_i(m)\boldsymbol{R}_i(n) = \boldsymbol{R}_i(m+n)
$$

$$
\boldsymbol{R}_i(m)\boldsymbol{R}_i(n) = \boldsymbol{R}_i(m-n)
$$

$$
\boldsymbol{R}_i(n)^{\top}\boldsymbol{R}_i(n) = \boldsymbol{I}
$$
{words}
"""


def _by_lhs(text: str) -> dict:
    return {(it["link"]["lhs"].strip(), it["link"]["rhs"].strip()): it for it in reader_items(text)}


def test_a_bold_indexed_function_is_applied_not_multiplied():
    got = _by_lhs(ROTATION.replace("{words}", ""))
    assert got[("(\\cos n\\theta_i)^2 + (\\sin n\\theta_i)^2", "1")]["status"] == "proved"  # (n a number, not a matrix)
    add = got[("\\boldsymbol{R}_i(m)\\boldsymbol{R}_i(n)", "\\boldsymbol{R}_i(m+n)")]
    assert add["status"] == "proved" and "every entry (4)" in add["reason"], add
    slip = got[("\\boldsymbol{R}_i(m)\\boldsymbol{R}_i(n)", "\\boldsymbol{R}_i(m-n)")]
    assert slip["status"] == "inconsistent" and "re-checked at 512 bits" in slip["reason"], slip
    # with nothing saying what I is, R^T R = I is left open
    assert got[("\\boldsymbol{R}_i(n)^{\\top}\\boldsymbol{R}_i(n)", "\\boldsymbol{I}")]["status"] == "undecided"


def test_an_orthogonal_matrix_names_the_identity():
    for words in ("So the rotation is an orthogonal matrix.", "因此旋转矩阵是正交矩阵。"):
        got = _by_lhs(ROTATION.replace("{words}", words))
        it = got[("\\boldsymbol{R}_i(n)^{\\top}\\boldsymbol{R}_i(n)", "\\boldsymbol{I}")]
        assert it["status"] == "proved", (words, it)
    wrong = ROTATION.replace("{words}", "It is an orthogonal matrix.").replace(
        "\\boldsymbol{R}_i(n)^{\\top}\\boldsymbol{R}_i(n) = \\boldsymbol{I}", "\\boldsymbol{R}_i(n)\\boldsymbol{R}_i(n) = \\boldsymbol{I}")
    it = _by_lhs(wrong)[("\\boldsymbol{R}_i(n)\\boldsymbol{R}_i(n)", "\\boldsymbol{I}")]
    # R_i(n)^2 = R_i(2n) is not I, the identity where the document speaks of an orthogonal matrix: found (I is no
    # unknown that the relation could define)
    assert it["status"] == "inconsistent" and "fails" in it["reason"], it


def test_a_bold_matrix_before_a_sum_in_parentheses_multiplies_it():
    """``\\mathbf{W}_q(\\mathbf{x} + \\mathbf{p}) = \\mathbf{W}_q\\mathbf{x} + \\mathbf{W}_q\\mathbf{p}`` expands a product; it
    does not define W_q as a function of a sum."""
    text = ("# Product\n\n$$\n\\mathbf{W}_q(\\mathbf{x} + \\mathbf{p}) = \\mathbf{W}_q\\mathbf{x} + \\mathbf{W}_q\\mathbf{p}\n$$\n\n"
            "$$\n\\mathbf{W}_q(\\mathbf{x} + \\mathbf{p}) = \\mathbf{x}\\mathbf{W}_q + \\mathbf{W}_q\\mathbf{p}\n$$\n")
    got = _by_lhs(text)
    assert got[("\\mathbf{W}_q(\\mathbf{x} + \\mathbf{p})", "\\mathbf{W}_q\\mathbf{x} + \\mathbf{W}_q\\mathbf{p}")][
        "status"] == "proved"
    swapped = got[("\\mathbf{W}_q(\\mathbf{x} + \\mathbf{p})", "\\mathbf{x}\\mathbf{W}_q + \\mathbf{W}_q\\mathbf{p}")]
    assert swapped["status"] == "undecided" and "W[q]*x" in swapped["reason"], swapped


def test_a_bold_matrix_before_parentheses_of_bold_names_multiplies_them():
    """``(\\mathbf{x}_i + \\mathbf{p}_i)\\mathbf{W}^q((\\mathbf{x}_j + \\mathbf{p}_j)\\mathbf{W}^k)^\\top`` expands into four
    terms (a held-out survey's score decomposition): \\mathbf{W}^q, a matrix there, multiplies the parenthesis; a bold
    capital before numbers in parentheses (\\mathbf{R}(\\alpha + \\beta)) or before one name stays a function."""
    lhs = "(\\mathbf{x}_i + \\mathbf{p}_i)\\mathbf{W}^q ((\\mathbf{x}_j + \\mathbf{p}_j)\\mathbf{W}^k)^\\top"
    terms = [f"\\mathbf{{{a}}}_i\\mathbf{{W}}^q {{\\mathbf{{W}}^k}}^\\top\\mathbf{{{b}}}_j^\\top" for a in "xp" for b in "xp"]
    text = "# Scores\n\n$$\n{lhs} = {rhs}\n$$\n"
    got = _by_lhs(text.format(lhs=lhs, rhs=" + ".join(terms)))[(lhs, " + ".join(terms))]
    assert got["status"] == "proved" and "as matrices" in got["reason"], got
    swapped = terms[:3] + [terms[3].replace("\\mathbf{p}_i\\mathbf{W}^q", "\\mathbf{W}^q\\mathbf{p}_i")]
    got = _by_lhs(text.format(lhs=lhs, rhs=" + ".join(swapped)))[(lhs, " + ".join(swapped))]
    assert got["status"] != "proved", got
    doc = ("# R\n\nThe matrix $\\mathbf{R}$ rotates: $\\mathbf{y} = \\mathbf{R}^\\top \\mathbf{x}$.\n\n$$\n"
           "\\mathbf{R}(\\alpha + \\beta) = \\mathbf{R}\\alpha + \\mathbf{R}\\beta\n$$\n\n$$\n"
           "\\mathbf{R}(\\mathbf{u} + \\mathbf{v} + t) = \\mathbf{R}\\mathbf{u} + \\mathbf{R}\\mathbf{v} + \\mathbf{R}t\n$$\n")
    got = _by_lhs(doc)
    assert got[("\\mathbf{R}(\\alpha + \\beta)", "\\mathbf{R}\\alpha + \\mathbf{R}\\beta")]["status"] == "undecided"
    mixed = got[("\\mathbf{R}(\\mathbf{u} + \\mathbf{v} + t)", "\\mathbf{R}\\mathbf{u} + \\mathbf{R}\\mathbf{v} + \\mathbf{R}t")]
    assert mixed["status"] == "undecided" and "R(t + u + v)" in mixed["reason"], mixed  # (applied: not bold names alone)
