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
    = 19869.18 by the chain's last form, so 19947.7 is found and 19869.2 holds; the chain's own step stays undecided."""
    doc = ("# Base\n\nThe frequencies are $\\theta_i = 10000^{-2i/d}$.\n\n## Example\n\nFor $D=16$, "
           "let $\\lambda_i=\\frac{2\\pi}{\\theta_i}=2\\pi \\cdot 10000^{2i/16}$ be the wavelength, so $\\lambda_7={v}$.\n")
    for value, status in (("19947.7", "inconsistent"), ("19869.2", "consistent")):
        (it,) = [x for x in reader_items(doc.replace("{v}", value)) if x["link"]["lhs"].strip() == "\\lambda_7"]
        assert it["status"] == status and "as the chain that defines it goes on" in it["reason"], it


def test_a_name_written_with_escaped_underscores_is_one_name():
    """A notebook's Markdown escapes underscores in maths: step{\\_}num, warmup\\_steps are the names step_num and
    warmup_steps (the Transformer's learning-rate schedule), not an unread \\_."""
    from suite.reader.latex import parse

    got = parse("d_{model}^{-0.5} \\cdot \\min(step{\\_}num^{-0.5}, step{\\_}num \\cdot warmup\\_steps^{-1.5})").expr
    assert {str(s) for s in got.free_symbols if not str(s).startswith("_")} == {"d_model", "step_num", "warmup_steps"}
