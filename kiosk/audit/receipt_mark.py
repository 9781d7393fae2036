"""The highest receipt a station may have issued, kept beside its log so that no code repeats.

A receipt is the station's prefix and a number (`kiosk.core.receipts`); the number is the
record's sequence number while the two agree. The log alone cannot be trusted with it: an
older copy restored over the log (from a backup, a disk image) takes the sequence back, and
the next slip would repeat a code already written on another. So the numbers are also
kept in ``<log name>.receipts`` beside the log: one line, overwritten in place and flushed
to disk, and the next number is the highest of: the record's sequence number, one more
than the mark, one more than the newest receipt in the log itself. A restored log then
continues above the highest receipt ever issued (its sequence numbers stay as they are;
only the receipts leave them).

The mark reserves numbers a block ahead (`BLOCK`), so a flush to disk is paid once every
`BLOCK` adjudications rather than on the judge key's path each time: a record never carries
a number the mark has not reserved first. A clean close writes the exact last number
issued; after a stop without one (power lost, the process killed) the next number is
above the whole reserved block, so a few numbers are skipped, never repeated. Two
programs on one log (the station and ``judge``) each see the other's reservation in the
file and continue above it.

The log and this file both restored from the same old copy (a whole kiosk home put back)
are caught by the central log, whose records name every receipt issued: at its first contact
the station learns the highest receipt the central copy holds for it and raises the mark
above it (`raise_to`), before it issues another.
"""

from __future__ import annotations

import json
import os
import sqlite3
from pathlib import Path

from kiosk.core.receipts import next_receipt_number, parse_receipt

__all__ = ["BLOCK", "ReceiptMark", "mark_path"]

BLOCK = 16  # numbers reserved per flush to disk; at most this many skipped after a crash
_MARK_SIZE = 160  # one line, padded: always rewritten whole in the same block
_NEWEST_RECEIPT = (
    "SELECT json_extract(body, '$.receipt') FROM audit_records"
    " WHERE station_id = ? AND kind = 'adjudication' ORDER BY seq DESC LIMIT 1"
)


def mark_path(log_path: Path) -> Path:
    """``audit.sqlite3`` -> ``audit.receipts``, in the same folder."""
    return log_path.with_suffix(".receipts")


class ReceiptMark:
    """The high-water mark of one log's receipts; used under the log's write lock."""

    def __init__(self, log_path: Path) -> None:
        self.path = mark_path(log_path)
        self._in_log: dict[str, int] = {}  # the newest receipt issued, per station
        self._reserved: dict[str, int] = {}  # the block this program reserved, per station

    def read(self, station_id: str) -> int:
        """The highest number the file holds for ``station_id``, issued or reserved (0:
        none, or not readable: the log's own receipts still count)."""
        try:
            with open(self.path, "rb") as file:
                data = json.loads(file.read(_MARK_SIZE * 2).decode("utf-8").strip() or "{}")
        except (OSError, ValueError):
            return 0
        if not isinstance(data, dict) or data.get("station_id") != station_id:
            return 0
        number = data.get("receipt")
        return number if isinstance(number, int) and number > 0 else 0

    def next_number(self, conn: sqlite3.Connection, station_id: str, seq: int) -> int:
        """The number for the adjudication about to be written as ``seq``, reserved in the
        mark (durably) first. Raises OSError when the mark cannot be written: the record is
        then not written either."""
        if station_id not in self._in_log:
            row = conn.execute(_NEWEST_RECEIPT, (station_id,)).fetchone()
            parsed = parse_receipt(str(row[0])) if row and row[0] else None
            self._in_log[station_id] = parsed[1] if parsed else 0
        marked = self.read(station_id)
        mine = self._reserved.get(station_id)
        if marked != mine:  # another program's reservation, a crash's or a restore's
            mine = None
            highest = max(self._in_log[station_id], marked)
        else:  # numbers of this program's own block are free until issued
            highest = self._in_log[station_id]
        number = next_receipt_number(seq, highest)
        if mine is None or number > mine:
            reserved = number + BLOCK - 1
            self._write(station_id, reserved, reserved=True)
            self._reserved[station_id] = reserved
        self._in_log[station_id] = number
        return number

    def raise_to(self, station_id: str, number: int) -> bool:
        """Issue nothing at or below ``number`` from now on (the highest receipt the central
        copy holds for the station); True when that raised the mark. Used under the log's
        write lock, like `next_number`. Raises OSError when the mark cannot be written."""
        if number <= max(self.read(station_id), self._in_log.get(station_id, 0)):
            return False
        self._write(station_id, number, reserved=True)
        self._reserved.pop(station_id, None)  # the next number comes from the mark
        self._in_log.pop(station_id, None)
        return True

    @property
    def reserving(self) -> bool:
        """Whether this program holds a reserved block (`settle` has work)."""
        return bool(self._reserved)

    def settle(self) -> None:
        """At a clean close: the mark says the last number issued rather than the block, so
        the next program continues right after it. Nothing when another program reserved
        numbers since (its block stands), or when the file cannot be written (the block
        stands: numbers skipped, never repeated)."""
        for station_id, reserved in list(self._reserved.items()):
            if self.read(station_id) != reserved:
                continue
            try:
                self._write(station_id, self._in_log[station_id], reserved=False)
            except OSError:
                continue
            del self._reserved[station_id]

    def _write(self, station_id: str, number: int, *, reserved: bool) -> None:
        mark = {"station_id": station_id, "receipt": number, "reserved": reserved}
        data = json.dumps(mark).encode().ljust(_MARK_SIZE - 1) + b"\n"
        flags = os.O_RDWR | os.O_CREAT | getattr(os, "O_BINARY", 0)
        new = not self.path.exists()
        fd = os.open(self.path, flags, 0o600)
        try:
            os.pwrite(fd, data, 0) if hasattr(os, "pwrite") else _write_at_start(fd, data)
            os.ftruncate(fd, len(data))
            sync = getattr(os, "fdatasync", os.fsync)
            sync(fd)
        finally:
            os.close(fd)
        if new and hasattr(os, "O_DIRECTORY"):  # its name on disk too
            folder = os.open(self.path.parent, os.O_RDONLY | os.O_DIRECTORY)
            try:
                os.fsync(folder)
            finally:
                os.close(folder)


def _write_at_start(fd: int, data: bytes) -> None:  # pragma: no cover - Windows
    os.lseek(fd, 0, os.SEEK_SET)
    os.write(fd, data)
