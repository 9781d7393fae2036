"""The real TSH feeds in shared/pairings, TSH's rewrites of them, and a plain reader of the
games they hold, written here apart from kiosk.pairings so the tests check one against the
other."""

from __future__ import annotations

import copy
import json
import re
from pathlib import Path
from typing import Any

from tests.conftest import SHARED

FEEDS = SHARED / "pairings"
SPC = FEEDS / "spc-2024-division-1.tourney.js"
TORONTO = FEEDS / "toronto-2006.tourney.js"


def read_raw(path: Path) -> dict[str, Any]:
    """A feed's JSON, read the simple way: these real feeds hold ``undefined`` only as values."""
    text = path.read_text("utf-8").strip()
    assert text.startswith("newt=") and text.endswith(";")
    return json.loads(re.sub(r"\bundefined\b", "null", text[len("newt=") : -1]))


def tsh_bytes(raw: dict[str, Any]) -> bytes:
    """``raw`` written as TSH writes tourney.js: one line, ``newt=``, ``undefined``, ``;``."""
    text = json.dumps(raw, separators=(",", ":"), ensure_ascii=False)
    assert '"null' not in text and 'null"' not in text  # no string holds the word
    return ("newt=" + text.replace("null", "undefined") + ";\n").encode("utf-8")


def as_of(raw: dict[str, Any], paired: int, scored: int) -> dict[str, Any]:
    """The event as TSH wrote it when ``paired`` rounds were paired and the first ``scored``
    of them had their scores entered (scores of later rounds not yet known)."""
    event = copy.deepcopy(raw)
    for division in event["divisions"]:
        for player in division["players"][1:]:
            if player is None:
                continue
            player["pairings"] = player["pairings"][:paired]
            player["scores"] = (player["scores"] + [400] * paired)[:scored]
            for key in ("board", "p12"):
                if isinstance(player["etc"].get(key), list):
                    player["etc"][key] = player["etc"][key][:paired]
    return event


def _at(values: Any, index: int) -> Any:
    return values[index] if isinstance(values, list) and index < len(values) else None


def games_of_round(raw: dict[str, Any], division: str, index: int) -> list[dict[str, Any]]:
    """Every game of round ``index`` (0-based) in ``division``: what a director reads off the
    feed, in the JSON form of ``pairings show`` (first player first, else lower id first)."""
    found = next(d for d in raw["divisions"] if str(d["name"]) == division)
    tables = (raw["config"].get("tables") or {}).get(division) or []
    players = found["players"]
    games = []
    for pid in range(1, len(players)):
        player = players[pid]
        opponent_id = _at(player["pairings"], index) or 0
        if opponent_id <= pid:  # a bye (0), or the game was taken from the opponent's side
            continue
        opponent = players[opponent_id]
        board = _at(player["etc"].get("board"), index) or _at(opponent["etc"].get("board"), index)
        if not board:
            continue
        table = tables[board - 1] if board <= len(tables) else board
        seats = [
            {
                "id": pid,
                "name": str(player["name"]),
                "first": _at(player["etc"]["p12"], index) == 1,
            },
            {
                "id": opponent_id,
                "name": str(opponent["name"]),
                "first": _at(opponent["etc"]["p12"], index) == 1,
            },
        ]
        if seats[1]["first"] and not seats[0]["first"]:
            seats.reverse()
        games.append(
            {
                "division": division,
                "round": index + 1,
                "board": board,
                "table": table,
                "players": seats,
            }
        )
    return sorted(games, key=lambda g: g["board"])


def expected(games: list[dict[str, Any]], table: int, state_if_found: str | None = None) -> dict:
    """The state and games ``pairings show`` gives at ``table`` for the round's ``games``."""
    here = [g for g in games if g["table"] == table]
    if not here:
        return {"state": "no_game", "games": []}
    state = state_if_found or ("matched" if len(here) == 1 else "several")
    return {"state": state, "games": here}


def tables_in(raw: dict[str, Any], division: str) -> range:
    """Every table a division can use, and one more (no game there)."""
    found = next(d for d in raw["divisions"] if str(d["name"]) == division)
    boards = max((max(p["etc"].get("board") or [0]) for p in found["players"][1:] if p), default=0)
    tables = (raw["config"].get("tables") or {}).get(division) or []
    highest = max([boards, *tables[:boards]])
    return range(1, highest + 2)
