import sympy as sp
from hypothesis import strategies as st

from suite import Claim, Eq, Source

DOC2 = '002_3d0c6d33c4aad084.txt'

claim = Claim(
    title=r"For $d_{\text{model}} = 8$ the scaling factors $10000^{2i/8}$ are exactly 1, 10, 100, 1000",
    statement=r"$10000^{2i/8} = 10^i$ for $i = 0, \dots, 3$: $10000^0 = 1$, $10000^{0.25} = 10$, $10000^{0.5} = 100$, "
              r"$10000^{0.75} = 1000$, all exact (the table's '$\approx 10$' and '$\approx 1000$' hold with "
              r"equality). For every even $d_{\text{model}}$, $i$ ranges over $0, \dots, d_{\text{model}}/2 - 1$, "
              r"which is $d_{\text{model}}/2$ values (for $d_{\text{model}} = 8$: $0, \dots, 3$, 4 values), pair $i$ "
              r"serving dimensions $2i$ ($\sin$) and $2i+1$ ($\cos$): 0/1, 2/3, 4/5, 6/7, as the table lists. The "
              r"check computes $\exp((2i/8) \cdot \ln 10000)$ against $10^i$.",
    hypotheses=r"$d_{\text{model}} = 8$, base 10000 for the table; any even $d_{\text{model}}$ for the count of pair "
               r"indices",
    expect="proved",
    sources=[
        Source(DOC2, "§一 formula", r"\text{PE}_{(pos, 2i)} = \sin\left(\frac{pos}{10000^{2i/d_{\text{model}}}}\right)",
               role="defines"),
        Source(DOC2, "§一 formula", r"\text{PE}_{(pos, 2i+1)} = \cos\left(\frac{pos}{10000^{2i/d_{\text{model}}}}\right)",
               role="defines"),
        Source(DOC2, "§一 (after the formula)", "`pos`表示 token 在序列中的位置，取值范围为[0, 1, 2, ..., seq_len-1]", role="defines"),
        Source(DOC2, "§一 (after the formula)", "每一个都分别通过施加sin或cos变换来对应某个token的embedding不同位置的偶数维与奇数维",
               role="defines"),
        Source(DOC2, "§一 (after the formula)",
               r"`i`表示embedding的维度索引，范围为$[0, 1, ..., d_{model}/2 - 1]$，`i`的所有取值总共有$d_{model}/2$个"),
        Source(DOC2, "§一 table", "维度 (2i / 2i+1)"),
        Source(DOC2, "§一 table", r"$\text{div\_term}_i = 10000^{2i/d_{\text{model}}}$", role="defines"),
        Source(DOC2, "§一 table", r"$10000^{0} = 1$"),
        Source(DOC2, "§一 table", r"$10000^{0.25} \approx 10$"),
        Source(DOC2, "§一 table", r"$10000^{0.5} = 100$"),
        Source(DOC2, "§一 table", r"$10000^{0.75} \approx 1000$"),
    ],
    domain={"i": st.integers(0, 3)},
    examples=[{"i": 1}, {"i": 3}],
    sharp='exact values.',
)


@claim.proof
def proof(pf):
    for i in range(4):
        pf.eq(f"10000^(2·{i}/8) = 10^{i}", sp.Integer(10000) ** sp.Rational(2 * i, 8), sp.Integer(10) ** i)
    pf.eq("exponents 2i/8 for i = 0..3 are 0, 0.25, 0.5, 0.75",
          sp.Matrix([sp.Rational(2 * i, 8) for i in range(4)]), sp.Matrix([0, sp.Rational(1, 4), sp.Rational(1, 2), sp.Rational(3, 4)]))
    pf.eq("number of pair indices 0..d/2−1 is d/2 = 4", sp.Integer(len(range(0, 8 // 2))), sp.Integer(8) / 2)
    table = {0: (0, 1), 1: (2, 3), 2: (4, 5), 3: (6, 7)}  # the table's column 维度 (2i / 2i+1)
    pf.exhaust("pair i occupies dimensions 2i / 2i+1: 0/1, 2/3, 4/5, 6/7 as the table lists", list(range(4)),
               lambda i: (2 * i, 2 * i + 1) == table[i])
    h, j = sp.Symbol("h", integer=True, positive=True), sp.Symbol("j", integer=True)
    pf.eq("for every even d_model = 2h: the range [0, 1, ..., d_model/2 − 1] has Σ_{j=0}^{h−1} 1 = h = d_model/2 values",
          sp.Sum(1, (j, 0, h - 1)).doit(), (2 * h) / 2)


@claim.check
def check(ctx, i):
    v = ctx.exp(ctx.num(2 * i) / ctx.num(8) * ctx.log(ctx.num(10000)))
    return Eq(v, ctx.num(10**i))
