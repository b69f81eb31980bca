"""γ is Euler's constant (0.5772156649…) where the sentence that writes it names it so ("其中 γ ≈ 0.5772 是欧拉常数",
"γ is the Euler–Mascheroni constant"), unless the document binds γ itself (a discount γ = 0.9, γ ∈ (0, 1), γ_i);
otherwise γ is a name like any other.  Documents written for these tests."""
from conftest import reader_items


def _status(doc: str) -> dict:
    return {(it["link"]["lhs"].strip(), it["link"]["rhs"].strip()): it for it in reader_items(doc)
            if it["status"] != "definition"}


def test_gamma_named_as_eulers_constant_is_that_number():
    items = _status("其中$\\gamma \\approx 0.5772$是欧拉常数。\n\n"
                    "$$\\text{Ci}(x) \\approx \\gamma + \\ln x$$ 对于很小的 $x$，余弦积分如此。\n")
    assert items[("\\gamma", "0.5772")]["status"] == "consistent", items
    assert items[("\\text{Ci}(x)", "\\gamma + \\ln x")]["status"] == "consistent", items  # (Ci x - γ - ln x → 0)
    wrong = _status("where $\\gamma \\approx 0.5773$ is the Euler–Mascheroni constant.\n")
    assert wrong[("\\gamma", "0.5773")]["status"] == "inconsistent", wrong  # (0.57721…: 0.5772, not 0.5773)


def test_gamma_not_named_or_bound_by_the_document_is_no_constant():
    assert _status("The decay $\\gamma \\approx 0.5772$.\n")[("\\gamma", "0.5772")]["status"] == "undecided"
    bound = _status("Let $\\gamma \\in (0, 1)$ be the discount; Euler's constant is another $\\gamma$.\n\n"
                    "$$\\gamma \\approx 0.5772$$\n")
    assert bound[("\\gamma", "0.5772")]["status"] != "consistent", bound


def test_gamma_is_eulers_constant_only_in_the_section_that_names_it():
    doc = ("# A\n\n## Frequencies\n\n$$\\text{Ci}(x) \\approx \\gamma + \\ln x$$ for small $x$, where $\\gamma$ is "
           "Euler's constant, the cosine integral's constant.\n\n## Depth\n\nHere $\\gamma < 1$ is a decay factor, and "
           "$$s_L \\approx \\gamma^L s_0.$$\n\n$$\\gamma \\approx 0.5772$$\n")
    items = _status(doc)
    assert items[("\\text{Ci}(x)", "\\gamma + \\ln x")]["status"] == "consistent", items
    assert items[("\\gamma", "0.5772")]["status"] != "consistent", items  # (the decay factor's section)
