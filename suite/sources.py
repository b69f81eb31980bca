"""The source documents: verbatim quote lookup (whitespace folded) and equation tags.
Documents are read, never executed or evaluated."""
from __future__ import annotations

import re
from pathlib import Path

TAG_RE = re.compile(r"\\tag\{([^}]*)\}")
LOC_TAG_RE = re.compile(r"\((\d+\.\d+\.\d+)\)")


def fold(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip()


class Documents:
    def __init__(self, directory: Path | None):
        self.dir = Path(directory) if directory else None
        self.texts: dict[str, str] = {}
        if self.dir and self.dir.is_dir():
            for p in sorted(self.dir.glob("*.txt")):
                self.texts[p.name] = fold(p.read_text(encoding="utf-8"))

    @property
    def available(self) -> bool:
        return bool(self.texts)

    def find(self, doc: str, quote: str) -> int | None:
        """Character offset of the folded quote in the folded document, or None."""
        text = self.texts.get(doc)
        if text is None:
            return None
        i = text.find(fold(quote))
        return i if i >= 0 else None

    def tags(self, doc: str) -> list[str]:
        return TAG_RE.findall(self.texts.get(doc, ""))


def locator_tags(where: str) -> set[str]:
    return set(LOC_TAG_RE.findall(where))
