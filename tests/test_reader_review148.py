"""What helper-148's adversarial review of 9112af0 (75 documents: 21 wrong findings, 5 false passes, 12 findings lost)
showed, each recomputed by the reviewer: a chain's later form used out of its section or against its own first form,
headings' values where the sentence means the setting before them, one-based blocks, odd widths, a floor flat over
small test values, another model's setting held past its paragraph, "exactly" after an ellipsis, and the words that
were read too widely ("for the first pair", "再看", "think about", "no samples are discarded", "alternatively")."""
import pytest

from conftest import reader_items


def _statuses(text: str, lhs: str) -> list:
    return [it["status"] for it in reader_items(text) if it["link"]["lhs"].strip() == lhs]


@pytest.mark.parametrize("doc", [
    # a chain stated for D = 16 in another section says nothing about D = 64
    "# L\n\n$\\theta_i = 10000^{-2i/d}$.\n\n## D = 16\n\nFor $D=16$, let $\\lambda_i=\\frac{2\\pi}{\\theta_i}=2\\pi \\cdot "
    "10000^{2i/16}$.\n\n## D = 64\n\nWith 64 dimensions, $\\lambda_7 = 2\\pi \\cdot 10000^{14/64}$.\n",
    # a chain with a slip (i/16 for 2i/16): λ_7 = 2π·10000^{14/16} holds with the first form at d = 16
    "# L\n\n$\\theta_i = 10000^{-2i/d}$. For $D=16$, let $\\lambda_i=\\frac{2\\pi}{\\theta_i}=2\\pi \\cdot 10000^{i/16}$. "
    "Then $\\lambda_7 = 2\\pi \\cdot 10000^{14/16}$.\n",
    # … and a value that only the slipped chain gives (2π·10000^{7/16} = 353.3) is not passed
    "# L\n\n$\\theta_i = 10000^{-2i/d}$. For $D=16$, let $\\lambda_i=\\frac{2\\pi}{\\theta_i}=2\\pi \\cdot 10000^{i/16}$. "
    "Then $\\lambda_7 \\approx 353.3$.\n",
])
def test_a_chains_later_form_decides_only_in_its_section_and_never_against_its_first(doc):
    items = [it for it in reader_items(doc) if it["link"]["lhs"].strip() == "\\lambda_7"]
    assert len(items) == 1, items
    # undecided; or, for "With 64 dimensions", consistent with d = 64, the number the text states (never with D = 16)
    assert items[0]["status"] == "undecided" or (
        items[0]["status"] == "consistent" and "d = 64" in items[0]["reason"] and "16" not in items[0]["reason"]), items


@pytest.mark.parametrize("heading, relation", [
    ("## Llama 2 70B ($L = 80$, $d = 8192$)", "Our 7B model needs $2 L d b = 524288$ bytes per token."),
    ("## A common bug ($L = 64$)", "In our model $2 L d b = 524288$ bytes per token."),
])
def test_a_relation_that_holds_with_the_values_before_a_heading_is_undecided(heading, relation):
    """2·32·4096·2 = 524,288 with the document's values; with the heading's it fails: which setting is meant is not
    written."""
    doc = f"# K\n\nOur 7B model: $L = 32$, $d = 4096$, $b = 2$.\n\n{heading}\n\n{relation}\n"
    assert _statuses(doc, "2 L d b") == ["undecided"], reader_items(doc)


def test_a_heading_that_names_an_error_still_sets_its_values():
    """"## Extrapolation error ($L = 16384$)": L - 4096 = 12288 with the heading's L (an error is the topic, not a slip)."""
    doc = "# P\n\nTrained on $L = 4096$ positions.\n\n## Extrapolation error ($L = 16384$)\n\nUnseen: $L - 4096 = 12288$.\n"
    assert _statuses(doc, "L - 4096") == ["consistent"], reader_items(doc)


def test_blocks_numbered_from_one_are_not_put_on_the_pairs_from_zero():
    doc = ("# B\n\n$$PE(t, 2i) = \\sin(\\omega_i t), \\quad PE(t, 2i+1) = \\cos(\\omega_i t), \\quad \\omega_i = 10000^{-2i/d}$$\n\n"
           "Blocks are numbered $j = 1, \\dots, d/2$ with $\\theta_j = 10000^{-2(j-1)/d}$:\n\n$$R_j(k) = \\begin{pmatrix} "
           "\\cos(\\theta_j k) & \\sin(\\theta_j k) \\\\ -\\sin(\\theta_j k) & \\cos(\\theta_j k) \\end{pmatrix}$$\n\n"
           "With $R(k)$ block-diagonal: $PE(t + k) = R(k)\\,PE(t)$.\n")
    (it,) = [x for x in reader_items(doc) if "R(k)" in x["link"]["rhs"]]
    assert it["status"] != "inconsistent" and "pair by pair" not in it["reason"], it


@pytest.mark.parametrize("claim", ["\\frac{d-1}{2} + \\sin^2(t/10000^{(d-1)/d})", "\\frac{d}{2}"])
def test_a_document_that_speaks_of_an_odd_width_gets_no_even_pair_range(claim):
    doc = ("# O\n\n$$PE(t, 2i) = \\sin(t/10000^{2i/d}), \\qquad PE(t, 2i+1) = \\cos(t/10000^{2i/d})$$\n\n"
           f"When the width $d$ is odd, the last entry is a lone sine: $PE(t) \\cdot PE(t) = {claim}$.\n")
    assert _statuses(doc, "PE(t) \\cdot PE(t)") == ["undecided"], reader_items(doc)


def test_a_floor_is_moved_to_large_values_before_a_side_counts_as_constant():
    """n_w = ⌊L/W⌋ with W = 4096 is 0 for every small L: the left side moves with L at L = 100003."""
    doc = "# W\n\nLet $W = 4096$ and $n_w = \\lfloor L / W \\rfloor$. For $L$ twice the window, $n_w W d = 2 W d$.\n"
    assert _statuses(doc, "n_w W d") == ["undecided"], reader_items(doc)


def test_another_models_setting_holds_in_its_paragraph_only():
    doc = ("# T\n\nA typical setup is $\\sqrt{t}=0.1\\ln s+1$.\n\nModel B instead sets $\\sqrt{t}=0.0707\\ln s+1$.\n\n"
           "Our model keeps the typical setup, so at $s = 4$ we get $\\sqrt{t} \\approx 1.1386$.\n")
    (it,) = [x for x in reader_items(doc) if x["link"]["rhs"].strip() == "1.1386"]
    assert it["status"] == "consistent", it  # (0.1 ln 4 + 1 = 1.13863)


def test_exactly_after_an_ellipsis_is_no_claim_of_a_terminating_decimal():
    assert _statuses("# E\n\nTwo thirds is $2/3 = 0.666\\ldots$ exactly.\n", "2/3") == ["consistent"]


@pytest.mark.parametrize("text, lhs", [
    ("# F\n\nFirst $d = 64$.\n\n## Wider\n\nNow $d = 128$. For the first pair, $10000^{-2/d} \\approx 0.7499$.\n",
     "10000^{-2/d}"),
    ("# S\n\nLet $d = 64$ and $\\theta_i = 10000^{-2i/d}$.\n\nFrom here on $d = 128$, so $\\theta_1 \\approx 0.7499$.\n",
     "\\theta_1"),
    ("# A\n\nLet us think about $\\tau = 0.5$. Then $1/\\tau^2 = 2$.\n", "1/\\tau^2"),
    ("# E\n\nOne epoch takes $10000 / 48 = 208$ exactly, so no samples are discarded.\n", "10000 / 48"),
    ("# T\n\nYaRN uses $\\sqrt{t} = 0.1 \\ln s + 1$. Alternatively, in octaves, $\\sqrt{t} = 0.144 \\log_2 s + 1$.\n",
     "\\sqrt{t}"),
])
def test_words_read_too_widely_no_longer_hide_a_slip(text, lhs):
    """10000^{-2/128} = 0.866 (not 0.7499, the value for d = 64); 1/0.5² = 4; 10000/48 = 208.33 with nothing
    discarded; 0.144 log₂ s = 0.208 ln s, not 0.1 ln s."""
    assert "inconsistent" in _statuses(text, lhs), reader_items(text)


@pytest.mark.parametrize("given", ["$p_1 = 0.33$ to two decimals", "$p_1 = 0.33$ (two decimals)",
                                   "$p_1 = 0.333$ (3 s.f.)", "精确到小数点后两位，$p_1 = 0.33$"])
def test_more_ways_of_saying_a_value_is_rounded(given):
    doc = f"# R\n\nEach weight is {given}, so $3 p_1 = 1$.\n"
    assert _statuses(doc, "3 p_1") == ["undecided"], reader_items(doc)


def test_a_bold_number_before_its_unit_is_shown_to_its_digits():
    doc = "# U\n\n$2 \\times 32 \\times 4096 \\times 2 \\times 8192 = \\mathbf{4.3}\\,\\text{GB}$.\n"
    assert [it["status"] for it in reader_items(doc)] == ["consistent"], reader_items(doc)


def test_a_markdown_escaped_underscore_joins_a_name():
    """In a .md file the Markdown reader makes step{\\_}num into step{_}num: still the name step_num."""
    doc = "# L\n\n$$lrate = d^{-0.5} \\cdot \\min(step{\\_}num^{-0.5}, step{\\_}num \\cdot warmup{\\_}steps^{-1.5})$$\n"
    (it,) = reader_items(doc)
    assert it["status"] == "definition" and "not read" not in it["reason"], it


def test_a_chain_of_another_section_decides_nothing_even_where_its_first_form_is_silent():
    """θ'_i is defined by nothing: the chain λ'_i = 2π/θ'_i = 2π·50000^{2i/16} of the D = 16 section is the only form;
    a D = 64 section's λ'_7 ≈ 81241.6 (the D = 16 value, 2π·50000^{14/16}) is not passed with it."""
    doc = ("# L\n\n## D = 16\n\nFor $D=16$, let $\\lambda'_i=\\frac{2\\pi}{\\theta'_i}=2\\pi \\cdot 50000^{2i/16}$.\n\n"
           "## D = 64\n\nWith 64 dimensions, $\\lambda'_7 \\approx 81241.6$.\n")
    assert _statuses(doc, "\\lambda'_7") == ["undecided"], reader_items(doc)


def test_a_sentence_that_goes_back_with_its_own_value_means_that_value():
    """"For the original model with d = 128": its own d, so 10000^{-2/128} = 0.866 makes 0.7499 a finding, not a
    withheld 'back to an earlier setting'."""
    doc = ("# F\n\n$d = 64$.\n\n## Big\n\nNow $d = 512$.\n\nFor the original model with $d = 128$, "
           "$10000^{-2/d} \\approx 0.7499$.\n")
    assert _statuses(doc, "10000^{-2/d}") == ["inconsistent"], reader_items(doc)
