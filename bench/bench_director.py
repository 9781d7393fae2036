"""Director-mode benchmark: PIN verification, and importing a word list through the screen.

* PIN: time to verify a PIN against the stored argon2id hash (the library's
  recommended costs, as stations use), against a bare sha256 of the PIN.
* Import: a ~280,000-word list imported through the director's Lexicons tab
  (background build, then checked install and audit event), against
  ``lexicon-build`` on the same list in the same run.

    QT_QPA_PLATFORM=offscreen python bench/bench_director.py [--words 280000] [--runs 3]
"""

from __future__ import annotations

import argparse
import hashlib
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def pin_figures(runs: int = 15) -> dict[str, float]:
    from argon2 import PasswordHasher

    hasher = PasswordHasher()
    stored = hasher.hash("482107")
    verify = []
    for _ in range(runs):
        start = time.perf_counter()
        hasher.verify(stored, "482107")
        verify.append(time.perf_counter() - start)
    bare = []
    for _ in range(runs):
        start = time.perf_counter()
        hashlib.sha256(b"482107").hexdigest()
        bare.append(time.perf_counter() - start)
    return {
        "verify_ms": 1000 * statistics.median(verify),
        "sha256_ms": 1000 * statistics.median(bare),
    }


def import_figures(words: int, runs: int) -> dict[str, float]:
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from bench_engine import synthetic_words
    from PySide6.QtWidgets import QApplication

    from lexicon_build.cli import main as lexicon_build

    app = QApplication.instance() or QApplication([])
    cli_times, ui_times = [], []
    with tempfile.TemporaryDirectory() as tmp:
        source = Path(tmp) / "list.txt"
        source.write_text("\n".join(synthetic_words(words)) + "\n", encoding="ascii")
        for run in range(runs):
            out = Path(tmp) / f"cli-{run}.clex"
            start = time.perf_counter()
            if lexicon_build([str(source), "--name", "SYN", "--out", str(out)]) != 0:
                raise SystemExit("lexicon-build failed")
            cli_times.append(time.perf_counter() - start)

            home = Path(tmp) / f"home-{run}"
            home.mkdir()
            os.environ["CHALLENGE_KIOSK_HOME"] = str(home)
            from kiosk.director.service import DirectorService
            from kiosk.runtime.station_runtime import open_station
            from kiosk.ui.director.common import DirectorContext
            from kiosk.ui.director.lexicons_tab import LexiconsTab

            runtime = open_station()
            tab = LexiconsTab(
                DirectorContext(
                    DirectorService(runtime), lambda: None, lambda *a: True, lambda *a: None
                )
            )
            tab.import_paths.setText(str(source))
            tab.import_name.setText(f"SYN{run}")
            start = time.perf_counter()
            tab.import_button.click()
            while not tab.import_button.isEnabled():
                app.processEvents()
                time.sleep(0.002)
            ui_times.append(time.perf_counter() - start)
            if not tab.status.text().startswith("Installed"):
                raise SystemExit(f"import through the screen failed: {tab.status.text()}")
            runtime.close()
    return {"cli_s": statistics.median(cli_times), "ui_s": statistics.median(ui_times)}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--words", type=int, default=280_000)
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    pin = pin_figures()
    imported = import_figures(args.words, args.runs)
    print(
        f"PIN verify (argon2id, default costs): {pin['verify_ms']:.1f} ms "
        f"vs bare sha256 {pin['sha256_ms'] * 1000:.1f} us"
    )
    print(
        f"import {args.words:,} words through the Lexicons tab: {imported['ui_s']:.2f} s vs "
        f"lexicon-build {imported['cli_s']:.2f} s  (x{imported['ui_s'] / imported['cli_s']:.2f})"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
