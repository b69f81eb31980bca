"""helper-143's review of the session's later rules (80 documents: 15 wrong findings, 8 false passes) and helper-144's
blind set (8 unseen documents: 3 findings, all wrong), each case with its truth recomputed."""
import pytest

from conftest import reader_items


def _got(text: str) -> dict:
    return {(it["link"]["lhs"].strip(), it["link"]["rhs"].strip()): it for it in reader_items(text)}


@pytest.mark.parametrize("doc, key", [
    ("# S\n\n$n_1 = 4096$ and $n_2 = 2048$.\n\nIn round numbers the first shard is $n_1 = 4 \\times 10^3$ tokens.\n\n"
     "Splitting it four ways, $n_1 / 4 = 1024$.\n", ("n_1 / 4", "1024")),  # 4096 / 4 = 1024
    ("# T\n\n$t_1 = 2.5$ ms per step.\n\nRounding up to whole milliseconds, $t_1 = 3$ ms.\n\nAt the measured speed "
     "$1000 / t_1 = 400$ steps a second.\n", ("1000 / t_1", "400")),  # 1000 / 2.5 = 400
    ("# T\n\n$t_1 = 0.25$ s.\n\nIn milliseconds, $t_1 = 250$.\n\nFour buckets take $4 t_1 = 1$ s.\n", ("4 t_1", "1")),
])
def test_a_member_given_a_second_number_is_decided_with_both(doc, key):
    it = _got(doc)[key]
    assert it["status"] == "undecided", it  # (true with the first number, false with the second: not a finding)


def test_a_member_given_a_number_and_then_a_closed_form_is_checked():
    got = _got("# T\n\n$d = 8$, so $\\theta_1 = 0.1$.\n\nIn closed form, $\\theta_1 = 10000^{-1/8}$.\n")
    assert got[("\\theta_1", "10000^{-1/8}")]["status"] != "definition"  # (0.316, not 0.1: never silently rebound)


@pytest.mark.parametrize("doc, key", [
    ("# G\n\nLet $s$ be the output of the sigmoid gate. For small inputs, $s \\approx \\frac{1}{2} + \\frac{x}{4}$.\n\n"
     "For a strongly activated unit, $x = 4$, so $s \\approx 1.5$.\n", ("s", "1.5")),  # σ(4) = 0.982
    ("# H\n\nWhen the distribution is nearly uniform, $H \\approx \\log n$.\n\nFor a sharply peaked head over "
     "$n = 1024$ keys, $H \\approx 6.93$ nats.\n", ("H", "6.93")),
])
def test_an_approximation_in_a_regime_is_no_definition(doc, key):
    assert _got(doc)[key]["status"] not in ("consistent", "proved")


def test_what_follows_from_an_approximate_definition_is_never_proved():
    doc = "# F\n\nThe FLOPs are $F \\approx 2N$ per token.\n\nSo $3F = 6N$.\n"
    it = _got(doc)[("3F", "6N")]
    assert it["status"] == "consistent" and "only approximately" in it["reason"], it


def test_words_that_deny_rounding_leave_a_decimal_exact():
    doc = "# S\n\nBefore rounding, $s_2 = 0.3125$.\n\nSo $16 s_2 = 6$.\n"
    assert _got(doc)[("16 s_2", "6")]["status"] == "inconsistent"  # (16 × 0.3125 = 5)


def test_a_bold_function_with_parameters_is_applied():
    doc = ("# F\n\nThe block is $\\mathbf{F}(\\mathbf{x}; \\theta_\\ell) = \\max(0, \\mathbf{x}\\mathbf{W}_1)\\mathbf{W}_2$, and "
           "we also write $\\mathbf{F}^\\top$ for the stacked outputs.\n\n$$\n\\mathbf{F}(\\mathbf{x} + \\mathbf{y}) = "
           "\\mathbf{F}\\mathbf{x} + \\mathbf{F}\\mathbf{y}\n$$\n")
    it = _got(doc)[("\\mathbf{F}(\\mathbf{x} + \\mathbf{y})", "\\mathbf{F}\\mathbf{x} + \\mathbf{F}\\mathbf{y}")]
    assert it["status"] != "proved", it  # (ReLU is not additive)


def test_values_a_heading_states_hold_in_its_section():
    """"### 示例（假设 ω = 1, m = 1, n = 2）" sets the values of its section: there θ_k − θ_q = 1 and R(θ_k − θ_q) = R(1)."""
    doc = ("# Rotation\n\n$$\nR(\\theta) = \\begin{bmatrix} \\cos \\theta & -\\sin \\theta \\\\ \\sin \\theta & \\cos \\theta "
           "\\end{bmatrix}\n$$\n\n- 设 $\\theta_q = \\omega \\cdot m,\\quad \\theta_k = \\omega \\cdot n$\n\n"
           "### 示例（假设 $\\omega = 1$, $m = 1$, $n = {n}$）\n\n- 则 $\\theta_q = 1$\n- $R(\\theta_k - \\theta_q) = R(1)$\n")
    got = _got(doc.replace("{n}", "2"))
    assert got[("\\theta_q", "1")]["status"] == "consistent"
    assert got[("R(\\theta_k - \\theta_q)", "R(1)")]["status"] == "proved"
    assert _got(doc.replace("{n}", "3"))[("R(\\theta_k - \\theta_q)", "R(1)")]["status"] == "inconsistent"


def test_a_block_matrix_is_not_transposed_entry_by_entry():
    doc = ("# Stacked\n\nLet $\\mathbf{A}, \\mathbf{B} \\in \\mathbb{R}^{h \\times d}$.\n\n$$\n\\begin{bmatrix} \\mathbf{A} \\\\ "
           "\\mathbf{B} \\end{bmatrix}^\\intercal \\mathbf{P} = \\Big[ \\mathbf{A}^\\intercal \\quad \\mathbf{B}^\\intercal \\Big] "
           "\\mathbf{P}\n$$\n")
    items = [it for it in reader_items(doc) if it["status"] not in ("definition",)]
    assert items and all(it["status"] == "undecided" and it["cause"] == "block matrix" for it in items), items


def test_a_second_number_whose_sentence_denies_rounding_is_no_restatement():
    doc = "# W\n\n$w_1 = \\frac{1}{3}$.\n\n{lead}, $w_1 = 0.333$.\n"
    assert _got(doc.replace("{lead}", "Rounded to three decimals"))[("w_1", "0.333")]["status"] == "consistent"
    assert _got(doc.replace("{lead}", "Before rounding"))[("w_1", "0.333")]["status"] == "undecided"


def test_a_member_given_a_number_in_another_section_than_its_family_makes_no_finding():
    """θ_i = ω^{-i/d} in one section; in the next, "the rotation angles are θ_0 = 2 · 1.0 = 2.0" (θ_0 now an angle)."""
    doc = ("# Frequencies\n\nThe frequencies are $\\theta_i = \\omega^{-i/d}$.\n\n# Example at position 2\n\nWith "
           "$\\omega = 10000$ and $d = 4$, at position 2 the rotation angles are:\n\n$$\n\\theta_0 = 2 \\cdot 1.0 = 2.0\n$$\n")
    it = _got(doc)[("\\theta_0", "2 \\cdot 1.0")]
    assert it["status"] == "undecided" and it["cause"] == "value from another section", it
    same = _got(doc.replace("# Example at position 2\n\n", ""))[("\\theta_0", "2 \\cdot 1.0")]
    assert same["status"] == "inconsistent", same  # (one section: θ_0 is the frequency, 1)


def test_a_heading_that_names_a_comparison_or_a_mistake_sets_no_value():
    """helper-145: "## Comparison with the 70B model (which has $L = 80$)" is no setting of the section; the 7B cache
    2 L d b = 2·32·4096·2 = 524288 holds, and GPT-2's 12 L d^2 = 84934656 for our L = 32, d = 4096 does not."""
    doc = ("# KV\n\nLlama-2 7B throughout: $L = 32$, $d = 4096$, $b = 2$.\n\n## {title}\n\nFor the 7B model the cache per "
           "token is still $2 L d b = 524288$ bytes, and the blocks hold $12 L d^2 = 84934656$ weights.\n")
    got = _got(doc.replace("{title}", "Comparison with the 70B model (which has $L = 80$)"))
    assert got[("2 L d b", "524288")]["status"] == "consistent"
    assert got[("12 L d^2", "84934656")]["status"] == "inconsistent"  # (6,442,450,944)


@pytest.mark.parametrize("lead", ["Now rounded to two decimals", "As before we round to two decimals",
                                  "Rounded to two decimals, noting the rounding error,",
                                  "Rounded to two decimals, since the exact value has no finite decimal form,"])
def test_words_near_rounded_that_do_not_deny_it_keep_it_rounded(lead):
    doc = f"# W\n\nThree equal scores.\n\n{lead} each weight is $p_1 = 0.33$.\n\nThree such weights give $3 p_1 = 1$.\n"
    assert _got(doc)[("3 p_1", "1")]["status"] == "undecided"  # (3 · 1/3 = 1; with 0.33 rounded, no finding)


def test_a_regime_named_as_such_makes_no_approximate_definition():
    doc = ("# F\n\nIn the short-context regime, the forward pass costs $F \\approx 2N$ FLOPs per token.\n\n"
           "At a 32768-token context the ratio is still $F / N = 2$.\n")
    assert _got(doc)[("F / N", "2")]["status"] not in ("consistent", "proved")
