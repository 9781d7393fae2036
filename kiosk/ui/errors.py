"""The last resort: an error nobody caught is recorded and answered on screen.

`install_error_hooks` replaces ``sys.excepthook`` (Qt slots and virtual
methods end there) and ``threading.excepthook`` (worker threads). An
uncaught error is written to the audit chain when the log works, printed to
standard error, and handed to the GUI thread: the station stops judging and
shows "call the director" (a director's PIN clears it), and in director mode
the director is told in a message. A station never goes on as if nothing
happened, and never shows a dead screen.
"""

from __future__ import annotations

import sys
import threading
import traceback
from collections.abc import Callable
from types import TracebackType

from PySide6.QtCore import QObject, Signal

from kiosk.runtime.station_runtime import StationRuntime

__all__ = ["ErrorHooks", "install_error_hooks"]

MAX_TRACEBACK_LINES = 40


class ErrorHooks(QObject):
    """The installed hooks; ``uninstall()`` puts the previous ones back."""

    raised = Signal(str)  # the message for the screen, delivered on the GUI thread

    def __init__(self, runtime: StationRuntime, show: Callable[[str], None]) -> None:
        super().__init__()
        self.runtime = runtime
        self.raised.connect(show)
        self._previous = (sys.excepthook, threading.excepthook)

    def handle(
        self,
        exc_type: type[BaseException],
        exc: BaseException,
        tb: TracebackType | None,
        where: str = "main",
    ) -> None:
        if issubclass(exc_type, KeyboardInterrupt | SystemExit):
            self._previous[0](exc_type, exc, tb)
            return
        lines = traceback.format_exception(exc_type, exc, tb)
        sys.stderr.write("".join(lines))
        summary = f"{exc_type.__name__}: {exc}".strip()
        from kiosk.audit.records import EventKind

        self.runtime.event(
            EventKind.UNEXPECTED_ERROR,
            {
                "where": where,
                "error": summary[:500],
                "traceback": "".join(lines).splitlines()[-MAX_TRACEBACK_LINES:],
            },
        )
        self.raised.emit(summary[:300])

    def _thread_hook(self, args: threading.ExceptHookArgs) -> None:
        where = f"thread {args.thread.name}" if args.thread is not None else "thread"
        if args.exc_value is None:
            return
        self.handle(args.exc_type, args.exc_value, args.exc_traceback, where)

    def install(self) -> ErrorHooks:
        sys.excepthook = self.handle
        threading.excepthook = self._thread_hook
        return self

    def uninstall(self) -> None:
        sys.excepthook, threading.excepthook = self._previous


def install_error_hooks(runtime: StationRuntime, show: Callable[[str], None]) -> ErrorHooks:
    """Route every uncaught error to the chain and to ``show`` (called on the GUI thread)."""
    return ErrorHooks(runtime, show).install()
