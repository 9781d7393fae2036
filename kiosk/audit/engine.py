"""The audit database: engines with the station's durability settings, and reading.

`sqlite_engine` opens a station's log (WAL, ``synchronous=FULL``, writers take
the lock up front); `database_engine` a central PostgreSQL log. The readers
(`verify_engine`, `query_engine`, `station_heads`) work on either; appending is
`kiosk.audit.store.AuditLog`'s job alone.

A station log is verified from the file (`verify_log_file`), read only and as stored:
SQLite's ``integrity_check`` of the whole file (beside the reading, on a connection of its
own), then every row of ``audit_records`` in rowid order with no index (`scan_chains`), so
that a damaged index can neither hide a row nor show one twice. Damage is a BROKEN report,
never an exception: only a file that cannot be opened at all raises.
"""

from __future__ import annotations

import multiprocessing
import os
import shutil
import sqlite3
import tempfile
import threading
from collections.abc import Callable, Iterator
from concurrent.futures import ProcessPoolExecutor
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from sqlalchemy import (
    Connection,
    Engine,
    LargeBinary,
    Select,
    case,
    cast,
    create_engine,
    event,
    func,
    null,
    select,
)

from kiosk.audit.chain import (
    ChainTally,
    StationReport,
    VerifyReport,
    check_station,
    scan_chains,
)
from kiosk.audit.errors import first_line
from kiosk.audit.log_file import apply_durability, default_log_path, plain_reason
from kiosk.audit.models import AuditRow
from kiosk.audit.paging import conditions
from kiosk.audit.records import FILTER_COLUMNS, AuditQuery, AuditRecord

__all__ = [
    "READ",
    "database_engine",
    "default_log_path",
    "plain_reason",
    "query_engine",
    "sqlite_engine",
    "open_reading",
    "reading_connections",
    "station_heads",
    "verify_engine",
    "verify_log_file",
]

# Reading never takes the write lock (see `sqlite_engine`).
READ = {"audit_sqlite_begin": "DEFERRED"}
_READ = READ


def sqlite_engine(path: Path, *, busy_timeout_s: float = 5.0) -> Engine:
    """An engine for a station's SQLite log with the durability settings applied.

    Transactions start with ``BEGIN IMMEDIATE`` (the write lock is taken up
    front, so two writers never both read the same "last record"); an engine
    derived with ``execution_options(audit_sqlite_begin="DEFERRED")`` reads
    without taking it.
    """
    engine = create_engine(
        f"sqlite:///{path}",
        connect_args={"timeout": busy_timeout_s, "check_same_thread": False},
    )

    @event.listens_for(engine, "connect")
    def _on_connect(dbapi_connection: sqlite3.Connection, _record: Any) -> None:
        # SQLAlchemy's documented pysqlite recipe: the driver stops issuing BEGIN,
        # the "begin" hook below issues it instead.
        apply_durability(dbapi_connection, busy_timeout_s)

    @event.listens_for(engine, "begin")
    def _on_begin(connection: Any) -> None:
        mode = connection.get_execution_options().get("audit_sqlite_begin", "IMMEDIATE")
        connection.exec_driver_sql(f"BEGIN {mode}")

    return engine


def database_engine(url: str) -> Engine:
    """An engine for a central (PostgreSQL) log, e.g. ``postgresql+psycopg://user@host:5432/db``."""
    return create_engine(url, pool_pre_ping=True, connect_args={"connect_timeout": 5})


def _filter_column_objects() -> list[Any]:
    return [getattr(AuditRow, name) for name in FILTER_COLUMNS]


@contextmanager
def _raw_rows(conn: Connection, stmt: Select[Any]) -> Iterator[Iterator[tuple[Any, ...]]]:
    """Plain DBAPI tuples for ``stmt``, from the cursor itself: verify reads every
    row, and SQLAlchemy's per-row processing (or a generator's) would be most of
    its time; each row is checked while it is fresh in the processor's cache."""
    sql = str(stmt.compile(dialect=conn.dialect, compile_kwargs={"literal_binds": True}))
    cursor = conn.connection.dbapi_connection.cursor()  # type: ignore[union-attr]
    try:
        cursor.execute(sql)
        yield iter(cursor)  # type: ignore[arg-type]  # DBAPI cursors iterate their rows
    finally:
        cursor.close()


def verify_engine(engine: Engine) -> VerifyReport:
    """Check every station's chain in the database (see `kiosk.audit.chain`); a station's
    log file is read by `verify_log_file`."""
    database = engine.url.database if engine.dialect.name == "sqlite" else None
    if database and database != ":memory:" and not database.startswith("file:"):
        return verify_log_file(Path(database))
    # One snapshot for the whole check, so records a relay commits meanwhile are not half
    # seen: SQLite's deferred read transaction (WAL) is one; PostgreSQL needs REPEATABLE READ.
    if engine.dialect.name == "postgresql":
        reader = engine.execution_options(isolation_level="REPEATABLE READ")
    else:
        reader = engine.execution_options(**_READ)
    reports: list[StationReport] = []
    with reader.connect() as conn, conn.begin():
        body: Any = AuditRow.body
        if engine.dialect.name == "sqlite":
            encoding = conn.exec_driver_sql("PRAGMA encoding").scalar()
            if encoding == "UTF-8":  # the stored bytes are the text's UTF-8: hashed as they are
                is_text = func.typeof(AuditRow.body) == "text"  # else NULL: hashed as "None"
                body = case((is_text, cast(AuditRow.body, LargeBinary)), else_=null())
        stations = conn.execute(
            select(AuditRow.station_id).distinct().order_by(AuditRow.station_id)
        ).scalars()
        for station in list(stations):
            by_id = select(AuditRow.id).where(AuditRow.station_id == station).order_by(AuditRow.id)
            with _raw_rows(conn, by_id) as id_rows:
                ids = [row[0] for row in id_rows]
            stmt = (
                select(
                    AuditRow.id,
                    body,
                    AuditRow.prev_hash,
                    AuditRow.hash,
                    *_filter_column_objects(),
                )
                .where(AuditRow.station_id == station)
                .order_by(AuditRow.seq, AuditRow.id)
            )
            with _raw_rows(conn, stmt) as rows:  # the fields of a `ChainRow`, in its order
                reports.append(check_station(station, rows, ids))
    return VerifyReport(tuple(reports))


_WAL = "-wal"


def _writable(path: Path) -> bool:
    # access() says no for an immutable file (chattr +i) or a read-only mount, even to root
    return os.access(path, os.W_OK) and os.access(path.parent, os.W_OK | os.X_OK)


@contextmanager
def reading_connections(path: Path, *, read_only_media: bool = False) -> Iterator[str]:
    """The URI of connections (`open_reading`) that read the log at ``path`` and never
    write to it, in SQLite's read-only mode. Where the file and its folder are writable,
    SQLite reads the log as the station left it, its write-ahead file included. On
    read-only media (the file or its folder not writable, a read-only mount, ``chattr +i``,
    or ``read_only_media``) the file is opened immutable; if its write-ahead file holds
    records, which immutable reading would not see, the log and that file are copied to a
    private temporary folder and the copy is read. Raises `sqlite3.OperationalError` or
    `OSError` when the file cannot be opened."""
    wal = path.with_name(path.name + _WAL)
    uri = path.absolute().as_uri()
    if not read_only_media and _writable(path):
        yield f"{uri}?mode=ro"
        return
    try:
        wal_records = wal.stat().st_size > 0
    except FileNotFoundError:
        wal_records = False
    if not wal_records:
        yield f"{uri}?mode=ro&immutable=1"
        return
    with tempfile.TemporaryDirectory(prefix="audit-verify-") as folder:
        copy = Path(folder) / path.name
        shutil.copyfile(path, copy)
        shutil.copyfile(wal, copy.with_name(copy.name + _WAL))
        yield f"{copy.as_uri()}?mode=ro"


def open_reading(uri: str) -> sqlite3.Connection:
    """A connection on a URI from `reading_connections`."""
    connection = sqlite3.connect(uri, uri=True, check_same_thread=False)
    connection.isolation_level = None  # reads only: no transaction of the driver's own
    return connection


_INTEGRITY_ERRORS = 3


class _IntegrityCheck(threading.Thread):
    """SQLite's ``integrity_check`` of the whole file (every page and b-tree, every table
    and index, and every index against its table: ``quick_check`` skips that, and an index
    page with one bit flipped passed it while the export, read through that index, changed)
    on a connection of its own, while the rows are read: SQLite lets go of the interpreter
    meanwhile, so it runs on a second core."""

    def __init__(self, uri: str) -> None:
        super().__init__(name="audit-quick-check", daemon=True)
        self._uri = uri
        self.problem: str | None = None

    def run(self) -> None:
        try:
            connection = open_reading(self._uri)
            try:
                found = connection.execute(
                    f"PRAGMA integrity_check({_INTEGRITY_ERRORS})"
                ).fetchall()
            finally:
                connection.close()
        except _UNREADABLE_ROWS as exc:
            self.problem = f"SQLite's integrity check could not run: {_unreadable_reason(exc)}"
            return
        lines = [
            line
            for row in found
            for line in str(row[0]).splitlines()
            if line.strip() and not line.startswith("*** in database")
        ]
        if lines != ["ok"]:
            self.problem = "SQLite's integrity check found: " + "; ".join(lines)


_AUDIT_COLUMNS = ("body", "prev_hash", "hash", *FILTER_COLUMNS)


def _chain_columns(connection: sqlite3.Connection) -> str | None:
    """The columns verify reads, as SQL (the body as the bytes of its UTF-8 text when the
    database stores text as UTF-8); None when the log has no whole audit_records table."""
    names = {row[1] for row in connection.execute("PRAGMA table_info(audit_records)")}
    if not names.issuperset(_AUDIT_COLUMNS):
        return None
    body = "body"
    if connection.execute("PRAGMA encoding").fetchone()[0] == "UTF-8":
        # the stored bytes are the text's UTF-8: hashed as they are; else NULL, "None"
        body = "CASE WHEN typeof(body) = 'text' THEN CAST(body AS BLOB) END"
    return ", ".join(["rowid", body, "prev_hash", "hash", *FILTER_COLUMNS])


# What reading a damaged file raises: SQLite's errors, text that is not UTF-8 in a UTF-8
# database (UnicodeDecodeError, a ValueError), a length beyond what Python can hold.
_UNREADABLE_ROWS = (sqlite3.Error, ValueError, OverflowError, MemoryError)


def _unreadable_reason(exc: BaseException) -> str:
    if isinstance(exc, UnicodeDecodeError):
        return "it holds text that is not valid UTF-8"
    if isinstance(exc, sqlite3.Error):
        return first_line(exc)  # SQLite's own words: "database disk image is malformed"
    return f"{type(exc).__name__}: {exc}"


def verify_log_file(path: Path, *, read_only_media: bool = False, workers: int = 1) -> VerifyReport:
    """Check a station's log file: the file's integrity and every station's chain, reading
    every row as stored (see the module docstring), in constant memory. Any damage is a
    report that is not OK, naming it (`VerifyReport.damage`); raises `sqlite3.OperationalError`
    or `OSError` only when the file cannot be opened at all (`reading_connections`).

    ``workers`` above 1 reads a large log (`PARALLEL_FROM_BYTES`) in that many parts, each
    in a process of its own (forked: POSIX only, and only from a process without threads,
    such as the command line), the parts' chains then joined; the same report."""
    with reading_connections(path, read_only_media=read_only_media) as uri:
        connection = open_reading(uri)
        try:
            connection.execute("SELECT 1 FROM sqlite_master LIMIT 1").fetchall()
        except sqlite3.OperationalError as exc:
            connection.close()
            if "unable to open" in str(exc) or "locked" in str(exc):
                raise  # not a verdict on the file: it could not be read at all
            return VerifyReport((), f"it cannot be read ({plain_reason(exc)})")
        except _UNREADABLE_ROWS as exc:  # not a database, its first page or schema damaged
            connection.close()
            return VerifyReport((), _unreadable_reason(exc))
        integrity = _IntegrityCheck(uri)
        try:
            stations, damage = _read_chains(connection, uri, workers, integrity.start)
        finally:
            connection.close()
            if integrity.is_alive() or integrity.ident is None:
                if integrity.ident is None:
                    integrity.start()
                integrity.join()
    return VerifyReport(stations, integrity.problem or damage)


PARALLEL_FROM_BYTES = 256 << 20
_RANGE = (
    "SELECT {columns} FROM audit_records NOT INDEXED WHERE rowid BETWEEN ? AND ? ORDER BY rowid"
)


def _read_chains(
    connection: sqlite3.Connection, uri: str, workers: int, started: Callable[[], None]
) -> tuple[tuple[StationReport, ...], str | None]:
    """Every station's chain, from a scan of the whole table in rowid order (one read
    snapshot), or of its parts in ``workers`` processes; a station whose chain breaks is
    read again to name the break. ``started`` is called once the scan has begun."""
    tallies: dict[Any, ChainTally] = {}
    reports: list[StationReport] = []
    try:
        connection.execute("BEGIN")  # one snapshot for the scan and the second readings
        columns = _chain_columns(connection)
        if columns is None:
            started()
            return (), "it has no whole audit_records table (not a log, or its schema is damaged)"
        parts = _parts(connection, workers)
        if len(parts) > 1:
            damage = _scan_parts(uri, columns, parts, tallies, started)
            if damage is not None:
                return tuple(t.report() for t in tallies.values()), damage
        else:
            scan = f"SELECT {columns} FROM audit_records NOT INDEXED ORDER BY rowid"
            rows = connection.execute(scan)
            started()
            scan_chains(rows, tallies)
        for _station, tally in sorted(tallies.items(), key=lambda item: str(item[0])):
            reports.append(
                _broken_station(connection, columns, tally) if tally.broken else tally.report()
            )
    except _UNREADABLE_ROWS as exc:
        done = {report.station_id for report in reports}
        reports += [t.report() for t in tallies.values() if str(t.station_id) not in done]
        return tuple(reports), f"a row cannot be read ({_unreadable_reason(exc)})"
    return tuple(reports), None


def _parts(connection: sqlite3.Connection, workers: int) -> list[tuple[int, int]]:
    """Rowid ranges for ``workers`` processes, when the log is large enough to gain."""
    if workers < 2 or os.name != "posix" or threading.active_count() > 1:
        return []
    (pages,) = connection.execute("PRAGMA page_count").fetchone()
    (page_size,) = connection.execute("PRAGMA page_size").fetchone()
    if pages * page_size < PARALLEL_FROM_BYTES:
        return []
    low, high = connection.execute("SELECT min(rowid), max(rowid) FROM audit_records").fetchone()
    if low is None:
        return []
    step = (high - low) // workers + 1
    return [(start, min(start + step - 1, high)) for start in range(low, high + 1, step)]


def _scan_part(
    uri: str, columns: str, low: int, high: int, anchored: bool
) -> tuple[list[ChainTally], str | None]:
    """One part of the table (rowids ``low`` to ``high``) scanned in a worker process;
    ``anchored``: the first part, where every chain starts."""
    tallies: dict[Any, ChainTally] = {}
    try:
        connection = open_reading(uri)
        try:
            rows = connection.execute(_RANGE.format(columns=columns), (low, high))
            scan_chains(rows, tallies, anchored=anchored)
        finally:
            connection.close()
    except _UNREADABLE_ROWS as exc:
        return list(tallies.values()), f"a row cannot be read ({_unreadable_reason(exc)})"
    return list(tallies.values()), None


def _scan_parts(
    uri: str,
    columns: str,
    parts: list[tuple[int, int]],
    tallies: dict[Any, ChainTally],
    started: Callable[[], None],
) -> str | None:
    """Scan ``parts`` in processes of their own and join each station's chain in storage
    order into ``tallies``; the damage a part found, if any."""

    with ProcessPoolExecutor(len(parts), mp_context=multiprocessing.get_context("fork")) as pool:
        futures = [
            pool.submit(_scan_part, uri, columns, low, high, n == 0)
            for n, (low, high) in enumerate(parts)
        ]
        started()  # forked first: the integrity check's thread is not copied into them
        results = [future.result() for future in futures]
    for part, damage in results:
        for tally in part:
            joined = tallies.get(tally.station_id)
            if joined is None:  # the station's first rows: they must start its chain
                joined = tallies[tally.station_id] = ChainTally(tally.station_id)
            joined.extend(tally)
        if damage is not None:
            return damage
    return None


def _broken_station(
    connection: sqlite3.Connection, columns: str, tally: ChainTally
) -> StationReport:
    """The break in a station's chain, named by `check_station` over its rows in (seq,
    rowid) order, read again without an index."""
    station = tally.station_id
    where = "FROM audit_records NOT INDEXED WHERE station_id IS ?"
    rows = connection.execute(f"SELECT {columns} {where} ORDER BY seq, rowid", (station,))
    ids = (row[0] for row in connection.execute(f"SELECT rowid {where} ORDER BY rowid", (station,)))
    (max_id,) = connection.execute(f"SELECT max(rowid) {where}", (station,)).fetchone()
    report = check_station(str(station), rows, ids, max_id)
    # the scan saw a break the second reading does not (never the case): never OK
    return tally.report() if report.ok else report


def query_engine(engine: Engine, query: AuditQuery) -> list[AuditRecord]:
    """The records matching ``query``, oldest first (then by station and seq); the
    conditions are `kiosk.audit.paging.conditions`, the viewer's own."""
    stmt = select(AuditRow.body, AuditRow.hash, AuditRow.prev_hash).where(
        *conditions(query, engine.dialect.name)
    )
    stmt = stmt.order_by(AuditRow.recorded_at, AuditRow.station_id, AuditRow.seq)
    with engine.execution_options(**_READ).connect() as conn:
        return [AuditRecord.from_body(b, h, p) for b, h, p in conn.execute(stmt)]


def station_heads(conn: Connection) -> dict[str, int]:
    """The highest sequence number of each station in a database (local or central)."""
    rows = conn.execute(
        select(AuditRow.station_id, func.max(AuditRow.seq)).group_by(AuditRow.station_id)
    )
    return {station: int(seq) for station, seq in rows}
