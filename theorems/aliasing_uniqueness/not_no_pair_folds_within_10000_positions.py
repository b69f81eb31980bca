import sympy as sp
from hypothesis import strategies as st

from numeric.encoding import wavelength
from suite import Claim, Le, Source
from suite.domains import dims

DOC = '000_da7a9c08a271989b.txt'

claim = Claim(
    title=r"No pair folds within $n \le 10000$ positions (false: pair 0 has period $2\pi$)",
    statement=r"Claimed: for $n = 10000$ and every pair $m$, the period $2\pi/\omega_m = 2\pi \cdot 10000^{2m/d_{\text{model}}}$ of pair $m$ is at "
              r"least $n$, so no pair wraps within the sequence. In fact pair 0 has period $2\pi < 10000$ for every $d_{\text{model}}$.",
    hypotheses=r"$d_{\text{model}}$ even $\ge 2$; base 10000; $n = 10000$; $\omega_m = 1/10000^{2m/d_{\text{model}}}$ as in (6.1.2)",
    expect="refuted",
    error_kind="false general statement",
    survives=r"partly: the codes of $n \le 10000$ positions are still all distinct (for $d_{\text{model}} \ge 12$ the slowest pair alone, "
             r"period $2\pi \cdot 10000^{(d_{\text{model}}-2)/d_{\text{model}}} > 10000$, never repeats within them; and integer positions never "
             "share a code at all, integer_positions_never_share_a_code), so the base 10000 does what the paragraph wants "
             "of it for the whole code; but no component-wise 'no folding' holds: pair 0 folds for every base, and at "
             r"$d_{\text{model}} = 512$, 205 of the 256 pairs fold within 10000 positions.",
    wrong=r"The period of pair $m$ is $2\pi/\omega_m = 2\pi \cdot 10000^{2m/d_{\text{model}}}$; the fastest pair $m = 0$ ($\omega_0 = 1$, which the "
          r"document mislabels: it calls $\omega_{d_{\text{model}}/2-1}$ the highest frequency) has period $2\pi \approx 6.28$, so within "
          r"$n = 10000$ positions it wraps about 1591 times (positions 0 and 44 differ on it by $44 - 14\pi = 0.0177$ rad). At "
          r"$d_{\text{model}} = 512$, 205 of the 256 pairs have periods below 10000. Only the slow pairs with $2m/d_{\text{model}} > 0.80045$ have a "
          r"period above 10000 (51 at $d_{\text{model}} = 512$); the slowest pair, $m = d_{\text{model}}/2 - 1$, has one iff $d_{\text{model}} \ge 12$.",
    correction="pair_m_has_period_2pi_times_w_m",
    sources=[Source(DOC, "§6.1.1, choice of the base 10000 (第一)", '不会出现"折叠"现象')],
    domain={"d": dims(), "k": st.integers(0, 4095)},
    examples=[{"d": 512, "k": 0}, {"d": 8, "k": 0}],
    sharp='exact counterexample (m = 0).',
    notes=r'''Statement as the document makes it (§6.1.1, choice of the base, 第一): because the "highest frequency" $\omega_{d_{\text{model}}/2-1}$ has a period longer than the sequence, "不会出现'折叠'现象": read with the document's label, even the fastest pair does not wrap within $n \le 10000$ positions, so no pair does. Fact: the period of pair $m$ is $2\pi/\omega_m = 2\pi \cdot 10000^{2m/d_{\text{model}}}$ ($\omega_m$ of (6.1.2)); pair 0 has period $2\pi \approx 6.28 < n$ for every $d_{\text{model}}$ and every base, so it folds many times within 10000 positions (positions 0 and 44 nearly coincide on it: $44 - 14\pi = 0.0177$). At $d_{\text{model}} = 512$, 205 of the 256 pairs have a period below 10000. Only the slow pairs with $2m/d_{\text{model}} > \log_{10000}(10000/(2\pi)) = 0.80045$ have a period above 10000 (51 pairs at $d_{\text{model}} = 512$, 6 at 64, 2 at 22); the slowest pair, $m = d_{\text{model}}/2 - 1$, has one iff $d_{\text{model}} \ge 12$ (lowest_frequency_period_exceeds_10000_iff_d_at_least_12), and it is the only one for $12 \le d_{\text{model}} \le 20$.''',
)


@claim.proof
def proof(pf):
    n = sp.Integer(10000)
    pf.refute("claimed: the period of pair 0 is at least n, i.e. min(2 pi/omega_0, n) = n; but omega_0 = 1 and "
              "min(2 pi, 10000) = 2 pi", sp.Min(2 * sp.pi / sp.Integer(10000) ** 0, n), n)


@claim.check
def check(ctx, d, k):
    m = k % (d // 2)
    # claimed: n = 10000 <= period of pair m
    return Le(ctx.num(10000), wavelength(ctx, m, d, 10000))


@claim.evidence
def evidence():
    from numeric.contexts import ArbContext

    ctx = ArbContext(128).activate()
    rows = []
    for d in (8, 64, 512, 4096):
        folding = sum(1 for m in range(d // 2) if ctx.sign(wavelength(ctx, m, d, 10000) - ctx.num(10000)) == -1)
        rows.append((f"d_model = {d}: pairs whose period 2 pi 10000^(2m/d) is below n = 10000",
                     f"{folding} of {d // 2} (Arb, 128 bits)"))
    gap = ctx.num(44) - 14 * ctx.pi
    rows.append(("pair 0 (period 2 pi): phase gap between positions 0 and 44, 44 - 14 pi", f"{ctx.mid(gap):.6f} rad"))
    return rows
