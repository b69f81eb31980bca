"""helper-142's adversarial review of the session's rules (77 documents): 17 wrong findings and 7 false passes, each
case here with the truth recomputed, and each checked to fail with its rule removed."""
import pytest

from conftest import reader_items


def _got(text: str) -> dict:
    return {(it["link"]["lhs"].strip(), it["link"]["rhs"].strip()): it for it in reader_items(text)}


@pytest.mark.parametrize("doc, key", [
    ("# W\n\n$w_1 = \\frac{1}{3}$, $w_2 = \\frac{1}{3}$ and $w_3 = \\frac{1}{3}$.\n\nWritten as decimals, $w_1 = 0.333$."
     "\n\n$$w_1 + w_2 + w_3 = 1$$\n", ("w_1 + w_2 + w_3", "1")),  # 3 × 1/3 = 1
    ("# S\n\n$s_1 = 1/8$\n\nRounded to two places, $s_1 = 0.13$.\n\nThen $64 s_1^2 = 1$.\n", ("64 s_1^2", "1")),
    ("# N\n\n$n_1 = 4096$\n\nIn round numbers, $n_1 = 4.1 \\times 10^3$.\n\n$n_1 / 4 = 1024$\n", ("n_1 / 4", "1024")),
])
def test_a_member_restated_rounded_keeps_its_value(doc, key):
    """w_1 = 1/3 and then w_1 = 0.333 restates 1/3 rounded (consistent): w_1 stays 1/3, and 3 × 1/3 = 1 holds."""
    got = _got(doc)
    assert got[key]["status"] == "consistent", got[key]


def test_a_member_given_by_a_formula_or_hence_is_checked_and_a_supposed_value_stays_in_its_sentence():
    formula = _got("# T\n\nThe head dimension is $d = 8$ and $\\theta_1 = 10000^{-2/8}$.\n\nEvaluating, $\\theta_1 = 0.01$.\n")
    assert formula[("\\theta_1", "0.01")]["status"] == "inconsistent"  # (10000^(-1/4) = 0.1, written as a formula)
    hence = _got("# P\n\n$p_1 = 0.7$, $p_2 = 0.2$.\n\nHence $p_1 = 0.6$, and $p_1 + p_2 = 0.9$.\n")
    assert hence[("p_1", "0.6")]["status"] == "undecided" and hence[("p_1", "0.6")]["cause"] == "second value"
    assert hence[("p_1 + p_2", "0.9")]["status"] == "undecided"  # (0.9 with 0.7, 0.8 with 0.6: either may be meant)
    supposed = _got("# P\n\nThe sampler sees $p_1 = 0.5$, $p_2 = 0.3$ and $p_3 = 0.2$.\n\nSuppose instead $p_1 = 0.6$; "
                    "then the top two would cover $p_1 + p_2 = 0.9$.\n\nWith the actual distribution, the top two "
                    "cover $p_1 + p_2 = 0.8$.\n")
    assert supposed[("p_1 + p_2", "0.8")]["status"] == "undecided", supposed[("p_1 + p_2", "0.8")]


@pytest.mark.parametrize("sentence", [
    "That gives $7000/64 = 109$ full batches with exactly 24 samples left over.",
    "Exactly half of the 6800 samples go to each node, so each node sees $3400/64 = 53$ batches per epoch.",
    "Each shard gets $50257/8 = 6282$ tokens (the exact value is 6282.125).",
    "Each shard gets $50257/8 = 6282$ tokens because only 50256 is divisible by 8 and one token is left over.",
    "Each shard gets $50257/8 = 6282$ tokens on average rather than exactly.",
    "Each shard gets $50257/8 = 6282$ tokens and exactly one shard gets an extra token.",
    "FlashAttention computes exact attention, and here it needs $1000/64 = 16$ blocks per query tile.",
    # (helper-143: "exactly" about an integer quotient, with a remainder, dropped samples or full batches)
    "By integer division the quotient is $50257 / 8 = 6282$, exactly, and the remainder is 1.",
    "The number of full batches is $10000 / 48 = 208$, exactly; the last 16 samples are dropped.",
    "The number of full batches is $10000 / 48 = 208$, exactly.",
])
def test_exact_words_that_qualify_something_else_make_no_finding(sentence):
    items = [it for it in reader_items("# B\n\n" + sentence + "\n") if it["status"] != "definition"]
    assert items and all(it["status"] != "inconsistent" for it in items), items


def test_exact_words_right_after_the_result_still_make_it_exact():
    got = _got("# B\n\nWe split 10,000 samples into batches of 48, and $10000 / 48 = 208$ divides evenly.\n\n"
               "Note that $10000 / 40 = 250$ exactly, and $10000 / 48 = 209$ exactly.\n")
    assert got[("10000 / 48", "208")]["status"] == "inconsistent"
    assert got[("10000 / 48", "209")]["status"] == "inconsistent"
    assert got[("10000 / 40", "250")]["status"] == "consistent"


def test_a_power_of_ten_written_for_another_number_keeps_the_billions_reading():
    doc = ("# C\n\nA 70 billion parameter model trained on $1.4 \\times 10^{12}$ tokens needs about\n\n"
           "$$6 \\times 70 \\times 1.4 \\times 10^{12} = 5.88 \\times 10^{23}$$\n\nFLOPs.\n")
    it = _got(doc)[("6 \\times 70 \\times 1.4 \\times 10^{12}", "5.88 \\times 10^{23}")]
    assert it["status"] == "undecided" and "billions" in it["reason"], it


@pytest.mark.parametrize("doc, key", [
    ("# M\n\n$$\n\\mathbf{F}(\\mathbf{x}) = \\mathbf{W}_2 \\max(0, \\mathbf{W}_1 \\mathbf{x})\n$$\n\nwith "
     "$\\mathbf{W}_1^\\top \\in \\mathbb{R}^{d \\times 4d}$.\n\n$$\n\\mathbf{F}(\\mathbf{x} + \\mathbf{y}) = "
     "\\mathbf{F}\\mathbf{x} + \\mathbf{F}\\mathbf{y}\n$$\n",
     ("\\mathbf{F}(\\mathbf{x} + \\mathbf{y})", "\\mathbf{F}\\mathbf{x} + \\mathbf{F}\\mathbf{y}")),
    ("# S\n\nWrite $\\mathbf{S}$ for the row-wise softmax, $\\mathbf{Q}$ and $\\mathbf{K}$ for queries and keys, and "
     "$\\mathbf{B}$ for a bias added to the logits $\\mathbf{Q}\\mathbf{K}^\\top$.\n\n$$\n\\mathbf{S}(\\mathbf{Q}"
     "\\mathbf{K}^\\top + \\mathbf{B}) = \\mathbf{S}\\mathbf{Q}\\mathbf{K}^\\top + \\mathbf{S}\\mathbf{B}\n$$\n",
     ("\\mathbf{S}(\\mathbf{Q}\\mathbf{K}^\\top + \\mathbf{B})", "\\mathbf{S}\\mathbf{Q}\\mathbf{K}^\\top + \\mathbf{S}\\mathbf{B}")),
    ("# L\n\nThe MLP of layer $\\ell$ is\n\n$$\n\\mathbf{F}_\\ell(\\mathbf{x}) = \\mathbf{W}_2\\max(0, \\mathbf{W}_1"
     "\\mathbf{x})\n$$\n\n$$\n\\mathbf{F}_\\ell(\\mathbf{x} + \\mathbf{y}) = \\mathbf{F}_\\ell(\\mathbf{x}) + "
     "\\mathbf{F}_\\ell(\\mathbf{y})\n$$\n",
     ("\\mathbf{F}_\\ell(\\mathbf{x} + \\mathbf{y})", "\\mathbf{F}_\\ell(\\mathbf{x}) + \\mathbf{F}_\\ell(\\mathbf{y})")),
])
def test_a_bold_function_is_not_multiplied_into_a_sum(doc, key):
    """ReLU and softmax are not additive (relu(1 + (-1)) = 0, relu(1) + relu(-1) = 1): a bold capital the document
    applies to a name, or names in words only, is a function, not a matrix."""
    it = _got(doc)[key]
    assert it["status"] != "proved", it


def test_the_identity_with_a_size_has_that_size():
    doc = ("# P\n\n$$\n\\mathbf{P} = \\begin{pmatrix} 1 & 0 \\\\ 0 & 1 \\\\ 0 & 0 \\end{pmatrix}\n$$\n\nhas orthonormal "
           "columns, like an orthogonal matrix: $\\mathbf{P}^\\top\\mathbf{P} = \\mathbf{I}_{n}$.\n")
    three = _got(doc.replace("{n}", "3"))[("\\mathbf{P}^\\top\\mathbf{P}", "\\mathbf{I}_3")]
    assert three["status"] != "proved", three  # (P^T P is 2×2)
    two = _got(doc.replace("{n}", "2"))[("\\mathbf{P}^\\top\\mathbf{P}", "\\mathbf{I}_2")]
    assert two["status"] == "proved", two


def test_a_value_its_sentence_gives_rounded_makes_no_finding():
    """"Rounded, τ_2 = 0.13" after τ_2 = 1/8: τ_2² · 64 = 1 holds with 1/8 and fails with 0.13 (1.0816): undecided."""
    got = _got("# T\n\nFor $d_k = 64$ it is $\\tau_2 = 1/\\sqrt{64} = 1/8$.\n\nRounded, $\\tau_2 = 0.13$.\n\n"
               "Since $\\tau_2^2 \\cdot 64 = 1$, the logits keep unit variance.\n")
    it = got[("\\tau_2^2 \\cdot 64", "1")]
    assert it["status"] == "undecided" and it["cause"] == "rounded input", it
    plain = _got("# T\n\nThe scale is $\\tau_2 = 0.13$.\n\nSo $\\tau_2^2 \\cdot 64 = 1$.\n")
    assert plain[("\\tau_2^2 \\cdot 64", "1")]["status"] == "inconsistent"  # (0.13 given as it is: 1.0816)


def test_a_magnitude_written_after_a_count_in_billions_is_read():
    """70 billion parameters in fp16: 70 × 2 = 140 (billion bytes) = 140 GB = 140,000 MB. '140,000 GB' is then off by
    1000 (a finding); '140,000 MB' counts the same bytes (no finding)."""
    doc = "# W\n\nA 70 billion parameter model in fp16 needs $70 \\times 2 = 140,000$ {unit} for its weights.\n"
    assert _got(doc.replace("{unit}", "GB"))[("70 \\times 2", "140000")]["status"] == "inconsistent"
    assert _got(doc.replace("{unit}", "gigabytes"))[("70 \\times 2", "140000")]["status"] == "inconsistent"
    assert _got(doc.replace("{unit}", "MB"))[("70 \\times 2", "140000")]["status"] == "undecided"


def test_a_sentence_that_goes_back_to_an_earlier_setting_makes_no_finding_with_the_later_value():
    doc = ("# Two runs\n\nThe residual scale is $\\alpha = 0.5$ in the first run.\n\nIn the second run, $\\alpha = 0.25$, "
           "and $4\\alpha = 1$.\n\n{lead}, $2\\alpha = 1$.\n")
    back = _got(doc.replace("{lead}", "Going back to the first run"))[("2\\alpha", "1")]
    assert back["status"] == "undecided" and "goes back" in back["reason"], back
    on = _got(doc.replace("{lead}", "Then"))[("2\\alpha", "1")]
    assert on["status"] == "inconsistent", on  # (no word returns to the first run: α is 0.25 there)
    member = _got(doc.replace("\\alpha", "\\alpha_1").replace("{lead}", "Going back to the first run"))
    assert member[("2\\alpha_1", "1")]["status"] == "undecided"  # (a member with two numbers: decided with both)
