"""Reading the audit log a page at a time, newest first, for screens that must not wait.

A viewer of a log with 100,000 records cannot read them all to show twenty.
Here each call is one short read transaction that returns little: how many
records match (`count_records`), one page of them (`fetch_page`, keyset paging
on the ``recorded_at`` index, newest first), the values the filter lists offer
(`filter_lists`, by SQL grouping rather than reading every body), the
annotations (`annotations_by_target`) and records by event id
(`records_by_id`, on the unique index). `iter_records` streams every match in
batches for exports and can be cancelled between batches; `iter_stored` streams the
stored rows of an export from one cursor, unparsed, in constant memory, with the records
a ``since``/``until`` window must not lose (`export_conditions`) and the clock jumps
(`ClockJumps`).

On a central (PostgreSQL) copy a word search matches whole words (the lexicon keys of the
words judged) through the GIN index of migration 0008, never reading every record; on a
station's own log it matches the typed text.

`AuditQuery` means exactly what it means for `AuditLog.query`; its ``text``
field (typed words) is honoured here. Nothing here imports Qt; every function
may be called from any thread (the engine's pool hands each its connection).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, replace
from datetime import datetime, timedelta
from typing import TYPE_CHECKING, Any

from sqlalchemy import (
    ColumnElement,
    Engine,
    Select,
    String,
    and_,
    bindparam,
    case,
    cast,
    func,
    inspect,
    literal_column,
    or_,
    select,
    text,
)

from kiosk.audit.models import AuditRow
from kiosk.audit.records import AuditQuery, AuditRecord, EventKind, format_utc
from kiosk.core.receipts import parse_receipt, receipt_code
from kiosk.deferred import deferred

# loaded at first use (`kiosk.deferred`)
if TYPE_CHECKING:
    import sqlalchemy.dialects.postgresql as postgresql
else:
    postgresql = deferred("sqlalchemy.dialects.postgresql")

__all__ = [
    "MAX_SEARCH_WORDS",
    "Counts",
    "FilterLists",
    "Page",
    "PageKey",
    "StoredPage",
    "CLOCK_AHEAD",
    "ClockJumps",
    "annotations_by_target",
    "clock_jumps",
    "clock_jumps_among",
    "conditions",
    "export_conditions",
    "count_records",
    "fetch_page",
    "fetch_stored_page",
    "filter_lists",
    "iter_records",
    "iter_stored",
    "records_by_id",
    "records_referring_to",
    "search_words",
    "unnamed_ruling_targets",
]

# Reads never take the SQLite write lock (see `kiosk.audit.store.sqlite_engine`).
_READ = {"audit_sqlite_begin": "DEFERRED"}
MAX_SEARCH_WORDS = 8
_ID_CHUNK = 500


@dataclass(frozen=True, order=True)
class PageKey:
    """Where a page ends: the sort key of its last record (time, station, seq)."""

    recorded_at: str
    station_id: str
    seq: int

    @classmethod
    def of(cls, record: AuditRecord) -> PageKey:
        return cls(format_utc(record.recorded_at), record.station_id, record.seq)


@dataclass(frozen=True)
class Page:
    """Records in display order; ``next_key`` is None when there are no more."""

    records: tuple[AuditRecord, ...]
    next_key: PageKey | None


@dataclass(frozen=True)
class Counts:
    total: int
    flagged: int


@dataclass(frozen=True)
class FilterLists:
    """What the filters can offer, each sorted: stations and lexicons as (label, value)."""

    stations: tuple[tuple[str, str], ...] = ()
    profiles: tuple[str, ...] = ()
    lexicons: tuple[tuple[str, str], ...] = ()
    rules: tuple[str, ...] = ()


def search_words(text: str | None) -> list[str]:
    """The distinct words of a search, in order; at most `MAX_SEARCH_WORDS`."""
    words: list[str] = []
    for word in (text or "").split():
        if word.casefold() not in (w.casefold() for w in words):
            words.append(word)
    return words[:MAX_SEARCH_WORDS]


AnySelect = Select[*tuple[Any, ...]]  # a SELECT of any columns


def _typed_text(dialect: str) -> ColumnElement[Any]:
    """The body's "typed" value as SQL text (NULL for events)."""
    if dialect == "postgresql":
        typed: ColumnElement[Any] = cast(AuditRow.body, postgresql.JSONB)["typed"].astext
        return typed
    return func.json_extract(AuditRow.body, "$.typed")


def conditions(query: AuditQuery, dialect: str = "sqlite") -> list[ColumnElement[bool]]:
    """The WHERE conditions of ``query`` (`AuditQuery`'s documented meaning)."""
    found: list[ColumnElement[bool]] = []
    if query.since is not None:
        found.append(AuditRow.recorded_at >= format_utc(query.since))
    if query.until is not None:
        found.append(AuditRow.recorded_at < format_utc(query.until))
    if query.station:
        found.append(
            or_(AuditRow.station_id == query.station, AuditRow.station_name == query.station)
        )
    if query.profile:
        found.append(AuditRow.profile == query.profile)
    if query.lexicon:
        found.append(
            or_(
                AuditRow.lexicon_name == query.lexicon,
                AuditRow.lexicon_fingerprint.startswith(query.lexicon.lower(), autoescape=True),
            )
        )
    if query.verdict:
        found.append(AuditRow.verdict == query.verdict.upper())
    if query.flagged_only:
        found.append(AuditRow.flagged.is_(True))
    if query.kinds:
        found.append(AuditRow.kind.in_([k.value for k in query.kinds]))
    receipt = parse_receipt(query.text or "")
    if receipt is not None:  # a code from a challenge slip names one record
        code = receipt_code(*receipt)
        # a receipt's number is its record's seq, or above it once numbers were skipped
        # (`kiosk.audit.receipt_mark`): never below, which keeps the search on the index
        found.append(AuditRow.seq <= receipt[1])
        found.append(AuditRow.body.contains(f'"receipt":"{code}"', autoescape=True))
        return found
    words = search_words(query.text)
    if words:
        found.append(AuditRow.kind == EventKind.ADJUDICATION.value)
        if dialect == "postgresql":
            found.extend(_judged_word(word) for word in words)
        else:
            typed = _typed_text(dialect)
            found.extend(typed.icontains(word, autoescape=True) for word in words)
    return found


def _judged_word(word: str) -> ColumnElement[bool]:
    """A record that judged ``word`` (its lexicon key, any case typed), in the form of the
    GIN index ``ix_audit_words`` (migration 0008): the key ``'words'`` is written as a
    literal so that the planner matches the index's expression."""
    judged = cast(AuditRow.body, postgresql.JSONB).op("->")(literal_column("'words'"))
    wanted = json.dumps([{"key": word.upper()}], ensure_ascii=False)
    found: ColumnElement[bool] = judged.op("@>")(
        cast(bindparam(None, wanted, String), postgresql.JSONB)
    )
    return found


def _beyond(key: PageKey, newest_first: bool) -> ColumnElement[bool]:
    """Records after ``key`` in display order. The plain ``recorded_at`` bound
    lets the database walk its index from ``key`` instead of from the start."""
    at, station, seq = AuditRow.recorded_at, AuditRow.station_id, AuditRow.seq
    if newest_first:
        return and_(
            at <= key.recorded_at,
            or_(
                at < key.recorded_at,
                and_(
                    at == key.recorded_at,
                    or_(station < key.station_id, and_(station == key.station_id, seq < key.seq)),
                ),
            ),
        )
    return and_(
        at >= key.recorded_at,
        or_(
            at > key.recorded_at,
            and_(
                at == key.recorded_at,
                or_(station > key.station_id, and_(station == key.station_id, seq > key.seq)),
            ),
        ),
    )


def _ordered(stmt: AnySelect, newest_first: bool) -> AnySelect:
    columns = (AuditRow.recorded_at, AuditRow.station_id, AuditRow.seq)
    return stmt.order_by(*(c.desc() if newest_first else c.asc() for c in columns))


def _records(engine: Engine, stmt: AnySelect) -> list[AuditRecord]:
    with engine.execution_options(**_READ).connect() as conn:
        return [AuditRecord.from_body(b, h, p) for b, h, p in conn.execute(stmt)]


def _select_bodies() -> AnySelect:
    return select(AuditRow.body, AuditRow.hash, AuditRow.prev_hash)


def count_records(engine: Engine, query: AuditQuery) -> Counts:
    """How many records match ``query``, and how many of those are flagged."""
    flagged = func.coalesce(func.sum(case((AuditRow.flagged.is_(True), 1), else_=0)), 0)
    stmt = select(func.count(), flagged).where(*conditions(query, engine.dialect.name))
    with engine.execution_options(**_READ).connect() as conn:
        total, flagged_count = conn.execute(stmt).one()
    return Counts(int(total), int(flagged_count))


@dataclass(frozen=True)
class StoredPage:
    """A page as stored: (body text, hash, prev_hash, refers_to) per record, unparsed."""

    rows: tuple[tuple[str, str, str, str | None], ...]
    next_key: PageKey | None


def fetch_stored_page(
    engine: Engine,
    query: AuditQuery,
    *,
    after: PageKey | None = None,
    limit: int = 200,
    newest_first: bool = True,
) -> StoredPage:
    """Like `fetch_page`, without parsing: a caller can parse one record at a time
    and keep only what it needs (strings are not tracked by Python's collector)."""
    if limit < 1:
        raise ValueError(f"a page holds at least one record, not {limit}")
    where = conditions(query, engine.dialect.name)
    if after is not None:
        where.append(_beyond(after, newest_first))
    columns = (
        AuditRow.body,
        AuditRow.hash,
        AuditRow.prev_hash,
        AuditRow.refers_to,
        AuditRow.recorded_at,
        AuditRow.station_id,
        AuditRow.seq,
    )
    stmt = _ordered(select(*columns).where(*where), newest_first).limit(limit + 1)
    with engine.execution_options(**_READ).connect() as conn:
        found = [tuple(r) for r in conn.execute(stmt)]
    more = len(found) > limit
    found = found[:limit]
    key = PageKey(found[-1][4], found[-1][5], int(found[-1][6])) if more else None
    return StoredPage(tuple(r[:4] for r in found), key)


def fetch_page(
    engine: Engine,
    query: AuditQuery,
    *,
    after: PageKey | None = None,
    limit: int = 200,
    newest_first: bool = True,
) -> Page:
    """Up to ``limit`` records matching ``query`` that come after ``after``
    (from the first when None), newest first unless told otherwise."""
    stored = fetch_stored_page(engine, query, after=after, limit=limit, newest_first=newest_first)
    records = tuple(AuditRecord.from_body(b, h, p) for b, h, p, _ in stored.rows)
    return Page(records, stored.next_key)


def iter_records(
    engine: Engine,
    query: AuditQuery,
    *,
    newest_first: bool = False,
    batch: int = 2000,
    cancelled: Callable[[], bool] = lambda: False,
) -> Iterator[AuditRecord]:
    """Every record matching ``query`` (oldest first by default), read ``batch`` at
    a time; stops quietly before the next batch once ``cancelled()`` is true."""
    after: PageKey | None = None
    while not cancelled():
        page = fetch_page(engine, query, after=after, limit=batch, newest_first=newest_first)
        yield from page.records
        if page.next_key is None:
            return
        after = page.next_key


def filter_lists(engine: Engine) -> FilterLists:
    """The stations, profiles, lexicons and rules found in the log, by one grouped read.

    A station or lexicon recorded under several names is offered once, under
    the name of its newest record; stations sharing a name are told apart by id.
    """
    newest = func.max(AuditRow.recorded_at)
    stmt = select(
        AuditRow.station_id,
        AuditRow.station_name,
        AuditRow.profile,
        AuditRow.lexicon_fingerprint,
        AuditRow.lexicon_name,
        AuditRow.rule,
        newest,
    ).group_by(
        AuditRow.station_id,
        AuditRow.station_name,
        AuditRow.profile,
        AuditRow.lexicon_fingerprint,
        AuditRow.lexicon_name,
        AuditRow.rule,
    )
    with engine.execution_options(**_READ).connect() as conn:
        rows = list(conn.execute(stmt))
    stations: dict[str, tuple[str, str]] = {}
    lexicons: dict[str, tuple[str, str]] = {}
    profiles: set[str] = set()
    rules: set[str] = set()
    for station_id, station_name, profile, fingerprint, lexicon_name, rule, at in rows:
        if station_id not in stations or at > stations[station_id][0]:
            stations[station_id] = (at, station_name or "")
        if fingerprint and (fingerprint not in lexicons or at > lexicons[fingerprint][0]):
            lexicons[fingerprint] = (at, lexicon_name or "")
        if profile:
            profiles.add(profile)
        if rule:
            rules.add(rule)
    return FilterLists(
        stations=_station_labels({sid: name for sid, (_, name) in stations.items()}),
        profiles=tuple(sorted(profiles)),
        lexicons=tuple(
            sorted((f"{name or '?'} · {fp[:8]}", fp) for fp, (_, name) in lexicons.items())
        ),
        rules=tuple(sorted(rules)),
    )


def _station_labels(names: dict[str, str]) -> tuple[tuple[str, str], ...]:
    """(label, id): a station's name, with its id added only when names are shared."""
    seen: dict[str, int] = {}
    for name in names.values():
        seen[name] = seen.get(name, 0) + 1
    return tuple(
        sorted(
            (name if name and seen[name] == 1 else f"{name or '?'} ({sid})", sid)
            for sid, name in names.items()
        )
    )


def annotations_by_target(engine: Engine) -> dict[str, list[AuditRecord]]:
    """Every annotation, grouped by the event id it refers to, oldest first."""
    stmt = _ordered(
        _select_bodies().where(
            AuditRow.kind == EventKind.ANNOTATION.value, AuditRow.refers_to.is_not(None)
        ),
        newest_first=False,
    )
    found: dict[str, list[AuditRecord]] = {}
    for record in _records(engine, stmt):
        found.setdefault(record.refers_to or "", []).append(record)
    return found


def records_by_id(engine: Engine, event_ids: Iterable[str]) -> dict[str, AuditRecord]:
    """The records with these event ids (those not in the log are left out)."""
    wanted = sorted(set(event_ids))
    found: dict[str, AuditRecord] = {}
    for start in range(0, len(wanted), _ID_CHUNK):
        chunk = wanted[start : start + _ID_CHUNK]
        stmt = _select_bodies().where(AuditRow.event_id.in_(chunk))
        found.update((r.event_id, r) for r in _records(engine, stmt))
    return found


def records_referring_to(engine: Engine, event_ids: Iterable[str]) -> list[AuditRecord]:
    """The records that refer to any of these (rulings and notes on an adjudication, a
    late record's acknowledgement ...), oldest first."""
    wanted = sorted(set(event_ids))
    found: list[AuditRecord] = []
    for start in range(0, len(wanted), _ID_CHUNK):
        chunk = wanted[start : start + _ID_CHUNK]
        found += _records(engine, _select_bodies().where(AuditRow.refers_to.in_(chunk)))
    return sorted(found, key=lambda r: (r.recorded_at, r.station_id, r.seq))


# -- exports: streamed, and the facts a date window must not hide ---------------------------

# A record dated this much after the moment of the export (or on a central copy, after the
# server received it: migration 0008) is a clock jump: its station's clock ran ahead.
CLOCK_AHEAD = timedelta(minutes=5)


def export_conditions(engine: Engine, query: AuditQuery) -> list[ColumnElement[bool]]:
    """The WHERE conditions of an export of ``query``.

    With ``since`` or ``until``, a record is selected by its recorded time, and also when its
    seq lies between the first and last seq selected of its station: a record with a wrong
    date (a clock jump) inside the window is kept, not silently dropped. With a search,
    the rulings and notes on the records found come too (`records_referring_to`)."""
    dated = query.since is not None or query.until is not None
    plain = replace(query, since=None, until=None)
    found = conditions(plain, engine.dialect.name)
    if dated:
        window = and_(*conditions(AuditQuery(since=query.since, until=query.until)))
        spans = [
            and_(AuditRow.station_id == station, AuditRow.seq.between(first, last))
            for station, first, last in _station_spans(engine, window)
        ]
        found.append(or_(window, *spans))
    if query.text:
        wanted = select(AuditRow.event_id).where(*found)
        referring: ColumnElement[bool] = AuditRow.refers_to.in_(wanted)
        if engine.dialect.name == "postgresql":  # rulings and notes: the partial index 0004
            notes = (EventKind.ANNOTATION.value, EventKind.RULING.value)
            referring = and_(AuditRow.kind.in_(notes), referring)
        return [or_(and_(*found), referring)]
    return found


def _station_spans(engine: Engine, window: ColumnElement[bool]) -> list[tuple[str, int, int]]:
    """(station, first seq, last seq) of the records dated in ``window``."""
    stmt = (
        select(AuditRow.station_id, func.min(AuditRow.seq), func.max(AuditRow.seq))
        .where(window)
        .group_by(AuditRow.station_id)
    )
    with engine.execution_options(**_READ).connect() as conn:
        return [(str(s), int(a), int(b)) for s, a, b in conn.execute(stmt)]


def iter_stored(
    engine: Engine,
    where: list[ColumnElement[bool]],
    *,
    jumps: ClockJumps | None = None,
    extra: tuple[str, ...] = (),
    batch: int = 2000,
) -> Iterator[tuple[Any, ...]]:
    """(body text, hash, prev_hash, event id, clock jump, the ``extra`` columns...) of every
    record matching ``where``, oldest first, read from one cursor in one read transaction, a
    batch at a time: constant memory at any size (on PostgreSQL a server-side cursor). The
    clock jump is ``jumps``' verdict on the record (False without it)."""
    columns = (
        AuditRow.body,
        AuditRow.hash,
        AuditRow.prev_hash,
        AuditRow.event_id,
        AuditRow.station_id,
        AuditRow.seq,
        AuditRow.recorded_at,
        *(getattr(AuditRow, name) for name in extra),
    )
    stmt = _ordered(select(*columns).where(*where), newest_first=False)
    options = {**_READ, "stream_results": True, "yield_per": batch}
    check = jumps.check if jumps is not None else None
    with engine.execution_options(**options).connect() as conn:
        rows: Iterable[Any]
        if engine.dialect.name == "sqlite":  # the driver's own cursor: no per-row wrapping
            compiled = stmt.compile(dialect=conn.dialect)
            params = tuple(compiled.params[name] for name in compiled.positiontup or ())
            cursor = conn.connection.dbapi_connection.cursor()  # type: ignore[union-attr]
            cursor.arraysize = batch
            cursor.execute(str(compiled), params)
            rows = _fetched(cursor, batch)
        else:
            rows = conn.execute(stmt)
        try:
            for body, hash_, prev_hash, event_id, station, seq, at, *more in rows:
                jumped = check(event_id, station, seq, at) if check is not None else False
                yield body, hash_, prev_hash, event_id, jumped, station, seq, at, *more
        finally:  # a reader that stops half-way: the cursor closes before its connection
            close = getattr(rows, "close", None)
            if close is not None:
                close()


def _fetched(cursor: Any, batch: int) -> Iterator[tuple[Any, ...]]:
    try:
        while found := cursor.fetchmany(batch):
            yield from found
    finally:
        cursor.close()


def unnamed_ruling_targets(engine: Engine) -> set[str]:
    """The event ids that rulings refer to without naming their receipt (older rulings): the
    only receipts an export must remember while it streams."""
    annotations = select(AuditRow.refers_to, AuditRow.body).where(
        AuditRow.kind == EventKind.ANNOTATION.value, AuditRow.refers_to.is_not(None)
    )
    found: set[str] = set()
    with engine.execution_options(**_READ).connect() as conn:
        for refers_to, body in conn.execute(annotations):
            if '"refers_to_receipt"' not in body:
                found.add(str(refers_to))
    return found


class ClockJumps:
    """Which records are clock jumps, told record by record as an export streams them in
    time order, in constant memory: a record dated earlier than the record before it in its
    station's chain (by seq), or more than `CLOCK_AHEAD` after ``now``; on a central copy
    also one the server marked on receipt (``clock_jump``, dated after the server received
    it: migration 0008).

    The record before is usually the station's last one streamed (its time is not later:
    the stream is in time order); only otherwise (a jump, or a filter left it out) is its
    time read, by the (station, seq) index."""

    def __init__(
        self,
        now: datetime,
        before: Callable[[str, int], str | None],
        marked: frozenset[str] = frozenset(),
    ) -> None:
        self.ahead = format_utc(now + CLOCK_AHEAD)
        self._before = before
        self._marked = marked
        self._last: dict[str, int] = {}

    def check(self, event_id: str, station: str, seq: int, recorded_at: str) -> bool:
        last = self._last.get(station)
        self._last[station] = seq
        if recorded_at > self.ahead or event_id in self._marked:
            return True
        if last == seq - 1:
            return False
        before = self._before(station, seq - 1)
        return before is not None and recorded_at < before


@contextmanager
def clock_jumps(engine: Engine, now: datetime) -> Iterator[ClockJumps]:
    """A `ClockJumps` for an export of ``engine``'s log made at ``now`` (a connection of its
    own reads the times it needs)."""
    before = (
        select(AuditRow.recorded_at)
        .where(AuditRow.station_id == bindparam("station"), AuditRow.seq == bindparam("seq"))
        .limit(1)
    )
    with engine.execution_options(**_READ).connect() as conn:
        marked: frozenset[str] = frozenset()
        if engine.dialect.name == "postgresql":
            columns = {c["name"] for c in inspect(conn).get_columns(AuditRow.__tablename__)}
            if "clock_jump" in columns:
                found = conn.execute(text("SELECT event_id FROM audit_records WHERE clock_jump"))
                marked = frozenset(str(r[0]) for r in found)

        def time_of(station: str, seq: int) -> str | None:
            found = conn.execute(before, {"station": station, "seq": seq}).scalar()
            return None if found is None else str(found)

        yield ClockJumps(now, time_of, marked)


def clock_jumps_among(rows: Iterable[tuple[str, str, int, str]], now: datetime) -> set[str]:
    """The clock jumps `ClockJumps` would name among ``rows`` alone (event id, station,
    seq, recorded_at as stored), for a screen holding some of a log: a record is named when
    the record before it is among ``rows`` and dated later, or when it is dated more than
    `CLOCK_AHEAD` after ``now``."""
    ahead = format_utc(now + CLOCK_AHEAD)
    dated = {(station, seq): (event_id, at) for event_id, station, seq, at in rows}
    found = set()
    for (station, seq), (event_id, at) in dated.items():
        before = dated.get((station, seq - 1))
        if at > ahead or (before is not None and at < before[1]):
            found.add(event_id)
    return found
