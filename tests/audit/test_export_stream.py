"""Exports stream: their memory stays flat whatever the log's size, every format well formed.

Logs of 20,000 and 100,000 records made by ``bench/bench_audit.py --make-log`` (chained,
signed, with annotations, flagged split lookups and station events). Each export runs as
``challenge-kiosk audit export`` in a child process whose peak memory (ru_maxrss, from
``os.wait4`` in a small launcher: Linux counts a forked child's parent memory in its peak,
so the child is not forked from pytest) is compared between the two sizes: five times the
records may not cost more than a few MB. Each file is read back whole: CSV rows and JSON
lines count exactly the records the filter selects (counted with plain SQL), and the HTML
report lists the first and last rows of its tables with a line naming the command that
exports the rest.
"""

from __future__ import annotations

import csv
import json
import os
import sqlite3
import subprocess
import sys
from html.parser import HTMLParser
from pathlib import Path

import pytest

from kiosk.audit.report import SHOWN

ROOT = Path(__file__).resolve().parents[2]
SIZES = (20_000, 100_000)
GROWTH_MB = 12  # allowed between the small and the large log (allocator noise)
CEILING_MB = 150


@pytest.fixture(scope="module")
def logs(tmp_path_factory) -> dict[int, Path]:
    folder = tmp_path_factory.mktemp("stream-logs")
    made = {}
    for size in SIZES:
        path = folder / f"log{size}.sqlite3"
        command = [sys.executable, str(ROOT / "bench" / "bench_audit.py"), "--make-log"]
        subprocess.run([*command, str(path), "--records", str(size)], check=True, cwd=ROOT)
        made[size] = path
    return made


LAUNCH = (
    "import os, subprocess, sys\n"
    "child = subprocess.Popen(sys.argv[1:])\n"
    "_pid, status, usage = os.wait4(child.pid, 0)\n"
    "print(usage.ru_maxrss)\n"
    "sys.exit(os.waitstatus_to_exitcode(status))\n"
)


def export(log: Path, out: Path, fmt: str, *options: str) -> int:
    """Run the export in a grandchild; its peak memory in bytes."""
    command = [sys.executable, "-c", LAUNCH, sys.executable, "-m", "kiosk", "audit", "export"]
    command += ["--db", str(log)]
    command += ["--format", fmt, "--out", str(out), *options]
    home = out.parent / "home"
    home.mkdir(mode=0o700, exist_ok=True)
    env = {**os.environ, "CHALLENGE_KIOSK_HOME": str(home), "PYTHONPATH": str(ROOT)}
    done = subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    return int(done.stdout.split()[-1]) * 1024


def sql_count(log: Path, where: str = "1") -> int:
    connection = sqlite3.connect(f"file:{log}?mode=ro", uri=True)
    try:
        return connection.execute(f"SELECT count(*) FROM audit_records WHERE {where}").fetchone()[0]
    finally:
        connection.close()


def csv_rows(path: Path) -> list[dict[str, str]]:
    with path.open(encoding="utf-8-sig", newline="") as f:
        return list(csv.DictReader(f))


class Report(HTMLParser):
    """Tables (id -> rows of cell texts) and whether every opened element was closed."""

    VOID = frozenset({"meta", "br", "rect", "line", "path"})

    def __init__(self) -> None:
        super().__init__()
        self.open: list[str] = []
        self.tables: dict[str, list[list[str]]] = {}
        self.table: str | None = None
        self.text: list[str] = []

    def handle_starttag(self, tag, attrs):
        if tag not in self.VOID:
            self.open.append(tag)
        attrs = dict(attrs)
        if tag == "table":
            self.table = attrs["id"]
            self.tables[self.table] = []
        elif tag == "tr" and self.table:
            self.tables[self.table].append([])
        elif tag == "td" and self.table:
            self.tables[self.table][-1].append("")

    def handle_startendtag(self, tag, attrs):
        pass

    def handle_endtag(self, tag):
        if tag in self.VOID:
            return
        assert self.open and self.open[-1] == tag, (self.open[-5:], tag)
        self.open.pop()
        if tag == "table":
            self.table = None

    def handle_data(self, data):
        self.text.append(data)
        if self.table and self.tables[self.table] and self.tables[self.table][-1]:
            self.tables[self.table][-1][-1] += data


@pytest.mark.slow
@pytest.mark.parametrize("fmt", ["csv", "jsonl", "html"])
def test_memory_stays_flat_from_20k_to_100k_records(logs, tmp_path, fmt):
    small, large = (export(logs[n], tmp_path / f"{n}.{fmt}", fmt) for n in SIZES)
    assert large < CEILING_MB * 1e6, f"{large / 1e6:.0f} MB"
    assert large - small < GROWTH_MB * 1e6, f"{small / 1e6:.0f} MB -> {large / 1e6:.0f} MB"
    out = tmp_path / f"{SIZES[1]}.{fmt}"
    total = sql_count(logs[SIZES[1]])
    if fmt == "csv":
        rows = csv_rows(out)
        assert len(rows) == total and set(rows[0]) >= {"receipt", "seq", "clock_jump"}
    elif fmt == "jsonl":
        with out.open(encoding="utf-8") as f:
            seqs = [json.loads(line)["seq"] for line in f]
        assert sorted(seqs) == list(range(1, total + 1))
    else:
        page = Report()
        page.feed(out.read_text("utf-8"))
        page.close()
        assert page.open == []  # every element closed
        listed = [row for row in page.tables["adjudications"] if row]  # the heading row: none
        assert len(listed) == 2 * SHOWN + 1  # the first, a line saying what is left, the last
        assert "challenge-kiosk audit export --format csv --db" in listed[SHOWN][0]
        adjudications = sql_count(logs[SIZES[1]], "kind = 'adjudication'")
        assert f"Adjudications ({adjudications:,})" in page.text


FILTERS = [
    (("--flagged",), "flagged"),
    (("--verdict", "unacceptable"), "verdict = 'UNACCEPTABLE'"),
    (("--lexicon", "ENABLE"), "lexicon_name = 'ENABLE'"),
    (("--since", "2026-11-23", "--until", "2026-11-24"), None),
    (("--search", "QI"), None),
]


@pytest.mark.slow
@pytest.mark.parametrize(("options", "where"), FILTERS, ids=lambda v: " ".join(v) if v else "")
def test_filters_stream_too(logs, tmp_path, options, where):
    log = logs[SIZES[1]]
    peak = export(log, tmp_path / "out.csv", "csv", *options)
    assert peak < CEILING_MB * 1e6
    rows = csv_rows(tmp_path / "out.csv")
    if where is not None:
        assert len(rows) == sql_count(log, where) > 0
    elif options[0] == "--since":
        dated = sql_count(log, "recorded_at >= '2026-11-23' AND recorded_at < '2026-11-24'")
        assert len(rows) >= dated > 0
        assert all(r["recorded_at_utc"] < "2026-11-25" for r in rows if not r["clock_jump"])
    else:
        found = [r for r in rows if r["kind"] == "adjudication" and not r["refers_to"]]
        assert found and all("QI" in r["typed"].upper() for r in found)  # and what refers to them
