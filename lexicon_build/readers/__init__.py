"""Word-list readers. Each turns one input file into (location, word text) pairs.

A reader is chosen by the file's content (`detect`), never by its name alone,
and the builder reports which one it used.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Protocol

from kiosk.core.alphabet import Alphabet
from kiosk.core.i18n import QT_TRANSLATE_NOOP

__all__ = [
    "Candidate",
    "Candidates",
    "as_candidates",
    "Reader",
    "ReadError",
    "READERS",
    "detect",
    "reader_by_name",
]


@dataclass(frozen=True)
class Candidate:
    """A word as it appears in the input, with the line (or entry) it came from."""

    line: int
    text: str


@dataclass(frozen=True)
class Candidates:
    """Many words at once: ``texts[i]`` came from line ``lines[i]``.

    Readers of large files return this instead of one `Candidate` per word; with
    ``lines`` None, text ``i`` is on line ``first_line + i``.
    """

    texts: list[str]
    lines: list[int] | None = None
    first_line: int = 1

    def line(self, index: int) -> int:
        return self.lines[index] if self.lines is not None else self.first_line + index


def as_candidates(read: Candidates | Iterable[Candidate]) -> Candidates:
    """What a reader returned, as `Candidates`."""
    if isinstance(read, Candidates):
        return read
    texts: list[str] = []
    lines: list[int] = []
    for candidate in read:
        lines.append(candidate.line)
        texts.append(candidate.text)
    return Candidates(texts, lines)


UNKNOWN_FORMAT = QT_TRANSLATE_NOOP("LexiconBuild", "unknown input format {name}; known: {known}")
NO_KNOWN_FORMAT = QT_TRANSLATE_NOOP("LexiconBuild", "the file is in no known word-list format")


class ReadError(Exception):
    """The file as a whole cannot be read by this reader (the message says why).

    Raised with a `kiosk.core.i18n.Message` as its only argument: ``str()`` is the
    English, and director mode words `kiosk.core.i18n.said` of it in its language.
    """


class Reader(Protocol):
    """One input format."""

    name: str
    description: str

    def sniff(self, data: bytes) -> bool:
        """True when ``data`` (the whole file, decompressed) is in this format."""
        ...

    def read(self, data: bytes, alphabet: Alphabet) -> Candidates | Iterable[Candidate]:
        """The words of ``data``; raises `ReadError` when the file is malformed."""
        ...


def _registry() -> list[Reader]:
    from lexicon_build.readers.dawg import DawgReader
    from lexicon_build.readers.kwg import KwgReader
    from lexicon_build.readers.text import TextReader

    # Binary formats first, most specific first; plain text is the fallback.
    # A .dawg starts with version byte 1 and names its letters; a .kwg has no
    # magic, so it is judged by structure after the .dawg; text has no NUL
    # byte, which node 0 of a .kwg always holds.
    return [DawgReader(), KwgReader(), TextReader()]


READERS: list[Reader] = _registry()


def reader_by_name(name: str) -> Reader:
    for reader in READERS:
        if reader.name == name:
            return reader
    known = ", ".join(r.name for r in READERS)
    raise ValueError(UNKNOWN_FORMAT(name=repr(name), known=known))


def detect(data: bytes) -> Reader:
    """The reader for ``data``, judged by content."""
    for reader in READERS:
        if reader.sniff(data):
            return reader
    raise ReadError(NO_KNOWN_FORMAT())
