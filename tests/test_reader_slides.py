"""Issue 32, slides: a beamer frame (and an environment named like one, vbframe) is a section of its own, so a slide
that gives a symbol another value than an earlier slide starts a new meaning, while the same formula written another
way on a later slide is still checked against the first; a slide is not a chapter (which names are matrices is read
over the whole deck).  Documents written for these tests."""
from suite.reader.check import check_document
from suite.reader.formats import read_text


DECK = r"""\documentclass{beamer}
\begin{document}
\begin{frame}{Cross-attention}
The queries come from the decoder: $\mathbf{Q} = \mathbf{Y} \mathbf{W}_q$, and $e_{i,j} = (u_i + w_j)^2$.
\end{frame}
\begin{vbframe}{Self-attention}
Here the queries come from the input: $\mathbf{Q} = \mathbf{X} \mathbf{W}_q$.
\end{vbframe}
\begin{frame}
\frametitle{Recap}
The score again: $e_{i,j} = u_i^2 + 2 u_i w_j + w_j^2$.
\end{frame}
\end{document}
"""


def _doc():
    return read_text("deck.tex", DECK)


def test_frames_are_sections_with_their_titles():
    doc = _doc()
    titles = [(s.title, s.slide) for s in doc.sections]
    assert titles == [("Cross-attention", True), ("Self-attention", True), ("Recap", True)], titles


def test_another_value_on_a_later_slide_is_a_new_meaning_and_the_same_value_is_checked():
    items = check_document(_doc())["items"]
    q = [it for it in items if it["link"]["lhs"].strip() == r"\mathbf{Q}"]
    assert [it["status"] for it in q] == ["definition", "definition"], [(it["line"], it["reason"]) for it in q]
    recap = [it for it in items if it["line"] == 11]
    assert len(recap) == 1 and recap[0]["status"] == "proved", [(it["status"], it["reason"]) for it in recap]


def test_an_operator_applied_on_the_left_that_nothing_defines_is_defined_there_and_not_if_the_document_defines_it():
    text = r"""# Rotary

RoPE is applied as $\mathbf{R}_{m} \mathbf{x} = \mathbf{x} \odot \mathbf{c}_m + \mathbf{y} \odot \mathbf{s}_m$.
"""
    it = [x for x in check_document(read_text("r.md", text))["items"] if x["line"] == 3][0]
    assert it["status"] == "definition" and it["reason"].startswith("defines how R acts on x"), it["reason"]
    defined = text.replace("RoPE is applied", r"The rotation is $\mathbf{R}_{m} = \begin{pmatrix} \cos m & \ldots \\ 1 & \end{pmatrix}$. RoPE is applied")
    it = [x for x in check_document(read_text("r.md", defined))["items"] if x["line"] == 3 and "odot" in x["link"]["rhs"]][0]
    assert it["status"] != "definition", it["reason"]
