"""The station's log file on plain sqlite3: the same schema as Alembic's, opened and
written without the database layer, and every file a station may find where its log is."""

from __future__ import annotations

import os
import sqlite3
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from audit_helpers import raw

from kiosk.audit import AuditUnavailable, EventKind, open_audit_log
from kiosk.audit.engine import sqlite_engine
from kiosk.audit.migrate import downgrade, migrations_dir, upgrade
from kiosk.audit.schema import HEAD_REVISION, REVISIONS, SQLITE_SCHEMA


def _objects(path: Path) -> set[tuple[str, str, str, str | None]]:
    with raw(path) as conn:
        rows = conn.execute("SELECT type, name, tbl_name, sql FROM sqlite_master").fetchall()
        version = conn.execute("SELECT version_num FROM alembic_version").fetchall()
    conn.close()
    return {*rows, ("version", str(version), "", None)}


def test_the_plain_schema_is_exactly_what_the_migrations_create(tmp_path):
    by_alembic = tmp_path / "alembic.sqlite3"
    engine = sqlite_engine(by_alembic)
    assert upgrade(engine).to_revision == HEAD_REVISION
    engine.dispose()
    by_station = tmp_path / "station.sqlite3"
    with open_audit_log(station_id="st-1", path=by_station) as log:
        assert (log.migration.from_revision, log.migration.to_revision) == (None, HEAD_REVISION)
    assert _objects(by_station) == _objects(by_alembic)  # every table, index and trigger
    assert len(SQLITE_SCHEMA) == len([o for o in _objects(by_alembic) if o[3]]) + 1  # + version


def test_the_known_revisions_are_the_migration_scripts():
    from alembic.config import Config
    from alembic.script import ScriptDirectory

    config = Config()
    config.set_main_option("script_location", str(migrations_dir()))
    walked = [s.revision for s in ScriptDirectory.from_config(config).walk_revisions()]
    assert tuple(reversed(walked)) == REVISIONS


WITHOUT_THE_DATABASE_LAYER = """
import sys
from pathlib import Path
from kiosk.audit import EventKind, open_audit_log
from kiosk.cli import load_default_lexicon
from kiosk.core.adjudication import adjudicate
from kiosk.core.play import parse_play
from kiosk.core.rules import rule_by_id

lexicon = load_default_lexicon()
play = adjudicate(parse_play("cat dogs", lexicon.alphabet), lexicon, rule_by_id("double"))
path = Path(sys.argv[1])
for start in range(2):  # a new file, then a restart
    with open_audit_log(station_id="st-1", path=path) as log:
        log.record_event(EventKind.KIOSK_STARTED, {})
        first = log.record_adjudication(play, profile="A", table=4)
        second = log.record_adjudication(play, profile="A", table=4)
        assert second.flags["possible_split_lookup"], second.flags
        assert second.body["split_lookup_of"]["receipt"] == first.receipt
        assert log.has_event(first.event_id) and not log.has_event("no-such-event")
        recent = [r.event_id for r in log.recent_adjudications(60)]
        assert recent[:2] == [second.event_id, first.event_id], recent
        log.annotate(first.event_id, "note", "seen by the director")
print("loaded:", sorted(m for m in ("sqlalchemy", "alembic") if m in sys.modules))
"""


def test_a_station_creates_writes_and_reopens_its_log_without_the_database_layer(tmp_path):
    path = tmp_path / "audit.sqlite3"
    done = subprocess.run(
        [sys.executable, "-c", WITHOUT_THE_DATABASE_LAYER, str(path)],
        capture_output=True,
        text=True,
        timeout=60,
        env={**os.environ, "PYTHONPATH": os.pathsep.join(sys.path)},
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines() == ["loaded: []"]
    with open_audit_log(station_id="reader", path=path) as log:  # read with the database layer
        report = log.verify()
        records = log.query()
    assert report.ok and report.count == 8
    assert [r.seq for r in records] == [1, 2, 3, 4, 5, 6, 7, 8]
    assert [r.kind for r in records[:4]] == [
        EventKind.KIOSK_STARTED,
        EventKind.ADJUDICATION,
        EventKind.ADJUDICATION,
        EventKind.ANNOTATION,
    ]


def test_a_log_written_by_a_newer_version_is_refused_and_left_alone(tmp_path):
    path = tmp_path / "audit.sqlite3"
    open_audit_log(station_id="st-1", path=path).close()
    with raw(path) as conn:
        conn.execute("UPDATE alembic_version SET version_num = '0099'")
    conn.close()
    before = path.read_bytes()
    with pytest.raises(AuditUnavailable, match=r"newer version of this program.*'0099'"):
        open_audit_log(station_id="st-1", path=path)
    assert path.read_bytes() == before
    assert list(tmp_path.glob("*.bak-*")) == []


def test_another_programs_database_is_not_taken_over(tmp_path):
    path = tmp_path / "audit.sqlite3"
    with raw(path) as conn:
        conn.execute("CREATE TABLE scores (player TEXT, points INTEGER)")
        conn.execute("INSERT INTO scores VALUES ('Ana', 412)")
    conn.close()
    before = path.read_bytes()
    with pytest.raises(AuditUnavailable, match="a database but not an audit log"):
        open_audit_log(station_id="st-1", path=path)
    assert path.read_bytes() == before  # not even switched to WAL mode
    with raw(path) as conn:
        tables = [r[0] for r in conn.execute("SELECT name FROM sqlite_master")]
    conn.close()
    assert tables == ["scores"]


def test_a_log_taken_down_to_no_schema_is_built_again_after_a_backup(tmp_path):
    path = tmp_path / "audit.sqlite3"
    open_audit_log(station_id="st-1", path=path).close()
    engine = sqlite_engine(path)
    downgrade(engine, "base")  # leaves an empty alembic_version table
    engine.dispose()
    with open_audit_log(station_id="st-1", path=path) as log:
        assert (log.migration.from_revision, log.migration.to_revision) == (None, HEAD_REVISION)
        assert log.record_event(EventKind.KIOSK_STARTED, {}).seq == 1
    assert len(list(tmp_path.glob("audit.sqlite3.bak-base-*"))) == 1


@pytest.mark.parametrize(
    "content",
    [b"", b"not a database at all\n" * 50, b"SQLite format 3\x00" + b"\xff" * 200],
    ids=["empty", "text", "torn-header"],
)
def test_a_file_that_is_not_a_log_gives_a_clear_reason(tmp_path, content):
    path = tmp_path / "audit.sqlite3"
    path.write_bytes(content)
    if not content:  # an empty file is a new log
        with open_audit_log(station_id="st-1", path=path) as log:
            assert log.record_event(EventKind.KIOSK_STARTED, {}).seq == 1
        return
    with pytest.raises(AuditUnavailable, match="damaged"):
        open_audit_log(station_id="st-1", path=path)
    assert path.read_bytes() == content


def test_a_truncated_log_never_fails_other_than_unavailable(tmp_path, judge):
    path = tmp_path / "audit.sqlite3"
    with open_audit_log(station_id="st-1", path=path) as log:
        for _ in range(60):
            log.record_adjudication(judge("cat " * 8), profile="A" * 150)
    size = path.stat().st_size
    assert size > 16384
    with open(path, "r+b") as handle:
        handle.truncate(size // 3)
    try:
        log = open_audit_log(station_id="st-1", path=path)
    except AuditUnavailable as exc:
        assert "damaged" in str(exc)
        return
    with log, pytest.raises(AuditUnavailable, match="damaged"):
        log.record_adjudication(judge("cat"), profile="A")


def test_an_append_that_fails_at_commit_leaves_nothing_and_the_next_one_works(tmp_path, judge):
    path = tmp_path / "audit.sqlite3"
    with open_audit_log(station_id="st-1", path=path) as log:
        log.record_adjudication(judge("cat"), profile="A")
        writer = log.file.connection()
        writer.execute("PRAGMA query_only = ON")  # every write now fails inside the transaction
        with pytest.raises(AuditUnavailable):
            log.record_adjudication(judge("dog"), profile="A")
        assert not writer.in_transaction
        writer.execute("PRAGMA query_only = OFF")
        assert log.record_adjudication(judge("dog"), profile="A").seq == 2
        assert log.verify().ok


def test_a_closed_log_refuses_reads_and_its_engine(tmp_path):
    log = open_audit_log(station_id="st-1", path=tmp_path / "audit.sqlite3")
    log.close()
    with pytest.raises(AuditUnavailable, match="closed"):
        log.recent_adjudications(60)
    with pytest.raises(AuditUnavailable, match="closed"):
        log.engine  # noqa: B018


def test_two_processes_opening_a_new_log_at_once_share_one_schema(tmp_path):
    path = tmp_path / "audit.sqlite3"
    script = textwrap.dedent(
        """
        import sys
        from pathlib import Path
        from kiosk.audit import EventKind, open_audit_log
        with open_audit_log(station_id=sys.argv[2], path=Path(sys.argv[1])) as log:
            for _ in range(20):
                log.record_event(EventKind.KIOSK_STARTED, {})
        """
    )
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(sys.path)}
    children = [
        subprocess.Popen([sys.executable, "-c", script, str(path), f"st-{n}"], env=env)
        for n in range(3)
    ]
    assert [child.wait(timeout=60) for child in children] == [0, 0, 0]
    with open_audit_log(station_id="reader", path=path) as log:
        report = log.verify()
    assert report.ok and report.count == 60
    assert sqlite3.connect(path).execute("SELECT version_num FROM alembic_version").fetchall() == [
        (HEAD_REVISION,)
    ]


def test_an_older_log_whose_migration_fails_is_unavailable_and_keeps_its_records(tmp_path, judge):
    path = tmp_path / "audit.sqlite3"
    with open_audit_log(station_id="st-1", path=path) as log:
        first = log.record_adjudication(judge("cat"), profile="A")
    engine = sqlite_engine(path)
    downgrade(engine, "0003")  # as the previous version left it ...
    engine.dispose()
    with raw(path) as conn:  # ... with a table in the way of the next migration
        conn.execute("CREATE TABLE station_heartbeats (note TEXT)")
    conn.close()
    with pytest.raises(AuditUnavailable, match="station_heartbeats"):
        open_audit_log(station_id="st-1", path=path)
    [backup] = tmp_path.glob(f"audit.sqlite3.bak-0003-{HEAD_REVISION}-*")  # taken before trying
    for copy in (path, backup):
        with raw(copy) as conn:
            assert conn.execute("SELECT event_id FROM audit_records").fetchall() == [
                (first.event_id,)
            ]
        conn.close()


@pytest.mark.parametrize(
    ("damage", "says"),
    [
        ("DROP TABLE audit_records", "table audit_records"),  # its records with it
        ("DROP TRIGGER audit_records_no_delete", "trigger audit_records_no_delete"),
        ("DROP INDEX ux_audit_station_seq", "index ux_audit_station_seq"),
        ("DROP TABLE station_heads", "table station_heads"),
    ],
    ids=["records-table", "append-only-trigger", "seq-index", "heads-table"],
)
def test_a_log_missing_part_of_its_schema_is_never_written_past(tmp_path, judge, damage, says):
    """The black-box defect: with its records table dropped, the station opened the log
    (its version row was right), judged, and kept every verdict as NOT RECORDED."""
    from kiosk.audit.log_file import log_file_problem

    path = tmp_path / "audit.sqlite3"
    with open_audit_log(station_id="st-1", path=path) as log:
        log.record_adjudication(judge("cat"), profile="A")
    with raw(path) as conn:
        conn.execute(damage)
    conn.close()
    before = path.read_bytes()
    with pytest.raises(AuditUnavailable, match=f"is not whole: {says}") as refused:
        open_audit_log(station_id="st-1", path=path)
    assert "move it away to start a new log" in str(refused.value)
    assert path.read_bytes() == before  # left as found, for the audit
    problem = log_file_problem(path)  # the self-test's own look at the file says the same
    assert problem is not None and says in problem


CRASHED_WRITER = """
import os, sys
from pathlib import Path
from kiosk.audit import EventKind, open_audit_log
log = open_audit_log(station_id="st-1", path=Path(sys.argv[1]))
for n in range(3):
    log.record_event(EventKind.KIOSK_STARTED, {"n": n})
os._exit(0)  # killed: nothing closed, nothing checkpointed
"""


def test_a_write_ahead_file_without_its_log_is_never_started_over(tmp_path):
    """The black-box defect: the log file gone after a crash, its -wal file left with the
    last records; the station started a new log over it and they were lost for good."""
    from kiosk.audit.log_file import log_file_problem

    path = tmp_path / "audit.sqlite3"
    wal = tmp_path / "audit.sqlite3-wal"
    subprocess.run([sys.executable, "-c", CRASHED_WRITER, str(path)], check=True, timeout=60)
    assert wal.stat().st_size > 0
    kept = tmp_path / "kept.sqlite3"
    path.rename(kept)  # the log file goes missing; its write-ahead file stays
    wal_bytes = wal.read_bytes()
    for _ in range(2):  # a restart does not change the answer
        with pytest.raises(AuditUnavailable, match=r"audit\.sqlite3-wal is there") as refused:
            open_audit_log(station_id="st-1", path=path)
        assert "put audit.sqlite3 back" in str(refused.value)
        assert not path.exists() and wal.read_bytes() == wal_bytes
    assert "audit.sqlite3-wal is there" in (log_file_problem(path) or "")
    path.write_bytes(b"")  # an empty file in its place is no better
    with pytest.raises(AuditUnavailable, match="missing or empty"):
        open_audit_log(station_id="st-1", path=path)
    path.unlink()
    kept.rename(path)  # put back: the records in the write-ahead file are all there
    with open_audit_log(station_id="st-1", path=path) as log:
        assert [r.body["details"]["n"] for r in log.query()] == [0, 1, 2]
        assert log.verify().ok


def test_a_foreign_database_with_an_old_version_row_is_neither_backed_up_nor_migrated(tmp_path):
    """Black-box finding: another program's database that happened to carry an Alembic
    version row of ours was backed up and "migrated", failing with "no such table"."""
    path = tmp_path / "audit.sqlite3"
    with raw(path) as conn:
        conn.execute("CREATE TABLE alembic_version (version_num VARCHAR(32) NOT NULL)")
        conn.execute("INSERT INTO alembic_version VALUES ('0001')")
        conn.execute("CREATE TABLE scores (player TEXT, points INTEGER)")
    conn.close()
    before = path.read_bytes()
    with pytest.raises(
        AuditUnavailable, match=r"not an audit log \(it has no audit records table\)"
    ):
        open_audit_log(station_id="st-1", path=path)
    assert path.read_bytes() == before
    assert list(tmp_path.glob("*.bak-*")) == []
