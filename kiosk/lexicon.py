"""Lexicon files: one file per lexicon, a marisa trie plus its metadata.

Layout (all integers little-endian)::

    8 bytes   magic  b"\\x89CLEX\\r\\n\\n"  (catches foreign files and text-mode copies)
    4 bytes   length of the header
    n bytes   header: UTF-8 JSON (name, alphabet, counts, fingerprint, sources ...)
    8 bytes   length of the trie
    m bytes   the marisa trie (``marisa_trie.Trie.tobytes()``)
    32 bytes  sha256 of everything above

Loading checks the magic, the trailing checksum (so a truncated or altered
file is refused, metadata included) and the word count; it is a few
milliseconds for a 280,000-word lexicon. The *fingerprint* identifies the word
set: sha256 over the sorted keys, one per line, so the same words give the
same fingerprint whatever format they came from.
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
from pathlib import Path
from typing import Any

import marisa_trie

from kiosk.core.alphabet import Alphabet, AlphabetError, alphabet_from_dict

__all__ = [
    "FORMAT_VERSION",
    "Lexicon",
    "LexiconFileError",
    "LexiconInfo",
    "SourceInfo",
    "fingerprint_of",
    "load_lexicon",
    "write_lexicon",
]

MAGIC = b"\x89CLEX\r\n\n"
FORMAT_VERSION = 1
_DIGEST = 32


class LexiconFileError(Exception):
    """A lexicon file that cannot be used; the message names the file and the reason."""

    def __init__(self, path: str | os.PathLike[str], reason: str) -> None:
        super().__init__(f"{path}: {reason}")
        self.path = str(path)
        self.reason = reason


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


_FINGERPRINT_SLICE = 1 << 16


def fingerprint_of(sorted_keys: Iterable[str]) -> str:
    """sha256 over the sorted keys, each followed by a newline (UTF-8)."""
    keys = sorted_keys if isinstance(sorted_keys, list) else list(sorted_keys)
    digest = hashlib.sha256()
    # In slices: the text of 2.6 million words is never held at once.
    for start in range(0, len(keys), _FINGERPRINT_SLICE):
        digest.update(("\n".join(keys[start : start + _FINGERPRINT_SLICE]) + "\n").encode())
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


def load_lexicon(path: str | os.PathLike[str]) -> Lexicon:
    """Load and check a lexicon file; raises `LexiconFileError` with a clear reason."""
    try:
        data = Path(path).read_bytes()
    except FileNotFoundError:
        raise LexiconFileError(path, "file not found") from None
    except IsADirectoryError:
        raise LexiconFileError(path, "is a folder, not a lexicon file") from None
    except OSError as exc:
        raise LexiconFileError(path, f"cannot be read ({exc.strerror})") from None
    return _parse(path, data)


def _parse(path: str | os.PathLike[str], data: bytes) -> Lexicon:
    if not data.startswith(MAGIC):
        if MAGIC.startswith(data[: len(MAGIC)]):
            raise LexiconFileError(path, "file is truncated (it ends inside the header)")
        raise LexiconFileError(
            path, "not a lexicon file (build one from a word list with lexicon-build)"
        )
    minimum = len(MAGIC) + 4 + 8 + _DIGEST
    if len(data) < minimum:
        raise LexiconFileError(path, "file is truncated")
    body, digest = data[:-_DIGEST], data[-_DIGEST:]
    (header_len,) = struct.unpack_from("<I", data, len(MAGIC))
    header_end = len(MAGIC) + 4 + header_len
    if header_end + 8 > len(body):
        raise LexiconFileError(path, "file is truncated (copy it again from the original)")
    (trie_len,) = struct.unpack_from("<Q", data, header_end)
    trie_start = header_end + 8
    if trie_start + trie_len != len(body):
        if trie_start + trie_len > len(body):
            raise LexiconFileError(path, "file is truncated (copy it again from the original)")
        raise LexiconFileError(path, "file has unexpected bytes at its end; it is damaged")
    if hashlib.sha256(body).digest() != digest:
        raise LexiconFileError(
            path, "checksum mismatch: the file is damaged or was altered; do not use it"
        )
    try:
        header = json.loads(body[len(MAGIC) + 4 : header_end].decode("utf-8"))
        version = int(header["format_version"])
    except (ValueError, KeyError, TypeError):
        raise LexiconFileError(path, "header is unreadable; the file is damaged") from None
    if version > FORMAT_VERSION:
        raise LexiconFileError(
            path,
            f"made by a newer lexicon-build (format {version}); update this station's software",
        )
    try:
        info = LexiconInfo.from_dict(header)
    except AlphabetError as exc:
        raise LexiconFileError(path, f"its alphabet is invalid: {exc}") from None
    except (ValueError, KeyError, TypeError) as exc:
        raise LexiconFileError(path, f"header lacks or garbles {exc}") from None
    trie = marisa_trie.Trie()
    try:
        trie.frombytes(body[trie_start:])
    except Exception as exc:  # marisa raises plain Exception subclasses on bad bytes
        raise LexiconFileError(path, f"word graph is unreadable ({exc})") from None
    if len(trie) != info.word_count:
        raise LexiconFileError(
            path, f"holds {len(trie)} words but its header says {info.word_count}"
        )
    return Lexicon(info=info, trie=trie, path=Path(path))
