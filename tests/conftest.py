import sys
from pathlib import Path

import numpy as np
import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
np.seterr(all="ignore")


@pytest.fixture
def fake_package(tmp_path, monkeypatch):
    """A throw-away claims package on sys.path: write modules into it, run them by name."""
    pkg = tmp_path / "fake_theorems"
    pkg.mkdir()
    (pkg / "__init__.py").write_text("")
    monkeypatch.syspath_prepend(str(tmp_path))
    yield pkg
    for k in [k for k in sys.modules if k.startswith("fake_theorems")]:
        del sys.modules[k]
