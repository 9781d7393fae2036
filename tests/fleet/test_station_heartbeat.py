"""A station's runtime sends heartbeats once its central log is set, and stops with it."""

from __future__ import annotations

import json
import threading

import pytest
from sqlalchemy import text
from sqlalchemy.exc import ProgrammingError

from kiosk.audit.engine import database_engine
from kiosk.runtime.station_runtime import open_station
from tests.fleet.fleet_helpers import free_port, wait_for

pytestmark = pytest.mark.postgres


def rows(url: str) -> list[tuple[str, str]]:
    """The heartbeats so far (none while the relay has not created the table yet)."""
    engine = database_engine(url)
    try:
        with engine.connect() as conn:
            query = text("SELECT screen, body FROM station_heartbeats ORDER BY id")
            return list(conn.execute(query))
    except ProgrammingError:
        return []
    finally:
        engine.dispose()


def test_the_runtime_beats_at_once_when_the_window_gives_its_screen(central_url, kiosk_home):
    (kiosk_home / "station.toml").write_text(
        f'[station]\nname = "Table 9"\n[settings]\ncentral_url = "{central_url}"\n'
    )
    runtime = open_station()
    try:
        assert runtime.ready and runtime.link.heartbeat is not None
        wait_for(lambda: rows(central_url), 10, "the first heartbeat")
        runtime.publish_screen("verdict")  # the default interval is 15 s
        verdicts = wait_for(lambda: [r for r in rows(central_url) if r[0] == "verdict"], 5)
        body = verdicts[0][1]
        profiles = json.loads(body)["profiles"]
        assert [(p["division"], p["lexicon"], p["rule"]) for p in profiles] == [
            ("Main", "ENABLE", "double")
        ]
        assert profiles[0]["fingerprint"] == runtime.usable_profiles[0].lexicon.fingerprint
        assert runtime.link.heartbeat_status().last_error is None
    finally:
        runtime.close()
    assert runtime.link.heartbeat is None
    assert not [t for t in threading.enumerate() if t.name == "heartbeat"]  # it stopped


def test_a_station_whose_server_is_gone_judges_and_says_so_to_the_director(kiosk_home):
    url = f"postgresql+psycopg://nobody@127.0.0.1:{free_port()}/none"
    (kiosk_home / "station.toml").write_text(f'[settings]\ncentral_url = "{url}"\n')
    runtime = open_station()
    try:
        assert runtime.ready
        status = wait_for(lambda: (s := runtime.link.heartbeat_status()).last_error and s, 10)
        assert "refused" in status.last_error.lower()
    finally:
        runtime.close()
