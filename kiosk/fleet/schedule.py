"""Which word list each division must be judged with at a given time (pure).

The plan in force then (the newest validly signed plan of the event whose instant had
passed and which had not expired: `kiosk.core.plan.in_force`), else the lexicon
``fleet expect`` stored for the division. Plan instants cut time into periods; in each
period one plan (or none) is in force, so records are compared period by period.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from kiosk.audit.records import format_utc, parse_utc
from kiosk.core.plan import EventPlan, in_force

__all__ = ["Schedule", "Standard", "central_time"]


@dataclass(frozen=True)
class Standard:
    """The word list a division must be judged with, and who said so."""

    fingerprint: str
    lexicon: str
    word_count: int | None
    source: str  # "plan 3" or "fleet expect"


class Schedule:
    """The standards over time: plan instants cut time into periods; in each period one plan
    (or none) is in force. Records compare their ``recorded_at`` (UTC text) with the cuts."""

    def __init__(self, plans: Sequence[EventPlan], expected: Mapping[str, Any]) -> None:
        self.plans = tuple(sorted(plans, key=lambda p: p.serial))
        self.expected = dict(expected)
        moments = {p.effective_from for p in self.plans}
        moments |= {p.valid_until for p in self.plans if p.valid_until is not None}
        self.instants: tuple[datetime, ...] = tuple(sorted(moments))
        self.bounds = tuple(format_utc(m) for m in self.instants)
        named = [p for p in self.plans if p.rounds]  # the newest plan naming rounds says
        self.round_starts = tuple(format_utc(m) for m in named[-1].rounds) if named else ()
        self.key = (
            tuple((p.serial, p.effective_from) for p in self.plans),
            tuple(sorted((d, e.fingerprint) for d, e in self.expected.items())),
        )

    def period(self, recorded_at: str, offset_s: float = 0.0) -> int:
        """0 before the first instant; n from the n-th instant on. ``offset_s``: how far the
        central server's clock was ahead of the recording station's (the record is placed on
        the central clock: its station time plus the offset)."""
        return bisect_right(self.shifted_bounds(offset_s), recorded_at)

    def shifted_bounds(self, offset_s: float) -> tuple[str, ...]:
        """The instants as a station whose clock is ``offset_s`` behind the server's wrote
        them (UTC text): a record is in period n when its own time is at least the n-th."""
        if not offset_s:
            return self.bounds
        return tuple(format_utc(m - timedelta(seconds=offset_s)) for m in self.instants)

    def plan_at(self, period: int) -> EventPlan | None:
        return in_force(self.plans, self.instants[period - 1]) if period > 0 else None

    def standard(self, division: str, period: int) -> Standard | None:
        plan = self.plan_at(period)
        if plan is not None:
            wanted = plan.division(division)
            if wanted is not None:
                return Standard(
                    wanted.fingerprint, wanted.lexicon, wanted.word_count, f"plan {plan.serial}"
                )
        expected = self.expected.get(division)
        if expected is None:
            return None
        return Standard(
            expected.fingerprint, expected.lexicon_name, expected.word_count, "fleet expect"
        )

    def standard_now(self, division: str, now: datetime) -> Standard | None:
        return self.standard(division, self.period(format_utc(now)))

    def round_of(self, recorded_at: str) -> int | None:
        """The round under way when a record was made (UTC text), by the newest plan that
        names rounds; None when no plan does, or before the first round."""
        return bisect_right(self.round_starts, recorded_at) or None

    @property
    def roster(self) -> tuple[str, ...]:
        """The stations the newest plan expects."""
        return self.plans[-1].roster if self.plans else ()


def central_time(recorded_at: str, offset_s: float | None) -> datetime | None:
    """A record's time on the central clock: its station's time plus the station's measured
    offset (None: a time that cannot be read)."""
    try:
        moment = parse_utc(recorded_at)
    except (ValueError, TypeError):
        return None
    return moment + timedelta(seconds=offset_s or 0.0)
