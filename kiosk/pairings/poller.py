"""Keeping a station's copy of the pairings feed current, without ever holding up judging.

`FeedPoller` has no thread of its own: whoever runs it (the station's worker, a command) calls
`FeedPoller.poll` with the time now, as often as it likes; a fetch happens only when one is
due (every 15 s by default), is conditional, and is bounded by short time-outs. A fetch that
fails or brings a feed that cannot be read leaves the last good copy in place and says why
(`FeedPoller.problem`); a copy not confirmed for longer than two polls is matched as ``stale``.
"""

from __future__ import annotations

from dataclasses import replace
from datetime import datetime, timedelta

from kiosk.pairings.feed import MAX_FEED_BYTES, FeedCopy, FeedError, read_copy
from kiosk.pairings.match import TableMatch, table_match
from kiosk.pairings.source import FetchError, Validators, fetch

__all__ = ["DEFAULT_INTERVAL_S", "FeedPoller"]

DEFAULT_INTERVAL_S = 15.0


class FeedPoller:
    """The feed at ``source`` (an http(s) address or a path), fetched every ``interval_s``.

    ``copy`` is the last good copy (None until one was read), ``problem`` what went wrong at
    the last fetch (None when it went well). ``fetched_at`` on the copy is the last time the
    source served it, unchanged answers (HTTP 304, the same file) included."""

    def __init__(
        self,
        source: str,
        *,
        interval_s: float = DEFAULT_INTERVAL_S,
        timeout_s: float = 3.0,
        limit: int = MAX_FEED_BYTES,
    ) -> None:
        if interval_s <= 0:
            raise ValueError("the poll interval must be positive")
        self.source = source
        self.interval_s = interval_s
        self.timeout_s = timeout_s
        self.limit = limit
        self.copy: FeedCopy | None = None
        self.problem: str | None = None
        self._validators: Validators | None = None
        self._next: datetime | None = None

    @property
    def stale_after_s(self) -> float:
        """A copy not confirmed for longer than this (two polls) is stale."""
        return 2 * self.interval_s

    def due(self, now: datetime) -> bool:
        return self._next is None or now >= self._next

    def seconds_to_next(self, now: datetime) -> float:
        """Seconds from ``now`` until the next fetch is due (0: due now)."""
        if self._next is None:
            return 0.0
        return max(0.0, (self._next - now).total_seconds())

    def poll(self, now: datetime) -> bool:
        """Fetch the feed if a fetch is due at ``now`` (UTC); True when one was made."""
        if not self.due(now):
            return False
        self._next = now + timedelta(seconds=self.interval_s)
        known = self._validators if self.copy is not None else None
        try:
            fetched = fetch(
                self.source,
                known,
                timeout_s=self.timeout_s,
                deadline_s=3 * self.timeout_s,
                limit=self.limit,
            )
            if fetched.data is None:  # unchanged: the copy is still what the source serves
                assert self.copy is not None
                self.copy = replace(self.copy, fetched_at=now)
            else:
                copy = read_copy(fetched.data, self.source, now)
                same = self.copy is not None and self.copy.sha256 == copy.sha256
                self.copy = replace(self.copy, fetched_at=now) if same and self.copy else copy
            # kept only with a good copy: a 304 must never confirm a feed that did not read
            self._validators = fetched.validators
            self.problem = None
        except (FetchError, FeedError) as exc:
            self.problem = str(exc)
        return True

    def match(self, table: int, division: str | None, now: datetime) -> TableMatch:
        """The game at ``table`` on the kept copy, as of ``now`` (see `table_match`)."""
        return table_match(
            self.copy,
            table,
            division,
            now=now,
            stale_after_s=self.stale_after_s,
            problem=self.problem,
        )
