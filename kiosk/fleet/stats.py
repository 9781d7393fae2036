"""Adjudications per hour and per division, and the busiest stations (pure).

`hourly_stats` turns the counts `kiosk.fleet.reader.FleetReader.counts` reads
into the geometry of a stacked bar chart (one bar per hour, one colour per
division); the page's template draws it as inline SVG, so every label is
escaped by the template engine.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

__all__ = ["Chart", "Segment", "Stats", "hourly_stats"]

PALETTE = ("#2f6fdb", "#c2410c", "#15803d", "#7e22ce", "#b91c1c", "#0e7490", "#a16207")
WIDTH, HEIGHT, LEFT, TOP, BOTTOM = 640, 200, 36, 16, 170


@dataclass(frozen=True)
class Segment:
    x: float
    y: float
    width: float
    height: float
    colour: str
    title: str  # "13:00 Division A: 12"


@dataclass(frozen=True)
class Chart:
    width: int
    height: int
    left: int
    baseline: int
    peak: int
    segments: tuple[Segment, ...]
    labels: tuple[tuple[float, str], ...]  # (x centre, "13:00")
    legend: tuple[tuple[str, str], ...]  # (colour, division)


@dataclass(frozen=True)
class Stats:
    chart: Chart
    divisions: tuple[tuple[str, int], ...]  # most adjudications first
    busiest: tuple[tuple[str, int], ...]  # station names, at most 5
    total: int


def hourly_stats(
    counts: Iterable[tuple[str, str, str, int]],
    names: Mapping[str, str],
    now: datetime,
    hours: int = 12,
) -> Stats:
    """The last ``hours`` hours (local time of ``now``) from (UTC hour, division, station,
    count) rows; ``names`` maps station ids to names."""
    local_now = now.astimezone()
    start = local_now.replace(minute=0, second=0, microsecond=0) - timedelta(hours=hours - 1)
    slots = [start + timedelta(hours=i) for i in range(hours)]
    keys = [s.astimezone(UTC).strftime("%Y-%m-%dT%H") for s in slots]
    per_slot: dict[str, Counter[str]] = {k: Counter() for k in keys}
    divisions: Counter[str] = Counter()
    stations: Counter[str] = Counter()
    for hour, division, station, n in counts:
        if hour in per_slot:
            per_slot[hour][division] += n
            divisions[division] += n
            stations[names.get(station, station)] += n
    order = [d for d, _ in sorted(divisions.items(), key=lambda kv: (-kv[1], kv[0]))]
    colours = {d: PALETTE[i % len(PALETTE)] for i, d in enumerate(order)}
    peak = max((sum(c.values()) for c in per_slot.values()), default=0)
    scale = (BOTTOM - TOP) / peak if peak else 0.0
    step = (WIDTH - LEFT - 8) / hours
    segments, labels = [], []
    for i, (slot, key) in enumerate(zip(slots, keys, strict=True)):
        x = LEFT + i * step + step * 0.15
        y = float(BOTTOM)
        for division in order:
            n = per_slot[key][division]
            if not n:
                continue
            h = n * scale
            y -= h
            title = f"{slot:%H}:00 {division}: {n}"
            segments.append(
                Segment(round(x, 1), round(y, 1), round(step * 0.7, 1), round(h, 1),
                        colours[division], title)
            )  # fmt: skip
        labels.append((round(x + step * 0.35, 1), f"{slot:%H}:00"))
    chart = Chart(
        WIDTH,
        HEIGHT,
        LEFT,
        BOTTOM,
        peak,
        tuple(segments),
        tuple(labels),
        tuple((colours[d], d) for d in order),
    )
    busiest = tuple(sorted(stations.items(), key=lambda kv: (-kv[1], kv[0]))[:5])
    return Stats(chart, tuple((d, divisions[d]) for d in order), busiest, sum(divisions.values()))
