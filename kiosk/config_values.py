"""The values of a station file and their checks (no file I/O: see `kiosk.config`).

`config_from_dict` is the one check of every value, used when a file is read,
before director mode or a command writes one, and by the file loader's
"last good" copy: a bad value is refused with a message naming the setting.
"""

from __future__ import annotations

import re
import socket
import unicodedata
from collections.abc import Mapping
from dataclasses import dataclass, field, fields, replace
from typing import Any

from kiosk.core.federations import UnknownFederation, federation_by_id
from kiosk.core.i18n import QT_TRANSLATE_NOOP, Message, said
from kiosk.core.languages import DEFAULT_LANGUAGE, UnknownLanguage, language_code
from kiosk.core.receipts import check_receipt_prefix
from kiosk.core.rules import RULES
from kiosk.core.text import printable_name

__all__ = [
    "DEFAULT_LEXICON",
    "JUDGE_KEYS",
    "MAX_FILE_BYTES",
    "MAX_NAME_LENGTH",
    "PROFILE_COLOURS",
    "SECTIONS",
    "ConfigError",
    "Profile",
    "Settings",
    "StationConfig",
    "check_central_url",
    "check_name",
    "config_from_dict",
    "default_config",
    "judge_keys_for",
    "pin_hash_value",
]

SECTIONS = ("station", "settings", "profiles", "director")
DEFAULT_LEXICON = "ENABLE"
# Keys that may judge: none of them types a letter, a digit or a space, or separates words
# (Space and Enter do: a judge key there would judge each word on its own).
JUDGE_KEYS = (
    "Tab",
    "Insert",
    "Home",
    "End",
    "PgUp",
    "PgDown",
    "Pause",
    "KeypadEnter",
    "KeypadPlus",
    *(f"F{i}" for i in range(1, 13)),
)


def known_keys() -> dict[str, str]:
    return {k.casefold(): k for k in JUDGE_KEYS}


def _language(where: Message | str, value: Any) -> str:
    try:
        return language_code(value)
    except UnknownLanguage as exc:
        raise ConfigError(AT(where=where, problem=said(exc))) from None


def judge_keys_for(profile_count: int) -> tuple[str, ...]:
    """The judge keys a station with this many profiles may use: F1, F2 ... choose the
    division when there are several, so those cannot judge."""
    taken = {f"F{i}" for i in range(1, profile_count + 1)} if profile_count > 1 else set()
    return tuple(k for k in JUDGE_KEYS if k not in taken)


MAX_FILE_BYTES = 1_000_000  # a station file is a few hundred bytes; refuse anything absurd
MAX_NAME_LENGTH = 60
MAX_CREDIT_LENGTH = 120
OUT_PLAY_KEY = "F12"
PROFILE_COLOURS = ("#2f6fdb", "#c2410c", "#7c3aed", "#0f766e", "#b91c1c", "#a16207")
_COLOUR = re.compile(r"#[0-9a-fA-F]{6}")

# What the director reads about the station file (director mode words them; str() is English).
AT = QT_TRANSLATE_NOOP("Director", "{where}: {problem}")
SETTING_OF = QT_TRANSLATE_NOOP("Director", "{where}: {key}")
PROFILE_NUMBER = QT_TRANSLATE_NOOP("Director", "profile {number}")
PROFILE_NAMED = QT_TRANSLATE_NOOP("Director", "profile {name}")
NAME_OF = QT_TRANSLATE_NOOP("Director", "{where} name")
NOT_A_NUMBER = QT_TRANSLATE_NOOP("Director", "[{section}] {key} must be a number, not {value}")
OUT_OF_RANGE = QT_TRANSLATE_NOOP(
    "Director", "[{section}] {key} = {value} is out of range ({low} to {high})"
)
NOT_TEXT = QT_TRANSLATE_NOOP("Director", "[{section}] {key} must be text in quotes, not {value}")
INVISIBLE = QT_TRANSLATE_NOOP(
    "Director", "{what} contains an invisible character (U+{code}); type the name again"
)
TOO_LONG = QT_TRANSLATE_NOOP("Director", "{what} is longer than {limit} characters")
URL_SPACES = QT_TRANSLATE_NOOP("Director", "{where} contains spaces or invisible characters")
URL_NOT_ADDRESS = QT_TRANSLATE_NOOP(
    "Director", "{where} {value} is not a database address; write e.g. {example}"
)
URL_NOT_POSTGRESQL = QT_TRANSLATE_NOOP(
    "Director",
    "{where} must be a PostgreSQL address (postgresql+psycopg://...), not {driver}; "
    "write e.g. {example}",
)
URL_DRIVER = QT_TRANSLATE_NOOP(
    "Director",
    "{where}: the driver {driver} is not installed on stations; write postgresql+psycopg://...",
)
URL_NO_SERVER = QT_TRANSLATE_NOOP("Director", "{where} names no server; write e.g. {example}")
URL_NO_DATABASE = QT_TRANSLATE_NOOP("Director", "{where} names no database; write e.g. {example}")
URL_PORT = QT_TRANSLATE_NOOP("Director", "{where}: port {port} is out of range (1 to 65535)")
UNKNOWN_SETTINGS = QT_TRANSLATE_NOOP("Director", "[settings] unknown settings: {names}")
UNKNOWN_STATION_KEYS = QT_TRANSLATE_NOOP("Director", "[station] unknown keys: {names}")
KEPT_LOCALLY = QT_TRANSLATE_NOOP(
    "Director", "{problem}. The station keeps its log locally until this is fixed."
)
NOT_TRUE_OR_FALSE = QT_TRANSLATE_NOOP(
    "Director", "[settings] {key} must be true or false, not {value}"
)
TYPES_INTO_WORDS = QT_TRANSLATE_NOOP("Director", "it types into the words")
NOT_A_KEY = QT_TRANSLATE_NOOP("Director", "it is not a key the station knows")
JUDGE_KEY_CANNOT_JUDGE = QT_TRANSLATE_NOOP(
    "Director", "[settings] judge_key {key} cannot judge ({why}); choose one of: {keys}"
)
WORD_JUDGE_KEY_TYPES = QT_TRANSLATE_NOOP(
    "Director",
    "[settings] word_judge_key {key} is not a key that cannot type; "
    'choose one of: {keys}, or "" for none',
)
IN_SETTINGS = QT_TRANSLATE_NOOP("Director", "[settings] {problem}")
PROFILE_NOT_TABLE = QT_TRANSLATE_NOOP("Director", "{where} must be a [[profiles]] table")
PROFILE_UNKNOWN_KEYS = QT_TRANSLATE_NOOP("Director", "{where}: unknown keys: {names}")
PROFILE_NO_NAME = QT_TRANSLATE_NOOP("Director", "{where} needs a name")
UNKNOWN_RULE = QT_TRANSLATE_NOOP(
    "Director", "{where}: unknown challenge rule {rule}; choose one of: {rules}"
)
BAD_COLOUR = QT_TRANSLATE_NOOP("Director", "{where}: colour must look like #2f6fdb, not {colour}")
PROFILE_NO_LEXICON = QT_TRANSLATE_NOOP("Director", "{where} needs a lexicon")
LEXICON_PATH = QT_TRANSLATE_NOOP(
    "Director", "{where}: lexicon {lexicon} is a lexicon name, not a path"
)
PROFILE_NOT_TRUE_OR_FALSE = QT_TRANSLATE_NOOP(
    "Director", "{where}: {key} must be true or false, not {value}"
)
SHOWN_TO = QT_TRANSLATE_NOOP(
    "Director",
    '{where}: second_opinion_shown must be "director" (the log and director mode '
    'only) or "players", not {value}',
)
NOT_TABLES = QT_TRANSLATE_NOOP("Director", "[station] and [settings] must be tables")
PROFILES_NOT_TABLES = QT_TRANSLATE_NOOP(
    "Director", "profiles must be written as [[profiles]] tables"
)
SAME_NAME = QT_TRANSLATE_NOOP("Director", "two profiles have the same name")
TOO_MANY_PROFILES = QT_TRANSLATE_NOOP("Director", "at most 12 profiles (F1 to F12)")
UNKNOWN_SECTIONS = QT_TRANSLATE_NOOP("Director", "unknown sections: {names}")
JUDGE_KEY_CHOOSES = QT_TRANSLATE_NOOP(
    "Director",
    "[settings] judge_key {key} chooses profile {profile}; "
    "choose another judge key (Tab is the usual one)",
)
WORD_JUDGE_KEY_JUDGES = QT_TRANSLATE_NOOP(
    "Director", "[settings] word_judge_key {key} already judges"
)
WORD_JUDGE_KEY_OUT_PLAY = QT_TRANSLATE_NOOP(
    "Director", "[settings] word_judge_key {key} already marks the out play"
)
WORD_JUDGE_KEY_CHOOSES = QT_TRANSLATE_NOOP(
    "Director", "[settings] word_judge_key {key} already chooses profile {number}"
)
CHOOSE_ANOTHER_KEY = QT_TRANSLATE_NOOP("Director", '{problem}; choose another key, or "" for none')
NO_WORD_JUDGE_KEY = QT_TRANSLATE_NOOP(
    "Director", "{problem}: the station has no word-judge key until this is fixed."
)
DIRECTOR_NOT_TABLE = QT_TRANSLATE_NOOP("Director", "[director] must be a table")
DIRECTOR_UNKNOWN_KEYS = QT_TRANSLATE_NOOP("Director", "[director] unknown keys: {names}")
PIN_HASH_NOT_TEXT = QT_TRANSLATE_NOOP("Director", "[director] pin_hash must be text")
PIN_HASH_FOREIGN = QT_TRANSLATE_NOOP(
    "Director",
    "[director] pin_hash is not a PIN hash written by the station; "
    "set the PIN again with: challenge-kiosk director set-pin",
)


class ConfigError(ValueError):
    """The station file is not usable; the message names the setting and the problem.

    Raised with a `Message` as its only argument: ``str(error)`` is the English, and
    director mode words it in its language (`kiosk.core.i18n.said`)."""


@dataclass(frozen=True)
class Profile:
    """A division: its name, lexicon, challenge rule, colour band, second opinion, and
    the steps of its procedure (ask the table number, ask how many words)."""

    name: str
    lexicon: str = DEFAULT_LEXICON
    rule: str = "double"
    colour: str = PROFILE_COLOURS[0]
    second_opinion: str = ""
    ask_table: bool = False
    declare_count: bool = False
    second_opinion_shown: str = "director"  # or "players"
    federation: str = ""  # a preset (kiosk.core.federations): language, rule and credit line
    language: str = DEFAULT_LANGUAGE  # the players' screens (the chooser excepted)
    credit: str = ""  # the lexicon's credit line, shown small on the ready screen


@dataclass(frozen=True)
class Settings:
    station_name: str = field(default_factory=lambda: socket.gethostname() or "Station")
    judge_key: str = "Tab"
    verdict_seconds: float = 10.0
    idle_clear_seconds: float = 30.0
    split_window_seconds: float = 90.0
    font_scale: float = 1.0
    sound: bool = False
    central_url: str = ""
    receipt_prefix: str = ""  # letters before the receipt number; "" derives it from the id
    director_language: str = DEFAULT_LANGUAGE
    large_print: bool = False  # larger type and higher contrast on the player screens
    spoken_verdict: bool = False  # say the verdict and consequence in the profile's language
    word_judge_key: str = "F11"  # calls a human word judge from the ready screen; "" for none


@dataclass(frozen=True)
class StationConfig:
    settings: Settings
    profiles: tuple[Profile, ...]
    pin_hash: str = ""
    # Settings refused at load and left at their default; the station still judges.
    problems: tuple[Message, ...] = ()


def default_config() -> StationConfig:
    return StationConfig(settings=Settings(), profiles=(Profile(name="Main"),))


def _number(section: str, key: str, value: Any, low: float, high: float) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise ConfigError(NOT_A_NUMBER(section=section, key=key, value=repr(value)))
    if not low <= value <= high:
        raise ConfigError(
            OUT_OF_RANGE(
                section=section, key=key, value=str(value), low=f"{low:g}", high=f"{high:g}"
            )
        )
    return float(value)


def _text(section: Message | str, key: str, value: Any) -> str:
    if not isinstance(value, str):
        raise ConfigError(NOT_TEXT(section=section, key=key, value=repr(value)))
    return value.strip()


def check_name(value: str, what: Message | str, *, limit: int = MAX_NAME_LENGTH) -> str:
    """``value`` if it is a printable name; raises `ConfigError` naming ``what`` otherwise.

    Refused (see `kiosk.core.text.printable_name`): control characters,
    bidirectional formatting characters, invisible format characters, and
    names longer than ``limit`` characters.
    """
    try:
        printable_name(value, str(what), allow_empty=True)
    except ValueError as exc:
        raise ConfigError(said(exc)) from None
    for ch in value:  # zero-width spaces and the like hide in a name as well
        if unicodedata.category(ch) in ("Cf", "Cs", "Co"):
            raise ConfigError(INVISIBLE(what=what, code=f"{ord(ch):04X}"))
    if len(value) > limit:
        raise ConfigError(TOO_LONG(what=what, limit=limit))
    return value


def check_central_url(value: str) -> str:
    """The central log address as the station will use it ("" for none).

    It must be a PostgreSQL address, ``postgresql://`` or
    ``postgresql+psycopg://user[:password]@host[:port]/database``; the plain
    form is given the psycopg driver the station ships with. Raises
    `ConfigError` naming the setting and what is wrong.
    """
    value = value.strip()
    if not value:
        return ""
    where = "[settings] central_url"
    example = "postgresql+psycopg://user@server:5432/challenges"
    if any(unicodedata.category(ch) in ("Cc", "Cf") for ch in value) or " " in value:
        raise ConfigError(URL_SPACES(where=where))
    from sqlalchemy.engine import make_url  # only when an address is set
    from sqlalchemy.exc import ArgumentError

    try:
        url = make_url(value)
        backend, port = url.get_backend_name(), url.port
    except (ArgumentError, ValueError, TypeError):
        raise ConfigError(
            URL_NOT_ADDRESS(where=where, value=repr(value), example=example)
        ) from None
    if backend != "postgresql":
        raise ConfigError(
            URL_NOT_POSTGRESQL(where=where, driver=repr(url.drivername), example=example)
        )
    if url.drivername not in ("postgresql", "postgresql+psycopg"):
        raise ConfigError(URL_DRIVER(where=where, driver=repr(url.drivername)))
    if not url.host:
        raise ConfigError(URL_NO_SERVER(where=where, example=example))
    if not url.database:
        raise ConfigError(URL_NO_DATABASE(where=where, example=example))
    if port is not None and not 0 < port < 65536:
        raise ConfigError(URL_PORT(where=where, port=port))
    return url.set(drivername="postgresql+psycopg").render_as_string(hide_password=False)


def _settings(
    data: Mapping[str, Any], station: Mapping[str, Any], problems: list[Message] | None
) -> Settings:
    base = Settings()
    allowed = {f.name for f in fields(Settings)} - {"station_name"}
    unknown = set(data) - allowed
    if unknown:
        raise ConfigError(UNKNOWN_SETTINGS(names=", ".join(sorted(unknown))))
    unknown = set(station) - {"name"}
    if unknown:
        raise ConfigError(UNKNOWN_STATION_KEYS(names=", ".join(sorted(unknown))))
    name = _text("station", "name", station.get("name", base.station_name)) or base.station_name
    check_name(name, "[station] name")
    central_url = _text("settings", "central_url", data.get("central_url", ""))
    try:
        central_url = check_central_url(central_url)
    except ConfigError as exc:
        if problems is None:
            raise
        # Judging does not need the central log: run without it and tell the director.
        problems.append(KEPT_LOCALLY(problem=said(exc)))
        central_url = ""
    flags = {}
    for key in ("sound", "large_print", "spoken_verdict"):
        value = data.get(key, getattr(base, key))
        if not isinstance(value, bool):
            raise ConfigError(NOT_TRUE_OR_FALSE(key=key, value=repr(value)))
        flags[key] = value
    director_language = _language(
        "[settings] director_language", data.get("director_language", DEFAULT_LANGUAGE)
    )
    judge_key = _text("settings", "judge_key", data.get("judge_key", base.judge_key)) or "Tab"
    known = known_keys()
    if judge_key.casefold() not in known:
        why = (
            TYPES_INTO_WORDS()
            if len(judge_key) == 1 or judge_key.casefold() in ("space", "enter", "return")
            else NOT_A_KEY()
        )
        raise ConfigError(
            JUDGE_KEY_CANNOT_JUDGE(key=repr(judge_key), why=why, keys=", ".join(JUDGE_KEYS))
        )
    word_judge_key = _text(
        "settings", "word_judge_key", data.get("word_judge_key", base.word_judge_key)
    )
    if word_judge_key:
        if word_judge_key.casefold() not in known:
            raise ConfigError(
                WORD_JUDGE_KEY_TYPES(key=repr(word_judge_key), keys=", ".join(JUDGE_KEYS))
            )
        word_judge_key = known[word_judge_key.casefold()]
    prefix = _text("settings", "receipt_prefix", data.get("receipt_prefix", ""))
    if prefix:
        try:
            prefix = check_receipt_prefix(prefix)
        except ValueError as exc:
            raise ConfigError(IN_SETTINGS(problem=said(exc))) from None
    return Settings(
        receipt_prefix=prefix,
        station_name=name,
        judge_key=known[judge_key.casefold()],
        verdict_seconds=_number(
            "settings", "verdict_seconds", data.get("verdict_seconds", base.verdict_seconds), 2, 120
        ),
        idle_clear_seconds=_number(
            "settings",
            "idle_clear_seconds",
            data.get("idle_clear_seconds", base.idle_clear_seconds),
            10,
            600,
        ),
        split_window_seconds=_number(
            "settings",
            "split_window_seconds",
            data.get("split_window_seconds", base.split_window_seconds),
            0,
            3600,
        ),
        font_scale=_number(
            "settings", "font_scale", data.get("font_scale", base.font_scale), 0.5, 2.0
        ),
        central_url=central_url,
        director_language=director_language,
        word_judge_key=word_judge_key,
        **flags,
    )


def _profile(index: int, data: Any) -> Profile:
    where = PROFILE_NUMBER(number=index + 1)
    if not isinstance(data, Mapping):
        raise ConfigError(PROFILE_NOT_TABLE(where=where))
    unknown = set(data) - {f.name for f in fields(Profile)}
    if unknown:
        raise ConfigError(PROFILE_UNKNOWN_KEYS(where=where, names=", ".join(sorted(unknown))))
    name = _text(where, "name", data.get("name", ""))
    if not name:
        raise ConfigError(PROFILE_NO_NAME(where=where))
    check_name(name, NAME_OF(where=where))
    where = PROFILE_NAMED(name=repr(name))
    preset = None
    federation = _text(where, "federation", data.get("federation", ""))
    if federation:
        try:
            preset = federation_by_id(federation)
        except UnknownFederation as exc:
            raise ConfigError(AT(where=where, problem=said(exc))) from None
        federation = preset.id
    language = _language(
        SETTING_OF(where=where, key="language"),
        data.get("language", preset.language if preset else DEFAULT_LANGUAGE),
    )
    credit = _text(where, "credit", data.get("credit", preset.credit if preset else ""))
    check_name(credit, SETTING_OF(where=where, key="credit"), limit=MAX_CREDIT_LENGTH)
    rule = _text(where, "rule", data.get("rule", preset.rule if preset else "double")).lower()
    if rule not in RULES:
        raise ConfigError(UNKNOWN_RULE(where=where, rule=repr(rule), rules=", ".join(RULES)))
    colour = _text(
        where, "colour", data.get("colour", PROFILE_COLOURS[index % len(PROFILE_COLOURS)])
    )
    if not _COLOUR.fullmatch(colour):
        raise ConfigError(BAD_COLOUR(where=where, colour=repr(colour)))
    lexicon = _text(where, "lexicon", data.get("lexicon", DEFAULT_LEXICON))
    if not lexicon:
        raise ConfigError(PROFILE_NO_LEXICON(where=where))
    check_name(lexicon, SETTING_OF(where=where, key="lexicon"))
    if any(ch in lexicon for ch in "/\\") or lexicon in (".", ".."):
        raise ConfigError(LEXICON_PATH(where=where, lexicon=repr(lexicon)))
    second = _text(where, "second_opinion", data.get("second_opinion", ""))
    check_name(second, SETTING_OF(where=where, key="second_opinion"))
    flags = {}
    for key in ("ask_table", "declare_count"):
        value = data.get(key, False)
        if not isinstance(value, bool):
            raise ConfigError(PROFILE_NOT_TRUE_OR_FALSE(where=where, key=key, value=repr(value)))
        flags[key] = value
    shown = _text(where, "second_opinion_shown", data.get("second_opinion_shown", "director"))
    if shown not in ("director", "players"):
        raise ConfigError(SHOWN_TO(where=where, value=repr(shown)))
    return Profile(
        name=name,
        lexicon=lexicon,
        rule=rule,
        colour=colour,
        second_opinion=second,
        second_opinion_shown=shown,
        federation=federation,
        language=language,
        credit=credit,
        **flags,
    )


def config_from_dict(data: Mapping[str, Any], *, lenient: bool = False) -> StationConfig:
    """Validate parsed TOML; raises `ConfigError` naming the first problem.

    ``lenient`` (loading, never saving) lets a bad central log address through
    as a problem in `StationConfig.problems` instead of refusing the file.
    """
    station = data.get("station", {})
    settings = data.get("settings", {})
    if not isinstance(station, Mapping) or not isinstance(settings, Mapping):
        raise ConfigError(NOT_TABLES())
    raw_profiles = data.get("profiles", [])
    if not isinstance(raw_profiles, list):
        raise ConfigError(PROFILES_NOT_TABLES())
    profiles = tuple(_profile(i, p) for i, p in enumerate(raw_profiles)) or (Profile(name="Main"),)
    names = [p.name.casefold() for p in profiles]
    if len(set(names)) != len(names):
        raise ConfigError(SAME_NAME())
    if len(profiles) > 12:
        raise ConfigError(TOO_MANY_PROFILES())
    unknown = [k for k in data if k not in SECTIONS]
    if unknown:
        raise ConfigError(UNKNOWN_SECTIONS(names=", ".join(sorted(unknown))))
    problems: list[Message] | None = [] if lenient else None
    settings_value = _settings(settings, station, problems)
    if settings_value.judge_key not in judge_keys_for(len(profiles)):
        index = int(settings_value.judge_key[1:])
        raise ConfigError(
            JUDGE_KEY_CHOOSES(key=settings_value.judge_key, profile=repr(profiles[index - 1].name))
        )
    settings_value = _word_judge_key(settings_value, len(profiles), problems)
    return StationConfig(
        settings=settings_value,
        profiles=profiles,
        pin_hash=pin_hash_value(data.get("director", {})),
        problems=tuple(problems or ()),
    )


def _word_judge_key(settings: Settings, profiles: int, problems: list[Message] | None) -> Settings:
    """The word-judge key must not judge, mark the out play or choose a division."""
    key = settings.word_judge_key
    taken = {
        settings.judge_key: WORD_JUDGE_KEY_JUDGES(key=key),
        OUT_PLAY_KEY: WORD_JUDGE_KEY_OUT_PLAY(key=key),
    }
    if profiles > 1:
        taken.update(
            {f"F{i}": WORD_JUDGE_KEY_CHOOSES(key=key, number=i) for i in range(1, profiles + 1)}
        )
    if not key or key not in taken:
        return settings
    message = taken[key]
    if problems is None:
        raise ConfigError(CHOOSE_ANOTHER_KEY(problem=message))
    problems.append(NO_WORD_JUDGE_KEY(problem=message))
    return replace(settings, word_judge_key="")


def pin_hash_value(director: Any) -> str:
    if not isinstance(director, Mapping):
        raise ConfigError(DIRECTOR_NOT_TABLE())
    unknown = set(director) - {"pin_hash"}
    if unknown:
        raise ConfigError(DIRECTOR_UNKNOWN_KEYS(names=", ".join(sorted(unknown))))
    pin_hash = director.get("pin_hash", "")
    if not isinstance(pin_hash, str):
        raise ConfigError(PIN_HASH_NOT_TEXT())
    if pin_hash and not pin_hash.startswith("$argon2"):
        raise ConfigError(PIN_HASH_FOREIGN())
    return pin_hash
