"""Checking a station's chain of records, and what a break is called.

Each station's records are checked on their own, in sequence-number order
(ties by storage order), starting from sequence number 1 and the genesis hash
(64 zeros). The first record that fails one of these checks, in this order,
is the *first bad record*, and the break is classified as:

``inserted``
    a second record claims a sequence number already seen; or a record whose
    own hash is consistent does not link to the previous record (its
    ``prev_hash`` is not that record's hash: it was put there later, or the
    record before it was edited and re-hashed); or a record was stored after
    every record that follows it in the chain (it was slipped in later and
    the records after it renumbered).
``missing``
    the sequence jumps (records were deleted); the reported sequence number
    is the first one missing.
``edited``
    the stored text is not valid, its hash does not match, or a filter
    column (verdict, lexicon, seq, ...) differs from the stored text.
``reordered``
    records are stored in an order other than their sequence (two records
    swapped, or the sequence going backwards in the file).

What a chain cannot show on its own: records removed from the *end* look like
records never written, and someone who rewrites every record after an edit
with fresh hashes leaves a consistent chain. The central log (a copy taken as
records are made, compared with ``audit compare``), the stations' signed heads
checked by ``audit verify --central``, and the head hash printed by ``audit
verify`` catch both, up to limits set out in `kiosk.audit.central`.

A station log is read as stored, not as its indexes say: `scan_chains` takes every row in
storage (rowid) order and follows each station's chain as it goes, in constant memory; only a
station whose chain breaks is read again in sequence order (`check_station`) to name the break
as above. Damage to the file itself (its integrity check fails, or a row cannot be read) is
`VerifyReport.damage`: never OK, whatever the chains say.

Why a record is bad is a `kiosk.core.i18n.Message` (``str()`` of it is the English the
command line prints and the log records); director mode words it in its language.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any, NamedTuple

from kiosk.audit.records import FILTER_COLUMNS, GENESIS_HASH, chain_hash, filter_values
from kiosk.core.i18n import QT_TRANSLATE_NOOP, Message, Template

__all__ = [
    "DAMAGED",
    "ChainRow",
    "ChainTally",
    "Problem",
    "StationReport",
    "VerifyReport",
    "check_station",
    "edited_reason",
    "scan_chains",
]


def _json_loads(text: str | bytes) -> Any:
    # json.loads would guess an encoding for bytes (and skip a BOM): only UTF-8 is a body.
    return json.loads(text.decode("utf-8") if isinstance(text, bytes) else text)


_loads: Callable[[str | bytes], Any]
try:  # optional: about twice as fast as the standard parser, same result on record bodies
    from orjson import loads as _orjson_loads

    _loads = _orjson_loads
except ImportError:  # pragma: no cover - depends on the environment
    _loads = _json_loads

EDITED = "edited"
DAMAGED = "damaged"  # the file itself: its integrity check failed, or a row cannot be read
MISSING = "missing"
INSERTED = "inserted"
REORDERED = "reordered"


class ChainRow(NamedTuple):
    """A stored row as verify reads it: storage id, chain fields, then the filter columns."""

    id: int
    body: str
    prev_hash: str
    hash: str
    columns: tuple[Any, ...]  # in FILTER_COLUMNS order

    @property
    def seq(self) -> int:
        return int(self.columns[_SEQ])


_SEQ = FILTER_COLUMNS.index("seq")


@dataclass(frozen=True)
class Problem:
    """The first bad record of a station: its sequence number, the kind of break, and why."""

    station_id: str
    seq: int
    kind: str
    message: Message | str  # ``str(message)``: the English


@dataclass(frozen=True)
class StationReport:
    """One station's chain: how many records, the last one, and the first problem if any."""

    station_id: str
    count: int
    last_seq: int
    head_hash: str
    problem: Problem | None = None

    @property
    def ok(self) -> bool:
        return self.problem is None


@dataclass(frozen=True)
class VerifyReport:
    """The whole database: OK when the file is whole and every station's chain intact.

    ``damage`` says why the file itself cannot be trusted (SQLite's integrity check failed,
    or a row could not be read), in English; the stations are then what could be read."""

    stations: tuple[StationReport, ...]
    damage: str | None = None

    @property
    def ok(self) -> bool:
        return self.damage is None and all(s.ok for s in self.stations)

    @property
    def count(self) -> int:
        return sum(s.count for s in self.stations)

    @property
    def first_problem(self) -> Problem | None:
        if self.damage is not None:  # before any chain: nothing read from it is sure
            return Problem("", 0, DAMAGED, self.damage)
        return next((s.problem for s in self.stations if s.problem is not None), None)

    def summary(self) -> str:
        """One line for a director: 'OK: N records, chain intact' or 'BROKEN ...'."""
        broken = self.broken()
        if broken is None:
            unit = "record" if self.count == 1 else "records"
            return f"OK: {self.count} {unit}, chain intact"
        return str(broken)

    def broken(self) -> Message | None:
        """'BROKEN ...' for the first problem, in no language yet (None: intact)."""
        problem = self.first_problem
        if problem is None:
            return None
        if problem.kind == DAMAGED:
            return _FILE_DAMAGED(problem=problem.message)
        return BROKEN(
            seq=problem.seq, station=problem.station_id, kind=problem.kind, problem=problem.message
        )


# Not yet in the translation files: director mode says it in English until it is added.
_FILE_DAMAGED = Template("AuditChain", "BROKEN: the log file is damaged \u2014 {problem}")


BROKEN = QT_TRANSLATE_NOOP(
    "AuditChain", "BROKEN at seq {seq} (station {station}): {kind} \u2014 {problem}"
)
_HASH_MISMATCH = QT_TRANSLATE_NOOP(
    "AuditChain",
    "its contents do not match its hash (the record was changed after it was written)",
)()
_NOT_A_RECORD = QT_TRANSLATE_NOOP("AuditChain", "its stored text is not a valid record")()
_COLUMN_DIFFERS = QT_TRANSLATE_NOOP(
    "AuditChain", "its {column} column ({value}) differs from the record ({expected})"
)
_NOT_LINKED = QT_TRANSLATE_NOOP(
    "AuditChain",
    "it does not link to record {previous} (it was put in later, "
    "or record {previous} was edited and re-hashed)",
)
_SEQ_CLAIMED = QT_TRANSLATE_NOOP("AuditChain", "a second record claims sequence number {seq}")
_ONE_MISSING = QT_TRANSLATE_NOOP(
    "AuditChain", "record {first} is missing (the next record present is {seq})"
)
_SOME_MISSING = QT_TRANSLATE_NOOP(
    "AuditChain", "records {first} to {last} are missing (the next record present is {seq})"
)
_SEQ_NOT_VALID = QT_TRANSLATE_NOOP("AuditChain", "sequence number {seq} is not valid")
_STORED_LATER = QT_TRANSLATE_NOOP(
    "AuditChain", "it was stored after records that follow it in the chain"
)()
_OUT_OF_ORDER = QT_TRANSLATE_NOOP(
    "AuditChain", "records are stored out of sequence order from here on"
)()
_UNREADABLE = (ValueError, KeyError, TypeError, AttributeError)


def _column_reason(columns: Sequence[Any], implied: Sequence[Any]) -> Message:
    for name, value, expected in zip(FILTER_COLUMNS, columns, implied, strict=True):
        if value != expected:
            return _COLUMN_DIFFERS(column=name, value=repr(value), expected=repr(expected))
    raise AssertionError("the columns differ from the record in no column")  # pragma: no cover


def _edited(row: ChainRow) -> Message | None:
    if chain_hash(row.prev_hash, row.body) != row.hash:
        return _HASH_MISMATCH
    try:
        implied = filter_values(_loads(row.body))
    except _UNREADABLE:
        return _NOT_A_RECORD
    if implied != row.columns:  # one tuple comparison for the usual, intact case
        return _column_reason(row.columns, implied)
    return None


def edited_reason(row: ChainRow) -> Message | None:
    """Why ``row`` is not as written (its hash or a filter column disagrees), or None."""
    return _edited(row)


# A row as `check_station` reads it: the fields of a `ChainRow` flattened into one
# plain tuple (id, body, prev_hash, hash, *filter columns), as the database returns it.
_ID, _BODY, _PREV, _HASH, _COLUMNS = range(5)
_ROW_SEQ = _COLUMNS + _SEQ


def check_station(
    station_id: str,
    rows: Iterable[Sequence[Any]],
    ids: Iterable[int],
    max_id: int | None = None,
) -> StationReport:
    """Check one station's rows, given in (seq, id) order, against the chain rules.

    Each row is a tuple (id, body, prev_hash, hash, *filter columns in
    `FILTER_COLUMNS` order), the fields of a `ChainRow` in one tuple; the body
    may also be given as the bytes of its stored text (UTF-8). ``ids`` are the
    same rows' storage ids in ascending order (any iterable: read as the rows are), and
    ``max_id`` the highest of them (taken from ``ids`` when it is a sequence). Stops at the
    first bad record (see the module docstring for the classification).
    """
    expected_seq = 1
    prev_hash = GENESIS_HASH
    count = 0
    if max_id is None and isinstance(ids, Sequence) and ids:
        max_id = ids[-1]
    stored_ids = iter(ids)
    # Verify reads every record of a log: the loop below is its whole cost, so it
    # does the checks of `_edited` inline, on the row as the database returned it.
    sha256 = hashlib.sha256
    loads = _loads
    implied_by = filter_values

    def report(problem: Problem | None = None) -> StationReport:
        return StationReport(station_id, count, expected_seq - 1, prev_hash, problem)

    for row in rows:
        seq = row[_ROW_SEQ]
        if seq.__class__ is not int:  # a damaged or edited column: no number to follow
            return report(Problem(station_id, expected_seq, EDITED, _NOT_A_RECORD))
        if seq != expected_seq:
            prev_seq = expected_seq - 1 if count else None
            return report(_sequence_problem(station_id, seq, prev_seq, expected_seq))
        body = row[_BODY]
        if body.__class__ is not bytes:
            body = f"{body}".encode()  # as `chain_hash` would hash it, whatever its type
        digest = row[_HASH]
        if sha256(f"{row[_PREV]}\n".encode() + body).hexdigest() != digest:
            return report(Problem(station_id, seq, EDITED, _HASH_MISMATCH))
        try:
            implied = implied_by(loads(body))
        except _UNREADABLE:
            return report(Problem(station_id, seq, EDITED, _NOT_A_RECORD))
        columns = row[_COLUMNS:]
        if implied != columns:  # one tuple comparison for the usual, intact case
            return report(Problem(station_id, seq, EDITED, _column_reason(columns, implied)))
        if row[_ID] != next(stored_ids, None):
            return report(_storage_problem(station_id, seq, row[_ID] == max_id))
        if row[_PREV] != prev_hash:
            return report(Problem(station_id, seq, INSERTED, _NOT_LINKED(previous=seq - 1)))
        count += 1
        prev_hash = digest
        expected_seq = seq + 1
    return report()


@dataclass
class ChainTally:
    """One station's chain as `scan_chains` followed it: how far it was intact, and whether
    it broke after that (then `check_station` names the break)."""

    station_id: Any
    next_seq: int = 1
    head_hash: str = GENESIS_HASH
    count: int = 0
    broken: bool = False
    # where the rows read began: the chain's start, or (a part of the table read on its
    # own) the first record's sequence number and the hash it links to
    first_seq: int = 1
    first_prev: str = GENESIS_HASH

    def extend(self, part: ChainTally) -> None:
        """Continue this chain with ``part``, the same station's chain in the rows stored
        after those this one was followed through (read on their own: `scan_chains` with
        ``anchored=False``)."""
        if self.broken:
            return
        if (part.first_seq, part.first_prev) != (self.next_seq, self.head_hash):
            self.broken = True  # the part does not continue the chain: a break between
            return
        self.count += part.count
        self.next_seq, self.head_hash, self.broken = part.next_seq, part.head_hash, part.broken

    def report(self) -> StationReport:
        """The chain as followed: intact up to here; a break, if it broke, at the record
        after (the classification is `check_station`'s: this is the fallback)."""
        problem = None
        if self.broken:
            problem = Problem(str(self.station_id), self.next_seq, REORDERED, _OUT_OF_ORDER)
        return StationReport(
            str(self.station_id), self.count, self.next_seq - 1, self.head_hash, problem
        )


_ROW_STATION = _COLUMNS + FILTER_COLUMNS.index("station_id")


def scan_chains(
    rows: Iterable[Sequence[Any]],
    tallies: dict[Any, ChainTally] | None = None,
    *,
    anchored: bool = True,
) -> dict[Any, ChainTally]:
    """Follow every station's chain through ``rows`` given in storage order (rows as
    `check_station` takes them), in constant memory: each record must be the next of its
    station's chain (sequence number, link), its hash must recompute from its text, and its
    filter columns must be the ones its text implies. A station whose chain breaks is marked
    ``broken`` and not followed further (its rows are still read: damage anywhere is found
    by the reading). An intact log reads as every station ``broken=False``, and then
    `check_station` would find exactly the same. ``tallies`` (filled in place) keeps what
    was followed when reading stops half-way with an error. Not ``anchored`` (rows stored
    after others, read on their own), each station's chain is taken up at its first row
    (``first_seq``, ``first_prev``), for `ChainTally.extend` to join to what comes before."""
    if tallies is None:
        tallies = {}
    sha256 = hashlib.sha256
    loads = _loads
    implied_by = filter_values
    get = tallies.get
    for row in rows:
        tally = get(row[_ROW_STATION])
        if tally is None:
            tally = tallies[row[_ROW_STATION]] = ChainTally(row[_ROW_STATION])
            seq = row[_ROW_SEQ]
            if not anchored and seq.__class__ is int and row[_PREV].__class__ is str:
                tally.first_seq = tally.next_seq = seq
                tally.first_prev = tally.head_hash = row[_PREV]
        if tally.broken:
            continue
        seq = row[_ROW_SEQ]
        body = row[_BODY]
        if body.__class__ is not bytes:
            body = f"{body}".encode()  # as `chain_hash` would hash it, whatever its type
        digest = row[_HASH]
        try:
            intact = (
                seq.__class__ is int
                and seq == tally.next_seq
                and row[_PREV] == tally.head_hash
                and sha256(f"{row[_PREV]}\n".encode() + body).hexdigest() == digest
                and implied_by(loads(body)) == row[_COLUMNS:]
            )
        except _UNREADABLE:
            intact = False
        if not intact:
            tally.broken = True
            continue
        tally.count += 1
        tally.head_hash = digest
        tally.next_seq = seq + 1
    return tallies


def _sequence_problem(station_id: str, seq: int, prev_seq: int | None, expected: int) -> Problem:
    """The break when a record's sequence number is not the one expected."""
    if seq == prev_seq:
        return Problem(station_id, seq, INSERTED, _SEQ_CLAIMED(seq=seq))
    if seq > expected:
        missing = (
            _ONE_MISSING(first=expected, seq=seq)
            if seq == expected + 1
            else _SOME_MISSING(first=expected, last=seq - 1, seq=seq)
        )
        return Problem(station_id, expected, MISSING, missing)
    return Problem(station_id, seq, INSERTED, _SEQ_NOT_VALID(seq=seq))


def _storage_problem(station_id: str, seq: int, stored_last: bool) -> Problem:
    """The break when a record is not where its sequence number puts it in storage."""
    if stored_last:
        return Problem(station_id, seq, INSERTED, _STORED_LATER)
    return Problem(station_id, seq, REORDERED, _OUT_OF_ORDER)
