"""The real station program on an X server of its own, keys typed with xdotool, reading the
event's pairings from TSH's ``tourney.js`` served over HTTP, as a venue's TSH machine serves
its html folder. The test rewrites the file as TSH does (the whole event, one line, each time
a round is paired or scored).

Checked: after the table number the screen (read by OCR) shows the game at that table, in
large print, and one key confirms it; the record names the game (round, board, both players,
who went first, the feed's SHA-256 and fetch time). The next round paired and the last one
scored, the same table shows the new round's game. The SPC's two boards at one table are
offered as two, and the digit chooses. With the server stopped the station keeps judging and
says the pairings are stale.
"""

from __future__ import annotations

import contextlib
import functools
import http.server
import os
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from kiosk.pairings.feed import player_name
from tests.conftest import wait_until
from tests.event.test_event_five_stations import kiosk
from tests.event.test_event_kiosks import records
from tests.pairings.feeds import SPC, TORONTO, as_of, games_of_round, read_raw, tsh_bytes
from tests.xsession import XSession, need_x_tools

pytestmark = [
    pytest.mark.slow,
    pytest.mark.timeout(300),
    pytest.mark.skipif(sys.platform != "linux", reason="X11"),
]

POLL_S = 1.0  # the station reads the feed every second here (15 s by default)


class Quiet(http.server.SimpleHTTPRequestHandler):
    """TSH's html folder; counts the feed's fetches (the station's polls)."""

    fetches = 0

    def do_GET(self) -> None:
        type(self).fetches += 1
        super().do_GET()

    def log_message(self, *args: object) -> None:
        pass


@contextlib.contextmanager
def serve(folder: Path) -> Iterator[tuple[str, http.server.ThreadingHTTPServer]]:
    """TSH's html folder over HTTP (conditional requests: Last-Modified / 304)."""
    Quiet.fetches = 0
    handler = functools.partial(Quiet, directory=str(folder))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/tourney.js", server
    finally:
        server.shutdown()
        server.server_close()


def write_as_tsh(folder: Path, data: bytes) -> None:
    """TSH rewrites tourney.js whole; a new modification time tells pollers it changed."""
    path = folder / "tourney.js"
    path.write_bytes(data)
    stamp = time.time() + 1  # past the last copy's second: its Last-Modified changes
    os.utime(path, (stamp, stamp))


def fetched_again(count: int = 2) -> None:
    """Wait until the station has fetched the feed ``count`` more times (it has the copy
    written before)."""
    seen = Quiet.fetches
    wait_until(lambda: Quiet.fetches >= seen + count, 20, f"{count} more fetches of the feed")


def station_home(tmp_path: Path, url: str, division: str) -> Path:
    home = tmp_path / "station"
    home.mkdir(mode=0o700)
    (home / "station.toml").write_text(
        "[station]\n"
        'name = "Table desk"\n\n'
        "[settings]\n"
        f'pairings = "{url}"\n\n'
        "[[profiles]]\n"
        'name = "Division A"\n'
        'lexicon = "ENABLE"\n'
        "ask_table = true\n"
        f'pairings_division = "{division}"\n',
        encoding="utf-8",
    )
    assert kiosk(home, "director", "set-pin", "--pin-stdin", stdin="482107\n").returncode == 0
    return home


def start(x: XSession, home: Path):
    process = x.start_station(home, env={"CHALLENGE_KIOSK_PAIRINGS_S": str(POLL_S)})
    wait_until(lambda: records(home, "kiosk-started"), 30, "the station started")
    wait_until(lambda: Quiet.fetches >= 1, 20, "the station's first fetch of the feed")
    return process


def next_play(x: XSession, home: Path, count: int) -> None:
    """The verdict of play ``count`` is recorded; once its keys are unlocked, a key takes
    the station back to the table number."""
    wait_until(lambda: len(records(home, "adjudication")) == count, 15, f"record {count}")
    deadline = time.monotonic() + 15
    while "table number" not in x.read(f"pairings-x-after-{count}"):
        assert time.monotonic() < deadline, "the verdict never gave way to the next play"
        x.key("space")


def last_names(game: dict) -> list[str]:
    """Each player's last name, lower case, as OCR reads a screen."""
    return [player_name(p["name"]).split()[-1].lower() for p in game["players"]]


def test_a_kiosk_shows_the_game_at_the_table_and_the_record_names_it(tmp_path):
    need_x_tools()
    raw = read_raw(TORONTO)
    folder = tmp_path / "html"
    folder.mkdir()
    write_as_tsh(folder, tsh_bytes(as_of(raw, paired=1, scored=0)))
    expected_1 = next(g for g in games_of_round(raw, "A", 0) if g["table"] == 5)
    expected_2 = next(g for g in games_of_round(raw, "A", 1) if g["table"] == 5)
    with serve(folder) as (url, server):
        home = station_home(tmp_path, url, "A")
        x = XSession(1024, 768)
        try:
            process = start(x, home)
            x.type("5")
            x.key("Return")
            shown = x.read_until("pairings-x-game", "is this your game")
            assert "round 1" in shown and "table 5" in shown, shown
            for name in last_names(expected_1):
                assert name in shown, (name, shown)
            x.key("1")
            x.type("qi")
            x.key("Tab")
            next_play(x, home, 1)
            (body,) = records(home, "adjudication")
            game = body["game"]
            assert game["state"] == "matched" and game["choice"] == "confirmed"
            assert (game["round"], game["board"], game["table"]) == (1, expected_1["board"], 5)
            assert [p["id"] for p in game["players"]] == [p["id"] for p in expected_1["players"]]
            assert game["feed_sha256"] and game["fetched_at"]

            # TSH pairs round 2 and the scores of round 1 come in: table 5 plays round 2 now
            write_as_tsh(folder, tsh_bytes(as_of(raw, paired=2, scored=1)))
            fetched_again()
            x.type("5")
            x.key("Return")
            shown = x.read_until("pairings-x-next-round", "round 2")
            for name in last_names(expected_2):
                assert name in shown, (name, shown)
            x.key("Return")  # Enter confirms the only game offered
            x.type("zzz")
            x.key("Tab")
            next_play(x, home, 2)
            game = records(home, "adjudication")[1]["game"]
            assert game["round"] == 2 and game["choice"] == "confirmed"

            # the TSH machine goes away: the station judges on, and says the copy is stale
            server.shutdown()
            server.server_close()
            time.sleep(2 * POLL_S + 1)  # time passes: stale is a matter of time: two polls missed
            x.type("5")
            x.key("Return")
            shown = x.read_until("pairings-x-stale", "not been updated since")
            x.key("0")  # not our game: the table alone
            x.type("qi")
            x.key("Tab")
            # with no game to tell them apart, the same table judged moments ago is a
            # possible split lookup: the judge key again judges
            x.read_until("pairings-x-split-warning", "judged moments ago")
            x.key("Tab")
            wait_until(lambda: len(records(home, "adjudication")) == 3, 15, "the third record")
            game = records(home, "adjudication")[2]["game"]
            assert game["state"] == "stale" and game["choice"] == "refused"
            assert "round" not in game and game["offered"][0]["round"] == 2
            assert x.stop_station(process) == 0
        finally:
            x.close()
    log = (home / "audit.sqlite3").read_bytes()
    assert b"password" not in log.lower()


def test_two_boards_at_one_table_are_offered_as_two_on_the_kiosk(tmp_path):
    need_x_tools()
    raw = read_raw(SPC)
    folder = tmp_path / "html"
    folder.mkdir()
    write_as_tsh(folder, tsh_bytes(as_of(raw, paired=8, scored=7)))
    games = games_of_round(raw, "1", 7)
    tables = [g["table"] for g in games]
    table = min(t for t in tables if tables.count(t) > 1)
    both = [g for g in games if g["table"] == table]
    with serve(folder) as (url, _server):
        home = station_home(tmp_path, url, "1")
        x = XSession(1024, 768)
        try:
            process = start(x, home)
            x.type(str(table))
            x.key("Return")
            shown = x.read_until("pairings-x-two-boards", "which is your game")
            for game in both:
                assert f"board {game['board']}" in shown, (game["board"], shown)
                for name in last_names(game):
                    assert name in shown, (name, shown)
            x.key("2")
            x.type("qi")
            x.key("Tab")
            wait_until(lambda: records(home, "adjudication"), 15, "the verdict's record")
            game = records(home, "adjudication")[0]["game"]
            second = sorted(both, key=lambda g: g["board"])[1]
            assert game["choice"] == "chosen" and game["board"] == second["board"]
            assert [p["id"] for p in game["players"]] == [p["id"] for p in second["players"]]
            assert x.stop_station(process) == 0
        finally:
            x.close()
