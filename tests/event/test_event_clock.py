"""One clock for the event: `judge`, `director event status` and the kiosk decide which plan is
in force on the central server's clock, measured now or aged from the last contact, never on
this computer's own clock. Run for real: PostgreSQL as the central log, the commands as
processes, the station's clock set 10 minutes fast with faketime."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from kiosk.event.clock import (
    CLOCK_FILE,
    ClockReading,
    EventTime,
    from_reading,
    load_reading,
    save_reading,
    too_close,
)
from tests.conftest import REPO
from tests.event.test_event_follow import accept, make_lexicon, station_home

needs_faketime = pytest.mark.skipif(
    shutil.which("faketime") is None and not os.environ.get("CI"),
    reason="faketime is not installed (apt install faketime)",
)
CLOSED = "postgresql+psycopg://nobody@127.0.0.1:9/none"  # nothing listens on port 9


def two_lists(kiosk_home: Path, tmp_path: Path, switch_in: timedelta) -> tuple[str, str]:
    """Division A judges with NWL2020 (no ZO) now, and with NWL2023 (ZO) from the instant."""
    key = station_home(kiosk_home, tmp_path)
    old = make_lexicon(kiosk_home, "NWL2020", "cat\ndogs\n", install=True)
    new = make_lexicon(kiosk_home, "NWL2023", "cat\ndogs\nzo\n", install=True)
    accept(kiosk_home, key, 1, datetime.now(UTC) - timedelta(hours=1), old, "double")
    accept(kiosk_home, key, 2, datetime.now(UTC) + switch_in, new, "double")
    return old, new


def set_central(kiosk_home: Path, url: str) -> None:
    text = (kiosk_home / "station.toml").read_text("utf-8")
    (kiosk_home / "station.toml").write_text(
        f'[settings]\ncentral_url = "{url}"\n\n' + text, encoding="utf-8"
    )


def kiosk(kiosk_home: Path, *args: str, fast: str | None = None) -> subprocess.CompletedProcess:
    command = [sys.executable, "-m", "kiosk", *args]
    env = {**os.environ, "CHALLENGE_KIOSK_HOME": str(kiosk_home)}
    env.pop("FAKETIME_DONT_FAKE_MONOTONIC", None)
    if fast:
        # a wrong date on a real machine moves the wall clock, never the time since boot
        command = ["faketime", "-f", fast, *command]
        env["FAKETIME_DONT_FAKE_MONOTONIC"] = "1"
    return subprocess.run(command, capture_output=True, text=True, env=env, cwd=REPO, timeout=120)


@pytest.mark.postgres
@needs_faketime
def test_judge_with_a_clock_ten_minutes_fast_follows_the_servers_clock(
    kiosk_home, tmp_path, central_url
):
    two_lists(kiosk_home, tmp_path, switch_in=timedelta(minutes=5))
    set_central(kiosk_home, central_url)
    # On its own clock the station is 5 minutes past the instant; on the server's, 5 before.
    fast = kiosk(kiosk_home, "judge", "ZO", "--no-log", fast="+10m")
    assert fast.returncode == 1, fast.stdout + fast.stderr  # UNACCEPTABLE: NWL2020 in force
    assert fast.stdout.startswith("UNACCEPTABLE"), fast.stdout
    assert "Division A: NWL2020" in fast.stdout
    assert "this computer's clock is 10 min fast against the central server's" in fast.stderr
    measured = load_reading(kiosk_home)
    assert measured is not None and abs(measured.offset_s + 600) < 5  # kept for later
    # director event status says the same, and why
    status = kiosk(kiosk_home, "director", "event", "status", fast="+10m")
    assert status.returncode == 0, status.stderr
    assert "plan 1 from" in status.stdout and "(in force)" in status.stdout.split("plan 2")[0]
    assert "plan 2 from" in status.stdout and "(not yet: in 4 min)" in status.stdout, status.stdout
    assert "10 min fast" in status.stdout


@pytest.mark.postgres
@needs_faketime
def test_judge_with_a_clock_ten_minutes_slow_switches_at_the_servers_instant(
    kiosk_home, tmp_path, central_url
):
    two_lists(kiosk_home, tmp_path, switch_in=-timedelta(minutes=5))
    set_central(kiosk_home, central_url)
    # On its own clock the station is 5 minutes before the instant; on the server's, 5 after.
    slow = kiosk(kiosk_home, "judge", "ZO", "--no-log", fast="-10m")
    assert slow.returncode == 0, slow.stdout + slow.stderr  # ACCEPTABLE: NWL2023 in force
    assert "Division A: NWL2023" in slow.stdout
    assert "10 min slow against the central server's" in slow.stderr


@pytest.mark.postgres
@needs_faketime
def test_offline_judge_ages_the_last_contact_on_the_boot_clock(kiosk_home, tmp_path, central_url):
    """The desk synced at the venue, then lost the network, and its clock was set 10 minutes
    fast: the last measured offset, aged on the time since boot, still says "before"."""
    two_lists(kiosk_home, tmp_path, switch_in=timedelta(minutes=5))
    set_central(kiosk_home, central_url)
    assert kiosk(kiosk_home, "judge", "CAT", "--no-log").returncode == 0  # measured, kept
    text = (kiosk_home / "station.toml").read_text("utf-8").replace(central_url, CLOSED)
    (kiosk_home / "station.toml").write_text(text, encoding="utf-8")
    offline = kiosk(kiosk_home, "judge", "ZO", "--no-log", fast="+10m")
    assert offline.returncode == 1, offline.stdout + offline.stderr
    assert "Division A: NWL2020" in offline.stdout
    assert "the central log cannot be reached" in offline.stderr
    assert "using last contact" in offline.stderr
    assert "10 min fast" in offline.stderr


@pytest.mark.postgres
def test_an_instant_nearer_than_the_clocks_uncertainty_is_refused_not_guessed(kiosk_home, tmp_path):
    two_lists(kiosk_home, tmp_path, switch_in=timedelta(seconds=40))
    set_central(kiosk_home, CLOSED)
    # the last contact: an hour ago with a slow link (± 30 s), on an earlier boot
    now = datetime.now(UTC)
    save_reading(
        kiosk_home,
        ClockReading(
            server_utc=(now - timedelta(hours=1)).isoformat(),
            station_utc=(now - timedelta(hours=1)).isoformat(),
            uncertainty_s=30.0,
            boot_id="an earlier boot",
            boot_s=5.0,
        ),
    )
    refused = kiosk(kiosk_home, "judge", "ZO", "--no-log")
    assert refused.returncode == 3, refused.stdout + refused.stderr
    assert refused.stdout == ""  # no verdict
    assert "cannot tell which side of that instant it is" in refused.stderr
    assert "before this computer restarted" in refused.stderr
    assert "Traceback" not in refused.stderr


def test_a_damaged_clock_file_is_no_reading(kiosk_home):
    for damaged in (b"", b"{", b'{"server_utc": 5}', b"\xff" * 10, json.dumps([1]).encode()):
        (kiosk_home / CLOCK_FILE).write_bytes(damaged)
        assert load_reading(kiosk_home) is None


def test_the_uncertainty_grows_with_the_age_of_the_reading():
    then = datetime(2026, 11, 28, 12, 0, tzinfo=UTC)
    reading = ClockReading(
        then.isoformat(), (then - timedelta(minutes=10)).isoformat(), 0.05, "b", 100.0
    )
    assert reading.offset_s == 600.0  # the server 10 minutes ahead: this clock is slow
    # an hour later on the boot clock, whatever the wall clock says
    at = from_reading(reading, lambda: then + timedelta(days=3), lambda: ("b", 3700.0))
    assert at.now == then + timedelta(hours=1)
    assert at.uncertainty_s == pytest.approx(0.05 + 200e-6 * 3600)
    # another boot: the wall clock plus the offset, trusted a minute less
    rebooted = from_reading(reading, lambda: then + timedelta(hours=1), lambda: ("c", 10.0))
    assert rebooted.now == then + timedelta(hours=1, minutes=10)
    assert rebooted.uncertainty_s > 60
    instant = then + timedelta(hours=1, minutes=10, seconds=30)
    assert too_close([instant], rebooted) == instant
    assert too_close([instant], EventTime(rebooted.now, 10.0, "x", 0.0)) is None


def test_a_division_name_typed_wrong_is_said_by_status_and_judge(kiosk_home, tmp_path):
    """Found at the event-day trial: a station whose division read "Divison A" judged with its
    own list after the instant while `director event status` said the plan was in force."""
    two_lists(kiosk_home, tmp_path, switch_in=-timedelta(minutes=5))
    toml = (kiosk_home / "station.toml").read_text("utf-8")
    (kiosk_home / "station.toml").write_text(toml.replace("Division A", "Divison A"), "utf-8")
    status = kiosk(kiosk_home, "director", "event", "status")
    assert status.returncode == 0, status.stderr
    warned = [line for line in status.stdout.splitlines() if line.startswith("WARN")]
    assert warned == [
        "WARN  division 'Divison A' is not in plan 2 (did you mean 'Division A'?): it keeps "
        "its own list and rule",
        "WARN  plan 2 names division 'Division A', which this station does not have",
    ], status.stdout
    judged = kiosk(kiosk_home, "judge", "ZO", "--no-log")
    assert "WARN division 'Divison A' is not in plan 2 (did you mean 'Division A'?)" in (
        judged.stderr
    )
