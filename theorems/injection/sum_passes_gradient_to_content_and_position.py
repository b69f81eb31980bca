import sympy as sp

from suite import Claim, Source

DOC = '000_da7a9c08a271989b.txt'

claim = Claim(
    title=r"Addition $X + P$ passes the same gradient to $X$ and to $P$",
    statement=r"$\frac{d}{dX} L(X + P) = \frac{d}{dP} L(X + P) = L'(X + P)$ entrywise; a gradient step with rate $\eta$ changes a trainable $X$ "
              r"or $P$ by $-\eta L'(X + P)$ (a fixed $P$ is not changed).",
    hypotheses=r"$L$ differentiable",
    expect="proved",
    sources=[
        Source(DOC, "§6.1.1, reasons for element-wise addition", r"相加操作允许梯度同时流回内容编码和位置编码"),
        Source(DOC, "§6.1.1, reasons for element-wise addition", r"两者都能得到有效的更新", role="corrects"),
    ],
    sharp='exact.',
)


@claim.proof
def proof(pf):
    x, p, u = sp.symbols("x p u", real=True)
    L = sp.Function("L")
    g = L(x + p)
    pf.eq("dL/dx = dL/dp", sp.diff(g, x), sp.diff(g, p))
    pf.eq("dL/dx = L'(x + p)", sp.diff(g, x), sp.diff(L(u), u).subs(u, x + p))
    eta = sp.Symbol("eta", positive=True)
    pf.eq("a gradient step on a trainable p: (p - eta dL/dp) - p = -eta L'(x + p)", (p - eta * sp.diff(g, p)) - p,
          -eta * sp.diff(L(u), u).subs(u, x + p))
