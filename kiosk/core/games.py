"""The game at a table, as the station offers it to the players (no Qt, no feed reading).

After the table number, a station that reads the event's pairings shows the game being
played at that table ("Round 8 · Table 14 · Smith v Jones (Smith first)"), or the two games
when two boards share the table, and the challenger answers with one key: the digit of
their game, or 0 when none is theirs (the play goes on with the table alone). Esc goes back
to the table number.

The runtime reads the feed (`kiosk.pairings`) and hands the flow a `GameOffer` made of plain
values: what to show, and the ``game`` object each answer records (built by
`kiosk.pairings.match.game_record`), so this floor never needs the feed's types.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

__all__ = ["GameLookup", "GameOffer", "OfferedGame", "SHOWN_STATES"]

# The states in which the players are shown a game and asked (the others are recorded
# without asking: nothing at that table, or no copy of the feed to match on).
SHOWN_STATES = frozenset({"matched", "several", "already_scored", "stale"})


@dataclass(frozen=True)
class OfferedGame:
    """One game offered at the table: its round and board, the two players as the screen
    names them (the one who went first first, when known), who went first (None: not
    known), whether it is scored already, and the ``game`` object recorded when taken."""

    round: int
    board: int
    table: str
    players: tuple[str, str]
    first: str | None
    scored: bool
    record: Mapping[str, Any] = field(compare=False, repr=False)


@dataclass(frozen=True)
class GameOffer:
    """What the pairings say about a table: the match's state (`SHOWN_STATES` and
    ``no_game``, ``unreadable``), the games to offer, when the copy was last confirmed (local
    time as shown, e.g. "14:02"; for a stale copy), and what is recorded when the players
    refuse every game offered (``refused``) or when nothing is offered (``unasked``)."""

    state: str
    games: tuple[OfferedGame, ...]
    since: str | None
    refused: Mapping[str, Any] = field(compare=False, repr=False)
    unasked: Mapping[str, Any] = field(compare=False, repr=False)

    @property
    def shown(self) -> bool:
        """The players are asked (a game to offer, in a state that offers it)."""
        return bool(self.games) and self.state in SHOWN_STATES

    @property
    def stale(self) -> bool:
        return self.state == "stale"

    @property
    def scored(self) -> bool:
        return self.state == "already_scored"

    def answer(self, index: int) -> Mapping[str, Any] | None:
        """The ``game`` object recorded for key ``index`` (1 for the first game, 0: none of
        them is ours); None for a key that answers nothing."""
        if index == 0:
            return self.refused
        if 1 <= index <= len(self.games):
            return self.games[index - 1].record
        return None


# What the station asks for a division (by name) and a table: None when it reads no
# pairings for that division; called on the caller's (GUI) thread, from a kept copy.
GameLookup = Callable[[str, int], GameOffer | None]
