"""What helper-146's blind set (hoY, eight unseen documents: 11 findings, 2 wrong; 5 of 40 known errors caught) showed
the reader not reading: a display wrapped whole in a size command (a notebook's four displays)."""
import pytest

from conftest import reader_items


@pytest.mark.parametrize("display", ["\\Large{x = 2 + 2 = 5}", "{\\large x = 2 + 2 = 5}"])
def test_a_display_wrapped_in_a_size_command_is_read(display):
    items = reader_items(f"# PE\n\n$${display}$$\n")
    assert [(it["link"]["lhs"].strip(), it["status"]) for it in items] == [("x", "definition"), ("2 + 2", "inconsistent")]


def test_a_size_command_that_does_not_wrap_the_whole_display_is_left_as_written():
    """\\Large{a} = {2 + 2}: the braces close before the end; the display is read as written."""
    items = reader_items("# PE\n\n$$\\Large{a} = {2 + 2}$$\n")
    assert [it["link"]["rhs"].strip() for it in items] == ["{2 + 2}"], items


_SHIFT = ("# PE\n\n$$PE(t, 2i) = \\sin(\\omega_i t), \\quad PE(t, 2i+1) = \\cos(\\omega_i t),$$\n\nwith $\\omega_i = "
          "10000^{-2i/d}$. A shift by $k$ acts on each pair via\n\n$$R_i(k) = \\begin{pmatrix} \\cos(\\omega_i k) & "
          "{s1}\\sin(\\omega_i k) \\\\ {s2}\\sin(\\omega_i k) & \\cos(\\omega_i k) \\end{pmatrix}$$\n\nThus\n\n$${claim}$$\n\n"
          "for the block-diagonal rotation $R(k)$.\n")


@pytest.mark.parametrize("s1, s2, claim, status", [
    # (sin a, cos a) times [[cos b, -sin b], [sin b, cos b]] is (sin(a - b), cos(a - b)): the encoding at t - k
    ("-", "", "PE(t + k) = R(k)\\,PE(t)", "inconsistent"),
    ("-", "", "PE(t - k) = R(k)\\,PE(t)", "consistent"),
    # with the other signs, (sin(a + b), cos(a + b)): at t + k
    ("", "-", "PE(t + k) = R(k)\\,PE(t)", "consistent"),
    # a row times the block is the transposed block times the column: (sin(a + b), cos(a + b))
    ("-", "", "PE(t + k) = PE(t)\\,R(k)", "consistent"),
])
def test_a_shift_written_as_a_block_diagonal_rotation_is_read_pair_by_pair(s1, s2, claim, status):
    """helper-146's D7-E1: "PE(t + k) = R(k) PE(t)" with PE(t, 2i) = sin, PE(t, 2i+1) = cos and R_i(k) the rotation
    [[cos, -sin], [sin, cos]] is false in the document's (sin, cos) order (R(k) takes the pair back to t - k)."""
    doc = _SHIFT.replace("{s1}", s1).replace("{s2}", s2).replace("{claim}", claim)
    (it,) = [x for x in reader_items(doc) if "R(k)" in x["link"]["rhs"]]
    assert it["status"] == status and "pair by pair" in it["reason"], it


def test_a_matrix_the_document_defines_in_its_own_right_is_not_read_as_the_blocks():
    doc = _SHIFT.replace("{s1}", "-").replace("{s2}", "").replace("{claim}", "PE(t + k) = R(k)\\,PE(t)").replace(
        "Thus", "Let $R(k) = 2 k$. Thus")
    (it,) = [x for x in reader_items(doc) if "R(k)" in x["link"]["rhs"]]
    assert "pair by pair" not in it["reason"], it


def test_a_worked_value_is_decided_with_the_form_its_definitions_chain_goes_on_to():
    """helper-146's D1-E1: "let λ_i = 2π/θ_i = 2π·10000^{2i/16}", θ_i = 10000^{-2i/d} with d free: λ_7 = 2π·10000^{14/16}
    = 19869.18 by the chain's last form, and 19947.7 holds for no whole d under the first (2π·10000^{14/d}: 19869 at
    d = 16, 0.4 % off): found. 19869.2 holds with the chain but also with the first form at d = 16, and a pass is taken
    from a chain only where the first form says nothing (helper-148: a slipped chain passed its own slips): undecided."""
    doc = ("# Base\n\nThe frequencies are $\\theta_i = 10000^{-2i/d}$.\n\n## Example\n\nFor $D=16$, "
           "let $\\lambda_i=\\frac{2\\pi}{\\theta_i}=2\\pi \\cdot 10000^{2i/16}$ be the wavelength, so $\\lambda_7={v}$.\n")
    (it,) = [x for x in reader_items(doc.replace("{v}", "19947.7")) if x["link"]["lhs"].strip() == "\\lambda_7"]
    assert it["status"] == "inconsistent" and "as the chain that defines it goes on" in it["reason"], it
    (it,) = [x for x in reader_items(doc.replace("{v}", "19869.2")) if x["link"]["lhs"].strip() == "\\lambda_7"]
    assert it["status"] == "undecided", it


def test_a_name_written_with_escaped_underscores_is_one_name():
    """A notebook's Markdown escapes underscores in maths: step{\\_}num, warmup\\_steps are the names step_num and
    warmup_steps (the Transformer's learning-rate schedule), not an unread \\_."""
    from suite.reader.latex import parse

    got = parse("d_{model}^{-0.5} \\cdot \\min(step{\\_}num^{-0.5}, step{\\_}num \\cdot warmup\\_steps^{-1.5})").expr
    assert {str(s) for s in got.free_symbols if not str(s).startswith("_")} == {"d_model", "step_num", "warmup_steps"}


def test_a_setting_compared_with_the_original_is_a_new_definition():
    """helper-146's wrong finding (long-context notes): "Compare to original YaRN setup √t = 0.1 ln s + 1, DeepSeek-V2
    sets √t = 0.0707 ln s + 1" after "A typical setup is √t = 0.1 ln s + 1": the second is DeepSeek's definition, not
    a claim about the first t."""
    doc = ("# T\n\nA typical setup is $\\sqrt{t}=0.1\\ln s+1$.\n\n## DeepSeek\n\nCompare to original YaRN setup "
           "$\\sqrt{t}=0.1\\ln s+1$, DeepSeek-V2 sets $\\sqrt{t}=0.0707\\ln s+1$.\n")
    got = [(it["link"]["rhs"].strip(), it["status"]) for it in reader_items(doc) if it["line"] == 7]
    assert got == [("0.1\\ln s+1", "definition"), ("0.0707\\ln s+1", "definition")], got


def test_a_worked_value_wrong_under_both_values_of_a_dimension_says_so():
    """helper-146's other wrong finding: λ_127/10 ≈ 5.84k "out of D = 128 dimensions" after D = 256: with D = 128 it is
    5.4 × 10^6, with D = 256 it is 5846.96, which rounds to 5.85k: a last-digit slip either way, and the reason says
    both; 5.85k is undecided (it holds with D = 256 only)."""
    doc = ("# RoPE\n\nThe frequencies are $\\theta_i = 10000^{-2i/D}$.\n\n* Let $D=256$.\n\nThe longest wavelength is "
           "$\\lambda_{127} = \\frac{2\\pi}{\\theta_{127}}$.\n\nFor example, out of $D=128$ dimensions, "
           "$\\frac{1}{10}\\lambda_{127}\\approx {v}\\text{k}$.\n")
    (it,) = [x for x in reader_items(doc.replace("{v}", "5.84")) if x["link"]["rhs"].strip() == "5.84\\text{k}"]
    assert it["status"] == "inconsistent" and "with D = 256" in it["reason"] and "fails too" in it["reason"], it
    (it,) = [x for x in reader_items(doc.replace("{v}", "5.85")) if x["link"]["rhs"].strip() == "5.85\\text{k}"]
    assert it["status"] == "undecided" and "holds with D = 256" in it["reason"], it


def test_a_value_that_holds_with_the_dimension_before_a_clause_is_undecided_whatever_defined_it():
    """The family λ_i = 2π/θ_i is defined before both values of D: "out of D = 128 dimensions" then leaves open which
    D the worked value means, as it does where the definition came between them."""
    doc = ("# RoPE\n\nThe frequencies are $\\theta_i = 10000^{-2i/D}$ and the wavelengths "
           "$\\lambda_i = \\frac{2\\pi}{\\theta_i}$.\n\n* Let $D=256$.\n\nFor example, out of $D=128$ dimensions, "
           "$\\frac{1}{10}\\lambda_{127}\\approx 5.85\\text{k}$.\n")
    (it,) = [x for x in reader_items(doc) if x["link"]["rhs"].strip() == "5.85\\text{k}"]
    assert it["status"] == "undecided" and "the value before it" in it["reason"], it
