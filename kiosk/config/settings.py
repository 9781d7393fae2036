"""The station configuration: one TOML file under the kiosk home.

A director can write it by hand and copy it to many stations; the station's
identity (its id) is kept apart, in the ``station-id`` file, so copies never
share an id. Example::

    [station]
    name = "Station 3"

    [settings]
    judge_key = "Tab"            # Tab, an F key no profile uses, Insert, KeypadEnter ...
    verdict_seconds = 10
    idle_clear_seconds = 30
    split_window_seconds = 90
    font_scale = 1.0
    sound = false
    central_url = ""             # postgresql+psycopg://user@host:5432/db (checked before use)

    [[profiles]]
    name = "Division A"
    lexicon = "NWL2023"          # an installed lexicon, by name; "ENABLE" is built in
    rule = "double"              # see the rule table in the README
    colour = "#2f6fdb"
    second_opinion = "NWL2020"   # optional

    [director]
    pin_hash = "$argon2id$..."   # written by the station; never the PIN itself

With no file the station serves one profile: ENABLE under double challenge.
A file that is there but empty (nothing but blank lines or comments) is a
mistake, not "no settings": it is refused like any other broken file.
Every file that loads cleanly is also kept as ``station.last-good.toml``; a
file with a mistake is refused (the station says what is wrong) and the
last good one stays beside it for the director to restore.

Every value is checked in one place, `config_from_dict`, used by the file
loader, director mode and the command line: before a file is written and
again when it is read. One setting never stops a station from judging: a
central log address that is not a PostgreSQL address is left out at load
(the station judges and keeps its log locally) and reported in
`StationConfig.problems` for the director; such a file is not "last good".
"""

from __future__ import annotations

import tomllib
from collections.abc import Mapping
from dataclasses import fields
from pathlib import Path
from typing import TYPE_CHECKING, Any

from kiosk.config.values import (
    DEFAULT_LEXICON,
    JUDGE_KEYS,
    MAX_FILE_BYTES,
    MAX_NAME_LENGTH,
    PROFILE_COLOURS,
    SECTIONS,
    ConfigError,
    Profile,
    Settings,
    StationConfig,
    check_central_url,
    check_name,
    config_from_dict,
    default_config,
    judge_keys_for,
    pin_hash_value,
)
from kiosk.core.federations import FEDERATIONS
from kiosk.core.i18n import QT_TRANSLATE_NOOP
from kiosk.core.languages import DEFAULT_LANGUAGE
from kiosk.storage.files import atomic_write, read_regular_file
from kiosk.storage.paths import kiosk_home

if TYPE_CHECKING:
    from tomlkit import TOMLDocument

__all__ = [
    "CONFIG_FILE",
    "DEFAULT_LEXICON",
    "JUDGE_KEYS",
    "LAST_GOOD_FILE",
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
    "judge_keys_for",
    "config_as_dict",
    "config_from_dict",
    "default_config",
    "load_config",
]

CONFIG_FILE = "station.toml"
LAST_GOOD_FILE = "station.last-good.toml"

# Why the file itself cannot be used (`ConfigError`'s message; director mode words it).
IS_A_FOLDER = QT_TRANSLATE_NOOP("Config", "{file} is a folder, not a settings file")
CANNOT_READ = QT_TRANSLATE_NOOP("Config", "{file} cannot be read: {why}")
TOO_LARGE = QT_TRANSLATE_NOOP("Config", "{file} is larger than {limit} bytes: not a station file")
NOT_UTF8 = QT_TRANSLATE_NOOP("Config", "{file} is not UTF-8 text ({why})")
NOT_TOML = QT_TRANSLATE_NOOP("Config", "{file} is not valid TOML: {why}")
NESTED_TOO_DEEP = "values nested too deeply"
EMPTY_FILE = QT_TRANSLATE_NOOP("Config", "{file} is empty: it holds no settings and no profiles")
CANNOT_UPDATE = QT_TRANSLATE_NOOP("Config", "{file} cannot be updated until it is fixed: {why}")
CANNOT_WRITE = QT_TRANSLATE_NOOP("Config", "{file} cannot be written: {why}")


def config_path() -> Path:
    return kiosk_home() / CONFIG_FILE


def _read_text(path: Path) -> str:
    """The file's text; FileNotFoundError passes through, other failures are `ConfigError`."""
    try:
        data = read_regular_file(path, MAX_FILE_BYTES)  # a named pipe never blocks the start
    except FileNotFoundError:
        raise
    except IsADirectoryError:
        raise ConfigError(IS_A_FOLDER(file=path.name)) from None
    except OSError as exc:
        raise ConfigError(CANNOT_READ(file=path.name, why=exc.strerror or str(exc))) from None
    if len(data) > MAX_FILE_BYTES:
        raise ConfigError(TOO_LARGE(file=path.name, limit=f"{MAX_FILE_BYTES:,}"))
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise ConfigError(NOT_UTF8(file=path.name, why=exc.reason)) from None


def _parse(path: Path, *, lenient: bool = True) -> StationConfig:
    try:
        data = _tables(path)
    except FileNotFoundError:
        return default_config()
    return config_from_dict(data, lenient=lenient)


def _tables(path: Path) -> dict[str, Any]:
    """The file's tables; FileNotFoundError passes through, anything else is `ConfigError`.

    A file that is there but holds nothing (0 bytes, blank lines, comments) is refused: it is
    what a copy cut short or a disk that filled up leaves, and read as "no settings" it would
    judge every division on ENABLE under double challenge without a word. No file at all is
    the zero-configuration station; a file holding only the director's PIN is that station
    with its PIN."""
    data = _toml(path, _read_text(path))
    if not data:
        raise ConfigError(EMPTY_FILE(file=path.name))
    return data


def _toml(path: Path, text: str) -> dict[str, Any]:
    """The file's TOML; raises `ConfigError` (values nested thousands deep included, which
    the parser meets as a RecursionError: a file of a few kilobytes must not stop a start)."""
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise ConfigError(NOT_TOML(file=path.name, why=str(exc))) from None
    except RecursionError:
        raise ConfigError(NOT_TOML(file=path.name, why=NESTED_TOO_DEEP)) from None


def load_config(path: Path | None = None, *, keep_last_good: bool = True) -> StationConfig:
    """The station config (defaults when there is no file); raises `ConfigError`.

    A file that loads with no problem at all is copied to
    ``station.last-good.toml`` unless ``keep_last_good`` is False (checks that
    must leave the home untouched); a file with `StationConfig.problems` never is.
    """
    path = path or config_path()
    config = _parse(path)
    if keep_last_good and not config.problems and path.is_file():
        last_good = path.with_name(LAST_GOOD_FILE)
        try:
            current = path.read_bytes()
            if not last_good.is_file() or last_good.read_bytes() != current:
                atomic_write(last_good, current)
        except OSError:
            pass  # a read-only home still judges; the copy is a convenience
    return config


def load_last_good(path: Path | None = None) -> StationConfig | None:
    """The last configuration that loaded cleanly, if one was kept (and still loads cleanly)."""
    last_good = (path or config_path()).with_name(LAST_GOOD_FILE)
    try:
        config = _parse(last_good, lenient=False)
    except ConfigError:
        return None
    return config if last_good.is_file() else None


def stored_pin_hash(path: Path | None = None) -> str:
    """The director PIN hash, even when the rest of the file has a mistake.

    The director must be able to get in to fix a broken file, so this reads the
    ``[director]`` table alone, falling back to the last good file.
    """
    path = path or config_path()
    for candidate in (path, path.with_name(LAST_GOOD_FILE)):
        try:
            pin_hash = pin_hash_value(_tables(candidate).get("director", {}))
        except (OSError, ConfigError):
            continue
        if pin_hash:
            return pin_hash
    return ""


def pin_setup_allowed(path: Path | None = None) -> bool:
    """True when a director PIN may be set at the kiosk: none is stored, and none can be
    hidden in a settings file the station cannot read (a first start, or files that read
    cleanly without one). A station file that is there but unreadable or empty, or holds a
    ``pin_hash`` that is not one, is not a new station: offering to set a PIN there would
    let anyone at the kiosk into director mode."""
    path = path or config_path()
    for candidate in (path, path.with_name(LAST_GOOD_FILE)):  # a stored PIN is a pin_hash too
        try:
            director = _tables(candidate).get("director", {})
        except FileNotFoundError:
            continue
        except (OSError, ConfigError):
            return False
        if not isinstance(director, Mapping) or "pin_hash" in director:
            return False
    return True


def _document(path: Path) -> TOMLDocument:
    """The file as an editable document (a new one when there is no file).

    A file that cannot be parsed is never overwritten: raises `ConfigError`.
    """
    import tomlkit  # only when the file is written: not at start-up

    try:
        return tomlkit.parse(_read_text(path))
    except FileNotFoundError:
        doc = tomlkit.document()
        doc.add(tomlkit.comment("Challenge station settings: see the README, 'For directors'."))
        return doc
    except tomlkit.exceptions.ParseError as exc:
        raise ConfigError(CANNOT_UPDATE(file=path.name, why=str(exc))) from None


def _write(path: Path, doc: TOMLDocument, *, whole_file_checked: bool = True) -> None:
    """Write the document (private, atomically, durably).

    With ``whole_file_checked`` every value is checked first (a file the
    station would refuse is never written) and the result becomes the last
    good file. Without it (the PIN alone, which must be settable while the
    rest of the file still has a mistake) only a file that passes every check
    becomes the last good file.
    """
    text = doc.as_string()
    try:
        config_from_dict(tomllib.loads(text))
        clean = True
    except ConfigError:
        if whole_file_checked:
            raise
        clean = False
    data = text.encode("utf-8")
    atomic_write(path, data)
    if clean:
        atomic_write(path.with_name(LAST_GOOD_FILE), data)


_OPTIONAL_PROFILE_KEYS = {
    "second_opinion": "",
    "ask_table": False,
    "declare_count": False,
    "second_opinion_shown": "director",
    "federation": "",
    "language": DEFAULT_LANGUAGE,
    "credit": "",
    "fingerprint": "",
    "pairings_division": "",
}


def _profile_table(profile: Profile) -> dict[str, Any]:
    """A profile as written to the file: optional keys only when they differ from the default
    (a federation's preset is the default of the values it sets)."""
    defaults: dict[str, object] = dict(_OPTIONAL_PROFILE_KEYS)
    if profile.federation:
        preset = FEDERATIONS[profile.federation]
        defaults.update(language=preset.language, rule=preset.rule, credit=preset.credit)
    return {
        f.name: getattr(profile, f.name)
        for f in fields(Profile)
        if defaults.get(f.name, object()) != getattr(profile, f.name)
    }


def config_as_dict(config: StationConfig) -> dict[str, Any]:
    """The station file's tables for ``config`` (what `config_from_dict` reads back)."""
    settings = {f.name: getattr(config.settings, f.name) for f in fields(Settings)}
    data: dict[str, Any] = {
        "station": {"name": settings.pop("station_name")},
        "settings": settings,
        "profiles": [_profile_table(p) for p in config.profiles],
    }
    if config.pin_hash:
        data["director"] = {"pin_hash": config.pin_hash}
    return data


def save_config(config: StationConfig, path: Path | None = None) -> None:
    """Write ``config`` to the station file, keeping comments a director wrote by hand."""
    import tomlkit

    path = path or config_path()
    doc = _document(path)
    station = doc.setdefault("station", tomlkit.table())
    station["name"] = config.settings.station_name
    settings = doc.setdefault("settings", tomlkit.table())
    for item in fields(Settings):
        if item.name != "station_name":
            settings[item.name] = getattr(config.settings, item.name)
    profiles = tomlkit.aot()
    for profile in config_as_dict(config)["profiles"]:
        table = tomlkit.table()
        table.update(profile)
        profiles.append(table)
    doc["profiles"] = profiles
    if config.pin_hash:
        director = doc.setdefault("director", tomlkit.table())
        director["pin_hash"] = config.pin_hash
    _write(path, doc)


def save_pin_hash(pin_hash: str, path: Path | None = None) -> None:
    """Store a new PIN hash, changing nothing else in the file.

    Works while another part of the file has a mistake (the director sets the
    PIN first, then fixes the file in director mode); raises `ConfigError`
    only when the file cannot be parsed or written at all.
    """
    import tomlkit

    pin_hash_value({"pin_hash": pin_hash})
    path = path or config_path()
    doc = _document(path)
    director: Any = doc.get("director")
    if not isinstance(director, Mapping):
        doc["director"] = director = tomlkit.table()
    director["pin_hash"] = pin_hash
    try:
        _write(path, doc, whole_file_checked=False)
    except OSError as exc:
        raise ConfigError(CANNOT_WRITE(file=path.name, why=exc.strerror or str(exc))) from None
