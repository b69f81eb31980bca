"""Issue 32, a sum written without bounds over weights the document normalises: ``\\sum_j \\alpha_j = 1`` where
``\\alpha_j = e^{e_j} / \\sum_{j'=1}^{J} e^{e_{j'}}`` is read over 1 … J, also when the document writes
``\\sum_{j=1}^{J}`` elsewhere over that same range; a sum elsewhere over another range (or a range given in words)
still leaves it undecided.  A maximum over an index named alone (``\\max_j x_j``) is read as what it is, never
evaluated, and a claim about it never defines it.  Documents written for these tests."""
from conftest import reader_item_at, reader_items

SAME = r"""# Softmax

$$\alpha_j = \frac{\exp(e_j)}{\sum_{j'=1}^J \exp(e_{j'})}$$

Note that $\sum_j \alpha_j = 1$, and the output is $o = \sum_{j=1}^{J} \alpha_j v_j$.
"""

OTHER = r"""# Softmax

$$\alpha_j = \frac{\exp(e_j)}{\sum_{j'=1}^J \exp(e_{j'})}$$

Note that $\sum_j \alpha_j = 1$, and the output is $o = \sum_{j=1}^{n} \alpha_j v_j$.
"""


def _open_sum(text: str) -> dict:
    [it] = [it for it in reader_items(text) if it["link"]["lhs"].strip() == r"\sum_j \alpha_j"]
    return it


def test_an_open_sum_is_read_over_the_range_its_weights_are_normalised_over_when_the_document_says_no_other():
    it = _open_sum(SAME)
    assert it["status"] == "proved" and "read over 1 to J" in it["reason"], it


def test_a_sum_elsewhere_over_another_range_leaves_the_open_sum_undecided():
    it = _open_sum(OTHER)
    assert it["status"] == "undecided", it


MAXIMA = r"""# Max

Shifting: $\max_j (x_j + b) = \max_j x_j + b$.

Not in general: $\max_j x_j = x_1$.

With $x_1 = 3$: $\max_j x_j = 3$, and the shift is $M = \max_j x_j$.
"""


def test_a_maximum_over_an_index_is_read_never_evaluated_and_never_defined_by_a_claim_about_it():
    items = {" ".join(f"{it['link']['lhs']} {it['link']['relation']} {it['link']['rhs']}".split()): it
             for it in reader_items(MAXIMA)}
    for claim in (r"\max_j (x_j + b) = \max_j x_j + b", r"\max_j x_j = x_1", r"\max_j x_j = 3"):
        it = items[claim]
        assert it["status"] == "undecided" and "the maximum of" in it["reason"], it
    assert items[r"M = \max_j x_j"]["status"] == "definition", items[r"M = \max_j x_j"]


COMPOSED = r"""# Composition

Memory: $\tilde h = [\mathrm{SG}(h) \circ h']$. Order matters: $f \circ g = g \circ f$. An angle: $\sin 30^\circ = 0.5$.
"""


def test_circ_is_a_composition_or_concatenation_kept_as_written_and_a_degree_sign_stays_a_degree():
    items = {it["link"]["lhs"].strip(): it for it in reader_items(COMPOSED)}
    assert items[r"\tilde h"]["status"] == "definition", items[r"\tilde h"]
    assert items[r"f \circ g"]["status"] == "undecided", items[r"f \circ g"]  # neither proved nor a finding
    assert items[r"\sin 30^\circ"]["status"] in ("proved", "consistent"), items[r"\sin 30^\circ"]


APPLIED = r"""# Composition applied

Let $f(x) = x^2$ and $g(x) = x + 1$.

$$(f \circ g)(1) + (f \circ g)(1) = (f \circ g)(2)$$

$$(f \circ g)(0) = 1$$
"""


def test_a_composition_applied_to_an_argument_is_not_a_product():
    # (f∘g)(1) + (f∘g)(1) = 8 and (f∘g)(2) = 9: read as circ(f, g) times 1 and 2 it was "proved"; (f∘g)(0) = 1 is
    # true and was flagged.  Never proved nor flagged now.
    for it in reader_items(APPLIED):
        if "circ" in it["link"]["lhs"]:
            assert it["status"] not in ("proved", "consistent", "inconsistent"), it


BOUND_MAX = r"""# A maximum's index is its own

Let $x_1 = 5$, $x_2 = 3$, $x_3 = 4$ and take $j = 2$.

$$\max_j x_j = \max_j x_2$$

$$\max_j (x_j + j) = \max_j (x_j + 2)$$

$$\max_j x_j + 1 = 1 + \max_j x_j$$
"""


def test_a_value_of_the_index_elsewhere_never_reaches_inside_a_maximum_over_it():
    items = {" ".join(f"{it['link']['lhs']} = {it['link']['rhs']}".split()): it for it in reader_items(BOUND_MAX)
             if it["link"]["relation"] == "="}
    for claim in (r"\max_j x_j = \max_j x_2", r"\max_j (x_j + j) = \max_j (x_j + 2)"):  # 5 vs 3; 3 vs 2 at x = 0
        assert items[claim]["status"] not in ("proved", "consistent"), items[claim]
    same = items[r"\max_j x_j + 1 = 1 + \max_j x_j"]
    assert same["status"] == "proved" and "the maximum of x[j] over j" in same["reason"], same


SOFTMAX = r"""# Attention

The weights sum to one: $\sum_{t=1}^{T}\text{softmax}_{t}(\text{score}(q, k_t)) = 1$.

Kernel regression: $\sum_{i=1}^n \frac{\exp\left(-\frac{1}{2}(x - x_i)^2\right)}{\sum_{j=1}^n \exp\left(-\frac{1}{2}(x - x_j)^2\right)} y_i = \sum_{i=1}^n \mathrm{softmax}\left(-\frac{1}{2}(x - x_i)^2\right) y_i$.

A slip: $\sum_{t=1}^{T}\text{softmax}_{t}(\text{score}(q, k_t)) = T$.

Outside a sum: $\mathrm{softmax}(z_i) = e^{z_i}$.

Over which index? $\sum_{i=1}^{n} \mathrm{softmax}(a_{ij}) = 1$.
"""


def test_softmax_the_document_does_not_define_is_the_standard_one_over_its_sums_index():
    items = reader_items(SOFTMAX)
    for line in (3, 5):
        it = reader_item_at(items, line)
        assert it["status"] == "proved", it
        assert any(b["source"] == "standard" and b["name"] == "softmax" for b in it["bindings"]), it["bindings"]
    slip = reader_item_at(items, 7)  # T - 1 whatever score is: not an identity, but score may be anything
    assert slip["status"] != "proved", slip
    alone = reader_item_at(items, 9)  # no sum names the index softmax runs over: left as written
    assert alone["status"] != "proved" and alone["status"] != "inconsistent", alone
    which = reader_item_at(items, 11)  # over i (then 1) or over j (then not 1 in general): not read
    assert which["status"] == "undecided", which


BARE = r"""# Softmax, the index left to the summand

$$\alpha_j = \frac{\exp(e_j)}{\sum_{j'=1}^J \exp(e_{j'})}$$

Note that $\sum \alpha_j = 1$, and the output is $o = \sum_{j=1}^{J} \alpha_j v_j$.

Two indices: $\sum x_i y_k = \sum y_k x_i$. No index at all: $\sum p = 1$.
"""


def test_a_bare_sum_is_read_over_the_one_index_its_summand_writes_as_if_written_under_the_sum():
    [it] = [it for it in reader_items(BARE) if it["link"]["lhs"].strip() == r"\sum \alpha_j"]
    assert it["status"] == "proved" and "read over 1 to J" in it["reason"], it


def test_a_bare_sum_whose_summand_writes_two_indices_or_none_is_not_read():
    items = {it["link"]["lhs"].strip(): it for it in reader_items(BARE)}
    for lhs in (r"\sum x_i y_k", r"\sum p"):
        it = items[lhs]
        assert it["status"] == "unparsed" and "without an index" in it["reason"], it
