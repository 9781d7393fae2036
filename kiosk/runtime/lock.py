"""One station per kiosk home: an operating-system lock on ``kiosk.lock``, held for life.

Two stations on one home would write one chain from two processes, each believing it
holds the screen, the log's next number and the relay. The station therefore takes an
exclusive lock on ``<kiosk home>/kiosk.lock`` before anything else (``fcntl.flock`` on
POSIX, ``msvcrt.locking`` on Windows) and keeps it until the process ends. The lock is the
operating system's: a station killed outright (``kill -9``, power lost) leaves the file
but not the lock, and the next start takes it at once. The file also says which process
holds it (its id and start time), so the station refused can name it.

Only the station takes it: ``judge`` and the other commands may run beside a station,
since the log has its own locking for every write.
"""

from __future__ import annotations

import contextlib
import os
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

__all__ = ["LOCK_FILE", "StationLock", "StationLocked", "lock_station"]

LOCK_FILE = "kiosk.lock"
_HEADER = b"challenge-kiosk\n"  # the bytes before the holder's line (Windows locks byte 0)
_HOLDER_AT = len(_HEADER)


class StationLocked(Exception):
    """Another station holds this kiosk home; the message names it, for the director."""


@dataclass
class StationLock:
    """The held lock: keep it referenced for the process's life (`release` ends it)."""

    path: Path
    fd: int | None

    def release(self) -> None:
        if self.fd is not None:
            os.close(self.fd)  # the operating system lets the lock go with the descriptor
            self.fd = None


def _holder(fd: int) -> str:
    try:
        os.lseek(fd, _HOLDER_AT, os.SEEK_SET)
        text = os.read(fd, 200).decode("utf-8", "replace").strip()
    except OSError:
        return ""
    return text


def _try_lock(fd: int) -> bool:
    if os.name == "nt":  # pragma: no cover - Windows
        import msvcrt

        os.lseek(fd, 0, os.SEEK_SET)
        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)  # type: ignore[attr-defined]
        except OSError:
            return False
        return True
    import fcntl

    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        return False
    return True


def lock_station(home: Path) -> StationLock:
    """Take this home's station lock. Raises `StationLocked` naming the station that holds
    it; an OSError when the file cannot be made (the station then says why it cannot
    record, as before: the lock never stops a station for its own sake)."""
    path = home / LOCK_FILE
    fd = os.open(path, os.O_RDWR | os.O_CREAT | getattr(os, "O_BINARY", 0), 0o600)
    if not _try_lock(fd):
        holder = _holder(fd)
        os.close(fd)
        who = f" ({holder})" if holder else ""
        raise StationLocked(
            f"another station is already running on the kiosk home {home}{who}: "
            "only one station may use a home at a time; stop the other one first"
        )
    started = datetime.now(UTC).strftime("%Y-%m-%d %H:%M:%S UTC")
    line = f"process {os.getpid()}, started {started}\n".encode()
    with contextlib.suppress(OSError):  # the lock holds without the note
        os.ftruncate(fd, 0)
        os.lseek(fd, 0, os.SEEK_SET)
        os.write(fd, _HEADER + line)
    return StationLock(path, fd)
