"""challenge-kiosk judge logging, audit verify and audit export, run as a director would."""

from __future__ import annotations

import csv
import io
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from audit_helpers import drop_triggers, raw, rows, update_row

from kiosk.audit import EventKind, open_audit_log
from kiosk.audit.records import canonical_json, chain_hash
from kiosk.cli import main

REPO = Path(__file__).resolve().parents[2]


def cli(*args: str, home: Path) -> subprocess.CompletedProcess[bytes]:
    env = {**os.environ, "CHALLENGE_KIOSK_HOME": str(home)}
    return subprocess.run(
        [sys.executable, "-m", "kiosk", *args], capture_output=True, cwd=REPO, env=env, timeout=60
    )


def test_judge_logs_then_verify_and_export(kiosk_home: Path):
    # judge judges for the station's division: its rule is the division's
    (kiosk_home / "station.toml").write_text(
        '[[profiles]]\nname = "Main"\nrule = "five-point"\n', encoding="utf-8"
    )
    assert cli("judge", "cat", "dogz", home=kiosk_home).returncode == 1
    judged = cli("judge", "Qat,", "zax", home=kiosk_home)
    assert judged.returncode == 0 and judged.stdout.decode().startswith("ACCEPTABLE")

    verified = cli("audit", "verify", home=kiosk_home)
    assert verified.returncode == 0
    assert verified.stdout.decode().splitlines()[0] == "OK: 2 records, chain intact"

    exported = cli("audit", "export", "--format", "csv", home=kiosk_home)
    assert exported.returncode == 0
    assert exported.stdout.startswith(b"\xef\xbb\xbf")  # BOM: spreadsheets read UTF-8
    table = list(csv.DictReader(io.StringIO(exported.stdout.decode("utf-8-sig"), newline="")))
    assert [r["verdict"] for r in table] == ["UNACCEPTABLE", "ACCEPTABLE"]
    first, second = table
    assert first["typed"] == "cat dogz" and first["words"] == "CAT DOGZ"
    assert first["word_results"] == "CAT=acceptable DOGZ=unacceptable"
    assert first["profile"] == "Main" and first["rule"] == "five-point"
    assert first["loses_turn"] == "challenged" and first["seq"] == "1"
    assert second["typed"] == "Qat, zax" and second["points"] == "10"
    assert second["flags"] == "possible_split_lookup"  # judged seconds after the first
    assert first["lexicon"] == "ENABLE" and len(first["fingerprint"]) == 64

    jsonl = cli("audit", "export", "--format", "jsonl", "--verdict", "acceptable", home=kiosk_home)
    lines = [json.loads(line) for line in jsonl.stdout.decode().splitlines()]
    assert [line["typed"] for line in lines] == ["Qat, zax"]
    (line,) = lines
    body = {k: v for k, v in line.items() if k not in ("hash", "prev_hash")}
    assert chain_hash(line["prev_hash"], canonical_json(body)) == line["hash"]
    assert line["source"] == "judge-cli"

    with open_audit_log(station_id="reader", path=kiosk_home / "audit.sqlite3") as log:
        kinds = [r.kind for r in log.query()]
    assert kinds.count(EventKind.EXPORT_MADE) == 2  # every export is itself recorded


def test_judge_no_log_writes_nothing(kiosk_home: Path):
    assert main(["judge", "--no-log", "cat"]) == 0
    assert not (kiosk_home / "audit.sqlite3").exists()


def test_judge_still_answers_when_the_log_is_unavailable(kiosk_home: Path, capsys):
    (kiosk_home / "audit.sqlite3").mkdir()
    assert main(["judge", "cat"]) == 4
    captured = capsys.readouterr()
    assert captured.out.startswith("ACCEPTABLE")
    assert "log unavailable:" in captured.err and "call the director" in captured.err


def _log_with(path: Path, judge, clock, texts) -> list[str]:
    with open_audit_log(station_id="st-1", station_name="Table 1", path=path, clock=clock) as log:
        ids = []
        for text in texts:
            ids.append(log.record_adjudication(judge(text), profile="Open").event_id)
            clock.advance(86400)  # one a day
        return ids


def test_export_filters_to_a_file(tmp_path, judge, clock, capsys):
    db = tmp_path / "copy.sqlite3"
    ids = _log_with(db, judge, clock, ["cat", "catz", "dog", "zax"])
    out = tmp_path / "out.csv"
    args = ["audit", "export", "--format", "csv", "--db", str(db), "--out", str(out)]
    assert main([*args, "--since", "2024-05-05", "--until", "2024-05-06"]) == 0
    table = list(csv.DictReader(out.open(encoding="utf-8-sig", newline="")))
    assert [r["event_id"] for r in table] == ids[1:3]
    assert main([*args, "--verdict", "unacceptable", "--station", "Table 1"]) == 0
    table = list(csv.DictReader(out.open(encoding="utf-8-sig", newline="")))
    assert [r["event_id"] for r in table] == [ids[1]]
    assert main([*args, "--flagged"]) == 0  # one a day: no split lookups
    assert list(csv.DictReader(out.open(encoding="utf-8-sig", newline=""))) == []
    assert main([*args, "--lexicon", "nope"]) == 0
    assert out.read_text(encoding="utf-8-sig").count("\n") == 1  # the header row only
    capsys.readouterr()


def test_export_search_finds_a_disputed_play_by_its_slip_code_with_its_rulings(
    kiosk_home, tmp_path, judge, clock
):
    """An auditor after the event, with the log file and the code the players wrote."""
    db = tmp_path / "copy.sqlite3"
    with open_audit_log(station_id="st-7", station_name="Table 7", path=db, clock=clock) as log:
        log.receipt_prefix = "GK"
        disputed = log.record_adjudication(judge("zax qi"), profile="Open", table=12)
        other = log.record_adjudication(judge("zax"), profile="Open", table=3)  # same word
        clock.advance(60)
        ruling = log.annotate(disputed.event_id, "note", "players agree the slip says GK-0001")
        log.annotate(other.event_id, "note", "unrelated")
    assert disputed.receipt == "GK-0001"
    out = tmp_path / "dispute.jsonl"
    args = ["audit", "export", "--format", "jsonl", "--db", str(db), "--out", str(out)]
    assert main([*args, "--search", "gk-0001"]) == 0  # as written on the slip, any case
    found = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
    assert [f["event_id"] for f in found] == [disputed.event_id, ruling.event_id]
    assert found[0]["receipt"] == "GK-0001" and found[0]["table"] == 12

    assert main([*args, "--search", "ZAX"]) == 0  # a word typed: both plays, their notes
    found = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
    assert [f["kind"] for f in found] == ["adjudication"] * 2 + ["annotation"] * 2
    for missing in ("GK-0099", "GK-0003", "%", "_" * 10_000):  # none, the note itself, noise
        assert main([*args, "--search", missing]) == 0
        assert out.read_text(encoding="utf-8") == "", missing
    # every export is recorded in this machine's own log, with what was looked for
    with open_audit_log(station_id="reader", path=kiosk_home / "audit.sqlite3") as log:
        exports = [r.details for r in log.query() if r.kind == EventKind.EXPORT_MADE]
    assert exports[0]["filters"] == {"search": "gk-0001"}


@pytest.mark.parametrize(
    "args",
    [
        ["--since", "2024-13-01"],
        ["--until", "yesterday"],
        ["--until", "9999-12-31"],  # a traceback (OverflowError) before
        ["--since", "0001-01-01"],
        ["--since", "9998-12-31T23:59-12:00"],
        ["--verdict", "maybe"],
        ["--format", "xml"],
    ],
)
def test_export_bad_arguments_exit_2_with_a_message(kiosk_home, args, capsys):
    with pytest.raises(SystemExit) as exited:
        main(["audit", "export", "--format", "csv", *args])
    assert exited.value.code == 2
    err = capsys.readouterr().err
    assert "error:" in err and "Traceback" not in err


def test_commands_without_a_log_exit_2(tmp_path, judge, clock, capsys):
    assert main(["audit", "verify", "--db", str(tmp_path / "none.sqlite3")]) == 2
    assert "no audit log at" in capsys.readouterr().err
    not_a_log = tmp_path / "other.sqlite3"
    raw(not_a_log).execute("CREATE TABLE t (x)")
    assert main(["audit", "export", "--format", "csv", "--db", str(not_a_log)]) == 2
    assert "not an audit log" in capsys.readouterr().err
    out = tmp_path / "no-such-dir" / "x.csv"
    _log_with(tmp_path / "a.sqlite3", judge, clock, ["cat"])
    code = main(
        [
            "audit",
            "export",
            "--format",
            "csv",
            "--db",
            str(tmp_path / "a.sqlite3"),
            "--out",
            str(out),
        ]
    )
    assert code == 2 and "cannot write" in capsys.readouterr().err
    assert main(["audit", "verify", "--central", "postgresql+psycopg://x@127.0.0.1:1/none"]) == 2
    assert "cannot read central log" in capsys.readouterr().err


def test_verify_reports_a_break_with_exit_1(tmp_path, judge, clock, capsys):
    db = tmp_path / "audit.sqlite3"
    _log_with(db, judge, clock, ["cat", "dog", "catz"])
    drop_triggers(db)
    with raw(db) as conn:
        update_row(conn, rows(db)[1]["id"], {"verdict": "UNACCEPTABLE"})
    assert main(["audit", "verify", "--db", str(db)]) == 1
    first = capsys.readouterr().out.splitlines()[0]
    assert first.startswith("BROKEN at seq 2 (station st-1): edited \u2014 its verdict column")


def test_an_export_that_fails_half_way_leaves_the_earlier_file_as_it_was(
    kiosk_home, tmp_path, judge, clock, capsys, monkeypatch
):
    db = tmp_path / "copy.sqlite3"
    _log_with(db, judge, clock, ["cat", "dog", "catz"])
    folder = tmp_path / "exports"
    folder.mkdir()
    out = folder / "day1.csv"
    args = ["audit", "export", "--format", "csv", "--db", str(db), "--out", str(out)]
    assert main(args) == 0
    day1 = out.read_bytes()
    assert day1.count(b"\n") == 4

    import kiosk.audit.commands as commands

    real = commands.write_stored_export

    def disk_full(fmt, rows, out, **kw):  # the disk fills up after the first records
        real(fmt, [next(iter(rows))], out, **kw)
        out.flush()
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(commands, "write_stored_export", disk_full)
    assert main([*args, "--verdict", "acceptable"]) == 2
    assert "cannot write" in capsys.readouterr().err
    assert out.read_bytes() == day1  # the earlier export, whole
    assert [p.name for p in folder.iterdir()] == ["day1.csv"]  # no half of the new one
