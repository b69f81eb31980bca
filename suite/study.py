"""The precision study of issue 11 (items 3-5): for every way of computing the encoding (a dtype end to
end, or a table computed in float32/float64 and stored in a low dtype), the first position where
each family of properties is lost, every position 0..limit searched, and one figure per family.

The computation is ``numeric.precision_study``; this module runs it, words it for the report and
draws the figures (matplotlib, Agg).  ``run_study(figures_dir)`` returns a JSON-able dict.
"""
from __future__ import annotations

import math
import textwrap
from pathlib import Path

from numeric.model import FUNCTION_ULPS, LOSS_FRACTION
from numeric.precision_study import (BINS, FAMILIES, METHODS, MODEL_SAMPLES, OFFSET, SUBSAMPLE, Config,
                                     method_label, run)

# how a row is summed in the method's arithmetic dtype (numeric.precision_study.Method.reduce)
SUM_TEXT = ("numpy's row sum np.add.reduce in the arithmetic dtype: pairwise in float32/float64; for float16 end to end "
            "numpy accumulates in float32 (pairwise) and rounds the total once to float16 (np.add.reduce of float16 "
            "[2048, 1, 1] gives 2050, not 2048), in bfloat16 end to end term by term in bfloat16 (ml_dtypes); "
            "the '<-' methods sum in their compute dtype, float32 or float64")

FAMILY_TEXT = {
    "distinct_codes": (
        "Distinct codes",
        "p_i ≠ p_j for all 0 ≤ i < j ≤ N, comparing the stored codes bit for bit",
        "every position 0..N: a 64-bit hash of every stored code, equal hashes confirmed by comparing the "
        "rows bit for bit (any earlier position, not only the neighbour); the figure shows the error of "
        "the ADJACENT distance only, | ‖p̂_j − p̂_{j−1}‖ − ‖p_j − p_{j−1}‖ | (not the distance to the "
        "nearest earlier code, which is too expensive), against the margin ‖p_j − p_{j−1}‖ at which "
        "adjacent codes coincide",
        "| ‖p̂_j − p̂_{j−1}‖ − ‖p_j − p_{j−1}‖ |"),
    "adjacent_difference": (
        "Adjacent difference is position-free",
        "‖p_j − p_{j−1}‖² = Σ_m (2 − 2 cos ω_m) for every j ≥ 1, with ω_m = base^(−2m/d)",
        "every position j = 1..N: ‖p_j − p_{j−1}‖² computed in the method's arithmetic (differences and "
        "squares rounded to its dtype, then " + SUM_TEXT + ") against the exact constant (Arb)",
        "| ‖p̂_j − p̂_{j−1}‖² − Σ_m (2 − 2cos ω_m) |"),
    "offset_dot_product": (
        "Dot product at a fixed offset",
        f"p_{{j−1}} · p_j = F({OFFSET}) = Σ_m cos({OFFSET}·ω_m) for every j ≥ 1",
        "every position j = 1..N: the dot product in the method's arithmetic (products rounded to its dtype, "
        "then the row sum as for the adjacent difference) against F(1) (Arb)",
        "| p̂_{j−1}·p̂_j − Σ_m cos ω_m |"),
    "shift_is_rotation": (
        "A shift is a rotation",
        f"p_j = R({OFFSET}) p_{{j−1}} for every j ≥ 1, R(k) = ⊕_m [[cos kω_m, sin kω_m], [−sin kω_m, cos kω_m]] "
        "acting on each (sin, cos) pair",
        "every position j = 1..N: R(1)p_{j−1} with cos/sin(ω_m) and the products computed by the method, "
        "compared component by component with the stored p_j (largest component error)",
        "max_c | (R(1)p̂_{j−1})_c − p̂_{j,c} |"),
    "rope_relative_score": (
        "RoPE score depends only on the offset",
        "(R_j q)·(R_{j−1} k) = (R_1 q)·(R_0 k) for every j ≥ 1, R_m rotating pair (2t, 2t+1) by m·θ_t, "
        "θ_t = base^(−2t/d_rope)",
        "every position j = 1..N: q, k fixed (numpy Generator seed 0, rounded to the storage dtype); angles and "
        "cos/sin computed by the method (stored in the low dtype for the '<-' methods), rotation and dot "
        "product in its arithmetic (the row sum as for the adjacent difference), against the exact score (Arb)",
        "| (R_j q)·(R_{j−1} k) − (R_1 q)·(R_0 k) |"),
}

COLOURS = {"float64": "black", "float32": "tab:blue", "float16": "tab:green", "bfloat16": "tab:red"}
STYLES = {"": "-", "f32": "--", "f64": "-."}


def run_study(figures_dir: Path | None, limit: int = 10**6, d: int = 128, base: int = 10000,
              d_rope: int = 128, rope_base: int = 10000, methods=METHODS) -> dict:
    """Run the study and draw ``figures_dir/precision_<family>.png`` (no figures when None)."""
    cfg = Config(d=d, base=base, limit=limit, d_rope=d_rope, rope_base=rope_base)
    out = run(cfg, methods)
    families = []
    for f in FAMILIES:
        title, prop, how, _ = FAMILY_TEXT[f]
        results = [r for r in out["results"] if r["family"] == f]
        families.append({"id": f, "title": title, "property": prop, "how_searched": how,
                         "figure": f"figures/precision_{f}.png", "results": results})
    if figures_dir is not None:
        figures_dir = Path(figures_dir)
        figures_dir.mkdir(parents=True, exist_ok=True)
        for fam in families:
            _draw(fam, out["curves"], cfg, figures_dir / f"precision_{fam['id']}.png")
    return {
        "config": {**cfg.as_dict(), "positions": f"0..{limit}", "model_samples": len(out["samples"]),
                   "function_ulps": dict(FUNCTION_ULPS),
                   "figure_bins": BINS,
                   "subsampling": f"after a family is lost for a method, its figure curve uses every "
                                  f"{SUBSAMPLE}th position (the first loss itself is always found at every position)"},
        "loss_fraction": LOSS_FRACTION,
        "methods": [{"name": m, "label": method_label(m)} for m in methods],
        "families": families,
    }


def _style(name):
    store, _, tag = name.partition("<-")
    return COLOURS[store], STYLES[tag]


def _draw(fam, curves, cfg, path):
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    from matplotlib.lines import Line2D

    f = fam["id"]
    fig, ax = plt.subplots(figsize=(12, 6.8))
    finite, nonfinite = [], []
    for r in fam["results"]:
        pos, err = curves[(r["method"], f)]
        finite += [e for e in err if 0 < e < math.inf]
        b = [x for x in r["model_samples"]["bound"] if x]
        finite += [x for x in b if x > 0]
    thresholds = sorted({round(r["threshold"], 12) for r in fam["results"] if r["threshold"]})
    lo = max(min(finite) / 3 if finite else 1e-16, 1e-18)
    top_data = max([e for e in finite] + thresholds) if finite else 1.0
    # unbounded model samples are marked at the top edge, one row per method (so none hides another)
    unb_methods = [r["method"] for r in fam["results"] if not all(r["model_samples"].get("bounded") or [True])]
    unb_y = {m: 0.975 - 0.03 * k for k, m in enumerate(unb_methods)}  # in axes fraction
    ceiling = 10 ** (math.log10(top_data) + 0.3)  # where non-finite errors are drawn
    below = 1 - 0.03 * len(unb_methods) - 0.03   # the data (and the ceiling) stay below the marked rows
    llo = math.log10(lo)
    top = 10 ** max(math.log10(top_data) + 0.6, llo + (math.log10(ceiling) - llo) / below)
    # methods losing the property at the same position: concentric markers, the first drawn largest
    same = {}
    for r in fam["results"]:
        if r["lost_at"] is not None:
            same.setdefault(r["lost_at"]["value"], []).append(r["method"])
    unbounded_why = set()
    for r in fam["results"]:
        colour, ls = _style(r["method"])
        pos, err = curves[(r["method"], f)]
        xs = [p for p, e in zip(pos, err) if e > 0]
        ys = [e if e < math.inf else math.nan for e in err if e > 0]  # the line breaks where not finite
        label = r["label"]
        ring = None
        if r["lost_at"] is not None:
            j = r["lost_at"]["value"]
            label += f" — lost at {j:,}"
            group = same[j]
            if len(group) > 1:
                ring = group.index(r["method"])
                others = ", ".join(m for m in group if m != r["method"])
                where = "outer ring" if ring == 0 else ("inner dot" if ring == len(group) - 1 else "middle ring")
                label += f"\n(same position as {others}; {where})"
        ax.plot(xs, ys, ls, color=colour, lw=1.6, label=label, alpha=0.9)
        bad = [p for p, e in zip(pos, err) if e == math.inf][::4]
        if bad:
            ax.plot(bad, [ceiling] * len(bad), "^", color=colour, ms=4)
            nonfinite.append(r["label"])
        ms = r["model_samples"]
        bounded = ms.get("bounded") or [v is not None for v in ms["bound"]]
        # the bound line breaks at unbounded samples (no bound there), which are marked at the top edge
        by = [v if (ok and v) else math.nan for v, ok in zip(ms["bound"], bounded)]
        ax.plot(ms["pos"], by, ":", color=colour, lw=0.9, alpha=0.8, marker=".", ms=3)
        ux = [p for p, ok in zip(ms["pos"], bounded) if not ok]
        if ux:
            ax.plot(ux, [unb_y[r["method"]]] * len(ux), "x", color=colour, ms=5, mew=1.3, zorder=4,
                    transform=ax.get_xaxis_transform(), clip_on=False)
            left = ux[0] >= 3  # the row's method (colours repeat), left of its first mark if there is room
            ax.text(ux[0] / 1.35 if left else ux[-1] * 1.35, unb_y[r["method"]], r["method"], color=colour,
                    fontsize=6.5, ha="right" if left else "left", va="center", transform=ax.get_xaxis_transform())
            unbounded_why.update(w for w, ok in zip(ms.get("unbounded_why") or [None] * len(bounded), bounded)
                                 if not ok and w)
        if r["lost_at"] is not None:
            e = r["error_at_loss"]
            size = 9 if ring is None else 9 + 6 * (len(same[r["lost_at"]["value"]]) - 1 - ring)
            ax.plot([r["lost_at"]["value"]], [min(e, ceiling) if e else ceiling], "o", mfc=colour, mec="white",
                    mew=1.2, ms=size, zorder=5 + (ring or 0))
    for t in thresholds:
        ax.axhline(t, color="grey", lw=1.2, ls=(0, (6, 3)), zorder=1)
    tname = ("margin ‖p_j − p_{j−1}‖: adjacent codes coincide" if f == "distinct_codes"
             else f"loss threshold {LOSS_FRACTION:g} × size")
    ax.set_xscale("log")
    ax.set_yscale("log")
    ax.set_xlim(0.8, cfg.limit * 1.3)
    ax.set_ylim(lo, top)
    ax.set_xlabel("position j")
    ax.set_ylabel(f"error {FAMILY_TEXT[f][3]}\n(largest in each of {BINS} log-spaced bins)")
    ax.set_title(fam["title"] + "\n" + "\n".join(textwrap.wrap(fam["property"], 95)), fontsize=10.5)
    ax.grid(True, which="major", alpha=0.3)

    nsamp = len(fam["results"][0]["model_samples"]["pos"]) if fam["results"] else MODEL_SAMPLES
    extra = [Line2D([], [], color="grey", ls=":", marker=".", ms=3, lw=0.9,
                    label=f"rigorous model bound ({nsamp} sample positions, same colour)")]
    if any(not ok for r in fam["results"] for ok in (r["model_samples"].get("bounded") or [])):
        why = "; ".join(sorted(unbounded_why)) or "the dtype may overflow"
        extra.append(Line2D([], [], color="grey", marker="x", ls="", ms=5, mew=1.3,
                            label="\n".join(textwrap.wrap(f"model unbounded at a sample, one row per method, "
                                                          f"same colour (no bound: {why})", 60))))
    extra += [Line2D([], [], color="grey", ls=(0, (6, 3)), lw=1.2, label=f"{tname} ≈ {thresholds[0]:.3g}"),
              Line2D([], [], color="grey", marker="o", ls="", ms=8,
                     label="first position where the property is lost\n(concentric when methods share it)")]
    handles, _ = ax.get_legend_handles_labels()
    ax.legend(handles=handles + extra, loc="upper left", bbox_to_anchor=(1.01, 1.0), fontsize=8.5, frameon=False)
    note = (f"d = {cfg.d}, base = {cfg.base}" + (f"; RoPE d = {cfg.d_rope}, base = {cfg.rope_base}" if f == "rope_relative_score" else "")
            + f". Every position is computed until a method loses the property, then every {SUBSAMPLE}th."
            + (f" ▲ at the top: not finite ({', '.join(nonfinite)})." if nonfinite else ""))
    if f == "distinct_codes":
        note += "\nCurve: adjacent pair only (the loss position comes from comparing every code with all earlier ones)."
    fig.text(0.01, 0.01, note, fontsize=8, color="dimgrey", va="bottom")
    fig.tight_layout(rect=(0, 0.04, 1, 1))
    fig.savefig(path, dpi=110)
    plt.close(fig)
