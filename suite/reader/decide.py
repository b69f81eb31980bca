"""Deciding one relation of a document under its environment, with the evidence.

In the order that is cheapest and most certain: well-formedness (index ranges, a vector times a vector
with no transpose set equal to a scalar); closed numeric sides in Arb balls (the digits shown); then a
SymPy proof under the environment's assumptions; failing that, LaCASt's test: both sides in Arb at
admissible test points, a failing point re-checked at higher precision before it is called an
inconsistency.  ``RULE`` states the whole rule once (the report prints it)."""
from __future__ import annotations

from fractions import Fraction

import re
import signal
from contextlib import contextmanager
from dataclasses import dataclass, field

from suite.reader.arb import NotEvaluated, ball, evaluate, text

RULE = (
    "Each relation of every formula is decided under the document's own environment (its values, definitions, "
    "index ranges and domains, each with its scope), in this order. "
    "(0) Reading: a letter i is the imaginary unit where documents write it (the first i at the top level of an "
    "exponent of e or of exp, a term ± i sin / ± i cos, and in a formula that has such a place, a term ± i·x or a "
    "term that ends in i after a number or a fraction, 0.866i); "
    "every other i is a name (a position, an index); a relation with an exponent whose i could be either "
    "(e^{-i/ω}) is decided only when both readings agree, else it is undecided. A vector defined entry by entry (p_{i,2m} = sin…, p_{i,2m+1} = cos…, with m's range "
    "stated) has those entries: its inner products, norms and sums over all entries are written as sums over m, "
    "and the vector written out is compared entry by entry. A definition that refers back to what it defines "
    "(through other definitions) is a statement to check, not a definition; a definition in a 'where' "
    "clause right after a display holds for that display. Names the document transposes or writes bold, what it "
    "defines from them and the factors multiplied with them are matrices: their products keep their order, except "
    "where every such name of the relation is one the environment makes real, integer or positive there (x and y of "
    "z = x + i y, i declared the unit; x ∈ ℤ), none written bold: then all of them are numbers, otherwise none is. "
    "A name defined by a function the document has not defined (q_m = f_q(x_m, m)) and then given another value "
    "is bound to that value, a choice of the function, until the next heading (a subsection's too) or until the "
    "document defines the function (not where the prose derives the value: 'hence'), and a later value of it is another choice unless the "
    "prose presents it as a restatement ('equivalently'); a worked value of a choice is checked against it. A value "
    "given right after a statement ('…, where d_k = 64') is that statement's case in its sentence, and to its "
    "paragraph's end either it or the value before may be meant (each is tried); with no value before, a value after "
    "'where' holds in its sentence only, one after 'with', 'when', 'for', 'at' to its paragraph's end; a name "
    "given two values in one paragraph or table that both hold past it may be either after it, as long as those "
    "values hold and until the document gives it a value again (each value is tried, and the item is undecided unless they agree). A worked "
    "example's value ('for example', 'take', 'An example (of …) is', 'to illustrate', '取', '拿 … 来说') holds to the "
    "next heading; when its section goes on in subsections and the document uses that section's level more than "
    "once, it holds through those subsections; it stops being an example if its own sentence or the next adopts it "
    "('we use these values') without taking that back ('only for this example'). A relation is undecided, naming both "
    "values, when it fails with the value in use and holds with another still in reach: the document's own value "
    "stated before an example, when the relation is outside the example's sentence, or a later setting that shadowed "
    "the value until a heading, tried together with the other values of its sentence. A name set to zero, or tending "
    "to a number, between an article and 'limit' or 'regime' ('the τ = 0 limit'), or set to a number before 'special "
    "case', 'index', 'entry' and the like ('the s = -1 index'), is bound nowhere; 'let m = m - n' is an assignment, "
    "not an equation; '≠' on a name alone is never refuted by the name's value. A unit written once on one side, "
    "against a side of numbers only, is read as a conversion; where that fails, the left side is read in the unit the "
    "text gives its numbers, if the relation then holds: for a sum, a term of two digits or more written with it "
    "earlier in the section, or every term written with it (8 - 3 - 1 = 4 GiB); for a product, a factor of two digits "
    "or more written with it in the relation's own sentence (64 KiB). A unit of measure written after a number is "
    "that unit: KB, MB, GB, TB, PB (kB too; also in italics, 16GB), and, in text mode only, bytes, FLOPs, s, "
    "sec, ms, µs, ns, each alone or per second (TB/s); the magnitudes K (or k), M, G, T and B are numbers written after a "
    "number (a side with only these writes no unit). The relation is undecided unless it is proved (an identity "
    "whatever the letters are) where a magnitude after a number, or a unit of storage in italics (2GB), has letters"
    " the document also uses as names standing alone (B = 8 in a formula, or set with '=' in the text; G and B), "
    "and where an upright s follows a number in a document that writes an s anywhere not right after a number, a "
    "closing brace or a slash (the s of an upright µs counts). A unit a definition writes (N = 7B) is read where "
    "the name is used. A relation with a unit is proved when it holds whatever the units are worth, else decided in"
    " every reading of the units left open: KB to PB together in powers of 1000 or of 1024, unless the document "
    "declares one way (1 KB, MB, GB or TB = 10^9 bytes, 1024^3 bytes, 1000 MB and the like; 'decimal', 'SI' or "
    "'binary prefixes'; 按 1024 进制; in prose, a formula or Chinese; a way named right after 'not', 'rather than', "
    "'instead of' set aside); K each way unless declared (1K = 1000, or the prefixes named); M, G, T in powers of "
    "1024 only where the relation writes no bytes, no unit of storage and no B after a number; B as a billion and "
    "as bytes, one way in the whole relation, and as bytes only beside another unit of storage. Where one side "
    "works out to a plain number (no unit, or magnitudes only), that side is counted in the base unit (bytes, "
    "seconds, FLOPs, bytes or FLOPs per second, or a count per second; against any other compound, ms · bytes, that"
    " reading is set aside) and, if the other side is a number and one unit or rate alone, in that unit. In a '≈', "
    "a side written as one number and its unit (the right side, or else the left, only where the right is not "
    "itself one number shown) is shown to its last nonzero digit (3 ms: 2.5 to 3.5 ms; 1 s: 0.5 to 1.5 s); a "
    "positive whole mantissa times a power of ten is so shown on the right side of a relation with units. A unit "
    "written right after a formula that ends in a number is that number's unit (= 140$ GB; KiB to PiB there are "
    "bytes; s, sec and seconds there are not read), and a word after it that scales it and is not read (14$ GFLOPs,"
    " 3$ B, 2$ h), or a number of a left side with no unit that its sentence writes with a unit before the formula "
    "(at 0.5 MB per token, 4096 × 0.5 = 2 GB), makes a relation that fails undecided. An '=' or '≈' holds if one "
    "reading holds and is a finding only if every reading fails (with B after two numbers, it is then undecided); "
    "an inequality, or a relation with KB to PB in a document that declares both ways, needs the same verdict in "
    "every reading. A reading whose written sides, with the units' values, are quantities of different kinds (bytes"
    " against seconds) is set aside, and with none left, or with a unit inside a function or added to a plain "
    "number, the relation is undecided; the kind is judged before the values of the names a side uses are put in. "
    "The exact binary units written in a formula (KiB, MiB, GiB) are plain numbers (2^10, 2^20, 2^30). A number "
    "with its unit on the left (1 GiB = 1000 MB) is a statement, never a definition. "
    "A Greek letter the document gives a value and "
    "writes as a factor multiplies a bracketed sum that opens the argument of a sine, cosine, tangent or exponential "
    "(sin(ω(p + k))), never where the document defines it as a function, applies it to one term (σ(x)) or applies "
    "it to a sum anywhere else; a capital written bold alone in a chapter (a bold J) is a matrix there however it is "
    "written, unless the document declares it a real number or an integer there. TeX's old font switches (rm, bf, "
    "it, sf, tt, cal) are read as the commands they stand for where their group holds only a word; 312 followed by a "
    "text-mode e and unsigned digits right after it (12) is read as E notation (312 × 10^12), an e in math roman or "
    "one followed by a sign or a space as Euler's e; commas in a round bracket, not written after a name, that "
    "multiplies two numbers written with them (50,257 × 1,600) or raises one to a power (1,600^2) are read as "
    "thousands. Two whole numbers apart by a space (2 4nh^2) are read as TeX sets them, one number (24), and as a "
    "product (2 · 4): a verdict needs both readings, a finding both failing; a thousands group (10 000) is one "
    "number. In an alignment, a point followed by +, ±, ·, × or a relation (or by - after a row break that lost a backslash) "
    "goes on with the expression. A note in words in parentheses set as text after a term (S × d (mean)) is not "
    "read, unless it opens with a condition or is a unit; a text of up to four words, or words apart by commas "
    "(layer, token), is one name unless it holds a word of a sentence (is, when, if, …); π with an index (π_0) is a "
    "name; in a document that writes no complex numbers, * on a number or a quotient with no i (3.5^*) marks a "
    "footnote. A worked step whose right side is its left written again with numbers for names (2 × (V × D) = 2 × "
    "(50,257 × 1,600)) gives those names the values, where they have none yet (after the text's own values are read), "
    "to the next heading, never where a product leaves open which number is which name (V × D = 1,600 × 50,257); "
    "another worked step's value for one of them is a case of its own; "
    "a value of one member (d_h = 128) is put in before the value of its index (h = 32); a name that reads as a matrix "
    "elsewhere is a number inside an index (R_{n-m}). A definition that a supposition introduces ('suppose …, then:', "
    "'假设 …，则：') holds under it only; a line of bold text alone, not a sentence, is a heading where a name is "
    "defined again (a new "
    "meaning below it, not a restatement). "
    "A worked "
    "chain a = b ≈ … = 3.54 also states its conclusion a ≈ 3.54, checked like any '≈'. "
    "A relation that fails is undecided where the prose right before the formula writes a factor or a term of its "
    "left side (16 bytes/param × then the formula), where it relates differentials (dt = … ds), and where its sides "
    "differ by exactly the power of 1000 that the text before it counts the left side's numbers in ('70 billion "
    "parameters', 'a 70B model'; never a magnitude or a power of ten the left side writes itself: 1 ms = 1000 ns "
    "fails); a conjugate of "
    "a group that writes i as a factor ((1 + 2i)^*) is undecided whatever it gives with i a real name. "
    "(1) Well-formedness: an index outside the range stated with its family's definition, a product of two vectors "
    "written side by side with no transpose set equal to a scalar, or a restatement of a definition that "
    "contradicts it, is an inconsistency; not the items of one list that each open with words of their own ('without "
    "bias', 'with bias') and define one name: they are its cases, neither checked against the other, neither holding "
    "past the list. "
    "(2) Closed sides (numbers only, after the environment's values and definitions are substituted) are evaluated "
    "in Arb ball arithmetic (a definite integral by Arb's rigorous quadrature, not where a root or logarithm may "
    "meet 0 or a negative value on its path), from 256 bits (more for long decimals) up to 4096. A decimal that is a shown result "
    "stands for every number that rounds to it: its value ± half a unit of its last digit; followed by an "
    "ellipsis (3.1415…) it may be rounded or truncated: from half a unit below to one unit above. A number in "
    "scientific notation (2.1 × 10^9) shows its mantissa's digits; a number the text follows with a magnitude in "
    "words (2.1 billion, 21.5 亿) is scaled by it, and an integer so written is not judged inconsistent by '=' (it is "
    "undecided; the other relations compare it exactly); in an '=' or '≈' whose left side is numbers only, the word "
    "may also be the unit of both sides (3 × 0.5 = 1.5 million), and the relation holds when either reading holds; "
    "with names on the left, a relation that holds only so is undecided. For '=' and the "
    "inequalities only a decimal that is a whole side is a shown result (the decimals of 0.1 + 0.2 are exact); for "
    "'≈' so is every decimal reached through + - * / (a sum of rounded terms). For '≈', an integer written as a "
    "whole side is shown to its last nonzero digit (62832: ±0.5; 1000: ±500), and a positive whole mantissa times a power of "
    "ten to its mantissa's (2 × 10^20: ±0.5 × 10^20). For '=', a whole number (or whole percentage) of two digits "
    "or more written as a whole side, with or without a unit or a footnote star after it, that the other side's value "
    "rounds to but does not equal (2 × 28672 / 2550 = 22: 22.49) is true rounded and false exact: undecided, unless "
    "the text says 'roughly' (consistent) or the formula's own words (never 'not exactly') say 'exactly', 'divides "
    "evenly' (a finding); one "
    "it is the floor or ceiling of, where the text counts whole things ('full', 'rounded down') or after '≈' or "
    "'roughly' (22.49 ≈ 23), is undecided too; 24 fails, and so does a "
    "one-digit result or a side that is itself whole (7 × 3 = 22); '≠' is decided exactly; a name a chain sets so "
    "(n = … = 22) may be either value after it. A shown value within one unit of its last digit but not its rounding "
    "(2/3 = 0.666) is a finding that says so. '≈' between sides that show no "
    "rounded result is consistent when they agree to 0.1 % and inconsistent when they differ by half the larger "
    "or more. '=' and '≈' hold when the sides so widened can be equal and are inconsistent when they cannot; '=' "
    "with a shown result is also consistent when reading its decimal inputs that the document showed before as "
    "rounded results (√0.166 ≈ 0.408) as rounded, one at a time, makes the sides agree, that rounding moving the "
    "value by at most one unit of the result's last digit and 1 % ((1.5 - 2.0)/0.408 = -1.22); '=' "
    "between sides with no shown result must hold exactly. Where '=' or '≈' fails as written but holds with the "
    "decimals inside functions and exponents read as rounded (10000^{-2/256} = 10000^{-0.0078}; only decimals "
    "written to within 1 % whose rounding moves the sides by at most 1 %), it is undecided: a worked step whose "
    "input was rounded for display. '<', '>', '≤', '≥' compare the exact values. "
    "(3) Sides with symbols: a SymPy proof of lhs - rhs = 0 (or of the inequality's sign) by named steps, each "
    "tried only below a size (indices integer; no other assumption), is 'proved'; a relation between matrices is "
    "proved when lhs - rhs expands to 0 with products kept in order and (AB)^T = B^T A^T, or does so once a "
    "rotation family's R_a^T = R_{-a}, R_a R_b = R_{a+b}, R_0 = I rewrite it (proved from the document's "
    "definition of the family, or on a 2×2 block for a family it describes in words as RoPE's rotation; under such "
    "a description a witness in one 2×2 block, certified in Arb at frequency 1 and failing at nine other "
    "frequencies, makes it inconsistent), and at the document's shapes when it writes the matrices out; otherwise "
    "it is undecided. Failing a proof, both sides are evaluated in Arb at test "
    "points from each symbol's domain (an index: its range's ends and middle, read under the environment's values; "
    "an interval: points inside it; a symbol the document gives no domain: the integers 1 to 4, then 0.37 and "
    "1.9); a point where the balls are disjoint is re-checked at 512 bits and is then a counterexample. It makes "
    "an equation inconsistent when it is an integer point (or its symbols are declared real) and the equation is "
    "identity-shaped: the same unknowns on both sides, not a polynomial equation in one unknown, not introduced as "
    "an equation to solve. An inequality with unknowns is never inconsistent at test points (it may hold under a "
    "hypothesis the reader does not read). Passing every point is 'consistent at N distinct test points', never "
    "'proved'. "
    "(4) '≈' between sides with symbols: the relative error is measured as each symbol, and together those that "
    "may, go to 0 and to infinity (an index with a stated range does not go to infinity, a dimension, a symbol the "
    "document halves, not to 0), the symbols that stay put at different values, inside the ranges the document "
    "declares (a symbol it halves even): consistent in the first regime "
    "where it falls below 10^-3 and, where both sides carry a correction past their leading term, below a "
    "hundredth of it (symbols moving together in ratios that are not simple; undecided when that "
    "needs the symbols that stay put equal); where the clause before the formula states regimes ('for large d'), "
    "only in those, together, and never inconsistent there; inconsistent only "
    "when it stays at or above 1/2 at every test point and in every regime; else undecided, unless the sides "
    "show rounded numbers and agree to the digits shown at every test point (then consistent). "
    "A relation the reader cannot read is 'not parsed', with the construct named; one it cannot decide by these "
    "rules is undecided, with the reason. A relation that binds a symbol (a definition, a value, a range, a "
    "condition) is read, not checked. Sizes, not seconds, bound the work, so a run is deterministic; a relation "
    "that still exceeds its time budget is undecided.")

PREC = 256
HIGH = 512
MAX_PREC = 4096
RELATIONS = ("=", "≈", "<", ">", "≤", "≥")


@dataclass
class Decision:
    """The decision on one relation: status (proved | consistent | inconsistent | undecided | unparsed),
    the method (arithmetic | digits shown | proof | test points | regime | well-formedness), the reason,
    and the evidence."""
    status: str
    method: str = ""
    reason: str = ""
    exact: dict | None = None
    should_show: str | None = None
    points: list = field(default_factory=list)
    counterexample: dict | None = None
    used: list = field(default_factory=list)
    cause: str = ""  # why it is undecided or not parsed, as a short name (the corpus report's work list: CAUSES)
    construct: str = ""  # not parsed: the construct the reader does not read ("\\lim", "\\mathcal{H}")
    detail: str = ""  # for the developers (report.json, the corpus report): an internal failure's own text

    def as_json(self) -> dict:
        out = {"status": self.status, "method": self.method, "reason": self.reason}
        if self.cause:
            out["cause"] = self.cause
        if self.construct:
            out["construct"] = self.construct
        if self.detail:
            out["detail"] = self.detail
        if self.exact is not None:
            out["exact"] = self.exact
        if self.should_show is not None:
            out["should_show"] = self.should_show
        if self.points:
            out["points"] = self.points
        if self.counterexample is not None:
            out["counterexample"] = self.counterexample
        if self.used:
            out["bindings"] = [b.as_json() for b in self.used]
        return out


class Budget(BaseException):
    """The relation's time budget ran out (a BaseException: no ``except Exception`` on the way swallows it)."""


# how many time budgets have run out in this process: a result that one of them cut depends on the machine's load,
# and is reported as such and never cached (check.check_document reads it)
FIRED = [0]


@contextmanager
def budget(seconds: float):
    """Raise ``Budget`` in the block after ``seconds`` of this process's CPU time (SIGPROF: the time the process
    itself computed, so that another load on the machine does not make it run out sooner; a no-op outside the main
    thread).  Nested budgets: the inner one never extends the outer one, and the outer one goes on after it."""
    import time

    def on_alarm(signum, frame):
        FIRED[0] += 1
        raise Budget()

    try:
        old = signal.signal(signal.SIGPROF, on_alarm)
    except ValueError:  # not the main thread
        yield
        return
    outer = signal.getitimer(signal.ITIMER_PROF)[0]
    t0 = time.process_time()
    signal.setitimer(signal.ITIMER_PROF, min(seconds, outer) if outer > 0 else seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_PROF, 0)
        signal.signal(signal.SIGPROF, old)
        if outer > 0:
            signal.setitimer(signal.ITIMER_PROF, max(outer - (time.process_time() - t0), 1e-3))


# --- literals ----------------------------------------------------------------------------------------

def _unit(digits: str):
    """A unit of the last digit shown (``0.0998`` -> 10^-4, ``5.5e-7`` -> 10^-8)."""
    from fractions import Fraction

    mant, _, exp = digits.lower().partition("e")
    frac = mant.split(".")[1] if "." in mant else ""
    return Fraction(1, 10 ** len(frac)) * Fraction(10) ** int(exp or 0)


def _literal_values(sides, prec: int, widen: bool, strict: bool = False, capped: frozenset = frozenset(),
                    full: bool = False) -> dict:
    """Each decimal literal of the sides as a ball: its exact value, or (``widen``, for a shown result) every
    number that rounds to it; with ``strict`` (both sides show results) without the two ends of that interval, so
    that two results that only touch there are not one number shown twice (``0.2 = 0.3``: 0.25 is no number that
    both are roundings of, under one rule)."""
    import flint
    from fractions import Fraction

    flint.ctx.prec = prec
    out = {}
    for side in sides:
        for s, (digits, truncated) in side.literals.items():
            v = Fraction(digits)
            b = ball(v, prec)
            if widen and s in side.shown:
                u = _unit(digits)
                # rounded: [v - u/2, v + u/2]; followed by an ellipsis (rounded or truncated): [v - u/2, v + u]
                below, above = (u, u) if full else (u / 2, (u if truncated else u / 2))  # (full: within one unit)
                if s in capped:  # an input of a '≈' read as rounded moves by at most 1 % of its value (0.01: ±0.0001)
                    below, above = min(below, ROUNDED_INPUT * abs(v)), min(above, ROUNDED_INPUT * abs(v))
                half = (above + below) / 2 * (1 - Fraction(1, 2 ** 20) if strict else 1)
                b = ball(v + (above - below) / 2, prec) + flint.acb(flint.arb(0, 1)) * ball(half, prec)
            out[s] = b
    return out


_INTEGER_WRITTEN = re.compile(r"\s*[-−]?\s*(?:\d{1,3}(?:,\d{3})+|\d+)\s*[.,;]?\s*")  # (41,746: with its separators)


def _integer_side_tolerance(side, tex: str | None) -> object | None:
    """For '≈': when the side is written as one integer (``62832``, ``-3``; not ``10^3``), half a unit of its last
    nonzero digit, as a Fraction (for a whole mantissa times a power of ten, ``2 \\times 10^{20}``, half a unit of the
    mantissa's last nonzero digit, times the power); else None."""
    import sympy as sp
    from fractions import Fraction

    e = side.expr
    science = _SCIENTIFIC_INTEGER.fullmatch(tex) if tex is not None else None
    if science is not None and isinstance(e, sp.Rational):  # 2 \times 10^{20}: its mantissa's last digit, times 10^20
        mantissa, power = int(science.group(1)), int(science.group(2))
        if mantissa and e == Fraction(mantissa) * Fraction(10) ** power:
            zeros = len(str(mantissa)) - len(str(mantissa).rstrip("0"))
            return Fraction(10 ** zeros, 2) * Fraction(10) ** power
    if tex is None or not _INTEGER_WRITTEN.fullmatch(tex) or not isinstance(e, sp.Integer) or e == 0:
        return None
    n = abs(int(e))
    zeros = len(str(n)) - len(str(n).rstrip("0"))
    return Fraction(10 ** zeros, 2)


ROUNDED_WHOLE = "rounded whole number"  # the cause of an '=' that holds only as a value rounded to a whole number
# a whole number written as a whole side, or a whole percentage (78\%)
_WHOLE_WRITTEN = re.compile(r"\s*([-−]?)\s*(\d{1,3}(?:,\d{3})+|\d+)\s*(\\%)?\s*(?:(?:\\[,;: ]|~)?\s*\\text\{[^{}]* unit\})?"
                            r"\s*(?:\^\s*\{?\s*\*\s*\}?)?\s*[.,;]?\s*")  # (with the unit the reader marked after it: 22\,\text{ms unit})


def _rounded_to_whole(Lb, Rb, texts) -> str | None:
    """``2 \\times 28672 / 2550 = 22``, ``\\frac{7}{9} = 78\\%``: a side written as one whole number (or whole
    percentage) of two digits or more, the other a value that is not that number and lies within half a unit of it:
    true as the value rounded to a whole number, false as an exact equation, and the text does not say which (the
    reason, saying so); else None.  (A side that is itself a whole number, 7 \\times 3 = 22, is no rounding.)"""

    for k, (mine, other) in enumerate(((Lb, Rb), (Rb, Lb))):
        m = _WHOLE_WRITTEN.fullmatch(texts[k] or "")
        if m is None or _WHOLE_WRITTEN.fullmatch(texts[1 - k] or "") or (
                int(m.group(2).replace(",", "")) < 10 and not m.group(3)):
            continue  # (a one-digit result, cos(90) = 0 or e^{0.7} = 2, says too little to be read as a rounding; a
            #          one-digit percentage, 5/64 = 8%, is one)
        if not (mine.imag.is_zero() and other.imag.is_zero()):
            continue
        unit = mine.real / int(m.group(2).replace(",", ""))  # (what one unit of the number shown is worth: 1/100 for %)
        gap = abs(other.real - mine.real)
        if not (gap > abs(unit) / 2) and not gap.contains(0):  # (half a unit itself, 1/8 = 13%, rounds half up)
            shown = text(other * 100 if m.group(3) else other, 10) + ("%" if m.group(3) else "")
            return (f"holds only with '=' giving the value rounded to a whole number ({shown} lies within half a unit of "
                    f"{'-' if m.group(1) else ''}{m.group(2)}{'%' if m.group(3) else ''}); as an exact equation it "
                    "fails, and the text does not say which it means")
    return None


# a whole mantissa times a power of ten, written as a whole side (2 \times 10^{20}, 3 \cdot 10^{-4})
_SCIENTIFIC_INTEGER = re.compile(r"\s*(\d+)\s*(?:\\times|\\cdot|×|·)\s*10\s*\^\s*\{?\s*(-?\d+)\s*\}?\s*[.,;]?\s*")


def _whole_side_literals(side) -> set:
    """The literal that is the whole side (``0.9999``, ``-0.4161``, or the mantissa of a side in scientific notation,
    ``2.1 \\times 10^9``, ``-1.15 \\cdot 10^{-4}``), if it is one: for '=', only such a result is read as rounded; the
    decimals of an expression (``0.1 + 0.2``) are exact inputs."""
    import sympy as sp

    e = side.expr
    if e in side.literals:
        return {e}
    if hasattr(e, "could_extract_minus_sign") and e.could_extract_minus_sign() and (-e) in side.literals:
        return {-e}
    if isinstance(e, sp.Mul):
        rest = [a for a in e.args if a != -1]
        lits = [a for a in rest if a in side.literals]
        scale = [a for a in rest if a not in side.literals]
        if len(lits) == 1 and len(scale) == 1 and _power_of_ten(scale[0]) and lits[0] in getattr(side, "scientific", ()):
            return set(lits)
        if len(lits) == 1 and len(scale) <= 1 and all(isinstance(x, sp.Rational) and x > 0 for x in scale) \
                and lits[0] in getattr(side, "measures", ()):
            return set(lits)  # (3 ms: the number shown times the unit's value, 3/1000 s)
    for lit in getattr(side, "percents", ()):
        if e in (lit / 100, -lit / 100):
            return {lit}  # (0.003\%, -0.003\%: a hundredth of the number shown; not 2.5\% \times 4096, an input)
    return set()


def _power_of_ten(x) -> bool:
    """10^k for an integer k other than 0 (1000000000, 1/10000), as scientific notation scales a mantissa."""
    import sympy as sp

    if not isinstance(x, sp.Rational) or x in (0, 1):
        return False
    p, q = abs(x.p), x.q
    n = p if q == 1 else q if p == 1 else 0
    return n > 1 and str(n) == "1" + "0" * (len(str(n)) - 1)


# --- closed sides ------------------------------------------------------------------------------------

def shown_results(lhs, rhs, rel: str):
    """The sides with their shown (rounded) literals as the relation reads them: for '≈', every literal reached
    through + - * / (a sum of rounded terms); for '=' and the inequalities, only a literal that is a whole side."""
    from dataclasses import replace

    if rel == "≈":
        return lhs, rhs
    return tuple(replace(x, shown=_whole_side_literals(x)) for x in (lhs, rhs))


def closed(lhs, rel: str, rhs, L, R, texts: tuple = (None, None), carried: frozenset = frozenset(),
           given_rounded: frozenset = frozenset()) -> Decision:
    """Decide a relation whose sides (``L``, ``R``: SymPy expressions after the environment, the sides'
    decimal literals still placeholders) have no free symbol.  ``texts``: the sides as written; ``carried``: the
    decimals the document showed before as computed results (an input written with one may carry its rounding);
    ``given_rounded``: the decimals it gave with '≈' for values it does not write out (w ≈ [0.26894, 0.73106])."""
    import flint

    written = (lhs, rhs)  # every decimal reached through + - * / marked shown, as the parser marks them
    lhs, rhs = shown_results(lhs, rhs, rel)
    shown = bool(lhs.shown or rhs.shown)
    exact = None
    digits = [len(d.replace(".", "")) for side in (lhs, rhs) for d, _ in side.literals.values()]
    units = [_unit(d) for side in (lhs, rhs) for s, (d, _) in side.literals.items() if s in side.shown]
    tol = None
    if rel == "≈":  # an integer written as a whole side: to its last nonzero digit (the coarser of two)
        tols = [t for t in (_integer_side_tolerance(lhs, texts[0]), _integer_side_tolerance(rhs, texts[1])) if t]
        tol = max(tols) if tols else None
    start = max(PREC, int(3.33 * max(digits, default=0)) + 64)
    precs = [p for p in (start, 2 * start, 4 * start, MAX_PREC) if p <= MAX_PREC] or [MAX_PREC]
    reached = None
    for prec in precs:
        vals = _literal_values((lhs, rhs), prec, widen=False)
        try:
            Lb, Rb = evaluate(L, vals, prec), evaluate(R, vals, prec)
        except NotEvaluated:
            if reached is None:
                raise
            break  # (an integral enclosed at fewer bits but not at these: what those gave stands)
        reached = prec
        exact = {"lhs": text(Lb), "rhs": text(Rb)}
        if rel in ("=", "≈"):
            if rel == "≈" and not shown and tol is None:
                return _approx_without_precision(Lb, Rb, exact)
            if shown or tol is not None:
                inputs = frozenset(x for side in (lhs, rhs) for x in side.shown if x not in _whole_side_literals(side)) \
                    if rel == "≈" else frozenset()
                wv = _literal_values((lhs, rhs), prec, widen=True, strict=bool(lhs.shown and rhs.shown), capped=inputs)
                Lw, Rw = evaluate(L, wv, prec), evaluate(R, wv, prec)
                if tol is not None:
                    Rw = Rw + flint.acb(flint.arb(0, 1)) * ball(tol, prec)
                fine = min(units + ([tol] if tol is not None else []))
                if max(abs(Lb).rad(), abs(Rb).rad()) >= ball(fine, prec).real / 2 ** 20:
                    continue  # not known finely enough yet: more bits (at the last precision: undecided)
                if Lw.overlaps(Rw):
                    # (overlap of the widened balls decides only when the exact sides are known far more finely
                    # than the smallest unit shown)
                    return Decision("consistent", "digits shown", _rounds_reason(lhs, rhs, L, R, prec, tol), exact)
                inputs = _rounded_inputs_too(written, L, R, prec, fine, carried) if rel == "=" else None
                if inputs is not None:
                    return Decision("consistent", "digits shown", inputs, exact)
                covered = _carried_inputs_cover(written, L, R, prec, given_rounded) if rel == "=" else None
                if covered is not None:
                    return Decision("undecided", "digits shown", covered, exact, cause="rounded input")
                inner = _inner_rounding(written, (lhs, rhs), L, R, prec, tol)
                if inner is not None:
                    return Decision("undecided", "digits shown", inner, exact, cause="rounded input")
                whole = _rounded_to_whole(Lb, Rb, texts) if rel == "=" else None
                if whole is not None:  # (21.85 = 22)
                    return Decision("undecided", "digits shown", whole, exact, cause=ROUNDED_WHOLE)
                caps = frozenset(x for side in (lhs, rhs) for x in side.shown if x not in _whole_side_literals(side)) \
                    if rel == "≈" else frozenset()
                tv = _literal_values((lhs, rhs), prec, widen=True, capped=caps, full=True)
                if evaluate(L, tv, prec).overlaps(evaluate(R, tv, prec)):  # 162.46… ≈ 162.4: truncated, not rounded
                    return Decision("inconsistent", "digits shown", "the exact value does not round to the result "
                                    "shown; it lies within one unit of the last digit shown (truncated, or rounded the "
                                    "wrong way: that last digit is off by one)", exact,
                                    _should_show(lhs, Lb, rhs, Rb))
                return Decision("inconsistent", "digits shown", _not_rounded(Lb, Rb), exact, _should_show(lhs, Lb, rhs, Rb))
            d = Lb - Rb
            if d.is_zero():
                return Decision("consistent", "arithmetic", "equal exactly", exact)
            if not d.contains(0):
                whole = _rounded_to_whole(Lb, Rb, texts) if rel == "=" else None
                if whole is not None:
                    return Decision("undecided", "digits shown", whole, exact, cause=ROUNDED_WHOLE)
                inner = _inner_rounding(written, (lhs, rhs), L, R, prec, None)
                if inner is None and rel == "=":
                    inner = _inner_rounding(written, (lhs, rhs), L, R, prec, None, products=True)
                if inner is not None:
                    return Decision("undecided", "digits shown", inner, exact, cause="rounded input")
                return Decision("inconsistent", "arithmetic", "the two sides differ", exact)
            continue
        d = Lb - Rb
        if not d.imag.is_zero() and not d.imag.contains(0):
            return Decision("undecided", "arithmetic", "the sides are not real numbers", exact, cause="complex sides in an inequality")
        r = d.real
        if d.is_zero():
            ok = rel in ("≤", "≥")
            return Decision("consistent" if ok else "inconsistent", "arithmetic",
                            "the exact values are equal", exact)
        holds = {"<": r < 0, ">": r > 0, "≤": r <= 0, "≥": r >= 0}[rel]
        fails = {"<": r > 0, ">": r < 0, "≤": r > 0, "≥": r < 0}[rel]
        if holds:
            return Decision("consistent", "arithmetic", "the relation holds for the exact values", exact)
        if fails:
            return Decision("inconsistent", "arithmetic", "the relation fails for the exact values", exact)
    if _sympy_zero(L, R, lhs, rhs):  # (its simplify is tried only on small sides: see _sympy_zero)
        ok = rel in ("=", "≈", "≤", "≥")
        return Decision("consistent" if ok else "inconsistent", "arithmetic",
                        "equal exactly (SymPy reduces the difference to 0)", exact)
    return Decision("undecided", "arithmetic", f"not decided at {reached or MAX_PREC} bits", exact, cause="precision")


def _inputs(side) -> list[str]:
    """The decimals of a side that are shown but not the whole side (its inputs: 0.408 of (1.5 - 2.0)/0.408)."""
    whole = _whole_side_literals(side)
    return sorted(side.literals[s][0] for s in side.shown if s not in whole)


def _rounds_reason(lhs, rhs, L, R, prec: int, tol) -> str:
    """Why sides that agree to the digits shown do: the exact value rounds to the result shown, or (under '≈', where
    every decimal reached through + - * / is shown) only with its decimal inputs read as rounded values too."""
    inputs = _inputs(lhs) + _inputs(rhs)
    if inputs:
        results = shown_results(lhs, rhs, "=")
        if any(x.shown for x in results):
            wv = _literal_values(results, prec, widen=True)
            Lw, Rw = evaluate(L, wv, prec), evaluate(R, wv, prec)
            if tol is not None:
                import flint

                Rw = Rw + flint.acb(flint.arb(0, 1)) * ball(tol, prec)
            if not Lw.overlaps(Rw):
                return (f"equal to the digits shown with its decimal inputs ({', '.join(inputs)}) read as rounded values "
                        "too; with them exact, the value does not round to the result shown")
    return "the exact value rounds to the result shown"


def _rounded_inputs_too(written, L, R, prec: int, fine, carried: frozenset = frozenset()) -> str | None:
    """For '=' with a result shown (a whole side, ``-1.22``) that the exact value misses: the reason it holds with
    its decimal inputs that the document showed before as a computed result (``carried``) read as rounded
    (``(1.5 - 2.0)/0.408 = -1.22`` after ``\\sqrt{0.166} \\approx 0.408``; 1.5 and 2.0 stay exact, and so does a value
    the document gives, σ = 2.50), one at a time, when its rounding moves the value by at most one unit of the
    result's last digit and 1 %; else None."""
    from dataclasses import replace

    def rounded_before(side):  # the inputs the document showed before as a computed result (0.408 of √0.166 ≈ 0.408)
        whole = _whole_side_literals(side)
        return replace(side, shown={s for s in side.shown if s in whole or side.literals[s][0] in carried})

    written = tuple(rounded_before(x) for x in written)
    cands = [(i, s) for i in (0, 1) for s in written[i].shown if s not in _whole_side_literals(written[i])]
    if not cands:
        return None
    limit = ball(fine, prec).real
    for chosen in [[c] for c in cands]:  # one carried input at a time
        sides = tuple(replace(x, shown={s for s in x.shown if s in _whole_side_literals(x) or (i, s) in chosen})
                      for i, x in enumerate(written))
        wv = _literal_values(sides, prec, widen=True, strict=True)
        Lw, Rw = evaluate(L, wv, prec), evaluate(R, wv, prec)
        # the rounding may move the value by at most one unit of the result's last digit and 1 %
        if any(abs(b).rad() > limit or not abs(b).rad() <= ball(ROUNDED_INPUT, prec).real * abs(b).mid()
               for b in (Lw, Rw)) or not Lw.overlaps(Rw):
            continue
        names = ", ".join(sorted(written[i].literals[s][0] for i, s in chosen))
        return (f"equal to the digits shown with {names} read as the rounded result the document showed before; "
                "with it exact, the value does not round to the result shown")
    return None


def _carried_inputs_cover(written, L, R, prec: int, carried: frozenset) -> str | None:
    """For '=' that fails with its decimal inputs exact: why it is not decided where the inputs that the document gave
    before as rounded values of what it does not write out (``carried``: ``w \\approx [0.26894, 0.73106]``), all read anywhere
    within their rounding, cover the result, which shows more digits than those inputs carry (``0.26894 \\cdot 2 +
    0.73106 \\cdot 5 = 4.19317574``: computed with the unrounded values); else None."""
    from dataclasses import replace

    sides = tuple(replace(x, shown={s for s in x.shown if s in _whole_side_literals(x) or x.literals[s][0] in carried})
                  for x in written)
    inputs = [x.literals[s][0] for x in sides for s in x.shown if s not in _whole_side_literals(x)]
    if not inputs:
        return None
    wv = _literal_values(sides, prec, widen=True, strict=True)
    if not evaluate(L, wv, prec).overlaps(evaluate(R, wv, prec)):
        return None
    return (f"with {', '.join(sorted(set(inputs)))} exact the value does not round to the result shown, but the "
            "document gave them before as rounded values ('≈'), and anywhere within their rounding they cover the "
            "result, which shows more digits than they carry: computed, it seems, with the unrounded values")


ROUNDED_INPUT = Fraction(1, 100)  # a decimal inside a function or exponent this finely written may be a rounded value


def _inner_rounding(written, relation, L, R, prec: int, tol, products: bool = False) -> str | None:
    """When sides that differ as written would agree with the decimals inside their functions and exponents read as
    rounded values (``10000^{-2/256} = 10000^{-0.0078}``, ``10000^{-0.0078} ≈ 0.9306``: a worked step whose input
    was rounded for display): why the relation is not decided, else None.  Only decimals written to within 1 % of
    their value (0.0078, not the 0.1 of ``0.1 \\times 1000``) whose rounding moves the sides by at most 1 %.
    ``written``: the sides as parsed; ``relation``: the sides with the relation's own shown results.  Where
    ``products``, also the decimals a side multiplies or adds that are not a whole side (``a(1 - a) = 0.562 \\cdot
    0.438``: a_2 ≈ 0.562 substituted, rounded, into a worked step written with '=')."""
    from dataclasses import replace

    import flint

    cands = []
    for k, side in enumerate(written):
        inner = set()
        whole = _whole_side_literals(side)
        for s, (dg, _) in side.literals.items():
            v = Fraction(dg)
            if (s not in side.shown or (products and s not in whole)) and v and (
                    _unit(dg) / 2 <= ROUNDED_INPUT * abs(v) or _rounds_a_part_of(dg, written[1 - k])):
                inner.add(s)
        cands.append(inner)
    if not any(cands):
        return None
    alone = tuple(replace(x, shown=c) for x, c in zip(written, cands))
    va = _literal_values(alone, prec, widen=True, strict=True)
    for e in (L, R):
        b = evaluate(e, va, prec)
        if not abs(b).rad() <= ball(ROUNDED_INPUT, prec).real * abs(b).mid():
            return None  # the rounding would move the value too far to tell
    both = tuple(replace(r, shown=set(r.shown) | c) for r, c in zip(relation, cands))
    vw = _literal_values(both, prec, widen=True, strict=True)
    Lw, Rw = evaluate(L, vw, prec), evaluate(R, vw, prec)
    if tol is not None:
        Rw = Rw + flint.acb(flint.arb(0, 1)) * ball(tol, prec)
    if not Lw.overlaps(Rw):
        return None
    names = sorted(written[i].literals[s][0] for i in (0, 1) for s in cands[i])
    shown = ", ".join(names)
    read = "is read as a rounded value" if len(names) == 1 else "are read as rounded values"
    return (f"holds only if {shown} {read} (a worked step whose input was rounded for display), "
            f"and fails with {'it' if len(names) == 1 else 'them'} as written: not decided")


def _rounds_a_part_of(digits: str, other, prec: int = 64) -> bool:
    """Whether a number the other side computes rounds to ``digits`` (``8^{0.0039}`` beside ``(32768/4096)^{0.25/64}``:
    0.25/64 = 0.00390625 shown to the digits written): the decimal is that part of the other side, rounded for display,
    though it has too few digits to be read as rounded otherwise.  Only a decimal of two significant digits or more
    (0.9 matches too much to name a part); the parts are evaluated in Arb, the other side's decimals exact.  A part that
    is the decimal exactly, a bare integer, or the whole other side (a result shown rounded: that is the relation's own
    rounding, not an input's) does not count."""
    import sympy as sp

    mantissa = digits.lower().partition("e")[0].replace("-", "").replace(".", "").lstrip("0")
    if len(mantissa) < 2 or not isinstance(other.expr, sp.Basic):
        return False
    v, half = Fraction(digits), _unit(digits) / 2
    try:
        values = _literal_values((other,), prec, widen=False)
    except Exception:  # noqa: BLE001 - a side whose decimals cannot be read names no part
        return False
    target, tol = ball(abs(v), prec).real, ball(half, prec).real
    for n, a in enumerate(sp.preorder_traversal(other.expr)):
        if n > 400:
            return False
        if not n or not isinstance(a, sp.Expr) or a.is_Integer or (a.is_Atom and a not in values) \
                or not a.free_symbols <= set(values) or huge_power(a):
            continue
        try:
            w = evaluate(a, values, prec)
        except Exception:  # noqa: BLE001 - a part Arb does not evaluate names nothing
            continue
        if not w.imag.is_zero() or not w.real.is_finite() or w.real.rad() > tol / 2 ** 10:
            continue
        d = abs(w.real) - target
        if abs(d) <= tol and not d.is_zero():
            return True
    return False


def _not_rounded(Lb, Rb) -> str:
    """Why a value with digits shown fails: a rounding slip, or sides that differ far beyond the digits shown (a wrong
    factor, ``0.8660 · 1 = 4.33``), with their relative difference."""
    try:
        a, b = float(Lb.real.mid()), float(Rb.real.mid())
        rel = abs(a - b) / max(abs(a), abs(b))
    except (ValueError, ZeroDivisionError, OverflowError):
        return "the exact value does not round to the result shown"
    if rel < 0.05:
        return "the exact value does not round to the result shown"
    return f"the two sides differ far beyond the digits shown (by {100 * rel:.3g} % of the larger one), not by a rounding"


def huge_power(expr) -> bool:
    """A power of a number with an exponent SymPy would expand into a huge integer (``10^{10^{10}}``)."""
    import sympy as sp

    return any(p.base.is_number and p.exp.is_Integer and abs(int(p.exp)) > 10_000 for p in expr.atoms(sp.Pow))


TRIG_MULTIPLE = 64  # expand_trig writes cos(nθ) as a polynomial of degree n in cos θ: not tried past this n


def large_multiple(expr) -> bool:
    """A trigonometric function of a large multiple of an angle (``\\cos(8000\\theta)``), which ``expand_trig`` would
    write out as a polynomial of that degree (seconds of SymPy for one step, more than the whole document)."""
    import sympy as sp

    for f in expr.atoms(sp.sin, sp.cos, sp.tan, sp.cot, sp.sec, sp.csc):
        for term in sp.Add.make_args(sp.expand(f.args[0])):
            c = term.as_coeff_Mul()[0]
            if c.is_Rational and abs(c.p) > TRIG_MULTIPLE:
                return True
    return False


APPROX_CLOSE = 1e-3  # '≈' with no precision shown: relative difference at most this is consistent
APPROX_FAR = 0.5  # and at least this is inconsistent (no reading of "approximately" saves it)


def _approx_without_precision(Lb, Rb, exact) -> Decision:
    """'≈' between closed sides, neither showing a rounded result: consistent when they agree to 0.1 %,
    inconsistent when they differ by half the larger or more, else undecided (how close is "≈" is not
    stated); a side that is exactly 0 is compared in absolute terms only when the other is below 10^-6."""
    import flint

    d = Lb - Rb
    if d.is_zero():
        return Decision("consistent", "arithmetic", "equal exactly", exact)
    big = max(abs(Lb).mid(), abs(Rb).mid())
    if Lb.is_zero() or Rb.is_zero():
        if abs(d).upper() < flint.arb("1e-6"):
            return Decision("consistent", "arithmetic", "'≈ 0' with the other side below 10^-6", exact)
        return Decision("undecided", "digits shown", "'≈ 0' with no precision stated", exact, cause="≈ with no precision")
    rel = abs(d).mid() / big
    if abs(d).upper() <= APPROX_CLOSE * abs(big) and rel < APPROX_CLOSE:
        return Decision("consistent", "arithmetic", f"no precision is shown; the sides agree to {float(rel):.1e} "
                        "relative (within 0.1 %)", exact)
    if abs(d).lower() >= APPROX_FAR * abs(big):
        return Decision("inconsistent", "arithmetic", f"no precision is shown, but the sides differ by "
                        f"{float(rel):.0%} of the larger: no reading of '≈' allows that", exact)
    return Decision("undecided", "digits shown", f"'≈' with no precision shown; the sides differ by {float(rel):.2%} "
                    "relative", exact, cause="≈ with no precision")


def _sympy_zero(L, R, lhs, rhs) -> bool:
    import sympy as sp

    from suite.reader.rewritings import cheaply_zero

    if huge_power(L) or huge_power(R):
        return False
    rats = {s: sp.Rational(d) for side in (lhs, rhs) for s, (d, _) in side.literals.items()}
    diff = L.xreplace(rats) - R.xreplace(rats)
    if sp.count_ops(diff) > 60:
        return False
    try:
        with budget(PROOF_SECONDS):
            # (expand_complex: e^{iπ/3} = 1/2 + (√3/2) i, which simplify leaves as (-1)^{1/3}; tried on
            # exponentials and powers of numbers only, where it writes out the real and imaginary parts)
            if cheaply_zero(diff):
                return True
            if diff.has(sp.I) and not diff.has(sp.Sum, sp.Product, sp.Integral, sp.Limit):
                try:
                    if sp.expand_complex(diff) == 0:
                        return True
                except Exception:  # noqa: BLE001 - not this step
                    pass
            return sp.simplify(diff) == 0
    except Budget:
        return False
    except Exception:  # noqa: BLE001 - not reduced
        return False


def _should_show(lhs, L, rhs, R) -> str | None:
    """When one side is a single shown decimal literal: the other side's exact value to that many digits."""
    from decimal import ROUND_HALF_EVEN, Decimal, localcontext

    for shown_side, other in ((rhs, L), (lhs, R)):
        e = shown_side.expr
        if hasattr(e, "could_extract_minus_sign") and e.could_extract_minus_sign() and (-e) in shown_side.literals:
            e = -e
        if e in shown_side.literals and other.imag.is_zero():
            digits, _ = shown_side.literals[e]
            places = len(digits.split(".")[1]) if "." in digits else 0
            with localcontext() as ctx:
                ctx.prec = places + 60
                v = Decimal(other.real.mid().str(places + 40, radius=False).replace("e", "E"))
                return format(v.quantize(Decimal(1).scaleb(-places), rounding=ROUND_HALF_EVEN), "f")
    return None


# --- sides with symbols ------------------------------------------------------------------------------

INTEGER_POINTS = (1, 2, 3, 4)
REAL_POINTS = ("0.37", "1.9")
N_POINTS = 12


def assumptions(expr, env, at, index_symbols: set):
    """The free symbols of ``expr`` replaced by symbols with the environment's assumptions (integer for an
    index, real otherwise); returns the replacement map."""
    import sympy as sp

    out = {}
    ranges = env.ranges(at)
    domains = env.domains(at)
    for s in expr.free_symbols:
        if not isinstance(s, sp.Symbol) or s.name.startswith("_lit"):
            continue
        if (s in ranges and ranges[s].domain == "integer") or s in index_symbols or domains.get(s) == "integer":
            out[s] = sp.Symbol(s.name, integer=True)
        elif domains.get(s) == "positive":
            out[s] = sp.Symbol(s.name, positive=True)
        elif domains.get(s) == "complex":
            out[s] = sp.Symbol(s.name)  # (z \in \mathbb{C}: no assumption, so |z|^2 - z^2 does not reduce to 0)
        else:
            out[s] = sp.Symbol(s.name, real=True)
    return out


def differ_at_a_point(L, R, env, at, index_symbols: set) -> bool:
    """Whether ``L - R`` is certainly not 0 at one point its symbols' assumptions allow (3 for an index or an integer
    member, 0.70, 0.83, … for the others, a family's members as numbers too), by Arb at 64 bits: then no SymPy step
    can reduce it to 0, and a proof need not be tried.  False where the point cannot be evaluated, the ball holds 0,
    a power has an exponent that is not a whole number (Arb takes (-1)^{1/3} as -1, SymPy as e^{iπ/3}), or it holds a
    sum or product (Arb's sum over an empty range is 0, SymPy's follows Karr's convention)."""
    import sympy as sp

    try:
        rep = assumptions(L - R, env, at, index_symbols)
        d = (L - R).xreplace(rep)
        if any(not p.exp.is_integer for p in d.atoms(sp.Pow)) or d.has(sp.Sum, sp.Product):
            return False  # ((-1)^{1/3}: Arb takes the real root, SymPy the principal one; Σ_{k=5}^{3}: Arb's is empty,
            #              SymPy's -Σ_{k=4}^{4} (Karr's convention): no point is screened)
        values, k = {}, 0
        for x in sorted(d.free_symbols | d.atoms(sp.Indexed), key=sp.default_sort_key):
            if isinstance(x, (sp.Symbol, sp.Indexed)) and x.is_integer:
                values[x] = ball(sp.Integer(3), 64)
            elif isinstance(x, (sp.Symbol, sp.Indexed)):
                values[x] = ball(sp.Rational(70 + 13 * k, 100), 64)
                k += 1
        got = evaluate(d, values, 64)
    except Exception:  # noqa: BLE001 - not evaluated there: nothing is known
        return False
    return bool(got.is_finite() and not got.contains(0))


PROOF_SECONDS = 30.0  # a safety net only: which steps run is decided by size, so a run is deterministic
# the SymPy steps, cheapest first, each tried only on a difference of at most this many operations (sizes, not
# seconds, decide what is tried: the same document gives the same verdicts on a loaded machine)
PROOF_STEPS = (("angle addition, expand", 400), ("expand", 400), ("integrals taken", 200), ("sums combined", 400),
               ("sums normalised", 400),
               ("expand_trig", 200),
               ("cancel", 200),
               ("exponential form", 120), ("trigsimp", 20))


def _step(name: str):
    import sympy as sp

    from sympy.simplify.fu import TR10

    from sympy.simplify.simplify import sum_simplify

    def sums_combined(e):  # Σ a + Σ b = Σ (a + b) over the same range, c Σ a = Σ c a
        sums = {x: sp.Dummy() for x in e.atoms(sp.Sum)}
        ranges = [x.limits for x in sums]
        if len(set(ranges)) == len(ranges) or any(x.function.has(sp.Sum) for x in sums) \
                or not e.xreplace(sums).is_polynomial(*sums.values()):
            # no two sums over the same range, or a sum inside a sum, a quotient or a function (where SymPy's
            # sum_simplify can take seconds): not tried
            return e
        return sp.expand(sum_simplify(sp.expand(e)))

    def integrals_taken(e):  # ∫_0^T cos(ωt) dt by SymPy's integrate, then expanded (a case split is not 0)
        if not e.has(sp.Integral):
            return e
        return sp.expand(e.replace(lambda n: isinstance(n, sp.Integral), _integral_checked))

    return {"expand": sp.expand, "integrals taken": integrals_taken, "angle addition, expand": lambda e: sp.expand(TR10(e)),  # sin(a + b), not sin(25b)
            "sums combined": sums_combined, "sums normalised": lambda e: sp.expand(normalised_sums(e)),
            "expand_trig": lambda e: sp.expand(sp.expand_trig(e)), "cancel": sp.cancel,
            "exponential form": lambda e: sp.expand(sp.powsimp(sp.expand(e.rewrite(sp.exp)))),
            "trigsimp": sp.trigsimp}[name]


_INTEGRAL_POINTS = ((0.7, 1.3, 2.1), (1.6, 0.45, 3.2))  # values for an integral's free symbols, checking SymPy's


_INTEGRALS: dict = {}  # integral -> _integral_checked's answer, in this process (a document's relations repeat one)


def _integral_checked(n):
    """SymPy's value of the definite integral ``n`` where numerical quadrature agrees with it at two points of its
    free symbols (an antiderivative with a jump inside the interval makes SymPy's value wrong: ∫_0^{2π} dθ/(1 + a^2 +
    cos θ) comes out 0); ``n`` itself, untaken, where it does not or cannot be checked.  Each integral is tried once
    (SymPy's attempt at an integral it cannot take can last seconds, and a document's relations meet it again)."""
    got = _INTEGRALS.get(n)
    if got is None:
        if len(_INTEGRALS) >= 512:
            _INTEGRALS.clear()
        got = _INTEGRALS[n] = _integral_taken(n)
    return got


def _integral_taken(n):
    import sympy as sp

    try:
        if _infinite_sum_of(n) or _symbolic_trigonometric_power(n):
            return n
        value = _cosine_integral(n)
        value = n.doit() if value is None else value
    except Exception:  # noqa: BLE001 - SymPy does not take it: left as written
        return n
    if value.has(sp.Integral):
        return n
    free = sorted(n.free_symbols, key=str)
    for row in _INTEGRAL_POINTS:
        at = {x: sp.Rational(str(row[k % len(row)])) for k, x in enumerate(free)}
        try:
            quad = _arb_complex(n.xreplace(at))  # (Arb's rigorous quadrature; SymPy's where Arb does not take it)
            quad = complex(sp.N(n.xreplace(at), 20)) if quad is None else quad
            closed = complex(sp.N(value.xreplace(at), 20))
        except (TypeError, ValueError, ZeroDivisionError):
            return n
        if not all(map(lambda z: z == z and abs(z) != float("inf"), (quad, closed))) \
                or abs(quad - closed) > 1e-8 * (1 + abs(quad)):
            return n
        if not free:
            break
    return value


def _cosine_integral(n):
    """∫_a^b k cos(ct)/t dt = k (C(cb) - C(ca)) with C(u) = Ci(u) - ln u + ln(u²)/2, and ∫_a^b k sin(ct)/t dt =
    k (Si(cb) - Si(ca)) (c > 0, k free of t; b = ∞: C(∞) = 0, Si(∞) = π/2), the antiderivatives SymPy's integrate
    gives (C is Ci for u > 0, DLMF 6.2.9 and 6.2.10; the log terms keep what it says of the bounds' signs, so that no
    identity that needs a > 0 is proved without it), or None for any other integral.  The value is then checked like
    SymPy's, against quadrature at two points of the free names; SymPy reaches the same value in a second or more."""
    import sympy as sp

    if len(n.limits) != 1 or len(n.limits[0]) != 3:
        return None
    x, lo, hi = n.limits[0]
    if lo.has(x) or hi.has(x) or lo.is_infinite or hi is -sp.oo:
        return None
    c, k = sp.Wild("c", exclude=[x]), sp.Wild("k", exclude=[x])

    def ci(u):  # Ci(u) - ln u + ln(u²)/2, SymPy's own antiderivative: Ci(u) for u > 0, and real for u < 0 too
        return sp.Ci(u) - sp.log(u) + sp.log(u ** 2) / 2

    for trig, F, at_infinity in ((sp.cos, ci, sp.Integer(0)), (sp.sin, sp.Si, sp.pi / 2)):
        m = n.function.match(k * trig(c * x) / x)
        if m and m[c].is_positive and m[k] != 0 and not m[k].has(x):
            top = at_infinity if hi is sp.oo else F(m[c] * hi)
            return m[k] * (top - F(m[c] * lo))
    return None


def _arb_complex(e) -> complex | None:
    """The number ``e`` as a complex float from an Arb ball at 96 bits (an integral by Arb's quadrature, an improper
    ∫_a^∞ cos(cx)/x dx as -Ci(ca)); None where Arb does not compute it to 10^-15."""
    from suite.reader.arb import number

    b = number(e, 96)
    if b is None or not b.is_finite() or b.real.rad() > 1e-15 * (1 + abs(b.real.mid())) or b.imag.rad() > 1e-15:
        return None
    return complex(float(b.real.mid()), float(b.imag.mid()))


def _symbolic_trigonometric_power(n) -> bool:
    """Whether the integrand of ``n`` holds a power of a trigonometric function of a variable of integration with an
    exponent that holds another name (sin^{d-2} θ for a free d): SymPy has no antiderivative for it (the Wallis
    integrals go by a recursion in d that it does not take) and its Meijer-G attempt can run for seconds."""
    import sympy as sp

    variables = {limit[0] for limit in n.limits}
    trig = (sp.sin, sp.cos, sp.tan, sp.cot, sp.sec, sp.csc)
    return any(isinstance(p.base, trig) and p.base.free_symbols & variables and p.exp.free_symbols - variables
               for p in n.function.atoms(sp.Pow))


def _infinite_sum_of(n) -> bool:
    """Whether the integrand of ``n``, its sums evaluated where SymPy can, still holds a sum whose first (innermost)
    range is infinite and that depends on a variable of integration: SymPy's integrate gives such an integral up
    (it exchanges a sum and an integral only when the sum's first range is finite: sympy/integrals/integrals.py) and
    can spend seconds finding so, so it is not tried."""
    import sympy as sp

    from suite.reader.arb import series_of_a_free_sequence

    variables = {limit[0] for limit in n.limits}

    def infinite(e) -> list:  # its sums whose first range is infinite and that depend on a variable of integration
        return [s for s in e.atoms(sp.Sum) if len(s.limits[0]) == 3 and s.free_symbols & variables
                and (s.limits[0][1].is_infinite or s.limits[0][2].is_infinite)]

    if any(series_of_a_free_sequence(s) for s in infinite(n.function)):
        return True  # (one that SymPy would not close, found without its seconds of trying)
    return bool(infinite(n.function.doit() if n.function.has(sp.Sum) else n.function))


def normalised_sums(e):
    """``e`` with every sum's index renamed canonically (ι0, ι1, …: the first name its body does not use) and the
    commuting factors of its body that do not depend on the index taken out (an exponential of a sum split first:
    e^{x_j - c} = e^{x_j} e^{-c}), innermost sums first, so that one sum written
    with two index names is one expression: Σ_{j=1}^J e^{x_j} / Σ_{j'=1}^J e^{x_{j'}} becomes S/S.  Both moves are
    valid for any summand (a product's index is only renamed).  Σ_{i,j} is taken as Σ_j Σ_i, as SymPy means it."""
    import sympy as sp

    memo: dict = {}  # (an expanded product repeats one sum in many terms: each is normalised once)

    def walk(x):
        if x in memo:
            return memo[x]
        if not x.has(sp.Sum, sp.Product):
            out = x
        elif isinstance(x, (sp.Sum, sp.Product)) and all(len(lim) == 3 for lim in x.limits):
            out = walk(x.function)
            for limit in x.limits:  # the first limit is the innermost
                out = _normalised_limit(type(x), out, *limit)
        elif not x.args:
            out = x
        else:
            out = x.func(*[walk(a) for a in x.args])
        memo[x] = out
        return out

    return walk(e)


def index_in_a_name(e):
    """(index, name) for a sum or product in ``e`` whose summand holds a name other than its index that carries the
    index in its subscript (``x_t`` in Σ_t x_{\\text{t}}, ``theta_pos`` in Σ_pos θ_{pos}); None when there is none."""
    import sympy as sp

    if not isinstance(e, sp.Basic):
        return None
    for x in e.atoms(sp.Sum, sp.Product):
        for lim in x.limits:
            i = lim[0]
            for s in x.function.free_symbols:
                if isinstance(s, sp.Symbol) and s != i and _named_after(s, i):
                    return str(i), str(s)
    return None


def _named_after(e, i) -> bool:
    """Whether a name in ``e`` other than ``i`` carries ``i`` in its subscript (``theta_pos`` for the index pos): a
    dependence on the index that SymPy does not see."""
    import re

    import sympy as sp

    mark = re.compile(r"[_{(,^]" + re.escape(i.name) + r"(?:$|[_}),^])")  # (k_max in Σ_k is a name of its own)
    return any(x != i and mark.search(x.name) for x in e.atoms(sp.Symbol))


def _normalised_limit(kind, body, i, a, b):
    """Σ_{i=a}^{b} body (or Π) with ``body`` already normalised: the index renamed, constant factors of a sum out.
    A new name is never one the body writes anywhere, bound or free (Σ_{i} Σ_{j=1}^{i}: the inner index is not
    captured), and the name is chosen again once the constant factors are out, so that equal sums come out equal."""
    import sympy as sp

    def fresh(e, keep=()):
        used = {x for x in e.atoms(sp.Symbol) if x not in keep} | a.free_symbols | b.free_symbols
        k = 0
        while sp.Symbol(f"ι{k}") in used:
            k += 1
        return sp.Symbol(f"ι{k}")

    if _named_after(body, i) or _named_after(a, i) or _named_after(b, i):
        # θ_pos read as one name inside Σ_pos, Σ_{j ∈ N(i)} inside Σ_i (its ends are named after the set): a
        # dependence on the index SymPy does not see; the sum is left as written
        return kind(body, (i, a, b))
    new = fresh(body)
    body = body.xreplace({i: new})
    if kind is sp.Product:
        canon = fresh(body, keep=(new,))
        return sp.Product(body.xreplace({new: canon}), (canon, a, b))
    out, inner = [], []
    if isinstance(body, sp.Pow) and body.base is sp.E or isinstance(body, sp.exp) or (
            isinstance(body, sp.Mul) and any(isinstance(f, sp.exp) for f in body.args)):
        body = sp.expand_power_exp(body)  # e^{x_j - c} = e^{x_j} e^{-c}: the factor that does not depend on j comes out
    for f in sp.Mul.make_args(body):
        (inner if new in f.free_symbols or not f.is_commutative else out).append(f)  # (a matrix keeps its place)
    if not inner:
        if (b - a + 1).is_nonnegative is not True:
            return sp.Mul(*out) * sp.Sum(1, (fresh(sp.Integer(1)), a, b))  # perhaps empty: kept as a sum
        return sp.Mul(*out) * (b - a + 1)
    summand = sp.Mul(*inner)
    canon = fresh(summand, keep=(new,))
    return sp.Mul(*out) * sp.Sum(summand.xreplace({new: canon}), (canon, a, b))


NO_SOLUTION_OPS = 60  # the size of lhs - rhs up to which SymPy is asked whether lhs = rhs has a real solution


def _denested(e):
    """``e`` with each power of a power of a positive number to a real exponent written as one power:
    ``(10000^{2/d})^{1 - d/2} = 10000^{(2 - d)/d}``, as it is for every real d (SymPy leaves it nested unless it
    knows d is positive)."""
    import sympy as sp

    def nested(x) -> bool:
        return isinstance(x, sp.Pow) and isinstance(x.base, sp.Pow) and x.base.base.is_number \
            and x.base.base.is_positive is True and all(s.is_real for s in x.base.exp.free_symbols) \
            and x.base.exp.is_real is not False and all(s.is_real for s in x.exp.free_symbols)

    return e.replace(nested, lambda x: sp.Pow(x.base.base, x.base.exp * x.exp))


def no_real_solution(L, R, env, at, index_symbols: set) -> tuple[str, str] | None:
    """An exact refutation of ``L = R`` in its one unknown: SymPy finds that no real value of it (none the
    environment allows: an index is an integer) makes the sides equal, so no reading of the unknown, as an
    identity or as an equation to solve, makes it true.  Returns the unknown's name and, where the sides approach
    each other as it grows, a note that the relation holds only in that limit (their ratio there); None when the
    unknowns are not exactly one, the difference is too large, or SymPy cannot show that there is no solution."""
    import sympy as sp

    rep = assumptions(L - R, env, at, index_symbols)
    d = _denested((L - R).xreplace(rep))
    free = [s for s in d.free_symbols if isinstance(s, sp.Symbol)]
    if len(free) != 1 or sp.count_ops(d) > NO_SOLUTION_OPS or huge_power(L) or huge_power(R):
        return None
    x = free[0]
    domain = sp.S.Integers if x.is_integer else sp.Interval.open(0, sp.oo) if x.is_positive else sp.S.Reals
    try:
        with budget(PROOF_SECONDS):
            if sp.solveset(d, x, sp.S.Reals).intersect(domain) is not sp.S.EmptySet:
                return None
            note = ""
            rx, lx = R.xreplace(rep), L.xreplace(rep)
            if lx.free_symbols != rx.free_symbols and sp.limit(d, x, sp.oo) == 0:
                side, const = (lx, rx) if x in lx.free_symbols else (rx, lx)
                ratio = sp.simplify(_denested(side / const)) if const != 0 else None
                note = f"they become equal only as {x.name} → ∞"
                if ratio is not None and ratio.has(x) and sp.count_ops(ratio) <= 12:
                    note += f" (the ratio of the sides is {sp.sstr(ratio)})"
        example = _at_a_typical_value(L.xreplace(rep), R.xreplace(rep), x)
        if example:
            note = f"{note}; {example}" if note else example
    except Budget:
        return None
    except Exception:  # noqa: BLE001 - an equation SymPy cannot solve: not refuted
        return None
    return x.name, note


def _at_a_typical_value(L, R, x) -> str:
    """Both sides at a value of ``x`` a reader recognises (64 for a dimension, else 10), to 6 digits: an illustration
    beside the exact refutation (the smallest test point, d = 2, can be degenerate)."""
    import sympy as sp

    v = 64 if x.is_integer or x.is_positive is not False else 10
    try:
        a, b = sp.N(L.subs(x, v), 15), sp.N(R.subs(x, v), 15)
    except Exception:  # noqa: BLE001 - not evaluated: no illustration
        return ""
    if not (a.is_real and b.is_real):
        return ""
    return f"at {x.name} = {v} the sides are {sp.Float(a, 6)} and {sp.Float(b, 6)}"


ORDER_NAMES = ("O", "O_cal")  # O(x^k), \\mathcal{O}(x^k)
ORDER_OPS = 150  # the size up to which the remainder's limit is asked of SymPy


def order_term(L, R, env, at, index_symbols: set) -> Decision | None:
    """``\\sinh\\tau = \\tau + \\mathcal{O}(\\tau^3)``: one side is a main part plus O(x^k) (k > 0, a Taylor
    remainder as x → 0), the other has no O-term.  Proved when SymPy finds that (other side − main part) / x^k
    has a finite limit as x → 0 (from above); None otherwise (a remainder that is not of that order is no finding
    here: the document may mean another limit)."""
    import sympy as sp

    def terms(side):
        return [a for a in side.atoms(sp.core.function.AppliedUndef) if a.func.__name__ in ORDER_NAMES]

    tl, tr = terms(L), terms(R)
    if bool(tl) == bool(tr) or len(tl + tr) != 1:
        return None
    side, other = (L, R) if tl else (R, L)
    o = (tl + tr)[0]
    main = side.xreplace({o: sp.Integer(0)})
    if sp.expand(side - main - o) != 0:  # the O-term is not simply added
        return None
    arg = o.args[0] if len(o.args) == 1 else None
    if arg is None or not isinstance(arg, sp.Pow) or not isinstance(arg.base, sp.Symbol) \
            or not (arg.exp.is_number and arg.exp > 0):
        return None
    rep = assumptions(L - R, env, at, index_symbols)
    x = sp.Symbol(arg.base.name, positive=True)
    rep[arg.base] = x
    diff = (other - main).xreplace(rep)
    if sp.count_ops(diff) > ORDER_OPS:
        return None
    try:
        with budget(PROOF_SECONDS):
            lim = sp.limit(diff / x ** arg.exp, x, 0, "+")
    except Budget:
        return None
    except Exception:  # noqa: BLE001 - a limit SymPy cannot take: not decided
        return None
    if not (lim.is_finite and not lim.has(sp.Limit)):
        return None
    return Decision("proved", "proof", f"as {x.name} → 0: SymPy finds that (the other side − its main part) / "
                    f"{sp.sstr(arg)} tends to {sp.sstr(lim)}, a finite limit, so the remainder is O({sp.sstr(arg)})")


def prove(L, R, rel: str, env, at, index_symbols: set, seconds: float = PROOF_SECONDS) -> str | None:
    """The name of the SymPy step that reduced the relation, or None."""
    import sympy as sp

    if huge_power(L) or huge_power(R):
        return None
    rep = assumptions(L - R, env, at, index_symbols)
    d = (L - R).xreplace(rep)
    ops = sp.count_ops(d)
    try:
        with budget(seconds):
            for name, limit in PROOF_STEPS:
                if ops > limit or (name == "expand_trig" and large_multiple(d)):
                    continue
                r = _step(name)(d)
                if rel in ("=", "≈") and r == 0:
                    if name == "angle addition, expand" and sp.expand(d) == 0:
                        return "expand"  # no angle addition was needed: the step is named as what did the work
                    return name
                if rel in ("≤", "≥", "<", ">"):
                    sign = {"≤": r.is_nonpositive, "<": r.is_negative, "≥": r.is_nonnegative, ">": r.is_positive}[rel]
                    if sign:
                        return name
    except Budget:
        return None
    except Exception:  # noqa: BLE001 - a step SymPy cannot take: not proved
        return None
    return None


def _is_interval(b) -> bool:
    """A range read from inequalities (``0 \\le t \\le 1``) is a real interval; one read from a list is of integers."""
    return b.domain == "real"


def _candidates(s, env, at, index_symbols: set, even: set) -> list:
    """The test values of symbol ``s`` (ints, or decimal strings for reals)."""
    ranges = env.ranges(at)
    domains = env.domains(at)
    if s in even:
        return [2, 4, 8, 16]
    if s in ranges and _is_interval(ranges[s]):
        return ["0.37", "1.9"] + list(INTEGER_POINTS)  # moved inside the interval by _within_ranges
    if s in ranges or s in index_symbols or domains.get(s) == "integer":
        return [0, 1, 2, 3, 5]
    return list(INTEGER_POINTS) + list(REAL_POINTS)


def free_members(L, R, members, symbolic: bool = False) -> dict:
    """{member: a real symbol} for the members of undefined families that stand for free numbers in the relation: an
    entry with numbers for indices (``x_0``, ``y_1``), or with ``symbolic`` any indices (``lse_i``, ``x_{ij}``:
    two members are then two independent numbers, which proves an identity for every choice of the indices but
    refutes nothing, since the indices may coincide); none inside a sum or product, where the index runs."""
    import sympy as sp

    bound = {lim[0] for e in (L, R) for s in e.atoms(sp.Sum, sp.Product, sp.Integral) for lim in s.limits}
    inside = {a for e in (L, R) for s in e.atoms(sp.Sum, sp.Product, sp.Integral) for a in s.atoms(sp.Indexed)}
    out = {}
    for a in members:
        if a in inside or not a.is_commutative or not (symbolic or all(i.is_Integer for i in a.indices)) \
                or bound & a.free_symbols:
            continue
        out[a] = sp.Symbol(f"{a.base}_{'_'.join(str(i) for i in a.indices)}", real=True)
    return out


def never_coincide(members) -> bool:
    """Whether the family members ``members`` (Indexed) are entries of one vector that can never be one entry whatever
    their symbolic indices are: some family has two of them, and any two of one family have as many indices and
    differ in a position where both are integers (``q_{m,1}`` and ``q_{m,2}``; not ``x_i`` and ``x_j``, which are one
    entry when i = j, nor a lone ``s_t``)."""
    members = list(members)
    bases = [a.base for a in members]
    if not any(bases.count(b) > 1 for b in bases):
        return False  # (a claim about free entries needs two entries of one vector: q^{(1)}_m and q^{(2)}_m)
    for k, a in enumerate(members):
        for b in members[k + 1:]:
            if a.base != b.base:
                continue
            if len(a.indices) != len(b.indices) or not any(
                    x.is_Integer and y.is_Integer and x != y for x, y in zip(a.indices, b.indices)):
                return False
    return True


def test_points(L, R, rel: str, lhs, rhs, env, at, index_symbols: set, even: set,
                arbitrary: frozenset = frozenset()) -> Decision:
    """LaCASt's test: both sides in Arb at admissible points (each symbol's domain; inside its range, the range's
    ends included, read under the environment's values).  The families and functions named in ``arbitrary`` (which
    the document leaves undefined) are each given one fixed smooth function (``arb.arbitrary``)."""
    import sympy as sp

    free = sorted((L.free_symbols | R.free_symbols) - set(lhs.literals) - set(rhs.literals), key=str)
    free = [s for s in free if isinstance(s, sp.Symbol)]
    if arbitrary:  # the name of an arbitrary family (x of x_{ij}) is no number to try, unless it also stands alone
        members = L.atoms(sp.Indexed) | R.atoms(sp.Indexed)
        alone = (L.xreplace({a: sp.Dummy() for a in members}).free_symbols
                 | R.xreplace({a: sp.Dummy() for a in members}).free_symbols)
        free = [s for s in free if s.name not in arbitrary or s in alone]
    domains = env.domains(at)
    complex_ = sorted(str(s) for s in free if domains.get(s) == "complex")
    if complex_:  # |z|^2 = z^2 holds at every real z: test points on the real line decide nothing for a complex z
        return Decision("undecided", "test points", f"{', '.join(complex_)} declared complex: the test points are real "
                        "numbers, which would not test it", cause="complex unknowns")
    cands = {s: _candidates(s, env, at, index_symbols, even) for s in free}
    ranges = env.ranges(at)
    values = {b.target: b.value for b in env.definitions(at) if b.kind == "value"}
    tried, seen, failed_real, failed_outside, unresolved = [], set(), None, None, None
    exact_sign = False
    primes = (1, 3, 5, 7, 11, 13, 17)
    for k in range(N_POINTS):
        point = {}
        for j, s in enumerate(free):
            vals = cands[s]
            if k < N_POINTS // 2:  # the first half of the points are all integers
                vals = [v for v in vals if isinstance(v, int)] or vals
            point[s] = vals[(k * primes[j % len(primes)] + j) % len(vals)]
        point = _within_ranges(point, ranges, values, k)
        if point is None:
            continue
        shown = {str(s): str(v) for s, v in point.items()}
        key = tuple(sorted(shown.items()))
        if key in seen:
            continue
        res, exact = _compare_at(L, R, rel, lhs, rhs, point, PREC, arbitrary), False
        if res is None and rel in ("<", ">", "≤", "≥"):
            res = _compare_at(L, R, rel, lhs, rhs, point, HIGH, arbitrary)
            if res is None:  # θ_3 > 10^{-3} at d = 8: the sides may be equal there (Arb cannot tell equal numbers)
                diff = _exact_difference(L, R, lhs, rhs, point)
                sign = None if diff is None else (0 if diff == 0 else (1 if diff.is_positive else
                                                                      -1 if diff.is_negative else None))
                if sign is None:
                    unresolved = unresolved or shown  # (not told: the point decides nothing)
                    continue
                res, exact = {"<": sign < 0, "≤": sign <= 0, ">": sign > 0, "≥": sign >= 0}[rel], True
                exact_sign = exact_sign or (sign != 0 and not res)  # (n mod 3 ≤ 1 at n = 2: lhs - rhs = 1, exactly)
        if res is None:
            continue
        seen.add(key)
        tried.append(shown)
        if res is False and (exact or _compare_at(L, R, rel, lhs, rhs, point, HIGH, arbitrary) is False):
            beyond = outside_bounds(point, env.bounds(at))
            if beyond:  # n = 0 where the document says n ≥ 1: no counterexample; other points are tried
                failed_outside = failed_outside or (shown, beyond)
                continue
            admissible = all(isinstance(v, int) or domains.get(s) in ("real", "positive")
                             or (s in ranges and _is_interval(ranges[s])) for s, v in point.items())
            vals = _values_text(L, R, lhs, rhs, point, arbitrary)
            if admissible:
                why = ("fails at a test point (SymPy reduces lhs - rhs there to a number of the wrong sign)"
                       if exact and exact_sign else "fails at a test point (the sides are exactly equal there, SymPy)"
                       if exact else "fails at a test point (re-checked at 512 bits)")
                return Decision("inconsistent", "test points", why, vals, points=tried, counterexample=shown)
            failed_real = failed_real or (shown, vals)
    if failed_real is not None:
        n_int = sum(1 for p in tried if all("." not in v and "/" not in v for v in p.values()))
        return Decision("undecided", "test points",
                        f"holds at the {n_int} all-integer points tried but fails at a point with a non-integer value; "
                        "the document does not say whether its symbols are integers", failed_real[1], points=tried,
                        counterexample=failed_real[0], cause="fails only at a non-integer point")
    if failed_outside is not None:
        where = "; ".join(f"{b.name} {_bound_text(b)} ({b.where})" for b in failed_outside[1])
        return Decision("undecided", "test points", f"fails only at test points outside what the document states "
                        f"({where}); holds at the others tried", points=tried, counterexample=failed_outside[0],
                        cause="fails only outside a stated bound")
    if not tried and unresolved is not None:
        return Decision("undecided", "test points", "at no test point could the sides be compared: at "
                        f"{', '.join(f'{k} = {v}' for k, v in unresolved.items())} (the first tried) Arb does not decide "
                        "it at 512 bits (a side it does not compute, or sides too close to call), and SymPy does not show "
                        "them equal", counterexample=unresolved,
                        cause="no test point evaluated")
    if not tried:
        return Decision("undecided", "test points", "no test point could be evaluated", cause="no test point evaluated")
    if unresolved is not None:
        return Decision("undecided", "test points", f"holds at {len(tried)} test points, but at "
                        f"{', '.join(f'{k} = {v}' for k, v in unresolved.items())} the sides cannot be told apart at 512 "
                        "bits (they may be equal there)", points=tried, counterexample=unresolved,
                        cause="sides not told apart at a test point")
    return Decision("consistent", "test points", f"consistent at {len(tried)} distinct test points", points=tried)


_NEGATIVE_POINTS = ("-1", "-2.5", "-0.37")
_FAR_POINTS = ("7.3", "11", "37.5", "1000")  # (min(x, 5), ⌊x/10⌋: the small test points stay on one side of a kink)
_TELLING = ("Abs", "Max", "Min", "sign", "Heaviside", "Piecewise", "floor", "ceiling", "frac")


def _tells_signs(e) -> bool:
    """Whether ``e`` holds a function with a kink or a jump (|x|, max, min, sign, a case, floor, ceiling), or one that
    a real name makes so (``\\sqrt{x^2}`` is |x|)."""
    import sympy as sp

    if not isinstance(e, sp.Basic):
        return False
    real = e.xreplace({x: sp.Symbol(x.name, real=True) for x in e.free_symbols if isinstance(x, sp.Symbol)})
    return any(type(a).__name__ in _TELLING for x in (e, real) for a in sp.preorder_traversal(x))


def fails_far(L, R, rel, lhs, rhs, env, at, index_symbols: set, even: set) -> tuple | None:
    """A failure of a relation that the (small) test points find consistent, at a larger value of one of its real
    symbols, where the sides hold a kink or a jump (min(x, 5) = x, ⌊x/10⌋ = 0): (the point, the values), or None.  An
    index, an even dimension, a ranged symbol or an integer is not moved."""
    import sympy as sp

    if not (_tells_signs(L) or _tells_signs(R)):
        return None
    free = sorted((L.free_symbols | R.free_symbols) - set(lhs.literals) - set(rhs.literals), key=str)
    free = [s for s in free if isinstance(s, sp.Symbol)]
    cands = {s: _candidates(s, env, at, index_symbols, even) for s in free}
    domains, ranges = env.domains(at), env.ranges(at)
    for s in [s for s in free if any(not isinstance(v, int) for v in cands[s]) and s not in ranges
              and domains.get(s) != "integer"]:
        for v in _FAR_POINTS:
            point = {x: (v if x == s else cands[x][0]) for x in free}
            if _compare_at(L, R, rel, lhs, rhs, point, PREC, frozenset()) is False \
                    and _compare_at(L, R, rel, lhs, rhs, point, HIGH, frozenset()) is False:
                return {str(x): str(y) for x, y in point.items()}, _values_text(L, R, lhs, rhs, point, frozenset())
    return None


def fails_below_zero(L, R, rel, lhs, rhs, env, at, index_symbols: set, even: set, keep: set,
                     floors: dict | None = None) -> tuple | None:
    """A failure of a relation that the test points (all positive) find consistent, at a negative value of one of
    its real symbols, where the sides tell the signs apart (|x|, max, min, sign, a case): (the point, the values), or
    None.  A symbol that is an index, an even dimension, ranged, declared positive or an integer, or in ``keep``
    (the document bounds it below by 0), is not moved; one in ``floors`` ({symbol: a negative lower bound}) only to
    values above that bound."""
    import sympy as sp

    if not (_tells_signs(L) or _tells_signs(R)):
        return None
    free = sorted((L.free_symbols | R.free_symbols) - set(lhs.literals) - set(rhs.literals), key=str)
    free = [s for s in free if isinstance(s, sp.Symbol)]
    cands = {s: _candidates(s, env, at, index_symbols, even) for s in free}
    arbitrary: frozenset = frozenset()
    domains, ranges = env.domains(at), env.ranges(at)
    movable = [s for s in free if any(not isinstance(v, int) for v in cands[s]) and s not in ranges
               and s not in keep and domains.get(s) not in ("positive", "integer")]
    floors = floors or {}
    for s in movable:
        tries = _NEGATIVE_POINTS
        if s in floors:  # (x ≥ -1: -0.37 and half the bound, -0.5)
            lo = sp.Rational(str(floors[s])) if not isinstance(floors[s], sp.Basic) else floors[s]
            tries = tuple(v for v in _NEGATIVE_POINTS if sp.Rational(v) > lo) + (str(sp.Float(lo / 2, 15)),)
        for v in tries:
            point = {x: (v if x == s else cands[x][0]) for x in free}
            if _compare_at(L, R, rel, lhs, rhs, point, PREC, arbitrary) is False \
                    and _compare_at(L, R, rel, lhs, rhs, point, HIGH, arbitrary) is False:
                return {str(x): str(y) for x, y in point.items()}, _values_text(L, R, lhs, rhs, point, arbitrary)
    return None


def constant_in(side, literals, syms, point: dict, env, at, index_symbols: set, even: set) -> str | None:
    """Whether the side ``side`` takes one value whatever the symbols ``syms`` are (the dot product of two sinusoidal
    encodings, PE(t + k) · PE(t), the same for every t): at ``point``, and at a second point with its other symbols
    moved, its value at 512 bits with each of ``syms`` moved to other test values (two integers and a non-integer
    where the symbol may be one) lies within 2^-400 of its value there.  The moved values, as text, or None when the
    side moves, cannot be evaluated or is not known that closely."""
    from fractions import Fraction

    import flint

    def cands(s):
        return _candidates(s, env, at, index_symbols, even)

    def others(s, v):
        rest = [c for c in cands(s) if str(c) != str(v)]
        far = [] if s in index_symbols or s in env.ranges(at) or s in even else [100003, "12345.67"]
        # (and two large values where the symbol is no index: ⌊L/4096⌋ is flat over the small ones)
        return [c for c in rest if isinstance(c, int)][:2] + [c for c in rest if not isinstance(c, int)][:1] + far

    second = {s: ([c for c in cands(s) if str(c) != str(v)] or [v])[0] if s not in syms else v for s, v in point.items()}
    lits = _literal_values((literals,), HIGH, widen=False)
    moved = {}
    for base_point in (point, second):
        vals = {**lits, **_point_balls(base_point, HIGH)}
        try:
            base = evaluate(side, vals, HIGH)
        except NotEvaluated:
            return None
        if not base.is_finite():
            return None
        tight = flint.arb(2) ** -400 * (1 + abs(base).mid())
        if not base.rad() < tight:
            return None
        for s in syms:
            alternatives = others(s, base_point[s])
            if len(alternatives) < 2:
                return None
            for v in alternatives:
                try:
                    b = evaluate(side, {**vals, s: ball(Fraction(str(v)), HIGH)}, HIGH)
                except NotEvaluated:
                    return None
                if not (b.is_finite() and abs(b - base) < tight):
                    return None
                moved.setdefault(str(s), []).append(str(v))
    return "; ".join(f"{s} = {', '.join(dict.fromkeys(vs))}" for s, vs in moved.items())


EQUAL_AT_OPS = 400  # the largest difference (in SymPy operations) simplified exactly at a test point


def _exact_difference(L, R, lhs, rhs, point):
    """lhs - rhs at ``point`` as SymPy reduces it, when that is 0 or a real number SymPy knows the sign of (n mod 3 - 1
    at n = 2 is 1); None when it cannot tell.  (Arb cannot decide equality; a strict inequality fails where the sides
    are equal.)"""
    import sympy as sp
    from fractions import Fraction as F

    if any(not (lim[1].is_finite and lim[2].is_finite) for side in (L, R) for S in side.atoms(sp.Sum)
           for lim in S.limits):
        return None  # (a series: simplify runs for its whole budget, and the substitution alone takes a while)
    try:
        subs = {s: sp.Rational(F(digits)) for side in (lhs, rhs) for s, (digits, _) in side.literals.items()}
        subs.update({s: sp.nsimplify(v) for s, v in point.items()})
        at_point = (L - R).xreplace(subs)
        if at_point.has(sp.Integral) or sp.count_ops(at_point) > EQUAL_AT_OPS:
            return None  # (an integral at a point, ∫_m^∞ cos t / t dt, or a long sum: simplify runs for its whole budget)
        with budget(PROOF_SECONDS):
            diff = sp.simplify(at_point)
    except Budget:
        return None
    except Exception:  # noqa: BLE001 - SymPy cannot reduce it: not told
        return None
    if diff == 0:
        return sp.Integer(0)
    return diff if diff.is_number and diff.is_zero is False and (diff.is_positive or diff.is_negative) else None


def _bound_text(b) -> str:
    strict = b.domain == "strict"
    return f"{'>' if strict else '≥'} {b.lo}" if b.lo is not None else f"{'<' if strict else '≤'} {b.hi}"


def _number(v):
    import sympy as sp

    return sp.Integer(v) if isinstance(v, int) else sp.Rational(v)


def outside_bounds(point: dict, bounds: dict) -> list:
    """The one-sided bounds in scope ("let n ≥ 1") that ``point`` violates (n = 0): a failure there is outside what
    the document states, and is no counterexample.  The test points are never moved into a bound, so a bound can
    only keep a failure from being a finding, never make a relation pass."""
    import sympy as sp

    out = []
    for s, bs in bounds.items():
        if s not in point:
            continue
        v = sp.Rational(str(point[s]))
        for b in bs:
            strict = b.domain == "strict"
            if (b.lo is not None and (v < b.lo or (strict and v == b.lo))) or \
                    (b.hi is not None and (v > b.hi or (strict and v == b.hi))):
                out.append(b)
    return out


def _exact(x):
    """A range's bound as SymPy's nsimplify reads it; a rational bound is exact already, and is kept as it is (nsimplify
    would search it for a closed form, seconds of PSLQ for a rounded pi, and give it back unchanged)."""
    import sympy as sp

    if not x.is_number or x.is_Rational:
        return x
    return sp.nsimplify(x)


def _within_ranges(point: dict, ranges: dict, values: dict, k: int) -> dict | None:
    """``point`` with each ranged symbol moved inside its range (read at the point and under the environment's
    values): an integer range's lowest, highest or middle value, chosen by the point's number ``k``; a real
    interval's value scaled into it.  None when a range is empty there."""
    import sympy as sp

    out = dict(point)
    for s, b in sorted(ranges.items(), key=lambda kv: str(kv[0])):
        if s not in out:
            continue
        sub = {**values, **{x: _number(v) for x, v in out.items() if x != s}}
        try:
            lo, hi = sp.sympify(b.lo).xreplace(sub), sp.sympify(b.hi).xreplace(sub)
            lo, hi = _exact(lo), _exact(hi)
        except Exception:  # noqa: BLE001 - a range the reader cannot read here: the point is not used
            return None
        if not (lo.is_number and hi.is_number and lo.is_finite and hi.is_finite):
            continue
        if _is_interval(b):
            if hi < lo:
                return None
            t = [sp.Rational(0), sp.Rational(1), sp.Rational(1, 2), sp.Rational(37, 100), sp.Rational(19, 20)][k % 5]
            v = lo + (hi - lo) * t
            out[s] = int(v) if v.is_integer else str(v)
            continue
        lo_i, hi_i = int(sp.ceiling(lo)), int(sp.floor(hi))
        if hi_i < lo_i:
            return None
        v = out[s]
        if not isinstance(v, int) or v < lo_i or v > hi_i:
            out[s] = (lo_i, hi_i, (lo_i + hi_i) // 2)[k % 3]
        elif k % 4 in (1, 3):  # (the range's highest and middle values too, not only the first few: 2π/θ_i < 4096
            out[s] = hi_i if k % 4 == 1 else (lo_i + hi_i) // 2  # for i = 0 … 63 fails from i = 46 on)
    return out


def _point_balls(point: dict, prec: int, arbitrary: frozenset = frozenset()) -> dict:
    from fractions import Fraction

    from suite.reader.arb import arbitrary as smooth

    out = {s: ball(Fraction(v), prec) for s, v in point.items()}
    out.update({("arbitrary", name): smooth(name, prec) for name in arbitrary})
    return out


def _compare_at(L, R, rel, lhs, rhs, point, prec, arbitrary: frozenset = frozenset()) -> bool | None:
    """True/False when the relation holds/fails at the point, None when not decided or not evaluable."""
    lhs, rhs = shown_results(lhs, rhs, rel)
    vals = {**_literal_values((lhs, rhs), prec, widen=True), **_point_balls(point, prec, arbitrary)}
    try:
        Lb, Rb = evaluate(L, vals, prec), evaluate(R, vals, prec)
    except NotEvaluated:
        return None
    if not (Lb.is_finite() and Rb.is_finite()):
        return None
    if rel in ("=", "≈"):
        if Lb.overlaps(Rb):
            return True
        return False
    d = Lb - Rb
    if not d.imag.contains(0):
        return None
    r = d.real
    holds = {"<": r < 0, ">": r > 0, "≤": r <= 0, "≥": r >= 0}[rel]
    fails = {"<": r >= 0, ">": r <= 0, "≤": r > 0, "≥": r < 0}[rel]
    return True if holds else False if fails else None


def _values_text(L, R, lhs, rhs, point, arbitrary: frozenset = frozenset()) -> dict | None:
    vals = {**_literal_values((lhs, rhs), HIGH, widen=False), **_point_balls(point, HIGH, arbitrary)}
    try:
        return {"lhs": text(evaluate(L, vals, HIGH)), "rhs": text(evaluate(R, vals, HIGH))}
    except NotEvaluated:
        return None


_APART = (1, 2, 3, 5, 7, 11, 13, 17)


def _in_ranges(point: dict, ranges: dict, even: set) -> dict:
    """A base point made to respect what the document declares: a symbol it halves (``even``) even, and an index with
    a range (m from 0 to d_model/2 - 1) inside it at the values of the others (folded into the range), so that a
    regime is not found at points the document excludes (m = 3 at d_model = 1 makes 10000^{2m/d_model} = 10^24, and
    an error small only because of that would be read as a limit)."""
    import sympy as sp

    out = {s: (2 * v if s in even else v) for s, v in point.items()}
    for s, b in ranges.items():
        if s not in out or b.lo is None or b.hi is None:
            continue
        try:
            lo, hi = (sp.sympify(x).xreplace({t: v for t, v in out.items() if t != s}) for x in (b.lo, b.hi))
        except (TypeError, ValueError, sp.SympifyError):
            continue
        if not (lo.is_Integer and hi.is_Integer) or hi < lo:
            continue
        if not lo <= out[s] <= hi:
            out[s] = int(lo + (out[s] - lo) % (hi - lo + 1))
    return out


def regime(L, R, lhs, rhs, env, at, index_symbols: set, even: set, stated: list | None = None) -> Decision:
    """'≈' between sides with symbols: the relative error as symbols go to 0 and to infinity.  Where the text states
    regimes right before the formula (``stated``: [(symbol, "∞" or "0")], "for large n and small x"), it is judged in
    each of them: consistent when it holds in all, else undecided (a failure there is no finding: the reader may
    have misread the prose)."""
    import sympy as sp

    iterate = _iterates(L, R)
    if iterate is not None:
        return Decision("undecided", "regime", f"{iterate} is written with superscripts that differ by a whole number "
                        "(h^{k+1} beside h^k): the k-th iterate, an index, which no regime of k as a power decides",
                        cause="approximation in no regime")
    free = sorted((L.free_symbols | R.free_symbols) - set(lhs.literals) - set(rhs.literals), key=str)
    free = [s for s in free if isinstance(s, sp.Symbol)]
    # the symbols that stay put take different values (1, 2, 3, 5, … in turn): with one value for all of them,
    # x/y ≈ 1 would "hold" whatever x and y are; a relation that holds only with them equal is undecided
    base_points = [_in_ranges({s: _APART[(j + k) % len(_APART)] for j, s in enumerate(free)}, env.ranges(at), even)
                   for k in range(3)]
    named = [(x, way) for x, way in (stated or []) if x in free]
    if named:  # (together: "for large n and small x" moves both)
        results = [_regime_at(L, R, lhs, rhs, env, at, index_symbols, even, free, base_points, named)]
        labels = ", ".join(f"{x} → {way}" for x, way in named)
        if results[0].cause == "not evaluated":
            return results[0]
        if all(d.status == "consistent" for d in results):
            return Decision("consistent", "regime", f"holds in the regime the text states ({labels}; relative error "
                            "below 10^-3 there, and within a hundredth of the first correction term where both sides carry one)",
                            points=[{"regime": labels}])
        return Decision("undecided", "regime", f"does not hold in the regime the text states ({labels}) as the reader "
                        "reads it: no finding, since the prose may say more than the reader reads",
                        cause="approximation in no regime")
    d = _regime_at(L, R, lhs, rhs, env, at, index_symbols, even, free, base_points)
    if d.status == "consistent" or len(free) < 2:
        return d
    equal = _regime_at(L, R, lhs, rhs, env, at, index_symbols, even, free,
                       [_in_ranges({s: v for s in free}, env.ranges(at), even) for v in (1, 2, 3)])
    if equal.status == "consistent":
        return Decision("undecided", "regime", f"{equal.reason}; but only with the symbols that stay put equal to one "
                        "another: with different values it does not hold (the document may mean them equal)",
                        cause="approximation in no regime")
    return d


def _iterates(L, R) -> str | None:
    """The name written with two superscripts that differ by a whole number and hold a symbol (``h^{k+1}_j`` and
    ``h^k_j``: iterates of a loop, read by the parser as powers), or None."""
    import sympy as sp

    bases: dict = {}
    for e in (L, R):
        if not isinstance(e, sp.Basic):
            continue
        for p in e.atoms(sp.Pow):
            if isinstance(p.base, (sp.Symbol, sp.Indexed)) and p.exp.free_symbols:
                bases.setdefault(p.base, set()).add(p.exp)
    for base, exps in bases.items():
        exps = list(exps)
        for k, a in enumerate(exps):
            for b in exps[k + 1:]:
                diff = sp.simplify(a - b)
                if diff.is_Integer and diff != 0:
                    return str(base)
    return None


def _regime_at(L, R, lhs, rhs, env, at, index_symbols: set, even: set, free: list, base_points: list,
               stated: list | None = None) -> Decision:
    """``regime`` with the symbols that stay put at ``base_points`` (in the ``stated`` regime only, when given: its
    symbols moving together, each to its own limit)."""
    import sympy as sp

    ranges = env.ranges(at)
    # an index, a ranged symbol or a dimension (a symbol the document halves: a positive even integer) does not go
    # to 0; a ranged one does not go to infinity
    directions = [(f"{s} → {lim}", [s], lim) for s in free for lim in ("0", "∞")
                  if not (lim == "0" and (s in ranges or s in index_symbols or s in even))
                  and not (lim == "∞" and s in ranges)]
    for lim in ("0", "∞"):  # together: the symbols that may go there on their own
        movable = [s for s in free if any(d[1] == [s] and d[2] == lim for d in directions)]
        if len(movable) > 1:
            directions.append((f"all → {lim}" if len(movable) == len(free) else
                               f"{', '.join(map(str, movable))} → {lim}", movable, lim))
    directions = [(label, syms, [lim] * len(syms)) for label, syms, lim in directions]
    if stated is not None:
        directions = [(", ".join(f"{x} → {way}" for x, way in stated), [x for x, _ in stated], [w for _, w in stated])]
    worst_small = None
    errors = {}
    # the error before any symbol moves: a relation already within 10^-3 there (sin((i+1)/w) - sin(i/w) ≈ cos(i/w)/w
    # where w = 10000^(2m/d) is large at every test point, as with no range declared for m) holds in no limit of its
    # own, and naming the first direction tried (i → ∞) would name a regime in which nothing changes
    unmoved = [_relative_error(L, R, lhs, rhs, {x: (v if isinstance(v, int) else _dec(v)) for x, v in b.items()})
               for b in base_points] if stated is None else []
    close_already = bool(unmoved) and all(e is not None and e < 1e-3 for e in unmoved)
    spurious: list = []
    for label, syms, lims in directions:
        errs = []
        for base in base_points:
            for k in (0, 1):
                point = _moved(base, syms, lims, k)
                err = _relative_error(L, R, lhs, rhs, {x: (v if isinstance(v, int) else _dec(v))
                                                       for x, v in point.items()})
                errs.append(err)
        errors[label] = errs
        if stated is not None and any(e is None for e in errs):
            return Decision("undecided", "regime", f"the sides could not be evaluated in the regime the text states "
                            f"({label}; not computed there: a factorial, a sum of that many terms, or a value too large)",
                            cause="not evaluated")
        if errs and all(e is not None for e in errs) and max(errs[1::2]) < 1e-3 \
                and _correction_right(L, R, lhs, rhs, base_points, syms, lims):
            if stated is None and not _falls(L, R, lhs, rhs, base_points, syms, lims, errs):
                # small, but not falling as the symbol goes further: not a regime in which the error vanishes
                spurious.append(label)
                continue
            return Decision("consistent", "regime", f"holds in the regime {label} (relative error below 10^-3 there, and "
                            "within a hundredth of the first correction term where both sides carry one; the document may state "
                            "another regime)", points=[{"regime": label}])
        worst_small = errs if worst_small is None else worst_small
    if spurious:
        if close_already:
            return Decision("consistent", "regime", "holds at the test points themselves, before any symbol moves "
                            "(relative error below 10^-3 at each, and no smaller as a symbol goes to a limit): the "
                            "values already make the sides close (a small ratio such as 1/ω_m), which is the regime; "
                            "the document may state it", points=[{"regime": "at the test points"}])
        return Decision("undecided", "regime", f"the relative error is small as {spurious[0]} but does not fall "
                        "further along it: no regime in which it vanishes", cause="approximation in no regime")
    plain = []
    for k in range(6):
        point = {s: (INTEGER_POINTS + (5, 7))[(k + j) % 6] for j, s in enumerate(free)}
        plain.append(_relative_error(L, R, lhs, rhs, point))
    every = [e for es in errors.values() for e in es] + plain
    if every and all(e is not None and e >= 0.5 for e in every):
        pt = {str(s): str(v) for s, v in {s: INTEGER_POINTS[j % 4] for j, s in enumerate(free)}.items()}
        return Decision("inconsistent", "regime",
                        "the relative error stays at or above 1/2 at every test point and in every regime tried "
                        f"({', '.join(errors)}): no reading of the approximation saves it", points=[pt],
                        counterexample=pt, exact=_values_text(L, R, lhs, rhs, {sp.Symbol(k): int(v) for k, v in pt.items()}))
    return Decision("undecided", "regime", "an approximation between expressions with symbols, valid in no regime "
                    "the reader could find, and not wrong in all of them", cause="approximation in no regime")


_SCALES = (6, 9, 40)  # the powers of ten of the scales: near, far, and far out (10^-40 or 10^40)


def _falls(L, R, lhs, rhs, base_points: list, syms: list, lims: list, errs: list) -> bool:
    """Whether the relative error falls as ``syms`` go to their limits, at every base point: tenfold from the near
    scale to the far one, and again to the far-out one (where it can be computed); an error that stays at its size
    (a bounded oscillation that happens to be small) is no regime in which it vanishes."""
    for j, base in enumerate(base_points):
        near, far = errs[2 * j], errs[2 * j + 1]
        if far and far > near / 10:
            return False
        out = _relative_error(L, R, lhs, rhs, {x: (v if isinstance(v, int) else _dec(v))
                                               for x, v in _moved(base, syms, lims, 2).items()})
        if far and out is not None and out > far / 10:
            return False
    return True


def _moved(base: dict, syms: list, lims: list, k: int) -> dict:
    """``base`` with each of ``syms`` moved to scale ``k`` of its limit (``_SCALES``); symbols that go there together
    stay apart (``_SPREADS`` times the scale, the set chosen by the base point): with one value for all of them,
    x ≈ y would "hold" as all → 0."""
    point = dict(base)
    spread = _SPREADS[sum(v for v in base.values() if isinstance(v, int)) % len(_SPREADS)]
    for j, (s, lim) in enumerate(zip(syms, lims)):
        big = 10 ** _SCALES[k]
        num, den = spread[j % len(spread)]
        point[s] = f"{num * big}/{den}" if lim == "∞" else f"{num}/{den * big}"
    return point


# the multipliers of symbols that move together: not in simple ratios to one another (√2, e, π, √3, … to 5 digits),
# two sets in turn, so that x ≈ y/2 or a + b ≈ c does not "hold" as all → 0
_SPREADS = (((1, 1), (14142, 10000), (27183, 10000), (31416, 10000), (17321, 10000), (22361, 10000)),
            ((8, 7), (17321, 10000), (22361, 10000), (12599, 10000), (29240, 10000), (15874, 10000)))
# (8/7 × 10^9 is not a whole number: a side that oscillates, cos(2πx) or (-1)^n, is not caught at a peak)


def _correction_right(L, R, lhs, rhs, base_points: list, syms: list, lims: list) -> bool:
    """Whether an approximation whose two sides both carry a correction term past their leading term (``\\sin\\theta
    ≈ \\theta - \\theta^3/6``: both lead with θ) has that term right, not only the leading one: at the far scale the
    error |lhs - rhs| must be below a hundredth of the smaller side's correction |side - its leading term| (a sign or
    coefficient slip leaves an error of the correction's own order; a right one, an error of a higher order).  A side
    equal to its leading term (``\\sin\\theta ≈ \\theta``, ``a ≈ a\\cos x``) states the leading order only: nothing more
    to check.  Only a single symbol moving; True where SymPy finds no leading term within its budget."""
    import sympy as sp

    if len(syms) != 1:  # several moving together: each one's correction, the others held at their base values
        return all(_correction_right(L, R, lhs, rhs, base_points, [x], [w]) for x, w in zip(syms, lims))
    x, lim = syms[0], lims[0]
    t = sp.Dummy("t", positive=True)
    leads = []
    for e in (L, R):
        try:
            with budget(PROOF_SECONDS):
                f = e.xreplace({x: 1 / t}) if lim == "∞" else e.xreplace({x: t})
                lead = sp.sympify(f).as_leading_term(t)
        except (Budget, Exception):  # noqa: BLE001 - SymPy finds no leading term for this side
            lead = None
        if lead is not None and (lead.has(sp.Order) or not lead.has(t) and lead == 0
                                 or lead.has(sp.Abs, sp.Max, sp.Min, sp.Piecewise, sp.sign)):
            lead = None  # (SymPy returns |cos x - 2| or max(cos x, 0) as it is: no expansion)
        leads.append(None if lead is None else lead.xreplace({t: 1 / x}) if lim == "∞" else lead.xreplace({t: x}))
    if leads[0] is None and leads[1] is None:
        return True  # neither side expands: the check does not apply
    vals = _literal_values((lhs, rhs), PREC, widen=False)
    for base in base_points:
        point = {k: (v if isinstance(v, int) else _dec(v)) for k, v in _moved(base, [x], [lim], 1).items()}
        try:
            balls = {**vals, **_point_balls({k: (v if isinstance(v, int) else str(v)) for k, v in point.items()}, PREC)}
            lb, rb = evaluate(L, balls, PREC), evaluate(R, balls, PREC)
            err = abs(complex((lb - rb).mid()))
            size = max(abs(complex(lb.mid())), abs(complex(rb.mid())))
            corr = [None if lead is None else abs(complex((side - evaluate(lead, balls, PREC)).mid()))
                    for side, lead in ((lb, leads[0]), (rb, leads[1]))]
        except (NotEvaluated, OverflowError, ValueError):
            return True
        known = [c for c in corr if c is not None]
        if None in corr and any(c > 1e-60 * size for c in known):
            return False  # one side carries a correction the other side's expansion cannot be compared with
        if size and len(known) == 2 and min(known) > 1e-60 * size and err > 0.01 * min(known):
            return False
        last = _last_term(L, R, x, balls)
        if size and last is not None and last > 1e-60 * size and err > 0.01 * last:
            return False  # e^x ≈ 1 + x - x^2: the last term written is of the error's own order (its coefficient is wrong)
    return True


def _last_term(L, R, x, balls) -> float | None:
    """The smallest size, at the point ``balls``, of a term in ``x`` of a side that is a sum of two or more such terms
    while the other side is no polynomial in ``x`` (``e^x ≈ 1 + x - x^2``: the x² term near 0): what the side claims to
    the last order it writes, which the error must stay well below; None where neither side is such a sum."""
    import sympy as sp

    sizes = []
    for side, other in ((L, R), (R, L)):
        terms = [a for a in sp.Add.make_args(sp.expand(side)) if a.has(x)] if isinstance(side, sp.Expr) else []
        if len(terms) < 2 or not isinstance(other, sp.Expr) or other.is_polynomial(x):
            continue  # ((d^2 + d)·4 ≈ 4d^2: the other side a polynomial too, the sum is the exact side, not a series)
        try:
            sizes += [abs(complex(evaluate(a, balls, PREC).mid())) for a in terms]
        except (NotEvaluated, OverflowError, ValueError):
            return None
    sizes = [v for v in sizes if v > 0]
    return min(sizes) if sizes else None


def _dec(v: str):
    from fractions import Fraction

    return str(Fraction(v)) if "e" not in v else str(Fraction(float(v)).limit_denominator(10 ** 12))


def _relative_error(L, R, lhs, rhs, point) -> float | None:
    import sympy as sp

    pt = {s: (v if isinstance(v, int) else str(v)) for s, v in point.items()}
    vals = {**_literal_values((lhs, rhs), PREC, widen=False), **_point_balls(pt, PREC)}
    try:
        Lb, Rb = evaluate(L, vals, PREC), evaluate(R, vals, PREC)
    except NotEvaluated:
        return None
    del sp
    den = max(abs(complex(Lb.mid())), abs(complex(Rb.mid())))
    if den == 0 or not (Lb.is_finite() and Rb.is_finite()):
        return None
    return abs(complex((Lb - Rb).mid())) / den


# --- well-formedness ---------------------------------------------------------------------------------

def index_out_of_range(sides, env, at) -> Decision | None:
    """An Indexed ``x[k]`` whose family is defined on an index range that ``k`` lies outside; not the member a
    relation's left side is alone when its right side is an expression in names (``f_0 = β_0 + Ω_0 x`` beside ``f_k =
    β_k + Ω_k h_k`` for k ∈ {1, …, K}: the relation defines f_0, the member the family's range leaves out)."""
    import sympy as sp

    values = {b.target: b.value for b in env.definitions(at) if b.kind == "value"}
    ranges = env.ranges(at)
    for a in sorted(set().union(*(e.atoms(sp.Indexed) for e in sides)), key=str):
        if any(x.target == a for x in env.definitions(at)):
            continue  # (x_0 = W e_0 given before: that member has its own value, whatever the family's range)
        defines = len(sides) == 2 and a == sides[0] and isinstance(sides[1], sp.Basic) and any(
            not isinstance(x, sp.Dummy) for x in sides[1].free_symbols)  # (a decimal's placeholder is a Dummy)
        b = env.knows(a, at)
        if b is None or b.kind != "definition":
            continue
        pattern_idx = b.target.indices if isinstance(b.target, sp.Indexed) else ()
        for p, k in zip(pattern_idx, a.indices):
            if not isinstance(p, sp.Symbol) or p not in ranges:
                continue
            r = ranges[p]
            if r.domain != "integer" or r.sentence is None or r.sentence != b.sentence:
                continue  # a range stated apart from the definition may be another use of the letter
            lo = sp.sympify(r.lo).xreplace(values)
            hi = sp.sympify(r.hi).xreplace(values)
            kk = sp.sympify(k).xreplace(values)
            for bound, cmp_ in ((hi, lambda x: x > 0), (lo, lambda x: x < 0)):
                diff = sp.simplify(kk - bound)
                if defines and diff.is_number and cmp_(diff):
                    # f_0 = β_0 + Ω_0 x, x_6 = W x_5: the relation defines that member, which the family's formula
                    # does not reach (θ_{d/2} = 0.0001, a worked value, is still a finding)
                    return Decision("definition", "environment", f"defines {sp.sstr(a)}, a member outside the range "
                                    f"{sp.sstr(r.lo)}…{sp.sstr(r.hi)} on which {b.name} is defined ({r.where}): read, "
                                    "not checked against the family's formula")
                if diff.is_number and cmp_(diff):
                    return Decision("inconsistent", "well-formedness",
                                    f"index {sp.sstr(k)} of {a.base} is outside the range {sp.sstr(r.lo)}…{sp.sstr(r.hi)} "
                                    f"on which {b.name} is defined ({r.where})", used=[b, r])
                if not diff.is_number and diff.free_symbols:
                    # symbolic: decide for every admissible value (indices integer, dimensions even positive)
                    test = diff.xreplace({s: 2 * sp.Symbol(s.name + "_h", integer=True, positive=True)
                                          for s in diff.free_symbols})
                    if ((bound is hi and test.is_positive) or (bound is lo and test.is_negative)) and defines:
                        return Decision("definition", "environment", f"defines {sp.sstr(a)}, a member outside the "
                                        f"range {sp.sstr(r.lo)}…{sp.sstr(r.hi)} on which {b.name} is defined "
                                        f"({r.where}): read, not checked against the family's formula")
                    if (bound is hi and test.is_positive) or (bound is lo and test.is_negative):
                        return Decision("inconsistent", "well-formedness",
                                        f"index {sp.sstr(k)} of {a.base} is outside the range "
                                        f"{sp.sstr(r.lo)}…{sp.sstr(r.hi)} on which {b.name} is defined ({r.where})",
                                        used=[b, r])
    return None


_VECTOR = re.compile(r"^[a-z]")


def missing_transpose(lhs, rhs, texts: tuple = ("", "")) -> Decision | None:
    """A product of two bold lower-case (vector) factors, neither transposed, on one side, with the other
    side a scalar (no bold symbol).  A side that writes a product sign (``\\cdot``, ``\\times``, ``·``) may mean
    the dot or cross product: not judged."""
    import sympy as sp

    if any(re.search(r"\\cdot|\\times|\\bullet|·|×", t or "") for t in texts):
        return None

    def vectors(side):
        bold = {n for n in side.bold if _VECTOR.match(n)}
        out = []
        for m in sorted(side.expr.atoms(sp.Mul), key=sp.default_sort_key):
            plain = [a for a in m.args if _bold_name(a) in bold]
            if len(plain) >= 2:
                out.append(m)
        return out

    def scalar(side):
        return not side.bold

    for a, b in ((lhs, rhs), (rhs, lhs)):
        bad = vectors(a)
        if bad and scalar(b):
            return Decision("inconsistent", "well-formedness",
                            f"{sp.sstr(bad[0])} multiplies two vectors with no transpose (or inner product) and is set "
                            "equal to a scalar")
    return None


def _bold_name(a):
    import sympy as sp

    if isinstance(a, sp.Indexed):
        return str(a.base)
    if isinstance(a, sp.Symbol):
        return a.name
    return None
