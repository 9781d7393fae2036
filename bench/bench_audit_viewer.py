"""Audit viewer benchmark: does the GUI thread keep its frames while the viewer works?

A real SQLite log of 100,000 records (two stations, every 13th flagged, events
among them) is opened in the director's audit viewer at 1366x768. A precise
16 ms QTimer on the GUI thread records how late each of its ticks comes (a
tick is late by however long the GUI thread was busy). The script changes
filters (verdict, flagged only, a station, a typed-word search, back to all),
then scrolls to the end of the table, loading every page. The same script on
an empty log, in the same run, is the baseline. Also printed: what the old
viewer did on the GUI thread for each filter change (read the whole log, sort
it), timed directly.

    QT_QPA_PLATFORM=offscreen python bench/bench_audit_viewer.py [--records 100000]
"""

from __future__ import annotations

import argparse
import gc
import os
import statistics
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

FRAME_MS = 16


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(p / 100 * (len(ordered) - 1)))]


class Collections:
    """Python's full (generation 2) collections: they hold the GIL, so they stop
    the GUI thread too, whichever thread set them off."""

    def __init__(self) -> None:
        self.full_ms: list[float] = []
        self._began = 0.0

    def __call__(self, phase: str, info: dict) -> None:
        if info.get("generation") != 2:
            return
        if phase == "start":
            self._began = time.perf_counter()
        else:
            self.full_ms.append((time.perf_counter() - self._began) * 1000)


class FrameClock:
    """A 16 ms timer on the GUI thread noting how late each tick comes."""

    def __init__(self) -> None:
        from PySide6.QtCore import Qt, QTimer

        self.late_ms: list[float] = []
        self._last = 0.0
        self.timer = QTimer(interval=FRAME_MS)
        self.timer.setTimerType(Qt.TimerType.PreciseTimer)
        self.timer.timeout.connect(self._tick)

    def start(self) -> None:
        self._last = time.perf_counter()
        self.timer.start()

    def stop(self) -> None:
        self.timer.stop()

    def _tick(self) -> None:
        now = time.perf_counter()
        self.late_ms.append(max(0.0, (now - self._last) * 1000 - FRAME_MS))
        self._last = now


def script(tab) -> Iterator[str]:
    """The director's actions, one per step; each waits until the viewer is idle."""
    yield "open"
    for value in ("unacceptable", "acceptable", "any"):
        tab.verdict.setCurrentIndex(tab.verdict.findData(value))
        yield f"verdict {value}"
    tab.flagged_only.setChecked(True)
    yield "flagged only"
    tab.flagged_only.setChecked(False)
    yield "all again"
    if tab.station.count() > 2:
        tab.station.setCurrentIndex(2)
        yield "one station"
        tab.station.setCurrentIndex(0)
        yield "any station"
    tab.search.setText("zax")
    yield "search"
    tab.search.setText("")
    yield "search cleared"
    while tab.model.canFetchMore() or tab.model.loading:
        tab.table.scrollToBottom()
        yield "scroll"
    tab.table.scrollToBottom()
    yield "at the end"


def run_viewer(log, home: Path) -> dict[str, float]:
    from PySide6.QtCore import QEventLoop, QTimer

    from kiosk.director.audit_desk import AuditDesk
    from kiosk.ui.director.audit.tab import AuditTab

    tab = AuditTab(AuditDesk(log, lambda kind, details: True, home / "exports"))
    tab.resize(1366, 768)
    tab.show()
    clock = FrameClock()
    collections = Collections()
    steps = script(tab)
    loop = QEventLoop()
    began = time.perf_counter()

    opened = [0.0]

    def advance() -> None:
        if tab.busy:
            return
        try:
            step = next(steps)
        except StopIteration:
            loop.quit()
            return
        if step == "open":  # frames count from here: the first page is on screen
            opened[0] = time.perf_counter() - began
            gc.callbacks.append(collections)
            clock.start()

    driver = QTimer(interval=5)
    driver.timeout.connect(advance)
    driver.start()
    loop.exec()
    clock.stop()
    gc.callbacks.remove(collections)
    driver.stop()
    elapsed = time.perf_counter() - began - opened[0]
    rows = tab.model.rowCount()
    tab.ops.wait()
    tab.close()
    tab.deleteLater()
    late = clock.late_ms or [0.0]
    return {
        "rows": rows,
        "open_s": opened[0],
        "seconds": elapsed,
        "ticks": len(late),
        "worst_ms": max(late),
        "p95_ms": percentile(late, 95),
        "p99_ms": percentile(late, 99),
        "median_ms": statistics.median(late),
        "over_frame": sum(1 for v in late if v > FRAME_MS),
        "full_gcs": len(collections.full_ms),
        "full_gc_ms": max(collections.full_ms, default=0.0),
    }


def old_refresh_ms(log) -> float:
    """What the old viewer ran on the GUI thread at every filter change."""
    from kiosk.audit import AuditQuery
    from kiosk.audit.report import annotations_by_target
    from kiosk.ui.director.audit.filters import filter_choices, newest_first

    began = time.perf_counter()
    everything = log.query(AuditQuery())
    filter_choices(everything)
    annotations_by_target(everything)
    newest_first(log.query(AuditQuery(verdict="UNACCEPTABLE")))
    return (time.perf_counter() - began) * 1000


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--records", type=int, default=100_000)
    parser.add_argument(
        "--freeze",
        action="store_true",
        help="gc.freeze() once the log is open, as a kiosk could after starting",
    )
    args = parser.parse_args()

    from PySide6.QtWidgets import QApplication

    from kiosk.audit import open_audit_log
    from kiosk.cli import load_default_lexicon
    from tests.ui.audit_bulk import STATIONS, fill_log

    app = QApplication.instance() or QApplication([])
    with tempfile.TemporaryDirectory() as tmp:
        home = Path(tmp)
        began = time.perf_counter()
        fill_log(home / "big.sqlite3", args.records, load_default_lexicon())
        print(f"wrote {args.records:,} records in {time.perf_counter() - began:.1f} s")
        empty = open_audit_log(station_id="st-1", path=home / "empty.sqlite3")
        big = open_audit_log(
            station_id="st-1", station_name=STATIONS["st-1"], path=home / "big.sqlite3"
        )
        if args.freeze:
            gc.collect()
            gc.freeze()
        base = run_viewer(empty, home)
        full = run_viewer(big, home)
        old = old_refresh_ms(big)
        empty.close()
        big.close()
    app.processEvents()

    def line(name: str, r: dict[str, float]) -> str:
        return (
            f"  {name:<14} rows {int(r['rows']):>7,}  opened {r['open_s']:4.1f} s,"
            f" script {r['seconds']:5.1f} s  ticks {int(r['ticks']):>5}"
            f"  late: median {r['median_ms']:5.1f}  p95 {r['p95_ms']:5.1f}  p99 {r['p99_ms']:5.1f}"
            f"  worst {r['worst_ms']:5.1f} ms  ticks late > {FRAME_MS} ms: {int(r['over_frame'])}"
            f"  (full collections {int(r['full_gcs'])}, longest {r['full_gc_ms']:.0f} ms)"
        )

    print("GUI-thread frame lateness (16 ms timer) while filtering and scrolling to the end:")
    print(line("empty log", base))
    print(line(f"{args.records:,} recs", full))
    print(
        f"  ratio {args.records:,} / empty: p95 x{full['p95_ms'] / max(base['p95_ms'], 0.1):.2f}"
        f", worst x{full['worst_ms'] / max(base['worst_ms'], 0.1):.2f}"
    )
    print(
        f"old viewer, one filter change on the GUI thread: {old:.0f} ms "
        f"(x{old / max(full['worst_ms'], 0.1):.0f} the new worst late frame)"
    )
    return 0 if full["worst_ms"] <= FRAME_MS else 1


if __name__ == "__main__":
    raise SystemExit(main())
