import flint
import sympy as sp

from numeric.balls import freq_ball, rounds_to, within
from suite import Claim, Source
from suite.codeblocks import run_json, visible_stdout

DOC1 = '001_8a5acf2bc849a6e4.txt'

EXPR = ("dict(vals=[float(pe_pos_k_even), float(pe_pos_k_odd), float(calc_even), float(calc_odd)], "
        "dims=[int(dim_even), int(dim_odd)], beta=float(beta), pe=pe.tolist(), div=[float(v) for v in div_term])")

claim = Claim(
    title=r"Doc 001's verification code prints $\sin/\cos(13 \cdot \omega_{10})$ correctly rounded $(0.345696, -0.938347)$ "
          r"for both the actual and the rotated values, with error 0.000000",
    statement=r"Run: python code block 3 of 001_8a5acf2bc849a6e4.txt (§10) verbatim via `suite.codeblocks.run_block` (child "
              r"`python -I`, fresh temporary cwd, minimal environment, `MPLBACKEND=Agg`, a read-only file "
              r"system with a tmpfs "
              r"scratch, no network, every process killed with the block (user/mount/network/PID "
              r"namespaces), 60 s limit), "
              r"with an expression of ours, evaluated after the block and returned on the sandbox's result "
              r"channel: the block's variables `pe_pos_k_even`, `pe_pos_k_odd`, `calc_even`, "
              r"`calc_odd`, `dim_even`, `dim_odd`, `beta` as JSON. Checked exactly (Arb balls): exit code "
              r"0; the block prints "
              r"three lines '实际值: [x, y]', '计算值: [x', y']', '误差: [e1, e2]'; $x$, $x'$ are "
              r"$\sin(13\omega_{10})$ and $y$, "
              r"$y'$ are $\cos(13\omega_{10})$ ($\omega_{10} = 10000^{-20/512}$) correctly rounded to 6 decimals "
              r"$(0.345696, -0.938347)$; the float64 values are within $10^{-12}$ of the exact ones; `e1` = "
              r"`e2` = 0.000000, "
              r"consistent with the exact difference 0; dims are 20 and 21; $\beta = 3\omega_{10}$ to "
              r"$10^{-15}$. The block's "
              r"`pe` ($14 \times 512$) has $\sin$ in the even columns and $\cos$ in the odd columns: "
              r"$|\mathrm{pe}[pos, 2m] - \sin(pos \cdot 10000^{-2m/512})| \le 10^{-12}$ and "
              r"$|\mathrm{pe}[pos, 2m+1] - \cos(pos \cdot 10000^{-2m/512})| \le 10^{-12}$ for every entry, "
              r"and `div_term[m]` "
              r"$= 10000^{-2m/512}$ to $10^{-14}$ (relative), as §1's formula says.",
    hypotheses="numpy as installed; `d_model = 512`, `pos = 10`, `k = 3`, `i = 10` as set in the block",
    expect="proved",
    sources=[
        Source(DOC1, "§10 实际验证代码 (python code block 3)",
               "div_term = np.exp(np.arange(0, d_model, 2) * -(np.log(10000.0) / d_model))"),
        Source(DOC1, "§10 实际验证代码 (python code block 3)", "pe[:, 0::2] = np.sin(position * div_term)  # 偶数维度"),
        Source(DOC1, "§10 实际验证代码 (python code block 3)", "pe[:, 1::2] = np.cos(position * div_term)  # 奇数维度"),
        Source(DOC1, "§10 实际验证代码 (python code block 3)", "i = 10  # 看第10个维度对（实际是第20、21维）"),
        Source(DOC1, "§10 实际验证代码 (python code block 3)",
               'print(f"实际值: [{pe_pos_k_even:.6f}, {pe_pos_k_odd:.6f}]")'),
        Source(DOC1, "§10 实际验证代码 (python code block 3)", 'print(f"计算值: [{calc_even:.6f}, {calc_odd:.6f}]")'),
        Source(DOC1, "§10 实际验证代码 (python code block 3)",
               'print(f"误差: [{abs(pe_pos_k_even - calc_even):.6f}, {abs(pe_pos_k_odd - calc_odd):.6f}]")'),
    ],
    sharp='finite check of one program run.',
    notes="The exact difference 0 is the identity of shifted_pair_equals_fixed_matrix_times_unshifted_pair.",
)


@claim.proof
def proof(pf):
    run, data = run_json(DOC1, 3, EXPR)
    label = "001 python block 3 (+ our expression, on the result channel)"
    pf.exhaust("the block runs: exit code 0 within 60 s", [label], lambda _: run.ok and data is not None)
    if not (run.ok and data):
        pf.note("block output", run.describe())
        return
    lines = visible_stdout(run).splitlines()
    w10 = freq_ball(10, 512)
    x, y = (13 * w10).sin(), (13 * w10).cos()

    def parse(line, head):
        if not line.startswith(head + ": [") or not line.endswith("]"):
            return None
        return [s.strip() for s in line[len(head) + 3:-1].split(",")]

    def printed_ok(_):
        if len(lines) != 3:
            return False
        a, c, e = parse(lines[0], "实际值"), parse(lines[1], "计算值"), parse(lines[2], "误差")
        if not (a and c and e and len(a) == len(c) == len(e) == 2):
            return False
        return (rounds_to(x, a[0]) and rounds_to(y, a[1]) and rounds_to(x, c[0]) and rounds_to(y, c[1])
                and e == ["0.000000", "0.000000"])

    pf.exhaust("printed lines: actual and computed = exact sin/cos(13ω_10) rounded to 6 decimals; errors 0.000000",
               [label], printed_ok)
    vals = data["vals"]
    pf.exhaust("float64 values within 1e-12 of sin(13ω_10), cos(13ω_10)", [label],
               lambda _: all(within(v, ex, "1e-12") for v, ex in zip(vals, [x, y, x, y])))
    pf.exhaust("printed errors 0.000000 consistent with the exact difference 0: |actual − computed| < 5e-7", [label],
               lambda _: all(within(vals[j], flint.arb(vals[j + 2]), "5e-7") for j in (0, 1)))
    pf.exhaust("dimensions of pair i = 10 are 2i = 20 and 2i+1 = 21; β = 3ω_10", [label],
               lambda _: data["dims"] == [20, 21] and within(data["beta"], 3 * w10, "1e-15"))
    pe, div = data["pe"], data["div"]
    ws = [freq_ball(m, 512) for m in range(256)]
    pf.exhaust("div_term[m] = 10000^(−2m/512) within 1e-14·div_term[m] (m = 0..255)", list(range(256)),
               lambda m: within(div[m], ws[m], repr(abs(div[m]) * 1e-14)))

    def entry_ok(case):
        pos, j = case
        t = pos * ws[j // 2]
        return within(pe[pos][j], t.sin() if j % 2 == 0 else t.cos(), "1e-12")

    pf.exhaust("pe has 14 rows of 512; even column 2m = sin(pos·ω_m), odd column 2m+1 = cos(pos·ω_m), within 1e-12",
               [(p, j) for p in range(14) for j in range(512)], lambda c: len(pe) == 14 and len(pe[c[0]]) == 512 and entry_ok(c))
    pf.eq("exact: sin(13ω) = sin(10ω)cos(3ω) + cos(10ω)sin(3ω) (so the exact error is 0)",
          sp.sin(13 * sp.Symbol("w")), sp.sin(10 * sp.Symbol("w")) * sp.cos(3 * sp.Symbol("w"))
          + sp.cos(10 * sp.Symbol("w")) * sp.sin(3 * sp.Symbol("w")))


@claim.evidence
def evidence():
    run, _ = run_json(DOC1, 3, EXPR)
    return [("stdout of 001 python block 3", visible_stdout(run)), ("exit code", run.returncode)]
