"""What the core needs of a lexicon, as protocols: the lexicon file's `Lexicon` has it all.

`LexiconLike` is what judging a play needs (its identity, membership by key);
`StationLexicon` is what a station's division needs besides (its alphabet, its size).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from kiosk.core.alphabet import Alphabet

__all__ = ["LexiconLike", "StationLexicon"]


class LexiconLike(Protocol):
    """What the core needs of a lexicon: its identity and membership by key."""

    @property
    def name(self) -> str: ...

    @property
    def fingerprint(self) -> str: ...

    def __contains__(self, key: object) -> bool: ...


class StationLexicon(LexiconLike, Protocol):
    """A lexicon as the station uses it: membership, identity, alphabet, size."""

    @property
    def alphabet(self) -> Alphabet: ...

    def __len__(self) -> int: ...
