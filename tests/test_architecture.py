"""The project's modules form layers: no import cycle, counting imports inside functions too, and the
renderer and assembler read results without importing the engine."""
import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("suite", "numeric", "theorems")


def _modules() -> dict[str, Path]:
    out = {}
    for pkg in PACKAGES:
        for p in (ROOT / pkg).rglob("*.py"):
            parts = p.relative_to(ROOT).with_suffix("").parts
            out[".".join(parts[:-1] if parts[-1] == "__init__" else parts)] = p
    return out


def import_graph() -> dict[str, set[str]]:
    """{module: project modules it imports}, every import statement anywhere in the file."""
    mods = _modules()
    graph = {m: set() for m in mods}
    for m, path in mods.items():
        is_pkg = path.name == "__init__.py"
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            targets = []
            if isinstance(node, ast.Import):
                targets = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    pkg = m.split(".") if is_pkg else m.split(".")[:-1]
                    pkg = pkg[: len(pkg) - (node.level - 1)]
                    base = ".".join(pkg + ([base] if base else []))
                targets = [f"{base}.{a.name}" if f"{base}.{a.name}" in mods else base for a in node.names]
            for t in targets:
                while t and t not in mods:  # import a.b.c of a module a.b: the edge goes to a.b
                    t = t.rpartition(".")[0]
                if t and t != m:
                    graph[m].add(t)
    return graph


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components with more than one module (Tarjan)."""
    index, low, stack, on, out, counter = {}, {}, [], set(), [], [0]

    def visit(v):
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        for w in graph[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                out.append(sorted(comp))

    import sys

    sys.setrecursionlimit(10000)
    for v in sorted(graph):
        if v not in index:
            visit(v)
    return out


def test_the_import_graph_has_no_cycle():
    graph = import_graph()
    assert len(graph) > 200 and graph["suite.runner"], "the graph was not built"
    assert cycles(graph) == []


def test_the_cycle_finder_finds_a_cycle():
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]


def test_the_renderer_and_assembler_import_no_engine_module():
    graph = import_graph()
    engine = {"suite.evaluate", "suite.runner", "suite.conventions", "suite.mutate", "suite.variants",
              "suite.proof", "numeric.contexts", "numeric.encoding"}
    for m in ("suite.report", "suite.assemble"):
        assert not graph[m] & engine, f"{m} imports {graph[m] & engine}"


def test_relations_is_a_leaf():
    assert import_graph()["suite.relations"] == set()
