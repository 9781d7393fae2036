"""One station per kiosk home: the real station started twice, offscreen. The second says
which process holds the home, on stderr and on screen, and ends; once the first is killed
outright, the operating system lets its lock go and a new start works. `judge` still runs
beside a station."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.conftest import REPO
from tests.runtime.test_unclean_stop import kinds, run_kiosk, start_station

pytestmark = pytest.mark.skipif(os.name != "posix", reason="POSIX signals")


@pytest.fixture
def station_home(kiosk_home: Path) -> Path:
    result = run_kiosk(kiosk_home, "director", "set-pin", "--pin-stdin", stdin="482107\n")
    assert result.returncode == 0, result.stderr
    return kiosk_home


def second_start(home: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "kiosk", "--windowed"],
        cwd=REPO,
        env={**os.environ, "CHALLENGE_KIOSK_HOME": str(home), "QT_QPA_PLATFORM": "offscreen"},
        capture_output=True,
        text=True,
        timeout=90,
    )


def test_a_second_station_on_one_home_refuses_to_start(station_home):
    home = station_home
    first = start_station(home)
    try:
        started = time.monotonic()
        second = second_start(home)
        assert second.returncode == 3
        assert time.monotonic() - started < 60
        assert "another station is already running on the kiosk home" in second.stderr
        assert f"process {first.pid}," in second.stderr
        assert kinds(home).count("kiosk-started") == 1  # the second wrote nothing
        assert first.poll() is None  # the first goes on

        judged = run_kiosk(home, "judge", "CAT")  # other commands run beside it
        assert judged.returncode == 0, judged.stderr

        first.send_signal(signal.SIGKILL)  # killed outright: the lock goes with it
        first.wait(30)
        third = start_station(home)
        try:
            assert kinds(home).count("kiosk-started") == 2
            holder = (home / "kiosk.lock").read_text(encoding="utf-8", errors="replace")
            assert f"process {third.pid}," in holder
        finally:
            third.send_signal(signal.SIGTERM)
            assert third.wait(30) == 0
    finally:
        if first.poll() is None:
            first.kill()
            first.wait(30)


def test_the_lock_is_the_operating_systems(tmp_path):
    from kiosk.runtime.lock import StationLocked, lock_station

    held = lock_station(tmp_path)
    with pytest.raises(StationLocked, match=f"process {os.getpid()},"):
        lock_station(tmp_path)
    held.release()
    again = lock_station(tmp_path)  # released: taken again at once
    again.release()
    assert (tmp_path / "kiosk.lock").stat().st_mode & 0o777 == 0o600
