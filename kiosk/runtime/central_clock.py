"""The central server's clock as this station last measured it (no Qt).

An event plan's instant is the server's: a station whose own clock is wrong still switches
on time. The event sync measures the offset on its own thread and hands it over here; the
GUI thread reads it every second. The one value crosses threads through this object, under
its lock, and nowhere else: the runtime's fields are written on the GUI thread only.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from datetime import UTC, datetime, timedelta

__all__ = ["CentralClock"]


def _utc_now() -> datetime:
    return datetime.now(UTC)


class CentralClock:
    """This station's clock corrected by the last measured offset (0 until measured)."""

    def __init__(self, clock: Callable[[], datetime] = _utc_now) -> None:
        self._clock = clock
        self._lock = threading.Lock()
        self._offset_s = 0.0

    @property
    def offset_s(self) -> float:
        """Seconds the server's clock is ahead of this station's (negative: behind)."""
        with self._lock:
            return self._offset_s

    def measured(self, offset_s: float) -> None:
        """A new measurement (from any thread)."""
        with self._lock:
            self._offset_s = float(offset_s)

    def now(self) -> datetime:
        """The server's time, by this station's clock and the last offset."""
        return self._clock() + timedelta(seconds=self.offset_s)
