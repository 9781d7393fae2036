"""The fleet page reads the records: each adjudication against the plan in force at its time,
stations known from their records alone, the roster's missing stations, heartbeats timed by
the server and signed by the station (a forged one shown as such), disputes by table and one
word judged two ways, the login's global throttle, the Host check and receipt search.

Real PostgreSQL; the stations' records go through the real relay, signed with each
station's own key; a forged heartbeat is inserted with the stations' role from
docs/central-roles.sql. The page is checked in Chromium (tests/artifacts/fleet-plan-*.png).
"""

from __future__ import annotations

import threading
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from sqlalchemy import insert, text

from kiosk.audit.engine import database_engine
from kiosk.audit.heartbeat import Heartbeat, HeartbeatSender, ProfileBeat
from kiosk.audit.identity import station_key
from kiosk.audit.models import ExpectedLexiconRow
from kiosk.audit.records import format_utc
from kiosk.audit.relay import prepare_central
from kiosk.core.adjudication import adjudicate
from kiosk.core.plan import DivisionPlan, EventPlan
from kiosk.core.play import parse_play
from kiosk.core.rules import rule_by_id
from kiosk.event.central import publish
from kiosk.event.signing import sign_plan
from kiosk.fleet.auth import Sessions
from kiosk.fleet.model import natural_key
from kiosk.fleet.reader import FleetReader, read_only_engine
from kiosk.fleet.web import FleetState, create_app, receipt_or_words
from kiosk.lexicons.file import load_lexicon
from lexicon_build.builder import build_lexicon
from tests.browser import first_text, read_at_once
from tests.fleet.fleet_helpers import apply_roles, feed, fleet_server, http, station_login, wait_for
from tests.fleet.test_fleet_browser import browser, shot  # noqa: F401 (fixture)
from tests.fleet.test_fleet_language import served
from tests.lexforge import ENGLISH, WORDS

pytestmark = pytest.mark.postgres

SHORT = [w for w in WORDS if w != "ZA"]  # one word short


def lexicon(folder: Path, name: str, words: list[str]):
    folder.mkdir(parents=True, exist_ok=True)
    source = folder / f"{name}-{len(words)}.txt"
    source.write_text("\n".join(w.lower() for w in words) + "\n", encoding="utf-8")
    path = folder / f"{name}-{len(words)}.clex"
    build_lexicon([source], name=name, alphabet=ENGLISH).write(path)
    return load_lexicon(path)


def judged(lex, word: str):
    return adjudicate(parse_play(word, lex.alphabet), lex, rule_by_id("double"))


def home_of(root: Path, name: str) -> Path:
    home = root / name.replace(" ", "-")
    home.mkdir(mode=0o700, parents=True)
    station_key(home)  # station-key.pem: the relay signs heads, the heartbeat signs with it
    return home


def beat(url: str, home: Path, station: str, name: str, *profiles, screen="ready", **kw):
    """One heartbeat, signed with the key in ``home`` (as the station's runtime sends it)."""
    snapshot = lambda: Heartbeat(station, name, "1.0", screen, profiles, **kw)  # noqa: E731
    HeartbeatSender(url, snapshot, home=home).send_once()


def migrated(url: str) -> None:
    owner = database_engine(url)
    prepare_central(owner)
    owner.dispose()


def expect(url: str, division: str, lex) -> None:
    engine = database_engine(url)
    with engine.begin() as conn:
        conn.execute(
            insert(ExpectedLexiconRow).values(
                division=division, lexicon_name=lex.info.name, fingerprint=lex.info.fingerprint,
                word_count=lex.info.word_count, set_at=format_utc(datetime.now(UTC)),
            )
        )  # fmt: skip
    engine.dispose()


def snapshot_of(url: str):
    state = FleetState(FleetReader(read_only_engine(url)))
    snapshot = state.refresh_once()
    assert snapshot.problem is None, snapshot.problem
    return state, snapshot


def test_expect_names_only_the_station_one_word_short(central_url, tmp_path):
    """The defect: both cards red, the banner naming both. Now only the odd one, first."""
    migrated(central_url)
    good = lexicon(tmp_path / "lex", "NWL2023", WORDS)
    short = lexicon(tmp_path / "lex", "NWL2023", SHORT)
    expect(central_url, "A", good)
    stations = [("s1", "Table 1-10", good, 1), ("s2", "Table 11-20", short, 11),
                ("s3", "Table 21-30", good, 21)]  # fmt: skip
    for sid, name, lex, table in stations:
        home = home_of(tmp_path, name)
        words = [(judged(lex, w), "A") for w in ("cat", "za", "qi")]
        feed(central_url, tmp_path, sid, name, words, key=station_key(home), table=table)
        profile = ProfileBeat("A", "NWL2023", lex.info.word_count, lex.info.fingerprint, "double")
        beat(central_url, home, sid, name, profile)
    state, snapshot = snapshot_of(central_url)
    again = state.refresh_once()  # the records read again: never counted twice
    assert [c.deviations for c in again.cards] == [c.deviations for c in snapshot.cards]
    cards = snapshot.cards
    assert [c.name for c in cards if c.mismatch] == ["Table 11-20"]
    assert cards[0].name == "Table 11-20"  # problems first
    assert [c.name for c in cards[1:]] == ["Table 1-10", "Table 21-30"]
    assert cards[0].deviations == [
        f"mismatch: 3 adjudications in A with NWL2023 ({short.info.fingerprint[:12]}); "
        f"fleet expect says NWL2023 ({good.info.fingerprint[:12]})"
    ]
    assert all(c.trust == "verified" for c in cards)  # signed with the pinned keys
    # the same word judged two ways: ZA at Table 1-10 and at Table 11-20
    assert [(x.division, x.word) for x in snapshot.conflicts] == [("A", "ZA")]
    assert snapshot.conflicts[0].unacceptable_at.startswith("Table 11-20")
    # disputes by table: the split lookups of each table (three adjudications in a row)
    from kiosk.fleet.disputes import by_table

    assert [(d, t) for d, _r, t, _items in by_table(snapshot.disputes)] == [
        ("A", 1), ("A", 11), ("A", 21)
    ]  # fmt: skip


def test_records_are_held_to_the_plan_in_force_at_their_time(central_url, tmp_path):
    """Plan 1 (NWL2020) then plan 2 (NWL2023) from an instant between two batches: the
    station that kept the old list after the instant, sending no heartbeat, gets a card
    naming it; a station on the roster that never reported shows as missing; a plan signed
    with another key than the event's first one is left out."""
    migrated(central_url)
    old = lexicon(tmp_path / "lex", "NWL2020", SHORT)
    new = lexicon(tmp_path / "lex", "NWL2023", WORDS)
    from kiosk.event.signing import create_event_key

    key = create_event_key(tmp_path / "event-key.pem")
    roster = ("Table 1", "Table 2", "Table 10")
    start = datetime.now(UTC) - timedelta(hours=1)

    def plan(serial: int, lex, at: datetime) -> EventPlan:
        division = DivisionPlan("A", lex.info.name, lex.info.fingerprint, "double")
        return EventPlan("Open 2026", serial, at, (division,), roster)

    engine = database_engine(central_url)
    publish(engine, sign_plan(plan(1, old, start), key), "Open 2026", 1, [])
    h1, h2 = home_of(tmp_path, "Table 1"), home_of(tmp_path, "Table 2")
    (tmp_path / "a").mkdir()
    (tmp_path / "b").mkdir()
    feed(central_url, tmp_path / "a", "s1", "Table 1", [(judged(old, "cat"), "A")],
         key=station_key(h1), table=1)  # fmt: skip
    feed(central_url, tmp_path / "b", "s2", "Table 2", [(judged(old, "cat"), "A")],
         key=station_key(h2), table=2)  # fmt: skip
    # a plan names its instant to the second
    instant = (datetime.now(UTC) + timedelta(seconds=1)).replace(microsecond=0)
    publish(engine, sign_plan(plan(2, new, instant), key), "Open 2026", 2, [])
    # time passes: until the plan's instant, on the clock
    time.sleep(max(0.0, (instant - datetime.now(UTC)).total_seconds()) + 0.05)
    feed(central_url, tmp_path / "a", "s1", "Table 1", [(judged(new, "qi"), "A")],
         key=station_key(h1), table=1)  # fmt: skip
    late = [(judged(old, "qi"), "A"), (judged(old, "za"), "A")]
    feed(central_url, tmp_path / "b", "s2", "Table 2", late, key=station_key(h2), table=2)
    # a plan signed with another key, naming the old list again: not the event's
    intruder = create_event_key(tmp_path / "other-key.pem")
    publish(engine, sign_plan(plan(3, old, instant), intruder), "Open 2026", 3, [], checked=False)
    engine.dispose()
    profile = ProfileBeat("A", "NWL2023", new.info.word_count, new.info.fingerprint, "double")
    beat(central_url, h1, "s1", "Table 1", profile)  # Table 2 sends no heartbeat

    _state, snapshot = snapshot_of(central_url)
    by_name = {c.name: c for c in snapshot.cards}
    assert [c.name for c in snapshot.cards] == ["Table 2", "Table 10", "Table 1"]
    assert by_name["Table 2"].heard == "records" and by_name["Table 2"].state == "no heartbeat"
    assert by_name["Table 2"].deviations == [
        f"mismatch: 2 adjudications in A with NWL2020 ({old.info.fingerprint[:12]}); "
        f"plan 2 says NWL2023 ({new.info.fingerprint[:12]})"
    ]  # its first record, before the instant, was right
    assert by_name["Table 10"].state == "missing"
    assert not by_name["Table 1"].mismatch and by_name["Table 1"].state == "free"
    assert [p.serial for p in snapshot.schedule.plans] == [1, 2]


def test_a_forged_heartbeat_is_shown_as_forged_and_never_changes_the_card(central_url, tmp_path):
    migrated(central_url)
    dsn = central_url.replace("postgresql+psycopg://", "postgresql://")
    apply_roles(dsn)  # roles are the shared cluster's: made once, granted per database
    station_url = station_login(central_url, "kiosk_table_1")  # its own login
    fleet_url = central_url.replace("postgres@", "kiosk_fleet@", 1)
    good = lexicon(tmp_path / "lex", "NWL2023", WORDS)
    home = home_of(tmp_path, "Table 1")
    feed(
        station_url, tmp_path, "s1", "Table 1", [(judged(good, "cat"), "A")], key=station_key(home)
    )
    profile = ProfileBeat("A", "NWL2023", good.info.word_count, good.info.fingerprint, "double")
    # an honest station whose clock runs an hour fast: its age is the server's, not its own
    fast = datetime.now(UTC) + timedelta(hours=1)
    HeartbeatSender(
        station_url, lambda: Heartbeat("s1", "Table 1", "1.0", "verdict", (profile,)),
        home=home, clock=lambda: fast,
    ).send_once()  # fmt: skip
    state = FleetState(FleetReader(read_only_engine(fleet_url)), offline_after_s=45)
    first = state.refresh_once()
    assert first.problem is None, first.problem
    card = first.cards[0]
    assert card.state == "busy" and card.age_s < 10 and card.trust == "verified"
    from kiosk.event.signing import create_event_key

    plan = EventPlan("Open", 1, datetime.now(UTC), (DivisionPlan("A", "N", "c" * 64, "double"),))
    owner = database_engine(central_url)
    publish(owner, sign_plan(plan, create_event_key(tmp_path / "k.pem")), "Open", 1, [])
    owner.dispose()
    assert [p.serial for p in FleetReader(read_only_engine(fleet_url)).plans()] == [1]  # granted

    # the station is killed; someone with the stations' password speaks for it
    hostile = "<b>x</b>" + "A" * 500
    body = '{"profiles": [], "problems": ["' + hostile + '"], "said": []}'
    forged = database_engine(station_url)
    with forged.begin() as conn:
        conn.execute(
            text("INSERT INTO station_heartbeats (station_id, station_name, sent_at, version, "
                 "screen, body, received_at, counter) VALUES ('s1', 'Table 1', :t, '1.0', "
                 "'ready', :b, '2000-01-01T00:00:00Z', 4611686018427387904)"),
            {"t": format_utc(datetime.now(UTC)), "b": body},
        )  # fmt: skip
        stamped = conn.execute(
            text("SELECT received_at > now() - interval '1 minute' FROM station_heartbeats "
                 "ORDER BY id DESC LIMIT 1")
        ).scalar()  # fmt: skip
    forged.dispose()
    assert stamped  # the server's time, whatever the role wrote
    # and one signed with another station's key
    other = home_of(tmp_path, "Table 9")
    HeartbeatSender(
        station_url, lambda: Heartbeat("s1", "Table 1", "1.0", "ready", ()), home=other
    ).send_once()
    after = state.refresh_once()
    card = after.cards[0]
    assert card.state == "busy"  # the genuine heartbeat still decides
    assert card.profiles[0].fingerprint == good.info.fingerprint
    assert card.forged and "another key" in str(card.forged_message)
    restarted = FleetState(FleetReader(read_only_engine(fleet_url))).refresh_once()
    assert restarted.cards[0].state == "busy" and restarted.cards[0].forged  # from the start too

    # a genuine heartbeat's text in the director's banner: escaped and cut short
    beat(station_url, home, "s1", "Table 1", profile, problems=(hostile,))
    with served(create_app(state)) as base:
        state.refresh_once()
        live = http(base + "/live")[2]
    banner = live[live.index('id="waiting"') :].split("</p>")[0]
    assert "<b>" not in banner and "&lt;b&gt;x&lt;/b&gt;" in banner
    assert len(banner) < 400
    assert 'id="forged"' in live


def test_logins_are_throttled_globally_and_never_queued(tmp_path):
    from argon2 import PasswordHasher

    hashed = PasswordHasher().hash("the right password")
    sessions = Sessions()
    for n in range(20):
        assert not sessions.locked_out(f"10.0.0.{n}")
        sessions.failed(f"10.0.0.{n}")
    assert sessions.locked_out("10.9.9.9")  # 20 from anywhere: every address waits
    state = FleetState(FleetReader(read_only_engine(f"sqlite:///{tmp_path / 'x.sqlite3'}")))
    app = create_app(state, password_hash=hashed)
    results: list[int] = []
    with served(app) as base:

        def guess() -> None:
            results.append(http(base + "/login", data=b"password=wrong")[0])

        threads = [threading.Thread(target=guess) for _ in range(60)]
        started = time.monotonic()
        for t in threads:
            t.start()
        timings = []
        for _ in range(5):
            t0 = time.monotonic()
            http(base + "/login")
            timings.append(time.monotonic() - t0)
        for t in threads:
            t.join()
        elapsed = time.monotonic() - started
    assert results.count(403) <= 20 + 2  # the rest refused without a check
    assert results.count(429) >= 60 - 22
    assert max(timings) < 2.5 and elapsed < 60  # the page answers beside the guesses


def test_the_host_header_is_checked(tmp_path):
    state = FleetState(FleetReader(read_only_engine(f"sqlite:///{tmp_path / 'x.sqlite3'}")))
    import urllib.request

    with served(create_app(state, hosts=["fleet.example"])) as base:
        port = base.rsplit(":", 1)[1]

        def status(host: str) -> int:
            request = urllib.request.Request(base + "/login", headers={"Host": host})
            try:
                with urllib.request.urlopen(request, timeout=10) as answer:
                    return answer.status
            except urllib.error.HTTPError as exc:
                return exc.code

        assert status(f"127.0.0.1:{port}") in (200, 303)
        assert status(f"localhost:{port}") in (200, 303)
        assert status(f"fleet.example:{port}") in (200, 303)
        assert status(f"attacker.example:{port}") == 400  # DNS rebinding


def test_receipt_search_accepts_spaces_and_lower_case():
    for typed in ("GP 0006", "gp0006", "gp 0006", "GP-0006", " gp - 6 "):
        assert receipt_or_words(typed) == "GP-0006", typed
    assert receipt_or_words("cat dogs") == "cat dogs"


def test_names_sort_naturally():
    names = ["Table 10", "table 2", "Table 1", "Table 100", "Desk"]
    assert sorted(names, key=natural_key) == ["Desk", "Table 1", "table 2", "Table 10", "Table 100"]


@pytest.mark.slow
def test_the_page_names_only_the_deviating_station_in_chromium(central_url, tmp_path, browser):  # noqa: F811
    migrated(central_url)
    good = lexicon(tmp_path / "lex", "NWL2023", WORDS)
    short = lexicon(tmp_path / "lex", "NWL2023", SHORT)
    expect(central_url, "A", good)
    for n in (1, 2, 10, 11, 20):
        name, lex = f"Table {n}", short if n == 11 else good
        home = home_of(tmp_path, name)
        feed(central_url, tmp_path, f"s{n}", name, [(judged(lex, "za"), "A")],
             key=station_key(home), table=n)  # fmt: skip
        if n != 20:  # Table 20 judges without a heartbeat
            p = ProfileBeat("A", "NWL2023", lex.info.word_count, lex.info.fingerprint, "double")
            beat(central_url, home, f"s{n}", name, p)
    with fleet_server(central_url) as base:

        def ready() -> bool:
            live = http(base + "/live")[2]
            return live.count("<article") == 5 and 'id="alarm"' in live and "Table 20" in live

        wait_for(ready, 30, "the cards")
        browser.get(base + "/")
        view = read_at_once(
            browser, alarm="#alarm", names=".card .name", red=".card[data-mismatch]"
        )
        alarm = first_text(view["alarm"])  # one state of the page
        names = [e["text"] for e in view["names"]]
        red = [e["data"]["station"] for e in view["red"]]
        path = shot(browser, "plan-deviating")
    assert alarm == "Lexicon mismatch at 1 station: Table 11"
    assert red == ["s11"]
    assert names[0] == "Table 11" and names[1:] == ["Table 20", "Table 1", "Table 2", "Table 10"]
    assert path.stat().st_size > 10_000


def test_disputes_are_listed_by_round_when_the_plan_says_when_rounds_start(central_url, tmp_path):
    """The plan names when each round starts; the page lists each table's disputes under the
    round they were made in (records carry no round: their time says it)."""
    migrated(central_url)
    good = lexicon(tmp_path / "lex", "NWL2023", WORDS)
    from kiosk.event.signing import create_event_key

    key = create_event_key(tmp_path / "event-key.pem")
    second = (datetime.now(UTC) + timedelta(seconds=2)).replace(microsecond=0)
    first = second - timedelta(hours=1)
    division = DivisionPlan("A", "NWL2023", good.info.fingerprint, "double")
    plan = EventPlan("Open 2026", 1, first, (division,), rounds=(first, second))
    engine = database_engine(central_url)
    publish(engine, sign_plan(plan, key), "Open 2026", 1, [])
    engine.dispose()
    home = home_of(tmp_path, "Table 3")
    (tmp_path / "s3").mkdir()
    plays = [(judged(good, "cat"), "A"), (judged(good, "za"), "A")]  # the second: a split lookup
    feed(central_url, tmp_path / "s3", "s3", "Table 3", plays, key=station_key(home), table=3)
    # time passes: until the second instant, on the clock
    time.sleep(max(0.0, (second - datetime.now(UTC)).total_seconds()) + 0.05)
    feed(central_url, tmp_path / "s3", "s3", "Table 3", plays, key=station_key(home), table=3)
    from kiosk.fleet.disputes import by_table

    state, snapshot = snapshot_of(central_url)
    grouped = by_table(snapshot.disputes, snapshot.schedule.round_of)
    assert [(d, r, t) for d, r, t, _items in grouped] == [("A", 1, 3), ("A", 2, 3)]
    # round 1: the second play; round 2: both (the first came seconds after round 1's last)
    assert [len(items) for *_key, items in grouped] == [1, 2]
    with served(create_app(state)) as base:
        state.refresh_once()
        live = http(base + "/live")[2]
    disputes = live[live.index('id="disputes"') :].split("</table>")[0]
    assert "A · Round 1 · Table 3" in disputes and "A · Round 2 · Table 3" in disputes
