"""Lexicon load benchmark: what proving a file's fingerprint costs.

A ~280,000-word synthetic lexicon is built with lexicon-build's builder, then,
in the same run, timed over several runs (best and median):

* bare ``marisa_trie.Trie().frombytes()`` of the file's trie bytes (the floor);
* a checksum-only load: read, sha256 of the file, header, frombytes, word count
  (what `load_lexicon` did before it proved the fingerprint);
* `kiosk.lexicons.file.load_lexicon` (all of the above plus the trie digest, every
  key out of the trie, sorted, fingerprinted, lengths checked);
* its parts: ``trie.keys()``, the sort, and three ways to hash the sorted keys
  (one big join, one update per key, `fingerprint_of`'s chunked joins).

    python bench/bench_lexicon_load.py [--words 280000] [--runs 9] [--json]
"""

from __future__ import annotations

import argparse
import hashlib
import json
import statistics
import struct
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

import marisa_trie
from bench_engine import synthetic_words  # a sibling script

from kiosk.core.alphabet import load_alphabet
from kiosk.lexicons.file import (
    MAGIC,
    LexiconInfo,
    fingerprint_of,
    load_lexicon,
    parse_lexicon,
    read_lexicon_file,
)
from lexicon_build.builder import build_lexicon


def timed(runs: int, fn: Callable[[], object]) -> tuple[float, float]:
    """Best and median seconds over ``runs`` calls."""
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return min(times), statistics.median(times)


def checksum_only_load(path: Path) -> marisa_trie.Trie:
    """The load as it was before the fingerprint was proved (for comparison)."""
    data = path.read_bytes()
    body, digest = data[:-32], data[-32:]
    if hashlib.sha256(body).digest() != digest:
        raise SystemExit("checksum mismatch")
    (header_len,) = struct.unpack_from("<I", data, len(MAGIC))
    start = len(MAGIC) + 4
    info = LexiconInfo.from_dict(json.loads(body[start : start + header_len]))
    trie = marisa_trie.Trie()
    trie.frombytes(body[start + header_len + 8 :])
    if len(trie) != info.word_count:
        raise SystemExit("word count")
    return trie


def one_join(keys: list[str]) -> str:
    return hashlib.sha256(("\n".join(keys) + "\n").encode()).hexdigest()


def per_key(keys: list[str]) -> str:
    digest = hashlib.sha256()
    for key in keys:
        digest.update(key.encode())
        digest.update(b"\n")
    return digest.hexdigest()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--words", type=int, default=280_000)
    parser.add_argument("--runs", type=int, default=9)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()

    figures: dict[str, float] = {}
    with tempfile.TemporaryDirectory() as tmp:
        source = Path(tmp) / "synthetic.txt"
        source.write_text("\n".join(synthetic_words(args.words)) + "\n", encoding="ascii")
        out = Path(tmp) / "synthetic.clex"
        result = build_lexicon([source], name="SYN", alphabet=load_alphabet("english"))
        result.write(out)
        trie_bytes = result.trie.tobytes()
        expected = result.info.fingerprint

        def bare() -> None:
            marisa_trie.Trie().frombytes(trie_bytes)

        trie = marisa_trie.Trie()
        trie.frombytes(trie_bytes)
        keys = sorted(trie.keys())
        for name, fn in [("one_join", one_join), ("per_key", per_key)]:
            if fn(keys) != expected or fingerprint_of(keys) != expected:
                sys.exit(f"{name}: fingerprints differ")
        cases: dict[str, Callable[[], object]] = {
            "bare_frombytes": bare,
            "checksum_only_load": lambda: checksum_only_load(out),
            "load_lexicon": lambda: load_lexicon(out),
            # a file this station proved before (kiosk.lexicons.proof): every check but the
            # word-by-word fingerprint, as at every start after the first
            "load_proven_before": lambda: parse_lexicon(
                out, read_lexicon_file(out), words_proven=True
            ),
            "trie_keys": trie.keys,
            "sort_keys": lambda: sorted(trie.keys()),
            "hash_one_join": lambda: one_join(keys),
            "hash_per_key": lambda: per_key(keys),
            "hash_chunked": lambda: fingerprint_of(keys),
        }
        for name, fn in cases.items():
            best, median = timed(args.runs, fn)
            figures[f"{name}_best_ms"] = 1000 * best
            figures[f"{name}_median_ms"] = 1000 * median
        figures["sort_keys_best_ms"] -= figures["trie_keys_best_ms"]  # the sort alone
        figures["sort_keys_median_ms"] -= figures["trie_keys_median_ms"]
        for stat in ("best", "median"):
            load = figures[f"load_lexicon_{stat}_ms"]
            figures[f"load_vs_bare_{stat}"] = load / figures[f"bare_frombytes_{stat}_ms"]
            figures[f"load_vs_checksum_only_{stat}"] = (
                load / figures[f"checksum_only_load_{stat}_ms"]
            )
            figures[f"proven_vs_bare_{stat}"] = (
                figures[f"load_proven_before_{stat}_ms"] / figures[f"bare_frombytes_{stat}_ms"]
            )
        figures["file_bytes"] = out.stat().st_size

    if args.json:
        print(json.dumps(figures, indent=2))
        return 0
    print(f"words: {args.words:,}, file {figures['file_bytes']:,} bytes, {args.runs} runs")
    print(f"{'':28}{'best ms':>10}{'median ms':>11}")
    for name in cases:
        best, median = figures[f"{name}_best_ms"], figures[f"{name}_median_ms"]
        label = "sort_keys (sort alone)" if name == "sort_keys" else name
        print(f"  {label:26}{best:10.2f}{median:11.2f}")
    print(
        f"load_lexicon vs bare frombytes: x{figures['load_vs_bare_best']:.0f} (best), "
        f"x{figures['load_vs_bare_median']:.0f} (median)"
    )
    print(
        f"load_lexicon vs checksum-only load: x{figures['load_vs_checksum_only_best']:.1f} "
        f"(best), x{figures['load_vs_checksum_only_median']:.1f} (median)"
    )
    print(
        f"a file proven before (every start after the first) vs bare frombytes: "
        f"x{figures['proven_vs_bare_best']:.1f} (best), x{figures['proven_vs_bare_median']:.1f}"
        " (median)"
    )
    one = figures["hash_one_join_median_ms"]
    print(
        f"hashing sorted keys, median vs one big join: per key "
        f"x{figures['hash_per_key_median_ms'] / one:.2f}, chunked (fingerprint_of) "
        f"x{figures['hash_chunked_median_ms'] / one:.2f}"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
