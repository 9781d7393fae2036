"""Walking a word graph (DAWG) stored as a flat array of nodes.

Quackle's .dawg and wolges' .kwg share one shape: a node carries a tile, a
"word ends here" flag, a "last sibling" flag and the index of its first child
(0 = none). The siblings of a node sit next to each other, so a group is read
from its first index until a node marked last. `walk` turns such a graph into
words, without recursion (a word graph is as deep as its longest word) and
refusing graphs that are damaged: an index outside the file, a group that
runs off the end, or a loop.
"""

from __future__ import annotations

import operator
import unicodedata
from collections.abc import Iterator, Sequence

from kiosk.core.alphabet import Alphabet, InvalidWord, available_alphabets, load_alphabet
from kiosk.core.i18n import QT_TRANSLATE_NOOP
from lexicon_build.limits import MAX_ENTRIES, MAX_WORD_LETTERS
from lexicon_build.readers.base import ReadError

__all__ = ["MAX_WORD_CHARS", "check_graph", "suggest_alphabets", "tile_of_label", "walk"]

# No lexicon has words this long; a path that grows past it goes round a loop.
MAX_WORD_CHARS = 400

ROOT_OUTSIDE = QT_TRANSLATE_NOOP(
    "LexiconBuild",
    "the first letters are at node {node}, but the file has only {count} nodes; the file is "
    "damaged or truncated",
)
REFERS_OUTSIDE = QT_TRANSLATE_NOOP(
    "LexiconBuild",
    "node {node} refers to node {target}, but the file has only {count} nodes; the file is "
    "damaged or truncated",
)
LEADS_BACK = QT_TRANSLATE_NOOP(
    "LexiconBuild", "the word graph leads back to node {node} (it loops); the file is damaged"
)
GROUP_RUNS_OFF = QT_TRANSLATE_NOOP(
    "LexiconBuild",
    "the group of letters at node {node} runs past the end of the file (no last letter); the "
    "file is damaged or truncated",
)
LETTERS_LEAD_BACK = QT_TRANSLATE_NOOP(
    "LexiconBuild",
    "the letters at node {node} lead back to node {target} (the word graph loops); the file is "
    "damaged",
)
DEAD_END = QT_TRANSLATE_NOOP(
    "LexiconBuild", "node {node} neither ends a word nor leads to more letters; the file is damaged"
)
OUT_OF_ORDER = QT_TRANSLATE_NOOP(
    "LexiconBuild", "the letters of nodes {first} to {last} are not in order; the file is damaged"
)
WORD_TOO_LONG = QT_TRANSLATE_NOOP(
    "LexiconBuild",
    "the word graph holds a word longer than {most} letters; the file is damaged or not a word "
    "list",
)
TOO_MANY_WORDS = QT_TRANSLATE_NOOP(
    "LexiconBuild",
    "the word graph holds more than {most} words, more than a word list may hold; the file is "
    "damaged",
)
MORE_THAN_STATED = QT_TRANSLATE_NOOP(
    "LexiconBuild",
    "the word graph holds more words than the {count} its header states; the file is damaged",
)
OWN_WORD_LOOP = QT_TRANSLATE_NOOP(
    "LexiconBuild",
    "node {node} leads back into its own word (the word graph loops); the file is damaged",
)
NODE_OUTSIDE = QT_TRANSLATE_NOOP(
    "LexiconBuild",
    "the word graph refers to node {node}, but the file has only {count} nodes; the file is "
    "damaged or truncated",
)


def check_graph(
    root: int,
    node_count: int,
    child: Sequence[int],
    last: bytes,
    ends: bytes,
    *,
    tile: bytes | None = None,
    max_words: int = MAX_ENTRIES,
) -> int:
    """How many words `walk` would produce from ``root``, found without walking them.

    ``last`` and ``ends`` hold one byte per node, non-zero for "last sibling"
    and "a word ends here". Every group reachable from ``root`` is visited once
    (a damaged graph can spell far more words than it has nodes, so counting
    them one by one could take forever). Raises `ReadError` for an index outside
    the file, a group that runs off its end, a loop, a word longer than
    `MAX_WORD_LETTERS`, more than ``max_words`` words, or a node that neither
    ends a word nor leads on (no word-list program writes one). With ``tile``
    (one byte per node), the siblings of a group must rise in tile order, as
    the program that wrote the file sorts them.
    """
    if root == 0:
        return 0
    if not 0 < root < node_count:
        raise ReadError(ROOT_OUTSIDE(node=f"{root:,}", count=f"{node_count:,}"))
    top = max(child)
    if top >= node_count:
        raise ReadError(
            REFERS_OUTSIDE(node=f"{child.index(top):,}", target=f"{top:,}", count=f"{node_count:,}")
        )
    # Per group start: words from it on (capped), and its longest word in tiles.
    words_of: dict[int, int] = {}
    depth_of: dict[int, int] = {}
    open_groups: set[int] = set()  # on the path from the root to the group being visited
    find = last.find
    stack: list[int] = [root]  # a group's start, or ~start once its groups below are queued
    push = stack.append
    while stack:
        start = stack.pop()
        if start >= 0:
            if start in words_of:
                continue
            if start in open_groups:
                raise ReadError(LEADS_BACK(node=f"{start:,}"))
            end = find(1, start)
            if end < 0:
                raise ReadError(GROUP_RUNS_OFF(node=f"{start:,}"))
            push(~start)
            open_groups.add(start)
            for below in child[start : end + 1]:
                if below and below not in words_of:
                    if below in open_groups:
                        raise ReadError(LETTERS_LEAD_BACK(node=f"{start:,}", target=f"{below:,}"))
                    push(below)
            continue
        start = ~start
        open_groups.discard(start)
        end = find(1, start) + 1
        words = end - start - ends.count(0, start, end)
        depth = 0
        for at, below in enumerate(child[start:end], start):
            if below:
                words += words_of[below]
                if depth_of[below] > depth:
                    depth = depth_of[below]
            elif not ends[at]:
                raise ReadError(DEAD_END(node=f"{at:,}"))
        if tile is not None and end - start > 1:
            letters = tile[start:end]
            if not all(map(operator.lt, letters, letters[1:])):
                raise ReadError(OUT_OF_ORDER(first=f"{start:,}", last=f"{end - 1:,}"))
        if depth >= MAX_WORD_LETTERS:
            raise ReadError(WORD_TOO_LONG(most=str(MAX_WORD_LETTERS)))
        if words > max_words:
            raise ReadError(TOO_MANY_WORDS(most=f"{max_words:,}"))
        words_of[start] = words
        depth_of[start] = depth + 1
    return words_of[root]


def walk(
    root: int,
    node_count: int,
    child: Sequence[int],
    last: Sequence[int],
    ends: Sequence[int],
    tile: Sequence[int],
    labels: Sequence[str],
    *,
    max_words: int | None = None,
) -> Iterator[str]:
    """Every word of the graph whose first group starts at ``root``, in file order.

    Node ``i`` has its first child at ``child[i]`` (0 = none), is the last of
    its siblings when ``last[i]``, ends a word when ``ends[i]``, and carries
    tile number ``tile[i]``, whose key text is ``labels[tile[i]]``. Words come
    out in depth-first order, which is sorted order when siblings are sorted.
    Raises `ReadError` for an index outside the graph, a loop, or more than
    ``max_words`` words.
    """
    if root == 0:
        return
    if not 0 < root < node_count:
        raise ReadError(ROOT_OUTSIDE(node=f"{root:,}", count=f"{node_count:,}"))
    limit = max_words if max_words is not None else -1
    produced = 0
    stack: list[tuple[int, str]] = [(root, "")]
    pop = stack.pop
    push = stack.append
    i = root
    try:
        while stack:
            i, prefix = pop()
            while True:
                word = prefix + labels[tile[i]]
                if ends[i]:
                    produced += 1
                    if produced == limit + 1:
                        raise ReadError(MORE_THAN_STATED(count=f"{limit:,}"))
                    yield word
                below = child[i]
                if below:
                    if not last[i]:
                        push((i + 1, prefix))
                    if len(word) > MAX_WORD_CHARS:
                        raise ReadError(OWN_WORD_LOOP(node=f"{i:,}"))
                    prefix = word
                    i = below
                elif last[i]:
                    break
                else:
                    i += 1
    except IndexError:
        raise ReadError(NODE_OUTSIDE(node=f"{i:,}", count=f"{node_count:,}")) from None


def tile_of_label(alphabet: Alphabet, label: str, *, file_labels: bool = True) -> str | None:
    """The tile of ``alphabet`` that another program's file calls ``label``, if any.

    A label is read like a typed word of exactly one tile (so ``ch``, ``[CH]``,
    an alias such as Spanish ``1`` and Catalan ``L.L`` all work), then, unless
    ``file_labels`` is false, looked up in the alphabet's ``file_labels``
    (Catalan ``W`` for L·L).
    """
    text = unicodedata.normalize("NFC", label.strip())
    try:
        tiles = alphabet.tiles_of(text)
    except InvalidWord:
        tiles = ()
    if len(tiles) == 1:
        return tiles[0]
    if file_labels:
        for source, tile in alphabet.file_labels.items():
            if unicodedata.normalize("NFC", source).upper() == text.upper():
                return tile
    return None


def suggest_alphabets(labels: Sequence[str]) -> list[str]:
    """Names of the shipped alphabets that have a tile for every one of ``labels``.

    Alphabets whose own tiles (or aliases) cover the labels come first; those
    that need their ``file_labels`` (Catalan reads ``W`` as L·L) only when no
    other fits, so an English file is never suggested to be Catalan.
    """
    direct: list[str] = []
    relabelled: list[str] = []
    for name in available_alphabets():
        alphabet = load_alphabet(name)
        if all(tile_of_label(alphabet, label, file_labels=False) for label in labels):
            direct.append(name)
        elif all(tile_of_label(alphabet, label) for label in labels):
            relabelled.append(name)
    return direct or relabelled
