"""Where a paper's values hold, and what a letter before a parenthesis is.

- A letter the document compares with a number (``\\tau > 0``) is a number: ``\\tau(1-\\phi)`` multiplies.
- Two values of one symbol in one sentence ("$\\phi = 0$ gives … and $\\phi = 1$ …") are two cases of that sentence,
  and a value after "near" locates something: neither is the symbol's value beyond its sentence.
- In a .tex file, a value stated inside a theorem holds in the theorem and its proof; whatever a proof, a remark or an
  example states holds inside it; a function a theorem defines is the document's.
"""
import re

from tests.conftest import reader_items


def _k(tex: str) -> str:
    return re.sub(r"\\,|\s", "", tex)


class _Items(dict):
    def __getitem__(self, key):
        return dict.__getitem__(self, (_k(key[0]), _k(key[1])))


def _status(text: str, name: str = "doc.md") -> dict:
    return _Items({(_k(it["link"]["lhs"]), _k(it["link"]["rhs"])): it for it in reader_items(text, name)
                   if it["status"] != "definition"})


COSH = ("# CDF\n\nLet $\\rho_\\tau(\\phi)=\\frac{\\tau\\cosh(\\tau(1-\\phi))}{\\sinh\\tau}$ for $\\tau>0$. Then\n\n"
        "$$F_\\tau(\\phi)=\\int_0^\\phi\\rho_\\tau(t)\\,\\mathrm{d} t =1-\\frac{\\sinh(\\tau(1-\\phi))}{\\sinh\\tau}.$$\n\n"
        "Integrate: $\\int_0^\\phi \\cosh(\\tau(1-t))\\,\\mathrm{d} t =\\frac{1}{\\tau}(\\sinh\\tau-\\sinh(\\tau(1-\\phi)))$, "
        "and a slip: $\\int_0^\\phi \\cosh(\\tau(1-t))\\,\\mathrm{d} t =\\frac{1}{\\tau}(\\sinh\\tau+\\sinh(\\tau(1-\\phi)))$.\n")


def test_a_greek_letter_compared_with_a_number_multiplies_the_parenthesis_after_it():
    got = _status(COSH)
    assert got[("\\int_0^\\phi\\rho_\\tau(t)\\,\\mathrm{d} t",
                "1-\\frac{\\sinh(\\tau(1-\\phi))}{\\sinh\\tau}.")]["status"] == "proved", got
    assert got[("\\int_0^\\phi \\cosh(\\tau(1-t))\\,\\mathrm{d} t",
                "\\frac{1}{\\tau}(\\sinh\\tau-\\sinh(\\tau(1-\\phi)))")]["status"] == "proved", got
    wrong = got[("\\int_0^\\phi \\cosh(\\tau(1-t))\\,\\mathrm{d} t",
                 "\\frac{1}{\\tau}(\\sinh\\tau+\\sinh(\\tau(1-\\phi)))")]
    assert wrong["status"] == "inconsistent", wrong


def test_a_function_the_document_defines_stays_a_function_where_its_letter_is_also_bounded():
    got = _status("# S\n\nLet $\\sigma(x) = \\frac{1}{1 + e^{-x}}$. The scale is $\\sigma > 0$. "
                  "Then $\\sigma(0) = 0.5$ and $\\sigma(2x) = 2\\sigma(x)$.\n")
    assert got[("\\sigma(0)", "0.5")]["status"] == "consistent", got
    assert got[("\\sigma(2x)", "2\\sigma(x)")]["status"] == "inconsistent", got


def test_two_values_of_a_symbol_in_one_sentence_are_cases_not_its_value():
    got = _status("# Map\n\nWe set $\\omega(\\phi) = b^{-\\phi}$. Thus $\\phi=0$ gives the highest frequency and "
                  "$\\phi=1$ the lowest.\n\n# Later\n\nThe area is $\\int_0^\\phi 2t\\,\\mathrm{d}t = \\phi^2$, "
                  "and a slip: $\\int_0^\\phi 2t\\,\\mathrm{d}t = \\phi^3$.\n")
    assert got[("\\int_0^\\phi 2t\\,\\mathrm{d}t", "\\phi^2")]["status"] == "proved", got
    wrong = got[("\\int_0^\\phi 2t\\,\\mathrm{d}t", "\\phi^3")]
    assert wrong["status"] == "inconsistent" and not any(b["name"] == "\\phi" for b in wrong.get("bindings", [])), wrong


def test_a_value_after_near_locates_and_binds_nothing():
    got = _status("# Pulse\n\nThe pulse is sharply localized near $\\phi=0$.\n\n"
                  "$$\\int_0^\\phi 3t^2\\,\\mathrm{d}t = \\phi^2$$\n")
    assert got[("\\int_0^\\phi 3t^2\\,\\mathrm{d}t", "\\phi^2")]["status"] == "inconsistent", got


PAPER = r"""\documentclass{article}
\newtheorem{thm}{Theorem}
\newtheorem{cor}{Corollary}
\newtheorem{defn}{Definition}
\begin{document}
\begin{defn}
Fix a base $b = 10$.
\end{defn}
\begin{thm}
Let $\tau = 2$ and let $g(x) = x^2 + 1$. Then $\tau^2 = 4$.
\end{thm}
\begin{proof}
Write $h(x) = 3x$. Since $\tau = 2$, $\tau^2 = 4$ and $h(1) = 3$.
\end{proof}
\begin{cor}
For $\tau>0$, $\int_0^1 \tau\,\mathrm{d}t = \tau$. A slip: $\int_0^1 \tau\,\mathrm{d}t = 2$.
Also $g(2) = 5$ and $b^2 = 100$.
\end{cor}
\begin{cor}
Here $h(2) = 6$.
\end{cor}
\end{document}
"""


def test_a_theorems_values_hold_in_it_and_its_proof_and_its_functions_beyond():
    got = _status(PAPER, "paper.tex")
    assert got[("\\int_0^1 \\tau\\,\\mathrm{d}t", "\\tau")]["status"] == "proved", got
    assert got[("\\int_0^1 \\tau\\,\\mathrm{d}t", "2")]["status"] != "consistent", got  # τ = 2 is the theorem's
    assert got[("g(2)", "5")]["status"] == "consistent", got  # a function a theorem defines is the document's
    assert got[("b^2", "100")]["status"] == "consistent", got  # a definition environment's value holds beyond it
    assert got[("h(1)", "3")]["status"] == "consistent", got
    assert got[("h(2)", "6")]["status"] == "undecided", got  # the proof's h is the proof's


ROPE_ZH = ("# RoPE\n\n假设 Query 在位置 $m$，Key 在位置 $n$。经过 RoPE 编码后：\n\n"
           "$$\n\\mathbf{q}_m = R_m \\mathbf{q}, \\quad \\mathbf{k}_n = R_n \\mathbf{k}\n$$\n\n"
           "其中 $R_m$ 和 $R_n$ 是旋转矩阵。由于旋转矩阵的性质 $R_m^T = R_{-m}$，所以：\n\n"
           "$$\n\\mathbf{q}_m^T \\mathbf{k}_n = \\mathbf{q}^T R_{n-m} \\mathbf{k}\n$$\n\n"
           "一个笔误：$\\mathbf{q}_m^T \\mathbf{k}_n = \\mathbf{q}^T R_{m-n} \\mathbf{k}$。\n")


def test_names_listed_before_the_words_rotation_matrices_are_each_described():
    got = _status(ROPE_ZH)
    assert got[("R_m^T", "R_{-m}")]["status"] == "proved", got
    assert got[("\\mathbf{q}_m^T \\mathbf{k}_n", "\\mathbf{q}^T R_{n-m} \\mathbf{k}")]["status"] == "proved", got
    assert got[("\\mathbf{q}_m^T \\mathbf{k}_n", "\\mathbf{q}^T R_{m-n} \\mathbf{k}")]["status"] == "inconsistent", got
    en = _status("# RoPE\n\nAt positions $m$ and $n$ the query and key are\n\n"
                 "$$\\mathbf{q}_m = R_m \\mathbf{q}, \\quad \\mathbf{k}_n = R_n \\mathbf{k}$$\n\n"
                 "where $R_m$ and $R_n$ are rotation matrices. Then $R_m^T R_n = R_{n-m}$.\n")
    assert en[("R_m^T R_n", "R_{n-m}")]["status"] == "proved", en


def test_rotation_matrices_with_no_position_nearby_are_not_ropes():
    got = _status("# Maps\n\nTwo inputs are transformed:\n\n$$y = R_m x, \\quad z = R_n x$$\n\n"
                  "where $R_m$ and $R_n$ are rotation matrices. Then $R_m^T R_n = R_{n-m}$.\n")
    assert got[("R_m^T R_n", "R_{n-m}")]["status"] == "undecided", got


def test_an_inner_product_of_rotated_vectors_is_decided_with_a_rotation_the_prose_describes():
    got = _status("# RoPE\n\nRoPE rotates queries and keys by position. Let $R(t)$ be the block-diagonal rotation "
                  "matrix for position $t$.\n\nThen $\\langle R(i)q, R(j)k\\rangle = \\langle q, R(j-i)k\\rangle$, and "
                  "a slip: $\\langle R(i)q, R(j)k\\rangle = \\langle q, R(i-j)k\\rangle$.\n")
    assert got[("\\langle R(i)q, R(j)k\\rangle", "\\langle q, R(j-i)k\\rangle")]["status"] == "proved", got
    wrong = got[("\\langle R(i)q, R(j)k\\rangle", "\\langle q, R(i-j)k\\rangle")]
    assert wrong["status"] == "inconsistent", wrong


FLOPS = ("# Cost\n\nWith batch $B$, length $T$ and $S$, $K$ heads of size $H$ in groups of $G$.\n\n"
         "The ratio is $4BSKGH / (4BHK \\cdot (G + S)) = SG / (G + S)$, and a slip: "
         "$4BSKGH / (4BHK \\cdot (G + S)) = S / (G + S)$.\n\nAnd $4BTNH + 4BSKH = 4BHK * (TG + S)$ where $N = KG$.\n")


def test_a_run_of_capitals_after_a_number_whose_letters_stand_alone_is_their_product():
    got = _status(FLOPS)
    assert got[("4BSKGH / (4BHK \\cdot (G + S))", "SG / (G + S)")]["status"] == "proved", got
    assert got[("4BSKGH / (4BHK \\cdot (G + S))", "S / (G + S)")]["status"] == "inconsistent", got
    assert got[("4BTNH + 4BSKH", "4BHK * (TG + S)")]["status"] == "proved", got


def test_an_acronym_stays_a_name():
    got = {it["link"]["lhs"]: it for it in reader_items(
        "# Loss\n\nWith $N$ samples and likelihood $L$: $NLL(\\theta) = -\\log L(\\theta)$. The GELU keeps "
        "$GELU(0) = 0$ and $4GELU(x) = 4x\\Phi(x)$ for $G$, $E$, $L$, $U$ alone.\n")}
    assert got["NLL(\\theta)"]["status"] == "definition", got
    assert got["4GELU(x)"]["status"] != "inconsistent", got
