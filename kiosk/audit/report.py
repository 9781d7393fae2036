"""The HTML audit report: one self-contained file a director can open in any browser offline.

The page comes from the Jinja2 template ``kiosk/audit/templates/report.html.j2``
with autoescaping on, so every piece of text taken from a record is escaped
(typed text is whatever a player typed; a station, profile or lexicon name and an
annotation's note are whatever someone entered). Everything is inline: the style
sheet, and the charts as SVG drawn by the template from the geometry computed in
`kiosk.audit.report_charts`. There is no script, no font, image or link to fetch.
Every sentence the page shows is in the template, in ``tr("...")`` calls that look it up in
the report's language (`kiosk.core.i18n.Words`; English without one); labels shared with the
director's viewer (verdicts, flags, rulings) come from `kiosk.audit.words`.

Times are shown in each record's own local time with its UTC offset. The
hourly chart uses the stations' local hours when all records share one UTC
offset, and UTC (said so in the chart's title) when they do not.

The helpers for labels (`flag_words`, `local_time_text`, `ANNOTATION_CATEGORIES`,
`annotations_by_target`) are shared with the director's audit viewer.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Sequence
from datetime import datetime, timedelta, timezone
from functools import cache
from typing import Any, TextIO

import jinja2
from markupsafe import Markup

from kiosk.audit.chain import VerifyReport
from kiosk.audit.records import AuditRecord, EventKind
from kiosk.audit.report_charts import hourly_chart, verdict_chart
from kiosk.audit.words import FLAG_LABELS as FLAG_TEMPLATES
from kiosk.audit.words import (
    REPORT_TITLE,
    flag_label,
    kind_word,
    party_word,
    result_word,
    verdict_word,
)
from kiosk.audit.words import category_words as category_label
from kiosk.core.i18n import ENGLISH, QT_TRANSLATE_NOOP, Words, translator
from kiosk.core.rulings import LEGACY_TITLES, RULINGS, ruling_summary
from kiosk.core.text import visible

__all__ = [
    "ANNOTATION_CATEGORIES",
    "FLAG_LABELS",
    "REPORT_TITLE",
    "TEMPLATE",
    "ReportTemplateMissing",
    "annotations_by_target",
    "category_label",
    "event_summary",
    "flag_words",
    "language_context",
    "local_time",
    "local_time_text",
    "offset_text",
    "render_html_report",
    "report_context",
    "word_results_text",
    "write_html_report",
]

# Stored category -> what a director reads (English). The stored values are those
# AuditLog.annotate names.
ANNOTATION_CATEGORIES: dict[str, str] = {
    category: category_label(category) for category in (*RULINGS, *LEGACY_TITLES)
}

FLAG_LABELS: dict[str, str] = {name: label.source for name, label in FLAG_TEMPLATES.items()}

ON_SEQ = QT_TRANSLATE_NOOP("Audit", "(on seq {seq}, station {station})")
ON_RECORD = QT_TRANSLATE_NOOP("Audit", "(on record {record})")

TEMPLATE = "report.html.j2"  # in the package folder kiosk/audit/templates


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


def flag_words(record: AuditRecord, words: Words = ENGLISH) -> list[str]:
    """The record's flags that are set, in words."""
    return [flag_label(n, words) for n, on in sorted(record.flags.items()) if on]


def word_results_text(record: AuditRecord, words: Words = ENGLISH) -> str:
    """e.g. 'CAT acceptable, DOGZ unacceptable' (director only, never players)."""
    return ", ".join(
        f"{r['key']} {result_word(r['acceptable'], words)}"
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


def event_summary(
    record: AuditRecord,
    by_id: dict[str, AuditRecord] | None = None,
    words: Words = ENGLISH,
) -> str:
    """One line saying what a (non-adjudication) event was."""
    details = record.details
    if record.kind is EventKind.ANNOTATION:
        typed = words.say(ruling_summary(details))
        text = f"{category_label(str(details.get('category', '')), words)}: " + (
            f"{typed}. {details.get('note', '')}" if typed else str(details.get("note", ""))
        )
        target = (by_id or {}).get(record.refers_to or "")
        if target is not None:
            station = target.station_name or target.station_id
            text += " " + words.say(ON_SEQ(seq=target.seq, station=station))
        elif record.refers_to:
            text += " " + words.say(ON_RECORD(record=record.refers_to[:8]))
        return text
    return _details_text(record)


def _plain(value: object) -> str:
    if isinstance(value, dict):
        return "{" + ", ".join(f"{k}: {_plain(v)}" for k, v in sorted(value.items())) + "}"
    if isinstance(value, list):
        return "[" + ", ".join(_plain(v) for v in value) + "]"
    return str(value)


# -- page --------------------------------------------------------------------------------


class ReportTemplateMissing(OSError):
    """The report template is not where this installation should have it."""


@cache
def _environment() -> jinja2.Environment:
    try:
        # Found next to this module from source, in an installed wheel and in the PyInstaller
        # bundle (installers/challenge-kiosk.spec copies kiosk/audit/templates).
        loader = jinja2.PackageLoader("kiosk.audit", "templates")
    except ValueError as exc:
        raise ReportTemplateMissing(
            f"the report template folder kiosk/audit/templates is missing from this "
            f"installation ({exc}); reinstall the station software"
        ) from None
    env = jinja2.Environment(
        loader=loader,
        autoescape=True,
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
        finalize=_blank_none,
    )
    env.filters.update(
        local_time=local_time_text,
        offset=offset_text,
        station=_station_label,
        set_flags=_set_flags,
        details=_details_text,
        second_opinion=_second_opinion,
        word_results=_word_results,
    )
    return env


def _blank_none(value: object) -> object:
    """A missing value (a profile, a rule) shows as nothing, not as 'None'; a text that would
    display reversed or hidden (a note typed with a bidirectional control) is spelled out."""
    if value is None:
        return ""
    if isinstance(value, str) and not isinstance(value, Markup):
        return visible(value)
    return value


def _template() -> jinja2.Template:
    try:
        return _environment().get_template(TEMPLATE)
    except jinja2.TemplateNotFound as exc:
        raise ReportTemplateMissing(
            f"the report template kiosk/audit/templates/{exc.name} is missing from this "
            "installation; reinstall the station software"
        ) from None


def _station_label(record: AuditRecord) -> str:
    return record.station_name or record.station_id


def _set_flags(record: AuditRecord) -> list[str]:
    """The names of the record's flags that are set, sorted (the template words them)."""
    return [name for name, on in sorted(record.flags.items()) if on]


def _second_opinion(record: AuditRecord) -> dict[str, Any] | None:
    return record.body.get("second_opinion")


def _word_results(record: AuditRecord) -> list[tuple[str, bool]]:
    """(key, acceptable) for each word judged."""
    return [(r["key"], r["acceptable"]) for r in record.body.get("word_results") or ()]


def _details_text(record: AuditRecord) -> str:
    """A (non-annotation) event's details as 'key: value, ...' (keys are data, not words)."""
    return ", ".join(f"{k}: {_plain(v)}" for k, v in sorted(record.details.items()))


def language_context(words: Words) -> dict[str, Any]:
    """The template's words in one language: ``tr`` for its sentences (context Report),
    ``num`` for counts, ``say`` for messages and the labels of `kiosk.audit.words`."""
    return {
        "lang": words.code,
        "tr": translator(words, "Report"),
        "num": words.number,
        "say": words.say,
        "verdict_word": cache(lambda verdict: verdict_word(verdict, words)),
        "result_word": cache(lambda acceptable: result_word(acceptable, words)),
        "flag_label": cache(lambda name: flag_label(name, words)),
        "kind_word": cache(lambda kind: kind_word(kind, words)),
        "category_label": cache(lambda category: category_label(category, words)),
        "party_word": cache(lambda party: party_word(party, words)),
    }


def report_context(
    records: Sequence[AuditRecord],
    *,
    title: str,
    generated_at: datetime,
    verify: VerifyReport | None,
    words: Words = ENGLISH,
) -> dict[str, Any]:
    """What the template shows, computed from ``records`` (any order): the records in
    order, counts and the charts' geometry, and the functions that word them in ``words``'
    language; no markup."""
    ordered = sorted(records, key=lambda r: (r.recorded_at, r.station_id, r.seq))
    adjudications = [r for r in ordered if r.is_adjudication]
    notes = annotations_by_target(ordered)
    return {
        **language_context(words),
        "title": title,
        "generated": generated_at.astimezone().strftime("%Y-%m-%d %H:%M:%S %Z").strip(),
        "verify": verify,
        "stations": sorted({(r.station_id, r.station_name) for r in ordered}),
        "first": ordered[0] if ordered else None,
        "last": ordered[-1] if ordered else None,
        "records": ordered,
        "adjudications": adjudications,
        "acceptable": sum(1 for r in adjudications if r.verdict == "ACCEPTABLE"),
        "events": [r for r in ordered if not r.is_adjudication],
        "flagged": [
            r for r in ordered if (r.is_adjudication and _set_flags(r)) or r.event_id in notes
        ],
        "notes": notes,
        "by_id": {r.event_id: r for r in ordered},
        "hourly": hourly_chart(adjudications) if adjudications else None,
        "verdict_charts": (
            [
                ("lexicon", verdict_chart(adjudications, "lexicon")),
                ("rule", verdict_chart(adjudications, "rule")),
            ]
            if adjudications
            else []
        ),
    }


def render_html_report(
    records: Sequence[AuditRecord],
    *,
    title: str,
    generated_at: datetime,
    verify: VerifyReport | None,
    words: Words = ENGLISH,
) -> Iterable[str]:
    """The report page in pieces (for writing a large report without holding it whole), in
    ``words``' language.

    Raises ReportTemplateMissing (an OSError) when the installation lacks the template.
    """
    context = report_context(
        records, title=title, generated_at=generated_at, verify=verify, words=words
    )
    return _template().generate(context)


def write_html_report(
    records: Sequence[AuditRecord],
    out: TextIO,
    *,
    title: str,
    generated_at: datetime,
    verify: VerifyReport | None,
    words: Words = ENGLISH,
) -> None:
    """Write the report of ``records`` (any order) to ``out`` as one HTML document, in
    ``words``' language.

    The page holds: a summary (stations, period, counts, the chain check if
    ``verify`` is given), the charts, the flagged items (flagged adjudications
    and every record with annotations among ``records``), a table of
    adjudications (``<table id="adjudications">``), of flagged items
    (``id="flagged"``) and of other events (``id="events"``).
    """
    pieces = render_html_report(
        records, title=title, generated_at=generated_at, verify=verify, words=words
    )
    out.writelines(pieces)
