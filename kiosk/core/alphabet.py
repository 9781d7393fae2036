"""Alphabets: which tiles a language has and how typed text becomes tiles.

One `Alphabet` drives three things, so they can never disagree:

* `lexicon-build` validating and normalising the words of a list,
* the kiosk reading what a player typed,
* the kiosk displaying a word, one tile per box.

Definitions are data (TOML files in ``kiosk/core/alphabets/``); a lexicon file
embeds the definition it was built with, so a station judges with exactly the
alphabet the director built against.

A word's *key* is the form stored in the lexicon and written to the audit log:
its tiles joined together, with every multi-letter tile in square brackets
(``[CH]I[LL]AR``). For alphabets whose tiles are single letters the key is just
the uppercase word (``CAT``).
"""

from __future__ import annotations

import re
import tomllib
import unicodedata
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

from kiosk.core.i18n import QT_TRANSLATE_NOOP, Message

# The shipped alphabets, beside this module (in the bundle too: installers/challenge-kiosk.spec).
# A plain path: importlib.resources would load tempfile, shutil and random at every start.
ALPHABETS = Path(__file__).resolve().parent / "alphabets"

__all__ = [
    "Alphabet",
    "AlphabetError",
    "InvalidWord",
    "alphabet_from_dict",
    "available_alphabets",
    "load_alphabet",
]


class AlphabetError(ValueError):
    """An alphabet definition is malformed (a director's file, or a lexicon's header)."""


class InvalidWord(ValueError):
    """Text that is not a word of the alphabet. ``reason`` is written for a person."""

    def __init__(
        self, text: str, reason: str, character: str | None = None, said: Message | None = None
    ) -> None:
        super().__init__(reason)
        self.text = text
        self.reason = reason
        self.character = character
        self.said = said  # the reason as a message to translate (None: only in English)


NOT_A_LETTER = QT_TRANSLATE_NOOP(
    "Problem", "{character} is not a letter of the {alphabet} alphabet"
)
_ALPHABET_LANGUAGES = {
    "catalan": "ca", "dutch": "nl", "english": "en", "french": "fr", "german": "de",
    "norwegian": "nb", "polish": "pl", "spanish": "es", "swedish": "sv",
}  # fmt: skip
# The shipped alphabets' names, as they qualify the word "alphabet" in NOT_A_LETTER.
ALPHABET_NAMES = {
    "catalan": QT_TRANSLATE_NOOP("Alphabet", "Catalan"),
    "dutch": QT_TRANSLATE_NOOP("Alphabet", "Dutch"),
    "english": QT_TRANSLATE_NOOP("Alphabet", "English"),
    "french": QT_TRANSLATE_NOOP("Alphabet", "French"),
    "german": QT_TRANSLATE_NOOP("Alphabet", "German"),
    "norwegian": QT_TRANSLATE_NOOP("Alphabet", "Norwegian"),
    "polish": QT_TRANSLATE_NOOP("Alphabet", "Polish"),
    "spanish": QT_TRANSLATE_NOOP("Alphabet", "Spanish"),
    "swedish": QT_TRANSLATE_NOOP("Alphabet", "Swedish"),
}


def _describe_character(ch: str) -> str:
    """Name a character so a player can see what was wrong, even if it is invisible."""
    if ch.isprintable() and not ch.isspace():
        return f'"{ch}"'
    name = unicodedata.name(ch, None)
    return f"U+{ord(ch):04X}" + (f" ({name})" if name else "")


@dataclass(frozen=True)
class Alphabet:
    """A language's tile set and the rules for reading typed text into tiles.

    ``tiles`` are in tile-index order (the order binary lexicon formats use).
    ``aliases`` map other ways of typing a tile (``"1"`` for ``CH``) to its label.
    ``replacements`` rewrite uppercase text before reading (``"L.L"`` -> ``"L·L"``).
    ``folds`` map accented letters that are not tiles to the tile they count as.
    ``greedy_digraphs``: plain ``CH`` typed in a word is read as the tile ``CH``.
    ``file_labels`` map the labels other programs' binary lexicons give a tile
    (``"W"`` for Catalan ``L·L``) to its label; they are never read from players.
    """

    name: str
    display_name: str
    tiles: tuple[str, ...]
    aliases: Mapping[str, str] = field(default_factory=dict)
    replacements: Mapping[str, str] = field(default_factory=dict)
    folds: Mapping[str, str] = field(default_factory=dict)
    greedy_digraphs: bool = True
    file_labels: Mapping[str, str] = field(default_factory=dict)
    _tile_set: frozenset[str] = field(init=False, repr=False, compare=False)
    _index: dict[str, int] = field(init=False, repr=False, compare=False)
    _simple_re: re.Pattern[str] | None = field(init=False, repr=False, compare=False)
    _spellings: tuple[tuple[str, str], ...] = field(init=False, repr=False, compare=False)
    _replacements: tuple[tuple[str, str], ...] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        if not self.tiles:
            raise AlphabetError(f"alphabet {self.name!r} has no tiles")
        if len(set(self.tiles)) != len(self.tiles):
            raise AlphabetError(f"alphabet {self.name!r} lists a tile twice")
        for tile in self.tiles:
            if not tile or tile != unicodedata.normalize("NFC", tile).upper() or " " in tile:
                raise AlphabetError(
                    f"alphabet {self.name!r}: tile {tile!r} must be uppercase NFC text"
                )
            if "[" in tile or "]" in tile:
                raise AlphabetError(f"alphabet {self.name!r}: tile {tile!r} may not use brackets")
        for source, target in self.aliases.items():
            if target not in self.tiles:
                raise AlphabetError(
                    f"alphabet {self.name!r}: alias {source!r} names unknown tile {target!r}"
                )
        for source, target in self.file_labels.items():
            if target not in self.tiles:
                raise AlphabetError(
                    f"alphabet {self.name!r}: file label {source!r} names unknown tile {target!r}"
                )
        for source in self.folds:
            # prepare() folds character by character; a longer key would never match.
            if len(source) != 1:
                raise AlphabetError(
                    f"alphabet {self.name!r}: fold {source!r} must be a single character"
                )
        object.__setattr__(self, "_tile_set", frozenset(self.tiles))
        object.__setattr__(self, "_index", {t: i for i, t in enumerate(self.tiles)})
        simple = (
            all(len(t) == 1 for t in self.tiles)
            and not self.aliases
            and not self.replacements
            and not self.folds
        )
        simple_re = None
        if simple:
            simple_re = re.compile("[" + "".join(re.escape(t) for t in self.tiles) + "]+")
        object.__setattr__(self, "_simple_re", simple_re)
        # Longest first, so "L·L" wins over "L" and "[CH]" over "C".
        spellings: dict[str, str] = {}
        for tile in self.tiles:
            spellings[f"[{tile}]"] = tile
            if len(tile) == 1 or self.greedy_digraphs:
                spellings[tile] = tile
        for source, target in self.aliases.items():
            spellings[unicodedata.normalize("NFC", source).upper()] = target
        object.__setattr__(
            self, "_spellings", tuple(sorted(spellings.items(), key=lambda kv: -len(kv[0])))
        )
        replacements = (
            (unicodedata.normalize("NFC", k).upper(), v) for k, v in self.replacements.items()
        )
        object.__setattr__(
            self, "_replacements", tuple(sorted(replacements, key=lambda kv: -len(kv[0])))
        )

    # -- reading ---------------------------------------------------------------

    def prepare(self, text: str) -> str:
        """NFC, uppercase, replacements and folds: the text a word is read from."""
        text = unicodedata.normalize("NFC", text).upper()
        for source, target in self._replacements:
            if source in text:
                text = text.replace(source, target)
        if self.folds:
            text = "".join(self.folds.get(ch, ch) for ch in text)
        return text

    def tiles_of(self, text: str) -> tuple[str, ...]:
        """Read one word into tiles; raise `InvalidWord` naming the first bad character."""
        prepared = self.prepare(text)
        if not prepared:
            raise InvalidWord(text, "empty word")
        if self._simple_re is not None and self._simple_re.fullmatch(prepared):
            return tuple(prepared)
        tiles: list[str] = []
        i = 0
        n = len(prepared)
        spellings = self._spellings
        while i < n:
            for spelling, tile in spellings:
                if prepared.startswith(spelling, i):
                    tiles.append(tile)
                    i += len(spelling)
                    break
            else:
                ch = prepared[i]
                said = NOT_A_LETTER(character=_describe_character(ch), alphabet=self.said_name)
                raise InvalidWord(text, said.english, character=ch, said=said)
        return tuple(tiles)

    @property
    def language(self) -> str | None:
        """The code of the language a shipped alphabet is named after (None: another)."""
        known = ALPHABET_NAMES.get(self.name)
        if known is None or known.source != self.display_name:
            return None
        return _ALPHABET_LANGUAGES.get(self.name)

    @property
    def said_name(self) -> Message | str:
        """The name to put in a sentence: a shipped alphabet's name translated, or the name a
        lexicon file gives its own alphabet, as it is."""
        known = ALPHABET_NAMES.get(self.name)
        return (
            known()
            if known is not None and known.source == self.display_name
            else (self.display_name)
        )

    def read_word(self, text: str) -> tuple[tuple[str, ...], str]:
        """Tiles and key of one typed word; raises `InvalidWord`."""
        if self._simple_re is not None:
            prepared = unicodedata.normalize("NFC", text).upper()
            if self._simple_re.fullmatch(prepared):
                return tuple(prepared), prepared
        tiles = self.tiles_of(text)
        return tiles, self.key(tiles)

    def exact_spelling(self, tiles: Iterable[str]) -> str:
        """Text that reads back as exactly these tiles, never merged or split.

        Binary lexicons store tiles, not text: C followed by H must stay two tiles
        in Spanish, so every tile is bracketed when the alphabet has multi-letter ones.
        """
        if self._simple_re is not None or all(len(t) == 1 for t in self.tiles):
            return "".join(tiles)
        return "".join(f"[{t}]" for t in tiles)

    def key(self, tiles: Iterable[str]) -> str:
        """The stored form of a word: tiles joined, multi-letter tiles bracketed."""
        return "".join(t if len(t) == 1 else f"[{t}]" for t in tiles)

    def normalise(self, text: str) -> str:
        """The key of one typed or listed word; raises `InvalidWord`."""
        return self.read_word(text)[1]

    def normalise_all(self, texts: list[str]) -> list[str] | None:
        """Keys of many words at once, or None when any needs the word-by-word path.

        For alphabets of single-letter tiles this checks a whole list in one pass;
        the result equals ``[self.normalise(t) for t in texts]`` whenever it is not None.
        """
        if self._simple_re is None or not texts:
            return None
        joined = "\n".join(texts)
        if joined.count("\n") != len(texts) - 1:
            return None
        prepared = unicodedata.normalize("NFC", joined).upper()
        if prepared.count("\n") != len(texts) - 1:
            return None
        keys = prepared.split("\n")
        if not all(map(self._simple_re.fullmatch, keys)):
            return None
        return keys

    def tiles_of_key(self, key: str) -> tuple[str, ...]:
        """Split a stored key back into tiles (for display: one tile per box)."""
        if self._simple_re is not None:
            return tuple(key)
        out: list[str] = []
        i = 0
        while i < len(key):
            if key[i] == "[":
                end = key.index("]", i)
                out.append(key[i + 1 : end])
                i = end + 1
            else:
                out.append(key[i])
                i += 1
        return tuple(out)

    def tile_index(self, tile: str) -> int:
        """0-based index of a tile in this alphabet's order."""
        return self._index[tile]

    def is_tile(self, tile: str) -> bool:
        return tile in self._tile_set

    # -- persistence -------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        """The definition as plain data (embedded in every lexicon file)."""
        data: dict[str, Any] = {
            "name": self.name,
            "display_name": self.display_name,
            "tiles": list(self.tiles),
            "aliases": dict(self.aliases),
            "replacements": dict(self.replacements),
            "folds": dict(self.folds),
            "greedy_digraphs": self.greedy_digraphs,
        }
        if self.file_labels:  # absent otherwise, so older headers stay byte-identical
            data["file_labels"] = dict(self.file_labels)
        return data


def alphabet_from_dict(data: Mapping[str, Any]) -> Alphabet:
    """Build an alphabet from plain data; raises `AlphabetError` with a readable reason."""
    try:
        name = str(data["name"])
        tiles = data["tiles"]
    except KeyError as exc:
        raise AlphabetError(f"alphabet definition lacks {exc.args[0]!r}") from None
    if not isinstance(tiles, list) or not all(isinstance(t, str) for t in tiles):
        raise AlphabetError(f"alphabet {name!r}: 'tiles' must be a list of strings")
    for key in ("aliases", "replacements", "folds", "file_labels"):
        value = data.get(key, {})
        if not isinstance(value, Mapping) or not all(
            isinstance(k, str) and isinstance(v, str) for k, v in value.items()
        ):
            raise AlphabetError(f"alphabet {name!r}: {key!r} must map text to text")
    return Alphabet(
        name=name,
        display_name=str(data.get("display_name", name.capitalize())),
        tiles=tuple(tiles),
        aliases=dict(data.get("aliases", {})),
        replacements=dict(data.get("replacements", {})),
        folds=dict(data.get("folds", {})),
        greedy_digraphs=bool(data.get("greedy_digraphs", True)),
        file_labels=dict(data.get("file_labels", {})),
    )


def available_alphabets() -> list[str]:
    """Names of the alphabets shipped with the kiosk."""
    folder = ALPHABETS
    return sorted(p.name[:-5] for p in folder.iterdir() if p.name.endswith(".toml"))


@cache
def load_alphabet(name: str) -> Alphabet:
    """A shipped alphabet by name (``english``, ``french``, ``spanish`` ...)."""
    clean = name.strip().lower()
    if clean not in available_alphabets():
        raise AlphabetError(f"unknown alphabet {name!r}; known: {', '.join(available_alphabets())}")
    text = (ALPHABETS / f"{clean}.toml").read_text("utf-8")
    try:
        return alphabet_from_dict(tomllib.loads(text))
    except tomllib.TOMLDecodeError as exc:
        raise AlphabetError(f"alphabet file {clean}.toml: {exc}") from None
