"""Reading one source file into memory, bounded by `MAX_SOURCE_BYTES`.

Only a regular file is read (a device such as /dev/zero, a pipe or a socket
never ends, or blocks). Its size is judged before a byte is read, so a huge or
sparse file is refused at once; it is then read in chunks that stop at the
limit even when the file grows meanwhile. A gzip file is unpacked in chunks
too, and refused as soon as it unpacks to more than the limit (a gzip bomb).
"""

from __future__ import annotations

import gzip
import hashlib
import io
import os
import stat
import zlib
from pathlib import Path

from kiosk.core.i18n import QT_TRANSLATE_NOOP
from lexicon_build.limits import MAX_SOURCE_BYTES, size_text

__all__ = ["SourceError", "read_source"]

_CHUNK = 1 << 20
_GZIP_MAGIC = b"\x1f\x8b"


class SourceError(Exception):
    """A source cannot be read; ``str()`` names the file and says why (raised with a
    `kiosk.core.i18n.Message`, which director mode words in its language)."""


TOO_BIG = QT_TRANSLATE_NOOP(
    "LexiconBuild",
    "{file}: is {size}, more than the {limit} a word list may be; is it the right file?",
)
OVER = QT_TRANSLATE_NOOP("LexiconBuild", "over {limit}")
NOT_FOUND = QT_TRANSLATE_NOOP("LexiconBuild", "{file}: file not found")
IS_A_FOLDER = QT_TRANSLATE_NOOP("LexiconBuild", "{file}: is a folder, not a word list")
UNREADABLE = QT_TRANSLATE_NOOP("LexiconBuild", "{file}: cannot be read ({why})")
NOT_A_REGULAR_FILE = QT_TRANSLATE_NOOP(
    "LexiconBuild",
    "{file}: is not a regular file (a device, pipe or socket); give a word-list file",
)
UNPACKS_TOO_BIG = QT_TRANSLATE_NOOP(
    "LexiconBuild",
    "{file}: unpacks to more than {limit}, more than a word list may be; it is not a word list "
    "(or is a gzip bomb)",
)
DAMAGED_GZIP = QT_TRANSLATE_NOOP("LexiconBuild", "{file}: damaged gzip file ({why})")


def read_source(path: Path, limit: int = MAX_SOURCE_BYTES) -> tuple[bytes, str]:
    """The file's bytes (gunzipped if compressed) and the sha256 of the file as stored.

    Raises `SourceError` for a missing, unreadable or non-regular file, or one
    that is (or unpacks to) more than ``limit`` bytes.
    """
    named, most = str(path), size_text(limit)
    try:
        # stat before open: opening a pipe would wait for a writer. Non-blocking, in
        # case one replaced the file between the two looks (a regular file ignores it).
        _check_kind(path, os.stat(path))
        flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
        with open(os.open(path, flags), "rb", buffering=0) as file:
            info = os.fstat(file.fileno())
            _check_kind(path, info)
            if info.st_size > limit:
                raise SourceError(TOO_BIG(file=named, size=size_text(info.st_size), limit=most))
            raw = _read_bounded(file, limit)
    except FileNotFoundError:
        raise SourceError(NOT_FOUND(file=named)) from None
    except IsADirectoryError:
        raise SourceError(IS_A_FOLDER(file=named)) from None
    except OSError as exc:
        raise SourceError(UNREADABLE(file=named, why=str(exc.strerror or exc))) from None
    if raw is None:
        raise SourceError(TOO_BIG(file=named, size=OVER(limit=most), limit=most))
    digest = hashlib.sha256(raw).hexdigest()
    if raw[:2] == _GZIP_MAGIC:
        raw = _gunzip(path, raw, limit)
    return raw, digest


def _check_kind(path: Path, info: os.stat_result) -> None:
    if stat.S_ISDIR(info.st_mode):
        raise SourceError(IS_A_FOLDER(file=str(path)))
    if not stat.S_ISREG(info.st_mode):
        raise SourceError(NOT_A_REGULAR_FILE(file=str(path)))


def _read_bounded(file: io.RawIOBase, limit: int) -> bytes | None:
    """At most ``limit`` bytes of ``file``, or None when it holds more."""
    chunks: list[bytes] = []
    total = 0
    while True:
        chunk = file.read(min(_CHUNK, limit + 1 - total))
        if not chunk:
            return b"".join(chunks)
        total += len(chunk)
        if total > limit:
            return None
        chunks.append(chunk)


def _gunzip(path: Path, raw: bytes, limit: int) -> bytes:
    chunks: list[bytes] = []
    total = 0
    try:
        with gzip.GzipFile(fileobj=io.BytesIO(raw)) as unpacked:
            while chunk := unpacked.read(_CHUNK):
                total += len(chunk)
                if total > limit:
                    raise SourceError(UNPACKS_TOO_BIG(file=str(path), limit=size_text(limit)))
                chunks.append(chunk)
    except (OSError, EOFError, zlib.error) as exc:
        raise SourceError(DAMAGED_GZIP(file=str(path), why=str(exc))) from None
    return b"".join(chunks)
