"""After helper-160's review of 9f90bff..2c3db99: a gap (\\quad, \\hspace) before a plus sign never opens a statement,
and before a minus sign only between two parts that each hold a relation; a colour's braces after a symbol only
colour (λ \\textcolor{r}{x + 1} is λx + 1); a word with a letter script that a formula defines (att_{ij} = q_i k_j)
names a family whatever values its letters have; the cue's consequence may open the next sentence only after a
condition set ("we set the derivative to zero. Then we get …"), not after a word about solving."""
import pytest

from conftest import reader_items


def _statuses(doc: str) -> dict:
    return {(it["link"]["lhs"].strip(), it["link"]["rhs"].strip().rstrip(".")): it["status"] for it in reader_items(doc)
            if it["status"] != "definition"}


@pytest.mark.parametrize("display, lhs, rhs, status", [
    # one sum set wide: 1 + 2 + 3 + 4 = 10 holds (split at the gap, "+ 4 = 10" was flagged)
    ("S = 1 + 2 + 3 \\quad + 4 = 10", "1 + 2 + 3  + 4", "10", "consistent"),
    ("S = 1 + 2 + 3 \\hspace{1cm} + 4 = 10", "1 + 2 + 3  + 4", "10", "consistent"),
    ("\\sum_{m=0}^{3} m = 0 + 1 \\quad + 2 + 3 = 6", "0 + 1  + 2 + 3", "6", "consistent"),
    ("-1 \\quad -1 \\quad -1 = -3", "-1  -1  -1", "-3", "consistent"),
    ("T = 100 - 20 \\quad - 30 = 50", "100 - 20  - 30", "50", "consistent"),
    ("\\sin(-x) = -\\sin x \\qquad -1 \\le \\sin x \\le 1", "\\sin(-x)", "-\\sin x", "proved"),
    # a minus sign between two statements: two true ones
    ("\\cos\\pi = -1 \\quad -\\cos\\pi = 1", "-\\cos\\pi", "1", "consistent"),
    ("\\cos\\pi = -1 \\quad -\\cos\\pi = 2", "-\\cos\\pi", "2", "inconsistent"),
])
def test_a_gap_before_an_operator(display, lhs, rhs, status):
    got = _statuses(f"# S\n\n$${display}$$\n")
    key = next((k for k in got if k[1] == rhs and k[0].replace(" ", "") == lhs.replace(" ", "")), None)
    assert key is not None and got[key] == status, got


def test_a_gap_before_a_plus_sign_and_a_later_remark_do_not_split_the_expression():
    got = _statuses("# S\n\n$$(a - b)^2 = a^2 - 2ab \\quad + b^2 \\quad \\text{for all real } a, b$$\n")
    assert "inconsistent" not in got.values() and "proved" in got.values(), got


@pytest.mark.parametrize("sentence, status", [
    ("Let $\\lambda = 2$, $x = 3$. Then $\\lambda \\textcolor{red}{x + 1} = 7$.", "consistent"),  # λx + 1 = 7
    ("Let $\\lambda = 2$, $x = 3$. Then $\\lambda {\\color{red} x + 1} = 7$.", "consistent"),
    ("Let $\\lambda = 2$, $x = 3$. Then $\\lambda \\textcolor{red}{x + 1} = 8$.", "inconsistent"),
    # after a command that takes an argument, the braces are its group: 2^{1+2} = 8
    ("Then $2^\\textcolor{red}{1+2} = 8$.", "consistent"),
])
def test_a_colours_braces_after_a_symbol_only_colour(sentence, status):
    got = _statuses(f"# C\n\n{sentence}\n")
    assert list(got.values())[-1] == status, got


def test_a_word_with_a_letter_script_that_a_formula_defines_names_a_family():
    doc = ("# A\n\nAt position $t = 0$ with bias $a = 1$, let $q_i = i + 1$ and $k_j = j + 1$, and "
           "$att_{ij} = q_i k_j$.\n\nSo $att_{12} = 6$.\n")
    assert "inconsistent" not in _statuses(doc).values()
    doc = "# A\n\nWith $s = 1$, $i = 2$ and $m_j = j$, let $sim_j = 2 k_j$ and $k_j = j$.\n\nSo $sim_3 = 6$.\n"
    assert _statuses(doc).get(("sim_3", "6")) == "consistent", _statuses(doc)


@pytest.mark.parametrize("lead, status", [
    # a condition set, and its consequence opening the next sentence: an equation, not a claim
    ("We set the derivative to zero. Then we get", "undecided"),
    ("We set the derivative to zero. Therefore, we obtain", "undecided"),
    # a word about solving is no condition: what follows in the next sentence is a claim
    ("This is the standard solution. Therefore", "inconsistent"),
    ("We look at the root of the problem. Then", "inconsistent"),
    ("The attention score must satisfy this. So", "inconsistent"),
])
def test_what_a_cue_lets_the_next_sentence_open_with(lead, status):
    got = _statuses(f"# D\n\n{lead} $$\\cos(m\\theta) = \\sin(m\\theta).$$\n")
    assert got == {("\\cos(m\\theta)", "\\sin(m\\theta)"): status}, got


@pytest.mark.parametrize("text, status", [
    # the case the condition leaves out: |x − 2| = 2 − x for x < 2, not for x = 3
    ("$$|x - 2| = x - 2$$\nif $x \\ge 2$; otherwise $|x - 2| = 2 - x$.", "undecided"),
    ("$$|x - 2| = x - 2$$\nif $x \\ge 2$, otherwise $|x - 2| = 2 - x$.", "undecided"),
    # no 'otherwise': the same formula in the condition's sentence is a claim under it, false at x = 3
    ("$$|x - 2| = x - 2$$\nif $x \\ge 2$, and then $|x - 2| = 2 - x$.", "inconsistent"),
])
def test_a_relation_after_otherwise_is_stated_where_the_condition_fails(text, status):
    got = _statuses(f"# A\n\n{text}\n")
    assert got[("|x - 2|", "2 - x")] == status, got


@pytest.mark.parametrize("tex", ["\\sqrt[3]{\\color{red} 27} = 3", "\\sqrt[3]{\\textcolor{red}{27}} = 3"])
def test_a_colour_inside_a_root_with_an_index_is_the_roots_argument(tex):
    assert list(_statuses(f"# R\n\n$${tex}$$\n").values()) == ["consistent"]


def test_an_assumption_ending_in_a_colon_holds_in_its_display_not_in_the_sentence_after_it():
    doc = "# FFN\n\nAssume $F = 4D$:\n$$2DF = 8D^2$$\nFor the SwiGLU variant, with $D = 3$,\n$$3DF = 72$$\n"
    assert _statuses(doc)[("3DF", "72")] == "undecided"  # (F of the variant not given: 108 with F = 4D was a finding)


@pytest.mark.parametrize("sentence, status", [
    # a member the text gives a value of its own, outside the family's range: read, not a finding
    ("The [CLS] token gets $p_0 = 0$.", "definition"),
    ("For the padding we set $p_0 = 0$.", "definition"),
    # a member the text takes to be in the family: an index out of range, a finding
    ("The first position is $p_0 = 0$.", "inconsistent"),
])
def test_a_member_outside_the_range_given_its_own_value(sentence, status):
    doc = f"# F\n\nThe positions are $p_t = t / L$ for $t = 1, \\dots, L$. {sentence}\n"
    (it,) = [x for x in reader_items(doc) if x["link"]["lhs"].strip() == "p_0"]
    assert it["status"] == status, it
