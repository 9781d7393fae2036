"""Building a lexicon file from one or more word lists.

Every word goes through the alphabet's `normalise` (the same function the kiosk applies
to what players type), duplicates are merged and counted, and a word that is not a word
of the alphabet stops the build unless the director asks to skip such lines; it stops
reading at the first such line beyond those its report shows (`MAX_REJECTS_SHOWN`), and
names the alphabets that read every line so far. A line over `MAX_WORD_LETTERS` letters
is such a line. A word longer than the board (`BOARD_SIZE`) can never be played: it is
counted (``longer_than_board``) and, when the director asks, left out
(``skipped_too_long``), but never a reason to refuse a published list. By default it is
kept, so that a published list (ENABLE has 4,272 such words) builds to its published
count and the fingerprint of its sorted words.
Sources are read within the bounds of `lexicon_build.limits`.
"""

from __future__ import annotations

import hashlib
import operator
import re
import unicodedata
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from functools import partial
from itertools import groupby, islice
from pathlib import Path
from typing import Any

import marisa_trie

from kiosk import __version__
from kiosk.config.values import MAX_NAME_LENGTH
from kiosk.core.alphabet import Alphabet, InvalidWord, available_alphabets, load_alphabet
from kiosk.core.i18n import Message, said
from kiosk.core.text import printable_name
from kiosk.lexicons.file import LexiconInfo, SourceInfo, write_lexicon
from lexicon_build import messages as msg
from lexicon_build.errors import MAX_REJECTS_SHOWN, BuildError, CountMismatch, Reject
from lexicon_build.limits import (
    BOARD_SIZE,
    MAX_ENTRIES,
    MAX_WORD_LETTERS,
    RAW_LINE_CHARS,
    TOO_LONG_REASON,
)
from lexicon_build.readers import (
    Candidates,
    Reader,
    ReadError,
    as_candidates,
    detect,
    reader_by_name,
)
from lexicon_build.readers.text import TextBlock, TextReader
from lexicon_build.source import SourceError, read_source

__all__ = [
    "MAX_REJECTS_SHOWN",
    "BuildError",
    "BuildResult",
    "BuiltInfo",
    "CountMismatch",
    "Progress",
    "Reject",
    "build_lexicon",
]

# progress(stage, done, total): stage is a short phrase ("reading enable1.txt").
Progress = Callable[[str, int, int | None], None]


@dataclass
class BuildResult:
    info: BuiltInfo
    trie: marisa_trie.Trie = field(repr=False)
    formats: dict[str, str] = field(default_factory=dict)  # input name -> reader used

    def write(self, path: str | Path) -> None:
        write_lexicon(path, self.info, self.trie)


@dataclass(frozen=True)
class BuiltInfo(LexiconInfo):
    """`LexiconInfo` plus what only a build knows: the words longer than the board.

    ``longer_than_board`` counts them; ``skipped_too_long`` is how many of them
    were left out (all with ``leave_out_long``, else none). Both are written into
    the lexicon's header, where readers that do not know them ignore them.
    """

    longer_than_board: int = 0
    skipped_too_long: int = 0

    def to_dict(self) -> dict[str, Any]:
        return {
            **super().to_dict(),
            "longer_than_board": self.longer_than_board,
            "skipped_too_long": self.skipped_too_long,
        }


class _Stopped(Exception):
    """More bad lines than the report shows: the build stops reading (`_Tally.stop_after`)."""


_BRACKETED = re.compile(r"\[[^\]]*\]")
_SHOWN_CHARS = 60
MAX_DESCRIPTION_LENGTH = 1000  # a line or two on the director's screen, not a document


def _tiles_in_key(key: str) -> int:
    """Tiles in a stored key (a multi-letter tile is bracketed: "[CH]")."""
    return len(_BRACKETED.sub("#", key)) if "[" in key else len(key)


@dataclass
class _Tally:
    """The words of the sources read so far, and what was left out of them.

    ``keys`` is one list of the keys' UTF-8, sorted and without duplicates after
    each source (`settle`): a set beside it would double the memory of a
    2.6-million-word build, sorting a published list, which comes sorted or nearly
    so, is quick where sorting a set's order is not, and bytes take half the
    memory of text, sort faster and sort the same (UTF-8 keeps code-point order).
    ``shortest`` and ``longest`` are the tile counts of the keys kept.
    """

    alphabet: Alphabet
    leave_out_long: bool = False
    stop_after: int | None = None  # bad lines; one more raises `_Stopped` (None: read all)
    keys: list[bytes] = field(default_factory=list)
    too_long: set[str] = field(default_factory=set)  # longer than the board: never playable
    rejects: list[Reject] = field(default_factory=list)
    reject_count: int = 0
    bad_texts: list[str] = field(default_factory=list)  # the rejects' texts, uncut
    reading: list[str] = field(default_factory=list)  # the texts being read (`take`)
    listed: int = 0
    shortest: int = MAX_WORD_LETTERS
    longest: int = 0

    def reject(
        self, file: str, line: int, text: str, reason: str, said: Message | None = None
    ) -> None:
        self.reject_count += 1
        if self.stop_after is not None:
            self.bad_texts.append(text)
            if self.reject_count > self.stop_after:
                raise _Stopped
        if len(self.rejects) < MAX_REJECTS_SHOWN:
            if len(text) > _SHOWN_CHARS:
                text = text[:_SHOWN_CHARS] + "…"
            self.rejects.append(Reject(file, line, text, reason, said))

    def count(self, file: str, entries: int) -> None:
        self.listed += entries
        if self.listed > MAX_ENTRIES:
            raise BuildError(msg.TOO_MANY_ENTRIES(file=file, most=f"{MAX_ENTRIES:,}"))

    def take(self, file: str, candidates: Candidates) -> None:
        """Add words; bad lines are rejects, words over the board counted."""
        texts = candidates.texts
        self.count(file, len(texts))
        self.reading = texts
        keys = None
        if texts and max(map(len, texts)) <= RAW_LINE_CHARS:
            keys = self.alphabet.normalise_all(texts)
        if keys is not None:  # single-letter tiles: a key's length is its tile count
            self._add(file, keys, candidates.line, lambda: texts)
            return
        normalise = self.alphabet.normalise
        for index, text in enumerate(texts):
            if len(text) > RAW_LINE_CHARS:
                self.reject(
                    file,
                    candidates.line(index),
                    text,
                    TOO_LONG_REASON,
                    msg.TOO_LONG_WORD(most=MAX_WORD_LETTERS),
                )
                continue
            try:
                key = normalise(text)
            except InvalidWord as exc:
                self.reject(file, candidates.line(index), text, exc.reason, exc.said)
                continue
            if len(key) <= BOARD_SIZE:
                self._keep(key, _tiles_in_key(key))
            else:
                self._long(file, candidates.line(index), text, key)

    def take_text(self, file: str, blocks: Iterable[TextBlock], progress: Progress | None) -> None:
        """Add the words of a text list, block by block (`TextReader.blocks`)."""
        bulk = _bulk_pattern(self.alphabet)
        done = 0
        for block in blocks:
            keys = _bulk_keys(bulk, block) if bulk is not None else None
            if keys is None:
                self.take(file, block.candidates())
            else:
                self.count(file, block.count)
                lines = partial(operator.add, block.first_line)
                self._add(file, keys, lines, partial(str.split, block.text, "\n"))
            done += block.count
            if progress is not None:
                progress(f"reading {file}", done, None)

    def _add(
        self,
        file: str,
        keys: list[str],
        line: Callable[[int], int],
        texts: Callable[[], list[str]],
    ) -> None:
        """Add keys of single-letter tiles, read from ``texts()``; key i is on ``line(i)``."""
        longest = max(map(len, keys))  # single-letter tiles: a key's length is its tile count
        if longest > BOARD_SIZE:
            long = [i for i, key in enumerate(keys) if len(key) > BOARD_SIZE]
            read = texts()  # the texts, for the reports, only when needed
            for index in long:
                self._long(file, line(index), read[index], keys[index])
            keys = [key for key in keys if len(key) <= BOARD_SIZE]
            if not keys:
                return
            longest = max(map(len, keys))
        self.shortest = min(self.shortest, min(map(len, keys)))
        self.longest = max(self.longest, longest)
        self.keys += map(str.encode, keys)

    def _keep(self, key: str, tiles: int) -> None:
        self.keys.append(key.encode())
        self.shortest = min(self.shortest, tiles)
        self.longest = max(self.longest, tiles)

    def _long(self, file: str, line: int, text: str, key: str) -> None:
        tiles = _tiles_in_key(key)
        if tiles > MAX_WORD_LETTERS:
            self.reject(file, line, text, TOO_LONG_REASON, msg.TOO_LONG_WORD(most=MAX_WORD_LETTERS))
        elif tiles > BOARD_SIZE:
            self.too_long.add(key)
            if not self.leave_out_long:
                self._keep(key, tiles)
        else:
            self._keep(key, tiles)

    def settle(self) -> int:
        """Sort ``keys`` and merge duplicates; returns how many keys there are."""
        keys = self.keys
        keys.sort()
        if any(map(operator.eq, keys, islice(keys, 1, None))):
            keys[:] = [key for key, _ in groupby(keys)]
        return len(keys)

    @property
    def skipped(self) -> int:
        """Words left out as longer than the board."""
        return len(self.too_long) if self.leave_out_long else 0


def _bulk_pattern(alphabet: Alphabet) -> re.Pattern[str] | None:
    """Lines of tiles, when every tile is one letter and the alphabet rewrites nothing.

    A word of such an alphabet is read as its NFC uppercase text (`Alphabet.read_word`),
    so a block whose NFC uppercase text is tiles and line ends is all keys.
    """
    if alphabet.aliases or alphabet.replacements or alphabet.folds:
        return None
    if any(len(tile) != 1 for tile in alphabet.tiles):
        return None
    return re.compile("[" + "".join(re.escape(tile) for tile in alphabet.tiles) + "\n]+")


def _bulk_keys(pattern: re.Pattern[str], block: TextBlock) -> list[str] | None:
    """The keys of a block's lines, or None when a line needs the line-by-line path."""
    prepared = unicodedata.normalize("NFC", block.text).upper()
    if (
        pattern.fullmatch(prepared)
        and prepared.count("\n") == block.count - 1
        and prepared[0] != "\n"
        and prepared[-1] != "\n"
        and "\n\n" not in prepared
    ):
        return prepared.split("\n")
    return None


_FIT_SAMPLE = 2000  # lines of the list being read, besides the bad ones


def _alphabets_reading(current: Alphabet, bad: list[str], read: list[str]) -> list[str]:
    """The other shipped alphabets (by name) of which every one of the ``bad`` and ``read``
    texts is a word, and that keep the most of the ``bad`` as they are written: a German
    list reads as Dutch, French or Swedish too, which fold Ü to U, but only German keeps it.
    """
    scores: dict[str, int] = {}
    for name in available_alphabets():
        other = load_alphabet(name)
        if name == current.name or not _all_words(other, read):
            continue
        keys = _keys(other, bad)
        if keys is not None:
            scores[name] = sum(map(_as_written, bad, keys))
    best = max(scores.values(), default=0)
    return [name for name, score in scores.items() if score == best]


def _keys(alphabet: Alphabet, texts: list[str]) -> list[str] | None:
    """The keys of ``texts``, or None when one is not a word of ``alphabet``."""
    keys = alphabet.normalise_all(texts)
    if keys is None:
        try:
            keys = [alphabet.normalise(text) for text in texts]
        except InvalidWord:
            return None
    return keys if all(0 < _tiles_in_key(key) <= MAX_WORD_LETTERS for key in keys) else None


def _all_words(alphabet: Alphabet, texts: list[str]) -> bool:
    return _keys(alphabet, texts) is not None


def _as_written(text: str, key: str) -> bool:
    """Whether ``key`` spells ``text`` letter for letter (no letter folded or replaced)."""
    return key.replace("[", "").replace("]", "") == unicodedata.normalize("NFC", text).upper()


def _drained(keys: list[bytes]) -> Iterator[bytes]:
    """``keys`` one by one, each let go once the trie builder has copied it."""
    for index in range(len(keys)):
        key = keys[index]
        keys[index] = None  # type: ignore[call-overload]
        yield key


def build_lexicon(
    inputs: Sequence[str | Path],
    *,
    name: str,
    alphabet: Alphabet,
    description: str = "",
    skip_invalid: bool = False,
    leave_out_long: bool = False,
    expect_count: int | None = None,
    input_format: str = "auto",
    progress: Progress | None = None,
    now: Callable[[], datetime] = lambda: datetime.now(UTC),
) -> BuildResult:
    """Read, check and merge ``inputs`` into one lexicon (not yet written).

    Words longer than the board are counted, and left out with ``leave_out_long``;
    ``expect_count`` is the count of the lists with them (as published).
    Raises `BuildError` for a name or description that cannot be shown as is
    (control or bidirectional formatting characters), unreadable inputs, rejected
    lines (unless ``skip_invalid``), an empty result or a word count other than
    ``expect_count``.
    """
    if not inputs:
        raise BuildError("no input files given")
    if not name.strip():
        raise BuildError("the lexicon needs a name (--name)")
    try:  # a name is compared by eye on banners and sheets: it must show what it is
        printable_name(name, "the lexicon name (--name)")
        printable_name(description, "the description (--description)", allow_empty=True)
    except ValueError as exc:
        raise BuildError(str(exc)) from None
    if len(name.strip()) > MAX_NAME_LENGTH:  # else no station's profile could name it
        raise BuildError(
            f"the lexicon name (--name) is longer than {MAX_NAME_LENGTH} characters, the most "
            "a station's profile can name"
        )
    if len(description) > MAX_DESCRIPTION_LENGTH:
        raise BuildError(
            f"the description (--description) is longer than {MAX_DESCRIPTION_LENGTH} characters"
        )
    tally = _Tally(alphabet, leave_out_long, None if skip_invalid else MAX_REJECTS_SHOWN)
    sources: list[SourceInfo] = []
    formats: dict[str, str] = {}
    for entry in inputs:
        path = Path(entry)
        try:
            data, digest = read_source(path)
        except SourceError as exc:
            raise BuildError(said(exc)) from None
        try:
            reader: Reader = (
                detect(data) if input_format == "auto" else reader_by_name(input_format)
            )
        except (ReadError, ValueError) as exc:
            raise BuildError(msg.UNREADABLE_SOURCE(file=str(path), why=said(exc))) from None
        formats[path.name] = reader.name
        before, listed_before = len(tally.keys), tally.listed
        try:
            if isinstance(reader, TextReader):
                tally.take_text(path.name, reader.blocks(data), progress)
            else:
                candidates = as_candidates(reader.read(data, alphabet))
                tally.take(path.name, candidates)
        except ReadError as exc:
            raise BuildError(
                msg.UNREADABLE_AS(file=str(path), why=said(exc), format=reader.name)
            ) from None
        except _Stopped:
            raise BuildError(
                msg.NOT_WORDS_STOPPED(alphabet=alphabet.said_name, count=len(tally.rejects)),
                tally.rejects,
                tally.reject_count,
                stopped=True,
                fits=_alphabets_reading(alphabet, tally.bad_texts, tally.reading[:_FIT_SAMPLE]),
            ) from None
        del data
        if progress is not None:
            entries = tally.listed - listed_before
            progress(f"reading {path.name}", entries, entries)
        sources.append(SourceInfo(path.name, digest, reader.name, tally.settle() - before))
    words = tally.keys
    reject_count = tally.reject_count
    if reject_count and not skip_invalid:
        raise BuildError(
            msg.NOT_WORDS(alphabet=alphabet.said_name, count=reject_count),
            tally.rejects,
            reject_count,
        )
    skipped = f"{tally.skipped:,}"
    if not words:
        raise BuildError(
            msg.NO_WORDS_LEFT_OUT(skipped=skipped, board=BOARD_SIZE)
            if tally.skipped
            else msg.NO_WORDS()
        )
    listed = len(words) + tally.skipped
    if expect_count is not None and listed != expect_count:
        found, expected = f"{listed:,}", f"{expect_count:,}"
        raise CountMismatch(
            msg.NOT_EXPECTED_COUNT_LEFT_OUT(
                listed=found, expected=expected, skipped=skipped, board=BOARD_SIZE
            )
            if tally.skipped
            else msg.NOT_EXPECTED_COUNT(listed=found, expected=expected)
        )
    if progress is not None:
        progress("building word graph", len(words), len(words))
    ordered = words  # sorted by `_Tally.settle`
    info = BuiltInfo(
        name=name.strip(),
        description=description,
        alphabet=alphabet,
        word_count=len(ordered),
        min_length=tally.shortest,
        max_length=tally.longest,
        fingerprint=_fingerprint(ordered),
        sources=tuple(sources),
        skipped_invalid=reject_count,
        longer_than_board=len(tally.too_long),
        skipped_too_long=tally.skipped,
        duplicates_merged=tally.listed - reject_count - tally.skipped - len(ordered),
        tool_version=__version__,
        built_at=now().strftime("%Y-%m-%dT%H:%M:%SZ"),
    )
    # The keys are UTF-8 already: a BinaryTrie of them is the Trie of the text, byte
    # for byte, built without encoding every key again.
    trie = marisa_trie.Trie()
    trie.frombytes(marisa_trie.BinaryTrie(_drained(ordered)).tobytes())
    return BuildResult(info=info, trie=trie, formats=formats)


def _fingerprint(keys: list[bytes]) -> str:
    """`fingerprint_of` the keys, from their UTF-8 (sha256 over the keys, one a line)."""
    digest = hashlib.sha256()
    step = 1 << 16
    for start in range(0, len(keys), step):
        digest.update(b"\n".join(keys[start : start + step]) + b"\n")
    return digest.hexdigest()
