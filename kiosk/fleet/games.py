"""The game a record names (issue 34), as the fleet page reads it (pure: no SQL, no web).

An adjudication made at a station that reads the event's pairings records a ``game``
object (`kiosk.pairings.match.game_record`); one made without (offline, a stale feed, a
desk) may get it later from a ``game-matched`` annotation that refers to it (``challenge-kiosk
audit annotate --pairings``): such a game is the same to the page, marked "joined after the
event". `game_of` reads either, whatever a record holds (a bad field: none, never an error).

`GameIndex` keeps, from the records read once and then only the newer ones, the players'
names (folded: case and accents aside) with the records that name them, the games joined
by annotations, and the look-ups to flag: from a table with no game this round, from a game
already scored, and at a division whose feed's rating system does not fit the list judged
with (`kiosk.pairings.match.rating_fits`).
"""

from __future__ import annotations

import json
import threading
import unicodedata
from array import array
from bisect import insort
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from kiosk.core.i18n import QT_TRANSLATE_NOOP, Message
from kiosk.pairings.feed import player_name
from kiosk.pairings.match import rating_fits

__all__ = ["GameFlag", "GameIndex", "GameOf", "fold", "game_of", "joined_game"]

GAME_MATCHED = "game-matched"  # the annotation category that joins a game after the event
FLAGS_KEPT = 200  # newest flagged look-ups kept
MAX_NAME = 120

GAME_LABEL = QT_TRANSLATE_NOOP("Fleet", "Round {round} · Table {table} · {one} v {two}")
JOINED = QT_TRANSLATE_NOOP("Fleet", "{game} (joined after the event)")
NO_GAME_AT = QT_TRANSLATE_NOOP("Fleet", "no game at Table {table} this round")
FLAG_NO_GAME = QT_TRANSLATE_NOOP("Fleet", "look-up from a table with no game this round")
FLAG_SCORED = QT_TRANSLATE_NOOP("Fleet", "look-up from a game already scored")
FLAG_RATING = QT_TRANSLATE_NOOP(
    "Fleet", "{division} is rated {rating} in the pairings; judged with {lexicon}"
)


def fold(text: str) -> str:
    """A name as searched: accents and case aside ("Müller" and "muller" are alike)."""
    spread = unicodedata.normalize("NFKD", text)
    return "".join(c for c in spread if not unicodedata.combining(c)).casefold()


def _int(value: Any) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def _text(value: Any, most: int = 200) -> str | None:
    return value[:most] if isinstance(value, str) else None


@dataclass(frozen=True)
class GameOf:
    """What a record says of its game: the match's state and the players' choice, and, when
    a game was taken, its round, board and players ((id, name, went first) each)."""

    state: str
    choice: str
    division: str | None
    table: int | str | None
    rating_system: str | None
    round: int | None = None
    board: int | None = None
    players: tuple[tuple[int | None, str, bool], ...] = ()
    scored: bool = False
    joined: bool = False  # from a game-matched annotation, after the event

    @property
    def taken(self) -> bool:
        """A game was taken (round and players known)."""
        return self.round is not None and len(self.players) == 2

    @property
    def key(self) -> tuple[Any, ...]:
        """Which game: division, round, board (None: no game taken)."""
        return (self.division or "", self.round, self.board) if self.taken else ()

    def names(self) -> tuple[str, ...]:
        return tuple(p[1] for p in self.players)

    @property
    def label_message(self) -> Message | None:
        """ "Round 8 · Table 14 · John Smith v Mary Jones" (None: no game taken)."""
        if not self.taken:
            if self.state == "no_game" and self.table is not None:
                return NO_GAME_AT(table=str(self.table))
            return None
        one, two = (player_name(p[1]) for p in self.players)
        said = GAME_LABEL(round=str(self.round), table=str(self.table), one=one, two=two)
        return JOINED(game=said) if self.joined else said

    def flags(self, lexicon: str | None) -> list[Message]:
        """Why this look-up deserves a director's eye (none: nothing)."""
        found = []
        if self.state == "no_game":
            found.append(FLAG_NO_GAME())
        if self.state == "already_scored" or (self.taken and self.scored and not self.joined):
            found.append(FLAG_SCORED())
        if lexicon and rating_fits(self.rating_system, lexicon) is False:
            found.append(
                FLAG_RATING(
                    division=self.division or "?", rating=self.rating_system or "", lexicon=lexicon
                )
            )
        return found

    def columns(self) -> dict[str, Any]:
        """The export's game columns."""
        return {
            "game_division": self.division or "",
            "round": "" if self.round is None else self.round,
            "board": "" if self.board is None else self.board,
            "game_table": "" if self.table is None else self.table,
            "players": " v ".join(self.names()),
            "player_ids": " ".join("" if p[0] is None else str(p[0]) for p in self.players),
            "first": next((p[1] for p in self.players if p[2]), ""),
            "match_state": self.state,
            "choice": self.choice,
            "joined_after_event": "yes" if self.joined else "",
        }


EMPTY_COLUMNS = dict.fromkeys(GameOf("", "", None, None, None).columns(), "")


def game_of(value: Any, joined: bool = False) -> GameOf | None:
    """A record's ``game`` object as the page reads it (None: none, or not one)."""
    if not isinstance(value, Mapping):
        return None
    state = _text(value.get("state"), 40)
    if state is None:
        return None
    table = value.get("table")
    players: list[tuple[int | None, str, bool]] = []
    raw = value.get("players")
    if isinstance(raw, list):
        for p in raw[:2]:
            if isinstance(p, Mapping) and isinstance(p.get("name"), str | int):
                players.append(
                    (_int(p.get("id")), str(p["name"])[:MAX_NAME], p.get("first") is True)
                )
    return GameOf(
        state=state,
        choice=_text(value.get("choice"), 40) or "",
        division=_text(value.get("division")),
        table=table if _int(table) is not None or isinstance(table, str) else None,
        rating_system=_text(value.get("rating_system"), 60),
        round=_int(value.get("round")),
        board=_int(value.get("board")),
        players=tuple(players) if len(players) == 2 else (),
        scored=value.get("scored") is True,
        joined=joined,
    )


def _body(text: str) -> dict[str, Any]:
    try:
        body = json.loads(text)
    except (ValueError, TypeError):
        return {}
    return body if isinstance(body, dict) else {}


def joined_game(body: Mapping[str, Any]) -> tuple[str, GameOf] | None:
    """(the event id it refers to, the game) of a game-matched annotation (None: not one)."""
    details = body.get("details")
    refers = body.get("refers_to")
    if not isinstance(details, Mapping) or details.get("category") != GAME_MATCHED:
        return None
    game = game_of(details.get("game"), joined=True)
    return (refers, game) if isinstance(refers, str) and game is not None else None


@dataclass(frozen=True)
class GameFlag:
    """A look-up the page flags for its game: the record, where and when, and why."""

    record_id: int
    station: str
    table: Any
    recorded_at: str
    receipt: str | None
    game: GameOf
    why: tuple[Message, ...]
    station_id: str = ""  # whose clock ``recorded_at`` is on (the page places it centrally)
    placed_s: float = 0.0  # the offset it was placed on the central clock with


@dataclass
class GameIndex:
    """See the module docstring. ``take`` is given each record with a game once, in the
    order of ids (`kiosk.fleet.reader.FleetReader.games`); ``players_like`` and
    ``game_for`` may be asked from other threads meanwhile."""

    names: dict[str, array[int]] = field(default_factory=dict)  # folded name -> record ids
    joined: dict[str, GameOf] = field(default_factory=dict)  # event id -> game joined later
    flags: list[GameFlag] = field(default_factory=list)  # newest last
    after_id: int = 0  # the records up to this id are read
    complete: bool = False  # every record is read (a long log takes a few refreshes)
    seen: set[int] = field(default_factory=set)
    lock: threading.Lock = field(default_factory=threading.Lock)

    def take(self, row_id: int, station: str, kind: str, text: str, target: Any = None) -> None:
        """A record read: an adjudication with its own game, or a game-matched annotation
        with ``target`` (the record it refers to: (id, station, body text), None: not read)."""
        if row_id in self.seen:
            return
        self.seen.add(row_id)
        self.after_id = max(self.after_id, row_id)
        body = _body(text)
        if kind == "annotation":
            found = joined_game(body)
            if found is None:
                return
            refers, game = found
            with self.lock:
                self.joined[refers] = game
            if target is not None:
                self._add(target[0], target[1], _body(target[2]), game)
            return
        own = game_of(body.get("game"))
        if own is not None:
            self._add(row_id, station, body, own)

    def _add(self, row_id: int, station: str, body: Mapping[str, Any], game: GameOf) -> None:
        lexicon = body.get("lexicon")
        name = lexicon.get("name") if isinstance(lexicon, Mapping) else lexicon
        why = game.flags(name if isinstance(name, str) else None)
        with self.lock:
            self._index(row_id, game)
            if why:
                table = body.get("table", game.table)
                receipt = _text(body.get("receipt"), 40)
                at = str(body.get("recorded_at", ""))[:32]
                station_id = _text(body.get("station_id"), 64) or ""
                flag = GameFlag(row_id, station, table, at, receipt, game, tuple(why), station_id)
                self.flags.append(flag)
                self.flags.sort(key=lambda f: f.record_id)
                del self.flags[:-FLAGS_KEPT]

    def forget_before(self, row_id: int) -> None:
        """The ids read are kept only as far back as rows are read again."""
        self.seen = {i for i in self.seen if i > row_id}

    def _index(self, row_id: int, game: GameOf) -> None:
        for name in game.names():
            held = self.names.setdefault(fold(name), array("q"))
            if not held or held[-1] < row_id:
                held.append(row_id)
            elif row_id not in held:
                insort(held, row_id)

    def players_like(self, text: str, most: int, before: int | None = None) -> list[int]:
        """The ids of the newest ``most`` records naming a player whose name holds ``text``
        (case and accents aside), below ``before``, newest first."""
        wanted = fold(text.strip())
        if not wanted:
            return []
        with self.lock:
            lists = [ids for name, ids in self.names.items() if wanted in name]
            found: set[int] = set()
            for ids in lists:  # newest first from each, enough of them
                taken = 0
                for row_id in reversed(ids):
                    if before is not None and row_id >= before:
                        continue
                    found.add(row_id)
                    taken += 1
                    if taken > most:
                        break
        return sorted(found, reverse=True)[:most]

    def game_for(self, event_id: str) -> GameOf | None:
        with self.lock:
            return self.joined.get(event_id)


def with_game(item: Any, index: GameIndex, event_id: str | None) -> Any:
    """A record's line with the game joined to it after the event, if it has none itself."""
    if getattr(item, "game", None) is not None or not event_id:
        return item
    game = index.game_for(event_id)
    return item if game is None else replace(item, game=game)
