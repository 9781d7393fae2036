"""The station file, as a careless director or an attacker would write it."""

from __future__ import annotations

import os
import stat
from pathlib import Path

import pytest

from kiosk.config import (
    LAST_GOOD_FILE,
    ConfigError,
    check_central_url,
    check_name,
    config_from_dict,
    load_config,
    load_last_good,
    save_config,
    save_pin_hash,
    stored_pin_hash,
)
from kiosk.storage.files import secure_home

PIN_HASH = "$argon2id$v=19$m=1024,t=1,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNoaGFzaA"


def write(home: Path, text: str | bytes) -> Path:
    path = home / "station.toml"
    if isinstance(text, bytes):
        path.write_bytes(text)
    else:
        path.write_text(text, encoding="utf-8")
    return path


# -- the central log address -----------------------------------------------------------------


@pytest.mark.parametrize(
    "url",
    [
        "postgresql+psycopg://kiosk@central.local:5432/challenges",
        "postgresql://kiosk:s3cret@10.0.0.5/challenges",
        "postgresql+psycopg://kiosk@[::1]:5433/challenges?sslmode=require",
        "postgresql+psycopg://kiosk@db_1.club-net.local./challenges",  # underscore, final dot
        "postgresql+psycopg://kiosk@primary.local,standby.local/challenges",  # libpq's list
    ],
)
def test_postgresql_addresses_are_accepted_with_the_shipped_driver(url):
    checked = check_central_url(url)
    assert checked.startswith("postgresql+psycopg://")
    assert check_central_url(checked) == checked  # stable once normalised


@pytest.mark.parametrize(
    ("url", "says"),
    [
        ("http://central.local/challenges", "PostgreSQL address"),
        ("central.local", "not a database address"),
        ("sqlite:///audit.sqlite3", "PostgreSQL address"),
        ("postgresql+psycopg2://k@h/db", "driver 'postgresql+psycopg2' is not installed"),
        ("postgresql+psycopg://k@h/", "names no database"),
        ("postgresql+psycopg:///db", "names no server"),
        ("postgresql+psycopg://k@h:99999/db", "port 99999 is out of range"),
        ("postgresql+psycopg://k@h:port/db", "not a database address"),
        ("postgresql+psycopg://k@h/db\x00", "invisible characters"),
        ("postgresql+psycopg://k@h/my db", "spaces"),
        # a pasted-over address: the relay failed on it for good ("label too long")
        ("postgresql+psycopg://k@" + "central" * 500 + "/db", "longer than 1000 characters"),
        ("postgresql+psycopg://k@" + "c" * 64 + ".local/db", "is not a server name"),
        ("postgresql+psycopg://k@" + "c." * 127 + "cc/db", "is not a server name"),
        ("postgresql+psycopg://k@central..local/db", "'central..local' is not a server name"),
        ("postgresql+psycopg://k@-central/db", "is not a server name"),
        ("postgresql+psycopg://k@centrál.local/db", "is not a server name"),
        ("postgresql+psycopg://k@primary,/db", "'' is not a server name"),
    ],
)
def test_a_mistyped_central_address_is_refused_naming_the_setting(url, says):
    with pytest.raises(ConfigError) as refused:
        check_central_url(url)
    assert "central_url" in str(refused.value) and says in str(refused.value)


def test_a_bad_central_address_in_the_file_never_stops_the_station(kiosk_home):
    """The black-box defect: a typo used to crash every start. Now the station judges
    without the relay, the director is told, and the file is not kept as last good."""
    write(kiosk_home, '[settings]\ncentral_url = "http://central.local/challenges"\n')
    config = load_config()
    assert config.settings.central_url == ""
    assert len(config.problems) == 1 and "central_url" in config.problems[0]
    assert not (kiosk_home / LAST_GOOD_FILE).exists()
    with pytest.raises(ConfigError, match="central_url"):  # never written by the station
        save_config(config.__class__(config.settings.__class__(central_url="http://x/y"), ()))


def test_an_overlong_central_address_in_the_file_is_named_and_the_station_judges(kiosk_home):
    write(kiosk_home, f'[settings]\ncentral_url = "postgresql://k@{"x" * 3000}/db"\n')
    config = load_config()
    assert config.settings.central_url == ""
    assert len(config.problems) == 1 and "longer than 1000 characters" in config.problems[0]


def test_director_mode_and_the_command_line_cannot_save_a_bad_address(kiosk_home):
    config = load_config()
    bad = config.settings.__class__(central_url="http://central.local/challenges")
    with pytest.raises(ConfigError, match="PostgreSQL"):
        save_config(config.__class__(bad, config.profiles))
    assert not (kiosk_home / "station.toml").exists()
    assert not (kiosk_home / LAST_GOOD_FILE).exists()


# -- names -------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "name",
    ["NWL\u202e3202", "Div\u200bA", "Table\x007", "A\u2066B", "bell\x07", "x" * 61],
)
def test_names_with_invisible_or_control_characters_are_refused(name):
    with pytest.raises(ConfigError):
        check_name(name, "[station] name")


def test_station_and_profile_names_are_checked_in_the_file(kiosk_home):
    write(kiosk_home, '[station]\nname = "Table\u202e7"\n')
    with pytest.raises(ConfigError, match=r"\[station\] name.*U\+202E"):
        load_config()
    write(kiosk_home, '[[profiles]]\nname = "Div\u200fA"\n')
    with pytest.raises(ConfigError, match="profile 1 name"):
        load_config()
    write(kiosk_home, '[[profiles]]\nname = "A"\nlexicon = "NWL\u202e3202"\n')
    with pytest.raises(ConfigError, match="lexicon"):
        load_config()
    assert check_name("Żółw · Division A – Ü", "name") == "Żółw · Division A – Ü"


# -- the file itself ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("content", "says"),
    [
        (b"\xff\xfe[station]", "not UTF-8"),
        (b"[station\nname = 1", "not valid TOML"),
        (b"[station]\nname = 7\n", "must be text"),
        (b"[settings]\nsplit_window_seconds = true\n", "must be a number"),
        (b"[settings]\nsplit_window_seconds = 1e9\n", "out of range"),
        (b"[settings]\njudge_key = 7\n", "must be text"),
        (b"[station]\nnmae = 'typo'\n", "unknown key"),
        (b"[director]\npin_hash = 1234\n", "pin_hash must be text"),
        (b'[director]\npin_hash = "1234"\n', "set the PIN again"),
        (b"profiles = 3\n", "[[profiles]]"),
        (b"[[profiles]]\nname = ''\n", "needs a name"),
    ],
)
def test_wrong_types_and_values_name_the_setting(kiosk_home, content, says):
    write(kiosk_home, content)
    with pytest.raises(ConfigError) as refused:
        load_config()
    assert says in str(refused.value)
    assert not (kiosk_home / LAST_GOOD_FILE).exists()


def test_a_huge_or_odd_station_file_is_refused_without_reading_it_all(kiosk_home):
    path = kiosk_home / "station.toml"
    with open(path, "wb") as out:  # 3 GB, sparse: costs no disk
        out.truncate(3 * 1024**3)
    with pytest.raises(ConfigError, match="larger than"):
        load_config()
    path.unlink()
    path.mkdir()
    with pytest.raises(ConfigError, match="is a folder"):
        load_config()


def test_last_good_is_written_only_by_a_load_that_passed(kiosk_home):
    write(kiosk_home, '[station]\nname = "Table 7"\n')
    load_config()
    assert (kiosk_home / LAST_GOOD_FILE).read_text(encoding="utf-8").count("Table 7") == 1
    write(kiosk_home, '[station]\nname = "Table 8"\n[settings]\ncentral_url = "http://x/y"\n')
    assert load_config().problems
    assert "Table 7" in (kiosk_home / LAST_GOOD_FILE).read_text(encoding="utf-8")
    restored = load_last_good()
    assert restored is not None and restored.settings.station_name == "Table 7"


def test_a_tampered_last_good_file_is_not_restored(kiosk_home):
    (kiosk_home / LAST_GOOD_FILE).write_text('[settings]\ncentral_url = "http://x/y"\n')
    assert load_last_good() is None


def test_the_pin_can_be_set_while_another_setting_is_wrong(kiosk_home):
    """First start with a broken file: the PIN must still be settable (it used to fail
    silently), the mistake stays for director mode, and last good is not overwritten."""
    write(kiosk_home, '[[profiles]]\nname = "A"\nrule = "singel"\n')
    save_pin_hash(PIN_HASH)
    assert stored_pin_hash() == PIN_HASH
    assert 'rule = "singel"' in (kiosk_home / "station.toml").read_text()
    assert not (kiosk_home / LAST_GOOD_FILE).exists()
    with pytest.raises(ConfigError):
        load_config()


def test_the_pin_cannot_be_written_into_a_file_that_does_not_parse(kiosk_home):
    write(kiosk_home, "[station\n")
    with pytest.raises(ConfigError, match="cannot be updated until it is fixed"):
        save_pin_hash(PIN_HASH)
    assert (kiosk_home / "station.toml").read_text() == "[station\n"
    with pytest.raises(ConfigError, match="not a PIN hash"):
        save_pin_hash("plain text")


# -- private files -----------------------------------------------------------------------------


def mode(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


def test_files_the_station_writes_are_private(kiosk_home):
    write(kiosk_home, '[station]\nname = "Table 7"\n')
    os.chmod(kiosk_home / "station.toml", 0o644)
    save_pin_hash(PIN_HASH)
    assert mode(kiosk_home / "station.toml") == 0o600
    assert mode(kiosk_home / LAST_GOOD_FILE) == 0o600


def test_a_home_opened_up_by_hand_is_repaired_and_reported(kiosk_home):
    os.chmod(kiosk_home, 0o755)
    (kiosk_home / "lexicons").mkdir(mode=0o755)
    os.chmod(kiosk_home / "lexicons", 0o755)
    for name in ("station.toml", "audit.sqlite3", "lexicons/NWL.clex"):
        (kiosk_home / name).write_text("x")
        os.chmod(kiosk_home / name, 0o644)
    repaired = secure_home(kiosk_home)
    assert sorted(repaired) == sorted(
        [
            ". 0755 -> 0700",
            "lexicons/ 0755 -> 0700",
            "station.toml 0644 -> 0600",
            "audit.sqlite3 0644 -> 0600",
            "lexicons/NWL.clex 0644 -> 0600",
        ]
    )
    assert mode(kiosk_home) == 0o700 and mode(kiosk_home / "audit.sqlite3") == 0o600
    assert secure_home(kiosk_home) == []  # nothing left to repair


def test_config_from_dict_is_the_one_check_for_every_caller():
    with pytest.raises(ConfigError):
        config_from_dict({"settings": {"central_url": "http://x/y"}})
    lenient = config_from_dict({"settings": {"central_url": "http://x/y"}}, lenient=True)
    assert lenient.settings.central_url == "" and lenient.problems


# -- the judge key -----------------------------------------------------------------------------


@pytest.mark.parametrize("key", ["Space", "space", "A", "5", "Enter", "Return", "ß"])
def test_a_judge_key_that_types_into_the_words_is_refused(kiosk_home, key):
    write(kiosk_home, f'[settings]\njudge_key = "{key}"\n')
    with pytest.raises(ConfigError, match="types into the words"):
        load_config()


def test_a_judge_key_that_chooses_a_division_is_refused(kiosk_home):
    two = '[[profiles]]\nname = "A"\n[[profiles]]\nname = "B"\n'
    write(kiosk_home, '[settings]\njudge_key = "F2"\n' + two)
    with pytest.raises(ConfigError, match="F2 chooses profile 'B'"):
        load_config()
    write(kiosk_home, '[settings]\njudge_key = "F3"\n' + two)
    assert load_config().settings.judge_key == "F3"
    write(kiosk_home, '[settings]\njudge_key = "f2"\n[[profiles]]\nname = "A"\n')
    assert load_config().settings.judge_key == "F2"  # one profile: no chooser, F2 is free


def test_the_director_is_offered_only_keys_that_may_judge():
    from kiosk.config import judge_keys_for

    assert "Space" not in judge_keys_for(1) and "Tab" in judge_keys_for(1)
    assert "F1" in judge_keys_for(1)
    assert {"F1", "F2", "F3"}.isdisjoint(judge_keys_for(3)) and "F4" in judge_keys_for(3)


# -- languages, federation presets, the word-judge key ------------------------------------------


@pytest.mark.parametrize(
    ("content", "says"),
    [
        (b'[[profiles]]\nname = "A"\nfederation = "fifa"\n', "unknown federation"),
        (b'[[profiles]]\nname = "A"\nfederation = ["wespa"]\n', "must be text"),
        (b'[settings]\nword_judge_key = "a"\n', "cannot type"),
        (b'[settings]\nword_judge_key = "Space"\n', "cannot type"),
    ],
    ids=["unknown-federation", "federation-list", "word-judge-letter", "word-judge-space"],
)
def test_presets_and_the_word_judge_key_are_checked(kiosk_home, content, says):
    """A federation sets the rule and a word-judge key takes a key from the players: a
    mistake in either stops the station until it is fixed."""
    write(kiosk_home, content)
    with pytest.raises(ConfigError) as refused:
        load_config()
    assert says in str(refused.value)


# -- cosmetic settings: left at their default when read, never saved -----------------------------

COSMETIC_MISTAKES = {
    "verdict-seconds-flag": (b"[settings]\nverdict_seconds = true\n", "must be a number", "10"),
    "verdict-seconds-huge": (b"[settings]\nverdict_seconds = 1e9\n", "out of range", "10"),
    "idle-clear-short": (b"[settings]\nidle_clear_seconds = 1\n", "out of range", "30"),
    "font-scale-text": (b'[settings]\nfont_scale = "big"\n', "must be a number", "1"),
    "sound-number": (b"[settings]\nsound = 1\n", "true or false", "false"),
    "large-print-text": (b'[settings]\nlarge_print = "yes"\n', "true or false", "false"),
    "spoken-verdict-number": (b"[settings]\nspoken_verdict = 1\n", "true or false", "false"),
    "director-language": (b'[settings]\ndirector_language = "xx"\n', "director_language", "en"),
    "receipt-prefix-s": (b'[settings]\nreceipt_prefix = "SC"\n', "receipt_prefix 'SC'", "id"),
    "receipt-prefix-long": (b'[settings]\nreceipt_prefix = "ABCD"\n', "1 to 3", "id"),
    "unknown-language": (
        b'[[profiles]]\nname = "A"\nlanguage = "klingon"\n',
        "unknown language",
        "(en)",
    ),
    "language-number": (b'[[profiles]]\nname = "A"\nlanguage = 7\n', "not int", "(en)"),
    "huge-language": (
        b'[[profiles]]\nname = "A"\nlanguage = "' + b"x" * 10_000 + b'"\n',
        "unknown language",
        "(en)",
    ),
    "long-credit": (
        b'[[profiles]]\nname = "A"\ncredit = "' + b"c" * 121 + b'"\n',
        "credit",
        "no credit line",
    ),
    "bidi-credit": (b'[[profiles]]\nname = "A"\ncredit = "\\u202eevil"\n', "credit", "no credit"),
    "colour-name": (b'[[profiles]]\nname = "A"\ncolour = "blue"\n', "colour", "#2f6fdb"),
}


@pytest.mark.parametrize(
    ("content", "says", "default"), COSMETIC_MISTAKES.values(), ids=COSMETIC_MISTAKES.keys()
)
def test_a_bad_cosmetic_setting_is_left_at_its_default_and_the_director_told(
    kiosk_home, content, says, default
):
    """These change neither what is judged nor what is recorded about it: a mistake in one
    used to refuse the whole file, and so stopped every division."""
    import tomllib

    from kiosk.config import Profile, Settings

    write(kiosk_home, content)
    config = load_config()
    assert config.settings == Settings(station_name=config.settings.station_name)
    assert [(p.colour, p.language, p.credit) for p in config.profiles] == [
        (Profile("A").colour, Profile("A").language, Profile("A").credit)
    ]
    (warning,) = config.problems
    assert config.fallbacks == (warning,)
    assert says in str(warning) and default in str(warning)
    assert "until this is fixed; judging is not affected" in str(warning)
    assert not (kiosk_home / LAST_GOOD_FILE).exists()  # only a file that passed every check
    with pytest.raises(ConfigError, match=says.replace("(", r"\(").replace(")", r"\)")):
        config_from_dict(tomllib.loads(content.decode()))  # what saving checks: refused


def test_a_federation_sets_its_values_and_what_the_profile_writes_wins(kiosk_home):
    write(
        kiosk_home,
        '[[profiles]]\nname = "Oslo"\nfederation = "NSF"\n'
        '[[profiles]]\nname = "Paris"\nfederation = "ffsc"\nrule = "double"\nlanguage = "no"\n',
    )
    oslo, paris = load_config().profiles
    assert (oslo.federation, oslo.language, oslo.rule) == ("nsf", "nb", "ten-point-per-play")
    assert oslo.credit.startswith("NSF")
    assert (paris.language, paris.rule, paris.credit) == ("nb", "double", paris.credit)
    # saved back: only what differs from the preset is written, and it reads back the same
    save_config(load_config())
    text = (kiosk_home / "station.toml").read_text(encoding="utf-8")
    assert "ten-point-per-play" not in text and 'rule = "double"' in text
    assert load_config().profiles == (oslo, paris)


def test_a_word_judge_key_that_judges_or_chooses_is_refused_on_save_and_dropped_on_load():
    two = [{"name": "A"}, {"name": "B"}]
    with pytest.raises(ConfigError, match="word_judge_key F2 already chooses profile 2"):
        config_from_dict({"settings": {"word_judge_key": "F2"}, "profiles": two})
    with pytest.raises(ConfigError, match="word_judge_key Tab already judges"):
        config_from_dict({"settings": {"word_judge_key": "tab"}})
    with pytest.raises(ConfigError, match="marks the out play"):
        config_from_dict({"settings": {"word_judge_key": "F12"}})
    # a station file with the clash still starts: no word-judge key, and the director is told
    loaded = config_from_dict({"settings": {"word_judge_key": "F1"}, "profiles": two}, lenient=True)
    assert loaded.settings.word_judge_key == ""
    assert any("word_judge_key F1" in p for p in loaded.problems)
    assert config_from_dict({"settings": {"word_judge_key": ""}}).settings.word_judge_key == ""


def test_reading_the_settings_loads_neither_the_procedure_nor_the_network(tmp_path):
    """Every command reads the station file (director, audit, fleet): checking a receipt
    prefix or a station name must not load the adjudication and split-lookup engine, nor
    the socket module (the machine's name comes from the system directly)."""
    import subprocess
    import sys

    write(tmp_path, '[settings]\nreceipt_prefix = "gk"\n')
    code = (
        "import sys\n"
        "from pathlib import Path\n"
        "from kiosk.config import load_config\n"
        f"config = load_config(Path({str(tmp_path / 'station.toml')!r}))\n"
        "assert config.settings.receipt_prefix == 'GK', config.settings\n"
        "assert config.settings.station_name\n"
        "late = ('kiosk.core.procedure', 'kiosk.core.adjudication', 'kiosk.core.play', 'socket')\n"
        "print(' '.join(m for m in late if m in sys.modules) or 'none')\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "none"
