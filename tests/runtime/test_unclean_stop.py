"""Unclean stops are facts in the log: the real station process killed with SIGKILL leaves a
session with no stop record, and its next start records that; SIGTERM and SIGHUP record a
stop with the true reason. The exports and the report show the unclean stop.
"""

from __future__ import annotations

import csv
import io
import json
import os
import signal
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import REPO, wait_until

pytestmark = pytest.mark.skipif(os.name != "posix", reason="POSIX signals")


def run_kiosk(home: Path, *args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "kiosk", *args],
        cwd=REPO,
        env={**os.environ, "CHALLENGE_KIOSK_HOME": str(home), "QT_QPA_PLATFORM": "offscreen"},
        input=stdin,
        capture_output=True,
        text=True,
        timeout=120,
    )


def records(home: Path) -> list[tuple[int, str, dict]]:
    path = home / "audit.sqlite3"
    if not path.exists():
        return []
    with sqlite3.connect(f"file:{path}?mode=ro", uri=True) as db:
        rows = db.execute("SELECT seq, kind, body FROM audit_records ORDER BY seq").fetchall()
    return [(seq, kind, json.loads(body)) for seq, kind, body in rows]


def kinds(home: Path) -> list[str]:
    return [kind for _seq, kind, _body in records(home)]


def start_station(home: Path) -> subprocess.Popen[bytes]:
    """The real station, offscreen; returns once its start is recorded."""
    before = kinds(home).count("kiosk-started")
    process = subprocess.Popen(
        [sys.executable, "-m", "kiosk", "--windowed"],
        cwd=REPO,
        env={**os.environ, "CHALLENGE_KIOSK_HOME": str(home), "QT_QPA_PLATFORM": "offscreen"},
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )

    def started() -> bool:
        assert process.poll() is None, f"the station stopped: {process.returncode}"
        return kinds(home).count("kiosk-started") != before

    wait_until(started, 60, "the station recording its start", every=0.1)
    return process


@pytest.fixture
def station_home(kiosk_home: Path) -> Path:
    result = run_kiosk(kiosk_home, "director", "set-pin", "--pin-stdin", stdin="482107\n")
    assert result.returncode == 0, result.stderr
    return kiosk_home


def test_a_station_killed_outright_records_the_unclean_stop_at_its_next_start(station_home):
    home = station_home
    first = start_station(home)
    assert run_kiosk(home, "judge", "CAT").returncode == 0  # a record after the start
    first.send_signal(signal.SIGKILL)
    first.wait(30)
    held = records(home)
    started_seq = next(seq for seq, kind, _ in reversed(held) if kind == "kiosk-started")
    last_seq, last_kind, last_body = held[-1]
    assert "kiosk-stopped" not in kinds(home)

    second = start_station(home)
    try:
        after = records(home)
        unclean = [(seq, body) for seq, kind, body in after if kind == "unclean-stop"]
        assert len(unclean) == 1
        seq, body = unclean[0]
        details = body["details"]
        assert details["session_started_seq"] == started_seq
        assert details["last_seq"] == last_seq and details["last_kind"] == last_kind
        assert details["last_recorded_at"] == last_body["recorded_at"]
        assert body["flags"] == {"unclean_stop": True}
        # it comes before the new start record, right after what the station held
        assert seq == last_seq + 1
        assert next(kind for s, kind, _ in after if s > seq) == "kiosk-started"
    finally:
        second.send_signal(signal.SIGTERM)
        assert second.wait(30) == 0

    # the exports and the report show it
    flagged = run_kiosk(home, "audit", "export", "--format", "csv", "--flagged")
    assert flagged.returncode == 0, flagged.stderr
    rows = list(csv.DictReader(io.StringIO(flagged.stdout)))
    assert [row["kind"] for row in rows] == ["unclean-stop"]
    report = home.parent / "report.html"
    made = run_kiosk(home, "audit", "export", "--format", "html", "--out", str(report))
    assert made.returncode == 0, made.stderr
    assert "previous session ended without a stop" in report.read_text("utf-8")


@pytest.mark.parametrize("signum", [signal.SIGTERM, signal.SIGHUP], ids=lambda s: s.name)
def test_a_stop_by_the_system_is_recorded_with_its_true_reason(station_home, signum):
    home = station_home
    process = start_station(home)
    process.send_signal(signum)
    assert process.wait(30) == 0
    stops = [body for _seq, kind, body in records(home) if kind == "kiosk-stopped"]
    assert [s["details"]["reason"] for s in stops] == [f"stopped by the system ({signum.name})"]
    # a clean stop is no unclean stop at the next start, even with records in between
    assert run_kiosk(home, "judge", "CAT").returncode == 0
    again = start_station(home)
    again.send_signal(signal.SIGTERM)
    assert again.wait(30) == 0
    assert "unclean-stop" not in kinds(home)


def test_a_new_log_has_no_unclean_stop(station_home):
    process = start_station(station_home)
    process.send_signal(signal.SIGTERM)
    assert process.wait(30) == 0
    assert "unclean-stop" not in kinds(station_home)
