"""Station benchmark: start-up to the ready screen, and TAB to the verdict painted.

* Start-up: wall time from spawning ``challenge-kiosk`` (offscreen, a 280,000-word
  lexicon installed and chosen by the station config) until it reports the ready
  screen painted, against a bare PySide6 app that shows one fullscreen label.
* TAB to verdict: time from the TAB key event to the verdict screen painted,
  including adjudication and the durable (synchronous=FULL) audit-log write;
  median and p99 over many plays (target p99 <= 16 ms), next to the log write
  alone and a repaint alone.

    QT_QPA_PLATFORM=offscreen python bench/bench_station.py [--runs 7] [--plays 300]
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

BARE_APP = """
import sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QLabel
app = QApplication(sys.argv[:1])
label = QLabel("CHALLENGER: type every word you are challenging")
label.showFullScreen()
def done():
    label.repaint()
    print("ready", flush=True)
    app.quit()
QTimer.singleShot(0, done)
app.exec()
"""


def time_until_ready(command: list[str], env: dict[str, str], cwd: Path | None = None) -> float:
    """Seconds from spawning ``command`` until it prints "ready" (its first screen painted)."""
    start = time.perf_counter()
    proc = subprocess.Popen(command, stdout=subprocess.PIPE, text=True, env=env, cwd=cwd)
    assert proc.stdout is not None
    for line in proc.stdout:
        if line.strip() == "ready":
            elapsed = time.perf_counter() - start
            proc.wait(timeout=30)
            return elapsed
    proc.wait(timeout=30)
    raise RuntimeError(f"{command[:3]} exited ({proc.returncode}) without reporting ready")


def prepare_home(home: Path, words: int) -> None:
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from bench_engine import synthetic_words

    from kiosk.config import save_pin_hash
    from kiosk.director.pin import hash_pin
    from lexicon_build.cli import main as lexicon_build

    source = home / "synthetic.txt"
    source.write_text("\n".join(synthetic_words(words)) + "\n", encoding="ascii")
    out = home / "lexicons" / "SYN280K.clex"
    if lexicon_build([str(source), "--name", "SYN280K", "--out", str(out)]) != 0:
        raise SystemExit("could not build the benchmark lexicon")
    (home / "station.toml").write_text(
        '[[profiles]]\nname = "Bench"\nlexicon = "SYN280K"\nrule = "five-point"\n',
        encoding="utf-8",
    )
    save_pin_hash(hash_pin("482107"), home / "station.toml")  # with a PIN: the ready screen


def startup(runs: int, home: Path) -> dict[str, float]:
    env = {**os.environ, "CHALLENGE_KIOSK_HOME": str(home), "QT_QPA_PLATFORM": "offscreen"}
    kiosk_env = {**env, "CHALLENGE_KIOSK_EXIT_AFTER_READY": "1"}
    bare = [time_until_ready([sys.executable, "-c", BARE_APP], env) for _ in range(runs)]
    kiosk = [time_until_ready([sys.executable, "-m", "kiosk"], kiosk_env) for _ in range(runs)]
    return {"bare_s": statistics.median(bare), "kiosk_s": statistics.median(kiosk)}


def tab_to_verdict(plays: int, home: Path) -> dict[str, float]:
    os.environ["CHALLENGE_KIOSK_HOME"] = str(home)
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QKeyEvent
    from PySide6.QtWidgets import QApplication

    from kiosk.core.adjudication import adjudicate
    from kiosk.core.play import parse_play
    from kiosk.core.procedure import PendingJudgement
    from kiosk.runtime import open_station
    from kiosk.ui.window import KioskWindow

    app = QApplication.instance() or QApplication([])
    runtime = open_station(log_path=home / "bench-audit.sqlite3")
    assert runtime.ready, runtime.problem
    now = [0.0]
    window = KioskWindow(runtime, clock=lambda: now[0])
    window.resize(1920, 1080)
    window.show()
    app.processEvents()
    assert window.flow is not None, "the station did not reach the ready screen"
    lexicon = runtime.profiles[0].lexicon
    words = [w.lower() for w, _ in zip(lexicon.trie.iterkeys(), range(8), strict=False)]

    def press(key: Qt.Key, text: str) -> None:
        for kind in (QKeyEvent.Type.KeyPress, QKeyEvent.Type.KeyRelease):
            QApplication.sendEvent(
                window, QKeyEvent(kind, key, Qt.KeyboardModifier.NoModifier, text)
            )

    totals, writes, paints = [], [], []
    for i in range(plays):
        for ch in " ".join(words[: 1 + i % 8]):
            press(Qt.Key.Key_unknown, ch)
        window.repaint()
        start = time.perf_counter()
        press(Qt.Key.Key_Tab, "\t")
        window.repaint()
        totals.append(time.perf_counter() - start)
        start = time.perf_counter()
        window.repaint()
        paints.append(time.perf_counter() - start)
        now[0] += 1.0
        press(Qt.Key.Key_Space, " ")
        now[0] += 200.0  # no split-lookup pacing effects between plays
    profile = runtime.profiles[0]
    result = adjudicate(parse_play("cat dogs", lexicon.alphabet), lexicon, profile.rule)
    for _ in range(plays):
        start = time.perf_counter()
        runtime.record(PendingJudgement(result, profile, None, 0.0))
        writes.append(time.perf_counter() - start)
    runtime.close()

    def p99(values: list[float]) -> float:
        return sorted(values)[max(0, int(len(values) * 0.99) - 1)]

    return {
        "tab_median_ms": 1000 * statistics.median(totals),
        "tab_p99_ms": 1000 * p99(totals),
        "log_write_median_ms": 1000 * statistics.median(writes),
        "log_write_p99_ms": 1000 * p99(writes),
        "repaint_median_ms": 1000 * statistics.median(paints),
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--plays", type=int, default=300)
    parser.add_argument("--words", type=int, default=280_000)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        home = Path(tmp)
        prepare_home(home, args.words)
        start = startup(args.runs, home)
        tab = tab_to_verdict(args.plays, home)
    ratio = start["kiosk_s"] / start["bare_s"]
    print(
        f"start-up to ready screen ({args.words:,}-word lexicon): {start['kiosk_s'] * 1000:.0f} ms "
        f"vs bare PySide6 label {start['bare_s'] * 1000:.0f} ms  (x{ratio:.2f})"
    )
    print(
        f"TAB to verdict painted: median {tab['tab_median_ms']:.2f} ms, "
        f"p99 {tab['tab_p99_ms']:.2f} ms (target p99 <= 16 ms); of which durable log write "
        f"median {tab['log_write_median_ms']:.2f} ms, p99 {tab['log_write_p99_ms']:.2f} ms; "
        f"a bare repaint {tab['repaint_median_ms']:.2f} ms  "
        f"(x{tab['tab_median_ms'] / tab['repaint_median_ms']:.1f} of a repaint)"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
