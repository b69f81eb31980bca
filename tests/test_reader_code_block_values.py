"""Worked values in a Python code block (documents written for these tests): a comment that gives a line's value is
checked with the values its block gives before it (``d = 64``, ``base = 10000``: names assigned once, at the top level,
to plain arithmetic; read with ``ast``, never run), each named as a binding with its line.  Names assigned twice, in a
loop or as a function's arguments are not read, nor is a comment that is only a number (what float64 prints)."""
from conftest import reader_items

BLOCK = ("# Code\n\n```python\nd = 64\nbase = 10000\ntheta_3 = base ** (-2 * 3 / d)   # ≈ 0.4217\n"
         "wavelength = 2 * math.pi / theta_3  # ≈ 14.9\nprint(d / 2 - 1)  # ≈ 30.5\nr = math.sqrt(2) ** 2  # 2\n```\n")


def _by_line(doc: str) -> dict:
    return {it["line"]: it for it in reader_items(doc) if it["status"] != "definition"}


def test_a_comment_is_checked_with_the_values_its_block_gives_before_it():
    items = _by_line(BLOCK)
    theta = items[6]
    assert theta["status"] == "consistent", theta  # (10000^{-6/64} = 0.42170)
    assert [(b["name"], b["where"]) for b in theta["bindings"]] == [("d", "line 4"), ("base", "line 5")], theta
    wavelength = items[7]
    assert wavelength["status"] == "consistent", wavelength  # (2π/0.42170 = 14.90)
    assert {b["name"] for b in wavelength["bindings"]} == {"d", "base", "theta_3"}, wavelength
    assert items[8]["status"] == "inconsistent", items[8]  # (a print with its value: d/2 - 1 = 31)
    assert 9 not in items, items  # (a number alone: what float64 prints, not read)
    wrong = BLOCK.replace("# ≈ 14.9", "# ≈ 19.9")
    assert _by_line(wrong)[7]["status"] == "inconsistent", _by_line(wrong)[7]


def test_names_the_block_may_change_and_lone_numbers_are_not_read():
    doc = ("# Code\n\n```python\nd = 64\nd = 128\ntheta = 10000 ** (-2 / d)  # 0.9306\nhidden = 768  # 1024\n"
           "for i in range(4):\n    w = 10000 ** (-2 * i / 64)  # 0.1\ndef f(base):\n    return base ** 0.5  # 100\n"
           "k = 2\nk += 1\nr = k * 2  # ≈ 4\n```\n\n```js\nconst a = 2 * 3  // 7\n```\n")
    items = _by_line(doc)
    assert not [it for it in items.values() if it["status"] in ("inconsistent", "consistent", "proved")], items
    assert 14 in items and items[14]["status"] == "undecided", items  # (k is changed by k += 1: no value for it)
