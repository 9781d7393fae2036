"""Audit log figures: append latency, verify time, relay throughput.

    python bench/bench_audit.py [--appends 500] [--verify-records 100000]
                                [--stations 20] [--per-station 500] [--no-relay]

1. Append latency with synchronous=FULL (WAL), against a bare sqlite3
   INSERT + COMMIT of the same body text with the same settings, in the same run.
2. ``verify`` time for a log of 100,000 records (target: 2 s or less).
3. Relay throughput: 20 stations' logs copied into a private PostgreSQL
   cluster (target: 200 adjudications/s or more, none lost).
"""

from __future__ import annotations

import argparse
import sqlite3
import statistics
import sys
import tempfile
import threading
import time
import uuid
from datetime import UTC, datetime, timedelta
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from sqlalchemy import func, select

from kiosk.audit import open_audit_log
from kiosk.audit.engine import database_engine, verify_engine
from kiosk.audit.models import AuditRow
from kiosk.audit.records import (
    BODY_FORMAT,
    GENESIS_HASH,
    adjudication_payload,
    canonical_json,
    chain_hash,
    filter_columns,
    format_utc,
)
from kiosk.cli import load_default_lexicon
from kiosk.core.adjudication import adjudicate
from kiosk.core.play import parse_play
from kiosk.core.rules import rule_by_id
from tests.ui.audit_bulk import write_rows


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(p / 100 * (len(ordered) - 1)))]


def sample_adjudication():
    lexicon = load_default_lexicon()
    play = parse_play("quixotic zax cats", lexicon.alphabet)
    return adjudicate(play, lexicon, rule_by_id("five-point"))


def bench_append(folder: Path, count: int) -> None:
    adj = sample_adjudication()
    log = open_audit_log(station_id="bench", path=folder / "append.sqlite3")
    log.record_adjudication(adj, profile="Bench")  # warm up
    ours = []
    for _ in range(count):
        began = time.perf_counter()
        log.record_adjudication(adj, profile="Bench")
        ours.append(time.perf_counter() - began)
    body = log.query()[-1].body
    log.close()

    conn = sqlite3.connect(folder / "bare.sqlite3", isolation_level=None)
    conn.execute("PRAGMA journal_mode = WAL")
    conn.execute("PRAGMA synchronous = FULL")
    if sys.platform == "darwin":
        conn.execute("PRAGMA fullfsync = ON")
    conn.execute("CREATE TABLE t (id INTEGER PRIMARY KEY, body TEXT NOT NULL)")
    text = canonical_json(body)
    bare = []
    for _ in range(count):
        began = time.perf_counter()
        conn.execute("BEGIN IMMEDIATE")
        conn.execute("INSERT INTO t (body) VALUES (?)", (text,))
        conn.execute("COMMIT")
        bare.append(time.perf_counter() - began)
    conn.close()

    ms = 1000
    print(f"append latency, synchronous=FULL, {count} appends")
    print(
        f"  audit log:   median {statistics.median(ours) * ms:.2f} ms, "
        f"p99 {percentile(ours, 99) * ms:.2f} ms"
    )
    print(
        f"  bare sqlite: median {statistics.median(bare) * ms:.2f} ms, "
        f"p99 {percentile(bare, 99) * ms:.2f} ms"
    )
    print(
        f"  ratio:       median x{statistics.median(ours) / statistics.median(bare):.2f}, "
        f"p99 x{percentile(ours, 99) / percentile(bare, 99):.2f}"
    )


def synthetic_rows(station_id: str, count: int, adj, start: datetime):
    """A valid chain of ``count`` adjudication rows for ``station_id``, built as appends would."""
    payload = adjudication_payload(
        adj, profile="Bench", source="kiosk", re_adjudication_of=None, second_opinion=None
    )
    prev = GENESIS_HASH
    for seq in range(1, count + 1):
        moment = start + timedelta(seconds=120 * seq)
        body = {
            "format": BODY_FORMAT,
            "event_id": str(uuid.uuid4()),
            "station_id": station_id,
            "station_name": station_id,
            "seq": seq,
            "kind": "adjudication",
            "recorded_at": format_utc(moment),
            "utc_offset_minutes": 0,
            "flags": {"possible_split_lookup": False, "re_adjudication": False},
            "refers_to": None,
            **payload,
        }
        text = canonical_json(body)
        digest = chain_hash(prev, text)
        yield {**filter_columns(body), "body": text, "prev_hash": prev, "hash": digest}
        prev = digest


def fill(path: Path, station_id: str, count: int, adj) -> None:
    write_rows(
        path, station_id, synthetic_rows(station_id, count, adj, datetime(2024, 5, 1, tzinfo=UTC))
    )


def bench_verify(folder: Path, count: int) -> None:
    path = folder / "verify.sqlite3"
    fill(path, "bench", count, sample_adjudication())
    log = open_audit_log(station_id="bench", path=path)
    log.verify()  # warm the page cache, as a second run would be
    times = []
    for _ in range(3):
        began = time.perf_counter()
        report = log.verify()
        times.append(time.perf_counter() - began)
        assert report.ok and report.count == count, report.summary()
    log.close()
    from kiosk.audit import chain

    parser = "orjson" if chain._loads.__module__ == "orjson" else "json (standard library)"
    best, median = min(times), statistics.median(times)
    print(f"verify, {count:,} records, body parser {parser}, 3 runs:")
    print(f"  best {best:.2f} s ({count / best:,.0f} records/s), median {median:.2f} s")
    print(f"  target 2 s: {'met' if median <= 2 else 'NOT met'} (x{2 / median:.1f} headroom)")


def bench_relay(folder: Path, stations: int, per_station: int) -> None:
    from kiosk.audit.relay import Relay, prepare_central

    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # the tests' PgCluster
    from tests.pg_cluster import PgCluster

    cluster = PgCluster()
    cluster.start()
    try:
        url = cluster.create_database("central")
        prepare_central(database_engine(url))
        adj = sample_adjudication()
        logs = []
        for n in range(stations):
            path = folder / f"station-{n}.sqlite3"
            fill(path, f"station-{n:02d}", per_station, adj)
            logs.append(open_audit_log(station_id=f"station-{n:02d}", path=path))
        total = stations * per_station

        relays = [Relay(log, url, poll_interval_s=0.05) for log in logs]
        began = time.perf_counter()
        for relay in relays:
            relay.start()
        ok = all(relay.wait_until_caught_up(300) for relay in relays)
        elapsed = time.perf_counter() - began
        backlog_rate = total / elapsed

        # Live: every station adjudicating at once while its relay copies.
        live_seconds = 5.0
        stop = threading.Event()
        made = [0] * stations

        def station(n: int) -> None:
            while not stop.is_set():
                logs[n].record_adjudication(adj, profile="Bench")
                made[n] += 1

        writers = [threading.Thread(target=station, args=(n,)) for n in range(stations)]
        live_began = time.perf_counter()
        for w in writers:
            w.start()
        time.sleep(live_seconds)
        stop.set()
        for w in writers:
            w.join()
        ok = ok and all(relay.wait_until_caught_up(120) for relay in relays)
        live_elapsed = time.perf_counter() - live_began
        for relay in relays:
            relay.stop()
        for log in logs:
            log.close()

        engine = database_engine(url)
        with engine.connect() as conn:
            stored = conn.execute(select(func.count()).select_from(AuditRow)).scalar()
            distinct = conn.execute(select(func.count(func.distinct(AuditRow.event_id)))).scalar()
        report = verify_engine(engine)
        engine.dispose()
        expected = total + sum(made)
        print(f"relay, {stations} stations into PostgreSQL")
        print(
            f"  backlog of {total:,} records: {elapsed:.2f} s, {backlog_rate:,.0f} records/s "
            f"(x{backlog_rate / 200:.1f} the 200/s target)"
        )
        print(
            f"  live: {sum(made):,} adjudications in {live_seconds:.0f} s at the stations "
            f"({sum(made) / live_seconds:,.0f}/s), all central after {live_elapsed:.2f} s"
        )
        print(
            f"  central: {stored:,} stored, {distinct:,} distinct, expected {expected:,}: "
            f"{expected - int(distinct or 0)} lost, {int(stored or 0) - int(distinct or 0)} "
            f"duplicated; caught up: {ok}; central verify: {report.summary()}"
        )
    finally:
        cluster.destroy()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--appends", type=int, default=500)
    parser.add_argument("--verify-records", type=int, default=100_000)
    parser.add_argument("--stations", type=int, default=20)
    parser.add_argument("--per-station", type=int, default=500)
    parser.add_argument("--no-relay", action="store_true")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="bench-audit-") as tmp:
        folder = Path(tmp)
        bench_append(folder, args.appends)
        bench_verify(folder, args.verify_records)
        if not args.no_relay:
            bench_relay(folder, args.stations, args.per_station)


if __name__ == "__main__":
    main()
