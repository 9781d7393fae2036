"""The event day as it really goes (issue 33), in one test: six real stations (the station
program itself, each on an X server of its own, keys typed with xdotool), one central
PostgreSQL, plans published with the real `fleet plan` commands, the fleet page read over
HTTP and in Chromium.

- Table 1's clock is 10 minutes fast (the kiosk runs under libfaketime; the PostgreSQL
  server does not);
- Table 2 loses its network (a TCP relay the test unplugs) from before the corrected plan is
  published until after its instant, and judges during the outage;
- Table 3's division is typed "Divison A" in its station.toml;
- Table 4 has a play typed before the instant, the judge key pressed after it;
- Tables 5 and 6 are plain.

Plan 2 names a corrected list with the same name as the list in force (NWL2023, another
fingerprint: it adds ZA). ZA is judged at several stations before and after the instant.

Checked on the central clock (the records' own clock offset, the server's receipt time):
no verdict with the old list after the instant and none with the new list before it, but
for the offline station's, which the page lists as needing a ruling; the page names the typo
station and the offline one, says Table 1's clock is 10 minutes fast and names no other
clock; Table 1's records are not clock jumps and it is not a mismatch; the typed play stays
and is judged with the new list, the screen (OCR) saying the list changed.
"""

from __future__ import annotations

import contextlib
import glob
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from sqlalchemy import text

from kiosk.audit.engine import database_engine
from kiosk.audit.relay import prepare_central
from kiosk.event.clock import load_reading
from tests.browser import first_text, read_at_once
from tests.conftest import REPO, wait_until
from tests.event.test_event_five_stations import build, kiosk, plan_toml, station_file
from tests.event.test_event_kiosks import (
    FAST,
    PIN,
    ROSTER,
    Station,
    read_screen,
    records,
    station_logins,
    until,
)
from tests.fleet.fleet_helpers import apply_roles, fleet_server, http
from tests.fleet.test_fleet_browser import browser, shot  # noqa: F401 (fixture)
from tests.xsession import XSession, need_x_tools

pytestmark = [
    pytest.mark.postgres,
    pytest.mark.slow,
    pytest.mark.timeout(600),
    pytest.mark.skipif(sys.platform != "linux", reason="X11"),
]

LEAD_S = 45  # the instant, from when the plans are signed: room to start six stations
TYPED_BEFORE_S = 6  # Table 4's play is typed this long before the instant
A = "Division A"


SLEEP_SHIM = r"""
#define _GNU_SOURCE
#include <errno.h>
#include <time.h>
#include <unistd.h>
#include <sys/syscall.h>
/* the kernel's own sleep, past libfaketime */
int clock_nanosleep(clockid_t c, int f, const struct timespec *r, struct timespec *rem) {
    return syscall(SYS_clock_nanosleep, c, f, r, rem) == 0 ? 0 : errno;
}
"""
_ENV: dict[str, str] = {}


def faketime_env() -> dict[str, str]:
    """A machine whose clock is 10 minutes fast: libfaketime preloaded into the process and
    everything it starts, the time since boot left alone as on a real machine. libfaketime
    0.9.10 fails Python's `time.sleep` (an absolute monotonic clock_nanosleep) with EINVAL when
    the monotonic clock is not faked, and hangs `threading.Event.wait` when it is; a shim
    preloaded first hands clock_nanosleep to the kernel."""
    if _ENV:
        return _ENV
    found = glob.glob("/usr/lib/*/faketime/libfaketime.so.1") + glob.glob(
        "/usr/lib/faketime/libfaketime.so.1"
    )
    if not found or shutil.which("gcc") is None:
        pytest.fail("needs libfaketime and gcc (apt install faketime gcc)")
    folder = Path(tempfile.mkdtemp(prefix="sleep-shim-"))
    (folder / "shim.c").write_text(SLEEP_SHIM)
    made = subprocess.run(
        ["gcc", "-shared", "-fPIC", "-O2", "-o", str(folder / "shim.so"), str(folder / "shim.c")],
        capture_output=True, text=True, timeout=60,
    )  # fmt: skip
    assert made.returncode == 0, made.stderr
    _ENV.update(
        LD_PRELOAD=f"{folder / 'shim.so'} {found[0]}",
        FAKETIME="+10m",
        FAKETIME_DONT_FAKE_MONOTONIC="1",
    )
    return _ENV


def fast_kiosk(home: Path, *args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    """A command at the station whose clock is fast."""
    env = {**os.environ, "PYTHONPATH": str(REPO), "CHALLENGE_KIOSK_HOME": str(home)}
    env.update(faketime_env())
    return subprocess.run(
        [sys.executable, "-m", "kiosk", *args],
        cwd=REPO,
        env=env,
        input=stdin,
        capture_output=True,
        text=True,
        timeout=180,
    )


def utc(value: str) -> datetime:
    return datetime.fromisoformat(value.replace("Z", "+00:00"))


def applied_at(station: Station, serial: int) -> datetime | None:
    """When the station switched to the plan, on the central clock (its record's time plus the
    offset it measured)."""
    for body in records(station.home, "event-plan-applied"):
        details = body.get("details", {})
        if details.get("serial") == serial and not details.get("waiting"):
            reading = load_reading(station.home)
            offset = reading.offset_s if reading is not None else 0.0
            return utc(body["recorded_at"]) + timedelta(seconds=offset)
    return None


def judge_again(station: Station, word: str) -> None:
    """A second play at a station: the players are asked whether it is a split lookup; the
    judge key again says it is a new play."""
    station.play(word)
    time.sleep(1.0)  # time passes: the split-lookup question is painted before its key
    assert station.x is not None
    station.x.key("Tab")


def verdicts(station: Station, count: int) -> list[dict]:
    until(lambda: len(station.judged()) >= count, 20, f"Table {station.number}: {count} verdicts")
    return station.judged()


def the_day(stations, instant, old, new, link, base, central_url, browser) -> None:  # noqa: F811
    fast, offline, typo, typed, *plain = stations
    for station in stations:
        if station is offline:
            continue
        until(
            lambda s=station: any(
                r.get("details", {}).get("serial") == 2
                for r in records(s.home, "event-plan-accepted")
            ),
            40,
            f"Table {station.number} accepting plan 2",
        )
    reading = load_reading(fast.home)
    assert reading is not None and abs(reading.offset_s + 600) < 5, reading

    # before the instant (central clock): ZA is not in the list in force; the fast station's
    # own clock is already 9 minutes past the instant
    early = [fast, offline, plain[0]]
    for station in early:
        station.play("ZA")
    for station in early:
        (verdict,) = verdicts(station, 1)
        assert verdict["verdict"] == "UNACCEPTABLE", verdict
        assert verdict["lexicon"]["fingerprint"] == old, verdict
    left = (instant - datetime.now(UTC)).total_seconds()
    assert left > 1, f"the set-up overran the instant by {-left:.1f} s (LEAD_S={LEAD_S})"
    print(f"the plays before the instant ended {left:.1f} s before it")
    time.sleep(2.5)  # time passes: past the verdict's key lock: the next key starts a new play
    for station in early:
        assert station.x is not None
        station.x.key("space")
    # a play typed shortly before the instant (an idle play is cleared after 30 s): the judge
    # key comes after it
    while datetime.now(UTC) < instant - timedelta(seconds=TYPED_BEFORE_S):
        time.sleep(0.2)  # time passes: until shortly before the instant, on the clock
    assert typed.x is not None
    typed.x.type("za")
    typed_at = datetime.now(UTC)
    said = read_screen(typed.x, "event-day-typed-before-instant")
    assert datetime.now(UTC) < instant, "the screen was read after the instant"
    if said:
        assert "from now on" not in said and "1 word" in said, said

    while datetime.now(UTC) < instant + timedelta(seconds=2):
        time.sleep(0.2)  # time passes: until after the instant, on the clock
    until(lambda: applied_at(typed, 2) is not None, 15, "Table 4 switching")
    said = typed.x.read_until("event-day-typed-after-instant", "from now on")
    if said:
        # the words typed stay (one word, shown as tiles); both lists named, by fingerprint
        assert "1 word" in said, said
        assert "from now on" in said, said
        assert f"judges with nwl2023 {new[:8]}" in said, said
        assert f"(it was nwl2023 {old[:6]}" in said, said  # OCR may lose the line's end
    typed.x.key("Tab")
    for station in early:
        judge_again(station, "ZA")
    for station in (typo, plain[1]):
        station.play("ZA")
    print(f"Table 4: typed {(instant - typed_at).total_seconds():.1f} s before the instant")
    (late_typed,) = verdicts(typed, 1)
    assert late_typed["typed"] == "za" and late_typed["verdict"] == "ACCEPTABLE", late_typed
    assert late_typed["lexicon"]["fingerprint"] == new
    changed = late_typed["list_changed_while_typed"]
    assert changed["from"]["fingerprint"] == old and changed["to"]["fingerprint"] == new
    verdict_screen = read_screen(typed.x, "event-day-typed-verdict")
    if verdict_screen:
        assert "acceptable" in verdict_screen, verdict_screen
    for station in (fast, plain[0], plain[1]):
        latest = verdicts(station, 2 if station in early else 1)[-1]
        assert latest["verdict"] == "ACCEPTABLE", latest
        assert latest["lexicon"]["fingerprint"] == new, latest
    # the offline station never got plan 2: it judges with the old list, and says so
    stale = verdicts(offline, 2)[-1]
    assert stale["lexicon"]["fingerprint"] == old, stale
    assert stale["contact"]["offline"] is True, stale.get("contact")
    cut_off = read_screen(offline.x, "event-day-offline")
    if cut_off:
        assert "not in contact with the head director" in cut_off, cut_off
    (wrong,) = verdicts(typo, 1)
    assert wrong["profile"] == "Divison A" and wrong["lexicon"]["fingerprint"] not in (old, new)

    # the page while Table 2 is still offline
    seen = [""]

    def page_says(*words: str) -> bool:
        seen[0] = http(base + "/live")[2]
        return all(w in seen[0] for w in words)

    def page_until(*words: str) -> None:
        wait_until(lambda: page_says(*words), 30, f"the page saying {words}", every=0.5)

    page_until("Offline: Table 2", "Table 3: division", "clock 10 min fast")

    link.up()  # back online: Table 2 catches up and relays what it judged
    until(lambda: applied_at(offline, 2) is not None, 60, "Table 2 catching up")

    engine = database_engine(central_url)
    try:

        def division_rows() -> list[dict]:
            with engine.connect() as conn:
                rows = conn.execute(
                    text(
                        "SELECT station_name, recorded_at, lexicon_fingerprint, body, "
                        "received_at, clock_jump FROM audit_records "
                        "WHERE kind = 'adjudication' ORDER BY id"
                    )
                ).all()
            return [
                dict(zip(("name", "at", "fp", "body", "received", "jump"), r, strict=True))
                for r in rows
            ]

        until(lambda: len(division_rows()) == 3 + 3 + 1 + 1 + 1, 60, "every verdict relayed")
        rows = division_rows()
        with engine.connect() as conn:
            server_now = conn.execute(text("SELECT now()")).scalar()
            fast_jumps = conn.execute(
                text("SELECT count(*) FROM audit_records WHERE clock_jump AND station_name = :n"),
                {"n": "Table 1"},
            ).scalar()
    finally:
        engine.dispose()
    # the PostgreSQL server keeps the real time; only Table 1 is fast
    assert abs((server_now - datetime.now(UTC)).total_seconds()) < 5
    # the server marks Table 1's records as dated after they arrived (it cannot know the
    # station's clock); the page, which knows its offset, shows none of them as a jump
    assert fast_jumps > 0

    def central(row: dict) -> datetime:
        body = json.loads(row["body"])
        return utc(row["at"]) + timedelta(seconds=body.get("clock_offset_s") or 0.0)

    report = []
    for row in rows:
        at = central(row)
        if row["name"] != "Table 2":  # online: the server received it within seconds
            assert abs((row["received"] - at).total_seconds()) < 10, row
        report.append((row["name"], round((at - instant).total_seconds(), 1), row["fp"][:8]))
    print("verdicts (table, s from the instant, list):", report)
    old_after = [r["name"] for r in rows if central(r) >= instant and r["fp"] == old]
    new_before = [r["name"] for r in rows if central(r) < instant and r["fp"] == new]
    assert new_before == []
    assert old_after == ["Table 2"]
    fast_rows = [r for r in rows if r["name"] == "Table 1"]
    assert [r["fp"] for r in fast_rows] == [old, new]
    assert all(abs(json.loads(r["body"])["clock_offset_s"] + 600) < 5 for r in fast_rows)

    # the page: its export says which verdict needs a ruling; in Chromium, who deviates
    def rulings() -> list[dict]:
        return json.loads(http(base + "/export/rulings.json")[2] or "[]")

    flagged = json.loads(http(base + "/export/flagged.json")[2] or "[]")
    jumps = [f for f in flagged if "Table 1" in json.dumps(f) and "clock jump" in json.dumps(f)]
    assert jumps == [], jumps
    until(lambda: rulings() != [], 30, "the ruling listed")
    ruled = rulings()
    assert [(r["station"], r["typed"].lower()) for r in ruled] == [("Table 2", "za")], ruled
    page_until("Needs a ruling", "Table 3: division", "clock 10 min fast")
    assert seen[0].count("min fast") + seen[0].count("min slow") == 1, seen[0]
    browser.set_window_size(1400, 2200)
    browser.get(base + "/")
    view = read_at_once(  # one state of the page: it refreshes its live part
        browser,
        live="#live",
        red=".card[data-mismatch]",
        articles="article",
        typo=f'.card[data-station="{typo.station_id}"]',
    )
    page = view["live"][0]["text"]
    red = sorted(e["data"]["station"] for e in view["red"])
    clocks = [e["text"] for e in view["articles"] if "min fast" in e["text"]]
    typo_text = first_text(view["typo"])
    path = shot(browser, "event-day-kiosks")
    assert path.stat().st_size > 10_000
    assert "Table 3: division 'Divison A' is not in plan 2" in page, page
    assert "Needs a ruling" in page
    assert len(clocks) == 1 and "Table 1" in clocks[0], clocks
    # the lists' mismatch: the offline station alone (the typo station judges with its own
    # list by design: it is named for its division's name, at the top and on its card)
    assert red == [offline.station_id], (red, page)
    assert "Divison A" in typo_text, typo_text

    switched = {
        f"Table {s.number}": round((applied_at(s, 2) - instant).total_seconds(), 2)  # type: ignore[operator]
        for s in stations
    }
    print("switch to plan 2, s from the instant (central clock):", switched)
    for name, delay in switched.items():
        if name != "Table 2":
            assert 0 <= delay < 3, switched
    for station in stations:
        assert station.stop() == 0


def test_the_event_day_on_six_kiosks(tmp_path, central_url, browser):  # noqa: F811
    need_x_tools()
    started = time.monotonic()
    owner = database_engine(central_url)
    prepare_central(owner)
    apply_roles(central_url.replace("postgresql+psycopg://", "postgresql://"))
    link, login = station_logins(central_url)

    head = tmp_path / "head"
    head.mkdir()
    first = head / "first"
    first.mkdir()
    old_file, old = build(first, "NWL2023", "qi\ncat\ndogs\n")
    corrected = head / "corrected"
    corrected.mkdir()
    new_file, new = build(corrected, "NWL2023", "qi\nza\ncat\ndogs\n")  # the same name
    assert old != new
    made = kiosk(None, "fleet", "plan", "init", "--event", "Nationals", cwd=head)
    assert made.returncode == 0, made.stderr
    key = made.stdout.split("join --key`: ")[1].split()[0]

    stations = [Station(tmp_path / f"station-{n}", n) for n in range(1, 7)]
    fast, offline, typo = stations[:3]
    try:
        for station in stations:  # set up the day before, as the docs say
            station.home.mkdir(mode=0o700)
            station_file(station.home, station.number, login(station.number, station is offline))
            if station is typo:
                toml = station.home / "station.toml"
                toml.write_text(toml.read_text().replace(f'"{A}"', '"Divison A"'))
            run = fast_kiosk if station is fast else kiosk
            pin = run(station.home, "director", "set-pin", "--pin-stdin", stdin=PIN + "\n")
            assert pin.returncode == 0, pin.stderr
            joined = run(
                station.home, "director", "event", "join", "--event", "Nationals", "--key", key
            )
            assert joined.returncode == 0, joined.stderr

        instant = (datetime.now(UTC) + timedelta(seconds=LEAD_S)).replace(microsecond=0)
        (head / "plan1.toml").write_text(
            # no end: a station that never hears of plan 2 judges on with plan 1's list
            plan_toml(1, "NWL2023", old, instant - timedelta(days=1))
        )
        (head / "plan2.toml").write_text(plan_toml(2, "NWL2023", new, instant))
        for name in ("plan1.toml", "plan2.toml"):
            plan = head / name
            plan.write_text(
                plan.read_text().replace(
                    plan.read_text().split("roster = ")[1].split("\n")[0], json.dumps(ROSTER)
                )
            )
            signed = kiosk(None, "fleet", "plan", "sign", name, cwd=head)
            assert signed.returncode == 0, signed.stderr

        def publish(signed: str, lexicon: Path) -> None:
            done = kiosk(
                None, "fleet", "plan", "publish", signed, "--lexicon", str(lexicon),
                "--central", central_url, cwd=head,
            )  # fmt: skip
            assert done.returncode == 0, done.stdout + done.stderr

        publish("plan1.signed.json", old_file)
        for station in stations:  # each takes plan 1 and its list before the day
            run = fast_kiosk if station is fast else kiosk
            synced = run(station.home, "director", "event", "sync")
            assert "Accepted plan 1." in synced.stdout, synced.stdout + synced.stderr

        fleet_url = central_url.replace("postgres@", "kiosk_fleet@", 1)
        window = datetime.now(UTC)
        for station in stations:  # the kiosks start; the page is open all day
            env = {**FAST, **faketime_env()} if station is fast else FAST
            station.x = XSession(1024, 768)
            station.process = station.x.start_station(station.home, env=env)
        # the fast station's program sees its own clock: its first record is dated 10 min on
        (began,) = records(fast.home, "kiosk-started")[:1]
        real = utc(began["recorded_at"]) - timedelta(minutes=10)
        assert window - timedelta(seconds=1) < real < datetime.now(UTC), (window, began)
        with owner.connect() as conn:  # Table 2 is seen by the server before it goes
            until(
                lambda: conn.execute(
                    text("SELECT count(*) FROM station_heartbeats WHERE station_name = 'Table 2'")
                ).scalar(),
                20,
                "Table 2's first heartbeat",
            )
        link.down()  # Table 2 loses its network before the corrected plan is published
        publish("plan2.signed.json", new_file)
        with fleet_server(fleet_url, "--offline-after", "8") as base:
            the_day(stations, instant, old, new, link, base, central_url, browser)
    finally:
        for station in stations:
            with contextlib.suppress(Exception):
                station.stop()
        link.down()
        owner.dispose()
    print(f"wall time {time.monotonic() - started:.1f} s")
