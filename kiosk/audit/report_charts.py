"""The report's charts as geometry: pure functions from records to what the template draws.

Nothing here writes markup or words: each function returns coordinates, counts and
data labels (dates, hours, lexicon and rule names) and the template
(``templates/report.html.j2``) turns them into inline SVG with its own words around
them, so every piece of text is escaped by the template engine and can be translated
there. Coordinates are rounded to 0.1 px.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta, timezone

from kiosk.audit.records import AuditRecord

ACCEPTABLE_COLOUR = "#1a7f37"
UNACCEPTABLE_COLOUR = "#b42318"
BAR_COLOUR = "#2f6fdb"
# More hours than this and the chart counts per day instead (a multi-day export).
MAX_HOURLY_BARS = 96


@dataclass(frozen=True)
class AxisLabel:
    x: float
    y: float
    text: str


@dataclass(frozen=True)
class Bar:
    x: float
    y: float
    width: float
    height: float
    count: int
    full_label: str  # e.g. "2024-05-04 13:00" (hourly) or "2024-05-04" (daily)
    centre: float  # x of the count above the bar and of its axis labels
    count_y: float  # y of the count above the bar
    axis_labels: tuple[AxisLabel, ...]


@dataclass(frozen=True)
class BarChart:
    """Adjudications per hour (or per day) over the whole period, empty slots included."""

    unit: str  # "hour" or "day"
    utc_offset_minutes: int | None  # the stations' common offset; None: UTC, offsets differ
    width: int
    height: int
    left: int
    right: int  # x of the axis line's end
    baseline: int  # y of the axis line
    top: int
    peak: int
    bars: tuple[Bar, ...]
    colour: str = BAR_COLOUR


@dataclass(frozen=True)
class Segment:
    x: float
    width: float
    count: int
    colour: str
    centre: float  # x of the count inside the segment
    show_count: bool  # wide enough to hold its count


@dataclass(frozen=True)
class VerdictRow:
    name: str | None  # lexicon or rule name; None when the record has none
    fingerprint: str  # first 8 hex digits of the lexicon fingerprint ("" for rules)
    acceptable: int
    unacceptable: int
    y: float  # top of the row
    segments: tuple[Segment, ...]
    total_x: float  # x of the "N acceptable · M unacceptable" text


@dataclass(frozen=True)
class VerdictChart:
    """Horizontal stacked bars: acceptable (green) then unacceptable (red) for each group."""

    width: int
    height: int
    label_width: int
    row_height: int
    rows: tuple[VerdictRow, ...]
    acceptable_colour: str = ACCEPTABLE_COLOUR
    unacceptable_colour: str = UNACCEPTABLE_COLOUR


def hourly_chart(adjudications: Sequence[AuditRecord]) -> BarChart:
    """Counts per hour in the stations' local time when all records share one UTC offset,
    in UTC when they do not; per day when the period is longer than MAX_HOURLY_BARS hours.

    ``adjudications`` must not be empty.
    """
    tally = HourTally()
    for record in adjudications:
        tally.add(record)
    return tally.chart()


class HourTally:
    """Adjudications counted per hour as they stream by (a few numbers per hour, whatever
    the count), in each record's local hour and in UTC: `chart` draws them."""

    def __init__(self) -> None:
        self.local: Counter[tuple[int, datetime]] = Counter()  # (offset, local hour)
        self.utc: Counter[datetime] = Counter()

    def add(self, record: AuditRecord) -> None:
        at = record.recorded_at.replace(minute=0, second=0, microsecond=0)
        self.utc[at] += 1
        offset = record.utc_offset_minutes
        if offset % 60:  # a half-hour zone: its hours start at another minute
            local = record.recorded_at + timedelta(minutes=offset)
            self.local[(offset, local.replace(minute=0, second=0, microsecond=0))] += 1
        else:
            self.local[(offset, at + timedelta(minutes=offset))] += 1

    def __bool__(self) -> bool:
        return bool(self.utc)

    def chart(self) -> BarChart:
        """The chart of what was added (at least one record)."""
        offsets = {offset for offset, _ in self.local}
        offset = next(iter(offsets)) if len(offsets) == 1 else None
        per_hour: Mapping[datetime, int]
        if offset is None:
            per_hour = self.utc
        else:
            zone = timezone(timedelta(minutes=offset))
            # each key holds the local wall time of its hour: that hour in the zone
            per_hour = {hour.replace(tzinfo=zone): n for (_, hour), n in self.local.items()}
        return hourly_chart_of(per_hour, offset)


def hourly_chart_of(per_hour: Mapping[datetime, int], offset: int | None) -> BarChart:
    """The chart of counts per hour (aware datetimes of each hour's start), drawn in the
    local time of ``offset`` (minutes east of UTC), in UTC when None."""
    zone = UTC if offset is None else timezone(timedelta(minutes=offset))
    local = Counter[datetime]()
    for hour, n in per_hour.items():
        local[hour.astimezone(zone)] += n
    first, last = min(local), max(local)
    hours = int((last - first).total_seconds() // 3600) + 1
    slots: list[tuple[str, str, int]] = []  # (axis label, full label, count)
    if hours > MAX_HOURLY_BARS:
        unit = "day"
        per_day = Counter[object]()
        for hour, n in local.items():
            per_day[hour.date()] += n
        day, end = first.date(), last.date()
        while day <= end:
            slots.append((day.strftime("%m-%d"), day.isoformat(), per_day[day]))
            day += timedelta(days=1)
    else:
        unit = "hour"
        for n in range(hours):
            start = first + timedelta(hours=n)
            # the date under the first bar and at each midnight when the period spans days
            dated = first.date() != last.date() and (n == 0 or start.hour == 0)
            label = start.strftime("%m-%d %H:00" if dated else "%H:00")
            slots.append((label, start.strftime("%Y-%m-%d %H:00"), local[start]))
    return _bar_chart(unit, offset, slots)


def _bar_chart(unit: str, offset: int | None, slots: Sequence[tuple[str, str, int]]) -> BarChart:
    width, height = 960, 260
    left, right, top, bottom = 44, 12, 24, 46
    plot_w, plot_h = width - left - right, height - top - bottom
    baseline = top + plot_h
    peak = max((c for _, _, c in slots), default=0) or 1
    slot = plot_w / max(1, len(slots))
    bar_w = min(56.0, max(2.0, slot * 0.72))
    label_every = max(1, round(len(slots) / 24))
    bars = []
    for i, (label, full_label, count) in enumerate(slots):
        x = left + i * slot + (slot - bar_w) / 2
        h = plot_h * count / peak
        centre = round(x + bar_w / 2, 1)
        # "05-05 00:00": the hour on the axis line, the date under it
        axis = (
            tuple(
                AxisLabel(centre, baseline + 16 + 14 * line, text)
                for line, text in enumerate(reversed(label.split(" ")))
            )
            if i % label_every == 0
            else ()
        )
        bars.append(
            Bar(
                x=round(x, 1),
                y=round(baseline - h, 1),
                width=round(bar_w, 1),
                height=round(h, 1),
                count=count,
                full_label=full_label,
                centre=centre,
                count_y=round(baseline - h - 4, 1),
                axis_labels=axis,
            )
        )
    return BarChart(
        unit=unit,
        utc_offset_minutes=offset,
        width=width,
        height=height,
        left=left,
        right=width - right,
        baseline=baseline,
        top=top,
        peak=peak,
        bars=tuple(bars),
    )


def verdict_chart(adjudications: Sequence[AuditRecord], key: str) -> VerdictChart:
    """Acceptable and unacceptable counts by ``key``: "lexicon" (name and fingerprint) or
    "rule", groups sorted by name."""
    tally = VerdictTally()
    for record in adjudications:
        tally.add(record)
    return tally.chart(key)


class VerdictTally:
    """Acceptable and unacceptable counts by lexicon and by rule, as records stream by."""

    def __init__(self) -> None:
        self.counts: dict[str, dict[tuple[str | None, str], list[int]]] = {
            "lexicon": defaultdict(lambda: [0, 0]),
            "rule": defaultdict(lambda: [0, 0]),
        }

    def add(self, record: AuditRecord) -> None:
        column = 0 if record.verdict == "ACCEPTABLE" else 1
        lexicon = (record.lexicon_name or None, (record.lexicon_fingerprint or "")[:8])
        self.counts["lexicon"][lexicon][column] += 1
        self.counts["rule"][(record.rule or None, "")][column] += 1

    def chart(self, key: str) -> VerdictChart:
        return verdict_chart_of(self.counts[key])


def verdict_chart_of(groups: Mapping[tuple[str | None, str], Sequence[int]]) -> VerdictChart:
    """The chart of (acceptable, unacceptable) per group ((name, short fingerprint))."""
    counts: dict[tuple[str, str], list[int]] = defaultdict(lambda: [0, 0])
    names: dict[tuple[str, str], str | None] = {}
    for (name, fp), (acceptable, unacceptable) in groups.items():
        group = (name or "", fp)
        names[group] = name
        counts[group][0] += acceptable
        counts[group][1] += unacceptable
    label_w, bar_area, text_w, row_h, top = 230, 480, 250, 34, 30
    peak = max((a + u for a, u in counts.values()), default=0) or 1
    rows = []
    for i, (group, (acceptable, unacceptable)) in enumerate(sorted(counts.items())):
        a_w = bar_area * acceptable / peak
        u_w = bar_area * unacceptable / peak
        segments = tuple(
            Segment(
                x=round(float(x), 1),
                width=round(w, 1),
                count=n,
                colour=colour,
                centre=round(x + w / 2, 1),
                show_count=w >= 8 * len(str(n)) + 6,
            )
            for x, w, n, colour in (
                (label_w, a_w, acceptable, ACCEPTABLE_COLOUR),
                (label_w + a_w, u_w, unacceptable, UNACCEPTABLE_COLOUR),
            )
            if n
        )
        rows.append(
            VerdictRow(
                name=names[group],
                fingerprint=group[1],
                acceptable=acceptable,
                unacceptable=unacceptable,
                y=top + i * row_h,
                segments=segments,
                total_x=round(label_w + a_w + u_w + 8, 1),
            )
        )
    return VerdictChart(
        width=label_w + bar_area + text_w,
        height=top + row_h * len(rows) + 8,
        label_width=label_w,
        row_height=row_h,
        rows=tuple(rows),
    )
