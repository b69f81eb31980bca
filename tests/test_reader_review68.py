"""Wrong verdicts an independent review (helper 68) found in 5d38bef's rules, each kept fixed."""
from tests.conftest import reader_verdicts


_verdicts = reader_verdicts


T34 = '# Model\n\nThe baseline uses head dimension $d = 64$ and $h = 8$ heads.\n\nFor our model we change two settings:\n\n- d = 128\n- h = 8\n\nEach rotary block then covers $d/h = 16$ dimensions.\n'
T09 = '# Heads\n\nThe base model uses d_k = 64 per head.\n\nThe small model uses d_k = 32 - and its scores are scaled by $\\sqrt{d_k} = 4\\sqrt{2}$.\n'
T52 = '# Saturation\n\nThe activation is odd, symmetric around $x = 0$.\n\nFar out it saturates, $\\tanh(x) + 1 \\approx 2$, while $\\tanh(2x) = \\frac{2\\tanh x}{1 + \\tanh^2 x}$.\n'
T50 = '# Small angles\n\nExpanding around $x = 0$, we get $\\sin x \\approx x$.\n\n# Identities\n\nThe double-angle formula reads $\\sin 2x = 2\\sin x$.\n'
T26 = '\\documentclass{article}\n\\newtheorem{theorem}{Theorem}\n\\begin{document}\n\\section{Setup}\nThroughout the experiments the head size is $d = 64$.\n\n\\section{Analysis}\n\\subsection{Statement}\n\\begin{theorem}\\label{thm:big}\nLet $d = 128$. Then RoPE uses $d/2$ frequency pairs.\n\\end{theorem}\n\\subsection{Proof of the theorem}\nWe now prove Theorem~\\ref{thm:big}.\n\\begin{proof}\nEach pair covers two coordinates, so there are $d/2 = 64$ pairs.\n\\end{proof}\n\\end{document}\n'
T27 = '\\documentclass{article}\n\\newtheorem{theorem}{Theorem}\n\\begin{document}\n\\section{Setup}\nThroughout the experiments the head size is $d = 64$.\n\n\\section{Analysis}\n\\begin{theorem}\\label{thm:big}\nLet $d = 128$. Then RoPE uses $d/2$ frequency pairs.\n\\end{theorem}\n\n\\appendix\n\\section{Proofs}\n\\begin{proof}[Proof of Theorem~\\ref{thm:big}]\nEach pair covers two coordinates, so there are $d/2 = 64$ pairs.\n\\end{proof}\n\\end{document}\n'
T29 = '\\documentclass{article}\n\\usepackage{amsthm}\n\\newtheorem{mainthm}{Main Theorem}\n\\begin{document}\n\\section{Setup}\nThroughout the experiments the head size is $d = 64$.\n\n\\begin{mainthm}\nLet $d = 128$. Then RoPE uses $d/2 = 64$ frequency pairs.\n\\end{mainthm}\n\nIn our experiments each head therefore has $d/2 = 32$ pairs.\n\\end{document}\n'
T54 = '# Quarter\n\nLet $R(\\alpha) = \\begin{pmatrix} \\cos\\alpha & -\\sin\\alpha \\\\ \\sin\\alpha & \\cos\\alpha \\end{pmatrix}$.\n\nThen $R(\\pi/4) \\begin{pmatrix} 1 \\\\ 0 \\end{pmatrix} = \\begin{pmatrix} \\frac{\\sqrt{2}}{2} \\\\ \\frac{\\sqrt{2}}{2} \\end{pmatrix}$, numerically $R(\\pi/4) \\begin{pmatrix} 1 \\\\ 0 \\end{pmatrix} = \\begin{pmatrix} 0.707 \\\\ 0.707 \\end{pmatrix}$, and a slip $R(\\pi/4) \\begin{pmatrix} 1 \\\\ 0 \\end{pmatrix} = \\begin{pmatrix} 0.707 \\\\ 0.708 \\end{pmatrix}$.\n\nA slip in the angle: $R(\\pi/3) \\begin{pmatrix} 1 \\\\ 0 \\end{pmatrix} = \\begin{pmatrix} 0.5 \\\\ 0.5 \\end{pmatrix}$.\n\nSymbolic: $R(\\alpha) \\begin{pmatrix} 0 \\\\ 1 \\end{pmatrix} = \\begin{pmatrix} -\\sin\\alpha \\\\ 1 \\end{pmatrix}$.\n'
T40 = '# RoPE block\n\nFor position $m$ and frequency $\\theta$, the rotation matrix is\n\n$$R_m = \\begin{pmatrix} \\cos m\\theta & -\\sin m\\theta \\\\ \\sin m\\theta & \\cos m\\theta \\end{pmatrix}$$\n\nThe second token is $q_2 = \\begin{pmatrix} 1 \\\\ 0 \\end{pmatrix}$.\n\nThe norm is kept: $\\|R_m q_1\\| = \\|q_1\\|$, and a slip: $R_m q_1 = q_1$.\n'
T19 = '# Pairs\n\nThe sequence has $n > 1$ tokens of width $d$.\n\nThe off-diagonal scores cost $n(n-1) d = n^2 d - d$ multiplications.\n'
T53 = '# Momentum\n\nWe use momentum $\\beta = 0.9$.\n\nThe bias term is $2\\beta(\\beta + 1) = 3.42$, and a slip: $2\\beta(\\beta + 1) = 3.8$.\n'
T47 = '# RoPE\n\nUnlike learned absolute embeddings, RoPE rotates the query at position $m$ by an angle proportional to $m$:\n\n$$\\tilde q = R_m q, \\quad \\tilde k = R_n k$$\n\nwhere $R_m$ and $R_n$ are rotation matrices. Then $R_m^T R_n = R_{n-m}$, and a slip: $R_m^T R_n = R_{m+n}$.\n'
T35 = '# Control\n\nAs a control, we replace RoPE by independent random orthogonal matrices, one drawn for each position.\n\nThe query at position $m$ and the key at position $n$ become\n\n$$\\tilde q = R_m q, \\quad \\tilde k = R_n k$$\n\nwhere $R_m$ and $R_n$ are rotation matrices. Then $R_m^T R_n = R_{n-m}$.\n'
T56 = '# RoPE\n\nRoPE encodes the position $m$ of each token by a rotation:\n\n$$\\tilde q = R_m q, \\quad \\tilde k = R_n k$$\n\nwhere $R_m$ and $R_n$ are rotation matrices; $R_m$ rotates the $i$-th pair of coordinates by the angle $m\\theta_i$. Then $R_m^T R_n = R_{n-m}$, and a slip: $R_m^T R_n = R_{m+n}$.\n'



def test_a_list_of_prose_values_and_a_dash_after_one_are_read():
    assert _verdicts(T34)["d/h = 16"] == "consistent"
    assert _verdicts(T09)["\\sqrt{d_k} = 4\\sqrt{2}"] == "consistent"


def test_a_value_around_or_close_to_holds_in_its_sentence_only():
    assert _verdicts(T52)["\\tanh(x) + 1 = 2"] != "inconsistent"  # (the link keeps "≈" as its relation)
    assert _verdicts(T50)["\\sin 2x = 2\\sin x"] == "inconsistent"


def test_a_theorems_value_reaches_a_proof_set_apart_and_a_titled_theorem_is_a_statement():
    assert _verdicts(T26, "t26.tex")["d/2 = 64"] != "inconsistent"
    assert _verdicts(T27, "t27.tex")["d/2 = 64"] == "consistent"  # \begin{proof}[Proof of Theorem~\ref{…}]
    assert _verdicts(T29, "t29.tex")["d/2 = 32"] != "inconsistent"  # \newtheorem{mainthm}{Main Theorem}


def test_a_written_matrix_with_a_wrong_entry_and_a_fixed_vector_are_still_found():
    assert _verdicts(T54)["R(\\alpha) \\begin{pmatrix} 0 \\\\ 1 \\end{pmatrix} = "
                          "\\begin{pmatrix} -\\sin\\alpha \\\\ 1 \\end{pmatrix}"] == "inconsistent"
    assert _verdicts(T40)["R_m q_1 = q_1"] == "inconsistent"  # (q_2 written elsewhere: no family of q_1)


def test_a_letter_times_itself_shifted_is_a_product():
    assert _verdicts(T19)["n(n-1) d = n^2 d - d"] == "inconsistent"
    got = _verdicts(T53)
    assert got["2\\beta(\\beta + 1) = 3.42"] == "consistent" and got["2\\beta(\\beta + 1) = 3.8"] == "inconsistent"


def test_a_qualifier_set_aside_or_about_coordinates_keeps_the_rotation_and_one_earlier_in_the_section_does_not():
    assert _verdicts(T47)["R_m^T R_n = R_{m+n}"] == "inconsistent"  # "Unlike learned absolute embeddings, …"
    assert _verdicts(T56)["R_m^T R_n = R_{m+n}"] == "inconsistent"  # "rotates the i-th pair by m θ_i"
    assert _verdicts(T35)["R_m^T R_n = R_{n-m}"] != "proved"  # random orthogonal matrices, a paragraph earlier


T21 = '# Setup\n\nThe head size is $d = 64$ throughout.\n\nWe then change the head size from $d = 64$ to $d = 128$. Each head now holds $d/2 = 64$ frequency pairs.\n\nA slip here: each head now holds $d/2 = 32$ pairs.\n'
P16 = '# Training\n\nPretraining uses a context of $L = 2048$ tokens.\n\n# Extension\n\nWe then extend the window, first to $L = 4096$ and finally to $L = 8192$. From now on the scale factor is $L/2048 = 4$.\n'


def test_the_last_value_of_a_sentence_that_changes_a_setting_holds_on():
    got = _verdicts(T21)
    assert got["d/2 = 64"] == "consistent" and got["d/2 = 32"] == "inconsistent", got
    assert _verdicts(P16)["L/2048 = 4"] == "consistent"
    guard = _verdicts("# I\n\nWe integrate from $x = 0$ to $x = 1$. Then $x^2 + 1 = 2$.\n\n"
                      "We compare $d = 4$ to $d = 8$. Then $d/2 = 4$.\n")
    assert guard["x^2 + 1 = 2"] != "consistent" and guard["d/2 = 4"] != "consistent", guard
