"""Scopes and readings found on real documents a reviewer checked: values given as the cases of a list ("- $E = 0$: all
the mass on one key", "- $E = \\ln k$: spread evenly") or in the rows of a results table hold in their item or row only;
a note after a gap at the end of an aligned row (``\\quad (\\text{expand})``) does not break the chain; a vector's
entries written in plain letters with an index (``q_i``) under a sum over its declared size d are its entries; and a
letter that is a function by default (h) which the document defines as a family of values (``h_i = q_i k_i``) is a
factor before a parenthesis.  Documents written for these tests."""
from conftest import reader_items, reader_items_by_sides

_EXTREMES = """<html><head><title>Entropy of attention</title></head><body>
<h2>Entropy of the attention weights</h2>
<p>The entropy $E$ of the weights has two extreme cases:</p>
<ul>
<li>$E = 0$: all the mass sits on one key.</li>
<li>$E = \\ln k$: the mass is spread evenly over the keys.</li>
</ul>
<h2>Experiments</h2>
<table>
<tr><th>run</th><th>k</th><th>loss</th></tr>
<tr><td>a</td><td>$k = 10$</td><td>2.1</td></tr>
<tr><td>b</td><td>$k = 20$</td><td>2.3</td></tr>
</table>
<h2>Proof of the upper bound</h2>
<p>With $w_j = 1/k$ for every $j$, $E(w) = \\ln k$.</p>
<h2>Average entropy</h2>
<p>Define $\\bar{E} = \\frac{1}{k}\\sum_{j=1}^k E_j$; then $\\bar{E} \\approx \\ln k - 0.5$.</p>
</body></html>
"""


def test_the_cases_of_a_list_are_two_values_not_a_contradiction():
    items = reader_items(_EXTREMES, "extremes.html")
    assert not [it for it in items if it["status"] == "inconsistent"], items
    second = reader_items_by_sides(_EXTREMES, "extremes.html")[("E", "\\ln k")]
    assert second["status"] == "definition", second  # (its own case, as E = 0 is)
    later = [it for it in items if it["link"]["lhs"].strip() in ("E(w)", "\\bar{E}") and it["status"] != "definition"]
    assert later and all("E (line" not in it["reason"] for it in later), later  # (neither case holds past its item)


def test_a_markdown_list_of_cases_written_formula_first():
    doc = ("# Entropy\n\nThe entropy $E$ has two extreme cases:\n\n- $E = 0$: all the mass sits on one key.\n"
           "- $E = \\ln k$: the mass is spread evenly.\n\n## Bound\n\nWith $k = 4$ keys, $E \\le \\ln 4$ and "
           "$E(w) = \\ln k$ for the uniform $w$.\n")
    items = reader_items_by_sides(doc)
    assert items[("E", "\\ln k")]["status"] == "definition", items
    assert not [it for it in items.values() if it["status"] == "inconsistent"], items


def test_a_value_in_a_row_of_a_results_table_holds_in_its_row():
    doc = ("<html><body>\n<h2>Runs</h2>\n<table>\n<tr><th>run</th><th>k</th><th>loss</th></tr>\n"
           "<tr><td>a</td><td>$k = 10$</td><td>2.1</td></tr>\n<tr><td>b</td><td>$k = 20$</td><td>2.3</td></tr>\n"
           "</table>\n<h2>Theory</h2>\n<p>The bound is $2k = 40$.</p>\n</body></html>\n")
    item = reader_items_by_sides(doc, "runs.html")[("2k", "40")]
    # (k = 10 is run a's and k = 20 run b's, not the theory's: neither is weighed there)
    assert item["status"] == "undecided" and "(line 5" not in item["reason"] and "(line 6" not in item["reason"], item


def test_a_note_after_a_gap_at_a_rows_end_leaves_the_chain_whole():
    doc = ("# Square\n\n$$\n\\begin{aligned}\n(a+b)^2 &= a^2 + 2ab + b^2 \\quad (\\text{expand}) \\\\\n"
           "&= a^2 + b^2 + 2ab \\quad \\text{(reorder)} \\\\\n&= b^2 + a^2 + 2ab \\qquad (\\text{交换})\n"
           "\\end{aligned}\n$$\n")
    items = reader_items_by_sides(doc)
    assert items[("a^2 + 2ab + b^2", "a^2 + b^2 + 2ab")]["status"] == "proved", items
    assert items[("a^2 + b^2 + 2ab", "b^2 + a^2 + 2ab")]["status"] == "proved", items
    assert not [k for k in items if "\\text" in k[0]], items  # (no note read as a side, nor bound as a name)
    wrong = doc.replace("&= b^2 + a^2 + 2ab", "&= b^2 + a^2 + 3ab")
    assert reader_items_by_sides(wrong)[("a^2 + b^2 + 2ab", "b^2 + a^2 + 3ab")]["status"] == "inconsistent"


def test_the_entries_of_declared_vectors_under_a_sum_over_their_size():
    doc = ("# Dot product\n\nFor vectors $\\mathbf{q}, \\mathbf{k} \\in \\mathbb{R}^d$, the dot product is "
           "$\\mathbf{q}^\\top \\mathbf{k} = \\sum_{i=1}^{d} q_i k_i$.\n")
    item = reader_items_by_sides(doc)[("\\mathbf{q}^\\top \\mathbf{k}", "\\sum_{i=1}^{d} q_i k_i")]
    assert item["status"] == "consistent" and "size d the document declares" in item["reason"], item
    wrong = doc.replace("q_i k_i$", "q_i k_i^2$")
    item = reader_items_by_sides(wrong)[("\\mathbf{q}^\\top \\mathbf{k}", "\\sum_{i=1}^{d} q_i k_i^2")]
    assert item["status"] == "undecided", item  # (fails at every size, yet vectors may be restricted: no finding)


def test_a_default_function_letter_defined_as_a_family_of_values_multiplies():
    doc = ("# Abel\n\nLet $h_i = q_i k_i$ and $S_j = \\sum_{i=0}^{j-1} e^{\\mathrm{i}\\theta_i}$. Then\n\n$$\n"
           "\\sum_{i=0}^{n-1} h_i (S_{i+1} - S_i) = \\sum_{i=0}^{n-1} h_i S_{i+1} - \\sum_{i=0}^{n-1} h_i S_i\n$$\n")
    item = reader_items_by_sides(doc)[("\\sum_{i=0}^{n-1} h_i (S_{i+1} - S_i)",
                                       "\\sum_{i=0}^{n-1} h_i S_{i+1} - \\sum_{i=0}^{n-1} h_i S_i")]
    assert item["status"] in ("proved", "consistent"), item
    called = doc.replace("Let $h_i = q_i k_i$", "Let $h_i(x) = q_i x$")  # (defined as a function: an application)
    item = reader_items_by_sides(called)[("\\sum_{i=0}^{n-1} h_i (S_{i+1} - S_i)",
                                          "\\sum_{i=0}^{n-1} h_i S_{i+1} - \\sum_{i=0}^{n-1} h_i S_i")]
    assert item["status"] not in ("proved", "consistent"), item


_LISTED = ("# Worked attention\n\nLet $\\vec{q} = [1, 2, 0]$ and $\\vec{k} = [1, 0, 1]$, $\\mathbf{K} = \\begin{bmatrix} "
           "1 & 0 & 1 \\\\ 0 & 1 & 1 \\end{bmatrix}$.\n\nThen $2 \\vec{q} = [2, 4, @1]$ and $\\vec{q} - \\vec{k} = "
           "[0, 2, -1]$ and $\\mathbf{K} \\vec{q} = [1, @2]$ and $\\vec{q}\\, \\vec{k}^T = 1$.\n\nA row "
           "$\\mathbf{x} = [1, 2, 3]$ times $\\mathbf{W} = \\begin{bmatrix} 1 & 0 \\\\ 0 & 1 \\\\ 1 & 1 \\end{bmatrix}$ "
           "gives $\\mathbf{x} \\mathbf{W} = [4, @3]$.\n")


def _listed(*entries) -> str:
    out = _LISTED
    for k, x in enumerate(entries, 1):
        out = out.replace(f"@{k}", str(x))
    return out


def test_vectors_written_as_lists_are_multiplied_at_the_shapes_they_fit():
    items = reader_items_by_sides(_listed(0, 2, 5))
    for sides in (("2 \\vec{q}", "[2, 4, 0]"), ("\\vec{q} - \\vec{k}", "[0, 2, -1]"), ("\\mathbf{K} \\vec{q}", "[1, 2]")):
        assert items[sides]["status"] == "proved", (sides, items[sides])
    for sides in (("\\vec{q}  \\vec{k}^T", "1"), ("\\mathbf{x} \\mathbf{W}", "[4, 5]")):  # (rows only: not said)
        assert items[sides]["cause"] == "vector or matrix shapes not fixed", (sides, items[sides])
    rows = reader_items_by_sides("# Rows\n\nWe use row vectors. " + _listed(0, 2, 5).split("A row ", 1)[1])
    assert rows[("\\mathbf{x} \\mathbf{W}", "[4, 5]")]["status"] == "proved", rows
    assert "read as a row" in rows[("\\mathbf{x} \\mathbf{W}", "[4, 5]")]["reason"]


def test_a_wrong_entry_of_a_product_of_lists_is_a_finding_that_names_the_entry():
    items = reader_items_by_sides(_listed(1, 3, 6))
    for sides, shown in ((("2 \\vec{q}", "[2, 4, 1]"), "entry 3 of 3: 0 on the left, 1 on the right"),
                         (("\\mathbf{K} \\vec{q}", "[1, 3]"), "entry 2 of 2: 2 on the left, 3 on the right")):
        assert items[sides]["status"] == "inconsistent" and shown in items[sides]["reason"], items[sides]
    rows = reader_items_by_sides("# Rows\n\nWe use row vectors. " + _listed(1, 3, 6).split("A row ", 1)[1])
    item = rows[("\\mathbf{x} \\mathbf{W}", "[4, 6]")]
    assert item["status"] == "inconsistent" and "entry 2 of 2: 5 on the left, 6 on the right" in item["reason"], item
