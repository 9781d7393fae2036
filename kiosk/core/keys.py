"""Keys as the station's procedure sees them, without Qt.

A shell (the Qt window, a test, a benchmark) turns each key event into a
`KeyPress` (a key name, the text it types, the modifiers held) and hands it
to the station's flow (`kiosk.core.flow.StationFlow.press`): the key map
(`kiosk.core.keymap`) says what it means, the flow carries it out. Key names
are the ones a director writes in ``station.toml`` ("Tab", "F12", "Insert" ...),
compared without regard to case.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

__all__ = [
    "DEV_EXIT_KEY",
    "DIRECTOR_KEY",
    "FUNCTION_KEYS",
    "IGNORED_KEYS",
    "MODIFIER_KEYS",
    "Action",
    "KeyPress",
    "same_key",
]

FUNCTION_KEYS = tuple(f"F{i}" for i in range(1, 13))
# Keys held with others; on their own they do nothing.
MODIFIER_KEYS = frozenset(
    {"Shift", "Control", "Alt", "AltGr", "Meta", "Super", "CapsLock", "NumLock"}
)
# Keys that never type, judge or clear at the station.
IGNORED_KEYS = frozenset({"Tab", "Backtab", "Delete", "Escape"})
# Ctrl+Alt+Shift+D opens director mode; Ctrl+Alt+Shift+End closes a --dev-exit station.
DIRECTOR_KEY = "D"
DEV_EXIT_KEY = "End"


def same_key(a: str, b: str) -> bool:
    return a.casefold() == b.casefold()


@dataclass(frozen=True)
class KeyPress:
    """One key pressed: its name, the text it types (may be empty), the modifiers held, and
    whether it is the key's auto-repeat (held down) rather than a fresh press."""

    name: str
    text: str = ""
    ctrl: bool = False
    alt: bool = False
    shift: bool = False
    meta: bool = False
    repeat: bool = False

    @property
    def chord(self) -> bool:
        """Ctrl+Alt+Shift held: the station's own shortcuts."""
        return self.ctrl and self.alt and self.shift

    @property
    def typed_text(self) -> str:
        """The printable text this key types; AltGr (Ctrl+Alt) letters count, other
        Ctrl, Alt or Meta combinations (Ctrl+V, Alt+F4 ...) type nothing."""
        text = self.text if self.text and self.text.isprintable() else ""
        if not text:
            return ""
        altgr = self.ctrl and self.alt and not self.meta
        if (self.ctrl or self.alt or self.meta) and not altgr:
            return ""
        return text


class Action(enum.Enum):
    """What the shell must do after a key (besides painting the new state)."""

    NONE = "none"
    RECORD = "record"  # a judgement is pending: write it, then finish it
    OPEN_DIRECTOR = "open-director"
    DEV_EXIT = "dev-exit"
