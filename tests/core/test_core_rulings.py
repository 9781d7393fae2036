"""A director's rulings as typed values: NSA IV.J.1.m, IV.K, IV.J.2, IV.K.5."""

from __future__ import annotations

import pytest

from kiosk.core.rulings import RULINGS, ruling_details, ruling_summary


def test_re_adjudication_names_the_new_record_by_its_receipt():
    details = ruling_details("re-adjudicated", "CATX was typed for CATS", new_receipt="gk-42")
    assert details == {
        "category": "re-adjudicated",
        "note": "CATX was typed for CATS",
        "source": "NSA IV.J.1.m",
        "new_receipt": "GK-0042",
    }
    assert str(ruling_summary(details)) == "new record GK-0042"


def test_a_manual_lookup_has_a_result():
    details = ruling_details("manual-lookup", "checked in the book", result="acceptable")
    assert details["result"] == "ACCEPTABLE" and details["source"] == "NSA IV.K"


def test_an_improper_lookup_penalty_names_the_player_and_defaults_to_ten_points():
    details = ruling_details(
        "improper-lookup-penalty", "typed one word at a time", player="challenger"
    )
    assert (details["player"], details["points"], details["source"]) == (
        "challenger",
        10,
        "NSA IV.J.2",
    )
    assert str(ruling_summary(details)) == "10 points off the challenger"


def test_a_compensation_says_what_was_compensated():
    details = ruling_details("compensated-iv-k-5", "the station was wrong", compensated="a turn")
    assert details["compensated"] == "a turn" and details["source"] == "NSA IV.K.5"


@pytest.mark.parametrize(
    ("category", "fields", "says"),
    [
        ("re-adjudicated", {"new_receipt": "0042"}, "receipt of the new adjudication"),
        ("re-adjudicated", {}, "receipt of the new adjudication"),
        ("manual-lookup", {"result": "maybe"}, "ACCEPTABLE or UNACCEPTABLE"),
        ("improper-lookup-penalty", {"player": "director"}, "which player"),
        ("improper-lookup-penalty", {"player": "challenged", "points": 0}, "1 to 100"),
        ("improper-lookup-penalty", {"player": "challenged", "points": True}, "1 to 100"),
        ("compensated-iv-k-5", {"compensated": "  "}, "what was compensated"),
        ("overruled", {}, "unknown ruling"),
    ],
)
def test_an_incomplete_ruling_is_refused_with_the_reason(category, fields, says):
    with pytest.raises(ValueError, match=says):
        ruling_details(category, "a note", **fields)


def test_every_ruling_needs_a_note_and_cites_its_rule():
    with pytest.raises(ValueError, match="write a note"):
        ruling_details("note", "   ")
    with pytest.raises(ValueError, match="longer than"):
        ruling_details("note", "x" * 2001)
    assert {r.source for r in RULINGS.values() if r.category != "note"} == {
        "NSA IV.J.1.m",
        "NSA IV.K",
        "NSA IV.J.2",
        "NSA IV.K.5",
    }
