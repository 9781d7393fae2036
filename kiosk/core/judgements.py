"""Judgements made at the station (no Qt): the one being recorded, the verdict on show, the
earlier ones, and the split-lookup rule.

The shell records a `PendingJudgement` (through a `Recorder`) and shows a `VerdictShown`.
Split lookups (NSA IV.J.2, NASPA 6.2 "Improper Lookups") are decided by
`find_split_lookup`, the one rule used both before judging (the warning screen) and when
the record is written (the flag in the log): an earlier adjudication of the same division
and the same table (or the same division where no table is asked) within the window.
Adjudications of other divisions or tables are never flagged against each other.
Loaded with the first play judged, after the ready screen is painted.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from kiosk.core.adjudication import Adjudication
    from kiosk.core.procedure import ProfileChoice

__all__ = [
    "PendingJudgement",
    "PriorJudgement",
    "Recorder",
    "SplitWarning",
    "VerdictShown",
    "find_split_lookup",
    "game_key",
    "place_earlier_judgements",
    "split_lookup_of",
]


@dataclass(frozen=True)
class PriorJudgement:
    """An adjudication already made at this station, as split-lookup checks need it.

    ``at`` is on the flow's clock (seconds); ``receipt`` and ``seq`` name the record.
    """

    profile: str
    table: int | None
    at: float
    receipt: str | None = None
    seq: int | None = None
    game: tuple[int, int] | None = None  # (round, board) when the record names its game


def game_key(game: Any) -> tuple[int, int] | None:
    """(round, board) of a recorded ``game`` object; None when it names no game."""
    if not isinstance(game, Mapping):
        return None
    rnd, board = game.get("round"), game.get("board", 1)
    if type(rnd) is not int or type(board) is not int:
        return None
    return (rnd, board)


@dataclass(frozen=True)
class SplitWarning:
    """Shown before judging: the same division and table was judged moments ago."""

    earlier: PriorJudgement
    seconds_ago: float


def find_split_lookup(
    prior: Iterable[PriorJudgement],
    profile: str,
    table: int | None,
    now: float,
    window: float,
    game: tuple[int, int] | None = None,
) -> PriorJudgement | None:
    """The latest earlier adjudication of the same division and table within ``window``.

    When both this play and the earlier one name their game (round, board), only the same
    game counts: two games at one table are not one split lookup.
    """
    found: PriorJudgement | None = None
    for judged in prior:
        if judged.profile != profile or judged.table != table:
            continue
        if game is not None and judged.game is not None and judged.game != game:
            continue
        if not 0 <= now - judged.at < window:
            continue
        if found is None or judged.at >= found.at:
            found = judged
    return found


def place_earlier_judgements(
    earlier: Iterable[PriorJudgement], now: float, starts: Iterable[tuple[int, float]] = ()
) -> list[PriorJudgement]:
    """Adjudications read from the log at start, placed on the flow's clock at ``now``.

    Each ``at`` comes in as the record's wall-clock time less the wall clock now (seconds,
    negative for the past); ``starts`` are the station's recorded starts as (seq, wall-clock
    time less now). Each judgement goes out at or before ``now``, so that the flow's own
    (monotonic) clock ages it out of the split window like any judgement made since.
    """
    # Across a restart the log holds wall-clock times only, so the age of an earlier record
    # is known only as well as the wall clock was right then and is right now. What we do
    # with a clock that jumped:
    # - A record dated in the past is placed that long ago. If the clock was slow at the
    #   record (or is fast now), a recent record looks old and is not warned about: nothing
    #   in the log says otherwise, and it affects this one look only, never later ones.
    # - A record dated in the future cannot be right (the clock was fast then, or is slow
    #   now): its age is unknown but it was made before now. The newest such record counts
    #   as made just now and the others keep their distance before it (one clock timed
    #   them); and a start of the station recorded after it (by seq) and dated in the past
    #   proves it at least that old. So a clock a year fast at the record, corrected since,
    #   can neither hide it (it warns for one split window after the next start) nor make
    #   it warn for a year (at any later start, that earlier start dates it); a clock set
    #   back a day warns about the last record of that day for one window, and no other.
    records, started = list(earlier), list(starts)
    newest_future = max((p.at for p in records if p.at > 0), default=0.0)

    def placed(judged: PriorJudgement) -> float:
        if judged.at <= 0:
            return judged.at
        at = judged.at - newest_future
        for seq, when in started:
            if judged.seq is not None and seq > judged.seq and when <= 0:
                at = min(at, when)
        return at

    return [replace(p, at=now + placed(p)) for p in records]


def split_lookup_of(
    recent: Iterable[Mapping[str, Any]],
    profile: str,
    table: int | None,
    now: datetime,
    window_s: float,
    game: Any = None,
) -> dict[str, Any] | None:
    """The earlier record this adjudication may split from, as stored in the new record:
    ``{"receipt", "seq", "seconds_before"}``; None when there is none.

    ``recent`` are bodies of this station's earlier adjudications; ``game`` is the new
    record's ``game`` object, if it names one.
    """
    prior = []
    for body in recent:
        try:
            at = datetime.strptime(body["recorded_at"], "%Y-%m-%dT%H:%M:%S.%fZ")
        except (KeyError, TypeError, ValueError):
            continue
        seconds = (now.astimezone(UTC).replace(tzinfo=None) - at).total_seconds()
        prior.append(
            PriorJudgement(
                str(body.get("profile")),
                body.get("table"),
                -seconds,
                receipt=body.get("receipt"),
                seq=body.get("seq"),
                game=game_key(body.get("game")),
            )
        )
    earlier = find_split_lookup(prior, profile, table, 0.0, window_s, game_key(game))
    if earlier is None:
        return None
    return {
        "receipt": earlier.receipt,
        "seq": earlier.seq,
        "seconds_before": round(-earlier.at, 1),
    }


@dataclass(frozen=True)
class PendingJudgement:
    """An adjudication made but not yet shown: it is being recorded."""

    adjudication: Adjudication
    profile: ProfileChoice
    second_opinion: Adjudication | None
    started_at: float
    table: int | None = None
    declared_count: int | None = None
    split_warning: SplitWarning | None = None  # the players were warned and judged anyway
    # What the record adds about the station when the judge key was pressed: the list that
    # changed while the play was typed, the contact with the head director, the clock's
    # offset (read on the GUI thread, when judging starts; see `StationFlow` ``context``).
    record_extra: Mapping[str, Any] | None = field(default=None, compare=False)


class Recorder(Protocol):
    """Writes a judgement durably and returns its receipt code, or raises `RecordingFailed`."""

    def __call__(self, pending: PendingJudgement) -> str | None: ...


@dataclass(frozen=True)
class VerdictShown:
    """A verdict on screen: what was judged, whether it is in the log, since when."""

    adjudication: Adjudication
    profile: ProfileChoice
    second_opinion: Adjudication | None
    recorded: bool
    log_problem: str | None
    shown_at: float
    table: int | None = None
    receipt: str | None = None

    @property
    def second_opinion_for_players(self) -> Adjudication | None:
        """The second opinion, only when the division shows it to players."""
        return self.second_opinion if self.profile.show_second_opinion else None
