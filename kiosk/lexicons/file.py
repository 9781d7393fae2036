"""Lexicon files: one file per lexicon, a marisa trie plus its metadata.

Layout (all integers little-endian)::

    8 bytes   magic  b"\\x89CLEX\\r\\n\\n"  (catches foreign files and text-mode copies)
    4 bytes   length of the header
    n bytes   header: UTF-8 JSON (name, alphabet, counts, fingerprint, sources ...)
    8 bytes   length of the trie
    m bytes   the marisa trie (``marisa_trie.Trie.tobytes()``)
    32 bytes  sha256 of everything above

The *fingerprint* identifies the word set: sha256 over the sorted keys, one
per line, so the same words give the same fingerprint whatever format they
came from. It is what the banner and every audit record show, so loading
proves it: besides the magic, the layout and the trailing checksum (which
anyone who edits the file can recompute), the words actually in the trie must
give the header's fingerprint, count and lengths, and the trie the header's
``trie_sha256``. A file whose words are not what its header says is refused
(see bench/bench_lexicon_load.py for what that costs).
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import os
import struct
import tempfile
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from itertools import islice
from pathlib import Path
from typing import Any

import marisa_trie

from kiosk.core.alphabet import Alphabet, AlphabetError, alphabet_from_dict
from kiosk.core.i18n import Message
from kiosk.core.text import printable_name, shown
from kiosk.lexicons import messages as msg
from kiosk.storage.files import read_regular_file

__all__ = [
    "FORMAT_VERSION",
    "Lexicon",
    "LexiconFileError",
    "LexiconInfo",
    "SourceInfo",
    "fingerprint_of",
    "load_lexicon",
    "parse_lexicon",
    "read_lexicon_file",
    "write_lexicon",
]

MAGIC = b"\x89CLEX\r\n\n"
FORMAT_VERSION = 1
_DIGEST = 32
_HEAD = len(MAGIC) + 4  # magic and the header length field
_CHUNK = 8192
# Poland's OSPS (2.58 million words) makes a file of a few megabytes: 64 times that and more
# is not a lexicon, and is not read into memory to find out.
MAX_FILE_BYTES = 256 << 20


class LexiconFileError(Exception):
    """A lexicon file that cannot be used; the message names the file and the reason.

    ``claimed_name`` and ``claimed_fingerprint`` are what the file's header says
    (unprintable characters spelled out), when the header could be read: the
    audit log records who a refused file pretended to be. ``reason`` is the English
    (what the log records); ``kiosk.core.i18n.said`` gives the whole message to word.
    """

    def __init__(
        self,
        path: str | os.PathLike[str],
        reason: Message | str,
        *,
        claimed_name: str | None = None,
        claimed_fingerprint: str | None = None,
    ) -> None:
        # A file name can hide text too: it is shown with its unprintable characters spelled out.
        super().__init__(msg.FILE_PROBLEM(file=shown(str(path)), reason=reason))
        self.path = str(path)
        self.reason = str(reason)
        self.claimed_name = claimed_name
        self.claimed_fingerprint = claimed_fingerprint


@dataclass(frozen=True)
class SourceInfo:
    """One input file a lexicon was built from."""

    name: str
    sha256: str
    format: str
    words: int

    def to_dict(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "sha256": self.sha256,
            "format": self.format,
            "words": self.words,
        }


@dataclass(frozen=True)
class LexiconInfo:
    """Everything a lexicon file says about itself."""

    name: str
    alphabet: Alphabet
    word_count: int
    min_length: int
    max_length: int
    fingerprint: str
    description: str = ""
    sources: tuple[SourceInfo, ...] = ()
    skipped_invalid: int = 0
    duplicates_merged: int = 0
    tool_version: str = ""
    built_at: str = ""
    format_version: int = FORMAT_VERSION
    trie_sha256: str = ""

    @property
    def short_fingerprint(self) -> str:
        """The first 8 hex digits: enough for players to compare with the director's sheet."""
        return self.fingerprint[:8]

    def to_dict(self) -> dict[str, Any]:
        return {
            "format_version": self.format_version,
            "name": self.name,
            "description": self.description,
            "alphabet": self.alphabet.to_dict(),
            "word_count": self.word_count,
            "min_length": self.min_length,
            "max_length": self.max_length,
            "fingerprint": self.fingerprint,
            "sources": [s.to_dict() for s in self.sources],
            "skipped_invalid": self.skipped_invalid,
            "duplicates_merged": self.duplicates_merged,
            "tool_version": self.tool_version,
            "built_at": self.built_at,
            "trie_sha256": self.trie_sha256,
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> LexiconInfo:
        return cls(
            name=str(data["name"]),
            description=str(data.get("description", "")),
            alphabet=alphabet_from_dict(data["alphabet"]),
            word_count=int(data["word_count"]),
            min_length=int(data["min_length"]),
            max_length=int(data["max_length"]),
            fingerprint=str(data["fingerprint"]),
            sources=tuple(
                SourceInfo(str(s["name"]), str(s["sha256"]), str(s["format"]), int(s["words"]))
                for s in data.get("sources", [])
            ),
            skipped_invalid=int(data.get("skipped_invalid", 0)),
            duplicates_merged=int(data.get("duplicates_merged", 0)),
            tool_version=str(data.get("tool_version", "")),
            built_at=str(data.get("built_at", "")),
            format_version=int(data["format_version"]),
            trie_sha256=str(data.get("trie_sha256", "")),
        )


@dataclass(frozen=True)
class Lexicon:
    """A loaded lexicon: membership by key, plus the metadata that identifies it."""

    info: LexiconInfo
    trie: marisa_trie.Trie = field(repr=False)
    path: Path | None = None
    # the file's bytes when the trie reads them in place (`parse_lexicon`, proven bytes):
    # marisa keeps no reference to what it maps, so the lexicon keeps them alive
    mapped: bytes | None = field(default=None, repr=False, compare=False)

    @property
    def name(self) -> str:
        return self.info.name

    @property
    def fingerprint(self) -> str:
        return self.info.fingerprint

    @property
    def alphabet(self) -> Alphabet:
        return self.info.alphabet

    def __contains__(self, key: object) -> bool:
        return isinstance(key, str) and key in self.trie

    def __len__(self) -> int:
        return self.info.word_count

    def words(self) -> Iterator[str]:
        """Every key, in sorted order."""
        return iter(sorted(self.trie.keys()))


def fingerprint_of(sorted_keys: Iterable[str]) -> str:
    """sha256 over the sorted keys, each followed by a newline (UTF-8)."""
    digest = hashlib.sha256()
    keys = iter(sorted_keys)
    # Joined a few thousand at a time: a little faster than one big join, without a
    # second copy of every word in memory (see bench/bench_lexicon_load.py).
    while chunk := list(islice(keys, _CHUNK)):
        digest.update(("\n".join(chunk) + "\n").encode("utf-8"))
    return digest.hexdigest()


def write_lexicon(path: str | os.PathLike[str], info: LexiconInfo, trie: marisa_trie.Trie) -> None:
    """Write a lexicon file atomically (a crash never leaves half a file under ``path``)."""
    trie_bytes = trie.tobytes()
    header_info = dataclasses.replace(info, trie_sha256=hashlib.sha256(trie_bytes).hexdigest())
    header = json.dumps(header_info.to_dict(), ensure_ascii=False, sort_keys=True).encode()
    body = b"".join(
        [
            MAGIC,
            struct.pack("<I", len(header)),
            header,
            struct.pack("<Q", len(trie_bytes)),
            trie_bytes,
        ]
    )
    data = body + hashlib.sha256(body).digest()
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", dir=target.parent)
    try:
        with os.fdopen(fd, "wb") as out:
            out.write(data)
            out.flush()
            os.fsync(out.fileno())
        os.chmod(tmp, 0o644)  # mkstemp makes it private; a lexicon is for copying to stations
        os.replace(tmp, target)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def read_lexicon_file(path: str | os.PathLike[str]) -> bytes:
    """The bytes of a lexicon file; raises `LexiconFileError` when it cannot be read.

    A named pipe or a device (``/dev/zero``) given as a lexicon is refused without
    waiting on it or reading it into memory, and so is a file over `MAX_FILE_BYTES`.
    """
    file = Path(path)
    try:
        too_large = file.stat().st_size > MAX_FILE_BYTES  # known without reading it
        data = b"" if too_large else read_regular_file(file, MAX_FILE_BYTES)
        if too_large or len(data) > MAX_FILE_BYTES:
            raise LexiconFileError(path, msg.TOO_LARGE(limit=MAX_FILE_BYTES >> 20))
        return data
    except FileNotFoundError:
        raise LexiconFileError(path, msg.NOT_FOUND()) from None
    except IsADirectoryError:
        raise LexiconFileError(path, msg.IS_A_FOLDER()) from None
    except OSError as exc:
        raise LexiconFileError(path, msg.UNREADABLE(why=str(exc.strerror))) from None


def load_lexicon(path: str | os.PathLike[str]) -> Lexicon:
    """Load and check a lexicon file; raises `LexiconFileError` with a clear reason."""
    return parse_lexicon(path, read_lexicon_file(path))


def parse_lexicon(
    path: str | os.PathLike[str], data: bytes, *, words_proven: bool = False
) -> Lexicon:
    """Check ``data`` (the bytes of the file at ``path``) and make it a `Lexicon`.

    A lexicon is returned only when it is what its header says: the layout adds
    up, the trailing checksum and the header's trie digest match, the name and
    description are printable, and the words in the trie have the header's
    count, lengths and fingerprint. Anything else raises `LexiconFileError`.

    ``words_proven``: these exact bytes were already proven word by word (in a
    child process, `kiosk.lexicons.proof`, or they are the built-in file the
    program ships): what those bytes passed is not computed again, the fingerprint (most
    of the time of a load) and both digests; the layout, the header, the names and the
    word count are checked as ever.
    """
    data = bytes(data)  # the same object when it is bytes already: never a buffer that changes
    header_end = _layout(path, data)
    view = memoryview(data)  # slices of it copy nothing
    body, digest = view[:-_DIGEST], view[-_DIGEST:]
    if not words_proven and hashlib.sha256(body).digest() != digest:
        raise LexiconFileError(path, msg.CHECKSUM_MISMATCH())
    info = _header(path, bytes(body[_HEAD:header_end]))
    trie_bytes = body[header_end + 8 :]

    def refuse(reason: Message) -> LexiconFileError:
        return LexiconFileError(
            path,
            reason,
            claimed_name=shown(info.name),
            claimed_fingerprint=info.fingerprint,
        )

    for value, what, allow_empty in (
        (info.name, "its name", False),
        (info.description, "its description", True),
    ):
        try:
            printable_name(value, what, allow_empty=allow_empty)
        except ValueError as exc:
            raise refuse(msg.NOT_SHOWABLE(why=str(exc))) from None
    altered = msg.ALTERED()
    trie_digest = info.trie_sha256
    if trie_digest and not words_proven and hashlib.sha256(trie_bytes).hexdigest() != trie_digest:
        raise refuse(msg.GRAPH_DIGEST_MISMATCH(altered=altered))
    trie = marisa_trie.Trie()
    try:
        if words_proven:  # bytes that loaded before, in a child: read in place, no copy
            trie.map(trie_bytes)
        else:
            trie.frombytes(bytes(trie_bytes))
    except Exception as exc:  # marisa raises plain Exception subclasses on bad bytes
        raise refuse(msg.GRAPH_UNREADABLE(why=str(exc))) from None
    if len(trie) != info.word_count:
        raise refuse(msg.COUNT_MISMATCH(found=len(trie), count=info.word_count))
    if not len(trie):
        raise refuse(msg.NO_WORDS())
    if words_proven:
        return Lexicon(info=info, trie=trie, path=Path(path), mapped=data)
    keys = trie.keys()  # in the trie's own order, not sorted
    lengths = _length_range(keys, info.alphabet)  # before sorting: faster in memory order
    keys.sort()
    if fingerprint_of(keys) != info.fingerprint:
        raise refuse(msg.FINGERPRINT_MISMATCH(altered=altered))
    if lengths != (info.min_length, info.max_length):
        raise refuse(
            msg.LENGTHS_MISMATCH(
                shortest=lengths[0],
                longest=lengths[1],
                least=info.min_length,
                most=info.max_length,
                altered=altered,
            )
        )
    return Lexicon(info=info, trie=trie, path=Path(path))


def _length_range(keys: list[str], alphabet: Alphabet) -> tuple[int, int]:
    """Shortest and longest key in tiles (CH is one tile in Spanish)."""
    if all(len(tile) == 1 for tile in alphabet.tiles):
        sizes = set(map(len, keys))
    else:
        sizes = {len(alphabet.tiles_of_key(key)) for key in keys}
    return min(sizes), max(sizes)


def _header(path: str | os.PathLike[str], raw: bytes) -> LexiconInfo:
    try:
        header = json.loads(raw.decode("utf-8"))
        version = int(header["format_version"])
    except (ValueError, KeyError, TypeError):
        raise LexiconFileError(path, msg.HEADER_UNREADABLE()) from None
    if version > FORMAT_VERSION:
        raise LexiconFileError(path, msg.NEWER_FORMAT(version=version))
    try:
        return LexiconInfo.from_dict(header)
    except AlphabetError as exc:
        raise LexiconFileError(path, msg.BAD_ALPHABET(why=str(exc))) from None
    except (ValueError, KeyError, TypeError) as exc:
        raise LexiconFileError(path, msg.HEADER_GARBLED(what=str(exc))) from None


def _layout(path: str | os.PathLike[str], data: bytes) -> int:
    """Where the header ends, once the file's parts add up to its size exactly."""
    if not data.startswith(MAGIC):
        if MAGIC.startswith(data[: len(MAGIC)]):
            raise LexiconFileError(path, msg.ENDS_IN_HEADER())
        raise LexiconFileError(path, msg.NOT_A_LEXICON())
    if len(data) < _HEAD + 8 + _DIGEST:
        raise LexiconFileError(path, msg.TRUNCATED())
    (header_len,) = struct.unpack_from("<I", data, len(MAGIC))
    header_end = _HEAD + header_len
    if _trie_fits(data, header_end):
        return int(header_end)
    raise LexiconFileError(path, _layout_problem(data, header_end))


def _layout_problem(data: bytes, header_end: int) -> Message:
    """Why the parts do not add up: a damaged length field, a truncated copy, or extra bytes.

    A truncated copy keeps correct length fields, so when the header itself can
    be found whole and its length field disagrees, the field is what is damaged.
    """
    body_len = len(data) - _DIGEST
    found = _json_header_end(data)
    if found is not None and found != header_end:
        if _trie_fits(data, found):
            return msg.HEADER_FIELD_DAMAGED()
        return msg.HEADER_FIELD_DAMAGED_INCOMPLETE()
    if header_end + 8 > body_len:
        return msg.TRUNCATED()
    (trie_len,) = struct.unpack_from("<Q", data, header_end)
    if _trie_is_whole(data, header_end):
        return msg.GRAPH_FIELD_DAMAGED()
    if header_end + 8 + trie_len > body_len:
        return msg.TRUNCATED()
    return msg.EXTRA_BYTES()


def _json_header_end(data: bytes) -> int | None:
    """Where the JSON header really ends, or None when it is cut short or unreadable."""
    # latin-1 keeps one character per byte, so the index is a byte offset.
    text = data[_HEAD:].decode("latin-1")
    try:
        _value, end = json.JSONDecoder().raw_decode(text)
    except ValueError:
        return None
    return _HEAD + end if isinstance(_value, dict) else None


def _trie_fits(data: bytes, header_end: int) -> bool:
    """Whether a trie length field at ``header_end`` makes the file add up exactly."""
    body_len = len(data) - _DIGEST
    if header_end + 8 > body_len:
        return False
    (trie_len,) = struct.unpack_from("<Q", data, header_end)
    return bool(header_end + 8 + trie_len == body_len)


def _trie_is_whole(data: bytes, header_end: int) -> bool:
    """Whether the bytes between the header and the checksum are the trie the header names.

    Compared by the header's ``trie_sha256``, never by parsing: marisa can crash
    on damaged bytes, so it only ever sees bytes whose digests matched.
    """
    try:
        header = json.loads(data[_HEAD:header_end].decode("utf-8"))
        expected = str(header["trie_sha256"])
    except (ValueError, KeyError, TypeError):
        return False
    found = hashlib.sha256(data[header_end + 8 : len(data) - _DIGEST]).hexdigest()
    return bool(expected) and found == expected
