"""A station whose settings, files or log misbehave: it keeps running and says what is wrong."""

from __future__ import annotations

import os
import sqlite3
import stat
import subprocess
import sys
import time

import pytest
from PySide6.QtCore import Qt

from kiosk.audit.unrecorded import read_unrecorded
from kiosk.core.flow import Screen
from kiosk.ui import recording as recording_module
from tests.ui.conftest import CHEAP_HASHER, PIN
from tests.ui.test_director import CHORD, enter_pin


def test_a_bad_central_address_leaves_a_judging_station_and_tells_the_director(make_station):
    station = make_station('[settings]\ncentral_url = "http://central.local/challenges"\n')
    assert station.runtime.ready and station.flow.screen is Screen.READY
    station.type("cat")
    station.tab()
    assert station.flow.verdict is not None and station.flow.verdict.recorded
    started = [r for r in station.runtime.audit.query() if r.kind.value == "kiosk-started"]
    assert "central_url" in started[0].details["warnings"][0]
    station.clock.advance(20)
    station.window._tick()
    station.key(Qt.Key.Key_D, CHORD)
    enter_pin(station)
    panel = station.window.director.panel
    assert panel.warnings.isVisible() and "central_url" in panel.warnings.text()
    station.screenshot("director-warning-central-address")


def test_the_real_station_process_starts_with_a_bad_central_address(kiosk_home):
    """The crash loop from black-box testing, on the real program."""
    (kiosk_home / "station.toml").write_text(
        '[settings]\ncentral_url = "http://central.local/challenges"\n'
        f'[director]\npin_hash = "{CHEAP_HASHER.hash(PIN)}"\n'
    )
    env = {
        **os.environ,
        "CHALLENGE_KIOSK_HOME": str(kiosk_home),
        "QT_QPA_PLATFORM": "offscreen",
        "CHALLENGE_KIOSK_EXIT_AFTER_READY": "1",
    }
    done = subprocess.run(
        [sys.executable, "-m", "kiosk"], env=env, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stderr
    assert "ready" in done.stdout and "Traceback" not in done.stderr


def test_a_log_folder_that_cannot_be_written_means_not_ready_never_a_crash(
    make_station, kiosk_home, unwritable
):
    make_station().runtime.close()  # a station that has run before: the log exists
    unwritable(kiosk_home)
    station = make_station(with_pin=False)
    assert not station.runtime.ready
    assert "cannot be written" in station.window.problem_screen.detail.text()
    station.key(Qt.Key.Key_Tab)
    assert station.window.isVisible()
    station.screenshot("not-ready-log-unwritable")


def test_a_wal_index_that_cannot_be_written_means_not_ready(make_station, kiosk_home, unwritable):
    """SQLite maps the -shm file into memory: writing one it cannot write ended the process
    with SIGBUS. The station now checks it before judging anything."""
    make_station().runtime.close()
    # a station killed mid-write (power cut) leaves the -wal and -shm files behind
    crash = (
        "import os, sqlite3, sys\n"
        "db = sqlite3.connect(sys.argv[1])\n"
        "db.execute('PRAGMA journal_mode=WAL')\n"
        "db.execute('CREATE TABLE IF NOT EXISTS scratch (x)')\n"
        "db.commit()\n"
        "os._exit(0)\n"
    )
    subprocess.run([sys.executable, "-c", crash, str(kiosk_home / "audit.sqlite3")], check=True)
    shm = kiosk_home / "audit.sqlite3-shm"
    assert shm.exists()
    unwritable(shm)
    station = make_station()
    assert not station.runtime.ready
    assert "audit.sqlite3-shm cannot be written" in station.runtime.problem
    assert "cannot be written" in station.window.problem_screen.detail.text()


def test_a_locked_log_never_freezes_the_screen_and_nothing_is_lost(
    make_station, kiosk_home, monkeypatch
):
    monkeypatch.setattr(recording_module, "RECORD_WAIT_S", 0.5)
    station = make_station()
    blocker = sqlite3.connect(kiosk_home / "audit.sqlite3", isolation_level=None)
    blocker.execute("BEGIN EXCLUSIVE")  # another program holds the log
    try:
        station.type("cat dogs")
        started = time.monotonic()
        station.key(Qt.Key.Key_Tab, settle=False)
        assert time.monotonic() - started < 0.1  # the GUI thread did not wait for the lock
        assert station.flow.screen is Screen.RECORDING
        assert "Recording the verdict" in station.window.footer.text()
        station.screenshot("recording-the-verdict")
        station.key(Qt.Key.Key_Space, text=" ", settle=False)  # keys wait while it records
        assert station.flow.screen is Screen.RECORDING
        station.clock.advance(0.6)
        station.window._tick()
        assert station.flow.screen is Screen.VERDICT
        assert not station.flow.verdict.recorded
        assert "did not answer" in station.window.verdict.log.text() or (
            "NOT RECORDED" in station.window.verdict.log.text()
        )
        kept = read_unrecorded(kiosk_home)
        assert len(kept) == 1 and kept[0].payload is not None
    finally:
        blocker.execute("ROLLBACK")
        blocker.close()
    # the write that waited for the lock completes later, under the same event id
    station.qtbot.waitUntil(lambda: len(station.records()) == 1, timeout=10_000)
    assert station.records()[0].event_id == kept[0].event_id
    station.key(Qt.Key.Key_D, CHORD)
    enter_pin(station)
    panel = station.window.director.panel
    panel.unrecorded.add.click()
    assert "1 were already in the log" in panel.unrecorded.result.text()
    assert len(station.records()) == 1  # never added twice


def test_the_kiosk_puts_itself_back_in_front(make_station):
    station = make_station()
    window = station.window
    window.show_kiosk()
    station.qtbot.waitUntil(window.isFullScreen, timeout=2000)
    window.showMinimized()
    station.qtbot.waitUntil(
        lambda: window.isFullScreen() and not window.isMinimized(), timeout=1000
    )
    window.hide()
    station.qtbot.waitUntil(lambda: window.isVisible() and window.isFullScreen(), timeout=1000)
    window.showNormal()
    station.qtbot.waitUntil(window.isFullScreen, timeout=1000)
    # in director mode the director's dialogs may take the front
    window.director.open()
    window.showMinimized()
    station.qtbot.waitUntil(window.isMinimized, timeout=1000)
    window.allow_exit()


def test_files_left_readable_by_others_are_repaired_at_start_and_recorded(make_station, kiosk_home):
    make_station().runtime.close()
    os.chmod(kiosk_home, 0o755)
    os.chmod(kiosk_home / "station.toml", 0o644)
    os.chmod(kiosk_home / "audit.sqlite3", 0o644)
    station = make_station()
    repaired = [r for r in station.runtime.audit.query() if r.kind.value == "permissions-repaired"]
    assert len(repaired) == 1
    assert {"station.toml 0644 -> 0600", "audit.sqlite3 0644 -> 0600", ". 0755 -> 0700"} <= set(
        repaired[0].details["files"]
    )
    assert (kiosk_home.stat().st_mode & 0o777) == 0o700


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
@pytest.mark.parametrize("kind", ["pipe", "folder", "nested"])
def test_a_broken_unrecorded_file_is_shown_to_the_director_and_left_as_it_is(
    make_station, kiosk_home, kind
):
    """Black-box: a named pipe in place of unrecorded.jsonl froze director mode for good
    (the Not recorded tab waited on it), a folder or a line nested thousands deep raised
    an error that stopped the station. The tab now names the problem and changes nothing."""
    path = kiosk_home / "unrecorded.jsonl"
    deep = "[" * 5000 + "]" * 5000
    if kind == "pipe":
        os.mkfifo(path)
    elif kind == "folder":
        path.mkdir()
    else:
        path.write_text(deep + "\n")
    station = make_station()
    station.key(Qt.Key.Key_D, CHORD)
    enter_pin(station)
    panel = station.window.director.panel
    tab = panel.unrecorded
    panel.tabs.setCurrentWidget(tab)
    tab.refresh()
    shown = tab.table.item(0, tab.table.columnCount() - 1).text()
    if kind == "nested":  # a line that cannot be read: one verdict waits, its line kept
        assert "line 1:" in shown and tab.waiting == 1
    else:  # the file itself: said as it is, not counted as a verdict
        assert "unrecorded.jsonl cannot be read" in shown and "nothing in it was changed" in shown
        assert tab.waiting == 0 and tab.summary.text() == shown
        assert shown in panel.warnings.text() and "verdict" not in panel.warnings.text()
    tab.add.click()
    assert station.window.fault is None and station.runtime.ready
    if kind == "pipe":
        assert stat.S_ISFIFO(path.stat().st_mode)
    elif kind == "folder":
        assert path.is_dir()
    else:
        assert path.read_text() == deep + "\n"
    station.screenshot(f"director-unrecorded-{kind}")
