"""A worked step 'V × D = 50,257 × 1,600' holds with the two numbers either way round; which goes with which name is
settled by another worked step of its section ('2 × D = 2 × 1,600'), wherever in the section it stands, and by
nothing else.  V = 50,257 and D = 1,600: V + D = 51,857 and V − D = 48,657 (recomputed by hand)."""
import pytest

from conftest import reader_items

_STEP = "$2 \\times (V \\times D) = 2 \\times (50,257 \\times 1,600)$"


def _status(doc: str, lhs: str) -> str:
    (it,) = [x for x in reader_items(doc) if x["link"]["lhs"].strip() == lhs]
    return it["status"]


@pytest.mark.parametrize("check, status", [("$V + D = 51857$", "consistent"), ("$V - D = 48000$", "inconsistent")])
def test_another_step_of_the_section_settles_which_number_is_which(check, status):
    doc = f"# A\n\n- Embeddings: {_STEP}.\n- Norms: $2 \\times D = 2 \\times 1,600$.\n- Check: {check}.\n"
    assert _status(doc, check.strip("$").split("=")[0].strip()) == status, reader_items(doc)
    (step,) = [x for x in reader_items(doc) if x["link"]["rhs"].strip().startswith("2 \\times (50")]
    assert step["status"] == "definition" and "V = 50257, D = 1600" in step["reason"], step


@pytest.mark.parametrize("before, other", [
    ("", ""),  # no other step: V × D = 50,257 × 1,600 says nothing about which is which
    ("## B\n\n- Norms: $2 \\times D = 2 \\times 1,600$.\n\n## C\n\n", ""),  # a step of another section: nothing
    ("", "- Other: $2 \\times D = 2 \\times 50,257$.\n"),  # the section's other step gives D the other number
])
def test_nothing_else_settles_it(before, other):
    doc = f"# A\n\n{before}- Embeddings: {_STEP}.\n{other}- Check: $V - D = 48000$.\n"
    assert _status(doc, "V - D") == "undecided", reader_items(doc)
