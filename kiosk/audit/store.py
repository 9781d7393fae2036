"""The audit store: one class owning a station's log; appends, queries, verify.

An append is one ``BEGIN IMMEDIATE`` transaction on SQLite (WAL, ``synchronous=FULL``,
``fullfsync`` on macOS) through the standard library's sqlite3 (`kiosk.audit.log_file`):
read the station's last record, build and hash the new one, insert, commit. When
`AuditLog.record_adjudication` returns, the record is on disk; when it cannot be,
`AuditUnavailable` is raised and nothing is returned for the screen to show. Reading,
verifying and relaying go through a SQLAlchemy engine on the same file, built when
first needed: a station that only judges never loads the database layer.
"""

from __future__ import annotations

import contextlib
import json
import sqlite3
import threading
import uuid
from collections.abc import Callable, Mapping
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import TYPE_CHECKING, Any

from kiosk.audit.errors import AuditUnavailable
from kiosk.audit.log_file import (
    Checkpointer,
    LogFile,
    default_log_path,
    plain_reason,
    refusal_before_opening,
)
from kiosk.audit.receipt_mark import ReceiptMark
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
    filter_values,
    format_utc,
    parse_utc,
    utc_offset_minutes,
)
from kiosk.audit.schema import MigrationResult
from kiosk.core.adjudication import Adjudication
from kiosk.core.judgements import split_lookup_of
from kiosk.core.receipts import default_receipt_prefix, receipt_code
from kiosk.core.rulings import ruling_details
from kiosk.deferred import deferred

# The database layer is loaded when a reader first needs it (`kiosk.deferred`).
if TYPE_CHECKING:
    import sqlalchemy as sa
    from sqlalchemy import Engine

    from kiosk.audit import central, migrate, models
    from kiosk.audit import engine as engines
    from kiosk.audit.central import Link
    from kiosk.audit.chain import VerifyReport
else:
    sa = deferred("sqlalchemy")
    central = deferred("kiosk.audit.central")
    migrate = deferred("kiosk.audit.migrate")
    models = deferred("kiosk.audit.models")
    engines = deferred("kiosk.audit.engine")

__all__ = [
    "AuditLog",
    "AuditUnavailable",
    "Clock",
    "open_audit_log",
]

Clock = Callable[[], datetime]


# An append runs these three statements and nothing else (plain SQL: the station writes
# its chain without loading the database layer; `kiosk.audit.models.AuditRow` is the table).
# Each reads a few index entries whatever the log's size: the last record through the
# station/seq index, the split-lookup candidate through the kind/time index (bounded on
# both sides by the split window, so records dated in the future by a wrong clock are never
# read; newest first, so the first row of the division and table is the one), the insert.
# tests/audit/test_append_scale.py checks their plans: no statement of an append scans.
_LAST_RECORD = "SELECT seq, hash FROM audit_records WHERE station_id = ? ORDER BY seq DESC LIMIT 1"
_SPLIT_CANDIDATE = (
    "SELECT body FROM audit_records INDEXED BY ix_audit_kind_time"
    " WHERE kind = 'adjudication' AND recorded_at > ? AND recorded_at <= ?"
    " AND station_id = ? AND profile IS ? AND json_extract(body, '$.table') IS ?"
    " ORDER BY recorded_at DESC LIMIT 16"  # a few: the latest of the same game counts
)
_STORED = ("body", "prev_hash", "hash")
_INSERT = (
    f"INSERT INTO audit_records ({', '.join((*FILTER_COLUMNS, *_STORED))})"
    f" VALUES ({', '.join('?' * (len(FILTER_COLUMNS) + len(_STORED)))})"
)
# At a start (not on the judge key): this station's adjudications dated since a moment,
# those dated in the future too, through the kind/time index, newest date first.
_RECENT_RECORDS = (
    "SELECT body, hash, prev_hash FROM audit_records INDEXED BY ix_audit_kind_time"
    " WHERE kind = 'adjudication' AND recorded_at >= ? AND station_id = ?"
    " ORDER BY recorded_at DESC LIMIT 500"
)
_HAS_EVENT = "SELECT 1 FROM audit_records WHERE event_id = ? LIMIT 1"
_STARTS_AFTER = (
    "SELECT seq, recorded_at FROM audit_records INDEXED BY ix_audit_kind_time"
    " WHERE kind = 'kiosk-started' AND station_id = ? AND seq > ? ORDER BY seq"
)
_FAILURES = (OSError, sqlite3.Error)


def _utc_now() -> datetime:
    return datetime.now(UTC)


_SESSION_PAGE = 500
_NEWEST_OWN = (
    "SELECT seq, kind, recorded_at FROM audit_records WHERE station_id = ? "
    "ORDER BY seq DESC LIMIT ?"
)
_OLDER_OWN = (
    "SELECT seq, kind, recorded_at FROM audit_records WHERE station_id = ? AND seq < ? "
    "ORDER BY seq DESC LIMIT ?"
)


def _record_of(body_text: str, moment: datetime, hash_: str, prev_hash: str) -> AuditRecord:
    """The record just written, as `AuditRecord.from_body` reads it back from its stored
    text, less the parsing of its time: ``moment`` is the time it was stamped with (the
    stored text keeps every microsecond of it)."""
    body = json.loads(body_text)
    return AuditRecord(
        event_id=body["event_id"],
        station_id=body["station_id"],
        seq=body["seq"],
        kind=EventKind(body["kind"]),
        recorded_at=moment.astimezone(UTC),
        utc_offset_minutes=body["utc_offset_minutes"],
        body=body,
        flags=dict(body.get("flags") or {}),
        refers_to=body.get("refers_to"),
        hash=hash_,
        prev_hash=prev_hash,
    )


class AuditLog:
    """A station's audit log: appends records to its chain; reads and checks the database.

    Safe to use from several threads (appends are serialised). Every append
    either returns the committed record or raises `AuditUnavailable`.
    """

    def __init__(
        self,
        file: LogFile,
        *,
        station_id: str,
        station_name: str = "",
        split_window_s: float = 90.0,
        clock: Clock = _utc_now,
        migration: MigrationResult | None = None,
        engine: Engine | None = None,
    ) -> None:
        if not station_id:
            raise ValueError("a station id is required")
        self.file = file
        self._engine = engine
        self.station_id = station_id
        self.station_name = station_name
        self.split_window_s = split_window_s
        self.receipt_prefix = default_receipt_prefix(station_id)
        self._receipts = ReceiptMark(file.path)  # no receipt repeats after a restored log
        self.migration = migration
        self._clock = clock
        self._lock = threading.Lock()
        self._engine_lock = threading.Lock()
        self._listeners: list[Callable[[AuditRecord], None]] = []
        self._closed = False
        # the write-ahead file is folded into the log off the appends' path
        self._checkpointer = Checkpointer(file.path, file.busy_timeout_s)
        with contextlib.suppress(*_FAILURES):
            Checkpointer.take_over(file.connection())

    @property
    def path(self) -> Path:
        return self.file.path

    @property
    def engine(self) -> Engine:
        """A SQLAlchemy engine on the same file, for the readers (the viewer, exports,
        verify, the relay): built when first asked, so that a station that only judges
        never loads the database layer."""
        with self._engine_lock:
            if self._closed:
                raise AuditUnavailable("the log is closed")
            if self._engine is None:
                self._engine = engines.sqlite_engine(
                    self.path, busy_timeout_s=self.file.busy_timeout_s
                )
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
        station_state: Mapping[str, Any] | None = None,
        game: Mapping[str, Any] | None = None,
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
            station_state=station_state,
            game=game,
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
        """This station's adjudications dated in the last ``seconds`` or later (a clock set
        wrong dates some in the future), newest date first, at most 500."""
        since = format_utc(self._clock() - timedelta(seconds=seconds))
        rows = self._read(_RECENT_RECORDS, (since, self.station_id))
        return [AuditRecord.from_body(b, h, p) for b, h, p in rows]

    def starts_after(self, seq: int) -> list[tuple[int, datetime]]:
        """This station's recorded starts (``kiosk-started``) after sequence number ``seq``,
        as (seq, time recorded), in sequence order: read from the kind/time index (one entry
        a start), never the whole log, and without the database layer."""
        rows = self._read(_STARTS_AFTER, (self.station_id, seq))
        return [(int(n), parse_utc(str(at))) for n, at in rows]

    def has_event(self, event_id: str) -> bool:
        """Whether a record with this event id is in the log."""
        return bool(self._read(_HAS_EVENT, (event_id,)))

    def _read(self, sql: str, parameters: tuple[Any, ...]) -> list[tuple[Any, ...]]:
        if self._closed:
            raise AuditUnavailable("the log is closed")
        with self._lock:
            try:
                return self.file.rows(sql, parameters)
            except _FAILURES as exc:
                raise AuditUnavailable(plain_reason(exc)) from exc

    def record_event(
        self,
        kind: EventKind,
        details: Mapping[str, Any],
        *,
        refers_to: str | None = None,
        flags: Mapping[str, bool] | None = None,
    ) -> AuditRecord:
        """Append a station event (details must be JSON values; TypeError otherwise)."""
        if kind is EventKind.ADJUDICATION:
            raise ValueError("adjudications are recorded with record_adjudication")
        return self._append(
            kind, event_payload(details), refers_to=refers_to, flags=dict(flags or {})
        )

    def unclean_previous_session(self) -> dict[str, Any] | None:
        """How this station's previous session ended, when it ended without a stop record.

        Walks this station's records back from the newest (by sequence number, through the
        station/seq index: a session's length, never the whole log) to the last start or
        stop. A start with no stop after it means the session was killed, lost its power or
        crashed: the answer names that start and the last record the station holds (its
        sequence number, time and kind): the session ended at some moment after it. None
        when the last session stopped cleanly, or the log holds no session yet.
        """
        marks = {
            EventKind.KIOSK_STARTED.value,
            EventKind.KIOSK_STOPPED.value,
            EventKind.KIOSK_EXIT.value,
        }
        last: tuple[Any, ...] | None = None
        before = None
        while True:
            if before is None:
                rows = self._read(_NEWEST_OWN, (self.station_id, _SESSION_PAGE))
            else:
                rows = self._read(_OLDER_OWN, (self.station_id, before, _SESSION_PAGE))
            if not rows:
                return None
            last = last or rows[0]
            for seq, kind, recorded_at in rows:
                if kind in marks:
                    if kind != EventKind.KIOSK_STARTED.value:
                        return None
                    return {
                        "session_started_seq": seq,
                        "session_started_at": recorded_at,
                        "last_seq": last[0],
                        "last_kind": last[1],
                        "last_recorded_at": last[2],
                    }
            before = rows[-1][0]

    def annotate(self, refers_to: str, category: str, note: str, **fields: Any) -> AuditRecord:
        """Append a director's ruling on an earlier record (nothing is ever changed).

        ``category`` is one of `kiosk.core.rulings.RULINGS` ("re-adjudicated",
        "manual-lookup", "improper-lookup-penalty", "compensated-iv-k-5", "note");
        ``fields`` are its typed values. Raises ValueError for a ruling that is not
        complete, before anything is written.
        """
        details = ruling_details(category, note, **fields)
        return self.record_event(EventKind.ANNOTATION, details, refers_to=refers_to)

    def make_room(self) -> bool:
        """After a write failed for lack of space: fold the write-ahead file into the log and
        give its room back to the disk (`LogFile.checkpoint`). True when that was done;
        never raises (another reader may hold the file: it is then left as it is)."""
        if self._closed:
            return False
        with self._lock:
            try:
                self.file.checkpoint()
            except _FAILURES:
                return False
        return True

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
            except _FAILURES as exc:
                raise AuditUnavailable(plain_reason(exc)) from exc
        self._checkpointer.nudge()
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
        with self.file.write() as conn:
            last = conn.execute(_LAST_RECORD, (self.station_id,)).fetchone()
            seq, prev_hash = (last[0] + 1, last[1]) if last else (1, GENESIS_HASH)
            now = self._clock()
            if kind is EventKind.ADJUDICATION:
                number = self._receipts.next_number(conn, self.station_id, seq)
                payload = {**payload, "receipt": receipt_code(self.receipt_prefix, number)}
            if kind is EventKind.ADJUDICATION and split_check:
                since = format_utc(now - timedelta(seconds=self.split_window_s))
                candidate = (
                    since,
                    format_utc(now),
                    self.station_id,
                    payload.get("profile"),
                    payload.get("table"),
                )
                recent = [json.loads(text) for (text,) in conn.execute(_SPLIT_CANDIDATE, candidate)]
                split = split_lookup_of(
                    recent,
                    str(payload.get("profile")),
                    payload.get("table"),
                    now,
                    self.split_window_s,
                    game=payload.get("game"),
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
            conn.execute(_INSERT, (*filter_values(body), body_text, prev_hash, digest))
        return _record_of(body_text, now, digest, prev_hash)

    # -- reading -------------------------------------------------------------------------

    def query(self, query: AuditQuery | None = None) -> list[AuditRecord]:
        """Records matching ``query`` (all by default), oldest first."""
        return engines.query_engine(self.engine, query or AuditQuery())

    def records_after(self, station_id: str, seq: int, limit: int) -> list[tuple[Any, ...]]:
        """Raw rows (all columns but ``id``) of a station after ``seq``, in seq order."""
        columns = [c for c in models.AuditRow.__table__.columns if c.name != "id"]
        with self.engine.execution_options(**engines.READ).connect() as conn:
            return [
                tuple(r)
                for r in conn.execute(
                    sa.select(*columns)
                    .where(models.AuditRow.station_id == station_id, models.AuditRow.seq > seq)
                    .order_by(models.AuditRow.seq)
                    .limit(limit)
                )
            ]

    def chain(self, station_id: str) -> list[Link]:
        """A station's (seq, prev_hash, hash) in sequence order."""
        with self.engine.execution_options(**engines.READ).connect() as conn:
            return central.central_chain(conn, station_id)

    def station_heads(self) -> dict[str, int]:
        """The last sequence number of each station in this database."""
        with self.engine.execution_options(**engines.READ).connect() as conn:
            return engines.station_heads(conn)

    def verify(self) -> VerifyReport:
        """Check every chain in this database; see `kiosk.audit.chain` for what a break is."""
        return engines.verify_engine(self.engine)

    # -- lifetime ------------------------------------------------------------------------

    def raise_receipts(self, number: int) -> bool:
        """Never issue a receipt numbered ``number`` or below (the highest one the central
        copy holds for this station: a home restored from an old copy must not reissue its
        codes); True when that changed the next number. Raises `AuditUnavailable`."""
        if self._closed:
            raise AuditUnavailable("the log is closed")
        with self._lock:
            try:
                with self.file.write():
                    return self._receipts.raise_to(self.station_id, number)
            except _FAILURES as exc:
                raise AuditUnavailable(plain_reason(exc)) from exc

    def close(self) -> None:
        """Release the database. Appends after this fail. (Whoever started a relay on this
        log stops it first.)"""
        if self._closed:
            return
        self._checkpointer.close()
        with self._lock, self._engine_lock:
            self._closed = True
            if self._receipts.reserving:
                # under the log's lock: no program between; on failure the block stands
                with contextlib.suppress(*_FAILURES), self.file.write():
                    self._receipts.settle()
            self.file.close()
            if self._engine is not None:
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
    file: LogFile | None = None
    try:
        existed = path.is_file() and path.stat().st_size > 0
        if path.is_dir():
            raise AuditUnavailable(f"{path} is a folder, not a log file")
        if not path.parent.is_dir():
            raise AuditUnavailable(f"the folder {path.parent} does not exist")
        found = refusal_before_opening(path)
        if found:
            raise AuditUnavailable(found)
        file = LogFile(path, busy_timeout_s=busy_timeout_s)
        migration, engine = file.current_schema(), None
        if migration is None:  # an older revision
            backup = path if existed else None
            migration, engine = migrate.upgrade_station_log(path, backup, busy_timeout_s, clock())
    except BaseException as exc:
        if file is not None:
            file.close()
        if isinstance(exc, _FAILURES):
            raise AuditUnavailable(plain_reason(exc)) from exc
        raise
    log = AuditLog(
        file,
        station_id=station_id,
        station_name=station_name,
        split_window_s=split_window_s,
        clock=clock,
        migration=migration,
        engine=engine,
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
