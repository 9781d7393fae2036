"""Which key does what on which screen of the station (no Qt).

`press` is the whole key map: the shell only turns its key events into
`kiosk.core.keys.KeyPress` values and carries out the `Action` it gets back.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from kiosk.core.i18n import QT_TRANSLATE_NOOP
from kiosk.core.keys import (
    DEV_EXIT_KEY,
    DIRECTOR_KEY,
    FUNCTION_KEYS,
    IGNORED_KEYS,
    MODIFIER_KEYS,
    Action,
    KeyPress,
    same_key,
)
from kiosk.core.procedure import (
    HINT_CHOOSE,
    HINT_COUNT,
    HINT_TABLE,
    MAX_DECLARED_WORDS,
    MAX_TABLE,
    Screen,
)

if TYPE_CHECKING:
    from kiosk.core.station import StationFlow

__all__ = ["press"]

_ENTER = ("Return", "Enter", "KeypadEnter")

# A table number has as many digits as the highest table (999: three); one more is refused
# with this, never cut off in silence.
TABLE_DIGITS = len(str(MAX_TABLE))
HINT_TABLE_DIGITS = QT_TRANSLATE_NOOP(
    "Hint",
    "A table number has at most {digits} digits (1 to {most}): the {digit} after {typed}"
    " was not added.",
)


def chord_action(key: KeyPress) -> Action | None:
    """The director's and the developer's chords, whatever the screen; None for other keys."""
    if key.chord and same_key(key.name, DEV_EXIT_KEY):
        return Action.DEV_EXIT
    if key.chord and same_key(key.name, DIRECTOR_KEY):
        return Action.OPEN_DIRECTOR
    return None


def press(flow: StationFlow, key: KeyPress) -> Action:
    """What ``key`` means for ``flow`` now; changes the flow and says what the shell must do."""
    chord = chord_action(key)
    if chord is Action.OPEN_DIRECTOR:  # not over a challenge under way
        screen = flow.screen
        if (
            screen in (Screen.READY, Screen.CHOOSE_PROFILE, Screen.WORD_JUDGE)
            or flow.awaiting_acknowledgement
        ):
            return chord
        return Action.NONE
    if chord is not None:
        return chord
    if key.name in MODIFIER_KEYS:
        return Action.NONE
    if key.repeat:
        # Only fresh presses act: a key held down (a firm TAB, a child leaning on a key)
        # never clears a verdict before its code is copied, never judges twice and never
        # types a run of letters. Every step of the procedure is one press.
        return Action.NONE
    text = key.typed_text
    if (key.ctrl or key.alt or key.meta) and not text:
        return Action.NONE  # Ctrl+V, Ctrl+Q, Alt+F4 and friends do nothing
    judge_key = same_key(key.name, flow.settings.judge_key_name)
    screen = flow.screen
    word_judge = flow.settings.word_judge_key_name
    word_judge_key = bool(word_judge) and same_key(key.name, word_judge)
    if screen is Screen.WORD_JUDGE:
        if word_judge_key or key.name == "Escape":
            flow.word_judge_arrived()
        return Action.NONE  # the players wait for the word judge: nothing else is typed
    if word_judge_key and flow.call_word_judge():
        return Action.NONE
    if screen is Screen.VERDICT:
        flow.key_on_verdict()
    elif screen is Screen.RECORDING:
        pass  # the verdict is on its way to the log: keys wait
    elif screen is Screen.CHOOSE_PROFILE:
        if key.name in FUNCTION_KEYS:
            flow.choose(FUNCTION_KEYS.index(key.name))
        elif text or judge_key:
            flow.remind(HINT_CHOOSE(keys=flow.profile_keys()))
    elif screen is Screen.TABLE:
        _press_table(flow, key, text, judge_key)
    elif screen is Screen.COUNT:
        _press_count(flow, key, text)
    elif screen is Screen.SPLIT_WARNING:
        if judge_key:
            return Action.RECORD if flow.start_judging() is not None else Action.NONE
        flow.back_from_split_warning()
    elif judge_key and not flow.log_ready:
        flow.wait_for_log()  # nothing is judged before it can be recorded
    elif judge_key:
        return Action.RECORD if flow.start_judging() is not None else Action.NONE
    elif same_key(key.name, flow.settings.out_play_key_name):
        flow.toggle_final_play()
    elif key.name == "Escape":
        if not flow.withdraw():
            flow.leave_entry()  # nothing typed: back one step (the division chooser)
    elif key.name == "Backspace":
        flow.backspace()
    elif key.name in _ENTER:
        flow.type("\n")
    elif key.name in IGNORED_KEYS:
        pass
    elif text:
        flow.type(text)
    return Action.NONE


# The top row of French and Belgian AZERTY keyboards gives these without Shift; on a number
# prompt they can only mean the digit printed on the same key (nothing else is typed there).
_AZERTY_TOP_ROW = {
    **dict(zip("&é\"'(-è_çà", "1234567890", strict=True)),
    **dict(zip("§!", "68", strict=True)),  # Belgian: 6 and 8 (its other keys are French's)
}


def _digit(text: str) -> str:
    """The digit a key on a number prompt means: an ASCII digit, or an AZERTY top-row key
    pressed without Shift ("&" is 1, "é" is 2 ...); "" for anything else."""
    if len(text) == 1 and text.isdigit() and text.isascii():
        return text
    return _AZERTY_TOP_ROW.get(text, "")


def _press_table(flow: StationFlow, key: KeyPress, text: str, judge_key: bool) -> None:
    """TABLE NUMBER?: digits (1 to 999), Enter to go on, Escape back, Backspace to correct;
    a digit beyond `TABLE_DIGITS` is refused with `HINT_TABLE_DIGITS`."""
    flow.remind(None)
    if key.name == "Backspace":
        flow.table_text = flow.table_text[:-1]
    elif key.name == "Escape":
        flow.back_to_start()
    elif key.name in _ENTER:
        number = int(flow.table_text) if flow.table_text else 0
        if 1 <= number <= MAX_TABLE:
            flow.table = number
        else:
            flow.remind(HINT_TABLE(most=MAX_TABLE))
    elif _digit(text) and len(flow.table_text) < TABLE_DIGITS:
        flow.table_text += _digit(text)
    elif _digit(text):  # one digit too many: refused, and the players are told
        flow.remind(
            HINT_TABLE_DIGITS(
                most=MAX_TABLE, digits=TABLE_DIGITS, digit=_digit(text), typed=flow.table_text
            )
        )
    elif text or judge_key:
        flow.remind(HINT_TABLE(most=MAX_TABLE))


def _press_count(flow: StationFlow, key: KeyPress, text: str) -> None:
    """HOW MANY WORDS?: one digit (1 to 8); Escape or Backspace one step back."""
    flow.remind(None)
    if key.name in ("Escape", "Backspace"):
        if flow.profile is not None and flow.profile.ask_table:
            flow.table = None  # one step back: the table number, still typed
        else:
            flow.back_to_start()
    elif _digit(text) and 1 <= int(_digit(text)) <= MAX_DECLARED_WORDS:
        flow.declared = int(_digit(text))
    else:
        flow.remind(HINT_COUNT(most=MAX_DECLARED_WORDS))
