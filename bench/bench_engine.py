"""Engine benchmark: lexicon-build, adjudication and lexicon loading.

Every figure is reported next to a baseline measured in the same run:

* whole `lexicon-build` of a ~280,000-word synthetic list (read, normalise,
  merge, fingerprint, trie, write) vs a bare ``marisa_trie.Trie(words)``;
* adjudicating an 8-word play (parse + adjudicate) vs 8 raw ``word in trie``;
* loading a built lexicon file (checksum + metadata + trie) vs a bare
  ``Trie().frombytes()`` of the same trie bytes.

Targets: build <= 1.0 s, adjudicate <= 50 us, load <= 20 ms.

    python bench/bench_engine.py [--words 280000] [--json]
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import string
import sys
import tempfile
import time
from pathlib import Path

import marisa_trie

from kiosk.core.adjudication import adjudicate
from kiosk.core.alphabet import load_alphabet
from kiosk.core.play import parse_play
from kiosk.core.rules import rule_by_id
from kiosk.lexicons.file import load_lexicon
from lexicon_build.cli import main as lexicon_build


def synthetic_words(count: int, seed: int = 1) -> list[str]:
    """``count`` distinct lowercase words with a Scrabble-like length spread."""
    rng = random.Random(seed)
    lengths = list(range(2, 16))
    weights = [1, 4, 9, 14, 16, 16, 14, 11, 8, 5, 3, 2, 1, 1]
    words: set[str] = set()
    while len(words) < count:
        n = rng.choices(lengths, weights)[0]
        words.add("".join(rng.choices(string.ascii_lowercase, k=n)))
    return sorted(words)


def best_of(runs: int, fn) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return min(times)


def per_call(fn, repeat: int) -> list[float]:
    """Per-call times in seconds over ``repeat`` batches of 1000 calls."""
    samples = []
    for _ in range(repeat):
        start = time.perf_counter()
        for _ in range(1000):
            fn()
        samples.append((time.perf_counter() - start) / 1000)
    return samples


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--words", type=int, default=280_000)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()

    words = synthetic_words(args.words)
    upper = [w.upper() for w in words]
    figures: dict[str, float] = {}
    with tempfile.TemporaryDirectory() as tmp:
        source = Path(tmp) / "synthetic.txt"
        source.write_text("\n".join(words) + "\n", encoding="ascii")
        out = Path(tmp) / "synthetic.clex"

        figures["bare_trie_build_s"] = best_of(3, lambda: marisa_trie.Trie(upper))
        figures["lexicon_build_s"] = best_of(
            3,
            lambda: (
                lexicon_build([str(source), "--name", "SYN", "--out", str(out)]) == 0
                or sys.exit("build failed")
            ),
        )
        figures["build_ratio"] = figures["lexicon_build_s"] / figures["bare_trie_build_s"]

        trie_bytes = marisa_trie.Trie(upper).tobytes()
        figures["bare_frombytes_ms"] = 1000 * best_of(
            20, lambda: marisa_trie.Trie().frombytes(trie_bytes)
        )
        figures["load_ms"] = 1000 * best_of(20, lambda: load_lexicon(out))
        figures["load_ratio"] = figures["load_ms"] / figures["bare_frombytes_ms"]
        figures["file_bytes"] = out.stat().st_size

        lexicon = load_lexicon(out)
        english = load_alphabet("english")
        rule = rule_by_id("five-point")
        rng = random.Random(3)
        play_words = [*rng.sample(words, 7), "zzzzqx"]
        text = " ".join(play_words)
        play = parse_play(text, english)
        trie = lexicon.trie
        keys = [w.upper() for w in play_words]

        def raw_lookup() -> None:
            for key in keys:
                key in trie  # noqa: B015

        raw = per_call(raw_lookup, 50)
        adj = per_call(lambda: adjudicate(play, lexicon, rule), 50)
        full = per_call(lambda: adjudicate(parse_play(text, english), lexicon, rule), 50)
        figures["raw_8_lookups_us"] = 1e6 * statistics.median(raw)
        figures["adjudicate_8_words_us"] = 1e6 * statistics.median(adj)
        figures["parse_and_adjudicate_8_words_us"] = 1e6 * statistics.median(full)
        figures["adjudicate_ratio"] = figures["adjudicate_8_words_us"] / figures["raw_8_lookups_us"]
        figures["parse_and_adjudicate_ratio"] = (
            figures["parse_and_adjudicate_8_words_us"] / figures["raw_8_lookups_us"]
        )

    if args.json:
        print(json.dumps(figures, indent=2))
        return 0
    print(f"words: {args.words:,}, lexicon file {figures['file_bytes']:,} bytes")
    print(
        f"build:      lexicon-build {figures['lexicon_build_s']:.3f} s vs bare Trie "
        f"{figures['bare_trie_build_s']:.3f} s  (x{figures['build_ratio']:.2f}; target <= 1.0 s)"
    )
    print(
        f"adjudicate: {figures['adjudicate_8_words_us']:.1f} us (parse+adjudicate "
        f"{figures['parse_and_adjudicate_8_words_us']:.1f} us) vs 8 raw lookups "
        f"{figures['raw_8_lookups_us']:.2f} us  (x{figures['adjudicate_ratio']:.1f} / "
        f"x{figures['parse_and_adjudicate_ratio']:.1f}; target <= 50 us)"
    )
    print(
        f"load:       {figures['load_ms']:.2f} ms vs bare frombytes "
        f"{figures['bare_frombytes_ms']:.2f} ms  (x{figures['load_ratio']:.2f}; target <= 20 ms)"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
