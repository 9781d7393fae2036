"""The station's own chain, checked from where the last check ended: fast at any size.

``audit verify`` reads every record. The self-test, ``judge`` before it appends, and the
kiosk when it opens its log cannot: at a million records that takes seconds. So the last
head that checked out (sequence number and hash) is kept beside the log, in
``<log name>.verified``, and each check reads only what follows it:

* the kept head's record must still be there, its text still giving its hash;
* every record after it, in sequence order, must be the next number, link to the one
  before and recompute from its text (the filter columns included), as ``audit verify``
  checks them (`kiosk.audit.chain`).

A broken record is ``ChainCheck.problem``: "the log's chain is broken at seq N: ...". A
kept head that is no longer in the log, or is another record now (an older copy of the log
restored, the log replaced), is not a break in itself, and ``ChainCheck.note`` says so.
With no usable kept head, the check starts at record 1, or in a long log at the record
`FIRST_CHECK` before the newest (its own text must give its hash): no check reads a large
log whole; ``audit verify`` does. What this cannot catch and ``audit
verify`` can: damage to records *before* the kept head other than that head, and damage to
the file that SQLite's own check would see; run ``audit verify`` for those.
"""

from __future__ import annotations

import contextlib
import json
import sqlite3
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from kiosk.audit.chain import ChainRow, edited_reason
from kiosk.audit.records import FILTER_COLUMNS, GENESIS_HASH, chain_hash

__all__ = ["ChainCheck", "chain_break", "check_chain", "verified_path"]

_SEQ = FILTER_COLUMNS.index("seq")
_COLUMNS = ", ".join(FILTER_COLUMNS)
_AFTER = (
    f"SELECT body, prev_hash, hash, {_COLUMNS} FROM audit_records"
    " WHERE station_id = ? AND seq > ? ORDER BY seq"
)
_AT = "SELECT body, prev_hash, hash FROM audit_records WHERE station_id = ? AND seq = ?"
_NEWEST = "SELECT max(seq) FROM audit_records WHERE station_id = ?"
# With no head kept (a log from before this check, or replaced), the newest records this
# many back are checked: bounded, so that no start and no judge reads a large log whole.
FIRST_CHECK = 1000
_LIMIT = 4096  # the kept head is one short line


@dataclass(frozen=True)
class ChainCheck:
    """What one check found: the head it verified up to, how many records it read, and a
    break (``problem``) or a remark (``note``, e.g. the log was not the one last checked)."""

    head_seq: int
    head_hash: str
    checked: int
    problem: str | None = None
    note: str | None = None

    @property
    def ok(self) -> bool:
        return self.problem is None


def verified_path(log_path: Path) -> Path:
    """``audit.sqlite3`` -> ``audit.verified``, in the same folder."""
    return log_path.with_suffix(".verified")


def _kept(path: Path, station_id: str) -> tuple[int, str] | None:
    try:
        with open(path, "rb") as file:
            data = json.loads(file.read(_LIMIT).decode("utf-8"))
    except (OSError, ValueError):
        return None
    if not isinstance(data, dict) or data.get("station_id") != station_id:
        return None
    seq, hash_ = data.get("seq"), data.get("hash")
    if not isinstance(seq, int) or seq < 1 or not isinstance(hash_, str):
        return None
    return seq, hash_


def _connect(log_path: Path) -> sqlite3.Connection:
    """Read only; through the write-ahead file when there is one (a station is running)."""
    wal = log_path.with_name(log_path.name + "-wal").exists()
    mode = "mode=ro" if wal else "mode=ro&immutable=1"
    return sqlite3.connect(f"{log_path.absolute().as_uri()}?{mode}", uri=True)


def _follow(rows: Iterable[Sequence[Any]], seq: int, prev: str) -> tuple[int, str, int, str | None]:
    """Follow the chain from (``seq``, ``prev``): (last seq, its hash, records read, the
    first break or None)."""
    count = 0
    for body, prev_hash, hash_, *columns in rows:
        expected = seq + 1
        got = columns[_SEQ]
        if got != expected:
            why = (
                f"record {expected} is missing (the next record present is {got})"
                if isinstance(got, int) and got > expected
                else "its sequence number is not valid"
            )
            return seq, prev, count, f"the log's chain is broken at seq {expected}: {why}"
        reason = edited_reason(ChainRow(0, body, prev_hash, hash_, tuple(columns)))
        if reason is not None:
            return seq, prev, count, f"the log's chain is broken at seq {got}: {reason}"
        if prev_hash != prev:
            return (
                seq,
                prev,
                count,
                f"the log's chain is broken at seq {got}: it does not link to record {seq}",
            )
        seq, prev, count = got, hash_, count + 1
    return seq, prev, count, None


def check_chain(log_path: Path, station_id: str, *, remember: bool = True) -> ChainCheck:
    """Check ``station_id``'s chain in the log at ``log_path`` from the kept head (see the
    module docstring); with ``remember``, keep the new head when the chain is whole.
    A log that does not exist yet is whole. Raises sqlite3.Error or OSError when the file
    cannot be read at all."""
    if not log_path.is_file():
        return ChainCheck(0, GENESIS_HASH, 0)
    keep = verified_path(log_path)
    kept = _kept(keep, station_id)
    note = None
    connection = _connect(log_path)
    try:
        start: tuple[int, str] | None = None
        if kept is not None:
            row = connection.execute(_AT, (station_id, kept[0])).fetchone()
            if row is not None and chain_hash(row[1], row[0]) != row[2]:
                return ChainCheck(kept[0], kept[1], 0, _changed(kept[0]))
            if row is not None and row[2] == kept[1]:
                start = kept
            else:
                what = "is no longer in the log" if row is None else "is another record now"
                note = (
                    f"record {kept[0]}, verified before, {what} (an older copy of the log "
                    "restored, or the log replaced)"
                )
        if start is None:  # no head to go on from: the newest records, at most FIRST_CHECK
            start, first = _first_start(connection, station_id)
            if isinstance(first, str):
                return ChainCheck(start[0], start[1], 0, first)
            if first:
                checked = f"its newest records from {start[0] + 1} checked"
                note = f"{note}: {checked}" if note else f"first check here: {checked}"
                note += " (challenge-kiosk audit verify reads the whole log)"
            elif note:
                note += ": its chain was checked whole"
        seq, head, count, problem = _follow(
            connection.execute(_AFTER, (station_id, start[0])), *start
        )
    finally:
        connection.close()
    if problem is None and remember and seq > 0 and (seq, head) != kept:
        _remember(keep, station_id, seq, head)
    return ChainCheck(seq, head, count, problem, note)


def _changed(seq: int) -> str:
    return (
        f"the log's chain is broken at seq {seq}: its contents do not match its hash (the "
        "record was changed after it was checked)"
    )


def _first_start(
    connection: sqlite3.Connection, station_id: str
) -> tuple[tuple[int, str], bool | str]:
    """Where a check with no kept head begins: record 1, or, in a long log, the record
    `FIRST_CHECK` before the newest (its own text must give its hash), so that no check
    reads a whole large log (``audit verify`` does). Returns (start, True when it is not
    the chain's start) or (start, why it is broken)."""
    (newest,) = connection.execute(_NEWEST, (station_id,)).fetchone()
    if not isinstance(newest, int) or newest <= FIRST_CHECK:
        return (0, GENESIS_HASH), False
    at = newest - FIRST_CHECK
    row = connection.execute(_AT, (station_id, at)).fetchone()
    if row is None:
        return (at, GENESIS_HASH), f"the log's chain is broken at seq {at}: record {at} is missing"
    if chain_hash(row[1], row[0]) != row[2]:
        return (at, row[2]), _changed(at)
    return (at, row[2]), True


def _remember(path: Path, station_id: str, seq: int, hash_: str) -> None:
    from kiosk.storage.files import atomic_write

    text = json.dumps({"station_id": station_id, "seq": seq, "hash": hash_})
    with contextlib.suppress(OSError):  # the next check starts further back: slower
        atomic_write(path, (text + "\n").encode())


def chain_break(log_path: Path, station_id: str) -> str | None:
    """Why nothing may be appended to this log: its chain is broken (`check_chain`), with
    what to do. None when it is whole, or when it cannot be read here (opening the log to
    append then says why)."""
    try:
        found = check_chain(log_path, station_id)
    except (sqlite3.Error, OSError):
        return None
    if found.ok:
        return None
    return f"{found.problem} (run: challenge-kiosk audit verify)"
