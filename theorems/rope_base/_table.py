"""The two published rows of the smallest RoPE base b*(L) at head size 128, and the certified facts the claims of
this topic judge them by (a helper module, not a claim).

Every fact is re-proved in the claim's own process: the stored certificate (``_certificate_1024``, written by
``python -m suite rope-base --head-dim 128 --context 1k,...,1M --write-certificate ...``) is plain data (cells
(b0, b1, m), the brackets, the islands' bases), and ``numeric.rope_base.verify_certificate`` proves every cell
(max of B_b(m) over the cell < 0), the cover of (1, b_low] by cells with m < L, and b_high valid for every m < L,
before any number is used.  A stored number that does not re-prove stops the claim with an error."""
from __future__ import annotations

import functools
from decimal import ROUND_HALF_EVEN, Decimal
from fractions import Fraction

D = 128
LABELS = ("1k", "2k", "4k", "8k", "16k", "32k", "64k", "128k", "256k", "512k", "1M")
# the rows as printed (two significant digits)
MEN = ("4.3e3", "1.6e4", "2.7e4", "8.4e4", "3.1e5", "6.4e5", "2.1e6", "7.8e6", "3.6e7", "6.4e7", "5.1e8")
SU = ("4.3e3", "1.2e4", "2.7e4", "8.4e4", "2.3e5", "6.3e5", "2.1e6", "4.9e6", "2.4e7", "5.8e7", "6.5e7")
ROWS = {"men": MEN, "su": SU}
ROW_NAME = {"men": "Men et al. 2024", "su": "Su 2024"}


def contexts(k_is: int = 1024) -> list[int]:
    from numeric.rope_base import parse_context

    return [parse_context(label, k_is) for label in LABELS]


@functools.lru_cache(maxsize=None)
def certified() -> tuple:
    """(the certificate, {L: facts}) for d = 128 and 1k = 1024, every fact re-proved here."""
    from numeric.rope_base import decode_certificate, verify_certificate
    from theorems.rope_base import _certificate_1024 as stored

    cert = decode_certificate(stored.DATA)
    facts = verify_certificate(cert)
    missing = [L for L in contexts() if L not in facts]
    if missing:
        raise AssertionError(f"the stored certificate has no bracket for L = {missing}")
    return cert, facts


def bracket(L: int) -> tuple[float, float]:
    f = certified()[1][L]
    return f["b_low"], f["b_high"]


def two_digits(x) -> Fraction:
    """x rounded to 2 significant digits (half to even), exactly."""
    q = Decimal(Fraction(x).numerator) / Decimal(Fraction(x).denominator)
    e = q.adjusted() - 1
    return Fraction(q.scaleb(-e).quantize(Decimal(1), rounding=ROUND_HALF_EVEN).scaleb(e))


def rounded_b_star(L: int) -> Fraction:
    """b*(L) to 2 significant digits, decided: both ends of the certified bracket round alike (else an error)."""
    lo, hi = bracket(L)
    a, b = two_digits(Fraction(lo)), two_digits(Fraction(hi))
    if a != b:
        raise AssertionError(f"L = {L}: b* in [{lo!r}, {hi!r}] straddles a rounding boundary ({a} vs {b})")
    return a


def half_unit(printed: str) -> Fraction:
    """Half a unit of the last printed digit of a value written like '4.3e3'."""
    mant, exp = printed.lower().split("e")
    decimals = len(mant.split(".")[1]) if "." in mant else 0
    return Fraction(1, 2) * Fraction(10) ** (int(exp) - decimals)


@functools.lru_cache(maxsize=None)
def judge(row: str, k: int) -> dict:
    """The verdicts on entry k of a row: the printed value, b* bracketed, b* to 2 digits, 'consistent' / 'larger
    than necessary' / 'too small', and whether the printed value is itself a valid base (if not, the smallest
    failing m with an Arb upper bound of B below 0; if so, the certified lower bound of min_m B)."""
    from numeric.rope_base import base_lower, first_failure

    printed = ROWS[row][k]
    L = contexts()[k]
    value = Fraction(Decimal(printed))
    lo, hi = bracket(L)
    r = rounded_b_star(L)
    kind = "consistent" if value == r else ("larger than necessary" if value > r else "too small")
    ff = first_failure(float(value), D, L)
    out = {"row": row, "label": LABELS[k], "L": L, "printed": printed, "value": value, "b_low": lo, "b_high": hi,
           "rounded": r, "kind": kind, "valid": ff is None, "failure": ff}
    if ff is None:
        out["min_lower"], out["argmin"] = base_lower(float(value), D, L)
    return out


def entry_row(j: dict) -> tuple[str, str]:
    """One evidence row for an entry."""
    head = f"{ROW_NAME[j['row']]}, {j['label']} (L = {j['L']}): printed {j['printed']}"
    from numeric.bounds_text import lower, upper

    val = (f"valid base (every m < L certified: min B >= {lower(j['min_lower'], 4)}, at m = {j['argmin']})" if j["valid"]
           else f"not a valid base: B({j['failure']['m']}) <= {upper(j['failure']['upper'], 6)} < 0 (Arb; the smallest "
                "failing m)")
    return head, (f"b* in [{j['b_low']:.12g}, {j['b_high']:.12g}], {float(j['rounded']):.2g} to 2 digits: {j['kind']}; "
                  f"{val}")


def b_of(ctx, base, m: int, d: int = D):
    """B_base(m) = sum_i cos(m base^(-2i/d)) in the context (base an exact int, Fraction or float)."""
    lb = ctx.log(ctx.num(base))
    x = ctx.num(int(m))
    return ctx.fsum(ctx.cos(x * ctx.exp(-(ctx.num(Fraction(2 * i, d)) * lb))) for i in range(d // 2))


def value_of(row: str, k: int) -> Fraction:
    """The printed value of entry k, exactly."""
    return Fraction(Decimal(ROWS[row][k]))


@functools.lru_cache(maxsize=None)
def gap_witness(L: int) -> dict:
    """Valid b1 < invalid b2 < valid b3 for context L: b1, b3 the certified valid bases of the first two islands
    above b*, b2 the midpoint of the gap between them, its failing m taken from a certificate cell that holds b2
    (and proved again here: an Arb upper bound of B_{b2}(m) below 0)."""
    from numeric.rope_base import arb_value, base_lower, float_up

    cert, facts = certified()
    isl = facts[L]["islands"]
    if len(isl) < 2:
        raise AssertionError(f"L = {L}: fewer than two islands above b*")
    (_, hi1, b1, _), (lo2, _, b3, _) = isl[0], isl[1]
    b2 = 0.5 * (hi1 + lo2)
    cells = [c for c in cert.cells if c[2] < L and c[0] <= b2 <= c[1]]
    if not cells:
        raise AssertionError(f"L = {L}: no cell holds the gap's midpoint {b2!r}")
    m = cells[0][2]
    up = float_up(arb_value(b2, D, m))
    if not up < 0:
        raise AssertionError(f"L = {L}: B_{b2}({m}) not proved negative")
    low1, arg1 = base_lower(b1, D, L)
    low3, arg3 = base_lower(b3, D, L)
    return {"b1": b1, "b2": b2, "m2": m, "upper2": up, "b3": b3, "low1": low1, "argmin1": arg1, "low3": low3,
            "argmin3": arg3, "islands": isl}


@functools.lru_cache(maxsize=None)
def certified_islands() -> dict:
    """{L: facts} with every island's base re-proved valid too (one full check per island)."""
    from numeric.rope_base import verify_certificate

    return verify_certificate(certified()[0], islands=True)


@functools.lru_cache(maxsize=None)
def certified_1000() -> dict:
    """{L: facts} for the contexts read with 1k = 1000 (1000, 2000, ..., 512000, 10^6), re-proved here."""
    from numeric.rope_base import decode_certificate, verify_certificate
    from theorems.rope_base import _certificate_1000 as stored

    facts = verify_certificate(decode_certificate(stored.DATA))
    missing = [L for L in contexts(1000) if L not in facts]
    if missing:
        raise AssertionError(f"the stored certificate has no bracket for L = {missing}")
    return facts


def rounded_under(k: int, k_is: int) -> Fraction:
    """b*(L) to two digits for column k read with 1k = k_is, decided from the certified bracket."""
    L = contexts(k_is)[k]
    f = certified()[1][L] if k_is == 1024 else certified_1000()[L]
    a, b = two_digits(Fraction(f["b_low"])), two_digits(Fraction(f["b_high"]))
    if a != b:
        raise AssertionError(f"L = {L}: the bracket straddles a rounding boundary")
    return a


# --- what the claims of the two rows check, written once ------------------------------------------------------

def rounding_check(ctx, row: str, k: int):
    """The printed value of entry k is within half a unit of its last digit of every b in the certified bracket of
    b*(L): |x - b_low| and |x - b_high| both <= that half unit."""
    from suite import Le

    lo, hi = bracket(contexts()[k])
    x = ctx.num(Fraction(value_of(row, k)))
    return Le(ctx.fmax([ctx.abs(x - ctx.num(lo)), ctx.abs(x - ctx.num(hi))]), ctx.num(half_unit(ROWS[row][k])))


def validity_proof(pf, row: str) -> None:
    """The proof of a table's validity claim: the printed bases that are valid (their certified minimum of B over
    m < L is >= 0), then the claim that every printed base is valid, decided entry by entry."""
    judged = [judge(row, k) for k in range(11)]
    pf.exhaust("the printed bases that are valid: min over m < L of B certified >= 0 (matrix product with its rounding "
               "bound)", [j["label"] for j in judged if j["valid"]], lambda label: bool(judge(row, LABELS.index(label))["valid"]))
    pf.exhaust("claimed: every printed base is valid for its L (fails where an m < L has B_b(m) < 0, Arb upper bound "
               "in the evidence)", [j["label"] for j in judged], lambda label: bool(judge(row, LABELS.index(label))["valid"]))


def validity_check(ctx, row: str, k: int):
    """B_b(m) >= 0 at the printed b of entry k, at its smallest failing m (or, for a valid entry, where B is smallest)."""
    from suite import Le

    j = judge(row, k)
    m = j["failure"]["m"] if not j["valid"] else j["argmin"]
    return Le(ctx.num(0), b_of(ctx, value_of(row, k), m))


def entry_rows(row: str) -> list[tuple[str, str]]:
    """The evidence of a row's claims: each entry judged."""
    return [entry_row(judge(row, k)) for k in range(11)]
