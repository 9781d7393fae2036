"""The record path (no Qt): a verdict made durable, or kept for the director when it cannot be.

`Recorder.record` is the flow's recorder, safe on a worker thread: it appends to the audit
log (durable before it returns the receipt code); after a full disk it writes once more
into the room the keeper gave back (`kiosk.runtime.room.RoomKeeper`), under the same event
id so a verdict is never recorded twice; and when the log still fails it keeps the verdict in
``unrecorded.jsonl`` (`kiosk.audit.unrecorded`) for the director to add later, then raises
`RecordingFailed` for the screen to say so. The station's other records (`event`) and the
adjudications of the last hour a split-lookup check needs (`prior_judgements`) go through the
same log.

The runtime gives the recorder its log when it adopts one and takes it back when it closes
it, on the GUI thread; the recorder writes no field of the runtime.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from kiosk.audit.errors import AuditUnavailable
from kiosk.core.flow import RecordingFailed
from kiosk.deferred import deferred
from kiosk.runtime.room import RoomKeeper

# The records' modules, and the judgements read from them, load when the log is opened
# (`kiosk.deferred`).
if TYPE_CHECKING:
    import uuid

    from kiosk.audit import records, unrecorded
    from kiosk.audit.records import EventKind
    from kiosk.audit.store import AuditLog
    from kiosk.core import judgements
    from kiosk.core.judgements import PendingJudgement, PriorJudgement
else:
    uuid = deferred("uuid")  # with the platform module: a tenth of the start's imports
    records = deferred("kiosk.audit.records")
    unrecorded = deferred("kiosk.audit.unrecorded")
    judgements = deferred("kiosk.core.judgements")

__all__ = ["Recorder", "split_warning"]


@dataclass
class Recorder:
    """What a station records, and where: its log (None while it is not open), the room
    kept for the next record (None until `keep_room`), and the log's clock."""

    home: Path
    station_id: str
    audit: AuditLog | None = None
    room: RoomKeeper | None = None
    clock: Callable[[], datetime] | None = None

    def record(self, pending: PendingJudgement, *, event_id: str | None = None) -> str | None:
        """The flow's recorder: durable before it returns (the receipt code), else
        `RecordingFailed`, the verdict kept in ``unrecorded.jsonl`` under the same
        ``event_id`` (chosen here when not given)."""
        event_id = event_id or str(uuid.uuid4())
        audit = self.audit  # one read: the log this verdict goes to

        def append() -> str | None:
            if audit is None:
                raise AuditUnavailable("the log is not open")
            return audit.record_adjudication(
                pending.adjudication,
                profile=pending.profile.name,
                second_opinion=pending.second_opinion,
                event_id=event_id,
                table=pending.table,
                declared_count=pending.declared_count,
                split_warning=split_warning(pending),
                station_state=pending.record_extra,
            ).receipt

        try:
            try:
                receipt = append()
            except AuditUnavailable as exc:
                if self.room is None or not self.room.out_of_space(exc):
                    raise
                receipt = self.room.after_full_disk(audit, append)  # same id: never twice
        except AuditUnavailable as exc:
            self.keep_unrecorded(pending, event_id, str(exc))
            raise RecordingFailed(str(exc)) from exc
        return receipt

    def keep_unrecorded(self, pending: PendingJudgement, event_id: str, reason: str) -> bool:
        """Last resort when the log fails: a line the director adds to the chain later."""
        payload = records.adjudication_payload(
            pending.adjudication,
            profile=pending.profile.name,
            source="kiosk",
            re_adjudication_of=None,
            second_opinion=pending.second_opinion,
            table=pending.table,
            declared_count=pending.declared_count,
            split_warning=split_warning(pending),
            station_state=pending.record_extra,
        )

        def keep() -> bool:
            return unrecorded.keep_unrecorded(
                self.home,
                event_id=event_id,
                station_id=self.station_id,
                shown_at_utc=records.format_utc(datetime.now(UTC)),
                payload=payload,
                log_problem=reason,
            )

        # Written into room allocated ahead; failing that, the reserve makes room for it.
        room = self.room
        kept = keep() or (room is not None and room.release() and keep())
        if room is not None:
            room.wake()  # add it to the log as soon as the log can take it
        return kept

    def keep_room(
        self, listener: Callable[[], None] | None = None, keeper: RoomKeeper | None = None
    ) -> RoomKeeper:
        """Keep room for the next record from now on (see `RoomKeeper`), once the log is
        open: with ``keeper`` (one made on a worker thread, its first round done) or a new
        one. ``listener`` is called on the keeper's thread when the room changes."""
        if self.room is None:
            self.room = keeper or RoomKeeper(self.home, self.audit)
        self.room.listener = listener
        self.room.start()
        return self.room

    def event(self, kind: EventKind, details: dict[str, Any]) -> bool:
        """Record a station event; False (never an exception) when the log is unavailable."""
        audit = self.audit
        if audit is None:
            return False
        try:
            audit.record_event(kind, details)
        except AuditUnavailable:
            return False
        return True

    def prior_judgements(self, now: float) -> list[PriorJudgement]:
        """This station's adjudications of the last hour, for split-lookup checks after a
        restart (``now`` is the flow's clock): none later than ``now``, whatever the wall
        clock did (see `place_earlier_judgements`)."""
        audit = self.audit
        if audit is None:
            return []
        try:
            recent = audit.recent_adjudications(3600.0)
        except AuditUnavailable:
            return []
        utc_now = (self.clock or _utc_now)()
        earlier = [
            judgements.PriorJudgement(
                str(r.profile),
                r.table,
                (r.recorded_at - utc_now).total_seconds(),  # what the wall clock says
                receipt=r.receipt,
                seq=r.seq,
            )
            for r in recent
        ]
        return judgements.place_earlier_judgements(
            earlier, now, self._starts_after(audit, earlier, utc_now)
        )

    @staticmethod
    def _starts_after(
        audit: AuditLog, earlier: list[PriorJudgement], utc_now: datetime
    ) -> list[tuple[int, float]]:
        """This station's recorded starts after its earliest adjudication dated in the future
        (seq, wall-clock time less now): a start proves a record older than that start. Only
        read when a record is dated in the future, which only a wrong clock makes."""
        first = min((p.seq for p in earlier if p.at > 0 and p.seq is not None), default=None)
        if first is None:
            return []
        try:  # the starts alone, from an index: neither the whole log nor the database layer
            starts = audit.starts_after(first)
        except (AuditUnavailable, OSError):
            return []  # each record dated in the future then counts as made just now
        return [(seq, (at - utc_now).total_seconds()) for seq, at in starts]


def _utc_now() -> datetime:
    return datetime.now(UTC)


def split_warning(pending: PendingJudgement) -> dict[str, Any] | None:
    """The warning the players saw and judged past, as the record keeps it."""
    warning = pending.split_warning
    if warning is None:
        return None
    return {
        "earlier_receipt": warning.earlier.receipt,
        "earlier_seq": warning.earlier.seq,
        "seconds_since": round(warning.seconds_ago, 1),
        "decision": "judged anyway",
    }
