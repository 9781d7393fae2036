"""Counts shown to people take the plural form of their language (Qt's ``%n`` numerus
forms): "1 adjudication" and "2 adjudications" in English, "1 rozstrzygnięcie",
"2 rozstrzygnięcia" and "5 rozstrzygnięć" in Polish, with Qt (the station's screens and
exports) and without it (the fleet page and the report in English, the command line)."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from kiosk.audit.report import language_context as report_context
from kiosk.core.i18n import (
    ENGLISH,
    QT_TRANSLATE_NOOP,
    english_form,
    message_data,
    message_from_data,
    translator,
)
from kiosk.director.audit_jobs import CHAIN_INTACT
from kiosk.fleet.model import DEVIATES, NO_HEARTBEAT
from kiosk.fleet.words import english, language_context, worded
from tests.i18n.test_translation_contexts import OWNERS

ROOT = Path(__file__).resolve().parents[2]


def test_english_without_qt_says_one_adjudication_and_two_adjudications():
    assert english(NO_HEARTBEAT(n=1)) == "no heartbeat: known from its records (1 adjudication)"
    assert english(NO_HEARTBEAT(n=2)) == "no heartbeat: known from its records (2 adjudications)"
    deviates = DEVIATES(
        n=1,
        division="A",
        lexicon="CSW21",
        fingerprint="abcd",
        source="plan 3",
        wanted="NWL2023",
        wanted_fingerprint="ef01",
    )
    assert str(deviates).startswith("mismatch: 1 adjudication in A with CSW21")
    assert str(CHAIN_INTACT(n=1234)) == "Chain intact: 1,234 records"


def test_the_fleet_page_and_the_report_templates_take_plural_forms_in_english():
    tr = language_context(ENGLISH)["tr"]
    assert tr("Lexicon mismatch at %n station(s): {stations}", n=1, stations="T1") == (
        "Lexicon mismatch at 1 station: T1"
    )
    assert tr("%n word(s)", n=279077) == "279,077 words"
    report = report_context(ENGLISH)["tr"]
    assert report("Chain intact: %n record(s) checked", n=1) == "Chain intact: 1 record checked"
    assert report("Chain intact: %n record(s) checked", n=7) == "Chain intact: 7 records checked"


class Forms:
    """Qt-free words with two plural forms marked: [one] and [many]."""

    code = "xx"

    def text(self, context: str, source: str, disambiguation: str = "", n: int = -1) -> str:
        if n < 0:
            return source
        return f"[{'one' if n == 1 else 'many'}] {english_form(source, n)}"

    def say(self, message: object) -> str:
        return str(message)

    def number(self, value: int) -> str:
        return f"#{value}"


def test_a_qt_free_language_chooses_the_form_and_writes_the_count_its_way():
    tr = translator(Forms(), "Fleet")
    assert tr("%n word(s)", n=1) == "[one] #1 word"
    assert tr("%n word(s)", n=3) == "[many] #3 words"
    assert tr("no count {x}", x="y") == "no count y"
    assert ENGLISH.text("Fleet", "%n word(s)", "", 1) == "%n word"  # %n left to fill
    assert ENGLISH.text("Fleet", "%n word(s)") == "%n word(s)"


def test_a_plural_sentence_needs_its_count_and_only_it_takes_one():
    with pytest.raises(ValueError):
        NO_HEARTBEAT()
    with pytest.raises(ValueError):
        QT_TRANSLATE_NOOP("Fleet", "not listed")(n=2)
    assert NO_HEARTBEAT.numerus and not QT_TRANSLATE_NOOP("Fleet", "not listed").numerus


def test_a_sent_plural_message_keeps_its_count():
    data = json.loads(json.dumps(message_data(NO_HEARTBEAT(n=5))))
    assert data["n"] == 5 and message_from_data(data) == NO_HEARTBEAT(n=5)
    assert message_from_data({**data, "n": "5"}) is None
    assert message_from_data({k: v for k, v in data.items() if k != "n"}) is None


@pytest.mark.parametrize(
    ("count", "word"),
    [(1, "rozstrzygnięcie"), (2, "rozstrzygnięcia"), (5, "rozstrzygnięć"), (22, "rozstrzygnięcia")],
)
def test_polish_has_three_forms(count, word):
    from kiosk.ui.player_text import player_text

    polish = player_text("pl")
    said = worded(NO_HEARTBEAT(n=count), polish)
    assert said == f"brak sygnału życia: znane z zapisów ({count} {word})"


def test_polish_forms_in_a_template_and_in_director_mode():
    from kiosk.ui.player_text import player_text

    polish = player_text("pl")
    tr = report_context(polish)["tr"]
    checked = [tr("Chain intact: %n record(s) checked", n=n) for n in (1, 3, 12)]
    assert checked == [
        "Łańcuch nienaruszony: sprawdzono 1 wpis",
        "Łańcuch nienaruszony: sprawdzono 3 wpisy",
        "Łańcuch nienaruszony: sprawdzono 12 wpisów",
    ]
    assert polish.say(CHAIN_INTACT(n=5)) == "Łańcuch nienaruszony: 5 wpisów"
    assert player_text("en").say(CHAIN_INTACT(n=1)) == "Chain intact: 1 record"


def test_the_english_rule_without_qt_reads_as_the_english_translation_file():
    """English without Qt reads "word(s)" as "word" and "words": for the sentences of the
    modules (not a widget's own), the English .ts must say the same."""
    root = ET.parse(ROOT / "i18n" / "kiosk_en.ts").getroot()
    checked = 0
    for context in root.iter("context"):
        if context.findtext("name") not in OWNERS:
            continue
        for message in context.iter("message"):
            source = message.findtext("source") or ""
            forms = [f.text for f in message.iter("numerusform")]
            assert forms == [english_form(source, 1), english_form(source, 2)], source
            checked += 1
    assert checked >= 8


def test_a_lexicons_size_in_director_mode_takes_its_plural_form():
    from kiosk.ui.director.lexicons_tab import INSTALLED
    from kiosk.ui.director.profiles_tab import LEXICON_LINE
    from kiosk.ui.player_text import player_text

    english, polish = player_text("en"), player_text("pl")
    assert english.say(LEXICON_LINE(lexicon="MINI", fingerprint="ab", n=1)) == "MINI (1 word, ab)"
    assert english.say(LEXICON_LINE(lexicon="E", fingerprint="ab", n=172820)) == (
        "E (172,820 words, ab)"
    )
    assert polish.say(LEXICON_LINE(lexicon="M", fingerprint="ab", n=3)) == "M (3 słowa, ab)"
    assert polish.say(INSTALLED(lexicon="M", fingerprint="ab", n=5)) == (
        "Zainstalowano M: 5 słów, odcisk ab."
    )
