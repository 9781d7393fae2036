"""The game screen in the real window: after the table number, the game the event's pairings
place at the table (the 2024 SPC feed, read by the station's own keeper from a file), in the
players' language and in large print, fitted at every size stations meet with no text cut;
the answer's key takes the game and the words' screen names the round.
Screenshots: tests/artifacts/screens/game-*.png."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from kiosk.core.flow import Screen
from tests.pairings.feeds import SPC, as_of, games_of_round, read_raw, tsh_bytes
from tests.ui.conftest import make_station  # noqa: F401
from tests.ui.test_audit_fit import SIZES, cut_texts

PORTRAIT = [(768, 1024), (800, 1280)]


def station_toml(feed: str, language: str = "en", large: bool = False) -> str:
    return (
        '[station]\nname = "Table desk"\n\n[settings]\n'
        f'pairings = "{feed}"\n'
        f"large_print = {'true' if large else 'false'}\n\n"
        '[[profiles]]\nname = "Division A"\nlexicon = "ENABLE"\nask_table = true\n'
        f'pairings_division = "1"\nlanguage = "{language}"\n'
    )


def shared_table(raw: dict, index: int) -> int:
    tables = [g["table"] for g in games_of_round(raw, "1", index)]
    return min(t for t in tables if tables.count(t) > 1)


def game_station(make_station, tmp_path, size, language="en", large=False):  # noqa: F811
    raw = read_raw(SPC)
    feed = tmp_path / "tourney.js"
    feed.write_bytes(tsh_bytes(as_of(raw, paired=8, scored=7)))
    station = make_station(station_toml(str(feed), language, large), size=size)
    station.runtime.follow_pairings()
    following = station.runtime.following
    station.qtbot.waitUntil(
        lambda: following.pairings is not None and following.pairings.copy is not None,
        timeout=10_000,
    )
    return station, raw


def ask(station, table: int) -> None:
    station.type(str(table))
    station.key(Qt.Key.Key_Return)
    QApplication.processEvents()
    assert station.flow.screen is Screen.GAME


def size_id(size: tuple[int, int]) -> str:
    return f"{size[0]}x{size[1]}"


@pytest.mark.parametrize("size", SIZES + PORTRAIT, ids=size_id)
def test_the_game_screen_fits_at_every_size(make_station, tmp_path, size):  # noqa: F811
    station, raw = game_station(make_station, tmp_path, size)
    ask(station, shared_table(raw, 7))
    problems = cut_texts(station.window)
    station.screenshot("game-two-boards")
    assert problems == []
    station.key(Qt.Key.Key_Escape)
    assert station.flow.screen is Screen.TABLE
    station.key(Qt.Key.Key_Backspace)
    station.key(Qt.Key.Key_Backspace)
    ask(station, 1)
    problems = cut_texts(station.window)
    station.screenshot("game-one")
    assert problems == []


@pytest.mark.parametrize(
    ("language", "question"),
    [("de", "IST DAS IHRE PARTIE?"), ("pl", "CZY TO WASZA PARTIA?"), ("fr", None)],
)
def test_the_game_screen_speaks_the_players_language_in_large_print(
    make_station,  # noqa: F811
    tmp_path,
    language,
    question,
):
    station, _raw = game_station(make_station, tmp_path, (768, 1024), language, large=True)
    ask(station, 1)
    window = station.window
    shown = window.prompt.title.text()
    assert shown != "IS THIS YOUR GAME?"  # translated, whatever the words
    if question is not None:
        assert shown == question
    problems = cut_texts(window)
    station.screenshot(f"game-large-{language}")
    assert problems == []


def test_the_words_screen_names_the_round_once_the_game_is_taken(
    make_station,  # noqa: F811
    tmp_path,
):
    station, raw = game_station(make_station, tmp_path, (1366, 768))
    ask(station, 1)
    station.type("1")
    assert station.flow.screen is Screen.READY
    station.type("qi")
    QApplication.processEvents()
    assert "Round 8" in station.window.entry.context.text()
    station.screenshot("game-taken-words")
    station.tab()
    (record,) = station.records()
    game = record.body["game"]
    expected = next(g for g in games_of_round(raw, "1", 7) if g["table"] == 1)
    assert game["round"] == 8 and game["board"] == expected["board"]
    assert game["choice"] == "confirmed"
