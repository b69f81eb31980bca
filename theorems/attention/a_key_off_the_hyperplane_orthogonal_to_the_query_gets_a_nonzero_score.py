import sympy as sp
from hypothesis import strategies as st

from suite import Claim, Eq, Source
from suite.domains import small_rationals

DOC = '004_fe5e934775abaf66.txt'

claim = Claim(
    title="The keys a nonzero query scores 0 form the hyperplane orthogonal to it, so a key in general "
          "position gets a nonzero score",
    statement=r"For $q \ne 0$ in $\mathbb{R}^d$ ($d \ge 2$): $\{k : q^T k = 0\} = q^\perp$ is a linear subspace of "
              r"dimension $d - 1$; every key off it has $q^T k \ne 0$, and for every $k$ the score of $k + \varepsilon q$, "
              r"$q^T k + \varepsilon |q|^2$, is 0 for exactly one $\varepsilon = -q^T k/|q|^2$. A nonzero key can score 0 "
              r"(it lies in $q^\perp$), a key in general position cannot.",
    hypotheses=r"$q$, $k$ real vectors, $q \ne 0$, $d \ge 2$ (symbolic proof with $d = 3$ and $q_1 \ne 0$; any coordinate "
               r"can be renamed $q_1$); unscaled dot-product scores",
    expect="numeric",
    sources=[
        Source(DOC, "§掩码与填充, leakage item 1",
               "由于填充位置的键向量 $k_{j_{\\text{pad}}}$ 通常非零，它们会获得一个非零的注意力分数",
               aspect="reasoning", fidelity="partial",
               part=r"the generic step: for a query $q \ne 0$ the zero-score keys form the hyperplane $q^{\perp}$, so "
                    r"a pad key in general position ('通常') gets a nonzero score; nonzero-ness alone does not imply it"),
    ],
    domain={"q1": st.integers(1, 20), "q2": small_rationals(), "q3": small_rationals(),
            "k1": small_rationals(), "k2": small_rationals(), "k3": small_rationals(), "eps": small_rationals()},
    examples=[{"q1": 1, "q2": 0, "q3": 0, "k1": 0, "k2": 1, "k3": 0, "eps": 1},
              {"q1": 2, "q2": -3, "q3": 1, "k1": 3, "k2": 2, "k3": 0, "eps": 0}],
    sharp='the zero set is exactly the hyperplane.',
    notes=r'This is the generic step "the pad key $k_{j_{\text{pad}}}$ is (typically) nonzero, so it gets a nonzero '
          "score\" of the document's leakage item 1, with \"typical\" read as \"in general position\" (learned pad "
          r"keys $W_K(e_{\text{pad}} + \mathrm{PE}(t))$); the conclusion that follows, a positive softmax weight, holds "
          r"even for a zero score (softmax_gives_every_finite_logit_a_positive_weight). A $1/\sqrt{d_k}$ scaling of "
          "the scores changes nothing.",
)


@claim.proof
def proof(pf):
    pf.scope = "d = 3 with q_1 != 0 (the same steps in every dimension d >= 2)"
    q1 = sp.Symbol("q1", real=True, nonzero=True)
    q2, q3, k1, k2, k3, eps = sp.symbols("q2 q3 k1 k2 k3 eps", real=True)
    q = sp.Matrix([q1, q2, q3])
    k = sp.Matrix([k1, k2, k3])
    n2 = q.dot(q)
    pf.true("|q|^2 > 0 for q != 0", sp.Gt(n2, 0))
    pf.eq("the zero-score set is the null space of the 1 x d matrix q^T: rank 1, so dimension d - 1 = 2",
          sp.Matrix([[q1, q2, q3]]).rank(), 1)
    pf.eq("the null space has d - 1 = 2 basis vectors (a hyperplane)", len(sp.Matrix([[q1, q2, q3]]).nullspace()), 2)
    pf.eq("a nonzero key can score 0: k = (-q2, q1, 0) is nonzero (q1 != 0) and q^T k = 0",
          q.dot(sp.Matrix([-q2, q1, 0])), 0)
    pf.eq("score along the line k + eps q: q^T (k + eps q) = q^T k + eps |q|^2", q.dot(k + eps * q), q.dot(k) + eps * n2)
    sol = sp.solveset(sp.Eq(q.dot(k) + eps * n2, 0), eps, sp.S.Reals)
    pf.true("it vanishes for exactly one eps (SymPy solveset gives a one-point set)",
            sp.Eq(sp.Integer(len(sol)) if isinstance(sol, sp.FiniteSet) else sp.Integer(-1), 1))
    pf.eq("that eps is eps* = -q^T k / |q|^2", list(sol)[0] if isinstance(sol, sp.FiniteSet) else sp.nan,
          -q.dot(k) / n2)


@claim.check
def check(ctx, q1, q2, q3, k1, k2, k3, eps):
    q = [ctx.num(q1), ctx.num(q2), ctx.num(q3)]
    k = [ctx.num(k1), ctx.num(k2), ctx.num(k3)]
    e = ctx.num(eps)
    lhs = ctx.fsum(a * (b + e * a) for a, b in zip(q, k))
    rhs = ctx.fsum(a * b for a, b in zip(q, k)) + e * ctx.fsum(a * a for a in q)
    return Eq(lhs, rhs)
