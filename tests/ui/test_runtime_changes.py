"""The window shows what the runtime says changed: the log adopted on the GUI thread, a
director's change with no call from the director's pages, a problem set elsewhere."""

from __future__ import annotations

import dataclasses
import threading

from kiosk.director.service import DirectorService
from kiosk.runtime.station_runtime import LogState, open_station
from kiosk.ui.window import KioskWindow
from tests.ui.conftest import CHEAP_HASHER, PIN, FakeClock
from tests.ui.conftest import make_station as make_station  # the fixture
from tests.ui.test_director import answers as answers  # the fixture
from tests.ui.test_director import director_station, open_panel


def test_the_log_is_opened_on_a_worker_and_adopted_on_the_gui_thread(qtbot, kiosk_home):
    (kiosk_home / "station.toml").write_text(f'[director]\npin_hash = "{CHEAP_HASHER.hash(PIN)}"\n')
    runtime = open_station(defer_log=True)
    window = KioskWindow(runtime, clock=FakeClock(), pin_clock=FakeClock())
    qtbot.addWidget(window)
    window.show()
    seen: dict[str, object] = {}
    prepare, adopt = runtime.prepare_log, runtime.adopt_log

    def preparing():
        opened = prepare()
        seen["prepared on"] = threading.current_thread()
        seen["after prepare"] = (runtime.audit, runtime.log_state, runtime.room)
        return opened

    def adopting(opened):
        seen["adopted on"] = threading.current_thread()
        return adopt(opened)

    runtime.prepare_log = preparing  # type: ignore[method-assign]
    runtime.adopt_log = adopting  # type: ignore[method-assign]
    window.open_log_in_background()
    qtbot.waitUntil(lambda: runtime.log_state is LogState.OPEN, timeout=10_000)
    assert seen["prepared on"] is not threading.main_thread()
    assert seen["after prepare"] == (None, LogState.OPENING, None)  # nothing written there
    assert seen["adopted on"] is threading.main_thread()
    assert runtime.room is not None and runtime.ready
    assert window.flow is not None and window.flow.log_ready
    window.log_opener.finish(5.0)
    runtime.close()


def test_a_director_change_repaints_the_station_without_a_call_from_the_pages(
    make_station, answers
):
    station = director_station(make_station, answers)
    panel = open_panel(station)
    panel.tabs.setCurrentWidget(panel.settings)
    panel.settings.station_name.setText("Table 12")
    panel.settings.save.click()
    # director mode is still open: the banner above it already shows the change
    assert station.window.director.active
    assert station.window.station_name == "Table 12"
    assert station.window.banner.station.text() == "Station: Table 12"


def test_a_change_made_through_the_service_alone_reaches_the_window(make_station):
    station = make_station()
    runtime = station.runtime
    settings = dataclasses.replace(runtime.config.settings, station_name="Table 3")
    DirectorService(runtime).apply(dataclasses.replace(runtime.config, settings=settings))
    assert station.window.station_name == "Table 3"
    station.window.paint_state(force=True)
    station.type("cat")
    station.tab()
    assert station.records()[-1].station_name == "Table 3"


def test_a_problem_set_on_the_runtime_shows_the_problem_screen_and_goes(make_station):
    station = make_station()
    window = station.window
    station.runtime.set_problem("the table is on fire")
    window.paint_state(force=True)
    assert window.stack.currentWidget() is window.problem_screen
    assert "the table is on fire" in window.problem_screen.detail.text()
    station.runtime.clear_problem()
    window.paint_state(force=True)
    assert window.stack.currentWidget() is not window.problem_screen
    station.type("cat")
    station.tab()
    assert station.flow.verdict is not None and station.flow.verdict.recorded


def test_the_time_of_the_last_verdict_is_kept_on_the_gui_thread(make_station):
    station = make_station()
    runtime = station.runtime
    kept_on: list[threading.Thread] = []
    recorded = runtime.recorded

    def recording(at):
        kept_on.append(threading.current_thread())
        recorded(at)

    runtime.recorded = recording  # type: ignore[method-assign]
    assert runtime.last_adjudication_at is None
    station.type("cat")
    station.tab()
    assert station.flow.verdict is not None and station.flow.verdict.recorded
    assert kept_on == [threading.main_thread()]  # never the writer's thread
    assert runtime.last_adjudication_at is not None
