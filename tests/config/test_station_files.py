"""Files a careless director or an attacker leaves in the kiosk home, met at start.

Black-box findings: a station file of a few kilobytes nested thousands deep crashed every
start; a named pipe in place of the station file or the station id hung it for good; a
station id that was empty, binary or ten megabytes long either crashed the start, quietly
became a new identity (a second chain in the same log), or went into every record. The
station now starts, says what is wrong, and judges nothing it could not record properly.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from kiosk.audit.identity import STATION_ID_FILE, read_station_id, station_identity
from kiosk.config import ConfigError, load_config, load_last_good, stored_pin_hash
from kiosk.health.selftest import run_self_test
from kiosk.runtime.station_runtime import open_station

PIN_HASH = "$argon2id$v=19$m=1024,t=1,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNoaGFzaA"
DEEP = "x = " + "[" * 3000 + "]" * 3000 + "\n"  # about 6 KB


def test_settings_nested_thousands_deep_are_refused_not_a_crash(kiosk_home):
    (kiosk_home / "station.toml").write_text(DEEP)
    with pytest.raises(ConfigError, match="not valid TOML: values nested too deeply"):
        load_config()
    runtime = open_station(defer_log=True)
    assert not runtime.ready and "nested too deeply" in str(runtime.problem)
    runtime.close()


def test_the_pin_still_comes_from_last_good_when_the_station_file_is_nested_deep(kiosk_home):
    (kiosk_home / "station.toml").write_text(f'[director]\npin_hash = "{PIN_HASH}"\n')
    load_config()  # kept as last good
    (kiosk_home / "station.toml").write_text(DEEP)
    assert stored_pin_hash() == PIN_HASH
    (kiosk_home / "station.last-good.toml").write_text(DEEP)
    assert stored_pin_hash() == "" and load_last_good() is None  # both deep: no crash


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
@pytest.mark.parametrize("name", ["station.toml", "station.last-good.toml", STATION_ID_FILE])
def test_a_named_pipe_in_place_of_a_station_file_never_blocks_the_start(kiosk_home, name):
    """Run in a child with a time limit: the defect was a start that never ended."""
    os.mkfifo(kiosk_home / name)
    code = (
        "from kiosk.runtime.station_runtime import open_station\n"
        "runtime = open_station(defer_log=True)\n"
        "print(runtime.problem.english if runtime.problem else 'no problem')\n"
    )
    env = {**os.environ, "CHALLENGE_KIOSK_HOME": str(kiosk_home)}
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=30, env=env
    )
    assert done.returncode == 0, done.stderr
    if name == "station.last-good.toml":  # only read when the station file fails
        assert done.stdout.strip() == "no problem"
    else:
        assert "not a regular file" in done.stdout


@pytest.mark.parametrize(
    ("content", "says"),
    [
        (b"", "it is empty"),
        (b"\n  \n", "it is empty"),
        (b"\xff\xfe\x00binary\x00", "it is not a station id"),
        (b"A" * 10_000_000, "longer than 100 bytes"),
        (b"abc\ndef\x1b[31m", "it is not a station id"),
        (b"0c80697f-31a1-42aa-20d2-992ef65df5a0 and more", "it is not a station id"),
    ],
    ids=["empty", "blank", "binary", "ten-megabytes", "escape-codes", "id-and-junk"],
)
def test_a_damaged_station_id_stops_the_station_and_is_never_replaced(kiosk_home, content, says):
    path = kiosk_home / STATION_ID_FILE
    path.write_bytes(content)
    with pytest.raises(OSError, match=says):
        station_identity()
    runtime = open_station(defer_log=True)
    assert not runtime.ready and says in str(runtime.problem)
    assert "put back the id this station's log was written under" in str(runtime.problem)
    assert runtime.open_log() is False  # nothing is recorded under a damaged id
    runtime.close()
    assert path.read_bytes() == content  # never replaced by a new identity
    assert not (kiosk_home / "audit.sqlite3").exists()
    report = run_self_test()
    check = next(c for c in report.checks if c.name == "station id")
    assert not check.passed and says in check.detail and report.exit_code == 1


def test_a_missing_station_id_is_made_once_and_then_kept(kiosk_home):
    station_id, _host = station_identity()
    assert read_station_id(kiosk_home / STATION_ID_FILE) == station_id
    assert station_identity()[0] == station_id
    (kiosk_home / STATION_ID_FILE).write_text(f"  {station_id}\n\n")  # spaces are not damage
    assert station_identity()[0] == station_id


def test_the_self_test_fails_on_the_log_damage_the_station_refuses(kiosk_home):
    """It used to say "station ready" for a log without its records table, and for one
    whose file was missing beside its write-ahead file."""
    import sqlite3

    from kiosk.audit import open_audit_log

    log_path = kiosk_home / "audit.sqlite3"
    open_audit_log(station_id="0c80697f-31a1-42aa-90d2-992ef65df5a0", path=log_path).close()
    conn = sqlite3.connect(log_path, isolation_level=None)
    conn.execute("DROP TABLE audit_records")
    conn.close()
    check = next(c for c in run_self_test().checks if c.name == "station audit log")
    assert not check.passed and "table audit_records" in check.detail
    log_path.unlink()
    Path(f"{log_path}-wal").write_bytes(b"\x37\x7f\x06\x82" + b"\x00" * 60)
    check = next(c for c in run_self_test().checks if c.name == "station audit log")
    assert not check.passed and "audit.sqlite3-wal is there" in check.detail


def test_a_lost_station_id_is_not_replaced_while_the_log_holds_its_chain(kiosk_home):
    """Black-box finding: with station-id deleted, the next start made a new id and a second
    chain began in the same log, receipts from 1 again, and nothing said so."""
    from kiosk.audit import AuditUnavailable, EventKind, open_audit_log
    from kiosk.audit.station_log import station_log

    old_id = "0c80697f-31a1-42aa-90d2-992ef65df5a0"
    log_path = kiosk_home / "audit.sqlite3"
    with open_audit_log(station_id=old_id, path=log_path) as log:
        log.record_event(EventKind.KIOSK_STARTED, {})
    before = log_path.read_bytes()
    runtime = open_station(defer_log=True)
    assert not runtime.ready and f"the log holds the records of station {old_id}" in str(
        runtime.problem
    )
    assert runtime.open_log() is False
    runtime.close()
    assert not (kiosk_home / STATION_ID_FILE).exists()  # no new identity made
    assert log_path.read_bytes() == before
    with pytest.raises(AuditUnavailable, match="put that id back"), station_log(home=kiosk_home):
        pass  # the command line's judge and audit commands refuse the same way
    (kiosk_home / STATION_ID_FILE).write_text(old_id + "\n")  # put back: the station judges
    runtime = open_station()
    assert runtime.ready and runtime.station_id == old_id
    runtime.close()


def test_a_new_station_beside_an_empty_log_still_gets_its_id(kiosk_home):
    from kiosk.audit import open_audit_log

    open_audit_log(station_id="x", path=kiosk_home / "audit.sqlite3").close()  # no records
    runtime = open_station()
    assert runtime.ready and read_station_id(kiosk_home / STATION_ID_FILE) == runtime.station_id
    runtime.close()


def test_the_self_test_fails_where_the_start_refuses_a_lost_id(kiosk_home):
    from kiosk.audit import EventKind, open_audit_log

    old_id = "0c80697f-31a1-42aa-90d2-992ef65df5a0"
    with open_audit_log(station_id=old_id, path=kiosk_home / "audit.sqlite3") as log:
        log.record_event(EventKind.KIOSK_STARTED, {})
    report = run_self_test()
    check = next(c for c in report.checks if c.name == "station id")
    assert not check.passed and old_id in check.detail and report.exit_code == 1
    assert not (kiosk_home / STATION_ID_FILE).exists()


def test_a_swapped_station_id_never_starts_a_second_chain_in_the_log(kiosk_home):
    """Black-box finding: another valid id put in station-id was taken, and a second chain
    began in the same log beside the station's own."""
    from kiosk.audit import EventKind, open_audit_log

    old_id = "0c80697f-31a1-42aa-90d2-992ef65df5a0"
    log_path = kiosk_home / "audit.sqlite3"
    with open_audit_log(station_id=old_id, path=log_path) as log:
        log.record_event(EventKind.KIOSK_STARTED, {})
    before = log_path.read_bytes()
    (kiosk_home / STATION_ID_FILE).write_text("11111111-2222-4333-8444-555555555555\n")
    runtime = open_station()
    assert not runtime.ready and runtime.audit is None
    assert f"holds the records of station {old_id}" in str(runtime.problem)
    runtime.close()
    assert log_path.read_bytes() == before
    (kiosk_home / STATION_ID_FILE).write_text(old_id.upper() + "\n")  # another id, too
    runtime = open_station()
    assert not runtime.ready and f"holds the records of station {old_id}" in str(runtime.problem)
    runtime.close()
    (kiosk_home / STATION_ID_FILE).write_text(old_id + "\n")  # put back: the station judges
    runtime = open_station()
    assert runtime.ready and runtime.station_id == old_id
    runtime.close()


def test_verify_and_compare_leave_another_programs_database_as_found(kiosk_home, capsys):
    """Black-box finding: `audit verify` refused another program's database, but only
    after switching it to WAL mode (a write)."""
    import sqlite3

    from kiosk.cli import main

    path = kiosk_home / "audit.sqlite3"
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE alembic_version (version_num VARCHAR(32) NOT NULL)")
    conn.execute("INSERT INTO alembic_version VALUES ('0001')")
    conn.execute("CREATE TABLE customers (name TEXT)")
    conn.commit()
    conn.close()
    before = path.read_bytes()
    assert main(["audit", "verify", "--db", str(path)]) == 2
    assert "not an audit log" in capsys.readouterr().err
    out = str(kiosk_home / "x.csv")
    assert main(["audit", "export", "--format", "csv", "--db", str(path), "--out", out]) == 2
    assert path.read_bytes() == before
    assert not list(kiosk_home.glob("audit.sqlite3-*"))


def test_a_relative_kiosk_home_works_like_an_absolute_one(kiosk_home, monkeypatch):
    """Black-box finding: CHALLENGE_KIOSK_HOME given relative crashed the self-test, and
    the start of a station whose station-id was missing beside its log."""
    from kiosk.audit import EventKind, open_audit_log

    with open_audit_log(
        station_id="0c80697f-31a1-42aa-90d2-992ef65df5a0", path=kiosk_home / "audit.sqlite3"
    ) as log:
        log.record_event(EventKind.KIOSK_STARTED, {})
    monkeypatch.chdir(kiosk_home.parent)
    monkeypatch.setenv("CHALLENGE_KIOSK_HOME", kiosk_home.name)
    runtime = open_station(defer_log=True)  # no station-id: the log's chain is named
    assert not runtime.ready and "put that id back" in str(runtime.problem)
    runtime.close()
    report = run_self_test()
    assert any(c.name == "station audit log" and c.passed for c in report.checks)


def _not_a_lexicon(tmp_path: Path, kind: str) -> Path:
    """A .clex that is a named pipe, the endless /dev/zero, or 300 MB (sparse: no disk)."""
    path = tmp_path / f"{kind}.clex"
    if kind == "pipe":
        os.mkfifo(path)
    elif kind == "dev-zero":
        path.symlink_to("/dev/zero")
    else:
        with path.open("wb") as f:
            f.truncate(300 << 20)
    return path


NOT_A_LEXICON = {
    "pipe": "cannot be read (not a regular file)",
    "dev-zero": "cannot be read (not a regular file)",
    "huge": "is larger than 256 MB: not a lexicon file",
}


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes and /dev/zero are POSIX")
@pytest.mark.parametrize("kind", sorted(NOT_A_LEXICON))
def test_a_pipe_a_device_or_a_huge_file_as_a_lexicon_is_refused_at_once(kiosk_home, tmp_path, kind):
    """Black-box: `judge --lexicon` on a named pipe waited for good, and on /dev/zero read
    until the system killed it. Each way in is run in a child with a time and memory limit."""
    bad = _not_a_lexicon(tmp_path, kind)
    env = {**os.environ, "CHALLENGE_KIOSK_HOME": str(kiosk_home)}
    limit = "import resource; resource.setrlimit(resource.RLIMIT_AS, (1 << 30, 1 << 30))\n"
    judged = subprocess.run(
        [sys.executable, "-c", limit + "from kiosk.cli import main; raise SystemExit(main())",
         "judge", "--no-log", "--lexicon", str(bad), "cat"],
        capture_output=True, text=True, timeout=60, env=env,
    )  # fmt: skip
    assert judged.returncode == 3, judged.stderr
    assert judged.stderr.strip() == f"challenge-kiosk: cannot judge: {bad}: {NOT_A_LEXICON[kind]}"

    (kiosk_home / "lexicons").mkdir(exist_ok=True)
    os.replace(bad, kiosk_home / "lexicons" / bad.name)  # copied into the station's folder
    code = limit + (
        "from kiosk.director.service import ChangeRefused, DirectorService\n"
        "from kiosk.runtime.station_runtime import open_station\n"
        "import sys\n"
        "runtime = open_station()\n"
        "installed, problems = runtime.library.installed()\n"
        "print(runtime.ready, [str(p) for p in problems])\n"
        "try:\n"
        "    DirectorService(runtime).install(runtime.library.folder / sys.argv[1])\n"
        "except ChangeRefused as exc:\n"
        "    print('refused:', exc)\n"
        "runtime.close()\n"
    )
    started = subprocess.run(
        [sys.executable, "-c", code, bad.name], capture_output=True, text=True, timeout=60, env=env
    )
    assert started.returncode == 0, started.stderr
    ready, refused = started.stdout.splitlines()
    assert NOT_A_LEXICON[kind] in ready and ready.startswith("True")  # ENABLE still judges
    assert refused.startswith("refused:") and NOT_A_LEXICON[kind] in refused


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
def test_a_named_pipe_in_place_of_the_signing_key_is_refused_without_waiting(kiosk_home):
    os.mkfifo(kiosk_home / "station-key.pem")
    code = (
        "from kiosk.audit.identity import station_key\n"
        "try:\n"
        "    station_key()\n"
        "except OSError as exc:\n"
        "    print(exc.strerror)\n"
    )
    env = {**os.environ, "CHALLENGE_KIOSK_HOME": str(kiosk_home)}
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=30, env=env
    )
    assert done.stdout.strip() == "not a regular file", done.stderr


def test_a_kiosk_home_that_is_a_file_is_a_reason_on_screen_not_a_crash(tmp_path):
    """Black-box: CHALLENGE_KIOSK_HOME naming a file crashed the station, the self-test and
    every command with a traceback as they tried to make the folder."""
    home = tmp_path / "challenge-kiosk"
    home.write_text("not a folder\n")
    env = {**os.environ, "CHALLENGE_KIOSK_HOME": str(home), "QT_QPA_PLATFORM": "offscreen"}

    def run(*args: str, extra: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [sys.executable, "-m", "kiosk", *args],
            capture_output=True, text=True, timeout=60, env={**env, **(extra or {})},
        )  # fmt: skip

    station = run(extra={"CHALLENGE_KIOSK_EXIT_AFTER_READY": "1"})
    assert station.returncode == 0 and "ready" in station.stdout.splitlines(), station.stderr
    selftest = run("--self-test")
    assert selftest.returncode == 1 and f"{home}/station-id" in selftest.stdout
    judged = run("judge", "cat")
    assert judged.returncode == 4 and judged.stdout.startswith("ACCEPTABLE")
    assert "log unavailable" in judged.stderr
    for done in (station, selftest, judged):
        assert "Traceback" not in done.stderr, done.stderr
    code = (
        "from kiosk.runtime.station_runtime import open_station\n"
        "runtime = open_station()\n"
        "print(runtime.ready, runtime.log_state, runtime.problem.english)\n"
    )
    opened = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=60, env=env
    )
    assert opened.stdout.startswith(
        f"False failed The station's id cannot be read or written in {home}"
    )
    assert home.read_text() == "not a folder\n"  # left as found


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
def test_a_named_pipe_in_place_of_the_log_is_refused_everywhere_without_waiting(kiosk_home):
    """Black-box: reading the log's header waited on a pipe for good (audit verify, the
    station's log-opening thread); the self-test called it a log that opens."""
    os.mkfifo(kiosk_home / "audit.sqlite3")
    env = {**os.environ, "CHALLENGE_KIOSK_HOME": str(kiosk_home)}

    def run(*args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [sys.executable, "-m", "kiosk", *args],
            capture_output=True, text=True, timeout=60, env=env,
        )  # fmt: skip

    assert run("audit", "verify").returncode == 2
    selftest = run("--self-test")
    assert selftest.returncode == 1
    assert f"FAIL  station audit log: {kiosk_home}/audit.sqlite3 is not a file" in selftest.stdout
    judged = run("judge", "cat")
    assert judged.returncode == 4 and "log unavailable" in judged.stderr
    code = (
        "from kiosk.runtime.station_runtime import open_station\n"
        "runtime = open_station()\n"
        "print(runtime.ready, runtime.problem.english)\n"
    )
    opened = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=60, env=env
    )
    assert opened.stdout.startswith("False The audit log cannot be written:"), opened.stderr
    assert "is not a file" in opened.stdout


@pytest.mark.parametrize(
    "state",
    [
        "pipe",
        "[" * 5000 + "]" * 5000,  # nested thousands deep
        '{"failures": true, "last_failure": 0}',
        '{"failures": -3, "last_failure": 0}',
        '{"failures": 9, "last_failure": NaN}',
        '{"failures": 9, "last_failure": "Infinity"}',
        '{"failures": 9, "boot": "linux-x", "at": NaN}',
        '{"failures": 9, "boot": true, "at": 0}',
        '{"failures": 9, "boot": "linux-x", "at": 1' + "0" * 400 + "}",
    ],
    ids=["pipe", "deep", "bool", "negative", "nan", "infinity", "nan-at", "bool-boot", "huge-at"],
)
def test_a_damaged_pin_state_never_freezes_or_stops_the_pin_screen(kiosk_home, state):
    """Black-box: a named pipe there froze the PIN screen for good (the kiosk with it), a
    state nested deep raised an error; NaN made the lockout arithmetic meaningless."""
    from kiosk.director.pin import STATE_FILE, PinGuard

    path = kiosk_home / STATE_FILE
    if state == "pipe":
        if not hasattr(os, "mkfifo"):
            pytest.skip("named pipes are POSIX")
        os.mkfifo(path)
    else:
        path.write_text(state)
    guard = PinGuard(kiosk_home, lambda: PIN_HASH)
    assert guard.failures == 0  # what cannot be read counts as no failures
    check = guard.check("wrong-pin")
    assert not check.accepted and check.failures == 1 and check.wait_seconds == 0


def test_a_kiosk_home_under_a_folder_that_cannot_be_searched_never_raises(tmp_path, monkeypatch):
    """A root-owned 0700 ~/.local above the home makes looking at the home raise
    PermissionError (root itself is never refused, so the refusal is stood in for): the
    home is still returned, and what first reads it says what is wrong."""
    from kiosk.storage import paths

    home = tmp_path / "locked" / "home"
    monkeypatch.setenv(paths.HOME_ENV, str(home))
    real_is_dir = Path.is_dir

    def refused(self: Path) -> bool:
        if self == home:
            raise PermissionError(13, "Permission denied", str(self))
        return real_is_dir(self)

    monkeypatch.setattr(Path, "is_dir", refused)
    assert paths.kiosk_home() == home
