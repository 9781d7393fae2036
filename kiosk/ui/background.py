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

The verdict writer (`kiosk.ui.recording`) keeps a thread of its own: the judge key waits
on it for up to a frame, which a hand-over through the event loop cannot give.
"""

from __future__ import annotations

import contextlib
import queue
import threading
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
    """A pool of worker threads and the jobs under way.

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
        self._bridge = _Bridge(self)
        self._bridge.finished.connect(self._finished)
        self._bridge.progressed.connect(self._progressed)
        for n in range(threads):
            threading.Thread(target=self._serve, name=f"{name}-{n}", daemon=True).start()
        stop, jobs = threads, self._queue

        def stop_workers(*_: object) -> None:
            for _n in range(stop):
                jobs.put(None)

        self.destroyed.connect(stop_workers)

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
    ) -> Job:
        """Start ``work(job)`` on a worker; ``done``/``failed`` run on the GUI thread."""
        if supersede:
            self.cancel(name)
        job = Job(next(self._ids), name, label or name, cancellable)
        job._progress = self._bridge.progressed.emit
        self._entries[job.id] = _Entry(job, done, failed or _raise)
        with self._idle:
            self._under_way += 1
        self.on_change()
        self._queue.put((job, work))  # last: the worker wakes as this slot ends
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
            # RuntimeError: the owner was closed while this ran, nobody to tell
            with contextlib.suppress(RuntimeError):
                bridge.finished.emit(job.id, *outcome)
            with self._idle:
                self._under_way -= 1
                self._idle.notify_all()

    def _finished(self, job_id: int, succeeded: bool, result: Any) -> None:
        entry = self._entries.pop(job_id, None)
        if entry is None:  # cancelled or superseded: a stale answer
            return
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
