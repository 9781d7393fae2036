"""Clock jumps are facts: flagged in every export, the viewer's table and the fleet page.

One station's log written with an injected clock that is set wrong twice: one play is dated
yesterday (earlier than the record before it), one next year (in the future), and the play
after it is earlier than that one. The three are clock jumps; the others are not. Every
export states it (the CSV column ``clock_jump``, the JSON key, the HTML report's section and
flag), ``--since`` keeps the play dated yesterday (its seq lies inside the window), the
director's table marks the rows, and the central copy marks them as the server receives
them, so the fleet page lists them among the flagged items.
"""

from __future__ import annotations

import csv
import json
from datetime import UTC, datetime, timedelta
from html.parser import HTMLParser
from pathlib import Path

import pytest
from sqlalchemy import insert, text

from kiosk.audit import open_audit_log
from kiosk.audit.records import canonical_json
from kiosk.cli import main
from kiosk.core.adjudication import adjudicate
from kiosk.core.play import parse_play
from kiosk.core.rules import rule_by_id

PLAYS = ["cat", "dogs", "qi za", "zax", "joe", "dog"]
JUMPS = {"qi za", "joe", "dog"}  # yesterday; next year; before next year's play


class Clock:
    def __init__(self, now: datetime) -> None:
        self.now = now

    def __call__(self) -> datetime:
        return self.now


@pytest.fixture
def jumped_log(tmp_path, enable_lexicon):
    """(log path, {typed: event id}) of six plays, three of them clock jumps."""
    now = datetime.now(UTC).replace(microsecond=0)
    times = [
        now - timedelta(hours=1),
        now - timedelta(minutes=50),
        now - timedelta(days=1),  # the clock set a day back
        now - timedelta(minutes=40),
        now + timedelta(days=365),  # a year ahead
        now - timedelta(minutes=30),  # right again: earlier than the play before it
    ]
    clock = Clock(times[0])
    path = tmp_path / "station" / "audit.sqlite3"
    path.parent.mkdir(mode=0o700)
    ids = {}
    log = open_audit_log(station_id="st-9", station_name="Table 9", path=path, clock=clock)
    try:
        for play, moment in zip(PLAYS, times, strict=True):
            clock.now = moment
            judged = adjudicate(
                parse_play(play, enable_lexicon.alphabet), enable_lexicon, rule_by_id("double")
            )
            ids[play] = log.record_adjudication(judged, profile="A").event_id
    finally:
        log.close()
    return path, ids


def export(path: Path, fmt: str, out: Path, *options: str) -> Path:
    command = ["audit", "export", "--db", str(path), "--format", fmt, "--out", str(out)]
    assert main([*command, *options]) == 0
    return out


def test_csv_and_jsonl_name_the_clock_jumps(jumped_log, tmp_path):
    path, _ids = jumped_log
    with export(path, "csv", tmp_path / "a.csv").open(encoding="utf-8-sig", newline="") as f:
        rows = list(csv.DictReader(f))
    marked = {r["typed"]: r["clock_jump"] for r in rows if r["kind"] == "adjudication"}
    assert marked == {p: ("yes" if p in JUMPS else "") for p in PLAYS}

    lines = export(path, "jsonl", tmp_path / "a.jsonl").read_text("utf-8").splitlines()
    check = open_audit_log(station_id="check", path=path)
    try:
        with check.engine.connect() as conn:
            stored = dict(conn.exec_driver_sql("SELECT event_id, body FROM audit_records").all())
    finally:
        check.close()
    jumped = set()
    for line in lines:
        values = json.loads(line)
        if values.pop("clock_jump", False):
            jumped.add(values.get("typed"))
        values.pop("hash"), values.pop("prev_hash")
        assert canonical_json(values) == stored[values["event_id"]]  # the body as stored
    assert jumped == JUMPS


class Tables(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.tables: dict[str, list[list[str]]] = {}
        self.table: str | None = None
        self.text: list[str] = []

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag == "table":
            self.table = attrs.get("id")
            self.tables[self.table] = []
        elif tag == "tr" and self.table:
            self.tables[self.table].append([])
        elif tag == "td" and self.table:
            self.tables[self.table][-1].append("")

    def handle_endtag(self, tag):
        if tag == "table":
            self.table = None

    def handle_data(self, data):
        self.text.append(data)
        if self.table and self.tables[self.table] and self.tables[self.table][-1]:
            self.tables[self.table][-1][-1] += data


def test_the_html_report_lists_and_marks_the_clock_jumps(jumped_log, tmp_path):
    path, _ids = jumped_log
    page = Tables()
    page.feed(export(path, "html", tmp_path / "a.html").read_text("utf-8"))
    listed = [row for row in page.tables["clock-jumps"] if row]
    assert sorted(row[4] for row in listed) == sorted(JUMPS)
    flags = {row[6]: row[10] for row in page.tables["adjudications"] if row}
    assert {p for p, f in flags.items() if "clock jump" in f} == JUMPS
    assert "Clock jumps (3)" in " ".join(page.text)


def test_since_keeps_a_record_dated_wrong_inside_the_window(jumped_log, tmp_path):
    path, _ids = jumped_log

    def typed(*options: str) -> list[str]:
        out = export(path, "csv", tmp_path / "window.csv", *options)
        with out.open(encoding="utf-8-sig", newline="") as f:
            return sorted(r["typed"] for r in csv.DictReader(f))

    def ago(minutes: int) -> str:
        return (datetime.now(UTC) - timedelta(minutes=minutes)).strftime("%Y-%m-%dT%H:%M:%SZ")

    # dated in the window: dogs (seq 2) to dog (seq 6); "qi za" (seq 3, dated yesterday) is
    # between them in the chain: kept
    assert typed("--since", ago(55)) == sorted(["dogs", "qi za", "zax", "joe", "dog"])
    # seq 1 and 2 only: "qi za" comes after them in the chain, whatever its date
    assert typed("--since", ago(120), "--until", ago(45)) == ["cat", "dogs"]


def test_the_viewer_marks_the_clock_jumps(jumped_log, qtbot):
    from kiosk.audit.records import AuditQuery
    from kiosk.director.audit_jobs import column, load_first
    from kiosk.ui.director.audit.model import RecordTableModel

    path, ids = jumped_log
    log = open_audit_log(station_id="check", path=path)

    class Job:
        def cancelled(self):
            return False

        def check(self):
            pass

        def progress(self, done, total):
            pass

    try:
        loaded = load_first(log, AuditQuery(), Job())
    finally:
        log.close()
    model = RecordTableModel()
    model.reset(loaded.first, loaded.annotations)
    assert model.clock_jumps == {ids[p] for p in JUMPS}
    flags = column("Flags")
    shown = {
        model.record(row).typed: model.data(model.index(row, flags))
        for row in range(model.rowCount())
    }
    assert {p for p, f in shown.items() if p and "clock jump" in (f or "")} == JUMPS
    row = next(r for r in range(model.rowCount()) if model.record(r).typed == "joe")
    assert model.data(model.index(row, 0), 8) is not None  # the amber background


def test_the_directors_export_marks_the_clock_jumps_as_the_command_does(jumped_log, tmp_path):
    from kiosk.audit.records import AuditQuery
    from kiosk.director.audit_jobs import export as director_export

    path, _ids = jumped_log

    class Job:
        def cancelled(self):
            return False

        def check(self):
            pass

        def progress(self, done, total):
            pass

    log = open_audit_log(station_id="check", path=path)
    try:
        made = {
            fmt: director_export(
                log, AuditQuery(), fmt, tmp_path / "director", now=datetime.now(UTC),
                filters={}, record_event=lambda kind, details: True, job=Job(),
            ).path
            for fmt in ("csv", "jsonl")
        }  # fmt: skip
    finally:
        log.close()
    with made["csv"].open(encoding="utf-8-sig", newline="") as f:
        rows = list(csv.DictReader(f))
    marked = {r["typed"]: r["clock_jump"] for r in rows if r["kind"] == "adjudication"}
    assert marked == {p: ("yes" if p in JUMPS else "") for p in PLAYS}
    lines = [json.loads(line) for line in made["jsonl"].read_text("utf-8").splitlines()]
    assert {v.get("typed") for v in lines if v.get("clock_jump")} == JUMPS


@pytest.fixture
def central_url(pg_server) -> str:
    return pg_server.new_database()


@pytest.mark.postgres
def test_the_central_copy_marks_them_and_the_fleet_page_lists_them(jumped_log, central_url):
    from kiosk.audit.engine import database_engine
    from kiosk.audit.migrate import upgrade
    from kiosk.audit.models import AuditRow
    from kiosk.fleet.reader import FleetReader, read_only_engine

    path, _ids = jumped_log
    central = database_engine(central_url)
    upgrade(central)
    log = open_audit_log(station_id="check", path=path)
    try:
        with log.engine.connect() as conn:
            rows = [dict(r._mapping) for r in conn.execute(AuditRow.__table__.select())]
    finally:
        log.close()
    with central.begin() as conn:
        for row in sorted(rows, key=lambda r: r["seq"]):  # as a relay sends them, in order
            conn.execute(insert(AuditRow), [{k: v for k, v in row.items() if k != "id"}])
    with central.connect() as conn:
        marked = conn.execute(
            text("SELECT body::jsonb ->> 'typed' FROM audit_records WHERE clock_jump")
        ).scalars()
        assert set(marked) == JUMPS
        assert (
            conn.execute(
                text("SELECT count(*) FROM audit_records WHERE received_at IS NULL")
            ).scalar()
            == 0
        )
    central.dispose()
    reader = FleetReader(read_only_engine(central_url))
    try:
        flagged = reader.flagged()
    finally:
        reader.engine.dispose()
    labelled = {i.typed: i.label for i in flagged}
    assert set(labelled) == JUMPS
    assert all(label.startswith("clock jump: ") for label in labelled.values())
