"""Recording a verdict off the GUI thread, with a time limit.

The judge key starts the write on the writer's worker (`kiosk.ui.background.Operations`
with one thread: records written one at a time, in order); the GUI thread waits for it
at most `RECORD_SYNC_WAIT_S` (under one frame, `Operations.query`'s ``wait_s``), which is
enough for a normal durable write, so the verdict follows the key with no frame in
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
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from kiosk.core.flow import RecordingFailed
from kiosk.deferred import deferred
from kiosk.runtime.room import RoomKeeper
from kiosk.runtime.station_runtime import OpenedLog, StationRuntime

# The workers' threads load with their first job, after the ready screen is painted
# (`kiosk.deferred`).
if TYPE_CHECKING:
    from kiosk.core.judgements import PendingJudgement
    from kiosk.ui import background
    from kiosk.ui.background import Job
else:
    background = deferred("kiosk.ui.background")

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


@dataclass(eq=False)
class _Prepared:
    """What the log opener's worker made, for the GUI thread to adopt."""

    opened: OpenedLog
    keeper: RoomKeeper | None = None
    failure: Exception | None = None


class _Worker(QObject):
    """A QObject whose work runs on one worker of its own (`Operations` with one thread),
    one job at a time in the order started, waited for before the exit. The worker and its
    thread are made once, by the first job (on the GUI thread): the judge keys after it do
    not pay for a new one."""

    def __init__(self, name: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.name = name
        self._ops: background.Operations | None = None

    @property
    def ops(self) -> background.Operations:
        """The worker's operations, made at the first job."""
        if self._ops is None:
            self._ops = background.Operations(self, threads=1, name=self.name)
        return self._ops

    def finish(self, timeout: float) -> None:
        """Wait (at most ``timeout`` seconds) for the work before the station exits."""
        if self._ops is not None:
            self._ops.finish(timeout)


class VerdictWriter(_Worker):
    """Writes one pending judgement at a time; ``finished`` arrives on the GUI thread."""

    finished = Signal(object, object)  # (PendingJudgement, WriteOutcome)

    def __init__(
        self, runtime: StationRuntime, clock: Callable[[], float], parent: QObject | None = None
    ) -> None:
        super().__init__("audit-write", parent)
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
        runtime = self.runtime
        signal = self.finished
        quick: list[WriteOutcome] = []  # the outcome, while `start` still waits for it

        def write(_job: Job) -> WriteOutcome:
            receipt = problem = None
            try:
                receipt = runtime.recorder.record(pending, event_id=event_id)
            except RecordingFailed as exc:
                problem = str(exc)
            except Exception as exc:  # never silent: shown and kept like any failed write
                problem = f"log unavailable: {exc}; call the director"
                runtime.recorder.keep_unrecorded(pending, event_id, problem)
            return WriteOutcome(problem, receipt)

        def written(outcome: WriteOutcome) -> None:
            if waiting:
                quick.append(outcome)
            else:
                signal.emit(pending, outcome)

        waiting = True
        self.ops.query("audit-write", write, written, wait_s=RECORD_SYNC_WAIT_S)
        waiting = False
        return quick[0] if quick else None

    def timed_out(self, pending: PendingJudgement) -> str | None:
        """Called on the timer: past the time limit, keep the verdict and say why."""
        if self.clock() < self._deadline:
            return None
        problem = (
            f"log unavailable: the log did not answer within {RECORD_WAIT_S:g} s; call the director"
        )
        self.runtime.recorder.keep_unrecorded(pending, self.event_id, problem)
        return problem


class LogOpener(_Worker):
    """Opens the audit log right after the first paint: `StationRuntime.prepare_log` and
    the room keeper's first round on its worker (`Operations`), which writes nothing of
    the runtime; what they made comes to the GUI thread, where the runtime adopts it
    (`StationRuntime.adopt_log`) and ``opened`` follows. `too_slow` says once when it has
    taken too long."""

    opened = Signal(bool)  # on the GUI thread, once the runtime took the log (True: open)
    # the room keeper's word changed (or there is still no room): the window shows it
    room_changed = Signal()

    def __init__(
        self, runtime: StationRuntime, clock: Callable[[], float], parent: QObject | None = None
    ) -> None:
        super().__init__("audit-open", parent)
        self.runtime = runtime
        self.clock = clock
        self.since: float | None = None
        self._waiting: list[_Prepared] = []  # made on the worker, not adopted yet

    def start(self) -> None:
        self.since = self.clock()
        runtime, waiting = self.runtime, self._waiting
        runtime.log_opening()

        def work(_job: Job) -> _Prepared:
            opened = runtime.prepare_log()
            prepared = _Prepared(opened)
            try:
                if opened.audit is not None:  # the reserve and the journal's room are made
                    prepared.keeper = RoomKeeper(runtime.home, opened.audit)  # before any
                    prepared.keeper.check()  # judgement
            except Exception as exc:  # the log is adopted all the same, then this raised
                prepared.failure = exc
            waiting.append(prepared)  # for `finish`, if the window closes meanwhile
            return prepared

        self.ops.query("audit-open", work, self._adopt)

    def _adopt(self, prepared: _Prepared) -> None:
        """On the GUI thread: the runtime takes the log, keeps room for its records, and
        ``opened`` says so; a failure of the room keeper's first round then reaches the
        error hooks."""
        if prepared not in self._waiting:
            return  # taken by `finish` already
        self._waiting.remove(prepared)
        self.since = None
        ok = self.runtime.adopt_log(prepared.opened)
        if ok:
            self.keep_room(prepared.keeper)
        self.opened.emit(ok)
        if prepared.failure is not None:
            raise prepared.failure

    def keep_room(self, keeper: RoomKeeper | None = None) -> None:
        """Start keeping room for the records (`kiosk.runtime.room.RoomKeeper`), once the
        log is open; the window is told on the GUI thread when that changes whether it can
        judge."""
        signal = self.room_changed

        def changed() -> None:
            with contextlib.suppress(RuntimeError):  # the window is closing
                signal.emit()

        self.runtime.recorder.keep_room(changed, keeper)
        signal.emit()  # a first round made before the listener was there

    def finish(self, timeout: float) -> None:
        """As `_Worker.finish`, and the room keeper's thread stopped too. A log opened
        while the window closed is taken all the same (on this, the GUI thread), so the
        station's stop is recorded in it and it is closed."""
        super().finish(timeout)
        for prepared in self._waiting[:]:
            self._waiting.remove(prepared)
            self.runtime.adopt_log(prepared.opened)
            if prepared.keeper is not None:
                prepared.keeper.stop(timeout)
        if self.runtime.room is not None:
            self.runtime.room.stop(timeout)

    def too_slow(self) -> bool:
        """True once, when the log has been opening for longer than `LOG_OPEN_WAIT_S`."""
        if self.since is None or self.clock() - self.since <= LOG_OPEN_WAIT_S:
            return False
        self.since = None
        return True
