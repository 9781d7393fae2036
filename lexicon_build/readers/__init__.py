"""Word-list readers. Each turns one input file into (location, word text) pairs.

A reader is chosen by the file's content (`detect`), never by its name alone,
and the builder reports which one it used.
"""

from __future__ import annotations

from kiosk.core.i18n import QT_TRANSLATE_NOOP
from lexicon_build.readers.base import Candidate, Candidates, Reader, ReadError, as_candidates
from lexicon_build.readers.dawg import DawgReader
from lexicon_build.readers.kwg import KwgReader
from lexicon_build.readers.text import TextReader

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


UNKNOWN_FORMAT = QT_TRANSLATE_NOOP("LexiconBuild", "unknown input format {name}; known: {known}")
NO_KNOWN_FORMAT = QT_TRANSLATE_NOOP("LexiconBuild", "the file is in no known word-list format")


def _registry() -> list[Reader]:
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
