"""The highest receipt a station ever issued, kept beside its log so that no code repeats.

A receipt is the station's prefix and a number (`kiosk.core.receipts`); the number is the
record's sequence number while the two agree. The log alone cannot be trusted with it: an
older copy restored over the log (from a backup, a disk image) takes the sequence back, and
the next slip would repeat a code already written on another. So each adjudication's
number is also written, before its record, into ``<log name>.receipts`` beside the log
(one line, overwritten in place and flushed to disk: a record never carries a number the
mark does not hold), and the next number is the highest of: the record's sequence number,
one more than the mark, one more than the newest receipt in the log itself. A restored log
then continues above the highest receipt ever issued (its sequence numbers stay as they
are; only the receipts leave them).

What it cannot catch: the log and this file both restored from the same old copy (keep
the central log, whose records name every receipt issued).
"""

from __future__ import annotations

import json
import os
import sqlite3
from pathlib import Path

from kiosk.core.receipts import next_receipt_number, parse_receipt

__all__ = ["ReceiptMark", "mark_path"]

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
        self._in_log: dict[str, int] = {}  # the newest receipt found in the log, per station

    def read(self, station_id: str) -> int:
        """The highest number the file holds for ``station_id`` (0: none, or not readable:
        the log's own receipts still count)."""
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
        """The number for the adjudication about to be written as ``seq``, written to the
        mark (durably) first. Raises OSError when the mark cannot be written: the record is
        then not written either."""
        if station_id not in self._in_log:
            row = conn.execute(_NEWEST_RECEIPT, (station_id,)).fetchone()
            parsed = parse_receipt(str(row[0])) if row and row[0] else None
            self._in_log[station_id] = parsed[1] if parsed else 0
        highest = max(self._in_log[station_id], self.read(station_id))
        number = next_receipt_number(seq, highest)
        self._write(station_id, number)
        self._in_log[station_id] = number
        return number

    def _write(self, station_id: str, number: int) -> None:
        line = json.dumps({"station_id": station_id, "receipt": number}).encode()
        data = line.ljust(_MARK_SIZE - 1) + b"\n"
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
