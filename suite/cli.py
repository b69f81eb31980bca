"""What the commands share: the argument parser (one-line errors, ``--version``), the version, and the
progress lines of ``verify`` on stderr."""
from __future__ import annotations

import argparse
import sys
import time

PROG = "pe-verify"
DIST = "pe-verify"


def version() -> str:
    """The installed distribution's version, else the one in the checkout's pyproject.toml."""
    from importlib import metadata

    try:
        return metadata.version(DIST)
    except metadata.PackageNotFoundError:
        import tomllib

        from suite.paths import PACKAGE_ROOT

        try:
            with open(PACKAGE_ROOT / "pyproject.toml", "rb") as fh:
                return tomllib.load(fh)["project"]["version"]
        except (OSError, KeyError, ValueError):
            return "unknown"


class Parser(argparse.ArgumentParser):
    """An ArgumentParser whose errors are one line (and exit 2), with ``--version``."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.add_argument("--version", action="version", version=f"{PROG} {version()}")

    def error(self, message):
        self.exit(2, f"{self.prog}: error: {message} (see {self.prog} --help)\n")


def positive_int(text: str) -> int:
    try:
        n = int(text)
    except ValueError:
        n = 0
    if n < 1:
        raise argparse.ArgumentTypeError(f"expected a positive integer, got {text!r}")
    return n


def run(main) -> None:
    """``sys.exit(main())``, with Ctrl-C one line and exit code 130 instead of a traceback."""
    try:
        code = main()
    except KeyboardInterrupt:
        print("interrupted", file=sys.stderr)
        code = 130
    sys.exit(code)


def _clock(seconds: float) -> str:
    m, s = divmod(int(seconds), 60)
    return f"{m // 60}:{m % 60:02d}:{s:02d}" if m >= 60 else f"{m}:{s:02d}"


class Progress:
    """Progress of a run on stderr, one plain line at a time (a terminal and a CI log read the same): a
    start line, a line per claim run (k/n, verdict, id, its seconds, elapsed and ETA) and, while claims
    run, a heartbeat line after every ``heartbeat`` seconds without output (which claims, for how long)."""

    def __init__(self, profile: str, out=None, heartbeat: float = 30.0, clock=time.monotonic):
        self.profile, self.out, self.heartbeat, self.clock = profile, out, heartbeat, clock
        self.k = self.n = 0
        self.t0 = self.last = clock()

    def _print(self, line: str) -> None:
        print(line, file=self.out or sys.stderr, flush=True)
        self.last = self.clock()

    def start(self, total: int, cached: int, jobs: int) -> None:
        self.n, self.t0 = total - cached, self.clock()
        self._print(f"verify: {total} claim{'' if total == 1 else 's'} ({cached} from the cache, {self.n} to run), "
                    f"{jobs} job{'' if jobs == 1 else 's'}, profile {self.profile}")

    def done(self, name: str, res) -> None:
        self.k += 1
        elapsed = self.clock() - self.t0
        eta = _clock(elapsed / self.k * (self.n - self.k))
        seconds = f"{res.seconds:.1f} s" if res.seconds is not None else "? s"
        self._print(f"[{self.k:{len(str(self.n))}d}/{self.n}] {res.verdict:<11} {name} ({seconds}; "
                    f"elapsed {_clock(elapsed)}, ETA {eta})")

    def beat(self, running: dict) -> None:
        if running and self.clock() - self.last >= self.heartbeat:
            names = sorted(running.items(), key=lambda kv: -kv[1])
            shown = ", ".join(f"{n} ({s:.0f} s)" for n, s in names[:8]) + (", ..." if len(names) > 8 else "")
            self._print(f"... {self.k}/{self.n} done, elapsed {_clock(self.clock() - self.t0)}; "
                        f"running {len(running)}: {shown}")

    def note(self, line: str) -> None:
        self._print(line)
