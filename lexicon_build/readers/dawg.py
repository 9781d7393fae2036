"""Quackle lexicons (``.dawg``, format version 1), as written by Quackle's makeminidawg.

Layout (integers big-endian), as Quackle's ``DawgFactory::writeIndex`` writes it
and its ``V1LexiconInterpreter`` reads it::

    1 byte    version, 1
    16 bytes  hash: XOR of the MD5 of every word's letter numbers (checked)
    3 bytes   word count
    1 byte    n, the number of letters in the file's alphabet
    ...       n letters, UTF-8, each followed by a space
    7 bytes   per node: first child (3 bytes, 0 = none); flags (bits 0-5 letter
              index into the file's alphabet, bit 6 last sibling, bit 7 "in the
              smaller dictionary"); playability (3 bytes, non-zero = a word ends)

Node 0 is a sentinel whose child is the group of first letters. The file names
its own letters, so the reader maps them onto the chosen alphabet's tiles (by
label, alias, or the labels other programs use, such as ``W`` for Catalan L·L)
and refuses the file when a letter its words use is not a tile of that
alphabet. The decoded word count must equal the header's, and the hash must
be that of the decoded words: a damaged node area is refused, never read as
another word list. The hash covers letter numbers, not the letter names of the
header, so a damaged name is caught only when it is not a tile of the alphabet
or names the same tile as another letter (each is refused).
"""

from __future__ import annotations

import hashlib
import sys
from array import array
from dataclasses import dataclass

from kiosk.core.alphabet import Alphabet
from kiosk.core.i18n import QT_TRANSLATE_NOOP
from lexicon_build.readers.base import Candidates, ReadError
from lexicon_build.readers.wordgraph import check_graph, suggest_alphabets, tile_of_label, walk

__all__ = ["DawgHeader", "DawgReader", "parse_header"]

_VERSION = 1
_PREFIX = 21  # version, hash, count, alphabet length
_NODE = 7
_LETTER_BITS = 0x3F
_LAST = 0x40

STRAY_BYTES = QT_TRANSLATE_NOOP(
    "LexiconBuild",
    "the word graph ends in the middle of a node ({stray} stray bytes); the file is truncated or "
    "damaged",
)
TOO_SHORT = QT_TRANSLATE_NOOP(
    "LexiconBuild", "the file is too short to be a Quackle lexicon (truncated?)"
)
UNSUPPORTED_VERSION = QT_TRANSLATE_NOOP(
    "LexiconBuild", "Quackle lexicon format version {version} is not supported (only version 1)"
)
LETTER_UNREADABLE = QT_TRANSLATE_NOOP(
    "LexiconBuild",
    "letter {number} of the file's alphabet is unreadable; the file is damaged or not a Quackle "
    "lexicon",
)
LETTER_NOT_UTF8 = QT_TRANSLATE_NOOP(
    "LexiconBuild", "letter {number} of the file's alphabet is not UTF-8 text; the file is damaged"
)
NO_WORD_GRAPH = QT_TRANSLATE_NOOP("LexiconBuild", "the file has no word graph; it is truncated")
COUNT_DIFFERS = QT_TRANSLATE_NOOP(
    "LexiconBuild",
    "the header says {count} words but the word graph holds {found}; the file is damaged",
)
HASH_DIFFERS = QT_TRANSLATE_NOOP(
    "LexiconBuild",
    "its checksum does not match its words (the hash in its header is not that of the word list "
    "it holds); the file is damaged",
)
LETTER_BEYOND = QT_TRANSLATE_NOOP(
    "LexiconBuild",
    "the word graph uses letter number {number}, but the file's alphabet has only {count} "
    "letters; the file is damaged",
)
TILE_TWICE = QT_TRANSLATE_NOOP(
    "LexiconBuild",
    'its alphabet names the tile {tile} twice ("{first}" and "{second}"); the file is damaged',
)
NOT_A_TILE = QT_TRANSLATE_NOOP(
    "LexiconBuild",
    "its words use {letters}, which is not a tile of the {alphabet} alphabet; {hint}",
)
NOT_TILES = QT_TRANSLATE_NOOP(
    "LexiconBuild",
    "its words use {letters}, which are not tiles of the {alphabet} alphabet; {hint}",
)
BUILD_WITH = QT_TRANSLATE_NOOP("LexiconBuild", "build with --alphabet {alphabet}")
BUILD_WITH_ONE_OF = QT_TRANSLATE_NOOP(
    "LexiconBuild", "build with the --alphabet it was made for ({alphabets} fit)"
)
NO_ALPHABET_FITS = QT_TRANSLATE_NOOP("LexiconBuild", "no shipped alphabet has all of its letters")


@dataclass(frozen=True)
class DawgHeader:
    """What a .dawg says about itself before its nodes."""

    word_count: int
    letters: list[str]
    nodes_at: int  # offset of node 0
    node_count: int


def parse_header(data: bytes) -> DawgHeader:
    """The header of a version-1 .dawg; raises `ReadError` saying what is wrong."""
    header = _read_header(data)
    stray = (len(data) - header.nodes_at) % _NODE
    if stray:
        raise ReadError(STRAY_BYTES(stray=stray))
    return header


def _read_header(data: bytes) -> DawgHeader:
    """The header, with ``node_count`` the number of whole nodes that follow it."""
    if len(data) < _PREFIX:
        raise ReadError(TOO_SHORT())
    if data[0] != _VERSION:
        raise ReadError(UNSUPPORTED_VERSION(version=data[0]))
    word_count = int.from_bytes(data[17:20], "big")
    letters: list[str] = []
    at = _PREFIX
    for number in range(1, data[20] + 1):
        space = data.find(b" ", at, at + 17)
        if space <= at:
            raise ReadError(LETTER_UNREADABLE(number=number))
        try:
            letters.append(data[at:space].decode("utf-8"))
        except UnicodeDecodeError:
            raise ReadError(LETTER_NOT_UTF8(number=number)) from None
        at = space + 1
    return DawgHeader(word_count, letters, at, (len(data) - at) // _NODE)


class DawgReader:
    """Quackle ``.dawg`` files (version 1)."""

    name = "dawg"
    description = "Quackle lexicon (.dawg, version 1)"

    def sniff(self, data: bytes) -> bool:
        # A truncated node area still counts, so that reading it says "truncated".
        if len(data) < _PREFIX + _NODE or data[0] != _VERSION:
            return False
        try:
            header = _read_header(data)
        except ReadError:
            return False
        if not header.letters or header.node_count < 1:
            return False
        if not all(letter.isprintable() for letter in header.letters):
            return False
        root = header.nodes_at
        first = int.from_bytes(data[root : root + 3], "big")
        return first < header.node_count

    def read(self, data: bytes, alphabet: Alphabet) -> Candidates:
        """Every word, keyed in ``alphabet``, in the file's order.

        Word ``i`` is reported as "line" ``i + 1``.

        Raises `ReadError` when the file is damaged, holds another number of
        words than its header says, or uses letters that are not tiles of
        ``alphabet``.
        """
        header = parse_header(data)
        count = header.node_count
        if count == 0:
            raise ReadError(NO_WORD_GRAPH())
        body = memoryview(data)[header.nodes_at :]
        flags = bytes(body[3::_NODE])
        child = _uint24(body, 0, count)
        ends = bytes(map(bool, _uint24(body, 4, count)))
        last = flags.translate(_LAST_TABLE)
        tile = flags.translate(_LETTER_TABLE)
        labels = _labels(header.letters, set(tile[1:]), alphabet)
        found = check_graph(child[0], count, child, last, ends)
        if found != header.word_count:
            raise ReadError(COUNT_DIFFERS(count=f"{header.word_count:,}", found=f"{found:,}"))
        # Walk the letters as Quackle numbers them, to check the hash over those.
        encoded = list(walk(child[0], count, child, last, ends, tile, _ENCODED))
        if _quackle_hash(encoded) != data[1:17]:
            raise ReadError(HASH_DIFFERS())
        to_keys = {_FIRST_LETTER + i: label for i, label in enumerate(labels) if label}
        return Candidates([word.translate(to_keys) for word in encoded])


# Quackle numbers letters from 5 (0-4 mark blanks, played-through squares and the like).
_FIRST_LETTER = 5
_ENCODED = [chr(_FIRST_LETTER + i) for i in range(64)]


def _quackle_hash(words: list[str]) -> bytes:
    """Quackle's word-list hash: the XOR of the MD5 of each word's letter numbers.

    As ``DawgFactory::hashWord`` computes it; the words are in ``_ENCODED`` form.
    """
    total = 0
    md5 = hashlib.md5
    for word in words:
        total ^= int.from_bytes(md5(word.encode("latin-1")).digest(), "little")
    return total.to_bytes(16, "little")


def _uint24(body: memoryview, offset: int, count: int) -> array[int]:
    """The big-endian 3-byte field at ``offset`` of every node, as one array."""
    wide = bytearray(4 * count)
    for byte in range(3):
        wide[byte + 1 :: 4] = body[offset + byte :: _NODE]
    values = array("I", wide)
    if sys.byteorder == "little":
        values.byteswap()
    return values


_LAST_TABLE = bytes(1 if b & _LAST else 0 for b in range(256))
_LETTER_TABLE = bytes(b & _LETTER_BITS for b in range(256))


def _labels(letters: list[str], used: set[int], alphabet: Alphabet) -> list[str]:
    """Key text for each of the 64 letter indexes a node can hold.

    Indexes the file's words never use map to "" (node 0 carries junk there).
    """
    out = [""] * 64
    beyond = sorted(i for i in used if i >= len(letters))
    if beyond:
        raise ReadError(LETTER_BEYOND(number=beyond[0] + 1, count=len(letters)))
    unknown: list[str] = []
    seen: dict[str, str] = {}
    for index in sorted(used):
        tile = tile_of_label(alphabet, letters[index])
        if tile is None:
            unknown.append(letters[index])
            continue
        if tile in seen:
            raise ReadError(TILE_TWICE(tile=tile, first=seen[tile], second=letters[index]))
        seen[tile] = letters[index]
        out[index] = alphabet.exact_spelling((tile,))
    if unknown:
        listed = ", ".join(f'"{u}"' for u in unknown)
        fits = suggest_alphabets([letters[i] for i in sorted(used)])
        if len(fits) == 1:
            hint = BUILD_WITH(alphabet=fits[0])
        elif fits:
            hint = BUILD_WITH_ONE_OF(alphabets=", ".join(fits))
        else:
            hint = NO_ALPHABET_FITS()
        unusable = NOT_A_TILE if len(unknown) == 1 else NOT_TILES
        raise ReadError(unusable(letters=listed, alphabet=alphabet.said_name, hint=hint))
    return out
