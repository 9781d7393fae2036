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

from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from kiosk.core.i18n import Message
from kiosk.core.intents import Do, Intent
from kiosk.core.keymap import press as key_intent
from kiosk.core.keys import Action, KeyPress
from kiosk.core.procedure import (
    HINT_CHOOSE,
    HINT_COUNT,
    HINT_EMPTY,
    HINT_GAME,
    HINT_GAMES,
    HINT_OPENING_LOG,
    HINT_PROBLEMS,
    HINT_TABLE,
    HINT_TABLE_DIGITS,
    HINT_TOO_LONG,
    HINT_UNAVAILABLE,
    HINT_UNRECORDED,
    LIST_CHANGED,
    MAX_DECLARED_WORDS,
    MAX_TABLE,
    TABLE_DIGITS,
    CallState,
    FlowSettings,
    ProfileChoice,
    RecordingFailed,
    Screen,
    StationProfile,
    UnavailableProfile,
    WordJudgeCall,
)
from kiosk.core.snapshot import (
    ENTRY_SCREENS,
    FlowSnapshot,
    countdown_left,
    derive_screen,
    profile_keys,
    shared_judge_term,
    shared_language,
    split_seconds,
)
from kiosk.deferred import deferred

if TYPE_CHECKING:  # the pairings' games: loaded with a feed (kiosk.runtime.pairings)
    from kiosk.core.games import GameLookup, GameOffer

# Reading the typed words, judging them and what judging makes load at the first key,
# after the ready screen is painted (`kiosk.deferred`).
if TYPE_CHECKING:
    from kiosk.core import judgements, judging, play
    from kiosk.core.judgements import (
        PendingJudgement,
        PriorJudgement,
        Recorder,
        SplitWarning,
        VerdictShown,
    )
    from kiosk.core.play import Entry
else:
    judgements = deferred("kiosk.core.judgements")
    judging = deferred("kiosk.core.judging")
    play = deferred("kiosk.core.play")

__all__ = [
    "HINT_CHOOSE",
    "HINT_COUNT",
    "HINT_EMPTY",
    "HINT_PROBLEMS",
    "HINT_TABLE",
    "HINT_UNAVAILABLE",
    "EventSink",
    "FlowSettings",
    "FlowSnapshot",
    "ProfileChoice",
    "RecordingFailed",
    "Screen",
    "StationFlow",
    "StationProfile",
    "UnavailableProfile",
]

EventSink = Callable[[str, dict[str, object]], None]
# What the station adds to each adjudication's record when the judge key is pressed
# (the contact with the head director, the clock's offset), read on the caller's thread.
RecordContext = Callable[[], Mapping[str, Any]]


class StationFlow:
    """The state of one station and the inputs that change it.

    The shell hands each key to `press` (or a key's `Intent` to `apply`) and calls `tick`;
    after each call it paints `snapshot()`. ``events`` receives the procedure's own
    records (a withdrawn entry, a split-lookup warning the players went back from).
    """

    def __init__(
        self,
        profiles: Sequence[StationProfile],
        record: Recorder,
        clock: Callable[[], float],
        settings: FlowSettings | None = None,
        *,
        events: EventSink | None = None,
        prior: Sequence[PriorJudgement] = (),
        context: RecordContext | None = None,
        games: GameLookup | None = None,
    ) -> None:
        self.settings = settings or FlowSettings()
        self._context = context
        # the event's pairings (None: the station reads none): the game at a table
        self._games = games
        self.game_offer: GameOffer | None = None  # asked of the players (Screen.GAME)
        self.game: Mapping[str, Any] | None = None  # what the record says of the game
        # the division's list switched while this play was typed: {"from": ..., "to": ...}
        # with each list's name and fingerprint (the record keeps it, the screen says it)
        self.list_change: dict[str, dict[str, str]] | None = None
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

    def reconfigure(
        self,
        profiles: Sequence[StationProfile],
        settings: FlowSettings,
        *,
        keep_play: bool = False,
    ) -> None:
        """A director or an event plan changed the station: new settings, and its profiles
        (`set_profiles`; ``keep_play`` for a plan's switch)."""
        self.settings = settings
        self.set_profiles(profiles, keep_play=keep_play)

    def add_prior(self, earlier: Sequence[PriorJudgement]) -> None:
        """Adjudications read from the log (made before this flow) count for split lookups."""
        self.prior = [*earlier, *self.prior]

    def set_profiles(self, profiles: Sequence[StationProfile], *, keep_play: bool = False) -> None:
        """Install the station's profiles (at start, or after a director change).

        At least one must be usable; a single profile must be usable. A call for a word
        judge on show stays (a visit to director mode does not answer it), with its division
        and table while the station still judges that division. With ``keep_play`` (an event
        plan's switch at its instant) a play being typed stays, in its division under the
        new settings (`list_change` says when its list changed); a director's change clears it.
        """
        if not any(isinstance(p, ProfileChoice) for p in profiles):
            raise ValueError("a station needs at least one usable profile")
        if len(profiles) == 1 and not isinstance(profiles[0], ProfileChoice):
            raise ValueError("a station's only profile must be usable")
        call, profile, table = self.word_judge_call, self.profile, self.table
        typing = self._play_in_progress() if keep_play else None
        self.profiles = tuple(profiles)
        self._reset()
        if call is not None:
            self.word_judge_call = call
            if profile is not None and profile in self.profiles:
                self.profile, self.table = profile, table
        elif typing is not None:
            self._keep_play(*typing)

    def _play_in_progress(self) -> tuple[Any, ...] | None:
        """A play being entered (division chosen, something typed, not yet judged), as
        `_keep_play` takes it back: a plan's switch or a director's change keeps it."""
        if self.profile is None or self.verdict is not None or self.pending is not None:
            return None
        if not self.started or self.word_judge_call is not None:
            return None
        return (
            self.profile,
            self.table,
            self.table_text,
            self.declared,
            self.final_play,
            self.text,
            self.list_change,
            self.game_offer,
            self.game,
        )

    def _keep_play(
        self,
        was: ProfileChoice,
        table: int | None,
        table_text: str,
        declared: int | None,
        final_play: bool,
        text: str,
        change: dict[str, dict[str, str]] | None,
        offer: GameOffer | None,
        game: Mapping[str, Any] | None,
    ) -> None:
        """The play in progress goes on in the same division under its new settings; when
        its list changed, `list_change` names the list it was typed under and the new one."""
        now = next(
            (p for p in self.profiles if isinstance(p, ProfileChoice) and p.name == was.name),
            None,
        )
        if now is None:
            return  # the division is no longer judged here: the play cannot go on
        self.profile, self.table, self.table_text = now, table, table_text
        self.declared, self.final_play = declared, final_play
        self.game_offer, self.game = offer, game
        self._set_text(text)
        old = change["from"] if change is not None else _list_of(was)
        new = _list_of(now)
        self.list_change = None if old == new else {"from": old, "to": new}

    # -- derived state -------------------------------------------------------------------

    @property
    def screen(self) -> Screen:
        return derive_screen(
            verdict=self.verdict,
            pending=self.pending,
            call=self.word_judge_call,
            profile=self.profile,
            table=self.table,
            declared=self.declared,
            split_warning=self.split_warning,
            entry=self.entry,
            asking_game=self.game_offer is not None and self.game is None,
        )

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
        """What the call screen names the person called (`shared_judge_term`)."""
        return shared_judge_term(self.profile, self.profiles)

    @property
    def language(self) -> str:
        """The language of the players' screens now (`shared_language`)."""
        return shared_language(
            self.verdict.profile if self.verdict else self.profile, self.profiles
        )

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
        left = self.settings.idle_clear_seconds - (self._clock() - self.last_activity)
        return countdown_left(self.screen, self.started, left, self.settings.countdown_seconds)

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

    def profile_keys(self) -> Message | str:
        """The division keys as a choice ("F1, F2 or F3"), worded in the players' language."""
        return profile_keys(len(self.profiles))

    def snapshot(self) -> FlowSnapshot:
        """Everything the screens show now, as one frozen value."""
        return FlowSnapshot(
            screen=self.screen,
            settings=self.settings,
            profiles=self.profiles,
            profile=self.profile,
            language=self.language,
            table=self.table,
            table_text=self.table_text,
            declared=self.declared,
            final_play=self.final_play,
            text=self.text,
            entry=self.entry,
            split_warning=self.split_warning,
            pending=self.pending,
            verdict=self.verdict,
            hint=self.hint,
            countdown=self.countdown(),
            keys_locked=self.verdict_keys_locked(),
            log_problem=self.log_problem,
            log_ready=self.log_ready,
            call=self.call_state(),
            judge_term=self.judge_term,
            started=self.started,
            split_seconds=split_seconds(self.split_warning, self._clock()),
            notice=self.notice,
            game_offer=self.game_offer,
            game=self.game,
        )

    # -- keys ----------------------------------------------------------------------------

    def press(self, key: KeyPress) -> Action:
        """One key: what it means on the screen shown (`kiosk.core.keymap.press`), carried out."""
        return self.apply(key_intent(self.snapshot(), key))

    def apply(self, intent: Intent) -> Action:
        """Carry out what a key asks for on the screen shown; says what the shell must do
        besides painting (record a judgement, open director mode, exit)."""
        screen = self.screen
        match intent.kind:
            case Do.OPEN_DIRECTOR:
                return Action.OPEN_DIRECTOR
            case Do.DEV_EXIT:
                return Action.DEV_EXIT
            case Do.JUDGE if screen in ENTRY_SCREENS and not self.log_ready:
                self.wait_for_log()  # nothing is judged before it can be recorded
            case Do.JUDGE:
                return Action.RECORD if self.start_judging() is not None else Action.NONE
            case Do.TYPE:
                self.type(intent.text)
            case Do.ERASE:
                self._erase(screen)
            case Do.BACK:
                self._back(screen)
            case Do.CHOOSE if screen is Screen.GAME:
                self.answer_game(intent.index)
            case Do.CHOOSE:
                self.choose(intent.index)
            case Do.DIGIT:
                self._digit(screen, intent.text)
            case Do.CONFIRM if screen is Screen.TABLE:
                self.remind(None)
                number = int(self.table_text) if self.table_text else 0
                if 1 <= number <= MAX_TABLE:
                    self.table = number
                    self._offer_game()
                else:
                    self.remind(HINT_TABLE(most=MAX_TABLE))
            case Do.REMIND:
                self.remind(self._prompt_hint(screen))
            case Do.WAKE:
                self.remind(None)
            case Do.DISMISS:
                self.key_on_verdict()
            case Do.FINAL_PLAY:
                self.toggle_final_play()
            case Do.CALL_WORD_JUDGE:
                self.call_word_judge()
            case Do.WORD_JUDGE_ARRIVED:
                self.word_judge_arrived()
        return Action.NONE

    def _prompt_hint(self, screen: Screen) -> Message | None:
        """What the prompt on show wants, for a key it does not take."""
        if screen is Screen.CHOOSE_PROFILE:
            return HINT_CHOOSE(keys=self.profile_keys())
        if screen is Screen.TABLE:
            return HINT_TABLE(most=MAX_TABLE)
        if screen is Screen.GAME and self.game_offer is not None:
            count = len(self.game_offer.games)
            if count == 1:
                return HINT_GAME()
            return HINT_GAMES(keys=", ".join(str(i) for i in range(1, count + 1)))
        if screen is Screen.COUNT:
            return HINT_COUNT(most=MAX_DECLARED_WORDS)
        return None

    def _erase(self, screen: Screen) -> None:
        """Backspace: a character of the words or the table number; on "how many words?"
        one step back."""
        if screen is Screen.TABLE:
            self.remind(None)
            self.table_text = self.table_text[:-1]
        elif screen in (Screen.COUNT, Screen.GAME):
            self._back(screen)
        else:
            self.backspace()

    def _back(self, screen: Screen) -> None:
        """Escape (or any key but the judge key on the split-lookup warning): one step back.
        Typed words are withdrawn first; with nothing typed, the challenge starts again."""
        if screen is Screen.TABLE:
            self.remind(None)
            self.back_to_start()
        elif screen is Screen.GAME:
            self.remind(None)
            self._back_to_table()
        elif screen is Screen.COUNT:
            self.remind(None)
            if self.profile is not None and self.profile.ask_table:
                self._back_to_table()  # one step back: the table number, still typed
            else:
                self.back_to_start()
        elif screen is Screen.SPLIT_WARNING:
            self.back_from_split_warning()
        elif screen in ENTRY_SCREENS and not self.withdraw():
            self.leave_entry()  # nothing typed: back one step (the division chooser)

    def _digit(self, screen: Screen, digit: str) -> None:
        """A digit on the table prompt (one beyond `TABLE_DIGITS` is refused, and the players
        told) or on "how many words?" (1 to `MAX_DECLARED_WORDS`)."""
        self.remind(None)
        if screen is Screen.TABLE and len(self.table_text) < TABLE_DIGITS:
            self.table_text += digit
        elif screen is Screen.TABLE:
            self.remind(
                HINT_TABLE_DIGITS(
                    most=MAX_TABLE, digits=TABLE_DIGITS, digit=digit, typed=self.table_text
                )
            )
        elif screen is Screen.COUNT and 1 <= int(digit) <= MAX_DECLARED_WORDS:
            self.declared = int(digit)
        elif screen is Screen.COUNT:
            self.remind(HINT_COUNT(most=MAX_DECLARED_WORDS))

    # -- the game at the table ------------------------------------------------------------

    def _offer_game(self) -> None:
        """The table number is given: ask the pairings for its game. A game to offer puts
        the question to the players (Screen.GAME); nothing to offer (no game there, no copy
        of the feed) is recorded as it is, without a question."""
        self.game_offer, self.game = None, None
        if self._games is None or self.profile is None or self.table is None:
            return
        offer = self._games(self.profile.name, self.table)
        if offer is None:
            return
        if offer.shown:
            self.game_offer = offer
        else:
            self.game = offer.unasked

    def answer_game(self, index: int) -> bool:
        """The players' answer on the game screen: 1, 2 ... takes that game, 0 none of them
        (the play goes on with the table alone)."""
        offer = self.game_offer
        if self.screen is not Screen.GAME or offer is None:
            return False
        chosen = offer.answer(index)
        if chosen is None:
            self.remind(self._prompt_hint(Screen.GAME))
            return False
        self._touch()
        self.game = chosen
        return True

    def _back_to_table(self) -> None:
        """Back to the table number (still typed, to correct): the game is asked again."""
        self.table = None
        self.game_offer, self.game = None, None

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
                **self._where(),
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
                **self._where(),
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
                **self._where(),
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
                **self._where(),
                "waited_seconds": round(self._clock() - since, 1),
            },
        )

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

    def set_log_ready(self, ready: bool) -> None:
        """Whether the audit log can take a record now; while it cannot, a judge key waits
        (`wait_for_log`) until `log_opened`."""
        self.log_ready = ready

    def forget_waiting_judge(self) -> None:
        """The station is ready again without `log_opened`: a judge key pressed meanwhile is
        forgotten, never judged late."""
        if self.judge_waiting:
            self.judge_waiting = False
            self.hint = None

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
        self.hint = judging.entry_problem(entry, self.declared, self.settings.judge_key_name)
        if entry is None or self.hint is not None:
            return None
        warned = self.split_warning
        if warned is None:
            now = self._clock()
            earlier = judgements.find_split_lookup(
                self.prior,
                profile.name,
                self.table,
                now,
                self.settings.split_window_seconds,
                judgements.game_key(self.game),
            )
            if earlier is not None:
                self.split_warning = judgements.SplitWarning(earlier, now - earlier.at)
                return None
        pending = judging.judge_entry(
            entry,
            profile,
            final_play=self.final_play,
            now=self._clock(),
            table=self.table,
            declared=self.declared,
            warned=warned,
        )
        extra = dict(self._context()) if self._context is not None else {}
        if self.list_change is not None:
            extra["list_changed_while_typed"] = self.list_change
        if self.game is not None:
            extra["game"] = dict(self.game)
        self.pending = replace(pending, record_extra=extra) if extra else pending
        self.split_warning = None
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
                **self._where(),
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
        self.verdict = judging.verdict_of(pending, log_problem, receipt, now)
        game = judgements.game_key((pending.record_extra or {}).get("game"))
        self.prior = judging.remembered(self.prior, self.verdict, now, game)
        self.list_change = None  # the record has it; the next play starts under one list
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

    # -- helpers -------------------------------------------------------------------------

    def _reset(self) -> None:
        self.list_change = None
        self.verdict = None
        self.pending = None
        self.judge_waiting = False
        self.word_judge_call = None
        self.split_warning = None
        only = self.profiles[0]
        self.profile = only if not self.multi_profile and isinstance(only, ProfileChoice) else None
        self.table = None
        self.table_text = ""
        self.game_offer = None
        self.game = None
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
        self.entry = play.read_entry(text, self.profile.lexicon.alphabet) if text.strip() else None

    def _where(self) -> dict[str, object]:
        """The division and table of the challenge, as the procedure's records name them."""
        return {"profile": self.profile.name if self.profile else None, "table": self.table}

    def _emit(self, kind: str, details: dict[str, object]) -> None:
        if self._events is not None:
            self._events(kind, details)

    @property
    def notice(self) -> Message | None:
        """What the screen says of the play in progress besides hints: its list changed."""
        change, profile = self.list_change, self.profile
        if change is None or profile is None:
            return None
        new, old = change["to"], change["from"]
        if new["name"] != old["name"]:
            return LIST_CHANGED(division=profile.name, new=new["name"], old=old["name"])
        # a corrected list of the same name: the players tell them apart by fingerprint
        return LIST_CHANGED(
            division=profile.name,
            new=f"{new['name']} {new['fingerprint'][:8]}",
            old=f"{old['name']} {old['fingerprint'][:8]}",
        )


def _list_of(profile: ProfileChoice) -> dict[str, str]:
    """A division's list as records name it."""
    return {"name": profile.lexicon.name, "fingerprint": profile.lexicon.fingerprint}
