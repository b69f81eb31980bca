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


DESCRIBED = r"""# Rotary attention, in words

Each query is rotated: $q_m = R_{\Theta,m} W_q x_m$ and $k_n = R_{\Theta,n} W_k x_n$, where
$R_{\Theta,m}$ is the block-diagonal rotation matrix for position $m$, one frequency per 2D block.

$$(R_{\Theta,m} x)^T (R_{\Theta,n} y) = x^T R_{\Theta,n-m} y$$

Their product is

$$q_m^T k_n = x_m^T W_q^T R_{\Theta,m-n} W_k x_n$$

and $R_{\Theta,m}^T R_{\Theta,m} = R_{\Theta,0}$.

Each pair also has its own matrix: $P_i$ is the rotation matrix of pair $i$, and $P_i^T P_j = P_{j-i}$.
"""


def test_a_rotation_described_in_words_proves_and_refutes_with_a_witness_that_recomputes():
    import numpy as np

    items = reader_items(DESCRIBED)
    [(_, status, reason)] = _at(items, 6)
    assert status == "proved", reason
    assert "described in words" in reason and "symbolic frequency" in reason
    [it] = [it for it in items if it["line"] == 10]
    assert it["status"] == "inconsistent", it["reason"]
    # the witness, recomputed here: one 2×2 block, frequency 1
    ce = it["counterexample"]
    m, n = int(ce["m"]), int(ce["n"])

    def rot(a):
        return np.array([[np.cos(a), -np.sin(a)], [np.sin(a), np.cos(a)]])

    def mat(s):
        import ast

        return np.array(ast.literal_eval(s.replace(" (a column)", "")), dtype=float)  # "((2, -1), (3, 1))", "(4, 1)"

    Wq, Wk, xm, xn = (mat(ce[k]) for k in ("W_q", "W_k", "x_m", "x_n"))
    lhs = (rot(m) @ Wq @ xm) @ (rot(n) @ Wk @ xn)
    rhs = xm @ Wq.T @ rot(m - n) @ Wk @ xn
    assert abs(lhs - float(it["exact"]["lhs"])) < 1e-9 and abs(rhs - float(it["exact"]["rhs"])) < 1e-9
    assert abs(lhs - rhs) > 1
    [(_, status, reason)] = _at(items, 12)
    assert status == "proved", reason
    # a pair's matrix is not a position's: P_i is no family, and the relation is not decided with one
    [(_, status, reason)] = _at(items, 14)
    assert status == "undecided", reason


WORDS_ZH = r"""# 旋转

位置 $t$ 的查询向量 $q_t$ 是通过一个旋转矩阵 $R(t)$ 作用于 $\tilde{q}_t$ 得到的，即 $q_t = R(t)\tilde{q}_t$。

旋转矩阵具有属性 $R(t)^\top R(u) = R(u-t)$。

向量 $v_t$ 是通过旋转矩阵得到的，而 $v_s^\top v_t = v_t^\top v_s$ 不一定成立。
"""


def test_a_rotation_named_after_the_words_is_a_family_and_a_vector_so_described_is_not():
    items = reader_items(WORDS_ZH)
    [(_, status, reason)] = _at(items, 5)
    assert status == "proved" and "R(t)" in reason, reason
    assert all(st != "inconsistent" for _, st, _ in _at(items, 7))


LABELLED_WORDS = r"""# RoPE in d dimensions

Queries are in $\mathbb{R}^d$, and $R^d_{\theta,m}$ is the rotation matrix for position $m$.

$$(R^d_{\theta,m})^\top R^d_{\theta,n} = R^d_{\theta,n-m}$$
"""


def test_a_described_rotation_written_with_a_dimension_superscript_is_a_family():
    [(_, status, reason)] = _at(reader_items(LABELLED_WORDS), 5)
    assert status == "proved" and "described in words" in reason, reason  # d labels the size; θ labels, m moves


def _probe(sentence: str, relation: str) -> list:
    """The statuses of ``relation``, displayed after a one-sentence description (line 5 of the probe)."""
    return [st for _, st, _ in _at(reader_items(f"# Probe\n\n{sentence}\n\n$${relation}$$\n"), 5)]


# Words that do not describe RoPE's rotation (helper-28's probes): the family is not used, nothing is proved
NOT_A_POSITION_ROTATION = {
    "a factor after the words": "where $A_t$ is a rotation matrix times the decay factor $\\gamma^t$ for position $t$.",
    "chance": "Here $A_t$ is a random rotation matrix, sampled for each position $t$.",
    "an angle not linear in the position": "Here $A_t$ is the rotation matrix by the angle $\\log(1+t)$.",
    "a negation before the words": "Our encoding is deliberately not a rotation matrix $A_t$ at position $t$.",
    "a negation in Chinese": "我们不再使用旋转矩阵 $A_t$，而是使用随位置增长的缩放矩阵。",
    "a pair's index": "For pair $p$, $A_p$ is a planar rotation matrix by the angle $\\theta_p$ of that pair.",
    "decay in Japanese": "ここで $A_t$ は減衰付きの回転行列である。位置 $t$ だけ回転する。",
}


def test_a_scaled_random_negated_nonlinear_or_per_pair_rotation_is_no_family():
    for why, sentence in NOT_A_POSITION_ROTATION.items():
        p = "p" if "_p" in sentence else "t"
        statuses = _probe(sentence, f"A_{{s}}^\\top A_{{{p}}} = A_{{{p}-s}}")
        assert statuses and all(st not in ("proved", "inconsistent") for st in statuses), (why, statuses)


REDESCRIBED = r"""# Two meanings

## RoPE

Here $R_t$ is a rotation matrix for position $t$, and $R_s^\top R_t = R_{t-s}$.

## Kalman filter

Here $R_t$ denotes the measurement-noise covariance matrix at time step $t$.

$$R_s^\top R_t = R_{t-s}$$
"""


def test_a_description_ends_where_the_prose_gives_the_name_another_meaning():
    items = reader_items(REDESCRIBED)
    [(_, status, reason)] = _at(items, 5)
    assert status == "proved", reason
    [(_, status, reason)] = _at(items, 11)
    assert status not in ("proved", "inconsistent"), reason


# a witness is sought only where the document leaves the frequency, the direction and every other matrix free
NO_WITNESS = {
    "a frequency in the relation": ("In two dimensions, $R_m$ is the rotation matrix for position $m$: it rotates by "
                                    "the angle $m\\theta$.", "(\\mathbf{u}^\\top \\mathbf{u}) \\cos((n-m)\\theta) = "
                                    "(R_m \\mathbf{u})^\\top (R_n \\mathbf{u})"),
    "a frequency given a value": ("Here $R_m$ is the rotation matrix for position $m$, with frequency "
                                  "$\\theta = \\pi/2$.", "R_{m+2} \\mathbf{x} = -R_m \\mathbf{x}"),
    "a matrix the document defines": ("Here $R_t$ is the rotation matrix for position $t$, and $J = \\begin{pmatrix} 0 "
                                      "& -1 \\\\ 1 & 0 \\end{pmatrix}$.", "\\mathbf{y}^\\top R_{m} \\mathbf{x} = "
                                      "\\mathbf{y}^\\top J R_{m-1} \\mathbf{x}"),
    "row vectors": ("Here $R_m$ is the rotation matrix for position $m$, and rows are vectors: $q_m = x_m W_q R_m$, $k_n = x_n W_k R_n$.",
                    "q_m k_n^\\top = x_m W_q R_{n-m} W_k^\\top x_n^\\top"),
}


def test_no_witness_where_the_document_fixes_what_the_witness_would_choose():
    for why, (sentence, relation) in NO_WITNESS.items():
        statuses = _probe(sentence, relation)
        assert statuses and "inconsistent" not in statuses, (why, statuses)


# helper-29's probes: a rate the document gives, vectors in capitals, an angle per position, a camera, two families,
# a name reused for a vector; none may come out proved or inconsistent through the described family
GIVEN_OR_NOT_ROPE = {
    "a period in the angle": ("Here $R_t$ is the rotation matrix for position $t$: it turns by the angle $2\\pi t / n$.",
                              "R_{t+n} \\mathbf{x} = R_t \\mathbf{x}"),
    "a named frequency": ("Here $R_m$ is the rotation matrix for position $m$, turning by the angle $m f$ with frequency "
                          "$f = \\pi/2$.", "R_{m+2} \\mathbf{x} = -R_m \\mathbf{x}"),
    "a rate in words": ("Here $R_m$ is the rotation matrix for position $m$; its single frequency is one half.",
                        "R_{m + 2\\pi} \\mathbf{x} = -R_m \\mathbf{x}"),
    "vectors in capitals": ("Here $R_m$ is a block-diagonal rotation matrix for position $m$, and $Q, K \\in "
                            "\\mathbb{R}^d$ are the query and key.", "Q^\\top R_{n-m} K = K^\\top R_{m-n} Q"),
    "an angle in the next sentence": ("Here $R_t$ is a rotation matrix for position $t$. Its angle grows quadratically, "
                                      "$\\phi_t = \\theta t^2$.", "R_s^\\top R_t = R_{t-s}"),
    "an angle of each position": ("ここで $R_m$ は位置 $m$ に対応する回転行列である。その角度 $\\theta_m$ は位置ごとに学習される。",
                                  "R_m^\\top R_n = R_{n-m}"),
    "a camera": ("Here $R_t$ is the rotation matrix of the camera at position $t$ of the trajectory.",
                 "R_s^\\top R_t = R_{t-s}"),
}


def test_no_family_or_no_witness_where_the_rate_is_given_or_the_rotation_is_not_ropes():
    for why, (sentence, relation) in GIVEN_OR_NOT_ROPE.items():
        statuses = _probe(sentence, relation)
        assert statuses and all(st not in ("proved", "inconsistent") for st in statuses), (why, statuses)


TWO_FAMILIES_AND_A_VECTOR = r"""# Probe

Here $R_m$ is the rotation matrix for position $m$ at the base frequency, and
$S_m$ is the rotation matrix for position $m$ at twice the base frequency.

$$(S_m \mathbf{q})^\top (R_{2n} \mathbf{k}) = \mathbf{q}^\top S_{n-m} \mathbf{k}$$

## Residuals

Let $R_t$ be the residual vector of the solver at step $t$.

$$R_s^\top R_t = R_0^\top R_{t-s}$$
"""


def test_two_described_families_seek_no_witness_and_a_reused_name_is_no_rotation():
    items = reader_items(TWO_FAMILIES_AND_A_VECTOR)
    assert _at(items, 6) and _at(items, 12)
    assert all(st != "inconsistent" for _, st, _ in _at(items, 6))  # S turns twice as fast: true, no witness
    assert all(st not in ("proved", "inconsistent") for _, st, _ in _at(items, 12))


SCALAR_AND_REUSED = r"""# Probe

Here $R_m$ is the rotation matrix for position $m$. The logits are divided by a positive scalar $T > 0$.

$$R_m T \mathbf{q} = T R_m \mathbf{q}$$

From now on $R_m$ stands for the symmetric bias of offset $m$, so that

$$R_{-m} = R_m$$
"""


def test_a_scalar_is_no_witness_matrix_and_stands_for_ends_a_description():
    items = reader_items(SCALAR_AND_REUSED)
    assert _at(items, 5) and all(st != "inconsistent" for _, st, _ in _at(items, 5))  # T is a number
    assert _at(items, 9) and all(st != "inconsistent" for _, st, _ in _at(items, 9))  # R is no rotation any more


NOT_A_SCALAR = r"""# Probe

Here $R_m$ is the rotation matrix for position $m$, and $A$ is not a scalar: it is a weight matrix.

$$R_m A \mathbf{x} = A R_m \mathbf{x}$$
"""


def test_a_name_the_prose_says_is_not_a_scalar_may_be_the_witness_matrix():
    [(_, status, reason)] = _at(reader_items(NOT_A_SCALAR), 5)
    assert status == "inconsistent", reason  # a matrix need not commute with a rotation


ANGLE_PRODUCT = r"""# 旋转

二维情形下，旋转矩阵为
$$
R(m\theta) = \begin{bmatrix} \cos m\theta & -\sin m\theta \\ \sin m\theta & \cos m\theta \end{bmatrix}
$$
容易验证 $R(m\theta)^\top R(n\theta) = R((n-m)\theta)$。

有笔误的版本写成 $R(m\theta)^\top R(n\theta) = R((m-n)\theta)$。
"""


def test_a_matrix_defined_at_a_product_of_names_is_a_function_of_that_product():
    # R(mθ) = [[cos mθ, …]] depends on m and θ only through mθ: it is R(φ) at φ = mθ, so R(nθ) and R((n-m)θ) are
    # its values; the true line is proved with the rotation lemmas and the sign slip fails at a certified point
    from tests.conftest import reader_items

    items = reader_items(ANGLE_PRODUCT)
    true, slip = (it for it in items if it["link"]["lhs"].strip() == r"R(m\theta)^\top R(n\theta)")
    assert true["status"] == "proved" and "R(m\\theta)" in true["reason"], true
    assert slip["status"] == "inconsistent", slip
    lone = reader_items("$$R(m\\theta) = m\\theta + m$$\n\nthen $R(n\\theta) = n\\theta + n$.\n")
    assert all("as a function of" not in it["reason"] for it in lone)  # (m apart from mθ: not a function of mθ)


def test_a_matrix_defined_twice_at_a_product_of_names_is_bound_as_neither():
    # helper-111: a typo'd R(mθ) then the right one (or a 2×2 and a 3×3 in two sections): which holds where is not
    # read, so neither is bound and nothing true is reported false
    from tests.conftest import reader_items

    items = reader_items("A frequent typo writes\n$$R(m\\theta) = \\begin{bmatrix} \\cos m\\theta & \\sin m\\theta \\\\ "
                         "\\sin m\\theta & \\cos m\\theta \\end{bmatrix}$$\nwhich is not a rotation. The right matrix is\n"
                         "$$R(m\\theta) = \\begin{bmatrix} \\cos m\\theta & -\\sin m\\theta \\\\ \\sin m\\theta & "
                         "\\cos m\\theta \\end{bmatrix}$$\nand then $R(m\\theta)^\\top R(n\\theta) = R((n-m)\\theta)$.\n")
    assert all(it["status"] != "inconsistent" for it in items), [(it["line"], it["status"]) for it in items]
