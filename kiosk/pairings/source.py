"""Fetching a feed's bytes from where TSH writes them: an http(s) address or a file path.

Every fetch is short and bounded, since a station must never wait on the venue network: a few
seconds to connect and between reads, a deadline for the whole answer, and at most
`MAX_FEED_BYTES` (a larger answer is refused, not read to its end). It is conditional where the
source allows: ``If-None-Match``/``If-Modified-Since`` with what the server sent last time (a
304 costs no body), and for a file its size, time and inode. A problem raises `FetchError`
whose message says, for the director, what went wrong and where.
"""

from __future__ import annotations

import http.client
import os
import time
import urllib.error
import urllib.request
from dataclasses import dataclass
from pathlib import Path

from kiosk import __version__
from kiosk.pairings.feed import MAX_FEED_BYTES
from kiosk.storage import files

__all__ = ["FetchError", "Fetched", "Validators", "fetch", "is_url"]

_CHUNK = 64 * 1024


class FetchError(Exception):
    """The feed could not be fetched; the message says why and where, for the director."""


@dataclass(frozen=True)
class Validators:
    """What tells a source's next answer whether it changed: the server's ETag and
    Last-Modified, or a file's size, modification time and inode."""

    etag: str | None = None
    last_modified: str | None = None
    file: tuple[int, int, int] | None = None


@dataclass(frozen=True)
class Fetched:
    """A fetch's outcome: the bytes (None: unchanged since ``validators`` were given)."""

    data: bytes | None
    validators: Validators


def is_url(source: str) -> bool:
    return source.strip().lower().startswith(("http://", "https://"))


def fetch(
    source: str,
    known: Validators | None = None,
    *,
    timeout_s: float = 3.0,
    deadline_s: float = 10.0,
    limit: int = MAX_FEED_BYTES,
) -> Fetched:
    """The feed's bytes at ``source`` (None when ``known`` says they are unchanged).

    Raises `FetchError`: nothing there, no answer in ``timeout_s`` (``deadline_s`` for
    the whole answer), an error status, more than ``limit`` bytes."""
    source = source.strip()
    if is_url(source):
        return _fetch_url(source, known, timeout_s, deadline_s, limit)
    if "://" in source:
        scheme = source.split("://", 1)[0]
        raise FetchError(f"{scheme}:// is not a feed address: use http://, https:// or a path")
    return _read_file(source, known, limit)


def _too_large(limit: int) -> FetchError:
    return FetchError(f"the feed is larger than {limit // (1024 * 1024)} MB: refused")


def _read_file(source: str, known: Validators | None, limit: int) -> Fetched:

    path = Path(source).expanduser()
    try:
        info = path.stat()
    except FileNotFoundError:
        raise FetchError(f"no feed at {source} (file not found)") from None
    except OSError as exc:
        raise FetchError(f"the feed at {source} cannot be read: {exc.strerror or exc}") from None
    stamp = (info.st_size, info.st_mtime_ns, info.st_ino)
    if known is not None and known.file == stamp:
        return Fetched(None, known)
    if info.st_size > limit:
        raise _too_large(limit)
    try:
        data = files.read_regular_file(path, limit)
    except IsADirectoryError:
        raise FetchError(f"{source} is a folder, not a feed (name its tourney.js)") from None
    except OSError as exc:
        raise FetchError(f"the feed at {source} cannot be read: {exc.strerror or exc}") from None
    if len(data) > limit:
        raise _too_large(limit)
    return Fetched(data, Validators(file=stamp))


def _fetch_url(
    url: str, known: Validators | None, timeout_s: float, deadline_s: float, limit: int
) -> Fetched:

    headers = {"User-Agent": f"challenge-kiosk/{__version__}", "Accept-Encoding": "identity"}
    if known is not None and known.etag:
        headers["If-None-Match"] = known.etag
    if known is not None and known.last_modified:
        headers["If-Modified-Since"] = known.last_modified
    # Straight to the venue's server: a proxy set for the desktop must not stand in between.
    opener = urllib.request.build_opener(urllib.request.ProxyHandler({}))
    started = time.monotonic()
    try:
        request = urllib.request.Request(url, headers=headers)
        with opener.open(request, timeout=timeout_s) as answer:
            length = answer.headers.get("Content-Length")
            if length and length.strip().isdigit() and int(length) > limit:
                raise _too_large(limit)
            chunks: list[bytes] = []
            size = 0
            while True:
                if time.monotonic() - started > deadline_s:
                    raise FetchError(f"{url} did not send the feed within {deadline_s:g} s")
                chunk = answer.read(_CHUNK)
                if not chunk:
                    break
                size += len(chunk)
                if size > limit:
                    raise _too_large(limit)
                chunks.append(chunk)
            if length and length.strip().isdigit() and size < int(length):
                raise FetchError(f"{url} sent {size:,} of {int(length):,} bytes")
            validators = Validators(
                etag=answer.headers.get("ETag"), last_modified=answer.headers.get("Last-Modified")
            )
            return Fetched(b"".join(chunks), validators)
    except urllib.error.HTTPError as exc:
        if exc.code == 304 and known is not None:
            return Fetched(None, known)
        raise FetchError(f"{url} answered {exc.code} {exc.reason}") from None
    except urllib.error.URLError as exc:
        raise FetchError(f"{url} cannot be reached: {_why(exc.reason, timeout_s)}") from None
    except TimeoutError:
        raise FetchError(f"{url} did not answer within {timeout_s:g} s") from None
    except FetchError:
        raise
    except (http.client.HTTPException, ValueError) as exc:
        raise FetchError(
            f"{url} did not answer as a web server ({exc.__class__.__name__})"
        ) from None
    except OSError as exc:
        raise FetchError(f"{url} cannot be reached: {_why(exc, timeout_s)}") from None


def _why(reason: object, timeout_s: float) -> str:
    if isinstance(reason, TimeoutError):
        return f"no answer within {timeout_s:g} s"
    if isinstance(reason, ConnectionRefusedError):
        return "nothing answers there (is TSH's web server running?)"
    if isinstance(reason, OSError):
        return reason.strerror or os.strerror(reason.errno or 0) or str(reason)
    return str(reason)
