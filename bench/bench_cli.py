"""Command-line benchmark: the CPU a headless command costs, against a bare Python.

Each command runs as a director runs it (``python -m kiosk ...`` in a child process, a new
kiosk home with no central log); its CPU time (user + system, `resource.getrusage` of the
children around the run) is the median of ``--runs`` runs, against the baseline, a bare
``python -c "import argparse"``, measured in the same run:

* ``judge cat dogs --no-log``: parse, load ENABLE, adjudicate (target: at most x6 of the
  baseline; it was x17 when building the parser loaded the database layer, and what is left
  is mostly the station's own modules, its settings and ENABLE);
* ``judge cat dogs``: the same, recorded in the station's log;
* ``--help``: the whole parser built and printed.

With ``--against REV``, the same commands of a git revision of this repository (extracted to
a temporary folder) are measured in the same run, for a before/after table.

    python bench/bench_cli.py [--runs 5] [--against main]
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import tarfile
import tempfile
from collections.abc import Sequence
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent

BASELINE = ("-c", "import argparse")
COMMANDS = {
    "judge cat dogs --no-log": ("-m", "kiosk", "judge", "cat", "dogs", "--no-log"),
    "judge cat dogs": ("-m", "kiosk", "judge", "cat", "dogs"),
    "--help": ("-m", "kiosk", "--help"),
}
TARGET = 6.0  # judge --no-log, at most this many times the baseline's CPU


def cpu_seconds(args: Sequence[str], source: Path, home: Path) -> float:
    """User + system CPU of one child ``python ARGS`` run from ``source``."""
    env = {**os.environ, "PYTHONPATH": str(source), "CHALLENGE_KIOSK_HOME": str(home)}
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    done = subprocess.run(
        [sys.executable, *args], cwd=source, env=env, capture_output=True, timeout=120
    )
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if done.returncode not in (0, 1):
        raise SystemExit(f"{' '.join(args)} failed: {done.stderr.decode(errors='replace')}")
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def median_cpu(args: Sequence[str], source: Path, runs: int, tmp: Path) -> float:
    times = []
    for run in range(runs):
        home = Path(tempfile.mkdtemp(prefix=f"home-{run}-", dir=tmp))
        times.append(cpu_seconds(args, source, home))
    return statistics.median(times)


def extract(rev: str, into: Path) -> Path:
    """The tree of ``rev`` in ``into``, with this tree's built translations (.qm files,
    not in git)."""
    archive = into / "tree.tar"
    with open(archive, "wb") as out:
        subprocess.run(["git", "-C", str(REPO), "archive", rev], stdout=out, check=True)
    source = into / "tree"
    with tarfile.open(archive) as tar:
        tar.extractall(source, filter="data")
    for built in REPO.glob("assets/i18n/*.qm"):
        target = source / built.relative_to(REPO)
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(built.read_bytes())
    return source


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--against", metavar="REV", help="also measure this git revision")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as name:
        tmp = Path(name)
        trees = {"this tree": REPO}
        if args.against:
            trees = {args.against: extract(args.against, tmp), **trees}
        base = median_cpu(BASELINE, REPO, args.runs, tmp)
        figures = {
            (tree, label): median_cpu(command, source, args.runs, tmp)
            for tree, source in trees.items()
            for label, command in COMMANDS.items()
        }
    print(f"CPU time, median of {args.runs} runs; baseline python -c 'import argparse'")
    print(f"{'command':<26} {'tree':<12} {'CPU ms':>8} {'x baseline':>11}")
    print(f"{'(baseline)':<26} {'':<12} {1000 * base:>8.0f} {1.0:>11.2f}")
    for (tree, label), seconds in figures.items():
        print(f"{label:<26} {tree:<12} {1000 * seconds:>8.0f} {seconds / base:>11.2f}")
    judged = figures[("this tree", "judge cat dogs --no-log")] / base
    verdict = "met" if judged <= TARGET else "MISSED"
    print(f"target: judge --no-log at most x{TARGET:g} of the baseline: x{judged:.2f}, {verdict}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
