"""Files in the kiosk home: written privately and atomically, and kept private.

The kiosk home holds the director PIN hash, the PIN lockout state, the audit
log and the station's key: nobody but the station's own user may read them.
The home is a 0700 folder and every file in it is 0600 (on Windows the
per-user data folder is private to the user by its access rules, and these
modes are not used). `secure_home` repairs anything found wider at start and
says what it repaired, for the audit log; `wide_entries` and `cannot_make_private`
tell the self-test, without changing anything, what the start will repair and
what it cannot (a file of another user, an immutable file, a read-only disk).
"""

from __future__ import annotations

import errno
import os
import shutil
import stat
import struct
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

from kiosk.core.i18n import QT_TRANSLATE_NOOP

__all__ = [
    "PRIVATE_DIR",
    "PRIVATE_FILE",
    "RESERVE_FILE",
    "SpaceReserve",
    "WideEntry",
    "append_private",
    "atomic_write",
    "cannot_make_private",
    "NOT_MADE_PRIVATE",
    "free_bytes",
    "log_write_problem",
    "preallocate_beyond_end",
    "read_regular_file",
    "secure_home",
    "unrepaired",
    "wide_entries",
]

PRIVATE_DIR = 0o700
PRIVATE_FILE = 0o600
_CANNOT = "cannot be changed"
# For the director: what `secure_home` found open to others and could not change.
NOT_MADE_PRIVATE = QT_TRANSLATE_NOOP(
    "Storage",
    "Open to other users, and the station cannot make them private: {files}. Give them to "
    "the station's user, or set their modes as an administrator.",
)
_POSIX = sys.platform != "win32"


def read_regular_file(path: Path, limit: int) -> bytes:
    """The bytes of the regular file at ``path``, at most ``limit`` + 1 of them (one more than
    allowed tells the caller it is too large).

    A named pipe, device or socket put where a station file belongs is refused without
    waiting on it (a pipe would block the station's start for good): OSError "not a regular
    file". A folder raises IsADirectoryError; FileNotFoundError and other OSErrors pass through.
    """
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    fd = os.open(path, flags)
    try:
        mode = os.fstat(fd).st_mode
        if stat.S_ISDIR(mode):
            raise IsADirectoryError(errno.EISDIR, os.strerror(errno.EISDIR), str(path))
        if not stat.S_ISREG(mode):
            raise OSError(errno.EINVAL, "not a regular file", str(path))
        chunks = []
        left = limit + 1
        while left > 0:
            chunk = os.read(fd, min(left, 1 << 20))
            if not chunk:
                break
            chunks.append(chunk)
            left -= len(chunk)
        return b"".join(chunks)
    finally:
        os.close(fd)


def atomic_write(path: Path, data: bytes, *, mode: int = PRIVATE_FILE) -> None:
    """Replace ``path`` with ``data``: private, on disk (fsync) before it is renamed into place.

    A crash leaves either the old file or the new one, never half of one.
    """
    path = Path(path)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as out:
            out.write(data)
            out.flush()
            os.fsync(out.fileno())
        if _POSIX:
            os.chmod(tmp, mode)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    if _POSIX:
        try:  # the rename itself must survive a power cut too
            folder = os.open(path.parent, os.O_RDONLY)
        except OSError:
            return
        try:
            os.fsync(folder)
        except OSError:
            pass
        finally:
            os.close(folder)


def append_private(path: Path, line: str) -> None:
    """Append one line to a private file and fsync it (created 0600 when new)."""
    flags = os.O_WRONLY | os.O_APPEND | os.O_CREAT | getattr(os, "O_BINARY", 0)
    fd = os.open(path, flags, PRIVATE_FILE)
    try:
        os.write(fd, (line.rstrip("\n") + "\n").encode("utf-8"))
        os.fsync(fd)
    finally:
        os.close(fd)


@dataclass(frozen=True)
class WideEntry:
    """A folder or file of the kiosk home that is open to other users."""

    label: str  # "." for the home, "lexicons/" for a folder, "audit.sqlite3" for a file
    path: Path
    mode: int  # its permission bits now
    wanted: int  # PRIVATE_DIR or PRIVATE_FILE

    @property
    def others_may_write(self) -> bool:
        return bool(self.mode & 0o022)


def wide_entries(home: Path) -> list[WideEntry]:
    """The home and everything under it whose mode is wider than 0700 (folders) or 0600
    (files), the home first. Symbolic links are not followed. Changes nothing."""
    if not _POSIX or not home.is_dir():
        return []
    found: list[WideEntry] = []

    def check(path: Path, wanted: int, label: str) -> None:
        try:
            current = stat.S_IMODE(path.lstat().st_mode)
        except OSError:
            return
        if current & ~wanted:
            found.append(WideEntry(label, path, current, wanted))

    check(home, PRIVATE_DIR, ".")
    for root, dirs, files in os.walk(home):
        base = Path(root)
        for name in dirs:
            path = base / name
            if not path.is_symlink():
                check(path, PRIVATE_DIR, str(path.relative_to(home)) + "/")
        for name in files:
            path = base / name
            if not path.is_symlink():
                check(path, PRIVATE_FILE, str(path.relative_to(home)))
    return found


def secure_home(home: Path) -> list[str]:
    """Make the home 0700 and every file under it 0600; returns what was repaired.

    Each entry reads like ``"audit.sqlite3 0644 -> 0600"``. Symbolic links are
    not followed; entries that cannot be changed are reported as such.
    """
    repaired: list[str] = []
    for entry in wide_entries(home):
        try:
            os.chmod(entry.path, entry.wanted)
            repaired.append(f"{entry.label} {entry.mode:04o} -> {entry.wanted:04o}")
        except OSError as exc:
            repaired.append(f"{entry.label} {entry.mode:04o} {_CANNOT} ({exc.strerror})")
    return repaired


def unrepaired(repaired: list[str]) -> list[str]:
    """Of what `secure_home` returned, the entries it could not change."""
    return [line for line in repaired if f" {_CANNOT} " in line]


# Linux inode flags (chattr): an immutable or append-only file's mode cannot be changed.
_FS_IOC_GETFLAGS = 0x80006601 | (struct.calcsize("l") << 16)
_FS_IMMUTABLE_FL = 0x10
_FS_APPEND_FL = 0x20


def _user_name(uid: int) -> str:
    try:
        import pwd

        return pwd.getpwuid(uid).pw_name
    except (ImportError, KeyError):
        return f"uid {uid}"


def _inode_flags(path: Path, mode: int) -> int:
    """The file's chattr flags (0 where they cannot be read, or off Linux)."""
    if not sys.platform.startswith("linux") or not (stat.S_ISREG(mode) or stat.S_ISDIR(mode)):
        return 0
    import fcntl

    try:
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_NOFOLLOW", 0))
    except OSError:
        return 0
    try:
        answer = fcntl.ioctl(fd, _FS_IOC_GETFLAGS, bytes(8))
        return int(struct.unpack("i", answer[:4])[0])  # the kernel writes an int
    except OSError:
        return 0
    finally:
        os.close(fd)


def cannot_make_private(path: Path) -> str | None:
    """Why this process could not change the mode of ``path`` (None: it could), found
    without trying: the file belongs to another user, it is marked immutable or
    append-only, or it is on a read-only file system. What `secure_home` will not repair
    at the station's start."""
    try:
        info = path.lstat()
    except OSError as exc:
        return exc.strerror or str(exc)
    me = os.geteuid()
    if me != 0 and info.st_uid != me:  # only the owner (or root) may change a mode
        return f"owned by {_user_name(info.st_uid)}, not by {_user_name(me)}"
    try:
        if os.statvfs(path).f_flag & getattr(os, "ST_RDONLY", 1):
            return "on a read-only file system"
    except OSError:
        pass
    flags = _inode_flags(path, info.st_mode)
    if flags & _FS_IMMUTABLE_FL:
        return "marked immutable (chattr +i)"
    if flags & _FS_APPEND_FL:
        return "marked append-only (chattr +a)"
    return None


def log_write_problem(home: Path, log_path: Path) -> str | None:
    """Why the station could not record, checked before it judges anything (None: it can).

    A real write is tried (a probe file in the log's folder, and the log and
    its ``-wal``/``-shm`` companions opened for writing when they exist), since
    permission bits do not tell the whole story (an administrator, an
    immutable file, a read-only disk). SQLite maps the ``-shm`` file into
    memory: one it cannot write ends the process, so it is checked here first.
    """
    folder = log_path.parent
    probe = folder / f".write-check-{os.getpid()}"
    try:
        fd = os.open(probe, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        try:
            os.write(fd, b"ok")
            os.fsync(fd)
        finally:
            os.close(fd)
            probe.unlink(missing_ok=True)
    except OSError as exc:
        return f"the folder {folder} cannot be written ({exc.strerror or exc})"
    for path in (log_path, *(log_path.with_name(log_path.name + s) for s in ("-wal", "-shm"))):
        if not path.exists():
            continue
        if not path.is_file():
            return f"{path} is not a file"
        try:
            with open(path, "r+b"):
                pass
        except OSError as exc:
            return f"{path.name} cannot be written ({exc.strerror or exc})"
    return None


# -- room kept for the records ---------------------------------------------------------------

RESERVE_FILE = "space-reserve"
RESERVE_MAX = 4 << 20  # a few MB: hundreds of records, and the log's write-ahead growth
RESERVE_MIN = 256 << 10  # on a small disk, a quarter of it, and at least this
_FALLOC_FL_KEEP_SIZE = 0x01


def free_bytes(folder: Path) -> int:
    """The bytes this process may still write on the file system holding ``folder``."""

    return shutil.disk_usage(folder).free


def _fallocate(fd: int, length: int) -> None:
    if hasattr(os, "posix_fallocate"):
        os.posix_fallocate(fd, 0, length)
        return
    block = b"\0" * (1 << 16)  # macOS, Windows: blocks of zeros are allocated all the same
    left = length
    while left > 0:
        left -= os.write(fd, block[: min(left, len(block))])


def preallocate_beyond_end(fd: int, length: int) -> bool:
    """Allocate ``length`` bytes of the disk after the end of the open file ``fd`` without
    changing its size (Linux ``fallocate`` with ``FALLOC_FL_KEEP_SIZE``): appends into them
    need no new blocks, so they succeed on a disk that has since filled up. False where
    this is not available (the file is left as it was) or the disk has no room for it."""
    if not sys.platform.startswith("linux"):
        return False
    import ctypes

    try:
        libc = ctypes.CDLL(None, use_errno=True)
        fallocate = libc.fallocate
    except (OSError, AttributeError):
        return False
    fallocate.argtypes = [ctypes.c_int, ctypes.c_int, ctypes.c_int64, ctypes.c_int64]
    size = os.fstat(fd).st_size
    return bool(fallocate(fd, _FALLOC_FL_KEEP_SIZE, size, length) == 0)


class SpaceReserve:
    """Room kept on the kiosk home's disk so that the next record can always be written:
    a file of zeros allocated ahead (``space-reserve``, private), removed to make room
    when a write fails for lack of space, and made again once the disk has room for it
    and some more. Methods never raise for a full or failing disk; they answer False.
    Not thread-safe: one owner (`kiosk.runtime.room`) calls it under its lock."""

    def __init__(self, folder: Path, size: int | None = None) -> None:
        self.folder = folder
        self.path = folder / RESERVE_FILE
        self._size = size

    @property
    def size(self) -> int:
        """The reserve's size: `RESERVE_MAX`, or on a small disk a quarter of it (at least
        `RESERVE_MIN`)."""
        if self._size is None:
            try:
                total = shutil.disk_usage(self.folder).total
            except OSError:
                total = RESERVE_MAX * 4
            self._size = max(RESERVE_MIN, min(RESERVE_MAX, total // 4))
        return self._size

    @property
    def held(self) -> bool:
        """True when the reserve is in place at its full size."""
        try:
            info = self.path.lstat()
        except OSError:
            return False
        return stat.S_ISREG(info.st_mode) and info.st_size >= self.size

    def make(self) -> bool:
        """Put the reserve in place (True: it is). Only while the disk keeps `RESERVE_MIN`
        free beside it: a reserve that took the last room would be given back at once."""
        if self.held:
            return True
        try:
            if free_bytes(self.folder) < self.size + RESERVE_MIN:
                return False
            fd, tmp = tempfile.mkstemp(prefix=f".{RESERVE_FILE}.", dir=self.folder)
        except OSError:
            return False
        try:
            try:
                _fallocate(fd, self.size)
                os.fsync(fd)
            finally:
                os.close(fd)
            if _POSIX:
                os.chmod(tmp, PRIVATE_FILE)
            os.replace(tmp, self.path)
        except OSError:
            Path(tmp).unlink(missing_ok=True)
            return False
        return True

    def release(self) -> bool:
        """Give the reserve's room back to the disk; True when there was one to give."""
        try:
            self.path.unlink()
        except FileNotFoundError:
            return False
        except OSError:
            return False
        return True
