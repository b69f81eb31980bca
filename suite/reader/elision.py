"""Vectors and block-diagonal matrices written with elided entries, read as the pattern of their written ones.

A document writes ``(u_1, u_2, u_3, u_4, \\vdots, u_{d-1}, u_d)`` or the RoPE matrix with ``\\cdots``, ``\\vdots`` and
``\\ddots``: a family of vectors (matrices), one for each size, whose elided entries the written ones determine.  The
reading, as a careful reader makes it:

* **A vector** ``e_0, …, e_{h-1}, \\vdots, t_1, …, t_q`` has a period P (1, 2, …): the entries go in blocks of P, and
  entry r of block b is a template ``T_r(b)``: the first written entry of that residue, with every integer that
  changes from block 0 to block 1 (an index ``u_1 → u_3``, a number) changed by the same step in each block.  Every
  other written entry of the head must be its template's value (the reading is checked, not assumed), and so must
  every entry of the tail, once the number of blocks ``B`` is solved from the tail (``u_d`` is the last entry:
  ``1 + (PB - 1) = d``, so ``B = d/P``) and the same ``B`` fits every tail entry.
* **A block-diagonal matrix** has one elided row (or a run of them) and one elided column (or a run) at the same
  place, as many written rows as columns before and after them, every written entry outside the diagonal P×P blocks 0,
  and its diagonal blocks a template ``T(b)`` read as for a vector (its first two blocks give the step, every other
  written block is checked, the last ones give ``B``).  One that ends in its elided row and column (``… & \\ddots``)
  leaves ``B`` unwritten: it is the symbol ``blocks``, any number from the written blocks on.

Anything else (no period that fits every written entry, a step that is not an integer, two sizes that disagree) is
no family: the caller keeps the relation undecided and says why.  Nothing here knows a particular document."""
from __future__ import annotations

from dataclasses import dataclass

MAX_PERIOD = 2
BLOCK = "_b"  # the block index of a template (an integer from 0)
OPEN_BLOCKS = "blocks"  # the number of blocks of a block-diagonal matrix written without its last ones


def _sp():
    import sympy as sp

    return sp


def is_elided(x) -> bool:
    sp = _sp()
    return isinstance(x, sp.Symbol) and x.name == "…"


def has_elision(e) -> bool:
    sp = _sp()
    if isinstance(e, sp.MatrixBase):
        return any(is_elided(x) or has_elision(x) for x in e)
    return isinstance(e, sp.Basic) and any(is_elided(x) for x in e.atoms(sp.Symbol))


@dataclass(frozen=True)
class Family:
    """A vector (``kind`` "column" or "row") or a block-diagonal matrix ("blockdiag") of ``blocks`` blocks of
    ``period`` entries (``period``×``period`` blocks), block ``b`` being ``template`` with ``_b`` = b."""
    kind: str
    period: int
    template: tuple  # a vector: P expressions; a matrix: P rows of P expressions
    blocks: object  # the number of blocks: an expression in the document's size symbols (d/2)
    written: object  # the matrix as written
    head_blocks: int  # the blocks written before the elided entries
    tail_blocks: int  # and after them

    def size(self):
        return self.period * self.blocks

    def symbols(self) -> set:
        sp = _sp()
        return set(sp.sympify(self.blocks).free_symbols)

    def at(self, blocks: int, values: dict):
        """The family written out with ``blocks`` blocks (every symbol of ``values`` replaced)."""
        sp = _sp()
        b = sp.Symbol(BLOCK, integer=True)

        def entry(t, k):
            return sp.sympify(t).xreplace({b: sp.Integer(k)}).xreplace(values)

        P = self.period
        if self.kind == "blockdiag":
            n = P * blocks
            m = sp.zeros(n, n)
            for k in range(blocks):
                for i in range(P):
                    for j in range(P):
                        m[P * k + i, P * k + j] = entry(self.template[i][j], k)
            return sp.ImmutableMatrix(m)
        col = [entry(self.template[r], k) for k in range(blocks) for r in range(P)]
        return sp.ImmutableMatrix(col) if self.kind == "column" else sp.ImmutableMatrix([col])

    def shortest(self) -> int:
        """The fewest blocks at which every written entry has a place of its own."""
        return self.head_blocks + self.tail_blocks


def _family(kind, period, template, blocks, written, head_blocks, tail_blocks) -> Family:
    return Family(kind, period, tuple(tuple(t) if isinstance(t, list) else t for t in template), blocks, written,
                  head_blocks, tail_blocks)


# the template of a step ------------------------------------------------------------------------------------------
def _step(a, b):
    """The template T with T(0) = a and T(1) = b: the two expressions alike but for integers, each integer that changes
    going from ``a0 + (b0 - a0)·_b``.  None when they differ otherwise."""
    sp = _sp()
    k = sp.Symbol(BLOCK, integer=True)

    def walk(x, y):
        if x == y:
            return x
        if isinstance(x, sp.Integer) and isinstance(y, sp.Integer):
            return x + (y - x) * k
        if isinstance(x, sp.Rational) and isinstance(y, sp.Rational):
            return None
        if type(x) is not type(y) or len(x.args) != len(y.args) or not x.args:
            return None
        if isinstance(x, sp.core.function.AppliedUndef) and x.func != y.func:
            return None
        if isinstance(x, sp.Indexed):
            if x.base != y.base:
                return None
        args = [walk(p, q) for p, q in zip(x.args, y.args)]
        if any(a is None for a in args):
            return None
        try:
            return x.func(*args)
        except Exception:  # noqa: BLE001 - an expression SymPy will not rebuild with a symbol in it: no template
            return None

    out = walk(sp.sympify(a), sp.sympify(b))
    if out is None:
        return None
    return out


def _at(template, k):
    sp = _sp()
    return sp.sympify(template).xreplace({sp.Symbol(BLOCK, integer=True): k})


def _equal(x, y) -> bool:
    sp = _sp()
    if x == y:
        return True
    try:
        from suite.reader.rewritings import cheaply_zero

        d = sp.sympify(x) - sp.sympify(y)
        return cheaply_zero(d) or sp.simplify(d) == 0
    except Exception:  # noqa: BLE001
        return False


def _solve_blocks(template, entry, offset):
    """The number of blocks B for which ``template`` at block ``B + offset`` is ``entry`` (from the integers that
    differ), or None; ``"any"`` when the template does not change with the block (then any B fits)."""
    sp = _sp()
    B = sp.Symbol("_B")
    at = _at(template, B + offset)
    if not sp.sympify(template).has(sp.Symbol(BLOCK, integer=True)):
        return "any" if _equal(template, entry) else None
    eqs = []

    def walk(x, y):
        if x == y:
            return True
        if x.has(B) and not isinstance(x, (sp.Indexed, sp.core.function.AppliedUndef, sp.Function)) \
                and x.is_number is not True and _linear_in_B(x, B) and not y.has(B):
            eqs.append(sp.Eq(x, y))
            return True
        if type(x) is not type(y) or len(x.args) != len(y.args):
            return False
        if isinstance(x, sp.Indexed) and x.base != y.base:
            return False
        if isinstance(x, sp.core.function.AppliedUndef) and x.func != y.func:
            return False
        return all(walk(p, q) for p, q in zip(x.args, y.args))

    if not walk(at, sp.sympify(entry)) or not eqs:
        return None
    sols = set()
    for eq in eqs:
        try:
            s = sp.solve(eq, B)
        except Exception:  # noqa: BLE001
            return None
        if len(s) != 1:
            return None
        sols.add(sp.simplify(s[0]))
    if len(sols) != 1:
        return None
    return sols.pop()


def _linear_in_B(x, B) -> bool:
    sp = _sp()
    try:
        return sp.Poly(x, B).degree() == 1
    except Exception:  # noqa: BLE001
        return False


def _templates(items: list, period: int):
    """The template of each residue from the written head ``items`` (at least two blocks), checked against every
    written item; None when the items do not follow one."""
    if len(items) < 2 * period or len(items) % period:
        return None
    out = []
    for r in range(period):
        t = _step(items[r], items[r + period])
        if t is None:
            return None
        for k in range(2, len(items) // period):
            if not _equal(_at(t, k), items[r + k * period]):
                return None
        out.append(t)
    return out


def _tail_blocks(templates: list, tail: list, period: int):
    """The number of blocks B from the written tail (its last entry is the last of block B - 1), checked against
    every tail entry; None when it does not fit."""
    if not tail or len(tail) % period:
        return None
    found = None
    for s, entry in enumerate(reversed(tail)):
        r = (period - 1 - s) % period
        offset = (period - 1 - s) // period - 1
        got = _solve_blocks(templates[r], entry, offset)
        if got is None:
            return None
        if got == "any":
            continue
        if found is None:
            found = got
        elif not _equal(found, got):
            return None
    if found is None:
        return None
    for s, entry in enumerate(reversed(tail)):
        r = (period - 1 - s) % period
        offset = (period - 1 - s) // period - 1
        if not _equal(_at(templates[r], found + offset), entry):
            return None
    return found


def vector(entries: list, kind: str, written) -> Family | None:
    """The family of a vector whose ``entries`` hold one elided entry (or a run of them) between a head and a tail."""
    gaps = [i for i, x in enumerate(entries) if is_elided(x)]
    if not gaps or gaps != list(range(gaps[0], gaps[-1] + 1)):
        return None
    head, tail = entries[:gaps[0]], entries[gaps[-1] + 1:]
    if any(has_elision(x) for x in head + tail):
        return None
    for period in range(1, MAX_PERIOD + 1):
        templates = _templates(head, period)
        if templates is None:
            continue
        blocks = _tail_blocks(templates, tail, period)
        if blocks is None or not _plausible(blocks, len(head) // period + len(tail) // period):
            continue
        return _family(kind, period, templates, blocks, written, len(head) // period, len(tail) // period)
    return None


def _plausible(blocks, least: int) -> bool:
    """A number of blocks that is a number at least ``least``, or grows linearly with one size symbol (d/2, n + 1)
    and is a whole number at least ``least`` for some whole size: the last entries are the step's own continuation
    (1, 2, …, 2^n or 1, 3, …, 2n do not continue 1, 2 or 1, 3 to a whole number of blocks)."""
    sp = _sp()
    blocks = sp.sympify(blocks)
    if not blocks.free_symbols:
        return bool(blocks.is_Integer and blocks >= least)
    if len(blocks.free_symbols) != 1 or any(s.name.startswith("_") for s in blocks.free_symbols):
        return False
    (size,) = blocks.free_symbols
    try:
        poly = sp.Poly(blocks, size)
    except sp.PolynomialError:
        return False
    if poly.degree() != 1 or not all(c.is_Rational for c in poly.all_coeffs()) or poly.LC() <= 0:
        return False
    return any(blocks.xreplace({size: sp.Integer(k)}).is_Integer and blocks.xreplace({size: sp.Integer(k)}) >= least
               for k in range(1, 65))


def blockdiag(m) -> Family | None:
    """The family of a square block-diagonal matrix written with elided rows and columns (see the module)."""
    rows = [list(m.row(i)) for i in range(m.rows)]
    erow = [i for i, r in enumerate(rows) if all(is_elided(x) for x in r)]
    ecol = [j for j in range(m.cols) if all(is_elided(rows[i][j]) for i in range(m.rows))]
    if not erow or not ecol or erow != list(range(erow[0], erow[-1] + 1)) \
            or ecol != list(range(ecol[0], ecol[-1] + 1)):
        return None
    hr, tr = erow[0], m.rows - erow[-1] - 1
    hc, tc = ecol[0], m.cols - ecol[-1] - 1
    if hr != hc or tr != tc:
        return None
    keep_r = [i for i in range(m.rows) if i not in erow]
    keep_c = [j for j in range(m.cols) if j not in ecol]
    grid = [[rows[i][j] for j in keep_c] for i in keep_r]
    if any(is_elided(x) or has_elision(x) for r in grid for x in r):
        return None
    for period in range(1, MAX_PERIOD + 1):
        if hr % period or tr % period or hr < 2 * period or (tr < period and tr != 0):
            continue
        hb, tb = hr // period, tr // period

        def block_of(i):  # the written row or column i: (head or tail, block)
            return ("h", i // period) if i < hr else ("t", (i - hr) // period)

        n = hr + tr
        if any(block_of(i) != block_of(j) and grid[i][j] != 0 for i in range(n) for j in range(n)):
            continue

        def block(k):
            return [[grid[k * period + i][k * period + j] for j in range(period)] for i in range(period)]

        heads = [sum(block(k), []) for k in range(hb)]
        tails = [sum(block(hb + k), []) for k in range(tb)]
        flat = [x for h in heads for x in h]
        size = period * period
        templates = _templates(flat, size)
        if templates is None:
            continue
        if tb == 0:  # the matrix ends in its elided blocks (… & \\ddots): how many there are is not written
            blocks = _sp().Symbol(OPEN_BLOCKS)
        else:
            blocks = _tail_blocks(templates, [x for t in tails for x in t], size)
        if blocks is None or not _plausible(blocks, hb + tb):
            continue
        template = [[templates[i * period + j] for j in range(period)] for i in range(period)]
        return _family("blockdiag", period, template, blocks, m, hb, tb)
    return None


def family(m) -> Family | None:
    """The family of ``m`` (an ImmutableMatrix or Tuple with elided entries), or None when it follows no pattern the
    reader reads."""
    try:
        return _family_of(m)
    except Exception:  # noqa: BLE001 - an expression SymPy cannot handle here: no pattern read
        return None


def _family_of(m) -> Family | None:
    sp = _sp()
    if isinstance(m, sp.Tuple):
        return vector(list(m.args), "column", m)
    if not isinstance(m, sp.MatrixBase):
        return None
    if m.cols == 1:
        return vector(list(m), "column", m)
    if m.rows == 1:
        return vector(list(m), "row", m)
    return blockdiag(m)
