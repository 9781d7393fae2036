"""A player's call for a word judge reaches a person (issue 24, item 5).

F11 at a station with a central log puts a banner on the fleet page (station, division,
table, time) that beeps until a director acknowledges the call there or in the station's
director mode; the station then tells the players a director is coming, and records who
answered, where. Nobody answering within ``word_judge_wait_seconds`` makes the screen say
"fetch the director", as it says at once on a station with no central log. The screen
names the person called in its federation's words.

The whole path runs from outside in `test_f11_on_a_real_station_reaches_the_fleet_page`: a
real kiosk on an X server (keys from xdotool), the real fleet server, one PostgreSQL, the
page in Chromium. Screenshots go to tests/artifacts/ (fleet-call-*.png, screens/call-*.png).
"""

from __future__ import annotations

import json
import sqlite3
import subprocess
import time
from datetime import UTC, datetime
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from kiosk.audit.heartbeat import CallAck, insert_ack, read_acks
from kiosk.audit.relay import prepare_central
from kiosk.core.flow import Screen
from kiosk.core.procedure import CallState
from kiosk.fleet.acks import CsrfKey, same_origin
from kiosk.fleet.reader import open_calls
from kiosk.ui.player_text import player_text
from tests.conftest import ARTIFACTS
from tests.fleet.fleet_helpers import apply_roles, feed, fleet_server, station_login, wait_for
from tests.fleet.test_fleet_browser import browser, shot, station_home  # noqa: F401 (fixture)
from tests.ui.conftest import make_station  # noqa: F401 (fixture)
from tests.xsession import x_session


def config(central: str = "", wait: int = 120, federation: str = "") -> str:
    """A one-division station (table asked) at "Table 7"; a federation's preset sets its
    language and rule."""
    division = f'federation = "{federation}"' if federation else 'rule = "double"'
    return (
        f'[station]\nname = "Table 7"\n[settings]\ncentral_url = "{central}"\n'
        f"word_judge_wait_seconds = {wait}\n"
        f'[[profiles]]\nname = "Division A"\nlexicon = "ENABLE"\n{division}\nask_table = true\n'
    )


def call_from_table(station, table: str = "7") -> None:
    station.type(table)
    station.key(Qt.Key.Key_Return)
    station.key(Qt.Key.Key_F11)
    assert station.flow.screen is Screen.WORD_JUDGE


def screen_texts(station) -> tuple[str, str, str]:
    prompt = station.window.prompt
    return prompt.title.text(), prompt.detail.text(), prompt.keys.text()


# -- which calls are open (pure) ---------------------------------------------------------


def _row(station: str, seq: int, kind: str, event: str, **details: object):
    body = {"kind": kind, "recorded_at": "2026-11-26T04:00:00.000000Z", "details": details}
    return (station, f"Station {station}", seq, event, kind, json.dumps(body))


def test_a_call_is_open_until_answered_arrived_restarted_or_acknowledged_on_the_page():
    rows = [
        _row("a", 4, "word-judge-called", "call-a", profile="Division A", table=7),
        _row("b", 9, "word-judge-called", "call-b1", profile=None, table=None),
        _row("b", 10, "word-judge-arrived", "arr-b"),
        _row("c", 2, "word-judge-called", "call-c", profile="Division B", table=3),
        _row("c", 3, "word-judge-acknowledged", "ack-c"),
        _row("d", 5, "word-judge-called", "call-d", table=1),
        _row("d", 6, "kiosk-started", "start-d"),
        _row("e", 1, "word-judge-called", "call-e", table=2),
        _row("f", 1, "word-judge-called", "call-f", table=True),  # not a table number
    ]
    found = open_calls(rows, answered={"call-e"})
    assert [(c.event_id, c.division, c.table) for c in found] == [
        ("call-a", "Division A", 7),
        ("call-f", None, None),
    ]
    assert found[0].station == "Station a" and found[0].seq == 4


def test_the_page_posts_only_from_itself_with_its_token():
    key = CsrfKey()
    token = key.token("session-1")
    assert key.valid("session-1", token) and not key.valid("session-2", token)
    assert not key.valid(None, token) and key.valid(None, key.token(None))
    page = {"host": "127.0.0.1:8750", "origin": "http://127.0.0.1:8750"}
    assert same_origin({**page, "sec-fetch-site": "same-origin"})
    assert same_origin(page)
    assert not same_origin({**page, "origin": "http://evil.example"})
    assert not same_origin({**page, "sec-fetch-site": "cross-site"})
    assert not same_origin({"host": "127.0.0.1:8750"})  # neither header: not a browser's form


# -- the station's call screen (in-process, real window, offscreen) ----------------------


def test_without_a_central_log_the_screen_says_fetch_the_director_at_once(make_station):  # noqa: F811
    station = make_station(config())
    call_from_table(station)
    words = player_text("en")
    title, detail, keys = screen_texts(station)
    assert station.flow.call_state() is CallState.NO_CENTRAL
    assert title == "FETCH THE DIRECTOR" == words.word_judge_title(CallState.NO_CENTRAL)
    assert "Table 7" in detail and "fetches the director" in detail
    assert keys == "F11: the word judge is here, back to the station"
    station.screenshot("call-no-central")
    assert station.runtime.calls.desk.open_call is not None  # recorded, though nobody is told
    [called] = station.records("word-judge-called")
    assert called.details["table"] == 7


@pytest.mark.postgres
def test_a_call_nobody_answers_says_so_after_the_wait(make_station, central_url):  # noqa: F811
    station = make_station(config(central_url, wait=60))
    call_from_table(station, "12")
    assert station.flow.call_state() is CallState.CALLING
    title, detail, _keys = screen_texts(station)
    assert title == "A WORD JUDGE HAS BEEN CALLED"
    assert "Table 12" in detail and "directors' screen" in detail
    station.screenshot("call-calling")
    station.clock.advance(59.9)  # the injected clock: the wait is not over yet
    station.window._tick()
    assert screen_texts(station)[0] == "A WORD JUDGE HAS BEEN CALLED"
    station.clock.advance(0.1)
    station.window._tick()
    title, detail, _keys = screen_texts(station)
    assert station.flow.call_state() is CallState.UNANSWERED
    assert title == "NOBODY HAS ANSWERED YET"
    assert "Nobody has answered yet: fetch the director." in detail
    station.screenshot("call-unanswered")
    # a late answer still reaches the players
    assert station.runtime.calls.acknowledge("director (PIN)", "station Table 7")
    station.window._tick()
    assert screen_texts(station)[0] == "A DIRECTOR IS COMING"


@pytest.mark.postgres
def test_director_mode_shows_the_open_call_and_answers_it(make_station, central_url):  # noqa: F811
    from tests.ui.conftest import PIN

    station = make_station(config(central_url))
    call_from_table(station)
    station.key(
        Qt.Key.Key_D,
        Qt.KeyboardModifier.ControlModifier
        | Qt.KeyboardModifier.AltModifier
        | Qt.KeyboardModifier.ShiftModifier,
    )
    director = station.window.director
    assert director.active
    director.pin.pin.setText(PIN)
    station.qtbot.keyClick(director.pin.pin, Qt.Key.Key_Return)
    panel = director.panel
    assert panel is not None and panel.call_line.isVisible()
    assert "Players called a word judge at" in panel.call_line.text()
    assert "Division A, table 7" in panel.call_line.text()
    station.screenshot("call-director-panel")
    panel.acknowledge.click()
    assert not panel.call_line.isVisible()
    station.window._tick()  # the window takes the answer, in director mode too
    [answered] = station.records("word-judge-acknowledged")
    assert answered.details["by"] == "director (PIN)"
    assert answered.details["where"] == "station Table 7"
    [called] = station.records("word-judge-called")
    assert answered.details["call"] == called.event_id
    panel.leave.emit()
    assert station.flow.call_state() is CallState.COMING
    assert screen_texts(station)[0] == "A DIRECTOR IS COMING"
    station.screenshot("call-coming")
    station.key(Qt.Key.Key_F11)  # the director is here
    assert station.flow.screen is not Screen.WORD_JUDGE
    assert len(station.records("word-judge-arrived")) == 1
    assert len(station.records("word-judge-called")) == 1  # the same key never calls again
    assert station.runtime.calls.desk.open_call is None


@pytest.mark.parametrize(
    ("federation", "title", "keys"),
    [
        ("naspa", "A WORD JUDGE HAS BEEN CALLED", "the word judge is here"),
        ("wespa", "AN ADJUDICATOR HAS BEEN CALLED", "the adjudicator is here"),
        ("ffsc", "UN ARBITRE A ÉTÉ APPELÉ", "l’arbitre est là"),
        ("scrabble-deutschland", "EIN SCHIEDSRICHTER WURDE GERUFEN", "der Schiedsrichter ist da"),
    ],
)
@pytest.mark.postgres
def test_the_call_screen_names_the_person_in_the_federations_words(
    make_station,  # noqa: F811
    central_url,
    federation,
    title,
    keys,
):
    station = make_station(config(central_url, federation=federation))
    call_from_table(station)
    shown = screen_texts(station)
    assert shown[0] == title
    assert keys in shown[2]
    station.screenshot(f"call-{federation}")


@pytest.mark.postgres
def test_the_station_hears_the_fleet_pages_acknowledgement(
    make_station,  # noqa: F811
    central_url,
    monkeypatch,
):
    """The heartbeat's thread reads the page's row; the window tells the players and the
    station records it (in-process; the browser test does the same from outside)."""
    monkeypatch.setenv("CHALLENGE_KIOSK_HEARTBEAT_S", "0.5")
    station = make_station(config(central_url))
    call_from_table(station)
    call = station.runtime.calls.desk.open_call
    assert call is not None
    from kiosk.audit.engine import database_engine

    engine = database_engine(central_url)
    try:
        prepare_central(engine)
        at = datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%S.%fZ")
        insert_ack(engine, CallAck(station.runtime.station_id, call.event_id, at, "Ann", "page"))
        assert [a.by for a in read_acks(engine, station.runtime.station_id, (call.event_id,))] == [
            "Ann"
        ]
    finally:
        engine.dispose()
    station.qtbot.waitUntil(lambda: station.flow.call_state() is CallState.COMING, timeout=10_000)
    [answered] = station.records("word-judge-acknowledged")
    assert (answered.details["by"], answered.details["where"]) == ("Ann", "page")


# -- the page's one write, with the roles of docs/central-roles.sql -----------------------


def _as(url: str, role: str) -> str:
    return url.replace("postgres@", f"{role}@", 1)


def _post(base: str, fields: dict[str, str], **headers: str) -> tuple[int, dict]:
    import urllib.error
    import urllib.parse
    import urllib.request

    request = urllib.request.Request(
        base + "/ack", data=urllib.parse.urlencode(fields).encode(), method="POST"
    )
    for name, value in headers.items():
        request.add_header(name.replace("_", "-"), value)
    try:
        with urllib.request.urlopen(request, timeout=10) as answer:
            return answer.status, json.loads(answer.read())
    except urllib.error.HTTPError as exc:
        return exc.code, json.loads(exc.read())


@pytest.mark.postgres
def test_the_page_acknowledges_with_its_insert_only_role(central_url, tmp_path):
    from sqlalchemy import text
    from sqlalchemy.exc import DBAPIError

    from kiosk.audit import EventKind
    from kiosk.audit.engine import database_engine
    from kiosk.fleet.acks import Acknowledger, ack_engine
    from kiosk.fleet.reader import FleetReader, read_only_engine
    from kiosk.fleet.web import FleetState, create_app
    from tests.fleet.fleet_helpers import http
    from tests.fleet.test_fleet_language import served

    owner = central_url
    engine = database_engine(owner)
    prepare_central(engine)  # the owner migrates once
    engine.dispose()
    apply_roles(owner.replace("postgresql+psycopg://", "postgresql://"))  # docs/central-roles.sql
    call = {"profile": "Division A", "table": 7, "language": "en"}
    station = station_login(owner, "kiosk_table_7")  # the station's own login
    feed(station, tmp_path, "s1", "Table 7", [], events=[(EventKind.WORD_JUDGE_CALLED, call)])

    reader = read_only_engine(_as(owner, "kiosk_fleet"))
    state = FleetState(FleetReader(reader))
    [open_call] = state.refresh_once().calls
    assert (open_call.station, open_call.division, open_call.table) == ("Table 7", "Division A", 7)
    read_only = Acknowledger(ack_engine(_as(owner, "kiosk_fleet")))
    writer = Acknowledger(ack_engine(_as(owner, "kiosk_fleet_ack")))
    try:
        with served(create_app(state, acknowledge=read_only)) as base:
            _status, _headers, page = http(base + "/")
            token = page.split('data-csrf="')[1].split('"')[0]
            ours = {"Origin": base, "Sec-Fetch-Site": "same-origin"}
            form = {"call": open_call.event_id, "by": "Ann", "csrf": token}
            status, said = _post(base, form, **ours)  # the read-only role cannot write
            assert status == 503 and "could not be recorded" in said["problem"]
            assert "read-only transaction" in said["problem"]
        with served(create_app(state, acknowledge=writer)) as base:
            _status, _headers, page = http(base + "/")
            assert 'class="banner call"' in page and "Table 7" in page
            token = page.split('data-csrf="')[1].split('"')[0]
            ours = {"Origin": base, "Sec-Fetch-Site": "same-origin"}
            form = {"call": open_call.event_id, "by": "Ann\u202e", "csrf": token}
            assert _post(base, {**form, "csrf": "x" * 64}, **ours)[0] == 403
            elsewhere = {"Origin": "http://evil.example", "Sec-Fetch-Site": "cross-site"}
            assert _post(base, form, **elsewhere)[0] == 403
            assert _post(base, {**form, "call": "no-such-call"}, **ours)[0] == 404
            status, said = _post(base, form, **ours)
            assert status == 200 and said["acknowledged"] == open_call.event_id
            assert said["by"] == "Ann\\u202e"  # shown spelled out, never reversing the page
            assert state.snapshot.calls == []  # gone from the banner at once
            assert _post(base, form, **ours)[0] == 404  # answered: no longer open
    finally:
        read_only.dispose()
        writer.dispose()
    assert state.refresh_once().calls == []  # the central log agrees
    station_engine = database_engine(station)
    try:
        [ack] = read_acks(station_engine, "s1", (open_call.event_id,))
        assert ack.where.startswith("fleet page (127.0.0.1")
        with pytest.raises(DBAPIError, match="permission denied"), station_engine.begin() as c:
            c.execute(text("DELETE FROM word_judge_acks"))
    finally:
        station_engine.dispose()
    ack_only = database_engine(_as(owner, "kiosk_fleet_ack"))
    try:
        for statement in (
            "SELECT count(*) FROM audit_records",
            "SELECT count(*) FROM word_judge_acks",
            "DELETE FROM word_judge_acks",
            "INSERT INTO station_heartbeats (station_id, station_name, sent_at, version, "
            "screen, body) VALUES ('x', 'x', 't', '1', 'ready', '{}')",
        ):
            with pytest.raises(DBAPIError, match="permission denied"), ack_only.begin() as c:
                c.execute(text(statement))
    finally:
        ack_only.dispose()
        reader.dispose()


# -- from outside: a real kiosk, the fleet server, Chromium ------------------------------


def _records(home: Path, kind: str) -> list[dict]:
    """The station's own records of ``kind``, read from its log file (read-only)."""
    conn = sqlite3.connect(f"file:{home / 'audit.sqlite3'}?mode=ro", uri=True, timeout=5)
    try:
        rows = conn.execute(
            "SELECT body FROM audit_records WHERE kind = ? ORDER BY seq", (kind,)
        ).fetchall()
    finally:
        conn.close()
    return [json.loads(r[0]) for r in rows]


def _ocr(path: Path) -> str:
    done = subprocess.run(
        ["tesseract", str(path), "-", "--psm", "3"], capture_output=True, text=True, timeout=120
    )
    return " ".join(done.stdout.split())


@pytest.mark.postgres
@pytest.mark.slow
def test_f11_on_a_real_station_reaches_the_fleet_page(central_url, tmp_path, browser):  # noqa: F811
    home = station_home(tmp_path, "Table 7", central_url, None)
    text = (home / "station.toml").read_text()
    (home / "station.toml").write_text(
        text.replace('rule = "double"', 'rule = "double"\nask_table = true')
    )
    env = {"CHALLENGE_KIOSK_HEARTBEAT_S": "1"}
    with (
        fleet_server(central_url, "--offline-after", "10") as base,
        x_session(1366, 900) as x,
    ):
        station = x.start_station(home, "--windowed", "--dev-exit", env=env)
        browser.get(base + "/")
        wait_for(
            lambda: (
                browser.execute_script("return document.querySelectorAll('article.card').length")
                == 1
            ),
            60,
            "the station's card",
        )
        x.type("7")
        x.key("Return")
        x.key("F11")
        pressed = time.monotonic()
        wait_for(
            lambda: browser.execute_script("return document.querySelectorAll('.call').length") == 1,
            10,
            "the call's banner",
        )
        shown_after = time.monotonic() - pressed
        banner = browser.execute_script("return document.querySelector('.call').innerText")
        print(f"call to banner in Chromium: {shown_after:.2f} s")
        (ARTIFACTS / "fleet-call-latency.txt").write_text(f"{shown_after:.3f}\n")
        assert shown_after < 2.0, f"the banner took {shown_after:.2f} s"
        assert "Station Table 7" in banner and "Division A" in banner
        assert "Table 7" in banner and "called at" in banner
        wait_for(
            lambda: int(browser.execute_script("return document.body.dataset.beeps || 0")) >= 1,
            5,
            "a beep",
        )
        shot(browser, "call-banner")
        browser.find_element("id", "sound-on").click()  # the click browsers want before sound
        wait_for(
            lambda: browser.execute_script("return document.body.dataset.sound") == "running",
            5,
            "the sound on",
        )
        assert not browser.find_element("id", "sound-on").is_displayed()
        screen = x.screenshot("call-station-calling")
        calling = _ocr(screen)
        assert "WORD JUDGE HAS BEEN CALLED" in calling, calling
        browser.find_element("id", "ack-by").send_keys("Ann Director")
        # the live part is swapped twice a second: find and click the button in one step
        browser.execute_script("document.querySelector('.call button.ack').click();")
        wait_for(
            lambda: browser.execute_script("return document.querySelectorAll('.call').length") == 0,
            5,
            "the banner to go",
        )
        shot(browser, "call-acknowledged")
        wait_for(lambda: _records(home, "word-judge-acknowledged"), 10, "the station's record")
        [answered] = _records(home, "word-judge-acknowledged")
        assert answered["details"]["by"] == "Ann Director"
        assert answered["details"]["where"].startswith("fleet page")
        assert answered["details"]["table"] == 7
        [called] = _records(home, "word-judge-called")
        assert answered["details"]["call"] == called["event_id"]
        wait_for(
            lambda: "DIRECTOR IS COMING" in _ocr(x.screenshot("call-station-coming")),
            15,
            "the station saying a director is coming (OCR)",
        )
        beeps = int(browser.execute_script("return document.body.dataset.beeps || 0"))
        time.sleep(5)  # time passes: no more beeping once it is acknowledged
        assert int(browser.execute_script("return document.body.dataset.beeps || 0")) == beeps
        x.stop_station(station)
