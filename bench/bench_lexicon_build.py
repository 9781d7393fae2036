"""``lexicon-build`` at the scale of the largest published list (Poland's OSPS).

    python bench/bench_lexicon_build.py [--full] [--words N] [--shuffled] [--runs 3]
                                        [--keep DIR] [--code DIR]

A synthetic Polish list is generated in a temporary folder (never a real list):
stems of Polish letters (with Ą Ć Ę Ł Ń Ó Ś Ź Ż), shared prefixes and
inflection-like endings, 2-15 letters a word, lowercase, one a line, in Polish
alphabetical order (A Ą B C Ć ...) as published lists come, which is not the
code-point order of their keys. ``--shuffled`` writes it in random order (the
worst case for sorting). ``--full`` makes it OSPS-sized: 2,584,337 words, about
33 MB; the default is 500,000 words.

Each run starts a fresh child process for

* ``lexicon-build LIST --alphabet polish`` (read, check, normalise, merge,
  fingerprint, trie, write), and
* the baseline: read the same file and build a bare ``marisa_trie.Trie(words)``,

and takes its wall time and peak resident memory (VmHWM, which the child reads
from /proc/self/status as it ends). Printed: best time and peak memory of each, and the ratios
(target: both at most x2 the bare trie).
"""

from __future__ import annotations

import argparse
import os
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OSPS_WORDS = 2_584_337

_LETTERS = "aąbcćdeęfghijklłmnńoóprsśtuwyzźż"
# Rough Polish letter frequencies (per mille), in the order of _LETTERS.
_WEIGHTS = [89, 10, 15, 40, 4, 33, 77, 11, 3, 14, 11, 82, 23, 35, 21, 18, 28, 55, 2, 78, 8, 31,
            47, 43, 7, 40, 25, 47, 38, 56, 1, 8]  # fmt: skip
_VOWELS = set("aąeęioóuy")
_PREFIXES = ["", "", "", "", "nie", "prze", "po", "za", "wy", "na", "od", "roz", "przy", "u",
             "do", "s", "z", "w", "ob", "naj"]  # fmt: skip
_PARADIGMS = [
    ending.split()
    for ending in [
        # nouns
        "- a u owi em ie y ów om ami ach",
        "a y ie ę ą o om ami ach i",
        "o a u em ie om ami ach",
        # adjectives
        "y a e ego ej emu ą ym ych ymi i szy sza sze szego szej szemu szą szym szych szymi",
        # verbs
        "ać am asz a amy acie ają ał ała ało ali ały aj ajmy ajcie any ana ane ani anie ania "
        "aniu aniem ań ając ający ająca ające ałem ałam ałeś ałaś aliśmy ałyśmy",
        "ić ię isz i imy icie ią ił iła iło ili iły ienie ienia ieniu ony ona one eni ąc ący "
        "ąca ące iłem iłam",
    ]
]


def _stem(rng: random.Random) -> str:
    size = rng.choices([3, 4, 5, 6, 7, 8, 9], [3, 10, 20, 24, 20, 14, 9])[0]
    letters = rng.choices(_LETTERS, _WEIGHTS, k=size)
    # Keep stems pronounceable-ish: no three vowels or four consonants in a row.
    out: list[str] = []
    for letter in letters:
        tail = out[-3:]
        if len(tail) == 3 and all(c not in _VOWELS for c in tail) and letter not in _VOWELS:
            letter = rng.choice("aeiouy")
        out.append(letter)
    return "".join(out)


_COLLATION = str.maketrans({letter: chr(0x41 + i) for i, letter in enumerate(_LETTERS)})


def polish_like_words(count: int, seed: int = 7) -> list[str]:
    """``count`` distinct lowercase Polish-looking words, 2-15 letters, Polish order."""
    rng = random.Random(seed)
    words: set[str] = set()
    while len(words) < count:
        stem = _stem(rng)
        paradigm = rng.choice(_PARADIGMS)
        # A stem takes a few prefixes, each with most of the paradigm's endings.
        for prefix in rng.sample(_PREFIXES, rng.choice([1, 1, 2, 3])):
            for ending in paradigm:
                if rng.random() < 0.85:
                    word = prefix + stem + ending.strip("-")
                    if 2 <= len(word) <= 15:
                        words.add(word)
    chosen = sorted(words)
    if len(chosen) > count:
        chosen = rng.sample(chosen, count)
    return sorted(chosen, key=lambda word: word.translate(_COLLATION))


_PEAK = """
import sys
try:
    {body}
finally:
    # VmHWM, not ru_maxrss: Linux carries ru_maxrss over from the parent across
    # fork and exec.
    with open("/proc/self/status") as status:
        peak = [line.split()[1] for line in status if line.startswith("VmHWM:")][0]
    print(f"PEAK_KB {{peak}}", file=sys.stderr)
"""
_BUILD = "from lexicon_build.cli import main; code = main(sys.argv[1:])"
_BARE = (
    "import marisa_trie; words = open(sys.argv[1], encoding='utf-8').read().upper().split(); "
    "marisa_trie.Trie(words); code = 0"
)


def _child(body: str, args: list[str], code: Path = ROOT) -> tuple[float, int]:
    """Wall seconds and peak RSS (bytes) of one child process running ``body``."""
    argv = [sys.executable, "-c", _PEAK.format(body=body + "; raise SystemExit(code)"), *args]
    env = {**os.environ, "PYTHONPATH": str(code)}
    began = time.perf_counter()
    done = subprocess.run(
        argv, cwd=code, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE
    )
    elapsed = time.perf_counter() - began
    err = done.stderr.decode(errors="replace")
    peaks = [line.split()[1] for line in err.splitlines() if line.startswith("PEAK_KB ")]
    if done.returncode != 0 or not peaks:
        sys.exit(f"{body[:40]}... failed ({done.returncode}):\n{err}")
    return elapsed, int(peaks[-1]) * 1024


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--full", action="store_true", help=f"OSPS size: {OSPS_WORDS:,} words")
    parser.add_argument("--words", type=int, default=500_000)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--shuffled", action="store_true", help="write the list in random order")
    parser.add_argument("--keep", metavar="DIR", help="also leave the generated list in DIR")
    parser.add_argument(
        "--code",
        metavar="DIR",
        type=Path,
        default=ROOT,
        help="run lexicon-build from DIR (a checkout of another version, to compare)",
    )
    parser.add_argument("--write-list", metavar="FILE", help=argparse.SUPPRESS)
    args = parser.parse_args()
    count = OSPS_WORDS if args.full else args.words
    if args.write_list:
        words = polish_like_words(count)
        if args.shuffled:
            random.Random(11).shuffle(words)
        Path(args.write_list).write_text("\n".join(words) + "\n", encoding="utf-8")
        return 0

    with tempfile.TemporaryDirectory(prefix="bench-lexicon-") as tmp:
        source = Path(tmp) / "polish-synthetic.txt"
        began = time.perf_counter()
        # In a child, so that this process stays small.
        generate = [sys.executable, __file__, "--write-list", str(source), "--words", str(count)]
        subprocess.run(generate + ["--shuffled"] * args.shuffled, check=True)
        size = source.stat().st_size
        order = "random order" if args.shuffled else "Polish order"
        print(
            f"list: {count:,} words, {size / 1e6:.1f} MB, {order}, generated in "
            f"{time.perf_counter() - began:.1f} s"
        )
        if args.keep:
            Path(args.keep).mkdir(parents=True, exist_ok=True)
            Path(args.keep, source.name).write_bytes(source.read_bytes())
        out = Path(tmp) / "polish.clex"
        build = [str(source), "--alphabet", "polish", "--name", "PL", "--out", str(out)]
        build += ["--expect-count", str(count)]
        ours, base = [], []
        for _ in range(args.runs):  # interleaved, so both see the same machine
            base.append(_child(_BARE, [str(source)]))
            ours.append(_child(_BUILD, build, args.code))

    best_time = min(t for t, _ in ours), min(t for t, _ in base)
    peak = max(m for _, m in ours), max(m for _, m in base)
    mb = 1024 * 1024
    print(f"{args.runs} runs each, fresh child process per run (best time, peak RSS):")
    print(f"  lexicon-build:      {best_time[0]:6.2f} s  {peak[0] / mb:7.0f} MB")
    print(f"  bare Trie(words):   {best_time[1]:6.2f} s  {peak[1] / mb:7.0f} MB")
    print(
        f"  ratio:              x{best_time[0] / best_time[1]:.2f} time, "
        f"x{peak[0] / peak[1]:.2f} memory (target: x2 or less for both)"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
