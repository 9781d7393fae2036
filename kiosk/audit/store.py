"""The audit store: one class owning the database engine; appends, queries, verify.

An append is one ``BEGIN IMMEDIATE`` transaction on SQLite (WAL,
``synchronous=FULL``, ``fullfsync`` on macOS): read the station's last record,
build and hash the new one, insert, commit. When `AuditLog.record_adjudication`
returns, the record is on disk; when it cannot be, `AuditUnavailable` is
raised and nothing is returned for the screen to show.
"""

from __future__ import annotations

import json
import sqlite3
import sys
import threading
import uuid
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from sqlalchemy import (
    Connection,
    Engine,
    LargeBinary,
    Select,
    bindparam,
    case,
    cast,
    create_engine,
    event,
    func,
    insert,
    null,
    select,
)
from sqlalchemy.exc import SQLAlchemyError

from kiosk.audit.central import Link, central_chain
from kiosk.audit.chain import StationReport, VerifyReport, check_station
from kiosk.audit.errors import AuditUnavailable
from kiosk.audit.migrate import MigrationResult, upgrade
from kiosk.audit.models import AuditRow
from kiosk.audit.paging import conditions
from kiosk.audit.records import (
    BODY_FORMAT,
    FILTER_COLUMNS,
    GENESIS_HASH,
    AuditQuery,
    AuditRecord,
    EventKind,
    adjudication_payload,
    canonical_json,
    chain_hash,
    event_payload,
    filter_columns,
    format_utc,
    utc_offset_minutes,
)
from kiosk.core.adjudication import Adjudication
from kiosk.core.receipts import default_receipt_prefix, receipt_code, split_lookup_of
from kiosk.core.rulings import ruling_details

__all__ = [
    "AuditLog",
    "AuditUnavailable",
    "Clock",
    "database_engine",
    "default_log_path",
    "open_audit_log",
    "query_engine",
    "sqlite_engine",
    "verify_engine",
]

Clock = Callable[[], datetime]

_READ = {"audit_sqlite_begin": "DEFERRED"}

# Built once: an append runs these three statements and nothing else.
_LAST_RECORD = (
    select(AuditRow.seq, AuditRow.hash)
    .where(AuditRow.station_id == bindparam("station"))
    .order_by(AuditRow.seq.desc())
    .limit(1)
)
_RECENT_ADJUDICATIONS = (
    select(AuditRow.body)
    .where(
        AuditRow.station_id == bindparam("station"),
        AuditRow.kind == "adjudication",
        AuditRow.recorded_at >= bindparam("since"),
    )
    .order_by(AuditRow.seq.desc())
    .limit(200)
)
_INSERT = insert(AuditRow)


def _utc_now() -> datetime:
    return datetime.now(UTC)


def default_log_path() -> Path:
    from kiosk.paths import kiosk_home

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


def _reason(exc: BaseException) -> str:
    """Plain words for an error, keeping the driver's text for the director."""
    orig = getattr(exc, "orig", None) or exc
    detail = str(orig).strip().splitlines()[0] if str(orig).strip() else type(orig).__name__
    lowered = detail.lower()
    for needle, plain in _PLAIN_REASONS:
        if needle in lowered:
            return f"{plain} ({detail})"
    return detail


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
        dbapi_connection.isolation_level = None
        cursor = dbapi_connection.cursor()
        try:
            cursor.execute(f"PRAGMA busy_timeout = {int(busy_timeout_s * 1000)}")
            cursor.execute("PRAGMA journal_mode = WAL")
            cursor.execute("PRAGMA synchronous = FULL")
            if sys.platform == "darwin":
                cursor.execute("PRAGMA fullfsync = ON")
                cursor.execute("PRAGMA checkpoint_fullfsync = ON")
        finally:
            cursor.close()

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


class AuditLog:
    """A station's audit log: appends records to its chain; reads and checks the database.

    Safe to use from several threads (appends are serialised). Every append
    either returns the committed record or raises `AuditUnavailable`.
    """

    def __init__(
        self,
        engine: Engine,
        *,
        station_id: str,
        station_name: str = "",
        split_window_s: float = 90.0,
        clock: Clock = _utc_now,
        path: Path | None = None,
        migration: MigrationResult | None = None,
    ) -> None:
        if not station_id:
            raise ValueError("a station id is required")
        self._engine = engine
        self.station_id = station_id
        self.station_name = station_name
        self.split_window_s = split_window_s
        self.receipt_prefix = default_receipt_prefix(station_id)
        self.path = path
        self.migration = migration
        self._clock = clock
        self._lock = threading.Lock()
        self._listeners: list[Callable[[AuditRecord], None]] = []
        self._closed = False

    @property
    def engine(self) -> Engine:
        return self._engine

    # -- writing -------------------------------------------------------------------------

    def record_adjudication(
        self,
        adj: Adjudication,
        *,
        profile: str,
        source: str = "kiosk",
        re_adjudication_of: str | None = None,
        second_opinion: Adjudication | None = None,
        event_id: str | None = None,
        table: int | None = None,
        declared_count: int | None = None,
        split_warning: Mapping[str, Any] | None = None,
    ) -> AuditRecord:
        """Append an adjudication; returns only once it is committed to disk.

        Flags ``possible_split_lookup`` when the station's previous adjudication
        was less than ``split_window_s`` ago (NSA IV.J.2); ``re_adjudication_of``
        names the event id of the record this one re-judges (IV.J.1.m).
        ``event_id`` (a UUID chosen before the write) lets a copy kept in
        ``unrecorded.jsonl`` be matched with the record if the write completes late.
        """
        payload = adjudication_payload(
            adj,
            profile=profile,
            source=source,
            re_adjudication_of=re_adjudication_of,
            second_opinion=second_opinion,
            table=table,
            declared_count=declared_count,
            split_warning=split_warning,
        )
        extra_flags = {"re_adjudication": re_adjudication_of is not None}
        if second_opinion is not None:
            extra_flags["second_opinion_differs"] = second_opinion.verdict is not adj.verdict
        return self._append(
            EventKind.ADJUDICATION,
            payload,
            refers_to=re_adjudication_of,
            flags=extra_flags,
            event_id=event_id,
        )

    def record_late_adjudication(
        self, payload: dict[str, Any], *, event_id: str, shown_at_utc: str, log_problem: str
    ) -> AuditRecord:
        """Append an adjudication that was shown while the log could not record it.

        ``payload`` is the adjudication part of a body as it was kept in
        ``unrecorded.jsonl``; the record is flagged ``late_record`` and says
        when its verdict was shown and why it was not recorded then. It keeps
        the event id it was given at the station, so it can be added only once.
        """
        late = {**payload, "late": {"shown_at": shown_at_utc, "log_problem": log_problem}}
        return self._append(
            EventKind.ADJUDICATION,
            late,
            refers_to=None,
            flags={"late_record": True},
            event_id=event_id,
            split_check=False,
        )

    def recent_adjudications(self, seconds: float) -> list[AuditRecord]:
        """This station's adjudications of the last ``seconds``, newest first."""
        since = format_utc(self._clock() - timedelta(seconds=seconds))
        try:
            with self._engine.execution_options(**_READ).connect() as conn:
                rows = conn.execute(
                    select(AuditRow.body, AuditRow.hash, AuditRow.prev_hash)
                    .where(
                        AuditRow.station_id == self.station_id,
                        AuditRow.kind == "adjudication",
                        AuditRow.recorded_at >= since,
                    )
                    .order_by(AuditRow.seq.desc())
                    .limit(500)
                ).all()
        except (SQLAlchemyError, OSError, sqlite3.Error) as exc:
            raise AuditUnavailable(_reason(exc)) from exc
        return [AuditRecord.from_body(b, h, p) for b, h, p in rows]

    def has_event(self, event_id: str) -> bool:
        """Whether a record with this event id is in the log."""
        with self._engine.execution_options(**_READ).connect() as conn:
            found = conn.execute(
                select(AuditRow.id).where(AuditRow.event_id == event_id).limit(1)
            ).first()
        return found is not None

    def record_event(
        self, kind: EventKind, details: Mapping[str, Any], *, refers_to: str | None = None
    ) -> AuditRecord:
        """Append a station event (details must be JSON values; TypeError otherwise)."""
        if kind is EventKind.ADJUDICATION:
            raise ValueError("adjudications are recorded with record_adjudication")
        return self._append(kind, event_payload(details), refers_to=refers_to, flags={})

    def annotate(self, refers_to: str, category: str, note: str, **fields: Any) -> AuditRecord:
        """Append a director's ruling on an earlier record (nothing is ever changed).

        ``category`` is one of `kiosk.core.rulings.RULINGS` ("re-adjudicated",
        "manual-lookup", "improper-lookup-penalty", "compensated-iv-k-5", "note");
        ``fields`` are its typed values. Raises ValueError for a ruling that is not
        complete, before anything is written.
        """
        details = ruling_details(category, note, **fields)
        return self.record_event(EventKind.ANNOTATION, details, refers_to=refers_to)

    def add_listener(self, listener: Callable[[AuditRecord], None]) -> None:
        """Call ``listener(record)`` after each committed append (e.g. to wake a relay)."""
        self._listeners.append(listener)

    def remove_listener(self, listener: Callable[[AuditRecord], None]) -> None:
        """Stop calling ``listener`` (no error when it was not added)."""
        if listener in self._listeners:
            self._listeners.remove(listener)

    def _append(
        self,
        kind: EventKind,
        payload: dict[str, Any],
        *,
        refers_to: str | None,
        flags: dict[str, bool],
        event_id: str | None = None,
        split_check: bool = True,
    ) -> AuditRecord:
        if self._closed:
            raise AuditUnavailable("the log is closed")
        with self._lock:
            try:
                record = self._append_locked(
                    kind, payload, refers_to, flags, event_id or str(uuid.uuid4()), split_check
                )
            except (SQLAlchemyError, OSError, sqlite3.Error) as exc:
                raise AuditUnavailable(_reason(exc)) from exc
        for listener in list(self._listeners):
            listener(record)
        return record

    def _append_locked(
        self,
        kind: EventKind,
        payload: dict[str, Any],
        refers_to: str | None,
        flags: dict[str, bool],
        event_id: str,
        split_check: bool,
    ) -> AuditRecord:
        with self._engine.begin() as conn:
            station = {"station": self.station_id}
            last = conn.execute(_LAST_RECORD, station).first()
            seq, prev_hash = (last[0] + 1, last[1]) if last else (1, GENESIS_HASH)
            now = self._clock()
            if kind is EventKind.ADJUDICATION:
                payload = {**payload, "receipt": receipt_code(self.receipt_prefix, seq)}
            if kind is EventKind.ADJUDICATION and split_check:
                since = format_utc(now - timedelta(seconds=self.split_window_s))
                recent = [
                    json.loads(text)
                    for (text,) in conn.execute(_RECENT_ADJUDICATIONS, {**station, "since": since})
                ]
                split = split_lookup_of(
                    recent,
                    str(payload.get("profile")),
                    payload.get("table"),
                    now,
                    self.split_window_s,
                )
                payload["split_lookup_of"] = split
                flags = {"possible_split_lookup": split is not None, **flags}
            body: dict[str, Any] = {
                "format": BODY_FORMAT,
                "event_id": event_id,
                "station_id": self.station_id,
                "station_name": self.station_name,
                "seq": seq,
                "kind": kind.value,
                "recorded_at": format_utc(now),
                "utc_offset_minutes": utc_offset_minutes(now),
                "flags": flags,
                "refers_to": refers_to,
                **payload,
            }
            body_text = canonical_json(body)
            digest = chain_hash(prev_hash, body_text)
            conn.execute(
                _INSERT,
                {**filter_columns(body), "body": body_text, "prev_hash": prev_hash, "hash": digest},
            )
        return AuditRecord.from_body(body_text, digest, prev_hash)

    # -- reading -------------------------------------------------------------------------

    def query(self, query: AuditQuery | None = None) -> list[AuditRecord]:
        """Records matching ``query`` (all by default), oldest first."""
        return query_engine(self._engine, query or AuditQuery())

    def records_after(self, station_id: str, seq: int, limit: int) -> list[tuple[Any, ...]]:
        """Raw rows (all columns but ``id``) of a station after ``seq``, in seq order."""
        columns = [c for c in AuditRow.__table__.columns if c.name != "id"]
        with self._engine.execution_options(**_READ).connect() as conn:
            return [
                tuple(r)
                for r in conn.execute(
                    select(*columns)
                    .where(AuditRow.station_id == station_id, AuditRow.seq > seq)
                    .order_by(AuditRow.seq)
                    .limit(limit)
                )
            ]

    def chain(self, station_id: str) -> list[Link]:
        """A station's (seq, prev_hash, hash) in sequence order."""
        with self._engine.execution_options(**_READ).connect() as conn:
            return central_chain(conn, station_id)

    def station_heads(self) -> dict[str, int]:
        """The last sequence number of each station in this database."""
        with self._engine.execution_options(**_READ).connect() as conn:
            return station_heads(conn)

    def verify(self) -> VerifyReport:
        """Check every chain in this database; see `kiosk.audit.chain` for what a break is."""
        return verify_engine(self._engine)

    # -- lifetime ------------------------------------------------------------------------

    def close(self) -> None:
        """Release the database. Appends after this fail. (Whoever started a relay on this
        log stops it first.)"""
        if self._closed:
            return
        self._closed = True
        self._engine.dispose()

    def __enter__(self) -> AuditLog:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()


def open_audit_log(
    *,
    station_id: str,
    station_name: str = "",
    path: Path | None = None,
    split_window_s: float = 90.0,
    clock: Clock = _utc_now,
    busy_timeout_s: float = 5.0,
) -> AuditLog:
    """Open (creating or migrating as needed) a station's log and return it.

    The schema is brought to the newest revision first; an existing file is
    backed up before any migration (``audit.sqlite3.bak-<from>-<to>-<utc>``)
    and the migration is then recorded in the log. Raises `AuditUnavailable` when
    the log cannot be opened. (Copying to a central log is `kiosk.audit.relay`'s job,
    started by whoever opened the log.)
    """
    path = Path(path) if path is not None else default_log_path()
    try:
        existed = path.is_file() and path.stat().st_size > 0
        if path.is_dir():
            raise AuditUnavailable(f"{path} is a folder, not a log file")
        if not path.parent.is_dir():
            raise AuditUnavailable(f"the folder {path.parent} does not exist")
        engine = sqlite_engine(path, busy_timeout_s=busy_timeout_s)
        migration = upgrade(engine, backup_sqlite_file=path if existed else None, now=clock())
    except (SQLAlchemyError, OSError, sqlite3.Error) as exc:
        raise AuditUnavailable(_reason(exc)) from exc
    log = AuditLog(
        engine,
        station_id=station_id,
        station_name=station_name,
        split_window_s=split_window_s,
        clock=clock,
        path=path,
        migration=migration,
    )
    if migration.migrated and migration.from_revision is not None:
        log.record_event(
            EventKind.LOG_MIGRATED,
            {
                "from": migration.from_revision,
                "to": migration.to_revision,
                "backup": migration.backup.name if migration.backup else None,
            },
        )
    return log
