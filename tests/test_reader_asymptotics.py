"""Issue 32, a paper's asymptotics: a side that is a main part plus O(x^k) is checked as a remainder as x → 0 (proved
when (other side − main part)/x^k has a finite limit; a remainder of another order is no finding), with the O-term's
variable as written (not replaced by a value given elsewhere); arcsinh and its kin are the standard functions; and a
value that the sentence denies ("does not include $u = 1$") is not a value of the symbol beyond that sentence.
Documents written for these tests."""
from conftest import reader_item_at, reader_items
from suite.reader.latex import parse


def _items(text: str, name: str = "doc.tex") -> list[dict]:
    return reader_items(text, name)


_at = reader_item_at


PAPER = r"""\documentclass{article}
\newcommand{\asinh}{\operatorname{arcsinh}}
\begin{document}
\section{Warp}
Let $\tau = \sqrt{\beta/\alpha}$. The grid does not include $u=1$.
The warp is $\phi(u;\tau) = 1-\frac{1}{\tau}\asinh\bigl((1-u)\sinh\tau\bigr)$.

For small $\tau$, $\sinh\tau = \tau+\mathcal{O}(\tau^3)$, and
$\phi(u;\tau) = u-\frac{u(1-u)(2-u)}{6}\tau^2+\mathcal{O}(\tau^4)$.
\end{document}
"""


def test_arcsinh_is_the_standard_function():
    assert str(parse(r"\operatorname{arcsinh}(x)").expr) == "asinh(x)"


def test_a_taylor_remainder_is_proved_with_its_variable_as_written():
    it = _at(_items(PAPER), 8)
    assert it["status"] == "proved", it["reason"]
    assert "as tau → 0" in it["reason"] and "tends to 1/6" in it["reason"], it["reason"]


def test_a_value_the_sentence_denies_does_not_reach_a_later_formula():
    it = _at(_items(PAPER), 9)
    assert it["status"] == "proved", it["reason"]
    assert "u = 1" not in str([b["name"] + " = " + str(b.get("value")) for b in it["bindings"]]), it["bindings"]
    assert "2*u/15" in it["reason"], it["reason"]  # the limit in general u, not at u = 1 (where it is 0)


def test_a_wrong_coefficient_is_not_proved():
    wrong = PAPER.replace(r"\frac{u(1-u)(2-u)}{6}", r"\frac{u(1-u)(2-u)}{3}")
    assert _at(_items(wrong), 9)["status"] == "undecided"


def test_dot_before_a_number_is_a_product_and_bmod_a_remainder():
    assert str(parse(r"5 \dot 0.7499").expr) == "5*_0.7499"  # (the accent typed for \cdot: it never dots a number)
    assert str(parse(r"\dot{x}").expr) == "x_dot"
    assert str(parse(r"\left\lfloor \frac{n}{\beta^m} \right\rfloor \bmod \beta").expr) == "Mod(floor(n/beta**m), beta)"
    assert str(parse(r"x \text{ mod } 2\pi").expr) == "Mod(x, 2*pi)"


def test_a_product_with_elided_members_is_a_product():
    assert str(parse(r"\frac{n}{\beta_1 \beta_2 \cdots \beta_{m-1}}").expr) == "n/Product(beta[_k], (_k, 1, m - 1))"
    assert str(parse(r"a_1 \beta_1 + a_2 \beta_1 \beta_2").expr) == "a[1]*beta[1] + a[2]*beta[1]*beta[2]"


def test_a_limit_sympy_takes_decides_the_relation():
    assert str(parse(r"\lim_{x \to 0^+} x \ln x").expr) == "Limit(x*log(x), x, 0, dir='+')"
    text = r"""# Continuity

The code is continuous in its base: $\lim_{\beta \to b} \cos\left(\frac{n}{\beta^m}\right) = \cos\left(\frac{n}{b^m}\right)$.

And $\lim_{\tau \to 0} \frac{\sinh \tau}{\tau} = 2$ is a slip.
"""
    items = _items(text, "doc.md")
    assert _at(items, 3)["status"] == "proved", _at(items, 3)["reason"]
    assert "limits SymPy takes" in _at(items, 3)["reason"]
    assert _at(items, 5)["status"] == "inconsistent", _at(items, 5)["reason"]


def test_a_symbol_declared_in_the_integers_is_an_integer_to_the_end_of_its_section():
    text = r"""# Periodicity

The remainder satisfies $f(x + k\beta) = f(x), \quad \forall k \in \mathbb{Z}$, where $f(x) = x \bmod \beta$.

Similarly, $\cos(x + 2\pi k) = \cos(x)$.

# Another section

Here $\cos(x + 2\pi k) = \cos(x)$ again.
"""
    items = _items(text, "doc.md")
    declared = [it for it in items if it["line"] == 3 and it["link"]["relation"] == "∈"]
    assert declared and declared[0]["reason"].startswith("declares k integer"), declared
    assert _at(items, 5)["status"] == "proved", _at(items, 5)["reason"]
    assert _at(items, 9)["status"] == "undecided", _at(items, 9)["reason"]  # k is not declared there


def test_sides_that_differ_beyond_the_digits_shown_are_not_called_a_rounding_slip():
    items = _items("# W\n\nThe angle is $0.8660 \\cdot 1 = 4.33$ and $\\sqrt{2} = 1.415$.\n", "doc.md")
    big = [it for it in items if it["link"]["rhs"].strip() == "4.33"][0]
    small = [it for it in items if it["link"]["rhs"].strip() == "1.415"][0]
    assert big["status"] == small["status"] == "inconsistent"
    assert "far beyond the digits shown" in big["reason"], big["reason"]
    assert small["reason"].startswith("the exact value does not round to the result shown"), small["reason"]
    assert "within one unit of the last digit shown" in small["reason"], small["reason"]  # (1.41421… shown as 1.415)


def test_a_document_that_defines_its_own_blackboard_z_does_not_declare_integers():
    text = r"""# Orders

All orders form $\mathbb{Z} = [z_1, z_2, z_3]$, and $w \in \mathbb{Z}$ is one of them.
"""
    items = _items(text, "doc.md")
    member = [it for it in items if it["link"]["relation"] == "∈"][0]
    assert not member["reason"].startswith("declares"), member["reason"]


def test_a_distribution_statement_is_an_assumption_and_its_condition_goes_with_it():
    text = r"""# Models

For classification, $Y|X = \mathbf{x} \sim Bernoulli(b=f(\mathbf{x} ; \theta))$, and weights start as $w \sim \mathcal{N}(0, 0.01)$.

Near zero, $\sin x \sim x$.
"""
    items = _items(text, "doc.md")
    dist = [it for it in items if it["line"] == 3]
    assert [it["status"] for it in dist] == ["definition"] * 3, [(it["link"], it["reason"]) for it in dist]
    assert any(it["reason"].startswith("the condition of a distribution statement") for it in dist)
    asym = _at(items, 5)
    assert asym["status"] == "undecided" and "sim" in asym["reason"], asym["reason"]  # not a distribution: as before


REGIMES = r"""# Ratios

A ratio of two sizes is not its inverse: $$\frac{a}{b} + \frac{1}{c} \approx \frac{b}{a}$$
"""


def test_a_regime_keeps_the_other_symbols_apart_and_leaves_undecided_what_needs_them_equal():
    item = _at(_items(REGIMES, "doc.md"), 3)
    assert item["status"] == "undecided" and "equal" in item["reason"], item  # a/b + 1/c ≈ b/a needs a = b


STATED = r"""# Regimes the text states

For large $d$ the correction is negligible:
$$\frac{1}{1 + d} \approx 1$$

For small $d$ it is:
$$\frac{1}{1 + d} \approx 1$$

$n$ が十分大きいとき
$$\left(1 + \frac{x}{n}\right)^n \approx e^{2x}$$
"""


def test_an_approximation_is_judged_in_the_regime_its_text_states():
    items = _items(STATED, "doc.md")
    assert _at(items, 4)["status"] != "consistent", _at(items, 4)  # as d → ∞ it tends to 0, not 1
    assert _at(items, 7)["status"] == "consistent" and "states" in _at(items, 7)["reason"], _at(items, 7)
    assert _at(items, 10)["status"] != "consistent", _at(items, 10)  # (1 + x/n)^n → e^x, not e^{2x}


CORRECTIONS = r"""# Corrections and stated regimes

For small $x$, $\cos x \approx 1 + \frac{x^2}{2}$.

For small $x$, $\cos x \approx 1 - \frac{x^2}{2}$.

For large $n$ and small $x$, $n (e^{x} - 1)^2 \approx n x^2$.

It does not hold for large $d$; it holds only for small $d$: $\frac{d}{(1+d)^3} \approx d$.

Not only for small $x$ but also for large $x$, $\log(1 + x) \approx x$.
"""


def test_an_approximation_needs_its_correction_term_right_and_every_regime_its_clause_states():
    items = _items(CORRECTIONS, "doc.md")
    assert _at(items, 3)["status"] not in ("consistent", "inconsistent"), _at(items, 3)  # 1 + x²/2: a sign slip
    assert _at(items, 5)["status"] == "consistent", _at(items, 5)
    assert _at(items, 7)["status"] == "consistent", _at(items, 7)  # n → ∞ and x → 0 together
    assert _at(items, 9)["status"] == "consistent", _at(items, 9)  # "does not hold for large d": not a regime stated
    assert _at(items, 11)["status"] not in ("consistent", "inconsistent"), _at(items, 11)  # fails for large x


SECOND_ROUND = r"""# Corrections, ratios and leading orders

For small $\theta$, $\sin \theta \approx \theta + \frac{\theta^3}{6}$.

For small $x$, $\tan x \approx x - \frac{x^3}{3}$.

For large $n$, $\frac{n+1}{n} \approx 1 + \frac{2}{n}$.

For small $x$, $a \approx a \cos x$.

Near zero, $x \approx \frac{y}{2}$.

For large $n$ and large $d$, $\frac{n}{d} \approx \frac{1}{2}$.
"""


def test_a_slipped_correction_a_ratio_or_a_free_pair_is_no_approximation_and_a_leading_order_is():
    items = _items(SECOND_ROUND, "doc.md")
    for line in (3, 5, 7, 11, 13):
        assert _at(items, line)["status"] not in ("consistent", "inconsistent"), _at(items, line)
    assert _at(items, 9)["status"] == "consistent", _at(items, 9)  # the leading order only: a ≈ a cos x


THIRD_ROUND = r"""# Oscillation, absolute values, two moving symbols

For large $n$, $(-1)^n \approx 1$.

For small $x$, $\left|x - 1\right| \approx 1 + x$.

For large $n$ and small $x$, $n \left(e^{x} - 1\right) \approx n \left(x - \frac{x^2}{2}\right)$.

For large $n$ and small $x$, $n \left(e^{x} - 1\right) \approx n \left(x + \frac{x^2}{2}\right)$.
"""


def test_an_oscillating_side_an_unexpanded_side_and_each_moving_symbols_correction_are_checked():
    items = _items(THIRD_ROUND, "doc.md")
    for line in (3, 5, 7):
        assert _at(items, line)["status"] not in ("consistent", "inconsistent"), _at(items, line)
    assert _at(items, 9)["status"] == "consistent", _at(items, 9)


def _approximation(tmp_path, text: str) -> dict:
    """The one '≈' item of a Markdown document ``text``, checked as a file of a sources folder."""
    from suite.reader.run import check_paths

    doc = tmp_path / "notes.md"
    doc.write_text(text, encoding="utf-8")
    (it,) = [x for x in check_paths({"notes.md": doc})["notes.md"]["items"] if x["link"]["relation"] == "≈"]
    return it


def test_an_approximation_close_at_every_test_point_names_no_spurious_limit(tmp_path):
    """sin((i+1)/w) - sin(i/w) ≈ cos(i/w)/w with w = 10000^(2m/d) huge at every test point: the error is small before
    anything moves and does not fall as i grows, so 'i → ∞' is no regime; it holds at the test points themselves."""
    it = _approximation(tmp_path, "Let $\\omega_m = 10000^{2m/d}$.\n\n"
                        "$$\\sin\\left(\\frac{i+1}{\\omega_m}\\right) - \\sin\\left(\\frac{i}{\\omega_m}\\right) \\approx "
                        "\\frac{1}{\\omega_m} \\cos\\left(\\frac{i}{\\omega_m}\\right)$$\n")
    assert it["status"] == "consistent" and "i → ∞" not in it["reason"], it["reason"]
    assert "before any symbol moves" in it["reason"]


def test_the_points_an_approximation_is_measured_at_respect_the_ranges_the_document_declares(tmp_path):
    """The same kind of relation where the document declares m from 0 to d/2 - 1: measured at m = 3, d = 1 (outside
    that range) the frequency 10000^{2m/d} is 10^24, the error falls as i grows only because of that, and 'holds in
    the regime i → ∞' was reported; with the range respected (d even, m inside it) the error does not vanish in any
    limit (it is about cot(i/ω_m)/(2ω_m)), so no regime is named."""
    import sympy as sp

    from suite.reader.decide import _in_ranges
    from suite.reader.environment import Binding

    it = _approximation(tmp_path, "Let $\\omega_m = 10000^{2m/d}$ for $m = 0, 1, \\dots, d/2 - 1$.\n\n"
                        "$$\\cos\\left(\\frac{i+1}{\\omega_m}\\right) - \\cos\\left(\\frac{i}{\\omega_m}\\right) \\approx "
                        "-\\frac{1}{\\omega_m} \\sin\\left(\\frac{i}{\\omega_m}\\right)$$\n")
    assert it["status"] == "undecided" and "→ ∞" not in it["reason"], it["reason"]
    m, d, i = sp.symbols("m d i")
    ranges = {m: Binding("range", "m", m, None, (), lo=0, hi=d / 2 - 1)}
    assert _in_ranges({d: 1, i: 2, m: 3}, ranges, {d}) == {d: 2, i: 2, m: 0}
    assert _in_ranges({d: 5, i: 2, m: 7}, ranges, {d}) == {d: 10, i: 2, m: 2}  # 7 folded into 0..4


def test_a_document_checked_in_a_folder_keeps_its_notation_table():
    """``check`` of a folder names each file by its path, ``check`` of the file and verify by its file name: the
    document's notation table (theorems/documents/, matched by file name) applies under either name, so that the
    same document is read alike (it did not: 003's range of m, from its table, was lost in a folder's check)."""
    import os
    from pathlib import Path

    import pytest

    from suite.reader.run import check_path

    doc = Path(os.environ["PE_SOURCES"]) / "003_765fa61f779baf3a.txt"
    if not doc.is_file():
        pytest.skip("the shipped documents are not beside the checkout")
    by_name = check_path(doc, name=doc.name)
    by_path = check_path(doc, name=str(doc))
    assert [(it["line"], it["status"]) for it in by_path["items"]] == [(it["line"], it["status"]) for it in by_name["items"]]
    assert any(b.get("source") == "notation table" for b in by_path["environment"]), by_path["environment"][:3]
