"""A list is its words, not its name: a corrected list published under the same name for a
later instant lives beside the one in force, each division judging with the one its plan
names, from its instant on the central clock (found at the event-day trial: the corrected
list replaced the one in force at once, 58 minutes early)."""

from __future__ import annotations

import shutil
from datetime import UTC, datetime, timedelta

from kiosk.config import config_from_dict
from kiosk.config.values import ConfigError
from kiosk.core.flow import ProfileChoice, UnavailableProfile
from kiosk.lexicons.library import LexiconLibrary
from kiosk.runtime.station_runtime import open_station
from tests.event.test_event_follow import accept, make_lexicon, station_home


def two_lists_of_one_name(kiosk_home) -> tuple[str, str]:
    """NWL23 as first published (no ZO) and NWL23 corrected (ZO), both installed."""
    first = make_lexicon(kiosk_home, "NWL23", "cat\ndogs\n", install=True)
    folder = kiosk_home.parent / "corrected"
    folder.mkdir()
    corrected = make_lexicon(folder, "NWL23", "cat\ndogs\nzo\n", install=True)
    shutil.move(folder / "lexicons" / "NWL23.clex", kiosk_home / "lexicons" / "NWL23-b.clex")
    return first, corrected


def test_each_division_judges_with_the_list_its_plan_names_by_its_words(kiosk_home, tmp_path):
    key = station_home(kiosk_home, tmp_path)
    first, corrected = two_lists_of_one_name(kiosk_home)
    assert first != corrected
    instant = datetime.now(UTC) + timedelta(hours=1)
    accept(kiosk_home, key, 1, datetime.now(UTC) - timedelta(hours=1), first, "double")
    accept(kiosk_home, key, 2, instant, corrected, "double")
    runtime = open_station()
    try:
        (before,) = runtime.profiles
        assert isinstance(before, ProfileChoice), before
        assert before.lexicon.fingerprint == first  # the list in force, not the newest file
        assert runtime.ready
        assert runtime.follow_event(instant)
        (after,) = runtime.profiles
        assert isinstance(after, ProfileChoice), after
        assert after.lexicon.fingerprint == corrected and after.lexicon.name == "NWL23"
    finally:
        runtime.close()


def test_a_list_asked_for_by_its_words_is_found_whatever_its_file(kiosk_home):
    first, corrected = two_lists_of_one_name(kiosk_home)
    library = LexiconLibrary(kiosk_home / "lexicons")
    assert library.get("NWL23", corrected).fingerprint == corrected
    assert library.get("NWL23", first).fingerprint == first
    assert library.get("any name", first).fingerprint == first  # the words decide
    by_name = None
    try:
        library.get("NWL23")
    except LookupError as exc:  # by name alone, two lists of one name stay refused
        by_name = str(exc)
    assert by_name is not None and "with different word lists" in by_name
    missing = "f" * 64
    try:
        library.get("NWL23", missing)
    except LookupError as exc:
        assert "the list 'NWL23' with fingerprint ffffffffffff is not installed" in str(exc)
    else:
        raise AssertionError("a list that is not installed was found")


def test_a_division_can_pin_its_list_by_fingerprint_in_station_toml(kiosk_home):
    _first, corrected = two_lists_of_one_name(kiosk_home)
    (kiosk_home / "station.toml").write_text(
        f'[[profiles]]\nname = "Division A"\nlexicon = "NWL23"\nfingerprint = "{corrected}"\n',
        encoding="utf-8",
    )
    runtime = open_station()
    try:
        (profile,) = runtime.profiles
        assert isinstance(profile, ProfileChoice), profile
        assert profile.lexicon.fingerprint == corrected
    finally:
        runtime.close()
    (kiosk_home / "station.toml").write_text(
        '[[profiles]]\nname = "Division A"\nlexicon = "NWL23"\n', encoding="utf-8"
    )
    runtime = open_station()
    try:
        (profile,) = runtime.profiles
        assert isinstance(profile, UnavailableProfile)  # which one would judge? neither
    finally:
        runtime.close()


def test_a_fingerprint_written_wrong_is_named():
    for bad in ("abc", "A" * 64, "g" * 64, "0" * 63):
        try:
            config_from_dict({"profiles": [{"name": "A", "lexicon": "X", "fingerprint": bad}]})
        except ConfigError as exc:
            assert "fingerprint must be the 64 lowercase hex digits" in str(exc)
        else:
            raise AssertionError(bad)
