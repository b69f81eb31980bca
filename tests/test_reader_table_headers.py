"""Worked tables whose headers are written as real documents write them (documents written for these tests): a formula
column headed by the name of its quantity before its formula ("frequency $\\theta_i$", "wavelength $\\lambda_i$
(tokens)"), or by a definition ("$\\theta_i = 10000^{-2i/d}$"); each cell is checked under the document's definitions.
A header whose words or unit change the number (log, scaled, degrees, ×10³, a phase reduced modulo 2π), and a header in
plain text (footnote marks, ×10ⁿ and ASCII subscripts look alike there: helper-219's probes), keep the table unread."""
from conftest import reader_items, reader_items_by_sides

SETTING = "# Frequencies\n\nLet $d = 64$ and $\\theta_i = 10000^{-2i/d}$, with wavelength $\\lambda_i = 2\\pi/\\theta_i$.\n\n"
ROWS = ("| 1 | 0.7499 | 8.379 |\n| 2 | 0.5623 | 11.17 |\n| 3 | 0.4217 | 14.90 |\n"
        "| 4 | 0.3162 | 25.0 |\n")  # (2π/θ_4 = 19.87: the last cell is wrong, the others right and confirm the setting)


def _cells(doc: str) -> dict:
    """{(column as read, row, shown): status} of the table cells the reader made relations of."""
    out = {}
    for it in reader_items(doc):
        lhs = it["link"]["lhs"]
        if lhs.startswith("\\left.") and it["status"] != "definition":
            column, _, row = lhs[len("\\left. "):].partition(" \\right|_")
            out[(column, row.strip("{}"), it["link"]["rhs"])] = it["status"]
    return out


def test_a_formula_column_may_name_its_quantity_in_words_and_a_unit_that_keeps_the_number():
    doc = SETTING + "| pair $i$ | frequency $\\theta_i$ | wavelength $\\lambda_i$ (tokens) |\n|---|---|---|\n" + ROWS
    cells = _cells(doc)
    assert cells[("\\lambda_i", "i=4", "25.0")] == "inconsistent", cells
    assert cells[("\\lambda_i", "i=2", "11.17")] == "consistent", cells
    assert cells[("\\theta_i", "i=4", "0.3162")] == "consistent", cells
    wavelength = SETTING + "| Dimension $i$ | $\\theta_i$ | Wavelength $2\\pi/\\theta_i$ |\n|---|---|---|\n" + ROWS
    assert _cells(wavelength)[("2\\pi/\\theta_i", "i=4", "25.0")] == "inconsistent", _cells(wavelength)


def test_a_header_that_defines_its_column_shows_the_name_it_defines():
    doc = ("# F\n\nLet $d = 64$.\n\n| $i$ | $\\theta_i = 10000^{-2i/d}$ | $2\\pi/\\theta_i$ |\n|---|---|---|\n"
           + ROWS.replace("0.3162", "0.3612").replace("25.0", "19.87"))  # (one wrong cell: θ_4)
    cells = _cells(doc)
    assert cells[("\\theta_i", "i=4", "0.3612")] == "inconsistent", cells  # (10000^{-8/64} = 0.3162)
    assert cells[("\\theta_i", "i=2", "0.5623")] == "consistent", cells
    by_sides = reader_items_by_sides(doc)
    assert by_sides[("\\theta_i", "10000^{-2i/d}")]["status"] == "definition", by_sides  # (the header binds θ_i)


def test_a_header_whose_words_or_unit_change_the_number_or_in_plain_text_keeps_its_table_unread():
    right_elsewhere = {  # each table is right in the scale its header states, and would be wrong as the formula
        "| $i$ | log $\\theta_i$ |\n|---|---|\n| 2 | -0.5756 |\n| 4 | -1.151 |\n",
        "| $i$ | scaled $\\theta_i$ |\n|---|---|\n| 2 | 0.1406 |\n| 4 | 0.0791 |\n",
        "| $i$ | $\\theta_i$ (deg) |\n|---|---|\n| 2 | 32.22 |\n| 4 | 18.12 |\n",
        "| i | θᵢ (×10³) |\n|---|---|\n| 2 | 562.3 |\n| 4 | 316.2 |\n",
        "| i | θᵢ ×10⁻⁴ |\n|---|---|\n| 2 | 5623 |\n| 4 | 3162 |\n",
        "| i | θᵢ | λᵢ¹ |\n|---|---|---|\n| 2 | 0.5623 | 0.01117 |\n| 4 | 0.3162 | 0.01987 |\n\n¹ In thousands.\n",
        "| m | mθ_16 |\n|---|---|\n| 1 | 0.01 |\n| 100 | 1.000 |\n",
        "| $m$ | phase $m\\theta_0$ (rad) |\n|---|---|\n| 1 | 1.0000 |\n| 7 | 0.7168 |\n| 100 | 5.7522 |\n",
        # (rows that hold confirm the table: only the header's word keeps the phase modulo 2π from being a finding)
        "| $m$ | phase $m\\theta_0$ |\n|---|---|\n" + "".join(f"| {m} | {m}.0000 |\n" for m in range(1, 7))
        + "| 7 | 0.7168 |\n",
        "| $m$ | angle $m\\theta_0$ |\n|---|---|\n" + "".join(f"| {m} | {m}.0000 |\n" for m in range(1, 7))
        + "| 7 | 0.7168 |\n",
        "| $m$ | rotation angle $m\\theta_0$ |\n|---|---|\n| 1 | 1.0000 |\n| 4 | -2.2832 |\n",
        "| i | θᵢ in degrees |\n|---|---|\n| 2 | 32.22 |\n| 4 | 18.12 |\n",
        "| i | log θᵢ |\n|---|---|\n| 2 | -0.5756 |\n| 4 | -1.151 |\n",
        "| i | rad | deg |\n|---|---|---|\n| 2 | 0.5623 | 32.22 |\n",
    }
    for table in right_elsewhere:
        found = [it for it in reader_items(SETTING + table) if it["status"] == "inconsistent"]
        assert not found, (table, found)


def test_a_table_headed_in_plain_text_is_not_read():
    doc = SETTING + "| i | θᵢ | λᵢ |\n|---|---|---|\n" + ROWS
    assert not _cells(doc), _cells(doc)


def test_a_table_for_another_setting_is_held_back_when_the_definition_writes_its_numbers():
    # (helper-222: the text's θ_i = 10000^{-i/32} writes no value of the document, so nothing held such a table back)
    lead = "# F\n\nOur model rotates 64 dimensions: pair $i$ turns at $\\theta_i = 10000^{-i/32}$ radians per token.\n\n"
    other = [
        "With only 16 rotary dimensions the same rule spaces the pairs much more widely:\n\n| $i$ | frequency "
        "$\\theta_i$ |\n|---|---|\n| 0 | 1.000 |\n| 1 | 0.3162 |\n| 2 | 0.1000 |\n| 3 | 0.03162 |\n",
        "Below, each frequency is expressed in cycles per token:\n\n| $i$ | frequency $\\theta_i$ |\n|---|---|\n"
        "| 0 | 0.1592 |\n| 4 | 0.05033 |\n| 8 | 0.01592 |\n| 16 | 0.001592 |\n",
    ]
    for table in other:
        found = [it for it in reader_items(lead + table) if it["status"] == "inconsistent"]
        assert not found, (table, found)
    one = ("| $i$ | frequency $\\theta_i$ |\n|---|---|\n| 1 | 0.7499 |\n| 2 | 0.5623 |\n| 3 | 0.4217 |\n"
           "| 4 | 0.3612 |\n")  # (θ_4 = 0.3162: one wrong cell among right ones is still a finding)
    assert _cells(lead + one)[("\\theta_i", "i=4", "0.3612")] == "inconsistent", _cells(lead + one)


def test_a_redefinition_in_an_earlier_section_does_not_make_findings_where_the_first_definition_holds():
    # (helper-222 p23: "## A 16-dimensional model" redefines θ_i; back in our model θ_2 = 10000^{-1/16} is right)
    doc = ("# F\n\nOur model rotates 64 dimensions: pair $i$ turns at $\\theta_i = 10000^{-i/32}$.\n\n"
           "## A 16-dimensional model\n\nWith 16 rotary dimensions the rule reads $\\theta_i = 10000^{-i/8}$, and "
           "$\\theta_1 \\approx 0.3162$.\n\n## Back to our model\n\nFor our model, $\\theta_2 = 10000^{-1/16}$ and "
           "$\\theta_4 \\approx 0.3162$, but $\\theta_1 \\approx 0.5$.\n")
    items = reader_items_by_sides(doc)
    for sides in (("\\theta_2", "10000^{-1/16}"), ("\\theta_4", "0.3162")):
        assert items[sides]["status"] == "undecided" and "which one the relation means" in items[sides]["reason"], \
            items[sides]
    assert items[("\\theta_1", "0.5")]["status"] == "inconsistent", items[("\\theta_1", "0.5")]  # (wrong with both)
    assert items[("\\theta_1", "0.3162")]["status"] == "consistent", items[("\\theta_1", "0.3162")]  # (its own section)
    same = doc.replace("## Back to our model\n\n", "")  # (in the redefinition's own section it holds there)
    assert reader_items_by_sides(same)[("\\theta_4", "0.3162")]["status"] == "inconsistent"


def test_a_redefinition_holds_in_its_subsections_and_from_now_on_and_each_earlier_definition_is_tried():
    # (helper-225: a subsection, "From now on", three settings in a row)
    base = "# F\n\nLet $d = 128$ and $\\theta_i = 10000^{-2i/d}$.\n\n## Llama 3\n\nLlama 3 uses $\\theta_i = 500000^{-2i/d}$.\n\n"
    sub = base + "### Its first frequencies\n\nFor Llama 3, $\\theta_1 \\approx 0.8660$ and $\\theta_2 \\approx 0.6636$.\n"
    items = reader_items_by_sides(sub)  # (500000^{-2/128} = 0.8146: 0.8660 is 10000's, a real error in Llama 3's part)
    assert items[("\\theta_1", "0.8660")]["status"] == "inconsistent", items[("\\theta_1", "0.8660")]
    good = base.replace("Llama 3 uses $\\theta_i = 500000^{-2i/d}$.", "From now on every frequency uses "
                        "$\\theta_i = 500000^{-2i/d}$.") + "## The first frequencies\n\n$\\theta_1 \\approx 0.8660$.\n"
    assert reader_items_by_sides(good)[("\\theta_1", "0.8660")]["status"] == "inconsistent"
    three = ("# F\n\nOur model: $\\theta_i = 10000^{-i/32}$.\n\n## A 16-dimensional model\n\nHere "
             "$\\theta_i = 10000^{-i/8}$.\n\n## An 8-dimensional model\n\nHere $\\theta_i = 10000^{-i/4}$.\n\n"
             "## Back to our model\n\n$\\theta_4 \\approx 0.3162$.\n")
    assert reader_items_by_sides(three)[("\\theta_4", "0.3162")]["status"] == "undecided"  # (holds with the first)
