"""A document's own LaTeX macros: collected from its text (a .tex preamble, the files it ``\\input``s beside it,
a ``\\newcommand`` written inside a Markdown formula) and expanded in a formula before it is read.

``collect(text, folder)`` reads ``\\newcommand``, ``\\renewcommand``, ``\\providecommand`` (with a number of
arguments and an optional first argument's default), ``\\def\\name#1#2{…}``, ``\\DeclareMathOperator`` (starred too:
``\\operatorname{…}``), ``\\let\\a\\b`` and ``\\newtheorem``; ``\\input``/``\\include``/``\\usepackage`` of a file
that exists beside the document are followed (at most ``MAX_FILES`` files, each read once).  ``expand(tex,
macros)`` replaces each use by its body with its arguments, again and again, within ``MAX_OUTPUT`` characters and
``MAX_ROUNDS`` rounds: a macro that never stops expanding is left as it is (the reader then names it).  Nothing
here evaluates anything."""
from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass, field
from pathlib import Path

MAX_FILES = 20  # files followed from one document
MAX_FILE_BYTES = 2 * 2**20
# the folder a document's inputs must lie in (its sources folder; ``run.check_path`` sets it while it reads a
# document): a file outside it (``\input{/etc/passwd}``, a link out of the folder) is not read
BOUNDARY = None
MAX_OUTPUT = 20_000  # characters an expanded formula may have
MAX_ROUNDS = 30


@dataclass(frozen=True)
class Macro:
    """``\\name`` with ``arguments`` arguments (the first optional with ``default`` when it is not None), expanding
    to ``body`` (``#1``… its arguments)."""
    name: str
    arguments: int
    body: str
    default: str | None = None


@dataclass
class Macros:
    """The macros of one document, the theorem-like environments it declares ({environment: its printed name}) and
    the files followed, with what could not be followed."""
    table: dict = field(default_factory=dict)
    theorems: dict = field(default_factory=dict)
    files: list = field(default_factory=list)
    missing: list = field(default_factory=list)
    # every file looked for, as (path, sha256 of the bytes read, or None when there was no file): what the result
    # depends on besides the document (the checking's cache checks them again before it trusts a stored result)
    looked: list = field(default_factory=list)

    def __bool__(self) -> bool:
        return bool(self.table)


_DEFINER = re.compile(r"\\(newcommand|renewcommand|providecommand|DeclareRobustCommand|def|DeclareMathOperator|let|"
                      r"newtheorem|input|include|usepackage)(\*?)(?![A-Za-z])")
_CS = re.compile(r"\s*(?:\{\s*\\([A-Za-z]+|.)\s*\}|\\([A-Za-z]+|.))")
_COUNT = re.compile(r"\s*\[\s*(\d)\s*\]")
_DEF_PARAMS = re.compile(r"((?:#\d)*)\s*(?=\{)")
_COMMENT = re.compile(r"(?<!\\)%[^\n]*")


def group(text: str, i: int) -> tuple[str, int] | None:
    """The contents of the balanced ``{…}`` starting at ``text[i]`` (after spaces) and the offset after it."""
    while i < len(text) and text[i] in " \t\n":
        i += 1
    if i >= len(text) or text[i] != "{":
        return None
    depth, k = 0, i
    while k < len(text):
        c = text[k]
        if c == "\\":
            k += 2
            continue
        if c == "{":
            depth += 1
        elif c == "}":
            depth -= 1
            if depth == 0:
                return text[i + 1:k], k + 1
        k += 1
    return None


def _optional(text: str, i: int) -> tuple[str, int] | None:
    """The contents of ``[…]`` at ``text[i]`` (after spaces), brackets balanced, and the offset after it."""
    while i < len(text) and text[i] in " \t":
        i += 1
    if i >= len(text) or text[i] != "[":
        return None
    depth, k = 0, i
    while k < len(text):
        if text[k] == "{":
            depth += 1
        elif text[k] == "}":
            depth -= 1
        elif text[k] == "]" and depth == 0:
            return text[i + 1:k], k + 1
        k += 1
    return None


def collect(text: str, folder: Path | None = None, into: Macros | None = None, _depth: int = 0) -> Macros:
    """The macros ``text`` defines (comments skipped), and those of the files it inputs from ``folder``."""
    out = into if into is not None else Macros()
    text = _COMMENT.sub("", text)
    for m in _DEFINER.finditer(text):
        kind, i = m.group(1), m.end()
        if kind in ("input", "include", "usepackage"):
            arg = group(text, _skip_options(text, i))
            if arg is not None and folder is not None:
                for name in arg[0].split(","):
                    _follow(name.strip(), kind, folder, out, _depth)
            continue
        if kind == "newtheorem":
            env = group(text, i)
            if env is None:
                continue
            j = env[1]
            shared = _optional(text, j)
            j = shared[1] if shared else j
            title = group(text, j)
            if title is not None:
                out.theorems[env[0].strip()] = " ".join(title[0].split())
            continue
        cs = _CS.match(text, i)
        if cs is None:
            continue
        name, j = cs.group(1) or cs.group(2), cs.end()
        if kind == "let":
            other = _CS.match(text, j + (1 if text[j:j + 1] == "=" else 0))
            if other is not None:
                target = other.group(1) or other.group(2)
                out.table[name] = out.table.get(target) or Macro(name, 0, "\\" + target)
            continue
        if kind == "DeclareMathOperator":
            body = group(text, j)
            if body is not None:
                out.table[name] = Macro(name, 0, f"\\operatorname{{{body[0]}}}")
            continue
        if kind == "def":
            params = _DEF_PARAMS.match(text, j)
            n = len(params.group(1)) // 2 if params else 0
            body = group(text, params.end() if params else j)
            if body is not None:
                out.table[name] = Macro(name, n, body[0])
            continue
        n, default = 0, None
        count = _COUNT.match(text, j)
        if count:
            n, j = int(count.group(1)), count.end()
            opt = _optional(text, j)
            if opt is not None:
                default, j = opt
        body = group(text, j)
        if body is None:
            continue
        if kind == "providecommand" and name in out.table:
            continue
        out.table[name] = Macro(name, n, body[0], default)
    return out


def _skip_options(text: str, i: int) -> int:
    opt = _optional(text, i)
    return opt[1] if opt else i


def _follow(name: str, kind: str, folder: Path, out: Macros, depth: int) -> None:
    """Read the macros of the file ``name`` that the document inputs, when it is beside it."""
    if not name or depth > 4 or len(out.files) >= MAX_FILES:
        return
    suffixes = (".sty",) if kind == "usepackage" else ("", ".tex")
    refused = False
    for suffix in suffixes:
        path = (folder / (name + suffix if not name.endswith(suffix) or not suffix else name)).resolve()
        if BOUNDARY is not None and leads_out(path, BOUNDARY) is not None:
            refused = True  # (the next candidate, name.tex, may still be inside)
            continue
        if path.is_file():
            if path in out.files:
                return
            out.files.append(path)
            try:
                if path.stat().st_size > MAX_FILE_BYTES:
                    out.looked.append((str(path), "larger than the limit"))
                    out.missing.append(f"{name}: larger than {MAX_FILE_BYTES // 2**20} MiB, not read")
                    return
                data = path.read_bytes()
                out.looked.append((str(path), hashlib.sha256(data).hexdigest()))
                text = data.decode("utf-8")
            except (OSError, UnicodeDecodeError) as e:
                out.missing.append(f"{name}: cannot be read ({e})")
                return
            collect(text, path.parent, out, depth + 1)
            return
        out.looked.append((str(path), None))
    if refused:
        out.missing.append(f"{name}: outside the document's sources folder, not read")
    elif kind != "usepackage":  # a package not beside the document is a LaTeX package, not the document's file
        out.missing.append(f"{name}: not found beside the document")


def leads_out(p: Path, folder: Path) -> Path | None:
    """Where ``p`` leads (its real path) when that is outside ``folder`` (through a link, ``..`` or an absolute path);
    None when it stays inside: the one test of the sources folder's boundary (documents, notation files, inputs)."""
    target, root = Path(p).resolve(), Path(folder).resolve()
    return None if target == root or root in target.parents else target


_USE = re.compile(r"\\([A-Za-z]+|.)")


def expand(tex: str, macros: Macros | dict) -> str:
    """``tex`` with the macros expanded; unchanged where an expansion would pass ``MAX_OUTPUT`` characters or
    ``MAX_ROUNDS`` rounds."""
    table = macros.table if isinstance(macros, Macros) else macros
    if not table or "\\" not in tex:
        return tex
    out = tex
    for _ in range(MAX_ROUNDS):
        new, changed = _once(out, table)
        if not changed:
            return new
        if len(new) > MAX_OUTPUT:
            return tex
        out = new
    return tex  # still expanding: left as written


def _once(tex: str, table: dict) -> tuple[str, bool]:
    out, pos, changed = [], 0, False
    for m in _USE.finditer(tex):
        if m.start() < pos:
            continue
        macro = table.get(m.group(1))
        if macro is None:
            continue
        args, j = [], m.end()
        if macro.default is not None:
            opt = _optional(tex, j)
            if opt is not None:
                args.append(opt[0])
                j = opt[1]
            else:
                args.append(macro.default)
        while len(args) < macro.arguments:
            g = group(tex, j)
            if g is not None:
                args.append(g[0])
                j = g[1]
                continue
            k = j
            while k < len(tex) and tex[k] in " \t\n":
                k += 1
            if k >= len(tex):
                break
            one = _USE.match(tex, k)
            end = one.end() if one else k + 1
            args.append(tex[k:end])
            j = end
        if len(args) < macro.arguments:
            continue
        body = re.sub(r"#(\d)", lambda a: args[int(a.group(1)) - 1] if int(a.group(1)) <= len(args) else a.group(),
                      macro.body)
        # a body that ends in a command word is kept apart from a letter that follows (\R x, not \Rx)
        if re.search(r"\\[A-Za-z]+$", body) and j < len(tex) and tex[j].isalpha():
            body += " "
        out.append(tex[pos:m.start()])
        out.append(body)
        pos, changed = j, True
    out.append(tex[pos:])
    return "".join(out), changed
