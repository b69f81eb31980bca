"""Choices and worked chains (documents written for these tests, after helper-195's review of a fresh held-out set):
two definitions offered as alternatives ("… or …") are neither a restatement nor a finding; a usual choice ("in
practice $\\omega = m$") binds nothing, so that saying it again proves nothing; in a block a value that misses by under
1 % is a finding when no dtype prints it; a chain of plain arithmetic in a block is checked step by step (not shapes nor a
running computation); a function name written out ("cosine(0.25)") is not read as the function; an angle its own sentence gives in degrees is read in degrees; a power typed
c^(…) in backticks is a power; an equation in several unknowns is decided with every value the text then solves it
for."""
from conftest import reader_items_by_sides


def test_a_definition_offered_as_an_alternative_is_not_checked_against_the_first():
    doc = ("# Cells\n\nEach cell uses a squashing $g$\n(e.g. the logistic $$g(u) = (1 + e^{-u})^{-1}$$ or the more "
           "recent leaky unit $$g(u) = \\max(0.1u, u)$$).\n")
    item = reader_items_by_sides(doc)[("g(u)", "\\max(0.1u, u)")]
    assert item["status"] == "definition", item
    assert "alternative" in item["reason"], item
    later = doc + "\nLater we restate it: $$g(u) = \\max(0.2u, u)$$\n"  # (g has two meanings: not judged by one)
    assert reader_items_by_sides(later)[("g(u)", "\\max(0.2u, u)")]["status"] == "undecided"


def test_a_usual_choice_binds_nothing_and_is_not_proved_when_said_again():
    doc = ("# Widths\n\nWe call the output width $\\omega$.\n- $m$ and $\\omega$ are independent settings, but in practice, "
           "$\\omega = m$ in most networks.\n\nConventions: $m$ is the input width, and typically $m = \\omega$.\n")
    items = reader_items_by_sides(doc)
    for sides in (("\\omega", "m"), ("m", "\\omega")):
        assert items[sides]["status"] == "definition", items[sides]
        assert "usual choice" in items[sides]["reason"], items[sides]
    plain = "# Widths\n\nLet $\\omega = m$.\n\nThen $m = \\omega$.\n"
    assert reader_items_by_sides(plain)[("m", "\\omega")]["status"] == "proved"


def test_in_a_block_a_small_miss_no_dtype_prints_is_a_finding():
    doc = ("# Values\n\n```\nc = cos(0.1) = 0.99995\nh = cos(0.1) ≈ 0.9951\nt = 2/3 ≈ 0.6666\n"
           "s = 8190 * 1.0000 ≈ 8.1600e+03\n```\n")
    items = reader_items_by_sides(doc)
    wrong = items[("cos(0.1)", "0.99995")]
    assert wrong["status"] == "inconsistent", wrong
    assert "no value of a bfloat16 or a float16" in wrong["reason"], wrong
    for sides in (("cos(0.1)", "0.9951"), ("2/3", "0.6666"), ("8190 * 1.0000", "8.1600e+03")):
        # a float16's print (0.99511719), a truncation, a bfloat16 value (8160): no finding in a block
        assert items[sides]["status"] == "undecided", items[sides]
        assert items[sides]["cause"] == "value in a code block", items[sides]


def test_a_chain_of_plain_arithmetic_in_a_block_is_checked_step_by_step():
    doc = "# Frequencies\n\n```\nf = 3 / 9^((2*1)/8) = 3 / 9^(1/8) = 3 / 1.316 = 2.28\ng = 4 / 2^(4/8) = 4 / 2^(1/2) = 2.83\n```\n"
    items = reader_items_by_sides(doc)
    slip = items[("3 / 9^((2*1)/8)", "3 / 9^(1/8)")]
    assert slip["status"] == "inconsistent", slip
    assert items[("3 / 1.316", "2.28")]["status"] == "consistent", items
    assert items[("4 / 2^(4/8)", "4 / 2^(1/2)")]["status"] == "proved" or \
        items[("4 / 2^(4/8)", "4 / 2^(1/2)")]["status"] == "consistent", items
    assert items[("4 / 2^(1/2)", "2.83")]["status"] == "consistent", items
    names = "# Code\n\n```\nx = d / 2 = h * 4 = 2.5\n```\n"
    assert not any(lhs == "d / 2" for lhs, _ in reader_items_by_sides(names)), reader_items_by_sides(names)


def test_a_function_name_written_out_is_not_the_function():
    # ("a cosine schedule", "the slope of the tangent": cosine(0.25) and tangent(3) name other things; helper-196)
    doc = ("# Schedule\n\nWith a cosine schedule the multiplier a quarter of the way through is cosine(0.25) = 0.854.\n\n"
           "For f(x) = x^2 the slope of the tangent at x = 3 is tangent(3) = 6.\n")
    assert not any(lhs.startswith(("cosine", "tangent")) for lhs, _ in reader_items_by_sides(doc))


def test_an_angle_its_own_sentence_gives_in_degrees_is_read_in_degrees():
    doc = ("# Arrows\n\nIf the two arrows are 90 degrees apart, cos(90) = 0 and the pair adds nothing.\n\n"
           "At 60 degrees the arrows are close. Then cos(60) = 0.5 as well.\n")
    items = reader_items_by_sides(doc)
    assert items[("cos(90)", "0")]["status"] == "consistent", items
    assert "in degrees, as the sentence gives them" in items[("cos(90)", "0")]["reason"], items
    assert items[("cos(60)", "0.5")]["status"] == "undecided", items  # (another sentence: either may be meant)


def test_a_power_typed_with_brackets_in_backticks_is_a_power_not_a_label():
    doc = "# Bands\n\nEach band has `w_j = c^(-4j/|E|)` and period `P_j = 2π/w_j = 2π c^(4j/|E|)`.\n"
    items = reader_items_by_sides(doc)
    assert items[("w_j", "c^{-4j/|E|}")]["status"] == "definition", items
    assert items[("2π/w_j", "2π c^{4j/|E|}")]["status"] == "proved", items


def test_an_equation_in_several_unknowns_is_decided_with_all_the_values_the_text_solves_it_for():
    doc = ("# Rotation\n\nWe write it with unknown coefficients $u_1$, $v_1$:\n\n$$\nu_1\\sin(\\omega p) + v_1\\cos(\\omega p)"
           " = \\cos(\\omega k)\\sin(\\omega p) + \\sin(\\omega k)\\cos(\\omega p)\n$$\n\nComparing terms, we solve for "
           "them:\n\n$$\nu_1 = \\cos(\\omega k) \\qquad v_1 = \\sin(\\omega k)\n$$\n")
    item = reader_items_by_sides(doc)[("u_1\\sin(\\omega p) + v_1\\cos(\\omega p)",
                                       "\\cos(\\omega k)\\sin(\\omega p) + \\sin(\\omega k)\\cos(\\omega p)")]
    assert item["status"] == "proved", item
    assert "the text then solves" in item["reason"] and "v_1" in item["reason"], item
    wrong = doc.replace("v_1 = \\sin(\\omega k)", "v_1 = \\cos(\\omega k)")
    again = reader_items_by_sides(wrong)[("u_1\\sin(\\omega p) + v_1\\cos(\\omega p)",
                                          "\\cos(\\omega k)\\sin(\\omega p) + \\sin(\\omega k)\\cos(\\omega p)")]
    assert again["status"] == "undecided", again  # (a value that fails may answer another equation: no finding)



def test_what_helper_196_found_the_new_rules_misjudge_stays_fixed():
    # a hedge that speaks of something else earlier in the sentence leaves the definition in force
    doc = ("# Base\n\nThe original uses base $b = 10000$ and long-context variants $B = 500000$.\n\nLong-context models "
           "usually raise the base, so in this section $b = B$, and the slowest wavelength grows by $b / 10000 = 50$.\n")
    assert reader_items_by_sides(doc)[("b / 10000", "50")]["status"] == "consistent"
    # degrees of freedom, degrees Celsius, an angle the sentence gives in radians: not read in degrees
    for doc in ("# A\n\nWith 2 degrees of freedom, sin(2) = 0.0349 in the model.\n",
                "# A\n\nAt 30 degrees Celsius the sensor drifts, and the phase term is sin(30) = 0.5.\n",
                "# A\n\nAfter 30 tokens it has turned 30 radians, far more than 30 degrees, and cos(30) = 0.866.\n"):
        (item,) = reader_items_by_sides(doc).values()
        assert item["status"] == "undecided", item
    # words that only begin with a denial, a question, a phrase that goes on: asserted
    doc = ("# C\n\n注意力分数 $3 \\times 4 = 13$，不对称的矩阵也可以。\n\n这里 $2 + 2 = 5$，这是笔误吗？不是。\n\n"
           "Setting $\\beta = 3 \\times 3 = 10$ does not hold back the warm-up.\n")
    items = reader_items_by_sides(doc)
    for sides in (("3 \\times 4", "13"), ("2 + 2", "5"), ("3 \\times 3", "10")):
        assert items[sides]["status"] == "inconsistent", items[sides]
    # a softmax qualified before it or beside a temperature, another base, percentages or a saturated whole number
    doc = ("# S\n\nThe loss uses log-softmax([2.0, 1.0, 0.1]) = [-0.417, -1.417, -2.317].\n\n"
           "In a decoder the masked softmax([1, 2, 3]) = [0, 0.27, 0.73].\n\n"
           "With temperature T = 0.5, softmax([1, 2, 3]) = [0.016, 0.117, 0.867].\n\n"
           "Large gaps saturate: softmax([100, 0]) = [1, 0].\n")
    items = reader_items_by_sides(doc)
    assert not any(it["status"] == "inconsistent" for it in items.values()), items
    # a running computation and shapes are no chain of equal values; the other two alternatives are choices named
    doc = ("# B\n\n```\nw = 0.5 - 0.1 × 2.0 = 0.3 - 0.1 × 1.2 = 0.18\nscores = (128 × 64) × (64 × 128) = 128 × 128 = 16384\n"
           "wavelength = 2 * π * 10000 = 62830\nd = 1 - cos(0.1) = 0.004995823\n```\n\n"
           "Each unit applies $g$ (the logistic $$g(u) = \\frac{1}{1 + e^{-u}}$$ or the leaky unit $$g(u) = \\max(0.1u, u)$$).\n")
    items = reader_items_by_sides(doc)
    assert not any(it["status"] == "inconsistent" for it in items.values()), items
    # "or, written with …" restates: checked against the first
    doc = ("# S\n\nThe logistic $$\\sigma(u) = \\frac{1}{1 + e^{-u}}$$ or, written with the hyperbolic tangent, "
           "$$\\sigma(u) = \\frac{1 + \\tanh(u)}{2}$$.\n")
    assert reader_items_by_sides(doc)[("\\sigma(u)", "\\frac{1 + \\tanh(u)}{2}")]["status"] == "inconsistent"


def test_what_helper_197_found_the_narrowed_rules_misjudge_stays_fixed():
    # a mark or a phrase that denies the formula, whatever follows it
    doc = ("# D\n\n$\\sqrt{16} = 8$ ✗ and $\\sqrt{16} = 4$ ✓.\n\n- $\\sqrt{9} = 4$ ✗ wrong root\n\n"
           "The equality $(a + b)^2 = a^2 + b^2$ does not hold unless $ab = 0$.\n\n"
           "Note that $(AB)^{-1} = A^{-1}B^{-1}$ fails for matrices in general.\n\n"
           "The identity $\\sqrt{a^2 + b^2} = a + b$ never holds for positive $a$ and $b$.\n\n"
           "有人会写 $\\sqrt{25} = 6$（错误），正确的是 $\\sqrt{25} = 5$。\n")
    items = reader_items_by_sides(doc)
    assert not any(it["status"] == "inconsistent" for it in items.values()), items
    assert items[("\\sqrt{16}", "4")]["status"] == "consistent", items
    # alternatives offered without a cue word, in English and Chinese
    for doc in ("# A\n\nWe tried $g(x) = \\max(0, x)$ or, for smoother gradients, $g(x) = \\log(1 + e^{x})$.\n",
                "# A\n\n激活函数可以取 $g(x) = \\max(0, x)$，或者为了梯度更平滑取 $g(x) = \\log(1 + e^{x})$。\n"):
        assert reader_items_by_sides(doc)[("g(x)", "\\log(1 + e^{x})")]["status"] == "definition", doc
    # softmax in base 2, with a sink or an inverse temperature: not the standard softmax
    doc = ("# S\n\nKernels use exp2: in base-2 arithmetic, softmax([1, 2]) = [0.333, 0.667].\n\n"
           "With an attention sink, softmax([0, 0]) = [0.33, 0.33] for the two real keys.\n\n"
           "With inverse scale β = 2, softmax([1, 2]) = [0.12, 0.88].\n")
    assert not any(it["status"] == "inconsistent" for it in reader_items_by_sides(doc).values())
    # a running computation in e-notation, a percentage written without %, a float64 printout under 0.1 % off
    doc = ("# B\n\n```\nlr = 6e-4 * 0.5 = 3e-4 * 0.5 = 1.5e-4\nmfu = 1.2e14 / 3.12e14 = 0.385 = 38.5\n"
           "log(1 + 1e-12) = 1.00009e-12\n```\n")
    assert not any(it["status"] == "inconsistent" for it in reader_items_by_sides(doc).values())
    # degrees named for another angle ("Unlike a rotation by 30 degrees …") are no reason to read in degrees
    doc = "# R\n\nUnlike a rotation by 30 degrees, RoPE at position 30 rotates the pair by 30, and $\\cos(30) = 0.866$.\n"
    assert reader_items_by_sides(doc)[("\\cos(30)", "0.866")]["status"] == "undecided"
    # a case that re-sets a name with a value before it: that value is not used past the case's clause; where the text
    # sets it ("put", "we set … and …") it is set anew
    doc = "# N\n\nEarlier we had $m = 4$.\n\nNow $n = 16$ and $m = n$; the MLP has $64 m = 1024$ units.\n"
    assert reader_items_by_sides(doc)[("64 m", "1024")]["status"] == "undecided"
    doc = "# N\n\nEarlier we had $m = 4$.\n\nNow let $n = 16$ and put $m = n$; the MLP has $64 m = 1024$ units.\n"
    assert reader_items_by_sides(doc)[("64 m", "1024")]["status"] == "consistent"
    doc = ("# H\n\nIn the toy example each head had $d_v = 2$.\n\nFor the real model we set $d_k = 64$ and $d_v = d_k$. "
           "With $h = 8$ heads the output has $h d_v = 512$ features.\n")
    items = reader_items_by_sides(doc)
    assert items[("d_v", "d_k")]["status"] == "definition" and items[("h d_v", "512")]["status"] == "consistent", items
    # "we take" sets, whatever hedge came before it in the clause
    doc = ("# N\n\nEarlier we had $m = 4$.\n\nNow let $n = 16$. Since the width is usually tied to it we take $m = n$, so "
           "the MLP has $m \\cdot 64 = 1024$ hidden units.\n")
    assert reader_items_by_sides(doc)[("m \\cdot 64", "1024")]["status"] == "consistent"


def test_a_setting_under_if_or_in_another_list_item_leaves_an_earlier_value_where_it_was():
    # ("you can set $b = 0$", a choice the text permits for that step, holds in its sentence; "if we choose $b = …$"
    # sets nothing: g(x + b) = g(x) is not proved with b = 0, which the base code did)
    doc = ("# Exercises\n\n1. Hint: you can set $b = 0$ and $a \\geq b$.\n"
           "1. Let $g(\\mathbf{x}) = \\log \\sum_i \\exp x_i$.\n    1. Show that $g(\\mathbf{x} + b) = g(\\mathbf{x})$.\n"
           "    1. Show that if we choose $b = \\mathrm{max}_i x_i$ the sum is stable.\n")
    assert reader_items_by_sides(doc)[("g(\\mathbf{x} + b)", "g(\\mathbf{x})")]["status"] != "proved"
