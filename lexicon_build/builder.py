"""Building a lexicon file from one or more word lists.

Every word goes through the alphabet's `normalise` (the same function the kiosk
applies to what players type), duplicates are merged and counted, and a word
that is not a word of the alphabet stops the build unless the director asks to
skip such lines.
"""

from __future__ import annotations

import gzip
import hashlib
import zlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path

import marisa_trie

from kiosk import __version__
from kiosk.core.alphabet import Alphabet, InvalidWord
from kiosk.core.text import printable_name
from kiosk.lexicon import LexiconInfo, SourceInfo, fingerprint_of, write_lexicon
from lexicon_build.readers import Reader, ReadError, as_candidates, detect, reader_by_name

__all__ = [
    "MAX_REJECTS_SHOWN",
    "BuildError",
    "BuildResult",
    "CountMismatch",
    "Progress",
    "Reject",
    "build_lexicon",
]

MAX_REJECTS_SHOWN = 20

# progress(stage, done, total): stage is a short phrase ("reading enable1.txt").
Progress = Callable[[str, int, int | None], None]


@dataclass(frozen=True)
class Reject:
    """A line that is not a word of the alphabet."""

    file: str
    line: int
    text: str
    reason: str

    def __str__(self) -> str:
        return f"{self.file}:{self.line}: {self.text!r}: {self.reason}"


class BuildError(Exception):
    """The build cannot produce a lexicon; ``str()`` is a report for the director.

    ``rejects`` holds the first rejected lines (at most `MAX_REJECTS_SHOWN`) and
    ``reject_count`` how many there were in all.
    """

    def __init__(self, message: str, rejects: Sequence[Reject] = (), reject_count: int = 0) -> None:
        self.message = message
        self.rejects = list(rejects)
        self.reject_count = reject_count
        lines = [message] + [f"  {r}" for r in self.rejects]
        if reject_count > len(self.rejects):
            lines.append(f"  ... and {reject_count - len(self.rejects)} more")
        super().__init__("\n".join(lines))


class CountMismatch(BuildError):
    """The built lexicon has another word count than the director expected."""


@dataclass
class BuildResult:
    info: LexiconInfo
    trie: marisa_trie.Trie = field(repr=False)
    formats: dict[str, str] = field(default_factory=dict)  # input name -> reader used

    def write(self, path: str | Path) -> None:
        write_lexicon(path, self.info, self.trie)


def _read_input(path: Path) -> tuple[bytes, str]:
    """The file's bytes (gunzipped if compressed) and the sha256 of the file as stored."""
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        raise BuildError(f"{path}: file not found") from None
    except IsADirectoryError:
        raise BuildError(f"{path}: is a folder, not a word list") from None
    except OSError as exc:
        raise BuildError(f"{path}: cannot be read ({exc.strerror})") from None
    digest = hashlib.sha256(raw).hexdigest()
    if raw[:2] == b"\x1f\x8b":
        try:
            raw = gzip.decompress(raw)
        except (OSError, EOFError, zlib.error) as exc:
            raise BuildError(f"{path}: damaged gzip file ({exc})") from None
    return raw, digest


def build_lexicon(
    inputs: Sequence[str | Path],
    *,
    name: str,
    alphabet: Alphabet,
    description: str = "",
    skip_invalid: bool = False,
    expect_count: int | None = None,
    input_format: str = "auto",
    progress: Progress | None = None,
    now: Callable[[], datetime] = lambda: datetime.now(UTC),
) -> BuildResult:
    """Read, check and merge ``inputs`` into one lexicon (not yet written).

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
    words: set[str] = set()
    rejects: list[Reject] = []
    reject_count = 0
    listed = 0
    sources: list[SourceInfo] = []
    formats: dict[str, str] = {}
    normalise = alphabet.normalise
    for entry in inputs:
        path = Path(entry)
        data, digest = _read_input(path)
        try:
            reader: Reader = (
                detect(data) if input_format == "auto" else reader_by_name(input_format)
            )
        except (ReadError, ValueError) as exc:
            raise BuildError(f"{path}: {exc}") from None
        formats[path.name] = reader.name
        stage = f"reading {path.name}"
        before = len(words)
        try:
            candidates = as_candidates(reader.read(data, alphabet))
        except ReadError as exc:
            raise BuildError(f"{path}: {exc} (read as {reader.name})") from None
        texts = candidates.texts
        if progress is not None:
            progress(stage, len(texts), len(texts))
        count_here = len(texts)
        keys = alphabet.normalise_all(texts)
        if keys is not None:
            words.update(keys)
        else:
            for index, text in enumerate(texts):
                try:
                    words.add(normalise(text))
                except InvalidWord as exc:
                    reject_count += 1
                    if len(rejects) < MAX_REJECTS_SHOWN:
                        rejects.append(Reject(path.name, candidates.line(index), text, exc.reason))
        listed += count_here
        sources.append(SourceInfo(path.name, digest, reader.name, len(words) - before))
    if reject_count and not skip_invalid:
        raise BuildError(
            f"{reject_count} line(s) are not words of the {alphabet.display_name} alphabet; "
            "fix them, or build with --skip-invalid to leave them out",
            rejects,
            reject_count,
        )
    if not words:
        raise BuildError("no words found in the input")
    if expect_count is not None and len(words) != expect_count:
        raise CountMismatch(
            f"the lists hold {len(words):,} words, not the expected {expect_count:,}; "
            "check that you have the right files (nothing was written)"
        )
    if progress is not None:
        progress("building word graph", len(words), len(words))
    ordered = sorted(words)
    lengths = _length_range(ordered, alphabet)
    info = LexiconInfo(
        name=name.strip(),
        description=description,
        alphabet=alphabet,
        word_count=len(ordered),
        min_length=lengths[0],
        max_length=lengths[1],
        fingerprint=fingerprint_of(ordered),
        sources=tuple(sources),
        skipped_invalid=reject_count,
        duplicates_merged=listed - reject_count - len(ordered),
        tool_version=__version__,
        built_at=now().strftime("%Y-%m-%dT%H:%M:%SZ"),
    )
    return BuildResult(info=info, trie=marisa_trie.Trie(ordered), formats=formats)


def _length_range(words: Sequence[str], alphabet: Alphabet) -> tuple[int, int]:
    """Shortest and longest word, counted in tiles (CH is one tile in Spanish)."""
    if all(len(tile) == 1 for tile in alphabet.tiles):
        sizes = list(map(len, words))
    else:
        sizes = [len(alphabet.tiles_of_key(w)) for w in words]
    return min(sizes), max(sizes)
