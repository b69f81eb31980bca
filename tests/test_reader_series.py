"""Sums cut off with an ellipsis, read as power series and compared up to the order both sides write
(``suite.reader.series``): held-out set 11 wrote (iz)^4/4! as iz^4/4! in the Euler series."""
from suite.reader import series
from tests.conftest import reader_items

EULER = r"""\begin{document}
Consider the power series of $e^z$:
\begin{align*}
    e^z &= 1 + z + \frac{z^2}{2!} + \frac{z^3}{3!} + \frac{z^4}{4!} + \dots \\
    e^{iz}&= 1 + iz + \frac{(iz)^2}{2!} + \frac{(iz)^3}{3!} + \frac{(iz)^4}{4!} + \dots \\
    &= 1 + iz - \frac{(z)^2}{2!} - \frac{i z^3}{3!} + \frac{iz^4}{4!} + \dots \\
    &= (1 - \frac{z^2}{2!} + \frac{iz^4}{4!} + \dots) + (iz - \frac{i z^3}{3!} + \dots)\\
    &= (1 - \frac{z^2}{2!} + \frac{z^4}{4!} + \dots) + (iz - \frac{i z^3}{3!} + \dots)\\
    &= cos(z) + i sin(z)
\end{align*}
\end{document}
"""


def _by_line(items):
    out = {}
    for it in items:
        out.setdefault(it["line"], []).append(it)
    return out


def test_a_wrong_coefficient_in_a_written_series_is_a_finding():
    lines = _by_line(reader_items(EULER, "series.tex"))
    assert [it["status"] for it in lines[4]] == ["consistent"]  # e^z, up to z^4
    first, second = lines[5]
    assert first["status"] == "consistent"  # e^{iz} = 1 + iz + (iz)^2/2! + …, i the unit (e^{iz} writes it)
    # (iz)^4/4! = z^4/24, but the next row writes i z^4/4!
    assert second["status"] == "inconsistent", second
    assert "coefficient of z^4" in second["reason"] and "1/24" in second["reason"]


def test_series_agreeing_as_far_as_written_are_consistent_never_proved():
    lines = _by_line(reader_items(EULER, "series.tex"))
    # (a link stands on the line of its left side: row k's right side against row k+1's)
    # row 7 against row 8: the second brackets are written the same, so what they leave out cancels and the first
    # brackets are compared up to z^4, where i z^4/4! is undone into z^4/4! (review 75 found it called consistent)
    assert [it["status"] for it in lines[6]] == ["consistent"]  # the expanded row against the bracketed one
    assert [it["status"] for it in lines[7]] == ["inconsistent"]
    assert "coefficient of z^4" in lines[7][0]["reason"]
    # against cos z + i sin z, the bracketed form is known only up to z^3 (its second bracket stops there)
    assert [it["status"] for it in lines[8]] == ["consistent"]
    assert "cos(z)" in lines[8][0]["link"]["rhs"]
    assert "up to z^3" in lines[8][0]["reason"] and "not compared" in lines[8][0]["reason"]


UNCLEAR_I = r"""Here $1 + iz + \frac{(iz)^2}{2} + \dots = 1 + iz - \frac{z^2}{2} + \dots$ holds.
"""


def test_an_i_the_text_never_marks_as_the_unit_leaves_the_series_undecided():
    it = next(it for it in reader_items(UNCLEAR_I) if it["status"] != "definition")
    # with i the unit the sides agree; with i a name the z^2 terms differ: the reader does not choose
    assert it["status"] == "undecided" and it["cause"] == "i as unit or index", it


def test_only_one_variable_whose_powers_climb_makes_a_series():
    import sympy as sp

    z, a = sp.symbols("z a")
    tail = sp.Function(series.TAIL)
    assert series.variable([tail(1, z, z ** 2 / 2)]) == z
    assert series.variable([tail(a, a * z, a * z ** 2)]) == z  # a is a coefficient in every term
    assert series.variable([tail(z, z ** 3, z ** 2)]) is None  # the powers do not climb
    assert series.decide(sp.exp(z), 1 + z + tail(1, z), "≤") is None  # only = and ≈


def test_a_family_cut_off_with_dots_is_not_a_series():
    it = next(it for it in reader_items(r"We sum $S = a_0 + a_1 + a_2 + \dots$ and note $S = T$." + "\n")
              if it["link"]["lhs"].strip() == "S" and it["link"]["rhs"].strip().startswith("a_0"))
    assert it["status"] != "inconsistent"

