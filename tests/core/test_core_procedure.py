"""The self-lookup procedure in the core: tables, declared counts, split lookups, withdrawing,
the out play. Named after the rule texts (NSA IV.J.1-2, NASPA 6.2, NSA V.C)."""

from __future__ import annotations

import dataclasses

from kiosk.core.flow import FlowSettings, ProfileChoice, Screen, StationFlow
from kiosk.core.keys import Action, KeyPress
from kiosk.core.rules import rule_by_id
from tests.core.test_core_station import CSW, NWL, Clock, Recorder


def division(name: str, lexicon=NWL, rule="double", **kwargs) -> ProfileChoice:
    return ProfileChoice(name, lexicon, rule_by_id(rule), **kwargs)


A = division("Division A", ask_table=True)
B = division("Division B", CSW, "five-point")


def make(*profiles, **settings):
    clock, recorder, events = Clock(), Recorder(), []
    flow = StationFlow(
        profiles,
        recorder,
        clock,
        FlowSettings(**settings),
        events=lambda kind, details: events.append((kind, details)),
    )
    return flow, clock, recorder, events


def keys(flow: StationFlow, *names: str) -> list[Action]:
    """Press keys by name; a single character is typed as text."""
    done = []
    for name in names:
        if len(name) == 1:
            done.append(flow.press(KeyPress(name.upper(), name)))
        elif name == " ":
            done.append(flow.press(KeyPress("Space", " ")))
        else:
            done.append(flow.press(KeyPress(name)))
    return done


def typed(flow: StationFlow, text: str) -> None:
    for ch in text:
        if ch == " ":
            flow.press(KeyPress("Space", " "))
        else:
            flow.press(KeyPress(ch.upper() if ch.isalpha() else ch, ch))


def judge(flow: StationFlow, recorder: Recorder) -> None:
    """The shell's part: record the pending judgement and show it."""
    pending = flow.pending
    assert pending is not None
    flow.finish_judging(None, receipt=recorder(pending))


# -- table first -------------------------------------------------------------------------


def test_a_division_that_asks_for_the_table_starts_with_it():
    flow, _clock, _recorder, _events = make(A)
    assert flow.screen is Screen.TABLE
    typed(flow, "x")
    assert "table number" in flow.hint and flow.table_text == ""
    typed(flow, "1207")  # three digits at most
    assert flow.table_text == "120"
    keys(flow, "Backspace", "Backspace")
    assert flow.table_text == "1"
    typed(flow, "2")
    keys(flow, "Return")
    assert flow.table == 12 and flow.screen is Screen.READY


def test_table_zero_or_nothing_is_not_a_table():
    flow, _clock, _recorder, _events = make(A)
    keys(flow, "Return")
    assert flow.screen is Screen.TABLE and "1 to 999" in flow.hint
    typed(flow, "0")
    keys(flow, "Return")
    assert flow.table is None
    keys(flow, "Tab")  # the judge key does not skip the table
    assert flow.screen is Screen.TABLE


def test_escape_on_the_table_prompt_goes_back_to_the_chooser():
    flow, _clock, _recorder, _events = make(A, B)
    keys(flow, "F1")
    typed(flow, "7")
    keys(flow, "Escape")
    assert flow.screen is Screen.CHOOSE_PROFILE


def test_backspace_on_empty_words_goes_back_to_the_table():
    flow, _clock, _recorder, _events = make(A)
    typed(flow, "7")
    keys(flow, "Return", "Backspace")
    assert flow.screen is Screen.TABLE and flow.table_text == "7"


def test_the_table_is_in_the_judgement_and_cleared_afterwards():
    flow, clock, recorder, _events = make(A)
    typed(flow, "7")
    keys(flow, "Return")
    typed(flow, "cat")
    assert keys(flow, "Tab") == [Action.RECORD]
    assert flow.pending.table == 7
    judge(flow, recorder)
    assert flow.verdict.table == 7 and flow.verdict.receipt == "G-0001"
    clock.now += 11
    flow.tick()
    assert flow.screen is Screen.TABLE and flow.table is None


def test_an_azerty_keyboard_types_numbers_without_shift():
    """French and Belgian AZERTY top rows give "&", "é", '"' ... without Shift: on a number
    prompt they are the digits printed on the same keys; letters are still refused."""
    both = division("Division A", ask_table=True, declare_count=True)
    flow, _clock, _recorder, _events = make(both)
    typed(flow, '&é"')  # the keys 1, 2 and 3
    assert flow.table_text == "123"
    keys(flow, "Backspace", "Backspace", "Backspace")
    typed(flow, "(§")  # French 5, Belgian 6
    assert flow.table_text == "56"
    keys(flow, "Return")
    assert flow.table == 56 and flow.screen is Screen.COUNT
    typed(flow, "a")
    assert flow.screen is Screen.COUNT and "1 to 8" in flow.hint
    typed(flow, "à")  # 0 is not a count
    assert flow.screen is Screen.COUNT
    typed(flow, "'")  # the key 4
    assert flow.declared == 4 and flow.screen is Screen.READY


def test_the_division_keys_are_offered_as_a_choice_in_the_players_words():
    flow, _clock, _recorder, _events = make(A, B, division("Division C", CSW))
    typed(flow, "cat")
    assert str(flow.hint) == "Choose your division first: press F1, F2 or F3."
    keys_value = dict(flow.hint.values)["keys"]
    assert keys_value.context == "Hint" and keys_value.source == "{keys} or {last}"


# -- declared count ---------------------------------------------------------------------------


def test_how_many_words_then_exactly_that_many():
    counted = division("Division A", declare_count=True)
    flow, _clock, _recorder, _events = make(counted)
    assert flow.screen is Screen.COUNT
    typed(flow, "9")
    assert flow.screen is Screen.COUNT and "1 to 8" in flow.hint
    typed(flow, "2")
    assert flow.declared == 2 and flow.screen is Screen.READY
    typed(flow, "cat")
    assert keys(flow, "Tab") == [Action.NONE]
    assert str(flow.hint) == "You said 2 words; 1 is typed. Type exactly 2."
    typed(flow, " dogs qi")
    keys(flow, "Tab")
    assert str(flow.hint) == "You said 2 words; 3 are typed. Type exactly 2."
    keys(flow, "Backspace", "Backspace", "Backspace")
    assert keys(flow, "Tab") == [Action.RECORD]
    assert flow.pending.declared_count == 2


def test_table_then_count_and_back_step_by_step():
    both = division("Division A", ask_table=True, declare_count=True)
    flow, _clock, _recorder, _events = make(both)
    typed(flow, "12")
    keys(flow, "Return")
    assert flow.screen is Screen.COUNT
    keys(flow, "Escape")
    assert flow.screen is Screen.TABLE and flow.table_text == "12"
    keys(flow, "Return")
    typed(flow, "1")
    assert flow.screen is Screen.READY
    keys(flow, "Backspace")
    assert flow.screen is Screen.COUNT


# -- split lookups (NSA IV.J.2, NASPA 6.2 "Improper Lookups") ---------------------------------


def test_the_scenario_flags_exactly_the_last_and_names_the_third():
    """Division A table 12, division B, division A table 7, division A table 7 again."""
    flow, clock, recorder, events = make(A, B)
    warnings = []
    for profile_key, table, words in [
        ("F1", "12", "cat"),
        ("F2", None, "qi"),
        ("F1", "7", "dogs"),
        ("F1", "7", "qi"),
    ]:
        keys(flow, profile_key)
        if table:
            typed(flow, table)
            keys(flow, "Return")
        typed(flow, words)
        keys(flow, "Tab")
        if flow.screen is Screen.SPLIT_WARNING:
            warnings.append(flow.split_warning)
            assert keys(flow, "Tab") == [Action.RECORD]  # judged anyway
        judge(flow, recorder)
        clock.now += 20  # every pair 20 s after the one before: all inside 90 s
        keys(flow, "Space")  # back to the chooser
    assert len(warnings) == 1
    assert warnings[0].earlier.receipt == "G-0003" and warnings[0].earlier.table == 7
    assert [p.split_warning is not None for p in recorder.pending] == [False, False, False, True]
    assert recorder.pending[3].split_warning.earlier.receipt == "G-0003"
    assert events == []


def test_any_other_key_on_the_warning_goes_back_and_is_recorded():
    single = division("Open")
    flow, clock, recorder, events = make(single)
    typed(flow, "cat")
    keys(flow, "Tab")
    judge(flow, recorder)
    clock.now += 1
    keys(flow, "Space")
    typed(flow, "qi")
    keys(flow, "Tab")
    assert flow.screen is Screen.SPLIT_WARNING
    assert round(flow.split_warning.seconds_ago) == 1
    keys(flow, "Escape")
    assert flow.screen is Screen.ENTRY and flow.text == "qi"  # the words are still there
    assert events == [
        (
            "split-warning-declined",
            {
                "profile": "Open",
                "table": None,
                "earlier_receipt": "G-0001",
                "earlier_seq": None,
                "seconds_since": 1.0,
            },
        )
    ]


def test_outside_the_window_or_another_table_is_not_a_split_lookup():
    flow, clock, recorder, _events = make(A, split_window_seconds=90)
    for table, gap in [("7", 0), ("8", 10), ("7", 91)]:
        clock.now += gap
        typed(flow, table)
        keys(flow, "Return")
        typed(flow, "cat")
        keys(flow, "Tab")
        assert flow.screen is Screen.RECORDING
        judge(flow, recorder)
        clock.now += 1
        keys(flow, "Space")


def test_prior_adjudications_from_the_log_count_after_a_restart():
    from kiosk.core.judgements import PriorJudgement

    clock, recorder = Clock(), Recorder()
    clock.now = 500.0
    earlier = PriorJudgement("Open", None, 470.0, receipt="G-0042", seq=42)
    flow = StationFlow([division("Open")], recorder, clock, prior=[earlier])
    typed(flow, "cat")
    keys(flow, "Tab")
    assert flow.split_warning.earlier.seq == 42 and flow.split_warning.seconds_ago == 30.0


# -- withdrawing and the out play ---------------------------------------------------------------


def test_escape_withdraws_every_word_and_records_only_the_count():
    flow, _clock, recorder, events = make(A)
    typed(flow, "7")
    keys(flow, "Return")
    typed(flow, "zaq qi")
    keys(flow, "Escape")
    assert flow.screen is Screen.READY and flow.text == "" and flow.table == 7
    assert events == [("entry-withdrawn", {"profile": "Division A", "table": 7, "words": 2})]
    assert "zaq" not in repr(events).lower()
    keys(flow, "Escape")  # nothing typed: back to the start of the challenge, recorded
    assert flow.screen is Screen.TABLE and flow.table is None
    assert events[1] == ("division-left", {"profile": "Division A", "table": 7})
    assert recorder.recorded == []


def test_the_out_play_key_means_no_penalty_for_a_failed_challenge():
    flow, clock, recorder, _events = make(division("Open", CSW, "ten-point"))
    typed(flow, "cat dogs")
    keys(flow, "F12")
    assert flow.final_play
    keys(flow, "F12", "F12")  # it toggles
    keys(flow, "Tab")
    adjudication = flow.pending.adjudication
    assert adjudication.final_play and adjudication.consequence.points_to_challenged == 0
    assert "no penalty" in adjudication.consequence.sentence
    judge(flow, recorder)
    clock.now += 1
    keys(flow, "Space")
    assert flow.screen is Screen.READY and flow.final_play is False


def test_reaching_the_character_limit_says_so():
    flow, _clock, _recorder, _events = make(division("Open"), max_characters=10)
    typed(flow, "abcdefghij")
    assert flow.hint is None
    typed(flow, "k")
    assert flow.text == "abcdefghij" and "10 characters" in flow.hint


def test_the_second_opinion_is_for_players_only_when_the_division_says_so():
    from kiosk.core.judgements import VerdictShown

    hidden = division("Open", second_opinion=CSW)
    shown = dataclasses.replace(hidden, show_second_opinion=True)
    for profile, expected in ((hidden, False), (shown, True)):
        flow, _clock, recorder, _events = make(profile)
        typed(flow, "za")
        keys(flow, "Tab")
        judge(flow, recorder)
        verdict: VerdictShown = flow.verdict
        assert verdict.second_opinion is not None  # always recorded
        assert (verdict.second_opinion_for_players is not None) is expected
