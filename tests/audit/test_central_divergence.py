"""The central copy against a cut, lost, rewritten or forged station log, and a forged
central log: what the relay refuses, what compare and verify --central report."""

from __future__ import annotations

import json
import uuid

import pytest
from audit_helpers import (
    drop_triggers,
    forge,
    insert_row,
    raw,
    restore_triggers,
    rows,
    update_row,
)
from central_helpers import central_count, central_links, central_sql, divergences, relayed

from kiosk.audit import open_audit_log
from kiosk.audit.central import signed_head
from kiosk.audit.engine import database_engine, verify_engine
from kiosk.audit.identity import station_key
from kiosk.audit.models import StationHeadRow
from kiosk.audit.records import GENESIS_HASH
from kiosk.cli import main

pytestmark = pytest.mark.postgres


@pytest.fixture
def copied(tmp_path, central_url, judge):
    """Station st-1 with 6 records, all copied to the central log with signed heads."""
    path = tmp_path / "st-1.sqlite3"
    key = station_key(tmp_path)
    with open_audit_log(station_id="st-1", path=path) as log:
        relay = relayed(log, central_url, key=key)
        for text in ("cat", "cat dogz", "qat", "zax", "cat qi", "dogs"):
            log.record_adjudication(judge(text), profile="A")
            assert relay.wait_until_caught_up(20)
        relay.stop()
    assert len(central_links(central_url, "st-1")) == 6
    return path, key


def key_in(home):
    home.mkdir()
    return station_key(home)


def run_relay(path, url, key, station="st-1", seconds=3.0):
    """Open the log, relay for a while, and return (status, divergences recorded)."""
    with open_audit_log(station_id=station, path=path) as log:
        relay = relayed(log, url, key=key)
        relay.wait_until_caught_up(seconds)
        status = relay.status
        relay.stop()
        return status, divergences(log)


def compare(path, url, capsys, *extra) -> tuple[int, str]:
    code = main(["audit", "compare", "--central", url, "--db", str(path), *extra])
    return code, capsys.readouterr().out


def test_two_stations_agree_and_verify_checks_their_signed_heads(
    tmp_path, central_url, judge, capsys
):
    for n in (1, 2):
        with open_audit_log(station_id=f"st-{n}", path=tmp_path / f"{n}.sqlite3") as log:
            relay = relayed(log, central_url, key=key_in(tmp_path / f"home-{n}"))
            for _ in range(4 + n):
                log.record_adjudication(judge("cat"), profile="A")
            assert relay.wait_until_caught_up(20)
            relay.stop()
        code, out = compare(tmp_path / f"{n}.sqlite3", central_url, capsys)
        assert code == 0 and f"station st-{n}: agrees ({4 + n} records" in out
    assert main(["audit", "verify", "--central", central_url]) == 0
    out = capsys.readouterr().out
    assert out.startswith("OK: 11 records, chain intact")
    assert "signed heads:" in out and "(2 stations), all valid" in out


def test_cut_tail_then_new_records_diverges_and_sends_nothing(copied, central_url, judge, capsys):
    path, key = copied
    drop_triggers(path)
    with raw(path) as conn:
        conn.execute("DELETE FROM audit_records WHERE seq > 3")
    restore_triggers(path)
    with open_audit_log(station_id="st-1", path=path) as log:
        for _ in range(3):
            log.record_adjudication(judge("zzz"), profile="A")  # new seq 4..6, other content
    before = central_links(central_url, "st-1")

    status, recorded = run_relay(path, central_url, key)

    assert central_links(central_url, "st-1") == before  # nothing sent, nothing mixed
    assert status.diverged == ("station st-1: diverged at record 4: record 4 differs from "
                               "the central copy",)  # fmt: skip
    assert [(d["station"], d["seq"], d["difference"]) for d in recorded] == [
        ("st-1", 4, "different content")
    ]
    again, recorded_again = run_relay(path, central_url, key, seconds=1)
    assert again.diverged and len(recorded_again) == 1  # recorded once, not every retry
    code, out = compare(path, central_url, capsys)
    assert code == 1
    assert "station st-1: differs at record 4 (different content)" in out


def test_cut_tail_alone_is_reported_as_records_the_station_no_longer_has(
    copied, central_url, capsys
):
    path, key = copied
    drop_triggers(path)
    with raw(path) as conn:
        conn.execute("DELETE FROM audit_records WHERE seq > 4")
    restore_triggers(path)
    code, out = compare(path, central_url, capsys)
    assert code == 1
    assert "differs at record 5 (missing locally): the central log holds records 5 to 6" in out
    status, _recorded = run_relay(path, central_url, key)
    assert "holds records 5 to 6 that this station no longer has" in status.diverged[0]
    assert len(central_links(central_url, "st-1")) == 6


def test_lost_log_is_not_overwritten_or_mixed(copied, central_url, judge, capsys):
    path, key = copied
    path.unlink()
    for extra in ("-wal", "-shm"):
        path.with_name(path.name + extra).unlink(missing_ok=True)
    with open_audit_log(station_id="st-1", path=path) as log:  # a new file, same station id
        log.record_adjudication(judge("cat"), profile="A")
    before = central_links(central_url, "st-1")

    status, recorded = run_relay(path, central_url, key)

    assert central_links(central_url, "st-1") == before
    assert "the central log holds 6 records this station no longer has" in status.diverged[0]
    assert recorded[0]["seq"] == 1 and recorded[0]["station"] == "st-1"
    assert verify_engine(database_engine(central_url)).ok
    code, out = compare(path, central_url, capsys)
    assert code == 1 and "station st-1: differs at record 1" in out


def test_forged_record_replacing_a_copied_one_diverges(copied, central_url, judge, capsys):
    """An attacker rewrites record 3 on the station and re-hashes the chain after it."""
    path, key = copied
    drop_triggers(path)
    stored = rows(path)
    prev = stored[1]["hash"]
    with raw(path) as conn:
        for old in stored[2:]:
            body = json.loads(old["body"])
            if body["seq"] == 3:
                body.update(typed="zzz", verdict="ACCEPTABLE")
            forged = forge(body, prev)
            update_row(conn, old["id"], forged)
            prev = forged["hash"]
    restore_triggers(path)
    with open_audit_log(station_id="st-1", path=path) as log:
        assert log.verify().ok  # the local chain alone cannot tell
        log.record_adjudication(judge("cat"), profile="A")
    status, recorded = run_relay(path, central_url, key)
    assert len(central_links(central_url, "st-1")) == 6  # the new record was not sent
    assert status.diverged and recorded[0]["seq"] == 3
    code, out = compare(path, central_url, capsys)
    assert code == 1 and "differs at record 3 (different content)" in out


def test_edited_record_not_yet_copied_is_refused(copied, central_url, judge):
    path, key = copied
    with open_audit_log(station_id="st-1", path=path) as log:
        log.record_adjudication(judge("cat"), profile="A")  # seq 7, not copied yet
    drop_triggers(path)
    row = rows(path)[-1]
    with raw(path) as conn:
        update_row(conn, row["id"], {"verdict": "UNACCEPTABLE"})
    restore_triggers(path)
    status, recorded = run_relay(path, central_url, key)
    assert len(central_links(central_url, "st-1")) == 6
    assert "record 7: its verdict column" in status.diverged[0]
    assert recorded[0]["difference"] == "invalid locally"


def test_forged_record_appended_with_correct_links_is_copied_as_documented(
    copied, central_url, capsys
):
    """Honest limit: a record appended at the end, linked and hashed like a genuine one,
    cannot be told apart by the relay; the signed head then vouches for it."""
    path, key = copied
    drop_triggers(path)
    last = rows(path)[-1]
    body = json.loads(last["body"])
    body.update(event_id=str(uuid.uuid4()), seq=7, typed="forged", verdict="ACCEPTABLE")
    with raw(path) as conn:
        insert_row(conn, forge(body, last["hash"]))
    restore_triggers(path)
    status, _ = run_relay(path, central_url, key)
    assert not status.diverged and len(central_links(central_url, "st-1")) == 7
    assert main(["audit", "verify", "--central", central_url]) == 0


def test_central_record_altered_after_the_fact_fails_the_signed_heads(copied, central_url, capsys):
    """The central chain is rewritten consistently (record 2 changed, 2..6 re-hashed): the
    chain verifies, but the station's signed heads no longer match."""
    engine = database_engine(central_url)
    with engine.connect() as conn:
        stored = conn.exec_driver_sql(
            "SELECT id, body FROM audit_records WHERE station_id = 'st-1' ORDER BY seq"
        ).all()
    engine.dispose()
    changes, prev = [], GENESIS_HASH
    for row_id, body_text in stored:
        body = json.loads(body_text)
        if body["seq"] == 2:
            body["verdict"] = "ACCEPTABLE"
        forged = forge(body, prev)
        if body["seq"] >= 2:
            changes.append((row_id, forged))
        prev = forged["hash"]
    central_sql(
        central_url,
        *(
            (
                "UPDATE audit_records SET body = :body, prev_hash = :prev_hash, hash = :hash, "
                "verdict = :verdict WHERE id = :id",
                {**{k: f[k] for k in ("body", "prev_hash", "hash", "verdict")}, "id": row_id},
            )
            for row_id, f in changes
        ),
    )
    assert verify_engine(database_engine(central_url)).ok  # the chain alone is consistent
    assert main(["audit", "verify", "--central", central_url]) == 1
    out = capsys.readouterr().out
    assert "SIGNED HEADS:" in out
    assert "differs from the one the station signed (the central copy was changed)" in out


def test_a_central_text_edited_under_its_old_hash_is_a_difference_for_compare(
    copied, central_url, capsys
):
    """Black-box: a central record whose text was changed (UNACCEPTABLE made ACCEPTABLE)
    with its hash column left alone was "agrees" for `audit compare`, which read the
    hash columns only. Each record's hash is now recomputed from its text on both sides."""
    path, _key = copied
    central_sql(
        central_url,
        "UPDATE audit_records SET body = replace(body, 'UNACCEPTABLE', 'ACCEPTABLE'), "
        "verdict = 'ACCEPTABLE' WHERE station_id = 'st-1' AND seq = 2",
    )
    code, out = compare(path, central_url, capsys)
    assert code == 1
    assert "st-1: differs at record 2 (different content): record 2 differs" in out
    assert main(["audit", "verify", "--central", central_url]) == 1  # verify agrees
    assert "BROKEN at seq 2" in capsys.readouterr().out


def test_central_records_deleted_fail_the_signed_heads(copied, central_url, capsys):
    central_sql(central_url, "DELETE FROM audit_records WHERE station_id = 'st-1' AND seq > 4")
    assert main(["audit", "verify", "--central", central_url]) == 1
    assert "record 6 is no longer in the central log" in capsys.readouterr().out


def test_head_signed_with_another_key_is_caught(copied, central_url, tmp_path, judge, capsys):
    path, _key = copied
    intruder = key_in(tmp_path / "intruder")
    seq, hash_ = central_links(central_url, "st-1")[-1]
    from datetime import UTC, datetime

    engine = database_engine(central_url)
    with engine.begin() as conn:
        conn.execute(
            StationHeadRow.__table__.insert(),
            [signed_head(intruder, "st-1", seq, hash_, datetime.now(UTC))],
        )
    engine.dispose()
    assert main(["audit", "verify", "--central", central_url]) == 1
    assert "signed with another key than the station's pinned key" in capsys.readouterr().out

    # and a station relaying with another key is stopped before it sends anything
    with open_audit_log(station_id="st-1", path=path) as log:
        log.record_adjudication(judge("cat"), profile="A")
    status, recorded = run_relay(path, central_url, intruder)
    assert "pinned another signing key" in status.diverged[0]
    assert recorded[0]["difference"] == "another key"
    assert central_count(central_url) == 6


def test_records_not_yet_copied_are_pending_not_a_difference(copied, central_url, judge, capsys):
    path, _key = copied
    with open_audit_log(station_id="st-1", path=path) as log:
        for _ in range(2):
            log.record_adjudication(judge("cat"), profile="A")
    code, out = compare(path, central_url, capsys)
    assert code == 0 and "station st-1: agrees (6 records in the central copy; 2 not yet" in out
    assert out.rstrip().endswith("2 records not yet copied")
    assert compare(path, central_url, capsys, "--strict")[0] == 1


def test_compare_that_cannot_run_says_why_in_one_line(copied, tmp_path, central_url, capsys):
    path, _key = copied
    garbage = tmp_path / "garbage.sqlite3"
    garbage.write_bytes(b"not a database" * 200)
    for args in (
        ["--central", "postgresql+psycopg://nobody@127.0.0.1:1/none", "--db", str(path)],
        ["--central", central_url, "--db", str(garbage)],
        ["--central", central_url, "--db", str(tmp_path / "absent.sqlite3")],
        ["--central", "http://central.local/x", "--db", str(path)],
    ):
        assert main(["audit", "compare", *args]) == 2
        err = capsys.readouterr().err
        assert len(err.strip().splitlines()) == 1 and err.startswith("challenge-kiosk: ")


def test_verify_a_central_log_from_before_signed_heads(copied, central_url, capsys):
    from kiosk.audit.migrate import downgrade

    engine = database_engine(central_url)
    downgrade(engine, "0002")
    engine.dispose()
    assert main(["audit", "verify", "--central", central_url]) == 0
    assert "OK: 6 records" in capsys.readouterr().out
