"""What helper-144's blind set (hoX, eight unseen documents: 0 of 10 known formula errors caught) showed the reader
not deciding: the dot product of two sinusoidal encodings defined per component (its range only implied by 2i/d, d
without a value), a block of storage arithmetic skipped because it names FP16, and plain text's '~=' and e-notation."""
from conftest import reader_items

_PIECES = ("# PE\n\n$$PE(t, 2i) = \\sin\\Big(\\frac{t}{10000^{2i/d}}\\Big), \\quad "
           "PE(t, 2i+1) = \\cos\\Big(\\frac{t}{10000^{2i/d}}\\Big)$$\n\n"
           "The dot product of two position vectors depends only on $k$:\n\n$${claim}$$\n")


def _items(text: str) -> dict:
    return {(it["link"]["lhs"].strip(), it["link"]["rhs"].strip()): it for it in reader_items(text)}


def test_the_dot_product_of_two_encodings_with_the_wrong_frequency_is_found():
    """PE(t+k)·PE(t) = Σ_i cos(k/10000^{2i/d}) under the document's own PE; written with 10000^{+2i/d} it is false
    (d = 4, k = 1: 1.3818 against cos(1) + cos(100) = 1.3029). The left side has t, the right side not: the reader
    sees that the left side does not move with t, so the relation is an identity in k and d, not an equation for t."""
    got = _items(_PIECES.replace("{claim}", "PE(t + k)PE(t) = \\sum_{i=0}^{d/2-1}\\cos(k \\cdot 10000^{2i/d})"))
    it = got[("PE(t + k)PE(t)", "\\sum_{i=0}^{d/2-1}\\cos(k \\cdot 10000^{2i/d})")]
    assert it["status"] == "inconsistent", it
    assert "keeps its value" in it["reason"] and "t =" in it["reason"], it["reason"]


def test_the_dot_product_of_two_encodings_with_the_right_frequency_is_not_found():
    got = _items(_PIECES.replace("{claim}", "PE(t + k)PE(t) = \\sum_{i=0}^{d/2-1}\\cos(k \\cdot 10000^{-2i/d})"))
    it = got[("PE(t + k)PE(t)", "\\sum_{i=0}^{d/2-1}\\cos(k \\cdot 10000^{-2i/d})")]
    assert it["status"] in ("consistent", "proved"), it


def test_a_side_that_moves_with_its_own_unknown_is_still_a_condition():
    """θ_q + θ_k = 3 k where θ_q = t: the left side moves with t, which the right side lacks: an equation, undecided."""
    doc = "# C\n\nLet $\\theta_q = t$ and $\\theta_k = k$. Then $\\theta_q + \\theta_k = 3 k$.\n"
    it = _items(doc)[("\\theta_q + \\theta_k", "3 k")]
    assert it["status"] == "undecided" and "different unknowns" in it["reason"], it


def test_a_matrix_between_two_encodings_is_no_dot_product():
    """p_i W_Q W_K^T p_j^T keeps its matrices: the expansion of (x_i W_Q + p_i W_Q)(x_j W_K + p_j W_K)^T is proved,
    not broken by reading p_i … p_j^T as ⟨p_i, p_j⟩ times the matrices."""
    doc = ("# A\n\n$$p_{i,2k} = \\sin(i/10000^{2k/d}), \\quad p_{i,2k+1} = \\cos(i/10000^{2k/d})$$\n\n"
           "$$(x_i W_Q + p_i W_Q)(x_j W_K + p_j W_K)^T = x_i W_Q W_K^T x_j^T + x_i W_Q W_K^T p_j^T "
           "+ p_i W_Q W_K^T x_j^T + p_i W_Q W_K^T p_j^T$$\n")
    (it,) = [x for x in reader_items(doc) if x["link"]["rhs"].startswith("x_i W_Q")]
    assert it["status"] == "proved", it


_MEMORY = "# M\n\nThe model weights take memory{words}:\n\n```\n参数内存 = 7B × 2 bytes = 14GB\n{extra}```\n"


def test_storage_arithmetic_in_a_block_that_names_fp16_is_read():
    """'FP16' before a block of byte counts names a dtype's size, which no rounding changes: the block's storage
    arithmetic is read (7 × 10^9 × 2 bytes = 14 GB: true; × 32 bytes ≈ 48 GB of 17.2 GB: found)."""
    doc = _MEMORY.replace("{words}", " in FP16").replace("{extra}", "激活 = 32 × 2048 × 4096 × 2 × 32 bytes ≈ 48 GB\n")
    got = _items(doc)
    assert got[("7B × 2 bytes", "14GB")]["status"] == "consistent", got
    assert got[("32 × 2048 × 4096 × 2 × 32 bytes", "48 GB")]["status"] == "inconsistent", got


def test_other_arithmetic_in_a_block_about_floating_point_is_still_not_read():
    """In a block about fp16 what is not a count of bytes may be what the dtype prints (65504 + 1 = 65504)."""
    doc = _MEMORY.replace("{words}", " in FP16").replace("{extra}", "溢出: 65504 × 2 = inf, 60000 × 2 ≈ 65504\n")
    got = _items(doc)
    assert ("60000 × 2", "65504") not in got, got
    assert got[("7B × 2 bytes", "14GB")]["status"] == "consistent", got


def test_plain_text_approximately_and_e_notation_are_read_in_prose():
    """'~=' in prose is '≈' (6 × 0.000055 = 0.00033, not 0.69); 52e9 × 2 = 1.04e11, not 104e12; 3e8 × 2 = 6e8."""
    doc = ("# KV\n\n* 6 * 0.000055 ~= 0.69\n* 52e9 * 2 = 104e12\n* 3e8 * 2 = 6e8\n* ln(2)/5000 = 1.39e-4\n")
    got = _items(doc)
    assert got[("6 * 0.000055", "0.69")]["link"]["relation"] == "≈", got
    assert got[("6 * 0.000055", "0.69")]["status"] == "inconsistent", got
    assert got[("52e9 * 2", "104e12")]["status"] == "inconsistent", got
    assert got[("3e8 * 2", "6e8")]["status"] == "consistent", got
    assert got[("ln(2)/5000", "1.39e-4")]["status"] == "consistent", got  # (1.3863e-4)


def test_tilde_equals_in_code_is_not_read_as_approximately():
    """In code (MATLAB, Lua) '~=' is 'not equal'."""
    doc = "# C\n\n```matlab\nif 6 × 3 ~= 17\n```\n"
    assert not any(it["link"]["rhs"].strip() == "17" for it in reader_items(doc))
