"""SymPy expressions evaluated as rigorous complex balls (python-flint's ``acb``), never expanded:
``10^{10^{10}}`` is ``exp(10^{10} log 10)``, a ball, in microseconds.  A node it cannot evaluate raises
``NotEvaluated`` naming it."""
from __future__ import annotations

import functools

MAX_TERMS = 100_000  # a finite sum or product with more terms is not expanded
INTEGRAL_EVALUATIONS = 20_000  # an integral needing more evaluations of its integrand is a wide ball (undecided)
_ANALYTIC = ("analytic",)  # key of the evaluation environment inside an integrand: the integrator's analytic flag


@functools.cache
def _integrable():
    import sympy as sp

    # the nodes an integrand may hold: each analytic where the evaluator computes it (log and powers check their
    # branch cut through the integrator's flag; poles give non-finite balls); not |x|, max, cases, re, im, conjugates
    return (sp.Symbol, sp.Indexed, sp.Idx, sp.Number, sp.NumberSymbol, type(sp.I), sp.Add, sp.Mul, sp.Pow,
            sp.sin, sp.cos, sp.tan, sp.cot, sp.exp, sp.log, sp.sinh, sp.cosh, sp.tanh, sp.atan, sp.Sum, sp.Product, sp.gamma, sp.erf, sp.erfc, sp.Si, sp.sinc,
            sp.Tuple, sp.Integral)



def _sinc(e):
    """``e`` with each product holding sin(u) and 1/u written sinc(u) (the same function, without the 0/0 at u = 0)."""
    import sympy as sp

    def rewrite(m):
        for f in m.args:
            if isinstance(f, sp.sin) and sp.Pow(f.args[0], -1) in m.args:
                return sp.sinc(f.args[0]) * m.func(*[a for a in m.args if a not in (f, sp.Pow(f.args[0], -1))])
        return m

    return e.replace(lambda n: isinstance(n, sp.Mul), rewrite)


class NotEvaluated(Exception):
    """An expression the evaluator cannot turn into a ball (the reason is the message)."""


# what the evaluator does not compute, in words (never SymPy's class names)
_WHAT = {"Infinity": "an infinite value", "NegativeInfinity": "an infinite value", "ComplexInfinity": "an infinite value",
         "NaN": "an undefined value", "Integral": "an integral", "Derivative": "a derivative", "Limit": "a limit",
         "Sum": "a sum", "Product": "a product", "Order": "an order of growth (O(…))", "Tuple": "a vector",
         "ImmutableDenseMatrix": "a matrix", "MutableDenseMatrix": "a matrix", "Interval": "an interval",
         "FiniteSet": "a set", "Lambda": "a function", "Piecewise": "a case definition"}


def _trigonometric_tail(body, x, lo, hi):
    """∫_a^∞ k cos(c x)/x dx = -k Ci(c a) and ∫_a^∞ k sin(c x)/x dx = k (π/2 - Si(c a)) (c > 0, a > 0, k free of x;
    DLMF 6.2.9 and 6.2.10 with the substitution u = c x), as expressions the evaluator computes; None for any other
    integral.  The bound a is checked positive where the expression is evaluated: Ci is not defined at 0, and below 0
    the integral runs through the pole at 0 (the evaluator then declines Ci, or the condition makes it undefined)."""
    import sympy as sp

    c, k = sp.Wild("c", exclude=[x]), sp.Wild("k", exclude=[x])
    if hi is not sp.oo or lo.has(x):
        return None
    m = body.match(k * sp.cos(c * x) / x)
    if m and m[c].is_positive and m[k] != 0:
        return sp.Piecewise((-m[k] * sp.Ci(m[c] * lo), lo > 0), (sp.nan, True))
    m = body.match(k * sp.sin(c * x) / x)  # (sin x / x has no pole: any real a, Dirichlet's ∫_0^∞ = π/2 included)
    if m and m[c].is_positive and m[k] != 0:
        return sp.Piecewise((m[k] * (sp.pi / 2 - sp.Si(m[c] * lo)), sp.Eq(sp.im(lo), 0)), (sp.nan, True))
    return None


def ball(q, prec: int):
    """An exact rational (SymPy Rational or Fraction) as an acb at ``prec`` bits."""
    import flint

    flint.ctx.prec = prec
    return flint.acb(flint.arb(int(q.numerator if hasattr(q, "numerator") else q.p)) /
                     flint.arb(int(q.denominator if hasattr(q, "denominator") else q.q)))


def _pole_in_range(f, k, lo, hi) -> bool:
    """Whether a term ``f`` of a sum over the integers ``k`` from ``lo`` to ``hi`` has a zero denominator at one of
    them (or may have: a denominator whose integer zeros are not found), where SymPy's closed form would pass over
    it."""
    import sympy as sp

    den = sp.denom(sp.together(f))
    for factor in sp.Mul.make_args(den):
        if not factor.has(k):
            continue
        base = factor.base if isinstance(factor, sp.Pow) and factor.exp.is_positive else factor
        if isinstance(base, sp.factorial) and base.args[0] == k and (lo.is_infinite or lo >= 0):
            continue  # k! for k ≥ 0: never 0
        if isinstance(factor, sp.Pow) and not factor.base.has(k) and factor.base.is_nonzero:
            continue  # 2^k: never 0
        if isinstance(base, sp.exp):
            continue
        if not base.is_polynomial(k):
            return True  # a denominator whose zeros the reader does not find: it may have one
        try:
            zeros = sp.Poly(base, k).all_roots()
        except Exception:  # noqa: BLE001 - zeros not found (a symbolic coefficient): it may have one
            return True
        for z in zeros:
            if not z.is_number:
                return True  # (a zero at a symbolic place)
            if z.is_integer and (lo.is_infinite or z >= lo) and (hi.is_infinite or z <= hi):
                return True
    return False


def evaluate(expr, values: dict, prec: int):
    """``expr`` as an acb ball at ``prec`` bits; ``values`` maps symbols (or Indexed objects) to acb balls."""
    import flint
    import sympy as sp

    flint.ctx.prec = prec
    acb, arb = flint.acb, flint.arb

    def real_int(b) -> int | None:
        if b.imag.is_zero() and b.real.is_exact() and b.real.unique_fmpz() is not None:
            return int(b.real.unique_fmpz())
        return None

    functions = {sp.sin: "sin", sp.cos: "cos", sp.tan: "tan", sp.exp: "exp", sp.sinh: "sinh", sp.cosh: "cosh",
                 sp.tanh: "tanh", sp.cot: "cot", sp.sinc: "sinc", sp.atan: "atan", sp.asin: "asin", sp.acos: "acos",
                 sp.asinh: "asinh", sp.acosh: "acosh", sp.atanh: "atanh"}
    specials = {sp.gamma: "gamma", sp.erf: "erf", sp.erfc: "erfc", sp.Si: "si", sp.Ci: "ci"}

    def ev(e, env):
        if e in env:
            return env[e]
        if isinstance(e, sp.Integer):
            return acb(int(e))
        if isinstance(e, sp.Rational):
            return acb(arb(int(e.p)) / arb(int(e.q)))
        if isinstance(e, sp.Float):
            raise NotEvaluated("a binary float in the expression")
        if e is sp.pi:
            return acb(arb.pi())
        if e is sp.E:
            return acb(1).exp()
        if e is sp.EulerGamma:
            return acb(arb.const_euler())
        if e is sp.I:
            return acb(0, 1)
        if isinstance(e, sp.Add):
            out = acb(0)
            for a in e.args:
                out += ev(a, env)
            return out
        if isinstance(e, sp.Mul):
            out = acb(1)
            for a in e.args:
                out *= ev(a, env)
            return out
        if isinstance(e, sp.Pow):
            b, x = e.args
            base = ev(b, env)
            if isinstance(x, sp.Integer) and abs(int(x)) < 2**20:
                n = int(x)
                if n >= 0:
                    return base ** n
                if base.contains(0):
                    return pole(env, "division by a value that may be 0")
                return 1 / base ** (-n)
            if isinstance(x, sp.Rational) and x.q % 2 == 1 and _ANALYTIC not in env and base.imag.is_zero() \
                    and base.real < 0:
                # the real odd root of a negative number (\\sqrt[3]{-8} = -2), as real analysis writes it
                mag = (ev(x, env) * (-base).log()).exp()
                return -mag if x.p % 2 else mag
            xb = ev(x, env)
            if base.contains(0):
                return pole(env, "a power of a base that may be 0")
            return (xb * base.log(analytic=env.get(_ANALYTIC, False))).exp()
        if isinstance(e, (sp.Sum, sp.Product)):
            return aggregate(e, env)
        fn = functions.get(type(e))
        if fn is not None and len(e.args) == 1:
            return getattr(ev(e.args[0], env), fn)()
        special = specials.get(type(e))
        if special is not None and len(e.args) == 1:
            x = ev(e.args[0], env)
            if special == "ci" and x.real.contains(0) or special == "gamma" and real_int(x) is not None \
                    and real_int(x) <= 0:
                return pole(env, f"{special} at a value where it is not defined")
            return getattr(x, special)()
        if isinstance(e, sp.log):
            x = ev(e.args[0], env)
            if x.contains(0):
                return pole(env, "log of a value that may be 0")
            out = x.log(analytic=env.get(_ANALYTIC, False))
            if len(e.args) == 2:
                out = out / ev(e.args[1], env).log()
            return out
        if isinstance(e, sp.Integral):
            return integral(e, env)
        if isinstance(e, sp.Abs):
            return acb(abs(ev(e.args[0], env)))
        if isinstance(e, sp.conjugate):
            return ev(e.args[0], env).conjugate()
        if isinstance(e, sp.re):
            return acb(ev(e.args[0], env).real)
        if isinstance(e, sp.im):
            return acb(ev(e.args[0], env).imag)
        if isinstance(e, (sp.Max, sp.Min)):
            vals = [ev(a, env) for a in e.args]
            if not all(v.imag.is_zero() for v in vals):
                raise NotEvaluated("max/min of values that are not real")
            reals = [v.real for v in vals]
            out = reals[0]
            for r in reals[1:]:
                out = out.max(r) if isinstance(e, sp.Max) else out.min(r)
            return acb(out)
        if isinstance(e, (sp.floor, sp.ceiling)):
            x = ev(e.args[0], env)
            if not x.imag.is_zero():
                raise NotEvaluated("the floor or ceiling of a value that is not real")
            out = x.real.floor() if isinstance(e, sp.floor) else x.real.ceil()
            if not out.is_exact():  # the ball holds an integer: which side of it the value lies is not known
                raise NotEvaluated("the floor or ceiling of a value that may be an integer")
            return acb(out)
        if isinstance(e, sp.factorial):
            n = real_int(ev(e.args[0], env))
            if n is None or n < 0 or n > 10_000:
                raise NotEvaluated("a factorial of a value that is not a small non-negative integer")
            return acb(arb.fac_ui(n))
        if isinstance(e, sp.binomial):
            n, k = real_int(ev(e.args[0], env)), real_int(ev(e.args[1], env))
            if n is None or k is None:
                raise NotEvaluated("a binomial of values that are not integers")
            return acb(int(sp.binomial(n, k)))
        if isinstance(e, sp.Piecewise):
            for val, cond in e.args:
                c = condition(cond, env)
                if c is True:
                    return ev(val, env)
                if c is None:
                    raise NotEvaluated("a case condition that is not decided")
            raise NotEvaluated("no case applies")
        if isinstance(e, sp.Indexed):
            table = env.get(("arbitrary", str(e.base)))
            if table is not None:
                return table([ev(i, env) for i in e.indices])
            raise NotEvaluated(f"{e} has no value")
        if isinstance(e, sp.core.function.AppliedUndef):
            table = env.get(("arbitrary", e.func.__name__))
            if table is not None:
                return table([ev(a, env) for a in e.args])
        if isinstance(e, sp.Symbol):
            raise NotEvaluated(f"{e} has no value")
        raise NotEvaluated(f"{_WHAT.get(type(e).__name__, 'an expression of a kind it does not compute')} is not "
                           "evaluated")

    def condition(c, env):
        if c is sp.true or c is True:
            return True
        if c is sp.false or c is False:
            return False
        if isinstance(c, (sp.Eq, sp.Ne, sp.Lt, sp.Le, sp.Gt, sp.Ge)):
            if isinstance(c.lhs, sp.Mod) or isinstance(c.rhs, sp.Mod):
                d = sp.simplify(c.lhs - c.rhs).subs({k: int(real_int(v)) for k, v in env.items()
                                                       if isinstance(k, sp.Symbol) and real_int(v) is not None})
                if d.is_number:
                    return bool({sp.Eq: d == 0, sp.Ne: d != 0}.get(type(c), False))
                return None
            d = ev(c.lhs, env) - ev(c.rhs, env)
            if not d.imag.is_zero():
                return None
            r = d.real
            table = {sp.Eq: (r == 0, r != 0), sp.Ne: (r != 0, r == 0), sp.Lt: (r < 0, r >= 0),
                     sp.Le: (r <= 0, r > 0), sp.Gt: (r > 0, r <= 0), sp.Ge: (r >= 0, r < 0)}
            yes, no = table[type(c)]
            return True if yes else False if no else None
        if isinstance(c, sp.And):
            vals = [condition(a, env) for a in c.args]
            return False if False in vals else None if None in vals else True
        if isinstance(c, sp.Or):
            vals = [condition(a, env) for a in c.args]
            return True if True in vals else None if None in vals else False
        return None

    def pole(env, why: str):
        if _ANALYTIC in env:  # inside an integrand: a non-finite ball, which the integrator subdivides around
            return acb("nan")
        raise NotEvaluated(why)

    def integral(e, env):
        body, *limits = e.args
        if len(limits) != 1 or len(limits[0]) != 3:
            raise NotEvaluated("an integral over several variables or without both bounds is not evaluated")
        x, lo, hi = limits[0]
        tail = _trigonometric_tail(body, x, lo, hi)
        if tail is not None:
            return ev(tail, env)
        a, b = ev(lo, env), ev(hi, env)
        if not (a.imag.is_zero() and b.imag.is_zero() and a.is_finite() and b.is_finite()):
            raise NotEvaluated("an integral whose bounds are not finite real numbers is not evaluated")
        odd = [type(n).__name__ for n in sp.preorder_traversal(body) if not isinstance(n, _integrable())
               and not (isinstance(n, sp.core.function.AppliedUndef) and ("arbitrary", n.func.__name__) in env)]
        if odd:
            raise NotEvaluated(f"an integral of {_WHAT.get(odd[0], 'a function the evaluator does not integrate')} "
                               "is not evaluated")
        body = _sinc(body)  # sin(t)/t: the integrand's removable singularity at 0 computed, not a pole
        missing = sorted(str(v) for v in body.free_symbols - {x} if v not in env)
        if missing:
            raise NotEvaluated(f"{missing[0]} has no value")
        span = dict(env)  # every point of the path at once: the real segment between the bounds, as one ball
        span[x] = acb((a.real.union(b.real)))
        for cut in [n.args[0] for n in sp.preorder_traversal(body) if isinstance(n, sp.Pow) and not n.args[1].is_integer]\
                + [n.args[0] for n in sp.preorder_traversal(body) if isinstance(n, sp.log)]:
            try:
                ok = ev(cut, span).real > 0 and ev(cut, span).imag.is_zero()
            except Exception:  # noqa: BLE001 - a base the evaluator cannot bound on the path
                ok = False
            if not ok:  # x^{1/3} or log x on a path where x may be ≤ 0: a real root of a negative number is not
                # the principal branch the integrator would take
                raise NotEvaluated("an integral of a root or logarithm of a value that may be 0 or negative on the "
                                   "path is not evaluated")
        caught: list = []
        inner = dict(env)  # (one copy for every point: each call sets the variable and the flag anew)

        def f(t, analytic):
            if caught:  # the budget has run out: every further point at once (the integrator stops on its own)
                return acb("nan")
            inner[x] = t
            inner[_ANALYTIC] = bool(analytic)
            try:
                return ev(body, inner)
            except Exception:  # noqa: BLE001 - a point where the integrand is not computed: a non-finite ball
                return acb("nan")
            except BaseException as exc:  # a budget's alarm: passed on once the integrator returns
                caught.append(exc)
                return acb("nan")

        out = acb.integral(f, a, b, eval_limit=INTEGRAL_EVALUATIONS)
        if caught:
            raise caught[0]
        if not out.is_finite():
            raise NotEvaluated("an integral the evaluator could not enclose is not evaluated")
        return out

    def aggregate(e, env):
        body, *limits = e.args
        if len(limits) != 1:
            raise NotEvaluated("a sum or product over several indices")
        k, lo, hi = limits[0]
        if lo.is_infinite or hi.is_infinite:  # Σ_{k=0}^∞ 2^{-k}: SymPy's closed form, where it finds one
            closed = _closed_form(e)
            if isinstance(closed, str):
                raise NotEvaluated(closed)
            return ev(closed, env)
        a, b = real_int(ev(lo, env)), real_int(ev(hi, env))
        if a is None or b is None:
            raise NotEvaluated("a sum or product whose bounds are not integers")
        if b - a + 1 > MAX_TERMS:
            raise NotEvaluated(f"a sum or product of more than {MAX_TERMS} terms")
        out = acb(0) if isinstance(e, sp.Sum) else acb(1)
        inner = dict(env)
        for j in range(a, b + 1):
            inner[k] = acb(j)
            v = ev(body, inner)
            out = out + v if isinstance(e, sp.Sum) else out * v
        return out

    try:
        return ev(expr, dict(values))
    except NotEvaluated:
        raise
    except (ZeroDivisionError, ValueError, OverflowError, TypeError, AttributeError) as exc:
        raise NotEvaluated(f"cannot evaluate: {type(exc).__name__}: {exc}") from exc


def series_of_a_free_sequence(e) -> bool:
    """Whether the infinite sum or product ``e`` runs over a sequence the document leaves free: its term holds a member
    of a family or an undefined function at its index (Σ_n a_n cos(nωt), Σ_n f(n)), and no Kronecker delta, case
    split or power of 0 (0^n) that could pick some terms.  SymPy finds no closed form for it (a telescoping one leaves
    a_∞, whose value is unknown), and its attempt, a telescoping solved for, can take seconds."""
    import sympy as sp

    k = e.limits[0][0]
    term = sp.expand(e.function)  # (((k+1)^2 - k^2 - 2k - 1) a_k + 2^{-k}: no a_k once expanded, and SymPy sums it)
    if term.has(sp.KroneckerDelta, sp.Piecewise) or any(p.base == 0 for p in term.atoms(sp.Pow)):
        return False  # (a_3 δ_{n,3}, 0^{n+1} f(n): a term that vanishes but for some n, which SymPy does sum)
    members = [a for a in term.atoms(sp.Indexed) if any(i.has(k) for i in a.indices)]
    applied = [a for a in term.atoms(sp.core.function.AppliedUndef) if any(x.has(k) for x in a.args)]
    return bool(members or applied)


@functools.lru_cache(maxsize=512)
def _closed_form(e):
    """SymPy's closed form of the infinite sum or product ``e``, or the reason (a string) it has none.  Found once
    per process: every test point of a relation, and every relation that repeats it, asks again, and SymPy's
    attempt (a telescoping sum solved for) can last seconds; the answer does not depend on the point."""
    import sympy as sp

    k, lo, hi = e.limits[0]
    if _pole_in_range(e.function, k, lo, hi):  # Σ_{k≥0} 1/((k-2)(k-3)): terms 1/0, no sum at all
        return "an infinite sum or product with a term that is not defined (a zero denominator)"
    if series_of_a_free_sequence(e):
        return "an infinite sum or product with no closed form SymPy finds"
    closed = e.doit()
    if closed.has(sp.Sum, sp.Product) or not closed.is_finite:
        return "an infinite sum or product with no closed form SymPy finds"
    return closed


_PROBABILITIES = frozenset({"P", "Pr", "p", "Prob", "prob"})


def number(expr, prec: int):
    """``expr`` (no free names) as an acb ball at ``prec`` bits, or None where the evaluator does not take it; Arb's
    working precision is left as it was."""
    import flint

    saved = flint.ctx.prec
    try:
        return evaluate(expr, {}, prec)
    except Exception:  # noqa: BLE001 - not taken (a pole, a float, a construct the evaluator does not read)
        return None
    finally:
        flint.ctx.prec = saved


def arbitrary(name: str, prec: int):
    """A smooth function of any number of complex arguments, fixed by ``name`` (the same name, the same function),
    standing for a family or function the document leaves undefined: a test of an identity at it is a test for
    one arbitrary choice of that family.  Its coefficients are small exact rationals drawn from a hash of the
    name, so that it is reproducible from run to run.  A probability (``P``, ``Pr``, ``p``, and their conditional
    forms ``P(a | b)``) takes values in (0, 1]: exp(-g²) of such a function g, at real arguments."""
    import hashlib

    import flint

    digest = hashlib.sha256(name.encode()).digest()
    coef = [flint.arb(int(b) - 128) / 97 for b in digest]

    def f(args):
        flint.ctx.prec = prec
        out = flint.acb(coef[0])
        for k in range(3):
            phase = flint.acb(coef[1 + 8 * k])
            for j, a in enumerate(args):
                phase += flint.acb(coef[2 + 8 * k + (j % 6)] + flint.arb(j + 1) / 7) * a
            out += flint.acb(coef[8 + 8 * k] + 2) * phase.sin()
        return (-out * out).exp() if probability else out

    probability = name.split("|")[0] in _PROBABILITIES

    return f


def text(b, digits: int = 30) -> str:
    """A ball's midpoint as a decimal string (real part only when it is real); a ball too wide for its first digits
    to be known (``sin(10^{10^{10}})`` at any precision the reader takes) as the ball, radius and all, never as a
    midpoint that looks like a value."""
    import flint

    def part(r) -> str:
        if not r.is_finite():
            return str(r)
        if not r.is_exact() and r.rad() > abs(r.mid()) * flint.arb("1e-20"):
            return r.str(3, radius=True)  # e.g. [+/- 1.01]: the value is not known
        return r.mid().str(digits, radius=False)

    if b.imag.is_zero():
        return part(b.real)
    return f"{part(b.real)} + {part(b.imag)}i"
