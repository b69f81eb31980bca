"""No module of the reader binds one top-level name twice: a second pattern or function of the same name silently
replaces the first for every caller (a regex written for one rule took the name of another's and shadowed it)."""
import ast
import collections
from pathlib import Path

import pytest

READER = sorted((Path(__file__).resolve().parents[1] / "suite" / "reader").glob("*.py"))


@pytest.mark.parametrize("path", READER, ids=lambda p: p.name)
def test_each_top_level_name_is_bound_once(path):
    names = []
    for node in ast.parse(path.read_text(encoding="utf-8")).body:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            names.append(node.name)
        elif isinstance(node, ast.Assign):
            names += [t.id for t in node.targets if isinstance(t, ast.Name)]
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            names.append(node.target.id)
    twice = sorted(n for n, k in collections.Counter(names).items() if k > 1)
    assert not twice, f"{path.name} binds {twice} more than once"
