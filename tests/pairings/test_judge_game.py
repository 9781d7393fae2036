"""``challenge-kiosk judge --table N`` names the game from TSH's feed and records it.

Driven as a director runs it: ``python -m kiosk judge`` in a real station home, the record
read back through ``audit export --format jsonl``; the game expected is computed from the
feed's JSON by tests/pairings/feeds.py, apart from kiosk.pairings.
"""

from __future__ import annotations

import hashlib
import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from tests.pairings.feeds import SPC, TORONTO, as_of, games_of_round, read_raw, tsh_bytes

PASSWORD = "tsh-entry-Secret-9931"


def kiosk(home: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "kiosk", *args],
        env={**os.environ, "CHALLENGE_KIOSK_HOME": str(home)},
        capture_output=True,
        text=True,
        timeout=120,
    )


@pytest.fixture
def home(tmp_path: Path) -> Path:
    folder = tmp_path / "station"
    folder.mkdir(mode=0o700)
    return folder


def records(home: Path) -> list[dict[str, Any]]:
    done = kiosk(home, "audit", "export", "--format", "jsonl")
    assert done.returncode == 0, done.stderr
    lines = [json.loads(line) for line in done.stdout.splitlines() if line.strip()]
    return [r for r in lines if "kind" in r]


def last_game(home: Path) -> dict[str, Any]:
    adjudications = [r for r in records(home) if r["kind"] == "adjudication"]
    return adjudications[-1]["game"]


def taken(game: dict[str, Any]) -> dict[str, Any]:
    return {k: game[k] for k in ("division", "round", "board", "table", "players")}


def test_toronto_every_table_of_round_one_is_the_game_the_feed_pairs(home):
    """Toronto 2006, division A: three rounds paired, none scored, the board is the table:
    round 1 is played at each table; a table past the last board has no game."""
    raw = read_raw(TORONTO)
    sha = hashlib.sha256(TORONTO.read_bytes()).hexdigest()
    games = games_of_round(raw, "A", 0)
    assert games
    for want in (games[0], games[-1]):
        table = want["table"]
        done = kiosk(home, "judge", "--table", str(table), "--pairings", str(TORONTO),
                     "--division", "A", "CAT")  # fmt: skip
        assert done.returncode == 0, done.stderr
        game = last_game(home)
        assert taken(game) == want
        assert game["state"] == "matched" and game["choice"] == "not_asked"
        assert game["feed_sha256"] == sha and game["scored"] is False
        assert f"Game: Round 1 · Table {table} · " in done.stdout
        assert done.stdout.count("Game:") == 1 and "Write on the slip:" in done.stdout
    empty = max(g["table"] for g in games) + 1
    done = kiosk(home, "judge", "--table", str(empty), "--pairings", str(TORONTO),
                 "--division", "A", "CAT")  # fmt: skip
    assert done.returncode == 0
    assert f"no game at table {empty} in division A" in done.stderr
    game = last_game(home)
    assert game["state"] == "no_game" and "round" not in game and "offered" not in game


def test_the_profile_names_the_division_and_the_station_names_the_feed(home):
    """No option but --table: the feed from station.toml's [settings] pairings, the TSH
    division from the profile's pairings_division (the feed holds four: without it, which
    one cannot be told)."""
    raw = read_raw(TORONTO)
    (home / "station.toml").write_text(
        f'[settings]\npairings = "{TORONTO}"\n\n[[profiles]]\nname = "Main"\n'
        'lexicon = "ENABLE"\nrule = "double"\npairings_division = "A"\n',
        encoding="utf-8",
    )
    want = games_of_round(raw, "A", 0)[1]
    done = kiosk(home, "judge", "--table", str(want["table"]), "CAT")
    assert done.returncode == 0, done.stderr
    assert taken(last_game(home)) == want


def test_two_boards_at_one_table_need_board_to_choose(home, tmp_path):
    """SPC round 1 paired, nothing scored: table 14 holds boards 14 and 15."""
    raw = as_of(read_raw(SPC), paired=1, scored=0)
    feed = tmp_path / "tourney.js"
    feed.write_bytes(tsh_bytes(raw))
    at_14 = [g for g in games_of_round(raw, "1", 0) if g["table"] == 14]
    assert [g["board"] for g in at_14] == [14, 15]

    done = kiosk(home, "judge", "--table", "14", "--pairings", str(feed), "CAT")
    assert done.returncode == 0, done.stderr
    assert "boards 14 and 15 share table 14; give --board B to name the game" in done.stdout
    game = last_game(home)
    assert game["state"] == "several" and game["choice"] == "not_asked"
    assert "round" not in game and "board" not in game  # no game taken: never a split key
    assert [(o["round"], o["board"]) for o in game["offered"]] == [(1, 14), (1, 15)]
    assert [sorted(o["players"]) for o in game["offered"]] == [
        sorted(p["id"] for p in g["players"]) for g in at_14
    ]

    done = kiosk(home, "judge", "--table", "14", "--board", "15", "--pairings", str(feed), "CAT")
    assert done.returncode == 0, done.stderr
    game = last_game(home)
    assert game["state"] == "several" and game["choice"] == "chosen"
    assert taken(game) == at_14[1]
    assert "Game: Round 1 · Table 14 · " in done.stdout and "give --board" not in done.stdout

    # a board not at that table: said, and the record keeps what was offered
    done = kiosk(home, "judge", "--table", "14", "--board", "3", "--pairings", str(feed), "CAT")
    assert done.returncode == 0
    assert "no game on board 3 at table 14 (its boards: 14 and 15)" in done.stderr
    assert "round" not in last_game(home)


def test_two_boards_of_a_scored_round_are_chosen_by_board_too(home):
    """The final SPC feed: every round scored; in round 31 table 14 holds boards 14 and
    15, and --board 15 takes the second game, not the first."""
    raw = read_raw(SPC)
    last = max(len(p["pairings"]) for p in raw["divisions"][0]["players"][1:] if p) - 1
    at_14 = [g for g in games_of_round(raw, "1", last) if g["table"] == 14]
    assert [g["board"] for g in at_14] == [14, 15]
    done = kiosk(home, "judge", "--table", "14", "--board", "15", "--pairings", str(SPC), "CAT")
    assert done.returncode == 0, done.stderr
    game = last_game(home)
    assert game["state"] == "already_scored" and game["choice"] == "chosen"
    assert taken(game) == at_14[1]
    assert "(already scored)" in done.stdout and "holds board" not in done.stderr


def test_a_scored_round_is_recorded_as_already_scored(home, tmp_path):
    raw = as_of(read_raw(SPC), paired=2, scored=2)
    feed = tmp_path / "tourney.js"
    feed.write_bytes(tsh_bytes(raw))
    want = next(g for g in games_of_round(raw, "1", 1) if g["table"] == 3)
    done = kiosk(home, "judge", "--table", "3", "--pairings", str(feed), "CAT")
    assert done.returncode == 0, done.stderr
    game = last_game(home)
    assert game["state"] == "already_scored" and game["scored"] is True
    assert taken(game) == want
    assert "(already scored)" in done.stdout


@pytest.mark.parametrize(
    "contents, said",
    [
        (None, "file not found"),
        (b'newt={"config":{"tables":', "cut short"),
        (b"<html><body>502 Bad Gateway</body></html>", "a web page"),
    ],
)
def test_a_feed_gone_or_garbled_never_stops_judging(home, tmp_path, contents, said):
    feed = tmp_path / "tourney.js"
    if contents is not None:
        feed.write_bytes(contents)
    done = kiosk(home, "judge", "--table", "7", "--pairings", str(feed), "CAT", "QI")
    assert done.returncode == 1  # judged: QI is not in ENABLE
    assert done.stdout.splitlines()[0] == "UNACCEPTABLE"
    assert "Write on the slip:" in done.stdout
    notes = [line for line in done.stderr.splitlines() if "pairings" in line]
    assert len(notes) == 1 and "the game at table 7 is not named" in notes[0]
    assert said in notes[0].lower()
    assert "Traceback" not in done.stderr
    game = last_game(home)
    assert game["state"] == "unreadable" and game["feed_sha256"] is None
    assert "round" not in game


def test_a_feed_address_that_does_not_answer_delays_judging_a_few_seconds_only(home):
    import socket
    import time

    with socket.socket() as server:  # listens, never answers
        server.bind(("127.0.0.1", 0))
        server.listen(1)
        port = server.getsockname()[1]
        start = time.monotonic()
        done = kiosk(home, "judge", "--table", "7", "--pairings",
                     f"http://127.0.0.1:{port}/tourney.js", "CAT")  # fmt: skip
        took = time.monotonic() - start
    assert done.returncode == 0, done.stderr
    assert took < 20, took
    assert "the game at table 7 is not named" in done.stderr
    assert last_game(home)["state"] == "unreadable"


def test_the_password_in_a_feed_is_nowhere(home, tmp_path):
    raw = read_raw(TORONTO)
    for division in raw["divisions"]:
        for player in division["players"][1:]:
            if player:
                player["etc"]["password"] = PASSWORD
    feed = tmp_path / "tourney.js"
    feed.write_bytes(tsh_bytes(raw))
    done = kiosk(home, "judge", "--table", "2", "--pairings", str(feed), "--division", "A", "CAT")
    assert done.returncode == 0, done.stderr
    assert last_game(home)["round"] == 1
    assert PASSWORD not in done.stdout + done.stderr
    for path in home.iterdir():
        if path.is_file():
            assert PASSWORD.encode() not in path.read_bytes(), path
    exported = kiosk(home, "audit", "export", "--format", "jsonl").stdout
    assert PASSWORD not in exported


def test_a_division_the_feed_does_not_hold_is_said_and_the_play_recorded(home):
    done = kiosk(home, "judge", "--table", "2", "--pairings", str(TORONTO), "--division", "Z",
                 "CAT")  # fmt: skip
    assert done.returncode == 0
    assert "no division called 'Z'" in done.stderr and "Traceback" not in done.stderr
    assert last_game(home)["state"] == "unreadable"


def test_judge_help_names_the_new_options():
    done = subprocess.run(
        [sys.executable, "-m", "kiosk", "judge", "--help"], capture_output=True, text=True
    )
    assert done.returncode == 0
    for option in ("--pairings SRC", "--division NAME", "--board B"):
        assert option in done.stdout


def test_the_game_options_need_a_table(home):
    done = kiosk(home, "judge", "--board", "15", "--pairings", str(TORONTO), "CAT")
    assert done.returncode == 2 and done.stdout == ""
    assert "--pairings, --division and --board name the game at --table N" in done.stderr
    assert not (home / "audit.sqlite3").exists()
