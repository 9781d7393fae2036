"""`challenge-kiosk --self-test`: the report a director reads before round 1."""

from __future__ import annotations

import hashlib
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from argon2 import PasswordHasher

from kiosk.cli import main
from kiosk.health.selftest import run_self_test
from tests.conftest import REPO

CHEAP = PasswordHasher(time_cost=1, memory_cost=1024, parallelism=1)  # real argon2id, quick


def pin_table() -> str:
    return f'\n[director]\npin_hash = "{CHEAP.hash("482107")}"\n'


@pytest.fixture(autouse=True)
def director_pin(kiosk_home: Path) -> None:
    """Stations under test have a director PIN, as a prepared station does."""
    (kiosk_home / "station.toml").write_text(pin_table(), encoding="utf-8")


def write_config(home: Path, text: str) -> None:
    (home / "station.toml").write_text(text + pin_table(), encoding="utf-8")


def install_mini_lexicon(home: Path, words: str = "qi\nza\nxu\n", name: str = "MINI") -> Path:
    from lexicon_build.cli import main as lexicon_build

    source = home.parent / f"{name}.txt"
    source.write_text(words)
    target = home / "lexicons" / f"{name.lower()}.clex"
    assert lexicon_build([str(source), "--name", name, "--out", str(target)]) == 0
    return target


def by_name(report) -> dict[str, object]:
    return {check.name: check for check in report.checks}


def test_fresh_station_passes_every_check(kiosk_home):
    report = run_self_test()
    checks = by_name(report)
    assert report.passed and report.exit_code == 0
    assert list(checks) == [
        "settings",
        "director PIN",
        "private files",
        "lexicon ENABLE",
        "adjudication Main",
        "scratch audit log",
        "station id",
        "station audit log",
    ]
    assert "172,820 words" in checks["lexicon ENABLE"].detail
    assert "fingerprint b819e7b6 matches" in checks["lexicon ENABLE"].detail
    assert "CAT DOGS ACCEPTABLE; CAT QI UNACCEPTABLE" in checks["adjudication Main"].detail
    assert report.text().splitlines()[-1] == "Self-test: station ready"
    assert all(line.startswith("PASS  ") for line in report.text().splitlines()[:-1])


def test_a_station_without_a_director_pin_fails_with_the_command_to_set_one(kiosk_home):
    (kiosk_home / "station.toml").unlink()
    report = run_self_test()
    pin = by_name(report)["director PIN"]
    assert not pin.passed and "challenge-kiosk director set-pin" in pin.detail
    assert report.exit_code == 1


def test_every_profile_is_adjudicated_with_its_own_lexicon(kiosk_home):
    install_mini_lexicon(kiosk_home)
    write_config(
        kiosk_home,
        '[[profiles]]\nname = "A"\nlexicon = "ENABLE"\n\n'
        '[[profiles]]\nname = "B"\nlexicon = "MINI"\nrule = "five-point"\n',
    )
    report = run_self_test()
    checks = by_name(report)
    assert report.passed, report.text()
    assert "MINI, 3 words" in checks["lexicon MINI"].detail
    assert checks["adjudication B"].detail == "MINI, 5-point challenge: QI ACCEPTABLE"


def test_damaged_lexicon_fails_and_the_command_exits_1(kiosk_home, capsys):
    path = install_mini_lexicon(kiosk_home)
    data = bytearray(path.read_bytes())
    data[-40] ^= 0xFF  # one flipped byte inside the word graph
    path.write_bytes(bytes(data))
    write_config(kiosk_home, '[[profiles]]\nname = "B"\nlexicon = "MINI"\n')

    assert main(["--self-test"]) == 1
    out = capsys.readouterr().out
    # no good copy of MINI elsewhere, so the damaged file that holds it is named
    assert "FAIL  lexicon MINI: " in out
    assert "mini.clex: checksum mismatch" in out.split("FAIL  lexicon MINI: ")[1].splitlines()[0]
    assert "FAIL  lexicon file mini.clex: checksum mismatch" in out
    assert "FAIL  adjudication B: lexicon 'MINI' is not usable" in out
    assert "PASS  scratch audit log" in out
    assert out.splitlines()[-1].startswith("Self-test: 3 check(s) failed")


def test_damaged_file_no_profile_uses_yet_still_fails(kiosk_home):
    path = install_mini_lexicon(kiosk_home)
    path.write_bytes(path.read_bytes()[:-10])  # truncated copy
    checks = by_name(run_self_test())
    assert not checks["lexicon file mini.clex"].passed
    assert "truncated" in checks["lexicon file mini.clex"].detail


def test_bad_settings_file_fails(kiosk_home):
    write_config(kiosk_home, '[[profiles]]\nname = "A"\nrule = "triple"\n')
    report = run_self_test()
    assert not report.passed
    assert "unknown challenge rule 'triple'" in by_name(report)["settings"].detail


def test_unreachable_central_log_fails(kiosk_home):
    write_config(
        kiosk_home,
        '[settings]\ncentral_url = "postgresql+psycopg://kiosk:secret@127.0.0.1:1/challenges"\n',
    )
    report = run_self_test(central_timeout_s=1)
    central = by_name(report)["central log"]
    assert not central.passed and report.exit_code == 1
    assert central.detail.startswith(
        "postgresql+psycopg://kiosk:***@127.0.0.1:1/challenges: unreachable: "
    )
    assert "secret" not in report.text()


def test_central_log_is_probed_with_the_configured_url_and_a_short_timeout(kiosk_home):
    url = "postgresql+psycopg://kiosk@central.example/challenges"
    write_config(kiosk_home, f'[settings]\ncentral_url = "{url}"\n')
    calls = []
    report = run_self_test(
        central_probe=lambda u, t, h: calls.append((u, t, h)) or "all there", central_timeout_s=3
    )
    assert calls == [(url, 3, kiosk_home)]
    assert report.passed
    assert by_name(report)["central log"].detail.endswith(": all there")


def test_no_central_check_without_a_central_url(kiosk_home):
    report = run_self_test(central_probe=lambda u, t, h: pytest.fail("probed"))
    assert "central log" not in by_name(report)


def test_the_real_log_is_untouched(kiosk_home):
    from kiosk.audit import EventKind, open_audit_log

    real = kiosk_home / "audit.sqlite3"
    (kiosk_home / "station-id").write_text("station-1\n")
    log = open_audit_log(station_id="station-1", path=real)
    log.record_event(EventKind.KIOSK_STARTED, {"version": "test"})
    log.close()
    before = {p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in kiosk_home.iterdir()}

    report = run_self_test()

    after = {p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in kiosk_home.iterdir()}
    assert report.passed, report.text()
    assert after == before  # same files, same bytes: no test record, no backup
    assert by_name(report)["station audit log"].detail.endswith(
        "chain whole to record 1 (1 records checked since the last check)"
    )  # read from the start: no verified head kept, and none written


def test_unreadable_real_log_fails(kiosk_home):
    (kiosk_home / "audit.sqlite3").write_bytes(b"this is not a database" * 100)
    check = by_name(run_self_test())["station audit log"]
    assert not check.passed and "cannot be opened" in check.detail


def test_self_test_cannot_be_combined_with_a_command(capsys):
    with pytest.raises(SystemExit) as exited:
        main(["--self-test", "judge", "CAT"])
    assert exited.value.code == 2


def test_self_test_needs_no_display_and_creates_no_qapplication(kiosk_home):
    code = (
        "import sys; from kiosk.cli import main; rc = main(['--self-test']); "
        "assert 'PySide6.QtWidgets' not in sys.modules, 'Qt was loaded'; sys.exit(rc)"
    )
    env = {"PATH": "/usr/bin:/bin", "CHALLENGE_KIOSK_HOME": str(kiosk_home)}  # no DISPLAY
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, env=env, cwd=REPO, timeout=60
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert "Self-test: station ready" in result.stdout


@pytest.mark.skipif(shutil.which("cp") is None, reason="needs a shell")
def test_home_folder_that_is_not_writable_fails(kiosk_home, monkeypatch):
    import os

    real_access = os.access
    monkeypatch.setattr(
        os, "access", lambda p, mode: False if Path(p) == kiosk_home else real_access(p, mode)
    )
    check = by_name(run_self_test())["station audit log"]
    assert not check.passed and "not writable" in check.detail


def test_a_bad_central_address_fails_and_files_readable_by_others_are_a_warning(kiosk_home):
    """The station repairs the modes at its start, so they warn (they used to fail); it
    cannot repair the central address, so that still fails."""
    import os

    write_config(kiosk_home, '[settings]\ncentral_url = "http://central.local/challenges"')
    os.chmod(kiosk_home / "station.toml", 0o644)
    report = run_self_test()
    checks = by_name(report)
    assert not checks["settings"].passed and "central_url" in checks["settings"].detail
    wide = checks["private files"]
    assert wide.passed and wide.kind == "WARN" and "station.toml 0644" in wide.detail
    assert "the station makes them private (folders 0700, files 0600) when it starts" in (
        wide.detail
    )
    assert report.exit_code == 1
    assert (os.stat(kiosk_home / "station.toml").st_mode & 0o777) == 0o644  # changed nothing
