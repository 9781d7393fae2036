"""Only fresh presses act, no key does two jobs, and Esc is a way back (issue: at the table).

The held-key behaviour is also driven with real held keys on an X server in
tests/ui/test_keyboard_x.py; these are the core's rules, decided without Qt.
"""

from __future__ import annotations

import pytest

from kiosk.config import ConfigError, config_from_dict
from kiosk.core.flow import Screen
from kiosk.core.i18n import said
from kiosk.core.keys import Action, KeyPress
from kiosk.ui.player_text import player_text
from tests.core.test_core_station import A, B, flow


def held(station, name: str, text: str = "", times: int = 25) -> list[Action]:
    """A key pressed once and held: one fresh press, then the keyboard's repeats."""
    first = station.press(KeyPress(name, text))
    return [first, *(station.press(KeyPress(name, text, repeat=True)) for _ in range(times))]


def test_a_held_judge_key_judges_once_and_never_clears_the_verdict():
    station, clock, recorder = flow()
    for ch in "cat":
        station.press(KeyPress(ch.upper(), ch))
    assert station.press(KeyPress("Tab", "\t")) is Action.RECORD
    shown = station.finish_judging(None, receipt="GK-0001")
    for _ in range(75):  # 3 s of auto-repeat at 25 a second, past the 0.75 s lock
        clock.now += 0.04
        assert station.press(KeyPress("Tab", "\t", repeat=True)) is Action.NONE
    assert station.screen is Screen.VERDICT
    assert station.verdict is shown and shown.receipt == "GK-0001"
    assert recorder.recorded == []  # nothing judged a second time
    # a new press after the lock goes back to the start
    assert station.press(KeyPress("Tab", "\t")) is Action.NONE
    assert station.screen is Screen.READY


def test_a_held_letter_types_one_letter_and_a_held_backspace_deletes_one():
    station, _clock, _recorder = flow()
    held(station, "A", "a")
    assert station.text == "a"
    station.press(KeyPress("B", "b"))
    held(station, "Backspace")
    assert station.text == "a"


def test_a_held_key_on_the_split_warning_does_not_judge_anyway():
    station, clock, recorder = flow()
    station.type("cat")
    assert station.judge() is not None
    clock.now += 1
    station.press(KeyPress("space", " "))
    station.type("dogs")
    station.press(KeyPress("Tab"))
    assert station.screen is Screen.SPLIT_WARNING
    for _ in range(30):
        assert station.press(KeyPress("Tab", repeat=True)) is Action.NONE
    assert station.screen is Screen.SPLIT_WARNING and len(recorder.recorded) == 1
    assert station.press(KeyPress("Tab")) is Action.RECORD  # a fresh press judges anyway


def test_esc_with_nothing_typed_goes_back_to_the_chooser_and_is_recorded():
    events: list[tuple[str, dict]] = []
    station, _clock, _recorder = flow(A, B)
    station._events = lambda kind, details: events.append((kind, details))
    station.press(KeyPress("F2"))  # the wrong division
    assert station.profile is B
    station.press(KeyPress("Escape"))
    assert station.screen is Screen.CHOOSE_PROFILE
    assert events == [("division-left", {"profile": "Division B", "table": None})]
    station.press(KeyPress("F1"))
    assert station.profile is A


def test_esc_with_words_typed_withdraws_them_first():
    events: list[tuple[str, dict]] = []
    station, _clock, _recorder = flow(A, B)
    station._events = lambda kind, details: events.append((kind, details))
    station.press(KeyPress("F1"))
    station.type("cat")
    station.press(KeyPress("Escape"))
    assert station.screen is Screen.READY and station.profile is A
    station.press(KeyPress("Escape"))
    assert station.screen is Screen.CHOOSE_PROFILE
    assert [kind for kind, _ in events] == ["entry-withdrawn", "division-left"]


def test_esc_on_a_one_division_station_with_nothing_asked_does_nothing():
    station, _clock, _recorder = flow(A)
    station.press(KeyPress("Escape"))
    assert station.screen is Screen.READY


@pytest.mark.parametrize(
    ("settings", "profiles", "words"),
    [
        ({"judge_key": "F12"}, 1, "already marks the out play"),
        ({"judge_key": "F2"}, 2, "chooses profile"),
        ({"word_judge_key": "F12"}, 1, "already marks the out play"),
        ({"word_judge_key": "Tab"}, 1, "already judges"),
        ({"word_judge_key": "F1"}, 2, "already chooses profile 1"),
        ({}, 12, "at most 11 profiles"),
    ],
)
def test_a_key_given_two_jobs_is_refused_naming_both(settings, profiles, words):
    data = {
        "settings": settings,
        "profiles": [{"name": f"Division {i}"} for i in range(1, profiles + 1)],
    }
    with pytest.raises(ConfigError) as refused:
        config_from_dict(data)
    assert words in str(refused.value)


@pytest.mark.parametrize("language", ["fr", "es", "ca", "de", "pl", "nl", "nb", "sv"])
def test_the_key_conflicts_are_said_in_every_language(language):
    twelve = [{"name": f"D{i}"} for i in range(12)]
    for data in ({"settings": {"judge_key": "F12"}}, {"profiles": twelve}):
        with pytest.raises(ConfigError) as refused:
            config_from_dict(data)
        english = str(refused.value)
        translated = player_text(language).say(said(refused.value))
        assert "F12" in translated and translated != english
