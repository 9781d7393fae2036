"""The shell tells a held key from a fresh press, as X servers send it: a release and a new
press with the same timestamp (Qt marks only some of them as auto-repeat). Real held keys on
an X server: tests/ui/test_keyboard_x.py."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication

from kiosk.core.flow import Screen

NONE = Qt.KeyboardModifier.NoModifier


def send(window, kind, key, text, stamp, auto=False):
    event = QKeyEvent(kind, key, NONE, text, auto)
    event.setTimestamp(stamp)
    QApplication.sendEvent(window, event)
    QApplication.processEvents()


def hold(window, key, text, start, repeats):
    """A press, then X's repeats: release and press pairs sharing a timestamp."""
    send(window, QKeyEvent.Type.KeyPress, key, text, start)
    stamp = start + 660
    for _ in range(repeats):
        send(window, QKeyEvent.Type.KeyRelease, key, text, stamp)
        send(window, QKeyEvent.Type.KeyPress, key, text, stamp)
        stamp += 40
    send(window, QKeyEvent.Type.KeyRelease, key, text, stamp + 7)
    return stamp + 100


def test_x_server_repeats_type_one_letter_and_judge_once(make_station):
    station = make_station()
    window = station.window
    stamp = hold(window, Qt.Key.Key_C, "c", 1000, 0)
    stamp = hold(window, Qt.Key.Key_A, "a", stamp, 20)
    stamp = hold(window, Qt.Key.Key_T, "t", stamp, 0)
    assert station.flow.text.upper() == "CAT"
    send(window, QKeyEvent.Type.KeyPress, Qt.Key.Key_Tab, "\t", stamp)
    station.settle()
    assert station.flow.screen is Screen.VERDICT
    stamp += 660
    for _ in range(75):  # TAB held 3 s: past the verdict's key lock
        station.clock.advance(0.04)
        send(window, QKeyEvent.Type.KeyRelease, Qt.Key.Key_Tab, "\t", stamp)
        send(window, QKeyEvent.Type.KeyPress, Qt.Key.Key_Tab, "\t", stamp)
        stamp += 40
    send(window, QKeyEvent.Type.KeyRelease, Qt.Key.Key_Tab, "\t", stamp + 9)
    assert station.flow.screen is Screen.VERDICT
    assert len(station.records()) == 1
    # a press a person makes: its own timestamp
    send(window, QKeyEvent.Type.KeyPress, Qt.Key.Key_Space, " ", stamp + 250)
    assert station.flow.screen is Screen.READY


def test_qt_marked_repeats_are_ignored_too(make_station):
    station = make_station()
    window = station.window
    send(window, QKeyEvent.Type.KeyPress, Qt.Key.Key_Q, "q", 10)
    for i in range(5):
        send(window, QKeyEvent.Type.KeyPress, Qt.Key.Key_Q, "q", 700 + 40 * i, auto=True)
    assert station.flow.text.upper() == "Q"
