"""Exports of a large log: time and peak memory of each format against a bare dump.

    python bench/bench_export.py [--records 1000000] [--log PATH] [--folder DIR]

Makes the log once with ``bench_audit.py --make-log`` (kept in ``--folder`` and reused when
it is there, or ``--log`` names one), then runs, each in a child process of its own and in
the same run: the baseline, a bare streaming dump (at the start and again at the end, the
ratios against the mean) (a plain sqlite3 cursor writing the body
column of every row to a file), and ``challenge-kiosk audit export`` as csv, jsonl and html,
and csv with ``--since``. Each child's peak memory is its ru_maxrss (``os.wait4``). Prints
each export's time and peak memory, and both as ratios against the bare dump. The targets
(issue 25): under 200 MB and at most 2x the bare dump's time.
"""

from __future__ import annotations

import argparse
import os
import sqlite3
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

BARE_DUMP = """
import sqlite3, sys
connection = sqlite3.connect(f"file:{sys.argv[1]}?mode=ro", uri=True)
with open(sys.argv[2], "w", encoding="utf-8") as out:
    for (body,) in connection.execute("SELECT body FROM audit_records"):
        out.write(body)
        out.write("\\n")
"""


def run_child(command: list[str], env: dict[str, str]) -> tuple[float, int, int]:
    """(seconds, peak memory in bytes, exit code) of one child process."""
    start = time.perf_counter()
    child = subprocess.Popen(
        command, env=env, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE
    )
    _pid, status, usage = os.wait4(child.pid, 0)
    seconds = time.perf_counter() - start
    child.returncode = os.waitstatus_to_exitcode(status)
    if child.returncode not in (0, 4):
        sys.stderr.write(child.stderr.read().decode() if child.stderr else "")
    if child.stderr:
        child.stderr.close()
    return seconds, usage.ru_maxrss * 1024, child.returncode


def make_log(path: Path, records: int) -> None:
    if path.exists():
        return
    subprocess.run(
        [
            sys.executable,
            str(ROOT / "bench" / "bench_audit.py"),
            "--make-log",
            str(path),
            "--records",
            str(records),
        ],
        check=True,
        cwd=ROOT,
    )


def middle_day(path: Path) -> str:
    """A --since date that selects about the second half of the log."""
    connection = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        (count,) = connection.execute("SELECT count(*) FROM audit_records").fetchone()
        (at,) = connection.execute(
            "SELECT recorded_at FROM audit_records ORDER BY recorded_at LIMIT 1 OFFSET ?",
            (count // 2,),
        ).fetchone()
    finally:
        connection.close()
    return str(at)[:10]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--records", type=int, default=1_000_000)
    parser.add_argument("--log", type=Path, help="a log made by bench_audit.py --make-log")
    parser.add_argument("--folder", type=Path, default=Path(tempfile.gettempdir()))
    parser.add_argument("--formats", default="csv,jsonl,html,csv-since")
    args = parser.parse_args(argv)
    log = args.log or args.folder / f"bench-export-{args.records}.sqlite3"
    make_log(log, args.records)
    with tempfile.TemporaryDirectory(prefix="bench-export-") as folder:
        out = Path(folder)
        env = dict(os.environ, CHALLENGE_KIOSK_HOME=str(out / "home"), PYTHONPATH=str(ROOT))
        (out / "home").mkdir(mode=0o700)
        dump = out / "bare.txt"
        bare_s, bare_mem, _ = run_child([sys.executable, "-c", BARE_DUMP, str(log), str(dump)], env)
        size = dump.stat().st_size
        dump.unlink()
        print(f"log: {log} ({log.stat().st_size / 1e9:.2f} GB)")
        print(
            f"bare dump (sqlite3 cursor, body column): {bare_s:.2f} s, "
            f"peak {bare_mem / 1e6:.0f} MB, {size / 1e9:.2f} GB written"
        )
        since = middle_day(log)
        results = []
        for name in args.formats.split(","):
            fmt, _, variant = name.partition("-")
            target = out / f"export.{fmt}"
            command = [sys.executable, "-m", "kiosk", "audit", "export", "--db", str(log)]
            command += ["--format", fmt, "--out", str(target)]
            if variant == "since":
                command += ["--since", since]
            seconds, peak, code = run_child(command, env)
            written = target.stat().st_size if target.exists() else 0
            target.unlink(missing_ok=True)
            results.append((name, seconds, peak, written, code))
            print(f"{name:>10}: {seconds:7.2f} s, peak {peak / 1e6:5.0f} MB", flush=True)
        # the bare dump again at the end: the machine's load may have changed meanwhile
        again_s, again_mem, _ = run_child(
            [sys.executable, "-c", BARE_DUMP, str(log), str(dump)], env
        )
        dump.unlink(missing_ok=True)
        bare_s, bare_mem = (bare_s + again_s) / 2, max(bare_mem, again_mem)
        print(f"bare dump again: {again_s:.2f} s; the ratios use the mean, {bare_s:.2f} s")
        for name, seconds, peak, written, code in results:
            print(
                f"{name:>10}: {seconds:7.2f} s (x{seconds / bare_s:.2f} the bare dump), "
                f"peak {peak / 1e6:5.0f} MB (x{peak / bare_mem:.2f}), "
                f"{written / 1e6:.0f} MB written, exit {code}"
            )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
