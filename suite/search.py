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
