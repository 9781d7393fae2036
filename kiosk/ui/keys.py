"""Qt key events as the core's `KeyPress` values: the only key handling in the shell."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt

from kiosk.core.keys import KeyPress

if TYPE_CHECKING:  # Qt makes the type when the first key arrives: not before the ready screen
    from PySide6.QtGui import QKeyEvent

__all__ = ["KeyRepeats", "key_press"]

_K = Qt.Key
_NAMES: dict[Qt.Key, str] = {
    _K.Key_Tab: "Tab",
    _K.Key_Backtab: "Backtab",
    _K.Key_Backspace: "Backspace",
    _K.Key_Return: "Return",
    _K.Key_Enter: "Enter",
    _K.Key_Escape: "Escape",
    _K.Key_Delete: "Delete",
    _K.Key_Space: "Space",
    _K.Key_Insert: "Insert",
    _K.Key_Home: "Home",
    _K.Key_End: "End",
    _K.Key_PageUp: "PgUp",
    _K.Key_PageDown: "PgDown",
    _K.Key_Pause: "Pause",
    _K.Key_Shift: "Shift",
    _K.Key_Control: "Control",
    _K.Key_Alt: "Alt",
    _K.Key_AltGr: "AltGr",
    _K.Key_Meta: "Meta",
    _K.Key_Super_L: "Super",
    _K.Key_Super_R: "Super",
    _K.Key_CapsLock: "CapsLock",
    _K.Key_NumLock: "NumLock",
    **{getattr(_K, f"Key_F{i}"): f"F{i}" for i in range(1, 13)},
}


def key_name(key: Qt.Key) -> str:
    """The station's name for a Qt key: "Tab", "F12", "D" ... ("" when it has none)."""
    name = _NAMES.get(key)
    if name is not None:
        return name
    if _K.Key_A <= key <= _K.Key_Z or _K.Key_0 <= key <= _K.Key_9:
        return chr(int(key))
    return ""


class KeyRepeats:
    """Tells a key held down from a fresh press.

    Qt marks auto-repeat itself where the platform says so (Wayland, Windows, macOS). An X
    server repeats a held key as a release and a new press bearing the same timestamp, which
    Qt only recognises when both are already queued together: under load it calls most of
    them fresh presses (seen under Xvfb: one in ten marked). So a press whose timestamp is
    that of the same key's last release is a repeat too; a person cannot release and press
    again within the same millisecond.
    """

    def __init__(self) -> None:
        self._released: dict[int, int] = {}

    def released(self, event: QKeyEvent) -> None:
        self._released[event.key()] = event.timestamp()

    def is_repeat(self, event: QKeyEvent) -> bool:
        if event.isAutoRepeat():
            return True
        stamp = event.timestamp()
        return stamp != 0 and self._released.get(event.key()) == stamp


def key_press(event: QKeyEvent, repeats: KeyRepeats | None = None) -> KeyPress:
    modifiers = event.modifiers()
    key = Qt.Key(event.key())
    name = key_name(key)
    if modifiers & Qt.KeyboardModifier.KeypadModifier and key in (_K.Key_Enter, _K.Key_Plus):
        name = "KeypadEnter" if key == _K.Key_Enter else "KeypadPlus"
    return KeyPress(
        name=name,
        text=event.text(),
        ctrl=bool(modifiers & Qt.KeyboardModifier.ControlModifier),
        alt=bool(modifiers & Qt.KeyboardModifier.AltModifier),
        shift=bool(modifiers & Qt.KeyboardModifier.ShiftModifier),
        meta=bool(modifiers & Qt.KeyboardModifier.MetaModifier),
        repeat=repeats.is_repeat(event) if repeats is not None else event.isAutoRepeat(),
    )
