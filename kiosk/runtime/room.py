"""Room on the kiosk home's disk for the next record (no Qt).

The keeper's thread never writes the runtime: it keeps its own state (whether the next
record has room), guarded by a lock, and calls its listener; the runtime takes that state
on the GUI thread (`StationRuntime.follow_room`).
"""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from kiosk.audit.errors import AuditUnavailable
from kiosk.deferred import deferred
from kiosk.storage import files
from kiosk.worker import Worker

# The records' modules load when the log is opened (`kiosk.deferred`).
if TYPE_CHECKING:
    from kiosk.audit import records, unrecorded
    from kiosk.audit.store import AuditLog
else:
    records = deferred("kiosk.audit.records")
    unrecorded = deferred("kiosk.audit.unrecorded")

__all__ = ["ROOM_CHECK_S", "RoomKeeper"]

ROOM_CHECK_S = 1.0  # how often the keeper looks at the disk and at what waits to be recorded


class RoomKeeper:
    """Guaranteed room for the next record on the kiosk home's disk, and verdicts kept
    in ``unrecorded.jsonl`` moved into the log once it can take them (no Qt).

    - A reserve file (`kiosk.storage.files.SpaceReserve`) is held. When a write fails for lack of
      space, `after_full_disk` gives the log's write-ahead room back, then the reserve, and
      writes again: the verdict is recorded, not merely kept.
    - ``unrecorded.jsonl`` has room allocated ahead (`kiosk.audit.unrecorded.prepare_journal`):
      a verdict the log cannot take is still kept, and synced, before it is shown.
    - Every `ROOM_CHECK_S` (and at once when woken) a thread makes the reserve again when
      the disk has room, adds kept verdicts to the log as late records (each with its own
      time and id: `kiosk.audit.unrecorded.import_unrecorded`, never twice), and says
      whether the next record has room (`full`). The ``listener`` is called (on the
      keeper's thread) when that changes, and after every round while there is no room;
      the runtime makes the station not ready meanwhile (`StationRuntime.follow_room`).
    """

    def __init__(self, home: Path, audit: AuditLog | None = None) -> None:
        self.home = home
        self.audit = audit
        self.reserve = files.SpaceReserve(home)
        self.listener: Callable[[], None] | None = None
        self._full = False  # no room for the next record, as last checked
        self._checked = False
        self._lock = threading.Lock()
        self._worker = Worker(
            "audit-room", self._round, first_wait_s=ROOM_CHECK_S, retry_s=ROOM_CHECK_S
        )

    @property
    def full(self) -> bool:
        """True when the last round found no room for the next record."""
        with self._lock:
            return self._full

    def start(self) -> None:
        """One round now unless one was made already (the reserve and the journal's room
        are made before the first judgement), then a thread. Safe to call again."""
        if not self._checked:
            self.check()
        self._worker.start()

    def stop(self, timeout: float = 5.0) -> None:
        """Stop the thread (after its current round)."""
        self._worker.stop(timeout)

    def wake(self) -> None:
        self._worker.wake()

    def _round(self) -> float:
        self.check()  # one that raises is tried again at the next round (the worker's retry)
        return ROOM_CHECK_S

    def has_room(self) -> bool:
        """True when the next record has room: the reserve is held, or the disk has at
        least `kiosk.storage.files.RESERVE_MIN` free."""
        if self.reserve.held:
            return True
        try:
            return files.free_bytes(self.home) >= files.RESERVE_MIN
        except OSError:
            return False

    @staticmethod
    def out_of_space(exc: BaseException) -> bool:
        """Whether a failed write failed for lack of space."""
        text = str(exc).lower()
        return "disk is full" in text or "no space left" in text

    def release(self) -> bool:
        """Give the reserve's room back to the disk (True: there was one)."""
        with self._lock:
            released = self.reserve.release()
        self.wake()
        return released

    def after_full_disk(
        self, audit: AuditLog | None, write: Callable[[], str | None]
    ) -> str | None:
        """``write`` again after it failed for lack of space: once the log's write-ahead room
        is given back, and again once the reserve is. Raises its last `AuditUnavailable`."""
        try:
            if audit is None or not audit.make_room():
                raise AuditUnavailable("the disk is full")
            return write()
        except AuditUnavailable:
            if not self.release():
                raise
            return write()
        finally:
            self.wake()

    def check(self) -> None:
        """One round: see the class docstring."""
        with self._lock:
            self.reserve.make()
        unrecorded.prepare_journal(self.home)
        room = self.has_room()
        if room and self.audit is not None and unrecorded.pending_unrecorded(self.home):
            self._add_kept(self.audit)
        with self._lock:
            changed = self._full == room  # it was full and has room, or the other way
            self._full = not room
            self._checked = True
        listener = self.listener
        if (changed or not room) and listener is not None:
            listener()

    def _add_kept(self, audit: AuditLog) -> None:
        try:
            report = unrecorded.import_unrecorded(self.home, audit)
        except OSError:
            return  # the next round tries again; what was added is recognised by its id
        if report.added or report.already_in_log:
            with contextlib.suppress(AuditUnavailable):  # the import itself is in the chain
                audit.record_event(
                    records.EventKind.UNRECORDED_IMPORTED,
                    {
                        "added": report.added,
                        "already_in_log": report.already_in_log,
                        "kept": report.kept,
                        "problems": list(dict.fromkeys(str(p) for p in report.problems)),
                        "by": "station",  # when the log could take them again
                    },
                )
