"""Central truth (issue 33): a station's own signed heartbeat copied and inserted again is
refused by the server, so a stopped station stays offline on the page; with one login per
station (docs/central-roles.sql, run as written) a station can insert rows about itself only.

Real PostgreSQL; the stations' records go through the real relay with each station's own
key and login; the page is the real `challenge-kiosk fleet` process, read over HTTP.
"""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest
from sqlalchemy import text
from sqlalchemy.exc import DBAPIError

from kiosk.audit.engine import database_engine
from kiosk.audit.heartbeat import (
    CLOCK_FILE,
    COUNTER_FILE,
    COUNTER_RESERVE_NS,
    EVENT_FILE,
    Heartbeat,
    HeartbeatSender,
    heartbeat_bytes,
    next_counter,
)
from kiosk.audit.identity import station_key
from kiosk.audit.relay import prepare_central
from kiosk.event import EVENT_FILE as EVENTS_OWN_FILE
from kiosk.event.clock import CLOCK_FILE as CLOCKS_OWN_FILE
from tests.fleet.fleet_helpers import (
    apply_roles,
    as_role,
    feed,
    fleet_server,
    http,
    station_login,
    wait_for,
)

pytestmark = pytest.mark.postgres

COLUMNS = (
    "station_id, station_name, sent_at, version, screen, relay_backlog, last_adjudication_at, "
    "body, public_key, signature, counter"
)


def set_up(central_url: str) -> None:
    owner = database_engine(central_url)
    prepare_central(owner)
    owner.dispose()
    apply_roles(central_url.replace("postgresql+psycopg://", "postgresql://"))


def home_of(root: Path, name: str) -> Path:
    home = root / name
    home.mkdir(mode=0o700, parents=True)
    station_key(home)
    return home


def test_the_heartbeat_files_are_the_kiosks_own():
    assert (CLOCK_FILE, EVENT_FILE) == (CLOCKS_OWN_FILE, EVENTS_OWN_FILE)
    assert next_counter(None, 5) == 5 and next_counter(10, 5) == 11 and next_counter(3, 5) == 5


def test_a_replayed_heartbeat_is_refused_and_the_stopped_station_stays_offline(
    central_url, tmp_path
):
    set_up(central_url)
    station = station_login(central_url, "kiosk_truth_1")
    home = home_of(tmp_path, "t1")
    feed(station, tmp_path, "s1", "Table 1", [], events=[], key=station_key(home))
    sender = HeartbeatSender(station, lambda: Heartbeat("s1", "Table 1", "1.0", "ready"), home=home)
    for _ in range(3):
        sender.send_once()
    owner = database_engine(central_url)
    with owner.connect() as conn:
        ordered = "SELECT counter FROM station_heartbeats WHERE station_id = 's1' ORDER BY id"
        counters = list(conn.execute(text(ordered)).scalars())
        last = f"SELECT {COLUMNS} FROM station_heartbeats ORDER BY id DESC LIMIT 1"
        newest = conn.execute(text(last)).mappings().one()
    assert len(counters) == 3 and counters == sorted(set(counters))  # strictly increasing
    kept = int((home / COUNTER_FILE).read_text())  # a mark above them, in the home
    assert counters[-1] < kept <= counters[0] + COUNTER_RESERVE_NS
    assert b'"counter":' in heartbeat_bytes(dict(newest))  # signed with the rest

    with fleet_server(as_role(central_url, "kiosk_fleet"), "--offline-after", "2") as base:
        wait_for(lambda: 'data-state="free"' in http(base + "/live")[2], 15, "online")
        time.sleep(2.5)  # time passes: the station is killed: no heartbeat since
        wait_for(lambda: 'data-state="offline"' in http(base + "/live")[2], 15, "offline")
        # its own signed heartbeat, copied and inserted again with its own login
        replay = database_engine(station)
        for statement in (
            f"INSERT INTO station_heartbeats ({COLUMNS}) SELECT {COLUMNS} "
            "FROM station_heartbeats WHERE id = (SELECT max(id) FROM station_heartbeats)",
            # the same without its counter
            f"INSERT INTO station_heartbeats ({COLUMNS.replace(', counter', '')}) "
            f"SELECT {COLUMNS.replace(', counter', '')} FROM station_heartbeats "
            "WHERE id = (SELECT max(id) FROM station_heartbeats)",
        ):
            refused = pytest.raises(DBAPIError, match="heartbeat refused: counter")
            with refused, replay.begin() as conn:
                conn.execute(text(statement))
        replay.dispose()
        time.sleep(1.5)  # time passes: several refreshes of the page
        live = http(base + "/live")[2]
        assert 'data-state="offline"' in live and 'data-state="free"' not in live
    with owner.connect() as conn:
        assert conn.execute(text("SELECT count(*) FROM station_heartbeats")).scalar() == 3

    # a station restarted counts on from the mark in its home, even with its clock set back
    # an hour: its next beat is taken
    restarted = HeartbeatSender(
        station, lambda: Heartbeat("s1", "Table 1", "1.0", "ready"), home=home
    )
    restarted._counted = True  # as after its first contact, learning nothing from the server
    restarted._counter = restarted._kept_counter()
    real = time.time_ns
    try:
        time.time_ns = lambda: real() - 3600 * 10**9  # type: ignore[assignment]
        restarted.send_once()
    finally:
        time.time_ns = real  # type: ignore[assignment]
    # a home restored from before the last beats (its mark older) counts on from what the
    # central copy holds: its next beat is taken
    (home / COUNTER_FILE).write_text(str(counters[0]))
    HeartbeatSender(
        station, lambda: Heartbeat("s1", "Table 1", "1.0", "ready"), home=home
    ).send_once()
    with owner.connect() as conn:
        last = conn.execute(text("SELECT max(counter) FROM station_heartbeats")).scalar()
    owner.dispose()
    assert last > counters[-1]


def test_a_heartbeat_carries_the_stations_clock_offset_and_plan(central_url, tmp_path):
    set_up(central_url)
    home = home_of(tmp_path, "t2")
    (home / CLOCK_FILE).write_text(json.dumps({
        "server_utc": "2026-11-28T14:00:00+00:00", "station_utc": "2026-11-28T14:10:00+00:00",
        "uncertainty_s": 0.01, "boot_id": "x", "boot_s": 1.0}))  # fmt: skip
    (home / EVENT_FILE).write_text(json.dumps({"event": "Open", "public_key": "a" * 64,
                                               "last_row": 3, "held_serial": 2}))  # fmt: skip
    HeartbeatSender(
        central_url, lambda: Heartbeat("s2", "Table 2", "1.0", "ready"), home=home
    ).send_once()
    owner = database_engine(central_url)
    with owner.connect() as conn:
        body = json.loads(conn.execute(text("SELECT body FROM station_heartbeats")).scalar())
    owner.dispose()
    assert body["clock_offset_s"] == -600.0  # this station's clock is 10 minutes fast
    assert (body["event"], body["plan_serial"]) == ("Open", 2)


def test_a_station_login_inserts_rows_about_itself_only(central_url, tmp_path):
    set_up(central_url)
    one = station_login(central_url, "kiosk_truth_1")
    two = station_login(central_url, "kiosk_truth_2")
    home1, home2 = home_of(tmp_path, "t1"), home_of(tmp_path, "t2")
    feed(one, tmp_path, "s1", "Table 1", [], events=[], key=station_key(home1))  # pins s1
    HeartbeatSender(one, lambda: Heartbeat("s1", "Table 1", "1.0", "ready"), home=home1).send_once()
    alarm = (
        "INSERT INTO central_alarms (station_id, seq, kind, message, raised_at) "
        "VALUES (:s, 1, 'rollback', 'forged', '2026-11-28T14:00:00Z')"
    )
    beat = (
        "INSERT INTO station_heartbeats (station_id, station_name, sent_at, version, screen, "
        "body, counter) VALUES (:s, 'x', '2026-11-28T14:00:00Z', '1', 'ready', '{}', 1)"
    )
    engine = database_engine(one)
    for statement in (alarm, beat):
        with pytest.raises(DBAPIError, match="row-level security"), engine.begin() as conn:
            conn.execute(text(statement), {"s": "s2"})  # about another station: refused
    with engine.begin() as conn:
        conn.execute(text(alarm), {"s": "s1"})  # about itself: taken
    engine.dispose()
    # the second station's login takes its own station, never the first one's
    other = database_engine(two)
    with pytest.raises(DBAPIError, match="row-level security"), other.begin() as conn:
        conn.execute(text(alarm), {"s": "s1"})
    other.dispose()
    feed(two, tmp_path, "s2", "Table 2", [], events=[], key=station_key(home2))
    HeartbeatSender(two, lambda: Heartbeat("s2", "Table 2", "1.0", "ready"), home=home2).send_once()
    owner = database_engine(central_url)
    with owner.connect() as conn:
        logins = dict(conn.execute(text("SELECT role_name, station_id FROM station_logins")).all())
        alarms = conn.execute(text("SELECT station_id FROM central_alarms")).scalars().all()
    owner.dispose()
    assert logins == {"kiosk_truth_1": "s1", "kiosk_truth_2": "s2"}
    assert alarms == ["s1"]
    # the page reads every station's rows
    fleet = database_engine(as_role(central_url, "kiosk_fleet"))
    with fleet.connect() as conn:
        assert (
            conn.execute(text("SELECT count(DISTINCT station_id) FROM station_heartbeats")).scalar()
            == 2
        )
    fleet.dispose()
