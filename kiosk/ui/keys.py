"""Qt key events as the core's `KeyPress` values: the only key handling in the shell."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent

from kiosk.core.keys import KeyPress

__all__ = ["key_press"]

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


def key_press(event: QKeyEvent) -> KeyPress:
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
    )
