"""What a document declares its names to be holds where it says: matrices declared in words, in lists, in spaces with
nested braces or in groups (M_n(ℝ), SO(3)), from a chapter on notation on; complex numbers (∈ ℂ, "a complex number",
复数); and × between declared vectors is the cross product.  A reviewer's probes had commutative algebra 'prove'
(A + B)^2 = A^2 + 2AB + B^2 for matrices and |z|^2 = z^2 for complex z (documents written for these tests)."""
from conftest import reader_items, reader_items_by_sides

SQUARE = ("(A+B)^2", "A^2 + 2AB + B^2")


def _square_after(declaration: str, name: str = "doc.md") -> dict:
    body = f"{declaration}\n\nThen $(A+B)^2 = A^2 + 2AB + B^2$.\n"
    doc = ("\\documentclass{article}\n\\newcommand{\\reals}{\\mathbb{R}}\n\\begin{document}\n" + body
           + "\\end{document}\n") if name.endswith(".tex") else "# M\n\n" + body
    return reader_items_by_sides(doc, name)[SQUARE]


def test_matrices_declared_in_words_keep_the_order_of_their_products():
    for declaration in ("Let $A$ and $B$ be $n\\times n$ matrices.", "Suppose $A$ and $B$ are square matrices.",
                        "Here $A$, $B$ are learned $d \\times d$ matrices.", "设 $A$ 和 $B$ 是 $n$ 阶方阵。",
                        "其中 $A$ 是权重矩阵，$B$ 是输入矩阵。"):
        item = _square_after(declaration)
        assert item["status"] == "undecided", (declaration, item)


def test_matrices_declared_in_spaces_and_groups_keep_the_order_of_their_products():
    for declaration in ("Let $A, B \\in \\mathbb{R}^{d_{\\text{model}} \\times d_{\\text{model}}}$.",
                        "Let $A, B \\in M_n(\\mathbb{R})$.", "Let $A, B \\in \\mathrm{SO}(3)$ be rotations."):
        assert _square_after(declaration)["status"] == "undecided", declaration
    assert _square_after("Let $A, B \\in \\reals^{n\\times n}$.", "doc.tex")["status"] == "undecided"


def test_a_word_for_a_matrix_that_goes_on_declares_nothing():
    # "q_m 表示矩阵 Q 中的第 m 个向量": q_m is a vector of Q, not a matrix; k stays a number
    doc = ("# 注意力\n\n$q$ 表示矩阵 $Q$ 中的第 $m$ 个向量。\n\n$$(q + k)^2 = q^2 + 2qk + k^2$$\n")
    assert reader_items_by_sides(doc)[("(q + k)^2", "q^2 + 2qk + k^2")]["status"] == "proved"


def test_a_declaration_in_a_chapter_on_notation_holds_in_the_chapters_after_it():
    doc = ("# Notes\n\n## Notation\n\nThroughout, $A, B \\in \\mathbb{R}^{n\\times n}$.\n\n## Identities\n\n"
           "$$(A+B)^2 = A^2 + 2AB + B^2$$\n")
    assert reader_items_by_sides(doc)[SQUARE]["status"] == "undecided"


def test_complex_numbers_are_not_decided_as_real_ones():
    for declaration in ("Let $z, w \\in \\mathbb{C}$.", "Let $z$ be a complex number.", "设 $z$ 为复数。"):
        doc = f"# C\n\n{declaration}\n\nThen $|z|^2 = z^2$.\n"
        item = reader_items_by_sides(doc)[("|z|^2", "z^2")]
        assert item["status"] == "undecided", (declaration, item)
    doc = "# C\n\nLet $z = a + bi$ be a complex number with $a, b$ real. Then $|z|^2 = a^2 + b^2$ and $|z|^2 = z^2$.\n"
    items = reader_items_by_sides(doc)
    assert items[("|z|^2", "a^2 + b^2")]["status"] == "proved", items
    assert items[("|z|^2", "z^2")]["status"] == "inconsistent", items


def test_times_between_declared_vectors_is_the_cross_product():
    doc = ("# Cross\n\nLet $u, v, w \\in \\mathbb{R}^3$. Then $(u \\times v) \\times w = u \\times (v \\times w)$, "
           "and $u \\times v = -(v \\times u)$.\n")
    items = reader_items_by_sides(doc)
    for sides in (("(u \\times v) \\times w", "u \\times (v \\times w)"), ("u \\times v", "-(v \\times u)")):
        assert items[sides]["status"] == "undecided", items[sides]
        assert items[sides]["cause"] == "cross product", items[sides]


def test_the_word_complex_alone_or_an_index_i_makes_no_imaginary_unit():
    doc = ("# C\n\nThe cache layout is complex. Block $i$ starts at byte $s = 64 + 128 i$; at $i = 2$ it starts at "
           "$s - 64 = 256$.\n")
    item = reader_items_by_sides(doc)[("s - 64", "256")]
    assert item["status"] != "inconsistent", item


def test_a_complex_number_against_a_pair_is_compared_by_its_parts():
    doc = ("# R\n\n$$(t_0 + i t_1)(\\cos\\theta + i \\sin\\theta) = \\begin{bmatrix} \\cos\\theta & -\\sin\\theta \\\\ "
           "\\sin\\theta & \\cos\\theta \\end{bmatrix} \\begin{bmatrix} t_0 \\\\ t_1 \\end{bmatrix}$$\n\n"
           "$$(u_0 + i u_1)(\\cos\\phi + i \\sin\\phi) = \\begin{bmatrix} \\cos\\phi & \\sin\\phi \\\\ "
           "-\\sin\\phi & \\cos\\phi \\end{bmatrix} \\begin{bmatrix} u_0 \\\\ u_1 \\end{bmatrix}$$\n")
    found = [it for it in reader_items(doc) if it["status"] != "definition"]
    assert [it["status"] for it in found] == ["proved", "undecided"], found
    assert found[1]["cause"] == "complex number against a pair", found[1]
