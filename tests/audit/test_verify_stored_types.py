"""Verify hashes a record's stored bytes: what an attacker stores in place of text is caught.

Verify reads a station's bodies as the bytes SQLite holds (the UTF-8 of the
text); these tests store other things there, with the triggers dropped, and
check that each is a break of the right kind at the right record, never a
traceback, and that a log in another text encoding is still checked as text.
"""

from __future__ import annotations

import hashlib
import sqlite3
from pathlib import Path

import pytest
from audit_helpers import drop_triggers, insert_row, raw, rows, update_row

from kiosk.audit import EventKind, open_audit_log
from kiosk.audit.engine import sqlite_engine, verify_engine


@pytest.fixture
def log_file(tmp_path: Path, judge, clock) -> Path:
    """A closed log of 6 records, adjudications and one event, with non-ASCII text."""
    path = tmp_path / "audit.sqlite3"
    with open_audit_log(station_id="st-1", station_name="Stół 1", path=path, clock=clock) as log:
        for n in range(1, 7):
            clock.advance(100)
            if n == 3:
                log.record_event(EventKind.ANNOTATION, {"note": "żółw × 3 — ok"})
            else:
                log.record_adjudication(judge("cat" if n % 2 else "catz"), profile="Grupa Ą")
    return path


def verify(path: Path):
    engine = sqlite_engine(path)
    try:
        return verify_engine(engine)
    finally:
        engine.dispose()


def first_problem(path: Path):
    report = verify(path)
    assert not report.ok
    return report.first_problem


def test_a_log_with_non_ascii_text_verifies(log_file):
    report = verify(log_file)
    assert report.ok and report.count == 6


def test_a_body_stored_as_a_blob_of_the_same_bytes_is_an_edit(log_file):
    drop_triggers(log_file)
    row = rows(log_file)[1]
    with raw(log_file) as conn:
        update_row(conn, row["id"], {"body": row["body"].encode("utf-8")})
        assert conn.execute("SELECT typeof(body) FROM audit_records WHERE seq = 2").fetchone() == (
            "blob",
        )
    found = first_problem(log_file)
    assert (found.seq, found.kind) == (2, "edited")
    assert "do not match its hash" in found.message


def test_a_body_that_is_not_utf8_with_a_forged_hash_is_not_a_record(log_file):
    drop_triggers(log_file)
    row = rows(log_file)[0]
    garbage = row["body"].encode("utf-8")[:-40] + b"\xff\xfe\xc3" + b'"}'
    forged = hashlib.sha256(row["prev_hash"].encode() + b"\n" + garbage).hexdigest()
    with raw(log_file) as conn:
        conn.execute(
            "UPDATE audit_records SET body = CAST(? AS TEXT), hash = ? WHERE id = ?",
            (garbage, forged, row["id"]),
        )
    found = first_problem(log_file)
    assert (found.seq, found.kind) == (1, "edited")
    assert str(found.message) == "its stored text is not a valid record"


def test_a_prev_hash_stored_as_a_blob_is_caught_not_a_crash(log_file):
    drop_triggers(log_file)
    row = rows(log_file)[4]
    with raw(log_file) as conn:
        update_row(conn, row["id"], {"prev_hash": row["prev_hash"].encode()})
    found = first_problem(log_file)
    assert (found.seq, found.kind) == (5, "edited")


def utf16_copy(source: Path, target: Path) -> None:
    """The same table in a database whose text is stored as UTF-16."""
    conn = sqlite3.connect(target, isolation_level=None)
    try:
        conn.execute("PRAGMA encoding = 'UTF-16le'")
        schema = sqlite3.connect(source).execute(
            "SELECT sql FROM sqlite_master WHERE name = 'audit_records'"
        )
        conn.execute(schema.fetchone()[0])
        for row in rows(source):
            insert_row(conn, row)
        assert conn.execute("PRAGMA encoding").fetchone() == ("UTF-16le",)
    finally:
        conn.close()


def test_a_utf16_database_is_checked_as_text(log_file, tmp_path):
    copy = tmp_path / "utf16.sqlite3"
    utf16_copy(log_file, copy)
    report = verify(copy)
    assert report.ok and report.count == 6
    row = rows(copy)[2]
    with raw(copy) as conn:
        update_row(conn, row["id"], {"body": row["body"].replace("żółw", "zolw")})
    found = first_problem(copy)
    assert (found.seq, found.kind) == (3, "edited")
