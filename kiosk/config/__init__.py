"""The station's settings: one TOML file under the kiosk home, every value checked.

* `kiosk.config.settings`: the station file read, kept as "last good", written back;
* `kiosk.config.values`: every setting, its default and its check (no file I/O);
* `kiosk.config.url`: the central log's address, checked before it is used or saved;
* `kiosk.config.messages`: what a refused value says, for the director.

What the rest of the program calls is imported from here.
"""

from kiosk.config.settings import (
    CONFIG_FILE,
    DEFAULT_LEXICON,
    JUDGE_KEYS,
    LAST_GOOD_FILE,
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
    config_as_dict,
    config_from_dict,
    config_path,
    default_config,
    judge_keys_for,
    load_config,
    load_last_good,
    pin_setup_allowed,
    save_config,
    save_pin_hash,
    stored_pin_hash,
)

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
    "config_as_dict",
    "config_from_dict",
    "config_path",
    "default_config",
    "judge_keys_for",
    "load_config",
    "load_last_good",
    "pin_setup_allowed",
    "save_config",
    "save_pin_hash",
    "stored_pin_hash",
]
