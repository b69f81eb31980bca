"""Issue 32, the document's own objects: sums written with other index names, a family's member taken at another
member's index, the forms a definition takes in real documents (an outcome written as a word, an assignment written
with ":=", the angle between two vectors), formulas inside a Markdown block quote, and a web address that is not a
value.  Documents written for these tests."""
import sympy as sp

from suite.reader.check import check_document
from suite.reader.formats import read_text


def _items(text: str, name: str = "doc.md") -> list[dict]:
    return check_document(read_text(name, text))["items"]


def _item(items: list[dict], written: str) -> dict:
    found = [it for it in items if written == it["link"]["lhs"] + " " + it["link"]["relation"] + " "
             + it["link"]["rhs"]]
    assert len(found) == 1, [(it["link"], it["status"]) for it in items]
    return found[0]


SOFTMAX_WEIGHTS = r"""# Softmax

Turn the scores into a distribution: $\alpha_j = \frac{\exp(e_j)}{\sum_{j'=1}^J \exp(e_{j'})}$.

Note that $\sum_{j=1}^J \alpha_j = 1$, while the weights $w_i = \frac{x_i}{\sum_{k=1}^n x_k}$ give
$\sum_{i=1}^n w_i = 1$ and $\sum_{i=1}^n w_i = 2$.
"""


def test_weights_normalised_by_a_sum_under_another_index_name_sum_to_one():
    items = _items(SOFTMAX_WEIGHTS)
    for written in (r"\sum_{j=1}^J \alpha_j = 1", r"\sum_{i=1}^n w_i = 1"):
        it = _item(items, written)
        assert it["status"] == "proved" and "sums normalised" in it["reason"], it
    wrong = _item(items, r"\sum_{i=1}^n w_i = 2")
    assert wrong["status"] != "proved", wrong  # (undecided: x is left free, and may be constrained elsewhere)


def test_normalised_sums_rename_indices_and_take_out_only_what_does_not_depend_on_them():
    from suite.reader.decide import normalised_sums

    i, j, k, n, c = sp.Symbol("i"), sp.Symbol("j"), sp.Symbol("k"), sp.Symbol("n"), sp.Symbol("c")
    x = sp.IndexedBase("x")
    assert sp.expand(normalised_sums(sp.Sum(c * x[i], (i, 1, n)) - c * sp.Sum(x[k], (k, 1, n)))) == 0
    # a product's factor is not taken out: Π c x_i = c^n Π x_i, not c Π x_i
    assert sp.expand(normalised_sums(sp.Product(c * x[i], (i, 1, n)) - c * sp.Product(x[k], (k, 1, n)))) != 0
    # Σ_{i=1}^{n} Σ_{j=1}^{i}: the inner bound uses the outer index, which is renamed with it
    tri = sp.Sum(j ** 2, (j, 1, i), (i, 1, n))
    out = normalised_sums(tri)
    assert not {i, j} & out.free_symbols
    assert out.subs(n, 3).doit() == tri.subs(n, 3).doit() == 1 + 5 + 14  # 1 + (1 + 4) + (1 + 4 + 9)
    # the constant summand: Σ_{i=1}^{n} c = c n where n ≥ 0 is known; otherwise the sum may be empty and stays a sum
    # (Σ_{i=j+1}^{j-1} 1 is 0 as documents mean it, not SymPy's -1)
    assert normalised_sums(sp.Sum(c, (i, 1, sp.Symbol("n", nonnegative=True)))) == c * sp.Symbol("n", nonnegative=True)
    assert normalised_sums(sp.Sum(1, (i, j + 1, j - 1))).has(sp.Sum)
    assert normalised_sums(sp.Sum(c, (i, 1, n))).has(sp.Sum)
    # a matrix that does not depend on the index keeps its place: Σ_j K_j qᵀ is not qᵀ Σ_j K_j
    K, q = sp.IndexedBase("K", commutative=False), sp.Symbol("q", commutative=False)
    qt = sp.Function("transpose", commutative=False)(q)
    assert sp.expand(normalised_sums(sp.Sum(K[j] * qt, (j, 1, n)) - qt * sp.Sum(K[k], (k, 1, n)))) != 0
    assert sp.expand(normalised_sums(sp.Sum(K[j] * qt, (j, 1, n)) - sp.Sum(K[k] * qt, (k, 1, n)))) == 0


HIDDEN_INDEX = r"""# Sums

Let $x_j$ be real numbers.

$$\sum_{pos=0}^{L-1} \theta_{pos} = L\,\theta_{pos}$$

$$\frac{1}{n}\sum_{t=1}^{n} x_{\text{t}} = x_{\text{t}}$$

$$\sum_{i=1}^{n} \sum_{j \in \mathcal{N}(i)} x_j = n \sum_{j \in \mathcal{N}(i)} x_j$$

$$\sum_{i=j+1}^{j-1} 1 = -1$$
"""


def test_an_index_hidden_in_a_name_or_a_set_and_an_empty_range_are_not_normalised_away():
    # θ_{pos} inside Σ_pos is θ at pos (an entry, not one name); N(i) changes with i; a sum over an empty range is 0
    for it in _items(HIDDEN_INDEX):
        assert it["status"] not in ("proved", "consistent"), it


ENTROPY = r"""# Entropy

Weights: $a_{i,j} = \frac{e^{\lambda q_i^T k_j}}{\sum_{j=1}^n e^{\lambda q_i^T k_j}}$.

$$
-\sum_{j=1}^n a_{i,j} \log a_{i,j} = -\sum_{j=1}^n \frac{e^{\lambda q_i^T k_j}}{\sum_{j=1}^n e^{\lambda q_i^T k_j}}
\log \frac{e^{\lambda q_i^T k_j}}{\sum_{j=1}^n e^{\lambda q_i^T k_j}}
$$
"""


def test_a_definition_whose_sum_reuses_its_own_index_is_substituted_and_proved_with_vectors():
    # a_{i,j}'s denominator sums over j, the name of its own index: taken at j it is renamed, and the relation,
    # between vectors (q_i^T k_j), is proved once the sums are normalised
    it = [x for x in _items(ENTROPY) if x["status"] != "definition"]
    assert len(it) == 1 and it[0]["status"] == "proved" and "sums normalised" in it[0]["reason"], it


BATCH_MEAN = r"""# Norms

The batch mean of feature $j$: $\mu_j = \frac{1}{B} \sum_{i=1}^{B} x_{i,j}$.

So $\mu_3 = \frac{1}{B} \sum_{k=1}^{B} x_{k,3}$, $\mu_i = \frac{1}{B} \sum_{k=1}^{B} x_{k,i}$ and
$\mu_i = \frac{1}{B} \sum_{k=1}^{B} x_{i,k}$.
"""


def test_a_member_taken_at_the_index_of_a_sum_in_its_definition_does_not_capture_it():
    items = _items(BATCH_MEAN)
    # μ_i is (1/B) Σ_{i'} x_{i',i}; the captured reading (1/B) Σ_i x_{i,i} would make neither of these come out
    assert _item(items, r"\mu_3 = \frac{1}{B} \sum_{k=1}^{B} x_{k,3}")["status"] == "proved"
    right = _item(items, r"\mu_i = \frac{1}{B} \sum_{k=1}^{B} x_{k,i}")
    assert right["status"] == "proved", right
    transposed = _item(items, r"\mu_i = \frac{1}{B} \sum_{k=1}^{B} x_{i,k}")
    assert transposed["status"] != "proved", transposed


OUTCOMES = r"""# Hierarchical softmax

Left at node $l$: $p(\text{left}|l,j) = \sigma(\theta_l v_j)$. Right: $p(\text{right}|l,j) = 1-p(\text{left}|l,j)$.

At one node, $p(\text{left}|2,3) = \sigma(\theta_2 v_3)$.
"""

WORD_ALONE = r"""# Words

Let $x = 3$.

$$h(\text{pos}, x) = x^2$$

$$h(5, 3) = 10$$
"""

ROMAN_VARIABLE = r"""# Codes

$$\textrm{PE}(\textrm{pos}, 2i) = \sin(\textrm{pos} / 10000^{2i/d})$$

So $\textrm{PE}(5, 0) = \sin(5)$.
"""


def test_an_outcome_written_as_a_word_is_a_label_and_another_outcome_is_defined_from_it():
    items = _items(OUTCOMES)
    right = _item(items, r"p(\text{right}|l,j) = 1-p(\text{left}|l,j)")
    assert right["status"] == "definition", right  # not p(left|l, j) read at "left" = "right"
    assert _item(items, r"p(\text{left}|2,3) = \sigma(\theta_2 v_3)")["status"] == "proved"
    # a word that the value uses is a variable written in roman type, and stays a parameter
    # a word written alone (no other word in its place anywhere) stays a parameter: h(5, 3) = 10 is h at pos = 5, x = 3
    assert _item(_items(WORD_ALONE), "h(5, 3) = 10")["status"] == "inconsistent"
    member = _item(_items(ROMAN_VARIABLE), r"\textrm{PE}(5, 0) = \sin(5)")
    assert member["status"] in ("proved", "consistent"), member


ASSIGNMENTS = r"""# Gradient descent

The update:
$$
\theta_j := \theta_j +\alpha \sum_{i=0}^m (y(i)-\theta^T x(i))x_j(i),
$$

where $\alpha$ is the rate. Also $x \coloneqq x + 1$, and $b = b - \eta g$.
"""


def test_an_assignment_written_with_a_definition_sign_is_not_an_equation():
    items = _items(ASSIGNMENTS)
    for written in (r"\theta_j = \theta_j +\alpha \sum_{i=0}^m (y(i)-\theta^T x(i))x_j(i)", "x = x + 1"):
        it = _item(items, written)
        assert it["status"] == "definition" and "assignment" in it["reason"], it
    plain = _item(items, r"b = b - \eta g")  # written with '=': not read as an assignment, and not judged either
    assert plain["status"] == "undecided", plain


ANGLES = r"""# Angle

For vectors $\bm{u} \cdot \bm{v} = \norm{\bm{u}} \norm{\bm{v}} \cos (\theta)$, and
$\mathbf{x}^T \mathbf{y} = \|\mathbf{x}\| \|\mathbf{y}\| \cos\gamma$.
"""

ANGLE_DEFINED_BEFORE = r"""# Angle

Let $\gamma = \pi/3$. Then $\mathbf{x}^T \mathbf{y} = \|\mathbf{x}\| \|\mathbf{y}\| \cos\gamma$.
"""

ANGLE_GIVEN_AFTER = r"""# Angle

$$\mathbf{x}^T \mathbf{y} = \|\mathbf{x}\| \|\mathbf{y}\| \cos\gamma$$

where $\gamma = \pi/3$.
"""


def test_the_inner_product_as_norms_times_a_cosine_defines_the_angle():
    items = _items(ANGLES)
    for it in items:
        assert it["status"] == "definition" and "angle between" in it["reason"], it
    bound = _item(_items(ANGLE_DEFINED_BEFORE), r"\mathbf{x}^T \mathbf{y} = \|\mathbf{x}\| \|\mathbf{y}\| \cos\gamma")
    assert bound["status"] != "definition", bound  # γ has a value: a statement about these vectors
    after = _item(_items(ANGLE_GIVEN_AFTER), r"\mathbf{x}^T \mathbf{y} = \|\mathbf{x}\| \|\mathbf{y}\| \cos\gamma")
    assert after["status"] != "definition", after  # (given a value after it, too)


QUOTED = r"""# RNN

> [!note]
>
> Given the input sequence $X = (x_1, x_2, ..., x_t)$, the hidden state is updated as:
>
> $$
> h_t = f(W_h h_{t-1} + W_x x_t + b)
> $$
"""


def test_a_display_inside_a_block_quote_is_read_without_the_quote_markers():
    it = _item(_items(QUOTED), "h_t = f(W_h h_{t-1} + W_x x_t + b)")
    assert it["status"] == "definition" and "recurrence" in it["reason"], it


ADDRESS = r"""# Lecture

Watch [the video](https://www.example.com/video/BV1?p=38&t=3413) first.

$$t = 2$$

See [the paper](https://arxiv.org/abs/1706.03762),d=128 is used, so $2d = 256$.
"""


def test_a_query_in_a_web_address_is_not_a_value():
    out = check_document(read_text("doc.md", ADDRESS))
    assert not any(b["name"] in ("p", "t") and b.get("value") in ("38", "3413") for b in out["environment"]), \
        out["environment"]
    assert _item(out["items"], "2d = 256")["status"] in ("proved", "consistent")  # d = 128 after the link is read


RANGES = r"""# Axes

* Position index $pos$ : $0 \sim 63$, values $-1.0 \sim +1.0$.
* Not ranges: $5 \sim 3$ and $n \sim 63$.
"""


def test_two_numbers_joined_by_a_tilde_are_a_range_not_a_relation():
    items = _items(RANGES)
    for written in ("0 ∼ 63", "-1.0 ∼ +1.0"):
        it = _item(items, written)
        assert it["status"] == "definition" and "range" in it["reason"], it
    for written in ("5 ∼ 3", "n ∼ 63"):  # a descending pair, a symbol: still a relation, left undecided
        assert _item(items, written)["status"] == "undecided"


OPEN_SUM = r"""# Weights

$$\alpha_j = \frac{\exp(e_j)}{\sum_{j'=1}^J \exp(e_{j'})}$$

Note that $\sum_j \alpha_j = 1$ and $\sum_j \alpha_j = 2$. With $p_i = \frac{y_i}{\sum_{i=1}^{n-1} y_i}$, $\sum_i p_i = 1$.
"""


def test_a_sum_without_bounds_is_read_over_the_range_its_summand_is_normalised_over_and_only_a_pass_is_taken():
    items = _items(OPEN_SUM)
    it = _item(items, r"\sum_j \alpha_j = 1")
    assert it["status"] == "proved" and "1 to J" in it["reason"], it
    assert _item(items, r"\sum_j \alpha_j = 2")["status"] == "undecided"
    # the document also writes \sum_{i=1}^{n-1}: a range for i stated elsewhere, so nothing is borrowed for Σ_i
    assert _item(items, r"\sum_i p_i = 1")["status"] == "undecided"


SETTING = r"""# Cache

For a model with 64 layers and $KH = NH = D = 8192$, the cache holds $2 \cdot D = 16384$ numbers per layer.

Solve for the unknowns: $xy = yz = 6$.
"""


def test_a_chain_of_products_of_unset_names_ending_in_a_number_is_a_setting():
    items = _items(SETTING)
    for written in ("KH = NH", "NH = D", "D = 8192"):
        it = _item(items, written)
        assert it["status"] == "definition" and "a setting" in it["reason"], it
    assert _item(items, r"2 \cdot D = 16384")["status"] == "consistent"  # D, written alone, takes the value
    for written in ("xy = yz", "yz = 6"):  # a paragraph about solving: unknowns, not a setting
        assert _item(items, written)["status"] == "undecided"


TILDE_IN_A_CHAIN = r"""# Axes

The position index is $pos = 0 \sim 63$.

$$\sin(pos) = 0$$
"""


def test_a_name_set_to_a_range_written_with_a_tilde_takes_the_range_not_its_first_end():
    items = _items(TILDE_IN_A_CHAIN)
    assert _item(items, "pos = 0")["status"] == "definition" and "range of pos" in _item(items, "pos = 0")["reason"]
    assert _item(items, r"\sin(pos) = 0")["status"] not in ("proved", "consistent")  # pos is not 0


BOUNDS = r"""# Counts

Let $n \ge 1$ be an integer.

$$\sum_{i=1}^{n-1} 1 = n - 1$$

$$\sum_{i=1}^{n} 2 = 2n + 1$$

## Words

Let $m$ be a positive integer.

$$\sum_{k=0}^{m-2} 2 = 2m - 2$$

## Both

Let $\beta = 10000^{2/d}$, with $\beta > 1$. Then $\frac{1}{\beta^i} = \frac{1}{10000^{2i/d}}$.
"""


def test_a_failure_outside_a_stated_bound_is_no_finding_and_the_bound_replaces_no_definition():
    items = _items(BOUNDS)
    # n = 0 would make Σ_{i=1}^{-1} 1 = 0 ≠ -1: outside "n ≥ 1", not a counterexample (and no point is moved into
    # the bound, so a bound never makes a relation pass)
    for written in (r"\sum_{i=1}^{n-1} 1 = n - 1", r"\sum_{k=0}^{m-2} 2 = 2m - 2"):  # (m: "a positive integer")
        it = _item(items, written)
        assert it["status"] == "undecided" and "outside what the document states" in it["reason"], it
    assert _item(items, r"\sum_{i=1}^{n} 2 = 2n + 1")["status"] == "inconsistent"  # false for every n ≥ 1
    beta = _item(items, r"\frac{1}{\beta^i} = \frac{1}{10000^{2i/d}}")  # β's definition still holds beside β > 1
    assert beta["status"] in ("proved", "consistent") and any(b["name"] == r"\beta" and b["kind"] == "definition"
                                                              for b in beta["bindings"]), beta


UPRIGHT_LABEL = r"""# Gates

The input gate has bias $b_{\text{i}} = 5$; the other gates have biases $b_t = t^2$. Let $y_t = t$.

$$\sum_{i=1}^{3} \left(y_i + b_{\text{i}}\right) = 21$$

The phase at position $i$ is $\theta_i = i \omega$, with $\omega = 0.5$ and $L = 8$.

$$\sum_{pos=0}^{L-1} \theta_{pos} = 14$$

$$\sum_{pos=0}^{L-1} \theta_{pos} = 24$$
"""


def test_an_upright_subscript_is_a_label_and_an_italic_one_that_is_the_sums_index_an_entry():
    items = _items(UPRIGHT_LABEL)
    assert _item(items, r"\sum_{i=1}^{3} \left(y_i + b_{\text{i}}\right) = 21")["status"] == "consistent"  # 6 + 15
    assert _item(items, r"\sum_{pos=0}^{L-1} \theta_{pos} = 14")["status"] == "consistent"  # 0.5 · 28
    assert _item(items, r"\sum_{pos=0}^{L-1} \theta_{pos} = 24")["status"] == "inconsistent"


BORROWED_RANGE = r"""# Cross attention

The decoder has queries $i = 1, \dots, n$ and the encoder has keys $j = 1, \dots, m$.

$$\alpha_{ij} = \frac{\exp(s_{ij})}{\sum_{k=1}^{n} \exp(s_{ik})}$$

$$\sum_{j} \alpha_{ij} = 1$$

$$\sum_{j} 1 = \sum_{i=1}^{n} 1$$
"""


def test_a_sum_without_bounds_borrows_no_range_the_document_contradicts_or_that_belongs_to_another_sum():
    items = _items(BORROWED_RANGE)
    for written in (r"\sum_{j} \alpha_{ij} = 1", r"\sum_{j} 1 = \sum_{i=1}^{n} 1"):
        assert _item(items, written)["status"] not in ("proved", "consistent")


ESCAPED_ADDRESS = r"""# Code

The code is at https://example.org/rope.py?v=2&amp;n=5 (a demo).
The model uses $d = 64$ and $n = 2d$ tokens.
$$n + 1 = 129$$
"""


def test_a_value_inside_an_escaped_web_address_is_not_read():
    assert _item(_items(ESCAPED_ADDRESS), "n + 1 = 129")["status"] != "inconsistent"


BOUND_IN_ANOTHER_SECTION = r"""# One

For every length $n \ge 5$, the bound below holds.

# Two

$$|n - 3| = n - 3$$
"""

SETTING_WITH_VALUES = r"""# Cache

We use $KH = D = 8192$, where $K = 64$ and $H = 100$. Also $ab = a = b = 6$.
"""


def test_a_bound_stays_in_its_section_and_a_setting_yields_to_values_given_in_its_paragraph():
    assert _item(_items(BOUND_IN_ANOTHER_SECTION), "|n - 3| = n - 3")["status"] == "inconsistent"  # n = 0
    items = _items(SETTING_WITH_VALUES)
    for written in ("KH = D", "ab = a", "a = b"):  # K = 64, H = 100 given right after; a, b fix ab: no setting
        assert _item(items, written)["status"] != "definition", _item(items, written)


TWO_RESULTS = r"""# Numbers

$$0.2 = 0.3$$

$$0.4217 \approx 0.42$$

$$0.25 = 0.3$$
"""


def test_two_shown_results_that_only_touch_at_a_rounding_boundary_are_not_one_number():
    items = _items(TWO_RESULTS)
    assert _item(items, "0.2 = 0.3")["status"] == "inconsistent"  # 0.25 would have to round to both
    assert _item(items, r"0.4217 ≈ 0.42")["status"] == "consistent"
    assert _item(items, "0.25 = 0.3")["status"] == "consistent"  # 0.25 rounded to one decimal (half up)


def test_a_font_size_command_opening_a_formula_is_no_part_of_its_left_side():
    """``$$\\large PE(1) = [0.841, 0.540]$$`` binds PE(1), not a name "\\large PE(1)"."""
    items = check_document(read_text("large.md", "$$\n\\large PE(1) = [0.841, 0.540]\n$$\n\n$$\\Large x = 2$$\n"))["items"]
    assert [it["link"]["lhs"] for it in items] == ["PE(1)", "x"], [it["link"] for it in items]


def test_an_accented_letter_before_a_parenthesis_is_an_application_unless_the_document_gives_it_a_value():
    """\\hat{k}(\\omega_m) >= 0 is a transform at a frequency, not k̂ times ω (which test points found 'consistent');
    where the document gives \\hat{y} a value, \\hat{y}(1 - \\hat{y}) is a product."""
    text = ("$k$ is positive definite iff $\\hat{k}(\\omega) \\geq 0$.\n\n"
            "With $\\hat{y} = 2$, we get $\\hat{y}(1 - \\hat{y}) = -2$; with $\\hat p = 0.3$, $\\hat{p}(1-\\hat{p}) = 0.21$; "
            "and $\\bar{x}(1 - \\bar{x}) = \\bar{x} - \\bar{x}^2$.\n")
    items = check_document(read_text("accent.md", text))["items"]
    got = {(it["link"]["lhs"], it["link"]["rhs"]): it["status"] for it in items}
    assert got[("\\hat{k}(\\omega)", "0")] == "undecided", got
    why = next(it["reason"] for it in items if it["link"]["lhs"] == "\\hat{k}(\\omega)")
    assert why.startswith("involves \\hat{k}, which"), why  # the document's name, not the reader's k_hat
    assert got[("\\hat{y}(1 - \\hat{y})", "-2")] == "consistent", got
    assert got[("\\hat{p}(1-\\hat{p})", "0.21")] == "consistent", got  # (\hat p = 0.3, no braces: a value)
    assert got[("\\bar{x}(1 - \\bar{x})", "\\bar{x} - \\bar{x}^2")] == "proved", got  # x̄ written as an operand
