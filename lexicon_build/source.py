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

from lexicon_build.limits import MAX_SOURCE_BYTES, size_text

__all__ = ["SourceError", "read_source"]

_CHUNK = 1 << 20
_GZIP_MAGIC = b"\x1f\x8b"


class SourceError(Exception):
    """A source cannot be read; ``str()`` names the file and says why."""


def read_source(path: Path, limit: int = MAX_SOURCE_BYTES) -> tuple[bytes, str]:
    """The file's bytes (gunzipped if compressed) and the sha256 of the file as stored.

    Raises `SourceError` for a missing, unreadable or non-regular file, or one
    that is (or unpacks to) more than ``limit`` bytes.
    """
    too_big = (
        f"{path}: is {{size}}, more than the {size_text(limit)} a word list may be; "
        "is it the right file?"
    )
    try:
        # stat before open: opening a pipe would wait for a writer. Non-blocking, in
        # case one replaced the file between the two looks (a regular file ignores it).
        _check_kind(path, os.stat(path))
        flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
        with open(os.open(path, flags), "rb", buffering=0) as file:
            info = os.fstat(file.fileno())
            _check_kind(path, info)
            if info.st_size > limit:
                raise SourceError(too_big.format(size=size_text(info.st_size)))
            raw = _read_bounded(file, limit)
    except FileNotFoundError:
        raise SourceError(f"{path}: file not found") from None
    except IsADirectoryError:
        raise SourceError(f"{path}: is a folder, not a word list") from None
    except OSError as exc:
        raise SourceError(f"{path}: cannot be read ({exc.strerror or exc})") from None
    if raw is None:
        raise SourceError(too_big.format(size=f"over {size_text(limit)}"))
    digest = hashlib.sha256(raw).hexdigest()
    if raw[:2] == _GZIP_MAGIC:
        raw = _gunzip(path, raw, limit)
    return raw, digest


def _check_kind(path: Path, info: os.stat_result) -> None:
    if stat.S_ISDIR(info.st_mode):
        raise SourceError(f"{path}: is a folder, not a word list")
    if not stat.S_ISREG(info.st_mode):
        raise SourceError(
            f"{path}: is not a regular file (a device, pipe or socket); give a word-list file"
        )


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
                    raise SourceError(
                        f"{path}: unpacks to more than {size_text(limit)}, more than a word "
                        "list may be; it is not a word list (or is a gzip bomb)"
                    )
                chunks.append(chunk)
    except (OSError, EOFError, zlib.error) as exc:
        raise SourceError(f"{path}: damaged gzip file ({exc})") from None
    return b"".join(chunks)
