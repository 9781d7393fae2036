"""The fleet page on a real tournament day (issue 33): one clock, names that must match,
offline stations seen, plans' acceptance seen, planned switches not called disputes.

Six stations on one real PostgreSQL, their records through the real relay with each
station's own key, their heartbeats sent by the real `HeartbeatSender` from kiosk homes
holding what the kiosk keeps there (``central-clock.json``: Table 2's clock is 10 minutes
fast; ``event.json``: the newest plan each accepted). Plan 2 switched Division A from a list
without ZA to a corrected one of the same name 10 minutes ago; plan 3 comes in 7 minutes;
a plan of another event is published last. Table 3's division is typed "Divison A"; Table 4
was offline across the instant and judged with the old list; Table 1 judged ZA before the
instant with the old list and Table 5 after it with the new one (a planned switch, not a
dispute). The page is read from its snapshot and in Chromium (tests/artifacts/
fleet-event-day*.png).
"""

from __future__ import annotations

import json
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from sqlalchemy import text

from kiosk.audit import open_audit_log
from kiosk.audit.engine import database_engine
from kiosk.audit.heartbeat import Heartbeat, HeartbeatSender, ProfileBeat
from kiosk.audit.identity import station_key
from kiosk.audit.records import EventKind
from kiosk.audit.relay import Relay, prepare_central
from kiosk.core.plan import DivisionPlan, EventPlan
from kiosk.event.central import publish
from kiosk.event.signing import create_event_key, sign_plan
from kiosk.fleet.reader import FleetReader, read_only_engine
from kiosk.fleet.web import FleetState, create_app
from tests.browser import read_at_once
from tests.fleet.fleet_helpers import fleet_server, http, wait_for
from tests.fleet.test_fleet_browser import browser, shot  # noqa: F401 (fixture)
from tests.fleet.test_fleet_language import served
from tests.fleet.test_fleet_plan_reading import SHORT, judged, lexicon
from tests.lexforge import WORDS

pytestmark = pytest.mark.postgres

A = "Division A"
FAST = -600.0  # Table 2: the server's clock is 10 minutes behind its own


def home_of(root: Path, name: str, offset_s: float, serial: int) -> Path:
    """A kiosk home as the kiosk leaves it: its key, its last clock measurement, its event."""
    home = root / name.replace(" ", "-")
    home.mkdir(mode=0o700, parents=True)
    station_key(home)
    server = datetime.now(UTC)
    (home / "central-clock.json").write_text(json.dumps({
        "server_utc": server.isoformat(),
        "station_utc": (server - timedelta(seconds=offset_s)).isoformat(),
        "uncertainty_s": 0.002, "boot_id": "test", "boot_s": 1.0}))  # fmt: skip
    event = {"event": "Open", "public_key": "a" * 64, "last_row": serial, "held_serial": serial}
    (home / "event.json").write_text(json.dumps(event))
    return home


def record(url, home, root, sid, name, offset_s, judgements, events=()):
    """Adjudications [(central time, lexicon, word, division, table)] as the station's own
    clock dates them (central time minus its offset), then relayed with its key."""
    times = iter([at - timedelta(seconds=offset_s) for at, *_ in judgements] + [None] * 99)

    def clock():
        return next(times) or datetime.now(UTC) - timedelta(seconds=offset_s)

    with open_audit_log(
        station_id=sid, station_name=name, path=root / f"{sid}.sqlite3", clock=clock
    ) as log:
        log.receipt_prefix = sid.upper()
        for _at, lex, word, division, table in judgements:
            log.record_adjudication(judged(lex, word), profile=division, table=table)
        for kind, details in events:
            log.record_event(kind, details)
        status = Relay(log, url, key=station_key(home)).finish(20)
        assert status.pending == 0 and status.last_error is None, status


def test_the_event_day_on_the_page(central_url, tmp_path, browser):  # noqa: F811
    owner = database_engine(central_url)
    prepare_central(owner)
    old = lexicon(tmp_path / "lex", "NWL2023", SHORT)  # without ZA
    new = lexicon(tmp_path / "lex", "NWL2023", WORDS)  # corrected, same name
    now = datetime.now(UTC).replace(microsecond=0)
    instant = now - timedelta(minutes=10)
    key = create_event_key(tmp_path / "event.pem")

    def plan(serial, when, lex, event="Open"):
        division = DivisionPlan(A, lex.info.name, lex.info.fingerprint, "double",
                                lex.info.word_count)  # fmt: skip
        roster = tuple(f"Table {n}" for n in range(1, 7))
        return EventPlan(event, serial, when, (division,), roster)

    for serial, when, lex in ((1, now - timedelta(hours=2), old), (2, instant, new),
                              (3, now + timedelta(minutes=7), new)):  # fmt: skip
        publish(owner, sign_plan(plan(serial, when, lex), key), "Open", serial, [])

    homes = {}
    # (id, name, clock offset, newest plan held, division as typed)
    stations = [("s1", "Table 1", 0.0, 3, A), ("s2", "Table 2", FAST, 3, A),
                ("s3", "Table 3", 0.0, 3, "Divison A"), ("s4", "Table 4", 0.0, 1, A),
                ("s5", "Table 5", 0.0, 2, A), ("s6", "Table 6", 0.0, 2, A)]  # fmt: skip
    for sid, name, offset, serial, _division in stations:
        homes[sid] = home_of(tmp_path, name, offset, serial)
    t = instant
    record(central_url, homes["s1"], tmp_path, "s1", "Table 1", 0.0, [
        (t - timedelta(minutes=20), old, "za", A, 1),  # before the instant: the old list
        (t + timedelta(minutes=2), new, "qi", A, 1)])  # fmt: skip
    # its own clock dates the first 7 min after the instant, the last 9 min ahead of the
    # server (which marks it a clock jump)
    record(central_url, homes["s2"], tmp_path, "s2", "Table 2", FAST, [
        (t - timedelta(minutes=3), old, "cat", A, 2),
        (t + timedelta(minutes=1), new, "qi", A, 2),
        (now - timedelta(minutes=1), new, "za", A, 2)])  # fmt: skip
    record(central_url, homes["s3"], tmp_path, "s3", "Table 3", 0.0, [
        (t + timedelta(minutes=3), old, "cat", "Divison A", 3)])  # fmt: skip
    record(central_url, homes["s4"], tmp_path, "s4", "Table 4", 0.0, [
        (t - timedelta(minutes=4), old, "cat", A, 4),
        (t + timedelta(minutes=1), old, "za", A, 4),  # offline: the superseded list
        (t + timedelta(minutes=2), old, "qi", A, 4)])  # fmt: skip
    # the new list: ZA good now
    record(central_url, homes["s5"], tmp_path, "s5", "Table 5", 0.0, [
        (t + timedelta(minutes=4), new, "za", A, 5)])  # fmt: skip
    record(central_url, homes["s6"], tmp_path, "s6", "Table 6", 0.0, [],
           events=[(EventKind.EVENT_PLAN_ACCEPTED, {"event": "Open", "serial": 2}),
                   (EventKind.EVENT_PLAN_REFUSED, {"serial": 3, "reason": "expired"})])  # fmt: skip
    # a plan for another event, published last, signed with its own key
    other = plan(1, now - timedelta(minutes=5), old, "Other")
    publish(owner, sign_plan(other, create_event_key(tmp_path / "other.pem")), "Other", 1, [])
    with owner.connect() as conn:
        jumps = conn.execute(text("SELECT count(*) FROM audit_records WHERE clock_jump")).scalar()
    assert jumps == 1  # the server marked Table 2's record dated 9 minutes ahead

    def snapshot_for(sid, name, offset, _serial, division, profile_lex):
        lex = profile_lex
        profile = ProfileBeat(division, lex.info.name, lex.info.word_count,
                              lex.info.fingerprint, "double")  # fmt: skip
        last = now - timedelta(minutes=1) - timedelta(seconds=offset) if sid == "s2" else None
        return lambda: Heartbeat(sid, name, "1.0", "ready", (profile,), last_adjudication_at=last)

    # Table 4 beat once, before it lost the server; the others keep beating
    HeartbeatSender(central_url, snapshot_for(*stations[3], old), home=homes["s4"]).send_once()
    time.sleep(3.2)  # time passes: Table 4 goes offline: no heartbeat for longer than the limit
    senders = []
    for station in stations:
        if station[0] == "s4":
            continue
        lex = old if station[0] == "s3" else new
        sender = HeartbeatSender(
            central_url, snapshot_for(*station, lex), home=homes[station[0]], interval_s=0.5
        )
        sender.start()
        senders.append(sender)
    try:
        fleet_url = central_url  # the owner's address, read-only sessions
        state = FleetState(FleetReader(read_only_engine(fleet_url)), offline_after_s=3.0)
        wait_for(lambda: len(state.refresh_once().cards) == 6, 10, "six cards")

        def placed():
            state.refresh_once()
            again = state.refresh_once()  # the offsets are taken: the records placed again
            heard = sum(c.online for c in again.cards) == 5  # all but Table 4 have beaten
            return again if heard and any(c.clock_message for c in again.cards) else None

        snapshot = wait_for(placed, 10, "five stations heard, their clock offsets taken")
        assert snapshot.problem is None, snapshot.problem
        cards = {c.name: c for c in snapshot.cards}

        # the watched event is the first published one, and says so
        assert snapshot.event == "Open" and snapshot.other_events == ("Other",)
        assert [p.serial for p in snapshot.schedule.plans] == [1, 2, 3]

        # Table 2: 10 minutes fast, switched on time: no mismatch, its clock said once
        fast = cards["Table 2"]
        assert str(fast.clock_message) == "clock 10 min fast"
        assert not fast.mismatch and not fast.problem, (fast.deviations, fast.problems)
        assert abs((fast.last_adjudication_at - (now - timedelta(minutes=1))).total_seconds()) < 1
        assert all("clock jump" not in i.label for i in snapshot.flagged)
        assert [i.receipt for i in snapshot.flagged if i.station == "Table 2"] == []
        assert [c.name for c in snapshot.cards if c.clock_message] == ["Table 2"]

        # Table 3: its division name is not the plan's
        typo = cards["Table 3"]
        assert typo.problem and str(typo.name_messages[0]).startswith(
            "Table 3: division 'Divison A' is not in plan 2 (did you mean 'Division A'?)"
        )
        assert [c.name for c in snapshot.cards if c.name_messages] == ["Table 3"]

        # Table 4: offline, under "Needs attention"; its verdicts after the instant with the
        # superseded list need a ruling, by table and time, with their receipts
        gone = cards["Table 4"]
        assert gone.state == "offline" and gone.problem
        assert [c.name for c in snapshot.cards if not c.online] == ["Table 4"]
        rulings = [
            (r.item.station, r.table, r.item.typed, r.item.receipt) for r in snapshot.rulings
        ]
        assert rulings == [("Table 4", 4, "za", "S4-0002"), ("Table 4", 4, "qi", "S4-0003")]
        assert [str(r.source) for r in snapshot.rulings] == ["plan 2", "plan 2"]
        assert snapshot.rulings[0].lexicon == f"NWL2023 ({old.info.fingerprint[:12]})"
        assert snapshot.rulings[0].wanted == f"NWL2023 ({new.info.fingerprint[:12]})"
        # a card whose heartbeat names no last adjudication (a station just restarted)
        # shows its records' last one, on the central clock
        assert cards["Table 4"].last_adjudication_at == t + timedelta(minutes=2)
        assert cards["Table 2"].last_adjudication_at == now - timedelta(minutes=1)
        # the mismatches named are the typo station's (its own list, the plan's not used) and
        # Table 4's: every other station's records match the list of their time
        assert [c.name for c in snapshot.cards if c.mismatch] == ["Table 3", "Table 4"]

        # plans: 2 in force, 3 to come; who holds plan 3
        lines = {line.serial: line for line in snapshot.plan_lines}
        assert lines[2].state == "in force" and lines[1].state == "superseded"
        assert lines[3].state == "to come" and lines[3].minutes in (7, 8)
        assert lines[3].accepted == ("Table 1", "Table 2", "Table 3")
        assert lines[3].refused == (("Table 6", "expired"),)
        assert lines[3].waiting == ("Table 4", "Table 5")
        assert lines[2].accepted == ("Table 1", "Table 2", "Table 3", "Table 5", "Table 6")

        # the same word, different verdicts: ZA before and after the planned switch is not
        # one; Table 4's ZA with the superseded list after it is
        wait_for(lambda: state.refresh_once().conflicts or None, 12, "the conflicts read")
        conflicts = state.snapshot.conflicts
        assert {(x.word, x.unacceptable_at.split()[0] + " " + x.unacceptable_at.split()[1])
                for x in conflicts} == {("ZA", "Table 4")}  # fmt: skip

        # in Chromium: the fast, typo and offline stations as a director sees them
        with served(create_app(state)) as base:
            browser.set_window_size(1400, 2200)
            browser.get(base + "/")
            wait_for(lambda: "clock 10 min fast" in browser.page_source, 10, "the page")
            view = read_at_once(  # one state of the page (it refreshes its live part)
                browser,
                live="#live",
                attention="#problem-cards article h3 .name",
                healthy="#healthy-cards article h3 .name",
                latest="#latest",
            )
            page, latest = view["live"][0]["text"], view["latest"][0]["text"]
            attention = [e["text"].split("\n")[0] for e in view["attention"]]
            healthy = [e["text"] for e in view["healthy"]]
            shot(browser, "event-day")
        assert "Table 3: division 'Divison A' is not in plan 2" in page
        assert "Offline: Table 4" in page
        assert "clock 10 min fast" in page
        assert "Plan 3: from" in page and ("(in 7 min)" in page or "(in 8 min)" in page)
        said = "accepted by 3 of 6 stations; Table 6 refused it (expired); Table 4, Table 5 not yet"
        assert said in page
        assert "Event: Open (the first published). Also published, not watched: Other" in page
        assert attention == ["Table 3", "Table 4"]
        assert healthy == ["Table 1", "Table 2", "Table 5", "Table 6"]
        # Table 2's records on the central clock: its newest, dated 9 minutes ahead by its own
        # clock, is shown at the minute it was judged
        one_minute_ago = (now - timedelta(minutes=1)).astimezone().strftime("%H:%M:%S")
        assert f"{one_minute_ago} Table 2 Division A S2-0003 za ACCEPTABLE" in latest
        assert "Needs a ruling" in page
    finally:
        for sender in senders:
            sender.stop()
        owner.dispose()

    # the page's event is chosen on the command line
    with fleet_server(central_url, "--event", "Other") as base:
        live = wait_for(lambda: (t := http(base + "/live")[2]) and "Event:" in t and t, 20)
    assert "Event: Other (chosen with --event). Also published, not watched: Open" in live


def test_an_empty_event_name_is_refused_with_a_message(central_url):
    import subprocess
    import sys

    done = subprocess.run(
        [sys.executable, "-m", "kiosk", "fleet", "--central", central_url, "--event", " "],
        capture_output=True, text=True, timeout=60,
    )  # fmt: skip
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert "--event: give the event's name as its plans name it" in done.stderr
