"""A LaTeX list's items are cases as a Markdown list's are: "\\item fp32: $M = 4N$", "\\item fp16: $M = 2N$", "\\item
INT8: $M = N$" give M three values, one an item, none a statement about another (whatever the indentation of the
\\item lines; not across a nested list); a third item of a list is a case as the second is; a capitalised word with a
subscript opening a formula (Mem_{model} = …) is one name.  Documents written for these tests."""
from conftest import reader_items


def _by_line(doc: str, name: str) -> dict:
    return {it["line"]: it for it in reader_items(doc, name) if it["link"]["lhs"].strip().startswith(("M", "\\mathrm"))}


_TEX = ("\\documentclass{article}\n\\begin{document}\n\\begin{itemize}\n"
        " \t\\item fp32: $Mem_{model} = 4 ~bytes/param \\cdot N_{params}$\n"
        " \t\\item fp16 or bf16: $Mem_{model} = 2 ~bytes/param \\cdot N_{params}$\n"
        "\t\\item INT8: $Mem_{model} = 1 ~byte/param \\cdot N_{params}$\n"
        "\\end{itemize}\n\n$Mem_{total} = Mem_{model} + Mem_{grad}$\n\\end{document}\n")


def test_the_items_of_a_latex_list_are_cases_each_its_own_definition():
    items = _by_line(_TEX, "doc.tex")
    for line in (4, 5, 6):
        assert items[line]["status"] == "definition", items[line]
        assert "Mem_{model}" in items[line]["reason"], items[line]


def test_items_of_a_nested_latex_list_are_no_cases_of_the_outer_ones():
    from suite.reader.check import _cases_of_one_list

    text = ("\\begin{itemize}\n\\item fp32: $M = 4 N$\n\\item in half precision:\n\\begin{itemize}\n"
            "\\item with a copy: $M = 3 N$\n\\end{itemize}\n\\end{itemize}\n")
    a, b = text.index("$M = 4"), text.index("$M = 3")
    assert not _cases_of_one_list(text, a, b)
    flat = "\\begin{itemize}\n \t\\item fp32: $M = 4 N$\n\t\\item fp16: $M = 2 N$\n\\end{itemize}\n"
    assert _cases_of_one_list(flat, flat.index("$M = 4"), flat.index("$M = 2"))  # (whatever the indentation)


def test_a_third_item_of_a_markdown_list_is_a_case_as_the_second_is():
    items = {it["line"]: it for it in reader_items("- fp32: $E_{model} = 4 b \\cdot N + b$\n"
                                                    "- fp16: $E_{model} = 2 b \\cdot N + b$\n"
                                                    "- int8: $E_{model} = b \\cdot N + b$\n")}
    assert [items[k]["status"] for k in (1, 2, 3)] == ["definition"] * 3, items


def test_the_sentence_that_opens_a_latex_list_goes_on_into_its_items():
    # "For $d_k = 64$ the scale factors are:" then \item √d_k = 8: the case the sentence sets (√64 = 8, 1/64), not 128
    doc = ("\\documentclass{article}\n\\begin{document}\n\\section{Scaling}\nThroughout we use $d_k = 128$.\n\n"
           "For $d_k = 64$ the scale factors are:\n\\begin{itemize}\n\\item the square root $\\sqrt{d_k} = 8$\n"
           "\\item the inverse $1/d_k = 0.015625$\n\\end{itemize}\n\\end{document}\n")
    items = {it["line"]: it for it in reader_items(doc, "doc.tex") if it["status"] != "definition"}
    assert items[8]["status"] == "consistent" and items[9]["status"] == "consistent", items


def test_a_value_worked_out_in_a_later_item_is_checked():
    doc = ("\\documentclass{article}\n\\begin{document}\n\\section{Parameters}\n\\begin{itemize}\n"
           "\\item Parameters per layer: $P = 12 d^2$\n\\item the 7B model has $d = 4096$, so $P = 191326592$\n"
           "\\end{itemize}\n\\end{document}\n")
    items = {(it["line"], it["link"]["rhs"].strip()): it for it in reader_items(doc, "doc.tex")}
    assert items[(6, "191326592")]["status"] == "inconsistent", items  # (12 · 4096² = 201326592)


def test_a_third_item_that_restates_or_repeats_a_case_is_no_case_of_its_own():
    for third in ("- hence in fp16 $M_{w} = 3P$", "- fp16: $M_{w} = 3P$", "- overall: $M_{w} = 3P$"):
        items = {it["line"]: it for it in reader_items("# Memory\n\n- fp32: $M_{w} = 4P$\n- fp16: $M_{w} = 2P$\n"
                                                        + third + "\n")}
        assert items[5]["status"] != "definition", (third, items[5])
