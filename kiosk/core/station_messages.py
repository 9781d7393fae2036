"""What a station says to the fleet page: the sentences of its heartbeat's problems (no Qt).

A station sends each problem twice (`kiosk.health.heartbeat.station_heartbeat`): as English
text and as message data (`kiosk.core.i18n.message_data`), which the fleet page words in its
own language with `kiosk.core.i18n.message_from_data`. That accepts only sentences declared
in a module the page has imported: so the sentences of the station's machinery (its runtime,
its heartbeat, the relay, the lexicon library and check, the event it follows) are declared
here, in the core, and the page imports this catalogue instead of that machinery (an
import-linter contract in pyproject.toml keeps it so). The modules that say them import them
from here.

The lower packages keep their own message modules, which the page imports too:
`kiosk.config.messages` (the station file's problems), `kiosk.lexicons.messages` (a lexicon
file's), and `kiosk.audit.chain` (why a record breaks the chain). Contexts and English texts
are those of the modules that say them, so the translations keep matching
(tests/fleet/test_message_catalogue.py checks that each travelling sentence is declared in one
of these).
"""

from __future__ import annotations

from kiosk.core.i18n import QT_TRANSLATE_NOOP

__all__ = [
    "ANOTHER_KEY",
    "CANNOT_BE_CHECKED",
    "CONTACT_LOST",
    "CONTACT_NEVER",
    "DIVERGED_AT",
    "DIVISION_PROBLEM",
    "LOG_CANNOT_OPEN",
    "LOG_CANNOT_WRITE",
    "NOT_HERE",
    "NOT_INSTALLED",
    "NOT_INSTALLED_BY_FINGERPRINT",
    "NOT_LINKED",
    "NO_STATION_ID",
    "PLAN_ENDED",
    "PROFILE_UNUSABLE",
    "READER_CRASHES",
    "READER_LOOPS",
    "RECORD_EDITED",
    "REFUSED_BY_CHECK",
    "RELAY_ERROR",
    "RELAY_STOPPED",
    "SETTINGS_FILE",
    "SIGNAL_NUMBER",
    "STATION_DIVERGED",
    "TWO_WORD_LISTS",
    "WAITING_FOR_LEXICON",
]

# The heartbeat (`kiosk.health.heartbeat`): the station's problems as the head director reads
# them on the fleet page.
DIVISION_PROBLEM = QT_TRANSLATE_NOOP("Health", "Division {division}: {problem}")
RELAY_ERROR = QT_TRANSLATE_NOOP("Health", "relay: {error}")
RELAY_STOPPED = QT_TRANSLATE_NOOP("Health", "relay stopped, {why}")

# The relay (`kiosk.audit.relay`): why a station is no longer copied, for the director (the
# log records the English).
STATION_DIVERGED = QT_TRANSLATE_NOOP("Relay", "station {station}: {difference}")
DIVERGED_AT = QT_TRANSLATE_NOOP("Relay", "diverged at record {seq}: {message}")
ANOTHER_KEY = QT_TRANSLATE_NOOP(
    "Relay",
    "the central log pinned another signing key for this station "
    "(station-key.pem was replaced or copied from another station)",
)
NOT_HERE = QT_TRANSLATE_NOOP("Relay", "record {seq} is missing from this station")
NOT_LINKED = QT_TRANSLATE_NOOP("Relay", "record {seq} does not link to record {previous}")
RECORD_EDITED = QT_TRANSLATE_NOOP("Relay", "record {seq}: {reason}")

# The lexicon check (`kiosk.lexicons.proof`): why a lexicon's first load was refused.
READER_LOOPS = QT_TRANSLATE_NOOP(
    "Lexicons",
    "its word graph makes the reader loop (no answer in {seconds} s): the file is damaged or "
    "forged; do not use it",
)
CANNOT_BE_CHECKED = QT_TRANSLATE_NOOP("Lexicons", "cannot be checked: {why}")
READER_CRASHES = QT_TRANSLATE_NOOP(
    "Lexicons",
    "its word graph crashes the reader ({signal}): the file is damaged or forged; do not use it",
)
SIGNAL_NUMBER = QT_TRANSLATE_NOOP("Lexicons", "signal {number}")
REFUSED_BY_CHECK = QT_TRANSLATE_NOOP("Lexicons", "refused by the lexicon check")

# The lexicon library (`kiosk.lexicons.library`): why a division's lexicon cannot be had.
NOT_INSTALLED = QT_TRANSLATE_NOOP(
    "Lexicons", "no lexicon called {name} is installed on this station"
)
NOT_INSTALLED_BY_FINGERPRINT = QT_TRANSLATE_NOOP(
    "Lexicons", "the list {name} with fingerprint {fingerprint} is not installed on this station"
)
TWO_WORD_LISTS = QT_TRANSLATE_NOOP(
    "Lexicons",
    "two lexicon files are called {name} with different word lists ({first}, {second}): "
    "remove the wrong one",
)

# The runtime (`kiosk.runtime`): why the station cannot judge, its profiles, its contact.
NO_STATION_ID = QT_TRANSLATE_NOOP(
    "Problem", "The station's id cannot be read or written in {home}: {why}"
)
SETTINGS_FILE = QT_TRANSLATE_NOOP("Problem", "Station settings file: {why}")
LOG_CANNOT_WRITE = QT_TRANSLATE_NOOP(
    "Problem", "The audit log cannot be written: {why}. Nothing is judged."
)
LOG_CANNOT_OPEN = QT_TRANSLATE_NOOP("Problem", "The audit log cannot be opened: {why}")
PROFILE_UNUSABLE = QT_TRANSLATE_NOOP("Runtime", "Profile {name}: {problem}")
# A station in an event that has not reached the central server for longer than two
# heartbeat intervals says so on its screen (small, above the play: it still judges).
CONTACT_LOST = QT_TRANSLATE_NOOP("Runtime", "Not in contact with the head director since {time}")
CONTACT_NEVER = QT_TRANSLATE_NOOP("Runtime", "Not in contact with the head director")

# The event followed (`kiosk.event.follow`): why a division waits.
WAITING_FOR_LEXICON = QT_TRANSLATE_NOOP(
    "Problem", "waiting for {lexicon} from the head director (event plan {serial})"
)
PLAN_ENDED = QT_TRANSLATE_NOOP(
    "Problem", "event plan {serial} has ended: waiting for the next plan from the head director"
)
