"""Every director page from the keyboard: Tab and Shift+Tab reach each field and button of
the page and nothing else (never a station screen behind it, never stuck in a table), and
wrap around; Return submits; Esc backs out.

Keys are delivered as the keyboard delivers them: to the widget that has the focus, through
Qt's event dispatch (tests/ui/test_keyboard_x.py does the same with xdotool on an X server).
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QLineEdit, QPushButton, QWidget

from kiosk.ui.focus import takes_tab
from tests.ui.conftest import PIN
from tests.ui.test_director import CHORD, answers, director_station, kinds  # noqa: F401

NONE = Qt.KeyboardModifier.NoModifier


def press(key: Qt.Key, modifiers: Qt.KeyboardModifier = NONE, text: str = "") -> None:
    """One key, to whichever widget has the keyboard (as a real key press is)."""
    target = QApplication.focusWidget()
    assert target is not None, "no widget has the keyboard"
    for kind in (QKeyEvent.Type.KeyPress, QKeyEvent.Type.KeyRelease):
        QApplication.sendEvent(target, QKeyEvent(kind, key, modifiers, text))
    QApplication.processEvents()


def active(station):
    """The station's window as the active window with the keyboard, as on a real screen."""
    station.window.activateWindow()
    station.qtbot.waitActive(station.window)
    station.window._take_keyboard()
    QApplication.processEvents()
    return station


def type_text(text: str) -> None:
    for ch in text:
        press(Qt.Key(ord(ch.upper())) if ch.isalnum() else Qt.Key.Key_unknown, text=ch)


def walk(steps: int, backwards: bool = False) -> list[QWidget]:
    seen = []
    for _ in range(steps):
        if backwards:
            press(Qt.Key.Key_Backtab, Qt.KeyboardModifier.ShiftModifier)
        else:
            press(Qt.Key.Key_Tab, text="\t")
        seen.append(QApplication.focusWidget())
    return seen


def reachable(page: QWidget) -> set[QWidget]:
    return {w for w in page.findChildren(QWidget) if takes_tab(w)}


def test_the_pin_set_up_screen_tab_moves_between_the_two_fields_and_return_sets_it(
    make_station,
):
    station = active(make_station(with_pin=False))
    screen = station.window.director.pin
    assert QApplication.focusWidget() is screen.pin
    type_text(PIN)
    press(Qt.Key.Key_Tab, text="\t")
    assert QApplication.focusWidget() is screen.again
    type_text(PIN)
    assert screen.pin.text() == PIN and screen.again.text() == PIN
    press(Qt.Key.Key_Return, text="\r")
    assert station.window.director.guard.is_set
    assert not station.window.director.active  # back to the station, ready to judge


def test_every_panel_tab_is_walked_with_tab_and_shift_tab_inside_the_page(make_station, answers):  # noqa: F811
    station = active(director_station(make_station, answers))
    station.key(Qt.Key.Key_D, CHORD)
    type_text(PIN)
    press(Qt.Key.Key_Return, text="\r")
    panel = station.window.director.panel
    assert panel is not None and station.window.stack.currentWidget() is panel
    assert QApplication.focusWidget() is panel.tabs.tabBar()
    for index in range(panel.tabs.count()):
        panel.tabs.setCurrentIndex(index)
        panel.tabs.tabBar().setFocus()
        expected = reachable(panel)
        forward = walk(len(expected))
        name = panel.tabs.tabText(index)
        assert set(forward) == expected, name  # every field and button, once
        assert forward[-1] is panel.tabs.tabBar(), name  # and round to the row of tabs
        backward = walk(len(expected), backwards=True)
        assert backward == [*list(reversed(forward))[1:], panel.tabs.tabBar()], name
        assert all(panel.isAncestorOf(w) for w in forward), name


def test_return_in_a_settings_field_saves_and_esc_leaves_director_mode(make_station, answers):  # noqa: F811
    station = active(director_station(make_station, answers))
    station.key(Qt.Key.Key_D, CHORD)
    type_text(PIN)
    press(Qt.Key.Key_Return, text="\r")
    panel = station.window.director.panel
    panel.tabs.setCurrentWidget(panel.settings)
    panel.tabs.tabBar().setFocus()
    press(Qt.Key.Key_Tab, text="\t")
    field = QApplication.focusWidget()
    assert field is panel.settings.station_name
    assert isinstance(field, QLineEdit)
    press(Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    type_text("Table 9")
    press(Qt.Key.Key_Return, text="\r")
    assert station.runtime.config.settings.station_name == "Table 9"
    assert "settings-changed" in kinds(station)
    # Return on a focused button presses that button (here: Test connection does not save)
    before = kinds(station).count("settings-changed")
    focused = panel.settings.test_button
    focused.setFocus()
    press(Qt.Key.Key_Return, text="\r")
    assert kinds(station).count("settings-changed") == before
    press(Qt.Key.Key_Escape)
    assert not station.window.director.active
    assert kinds(station)[-1] == "director-logout"


def test_the_return_that_opens_the_panel_presses_nothing_on_it(make_station, answers):  # noqa: F811
    """The PIN's Return is passed on by its field after the panel is shown: it must not
    press the panel's focused button ("Back to the station")."""
    station = active(director_station(make_station, answers))
    station.key(Qt.Key.Key_D, CHORD)
    type_text(PIN)
    press(Qt.Key.Key_Return, text="\r")
    assert station.window.director.logged_in
    assert "director-logout" not in kinds(station)
    assert not isinstance(QApplication.focusWidget(), QPushButton)


def test_esc_on_the_pin_screen_goes_back_to_the_station(make_station):
    station = active(make_station())
    station.key(Qt.Key.Key_D, CHORD)
    assert station.window.director.active
    type_text("12")
    press(Qt.Key.Key_Escape)
    assert not station.window.director.active
    assert "director-login-failed" not in [r.kind.value for r in station.runtime.audit.query()]
