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
