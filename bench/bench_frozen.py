"""Frozen-bundle benchmark: size, build time, and start-up to the ready screen vs from source.

* Build: wall time of ``installers/build.py`` (PyInstaller onedir + the tarball; on Linux
  ``bash installers/linux/build-tarball.sh`` runs it), in a temporary folder unless
  ``--bundle`` names an existing build.
* Size: the onedir folder unpacked and the .tar.gz (target: <= 130 MB unpacked on Linux).
* Start-up: wall time from spawning the station (offscreen, a kiosk home with only a director
  PIN set, the built-in ENABLE) until it prints "ready" after painting its ready screen
  (``CHALLENGE_KIOSK_EXIT_AFTER_READY``), frozen and from source (``python -m kiosk``),
  median of ``--runs`` after one warm-up each; the ratio frozen / source.
* Self-test: the same for ``--self-test`` (no Qt).

    QT_QPA_PLATFORM=offscreen python bench/bench_frozen.py [--runs 7] [--bundle DIR]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench_station import time_until_ready  # a sibling script

ROOT = Path(__file__).resolve().parent.parent


def time_run(command: list[str], env: dict[str, str], cwd: Path) -> float:
    start = time.perf_counter()
    subprocess.run(command, env=env, cwd=cwd, check=True, capture_output=True)
    return time.perf_counter() - start


def median_of(runs: int, measure) -> float:
    measure()  # warm-up: file cache
    return statistics.median(measure() for _ in range(runs))


def build(out: Path) -> dict:
    result = subprocess.run(
        [
            sys.executable,
            str(ROOT / "installers" / "build.py"),
            "--dist",
            str(out / "dist"),
            "--work",
            str(out / "work"),
            "--json",
        ],
        capture_output=True,
        text=True,
        check=True,
    )
    return json.loads(result.stdout.strip().splitlines()[-1])


def folder_size(path: Path) -> int:
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--bundle", type=Path, help="an existing onedir build (skip building)")
    args = parser.parse_args()

    with tempfile.TemporaryDirectory(prefix="bench-frozen-") as tmp:
        tmp_path = Path(tmp)
        if args.bundle:
            figures = {"bundle": str(args.bundle.resolve())}
            figures["unpacked_bytes"] = folder_size(args.bundle)
        else:
            figures = build(tmp_path)
        bundle = Path(figures["bundle"])
        home = tmp_path / "home"
        home.mkdir()
        base = {
            "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
            "CHALLENGE_KIOSK_HOME": str(home),
            "QT_QPA_PLATFORM": "offscreen",
            "LANG": "C.UTF-8",
        }
        # With a PIN set the station opens on its ready screen (not first-start PIN setup).
        subprocess.run(
            [sys.executable, "-m", "kiosk", "director", "set-pin", "--pin-stdin"],
            input="482107\n",
            text=True,
            env=base,
            cwd=ROOT,
            check=True,
            capture_output=True,
        )
        ready = {**base, "CHALLENGE_KIOSK_EXIT_AFTER_READY": "1"}
        frozen = [str(bundle / "challenge-kiosk")]
        source = [sys.executable, "-m", "kiosk"]
        frozen_ready = median_of(args.runs, lambda: time_until_ready(frozen, ready, bundle))
        source_ready = median_of(args.runs, lambda: time_until_ready(source, ready, ROOT))
        frozen_test = median_of(args.runs, lambda: time_run([*frozen, "--self-test"], base, bundle))
        source_test = median_of(args.runs, lambda: time_run([*source, "--self-test"], base, ROOT))

    print(f"bundle:       {figures['bundle']}")
    if "build_seconds" in figures:
        print(
            f"build time:   {figures['build_seconds']:.0f} s PyInstaller, "
            f"{figures['total_seconds']:.0f} s with checks and tarball"
        )
    print(f"unpacked:     {figures['unpacked_bytes'] / 1e6:.1f} MB (target <= 130 MB)")
    if "package_bytes" in figures:
        print(f"tarball:      {figures['package_bytes'] / 1e6:.1f} MB (.tar.gz)")
    for label, frozen_s, source_s in (
        ("ready screen", frozen_ready, source_ready),
        ("--self-test ", frozen_test, source_test),
    ):
        print(
            f"{label}: frozen {frozen_s * 1000:.0f} ms, from source {source_s * 1000:.0f} ms"
            f" -> ratio {frozen_s / source_s:.2f} (median of {args.runs})"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
