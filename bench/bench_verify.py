"""``audit verify`` of a station log, against just reading the same rows.

    python bench/bench_verify.py [--records 100000] [--runs 3] [--profile]

A valid chain of ``--records`` adjudication records is written to a real SQLite
file (as appends would write them). Then, each run in turn:

* ``verify_engine`` over the file (every hash recomputed over the stored text,
  every link, sequence number and filter column checked), and
* the baseline: a bare ``sqlite3`` SELECT of the same columns in the same order,
  every row fetched and nothing done with it.

Printed: best and median of each, and the ratio (target: verify under 1 s for
100,000 records). ``--profile`` prints a cProfile of one more verify.
"""

from __future__ import annotations

import argparse
import cProfile
import pstats
import sqlite3
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_audit import fill, sample_adjudication

from kiosk.audit.engine import sqlite_engine, verify_engine
from kiosk.audit.records import FILTER_COLUMNS

_COLUMNS = ", ".join(["id", "body", "prev_hash", "hash", *FILTER_COLUMNS])


def bare_read(path: Path) -> int:
    """Every row verify reads, fetched with sqlite3 and dropped: the floor of a verify."""
    conn = sqlite3.connect(path)
    try:
        count = 0
        for (station,) in conn.execute("SELECT DISTINCT station_id FROM audit_records").fetchall():
            conn.execute(
                "SELECT id FROM audit_records WHERE station_id = ? ORDER BY id", (station,)
            ).fetchall()
            cursor = conn.execute(
                f"SELECT {_COLUMNS} FROM audit_records WHERE station_id = ? ORDER BY seq, id",
                (station,),
            )
            while rows := cursor.fetchmany(10_000):
                count += len(rows)
        return count
    finally:
        conn.close()


def timed(fn) -> float:
    began = time.perf_counter()
    fn()
    return time.perf_counter() - began


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--records", type=int, default=100_000)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--profile", action="store_true")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="bench-verify-") as tmp:
        path = Path(tmp) / "station.sqlite3"
        fill(path, "bench", args.records, sample_adjudication())
        engine = sqlite_engine(path)
        try:

            def verify() -> None:
                report = verify_engine(engine)
                assert report.ok and report.count == args.records, report.summary()

            verify()  # warm the page cache, as a second run would be
            assert bare_read(path) == args.records
            ours, base = [], []
            for _ in range(args.runs):  # interleaved, so both see the same machine
                base.append(timed(lambda: bare_read(path)))
                ours.append(timed(verify))
            if args.profile:
                profile = cProfile.Profile()
                profile.runcall(verify)
                pstats.Stats(profile).sort_stats("tottime").print_stats(15)
        finally:
            engine.dispose()

    from kiosk.audit import chain

    parser_name = "orjson" if chain._loads.__module__ == "orjson" else "json (standard library)"
    n = args.records
    print(f"verify, {n:,} records in SQLite, body parser {parser_name}, {args.runs} runs:")
    print(f"  verify:    best {min(ours):.3f} s, median {statistics.median(ours):.3f} s")
    print(f"  bare read: best {min(base):.3f} s, median {statistics.median(base):.3f} s")
    print(
        f"  ratio:     best x{min(ours) / min(base):.2f}, "
        f"median x{statistics.median(ours) / statistics.median(base):.2f}; "
        f"{n / statistics.median(ours):,.0f} records/s"
    )
    target = "met" if statistics.median(ours) < 1 else "NOT met"
    print(f"  target under 1 s for 100,000 records: {target}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
