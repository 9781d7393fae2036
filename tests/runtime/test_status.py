"""The runtime publishes what the station is on the GUI thread; the fleet heartbeat's thread
reads only that (`kiosk.runtime.status`): a change made through the runtime's methods is in
the next heartbeat, and a heartbeat built on another thread while the GUI thread changes
the station reads one whole status, never a field half-written."""

from __future__ import annotations

import threading
from datetime import UTC, datetime

from kiosk.runtime.station_runtime import open_station


def test_changes_made_through_the_runtime_are_published_for_the_heartbeat(kiosk_home):
    runtime = open_station()
    try:
        assert runtime.status.screen == "not ready"
        assert runtime.heartbeat_snapshot().screen == "not ready"
        runtime.publish_screen("entry")
        runtime.set_problem("the log cannot be written")
        at = datetime(2026, 11, 28, 14, 3, tzinfo=UTC)
        runtime.recorded(at)
        beat = runtime.heartbeat_snapshot()
        assert beat.screen == "entry"
        assert beat.problems and "the log cannot be written" in beat.problems[0]
        assert runtime.status.last_adjudication_at == at
        runtime.clear_problem()
        assert not runtime.heartbeat_snapshot().problems
        # a field written without a method is not what the heartbeat says
        runtime.screen = "verdict"
        assert runtime.heartbeat_snapshot().screen == "entry"
    finally:
        runtime.close()


def test_a_heartbeat_built_on_another_thread_reads_one_whole_status(kiosk_home):
    runtime = open_station()
    seen: list[tuple[str, int]] = []
    stop = threading.Event()

    def beat() -> None:
        while not stop.is_set():
            status = runtime.status
            seen.append((status.screen, len(status.profiles)))

    thread = threading.Thread(target=beat)
    thread.start()
    try:
        for index in range(2000):
            runtime.publish_screen("entry" if index % 2 else "ready")
    finally:
        stop.set()
        thread.join(5)
        runtime.close()
    assert seen and {screen for screen, _ in seen} <= {"not ready", "entry", "ready"}
    assert {count for _, count in seen} == {len(runtime.profiles)}
