"""What a station shows, as one frozen value (no Qt), and the pure rules that derive it.

`kiosk.core.flow.StationFlow.snapshot` fills a `FlowSnapshot`; the shell paints from it
(and repaints only when it differs from the last one painted), and the key map reads it to
know what a key means on the screen shown. The screen is derived from the state, never stored.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from kiosk.core.i18n import QT_TRANSLATE_NOOP, Message
from kiosk.core.languages import DEFAULT_LANGUAGE
from kiosk.core.procedure import (
    CallState,
    FlowSettings,
    ProfileChoice,
    Screen,
    StationProfile,
    WordJudgeCall,
)

# The pairings' games load with a feed; the typed words and what judging makes, at the
# first key.
if TYPE_CHECKING:
    from kiosk.core.games import GameOffer
    from kiosk.core.judgements import PendingJudgement, SplitWarning, VerdictShown
    from kiosk.core.play import Entry

__all__ = [
    "CALLABLE_SCREENS",
    "ENTRY_SCREENS",
    "FlowSnapshot",
    "countdown_left",
    "derive_screen",
    "profile_keys",
    "screen_label",
    "shared_judge_term",
    "shared_language",
    "split_seconds",
]

# The division keys as a choice: "F1, F2 or F3" (the last one joined by the language's "or").
KEYS_OR = QT_TRANSLATE_NOOP("Hint", "{keys} or {last}")

# Where the players type their words.
ENTRY_SCREENS = frozenset({Screen.READY, Screen.ENTRY})
# Where the word-judge key calls a person (not over a verdict, a recording or a warning).
CALLABLE_SCREENS = frozenset(
    {Screen.CHOOSE_PROFILE, Screen.TABLE, Screen.GAME, Screen.COUNT, Screen.READY, Screen.ENTRY}
)
# Where no idle countdown runs.
_NO_COUNTDOWN = frozenset(
    {Screen.VERDICT, Screen.RECORDING, Screen.CHOOSE_PROFILE, Screen.WORD_JUDGE}
)


@dataclass(frozen=True)
class FlowSnapshot:
    """Everything the station's screens show at one moment (and the keys they name).

    ``profile`` is the division chosen; ``verdict.profile`` the one judged while a verdict
    is on show. ``countdown``: whole seconds before unjudged input is cleared, in the last
    few seconds, else None. ``keys_locked``: keys on the verdict are ignored still (an
    accidental TAB). ``call``: where a call for a word judge on show stands.
    """

    screen: Screen
    settings: FlowSettings
    profiles: tuple[StationProfile, ...]
    profile: ProfileChoice | None
    language: str
    table: int | None
    table_text: str
    declared: int | None
    final_play: bool
    text: str
    entry: Entry | None
    split_warning: SplitWarning | None
    pending: PendingJudgement | None
    verdict: VerdictShown | None
    hint: Message | None
    countdown: int | None
    keys_locked: bool
    log_problem: str | None
    log_ready: bool
    call: CallState | None
    judge_term: str
    started: bool
    # Whole seconds since the judgement the split-lookup warning names, counted now (the
    # screen repaints when it changes, so "N seconds ago" counts up while it is shown).
    split_seconds: int | None = None
    # What the screen says of the play in progress besides hints (its list changed).
    notice: Message | None = None
    # The game(s) the pairings place at the table, while the players are asked (GAME), and
    # the game they took (its recorded object: "round", "players" ...), once answered.
    game_offer: GameOffer | None = None
    game: Mapping[str, Any] | None = None

    @property
    def multi_profile(self) -> bool:
        """Several divisions share the station (the players choose theirs first)."""
        return len(self.profiles) > 1

    @property
    def shown_profile(self) -> ProfileChoice | None:
        """The division on screen: the one judged while its verdict shows, else the chosen."""
        return self.verdict.profile if self.verdict is not None else self.profile

    @property
    def ready(self) -> bool:
        """No word is typed yet."""
        return self.entry is None or self.entry.is_empty

    @property
    def awaiting_acknowledgement(self) -> bool:
        """An unrecorded verdict is on screen: only a director may clear it."""
        return self.verdict is not None and not self.verdict.recorded


def derive_screen(
    *,
    verdict: VerdictShown | None,
    pending: PendingJudgement | None,
    call: WordJudgeCall | None,
    profile: ProfileChoice | None,
    table: int | None,
    declared: int | None,
    split_warning: SplitWarning | None,
    entry: Entry | None,
    asking_game: bool = False,
) -> Screen:
    """The screen a station in this state shows: a verdict over a recording over a call for
    a word judge over the steps of the challenge, in their order."""
    if verdict is not None:
        return Screen.VERDICT
    if pending is not None:
        return Screen.RECORDING
    if call is not None:
        return Screen.WORD_JUDGE
    if profile is None:
        return Screen.CHOOSE_PROFILE
    if profile.ask_table and table is None:
        return Screen.TABLE
    if asking_game:
        return Screen.GAME
    if profile.declare_count and declared is None:
        return Screen.COUNT
    if split_warning is not None:
        return Screen.SPLIT_WARNING
    if entry is None or entry.is_empty:
        return Screen.READY
    return Screen.ENTRY


# Screens where the players have not begun (with nothing entered, the station is "ready").
_WAITING = frozenset({Screen.READY, Screen.CHOOSE_PROFILE, Screen.TABLE})


def screen_label(director_active: bool, state: FlowSnapshot | None, problem: object | None) -> str:
    """ready / entry / verdict / word judge / not ready / director: what the fleet page says
    a station shows."""
    if director_active:
        return "director"
    if state is None or problem:
        return "not ready"
    if state.screen is Screen.VERDICT:
        return "verdict"
    if state.screen is Screen.WORD_JUDGE:
        return "word judge"  # players wait for a person
    if state.screen in _WAITING and not state.started:
        return "ready"
    return "entry"


def split_seconds(warning: SplitWarning | None, now: float) -> int | None:
    """Whole seconds (at least 1) since the judgement ``warning`` names, at ``now``; None
    without a warning."""
    if warning is None:
        return None
    return max(1, round(now - warning.earlier.at))


def countdown_left(screen: Screen, started: bool, left: float, last: float) -> int | None:
    """Whole seconds (rounded up) before unjudged input is cleared, ``left`` seconds from
    now, once it is within the last ``last`` seconds; None where no countdown runs."""
    if screen in _NO_COUNTDOWN or not started:
        return None
    if 0 < left <= last:
        return int(left) + (0 if left == int(left) else 1)
    return None


def shared_language(profile: ProfileChoice | None, profiles: Sequence[StationProfile]) -> str:
    """The language of the players' screens: the profile shown, else the only one every
    division shares, else English (the chooser words each division in its own)."""
    if profile is not None:
        return profile.language
    languages = {p.language for p in profiles}
    return languages.pop() if len(languages) == 1 else DEFAULT_LANGUAGE


def shared_judge_term(profile: ProfileChoice | None, profiles: Sequence[StationProfile]) -> str:
    """What the call screen names the person called: the division's federation's word,
    else the one every division shares, else "word judge"."""
    if profile is not None:
        return profile.judge_term
    terms = {p.judge_term for p in profiles if isinstance(p, ProfileChoice)}
    return terms.pop() if len(terms) == 1 else "word-judge"


def profile_keys(count: int) -> Message | str:
    """The keys of ``count`` divisions as a choice ("F1, F2 or F3"), in the players' words."""
    keys = [f"F{i + 1}" for i in range(count)]
    if len(keys) == 1:
        return keys[0]
    return KEYS_OR(keys=", ".join(keys[:-1]), last=keys[-1])
