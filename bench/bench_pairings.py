"""Pairings benchmark: reading TSH's feed and answering a table, against ``json.loads``.

The feed is the 2024 SPC's ``tourney.js`` (47 players, 31 rounds, 93 KB; from the shared
folder beside the repository, ``KIOSK_SHARED_DIR``, or ``--feed``). In turns, so that both
see the same machine (best and median of ``--runs`` samples of ``--loops`` calls each):

* the baseline: ``json.loads`` of the same feed as plain JSON (its ``newt=`` and ``;`` taken
  off and ``undefined`` written ``null`` beforehand, untimed): the least any reader does;
* a station's read and look-up: `kiosk.pairings.feed.read_copy` of the feed's bytes as
  fetched (the prefix, ``undefined`` outside strings, SHA-256, the players kept without
  password or photo) and `kiosk.pairings.match.table_match` at table 14 (two boards);
* its parts: the read alone, the look-up alone, and every table of the division looked up.

Printed: milliseconds, and the ratio of the read and look-up to the baseline: of the best
samples, of the medians, and the median of the ratios of samples taken one after the other
(the steadiest on a busy machine; target: within x2).

    python bench/bench_pairings.py [--feed PATH] [--table 14] [--runs 15] [--loops 20] [--json]
"""

from __future__ import annotations

import argparse
import json
import os
import re
import statistics
import sys
import time
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from kiosk.pairings.feed import read_copy  # noqa: E402
from kiosk.pairings.match import division_games, table_match  # noqa: E402

SHARED = Path(os.environ.get("KIOSK_SHARED_DIR") or REPO.parent / "shared")
FEED = SHARED / "pairings" / "spc-2024-division-1.tourney.js"
TARGET = 2.0  # read and look-up, at most this many times json.loads


def plain_json(data: bytes) -> bytes:
    """The feed as JSON that json.loads reads (this feed holds ``undefined`` only as values)."""
    text = data.decode("utf-8").strip().removeprefix("newt=").removesuffix(";")
    return re.sub(r"\bundefined\b", "null", text).encode("utf-8")


def sample(loops: int, fn: Callable[[], object]) -> float:
    start = time.perf_counter()
    for _ in range(loops):
        fn()
    return (time.perf_counter() - start) / loops


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--feed", type=Path, default=FEED)
    parser.add_argument("--table", type=int, default=14)
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument("--loops", type=int, default=20)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()

    data = args.feed.read_bytes()
    baseline_bytes = plain_json(data)
    now = datetime.now(UTC)
    copy = read_copy(data, str(args.feed), now)
    division = copy.feed.divisions[0]
    players = sum(p is not None for p in division.players)
    rounds = max(len(p.pairings) for p in division.players if p is not None)
    tables = sorted({g.table for g in division_games(division)}, key=str)
    answer = table_match(copy, args.table)
    if json.loads(baseline_bytes)["divisions"][0]["players"][1]["name"] is None:
        raise SystemExit("the baseline did not read the feed")

    cases: dict[str, Callable[[], object]] = {
        "json_loads": lambda: json.loads(baseline_bytes),
        "read_and_answer": lambda: table_match(read_copy(data, "feed", now), args.table),
        "read": lambda: read_copy(data, "feed", now),
        "answer": lambda: table_match(copy, args.table),
        "answer_every_table": lambda: [table_match(copy, t) for t in tables],
    }
    times: dict[str, list[float]] = {name: [] for name in cases}
    for _ in range(args.runs):  # in turns: each sample of each case sees the same machine
        for name, fn in cases.items():
            times[name].append(sample(args.loops, fn))
    figures: dict[str, float] = {"players": players, "rounds": rounds, "bytes": len(data)}
    for name, found in times.items():
        figures[f"{name}_best_ms"] = 1000 * min(found)
        figures[f"{name}_median_ms"] = 1000 * statistics.median(found)
    for stat in ("best", "median"):
        figures[f"ratio_{stat}"] = (
            figures[f"read_and_answer_{stat}_ms"] / figures[f"json_loads_{stat}_ms"]
        )
    figures["ratio_paired"] = statistics.median(
        ours / base
        for ours, base in zip(times["read_and_answer"], times["json_loads"], strict=True)
    )

    if args.json:
        print(json.dumps(figures, indent=2))
        return 0 if figures["ratio_paired"] <= TARGET else 1
    print(
        f"feed: {args.feed.name}, {len(data):,} bytes, {players} players, {rounds} rounds; "
        f"table {args.table}: {answer.state.value}, {len(answer.games)} game(s); "
        f"{args.runs} runs of {args.loops}"
    )
    print(f"{'':26}{'best ms':>10}{'median ms':>11}")
    for name in cases:
        label = f"{name} ({len(tables)})" if name == "answer_every_table" else name
        print(f"  {label:24}{figures[f'{name}_best_ms']:10.3f}{figures[f'{name}_median_ms']:11.3f}")
    print(
        f"read and answer a table vs json.loads of the same feed: "
        f"x{figures['ratio_best']:.2f} (best), x{figures['ratio_median']:.2f} (median), "
        f"x{figures['ratio_paired']:.2f} (median of paired samples); target: within x{TARGET:g}"
    )
    return 0 if figures["ratio_paired"] <= TARGET else 1


if __name__ == "__main__":
    raise SystemExit(main())
