"""Every thread the shell (kiosk.ui) starts is an `Operations` worker: through a station's
start with the log opened in the background, a judged play, director mode and the exit."""

from __future__ import annotations

import sys
import threading

from PySide6.QtCore import Qt

from kiosk.runtime.station_runtime import LogState, open_station
from kiosk.ui.window import KioskWindow
from tests.ui.conftest import CHEAP_HASHER, PIN, FakeClock, Station
from tests.ui.test_director import answers as answers  # the fixture
from tests.ui.test_director import open_panel

BACKGROUND = "kiosk.ui.background"


def test_every_thread_the_shell_starts_is_an_operations_worker(
    qtbot, kiosk_home, answers, monkeypatch
):
    started: list[tuple[str, str, object]] = []  # (starting module, thread name, target)
    start = threading.Thread.start

    def starting(thread: threading.Thread) -> None:
        caller = sys._getframe(1)
        while caller.f_globals.get("__name__") == "threading":  # Thread subclasses, Timer
            caller = caller.f_back
        module = caller.f_globals.get("__name__", "")
        started.append((module, thread.name, getattr(thread, "_target", None)))
        start(thread)

    monkeypatch.setattr(threading.Thread, "start", starting)
    (kiosk_home / "station.toml").write_text(f'[director]\npin_hash = "{CHEAP_HASHER.hash(PIN)}"\n')
    runtime = open_station(defer_log=True)
    clock = FakeClock()
    window = KioskWindow(runtime, clock=clock, pin_clock=FakeClock())
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    qtbot.waitExposed(window)
    window.open_log_in_background()
    qtbot.waitUntil(lambda: runtime.log_state is LogState.OPEN, timeout=10_000)
    station = Station(window, runtime, clock, qtbot, FakeClock())
    station.type("cat dogs")
    station.tab()
    assert station.flow.verdict is not None and station.flow.verdict.recorded
    clock.advance(1)
    station.key(Qt.Key.Key_Space, text=" ")
    from kiosk.ui.director.common import DirectorContext

    window.director.context_factory = lambda service: DirectorContext(
        service, ask=answers.ask, tell=answers.tell
    )
    panel = open_panel(station)
    for index in range(panel.tabs.count()):  # each page's own work, if it starts any
        panel.tabs.setCurrentIndex(index)
        qtbot.wait(10)  # time passes: each page starts its own work
    window.log_opener.finish(5.0)
    window.writer.finish(5.0)
    runtime.close()

    shell = [(module, name, target) for module, name, target in started if "kiosk.ui" in module]
    assert {name for _module, name, _target in shell} >= {"audit-open-0", "audit-write-0"}
    outside = [(module, name) for module, name, _target in shell if module != BACKGROUND]
    assert outside == []
    assert all(getattr(target, "__name__", "") == "_serve" for _m, _n, target in shell)
