"""A physical table matched to the game being played there, from a kept copy of the feed.

Boards stand at tables through TSH's ``config.tables{division}[board - 1]`` (missing: the
board is the table); from board 14 on at the 2024 SPC two boards share one table. The round
at a table is the first round with a game there that is not yet scored by both players; when
every game at the table is scored, the last of them (``already_scored``), unless the division
has paired a later round without a game at this table (``no_game``: nothing is played there
now). The result, `TableMatch`, is a frozen value the station's screens and its records use
as they are: state, games, and the copy it came from (SHA-256, fetch time).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from enum import StrEnum
from typing import Any

from kiosk.pairings.feed import Division, Feed, FeedCopy, Player, player_name

__all__ = [
    "Choice",
    "DivisionError",
    "Game",
    "MatchState",
    "Seat",
    "TableMatch",
    "choose_division",
    "division_games",
    "game_record",
    "match_table",
    "rating_fits",
    "table_match",
]


class MatchState(StrEnum):
    MATCHED = "matched"  # one game at the table
    SEVERAL = "several"  # two boards at one table: the players choose theirs
    NO_GAME = "no_game"  # nothing paired at that table now
    ALREADY_SCORED = "already_scored"  # the table's last game is scored already
    STALE = "stale"  # the copy is older than two polls: matched on it, but said
    UNREADABLE = "unreadable"  # no good copy of the feed


class Choice(StrEnum):
    """What the players (or whoever recorded the play) did with the game offered."""

    CONFIRMED = "confirmed"  # the one game shown is theirs
    CHOSEN = "chosen"  # they chose theirs among the games at the table
    REFUSED = "refused"  # "not our game": the play goes on with the table alone
    NOT_ASKED = "not_asked"  # nobody was asked (nothing to offer, or a desk's command)


class DivisionError(ValueError):
    """No division of the feed can be chosen; the message says why and names the feed's."""


@dataclass(frozen=True)
class Seat:
    """A player of a game: TSH's id (1-based, per division), name, and whether they went
    first (False for both while TSH says "must draw" or does not know)."""

    id: int
    name: str
    first: bool


@dataclass(frozen=True)
class Game:
    """A game: division, round (1-based, as directors count them), board, physical table,
    and its two players (the one who went first first, when known; else by id)."""

    division: str
    round: int
    board: int
    table: int | str
    players: tuple[Seat, Seat]
    scored: bool  # both scores entered

    def label(self) -> str:
        """The line a director reads: "Round 8 · Table 14 · John Smith v Mary Jones (John
        Smith first)"."""
        one, two = (player_name(p.name) for p in self.players)
        first = next((player_name(p.name) for p in self.players if p.first), None)
        who = f"{first} first" if first else "first player to be drawn"
        return f"Round {self.round} · Table {self.table} · {one} v {two} ({who})"

    def as_dict(self) -> dict[str, Any]:
        return {
            "division": self.division,
            "round": self.round,
            "board": self.board,
            "table": self.table,
            "players": [{"id": p.id, "name": p.name, "first": p.first} for p in self.players],
        }


@dataclass(frozen=True)
class TableMatch:
    """What a station knows about the game at a table: the state, the games (one when
    matched, two or more when several boards share the table; the scored one(s) when
    already scored; the last known when stale), and the copy it read (None: unreadable).
    ``problem`` is the last read's trouble, for the director (None when it went well)."""

    state: MatchState
    games: tuple[Game, ...]
    table: int
    division: str | None
    feed_sha256: str | None
    fetched_at: datetime | None
    problem: str | None = None
    rating_system: str | None = None  # the division's, as the feed names it

    def as_dict(self) -> dict[str, Any]:
        """What ``pairings show --json`` prints (and a record can hold)."""
        return {
            "state": self.state.value,
            "feed_sha256": self.feed_sha256,
            "fetched_at": self.fetched_at.isoformat() if self.fetched_at else None,
            "games": [g.as_dict() for g in self.games],
        }


def choose_division(feed: Feed, name: str | None) -> Division:
    """The division called ``name``; without a name, the feed's only one. Raises
    `DivisionError` naming the feed's divisions."""
    names = ", ".join(d.name for d in feed.divisions) or "none"
    if name is not None and name.strip():
        found = feed.division(name)
        if found is None:
            raise DivisionError(
                f"the feed has no division called {name.strip()!r} (its divisions: {names})"
            )
        return found
    if len(feed.divisions) == 1:
        return feed.divisions[0]
    if not feed.divisions:
        raise DivisionError("the feed has no divisions")
    raise DivisionError(
        f"the feed has {len(feed.divisions)} divisions ({names}): name the division "
        "(pairings_division in the profile, or --division)"
    )


def division_games(division: Division, table: int | None = None) -> list[Game]:
    """Every game the division's pairings place at a board (only those at ``table`` when one
    is given), in round and board order.

    A bye (opponent 0), a pairing the opponent does not return, and a game with no board
    are not games at a table."""
    pairs, _ = _pairs(division, None if table is None else _boards_at(division, table))
    return [_game(division, pair) for pair in pairs]


# A game before it is made a `Game` (most games a look-up meets are never shown): round index
# (0-based), board, the two players, both scores entered.
_Pair = tuple[int, int, Player, Player, bool]


def _pairs(division: Division, wanted: frozenset[int] | None) -> tuple[list[_Pair], int]:
    """The games at the ``wanted`` boards (None: all), in round and board order, and the
    number of the last round (1-based) with a game anywhere in the division."""
    players = division.players
    count = len(players)
    # the last round with a game anywhere in the division: a later one than a table's last
    # game means the division plays on without that table (byes and withdrawn players' zeros,
    # which TSH may write ahead, are no game)
    paired = 0
    found: dict[tuple[int, int], _Pair] = {}
    for player in players:
        if player is None:
            continue
        pairings = player.pairings
        for index in range(len(pairings) - 1, paired - 1, -1):
            if pairings[index] > 0:
                paired = index + 1
                break
        boards = player.boards
        if wanted is None:
            rounds = [i for i, b in enumerate(boards) if b > 0]
        else:
            rounds = _where(boards, wanted)
        for index in rounds:
            opponent_id = pairings[index] if index < len(pairings) else 0
            if not 0 < opponent_id < count or opponent_id == player.id:
                continue  # a bye
            key = (index, min(player.id, opponent_id))
            opponent = players[opponent_id]
            if key in found or opponent is None or _at(opponent.pairings, index, 0) != player.id:
                continue  # seen from the opponent's side, or a pairing not returned
            scored = (
                _at(player.scores, index, None) is not None
                and _at(opponent.scores, index, None) is not None
            )
            found[key] = (index, boards[index], player, opponent, scored)
    return sorted(found.values(), key=lambda pair: pair[:2]), paired


def _game(division: Division, pair: _Pair) -> Game:
    index, board, player, opponent, scored = pair
    one = _seat(player, index)
    two = _seat(opponent, index)
    if (two.first and not one.first) or (one.first == two.first and two.id < one.id):
        one, two = two, one
    return Game(division.name, index + 1, board, division.table_of(board), (one, two), scored)


def _where(boards: tuple[int, ...], wanted: frozenset[int]) -> list[int]:
    """The rounds (0-based) a player played at one of the ``wanted`` boards (C-speed
    searches: this runs for every player at every look-up)."""
    rounds: list[int] = []
    for board in wanted:
        if board in boards:
            index = boards.index(board)
            while index >= 0:
                rounds.append(index)
                try:
                    index = boards.index(board, index + 1)
                except ValueError:
                    index = -1
    return rounds


def _boards_at(division: Division, table: int) -> frozenset[int]:
    """The boards that stand at ``table`` (``config.tables``; a board not mapped is its own)."""
    tables = division.tables
    boards = {b for b, t in enumerate(tables, 1) if t is not None and _same_table(t, table)}
    if table > len(tables) or tables[table - 1] is None:
        boards.add(table)
    return frozenset(boards)


def _at(values: tuple[Any, ...], index: int, missing: Any) -> Any:
    return values[index] if index < len(values) else missing


def _seat(player: Player, index: int) -> Seat:
    return Seat(player.id, player.name, _at(player.p12, index, 4) == 1)


def _same_table(table: int | str, wanted: int) -> bool:
    return table == wanted if isinstance(table, int) else table.strip() == str(wanted)


def match_table(division: Division, table: int) -> tuple[MatchState, tuple[Game, ...]]:
    """The state at ``table`` and its games (see the module's docstring for the round)."""
    here, paired = _pairs(division, _boards_at(division, table))
    if not here:
        return MatchState.NO_GAME, ()
    playing = [pair for pair in here if not pair[4]]
    if playing:
        now = playing[0][0]  # in round order
        found = tuple(_game(division, pair) for pair in playing if pair[0] == now)
        return (MatchState.MATCHED if len(found) == 1 else MatchState.SEVERAL), found
    last = here[-1][0]
    if paired > last + 1:
        return MatchState.NO_GAME, ()  # the division plays on, at other tables
    return MatchState.ALREADY_SCORED, tuple(_game(division, p) for p in here if p[0] == last)


def table_match(
    copy: FeedCopy | None,
    table: int,
    division: str | None = None,
    *,
    now: datetime | None = None,
    stale_after_s: float | None = None,
    problem: str | None = None,
) -> TableMatch:
    """The match at ``table`` on the kept ``copy`` (None: unreadable). With ``now`` and
    ``stale_after_s``, a copy last confirmed longer ago than that is ``stale`` (its games are
    still given, for the screen to show with the warning). Raises `DivisionError` when the
    division cannot be chosen."""
    if copy is None:
        return TableMatch(MatchState.UNREADABLE, (), table, division, None, None, problem)
    chosen = choose_division(copy.feed, division)
    state, games = match_table(chosen, table)
    if (
        now is not None
        and stale_after_s is not None
        and (now - copy.fetched_at).total_seconds() > stale_after_s
    ):
        state = MatchState.STALE
    return TableMatch(
        state,
        games,
        table,
        chosen.name,
        copy.sha256,
        copy.fetched_at,
        problem,
        chosen.rating_system or None,
    )


def game_record(match: TableMatch, game: Game | None, choice: Choice) -> dict[str, Any]:
    """The ``game`` object an adjudication records: the match's state, what the players did
    (`Choice`), the division, table and rating system, the feed copy it came from (SHA-256 and
    fetch time, so a verifier can tell a live match from a later one) and, when a game was
    taken (confirmed, chosen, or recorded without asking), its round, board, players and
    whether it was scored already. A refused match keeps what was offered under
    ``offered``: never ``round``/``board`` at the top, so the split-lookup check does not
    take it for the game."""
    record: dict[str, Any] = {
        "state": match.state.value,
        "choice": choice.value,
        "division": match.division,
        "table": match.table,
        "rating_system": match.rating_system,
        "feed_sha256": match.feed_sha256,
        "fetched_at": match.fetched_at.isoformat() if match.fetched_at else None,
    }
    if game is not None and choice is not Choice.REFUSED:
        record.update(game.as_dict())
        record["scored"] = game.scored
    elif match.games:
        record["offered"] = [
            {"round": g.round, "board": g.board, "players": [p.id for p in g.players]}
            for g in match.games
        ]
    return record


# TSH's rating systems and the lexicon family each rates. A lexicon is of a family when its
# name starts with one of the family's prefixes (case ignored).
_RATING_FAMILIES = {
    "naspa-csw": "collins",
    "wespa": "collins",
    "absp": "collins",
    "csw": "collins",
    "nsa": "north-american",
    "nsa2008": "north-american",
    "naspa": "north-american",
    "naspa-nwl": "north-american",
}
_LEXICON_FAMILIES = {
    "collins": ("CSW", "SOWPODS", "COLLINS"),
    "north-american": ("NWL", "TWL", "OTCWL", "OWL", "NSWL"),
}


def rating_fits(rating_system: str | None, lexicon_name: str) -> bool | None:
    """Whether a division rated by ``rating_system`` (TSH's ``config.rating_system``) fits
    a list called ``lexicon_name``: False when the two name different lexicon families (a
    ``naspa-csw`` division judged with NWL2023), True when the same, None when either is not
    known (no flag: nothing is claimed about lists this cannot place)."""
    family = _RATING_FAMILIES.get((rating_system or "").strip().casefold())
    if family is None:
        return None
    name = lexicon_name.strip().upper()
    for other, prefixes in _LEXICON_FAMILIES.items():
        if name.startswith(prefixes):
            return other == family
    return None
