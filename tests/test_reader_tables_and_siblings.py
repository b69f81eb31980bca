"""Worked tables and definitions side by side (documents written for these tests, after the review of two fresh
held-out sets, helpers 198 and 199): a Markdown table whose columns are headed by formulas states each row's values,
checked cell by cell under the document's definitions; an approximation written again is a restatement, not a claim
found equal to itself; members written beside their family in one formula (u_1, u_2, u_k) are definitions, not claims
proved from it (one that disagrees is
not passed as one)."""
from conftest import reader_items, reader_items_by_sides

FREQUENCIES = ("# Frequencies\n\nLet $d = 8$ and $\\omega_i = 10000^{-2i/d}$.\n\n"
               "| $i$ | $\\omega_i$ | $\\cos(\\omega_i)$ |\n|-----|-----|-----|\n"
               "| 0 | 1 | 0.5403 |\n| 1 | 0.1 | 0.9850 |\n| 2 | 0.01 | 0.99995 |\n")


def test_a_worked_table_is_checked_cell_by_cell_under_the_documents_definitions():
    items = reader_items_by_sides(FREQUENCIES)
    wrong = items[("\\left. \\cos(\\omega_i) \\right|_{i=1}", "0.9850")]
    assert wrong["status"] == "inconsistent", wrong
    assert {b["name"] for b in wrong["bindings"]} == {"\\omega_i", "d"}, wrong  # (the document's ω_i and d)
    assert wrong["quote"] == "0.9850" and str(wrong["line"]) == "8", wrong  # (the cell itself, where the report marks it)
    for sides in (("\\left. \\omega_i \\right|_{i=1}", "0.1"), ("\\left. \\cos(\\omega_i) \\right|_{i=0}", "0.5403"),
                  ("\\left. \\cos(\\omega_i) \\right|_{i=2}", "0.99995")):
        assert items[sides]["status"] == "consistent", items[sides]
    # the cells as they may be written: bold, in a formula, with '~', with thousands separators
    varied = FREQUENCIES.replace("| 0.1 |", "| **0.1** |").replace("| 0.5403 |", "| $0.5403$ |") \
        .replace("| 0.99995 |", "| ~0.99995 |")
    items = reader_items_by_sides(varied)
    assert items[("\\left. \\omega_i \\right|_{i=1}", "0.1")]["status"] == "consistent"
    assert items[("\\left. \\cos(\\omega_i) \\right|_{i=0}", "0.5403")]["status"] == "consistent"
    assert items[("\\left. \\cos(\\omega_i) \\right|_{i=2}", "0.99995")]["status"] == "consistent"


def test_a_table_is_not_read_where_a_column_of_numbers_is_headed_by_words_or_nothing_drives_a_formula():
    base = "# Bases\n\nLet $d = 8$, $b = 10000$ and $\\theta_i = b^{-2i/d}$.\n\n"
    words = base + "| base | $i$ | $\\theta_i$ |\n|---|---|---|\n| 500 | 1 | 0.2115 |\n"  # (500^(-1/4): the row's base)
    assert not [it for it in reader_items(words) if it["link"]["lhs"].startswith("\\left.")], reader_items(words)
    undriven = base + "| $i$ | $\\theta_1$ |\n|---|---|\n| 3 | 0.5 |\n"  # (θ_1 writes no i: no row drives it)
    assert not [it for it in reader_items(undriven) if it["link"]["lhs"].startswith("\\left.")]
    texty = base + "| $i$ | $\\theta_i$ |\n|---|---|\n| 1 | 0.1 (rounded) |\n| two | 0.01 |\n"
    assert not [it for it in reader_items(texty) if it["link"]["lhs"].startswith("\\left.")]
    code = "# Code\n\n```\n| $i$ | $\\theta_i$ |\n|---|---|\n| 1 | 0.5 |\n```\n"
    assert not reader_items(code)


def test_an_approximation_written_again_is_a_restatement_not_a_claim_found_equal_to_itself():
    doc = ("# Surrogate\n\nWe replace the operator by a surrogate:\n\n$$K \\approx \\alpha I + \\beta A^{-1}.$$\n\n"
           "This step, $K \\approx \\alpha I + \\beta A^{-1}$, is the only approximation.\n")
    items = [it for it in reader_items(doc) if it["link"]["lhs"] == "K"]
    assert [it["status"] for it in items] == ["definition", "definition"], items
    assert "restates" in items[1]["reason"] and "line 5" in items[1]["reason"], items[1]


def test_members_written_beside_their_family_are_definitions_and_a_disagreeing_one_is_not():
    doc = ("# Scores\n\nFor each class a linear score:\n\n"
           "$$u_1(x) = w_1 x + c_1 \\qquad u_2(x) = w_2 x + c_2 \\qquad u_k(x) = w_k x + c_k$$\n")
    items = reader_items_by_sides(doc)
    for sides in (("u_1(x)", "w_1 x + c_1"), ("u_2(x)", "w_2 x + c_2")):
        assert items[sides]["status"] == "definition", items[sides]
        assert "beside u_k(x)" in items[sides]["reason"], items[sides]
    slip = reader_items_by_sides(doc.replace("w_2 x + c_2", "w_2 x + c_1"))[("u_2(x)", "w_2 x + c_1")]
    assert slip["status"] not in ("definition", "proved", "consistent"), slip  # (not passed as a member)
    after = "# Scores\n\n$$u_k(x) = w_k x + c_k, \\qquad \\text{so} \\qquad u_1(x) = w_1 x + c_1$$\n"
    assert reader_items_by_sides(after)[("u_1(x)", "w_1 x + c_1")]["status"] == "proved"  # (derived after it)


def test_a_row_value_column_may_carry_words_before_its_name_and_its_cells_the_names_equation():
    doc = ("# Rates\n\nLet $n = 8$ and $\\rho_j = 400^{-2j/n}$.\n\n| 层编号 $j$ | $\\rho_j$ |\n|---|---|\n"
           "| 0 | 1 |\n| $j = 1$ | 0.2236 |\n| 2 | 0.05 |\n| 3 | 0.0121 |\n")
    items = reader_items_by_sides(doc)
    assert items[("\\left. \\rho_j \\right|_{j=0}", "1")]["status"] == "consistent", items
    assert items[("\\left. \\rho_j \\right|_{j=1}", "0.2236")]["status"] == "consistent", items
    assert items[("\\left. \\rho_j \\right|_{j=3}", "0.0121")]["status"] == "inconsistent", items  # (0.01118)
    # (helper-201) a remark after a row value may change the row's setting ("1 (NTK-scaled, s = 4)"); words after the
    # name may change its unit ("$m$ in thousands"); a cell naming another name is not the row's j: none is read
    for other in (doc.replace("| 3 | 0.0121 |", "| 3 (NTK-scaled, s = 4) | 0.0121 |"),
                  doc.replace("| 层编号 $j$ |", "| $j$ in thousands |"), doc.replace("| $j = 1$ |", "| $k = 1$ |")):
        assert not [it for it in reader_items(other) if it["link"]["lhs"].startswith("\\left.")], other


def test_a_name_with_a_subscript_is_not_the_row_value_of_its_stem():
    # (| $w$ | $H$ | $w_b$ |: w_b is not w with a subscript b; the row's w = 512 must not make it 512_b)
    doc = ("# Branches\n\nWith $w = 512$ and $H = 8$ each branch has width $w_b = w/H$.\n\n"
           "| $w$ | $H$ | $w_b$ |\n|---|---|---|\n| 512 | 8 | 64 |\n")
    assert not [it for it in reader_items(doc) if it["link"]["lhs"].startswith("\\left.")], reader_items(doc)


def test_an_escaped_bracket_in_markdown_is_no_unclosed_display():
    from suite.reader.formats import read_text

    doc = read_text("v.md", "# V\n\n| Step | Vector |\n|---|---|\n| 0 | \\[0.0, 1.0] |\n| 3 | \\[0.141, -0.990] |\n")
    assert not doc.findings, doc.findings
    still = read_text("w.md", "# W\n\nA display opened \\[ x = 1 and never closed.\n")
    assert any("never closed" in f for f in still.findings), still.findings


def test_the_size_of_a_set_given_as_a_number_is_a_name_the_document_binds():
    # (|V| = 50000 for a vocabulary V the document never gives a value: later formulas use that number; helper-200
    # found |M| = 64 left a worked value "in the regime M → ∞" consistent though it misses by 4.6 %)
    doc = ("# Sizes\n\nThe vocabulary has $|V| = 50000$ tokens and $d = 512$.\n\n"
           "The embedding has $d \\cdot |V| = 25600000$ parameters, and $\\log_2 |V| \\approx 15.6$.\n\n"
           "Let $|M| = 64$ and $c' = c \\cdot q^{|M|/(|M|-2)}$ with $c = 900$, $q = 4$, so $c' \\approx 3600$.\n")
    items = reader_items_by_sides(doc)
    assert items[("d \\cdot |V|", "25600000")]["status"] == "consistent", items
    assert items[("\\log_2 |V|", "15.6")]["status"] == "consistent", items
    assert items[("c'", "3600")]["status"] == "inconsistent", items[("c'", "3600")]  # (900 · 4^(64/62) = 3764.6)
    valued = "# Abs\n\nLet $x = -3$. Then $|x| = 3$.\n"  # (a name with a value: |x| is its absolute value)
    assert reader_items_by_sides(valued)[("|x|", "3")]["status"] == "consistent"


def test_a_table_that_may_hold_another_setting_is_not_read():
    # (helper-201's probes: each of these cells is right in the setting its table states, and was a finding)
    base = "# F\n\nLet $d = 8$ and $\\theta_i = 10000^{-2i/d}$.\n\n"
    tables = [
        "| model | $i$ | $\\theta_i$ |\n|---|---|---|\n| Llama 2 | 1 | 0.1 |\n| Llama 3 | 1 | 0.0376 |\n",  # a words column
        "| $i$ | $\\theta_i$ | $\\theta_i$ |\n|---|---|---|\n| | base 10k | base 500k |\n| 1 | 0.1 | 0.0376 |\n",
        "| $s$ | $i$ | $\\theta_i$ |\n|---|---|---|\n| 1 | 1 | 0.1 |\n| 4 | 1 | 0.0630 |\n",  # s not in θ_i's header
        "<!-- old values\n| $i$ | $\\theta_i$ |\n|---|---|\n| 1 | 0.7499 |\n-->\n",  # in an HTML comment
        "The script prints:\n\n    | $i$ | $\\theta_i$ |\n    |---|---|\n    | 1 | 0.7499 |\n",  # indented code
        "For a toy model with head dimension 4:\n\n| $i$ | $\\theta_i$ |\n|---|---|\n| 1 | 0.01 |\n",  # words before it
        "| $i$ | $\\theta_i$ |\n|---|---|\n| 1 | 5.730 |\n\nAll angles in degrees.\n",  # the line after it
    ]
    for t in tables:
        found = [it for it in reader_items(base + t) if it["link"]["lhs"].startswith("\\left.")
                 and it["status"] == "inconsistent"]
        assert not found, (t, found)
    own = ("# Softmax\n\nTake $z = (2, 1, 0.1)$.\n\nA second example:\n\n| $i$ | $z_i$ | $e^{z_i}$ |\n|---|---|---|\n"
           "| 3 | 0.2 | 1.221 |\n")  # (the table's own logits: e^0.2 = 1.2214)
    assert not [it for it in reader_items(own) if it["status"] == "inconsistent"], reader_items(own)


def test_a_whole_number_a_table_computes_from_whole_numbers_is_exact_not_rounded():
    doc = ("# Cost\n\nThe score matrix has $n^2$ entries and there are $2n - 1$ offsets.\n\n"
           "| $n$ | $n^2$ | $2n - 1$ |\n|---|---|---|\n| 4 | 16 | 7 |\n| 5 | 25 | 9 |\n| 701 | 491404 | 1401 |\n")
    items = reader_items_by_sides(doc)
    assert items[("\\left. n^2 \\right|_{n=701}", "491404")]["status"] == "inconsistent", items  # (491401)
    assert items[("\\left. 2n - 1 \\right|_{n=701}", "1401")]["status"] in ("consistent", "proved"), items
    rounded = doc.replace("| 491404 |", "| 491000 |")  # (trailing zeros: rounded or wrong, not read; helper-203)
    assert ("\\left. n^2 \\right|_{n=701}", "491000") not in reader_items_by_sides(rounded)


def test_an_unclosed_display_with_a_bracket_inside_it_is_still_reported():
    from suite.reader.formats import read_text

    for text in ("# E\n\n\\[ \\mathrm{PE}[pos, 2i] = \\sin(pos)\n\nmore text.\n",
                 "# E\n\n\\[ x \\in [0, 1]\n\nmore text.\n"):
        assert any("never closed" in f for f in read_text("e.md", text).findings), text


ROTARY = ("# RoPE\n\nThe rotary matrix is\n\n$$R^d_{\\Theta,m} = \\begin{pmatrix}\n"
          "\\cos m\\theta_1 & -\\sin m\\theta_1 & 0 & 0 & \\cdots & 0 & 0 \\\\\n"
          "\\sin m\\theta_1 & \\cos m\\theta_1 & 0 & 0 & \\cdots & 0 & 0 \\\\\n"
          "0 & 0 & \\cos m\\theta_2 & -\\sin m\\theta_2 & \\cdots & 0 & 0 \\\\\n"
          "0 & 0 & \\sin m\\theta_2 & \\cos m\\theta_2 & \\cdots & 0 & 0 \\\\\n"
          "\\vdots & \\vdots & \\vdots & \\vdots & \\ddots & \\vdots & \\vdots \\\\\n"
          "0 & 0 & 0 & 0 & \\cdots & \\cos m\\theta_{d/2} & -\\sin m\\theta_{d/2} \\\\\n"
          "0 & 0 & 0 & 0 & \\cdots & \\sin m\\theta_{d/2} & \\cos m\\theta_{d/2}\n\\end{pmatrix}$$\n\n"
          "with $\\Theta = \\{\\theta_i = 10000^{-2(i-1)/d}, i \\in [1, 2, \\dots, d/2]\\}$. Then\n\n"
          "$$(R^d_{\\Theta,m} W_q x_m)^\\top (R^d_{\\Theta,n} W_k x_n) = x_m^\\top W_q R^d_{\\Theta,n-m} W_k x_n$$\n\n"
          "where $R^d_{\\Theta,n-m} = (R^d_{\\Theta,m})^\\top R^d_{\\Theta,n}$.\n")


def test_a_set_of_statements_named_by_its_braces_binds_each_statement_not_the_name():
    # (Θ = \{θ_i = …, i ∈ …\} bound Θ to θ_i, so R^d_{Θ,m} lost its family and no rotation lemma applied; helper-199's
    # held-out RoPE derivation had 11 identities undecided so)
    items = reader_items_by_sides(ROTARY)
    assert ("\\Theta", "\\theta_i") not in items, items
    assert items[("\\theta_i", "10000^{-2(i-1)/d}")]["reason"].startswith("binds"), items
    assert items[("R^d_{\\Theta,n-m}", "(R^d_{\\Theta,m})^\\top R^d_{\\Theta,n}")]["status"] == "proved"
    dropped = items[("(R^d_{\\Theta,m} W_q x_m)^\\top (R^d_{\\Theta,n} W_k x_n)", "x_m^\\top W_q R^d_{\\Theta,n-m} W_k x_n")]
    assert dropped["status"] == "inconsistent", dropped  # (the transpose of W_q is dropped: W_q^T R_{n-m})
    right = reader_items_by_sides(ROTARY.replace("= x_m^\\top W_q R", "= x_m^\\top W_q^\\top R"))
    assert right[("(R^d_{\\Theta,m} W_q x_m)^\\top (R^d_{\\Theta,n} W_k x_n)",
                  "x_m^\\top W_q^\\top R^d_{\\Theta,n-m} W_k x_n")]["status"] in ("proved", "consistent"), right


def test_helper_202s_tables_stated_for_another_setting_are_not_judged_and_a_lead_in_list_still_is():
    pe = ("# PE\n\nWe use $d = 4$ and $PE_{(p, 2i)} = \\sin(p / 10000^{2i/d})$. For position $p = 5$ the first entry "
          "is $PE_{(5, 0)} = \\sin 5 = -0.9589$.\n\nThe token at position two gets:\n\n"
          "| $i$ | $\\sin(p / 10000^{2i/d})$ |\n| --- | --- |\n| 0 | 0.9093 |\n| 1 | 0.0200 |\n")  # (p = 2: right)
    caption = ("# F\n\nThe original model uses $d = 512$ and $\\omega_i = 10000^{-2i/d}$.\n\n| $i$ | $\\omega_i$ |\n"
               "| --- | --- |\n| 1 | 0.1 |\n| 2 | 0.01 |\n\n*Table 1: the first frequencies when $d = 8$.*\n")
    for doc in (pe, caption):
        assert not [it for it in reader_items(doc) if it["link"]["lhs"].startswith("\\left.")
                    and it["status"] == "inconsistent"], doc
    lead = ("# Softmax\n\nTake the logits $z = (2, 1, 0.1)$. Exponentiating each entry:\n\n| $i$ | $e^{z_i}$ |\n"
            "| --- | --- |\n| 3 | 1.205 |\n\nThe sum follows.\n")  # (e^0.1 = 1.1052: the cell is wrong, never right)
    assert reader_items_by_sides(lead)[("\\left. e^{z_i} \\right|_{i=3}", "1.205")]["status"] != "consistent"


def test_a_column_that_mostly_fails_is_a_table_for_another_setting_and_a_lone_wrong_cell_a_finding():
    # (helper-203: "For an 8-dimensional embedding the frequencies are:" under d = 512 made every cell a finding)
    other = ("# PE\n\nThe model width is $d = 512$ and $\\omega_i = 10000^{-2i/d}$.\n\nFor an 8-dimensional embedding "
             "the frequencies are:\n\n| $i$ | $\\omega_i$ |\n| --- | --- |\n| 0 | 1 |\n| 1 | 0.1 |\n| 2 | 0.01 |\n")
    cells = [it for it in reader_items(other) if it["link"]["lhs"].startswith("\\left.")]
    assert cells and not [it for it in cells if it["status"] == "inconsistent"], cells
    assert all("another setting" in it["reason"] for it in cells if it["status"] == "undecided"), cells
    one = other.replace("$d = 512$", "$d = 8$").replace("| 2 | 0.01 |", "| 2 | 0.01 |\n| 3 | 0.01 |")
    items = reader_items_by_sides(one)  # (0.001 at i = 3: one wrong cell among three right ones)
    assert items[("\\left. \\omega_i \\right|_{i=3}", "0.01")]["status"] == "inconsistent", items


def test_a_name_given_a_value_anywhere_keeps_its_bars_an_absolute_value_and_an_event_binds_nothing():
    offsets = ("# Offsets\n\n**Example 1.** Keys at $(x, y) = (-4, 2)$: $|x| = 4$.\n\n"
               "**Example 2.** Keys at $(x, y) = (3, 1)$: $|x| \\cdot y = 3$.\n")
    items = reader_items_by_sides(offsets)
    assert items[("|x| \\cdot y", "3")]["status"] == "consistent", items[("|x| \\cdot y", "3")]
    wrong = reader_items_by_sides("# O\n\nTake $(x, y) = (-4, 2)$.\n\nThen $|x| = 5$, so $|x| \\cdot y = 10$.\n")
    assert wrong[("|x|", "5")]["status"] == "inconsistent" and wrong[("|x| \\cdot y", "10")]["status"] == "inconsistent"
    event = "# P\n\nThe event $A = \\{X = 2\\}$ has $P(A) = 0.2$, and $X + 1 = 1$ has probability $0.5$.\n"
    assert reader_items_by_sides(event)[("X + 1", "1")]["status"] != "inconsistent"


def test_a_table_confirms_a_value_only_with_cells_that_use_it_and_a_table_of_no_setting_is_judged():
    # (helper-204: a second table for another width beside the first, rows that hold whatever d is, 0.0 shown for a
    # tiny value: none confirms d; 2^k uses no value of the document; a column confirmed by another is judged)
    two = ("# F\n\nLet $d = 8$ and $\\theta_i = 10000^{-2i/d}$.\n\n| $i$ | $\\theta_i$ |\n|---|---|\n| 0 | 1 |\n"
           "| 1 | 0.1 |\n| 2 | 0.01 |\n| 3 | 0.001 |\n \nWith a width of 64 instead:\n \n| $i$ | $\\theta_i$ |\n|---|---|\n"
           "| 1 | 0.7499 |\n")
    pe = ("# PE\n\nThe encoding is $PE_{(pos, 2i)} = \\sin(pos / 10000^{2i/d})$ with $d = 512$.\n\nThe even dimensions "
          "are:\n\n| $pos$ | $i$ | $PE_{(pos, 2i)}$ |\n|---|---|---|\n| 1 | 0 | 0.8415 |\n| 2 | 0 | 0.9093 |\n"
          "| 3 | 0 | 0.1411 |\n| 1 | 1 | 0.0100 |\n")  # (sin(0.01) at d = 4)
    for doc in (two, pe):
        assert not [it for it in reader_items(doc) if it["status"] == "inconsistent"], doc
    powers = "# Codes\n\n| $k$ | $2^k$ |\n|---|---|\n| 1 | 2 |\n| 2 | 4 |\n| 3 | 7 |\n| 4 | 15 |\n"
    assert reader_items_by_sides(powers)[("\\left. 2^k \\right|_{k=3}", "7")]["status"] == "inconsistent"
    confirmed = ("# PE\n\nThe frequencies are $\\omega_i = 10000^{-2i/d}$ with $d = 8$.\n\n| $i$ | $\\omega_i$ | "
                 "$\\sin(\\omega_i)$ |\n| --- | --- | --- |\n| 0 | 1 | 0.8415 |\n| 1 | 0.1 | 0.0998 |\n| 2 | 0.01 | 0.0200 |\n"
                 "| 3 | 0.001 | 0.0020 |\n")  # (sin(0.01) = 0.0100, sin(0.001) = 0.0010: the ω column confirms d = 8)
    items = reader_items_by_sides(confirmed)
    assert items[("\\left. \\sin(\\omega_i) \\right|_{i=2}", "0.0200")]["status"] == "inconsistent", items


def test_braces_of_an_indexed_family_of_events_or_a_condition_bind_nothing():
    events = ("# Sampling\n\nLet $k = 2$. The events $\\{X = k\\}_{k = 0}^{3}$ are disjoint, and $X^2 \\le 9$ always.\n")
    assert reader_items_by_sides(events)[("X^2", "9")]["status"] != "consistent"
    family = "# F\n\nThe frequencies are $\\{\\theta_i = 10000^{-2i/d}\\}_{i=0}^{d/2-1}$ with $d = 8$, so $\\theta_1 = 0.2$.\n"
    assert reader_items_by_sides(family)[("\\theta_1", "0.2")]["status"] == "inconsistent"
