"""The station fetches its event's plans and lexicons by itself, on a thread of its own,
through the director's door (`DirectorService`: lexicons proven and recorded as installed).
The window starts it (kiosk.ui.app) and switches at each plan's instant
(`StationRuntime.follow_event`)."""

from __future__ import annotations

import contextlib
import os
from datetime import UTC, datetime
from typing import TYPE_CHECKING

from kiosk.deferred import deferred
from kiosk.worker import Worker

# The event's modules and the database layer load at the first sync (`kiosk.deferred`).
if TYPE_CHECKING:
    from sqlalchemy.engine import Engine

    from kiosk.audit import engine as engines
    from kiosk.audit import relay
    from kiosk.director import service
    from kiosk.event import clock as event_clock
    from kiosk.event import membership
    from kiosk.runtime.station_runtime import StationRuntime
else:
    engines = deferred("kiosk.audit.engine")
    relay = deferred("kiosk.audit.relay")
    service = deferred("kiosk.director.service")
    event_clock = deferred("kiosk.event.clock")
    membership = deferred("kiosk.event.membership")

__all__ = ["EventSync", "SYNC_INTERVAL_S", "central_offset", "sync_interval"]


def _utc_now() -> datetime:
    return datetime.now(UTC)


SYNC_INTERVAL_S = 30.0
INTERVAL_ENV = "CHALLENGE_KIOSK_EVENT_SYNC_S"  # tests and benches fetch plans sooner


def sync_interval() -> float:
    """Seconds between fetches of the event's plans: 30, or ``$CHALLENGE_KIOSK_EVENT_SYNC_S``
    (at least 0.5)."""
    try:
        return max(0.5, float(os.environ.get(INTERVAL_ENV, SYNC_INTERVAL_S)))
    except ValueError:
        return SYNC_INTERVAL_S


def central_offset(engine: Engine) -> float:
    """Seconds the central server's clock is ahead of this station's (negative: behind),
    measured halfway through one round trip (`kiosk.event.clock.measure`)."""
    return event_clock.measure(engine).offset_s


class EventSync:
    """Every ``interval_s``: fetch the plans published since, accept or refuse each
    (recorded), stage the lexicons they name (`kiosk.event.membership.sync`). A station that
    joined no event does nothing; a central log out of reach is tried again next time
    (``last_problem`` says why, for the director)."""

    def __init__(self, runtime: StationRuntime, interval_s: float | None = None) -> None:
        self.runtime = runtime
        self.interval_s = sync_interval() if interval_s is None else interval_s
        self.last_problem = ""
        self._worker = Worker("event-sync", self._round)
        # Until the first contact, the server's clock as last measured, aged on the boot
        # clock: a station started offline with its clock wrong still switches on time.
        kept = event_clock.load_reading(runtime.home)
        if kept is not None:
            runtime.following.clock.measured(event_clock.from_reading(kept, _utc_now).offset_s)

    def start(self) -> None:
        self._worker.start()

    def stop(self, timeout: float = 5.0) -> None:
        self._worker.stop(timeout)

    def sync_once(self) -> None:
        runtime = self.runtime
        if membership.read_membership(runtime.home) is None:
            return
        engine = engines.database_engine(runtime.config.settings.central_url)
        try:
            relay.prepare_central(engine)
            reading = event_clock.measure(engine)
            with contextlib.suppress(OSError):  # kept for the next start and for `judge`
                event_clock.save_reading(runtime.home, reading)
            runtime.following.clock.measured(reading.offset_s)
            membership.sync(service.DirectorService(runtime), engine, runtime.central_now())
        finally:
            engine.dispose()

    def _round(self) -> float:
        try:
            self.sync_once()
            self.last_problem = ""
        except Exception as exc:  # the network, the server, a damaged file: next time
            self.last_problem = str(exc) or type(exc).__name__
        return self.interval_s
