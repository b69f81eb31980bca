"""The Hypothesis settings of the suite, registered once as profiles (the engine holds no domain code:
the strategies are the claims' ``domain`` values, see ``suite.domains``).

``pe-search``: the counterexample search (explicit examples, generation, targeting toward the largest
violation, shrinking); ``pe-sample``: drawing points of a domain without searching (mutation effects).
Both are derandomized with no database, so a run is reproducible and leaves nothing behind."""
from __future__ import annotations

from hypothesis import HealthCheck, Phase, settings

settings.register_profile("pe-search", derandomize=True, database=None, deadline=None, print_blob=False,
                          suppress_health_check=list(HealthCheck),
                          phases=[Phase.explicit, Phase.generate, Phase.target, Phase.shrink])
settings.register_profile("pe-sample", derandomize=True, database=None, deadline=None, print_blob=False,
                          suppress_health_check=list(HealthCheck), phases=[Phase.generate])


def search(n: int) -> settings:
    """Settings for a search of ``n`` examples."""
    return settings(settings.get_profile("pe-search"), max_examples=n)


def sample(n: int) -> settings:
    """Settings for drawing ``n`` points of a domain."""
    return settings(settings.get_profile("pe-sample"), max_examples=n)


def warm() -> None:
    """Run one short search of a throwaway domain (explicit, generate, target and shrink phases), once in the process
    that forks the claim processes, so that each starts with what Hypothesis sets up on its first search (its
    engine, the strategies' machinery; about 0.04 s a process).  The draws of a search do not depend on it: they are
    derandomized per test function, and the local constants are pinned to the claim's own (below)."""
    from hypothesis import given, target
    from hypothesis import strategies as st

    @search(8)
    @given(st.fixed_dictionaries({"n": st.integers(0, 7), "q": st.fractions(-1, 1, max_denominator=9)}))
    def probe(params):
        target(float(params["n"]), label="warm")
        if params["n"] > 6 and params["q"] > 0:
            raise ValueError  # something to shrink

    try:
        probe()
    except ValueError:
        pass


# --- the constants Hypothesis mixes into its draws --------------------------------------------------------
#
# Hypothesis draws now and then a "local constant": a literal found in the source of any loaded module it deems
# the user's (hypothesis.internal.conjecture.providers._get_local_constants scans sys.modules).  What is loaded
# in a claim process depends on what the runner imported before it forked (the renderer, the CLI, ...), which
# is not in the cache key: an unused literal added to the renderer changed the examples of a cold run while a
# warm run kept the cached ones.  Hypothesis has no public setting for this pool, so ``pinned_constants`` pins
# it, through that internal function, to the literals of the claim's own module, which is in the key: the draws
# then depend only on the claim and the library versions.  If a future Hypothesis renames the internals,
# PinError says so (the run fails rather than silently depending on what is loaded).


class PinError(RuntimeError):
    """Hypothesis's local-constant pool could not be pinned (its internals changed)."""


def claim_constants(files):
    """Hypothesis's ``Constants`` of the literals in ``files`` (the claim's module), in sorted sets (a plain set
    of strings would iterate in an order that depends on the hash seed)."""
    from pathlib import Path

    try:
        from hypothesis.internal.constants_ast import Constants, _constants_from_source
        from hypothesis.internal.floats import float_to_int
        from sortedcontainers import SortedSet
    except ImportError as e:
        raise PinError(f"this Hypothesis has no local-constant pool where the suite expects it: {e}") from None
    pool = Constants(integers=SortedSet(), floats=SortedSet(key=float_to_int), bytes=SortedSet(),
                     strings=SortedSet())
    for f in files:
        try:
            pool = pool | _constants_from_source(Path(f).read_bytes(), limit=True)
        except (OSError, SyntaxError, ValueError, RecursionError, MemoryError):
            continue
    return pool


class pinned_constants:
    """``with pinned_constants([claim module file]):`` Hypothesis's local constants are those of the files only."""

    def __init__(self, files):
        self.files = [f for f in files if f]

    def __enter__(self):
        try:
            from hypothesis.internal.conjecture import providers
        except ImportError as e:
            raise PinError(f"hypothesis.internal.conjecture.providers: {e}") from None
        if not callable(getattr(providers, "_get_local_constants", None)) or \
                not hasattr(getattr(providers, "CONSTANTS_CACHE", None), "cache"):
            raise PinError("this Hypothesis has no providers._get_local_constants/CONSTANTS_CACHE to pin")
        pool = claim_constants(self.files)
        self.providers, self.saved = providers, providers._get_local_constants
        providers._get_local_constants = lambda: pool
        providers.CONSTANTS_CACHE.cache.clear()
        return pool

    def __exit__(self, *exc):
        self.providers._get_local_constants = self.saved
        self.providers.CONSTANTS_CACHE.cache.clear()
        return False
