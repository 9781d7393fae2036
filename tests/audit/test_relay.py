"""The central log: relays copy station records to PostgreSQL in order, once, through outages."""

from __future__ import annotations

import threading
import time
from collections import Counter

import pytest
from sqlalchemy import func, select
from sqlalchemy.exc import SQLAlchemyError

from kiosk.audit import open_audit_log
from kiosk.audit.engine import database_engine, verify_engine
from kiosk.audit.models import AuditRow
from kiosk.audit.relay import Relay, backoff_delays
from kiosk.cli import main
from kiosk.core.judgements import PendingJudgement
from tests.conftest import wait_until

pytestmark = pytest.mark.postgres


def central_counts(url: str) -> tuple[Counter, int]:
    """Records per station, and how many distinct event ids, in the central log."""
    engine = database_engine(url)
    try:
        with engine.connect() as conn:
            per_station = Counter(
                dict(
                    conn.execute(
                        select(AuditRow.station_id, func.count()).group_by(AuditRow.station_id)
                    ).all()
                )
            )
            distinct = conn.execute(select(func.count(func.distinct(AuditRow.event_id)))).scalar()
    finally:
        engine.dispose()
    return per_station, int(distinct or 0)


def test_backoff_doubles_up_to_the_cap():
    delays = backoff_delays(0.5, 30.0)
    assert [next(delays) for _ in range(9)] == [0.5, 1, 2, 4, 8, 16, 30, 30, 30]


def relayed(log, url: str, **options) -> Relay:
    relay = Relay(log, url, poll_interval_s=0.05, **options)
    relay.start()
    return relay


def test_relay_copies_every_station_in_order(tmp_path, central_url, judge, capsys):
    logs = [open_audit_log(station_id=f"st-{n}", path=tmp_path / f"{n}.sqlite3") for n in range(3)]
    relays = [relayed(log, central_url) for log in logs]
    for n, log in enumerate(logs):
        for _ in range(10 + n):
            log.record_adjudication(judge("cat dogz"), profile="A")
    assert all(relay.wait_until_caught_up(20) for relay in relays)
    for relay, log in zip(relays, logs, strict=True):
        relay.stop()
        log.close()
    per_station, distinct = central_counts(central_url)
    assert per_station == {"st-0": 10, "st-1": 11, "st-2": 12} and distinct == 33
    report = verify_engine(database_engine(central_url))
    assert report.ok and report.count == 33 and len(report.stations) == 3

    assert main(["audit", "verify", "--central", central_url]) == 0
    assert capsys.readouterr().out.startswith("OK: 33 records, chain intact")


def test_two_relays_for_one_station_copy_each_record_once(tmp_path, central_url, judge):
    log = open_audit_log(station_id="st-1", path=tmp_path / "a.sqlite3")
    first, second = relayed(log, central_url), relayed(log, central_url)
    for _ in range(60):
        log.record_adjudication(judge("cat"), profile="A")
    assert first.wait_until_caught_up(20) and second.wait_until_caught_up(20)
    assert not first.status.diverged and not second.status.diverged
    first.stop()
    second.stop()
    log.close()
    per_station, distinct = central_counts(central_url)
    assert per_station == {"st-1": 60} and distinct == 60
    assert verify_engine(database_engine(central_url)).ok


def test_central_unreachable_then_back(tmp_path, judge):
    log = open_audit_log(station_id="st-1", path=tmp_path / "a.sqlite3")
    relay = Relay(log, "postgresql+psycopg://nobody@127.0.0.1:1/none", first_backoff_s=0.05)
    relay.start()
    started = time.monotonic()
    record = log.record_adjudication(judge("cat"), profile="A")  # never waits for the network
    assert time.monotonic() - started < 1.0 and record.seq == 1
    status = wait_until(
        lambda: relay.status if relay.status.last_error else None, 10, "the relay's error"
    )
    relay.stop()
    log.close()
    assert status.running and status.last_error and status.pending is None


def test_postgresql_stopped_while_stations_append(tmp_path, pg_server, judge):
    if pg_server.cluster is None:
        pytest.skip("needs the test's own PostgreSQL cluster (it is stopped and restarted)")
    url = pg_server.new_database()
    stations = [
        open_audit_log(station_id=f"st-{n}", path=tmp_path / f"{n}.sqlite3") for n in range(4)
    ]
    relays = [
        Relay(log, url, poll_interval_s=0.1, first_backoff_s=0.1, max_backoff_s=0.8)
        for log in stations
    ]
    for relay in relays:
        relay.start()
    stop = threading.Event()
    slowest: list[float] = []
    adjudication = judge("quixotic zax")

    def append(log):
        worst = 0.0
        while not stop.is_set():
            began = time.monotonic()
            log.record_adjudication(adjudication, profile="A")
            worst = max(worst, time.monotonic() - began)
            time.sleep(0.01)  # time passes: each station appends at its own pace
        slowest.append(worst)

    writers = [threading.Thread(target=append, args=(log,)) for log in stations]
    for w in writers:
        w.start()
    time.sleep(1.0)  # time passes: the stations append with the server up
    pg_server.cluster.stop("fast")
    time.sleep(2.0)  # time passes: stations keep adjudicating, relays back off
    down_errors = [r.status.last_error for r in relays]
    pg_server.cluster.start()
    time.sleep(1.0)  # time passes: the stations append with the server back
    stop.set()
    for w in writers:
        w.join()
    assert all(r.wait_until_caught_up(30) for r in relays)
    for relay in relays:
        relay.stop()

    local = {log.station_id: len(log.query()) for log in stations}
    for log in stations:
        log.close()
    per_station, distinct = central_counts(url)
    assert any(down_errors), "the outage was not noticed"
    assert dict(per_station) == local  # nothing lost, nothing twice
    assert distinct == sum(local.values())
    report = verify_engine(database_engine(url))
    assert report.ok, report.summary()
    assert max(slowest) < 1.0  # appends never waited for the server


def test_a_director_setting_the_central_address_starts_relaying_at_once(central_url, judge):
    """No restart needed: the station's existing records and new ones reach the central log."""
    import dataclasses

    from kiosk.director.service import DirectorService
    from kiosk.runtime.station_runtime import open_station

    runtime = open_station()
    try:
        profile = runtime.profiles[0]
        # no relay yet
        runtime.recorder.record(PendingJudgement(judge("cat dogs"), profile, None, 0.0))
        assert runtime.link.relay is None and runtime.link.relay_status() is None
        config = runtime.config
        new = dataclasses.replace(
            config, settings=dataclasses.replace(config.settings, central_url=central_url)
        )
        DirectorService(runtime).apply(new)
        assert runtime.link.relay is not None
        runtime.recorder.record(PendingJudgement(judge("cat qi"), profile, None, 0.0))
        deadline = time.monotonic() + 20
        while time.monotonic() < deadline:
            try:  # the relay creates the central table on its first connection
                per_station, _distinct = central_counts(central_url)
            except SQLAlchemyError:
                per_station = Counter()
            if per_station[runtime.station_id] == len(runtime.audit.query()):
                break
            time.sleep(0.1)  # time passes: polling the central copy
        per_station, distinct = central_counts(central_url)
        assert per_station[runtime.station_id] == len(runtime.audit.query()) == distinct
        # and the director can switch it off again
        DirectorService(runtime).apply(config)
        assert runtime.link.relay is None
    finally:
        runtime.close()
