"""Which key does what on which screen of the station (no Qt).

`press` is the whole key map: a pure translation of a key, on the screen a `FlowSnapshot`
shows, into an `Intent`. It changes nothing; `kiosk.core.flow.StationFlow.apply` carries
the intent out. The shell only turns its key events into `kiosk.core.keys.KeyPress` values.
"""

from __future__ import annotations

from kiosk.core.intents import NOTHING, Do, Intent
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
from kiosk.core.procedure import Screen
from kiosk.core.snapshot import CALLABLE_SCREENS, FlowSnapshot

__all__ = ["chord_action", "press"]

_ENTER = ("Return", "Enter", "KeypadEnter")
# The director's chord opens director mode here only, never over a challenge under way
# (and over a NOT RECORDED verdict, which only a director clears).
_DIRECTOR_SCREENS = frozenset({Screen.READY, Screen.CHOOSE_PROFILE, Screen.WORD_JUDGE})


def chord_action(key: KeyPress) -> Action | None:
    """The director's and the developer's chords, whatever the screen; None for other keys."""
    if key.chord and same_key(key.name, DEV_EXIT_KEY):
        return Action.DEV_EXIT
    if key.chord and same_key(key.name, DIRECTOR_KEY):
        return Action.OPEN_DIRECTOR
    return None


def press(state: FlowSnapshot, key: KeyPress) -> Intent:
    """What ``key`` asks for on the screen ``state`` shows (`NOTHING` when nothing)."""
    chord = chord_action(key)
    if chord is Action.OPEN_DIRECTOR:
        if state.screen in _DIRECTOR_SCREENS or state.awaiting_acknowledgement:
            return Intent(Do.OPEN_DIRECTOR)
        return NOTHING
    if chord is Action.DEV_EXIT:
        return Intent(Do.DEV_EXIT)
    if key.name in MODIFIER_KEYS:
        return NOTHING
    if key.repeat:
        # Only fresh presses act: a key held down (a firm TAB, a child leaning on a key)
        # never clears a verdict before its code is copied, never judges twice and never
        # types a run of letters. Every step of the procedure is one press.
        return NOTHING
    text = key.typed_text
    if (key.ctrl or key.alt or key.meta) and not text:
        return NOTHING  # Ctrl+V, Ctrl+Q, Alt+F4 and friends do nothing
    settings, screen = state.settings, state.screen
    judge_key = same_key(key.name, settings.judge_key_name)
    word_judge = settings.word_judge_key_name
    word_judge_key = bool(word_judge) and same_key(key.name, word_judge)
    if screen is Screen.WORD_JUDGE:
        if word_judge_key or key.name == "Escape":
            return Intent(Do.WORD_JUDGE_ARRIVED)
        return NOTHING  # the players wait for the word judge: nothing else is typed
    if word_judge_key and screen in CALLABLE_SCREENS:
        return Intent(Do.CALL_WORD_JUDGE)
    if screen is Screen.VERDICT:
        return Intent(Do.DISMISS)
    if screen is Screen.RECORDING:
        return NOTHING  # the verdict is on its way to the log: keys wait
    if screen is Screen.CHOOSE_PROFILE:
        if key.name in FUNCTION_KEYS:
            return Intent(Do.CHOOSE, index=FUNCTION_KEYS.index(key.name))
        return Intent(Do.REMIND) if text or judge_key else NOTHING
    if screen is Screen.TABLE:
        return _on_table(key, text, judge_key)
    if screen is Screen.GAME:
        return _on_game(state, key, text, judge_key)
    if screen is Screen.COUNT:
        return _on_count(key, text)
    if screen is Screen.SPLIT_WARNING:
        return Intent(Do.JUDGE) if judge_key else Intent(Do.BACK)
    return _on_words(key, text, judge_key, same_key(key.name, settings.out_play_key_name))


def _on_words(key: KeyPress, text: str, judge_key: bool, out_play_key: bool) -> Intent:
    """READY and ENTRY: the challenged words are typed, then judged."""
    if judge_key:
        return Intent(Do.JUDGE)
    if out_play_key:
        return Intent(Do.FINAL_PLAY)
    if key.name == "Escape":
        return Intent(Do.BACK)
    if key.name == "Backspace":
        return Intent(Do.ERASE)
    if key.name in _ENTER:
        return Intent(Do.TYPE, "\n")
    if key.name in IGNORED_KEYS or not text:
        return NOTHING
    return Intent(Do.TYPE, text)


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


def _on_table(key: KeyPress, text: str, judge_key: bool) -> Intent:
    """TABLE NUMBER?: digits, Enter to go on, Escape back, Backspace to correct; any other
    key counts as activity, and one that types (or judges) is told what the prompt wants."""
    if key.name == "Backspace":
        return Intent(Do.ERASE)
    if key.name == "Escape":
        return Intent(Do.BACK)
    if key.name in _ENTER:
        return Intent(Do.CONFIRM)
    if _digit(text):
        return Intent(Do.DIGIT, _digit(text))
    return Intent(Do.REMIND) if text or judge_key else Intent(Do.WAKE)


def _on_game(state: FlowSnapshot, key: KeyPress, text: str, judge_key: bool) -> Intent:
    """The game at the table: the digit of the players' game (0: none of them is theirs),
    Enter for the only one offered; Escape or Backspace back to the table number; any other
    key that types (or judges) is told what the screen wants."""
    if key.name in ("Escape", "Backspace"):
        return Intent(Do.BACK)
    offer = state.game_offer
    if key.name in _ENTER and offer is not None and len(offer.games) == 1:
        return Intent(Do.CHOOSE, index=1)
    if _digit(text):
        return Intent(Do.CHOOSE, index=int(_digit(text)))
    return Intent(Do.REMIND) if text or judge_key or key.name in _ENTER else Intent(Do.WAKE)


def _on_count(key: KeyPress, text: str) -> Intent:
    """HOW MANY WORDS?: one digit; Escape or Backspace one step back; any other key is told
    what the prompt wants."""
    if key.name == "Escape":
        return Intent(Do.BACK)
    if key.name == "Backspace":
        return Intent(Do.ERASE)
    if _digit(text):
        return Intent(Do.DIGIT, _digit(text))
    return Intent(Do.REMIND)
