"""What a key asks of the station's procedure, as a plain value (no Qt).

`kiosk.core.keymap.press` turns a key into an `Intent`; `kiosk.core.flow.StationFlow.apply`
carries it out. The key map decides what a key means on the screen shown; the flow decides
what that does to the challenge (a digit on the table prompt, Escape on the count prompt ...).
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

__all__ = ["Do", "Intent", "NOTHING"]


class Do(enum.Enum):
    """The kinds of intent."""

    NOTHING = "nothing"  # the key does nothing here (a held key, a modifier, Ctrl+V ...)
    TYPE = "type"  # characters for the words (`Intent.text`; Enter arrives as a new line)
    ERASE = "erase"  # Backspace
    BACK = "back"  # one step back: Escape, or any key but the judge key on a warning
    JUDGE = "judge"  # the judge key
    CHOOSE = "choose"  # a division key on the chooser (`Intent.index`: F1 is 0)
    DIGIT = "digit"  # a digit on a number prompt (`Intent.text`)
    CONFIRM = "confirm"  # Enter on the table prompt
    REMIND = "remind"  # a key the prompt does not take: say what it wants
    WAKE = "wake"  # a key that only counts as activity (and clears the hint)
    DISMISS = "dismiss"  # any key on the verdict
    FINAL_PLAY = "final-play"  # the out-play key
    CALL_WORD_JUDGE = "call-word-judge"  # the word-judge key: a person is called
    WORD_JUDGE_ARRIVED = "word-judge-arrived"  # the word judge is at the station
    OPEN_DIRECTOR = "open-director"  # the director's chord
    DEV_EXIT = "dev-exit"  # the developer's exit chord


@dataclass(frozen=True)
class Intent:
    """What one key asks for: a kind, with the characters (`Do.TYPE`, `Do.DIGIT`) or the
    division's index (`Do.CHOOSE`) it carries."""

    kind: Do
    text: str = ""
    index: int = -1


NOTHING = Intent(Do.NOTHING)
