"""A table number beyond its digits is refused with a message, never cut off in silence
(issue 24 item 8). A real offscreen station with TABLE NUMBER?."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from kiosk.core.procedure import MAX_TABLE, TABLE_DIGITS, Screen

CONFIG = """
[station]
name = "Hall"

[[profiles]]
name = "Division A"
lexicon = "ENABLE"
rule = "double"
ask_table = true
language = "{language}"
"""


def test_every_table_up_to_the_digits_is_accepted(make_station):
    assert TABLE_DIGITS == len(str(MAX_TABLE)) == 3
    station = make_station(CONFIG.format(language="en"))
    station.type("999")
    assert station.flow.table_text == "999" and station.flow.hint is None
    station.key(Qt.Key.Key_Return)
    assert station.flow.table == 999 and station.flow.screen is not Screen.TABLE


@pytest.mark.parametrize("language", ["en", "fr", "de"])
def test_a_fourth_digit_is_refused_and_the_players_are_told(make_station, language):
    station = make_station(CONFIG.format(language=language))
    station.type("1234")
    flow = station.flow
    assert flow.screen is Screen.TABLE
    assert flow.table_text == "123"  # what is on screen is what was taken
    footer = station.window.footer.text()
    assert "4" in footer and "123" in footer and "999" in footer, footer
    if language == "en":
        assert footer == (
            "A table number has at most 3 digits (1 to 999): the 4 after 123 was not added."
        )
    else:
        assert "was not added" not in footer  # said in the players' language
    station.screenshot(f"table-fourth-digit-{language}")
    station.key(Qt.Key.Key_Backspace)  # the players correct it
    station.type("4")
    assert flow.table_text == "124" and flow.hint is None
    station.key(Qt.Key.Key_Return)
    assert flow.table == 124
