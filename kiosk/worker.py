"""One way to run a background loop in the Qt-free packages: a `Worker`.

A worker is a named daemon thread that calls one *round* function again and again. The round
does one piece of work (copy a batch to the central log, send a heartbeat, fetch the event's
plans ...) and returns how long to wait before the next round: seconds, ``math.inf`` to wait
until someone calls `Worker.wake`, or None to end the loop. `Worker.wake` cuts the wait short
(the round then decides whether there is work: a woken round may return the time left).
`Worker.stop` asks the loop to end after the round it is in and waits up to ``timeout`` for
it; a round stuck on the network is left to end with the process (the thread is a daemon).
A round that raises is the worker's owner's bug, not the station's end: the error is kept
(`Worker.last_error`), handed to ``failed`` if given, and the loop goes on after
``retry_s``. ``finished`` runs on the worker's thread when the loop ends (closing the
connection the rounds opened there).

Every thread of the station's Qt-free packages is one of these (the shell's own workers are
`kiosk.ui.background.Operations`); README's developer section lists them all.
"""

from __future__ import annotations

import math
import threading
from collections.abc import Callable

__all__ = ["Worker"]


class Worker:
    """The loop called ``name``, calling ``round`` (see the module's docstring)."""

    def __init__(
        self,
        name: str,
        round: Callable[[], float | None],
        *,
        first_wait_s: float = 0.0,
        retry_s: float = 1.0,
        failed: Callable[[BaseException], None] | None = None,
        finished: Callable[[], None] | None = None,
    ) -> None:
        self.name = name
        self._round = round
        self._first_wait_s = first_wait_s
        self._retry_s = retry_s
        self._failed = failed
        self._finished = finished
        self._wake = threading.Event()
        self._stop = threading.Event()
        self._lock = threading.Lock()
        self._thread: threading.Thread | None = None
        self.last_error: BaseException | None = None

    @property
    def is_alive(self) -> bool:
        thread = self._thread
        return thread is not None and thread.is_alive()

    @property
    def stopping(self) -> bool:
        """True once `stop` was called (a long round may look at it and end early)."""
        return self._stop.is_set()

    def start(self) -> None:
        """Start the loop (again after a `stop`); nothing when it runs already."""
        with self._lock:
            if self._thread is not None and self._thread.is_alive():
                return
            self._stop.clear()
            self._thread = threading.Thread(target=self._run, name=self.name, daemon=True)
            self._thread.start()

    def wake(self) -> None:
        """The next round now (after the one in progress, if any)."""
        self._wake.set()

    def stop(self, timeout: float = 5.0) -> bool:
        """End the loop after its current round; True when it ended within ``timeout``
        seconds (or never ran)."""
        with self._lock:
            self._stop.set()
            self._wake.set()
            thread, self._thread = self._thread, None
        if thread is None or thread is threading.current_thread():
            return True
        thread.join(max(0.0, timeout))
        return not thread.is_alive()

    def _wait(self, seconds: float) -> None:
        if seconds > 0:
            self._wake.wait(None if math.isinf(seconds) else seconds)
        self._wake.clear()

    def _run(self) -> None:
        try:
            self._wait(self._first_wait_s)
            while not self._stop.is_set():
                try:
                    delay = self._round()
                except Exception as exc:  # the owner's bug: kept and told, the loop goes on
                    self.last_error = exc
                    if self._failed is not None:
                        self._failed(exc)
                    delay = self._retry_s
                if delay is None or self._stop.is_set():
                    return
                self._wait(delay)
        finally:
            if self._finished is not None:
                self._finished()
