"""Every process that writes records relays them: judge, director set-pin, audit export,
the kiosk at stop; through outages, with bad addresses, and with the configured name."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest
from central_helpers import central_count, central_links, relayed, write_station_toml

from kiosk.audit import EventKind, open_audit_log
from kiosk.audit.station_log import QUEUED
from kiosk.cli import main
from kiosk.core.judgements import PendingJudgement
from tests.conftest import wait_until

pytestmark = pytest.mark.postgres

REPO = Path(__file__).resolve().parents[2]
UNREACHABLE = "postgresql+psycopg://nobody@127.0.0.1:1/none"
BAD_URLS = ("http://central.local/x", "not a url at all", "postgresql+nodriver://h/db")


def cli(*args: str, home: Path, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "CHALLENGE_KIOSK_HOME": str(home)}
    return subprocess.run(
        [sys.executable, "-m", "kiosk", *args],
        capture_output=True,
        text=True,
        cwd=REPO,
        env=env,
        timeout=60,
        input=stdin,
    )


def local_records(home: Path):
    with open_audit_log(station_id="reader", path=home / "audit.sqlite3") as log:
        return log.query()


def station_id(home: Path) -> str:
    return (home / "station-id").read_text().strip()


def test_judge_sends_its_record_under_the_configured_name(kiosk_home, central_url):
    write_station_toml(kiosk_home, name="Table 7", central_url=central_url)
    for words, expected in ((("cat",), 0), (("cat", "dogz"), 1)):
        judged = cli("judge", *words, home=kiosk_home)
        assert judged.returncode == expected, judged.stderr
        assert judged.stderr == ""
    records = local_records(kiosk_home)
    assert [r.station_name for r in records] == ["Table 7", "Table 7"]
    assert central_links(central_url, station_id(kiosk_home)) == [(r.seq, r.hash) for r in records]
    assert (kiosk_home / "station-key.pem").stat().st_mode & 0o777 == 0o600
    assert main(["audit", "verify", "--central", central_url]) == 0


def test_a_slip_code_is_found_in_the_central_copy(kiosk_home, central_url, tmp_path):
    """After the event, on the auditor's laptop: the central copy answers a dispute."""
    write_station_toml(kiosk_home, name="Table 7", central_url=central_url)
    for words in (("cat",), ("zax", "dogz")):
        assert cli("judge", *words, home=kiosk_home).returncode in (0, 1)
    disputed = local_records(kiosk_home)[1]
    out = tmp_path / "dispute.jsonl"
    args = ["audit", "export", "--format", "jsonl", "--central", central_url, "--out", str(out)]
    assert main([*args, "--search", disputed.receipt.lower()]) == 0
    lines = out.read_text(encoding="utf-8").splitlines()
    assert [json.loads(line)["event_id"] for line in lines] == [disputed.event_id]
    assert main([*args, "--search", "dogz zax"]) == 0  # the words, in any order
    assert out.read_text(encoding="utf-8").splitlines() == lines


def test_director_set_pin_and_export_are_relayed(kiosk_home, central_url, capsys):
    write_station_toml(kiosk_home, name="Table 8", central_url=central_url)
    assert (
        cli("director", "set-pin", "--pin-stdin", home=kiosk_home, stdin="482107\n").returncode == 0
    )
    out = kiosk_home / "out.csv"
    assert (
        cli("audit", "export", "--format", "csv", "--out", str(out), home=kiosk_home).returncode
        == 0
    )
    kinds = [r.kind for r in local_records(kiosk_home)]
    assert kinds == [EventKind.SETTINGS_CHANGED, EventKind.EXPORT_MADE]
    assert len(central_links(central_url, station_id(kiosk_home))) == 2
    assert {r.station_name for r in local_records(kiosk_home)} == {"Table 8"}


def test_judge_with_an_unreachable_central_log_keeps_the_record_and_its_exit_code(kiosk_home):
    write_station_toml(kiosk_home, central_url=UNREACHABLE)
    for words, expected in ((("cat",), 0), (("cat", "dogz"), 1)):
        started = time.monotonic()
        judged = cli("judge", *words, home=kiosk_home)
        assert time.monotonic() - started < 15
        assert judged.returncode == expected
        assert judged.stdout.split("\n")[0] in ("ACCEPTABLE", "UNACCEPTABLE")
        assert judged.stderr.startswith(QUEUED), judged.stderr
        assert "Traceback" not in judged.stderr
    assert len(local_records(kiosk_home)) == 2


@pytest.mark.parametrize("url", BAD_URLS)
def test_a_bad_central_address_never_crashes_a_command(kiosk_home, url):
    write_station_toml(kiosk_home, central_url=url)
    judged = cli("judge", "cat", home=kiosk_home)
    pin = cli("director", "set-pin", "--pin-stdin", home=kiosk_home, stdin="482107\n")
    exported = cli("audit", "export", "--format", "jsonl", home=kiosk_home)
    for done in (judged, pin, exported):
        assert "Traceback" not in done.stderr, done.stderr
    assert (judged.returncode, pin.returncode, exported.returncode) == (0, 0, 0)
    assert len(local_records(kiosk_home)) == 3  # every record kept locally
    compared = cli("audit", "compare", "--central", url, home=kiosk_home)
    assert compared.returncode == 2 and len(compared.stderr.strip().splitlines()) == 1
    assert "Traceback" not in compared.stderr


@pytest.mark.parametrize("url", BAD_URLS)
def test_a_bad_central_address_at_the_kiosk_is_a_relay_problem(kiosk_home, url, judge):
    from kiosk.runtime.station_runtime import open_station

    runtime = open_station()
    try:
        runtime.set_central(url)
        runtime.recorder.record(PendingJudgement(judge("cat"), runtime.profiles[0], None, 0.0))
        wait_until(lambda: runtime.link.relay_status().last_error, 5, "the relay's error")
    finally:
        problem = runtime.close(flush_timeout=0.5)
    assert problem and problem.startswith(QUEUED)


def test_broken_station_file_falls_back_to_the_last_good_name(kiosk_home, central_url):
    write_station_toml(kiosk_home, name="Table 9", central_url=central_url)
    from kiosk.config import load_config

    load_config()  # keeps station.last-good.toml
    assert cli("judge", "cat", home=kiosk_home).returncode == 0
    (kiosk_home / "station.toml").write_text("[settings\nbroken", encoding="utf-8")
    # judge judges as the station would: not with a station file it cannot read
    refused = cli("judge", "cat", home=kiosk_home)
    assert refused.returncode == 3 and "station.toml" in refused.stderr
    # what a command records still names the station and reaches the central log as before
    assert cli("audit", "export", "--format", "csv", home=kiosk_home).returncode == 0
    _judged, exported = local_records(kiosk_home)
    assert exported.kind is EventKind.EXPORT_MADE and exported.station_name == "Table 9"
    assert len(central_links(central_url, station_id(kiosk_home))) == 2  # last good URL


def test_kiosk_stopped_is_relayed_at_stop(kiosk_home, central_url):
    from kiosk.runtime.station_runtime import open_station

    write_station_toml(kiosk_home, name="Table 3", central_url=central_url)
    runtime = open_station()
    assert runtime.event(EventKind.KIOSK_STOPPED, {"reason": "window closed"})
    assert runtime.close() is None
    kinds = [r.kind for r in local_records(kiosk_home)]
    assert kinds[-1] is EventKind.KIOSK_STOPPED
    assert len(central_links(central_url, station_id(kiosk_home))) == len(kinds)


def test_central_server_stopped_mid_run_then_back(kiosk_home, pg_server, capsys):
    if pg_server.cluster is None:
        pytest.skip("needs the test's own PostgreSQL cluster (it is stopped and restarted)")
    url = pg_server.new_database()
    write_station_toml(kiosk_home, central_url=url)
    assert main(["judge", "cat"]) == 0
    pg_server.cluster.stop("fast")
    try:
        for words, expected in ((["qat"], 0), (["cat", "dogz"], 1)):
            assert main(["judge", *words]) == expected  # judging goes on
            assert QUEUED in capsys.readouterr().err
    finally:
        pg_server.cluster.start()
    assert main(["judge", "zax"]) == 0
    assert QUEUED not in capsys.readouterr().err
    records = local_records(kiosk_home)
    assert central_links(url, station_id(kiosk_home)) == [(r.seq, r.hash) for r in records]


def test_verify_central_while_a_relay_commits_never_tracebacks(
    tmp_path, central_url, judge, capsys
):
    from kiosk.audit.engine import database_engine
    from kiosk.audit.relay import prepare_central

    owner = database_engine(central_url)
    prepare_central(owner)  # the schema first: verify of a log still being made is exit 2
    owner.dispose()
    logs = [open_audit_log(station_id=f"st-{n}", path=tmp_path / f"{n}.sqlite3") for n in range(3)]
    relays = [relayed(log, central_url, batch_size=3) for log in logs]
    stop = threading.Event()

    def append(log):
        while not stop.is_set():
            log.record_adjudication(judge("cat"), profile="A")
            time.sleep(0.002)  # time passes: each station appends at its own pace

    writers = [threading.Thread(target=append, args=(log,)) for log in logs]
    for w in writers:
        w.start()
    try:
        codes = [main(["audit", "verify", "--central", central_url]) for _ in range(25)]
    finally:
        stop.set()
        for w in writers:
            w.join()
    assert all(r.wait_until_caught_up(30) for r in relays)
    for relay, log in zip(relays, logs, strict=True):
        relay.stop()
        log.close()
    captured = capsys.readouterr()
    assert set(codes) <= {0, 2} and codes.count(0) >= 20, captured
    assert "Traceback" not in captured.err and central_count(central_url) > 0


def self_test_central(home: Path):
    from kiosk.health.selftest import run_self_test

    checks = {c.name: c for c in run_self_test(home=home, central_timeout_s=3).checks}
    return checks["central log"]


def test_self_test_passes_only_when_this_stations_records_are_central(kiosk_home, central_url):
    write_station_toml(kiosk_home, central_url=central_url)
    fresh = self_test_central(kiosk_home)
    assert fresh.passed and "no records from this station yet" in fresh.detail
    assert cli("judge", "cat", home=kiosk_home).returncode == 0
    check = self_test_central(kiosk_home)
    assert check.passed and "this station's 1 records are all there" in check.detail

    # records written without a relay (as `judge` did before): behind by N, not "connected"
    write_station_toml(kiosk_home, central_url="")
    for _ in range(4):
        assert cli("judge", "cat", home=kiosk_home).returncode == 0
    write_station_toml(kiosk_home, central_url=central_url)
    behind = self_test_central(kiosk_home)
    assert not behind.passed and "behind by 4 records" in behind.detail


def test_self_test_names_a_divergence(kiosk_home, central_url):
    from audit_helpers import drop_triggers, raw

    write_station_toml(kiosk_home, central_url=central_url)
    for _ in range(3):
        assert cli("judge", "cat", home=kiosk_home).returncode == 0
    drop_triggers(kiosk_home / "audit.sqlite3")
    with raw(kiosk_home / "audit.sqlite3") as conn:
        conn.execute("DELETE FROM audit_records WHERE seq = 3")
    check = self_test_central(kiosk_home)
    assert not check.passed
    assert (
        "diverged at record 3: the central log holds record 3, which this station no"
        in check.detail
    )
