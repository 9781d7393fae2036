"""The game step of the procedure, without a screen: after the table number the players are
shown the game the pairings place at their table and answer with one key; the record names
the game (or says it was refused), and split-lookup warnings compare games.

The offers come from the real feeds in shared/pairings, read by the station's own keeper
(`kiosk.runtime.pairings`) from a file, as a station reads a share."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from kiosk.core.flow import FlowSettings, ProfileChoice, Screen, StationFlow
from kiosk.core.keys import Action, KeyPress
from kiosk.core.rules import rule_by_id
from kiosk.runtime.pairings import PairingsKeeper
from tests.conftest import wait_until
from tests.core.test_core_station import NWL, Clock, Recorder
from tests.pairings.feeds import SPC, TORONTO, as_of, games_of_round, read_raw, tsh_bytes

A = ProfileChoice("Division A", NWL, rule_by_id("double"), ask_table=True)


class Now:
    def __init__(self) -> None:
        self.at = datetime(2026, 11, 28, 14, 0, tzinfo=UTC)

    def __call__(self) -> datetime:
        return self.at


def keeper_for(path: Path, now: Now | None = None) -> PairingsKeeper:
    keeper = PairingsKeeper(str(path), clock=now or Now())
    keeper.poll_once()
    assert keeper.copy is not None, keeper.problem
    return keeper


def station(keeper: PairingsKeeper | None, division: str | None = None):
    clock, recorder = Clock(), Recorder()

    def games(name: str, table: int):
        assert name == A.name
        return keeper.offer(table, division) if keeper is not None else None

    flow = StationFlow((A,), recorder, clock, FlowSettings(), games=games)
    return flow, clock, recorder


def keys(flow: StationFlow, *names: str) -> None:
    for name in names:
        text = name if len(name) == 1 else ("\n" if name == "Return" else "")
        flow.press(KeyPress(name, text))


def type_table(flow: StationFlow, table: int) -> None:
    keys(flow, *str(table), "Return")


def judge(flow: StationFlow, word: str) -> dict:
    keys(flow, *word)
    assert flow.press(KeyPress("Tab", "\t")) is Action.RECORD
    pending = flow.pending
    assert pending is not None
    flow.finish_judging(None, receipt="G-1")
    return dict(pending.record_extra or {})


def shared_table(raw: dict, index: int) -> int:
    """The first table where two boards are played in round ``index`` (0-based), as a
    reader of the feed finds it."""
    tables = [g["table"] for g in games_of_round(raw, "1", index)]
    return min(t for t in tables if tables.count(t) > 1)


def test_one_game_at_the_table_is_shown_and_confirmed_with_one_key(tmp_path):
    raw = read_raw(TORONTO)
    feed = tmp_path / "tourney.js"
    feed.write_bytes(TORONTO.read_bytes())
    flow, _, _ = station(keeper_for(feed), "A")
    type_table(flow, 3)
    assert flow.screen is Screen.GAME
    offer = flow.snapshot().game_offer
    assert offer is not None and offer.state == "matched" and len(offer.games) == 1
    # the game a reader of the feed finds for table 3 in the round being played (round 1:
    # nothing is scored in this feed)
    expected = next(g for g in games_of_round(raw, "A", 0) if g["table"] == 3)
    shown = offer.games[0]
    assert (shown.round, shown.board) == (1, expected["board"])
    keys(flow, "Return")  # Enter: the only game offered is ours
    assert flow.screen is Screen.READY
    game = judge(flow, "QI")["game"]
    assert game["choice"] == "confirmed" and game["state"] == "matched"
    assert game["round"] == 1 and game["table"] == 3
    assert [p["id"] for p in game["players"]] == [p["id"] for p in expected["players"]]
    assert game["feed_sha256"] and game["fetched_at"]


def test_two_boards_at_one_table_are_offered_as_two_and_chosen_by_digit(tmp_path):
    raw = read_raw(SPC)
    feed = tmp_path / "tourney.js"
    feed.write_bytes(tsh_bytes(as_of(raw, paired=8, scored=7)))  # round 8 in play
    flow, _, _ = station(keeper_for(feed))
    table = shared_table(raw, 7)
    type_table(flow, table)
    offer = flow.snapshot().game_offer
    assert flow.screen is Screen.GAME and offer is not None and offer.state == "several"
    expected = [g for g in games_of_round(raw, "1", 7) if g["table"] == table]
    assert sorted(g.board for g in offer.games) == sorted(g["board"] for g in expected)
    keys(flow, "Return")  # Enter cannot say which of two: the screen says what it wants
    assert flow.screen is Screen.GAME and flow.hint is not None
    keys(flow, "3")  # no third game
    assert flow.screen is Screen.GAME
    keys(flow, "2")
    assert flow.screen is Screen.READY
    game = judge(flow, "QI")["game"]
    assert game["choice"] == "chosen" and game["board"] == offer.games[1].board
    assert game["round"] == 8


def test_a_wrong_match_is_refused_and_the_play_goes_on_with_the_table_alone(tmp_path):
    feed = tmp_path / "tourney.js"
    feed.write_bytes(TORONTO.read_bytes())
    flow, _, _ = station(keeper_for(feed), "A")
    type_table(flow, 2)
    assert flow.screen is Screen.GAME
    keys(flow, "0")
    assert flow.screen is Screen.READY and flow.table == 2
    extra = judge(flow, "QI")
    game = extra["game"]
    assert game["choice"] == "refused" and "round" not in game and "board" not in game
    assert game["offered"] and game["offered"][0]["round"] == 1


def test_escape_goes_back_to_the_table_number_to_correct_it(tmp_path):
    feed = tmp_path / "tourney.js"
    feed.write_bytes(TORONTO.read_bytes())
    flow, _, _ = station(keeper_for(feed), "A")
    type_table(flow, 4)
    assert flow.screen is Screen.GAME
    keys(flow, "Escape")
    assert flow.screen is Screen.TABLE and flow.table_text == "4"
    keys(flow, "Backspace", "5", "Return")
    assert flow.screen is Screen.GAME
    assert flow.snapshot().game_offer.games[0].table == "5"


def test_no_game_at_the_table_is_recorded_without_a_question(tmp_path):
    feed = tmp_path / "tourney.js"
    feed.write_bytes(TORONTO.read_bytes())
    flow, _, _ = station(keeper_for(feed), "A")
    type_table(flow, 999)
    assert flow.screen is Screen.READY  # nothing to confirm: straight to the words
    game = judge(flow, "QI")["game"]
    assert game["state"] == "no_game" and game["choice"] == "not_asked"


def test_no_copy_of_the_feed_never_holds_up_judging(tmp_path):
    keeper = PairingsKeeper(str(tmp_path / "missing.js"), clock=Now())
    keeper.poll_once()
    assert keeper.copy is None and keeper.problem
    flow, _, _ = station(keeper, "A")
    type_table(flow, 3)
    assert flow.screen is Screen.READY
    game = judge(flow, "QI")["game"]
    assert game["state"] == "unreadable" and game["feed_sha256"] is None


def test_a_stale_copy_still_offers_the_game_and_says_so(tmp_path):
    feed = tmp_path / "tourney.js"
    feed.write_bytes(TORONTO.read_bytes())
    now = Now()
    keeper = keeper_for(feed, now)
    now.at += timedelta(seconds=31)  # two polls of 15 s missed
    flow, _, _ = station(keeper, "A")
    type_table(flow, 3)
    offer = flow.snapshot().game_offer
    assert offer is not None and offer.stale and offer.since
    keys(flow, "1")
    assert judge(flow, "QI")["game"]["state"] == "stale"


def test_a_division_the_feed_does_not_have_asks_nothing(tmp_path):
    feed = tmp_path / "tourney.js"
    feed.write_bytes(TORONTO.read_bytes())
    flow, _, _ = station(keeper_for(feed), "Divison A")
    type_table(flow, 3)
    assert flow.screen is Screen.READY
    assert "game" not in judge(flow, "QI")


def test_two_games_at_one_table_are_not_one_split_lookup(tmp_path):
    raw = read_raw(SPC)
    feed = tmp_path / "tourney.js"
    feed.write_bytes(tsh_bytes(as_of(raw, paired=8, scored=7)))
    flow, clock, _ = station(keeper_for(feed))
    table = shared_table(raw, 7)
    type_table(flow, table)
    keys(flow, "1")
    judge(flow, "QI")
    clock.now += 10
    flow.tick()
    keys(flow, "x")  # any key on the verdict: back to the start
    type_table(flow, table)
    keys(flow, "2")  # the other board's game: not the same game
    keys(flow, *"QI")
    assert flow.press(KeyPress("Tab", "\t")) is Action.RECORD
    flow.finish_judging(None, receipt="G-2")
    clock.now += 10
    keys(flow, "x")
    type_table(flow, table)
    keys(flow, "2")  # the same game again within the window: a split lookup
    keys(flow, *"QI")
    assert flow.press(KeyPress("Tab", "\t")) is Action.NONE
    assert flow.screen is Screen.SPLIT_WARNING


@pytest.mark.parametrize("key", ["Tab", "z"])
def test_other_keys_on_the_game_screen_say_what_it_wants(tmp_path, key):
    feed = tmp_path / "tourney.js"
    feed.write_bytes(TORONTO.read_bytes())
    flow, _, _ = station(keeper_for(feed), "A")
    type_table(flow, 3)
    flow.press(KeyPress(key, "\t" if key == "Tab" else key))
    assert flow.screen is Screen.GAME
    assert flow.hint is not None and "1" in str(flow.hint)


def test_the_keeper_sleeps_until_a_fetch_is_due_and_wakes_to_stop(tmp_path):
    """Its worker looks again when the next fetch is due, not every second, and a stop
    does not wait for that."""
    import threading
    import time

    feed = tmp_path / "tourney.js"
    feed.write_bytes(tsh_bytes(read_raw(TORONTO)))
    rounds = []
    keeper = PairingsKeeper(str(feed), interval_s=30.0)
    counted = keeper.poll_once

    def poll_once() -> None:
        rounds.append(threading.current_thread().name)
        counted()

    keeper.poll_once = poll_once  # type: ignore[method-assign]
    keeper.start()
    try:
        wait_until(lambda: keeper.copy is not None, 10, "the first fetch")
        time.sleep(2.5)  # time passes: long enough for a one-second wake to show twice
        assert len(rounds) == 1, rounds
    finally:
        began = time.monotonic()
        keeper.stop(timeout=5)
        assert time.monotonic() - began < 1.0  # woken, not left asleep for its 30 s
