"""The credit line comes from the lexicon itself when the federation preset's line names
another list (issue 24 item 8: an ODS9 credit over an ODS5 banner). Real stations."""

from __future__ import annotations

from kiosk.core.federations import FEDERATIONS, credit_line
from lexicon_build.cli import main as lexicon_build

FFSC = FEDERATIONS["ffsc"].credit  # "L'Officiel du Scrabble (ODS9), © Larousse"


def test_the_preset_line_is_kept_only_when_it_names_the_lexicon():
    assert credit_line(FFSC, "ffsc", "ODS9", "ODS9 as built") == FFSC
    assert credit_line(FFSC, "ffsc", "ods9", "") == FFSC  # any case
    assert credit_line(FFSC, "ffsc", "ODS5", "ODS 5, 2007") == "ODS 5, 2007"
    assert credit_line(FFSC, "ffsc", "ODS", "") == ""  # "ODS" is not "ODS9": nothing
    csw = FEDERATIONS["wespa"].credit
    assert credit_line(csw, "wespa", "CSW24", "") == csw
    assert credit_line(csw, "wespa", "CSW21", "Collins 2021") == "Collins 2021"


def test_a_line_the_director_wrote_is_shown_as_written():
    assert credit_line("Our club's list", "ffsc", "ODS5", "ODS 5") == "Our club's list"
    assert credit_line("", "ffsc", "ODS5", "ODS 5") == ""  # written empty: nothing
    assert credit_line("Any line", "", "ENABLE", "ENABLE word list") == "Any line"


def _ods5(home):
    words = home / "ods5.txt"
    words.write_text("chat\nchien\nzoo\n", encoding="utf-8")
    out = home / "lexicons" / "ODS5.clex"
    assert (
        lexicon_build(
            [
                str(words),
                "--name",
                "ODS5",
                "--alphabet",
                "french",
                "--description",
                "L'Officiel du Scrabble, 5e édition (extrait de test)",
                "--out",
                str(out),
            ]
        )
        == 0
    )


CONFIG = """
[station]
name = "Table 3"

[[profiles]]
name = "Élite"
federation = "ffsc"
lexicon = "{lexicon}"
"""


def test_the_ready_screen_credits_the_lexicon_in_use(make_station, kiosk_home):
    _ods5(kiosk_home)
    station = make_station(CONFIG.format(lexicon="ODS5"))
    credit = station.window.entry.credit
    assert "ODS5" in station.window.banner.lexicon.text()
    assert credit.text() == "L'Officiel du Scrabble, 5e édition (extrait de test)"
    assert "ODS9" not in credit.text()
    station.screenshot("ready-credit-ods5")


def test_the_preset_line_stays_with_the_lexicon_it_names(make_station, kiosk_home):
    station = make_station(CONFIG.format(lexicon="ENABLE"))
    # the preset names ODS9, the banner ENABLE: the lexicon's own description instead
    assert station.window.entry.credit.text() == (
        "ENABLE word list by Alan Beale and Mendel Cooper, public domain"
    )
