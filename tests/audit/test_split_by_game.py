"""Split lookups know the game: two games at one table are not one split lookup."""

from __future__ import annotations

from pathlib import Path

from kiosk.audit import open_audit_log


def _game(rnd: int, board: int = 1) -> dict:
    return {"division": "A", "round": rnd, "board": board, "table": 14}


def test_same_table_other_game_is_not_a_split(tmp_path: Path, judge, clock):
    with open_audit_log(
        station_id="st-1", path=tmp_path / "audit.sqlite3", clock=clock, split_window_s=90
    ) as log:
        first = log.record_adjudication(judge("cat"), profile="A", table=14, game=_game(8, 1))
        clock.advance(10)
        other_board = log.record_adjudication(judge("dog"), profile="A", table=14, game=_game(8, 2))
        clock.advance(10)
        other_round = log.record_adjudication(judge("cow"), profile="A", table=14, game=_game(9, 1))
        clock.advance(10)
        same_game = log.record_adjudication(judge("pig"), profile="A", table=14, game=_game(8, 1))
        clock.advance(10)
        no_game = log.record_adjudication(judge("hen"), profile="A", table=14)
    assert not first.possible_split_lookup
    assert not other_board.possible_split_lookup
    assert not other_round.possible_split_lookup
    assert same_game.possible_split_lookup
    assert same_game.split_lookup_of["receipt"] == first.body["receipt"]
    # A record without a game is judged as today: the latest play at the table.
    assert no_game.possible_split_lookup
    assert no_game.split_lookup_of["receipt"] == same_game.body["receipt"]
    assert same_game.body["game"] == _game(8, 1)
    assert "game" not in no_game.body
