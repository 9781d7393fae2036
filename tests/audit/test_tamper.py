"""Tamper evidence: the triggers, and what verify says after an attacker edits the file.

Each attack is made with the triggers dropped, as someone holding the file could.
"""

from __future__ import annotations

import json
import sqlite3
import uuid
from pathlib import Path

import pytest
from audit_helpers import drop_triggers, forge, insert_row, raw, rows, update_row

from kiosk.audit import EventKind, open_audit_log
from kiosk.audit.engine import sqlite_engine, verify_engine


@pytest.fixture
def log_file(tmp_path: Path, judge, clock) -> Path:
    """A closed log of 10 records: adjudications (acceptable at odd seq) and events."""
    path = tmp_path / "audit.sqlite3"
    with open_audit_log(station_id="st-1", station_name="Table 1", path=path, clock=clock) as log:
        for n in range(1, 11):
            clock.advance(100)
            if n % 5 == 0:
                log.record_event(EventKind.SETTINGS_CHANGED, {"n": n})
            else:
                log.record_adjudication(judge("cat" if n % 2 else "catz"), profile="A")
    return path


def verify(path: Path):
    engine = sqlite_engine(path)
    try:
        return verify_engine(engine)
    finally:
        engine.dispose()


def problem(path: Path) -> tuple[int, str]:
    report = verify(path)
    assert not report.ok
    found = report.first_problem
    assert found is not None
    return found.seq, found.kind


def test_untouched_log_verifies(log_file):
    report = verify(log_file)
    assert report.ok and report.count == 10
    assert report.stations[0].last_seq == 10


@pytest.mark.parametrize(
    "statement",
    [
        "UPDATE audit_records SET verdict = 'ACCEPTABLE' WHERE seq = 2",
        "UPDATE audit_records SET body = body WHERE seq = 1",
        "DELETE FROM audit_records WHERE seq = 3",
        "DELETE FROM audit_records",
    ],
)
def test_triggers_refuse_update_and_delete(log_file, statement):
    with raw(log_file) as conn, pytest.raises(sqlite3.DatabaseError, match="append-only"):
        conn.execute(statement)
    assert verify(log_file).ok


def test_edited_field(log_file):
    drop_triggers(log_file)
    row = rows(log_file)[3]  # seq 4: "catz", unacceptable
    assert '"typed":"catz"' in row["body"]
    with raw(log_file) as conn:
        update_row(
            conn, row["id"], {"body": row["body"].replace('"typed":"catz"', '"typed":"cats"')}
        )
    assert problem(log_file) == (4, "edited")
    assert "do not match its hash" in verify(log_file).first_problem.message


def test_edited_filter_column_only(log_file):
    drop_triggers(log_file)
    row = rows(log_file)[5]  # seq 6: unacceptable
    with raw(log_file) as conn:
        update_row(conn, row["id"], {"verdict": "ACCEPTABLE"})
    assert problem(log_file) == (6, "edited")
    assert "verdict column" in verify(log_file).first_problem.message


def test_deleted_row(log_file):
    drop_triggers(log_file)
    with raw(log_file) as conn:
        conn.execute("DELETE FROM audit_records WHERE seq IN (5, 6)")
    assert problem(log_file) == (5, "missing")
    assert str(verify(log_file).first_problem.message).startswith("records 5 to 6 are missing")


def test_inserted_row_with_a_duplicate_sequence_number(log_file):
    drop_triggers(log_file)
    stored = rows(log_file)
    body = json.loads(stored[2]["body"])  # a second "seq 3", linked and hashed correctly
    body.update(event_id=str(uuid.uuid4()), typed="qat", verdict="ACCEPTABLE")
    with raw(log_file) as conn:
        conn.execute("DROP INDEX ux_audit_station_seq")
        insert_row(conn, forge(body, stored[1]["hash"]))
    assert problem(log_file) == (3, "inserted")


def test_inserted_row_with_the_chain_rewritten_after_it(log_file):
    """The forged record links correctly and every later record is renumbered and
    re-hashed; only where it sits in the file gives it away."""
    drop_triggers(log_file)
    stored = rows(log_file)
    forged = json.loads(stored[3]["body"])
    forged.update(event_id=str(uuid.uuid4()), typed="zzz")
    new_row = forge(forged, stored[2]["hash"])
    prev = new_row["hash"]
    with raw(log_file) as conn:
        conn.execute("DROP INDEX ux_audit_station_seq")
        for old in stored[3:]:
            body = json.loads(old["body"])
            body["seq"] += 1
            rewritten = forge(body, prev)
            update_row(conn, old["id"], rewritten)
            prev = rewritten["hash"]
        insert_row(conn, new_row)
    assert problem(log_file) == (4, "inserted")


def test_swapped_rows(log_file):
    drop_triggers(log_file)
    stored = rows(log_file)
    a, b = stored[3], stored[6]  # seq 4 and seq 7 change places in the file
    content = [k for k in a if k != "id"]
    with raw(log_file) as conn:
        update_row(conn, a["id"], {"seq": -1, "event_id": "x"})
        update_row(conn, b["id"], {k: a[k] for k in content})
        update_row(conn, a["id"], {k: b[k] for k in content})
    assert problem(log_file) == (4, "reordered")


def test_edited_and_rehashed_record_breaks_the_next_link(log_file):
    drop_triggers(log_file)
    stored = rows(log_file)
    body = json.loads(stored[3]["body"])
    body["typed"] = "cats"
    with raw(log_file) as conn:
        update_row(conn, stored[3]["id"], forge(body, stored[2]["hash"]))
    seq, kind = problem(log_file)
    assert (seq, kind) == (5, "inserted")
    assert "record 4 was edited and re-hashed" in verify(log_file).first_problem.message


def test_garbage_body(log_file):
    drop_triggers(log_file)
    row = rows(log_file)[0]
    with raw(log_file) as conn:
        update_row(conn, row["id"], {"body": "not json"})
    assert problem(log_file) == (1, "edited")
