"""The audit viewer's work, without Qt: what runs on a worker thread and what it returns.

Each function reads or writes the log and returns a plain value the viewer
shows: the first page with its counts and filter lists (`load_first`), a
further page (`load_page`), a chain check recorded in the chain
(`verify_and_record`), an export recorded in the chain (`export`). Table
cells are made here as text (`row_texts`, in the language of the `Words` they are
given) so the GUI thread only looks them up. Column headers and the chain check's
result are messages the shell words (`kiosk.core.i18n`).
"""

from __future__ import annotations

import contextlib
import time
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any, NamedTuple, Protocol

from kiosk.audit.chain import VerifyReport
from kiosk.audit.commands import _ExportHeads  # the command's signed head, written the same
from kiosk.audit.export import EXPORT_FORMATS, export_encoding, write_export
from kiosk.audit.paging import (
    ClockJumps,
    Counts,
    FilterLists,
    PageKey,
    annotations_by_target,
    clock_jumps,
    count_records,
    fetch_stored_page,
    filter_lists,
    iter_records,
    records_by_id,
)
from kiosk.audit.records import AuditQuery, AuditRecord, EventKind
from kiosk.audit.report import event_summary, flag_words, local_time_text
from kiosk.audit.store import AuditLog
from kiosk.audit.words import REPORT_TITLE, kind_word, verdict_word
from kiosk.core.i18n import ENGLISH, QT_TRANSLATE_NOOP, Message, Template, Words

__all__ = [
    "COLUMNS",
    "EXPORTS",
    "FREE_TEXT_COLUMNS",
    "ExportDone",
    "Loaded",
    "PageRows",
    "Row",
    "column",
    "export",
    "load_first",
    "load_page",
    "receipts_issued_by",
    "row_texts",
    "verify_and_record",
    "verify_message",
    "verify_text",
]

# What a director looks at first comes first: on a narrow screen the last columns scroll.
COLUMNS: tuple[Template, ...] = (
    QT_TRANSLATE_NOOP("AuditJobs", "Time"),
    QT_TRANSLATE_NOOP("AuditJobs", "Seq"),
    QT_TRANSLATE_NOOP("AuditJobs", "Kind"),
    QT_TRANSLATE_NOOP("AuditJobs", "Typed / details"),
    QT_TRANSLATE_NOOP("AuditJobs", "Verdict"),
    QT_TRANSLATE_NOOP("AuditJobs", "Flags"),
    QT_TRANSLATE_NOOP("AuditJobs", "Station"),
    QT_TRANSLATE_NOOP("AuditJobs", "Profile"),
    QT_TRANSLATE_NOOP("AuditJobs", "Lexicon"),
    QT_TRANSLATE_NOOP("AuditJobs", "Rule"),
)


def column(header: str) -> int:
    """The index of the column whose English header is ``header``."""
    return [c.source for c in COLUMNS].index(header)


# Text people wrote (typed words, notes): the only cells that may be shortened on screen.
FREE_TEXT_COLUMNS = frozenset({column("Typed / details")})
ANNOTATED = QT_TRANSLATE_NOOP("AuditJobs", "annotated")
CHAIN_INTACT = QT_TRANSLATE_NOOP("AuditJobs", "Chain intact: %n record(s)", "", 1)
# format -> (its name for directors, file suffix)
EXPORTS: dict[str, tuple[Template, str]] = {
    "csv": (QT_TRANSLATE_NOOP("AuditJobs", "CSV"), EXPORT_FORMATS["csv"][1]),
    "jsonl": (QT_TRANSLATE_NOOP("AuditJobs", "JSON Lines"), EXPORT_FORMATS["jsonl"][1]),
    "html": (QT_TRANSLATE_NOOP("AuditJobs", "HTML report"), EXPORT_FORMATS["html"][1]),
}
# Rows per page read by the viewer's worker. Each page is inserted into the table in one step
# on the GUI thread, whose cost grows with the page: 200 rows keep that step inside a frame
# over 100,000 records (bench/bench_audit_viewer.py), where 500 made frames of 20-30 ms.
PAGE_SIZE = 200


class RecordEvent(Protocol):
    def __call__(self, kind: EventKind, details: dict[str, Any], /) -> bool: ...


class Job(Protocol):
    """What work needs of the job running it (see `kiosk.ui.background.Job`)."""

    def cancelled(self) -> bool: ...
    def check(self) -> None: ...
    def progress(self, done: int, total: int) -> None: ...


def verify_message(report: VerifyReport) -> Message:
    """The chain check in plain words: 'Chain intact: 1,234 records' or 'BROKEN at seq ...'."""
    broken = report.broken()
    if broken is not None:
        return broken
    return CHAIN_INTACT(n=report.count)


def verify_text(report: VerifyReport) -> str:
    """`verify_message` in English (as the log records it)."""
    return str(verify_message(report))


def row_texts(
    record: AuditRecord,
    targets: Mapping[str, AuditRecord],
    annotated: Mapping[str, Any],
    words: Words = ENGLISH,
) -> tuple[str, ...]:
    """The record's cells in `COLUMNS` order, in ``words``' language; ``targets`` holds the
    records annotations refer to, ``annotated`` the ids of records with annotations."""
    fingerprint = (record.lexicon_fingerprint or "")[:8]
    if record.is_adjudication:
        what = (record.typed or "").replace("\n", " ⏎ ")
    else:
        what = event_summary(record, dict(targets), words)
    flags = [w.split(" (")[0] for w in flag_words(record, words)]
    if record.event_id in annotated:
        flags.append(words.say(ANNOTATED()))
    return (
        local_time_text(record),
        str(record.seq),
        kind_word(record.kind.value, words),
        what,
        verdict_word(record.verdict, words),
        ", ".join(flags),
        record.station_name or record.station_id,
        record.profile or "",
        f"{record.lexicon_name} · {fingerprint}" if record.lexicon_name else "",
        record.rule or "",
    )


class Row(NamedTuple):
    """What a table row holds: its cell texts and the record as stored.

    Pages carry rows as plain tuples in this order (`Row._make` names them):
    a tuple of strings and a bool is one Python's collector stops tracking,
    while 100,000 parsed records (or tuple subclasses) would make every full
    collection, which holds up the GUI thread too, take hundreds of ms.
    """

    texts: tuple[str, ...]
    event_id: str
    flagged: bool
    body: str
    hash: str
    prev_hash: str

    def record(self) -> AuditRecord:
        return AuditRecord.from_body(self.body, self.hash, self.prev_hash)


@dataclass(frozen=True)
class PageRows:
    """A page of rows; ``shapes`` holds each column's distinct texts with every digit
    made "0" (what sizing the columns needs, worked out here rather than on screen)."""

    query: AuditQuery
    rows: tuple[tuple[Any, ...], ...]  # each a `Row` as a plain tuple
    next_key: PageKey | None
    targets: dict[str, AuditRecord]
    shapes: tuple[frozenset[str], ...] = ()


@dataclass(frozen=True)
class Loaded:
    """The first page of a query and what the viewer shows around it."""

    query: AuditQuery
    lists: FilterLists
    counts: Counts
    first: PageRows
    annotations: dict[str, list[AuditRecord]]


_DIGITS = str.maketrans("123456789", "000000000")


def text_shapes(rows: list[tuple[Any, ...]]) -> tuple[frozenset[str], ...]:
    """Each column's distinct texts with digits made "0" (free-text columns: none)."""
    return tuple(
        frozenset()
        if column in FREE_TEXT_COLUMNS
        else frozenset(row[0][column].translate(_DIGITS) for row in rows)
        for column in range(len(COLUMNS))
    )


def _rows(
    engine: Any,
    query: AuditQuery,
    after: PageKey | None,
    annotations: Mapping[str, list[AuditRecord]],
    limit: int,
    words: Words,
) -> PageRows:
    # One record parsed at a time: a page of parsed bodies alive at once would be
    # tens of thousands of objects for the collector to promote and walk.
    page = fetch_stored_page(engine, query, after=after, limit=limit)
    wanted = {refers_to for *_, refers_to in page.rows if refers_to}
    targets = records_by_id(engine, wanted) if wanted else {}
    rows = []
    for n, (body, hash_, prev_hash, _) in enumerate(page.rows):
        if n % 25 == 24:
            time.sleep(0)  # let the GUI thread have the GIL between short stretches
        record = AuditRecord.from_body(body, hash_, prev_hash)
        texts = row_texts(record, targets, annotations, words)
        # a plain tuple, not a Row: the collector can stop tracking it at once
        rows.append((texts, record.event_id, any(record.flags.values()), body, hash_, prev_hash))
    return PageRows(query, tuple(rows), page.next_key, targets, text_shapes(rows))


def load_first(
    log: AuditLog, query: AuditQuery, job: Job, limit: int = PAGE_SIZE, words: Words = ENGLISH
) -> Loaded:
    """Counts, filter lists, annotations and the first page, newest first (its cells in
    ``words``' language)."""
    engine = log.engine
    lists = filter_lists(engine)
    job.check()
    counts = count_records(engine, query)
    job.check()
    annotations = annotations_by_target(engine)
    job.check()
    first = _rows(engine, query, None, annotations, limit, words)
    return Loaded(query, lists, counts, first, annotations)


def load_page(
    log: AuditLog,
    query: AuditQuery,
    after: PageKey,
    annotations: Mapping[str, list[AuditRecord]],
    limit: int = PAGE_SIZE,
    words: Words = ENGLISH,
) -> PageRows:
    """The page after ``after`` (``annotations`` as `load_first` returned them)."""
    return _rows(log.engine, query, after, annotations, limit, words)


def verify_and_record(
    log: AuditLog, record_event: RecordEvent, job: Job
) -> tuple[VerifyReport, bool]:
    """Check every chain, then record the check in the chain; says whether it was recorded.
    A check cancelled before it ends is not recorded (`Cancelled` is raised)."""
    report = log.verify()
    job.check()
    problem = report.first_problem
    recorded = record_event(
        EventKind.AUDIT_VERIFIED,
        {
            "ok": report.ok,
            "records": report.count,
            "first_problem": None if problem is None else verify_text(report),
        },
    )
    return report, recorded


@dataclass(frozen=True)
class ExportDone:
    path: Path
    records: int
    recorded: bool
    verify: VerifyReport | None


def _free_name(folder: Path, stem: str, suffix: str) -> Path:
    path = folder / f"{stem}.{suffix}"
    n = 2
    while path.exists():
        path = folder / f"{stem}-{n}.{suffix}"
        n += 1
    return path


def _counted(records: Iterator[AuditRecord], total: int, job: Job) -> Iterator[AuditRecord]:
    for n, record in enumerate(records, 1):
        if n % 1000 == 0:
            job.progress(n, total)
        yield record


def _jumps_told(
    records: Iterable[AuditRecord], jumps: ClockJumps, jumped: set[str]
) -> Iterator[AuditRecord]:
    """``records`` as they come, each clock jump among them added to ``jumped`` before the
    record is handed on (the export asks about each record once it has it)."""
    for record in records:
        stored = str(record.body.get("recorded_at", ""))
        if jumps.check(record.event_id, record.station_id, record.seq, stored):
            jumped.add(record.event_id)
        yield record


def export(
    log: AuditLog,
    query: AuditQuery,
    fmt: str,
    folder: Path,
    *,
    now: datetime,
    filters: dict[str, Any],
    record_event: RecordEvent,
    job: Job,
    words: Words | None = None,
) -> ExportDone:
    """Write every record matching ``query`` (oldest first) to a new file in ``folder``
    and record the export. The HTML report checks the chain first (recorded too).
    ``words``: the language of the report or of a CSV file for people (see `write_export`).

    Raises OSError when the file cannot be written, `Cancelled` (from ``job``)
    when cancelled; a file left half-written by either is removed.
    """
    _, suffix = EXPORTS[fmt]
    where = log.station_name or log.station_id
    folder.mkdir(parents=True, exist_ok=True)
    verify = None
    if fmt == "html":
        verify, _ = verify_and_record(log, record_event, job)
        job.check()
    total = count_records(log.engine, query).total
    records = _counted(iter_records(log.engine, query, cancelled=job.cancelled), total, job)
    # the whole log in JSON Lines ends with the station's signed head, as `audit export`
    # writes it (docs/log-format.md, rule 7): a part of a log gets none, it is not whole
    heads = _ExportHeads() if fmt == "jsonl" and query == AuditQuery() else None
    if heads is not None:
        records = _heads_followed(records, heads)
    path = _free_name(folder, f"audit-{now.astimezone():%Y%m%d-%H%M%S}", suffix)
    out = path.open("x", encoding=export_encoding(fmt), newline="")  # never over another file
    jumped: set[str] = set()  # the clock jumps, as the command marks them (filled as read)
    try:
        with out, clock_jumps(log.engine, now) as jumps:
            written = write_export(
                fmt,
                _jumps_told(records, jumps, jumped),
                out,
                title=(words or ENGLISH).say(REPORT_TITLE(where=where)),
                generated_at=now,
                verify=verify,
                words=words,
                clock_jumps=jumped,
            )
            if heads is not None:
                out.write(heads.lines(now))
        job.check()
    except BaseException:
        with contextlib.suppress(OSError):
            path.unlink()
        raise
    details = {"format": fmt, "path": str(path), "records": written, "filters": filters}
    if words is not None:
        details["language"] = words.code
    return ExportDone(path, written, record_event(EventKind.EXPORT_MADE, details), verify)


def _heads_followed(records: Iterable[AuditRecord], heads: _ExportHeads) -> Iterator[AuditRecord]:
    """``records`` as they come, each station's last one kept in ``heads`` (the command's
    own bookkeeping of what its signed head covers)."""
    last = heads.last
    for record in records:
        seen = last.get(record.station_id)
        if seen is None or record.seq > seen[0]:
            last[record.station_id] = (record.seq, record.hash)
        yield record


def receipts_issued_by(log: AuditLog) -> Callable[[str], bool]:
    """Whether ``log`` holds an adjudication with a receipt (the store's query, by code)."""

    def issued(code: str) -> bool:
        found = log.query(AuditQuery(kinds=(EventKind.ADJUDICATION,), text=code))
        return any(record.receipt == code for record in found)

    return issued
