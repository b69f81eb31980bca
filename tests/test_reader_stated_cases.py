"""Where a value or a definition stated in passing holds: an assumption whose sentence ends in a colon holds in the
display it introduces; a value stated for a case set against another ("while for MQA K=1", "during generation,
$T=1$") does not hold to the document's end (a paragraph's "For GPT-3, $d = 12288$" still does); an HTML tag's
attribute in Markdown (``<h3 markdown=1>``) is no value; and a run of capitals a formula writes after a number
(``12BTD(N+K)``) is a product of the document's letters even where the prose names a shape by it."""
import pytest

from conftest import reader_items


def _item(doc: str, lhs: str, rhs: str) -> dict:
    (it,) = [x for x in reader_items(doc) if x["link"]["lhs"].strip() == lhs and x["link"]["rhs"].strip() == rhs]
    return it


_ASSUME = ("# Cost\n\nSizes: $B$, $T$, $D$, $F$, $N$, $K$, $H$.\n\nIf we assume $$F=4D$$, $$D=NH$$ and $$N=K$$:\n\n"
           "$$\\frac{12BT^2NH}{18BTDF + 24BTDNH} = \\frac{12BT^2D}{4 \\cdot 18 BTD^2 + 24 BTD^2}$$\n\n")


def test_an_assumption_ending_in_a_colon_holds_in_the_display_it_introduces():
    # 18BTDF + 24BTDNH with F = 4D, D = NH is 72BTD^2 + 24BTD^2: the two sides agree under the assumption
    it = _item(_ASSUME, "\\frac{12BT^2NH}{18BTDF + 24BTDNH}", "\\frac{12BT^2D}{4 \\cdot 18 BTD^2 + 24 BTD^2}")
    assert it["status"] == "proved", it


def test_the_assumption_is_needed_for_the_verdict():
    # the same display after a sentence that assumes nothing: not an identity (F and D free)
    doc = _ASSUME.replace("If we assume $$F=4D$$, $$D=NH$$ and $$N=K$$:", "We compute the ratio.")
    it = _item(doc, "\\frac{12BT^2NH}{18BTDF + 24BTDNH}", "\\frac{12BT^2D}{4 \\cdot 18 BTD^2 + 24 BTD^2}")
    assert it["status"] == "undecided", it


def test_an_assumption_does_not_reach_past_the_display_it_introduces():
    doc = _ASSUME + "A different question.\n\n$$F + D = 5D$$\n"
    assert _item(doc, "F + D", "5D")["status"] == "undecided"


_MQA = ("# Attention\n\nWith vanilla attention (MHA), N and K are the same while for "
        "[Multi-Query Attention](https://arxiv.org/abs/1911.02150) (MQA)<d-cite key=\"mqa\"></d-cite> K=1 and for "
        "grouped attention K divides N.\n\n## Cost\n\nThe cache holds $2KH$ numbers, so $2KH + 2KH = 4KH$ and "
        "$KH = 4$.\n")


def test_a_value_stated_for_a_named_case_does_not_hold_after_its_sentence():
    # K = 1 is MQA's; read everywhere it made KH = 4 a finding (H free: an equation, not a claim)
    it = _item(_MQA, "KH", "4")
    assert it["status"] != "inconsistent", it
    assert not any(u.get("name") == "K" for u in it.get("bindings", []) or []), it


def test_a_value_during_a_phase_holds_in_its_sentence_only():
    # t = 1 is generation's: read on, t^2 = 4 in the next paragraph would be a finding (1 against 4)
    doc = ("# Intensity\n\nDuring generation, $$t=1$$ so $$t + t = 2$$ there.\n\n"
           "In training the length is longer: $$t^2 = 4$$.\n")
    assert _item(doc, "t^2", "4")["status"] != "inconsistent"
    assert _item(doc, "t + t", "2")["status"] == "consistent"  # (in its own sentence it holds)


def test_a_value_after_during_that_names_no_phase_is_no_case():
    # the control: the same value stated plainly holds on, and t^2 = 4 is found wrong
    doc = ("# Intensity\n\nThe length is $$t=1$$ so $$t + t = 2$$ there.\n\n"
           "In training the length is longer: $$t^2 = 4$$.\n")
    assert _item(doc, "t^2", "4")["status"] == "inconsistent"


def test_a_paragraph_that_opens_with_for_a_name_sets_the_value_for_what_follows():
    # "For GPT-3, d = 12288" sets d for the sections after it; the toy d = 4 before it no longer holds
    doc = ("# Scaling\n\nIn the toy example above we had $d = 4$.\n\nFor GPT-3, $d = 12288$ and $L = 96$.\n\n"
           "## Heads\n\nWith 96 heads, each head has $d/96 = 128$ dimensions.\n")
    assert _item(doc, "d/96", "128")["status"] == "consistent"


def test_an_html_tags_attribute_is_no_value():
    doc = ("# Notes\n\n<h3 markdown=1 class=\"next\">Part 5</h3>\n\nWith $markdown$ as a name, "
           "$markdown + 1 = 3$.\n")
    it = _item(doc, "markdown + 1", "3")
    assert it["status"] != "inconsistent", it


def test_a_run_of_capitals_after_a_number_is_a_product_even_where_the_prose_names_a_shape_by_it():
    # "BTD is the input shape" in the prose; 12BTD(N+K)H in a formula: B·T·D·(N + K)·H, no function BTD
    doc = ("# FLOPs\n\nWe use single letters: $B$, $T$, $D$, $F$, $N$, $K$, $H$, $L$. For example BTD is the input "
           "shape.\n\n$$(18BTDF + 12BTD(N+K)H)L = 6 * BT * (3DF + 2D(N+K)H)L$$\n\n"
           "$$12BTD(N+K)H = 12BTDNH + 12BTDKH$$\n\n$$4BTD(N+K) = 4BTDN + 4BTDN$$\n")
    assert _item(doc, "(18BTDF + 12BTD(N+K)H)L", "6 * BT * (3DF + 2D(N+K)H)L")["status"] == "proved"
    assert _item(doc, "12BTD(N+K)H", "12BTDNH + 12BTDKH")["status"] == "proved"
    # (K + N against 2N: sides with different unknowns, an equation, not a finding)
    assert _item(doc, "4BTD(N+K)", "4BTDN + 4BTDN")["status"] == "undecided"


@pytest.mark.parametrize("display, after", [
    # a remark inside the display that quantifies over something else ("for any sample") does not set the bound aside
    ("\\max(0, x - 3) = x - 3 \\quad \\text{for any sample}", "where $x > 3$."),
    ("\\max(0, x - 3) = x - 3", "where $x > 3$."),
    # the display's sentence goes on after it with its condition, in a paragraph of its own
    ("\\max(0, x - 3) = x - 3 \\quad \\text{for any sample}", "for $x > 3$."),
    ("\\max(0, x - 3) = x - 3", "if $x > 3$."),
])
def test_a_bound_stated_after_a_display_holds_in_the_display(display, after):
    # at x = 1 the two sides are 0 and -2, but x = 1 is outside x > 3, which the document states: no finding
    doc = f"# ReLU\n\nThe hinge is\n\n$${display}$$\n\n{after}\n"
    it = _item(doc, "\\max(0, x - 3)", "x - 3")
    assert it["status"] == "undecided" and "outside" in it["reason"], it


@pytest.mark.parametrize("display, after", [
    # the display says for which x it holds: for all real x, and the bound after it does not narrow that
    ("\\max(0, x - 3) = x - 3 \\quad \\text{for all real } x", "where $x > 3$ in practice."),
    # a new sentence (capital "For") opens with a bound of its own: the display before it stands alone
    ("\\max(0, x - 3) = x - 3", "That is all. For $x > 3$, the hinge is active."),
    ("\\max(0, x - 3) = x - 3", "For $x > 3$ the hinge is active."),
])
def test_a_bound_that_is_not_the_displays_leaves_it_as_written(display, after):
    doc = f"# ReLU\n\nThe hinge is\n\n$${display}$$\n\n{after}\n"
    it = _item(doc, "\\max(0, x - 3)", "x - 3")
    assert it["status"] == "inconsistent", it
