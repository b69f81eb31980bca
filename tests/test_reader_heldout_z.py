"""What helper-149's blind set (hoZ, eight unseen documents: 12 findings, 1 wrong; 10 of 37 known errors caught) and
the older adversarial sets, read again with this round's rules, showed: a formula named for comparison with "the
original" is another setting, an adjusted formula announces a new one, a formula the text calls false is not
asserted, a transpose of a complex matrix may be the conjugate transpose, and a range's highest index is tried."""
import pytest

from conftest import reader_items

_NTK = ("# NTK\n\n{first}The adjusted inverse frequency:\n\n$$\\theta_i = \\frac{{1}}{{(\\text{{base}}')^{{2i/d}}}}$$\n\n"
        "Suppose {values}$\\text{{base}}' = 30470$, $d = 128$. The adjusted $\\theta_i$:\n\n"
        "$$\\theta_i = \\frac{{1}}{{30470^{{2i/128}}}}$$\n\n{words} $\\theta_i = \\frac{{1}}{{10000^{{2i/128}}}}$, the "
        "frequencies are smaller.\n")


@pytest.mark.parametrize("words", ["Compared with the original", "For the original", "相比原来的", "对于原来的"])
def test_a_formula_named_for_comparison_with_the_original_is_not_checked(words):
    """helper-149's wrong finding (a notebook): θ_i = 1/10000^{2i/128} "compared with the original" was judged against
    the NTK-adjusted θ_i = 1/30470^{2i/128} in force; it names the other setting."""
    doc = _NTK.format(first="", values="", words=words)
    got = [it for it in reader_items(doc) if "10000" in it["link"]["rhs"]]
    assert [it["status"] for it in got] == ["definition"], got
    assert [it["status"] for it in reader_items(doc) if "30470^" in it["link"]["rhs"]] == ["proved"]


def test_an_adjusted_formula_after_the_standard_one_is_a_new_definition():
    """The standard θ_i = 1/base^{2i/d} first: "The adjusted inverse frequency:" θ_i = 1/(base')^{2i/d} announces a new
    definition, so 1/30470^{2i/128} (base' = 30470) holds with it, not a finding against the standard one."""
    doc = _NTK.format(first="The standard frequency: $$\\theta_i = \\frac{1}{\\text{base}^{2i/d}}$$\n\n",
                      values="$\\text{base} = 10000$, ", words="Compared with the original")
    assert [it["status"] for it in reader_items(doc) if "30470^" in it["link"]["rhs"]] == ["proved"]


@pytest.mark.parametrize("text", [
    "while the difference is not:\n\n$$\\mathbf{R} - \\mathbf{R}^\\top = 2\\mathbf{I}$$",
    "しかし $\\mathbf{R} - \\mathbf{R}^\\top = 2\\mathbf{I}$ ではない。",
    "A false check in the same spirit: $\\mathbf{R} - \\mathbf{R}^\\top = 2\\mathbf{I}$.",
])
def test_a_formula_the_text_says_is_false_is_not_asserted(text):
    """R = [[0, -1], [1, 0]]: R - R^T = 2R, not 2I; the text itself says so, so it is no finding."""
    doc = ("# R\n\nThe rotation matrix\n\n$$\\mathbf{R} = \\begin{pmatrix} 0 & -1 \\\\ 1 & 0 \\end{pmatrix}$$\n\nis orthogonal, "
           f"$\\mathbf{{R}}^\\top\\mathbf{{R}} = \\mathbf{{I}}$, {text}\n")
    got = [it for it in reader_items(doc) if it["link"]["rhs"].strip() == "2\\mathbf{I}"]
    assert [it["status"] for it in got] == ["definition"], got


def test_a_transpose_of_a_complex_matrix_may_be_its_conjugate_transpose():
    """U(m) = diag(e^{imθ_1}, e^{imθ_2}) is unitary: U^H U = I, while U^T U = diag(e^{2imθ}) is not I; "unitary, so
    U^T U = I" writes ^T for the conjugate transpose, which the reader does not take: undecided, not a finding."""
    doc = ("# C\n\nTake $\\theta_1 = 1$ and $\\theta_2 = 0.01$. The rotation is\n\n$$\\boldsymbol{U}(m) = \\begin{pmatrix} "
           "e^{i m\\theta_1} & 0 \\\\ 0 & e^{i m\\theta_2} \\end{pmatrix}$$\n\nwhich is a unitary matrix, so\n\n"
           "$$\\boldsymbol{U}(m)^{\\top}\\boldsymbol{U}(m) = \\boldsymbol{I}$$\n")
    (it,) = [x for x in reader_items(doc) if x["link"]["rhs"].strip() == "\\boldsymbol{I}"]
    assert it["status"] == "undecided" and "conjugate transpose" in it["reason"], it


def test_the_highest_index_of_a_range_is_tried():
    """helper-149's false pass: "2π/θ_i < 4096" for i = 0 … 63 with θ_i = 10000^{-2i/128} holds for i ≤ 45 only (i = 63:
    2π · 10000^{126/128} = 54,410): no longer "consistent" from the first few indices."""
    doc = ("# Zones\n\nModel: $$d = 128$$, $$\\mathrm{base} = 10000$$, $$\\theta_i = \\mathrm{base}^{-2i/d}$$ for "
           "$$i = 0, \\dots, 63$$.\n\nEvery dimension satisfies $$2\\pi/\\theta_i < 4096$$.\n")
    (it,) = [x for x in reader_items(doc) if x["link"]["relation"] == "<"]
    assert it["status"] != "consistent" and "fails at a test point" in it["reason"], it


def test_a_list_item_labelled_with_another_setting_makes_no_finding_with_the_one_in_force():
    """helper-149's NTK post: "- Original: θ_63 = 1/10000^{126/128}" and "- After NTK: θ_63 = 1/83600^{126/128}" under
    base = 10000: the second item states the scaled model's θ_63 (undecided, not a finding); its own arithmetic,
    1/83600^{126/128} ≈ 0.0000165 (1.43e-5), is still found."""
    doc = ("# NTK\n\n## Worked example\n\nWith $d = 128$ and $\\mathrm{base} = 10000$, $\\theta_i = 1/\\mathrm{base}^{2i/d}$.\n\n"
           "- Original: $\\theta_{63} = 1/10000^{126/128} \\approx 0.000138$\n"
           "- After NTK: $\\theta_{63} = 1/83600^{126/128} \\approx 0.0000165$\n")
    got = {(it["link"]["lhs"].strip(), it["link"]["rhs"].strip()): it["status"] for it in reader_items(doc)}
    assert got[("\\theta_{63}", "1/10000^{126/128}")] == "consistent", got
    assert got[("\\theta_{63}", "1/83600^{126/128}")] == "undecided", got
    assert got[("1/83600^{126/128}", "0.0000165")] == "inconsistent", got


def test_a_worked_examples_settings_given_at_or_for_hold_in_its_section():
    """helper-149's NTK post, "## Worked Example: Computing the NTK Base": "trained at L = 4096, head dimension d = 128,
    original base = 10,000" set the example (10000 · 8^{128/126} = 82,685, so the display's first step holds), not
    conditions of their sentence."""
    doc = ("# NTK\n\n$$\\mathrm{base}_{\\mathrm{new}} = \\mathrm{base} \\cdot \\left( \\frac{L'}{L} \\right)^{d / (d-2)}$$\n\n"
           "## Worked Example: Computing the NTK Base\n\nModel: LLaMA-2 7B, trained at $L = 4096$, head dimension $d = 128$, "
           "original $\\mathrm{base} = 10000$.\n\nTarget: $L' = 32768$.\n\n"
           "$$\\mathrm{base}_{\\mathrm{new}} = 10000 \\times \\left( \\frac{32768}{4096} \\right)^{128 / (128-2)}$$\n")
    (it,) = [x for x in reader_items(doc) if x["line"] == 11]
    assert it["status"] in ("proved", "consistent"), it
