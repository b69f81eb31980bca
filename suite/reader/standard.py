"""The standard functions of machine learning that a document may use without defining them: ``sigmoid``,
``logsigmoid``, ``softplus`` and ``ReLU``, each by the one meaning those names have (PyTorch's and every
textbook's), and the special functions of analysis Si, Ci, erf, erfc (written upright: ``\\mathrm{Si}(x)``) and
Γ (``\\Gamma(x)``; Γ, Si and Ci only where the document names them in words, as their letters serve other
things too).  They are bound in the whole document, as its units are, unless the document defines the name itself
(its own definition shadows them from where it is stated).  A relation decided with one names it among the
bindings it used.  ``\\sigma`` is not among them: a document's σ is as often a standard deviation."""

from __future__ import annotations

import re

from suite.reader.environment import Binding

# name as written (any case of these spellings) -> (value of x, what the report says)
_FUNCTIONS = {
    "sigmoid": (lambda x, sp: 1 / (1 + sp.exp(-x)), "sigmoid(x) = 1/(1 + e^{-x})"),
    "logsigmoid": (lambda x, sp: -sp.log(1 + sp.exp(-x)), "logsigmoid(x) = log(sigmoid(x)) = -log(1 + e^{-x})"),
    "softplus": (lambda x, sp: sp.log(1 + sp.exp(x)), "softplus(x) = log(1 + e^{x})"),
    "relu": (lambda x, sp: sp.Max(0, x), "ReLU(x) = max(0, x)"),
}

# the special functions, spelled as analysis spells them (case kept): name -> (value of x, what the report says)
_SPECIAL = {
    "Si": (lambda x, sp: sp.Si(x), "sine integral Si(x) = ∫_0^x sin(t)/t dt"),
    "Ci": (lambda x, sp: sp.Ci(x), "cosine integral Ci(x) = -∫_x^∞ cos(t)/t dt"),
    "erf": (lambda x, sp: sp.erf(x), "error function erf(x) = 2/√π ∫_0^x e^{-t²} dt"),
    "erfc": (lambda x, sp: sp.erfc(x), "complementary error function erfc(x) = 1 - erf(x)"),
    "Gamma": (lambda x, sp: sp.gamma(x), "gamma function Γ(x) = ∫_0^∞ t^{x-1} e^{-t} dt"),
}

_USED = re.compile(r"(?<![A-Za-z\\])(" + "|".join(_FUNCTIONS) + r")(?![A-Za-z])", re.I)
# Si, Ci, erf, erfc as upright names (\mathrm, \operatorname, \text) and \Gamma, each applied to parentheses
_SPECIAL_USED = re.compile(r"(?:\\(?:mathrm|operatorname|text|rm)\s*\{\s*(Si|Ci|erfc?)\s*\}|\\(Gamma))"
                           r"\s*(?:\\left\s*|\\big\s*|\\Big\s*)?\(")


# the special functions whose letters documents also use for other things (a reflection coefficient Γ, a cost
# C_i): standard only where the document names them in words
_NAMED_IN_WORDS = {
    "Gamma": re.compile(r"gamma\s+function|Γ\s*(?:-\s*)?function|伽[马玛]函数|Gamma\s*函数|Γ\s*函数|ガンマ関数", re.I),
    "Si": re.compile(r"sine\s+integral|正弦积分|正弦積分", re.I),
    "Ci": re.compile(r"cosine\s+integral|余弦积分|余弦積分", re.I),
}
# a bare name bound by the document (\Gamma = 2, \mathrm{Ci} = …, \Gamma \in …): the document's own symbol
_BARE_BINDING = {
    "Gamma": re.compile(r"\\Gamma\s*(?:=|\\in\b|:=|\\coloneqq)"),
    **{n: re.compile(r"\\(?:mathrm|operatorname|text|rm)\s*\{\s*" + n + r"\s*\}\s*(?:=|\\in\b|:=)")
       for n in ("Si", "Ci", "erf", "erfc")},
}


def one_meaning(name: str) -> bool:
    """Whether ``name`` is that of a standard function (sigmoid, ReLU, …, Si, Ci, erf, erfc, Γ): a name with one
    meaning, which a document that writes a formula for it twice does not redefine."""
    return name.lower() in _FUNCTIONS or name in _SPECIAL


def standard_bindings(bodies: list[str], text: str | None = None) -> list[Binding]:
    """The standard functions that the formula bodies ``bodies`` write by name, as bindings that hold in the whole
    document (source "standard").  Γ, Si and Ci only where the document's ``text`` names them in words ("gamma
    function", "sine integral"); none of the special functions where the document binds the bare name itself
    (``\\Gamma = 2``)."""
    import sympy as sp

    x = sp.Symbol("x")
    written = {m.group(1) for body in bodies for m in _USED.finditer(body)}
    special = {m.group(1) or m.group(2) for body in bodies for m in _SPECIAL_USED.finditer(body)}
    special = {n for n in special if not any(_BARE_BINDING[n].search(body) for body in bodies)
               and (n not in _NAMED_IN_WORDS or (text is not None and _NAMED_IN_WORDS[n].search(text)))}
    out = []
    for name in sorted(written) + sorted(special):
        value, what = _FUNCTIONS[name.lower()] if name in written else _SPECIAL[name]
        out.append(Binding("definition", name, sp.Function(name)(x), value(x, sp), (x,), source="standard",
                           where=f"the standard {what}: the document does not define {name} here"))
    return out


def euler_constant(text: str, bodies: list, section_of) -> list[Binding]:
    """γ as Euler's constant (0.5772156649…) in each section whose prose names it so beside it ("其中 γ ≈ 0.5772 是
    欧拉常数", "the Euler–Mascheroni constant γ"), from the section's start (a formula may use γ before the sentence
    that names it) to its end, unless a formula of that section binds γ as something else (a decay γ < 1, γ = 0.9,
    γ_i).  ``bodies``: (offset, formula body) of the document's formulas; ``section_of(offset)``: (start, end) of
    the section holding ``offset``."""
    import sympy as sp

    out, seen = [], set()
    for m in _EULER_NAMED.finditer(text):
        start, end = section_of(m.start())
        if (start, end) in seen or any(start <= at < end and _GAMMA_BOUND.search(body) for at, body in bodies):
            continue
        seen.add((start, end))
        out.append(Binding("value", "\\gamma", sp.Symbol("gamma"), sp.EulerGamma, source="standard", start=start,
                           end=end, where="Euler's constant γ = 0.5772156649…, as the document names it in this "
                           "section"))
    return out


# γ named as Euler's constant in the sentence that writes it ("$\gamma \approx 0.5772$ is Euler's constant", "the
# Euler–Mascheroni constant $\gamma$", "其中$\gamma$是欧拉常数")
_EULER_WORDS = (r"(?:Euler(?:'s|’s)?[\s-]*(?:[–-]\s*Mascheroni\s+)?constant|Euler[–-]Mascheroni|欧拉常数|欧拉-马歇罗尼常数|"
                r"欧拉[–-]?马斯克若尼常数|オイラー定数|オイラー[・-]マスケローニ定数)")
_EULER_NAMED = re.compile(r"\\gamma\b(?:[^。.;；\n]|(?<=\d)\.(?=\d)){0,60}?" + _EULER_WORDS + "|" + _EULER_WORDS +
                          r"[^。.;；\n$]{0,20}\$\s*\\gamma\s*\$", re.I)
# γ bound by the document as something else (\gamma = 0.9, \gamma \in (0, 1), \gamma_i = …, γ a learning rate)
_GAMMA_BOUND = re.compile(r"\\gamma\s*(?:_\s*\S|\^\s*\{?\s*\(|=(?!\s*0?\.577)|:=|\\in\b|\\coloneqq|<|>|\\le|\\ge)")
