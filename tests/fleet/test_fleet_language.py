"""The fleet page in a chosen language: every word a person reads goes through it.

`Marked` is a real `kiosk.core.i18n.Words` that wraps every text it is asked for in « » and
writes numbers with a narrow space (the French translations are not written yet): a page
served with it shows which words went through the language and which did not. The app is the
real one (`create_app`), served by uvicorn on a free port and read over HTTP, and its reader
reads a real station log (SQLite, which `kiosk.fleet.reader.read_only_engine` takes too)
holding heartbeats, adjudications, a ruling and the expected lexicons. The command line's
``--language`` is checked with the real ``challenge-kiosk fleet`` process.
"""

from __future__ import annotations

import re
import subprocess
import sys
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, datetime, timedelta
from html.parser import HTMLParser
from pathlib import Path

import pytest
import uvicorn
from argon2 import PasswordHasher
from sqlalchemy import create_engine, insert, select

from kiosk.audit import EventKind, open_audit_log
from kiosk.audit.heartbeat import Heartbeat, HeartbeatSender, ProfileBeat
from kiosk.audit.models import AuditRow, ExpectedLexiconRow, HeartbeatRow
from kiosk.audit.records import format_utc
from kiosk.audit.words import KIND_WORDS
from kiosk.core.adjudication import adjudicate
from kiosk.core.i18n import ENGLISH, Message, english_form, fill_count
from kiosk.core.play import parse_play
from kiosk.core.rules import rule_by_id
from kiosk.fleet.model import Expected, beat_from_row, build_cards
from kiosk.fleet.reader import FleetReader, read_only_engine
from kiosk.fleet.web import FleetState, ago, create_app
from kiosk.fleet.words import english, worded
from tests.fleet.fleet_helpers import fleet_server, free_port, http, wait_for

NARROW = "\u202f"
PASSWORD = "correct horse battery"


class Marked:
    """Words that mark every text: «English», numbers grouped with a narrow space."""

    code = "fr"

    def __init__(self) -> None:
        self.asked: set[tuple[str, str]] = set()

    def text(self, context: str, source: str, disambiguation: str = "", n: int = -1) -> str:
        self.asked.add((context, source))
        return f"«{english_form(source, n)}»"

    def say(self, message: Message | str) -> str:
        if isinstance(message, str):
            return message
        values = {k: self.say(v) if isinstance(v, Message) else v for k, v in message.values}
        text = self.text(message.context, message.source, "", message.n)
        return fill_count(text, message.n, self.number).format(**values)

    def number(self, value: int) -> str:
        return f"{value:,}".replace(",", NARROW)


# -- the page's visible text -------------------------------------------------------------

SHOWN_ATTRIBUTES = ("placeholder", "aria-label", "title", "alt")


class _Texts(HTMLParser):
    """Every text a person can read: text nodes (not in script or style, nor the record's
    JSON body, which is data) and the attributes a browser shows."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.texts: list[str] = []
        self.lang: str | None = None
        self._hidden: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        found = dict(attrs)
        if tag == "html":
            self.lang = found.get("lang")
        if tag in ("script", "style") or (tag == "pre" and found.get("id") == "body"):
            self._hidden.append(tag)
        self.texts += [found[a] or "" for a in SHOWN_ATTRIBUTES if a in found]

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        found = dict(attrs)
        self.texts += [found[a] or "" for a in SHOWN_ATTRIBUTES if a in found]

    def handle_endtag(self, tag: str) -> None:
        if self._hidden and self._hidden[-1] == tag:
            self._hidden.pop()

    def handle_data(self, data: str) -> None:
        if not self._hidden and data.strip():
            self.texts.append(data)


def page_texts(html: str) -> tuple[str | None, list[str]]:
    parser = _Texts()
    parser.feed(html)
    parser.close()
    return parser.lang, parser.texts


_MARKED = re.compile(r"«[^«»]*»")


def unmarked(text: str, data: set[str]) -> str:
    """What is left of a text without its marked words, its data and its numbers: a letter
    left is a word that did not go through the language."""
    while (fewer := _MARKED.sub(" ", text)) != text:
        text = fewer
    for value in sorted(data, key=len, reverse=True):
        text = re.sub(rf"(?<!\w){re.escape(value)}(?!\w)", " ", text)
    text = re.sub(r"\b[0-9a-f]{12,64}\b", " ", text)  # fingerprints
    return re.sub(r"[\d\W_]+", " ", text).strip()


def assert_all_marked(html: str, data: set[str], where: str) -> None:
    lang, texts = page_texts(html)
    assert lang == "fr", where
    left = [(t, rest) for t in texts if (rest := unmarked(t, data))]
    assert left == [], f"{where}: words not worded in the page's language: {left}"


# -- a real station log with the whole event in it ---------------------------------------

NOW = datetime(2026, 11, 21, 14, 30, tzinfo=UTC)
A1 = ProfileBeat("Division A", "NWL2023", 172823, "a" * 64, "double")
A2 = ProfileBeat("Division A", "NWL2023", 172823, "b" * 64, "double")
B = ProfileBeat("Division B", "CSW21", 279077, "c" * 64, "five-point")
D = ProfileBeat("Division D", "TWL06", 178691, "e" * 64, "single")
LOST = ProfileBeat("Division C", problem="no lexicon called 'CSW24' is installed")
RELAY_PROBLEM = "relay: connection refused"
NOTE = "Player looked at the book"
# What the station and the players wrote: shown as it is, in no language of the page's.
DATA = {
    "Table 1", "Table 2", "Desk", "Back room", "Gone", "Old", "Broken", "Relay desk", "Closing",
    "s1", "s2", "s3", "s4", "s5", "s6", "s7", "s8", "s9",
    "Division A", "Division B", "Division C", "Division D", "NWL2023", "CSW21", "TWL06",
    "double", "five-point", "single",
    "1.0", "cat", "dogz", "qi", "GK", LOST.problem or "", RELAY_PROBLEM, NOTE,
}  # fmt: skip


def judged(lexicon, text_: str):
    return adjudicate(parse_play(text_, lexicon.alphabet), lexicon, rule_by_id("double"))


def beat(
    url: str, station: str, name: str, *profiles: ProfileBeat, age_s: float = 1.0, **kw
) -> None:
    """A heartbeat ``age_s`` seconds before the page's `clock`."""
    screen = kw.pop("screen", "ready")
    sent_at = clock() - timedelta(seconds=age_s)
    HeartbeatSender(
        url, lambda: Heartbeat(station, name, "1.0", screen, profiles, **kw), clock=lambda: sent_at
    ).send_once()


def clock() -> datetime:
    """The page's time: the start of the current minute (ages shown exactly, whatever the
    time the test takes)."""
    return datetime.now(UTC).replace(second=0, microsecond=0) + timedelta(minutes=1)


def expect(url: str, division: str, lexicon: str, fingerprint: str, words: int) -> None:
    engine = create_engine(url)
    with engine.begin() as conn:
        conn.execute(
            insert(ExpectedLexiconRow).values(
                division=division, lexicon_name=lexicon, fingerprint=fingerprint,
                word_count=words, set_at=format_utc(clock()),
            )
        )  # fmt: skip
    engine.dispose()


@pytest.fixture
def event_log(tmp_path, enable_lexicon) -> str:
    """A log with nine stations' heartbeats, adjudications, a ruling, a late record."""
    path = tmp_path / "central.sqlite3"
    with open_audit_log(station_id="s1", station_name="Table 1", path=path) as log:
        log.receipt_prefix = "GK"
        records = [
            log.record_adjudication(judged(enable_lexicon, w), profile="Division A", table=4)
            for w in ("cat", "dogz", "qi")
        ]  # the second and third come quickly: possible split lookups
        log.annotate(
            records[1].event_id, "improper-lookup-penalty", NOTE, player="challenger", points=10
        )
        log.record_event(EventKind.KIOSK_STARTED, {})
        chained = {"format", "event_id", "station_id", "station_name", "seq", "kind"}
        chained |= {"recorded_at", "utc_offset_minutes", "flags", "refers_to"}
        payload = {k: v for k, v in records[0].body.items() if k not in chained}
        log.record_late_adjudication(
            payload,
            event_id="00000000-0000-4000-8000-00000000000a",
            shown_at_utc=format_utc(clock()),
            log_problem="the disk is full",
        )
    url = f"sqlite:///{path}"
    beat(url, "s1", "Table 1", A1, relay_backlog=1234, last_adjudication_at=clock())
    beat(url, "s2", "Table 2", A2, screen="entry")
    beat(url, "s3", "Desk", B, screen="director")
    beat(url, "s4", "Back room", LOST, screen="not ready")
    beat(url, "s5", "Gone", D, age_s=600)
    beat(url, "s6", "Old", D, screen="stopped", age_s=3 * 3600 + 400)
    beat(url, "s8", "Relay desk", D, problems=(RELAY_PROBLEM,))
    beat(url, "s9", "Closing", D, screen="stopped")
    broken = Heartbeat("s7", "Broken", "1.0", "ready").row(clock())
    engine = create_engine(url)
    with engine.begin() as conn:
        conn.execute(insert(HeartbeatRow).values(**{**broken, "body": "[1, 2]"}))
    engine.dispose()
    expect(url, "Division B", "CSW21", "d" * 64, 279077)
    return url


@contextmanager
def served(app) -> Iterator[str]:
    """The app on a free port of 127.0.0.1, as ``challenge-kiosk fleet`` serves it."""
    port = free_port()
    config = uvicorn.Config(app, host="127.0.0.1", port=port, log_level="warning", lifespan="off")
    server = uvicorn.Server(config)
    thread = threading.Thread(target=server.run, name="fleet-page", daemon=True)
    thread.start()
    try:
        wait_for(lambda: server.started, 15, "the page server")
        yield f"http://127.0.0.1:{port}"
    finally:
        server.should_exit = True
        thread.join(10)


def state_of(url: str) -> FleetState:
    state = FleetState(FleetReader(read_only_engine(url)), clock=clock)
    snapshot = state.refresh_once()
    assert snapshot.problem is None, snapshot.problem
    return state


def record_ids(url: str) -> list[int]:
    engine = create_engine(url)
    with engine.connect() as conn:
        found = [row[0] for row in conn.execute(select(AuditRow.id).order_by(AuditRow.id))]
    engine.dispose()
    return found


def get(url: str, **kw) -> str:
    status, _headers, text = http(url, **kw)
    assert status < 500 or "/record/" in url, (url, status)
    return text


# -- the tests -----------------------------------------------------------------------------


def test_every_word_of_the_event_page_goes_through_the_language(event_log):
    words = Marked()
    with served(create_app(state_of(event_log), words=words)) as base:
        page, live = get(base + "/"), get(base + "/live")
        searched = get(base + "/search?q=cat")
        nothing, empty = get(base + "/search?q=zzzz"), get(base + "/search")
        records = {n: http(f"{base}/record/{n}") for n in record_ids(event_log)}
        missing = http(base + "/record/999")
    assert '<html lang="fr">' in page
    for where, html in [("/", page), ("/search?q=cat", searched), ("/search?q=zzzz", nothing),
                        ("/search", empty), ("/record/999", missing[2])]:  # fmt: skip
        assert_all_marked(html, DATA, where)
    _lang, live_texts = page_texts("<html lang='fr'>" + live)
    assert [t for t in live_texts if unmarked(t, DATA)] == []
    for number, (status, _h, html) in records.items():
        assert status == 200, number
        assert_all_marked(html, DATA, f"/record/{number}")
    assert missing[0] == 404 and "«No such record.»" in missing[2]

    # The page says everything it shows, each in its words.
    for shown in (
        "«offline»", "«busy»", "«free»", "«director»", "«not ready»", "«stopped»",
        "«Lexicon mismatch at 3 stations: Desk, Table 1, Table 2»",
        "«heartbeat «10 min ago»»", "«heartbeat «3.1 h ago»»", "«relay backlog 1\u202f234»",
        "«172\u202f823 words»", "«chain: «not signed yet»»",
        "«heartbeat body unreadable («not an object»)»",
        "«cannot judge: no lexicon called &#39;CSW24&#39; is installed»",
        "«mismatch: Division B expects CSW21 (dddddddddddd, 279\u202f077 words)»",
        "Back room («cannot judge»)", f"Relay desk ({RELAY_PROBLEM})",
        "«possible split lookup»", "«NOT RECORDED at the time (added later)»",
        "«ruling: «Improper-lookup penalty»»", "«ACCEPTABLE»",
        "«Adjudications per hour (4 in the last 12 hours)»",
    ):  # fmt: skip
        assert shown in page, shown
    assert "«Search: cat»" in searched and "«No record matches.»" in nothing
    assert any("«kiosk started»" in html for _s, _h, html in records.values())
    assert {context for context, _source in words.asked} <= {
        "Fleet",
        "Audit",
        "Rulings",
        "AuditChain",
        "CentralLog",
        "Words",
    }


def test_the_login_page_and_its_refusals_in_the_language(event_log):
    secret = PasswordHasher(time_cost=1, memory_cost=1024, parallelism=1).hash(PASSWORD)
    app = create_app(state_of(event_log), password_hash=secret, words=Marked())
    with served(app) as base:
        status, headers, _ = http(base + "/")
        assert status == 303 and headers["Location"] == "/login"
        login = get(base + "/login")
        status, _h, wrong = http(base + "/login", data=b"password=guess")
        assert status == 403
        status, _h, large = http(base + "/login", data=b"password=" + b"x" * 10_000)
        assert status == 413
        status, headers, _ = http(base + "/login", data=b"password=correct+horse+battery")
        cookie = headers["Set-Cookie"].split(";")[0]
        page = get(base + "/", cookie=cookie)
    for where, html in [("login", login), ("wrong", wrong), ("large", large), ("/", page)]:
        assert_all_marked(html, DATA, where)
    assert "«Wrong password.»" in wrong and "«That form is too large.»" in large
    assert "«Log out»" in page and "«Password»" in login


def test_a_central_log_that_cannot_be_read_is_said_in_the_language(tmp_path):
    empty = tmp_path / "nothing.sqlite3"
    create_engine(f"sqlite:///{empty}").connect().close()  # a database without tables
    state = FleetState(FleetReader(read_only_engine(f"sqlite:///{empty}")))
    state.refresh_once()
    assert state.snapshot.problem is not None
    with served(create_app(state, words=Marked())) as base:
        page = get(base + "/")
        searched = get(base + "/search?q=cat")
        status, _h, record = http(base + "/record/1")
    assert status == 503
    for where, html in [("/", page), ("search", searched), ("record", record)]:
        assert_all_marked(html, DATA, where)
    assert "«The central log cannot be read: " in page and "«Counting…»" in page
    assert "«No station has sent a heartbeat yet." in page
    assert "«The central log cannot be searched: " in searched
    assert "«The central log cannot be read: " in record


def test_one_station_alone_and_an_empty_log(tmp_path):
    path = tmp_path / "central.sqlite3"
    open_audit_log(station_id="s1", path=path).close()
    url = f"sqlite:///{path}"
    beat(url, "s1", "Table 1", A1)
    expect(url, "Division A", "NWL2023", "e" * 64, 10)
    with served(create_app(state_of(url), words=Marked())) as base:
        page = get(base + "/")
    assert_all_marked(page, DATA, "/")
    assert "«Lexicon mismatch at 1 station: Table 1»" in page
    for empty in ("«Nothing flagged.»", "«No adjudication yet.»", "«None yet.»"):
        assert empty in page


def test_english_is_unchanged_without_a_language(event_log):
    with served(create_app(state_of(event_log))) as base:
        page = get(base + "/")
    assert '<html lang="en">' in page
    for shown in (
        "Lexicon mismatch at 3 stations: Desk, Table 1, Table 2",
        "heartbeat 10 min ago", "heartbeat 3.1 h ago", "relay backlog 1,234",
        "172,823 words", "chain: not signed yet", "heartbeat body unreadable (not an object)",
        "mismatch: Division B expects CSW21 (dddddddddddd, 279,077 words)",
        "Waiting for a director: Back room (cannot judge); Broken (heartbeat body unreadable",
        "possible split lookup", "ruling: Improper-lookup penalty", ">free<", ">offline<",
        "10 points off the challenger. Player looked at the book",
    ):  # fmt: skip
        assert shown in page, shown
    assert "«" not in page


def test_ages_counts_and_kinds_in_words():
    assert [english(ago(s)) for s in (0.4, 12.5, 89.4, 600, 5399, 5400, 3 * 3600 + 100)] == [
        "0 s ago", "12 s ago", "89 s ago", "10 min ago", "90 min ago", "1.5 h ago", "3.0 h ago",
    ]  # fmt: skip
    assert worded(ago(7200), Marked()) == "«2.0 h ago»"
    assert set(KIND_WORDS) == {kind.value for kind in EventKind}
    # a count in a message is written the language's way; an identifier is not
    cards = build_cards(
        [beat_from_row({"id": 1, **Heartbeat("s1", "T", "1", "ready", (A1,)).row(NOW)})],
        {"Division A": Expected("Division A", "NWL2023", "f" * 64, 196601, "t")},
        NOW,
        45.0,
        {"s1": (1234, ())},
    )
    assert cards[0].chain == "signed up to record 1234"
    assert worded(cards[0].profiles[0].alarm_messages[0], Marked()) == (
        f"«mismatch: Division A expects NWL2023 (ffffffffffff, 196{NARROW}601 words)»"
    )
    assert worded(cards[0].chain_message, Marked()) == "«signed up to record 1234»"
    assert worded("as the station wrote it", ENGLISH) == "as the station wrote it"


def test_fleet_serve_language_from_the_command_line(tmp_path):
    unknown = subprocess.run(
        [sys.executable, "-m", "kiosk", "fleet", "serve", "--language", "xx"],
        capture_output=True, text=True, timeout=60,
    )  # fmt: skip
    assert unknown.returncode == 2, unknown.stderr
    assert "--language: unknown language 'xx'; choose one of: en, fr" in unknown.stderr
    assert "Traceback" not in unknown.stderr
    path = tmp_path / "central.sqlite3"
    open_audit_log(station_id="s1", path=path).close()
    url = f"sqlite:///{path}"
    beat(url, "s1", "Table 1", A1)
    for args in (("serve", "--language", "FR"), ("--language", "fr")):
        with fleet_server(url, *args) as base:
            page = wait_for(lambda b=base: (p := http(b + "/")[2]) and "Table 1" in p and p)
        assert '<html lang="fr">' in page, args
    with fleet_server(url, "serve") as base:
        page = wait_for(lambda b=base: (p := http(b + "/")[2]) and "Table 1" in p and p)
    assert '<html lang="en">' in page and "Stations: 1, online: 1, busy: 0." in page


def test_the_template_texts_for_translators_are_up_to_date():
    root = Path(__file__).resolve().parents[2]
    sys.path.insert(0, str(root / "i18n"))
    try:
        import build_qm
    finally:
        sys.path.remove(str(root / "i18n"))
    listed = build_qm.TEMPLATE_TEXTS.read_text(encoding="utf-8")
    fleet = listed[listed.index("class Fleet:") :]
    assert fleet == build_qm.template_texts()[build_qm.template_texts().index("class Fleet:") :]
    assert "self.tr('Lexicon mismatch at %n station(s): {stations}', '', 1)" in fleet
