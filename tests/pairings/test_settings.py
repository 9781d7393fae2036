"""The station file's ``pairings`` setting and a profile's ``pairings_division``: checked
with a message naming the setting, kept through a save, and the command that reads them
loads no database layer."""

from __future__ import annotations

import pytest

from kiosk.config import ConfigError, config_from_dict, load_config, save_config
from kiosk.config.settings import config_as_dict
from tests.cli.test_cli_imports import loaded_by


@pytest.mark.parametrize(
    "source",
    [
        "http://192.168.1.20/tsh/html/tourney.js",
        "https://tsh-laptop.local:8443/html/tourney.js",
        "/mnt/event share/html/tourney.js",
        r"C:\tsh\spc\html\tourney.js",
        r"\\director-pc\tsh\html\tourney.js",
        "",
    ],
)
def test_addresses_and_paths_taken(source):
    config = config_from_dict({"settings": {"pairings": f"  {source} "}})
    assert config.settings.pairings == source


@pytest.mark.parametrize(
    ("value", "says"),
    [
        (15, "[settings] pairings must be text in quotes, not 15"),
        ("tourney.js", "[settings] pairings: 'tourney.js' is neither an address nor a full path"),
        ("ftp://tsh/tourney.js", "[settings] pairings: ftp:// cannot be read; write an http://"),
        ("http:///tourney.js", "[settings] pairings names no server"),
        ("http://tsh laptop/t.js", "[settings] pairings contains spaces or invisible characters"),
        ("http://bad_host!/t.js", "[settings] pairings: 'bad_host!' is not a server name"),
        ("http://tsh:99999/t.js", "[settings] pairings: port 99999 is out of range"),
        ("http://tsh:eighty/t.js", "[settings] pairings: the port 'eighty' is not a number"),
        ("/mnt/tsh\u202e/t.js", "[settings] pairings contains spaces or invisible characters"),
        ("http://x/" + "a" * 1000, "[settings] pairings is longer than 1000 characters"),
    ],
)
def test_bad_sources_are_named(value, says):
    with pytest.raises(ConfigError) as refused:
        config_from_dict({"settings": {"pairings": value}})
    assert str(refused.value).startswith(says)


def test_a_bad_source_in_the_file_leaves_judging_alone(kiosk_home):
    (kiosk_home / "station.toml").write_text(
        '[settings]\npairings = "tourney.js"\n\n[[profiles]]\nname = "A"\n', encoding="utf-8"
    )
    config = load_config()
    assert config.settings.pairings == "" and config.profiles[0].name == "A"
    assert [str(p) for p in config.problems] == [
        "[settings] pairings: 'tourney.js' is neither an address nor a full path; write e.g. "
        "http://192.168.1.20/tsh/html/tourney.js or /mnt/tsh/html/tourney.js: no pairings "
        "until this is fixed"
    ]


@pytest.mark.parametrize(
    ("value", "kept", "says"),
    [
        ("A", "A", None),
        (" Open ", "Open", None),
        (1, "1", None),  # TSH's divisions can be called 1, 2 ...
        ("", "", None),
        (True, None, "[profile 'Open'] pairings_division must be text in quotes, not True"),
        (2.5, None, "[profile 'Open'] pairings_division must be text in quotes, not 2.5"),
        ("A\u202e", None, "profile 'Open': pairings_division 'A\\u202e' contains a bidirectional"),
        ("x" * 61, None, "profile 'Open': pairings_division is longer than 60 characters"),
    ],
)
def test_pairings_division(value, kept, says):
    data = {"profiles": [{"name": "Open", "pairings_division": value}]}
    if says is None:
        assert config_from_dict(data).profiles[0].pairings_division == kept
        return
    with pytest.raises(ConfigError) as refused:
        config_from_dict(data)
    assert str(refused.value).startswith(says)


def test_both_survive_a_save(kiosk_home):
    config = config_from_dict(
        {
            "settings": {"pairings": "http://10.0.0.5/tourney.js"},
            "profiles": [{"name": "Open", "pairings_division": "A"}, {"name": "Lower"}],
        }
    )
    save_config(config)
    text = (kiosk_home / "station.toml").read_text("utf-8")
    assert 'pairings = "http://10.0.0.5/tourney.js"' in text
    assert text.count("pairings_division") == 1  # only where it is set
    again = load_config()
    assert again == config
    assert config_as_dict(again)["profiles"][1] == {
        "name": "Lower",
        "lexicon": "ENABLE",
        "rule": "double",
        "colour": again.profiles[1].colour,
    }


def test_pairings_show_loads_no_database_layer(kiosk_home):
    from tests.pairings.feeds import SPC

    (kiosk_home / "station.toml").write_text(f'[settings]\npairings = "{SPC}"\n')
    code, modules, out = loaded_by(kiosk_home, "pairings", "show", "--table", "14")
    assert code == 0 and out.startswith("Round 31 · Table 14 · ")
    assert modules == []
    code, modules, out = loaded_by(kiosk_home, "pairings", "show", "--help")
    assert (code, modules) == (0, []) and out.startswith("usage: challenge-kiosk pairings show")
