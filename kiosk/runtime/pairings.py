"""The station's copy of the event's pairings (TSH's ``tourney.js``), kept current off the
GUI thread, and the game at a table offered to the players from it.

`PairingsKeeper` runs a `kiosk.pairings.poller.FeedPoller` on a thread of its own (every
15 s a conditional fetch, bounded by short time-outs) and publishes the last good copy under
a lock; the GUI thread matches a table on that copy (`PairingsKeeper.match`, a few
milliseconds at most) and never waits for the network. `offer_of` turns the match into the
plain `kiosk.core.games.GameOffer` the flow shows, with the ``game`` object each answer
records (`kiosk.pairings.match.game_record`).
"""

from __future__ import annotations

import math
import os
import threading
from collections.abc import Callable
from datetime import UTC, datetime

from kiosk.core.games import GameOffer, OfferedGame
from kiosk.pairings.feed import FeedCopy, player_name
from kiosk.pairings.match import (
    Choice,
    DivisionError,
    MatchState,
    TableMatch,
    game_record,
    table_match,
)
from kiosk.pairings.poller import DEFAULT_INTERVAL_S, FeedPoller
from kiosk.worker import Worker

__all__ = ["INTERVAL_ENV", "PairingsKeeper", "offer_of", "poll_interval"]

_SOONEST_S = 0.05  # the shortest sleep between two rounds (a fetch that took its whole interval)
INTERVAL_ENV = "CHALLENGE_KIOSK_PAIRINGS_S"  # tests read the feed sooner


def poll_interval() -> float:
    """Seconds between fetches of the feed: 15, or ``$CHALLENGE_KIOSK_PAIRINGS_S`` (at least
    0.5; anything else that is not a number keeps 15)."""
    try:
        value = float(os.environ.get(INTERVAL_ENV, DEFAULT_INTERVAL_S))
    except ValueError:
        return DEFAULT_INTERVAL_S
    return max(0.5, value) if math.isfinite(value) else DEFAULT_INTERVAL_S


def _utc_now() -> datetime:
    return datetime.now(UTC)


class PairingsKeeper:
    """The feed at ``source``, polled every ``interval_s`` on the keeper's own thread
    (`start`; `stop` ends it). ``copy`` and ``problem`` are the last published (read them on
    any thread)."""

    def __init__(
        self,
        source: str,
        *,
        interval_s: float | None = None,
        clock: Callable[[], datetime] = _utc_now,
    ) -> None:
        self.source = source
        self._poller = FeedPoller(source, interval_s=interval_s or poll_interval())
        self._clock = clock
        self._lock = threading.Lock()
        self._copy: FeedCopy | None = None
        self._problem: str | None = None
        self._worker = Worker("pairings", self._round, retry_s=self._poller.interval_s)

    @property
    def copy(self) -> FeedCopy | None:
        with self._lock:
            return self._copy

    @property
    def problem(self) -> str | None:
        with self._lock:
            return self._problem

    def start(self) -> None:
        self._worker.start()

    def stop(self, timeout: float = 1.0) -> None:
        self._worker.stop(timeout)

    def poll_once(self) -> None:
        """One look (a fetch when one is due), published. The thread calls it; so may a
        caller without the thread (a command, a test)."""
        poller = self._poller
        poller.poll(self._clock())
        with self._lock:
            self._copy, self._problem = poller.copy, poller.problem

    def _round(self) -> float:
        """A fetch when one is due (the worker's round); then the time to the next."""
        try:
            self.poll_once()
        except Exception as exc:  # the keeper must outlive any feed
            with self._lock:
                self._problem = f"the pairings could not be read: {exc}"
        # asleep until the next fetch is due (a stop wakes the worker at once)
        wait = self._poller.seconds_to_next(self._clock())
        return min(max(wait, _SOONEST_S), self._poller.interval_s)

    def match(self, table: int, division: str | None) -> TableMatch:
        """The game at ``table`` on the copy kept (``stale`` when it is older than two
        polls, ``unreadable`` without one). Raises `DivisionError` when the division cannot
        be chosen in the feed."""
        with self._lock:
            copy, problem = self._copy, self._problem
        return table_match(
            copy,
            table,
            division,
            now=self._clock(),
            stale_after_s=self._poller.stale_after_s,
            problem=problem,
        )

    def offer(self, table: int, division: str | None) -> GameOffer | None:
        """What the players are asked at ``table`` (None: the division is not in the feed;
        the self-test and director mode say so)."""
        try:
            match = self.match(table, division)
        except DivisionError:
            return None
        return offer_of(match)


def _local_time(moment: datetime | None) -> str | None:
    return moment.astimezone().strftime("%H:%M") if moment is not None else None


def offer_of(match: TableMatch) -> GameOffer:
    """The offer the flow shows for ``match``: each game with the object recorded when the
    players take it (confirmed when it is the only one, chosen among several)."""
    taken = Choice.CONFIRMED if len(match.games) == 1 else Choice.CHOSEN
    games = []
    for game in match.games:
        one, two = (player_name(p.name) for p in game.players)
        first = next((player_name(p.name) for p in game.players if p.first), None)
        games.append(
            OfferedGame(
                round=game.round,
                board=game.board,
                table=str(game.table),
                players=(one, two),
                first=first,
                scored=game.scored,
                record=game_record(match, game, taken),
            )
        )
    return GameOffer(
        state=match.state.value,
        games=tuple(games),
        since=_local_time(match.fetched_at) if match.state is MatchState.STALE else None,
        refused=game_record(match, None, Choice.REFUSED),
        unasked=game_record(match, None, Choice.NOT_ASKED),
    )
