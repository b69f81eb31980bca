"""Worked values in a Python code block (documents written for these tests): a comment that gives a line's value is
checked with the values its block gives before it (``d = 64``, ``base = 10000``: names assigned once, at the top level,
to plain arithmetic; read with ``ast``, never run), each named as a binding with its line.  Names assigned twice, in a
loop or as a function's arguments have no value.  A comment that is only a number gives what the line computes, as
Python prints it (float64: ``math.sqrt(2) ** 2  # 2.0000000000000004`` holds); a lone number (``hidden = 768  # 1024``) is
not read, and a power too large to compute is reported as not read, at once."""
from conftest import reader_items

BLOCK = ("# Code\n\n```python\nd = 64\nbase = 10000\ntheta_3 = base ** (-2 * 3 / d)   # ≈ 0.4217\n"
         "wavelength = 2 * math.pi / theta_3  # ≈ 14.9\nprint(d / 2 - 1)  # ≈ 30.5\nr = math.sqrt(2) ** 2  # 2.0000000000000004\n```\n")


def _by_line(doc: str) -> dict:
    return {it["line"]: it for it in reader_items(doc) if it["status"] != "definition"}


def test_a_comment_is_checked_with_the_values_its_block_gives_before_it():
    items = _by_line(BLOCK)
    theta = items[6]
    assert theta["status"] == "consistent", theta  # (10000^{-6/64} = 0.42170)
    assert [(b["name"], b["where"]) for b in theta["bindings"]] == [("d", "line 4, column 5"), ("base", "line 5, column 8")], theta
    wavelength = items[7]
    assert wavelength["status"] == "consistent", wavelength  # (2π/0.42170 = 14.90)
    assert {b["name"] for b in wavelength["bindings"]} == {"d", "base", "theta_3"}, wavelength
    assert items[8]["status"] == "inconsistent", items[8]  # (a print with its value: d/2 - 1 = 31)
    assert items[9]["status"] == "consistent", items[9]  # (a number alone: what float64 prints, 2.0000000000000004)
    wrong = BLOCK.replace("# ≈ 14.9", "# ≈ 19.9")
    assert _by_line(wrong)[7]["status"] == "inconsistent", _by_line(wrong)[7]


def test_names_the_block_may_change_and_lone_numbers_are_not_read():
    doc = ("# Code\n\n```python\nd = 64\nd = 128\ntheta = 10000 ** (-2 / d)  # 0.9306\nhidden = 768  # 1024\n"
           "for i in range(4):\n    w = 10000 ** (-2 * i / 64)  # 0.1\ndef f(base):\n    return base ** 0.5  # 100\n"
           "k = 2\nk += 1\nr = k * 2  # ≈ 4\n```\n\n```js\nconst a = 2 * 3  // 7\n```\n")
    items = _by_line(doc)
    assert not [it for it in items.values() if it["status"] in ("inconsistent", "consistent", "proved")], items
    assert 14 in items and items[14]["status"] == "undecided", items  # (k is changed by k += 1: no value for it)


def test_a_comment_that_is_only_a_number_is_what_python_prints():
    doc = ("# Printed\n\n```python\nprint(10000 ** (-6/64))  # 0.5\nz = math.sin(math.pi)  # 1.2246467991473532e-16\n"
           "k = 7 / 2  # 3\nhidden = 768  # 1024\nbig = 10 ** 10 ** 10  # 1\nhuge = 10 ** 10 ** 10  # ≈ 1\n```\n")
    items = _by_line(doc)
    assert items[4]["status"] == "inconsistent", items[4]  # (10000^{-6/64} = 0.4217)
    assert items[5]["status"] == "consistent", items[5]  # (float64's sin(π))
    assert items[6]["status"] == "undecided", items[6]  # (3.5 as Python prints it; within half a unit of 3)
    assert 7 not in items and 8 not in items, items  # (a lone number; a power too large to compute: no value stated)
    assert items[9]["status"] == "unparsed" and "too large" in items[9]["reason"], items[9]


def test_a_block_that_may_change_its_names_by_other_means_gives_no_values():
    # (helper-220's probes: each comment is right for the code as Python runs it, and was a finding)
    base = "# Code\n\n```python\nimport math\nd = 64\nbase = 10000\n{}\ntheta_1 = base ** (-2 / d)  # ≈ 0.6636\n```\n"
    for line in ('globals()["base"] = 500000', 'exec("base = 500000")', 'vars().update({"base": 500000})',
                 "from math import *", "match 500000:\n    case base:\n        pass"):
        items = _by_line(base.format(line))
        assert not [it for it in items.values() if it["status"] == "inconsistent"], (line, items)
    docstring = ('# Code\n\n```python\nd = 64\nbase = 10000\n\ndef theta(i):\n    """For d = 128 and base = 500000:\n'
                 '        t = base ** (-2 / d)  # ≈ 0.8146\n    """\n    return base ** (-2 * i / d)\n```\n')
    assert not [it for it in _by_line(docstring).values() if it["status"] == "inconsistent"]


def test_python_semantics_the_reader_does_not_share_are_not_decided():
    doc = ("# Code\n\n```python\nneg = -8\nprint((-8) ** (1 / 3))  # ≈ -2\ne = 8\ntop_k = 2\nprint(e * 2)  # ≈ 16\n"
           "j = 7\nother = 2 ^ 3  # ≈ 1\nbig = 1e308 * 10 / 1e300  # ≈ 1e9\n```\n\n```\nhidden = 4096\n"
           "per_group = hidden / 6  # ≈ 682\n```\n")
    items = _by_line(doc)
    assert not [it for it in items.values() if it["status"] in ("consistent", "inconsistent", "proved")], items
    chain = "# C\n\nWe have $2 + 2 = 5$.\n\n```python\nx = " + " + ".join(["1"] * 3000) + "\n```\n"
    assert [it["status"] for it in reader_items(chain)] == ["inconsistent"]  # (no RecursionError: the document is read)
    repr_ = ("# R\n\n```python\nbase = 10000\nd = 64\ntheta_1 = base ** (-2 / d)  # ≈ 0.7498942093324559\n"
             "dropout = 0.1\nkeep = dropout * 3  # ≈ 0.30000000000000004\n```\n")
    assert [it["status"] for it in _by_line(repr_).values()] == ["consistent", "consistent"]  # (as Python prints them)


def test_helper_221s_cases_python_prints_what_it_computes_and_floor_division_is_code():
    doc = ("# R2\n\n```python\nd_model = 4096\nn_heads = 32\nhead_dim = d_model // n_heads  # ≈ 128\n"
           "pairs = 64 // 2  # ≈ 64\nx = 1 / 3  # 0\ny = 17 * 3  # 50\nz = (0.1 + 0.2 - 0.3) * 1e17  # ≈ 0\n"
           "w = 2.675 * 1  # 2.67\nq = 1 / 3  # = 0\nb = 3 * 4  # 2\n```\n")
    items = _by_line(doc)
    assert not [it for it in items.values() if it["status"] in ("consistent", "inconsistent") and it["line"] != 11], items
    assert items[11]["status"] == "consistent", items[11]  # (Python's format rounds the binary 2.675 to 2.67)
    called = ("# R2\n\n```python\nbase = 10000\nuse_long_context()\ntheta_1 = base ** (-2 / 64)  # ≈ 0.6636\n```\n")
    assert not [it for it in _by_line(called).values() if it["status"] == "inconsistent"]  # (the call may rebind base)


def test_helper_223s_cases_brackets_are_no_library_call_a_module_changed_and_growing_products():
    doc = ("# R3\n\n```python\nx = (0.1 + 0.2) * 1  # 0.3000000000000001\nw = (1 / 3) * 1  # 0.33333333333333337\n"
           "v = math.sqrt(2)  # 1.4142135623730954\n```\n")
    items = _by_line(doc)  # (Python prints 0.30000000000000004, 0.3333333333333333, 1.4142135623730951)
    assert items[5]["status"] == "inconsistent" and items[6]["status"] == "inconsistent", items
    assert items.get(4, {"status": "undecided"})["status"] != "consistent", items
    changed = "# R3\n\n```python\nimport math\nmath.pi = 3\ny = 2 * math.pi  # ≈ 6.283\n```\n"
    assert not [it for it in _by_line(changed).values() if it["status"] == "consistent"]
    from suite.reader.formats.scan import code_values, float64_value

    code = "a = 2 ** 4000\n" + "".join(f"a{k} = {'a' if k == 0 else f'a{k - 1}'} * {'a' if k == 0 else f'a{k - 1}'}\n"
                                       for k in range(18))
    values = code_values(code, 0, len(code))[0]  # (a product of integers past 65,536 bits is not computed: it took
    assert "a3" in values and "a4" not in values, sorted(values)  # 25.7 s, each squaring tripling the time)
    assert float64_value(" * ".join(["x"] * 17), (("x", "2 ** 4000", ""),)) is None
