"""What changed in a running station, told to whoever listens (no Qt).

`StationRuntime.changed` is a `Changes`: the window subscribes and repaints when the
station's problem, its plan, its profiles and settings, its audit log or its central
log change. Listeners are called on the thread that made the change, which is always
the GUI thread: worker threads prepare results and the GUI thread adopts them.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from enum import StrEnum

__all__ = ["Change", "Changes"]


class Change(StrEnum):
    """What a `Changes` listener is told changed."""

    PROBLEM = "problem"  # the reason the station cannot judge was set or cleared
    LOG = "log"  # the audit log was adopted: open, or failed to open
    PLAN = "plan"  # an event plan switched what the station judges
    CONFIG = "config"  # a director replaced the station's profiles and settings
    CENTRAL = "central"  # the central log was set, changed or stopped


Listener = Callable[[Change], None]


class Changes:
    """A list of listeners, each called with what changed, in the order they subscribed."""

    def __init__(self) -> None:
        self._listeners: list[Listener] = []

    def subscribe(self, listener: Listener) -> Callable[[], None]:
        """Call ``listener`` on every change from now on; returns what unsubscribes it."""
        self._listeners.append(listener)

        def unsubscribe() -> None:
            with contextlib.suppress(ValueError):
                self._listeners.remove(listener)

        return unsubscribe

    def emit(self, change: Change) -> None:
        """Tell every listener, on this thread (one that unsubscribes meanwhile is still
        told this once)."""
        for listener in list(self._listeners):
            listener(change)
