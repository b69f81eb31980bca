"""``make bench``: performance measured side by side in one run (a benchmark, not a test).

1. wall time of a full ``make verify``, cold (cache cleared) and warm (cache filled), each the median
   of ``--repeat`` runs (default 3);
2. reference throughput: encoding entries per second with rigorous error bounds (Arb sin_cos at
   128 bits) against a plain mpmath loop at the same precision;
3. float cross-check throughput (numeric.encoding.code in a float32 context) against bare numpy
   sin/cos on the same arrays;
4. the 2^20-position minimum-separation scan at d = 4096 in float64 with its rigorous bound:
   wall time and peak resident memory (this process and its workers);
5. a full verify after adding one document (in a second sources folder) and one claim citing it,
   with the cache warm: only the new claim runs;
6. the profile: where a cold verify (``--no-cache``) spends its time, per phase (``runner.PHASES``) over
   all claims, the slowest claims with their split, the claims' summed seconds against the wall time;
7. ``ropebase``: the certified brackets of the smallest RoPE base for the 11 contexts 1k..1M at d = 128 against
   a plain float64 exhaustive grid search over b at the same resolution (``rope_base``);
8. ``ropescale``: ``rope-scale``'s certification of the long-term-decay criterion for contexts up to 2^20, and the
   whole table (every pair, bands, attention factor, criterion and largest context) for the six methods at d = 128
   (``rope_scale``).
Writes the numbers to reports/BENCH.md in the project (suite.paths.home(); kept apart from the
deterministic report), one section per item (``--only`` reruns some and keeps the others' sections).
"""
from __future__ import annotations

import json
import os
import platform
import re
import resource
import shutil
import statistics
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
    """The plain exhaustive float64 scan (assumes 1-ulp sin/cos) and the certified branch and bound, side by
    side in one run at 2^20, d = 4096 (cold: the certified scan's Arb frequencies are not cached), and the
    certified scan at 2^24."""
    from numeric import scan as sc

    t = time.perf_counter()
    plain = sc.min_separation(4096, 10000, 1 << 20)
    dt_plain = time.perf_counter() - t
    sc._arb_frequencies.cache_clear()
    t = time.perf_counter()
    cert = sc.certified_min_separation(4096, 10000, 1 << 20)
    dt_cert = time.perf_counter() - t
    sc._arb_frequencies.cache_clear()
    t = time.perf_counter()
    long = sc.certified_min_separation(4096, 10000, 1 << 24)
    dt_long = time.perf_counter() - t
    rss_self = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    rss_children = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
    return {"plain": (dt_plain, plain), "certified": (dt_cert, cert), "long": (dt_long, long),
            "rss": max(rss_self, rss_children)}


def rope_scale() -> str:
    """``rope-scale`` (suite/ropescale.py) in this process, CPU seconds: the criterion certified at L = 2^10 .. 2^20
    for YaRN at d = 128, base 10000, s = 4, L0 = 4096 (each with its search for the largest context up to 4 L; it
    stops at the first failure), a configuration that holds at 2^20 (every m < 2^22 certified), and
    the whole table of each of the six methods at d = 128, base 10000, s = 4, L0 = 4096, L = 16384 (LongRoPE with
    every factor s)."""
    from fractions import Fraction

    from suite import ropescale

    def cpu(fn):
        t = time.process_time()
        out = fn()
        return time.process_time() - t, out

    common = dict(head_dim=128, base=Fraction(10000), factor=Fraction(4), original=4096)
    rows = []
    for k in (10, 14, 17, 20):
        L = 1 << k
        dt, o = cpu(lambda: ropescale.judge(dict(common, method="yarn", context=L), []))
        c = o["criterion"]
        rows.append(f"L = 2^{k}: {dt:.2f} CPU-s (searched to {c['searched_to']}; "
                    + ("holds" if c["holds"] else f"first failure m = {c['first_failure']['m']}") + ")")
    # a configuration for which the criterion holds at 2^20: every m < 4 L is scanned (no early stop at a failure)
    dt, o = cpu(lambda: ropescale.judge(dict(method="linear", head_dim=128, base=Fraction(10 ** 9), factor=Fraction(4),
                                             original=1 << 18, context=1 << 20), []))
    c = o["criterion"]
    rows.append(f"linear, base 10^9, s = 4, L0 = 2^18, L = 2^20: {dt:.2f} CPU-s ("
                + (f"holds; every m < {c['holds_up_to']} certified" if c["holds"] and c["holds_up_to"] else
                   f"largest context {c['largest_context']}") + ")")
    worst = max(float(r.split(": ", 1)[1].split(" ", 1)[0]) for r in rows)
    table = []
    for method in ("linear", "ntk", "dynamic", "yarn", "llama3", "longrope"):
        extra = {"short_factor": [Fraction(1)] * 64, "long_factor": [Fraction(4)] * 64} if method == "longrope" else {}
        dt, o = cpu(lambda: ropescale.judge(dict(common, method=method, context=16384, **extra), []))
        c = o["criterion"]
        table.append(f"| {method} | {dt:.2f} | {len(o['bands']['kept'])}/{len(o['bands']['ramped'])}/"
                     f"{len(o['bands']['scaled'])} | {o['attention_factor']:.6g} | "
                     f"{c['largest_context'] if c['largest_context'] is not None else '>= ' + str(c['holds_up_to'])} |")
    return "\n".join(["- `rope-scale` certification of sum_i cos(m theta'_i) >= 0 for every m < L (YaRN, d = 128, base "
                      "10000, s = 4, L0 = 4096), one process: " + "; ".join(rows)
                      + f" (target <= 10 s for L up to 2^20: {'met' if worst <= 10 else 'not met'})",
                      "", "The whole table per method (d = 128, base 10000, s = 4, L0 = 4096, L = 16384; LongRoPE with "
                      "every long factor 4):", "",
                      "| method | CPU s | pairs kept/ramped/scaled | attention factor | largest certified context |",
                      "|---|---:|---|---:|---:|", *table])


def rope_base() -> str:
    """The certified brackets of b*(L) (numeric/rope_base.py), d = 128, for the 11 contexts 1k..1M (1k = 1024)
    in one run, against the plain float64 exhaustive grid search over b at the same resolution (relative step
    1e-6, every grid base up to b_high tested, ``grid_search_estimate``): the grid search takes hours, so its time
    is measured on a stratified sample of its grid bases and extrapolated; the extrapolation is checked against a
    complete run at a coarse step (1k, step 1e-3)."""
    from numeric import rope_base as rb

    Ls = [1024 << k for k in range(11)]
    t = time.perf_counter()
    cert = rb.brackets(128, Ls, islands=False)
    dt = time.perf_counter() - t
    t = time.perf_counter()
    rb.verify_certificate(cert)
    dv = time.perf_counter() - t
    grid = {r.L: rb.grid_search_estimate(128, r.L, r.b_high, 1e-6) for r in cert.results}
    top = cert.results[0].b_high * 1.002
    full = rb.grid_search_full(128, 1024, top, 1e-3)
    est = rb.grid_search_estimate(128, 1024, top, 1e-3)
    g_total = sum(g["estimate_seconds"] for g in grid.values())
    n_points = sum(g["grid_points"] for g in grid.values())
    sampled = sum(g["sampled"] for g in grid.values())
    s_sec = sum(g["sample_seconds"] for g in grid.values())
    wrong = sum(len(g["valid_sampled"]) for g in grid.values())
    lines = [f"- RoPE base, d = 128, the 11 contexts 1k..1M (1k = 1024), in one run: certified brackets of b*(L) "
             f"(relative width <= 1e-6; every base below b_low proved invalid by {len(cert.cells)} cells, b_high "
             f"proved valid for every m < L) {dt:.1f} s (target <= 60 s: {'met' if dt <= 60 else 'not met'}), the "
             f"certificate re-proved in {dv:.1f} s; plain float64 exhaustive grid search over b at relative step "
             f"1e-6 up to b_high: {n_points:.3g} grid bases, estimated {g_total:.3g} s ({g_total / 3600:.1f} h) from "
             f"{sampled} timed bases ({s_sec:.1f} s, stratified in ln b; {wrong} of them called valid by the floats, "
             f"below b_low); ratio certified/grid {dt / g_total:.2g} (target < 1: {'met' if dt < g_total else 'not met'}). "
             f"The extrapolation checked on a complete grid search, 1k at step 1e-3: {full['seconds']:.1f} s measured, "
             f"{est['estimate_seconds']:.1f} s estimated.",
             "", "| L | b_low | b_high | certified s (this context; reuses the smaller contexts' cells) | grid bases | grid s (est.) |",
             "|---:|---:|---:|---:|---:|---:|"]
    for r in cert.results:
        g = grid[r.L]
        lines.append(f"| {r.L} | {r.b_low:.10g} | {r.b_high:.10g} | {r.seconds:.2f} | {g['grid_points']:.3g} | "
                     f"{g['estimate_seconds']:.3g} |")
    return "\n".join(lines)


def _env() -> dict:
    """The environment of a verify run started here: the same project home (reports, cache)."""
    return {**os.environ, HOME_ENV: str(home())}


def verify_wall(cold: bool, repeat: int = 3, jobs: int | None = None, prime: bool = False) -> list[float]:
    """Wall times of ``repeat`` full verify runs (a subprocess each, report into .cache/bench-report):
    ``cold`` clears the result cache (the precision study's too) before each run; warm runs use the
    cache as the previous run left it, after one unmeasured run to fill it when ``prime``."""
    from suite import cache

    cmd = [sys.executable, "-m", "suite", "verify", "--out", str(home() / ".cache" / "bench-report"),
           *(["--jobs", str(jobs)] if jobs else [])]

    def once() -> float:
        t, c = time.perf_counter(), children_cpu()
        subprocess.run(cmd, cwd=ROOT, env=_env(), check=False, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        CPU.append(children_cpu() - c)
        return time.perf_counter() - t

    if prime and not cold:
        once()
    CPU.clear()
    times = []
    for _ in range(repeat):
        if cold:
            shutil.rmtree(cache.CACHE_DIR, ignore_errors=True)
        times.append(once())
    return times


CPU: list = []  # the CPU seconds (user + system, of the process and all it started) of the last runs timed


def children_cpu() -> float:
    """CPU seconds used so far by this process's finished children (and theirs): a run's CPU is the difference."""
    import resource

    r = resource.getrusage(resource.RUSAGE_CHILDREN)
    return r.ru_utime + r.ru_stime


def _median_line(what: str, times: list[float], digits: int, target: float | None = None,
                 cpu: list[float] | None = None, cpu_target: float | None = None) -> str:
    """The median wall time of the runs (and, given ``cpu``, their median CPU seconds: on a shared machine the
    figure to compare; the wall time counts only on an idle one, with its load average named)."""
    runs = ", ".join(f"{t:.{digits}f}" for t in times)
    n = len(times)
    med = statistics.median(times)
    goal = "" if target is None else f"; target <= {target:g} s: {'met' if med <= target else 'not met'}"
    line = (f"- {what}: {med:.{digits}f} s "
            + (f"(median of {n}; runs {runs} s{goal})" if n > 1 else f"(1 run{goal})"))
    if cpu:
        mc = statistics.median(cpu)
        line += (f"; CPU {mc:.0f} s" + (f" (runs {', '.join(f'{c:.0f}' for c in cpu)})" if n > 1 else "")
                 + ("" if cpu_target is None else f", target <= {cpu_target:g} CPU-s: "
                    f"{'met' if mc <= cpu_target else 'not met'}"))
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else None
    return line + (f"; load average {load:.2f} after the runs" if load is not None else "")


def test_wall(repeat: int = 1) -> list[float]:
    """Wall seconds of the README's test command (``make test``: pytest on TEST_WORKERS xdist workers),
    run ``repeat`` times in a fresh process each; a failing run is an error, not a time."""
    out = []
    CPU.clear()
    for _ in range(repeat):
        t, c = time.perf_counter(), children_cpu()
        # the interpreter running the bench (the project's .venv when the README's set-up made it), whatever
        # `python` is on the PATH
        r = subprocess.run(["make", "test", f"PYTHON={sys.executable}"], cwd=ROOT, env=_env(), check=False,
                           stdout=subprocess.PIPE,
                           stderr=subprocess.STDOUT, text=True)
        out.append(time.perf_counter() - t)
        CPU.append(children_cpu() - c)
        if r.returncode:
            raise RuntimeError("make test failed during the benchmark:\n" + "\n".join(r.stdout.splitlines()[-15:]))
    return out


# --- the profile: where a cold verify spends its time ----------------------------------------------

PHASE_MEANING = {
    "load": "the import of the claim module (with what it imports that the parent process had not) and the "
            "validation of its declaration",
    "proof": "the SymPy proof function and its steps",
    "reference": "the Arb reference evaluation of every example: the explicit ones, and each one the Hypothesis "
                 "search draws or shrinks",
    "search": "Hypothesis's own work in the search: drawing, targeting, shrinking (the evaluation of the examples "
              "it draws is counted in reference and floats)",
    "floats": "the float contexts: float results, natural sizes, the rigorous model checks, the model at the worst "
              "example, the sweeps (with the reference evaluations the sweeps make)",
    "conventions": "`run_conventions`: the check re-run under the convention variants it read (reference only)",
    "evidence": "the claim's evidence rows",
    "figure": "the claim's figure",
}


def _verify_and_record(record: str, argv: list[str]) -> int:
    """Run ``pe-verify verify ARGV`` in this process (a fresh one, started by ``profile``) and write to
    ``record`` (JSON) each claim's id, verdict, seconds and phases as the engine returned them, and the
    wall time of the claims (``runner.run_all``) and of the precision study."""
    import suite.__main__ as entry
    from suite import runner

    got, walls = [], {}

    def timed(key, fn):
        def wrapper(*a, **kw):
            t = time.perf_counter()
            try:
                out = fn(*a, **kw)
            finally:
                walls[key] = walls.get(key, 0.0) + time.perf_counter() - t
            if key == "claims":
                got.extend(out)
            return out
        return wrapper

    runner.run_all = timed("claims", runner.run_all)
    finish = entry._Beside.finish

    def beside_finish(self, *a, **kw):  # the wait after the claims; the child's own seconds come with it
        try:
            return timed(f"{self.name}_wait", finish)(self, *a, **kw)
        finally:
            if self.seconds is not None:
                walls[self.name] = self.seconds

    entry._Beside.finish = beside_finish
    code = entry.main(["verify", *argv])
    keep = ("id", "verdict", "seconds", "phases", "cached")
    Path(record).write_text(json.dumps({"exit": code, "walls": walls, "claims": [
        {k: r.as_json().get(k) for k in keep} for r in got]}), encoding="utf-8")
    return code


def profile(names: list[str] | None = None, jobs: int | None = None, out: Path | None = None,
            extra: tuple = ()) -> dict:
    """One cold verify (``--no-cache``; the report into ``out``, default .cache/bench-profile, never
    reports/) of every claim, or of the claims matching ``names`` (``-k``), in a fresh process; returns
    {wall, claims_wall, study_wall, jobs, exit, names, load_before, claims: [{id, verdict, seconds, phases}]}."""
    from suite.runner import default_jobs

    out = Path(out) if out is not None else home() / ".cache" / "bench-profile"
    out.mkdir(parents=True, exist_ok=True)
    record = out / "profile.json"
    record.unlink(missing_ok=True)
    # a whole cold run, or, for a profile of some claims (-k), those claims cold and the documents' checking as
    # make verify left it in the cache (a profile of the claims)
    argv = ["--no-claim-cache" if names else "--no-cache", "--out", str(out), *(["--jobs", str(jobs)] if jobs else []),
            *[a for n in (names or []) for a in ("-k", n)], *extra]
    code = "import sys; from suite.bench import _verify_and_record as f; sys.exit(f(sys.argv[1], sys.argv[2:]))"
    load = os.getloadavg()[0]
    t = time.perf_counter()
    r = subprocess.run([sys.executable, "-c", code, str(record), *argv], cwd=ROOT, env=_env(), check=False,
                       stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    wall = time.perf_counter() - t
    if not record.is_file():
        raise RuntimeError(f"the profile's verify run wrote no record (exit code {r.returncode}): "
                           + "\n".join(r.stderr.splitlines()[-10:]))
    data = json.loads(record.read_text(encoding="utf-8"))
    if not data["claims"]:
        raise RuntimeError("the profile's verify run returned no claim results (does `verify` still call "
                           "runner.run_all?)")
    return {"wall": wall, "claims_wall": data["walls"].get("claims"), "study_wall": data["walls"].get("study"),
            "study_wait": data["walls"].get("study_wait"), "triage_wall": data["walls"].get("triage"),
            "triage_wait": data["walls"].get("triage_wait"),
            "jobs": jobs or default_jobs(), "exit": data["exit"], "names": list(names or []),
            "load_before": load, "claims": data["claims"]}


SCAN_CLAIM = "distinct_positions_stay_separated_in_long_contexts"


def _pct(x: float, total: float) -> str:
    return f"{100 * x / total:.1f} %" if total > 0 else "n/a"


def profile_markdown(data: dict, top: int = 20) -> str:
    """The profile's section of BENCH.md: totals per phase, the ``top`` slowest claims with their
    split, the claims' summed seconds against the wall time, the median claim time."""
    from suite.runner import PHASES

    timed = [c for c in data["claims"] if c.get("seconds") is not None]
    untimed = [c for c in data["claims"] if c.get("seconds") is None]
    total = sum(c["seconds"] for c in timed)
    per = {p: sum((c.get("phases") or {}).get(p, 0.0) for c in timed) for p in PHASES}
    rest = total - sum(per.values())
    wall, cw, sw = data["wall"], data.get("claims_wall"), data.get("study_wall")
    which = (f"the {len(data['claims'])} claims matching {', '.join(data['names'])}" if data["names"]
             else f"all {len(data['claims'])} claims")
    lines = ["## Where a cold `make verify` spends its time", "",
             f"One cold run: `verify --no-cache` of {which}, {data['jobs']} jobs (claim processes at once), "
             f"load average {data['load_before']:.2f} before it started; exit code {data['exit']}.", ""]
    sw_wait = data.get("study_wait") or 0.0
    parts = [f"claims (`runner.run_all`) {cw:.1f} s" if cw is not None else None,
             (f"the precision study ran beside the claims ({sw:.1f} s of its own, one process) and was waited "
              f"for {sw_wait:.1f} s after them") if sw is not None else "no precision study",
             (f"the arithmetic triage of the documents ran beside them ({data['triage_wall']:.1f} s of its own) "
              f"and was waited for {data.get('triage_wait') or 0.0:.1f} s") if data.get("triage_wall") is not None
             else None,
             (f"start-up, assembling and writing the report "
              f"{wall - (cw or 0) - sw_wait - (data.get('triage_wait') or 0.0):.1f} s" if cw is not None else None)]
    lines.append(f"- wall time {wall:.1f} s: " + ", ".join(x for x in parts if x))
    if timed:
        par = f"{total / cw:.2f}x while the claims ran ({_pct(total / cw, data['jobs'])} of {data['jobs']} jobs busy), "             if cw else ""
        lines.append(f"- sum of the claims' own seconds {total:.1f} s against wall {wall:.1f} s: parallelism "
                     f"{par}{total / wall:.2f}x over the whole run")
        lines.append(f"- claim time: median {statistics.median(c['seconds'] for c in timed):.2f} s, "
                     f"mean {total / len(timed):.2f} s, max {max(c['seconds'] for c in timed):.1f} s")
        scan_claim = [c for c in timed if c["id"] == SCAN_CLAIM]
        if scan_claim:
            sec = scan_claim[0]["seconds"]
            lines.append(f"- the scan claim `{SCAN_CLAIM}`: {sec:.1f} s in its process, beside the other claims "
                         f"(target <= 10 s: {'met' if sec <= 10 else 'not met'})")
    if untimed:
        lines.append("- not timed (stopped at their budget, or their process died): "
                     + ", ".join(f"{c['id']} ({c['verdict']})" for c in untimed))
    lines += ["", "A claim's seconds are measured in its own process, from before the import of its module to its "
              "result; its phases:", ""]
    lines += [f"- `{p}`: {PHASE_MEANING[p]}" for p in PHASES]
    lines += ["", "### Totals per phase", "", "| phase | seconds | share of the claims' seconds |", "|---|---:|---:|"]
    lines += [f"| {p} | {per[p]:.1f} | {_pct(per[p], total)} |" for p in PHASES]
    lines += [f"| in no phase (bookkeeping, the verdict, rounding) | {rest:.1f} | {_pct(rest, total)} |",
              f"| all claims | {total:.1f} | 100 % |", ""]
    slow = sorted(timed, key=lambda c: -c["seconds"])[:top]
    short = {p: SHORT_PHASE.get(p, p) for p in PHASES}
    lines += [f"### The {len(slow)} slowest claims (seconds)", "",
              "Each row is the claim of that rank, named below the table (the names are too long for a column); "
              "the phases: " + ", ".join(f"{short[p]} = {p}" for p in PHASES if short[p] != p) + ".", "",
              "| # | verdict | total | " + " | ".join(short[p] for p in PHASES) + " |",
              "|---:|---|---:|" + "---:|" * len(PHASES)]
    for k, c in enumerate(slow, 1):
        ph = c.get("phases") or {}
        lines.append(f"| {k} | {c['verdict']} | {c['seconds']:.2f} | "
                     + " | ".join(f"{ph.get(p, 0.0):.2f}" for p in PHASES) + " |")
    lines += [""] + [f"{k}. `{c['id']}`" for k, c in enumerate(slow, 1)]
    return "\n".join(lines)


SHORT_PHASE = {"reference": "ref", "conventions": "conv", "evidence": "evid", "figure": "fig"}


# --- BENCH.md: one section per item, kept across runs of some items ---------------------------------

ITEMS = ("reference", "floats", "scan", "ropebase", "ropescale", "check", "cold", "warm", "added", "profile", "tests")
VERIFY_ITEMS = ("cold", "warm", "added", "profile", "tests")  # full verify runs (minutes); --no-verify skips them
MARK = "<!-- bench: {} -->"
LEGACY = (("- reference throughput", "reference"), ("- float32 cross-check", "floats"), ("- 2^20-position scan", "scan"),
          ("- full `make verify`", "cold"), ("- full verify after adding", "added"))  # a BENCH.md without marks


def sections(text: str) -> dict[str, str]:
    """{item: its text} of a BENCH.md (an older one without marks: its lines by their start)."""
    out: dict[str, list[str]] = {}
    cur = None
    for line in text.splitlines():
        m = re.fullmatch(r"<!-- bench: (\w+) -->", line.strip())
        if m:
            cur = m.group(1)
            out[cur] = []
        elif cur is not None:
            out[cur].append(line)
        else:
            key = next((k for prefix, k in LEGACY if line.startswith(prefix)), None)
            if key is not None:
                out.setdefault(key, []).append(line)
    return {k: "\n".join(v).strip("\n") for k, v in out.items() if k in ITEMS}


def kept_on_their_machine(text: str, header: str) -> dict[str, str]:
    """The sections of the BENCH.md ``text`` that a run with ``header`` keeps, each measured on another machine than
    ``header`` names marked with the machine of its own header, so that the new header does not claim them."""
    old = sections(text)
    first = text.splitlines()[0] if text else ""
    m = re.fullmatch(r"# Benchmark \((.*)\)", first)
    if not m or first == header:
        return old
    note = f"- (measured on {m.group(1)})"
    return {k: v if "- (measured on " in v else f"{v}\n{note}" for k, v in old.items()}


def compose(header: str, new: dict[str, str], old: dict[str, str] | None = None) -> str:
    """BENCH.md: ``header``, then each item's section, from ``new`` or else kept from ``old``."""
    merged = {**(old or {}), **new}
    parts = [header, ""]
    for item in ITEMS:
        if item in merged:
            if item == "profile":
                parts.append("")
            parts += [MARK.format(item), merged[item]]
    from suite.report import fit_tables

    return fit_tables("\n".join(parts) + "\n")  # a table too wide for the page becomes a list


NEW_DOC = "bench – a user's notes.md"
NEW_SENTENCE = "Every positional code vector has squared norm d/2."  # a user's own sentence, not a shipped one
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


def synthetic_document(size: int = 30_000) -> str:
    """A Markdown document of about ``size`` characters in the shape real derivation posts have: a setting
    with definitions, then sections of worked numbers, identities and approximations (one slip in ten)."""
    head = ("# Sinusoidal encoding, worked\n\n## Setting\n\nLet $d = 128$ and $\\text{base} = 10000$, with\n"
            "$$\\theta_i = \\text{base}^{-2i/d}, \\quad i = 0, 1, \\ldots, d/2 - 1,$$\n"
            "and the wavelengths $\\lambda_i = 2\\pi/\\theta_i$.\n\n")
    parts, k = [head], 0
    while sum(map(len, parts)) < size:
        i = k % 64
        theta = 10000 ** (-2 * i / 128)
        shown = round(theta * (1.1 if k % 10 == 9 else 1.0), 6)
        parts.append(f"## Pair {k}\n\nFor pair {i}: $\\theta_{{{i}}} \\approx {shown:.6f}$ and "
                     f"$\\lambda_{{{i}}} = 2\\pi \\cdot 10000^{{{2 * i}/128}}$. The phases add: "
                     f"$\\sin(a + {i}b) = \\sin a \\cos {i}b + \\cos a \\sin {i}b$, and for small $x$, "
                     f"$\\sin({i + 1}x) \\approx {i + 1}x$. A bound: $\\cos({k}) \\le 1$.\n\n"
                     f"```python\nt = {k}  # cos(0.{k % 9 + 1}) ≈ {__import__('math').cos(k % 9 / 10 + 0.1):.4f}\n```\n\n")
        k += 1
    return "".join(parts)


def check_timing(repeat: int = 3) -> str:
    """``pe-verify check`` of a 60 KB document (issue 32's "a 60 KB paper in <= 5 s"; the median of ``repeat`` runs, as
    a user runs it: CPU seconds of its process, and wall), and the reader's own seconds on every document of the
    sources folders (what it adds to a cold verify)."""
    import resource
    import tempfile

    from suite.reader.run import check_path
    from suite.sources import document_files, folders_from_env

    def children_cpu() -> float:
        r = resource.getrusage(resource.RUSAGE_CHILDREN)
        return r.ru_utime + r.ru_stime

    with tempfile.TemporaryDirectory() as tmp:
        doc = Path(tmp) / "derivation.md"
        doc.write_text(synthetic_document(60_000), encoding="utf-8")
        times, cpus = [], []
        for _ in range(max(1, repeat)):
            t, c = time.perf_counter(), children_cpu()
            subprocess.run([sys.executable, "-m", "suite", "check", str(doc), "--no-page"], capture_output=True,
                           cwd=ROOT)
            times.append(time.perf_counter() - t)
            cpus.append(children_cpu() - c)
        size = doc.stat().st_size
    line = _median_line(f"`pe-verify check` of a {size / 1000:.0f} KB Markdown document (synthetic, "
                        "suite/bench.py synthetic_document: a derivation post's shape, a relation in every 50 bytes)",
                        times, 1, cpu=cpus, cpu_target=5)
    files = {name: paths[0] for name, paths in document_files(folders_from_env()).items()}
    per = []
    t0 = time.process_time()
    for name, path in sorted(files.items()):
        t = time.process_time()
        s = check_path(path, name)["summary"]
        per.append(f"{name} {time.process_time() - t:.1f} s ({s['decided']}/{s['relations']} decided)")
    total = time.process_time() - t0
    return (line + f"\n- the reader on the {len(files)} documents of the sources folders, one process, CPU: {total:.1f} s "
            f"(target <= 20 s: {'met' if total <= 20 else 'not met'}): " + "; ".join(per)
            + "\n" + corpus_papers() + "\n" + reader_growth())


def corpus_papers(least: int = 50_000) -> str:
    """The reader's CPU seconds, in this process, on each document of the corpus (tests/corpus) of at least ``least``
    bytes: real documents of a paper's size, against issue 32's "a 60 KB paper in <= 5 s" (a process of ``check``
    adds its start, about 1 s)."""
    from suite.reader.run import check_path

    folder = ROOT / "tests" / "corpus"
    papers = sorted(p for p in folder.rglob("*") if p.suffix in (".md", ".tex", ".html", ".ipynb")
                    and p.is_file() and p.stat().st_size >= least) if folder.is_dir() else []
    if not papers:
        return f"- the corpus's documents of at least {least // 1000} KB: none (no tests/corpus here)"
    per, worst = [], 0.0
    for p in papers:
        t = time.process_time()
        s = check_path(p)["summary"]
        sec = time.process_time() - t
        worst = max(worst, sec)
        per.append(f"{p.name} ({p.stat().st_size / 1000:.0f} KB) {sec:.1f} s ({s['decided']}/{s['relations']} decided)")
    return (f"- the reader on the corpus's {len(papers)} documents of at least {least // 1000} KB, one process, CPU: "
            f"the slowest {worst:.1f} s (target <= 5 s each: {'met' if worst <= 5 else 'not met'}): " + "; ".join(per))


def dense_document(size: int) -> str:
    """A Markdown document of about ``size`` bytes made of short worked relations, two a line (an identity of
    numbers and a rounded sine): the shape in which a document's relations are most numerous for its size."""
    parts, k, n = [], 0, 0
    while n < size:
        line = f"Step {k}: we have $ {k} + 1 = {k + 1} $ and $\\sin(0.5) \\approx 0.4794$.\n\n"
        parts.append(line)
        n += len(line.encode())
        k += 1
    return "".join(parts)


def reader_growth(sizes=(128, 256, 512, 1024)) -> str:
    """The reader's CPU seconds on ``dense_document`` of each size in KiB (one process): how its cost grows with the
    document (target: linear, and a 1 MiB document in <= 30 s; past ``check.DOCUMENT_RELATIONS`` relations the rest
    are undecided, a budget of work)."""
    import tempfile

    from suite.reader.run import check_path

    out = []
    with tempfile.TemporaryDirectory() as tmp:
        for kib in sizes:
            doc = Path(tmp) / f"dense{kib}.md"
            doc.write_text(dense_document(kib * 1024), encoding="utf-8")
            t = time.process_time()
            s = check_path(doc)["summary"]
            out.append((kib, time.process_time() - t, s["relations"], s["decided"]))
    last = out[-1]
    per = "; ".join(f"{kib} KiB {sec:.1f} s ({dec}/{rel} decided)" for kib, sec, rel, dec in out)
    return (f"- the reader on dense documents (suite/bench.py dense_document), CPU: {per}; the largest "
            f"{last[1]:.1f} s (target <= 30 s for 1 MiB: {'met' if last[0] >= 1024 and last[1] <= 30 else 'not met'})")


def _items(text: str) -> list[str]:
    import argparse

    got = [x.strip() for x in text.split(",") if x.strip()]
    bad = [x for x in got if x not in ITEMS]
    if bad or not got:
        raise argparse.ArgumentTypeError(f"unknown item(s) {bad}; choose from {','.join(ITEMS)}" if bad
                                         else "names no item")
    return got


def main(argv=None, prog: str = "pe-verify bench") -> int:
    from suite import cli

    ap = cli.Parser(prog=prog, description="Performance, measured side by side (a benchmark, not a test): "
                    "reference and float throughput, the 2^20-position scan, a full verify cold and warm, "
                    "after adding a document, and the profile of a cold verify (per claim and phase); "
                    "writes reports/BENCH.md, one section per item.")
    ap.add_argument("--only", type=_items, metavar="ITEM[,ITEM...]",
                    help=f"run only these items ({','.join(ITEMS)}); the other sections of BENCH.md are kept")
    ap.add_argument("--repeat", type=cli.positive_int, default=3, metavar="N",
                    help="full verify runs per cold and warm time, whose median is reported (default 3)")
    ap.add_argument("--jobs", type=cli.positive_int, default=None, metavar="N",
                    help="claims run at once in the verify runs (default: verify's, the CPU count)")
    ap.add_argument("-k", action="append", metavar="EXPRESSION",
                    help="profile only the claims the expression selects, as verify's -k (words joined with and, or, "
                    "not and parentheses; repeatable; with --only profile); writes reports/partial/BENCH.md")
    ap.add_argument("--no-verify", action="store_true",
                    help=f"skip the full verify runs, minutes each ({','.join(VERIFY_ITEMS)})")
    args = ap.parse_args(argv)
    selected = [i for i in ITEMS if i in (args.only or ITEMS) and not (args.no_verify and i in VERIFY_ITEMS)]
    if not selected:
        ap.error("--no-verify leaves nothing of --only to run")
    if args.k and selected != ["profile"]:
        ap.error("-k selects the claims of the profile: use it with --only profile")
    np.seterr(all="ignore")
    from suite.meta import machine

    header = (f"# Benchmark ({machine().get('cpu') or platform.machine()}, {platform.machine()}, {os.cpu_count()} cores, "
              f"Python {platform.python_version()})")
    path = home() / "reports" / ("partial" if args.k else "") / "BENCH.md"
    new = _Saved(path, header)  # each item is written as soon as it is measured: a later failure keeps it
    if "reference" in selected:
        arb, mpm = reference_throughput()
        new["reference"] = (f"- reference throughput: Arb {arb:,.0f} entries/s with error bounds vs mpmath loop "
                            f"{mpm:,.0f} entries/s at 128 bits: ratio {arb / mpm:.1f}x (target >= 10x)")
    if "floats" in selected:
        ours, bare = float_throughput()
        new["floats"] = (f"- float32 cross-check: {ours:,.0f} entries/s vs bare numpy sin/cos {bare:,.0f} entries/s: "
                         f"ratio {ours / bare:.2f} (target >= 0.5)")
    if "scan" in selected:
        r = scan()
        (tp, p), (tc, c), (tl, lg) = r["plain"], r["certified"], r["long"]
        new["scan"] = (f"- 2^20-offset scan, d = 4096, base 10000, in one run: plain float64 exhaustive scan (assumes "
                       f"1-ulp sin/cos) {tp:.2f} s, min {p['min_dist_arb']:.9g} at delta={p['delta']}; certified branch "
                       f"and bound (no assumption on sin/cos) {tc:.2f} s, min {c['min_dist_arb']:.9g} at "
                       f"delta={c['delta']}, lower bound {c['rigorous_lower_bound_dist']:.9g}, {c['blocks_bounded']} "
                       f"blocks bounded: ratio certified/plain {tc / tp:.3f} (target < 1); certified at 2^24: "
                       f"{tl:.2f} s ({lg['blocks_bounded']} blocks, min at delta={lg['delta']}); peak RSS "
                       f"{r['rss']:.0f} MiB")
    if "ropebase" in selected:
        new["ropebase"] = rope_base()
    if "ropescale" in selected:
        new["ropescale"] = rope_scale()
    if "check" in selected:
        new["check"] = check_timing(args.repeat)
    jobs = f", --jobs {args.jobs}" if args.jobs else ""
    if "cold" in selected:
        walls = verify_wall(True, args.repeat, args.jobs)
        new["cold"] = _median_line(f"full `make verify`, cold (result cache cleared before each run{jobs})",
                                   walls, 0, target=120, cpu=list(CPU), cpu_target=150)
    if "warm" in selected:
        walls = verify_wall(False, args.repeat, args.jobs, prime="cold" not in selected)
        new["warm"] = _median_line(f"full `make verify`, warm (result cache filled{jobs})", walls, 1, cpu=list(CPU))
    if "added" in selected and is_checkout():  # the added claim is written into theorems/: a source checkout only
        added, ran = add_document_rerun()
        new["added"] = (f"- full verify after adding one document (second sources folder) and one claim citing "
                        f"it, warm cache: {added:.1f} s ({ran})")
    if "profile" in selected:
        new["profile"] = profile_markdown(profile(args.k, args.jobs))
    if "tests" in selected and is_checkout():  # the test suite lives in a source checkout only
        walls = test_wall(args.repeat)
        new["tests"] = _median_line("`make test` (the README's test command)", walls, 0, target=150, cpu=list(CPU),
                                    cpu_target=200)
    print(new.text)
    return 0


class _Saved(dict):
    """The sections measured so far; each one set is written to ``path`` at once, with the sections of
    the items not rerun kept as they were."""

    def __init__(self, path: Path, header: str):
        super().__init__()
        self.path, self.header = path, header
        text = path.read_text(encoding="utf-8") if path.is_file() else ""
        self.old = kept_on_their_machine(text, header)
        self.text = compose(header, {}, self.old)

    def __setitem__(self, key, value):
        from suite.__main__ import atomic_write, make_folder

        super().__setitem__(key, value)
        self.text = compose(self.header, dict(self), self.old)
        make_folder(self.path.parent)
        atomic_write(self.path, self.text)


if __name__ == "__main__":
    from suite.cli import run

    run(main)
