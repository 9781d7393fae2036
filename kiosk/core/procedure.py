"""The values of the self-lookup procedure (no Qt): profiles, judgements, verdicts, split lookups.

`kiosk.core.flow.StationFlow` moves between these; the shell records a
`PendingJudgement` and shows a `VerdictShown`. Split lookups (NSA IV.J.2,
NASPA 6.2 "Improper Lookups") are decided by `find_split_lookup`, the one rule
used both before judging (the warning screen) and when the record is written
(the flag in the log): an earlier adjudication of the same division and the
same table (or the same division where no table is asked) within the window.
Adjudications of other divisions or tables are never flagged against each other.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any, Protocol

from kiosk.core.i18n import QT_TRANSLATE_NOOP, Message, Template
from kiosk.core.languages import DEFAULT_LANGUAGE

if TYPE_CHECKING:
    from kiosk.core.adjudication import Adjudication
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
    "PendingJudgement",
    "PriorJudgement",
    "ProfileChoice",
    "Recorder",
    "RecordingFailed",
    "SplitWarning",
    "TABLE_DIGITS",
    "StationProfile",
    "UnavailableProfile",
    "VerdictShown",
    "WordJudgeCall",
    "find_split_lookup",
    "place_earlier_judgements",
    "split_lookup_of",
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


@dataclass(frozen=True)
class PriorJudgement:
    """An adjudication already made at this station, as split-lookup checks need it.

    ``at`` is on the flow's clock (seconds); ``receipt`` and ``seq`` name the record.
    """

    profile: str
    table: int | None
    at: float
    receipt: str | None = None
    seq: int | None = None
    game: tuple[int, int] | None = None  # (round, board) when the record names its game


def game_key(game: Any) -> tuple[int, int] | None:
    """(round, board) of a recorded ``game`` object; None when it names no game."""
    if not isinstance(game, Mapping):
        return None
    rnd, board = game.get("round"), game.get("board", 1)
    if type(rnd) is not int or type(board) is not int:
        return None
    return (rnd, board)


@dataclass(frozen=True)
class SplitWarning:
    """Shown before judging: the same division and table was judged moments ago."""

    earlier: PriorJudgement
    seconds_ago: float


def find_split_lookup(
    prior: Iterable[PriorJudgement],
    profile: str,
    table: int | None,
    now: float,
    window: float,
    game: tuple[int, int] | None = None,
) -> PriorJudgement | None:
    """The latest earlier adjudication of the same division and table within ``window``.

    When both this play and the earlier one name their game (round, board), only the same
    game counts: two games at one table are not one split lookup.
    """
    found: PriorJudgement | None = None
    for judged in prior:
        if judged.profile != profile or judged.table != table:
            continue
        if game is not None and judged.game is not None and judged.game != game:
            continue
        if not 0 <= now - judged.at < window:
            continue
        if found is None or judged.at >= found.at:
            found = judged
    return found


def place_earlier_judgements(
    earlier: Iterable[PriorJudgement], now: float, starts: Iterable[tuple[int, float]] = ()
) -> list[PriorJudgement]:
    """Adjudications read from the log at start, placed on the flow's clock at ``now``.

    Each ``at`` comes in as the record's wall-clock time less the wall clock now (seconds,
    negative for the past); ``starts`` are the station's recorded starts as (seq, wall-clock
    time less now). Each judgement goes out at or before ``now``, so that the flow's own
    (monotonic) clock ages it out of the split window like any judgement made since.
    """
    # Across a restart the log holds wall-clock times only, so the age of an earlier record
    # is known only as well as the wall clock was right then and is right now. What we do
    # with a clock that jumped:
    # - A record dated in the past is placed that long ago. If the clock was slow at the
    #   record (or is fast now), a recent record looks old and is not warned about: nothing
    #   in the log says otherwise, and it affects this one look only, never later ones.
    # - A record dated in the future cannot be right (the clock was fast then, or is slow
    #   now): its age is unknown but it was made before now. The newest such record counts
    #   as made just now and the others keep their distance before it (one clock timed
    #   them); and a start of the station recorded after it (by seq) and dated in the past
    #   proves it at least that old. So a clock a year fast at the record, corrected since,
    #   can neither hide it (it warns for one split window after the next start) nor make
    #   it warn for a year (at any later start, that earlier start dates it); a clock set
    #   back a day warns about the last record of that day for one window, and no other.
    records, started = list(earlier), list(starts)
    newest_future = max((p.at for p in records if p.at > 0), default=0.0)

    def placed(judged: PriorJudgement) -> float:
        if judged.at <= 0:
            return judged.at
        at = judged.at - newest_future
        for seq, when in started:
            if judged.seq is not None and seq > judged.seq and when <= 0:
                at = min(at, when)
        return at

    return [replace(p, at=now + placed(p)) for p in records]


def split_lookup_of(
    recent: Iterable[Mapping[str, Any]],
    profile: str,
    table: int | None,
    now: datetime,
    window_s: float,
    game: Any = None,
) -> dict[str, Any] | None:
    """The earlier record this adjudication may split from, as stored in the new record:
    ``{"receipt", "seq", "seconds_before"}``; None when there is none.

    ``recent`` are bodies of this station's earlier adjudications; ``game`` is the new
    record's ``game`` object, if it names one.
    """
    prior = []
    for body in recent:
        try:
            at = datetime.strptime(body["recorded_at"], "%Y-%m-%dT%H:%M:%S.%fZ")
        except (KeyError, TypeError, ValueError):
            continue
        seconds = (now.astimezone(UTC).replace(tzinfo=None) - at).total_seconds()
        prior.append(
            PriorJudgement(
                str(body.get("profile")),
                body.get("table"),
                -seconds,
                receipt=body.get("receipt"),
                seq=body.get("seq"),
                game=game_key(body.get("game")),
            )
        )
    earlier = find_split_lookup(prior, profile, table, 0.0, window_s, game_key(game))
    if earlier is None:
        return None
    return {
        "receipt": earlier.receipt,
        "seq": earlier.seq,
        "seconds_before": round(-earlier.at, 1),
    }


@dataclass(frozen=True)
class PendingJudgement:
    """An adjudication made but not yet shown: it is being recorded."""

    adjudication: Adjudication
    profile: ProfileChoice
    second_opinion: Adjudication | None
    started_at: float
    table: int | None = None
    declared_count: int | None = None
    split_warning: SplitWarning | None = None  # the players were warned and judged anyway
    # What the record adds about the station when the judge key was pressed: the list that
    # changed while the play was typed, the contact with the head director, the clock's
    # offset (read on the GUI thread, when judging starts; see `StationFlow` ``context``).
    record_extra: Mapping[str, Any] | None = field(default=None, compare=False)


class Recorder(Protocol):
    """Writes a judgement durably and returns its receipt code, or raises `RecordingFailed`."""

    def __call__(self, pending: PendingJudgement) -> str | None: ...


@dataclass(frozen=True)
class VerdictShown:
    """A verdict on screen: what was judged, whether it is in the log, since when."""

    adjudication: Adjudication
    profile: ProfileChoice
    second_opinion: Adjudication | None
    recorded: bool
    log_problem: str | None
    shown_at: float
    table: int | None = None
    receipt: str | None = None

    @property
    def second_opinion_for_players(self) -> Adjudication | None:
        """The second opinion, only when the division shows it to players."""
        return self.second_opinion if self.profile.show_second_opinion else None
