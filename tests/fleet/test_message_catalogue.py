"""The fleet page words what stations say from one catalogue (`kiosk.core.station_messages`).

The page runs in its own process and knows only the sentences declared by the modules it
imports: a station's problem whose sentence lives elsewhere would be shown in English. So a
fresh interpreter imports only `kiosk.fleet.web` (none of the station's machinery: the runtime,
the heartbeat, the relay, the lexicon check) and must know every sentence of the catalogue,
and must word a real station heartbeat, with each kind of problem in it, in German. And a
sentence of a travelling context declared anywhere else on the station's side fails here, so a
new one goes into the catalogue (or the lower packages' message modules the page imports).
"""

from __future__ import annotations

import ast
import json
import subprocess
import sys
from datetime import UTC, datetime
from pathlib import Path

import kiosk.core.station_messages as catalogue
from kiosk.audit.relay import RelayStatus
from kiosk.config import ConfigError, load_config
from kiosk.core.flow import UnavailableProfile
from kiosk.core.i18n import Message, Template, message_from_data, said
from kiosk.core.station_messages import (
    ANOTHER_KEY,
    CONTACT_LOST,
    CONTACT_NEVER,
    DIVERGED_AT,
    NOT_INSTALLED,
    NOT_LINKED,
    PLAN_ENDED,
    READER_CRASHES,
    READER_LOOPS,
    SETTINGS_FILE,
    SIGNAL_NUMBER,
    STATION_DIVERGED,
)
from kiosk.health.heartbeat import station_heartbeat
from kiosk.lexicons.file import LexiconFileError
from kiosk.ui.player_text import player_text

ROOT = Path(__file__).resolve().parents[2]
CATALOGUE = "kiosk/core/station_messages.py"
# The lower packages' own message modules, which the page imports as it is (their packages
# sit below the fleet, and hold no machinery the page must not load).
LOWER = (
    "kiosk/audit/central.py",
    "kiosk/audit/chain.py",
    "kiosk/config/messages.py",
    "kiosk/config/settings.py",
    "kiosk/core/alphabet.py",
    "kiosk/core/play.py",
    "kiosk/lexicons/messages.py",
    "kiosk/storage/files.py",
)
# The contexts of what a station puts in its heartbeat's problems and its profiles' problems.
TRAVELLING = frozenset(
    {
        "AuditChain",
        "CentralLog",
        "Config",
        "Health",
        "Lexicons",
        "Problem",
        "Relay",
        "Runtime",
        "Storage",
    }
)
# Packages that never send: the page itself, the station's screens, director mode.
NOT_SENT = ("kiosk/fleet/", "kiosk/ui/", "kiosk/director/")
MACHINERY = (
    "kiosk.runtime",
    "kiosk.health",
    "kiosk.event.follow",
    "kiosk.audit.relay",
    "kiosk.lexicons.proof",
    "kiosk.lexicons.library",
)
NOW = datetime(2026, 11, 22, 9, 0, tzinfo=UTC)

# Run in a fresh interpreter: import the page, read the heartbeat's rows as the page does, and
# only then load German (Qt's translator, which could import more) to word what was read.
PAGE = """
import json, sys
import kiosk.fleet.web
from kiosk.core.i18n import _DECLARED, Message, message_data, message_from_data
from kiosk.fleet.model import beat_from_row

loaded = sorted(m for m in sys.modules if m.startswith("kiosk."))
declared = sorted(f"{c}|{s}" for c, s in _DECLARED)
rows = json.load(sys.stdin)
beats = [beat_from_row(row) for row in rows]
said = [
    p
    for b in beats
    for p in (
        *b.problems,
        *(message_from_data(p.problem_said) or p.problem for p in b.profiles if p.problem),
    )
]
from kiosk.ui.player_text import player_text
german = player_text("de")
json.dump({
    "loaded": loaded,
    "declared": declared,
    "read": [message_data(p) if isinstance(p, Message) else None for p in said],
    "german": [german.say(p) for p in said],
}, sys.stdout)
"""


def _page(rows: list[dict[str, object]]) -> dict[str, list]:
    done = subprocess.run(
        [sys.executable, "-c", PAGE],
        input=json.dumps(rows),
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def _templates() -> dict[str, Template]:
    return {name: getattr(catalogue, name) for name in catalogue.__all__}


def test_the_catalogue_declares_each_sentence_once_as_the_station_says_it():
    templates = _templates()
    assert len(templates) > 20 and all(isinstance(t, Template) for t in templates.values())
    assert len({(t.context, t.source) for t in templates.values()}) == len(templates)
    # the modules that say them use the catalogue's own templates
    import kiosk.audit.relay as relay
    import kiosk.health.heartbeat as heartbeat
    import kiosk.runtime.station_runtime as runtime

    assert relay.STATION_DIVERGED is catalogue.STATION_DIVERGED
    assert heartbeat.DIVISION_PROBLEM is catalogue.DIVISION_PROBLEM
    assert runtime.CONTACT_LOST is catalogue.CONTACT_LOST
    assert runtime.LOG_CANNOT_OPEN is catalogue.LOG_CANNOT_OPEN


def _settings_problem(tmp_path: Path) -> Message:
    """Why a real broken station file cannot be used, as the runtime says it."""
    path = tmp_path / "station.toml"
    path.write_text("[settings\n", encoding="utf-8")
    try:
        load_config(path, keep_last_good=False)
    except ConfigError as exc:
        problem = SETTINGS_FILE(why=said(exc))
        assert isinstance(problem, Message)
        return problem
    raise AssertionError("a broken station file loaded")


def _heartbeats(tmp_path: Path) -> tuple[list[dict[str, object]], list[Message]]:
    """Two real heartbeats holding every kind of problem; and what they say, in order."""
    loops = said(LexiconFileError("CSW24.clex", READER_LOOPS(seconds=30)))
    crashes = said(LexiconFileError("NWL23.clex", READER_CRASHES(signal=SIGNAL_NUMBER(number=11))))
    assert isinstance(loops, Message) and isinstance(crashes, Message)
    profiles = [
        UnavailableProfile("Open", "#2f6fdb", loops, "de"),
        UnavailableProfile("Elite", "#2f6fdb", crashes, "de"),
        UnavailableProfile("Junior", "#2f6fdb", NOT_INSTALLED(name="'CSW24'"), "de"),
    ]
    divergences = (
        STATION_DIVERGED(station="st-1", difference=DIVERGED_AT(seq=4, message=ANOTHER_KEY())),
        STATION_DIVERGED(
            station="st-2", difference=DIVERGED_AT(seq=9, message=NOT_LINKED(seq=9, previous=8))
        ),
    )
    relay = RelayStatus(
        running=False,
        copied=3,
        pending=2,
        last_error="connection refused",
        last_success_at=None,
        diverged=tuple(str(d) for d in divergences),
        divergences=divergences,
    )
    first = station_heartbeat(
        station_id="st-1",
        station_name="Table 1",
        version="1",
        screen="not ready",
        profiles=profiles,
        relay=relay,
        last_adjudication_at=None,
        problem=_settings_problem(tmp_path),
        warnings=[CONTACT_LOST(time="08:40"), PLAN_ENDED(serial=3)],
    )
    second = station_heartbeat(
        station_id="st-2",
        station_name="Table 2",
        version="1",
        screen="ready",
        profiles=[],
        relay=None,
        last_adjudication_at=None,
        problem=None,
        warnings=[CONTACT_NEVER()],
    )
    rows = [{"id": i, **beat.row(NOW)} for i, beat in enumerate((first, second), 1)]
    sent = [
        m
        for beat in (first, second)
        for m in (*beat.problems_said, *(p.problem_said for p in beat.profiles if p.problem))
    ]
    return rows, sent  # type: ignore[return-value]


def test_the_page_alone_words_a_stations_every_problem_in_german(tmp_path):
    rows, sent = _heartbeats(tmp_path)
    page = _page(rows)

    loaded = page["loaded"]
    assert not [m for m in loaded if m.startswith(MACHINERY)], "the page loads the machinery"
    declared = set(page["declared"])
    missing = sorted(
        name for name, t in _templates().items() if f"{t.context}|{t.source}" not in declared
    )
    assert missing == [], "the page does not know these sentences of the catalogue"

    # every problem came back as the message it was, none as plain English
    assert len(page["read"]) == len(sent) == 13  # 10 problems, 3 profiles
    assert page["read"] == sent
    german = player_text("de")
    english = player_text(None)
    for data, worded in zip(sent, page["german"], strict=True):
        assert isinstance(data, dict)
        message = message_from_data(data)
        assert message is not None
        assert worded == german.say(message)
        assert worded != english.say(message), f"not in German: {worded}"


def _declarations() -> list[tuple[str, int, str, str]]:
    """Each ``QT_TRANSLATE_NOOP`` with a literal context and text in kiosk/: (module, line,
    context, text)."""
    found = []
    for path in sorted((ROOT / "kiosk").rglob("*.py")):
        module = str(path.relative_to(ROOT))
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call) or len(node.args) < 2:
                continue
            func = node.func
            name = func.id if isinstance(func, ast.Name) else getattr(func, "attr", None)
            context, text = node.args[:2]
            if (
                name == "QT_TRANSLATE_NOOP"
                and isinstance(context, ast.Constant)
                and isinstance(context.value, str)
                and isinstance(text, ast.Constant)
                and isinstance(text.value, str)
            ):
                found.append((module, node.lineno, context.value, text.value))
    return found


def test_a_travelling_sentence_is_declared_in_the_catalogue_or_a_module_the_page_imports():
    found = _declarations()
    assert any(m == CATALOGUE and c == "Relay" for m, _, c, _ in found)  # the scan sees it
    outside = sorted(
        f"{module}:{line} [{context}] {text}"
        for module, line, context, text in found
        if context in TRAVELLING
        and not module.startswith(NOT_SENT)
        and module != CATALOGUE
        and module not in LOWER
    )
    assert outside == [], f"declare these in {CATALOGUE}: the fleet page cannot word them"


def test_the_modules_the_page_words_with_are_the_ones_it_loads():
    page = _page([])
    loaded = set(page["loaded"])
    for module in (CATALOGUE, *LOWER):
        name = module.removesuffix(".py").replace("/", ".")
        assert name in loaded, f"the page does not import {name}"
