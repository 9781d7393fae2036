"""``audit verify`` of a station log against a bare full-table read of the same file.

    python bench/bench_verify.py [--records 100000 | --million] [--stations 3] [--runs 3]
                                 [--log PATH]
                                 [--profile]

A log of ``--records`` records (``--million``: 1,000,000) over ``--stations`` stations is
made with ``bench/bench_audit.py --make-log`` (adjudications, rulings, events, as a
station writes them); its making is timed against a bare bulk insert of as many rows of
the same size into the same schema (one transaction, the same settings, the indexes built
after the rows): the floor of writing such a file.

Then, in turns (so that both see the same machine and the same page cache):

* the bare read: a process that opens the file read only and fetches every row of
  ``audit_records`` (every column, rowid order, no index) and drops it;
* ``challenge-kiosk audit verify --db FILE``, as an auditor runs it: the file's integrity
  check, every row read without an index, every hash recomputed over the stored text,
  every link, sequence number and filter column checked;
* both again in this process, verify on one scan only (``verify_log_file``, as director
  mode runs it).

Printed: the median of each, the ratios (target: verify at most x2 the bare read, at
1,000,000 records), CPU time, and the peak memory of each (the highest sum of the
proportional set sizes of the process and of its workers: a large log is read by two
worker processes beside verify's own). ``--profile`` prints a cProfile of one more
verify in this process.
"""

from __future__ import annotations

import argparse
import cProfile
import os
import pstats
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_audit import _INSERT_ROW, bulk_load, make_log

from kiosk.audit import open_audit_log
from kiosk.audit.engine import verify_log_file
from kiosk.audit.records import FILTER_COLUMNS

ROOT = Path(__file__).resolve().parent.parent
BARE_READ = """
import sqlite3, sys
conn = sqlite3.connect(f"file:{sys.argv[1]}?mode=ro", uri=True)
count = 0
for row in conn.execute("SELECT rowid, * FROM audit_records NOT INDEXED ORDER BY rowid"):
    count += 1
print(count)
"""


def bare_read(path: Path) -> int:
    """Every row of the table, every column, fetched in rowid order and dropped."""
    conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        count = 0
        for _row in conn.execute("SELECT rowid, * FROM audit_records NOT INDEXED ORDER BY rowid"):
            count += 1
        return count
    finally:
        conn.close()


def bare_insert(path: Path, like: Path, records: int) -> tuple[float, float]:
    """Seconds (wall, CPU) to write ``records`` rows as large as ``like``'s into a new log,
    bare: one row of ``like`` repeated with a fresh event id (its unique index)."""
    conn = sqlite3.connect(like)
    columns = ", ".join((*FILTER_COLUMNS, "body", "prev_hash", "hash"))  # as _INSERT_ROW
    sample = conn.execute(
        f"SELECT {columns} FROM audit_records WHERE kind = 'adjudication' LIMIT 1"
    ).fetchone()
    conn.close()
    began, cpu_began = time.perf_counter(), time.process_time()
    open_audit_log(station_id="bare", path=path).close()
    row = list(sample)
    with bulk_load(path) as conn:
        conn.executemany(
            _INSERT_ROW, ((f"{n:036d}", *row[1:3], n + 1, *row[4:]) for n in range(records))
        )
    return time.perf_counter() - began, time.process_time() - cpu_began


def _tree(pid: int) -> list[int]:
    """``pid`` and every process below it (Linux /proc)."""
    found, todo = [], [pid]
    while todo:
        current = todo.pop()
        found.append(current)
        try:
            for task in os.listdir(f"/proc/{current}/task"):
                with open(f"/proc/{current}/task/{task}/children") as children:
                    todo += [int(c) for c in children.read().split()]
        except OSError:
            continue
    return found


def _pss_kb(pid: int) -> int:
    """Proportional set size (shared pages divided among their sharers) of one process."""
    try:
        with open(f"/proc/{pid}/smaps_rollup") as rollup:
            for line in rollup:
                if line.startswith("Pss:"):
                    return int(line.split()[1])
    except OSError:
        pass
    return 0


def run_measured(command: list[str]) -> tuple[float, float, int, str]:
    """(wall s, CPU s, peak memory KB, stdout) of a child process: CPU from ``wait4`` (its
    worker processes included), memory the highest sum of the proportional set sizes of
    it and its workers, sampled every 20 ms."""
    began = time.perf_counter()
    child = subprocess.Popen(command, stdout=subprocess.PIPE, cwd=ROOT, text=True)
    peak = 0
    done = threading.Event()

    def sample() -> None:
        nonlocal peak
        while not done.wait(0.02):
            peak = max(peak, sum(_pss_kb(pid) for pid in _tree(child.pid)))

    sampler = threading.Thread(target=sample, daemon=True)
    sampler.start()
    assert child.stdout is not None
    out = child.stdout.read()
    _pid, status, usage = os.wait4(child.pid, 0)
    wall = time.perf_counter() - began
    done.set()
    sampler.join()
    child.returncode = os.waitstatus_to_exitcode(status)
    assert child.returncode == 0, out
    return wall, usage.ru_utime + usage.ru_stime, peak, out


def timed(fn) -> float:
    began = time.perf_counter()
    fn()
    return time.perf_counter() - began


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--records", type=int, default=100_000)
    parser.add_argument("--million", action="store_true", help="1,000,000 records")
    parser.add_argument("--stations", type=int, default=3)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--profile", action="store_true")
    parser.add_argument(
        "--log", type=Path, help="reuse this log (made by bench_audit.py --make-log) or make it"
    )
    args = parser.parse_args()
    records = 1_000_000 if args.million else args.records
    with tempfile.TemporaryDirectory(prefix="bench-verify-") as tmp:
        path = args.log or Path(tmp) / "station.sqlite3"
        made = bare_made = None
        if not path.exists():
            made = make_log(path, records, stations=args.stations)
            bare_made = bare_insert(Path(tmp) / "bare.sqlite3", path, records)
            (Path(tmp) / "bare.sqlite3").unlink()
        size = path.stat().st_size

        verify_cli = [sys.executable, "-m", "kiosk", "audit", "verify", "--db", str(path)]
        bare_cli = [sys.executable, "-c", BARE_READ, str(path)]
        run_measured(bare_cli)  # the page cache warmed, as for a second run
        cli_v, cli_b = [], []
        for _ in range(args.runs):  # interleaved, so both see the same machine
            cli_b.append(run_measured(bare_cli))
            cli_v.append(run_measured(verify_cli))
            assert cli_v[-1][3].startswith(f"OK: {records} records"), cli_v[-1][3]

        def verify() -> None:
            report = verify_log_file(path)
            assert report.ok and report.count == records, report.summary()

        ours, base = [], []
        for _ in range(args.runs):
            base.append(timed(lambda: bare_read(path)))
            ours.append(timed(verify))
        if args.profile:
            profile = cProfile.Profile()
            profile.runcall(verify)
            pstats.Stats(profile).sort_stats("tottime").print_stats(15)

    def median(values: list, index: int | None = None) -> float:
        return statistics.median(v if index is None else v[index] for v in values)

    n, mb = records, size / 1e6
    print(f"verify, {n:,} records ({args.stations} stations, {mb:,.0f} MB), {args.runs} runs")
    if made is not None and bare_made is not None:
        print(
            f"  make-log: {made.seconds:.1f} s (CPU {made.cpu_seconds:.1f} s); bare bulk insert"
            f" of as many rows: {bare_made[0]:.1f} s (CPU {bare_made[1]:.1f} s);"
            f" x{made.seconds / bare_made[0]:.2f}, CPU x{made.cpu_seconds / bare_made[1]:.2f}"
        )
    wall_v, wall_b = median(cli_v, 0), median(cli_b, 0)
    cpu_v, cpu_b = median(cli_v, 1), median(cli_b, 1)
    rss_v, rss_b = max(r[2] for r in cli_v), max(r[2] for r in cli_b)
    print(
        f"  audit verify (command): {wall_v:.2f} s, CPU {cpu_v:.2f} s, peak {rss_v / 1024:.0f} MB"
    )
    print(
        f"  bare read (process):    {wall_b:.2f} s, CPU {cpu_b:.2f} s, peak {rss_b / 1024:.0f} MB"
    )
    print(
        f"  ratio: time x{wall_v / wall_b:.2f} (target x2 or less), CPU x{cpu_v / cpu_b:.2f},"
        f" peak memory x{rss_v / rss_b:.2f}"
    )
    print(
        f"  in this process, one scan: verify {median(ours):.2f} s, bare read {median(base):.2f} s"
        f" (x{median(ours) / median(base):.2f}); {n / median(ours):,.0f} records/s"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
