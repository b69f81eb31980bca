"""``make new-claim NAME=...``: write a claim module skeleton with the front matter filled in."""
from __future__ import annotations

import keyword
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

TEMPLATE = '''"""{title}.

Statement: TODO the precise statement, with formulas.
Hypotheses: TODO (d even, integer positions, base > 1, ...).
References: TODO <document file name> <locator>.
Sharp: TODO (an identity / whether a bound is sharp).
"""
import sympy as sp
from hypothesis import strategies as st

from numeric.encoding import code, inv_freq
from suite import Claim, Eq, Le, Lt, Source
from suite.domains import bases, dims, positions

claim = Claim(
    title="{title}",
    statement="TODO: the statement in English, with formulas.",
    hypotheses="TODO",
    expect="proved",
    sources=[
        # Source("000_da7a9c08a271989b.txt", "(6.1.10)", "the shortest verbatim fragment"),
    ],
    domain={{"d": dims(), "i": positions(), "base": bases()}},
    examples=[{{"d": 8, "i": 1, "base": 10000}}],
)


@claim.proof
def proof(pf):
    t = sp.Symbol("t", real=True)
    pf.eq("TODO name this step", sp.sin(t) ** 2 + sp.cos(t) ** 2, 1)


@claim.check
def check(ctx, d, i, base):
    p = code(ctx, i, d, base)
    return Eq(ctx.fsum(x * x for x in p), ctx.num(d) / 2, scale=d / 2)  # TODO your statement
'''


def main(argv=None) -> int:
    argv = argv if argv is not None else sys.argv[1:]
    if len(argv) != 1:
        print("usage: make new-claim NAME=name_that_states_the_conclusion", file=sys.stderr)
        return 2
    name = argv[0].strip().removesuffix(".py")
    if not re.fullmatch(r"[a-z][a-z0-9_]*", name) or keyword.iskeyword(name) or name.startswith("_"):
        print(f"NAME={name!r}: use lower_snake_case that states the conclusion, e.g. "
              "norm_is_half_dimension", file=sys.stderr)
        return 2
    path = ROOT / "theorems" / f"{name}.py"
    if path.exists():
        print(f"{path.relative_to(ROOT)} exists already; choose another NAME", file=sys.stderr)
        return 2
    title = name.replace("_", " ").capitalize()
    path.write_text(TEMPLATE.format(title=title), encoding="utf-8")
    print(f"wrote {path.relative_to(ROOT)}: edit the TODOs, then run\n"
          f"  python -m suite verify -k {name}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
