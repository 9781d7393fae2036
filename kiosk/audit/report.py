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

from collections import defaultdict, deque
from collections.abc import Callable, Collection, Container, Iterable, Iterator, Sequence
from datetime import datetime, timedelta, timezone
from functools import cache
from typing import Any, TextIO

import jinja2
from markupsafe import Markup

from kiosk.audit.chain import VerifyReport
from kiosk.audit.records import AuditRecord, EventKind
from kiosk.audit.report_charts import HourTally, VerdictTally
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
    "LISTED",
    "REPORT_TITLE",
    "SHOWN",
    "TEMPLATE",
    "ReportSummary",
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


# Rows of each table the report lists at its start and at its end; those between are left
# to the CSV export (the report says so and names the command). Flagged items and clock
# jumps are listed up to `LISTED` each.
SHOWN = 500
LISTED = 300


class _Ends:
    """The first and the last `SHOWN` of a stream, and how many there were."""

    def __init__(self, shown: int = SHOWN) -> None:
        self.head: list[tuple[AuditRecord, bool]] = []  # (record, a clock jump)
        self.tail: deque[tuple[AuditRecord, bool]] = deque(maxlen=shown)
        self.shown = shown
        self.count = 0

    def add(self, record: AuditRecord, jumped: bool) -> None:
        self.count += 1
        if len(self.head) < self.shown:
            self.head.append((record, jumped))
        else:
            self.tail.append((record, jumped))

    @property
    def left_out(self) -> int:
        return self.count - len(self.head) - len(self.tail)

    @property
    def first(self) -> list[AuditRecord]:
        return [record for record, _ in self.head]

    @property
    def last(self) -> list[AuditRecord]:
        return [record for record, _ in self.tail]

    def parse(self) -> None:
        """Every record kept parsed whole (the template reads their bodies)."""
        self.head = [(_full(r), j) for r, j in self.head]
        self.tail = deque(((_full(r), j) for r, j in self.tail), maxlen=self.shown)

    def jumped(self) -> set[str]:
        """The clock jumps among the records kept."""
        return {r.event_id for r, jumped in (*self.head, *self.tail) if jumped}

    def __iter__(self) -> Iterator[AuditRecord]:
        for record, _ in (*self.head, *self.tail):
            yield record


_KINDS = {kind.value: kind for kind in EventKind}  # a dict is quicker than EventKind(value)


class StoredRecord:
    """A record the report's summary reads from its columns (a stored row with
    `kiosk.audit.export.REPORT_COLUMNS`), its body parsed only if the report shows it
    (`full`): a million records summarised cost a million rows read, not parsed."""

    __slots__ = (
        "event_id",
        "flagged",
        "is_adjudication",
        "kind",
        "lexicon_fingerprint",
        "lexicon_name",
        "recorded_at",
        "refers_to",
        "row",
        "rule",
        "seq",
        "station_id",
        "station_name",
        "utc_offset_minutes",
        "verdict",
    )

    def __init__(self, row: tuple[Any, ...]) -> None:
        self.row = row
        (_b, _h, _p, self.event_id, _j, self.station_id, self.seq, at, kind) = row[:9]
        self.recorded_at = datetime.fromisoformat(at)
        self.kind = _KINDS[kind]
        self.is_adjudication = self.kind is EventKind.ADJUDICATION
        (
            self.utc_offset_minutes,
            self.station_name,
            self.verdict,
            self.lexicon_name,
            self.lexicon_fingerprint,
            self.rule,
            self.refers_to,
            self.flagged,
        ) = row[9:17]

    def full(self) -> AuditRecord:
        body, hash_, prev_hash = self.row[:3]
        return AuditRecord.from_body(body, hash_, prev_hash)


def _full(record: Any) -> AuditRecord:
    return record.full() if isinstance(record, StoredRecord) else record


def _flagged(record: Any) -> bool:
    if isinstance(record, StoredRecord):
        return bool(record.flagged)
    return bool(_set_flags(record))


class ReportSummary:
    """What the report shows, gathered from records as they stream by (oldest first) with
    a bounded amount kept: counts, the charts' tallies, the first and last rows of each
    table, the flagged items and clock jumps (up to `LISTED`), and the annotations."""

    def __init__(self, clock_jumps: Container[str] = ()) -> None:
        self.clock_jumps = clock_jumps
        self.count = 0
        self.acceptable = 0
        self.stations: set[tuple[str, str]] = set()
        self.first: AuditRecord | None = None
        self.last: AuditRecord | None = None
        self.adjudications = _Ends()
        self.events = _Ends()
        self.flagged: list[AuditRecord] = []
        self.flagged_ids: set[str] = set()
        self.jumped: list[AuditRecord] = []
        self.jumped_count = 0
        # the annotations of the first `LISTED` records annotated; the ids of all of them
        self.notes: dict[str, list[AuditRecord]] = defaultdict(list)
        self.annotated: dict[str, None] = {}  # in the order first annotated
        self.hours = HourTally()
        self.verdicts = VerdictTally()

    def add(self, record: AuditRecord) -> None:
        self.count += 1
        jumped = record.event_id in self.clock_jumps  # asked as the record passes
        key = (record.recorded_at, record.station_id, record.seq)
        if self.first is None or key < _key(self.first):
            self.first = record
        if self.last is None or key >= _key(self.last):
            self.last = record
        self.stations.add((record.station_id, record.station_name))
        if record.is_adjudication:
            self.adjudications.add(record, jumped)
            self.hours.add(record)
            self.verdicts.add(record)
            if record.verdict == "ACCEPTABLE":
                self.acceptable += 1
            if _flagged(record):
                self.flagged_ids.add(record.event_id)
                if len(self.flagged) < LISTED:
                    self.flagged.append(record)
        else:
            self.events.add(record, jumped)
            target = record.refers_to
            if record.kind is EventKind.ANNOTATION and target:
                self.annotated[target] = None
                if target in self.notes or len(self.notes) < LISTED:
                    self.notes[target].append(record)
        if jumped:
            self.jumped_count += 1
            if len(self.jumped) < LISTED:
                self.jumped.append(record)

    def known(self) -> dict[str, AuditRecord]:
        """The records kept, by event id (each parsed whole, now)."""
        self.adjudications.parse()
        self.events.parse()
        self.flagged = [_full(r) for r in self.flagged]
        self.jumped = [_full(r) for r in self.jumped]
        self.notes = defaultdict(list, {k: [_full(r) for r in v] for k, v in self.notes.items()})
        self.first = _full(self.first) if self.first is not None else None
        self.last = _full(self.last) if self.last is not None else None
        kept = (*self.adjudications, *self.events, *self.flagged, *self.jumped)
        return {r.event_id: r for r in kept}


def _key(record: AuditRecord) -> tuple[Any, ...]:
    return (record.recorded_at, record.station_id, record.seq)


def report_context(
    records: Iterable[AuditRecord],
    *,
    title: str,
    generated_at: datetime,
    verify: VerifyReport | None,
    words: Words = ENGLISH,
    clock_jumps: Container[str] = (),
    lookup: Callable[[Collection[str]], dict[str, AuditRecord]] | None = None,
    rest_command: str | None = None,
) -> dict[str, Any]:
    """What the template shows, gathered in one pass over ``records`` (oldest first; a
    sequence may be in any order): counts and the charts' geometry, the first and last
    `SHOWN` rows of each table, flagged items and clock jumps (event ids in
    ``clock_jumps``), and the functions that word them in ``words``' language; no markup.
    ``lookup`` finds records by event id (those annotated or named by rulings that the
    pass did not keep); ``rest_command`` is the command named for the rows left out."""
    if isinstance(records, Sequence):
        ordered: Iterable[AuditRecord] = sorted(records, key=_key)
        everything = {r.event_id: r for r in records}
        lookup = lookup or (lambda ids: {i: everything[i] for i in ids if i in everything})
    else:
        ordered = records
    summary = ReportSummary(clock_jumps)
    for record in ordered:
        summary.add(record)
    by_id = summary.known()
    annotated = [i for i in summary.annotated if i not in summary.flagged_ids]
    listed = annotated[: max(0, LISTED - len(summary.flagged))]
    wanted = {i for i in listed if i not in by_id}
    if wanted and lookup is not None:
        by_id.update(lookup(wanted))
    annotated_kept = (by_id[i] for i in listed if i in by_id)
    flagged = sorted((*summary.flagged, *annotated_kept), key=_key)[:LISTED]
    adjudications, events = summary.adjudications, summary.events
    return {
        **language_context(words),
        "title": title,
        "generated": generated_at.astimezone().strftime("%Y-%m-%d %H:%M:%S %Z").strip(),
        "verify": verify,
        "stations": sorted(summary.stations),
        "first": summary.first,
        "last": summary.last,
        "record_count": summary.count,
        "adjudication_count": adjudications.count,
        "event_count": events.count,
        "adjudications": adjudications.first,
        "adjudications_after": adjudications.last,
        "adjudications_left_out": adjudications.left_out,
        "events": events.first,
        "events_after": events.last,
        "events_left_out": events.left_out,
        "acceptable": summary.acceptable,
        "flagged": flagged,
        "flagged_count": len(summary.flagged_ids) + len(annotated),
        "clock_jumps": summary.jumped,
        "clock_jump_count": summary.jumped_count,
        "jumped": frozenset(
            {r.event_id for r in summary.jumped} | adjudications.jumped() | events.jumped()
        ),
        "rest_command": rest_command or "challenge-kiosk audit export --format csv",
        "notes": dict(summary.notes),
        "annotated_ids": summary.annotated,
        "by_id": by_id,
        "hourly": summary.hours.chart() if summary.hours else None,
        "verdict_charts": (
            [
                ("lexicon", summary.verdicts.chart("lexicon")),
                ("rule", summary.verdicts.chart("rule")),
            ]
            if adjudications.count
            else []
        ),
    }


def render_html_report(
    records: Iterable[AuditRecord],
    *,
    title: str,
    generated_at: datetime,
    verify: VerifyReport | None,
    words: Words = ENGLISH,
    **options: Any,
) -> tuple[int, Iterable[str]]:
    """How many records the report covers, and its page in pieces (for writing a large
    report without holding it whole), in ``words``' language (``options``: see
    `report_context`).

    Raises ReportTemplateMissing (an OSError) when the installation lacks the template.
    """
    template = _template()  # a missing template is said before any record is read
    context = report_context(
        records, title=title, generated_at=generated_at, verify=verify, words=words, **options
    )
    return context["record_count"], template.generate(context)


def write_html_report(
    records: Iterable[AuditRecord],
    out: TextIO,
    *,
    title: str,
    generated_at: datetime,
    verify: VerifyReport | None,
    words: Words = ENGLISH,
    clock_jumps: Container[str] = (),
    lookup: Callable[[Collection[str]], dict[str, AuditRecord]] | None = None,
    rest_command: str | None = None,
) -> int:
    """Write the report of ``records`` to ``out`` as one HTML document, in ``words``'
    language; returns how many records it covers. ``records`` is read once, as a stream
    (oldest first; a sequence in any order), in bounded memory.

    The page holds: a summary (stations, period, counts, the chain check if
    ``verify`` is given), the charts, the flagged items (flagged adjudications
    and every record with annotations among ``records``), the clock jumps (``clock_jumps``:
    event ids), a table of adjudications (``<table id="adjudications">``), of flagged items
    (``id="flagged"``), of clock jumps (``id="clock-jumps"``) and of other events
    (``id="events"``). A table longer than 2 × `SHOWN` rows lists its first and last
    `SHOWN` and names the command that exports the rest (``rest_command``).
    """
    count, pieces = render_html_report(
        records,
        title=title,
        generated_at=generated_at,
        verify=verify,
        words=words,
        clock_jumps=clock_jumps,
        lookup=lookup,
        rest_command=rest_command,
    )
    out.writelines(pieces)
    return count
