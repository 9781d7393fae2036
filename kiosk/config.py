"""The station configuration: one TOML file under the kiosk home.

A director can write it by hand and copy it to many stations; the station's
identity (its id) is kept apart, in the ``station-id`` file, so copies never
share an id. Example::

    [station]
    name = "Station 3"

    [settings]
    judge_key = "Tab"            # any Qt key name: "Tab", "F12", "Space" ...
    verdict_seconds = 10
    idle_clear_seconds = 30
    split_window_seconds = 90
    font_scale = 1.0
    sound = false
    central_url = ""             # postgresql+psycopg://user@host/db

    [[profiles]]
    name = "Division A"
    lexicon = "NWL2023"          # an installed lexicon, by name; "ENABLE" is built in
    rule = "double"              # double | five-point | ten-point
    colour = "#2f6fdb"
    second_opinion = "NWL2020"   # optional

    [director]
    pin_hash = "$argon2id$..."   # written by the station; never the PIN itself

With no file the station serves one profile: ENABLE under double challenge.
Every file that loads cleanly is also kept as ``station.last-good.toml``; a
file with a mistake is refused (the station says what is wrong) and the
last good one stays beside it for the director to restore.
"""

from __future__ import annotations

import os
import re
import shutil
import socket
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass, field, fields
from pathlib import Path
from typing import Any

import tomlkit

from kiosk.core.rules import RULES
from kiosk.paths import kiosk_home

__all__ = [
    "CONFIG_FILE",
    "ConfigError",
    "Profile",
    "Settings",
    "StationConfig",
    "config_from_dict",
    "default_config",
    "load_config",
]

CONFIG_FILE = "station.toml"
LAST_GOOD_FILE = "station.last-good.toml"
SECTIONS = ("station", "settings", "profiles", "director")
DEFAULT_LEXICON = "ENABLE"
# Keys that may judge: none of them types a letter or separates words.
JUDGE_KEYS = (
    "Tab",
    "Space",
    "Insert",
    "Home",
    "End",
    "PgUp",
    "PgDown",
    "Pause",
    *(f"F{i}" for i in range(1, 13)),
)
PROFILE_COLOURS = ("#2f6fdb", "#c2410c", "#7c3aed", "#0f766e", "#b91c1c", "#a16207")
_COLOUR = re.compile(r"#[0-9a-fA-F]{6}")


class ConfigError(ValueError):
    """The station file is not usable; the message names the setting and the problem."""


@dataclass(frozen=True)
class Profile:
    """A division: its name, lexicon, challenge rule, colour band, second opinion."""

    name: str
    lexicon: str = DEFAULT_LEXICON
    rule: str = "double"
    colour: str = PROFILE_COLOURS[0]
    second_opinion: str = ""


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


@dataclass(frozen=True)
class StationConfig:
    settings: Settings
    profiles: tuple[Profile, ...]
    pin_hash: str = ""


def default_config() -> StationConfig:
    return StationConfig(settings=Settings(), profiles=(Profile(name="Main"),))


def _number(section: str, key: str, value: Any, low: float, high: float) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise ConfigError(f"[{section}] {key} must be a number, not {value!r}")
    if not low <= value <= high:
        raise ConfigError(f"[{section}] {key} = {value} is out of range ({low:g} to {high:g})")
    return float(value)


def _text(section: str, key: str, value: Any) -> str:
    if not isinstance(value, str):
        raise ConfigError(f"[{section}] {key} must be text in quotes, not {value!r}")
    return value.strip()


def _settings(data: Mapping[str, Any], station: Mapping[str, Any]) -> Settings:
    base = Settings()
    known = {f.name for f in fields(Settings)} - {"station_name"}
    unknown = set(data) - known
    if unknown:
        raise ConfigError(f"[settings] unknown setting(s): {', '.join(sorted(unknown))}")
    name = _text("station", "name", station.get("name", base.station_name)) or base.station_name
    sound = data.get("sound", base.sound)
    if not isinstance(sound, bool):
        raise ConfigError(f"[settings] sound must be true or false, not {sound!r}")
    judge_key = _text("settings", "judge_key", data.get("judge_key", base.judge_key)) or "Tab"
    known = {k.casefold(): k for k in JUDGE_KEYS}
    if judge_key.casefold() not in known:
        raise ConfigError(
            f"[settings] judge_key {judge_key!r} is not a judge key; choose one of: "
            f"{', '.join(JUDGE_KEYS)}"
        )
    return Settings(
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
        sound=sound,
        central_url=_text("settings", "central_url", data.get("central_url", "")),
    )


def _profile(index: int, data: Any) -> Profile:
    where = f"profile {index + 1}"
    if not isinstance(data, Mapping):
        raise ConfigError(f"{where} must be a [[profiles]] table")
    unknown = set(data) - {f.name for f in fields(Profile)}
    if unknown:
        raise ConfigError(f"{where}: unknown key(s): {', '.join(sorted(unknown))}")
    name = _text(where, "name", data.get("name", ""))
    if not name:
        raise ConfigError(f"{where} needs a name")
    where = f"profile {name!r}"
    rule = _text(where, "rule", data.get("rule", "double")).lower()
    if rule not in RULES:
        raise ConfigError(
            f"{where}: unknown challenge rule {rule!r}; choose one of: {', '.join(RULES)}"
        )
    colour = _text(
        where, "colour", data.get("colour", PROFILE_COLOURS[index % len(PROFILE_COLOURS)])
    )
    if not _COLOUR.fullmatch(colour):
        raise ConfigError(f"{where}: colour must look like #2f6fdb, not {colour!r}")
    lexicon = _text(where, "lexicon", data.get("lexicon", DEFAULT_LEXICON))
    if not lexicon:
        raise ConfigError(f"{where} needs a lexicon")
    return Profile(
        name=name,
        lexicon=lexicon,
        rule=rule,
        colour=colour,
        second_opinion=_text(where, "second_opinion", data.get("second_opinion", "")),
    )


def config_from_dict(data: Mapping[str, Any]) -> StationConfig:
    """Validate parsed TOML; raises `ConfigError` naming the first problem."""
    station = data.get("station", {})
    settings = data.get("settings", {})
    if not isinstance(station, Mapping) or not isinstance(settings, Mapping):
        raise ConfigError("[station] and [settings] must be tables")
    raw_profiles = data.get("profiles", [])
    if not isinstance(raw_profiles, list):
        raise ConfigError("profiles must be written as [[profiles]] tables")
    profiles = tuple(_profile(i, p) for i, p in enumerate(raw_profiles)) or (Profile(name="Main"),)
    names = [p.name.casefold() for p in profiles]
    if len(set(names)) != len(names):
        raise ConfigError("two profiles have the same name")
    if len(profiles) > 12:
        raise ConfigError("at most 12 profiles (F1 to F12)")
    unknown = [k for k in data if k not in SECTIONS]
    if unknown:
        raise ConfigError(f"unknown section(s): {', '.join(sorted(unknown))}")
    director = data.get("director", {})
    if not isinstance(director, Mapping) or not isinstance(director.get("pin_hash", ""), str):
        raise ConfigError("[director] pin_hash must be text")
    return StationConfig(
        settings=_settings(settings, station),
        profiles=profiles,
        pin_hash=str(director.get("pin_hash", "")),
    )


def config_path() -> Path:
    return kiosk_home() / CONFIG_FILE


def _parse(path: Path) -> StationConfig:
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return default_config()
    except (OSError, UnicodeDecodeError) as exc:
        raise ConfigError(f"{path.name} cannot be read: {exc}") from None
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise ConfigError(f"{path.name} is not valid TOML: {exc}") from None
    return config_from_dict(data)


def load_config(path: Path | None = None, *, keep_last_good: bool = True) -> StationConfig:
    """The station config (defaults when there is no file); raises `ConfigError`.

    A file that loads cleanly is copied to ``station.last-good.toml`` unless
    ``keep_last_good`` is False (checks that must leave the home untouched).
    """
    path = path or config_path()
    config = _parse(path)
    if keep_last_good and path.is_file():
        last_good = path.with_name(LAST_GOOD_FILE)
        try:
            if not last_good.is_file() or last_good.read_bytes() != path.read_bytes():
                shutil.copyfile(path, last_good)
        except OSError:
            pass  # a read-only home still judges; the copy is a convenience
    return config


def load_last_good(path: Path | None = None) -> StationConfig | None:
    """The last configuration that loaded cleanly, if one was kept."""
    last_good = (path or config_path()).with_name(LAST_GOOD_FILE)
    if not last_good.is_file():
        return None
    try:
        return _parse(last_good)
    except ConfigError:
        return None


def stored_pin_hash(path: Path | None = None) -> str:
    """The director PIN hash, even when the rest of the file has a mistake.

    The director must be able to get in to fix a broken file, so this reads the
    ``[director]`` table alone, falling back to the last good file.
    """
    path = path or config_path()
    for candidate in (path, path.with_name(LAST_GOOD_FILE)):
        try:
            data = tomllib.loads(candidate.read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError):
            continue
        director = data.get("director", {})
        if isinstance(director, Mapping) and isinstance(director.get("pin_hash"), str):
            return str(director["pin_hash"])
    return ""


def _document(path: Path) -> tomlkit.TOMLDocument:
    """The file as an editable document (a new one when there is no file).

    A file that cannot be parsed is never overwritten: raises `ConfigError`.
    """
    try:
        return tomlkit.parse(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        doc = tomlkit.document()
        doc.add(tomlkit.comment("Challenge station settings: see the README, 'For directors'."))
        return doc
    except (OSError, UnicodeDecodeError, tomlkit.exceptions.ParseError) as exc:
        raise ConfigError(f"{path.name} cannot be updated until it is fixed: {exc}") from None


def _write(path: Path, doc: tomlkit.TOMLDocument) -> None:
    text = tomlkit.dumps(doc)
    config_from_dict(tomllib.loads(text))  # never write a file the station would refuse
    tmp = path.with_name(f".{path.name}.tmp")
    with open(tmp, "w", encoding="utf-8") as out:
        out.write(text)
        out.flush()
        os.fsync(out.fileno())
    os.replace(tmp, path)
    shutil.copyfile(path, path.with_name(LAST_GOOD_FILE))


def save_config(config: StationConfig, path: Path | None = None) -> None:
    """Write ``config`` to the station file, keeping comments a director wrote by hand."""
    path = path or config_path()
    doc = _document(path)
    station = doc.setdefault("station", tomlkit.table())
    station["name"] = config.settings.station_name
    settings = doc.setdefault("settings", tomlkit.table())
    for item in fields(Settings):
        if item.name != "station_name":
            settings[item.name] = getattr(config.settings, item.name)
    profiles = tomlkit.aot()
    for profile in config.profiles:
        table = tomlkit.table()
        for item in fields(Profile):
            value = getattr(profile, item.name)
            if value != "" or item.name != "second_opinion":
                table[item.name] = value
        profiles.append(table)
    doc["profiles"] = profiles
    if config.pin_hash:
        director = doc.setdefault("director", tomlkit.table())
        director["pin_hash"] = config.pin_hash
    _write(path, doc)


def save_pin_hash(pin_hash: str, path: Path | None = None) -> None:
    """Store a new PIN hash, changing nothing else in the file."""
    path = path or config_path()
    doc = _document(path)
    director = doc.setdefault("director", tomlkit.table())
    director["pin_hash"] = pin_hash
    _write(path, doc)
