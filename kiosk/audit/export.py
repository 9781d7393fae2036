"""Writing records out for directors and auditors: CSV for spreadsheets, JSONL for tools.

CSV: UTF-8 with a byte-order mark (so Excel detects the encoding), one header
row, one flat row per record (`CSV_COLUMNS`). Without a language the header row
is the column ids and the values are the log's own (for tools); in a chosen
language (`kiosk.core.i18n.Words`) the headings, verdicts, per-word results,
flags and the consequence sentence are in that language, for people. Text that a spreadsheet would
read as a formula (starting with = + - @) in a free-text column (typed text,
notes, names) is prefixed with an apostrophe.

A ruling's row keeps every typed field of it in a column of its own (`RULING_COLUMNS`: the
ruling, the rule it cites, the player and points of a penalty, the new receipt of a
re-adjudication, what was compensated, a manual lookup's result) and names the record it rules
on by its receipt (``refers_to_receipt``, beside the event id in ``refers_to``).

JSONL (always language-neutral): one record per line, the record's body object as stored
with ``hash`` and ``prev_hash`` put first (and ``"clock_jump": true`` before them on a clock
jump); removing those keys and serialising the rest canonically
(`kiosk.audit.records.canonical_json`) gives back the hashed text.

A *clock jump* (`kiosk.audit.paging.clock_jump_ids`: a record dated earlier than the record
before it in its station's chain, or in the future) is a fact every format states: the CSV
column ``clock_jump`` ("yes"), the JSONL key, a section of the HTML report.

Exports stream: `write_export` and `write_stored_export` read each record once, in order,
and keep nothing per record (the HTML report summarises: `kiosk.audit.report`), so memory
stays flat at any log size.
"""

from __future__ import annotations

import csv
import json
from collections.abc import Callable, Collection, Container, Iterable, Iterator, Sequence
from datetime import UTC, date, datetime, time, timedelta
from typing import TYPE_CHECKING, Any, TextIO

import orjson

from kiosk.audit.records import AuditRecord, EventKind, canonical_json
from kiosk.audit.words import (
    CSV_HEADINGS,
    NO,
    YES,
    category_words,
    consequence_said,
    flag_label,
    kind_word,
    party_word,
    result_word,
    verdict_word,
)
from kiosk.core.i18n import QT_TRANSLATE_NOOP, Template
from kiosk.deferred import deferred

if TYPE_CHECKING:
    from kiosk.audit.chain import VerifyReport
    from kiosk.core.i18n import Words

# loaded at first use (`kiosk.deferred`)
if TYPE_CHECKING:
    import kiosk.audit.report as report
else:
    report = deferred("kiosk.audit.report")

__all__ = [
    "COLUMN_HEADINGS",
    "CSV_COLUMNS",
    "EXPORT_FORMATS",
    "REPORT_COLUMNS",
    "RULING_COLUMNS",
    "StoredRow",
    "csv_row",
    "export_encoding",
    "parse_when",
    "write_csv",
    "stored_record",
    "write_export",
    "write_jsonl",
    "write_stored_export",
]

# A record as `kiosk.audit.paging.iter_stored` reads it: body text, hash, prev_hash, event id,
# clock jump, station id, seq, recorded_at, then the columns asked for (`REPORT_COLUMNS`).
StoredRow = tuple[Any, ...]
# What the HTML report's summary reads of each record from its columns (the body of a record
# is parsed only when the report shows it).
REPORT_COLUMNS = (
    "kind",
    "utc_offset_minutes",
    "station_name",
    "verdict",
    "lexicon_name",
    "lexicon_fingerprint",
    "rule",
    "refers_to",
    "flagged",
)

# format -> (name shown to directors, file suffix, text encoding)
EXPORT_FORMATS = {
    "csv": ("CSV", "csv", "utf-8-sig"),
    "jsonl": ("JSON Lines", "jsonl", "utf-8"),
    "html": ("HTML report", "html", "utf-8"),
}

CSV_COLUMNS = (
    "receipt",
    "seq",
    "event_id",
    "station",
    "station_name",
    "recorded_at_utc",
    "utc_offset",
    "kind",
    "profile",
    "table",
    "lexicon",
    "fingerprint",
    "rule",
    "typed",
    "words",
    "verdict",
    "word_results",
    "consequence",
    "points",
    "loses_turn",
    "final_play",
    "flags",
    "split_lookup_of",
    "refers_to",
    "note",
    "refers_to_receipt",
    "ruling",
    "ruling_source",
    "ruling_player",
    "ruling_points",
    "new_receipt",
    "compensated",
    "lookup_result",
    "clock_jump",
)
# A ruling's detail for each of its columns (`kiosk.core.rulings.ruling_details`).
RULING_COLUMNS = {
    "ruling": "category",
    "ruling_source": "source",
    "ruling_player": "player",
    "ruling_points": "points",
    "new_receipt": "new_receipt",
    "compensated": "compensated",
    "lookup_result": "result",
}
# The headings of the columns added for rulings, for people (the others: `CSV_HEADINGS`).
RULING_HEADINGS: dict[str, Template] = {
    "refers_to_receipt": QT_TRANSLATE_NOOP("Audit", "Receipt referred to"),
    "ruling": QT_TRANSLATE_NOOP("Audit", "Ruling"),
    "ruling_source": QT_TRANSLATE_NOOP("Audit", "Rule cited"),
    "ruling_player": QT_TRANSLATE_NOOP("Audit", "Penalised player"),
    "ruling_points": QT_TRANSLATE_NOOP("Audit", "Penalty points"),
    "new_receipt": QT_TRANSLATE_NOOP("Audit", "New receipt"),
    "compensated": QT_TRANSLATE_NOOP("Audit", "Compensated"),
    "lookup_result": QT_TRANSLATE_NOOP("Audit", "Manual lookup result"),
    "clock_jump": QT_TRANSLATE_NOOP("Audit", "Clock jump"),
}
# Every column's heading for people.
COLUMN_HEADINGS: dict[str, Template] = {**CSV_HEADINGS, **RULING_HEADINGS}

_FORMULA_START = ("=", "+", "-", "@", "\t", "\r")
# Columns holding text people typed; the others are written by the kiosk itself.
_FREE_TEXT = frozenset({"station_name", "profile", "lexicon", "typed", "note", "compensated"})


def _cell(name: str, value: Any) -> str:
    if value is None:
        return ""
    text = str(value)
    if name in _FREE_TEXT and text.startswith(_FORMULA_START):
        return "'" + text
    return text


def _offset(minutes: int) -> str:
    sign = "+" if minutes >= 0 else "-"
    hours, mins = divmod(abs(minutes), 60)
    return f"{sign}{hours:02d}:{mins:02d}"


def _note(record: AuditRecord) -> str:
    details = record.details
    if record.kind.value == "annotation":
        return f"{details.get('category', '')}: {details.get('note', '')}"
    if details:
        return canonical_json(details)
    return ""


def csv_row(
    record: AuditRecord,
    words: Words | None = None,
    receipts: dict[str, str] | None = None,
    clock_jump: bool = False,
) -> dict[str, str]:
    """The flat CSV row of a record (every value a string); with ``words``, worded in that
    language for people. ``receipts`` maps event ids to receipts already known (the export's
    earlier rows), for a ruling that did not record the receipt of the record it rules on;
    ``clock_jump`` marks the record as one ("yes")."""
    row = _row(record, words, receipts, clock_jump)
    return {name: _cell(name, row[name]) for name in CSV_COLUMNS}


def _csv_values(
    record: AuditRecord, words: Words | None, receipts: dict[str, str], clock_jump: bool
) -> list[Any]:
    """`csv_row`'s values in `CSV_COLUMNS` order, as the CSV writer takes them (None is
    written as nothing, a number as its digits): the same cells, made quicker."""
    row = _row(record, words, receipts, clock_jump)
    for name in _FREE_TEXT:
        text = row[name]
        if text and isinstance(text, str) and text.startswith(_FORMULA_START):
            row[name] = "'" + text
    return [row[name] for name in CSV_COLUMNS]


def _row(
    record: AuditRecord,
    words: Words | None,
    receipts: dict[str, str] | None,
    clock_jump: bool,
) -> dict[str, Any]:
    body = record.body
    consequence = body.get("consequence") or {}
    results = body.get("word_results") or []
    split = record.split_lookup_of
    row = {
        "receipt": record.receipt,
        "seq": record.seq,
        "event_id": record.event_id,
        "station": record.station_id,
        "station_name": record.station_name,
        "recorded_at_utc": body.get("recorded_at"),
        "utc_offset": _offset(record.utc_offset_minutes),
        "kind": record.kind.value,
        "profile": record.profile,
        "table": record.table,
        "lexicon": record.lexicon_name,
        "fingerprint": record.lexicon_fingerprint,
        "rule": record.rule,
        "typed": record.typed,
        "words": " ".join(record.words),
        "verdict": record.verdict,
        "word_results": " ".join(
            f"{r['key']}={'acceptable' if r['acceptable'] else 'unacceptable'}" for r in results
        ),
        "consequence": consequence.get("sentence"),
        "points": consequence.get("points_to_challenged"),
        "loses_turn": consequence.get("loses_turn"),
        "final_play": "yes" if record.final_play else ("no" if record.is_adjudication else ""),
        "flags": " ".join(sorted(name for name, on in record.flags.items() if on)),
        "split_lookup_of": (split.get("receipt") or f"seq {split.get('seq')}") if split else None,
        "refers_to": record.refers_to,
        "note": _note(record),
        "refers_to_receipt": _receipt_referred_to(record, receipts or {}),
        "clock_jump": "yes" if clock_jump else "",
    }
    ruling = record.details if record.kind.value == "annotation" else {}
    row.update({column: ruling.get(key) for column, key in RULING_COLUMNS.items()})
    if words is not None:
        _word_row(row, record, words)
        if ruling:
            _word_ruling(row, ruling, words)
    return row


_RULING_ITEMS = tuple(RULING_COLUMNS.items())
_FREE_TEXT_AT = tuple(CSV_COLUMNS.index(name) for name in sorted(_FREE_TEXT))


def _plain_values(body: dict[str, Any], receipts: dict[str, str], clock_jump: bool) -> list[Any]:
    """`_csv_values` without a language, from a parsed body alone: `_row`'s cells, made
    without building a record (an export of a million records writes a million rows)."""
    get = body.get
    kind = body["kind"]
    consequence = get("consequence") or {}
    lexicon = get("lexicon") or {}
    split = get("split_lookup_of")
    details = get("details") or {}
    annotation = kind == "annotation"
    refers_to = get("refers_to")
    referred = None
    if refers_to:
        recorded = details.get("refers_to_receipt") if annotation else None
        referred = str(recorded) if recorded else receipts.get(refers_to)
    if annotation:
        note = f"{details.get('category', '')}: {details.get('note', '')}"
    else:
        note = canonical_json(details) if details else ""
    flags = get("flags") or {}
    values = [
        get("receipt"),
        body["seq"],
        body["event_id"],
        body["station_id"],
        str(get("station_name", "")),
        get("recorded_at"),
        _offset(body["utc_offset_minutes"]),
        kind,
        get("profile"),
        get("table"),
        lexicon.get("name"),
        lexicon.get("fingerprint"),
        get("rule"),
        get("typed"),
        " ".join(w["key"] for w in get("words") or ()),
        get("verdict"),
        " ".join(
            f"{r['key']}={'acceptable' if r['acceptable'] else 'unacceptable'}"
            for r in get("word_results") or ()
        ),
        consequence.get("sentence"),
        consequence.get("points_to_challenged"),
        consequence.get("loses_turn"),
        "yes" if get("final_play") else ("no" if kind == "adjudication" else ""),
        " ".join(sorted(name for name, on in flags.items() if on)),
        (split.get("receipt") or f"seq {split.get('seq')}") if isinstance(split, dict) else None,
        refers_to,
        note,
        referred,
        *(
            (details.get(key) for _column, key in _RULING_ITEMS)
            if annotation
            else (None for _ in _RULING_ITEMS)
        ),
        "yes" if clock_jump else "",
    ]
    for at in _FREE_TEXT_AT:
        text = values[at]
        if text and isinstance(text, str) and text.startswith(_FORMULA_START):
            values[at] = "'" + text
    return values


def _write_stored_csv(
    rows: Iterable[StoredRow], out: TextIO, wanted: Collection[str] | None
) -> int:
    """The CSV for tools (column ids, the log's own values) of stored rows, each body parsed
    once and written at once."""

    writer = csv.writer(out, lineterminator="\r\n")
    writer.writerow(CSV_COLUMNS)
    receipts: dict[str, str] = {}
    write = writer.writerow
    count = 0
    for body_text, _hash, _prev_hash, event_id, jumped, *_ in rows:
        body = orjson.loads(body_text)
        write(_plain_values(body, receipts, jumped))
        receipt = body.get("receipt")
        if receipt and (wanted is None or event_id in wanted):
            receipts[event_id] = receipt
        count += 1
    return count


def _receipt_referred_to(record: AuditRecord, receipts: dict[str, str]) -> str | None:
    if not record.refers_to:
        return None
    recorded = (
        record.details.get("refers_to_receipt") if record.kind.value == "annotation" else None
    )
    return str(recorded) if recorded else receipts.get(record.refers_to)


def _word_ruling(row: dict[str, Any], ruling: dict[str, Any], words: Words) -> None:
    """A ruling's category, player and lookup result in ``words``' language."""
    row.update(
        ruling=category_words(str(ruling.get("category", "")), words),
        ruling_player=party_word(ruling["player"], words) if "player" in ruling else None,
        lookup_result=verdict_word(ruling["result"], words) if "result" in ruling else None,
    )


def _word_row(row: dict[str, Any], record: AuditRecord, words: Words) -> None:
    """Put the row's values in ``words``' language (ids, names and typed text stay)."""
    results = record.body.get("word_results") or []
    consequence = record.body.get("consequence") or {}
    loses = consequence.get("loses_turn")
    row.update(
        kind=kind_word(record.kind.value, words),
        verdict=verdict_word(record.verdict, words) if record.verdict else None,
        word_results=", ".join(
            f"{r['key']} {result_word(r['acceptable'], words)}" for r in results
        ),
        consequence=words.say(consequence_said(record)) if consequence else None,
        loses_turn=party_word(loses, words) if loses else loses,
        final_play=(
            words.say((YES if record.final_play else NO)()) if record.is_adjudication else ""
        ),
        flags="; ".join(flag_label(n, words) for n, on in sorted(record.flags.items()) if on),
    )
    if row["clock_jump"]:
        row["clock_jump"] = words.say(YES())


def write_csv(
    records: Iterable[AuditRecord],
    out: TextIO,
    words: Words | None = None,
    *,
    clock_jumps: Container[str] = (),
    wanted: Collection[str] | None = None,
) -> int:
    """Write the header and one row per record to ``out`` (opened with newline="");
    the caller chooses the encoding ("utf-8-sig" for the BOM). Returns the row count.
    With ``words`` the headings and values are in that language (`csv_row`); the event ids
    in ``clock_jumps`` are marked as such. ``wanted``: the records whose receipts older
    rulings need (`kiosk.audit.paging.unnamed_ruling_targets`); only those are remembered
    while the rows stream (found from ``records`` when it is a sequence; without either,
    every receipt is)."""

    writer = csv.writer(out, lineterminator="\r\n")
    writer.writerow(
        [words.say(COLUMN_HEADINGS[name]()) if words is not None else name for name in CSV_COLUMNS]
    )
    count = 0
    receipts: dict[str, str] = {}  # the receipts written so far, for the rulings on them
    if wanted is None and isinstance(records, Sequence):
        wanted = _unnamed_targets(records)
    for record in records:
        writer.writerow(_csv_values(record, words, receipts, record.event_id in clock_jumps))
        if record.receipt and (wanted is None or record.event_id in wanted):
            receipts[record.event_id] = record.receipt
        count += 1
    return count


def _unnamed_targets(records: Sequence[AuditRecord]) -> set[str]:
    """The records that rulings refer to without naming their receipt (older rulings)."""
    return {
        r.refers_to
        for r in records
        if r.refers_to and r.kind.value == "annotation" and not r.details.get("refers_to_receipt")
    }


def write_jsonl(
    records: Iterable[AuditRecord], out: TextIO, *, clock_jumps: Container[str] = ()
) -> int:
    """Write one JSON object per line (the body with ``hash`` and ``prev_hash``, see the
    module docstring)."""
    stored = ((canonical_json(r.body), r.hash, r.prev_hash, r.event_id, False) for r in records)
    return _write_stored_jsonl(stored, out, clock_jumps)


def _jsonl_line(body: str, hash_: str, prev_hash: str, jumped: bool) -> str:
    added = f'"hash":"{hash_}","prev_hash":"{prev_hash}"'
    if jumped:
        added = '"clock_jump":true,' + added
    if body.startswith("{") and body != "{}":
        return "{" + added + "," + body[1:] + "\n"
    # not an object as stored (damage): the text is kept whole under its own key
    return "{" + added + ',"stored_body":' + json.dumps(body, ensure_ascii=False) + "}\n"


def _write_stored_jsonl(rows: Iterable[StoredRow], out: TextIO, clock_jumps: Container[str]) -> int:
    """The JSON lines of stored rows (body text, hash, prev_hash, event id, clock jump), the
    body's text as stored: nothing is parsed, so a line costs little more than its copy."""
    count = 0
    write = out.write
    for body, hash_, prev_hash, event_id, jumped, *_ in rows:
        write(_jsonl_line(body, hash_, prev_hash, jumped or event_id in clock_jumps))
        count += 1
    return count


def stored_record(body: str, hash_: str, prev_hash: str) -> AuditRecord:
    """`AuditRecord.from_body`, quicker (orjson, and the stored time read by
    ``fromisoformat``): an export parses every record it writes."""
    values = orjson.loads(body)
    recorded = values["recorded_at"]
    return AuditRecord(
        event_id=values["event_id"],
        station_id=values["station_id"],
        seq=values["seq"],
        kind=EventKind(values["kind"]),
        recorded_at=datetime.fromisoformat(recorded).astimezone(UTC),
        utc_offset_minutes=values["utc_offset_minutes"],
        body=values,
        flags=dict(values.get("flags") or {}),
        refers_to=values.get("refers_to"),
        hash=hash_,
        prev_hash=prev_hash,
    )


class _Current(Container[str]):
    """The clock jumps of a stream, known one record at a time: the record just read is in
    it when it is a clock jump (each record is checked as it is written, never after)."""

    def __init__(self) -> None:
        self.event_id: str | None = None

    def __contains__(self, event_id: object) -> bool:
        return event_id is not None and event_id == self.event_id

    def __len__(self) -> int:
        return 0 if self.event_id is None else 1

    def __iter__(self) -> Iterator[str]:
        return iter(() if self.event_id is None else (self.event_id,))


def _parsed(rows: Iterable[StoredRow], current: _Current) -> Iterator[AuditRecord]:
    for body, hash_, prev_hash, event_id, jumped, *_ in rows:
        current.event_id = event_id if jumped else None
        yield stored_record(body, hash_, prev_hash)


def export_encoding(fmt: str) -> str:
    """The text encoding of an export file (CSV carries a byte-order mark for Excel)."""
    return EXPORT_FORMATS[fmt][2]


def write_export(
    fmt: str,
    records: Iterable[AuditRecord],
    out: TextIO,
    *,
    title: str,
    generated_at: datetime,
    verify: VerifyReport | None,
    words: Words | None = None,
    clock_jumps: Container[str] = (),
    wanted: Collection[str] | None = None,
    lookup: Callable[[Collection[str]], dict[str, AuditRecord]] | None = None,
    rest_command: str | None = None,
) -> int:
    """Write ``records`` (oldest first) to ``out`` in ``fmt`` (a key of `EXPORT_FORMATS`);
    returns the count. Streams: each record is read once and not kept.

    The one export path: the `audit export` command and the director's viewer
    both write through here, so a file from either reads the same. ``out`` is
    opened with newline="" and `export_encoding(fmt)`. ``title``,
    ``generated_at`` and ``verify`` (the chain check) are used by the HTML report. ``words``
    is the language of the report and of a CSV file for people (English report and CSV with
    column ids without it); JSON lines are always language-neutral. ``clock_jumps``: the
    event ids of the clock jumps; ``wanted``: see `write_csv`; ``lookup`` finds records by
    event id (the records rulings in the report name); ``rest_command`` is the command the
    report names for the rows it leaves out.
    """
    if fmt == "csv":
        return write_csv(records, out, words, clock_jumps=clock_jumps, wanted=wanted)
    if fmt == "jsonl":
        return write_jsonl(records, out, clock_jumps=clock_jumps)
    if fmt != "html":
        raise ValueError(f"unknown export format {fmt!r}; use one of {', '.join(EXPORT_FORMATS)}")
    return report.write_html_report(
        records,
        out,
        title=title,
        generated_at=generated_at,
        verify=verify,
        clock_jumps=clock_jumps,
        lookup=lookup,
        rest_command=rest_command,
        **({"words": words} if words is not None else {}),
    )


def write_stored_export(fmt: str, rows: Iterable[StoredRow], out: TextIO, **options: Any) -> int:
    """`write_export` of stored rows (body text, hash, prev_hash, event id, clock jump: as
    `kiosk.audit.paging.iter_stored` reads them): JSON lines are written from the stored
    text without parsing it, the other formats parse each record as it comes."""
    if fmt == "jsonl":
        return _write_stored_jsonl(rows, out, ())
    if fmt == "csv" and options.get("words") is None:
        return _write_stored_csv(rows, out, options.get("wanted"))
    current = _Current()
    if fmt == "html":

        def light(rows: Iterable[StoredRow]) -> Iterator[Any]:
            for row in rows:
                current.event_id = row[3] if row[4] else None
                yield report.StoredRecord(row)

        return write_export(fmt, light(rows), out, clock_jumps=current, **options)
    return write_export(fmt, _parsed(rows, current), out, clock_jumps=current, **options)


def parse_when(text: str, *, end_of_day: bool = False) -> datetime:
    """An aware datetime from an ISO date or date-time typed by a director.

    A time without an offset is local time. A bare date means the start of
    that day, or with ``end_of_day`` the start of the next day (so
    ``--until 2024-05-01`` includes all of May 1st). Raises ValueError with a
    message saying what is accepted.
    """
    value = text.strip()
    try:
        if len(value) == 10:
            day = date.fromisoformat(value)
            if end_of_day:
                day += timedelta(days=1)
            moment = datetime.combine(day, time()).astimezone()
        else:
            moment = datetime.fromisoformat(value)
            moment = moment if moment.tzinfo is not None else moment.astimezone()
        if not 1900 <= moment.astimezone(UTC).year <= 9998:  # years a log's times can hold
            raise ValueError("out of range")
    except (ValueError, OverflowError, OSError):  # the year 1 or 9999 fall off the calendar
        raise ValueError(
            f"{text!r} is not a date; use YYYY-MM-DD or YYYY-MM-DDTHH:MM[:SS][+HH:MM|Z]"
            " (years 1900 to 9998)"
        ) from None
    return moment
