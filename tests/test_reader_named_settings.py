"""A symbol the text names by the code's name for it ("$d$: head dimension (head_dim)") takes that name's value, and a
bold settings label's value in parentheses holds to the next heading."""
from tests.conftest import reader_items, reader_item_at


DOC = """# Frequencies

$$\\theta_i = 10000^{-2i/d}$$

Where:
- $d$: head dimension (head_dim)
- $i = 0, 1, \\dots, d/2 - 1$

**Small model settings** (head_dim=8):
```python
freqs = [10000 ** (-2 * i / 8) for i in range(4)]
```

This gives four frequencies:
- $\\theta_1 = 0.1$, the second pair
- $\\theta_2 = 0.02$, the third pair

# Another section

Here $\\theta_1 = 0.5$ for some other head size.
"""

NO_LABEL = DOC.replace("**Small model settings** (head_dim=8):", "The small model uses a short head (head_dim=8).")


def test_a_symbol_named_by_the_codes_name_takes_its_value_under_a_settings_label():
    items = reader_items(DOC)
    assert reader_item_at(items, 15)["status"] == "consistent"  # 10000^(-2/8) = 0.1
    bad = reader_item_at(items, 16)
    assert bad["status"] == "inconsistent"  # 10000^(-4/8) = 0.01, not 0.02
    assert any(b["name"] == "d" and "head_dim" in b["where"] for b in bad["bindings"])
    assert reader_item_at(items, 20)["status"] != "inconsistent"  # the label's value ends at the next heading


def test_a_parenthesised_value_in_a_sentence_still_holds_in_that_sentence_only():
    items = reader_items(NO_LABEL)
    assert reader_item_at(items, 16)["status"] != "inconsistent"


EITHER = """# Frequencies

$$\\theta_i = \\frac{1}{\\text{base}^{2i/d}}$$

Where $\\text{base} = 10000$ (standard) or $1000000$ (long context), and $d = 64$.

The middle pair has $\\theta_{15} = 0.001$.
"""


def test_a_finding_under_each_of_two_values_shows_and_names_both():
    it = reader_item_at(reader_items(EITHER), 7)
    assert it["status"] == "inconsistent", it  # 0.0133 with 10000, 0.00154 with 1000000
    assert "0.0133352" in it["reason"] and "0.00153993" in it["reason"], it["reason"]
    assert sorted(b["value"] for b in it["bindings"] if "base" in b["name"]) == ["10000", "1000000"]
