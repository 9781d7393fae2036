"""Challenge rules and adjudication, named after the rule texts they implement."""

from __future__ import annotations

import pytest

from kiosk.core.adjudication import WordResult, adjudicate
from kiosk.core.alphabet import load_alphabet
from kiosk.core.play import parse_play
from kiosk.core.rules import (
    RULES,
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
    consequence = result.consequence
    assert (consequence.play_stands, consequence.loses_turn) == (True, Party.CHALLENGER)
    assert consequence.points_to_challenged == 0
    assert consequence.sentence == "The play stands. The challenger loses the turn."


def test_naspa_6_2_double_unacceptable_play_removed_scores_zero():
    consequence = judge("cat dogz", "double").consequence
    assert not consequence.play_stands
    assert consequence.loses_turn is Party.CHALLENGED
    assert consequence.points_to_challenged == 0
    assert consequence.sentence == (
        "The play comes off the board and scores zero. The challenged player loses the turn."
    )


# -- NASPA 6.2 Outcome: points to the challenged player, per word or per play


NB = "\u00a0"


@pytest.mark.parametrize(
    "rule, words, points, why",
    [
        # NASPA 6.2: "your opponent adds 5 extra points to their score for each word you challenged"
        ("five-point", 1, 5, "1 word × 5"),
        ("five-point", 2, 10, "2 words × 5"),
        ("five-point", 8, 40, "8 words × 5"),
        # NASPA 6.2: "some tournaments use 10 point challenge"
        ("ten-point", 1, 10, "1 word × 10"),
        ("ten-point", 2, 20, "2 words × 10"),
        ("ten-point", 8, 80, "8 words × 10"),
        # a penalty per challenged play, however many words (WESPA per turn; Norway 10 per play)
        ("five-point-per-play", 1, 5, "5 for the play"),
        ("five-point-per-play", 2, 5, "5 for the play"),
        ("five-point-per-play", 8, 5, "5 for the play"),
        ("ten-point-per-play", 1, 10, "10 for the play"),
        ("ten-point-per-play", 2, 10, "10 for the play"),
        ("ten-point-per-play", 8, 10, "10 for the play"),
    ],
)
def test_points_rules_when_the_play_is_acceptable(rule, words, points, why):
    consequence = rule_by_id(rule).consequence(Verdict.ACCEPTABLE, words)
    assert consequence.play_stands
    assert consequence.loses_turn is None  # NASPA 6.2: "You do not lose your turn"
    assert consequence.points_to_challenged == points
    # the sentence cannot be misread, and never breaks inside the parenthesis
    expected = f"The challenged player adds {points}{NB}points ({why.replace(' ', NB)})."
    assert expected in consequence.sentence
    assert "does not lose the turn" in consequence.sentence


@pytest.mark.parametrize("words", [1, 2, 8])
def test_naspa_6_2_double_acceptable_whatever_the_number_of_words(words):
    consequence = rule_by_id("double").consequence(Verdict.ACCEPTABLE, words)
    assert consequence.loses_turn is Party.CHALLENGER and consequence.points_to_challenged == 0


@pytest.mark.parametrize("words", [1, 2, 8])
def test_single_challenge_costs_the_challenger_nothing(words):
    consequence = rule_by_id("single").consequence(Verdict.ACCEPTABLE, words)
    assert consequence.play_stands and consequence.loses_turn is None
    assert consequence.points_to_challenged == 0
    assert "No penalty" in consequence.sentence


@pytest.mark.parametrize("rule", list(RULES))
@pytest.mark.parametrize("words", [1, 2, 8])
def test_every_rule_a_successful_challenge_takes_the_play_off(rule, words):
    # NASPA 6.2 "Outcome", NSA IV.J.1.j: the same under every rule, final play or not
    for final_play in (False, True):
        consequence = rule_by_id(rule).consequence(
            Verdict.UNACCEPTABLE, words, final_play=final_play
        )
        assert not consequence.play_stands and consequence.loses_turn is Party.CHALLENGED
        assert consequence.points_to_challenged == 0


@pytest.mark.parametrize("rule", list(RULES))
@pytest.mark.parametrize("words", [1, 2, 8])
def test_nsa_v_c_no_penalty_for_challenging_the_out_play(rule, words):
    # NSA V.C note: "There is no penalty for challenging the 'out' play"; NASSC the same
    consequence = rule_by_id(rule).consequence(Verdict.ACCEPTABLE, words, final_play=True)
    assert consequence.play_stands and consequence.loses_turn is None
    assert consequence.points_to_challenged == 0
    assert "no penalty for challenging it" in consequence.sentence


def test_naspa_6_2_a_word_challenged_twice_counts_twice_for_points():
    # one play can form the same word twice; each challenged word earns the bonus
    assert judge("cat cat", "five-point").consequence.points_to_challenged == 10


def test_every_rule_the_station_offers_names_its_source():
    assert list(RULES) == [
        "double",
        "five-point",
        "ten-point",
        "five-point-per-play",
        "ten-point-per-play",
        "single",
    ]
    assert all(rule.source and rule.title for rule in RULES.values())
    assert rule_by_id(" Five-Point ").id == "five-point"
    with pytest.raises(UnknownRule, match="choose one of: double, five-point"):
        rule_by_id("triple")
    with pytest.raises(ValueError):
        rule_by_id("double").consequence(Verdict.ACCEPTABLE, 0)


def test_adjudication_records_lexicon_identity_and_rule():
    result = judge("qi")
    assert (result.lexicon_name, result.lexicon_fingerprint, result.rule_id) == (
        "MINI",
        "f" * 64,
        "double",
    )
    assert result.acceptable


def test_a_new_rule_is_one_entry_of_data():
    # e.g. a federation with 7 points per challenged play
    from kiosk.core.rules import ChallengeRule, FailedChallenge

    rule = ChallengeRule(
        "seven-per-play", "7 per play", FailedChallenge.POINTS, "a test", 7, per_play=True
    )
    result = adjudicate(parse_play("cat dogs", ENGLISH), LEXICON, rule)
    assert result.consequence.points_to_challenged == 7


def test_an_empty_play_is_a_programming_error_not_a_verdict():
    from kiosk.core.play import Play

    with pytest.raises(ValueError):
        adjudicate(Play(text="", words=()), LEXICON, rule_by_id("double"))
