"""An append costs the same at any size of the log: nothing on the judge key's path scans it.

Timing a disk shared with other work says little, so the cost is counted where it does not
vary: the statements an append runs (traced on its own connection) are each planned by
SQLite as index searches, never a scan of the records or a sort, and the virtual machine
steps each append takes (SQLite's progress handler) are the same on a log of 1,000
records and on one of 20,000 made by ``bench/bench_audit.py --make-log``'s `make_log`
(its records run into the future, as a clock set wrong leaves them: the split-window
queries must not read those either). The time itself is measured by
``python bench/bench_audit.py --append-scale`` at 1,000,000 records.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import Any

import pytest

from bench.bench_audit import make_log, sample_adjudication
from kiosk.audit.log_file import chain_owners, other_chain
from kiosk.audit.store import open_audit_log
from tests.conftest import wait_until

SMALL, LARGE = 1_000, 20_000


@pytest.fixture(scope="module")
def logs(tmp_path_factory: pytest.TempPathFactory) -> dict[int, tuple[Path, str]]:
    folder = tmp_path_factory.mktemp("scale")
    made = {}
    for count in (SMALL, LARGE):
        path = folder / f"log-{count}.sqlite3"
        result = make_log(path, count)
        made[count] = (path, next(iter(result.stations)))
    return made


def _plan(connection: sqlite3.Connection, sql: str, parameters: tuple[object, ...]) -> list[str]:
    return [row[3] for row in connection.execute(f"EXPLAIN QUERY PLAN {sql}", parameters)]


def _scans(plan: list[str]) -> list[str]:
    return [
        step
        for step in plan
        if (step.startswith("SCAN") and "audit_records" in step) or "TEMP B-TREE" in step
    ]


def test_no_statement_of_an_append_scans_the_log(logs: dict[int, tuple[Path, str]]) -> None:
    path, station_id = logs[LARGE]
    log = open_audit_log(station_id=station_id, path=path)
    try:
        adj = sample_adjudication()
        log.record_adjudication(adj, profile="Bench", table=7)
        statements: list[str] = []
        connection = log.file.connection()
        connection.set_trace_callback(statements.append)
        try:
            second = log.record_adjudication(adj, profile="Bench", table=7)  # a split lookup
            log.record_event(_kind("SELF_TEST"), {"ok": True})
        finally:
            connection.set_trace_callback(None)
        reads = [s for s in statements if s.lstrip().upper().startswith("SELECT")]
        assert reads, statements
        for sql in reads:  # traced with their values in place: planned as they ran
            plan = _plan(connection, sql, ())
            assert not _scans(plan), (sql, plan)
        assert second.possible_split_lookup  # the lookup still finds the earlier one
        assert second.split_lookup_of is not None
        assert second.split_lookup_of["seq"] == second.seq - 1
    finally:
        log.close()


def _kind(name: str) -> Any:
    from kiosk.audit.records import EventKind

    return EventKind[name]


def _steps_per_append(path: Path, station_id: str, appends: int = 5) -> list[int]:
    log = open_audit_log(station_id=station_id, path=path)
    try:
        adj = sample_adjudication()
        log.record_adjudication(adj, profile="Bench", table=3)  # warm: the same state after
        counted = []
        steps = [0]

        def step() -> int:
            steps[0] += 1
            return 0

        connection = log.file.connection()
        for n in range(appends):
            steps[0] = 0
            connection.set_progress_handler(step, 1)
            try:
                log.record_adjudication(adj, profile="Bench", table=3 + n % 2)
            finally:
                connection.set_progress_handler(None, 1)
            counted.append(steps[0])
        return counted
    finally:
        log.close()


def test_an_append_takes_as_many_steps_at_20000_records_as_at_1000(
    logs: dict[int, tuple[Path, str]],
) -> None:
    small = _steps_per_append(*logs[SMALL])
    large = _steps_per_append(*logs[LARGE])
    # a deeper index costs a seek or two more; reading rows of the log would cost thousands
    assert max(large) <= 1.2 * max(small), (small, large)


def test_the_start_checks_read_the_index_not_the_log(logs: dict[int, tuple[Path, str]]) -> None:
    path, station_id = logs[LARGE]
    from kiosk.audit import log_file

    connection = sqlite3.connect(path)
    try:
        for sql, parameters in (
            (log_file._OWNERS, ()),
            (log_file._OTHER_CHAIN, (station_id, station_id, station_id)),
        ):
            plan = _plan(connection, sql, parameters)
            assert not _scans(plan), (sql, plan)
    finally:
        connection.close()
    assert chain_owners(path) == [station_id]
    assert other_chain(path, station_id) is None
    assert other_chain(path, "another-station") is not None


def test_recent_adjudications_at_a_start_read_the_time_index(
    logs: dict[int, tuple[Path, str]],
) -> None:
    path, station_id = logs[LARGE]
    log = open_audit_log(station_id=station_id, path=path)
    try:
        statements: list[str] = []
        connection = log.file.connection()
        connection.set_trace_callback(statements.append)
        try:
            recent = log.recent_adjudications(3600)
        finally:
            connection.set_trace_callback(None)
        assert 0 < len(recent) <= 500  # the log runs into the future: those count too
        for sql in statements:
            assert not _scans(_plan(connection, sql, ())), sql
    finally:
        log.close()


def test_the_write_ahead_file_is_folded_in_off_the_appends_path(tmp_path: Path, monkeypatch):
    """No append runs SQLite's checkpoint (on a large log, those appends were the slowest):
    a thread folds the write-ahead file into the log once it is past the limit."""
    from kiosk.audit.log_file import Checkpointer

    monkeypatch.setattr(Checkpointer, "WAL_LIMIT", 64 << 10)
    path = tmp_path / "audit.sqlite3"
    log = open_audit_log(station_id="st-1", path=path)
    try:
        connection = log.file.connection()
        assert connection.execute("PRAGMA wal_autocheckpoint").fetchone()[0] == 0

        def in_log_file() -> int:  # the log file alone, without its write-ahead file
            uri = f"{path.absolute().as_uri()}?mode=ro&immutable=1"
            try:
                with sqlite3.connect(uri, uri=True) as alone:
                    return alone.execute("SELECT count(*) FROM audit_records").fetchone()[0]
            except sqlite3.DatabaseError:  # read while the thread copies pages in: an
                return 0  # immutable reader takes no lock, so it can meet a half-copied file

        adj = sample_adjudication()
        for _ in range(40):
            log.record_adjudication(adj, profile="Bench")
        # folded in by the thread: no append did it
        wait_until(lambda: in_log_file() > 0, 10, "the checkpointer folding records in")
        assert len(log.query()) == 40
    finally:
        log.close()
    assert not path.with_name(path.name + "-wal").exists() or (
        path.with_name(path.name + "-wal").stat().st_size == 0
    )
