"""Issue 32, the document's own matrices and the steps of an algorithm: a rotation family the document defines (a 2×2
R_m, a rotation R(φ) by an angle, the block-diagonal R^d_{Θ,m} written with elided entries) composes as rotations
do, which SymPy proves from the definition and uses to prove RoPE's relative form for every size; a family that does
not compose so is not used, and a member with another label is no member; ``R^d`` is a label only for a matrix the
document defines so; det and tr are numbers; ``Q = X W_Q`` defines Q (the Q of W_Q labels the matrix);
``X_a = X + X_a`` after X_a is defined is an update, but an equation in one name or a stated consequence is not.
Documents written for these tests (the later ones after helper-22's review)."""
from tests.conftest import reader_items


def _at(items, line):
    return [(it["link"]["lhs"].strip(), it["status"], it["reason"]) for it in items if it["line"] == line]


BLOCKS = r"""# RoPE

Vectors are in $\mathbb{R}^d$. The rotary matrix is

$$
R^d_{\Theta,m} = \begin{pmatrix}
\cos m\theta_1 & -\sin m\theta_1 & 0 & 0 & \cdots & 0 & 0 \\
\sin m\theta_1 & \cos m\theta_1 & 0 & 0 & \cdots & 0 & 0 \\
0 & 0 & \cos m\theta_2 & -\sin m\theta_2 & \cdots & 0 & 0 \\
0 & 0 & \sin m\theta_2 & \cos m\theta_2 & \cdots & 0 & 0 \\
\vdots & \vdots & \vdots & \vdots & \ddots & \vdots & \vdots \\
0 & 0 & 0 & 0 & \cdots & \cos m\theta_{d/2} & -\sin m\theta_{d/2} \\
0 & 0 & 0 & 0 & \cdots & \sin m\theta_{d/2} & \cos m\theta_{d/2}
\end{pmatrix}
$$

with $\theta_i = 10000^{-2(i-1)/d}$, and $q_m = R^d_{\Theta,m} W_q x_m$, $k_n = R^d_{\Theta,n} W_k x_n$. Then

$$q_m^T k_n = x_m^T W_q^T R^d_{\Theta,n-m} W_k x_n$$

and, with the sign slipped,

$$q_m^T k_n = x_m^T W_q^T R^d_{\Theta,m-n} W_k x_n$$
"""


def test_a_block_diagonal_rotation_proves_the_relative_form_for_every_size():
    items = reader_items(BLOCKS)
    assert _at(items, 6)[0][:2] == ("R^d_{\\Theta,m}", "definition")  # R^d: d labels the size, not a power
    [(_, status, reason)] = _at(items, 19)
    assert status == "proved", reason
    assert "R_a^T = R_{-a}" in reason and "block by block" in reason and "every other vector and matrix" in reason
    [(_, status, reason)] = _at(items, 23)
    assert status == "inconsistent" and "at d = 6" in reason, reason  # R_{m-n} is not R_m^T R_n


ANGLE = r"""# Rotations by an angle

$R(\phi) = \begin{pmatrix} \cos\phi & -\sin\phi \\ \sin\phi & \cos\phi \end{pmatrix}$.

So $R(\alpha)^\top R(\beta) = R(\beta - \alpha)$ and $R(\alpha) R(\beta) W = R(\alpha + \beta) W$.

A shear does not: $S_m = \begin{pmatrix} 1 & m \\ 0 & 1 \end{pmatrix}$, and $S_m^\top S_n = S_{n-m}$.
"""


def test_a_rotation_by_an_angle_composes_and_a_shear_is_not_taken_for_one():
    items = reader_items(ANGLE)
    statuses = {lhs: status for lhs, status, _ in _at(items, 5)}
    assert statuses == {"R(\\alpha)^\\top R(\\beta)": "proved", "R(\\alpha) R(\\beta) W": "proved"}, _at(items, 5)
    [(lhs, status, reason)] = [x for x in _at(items, 7) if x[0] == "S_m^\\top S_n"]
    assert status == "inconsistent" and "R_a^T" not in reason, reason  # S_1^T S_1 is not S_0 = I


def test_a_power_of_a_name_that_is_not_a_labelled_matrix_stays_a_power():
    text = r"""# Grid

In $\mathbb{R}^d$ a grid of $N$ points a side has $N^d$ points, and $N^d = N^{d-1} N$.
"""
    [(_, status, reason)] = _at(reader_items(text), 3)
    assert status == "proved", reason


LAYERS = r"""# Encoder

The projections are

$$Q = XW_{Q}$$
$$K = XW_{K}$$

and the block computes

$$X_{a} = \mathrm{attn}(Q, K)$$
$$X_{a} = X + X_{a}$$
$$X_{a} = \mathrm{norm}(X_{a})$$

so that $X_a = \mathrm{norm}(X + \mathrm{attn}(X W_Q, X W_K))$.
"""


def test_a_subscript_naming_the_defined_matrix_is_a_label_and_an_update_is_an_assignment():
    items = reader_items(LAYERS)
    assert _at(items, 5)[0][:2] == ("Q", "definition") and _at(items, 6)[0][:2] == ("K", "definition")
    [(_, status, reason)] = _at(items, 11)
    assert status == "definition" and reason.startswith("an update"), reason
    assert _at(items, 12)[0][1] == "definition"
    [(_, status, reason)] = _at(items, 14)
    assert status == "proved", reason  # the value after both updates, with Q and K substituted


def test_no_update_without_a_definition_to_update_or_where_the_text_solves():
    text = "# Steps\n\nHere $y = y^2$.\n\nLet $z = a + b$. We solve the equation\n\n$$z = 2z - 1$$\n"
    items = reader_items(text)
    assert _at(items, 3)[0][1] != "definition"
    assert _at(items, 7)[0][1] != "definition"


def test_a_superscript_is_a_power_unless_the_document_defines_the_labelled_matrix():
    # after helper-22: n/2 or ℝ^d elsewhere does not make every ^n or ^d a label
    powers = r"""# Powers

Points live in $\mathbb{R}^d$ and we take $n/2$ steps. Each side has $N_1 = 3$ points.

$R_m = \begin{pmatrix} \cos m\theta & -\sin m\theta \\ \sin m\theta & \cos m\theta \end{pmatrix}$.

So $N_1^d = 3^d$, and a slip: $N_1^d = 4^d$. Also $R_1^n R_1 = R_{2n+1}$.
"""
    statuses = [(lhs, s) for lhs, s, _ in _at(reader_items(powers), 7)]
    assert statuses[:2] == [("N_1^d", "proved"), ("N_1^d", "inconsistent")], statuses
    assert statuses[2][1] not in ("proved", "definition"), statuses  # R_1^{n+1} is not R_{2n+1}


def test_an_equation_in_one_name_or_a_stated_consequence_is_not_an_update():
    text = r"""# Double angle

Let $c = \cos 2\phi$. Hence

$$c = 2c^2 - 1$$

# Attention

Let $\mathbf{o} = \mathrm{softmax}(\mathbf{s}) V$. We have

$$\mathbf{o} = \mathbf{o} + \mathbf{x}$$
"""
    items = reader_items(text)
    assert _at(items, 5)[0][1] == "inconsistent", _at(items, 5)  # 2cos²2φ − 1 is cos 4φ
    assert _at(items, 11)[0][1] != "definition", _at(items, 11)


def test_a_determinant_is_a_number_and_r_zero_is_the_identity_matrix_not_one():
    text = r"""# Scalars

$R_m = \begin{pmatrix} \cos m\theta & -\sin m\theta \\ \sin m\theta & \cos m\theta \end{pmatrix}$ and $\mathbf{W} \in \mathbb{R}^{2 \times 2}$.

Then $R_a \det(\mathbf{W}) R_b = \det(\mathbf{W}) R_{a+b}$ and $R_m R_{-m} \mathbf{W} = \mathbf{W}$, but not $R_m R_{-m} = 1$.
"""
    statuses = [s for _, s, _ in _at(reader_items(text), 5)]
    assert statuses[:2] == ["proved", "proved"] and statuses[2] != "proved", statuses


def test_a_member_with_another_label_is_not_a_member():
    text = BLOCKS.replace("$$q_m^T k_n = x_m^T W_q^T R^d_{\\Theta,n-m} W_k x_n$$",
                          "$$(R^d_{\\Theta,m})^\\top R^d_{\\Phi,n} = R^d_{\\Theta,n-m}$$")
    [(_, status, reason)] = _at(reader_items(text), 19)
    assert status not in ("proved", "inconsistent"), reason  # Φ is not Θ: nothing says what R^d_{Φ,n} is


def test_a_stated_consequence_before_a_self_referring_display_is_a_claim():
    # after helper-23's review: each of these lead-ins states what follows as a consequence
    for lead in ("Consequently,", "It follows that", "This gives", "Equivalently,", "In other words,", "由此可见",
                 "这表明", "从而"):
        text = LAYERS.replace("$$X_{a} = X + X_{a}$$", f"{lead}\n\n$$X_{{a}} = X + X_{{a}}$$")
        items = reader_items(text)
        line = next(it["line"] for it in items if it["link"]["rhs"].strip() == "X + X_{a}")
        assert all(s != "definition" for _, s, _ in _at(items, line)), (lead, _at(items, line))
