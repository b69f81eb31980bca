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
    assert items[(6, "191326592")]["status"] != "definition", items  # (12 · 4096² = 201326592: never a new value)


def test_a_third_item_that_restates_or_repeats_a_case_is_no_case_of_its_own():
    for third in ("- hence in fp16 $M_{w} = 3P$", "- fp16: $M_{w} = 3P$", "- overall: $M_{w} = 3P$"):
        items = {it["line"]: it for it in reader_items("# Memory\n\n- fp32: $M_{w} = 4P$\n- fp16: $M_{w} = 2P$\n"
                                                        + third + "\n")}
        assert items[5]["status"] != "definition", (third, items[5])


_ITEM_CONDITION = '\\documentclass{article}\n\\begin{document}\n\\section{Heads}\nWe set $d = 512$ and $h = 8$.\n\\begin{itemize}\n\\item When $h = 16$, the head size is $d/h = 32$\n\\item The per-head size of our model is $d/h = 64$\n\\end{itemize}\n\\end{document}\n'
_NESTED_VARIANT = '\\documentclass{article}\n\\begin{document}\n\\section{Heads}\nWe set $d = 512$ and $h = 8$.\n\\begin{enumerate}\n\\item A variant with more heads:\n  \\begin{itemize}\n  \\item when $h = 16$, the head size is $d/h = 32$\n  \\item the score scale is $1/\\sqrt{d/h} = 0.1768$\n  \\end{itemize}\n\\item Our model: $d/h = 64$\n\\end{enumerate}\n\\end{document}\n'
_NO_COLON = '\\documentclass{article}\n\\begin{document}\n\\section{Scaling}\nThroughout we use $d_k = 128$.\n\nFor $d_k = 64$ the scale factors are\n\\begin{itemize}\n\\item the square root $\\sqrt{d_k} = 8$\n\\item the inverse $1/d_k = 0.015625$\n\\end{itemize}\n\\end{document}\n'
_IN_TOTAL = '\\documentclass{article}\n\\begin{document}\n\\section{Memory}\nWe train a model with $P = 7 \\times 10^9$ parameters in bf16 with Adam.\n\\begin{itemize}\n\\item Weights only: $M_{train} = 2P$\n\\item In total, with gradients and optimizer states: $M_{train} = 16P$\n\\end{itemize}\n\\end{document}\n'
_LABELLED = '\\documentclass{article}\n\\begin{document}\n\\section{Memory}\nWe serve a model with $P = 7 \\times 10^9$ parameters. Weight memory by precision:\n\\begin{description}\n\\item[fp32] $M_{w} = 4P$\n\\item[fp16] $M_{w} = 2P$\n\\end{description}\n\\end{document}\n'


def _decided(doc: str) -> dict:
    return {(it["line"], it["link"]["lhs"].strip(), it["link"]["rhs"].strip()): it["status"]
            for it in reader_items(doc, "doc.tex")}


def test_a_condition_in_one_item_holds_in_that_item_only():
    # "When $h = 16$, … $d/h = 32$" in one item; "our model: $d/h = 64$" in the next, with d = 512, h = 8: 512/8 = 64
    items = _decided(_ITEM_CONDITION)
    assert [s for (line, a, b), s in items.items() if b == "64"] == ["consistent"], items


def test_a_value_from_an_earlier_item_of_the_list_makes_a_failure_undecided():
    # the nested list of "a variant with more heads" goes on with h = 16 (1/√(512/16) = 0.1768): not with h = 8
    items = _decided(_NESTED_VARIANT)
    assert [s for (line, a, b), s in items.items() if b == "0.1768"] == ["undecided"], items


def test_a_sentence_opening_a_latex_list_without_a_colon_goes_on_into_it():
    items = _decided(_NO_COLON)
    assert {s for (line, a, b), s in items.items() if b in ("8", "0.015625")} == {"consistent"}, items


def test_a_second_item_in_total_is_a_case_of_its_own_and_an_items_label_is_its_lead():
    for doc in (_IN_TOTAL, _LABELLED):
        items = _decided(doc)
        assert "inconsistent" not in items.values(), items


def test_a_latex_list_with_a_nested_list_or_an_opening_setting_is_read_to_its_own_end():
    head = ("\\documentclass{article}\n\\begin{document}\n\\section{Scaling}\nThroughout we use $d_k = 128$.\n\n"
            "For $d_k = 64$ the scale factors are\n")
    for opening, first in (("\\begin{itemize}\n", "\\item the square root $\\sqrt{d_k} = 8$, with\n  \\begin{enumerate}"
                            "\\item its inverse $1/\\sqrt{d_k} = 0.125$\\end{enumerate}\n"),
                           ("\\begin{itemize}\\itemsep0pt\n", "\\item the square root $\\sqrt{d_k} = 8$\n"),
                           ("\\begin{enumerate}[label={[\\arabic*]}]\n", "\\item the square root $\\sqrt{d_k} = 8$\n")):
        close = "\\end{enumerate}\n" if opening.startswith("\\begin{enumerate}") else "\\end{itemize}\n"
        doc = head + opening + first + "\\item the inverse $1/d_k = 0.015625$\n" + close + "\\end{document}\n"
        items = _decided(doc)
        assert {s for (line, a, b), s in items.items() if b in ("8", "0.125", "0.015625")} == {"consistent"}, \
            (opening, items)


def test_an_item_written_alone_on_its_line_or_with_a_label_and_no_space_is_an_item():
    # d = 512, h = 8: "When $h = 16$" holds in its own item only, whatever the \item looks like (512/8 = 64)
    for first, second in (("\\item\nWhen", "\\item\nThe per-head size of our model is"),
                          ("\\item[(a)]When", "\\item[(b)]The per-head size of our model is"),
                          ("\\item{} When", "\\item{} The per-head size of our model is")):
        doc = ("\\documentclass{article}\n\\begin{document}\n\\section{Heads}\nWe set $d = 512$ and $h = 8$.\n"
               "\\begin{itemize}\n" + first + " $h = 16$, the head size is $d/h = 32$\n" + second + " $d/h = 64$\n"
               "\\end{itemize}\n\\end{document}\n")
        items = _decided(doc)
        assert [s for (line, a, b), s in items.items() if b == "64"] == ["consistent"], (first, items)
