"""Each division in its players' language, driven in the real window; the word-judge key;
large print; every player screen in every language fits at 1366×768 and 1024×768."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QLocale, Qt
from PySide6.QtWidgets import QApplication

from kiosk.core.flow import Screen
from kiosk.core.languages import LANGUAGES
from kiosk.ui.i18n import language
from kiosk.ui.player_text import Player, player_text
from tests.ui.test_audit_fit import cut_texts

TWO_LANGUAGES = """
[station]
name = "Salle 2"

[settings]
receipt_prefix = "GK"

[[profiles]]
name = "Élite ODS"
federation = "ffsc"
lexicon = "MINI"
ask_table = true

[[profiles]]
name = "NWL Open"
lexicon = "ENABLE"
language = "en"
"""


def test_the_translations_are_built_and_loaded():
    for code in LANGUAGES:
        assert language(code).loaded, f"{code}: no .qm (built by pyside6-lrelease at install)"
    french = player_text("fr")
    assert french.ready_instruction() != player_text("en").ready_instruction()


def test_a_french_ods_division_and_an_english_nwl_division_each_speak_their_own(make_station):
    station = make_station(TWO_LANGUAGES, install_mini=True)
    window = station.window
    fr, en = player_text("fr"), player_text("en")
    title = window.chooser.title.text()
    assert fr.choose_division() in title and en.choose_division() in title
    rows = window.chooser.findChildren(type(window.chooser.title))
    details = " ".join(label.text() for label in rows)
    assert fr.rule_title(station.flow.profiles[0].rule) in details  # 5-point, in French
    station.screenshot("lang-chooser")

    station.key(Qt.Key.Key_F1)
    assert station.flow.screen is Screen.TABLE
    assert window.prompt.title.text() == fr.table_question() != en.table_question()
    station.type("12")
    station.key(Qt.Key.Key_Return)
    assert window.entry.instruction.text() == fr.ready_instruction()
    station.type("qi zz")
    station.tab()  # ZZ is not a word: unacceptable, in French, with its consequence
    station.settle()
    assert station.flow.screen is Screen.VERDICT
    verdict = window.verdict
    assert verdict.word.text() == fr.verdict_word(False) != en.verdict_word(False)
    said = station.flow.verdict.adjudication.consequence.said
    assert verdict.consequence.text() == player_text("fr").say(said) != said.english
    assert fr.table(12) in verdict.judged.text()
    station.screenshot("lang-verdict-fr")
    record = station.records()[-1]
    # the log stays language-neutral: ids and values, the English sentence, no French
    assert record.body["rule"] == "five-point" and record.table == 12
    assert verdict.consequence.text() not in str(record.body)

    station.clock.advance(20)
    station.key(Qt.Key.Key_Space, text=" ")
    station.key(Qt.Key.Key_F2)
    assert window.entry.instruction.text() == en.ready_instruction()
    station.type("cat dogs")
    station.tab()
    station.settle()
    assert verdict.word.text() == "YES \u2014 ACCEPTABLE"
    assert verdict.consequence.text() == "The play stands. The challenger loses the turn."
    station.screenshot("lang-verdict-en")


def test_plural_forms_come_from_qt(make_station):
    """Polish has three forms: 1 słowo, 2 słowa, 5 słów (Qt's numerus forms)."""
    polish = player_text("pl")
    forms = {polish.words_typed(n).split()[1] for n in (1, 2, 5)}
    assert len(forms) == 3, forms
    english = player_text("en")
    assert (english.words_typed(1), english.words_typed(2)) == ("1 word", "2 words")


def test_a_broken_translation_never_reaches_the_screen(tmp_path):
    """A translation that lost a placeholder shows the English instead of crashing."""
    fr = language("fr")
    text = fr.format("Player", "Station: {name}", {"name": "X"})
    assert "X" in text
    assert fr.format("Nowhere", "Unknown {thing}", {"thing": 3}) == "Unknown 3"


def test_the_word_judge_key_calls_a_person_and_is_recorded(make_station):
    station = make_station(TWO_LANGUAGES, install_mini=True)
    window = station.window
    station.key(Qt.Key.Key_F1)
    station.type("7")
    station.key(Qt.Key.Key_Return)
    station.type("qi")
    station.key(Qt.Key.Key_F11)
    assert station.flow.screen is Screen.WORD_JUDGE
    fr = player_text("fr")
    assert window.prompt.title.text() == fr.word_judge_title()
    assert fr.table(7).split()[-1] in window.prompt.detail.text()
    station.screenshot("word-judge-fr")
    station.type("za")  # typing does nothing while the judge is on the way
    station.clock.advance(120)  # nor does the idle clearing
    window._tick()
    assert station.flow.screen is Screen.WORD_JUDGE and station.flow.text == "qi"
    station.key(Qt.Key.Key_Escape)
    assert station.flow.screen is Screen.ENTRY and station.flow.text == "qi"
    called = station.records("word-judge-called")
    arrived = station.records("word-judge-arrived")
    assert len(called) == 1 and called[0].details["table"] == 7
    assert called[0].details["profile"] == "Élite ODS" and called[0].details["language"] == "fr"
    assert len(arrived) == 1 and arrived[0].details["waited_seconds"] == 120.0


def test_large_print_and_spoken_verdict_settings(make_station):
    config = '[settings]\nlarge_print = true\nspoken_verdict = true\n[[profiles]]\nname = "A"\n'
    station = make_station(config, size=(1024, 768))
    window = station.window
    from kiosk.ui import theme

    assert theme.high_contrast and theme.BACKGROUND.name() == "#000000"
    normal = theme.Sizes(768, 1.0, 1024)
    assert window.sizes.body > normal.body
    station.type("cat")
    station.tab()
    station.settle()
    announced = window.voice.last
    assert announced is not None and announced.how in ("speech", "sound", "bell")
    assert announced.text.startswith("ACCEPTABLE.")
    assert cut_texts(window) == []
    station.screenshot("large-print-verdict")
    theme.set_high_contrast(False)


def test_the_verdict_is_spoken_in_the_divisions_language(make_station, monkeypatch, qtbot):
    """Qt's own mock speech engine (PySide6-Addons, installed for the tests) has voices for
    English and Norwegian but not French: the Norwegian division's verdict and consequence are
    spoken in Norwegian; the French division's fall back to the verdict's sound or bell."""
    pytest.importorskip("PySide6.QtTextToSpeech", reason="the speech extra is not installed")
    monkeypatch.setenv("KIOSK_SPEECH_ENGINE", "mock")
    config = (
        "[settings]\nspoken_verdict = true\n"
        '[[profiles]]\nname = "Norsk"\nrule = "ten-point-per-play"\nlanguage = "nb"\n'
        '[[profiles]]\nname = "Français"\nlanguage = "fr"\n'
    )
    station = make_station(config)
    window = station.window
    station.key(Qt.Key.Key_F1)
    station.type("cat")
    station.tab()
    station.settle()
    spoken = window.voice.last
    assert spoken is not None and spoken.how == "speech" and spoken.language == "nb"
    norsk = player_text("nb")
    assert spoken.text.startswith(norsk.verdict_short(True) + ".")
    assert "10" in spoken.text and "ACCEPTABLE" not in spoken.text
    engine = window.voice._speech
    assert engine.engine() == "mock" and engine.locale().language() == QLocale("nb").language()
    qtbot.waitUntil(lambda: engine.state() == engine.State.Ready, timeout=5000)
    station.clock.advance(30)
    window._tick()
    station.key(Qt.Key.Key_F2)
    station.type("catz")
    station.tab()
    station.settle()
    fallback = window.voice.last
    assert fallback.language == "fr" and fallback.how in ("sound", "bell")
    assert fallback.text.startswith(player_text("fr").verdict_short(False) + ".")


def test_a_speech_engine_that_cannot_start_gives_the_sound(qapp, monkeypatch):
    """Debian's default engine needs a speech-dispatcher service; without one the engine is in
    its error state, and the station sounds the verdict instead of saying nothing."""
    pytest.importorskip("PySide6.QtTextToSpeech", reason="the speech extra is not installed")
    from kiosk.ui.speech import VerdictVoice

    for engine in ("speechd", "no-such-engine"):
        voice = VerdictVoice(speak=True, sound=False, engine=engine)
        done = voice.announce(True, "The play stands.", player_text("en"))
        assert done is not None and done.how in ("sound", "bell"), engine


def test_each_verdict_has_its_own_sound():
    from kiosk.ui.speech import verdict_wav

    good, bad = verdict_wav(True), verdict_wav(False)
    assert good[:4] == b"RIFF" and bad[:4] == b"RIFF" and good != bad


EVERY_SCREEN = """
[settings]
receipt_prefix = "GK"

[[profiles]]
name = "Division Süd-Ost"
lexicon = "MINI"
rule = "five-point"
ask_table = true
declare_count = true
language = "{code}"

[[profiles]]
name = "Division Nord"
lexicon = "ENABLE"
rule = "ten-point-per-play"
language = "{code}"
"""


@pytest.mark.parametrize("size", [(1366, 768), (1024, 768)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("code", list(LANGUAGES))
def test_every_player_screen_fits_in_every_language(make_station, code, size):
    station = make_station(EVERY_SCREEN.format(code=code), size=size, install_mini=True)
    window = station.window

    def check(name: str) -> None:
        QApplication.processEvents()
        station.screenshot(f"lang-{code}-{name}")
        problems = cut_texts(window)
        assert problems == [], f"{code} {name}: {problems}"

    check("chooser")
    station.key(Qt.Key.Key_F1)
    station.type("12")
    check("table")
    station.key(Qt.Key.Key_Return)
    check("count")
    station.type("2")
    check("ready")
    station.type("qi qi")
    check("entry")
    station.tab()
    station.settle()
    check("verdict-acceptable")
    station.clock.advance(20)
    station.key(Qt.Key.Key_Space, text=" ")
    station.key(Qt.Key.Key_F1)
    station.type("12")
    station.key(Qt.Key.Key_Return)
    station.type("2")
    station.type("zz qi")
    station.tab()
    assert station.flow.screen is Screen.SPLIT_WARNING
    check("split-warning")
    station.tab()
    station.settle()
    check("verdict-unacceptable")
    station.clock.advance(20)
    station.key(Qt.Key.Key_Space, text=" ")
    station.key(Qt.Key.Key_F2)
    station.type("cat 1x")
    check("entry-problem")
    station.key(Qt.Key.Key_F11)
    check("word-judge")


@pytest.mark.parametrize("damage", ["garbage", "truncated", "empty", "missing"])
def test_a_damaged_translation_file_shows_english_and_never_stops_the_station(
    tmp_path, monkeypatch, damage
):
    from kiosk.ui import i18n

    real = Path(i18n.qm_path("fr") or "")
    broken = tmp_path / "kiosk_fr.qm"
    if damage == "garbage":
        broken.write_bytes(b"\x00\xff" * 5000)
    elif damage == "truncated":
        broken.write_bytes(real.read_bytes()[: len(real.read_bytes()) // 3])
    elif damage == "empty":
        broken.write_bytes(b"")
    monkeypatch.setattr(i18n, "qm_path", lambda code: str(broken) if broken.exists() else None)
    french = Player(i18n.Language("fr"))
    assert not french.language.loaded
    assert french.ready_instruction() == player_text("en").ready_instruction()
    assert french.words_typed(2) == "2 words"  # the English plural, and never a crash


def test_the_director_chooses_a_preset_and_a_language_and_cannot_save_a_key_clash(
    make_station, kiosk_home
):
    """Director mode: a federation preset fills language, rule and credit line (each can be
    changed), the players' screens follow at once, every change is recorded; a word-judge
    key that would also judge is refused before anything is saved."""
    from kiosk.config import load_config
    from tests.ui.test_director import Answers, director_station, open_panel

    answers = Answers()
    station = director_station(make_station, answers, install_mini=True)
    panel = open_panel(station)
    tab = panel.profiles
    tab.table.selectRow(0)
    tab.federation.setCurrentIndex(tab.federation.findData("nsf"))
    tab._preset_chosen()
    assert tab.language.currentData() == "nb" and tab.rule.currentData() == "ten-point-per-play"
    assert "NSF" in tab.credit.text() and tab.preset_note.text()
    tab.rule.setCurrentIndex(tab.rule.findData("double"))  # the director overrides the rule
    tab.save.click()
    saved = load_config().profiles[0]
    assert (saved.federation, saved.language, saved.rule) == ("nsf", "nb", "double")
    changed = [r for r in station.runtime.audit.query() if r.kind.value == "profile-changed"]
    assert changed and "language" in changed[-1].body["details"]["changed"]

    settings = panel.settings
    panel.tabs.setCurrentWidget(settings)
    before = (kiosk_home / "station.toml").read_bytes()
    settings.judge_key.setCurrentText("F11")  # the word-judge key is F11
    settings.save.click()
    assert answers.told and "word_judge_key F11 already judges" in answers.told[-1]
    assert (kiosk_home / "station.toml").read_bytes() == before
    panel.back.click()
    assert station.window.entry.instruction.text() == player_text("nb").ready_instruction()


def test_director_mode_words_the_stations_own_messages_in_its_language(make_station):
    """director_language = "fr": a problem the settings check found (a Qt-free message, nested)
    is shown in French in director mode's banner; the log keeps the English."""
    from kiosk.config.messages import NO_WORD_JUDGE_KEY, WORD_JUDGE_KEY_OUT_PLAY
    from kiosk.ui.i18n import install_application_language
    from tests.ui.test_director import Answers, director_station, open_panel

    config = '[settings]\ndirector_language = "fr"\nword_judge_key = "F12"\n'
    station = director_station(make_station, Answers(), config=config)
    try:
        panel = open_panel(station)
        said = NO_WORD_JUDGE_KEY(problem=WORD_JUDGE_KEY_OUT_PLAY(key="F12"))
        english, french = str(said), player_text("fr").say(said)
        assert french != english and "F12" in french and "word_judge_key" in french
        assert "already" not in french and "until this is fixed" not in french  # both parts
        shown = panel.warnings.text()
        assert french in shown and english not in shown
        started = [r for r in station.runtime.audit.query() if r.kind.value == "kiosk-started"]
        assert english in started[-1].details["warnings"]
        station.screenshot("lang-fr-director-warnings")
    finally:
        install_application_language("en")


def test_a_station_that_cannot_judge_says_why_in_the_players_language(make_station):
    """The not-ready screen's detail (a profile naming a lexicon the station does not have)
    is in the division's language, the director's details included."""
    config = '[[profiles]]\nname = "Élite"\nlexicon = "ODS9"\nlanguage = "fr"\n'
    station = make_station(config)
    window = station.window
    assert window.stack.currentWidget() is window.problem_screen
    detail = window.problem_screen.detail.text()
    english = str(station.runtime.problem)
    assert "ODS9" in detail and detail != english
    assert window.problem_screen.title.text() == player_text("fr").not_ready()
    assert window.banner.lexicon.text() == player_text("fr").no_lexicon() != "No lexicon loaded"
    assert cut_texts(window) == []
    station.screenshot("lang-fr-not-ready")
