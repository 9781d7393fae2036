"""The runtime's shape: one log state, fields written only through its methods on the
calling (GUI) thread, and one change signal for whoever shows them."""

from __future__ import annotations

import dataclasses
import threading

from kiosk.director.service import DirectorService
from kiosk.runtime.changes import Change, Changes
from kiosk.runtime.room import RoomKeeper
from kiosk.runtime.station_runtime import LogState, StationRuntime, open_station

WATCHED = ("audit", "log_state", "problem", "room", "room_problem")


def fields(runtime: StationRuntime) -> dict[str, object]:
    watched: dict[str, object] = {name: getattr(runtime, name) for name in WATCHED}
    watched.update(relay=runtime.link.relay, heartbeat=runtime.link.heartbeat)
    watched.update(recorder_log=runtime.recorder.audit)
    return watched


def heard(runtime: StationRuntime) -> list[Change]:
    changes: list[Change] = []
    runtime.changed.subscribe(changes.append)
    return changes


def on_a_thread(work):
    result: list = []
    thread = threading.Thread(target=lambda: result.append(work()))
    thread.start()
    thread.join(30)
    assert not thread.is_alive()
    return result[0]


def test_the_log_states_are_an_enum_that_reads_as_before():
    assert [s.value for s in LogState] == ["closed", "opening", "open", "failed"]
    assert LogState.OPEN == "open" and LogState("failed") is LogState.FAILED


def test_a_log_prepared_on_a_thread_changes_nothing_until_it_is_adopted(kiosk_home):
    runtime = open_station(defer_log=True)
    changes = heard(runtime)
    runtime.log_opening()
    before = fields(runtime)
    assert before["log_state"] is LogState.OPENING and before["audit"] is None
    opened = on_a_thread(runtime.prepare_log)
    assert fields(runtime) == before and changes == []
    assert opened.audit is not None and opened.problem is None
    kinds = [r.kind.value for r in opened.audit.query()]
    assert kinds == ["kiosk-started"]  # the start is recorded by the worker
    assert runtime.adopt_log(opened) is True
    assert runtime.audit is opened.audit and runtime.log_state is LogState.OPEN
    assert runtime.ready and changes == [Change.LOG]
    runtime.close()


def test_a_log_that_cannot_open_is_the_problem_once_adopted(kiosk_home):
    (kiosk_home / "audit.sqlite3").mkdir()  # a folder where the log file should be
    runtime = open_station(defer_log=True)
    changes = heard(runtime)
    before = fields(runtime)
    opened = on_a_thread(runtime.prepare_log)
    assert opened.audit is None and opened.problem is not None
    assert fields(runtime) == before
    assert runtime.adopt_log(opened) is False
    assert runtime.log_state is LogState.FAILED and runtime.problem == opened.problem
    assert not runtime.ready and changes == [Change.LOG]


def test_open_log_prepares_and_adopts_on_the_callers_thread(kiosk_home):
    runtime = open_station(defer_log=True)
    assert runtime.open_log() is True and runtime.log_state is LogState.OPEN
    runtime.close()


def test_a_subscriber_hears_a_problem_set_and_cleared_until_it_unsubscribes(kiosk_home):
    runtime = open_station()
    changes: list[Change] = []
    unsubscribe = runtime.changed.subscribe(changes.append)
    runtime.set_problem("the table is on fire")
    runtime.set_problem("the table is on fire")  # the same: nothing to tell
    assert runtime.clear_problem(if_is="another problem") is False
    assert runtime.problem == "the table is on fire"
    assert runtime.clear_problem(if_is="the table is on fire") is True
    assert runtime.problem is None and runtime.ready
    assert changes == [Change.PROBLEM, Change.PROBLEM]
    unsubscribe()
    unsubscribe()  # twice is harmless
    runtime.set_problem("again")
    assert changes == [Change.PROBLEM, Change.PROBLEM]
    runtime.close()


def test_listeners_are_told_in_order_and_may_unsubscribe_while_told():
    changes = Changes()
    told: list[str] = []

    def first(change: Change) -> None:
        told.append("first")
        unsubscribe_first()

    unsubscribe_first = changes.subscribe(first)
    changes.subscribe(lambda change: told.append(f"second {change}"))
    changes.emit(Change.PLAN)
    changes.emit(Change.CONFIG)
    assert told == ["first", "second plan", "second config"]


def test_a_director_change_is_told_once_with_the_new_configuration(kiosk_home):
    runtime = open_station()
    changes = heard(runtime)
    settings = dataclasses.replace(runtime.config.settings, station_name="Table 12")
    DirectorService(runtime).apply(dataclasses.replace(runtime.config, settings=settings))
    assert runtime.config.settings.station_name == "Table 12"
    assert runtime.audit is not None and runtime.audit.station_name == "Table 12"
    assert changes == [Change.CONFIG]
    runtime.close()


def test_the_room_keepers_thread_writes_nothing_of_the_runtime(kiosk_home):
    runtime = open_station()
    changes = heard(runtime)
    told = threading.Event()
    keeper = RoomKeeper(runtime.home, runtime.audit)
    keeper.listener = told.set
    keeper.has_room = lambda: False  # type: ignore[method-assign]  # the disk is full
    runtime.recorder.keep_room(keeper.listener, keeper)  # its first round: no room
    assert told.is_set() and keeper.full
    assert runtime.problem is None and changes == []  # nothing until the GUI thread takes it
    assert runtime.follow_room() is True
    assert not runtime.ready and "full" in str(runtime.problem)
    assert changes == [Change.PROBLEM]
    assert runtime.follow_room() is False  # still full: nothing new
    told.clear()
    keeper.has_room = lambda: True  # type: ignore[method-assign]  # space was freed
    keeper.wake()
    assert told.wait(10)
    assert not runtime.ready  # the thread said so; the runtime is as it was
    assert runtime.follow_room() is True and runtime.ready
    assert changes == [Change.PROBLEM, Change.PROBLEM]
    keeper.stop()
    runtime.close()


def test_room_comes_back_without_clearing_anyone_elses_problem(kiosk_home):
    runtime = open_station()
    keeper = RoomKeeper(runtime.home, runtime.audit)
    keeper.has_room = lambda: False  # type: ignore[method-assign]
    runtime.recorder.keep_room(None, keeper)
    runtime.follow_room()
    runtime.clear_problem()
    runtime.set_problem("a director must look at this")
    keeper.has_room = lambda: True  # type: ignore[method-assign]
    keeper.check()
    assert runtime.follow_room() is False
    assert runtime.problem == "a director must look at this"
    keeper.stop()
    runtime.close()


def test_the_central_clock_crosses_threads_through_its_own_object(kiosk_home):
    runtime = open_station(defer_log=True)
    before = {f.name: getattr(runtime, f.name) for f in dataclasses.fields(runtime)}
    start = runtime.central_now()
    on_a_thread(lambda: runtime.following.clock.measured(2 * 3600.0))  # as the event sync does
    after = {f.name: getattr(runtime, f.name) for f in dataclasses.fields(runtime)}
    assert after == before  # no field of the runtime was written by the thread
    ahead = (runtime.central_now() - start).total_seconds()
    assert 2 * 3600.0 <= ahead < 2 * 3600.0 + 60
    runtime.close()


def test_code_run_on_worker_threads_assigns_no_runtime_field():
    """The modules whose code runs on threads of their own write the runtime only through
    its thread-safe parts (`following.clock`, `calls`), never by assigning its fields; the
    record path (`Recorder.record`, on the recording thread) writes none either."""
    import ast
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    threaded = (
        "kiosk/director/event_sync.py",
        "kiosk/runtime/room.py",
        "kiosk/runtime/recording.py",
        "kiosk/runtime/calls.py",
        "kiosk/health/heartbeat.py",
    )
    found = []
    for name in threaded:
        tree = ast.parse((root / name).read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            targets = node.targets if isinstance(node, ast.Assign) else []
            if isinstance(node, ast.AugAssign | ast.AnnAssign):
                targets = [node.target]
            for target in targets:
                if (
                    isinstance(target, ast.Attribute)
                    and isinstance(target.value, ast.Name)
                    and target.value.id == "runtime"
                ) or (
                    isinstance(target, ast.Attribute)
                    and isinstance(target.value, ast.Attribute)
                    and target.value.attr == "runtime"
                ):
                    found.append(f"{name}:{node.lineno}")
    assert found == []


def test_the_runtime_is_a_hub_of_parts_not_the_parts_themselves():
    """The record path, the call desk, the central link and the event followed are objects
    of their own (`kiosk.runtime.recording`, `calls`, `central_link`, `following`): the runtime
    holds them and what the screen shows, and grows no new fields or methods for them."""
    from kiosk.runtime.calls import StationCalls
    from kiosk.runtime.central_link import CentralLink
    from kiosk.runtime.following import EventFollowing
    from kiosk.runtime.recording import Recorder

    names = [f.name for f in dataclasses.fields(StationRuntime)]
    methods = [
        n
        for n, v in vars(StationRuntime).items()
        if (callable(v) or isinstance(v, property)) and not n.startswith("__")
    ]
    assert len(names) <= 22 and len(methods) <= 30, (len(names), len(methods))
    for part in ("relay", "heartbeat", "plan_serial", "plan_inputs", "pairings", "central_clock"):
        assert part not in names, part
    for path in ("record", "keep_unrecorded", "prior_judgements", "acknowledge_call"):
        assert path not in methods, path
    parts = {"recorder": Recorder, "calls": StationCalls, "link": CentralLink}
    parts["following"] = EventFollowing
    declared = {f.name: f.type for f in dataclasses.fields(StationRuntime)}  # as annotated
    assert all(declared[name] == kind.__name__ for name, kind in parts.items()), declared


def test_the_shell_never_holds_the_log_or_the_runtimes_parts():
    """The director's screens reach the log through the service's `AuditDesk` and the
    players' call through the service; no module of the shell names the log's class, and
    director mode's screens read no part of the runtime."""
    import ast
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    named, reached = [], []
    for path in sorted((root / "kiosk" / "ui").rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        where = path.relative_to(root)
        for node in ast.walk(tree):
            if isinstance(node, ast.Name | ast.alias) and "AuditLog" in (
                getattr(node, "id", None),
                getattr(node, "name", None),
            ):
                named.append(f"{where}:{node.lineno}")
            if (
                "director" in where.parts
                and isinstance(node, ast.Attribute)
                and node.attr in ("runtime", "recorder", "calls", "link", "following")
            ):
                reached.append(f"{where}:{node.lineno} .{node.attr}")
    assert named == []
    assert reached == []
