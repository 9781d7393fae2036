"""A station's log file on the standard library's sqlite3: the append path, without
the database layer.

The station writes its chain through one plain connection with the durability settings
(`connect`): WAL, ``synchronous=FULL``, ``fullfsync`` on macOS, and every write
transaction started with ``BEGIN IMMEDIATE`` (`LogFile.write`), so that two writers
never both read the same "last record". SQLAlchemy (22 MB and a fifth of a second to
load) is needed only to read the log in director mode, to export, to verify and to copy
it to a central log; `kiosk.audit.store.AuditLog` builds that engine when first asked.

A new file gets the newest schema here (`kiosk.audit.schema`); a file at an older
revision is migrated by Alembic (`kiosk.audit.migrate`), which is loaded only then.
"""

from __future__ import annotations

import math
import sqlite3
import sys
import threading
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager, suppress
from pathlib import Path
from typing import Any

from kiosk.audit.errors import AuditUnavailable, first_line
from kiosk.audit.schema import (
    HEAD_REVISION,
    REVISIONS,
    MigrationResult,
    create_new_schema,
    missing_objects,
    sqlite_revision,
)
from kiosk.core.text import shown
from kiosk.storage.files import read_regular_file
from kiosk.worker import Worker

__all__ = [
    "Checkpointer",
    "LogFile",
    "chain_owners",
    "holds_adjudications",
    "in_wal_mode",
    "log_file_problem",
    "orphaned_wal",
    "other_chain",
    "refusal",
    "refusal_before_opening",
    "apply_durability",
    "connect",
    "default_log_path",
    "plain_reason",
]


def default_log_path() -> Path:
    from kiosk.storage.paths import kiosk_home

    return kiosk_home() / "audit.sqlite3"


_PLAIN_REASONS = (
    ("database is locked", "the log file is locked by another program"),
    ("disk is full", "the disk is full"),
    ("disk i/o error", "the disk reported an error"),
    ("unable to open database", "the log file cannot be opened"),
    ("readonly database", "the log file cannot be written"),
    ("file is not a database", "the log file is damaged or is not a log"),
    ("malformed", "the log file is damaged"),
    ("append-only", "audit records are append-only"),
)


def plain_reason(exc: BaseException) -> str:
    """Plain words for an error, keeping the driver's text for the director."""
    detail = first_line(exc)
    lowered = detail.lower()
    for needle, plain in _PLAIN_REASONS:
        if needle in lowered:
            return f"{plain} ({detail})"
    return detail


def apply_durability(connection: sqlite3.Connection, busy_timeout_s: float) -> None:
    """The station's settings on a new connection to its log: the driver issues no BEGIN
    of its own (the writer says ``BEGIN IMMEDIATE``), waits up to ``busy_timeout_s`` for
    another writer, WAL, and every commit synced to the disk."""
    connection.isolation_level = None
    cursor = connection.cursor()
    try:
        cursor.execute(f"PRAGMA busy_timeout = {int(busy_timeout_s * 1000)}")
        _set_wal(cursor, busy_timeout_s)
        cursor.execute("PRAGMA synchronous = FULL")
        if sys.platform == "darwin":
            cursor.execute("PRAGMA fullfsync = ON")
            cursor.execute("PRAGMA checkpoint_fullfsync = ON")
    finally:
        cursor.close()


def _set_wal(cursor: sqlite3.Cursor, timeout_s: float) -> None:
    """WAL mode, waiting while another process recovers the log after a crash.

    The first connection after a process was killed replays the write-ahead log;
    SQLite answers "database is locked" to the others at once during that recovery
    (the busy timeout does not cover it), so the switch is retried, within the
    same time limit as any other wait for the log.
    """
    deadline = time.monotonic() + timeout_s
    while True:
        try:
            cursor.execute("PRAGMA journal_mode = WAL")
            return
        except sqlite3.OperationalError as exc:
            if "locked" not in str(exc) or time.monotonic() >= deadline:
                raise
            time.sleep(0.02)


def connect(path: Path, busy_timeout_s: float) -> sqlite3.Connection:
    """A connection to a station's log with `apply_durability`'s settings (usable from
    any thread; its owner serialises the use)."""
    connection = sqlite3.connect(path, timeout=busy_timeout_s, check_same_thread=False)
    try:
        apply_durability(connection, busy_timeout_s)
    except BaseException:
        connection.close()
        raise
    return connection


class LogFile:
    """One plain connection to a station's log. Not thread-safe by itself: `AuditLog`
    holds its lock around every call. Raises `sqlite3.Error` and `OSError` as they come."""

    def __init__(self, path: Path, *, busy_timeout_s: float = 5.0) -> None:
        self.path = path
        self.busy_timeout_s = busy_timeout_s
        self._connection: sqlite3.Connection | None = connect(path, busy_timeout_s)

    def connection(self) -> sqlite3.Connection:
        """The open connection (tests use it to set SQLite limits on it)."""
        if self._connection is None:
            raise sqlite3.ProgrammingError("the log file is closed")
        return self._connection

    @contextmanager
    def write(self) -> Iterator[sqlite3.Connection]:
        """One write transaction, taken up front (``BEGIN IMMEDIATE``): committed when the
        block ends, rolled back when it raises, or when the commit itself fails."""
        connection = self.connection()
        connection.execute("BEGIN IMMEDIATE")
        try:
            yield connection
            connection.execute("COMMIT")
        except BaseException:
            _roll_back(connection)
            raise

    def checkpoint(self) -> None:
        """Copy the write-ahead file's pages into the log and cut that file to nothing: on a
        full disk this gives back the room the write-ahead file held (its records are in
        the log file then, synced)."""
        self.connection().execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchall()

    def rows(self, sql: str, parameters: Sequence[Any] = ()) -> list[tuple[Any, ...]]:
        """The rows of one query (a statement is its own read transaction)."""
        return self.connection().execute(sql, parameters).fetchall()

    def current_schema(self) -> MigrationResult | None:
        """The schema check of a start: one query when the file is at `HEAD_REVISION`; a new
        file gets the newest schema in one transaction. None: Alembic must migrate it.
        Raises `AuditUnavailable` for a file this version must not touch (`refusal`)."""
        connection = self.connection()
        if sqlite_revision(connection) is None:
            with self.write() as conn:
                created = create_new_schema(conn)
            if created:
                return MigrationResult(None, HEAD_REVISION, None)
        problem = refusal(self.path, connection)  # another process may have made it meanwhile
        if problem:
            raise AuditUnavailable(problem)
        revision = sqlite_revision(connection)
        if revision == HEAD_REVISION:
            return MigrationResult(revision, revision, None)
        return None  # an older log, or one taken down to no schema: Alembic brings it up

    def close(self) -> None:
        if self._connection is not None:
            connection, self._connection = self._connection, None
            connection.close()


class Checkpointer:
    """Folds the write-ahead file into the log on a thread of its own, so that no append
    waits for it. SQLite does this at the commit that takes the file past 1,000 pages:
    that append then writes those pages into the log file and syncs it, which on a large
    log (its pages spread over gigabytes) made the slowest appends slower the larger the
    log grew. The writer's connection turns that off (`take_over`); after each append
    `nudge` starts a passive checkpoint (it never blocks a writer, nor waits for a reader)
    on another connection once the write-ahead file is past `WAL_LIMIT`. Never raises: a
    checkpoint that fails is tried again at the next nudge, and the last connection to
    close folds the file in anyway."""

    WAL_LIMIT = 4 << 20  # SQLite's own threshold: 1,000 pages of 4 kB

    def __init__(self, path: Path, busy_timeout_s: float) -> None:
        self.path = path
        self.wal = _wal(path)
        self.busy_timeout_s = busy_timeout_s
        self._closed = False
        self._lock = threading.Lock()
        # the worker's own connection: opened, used and closed on its thread only
        self._connection: sqlite3.Connection | None = None
        self._worker = Worker(
            "audit-checkpoint",
            self._round,
            first_wait_s=math.inf,
            retry_s=math.inf,
            finished=self._finished,
        )

    @staticmethod
    def take_over(connection: sqlite3.Connection) -> None:
        """No checkpoint on the commits of ``connection`` (the writer's)."""
        connection.execute("PRAGMA wal_autocheckpoint = 0").fetchall()

    def nudge(self) -> None:
        """After an append: a checkpoint soon, if the write-ahead file has grown past the
        limit (one stat of it otherwise)."""
        try:
            if self.wal.stat().st_size < self.WAL_LIMIT:
                return
        except OSError:
            return
        with self._lock:
            if self._closed:
                return
            self._worker.start()
        self._worker.wake()

    def _round(self) -> float:
        """One passive checkpoint; then wait for the next nudge."""
        try:
            if self._connection is None:
                self._connection = connect(self.path, self.busy_timeout_s)
            self._connection.execute("PRAGMA wal_checkpoint(PASSIVE)").fetchall()
        except sqlite3.Error:
            pass  # the next nudge tries again
        return math.inf

    def _finished(self) -> None:
        connection, self._connection = self._connection, None
        if connection is not None:
            connection.close()

    def close(self, timeout: float = 10.0) -> None:
        """Stop the thread, after the checkpoint it is doing."""
        with self._lock:
            self._closed = True
        self._worker.stop(timeout)


_HAS_TABLE = "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?"


def _wal(path: Path) -> Path:
    return path.with_name(path.name + "-wal")


def orphaned_wal(path: Path) -> str | None:
    """Why no new log may be started at ``path``: the log file is missing (or empty) while
    its write-ahead file is there, with the last records it may hold. SQLite would start
    the new log over it and they would be lost. None when a new log may be started."""
    wal = _wal(path)
    try:
        if wal.stat().st_size == 0:
            return None
    except OSError:
        return None
    return (
        f"{path.name} is missing or empty, but its write-ahead file {wal.name} is there and may"
        f" hold its last records: put {path.name} back, or move {wal.name} away to start a"
        " new log"
    )


def _has_content(path: Path) -> bool:
    return path.is_file() and path.stat().st_size > 0


def _peek(path: Path, sql: str, parameters: Sequence[Any] = ()) -> list[tuple[Any, ...]]:
    """The rows of one query on the log at ``path``, read without creating or changing it;
    [] for no file, an empty one, or one that cannot be read (opening it says why)."""
    if not _has_content(path):
        return []
    try:
        connection = sqlite3.connect(f"{path.absolute().as_uri()}?mode=rw", uri=True)
        try:
            return connection.execute(sql, parameters).fetchall()
        finally:
            connection.close()
    except sqlite3.Error:
        return []


# Each step a lookup in the station/seq index (a DISTINCT would read all of it).
_OWNERS = (
    "WITH RECURSIVE owners(station_id, n) AS ("
    " SELECT min(station_id), 1 FROM audit_records"
    " UNION ALL SELECT (SELECT min(station_id) FROM audit_records"
    " WHERE station_id > owners.station_id), n + 1 FROM owners"
    " WHERE owners.station_id IS NOT NULL AND n < 3)"
    " SELECT station_id FROM owners WHERE station_id IS NOT NULL"
)
# Another station's id on either side of this one in the station/seq index, and whether
# this one has a record: three lookups, whatever the size of the log.
_OTHER_CHAIN = (
    "SELECT coalesce("
    "(SELECT station_id FROM audit_records WHERE station_id < ?"
    " ORDER BY station_id DESC LIMIT 1),"
    " (SELECT station_id FROM audit_records WHERE station_id > ? ORDER BY station_id LIMIT 1)),"
    " EXISTS (SELECT 1 FROM audit_records WHERE station_id = ?)"
)


def chain_owners(path: Path) -> list[str]:
    """The station ids whose records the log at ``path`` holds (at most three); [] for no
    file, an empty log or one that cannot be read."""
    rows = _peek(path, _OWNERS)
    return [shown(str(row[0])[:64]) for row in rows]


def refusal(path: Path, connection: sqlite3.Connection) -> str | None:
    """Why the station must not write to the database at ``path`` (read through
    ``connection``), or None: another program's database, a log from a newer version, a log
    missing part of its schema. An empty database, a log at any known revision, and one
    taken down to no schema at all (an empty version table: Alembic rebuilds it) pass."""
    revision = sqlite_revision(connection)
    if revision is None:
        if connection.execute(_HAS_TABLE, ("alembic_version",)).fetchall():
            return None
        (objects,) = connection.execute("SELECT count(*) FROM sqlite_master").fetchone()
        return _not_a_log(path, "it has no log schema") if objects else None
    if revision not in REVISIONS:
        return (
            f"{path} was written by a newer version of this program (log schema"
            f" {revision[:40]!r}; this version knows up to {HEAD_REVISION!r}):"
            " run that version, or move the file away"
        )
    if revision != HEAD_REVISION:
        has_records = connection.execute(_HAS_TABLE, ("audit_records",)).fetchall()
        return None if has_records else _not_a_log(path, "it has no audit records table")
    missing = missing_objects(connection)
    if not missing:
        return None
    more = f" and {len(missing) - 3} more" if len(missing) > 3 else ""
    # never written past: the records it had may be the ones disputed
    return (
        f"{path} is not whole: {', '.join(missing[:3])}{more} missing (removed by hand, or"
        " the file is damaged): keep the file for the audit, and move it away to start a"
        " new log"
    )


def _not_a_log(path: Path, why: str) -> str:
    return (
        f"{path} is a database but not an audit log ({why}): move it away, and the station"
        " starts a new log"
    )


def holds_adjudications(path: Path) -> bool:
    """True when the log at ``path`` holds at least one adjudication (False when there is
    none or it cannot be read)."""
    return bool(_peek(path, "SELECT 1 FROM audit_records WHERE kind = 'adjudication' LIMIT 1"))


def other_chain(path: Path, station_id: str) -> str | None:
    """Why ``station_id`` must not write to the log at ``path``: it holds records, and none of
    them this station's (its ``station-id`` was swapped for another id: a second chain would
    begin in the same log). None otherwise, or when it cannot be read (opening says why)."""
    rows = _peek(path, _OTHER_CHAIN, (station_id, station_id, station_id))
    other, ours = rows[0] if rows else (None, True)
    if other is None or ours:
        return None
    return (
        f"the station id {shown(station_id)} has no records in this log, which holds the"
        f" records of station {shown(str(other)[:64])}: put that id back in station-id,"
        " or move the log away to start a new one"
    )


def log_file_problem(path: Path) -> str | None:
    """Why a station would refuse the log at ``path``, found without writing to it (for
    the self-test): a write-ahead file without its log, another program's database, a log
    from a newer version, or one missing part of its schema. None: it opens (or would be
    created). Unreadable files raise `sqlite3.Error` or `OSError`."""
    if not _has_content(path):
        return orphaned_wal(path)
    if _has_content(_wal(path)):
        return None  # the station replays it first: what the file alone says may be stale
    # immutable: no lock, no -wal/-shm files created next to the real log
    connection = sqlite3.connect(f"{path.absolute().as_uri()}?mode=ro&immutable=1", uri=True)
    try:
        return refusal(path, connection)
    finally:
        connection.close()


def refusal_before_opening(path: Path) -> str | None:
    """What must stop a station before it opens the file at ``path`` (opening switches a
    database to WAL mode, a write): a write-ahead file without its log, or a file not in
    WAL mode, which no log of ours is, that is not a log (read only: left as found)."""
    if not _has_content(path):
        return orphaned_wal(path)
    if in_wal_mode(path):
        return None  # a log of ours: checked once open (`LogFile.current_schema`)
    try:
        return log_file_problem(path)
    except sqlite3.Error:
        return None  # not even a database: opening it says so


def in_wal_mode(path: Path) -> bool:
    """True when the file at ``path`` is an SQLite database in WAL mode, as every log this
    program writes is (read from its header: nothing opened)."""
    try:
        header = read_regular_file(path, 20)[:20]  # a named pipe is refused without waiting
    except OSError:
        return False
    return header[:16] == b"SQLite format 3\x00" and header[18:20] == b"\x02\x02"


def _roll_back(connection: sqlite3.Connection) -> None:
    # SQLite may have rolled the transaction back itself (a full disk, an I/O error).
    if connection.in_transaction:
        with suppress(sqlite3.Error):
            connection.execute("ROLLBACK")
