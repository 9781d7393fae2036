"""The values of the self-lookup procedure (no Qt): settings, divisions, screens, hints.

`kiosk.core.flow.StationFlow` moves between these; what judging makes (the judgement
being recorded, the verdict shown, split lookups) is in `kiosk.core.judgements`.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import TYPE_CHECKING

from kiosk.core.i18n import QT_TRANSLATE_NOOP, Message, Template
from kiosk.core.languages import DEFAULT_LANGUAGE

if TYPE_CHECKING:
    from kiosk.core.lexicon_like import StationLexicon
    from kiosk.core.rules import ChallengeRule

__all__ = [
    "HINT_CHOOSE",
    "LIST_CHANGED",
    "HINT_COUNT",
    "HINT_DECLARED",
    "HINT_EMPTY",
    "HINT_GAME",
    "HINT_GAMES",
    "HINT_PROBLEMS",
    "HINT_TABLE",
    "HINT_TABLE_DIGITS",
    "HINT_TOO_LONG",
    "HINT_UNAVAILABLE",
    "HINT_UNRECORDED",
    "CallState",
    "FlowSettings",
    "Screen",
    "ProfileChoice",
    "RecordingFailed",
    "TABLE_DIGITS",
    "StationProfile",
    "UnavailableProfile",
    "WordJudgeCall",
]

MAX_TABLE = 999
MAX_DECLARED_WORDS = 8
# A table number has as many digits as the highest table (999: three); one more is refused
# with `HINT_TABLE_DIGITS`, never cut off in silence.
TABLE_DIGITS = len(str(MAX_TABLE))

HINT_EMPTY = QT_TRANSLATE_NOOP("Hint", "Type the challenged words first, then press {key}.")
HINT_PROBLEMS = QT_TRANSLATE_NOOP("Hint", "Correct the words marked in red, then press {key}.")
HINT_CHOOSE = QT_TRANSLATE_NOOP("Hint", "Choose your division first: press {keys}.")
HINT_UNRECORDED = QT_TRANSLATE_NOOP(
    "Hint", "NOT RECORDED: the director must acknowledge this verdict ({key})."
)
HINT_UNAVAILABLE = QT_TRANSLATE_NOOP(
    "Hint", "{name} cannot be judged at this station now: call the director."
)
HINT_TABLE = QT_TRANSLATE_NOOP(
    "Hint", "Type the table number (1 to {most}) with the digit keys, then press Enter."
)
HINT_TABLE_DIGITS = QT_TRANSLATE_NOOP(
    "Hint",
    "A table number has at most {digits} digits (1 to {most}): the {digit} after {typed}"
    " was not added.",
)
HINT_GAME = QT_TRANSLATE_NOOP("Hint", "Press 1 if this is your game, 0 if it is not.")
HINT_GAMES = QT_TRANSLATE_NOOP(
    "Hint", "Press the number of your game ({keys}), or 0 if none of them is yours."
)
HINT_COUNT = QT_TRANSLATE_NOOP(
    "Hint", "Press a digit from 1 to {most}: how many words are challenged?"
)
# Plural forms: the shell words this one with Qt's numerus forms (kiosk.ui.player_text), so
# it is not listed for translators as it stands; {unit} and {are} are for English only.
HINT_DECLARED = Template(
    "Hint", "You said {declared} {unit}; {typed} {are} typed. Type exactly {declared}."
)
# A play was being typed when an event plan switched its division to another list: the
# words stay, and the judge key judges with the list in force when it is pressed.
LIST_CHANGED = QT_TRANSLATE_NOOP(
    "Hint",
    "From now on {division} judges with {new} (it was {old}): the judge key judges with {new}.",
)
HINT_OPENING_LOG = QT_TRANSLATE_NOOP(
    "Hint", "Opening the audit log: the verdict follows in a moment."
)
HINT_TOO_LONG = QT_TRANSLATE_NOOP(
    "Hint", "That is as much as the station takes: {limit} characters."
)


class Screen(enum.Enum):
    CHOOSE_PROFILE = "choose-profile"
    TABLE = "table"
    GAME = "game"  # the game at the table, from the event's pairings: the players confirm
    COUNT = "count"
    READY = "ready"
    ENTRY = "entry"
    SPLIT_WARNING = "split-warning"
    RECORDING = "recording"
    VERDICT = "verdict"
    WORD_JUDGE = "word-judge"  # a human word judge was called (see `WordJudgeCall`)


class CallState(enum.Enum):
    """Where a player's call for a person stands, as the call screen says it."""

    CALLING = "calling"  # sent to the fleet page; nobody has answered yet
    COMING = "coming"  # a director acknowledged it (on the fleet page or at the station)
    UNANSWERED = "unanswered"  # nobody answered within `FlowSettings.word_judge_wait_seconds`
    NO_CENTRAL = "no-central"  # no central log: nobody is told, the players fetch the director


@dataclass(frozen=True)
class WordJudgeCall:
    """A call for a word judge on show: when it was made (the flow's clock), whether anyone
    can be told of it (a central log is set), and who acknowledged it, where."""

    since: float
    told: bool
    acknowledged_by: str | None = None
    acknowledged_where: str | None = None

    def state(self, now: float, wait_seconds: float) -> CallState:
        if self.acknowledged_by is not None:
            return CallState.COMING
        if not self.told:
            return CallState.NO_CENTRAL
        return CallState.UNANSWERED if now - self.since >= wait_seconds else CallState.CALLING


@dataclass(frozen=True)
class FlowSettings:
    """Timings of the flow, in seconds, and the keys it answers to."""

    verdict_seconds: float = 10.0
    idle_clear_seconds: float = 30.0
    countdown_seconds: float = 5.0
    key_lock_seconds: float = 0.75
    max_characters: int = 200
    judge_key_name: str = "TAB"
    split_window_seconds: float = 90.0
    out_play_key_name: str = "F12"
    word_judge_key_name: str = ""  # "" when the station has no word-judge key
    word_judge_wait_seconds: float = 120.0  # a call nobody acknowledged: "fetch the director"
    central_log: bool = False  # a call can reach the fleet page (a central log is set)


@dataclass(frozen=True)
class ProfileChoice:
    """A division's lexicon, rule and procedure as the station applies them.

    ``ask_table``: the flow starts with "TABLE NUMBER?". ``declare_count``: then
    "HOW MANY WORDS?", and only that many words can be judged.
    ``show_second_opinion``: the second lexicon's verdict is shown to players
    (by default it is in the log and the director's viewer only).
    """

    name: str
    lexicon: StationLexicon
    rule: ChallengeRule
    colour: str = "#2f6fdb"
    second_opinion: StationLexicon | None = None
    ask_table: bool = False
    declare_count: bool = False
    show_second_opinion: bool = False
    language: str = DEFAULT_LANGUAGE  # the players' screens, verdict and consequence included
    credit: str = ""  # the lexicon's credit line
    # what the call screen names the person called (`kiosk.core.federations.JUDGE_TERMS`)
    judge_term: str = "word-judge"


@dataclass(frozen=True)
class UnavailableProfile:
    """A division this station cannot judge now (its lexicon is missing or damaged).

    It keeps its place (and its function key) on the chooser so that the other
    divisions keep theirs; choosing it tells the players to call the director.
    """

    name: str
    colour: str
    problem: Message | str  # for the director (str() is the English, as logged)
    language: str = DEFAULT_LANGUAGE


StationProfile = ProfileChoice | UnavailableProfile


class RecordingFailed(Exception):
    """The verdict could not be recorded durably; the message is for the director."""
