"""Issue 32: true statements an outside reviewer (helper 113) wrote against the reader's recent rules, each of which the
reader had flagged (or a false one it had passed).  Each document is the reviewer's minimal one; every number was
recomputed.  Documents written for these tests."""
from tests.conftest import reader_items


def _statuses(text: str, name: str = "doc.md") -> dict:
    return {(it["link"]["lhs"].strip(), it["link"]["relation"], it["link"]["rhs"].strip()): it["status"]
            for it in reader_items(text, name)}


def test_a_magnitude_word_after_numbers_on_both_sides_is_their_unit():
    # 3 × 0.5 = 1.5 (million tokens): the word is the unit of both sides, not × 10^6 of the right side alone
    assert _statuses("# Tokens\n\nThree steps see $3 \\times 0.5 = 1.5$ million tokens.\n")[
        ("3 \\times 0.5", "=", "1.5")] == "consistent"
    assert _statuses("# 参数\n\n一共 $2 \\times 1.5 = 3.0$ 亿个参数。\n")[("2 \\times 1.5", "=", "3.0")] == "consistent"
    # and a magnitude that scales the right side still does: 2^31 ≈ 2.1 billion, 3.1 billion fails in both readings
    s = _statuses("# Sizes\n\nA model with $2^{31} \\approx 2.1$ billion parameters. Twice that, $2^{32} \\approx 3.1$ "
                  "billion.\n")
    assert s[("2^{31}", "≈", "2.1")] == "consistent" and s[("2^{32}", "≈", "3.1")] == "inconsistent", s


def test_a_value_after_another_case_of_the_sentence_is_not_the_relations():
    for text in ("# Scale\n\nThe scale factor is $\\sqrt{d_k} = 8$ for the base model, or 4 when $d_k = 16$.\n",
                 "# 缩放\n\n缩放因子 $\\sqrt{d_k} = 8$（基础模型），小模型中取 $d_k = 16$。\n",
                 "# Frequencies\n\nThe first frequency is $\\theta_1 = 10000^{-2/d} = 0.01$ for the base model, and it "
                 "is about 0.1 at $d = 8$.\n"):
        assert "inconsistent" not in _statuses(text).values(), text
    # the value right after its relation is still its case: sqrt(d_k) = 8 when d_k = 64; x^2 + y^2 = 25, with x = 3
    s = _statuses("# V\n\nThe scale is $\\sqrt{d_k} = 8$ when $d_k = 64$.\n\nHere $x^2 + y^2 = 26$, with $x = 3$, "
                  "$y = 4$.\n")
    assert s[("\\sqrt{d_k}", "=", "8")] == "consistent" and s[("x^2 + y^2", "=", "26")] == "inconsistent", s


def test_a_sign_set_over_one_letter_names_another_quantity():
    s = _statuses("# Notation\n\nLet $x = 2$ and $\\overset{\\sim}{x} = x + 1$. Then $\\overset{\\sim}{x} - x = 1$.\n")
    assert "inconsistent" not in s.values(), s


def test_a_word_the_document_sets_is_an_exponent_not_a_label():
    s = _statuses("# Decay\n\nWith $\\gamma = 0.5$, after three steps $\\gamma^{\\text{step}} = 0.125$.\n\nWith "
                  "$\\eta_0 = 2$ and $\\text{step} = 2$, the rate is $\\eta_0 \\gamma^{\\text{step}} = 0.5$.\n")
    assert s[("\\eta_0 \\gamma^{\\text{step}}", "=", "0.5")] == "consistent", s


KATEX = ('<!DOCTYPE html><html><head><title>t</title></head><body>\n<h1>Notes</h1>\n<p>Exactly, <span class="katex">'
         '<span class="katex-mathml"><math xmlns="http://www.w3.org/1998/Math/MathML"><semantics><mrow><mi>x</mi>'
         '</mrow><annotation encoding="application/x-tex">{tex}</annotation></semantics></math></span><span '
         'class="katex-html" aria-hidden="true"><span class="base"><span class="mord">{tex}</span></span></span>'
         '</span>{after}</p>\n</body></html>\n')


def test_a_katex_formula_is_read_with_the_sentence_around_it():
    s = _statuses(KATEX.replace("{tex}", "2^{30} = 10^9").replace("{after}", " would be wrong."), "page.html")
    assert "inconsistent" not in s.values(), s  # "would be wrong": denied, as in Markdown


def test_a_later_entry_set_on_its_own_may_be_another_map():
    s = _statuses(r"""# Maps of a pair

The rotation of the pair $(x_0, x_1)$ by the angle $\theta = \pi$ is

$$\begin{pmatrix} x_0' \\ x_1' \end{pmatrix} = \begin{pmatrix} \cos\theta & -\sin\theta \\ \sin\theta & \cos\theta \end{pmatrix} \begin{pmatrix} x_0 \\ x_1 \end{pmatrix}$$

A reflection instead keeps the first entry and negates the second, $x_0' = x_0$ and $x_1' = -x_1$: for the pair $x_0 = 3$, $x_1 = 4$ it gives $x_0' + x_1' = -1$.
""")
    assert s[("x_0' + x_1'", "=", "-1")] != "inconsistent", s  # the reflection gives 3 - 4 = -1


def test_a_series_with_a_term_that_divides_by_zero_has_no_value():
    s = _statuses("# Sum\n\nNumerically $\\sum_{k=0}^{\\infty} \\frac{1}{(k-2)(k-3)} \\approx -0.333$.\n")
    assert list(s.values()) == ["undecided"], s  # terms at k = 2, 3 are 1/0; SymPy's closed form passes over them
    s = _statuses("# Sum\n\n$\\sum_{k=4}^{\\infty} \\frac{1}{(k-2)(k-3)} = 1$ and $\\sum_{k=0}^{\\infty} 2^{-k} = 2$.\n")
    assert set(s.values()) == {"consistent"}, s  # past the poles it telescopes to 1


def test_a_comma_between_numbers_in_brackets_separates_items():
    assert _statuses("# Widths\n\nWe keep the smaller width, $\\min(256,512) = 256$.\n")[
        ("\\min(256,512)", "=", "256")] != "inconsistent"
    assert _statuses("# 宽度\n\n取较大者 $\\max(128,256) = 256$。\n")[("\\max(128,256)", "=", "256")] != "inconsistent"
    s = _statuses("# Sizes\n\n$2 \\times 1,024 = 2,048$ and $2^{16} = 65,536$.\n")  # outside brackets: one number
    assert set(s.values()) <= {"consistent", "proved"} and len(s) == 2, s


def test_not_true_that_before_a_formula_denies_it():
    s = _statuses("# Negation\n\nIt is not true that $\\sqrt{64} = 6$. It is false that $2 + 2 = 5$.\n")
    assert "inconsistent" not in s.values(), s


# helper 114, on the rules added after helper 113's review


def test_a_second_choice_of_a_function_is_a_choice_too():
    s = _statuses("# Activations\n\nThe activation is $a = g(z)$ for a pre-activation $z$.\n\nA typical choice is "
                  "$a = \\tanh(z)$.\n\nAnother choice is $a = e^{z}$.\n\nWith this second choice, $a e^{-z} = 1$ and "
                  "$\\ln a = z$.\n")
    assert "inconsistent" not in s.values() and s[("a e^{-z}", "=", "1")] in ("proved", "consistent"), s
    s = _statuses("# 激活函数\n\n激活为 $a = g(u)$。常见的选择是 $a = \\tanh(u)$。\n\n另一种选择是 $a = e^{u}$，此时 "
                  "$\\ln a = u$。\n")
    assert "inconsistent" not in s.values(), s


def test_a_choice_written_as_a_case_holds_for_what_follows_and_its_values_are_checked():
    s = _statuses("# Gates\n\nThe gate is $s = g(u)$. A typical choice is $s = \\tanh(u)$.\n\nThe cubic gate uses "
                  "$s = u^3$. At $u = 2$ this gives $s = 8$.\n")
    assert s[("s", "=", "8")] == "consistent", s  # 2^3 = 8, not tanh(2)
    s = _statuses("# Model\n\nWe write $y = f(x)$ for the response.\n\n## Exercise\n\nNow $y = x^2$.\n\nAlso $y = 10$ "
                  "when $x = 3$.\n")
    assert s[("y", "=", "10")] == "inconsistent", s  # 3^2 = 9: a worked value of the choice, checked


def test_a_complex_number_written_out_stays_the_case_of_its_sentence():
    s = _statuses("# Conjugates\n\nLet $i = \\sqrt{-1}$. Take $z = 3 + 4i$. Then $z \\bar z = 25$ and $z + \\bar z = 6$.\n")
    assert "inconsistent" not in s.values(), s
    s = _statuses("# Numbers\n\nLet $i = \\sqrt{-1}$ and $z = x + i y$.\n\n## Heights\n\nHere $z$ is a height: with "
                  "$z = 2$ and $x = 3$ we get $x z = 6$.\n")
    assert "inconsistent" not in s.values(), s  # the Cartesian z holds to the next heading


def test_an_aside_or_a_count_before_the_values_keeps_them_the_relations():
    s = _statuses("# Scale\n\nThe default head size is $d_k = 16$.\n\nFor the huge model the scale is "
                  "$\\sqrt{d_k} = 16$ (the widest), where $d_k = 256$.\n")
    assert s[("\\sqrt{d_k}", "=", "16")] == "consistent" and "inconsistent" not in s.values(), s
    s = _statuses("# Scale\n\nThe default head size is $d_k = 16$.\n\nThe scale is $\\sqrt{d_k} = 8$ in all 12 heads, "
                  "where $d_k = 64$.\n\nFor the large model we use $d_k = 64$.\n")
    assert s[("\\sqrt{d_k}", "=", "8")] == "consistent" and "inconsistent" not in s.values(), s  # two scopes of d_k


def test_thousands_inside_brackets_when_the_group_starts_with_0_or_items_are_spaced():
    s = _statuses("# Sizes\n\nTwo copies take $2 \\times (1,024 + 1,024) = 4,096$ bytes. Per head, "
                  "$\\frac{(4,096)}{64} = 64$. Also $\\max(1,000, 2,000) = 2,000$.\n")
    assert set(s.values()) == {"consistent"} and len(s) == 3, s


def test_a_factorial_denominator_is_no_pole():
    s = _statuses("# Series\n\n$\\sum_{k=0}^{\\infty} \\frac{2^k}{k!} = e^2$ and $\\sum_{k=0}^{\\infty} \\frac{1}{k^2} = 1$.\n")
    assert s[("\\sum_{k=0}^{\\infty} \\frac{2^k}{k!}", "=", "e^2")] == "consistent", s
    assert s[("\\sum_{k=0}^{\\infty} \\frac{1}{k^2}", "=", "1")] == "undecided", s  # 1/0 at k = 0


# helper 115 (on the rules added after helper 114) and helper 116 (eight documents written blind, with a key)


def test_a_bare_comma_among_spaced_items_is_not_read_and_a_list_elsewhere_in_the_row_changes_nothing():
    s = _statuses("# Widths\n\n$$\\min(256,512) = 256, \\quad \\max(256,512) = 512$$\n")
    assert set(s.values()) == {"consistent"} and len(s) == 2, s
    items = reader_items("# Widths\n\nThen $\\min(128,256, 64) = 64$.\n")
    assert [it["status"] for it in items] == ["unparsed"] and "comma between digits" in items[0]["reason"], items


def test_a_value_after_a_relation_and_where_is_that_relations_case_only():
    s = _statuses("# Scale\n\nThe default head size is $d_k = 81$.\n\nThe huge scale is $\\sqrt{d_k} = 8$ in all 12 heads "
                  "and 3 layers, where $d_k = 64$.\n\nThe default scale is $\\sqrt{d_k} = 9$.\n")
    assert "inconsistent" not in s.values() and s[("\\sqrt{d_k}", "=", "9")] == "consistent", s


def test_two_values_of_a_name_in_one_paragraph_leave_it_ambiguous_after():
    s = _statuses("# Heads\n\nThe settings are: $d_k = 64$ for the base model; $d_k = 128$ for the big one.\n\nHence "
                  "$\\sqrt{d_k} = 8$ and $2 d_k = 128$.\n")
    assert "inconsistent" not in s.values(), s
    s = _statuses("# Heads\n\n| model | $d_k$ |\n|---|---|\n| base | $d_k = 64$ |\n| big | $d_k = 128$ |\n\nSo "
                  "$\\sqrt{d_k} = 8$.\n")
    assert "inconsistent" not in s.values(), s


def test_so_before_a_name_in_words_states_no_result():
    s = _statuses("# Base\n\nNote that $4^{64/62} = (2^{64/62})^2$, so the $s = 4$ factor is the square of the $s = 2$ "
                  "factor.\n")
    assert "inconsistent" not in s.values(), s  # "so the s = 4 factor …": no result stated for s


def test_a_restatement_of_a_choice_is_checked_and_a_new_one_without_a_cue_is_a_choice():
    s = _statuses("# Activations\n\nThe activation is $a = g(z)$.\n\nA typical choice is $a = \\tanh(z)$.\n\n"
                  "Equivalently, $a = \\frac{e^{2z} + 1}{e^{2z} - 1}$.\n\nAt $z = 1$, $a = 0.7616$.\n")
    assert s[("a", "=", "\\frac{e^{2z} + 1}{e^{2z} - 1}")] == "inconsistent", s  # that is coth z
    assert s[("a", "=", "0.7616")] == "consistent", s  # tanh 1 = 0.761594
    s = _statuses("# A\n\n激活为 $a = g(u)$。常见的选择是 $a = \\tanh(u)$。因此 $a = \\frac{e^{2u} + 1}{e^{2u} - 1}$。\n")
    assert s[("a", "=", "\\frac{e^{2u} + 1}{e^{2u} - 1}")] == "inconsistent", s
    s = _statuses("# Gates\n\nThe gate is $s = g(u)$. A typical choice is $s = \\tanh(u)$.\n\nThe cubic gate uses "
                  "$s = u^3$. At $u = 2$ this gives $s = 8$.\n")
    assert s[("s", "=", "8")] == "consistent", s
    s = _statuses("# Model\n\nThe response is $y = f(x)$. If $y = x^2$ then at $x = 3$ we get $y = 9$.\n\nFor "
                  "$y = \\sin x$ we get $y = 0$ at $x = 0$, and for $y = \\cos x$ we get $y = 1$ at $x = 0$.\n")
    assert "inconsistent" not in s.values(), s  # a condition ("if y = x^2") is no choice for what follows


def test_a_complex_value_with_a_declared_unit_holds_like_a_value():
    s = _statuses("# Complex\n\nLet $i = \\sqrt{-1}$. Now take $z = 3 + 4i$. Then $|z| = 6$.\n\nLater, $z = 2$, so "
                  "$z^2 = 4$.\n")
    assert s[("|z|", "=", "6")] == "inconsistent", s  # |3 + 4i| = 5
    assert s[("z^2", "=", "4")] != "inconsistent" and s[("z", "=", "2")] == "definition", s


def test_a_family_index_that_names_a_matrix_elsewhere_is_still_the_index():
    s = _statuses("# Slopes\n\nScores are $s_{ij} = q_i^T k_j$.\n\nFor $n$ heads the slopes are $m_k = 2^{-8k/n}$. With "
                  "$n = 8$: $m_1 = 2^{-8/8} = 0.5$.\nWith $n = 12$ one gets $m_1 = 2^{-8/12} \\approx 0.63$.\n")
    assert "inconsistent" not in s.values(), s  # m_1 is the family's member at n = 12, not the value 0.5 kept


def test_a_macro_for_the_reals_in_a_membership_does_not_stop_the_document():
    items = reader_items("\\newcommand{\\R}{\\mathbb{R}}\n\\section{A}\nLet $x \\in \\R^d$ and $1+1 = 2$.\n", "a.tex")
    assert any(it["status"] == "consistent" for it in items), items


def test_no_module_of_the_reader_binds_one_top_level_name_twice():
    import re
    from pathlib import Path

    for path in sorted(Path(__file__).resolve().parents[1].joinpath("suite", "reader").glob("*.py")):
        names = re.findall(r"^(?:def |class )?([A-Za-z_][A-Za-z0-9_]*)\s*(?:=|\()", path.read_text(), re.M)
        top = [n for n in names if n not in ("if", "for", "while", "with", "return")]
        assert len(top) == len(set(top)), (path.name, sorted({n for n in top if top.count(n) > 1}))


def test_a_matrix_family_whose_entries_use_a_defined_frequency_is_checked_at_test_points():
    s = _statuses(r"""# Shift matrices

Let $d$ be even and, for $i = 0, \dots, d/2-1$, set $\omega_i = 10000^{-2i/d}$.

For an offset $k$ define $M_k = \begin{pmatrix} \cos(k\omega_i) & \sin(k\omega_i) \\ -\sin(k\omega_i) & \cos(k\omega_i) \end{pmatrix}$.

They form a group: $M_k M_l = M_{k+l}$, and a slip: $M_k M_l = M_{k-l}$.
""")
    assert s[("M_k M_l", "=", "M_{k+l}")] == "proved", s
    assert s[("M_k M_l", "=", "M_{k-l}")] == "inconsistent", s  # k = 2, l = 3, ω = 1: cos 5 ≠ cos(-1)


def test_a_rotation_defined_in_passing_after_which_is_just_is_the_documents_rotation():
    s = _statuses(r"""# The rotation

For a pair at position $m$ the rotation is just multiplication by $R(m\theta) = \begin{pmatrix}\cos m\theta & -\sin m\theta\\ \sin m\theta & \cos m\theta\end{pmatrix}$.

The key identity is $R(m\theta)^T R(n\theta) = R((n-m)\theta)$, and a slip: $R(m\theta)^T R(n\theta) = R((n+m)\theta)$.
""")
    assert s[("R(m\\theta)^T R(n\\theta)", "=", "R((n-m)\\theta)")] == "proved", s
    assert s[("R(m\\theta)^T R(n\\theta)", "=", "R((n+m)\\theta)")] == "inconsistent", s


# helper 117 (on dc8fc8d) and helper 118 (eight more documents written blind, with a key)


def test_a_new_setting_introduced_by_so_or_hence_is_a_setting_not_a_result():
    s = _statuses("# W\n\nWe start with $d = 64$ and $h = 8$.\n\nSo we take $d = 128$ for the large model, and "
                  "$d h = 1024$.\n")
    assert "inconsistent" not in s.values(), s
    s = _statuses("# W\n\n基础模型中 $d = 64$。\n\n大模型的总宽度为 $1024$，头数为 $8$，因此 $d = 128$。\n\n"
                  "于是每个头的 $\\sqrt{d} = 8\\sqrt{2}$。\n")
    assert "inconsistent" not in s.values(), s
    s = _statuses("# W\n\nThe base model uses $d = 64$. For the large model we double the head dimension, i.e. "
                  "$d = 128$, and the scale becomes $1/\\sqrt{d} = 1/\\sqrt{128}$.\n")
    assert "inconsistent" not in s.values(), s  # ("i.e." introduces the new setting, not a restatement of 64)


def test_a_value_given_with_a_statement_may_or_may_not_go_on_through_its_paragraph():
    s = _statuses("# N\n\nEarlier $d = 8$.\n\nThe norm obeys $\\|x\\|^2 = d$ with $d = 16$. Then $\\sqrt{d} = 4$.\n")
    assert s[("\\sqrt{d}", "=", "4")] != "inconsistent", s  # (true with d = 16)
    s = _statuses("# N\n\nEach head has $d = 64$.\n\nThe norm obeys $\\|x\\|^2 = d$ with $d = 4$ in the toy figure above. "
                  "For the real model the logits are divided by $\\sqrt{d} = 8$.\n")
    assert s[("\\sqrt{d}", "=", "8")] != "inconsistent", s  # (true with d = 64)
    s = _statuses("# N\n\nThe norm obeys $\\|x\\|^2 = d$ with $d = 16$. Then $\\sqrt{d} = 4$.\n")
    assert s[("\\sqrt{d}", "=", "4")] == "consistent", s  # (no value before it: the statement's value goes on)


def test_a_family_index_that_names_a_matrix_elsewhere_is_substituted():
    s = _statuses("# S\n\nScores are $s_{ij} = q_i^T k_j$.\n\nFor $n = 8$ heads the slopes are $m_k = 2^{-8k/n}$, so "
                  "$m_1 / m_2 = 2$ and $m_1 - m_2 = 0.25$.\n")
    assert s[("m_1 / m_2", "=", "2")] == "consistent" and s[("m_1 - m_2", "=", "0.25")] == "consistent", s


def test_a_second_choice_named_by_its_sentence_is_the_one_checked():
    s = _statuses("# Q\n\nWe write $q = f(x)$.\n\nA first choice is $q = x^2$.\n\nA second choice is $q = 2x + 1$, "
                  "and at $x = 3$ it gives $q = 9$.\n")
    assert s[("q", "=", "9")] == "inconsistent", s  # 2·3 + 1 = 7


def test_thousands_written_outside_the_brackets_leave_bare_commas_inside_unread():
    items = reader_items("# M\n\n$\\max(1,500,2,500) = 2,500$\n")
    assert [it["status"] for it in items] == ["unparsed"], items


def test_a_relation_that_ends_with_shi_is_a_condition():
    s = _statuses("# 旋转\n\n取 $\\theta = 1$，$m = 3$，$n = 7$，旋转角为 $(n-m)\\theta = 4$ 弧度。\n再比如相对距离 "
                  "$m - n = 10$ 时，角度 $10$ 弧度等价于 $10 - 2\\pi \\approx 3.7168$ 弧度。\n")
    assert s[("m - n", "=", "10")] != "inconsistent", s


def test_a_case_the_sentence_selects_with_an_equation_is_not_judged_at_points_that_ignore_it():
    s = _statuses(r"""# Llama 3

Pairs in between use

$$\text{smooth} = \frac{8192/\lambda_i - 1}{4 - 1}, \qquad \theta_i' = (1-\text{smooth})\frac{\theta_i}{8} + \text{smooth}\cdot\theta_i$$

with $\lambda_i = 2\pi/\theta_i$. A pair with $\lambda_i = 4096$ has $\text{smooth} = 1/3$, so $\theta_i' = \tfrac{2}{3}\cdot\tfrac{\theta_i}{8} + \tfrac{1}{3}\theta_i$.
""")
    assert s[("\\theta_i'", "=", "\\tfrac{2}{3}\\cdot\\tfrac{\\theta_i}{8} + \\tfrac{1}{3}\\theta_i")] != "inconsistent", s


def test_a_braced_comma_follows_the_documents_own_convention():
    s = _statuses("# Kreiszahl\n\nEs gilt $\\pi \\approx 3{,}142$ und $0{,}5 + 0{,}5 = 1$.\n")
    assert set(s.values()) == {"consistent"}, s  # decimal commas: 3.142 and 0.5
    s = _statuses("# Sizes\n\nWe have $2^{10} = 1{,}024$ and $0.5 \\cdot 2 = 1$.\n")
    assert set(s.values()) == {"consistent"}, s  # a decimal point elsewhere: {,} separates thousands
    items = reader_items("# Kreiszahl\n\nEs gilt $\\pi \\approx 3{,}142$.\n")
    assert [it["status"] for it in items] == ["unparsed"], items  # no other number shows which: not read


def test_a_function_whose_subscript_is_a_word_is_a_function():
    # helper 119: F_{\text{attn}}(n) = 4n^2 d was read as a product, and F_attn(2n) = 4 F_attn(n) flagged
    s = _statuses("# t\n\nPer layer, for length $n$ and width $d$:\n\n$$F_{\\text{attn}}(n) = 4 n^2 d$$\n\nIn general "
                  "$F_{\\text{attn}}(2n) = 4 F_{\\text{attn}}(n)$; a slip: $F_{\\text{attn}}(2n) = 2 F_{\\text{attn}}(n)$.\n")
    assert s[("F_{\\text{attn}}(2n)", "=", "4 F_{\\text{attn}}(n)")] == "proved", s
    assert s[("F_{\\text{attn}}(2n)", "=", "2 F_{\\text{attn}}(n)")] == "inconsistent", s


# helper 120 (on bea8bfc, e21b99c, 43bf34e, 4ed0d7d)


def test_returning_to_an_earlier_choice_in_words_is_not_judged_by_the_latest():
    s = _statuses("# Q\n\nWe write $q = f(x)$.\n\nA simple choice is $q = x^2$.\n\nAnother choice is $q = 2x + 1$.\n\n"
                  "Returning to the quadratic choice, at $x = 3$ we get $q = 9$.\n")
    assert s[("q", "=", "9")] != "inconsistent", s


def test_a_rotation_stated_after_hence_is_a_claim_not_a_definition():
    s = _statuses(r"""# Rotation

Recall the rotation matrix $R(\theta) = \begin{bmatrix} \cos\theta & -\sin\theta \\ \sin\theta & \cos\theta \end{bmatrix}$.

Rotating $m$ times by $\theta$ gives $R(\theta)^m$; hence $R(m\theta) = \begin{bmatrix} \cos m\theta & \sin m\theta \\ -\sin m\theta & \cos m\theta \end{bmatrix}$.
""")
    claim = [v for k, v in s.items() if k[0] == "R(m\\theta)"]
    assert claim == ["inconsistent"], s  # entry (1, 2): sin mθ where R(mθ) has -sin mθ


def test_a_valued_name_with_a_word_subscript_before_a_parenthesis_is_a_product():
    s = _statuses("# Parameters\n\nWith $d_{\\text{model}} = 512$, one projection with bias has "
                  "$d_{\\text{model}}(d_{\\text{model}} + 1) = 262000$ parameters.\n")
    assert s[("d_{\\text{model}}(d_{\\text{model}} + 1)", "=", "262000")] == "inconsistent", s  # 512 · 513 = 262656


def test_a_version_number_in_prose_is_no_evidence_for_the_braced_comma():
    items = reader_items("\\section{Frequenzen} Wir verwenden Llama 3.1. Es gilt $\\pi \\approx 3{,}142$ und "
                         "$\\sqrt{2} \\approx 1{,}414$.\n", "a.tex")
    assert not any(it["status"] == "inconsistent" for it in items), items


def test_a_value_for_this_section_ends_with_its_section():
    # helper 121: "Throughout this section we use d = 64" held to the end of the document
    s = _statuses("# Lecture\n\n## 1. Small model\n\nThroughout this section we use a head dimension $d = 64$.\n\n"
                  "## 2. Exam\n\nQ: For d = 128, what is the number of pairs? A: $d/2 = 64$ pairs.\n")
    assert s.get(("d/2", "=", "64")) != "inconsistent", s
    s = _statuses("# Lecture\n\n## 1. Small model\n\nThroughout this section we use $d = 64$, so $\\sqrt{d} = 8$.\n")
    assert s[("\\sqrt{d}", "=", "8")] == "consistent", s


# helper 122 (the rule paragraph of REPORT.md against what the reader does)


def test_a_magnitude_word_is_the_unit_of_both_sides_only_in_an_equation_with_numbers_on_the_left():
    s = _statuses("# M\n\nThus $2^{26} > 68$ million.\n")
    assert s[("2^{26}", ">", "68")] == "inconsistent", s  # 67,108,864 < 68,000,000 (it passed as 67108864 > 68)
    s = _statuses("# M\n\nLet $N = 1.5$. Then $2 N = 3$ million.\n")
    assert s[("2 N", "=", "3")] == "undecided", s  # N may be in millions too: not decided either way


def test_two_values_of_one_paragraph_stay_ambiguous_past_the_section():
    s = _statuses("# Heads\n\n## Settings\n\nWe use $d_k = 64$ for the base model; $d_k = 128$ for the big one.\n\n"
                  "## Later\n\nThen $d_k + 1 = 129$.\n")
    assert s[("d_k + 1", "=", "129")] != "inconsistent", s
