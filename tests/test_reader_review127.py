"""Issue 32: the wrong verdicts a second outside review (helper 127) found in this session's rules after the first
round was fixed: true errors the new rules hid, false flags they made, and older ones in the same places.  Each is the
reviewer's minimal document; every number was recomputed by the reviewer.  Documents written for these tests."""
from tests.conftest import reader_verdicts


def _statuses(text: str) -> set:
    return set(reader_verdicts(text).values())


DOCS = {
    'c2': r"""# Attention

The model uses $d = 512$ and $h = 8$ heads. When $h = 1$, the head sees the whole model dimension.

The logits are scaled by $1/\sqrt{d/h} \approx 0.044$.
""",
    'o1': r"""# Model

The base model has width $d = 4096$ and $h = 32$ heads.

## A toy example

Take a toy model with $d = 8$ and $h = 2$, small enough to write every matrix out: each toy head has $d/h = 4$ dimensions.

## Back to the base model

Each head of the base model has $d/h = 2048$ dimensions.
""",
    'r3': r"""# Scaling

Our model uses heads of $d = 64$ dimensions. For example, a toy head with $d = 4$ has the scale $1/\sqrt{d} = 0.125$, which keeps its logits small.
""",
    'd3': r"""# RoPE

The model uses a head dimension of $d = 128$.

An example would be a toy head with $d = 4$. We use these values only for this illustration; the real model is much larger.

In the real model, the slowest frequency is $10000^{-(d-2)/d} \approx 1.2 \times 10^{-4}$.
""",
    'e1': r"""# Pretraining

We pretrain with a context of $n = 1024$ tokens.

# Long-context fine-tuning

Fine-tuning then attends over the $n = 4096$ positions of the extended window, so each attention matrix has $n^2 \approx 1.68 \times 10^{7}$ entries.
""",
    'f5': r"""# Token ids

Five hundred 16-bit token ids fill at least a kibibyte: $500 \cdot 2 \geq 1\,\text{KiB}$.

A 4096-token context of 16-bit ids takes $4096 \times 2 \geq 8.5\,\text{KiB}$.

The fp16 weights of a 3-billion-parameter model take $3 \times 2 \geq 5.9\,\text{GiB}$.
""",
    'f2': r"""# KV cache

Each token stores $2 \cdot 32 \cdot 4096$ values (keys and values, 32 layers, width 4096) of 2 bytes each, that is $2 \cdot 32 \cdot 4096 \cdot 2 = 524288\,\text{KiB}$ per token.
""",
    'h3': r"""# Gated relative bias

All projection weights are initialised with standard deviation $\sigma = 0.02$, that is $w = \sigma z$ with $z$ a standard normal sample.

The gate between two positions is the logistic sigmoid of the difference of their logits $a$ and $b$. Swapping the positions complements the gate: $\sigma(a - b) + \sigma(b - a) = 1$.
""",
    'l1': r"""# NTK-aware scaling

The scale factor is $\alpha = L'/L$, the ratio of the extended context $L' = 8192$ to the training context $L = 2048$.

# A fitted base

In this section $\alpha$ is not $\alpha = L'/L$: it denotes the exponent of a power law fitted to the best base. With the fitted exponent, doubling the context multiplies the base by $2^{\alpha} \approx 1.41$.
""",
    'l4': r"""# NTK-aware scaling

The scale factor is $\alpha = L'/L$, the ratio of the extended context $L' = 8192$ to the training context $L = 2048$.

# A fitted base

Why not simply reuse $\alpha = L'/L$ here? Because the best base follows a power law with its own exponent, also written $\alpha$. With the fitted exponent, doubling the context multiplies the base by $2^{\alpha} \approx 1.41$.
""",
    'a1': r"""# Multi-head attention

The base model uses $d = 512$ and $h = 8$ heads.

## A worked example

Take a toy model with $d = 12$ and $h = 3$.

### Step 1: head size

Each head has $d/h = 4$ dimensions.

### Step 2: scale

The logits are divided by $\sqrt{d/h} = 2$.
""",
    'g5': r"""# Kernels

Our model uses head size $d = 64$. The fused kernel only supports this size; $d \neq 64$ falls back to the reference implementation.
""",
    'k3': r"""# The generator as the imaginary unit

Let $\mathbf{J}$ denote the 90-degree rotation of the plane, which squares to minus the identity. A RoPE block is $\cos\theta\, I + \sin\theta\, J$, and De Moivre's formula carries over:

$$(\cos\theta + J\sin\theta)^2 = \cos 2\theta + J \sin 2\theta$$
""",
    'i5': r"""# Expanding a square

Let $\mathbf{A}$ and $\mathbf{B}$ be the attention maps of two heads. Then

$$(A + B)^2 = A^2 + 2 A B + B^2$$
""",
    'm3': r"""# 缩放

我们的头维度为 $d = 64$。拿 $d = 4$ 来说，头只有两个旋转对。我们的头的缩放因子是 $1/\sqrt{d} = 0.125$。
""",
    't1': r"""# Scaling

The logits are scaled by $1/\sqrt{d}$, where $d = 64$ is the head size of our model. An example of a larger head would be $d = 128$, as some recent models use. For our heads the scale is $1/\sqrt{d} = 0.125$.
""",
    'n3': r"""# Frequencies

The head dimension is $d = 64$. Below we drop the $i = 0$ term, which is a constant. For the remaining pairs the frequency decays, $10000^{-2i/d} < 1$.
""",
    'f1': r"""# KV cache

Each layer caches $64\,\text{KiB}$ per token, so 32 layers need $32 \times 64 = 2\,\text{MiB}$ per token.
""",
}


def test_a_true_error_is_still_found_where_another_value_was_only_a_case_or_half_a_setting():
    # 1/√(512/8) = 0.125, not 0.044, though "when h = 1" held in one sentence; d/h of the base model is 128, not 2048,
    # though the toy model's h = 2 (with its d = 8) would give it; 1/√4 = 0.5 in the example's own sentence
    for key in ("c2", "o1", "r3"):
        assert "inconsistent" in _statuses(DOCS[key]), key


def test_values_an_example_does_not_adopt_and_settings_named_by_their_entries_bind_as_they_should():
    # "We use these values only for this illustration": not adopted; "the $n = 4096$ positions of the window": a value
    for key in ("d3", "e1"):
        assert "inconsistent" not in _statuses(DOCS[key]), key


def test_a_unit_after_the_result_is_the_left_sides_only_where_the_text_writes_its_numbers_so():
    # 4096 × 2 ≥ 8.5 KiB is false (8 KiB), 2·32·4096·2 = 524288 KiB is false (bytes: 512 KiB); 32 × 64 = 2 MiB with
    # "64 KiB per token" written before it is true
    assert _statuses(DOCS["f5"]) == {"inconsistent"}
    assert _statuses(DOCS["f2"]) == {"inconsistent"}
    assert _statuses(DOCS["f1"]) == {"consistent"}


def test_a_valued_greek_letter_applied_to_a_sum_outside_a_sine_stays_a_function():
    assert "inconsistent" not in _statuses(DOCS["h3"])  # σ(a - b) + σ(b - a) = 1 for the sigmoid


def test_a_definition_denied_or_questioned_in_the_relations_section_is_not_restated_there():
    for key in ("l1", "l4"):
        assert "inconsistent" not in _statuses(DOCS[key]), key


def test_older_false_flags_in_the_same_places():
    # a worked example of two names continued under subsections (12/3 = 4); d ≠ 64 for the other sizes; J bold in the
    # prose only; "拿 d = 4 来说"; a "where" value and an example after it; "the i = 0 term" dropped "below"
    for key in ("a1", "g5", "k3", "m3", "t1", "n3"):
        assert "inconsistent" not in _statuses(DOCS[key]), key
    # (A + B)^2 = A^2 + 2AB + B^2 for attention maps written bold in the prose: not proved
    assert _statuses(DOCS["i5"]) & {"proved", "consistent"} == set()
