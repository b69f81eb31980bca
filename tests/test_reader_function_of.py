"""'⟨f(q, m), f(k, n)⟩ = g(q, k, m − n)' with g defined nowhere: the relation says that such a g exists, i.e. that the
other side depends on m and n only through m − n.  Proved when SymPy reduces the change under m → m + s, n → n + s to
0; any other case (it changes, it never involved m − n, an argument is left out, g is written through functions of
its own arguments) is left undecided, never found wrong: the text may state a wish, not a fact."""
import pytest

from conftest import reader_items

_ROTATION = ("# RoPE\n\nLet $\\theta$ be a frequency and define the rotation\n$$R_m = \\begin{pmatrix} \\cos m\\theta & "
             "-\\sin m\\theta \\\\ \\sin m\\theta & \\cos m\\theta \\end{pmatrix}.$$\n\nDefine $f(q, m) = R_m q$ for "
             "$q \\in \\mathbb{R}^2$.\n\n")


def _item(doc: str, rhs: str) -> dict:
    (it,) = [x for x in reader_items(doc) if x["link"]["rhs"].strip().rstrip(".") == rhs]
    return it


def test_a_rotated_inner_product_is_a_function_of_the_offset():
    """R_m^T R_n = R_{n−m}, so ⟨R_m q, R_n k⟩ = q^T R_{n−m} k: unchanged when m and n move together."""
    it = _item(_ROTATION + "Then $\\langle f(q, m), f(k, n) \\rangle = g(q, k, m - n)$.\n", "g(q, k, m - n)")
    assert it["status"] == "proved", it
    assert "m → m + s, n → n + s" in it["reason"] and "R_m (line 4" in it["reason"], it


def test_a_complex_product_is_a_function_of_the_offset():
    """q e^{imθ} · conj(k e^{inθ}) = q conj(k) e^{i(m−n)θ} for real m, n, θ."""
    doc = ("# C\n\nWork in the complex plane. Let $f(q, m) = q e^{i m \\theta}$ for a complex number $q$.\n\n"
           "The product $f(q, m) \\overline{f(k, n)} = g(q, k, m - n)$ depends only on the offset.\n")
    it = _item(doc, "g(q, k, m - n)")
    assert it["status"] == "proved", it
    assert "q, k (arguments of g)" in it["reason"], it


@pytest.mark.parametrize("doc, rhs", [
    # m² − n² = (m − n)(m + n): not a function of m − n alone (m = 1, n = 0 and m = 2, n = 1 give 1 and 3)
    ("# P\n\nAlso $m^2 - n^2 = v(m - n)$.\n", "v(m - n)"),
    # a side with no m or n in it: true for a g that ignores m − n, but the text wishes it depended on the offset
    ("# A\n\nLet $Q_i = X_i W_Q$ and $K_j = X_j W_K$.\n\nThe similarity should carry the offset: "
     "$Q_i K_j^T = g(X_i, X_j, i - j)$.\n", "g(X_i, X_j, i - j)"),
    # k left out of g's arguments: the side depends on k, which the relation says it does not
    (_ROTATION + "Then $\\langle f(q, m), f(k, n) \\rangle = g(q, m - n)$.\n", "g(q, m - n)"),
    # g written through functions of its own arguments (its polar form): a definition of r_g and θ_g, not a fact
    ("# G\n\nThen $g(\\bm{x}_q, \\bm{x}_k, m - n) = r_g(\\bm{x}_q, \\bm{x}_k, m - n) e^{i \\theta_g(\\bm{x}_q, \\bm{x}_k, m - n)}$.\n",
     "r_g(\\bm{x}_q, \\bm{x}_k, m - n) e^{i \\theta_g(\\bm{x}_q, \\bm{x}_k, m - n)}"),
    ("# G\n\nSo $g(x, m - n) = r(x, m - n) e^{i \\varphi(x, m - n)}$.\n", "r(x, m - n) e^{i \\varphi(x, m - n)}"),
])
def test_what_is_not_shown_a_function_of_the_offset_stays_undecided(doc, rhs):
    assert _item(doc, rhs)["status"] in ("undecided", "definition"), reader_items(doc)


def test_a_function_the_document_defines_is_not_read_as_any_function():
    """h(t) = t^2 defined, then m^2 − n^2 = h(m − n) is checked against that definition (at m = 2, n = 1: 3 against
    1), not read as 'some function h exists'."""
    doc = "# H\n\nLet $h(t) = t^2$.\n\nThen $m^2 - n^2 = h(m - n)$.\n"
    assert "read as: the" not in _item(doc, "h(m - n)")["reason"], reader_items(doc)


@pytest.mark.parametrize("doc, rhs", [
    # the key K left out of g's arguments: a capital is no fixed parameter (the score depends on K)
    (_ROTATION + "Hence $\\langle f(Q, m), f(K, n) \\rangle = g(Q, m - n)$.\n", "g(Q, m - n)"),
    # the key β left out: a Greek letter other than a frequency's is no fixed parameter either
    ("# C\n\nWork in the complex plane. Let $f(x, m) = x e^{i m \\theta}$ for a complex number $x$.\n\nFor a query "
     "$\\alpha$ and a key $\\beta$, $f(\\alpha, m) \\overline{f(\\beta, n)} = g(\\alpha, m - n)$.\n", "g(\\alpha, m - n)"),
    # δ is Kronecker's delta, not "some function": e^{i(m − n)ω} is not δ(m − n) (m − n = 1, ω = 1: 0.540 + 0.841i)
    ("# O\n\nWork in the complex plane and let $p_m = e^{i m \\omega}$ with frequency $\\omega$.\n\nDistinct positions "
     "are orthogonal: $p_m \\overline{p_n} = \\delta(m - n)$.\n", "\\delta(m - n)"),
    # gates α_j inside a product are variables: with α_j = 1/(j + 1), (m, n) = (3, 1) gives 1/12 and (4, 2) gives 1/20
    ("# G\n\nEach position $j$ has a forget gate $\\alpha_j \\in (0, 1)$, and a key at $n$ reaches the query at $m$ "
     "with the weight $\\prod_{j=n+1}^{m} \\alpha_j = g(m - n)$.\n", "g(m - n)"),
])
def test_a_variable_outside_the_arguments_or_a_named_function_is_not_shown(doc, rhs):
    assert _item(doc, rhs)["status"] not in ("proved", "consistent"), reader_items(doc)


def test_the_shift_is_named_apart_from_the_documents_positions():
    """Positions t and s: the shift is written with another letter (t → t + u), not 's → s + s'."""
    doc = ("# L\n\nWork in the complex plane. For real positions $t$ and $s$ let $f(q, t) = q e^{i t \\omega}$ for a "
           "complex number $q$.\n\nThe product $f(q, t) \\overline{f(k, s)} = g(q, k, t - s)$ depends on the lag.\n")
    it = _item(doc, "g(q, k, t - s)")
    assert it["status"] == "proved" and "s → s + u, t → t + u" in it["reason"], it


@pytest.mark.parametrize("doc, rhs", [
    # the document defines g itself (with the wrong sign in the exponent): its g, checked as such, not any g
    ("# R\n\nWork in the complex plane, with $f_q(x_m, m) = (W_Q x_m) e^{i m\\theta}$ and $f_k(x_n, n) = (W_K x_n) "
     "e^{i n\\theta}$.\n\nThen $\\mathrm{Re}\\left[f_q(x_m, m)\\overline{f_k(x_n, n)}\\right] = g(x_m, x_n, m - n)$,\n\n"
     "where $g(x_m, x_n, m - n) = \\mathrm{Re}\\left[(W_Q x_m)\\overline{(W_K x_n)} e^{-i (m - n)\\theta}\\right]$.\n",
     "g(x_m, x_n, m - n)"),
    # the same without subscripts: g written out by the document as q conj(k) e^{-i(m - n)θ} is its own g
    ("# G\n\nWork in the complex plane. Let $f(q, m) = q e^{i m \\theta}$ for a complex number $q$.\n\nThen "
     "$f(q, m) \\overline{f(k, n)} = g(q, k, m - n)$, where $g(q, k, m - n) = q \\overline{k} e^{-i (m - n) \\theta}$.\n",
     "g(q, k, m - n)"),
    # keys turning twice as fast: f_q and f_k are two functions (the reader's f_ family of a subscript would mix them)
    ("# K\n\nWork in the complex plane. For token embeddings $x_m$, let $f_q(x_m, m) = (W_Q x_m) e^{i m\\theta}$ and let "
     "keys turn twice as fast, $f_k(x_n, n) = (W_K x_n) e^{2 i n\\theta}$.\n\nThen $f_q(x_m, m)\\overline{f_k(x_n, n)} = "
     "g(x_m, x_n, m - n)$.\n", "g(x_m, x_n, m - n)"),
    # keys twice as fast, reached through another definition s(m, n) or written bold: still two functions
    ("# K\n\nWork in the complex plane. Let $f_q(x, m) = x e^{i m\\theta}$ and $f_k(x, n) = x e^{2 i n\\theta}$.\n\n"
     "Let $s(m, n) = f_q(a, m)\\overline{f_k(c, n)}$.\n\nThen $s(m, n) = g(a, c, m - n)$.\n", "g(a, c, m - n)"),
    ("# K\n\nWork in the complex plane. Let $\\mathbf{f}_q(x, m) = x e^{i m\\theta}$ and $\\mathbf{f}_k(x, n) = x "
     "e^{2 i n\\theta}$.\n\nThen $\\mathbf{f}_q(a, m)\\overline{\\mathbf{f}_k(c, n)} = g(a, c, m - n)$.\n",
     "g(a, c, m - n)"),
])
def test_a_g_the_document_defines_or_a_family_of_subscripts_is_not_any_function(doc, rhs):
    (it,) = [x for x in reader_items(doc) if x["link"]["rhs"].strip() == rhs]
    assert it["status"] not in ("proved", "consistent") and "defined nowhere" not in it["reason"], it


def test_a_family_of_subscripts_the_relation_does_not_write_does_not_stop_it():
    """A family p_j(t) defined elsewhere in the document (one function per subscript j) has nothing to do with
    ⟨f(q, m), f(k, n)⟩ = g(q, k, m − n), which writes no p_: the relation is still read, and proved."""
    doc = _ROTATION.replace("Define $f", "Each channel $j$ carries $p_j(t) = \\cos(t \\theta^j)$.\n\nDefine $f") + \
        "Then $\\langle f(q, m), f(k, n) \\rangle = g(q, k, m - n)$.\n"
    it = _item(doc, "g(q, k, m - n)")
    assert it["status"] == "proved", it
