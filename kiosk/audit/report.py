"""The HTML audit report: one self-contained file a director can open in any browser offline.

Everything is inline: the style sheet, and the charts as SVG drawn here. There
is no script, no font, image or link to fetch. Every piece of text taken from a
record goes through `html.escape` (typed text is whatever a player typed).

Times are shown in each record's own local time with its UTC offset. The
hourly chart uses the stations' local hours when all records share one UTC
offset, and UTC (said so in the chart's title) when they do not.

The helpers for labels (`flag_words`, `local_time_text`, `ANNOTATION_CATEGORIES`,
`annotations_by_target`) are shared with the director's audit viewer.
"""

from __future__ import annotations

import html
from collections import Counter, defaultdict
from collections.abc import Iterable, Sequence
from datetime import UTC, datetime, timedelta, timezone
from typing import TextIO

from kiosk.audit.chain import VerifyReport
from kiosk.audit.records import AuditRecord, EventKind

__all__ = [
    "ANNOTATION_CATEGORIES",
    "FLAG_LABELS",
    "annotations_by_target",
    "category_label",
    "event_summary",
    "flag_words",
    "local_time",
    "local_time_text",
    "offset_text",
    "word_results_text",
    "write_html_report",
]

# Stored category -> what a director reads. The stored values are those AuditLog.annotate names.
ANNOTATION_CATEGORIES: dict[str, str] = {
    "re-adjudicated": "Re-adjudicated",
    "overturned-by-manual-lookup": "Overturned by manual lookup",
    "compensated-iv-k-5": "Compensated (NSA IV.K.5)",
    "note": "Note",
}

FLAG_LABELS: dict[str, str] = {
    "possible_split_lookup": "possible split lookup (NSA IV.J.2)",
    "re_adjudication": "re-adjudication",
    "second_opinion_differs": "second opinion differs",
}

ACCEPTABLE_COLOUR = "#1a7f37"
UNACCEPTABLE_COLOUR = "#b42318"
BAR_COLOUR = "#2f6fdb"
# More hours than this and the chart counts per day instead (a multi-day export).
MAX_HOURLY_BARS = 96


def esc(value: object) -> str:
    """Text for HTML content or a quoted attribute."""
    return html.escape("" if value is None else str(value), quote=True)


def offset_text(minutes: int) -> str:
    sign = "+" if minutes >= 0 else "-"
    hours, mins = divmod(abs(minutes), 60)
    return f"UTC{sign}{hours:02d}:{mins:02d}"


def local_time(record: AuditRecord) -> datetime:
    """The record's time in the station's local time when it was made."""
    return record.recorded_at.astimezone(timezone(timedelta(minutes=record.utc_offset_minutes)))


def local_time_text(record: AuditRecord) -> str:
    """e.g. '2024-05-04 15:00:05 UTC+02:00'."""
    return (
        f"{local_time(record).strftime('%Y-%m-%d %H:%M:%S')} "
        f"{offset_text(record.utc_offset_minutes)}"
    )


def category_label(category: str) -> str:
    return ANNOTATION_CATEGORIES.get(category, category)


def flag_words(record: AuditRecord) -> list[str]:
    """The record's flags that are set, in words."""
    return [FLAG_LABELS.get(n, n.replace("_", " ")) for n, on in sorted(record.flags.items()) if on]


def word_results_text(record: AuditRecord) -> str:
    """e.g. 'CAT acceptable, DOGZ unacceptable' (director only, never players)."""
    return ", ".join(
        f"{r['key']} {'acceptable' if r['acceptable'] else 'unacceptable'}"
        for r in record.body.get("word_results") or ()
    )


def annotations_by_target(records: Iterable[AuditRecord]) -> dict[str, list[AuditRecord]]:
    """Annotation records grouped by the event id they refer to, oldest first."""
    found: dict[str, list[AuditRecord]] = defaultdict(list)
    for record in records:
        if record.kind is EventKind.ANNOTATION and record.refers_to:
            found[record.refers_to].append(record)
    for notes in found.values():
        notes.sort(key=lambda r: (r.recorded_at, r.seq))
    return dict(found)


def event_summary(record: AuditRecord, by_id: dict[str, AuditRecord] | None = None) -> str:
    """One line saying what a (non-adjudication) event was."""
    details = record.details
    if record.kind is EventKind.ANNOTATION:
        text = f"{category_label(str(details.get('category', '')))}: {details.get('note', '')}"
        target = (by_id or {}).get(record.refers_to or "")
        if target is not None:
            text += f" (on seq {target.seq}, station {target.station_name or target.station_id})"
        elif record.refers_to:
            text += f" (on record {record.refers_to[:8]})"
        return text
    return ", ".join(f"{k}: {_plain(v)}" for k, v in sorted(details.items()))


def _plain(value: object) -> str:
    if isinstance(value, dict):
        return "{" + ", ".join(f"{k}: {_plain(v)}" for k, v in sorted(value.items())) + "}"
    if isinstance(value, list):
        return "[" + ", ".join(_plain(v) for v in value) + "]"
    return str(value)


# -- charts ------------------------------------------------------------------------------


def _hour_buckets(
    adjudications: Sequence[AuditRecord],
) -> tuple[str, list[tuple[str, str, int]]]:
    """The chart title and (axis label, full label, count) bars over the whole period,
    empty hours included."""
    offsets = {r.utc_offset_minutes for r in adjudications}
    if len(offsets) == 1:
        offset = offsets.pop()
        zone, zone_words = timezone(timedelta(minutes=offset)), f"local time, {offset_text(offset)}"
    else:
        zone, zone_words = UTC, "UTC (the stations' UTC offsets differ)"
    times = sorted(r.recorded_at.astimezone(zone) for r in adjudications)
    first = times[0].replace(minute=0, second=0, microsecond=0)
    last = times[-1].replace(minute=0, second=0, microsecond=0)
    hours = int((last - first).total_seconds() // 3600) + 1
    if hours > MAX_HOURLY_BARS:
        counts = Counter(t.date() for t in times)
        day, end = first.date(), last.date()
        bars = []
        while day <= end:
            bars.append((day.strftime("%m-%d"), day.isoformat(), counts[day]))
            day += timedelta(days=1)
        return f"Adjudications per day ({zone_words})", bars
    counts_h = Counter(t.replace(minute=0, second=0, microsecond=0) for t in times)
    bars = []
    for n in range(hours):
        start = first + timedelta(hours=n)
        # the date under the first bar and at each midnight when the period spans days
        dated = first.date() != last.date() and (n == 0 or start.hour == 0)
        label = start.strftime("%m-%d %H:00" if dated else "%H:00")
        bars.append((label, start.strftime("%Y-%m-%d %H:00"), counts_h[start]))
    return f"Adjudications per hour ({zone_words})", bars


def _bar_chart_svg(bars: Sequence[tuple[str, str, int]], title: str) -> str:
    width, height = 960, 260
    left, right, top, bottom = 44, 12, 24, 46
    plot_w, plot_h = width - left - right, height - top - bottom
    peak = max((c for _, _, c in bars), default=0) or 1
    slot = plot_w / max(1, len(bars))
    bar_w = min(56.0, max(2.0, slot * 0.72))
    label_every = max(1, round(len(bars) / 24))
    parts = [
        f'<svg class="chart" role="img" aria-label="{esc(title)}" width="{width}" '
        f'height="{height}" viewBox="0 0 {width} {height}" xmlns="http://www.w3.org/2000/svg">',
        f"<title>{esc(title)}</title>",
        f'<line x1="{left}" y1="{top + plot_h}" x2="{width - right}" y2="{top + plot_h}" '
        'stroke="#555" stroke-width="1"/>',
        f'<text x="{left - 6}" y="{top + 4}" text-anchor="end" class="axis">{peak}</text>',
        f'<text x="{left - 6}" y="{top + plot_h}" text-anchor="end" class="axis">0</text>',
    ]
    for i, (label, full_label, count) in enumerate(bars):
        x = left + i * slot + (slot - bar_w) / 2
        h = plot_h * count / peak
        y = top + plot_h - h
        parts.append(
            f'<rect x="{x:.1f}" y="{y:.1f}" width="{bar_w:.1f}" height="{h:.1f}" '
            f'fill="{BAR_COLOUR}"><title>{esc(full_label)}: {count}</title></rect>'
        )
        if count:
            parts.append(
                f'<text x="{x + bar_w / 2:.1f}" y="{y - 4:.1f}" text-anchor="middle" '
                f'class="count">{count}</text>'
            )
        if i % label_every == 0:
            # "05-05 00:00": the hour on the axis line, the date under it
            for line, text in enumerate(reversed(label.split(" "))):
                parts.append(
                    f'<text x="{x + bar_w / 2:.1f}" y="{top + plot_h + 16 + 14 * line}" '
                    f'text-anchor="middle" class="axis">{esc(text)}</text>'
                )
    parts.append("</svg>")
    return "".join(parts)


def _verdict_chart_svg(rows: Sequence[tuple[str, int, int]], title: str) -> str:
    """Horizontal stacked bars: acceptable (green) then unacceptable (red), counts in words."""
    label_w, bar_area, text_w, row_h, top = 230, 480, 250, 34, 30
    width = label_w + bar_area + text_w
    height = top + row_h * len(rows) + 8
    peak = max((a + u for _, a, u in rows), default=0) or 1
    parts = [
        f'<svg class="chart" role="img" aria-label="{esc(title)}" width="{width}" '
        f'height="{height}" viewBox="0 0 {width} {height}" xmlns="http://www.w3.org/2000/svg">',
        f"<title>{esc(title)}</title>",
        f'<rect x="{label_w}" y="6" width="12" height="12" fill="{ACCEPTABLE_COLOUR}"/>',
        f'<text x="{label_w + 18}" y="17" class="axis">acceptable</text>',
        f'<rect x="{label_w + 110}" y="6" width="12" height="12" fill="{UNACCEPTABLE_COLOUR}"/>',
        f'<text x="{label_w + 128}" y="17" class="axis">unacceptable</text>',
    ]
    for i, (label, acceptable, unacceptable) in enumerate(rows):
        y = top + i * row_h
        a_w = bar_area * acceptable / peak
        u_w = bar_area * unacceptable / peak
        parts.append(
            f'<text x="{label_w - 8}" y="{y + 19}" text-anchor="end" class="label">'
            f"{esc(label)}</text>"
        )
        for x, w, n, colour in (
            (label_w, a_w, acceptable, ACCEPTABLE_COLOUR),
            (label_w + a_w, u_w, unacceptable, UNACCEPTABLE_COLOUR),
        ):
            if not n:
                continue
            parts.append(
                f'<rect x="{x:.1f}" y="{y + 4}" width="{w:.1f}" height="{row_h - 10}" '
                f'fill="{colour}"/>'
            )
            if w >= 8 * len(str(n)) + 6:
                parts.append(
                    f'<text x="{x + w / 2:.1f}" y="{y + 19}" text-anchor="middle" '
                    f'class="inbar">{n}</text>'
                )
        parts.append(
            f'<text x="{label_w + a_w + u_w + 8:.1f}" y="{y + 19}" class="label">'
            f"{acceptable} acceptable · {unacceptable} unacceptable</text>"
        )
    parts.append("</svg>")
    return "".join(parts)


def _verdict_counts(adjudications: Sequence[AuditRecord], key: str) -> list[tuple[str, int, int]]:
    counts: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    for record in adjudications:
        if key == "lexicon":
            fp = (record.lexicon_fingerprint or "")[:8]
            label = f"{record.lexicon_name or '?'} · {fp}" if fp else record.lexicon_name or "?"
        else:
            label = record.rule or "?"
        counts[label][0 if record.verdict == "ACCEPTABLE" else 1] += 1
    return [(label, a, u) for label, (a, u) in sorted(counts.items())]


# -- page --------------------------------------------------------------------------------

_CSS = """
body { font-family: "DejaVu Sans", "Segoe UI", Arial, sans-serif; color: #1b1f24;
  background: #ffffff; margin: 24px; font-size: 14px; }
h1 { font-size: 24px; margin: 0 0 8px; } h2 { font-size: 19px; margin: 28px 0 8px;
  border-bottom: 2px solid #d0d7de; padding-bottom: 4px; }
h3 { font-size: 15px; margin: 16px 0 6px; }
dl.summary { display: grid; grid-template-columns: max-content auto; gap: 4px 16px; margin: 8px 0; }
dl.summary dt { font-weight: bold; } dl.summary dd { margin: 0; }
.ok { color: #0b5d2a; font-weight: bold; } .broken { color: #8f0d0d; font-weight: bold; }
.unchecked { color: #6e7781; }
table { border-collapse: collapse; width: 100%; margin: 6px 0 12px; }
th, td { border: 1px solid #d0d7de; padding: 4px 6px; text-align: left; vertical-align: top; }
th { background: #f0f3f6; position: sticky; top: 0; }
tr.flagged td { background: #fff3cd; }
td.verdict-ACCEPTABLE { color: #0b5d2a; font-weight: bold; }
td.verdict-UNACCEPTABLE { color: #8f0d0d; font-weight: bold; }
span.w-ok { color: #0b5d2a; } span.w-bad { color: #8f0d0d; font-weight: bold; }
td.typed { font-family: "DejaVu Sans Mono", Consolas, monospace; white-space: pre-wrap; }
svg.chart { display: block; max-width: 100%; height: auto; }
svg .axis { font-size: 12px; fill: #444; } svg .count { font-size: 12px; fill: #1b1f24; }
svg .label { font-size: 13px; fill: #1b1f24; } svg .inbar { font-size: 12px; fill: #ffffff;
  font-weight: bold; }
.note { color: #57606a; } ul.notes { margin: 0; padding-left: 18px; }
@media print { th { position: static; } }
"""


def _verify_html(verify: VerifyReport | None) -> str:
    if verify is None:
        return '<span class="unchecked">not checked for this report</span>'
    if verify.ok:
        unit = "record" if verify.count == 1 else "records"
        return f'<span class="ok">Chain intact: {verify.count:,} {unit} checked</span>'
    return f'<span class="broken">{esc(verify.summary())}</span>'


def _word_results_html(record: AuditRecord) -> str:
    return ", ".join(
        f'<span class="w-ok">{esc(r["key"])} ✓ acceptable</span>'
        if r["acceptable"]
        else f'<span class="w-bad">{esc(r["key"])} ✗ unacceptable</span>'
        for r in record.body.get("word_results") or ()
    )


def _verdict_html(record: AuditRecord) -> str:
    text = esc(record.verdict)
    second = record.body.get("second_opinion")
    if second:
        name = (second.get("lexicon") or {}).get("name")
        verdict = esc(second.get("verdict"))
        text += f'<br><span class="note">Second opinion ({esc(name)}): {verdict}</span>'
    return text


def _notes_html(notes: Sequence[AuditRecord]) -> str:
    if not notes:
        return ""
    items = "".join(
        f"<li>{esc(category_label(str(n.details.get('category', ''))))}: "
        f"{esc(n.details.get('note', ''))} "
        f'<span class="note">({esc(local_time_text(n))}, seq {n.seq})</span></li>'
        for n in notes
    )
    return f'<ul class="notes">{items}</ul>'


def _station_label(record: AuditRecord) -> str:
    return record.station_name or record.station_id


def write_html_report(
    records: Sequence[AuditRecord],
    out: TextIO,
    *,
    title: str,
    generated_at: datetime,
    verify: VerifyReport | None,
) -> None:
    """Write the report of ``records`` (any order) to ``out`` as one HTML document.

    The page holds: a summary (stations, period, counts, the chain check if
    ``verify`` is given), the charts, the flagged items (flagged adjudications
    and every record with annotations among ``records``), a table of
    adjudications (``<table id="adjudications">``), of flagged items
    (``id="flagged"``) and of other events (``id="events"``).
    """
    ordered = sorted(records, key=lambda r: (r.recorded_at, r.station_id, r.seq))
    adjudications = [r for r in ordered if r.is_adjudication]
    events = [r for r in ordered if not r.is_adjudication]
    by_id = {r.event_id: r for r in ordered}
    notes = annotations_by_target(ordered)
    acceptable = sum(1 for r in adjudications if r.verdict == "ACCEPTABLE")
    flagged = [r for r in ordered if (r.is_adjudication and flag_words(r)) or r.event_id in notes]

    stations = sorted({(r.station_id, r.station_name) for r in ordered})
    station_text = (
        ", ".join(f"{name or sid} ({sid})" if name else sid for sid, name in stations) or "none"
    )
    period = (
        f"{local_time_text(ordered[0])} to {local_time_text(ordered[-1])}"
        if ordered
        else "no records"
    )
    w = out.write
    w('<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n')
    w('<meta name="viewport" content="width=device-width, initial-scale=1">\n')
    w(f"<title>{esc(title)}</title>\n<style>{_CSS}</style>\n</head>\n<body>\n")
    w(f'<h1>{esc(title)}</h1>\n<dl class="summary">\n')
    summary = [
        ("Generated", esc(generated_at.astimezone().strftime("%Y-%m-%d %H:%M:%S %Z").strip())),
        ("Station(s)", esc(station_text)),
        ("Period", esc(period)),
        (
            "Records",
            f"{len(ordered):,} ({len(adjudications):,} adjudications: {acceptable:,} acceptable, "
            f"{len(adjudications) - acceptable:,} unacceptable; {len(events):,} events)",
        ),
        ("Flagged items", f"{len(flagged):,}"),
        ("Chain verification", _verify_html(verify)),
    ]
    for term, value in summary:
        w(f"<dt>{term}</dt><dd>{value}</dd>\n")
    w("</dl>\n")

    w("<h2>Charts</h2>\n")
    if adjudications:
        chart_title, bars = _hour_buckets(adjudications)
        w(f"<h3>{esc(chart_title)}</h3>\n{_bar_chart_svg(bars, chart_title)}\n")
        for key, heading in (("lexicon", "by lexicon"), ("rule", "by challenge rule")):
            chart_title = f"Acceptable and unacceptable {heading}"
            rows = _verdict_counts(adjudications, key)
            w(f"<h3>{esc(chart_title)}</h3>\n{_verdict_chart_svg(rows, chart_title)}\n")
    else:
        w('<p class="note">No adjudications in this report.</p>\n')

    w(f"<h2>Flagged items ({len(flagged):,})</h2>\n")
    if flagged:
        w(
            '<table id="flagged">\n<thead><tr><th>Time</th><th>Station</th><th>Seq</th>'
            "<th>Kind</th><th>Typed / details</th><th>Verdict</th><th>Flags</th>"
            "<th>Annotations</th></tr></thead>\n<tbody>\n"
        )
        for r in flagged:
            what = r.typed if r.is_adjudication else event_summary(r, by_id)
            w(
                f'<tr class="flagged"><td>{esc(local_time_text(r))}</td>'
                f"<td>{esc(_station_label(r))}</td>"
                f'<td><a href="#r-{esc(r.event_id)}">{r.seq}</a></td><td>{esc(r.kind.value)}</td>'
                f'<td class="typed">{esc(what)}</td><td>{esc(r.verdict or "")}</td>'
                f"<td>{esc('; '.join(flag_words(r)))}</td>"
                f"<td>{_notes_html(notes.get(r.event_id, ()))}</td></tr>\n"
            )
        w("</tbody>\n</table>\n")
    else:
        w('<p class="note">Nothing flagged or annotated.</p>\n')

    w(f"<h2>Adjudications ({len(adjudications):,})</h2>\n")
    w(
        '<table id="adjudications">\n<thead><tr><th>Time</th><th>Station</th><th>Seq</th>'
        "<th>Profile</th><th>Lexicon</th><th>Rule</th><th>Typed</th><th>Words</th>"
        "<th>Verdict</th><th>Per-word results</th><th>Flags</th></tr></thead>\n<tbody>\n"
    )
    for r in adjudications:
        flags = flag_words(r) + (["annotated"] if r.event_id in notes else [])
        row_class = ' class="flagged"' if flag_words(r) else ""
        w(
            f'<tr id="r-{esc(r.event_id)}"{row_class}><td>{esc(local_time_text(r))}</td>'
            f"<td>{esc(_station_label(r))}</td><td>{r.seq}</td><td>{esc(r.profile)}</td>"
            f"<td>{esc(r.lexicon_name)} · {esc((r.lexicon_fingerprint or '')[:8])}</td>"
            f'<td>{esc(r.rule)}</td><td class="typed">{esc(r.typed)}</td>'
            f"<td>{esc(' '.join(r.words))}</td>"
            f'<td class="verdict-{esc(r.verdict)}">{_verdict_html(r)}</td>'
            f"<td>{_word_results_html(r)}</td><td>{esc('; '.join(flags))}</td></tr>\n"
        )
    w("</tbody>\n</table>\n")

    w(f"<h2>Station events ({len(events):,})</h2>\n")
    w(
        '<table id="events">\n<thead><tr><th>Time</th><th>Station</th><th>Seq</th>'
        "<th>Kind</th><th>Details</th></tr></thead>\n<tbody>\n"
    )
    for r in events:
        w(
            f'<tr id="r-{esc(r.event_id)}"><td>{esc(local_time_text(r))}</td>'
            f"<td>{esc(_station_label(r))}</td><td>{r.seq}</td><td>{esc(r.kind.value)}</td>"
            f"<td>{esc(event_summary(r, by_id))}</td></tr>\n"
        )
    w("</tbody>\n</table>\n")
    w(
        '<p class="note">Per-word results are for directors and auditors; the station never '
        "shows players which word was unacceptable.</p>\n</body>\n</html>\n"
    )
