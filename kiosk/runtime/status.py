"""What a running station is, frozen: published on the GUI thread, read on any other.

The runtime's fields are written on the GUI thread only. A thread of its own that must say
what the station is (the fleet heartbeat) reads the last `StationStatus` the runtime
published instead: one reference, swapped whole, never a field half-written. The runtime
publishes on every change it tells its listeners of, after each verdict recorded, and when
the window says the screen changed (`StationRuntime.publish_screen`).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from kiosk.core.flow import StationProfile
from kiosk.core.i18n import Message

__all__ = ["StationStatus"]


@dataclass(frozen=True)
class StationStatus:
    """The station as last published: its name, what its screen shows (ready / entry /
    verdict / word judge / not ready / director), its divisions, its last verdict's time, the
    reason it cannot judge (None: it can) and what the director should know."""

    station_name: str
    screen: str
    profiles: tuple[StationProfile, ...]
    last_adjudication_at: datetime | None
    problem: Message | str | None
    warnings: tuple[Message | str, ...]
