"""`Operations` waited for: a quick job answered before `query` returns, a slow one once
through the event loop, failures once either way, one worker's jobs in order, `finish`."""

from __future__ import annotations

import threading
import time

import pytest
from PySide6.QtWidgets import QApplication

from kiosk.ui.background import Operations

QUICK_S = 2.0  # long enough for a job that returns at once, on a loaded machine


@pytest.fixture
def ops(qtbot):
    made = Operations(threads=1, name="test-ops")
    yield made
    made.finish(5.0)
    made.deleteLater()


def drain(ops: Operations) -> None:
    assert ops.wait(5000)
    for _ in range(3):
        QApplication.processEvents()


def test_a_quick_job_is_answered_before_query_returns_and_only_then(ops):
    answers: list[object] = []
    ops.query("quick", lambda _job: 42, answers.append, wait_s=QUICK_S)
    assert answers == [42]  # before query returned
    assert not ops.busy
    drain(ops)
    assert answers == [42]  # nothing follows through the event loop


def test_a_slow_job_arrives_later_through_the_event_loop_once(ops):
    release = threading.Event()
    answers: list[object] = []

    def slow(_job):
        release.wait(10)
        return "late"

    job = ops.query("slow", slow, answers.append, wait_s=0.01)
    assert answers == [] and ops.running() == [job]
    release.set()
    assert ops.wait(5000)
    assert answers == []  # not on the worker, not before the event loop runs
    drain(ops)
    assert answers == ["late"]
    assert not ops.busy


def test_a_quick_failure_reaches_failed_once_before_query_returns(ops):
    failures: list[BaseException] = []

    def broken(_job):
        raise ValueError("no")

    ops.query("fails", broken, lambda _r: pytest.fail("done"), failures.append, wait_s=QUICK_S)
    assert [str(f) for f in failures] == ["no"]
    drain(ops)
    assert len(failures) == 1


def test_a_quick_failure_with_no_failed_is_raised_to_the_caller_once(ops, qtbot):
    def broken(_job):
        raise ValueError("no")

    with pytest.raises(ValueError, match="no"):
        ops.query("fails", broken, lambda _r: pytest.fail("done"), wait_s=QUICK_S)
    with qtbot.captureExceptions() as raised:
        drain(ops)
    assert raised == []


def test_a_slow_failure_reaches_the_error_hooks_once(ops, qtbot):
    release = threading.Event()

    def broken(_job):
        release.wait(10)
        raise ValueError("late no")

    ops.query("fails", broken, lambda _r: pytest.fail("done"), wait_s=0.01)
    release.set()
    with qtbot.captureExceptions() as raised:
        drain(ops)
    assert [str(exc) for _type, exc, _tb in raised] == ["late no"]


def test_a_slow_failure_reaches_failed_once(ops):
    release = threading.Event()
    failures: list[BaseException] = []

    def broken(_job):
        release.wait(10)
        raise ValueError("late no")

    ops.query("fails", broken, lambda _r: pytest.fail("done"), failures.append, wait_s=0.01)
    release.set()
    drain(ops)
    assert [str(f) for f in failures] == ["late no"]


def test_one_workers_jobs_run_and_are_answered_in_order_each_once(ops):
    ran: list[int] = []
    answered: list[int] = []
    quick = 0
    for n in range(120):

        def work(_job, n=n):
            time.sleep(0.0005 * (n % 5))  # time passes: around the wait: some quick, some not
            ran.append(n)
            return n

        before = len(answered)
        ops.query("write", work, answered.append, wait_s=0.001)
        quick += len(answered) > before
    drain(ops)
    assert ran == list(range(120))
    assert sorted(answered) == list(range(120))  # each exactly once
    assert quick > 0  # the quick path was taken


def test_finish_waits_for_the_work_and_a_later_job_starts_workers_again(ops):
    written: list[str] = []

    def work(_job):
        time.sleep(0.2)  # time passes: the work takes a while: finish must wait for it
        written.append("first")

    ops.query("write", work, lambda _r: None)
    assert ops.finish(5.0)
    assert written == ["first"]
    assert not [t for t in threading.enumerate() if t.name.startswith("test-ops-")]
    answers: list[object] = []
    ops.query("write", lambda _job: "again", answers.append, wait_s=QUICK_S)
    assert answers == ["again"]
