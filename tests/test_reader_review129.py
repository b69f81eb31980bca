"""Issue 32: what a blind evaluation on real documents (helper 129) showed the reader missing or misreading: math that
a site generator's Markdown delimits (Zola's katex shortcode, ``\\\\( … \\\\)`` written for a Markdown that eats one
backslash), numbers in E notation written ``312\\text{e}12``, arithmetic read from undelimited math, and an assignment
``令 m = m - n`` read as an equation.  Documents written for these tests."""
from tests.conftest import reader_items, reader_verdicts

ZOLA = r"""+++
title = "Arithmetic"
+++

With the computed \\(k, v \\) values, the cache per token is

{% katex(block=true) %} 2\cdot 2 \cdot n_\text{layers} \cdot n_\text{heads} \cdot d_\text{head}  {% end %}

For \\(d_\text{model} = 8192\\) and \\(n_\text{layers} = 64\\) the flops are

{% katex(block=true) %}
2 \cdot 2 \cdot 64 \cdot 8192^2 = 17,179,869,184
{% end %}

An A100 does \\(312\text{e}12\\) flops per second, so \\(312\text{e}12 \div 300\text{e}9 = 1040\\) and
\\(56/0.002 \approx 23000\\).
"""


def test_math_a_site_generator_delimits_is_read():
    s = reader_verdicts(ZOLA, "post.md")
    assert s.get("2 \\cdot 2 \\cdot 64 \\cdot 8192^2 = 17179869184") == "consistent", s  # not 8192^2 alone
    assert s.get("312\\text{e}12 \\div 300\\text{e}9 = 1040") == "consistent", s  # E notation, not Euler's e
    assert s.get("56/0.002 = 23000") == "inconsistent", s  # 28,000


def test_arithmetic_inside_math_the_reader_does_not_see_delimited_is_not_cut_short():
    text = "# F\n\n{% raw %} 2 \\cdot 2 \\cdot 64 \\cdot 8192^2 = 17,179,869,184 {% endraw %}\n\nAnd 2 × 64 = 128.\n"
    assert reader_verdicts(text) == {"2 × 64 = 128": "consistent"}


def test_an_assignment_introduced_by_let_is_not_an_equation():
    items = reader_items("# S\n\n令 $m = m - n$，则 $\\sin(m) = \\sin(m)$。\n\nLet $x = x + 1$ below.\n")
    assert [it["status"] for it in items if it["link"]["lhs"].strip() in ("m", "x")] == ["definition", "definition"]



def test_an_upright_e_with_a_sign_or_a_space_is_eulers_number():
    s = reader_verdicts("# C\n\nThe constants are $3\\mathrm{e}-1 \\approx 7.15$ and $2\\text{e}-2 \\approx 3.44$, and "
                        "$4\\mathrm{e} 2 = 8\\mathrm{e}$.\n")
    assert "inconsistent" not in s.values(), s


def test_a_citation_beside_a_thin_space_is_no_factor():
    s = reader_verdicts("# S\n\nWith $d_k = 64$,\n\n$$\\frac{1}{\\sqrt{d_k}} = \\frac{1}{8} \\; [12]$$\n")
    assert "inconsistent" not in s.values(), s


def test_a_unit_of_one_factor_counts_only_in_the_relations_sentence():
    # 2·32·8·128·2 bytes = 128 KiB, not 131072 KiB, though "blocks of 128 KiB" stands in the sentence before
    s = reader_verdicts('# KV cache\n\nThe paged allocator uses blocks of 128 KiB. With 32 layers and 8 KV heads of dimension 128 in fp16, one token needs $2 \\times 32 \\times 8 \\times 128 \\times 2 = 131072\\,\\text{KiB}$ of cache.\n\n## Budget\n\n| item | size (GiB) |\n|---|---|\n| card | 24 |\n| weights | 14 |\n| activations | 2 |\n\nWhat remains for the cache is $24 - 14 - 2 = 8\\,\\text{GiB}$.\n\n## Another\n\nOn a 48-GiB card with 14-GiB weights, $48 - 14 = 34\\,\\text{GiB}$ remain.\n')
    assert s.get("2 \\times 32 \\times 8 \\times 128 \\times 2 = 131072 \\text{KiB}") == "inconsistent", s


def test_a_shortcode_shown_as_inline_code_opens_no_math():
    # `{{< katex >}}` … `{{< /katex >}}` in backticks: syntax shown; the prose between them keeps its arithmetic
    assert reader_verdicts('# Hugo setup\n\nOpen a display formula with `{{< katex >}}` on its own line.\n\nThe model in the examples has 8 heads of 64 dimensions, so the width is 8 × 64 = 512, and a layer of it holds 4 × 512 = 2000 hidden units in the MLP.\n\nClose it with `{{< /katex >}}`.\n').get("4 × 512 = 2000") == "inconsistent"


def test_values_adopted_with_not_the_defaults_are_adopted():
    for text in ('# Setup\n\nOur default configuration is $d = 512$ with $h = 8$ heads.\n\n## A smaller model\n\nTo illustrate, take $d = 256$ and $h = 2$. We use these values in all later sections, not the defaults.\n\n# Results\n\nEach head has $d/h = 128$ dimensions, and the projections hold $4 d^2 = 262144$ weights.\n', '# 设置\n\n默认配置为 $d = 512$，$h = 8$ 个头。\n\n## 小模型\n\n举例来说，取 $d = 256$，$h = 2$。后文都使用这些值，不再使用默认值。\n\n# 结果\n\n每个头有 $d/h = 128$ 维，投影共有 $4 d^2 = 262144$ 个权重。\n'):
        assert "inconsistent" not in reader_verdicts(text).values(), text


def test_a_definition_by_she_is_an_equation_to_solve_not_an_assignment():
    items = reader_items("# E\n\n设 $x = 2x - 3$，解得 $x = 3$。\n")
    equation = next(it for it in items if it["link"]["rhs"].strip() == "2x - 3")
    assert "assignment" not in equation["reason"], equation
