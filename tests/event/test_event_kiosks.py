"""An event day with real stations: five kiosks (the station program itself, each on an X
server of its own, keys typed with xdotool), one central PostgreSQL, one signed plan
switch, the fleet page in Chromium.

Three stations are online across the instant; two have lost their network (their link to
the central server, a TCP relay the test unplugs) from before the new plan was published
until after the instant. A sixth machine, set up by hand and never joined to the event,
judges with its own list. The stations fetch plans by themselves (every 3 s here, 30 s by
default) and send signed heartbeats; nothing is set inside a station's process.

Checked:
- after the instant the central copy holds no adjudication of the division on the old list;
- the late stations judge nothing until they have the new list (a play typed at them is
  not judged, and their screen says they wait for the head director), then judge with it;
- a replayed older plan is refused by every station, and recorded;
- a heartbeat signed with another station's key is shown as forged;
- the page in Chromium names only the deviating machine.
"""

from __future__ import annotations

import contextlib
import json
import socket
import sqlite3
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from sqlalchemy import select
from sqlalchemy.engine import make_url

from kiosk.audit.engine import database_engine
from kiosk.audit.heartbeat import Heartbeat, HeartbeatSender
from kiosk.audit.models import AuditRow
from tests.browser import first_text, read_at_once
from tests.conftest import wait_until
from tests.event.test_event_five_stations import (
    build,
    kiosk,
    plan_toml,
    replay_published,
    station_file,
)
from tests.fleet.fleet_helpers import apply_roles, fleet_server, free_port, http, station_login
from tests.fleet.test_fleet_browser import browser, shot  # noqa: F401 (fixture)
from tests.xsession import XSession, need_x_tools

pytestmark = [
    pytest.mark.postgres,
    pytest.mark.slow,
    pytest.mark.timeout(900),
    pytest.mark.skipif(sys.platform != "linux", reason="X11"),
]

PIN = "482107"
LEAD_S = 75  # the instant, from when the plans are signed: room to start five stations
FAST = {"CHALLENGE_KIOSK_EVENT_SYNC_S": "3", "CHALLENGE_KIOSK_HEARTBEAT_S": "2"}
ROSTER = ["Table 1", "Table 2", "Table 3", "Table 4", "Table 5", "Table 6"]


class Link:
    """A station's network to the central server: a TCP relay that can be unplugged (every
    connection cut, new ones refused) and plugged back."""

    def __init__(self, host: str, port: int) -> None:
        self.target = (host, port)
        self.port = free_port()
        self._listener: socket.socket | None = None
        self._open: list[socket.socket] = []
        self._lock = threading.Lock()
        self._plugged = False

    def up(self) -> None:
        listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        listener.bind(("127.0.0.1", self.port))
        listener.listen(32)
        self._listener = listener
        with self._lock:
            self._plugged = True
        threading.Thread(target=self._accept, args=(listener,), daemon=True).start()

    def down(self) -> None:
        with self._lock:
            self._plugged = False  # a connection accepted from now on is closed at once
        if self._listener is not None:
            # shutdown first: it wakes the thread blocked in accept(), which close() alone
            # does not on Linux (that accept() would still take one more connection)
            with contextlib.suppress(OSError):
                self._listener.shutdown(socket.SHUT_RDWR)
            self._listener.close()
            self._listener = None
        with self._lock:
            for sock in self._open:
                with contextlib.suppress(OSError):
                    sock.shutdown(socket.SHUT_RDWR)
                sock.close()
            self._open.clear()

    def _accept(self, listener: socket.socket) -> None:
        while True:
            try:
                client, _ = listener.accept()
            except OSError:
                return  # unplugged
            with self._lock:
                plugged = self._plugged and self._listener is listener
            if not plugged:
                client.close()  # unplugged meanwhile: refused
                return
            try:
                server = socket.create_connection(self.target, timeout=5)
            except OSError:
                client.close()
                continue
            with self._lock:
                if not self._plugged:
                    for sock in (client, server):
                        sock.close()
                    return
                self._open += [client, server]
            for a, b in ((client, server), (server, client)):
                threading.Thread(target=self._pump, args=(a, b), daemon=True).start()

    @staticmethod
    def _pump(source: socket.socket, sink: socket.socket) -> None:
        try:
            while data := source.recv(65536):
                sink.sendall(data)
        except OSError:
            pass
        finally:
            for sock in (source, sink):
                with contextlib.suppress(OSError):
                    sock.shutdown(socket.SHUT_RDWR)


def station_logins(central_url: str) -> tuple[Link, Callable[..., str]]:
    """A link to the central server that can be unplugged (plugged in), and ``login(N,
    linked=False)``: Table N's own central login (docs/central-roles.sql), through the link
    when ``linked``."""
    address = make_url(central_url)
    link = Link(address.host or "127.0.0.1", address.port or 5432)
    link.up()

    def login(number: int, linked: bool = False) -> str:
        own = make_url(station_login(central_url, f"kiosk_table_{number}"))
        if linked:
            own = own.set(host="127.0.0.1", port=link.port)
        return own.render_as_string(hide_password=False)

    return link, login


def records(home: Path, kind: str) -> list[dict]:
    path = home / "audit.sqlite3"
    if not path.exists():
        return []
    with contextlib.closing(sqlite3.connect(f"file:{path}?mode=ro", uri=True)) as db:
        rows = db.execute("SELECT body FROM audit_records WHERE kind = ? ORDER BY id", (kind,))
        return [json.loads(row[0]) for row in rows]


def until(condition, timeout: float, what: str) -> None:
    """`tests.conftest.wait_until`, looking four times a second (each look reads a log)."""
    wait_until(condition, timeout, what, every=0.25)


def read_screen(x: XSession, name: str) -> str:
    """What the station's screen says, read by OCR from a screenshot (kept as an artifact)."""
    return x.read(name)


class Station:
    """One station machine: its home, its X server, its kiosk process."""

    def __init__(self, home: Path, number: int) -> None:
        self.home, self.number = home, number
        self.x: XSession | None = None
        self.process: subprocess.Popen[bytes] | None = None

    def start(self) -> None:
        self.x = XSession(1024, 768)
        self.process = self.x.start_station(self.home, env=FAST)

    def play(self, words: str) -> None:
        assert self.x is not None
        self.x.type(words)
        self.x.key("Tab")

    @property
    def station_id(self) -> str:
        return (self.home / "station-id").read_text().strip()

    def judged(self) -> list[dict]:
        return records(self.home, "adjudication")

    def stop(self) -> int | None:
        if self.x is None or self.process is None:
            return None
        code = self.x.stop_station(self.process)
        self.x.close()
        self.x = None
        return code


@pytest.fixture
def exits() -> Iterator[contextlib.ExitStack]:
    with contextlib.ExitStack() as stack:
        yield stack


@pytest.fixture
def stations(tmp_path) -> Iterator[list[Station]]:
    need_x_tools()
    made = [Station(tmp_path / f"station-{n}", n) for n in range(1, 6)]
    try:
        yield made
    finally:
        for station in made:
            with contextlib.suppress(Exception):
                station.stop()


def test_five_kiosks_switch_on_time_refuse_a_replay_and_the_page_names_the_odd_one(
    tmp_path,
    central_url,
    stations,
    exits,
    browser,  # noqa: F811
):
    owner = database_engine(central_url)
    from kiosk.audit.relay import prepare_central

    prepare_central(owner)
    owner.dispose()
    apply_roles(central_url.replace("postgresql+psycopg://", "postgresql://"))
    link, login = station_logins(central_url)

    head = tmp_path / "head"
    head.mkdir()
    old_file, old = build(head, "NWL2020", "cat\ndogs\n")
    new_file, new = build(head, "NWL2023", "qi\nza\ncat\ndogs\n")
    made = kiosk(None, "fleet", "plan", "init", "--event", "Nationals", cwd=head)
    assert made.returncode == 0, made.stderr
    key = made.stdout.split("join --key`: ")[1].split()[0]

    online, late = stations[:3], stations[3:]
    for station in stations:  # set up the day before, as the docs say
        station.home.mkdir(mode=0o700)
        station_file(station.home, station.number, login(station.number, station not in online))
        pin = kiosk(station.home, "director", "set-pin", "--pin-stdin", stdin=PIN + "\n")
        assert pin.returncode == 0, pin.stderr
        joined = kiosk(
            station.home, "director", "event", "join", "--event", "Nationals", "--key", key
        )
        assert joined.returncode == 0, joined.stderr
    odd = tmp_path / "station-6"  # set up by hand, never joined: judges with its own list
    odd.mkdir(mode=0o700)
    station_file(odd, 6, login(6))

    instant = (datetime.now(UTC) + timedelta(seconds=LEAD_S)).replace(microsecond=0)
    (head / "plan1.toml").write_text(
        plan_toml(1, "NWL2020", old, instant - timedelta(days=1), until=instant)
    )
    (head / "plan2.toml").write_text(plan_toml(2, "NWL2023", new, instant))
    roster = "roster = " + json.dumps(ROSTER)
    for name in ("plan1.toml", "plan2.toml"):
        plan = head / name
        lines = [
            roster if line.startswith("roster =") else line
            for line in plan.read_text().splitlines()
        ]
        plan.write_text("\n".join(lines) + "\n")
        signed = kiosk(None, "fleet", "plan", "sign", name, cwd=head)
        assert signed.returncode == 0, signed.stderr

    def publish(signed: str, *lexicons: Path) -> None:
        extra = [a for f in lexicons for a in ("--lexicon", str(f))]
        done = kiosk(
            None, "fleet", "plan", "publish", signed, *extra, "--central", central_url, cwd=head
        )
        assert done.returncode == 0, done.stderr

    publish("plan1.signed.json", old_file)
    for station in stations:  # each station takes plan 1 and its list before the day
        synced = kiosk(station.home, "director", "event", "sync")
        assert "Accepted plan 1." in synced.stdout, synced.stdout + synced.stderr

    link.down()  # the late two lose their network
    publish("plan2.signed.json", new_file)
    # the head director's page, open all day (read-only role)
    fleet_url = central_url.replace("postgres@", "kiosk_fleet@", 1)
    base = exits.enter_context(fleet_server(fleet_url))
    for station in stations:
        station.start()
    for station in online:  # they fetch plan 2 and its list by themselves
        until(
            lambda s=station: any(
                r.get("details", {}).get("serial") == 2
                for r in records(s.home, "event-plan-accepted")
            ),
            40,
            f"Table {station.number} accepting plan 2",
        )

    # before the instant: plan 1's list, on which QI is not a word
    first = online[0]
    first.play("QI")
    until(lambda: len(first.judged()) == 1, 20, "the play before the instant")
    assert datetime.now(UTC) < instant, f"the set-up overran the instant (LEAD_S={LEAD_S})"
    (before,) = first.judged()
    assert before["verdict"] == "UNACCEPTABLE" and before["lexicon"]["fingerprint"] == old
    time.sleep(2.5)  # time passes: past the verdict's key lock: the next key starts a new play
    first.x.key("space")

    while datetime.now(UTC) < instant + timedelta(seconds=2):
        time.sleep(0.2)  # time passes: until the plan's instant, on the clock
    for station in online:
        station.play("QI")
    for station in late:
        station.play("QI")
    # the first station judged a play 40 s ago: the players are asked whether this is a
    # split lookup; the judge key again says it is a new play
    time.sleep(1.0)  # time passes: the split-lookup question is painted before its key
    first.x.key("Tab")
    for station in online:
        until(lambda s=station: len(s.judged()) == (2 if s is first else 1), 20, "a verdict")
        latest = station.judged()[-1]
        assert latest["verdict"] == "ACCEPTABLE", latest
        assert latest["lexicon"]["fingerprint"] == new
    time.sleep(3)  # time passes: the late stations would judge within this, were they to
    for station in late:  # the play was not judged: no list from this plan yet
        assert station.judged() == []
        said = read_screen(station.x, f"event-kiosk-late-table-{station.number}")
        if said:
            assert "head director" in said, said

    link.up()  # back online: they catch up, then judge with the new list
    for station in late:
        until(
            lambda s=station: any(
                r["details"].get("serial") == 2 and not r["details"].get("waiting")
                for r in records(s.home, "event-plan-applied")
            ),
            60,
            f"Table {station.number} catching up",
        )
        station.play("QI")
        until(lambda s=station: len(s.judged()) == 1, 20, "a verdict after catching up")
        (latest,) = station.judged()
        assert latest["verdict"] == "ACCEPTABLE" and latest["lexicon"]["fingerprint"] == new

    # the machine that never joined judges with its own list (ENABLE): the odd one
    odd_judged = kiosk(odd, "judge", "CAT")
    assert odd_judged.returncode == 0, odd_judged.stdout + odd_judged.stderr

    # a replay of plan 1 is refused by every station, and recorded
    replay_published(head, "plan1.signed.json", central_url)
    for station in stations:
        until(
            lambda s=station: any(
                "not newer" in json.dumps(r) for r in records(s.home, "event-plan-refused")
            ),
            40,
            f"Table {station.number} refusing the replayed plan",
        )

    # someone with Table 2's password speaks for it with Table 1's key
    HeartbeatSender(
        login(2),
        lambda: Heartbeat(stations[1].station_id, "Table 2", "1.0", "ready", ()),
        home=stations[0].home,
    ).send_once()

    # the central copy: after the instant, nothing of Division A on the old list
    engine = database_engine(central_url)
    try:

        def division_a() -> list[tuple[str, str, str]]:
            with engine.connect() as conn:
                return [
                    tuple(row)
                    for row in conn.execute(
                        select(
                            AuditRow.station_name,
                            AuditRow.recorded_at,
                            AuditRow.lexicon_fingerprint,
                        ).where(AuditRow.kind == "adjudication", AuditRow.profile == "Division A")
                    )
                ]

        until(lambda: len(division_a()) == 1 + 5 + 1, 60, "every verdict relayed")
        rows = division_a()
    finally:
        engine.dispose()
    at = instant.strftime("%Y-%m-%dT%H:%M:%S")
    assert [fp for _n, t, fp in rows if t < at] == [old]
    assert sorted(n for n, t, fp in rows if t >= at and fp == new) == [
        "Table 1", "Table 2", "Table 3", "Table 4", "Table 5"
    ]  # fmt: skip
    assert [n for n, t, fp in rows if t >= at and fp not in (old, new)] == ["Table 6"]
    assert not [fp for _n, t, fp in rows if t >= at and fp == old]

    # the page, in Chromium: only the odd machine named; the forged heartbeat shown
    # the page, open since the start of the day, in Chromium
    seen = [""]

    def shown() -> bool:
        seen[0] = http(base + "/live")[2]
        return "Table 6" in seen[0] and 'id="forged"' in seen[0]

    wait_until(shown, 30, "the page showing both Table 6 and the forged heartbeat", every=0.5)
    browser.get(base + "/")
    view = read_at_once(browser, alarm="#alarm", forged="#forged", red=".card[data-mismatch]")
    alarm, forged = first_text(view["alarm"]), first_text(view["forged"])
    red = [e["data"]["station"] for e in view["red"]]  # one state of the page (it refreshes)
    path = shot(browser, "event-kiosks-page")
    assert alarm == "Lexicon mismatch at 1 station: Table 6", alarm
    assert red == [(odd / "station-id").read_text().strip()]
    assert "Table 2" in forged, forged
    assert path.stat().st_size > 10_000

    for station in stations:
        assert station.stop() == 0
