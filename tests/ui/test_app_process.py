"""The station as a real process: starts on the embedded lexicon, logs its start and its stop."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time

from kiosk.audit import AuditQuery, open_audit_log
from kiosk.audit.identity import station_identity
from tests.conftest import wait_until


def kinds(home) -> list[str]:
    station_id, name = station_identity(home)
    with open_audit_log(
        station_id=station_id, station_name=name, path=home / "audit.sqlite3"
    ) as log:
        return [r.kind.value for r in log.query(AuditQuery())]


def test_the_station_process_logs_start_and_a_system_stop(kiosk_home):
    from argon2 import PasswordHasher

    cheap = PasswordHasher(time_cost=1, memory_cost=1024, parallelism=1)
    (kiosk_home / "station.toml").write_text(f'[director]\npin_hash = "{cheap.hash("482107")}"\n')
    env = {**os.environ, "CHALLENGE_KIOSK_HOME": str(kiosk_home), "QT_QPA_PLATFORM": "offscreen"}
    proc = subprocess.Popen([sys.executable, "-m", "kiosk"], env=env)
    try:

        def started() -> bool:
            assert proc.poll() is None, "the station exited by itself"
            log = kiosk_home / "audit.sqlite3"
            return log.exists() and "kiosk-started" in kinds(kiosk_home)

        wait_until(started, 30, "the station's start recorded", every=0.2)
        time.sleep(0.5)  # time passes: the kiosk keeps running a while (it must not exit)
        assert proc.poll() is None  # fullscreen kiosk keeps running
        proc.send_signal(signal.SIGTERM)
        assert proc.wait(timeout=20) == 0
    finally:
        if proc.poll() is None:
            proc.kill()
    assert kinds(kiosk_home)[-2:] == ["kiosk-started", "kiosk-stopped"]
