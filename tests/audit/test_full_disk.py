"""Nothing shown is ever lost, on a real full disk: the kiosk home on a 2 MB tmpfs, filled.

- With its reserve in place, a full disk still records the verdict (the reserve is given
  back and the write made again); with neither the reserve nor free room, the station is
  "not ready" until there is room again.
- When even the reserve cannot make room (another program holds the reserve file open, so
  removing it frees nothing), the verdict is kept in ``unrecorded.jsonl``, in room
  allocated ahead, before it is shown NOT RECORDED; once space is freed the station adds
  it to the chain as a late record, with its own time and id, once.
- The real station under X (keys from xdotool) is stopped with SIGTERM while the disk is
  full; restarted after space is freed, the play is in its log.

The tmpfs needs root (mount); without it the tests skip, saying so, and fail under CI.
"""

from __future__ import annotations

import contextlib
import errno
import json
import os
import sqlite3
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from kiosk.audit.unrecorded import UNRECORDED_FILE, read_unrecorded
from kiosk.storage.files import RESERVE_FILE
from tests.conftest import REPO, wait_until
from tests.ui.conftest import Station
from tests.ui.conftest import make_station as make_station  # the fixture

pytestmark = pytest.mark.skipif(sys.platform != "linux", reason="a Linux tmpfs")

DISK_SIZE = "2m"
CHORD = (
    Qt.KeyboardModifier.ControlModifier
    | Qt.KeyboardModifier.AltModifier
    | Qt.KeyboardModifier.ShiftModifier
)


def _cannot(reason: str) -> None:
    if os.environ.get("CI"):
        pytest.fail(reason)
    pytest.skip(reason)


@pytest.fixture
def tiny_disk(tmp_path: Path) -> Iterator[Path]:
    """A 2 MB tmpfs, unmounted afterwards."""
    mount = tmp_path / "disk"
    mount.mkdir()
    made = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", f"size={DISK_SIZE},mode=0700", "tmpfs", str(mount)],
        capture_output=True,
        text=True,
    )
    if made.returncode != 0:
        _cannot(f"cannot mount a tmpfs here ({made.stderr.strip() or made.returncode}): root?")
    try:
        yield mount
    finally:
        if subprocess.run(["umount", str(mount)], capture_output=True).returncode != 0:
            subprocess.run(["umount", "-l", str(mount)], capture_output=True)


@pytest.fixture
def kiosk_home(tiny_disk: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The kiosk home on the tiny disk (this overrides the suite's own)."""
    home = tiny_disk / "kiosk-home"
    home.mkdir(mode=0o700)
    monkeypatch.setenv("CHALLENGE_KIOSK_HOME", str(home))
    return home


def fill(disk: Path, name: str = "filler") -> Path:
    """Write a file until the disk has no byte left."""
    path = disk / name
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o600)
    try:
        for size in (1 << 16, 4096, 512, 1):
            block = b"x" * size
            while True:
                try:
                    if os.write(fd, block) < size:
                        break
                except OSError as exc:
                    assert exc.errno == errno.ENOSPC, exc
                    break
    finally:
        os.close(fd)
    assert os.statvfs(disk).f_bavail == 0
    return path


def late_records(home: Path) -> list[dict]:
    with sqlite3.connect(f"file:{home / 'audit.sqlite3'}?mode=ro", uri=True) as db:
        rows = db.execute(
            "SELECT body FROM audit_records WHERE kind = 'adjudication' ORDER BY seq"
        ).fetchall()
    return [json.loads(body) for (body,) in rows]


def keeping_room(station: Station) -> Station:
    """What a station does once its log is open (`LogOpener`): keep room for records."""
    station.window.log_opener.keep_room()
    assert station.runtime.room is not None
    return station


def wait_for(condition: Callable[[], bool], qtbot, timeout_ms: int = 10_000) -> None:
    qtbot.waitUntil(condition, timeout=timeout_ms)


def test_a_full_disk_records_the_verdict_through_the_reserve_then_says_not_ready(
    make_station, kiosk_home, tiny_disk
):
    station = keeping_room(make_station())
    assert (kiosk_home / RESERVE_FILE).stat().st_size >= 256 << 10
    filler = fill(tiny_disk)
    station.type("qi za")
    station.tab()
    shown = station.flow.verdict
    assert shown is not None and shown.recorded, "the reserve made room for the record"
    assert [r.typed for r in station.records()] == ["qi za"]
    assert not (kiosk_home / RESERVE_FILE).exists()  # given back to the disk
    # the room the reserve left is taken by something else: no room for the next record
    second = fill(tiny_disk, "filler-2")
    station.clock.advance(60)
    station.window._tick()  # the verdict goes; the station then says it cannot judge
    wait_for(lambda: station.window.problem is not None, station.qtbot)
    assert "cannot be written" in station.window.problem_screen.detail.text()
    assert "full" in station.window.problem_screen.detail.text()
    station.screenshot("full-disk-not-ready")
    station.type("cat")
    station.tab()
    assert station.flow.pending is None and station.flow.verdict is None
    assert len(station.records()) == 1  # nothing judged while it cannot be recorded
    assert read_unrecorded(kiosk_home) == []
    filler.unlink()
    second.unlink()
    wait_for(lambda: station.window.problem is None, station.qtbot)
    wait_for(lambda: (kiosk_home / RESERVE_FILE).exists(), station.qtbot)  # made again
    assert station.flow.pending is None and station.flow.verdict is None  # never judged late
    station.clock.advance(120)  # past the split window of the first play
    station.type("cat")
    station.tab()
    assert station.flow.verdict is not None and station.flow.verdict.recorded
    assert [r.typed for r in station.records()] == ["qi za", "cat"]


def test_a_verdict_no_write_can_record_is_kept_and_reaches_the_chain_when_room_returns(
    make_station, kiosk_home, tiny_disk
):
    station = keeping_room(make_station())
    # another program holds the reserve open: removing it frees nothing while it does
    holder = os.open(kiosk_home / RESERVE_FILE, os.O_RDONLY)
    try:
        filler = fill(tiny_disk)
        station.type("qi za")
        station.tab()
        shown = station.flow.verdict
        assert shown is not None and not shown.recorded
        assert "NOT RECORDED" in station.window.verdict.log.text()
        station.screenshot("full-disk-not-recorded")
        kept = read_unrecorded(kiosk_home)
        assert len(kept) == 1 and kept[0].payload is not None and kept[0].typed == "qi za"
        assert "full" in kept[0].log_problem or "No space left" in kept[0].log_problem
        assert station.records() == []
    finally:
        os.close(holder)
    filler.unlink()
    # the station adds it by itself, as a late record with the id and time it was shown
    # (the keeper's thread records the import itself last: waited for, not raced)
    wait_for(lambda: bool(station.records("unrecorded-imported")), station.qtbot)
    (record,) = station.records()
    assert record.event_id == kept[0].event_id
    assert record.flags.get("late_record") is True
    assert record.body["late"]["shown_at"] == kept[0].shown_at_utc
    assert read_unrecorded(kiosk_home) == []
    imported = station.records("unrecorded-imported")
    assert imported[-1].details["added"] == 1
    # the director's import later finds nothing more to add: never twice
    station.key(Qt.Key.Key_D, CHORD)
    from tests.ui.test_director import enter_pin

    enter_pin(station)
    assert station.window.director.active
    assert len(station.records()) == 1


# -- the real station under X, stopped with SIGTERM while the disk is full ------------------


def _kinds(home: Path) -> list[str]:
    path = home / "audit.sqlite3"
    if not path.exists():
        return []
    with (
        contextlib.suppress(sqlite3.Error),
        sqlite3.connect(f"file:{path}?mode=ro", uri=True) as db,
    ):
        return [k for (k,) in db.execute("SELECT kind FROM audit_records ORDER BY id")]
    return []


def _until(condition: Callable[[], bool], timeout: float = 30.0) -> bool:
    """True once ``condition()`` is, within ``timeout`` s (`tests.conftest.wait_until`);
    False when it never was: the caller's assertion says what was awaited."""
    try:
        wait_until(condition, timeout, "the condition", every=0.1)
    except AssertionError:
        return False
    return True


def _judge(home: Path, *words: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "kiosk", "judge", *words],
        cwd=REPO,
        env={**os.environ, "CHALLENGE_KIOSK_HOME": str(home)},
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_the_real_station_stopped_on_a_full_disk_keeps_the_play_for_its_next_start(
    kiosk_home, tiny_disk
):
    from tests.ui.test_keyboard_x import set_pin_from_terminal
    from tests.xsession import x_session

    set_pin_from_terminal(kiosk_home)
    with x_session(1366, 768) as x:
        station = x.start_station(kiosk_home, "--windowed")
        assert _until(lambda: "kiosk-started" in _kinds(kiosk_home))
        assert _until(lambda: (kiosk_home / RESERVE_FILE).exists())
        # plays judged at the terminal meanwhile: the log's write-ahead file holds new pages,
        # which folding it into the log would need room for
        for _ in range(4):
            assert _judge(kiosk_home, "CAT").returncode == 0
        holder = os.open(kiosk_home / RESERVE_FILE, os.O_RDONLY)  # removing it frees nothing
        try:
            filler = fill(tiny_disk)
            x.type("QI ZA")
            x.key("Tab")
            assert _until(lambda: bool(read_unrecorded(kiosk_home)), 10), _kinds(kiosk_home)
            x.screenshot("full-disk-real-station-not-recorded")
            assert x.stop_station(station) == 0  # SIGTERM, the disk still full
        finally:
            os.close(holder)
        (kept,) = read_unrecorded(kiosk_home)
        assert kept.typed == "QI ZA" and kept.payload is not None
        assert _kinds(kiosk_home).count("adjudication") == 4
        assert (kiosk_home / UNRECORDED_FILE).stat().st_size > 0
        filler.unlink()
        again = x.start_station(kiosk_home, "--windowed")
        try:
            assert _until(lambda: _kinds(kiosk_home).count("adjudication") == 5), "never added"
            record = late_records(kiosk_home)[-1]
            assert record["event_id"] == kept.event_id
            assert record["typed"] == "QI ZA" and record["flags"]["late_record"] is True
            assert record["late"]["shown_at"] == kept.shown_at_utc
            assert _until(lambda: read_unrecorded(kiosk_home) == [])
        finally:
            assert x.stop_station(again) == 0
    ids = [r["event_id"] for r in late_records(kiosk_home)]
    assert ids.count(kept.event_id) == 1 and len(ids) == 5  # four at the terminal, and it
