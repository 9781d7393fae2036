"""Schema migrations: a new SQLite file, an upgrade with its backup, and PostgreSQL."""

from __future__ import annotations

import sqlite3

import pytest
from audit_helpers import raw
from sqlalchemy import inspect, text
from sqlalchemy.exc import DBAPIError

from kiosk.audit import EventKind, open_audit_log
from kiosk.audit.engine import database_engine, sqlite_engine, verify_engine
from kiosk.audit.migrate import HEAD_REVISION, downgrade, migrations_dir, upgrade
from kiosk.audit.models import AuditRow


def test_head_revision_constant_matches_the_scripts():
    from alembic.config import Config
    from alembic.script import ScriptDirectory

    config = Config()
    config.set_main_option("script_location", str(migrations_dir()))
    assert ScriptDirectory.from_config(config).get_current_head() == HEAD_REVISION


def _schema(engine) -> dict:
    inspector = inspect(engine)
    return {
        "columns": {c["name"] for c in inspector.get_columns("audit_records")},
        "indexes": {i["name"] for i in inspector.get_indexes("audit_records")},
    }


def test_new_sqlite_file_gets_the_schema(tmp_path):
    path = tmp_path / "audit.sqlite3"
    with open_audit_log(station_id="st-1", path=path) as log:
        assert log.migration.from_revision is None and log.migration.backup is None
        schema = _schema(log.engine)
    assert schema["columns"] == set(AuditRow.__table__.columns.keys())
    assert {"ux_audit_station_seq", "ix_audit_recorded_at"} <= schema["indexes"]
    with raw(path) as conn:
        triggers = {
            r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type='trigger'")
        }
        version = conn.execute("SELECT version_num FROM alembic_version").fetchone()[0]
    assert triggers == {
        "audit_records_no_update",
        "audit_records_no_delete",
        "station_heads_no_update",
        "station_heads_no_delete",
        "station_heartbeats_no_update",
        "station_heartbeats_no_delete",
        "fleet_expected_no_update",
        "fleet_expected_no_delete",
        "word_judge_acks_no_update",
        "word_judge_acks_no_delete",
        "event_plans_no_update",
        "event_plans_no_delete",
        "event_lexicons_no_update",
        "event_lexicons_no_delete",
    }
    assert version == HEAD_REVISION
    assert list(tmp_path.glob("*.bak-*")) == []


def test_upgrade_backs_up_the_file_first_and_keeps_the_records(tmp_path, judge, clock):
    path = tmp_path / "audit.sqlite3"
    with open_audit_log(station_id="st-1", path=path, clock=clock) as log:
        ids = [log.record_adjudication(judge("cat"), profile="A").event_id for _ in range(3)]
    engine = sqlite_engine(path)
    downgrade(engine, "0001")  # as if written by the previous version
    engine.dispose()

    with open_audit_log(station_id="st-1", path=path, clock=clock) as log:
        result = log.migration
        records = log.query()
        assert log.verify().ok
    assert (result.from_revision, result.to_revision) == ("0001", HEAD_REVISION)
    assert result.backup is not None and result.backup.exists()
    assert result.backup.name == f"audit.sqlite3.bak-0001-{HEAD_REVISION}-20240504T130000123456Z"
    assert [r.event_id for r in records[:3]] == ids
    assert records[3].kind is EventKind.LOG_MIGRATED
    assert records[3].details == {"from": "0001", "to": HEAD_REVISION, "backup": result.backup.name}
    with sqlite3.connect(result.backup) as copy:  # the backup is the old database, whole
        assert copy.execute("SELECT count(*) FROM audit_records").fetchone()[0] == 3
        assert copy.execute("SELECT version_num FROM alembic_version").fetchone()[0] == "0001"


def test_downgrade_to_base_and_up_again(tmp_path):
    path = tmp_path / "audit.sqlite3"
    open_audit_log(station_id="st-1", path=path).close()
    engine = sqlite_engine(path)
    downgrade(engine, "base")
    assert "audit_records" not in inspect(engine).get_table_names()
    result = upgrade(engine, backup_sqlite_file=path)
    engine.dispose()
    assert result.from_revision is None and result.to_revision == HEAD_REVISION
    assert result.backup is not None and result.backup.name.startswith("audit.sqlite3.bak-base-")


@pytest.mark.postgres
def test_postgresql_gets_the_same_schema_and_triggers(central_url):
    engine = database_engine(central_url)
    first = upgrade(engine)
    again = upgrade(engine)
    assert (first.from_revision, first.to_revision) == (None, HEAD_REVISION)
    assert not again.migrated
    # 0008 adds the server's receive time and its clock-jump mark, on PostgreSQL only
    central_only = {"received_at", "clock_jump"}
    assert _schema(engine)["columns"] == set(AuditRow.__table__.columns.keys()) | central_only
    with engine.begin() as conn:
        conn.execute(
            AuditRow.__table__.insert().values(
                station_id="s", station_name="", seq=1, event_id="e", kind="self-test",
                recorded_at="2024-01-01T00:00:00.000000Z", utc_offset_minutes=0, flagged=False,
                body="{}", prev_hash="0" * 64, hash="0" * 64,
            )
        )  # fmt: skip
    for statement in (
        "UPDATE audit_records SET kind = 'x'",
        "DELETE FROM audit_records",
        "TRUNCATE audit_records",
    ):
        with pytest.raises(DBAPIError, match="append-only"), engine.begin() as conn:
            conn.execute(text(statement))
    assert not verify_engine(engine).ok  # "{}" is not a record: the body check catches it
    with engine.begin() as conn:
        conn.execute(
            text(
                "INSERT INTO station_heads (station_id, seq, hash, signed_at, public_key, "
                "signature) VALUES ('s', 1, 'h', 't', 'k', 'sig')"
            )
        )
    for statement in (
        "UPDATE station_heads SET seq = 2",
        "DELETE FROM station_heads",
        "TRUNCATE station_heads",
    ):
        with pytest.raises(DBAPIError, match="insert-only"), engine.begin() as conn:
            conn.execute(text(statement))
    with engine.begin() as conn:
        conn.execute(
            text(
                "INSERT INTO station_heartbeats (station_id, station_name, sent_at, version, "
                "screen, body) VALUES ('s', 'S', 't', '1', 'ready', '{}')"
            )
        )
        conn.execute(
            text(
                "INSERT INTO fleet_expected (division, lexicon_name, fingerprint, word_count, "
                "set_at) VALUES ('A', 'CSW', 'f', 1, 't')"
            )
        )
        conn.execute(
            text(
                "INSERT INTO word_judge_acks (station_id, call_event_id, acknowledged_at, "
                "acknowledged_by, acknowledged_where) VALUES ('s', 'e', 't', 'Ann', 'page')"
            )
        )
    for table in ("station_heartbeats", "fleet_expected", "word_judge_acks"):
        for statement in (
            f"UPDATE {table} SET id = 9",
            f"DELETE FROM {table}",
            f"TRUNCATE {table}",
        ):
            with pytest.raises(DBAPIError, match="insert-only"), engine.begin() as conn:
                conn.execute(text(statement))
    engine.dispose()


@pytest.mark.postgres
def test_postgresql_downgrade(central_url):
    engine = database_engine(central_url)
    upgrade(engine)
    downgrade(engine, "base")
    assert "audit_records" not in inspect(engine).get_table_names()
    engine.dispose()


def test_migrations_found_from_the_package_path():
    assert (migrations_dir() / "env.py").is_file()
    assert sorted(p.name for p in (migrations_dir() / "versions").glob("*.py")) == [
        "0001_audit_records.py",
        "0002_recorded_at_index.py",
        "0003_station_heads.py",
        "0004_fleet.py",
        "0005_word_judge_acks.py",
        "0006_event_plans.py",
        "0007_central_alarms.py",
        "0008_clock_jumps_and_words.py",
        "0009_heartbeats_received_signed.py",
        "0010_audit_words.py",
        "0011_heartbeat_counter.py",
    ]
