"""``make bench``: performance measured side by side in one run (a benchmark, not a test).

1. wall time of a full ``make verify``, cold (cache cleared) and warm (cache filled);
2. reference throughput: encoding entries per second with rigorous error bounds (Arb sin_cos at
   128 bits) against a plain mpmath loop at the same precision;
3. float cross-check throughput (numeric.encoding.code in a float32 context) against bare numpy
   sin/cos on the same arrays;
4. the 2^20-position minimum-separation scan at d = 4096 in float64 with its rigorous bound:
   wall time and peak resident memory (this process and its workers);
5. a full verify after adding one document (in a second sources folder) and one claim citing it,
   with the cache warm: only the new claim runs.
Writes the numbers to reports/BENCH.md in the project (suite.paths.home(); kept apart from the
deterministic report).
"""
from __future__ import annotations

import os
import platform
import resource
import shutil
import subprocess
import sys
import time
from pathlib import Path

import numpy as np

from suite.paths import HOME_ENV, PACKAGE_ROOT as ROOT, home, is_checkout


def _timed(fn, repeat=3):
    best = float("inf")
    for _ in range(repeat):
        t = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - t)
    return best


def reference_throughput(n_pos=40, d=512):
    import mpmath

    from numeric.contexts import ArbContext
    from numeric.encoding import inv_freq

    ctx = ArbContext(128).activate()
    freqs = [inv_freq(ctx, m, d, 10000) for m in range(d // 2)]
    positions = [ctx.num(10**6 - 7 * k) for k in range(n_pos)]

    def arb_run():
        out = []
        for x in positions:
            for w in freqs:
                s, c = (x * w).sin_cos()
                out.append(s.rad() + c.rad())  # the rigorous error bounds come with the values
        return out

    mp = mpmath.mp
    mp.prec = 128
    mfreqs = [mp.mpf(ctx.mid(w)) for w in freqs]
    mpos = [mp.mpf(10**6 - 7 * k) for k in range(n_pos)]

    def mp_run():
        out = []
        for x in mpos:
            for w in mfreqs:
                out.append((mp.sin(x * w), mp.cos(x * w)))
        return out

    entries = 2 * n_pos * (d // 2)
    ta, tm = _timed(arb_run), _timed(mp_run)
    return entries / ta, entries / tm


def float_throughput(n_pos=256, d=4096):
    from numeric.contexts import FloatContext
    from numeric.encoding import code, inv_freq

    ctx = FloatContext(np.float32)
    freqs = ctx.num([float(inv_freq(ctx, m, d, 10000)) for m in range(d // 2)])
    positions = list(range(10**6 - n_pos, 10**6))
    w = np.asarray(freqs, dtype=np.float32)

    def suite_run():
        for p in positions:
            code(ctx, p, d, 10000, freqs)

    def bare_run():
        for p in positions:
            t = np.float32(p) * w
            np.sin(t), np.cos(t)

    entries = n_pos * d
    return entries / _timed(suite_run), entries / _timed(bare_run)


def scan():
    from numeric.scan import min_separation

    t = time.perf_counter()
    r = min_separation(4096, 10000, 1 << 20)
    dt = time.perf_counter() - t
    rss_self = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    rss_children = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
    return dt, max(rss_self, rss_children), r


def _env() -> dict:
    """The environment of a verify run started here: the same project home (reports, cache)."""
    return {**os.environ, HOME_ENV: str(home())}


def verify_wall(cold: bool) -> float:
    from suite import cache

    if cold:
        shutil.rmtree(cache.CACHE_DIR, ignore_errors=True)
    t = time.perf_counter()
    subprocess.run([sys.executable, "-m", "suite", "verify", "--out", str(home() / ".cache" / "bench-report")],
                   cwd=ROOT, env=_env(), check=False, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - t


NEW_DOC = "bench – a user's notes.md"
NEW_SENTENCE = "每个位置编码向量的平方范数都等于 d/2。"
NEW_CLAIM = f'''from suite import Claim, Eq, Source
from suite.domains import bases, dims, positions
from numeric.encoding import code

claim = Claim(
    title="The squared norm of every code is d/2",
    statement="|p_i|^2 = d/2 for every position i.",
    hypotheses="d even >= 2, base > 1",
    expect="numeric",
    sources=[Source({NEW_DOC!r}, "§1", {NEW_SENTENCE!r})],
    domain={{"d": dims(), "i": positions(), "base": bases()}},
    examples=[{{"d": 8, "i": 3, "base": 10000}}],
)


@claim.check
def check(ctx, d, i, base):
    return Eq(ctx.fsum(x * x for x in code(ctx, i, d, base)), ctx.num(d) / 2)
'''


def add_document_rerun() -> tuple[float, str]:
    """Wall time of a full verify (warm cache) after adding one document, in a second sources folder,
    with one claim citing it: only that claim should run."""
    import tempfile

    from suite.sources import folders_from_env

    claim = ROOT / "theorems" / "encoding" / "zz_bench_added_document_norm.py"
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp) / "docs"
        folder.mkdir()
        (folder / NEW_DOC).write_text(f"## §1\n\n{NEW_SENTENCE}\n", encoding="utf-8")
        args = [a for f in folders_from_env() for a in ("--sources", str(f))] + ["--sources", str(folder)]
        try:
            claim.write_text(NEW_CLAIM, encoding="utf-8")
            t = time.perf_counter()
            r = subprocess.run([sys.executable, "-m", "suite", "verify", "--out", str(Path(tmp) / "out"), *args],
                               cwd=ROOT, env=_env(), check=False, capture_output=True, text=True)
            dt = time.perf_counter() - t
        finally:
            claim.unlink(missing_ok=True)
    ran = next((ln for ln in r.stderr.splitlines() if "from the cache" in ln), "?")
    return dt, ran.split(";")[0]


def main(argv=None, prog: str = "pe-verify bench") -> int:
    from suite import cli

    ap = cli.Parser(prog=prog, description="Performance, measured side by side (a benchmark, not a test): "
                    "reference and float throughput, the 2^20-position scan, a full verify cold and warm; "
                    "writes reports/BENCH.md.")
    ap.add_argument("--no-verify", action="store_true", help="skip the full verify runs (minutes)")
    args = ap.parse_args(argv)
    np.seterr(all="ignore")
    lines = [f"# Benchmark ({platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()})", ""]
    arb, mpm = reference_throughput()
    lines.append(f"- reference throughput: Arb {arb:,.0f} entries/s with error bounds vs mpmath loop {mpm:,.0f} "
                 f"entries/s at 128 bits: ratio {arb / mpm:.1f}x (target >= 10x)")
    ours, bare = float_throughput()
    lines.append(f"- float32 cross-check: {ours:,.0f} entries/s vs bare numpy sin/cos {bare:,.0f} entries/s: "
                 f"ratio {ours / bare:.2f} (target >= 0.5)")
    dt, rss, r = scan()
    lines.append(f"- 2^20-position scan, d = 4096, float64 with rigorous bound: {dt:.1f} s, peak RSS {rss:.0f} MiB "
                 f"(targets < 60 s, < 2048 MiB); min separation {r['min_dist_arb']:.9g} at delta={r['delta']}, "
                 f"lower bound {r['rigorous_lower_bound_dist']:.9g}")
    if not args.no_verify:
        cold = verify_wall(True)
        warm = verify_wall(False)
        lines.append(f"- full `make verify`: cold {cold:.0f} s, warm (cached) {warm:.1f} s")
        if is_checkout():  # the added claim is written into theorems/, so only in a source checkout
            added, ran = add_document_rerun()
            lines.append(f"- full verify after adding one document (second sources folder) and one claim citing "
                         f"it, warm cache: {added:.1f} s ({ran})")
    text = "\n".join(lines) + "\n"
    print(text)
    from suite.__main__ import atomic_write

    atomic_write(home() / "reports" / "BENCH.md", text)
    return 0


if __name__ == "__main__":
    from suite.cli import run

    run(main)
