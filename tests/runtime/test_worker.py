"""The one background loop of the Qt-free packages (`kiosk.worker.Worker`): rounds at the
pace they ask for, cut short by a wake, ended by a stop (even one asked while a round is
stuck: the caller is not held), kept alive past a round that raises, and its thread's own
clean-up run on its thread."""

from __future__ import annotations

import math
import threading
import time

from kiosk.worker import Worker
from tests.conftest import wait_until


def test_rounds_run_at_the_pace_they_ask_for_and_a_wake_cuts_the_wait():
    rounds: list[float] = []

    def round_() -> float:
        rounds.append(time.monotonic())
        return math.inf if len(rounds) >= 2 else 0.0

    worker = Worker("test-pace", round_)
    worker.start()
    wait_until(lambda: len(rounds) == 2, 5, "two rounds, the second at once")
    time.sleep(0.2)  # time passes: the worker would run again within this, were it to
    assert len(rounds) == 2  # math.inf: nothing until a wake
    worker.wake()
    wait_until(lambda: len(rounds) == 3, 5, "a round after the wake")
    assert worker.stop(2) and not worker.is_alive


def test_a_round_that_raises_is_kept_and_the_loop_goes_on():
    calls: list[int] = []
    told: list[BaseException] = []

    def round_() -> float | None:
        calls.append(1)
        if len(calls) == 1:
            raise RuntimeError("the owner's bug")
        return None  # the second round ends the loop

    finished: list[str] = []
    worker = Worker(
        "test-raise",
        round_,
        retry_s=0.01,
        failed=told.append,
        finished=lambda: finished.append(threading.current_thread().name),
    )
    worker.start()
    wait_until(lambda: finished, 5, "the loop ended")
    assert len(calls) == 2
    assert isinstance(worker.last_error, RuntimeError) and told == [worker.last_error]
    assert finished == ["test-raise"]  # the clean-up ran on the worker's own thread
    assert not worker.is_alive


def test_stop_never_holds_the_caller_longer_than_its_timeout():
    release = threading.Event()
    started = threading.Event()

    def stuck() -> float:
        started.set()
        release.wait(10)  # a server that does not answer
        return 0.0

    worker = Worker("test-stuck", stuck)
    worker.start()
    assert started.wait(5)
    before = time.monotonic()
    assert worker.stop(0.2) is False  # still in its round
    assert time.monotonic() - before < 1.0
    release.set()
    wait_until(lambda: not worker.is_alive, 5, "the round ended and the loop with it")


def test_a_stopped_worker_starts_again_and_a_first_wait_is_kept():
    rounds: list[int] = []

    def round_() -> float:
        rounds.append(1)
        return math.inf

    worker = Worker("test-again", round_, first_wait_s=math.inf)
    worker.start()
    time.sleep(0.2)  # time passes: the worker would run within this, were it to
    assert rounds == []  # waits for the first wake
    worker.wake()
    wait_until(lambda: len(rounds) == 1, 5, "the first round after the wake")
    assert worker.stop(2)
    worker.start()
    worker.wake()
    wait_until(lambda: len(rounds) == 2, 5, "a round after starting again")
    assert worker.stop(2)
    assert worker.stop(2)  # stopping twice is harmless


def test_threads_are_started_in_two_modules_only():
    """Every thread of the station is a `Worker` or a shell `Operations` worker: nothing
    else in kiosk/ makes a `threading.Thread`."""
    import ast

    from tests.conftest import REPO

    makers = set()
    for path in (REPO / "kiosk").rglob("*.py"):
        tree = ast.parse(path.read_text("utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Call):
                func = node.func
                name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
                if name in ("Thread", "Timer"):
                    makers.add(path.relative_to(REPO).as_posix())
    assert makers == {"kiosk/worker.py", "kiosk/ui/background.py"}


def test_the_readme_lists_every_worker_thread_with_its_owner():
    """The developer section's thread table names every `Worker` the packages start, and
    the file that owns it: a new background loop is written down or this fails."""
    import re
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    readme = (root / "README.md").read_text(encoding="utf-8")
    rows = {
        m.group(1): m.group(2) for m in re.finditer(r"^  \| `([a-z-]+)` \| `([^`]+)`", readme, re.M)
    }
    started = {}
    for path in (root / "kiosk").rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        for m in re.finditer(r'Worker\(\s*"([a-z-]+)"', text):
            started[m.group(1)] = path.relative_to(root / "kiosk").as_posix()
    assert len(started) >= 7, started
    assert {name: rows.get(name) for name in started} == started
