"""Issue 32, complex numbers as documents write them: ``z = x + i y`` in a section that writes ``e^{i…}`` is the Cartesian
form (i the imaginary unit, x and y real), "for z = x + iy:" holds in the display it introduces, and "take z = …"
gives z a new meaning where it was defined before.  A letter i that the formula uses as an index stays a letter.
Documents written for these tests."""
from tests.conftest import reader_items

POLAR_THEN_CARTESIAN = r"""# Complex

Any complex number can be written as
$$
z = r\,e^{i\theta},\qquad e^{i\theta} = \cos\theta + i\,\sin\theta.
$$
Concretely, for $z = x + i y$:

$$(z)\,e^{i\theta} = (x + i\,y)(\cos\theta + i\,\sin\theta)$$

To see the real dot product, take $z = x + i\,y$ and $w = u + i\,v$. It is recovered by
$$
\Re\bigl[z\,\overline{w}\bigr] = \Re\bigl[(x + i\,y)(u - i\,v)\bigr] = x\,u + y\,v.
$$
"""


def _by_line(items, line):
    return [it for it in items if it["line"] == line]


def test_the_cartesian_form_introduced_by_a_colon_holds_in_its_display():
    items = reader_items(POLAR_THEN_CARTESIAN)
    assert [it["status"] for it in _by_line(items, 7)] == ["definition"]
    (it,) = _by_line(items, 9)
    assert it["status"] == "proved", it["reason"]


def test_take_gives_z_a_new_meaning_and_its_parts_are_real():
    items = reader_items(POLAR_THEN_CARTESIAN)
    assert [it["status"] for it in _by_line(items, 11)] == ["definition", "definition"]
    statuses = [it["status"] for it in _by_line(items, 12)]
    assert statuses == ["proved", "proved"], [it["reason"] for it in _by_line(items, 12)]


def test_the_cartesian_form_stated_for_a_display_ends_with_it():
    # after the display that "for z = x + iy:" introduces, z is again r e^{i theta}
    text = POLAR_THEN_CARTESIAN.replace("To see the real dot product", "Again $z e^{i\\theta} = r e^{2 i\\theta}$. To see the real dot product")
    (it, *_) = _by_line(reader_items(text), 11)
    assert it["link"]["rhs"].strip() == r"r e^{2 i\theta}" and it["status"] == "proved", it


def test_an_i_used_as_an_index_in_the_formula_stays_a_letter():
    from suite.reader.check import check_document
    from suite.reader.formats import read_text

    text = POLAR_THEN_CARTESIAN.replace(r"for $z = x + i y$:", r"for $z_i = x_i + i y_i$:")
    env = check_document(read_text("doc.md", text))["environment"]
    (z,) = [b for b in env if b["name"] == "z_i"]
    assert "I" not in z["value"] and "i*y" in z["value"], z  # i times y_i, a letter: no imaginary unit
