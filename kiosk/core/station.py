"""The challenge procedure at the station, as a plain state machine (no Qt).

The procedure (NASPA 6.2, NSA IV.J.1 f-g, NASSC "Challenging a Play"):
choose the division if the station serves several, the challenger types every
challenged word, both players check, the challenged player presses the judge
key, one verdict is shown for the whole play, and the screen clears so the
next pair learns nothing.

The screen is derived from the state, never stored: a verdict on show wins,
then a judgement being recorded, then choosing a profile, then an empty entry
(ready) or words typed (entry). Time comes from an injected clock so tests
can step it.

Recording may take a while (a busy disk, a locked log), so judging is two
steps a shell can split across threads: `StationFlow.start_judging` adjudicates
and holds the result as pending (no verdict is shown yet, keys are ignored);
`StationFlow.finish_judging` shows it once the record is durable, or shows it
as NOT RECORDED. `StationFlow.judge` does both with the flow's own recorder.
A verdict that could not be recorded stays on screen until a director
acknowledges it (`acknowledge_unrecorded`).
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Protocol

from kiosk.core.adjudication import Adjudication, LexiconLike, adjudicate
from kiosk.core.alphabet import Alphabet
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
from kiosk.core.play import Entry, read_entry
from kiosk.core.rules import ChallengeRule

__all__ = [
    "HINT_CHOOSE",
    "HINT_EMPTY",
    "HINT_PROBLEMS",
    "HINT_UNAVAILABLE",
    "FlowSettings",
    "PendingJudgement",
    "ProfileChoice",
    "Recorder",
    "UnavailableProfile",
    "RecordingFailed",
    "Screen",
    "StationFlow",
    "StationLexicon",
    "StationProfile",
    "VerdictShown",
]

HINT_EMPTY = "Type the challenged words first, then press {key}."
HINT_PROBLEMS = "Correct the words marked in red, then press {key}."
HINT_CHOOSE = "Choose your division first: press {keys}."
HINT_UNRECORDED = "NOT RECORDED: the director must acknowledge this verdict ({key})."


class Screen(enum.Enum):
    CHOOSE_PROFILE = "choose-profile"
    READY = "ready"
    ENTRY = "entry"
    RECORDING = "recording"
    VERDICT = "verdict"


@dataclass(frozen=True)
class FlowSettings:
    """Timings of the flow, in seconds."""

    verdict_seconds: float = 10.0
    idle_clear_seconds: float = 30.0
    countdown_seconds: float = 5.0
    key_lock_seconds: float = 0.75
    max_characters: int = 200
    judge_key_name: str = "TAB"


class StationLexicon(LexiconLike, Protocol):
    """A lexicon as the station uses it: membership, identity, alphabet, size."""

    @property
    def alphabet(self) -> Alphabet: ...

    def __len__(self) -> int: ...


@dataclass(frozen=True)
class ProfileChoice:
    """A division's lexicon and rule as the station applies them."""

    name: str
    lexicon: StationLexicon
    rule: ChallengeRule
    colour: str = "#2f6fdb"
    second_opinion: StationLexicon | None = None


@dataclass(frozen=True)
class UnavailableProfile:
    """A division this station cannot judge now (its lexicon is missing or damaged).

    It keeps its place (and its function key) on the chooser so that the other
    divisions keep theirs; choosing it tells the players to call the director.
    """

    name: str
    colour: str
    problem: str


StationProfile = ProfileChoice | UnavailableProfile
HINT_UNAVAILABLE = "{name} cannot be judged at this station now: call the director."


class RecordingFailed(Exception):
    """The verdict could not be recorded durably; the message is for the director."""


@dataclass(frozen=True)
class PendingJudgement:
    """An adjudication made but not yet shown: it is being recorded."""

    adjudication: Adjudication
    profile: ProfileChoice
    second_opinion: Adjudication | None
    started_at: float


class Recorder(Protocol):
    """Writes an adjudication durably, or raises `RecordingFailed`."""

    def __call__(
        self,
        adjudication: Adjudication,
        profile: ProfileChoice,
        second_opinion: Adjudication | None,
    ) -> None: ...


@dataclass(frozen=True)
class VerdictShown:
    """A verdict on screen: what was judged, whether it is in the log, since when."""

    adjudication: Adjudication
    profile: ProfileChoice
    second_opinion: Adjudication | None
    recorded: bool
    log_problem: str | None
    shown_at: float


class StationFlow:
    """The state of one station and the inputs that change it.

    The UI forwards keys as calls (`type`, `backspace`, `judge`, `choose`,
    `key_on_verdict`) and calls `tick` on a timer; after each call it reads
    `screen`, `entry`, `verdict`, `hint` and `countdown()` to paint.
    """

    def __init__(
        self,
        profiles: Sequence[StationProfile],
        record: Recorder,
        clock: Callable[[], float],
        settings: FlowSettings | None = None,
    ) -> None:
        if not profiles:
            raise ValueError("a station needs at least one profile")
        self.settings = settings or FlowSettings()
        self._record = record
        self._clock = clock
        self.profiles: tuple[StationProfile, ...] = ()
        self.profile: ProfileChoice | None = None
        self.text = ""
        self.entry: Entry | None = None
        self.verdict: VerdictShown | None = None
        self.pending: PendingJudgement | None = None
        self.hint: str | None = None
        self.log_problem: str | None = None
        self.last_activity = clock()
        self.set_profiles(profiles)

    # -- derived state -------------------------------------------------------------------

    @property
    def screen(self) -> Screen:
        if self.verdict is not None:
            return Screen.VERDICT
        if self.pending is not None:
            return Screen.RECORDING
        if self.profile is None:
            return Screen.CHOOSE_PROFILE
        if self.entry is None or self.entry.is_empty:
            return Screen.READY
        return Screen.ENTRY

    @property
    def multi_profile(self) -> bool:
        return len(self.profiles) > 1

    def countdown(self) -> int | None:
        """Whole seconds left before unjudged input is cleared, in the last few seconds."""
        if self.screen is Screen.ENTRY or (self.screen is Screen.READY and self.multi_profile):
            left = self.settings.idle_clear_seconds - (self._clock() - self.last_activity)
            if 0 < left <= self.settings.countdown_seconds:
                return int(left) + (0 if left == int(left) else 1)
        return None

    def verdict_keys_locked(self) -> bool:
        """True while keys on the verdict screen are ignored (an accidental TAB)."""
        return (
            self.verdict is not None
            and self._clock() - self.verdict.shown_at < self.settings.key_lock_seconds
        )

    # -- inputs --------------------------------------------------------------------------

    def press(self, key: KeyPress) -> Action:
        """One key from the shell: what it means here, and what the shell must do next.

        The shell only translates its key events into `KeyPress` values; every
        decision (which key judges, chooses, types or is ignored on which
        screen) is made here.
        """
        if key.chord and same_key(key.name, DEV_EXIT_KEY):
            return Action.DEV_EXIT
        if key.chord and same_key(key.name, DIRECTOR_KEY):
            screen = self.screen
            if screen in (Screen.READY, Screen.CHOOSE_PROFILE) or self.awaiting_acknowledgement:
                return Action.OPEN_DIRECTOR
            return Action.NONE
        if key.name in MODIFIER_KEYS:
            return Action.NONE
        screen = self.screen
        text = key.typed_text
        if (key.ctrl or key.alt or key.meta) and not text:
            return Action.NONE  # Ctrl+V, Ctrl+Q, Alt+F4 and friends do nothing
        if screen is Screen.VERDICT:
            self.key_on_verdict()
        elif screen is Screen.RECORDING:
            pass  # the verdict is on its way to the log: keys wait
        elif screen is Screen.CHOOSE_PROFILE and key.name in FUNCTION_KEYS:
            self.choose(FUNCTION_KEYS.index(key.name))
        elif same_key(key.name, self.settings.judge_key_name):
            return Action.RECORD if self.start_judging() is not None else Action.NONE
        elif key.name == "Backspace":
            self.backspace()
        elif key.name in ("Return", "Enter", "KeypadEnter"):
            self.type("\n")
        elif key.name in IGNORED_KEYS:
            pass
        elif text:
            self.type(text)
        return Action.NONE

    def set_profiles(self, profiles: Sequence[StationProfile]) -> None:
        """Install the station's profiles (at start, or after a director change).

        At least one must be usable; a single profile must be usable.
        """
        if not any(isinstance(p, ProfileChoice) for p in profiles):
            raise ValueError("a station needs at least one usable profile")
        if len(profiles) == 1 and not isinstance(profiles[0], ProfileChoice):
            raise ValueError("a station's only profile must be usable")
        self.profiles = tuple(profiles)
        self._reset()

    def choose(self, index: int) -> bool:
        """Choose profile ``index`` (F1 is 0) on the chooser screen."""
        if self.screen is not Screen.CHOOSE_PROFILE or not 0 <= index < len(self.profiles):
            return False
        chosen = self.profiles[index]
        if not isinstance(chosen, ProfileChoice):
            self._touch()
            self.hint = HINT_UNAVAILABLE.format(name=chosen.name)
            return False
        self.profile = chosen
        self._touch()
        self._set_text("")
        return True

    def type(self, text: str) -> None:
        """Characters typed by a player; Enter arrives as a new line (a separator)."""
        if self.screen in (Screen.VERDICT, Screen.RECORDING) or not text:
            return
        self._touch()
        if self.screen is Screen.CHOOSE_PROFILE:
            self.hint = HINT_CHOOSE.format(keys=self._profile_keys())
            return
        printable = "".join(ch for ch in text if ch == "\n" or (ch.isprintable()))
        if not printable:
            return
        self._set_text((self.text + printable)[: self.settings.max_characters])

    def backspace(self) -> None:
        if self.screen in (Screen.READY, Screen.ENTRY):
            self._touch()
            self._set_text(self.text[:-1])

    def judge(self) -> VerdictShown | None:
        """The judge key: adjudicate, record durably, then show the verdict."""
        pending = self.start_judging()
        if pending is None:
            return None
        try:
            self._record(pending.adjudication, pending.profile, pending.second_opinion)
        except RecordingFailed as exc:
            return self.finish_judging(str(exc))
        return self.finish_judging(None)

    def start_judging(self) -> PendingJudgement | None:
        """The judge key: adjudicate and hold the result until it is recorded.

        None when nothing can be judged yet (the hint says why). Until
        `finish_judging`, the screen is RECORDING and keys are ignored.
        """
        screen = self.screen
        if screen is Screen.CHOOSE_PROFILE:
            self.hint = HINT_CHOOSE.format(keys=self._profile_keys())
            return None
        if screen not in (Screen.READY, Screen.ENTRY):
            return None
        self._touch()
        entry = self.entry
        profile = self.profile
        assert profile is not None
        if entry is None or entry.is_empty:
            self.hint = HINT_EMPTY.format(key=self.settings.judge_key_name)
            return None
        if not entry.can_judge:
            self.hint = HINT_PROBLEMS.format(key=self.settings.judge_key_name)
            return None
        play = entry.play()
        result = adjudicate(play, profile.lexicon, profile.rule)
        second = (
            adjudicate(play, profile.second_opinion, profile.rule)
            if profile.second_opinion is not None
            else None
        )
        self.pending = PendingJudgement(result, profile, second, self._clock())
        self.hint = None
        return self.pending

    def finish_judging(self, log_problem: str | None) -> VerdictShown:
        """Show the pending verdict: recorded when ``log_problem`` is None, else NOT RECORDED."""
        pending = self.pending
        if pending is None:
            raise RuntimeError("finish_judging without a pending judgement")
        self.pending = None
        self.log_problem = log_problem
        self.verdict = VerdictShown(
            adjudication=pending.adjudication,
            profile=pending.profile,
            second_opinion=pending.second_opinion,
            recorded=log_problem is None,
            log_problem=log_problem,
            shown_at=self._clock(),
        )
        self.text = ""
        self.entry = None
        self.hint = None
        return self.verdict

    @property
    def awaiting_acknowledgement(self) -> bool:
        """An unrecorded verdict is on screen: only a director may clear it."""
        return self.verdict is not None and not self.verdict.recorded

    def key_on_verdict(self) -> bool:
        """Any key on the verdict screen: back to ready, unless still locked.

        A verdict that was not recorded is never cleared by a player's key.
        """
        if self.verdict is None or self.verdict_keys_locked():
            return False
        if not self.verdict.recorded:
            self.hint = HINT_UNRECORDED.format(key="Ctrl+Alt+Shift+D")
            return False
        self._reset()
        return True

    def acknowledge_unrecorded(self) -> VerdictShown | None:
        """A director has seen the unrecorded verdict: clear it; returns what was cleared."""
        if not self.awaiting_acknowledgement:
            return None
        shown = self.verdict
        self._reset()
        return shown

    def tick(self) -> None:
        """Called on a timer: verdict auto-return and idle clearing."""
        now = self._clock()
        if self.verdict is not None:
            # An unrecorded verdict stays until someone acts: the director must see it.
            if (
                self.verdict.recorded
                and now - self.verdict.shown_at >= self.settings.verdict_seconds
            ):
                self._reset()
            return
        if self.pending is not None:
            return  # the shell finishes it (recorded, or NOT RECORDED when time runs out)
        idle = now - self.last_activity >= self.settings.idle_clear_seconds
        if idle and (
            self.screen is Screen.ENTRY or (self.screen is Screen.READY and self.multi_profile)
        ):
            self._reset()
        elif idle and self.hint:
            self.hint = None

    # -- helpers -------------------------------------------------------------------------

    def _reset(self) -> None:
        self.verdict = None
        self.pending = None
        only = self.profiles[0]
        self.profile = only if not self.multi_profile and isinstance(only, ProfileChoice) else None
        self.text = ""
        self.entry = None
        self.hint = None
        self.last_activity = self._clock()

    def _touch(self) -> None:
        self.last_activity = self._clock()
        self.hint = None

    def _set_text(self, text: str) -> None:
        self.text = text
        assert self.profile is not None
        self.entry = read_entry(text, self.profile.lexicon.alphabet) if text.strip() else None

    def _profile_keys(self) -> str:
        keys = [f"F{i + 1}" for i in range(len(self.profiles))]
        return " or ".join([", ".join(keys[:-1]), keys[-1]]) if len(keys) > 1 else keys[0]
