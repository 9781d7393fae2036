"""Recording a verdict off the GUI thread, with a time limit.

The judge key starts the write on a worker thread; the GUI thread waits for
it at most `RECORD_SYNC_WAIT_S` (under one frame), which is enough for a
normal durable write, so the verdict follows the key with no frame in
between. A slower write (a busy disk, a log locked by another program)
leaves the screen on "recording"; the verdict is painted when the write
finishes, or as NOT RECORDED once `RECORD_WAIT_S` has passed. Such a verdict
is kept in ``unrecorded.jsonl`` under the event id the write is using, so if
the write does complete later the director's import recognises it and the
verdict is never added twice.

Once the log is open, the runtime keeps room on the disk for the next record
(`kiosk.runtime.room.RoomKeeper`); when it runs out the station shows "not ready"
(the runtime's problem) between judgements, never over a verdict being recorded
or shown, and judges again once there is room.
"""

from __future__ import annotations

import contextlib
import queue
import sys
import threading
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QObject, QTimer, Signal

from kiosk.core.station import PendingJudgement, RecordingFailed, Screen
from kiosk.runtime.room import RoomKeeper
from kiosk.runtime.station import OpenedLog, StationRuntime

__all__ = [
    "RECORD_SYNC_WAIT_S",
    "RECORD_WAIT_S",
    "LogOpener",
    "LOG_OPEN_WAIT_S",
    "LOG_TOO_SLOW",
    "VerdictWriter",
    "WriteOutcome",
]

# Longer than this and the verdict is shown as NOT RECORDED (the log's busy timeout is 5 s).
RECORD_WAIT_S = 3.0
RECORD_SYNC_WAIT_S = 0.012
# The log opens right after the first paint; if it takes longer than this the station
# says so (not ready) rather than leave a judge key waiting without end.
LOG_OPEN_WAIT_S = 15.0
LOG_TOO_SLOW = f"The audit log did not open within {LOG_OPEN_WAIT_S:g} s: call the director."


@dataclass(frozen=True)
class WriteOutcome:
    problem: str | None  # None: durable in the log
    receipt: str | None = None


class _Worker(QObject):
    """A QObject whose work runs on one long-lived thread, one job at a time, waited for
    before the exit. The thread is started once: a judge key does not pay for a new one."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._thread: threading.Thread | None = None
        self._jobs: queue.SimpleQueue[Callable[[], None] | None] = queue.SimpleQueue()

    def _run(self, work: Callable[[], None], name: str) -> None:
        self._jobs.put(work)
        if self._thread is None or not self._thread.is_alive():
            self._thread = threading.Thread(target=self._loop, name=name, daemon=True)
            self._thread.start()

    def _loop(self) -> None:
        while (work := self._jobs.get()) is not None:
            try:
                work()
            except Exception:  # to the error hooks, as any thread's failure; the next job runs
                failure = (*sys.exc_info(), threading.current_thread())
                threading.excepthook(threading.ExceptHookArgs(failure))

    def finish(self, timeout: float) -> None:
        """Wait (at most ``timeout`` seconds) for the thread's work before the station exits:
        a thread still signalling while Qt and Python shut down can crash the process."""
        if self._thread is not None and self._thread.is_alive():
            self._jobs.put(None)  # the end of the queue: the thread returns after its jobs
            self._thread.join(timeout)


class VerdictWriter(_Worker):
    """Writes one pending judgement at a time; ``finished`` arrives on the GUI thread."""

    finished = Signal(object, object)  # (PendingJudgement, WriteOutcome)

    def __init__(
        self, runtime: StationRuntime, clock: Callable[[], float], parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self.runtime = runtime
        self.clock = clock
        self.event_id = ""
        self._deadline = 0.0

    def start(self, pending: PendingJudgement) -> WriteOutcome | None:
        """Start writing; the outcome when it finished within one frame, else None
        (``finished`` follows)."""
        import uuid  # loaded with the log (kiosk.audit.store), which opens before this

        event_id = self.event_id = str(uuid.uuid4())
        self._deadline = self.clock() + RECORD_WAIT_S
        done = threading.Event()
        outcome: list[WriteOutcome] = []
        runtime = self.runtime
        signal = self.finished

        def write() -> None:
            receipt = problem = None
            try:
                receipt = runtime.record(pending, event_id=event_id)
            except RecordingFailed as exc:
                problem = str(exc)
            except Exception as exc:  # never silent: shown and kept like any failed write
                problem = f"log unavailable: {exc}; call the director"
                runtime.keep_unrecorded(pending, event_id, problem)
            result = WriteOutcome(problem, receipt)
            outcome.append(result)
            done.set()
            with contextlib.suppress(RuntimeError):  # the window closed meanwhile: the
                signal.emit(pending, result)  # record is written, nobody left to show it

        self._run(write, "audit-write")
        if done.wait(RECORD_SYNC_WAIT_S):
            return outcome[0]
        return None

    def timed_out(self, pending: PendingJudgement) -> str | None:
        """Called on the timer: past the time limit, keep the verdict and say why."""
        if self.clock() < self._deadline:
            return None
        problem = (
            f"log unavailable: the log did not answer within {RECORD_WAIT_S:g} s; call the director"
        )
        self.runtime.keep_unrecorded(pending, self.event_id, problem)
        return problem


class LogOpener(_Worker):
    """Opens the audit log right after the first paint: `StationRuntime.prepare_log` and
    the room keeper's first round on a worker thread, which writes nothing of the runtime;
    ``prepared`` brings what they made to the GUI thread, where the runtime adopts it
    (`StationRuntime.adopt_log`) and ``opened`` follows. `too_slow` says once when it has
    taken too long."""

    prepared = Signal(object, object)  # (OpenedLog, RoomKeeper | None), from the worker
    opened = Signal(bool)  # on the GUI thread, once the runtime took the log (True: open)
    room_changed = Signal()  # the room keeper's word changed (or there is still no room)

    def __init__(
        self, runtime: StationRuntime, clock: Callable[[], float], parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self.runtime = runtime
        self.clock = clock
        self.since: float | None = None
        self._waiting: list[tuple[OpenedLog, RoomKeeper | None]] = []  # not adopted yet
        self.prepared.connect(self._adopt)
        self.room_changed.connect(self._show_room)

    def start(self) -> None:
        self.since = self.clock()
        runtime, signal, waiting = self.runtime, self.prepared, self._waiting
        runtime.log_opening()

        def work() -> None:
            opened = runtime.prepare_log()
            keeper = None
            try:
                if opened.audit is not None:  # the reserve and the journal's room are made
                    keeper = RoomKeeper(runtime.home, opened.audit)  # before any judgement
                    keeper.check()
            finally:
                waiting.append((opened, keeper))
                with contextlib.suppress(RuntimeError):  # "Signal source has been deleted":
                    signal.emit(opened, keeper)  # the window closed while the log opened

        self._run(work, "audit-open")

    def _adopt(self, opened: OpenedLog, keeper: RoomKeeper | None) -> None:
        """On the GUI thread: the runtime takes the log, keeps room for its records, and
        ``opened`` says so."""
        with contextlib.suppress(ValueError):
            self._waiting.remove((opened, keeper))
        self.since = None
        ok = self.runtime.adopt_log(opened)
        if ok:
            self.keep_room(keeper)
        self.opened.emit(ok)

    def keep_room(self, keeper: RoomKeeper | None = None) -> None:
        """Start keeping room for the records (`kiosk.runtime.room.RoomKeeper`), once the
        log is open; the window is told on the GUI thread when that changes whether it can
        judge."""
        signal = self.room_changed

        def changed() -> None:
            with contextlib.suppress(RuntimeError):  # the window is closing
                signal.emit()

        self.runtime.start_keeping_room(changed, keeper)
        self._show_room()  # a first round made before the listener was there

    def _show_room(self) -> None:
        """Show the room keeper's word between judgements: a verdict being recorded or on
        the screen stays until it is done (asked again shortly). The runtime takes it
        (`StationRuntime.follow_room`) and the window repaints from the runtime's change.
        While the station is not ready the judge key judges nothing (the flow waits for the
        log, as at the start); once it is ready again, a key pressed meanwhile is forgotten,
        never judged late."""
        window = self.parent()
        flow = getattr(window, "flow", None)
        if flow is not None and flow.screen in (Screen.RECORDING, Screen.VERDICT):
            QTimer.singleShot(250, self, self._show_room)
            return
        if not self.runtime.follow_room():
            return
        flow = getattr(window, "flow", None)
        if flow is not None:
            if not self.runtime.ready:
                flow.set_log_ready(False)
            else:
                flow.forget_waiting_judge()
        paint_state = getattr(window, "paint_state", None)
        if paint_state is not None:
            paint_state(force=True)

    def finish(self, timeout: float) -> None:
        """As `_Worker.finish`, and the room keeper's thread stopped too. A log opened
        while the window closed is taken all the same (on this, the GUI thread), so the
        station's stop is recorded in it and it is closed."""
        super().finish(timeout)
        for opened, keeper in self._waiting[:]:
            self._waiting.remove((opened, keeper))
            self.runtime.adopt_log(opened)
            if keeper is not None:
                keeper.stop(timeout)
        if self.runtime.room is not None:
            self.runtime.room.stop(timeout)

    def too_slow(self) -> bool:
        """True once, when the log has been opening for longer than `LOG_OPEN_WAIT_S`."""
        if self.since is None or self.clock() - self.since <= LOG_OPEN_WAIT_S:
            return False
        self.since = None
        return True
