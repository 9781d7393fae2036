"""What the station file's checks say to a director is a translatable message, not English.

A `ConfigError` carries a `Message` (context "Config"); ``str(error)`` stays the English the
command line, the log and the other tests read, and director mode words the message (and the
messages inside it) in its own language.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from kiosk.config import ConfigError, config_from_dict, load_config
from kiosk.core.flow import ProfileChoice, UnavailableProfile
from kiosk.core.i18n import Message, said
from kiosk.lexicons.library import LexiconLibrary, UnknownLexicon
from kiosk.runtime.station_runtime import not_ready_reason


def _refused(tmp_path: Path, text: str) -> ConfigError:
    path = tmp_path / "station.toml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(ConfigError) as caught:
        load_config(path, keep_last_good=False)
    return caught.value


@pytest.mark.parametrize(
    "text",
    [
        # (a cosmetic setting is left at its default instead: tests/cli/test_checks_help.py)
        "[settings]\nsplit_window_seconds = 'ten'\n",  # a value of the wrong type
        "[settings]\nsplit_window_seconds = 100000\n",  # out of range
        "[settings]\njudge_key = 'a'\n",  # a key that types
        "[[profiles]]\nname = ''\n",  # a profile without a name
        "[[profiles]]\nname = 'A'\nrule = 'triple'\n",  # an unknown rule
        "[[profiles]]\nname = 'A'\nfederation = 'tlh'\n",  # an error inside an error
        "[bogus]\n",  # an unknown section
        "[director]\npin_hash = '1234'\n",
        "not = [toml",  # not TOML at all
    ],
)
def test_a_bad_station_file_is_refused_with_a_director_message(tmp_path, text):
    error = _refused(tmp_path, text)
    message = said(error)
    assert isinstance(message, Message)
    assert message.context == "Config"
    assert message.english == str(error)
    assert "{" not in str(error)  # every placeholder was filled


def test_the_place_of_a_profile_mistake_is_a_message_too(tmp_path):
    message = said(_refused(tmp_path, "[[profiles]]\nname = ''\n"))
    assert isinstance(message, Message)
    assert str(message) == "profile 1 needs a name"
    where = message.mapping["where"]
    assert isinstance(where, Message) and where.context == "Config"


def test_a_plural_in_parentheses_is_gone(tmp_path):
    error = _refused(tmp_path, "[settings]\nnot_a_setting = 1\nnor_this = 2\n")
    assert str(error) == "[settings] unknown settings: nor_this, not_a_setting"


def test_a_lenient_load_reports_messages_to_the_director():
    config = config_from_dict({"settings": {"central_url": "http://x/y"}}, lenient=True)
    assert config.problems and all(isinstance(p, Message) for p in config.problems)
    assert all(p.context == "Config" for p in config.problems)
    assert str(config.problems[0]).endswith(
        ". The station keeps its log locally until this is fixed."
    )


def test_an_unknown_lexicon_and_an_unusable_station_say_why_in_messages(tmp_path):
    with pytest.raises(UnknownLexicon) as caught:
        LexiconLibrary(tmp_path).get("NWL2099")
    missing = said(caught.value)
    assert isinstance(missing, Message) and missing.context == "Lexicons"
    assert str(caught.value) == "no lexicon called 'NWL2099' is installed on this station"
    profiles: list[ProfileChoice | UnavailableProfile] = [
        UnavailableProfile("A", "#2f6fdb", missing),
        UnavailableProfile("B", "#c2410c", "damaged"),
    ]
    reason = not_ready_reason(profiles)
    assert isinstance(reason, Message)
    assert str(reason) == (
        "Profile 'A': no lexicon called 'NWL2099' is installed on this station; "
        "Profile 'B': damaged"
    )


class _Marked:
    """A language that shows which context each part of a text was looked up in."""

    code = "xx"

    def format(
        self,
        context: str,
        source: str,
        values: dict[str, object],
        disambiguation: str = "",
        n: int = -1,
    ) -> str:
        return f"<{context}: {source.format(**values)}>"


def test_director_mode_words_the_error_and_the_messages_inside_it(tmp_path, monkeypatch):
    from kiosk.ui import player_text

    monkeypatch.setattr(player_text, "application_language", lambda: _Marked())
    error = _refused(tmp_path, "[[profiles]]\nname = ''\n")
    assert player_text.director_text(error) == "<Config: <Config: profile 1> needs a name>"
    assert player_text.director_text("plain") == "plain"
