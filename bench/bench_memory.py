"""Peak memory of a station with two large lexicons and a second opinion, against a bare label.

The station (offscreen, ``python -m kiosk``) serves two divisions, each with its own
250,000-word lexicon, one of them with the other as its second opinion; it runs until its
ready screen is painted and its audit log is open, then reports its peak resident memory
(VmHWM). The baseline, in the same run, is a bare PySide6 fullscreen label. The station's
memory is also broken down with tracemalloc (Python objects by module) to say where it goes.

    QT_QPA_PLATFORM=offscreen python bench/bench_memory.py [--words 250000] [--runs 3]
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

REPORT = """
def peak_kb():
    for line in open("/proc/self/status"):
        if line.startswith("VmHWM:"):
            return int(line.split()[1])
"""

BARE = (
    REPORT
    + """
import sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QLabel
app = QApplication(sys.argv[:1])
label = QLabel("CHALLENGER: type every word you are challenging")
label.showFullScreen()
def done():
    label.repaint()
    print("peak", peak_kb(), flush=True)
    app.quit()
QTimer.singleShot(200, done)
app.exec()
"""
)

STATION = (
    REPORT
    + """
import os, sys, tracemalloc
if os.environ.get("TRACE"):
    tracemalloc.start(1)
import kiosk.ui  # first, as in the station's own start: it loads Qt and stops PySide reading
                 # the source of every module imported after it (kiosk.ui.qt_imports)
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from kiosk.runtime.station_runtime import LogState, open_station
from kiosk.ui.app import build_window
app = QApplication(sys.argv[:1])
runtime = open_station(defer_log=True)
window = build_window(runtime)
window.show_kiosk()
window.open_log_in_background()
def done():
    if runtime.log_state in (LogState.CLOSED, LogState.OPENING):
        QTimer.singleShot(50, done)
        return
    if runtime.log_state is not LogState.OPEN:
        print("problem", runtime.problem, flush=True)
    window.repaint()
    print("peak", peak_kb(), flush=True)
    if os.environ.get("TRACE"):
        snapshot = tracemalloc.take_snapshot()
        stats = snapshot.statistics("filename")
        by_package = {}
        for stat in stats:
            name = stat.traceback[0].filename
            key = name.split("site-packages/")[-1].split("/")[0] if "site-packages" in name else (
                "kiosk" if "/kiosk/" in name else "python")
            by_package[key] = by_package.get(key, 0) + stat.size
        for key, size in sorted(by_package.items(), key=lambda kv: -kv[1])[:8]:
            print("python-objects", key, size // 1024, flush=True)
        for stat in snapshot.statistics("lineno")[:6]:
            frame = stat.traceback[0]
            where = (frame.filename.split("/")[-1] + ":" + str(frame.lineno)).replace(" ", "")
            print("python-lines", where, stat.size // 1024, flush=True)
    runtime.close()
    window.allow_exit()  # the kiosk window refuses to close otherwise, and quit waits for it
    app.quit()
QTimer.singleShot(0, done)
app.exec()
"""
)


def peak(code: str, env: dict[str, str]) -> tuple[int, list[str]]:
    done = subprocess.run(
        [sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=120
    )
    lines = done.stdout.splitlines()
    values = [int(line.split()[1]) for line in lines if line.startswith("peak ")]
    if not values:
        raise SystemExit(f"no peak reported: {done.stderr[-2000:]}")
    return values[0], [line for line in lines if line.startswith("python-")]


def prepare(home: Path, words: int) -> None:
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from bench_engine import synthetic_words

    from kiosk.config import save_pin_hash
    from kiosk.director.pin import hash_pin
    from lexicon_build.cli import main as lexicon_build

    for name, salt in (("SYNA", ""), ("SYNB", "q")):
        source = home / f"{name}.txt"
        source.write_text(
            "\n".join(w + salt for w in synthetic_words(words)) + "\n", encoding="ascii"
        )
        out = home / "lexicons" / f"{name}.clex"
        if lexicon_build([str(source), "--name", name, "--out", str(out)]) != 0:
            raise SystemExit("could not build a benchmark lexicon")
        source.unlink()
    (home / "station.toml").write_text(
        '[[profiles]]\nname = "A"\nlexicon = "SYNA"\nsecond_opinion = "SYNB"\n'
        '[[profiles]]\nname = "B"\nlexicon = "SYNB"\nrule = "five-point"\n',
        encoding="utf-8",
    )
    save_pin_hash(hash_pin("482107"), home / "station.toml")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--words", type=int, default=250_000)
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        home = Path(tmp) / "home"
        (home / "lexicons").mkdir(parents=True)
        env = {**os.environ, "CHALLENGE_KIOSK_HOME": str(home), "QT_QPA_PLATFORM": "offscreen"}
        prepare(home, args.words)
        peak(STATION, env)  # the first start proves the lexicons in a child: not measured
        bare = [peak(BARE, env)[0] for _ in range(args.runs)]
        station = [peak(STATION, env)[0] for _ in range(args.runs)]
        _kb, objects = peak(STATION, {**env, "TRACE": "1"})
    bare_mb, station_mb = statistics.median(bare) / 1024, statistics.median(station) / 1024
    print(
        f"peak RSS, two {args.words:,}-word lexicons and a second opinion: {station_mb:.1f} MB"
        f" vs a bare PySide6 label {bare_mb:.1f} MB (+{station_mb - bare_mb:.1f} MB,"
        f" x{station_mb / bare_mb:.2f}; target +25 MB)"
    )
    print("Python objects at the ready screen, by package (tracemalloc):")
    for line in objects:
        tag, package, kb = line.rsplit(maxsplit=2)
        if tag == "python-lines":
            package = f"  at {package}"
        print(f"  {package:30} {int(kb) / 1024:6.1f} MB")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
