"""In float32 and float64 the computed code's error grows at most linearly with the position.

Statement: computing p_i end to end in dtype (u = unit roundoff), for 0 <= i <= 10^6 and
d <= 4096: max_k |p^_{i,k} - p_{i,k}| <= 32 u (1 + i). The error comes from rounding the phase
i w_m (relative error a few u, times i w_m <= i); at i = 10^6 in float32 it reaches ~0.05.
Hypotheses: numpy sin/cos/exp/log accurate to a few ulps; base 10000 or 500000.
References: issue 4 (float precision at long context).
Sharp: the linear growth is attained by the m = 0 pair (phase i); the constant 32 is not sharp.
"""
import numpy as np
from hypothesis import strategies as st

from numeric.contexts import FloatContext
from numeric.encoding import code
from suite import Claim, Le
from suite.domains import dims, positions

DTYPES = {"float32": np.float32, "float64": np.float64}

claim = Claim(
    title="Float32/float64 codes are accurate to 32 u (1 + i) at position i",
    statement="For dtype in {float32, float64}: max_k |p^_{i,k} - p_{i,k}| <= 32 u (1 + i) for 0 <= i <= 10^6, "
              "d even <= 4096, base in {10000, 500000}, where p^ is computed in the dtype end to end.",
    hypotheses="numpy's elementary functions accurate to a few ulps; positions exactly representable (i < 2^24)",
    expect="numeric",
    domain={"dtype": st.sampled_from(sorted(DTYPES)), "d": dims(), "i": positions(),
            "base": st.sampled_from([10000, 500000])},
    examples=[{"dtype": "float32", "d": 512, "i": 10**6, "base": 10000}],
)


@claim.proof
def proof(pf):
    pf.note("error model", "phase t^ = fl(i w^) with w^ = w (1 + e), |e| <= ~20 u from exp/log, so |t^ - t| <= "
            "~21 u i w <= 21 u i and |sin t^ - sin t| <= |t^ - t| + u; the constant 32 covers this. The elementary "
            "functions' accuracy is an assumption about the library, so this is not a SymPy proof")


@claim.check
def check(ctx, dtype, d, i, base):
    f = FloatContext(DTYPES[dtype])
    approx = code(f, i, d, base)
    exact = code(ctx, i, d, base)
    err = [ctx.abs(ctx.num(float(a)) - b) for a, b in zip(approx, exact)]
    worst = err[0]
    for e in err[1:]:
        worst = e if ctx.mid(e) > ctx.mid(worst) else worst
    return Le(worst, ctx.num(32) * ctx.num(f.u) * (1 + ctx.num(i)), scale=1.0)


@claim.figure
def figure(path):
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    from numeric.contexts import float_contexts, reference_context

    ref = reference_context(128).activate()
    d = 512
    pos = sorted({int(round(10 ** (k / 4))) for k in range(0, 25)})
    exact = {i: [ref.mid(v) for v in code(ref, i, d)] for i in pos}
    fig, ax = plt.subplots(figsize=(7, 4.2))
    for c in float_contexts():
        errs = []
        for i in pos:
            got = np.asarray(code(c, i, d), dtype=np.float64)
            e = np.max(np.abs(got - np.asarray(exact[i])))
            errs.append(e if np.isfinite(e) else np.nan)
        ax.plot(pos, errs, marker="o", ms=3, label=c.name)
    ax.set_xscale("log")
    ax.set_yscale("log")
    ax.set_xlabel("position i")
    ax.set_ylabel("max_k |p^_(i,k) - p_(i,k)|")
    ax.set_title("Error of the computed code vs position (d = 512, base 10000)")
    ax.legend(fontsize=8)
    fig.tight_layout()
    fig.savefig(path, dpi=110, metadata={"Software": None})
    plt.close(fig)
