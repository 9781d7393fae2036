"""The challenge procedure at the station, as a plain state machine (no Qt).

The procedure (NASPA 6.2, NSA IV.J.1 f-g, NASSC "Challenging a Play"):
choose the division if the station serves several, give the table number if
the division asks for it, say how many words if it asks for that, the
challenger types every challenged word (and may withdraw them all with
Escape, NASPA 6.2), both players check, the challenged player presses the
judge key, one verdict is shown for the whole play, and the screen clears so
the next pair learns nothing.

Before judging, a possible split lookup (the same division and table judged
within the split window, NSA IV.J.2) stops on a warning: the judge key judges
anyway, any other key goes back to the words.

The screen is derived from the state, never stored. Recording may take a
while, so judging is two steps a shell can split across threads:
`start_judging` adjudicates and holds the result as pending; `finish_judging`
shows it once the record is durable, or as NOT RECORDED, which only a
director can clear (`acknowledge_unrecorded`). Time comes from an injected
clock so tests can step it.
"""

from __future__ import annotations

from kiosk.core.adjudication import adjudicate
from kiosk.core.flow_state import FlowState
from kiosk.core.languages import DEFAULT_LANGUAGE
from kiosk.core.procedure import (
    HINT_CHOOSE,
    HINT_COUNT,
    HINT_DECLARED,
    HINT_EMPTY,
    HINT_OPENING_LOG,
    HINT_PROBLEMS,
    HINT_TABLE,
    HINT_TOO_LONG,
    HINT_UNAVAILABLE,
    HINT_UNRECORDED,
    FlowSettings,
    PendingJudgement,
    PriorJudgement,
    ProfileChoice,
    Recorder,
    RecordingFailed,
    Screen,
    SplitWarning,
    StationLexicon,
    StationProfile,
    UnavailableProfile,
    VerdictShown,
    WordJudgeCall,
    find_split_lookup,
)

__all__ = [
    "HINT_CHOOSE",
    "HINT_COUNT",
    "HINT_EMPTY",
    "HINT_PROBLEMS",
    "HINT_TABLE",
    "HINT_UNAVAILABLE",
    "FlowSettings",
    "PendingJudgement",
    "PriorJudgement",
    "ProfileChoice",
    "Recorder",
    "RecordingFailed",
    "Screen",
    "SplitWarning",
    "StationFlow",
    "StationLexicon",
    "StationProfile",
    "UnavailableProfile",
    "VerdictShown",
]

# A recent adjudication is kept this long for split-lookup checks (any window is shorter).
_PRIOR_KEPT_S = 3600.0


class StationFlow(FlowState):
    """The state of one station and the inputs that change it.

    The shell forwards keys (`kiosk.core.keymap.press`) and calls `tick`; after each
    call it reads `screen`, `entry`, `verdict`, `hint` and `countdown()` to
    paint. ``events`` receives the procedure's own records (a withdrawn
    entry, a split-lookup warning the players went back from).
    """

    # -- inputs --------------------------------------------------------------------------

    def choose(self, index: int) -> bool:
        """Choose profile ``index`` (F1 is 0) on the chooser screen."""
        if self.screen is not Screen.CHOOSE_PROFILE or not 0 <= index < len(self.profiles):
            return False
        chosen = self.profiles[index]
        if not isinstance(chosen, ProfileChoice):
            self._touch()
            self.hint = HINT_UNAVAILABLE(name=chosen.name)
            return False
        self.profile = chosen
        self._touch()
        self._set_text("")
        return True

    def type(self, text: str) -> None:
        """Characters typed by a player; Enter arrives as a new line (a separator)."""
        if self.screen not in (Screen.READY, Screen.ENTRY) or not text:
            if self.screen is Screen.CHOOSE_PROFILE and text:
                self._touch()
                self.hint = HINT_CHOOSE(keys=self.profile_keys())
            return
        self._touch()
        printable = "".join(ch for ch in text if ch == "\n" or (ch.isprintable()))
        if not printable:
            return
        limit = self.settings.max_characters
        if len(self.text) + len(printable) > limit:
            self.hint = HINT_TOO_LONG(limit=limit)
        self._set_text((self.text + printable)[:limit])

    def backspace(self) -> None:
        if self.screen in (Screen.READY, Screen.ENTRY):
            self._touch()
            if not self.text and self.profile is not None:
                if self.profile.declare_count:
                    self.declared = None  # back to "how many words?"
                    return
                if self.profile.ask_table:
                    self.table = None  # back to the table number, still typed
                    return
            self._set_text(self.text[:-1])

    def withdraw(self) -> bool:
        """Escape: every typed word is withdrawn at once (NASPA 6.2: words may be added or
        removed before the play is adjudicated). Recorded with its word count, never its
        words. False when there was nothing to withdraw."""
        if self.screen not in (Screen.READY, Screen.ENTRY):
            return False
        self._touch()
        if self.entry is None or self.entry.is_empty:
            return False
        self._emit(
            "entry-withdrawn",
            {
                "profile": self.profile.name if self.profile else None,
                "table": self.table,
                "words": len(self.entry.words),
            },
        )
        self._set_text("")
        self.final_play = False
        return True

    def leave_entry(self) -> bool:
        """Escape with nothing typed: back to the start of the challenge, so a wrong
        division key (or table number, or word count) is undone at once, not after the
        idle clear. With several divisions that is the chooser. Recorded."""
        if self.screen is not Screen.READY or self.profile is None:
            return False
        profile = self.profile
        if not (self.multi_profile or profile.ask_table or profile.declare_count):
            return False  # nothing was chosen: nothing to undo
        self._emit("division-left", {"profile": profile.name, "table": self.table})
        self._reset()
        return True

    def call_word_judge(self) -> bool:
        """The word-judge key: a player asks for a person to judge instead of the computer
        (NASPA: anyone for whom reaching the computer is a hardship may). Recorded."""
        if self.screen not in (
            Screen.CHOOSE_PROFILE,
            Screen.TABLE,
            Screen.COUNT,
            Screen.READY,
            Screen.ENTRY,
        ):
            return False
        self._touch()
        self.word_judge_call = WordJudgeCall(self._clock(), told=self.settings.central_log)
        self._emit(
            "word-judge-called",
            {
                "profile": self.profile.name if self.profile else None,
                "table": self.table,
                "language": self.language,
            },
        )
        return True

    def word_judge_acknowledged(self, by: str, where: str, call: str | None = None) -> bool:
        """A director answered the call on show (``by``, ``where``: the fleet page, or the
        station's director mode; ``call``: the call record's event id): the players are told
        someone is coming. Recorded; False when no call waits for an answer."""
        found = self.word_judge_call
        if found is None or found.acknowledged_by is not None:
            return False
        self.word_judge_call = WordJudgeCall(found.since, found.told, by, where)
        self._emit(
            "word-judge-acknowledged",
            {
                "profile": self.profile.name if self.profile else None,
                "table": self.table,
                "by": by,
                "where": where,
                "call": call,
                "waited_seconds": round(self._clock() - found.since, 1),
            },
        )
        return True

    def word_judge_arrived(self) -> None:
        """The word judge is at the station: back to where the players were."""
        since = self.word_judge_since
        if since is None:
            return
        self.word_judge_call = None
        self._touch()
        self._emit(
            "word-judge-arrived",
            {
                "profile": self.profile.name if self.profile else None,
                "table": self.table,
                "waited_seconds": round(self._clock() - since, 1),
            },
        )

    @property
    def language(self) -> str:
        """The language of the players' screens now: the profile shown, else the only one
        every division shares, else English (the chooser words each division in its own)."""
        profile = self.verdict.profile if self.verdict else self.profile
        if profile is not None:
            return profile.language
        languages = {p.language for p in self.profiles}
        return languages.pop() if len(languages) == 1 else DEFAULT_LANGUAGE

    def toggle_final_play(self) -> None:
        """The out-play key: this play ended the game (no penalty for challenging it)."""
        if self.screen in (Screen.READY, Screen.ENTRY):
            self._touch()
            self.final_play = not self.final_play

    def judge(self) -> VerdictShown | None:
        """The judge key: adjudicate, record durably, then show the verdict (one step;
        a split-lookup warning is passed as if the players pressed the judge key again)."""
        pending = self.start_judging()
        if pending is None and self.screen is Screen.SPLIT_WARNING:
            pending = self.start_judging()
        if pending is None:
            return None
        try:
            receipt = self._record(pending)
        except RecordingFailed as exc:
            return self.finish_judging(str(exc))
        return self.finish_judging(None, receipt=receipt)

    def wait_for_log(self) -> None:
        """The judge key while the log is still opening: judge as soon as it is open."""
        self._touch()
        self.judge_waiting = True
        self.hint = HINT_OPENING_LOG()

    def log_opened(self) -> PendingJudgement | None:
        """The shell opened the audit log; a judge key that waited for it now judges."""
        self.log_ready = True
        if not self.judge_waiting:
            return None
        self.judge_waiting = False
        self.hint = None
        return self.start_judging()

    def start_judging(self) -> PendingJudgement | None:
        """The judge key: adjudicate and hold the result until it is recorded.

        None when nothing can be judged yet (the hint says why), or when a
        split-lookup warning is now shown instead (the judge key again judges).
        Until `finish_judging`, the screen is RECORDING and keys are ignored.
        """
        screen = self.screen
        if screen is Screen.CHOOSE_PROFILE:
            self.hint = HINT_CHOOSE(keys=self.profile_keys())
            return None
        if screen not in (Screen.READY, Screen.ENTRY, Screen.SPLIT_WARNING):
            return None
        self._touch()
        entry, profile = self.entry, self.profile
        assert profile is not None
        key = self.settings.judge_key_name
        if entry is None or entry.is_empty:
            self.hint = HINT_EMPTY(key=key)
            return None
        if not entry.can_judge:
            self.hint = HINT_PROBLEMS(key=key)
            return None
        if self.declared is not None and len(entry.words) != self.declared:
            typed = len(entry.words)
            self.hint = HINT_DECLARED(
                declared=self.declared,
                unit="word" if self.declared == 1 else "words",
                typed=typed,
                are="is" if typed == 1 else "are",
            )
            return None
        warned = self.split_warning
        if warned is None:
            now = self._clock()
            earlier = find_split_lookup(
                self.prior, profile.name, self.table, now, self.settings.split_window_seconds
            )
            if earlier is not None:
                self.split_warning = SplitWarning(earlier, now - earlier.at)
                return None
        play = entry.play()
        result = adjudicate(play, profile.lexicon, profile.rule, final_play=self.final_play)
        second = (
            adjudicate(play, profile.second_opinion, profile.rule, final_play=self.final_play)
            if profile.second_opinion is not None
            else None
        )
        self.split_warning = None
        self.pending = PendingJudgement(
            result,
            profile,
            second,
            self._clock(),
            table=self.table,
            declared_count=self.declared,
            split_warning=warned,
        )
        self.hint = None
        return self.pending

    def back_from_split_warning(self) -> None:
        """Any key but the judge key on the warning: back to the words, and say so."""
        warning = self.split_warning
        if warning is None:
            return
        self._touch()
        self.split_warning = None
        self._emit(
            "split-warning-declined",
            {
                "profile": self.profile.name if self.profile else None,
                "table": self.table,
                "earlier_receipt": warning.earlier.receipt,
                "earlier_seq": warning.earlier.seq,
                "seconds_since": round(warning.seconds_ago, 1),
            },
        )

    def finish_judging(
        self, log_problem: str | None, *, receipt: str | None = None
    ) -> VerdictShown:
        """Show the pending verdict: recorded when ``log_problem`` is None, else NOT RECORDED."""
        pending = self.pending
        if pending is None:
            raise RuntimeError("finish_judging without a pending judgement")
        now = self._clock()
        self.pending = None
        self.log_problem = log_problem
        self.verdict = VerdictShown(
            adjudication=pending.adjudication,
            profile=pending.profile,
            second_opinion=pending.second_opinion,
            recorded=log_problem is None,
            log_problem=log_problem,
            shown_at=now,
            table=pending.table,
            receipt=receipt,
        )
        self.prior = [p for p in self.prior if now - p.at < _PRIOR_KEPT_S]
        self.prior.append(PriorJudgement(pending.profile.name, pending.table, now, receipt))
        self.text = ""
        self.entry = None
        self.hint = None
        return self.verdict

    def key_on_verdict(self) -> bool:
        """Any key on the verdict screen: back to ready, unless still locked.

        A verdict that was not recorded is never cleared by a player's key.
        """
        if self.verdict is None or self.verdict_keys_locked():
            return False
        if not self.verdict.recorded:
            self.hint = HINT_UNRECORDED(key="Ctrl+Alt+Shift+D")
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
        if self.word_judge_call is not None:
            return  # a word judge is called: the call stays until they arrive
        if self.pending is not None:
            return  # the shell finishes it (recorded, or NOT RECORDED when time runs out)
        idle = now - self.last_activity >= self.settings.idle_clear_seconds
        if idle and self.started:
            self._reset()
        elif idle and self.hint:
            self.hint = None
