"""A player's call for a word judge at this station, and its answers (no Qt).

The players call from the screen (the flow's ``word-judge-called`` event): the call is
recorded, sent to the central log at once (the relay is pushed) and put on the desk
(`kiosk.health.heartbeat.CallDesk`), which the heartbeat's thread watches for an answer
from the fleet page; a director may also answer at the station. The window passes each
answer on to the flow (`kiosk.health.heartbeat.tell_answers`), which records it.

The desk is made on first use, after the first paint (the heartbeat's module is loaded
then), by the window's tick or the heartbeat's thread, whichever asks first.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from kiosk.audit.errors import AuditUnavailable
from kiosk.deferred import deferred

if TYPE_CHECKING:
    from kiosk.audit import records
    from kiosk.audit.heartbeat import CallAck
    from kiosk.audit.store import AuditLog
    from kiosk.health import heartbeat as health
else:
    records = deferred("kiosk.audit.records")
    health = deferred("kiosk.health.heartbeat")

__all__ = ["StationCalls"]


class StationCalls:
    """This station's call for a word judge: its desk, how a call is made, and who hears
    the answers. Thread-safe: the desk has its own lock, and is made under one."""

    def __init__(self, station_id: str) -> None:
        self.station_id = station_id
        self._desk: health.CallDesk | None = None
        self._made = threading.Lock()

    @property
    def desk(self) -> health.CallDesk:
        """The open call and its answers (`CallDesk`), made on first use."""
        desk = self._desk
        if desk is None:
            with self._made:
                if self._desk is None:
                    self._desk = health.CallDesk()
                desk = self._desk
        return desk

    def call(
        self, audit: AuditLog | None, details: dict[str, Any], told: Callable[[], None]
    ) -> bool:
        """The players call for a word judge (``details``: the flow's event): recorded and
        put on the desk, then ``told`` (the central log and the fleet hear of it at once).
        False when the log cannot record it: the screen still says to fetch the director
        when nobody answers."""
        self.desk.closed()
        try:
            if audit is None:
                raise AuditUnavailable("the log is not open")
            record = audit.record_event(records.EventKind.WORD_JUDGE_CALLED, details)
        except AuditUnavailable:
            return False
        table = details.get("table")
        profile = details.get("profile")
        self.desk.opened(
            health.OpenCall(
                record.event_id,
                record.seq,
                str(profile) if profile else None,
                table if isinstance(table, int) else None,
                record.recorded_at,
            )
        )
        told()
        return True

    def ended(self) -> None:
        """The call was answered and the answer recorded, or the word judge arrived."""
        self.desk.closed()

    def acknowledge(self, by: str, where: str) -> bool:
        """A director answers the open call at the station (director mode). False when no
        call waits for an answer."""
        call = self.desk.waiting()
        return call is not None and self.desk.answer(call, by, where)

    def heard(self, ack: CallAck) -> None:
        """The fleet page acknowledged a call (on the heartbeat's thread)."""
        self.desk.answer(ack.call, ack.by, ack.where)

    def watched(self) -> tuple[str, str] | None:
        """The call the heartbeat asks the central server about: (station id, call's event
        id) while nobody has answered it."""
        call = self.desk.waiting()
        return None if call is None else (self.station_id, call)
