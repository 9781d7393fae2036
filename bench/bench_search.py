"""The central word search at 1,000,000 records against an empty central log, same run.

    python bench/bench_search.py [--records 1000000] [--runs 40]

Starts a private PostgreSQL (tests/pg_cluster.py) with two central logs: one empty, one
holding ``--records`` adjudications of 50 stations (each play one to three words from a
vocabulary of 3,000, so a word is held by a few hundred to a few thousand records; the word
QUIXOTIC by 20). Records are loaded with COPY at revision 0007 and the log is then upgraded,
as a live central log is, so the words index of migration 0008 and the words table of 0010
are built once. Then the fleet page's search (`kiosk.fleet.reader.FleetReader.search_page`:
the first 50 results and, when there are more, the count up to 1,000, in a read-only
session) is timed for a word no record holds, a rare word, a common word and two words, on
both logs; p50 and p95 in ms and the ratio to the empty log. The target (issue 25): under
50 ms at 1,000,000, never reading every record.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
import uuid
from datetime import UTC, datetime, timedelta
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from sqlalchemy import text

from kiosk.audit.engine import database_engine
from kiosk.audit.migrate import upgrade
from kiosk.audit.records import (
    BODY_FORMAT,
    FILTER_COLUMNS,
    GENESIS_HASH,
    canonical_json,
    chain_hash,
    filter_values,
    format_utc,
)
from kiosk.fleet.reader import FleetReader, read_only_engine
from tests.pg_cluster import PgCluster

STATIONS = 50
LETTERS = "ABCDEFGHIJKLMNOPRSTUWY"
SEARCHES = {
    "a word no record holds": "ZZYZX",
    "a rare word (20 records)": "QUIXOTIC",
    "a common word": None,  # the vocabulary's first word: set below
    "two words": None,
}


def vocabulary(rng: random.Random, size: int = 3000) -> list[str]:
    words: set[str] = set()
    while len(words) < size:
        words.add("".join(rng.choice(LETTERS) for _ in range(rng.randint(3, 8))))
    return sorted(words)


def copy_rows(url: str, records: int, rng: random.Random, words: list[str]) -> None:
    """``records`` chained adjudications of `STATIONS` stations, by COPY."""
    engine = database_engine(url)
    columns = [*FILTER_COLUMNS, "body", "prev_hash", "hash"]
    start = datetime.now(UTC) - timedelta(hours=30)
    prev = dict.fromkeys(range(STATIONS), GENESIS_HASH)
    rare = set(rng.sample(range(records), 20))
    raw = engine.raw_connection()
    try:
        cursor = raw.driver_connection.cursor()
        with cursor.copy(f"COPY audit_records ({', '.join(columns)}) FROM STDIN") as copy:
            for n in range(records):
                station = n % STATIONS
                seq = n // STATIONS + 1
                play = ["QUIXOTIC"] if n in rare else rng.sample(words, rng.randint(1, 3))
                body = {
                    "format": BODY_FORMAT,
                    "event_id": str(uuid.uuid4()),
                    "station_id": f"station-{station:02d}",
                    "station_name": f"Table {station + 1}",
                    "seq": seq,
                    "kind": "adjudication",
                    "recorded_at": format_utc(start + timedelta(seconds=0.1 * n)),
                    "utc_offset_minutes": 0,
                    "flags": {},
                    "refers_to": None,
                    "receipt": f"{LETTERS[station % 22]}{LETTERS[station // 22]}-{seq:04d}",
                    "typed": " ".join(w.lower() for w in play),
                    "words": [{"typed": w.lower(), "tiles": list(w), "key": w} for w in play],
                    "verdict": "ACCEPTABLE",
                    "profile": "Division A",
                    "rule": "double",
                    "lexicon": {"name": "NWL2023", "fingerprint": "ab" * 32},
                }
                body_text = canonical_json(body)
                digest = chain_hash(prev[station], body_text)
                copy.write_row([*filter_values(body), body_text, prev[station], digest])
                prev[station] = digest
        raw.commit()
    finally:
        raw.close()
        engine.dispose()


def timed(reader: FleetReader, query: str, runs: int) -> list[float]:
    """The page's first page of results and its count (up to 1,000), in ms."""
    reader.search(query)  # a first search warms the connection and the plan
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        reader.search_page(query)
        times.append((time.perf_counter() - start) * 1000)
    return times


def analyse(url: str) -> None:
    """Vacuumed and analysed as autovacuum leaves a live central log (the words table too:
    its index is read without visiting its rows)."""
    engine = database_engine(url)
    raw = engine.raw_connection()
    try:
        raw.driver_connection.autocommit = True
        raw.driver_connection.execute("VACUUM ANALYZE audit_records")
        if raw.driver_connection.execute("SELECT to_regclass('audit_words')").fetchone()[0]:
            raw.driver_connection.execute("VACUUM ANALYZE audit_words")
    finally:
        raw.close()
        engine.dispose()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--records", type=int, default=1_000_000)
    parser.add_argument("--runs", type=int, default=40)
    args = parser.parse_args()
    rng = random.Random(25)
    words = vocabulary(rng)
    searches = dict(SEARCHES)
    searches["a common word"] = words[0]
    searches["two words"] = f"{words[0]} {words[1]}"
    cluster = PgCluster()
    cluster.start()
    try:
        empty, full = cluster.create_database("empty"), cluster.create_database("full")
        upgrade(database_engine(empty))
        engine = database_engine(full)
        upgrade(engine, revision="0007")
        engine.dispose()
        began = time.perf_counter()
        copy_rows(full, args.records, rng, words)
        loaded = time.perf_counter() - began
        began = time.perf_counter()
        upgrade(database_engine(full))  # 0008 and 0010: the words index and table, once
        indexed = time.perf_counter() - began
        analyse(full)
        analyse(empty)
        print(f"{args.records:,} records copied in {loaded:.0f} s; index built in {indexed:.0f} s")
        readers = {
            name: FleetReader(read_only_engine(url))
            for name, url in (("empty", empty), ("full", full))
        }
        for label, query in searches.items():
            base = timed(readers["empty"], query, args.runs)
            found = timed(readers["full"], query, args.runs)
            hits = len(readers["full"].search(query))
            p50, p95 = statistics.median(found), statistics.quantiles(found, n=20)[-1]
            b50 = statistics.median(base)
            print(
                f"{label:>26} ({query}): p50 {p50:6.2f} ms, p95 {p95:6.2f} ms at {args.records:,} "
                f"({hits} shown); empty log p50 {b50:5.2f} ms; x{p50 / b50:.2f}"
            )
        reader = readers["full"]
        stmt = reader._word_search(reader._searched_words(words[0]), None).limit(51)
        sql = stmt.compile(dialect=reader.engine.dialect, compile_kwargs={"literal_binds": True})
        with database_engine(full).connect() as conn:
            plan = conn.execute(text(f"EXPLAIN (ANALYZE, BUFFERS) {sql}")).scalars()
            print(f"plan of a common word ({words[0]}):\n  " + "\n  ".join(plan))
        for reader in readers.values():
            reader.engine.dispose()
    finally:
        cluster.destroy()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
