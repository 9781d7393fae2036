"""Adjudicating a play: one verdict for the whole play, under a challenge rule.

The play is ACCEPTABLE only when every word is in the lexicon (NASPA 6.2,
NSA IV.J.1, NASSC "Challenging a Play"). Per-word results are kept for the
audit log only; screens must show the verdict and never which word failed.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from kiosk.core.rules import ChallengeRule, Consequence, Verdict

if TYPE_CHECKING:
    from kiosk.core.lexicon_like import LexiconLike
    from kiosk.core.play import Play

__all__ = ["Adjudication", "WordResult", "adjudicate"]


@dataclass(frozen=True)
class WordResult:
    """One word's lookup. For the audit log and director only, never for players."""

    key: str
    acceptable: bool


@dataclass(frozen=True)
class Adjudication:
    """The outcome of one challenge: verdict, consequence, and what it was judged on."""

    play: Play
    lexicon_name: str
    lexicon_fingerprint: str
    rule_id: str
    verdict: Verdict
    consequence: Consequence
    word_results: tuple[WordResult, ...]
    final_play: bool = False  # the play that ended the game (NSA V.C note)

    @property
    def acceptable(self) -> bool:
        return self.verdict is Verdict.ACCEPTABLE


def adjudicate(
    play: Play, lexicon: LexiconLike, rule: ChallengeRule, *, final_play: bool = False
) -> Adjudication:
    """Judge ``play`` against ``lexicon`` under ``rule``.

    Every word is looked up (the log records each one), and the play is
    acceptable only if all are in the lexicon. ``final_play``: the challenged
    play ended the game, so a failed challenge costs nothing (NSA V.C note).
    """
    if not play.words:
        raise ValueError("a play has at least one word")
    results = tuple(WordResult(word.key, word.key in lexicon) for word in play.words)
    verdict = Verdict.ACCEPTABLE if all(r.acceptable for r in results) else Verdict.UNACCEPTABLE
    return Adjudication(
        play=play,
        lexicon_name=lexicon.name,
        lexicon_fingerprint=lexicon.fingerprint,
        rule_id=rule.id,
        verdict=verdict,
        consequence=rule.consequence(verdict, len(play.words), final_play=final_play),
        word_results=results,
        final_play=final_play,
    )
