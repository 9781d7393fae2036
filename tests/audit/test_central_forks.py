"""The central copy knows rollbacks, forks, replayed heads and key changes: the relay flags
them in the central log itself (``central_alarms``), and ``audit verify --central`` and
``audit compare`` exit 1 naming each, as an auditor runs them, in their own processes."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from central_helpers import central_links, write_station_toml
from sqlalchemy import select, text

from kiosk.audit import EventKind, open_audit_log
from kiosk.audit.central import ALARMS
from kiosk.audit.engine import database_engine
from kiosk.audit.identity import station_key
from tests.fleet.fleet_helpers import station_login

pytestmark = pytest.mark.postgres

REPO = Path(__file__).resolve().parents[2]


def cli(*args: str, home: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "CHALLENGE_KIOSK_HOME": str(home)}
    return subprocess.run(
        [sys.executable, "-m", "kiosk", *args],
        capture_output=True,
        text=True,
        cwd=REPO,
        env=env,
        timeout=90,
    )


def judge(home: Path, *words: str) -> subprocess.CompletedProcess[str]:
    done = cli("judge", *(words or ("cat",)), home=home)
    assert done.returncode in (0, 1, 4), done.stderr
    return done


def verify_central(home: Path, url: str) -> subprocess.CompletedProcess[str]:
    return cli("audit", "verify", "--central", url, home=home)


def compare(home: Path, url: str) -> subprocess.CompletedProcess[str]:
    return cli("audit", "compare", "--central", url, home=home)


def alarms(url: str) -> list[tuple[str, int, str]]:
    engine = database_engine(url)
    try:
        with engine.connect() as conn:
            rows = conn.execute(
                select(ALARMS.c.station_id, ALARMS.c.seq, ALARMS.c.kind).order_by(ALARMS.c.id)
            )
            return [(s, int(q), k) for s, q, k in rows]
    finally:
        engine.dispose()


def station_id(home: Path) -> str:
    return (home / "station-id").read_text().strip()


def copy_log(home: Path, to: Path) -> None:
    """A copy of the log as a backup tool takes it (the station is not running)."""
    to.mkdir()
    shutil.copy2(home / "audit.sqlite3", to / "audit.sqlite3")


def restore_log(home: Path, backup: Path) -> None:
    for suffix in ("-wal", "-shm"):
        (home / f"audit.sqlite3{suffix}").unlink(missing_ok=True)
    shutil.copy2(backup / "audit.sqlite3", home / "audit.sqlite3")


@pytest.fixture(autouse=True)
def central_ready(central_url):
    """The central log at the current schema (as its owner leaves it before the event), so
    that each judge's relay has only its records to send within its 3 s."""
    from kiosk.audit.migrate import upgrade

    engine = database_engine(central_url)
    upgrade(engine)
    engine.dispose()


@pytest.fixture
def station(kiosk_home, central_url):
    """A station with central_url set and 3 records judged and copied."""
    write_station_toml(kiosk_home, name="Table 3", central_url=central_url)
    for _ in range(3):
        assert judge(kiosk_home).stderr == ""
    with open_audit_log(station_id="reader", path=kiosk_home / "audit.sqlite3") as log:
        kinds = [(r.seq, r.kind.value, r.details) for r in log.query()]
    assert len(central_links(central_url, station_id(kiosk_home))) == 3, kinds
    return kiosk_home


def test_a_restored_older_log_is_a_rollback_flagged_centrally(station, central_url, tmp_path):
    backup = tmp_path / "backup"
    copy_log(station, backup)  # records 1..3
    for _ in range(3):
        judge(station)  # records 4..6, copied
    sid = station_id(station)
    assert len(central_links(central_url, sid)) == 6
    assert verify_central(station, central_url).returncode == 0

    restore_log(station, backup)
    after = judge(station, "zax")  # record 4 again, other content: not copied
    assert "central log diverged" in after.stderr

    assert (sid, 4, "rollback") in alarms(central_url)
    assert len(central_links(central_url, sid)) == 6  # nothing overwritten, nothing mixed
    verified = verify_central(station, central_url)
    assert verified.returncode == 1
    assert f"station {sid}: rollback at record 4" in verified.stdout
    compared = compare(station, central_url)
    assert compared.returncode == 1
    assert f"ALARM station {sid}: rollback at record 4" in compared.stdout
    # the station keeps its records and says it diverged, as before
    with open_audit_log(station_id=sid, path=station / "audit.sqlite3") as log:
        records = log.query()
    assert [r.seq for r in records] == [1, 2, 3, 4, 5]
    # the first contact comes before the record (the receipts are learned there), so the
    # divergence is recorded first, then the play judged
    assert records[3].kind is EventKind.CENTRAL_DIVERGED
    assert records[4].kind is EventKind.ADJUDICATION
    again = judge(station)  # another process, the same rollback: flagged once
    assert "central log diverged" in again.stderr
    assert alarms(central_url).count((sid, 4, "rollback")) == 1


def test_a_second_log_under_the_same_id_is_a_fork(station, central_url, tmp_path):
    """A copy of the station (its id, key and log) judging on another machine, at the
    same time: its records were made before the central copy's newest one."""
    twin = tmp_path / "twin"
    shutil.copytree(station, twin)
    write_station_toml(twin, name="Table 3", central_url="")  # offline for now
    judge(twin, "qat")  # record 4 on the twin, made first
    judge(station)  # record 4 on the station, copied
    write_station_toml(twin, name="Table 3", central_url=central_url)
    late = judge(twin)
    assert "central log diverged" in late.stderr
    sid = station_id(station)
    assert (sid, 4, "fork") in alarms(central_url)
    verified = verify_central(station, central_url)
    assert verified.returncode == 1 and f"station {sid}: fork at record 4" in verified.stdout


def test_an_older_signed_head_sent_again_fails_verify_and_compare(station, central_url):
    judge(station)
    sid = station_id(station)
    engine = database_engine(central_url)
    with engine.begin() as conn:  # an attacker with the stations' role replays head 1
        conn.execute(
            text(
                "INSERT INTO station_heads (station_id, seq, hash, signed_at, public_key, "
                "signature) SELECT station_id, seq, hash, signed_at, public_key, signature "
                "FROM station_heads WHERE station_id = :s ORDER BY id LIMIT 1"
            ),
            {"s": sid},
        )
    engine.dispose()
    verified = verify_central(station, central_url)
    assert verified.returncode == 1
    assert f"station {sid}: signed head replayed at record 1" in verified.stdout
    compared = compare(station, central_url)
    assert compared.returncode == 1 and "signed head replayed at record 1" in compared.stdout
    tested = cli("--self-test", home=station)
    assert tested.returncode != 0
    assert f"FAIL  central log: {central_url}: the central log flagged station {sid}: " in (
        tested.stdout
    )
    assert "signed head replayed at record 1" in tested.stdout


@pytest.mark.parametrize("damage", ["deleted", "replaced", "garbage", "empty", "folder"])
def test_a_key_changed_or_lost_is_known_centrally(station, central_url, damage, tmp_path):
    sid = station_id(station)
    key = station / "station-key.pem"
    if damage == "replaced":
        other = tmp_path / "other"
        other.mkdir()
        station_key(other)  # another station's key
        shutil.copy2(other / "station-key.pem", key)
    elif damage == "deleted":
        key.unlink()
    elif damage == "garbage":
        key.write_bytes(b"-----BEGIN PRIVATE KEY-----\nnot a key\n-----END PRIVATE KEY-----\n")
    elif damage == "empty":
        key.write_bytes(b"")
    else:
        key.unlink()
        key.mkdir()

    # before any relay ran: compare reads the station's key beside the log
    compared = compare(station, central_url)
    assert compared.returncode == 1, compared.stdout
    expected = "key changed" if damage == "replaced" else "key missing"  # deleted: not made
    assert f"ALARM station {sid}: {expected}" in compared.stdout

    after = judge(station)  # the relay of judge finds it and flags it centrally
    assert "central log diverged" in after.stderr
    kinds = {k for s, _q, k in alarms(central_url) if s == sid}
    assert kinds == {"key changed" if damage in ("deleted", "replaced") else "key missing"}
    verified = verify_central(station, central_url)
    assert verified.returncode == 1
    assert f"station {sid}: key" in verified.stdout
    assert len(central_links(central_url, sid)) == 3  # the record stays local, queued


def test_a_key_copied_from_another_station_is_flagged(kiosk_home, central_url, tmp_path):
    write_station_toml(kiosk_home, name="Table 1", central_url=central_url)
    judge(kiosk_home)
    second = tmp_path / "second"
    second.mkdir(mode=0o700)
    write_station_toml(second, name="Table 2", central_url=central_url)
    shutil.copy2(kiosk_home / "station-key.pem", second / "station-key.pem")
    judge(second)
    sid = station_id(second)
    assert (sid, 1, "key shared") in alarms(central_url)
    verified = verify_central(second, central_url)
    assert verified.returncode == 1 and f"station {sid}: key shared" in verified.stdout


def test_the_stations_insert_only_role_flags_it(kiosk_home, central_url, tmp_path):
    """As docs/central-roles.sql sets it up: the stations' role raises the alarm and can
    never take it back."""
    import psycopg
    from sqlalchemy.exc import DBAPIError

    dsn = central_url.replace("postgresql+psycopg://", "postgresql://")
    script = (REPO / "docs" / "central-roles.sql").read_text()
    with psycopg.connect(dsn, autocommit=True) as conn:
        if conn.execute("SELECT 1 FROM pg_roles WHERE rolname = 'kiosk_station'").fetchone():
            script = "\n".join(  # the roles are the cluster's: made once, granted per database
                line for line in script.splitlines() if not line.startswith("CREATE ROLE")
            )
        conn.execute(script)
    station_url = station_login(central_url, "kiosk_table_9")  # its own login
    write_station_toml(kiosk_home, name="Table 9", central_url=station_url)
    judge(kiosk_home)
    copy_log(kiosk_home, tmp_path / "backup")
    judge(kiosk_home)
    restore_log(kiosk_home, tmp_path / "backup")
    assert "central log diverged" in judge(kiosk_home).stderr
    sid = station_id(kiosk_home)
    assert (sid, 2, "rollback") in alarms(central_url)
    engine = database_engine(station_url)
    try:
        for statement in ("DELETE FROM central_alarms", "UPDATE central_alarms SET kind = 'x'"):
            with pytest.raises(DBAPIError, match="permission denied"), engine.begin() as conn:
                conn.execute(text(statement))
    finally:
        engine.dispose()
    assert verify_central(kiosk_home, station_url).returncode == 1
