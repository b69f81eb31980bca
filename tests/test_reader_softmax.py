"""Issue 32, softmax by the one meaning it has: ``\\text{softmax}_t(e_t)`` inside Σ_t, or ``\\mathrm{softmax}(e_i)``
inside the one sum Σ_i whose index its argument holds, is e^{e_t} / Σ_{t'} e^{e_{t'}} over that sum's range; a
decision that uses it names it.  Where the document defines softmax itself, where no sum (or more than one) gives
the index, it stays as written.  A word with a subscript before parentheses (``\\text{score}_h(x)``) is a function
with an index, not a product.  Documents written for these tests."""
from conftest import reader_items

from suite.reader.latex import parse

WEIGHTS = r"""# Attention

The weights sum to one: $\sum_{t=1}^T\text{softmax}_{t}(\text{score}(q_s, k_t)) = 1$.

Kernel regression:

$$\sum_{i=1}^n \frac{\exp\left(-\frac{1}{2}(x - x_i)^2\right)}{\sum_{j=1}^n \exp\left(-\frac{1}{2}(x - x_j)^2\right)} y_i = \sum_{i=1}^n \mathrm{softmax}\left(-\frac{1}{2}(x - x_i)^2\right) y_i$$

Not normalised: $\sum_{t=1}^T\text{softmax}_{t}(a_t) = T$.

Two sums could give the index: $\sum_{i=1}^n \sum_{j=1}^n \mathrm{softmax}(a_i b_j) = n$.
"""

OWN = r"""# A softmax with a temperature

We write $\mathrm{softmax}(x_i) = \frac{e^{x_i / \tau}}{\sum_{j=1}^n e^{x_j / \tau}}$.

Then $\sum_{i=1}^n \mathrm{softmax}(x_i) = 1$.
"""


def _standard_softmax(it: dict) -> bool:
    return any(b["source"] == "standard" and b["name"].startswith("softmax") for b in it.get("bindings", ()))


def _by_lhs(text: str) -> dict:
    return {" ".join(it["link"]["lhs"].split()): it for it in reader_items(text) if it.get("link")}


def test_softmax_over_the_sums_index_is_taken_and_named():
    items = _by_lhs(WEIGHTS)
    ones = items[r"\sum_{t=1}^T\text{softmax}_{t}(\text{score}(q_s, k_t))"]
    assert ones["status"] == "proved" and _standard_softmax(ones), ones
    kernel = next(it for lhs, it in items.items() if lhs.startswith(r"\sum_{i=1}^n \frac{\exp"))
    assert kernel["status"] == "proved" and _standard_softmax(kernel), kernel


def test_a_false_sum_of_softmax_weights_is_never_proved():
    it = _by_lhs(WEIGHTS)[r"\sum_{t=1}^T\text{softmax}_{t}(a_t)"]
    assert it["status"] not in ("proved", "consistent"), it


def test_two_sums_that_could_give_the_index_leave_softmax_as_written():
    it = _by_lhs(WEIGHTS)[r"\sum_{i=1}^n \sum_{j=1}^n \mathrm{softmax}(a_i b_j)"]
    assert it["status"] == "undecided" and not _standard_softmax(it), it


def test_the_documents_own_softmax_is_never_replaced_by_the_standard_one():
    it = _by_lhs(OWN)[r"\sum_{i=1}^n \mathrm{softmax}(x_i)"]
    assert not _standard_softmax(it), it


def test_a_word_with_a_subscript_before_parentheses_is_a_function_with_an_index():
    e = parse(r"\text{score}_h(x + y)").expr
    assert e.func.__name__ == "score_" and e.args[0].name == "h", e
