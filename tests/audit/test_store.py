"""Appending, reading back, flags and references, and write failures."""

from __future__ import annotations

import sqlite3
import threading
from datetime import timedelta
from pathlib import Path

import pytest
from audit_helpers import raw
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from kiosk.audit import AuditQuery, AuditUnavailable, EventKind, open_audit_log
from kiosk.audit.records import GENESIS_HASH, canonical_json, chain_hash


@pytest.fixture
def log_path(tmp_path: Path) -> Path:
    return tmp_path / "audit.sqlite3"


def test_append_then_verify(log_path, judge, clock):
    with open_audit_log(
        station_id="st-1", station_name="Table 1", path=log_path, clock=clock
    ) as log:
        first = log.record_adjudication(judge("cat dogz", "five-point"), profile="Division A")
        clock.advance(200)
        second = log.record_adjudication(judge("qi"), profile="Division A")
        event = log.record_event(EventKind.LEXICON_SWITCHED, {"from": "NWL", "to": "CSW"})
        report = log.verify()
    assert (first.seq, second.seq, event.seq) == (1, 2, 3)
    assert first.prev_hash == GENESIS_HASH and second.prev_hash == first.hash
    assert report.ok and report.count == 3
    assert report.summary() == "OK: 3 records, chain intact"
    assert first.verdict == "UNACCEPTABLE" and first.words == ("CAT", "DOGZ")
    assert first.typed == "cat dogz" and first.rule == "five-point"
    assert first.lexicon_name == "ENABLE" and len(first.lexicon_fingerprint or "") == 64
    assert first.body["word_results"] == [
        {"key": "CAT", "acceptable": True},
        {"key": "DOGZ", "acceptable": False},
    ]
    assert first.body["consequence"]["loses_turn"] == "challenged"
    assert second.body["consequence"]["points_to_challenged"] == 0
    assert first.station_name == "Table 1" and first.recorded_at == clock.now - timedelta(
        seconds=200
    )


def test_hash_covers_the_stored_text(log_path, judge):
    with open_audit_log(station_id="st-1", path=log_path) as log:
        record = log.record_adjudication(judge("zax"), profile="A")
    with raw(log_path) as conn:
        body, stored_hash = conn.execute("SELECT body, hash FROM audit_records").fetchone()
    assert body == canonical_json(record.body)
    assert stored_hash == chain_hash(GENESIS_HASH, body) == record.hash


def test_records_survive_reopening(log_path, judge):
    with open_audit_log(station_id="st-1", path=log_path) as log:
        ids = [log.record_adjudication(judge("cat"), profile="A").event_id for _ in range(5)]
    with open_audit_log(station_id="st-1", path=log_path) as log:
        assert [r.event_id for r in log.query()] == ids
        assert log.record_event(EventKind.KIOSK_STARTED, {}).seq == 6
        assert log.verify().ok


def test_durability_settings(log_path):
    with open_audit_log(station_id="st-1", path=log_path) as log, log.engine.connect() as conn:
        assert conn.exec_driver_sql("PRAGMA journal_mode").scalar() == "wal"
        assert conn.exec_driver_sql("PRAGMA synchronous").scalar() == 2  # FULL
        assert conn.exec_driver_sql("PRAGMA busy_timeout").scalar() == 5000
        writer = log.file.connection()  # the appends' own connection has the same settings
        assert writer.execute("PRAGMA journal_mode").fetchone() == ("wal",)
        assert writer.execute("PRAGMA synchronous").fetchone() == (2,)
        assert writer.execute("PRAGMA busy_timeout").fetchone() == (5000,)
        assert writer.isolation_level is None  # the writer issues BEGIN IMMEDIATE itself


def test_split_lookup_flag(log_path, judge, clock):
    with open_audit_log(station_id="st-1", path=log_path, clock=clock, split_window_s=90) as log:
        first = log.record_adjudication(judge("cat"), profile="A")
        clock.advance(30)
        log.record_event(EventKind.DIRECTOR_LOGIN_SUCCEEDED, {})  # events do not count
        clock.advance(59.9)
        split = log.record_adjudication(judge("dog"), profile="A")
        clock.advance(90)
        later = log.record_adjudication(judge("cow"), profile="A")
        flagged = log.query(AuditQuery(flagged_only=True))
    assert not first.possible_split_lookup
    assert split.possible_split_lookup and split.flags["possible_split_lookup"] is True
    assert not later.possible_split_lookup  # exactly the window: not less than 90 s
    assert [r.event_id for r in flagged] == [split.event_id]


def test_split_window_is_per_station(log_path, judge, clock):
    with (
        open_audit_log(station_id="st-1", path=log_path, clock=clock) as one,
        open_audit_log(station_id="st-2", path=log_path, clock=clock) as two,
    ):
        one.record_adjudication(judge("cat"), profile="A")
        clock.advance(5)
        other = two.record_adjudication(judge("cat"), profile="A")
        assert not other.possible_split_lookup and other.seq == 1
        assert one.verify().ok and len(one.verify().stations) == 2


def test_re_adjudication_and_annotation_reference_the_original(log_path, judge, clock):
    with open_audit_log(station_id="st-1", path=log_path, clock=clock) as log:
        typo = log.record_adjudication(judge("catt"), profile="A")
        clock.advance(20)
        again = log.record_adjudication(judge("cat"), profile="A", re_adjudication_of=typo.event_id)
        note = log.annotate(
            typo.event_id, "compensated-iv-k-5", "Player B +5, per IV.K.5", compensated="5 points"
        )
        annotations = log.query(AuditQuery(kinds=(EventKind.ANNOTATION,)))
    assert again.refers_to == typo.event_id and again.body["re_adjudication_of"] == typo.event_id
    assert again.flags["re_adjudication"] is True
    assert note.kind is EventKind.ANNOTATION and note.refers_to == typo.event_id
    assert note.details == {
        "category": "compensated-iv-k-5",
        "note": "Player B +5, per IV.K.5",
        "compensated": "5 points",
        "source": "NSA IV.K.5",
    }
    assert [a.event_id for a in annotations] == [note.event_id]


def test_second_opinion_is_kept_and_disagreement_flagged(log_path, judge):
    with open_audit_log(station_id="st-1", path=log_path) as log:
        record = log.record_adjudication(judge("cat"), profile="A", second_opinion=judge("catz"))
    assert record.body["second_opinion"]["verdict"] == "UNACCEPTABLE"
    assert record.flags["second_opinion_differs"] is True


def test_query_filters(log_path, judge, clock):
    with open_audit_log(
        station_id="st-1", station_name="Table 1", path=log_path, clock=clock
    ) as log:
        a = log.record_adjudication(judge("cat"), profile="Division A")
        clock.advance(3600)
        b = log.record_adjudication(judge("catz", "ten-point"), profile="Division B")
        fingerprint = a.lexicon_fingerprint or ""

        def ids(**kw):
            return [r.event_id for r in log.query(AuditQuery(**kw))]

        assert ids(verdict="acceptable") == [a.event_id]
        assert ids(verdict="UNACCEPTABLE") == [b.event_id]
        assert ids(profile="Division B") == [b.event_id]
        assert ids(since=clock.now) == [b.event_id]
        assert ids(until=clock.now) == [a.event_id]
        assert ids(lexicon=fingerprint[:8].upper()) == [a.event_id, b.event_id]
        assert ids(lexicon="ENABLE") == [a.event_id, b.event_id]
        assert ids(lexicon="CSW21") == []
        assert ids(station="Table 1") == ids(station="st-1") == [a.event_id, b.event_id]
        assert ids(station="Table 2") == []


def test_events_must_be_json(log_path):
    with open_audit_log(station_id="st-1", path=log_path) as log:
        with pytest.raises(TypeError):
            log.record_event(EventKind.SETTINGS_CHANGED, {"when": object()})
        assert log.query() == []


def test_concurrent_appends_keep_one_chain(log_path, judge):
    logs = [open_audit_log(station_id="st-1", path=log_path) for _ in range(3)]
    adjudication = judge("cat")

    def work(log):
        for _ in range(20):
            log.record_adjudication(adjudication, profile="A")

    threads = [threading.Thread(target=work, args=(log,)) for log in logs for _ in range(2)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    report = logs[0].verify()
    for log in logs:
        log.close()
    assert report.ok and report.count == 120


def test_locked_database_raises_audit_unavailable(log_path, judge):
    log = open_audit_log(station_id="st-1", path=log_path, busy_timeout_s=0.2)
    other = sqlite3.connect(log_path, isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")  # e.g. a backup tool holding the file
    try:
        with pytest.raises(AuditUnavailable) as caught:
            log.record_adjudication(judge("cat"), profile="A")
    finally:
        other.execute("ROLLBACK")
        other.close()
    message = str(caught.value)
    assert message.startswith("log unavailable: the log file is locked by another program")
    assert message.endswith("; call the director")
    assert log.record_adjudication(judge("cat"), profile="A").seq == 1  # nothing half-written
    log.close()


def test_full_disk_raises_audit_unavailable(log_path, judge):
    with open_audit_log(station_id="st-1", path=log_path) as log:
        log.record_adjudication(judge("cat"), profile="A")
        writer = log.file.connection()  # the one connection appends use: cap its file size
        (pages,) = writer.execute("PRAGMA page_count").fetchone()
        writer.execute(f"PRAGMA max_page_count = {pages}")
        with pytest.raises(AuditUnavailable, match="the disk is full"):
            for _ in range(200):
                log.record_adjudication(judge("cat " * 8), profile="A" * 150)
        assert log.verify().ok


def test_unusable_path_raises_audit_unavailable(tmp_path):
    folder = tmp_path / "audit.sqlite3"
    folder.mkdir()
    with pytest.raises(AuditUnavailable, match="is a folder"):
        open_audit_log(station_id="st-1", path=folder)
    with pytest.raises(AuditUnavailable, match="does not exist"):
        open_audit_log(station_id="st-1", path=tmp_path / "missing" / "audit.sqlite3")


def test_closed_log_refuses_appends(log_path, judge):
    log = open_audit_log(station_id="st-1", path=log_path)
    log.close()
    with pytest.raises(AuditUnavailable, match="closed"):
        log.record_adjudication(judge("cat"), profile="A")


@settings(
    max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(note=st.text(max_size=60))
def test_any_text_is_stored_exactly(tmp_path, note):
    path = tmp_path / "notes.sqlite3"
    with open_audit_log(station_id="st-1", path=path) as log:
        record = log.record_event(EventKind.ANNOTATION, {"category": "note", "note": note})
        (read,) = [r for r in log.query() if r.event_id == record.event_id]
        assert read.details["note"] == note
        assert log.verify().ok
        if note.strip():  # a director's note: kept as typed, without surrounding blanks
            ruled = log.annotate(record.event_id, "note", note)
            assert ruled.details["note"] == note.strip()
        else:
            with pytest.raises(ValueError, match="write a note"):
                log.annotate(record.event_id, "note", note)
