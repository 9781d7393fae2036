"""The audit database: engines with the station's durability settings, and reading.

`sqlite_engine` opens a station's log (WAL, ``synchronous=FULL``, writers take
the lock up front); `database_engine` a central PostgreSQL log. The readers
(`verify_engine`, `query_engine`, `station_heads`) work on either; appending is
`kiosk.audit.store.AuditLog`'s job alone.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
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

from kiosk.audit.chain import StationReport, VerifyReport, check_station
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
    "station_heads",
    "verify_engine",
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
    """Check every station's chain in the database (see `kiosk.audit.chain`)."""
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
