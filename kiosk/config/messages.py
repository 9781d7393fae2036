"""What the director reads about the station file: the settings check's messages (context
Director; director mode words them in its language, str() of one is the English)."""

from __future__ import annotations

from kiosk.core.i18n import QT_TRANSLATE_NOOP


class ConfigError(ValueError):
    """The station file is not usable; the message names the setting and the problem.

    Raised with a `Message` as its only argument: ``str(error)`` is the English, and
    director mode words it in its language (`kiosk.core.i18n.said`)."""


# What the director reads about the station file (director mode words them; str() is English).
AT = QT_TRANSLATE_NOOP("Config", "{where}: {problem}")
SETTING_OF = QT_TRANSLATE_NOOP("Config", "{where}: {key}")
PROFILE_NUMBER = QT_TRANSLATE_NOOP("Config", "profile {number}")
PROFILE_NAMED = QT_TRANSLATE_NOOP("Config", "profile {name}")
NAME_OF = QT_TRANSLATE_NOOP("Config", "{where} name")
NOT_A_NUMBER = QT_TRANSLATE_NOOP("Config", "[{section}] {key} must be a number, not {value}")
OUT_OF_RANGE = QT_TRANSLATE_NOOP(
    "Config", "[{section}] {key} = {value} is out of range ({low} to {high})"
)
NOT_TEXT = QT_TRANSLATE_NOOP("Config", "[{section}] {key} must be text in quotes, not {value}")
INVISIBLE = QT_TRANSLATE_NOOP(
    "Config", "{what} contains an invisible character (U+{code}); type the name again"
)
TOO_LONG = QT_TRANSLATE_NOOP("Config", "{what} is longer than {limit} characters")
URL_SPACES = QT_TRANSLATE_NOOP("Config", "{where} contains spaces or invisible characters")
URL_NOT_ADDRESS = QT_TRANSLATE_NOOP(
    "Config", "{where} {value} is not a database address; write e.g. {example}"
)
URL_NOT_POSTGRESQL = QT_TRANSLATE_NOOP(
    "Config",
    "{where} must be a PostgreSQL address (postgresql+psycopg://...), not {driver}; "
    "write e.g. {example}",
)
URL_DRIVER = QT_TRANSLATE_NOOP(
    "Config",
    "{where}: the driver {driver} is not installed on stations; write postgresql+psycopg://...",
)
URL_NO_SERVER = QT_TRANSLATE_NOOP("Config", "{where} names no server; write e.g. {example}")
URL_NO_DATABASE = QT_TRANSLATE_NOOP("Config", "{where} names no database; write e.g. {example}")
URL_HOST = QT_TRANSLATE_NOOP(
    "Config",
    "{where}: {host} is not a server name (letters, digits, dots and dashes, at most 63 "
    "between two dots and 253 in all) or an IP address",
)
URL_PORT = QT_TRANSLATE_NOOP("Config", "{where}: port {port} is out of range (1 to 65535)")
UNKNOWN_SETTINGS = QT_TRANSLATE_NOOP("Config", "[settings] unknown settings: {names}")
UNKNOWN_STATION_KEYS = QT_TRANSLATE_NOOP("Config", "[station] unknown keys: {names}")
KEPT_LOCALLY = QT_TRANSLATE_NOOP(
    "Config", "{problem}. The station keeps its log locally until this is fixed."
)
NOT_TRUE_OR_FALSE = QT_TRANSLATE_NOOP(
    "Config", "[settings] {key} must be true or false, not {value}"
)
TYPES_INTO_WORDS = QT_TRANSLATE_NOOP("Config", "it types into the words")
NOT_A_KEY = QT_TRANSLATE_NOOP("Config", "it is not a key the station knows")
JUDGE_KEY_CANNOT_JUDGE = QT_TRANSLATE_NOOP(
    "Config", "[settings] judge_key {key} cannot judge ({why}); choose one of: {keys}"
)
WORD_JUDGE_KEY_TYPES = QT_TRANSLATE_NOOP(
    "Config",
    "[settings] word_judge_key {key} is not a key that cannot type; "
    'choose one of: {keys}, or "" for none',
)
BAD_RECEIPT_PREFIX = QT_TRANSLATE_NOOP(
    "Config",
    "[settings] receipt_prefix {value} must be 1 to 3 of the letters {letters} "
    "(no I, L, O, S or Z, which read as digits on a slip)",
)
# A cosmetic setting refused when the file is read (kiosk.config.values.COSMETIC_SETTINGS).
COSMETIC_DEFAULT = QT_TRANSLATE_NOOP(
    "Config",
    "{problem}. The station uses the default ({default}) until this is fixed; "
    "judging is not affected.",
)
PREFIX_FROM_ID = QT_TRANSLATE_NOOP("Config", "letters derived from the station's id")
NO_CREDIT_LINE = QT_TRANSLATE_NOOP("Config", "no credit line")
PROFILE_NOT_TABLE = QT_TRANSLATE_NOOP("Config", "{where} must be a [[profiles]] table")
PROFILE_UNKNOWN_KEYS = QT_TRANSLATE_NOOP("Config", "{where}: unknown keys: {names}")
PROFILE_NO_NAME = QT_TRANSLATE_NOOP("Config", "{where} needs a name")
UNKNOWN_RULE = QT_TRANSLATE_NOOP(
    "Config", "{where}: unknown challenge rule {rule}; choose one of: {rules}"
)
BAD_COLOUR = QT_TRANSLATE_NOOP("Config", "{where}: colour must look like #2f6fdb, not {colour}")
PROFILE_NO_LEXICON = QT_TRANSLATE_NOOP("Config", "{where} needs a lexicon")
PROFILE_FINGERPRINT = QT_TRANSLATE_NOOP(
    "Config",
    "{where}: fingerprint must be the 64 lowercase hex digits `lexicon-build info` prints, "
    "not {value}",
)
LEXICON_PATH = QT_TRANSLATE_NOOP(
    "Config", "{where}: lexicon {lexicon} is a lexicon name, not a path"
)
PROFILE_NOT_TRUE_OR_FALSE = QT_TRANSLATE_NOOP(
    "Config", "{where}: {key} must be true or false, not {value}"
)
SHOWN_TO = QT_TRANSLATE_NOOP(
    "Config",
    '{where}: second_opinion_shown must be "director" (the log and director mode '
    'only) or "players", not {value}',
)
NOT_TABLES = QT_TRANSLATE_NOOP("Config", "[station] and [settings] must be tables")
PROFILES_NOT_TABLES = QT_TRANSLATE_NOOP("Config", "profiles must be written as [[profiles]] tables")
SAME_NAME = QT_TRANSLATE_NOOP("Config", "two profiles have the same name")
TOO_MANY_PROFILES = QT_TRANSLATE_NOOP(
    "Config", "at most {most} profiles (F1 to F{most}: F12 marks the out play)"
)
UNKNOWN_SECTIONS = QT_TRANSLATE_NOOP("Config", "unknown sections: {names}")
JUDGE_KEY_CHOOSES = QT_TRANSLATE_NOOP(
    "Config",
    "[settings] judge_key {key} chooses profile {profile}; "
    "choose another judge key (Tab is the usual one)",
)
JUDGE_KEY_OUT_PLAY = QT_TRANSLATE_NOOP(
    "Config",
    "[settings] judge_key {key} already marks the out play; "
    "choose another judge key (Tab is the usual one)",
)
WORD_JUDGE_KEY_JUDGES = QT_TRANSLATE_NOOP(
    "Config", "[settings] word_judge_key {key} already judges"
)
WORD_JUDGE_KEY_OUT_PLAY = QT_TRANSLATE_NOOP(
    "Config", "[settings] word_judge_key {key} already marks the out play"
)
WORD_JUDGE_KEY_CHOOSES = QT_TRANSLATE_NOOP(
    "Config", "[settings] word_judge_key {key} already chooses profile {number}"
)
CHOOSE_ANOTHER_KEY = QT_TRANSLATE_NOOP("Config", '{problem}; choose another key, or "" for none')
NO_WORD_JUDGE_KEY = QT_TRANSLATE_NOOP(
    "Config", "{problem}: the station has no word-judge key until this is fixed."
)
DIRECTOR_NOT_TABLE = QT_TRANSLATE_NOOP("Config", "[director] must be a table")
DIRECTOR_UNKNOWN_KEYS = QT_TRANSLATE_NOOP("Config", "[director] unknown keys: {names}")
PIN_HASH_NOT_TEXT = QT_TRANSLATE_NOOP("Config", "[director] pin_hash must be text")
PIN_HASH_FOREIGN = QT_TRANSLATE_NOOP(
    "Config",
    "[director] pin_hash is not a PIN hash written by the station; "
    "set the PIN again with: challenge-kiosk director set-pin",
)
