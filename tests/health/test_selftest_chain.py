"""The station's own chain, checked from the last verified head: the self-test fails on a
broken chain, `judge` refuses to append to it, the kiosk is not ready; and the station key
said plainly when it is missing, empty, a folder or not a key."""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest
from argon2 import PasswordHasher

from kiosk.audit.schema import SQLITE_SCHEMA
from kiosk.audit.verified import check_chain, verified_path
from tests.conftest import REPO

CHEAP = PasswordHasher(time_cost=1, memory_cost=1024, parallelism=1)
UNREACHABLE = "postgresql+psycopg://nobody@127.0.0.1:1/none"


@pytest.fixture(autouse=True)
def prepared(kiosk_home: Path) -> None:
    """A station with a director PIN, as a prepared station has."""
    write_config(kiosk_home)


def write_config(home: Path, central_url: str = "") -> None:
    text = f'[director]\npin_hash = "{CHEAP.hash("482107")}"\n'
    if central_url:
        text = f'[settings]\ncentral_url = "{central_url}"\n' + text
    (home / "station.toml").write_text(text, encoding="utf-8")


def run(home: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "kiosk", *args],
        capture_output=True,
        text=True,
        cwd=REPO,
        env={**os.environ, "CHALLENGE_KIOSK_HOME": str(home)},
        timeout=120,
    )


def judge(home: Path, word: str = "cat") -> subprocess.CompletedProcess[str]:
    return run(home, "judge", word)


def self_test(home: Path) -> dict[str, tuple[str, str]]:
    """Each line of the report: name -> (PASS/WARN/FAIL, detail)."""
    done = run(home, "--self-test")
    lines = {}
    for line in done.stdout.splitlines():
        state, _, rest = line.partition("  ")
        if state in ("PASS", "WARN", "FAIL"):
            name, _, detail = rest.partition(": ")
            lines[name] = (state, detail)
    return lines


def tamper(path: Path, sql: str) -> None:
    """Change the log as someone with the file would, putting the guard back after."""
    connection = sqlite3.connect(path)
    try:
        connection.execute("DROP TRIGGER audit_records_no_update")
        connection.execute(sql)
        connection.execute(next(s for s in SQLITE_SCHEMA if "audit_records_no_update" in s))
        connection.commit()
    finally:
        connection.close()


def count(path: Path) -> int:
    with sqlite3.connect(path) as connection:
        return int(connection.execute("SELECT count(*) FROM audit_records").fetchone()[0])


def station_of(home: Path) -> str:
    return (home / "station-id").read_text().strip()


def test_a_whole_chain_passes_and_the_verified_head_is_kept(kiosk_home):
    for _ in range(3):
        assert judge(kiosk_home).returncode == 0
    kept = json.loads(verified_path(kiosk_home / "audit.sqlite3").read_text())
    assert kept["seq"] == 2 and kept["station_id"] == station_of(kiosk_home)  # by judge 3
    state, detail = self_test(kiosk_home)["station audit log"]
    assert state == "PASS"
    assert "chain whole to record 3 (1 records checked since the last check)" in detail
    assert json.loads(verified_path(kiosk_home / "audit.sqlite3").read_text()) == kept


def test_only_the_records_after_the_kept_head_are_read(kiosk_home, tmp_path):
    from kiosk.audit import open_audit_log

    path = kiosk_home / "audit.sqlite3"
    assert judge(kiosk_home).returncode == 0
    station = station_of(kiosk_home)
    with open_audit_log(station_id=station, path=path) as log:
        for n in range(300):
            log.record_event(log_event(), {"n": n})
    first = check_chain(path, station)
    assert first.ok and first.head_seq == 301
    with open_audit_log(station_id=station, path=path) as log:
        for n in range(3):
            log.record_event(log_event(), {"n": n})
    again = check_chain(path, station)
    assert again.ok and again.checked == 3 and again.head_seq == 304


def log_event():
    from kiosk.audit import EventKind

    return EventKind.KIOSK_STARTED


@pytest.mark.parametrize("where", ["after the kept head", "the kept head itself"])
def test_a_broken_chain_fails_the_self_test_and_judge_refuses(kiosk_home, where):
    path = kiosk_home / "audit.sqlite3"
    for _ in range(3):
        assert judge(kiosk_home).returncode == 0  # the third keeps head 2 as verified
    assert self_test(kiosk_home)["station audit log"][0] == "PASS"
    for _ in range(2):
        assert judge(kiosk_home).returncode == 0  # records 4, 5; head 4 kept
    seq = 5 if where == "after the kept head" else 4
    if where == "the kept head itself":
        assert json.loads(verified_path(path).read_text())["seq"] == 4
    tamper(path, f"UPDATE audit_records SET body = replace(body, 'CAT', 'CAR') WHERE seq = {seq}")

    state, detail = self_test(kiosk_home)["station audit log"]
    assert state == "FAIL"
    assert f"the log's chain is broken at seq {seq}: its contents do not match its hash" in detail

    before = count(path)
    judged = judge(kiosk_home)
    assert judged.returncode == 4
    assert "ACCEPTABLE" in judged.stdout  # the verdict is said; the log is not written
    assert f"not recorded: the log's chain is broken at seq {seq}" in judged.stderr
    assert count(path) == before


def test_a_missing_record_is_a_break_too(kiosk_home):
    path = kiosk_home / "audit.sqlite3"
    assert judge(kiosk_home).returncode == 0
    assert self_test(kiosk_home)["station audit log"][0] == "PASS"
    for _ in range(3):
        assert judge(kiosk_home).returncode == 0  # head 3 kept by the last
    connection = sqlite3.connect(path)
    connection.execute("DROP TRIGGER audit_records_no_delete")
    connection.execute("DELETE FROM audit_records WHERE seq = 3")
    connection.execute(next(s for s in SQLITE_SCHEMA if "audit_records_no_delete" in s))
    connection.commit()
    connection.close()
    state, detail = self_test(kiosk_home)["station audit log"]
    assert state == "FAIL" and "broken at seq 3: record 3 is missing" in detail
    assert judge(kiosk_home).returncode == 4


def test_an_older_copy_restored_is_checked_whole_and_warned(kiosk_home, tmp_path):
    import shutil

    path = kiosk_home / "audit.sqlite3"
    assert judge(kiosk_home).returncode == 0
    shutil.copy2(path, tmp_path / "old.sqlite3")
    for _ in range(3):
        assert judge(kiosk_home).returncode == 0  # head 3 kept by the last
    for suffix in ("-wal", "-shm"):
        Path(f"{path}{suffix}").unlink(missing_ok=True)
    shutil.copy2(tmp_path / "old.sqlite3", path)
    state, detail = self_test(kiosk_home)["station audit log"]
    assert state == "WARN" and "record 3, verified before, is no longer in the log" in detail
    assert judge(kiosk_home).returncode == 0  # whole, only older: judging goes on


def test_the_kiosk_is_not_ready_on_a_broken_chain(kiosk_home):
    from kiosk.runtime.station_runtime import LogState, open_station

    path = kiosk_home / "audit.sqlite3"
    for _ in range(2):
        assert judge(kiosk_home).returncode == 0
    tamper(path, "UPDATE audit_records SET body = replace(body, 'CAT', 'CAR') WHERE seq = 2")
    runtime = open_station()
    try:
        assert runtime.log_state is LogState.FAILED
        assert "the log's chain is broken at seq 2" in str(runtime.problem)
    finally:
        runtime.close()
    assert count(path) == 2  # no start record on a broken chain


@pytest.mark.parametrize("damage", ["garbage", "empty", "folder", "missing"])
def test_a_bad_station_key_is_named_by_the_self_test(kiosk_home, damage):
    from kiosk.audit.identity import station_key

    assert judge(kiosk_home).returncode == 0  # records to sign...
    station_key(kiosk_home)  # ...with the key a relay makes
    write_config(kiosk_home, central_url=UNREACHABLE)
    key = kiosk_home / "station-key.pem"
    key.unlink()
    if damage == "garbage":
        key.write_bytes(b"\x00\x01 not a key at all \xff")
    elif damage == "empty":
        key.write_bytes(b"")
    elif damage == "folder":
        key.mkdir()
    state, detail = self_test(kiosk_home)["station key"]
    assert state == "FAIL"
    assert f"the station key {key}" in detail
    said = {
        "garbage": "holds no private key",
        "empty": "is empty",
        "folder": "is a folder",
        "missing": "is missing",
    }[damage]
    assert said in detail and "put back this station's own station-key.pem" in detail


def test_a_good_station_key_passes(kiosk_home):
    from kiosk.audit.identity import station_key

    assert judge(kiosk_home).returncode == 0
    station_key(kiosk_home)
    write_config(kiosk_home, central_url=UNREACHABLE)
    state, detail = self_test(kiosk_home)["station key"]
    assert state == "PASS" and detail.startswith("Ed25519, public key ")


def test_with_no_head_kept_a_long_log_is_checked_from_its_newest_records(kiosk_home, monkeypatch):
    """A log from before this check (no audit.verified): bounded, never read whole."""
    import kiosk.audit.verified as verified
    from kiosk.audit import open_audit_log

    monkeypatch.setattr(verified, "FIRST_CHECK", 50)
    path = kiosk_home / "audit.sqlite3"
    with open_audit_log(station_id="st-long", path=path) as log:
        for n in range(130):
            log.record_event(log_event(), {"n": n})
    found = check_chain(path, "st-long")
    assert found.ok and found.head_seq == 130 and found.checked == 50
    assert found.note is not None and found.note.startswith(
        "first check here: its newest records from 81 checked"
    )
    tamper(
        path, "UPDATE audit_records SET body = replace(body, 'st-long', 'st-lonG') WHERE seq = 80"
    )
    verified_path(path).unlink()
    broken = check_chain(path, "st-long")
    assert not broken.ok and broken.problem.startswith("the log's chain is broken at seq 80")
