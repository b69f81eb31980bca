from hypothesis import strategies as st

from suite import Claim, Le
from theorems.rope_base import _table as T

claim = Claim(
    title=r"At head size 128 the smallest RoPE base $b^*(L)$ is bracketed to relative width $1 \cdot 10^{-6}$ for "
          r"$L = 1\text{k} \dots 1\text{M}$ ($1\text{k} = 1024$): 4293.44 at 1k, 11587.2 at 2k, ..., $6.5375 \cdot 10^{7}$ "
          r"at 1M",
    statement=r"For $d = 128$ and $L = 2^{10}, 2^{11}, \dots, 2^{20}$, with $B_b(m) = \sum_{i=0}^{63} \cos(m\, b^{-2i/128})$ "
              r"and $b^*(L) = \inf\{b > 1 : B_b(m) \ge 0 \text{ for every integer } 0 \le m \le L-1\}$: "
              r"$b_{\text{low}}(L) \le b^*(L) \le b_{\text{high}}(L)$ with the brackets of the evidence table, "
              r"$b_{\text{high}}(L) - b_{\text{low}}(L) \le 1 \cdot 10^{-6}\, b_{\text{low}}(L)$. Every $b$ in "
              r"$(1, b_{\text{low}}(L)]$ is invalid and $b_{\text{high}}(L)$ is valid.",
    hypotheses=r"$d = 128$; $\theta_i = b^{-2i/d}$, $i = 0..63$ (Men et al.'s $B_{m,\theta}$); integer $m$; base $b > 1$ "
               r"real; '1k' read as 1024 and '1M' as $2^{20}$",
    expect="proved",
    sources=[],
    domain={"k": st.integers(0, 10), "m": st.integers(0, (1 << 20) - 1)},
    examples=[{"k": 0, "m": 1009}, {"k": 4, "m": 15643}, {"k": 10, "m": 935093},
              {"k": 1, "m": 1839}, {"k": 10, "m": 1043724}],  # where the sum of sines is negative (sin/cos swapped)
    equivalent_mutants={"constant": "the check is Le(0, X); the operator makes it Le(0, X/2 - |X|/8), which is 3X/8 >= 0 for X >= 0 and 5X/8 < 0 for X < 0: the same statement"},  # where B at b_high is smallest
    budget=300,
    sharp=r"$b^*(L)$ is pinned to a relative width of at most $1 \cdot 10^{-6}$; neither end is a rounding of a float "
          r"search.",
    notes=r"The proof is a finite exhaustive check of a certificate (`numeric/rope_base.py`; the cells, brackets and "
          r"islands are stored in `theorems/rope_base/_certificate_1024.py` and re-proved in this claim's process, none "
          r"of their numbers trusted). Lower end: the union of the certificate's cells $(b_0, b_1, m)$ with $m < L$ covers "
          r"$(1, b_{\text{low}}]$, and for each cell the maximum of $B_b(m)$ over $b_0 \le b \le b_1$ is proved negative (a "
          r"cubic Taylor model in $\ln b$ with a fourth-derivative remainder, or the phase ranges of the 64 terms; "
          r"frequencies from Arb balls, $\cos$ and $\sin$ by Taylor polynomials, every IEEE rounding bounded: no libm "
          r"value is used). Upper end: $B_{b_{\text{high}}}(m) \ge 0$ for every $m < L$, by two enclosed tables of "
          r"$\cos$/$\sin$ and one matrix product with its rounding bound. Contexts are certified in increasing order, so "
          r"the cells of a smaller context serve the larger ones (a witness $m < L' < L$ fails for $L$ too). The valid set "
          r"is not an interval (valid_rope_bases_do_not_form_an_interval): $b^*$ is the bottom of the lowest island, found "
          r"by covering everything below it, never by bisection. The check evaluates $B$ at $b_{\text{high}}$ in every "
          r"precision context at random $m < L$ (and at the $m$ where the certified minimum is attained). Reading 1k as "
          r"1000 instead moves the 1k column to 4206.02 (`python -m suite rope-base --k-is 1000`; "
          r"published_tables_read_1k_as_1024).",
)


@claim.proof
def proof(pf):
    cert, facts = T.certified()
    Ls = T.contexts()
    pf.exhaust("every cell of the stored certificate proved: max_{b0 <= b <= b1} B_b(m) < 0 (verify_certificate); "
               "for each L, the cells with m < L cover (1, b_low(L)] without a gap",
               Ls, lambda L: bool(facts[L]["b_low"] > 1))
    pf.exhaust("for each L, b_high(L) is valid: B_{b_high}(m) >= 0 certified for every m < L",
               Ls, lambda L: bool(facts[L]["min_lower_at_b_high"] >= 0))
    pf.exhaust("for each L, b_low(L) <= b_high(L) <= (1 + 1e-6) b_low(L)",
               Ls, lambda L: bool(facts[L]["b_low"] <= facts[L]["b_high"] <= facts[L]["b_low"] * (1 + 1e-6)))


@claim.check
def check(ctx, k, m):
    L = T.contexts()[k]
    _, hi = T.bracket(L)
    return Le(ctx.num(0), T.b_of(ctx, hi, m % L))


@claim.evidence
def evidence():
    from numeric.bounds_text import lower

    cert, facts = T.certified()
    rows = []
    for L, label in zip(T.contexts(), T.LABELS):
        f = facts[L]
        used = sum(1 for c in cert.cells if c[2] < L and c[1] <= f["b_low"] * (1 + 1e-9))
        rows.append((f"{label} (L = {L}): b*(L) in",
                     f"[{f['b_low']!r}, {f['b_high']!r}] (width {(f['b_high'] - f['b_low']) / f['b_low']:.2g} "
                     f"relative); min over m < L of B at b_high >= {lower(f['min_lower_at_b_high'], 4)} (smallest float value "
                     f"at m = {f['argmin_at_b_high']}); {used} certified cells below b_low"))
    rows.append(("certificate", f"{len(cert.cells)} cells in all (brackets and the islands' gaps), d = {cert.d}"))
    return rows
