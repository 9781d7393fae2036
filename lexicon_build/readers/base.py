"""What every word-list reader shares: the words it returns (`Candidates`), the error it
raises (`ReadError`) and what a reader is (`Reader`). The readers import this module, never
the package that lists them, so the readers and their list import no circle."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Protocol

from kiosk.core.alphabet import Alphabet

__all__ = ["Candidate", "Candidates", "ReadError", "Reader", "as_candidates"]


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
