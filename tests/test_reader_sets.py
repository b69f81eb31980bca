"""A set written by its condition (\\{j: … = …\\}) is one definition, not split at the relation inside it; a "\\text{,
where }" opens a condition as "\\text{where}" does."""
from tests.conftest import reader_items


DOC = r"""# Sparse attention

The causal span is $S_i = \{j: j \leq i\}$, the bucket span $S_i = \{j: h(\mathbf{q}_i) = h(\mathbf{k}_j)\}$.

$$
\begin{aligned}
A_i^{(1)} &= \{j: \lfloor \frac{j}{\ell} \rfloor = \lfloor \frac{i}{\ell} \rfloor \} \\
B_i &= \{ t, t+1, \dots, i\} \text{, where } t = \max(0, i - \ell)
\end{aligned}
$$
"""


def test_a_set_written_by_its_condition_is_one_definition():
    items = reader_items(DOC)
    sets = [it for it in items if it["link"]["rhs"].lstrip().startswith("\\{j:")]
    assert len(sets) == 3, [(it["link"], it["status"]) for it in items]
    assert all(it["status"] == "definition" and "condition" in it["reason"] for it in sets), sets
    assert not any(it["link"]["lhs"].lstrip().startswith("j:") for it in items)  # never split inside the braces
    assert not any(it["status"] == "unparsed" for it in items), [(it["link"], it["reason"]) for it in items]
    where = [it for it in items if it["link"]["lhs"].strip() == "t"]
    assert where and where[0]["status"] == "definition"  # ", where t = …": read after the break


LET = r"""# Densities

Let $\rho(\phi) \ge 0$ be a density on $[0, 1]$ with $\int_0^1 \rho(\phi) d\phi = 1$.

Then $\int_0^1 \rho(\phi) d\phi = 2$ would be a slip, and so is $\rho(\phi) = \rho(\phi) + 1$.
"""


def test_what_a_let_sentence_assumes_of_the_function_it_introduces_is_a_hypothesis():
    items = [it for it in reader_items(LET) if it["line"] == 3]
    assert len(items) == 2 and all(it["status"] == "definition" and "hypothesis" in it["reason"] for it in items)
    later = [it for it in reader_items(LET) if it["line"] == 5]
    assert later and all(it["status"] != "definition" for it in later)  # a "Then" sentence states, it assumes nothing
