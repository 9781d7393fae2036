"""Word-list readers. Each turns one input file into (location, word text) pairs.

A reader is chosen by the file's content (`detect`), never by its name alone,
and the builder reports which one it used.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Protocol

from kiosk.core.alphabet import Alphabet

__all__ = ["Candidate", "Reader", "ReadError", "READERS", "detect", "reader_by_name"]


@dataclass(frozen=True)
class Candidate:
    """A word as it appears in the input, with the line (or entry) it came from."""

    line: int
    text: str


class ReadError(Exception):
    """The file as a whole cannot be read by this reader (the message says why)."""


class Reader(Protocol):
    """One input format."""

    name: str
    description: str

    def sniff(self, data: bytes) -> bool:
        """True when ``data`` (the whole file, decompressed) is in this format."""
        ...

    def read(self, data: bytes, alphabet: Alphabet) -> Iterator[Candidate]:
        """The words of ``data``; raises `ReadError` when the file is malformed."""
        ...


def _registry() -> list[Reader]:
    from lexicon_build.readers.text import TextReader

    # Binary formats first, most specific first; plain text is the fallback.
    return [TextReader()]


READERS: list[Reader] = _registry()


def reader_by_name(name: str) -> Reader:
    for reader in READERS:
        if reader.name == name:
            return reader
    known = ", ".join(r.name for r in READERS)
    raise ValueError(f"unknown input format {name!r}; known: {known}")


def detect(data: bytes) -> Reader:
    """The reader for ``data``, judged by content."""
    for reader in READERS:
        if reader.sniff(data):
            return reader
    raise ReadError("the file is in no known word-list format")
