"""The prose of a claim (its title, statement, hypotheses, what is wrong, ...): English with its mathematics
typeset as TeX between dollar signs, ``"the period $2\\pi\\,10000^{2m/d}$ of pair $m$"``.

``spans(text)`` cuts a text into prose and math; ``problems(text)`` lists what a reader would see as untypeset
or broken mathematics: ASCII mathematics outside the dollar signs (``base^(-2m/d)``, ``sqrt(2)``, ``omega_m``,
``<=``), a control character (a backslash sequence in a string that is not raw: ``"\\theta"`` is a tab and
``heta``), an unclosed ``$``, unbalanced braces, or a TeX command MathJax does not know.  The renderers use
``spans`` (suite.report, suite.htmlview); tests/test_prose.py holds every claim's prose to ``problems``."""
from __future__ import annotations

import re

# inline math: $...$ (no $ inside, not escaped); a code span `...` is left alone as well
_SPAN = re.compile(r"(?<![\\$])\$([^$]+?)(?<!\\)\$|`[^`]*`")

PROSE_FIELDS = ("title", "statement", "hypotheses", "wrong", "survives", "sharp", "notes", "bound")

_GREEK = ("alpha|beta|gamma|Gamma|delta|Delta|epsilon|eps|varepsilon|zeta|eta|theta|Theta|iota|kappa|lambda|Lambda|"
          "mu|nu|xi|Xi|pi|Pi|rho|sigma|Sigma|tau|upsilon|phi|Phi|varphi|chi|psi|Psi|omega|Omega")
# ASCII mathematics in prose, each with what it looks like
_ASCII = [
    (re.compile(r"[\w)\]}|]\s?\^\s?[\w(\-{+]"), "a power written with ^"),
    (re.compile(r"\b(?:sqrt|prod|sum|log|ln|exp|sin|cos|tan|arctan|atan2|arg|det|rank|softmax|argmax|min|max|"
                r"floor|ceil|Re|Im|mod)\s?\((?!\d+(?:\.\d+)+\))"), "a function applied with ASCII parentheses"),
    (re.compile(rf"(?<!Dirac[ -])(?<!Kronecker[ -])\b(?:{_GREEK})(?:_\w+)?\b"), "a Greek letter spelled out"),
    (re.compile(r"<=|>=|!=|==|=>|<=>|\+-|-\+|~=|\s~\s?[\d(]|\|\|"), "an ASCII relation or norm"),
    (re.compile(r"(?<![\w`])[A-Za-z][A-Za-z0-9']*_(?:\{|[A-Za-z0-9])"), "a subscript written with _"),
    (re.compile(r"\*\*|\b\d+(?:\.\d+)?\s?\*\s?[\w(]|[\w)]\s?\*\s?\d"), "a product written with *"),
    (re.compile(r"\b\d+(?:\.\d+)?e[-+]?\d+\b"), "a number in e-notation"),
]
# a snake_case identifier of three or more words (a claim's id, a module or function name): not a subscript; the
# renderers link the ones that are claims (the group: ``CLAIM_ID.split`` keeps the names)
CLAIM_ID = re.compile(r"\b([a-z0-9]+(?:_[a-z0-9]+){2,})\b")
_CONTROL = re.compile(r"[\x00-\x1f\x7f]")  # a newline too: "\nabla" not raw

# the TeX commands the renderers' MathJax (GitHub's and the HTML view's) typesets; a misspelt one shows in red
KNOWN_TEX = set("""
alpha beta gamma Gamma delta Delta epsilon varepsilon zeta eta theta Theta vartheta iota kappa lambda Lambda mu nu
xi Xi pi Pi rho sigma Sigma tau upsilon phi Phi varphi chi psi Psi omega Omega
sin cos tan arcsin arccos arctan sinh cosh tanh exp log ln lg det dim ker max min sup inf lim limsup liminf arg
gcd deg Pr mod bmod pmod operatorname mathrm mathbf mathit mathcal mathbb mathsf mathtt boldsymbol text textbf
textit texttt frac dfrac tfrac sqrt sum prod int oint bigcup bigcap binom tbinom dbinom
le leq ge geq ne neq approx sim simeq cong equiv propto ll gg lt gt in notin subset subseteq supset supseteq cup cap
setminus emptyset varnothing infty partial nabla forall exists neg land lor wedge vee implies iff Rightarrow
Leftarrow Leftrightarrow rightarrow leftarrow leftrightarrow to mapsto longrightarrow longmapsto
cdot cdots ldots dots vdots ddots times div pm mp circ ast star oplus otimes odot bullet
left right big Big bigg Bigg bigl bigr Bigl Bigr middle langle rangle lfloor rfloor lceil rceil lvert rvert lVert
rVert vert Vert mid nmid parallel perp angle gtrsim lesssim lessapprox gtrapprox asymp
hat bar tilde vec dot ddot overline underline widehat widetilde overbrace underbrace
quad qquad , ; ! : { } | _ % # & $ space
mathrm displaystyle textstyle scriptstyle limits nolimits
Re Im ell hbar imath jmath aleph top bot prime
begin end pmatrix bmatrix vmatrix matrix cases array aligned
colon ldotp cdotp lbrace rbrace lbrack rbrack backslash
""".split())


def spans(text: str) -> list[tuple[str, str]]:
    """The text cut into ("prose", s), ("math", tex) and ("code", s) pieces, in order."""
    out, pos = [], 0
    for m in _SPAN.finditer(text):
        if m.start() > pos:
            out.append(("prose", text[pos:m.start()]))
        if m.group(1) is not None:
            out.append(("math", m.group(1)))
        else:
            out.append(("code", m.group(0)[1:-1]))
        pos = m.end()
    if pos < len(text):
        out.append(("prose", text[pos:]))
    return out


def _balanced(tex: str) -> bool:
    depth = 0
    for k, ch in enumerate(tex):
        if ch in "{}" and k and tex[k - 1] == "\\":
            continue
        depth += (ch == "{") - (ch == "}")
        if depth < 0:
            return False
    return depth == 0


def problems(text: str) -> list[str]:
    """What in ``text`` is untypeset or broken mathematics, each as 'what: «fragment»' (empty when none)."""
    if not isinstance(text, str) or not text:
        return []
    out = []
    if _CONTROL.search(text):
        ch = _CONTROL.search(text).group(0)
        out.append(f"a control character {ch!r} (a backslash sequence in a string that is not raw? write r\"...\")")
    for kind, piece in spans(text):
        if kind == "math":
            if not _balanced(piece):
                out.append(f"unbalanced braces in math: «${piece}$»")
            for cmd in re.findall(r"\\([A-Za-z]+)", piece):
                if cmd not in KNOWN_TEX:
                    out.append(f"TeX command \\{cmd} is not one MathJax typesets here (suite.prose.KNOWN_TEX): «${piece}$»")
            continue
        if kind == "code":
            continue
        if "$" in piece.replace("\\$", ""):
            out.append(f"a $ that opens no math span: «{piece.strip()[:60]}»")
            continue
        masked = CLAIM_ID.sub(lambda m: "#" * len(m.group(0)), piece)
        for rx, what in _ASCII:
            for m in rx.finditer(masked):
                a, b = max(0, m.start() - 20), min(len(piece), m.end() + 20)
                out.append(f"{what}: «{piece[a:b].strip()}»")
    return out
