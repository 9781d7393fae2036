"""The keyboard on the director's pages: Tab and Shift+Tab move between a page's fields and
buttons (and only those: never to the station screens behind it, never stuck in a table),
Return submits, as on any form.

The players' screens keep TAB as the judge key: the window sends Tab here only while a
director page is shown.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QLineEdit,
    QPlainTextEdit,
    QWidget,
)

__all__ = ["cycle_focus", "keyboard_ready", "press_return", "takes_tab"]

_LONGEST_CHAIN = 10_000  # a focus chain is a ring; this only guards against a broken one


def takes_tab(widget: QWidget) -> bool:
    """True for a widget a person can reach with Tab now (shown, enabled, focusable)."""
    return (
        bool(widget.focusPolicy() & Qt.FocusPolicy.TabFocus)
        and widget.isVisible()
        and widget.isEnabled()
        and widget.focusProxy() is None
    )


def _reachable(page: QWidget) -> list[QWidget]:
    """The page's widgets in the window's focus order (the order they were laid out)."""
    found: list[QWidget] = []
    widget = page.nextInFocusChain()
    for _ in range(_LONGEST_CHAIN):
        if widget is page or widget is None:
            break
        if page.isAncestorOf(widget) and takes_tab(widget):
            found.append(widget)
        widget = widget.nextInFocusChain()
    return found


def cycle_focus(page: QWidget, forward: bool) -> bool:
    """Give the keyboard to the next (or previous) field of ``page``, wrapping around."""
    chain = _reachable(page)
    if not chain:
        return False
    current = QApplication.focusWidget()
    while current is not None and current not in chain and page.isAncestorOf(current):
        current = current.parentWidget()  # a spin box's line edit: the spin box
    if current in chain:
        index = chain.index(current) + (1 if forward else -1)
    else:
        index = 0 if forward else -1
    reason = Qt.FocusReason.TabFocusReason if forward else Qt.FocusReason.BacktabFocusReason
    chain[index % len(chain)].setFocus(reason)
    return True


def keyboard_ready(page: QWidget) -> None:
    """Tables and text boxes on the page pass Tab on (Qt's default moves between a table's
    cells, or types a tab into a text box, for good)."""
    for view in page.findChildren(QAbstractItemView):
        view.setTabKeyNavigation(False)
    for box in page.findChildren(QPlainTextEdit):
        box.setTabChangesFocus(True)


def press_return(page: QWidget, default: QAbstractButton | None) -> bool:
    """Return on a director page: a focused button is pressed; in a field (text, number,
    list) the page's ``default`` button is. True when something was pressed."""
    focused = QApplication.focusWidget()
    if focused is None or not page.isAncestorOf(focused):
        return False
    if isinstance(focused, QAbstractButton):
        if focused.isEnabled():
            focused.click()
            return True
        return False
    field: QWidget | None = focused
    while field is not None and not isinstance(field, QLineEdit | QAbstractSpinBox | QComboBox):
        field = field.parentWidget()
    if field is not None and default is not None and default.isEnabled() and default.isVisible():
        default.click()
        return True
    return False
