"""What helper-150's adversarial review of 6b8a690 (61 documents: 6 wrong findings, 15 errors newly hidden) showed,
each recomputed by the reviewer: a worked example's results are still cases, rounding down is no rounding to the
nearest, another model's setting stays a possible reading after its paragraph, a scan for a free width honours the
digits shown, and the words that took too much ("this 70B model", "After 1000 steps", "As in the original paper",
"odd dimensions", "the wrong extrapolation, we use:")."""
import pytest

from conftest import reader_items


def _statuses(text: str, lhs: str) -> list:
    return [it["status"] for it in reader_items(text) if it["link"]["lhs"].strip() == lhs]


def test_a_worked_examples_result_is_still_a_case_of_its_sentence():
    """"For s = 1 we get t = 1" in a worked example: t = 1 holds for s = 1 only; with s = 4, √t = 0.1 ln 4 + 1 (1.1386)."""
    doc = ("# T\n\n$\\sqrt{t} = 0.1 \\ln s + 1$.\n\n## Worked example\n\nFor $s = 1$ we get $t = 1$. With $s = 4$, "
           "$\\sqrt{t} = 0.1 \\ln 4 + 1$.\n")
    assert _statuses(doc, "\\sqrt{t}")[-1] in ("proved", "consistent"), reader_items(doc)


@pytest.mark.parametrize("doc, lhs", [
    ("# W\n\n$w_1 = \\frac{2}{3}$. Rounded down to two decimals, $w_1 = 0.66$.\n", "w_1"),
    ("# W\n\nHere $p_1 = 0.66$ (rounded down), so $100 p_1 \\approx 66.7$.\n", "100 p_1"),
    ("# W\n\nRounded down to two decimals, $p_1 = 0.66$, so $100 p_1 \\approx 66.7$.\n", "100 p_1"),
])
def test_rounding_down_is_not_rounding_to_the_nearest(doc, lhs):
    """2/3 rounded down to two decimals is 0.66; p_1 = 0.66 rounded down may be 0.6667, and 100 p_1 ≈ 66.7 then."""
    assert "inconsistent" not in _statuses(doc, lhs), reader_items(doc)


def test_another_models_setting_is_still_a_reading_after_its_paragraph():
    """√t = 0.0707 ln 4 + 1 = 1.098 for Model B, in the paragraph after "Model B instead sets": undecided, not found."""
    doc = ("# T\n\nA typical setup is $\\sqrt{t}=0.1\\ln s+1$.\n\nModel B instead sets $\\sqrt{t}=0.0707\\ln s+1$.\n\n"
           "For Model B at $s = 4$, $\\sqrt{t} \\approx 1.098$.\n")
    (it,) = [x for x in reader_items(doc) if x["link"]["rhs"].strip() == "1.098"]
    assert it["status"] == "undecided", it


def test_a_free_width_scan_honours_the_digits_shown():
    """λ_63 ≈ 5.4 × 10^4 holds for d = 128 (54,410) under the first form, to the two digits shown: the 16-wide chain of
    the section does not make it a finding."""
    doc = ("# L\n\nLet $\\theta_i = 10000^{-2i/d}$. For $D=16$, $\\lambda_i=\\frac{2\\pi}{\\theta_i}=2\\pi \\cdot 10000^{2i/16}$.\n"
           "With 128 dimensions the longest wavelength is $\\lambda_{63} \\approx 5.4 \\times 10^4$.\n")
    assert _statuses(doc, "\\lambda_{63}") == ["undecided"], reader_items(doc)


@pytest.mark.parametrize("words", ["For this 70B model,", "对这个 70B 模型，"])
def test_a_sentence_that_names_the_headings_model_means_its_values(words):
    """2·80·8192·2 = 2,621,440, not 524,288 (the 7B figure): found under the heading's values."""
    doc = (f"# K\n\nOur 7B model: $L = 32$, $d = 4096$, $b = 2$.\n\n## Llama 2 70B ($L = 80$, $d = 8192$)\n\n"
           f"{words} $2 L d b = 524288$.\n")
    assert _statuses(doc, "2 L d b") == ["inconsistent"], reader_items(doc)


@pytest.mark.parametrize("label", ["After 1000 steps", "With the base above", "新的步数"])
def test_a_list_label_that_names_no_other_setting_keeps_the_finding(label):
    """η(t) = 0.1/√t: η(1000) = 0.00316, not 3 × 10^{-4}."""
    doc = f"# LR\n\nLet $\\eta(t) = 0.1/\\sqrt{{t}}$.\n\n- {label}: $\\eta(1000) = 3 \\times 10^{{-4}}$\n"
    assert _statuses(doc, "\\eta(1000)") == ["inconsistent"], reader_items(doc)


@pytest.mark.parametrize("words", ["As in the original paper,", "Unlike sinusoidal PE, RoPE uses", "按照原来的定义，"])
def test_a_restatement_that_only_mentions_the_original_is_checked(words):
    """θ_i = 10000^{-2i/d} restated as 10000^{-i/d}: a slip, found."""
    doc = f"# R\n\nLet $\\theta_i = 10000^{{-2i/d}}$.\n\n{words} $\\theta_i = 10000^{{-i/d}}$.\n"
    assert "inconsistent" in _statuses(doc, "\\theta_i"), reader_items(doc)


@pytest.mark.parametrize("words", ["the odd dimensions hold the cosines", "奇数维放余弦"])
def test_odd_dimensions_of_an_encoding_are_its_odd_entries_not_an_odd_width(words):
    """PE(t)·PE(t) = d/2 for every even d (d sines and cosines squared in pairs): d is found."""
    doc = ("# PE\n\n$$PE(t, 2i) = \\sin(t/10000^{2i/d}), \\qquad PE(t, 2i+1) = \\cos(t/10000^{2i/d})$$\n\n"
           f"The even dimensions hold the sines and {words}; so $PE(t) \\cdot PE(t) = d$.\n")
    assert _statuses(doc, "PE(t) \\cdot PE(t)") == ["inconsistent"], reader_items(doc)


def test_a_label_that_mentions_a_wrong_thing_before_a_comma_is_no_denial():
    """"To avoid the wrong extrapolation, we use:" introduces the formula the text asserts: 4096/2048 = 2, not 4."""
    doc = "# E\n\nTo avoid the wrong extrapolation, we use:\n\n$$4096 / 2048 = 4$$\n"
    assert _statuses(doc, "4096 / 2048") == ["inconsistent"], reader_items(doc)


def test_a_value_of_a_defined_name_after_a_worked_examples_setting_is_a_case():
    """helper-150's s4e: "对于 s = 1（不缩放），t = 1" in a 示例 section: t = 1 is the case s = 1 of √t = 0.1 ln s + 1, not the
    example's t; with the model's s = 4, √t = 0.1 ln 4 + 1 holds."""
    doc = ("# YaRN\n\nYaRN 用 $\\sqrt{t} = 0.1 \\ln s + 1$ 调整注意力。\n\n## 示例\n\n对于 $s = 1$（不缩放），$t = 1$。"
           "我们的模型 $s = 4$，于是 $\\sqrt{t} = 0.1 \\ln 4 + 1 \\approx 1.1386$。\n")
    assert "inconsistent" not in _statuses(doc, "\\sqrt{t}"), reader_items(doc)
