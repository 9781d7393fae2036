"""Test-side writers of other programs' lexicon formats (.dawg, .kwg), and fixture lookup.

Plain tries, laid out breadth first: enough to test a reader's logic. They
are not minimised like the real tools' output, which the fixtures in
../shared/lexicons/fixtures/ cover.

A word is a sequence of tile numbers: 0-based indexes into the file's letters
for .dawg, 1-based for .kwg (as the formats number them).
"""

from __future__ import annotations

import hashlib
import os
import struct
from collections.abc import Iterable, Sequence
from pathlib import Path

import pytest

Word = Sequence[int]


class _Trie:
    __slots__ = ("children", "ends")

    def __init__(self) -> None:
        self.children: dict[int, _Trie] = {}
        self.ends = False


def _trie(words: Iterable[Word]) -> _Trie:
    root = _Trie()
    for word in words:
        node = root
        for tile in word:
            node = node.children.setdefault(tile, _Trie())
        node.ends = True
    return root


def _layout(root: _Trie, first_index: int) -> list[tuple[int, bool, bool, int]]:
    """Nodes as (tile, ends, last sibling, index of first child or 0), breadth first.

    Node ``first_index`` starts the group of ``root``'s children.
    """
    groups: list[_Trie] = [root]
    start: dict[int, int] = {}
    at = first_index
    for parent in groups:  # grows while it is walked: a breadth-first queue
        if parent.children:
            start[id(parent)] = at
            at += len(parent.children)
            groups.extend(parent.children[t] for t in sorted(parent.children))
    nodes = []
    for parent in groups:
        tiles = sorted(parent.children)
        for position, tile in enumerate(tiles):
            child = parent.children[tile]
            nodes.append((tile, child.ends, position == len(tiles) - 1, start.get(id(child), 0)))
    return nodes


def write_dawg(
    words: Iterable[Word],
    letters: Sequence[str],
    *,
    word_count: int | None = None,
    version: int = 1,
    checksum: bytes | None = None,
) -> bytes:
    """A Quackle version-1 .dawg of ``words`` over ``letters`` (the file's alphabet).

    ``word_count`` and ``checksum`` override the count and the hash written in
    the header; the hash is Quackle's otherwise (`quackle_hash`).
    """
    unique = {tuple(w) for w in words}
    root = _trie(unique)
    nodes = _layout(root, 1)
    out = bytearray([version])
    out += quackle_hash(unique) if checksum is None else checksum
    out += (len(unique) if word_count is None else word_count).to_bytes(3, "big")
    out.append(len(letters))
    for letter in letters:
        out += letter.encode("utf-8") + b" "
    # Node 0: the sentinel, its child the group of first letters (as Quackle writes it).
    out += (1 if root.children else 0).to_bytes(3, "big") + bytes([0xFC]) + bytes(3)
    for tile, ends, last, child in nodes:
        flags = tile | (0x40 if last else 0) | 0x80
        out += child.to_bytes(3, "big") + bytes([flags]) + (1 if ends else 0).to_bytes(3, "big")
    return bytes(out)


def quackle_hash(words: Iterable[Word]) -> bytes:
    """Quackle's hash of a word list: the XOR of the MD5 of each word's letter numbers.

    As ``DawgFactory::hashWord`` computes it; Quackle numbers letter 0 as 5.
    """
    total = 0
    for word in words:
        digest = hashlib.md5(bytes(5 + tile for tile in word)).digest()
        total ^= int.from_bytes(digest, "little")
    return total.to_bytes(16, "little")


def _kwg_node(tile: int, accepts: bool, is_end: bool, arc: int) -> int:
    return (tile << 24) | (0x800000 if accepts else 0) | (0x400000 if is_end else 0) | arc


def write_kwg(words: Iterable[Word], *, gaddag: bool = False) -> bytes:
    """A wolges .kwg (Node22 layout) of ``words``; with ``gaddag``, a "Gaddawg".

    The GADDAG half holds, for each word, the word reversed and every
    rev(prefix) + separator (tile 0) + rest, like wolges builds it.
    """
    unique = {tuple(w) for w in words}
    headers = 2 if gaddag else 1
    dawg = _layout(_trie(unique), headers)
    nodes = [_kwg_node(0, False, True, headers if dawg else 0)]
    gaddag_nodes: list[tuple[int, bool, bool, int]] = []
    if gaddag:
        paths: set[tuple[int, ...]] = set()
        for word in unique:
            paths.add(tuple(reversed(word)))
            for split in range(1, len(word)):
                paths.add((*reversed(word[:split]), 0, *word[split:]))
        gaddag_at = headers + len(dawg)
        gaddag_nodes = _layout(_trie(paths), gaddag_at)
        nodes.append(_kwg_node(0, False, True, gaddag_at if gaddag_nodes else 0))
    nodes += [_kwg_node(*node) for node in dawg + gaddag_nodes]
    return struct.pack(f"<{len(nodes)}I", *nodes)


def shared_fixture(path: Path) -> Path:
    """``path`` if it exists; otherwise skip, or fail when the CI variable is set.

    The fixtures live outside the repository (../shared); a developer without
    them may skip, but CI must not pass silently without them.
    """
    if path.exists():
        return path
    message = f"shared fixture not found: {path}"
    if os.environ.get("CI"):
        pytest.fail(message)
    pytest.skip(message)


def doubling_kwg(groups: int = 40, *, loop: bool = False) -> bytes:
    """A small .kwg (1 + 2 * ``groups`` nodes) whose words double with every group.

    Group k holds tiles A and B, both accepting, both leading to group k + 1: 2**(k+1)
    words of k + 1 letters, so 40 groups (324 bytes) spell about 2 * 10**12 words.
    With ``loop``, the last group leads back to the first one: a cycle.
    """
    nodes = [_kwg_node(0, False, True, 1)]
    for k in range(groups):
        below = 1 + 2 * (k + 1) if k + 1 < groups else (1 if loop else 0)
        nodes += [_kwg_node(1, True, False, below), _kwg_node(2, True, True, below)]
    return struct.pack(f"<{len(nodes)}I", *nodes)
