"""Fault test: a writer killed with SIGKILL at random moments loses nothing it reported.

Child processes (fault_child.py) append adjudications and print each event id
once `record_adjudication` has returned. Two lanes run side by side on the same
file and station, so kills also land while the other writer waits for the lock.
"""

from __future__ import annotations

import random
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest
from audit_helpers import raw

from kiosk.audit import open_audit_log

CHILD = Path(__file__).with_name("fault_child.py")
REPO = Path(__file__).resolve().parents[2]
RUNS_PER_LANE = 26  # 52 kills in all


def _run_lane(path: Path, seed: int, printed: list[str], errors: list[str]) -> None:
    rng = random.Random(seed)
    for _ in range(RUNS_PER_LANE):
        child = subprocess.Popen(
            [sys.executable, str(CHILD), str(path), "station-1"],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            cwd=REPO,
        )
        if rng.random() < 0.25:
            # time passes: anywhere, start-up and migration included
            time.sleep(rng.uniform(0.0, 0.6))
        else:
            first = child.stdout.readline()  # at least one append returned
            if first.endswith("\n"):
                printed.append(first)
            time.sleep(rng.uniform(0.0, 0.05))  # time passes: a random moment to kill it
        child.send_signal(signal.SIGKILL)
        out, err = child.communicate()
        printed.extend(line for line in out.splitlines(keepends=True) if line.endswith("\n"))
        if child.returncode != -signal.SIGKILL:
            errors.append(f"child ended by itself ({child.returncode}): {err[-2000:]}")


@pytest.mark.slow
def test_sigkill_never_loses_a_returned_record(tmp_path):
    path = tmp_path / "audit.sqlite3"
    printed: list[str] = []
    errors: list[str] = []
    seed = random.randrange(1 << 30)
    lanes = [
        threading.Thread(target=_run_lane, args=(path, seed + lane, printed, errors))
        for lane in range(2)
    ]
    for lane in lanes:
        lane.start()
    for lane in lanes:
        lane.join()
    assert not errors, errors[0]
    ids = {line.strip() for line in printed}
    assert len(ids) == len(printed) and len(ids) > RUNS_PER_LANE, f"seed {seed}"

    with raw(path) as conn:
        assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    with open_audit_log(station_id="station-1", path=path) as log:
        stored = {r.event_id for r in log.query()}
        report = log.verify()
    missing = ids - stored
    assert not missing, f"seed {seed}: {len(missing)} returned records are not in the log"
    assert report.ok, f"seed {seed}: {report.summary()}"
    assert report.count == len(stored) >= len(ids)
