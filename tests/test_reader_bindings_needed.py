"""A relation proved with the document's values substituted is decided again without them; when it holds whatever its
names are, it is proved so and names none of them (held-out set 12: a theorem on any n and any base β' was "proved"
with the n of a digit expansion and the β' of a base conversion from other sections).  A proof that needs a value
keeps it, named."""
from tests.conftest import reader_items

DOC = r"""# Angles

Let $\alpha = \frac{p}{10000^{2i/d}}$ and $\beta = \frac{k}{10000^{2i/d}}$, and $\theta_i = 10000^{-2i/d}$.

The sum rule is $\cos(\alpha + \beta) = \cos\alpha\cos\beta - \sin\alpha\sin\beta$.

The first frequency is $\theta_0 = 1$.
"""


def _items() -> dict:
    return {it["link"]["lhs"].strip(): it for it in reader_items(DOC) if it["status"] != "definition"}


def test_an_identity_in_any_values_names_no_binding():
    it = _items()[r"\cos(\alpha + \beta)"]
    assert it["status"] == "proved"
    assert not it.get("bindings")
    assert "none of the document's values is used" in it["reason"]


def test_a_proof_that_needs_a_definition_names_it():
    it = _items()[r"\theta_0"]
    assert it["status"] == "consistent"  # (a worked value that holds exactly)
    assert [b["name"] for b in it["bindings"]] == [r"\theta_i"]
