"""The values of a station file and their checks (no file I/O: see `kiosk.config.settings`).

`config_from_dict` is the one check of every value, used when a file is read,
before director mode or a command writes one, and by the file loader's
"last good" copy: a bad value is refused with a message naming the setting.

Settings differ in what a mistake may cost. Those that decide what is judged or
what is recorded about it (lexicon, rule, judge key, station name, split window,
profile names ...) stop the station until they are fixed: judging on a guess is
worse than not judging. The cosmetic ones (`COSMETIC_SETTINGS`, `COSMETIC_PROFILE_KEYS`:
how the station looks, sounds and times its screens, the director's language, the
letters before receipt numbers) change neither: when a file is read, a bad one is
left at its default with a warning for the director (`StationConfig.fallbacks`), and
the station judges as usual. Nothing is ever saved with a bad value.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, fields, replace
from functools import partial
from typing import Any, TypeVar

from kiosk.config import messages as msg
from kiosk.config.messages import ConfigError
from kiosk.config.url import check_central_url, check_pairings_source
from kiosk.core.federations import UnknownFederation, federation_by_id
from kiosk.core.i18n import Message, Value, said
from kiosk.core.languages import DEFAULT_LANGUAGE, UnknownLanguage, language_code
from kiosk.core.receipts import RECEIPT_LETTERS, check_receipt_prefix
from kiosk.core.rules import RULES
from kiosk.core.text import printable_name
from kiosk.storage.paths import host_name

__all__ = [
    "COSMETIC_PROFILE_KEYS",
    "COSMETIC_SETTINGS",
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
# Settings that change neither what is judged nor what is recorded about it: a bad one is left
# at its default when a file is read (with a director warning), never a reason not to judge.
# The receipt prefix is among them: any prefix names the record, and the default (letters
# derived from the station's id) is as good as a chosen one.
COSMETIC_SETTINGS = (
    "verdict_seconds",
    "idle_clear_seconds",
    "font_scale",
    "sound",
    "large_print",
    "spoken_verdict",
    "director_language",
    "receipt_prefix",
    "word_judge_wait_seconds",
)
# A profile's colour band, the language of its players' screens and its lexicon's credit line:
# the verdict and the record are the same in every colour and language.
COSMETIC_PROFILE_KEYS = ("colour", "language", "credit")
_FINGERPRINT = re.compile(r"[0-9a-f]{64}")
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
        raise ConfigError(msg.AT(where=where, problem=said(exc))) from None


def judge_keys_for(profile_count: int) -> tuple[str, ...]:
    """The judge keys a station with this many profiles may use: F1, F2 ... choose the
    division when there are several, so those cannot judge."""
    taken = {f"F{i}" for i in range(1, profile_count + 1)} if profile_count > 1 else set()
    return tuple(k for k in JUDGE_KEYS if k not in taken)


MAX_FILE_BYTES = 1_000_000  # a station file is a few hundred bytes; refuse anything absurd
MAX_NAME_LENGTH = 60
MAX_CREDIT_LENGTH = 120
OUT_PLAY_KEY = "F12"
MAX_PROFILES = 11  # F1 to F11 choose them; F12, the out-play key, never does
PROFILE_COLOURS = ("#2f6fdb", "#c2410c", "#7c3aed", "#0f766e", "#b91c1c", "#a16207")
_COLOUR = re.compile(r"#[0-9a-fA-F]{6}")


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
    # The exact list, by the fingerprint of its words ("": the one installed under the name):
    # set by the event plan in force, or in the file when two lists share one name.
    fingerprint: str = ""
    pairings_division: str = ""  # its division in TSH's feed; "": the feed's only division


@dataclass(frozen=True)
class Settings:
    station_name: str = field(default_factory=lambda: host_name() or "Station")
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
    # a call nobody acknowledged this long: the station tells the players to fetch the director
    word_judge_wait_seconds: float = 120.0
    pairings: str = ""  # TSH's tourney.js: an http(s) address or a full path; "" for none


@dataclass(frozen=True)
class StationConfig:
    settings: Settings
    profiles: tuple[Profile, ...]
    pin_hash: str = ""
    # Settings refused at load and left at their default; the station still judges.
    problems: tuple[Message, ...] = ()
    # Those of ``problems`` that are cosmetic settings (`COSMETIC_SETTINGS`): the self-test
    # warns about them; the others (no central log, no word-judge key) fail it.
    fallbacks: tuple[Message, ...] = ()


@dataclass
class _Leniency:
    """What a load lets through instead of refusing the file (see `config_from_dict`)."""

    problems: list[Message] = field(default_factory=list)
    fallbacks: list[Message] = field(default_factory=list)


_T = TypeVar("_T")


def _cosmetic(found: _Leniency | None, check: Callable[[], _T], default: _T, shown: Value) -> _T:
    """A cosmetic setting: what ``check`` returns, or, when a file is read (``found``) and the
    value is refused, ``default`` and a warning naming the setting and the default used."""
    try:
        return check()
    except ConfigError as exc:
        if found is None:
            raise
        warning = msg.COSMETIC_DEFAULT(problem=said(exc), default=shown)
        found.problems.append(warning)
        found.fallbacks.append(warning)
        return default


def default_config() -> StationConfig:
    return StationConfig(settings=Settings(), profiles=(Profile(name="Main"),))


def _number(section: str, key: str, value: Any, low: float, high: float) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise ConfigError(msg.NOT_A_NUMBER(section=section, key=key, value=repr(value)))
    if not low <= value <= high:
        raise ConfigError(
            msg.OUT_OF_RANGE(
                section=section, key=key, value=str(value), low=f"{low:g}", high=f"{high:g}"
            )
        )
    return float(value)


def _text(section: Message | str, key: str, value: Any) -> str:
    if not isinstance(value, str):
        raise ConfigError(msg.NOT_TEXT(section=section, key=key, value=repr(value)))
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
            raise ConfigError(msg.INVISIBLE(what=what, code=f"{ord(ch):04X}"))
    if len(value) > limit:
        raise ConfigError(msg.TOO_LONG(what=what, limit=limit))
    return value


def _flag(key: str, value: Any) -> bool:
    if not isinstance(value, bool):
        raise ConfigError(msg.NOT_TRUE_OR_FALSE(key=key, value=repr(value)))
    return value


def _receipt_prefix(value: Any) -> str:
    prefix = _text("settings", "receipt_prefix", value)
    if not prefix:
        return ""
    try:
        return check_receipt_prefix(prefix)
    except ValueError:
        raise ConfigError(
            msg.BAD_RECEIPT_PREFIX(value=repr(prefix), letters=RECEIPT_LETTERS)
        ) from None


def _settings(
    data: Mapping[str, Any], station: Mapping[str, Any], found: _Leniency | None
) -> Settings:
    base = Settings()
    allowed = {f.name for f in fields(Settings)} - {"station_name"}
    unknown = set(data) - allowed
    if unknown:
        raise ConfigError(msg.UNKNOWN_SETTINGS(names=", ".join(sorted(unknown))))
    unknown = set(station) - {"name"}
    if unknown:
        raise ConfigError(msg.UNKNOWN_STATION_KEYS(names=", ".join(sorted(unknown))))
    name = _text("station", "name", station.get("name", base.station_name)) or base.station_name
    check_name(name, "[station] name")
    central_url = _text("settings", "central_url", data.get("central_url", ""))
    try:
        central_url = check_central_url(central_url)
    except ConfigError as exc:
        if found is None:
            raise
        # Judging does not need the central log: run without it and tell the director.
        found.problems.append(msg.KEPT_LOCALLY(problem=said(exc)))
        central_url = ""
    try:
        pairings = check_pairings_source(data.get("pairings", ""))
    except ConfigError as exc:
        if found is None:
            raise
        # Judging does not need the pairings: judge without them and tell the director.
        found.problems.append(msg.AT(where=said(exc), problem="no pairings until this is fixed"))
        pairings = ""
    cosmetic: dict[str, Any] = {}
    for key in ("sound", "large_print", "spoken_verdict"):
        default = getattr(base, key)
        value = data.get(key, default)
        cosmetic[key] = _cosmetic(found, partial(_flag, key, value), default, str(default).lower())
    cosmetic["director_language"] = _cosmetic(
        found,
        partial(
            _language,
            "[settings] director_language",
            data.get("director_language", DEFAULT_LANGUAGE),
        ),
        DEFAULT_LANGUAGE,
        DEFAULT_LANGUAGE,
    )
    cosmetic["receipt_prefix"] = _cosmetic(
        found, lambda: _receipt_prefix(data.get("receipt_prefix", "")), "", msg.PREFIX_FROM_ID()
    )
    for key, low, high in _TIMES_AND_SIZES:
        default = getattr(base, key)
        value = data.get(key, default)
        check = partial(_number, "settings", key, value, low, high)
        cosmetic[key] = _cosmetic(found, check, default, f"{default:g}")
    judge_key = _text("settings", "judge_key", data.get("judge_key", base.judge_key)) or "Tab"
    known = known_keys()
    if judge_key.casefold() not in known:
        why = (
            msg.TYPES_INTO_WORDS()
            if len(judge_key) == 1 or judge_key.casefold() in ("space", "enter", "return")
            else msg.NOT_A_KEY()
        )
        raise ConfigError(
            msg.JUDGE_KEY_CANNOT_JUDGE(key=repr(judge_key), why=why, keys=", ".join(JUDGE_KEYS))
        )
    word_judge_key = _text(
        "settings", "word_judge_key", data.get("word_judge_key", base.word_judge_key)
    )
    if word_judge_key:
        if word_judge_key.casefold() not in known:
            raise ConfigError(
                msg.WORD_JUDGE_KEY_TYPES(key=repr(word_judge_key), keys=", ".join(JUDGE_KEYS))
            )
        word_judge_key = known[word_judge_key.casefold()]
    return Settings(
        station_name=name,
        judge_key=known[judge_key.casefold()],
        split_window_seconds=_number(
            "settings",
            "split_window_seconds",
            data.get("split_window_seconds", base.split_window_seconds),
            0,
            3600,
        ),
        central_url=central_url,
        word_judge_key=word_judge_key,
        pairings=pairings,
        **cosmetic,
    )


# The cosmetic numbers and their ranges: (setting, lowest, highest).
_TIMES_AND_SIZES = (
    ("verdict_seconds", 2, 120),
    ("idle_clear_seconds", 10, 600),
    ("font_scale", 0.5, 2.0),
    ("word_judge_wait_seconds", 10, 1800),
)


def _credit(where: Message, value: Any) -> str:
    credit = _text(where, "credit", value)
    check_name(credit, msg.SETTING_OF(where=where, key="credit"), limit=MAX_CREDIT_LENGTH)
    return credit


def _colour(where: Message, value: Any) -> str:
    colour = _text(where, "colour", value)
    if not _COLOUR.fullmatch(colour):
        raise ConfigError(msg.BAD_COLOUR(where=where, colour=repr(colour)))
    return colour


def _profile(index: int, data: Any, found: _Leniency | None = None) -> Profile:
    where = msg.PROFILE_NUMBER(number=index + 1)
    if not isinstance(data, Mapping):
        raise ConfigError(msg.PROFILE_NOT_TABLE(where=where))
    unknown = set(data) - {f.name for f in fields(Profile)}
    if unknown:
        raise ConfigError(msg.PROFILE_UNKNOWN_KEYS(where=where, names=", ".join(sorted(unknown))))
    name = _text(where, "name", data.get("name", ""))
    if not name:
        raise ConfigError(msg.PROFILE_NO_NAME(where=where))
    check_name(name, msg.NAME_OF(where=where))
    where = msg.PROFILE_NAMED(name=repr(name))
    preset = None
    federation = _text(where, "federation", data.get("federation", ""))
    if federation:
        try:
            preset = federation_by_id(federation)
        except UnknownFederation as exc:
            raise ConfigError(msg.AT(where=where, problem=said(exc))) from None
        federation = preset.id
    default_language = preset.language if preset else DEFAULT_LANGUAGE
    language = _cosmetic(
        found,
        partial(
            _language,
            msg.SETTING_OF(where=where, key="language"),
            data.get("language", default_language),
        ),
        default_language,
        default_language,
    )
    default_credit = preset.credit if preset else ""
    credit = _cosmetic(
        found,
        partial(_credit, where, data.get("credit", default_credit)),
        default_credit,
        repr(default_credit) if default_credit else msg.NO_CREDIT_LINE(),
    )
    rule = _text(where, "rule", data.get("rule", preset.rule if preset else "double")).lower()
    if rule not in RULES:
        raise ConfigError(msg.UNKNOWN_RULE(where=where, rule=repr(rule), rules=", ".join(RULES)))
    default_colour = PROFILE_COLOURS[index % len(PROFILE_COLOURS)]
    colour = _cosmetic(
        found,
        partial(_colour, where, data.get("colour", default_colour)),
        default_colour,
        default_colour,
    )
    lexicon = _text(where, "lexicon", data.get("lexicon", DEFAULT_LEXICON))
    if not lexicon:
        raise ConfigError(msg.PROFILE_NO_LEXICON(where=where))
    check_name(lexicon, msg.SETTING_OF(where=where, key="lexicon"))
    if any(ch in lexicon for ch in "/\\") or lexicon in (".", ".."):
        raise ConfigError(msg.LEXICON_PATH(where=where, lexicon=repr(lexicon)))
    second = _text(where, "second_opinion", data.get("second_opinion", ""))
    check_name(second, msg.SETTING_OF(where=where, key="second_opinion"))
    flags = {}
    for key in ("ask_table", "declare_count"):
        value = data.get(key, False)
        if not isinstance(value, bool):
            raise ConfigError(
                msg.PROFILE_NOT_TRUE_OR_FALSE(where=where, key=key, value=repr(value))
            )
        flags[key] = value
    pairings_division = data.get("pairings_division", "")
    if isinstance(pairings_division, int) and not isinstance(pairings_division, bool):
        pairings_division = str(pairings_division)  # TSH names divisions 1, 2 ... too
    pairings_division = _text(where, "pairings_division", pairings_division)
    check_name(pairings_division, msg.SETTING_OF(where=where, key="pairings_division"))
    shown = _text(where, "second_opinion_shown", data.get("second_opinion_shown", "director"))
    if shown not in ("director", "players"):
        raise ConfigError(msg.SHOWN_TO(where=where, value=repr(shown)))
    fingerprint = _text(where, "fingerprint", data.get("fingerprint", ""))
    if fingerprint and not _FINGERPRINT.fullmatch(fingerprint):
        raise ConfigError(msg.PROFILE_FINGERPRINT(where=where, value=repr(fingerprint[:80])))
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
        fingerprint=fingerprint,
        pairings_division=pairings_division,
        **flags,
    )


def config_from_dict(data: Mapping[str, Any], *, lenient: bool = False) -> StationConfig:
    """Validate parsed TOML; raises `ConfigError` naming the first problem.

    ``lenient`` (loading, never saving) lets a bad central log address, a clashing
    word-judge key and bad cosmetic settings through as `StationConfig.problems` (each
    left at its default) instead of refusing the file; the cosmetic ones are also in
    `StationConfig.fallbacks`.
    """
    station = data.get("station", {})
    settings = data.get("settings", {})
    if not isinstance(station, Mapping) or not isinstance(settings, Mapping):
        raise ConfigError(msg.NOT_TABLES())
    raw_profiles = data.get("profiles", [])
    if not isinstance(raw_profiles, list):
        raise ConfigError(msg.PROFILES_NOT_TABLES())
    found = _Leniency() if lenient else None
    profiles = tuple(_profile(i, p, found) for i, p in enumerate(raw_profiles)) or (
        Profile(name="Main"),
    )
    names = [p.name.casefold() for p in profiles]
    if len(set(names)) != len(names):
        raise ConfigError(msg.SAME_NAME())
    if len(profiles) > MAX_PROFILES:  # F12 marks the out play: it chooses no division
        raise ConfigError(msg.TOO_MANY_PROFILES(most=MAX_PROFILES))
    unknown = [k for k in data if k not in SECTIONS]
    if unknown:
        raise ConfigError(msg.UNKNOWN_SECTIONS(names=", ".join(sorted(unknown))))
    settings_value = _settings(settings, station, found)
    if settings_value.judge_key not in judge_keys_for(len(profiles)):
        index = int(settings_value.judge_key[1:])
        raise ConfigError(
            msg.JUDGE_KEY_CHOOSES(
                key=settings_value.judge_key, profile=repr(profiles[index - 1].name)
            )
        )
    if settings_value.judge_key == OUT_PLAY_KEY:
        # One key, two jobs: the out play could never be marked (NSA V.C, NASSC).
        raise ConfigError(msg.JUDGE_KEY_OUT_PLAY(key=settings_value.judge_key))
    settings_value = _word_judge_key(settings_value, len(profiles), found)
    return StationConfig(
        settings=settings_value,
        profiles=profiles,
        pin_hash=pin_hash_value(data.get("director", {})),
        problems=tuple(found.problems if found else ()),
        fallbacks=tuple(found.fallbacks if found else ()),
    )


def _word_judge_key(settings: Settings, profiles: int, found: _Leniency | None) -> Settings:
    """The word-judge key must not judge, mark the out play or choose a division."""
    key = settings.word_judge_key
    taken = {
        settings.judge_key: msg.WORD_JUDGE_KEY_JUDGES(key=key),
        OUT_PLAY_KEY: msg.WORD_JUDGE_KEY_OUT_PLAY(key=key),
    }
    if profiles > 1:
        taken.update(
            {f"F{i}": msg.WORD_JUDGE_KEY_CHOOSES(key=key, number=i) for i in range(1, profiles + 1)}
        )
    if not key or key not in taken:
        return settings
    message = taken[key]
    if found is None:
        raise ConfigError(msg.CHOOSE_ANOTHER_KEY(problem=message))
    found.problems.append(msg.NO_WORD_JUDGE_KEY(problem=message))
    return replace(settings, word_judge_key="")


def pin_hash_value(director: Any) -> str:
    if not isinstance(director, Mapping):
        raise ConfigError(msg.DIRECTOR_NOT_TABLE())
    unknown = set(director) - {"pin_hash"}
    if unknown:
        raise ConfigError(msg.DIRECTOR_UNKNOWN_KEYS(names=", ".join(sorted(unknown))))
    pin_hash = director.get("pin_hash", "")
    if not isinstance(pin_hash, str):
        raise ConfigError(msg.PIN_HASH_NOT_TEXT())
    if pin_hash and not pin_hash.startswith("$argon2"):
        raise ConfigError(msg.PIN_HASH_FOREIGN())
    return pin_hash
