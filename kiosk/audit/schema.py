"""The newest schema of a station's log, written without Alembic, and the revision check.

`SQLITE_SCHEMA` is, statement for statement, what the Alembic migrations in
``kiosk/audit/migrations`` create on SQLite up to `HEAD_REVISION` (a test builds a
file both ways and compares every table, index and trigger). A station that starts on a
new file writes it here in one transaction; a station whose file is at `HEAD_REVISION`
checks that with one query; only a file at an older revision loads Alembic
(`kiosk.audit.migrate.upgrade`), after a backup.
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

__all__ = [
    "HEAD_OBJECTS",
    "HEAD_REVISION",
    "SQLITE_SCHEMA",
    "REVISIONS",
    "MigrationResult",
    "backup_sqlite",
    "create_new_schema",
    "missing_objects",
    "sqlite_revision",
]

# The revisions in migrations/versions, oldest first; a test checks them against Alembic.
REVISIONS = ("0001", "0002", "0003", "0004", "0005", "0006", "0007", "0008", "0009", "0010", "0011")
HEAD_REVISION = REVISIONS[-1]


@dataclass(frozen=True)
class MigrationResult:
    """What opening a log did to its schema: ``from_revision`` is None for a new database."""

    from_revision: str | None
    to_revision: str
    backup: Path | None

    @property
    def migrated(self) -> bool:
        return self.from_revision != self.to_revision


def _append_only(table: str, message: str) -> tuple[str, ...]:
    return tuple(
        f"CREATE TRIGGER {table}_no_{action.lower()} BEFORE {action} ON {table} "
        f"BEGIN SELECT RAISE(ABORT, '{message}'); END"
        for action in ("UPDATE", "DELETE")
    )


_FLEET_ROWS = "fleet rows are insert-only"

SQLITE_SCHEMA: tuple[str, ...] = (
    "CREATE TABLE alembic_version (\n\tversion_num VARCHAR(32) NOT NULL, \n\t"
    "CONSTRAINT alembic_version_pkc PRIMARY KEY (version_num)\n)",
    # 0001
    "CREATE TABLE audit_records (\n\tid INTEGER NOT NULL, \n\tstation_id VARCHAR(64) NOT NULL, "
    "\n\tstation_name VARCHAR(200) NOT NULL, \n\tseq BIGINT NOT NULL, \n\t"
    "event_id VARCHAR(36) NOT NULL, \n\tkind VARCHAR(40) NOT NULL, \n\t"
    "recorded_at VARCHAR(32) NOT NULL, \n\tutc_offset_minutes INTEGER NOT NULL, \n\t"
    "profile VARCHAR(200), \n\tlexicon_name VARCHAR(200), \n\tlexicon_fingerprint VARCHAR(64), "
    "\n\trule VARCHAR(40), \n\tverdict VARCHAR(16), \n\tflagged BOOLEAN NOT NULL, \n\t"
    "refers_to VARCHAR(36), \n\tsource VARCHAR(40), \n\tbody TEXT NOT NULL, \n\t"
    "prev_hash VARCHAR(64) NOT NULL, \n\thash VARCHAR(64) NOT NULL, \n\tPRIMARY KEY (id), "
    "\n\tCONSTRAINT uq_audit_event_id UNIQUE (event_id)\n)",
    "CREATE UNIQUE INDEX ux_audit_station_seq ON audit_records (station_id, seq)",
    *_append_only("audit_records", "audit records are append-only"),
    # 0002
    "CREATE INDEX ix_audit_recorded_at ON audit_records (recorded_at)",
    # 0003
    "CREATE TABLE station_heads (\n\tid INTEGER NOT NULL, \n\tstation_id VARCHAR(64) NOT NULL, "
    "\n\tseq BIGINT NOT NULL, \n\thash VARCHAR(64) NOT NULL, \n\tsigned_at VARCHAR(32) NOT NULL, "
    "\n\tpublic_key VARCHAR(64) NOT NULL, \n\tsignature VARCHAR(128) NOT NULL, \n\t"
    "PRIMARY KEY (id)\n)",
    "CREATE INDEX ix_station_heads_station ON station_heads (station_id, id)",
    *_append_only("station_heads", "signed heads are insert-only"),
    # 0004
    "CREATE TABLE station_heartbeats (\n\tid INTEGER NOT NULL, \n\t"
    "station_id VARCHAR(64) NOT NULL, \n\tstation_name VARCHAR(200) NOT NULL, \n\t"
    "sent_at VARCHAR(32) NOT NULL, \n\tversion VARCHAR(40) NOT NULL, \n\t"
    "screen VARCHAR(20) NOT NULL, \n\trelay_backlog INTEGER, \n\t"
    "last_adjudication_at VARCHAR(32), \n\tbody TEXT NOT NULL, \n\tPRIMARY KEY (id)\n)",
    "CREATE INDEX ix_heartbeats_station ON station_heartbeats (station_id, id)",
    "CREATE TABLE fleet_expected (\n\tid INTEGER NOT NULL, \n\tdivision VARCHAR(200) NOT NULL, "
    "\n\tlexicon_name VARCHAR(200) NOT NULL, \n\tfingerprint VARCHAR(64) NOT NULL, \n\t"
    "word_count INTEGER NOT NULL, \n\tset_at VARCHAR(32) NOT NULL, \n\tPRIMARY KEY (id)\n)",
    "CREATE INDEX ix_audit_fleet_flags ON audit_records (id) "
    "WHERE flagged OR kind IN ('central-diverged', 'ruling', 'annotation')",
    "CREATE INDEX ix_audit_kind_time ON audit_records (kind, recorded_at, profile, station_name)",
    "CREATE INDEX ix_audit_seq ON audit_records (seq)",
    *_append_only("station_heartbeats", _FLEET_ROWS),
    *_append_only("fleet_expected", _FLEET_ROWS),
    # 0005
    "CREATE TABLE word_judge_acks (\n\tid INTEGER NOT NULL, \n\tstation_id VARCHAR(64) NOT NULL, "
    "\n\tcall_event_id VARCHAR(36) NOT NULL, \n\tacknowledged_at VARCHAR(32) NOT NULL, "
    "\n\tacknowledged_by VARCHAR(200) NOT NULL, \n\tacknowledged_where VARCHAR(200) NOT NULL, "
    "\n\tPRIMARY KEY (id)\n)",
    "CREATE INDEX ix_word_judge_acks_call ON word_judge_acks (call_event_id)",
    *_append_only("word_judge_acks", _FLEET_ROWS),
    # 0006
    "CREATE TABLE event_plans (\n\tid INTEGER NOT NULL, \n\tevent VARCHAR(200) NOT NULL, "
    "\n\tserial BIGINT NOT NULL, \n\tbody TEXT NOT NULL, \n\tpublic_key VARCHAR(64) NOT NULL, "
    "\n\tsignature VARCHAR(128) NOT NULL, \n\tpublished_at VARCHAR(32) NOT NULL, "
    "\n\tPRIMARY KEY (id)\n)",
    "CREATE INDEX ix_event_plans_event_serial ON event_plans (event, serial)",
    "CREATE TABLE event_lexicons (\n\tid INTEGER NOT NULL, \n\tfingerprint VARCHAR(64) NOT NULL, "
    "\n\tname VARCHAR(200) NOT NULL, \n\tdata BLOB NOT NULL, \n\tsha256 VARCHAR(64) NOT NULL, "
    "\n\tpublished_at VARCHAR(32) NOT NULL, \n\tPRIMARY KEY (id)\n)",
    "CREATE INDEX ix_event_lexicons_fingerprint ON event_lexicons (fingerprint)",
    *_append_only("event_plans", _FLEET_ROWS),
    *_append_only("event_lexicons", _FLEET_ROWS),
    # 0007: central only in use (insert-only there); empty in a station's log
    "CREATE TABLE central_alarms (\n\tid INTEGER NOT NULL, \n\tstation_id VARCHAR(64) NOT NULL, "
    "\n\tseq BIGINT NOT NULL, \n\tkind VARCHAR(40) NOT NULL, \n\tmessage TEXT NOT NULL, "
    "\n\traised_at VARCHAR(32) NOT NULL, \n\tPRIMARY KEY (id)\n)",
    "CREATE INDEX ix_central_alarms_station ON central_alarms (station_id, id)",
    # 0008 changes only a central (PostgreSQL) log: receive time, clock jumps, words index
    # 0009 too: heartbeats' receive time and signature, the index of judged records
    # 0010 too: the words each adjudication judged (audit_words), kept by a trigger
    # 0011 too: heartbeats' counter, checked by a trigger
    f"INSERT INTO alembic_version (version_num) VALUES ('{HEAD_REVISION}')",
)


def _schema_objects() -> frozenset[tuple[str, str]]:
    objects = set()
    for statement in SQLITE_SCHEMA:
        words = statement.split()
        if words[0] == "CREATE":
            kind = words[2] if words[1] == "UNIQUE" else words[1]
            name = words[3] if words[1] == "UNIQUE" else words[2]
            objects.add((kind.lower(), name))
    return frozenset(objects)


# Every table, index and trigger of a log at `HEAD_REVISION` (its append-only triggers too).
HEAD_OBJECTS = _schema_objects()


def missing_objects(connection: sqlite3.Connection) -> list[str]:
    """What a log at `HEAD_REVISION` lacks of its schema ("table audit_records", ...):
    empty for a whole log. A table dropped by hand (its records with it), or a trigger
    that kept records append-only removed, is damage the station must not write past."""
    found = set(connection.execute("SELECT type, name FROM sqlite_master").fetchall())
    first = {"table": 0, "trigger": 1, "index": 2}  # what holds records, then what guards them
    missing = sorted(HEAD_OBJECTS - found, key=lambda o: (first.get(o[0], 3), o[1]))
    return [f"{kind} {name}" for kind, name in missing]


def sqlite_revision(connection: sqlite3.Connection) -> str | None:
    """The file's schema revision, or None when it has none (a new or foreign file)."""
    try:
        row = connection.execute("SELECT version_num FROM alembic_version").fetchone()
    except sqlite3.OperationalError as exc:
        if "no such table" in str(exc):
            return None
        raise
    return None if row is None else str(row[0])


def create_new_schema(connection: sqlite3.Connection) -> bool:
    """Write `SQLITE_SCHEMA` into an empty database, inside the caller's write
    transaction; False (nothing written) when the database is not empty, e.g. another
    process created the schema first, or the file holds something else."""
    (objects,) = connection.execute("SELECT count(*) FROM sqlite_master").fetchone()
    if objects:
        return False
    for statement in SQLITE_SCHEMA:
        connection.execute(statement)
    return True


def backup_sqlite(path: Path, from_rev: str | None, to_rev: str, now: datetime) -> Path:
    """A consistent copy of a log before it is migrated (SQLite's backup API, so the WAL's
    contents are included): ``<name>.bak-<from>-<to>-<UTC time>`` next to it."""
    stamp = now.astimezone(UTC).strftime("%Y%m%dT%H%M%S%fZ")
    target = path.with_name(f"{path.name}.bak-{from_rev or 'base'}-{to_rev}-{stamp}")
    source = sqlite3.connect(path)
    try:
        copy = sqlite3.connect(target)
        try:
            source.backup(copy)
        finally:
            copy.close()
    finally:
        source.close()
    return target
