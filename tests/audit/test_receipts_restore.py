"""A receipt code is never issued twice by one station, even after an older copy of its log
was restored over it: the codes continue above the highest one ever written on a slip."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from kiosk.audit import open_audit_log
from kiosk.audit.receipt_mark import ReceiptMark, mark_path
from kiosk.core.receipts import next_receipt_number

REPO = Path(__file__).resolve().parents[2]


def judge(home: Path, word: str = "cat") -> str:
    """`challenge-kiosk judge WORD` as a director runs it; the code it says to write."""
    done = subprocess.run(
        [sys.executable, "-m", "kiosk", "judge", word],
        capture_output=True,
        text=True,
        cwd=REPO,
        env={**os.environ, "CHALLENGE_KIOSK_HOME": str(home)},
        timeout=60,
    )
    assert done.returncode in (0, 1), done.stderr
    found = re.search(r"Write on the slip: (\S+)", done.stdout)
    assert found, done.stdout
    return found.group(1)


def restore(home: Path, backup: Path) -> None:
    for suffix in ("-wal", "-shm"):
        (home / f"audit.sqlite3{suffix}").unlink(missing_ok=True)
    shutil.copy2(backup, home / "audit.sqlite3")


def test_next_number_is_the_seq_unless_a_higher_one_was_issued():
    assert next_receipt_number(7, 6) == 7
    assert next_receipt_number(7, 0) == 7
    assert next_receipt_number(4, 6) == 7


def test_a_restored_log_never_repeats_a_slip_code(kiosk_home, tmp_path):
    codes = [judge(kiosk_home) for _ in range(3)]
    backup = tmp_path / "audit.sqlite3.backup"
    shutil.copy2(kiosk_home / "audit.sqlite3", backup)  # a backup after slip 3
    codes += [judge(kiosk_home, "qat") for _ in range(3)]
    prefix = codes[0].split("-")[0]
    assert codes == [f"{prefix}-{n:04d}" for n in range(1, 7)]

    restore(kiosk_home, backup)  # the log goes back to record 3
    after = [judge(kiosk_home, "zax") for _ in range(3)]

    assert after == [f"{prefix}-{n:04d}" for n in range(7, 10)]
    assert len(set(codes + after)) == len(codes + after)
    station = (kiosk_home / "station-id").read_text().strip()
    with open_audit_log(station_id=station, path=kiosk_home / "audit.sqlite3") as log:
        records = log.query()
        assert log.verify().ok  # the chain is whole: only the receipts left the numbers
    assert [(r.seq, r.receipt) for r in records] == [
        (1, codes[0]),
        (2, codes[1]),
        (3, codes[2]),
        (4, after[0]),
        (5, after[1]),
        (6, after[2]),
    ]

    restore(kiosk_home, backup)  # restored twice: still above every code issued
    assert judge(kiosk_home) == f"{prefix}-0010"


def test_the_mark_lost_with_a_restored_log_still_counts_the_logs_own_receipts(kiosk_home, tmp_path):
    for _ in range(2):
        judge(kiosk_home)
    restore_point = tmp_path / "copy"
    shutil.copy2(kiosk_home / "audit.sqlite3", restore_point)
    for _ in range(3):
        judge(kiosk_home)
    restore(kiosk_home, restore_point)
    assert judge(kiosk_home).endswith("-0006")  # record 3, receipt 6
    mark_path(kiosk_home / "audit.sqlite3").unlink()
    assert judge(kiosk_home).endswith("-0007")  # the log's newest receipt, 6, counts


def test_the_mark_is_private_and_names_its_station(kiosk_home):
    judge(kiosk_home)
    mark = mark_path(kiosk_home / "audit.sqlite3")
    assert mark.name == "audit.receipts"
    assert mark.stat().st_mode & 0o777 == 0o600
    station = (kiosk_home / "station-id").read_text().strip()
    assert ReceiptMark(kiosk_home / "audit.sqlite3").read(station) == 1
    assert ReceiptMark(kiosk_home / "audit.sqlite3").read("another-station") == 0
    mark.write_bytes(b"\x00garbage")  # damaged: the log's own receipts still count
    assert judge(kiosk_home).endswith("-0002")


def test_a_slip_code_above_its_records_seq_is_still_found(kiosk_home, tmp_path):
    from kiosk.audit.records import AuditQuery

    judge(kiosk_home)
    backup = tmp_path / "copy"
    shutil.copy2(kiosk_home / "audit.sqlite3", backup)
    judge(kiosk_home)
    restore(kiosk_home, backup)
    code = judge(kiosk_home)  # record 2, receipt 3
    assert code.endswith("-0003")
    station = (kiosk_home / "station-id").read_text().strip()
    with open_audit_log(station_id=station, path=kiosk_home / "audit.sqlite3") as log:
        for typed in (code, code.lower(), code.replace("-", " ")):
            found = log.query(AuditQuery(text=typed))
            assert [(r.seq, r.receipt) for r in found] == [(2, code)]


class _Words:
    """Two words, enough to judge a play."""

    name, fingerprint = "MINI", "ab" * 32

    def __init__(self) -> None:
        from kiosk.core.alphabet import load_alphabet

        self.alphabet = load_alphabet("english")

    def __contains__(self, key: object) -> bool:
        return key in ("CAT", "DOGS")

    def __len__(self) -> int:
        return 2


def _adjudicate(log, text: str = "cat") -> str:
    """The slip code of one play recorded in ``log``."""
    from kiosk.core.adjudication import adjudicate
    from kiosk.core.play import parse_play
    from kiosk.core.rules import rule_by_id

    words = _Words()
    result = adjudicate(parse_play(text, words.alphabet), words, rule_by_id("double"))
    return log.record_adjudication(result, profile="Main").receipt


def test_the_mark_reserves_a_block_and_a_clean_close_gives_back_the_rest(kiosk_home):
    from kiosk.audit.receipt_mark import BLOCK

    path = kiosk_home / "audit.sqlite3"
    mark = ReceiptMark(path)
    with open_audit_log(station_id="st-1", path=path) as log:
        assert _adjudicate(log).endswith("-0001")
        assert mark.read("st-1") == BLOCK  # reserved on disk before the record
        assert _adjudicate(log).endswith("-0002")
        assert mark.read("st-1") == BLOCK  # no flush for a number of the block
    assert mark.read("st-1") == 2  # the clean close: the last number issued
    with open_audit_log(station_id="st-1", path=path) as log:
        assert _adjudicate(log).endswith("-0003")  # no gap after a clean close


def test_two_programs_on_one_log_never_share_a_code(kiosk_home):
    from kiosk.audit.receipt_mark import BLOCK

    path = kiosk_home / "audit.sqlite3"
    first = open_audit_log(station_id="st-1", path=path)
    second = open_audit_log(station_id="st-1", path=path)
    codes = []
    try:
        for log in (first, second, first, first, second, first):
            codes.append(_adjudicate(log))
    finally:
        second.close()
        first.close()
    numbers = [int(c.rsplit("-", 1)[1]) for c in codes]
    assert len(set(numbers)) == len(numbers)
    assert numbers == sorted(numbers)  # each continues above the other's block
    assert numbers[1] == BLOCK + 1
    with open_audit_log(station_id="st-1", path=path) as log:
        assert int(_adjudicate(log).rsplit("-", 1)[1]) == numbers[-1] + 1


KILLED_CHILD = """
import os, sys
sys.path.insert(0, {repo!r})
from pathlib import Path
from kiosk.audit import open_audit_log
from tests.audit.test_receipts_restore import _adjudicate
log = open_audit_log(station_id="st-1", path=Path({path!r}))
print(_adjudicate(log), flush=True)
os.kill(os.getpid(), 9)
"""


def test_a_killed_program_skips_at_most_a_block_and_repeats_nothing(kiosk_home):
    from kiosk.audit.receipt_mark import BLOCK

    path = kiosk_home / "audit.sqlite3"
    child = subprocess.run(
        [sys.executable, "-c", KILLED_CHILD.format(repo=str(REPO), path=str(path))],
        capture_output=True,
        text=True,
        cwd=REPO,
        timeout=60,
    )
    assert child.returncode == -9, child.stderr
    assert child.stdout.strip().endswith("-0001")
    with open_audit_log(station_id="st-1", path=path) as log:
        after = _adjudicate(log)
    assert int(after.rsplit("-", 1)[1]) == BLOCK + 1  # above the killed program's block


@pytest.mark.postgres
def test_a_whole_home_restored_learns_its_last_receipt_from_the_central_log(
    kiosk_home, tmp_path, central_url
):
    """Found by a reliability round: the whole kiosk home put back from a copy (its log and
    its receipt mark with it) reissued the slip codes it had already given, and a search for
    one code then found one play at the station and another centrally."""
    (kiosk_home / "station.toml").write_text(
        f'[settings]\ncentral_url = "{central_url}"\n', encoding="utf-8"
    )
    codes = [judge(kiosk_home) for _ in range(2)]
    backup = tmp_path / "home-backup"
    shutil.copytree(kiosk_home, backup)  # the whole home, after slip 2
    codes += [judge(kiosk_home, "qat") for _ in range(3)]  # relayed: the central copy has 5
    shutil.rmtree(kiosk_home)
    shutil.copytree(backup, kiosk_home)  # the home goes back to slip 2, mark and all
    after = judge(kiosk_home, "zax")
    prefix = codes[0].split("-")[0]
    assert codes == [f"{prefix}-{n:04d}" for n in range(1, 6)]
    assert after == f"{prefix}-0006", after  # above every code the central copy holds

    from sqlalchemy import create_engine, text

    engine = create_engine(central_url)
    try:
        with engine.connect() as conn:
            central = [
                row[0]
                for row in conn.execute(
                    text(
                        "SELECT body::json->>'receipt' FROM audit_records "
                        "WHERE kind = 'adjudication' ORDER BY seq"
                    )
                )
            ]
    finally:
        engine.dispose()
    assert central == codes  # the restored station's record forks; its code repeats none
    assert after not in central
