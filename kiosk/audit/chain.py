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
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any, NamedTuple

from kiosk.audit.records import FILTER_COLUMNS, GENESIS_HASH, chain_hash, filter_values

__all__ = [
    "ChainRow",
    "Problem",
    "StationReport",
    "VerifyReport",
    "check_station",
    "edited_reason",
]

_loads: Callable[[str | bytes], Any]
try:  # optional: about twice as fast as the standard parser, same result on record bodies
    from orjson import loads as _loads
except ImportError:  # pragma: no cover - depends on the environment
    _loads = json.loads

EDITED = "edited"
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
    message: str


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
    """The whole database: OK when every station's chain is intact."""

    stations: tuple[StationReport, ...]

    @property
    def ok(self) -> bool:
        return all(s.ok for s in self.stations)

    @property
    def count(self) -> int:
        return sum(s.count for s in self.stations)

    @property
    def first_problem(self) -> Problem | None:
        return next((s.problem for s in self.stations if s.problem is not None), None)

    def summary(self) -> str:
        """One line for a director: 'OK: N records, chain intact' or 'BROKEN at seq ...'."""
        problem = self.first_problem
        if problem is None:
            unit = "record" if self.count == 1 else "records"
            return f"OK: {self.count} {unit}, chain intact"
        return (
            f"BROKEN at seq {problem.seq} (station {problem.station_id}): "
            f"{problem.kind} \u2014 {problem.message}"
        )


def _edited(row: ChainRow) -> str | None:
    if chain_hash(row.prev_hash, row.body) != row.hash:
        return "its contents do not match its hash (the record was changed after it was written)"
    try:
        implied = filter_values(_loads(row.body))
    except (ValueError, KeyError, TypeError, AttributeError):
        return "its stored text is not a valid record"
    if implied != row.columns:  # one tuple comparison for the usual, intact case
        for name, value, expected in zip(FILTER_COLUMNS, row.columns, implied, strict=True):
            if value != expected:
                return f"its {name} column ({value!r}) differs from the record ({expected!r})"
    return None


def edited_reason(row: ChainRow) -> str | None:
    """Why ``row`` is not as written (its hash or a filter column disagrees), or None."""
    return _edited(row)


def check_station(station_id: str, rows: Iterable[ChainRow], ids: Sequence[int]) -> StationReport:
    """Check one station's rows, given in (seq, id) order, against the chain rules.

    ``ids`` are the same rows' storage ids in ascending order. Stops at the
    first bad record (see the module docstring for the classification).
    """
    expected_seq = 1
    prev_hash = GENESIS_HASH
    prev_seq: int | None = None
    count = 0
    max_id = ids[-1] if ids else None

    def report(problem: Problem | None = None) -> StationReport:
        return StationReport(station_id, count, expected_seq - 1, prev_hash, problem)

    for position, row in enumerate(rows):
        seq = row.seq
        if seq == prev_seq:
            return report(
                Problem(station_id, seq, INSERTED, f"a second record claims sequence number {seq}")
            )
        if seq != expected_seq:
            if seq > expected_seq:
                span = (
                    f"record {expected_seq} is"
                    if seq == expected_seq + 1
                    else f"records {expected_seq} to {seq - 1} are"
                )
                return report(
                    Problem(
                        station_id,
                        expected_seq,
                        MISSING,
                        f"{span} missing (the next record present is {seq})",
                    )
                )
            return report(Problem(station_id, seq, INSERTED, f"sequence number {seq} is not valid"))
        reason = _edited(row)
        if reason is not None:
            return report(Problem(station_id, seq, EDITED, reason))
        if position >= len(ids) or row.id != ids[position]:
            if row.id == max_id:
                return report(
                    Problem(
                        station_id,
                        seq,
                        INSERTED,
                        "it was stored after records that follow it in the chain",
                    )
                )
            return report(
                Problem(
                    station_id,
                    seq,
                    REORDERED,
                    "records are stored out of sequence order from here on",
                )
            )
        if row.prev_hash != prev_hash:
            return report(
                Problem(
                    station_id,
                    seq,
                    INSERTED,
                    f"it does not link to record {seq - 1} (it was put in later, "
                    f"or record {seq - 1} was edited and re-hashed)",
                )
            )
        count += 1
        prev_hash = row.hash
        prev_seq = seq
        expected_seq = seq + 1
    return report()
