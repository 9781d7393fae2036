"""Woogles / wolges lexicons (``.kwg``, the Kurnia Word Graph, "Node22" layout).

The file is an array of little-endian 32-bit nodes::

    bits 24-31  tile: 1-based index into the alphabet (0 = GADDAG separator)
    bit 23      accepts: a word ends with this tile
    bit 22      is_end: last sibling of its group
    bits 0-21   arc index: the group of the next tiles (0 = none)

Node 0 points at the DAWG's first group. A "Gaddawg" file (both graphs) has a
second header at node 1 pointing at the GADDAG; a DAWG-only file has a real
node there. Only the DAWG is read, so both kinds give the same words.

The file does not record its alphabet: tiles are numbers, and the director
names the alphabet the file was built with (``--alphabet``). Our alphabets list
their tiles in wolges' order, so tile 1 is the first tile of the definition.
A tile number beyond the alphabet means the wrong alphabet was chosen (or the
file is damaged); it is refused, never guessed.

The format has no checksum and no word count. Before a word is read, every
group the DAWG reaches is checked once: an index outside the file, a group
without a last sibling, a loop, a word over 64 letters, more words than a
lexicon may hold, a node that ends no word and leads nowhere, or siblings out
of tile order (wolges sorts them) is refused. Damage that leaves a well-formed
graph (an "accepts" bit flipped on a node that leads on, a tile changed to one
that still sorts between its neighbours, an arc moved to another valid group)
cannot be told from a different word list; only the fingerprint of the
result, compared with the published one, or ``--expect-count``, shows it.
"""

from __future__ import annotations

import sys
from array import array

from kiosk.core.alphabet import Alphabet
from kiosk.core.i18n import QT_TRANSLATE_NOOP
from lexicon_build.readers.base import Candidates, ReadError
from lexicon_build.readers.wordgraph import check_graph, walk

__all__ = ["KwgReader"]

_ACCEPTS = 0x800000
_IS_END = 0x400000
_ARC = 0x3FFFFF
_MAX_TILE = 0x3F  # wolges: "tiles 40 to ff are not supported"

NOT_WHOLE_NODES = QT_TRANSLATE_NOOP(
    "LexiconBuild",
    "the file's length is not a whole number of 4-byte nodes; it is truncated or not a .kwg file",
)
NO_HEADER = QT_TRANSLATE_NOOP(
    "LexiconBuild", "node 0 is not a word graph header; the file is damaged or not a .kwg file"
)
NO_SUCH_TILE = QT_TRANSLATE_NOOP(
    "LexiconBuild",
    "tile {tile} does not exist in the {alphabet} alphabet ({count} tiles); choose the alphabet "
    "this file was built with (--alphabet)",
)
SEPARATOR_IN_WORD = QT_TRANSLATE_NOOP(
    "LexiconBuild",
    "a word of the word graph holds tile 0 (the GADDAG separator); the file is damaged",
)


_ARC_HIGH_TABLE = bytes(b & 0x3F for b in range(256))
_ACCEPTS_TABLE = bytes(1 if b & 0x80 else 0 for b in range(256))
_IS_END_TABLE = bytes(1 if b & 0x40 else 0 for b in range(256))


def _nodes(data: bytes) -> array[int]:
    nodes = array("I")
    if nodes.itemsize != 4:  # pragma: no cover - every platform we ship on has 4-byte "I"
        nodes = array("L")
    nodes.frombytes(data)
    if sys.byteorder == "big":  # pragma: no cover
        nodes.byteswap()
    return nodes


def _header_ok(node: int, count: int) -> bool:
    """A header node: tile 0, not accepting, last of its group, arc inside the file."""
    return node >> 22 == 1 and 0 < node & _ARC < count


class KwgReader:
    """wolges / Woogles ``.kwg`` files (DAWG-only or DAWG + GADDAG)."""

    name = "kwg"
    description = "Woogles/wolges word graph (.kwg); needs --alphabet"

    def sniff(self, data: bytes) -> bool:
        # No magic number: judge by structure. Text never matches (node 0's top
        # byte is 0), and a .dawg starts with version byte 1 which is tried first.
        # A length that is not a whole number of nodes still counts, so that
        # reading it says "truncated" instead of "unknown format".
        if len(data) < 8:
            return False
        head = _nodes(data[:8])
        count = len(data) // 4
        if not _header_ok(head[0], count):
            return False
        # The first group: tiles 1..63, strictly rising, arcs inside the file.
        at = (head[0] & _ARC) * 4
        previous = 0
        for offset in range(at, min(4 * count, at + 4 * 64), 4):
            node = int.from_bytes(data[offset : offset + 4], "little")
            tile = node >> 24
            if not previous < tile <= _MAX_TILE or node & _ARC >= count:
                return False
            if node & _IS_END:
                return True
            previous = tile
        return False

    def read(self, data: bytes, alphabet: Alphabet) -> Candidates:
        """Every word of the DAWG, keyed in ``alphabet``, in the file's order.

        Word ``i`` is reported as "line" ``i + 1``.

        Raises `ReadError` when the file is damaged or uses a tile number that
        ``alphabet`` does not have.
        """
        if len(data) % 4 or len(data) < 4:
            raise ReadError(NOT_WHOLE_NODES())
        nodes = _nodes(data)
        count = len(nodes)
        if not _header_ok(nodes[0], count):
            raise ReadError(NO_HEADER())
        tiles = alphabet.tiles
        top = max(nodes) >> 24
        if top > len(tiles):
            raise ReadError(NO_SUCH_TILE(tile=top, alphabet=alphabet.said_name, count=len(tiles)))
        # Tile 0 only belongs to the GADDAG half; a DAWG word holding it is damage,
        # caught below by its NUL character.
        labels = ["\x00", *(alphabet.exact_spelling((t,)) for t in tiles)]
        # The fields by byte (little-endian: byte 3 is the tile, byte 2 holds the
        # flags and the arc's top bits), so no Python loop runs over every node.
        flags = data[2::4]
        tile = data[3::4]
        wide = bytearray(data)
        wide[2::4] = flags.translate(_ARC_HIGH_TABLE)
        wide[3::4] = bytes(count)
        child = _nodes(bytes(wide))
        ends = flags.translate(_ACCEPTS_TABLE)
        last = flags.translate(_IS_END_TABLE)
        root = nodes[0] & _ARC
        check_graph(root, count, child, last, ends, tile=tile)
        words = list(walk(root, count, child, last, ends, tile, labels))
        if any("\x00" in word for word in words):
            raise ReadError(SEPARATOR_IN_WORD())
        return Candidates(words)
