"""The key map alone: keys become intents on a screen, without a flow."""

from __future__ import annotations

from dataclasses import replace

import pytest

from kiosk.core.intents import NOTHING, Do, Intent
from kiosk.core.keymap import press
from kiosk.core.keys import KeyPress
from kiosk.core.procedure import FlowSettings, Screen
from kiosk.core.snapshot import FlowSnapshot

CHORD = {"ctrl": True, "alt": True, "shift": True}


def shown(screen: Screen, **settings: object) -> FlowSnapshot:
    return FlowSnapshot(
        screen=screen,
        settings=FlowSettings(**settings),  # type: ignore[arg-type]
        profiles=(),
        profile=None,
        language="en",
        table=None,
        table_text="",
        declared=None,
        final_play=False,
        text="",
        entry=None,
        split_warning=None,
        pending=None,
        verdict=None,
        hint=None,
        countdown=None,
        keys_locked=False,
        log_problem=None,
        log_ready=True,
        call=None,
        judge_term="word-judge",
        started=False,
    )


@pytest.mark.parametrize(
    ("screen", "key", "intent"),
    [
        (Screen.READY, KeyPress("A", "a"), Intent(Do.TYPE, "a")),
        (Screen.ENTRY, KeyPress("Return"), Intent(Do.TYPE, "\n")),
        (Screen.ENTRY, KeyPress("Backspace"), Intent(Do.ERASE)),
        (Screen.ENTRY, KeyPress("Escape", "\x1b"), Intent(Do.BACK)),
        (Screen.ENTRY, KeyPress("Tab", "\t"), Intent(Do.JUDGE)),
        (Screen.ENTRY, KeyPress("F12"), Intent(Do.FINAL_PLAY)),
        (Screen.ENTRY, KeyPress("Delete", "\x7f"), NOTHING),
        (Screen.ENTRY, KeyPress("A", "a", repeat=True), NOTHING),
        (Screen.ENTRY, KeyPress("V", "\x16", ctrl=True), NOTHING),
        (Screen.ENTRY, KeyPress("L", "ł", ctrl=True, alt=True), Intent(Do.TYPE, "ł")),
        (Screen.CHOOSE_PROFILE, KeyPress("F2"), Intent(Do.CHOOSE, index=1)),
        (Screen.CHOOSE_PROFILE, KeyPress("A", "a"), Intent(Do.REMIND)),
        (Screen.CHOOSE_PROFILE, KeyPress("Escape"), NOTHING),
        (Screen.TABLE, KeyPress("7", "7"), Intent(Do.DIGIT, "7")),
        (Screen.TABLE, KeyPress("1", "&"), Intent(Do.DIGIT, "1")),  # AZERTY, no Shift
        (Screen.TABLE, KeyPress("Return"), Intent(Do.CONFIRM)),
        (Screen.TABLE, KeyPress("A", "a"), Intent(Do.REMIND)),
        (Screen.TABLE, KeyPress("F5"), Intent(Do.WAKE)),
        (Screen.COUNT, KeyPress("Backspace"), Intent(Do.ERASE)),
        (Screen.COUNT, KeyPress("F5"), Intent(Do.REMIND)),
        (Screen.SPLIT_WARNING, KeyPress("Tab", "\t"), Intent(Do.JUDGE)),
        (Screen.SPLIT_WARNING, KeyPress("A", "a"), Intent(Do.BACK)),
        (Screen.RECORDING, KeyPress("A", "a"), NOTHING),
        (Screen.VERDICT, KeyPress("A", "a"), Intent(Do.DISMISS)),
        (Screen.WORD_JUDGE, KeyPress("A", "a"), NOTHING),
        (Screen.WORD_JUDGE, KeyPress("Escape"), Intent(Do.WORD_JUDGE_ARRIVED)),
    ],
)
def test_a_key_means_one_intent_on_each_screen(screen, key, intent):
    assert press(shown(screen), key) == intent


def test_the_station_keys_come_from_its_settings():
    state = shown(Screen.ENTRY, judge_key_name="F12", word_judge_key_name="Insert")
    assert press(state, KeyPress("Tab", "\t")) == NOTHING
    assert press(state, KeyPress("f12")) == Intent(Do.JUDGE)
    assert press(state, KeyPress("Insert")) == Intent(Do.CALL_WORD_JUDGE)
    # on a verdict the word-judge key calls nobody: it is any key
    assert press(replace(state, screen=Screen.VERDICT), KeyPress("Insert")) == Intent(Do.DISMISS)
    on_call = replace(state, screen=Screen.WORD_JUDGE)
    assert press(on_call, KeyPress("Insert")) == Intent(Do.WORD_JUDGE_ARRIVED)


def test_the_director_chord_waits_for_the_challenge_under_way():
    chord = KeyPress("D", **CHORD)
    assert press(shown(Screen.READY), chord) == Intent(Do.OPEN_DIRECTOR)
    assert press(shown(Screen.ENTRY), chord) == NOTHING
    assert press(shown(Screen.RECORDING), KeyPress("End", **CHORD)) == Intent(Do.DEV_EXIT)
