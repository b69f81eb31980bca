import sympy as sp
from hypothesis import strategies as st

from suite import Claim, Eq, Source

DOC1 = '001_8a5acf2bc849a6e4.txt'

claim = Claim(
    title=r"Refuted (reasoning): the sinusoidal code does not support long sequences because of periodicity — the code "
          r"of integer positions has no period ($\cos T \ne 1$ for every integer $T \ge 1$)",
    statement=r"Document 001's comparison table gives periodicity as the reason the sinusoidal code supports long "
              r"sequences ('长序列: ✅ 支持（周期性）'). The inference needs positions beyond those met in training to "
              r"repeat codes met there, i.e. a period of the code of integer positions: an integer $T \ge 1$ with "
              r"$\mathrm{PE}(\text{pos} + T) = \mathrm{PE}(\text{pos})$ for every $\text{pos}$, in particular for pair 0 "
              r"$(\sin \text{pos}, \cos \text{pos})$ (frequency 1), whose $\cos$ repeats after $T$ only if "
              r"$\cos T = 1$. The check tests $\cos T = 1$.",
    hypotheses=r"the sinusoidal code $\mathrm{PE}(\text{pos}, 2i) = \sin(\text{pos}/10000^{2i/d})$, "
               r"$\mathrm{PE}(\text{pos}, 2i+1) = \cos(\text{pos}/10000^{2i/d})$ of document 001; integer positions; "
               r"$T \ge 1$ an integer",
    expect="refuted",
    wrong=r"No integer $T \ge 1$ has $\cos T = 1$: that needs $T = 2\pi k$ for an integer $k \ge 1$, so $\pi = T/(2k)$ "
          r"would be rational. So pair 0 never repeats on integer positions, no two integer positions share a code "
          r"(integer_positions_never_share_a_code), and the code of integer positions has no period: a position beyond "
          r"the training length gets a code never met in training ($T = 1$: $\cos 1 = 0.540302$; the nearest return "
          r"below 1000, $T = 710$, still has $1 - \cos 710 = 1.8 \cdot 10^{-9}$). Each pair alone is periodic in a real "
          r"position, with period $2\pi \cdot 10000^{2i/d}$, but the slow pairs' periods are long (at "
          r"$d_{\text{model}} = 512$ the slowest is $2\pi \cdot 10000^{510/512} = 60{,}611$ positions), so beyond a "
          r"shorter training length they take angles never met in it. Periodicity does not make a position familiar; "
          r"what lets the code be computed at any position is its closed form (the table's row above: "
          r"'可计算任意位置').",
    error_kind="wrong reasoning step",
    survives=r"partly: the code is defined at every position (its closed form), so a long sequence can be encoded; "
             r"whether a model trained on shorter ones handles its positions is empirical, and periodicity is not the "
             r"reason either way",
    correction="integer_positions_never_share_a_code",
    sources=[Source(DOC1, "§8 table", "✅ 支持（周期性）", aspect="reasoning")],
    domain={"T": st.integers(1, 10 ** 6)},
    examples=[{"T": 1}, {"T": 710}, {"T": 44}],
    sharp=r"exact: $\cos T < 1$ at every integer $T \ge 1$; the counterexample is confirmed in Arb.",
    notes=r"This sentence is about the sinusoidal code; the same step made for RoPE's rotations (document 002 §三, "
          r"document 004) is not_periodic_rotations_make_every_position_one_seen_within_the_training_length.",
)


@claim.proof
def proof(pf):
    T, k = sp.symbols("T k", positive=True, integer=True)
    pf.refute("claimed at T = 1: cos 1 = 1", sp.cos(1), 1)
    pf.sets_equal("cos T = 1 exactly at T = 2 pi k (k an integer): solutions of cos x = 1 over the reals",
                  sp.solveset(sp.Eq(sp.cos(sp.Symbol("x", real=True)), 1), sp.Symbol("x", real=True), sp.S.Reals),
                  sp.ImageSet(sp.Lambda(sp.Symbol("n", integer=True), 2 * sp.Symbol("n", integer=True) * sp.pi),
                              sp.S.Integers))
    pf.true("pi is irrational, so T/(2k) = pi has no solution in integers T, k >= 1", sp.Eq(sp.pi.is_rational, False))


@claim.check
def check(ctx, T):
    return Eq(ctx.cos(ctx.num(T)), ctx.num(1))
