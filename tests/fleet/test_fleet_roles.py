"""The SQL in docs/central-roles.sql, run as written: stations insert, the fleet only reads."""

from __future__ import annotations

import pytest
from sqlalchemy import text
from sqlalchemy.exc import DBAPIError

from kiosk.audit import EventKind
from kiosk.audit.engine import database_engine
from kiosk.audit.heartbeat import Heartbeat, HeartbeatSender
from kiosk.audit.relay import prepare_central
from kiosk.fleet.reader import FleetReader, read_only_engine
from kiosk.fleet.web import FleetState
from tests.fleet.fleet_helpers import apply_roles, feed, station_login

pytestmark = pytest.mark.postgres


def as_role(url: str, role: str) -> str:
    return url.replace("postgres@", f"{role}@", 1)


def test_roles_from_the_docs(central_url, tmp_path):
    owner = database_engine(central_url)
    prepare_central(owner)  # the owner migrates once
    owner.dispose()
    dsn = central_url.replace("postgresql+psycopg://", "postgresql://")
    apply_roles(dsn)  # roles are the shared cluster's: made once, granted per database

    station = station_login(central_url, "kiosk_table_s1")  # the station's own login
    feed(station, tmp_path, "s1", "Table 1", [], events=[(EventKind.ANNOTATION, {"n": 1})])
    HeartbeatSender(station, lambda: Heartbeat("s1", "Table 1", "1", "ready")).send_once()
    engine = database_engine(station)
    for statement in (
        "UPDATE audit_records SET kind = 'x'",
        "DELETE FROM audit_records",
        "TRUNCATE station_heartbeats",
        "DELETE FROM station_heartbeats",
        "INSERT INTO fleet_expected (division, lexicon_name, fingerprint, word_count, set_at) "
        "VALUES ('A', 'X', 'f', 1, 't')",
    ):
        with pytest.raises(DBAPIError, match="permission denied"), engine.begin() as conn:
            conn.execute(text(statement))
    engine.dispose()

    fleet = read_only_engine(as_role(central_url, "kiosk_fleet"))
    snapshot = FleetState(FleetReader(fleet)).refresh_once()
    assert snapshot.problem is None
    assert [c.name for c in snapshot.cards] == ["Table 1"]
    assert [i.label for i in snapshot.flagged] == ["annotation"]
    plain = database_engine(as_role(central_url, "kiosk_fleet"))  # even without our options
    for statement in ("INSERT INTO station_heartbeats (station_id, station_name, sent_at, "
                      "version, screen, body) VALUES ('x', 'x', 't', '1', 'ready', '{}')",
                      "DELETE FROM audit_records"):  # fmt: skip
        with pytest.raises(DBAPIError, match="read-only transaction"), plain.begin() as conn:
            conn.execute(text(statement))
    with plain.begin() as conn:
        conn.execute(text("SET TRANSACTION READ WRITE"))
        with pytest.raises(DBAPIError, match="permission denied"):
            conn.execute(text("DELETE FROM audit_records"))
    plain.dispose()
    fleet.dispose()
