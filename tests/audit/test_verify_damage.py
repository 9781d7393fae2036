"""`audit verify` on damaged copies of a real log: nothing damaged passes, nothing crashes.

A station's log is written by the real store (adjudications at tables, flagged split
lookups, rulings, station events). Each of 240 copies has one bit flipped (seeded, so a
failure is reproduced by its number), spread over the whole file: its header, the table's
b-tree pages and record bodies, the index pages. Every copy is verified as
``challenge-kiosk audit verify --db COPY`` does it (the command's own entry point in this
process; every twentieth copy also as a real subprocess), and read with a plain dump that
takes every row in rowid order with no index. A copy whose rows differ from the
original's, or that cannot be dumped at all, must not be reported OK; no run may end in
a traceback or with an exit code other than 0 (OK) or 1 (BROKEN).
"""

from __future__ import annotations

import contextlib
import io
import os
import random
import shutil
import sqlite3
import subprocess
import sys
import uuid
from collections import Counter
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from kiosk.audit import EventKind, engine, open_audit_log
from kiosk.audit.engine import verify_log_file
from kiosk.cli import main as kiosk_main

REPO = Path(__file__).resolve().parents[2]
COPIES = 240
HEADER_COPIES = 16  # flips in the first 100 bytes: the file's own header
SEED = 25
STATION = "3f1c2a9e-5b7d-4e21-9c0a-7d2b8e6f4a10"
RECORDS = 46
PLAYS = ["cat", "catz dogs", "quixotic zax", "qi za", "jeux", "oxen", "zax zaxes", "qat"]


class _Clock:
    def __init__(self) -> None:
        self.now = datetime(2026, 11, 21, 9, 0, 0, 250000, tzinfo=UTC)

    def __call__(self) -> datetime:
        return self.now


@pytest.fixture(scope="module")
def real_log(tmp_path_factory, judge) -> Path:
    """A station's log of `RECORDS` records written by the store, checkpointed into one file
    (the same file in every run: its event ids come from a seeded generator)."""
    path = tmp_path_factory.mktemp("real-log") / "audit.sqlite3"
    ids = random.Random(SEED)
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(uuid, "uuid4", lambda: uuid.UUID(int=ids.getrandbits(128), version=4))
        write_station_log(path, judge)
    checkpoint = sqlite3.connect(path)
    checkpoint.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    checkpoint.close()
    wal = path.with_name(path.name + "-wal")
    assert not wal.exists() or wal.stat().st_size == 0
    return path


def write_station_log(path: Path, judge) -> None:
    """Adjudications at tables (some within the split window of the one before), rulings,
    station events: as a station's day writes them."""
    clock = _Clock()
    with open_audit_log(
        station_id=STATION, station_name="Table 7 by the window", path=path, clock=clock
    ) as log:
        log.record_event(EventKind.KIOSK_STARTED, {"version": "test", "profiles": []})
        earlier = None
        for n in range(40):
            clock.now += timedelta(seconds=40 if n % 9 == 4 else 150)
            if n % 10 == 7 and earlier is not None:
                log.annotate(earlier.event_id, "manual-lookup", "checked", result="ACCEPTABLE")
                continue
            if n % 13 == 5:
                log.record_event(EventKind.DIRECTOR_LOGIN_SUCCEEDED, {})
                continue
            play = PLAYS[n % len(PLAYS)]
            record = log.record_adjudication(
                judge(play, rule=("double", "five-point")[n % 2]),
                profile=("Division A", "Division B")[n % 2],
                table=n % 9 + 1 if n % 9 != 4 else (n - 1) % 9 + 1,
                declared_count=len(play.split()),
            )
            earlier = earlier if n % 3 else record
        log.record_event(EventKind.ENTRY_WITHDRAWN, {"profile": "Division A", "words": 2})
        for _ in range(3):
            clock.now += timedelta(seconds=30)
            log.record_event(EventKind.SETTINGS_CHANGED, {"changed": ["split_window_s"]})
        log.record_event(EventKind.KIOSK_STOPPED, {"reason": "director"})


def dump(path: Path) -> list[tuple] | None:
    """Every row of audit_records in rowid order, read with no index and nothing else of the
    file trusted; None when the rows cannot be read at all."""
    try:
        conn = sqlite3.connect(f"{path.as_uri()}?mode=ro&immutable=1", uri=True)
        conn.text_factory = bytes  # damaged text is still compared, byte for byte
        try:
            return conn.execute(
                "SELECT rowid, * FROM audit_records NOT INDEXED ORDER BY rowid"
            ).fetchall()
        finally:
            conn.close()
    except (sqlite3.DatabaseError, ValueError):  # ValueError: a damaged name, not UTF-8
        return None


def page_owners(path: Path) -> dict[int, str]:
    """Which table or index each page of the file belongs to (SQLite's dbstat)."""
    conn = sqlite3.connect(f"{path.as_uri()}?mode=ro&immutable=1", uri=True)
    try:
        return dict(conn.execute("SELECT pageno, name FROM dbstat"))
    finally:
        conn.close()


def where(offset: int, page_size: int, owners: dict[int, str]) -> str:
    if offset < 100:
        return "file header"
    owner = owners.get(offset // page_size + 1, "free page")
    if owner == "audit_records":
        return "audit_records (rows and bodies)"
    if owner.startswith(("ix_", "ux_", "sqlite_autoindex_audit")):
        return "audit_records indexes"
    return "schema and other tables" if owner != "free page" else owner


def verify_in_process(path: Path) -> tuple[int, str, str]:
    """``challenge-kiosk audit verify --db PATH`` through the command's own entry point."""
    out, err = io.StringIO(), io.StringIO()
    umask = os.umask(0o077)
    os.umask(umask)
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            try:
                code = kiosk_main(["audit", "verify", "--db", str(path)])
            except SystemExit as exc:  # argparse
                code = exc.code if isinstance(exc.code, int) else 2
            except Exception as exc:  # a traceback, as the command would have shown it
                import traceback

                code = 99
                err.write("Traceback\n" + "".join(traceback.format_exception(exc)))
    finally:
        os.umask(umask)  # main() makes the process's files private
    return code, out.getvalue(), err.getvalue()


def verify_subprocess(path: Path) -> tuple[int, str, str]:
    done = subprocess.run(
        [sys.executable, "-m", "kiosk", "audit", "verify", "--db", str(path)],
        capture_output=True,
        text=True,
        cwd=REPO,
        timeout=120,
    )
    return done.returncode, done.stdout, done.stderr


def flipped_copy(source: bytes, target: Path, offset: int, bit: int) -> None:
    data = bytearray(source)
    data[offset] ^= 1 << bit
    target.write_bytes(bytes(data))


def test_the_real_log_verifies_and_dumps(real_log):
    code, out, _err = verify_in_process(real_log)
    assert code == 0, out
    assert out.startswith(f"OK: {RECORDS} records, chain intact")
    assert len(dump(real_log) or []) == RECORDS


@pytest.mark.slow
def test_no_bit_flipped_copy_passes_with_a_changed_row_and_none_crashes(real_log, tmp_path):
    source = real_log.read_bytes()
    original = dump(real_log)
    page_size = int.from_bytes(source[16:18], "big")
    owners = page_owners(real_log)
    rng = random.Random(SEED)
    results = []
    for n in range(COPIES):
        size = 100 if n < HEADER_COPIES else len(source)
        offset, bit = rng.randrange(size), rng.randrange(8)
        copy = tmp_path / f"copy-{n:03d}.sqlite3"
        flipped_copy(source, copy, offset, bit)
        rows = dump(copy)
        changed = rows != original
        run = verify_subprocess if n % 20 == 0 else verify_in_process
        code, out, err = run(copy)
        results.append((n, offset, bit, where(offset, page_size, owners), changed, code, out, err))
        for leftover in tmp_path.glob(f"copy-{n:03d}.sqlite3*"):
            leftover.unlink()

    crashed = [(*r[:6], r[7][-600:]) for r in results if r[5] not in (0, 1) or "Traceback" in r[7]]
    passed_changed = [(*r[:6], r[6][:200]) for r in results if r[4] and r[5] == 0]
    said_ok = [r for r in results if r[5] == 0]
    unclear = [
        (*r[:6], r[6][:200])
        for r in results
        if not r[6].startswith(("OK: ", "BROKEN")[r[5]] if r[5] in (0, 1) else "")
    ]
    areas = Counter(r[3] for r in results)
    changed = sum(r[4] for r in results)
    broken = sum(r[5] == 1 for r in results)
    print(
        f"\n{COPIES} copies, one bit flipped in each (seed {SEED}): {changed} with changed rows;"
        f" verify said BROKEN for {broken}, OK for {len(said_ok)}"
        f" ({sum(not r[4] for r in said_ok)} of them with rows as the original's);"
        f" flips by area: {dict(areas)}"
    )
    assert crashed == []
    assert passed_changed == []
    assert unclear == []  # exit 0 says "OK: ...", exit 1 "BROKEN ..."
    # the flips reached every part of the file
    assert {"file header", "audit_records (rows and bodies)", "audit_records indexes"} <= set(areas)


def test_a_damaged_index_does_not_hide_a_row(real_log, tmp_path):
    """Pages of the station/seq index overwritten with zeros: the table is intact, verify
    still reads every row (through no index), and says BROKEN for the damaged file."""
    copy = tmp_path / "index-damaged.sqlite3"
    shutil.copyfile(real_log, copy)
    conn = sqlite3.connect(f"{real_log.as_uri()}?mode=ro&immutable=1", uri=True)
    pages = [
        p for (p,) in conn.execute("SELECT pageno FROM dbstat WHERE name = 'ux_audit_station_seq'")
    ]
    page_size = conn.execute("PRAGMA page_size").fetchone()[0]
    conn.close()
    data = bytearray(copy.read_bytes())
    for page in pages:
        start = (page - 1) * page_size
        data[start : start + page_size] = bytes(page_size)
    copy.write_bytes(bytes(data))
    assert dump(copy) == dump(real_log)  # every row is still there, as written

    report = verify_log_file(copy)
    assert not report.ok and report.damage is not None
    assert report.count == RECORDS  # every record was read and its chain followed
    assert all(station.ok for station in report.stations)
    code, out, err = verify_subprocess(copy)
    assert code == 1 and "Traceback" not in err
    assert out.startswith("BROKEN: the log file is damaged")
    assert f"{RECORDS} records" in out


def test_a_log_on_read_only_media_verifies(real_log, tmp_path):
    """The log in a folder that cannot be written (an immutable folder and file, chattr +i;
    as another user, a folder without the write bit): verified, and nothing made beside it."""
    folder = tmp_path / "media"
    folder.mkdir()
    log = folder / "audit.sqlite3"
    shutil.copyfile(real_log, log)
    unlock = _lock(folder, log)
    try:
        code, out, err = verify_subprocess(log)
        assert (code, err) == (0, ""), out + err
        assert out.startswith(f"OK: {RECORDS} records, chain intact")
        assert sorted(p.name for p in folder.iterdir()) == ["audit.sqlite3"]
        code, out, _err = verify_in_process(log)
        assert code == 0 and out.startswith(f"OK: {RECORDS} records")
    finally:
        unlock()


def test_records_in_the_write_ahead_file_on_read_only_media_are_read(real_log, tmp_path, judge):
    """A log whose last records are still in its write-ahead file (the station was killed),
    on media that cannot be written: those records are read too (from a private copy), and
    an edit among them is found."""
    folder = tmp_path / "media"
    folder.mkdir()
    log = folder / "audit.sqlite3"
    shutil.copyfile(real_log, log)
    code = (
        "import os, sys\n"
        "from kiosk.audit import open_audit_log\n"
        "from kiosk.audit.records import EventKind\n"
        f"log = open_audit_log(station_id={STATION!r}, path={str(log)!r})\n"
        "log.file.connection().execute('PRAGMA wal_autocheckpoint = 0')\n"
        "for n in range(5):\n"
        "    log.record_event(EventKind.SETTINGS_CHANGED, {'n': n})\n"
        "os._exit(0)\n"  # killed: nothing checkpointed, the -wal file keeps the records
    )
    subprocess.run([sys.executable, "-c", code], cwd=REPO, check=True, timeout=60)
    shm = log.with_name(log.name + "-shm")
    shm.unlink()  # as copied from another machine: the log and its write-ahead file
    assert log.with_name(log.name + "-wal").stat().st_size > 0
    unlock = _lock(folder, log, log.with_name(log.name + "-wal"))
    try:
        code, out, err = verify_subprocess(log)
        assert code == 0 and out.startswith(f"OK: {RECORDS + 5} records"), out + err
        report = verify_log_file(log, read_only_media=True)
        assert report.ok and report.count == RECORDS + 5
    finally:
        unlock()


def _lock(folder: Path, *files: Path) -> Callable[[], None]:
    """Make ``folder`` and ``files`` unwritable (for root too: chattr +i); the undoing."""
    if os.geteuid() == 0:
        if shutil.which("chattr") is None:
            pytest.skip("chattr is not installed")
        paths = [*map(str, files), str(folder)]
        done = subprocess.run(["chattr", "+i", *paths], capture_output=True)
        if done.returncode != 0:
            pytest.skip(f"chattr +i is not supported here: {done.stderr.decode().strip()}")
        return lambda: subprocess.run(["chattr", "-i", *paths], check=True)
    for path in files:
        path.chmod(0o444)
    folder.chmod(0o555)
    return lambda: folder.chmod(0o755)


@pytest.mark.parametrize(
    "tamper",
    [
        None,
        "DELETE FROM audit_records WHERE rowid = 31",
        "DELETE FROM audit_records WHERE rowid IN (30, 31, 32)",
        "UPDATE audit_records SET body = replace(body, '\"seq\":', '\"seq\": ') WHERE rowid = 40",
        "UPDATE audit_records SET profile = 'X' WHERE rowid = 5",
        "DELETE FROM audit_records WHERE rowid = 1",
        "UPDATE audit_records SET id = -5 WHERE id = 44",  # stored before all the others
    ],
)
def test_a_log_read_in_parts_gives_the_report_of_one_scan(tmp_path, judge, clock, tamper):
    """Three stations' chains in one file, read in two parts by two processes (as the
    command line reads a large log), edited or cut anywhere: the report of one scan."""
    path = tmp_path / "three.sqlite3"
    logs = [
        open_audit_log(station_id=f"st-{n}", station_name=f"Table {n}", path=path, clock=clock)
        for n in range(3)
    ]
    for n in range(60):
        clock.advance(100)
        logs[n % 3].record_adjudication(judge(PLAYS[n % len(PLAYS)]), profile="Division A")
    for log in logs:
        log.close()
    if tamper:
        with sqlite3.connect(path, isolation_level=None) as conn:
            conn.execute("DROP TRIGGER audit_records_no_update")
            conn.execute("DROP TRIGGER audit_records_no_delete")
            conn.execute(tamper)
        conn.close()
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(engine, "PARALLEL_FROM_BYTES", 0)
        patch.setattr(engine.threading, "active_count", lambda: 1)  # pytest's own threads
        parts = engine.verify_log_file(path, workers=2)
    whole = engine.verify_log_file(path)
    assert parts == whole
    assert whole.ok is (tamper is None)


def test_a_log_on_a_read_only_mount_verifies(real_log, tmp_path):
    """The log's folder bind-mounted read only (root, where mounting is allowed)."""
    folder, mounted = tmp_path / "media", tmp_path / "mounted"
    folder.mkdir()
    mounted.mkdir()
    shutil.copyfile(real_log, folder / "audit.sqlite3")
    if os.geteuid() != 0 or shutil.which("mount") is None:
        pytest.skip("a read-only bind mount needs root")
    bind = subprocess.run(["mount", "--bind", str(folder), str(mounted)], capture_output=True)
    if bind.returncode != 0:
        pytest.skip(f"mounting is not allowed here: {bind.stderr.decode().strip()}")
    try:
        subprocess.run(["mount", "-o", "remount,ro,bind", str(mounted)], check=True)
        code, out, err = verify_subprocess(mounted / "audit.sqlite3")
        assert (code, err) == (0, ""), out + err
        assert out.startswith(f"OK: {RECORDS} records, chain intact")
    finally:
        subprocess.run(["umount", str(mounted)], check=True)
    assert sorted(p.name for p in folder.iterdir()) == ["audit.sqlite3"]
