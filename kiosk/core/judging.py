"""From the words typed to the verdict on show, as pure rules (no Qt).

`kiosk.core.flow.StationFlow` asks these when the judge key is pressed (can the entry be
judged? then adjudicate it) and when its record is written (the verdict to show, and the
judgement kept for split-lookup checks).
"""

from __future__ import annotations

from collections.abc import Sequence

from kiosk.core.adjudication import adjudicate
from kiosk.core.i18n import Message
from kiosk.core.judgements import PendingJudgement, PriorJudgement, SplitWarning, VerdictShown
from kiosk.core.play import Entry
from kiosk.core.procedure import HINT_DECLARED, HINT_EMPTY, HINT_PROBLEMS, ProfileChoice

__all__ = ["PRIOR_KEPT_S", "entry_problem", "judge_entry", "remembered", "verdict_of"]

# A recent adjudication is kept this long for split-lookup checks (any window is shorter).
PRIOR_KEPT_S = 3600.0


def entry_problem(entry: Entry | None, declared: int | None, key: str) -> Message | None:
    """Why ``entry`` cannot be judged yet, as a hint naming the judge ``key``; None when it
    can: words are typed, none is marked wrong, and as many as ``declared`` (if declared)."""
    if entry is None or entry.is_empty:
        return HINT_EMPTY(key=key)
    if not entry.can_judge:
        return HINT_PROBLEMS(key=key)
    if declared is not None and len(entry.words) != declared:
        typed = len(entry.words)
        return HINT_DECLARED(
            declared=declared,
            unit="word" if declared == 1 else "words",
            typed=typed,
            are="is" if typed == 1 else "are",
        )
    return None


def judge_entry(
    entry: Entry,
    profile: ProfileChoice,
    *,
    final_play: bool,
    now: float,
    table: int | None,
    declared: int | None,
    warned: SplitWarning | None,
) -> PendingJudgement:
    """The play typed, adjudicated by the division's lexicon and rule (and by its second
    opinion, when it has one), waiting to be recorded."""
    play = entry.play()
    result = adjudicate(play, profile.lexicon, profile.rule, final_play=final_play)
    second = (
        adjudicate(play, profile.second_opinion, profile.rule, final_play=final_play)
        if profile.second_opinion is not None
        else None
    )
    return PendingJudgement(
        result,
        profile,
        second,
        now,
        table=table,
        declared_count=declared,
        split_warning=warned,
    )


def verdict_of(
    pending: PendingJudgement, log_problem: str | None, receipt: str | None, now: float
) -> VerdictShown:
    """The verdict to show for ``pending``: recorded when ``log_problem`` is None."""
    return VerdictShown(
        adjudication=pending.adjudication,
        profile=pending.profile,
        second_opinion=pending.second_opinion,
        recorded=log_problem is None,
        log_problem=log_problem,
        shown_at=now,
        table=pending.table,
        receipt=receipt,
    )


def remembered(
    prior: Sequence[PriorJudgement],
    shown: VerdictShown,
    now: float,
    game: tuple[int, int] | None = None,
) -> list[PriorJudgement]:
    """The judgements kept for split-lookup checks once ``shown`` is judged: those of the
    last `PRIOR_KEPT_S` seconds, and this one (with its game's round and board, if known)."""
    kept = [p for p in prior if now - p.at < PRIOR_KEPT_S]
    kept.append(PriorJudgement(shown.profile.name, shown.table, now, shown.receipt, game=game))
    return kept
