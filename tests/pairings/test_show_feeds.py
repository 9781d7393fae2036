"""``challenge-kiosk pairings show`` on the two real TSH feeds, at every round and table.

Each round is replayed as TSH wrote the feed while it was being played (paired, the earlier
rounds scored); every table's answer is compared with the games read off the raw JSON by the
plain reader in tests/pairings/feeds.py. The SPC puts two boards at one table from board 14 on:
both games are given there. A sample runs the real program in a child process.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from kiosk.cli import main
from tests.conftest import REPO
from tests.pairings.feeds import (
    SPC,
    TORONTO,
    as_of,
    expected,
    games_of_round,
    read_raw,
    tables_in,
    tsh_bytes,
)


def show(capsys, *args: str) -> tuple[int, str, str]:
    code = main(["pairings", "show", *args])
    out, err = capsys.readouterr()
    assert "Traceback" not in err
    return code, out, err


def shown_json(capsys, feed: Path, table: int, division: str | None = None) -> dict:
    args = ["--table", str(table), "--source", str(feed), "--json"]
    if division is not None:
        args += ["--division", division]
    code, out, _ = show(capsys, *args)
    found = json.loads(out)
    assert code == (1 if found["state"] == "no_game" else 0)
    assert list(found) == ["state", "feed_sha256", "fetched_at", "games"]
    for game in found["games"]:
        assert list(game) == ["division", "round", "board", "table", "players"]
        assert [list(p) for p in game["players"]] == [["id", "name", "first"]] * 2
    return found


def check_round(capsys, tmp_path, raw, division, paired, scored, *, last_state=None):
    """Every table of ``division`` in the feed as of (``paired``, ``scored``) rounds."""
    feed = tmp_path / f"tourney-{paired}-{scored}.js"
    event = as_of(raw, paired, scored)
    data = tsh_bytes(event)
    feed.write_bytes(data)
    games = games_of_round(event, division, max(scored, paired - 1) if last_state else scored)
    for table in tables_in(raw, division):
        found = shown_json(capsys, feed, table, division)
        want = expected(games, table, last_state)
        assert {"state": found["state"], "games": found["games"]} == want, (paired, table)
        import hashlib

        assert found["feed_sha256"] == hashlib.sha256(data).hexdigest()
        assert found["fetched_at"].endswith("+00:00")


@pytest.mark.parametrize("index", range(31))
def test_spc_every_round_every_table(capsys, tmp_path, index):
    check_round(capsys, tmp_path, read_raw(SPC), "1", paired=index + 1, scored=index)


def test_spc_as_published_every_table_is_already_scored(capsys):
    raw = read_raw(SPC)
    games = games_of_round(raw, "1", 30)
    assert {g["table"] for g in games if g["board"] in (14, 15)} == {14}  # two boards, one table
    for table in tables_in(raw, "1"):
        found = shown_json(capsys, SPC, table)  # one division: it need not be named
        assert {"state": found["state"], "games": found["games"]} == expected(
            games, table, "already_scored"
        )


def test_spc_two_boards_at_one_table_are_both_offered(capsys, tmp_path):
    raw = read_raw(SPC)
    feed = tmp_path / "tourney.js"
    feed.write_bytes(tsh_bytes(as_of(raw, 9, 8)))  # round 9 (in round 8, one withdrew)
    found = shown_json(capsys, feed, 14)
    assert found["state"] == "several"
    assert [(g["round"], g["board"], g["table"]) for g in found["games"]] == [
        (9, 14, 14),
        (9, 15, 14),
    ]
    code, out, _ = show(capsys, "--table", "14", "--source", str(feed))
    assert code == 0
    lines = out.splitlines()
    assert lines[0] == "2 games at table 14 (boards 14 and 15); the players choose:"
    for line, game in zip(lines[1:3], found["games"], strict=True):
        one, two = (p["name"].partition(", ") for p in game["players"])
        first = f"{one[2]} {one[0]}"
        assert line == (
            f"  Board {game['board']}: Round 9 · Table 14 · {first} v {two[2]} {two[0]} "
            f"({first} first)"
        )


def test_a_game_scored_at_a_shared_table_leaves_the_other(capsys, tmp_path):
    """Board 14's players handed in their scores; board 15 plays on at table 14."""
    raw = as_of(read_raw(SPC), 9, 8)
    players = raw["divisions"][0]["players"]
    for player in players[1:]:
        if player["etc"]["board"][8:9] == [14]:
            player["scores"].append(420)
    feed = tmp_path / "tourney.js"
    feed.write_bytes(tsh_bytes(raw))
    found = shown_json(capsys, feed, 14)
    assert found["state"] == "matched"
    assert [(g["round"], g["board"]) for g in found["games"]] == [(9, 15)]
    only_one = as_of(read_raw(SPC), 9, 8)  # one player's score is not the game's
    player = next(
        p for p in only_one["divisions"][0]["players"][1:] if p["etc"]["board"][8:9] == [3]
    )
    player["scores"].append(388)
    feed.write_bytes(tsh_bytes(only_one))
    assert [g["board"] for g in shown_json(capsys, feed, 3)["games"]] == [3]


def test_rounds_paired_ahead_show_the_round_being_played(capsys, tmp_path):
    raw = read_raw(SPC)
    for index in (0, 9, 29):  # round index+1 played, index+2 paired already
        feed = tmp_path / f"ahead-{index}.js"
        event = as_of(raw, index + 2, index)
        feed.write_bytes(tsh_bytes(event))
        now, then = games_of_round(event, "1", index), games_of_round(event, "1", index + 1)
        for table in tables_in(raw, "1"):
            want = expected(now, table)
            if want["state"] == "no_game":
                want = expected(then, table)
            found = shown_json(capsys, feed, table)
            assert {"state": found["state"], "games": found["games"]} == want


@pytest.mark.parametrize("division", ["A", "B", "C", "D"])
def test_toronto_as_published(capsys, division):
    """Three rounds of A paired ahead and nothing scored: round 1 at every table; B to D are
    not paired yet. Four divisions: each is named (in any case)."""
    raw = read_raw(TORONTO)
    games = games_of_round(raw, division, 0)
    assert bool(games) == (division == "A")
    for table in tables_in(raw, division):
        found = shown_json(capsys, TORONTO, table, division.lower())
        assert {"state": found["state"], "games": found["games"]} == expected(games, table)


@pytest.mark.parametrize("index", range(3))
def test_toronto_every_round_every_table(capsys, tmp_path, index):
    check_round(capsys, tmp_path, read_raw(TORONTO), "A", paired=index + 1, scored=index)


def test_toronto_needs_its_division(capsys):
    code, out, err = show(capsys, "--table", "3", "--source", str(TORONTO))
    assert (code, out) == (2, "")
    assert "the feed has 4 divisions (A, B, C, D): name the division" in err
    code, _, err = show(capsys, "--table", "3", "--source", str(TORONTO), "--division", "E")
    assert code == 2
    assert "no division called 'E' (its divisions: A, B, C, D)" in err


def test_the_station_setting_is_the_default_source(capsys, kiosk_home):
    code, out, err = show(capsys, "--table", "3")
    assert (code, out) == (2, "")
    assert "no feed named: give --source" in err and "[settings]" in err
    (kiosk_home / "station.toml").write_text(
        f'[settings]\npairings = "{TORONTO}"\n\n'
        '[[profiles]]\nname = "Open"\npairings_division = "B"\n\n'
        '[[profiles]]\nname = "Lower"\n',
        encoding="utf-8",
    )
    assert json.loads(show(capsys, "--table", "1", "--json")[1])["state"] == "no_game"  # B
    code, out, _ = show(capsys, "--table", "1", "--division", "open")  # the station's name
    assert (code, out.splitlines()[0]) == (1, "No game at table 1 in division B now.")
    found = json.loads(show(capsys, "--table", "1", "--json", "--division", "A")[1])
    assert found["games"] == expected(games_of_round(read_raw(TORONTO), "A", 0), 1)["games"]
    (kiosk_home / "station.toml").write_text(
        '[settings]\npairings = "tourney.js"\n', encoding="utf-8"
    )
    code, _, err = show(capsys, "--table", "1")
    assert code == 2
    assert "[settings] pairings: 'tourney.js' is neither an address nor a full path" in err


@pytest.mark.parametrize("table", [1, 14, 15, 18, 19])
def test_the_program_itself(tmp_path, table):
    env = {**os.environ, "CHALLENGE_KIOSK_HOME": str(tmp_path)}
    run = [sys.executable, "-m", "kiosk", "pairings", "show", "--table", str(table)]
    done = subprocess.run(
        [*run, "--source", str(SPC), "--json"],
        capture_output=True,
        text=True,
        cwd=REPO,
        env=env,
        timeout=60,
    )
    assert done.stderr == ""
    found = json.loads(done.stdout)
    want = expected(games_of_round(read_raw(SPC), "1", 30), table, "already_scored")
    assert {"state": found["state"], "games": found["games"]} == want
    assert done.returncode == (1 if want["state"] == "no_game" else 0)
    plain = subprocess.run(
        [*run, "--source", str(SPC)],
        capture_output=True,
        text=True,
        cwd=REPO,
        env=env,
        timeout=60,
    )
    lines = plain.stdout.splitlines()
    assert lines[-1].startswith("Division 1 of 2024 SPC · feed sha256 ")
    if want["games"]:
        assert lines[0].startswith("Round 31 · Table ") and lines[0].endswith(" · already scored")
    else:
        assert lines[0] == f"No game at table {table} in division 1 now."


def test_a_withdrawn_players_zeros_written_ahead_are_no_round(capsys, tmp_path):
    """Round 9 scored, round 10 not paired; a withdrawn player's byes run on to round 31."""
    event = as_of(read_raw(SPC), 9, 9)
    withdrawn = event["divisions"][0]["players"][5]
    assert set(withdrawn["pairings"]) == {0}
    withdrawn["pairings"] = [0] * 31
    feed = tmp_path / "tourney.js"
    feed.write_bytes(tsh_bytes(event))
    games = games_of_round(event, "1", 8)
    for table in (1, 14, 18):
        found = shown_json(capsys, feed, table)
        want = expected(games, table, "already_scored")
        assert {"state": found["state"], "games": found["games"]} == want
