"""Fleet page figures: page time and how soon a new record shows, 200 stations, 1,000,000 records.

    python bench/bench_fleet.py [--stations 200] [--records 1000000] [--requests 300]

A private PostgreSQL cluster holds two central databases made in the same run: an
empty one (the baseline) and a full one: 1,000,000 adjudications from 200 stations over
the last 10 hours (1 in 50 a possible split lookup; station 8 judges with another word
list than the plan's), two hours of signed heartbeats (one every 15 s per station), each
station's signed chain head (its pinned key) and a signed event plan naming every
division's list and the roster (plus one station that never reports), while the 200
simulated stations keep sending a signed heartbeat every second. ``challenge-kiosk
fleet`` serves each database as a real process; the bench requests ``/`` and ``/live``
(what the page polls) and reports p50/p95, checks that the alarm names only the odd
station, then appends records one at a time and times until Chromium (the page open,
polling) shows each (without Chromium: until ``/live`` shows it, plus one poll).
Targets: page p95 200 ms or less, ``/live`` p95 100 ms or less; a new record in the
browser within 2 s.
"""

from __future__ import annotations

import argparse
import importlib
import json
import statistics
import sys
import threading
import time
import urllib.request
import uuid
from datetime import UTC, datetime, timedelta
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from sqlalchemy import func, insert, select

from kiosk.audit.central import signed_head
from kiosk.audit.engine import database_engine
from kiosk.audit.heartbeat import Heartbeat, ProfileBeat, sign_heartbeat
from kiosk.audit.models import AuditRow, HeartbeatRow, StationHeadRow
from kiosk.audit.records import (
    BODY_FORMAT,
    GENESIS_HASH,
    adjudication_payload,
    canonical_json,
    chain_hash,
    filter_columns,
    format_utc,
)
from kiosk.audit.relay import prepare_central
from kiosk.cli import load_default_lexicon
from kiosk.core.adjudication import adjudicate
from kiosk.core.plan import DivisionPlan, EventPlan
from kiosk.core.play import parse_play
from kiosk.core.receipts import RECEIPT_LETTERS
from kiosk.core.rules import rule_by_id
from kiosk.event.central import publish
from kiosk.event.signing import sign_plan
from kiosk.fleet.web import POLL_MS
from tests.fleet.fleet_helpers import fleet_server
from tests.pg_cluster import PgCluster

DIVISIONS = ("Division A", "Division B", "Division C")
PLAN_LIST, ODD_LIST = "a" * 64, "b" * 64
ODD = 7  # the station judging with another list than the plan's


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(p / 100 * (len(ordered) - 1)))]


class Station:
    """One simulated station's chain (so appended records link like real ones)."""

    def __init__(self, n: int, adj, fingerprint: str) -> None:
        from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey

        self.key = Ed25519PrivateKey.generate()
        self.id, self.name = f"station-{n:03d}", f"Table {n + 1}"
        self.prefix = RECEIPT_LETTERS[n // 21 % 21] + RECEIPT_LETTERS[n % 21]
        self.division = DIVISIONS[n % len(DIVISIONS)]
        self.payload = adjudication_payload(
            adj, profile=self.division, source="kiosk", re_adjudication_of=None,
            second_opinion=None,
        )  # fmt: skip
        self.payload["lexicon"] = {"name": "NWL2023", "fingerprint": fingerprint}
        self.fingerprint = fingerprint
        self.seq, self.prev = 0, GENESIS_HASH

    def next_row(self, moment: datetime, split: bool = False) -> dict:
        self.seq += 1
        receipt = f"{self.prefix}-{self.seq:04d}"
        body = {
            "format": BODY_FORMAT, "event_id": str(uuid.uuid4()), "station_id": self.id,
            "station_name": self.name, "seq": self.seq, "kind": "adjudication",
            "recorded_at": format_utc(moment), "utc_offset_minutes": 0,
            "flags": {"possible_split_lookup": split}, "refers_to": None, **self.payload,
            "receipt": receipt, "table": self.seq % 40 + 1,
            "split_lookup_of": {"receipt": f"{self.prefix}-{self.seq - 1:04d}",
                                "seq": self.seq - 1, "seconds_before": 20.0} if split else None,
        }  # fmt: skip
        text = canonical_json(body)
        digest = chain_hash(self.prev, text)
        row = {**filter_columns(body), "body": text, "prev_hash": self.prev, "hash": digest}
        self.prev = digest
        return row

    def heartbeat(self, moment: datetime) -> dict:
        profile = ProfileBeat(self.division, "NWL2023", 196601, self.fingerprint, "double")
        row = Heartbeat(self.id, self.name, "bench", "ready", (profile,), 0).row(moment)
        return sign_heartbeat(row, self.key)

    def head(self) -> dict:
        """Its signed chain head (the central copy pins its key from it)."""
        return signed_head(self.key, self.id, self.seq, self.prev, datetime.now(UTC))


def copy_rows(conn, table: str, rows: list[dict]) -> None:
    """Rows in with COPY (a million records in minutes, not tens of minutes)."""
    columns = list(rows[0])
    raw = conn.connection.driver_connection
    with raw.cursor().copy(f"COPY {table} ({', '.join(columns)}) FROM STDIN") as copy:
        for row in rows:
            copy.write_row([row[c] for c in columns])


def plan_for(stations: list[Station]) -> EventPlan:
    divisions = tuple(DivisionPlan(d, "NWL2023", PLAN_LIST, "double") for d in DIVISIONS)
    roster = (*(s.name for s in stations), "Table 999")  # one on the roster never reports
    start = datetime.now(UTC) - timedelta(hours=11)
    return EventPlan("Bench open", 1, start, divisions, roster)


def prepare(url: str, stations: list[Station]) -> None:
    """The event plan, signed and published, and each station's signed head."""
    from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey

    engine = database_engine(url)
    publish(engine, sign_plan(plan_for(stations), Ed25519PrivateKey.generate()), "Bench open",
            1, [])  # fmt: skip
    with engine.begin() as conn:
        conn.execute(insert(StationHeadRow), [s.head() for s in stations])
    engine.dispose()


def fill(url: str, stations: list[Station], records: int, beat_hours: float) -> None:
    engine = database_engine(url)
    now = datetime.now(UTC)
    start = now - timedelta(hours=10)
    per = records // len(stations)
    step = timedelta(hours=10) / per
    with engine.begin() as conn:
        # the words indexes and the receive and words triggers are made afresh after the
        # copy: a million inserts each updating them would take far longer (the figures are
        # the page's)
        conn.exec_driver_sql("DROP INDEX ix_audit_words")
        conn.exec_driver_sql("DROP INDEX ix_audit_words_word")
        conn.exec_driver_sql("ALTER TABLE audit_records DISABLE TRIGGER audit_records_received")
        conn.exec_driver_sql("ALTER TABLE audit_records DISABLE TRIGGER audit_records_words")
        batch = []
        for i in range(per):
            for s in stations:
                batch.append(s.next_row(start + i * step, split=(i % 50 == 49)))
            if len(batch) >= 20000:
                copy_rows(conn, "audit_records", batch)
                batch = []
        if batch:
            copy_rows(conn, "audit_records", batch)
        count = int(beat_hours * 3600 / 15)
        moments = [
            now - timedelta(hours=beat_hours) + timedelta(seconds=15 * k) for k in range(count)
        ]
        beats = []
        for moment in moments:
            beats.extend(s.heartbeat(moment) for s in stations)
            if len(beats) >= 10000:
                copy_rows(conn, "station_heartbeats", beats)
                beats = []
        if beats:
            copy_rows(conn, "station_heartbeats", beats)
        conn.exec_driver_sql("ALTER TABLE audit_records ENABLE TRIGGER audit_records_received")
        conn.exec_driver_sql("ALTER TABLE audit_records ENABLE TRIGGER audit_records_words")
        conn.exec_driver_sql(
            "CREATE INDEX ix_audit_words ON audit_records "
            "USING gin (((body::jsonb) -> 'words') jsonb_path_ops) WITH (fastupdate = off)"
        )  # as migration 0008 makes it
        words = importlib.import_module("kiosk.audit.migrations.versions.0010_audit_words")
        conn.exec_driver_sql(words.BACKFILL)  # as migration 0010 fills and indexes it
        conn.exec_driver_sql(words.INDEX)
    engine.dispose()
    prepare(url, stations)
    vacuum(url)


def vacuum(url: str) -> None:
    engine = database_engine(url)
    raw = engine.raw_connection()  # VACUUM runs outside a transaction
    try:
        raw.driver_connection.autocommit = True
        raw.driver_connection.execute("VACUUM ANALYZE")
    finally:
        raw.close()
    engine.dispose()


def get(url: str) -> tuple[float, str]:
    began = time.perf_counter()
    with urllib.request.urlopen(url, timeout=10) as answer:
        text = answer.read().decode()
    return time.perf_counter() - began, text


def page_times(base: str, requests: int) -> dict[str, list[float]]:
    for _ in range(10):  # warm up
        get(base + "/live")
    times: dict[str, list[float]] = {"/": [], "/live": []}
    for i in range(requests):
        path = "/" if i % 2 else "/live"
        times[path].append(get(base + path)[0])
    return times


def visibility(url: str, base: str, stations: list[Station], count: int) -> tuple[list[float], str]:
    """Seconds from a record's commit until the page shows its receipt: in Chromium when it
    is installed (the page open and polling, as a director has it), else on ``/live``
    (polled every 50 ms) plus one poll of the page."""
    driver = _chromium()
    engine = database_engine(url)
    delays = []
    try:
        if driver is not None:
            driver.get(base + "/")
        for k in range(count):
            station = stations[(k * 7 + 1) % len(stations)]
            row = station.next_row(datetime.now(UTC))
            receipt = json.loads(row["body"])["receipt"]
            with engine.begin() as conn:
                conn.execute(insert(AuditRow), [row])
            committed = time.perf_counter()
            while not _shows(driver, base, receipt):
                if time.perf_counter() - committed > 10:
                    raise SystemExit(f"{receipt} not visible after 10 s")
                time.sleep(0.02)
            delays.append(time.perf_counter() - committed + (0 if driver else POLL_MS / 1000))
            time.sleep(0.3)
    finally:
        engine.dispose()
        if driver is not None:
            driver.quit()
    return delays, "Chromium" if driver is not None else "/live + one poll"


def _shows(driver, base: str, receipt: str) -> bool:
    if driver is None:
        return receipt in get(base + "/live")[1]
    script = "return document.getElementById('live').innerHTML.includes(arguments[0]);"
    return bool(driver.execute_script(script, receipt))


def _chromium():
    if not Path("/usr/bin/chromium").exists() or not Path("/usr/bin/chromedriver").exists():
        return None
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for flag in ("--headless", "--no-sandbox", "--disable-gpu", "--window-size=1280,1000"):
        options.add_argument(flag)
    return webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)


def heartbeats_every_second(url: str, stations: list[Station], stop: threading.Event) -> None:
    from sqlalchemy import column, table

    engine = database_engine(url)
    while not stop.wait(1.0):
        now = datetime.now(UTC)
        rows = [s.heartbeat(now) for s in stations]  # signed: the table of migration 0009
        beats = table("station_heartbeats", *(column(name) for name in rows[0]))
        with engine.begin() as conn:
            conn.execute(insert(beats), rows)
    engine.dispose()


def measure(label: str, url: str, stations: list[Station], args) -> dict[str, float]:
    stop = threading.Event()
    sender = threading.Thread(target=heartbeats_every_second, args=(url, stations, stop))
    sender.start()
    try:
        with fleet_server(url, "--offline-after", "45") as base:
            # the first refresh reads the newest heartbeat of every station and counts the
            # records once: measure from when the page shows the stations
            deadline = time.monotonic() + 300
            while '<article class="card' not in get(base + "/live")[1]:
                if time.monotonic() > deadline:
                    raise SystemExit("no card on the page after 300 s")
                time.sleep(0.2)
            times = page_times(base, args.requests)
            delays, where = visibility(url, base, stations, args.visible)
            _t, page = get(base + "/live")
            code = f"{stations[7].prefix}-0042"
            search = [get(f"{base}/search?q={q}")[0] for q in (code, "zyzzyva", code)]
    finally:
        stop.set()
        sender.join()
    figures = {
        "p50 /": statistics.median(times["/"]),
        "p95 /": percentile(times["/"], 95),
        "p50 /live": statistics.median(times["/live"]),
        "p95 /live": percentile(times["/live"], 95),
        "visible median": statistics.median(delays),
        "visible max": max(delays),
        "search receipt": search[2],
        "search word": search[1],  # a word no record holds: every body is read
    }
    cards = page.count('<article class="card')
    alarm = page.split('id="alarm">', 1)[1].split("</p>", 1)[0] if 'id="alarm"' in page else ""
    print(
        f"{label}: {cards} cards on the page; alarm: {alarm or 'none'}; new records seen in {where}"
    )
    for key, value in figures.items():
        print(f"  {key:15} {value * 1000:8.1f} ms")
    return figures


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--stations", type=int, default=200)
    parser.add_argument("--records", type=int, default=1_000_000)
    parser.add_argument("--beat-hours", type=float, default=2.0, help="heartbeats kept")
    parser.add_argument("--requests", type=int, default=300)
    parser.add_argument("--visible", type=int, default=10, help="records timed until visible")
    args = parser.parse_args()
    lexicon = load_default_lexicon()
    adj = adjudicate(parse_play("quixotic zax cats", lexicon.alphabet), lexicon,
                     rule_by_id("double"))  # fmt: skip
    cluster = PgCluster()
    cluster.start()
    try:
        empty_url, full_url = cluster.create_database("empty"), cluster.create_database("full")
        for url in (empty_url, full_url):
            prepare_central(database_engine(url))
        lists = [ODD_LIST if n == ODD else PLAN_LIST for n in range(args.stations)]
        baseline_stations = [Station(n, adj, lists[n]) for n in range(args.stations)]
        stations = [Station(n, adj, lists[n]) for n in range(args.stations)]
        began = time.perf_counter()
        prepare(empty_url, baseline_stations)
        fill(full_url, stations, args.records, args.beat_hours)
        engine = database_engine(full_url)
        with engine.connect() as conn:
            stored = conn.execute(select(func.count()).select_from(AuditRow)).scalar()
            beats = conn.execute(select(func.count()).select_from(HeartbeatRow)).scalar()
        engine.dispose()
        took = time.perf_counter() - began
        print(f"filled: {stored:,} records, {beats:,} heartbeats in {took:.0f} s")
        label = f"baseline (no records, {args.stations} live stations)"
        base = measure(label, empty_url, baseline_stations, args)
        full = measure(f"full ({stored:,} records)", full_url, stations, args)
        print("ratios full / baseline:")
        for key in base:
            print(f"  {key:15} x{full[key] / base[key]:.2f}")
        page_p95, live_p95 = full["p95 /"], full["p95 /live"]
        print(f"page p95 {page_p95 * 1000:.0f} ms: target 200 ms "
              f"{'met' if page_p95 <= 0.2 else 'NOT met'}")  # fmt: skip
        print(f"/live p95 {live_p95 * 1000:.0f} ms: target 100 ms "
              f"{'met' if live_p95 <= 0.1 else 'NOT met'}")  # fmt: skip
        worst = full["visible max"]
        print(f"new record in the browser within {worst:.2f} s: target 2 s "
              f"{'met' if worst <= 2 else 'NOT met'}")  # fmt: skip
    finally:
        cluster.destroy()


if __name__ == "__main__":
    main()
