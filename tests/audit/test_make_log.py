"""``bench/bench_audit.py --make-log``: large logs that verify, and that a station extends.

The tool is run as a person runs it (a subprocess); what it wrote is checked with the
project's own readers: ``audit verify``, the signed-head check, and the store's own
records compared field by field with the made ones.
"""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
from pathlib import Path

from kiosk.audit import EventKind, open_audit_log
from kiosk.audit.central import check_signed_heads
from kiosk.audit.engine import sqlite_engine
from kiosk.audit.identity import STATION_ID_FILE, STATION_KEY_FILE

REPO = Path(__file__).resolve().parents[2]


def make_log(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, str(REPO / "bench" / "bench_audit.py"), "--make-log", *args],
        capture_output=True,
        text=True,
        cwd=REPO,
        timeout=300,
    )


def kiosk(*args: str, home: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "CHALLENGE_KIOSK_HOME": str(home)}
    return subprocess.run(
        [sys.executable, "-m", "kiosk", *args],
        capture_output=True,
        text=True,
        cwd=REPO,
        env=env,
        timeout=120,
    )


def bodies(path: Path) -> list[dict]:
    conn = sqlite3.connect(path)
    try:
        return [json.loads(b) for (b,) in conn.execute("SELECT body FROM audit_records")]
    finally:
        conn.close()


def test_a_home_log_is_the_stations_own_and_judge_appends_to_it(tmp_path):
    home = tmp_path / "kiosk-home"
    made = make_log(str(home / "audit.sqlite3"), "--records", "2000", "--home", str(home))
    assert made.returncode == 0, made.stderr
    station_id = (home / STATION_ID_FILE).read_text().strip()
    assert (home / STATION_KEY_FILE).stat().st_mode & 0o077 == 0  # private, as made by the station
    assert f"station {station_id}: 2,000 records, head signed" in made.stdout

    judged = kiosk("judge", "CAT", home=home)
    assert judged.returncode == 0, judged.stderr
    assert judged.stdout.startswith("ACCEPTABLE")
    last = bodies(home / "audit.sqlite3")[-1]
    assert (last["station_id"], last["seq"], last["source"]) == (station_id, 2001, "judge-cli")
    assert f"Write on the slip: {last['receipt']}" in judged.stdout
    assert last["receipt"].endswith("-2001")

    verified = kiosk("audit", "verify", home=home)
    assert verified.returncode == 0, verified.stdout + verified.stderr
    assert verified.stdout.startswith("OK: 2001 records, chain intact")


def test_a_made_log_verifies_its_heads_are_signed_and_its_records_are_the_stores(
    tmp_path, judge, clock
):
    path = tmp_path / "made.sqlite3"
    made = make_log(str(path), "--records", "3000", "--stations", "3", "--seed", "7")
    assert made.returncode == 0, made.stderr
    verified = kiosk("audit", "verify", "--db", str(path), home=tmp_path / "home")
    assert verified.returncode == 0 and verified.stdout.startswith("OK: 3000 records")

    engine = sqlite_engine(path)
    with engine.connect() as conn:
        heads = check_signed_heads(conn)
    engine.dispose()
    assert heads.ok and heads.count == 3

    made_bodies = bodies(path)
    kinds = {b["kind"] for b in made_bodies}
    assert {"adjudication", "annotation", "kiosk-started", "entry-withdrawn"} <= kinds
    adjudications = [b for b in made_bodies if b["kind"] == "adjudication"]
    assert {b["verdict"] for b in adjudications} == {"ACCEPTABLE", "UNACCEPTABLE"}
    assert any(b["flags"]["possible_split_lookup"] for b in adjudications)
    assert all(b["receipt"] and b["table"] for b in adjudications)

    # the same fields, kind by kind, as the store itself writes
    own = tmp_path / "own.sqlite3"
    with open_audit_log(station_id="st-1", station_name="Table 1", path=own, clock=clock) as log:
        first = log.record_adjudication(judge("cat dogz"), profile="Division A", table=3)
        clock.advance(30)
        log.record_adjudication(judge("qat"), profile="Division A", table=3, declared_count=1)
        log.annotate(first.event_id, "note", "looked at", target_receipt=first.receipt)
        log.record_event(EventKind.KIOSK_STARTED, {"version": "x"})
    store = {b["kind"]: set(b) for b in bodies(own)}
    for kind, keys in store.items():
        assert all(set(b) == keys for b in made_bodies if b["kind"] == kind), kind


def test_an_existing_log_is_never_overwritten(tmp_path):
    path = tmp_path / "made.sqlite3"
    assert make_log(str(path), "--records", "50").returncode == 0
    before = path.read_bytes()
    again = make_log(str(path), "--records", "50")
    assert again.returncode == 2 and "never overwritten" in again.stderr
    assert path.read_bytes() == before
