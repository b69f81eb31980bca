"""Issue 32, a RoPE scaling derivation as real documents write it: ``\\|D\\|`` of a symbol used nowhere else is one
number (the head dimension), ``b^{\\prime \\frac{2d}{D}}`` is b' raised to 2d/D, and an equation for a symbol not
yet given a value is checked with the value the text then solves it for (proved or consistent; a failure is no
finding), but not with a case ("the first case gives i = j").  Documents written for these tests."""
from suite.reader.check import check_document
from suite.reader.formats import read_text
from suite.reader.latex import parse


def _items(text: str, name: str = "doc.md") -> list[dict]:
    return check_document(read_text(name, text))["items"]


def _at(items: list[dict], line: int, rhs_start: str) -> dict:
    found = [it for it in items if it["line"] == line and it["link"]["rhs"].startswith(rhs_start)]
    assert len(found) == 1, [(it["line"], it["link"], it["status"]) for it in items]
    return found[0]


NTK = r"""# NTK scaling

The frequencies are $\theta_{d} = b^{-\frac{2d}{\|D\|}}$, where $\|D\|$ is the dimension of each head.

The wavelength is $\lambda_{d} = \frac{2\pi}{\theta_{d}} = 2\pi b^{\frac{2d}{\|D\|}}$.

Scaling the last wavelength by $s$ gives $2\pi s \cdot b^{\frac{2d}{\|D\|}} |_{d=\frac{\|D\|}{2} - 1} = 2\pi b^{\prime \frac{2d}{\|D\|}} |_{d=\frac{\|D\|}{2} - 1}$.

Therefore $b^{\prime}=b\cdot s^{\frac{\|D\|}{\|D\|-2}}$.
"""


def test_the_norm_of_a_symbol_used_nowhere_else_is_one_number():
    it = _at(_items(NTK), 5, r"2\pi b")
    assert it["status"] == "proved", it["reason"]
    assert "‖D‖: read as one positive number" in it["reason"], it["reason"]


def test_a_prime_and_a_power_in_one_superscript():
    assert str(parse(r"b^{\prime \frac{2d}{n}}").expr) == "b_prime**(2*d/n)"
    assert str(parse(r"b^{\prime}").expr) == "b_prime"


def test_an_equation_is_checked_with_the_value_the_text_then_solves_it_for():
    it = _at(_items(NTK), 7, r"2\pi b^{\prime")
    assert it["status"] in ("proved", "consistent"), it["reason"]
    assert r"an equation for b^{\prime}, which the text then solves" in it["reason"], it["reason"]


def test_a_solved_value_that_does_not_satisfy_the_equation_is_no_finding():
    wrong = NTK.replace(r"s^{\frac{\|D\|}{\|D\|-2}}", r"s^{\frac{\|D\|-2}{\|D\|}}")
    it = _at(_items(wrong), 7, r"2\pi b^{\prime")
    assert it["status"] == "undecided", it["reason"]


def test_a_case_is_not_a_value_the_text_solves_for():
    text = r"""# Injectivity

Two positions give $\sin(x/w) = \sin(y/w)$ here.

The first case gives $x = y$, against the hypothesis.
"""
    it = _at(_items(text), 3, r"\sin(y/w)")
    assert it["status"] == "undecided", it["reason"]


def test_a_one_column_array_of_comma_separated_entries_is_a_list():
    tex = (r"\left\lbrace \begin{array}{l} \sin\left(\frac{3}{10000^\frac{0}{128}}\right), "
           r"\cos\left(\frac{3}{10000^\frac{0}{128}}\right), \dots, \\ \sin(3) \end{array}\right\rbrace")
    assert str(parse(tex).expr) == "(sin(3), cos(3), …, sin(3))"
    # a one-column array without commas is still a column
    assert str(parse(r"\begin{array}{l} a \\ b \end{array}").expr) == "Matrix([[a], [b]])"


def test_a_given_symbol_is_not_defined_by_what_it_satisfies_and_an_example_value_stays_in_its_example():
    text = r"""# Digits

给定正整数 $n$ 和基数 $\beta > 1$，$n$ 的表示是一个数字序列，满足：

$$
n = \sum_{i=0}^{k} a_i \beta^i
$$

**示例**：对于十进制数 $n = 759$，有 $7 \times 100 + 5 \times 10 + 9 = 759$。

# Frequencies

The angle is $\theta(n) = n \omega$, so $\theta(n) / n = \omega$.
"""
    items = check_document(read_text("d.md", text))["items"]
    sums = [it for it in items if it["line"] == 6]
    assert sums and sums[0]["status"] != "definition", sums  # not n's definition
    later = [it for it in items if it["line"] == 13 and it["link"]["lhs"].startswith(r"\theta(n) /")]
    assert later and later[0]["status"] == "proved", later
    assert not any(b["name"] == "n" for b in later[0]["bindings"]), later[0]["bindings"]  # neither Σ nor 759


def test_a_formula_for_unknowns_the_document_bounds_is_a_statement_not_their_definition():
    text = r"""# Digits

给定正整数 $n$，它的数字满足 $n = \sum_{i=0}^{k} a_i \beta^i$，其中 $0 \leq a_i < \beta$。

**定义**：第 $m$ 位可以这样计算：$a_m = \left\lfloor \frac{n}{\beta^m} \right\rfloor \bmod \beta$。

For the example $\beta_1 = 60$ and $a_i < \beta_{i+1}$, $\beta_1 = 60$ is a value.
"""
    items = check_document(read_text("d.md", text))["items"]
    digit = [it for it in items if it["line"] == 5 and it["link"]["lhs"].strip() == "a_m"]
    assert digit and digit[0]["status"] != "definition", digit  # a claim about the digits, left to be decided
    beta = [it for it in items if it["line"] == 7 and it["link"]["lhs"].strip() == r"\beta_1"]
    assert beta and beta[0]["status"] == "definition", beta  # β is only a bound, not an unknown


def test_a_list_of_values_of_a_defined_family_is_a_worked_evaluation_not_a_new_name():
    text = r"""# Encoding

The code is $PE_{(pos,2i)} = \sin(pos/10000^{2i/128})$ and $PE_{(pos,2i+1)} = \cos(pos/10000^{2i/128})$.

For position 0: $PE_{pos0} = \left\lbrace \begin{array}{l} \sin(0), \cos(0), \dots \end{array} \right\rbrace$.

For the vector of position $i$, $p_i = [\sin(i), \cos(i)]$ names it.
"""
    items = check_document(read_text("d.md", text))["items"]
    worked = [it for it in items if it["line"] == 5]
    assert worked and worked[0]["status"] != "definition", worked
    assert str(parse(r"PE_{pos0}").expr) == "PE_pos0"  # a label with its number, not pos × 0


def test_a_greek_letter_with_a_braced_word_is_one_name():
    assert str(parse(r"s \lambda{max}").expr) == "lambda_max*s"
    assert str(parse(r"\lambda {max}").expr) == "lambda*max"  # (a space: the letters multiply, as TeX has it)
    items = _items(NTK.replace("Therefore", r"The longest is $\lambda{max} = 2\pi b$, and $s \lambda{max} = 2\pi s b$. Therefore"))
    it = [x for x in items if x["link"]["lhs"].strip() == r"s \lambda{max}"]
    assert it and it[0]["status"] == "proved", it


def test_a_code_comment_naming_a_setting_is_read_not_checked():
    text = "# Config\n\n```python\n# d_model = hidden_size = 512\nx = 1  # 0.1 + 0.2 ≈ 0.3\n```\n"
    items = _items(text)
    settings = [it for it in items if it["line"] == 4]
    assert settings and all(it["status"] == "definition" for it in settings), settings
    arithmetic = [it for it in items if it["line"] == 5]
    assert arithmetic and arithmetic[0]["status"] == "consistent", arithmetic  # arithmetic in a comment: still checked
