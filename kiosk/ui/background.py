"""Work off the GUI thread, one way for the whole shell (after Anki's ``QueryOp`` and
``CollectionOp``).

`Operations.query(name, work, done)` calls ``work(job)`` on a worker thread and
``done(result)`` back on the GUI thread; `Operations.change` does the same for work that
changes the station (an install, a setting), then tells ``on_changed`` so what shows the
station is painted again. A failure reaches the GUI thread as a value: ``failed(exc)``
when given, else it is raised there, into the error hooks (`kiosk.ui.errors`), like any
other error of the shell. A job started with ``supersede=True`` replaces any earlier job of
the same name: the earlier one is told to stop and its result, if it still comes, is
dropped, so a table never shows the answer to a filter the director has already changed.
``work`` may call ``job.progress(done, total)`` and should stop early when
``job.cancelled()``; `Operations.cancel` asks it to.

Every thread the shell starts is one of these workers. The verdict writer
(`kiosk.ui.recording`) is too: its judge key waits for the write for up to a frame,
``query(..., wait_s=...)``. A job that ends within ``wait_s`` is answered at once, on the
calling thread, before `query` returns (a failure with no ``failed`` is raised from
`query`); the worker then posts nothing through the event loop (no signal: the GIL is not
handed back and forth for an answer already taken). A slower one is answered through the
event loop as any other, once. One worker (``threads=1``) runs its jobs one at a time, in
the order they were started: the writer's records, the log's opening.
`Operations.finish` waits for the jobs queued before the station exits. (The Qt-free
layers keep threads of their own, outside the shell: the room keeper, the relay, the
heartbeat, the log's checkpoints, the event's sync.)
"""

from __future__ import annotations

import contextlib
import queue
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from itertools import count
from typing import Any

from PySide6.QtCore import QObject, Signal

__all__ = ["Cancelled", "Job", "Operations"]


class Cancelled(Exception):
    """Raised by work that stopped because the director cancelled it."""


@dataclass
class Job:
    """One piece of work; ``cancelled()`` and ``progress()`` are safe from any thread."""

    id: int
    name: str
    label: str
    cancellable: bool
    _stop: threading.Event = field(default_factory=threading.Event, repr=False)
    _progress: Callable[[int, int, int], None] = field(default=lambda *_: None, repr=False)
    # A job the caller waits for (``wait_s``): set by the worker when the caller takes
    # the outcome itself; both read and write ``_waited`` and ``_outcome`` under the
    # owner's hand-over lock.
    _answered: threading.Event | None = field(default=None, repr=False)
    _waited: bool = field(default=False, repr=False)
    _outcome: tuple[bool, Any] | None = field(default=None, repr=False)

    def cancelled(self) -> bool:
        return self._stop.is_set()

    def check(self) -> None:
        """Raise `Cancelled` if the job was cancelled."""
        if self._stop.is_set():
            raise Cancelled(f"{self.label} cancelled")

    def progress(self, done: int, total: int) -> None:
        self._progress(self.id, done, total)


class _Bridge(QObject):
    """Carries results from worker threads to the GUI thread (queued connections)."""

    finished = Signal(int, bool, object)  # job id, succeeded, result or exception
    progressed = Signal(int, int, int)  # job id, done, total


@dataclass
class _Entry:
    job: Job
    done: Callable[[Any], None]
    failed: Callable[[BaseException], None]


class Operations(QObject):
    """A pool of worker threads (started by the first job) and the jobs under way.

    ``on_change()`` is called when the set of jobs under way changes (to show a
    "working…" state); ``progressed(label, done, total)`` is emitted when a job
    reports. (A plain call, not a Qt signal: emitting one lets go of the GIL,
    and getting it back from a worker that has just woken costs the GUI thread
    up to a switch interval.)
    """

    progressed = Signal(str, int, int)

    def __init__(
        self, parent: QObject | None = None, *, threads: int = 3, name: str = "worker"
    ) -> None:
        super().__init__(parent)
        # Plain Python threads fed by a queue, not QThreadPool: handing a job to
        # Qt's pool releases the GIL and the GUI thread then waits to get it
        # back from the worker it just started; a queue hand-over never waits.
        self._queue: queue.SimpleQueue[tuple[Job, Callable[[Job], Any]] | None] = (
            queue.SimpleQueue()
        )
        self._under_way = 0
        self._idle = threading.Condition()
        self.on_change: Callable[[], None] = lambda: None
        self.on_changed: Callable[[], None] = lambda: None  # after a `change` succeeded
        self._ids = count(1)
        self._entries: dict[int, _Entry] = {}
        self._handover = threading.Lock()  # a waited job's outcome: to the caller or posted
        self._bridge = _Bridge(self)
        self._bridge.finished.connect(self._finished)
        self._bridge.progressed.connect(self._progressed)
        self._name, self._size = name, threads
        self._threads: list[threading.Thread] = []
        self._stopped = True  # no workers serving: none yet (the first job starts them)
        jobs, workers = self._queue, self._threads

        def stop_workers(*_: object) -> None:
            for _thread in workers:
                jobs.put(None)

        self.destroyed.connect(stop_workers)

    def _start_workers(self) -> None:
        """Start the worker threads, for the first job (or the first after `finish`)."""
        self._stopped = False
        self._threads[:] = [
            threading.Thread(target=self._serve, name=f"{self._name}-{n}", daemon=True)
            for n in range(self._size)
        ]
        for thread in self._threads:
            thread.start()

    def change(
        self,
        name: str,
        work: Callable[[Job], Any],
        done: Callable[[Any], None],
        failed: Callable[[BaseException], None] | None = None,
        *,
        label: str = "",
    ) -> Job:
        """`query` for work that changes the station: after ``done``, ``on_changed()``."""

        def then(result: Any) -> None:
            done(result)
            self.on_changed()

        return self.query(name, work, then, failed, label=label)

    def query(
        self,
        name: str,
        work: Callable[[Job], Any],
        done: Callable[[Any], None],
        failed: Callable[[BaseException], None] | None = None,
        *,
        label: str = "",
        supersede: bool = False,
        cancellable: bool = False,
        wait_s: float = 0.0,
    ) -> Job:
        """Start ``work(job)`` on a worker; ``done``/``failed`` run on the GUI thread.

        With ``wait_s``, the calling thread waits that long for the work: if it ends in
        time, ``done`` (or ``failed``, or the failure raised to the caller when there is
        none) runs before this returns, and nothing follows through the event loop;
        otherwise the answer comes through the event loop as usual."""
        if supersede:
            self.cancel(name)
        if self._stopped:  # the first job, or one after `finish` (the old workers end)
            self._start_workers()
        job = Job(next(self._ids), name, label or name, cancellable)
        job._progress = self._bridge.progressed.emit
        entry = self._entries[job.id] = _Entry(job, done, failed or _raise)
        with self._idle:
            self._under_way += 1
        self.on_change()
        if wait_s <= 0:
            self._queue.put((job, work))  # last: the worker wakes as this slot ends
            return job
        answered = job._answered = threading.Event()
        job._waited = True
        self._queue.put((job, work))
        answered.wait(wait_s)
        with self._handover:
            outcome, job._waited = job._outcome, False  # from now on the worker posts it
        if outcome is not None and self._entries.pop(job.id, None) is not None:
            self._deliver(entry, *outcome)
        return job

    def cancel(self, name: str | None = None) -> None:
        """Stop the jobs called ``name`` (all jobs when None); their results are dropped."""
        stopped = [e for e in self._entries.values() if name is None or e.job.name == name]
        for entry in stopped:
            entry.job._stop.set()
            del self._entries[entry.job.id]
        if stopped:
            self.on_change()

    def running(self, name: str | None = None) -> list[Job]:
        """The jobs under way whose results are still wanted (oldest first)."""
        return [e.job for e in self._entries.values() if name is None or e.job.name == name]

    @property
    def busy(self) -> bool:
        return bool(self._entries)

    def finish(self, timeout: float) -> bool:
        """Let the workers end once the jobs already started have run, and wait for them
        at most ``timeout`` seconds in all (before the station exits: a thread still
        signalling while Qt and Python shut down can crash the process). Answers not
        delivered yet are dropped: nothing runs the event loop any more. True when every
        worker has ended. A job started later starts the workers again."""
        self._stopped = True
        workers = [thread for thread in self._threads if thread.is_alive()]
        for _thread in workers:
            self._queue.put(None)  # after the jobs: each worker takes one and returns
        deadline = time.monotonic() + timeout
        for thread in workers:
            thread.join(max(0.0, deadline - time.monotonic()))
        return not any(thread.is_alive() for thread in workers)

    def wait(self, msecs: int = -1) -> bool:
        """Block until every job has ended (for tests and benchmarks only)."""
        with self._idle:
            return self._idle.wait_for(
                lambda: self._under_way == 0, None if msecs < 0 else msecs / 1000
            )

    def _serve(self) -> None:
        """A worker thread: run jobs until the owner is deleted."""
        bridge = self._bridge
        while (item := self._queue.get()) is not None:
            job, work = item
            try:
                outcome: tuple[bool, Any] = (True, work(job))
            except BaseException as exc:  # every failure reaches the GUI thread as a value
                outcome = (False, exc)
            answered = job._answered
            if answered is not None:
                with self._handover:
                    job._outcome = outcome
                    to_caller = job._waited
                if to_caller:  # the caller is waiting and delivers it: no signal
                    self._ended()
                    answered.set()  # last: the caller takes the GIL from here
                    continue
            # RuntimeError: the owner was closed while this ran, nobody to tell
            with contextlib.suppress(RuntimeError):
                bridge.finished.emit(job.id, *outcome)
            self._ended()

    def _ended(self) -> None:
        with self._idle:
            self._under_way -= 1
            self._idle.notify_all()

    def _finished(self, job_id: int, succeeded: bool, result: Any) -> None:
        entry = self._entries.pop(job_id, None)
        if entry is None:  # cancelled or superseded: a stale answer
            return
        self._deliver(entry, succeeded, result)

    def _deliver(self, entry: _Entry, succeeded: bool, result: Any) -> None:
        self.on_change()
        if succeeded:
            entry.done(result)
        else:
            entry.failed(result)

    def _progressed(self, job_id: int, done: int, total: int) -> None:
        entry = self._entries.get(job_id)
        if entry is not None:
            self.progressed.emit(entry.job.label, done, total)


def _raise(exc: BaseException) -> None:
    raise exc
