"""Helpers for the audit tests: raw access to a log file, as an attacker would have."""

from __future__ import annotations

import sqlite3
from pathlib import Path

TRIGGERS = ("audit_records_no_update", "audit_records_no_delete")


def raw(path: Path) -> sqlite3.Connection:
    """A plain sqlite3 connection in autocommit mode."""
    return sqlite3.connect(path, isolation_level=None)


def drop_triggers(path: Path) -> None:
    with raw(path) as conn:
        for name in TRIGGERS:
            conn.execute(f"DROP TRIGGER {name}")
    conn.close()


def restore_triggers(path: Path) -> None:
    """Put the append-only triggers back, as a careful attacker would after editing: a log
    missing them is refused at the station's next start (`kiosk.audit.schema.missing_objects`)."""
    from kiosk.audit.schema import SQLITE_SCHEMA

    with raw(path) as conn:
        for statement in SQLITE_SCHEMA:
            if any(f"TRIGGER {name} " in statement for name in TRIGGERS):
                conn.execute(statement)
    conn.close()


def rows(path: Path) -> list[dict]:
    """Every stored row as a dict, in storage (id) order."""
    conn = raw(path)
    conn.row_factory = sqlite3.Row
    try:
        return [dict(r) for r in conn.execute("SELECT * FROM audit_records ORDER BY id")]
    finally:
        conn.close()


def forge(body: dict, prev_hash: str) -> dict:
    """A complete, self-consistent row for ``body`` linked to ``prev_hash`` (no id)."""
    from kiosk.audit.records import canonical_json, chain_hash, filter_columns

    text = canonical_json(body)
    return {
        **filter_columns(body),
        "body": text,
        "prev_hash": prev_hash,
        "hash": chain_hash(prev_hash, text),
    }


def insert_row(conn: sqlite3.Connection, row: dict) -> None:
    names = ", ".join(row)
    marks = ", ".join("?" for _ in row)
    conn.execute(f"INSERT INTO audit_records ({names}) VALUES ({marks})", list(row.values()))


def update_row(conn: sqlite3.Connection, row_id: int, values: dict) -> None:
    sets = ", ".join(f"{name} = ?" for name in values)
    conn.execute(f"UPDATE audit_records SET {sets} WHERE id = ?", [*values.values(), row_id])
