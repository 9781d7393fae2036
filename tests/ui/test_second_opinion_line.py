"""The second lexicon's verdict is one small line that says it does not count; the headline
is the verdict (issue 24 item 6), and each language's headline reads without a stutter
(item 8). Real offscreen stations, real SQLite logs; screenshots for people to look at."""

from __future__ import annotations

import pytest

from kiosk.ui.player_text import player_text

LANGUAGES = ("en", "fr", "es", "ca", "de", "pl", "nl", "nb", "sv")
# What "does not count" says in each language (the line must say it, in its words).
DOES_NOT_COUNT = {
    "en": "(does not count)",
    "fr": "(ne compte pas)",
    "es": "(no cuenta)",
    "ca": "(no compta)",
    "de": "(zählt nicht)",
    "pl": "(nie liczy się)",
    "nl": "(telt niet)",
    "nb": "(teller ikke)",
    "sv": "(räknas inte)",
}


def _config(language: str) -> str:
    return f"""
[station]
name = "Table 7"

[[profiles]]
name = "Division A"
lexicon = "ENABLE"
rule = "double"
language = "{language}"
second_opinion = "MINI"
second_opinion_shown = "players"
"""


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_second_lexicon_line_says_it_does_not_count(make_station, language):
    station = make_station(_config(language), install_mini=True)
    station.type("qi")  # not in ENABLE, in MINI: the two lists disagree
    station.tab()
    verdict = station.window.verdict
    words = player_text(language)
    assert verdict.word.text() == words.verdict_word(False)
    line = verdict.second.text()
    assert verdict.second.isVisible()
    assert "MINI" in line
    assert words.verdict_short(True) in line
    assert line.endswith(DOES_NOT_COUNT[language]), line
    # the headline is the one large verdict: the line is smaller than it and than the
    # consequence, and names no YES or NO of its own
    assert verdict.second.font().pixelSize() < verdict.consequence.font().pixelSize()
    assert verdict.second.font().pixelSize() < verdict.word.font().pixelSize()
    if words.verdict_word(True) != words.verdict_short(True):
        assert words.verdict_word(True) not in line  # e.g. no "YES — ACCEPTABLE" in it
    # the log keeps both, and only the first counts
    record = station.records()[0]
    assert record.verdict == "UNACCEPTABLE"
    assert record.body["second_opinion"]["verdict"] == "ACCEPTABLE"
    if language in ("en", "fr", "de"):
        station.screenshot(f"verdict-second-line-{language}")


@pytest.mark.parametrize("language", LANGUAGES)
def test_each_headline_reads_without_a_stutter(language):
    words = player_text(language)
    yes, no = words.verdict_word(True), words.verdict_word(False)
    assert yes != no and yes[0] != no[0]  # they differ from the first letter
    for headline in (yes, no):
        parts = [p.strip() for p in headline.split("\u2014")]
        if len(parts) == 2:  # "NON — NON VALABLE" says no twice
            assert not parts[1].startswith(parts[0]), headline
    assert words.verdict_short(False) in no  # the verdict word itself is in the headline
    assert words.verdict_short(True) in yes


def test_french_headline_is_the_verdict_word_alone():
    words = player_text("fr")
    assert (words.verdict_word(True), words.verdict_word(False)) == ("VALABLE", "NON VALABLE")
