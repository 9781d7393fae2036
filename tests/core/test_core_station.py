"""The station procedure without any screen: NASPA 6.2, NSA IV.J.1 f-g as a state machine."""

from __future__ import annotations

import pytest

from kiosk.core.adjudication import Adjudication
from kiosk.core.alphabet import load_alphabet
from kiosk.core.flow import (
    HINT_CHOOSE,
    HINT_EMPTY,
    HINT_PROBLEMS,
    FlowSettings,
    ProfileChoice,
    RecordingFailed,
    Screen,
    StationFlow,
)
from kiosk.core.keys import Action, KeyPress
from kiosk.core.rules import rule_by_id

ENGLISH = load_alphabet("english")


class MiniLexicon:
    def __init__(self, name: str, *words: str) -> None:
        self.name = name
        self.fingerprint = name.lower() * 8
        self.alphabet = ENGLISH
        self.words = set(words)

    def __contains__(self, key: object) -> bool:
        return key in self.words

    def __len__(self) -> int:
        return len(self.words)


class Clock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


class Recorder:
    def __init__(self) -> None:
        self.recorded: list[tuple[Adjudication, str, Adjudication | None]] = []
        self.pending: list = []
        self.fail: str | None = None

    def __call__(self, pending) -> str:
        if self.fail:
            raise RecordingFailed(self.fail)
        self.recorded.append((pending.adjudication, pending.profile.name, pending.second_opinion))
        self.pending.append(pending)
        return f"G-{len(self.recorded):04d}"


NWL = MiniLexicon("NWL", "CAT", "DOGS", "QI")
CSW = MiniLexicon("CSW", "CAT", "DOGS", "QI", "ZA")
OLD = MiniLexicon("OLD", "CAT", "DOGS")
A = ProfileChoice("Division A", NWL, rule_by_id("double"))
B = ProfileChoice("Division B", CSW, rule_by_id("five-point"), second_opinion=OLD)


def flow(*profiles: ProfileChoice) -> tuple[StationFlow, Clock, Recorder]:
    clock, recorder = Clock(), Recorder()
    return StationFlow(profiles or (A,), recorder, clock, FlowSettings()), clock, recorder


def test_nsa_iv_j_1_f_all_words_typed_then_one_verdict_for_the_play():
    station, _clock, recorder = flow()
    assert station.screen is Screen.READY
    station.type("cat qi\ndogs")
    assert station.screen is Screen.ENTRY
    shown = station.judge()
    assert shown is not None and shown.adjudication.acceptable
    assert station.screen is Screen.VERDICT
    assert [r[0].play.keys for r in recorder.recorded] == [("CAT", "QI", "DOGS")]
    assert station.text == ""  # nothing typed remains for the next pair


def test_the_verdict_is_recorded_before_it_is_shown():
    station, _clock, _recorder = flow()
    order = []
    station._record = lambda pending: order.append(station.screen)
    station.type("cat")
    station.judge()
    assert order == [Screen.RECORDING]  # recorded while the verdict was not yet on screen
    assert station.screen is Screen.VERDICT


def test_judging_in_two_steps_holds_the_verdict_and_ignores_keys_meanwhile():
    station, clock, recorder = flow()
    station.type("cat")
    pending = station.start_judging()
    assert pending is not None and pending.adjudication.acceptable
    assert station.screen is Screen.RECORDING and station.verdict is None
    station.type("x")
    station.backspace()
    assert station.start_judging() is None and station.key_on_verdict() is False
    clock.now += 600  # however long the log takes, nothing is cleared while it records
    station.tick()
    assert station.screen is Screen.RECORDING
    shown = station.finish_judging(None)
    assert shown.recorded and station.screen is Screen.VERDICT
    assert recorder.recorded == []  # the shell recorded it, not the flow
    with pytest.raises(RuntimeError):
        station.finish_judging(None)


def test_judge_with_nothing_typed_or_with_problems_only_hints():
    station, _clock, recorder = flow()
    assert station.judge() is None
    assert str(station.hint) == HINT_EMPTY.format(key="TAB")
    station.type("c4t")
    assert station.judge() is None
    assert str(station.hint) == HINT_PROBLEMS.format(key="TAB")
    station.type("x")
    assert station.hint is None  # the next key clears the hint
    assert recorder.recorded == []


def test_keys_on_the_verdict_are_ignored_for_0_75_s_then_any_key_returns():
    station, clock, _recorder = flow()
    station.type("cat")
    station.judge()
    clock.now += 0.74
    assert station.key_on_verdict() is False
    station.type("dogs")
    assert station.screen is Screen.VERDICT
    clock.now += 0.02
    assert station.key_on_verdict() is True
    assert station.screen is Screen.READY


def test_the_verdict_clears_itself_after_the_display_time():
    station, clock, _recorder = flow()
    station.type("cat")
    station.judge()
    clock.now += 9.9
    station.tick()
    assert station.screen is Screen.VERDICT
    clock.now += 0.1
    station.tick()
    assert station.screen is Screen.READY


def test_unjudged_words_clear_after_idle_time_with_a_countdown():
    station, clock, _recorder = flow()
    station.type("cat")
    clock.now += 24.9
    assert station.countdown() is None
    clock.now += 0.2  # 4.9 s left
    assert station.countdown() == 5
    clock.now += 4.0
    assert station.countdown() == 1
    clock.now += 1.0  # past 30 s without a key
    station.tick()
    assert station.screen is Screen.READY and station.text == ""


def test_two_profiles_choose_first_and_return_to_choosing_after_the_verdict():
    station, clock, recorder = flow(A, B)
    assert station.screen is Screen.CHOOSE_PROFILE
    station.type("cat")
    assert str(station.hint) == HINT_CHOOSE.format(keys="F1 or F2")
    assert station.judge() is None
    assert station.choose(1)
    station.type("za")
    shown = station.judge()
    assert shown is not None and shown.profile is B
    assert shown.adjudication.consequence.points_to_challenged == 5
    assert shown.second_opinion is not None and not shown.second_opinion.acceptable
    assert recorder.recorded[0][1] == "Division B"
    clock.now += 1
    station.key_on_verdict()
    assert station.screen is Screen.CHOOSE_PROFILE


def test_an_idle_chosen_division_returns_to_the_chooser():
    station, clock, _recorder = flow(A, B)
    station.choose(0)
    clock.now += 30
    station.tick()
    assert station.screen is Screen.CHOOSE_PROFILE


def test_a_recording_failure_keeps_the_verdict_until_someone_acts():
    station, clock, recorder = flow()
    recorder.fail = "disk full"
    station.type("cat")
    shown = station.judge()
    assert shown is not None and not shown.recorded
    assert shown.log_problem == "disk full"
    clock.now += 600
    station.tick()
    assert station.screen is Screen.VERDICT
    assert station.key_on_verdict() is False  # players cannot dismiss NOT RECORDED
    assert station.screen is Screen.VERDICT and "director" in str(station.hint or "")
    assert station.awaiting_acknowledgement
    cleared = station.acknowledge_unrecorded()
    assert cleared is shown and station.screen is Screen.READY
    assert station.acknowledge_unrecorded() is None
    assert station.log_problem == "disk full"  # still shown on the ready screen
    recorder.fail = None
    station.type("dogs")
    station.judge()
    assert station.log_problem is None


def test_changing_profiles_clears_everything():
    station, _clock, _recorder = flow()
    station.type("cat")
    station.set_profiles([A, B])
    assert station.screen is Screen.CHOOSE_PROFILE and station.text == ""
    with pytest.raises(ValueError):
        station.set_profiles([])


def test_typed_text_is_capped_and_control_characters_dropped():
    station, _clock, _recorder = flow()
    station.type("ca\x00t\x1b")
    assert station.text == "cat"
    station.type("x" * 500)
    assert len(station.text) == FlowSettings().max_characters


# -- the key map: every decision about keys is made here, the window only translates ----------


def press(station, name: str, text: str = "", **mods) -> Action:
    return station.press(KeyPress(name, text, **mods))


def test_keys_type_judge_and_clear_as_the_procedure_says():
    station, _clock, recorder = flow()
    for ch in "cat":
        assert press(station, ch.upper(), ch) is Action.NONE
    press(station, "Return")
    press(station, "Space", " ")
    press(station, "D", "d")
    press(station, "O", "o")
    press(station, "G", "g")
    press(station, "S", "s")
    press(station, "Backspace")
    assert station.text == "cat\n dog"
    assert press(station, "Tab") is Action.RECORD
    assert station.screen is Screen.RECORDING and recorder.recorded == []
    assert press(station, "X", "x") is Action.NONE and station.screen is Screen.RECORDING
    station.finish_judging(None)
    assert station.verdict is not None and station.verdict.adjudication.play.keys == ("CAT", "DOG")


def test_shortcuts_and_modifier_combinations_type_nothing():
    station, _clock, _recorder = flow()
    cases = [
        KeyPress("V", "\x16", ctrl=True),
        KeyPress("Q", "q", ctrl=True),
        KeyPress("F4", "", alt=True),
        KeyPress("A", "a", meta=True),
        KeyPress("Shift"),
        KeyPress("Escape", "\x1b"),
        KeyPress("Delete", "\x7f"),
        KeyPress("Backtab"),
    ]
    for key in cases:
        assert station.press(key) is Action.NONE
    assert station.text == ""
    # AltGr letters (Ctrl+Alt on many layouts) are typed: Polish Ł, German ß
    station.press(KeyPress("L", "ł", ctrl=True, alt=True))
    assert station.text == "ł"


def test_the_station_chords_depend_on_the_screen():
    chord = {"ctrl": True, "alt": True, "shift": True}
    station, _clock, recorder = flow()
    assert press(station, "D", "", **chord) is Action.OPEN_DIRECTOR
    assert press(station, "End", "", **chord) is Action.DEV_EXIT
    for ch in "cat":
        press(station, ch.upper(), ch)
    assert press(station, "D", "", **chord) is Action.NONE  # not while players type
    recorder.fail = "disk full"
    station.judge()
    assert press(station, "D", "", **chord) is Action.OPEN_DIRECTOR  # NOT RECORDED: director


def test_function_keys_choose_and_the_judge_key_is_configurable():
    station, _clock, _recorder = flow(A, B)
    assert press(station, "Tab") is Action.NONE and "F1" in str(station.hint or "")
    press(station, "F2")
    assert station.profile is B
    station.settings = FlowSettings(judge_key_name="F12")
    press(station, "C", "c")
    press(station, "A", "a")
    press(station, "T", "t")
    assert press(station, "Tab") is Action.NONE  # Tab no longer judges
    assert press(station, "f12") is Action.RECORD  # names compare without case
