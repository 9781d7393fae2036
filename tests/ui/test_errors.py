"""Nothing escapes: an uncaught error is recorded and answered on screen."""

from __future__ import annotations

import threading

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication

from kiosk.core.flow import Screen
from kiosk.ui.errors import install_error_hooks
from tests.ui.test_director import (
    CHORD,
    Answers,
    director_station,
    enter_pin,
    open_panel,
)

pytestmark = pytest.mark.qt_no_exception_capture  # the station's own hooks answer here


@pytest.fixture
def hooked(make_station):
    made = []

    def make(**kwargs):
        station = kwargs.pop("station", None) or make_station(**kwargs)
        made.append(install_error_hooks(station.runtime, station.window.show_fault))
        return station

    yield make
    for hooks in made:
        hooks.uninstall()


@pytest.fixture
def answers() -> Answers:
    return Answers()


def post_key(station, key: Qt.Key, text: str = "") -> None:
    """A key through the event loop, as a keyboard delivers it (not a direct call: an error
    in its handler then reaches the hook, not the caller); the caller waits for its effect."""
    for kind in (QKeyEvent.Type.KeyPress, QKeyEvent.Type.KeyRelease):
        QApplication.postEvent(
            station.window, QKeyEvent(kind, key, Qt.KeyboardModifier.NoModifier, text)
        )


def errors(station) -> list[dict]:
    return [r.details for r in station.runtime.audit.query() if r.kind.value == "unexpected-error"]


def test_a_raising_key_handler_stops_judging_and_calls_the_director(hooked):
    station = hooked()

    def broken(key):
        raise RuntimeError("the lexicon vanished")

    station.flow.type = broken  # the key map hands the typed letter to it
    post_key(station, Qt.Key.Key_C, "c")
    window = station.window
    station.qtbot.waitUntil(
        lambda: window.stack.currentWidget() is window.problem_screen, timeout=5000
    )
    assert "the lexicon vanished" in window.problem_screen.detail.text()
    assert "Call the director" in window.problem_screen.call.text()
    station.screenshot("unexpected-error")
    recorded = errors(station)
    assert recorded[0]["where"] == "main" and "RuntimeError" in recorded[0]["error"]
    assert any("broken" in line for line in recorded[0]["traceback"])
    del station.flow.type  # the flow works again; the station still waits for a director
    station.key(Qt.Key.Key_Tab)  # players cannot carry on
    assert window.stack.currentWidget() is window.problem_screen
    station.key(Qt.Key.Key_D, CHORD)
    enter_pin(station)
    window.director.panel.back.click()
    assert station.flow.screen is Screen.READY and window.fault is None


def test_an_error_in_a_worker_thread_is_recorded_and_shown(hooked):
    station = hooked()

    def work():
        raise ValueError("disk on fire")

    thread = threading.Thread(target=work, name="worker-x")
    thread.start()
    thread.join()
    station.qtbot.waitUntil(lambda: station.window.fault is not None, timeout=5000)
    assert "disk on fire" in station.window.problem_screen.detail.text()
    assert errors(station)[0]["where"] == "thread worker-x"


def test_an_error_in_director_mode_is_told_and_the_director_stays(hooked, make_station, answers):
    station = hooked(station=director_station(make_station, answers))
    panel = open_panel(station)

    def broken():
        raise OSError("usb stick pulled out")

    panel.back.clicked.disconnect()
    panel.back.clicked.connect(broken)
    panel.back.click()
    assert any("usb stick pulled out" in text for text in answers.told)
    assert station.window.director.active and station.window.fault is None
    assert "OSError" in errors(station)[0]["error"]
