"""What a station's flow holds and shows (no Qt); `kiosk.core.station` changes it.

`FlowState` keeps the state of one station (the division, the table, the words
typed, a pending judgement, the verdict on show ...) and derives from it what
the screen shows. The screen is derived, never stored.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from kiosk.core.i18n import QT_TRANSLATE_NOOP, Message
from kiosk.core.play import Entry, read_entry
from kiosk.core.procedure import (
    CallState,
    FlowSettings,
    PendingJudgement,
    PriorJudgement,
    ProfileChoice,
    Recorder,
    Screen,
    SplitWarning,
    StationProfile,
    VerdictShown,
    WordJudgeCall,
)

__all__ = ["EventSink", "FlowState"]

EventSink = Callable[[str, dict[str, object]], None]

# The division keys as a choice: "F1, F2 or F3" (the last one joined by the language's "or").
KEYS_OR = QT_TRANSLATE_NOOP("Hint", "{keys} or {last}")


class FlowState:
    """The state of one station and what follows from it (see `StationFlow` for inputs)."""

    def __init__(
        self,
        profiles: Sequence[StationProfile],
        record: Recorder,
        clock: Callable[[], float],
        settings: FlowSettings | None = None,
        *,
        events: EventSink | None = None,
        prior: Sequence[PriorJudgement] = (),
    ) -> None:
        self.settings = settings or FlowSettings()
        self._record = record
        self._clock = clock
        self._events = events
        self.prior: list[PriorJudgement] = list(prior)
        self.profiles: tuple[StationProfile, ...] = ()
        self.profile: ProfileChoice | None = None
        self.table: int | None = None
        self.table_text = ""
        self.declared: int | None = None
        self.final_play = False
        self.text = ""
        self.entry: Entry | None = None
        self.split_warning: SplitWarning | None = None
        self.verdict: VerdictShown | None = None
        self.pending: PendingJudgement | None = None
        self.hint: Message | None = None
        self.log_problem: str | None = None
        # False until the shell says the audit log is open: nothing is judged before it
        # can be recorded (a judge key pressed meanwhile waits, see `log_opened`).
        self.log_ready = True
        self.judge_waiting = False
        self.word_judge_call: WordJudgeCall | None = None  # a person was called (on show)
        self.last_activity = clock()
        self.set_profiles(profiles)

    def set_profiles(self, profiles: Sequence[StationProfile]) -> None:
        """Install the station's profiles (at start, or after a director change).

        At least one must be usable; a single profile must be usable. A call for a word
        judge on show stays (a visit to director mode does not answer it), with its division
        and table while the station still judges that division.
        """
        if not any(isinstance(p, ProfileChoice) for p in profiles):
            raise ValueError("a station needs at least one usable profile")
        if len(profiles) == 1 and not isinstance(profiles[0], ProfileChoice):
            raise ValueError("a station's only profile must be usable")
        call, profile, table = self.word_judge_call, self.profile, self.table
        self.profiles = tuple(profiles)
        self._reset()
        if call is not None:
            self.word_judge_call = call
            if profile is not None and profile in self.profiles:
                self.profile, self.table = profile, table

    # -- derived state -------------------------------------------------------------------

    @property
    def screen(self) -> Screen:
        if self.verdict is not None:
            return Screen.VERDICT
        if self.pending is not None:
            return Screen.RECORDING
        if self.word_judge_call is not None:
            return Screen.WORD_JUDGE
        if self.profile is None:
            return Screen.CHOOSE_PROFILE
        if self.profile.ask_table and self.table is None:
            return Screen.TABLE
        if self.profile.declare_count and self.declared is None:
            return Screen.COUNT
        if self.split_warning is not None:
            return Screen.SPLIT_WARNING
        if self.entry is None or self.entry.is_empty:
            return Screen.READY
        return Screen.ENTRY

    @property
    def word_judge_since(self) -> float | None:
        """When the call on show was made (the flow's clock), or None."""
        return self.word_judge_call.since if self.word_judge_call is not None else None

    def call_state(self) -> CallState | None:
        """Where the call on show stands (None: no call is on show)."""
        call = self.word_judge_call
        if call is None:
            return None
        return call.state(self._clock(), self.settings.word_judge_wait_seconds)

    @property
    def judge_term(self) -> str:
        """What the call screen names the person called: the division's federation's word,
        else the one every division shares, else "word judge"."""
        if self.profile is not None:
            return self.profile.judge_term
        terms = {p.judge_term for p in self.profiles if isinstance(p, ProfileChoice)}
        return terms.pop() if len(terms) == 1 else "word-judge"

    @property
    def multi_profile(self) -> bool:
        return len(self.profiles) > 1

    @property
    def started(self) -> bool:
        """Something of this challenge was entered (a table, a count, words)."""
        return bool(
            self.text.strip()
            or self.table_text
            or (self.table is not None and self.profile is not None)
            or self.declared is not None
            or (self.profile is not None and self.multi_profile)
        )

    def countdown(self) -> int | None:
        """Whole seconds left before unjudged input is cleared, in the last few seconds."""
        if self.screen in (
            Screen.VERDICT,
            Screen.RECORDING,
            Screen.CHOOSE_PROFILE,
            Screen.WORD_JUDGE,
        ):
            return None
        if not self.started:
            return None
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

    @property
    def awaiting_acknowledgement(self) -> bool:
        """An unrecorded verdict is on screen: only a director may clear it."""
        return self.verdict is not None and not self.verdict.recorded

    # -- helpers -------------------------------------------------------------------------

    def _reset(self) -> None:
        self.verdict = None
        self.pending = None
        self.judge_waiting = False
        self.word_judge_call = None
        self.split_warning = None
        only = self.profiles[0]
        self.profile = only if not self.multi_profile and isinstance(only, ProfileChoice) else None
        self.table = None
        self.table_text = ""
        self.declared = None
        self.final_play = False
        self.text = ""
        self.entry = None
        self.hint = None
        self.last_activity = self._clock()

    def back_to_start(self) -> None:
        """Escape on the table or count prompt: start this challenge again."""
        self._reset()

    def remind(self, hint: Message | None) -> None:
        """A key was pressed: it counts as activity, and ``hint`` says what to do."""
        self._touch()
        self.hint = hint

    def _touch(self) -> None:
        self.last_activity = self._clock()
        self.hint = None

    def _set_text(self, text: str) -> None:
        self.text = text
        assert self.profile is not None
        self.entry = read_entry(text, self.profile.lexicon.alphabet) if text.strip() else None

    def _emit(self, kind: str, details: dict[str, object]) -> None:
        if self._events is not None:
            self._events(kind, details)

    def profile_keys(self) -> Message | str:
        """The division keys as a choice ("F1, F2 or F3"), worded in the players' language."""
        keys = [f"F{i + 1}" for i in range(len(self.profiles))]
        if len(keys) == 1:
            return keys[0]
        return KEYS_OR(keys=", ".join(keys[:-1]), last=keys[-1])
