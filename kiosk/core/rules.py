"""Challenge rules: what follows from a verdict.

Every rule answers one question: given the verdict on the whole play and how
many words were challenged, what happens? A new rule (say, a penalty per turn
rather than per word) is one small class and one line in `RULES`.

Sources: NASPA Tournament Rules 6.2 (outcome for double, 5-point and 10-point
challenge), NSA Official Tournament Rules IV.I.3 and IV.J.1.j (the loser of the
challenge loses the turn), NASSC "Challenging a Play" (one unacceptable word
makes the play unacceptable).
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import Protocol

__all__ = [
    "RULES",
    "ChallengeRule",
    "Consequence",
    "DoubleChallenge",
    "Party",
    "PointsPerWordChallenge",
    "UnknownRule",
    "Verdict",
    "rule_by_id",
]


class Verdict(enum.Enum):
    ACCEPTABLE = "ACCEPTABLE"
    UNACCEPTABLE = "UNACCEPTABLE"


class Party(enum.Enum):
    CHALLENGER = "challenger"
    CHALLENGED = "challenged"


@dataclass(frozen=True)
class Consequence:
    """The outcome of a challenge under a rule.

    ``loses_turn`` is the player who loses the turn (None when nobody does),
    ``points_to_challenged`` the bonus the challenged player adds, and
    ``sentence`` the line shown to players under the verdict.
    """

    play_stands: bool
    loses_turn: Party | None
    points_to_challenged: int
    sentence: str


# A successful challenge is the same under every rule in use: NASPA 6.2
# "your opponent removes the play, they score zero".
_PLAY_COMES_OFF = Consequence(
    play_stands=False,
    loses_turn=Party.CHALLENGED,
    points_to_challenged=0,
    sentence="The play comes off the board and scores zero. The challenged player loses the turn.",
)


class ChallengeRule(Protocol):
    """A challenge rule: an id for files and logs, a title for screens, an outcome."""

    @property
    def id(self) -> str: ...

    @property
    def title(self) -> str: ...

    def consequence(self, verdict: Verdict, words_challenged: int) -> Consequence: ...


@dataclass(frozen=True)
class DoubleChallenge:
    """The loser of the challenge loses the turn (NWL standard, NASPA 1.3, 6.2)."""

    id: str = "double"
    title: str = "Double challenge"

    def consequence(self, verdict: Verdict, words_challenged: int) -> Consequence:
        if verdict is Verdict.UNACCEPTABLE:
            return _PLAY_COMES_OFF
        return Consequence(
            play_stands=True,
            loses_turn=Party.CHALLENGER,
            points_to_challenged=0,
            sentence="The play stands. The challenger loses the turn.",
        )


@dataclass(frozen=True)
class PointsPerWordChallenge:
    """A failed challenge gives the challenged player points per word challenged.

    5 points per word is the CSW standard, 10 is used by some events (NASPA 6.2);
    the challenger does not lose the turn.
    """

    points: int
    id: str
    title: str

    def consequence(self, verdict: Verdict, words_challenged: int) -> Consequence:
        if verdict is Verdict.UNACCEPTABLE:
            return _PLAY_COMES_OFF
        total = self.points * words_challenged
        unit = "word" if words_challenged == 1 else "words"
        return Consequence(
            play_stands=True,
            loses_turn=None,
            points_to_challenged=total,
            sentence=(
                f"The play stands. Challenged player scores +{total} "
                f"({words_challenged} {unit} \u00d7 {self.points}). "
                "The challenger does not lose the turn."
            ),
        )


RULES: dict[str, ChallengeRule] = {
    rule.id: rule
    for rule in (
        DoubleChallenge(),
        PointsPerWordChallenge(5, "five-point", "5-point challenge"),
        PointsPerWordChallenge(10, "ten-point", "10-point challenge"),
    )
}


class UnknownRule(ValueError):
    """A rule id that is not one of `RULES` (a typo in a config file or a command)."""


def rule_by_id(rule_id: str) -> ChallengeRule:
    """The rule for an id such as ``double``, ``five-point`` or ``ten-point``."""
    try:
        return RULES[rule_id.strip().lower()]
    except KeyError:
        raise UnknownRule(
            f"unknown challenge rule {rule_id!r}; choose one of: {', '.join(RULES)}"
        ) from None
