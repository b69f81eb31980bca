"""Units of measure written after numbers in formulas (suite.reader.units): read as units, never as the document's
names, and decided in every reading of the units the writer leaves open; a finding only where every reading fails."""
import sympy as sp

from conftest import reader_items
from suite.reader.latex import parse


def _same(a: str, b: str) -> bool:
    def norm(x):
        return " ".join(x.replace("\\,", " ").replace("\\ ", " ").split())

    return norm(a) == norm(b)


def _one(text: str, lhs: str) -> dict:
    [it] = [it for it in reader_items(text) if _same(it["link"]["lhs"], lhs)]
    return it


def _names(tex: str) -> set:
    return {s.name for s in parse(tex).expr.free_symbols}


def test_a_unit_after_a_number_is_read_as_a_unit_in_every_way_it_is_written():
    assert _names(r"104\text{e}12 \text{ bytes}") == {"104e12", "byte_unit"}
    assert _names(r"8\mu\text{s}") == _names(r"8\,\mu\mathrm{s}") == {"us_unit"}
    assert _names(r"22\,\text{ms}") == {"ms_unit"} and _names(r"300~\mathrm{ns}") == {"ns_unit"}
    assert _names(r"16GB") == _names(r"16\text{ GB}") == {"GB_unit"}
    assert _names(r"10^{9}\text{ bytes}") == {"byte_unit"} and _names(r"2\text{s}") == {"s_unit"}
    assert _names(r"103079215104 \text{flops}") == {"FLOP_unit"}
    # not after a number: the document's names
    assert "s_unit" not in _names(r"x_{2}\text{s}") and "byte_unit" not in _names(r"n \text{bytes}")


def test_a_size_wrong_by_a_power_of_a_thousand_is_a_finding_in_every_reading():
    it = _one("# Memory\n\nThe weights take $52\\text{e}12 \\text{ bytes} \\approx 52\\text{ GB}$.\n",
              r"52\text{e}12 \text{ bytes}")
    assert it["status"] == "inconsistent", it
    assert "powers of 1000" in it["reason"] and "other readings of its units too" in it["reason"], it


def test_rounded_sizes_and_times_hold_in_the_reading_that_fits():
    text = r"""# Costs

A layer caches $4 \cdot 64 \cdot 8192 = 2097152 \text{ bytes}$, about $2097152 \text{ bytes} \approx 0.002\text{ GB}$.

A token takes $0.0217 \approx 22\text{ms}$, or $21.7 \approx 22\text{ ms}$, and the transfer $2560\mu\text{s} \approx 3\text{ms}$.
"""
    verdicts = {it["link"]["lhs"].strip(): it for it in reader_items(text)}
    assert verdicts[r"4 \cdot 64 \cdot 8192"]["status"] == "consistent"
    assert verdicts[r"2097152 \text{ bytes}"]["status"] == "consistent"
    assert verdicts["0.0217"]["status"] == "consistent" and "seconds" in verdicts["0.0217"]["reason"]
    assert verdicts["21.7"]["status"] == "consistent" and "ms" in verdicts["21.7"]["reason"]  # (in ms, written once)
    assert verdicts[r"2560\mu\text{s}"]["status"] == "consistent"  # (3 ms: 2.5 to 3.5 ms)
    wrong = _one("# Costs\n\nThe transfer takes $2560\\mu\\text{s} \\approx 2\\text{ms}$.\n", r"2560\mu\text{s}")
    assert wrong["status"] == "inconsistent", wrong


def test_a_magnitude_times_bytes_is_a_statement_never_a_definition_of_the_letter():
    it = _one("# Memory\n\nIn half precision $7\\text{B} \\times 2 = 14\\text{ GB}$.\n", r"7\text{B} \times 2")
    assert it["status"] == "consistent" and "B as a billion" in it["reason"], it
    it = _one("# Memory\n\nIn half precision $7\\text{B} \\times 2 = 28\\text{ GB}$.\n", r"7\text{B} \times 2")
    assert it["status"] == "inconsistent", it
    proved = _one("# Cost\n\nThe sum is $4 \\cdot 80 \\cdot 8\\mu\\text{s} = 2560\\mu\\text{s}$.\n",
                  r"4 \cdot 80 \cdot 8\mu\text{s}")
    assert proved["status"] == "proved", proved  # (whatever a microsecond is worth)


def test_the_declared_convention_is_the_only_reading_and_quantities_of_two_kinds_are_not_compared():
    binary = "# Sizes\n\nA gigabyte: $2^{30}\\text{ bytes} = 1\\text{ GB}$.\n"
    assert _one(binary, r"2^{30}\text{ bytes}")["status"] == "consistent"  # (GB as 2^30 bytes, one reading)
    declared = "# Sizes\n\nHere 1 GB = 10^9 bytes. A gigabyte: $2^{30}\\text{ bytes} = 1\\text{ GB}$.\n"
    it = _one(declared, r"2^{30}\text{ bytes}")
    assert it["status"] == "inconsistent" and "as the document declares" in it["reason"], it
    kinds = _one("# Mixed\n\nWe have $3\\text{ ms} = 3\\text{ bytes}$.\n", r"3\text{ ms}")
    assert kinds["status"] == "undecided" and kinds["cause"] == "units of different kinds", kinds


def test_the_readings_give_each_open_unit_both_values_and_exact_units_one():
    from suite.reader import units

    gb, ms, b = sp.Symbol("GB_unit"), sp.Symbol("ms_unit"), sp.Symbol("B_unit")
    values = {tuple(sorted(str(v) for v in sub.values())) for _, sub in units.readings({gb, ms, b})}
    byte, second = units.bases()["byte"], units.bases()["second"]
    assert values == {tuple(sorted(str(v) for v in (g * byte, second / 1000, x)))
                      for g in (10 ** 9, 2 ** 30) for x in (10 ** 9, byte)}
    assert [sub[gb] for _, sub in units.readings({gb}, "decimal")] == [10 ** 9 * byte]
    assert units.dimension(3 * byte / second) == (1, -1, 0) and units.dimension(byte + 1) is None


def test_a_letter_after_a_number_that_the_document_uses_as_a_name_is_undecided():
    # (review 132) 2B after B = 8: two billion, or 2·B = 16? Never a finding either way
    for text, lhs in (("# Batch\n\nThe batch size is $B = 8$, so $2B \\cdot 1024 = 16384$.\n", r"2B \cdot 1024"),
                      ("# Context\n\nWith $T = 512$ tokens, $2T \\cdot 64 = 65536$.\n", r"2T \cdot 64"),
                      ("# GPUs\n\nWith $G = 8$ GPUs and $B = 32$: $8 \\times 80GB = 640\\text{ GB}$.\n",
                       r"8 \times 80GB"),
                      ("# Stride\n\nThe stride is $\\mathrm{s} = 2$, so $3\\mathrm{s} = 6$.\n", r"3\mathrm{s}")):
        it = _one(text, lhs)
        assert it["status"] == "undecided" and it["cause"] == "unit or name", it
    # a factor after a number, a space and another name stays a product (2T D^2 is 2·T·D²)
    it = _one("# FLOPs\n\nWith $D = 10$ and $T = 4$, $2T D^2 = 800$.\n", "2T D^2")
    assert it["status"] in ("consistent", "proved"), it


def test_an_inequality_holds_only_if_every_reading_of_its_units_gives_the_same_verdict():
    # 70B × 2 < 80 GB holds only with B read as bytes: 140 GB (or 130.4 GiB) is not less than 80 GB
    it = _one("# Fit\n\nThe weights fit: $70\\text{B} \\times 2 < 80\\text{ GB}$.\n", r"70\text{B} \times 2")
    assert it["status"] == "undecided" and it["cause"] == "units read more than one way", it
    it = _one("# Fit\n\nThe weights do not fit: $70 \\times 10^9 \\times 2\\text{ bytes} > 80\\text{ GB}$.\n",
              r"70 \times 10^9 \times 2\text{ bytes}")
    assert it["status"] == "consistent", it  # (in every reading: 140e9 bytes > 80e9 and > 85.9e9)


def test_only_a_result_written_as_one_number_and_its_unit_is_read_as_rounded():
    # (review 132) 5 × 200 ms is 1 s, not 1.4 s; 600 ms + 400 ms is 1 s; 10 ms is not 14 ms
    for text, lhs in (("# T\n\n$5 \\times 200\\text{ ms} \\approx 1.4\\text{ s}$.\n", r"5 \times 200\text{ ms}"),
                      ("# T\n\n$600\\text{ ms} + 400\\text{ ms} \\approx 0.7\\text{ s}$.\n",
                       r"600\text{ ms} + 400\text{ ms}"),
                      ("# T\n\n$10\\text{ ms} \\approx 14\\text{ ms}$.\n", r"10\text{ ms}"),
                      ("# T\n\n$8 \\times 125\\text{ MB} \\approx 1.4\\text{ GB}$.\n", r"8 \times 125\text{ MB}")):
        it = _one(text, lhs)
        assert it["status"] == "inconsistent", it
    it = _one("# T\n\n$13 \\times 10^9 \\times 8\\text{ bytes} \\approx 100\\text{ GB}$.\n",
              r"13 \times 10^9 \times 8\text{ bytes}")
    assert it["status"] == "consistent", it  # (100 GB to its last nonzero digit: 50 to 150 GB)


def test_a_convention_declared_in_a_formula_or_in_chinese_is_read_and_one_set_aside_is_not():
    relation = r"2^{30}\text{ bytes}"
    for declared in ("Here $1\\,\\text{GB}=10^{9}\\,\\text{bytes}$.", "本文中 1 GB 等于 $10^9$ 字节。",
                     "We use SI prefixes (1 GB = 10^9 bytes), not binary prefixes (1 GB = 2^30 bytes)."):
        it = _one(f"# Sizes\n\n{declared} A gigabyte: $2^{{30}}\\text{{ bytes}} = 1\\text{{ GB}}$.\n", relation)
        assert it["status"] == "inconsistent" and "as the document declares" in it["reason"], (declared, it)
    both = "# Sizes\n\nSome write 1 GB = 10^9 bytes, others 1 GB = 2^30 bytes. So $2^{30}\\text{ bytes} = 1\\text{ GB}$.\n"
    it = _one(both, relation)
    assert it["status"] == "undecided" and it["cause"] == "units read more than one way", it


def test_a_statement_about_units_is_never_a_definition_and_rates_are_per_second():
    text = "# Sizes\n\nA card reports $1\\text{ GiB} = 1000\\text{ MB}$; then $2\\text{ GiB} = 2000\\text{ MB}$.\n"
    for it in reader_items(text):
        assert it["status"] == "inconsistent", it  # (1073.7 or 1024 MB; never a binding of GiB that proves the next)
    it = _one("# Bandwidth\n\nWith $s = 8$ shards, $\\frac{14\\text{ GB}}{2\\text{ TB}/\\text{s}} = 7\\text{ ms}$.\n",
              r"\frac{14\text{ GB}}{2\text{ TB}/\text{s}}")
    assert it["status"] in ("consistent", "proved"), it  # (the s of TB/s is a second, not the document's s)
    assert _names(r"2\text{ TB/s}") == {"TB_unit", "s_unit"} and _names(r"3\text{ PB}") == {"PB_unit"}


def test_review_133_letters_set_in_prose_rates_written_once_results_on_the_left_and_two_bs():
    # a letter given a value in plain text is the document's name too
    it = _one("# MoE\n\nEach token goes to the top-K experts with K = 8, so $2K = 16$.\n", "2K")
    assert it["status"] == "undecided" and it["cause"] == "unit or name", it
    # a rate written once for the result; a result on the left, rounded; 1 s is 0.5 to 1.5 s
    assert _one("# BW\n\nEight links: $8 \\times 50 = 400\\,\\text{GB/s}$.\n", r"8 \times 50")["status"] == "consistent"
    it = _one("# Decode\n\nA step: $42\\,\\text{ms} \\approx \\frac{140\\,\\text{GB}}{3.35\\,\\text{TB/s}}$.\n",
              r"42\,\text{ms}")
    assert it["status"] == "consistent", it  # (41.79 ms)
    assert _one("# T\n\n$1000 \\times 1.1\\,\\text{ms} \\approx 1\\,\\text{s}$.\n", r"1000 \times 1.1\,\text{ms}")[
        "status"] == "consistent"
    # B after two numbers: a billion, then bytes; never a finding from reading both one way
    it = _one("# W\n\n$7\\text{B} \\times 2\\,\\text{B} = 14\\,\\text{GB}$.\n", r"7\text{B} \times 2\,\text{B}")
    assert it["status"] == "undecided", it


def test_review_133_conventions_counts_in_powers_of_1000_and_units_carried_by_a_definition():
    for text, lhs in (("In this note 1 GB = 1024^3 bytes. So $10^{9}\\,\\text{bytes} = 1\\,\\text{GB}$.",
                       r"10^{9}\,\text{bytes}"),
                      ("本文中 GB 均按 1024 进制换算。显存为 $16\\,\\text{GB} = 16000\\,\\text{MB}$。", r"16\,\text{GB}"),
                      ("Instead of GiB we use 1 GB = 10^9 bytes. $2^{30}\\,\\text{bytes} = 1\\,\\text{GB}$.",
                       r"2^{30}\,\text{bytes}"),
                      ("We count 1K tokens = 1000 tokens. Doubling: $4\\text{K} \\times 2 = 8192$.", r"4\text{K} \times 2")):
        it = _one("# Sizes\n\n" + text + "\n", lhs)
        assert it["status"] == "inconsistent" and "as the document declares" in it["reason"], (text, it)
    # M beside bytes counts parameters: 110M × 4 bytes is 440 MB (never 461 MB with M = 2^20)
    it = _one("# BERT\n\n$110\\text{M} \\times 4\\,\\text{bytes} \\approx 461\\,\\text{MB}$.\n",
              r"110\text{M} \times 4\,\text{bytes}")
    assert it["status"] == "inconsistent", it
    # units that a definition writes are read where the name is used: 6 · 7e9 · 2e12 = 8.4e22
    text = "# Compute\n\nWith $N = 7\\text{B}$ and $D = 2\\text{T}$ tokens, $6ND \\approx {x}$.\n"
    assert _one(text.replace("{x}", "8.4 \\times 10^{22}"), "6ND")["status"] == "consistent"
    wrong = _one(text.replace("{x}", "9.2 \\times 10^{22}"), "6ND")
    assert wrong["status"] == "inconsistent" and "_unit" not in wrong["reason"], wrong


def test_review_134_a_unit_after_the_formula_and_a_whole_mantissa_are_read():
    # the unit written right after the closing $ is the unit of the formula's last number
    assert _one("# W\n\nThe weights: $2 \\times 70 \\times 10^9 = 140$ GB.\n", r"2 \times 70 \times 10^9")[
        "status"] == "consistent"
    assert _one("# T\n\nIt takes $140 / 2000 = 70$ ms.\n", "140 / 2000")["status"] == "consistent"
    # a unit after the formula that the reader does not read: never a finding from reading it away
    it = _one("# F\n\nFor a 7B model $2 \\times 7\\text{B} = 14$ GFLOPs per token.\n", r"2 \times 7\text{B}")
    assert it["status"] == "undecided" and it["cause"] == "units not written", it
    # B as bytes only beside another unit of storage: 14e9 bytes is 13.04 GiB, not 14
    it = _one("# W\n\nThe fp16 weights of a 7B model: $2 \\times 7\\text{B} = 14$ GiB.\n", r"2 \times 7\text{B}")
    assert it["status"] == "inconsistent" and "B as bytes" not in it["reason"], it
    # a whole mantissa times a power of ten is shown to its mantissa's digits: 2e20 stands for 1.5e20 to 2.5e20
    assert _one("# C\n\n$2.028 \\times 10^{20} \\approx 2 \\times 10^{20}$.\n", r"2.028 \times 10^{20}")[
        "status"] == "consistent"
    assert _one("# C\n\n$2.028 \\times 10^{20} \\approx 3 \\times 10^{20}$.\n", r"2.028 \times 10^{20}")[
        "status"] == "inconsistent"


def test_review_134_the_side_shown_rounded_is_the_result_and_a_factor_given_a_unit_before_is_not_read_away():
    # 40 GB ≈ 4.6e10 bytes is false: the right side is the result shown, 40 GB is exact (4.0e10 or 4.29e10)
    it = _one("# S\n\nA card: $40\\ \\text{GB} \\approx 4.6 \\times 10^{10}\\ \\text{bytes}$.\n", r"40\ \text{GB}")
    assert it["status"] == "inconsistent", it
    it = _one("# S\n\nAt 0.5 MB per token, $4096 \\times 0.5 = 2\\ \\text{GB}$ per sequence.\n", r"4096 \times 0.5")
    assert it["status"] == "undecided" and it["cause"] == "units not written", it
