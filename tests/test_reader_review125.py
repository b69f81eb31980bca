"""Issue 32: the wrong verdicts an outside reviewer (helper 125) found in the reader's rules of this session, and
the false flags of a blind evaluation on real documents (helper 126), each as the reviewer's minimal document.
Every number was recomputed by the reviewer.  Documents written for these tests."""
from tests.conftest import reader_items, reader_verdicts


def _statuses(text: str) -> set:
    return set(reader_verdicts(text).values())

DOCS = {
    'r1u': r"""# RoPE and the dot product

RoPE rotates the query at position $m$ by $R_m$, the rotation matrix for position $m$. With $q_m = R_m q$ and $k_m = R_m k$, the score of a query and a key at the same position does not depend on the position:

$$q_m^\top k_m = q^\top k$$
""",
    'r1c': r"""# The 90-degree rotation

Let $J$ be the rotation of the plane by 90 degrees, so that the RoPE block is $R = \cos\theta\, I + \sin\theta\, J$. The matrix $J$ is antisymmetric,

$$J^\top = -J,$$

and squares to minus the identity, $J^2 = -I$.
""",
    'r1b': r"""# Householder reflections

Let $u$ be a unit vector and define the reflection $H = I - 2 u u^\top$. Then $H$ maps $u$ to its negative:

$$H u = -u$$

and applying it twice gives back the identity, $H^2 = I$.
""",
    'r2a2': r"""# Gated positional mixing

The weights are initialized from a normal distribution with $\sigma = 0.02$, so a weight is $w = \sigma z$ with $z$ a standard normal sample.

The gate applies the logistic sigmoid to the relative distance, and the sigmoid is symmetric around zero:

$$\sigma(x) + \sigma(-x) = 1$$
""",
    'r2n': r"""# Gates

Weights start with $\sigma = 0.02$, that is $w = \sigma z$. Doubling the logit doubles the sigmoid gate, $2\sigma(x) = \sigma(2x)$, and the gate of a negated logit is $-\sigma(x) = \sigma(-x)$.
""",
    'r3g': r"""# Attention

The scores are $S = Q K^\top$ and the Gram matrix of the queries is $Q^\top Q$.

# Expanding a square

In this section the scores are written $\mathbf{S} = \mathbf{Q}\mathbf{K}^\top$. Then

$$(Q + K)^2 = Q^2 + 2 Q K + K^2$$
""",
    'r4a': r"""# Frequencies

The original Transformer uses $d = 512$. In this note we work in the $d = 64$ setting throughout, so the first nontrivial frequency is

$$10000^{-2/d} \approx 0.75$$
""",
    'r4b': r"""# RoPE base

RoPE uses the base $b = 10000$ with head dimension $d = 128$.

## Llama 3

Llama 3 moves to the $b = 500000$ setting. The slowest frequency is then

$$b^{-(d-2)/d} \approx 2.46 \times 10^{-6}$$
""",
    'r4d': r"""# Heads

The width is $d = 256$ in the small model. The $d = 512$ configuration we use for every experiment below has $h = 8$ heads, each of dimension

$$d / h = 64$$
""",
    'r4e': r"""# Context length

With 16-bit position ids we hit the $2^{16} = 65535$ limit, so longer contexts need another scheme. A $\sqrt{64} = 6$ scaling variant is also common.
""",
    'r5a': r"""# Scaling

We use $d = 64$ per head. An example of a larger head would be $d = 128$, which some models use. The scaling factor is $1/\sqrt{d} = 0.125$.
""",
    'r5j': r"""# Setup

The original Transformer uses $d = 512$.

Rotary embedding is the relative scheme we implement; our models use head size $d = 128$.

# Pairs

Each head splits its vector into $d/2 = 64$ rotation pairs.
""",
    'r5m': r"""# A worked example

The base model has $d = 512$.

An example would be a tiny model, where we determined $d = 4$ to keep the numbers small.

## Step 1: frequencies

The second frequency of the tiny model is $10000^{-2/d} = 0.01$.
""",
    'r3l': r"""# Rotations

A RoPE block rotates by $R^\top$ and the generator enters as $J^\top$.

# The generator as the imaginary unit

In this section we write the block as $\mathbf{R} = \cos\theta\,\mathbf{I} + \sin\theta\,\mathbf{J}$, with $\mathbf{J}$ the 90-degree rotation, which squares to minus the identity. De Moivre's formula carries over:

$$(\cos\theta + J\sin\theta)^2 = \cos 2\theta + J \sin 2\theta$$
""",
}


def test_relations_that_hold_by_properties_stated_in_words_are_not_refuted_at_generic_shapes():
    # q_m^T k_m = q^T k for a rotation R_m; J^T = -J for the 90-degree rotation; Hu = -u for a unit u: true by what
    # the words say, false for arbitrary matrices of the shapes the products force (and at size 1)
    for key in ("r1u", "r1c", "r1b"):
        assert "inconsistent" not in _statuses(DOCS[key]), key


def test_a_greek_letter_with_a_value_applied_to_one_term_stays_a_function():
    # σ = 0.02 is an initial scale; σ(x) the sigmoid: σ(x) + σ(-x) = 1 is not refuted, 2σ(x) = σ(2x) not proved
    assert "inconsistent" not in _statuses(DOCS["r2a2"])
    assert _statuses(DOCS["r2n"]) & {"proved", "consistent"} == set()


def test_a_capital_written_bold_in_its_chapter_is_a_matrix_written_plain_too():
    # (Q + K)^2 = Q^2 + 2QK + K^2 is false for matrices: not proved where the chapter writes \mathbf{Q}, \mathbf{K}
    assert "proved" not in _statuses(DOCS["r3g"]) and "consistent" not in _statuses(DOCS["r3g"])
    # (cos θ + J sin θ)^2 = cos 2θ + J sin 2θ holds for the 90-degree rotation J: not refuted with J a number
    assert "inconsistent" not in _statuses(DOCS["r3l"])


def test_a_setting_named_between_an_article_and_a_noun_is_still_a_value():
    # "the $d = 64$ setting throughout", "moves to the $b = 500000$ setting", "the $d = 512$ configuration we use":
    # adopted values; and a numeric statement set so ("the $2^{16} = 65535$ limit") is still checked
    assert "inconsistent" not in _statuses(DOCS["r4a"])
    assert "inconsistent" not in _statuses(DOCS["r4b"])
    assert "inconsistent" not in _statuses(DOCS["r4d"])
    s = reader_verdicts(DOCS["r4e"])
    assert s.get("2^{16} = 65535") == "inconsistent" and s.get("\\sqrt{64} = 6") == "inconsistent", s


def test_a_relation_that_holds_with_one_of_two_values_in_reach_is_not_refuted_with_the_other():
    # an example's d = 128 after the document's d = 64 in one paragraph; "our models use d = 128" scoped to its
    # section, then d/2 = 64; a worked example continued under a subheading: each holds with one value, fails with the
    # other, and the text does not say which
    for key in ("r5a", "r5j", "r5m"):
        assert "inconsistent" not in _statuses(DOCS[key]), key


def test_a_unit_written_once_after_the_numbers_is_the_unit_of_both_sides():
    text = ("# Memory\n\nThe weights take $1.12\\,\\text{GiB}$ and the cache $1.4\\,\\text{GiB}$ of the card's "
            "$40\\,\\text{GiB}$, so $40 - 1.12 - 1.4 \\approx 37.48\\,\\text{GiB}$ remain for activations.\n\n"
            "One head's cache is $2 \\cdot 8 \\cdot 128 \\cdot 80 = 160\\,\\text{KiB}$ and the rest "
            "$40 - 1.12 - 1.4 \\approx 35.48\\,\\text{GiB}$.\n")
    s = reader_verdicts(text)
    assert s.get("40 - 1.12 - 1.4 = 37.48 \\text{GiB}") == "consistent", s
    assert s.get("2 \\cdot 8 \\cdot 128 \\cdot 80 = 160 \\text{KiB}") in ("consistent", "proved"), s  # bytes to KiB
    assert s.get("40 - 1.12 - 1.4 = 35.48 \\text{GiB}") == "inconsistent", s  # wrong in both readings


def test_a_name_set_apart_from_a_value_with_not_equal_is_a_condition():
    # "the $s = -1$ index values" … "all components except the last ($s \\neq -1$)": s is an index, not -1
    text = ("# Decoding\n\nThe next token only depends on the $s=-1$ index values. Every other component of the cache "
            "($s \\neq -1$) is the same as in the last step.\n")
    assert "inconsistent" not in _statuses(text)


def test_font_switches_are_read_as_the_commands_they_stand_for():
    # {\\rm params} is \\mathrm{params}: N_{\\rm params} is one name, and its value is used
    text = ("# Size\n\nThe model has $N _{ {\\rm params} } = 7 \\times 10^9$ parameters, so the weights take "
            "$M _{ {\\rm params} } = 2 N _{ {\\rm params} } = 1.4 \\times 10^{10}$ bytes in 16 bits.\n")
    items = reader_items(text, "size.md")
    assert [it["status"] for it in items if it["status"] != "definition"] == ["consistent"], items
    wrong = text.replace("1.4 \\times 10^{10}", "1.4 \\times 10^{9}")
    assert [it["status"] for it in reader_items(wrong, "size.md") if it["status"] != "definition"] == ["inconsistent"]


def test_a_letter_after_a_number_is_a_factor_where_a_name_follows():
    # 2T D^2 with T = 1024 the sequence length: 2·T·D², not 2 tera times D² (7B, a 4K context stay magnitudes)
    text = ("# FLOPs\n\nWith $D = 1600$ and a sequence of $T = 1024$ tokens, the three projections cost "
            "$3 \\times (2T D^2) = 15728640000$ FLOPs, and $3 \\times (2T D^2) = 15728640$ would be wrong by 1000.\n")
    s = reader_verdicts(text)
    assert s.get("3 \\times (2T D^2) = 15728640000") in ("consistent", "proved"), s


def test_commas_in_a_bracket_of_products_separate_thousands():
    # 2 × (50,257 × 1,600): no list multiplies its items; \max(1,500, 2,500) stays undecided between the readings
    text = ("# Embeddings\n\nWith $V = 50257$ and $D = 1600$ the embedding has $2 \\times (V \\times D) = "
            "2 \\times (50,257 \\times 1,600) = 160,822,400$ FLOPs per token, and $4 \\times (1,600^2) = 10,240,000$.\n")
    s = reader_verdicts(text)
    assert s.get("2 \\times (50257 \\times 1600) = 160822400") in ("consistent", "proved"), s
    assert s.get("4 \\times (1600^2) = 10240000") in ("consistent", "proved"), s
    wrong = text.replace("160,822,400", "160,822,000")
    assert reader_verdicts(wrong).get("2 \\times (50257 \\times 1600) = 160822000") == "inconsistent"


def test_a_thin_space_between_factors_opens_no_second_statement():
    # λ \; p_kNN(y) + (1 - λ) \; p_LM(y): one sum of products; the \; before a condition still separates
    from tests.conftest import reader_items as items_of
    text = ("# Mixing\n\nThe mixture is $p(y) = \\lambda \\; p_\\text{kNN}(y) + (1- \\lambda) \\; p_\\text{LM}(y)$, and with "
            "$\\lambda = 1$, $p_\\text{kNN}(y) = 0.3$ and $p_\\text{LM}(y) = 0.5$ it gives $\\lambda \\; 0.3 + "
            "(1 - \\lambda) \\; 0.5 = 0.3$.\n")
    found = [(it["link"]["lhs"].strip(), it["link"]["rhs"].strip(), it["status"]) for it in items_of(text)]
    assert any(r.startswith("\\lambda") and r.endswith("p_\\text{LM}(y)") for _, r, _ in found), found
    assert [s for lhs, r, s in found if r == "0.3" and lhs.startswith("\\lambda")] == ["consistent"], found


def test_a_formula_written_again_with_numbers_gives_its_names_no_values():
    # ‖R(m) q‖ = ‖R(0) q‖ binds no m = 0; q_i · k_i = 0.6 · 0.8 binds no families; 1/√d = 1/√64 = 0.125 leaves the
    # later general claim 1/√(d/2) = 2/√d to be judged in general (a reading tried this session and withdrawn after
    # helper 128 showed substitutions make false statements consistent and true ones flagged)
    assert reader_verdicts('# Rotation and position\n\nRoPE rotates the query at position $m$ by the angle $m\\theta$. A rotation keeps lengths, so every position gives a query of the same norm:\n\n$$\\|R(m) q\\| = \\|R(0) q\\| = \\|q\\|$$\n\nThe rotated components grow with the position in proportion: $\\sin(m\\theta) = m \\sin(\\theta)$.\n').get("\\sin(m\\theta) = m \\sin(\\theta)") == "inconsistent"
    assert reader_verdicts('# Dot product\n\nThe score is $s = \\sum_{i=1}^{4} q_i k_i$. The first term is $q_i \\cdot k_i = 0.6 \\cdot 0.8 = 0.48$ (at $i = 1$).\n\nWith $q = (0.6, 0.1, 0.2, 0.3)$ and $k = (0.8, 0.5, 0.5, 0.1)$ the score is $s = 1.92$.\n').get("s = 1.92") == "inconsistent"  # 0.66
    assert reader_verdicts('# Attention scaling\n\nThe scores are divided by $\\sqrt{d}$. For a head of size 64:\n\n$$\\frac{1}{\\sqrt{d}} = \\frac{1}{\\sqrt{64}} = 0.125$$\n\nHalving the head size: the scale becomes $\\frac{1}{\\sqrt{d/2}} = \\frac{2}{\\sqrt{d}}$, i.e. it doubles.\n').get("\\frac{1}{\\sqrt{d/2}} = \\frac{2}{\\sqrt{d}}") == "inconsistent"
