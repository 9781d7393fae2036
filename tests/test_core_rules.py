"""Challenge rules and adjudication, named after the rule texts they implement."""

from __future__ import annotations

import pytest

from kiosk.core.adjudication import WordResult, adjudicate
from kiosk.core.alphabet import load_alphabet
from kiosk.core.play import parse_play
from kiosk.core.rules import (
    RULES,
    Consequence,
    Party,
    UnknownRule,
    Verdict,
    rule_by_id,
)

ENGLISH = load_alphabet("english")


class SetLexicon:
    name = "MINI"
    fingerprint = "f" * 64

    def __init__(self, *words: str) -> None:
        self.words = set(words)

    def __contains__(self, key: object) -> bool:
        return key in self.words


LEXICON = SetLexicon("CAT", "DOGS", "ZYZZYVA", "QI")


def judge(text: str, rule: str = "double"):
    return adjudicate(parse_play(text, ENGLISH), LEXICON, rule_by_id(rule))


# -- NASSC "Challenging a Play", Alberta 55+, NSA IV.J.1: one verdict for the whole play


def test_nassc_challenging_a_play_all_words_acceptable_makes_the_play_acceptable():
    assert judge("cat dogs zyzzyva").verdict is Verdict.ACCEPTABLE


def test_nassc_challenging_a_play_one_unacceptable_word_makes_the_play_unacceptable():
    result = judge("cat dogz zyzzyva")
    assert result.verdict is Verdict.UNACCEPTABLE
    # the per-word results exist for the audit log, in typed order
    assert result.word_results == (
        WordResult("CAT", True),
        WordResult("DOGZ", False),
        WordResult("ZYZZYVA", True),
    )


def test_nsa_iv_j_1_every_word_is_looked_up_even_after_one_fails():
    result = judge("xx cat yy")
    assert [r.key for r in result.word_results] == ["XX", "CAT", "YY"]


# -- NASPA 6.2 Outcome, NSA IV.I.3 / IV.J.1.j: double challenge


def test_naspa_6_2_double_acceptable_challenger_loses_the_turn():
    result = judge("cat dogs", "double")
    assert result.consequence == Consequence(
        play_stands=True,
        loses_turn=Party.CHALLENGER,
        points_to_challenged=0,
        sentence="The play stands. The challenger loses the turn.",
    )


def test_naspa_6_2_double_unacceptable_play_removed_scores_zero():
    consequence = judge("cat dogz", "double").consequence
    assert not consequence.play_stands
    assert consequence.loses_turn is Party.CHALLENGED
    assert consequence.points_to_challenged == 0
    assert consequence.sentence == (
        "The play comes off the board and scores zero. The challenged player loses the turn."
    )


# -- NASPA 6.2 Outcome: 5-point (CSW standard) and 10-point challenge


@pytest.mark.parametrize(
    "rule, words, points, sentence",
    [
        ("five-point", "cat", 5, "Challenged player scores +5 (1 word × 5)"),
        ("five-point", "cat dogs", 10, "Challenged player scores +10 (2 words × 5)"),
        ("ten-point", "cat dogs zyzzyva", 30, "Challenged player scores +30 (3 words × 10)"),
    ],
)
def test_naspa_6_2_points_per_word_challenged_when_the_play_is_acceptable(
    rule, words, points, sentence
):
    consequence = judge(words, rule).consequence
    assert consequence.play_stands
    assert consequence.loses_turn is None  # "You do not lose your turn"
    assert consequence.points_to_challenged == points
    assert sentence in consequence.sentence
    assert "does not lose the turn" in consequence.sentence


@pytest.mark.parametrize("rule", ["five-point", "ten-point"])
def test_naspa_6_2_points_rules_unacceptable_play_comes_off_and_scores_zero(rule):
    consequence = judge("cat dogz", rule).consequence
    assert not consequence.play_stands
    assert consequence.points_to_challenged == 0
    assert consequence.loses_turn is Party.CHALLENGED


def test_naspa_6_2_a_word_challenged_twice_counts_twice_for_points():
    # one play can form the same word twice; each challenged word earns the bonus
    assert judge("cat cat", "five-point").consequence.points_to_challenged == 10


def test_naspa_1_3_the_three_rules_the_station_offers():
    assert list(RULES) == ["double", "five-point", "ten-point"]
    assert rule_by_id(" Five-Point ").id == "five-point"
    with pytest.raises(UnknownRule, match="choose one of: double, five-point, ten-point"):
        rule_by_id("single")


def test_adjudication_records_lexicon_identity_and_rule():
    result = judge("qi")
    assert (result.lexicon_name, result.lexicon_fingerprint, result.rule_id) == (
        "MINI",
        "f" * 64,
        "double",
    )
    assert result.acceptable


def test_a_new_rule_is_a_small_local_addition():
    # e.g. a flat penalty per turn rather than per word
    from dataclasses import dataclass

    @dataclass(frozen=True)
    class PointsPerTurn:
        points: int
        id: str = "per-turn"
        title: str = "per-turn challenge"

        def consequence(self, verdict: Verdict, words_challenged: int) -> Consequence:
            if verdict is Verdict.UNACCEPTABLE:
                return RULES["double"].consequence(verdict, words_challenged)
            return Consequence(True, None, self.points, f"+{self.points}")

    result = adjudicate(parse_play("cat dogs", ENGLISH), LEXICON, PointsPerTurn(7))
    assert result.consequence.points_to_challenged == 7


def test_an_empty_play_is_a_programming_error_not_a_verdict():
    from kiosk.core.play import Play

    with pytest.raises(ValueError):
        adjudicate(Play(text="", words=()), LEXICON, rule_by_id("double"))
