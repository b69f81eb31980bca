"""Wrong verdicts an independent review (helper 66) found in the rules of d0701b0, each kept fixed."""
from tests.conftest import reader_items, reader_verdicts


_verdicts = reader_verdicts


P05 = '# Sigmoid gate\n\nWeights are drawn with $\\sigma > 0$ as spread. The sigmoid gate obeys $\\sigma(x) + \\sigma(-x) = 1$.\n'
P34 = '# Gate\n\nThe noise scale is $\\sigma > 0$. The sigmoid gate is applied elementwise, and a slip: $2\\sigma(x) = \\sigma(2x)$.\n'
P25 = '# Gate\n\nThe gate is $\\sigma\\left(x\\right) = \\frac{1}{1 + e^{-x}}$ and the noise scale is $\\sigma > 0$.\n\nSymmetry gives $\\sigma(x) + \\sigma(-x) = 1$.\n'
P16 = '# Training\n\nPretraining uses a context of $L = 2048$ tokens.\n\n# Extension\n\nWe then extend the window, first to $L = 4096$ and finally to $L = 8192$. From now on the scale factor is $L/2048 = 4$.\n'
P18 = '# Baseline\n\nThe baseline uses a base of $b = 500$.\n\n# Ours\n\nFor our model we raise the base to around $b = 10000$. Its logarithm is $\\log_{10} b = 4$.\n'
P27 = '# Heads\n\nWith 512 model dimensions split over 8 heads, the ratio d_model / d_k = 8 holds.\n\nThe scores are divided by $\\sqrt{d_k} = 8$.\n'
P31 = '# Small model\n\nIn the small model, d_k = 16.\n\n# Large model\n\nThe large model has 64-dimensional heads, and its scores are scaled by $1/\\sqrt{d_k} = 1/8$.\n'
R01 = '# RoPE\n\nRoPE rotates queries and keys by position. Let $R(t)$ be the block-diagonal rotation matrix for position $t$.\n\nThe Frobenius inner product of two rotations is symmetric: $\\langle R(i), R(j)\\rangle = \\langle R(j), R(i)\\rangle$.\n'
R15 = '# Baseline\n\nAs a control, the query and key at positions $m$ and $n$ are multiplied by independent random orthogonal matrices:\n\n$$\\tilde q = R_m q, \\quad \\tilde k = R_n k$$\n\nwhere $R_m$ and $R_n$ are rotation matrices. Then $R_m^T R_n = R_{n-m}$.\n'
R08 = '# RoPE\n\nRoPE encodes the position of each token by a rotation.\n\n# Cameras\n\nTwo cameras $m$ and $n$ look at the same point:\n\n$$y = R_m x, \\quad z = R_n x$$\n\nwhere $R_m$ and $R_n$ are rotation matrices. Then $R_m^T R_n = R_{n-m}$.\n'
R20 = '# Blocks\n\nAt a fixed token position $m$, let $R(t)$ be the 2×2 rotation matrix of frequency pair number $t$.\n\nThen $\\langle R(i)q, R(j)k\\rangle = \\langle q, R(j-i)k\\rangle$.\n'
R13 = '# Rotations\n\nLet $R(\\alpha)$ be the 2D rotation matrix for the angle $\\alpha$.\n\nA half turn reverses vectors: $\\langle R(\\pi)q, k\\rangle = -\\langle q, k\\rangle$, and a quarter turn twice is a half turn, $\\langle R(\\pi/2)R(\\pi/2)q, k\\rangle = \\langle R(\\pi)q, k\\rangle$.\n'
T01 = '\\documentclass{article}\n\\newtheorem{theorem}{Theorem}\n\\begin{document}\n\\section{Setup}\nThroughout the experiments the head size is $d = 64$.\n\n\\section{Analysis}\n\\begin{theorem}\\label{thm:big}\nLet $d = 128$. Then RoPE uses $d/2$ frequency pairs.\n\\end{theorem}\nWe now prove Theorem~\\ref{thm:big}.\n\\begin{proof}\nEach pair covers two coordinates, so there are $d/2 = 64$ pairs.\n\\end{proof}\n\\end{document}\n'
T05 = '\\documentclass{article}\n\\newtheorem{theorem}{Theorem}\n\\begin{document}\nThroughout the experiments the head size is $d = 64$.\n\n\\begin{theorem}\nLet $d = 128$. Then RoPE uses $d/2$ frequency pairs.\n\\end{theorem}\n\\medskip\n\\begin{proof}\nEach pair covers two coordinates, so there are $d/2 = 64$ pairs.\n\\end{proof}\n\\end{document}\n'



def test_a_letter_bounded_by_a_number_that_the_document_applies_stays_a_function():
    assert _verdicts(P05)["\\sigma(x) + \\sigma(-x) = 1"] != "inconsistent"
    assert _verdicts(P34)["2\\sigma(x) = \\sigma(2x)"] != "proved"
    assert _verdicts(P25)["\\sigma(x) + \\sigma(-x) = 1"] == "proved"  # (\sigma\left(x\right) = … defines it)


def test_a_value_changed_twice_in_a_sentence_or_near_another_does_not_bring_back_an_older_one():
    assert _verdicts(P16)["L/2048 = 4"] != "inconsistent"
    assert _verdicts(P18)["\\log_{10} b = 4"] != "inconsistent"  # ("around" b = 10000 ends the earlier b = 500)


def test_a_theorems_value_reaches_its_proof_and_no_older_value_comes_back_between():
    assert _verdicts(T01, "t01.tex")["d/2 = 64"] != "inconsistent"
    assert _verdicts(T05, "t05.tex")["d/2 = 64"] == "consistent"


def test_a_prose_value_inside_a_longer_expression_or_in_another_section_gives_no_finding():
    assert _verdicts(P27)["\\sqrt{d_k} = 8"] != "inconsistent"
    assert _verdicts(P31)["1/\\sqrt{d_k} = 1/8"] != "inconsistent"


def test_the_inner_product_of_two_matrices_is_not_read_as_a_product():
    assert _verdicts(R01)["\\langle R(i), R(j)\\rangle = \\langle R(j), R(i)\\rangle"] != "inconsistent"


def test_a_lead_in_that_qualifies_the_rotations_or_lies_past_a_heading_describes_no_rope():
    assert _verdicts(R15)["R_m^T R_n = R_{n-m}"] != "proved"
    assert _verdicts(R08)["R_m^T R_n = R_{n-m}"] != "proved"
    assert _verdicts(R20)["\\langle R(i)q, R(j)k\\rangle = \\langle q, R(j-i)k\\rangle"] != "proved"


def test_a_rotation_applied_inside_an_inner_product_does_not_fail_the_reader():
    got = [it for it in reader_items(R13) if it["status"] != "definition"]
    assert got and not any("reader failed" in it["reason"] for it in got), got
