"""``pe-verify rope-base``: the smallest RoPE base b*(L) for a head size and context lengths, certified.

    python -m suite rope-base --head-dim 128 --context 1k,32k,1M [--base 500000] [--json]

For each context L: a bracket [b_star_low, b_star_high] of b*(L) = inf{b > 1 : B_b(m) >= 0 for all 0 <= m < L},
B_b(m) = sum_{i<d/2} cos(m b^(-2i/d)) (every b <= b_star_low certified invalid, b_star_high certified valid,
relative width <= 1e-6), and the valid islands in [b_star_low, span * b_star_high] (the gaps between them
certified invalid; each island holds a base certified valid).  With ``--base B``: whether B is valid for L, and if
not the smallest failing m with an upper bound of B_B(m) below 0 (Arb).  numeric/rope_base.py has the method.

A context is an integer or a number with k or M: "1k" is 1024 and "1M" 2^20 unless ``--k-is 1000`` (then 1000
and 10^6).  Exit 0 on success, 2 on bad input (an odd or too small head size, a context below 1, a base <= 1),
1 when a bracket cannot be certified within ``--time-limit``.
"""
from __future__ import annotations

import json
import sys
import time

from suite import cli


def parser(prog: str) -> cli.Parser:
    ap = cli.Parser(prog=prog, description="The smallest RoPE base for each context length, certified: a bracket "
                    "[b_low, b_high] of b*(L) (every base <= b_low proved invalid, b_high proved valid, relative "
                    "width <= 1e-6) and the valid islands above it.")
    ap.add_argument("--head-dim", required=True, metavar="D", help="head size d (even, >= 2); d/2 frequencies")
    ap.add_argument("--context", required=True, metavar="L[,L...]",
                    help="context lengths: integers or with k/M, e.g. 1k,32k,1M (see --k-is)")
    ap.add_argument("--base", metavar="B", help="also decide whether this base is valid for each context")
    ap.add_argument("--k-is", type=int, choices=(1024, 1000), default=1024,
                    help="what k means in a context (default 1024: 1k = 1024, 1M = 2^20; 1000: 1k = 1000, 1M = 10^6)")
    ap.add_argument("--span", type=float, default=2.0, metavar="X",
                    help="islands are listed in [b_low, X * b_high] (default 2)")
    ap.add_argument("--no-islands", action="store_true", help="brackets only (islands: [])")
    ap.add_argument("--time-limit", type=float, default=3600.0, metavar="SECONDS",
                    help="stop with exit code 1 when the certification takes longer (default 3600)")
    ap.add_argument("--json", action="store_true", help="print a JSON array, one object per context")
    ap.add_argument("--write-certificate", metavar="PATH",
                    help="also write the certificate (cells, brackets, islands) as a Python module at PATH, for "
                    "claims that re-prove it (numeric.rope_base.verify_certificate)")
    return ap


def _parse(ap, args):
    from numeric.rope_base import parse_context

    try:
        d = int(args.head_dim)
    except ValueError:
        ap.error(f"--head-dim: not an integer: {args.head_dim!r}")
    if d < 2 or d % 2:
        ap.error(f"--head-dim must be even and at least 2 (got {d}): RoPE rotates d/2 pairs")
    contexts = []
    for part in str(args.context).split(","):
        if not part.strip():
            continue
        try:
            L = parse_context(part, args.k_is)
        except ValueError as e:
            ap.error(f"--context: {e}")
        if L < 1:
            ap.error(f"--context must be at least 1 (got {part.strip()!r})")
        contexts.append(L)
    if not contexts:
        ap.error("--context: no context length given")
    base = None
    if args.base is not None:
        try:
            base = float(args.base)
        except ValueError:
            ap.error(f"--base: not a number: {args.base!r}")
        if not base > 1 or base != base or base == float("inf"):
            ap.error(f"--base must be a finite number above 1 (got {args.base!r})")
    if not args.span >= 1:
        ap.error("--span must be at least 1")
    return d, contexts, base


def certificate_module(cert, command: str) -> str:
    """The text of a Python module holding ``cert`` (``numeric.rope_base.encode_certificate``)."""
    from numeric.rope_base import encode_certificate

    data = encode_certificate(cert)
    blob = data.pop("cells")
    lines = [f'"""Written by `{command}` (do not edit; run it again).',
             "",
             f"The certificate of the smallest RoPE base b*(L) at head size d = {cert.d} for L in "
             f"{', '.join(str(r.L) for r in cert.results)}: {len(cert.cells)} cells (b0, b1, m), each with",
             "max_{b0 <= b <= b1} B_b(m) < 0 to be proved, the brackets [b_low, b_high] and the valid islands with a base",
             "each.  Nothing here is trusted: numeric.rope_base.verify_certificate re-proves all of it where it is used.",
             '"""', "", "DATA = {",
             f"    \"d\": {data['d']!r},", f"    \"span\": {data['span']!r},", "    \"results\": ["]
    for L, lo, hi, isl, note in data["results"]:
        lines.append(f"        ({L!r}, {lo!r}, {hi!r}, [")
        for a, b, c in isl:
            lines.append(f"            ({a!r}, {b!r}, {c!r}),")
        lines.append(f"        ], {note!r}),")
    lines.append("    ],")
    lines.append("    \"cells\": (")
    for k in range(0, len(blob), 96):
        lines.append(f"        \"{blob[k:k + 96]}\"")
    lines += ["    ),", "}", ""]
    return "\n".join(lines)


def compute(d: int, contexts: list[int], base: float | None = None, span: float = 2.0, islands: bool = True,
            time_limit: float = 3600.0, certificate: str | None = None, command: str = "") -> list[dict]:
    """The objects the command prints, one per context (in the order given)."""
    from numeric import rope_base as rb

    cert = rb.brackets(d, contexts, span=span, islands=islands, time_limit=time_limit)
    if certificate:
        from pathlib import Path

        Path(certificate).write_text(certificate_module(cert, command), encoding="utf-8")
    by_L = {r.L: r for r in cert.results}
    out = []
    for L in contexts:
        r = by_L[L]
        t = time.perf_counter()
        obj = {"head_dim": d, "context": L, "b_star_low": r.b_low, "b_star_high": r.b_high,
               "islands": [[lo, hi] for lo, hi, _ in r.islands]}
        if r.note:
            obj["note"] = r.note
        if base is not None:
            ff = rb.first_failure(base, d, L)
            obj.update({"base": base, "valid": ff is None, "first_failure": ff})
        obj["seconds"] = round(r.seconds + time.perf_counter() - t, 3)
        out.append(obj)
    return out


def _fmt(x) -> str:
    return "none" if x is None else f"{x:.10g}"


def table(rows: list[dict], k_is: int, span: float = 2.0) -> str:
    if not rows:
        return ""
    d = rows[0]["head_dim"]
    islands = f"valid islands between b* and {span:g} b*"
    lines = [f"head size d = {d} ({d // 2} frequencies b^(-2i/d)); k = {k_is}; b* bracketed to relative width 1e-6",
             f"{'context':>9}  {'b* >=':>16}  {'b* <=':>16}  {islands:<44}  seconds"]
    for r in rows:
        isl = r["islands"]
        shown = " ".join(f"[{lo:.5g}, {hi:.5g}]" for lo, hi in isl[:3]) + (f" +{len(isl) - 3}" if len(isl) > 3 else "")
        lines.append(f"{r['context']:>9}  {_fmt(r['b_star_low']):>16}  {_fmt(r['b_star_high']):>16}  "
                     f"{shown or '-':<44}  {r['seconds']:.2f}")
        if "base" in r:
            ff = r["first_failure"]
            lines.append(f"{'':>9}  base {r['base']:.10g}: " + ("valid (every m < L certified B >= 0)" if ff is None
                         else f"invalid: B({ff['m']}) <= {ff['upper']:.6g} < 0"))
        if r.get("note"):
            lines.append(f"{'':>9}  {r['note']}")
    return "\n".join(lines)


def main(argv=None, prog: str = "pe-verify rope-base") -> int:
    ap = parser(prog)
    args = ap.parse_args(argv)
    d, contexts, base = _parse(ap, args)
    from numeric.rope_base import CoverError

    try:
        rows = compute(d, contexts, base, span=args.span, islands=not args.no_islands, time_limit=args.time_limit,
                       certificate=args.write_certificate,
                       command=f"python -m suite rope-base {' '.join(a for a in (argv or sys.argv[1:]))}")
    except CoverError as e:
        print(f"{prog}: could not certify: {e}", file=sys.stderr)
        return 1
    if args.json:
        print("[\n" + ",\n".join(json.dumps(r) for r in rows) + "\n]")
    else:
        print(table(rows, args.k_is, args.span))
    return 0


if __name__ == "__main__":
    cli.run(main)
