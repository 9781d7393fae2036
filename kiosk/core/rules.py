"""Challenge rules: what follows from a verdict.

Every rule answers one question: given the verdict on the whole play, how
many words were challenged and whether it was the play that ended the game,
what happens? A rule is data (`ChallengeRule`): what the loser of a failed
challenge loses (the turn, points, or nothing), how many points, whether they
count per word or once per play, and the source it comes from. A federation's
rule is one entry in `RULES`.

A successful challenge is the same under every rule in use: the play comes
off the board and scores zero, the challenged player loses the turn (NASPA
6.2 "Outcome", NSA IV.I.3 and IV.J.1.j). One unacceptable word makes the whole
play unacceptable (NASSC "Challenging a Play"; Alberta 55+).
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from kiosk.core.i18n import QT_TRANSLATE_NOOP, Message, Template

__all__ = [
    "RULES",
    "ChallengeRule",
    "Consequence",
    "FailedChallenge",
    "Party",
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


class FailedChallenge(enum.Enum):
    """What the challenger loses when the play is acceptable."""

    TURN = "turn"  # double challenge
    POINTS = "points"  # the challenged player adds points
    NOTHING = "nothing"  # single challenge


@dataclass(frozen=True)
class Consequence:
    """The outcome of a challenge under a rule.

    ``loses_turn`` is the player who loses the turn (None when nobody does),
    ``points_to_challenged`` the points the challenged player adds, and
    ``said`` the line shown to players under the verdict (``sentence`` in English).
    """

    play_stands: bool
    loses_turn: Party | None
    points_to_challenged: int
    said: Message

    @property
    def sentence(self) -> str:
        return self.said.english


PLAY_COMES_OFF = QT_TRANSLATE_NOOP(
    "Consequence",
    "The play comes off the board and scores zero. The challenged player loses the turn.",
)
OUT_PLAY = QT_TRANSLATE_NOOP(
    "Consequence",
    "The play stands. This was the play that ended the game: there is no penalty "
    "for challenging it.",
)
TURN_LOST = QT_TRANSLATE_NOOP("Consequence", "The play stands. The challenger loses the turn.")
NO_PENALTY = QT_TRANSLATE_NOOP(
    "Consequence", "The play stands. No penalty: the challenger does not lose the turn."
)
# Points need plural forms (Polish: 5 punktów, 22 punkty): the shell words these two with Qt's
# numerus forms (kiosk.ui.player_text); here they are English, with no line break inside the
# parenthesis.
_NBSP = "\u00a0"
POINTS_PER_PLAY = Template(
    "Consequence",
    f"The play stands. The challenged player adds {{total}}{_NBSP}points "
    f"({{points}}{_NBSP}for{_NBSP}the{_NBSP}play). The challenger does not lose the turn.",
)
POINTS_PER_WORD = Template(
    "Consequence",
    f"The play stands. The challenged player adds {{total}}{_NBSP}points "
    f"({{words}}{_NBSP}{{unit}}{_NBSP}\u00d7{_NBSP}{{points}}). "
    "The challenger does not lose the turn.",
)

_PLAY_COMES_OFF = Consequence(
    play_stands=False,
    loses_turn=Party.CHALLENGED,
    points_to_challenged=0,
    said=PLAY_COMES_OFF(),
)


@dataclass(frozen=True)
class ChallengeRule:
    """A challenge rule as data: an id for files and logs, a title for screens, its source."""

    id: str
    title: str
    failed: FailedChallenge
    source: str
    points: int = 0
    per_play: bool = False  # points once per play rather than per word challenged

    def consequence(
        self, verdict: Verdict, words_challenged: int, *, final_play: bool = False
    ) -> Consequence:
        """What happens after ``verdict`` on a play of ``words_challenged`` words.

        ``final_play``: the challenged play was the one that ended the game
        (NSA V.C note, NASSC): a failed challenge of it costs nothing.
        """
        if words_challenged < 1:
            raise ValueError("a challenge has at least one word")
        if verdict is Verdict.UNACCEPTABLE:
            return _PLAY_COMES_OFF
        if final_play:
            return Consequence(True, None, 0, OUT_PLAY())
        if self.failed is FailedChallenge.TURN:
            return Consequence(True, Party.CHALLENGER, 0, TURN_LOST())
        if self.failed is FailedChallenge.NOTHING:
            return Consequence(True, None, 0, NO_PENALTY())
        if self.per_play:
            total = self.points
            said = POINTS_PER_PLAY(total=total, points=self.points)
        else:
            total = self.points * words_challenged
            unit = "word" if words_challenged == 1 else "words"
            said = POINTS_PER_WORD(
                total=total, words=words_challenged, unit=unit, points=self.points
            )
        return Consequence(True, None, total, said)


RULES: dict[str, ChallengeRule] = {
    rule.id: rule
    for rule in (
        ChallengeRule(
            "double",
            QT_TRANSLATE_NOOP("Rule", "Double challenge").source,
            FailedChallenge.TURN,
            "NASPA Tournament Rules 1.3 and 6.2 (the NWL standard); NSA IV.I.3",
        ),
        ChallengeRule(
            "five-point",
            QT_TRANSLATE_NOOP("Rule", "5-point challenge").source,
            FailedChallenge.POINTS,
            "NASPA Tournament Rules 6.2 (the CSW standard: 5 points per word challenged)",
            points=5,
        ),
        ChallengeRule(
            "ten-point",
            QT_TRANSLATE_NOOP("Rule", "10-point challenge").source,
            FailedChallenge.POINTS,
            'NASPA Tournament Rules 6.2 ("some tournaments use 10 point challenge")',
            points=10,
        ),
        ChallengeRule(
            "five-point-per-play",
            QT_TRANSLATE_NOOP("Rule", "5-point challenge per play").source,
            FailedChallenge.POINTS,
            "WESPA rules' penalty per turn challenged rather than per word "
            "(not in this product's rule texts: confirm with the event's rules)",
            points=5,
            per_play=True,
        ),
        ChallengeRule(
            "ten-point-per-play",
            QT_TRANSLATE_NOOP("Rule", "10-point challenge per play").source,
            FailedChallenge.POINTS,
            "Norwegian and Swedish tournament practice, 10 points per challenged play "
            "(not in this product's rule texts: confirm with the event's rules)",
            points=10,
            per_play=True,
        ),
        ChallengeRule(
            "single",
            QT_TRANSLATE_NOOP("Rule", "Single challenge").source,
            FailedChallenge.NOTHING,
            "Club and school events without a challenge penalty; compare NASSC "
            '"Challenging a Play" (no penalty for challenging the final play)',
        ),
    )
}


class UnknownRule(ValueError):
    """A rule id that is not one of `RULES` (a typo in a config file or a command)."""


def rule_by_id(rule_id: str) -> ChallengeRule:
    """The rule for an id such as ``double``, ``five-point`` or ``single``."""
    try:
        return RULES[rule_id.strip().lower()]
    except KeyError:
        raise UnknownRule(
            f"unknown challenge rule {rule_id!r}; choose one of: {', '.join(RULES)}"
        ) from None
