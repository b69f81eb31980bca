"""What the commands share: the argument parser (one-line errors, ``--version``), the version, the progress
lines of ``verify`` on stderr, colour (on a terminal only, never with NO_COLOR), the check that an output path
can be written before anything runs, and where Hypothesis keeps its files (the project's .cache, not the
current folder)."""
from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

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
    hypothesis_home()
    try:
        code = main()
        sys.stdout.flush()
    except KeyboardInterrupt:
        print("interrupted", file=sys.stderr)
        code = 130
    except BrokenPipeError:
        # the reader of the output went away (``... | head``): no traceback, and nothing more is written
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        code = 141
    sys.exit(code)


def plural(n: int, word: str, many: str | None = None) -> str:
    """``1 claim``, ``2 claims`` (``many`` for an irregular plural)."""
    return f"{n} {word if n == 1 else (many or word + 's')}"


def hypothesis_home() -> Path:
    """Point Hypothesis's storage folder (its cache of the constants it found in source files, its Unicode tables;
    by default ``.hypothesis/`` in the current folder, created by whatever command first draws an example) into
    the project's ``.cache/hypothesis`` (``suite.paths.home()``), for this process and the processes it starts.
    A HYPOTHESIS_STORAGE_DIRECTORY already set is kept.  The suite's own searches use no example database
    (``suite.search``)."""
    from suite import paths

    where = Path(os.environ.get("HYPOTHESIS_STORAGE_DIRECTORY") or paths.home() / ".cache" / "hypothesis")
    os.environ["HYPOTHESIS_STORAGE_DIRECTORY"] = str(where)
    configuration = sys.modules.get("hypothesis.configuration")
    if configuration is not None:  # imported already: its folder may have been read from the environment
        configuration.set_hypothesis_home_dir(where)
    return where


def unwritable(path, what: str, given: bool = True) -> str | None:
    """Why the output ``path`` cannot be written, as the one line to print, or None; checked before anything
    runs, leaving nothing behind.  ``what``: "folder" (``--out``: a folder written whole, beside which the new
    report is staged) or "file" (``--junit-xml``: written into its folder).  The folders missing on the way are
    created by the run: the nearest one that exists must be a folder this process can create files in.  ``given``:
    the folder was named by the user (``--out``), not one of the project's own report folders (``not_own``)."""
    path = Path(os.path.abspath(path))
    if what == "folder" and os.path.lexists(path) and not os.path.isdir(path):
        return "is a file; give the folder to write the report into"
    if what == "folder" and os.path.isdir(path):
        why = not_own(path, given)
        if why:
            return why
    if what == "file" and os.path.isdir(path):
        return "is a folder; give the path of the XML file to write"
    probe = path.parent
    while not os.path.lexists(probe) and probe != probe.parent:
        probe = probe.parent
    if not os.path.isdir(probe):
        return f"{probe} is not a folder"
    try:
        fd, tmp = tempfile.mkstemp(dir=probe, prefix=".pe-verify-probe-", suffix=".tmp")
        os.close(fd)
        os.unlink(tmp)
    except OSError as e:
        return f"cannot create files in {probe} ({e.strerror or e}); give a path you can write"
    return None


def not_own(folder: Path, given: bool = True) -> str | None:
    """Why the existing folder ``folder`` may not be written whole (publishing replaces it, and what it held that is
    not the report is carried over and the rest removed): a mount point in it, whose files the removal would reach;
    or files that are not a folder this suite made.  A folder the user named (``given``) is this suite's only when it
    holds the mark every report folder is published with (``publish.MARK``): a REPORT.md of the user's own is not
    enough (the audit lost one, with its documents/ and html/ folders).  The project's own report folders
    (reports/, reports/partial, reports/html) are this suite's when they hold a report (REPORT.md or report.json, or
    the HTML view's index.html and mathjax/), as before the mark.  None when it is empty (but for dotfiles, which
    are kept) or this suite's."""
    for top, dirs, _ in os.walk(folder):
        for d in list(dirs):
            p = os.path.join(top, d)
            if os.path.ismount(p):
                return (f"holds the mount point {p}; a report folder is replaced whole, so give a folder that "
                        "holds no mount point")
            if os.path.islink(p):
                dirs.remove(d)
    from suite.publish import MARK

    names = os.listdir(folder)
    entries = [e for e in names if not e.startswith(".")]
    if given:
        ours = MARK in names
    else:
        ours = {"REPORT.md", "report.json"} & set(entries) or {"index.html", "mathjax"} <= set(entries)  # (the view)
    if entries and not ours and given:
        return (f"holds files ({', '.join(sorted(entries)[:3])}{', …' if len(entries) > 3 else ''}) and not the mark "
                f"{MARK} that this suite leaves in the folders it writes: publishing would replace it; give a new or "
                "empty folder (a report folder written before the mark existed: remove it first)")
    if entries and not ours:
        return (f"holds files ({', '.join(sorted(entries)[:3])}{', …' if len(entries) > 3 else ''}) and no report of "
                "this suite: it is not a folder this suite made, and publishing would replace it; give a new or empty "
                "folder")
    return None


# --- colour: on a terminal only, and never when NO_COLOR is set (https://no-color.org) ----------------------------

_COLOURS = {"green": "32", "red": "31", "yellow": "33", "magenta": "35", "cyan": "36", "bold": "1"}
VERDICT_COLOUR = {"proved": "green", "numeric": "green", "approximate": "cyan", "refuted": "magenta",
                  "error": "red", "undecided": "yellow", "partial": "yellow"}


def use_colour(stream=None) -> bool:
    """Colour for ``stream`` (default stderr): it is a terminal, NO_COLOR is unset or empty and TERM is not dumb."""
    stream = sys.stderr if stream is None else stream
    if os.environ.get("NO_COLOR") or os.environ.get("TERM") == "dumb":
        return False
    try:
        return bool(stream.isatty())
    except (AttributeError, ValueError):
        return False


def paint(text: str, colour: str | None, on: bool) -> str:
    """``text`` in ``colour`` (a name of _COLOURS) when ``on``, else ``text`` unchanged."""
    code = _COLOURS.get(colour or "")
    return f"\033[{code}m{text}\033[0m" if on and code else text


def _clock(seconds: float) -> str:
    m, s = divmod(int(seconds), 60)
    return f"{m // 60}:{m % 60:02d}:{s:02d}" if m >= 60 else f"{m}:{s:02d}"


class Progress:
    """Progress of a run on stderr, one plain line at a time (a terminal and a CI log read the same): a
    start line, a line per claim run (k/n, verdict, id, its seconds, elapsed and ETA) and, while claims
    run, a heartbeat line after every ``heartbeat`` seconds without output (which claims, for how long)."""

    def __init__(self, profile: str, out=None, heartbeat: float = 30.0, clock=time.monotonic):
        self.profile, self.out, self.heartbeat, self.clock = profile, out, heartbeat, clock
        self.colour = use_colour(out or sys.stderr)
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
        verdict = paint(f"{res.verdict:<11}", VERDICT_COLOUR.get(res.verdict), self.colour)
        self._print(f"[{self.k:{len(str(self.n))}d}/{self.n}] {verdict} {name} ({seconds}; "
                    f"elapsed {_clock(elapsed)}, ETA {eta})")

    def beat(self, running: dict) -> None:
        if running and self.clock() - self.last >= self.heartbeat:
            names = sorted(running.items(), key=lambda kv: -kv[1])
            shown = ", ".join(f"{n} ({s:.0f} s)" for n, s in names[:8]) + (", ..." if len(names) > 8 else "")
            self._print(f"... {self.k}/{self.n} done, elapsed {_clock(self.clock() - self.t0)}; "
                        f"running {len(running)}: {shown}")

    def note(self, line: str) -> None:
        self._print(line)
