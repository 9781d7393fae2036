"""``challenge-kiosk audit annotate --pairings FEED``: records made without the pairings are
joined to their games after the event, by appended annotations; nothing signed is changed.

Driven from outside: plays judged with ``python -m kiosk judge`` in real station homes (no
feed, or a feed gone), a final feed written as TSH writes it with ``etc.rtime`` around the
plays' times, then ``audit annotate``, ``audit verify``, the JSONL export and both verifiers.
The games expected are read from the feed's JSON by tests/pairings/feeds.py.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import shutil
import sqlite3
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest
from audit_helpers import drop_triggers, restore_triggers

from tests.pairings.feeds import SPC, TORONTO, as_of, games_of_round, read_raw, tsh_bytes

REPO = Path(__file__).resolve().parents[2]
NODE = shutil.which("node")
PASSWORD = "tsh-entry-Secret-5120"


def kiosk(home: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "kiosk", *args],
        env={**os.environ, "CHALLENGE_KIOSK_HOME": str(home)},
        capture_output=True,
        text=True,
        timeout=120,
        cwd=REPO,
    )


def station(tmp_path: Path, name: str) -> Path:
    home = tmp_path / name
    home.mkdir(mode=0o700)
    return home


def judge(home: Path, *args: str) -> str:
    done = kiosk(home, "judge", *args, "CAT")
    assert done.returncode == 0, done.stderr
    return next(line for line in done.stdout.splitlines() if line.startswith("Write on"))[-7:]


def exported(home: Path, *db: str) -> list[dict[str, Any]]:
    done = kiosk(home, "audit", "export", "--format", "jsonl", *db)
    assert done.returncode == 0, done.stderr
    return [r for r in map(json.loads, done.stdout.splitlines()) if "kind" in r]


def final_feed(path: Path, paired: int, scored: int, rtime: list[int], password: bool = False):
    """The SPC as TSH wrote it with ``paired`` rounds paired and ``scored`` scored, every
    player's round data last changed at ``rtime``; returns its JSON."""
    raw = as_of(read_raw(SPC), paired=paired, scored=scored)
    for player in raw["divisions"][0]["players"][1:]:
        if player:
            player["etc"]["rtime"] = rtime[:paired]
            if password:
                player["etc"]["password"] = PASSWORD
    path.write_bytes(tsh_bytes(raw))
    return raw


def taken(game: dict[str, Any]) -> dict[str, Any]:
    return {k: game[k] for k in ("division", "round", "board", "table", "players")}


def at_table(raw: dict[str, Any], index: int, table: int) -> list[dict[str, Any]]:
    return [g for g in games_of_round(raw, "1", index) if g["table"] == table]


@pytest.fixture
def offline(tmp_path: Path) -> dict[str, Any]:
    """A station judged without pairings: tables 3, 14 (two boards), 99 (none), none given;
    one play at table 5 on a feed that was gone (recorded unreadable); one at table 7 whose
    game was named then (left alone)."""
    home = station(tmp_path, "desk")
    start = int(time.time()) - 1
    named_feed = tmp_path / "live.js"
    live = final_feed(named_feed, paired=1, scored=0, rtime=[start])
    receipts = {
        3: judge(home, "--table", "3"),
        14: judge(home, "--table", "14"),
        99: judge(home, "--table", "99"),
        None: judge(home),
        5: judge(home, "--table", "5", "--pairings", str(tmp_path / "gone.js")),
        7: judge(home, "--table", "7", "--pairings", str(named_feed)),
    }
    assert exported(home)[-1]["game"]["round"] == 1  # the one named live
    assert at_table(live, 0, 7)
    return {"home": home, "start": start, "receipts": receipts}


def annotations(records: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [r for r in records if r["kind"] == "annotation"]


def test_offline_records_are_joined_by_table_and_time(tmp_path, offline):
    """Round 1 scored before the plays, round 2 after them: the plays were in round 2."""
    home, start, receipts = offline["home"], offline["start"], offline["receipts"]
    feed = tmp_path / "tourney.js"
    raw = final_feed(feed, paired=3, scored=3, rtime=[start - 3600, start + 3600, start + 7200])
    sha = hashlib.sha256(feed.read_bytes()).hexdigest()
    before = exported(home)

    done = kiosk(home, "audit", "annotate", "--pairings", str(feed))
    assert done.returncode == 1, done.stderr  # some could not be joined
    out = done.stdout
    assert "Traceback" not in done.stderr
    for table in (3, 5):
        assert f"Joined {receipts[table]} (table {table}, " in out
    assert f"Not joined {receipts[14]} (table 14, " in out
    assert "boards 14 and 15 share table 14 in round 2" in out
    assert f"Not joined {receipts[99]} (table 99, " in out and "no game at table 99" in out
    assert f"Not joined {receipts[None]} (table ?, " in out and "no table was recorded" in out
    assert receipts[7] not in out  # its game was named when it was judged
    assert "2 joined, 3 not joined, 0 joined before" in out

    after = exported(home)
    assert after[: len(before)] == before  # nothing signed was changed
    notes = annotations(after)
    assert len(notes) == 2
    by_receipt = {r["receipt"]: r for r in after if r["kind"] == "adjudication"}
    for note in notes:
        details = note["details"]
        target = by_receipt[details["refers_to_receipt"]]
        assert note["refers_to"] == target["event_id"]
        assert details["category"] == "game-matched" and details["method"] == "table and time"
        assert details["feed_sha256"] == sha
        game = details["game"]
        (want,) = at_table(raw, 1, target["table"])
        assert taken(game) == want and want["round"] == 2
        assert game["choice"] == "not_asked" and game["feed_sha256"] == sha
        assert game["scored"] is True

    # twice: nothing more
    again = kiosk(home, "audit", "annotate", "--pairings", str(feed))
    assert again.returncode == 1
    assert "0 joined, 3 not joined, 2 joined before" in again.stdout
    assert len(annotations(exported(home))) == 2

    verified = kiosk(home, "audit", "verify")
    assert verified.returncode == 0 and "chain intact" in verified.stdout

    # the JSON Lines export, checked by both verifiers
    export = tmp_path / "log.jsonl"
    done = kiosk(home, "audit", "export", "--format", "jsonl", "--out", str(export))
    assert done.returncode == 0, done.stderr
    checked = kiosk(home, "audit", "verify", "--jsonl", str(export))
    assert checked.returncode == 0, checked.stdout + checked.stderr
    if NODE is not None:
        node = subprocess.run(
            [NODE, str(REPO / "tests" / "audit" / "verify_many.mjs")],
            input=f"{export}\n",
            capture_output=True,
            text=True,
            timeout=120,
            cwd=REPO,
        )
        verdict = json.loads(node.stdout)
        assert verdict["ok"], verdict

    # an annotation tampered with (by someone holding the file, triggers dropped) is found
    drop_triggers(home / "audit.sqlite3")
    with contextlib.closing(sqlite3.connect(home / "audit.sqlite3")) as db, db:
        changed = db.execute(
            "UPDATE audit_records SET body = replace(body, '\"round\":2', '\"round\":3') "
            "WHERE body LIKE '%game-matched%'"
        ).rowcount
    assert changed == 2
    restore_triggers(home / "audit.sqlite3")
    broken = kiosk(home, "audit", "verify")
    assert broken.returncode == 1, broken.stdout


def test_a_round_not_yet_scored_is_the_one_played(tmp_path, offline):
    """The final feed as TSH last wrote it: round 1 scored before the plays, round 2 paired and
    not scored: the plays were in round 2."""
    home, start, receipts = offline["home"], offline["start"], offline["receipts"]
    feed = tmp_path / "tourney.js"
    raw = final_feed(feed, paired=2, scored=1, rtime=[start - 3600, start - 1800])
    done = kiosk(home, "audit", "annotate", "--pairings", str(feed))
    assert f"Joined {receipts[3]} (table 3, " in done.stdout
    (note,) = [
        n for n in annotations(exported(home)) if n["details"]["refers_to_receipt"] == receipts[3]
    ]
    (want,) = at_table(raw, 1, 3)
    assert taken(note["details"]["game"]) == want
    assert note["details"]["game"]["scored"] is False


def test_every_game_scored_before_the_play_is_not_joined(tmp_path, offline):
    home, start, receipts = offline["home"], offline["start"], offline["receipts"]
    feed = tmp_path / "tourney.js"
    final_feed(feed, paired=2, scored=2, rtime=[start - 7200, start - 3600])
    done = kiosk(home, "audit", "annotate", "--pairings", str(feed))
    assert done.returncode == 1
    assert f"Not joined {receipts[3]} (table 3, " in done.stdout
    assert "every game at table 3 was scored before the record" in done.stdout
    assert "0 joined" in done.stdout and not annotations(exported(home))


def test_a_feed_without_round_times_cannot_tell_and_names_candidates(tmp_path):
    """Toronto 2006 keeps no etc.rtime: which round a play was in cannot be told."""
    home = station(tmp_path, "desk")
    receipt = judge(home, "--table", "4")
    done = kiosk(home, "audit", "annotate", "--pairings", str(TORONTO), "--division", "A")
    assert done.returncode == 1
    assert f"Not joined {receipt} (table 4, " in done.stdout
    assert "cannot be told: the feed keeps no time (etc.rtime)" in done.stdout
    rounds = sorted({g["round"] for i in range(3) for g in games_of_round(read_raw(TORONTO), "A", i)
                     if g["table"] == 4})  # fmt: skip
    assert rounds == [1, 2, 3]
    assert "candidates: round 1 board 4; round 2 board 4; round 3 board 4" in done.stdout
    assert not annotations(exported(home))


def test_an_offline_stations_log_is_annotated_as_that_station(tmp_path, offline):
    """The desk's log brought to the head director's machine: annotated with --db, appended
    to the desk's own chain; the password in the feed is nowhere."""
    desk, start, receipts = offline["home"], offline["start"], offline["receipts"]
    head = station(tmp_path, "head")
    judge(head, "--table", "1")  # the head director's own station and log
    brought = tmp_path / "usb" / "desk-audit.sqlite3"
    brought.parent.mkdir()
    shutil.copy(desk / "audit.sqlite3", brought)
    feed = tmp_path / "tourney.js"
    final_feed(feed, paired=3, scored=3, rtime=[start - 3600, start + 3600, start + 7200],
               password=True)  # fmt: skip
    done = kiosk(head, "audit", "annotate", "--pairings", str(feed), "--db", str(brought))
    assert f"Joined {receipts[3]} (table 3, " in done.stdout, done.stderr
    records = exported(head, "--db", str(brought))
    notes = annotations(records)
    assert len(notes) == 2
    assert {n["station_id"] for n in notes} == {records[0]["station_id"]}
    assert kiosk(head, "audit", "verify", "--db", str(brought)).returncode == 0
    assert not annotations(exported(head))  # the head's own log is untouched
    assert PASSWORD.encode() not in brought.read_bytes()
    assert PASSWORD not in done.stdout + done.stderr


@pytest.mark.parametrize(
    "contents, said",
    [(None, "file not found"), (b'newt={"divisions":[{"name":', "cut short")],
)
def test_a_final_feed_gone_or_garbled_is_a_clear_message(tmp_path, offline, contents, said):
    feed = tmp_path / "final.js"
    if contents is not None:
        feed.write_bytes(contents)
    done = kiosk(offline["home"], "audit", "annotate", "--pairings", str(feed))
    assert done.returncode == 2
    assert "the final pairings cannot be read" in done.stderr and said in done.stderr
    assert "Traceback" not in done.stderr
    assert not annotations(exported(offline["home"]))


def test_no_log_is_a_clear_message(tmp_path):
    home = station(tmp_path, "empty")
    done = kiosk(home, "audit", "annotate", "--pairings", str(TORONTO))
    assert done.returncode == 2 and "no audit log at" in done.stderr
    done = kiosk(home, "audit", "annotate", "--pairings", str(TORONTO), "--db",
                 str(tmp_path / "nothing.sqlite3"))  # fmt: skip
    assert done.returncode == 2 and "no audit log at" in done.stderr
