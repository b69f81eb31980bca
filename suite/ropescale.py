"""``pe-verify rope-scale``: a RoPE scaling configuration judged, its frequencies per pair, and its context certified.

    python -m suite rope-scale --method yarn --head-dim 128 --base 10000 --factor 4 --original-context 4096
    python -m suite rope-scale --config config.json [--context L] [--json]

Per pair i: theta_i = base^(-2i/d), the scaled theta'_i, the wavelengths 2 pi/theta before and after, the band
(kept: theta' = theta; ramped: between; scaled: theta' = theta/s, or the base changed for NTK), and the largest phase
the pair reaches within the original length L0 ((L0 - 1) theta_i) and within the new length L ((L - 1) theta'_i).
Then the attention factor, the pairs whose phase at L goes beyond what they reached in training, the long-term-decay
criterion sum_i cos(m theta'_i) >= 0 for every m < L certified (numeric/rope_scaling.py: rigorous bounds, Arb
where a bound straddles 0), the largest context for which it holds, and findings about the configuration itself.

The formulas are the reference implementation's (Hugging Face transformers ``modeling_rope_utils.py``; the methods'
table is in docs/rope_scaling.md).  Exit 0 when the configuration was judged (whatever the findings), 2 on bad input
(with a message), 1 when a value cannot be decided.
"""
from __future__ import annotations

import json
import math
import sys
from fractions import Fraction

from suite import cli

SCHEMA = "pe-verify/rope-scale/1"

# the keys of ``rope_scaling`` per method, as the reference implementation validates them (required, optional); keys
# that newer versions read are added to the optional ones.  ``ntk`` (NTK-aware scaling with a fixed factor) is not a
# rope type of the reference implementation: a configuration that names it gets a finding
KEYS = {
    "linear": ({"factor"}, set()),
    "ntk": ({"factor"}, set()),
    "dynamic": ({"factor"}, {"original_max_position_embeddings"}),
    "yarn": ({"factor"}, {"attention_factor", "beta_fast", "beta_slow", "original_max_position_embeddings",
                          "mscale", "mscale_all_dim", "truncate"}),
    "llama3": ({"factor", "original_max_position_embeddings", "low_freq_factor", "high_freq_factor"}, set()),
    "longrope": ({"short_factor", "long_factor"}, {"attention_factor", "factor", "original_max_position_embeddings"}),
}
TYPE_KEYS = {"rope_type", "type"}


class BadInput(ValueError):
    """Input that cannot be judged: exit 2 with the message."""


def parser(prog: str) -> cli.Parser:
    ap = cli.Parser(prog=prog, description="A RoPE scaling configuration judged: per pair the frequency before and "
                    "after, the band and the phases reached; the attention factor; whether the long-term-decay "
                    "criterion sum_i cos(m theta'_i) >= 0 holds for every m < L (certified) and the largest context "
                    "for which it holds; findings about the configuration.",
                    epilog="exit codes: 0 judged; 1 a value could not be decided; 2 bad input")
    ap.add_argument("--config", metavar="FILE", help="a Hugging Face model configuration (config.json): rope_theta, "
                    "head_dim or hidden_size/num_attention_heads, partial_rotary_factor, max_position_embeddings and "
                    "its rope_scaling block")
    ap.add_argument("--method", choices=("linear", "ntk", "dynamic", "yarn", "llama3", "longrope"),
                    help="the scaling method (rope_type)")
    ap.add_argument("--head-dim", metavar="D", help="the rotary dimension d (even, >= 4)")
    ap.add_argument("--base", metavar="B", help="rope_theta (default 10000)")
    ap.add_argument("--factor", metavar="S", help="the scaling factor s")
    ap.add_argument("--alpha", metavar="A", help="NTK-aware scaling's alpha (the same number as its factor s)")
    ap.add_argument("--original-context", metavar="L0", help="the original (training) length L0")
    ap.add_argument("--context", metavar="L", help="the new length L to certify (default: max_position_embeddings of "
                    "the configuration, else s L0)")
    ap.add_argument("--beta-fast", metavar="X", help="YaRN's beta_fast (default 32)")
    ap.add_argument("--beta-slow", metavar="X", help="YaRN's beta_slow (default 1)")
    ap.add_argument("--attention-factor", metavar="X", help="an explicit attention factor (YaRN, LongRoPE)")
    ap.add_argument("--no-truncate", action="store_true", help="YaRN without the floor and ceiling of its range "
                    "(newer reference versions' truncate: false)")
    ap.add_argument("--mscale", metavar="X", help="YaRN's mscale")
    ap.add_argument("--mscale-all-dim", metavar="X", help="YaRN's mscale_all_dim")
    ap.add_argument("--low-freq-factor", metavar="X", help="Llama 3's low_freq_factor")
    ap.add_argument("--high-freq-factor", metavar="X", help="Llama 3's high_freq_factor")
    ap.add_argument("--short-factor", metavar="X,X,...", help="LongRoPE's per-pair factors within L0 (d/2 numbers)")
    ap.add_argument("--long-factor", metavar="X,X,...", help="LongRoPE's per-pair factors beyond L0 (d/2 numbers)")
    ap.add_argument("--search", metavar="N", help="search the largest valid context up to N (default max(4 L, 2^16), "
                    "capped where the certified cosine's range ends)")
    ap.add_argument("--json", action="store_true", help="print one JSON object (schema in docs/rope_scaling.md)")
    return ap


# --- reading the input ------------------------------------------------------------------------------------------

def _num(what: str, text, positive=True) -> Fraction:
    from numeric.rope_scaling import exact

    try:
        x = exact(text)
    except (ValueError, ZeroDivisionError, TypeError):
        raise BadInput(f"{what}: not a number: {text!r}") from None
    if positive and not x > 0:
        raise BadInput(f"{what} must be positive (got {text!r})")
    return x


def _int(what: str, text) -> int:
    x = _num(what, text)
    if x.denominator != 1:
        raise BadInput(f"{what} must be an integer (got {text!r})")
    return int(x)


def _context(what: str, text) -> int:
    from numeric.rope_base import parse_context

    if isinstance(text, int) and not isinstance(text, bool):
        n = text
    else:
        try:
            n = parse_context(str(text))
        except ValueError:
            raise BadInput(f"{what}: not a length: {text!r} (an integer, or a number with k or M)") from None
    if n < 1:
        raise BadInput(f"{what} must be at least 1 (got {text!r})")
    return n


def _factors(what: str, value, h: int) -> list:
    items = value.split(",") if isinstance(value, str) else value
    if not isinstance(items, (list, tuple)):
        raise BadInput(f"{what}: expected a list of numbers")
    out = [_num(f"{what}[{k}]", x) for k, x in enumerate(items)]
    if len(out) != h:
        raise BadInput(f"{what} has {len(out)} numbers; the method needs one per pair, d/2 = {h}")
    return out


def from_config(path: str, args):
    """(Scaling, findings, source) from a configuration file, the command line's --context and --search applying."""
    try:
        with open(path, encoding="utf-8") as fh:
            cfg = json.load(fh)
    except OSError as e:
        raise BadInput(f"--config: cannot read {path}: {e.strerror or e}") from None
    except json.JSONDecodeError as e:
        raise BadInput(f"--config: {path} is not JSON: {e.msg} at line {e.lineno}") from None
    if not isinstance(cfg, dict):
        raise BadInput(f"--config: {path} is not a JSON object")
    rs = cfg.get("rope_scaling")
    if not isinstance(rs, dict):
        raise BadInput(f"--config: {path} has no rope_scaling block (nothing is scaled)")
    method = rs.get("rope_type", rs.get("type"))
    if method not in KEYS:
        raise BadInput(f"--config: rope_scaling's rope_type {method!r} is not one of {', '.join(KEYS)}")
    findings = []
    if method == "ntk":
        findings.append({"kind": "not a transformers rope type", "key": "rope_type", "reason":
                         "Hugging Face transformers has no 'ntk' rope type (its NTK rope type is 'dynamic'; pull "
                         "request 32424, which proposed a fixed one, was closed unmerged), so transformers does not "
                         "load this block; read here as NTK-aware scaling, base' = base s^(d/(d-2)) (bloc97 2023)"})
    required, optional = KEYS[method]
    present = set(rs) - TYPE_KEYS
    missing = sorted(required - present)
    if missing:
        raise BadInput(f"--config: rope_scaling for {method} lacks the required key(s) {', '.join(missing)}")
    for k in sorted(present - required - optional):
        findings.append({"kind": "ignored key", "key": k,
                         "reason": f"{method} does not read rope_scaling's {k!r}: it has no effect on the frequencies "
                                   "or the attention factor"})
    if "head_dim" in cfg and cfg["head_dim"] is not None:
        head = _int("head_dim", cfg["head_dim"])
    else:
        try:
            hidden, heads = _int("hidden_size", cfg["hidden_size"]), _int("num_attention_heads", cfg["num_attention_heads"])
        except KeyError as e:
            raise BadInput(f"--config: no head_dim, and no {e.args[0]} to derive it") from None
        head = hidden // heads
    prf = _num("partial_rotary_factor", cfg.get("partial_rotary_factor", 1))
    d = int(head * prf)
    base = _num("rope_theta", cfg.get("rope_theta", 10000))
    max_pos = cfg.get("max_position_embeddings")
    max_pos = _context("max_position_embeddings", max_pos) if max_pos is not None else None
    factor = _num("rope_scaling.factor", rs["factor"]) if rs.get("factor") is not None else None
    orig = rs.get("original_max_position_embeddings", cfg.get("original_max_position_embeddings"))
    orig = _context("original_max_position_embeddings", orig) if orig is not None else None
    kw = dict(method=method, head_dim=d, base=base)
    if method == "longrope":
        if orig is not None and max_pos is not None:
            ratio = Fraction(max_pos, orig)
            if factor is not None and factor != ratio:
                findings.append({"kind": "factor overridden", "reason":
                                 f"rope_scaling.factor is {_show(factor)} but the reference implementation takes "
                                 f"max_position_embeddings / original_max_position_embeddings = {_show(ratio)} when "
                                 "the original length is given"})
            factor = ratio
        L0 = orig if orig is not None else max_pos
        if factor is None:
            raise BadInput("--config: longrope needs factor, or max_position_embeddings and "
                           "original_max_position_embeddings")
    elif method == "yarn" and orig is not None and max_pos is not None and factor is not None \
            and factor != Fraction(max_pos, orig):
        findings.append({"kind": "factor ambiguous", "reason":
                         f"rope_scaling.factor is {_show(factor)} but max_position_embeddings / "
                         f"original_max_position_embeddings is {_show(Fraction(max_pos, orig))}: transformers versions "
                         "that read original_max_position_embeddings replace the factor by that ratio (a published "
                         "bug when they differ); the frequencies here use the factor as written"})
        L0 = orig
    else:
        L0 = orig if orig is not None else max_pos
        if method == "dynamic" and "original_max_position_embeddings" in rs and max_pos is not None and max_pos != orig:
            findings.append({"kind": "original length not read", "key": "original_max_position_embeddings", "reason":
                             "transformers' dynamic NTK accepts rope_scaling's original_max_position_embeddings but "
                             f"computes with max_position_embeddings = {max_pos} as the original length; the "
                             f"frequencies here use {orig}, the length the key gives"})
    if L0 is None:
        raise BadInput("--config: no original length (original_max_position_embeddings or max_position_embeddings)")
    kw.update(factor=factor if factor is not None else Fraction(1), original=L0)
    if method == "yarn":
        for key in ("beta_fast", "beta_slow"):
            if rs.get(key):
                kw[key] = _num(f"rope_scaling.{key}", rs[key])
        for key in ("attention_factor", "mscale", "mscale_all_dim"):
            if rs.get(key) is not None:
                kw[key] = _num(f"rope_scaling.{key}", rs[key], positive=False)
        if rs.get("truncate") is False:
            kw["truncate"] = False
    if method == "llama3":
        kw["low_freq_factor"] = _num("rope_scaling.low_freq_factor", rs["low_freq_factor"])
        kw["high_freq_factor"] = _num("rope_scaling.high_freq_factor", rs["high_freq_factor"])
    if method == "longrope":
        kw["short_factor"] = _factors("rope_scaling.short_factor", rs["short_factor"], d // 2)
        kw["long_factor"] = _factors("rope_scaling.long_factor", rs["long_factor"], d // 2)
        if rs.get("attention_factor") is not None:
            kw["attention_factor"] = _num("rope_scaling.attention_factor", rs["attention_factor"])
    # the new length: --context, else max_position_embeddings when an original length is given apart from it (else
    # max_position_embeddings is the original length, and the new one is s L0)
    L = _context("--context", args.context) if args.context else (
        max_pos if max_pos is not None and orig is not None else None)
    kw["context"] = L
    return kw, findings, {"config": path}


def from_arguments(args):
    """(Scaling keywords, findings, source) from the command line's method options."""
    if args.method is None:
        raise BadInput("give --config FILE, or --method with --head-dim, --factor and --original-context")
    if args.alpha is not None:
        if args.method != "ntk":
            raise BadInput("--alpha is NTK-aware scaling's factor: use it with --method ntk")
        if args.factor is not None and _num("--factor", args.factor) != _num("--alpha", args.alpha):
            raise BadInput("--alpha and --factor are the same number for NTK-aware scaling; give one")
        args.factor = args.alpha
    missing = [o for o, v in (("--head-dim", args.head_dim), ("--original-context", args.original_context))
               if v is None]
    if args.method != "longrope" and args.factor is None:
        missing.append("--factor")
    if missing:
        raise BadInput(f"--method {args.method} needs {', '.join(missing)}")
    d = _int("--head-dim", args.head_dim)
    kw = dict(method=args.method, head_dim=d, base=_num("--base", args.base if args.base is not None else 10000),
              factor=_num("--factor", args.factor) if args.factor is not None else Fraction(1),
              original=_context("--original-context", args.original_context),
              context=_context("--context", args.context) if args.context else None)
    findings = []
    method_opts = {"beta_fast": "yarn", "beta_slow": "yarn", "mscale": "yarn", "mscale_all_dim": "yarn",
                   "attention_factor": ("yarn", "longrope"), "low_freq_factor": "llama3",
                   "high_freq_factor": "llama3", "short_factor": "longrope", "long_factor": "longrope"}
    for key, methods in method_opts.items():
        value = getattr(args, key)
        if value is None:
            continue
        if args.method not in ((methods,) if isinstance(methods, str) else methods):
            findings.append({"kind": "ignored key", "key": key,
                             "reason": f"{args.method} does not read {key}: it has no effect"})
            continue
        if key in ("short_factor", "long_factor"):
            kw[key] = _factors(f"--{key.replace('_', '-')}", value, d // 2)
        else:
            kw[key] = _num(f"--{key.replace('_', '-')}", value, positive=key not in ("mscale", "mscale_all_dim"))
    if args.no_truncate:
        if args.method != "yarn":
            findings.append({"kind": "ignored key", "key": "truncate",
                             "reason": f"{args.method} does not read truncate: it has no effect"})
        else:
            kw["truncate"] = False
    if args.method == "llama3":
        for key in ("low_freq_factor", "high_freq_factor"):
            if key not in kw:
                raise BadInput(f"--method llama3 needs --{key.replace('_', '-')} (Llama 3.1: 1 and 4)")
    if args.method == "longrope":
        for key in ("short_factor", "long_factor"):
            if key not in kw:
                raise BadInput(f"--method longrope needs --{key.replace('_', '-')} (d/2 numbers)")
    return kw, findings, {"arguments": True}


def _show(x) -> str:
    x = Fraction(x)
    return str(x.numerator) if x.denominator == 1 else f"{float(x):.10g}"


# --- judging ------------------------------------------------------------------------------------------------------

MAX_TURNS_M = (1 << 23) * 2 * math.pi  # m theta below this: the certified cosine's range (numeric.rope_base)


def judge(kw: dict, findings: list, search: int | None = None) -> dict:
    """The whole answer as plain data (the --json object)."""
    from numeric import rope_scaling as R

    d = kw["head_dim"]
    if d < 4 or d % 2:
        raise BadInput(f"the rotary dimension d must be even and at least 4 (got {d}): NTK's exponent d/(d-2)")
    s, L0 = kw["factor"], kw["original"]
    L = kw.get("context") or max(L0 + 1, math.ceil(s * L0))
    kw = dict(kw, context=L)
    if not kw["base"] > 1:
        raise BadInput(f"the base must be above 1 (got {_show(kw['base'])})")
    findings = list(findings)
    if s < 1:
        findings.append({"kind": "factor below 1", "reason": f"the factor is {_show(s)} < 1: the method shrinks the "
                         "context it extends (the frequencies are raised, not lowered)"})
    if L0 >= L:
        findings.append({"kind": "original length not below the new length", "reason":
                         f"the original length L0 = {L0} is not below the new length L = {L}: nothing is extended"
                         + (" (dynamic NTK then uses the original base)" if kw["method"] == "dynamic" else "")})
    if kw["method"] == "yarn" and kw.get("mscale") and kw.get("mscale_all_dim") and kw.get("attention_factor") is None \
            and kw["mscale"] == kw["mscale_all_dim"] and s > 1:
        findings.append({"kind": "temperatures cancel", "reason":
                         f"mscale = mscale_all_dim = {_show(kw['mscale'])}: the attention factor is the ratio "
                         "(0.1 mscale ln s + 1)/(0.1 mscale_all_dim ln s + 1) = 1, so YaRN's temperature is not "
                         "applied to the frequencies' cos/sin (implementations that scale the softmax by mscale "
                         "separately apply it there)"})
    sc = R.Scaling(**kw)
    res = R.scaled(sc)
    h = d // 2
    pairs, beyond = [], []
    for i in range(h):
        t, t2 = res.thetas[i], res.scaled[i]
        two_pi = 2 * math.pi
        row = {"i": i, "theta": _f(t), "theta_scaled": _f(t2), "wavelength": _f(_wl(t)),
               "wavelength_scaled": _f(_wl(t2)), "band": res.bands[i],
               "phase_within_original": _f(t * (L0 - 1)), "phase_within_context": _f(t2 * (L - 1))}
        grows = bool(t2 * (L - 1) > t * (L0 - 1))
        row["beyond_training"] = grows
        row["angles_unseen"] = grows and bool(t * (L0 - 1) < two_pi)
        if grows:
            beyond.append(i)
        pairs.append(row)
    if s > 1 and not any(b == "scaled" for b in res.bands):
        findings.append({"kind": "no pair scaled", "reason":
                         f"no pair takes the full scaling ({sum(b == 'ramped' for b in res.bands)} ramped, the rest "
                         "kept): the slowest pairs are not slowed down by s"})
    if kw["method"] == "longrope" and list(kw.get("short_factor", [])) != list(kw.get("long_factor", [])):
        findings.append({"kind": "factors switch mid-sequence", "reason":
                         "short_factor and long_factor differ: the reference implementation picks them by the "
                         f"sequence length, so a sequence that grows past L0 = {L0} switches from the short to the long "
                         "factors, and keys cached before the switch were rotated with the short ones"})
    if kw["method"] == "longrope" and kw.get("factor") and not (L > L0):
        findings.append({"kind": "short factors in use", "reason": "the context does not exceed L0: LongRoPE uses "
                         "short_factor"})
    cap = int(MAX_TURNS_M / max(1.0, max(float(x.mid()) for x in res.scaled))) - 1
    if L > cap:
        raise BadInput(f"the context {L} is beyond what the certified cosine covers for these frequencies ({cap})")
    search = min(cap, max(search or 0, 4 * L, 1 << 16))
    cert = R.certify(sc, L, search=search)
    out = {"schema": SCHEMA, "method": sc.method, "head_dim": d, "base": _show(sc.base), "factor": _show(s),
           "original_context": L0, "context": L,
           "attention_factor": _f(res.attention_factor),
           "logit_scale": _f(res.attention_factor * res.attention_factor),
           "pairs": pairs, "beyond_training": beyond,
           "angles_unseen": [p["i"] for p in pairs if p["angles_unseen"]],
           "bands": {b: [p["i"] for p in pairs if p["band"] == b] for b in ("kept", "ramped", "scaled")},
           "criterion": {"statement": "sum_i cos(m theta'_i) >= 0 for every integer 0 <= m < L",
                         "holds": cert["holds"], "first_failure": cert["first_failure"],
                         "largest_context": cert["largest_context"], "holds_up_to": cert.get("holds_up_to"),
                         "searched_to": search},
           "findings": findings}
    if res.yarn_range is not None:
        out["yarn"] = {"beta_fast": _show(sc.beta_fast), "beta_slow": _show(sc.beta_slow), "truncate": sc.truncate,
                       "correction_dims": [_f(x) for x in res.yarn_dims],
                       "range": [x if isinstance(x, int) else _f(x) for x in res.yarn_range]}
    if sc.method == "llama3":
        out["llama3"] = {"high_freq_wavelength": _show(Fraction(L0) / sc.high_freq_factor),
                         "low_freq_wavelength": _show(Fraction(L0) / sc.low_freq_factor)}
    if res.dynamic_base is not None:
        out["scaled_base"] = _f(res.dynamic_base)
    return out


def _wl(t):
    import flint

    return 2 * flint.arb.pi() / t


def _f(x) -> float:
    """A ball's midpoint as a float (its radius is below 2^-100 relative here)."""
    return float(x.mid())


# --- output -------------------------------------------------------------------------------------------------------

def text(o: dict) -> str:
    from numeric import bounds_text

    lines = [f"{o['method']}: head dim {o['head_dim']}, base {o['base']}, factor {o['factor']}, original length "
             f"{o['original_context']}, new length {o['context']}"]
    if "yarn" in o:
        y = o["yarn"]
        how = "floor and ceiling" if y["truncate"] else "unrounded (truncate false)"
        lines.append(f"YaRN correction range: beta_fast {y['beta_fast']} -> dim {y['correction_dims'][0]:.6g}, beta_slow "
                     f"{y['beta_slow']} -> dim {y['correction_dims'][1]:.6g}; range [low, high] = "
                     f"[{y['range'][0]:.6g}, {y['range'][1]:.6g}] ({how}, clipped to [0, d-1])")
    if "llama3" in o:
        x = o["llama3"]
        lines.append(f"Llama 3 band edges: wavelength {x['high_freq_wavelength']} (= L0/high_freq_factor) and "
                     f"{x['low_freq_wavelength']} (= L0/low_freq_factor)")
    if "scaled_base" in o:
        d = o["head_dim"]
        if o["method"] == "ntk":
            lines.append(f"scaled base: base' = base alpha^(d/(d-2)) = {o['base']} x {o['factor']}^({d}/{d - 2}) = "
                         f"{o['scaled_base']:.10g} (alpha = s = {o['factor']}; back: alpha = (base'/base)^(({d}-2)/{d}))")
        else:
            lines.append(f"scaled base at L = {o['context']}: base (s L/L0 - (s - 1))^(d/(d-2)) = "
                         f"{o['scaled_base']:.10g}")
    b = o["bands"]
    lines.append(f"bands by pair index: kept {_ranges(b['kept'])}; ramped {_ranges(b['ramped'])}; scaled "
                 f"{_ranges(b['scaled'])}")
    lines.append(f"attention factor (on cos and sin): {o['attention_factor']:.10g}; logits scaled by its square "
                 f"{o['logit_scale']:.10g}")
    lines.append("")
    lines.append(f"{'i':>4} {'theta':>12} {'theta scaled':>12} {'wavelength':>12} {'-> scaled':>12} {'band':>7} "
                 f"{'phase<L0':>12} {'phase<L':>12}")
    for p in o["pairs"]:
        mark = " *" if p["angles_unseen"] else (" +" if p["beyond_training"] else "")
        lines.append(f"{p['i']:>4} {p['theta']:>12.6g} {p['theta_scaled']:>12.6g} {p['wavelength']:>12.6g} "
                     f"{p['wavelength_scaled']:>12.6g} {p['band']:>7} {p['phase_within_original']:>12.6g} "
                     f"{p['phase_within_context']:>12.6g}{mark}")
    lines.append("+ the pair's phase at L goes beyond the largest it reached within L0; * and in training it did not "
                 "complete a turn, so it now takes angles it never took")
    lines.append(f"pairs whose phase at L goes beyond the largest within L0: {_ranges(o['beyond_training'])}; of "
                 f"them taking angles never taken in training: {_ranges(o['angles_unseen'])}")
    c = o["criterion"]
    lines.append("")
    ff = c["first_failure"]
    lines.append(f"long-term decay, {c['statement']} (L = {o['context']}): " + (
        "holds, every m certified" if c["holds"] else
        f"fails: first at m = {ff['m']}, where the sum is <= {bounds_text.upper(ff['upper'], 6)} < 0 (Arb); every "
        "smaller m certified "
        ">= 0"))
    if c["largest_context"] is not None:
        lines.append(f"largest context for which it holds: L = {c['largest_context']} (it fails at m = "
                     f"{c['largest_context']}, certified; every smaller m certified)")
    else:
        lines.append(f"it holds for every context up to {c['holds_up_to']} (searched; beyond is not)")
    lines.append("")
    if o["findings"]:
        lines.append("findings about the configuration:")
        for f in o["findings"]:
            lines.append(f"- {f['kind']}: {f['reason']}")
    else:
        lines.append("findings about the configuration: none")
    return "\n".join(lines)


def _ranges(ix: list) -> str:
    if not ix:
        return "none"
    parts, start, prev = [], ix[0], ix[0]
    for k in ix[1:] + [None]:
        if k is not None and k == prev + 1:
            prev = k
            continue
        parts.append(f"{start}" if start == prev else f"{start}-{prev}")
        if k is not None:
            start = prev = k
    return ", ".join(parts) + f" ({len(ix)})"


def main(argv=None, prog: str = "pe-verify rope-scale") -> int:
    ap = parser(prog)
    args = ap.parse_args(argv)
    try:
        if args.config:
            given = [o for o in ("method", "head_dim", "base", "factor", "alpha", "original_context") if getattr(args, o)]
            if given:
                raise BadInput(f"--config takes the method and its numbers from the file; drop --"
                               f"{given[0].replace('_', '-')}")
            kw, findings, _ = from_config(args.config, args)
        else:
            kw, findings, _ = from_arguments(args)
        search = _context("--search", args.search) if args.search else None
        out = judge(kw, findings, search)
    except BadInput as e:
        print(f"{prog}: error: {e}", file=sys.stderr)
        return 2
    except ArithmeticError as e:
        print(f"{prog}: could not decide: {e}", file=sys.stderr)
        return 1
    print(json.dumps(out, indent=1) if args.json else text(out))
    return 0


if __name__ == "__main__":
    cli.run(main)
