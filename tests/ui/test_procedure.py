"""The self-lookup procedure through the real window: table, count, split warning, receipts."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from kiosk.core.flow import Screen
from kiosk.core.rules import RULES
from tests.ui.conftest import SIZES

EVENT = """
[station]
name = "Table 7"

[settings]
receipt_prefix = "GK"

[[profiles]]
name = "Division A"
lexicon = "ENABLE"
rule = "double"
ask_table = true

[[profiles]]
name = "Division B"
lexicon = "MINI"
rule = "five-point"
"""


def choose_table(station, profile_key: Qt.Key, table: str | None) -> None:
    station.key(profile_key)
    if table is not None:
        assert station.flow.screen is Screen.TABLE
        station.type(table)
        station.key(Qt.Key.Key_Return)


def test_the_scenario_flags_exactly_the_last_record_and_names_the_third(make_station):
    """Division A table 12, division B, division A table 7, division A table 7 again."""
    station = make_station(EVENT, install_mini=True)
    plays = [
        (Qt.Key.Key_F1, "12", "cat"),
        (Qt.Key.Key_F2, None, "qi"),
        (Qt.Key.Key_F1, "7", "dogs"),
        (Qt.Key.Key_F1, "7", "cat"),
    ]
    warned = []
    for profile_key, table, words in plays:
        choose_table(station, profile_key, table)
        station.type(words)
        station.tab()
        if station.flow.screen is Screen.SPLIT_WARNING:
            warned.append(station.window.prompt.detail.text())
            station.screenshot("split-warning")
            station.tab()  # judged anyway
        assert station.flow.screen is Screen.VERDICT
        station.clock.advance(20)
        station.key(Qt.Key.Key_Space, text=" ")
    records = station.records()
    assert [r.possible_split_lookup for r in records] == [False, False, False, True]
    third, last = records[2], records[3]
    split = last.split_lookup_of  # the log's own check, on the wall clock
    assert (split["receipt"], split["seq"]) == (third.receipt, third.seq)
    assert 0 <= split["seconds_before"] < 90
    assert last.body["split_warning"]["earlier_receipt"] == third.receipt
    assert [r.table for r in records] == [12, None, 7, 7]
    assert len(warned) == 1 and f"slip: {third.receipt}" in warned[0]
    assert "table 7 was judged 20 seconds ago" in warned[0]


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_table_and_count_prompts_fit_and_lead_to_the_words(make_station, size):
    config = '[[profiles]]\nname = "Open"\nask_table = true\ndeclare_count = true\n'
    station = make_station(config, size=size)
    window = station.window
    assert station.flow.screen is Screen.TABLE
    assert window.prompt.title.text() == "TABLE NUMBER?"
    station.type("12")
    assert window.prompt.value.text() == "12"
    station.screenshot("prompt-table")
    station.key(Qt.Key.Key_Return)
    assert window.prompt.title.text() == "HOW MANY WORDS?"
    station.screenshot("prompt-count")
    station.type("2")
    station.type("cat")
    station.tab()
    assert station.flow.screen is Screen.ENTRY and "You said 2 words" in window.footer.text()
    station.type(" dogs")
    assert window.entry.context.text().startswith("Table 12  ·  2 words declared")
    station.screenshot("entry-table-declared")
    station.tab()
    record = station.records()[0]
    assert (record.table, record.body["declared_count"]) == (12, 2)
    assert "Table 12" in window.verdict.judged.text()
    for label in (window.prompt.title, window.verdict.word, window.verdict.receipt):
        assert label.fontMetrics().horizontalAdvance(label.text()) <= window.width()


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("rule", list(RULES))
def test_a_verdict_under_each_rule_shows_the_receipt_for_the_slip(make_station, size, rule):
    station = make_station(
        f'[settings]\nreceipt_prefix = "GK"\n[[profiles]]\nname = "Open"\nrule = "{rule}"\n',
        size=size,
    )
    window = station.window
    station.type("cat dogs")
    station.tab()
    record = station.records()[0]
    assert record.receipt == f"GK-{record.seq:04d}"
    assert window.verdict.receipt.text() == f"Write on the slip:  {record.receipt}"
    assert window.verdict.word.text() == "YES — ACCEPTABLE"
    consequence = window.verdict.consequence
    assert consequence.text() == record.body["consequence"]["sentence"]
    station.screenshot(f"verdict-receipt-{rule}")
    for label in (window.verdict.word, window.verdict.receipt):
        assert label.fontMetrics().horizontalAdvance(label.text()) <= label.width()
    station.clock.advance(1)
    station.key(Qt.Key.Key_Space, text=" ")
    station.clock.advance(200)
    station.type("cat zzz")
    station.tab()
    assert window.verdict.word.text() == "NO — UNACCEPTABLE"


def test_the_out_play_key_changes_the_consequence_and_is_recorded(make_station):
    station = make_station('[[profiles]]\nname = "Open"\nrule = "ten-point"\n')
    station.type("cat dogs")
    station.key(Qt.Key.Key_F12)
    assert "OUT PLAY" in station.window.entry.keys.text()
    station.screenshot("entry-out-play")
    station.tab()
    assert "no penalty for challenging it" in station.window.verdict.consequence.text()
    record = station.records()[0]
    assert record.final_play and record.body["consequence"]["points_to_challenged"] == 0


def test_more_than_eight_words_never_shows_a_row_numbered_zero(make_station):
    station = make_station(size=(1024, 768))
    station.type("aa ab ad ae ag ah ai al am")
    rows = station.window.entry.words.rows
    assert [r.number for r in rows] == list(range(1, 10))
    assert "8" in station.window.entry.check.text()  # the play-level problem, said in words
    station.screenshot("entry-nine-words")
    station.tab()
    assert station.flow.screen is Screen.ENTRY


def test_the_second_opinion_stays_off_the_players_screen_unless_asked(make_station):
    hidden = '[[profiles]]\nname = "Open"\nsecond_opinion = "MINI"\n'
    station = make_station(hidden, install_mini=True)
    station.type("za")
    station.tab()
    assert station.window.verdict.second.isHidden()
    assert station.records()[0].body["second_opinion"]["verdict"] == "ACCEPTABLE"


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_split_warning_fits_and_any_other_key_goes_back(make_station, size):
    station = make_station(EVENT, install_mini=True, size=size)
    for _ in range(2):
        choose_table(station, Qt.Key.Key_F1, "7")
        station.type("cat")
        station.tab()
        if station.flow.screen is Screen.VERDICT:
            station.clock.advance(30)
            station.key(Qt.Key.Key_Space, text=" ")
    assert station.flow.screen is Screen.SPLIT_WARNING
    prompt = station.window.prompt
    assert prompt.title.fontMetrics().horizontalAdvance(prompt.title.text()) <= prompt.width()
    assert prompt.detail.height() >= prompt.detail.heightForWidth(prompt.detail.width())
    station.screenshot("split-warning")
    station.key(Qt.Key.Key_Escape)
    assert station.flow.screen is Screen.ENTRY and station.flow.text == "cat"
    declined = station.records("split-warning-declined")
    assert declined[0].details["earlier_receipt"] == station.records()[0].receipt
