"""What helper-147's adversarial review of the rules of 8641ae3 (59 documents: 19 wrong findings, 1 false pass) and
helper-146's blind set hoY (8 unseen documents: 2 wrong findings of 11) showed, each recomputed by the reviewer:
headings' values, rounding said after a value or with "about", a denial of rounding about something else, going
back to an earlier model, "exactly" beside a discarded remainder or after a decimal, a decimal result with its unit
under '=', a definition stated under an earlier value, and another setting of a solved definition."""
import pytest

from conftest import reader_items


def _items(text: str) -> dict:
    return {(it["line"], it["link"]["lhs"].strip(), it["link"]["rhs"].strip()): it for it in reader_items(text)}


def _status(text: str, lhs: str, rhs: str) -> list:
    return [it["status"] for (_, l, r), it in sorted(_items(text).items()) if l == lhs and r == rhs]


@pytest.mark.parametrize("heading, total", [
    # the heading's values hold in its section: 2·80·8192·2 = 2,621,440
    ("## Scaling up to a 70B-class model ($L = 80$, $d = 8192$)", "2621440"),
    ("## A quick check ($L = 80$, $d = 8192$)", "2621440"), ("## 算例（$L = 80$，$d = 8192$）", "2621440"),
    ("### For $L = 80$ and $d = 8192$", "2621440"),
    # a heading that names another model's values (a comparison) sets nothing: 2·32·4096·2 = 524,288
    ("## How GPT-3 compares ($L = 96$)", "524288"), ("## 对比：GPT-3（$L = 96$）", "524288"),
    ("## Notes (GPT-3 used $L = 96$)", "524288"),
])
def test_a_headings_values_hold_in_its_section_unless_it_names_another_model(heading, total):
    doc = f"# KV\n\nWe use $L = 32$, $d = 4096$, $b = 2$.\n\n{heading}\n\nThe cache per token is $2 L d b = {total}$.\n"
    assert _status(doc, "2 L d b", total) == ["consistent"], reader_items(doc)


@pytest.mark.parametrize("given", ["Each weight is $p_1 = 0.33$ (rounded to two decimals).",
                                   "每个权重 $p_1 = 0.33$（保留两位小数）。", "Each weight is about $p_1 = 0.33$.",
                                   "每个权重约为 $p_1 = 0.33$。",
                                   "Shown rounded (the code does no rounding): $p_1 = 0.33$."])
def test_a_value_given_rounded_or_approximately_makes_no_finding(given):
    """Three equal weights are 1/3 each, so 3 p_1 = 1; 3 × 0.33 = 0.99 is the rounding's, not the document's slip."""
    doc = f"# S\n\n{given}\n\nSo $3 p_1 = 1$.\n"
    (it,) = [x for x in reader_items(doc) if x["link"]["lhs"].strip() == "3 p_1"]
    assert it["status"] == "undecided" and "rounded" in it["reason"], it


@pytest.mark.parametrize("given", ["Before any rounding, $a_2 = 0.3125$.", "Prior to rounding, $a_2 = 0.3125$.",
                                   "未经四舍五入，$a_2 = 0.3125$。"])
def test_words_that_deny_rounding_leave_the_value_exact(given):
    """16 × 0.3125 = 5, not 6: the value is exact by the text's own words, so the slip is found."""
    doc = f"# S\n\n{given}\n\nSo $16 a_2 = 6$.\n"
    assert _status(doc, "16 a_2", "6") == ["inconsistent"], reader_items(doc)


@pytest.mark.parametrize("words", ["Once more for the 7B model,", "For the original 7B model,", "对于原来的 7B 模型，"])
def test_going_back_to_the_first_model_makes_no_finding_with_the_later_value(words):
    doc = ("# KV\n\n$L = 32$, $d = 4096$, $b = 2$.\n\n## Larger\n\nFor the larger model $L = 80$ and $d = 8192$, so "
           f"$2 L d b = 2621440$.\n{words} $2 L d b = 524288$.\n")
    assert _status(doc, "2 L d b", "524288") == ["undecided"], reader_items(doc)


@pytest.mark.parametrize("tail", ["exactly, and the last 16 samples are discarded.", "exactly; the trailing 16 are skipped.",
                                  "正好，最后 16 个样本被舍弃。"])
def test_exactly_beside_a_discarded_remainder_is_the_whole_quotient(tail):
    """10000/48 = 208.33: 208 is its whole part, which the sentence goes on to say (16 samples remain)."""
    doc = f"# E\n\nOne epoch takes $10000 / 48 = 208$ {tail}\n"
    assert _status(doc, "10000 / 48", "208") == ["undecided"], reader_items(doc)


def test_exactly_after_a_decimal_says_it_is_the_exact_value():
    """10^9/2^30 = 0.931322…, which 0.93 only rounds: found; 2^30/10^9 = 1.073741824 is exact: consistent."""
    doc = ("# E\n\nIn GB a GiB is $2^{30} / 10^9 = 1.073741824$ exactly.\n\n"
           "In GiB a GB is $10^9 / 2^{30} = 0.93$ exactly.\n\nRounded, in GiB, $10^9 / 2^{30} = 0.93$.\n")
    assert _status(doc, "2^{30} / 10^9", "1.073741824") == ["consistent"], reader_items(doc)
    assert _status(doc, "10^9 / 2^{30}", "0.93") == ["inconsistent", "consistent"], reader_items(doc)


@pytest.mark.parametrize("result", ["4.3\\,\\text{GB}", "\\textbf{4.3 GB}"])
def test_a_decimal_result_with_its_unit_is_shown_to_its_digits_under_equals(result):
    """2·32·4096·2·8192 = 4,294,967,296 B = 4.29 GB, which rounds to 4.3 GB; 8.6 GB is found (it is 4.29 GB)."""
    doc = f"# KV\n\nThe cache is $2 \\times 32 \\times 4096 \\times 2 \\times 8192 = {result}$.\n"
    assert [it["status"] for it in reader_items(doc)] == ["consistent"], reader_items(doc)
    assert [it["status"] for it in reader_items(doc.replace("4.3", "8.6"))] == ["inconsistent"]


def test_a_definition_stated_under_an_earlier_value_is_not_judged_with_a_later_one():
    """λ_127 = 2π/θ_127 stated under D = 256 (58,469.6, so λ_127/10 ≈ 5.85k); "out of D = 128 dimension pairs" later in
    the text would make it 5.4 × 10^7 (and 127 out of range): which D is meant is not written, so undecided; with D = 256
    alone it is consistent, and a wrong value stays found."""
    doc = ("# RoPE\n\nLet $D=256$ and $\\theta_i = 10000^{-\\frac{2i}{D}}$ for $i=0,1,...,D/2-1$.\n\n"
           "For example, $\\lambda_{127}=\\frac{2\\pi}{\\theta_{127}}\\approx 58.47\\text{k}$.\n\n"
           "For example, out of $D=128$ dimension pairs, $\\frac{1}{10}\\lambda_{127}\\approx {v}\\text{k}$.\n")
    got = _status(doc.replace("{v}", "5.85"), "\\frac{1}{10}\\lambda_{127}", "5.85\\text{k}")
    assert got == ["undecided"], reader_items(doc.replace("{v}", "5.85"))
    alone = doc.replace("out of $D=128$ dimension pairs, ", "")
    assert _status(alone.replace("{v}", "5.85"), "\\frac{1}{10}\\lambda_{127}", "5.85\\text{k}") == ["consistent"]
    assert _status(alone.replace("{v}", "6.85"), "\\frac{1}{10}\\lambda_{127}", "6.85\\text{k}") == ["inconsistent"]


def test_another_setting_of_a_solved_definition_is_a_new_definition():
    """"A typical setup is √t = 0.1 ln s + 1. Model B instead sets √t = 0.0707 ln s + 1": a second setting, not a
    claim checked against the first; without "instead" the second is checked (and fails)."""
    doc = "# T\n\nA typical setup is $\\sqrt{t}=0.1\\ln s+1$.\n\nModel B {how} $\\sqrt{t}=0.0707\\ln s+1$.\n"
    assert _status(doc.replace("{how}", "instead sets"), "\\sqrt{t}", "0.0707\\ln s+1") == ["definition"]
    assert _status(doc.replace("{how}", "has"), "\\sqrt{t}", "0.0707\\ln s+1") == ["inconsistent"]


def test_values_in_a_heading_parenthesis_that_says_more_are_another_setting():
    """helper-145's headings: "(relative to full MHA, where g = 32)" and "(fp32 would need b = 4)" name another
    setting, not the section's: 2·8·128 = 2048 holds with the document's g = 8 (consistent), and 7e9 × 2 = 1.4e10, not
    2.8e10, with its b = 2 (found)."""
    gqa = ("# GQA\n\nThe model has $h = 32$ query heads and $g = 8$ key-value heads of size $d_h = 128$.\n\n"
           "### Cache savings (relative to full MHA, where $g = 32$)\n\nThe cache per token is $2 g d_h = 2048$ values.\n")
    assert _status(gqa, "2 g d_h", "2048") == ["consistent"], reader_items(gqa)
    fp = ("# W\n\nWe keep the weights of our $N = 7 \\times 10^9$ parameter model in fp16, $b = 2$ bytes each.\n\n"
          "## Memory footprint (fp32 would need $b = 4$)\n\nOur fp16 weights take $N b = 2.8 \\times 10^{10}$ bytes.\n")
    assert _status(fp, "N b", "2.8 \\times 10^{10}") == ["inconsistent"], reader_items(fp)


_BLOCK = ("# RoPE\n\nFor pair $i$ with frequency $\\theta_i$, define\n\n$$\\boldsymbol{R}_i(n) = \\begin{pmatrix} \\cos "
          "n\\theta_i & -\\sin n\\theta_i \\\\ \\sin n\\theta_i & \\cos n\\theta_i \\end{pmatrix}.$$\n\n{text}\n")


@pytest.mark.parametrize("text, status", [
    # "Each block is orthogonal": I is the identity, R^T R = I and R(0) = I hold (proved)
    ("Each block is orthogonal, $\\boldsymbol{R}_i(n)^\\top \\boldsymbol{R}_i(n) = \\boldsymbol{I}$.", "proved"),
    ("Each block is orthogonal, and $\\boldsymbol{R}_i(0) = \\boldsymbol{I}$.", "proved"),
    # θ_i, a frequency the document leaves free, is a free number: R^T = R fails (sin nθ_i ≠ 0 at a test point)
    ("The transpose is the rotation itself: $\\boldsymbol{R}_i(n)^\\top = \\boldsymbol{R}_i(n)$.", "inconsistent"),
])
def test_blocks_called_orthogonal_and_a_free_frequency_are_decided(text, status):
    """helper-147's d32: R_i(n)^T R_i(n) = I and R_i(0) = I were undecided (I not the identity, where the text says
    "orthogonal" without "matrix"), R_i(n)^T = R_i(n) "no test point could be evaluated" (θ_i left free)."""
    items = [it for it in reader_items(_BLOCK.replace("{text}", text)) if it["status"] != "definition"]
    assert [it["status"] for it in items] == [status], items


def test_a_block_scaled_by_a_decay_is_not_orthogonal():
    """helper-147's d57: xPos's ζ^n R_i(n) with 0 < ζ < 1, called "an orthogonal matrix": S^T S = ζ^{2n} I ≠ I, found."""
    doc = ("# xPos\n\nA decay $\\zeta^n$ with $0 < \\zeta < 1$:\n\n$$\\boldsymbol{S}_i(n) = \\begin{pmatrix} \\zeta^n\\cos "
           "n\\theta_i & -\\zeta^n\\sin n\\theta_i \\\\ \\zeta^n\\sin n\\theta_i & \\zeta^n\\cos n\\theta_i \\end{pmatrix}$$\n\n"
           "Like RoPE's rotation it is an orthogonal matrix: $\\boldsymbol{S}_i(n)^\\top \\boldsymbol{S}_i(n) = I$.\n")
    items = [it for it in reader_items(doc) if it["status"] != "definition"]
    assert [it["status"] for it in items] == ["inconsistent"], items


def test_a_failure_no_rounding_of_a_rounded_value_explains_is_found():
    """helper-147's d11: "Rounded to two decimals, p_1 = 0.33", then 100 p_1 = 50: for every p_1 in [0.325, 0.335],
    100 p_1 is in [32.5, 33.5], never 50 (found, in Arb with the interval); 3 p_1 = 1 holds for p_1 = 1/3 (undecided);
    with "about" the interval is not written (undecided)."""
    doc = "# S\n\n{how} $p_1 = 0.33$.\n\nSo $100 p_1 = {v}$.\n"
    def status(how, v):
        (it,) = [x for x in reader_items(doc.replace("{how}", how).replace("{v}", v)) if x["link"]["lhs"] == "100 p_1"]
        return it["status"]
    assert status("Rounded to two decimals,", "50") == "inconsistent"
    assert status("Rounded to two decimals,", "33.3") == "undecided"
    assert status("Each weight is about", "50") == "undecided"


@pytest.mark.parametrize("shown, status", [("0.334", "inconsistent"), ("0.333", "consistent")])
def test_a_member_restated_rounded_must_be_its_rounding(shown, status):
    """helper-147's d13: w_1 = 1/3, then "Rounded to three decimals, w_1 = 0.334": 1/3 rounds to 0.333 (found); 0.333 is
    the restatement (consistent)."""
    doc = f"# W\n\nThe weights are $w_1 = \\frac{{1}}{{3}}$.\n\nRounded to three decimals, $w_1 = {shown}$.\n"
    (it,) = [x for x in reader_items(doc) if x["link"]["rhs"].strip() == shown]
    assert it["status"] == status, it
