import sympy as sp

from suite import Claim, Source

DOC = '000_da7a9c08a271989b.txt'

claim = Claim(
    title=r"Refuted (contradicted by the next paragraph): 'both the content and the position code get updated' — the "
          r"sinusoidal $P$ of this section is fixed, so a training step changes $X$ only",
    statement=r"In §6.1.1's setting (input $X + P$, $P$ the sinusoidal code, which the next paragraph says is generated "
              "deterministically, takes no part in gradient updates and stays fixed during training): a gradient step "
              r"with rate $\eta$ on $L(X + P)$ changes both $X$ and $P$, by $-\eta L'(X + P)$ each.",
    hypotheses=r"$L$ differentiable; the document's $P$ (§6.1.1: 不参与梯度更新 … 在整个训练过程中保持固定)",
    expect="refuted",
    wrong=r"The gradient does reach $P$ ($\partial L/\partial P = L'(X + P)$, as the first half of the sentence says), but $P$ is not a "
          r"parameter: the step changes the content embedding $X$ by $-\eta L'(X + P)$ and leaves $P$ as it is, $\Delta P = 0$. With "
          r"$L(u) = u^2/2$, $X = 1$, $P = 0$, $\eta = 1$: the claimed $\Delta P = -1$, the actual $\Delta P = 0$. The document itself says so one "
          "paragraph later ('位置编码的生成是确定性的，不参与梯度更新').",
    error_kind="false general statement",
    survives=r"partly: for a learned position table (§6.1.5) both are updated; for the sinusoidal code only $X$ is, and the "
             r"gradient flowing through the sum is what makes $X$ position-aware",
    correction="sum_passes_gradient_to_content_and_position",
    sources=[Source(DOC, "§6.1.1, reasons for element-wise addition", r"两者都能得到有效的更新")],
    sharp="exact.",
)


@claim.proof
def proof(pf):
    x, p, u = sp.symbols("x p u", real=True)
    eta = sp.Symbol("eta", positive=True)
    L = u ** 2 / 2
    grad = sp.diff(L, u).subs(u, x + p)
    pf.eq("∂L/∂P = L'(X + P) = X + P for L(u) = u²/2 (the gradient reaches P)", sp.diff(L.subs(u, x + p), p), grad)
    pf.refute("claimed ΔP = −η L'(X + P) against the fixed P's ΔP = 0, at X = 1, P = 0, η = 1",
              -eta * grad, 0, at={x: 1, p: 0, eta: 1})
