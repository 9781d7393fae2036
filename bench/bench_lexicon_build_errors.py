"""``lexicon-build`` given a list in another alphabet: how soon it stops.

    python bench/bench_lexicon_build_errors.py [--full] [--words N] [--runs 3] [--skip-invalid]

A synthetic Polish list (`bench_lexicon_build.polish_like_words`: Ą Ć Ę Ł Ń Ó Ś Ź Ż in
most words) is built without ``--alphabet polish``, as a director who forgot it would.
Each run starts a fresh child process for

* ``lexicon-build LIST --name PL --out FILE`` (the English alphabet: it fails, exit 2), and
* the baseline: read the same file's lines (``open(LIST).read().splitlines()``),

and takes its wall time. Printed: the best time of each and their ratio. Before the build
stopped at its eleventh bad line it listed every one of them: 69 s for an OSPS-sized list
(``--full``, 2,584,337 words). ``--skip-invalid`` also times that build, which still reads
every line (and counts the bad ones), for comparison.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(HERE))
from bench_lexicon_build import OSPS_WORDS  # noqa: E402

_BUILD = "from lexicon_build.cli import main; raise SystemExit(main(sys.argv[1:]))"
_LINES = "open(sys.argv[1], encoding='utf-8').read().splitlines()"


def _child(body: str, args: list[str], expect: int) -> float:
    """Wall seconds of one child process running ``body``, which must exit ``expect``."""
    argv = [sys.executable, "-c", f"import sys; {body}", *args]
    began = time.perf_counter()
    done = subprocess.run(
        argv,
        cwd=ROOT,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
        capture_output=True,
        check=False,
    )
    elapsed = time.perf_counter() - began
    if done.returncode != expect:
        sys.exit(f"{body[:40]}... exited {done.returncode}, not {expect}:\n{done.stderr.decode()}")
    return elapsed


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--full", action="store_true", help=f"OSPS size: {OSPS_WORDS:,} words")
    parser.add_argument("--words", type=int, default=300_000)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument(
        "--skip-invalid", action="store_true", help="also time the build that reads every line"
    )
    args = parser.parse_args()
    count = OSPS_WORDS if args.full else args.words
    with tempfile.TemporaryDirectory(prefix="bench-lexicon-errors-") as tmp:
        source = Path(tmp) / "polish-synthetic.txt"
        began = time.perf_counter()
        generate = [sys.executable, str(HERE / "bench_lexicon_build.py"), "--write-list"]
        subprocess.run([*generate, str(source), "--words", str(count)], check=True)
        print(
            f"list: {count:,} Polish-like words, {source.stat().st_size / 1e6:.1f} MB, "
            f"generated in {time.perf_counter() - began:.1f} s"
        )
        out = str(Path(tmp) / "x.clex")
        build = [str(source), "--name", "PL", "--out", out]
        failing, lines, skipping = [], [], []
        for _ in range(args.runs):  # interleaved, so all see the same machine
            lines.append(_child(_LINES, [str(source)], 0))
            failing.append(_child(_BUILD, build, 2))
            if args.skip_invalid:
                skipping.append(_child(_BUILD, [*build, "--skip-invalid"], 0))
    base = min(lines)
    print(f"{args.runs} runs each, fresh child process per run (best time):")
    print(f"  read the lines:                {base:6.2f} s")
    print(f"  lexicon-build (fails, exit 2): {min(failing):6.2f} s  x{min(failing) / base:.2f}")
    if skipping:
        print(
            f"  lexicon-build --skip-invalid:  {min(skipping):6.2f} s  x{min(skipping) / base:.2f}"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
