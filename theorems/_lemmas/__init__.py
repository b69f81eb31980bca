"""Named proof steps (lemmas) shared by the claims' SymPy proofs, one module per concept.

A lemma is a function that adds its steps to a proof ``pf`` (``pf.eq``, ``pf.true``, ``pf.sets_equal``,
``pf.exhaust``): every use re-decides the identity by SymPy inside the claim's own proof, so a lemma
is never an unproved statement.  The step name defaults to the lemma's statement; a claim may pass
its own (a sentence of its argument).  Symbolic helpers (exact frequencies, exact codes, symbolic
matrices) live here too.  Files and folders starting with ``_`` are not claims.
"""
