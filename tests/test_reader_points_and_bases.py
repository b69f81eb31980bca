"""Where the test points alone would let a false statement pass, or a plain-text number is cut short (documents
written for these tests): √(x²) = x "for every real x" fails at a negative x; min(x, 5) = x for x > 0 holds only at
small points; a base the document gives its logarithms is used; an approximation's last written term must be right;
2e-4 ending a sentence is 2e-4."""
from conftest import reader_items, reader_items_by_sides


def test_a_statement_for_every_real_value_fails_at_a_negative_one():
    doc = "# R\n\nWe have $\\sqrt{x^2} = x$ for every real $x$.\n"
    item = reader_items_by_sides(doc)[("\\sqrt{x^2}", "x")]
    assert item["status"] == "inconsistent", item
    assert item["counterexample"] == {"x": "-1"}, item


def test_a_kink_beyond_the_small_test_points_is_not_passed():
    doc = "# K\n\nFor all $x > 0$, $\\min(x, 5) = x$.\n\nFor all $x > 0$, $\\lfloor x / 10 \\rfloor = 0$.\n"
    items = reader_items_by_sides(doc)
    for sides in (("\\min(x, 5)", "x"), ("\\lfloor x / 10 \\rfloor", "0")):
        assert items[sides]["status"] == "undecided", items[sides]
        assert items[sides]["cause"] == "fails only at a large point", items[sides]


def test_the_base_the_document_gives_its_logarithms_is_used():
    doc = ("# Bits\n\nIn this note $\\log$ denotes the base-2 logarithm.\n\nThen $\\log 4 \\approx 1.386$ and "
           "$\\log 8 = 3$.\n")
    items = reader_items_by_sides(doc)
    assert items[("\\log 4", "1.386")]["status"] == "inconsistent", items
    assert items[("\\log 8", "3")]["status"] == "consistent", items
    doc = "# Ten\n\nAll logarithms are base 10 here.\n\nThen $\\log 100 = 4.605$.\n"
    assert reader_items_by_sides(doc)[("\\log 100", "4.605")]["status"] == "inconsistent"


def test_the_last_term_an_approximation_writes_must_be_right():
    doc = ("# Small\n\nFor small $x$, $e^{x} \\approx 1 + x - x^2$.\n\nFor small $y$, $e^{y} \\approx 1 + y + y^2/2$.\n")
    items = reader_items_by_sides(doc)
    assert items[("e^{x}", "1 + x - x^2")]["status"] == "undecided", items
    assert items[("e^{y}", "1 + y + y^2/2")]["status"] == "consistent", items


def test_a_number_in_e_notation_ending_a_sentence_is_read_whole():
    doc = "# LR\n\nAlso 2e-5 × 10 = 2e-4.\n\nAnd 1e-3 × 1e-3 = 1e-6.\n"
    items = reader_items_by_sides(doc)
    assert items[("2e-5 × 10", "2e-4")]["status"] == "consistent", items
    assert items[("1e-3 × 1e-3", "1e-6")]["status"] == "consistent", items


def test_every_real_value_in_a_narrowed_domain_is_no_claim_for_negative_ones():
    for doc in ("# A\n\nFor every real $t$ in $[0, 1]$, $|t| = t$.\n",
                "# A\n\nFor any real numbers $x$ and $y$, $|x + y| = |x| + |y|$ when $x, y \\ge 0$.\n",
                "# A\n\nFor every real $p$ that is a probability, $\\max(p, 0) = p$.\n"):
        assert all(it["status"] != "inconsistent" for it in reader_items(doc)), (doc, reader_items(doc))
    items = reader_items_by_sides("# A\n\nFor every real $p \\in [0, 1]$, $\\min(p, 1) = p$.\n\nFor every real "
                                  "$\\theta \\in [0, \\pi]$, $|\\sin\\theta| = \\sin\\theta$.\n")
    assert items[("\\min(p, 1)", "p")]["status"] == "consistent", items
    assert items[("|\\sin\\theta|", "\\sin\\theta")]["status"] == "consistent", items


def test_a_base_is_the_documents_only_where_it_says_so():
    doc = ("# L\n\nSome toolkits report the loss in bits, i.e. the log is taken base 2. PyTorch uses nats, so a "
           "uniform guess over 2 classes gives $\\log 2 \\approx 0.693$.\n\n# Entropy\n\nIn this section all "
           "logarithms are base 2, so $\\log 8 = 3$.\n\n# Cross-entropy\n\nIn this section we use natural logarithms, "
           "so $\\log 3 \\approx 1.0986$.\n\n# Bits\n\nHere $\\log$ denotes the base-2 logarithm. Then "
           "$\\log e^3 = 3$.\n")
    items = reader_items_by_sides(doc)
    assert items[("\\log 2", "0.693")]["status"] == "consistent", items
    assert items[("\\log 8", "3")]["status"] == "consistent", items
    assert items[("\\log 3", "1.0986")]["status"] == "consistent", items
    assert items[("\\log e^3", "3")]["status"] == "undecided", items


def test_iterates_written_as_superscripts_are_no_powers_for_a_regime():
    # (a reviewer of the fresh held-out set: h^k ≈ h^{k+1} was 'consistent in the regime k → ∞' with k a power)
    doc = ("# Loop\n\nEvery pass doubles the state, $h^{k+1}_j = 2 h^k_j$, so after many passes "
           "$h^k_j \\approx h^{k+1}_j$.\n")
    item = reader_items_by_sides(doc)[("h^k_j", "h^{k+1}_j")]
    assert item["status"] == "undecided", item


def test_a_third_reviewers_cases_of_narrowing_bases_and_ranges():
    doc = ("# A\n\nFor every real $x$ coming out of a ReLU, $|x| = x$.\n\n# B\n\nThroughout, $\\log$ is base 2 when we "
           "talk about entropy.\n\n## Loss\n\nPyTorch's cross-entropy uses the natural logarithm. For $p = 0.5$ the loss "
           "is $-\\log 0.5 \\approx 0.693$.\n\n# C\n\nFor $x \\in [0, 1]$, $\\min(x, 1) = x$.\n\n## Any input\n\n"
           "For every real $x$, $\\max(x, 0) = x$.\n")
    items = reader_items_by_sides(doc)
    assert items[("|x|", "x")]["status"] != "inconsistent", items
    assert items[("-\\log 0.5", "0.693")]["status"] == "consistent", items
    assert items[("\\min(x, 1)", "x")]["status"] == "consistent", items
    assert items[("\\max(x, 0)", "x")]["status"] == "inconsistent", items


def test_a_condition_on_an_expression_of_a_name_is_honoured():
    doc = ("# Clip\n\nDefine $\\mathrm{clip}(x) = \\min(\\max(x, -1), 1)$. Then $\\mathrm{clip}(x) = x$ where "
           "$|x| \\le 1$.\n\n# Clip twice\n\nDefine $\\mathrm{clamp}(y) = \\min(\\max(y, -1), 1)$. Then "
           "$\\mathrm{clamp}(y) = 2y$ where $|y| \\le 1$.\n")
    items = reader_items_by_sides(doc)
    assert items[("\\mathrm{clip}(x)", "x")]["status"] == "undecided", items
    assert items[("\\mathrm{clamp}(y)", "2y")]["status"] == "inconsistent", items
