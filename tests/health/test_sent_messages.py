"""Messages one program sends another (a station's heartbeat to the fleet page): worded by the
reader in its own language, and only when they are sentences the program declares."""

from __future__ import annotations

import html
import json
from datetime import UTC, datetime

import pytest

from kiosk.config.messages import NO_WORD_JUDGE_KEY, WORD_JUDGE_KEY_OUT_PLAY
from kiosk.core.flow import UnavailableProfile
from kiosk.core.i18n import QT_TRANSLATE_NOOP, Message, message_data, message_from_data
from kiosk.core.station_messages import LOG_CANNOT_OPEN, NOT_INSTALLED
from kiosk.fleet.model import beat_from_row
from kiosk.health.heartbeat import station_heartbeat

NESTED = NO_WORD_JUDGE_KEY(problem=WORD_JUDGE_KEY_OUT_PLAY(key="F12"))
NOW = datetime(2026, 11, 22, 9, 0, tzinfo=UTC)


def test_a_message_goes_and_comes_back_whole():
    data = json.loads(json.dumps(message_data(NESTED)))
    back = message_from_data(data)
    assert back == NESTED and str(back) == str(NESTED)
    assert message_data("plain text") == "plain text"


def _sent(source: str, values: object, context: str = "Director") -> object:
    return {"context": context, "source": source, "values": values}


@pytest.mark.parametrize(
    "data",
    [
        None,
        "text",
        [],
        _sent("{where.__class__} {x:>999999999}", {"where.__class__": "a", "x": "b"}),  # not ours
        _sent("a sentence nobody declared: {x}", {"x": "y"}),
        _sent(LOG_CANNOT_OPEN.source, {}),  # a field missing
        _sent(LOG_CANNOT_OPEN.source, {"why": "x", "extra": "y"}, "Problem"),  # one too many
        _sent(LOG_CANNOT_OPEN.source, {"why": "x"}, "Director"),  # another context
        _sent(LOG_CANNOT_OPEN.source, {"why": True}, "Problem"),  # not a text or number
        _sent(LOG_CANNOT_OPEN.source, {"why": ["x"]}, "Problem"),
        _sent(LOG_CANNOT_OPEN.source, {"why": {"context": "x"}}, "Problem"),  # a bad inner one
        {"context": 1, "source": 2, "values": 3},
    ],
)
def test_anything_else_is_not_a_message(data):
    assert message_from_data(data) is None


def test_values_are_cut_and_nesting_is_bounded():
    long = message_from_data(_sent(LOG_CANNOT_OPEN.source, {"why": "x" * 100_000}, "Problem"))
    assert isinstance(long, Message) and len(str(long)) < 600
    deep = QT_TRANSLATE_NOOP("Director", "{problem}; then")
    data: object = message_data(deep(problem="end"))
    for _ in range(10):
        data = {"context": "Director", "source": "{problem}; then", "values": {"problem": data}}
    assert message_from_data(data) is None


def test_the_fleet_page_gets_the_stations_problems_as_messages():
    beat = station_heartbeat(
        station_id="st-1",
        station_name="Table 7",
        version="1",
        screen="ready",
        profiles=[],
        relay=None,
        last_adjudication_at=None,
        problem=LOG_CANNOT_OPEN(why="disk full"),
        warnings=[NESTED, "a plain line"],
    )
    row = {"id": 1, **beat.row(NOW)}
    body = json.loads(row["body"])
    assert body["problems"][0] == "The audit log cannot be opened: disk full"  # English too
    read = beat_from_row(row)
    assert read.problems == (LOG_CANNOT_OPEN(why="disk full"), NESTED, "a plain line")


def test_a_forged_or_older_heartbeat_shows_its_english():
    english = ["The audit log cannot be opened: disk full", "older station's words"]
    forged = [_sent("{x.__class__}", {"x.__class__": "y"}), "not a dict"]
    for said in (forged, "not a list", None, [None]):
        body = json.dumps({"problems": english, "said": said})
        row = {
            "id": 1, "station_id": "s", "station_name": "s",
            "sent_at": "2026-11-22T09:00:00.000000Z", "version": "1", "screen": "ready",
            "relay_backlog": None,
            "last_adjudication_at": None, "body": body,
        }  # fmt: skip
        assert beat_from_row(row).problems == tuple(english)


def test_the_fleet_page_in_french_words_a_stations_problem_in_french(tmp_path):
    """End to end: a station's heartbeat (its own sender, a real SQLite central log) carries
    why it cannot judge; the fleet page served in French shows it in French."""
    from kiosk.audit import open_audit_log
    from kiosk.audit.heartbeat import HeartbeatSender
    from kiosk.fleet.web import create_app
    from kiosk.ui.player_text import player_text
    from tests.fleet.test_fleet_language import clock, get, served, state_of

    path = tmp_path / "central.sqlite3"
    open_audit_log(station_id="s1", station_name="Table 1", path=path).close()
    url = f"sqlite:///{path}"
    problem = LOG_CANNOT_OPEN(why="disk full")
    missing = NOT_INSTALLED(name="'CSW24'")
    elite = UnavailableProfile("Élite", "#2f6fdb", missing, "fr")
    HeartbeatSender(
        url,
        lambda: station_heartbeat(
            station_id="s1", station_name="Table 1", version="1", screen="not ready",
            profiles=[elite], relay=None, last_adjudication_at=None, problem=problem,
            warnings=[NESTED],
        ),
        clock=clock,
    ).send_once()  # fmt: skip
    french = player_text("fr")
    with served(create_app(state_of(url), words=french)) as base:
        page = get(base + "/")

    shown = html.unescape(page)
    assert french.say(problem) in shown and french.say(NESTED) in shown
    assert str(problem) not in shown and french.say(problem) != str(problem)
    assert french.say(missing) in shown and str(missing) not in shown  # the division's card


def test_the_fleet_program_alone_knows_every_sentence_a_station_sends():
    """The fleet page runs in its own process: importing it must declare the sentences that
    stations put in their heartbeats, or it would show them all in English."""
    import subprocess
    import sys

    code = (
        "import kiosk.fleet.web\n"
        "from kiosk.core.i18n import _DECLARED\n"
        "print('\\n'.join(s for _, s in _DECLARED))\n"
    )
    known = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=60
    ).stdout.splitlines()
    for template in (LOG_CANNOT_OPEN, NOT_INSTALLED, NO_WORD_JUDGE_KEY, WORD_JUDGE_KEY_OUT_PLAY):
        assert template.source in known, template.source
    from kiosk.core.station_messages import DIVISION_PROBLEM, RELAY_ERROR, RELAY_STOPPED

    for template in (DIVISION_PROBLEM, RELAY_ERROR, RELAY_STOPPED):
        assert template.source in known, template.source


def test_a_broken_signed_head_is_said_in_the_fleet_pages_language():
    """The chain check of the signed heads gives messages: the card words them (several joined
    in one line), the command line prints their English."""
    from kiosk.audit.central import BAD_SIGNATURE, RECORD_GONE, SIGNED_HEAD
    from kiosk.fleet.model import build_cards
    from kiosk.ui.player_text import player_text

    beat = station_heartbeat(
        station_id="s1", station_name="Table 1", version="1", screen="ready", profiles=[],
        relay=None, last_adjudication_at=None, problem=None, warnings=[],
    )  # fmt: skip
    where = SIGNED_HEAD(station="s1", seq=7, signed_at="2026-11-22T09:00:00Z")
    problems = (BAD_SIGNATURE(where=where), RECORD_GONE(where=where, seq=7))
    card = build_cards([beat_from_row({"id": 1, **beat.row(NOW)})], {}, NOW, 45.0,
                       {"s1": (7, problems)})[0]  # fmt: skip
    assert not card.chain_ok
    assert str(card.chain_message) == "; ".join(str(p) for p in problems)
    french = player_text("fr").say(card.chain_message)
    assert "signature" in french and "does not verify" not in french
    assert "no longer in the central log" not in french and "7" in french


def test_a_heartbeat_too_big_for_its_messages_still_sends_its_english():
    """Messages double what a heartbeat carries: past a size they are left out, the English
    problems are kept, and the fleet page still reads the heartbeat."""
    from kiosk.audit.heartbeat import MAX_SAID_BODY

    huge = LOG_CANNOT_OPEN(why="x" * 3000)
    beat = station_heartbeat(
        station_id="s1", station_name="Table 1", version="1", screen="ready", profiles=[],
        relay=None, last_adjudication_at=None, problem=None, warnings=[huge] * 8,
    )  # fmt: skip
    row = {"id": 1, **beat.row(NOW)}
    body = json.loads(row["body"])
    assert len(row["body"]) < 2 * MAX_SAID_BODY and body["said"] == []
    assert len(body["problems"]) == 8 and body["problems"][0] == str(huge)
    assert beat_from_row(row).problems[0] == str(huge)[:300]
