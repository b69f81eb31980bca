"""Units of measure written after numbers in a formula, and the readings a relation that writes them has.

A formula of a memory or cost estimate writes its units: ``2 \\times 32 \\times 4096 = 262144 \\text{ bytes}``,
``104\\text{e}12 \\text{ bytes} \\approx 104\\text{ GB}``, ``2560\\mu\\text{s} \\approx 3\\text{ms}``, ``7\\text{B}
\\times 2 = 14\\text{ GB}``.  The parser (``latex.parse``) reads each unit written after a number as the name
``<unit>_unit`` (``GB_unit``, ``ms_unit``), never as the document's variable of that letter; this module says what
such a name is worth.  The exact binary units (KiB, MiB, GiB, the radian) are bound as values elsewhere
(``latex.UNITS``) and are not read here.

* Exact units: a byte; the second, ms, µs, ns; a floating-point operation (FLOP, FLOPs, flops).
* Units whose value the writer leaves open: KB, MB, GB, TB, PB (powers of 1000, or of 1024) and the magnitudes
  K, M, G, T (the same) and B (a billion, or bytes).  Each is tried both ways, independently, unless the document
  declares how it counts (``1 GB = 10^9 bytes``: that way only).

A reading gives every unit name a value: a number times a base (``byte``, ``second``, ``flop``, positive symbols).
Its two sides must then be quantities of the same kind (the same power of each base; ``homogeneous``).  A side that
writes no unit at all, against one that does, is read two ways: as counted in the base unit (``0.0217 \\approx 22
\\text{ms}``: 0.0217 seconds; ``2 \\times 32 = 64\\text{ bytes}``), and, where the other side is a number times
one unit and nothing else, as counted in that unit (``2 \\times 32 = 64\\text{ GB}``: the unit written once for the
result).  Nothing here knows a particular document."""
from __future__ import annotations

import itertools

# the units the parser reads after a number, by the name it gives them (``<name>_unit``)
STORAGE = {"KB": 1, "MB": 2, "GB": 3, "TB": 4, "PB": 5}  # power of 1000 (or of 1024)
MAGNITUDE = {"K": 1, "M": 2, "G": 3, "T": 4}  # the same, a bare letter (4K tokens, 1.5T tokens)
TIME = {"s": (1, 1), "ms": (1, 10 ** 3), "us": (1, 10 ** 6), "ns": (1, 10 ** 9)}  # seconds, as a fraction
EXACT_BASES = {"byte": "byte", "FLOP": "flop"}  # one of its base
BINARY = {"KiB": 1, "MiB": 2, "GiB": 3, "TiB": 4, "PiB": 5}  # 1024^k bytes (written after a formula: 14$ GiB)
UNIT_NAMES = frozenset(f"{u}_unit" for u in (*STORAGE, *MAGNITUDE, "B", "k", "kB", *TIME, *EXACT_BASES, *BINARY))

def bases():
    import sympy as sp

    return {name: sp.Symbol(name, positive=True) for name in ("byte", "second", "flop")}


def unit_symbols(*exprs) -> set:
    """The unit names (``GB_unit``, ``ms_unit``) written in ``exprs``."""
    import sympy as sp

    out = set()
    for e in exprs:
        if isinstance(e, sp.Basic):
            out |= {s for s in e.free_symbols if isinstance(s, sp.Symbol) and s.name in UNIT_NAMES}
    return out


def measures_a_unit(e) -> bool:
    """Whether ``e`` writes a unit: an open or exact one read here, or an exact binary one (GiB, ``latex.UNITS``)."""
    import sympy as sp

    from suite.reader.latex import UNITS

    return isinstance(e, sp.Basic) and any(isinstance(s, sp.Symbol) and (s.name in UNIT_NAMES or s.name in UNITS)
                                           for s in e.free_symbols)


def readings(units: set, convention: str | None = None, magnitudes: str | None = None) -> list[tuple[str, dict]]:
    """Every reading of the unit names ``units``: (what it says, {unit symbol: value}).  ``convention``: "decimal"
    or "binary" where the document declares how it counts KB, MB, GB (those are then read that way only);
    ``magnitudes``: the same for K (1K = 1000, "decimal prefixes").  M, G and T count in powers of 1024 only in a
    relation without bytes (1M = 1048576 tokens; 110M parameters of 4 bytes are 440 MB, never 461 MB)."""
    import sympy as sp

    base = bases()
    names = {u.name[:-len("_unit")]: u for u in units}
    open_storage = sorted(n for n in names if n in STORAGE or n == "kB")
    open_letters = sorted(n for n in names if n in MAGNITUDE or n == "k")
    with_bytes = bool(open_storage) or "byte" in names or "B" in names or bool(set(names) & set(BINARY))
    choices = []  # (a group of names, its readings)
    if open_storage:
        ways = [convention == "binary"] if convention else [False, True]
        choices.append(("storage", ways))
    for letter in open_letters:
        if letter in ("K", "k"):
            choices.append((letter, [magnitudes == "binary"] if magnitudes else [False, True]))
        else:
            choices.append((letter, [False] if with_bytes else [False, True]))
    # B as bytes only beside another unit of storage (4K × 2B = 8 KB); else a billion (2 × 7B = 14)
    b_ways = (["billion", "bytes"] if open_storage or "byte" in names or set(names) & set(BINARY) else ["billion"]) \
        if "B" in names else [None]
    out = []
    for combo in itertools.product(*[ways for _, ways in choices]):
        binary = {group for (group, _), way in zip(choices, combo) if way}
        for b in b_ways:
            sub, said = {}, []
            for n, sym in names.items():
                if n in STORAGE or n == "kB":
                    power = STORAGE.get(n, 1)
                    sub[sym] = sp.Integer(1024 if "storage" in binary else 1000) ** power * base["byte"]
                elif n in MAGNITUDE or n == "k":
                    power = MAGNITUDE.get(n, 1)
                    sub[sym] = sp.Integer(1024 if n in binary else 1000) ** power
                elif n == "B":
                    sub[sym] = base["byte"] if b == "bytes" else sp.Integer(10) ** 9
                elif n in BINARY:
                    sub[sym] = sp.Integer(1024) ** BINARY[n] * base["byte"]
                elif n in TIME:
                    num, den = TIME[n]
                    sub[sym] = sp.Rational(num, den) * base["second"]
                else:
                    sub[sym] = base[EXACT_BASES[n]]
            if open_storage and len(choices[0][1]) > 1 or open_storage and convention:
                said.append(f"{', '.join(open_storage)} as powers of {1024 if 'storage' in binary else 1000}"
                            + (", as the document declares" if convention else ""))
            for letter in open_letters:
                said.append(f"{letter} as {1024 if letter in binary else 1000}"
                            + (", as the document declares" if magnitudes and letter in ("K", "k") else ""))
            if b is not None and len(b_ways) > 1:
                said.append("B as bytes" if b == "bytes" else "B as a billion")
            out.append(("; ".join(said), sub))
    return out


def dimension(e) -> tuple | None:
    """The power of each base (byte, second, flop) a side is a multiple of, or None where it is not one quantity
    (a number of bytes added to a plain number, a unit inside a function)."""
    import sympy as sp

    powers = []
    for b in bases().values():
        if b not in e.free_symbols:
            powers.append(0)
            continue
        ratio = sp.cancel(sp.powsimp(e.xreplace({b: 2 * b}) / e, force=True))
        if not ratio.is_Rational or ratio <= 0:
            return None
        k = sp.log(ratio, 2)
        if not k.is_Integer:
            return None
        powers.append(int(k))
    return tuple(powers)


def unit_alone(e, units: set, literals=frozenset()) -> set | None:
    """The unit symbols when ``e`` is a number (or a written decimal, one of ``literals``) times one unit, or one
    rate (GB/s), and nothing else; else None."""
    import sympy as sp

    present = {u for u in units if u in e.free_symbols}
    if not present or len(present) > 2:
        return None
    coeff, rest = e.as_independent(*present, as_Add=False)
    if coeff.free_symbols - set(literals) or rest.free_symbols != present or rest.is_Add:
        return None
    if len(present) == 2 and not any(rest == x / sp.Symbol("s_unit") for x in present):
        return None  # (GB/s is a rate; ms · bytes is no unit written once)
    return present


def measured(side, units: set, scientific: tuple | None = None):
    """``side`` (a ``latex.Parsed``) with each whole number that a unit multiplies (``3\\text{ms}``, ``104\\text{
    GB}``) made a shown literal, as a decimal is: it stands for every number that rounds to it at its last nonzero
    digit (3 ms: 2.5 to 3.5 ms; 160 GB: 155 to 165 GB)."""
    from dataclasses import replace

    import sympy as sp

    literals, shown, measures = dict(side.literals), set(side.shown), set(side.measures)

    def shown_as(digits: str):
        """A new literal shown with ``digits`` (a measure: a whole side times its unit's value)."""
        lit = sp.Dummy(f"measure{len(literals)}", positive=True)
        literals[lit] = (digits, False)
        shown.add(lit)
        measures.add(lit)
        return lit

    e = side.expr
    if isinstance(e, sp.Basic) and e.free_symbols and e.free_symbols <= units and not e.is_Add \
            and e.as_coeff_Mul()[0] == 1:
        lit = shown_as("1")  # 1 s, 1 GB/s: the 1 written before the unit
        return replace(side, expr=lit * e, literals=literals, shown=shown, measures=frozenset(measures))

    if scientific is not None:  # 2 \\times 10^{20}\\,\\text{FLOPs}: the mantissa's digits shown, 1.5e20 to 2.5e20
        mantissa, power = scientific
        value = sp.Integer(mantissa) * sp.Integer(10) ** power if power >= 0 else \
            sp.Rational(mantissa, 10 ** -power)
        coeff, rest = e.as_coeff_Mul()
        if coeff == value and rest.free_symbols <= units:
            zeros = len(str(mantissa)) - len(str(mantissa).rstrip("0"))
            lit = shown_as(f"{mantissa // 10 ** zeros}e{power + zeros}")
            return replace(side, expr=lit * rest, literals=literals, shown=shown, measures=frozenset(measures))
        return side

    def one(m):
        coeff, rest = m.as_coeff_Mul()
        lits = [f for f in sp.Mul.make_args(m) if f in literals]
        if len(lits) == 1 and any(f in units for f in sp.Mul.make_args(m)):
            measures.add(lits[0])  # 0.002 GB: the decimal shown, times the unit's value
            return m
        if not (coeff.is_Integer and abs(coeff) > 1 and rest.free_symbols & units
                and any(f in units for f in sp.Mul.make_args(rest))):
            return m
        n = abs(int(coeff))
        zeros = len(str(n)) - len(str(n).rstrip("0"))
        digits = str(n // 10 ** zeros) + (f"e{zeros}" if zeros else "")
        return (-1 if coeff < 0 else 1) * shown_as(digits) * rest

    e = side.expr
    if not isinstance(e, sp.Basic):
        return side
    e = e.replace(lambda x: isinstance(x, sp.Mul), one)
    return replace(side, expr=e, literals=literals, shown=shown, measures=frozenset(measures))


def without_bases(e):
    """``e`` with every base set to 1 (a quantity as a number of its base units)."""
    import sympy as sp

    return sp.sympify(e).xreplace({b: sp.Integer(1) for b in bases().values()})
