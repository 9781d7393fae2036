"""The station's link to the head director's server (no Qt): the relay that copies its log
there (`kiosk.audit.relay`) and the heartbeat that tells the fleet page what the station is
(`kiosk.audit.heartbeat`), both on workers of their own.

Started when the log is open and a central address is set, started again when a director
names another address, finished when the station closes (what is left of the log is
copied first, for a few seconds at most). The heartbeat reads only what the GUI thread
published (its ``snapshot`` callable reads `StationRuntime.status`), and hears the fleet's
answers to a call for a word judge through the call desk (`kiosk.runtime.calls`).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from kiosk.deferred import deferred
from kiosk.runtime.calls import StationCalls

if TYPE_CHECKING:
    from kiosk.audit import heartbeat as beats
    from kiosk.audit import station_log
    from kiosk.audit.heartbeat import Heartbeat, HeartbeatSender, HeartbeatStatus
    from kiosk.audit.relay import Relay, RelayStatus
    from kiosk.audit.store import AuditLog
else:
    beats = deferred("kiosk.audit.heartbeat")
    station_log = deferred("kiosk.audit.station_log")

__all__ = ["FLUSH_TIMEOUT_S", "CentralLink"]

FLUSH_TIMEOUT_S = 3.0  # as kiosk.audit.station_log: what is left is copied at stop


class CentralLink:
    """The relay and the heartbeat to one central address (none while no address is set or
    the log is not open). Used on the GUI thread; each runs on its own worker."""

    def __init__(self, home: Path, snapshot: Callable[[], Heartbeat], calls: StationCalls) -> None:
        self.home = home
        self.snapshot = snapshot
        self.calls = calls
        self.relay: Relay | None = None
        self.heartbeat: HeartbeatSender | None = None

    def start(self, central_url: str | None, audit: AuditLog | None) -> None:
        """Copy ``audit`` to ``central_url`` and send heartbeats there (stopping any earlier
        relay and heartbeat); nothing when there is no address or no log. Never raises: a
        bad address shows in `relay_status`."""
        self.stop()
        if central_url and audit is not None:
            self.relay = station_log.start_relay(audit, central_url, self.home)
            self.heartbeat = beats.HeartbeatSender(
                central_url,
                self.snapshot,
                watch=self.calls.watched,
                heard=self.calls.heard,
                home=self.home,
            )
            self.heartbeat.start()

    def stop(self) -> None:
        """Stop both at once (a new address follows, or none)."""
        if self.relay is not None:
            self.relay.stop()
            self.relay = None
        if self.heartbeat is not None:
            self.heartbeat.stop()
            self.heartbeat = None

    def finish(self, flush_timeout: float = FLUSH_TIMEOUT_S) -> str | None:
        """The station closes: the heartbeat stops, what is left of the log is copied
        (``flush_timeout`` s at most). Returns the relay's problem line, if any."""
        problem = None
        if self.heartbeat is not None:
            self.heartbeat.stop()
            self.heartbeat = None
        if self.relay is not None:
            problem = station_log.finish_relay(self.relay, flush_timeout)
            self.relay = None
        return problem

    def relay_status(self) -> RelayStatus | None:
        """The central copy's state (None when no central log is set)."""
        return self.relay.status if self.relay is not None else None

    def heartbeat_status(self) -> HeartbeatStatus | None:
        return self.heartbeat.status if self.heartbeat is not None else None

    def interval_s(self) -> float:
        """Seconds between heartbeats (the configured interval while none is sent)."""
        sender = self.heartbeat
        return sender.interval_s if sender is not None else beats.heartbeat_interval()

    def beat_soon(self) -> None:
        """The fleet hears of a change now, not a beat later."""
        if self.heartbeat is not None:
            self.heartbeat.beat_soon()

    def push_now(self) -> None:
        """Copy the log's new records now (a call for a word judge: on the page at once)."""
        if self.relay is not None:
            self.relay.push_now()
