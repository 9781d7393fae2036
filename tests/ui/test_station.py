"""The station as players use it: real key events, real log records, a window that stays."""

from __future__ import annotations

import json
import sqlite3

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QCloseEvent, QGuiApplication
from PySide6.QtWidgets import QApplication

from kiosk.audit.unrecorded import UNRECORDED_FILE
from kiosk.core.flow import HINT_CHOOSE, HINT_EMPTY, HINT_PROBLEMS, Screen
from tests.ui.conftest import PROFILES_TWO

CTRL = Qt.KeyboardModifier.ControlModifier
ALT = Qt.KeyboardModifier.AltModifier


def test_zero_configuration_opens_on_enable_with_the_banner(make_station):
    station = make_station()
    assert station.flow.screen is Screen.READY
    banner = station.window.banner
    assert banner.lexicon.text() == "ENABLE  ·  172,820 words  ·  b819e7b6"
    assert banner.rule.text() == "Double challenge"
    assert banner.station.text().startswith("Station: ")
    assert "CHALLENGER: type every word" in station.window.entry.instruction.text()
    assert [r.kind.value for r in station.runtime.audit.query()] == ["kiosk-started"]


def test_typing_shows_numbered_words_and_tab_judges_the_whole_play(make_station):
    station = make_station()
    station.type("cat dogs\nzyzzyva")
    assert station.flow.screen is Screen.ENTRY
    rows = station.window.entry.words.rows
    assert [(r.number, "".join(r.tiles)) for r in rows] == [(1, "CAT"), (2, "DOGS"), (3, "ZYZZYVA")]
    assert station.window.entry.count.text() == "3 words"
    assert (
        "CHALLENGED PLAYER: check the spelling, then press TAB" in station.window.entry.check.text()
    )
    station.tab()
    assert station.flow.screen is Screen.VERDICT
    assert station.window.verdict.word.text() == "YES — ACCEPTABLE"
    assert (
        station.window.verdict.consequence.text()
        == "The play stands. The challenger loses the turn."
    )
    record = station.records()[0]
    assert record.body["typed"] == "cat dogs\nzyzzyva"
    assert record.body["verdict"] == "ACCEPTABLE"
    assert record.body["profile"] == "Main"


def test_unacceptable_never_says_which_word_failed(make_station):
    station = make_station()
    station.type("cat qi dogs")
    station.tab()
    verdict = station.window.verdict
    assert verdict.word.text() == "NO — UNACCEPTABLE"
    shown = " ".join(
        w.text() for w in (verdict.word, verdict.judged, verdict.consequence, verdict.footer)
    )
    # the words judged are listed, all alike; nothing marks QI as the failed one
    assert "CAT, QI, DOGS" in shown
    assert "not" not in shown.lower().replace("not recorded", "")
    per_word = station.records()[0].body["word_results"]
    assert [w["acceptable"] for w in per_word] == [True, False, True]


def test_tab_is_the_judge_key_and_never_inserts_or_moves_focus(make_station):
    station = make_station()
    station.type("cat")
    focused = QApplication.focusWidget()
    station.tab()
    assert station.flow.screen is Screen.VERDICT
    assert "\t" not in station.records()[0].body["typed"]
    assert QApplication.focusWidget() is focused


def test_tab_with_nothing_typed_only_shows_a_hint(make_station):
    station = make_station()
    station.tab()
    assert station.flow.screen is Screen.READY
    assert station.window.footer.text() == HINT_EMPTY.format(key="TAB")
    assert station.records() == []


def test_enter_only_separates_words_and_backspace_edits(make_station):
    station = make_station()
    station.type("cat\n\ndogx")
    station.key(Qt.Key.Key_Backspace)
    station.type("s")
    assert station.flow.screen is Screen.ENTRY
    assert [w.word.key for w in station.flow.entry.words] == ["CAT", "DOGS"]


def test_invalid_characters_show_inline_and_block_judging(make_station):
    station = make_station()
    station.type("cat d0gs")
    rows = station.window.entry.words.rows
    assert rows[1].typed == "d0gs"
    assert rows[1].problem == '"0" is not a letter of the English alphabet'
    station.tab()
    assert station.flow.screen is Screen.ENTRY
    assert station.window.footer.text() == HINT_PROBLEMS.format(key="TAB")
    assert station.records() == []
    station.screenshot("error")


def test_too_many_words_blocks_judging_with_a_message(make_station):
    station = make_station()
    station.type("aa ab ad ae ag ah ai al am")
    check = station.window.entry.check.text()
    assert check == "9 words typed: at most 8 can be challenged together"
    station.tab()
    assert station.flow.screen is Screen.ENTRY
    assert station.records() == []


def test_a_word_typed_twice_is_pointed_out_but_judged(make_station):
    station = make_station()
    station.type("cat dogs cat")
    assert [r.repeated for r in station.window.entry.words.rows] == [True, False, True]
    station.tab()
    assert station.flow.screen is Screen.VERDICT


def test_escape_keys_and_close_requests_never_leave_the_station(make_station):
    station = make_station()
    window = station.window
    station.type("cat")
    for key, modifiers in [
        (Qt.Key.Key_Q, CTRL),
        (Qt.Key.Key_W, CTRL),
        (Qt.Key.Key_F4, ALT),
        (Qt.Key.Key_Alt, ALT),
        (Qt.Key.Key_V, CTRL),  # paste does nothing
        (Qt.Key.Key_Tab, ALT),  # Alt+Tab never judges
    ]:
        station.key(key, modifiers, text="v" if key == Qt.Key.Key_V else "")
    # holding Alt: the key repeats while held
    for _ in range(20):
        station.key(Qt.Key.Key_Alt, ALT)
    event = QCloseEvent()
    QApplication.sendEvent(window, event)  # Alt+F4 / the window manager's close button
    assert not event.isAccepted()
    assert not window.close()
    assert window.isVisible()
    assert station.flow.screen is Screen.ENTRY
    assert station.flow.text == "cat"


def test_the_developer_exit_chord_only_works_when_enabled(make_station):
    station = make_station()
    chord = CTRL | ALT | Qt.KeyboardModifier.ShiftModifier
    station.key(Qt.Key.Key_End, chord)
    assert station.window.isVisible()
    station.window.dev_exit = True
    station.key(Qt.Key.Key_End, chord)
    assert not station.window.isVisible()


def test_an_early_key_on_the_verdict_is_ignored_then_any_key_returns(make_station):
    station = make_station()
    station.type("cat")
    station.tab()
    station.tab()  # the accidental second TAB
    station.type("x")
    assert station.flow.screen is Screen.VERDICT
    assert station.window.verdict.footer.text() == ""
    station.clock.advance(0.8)
    station.qtbot.waitUntil(
        lambda: station.window.verdict.footer.text() == "Press any key to continue", timeout=2000
    )
    station.key(Qt.Key.Key_Space, text=" ")
    assert station.flow.screen is Screen.READY
    assert station.flow.text == ""


def test_the_verdict_returns_to_ready_by_itself(make_station):
    station = make_station()
    station.type("cat")
    station.tab()
    station.clock.advance(9.9)
    station.window._tick()
    assert station.flow.screen is Screen.VERDICT
    station.clock.advance(0.2)
    station.qtbot.waitUntil(lambda: station.flow.screen is Screen.READY, timeout=2000)
    assert station.window.stack.currentWidget() is station.window.entry


def test_unjudged_words_are_cleared_after_idle_time_with_a_countdown(make_station):
    station = make_station()
    station.type("cat dogs")
    station.clock.advance(24.0)
    station.window._tick()
    assert station.window.footer.isHidden()
    station.clock.advance(2.5)  # 3.5 s left
    station.qtbot.waitUntil(
        lambda: station.window.footer.text() == "No key pressed: clearing the screen in 4 s",
        timeout=2000,
    )
    station.screenshot("countdown")
    station.clock.advance(4.0)
    station.qtbot.waitUntil(lambda: station.flow.screen is Screen.READY, timeout=2000)
    assert station.flow.text == ""
    assert station.records() == []


def test_two_profiles_choose_with_function_keys_and_keep_the_band(make_station):
    station = make_station(PROFILES_TWO, install_mini=True)
    window = station.window
    assert station.flow.screen is Screen.CHOOSE_PROFILE
    assert window.banner.station.text() == "Station: Table 7"
    station.type("cat")  # typing before choosing only explains what to do
    assert window.footer.text() == HINT_CHOOSE.format(keys="F1 or F2")
    station.key(Qt.Key.Key_F2)
    assert station.flow.profile.name == "Division B"
    assert window.band.text() == "Division B" and window.band.isVisible()
    assert window.banner.lexicon.text().startswith("MINI  ·  4 words")
    assert window.banner.rule.text() == "5-point challenge"
    station.type("qi za")
    station.tab()
    assert window.band.text() == "Division B"
    assert window.verdict.consequence.text().startswith(
        "The play stands. The challenged player adds 10\u00a0points (2\u00a0words\u00a0×\u00a05)"
    )
    record = station.records()[0]
    assert (record.body["profile"], record.body["rule"]) == ("Division B", "five-point")
    station.clock.advance(1)
    station.key(Qt.Key.Key_Space, text=" ")
    assert station.flow.screen is Screen.CHOOSE_PROFILE
    assert window.band.isHidden()


def test_one_profile_has_no_choosing_step(make_station):
    station = make_station('[[profiles]]\nname = "Open"\nrule = "ten-point"\n')
    assert station.flow.screen is Screen.READY
    assert station.window.band.isHidden()
    assert station.window.banner.rule.text() == "10-point challenge"


def test_a_log_failure_says_so_keeps_the_verdict_and_nothing_is_lost(make_station, kiosk_home):
    from tests.ui.test_director import CHORD, enter_pin

    station = make_station()
    # an attacker or a broken disk: the table the log writes to is gone
    with sqlite3.connect(kiosk_home / "audit.sqlite3") as db:
        db.execute("ALTER TABLE audit_records RENAME TO gone")
    station.type("cat dogs")
    station.tab()
    verdict = station.window.verdict
    assert station.flow.screen is Screen.VERDICT
    assert verdict.log.isVisible()
    assert "NOT RECORDED" in verdict.log.text() and "director" in verdict.log.text()
    station.screenshot("log-failed")
    # the unrecorded verdict does not time out by itself, and no player's key clears it
    station.clock.advance(60)
    station.window._tick()
    for key in (Qt.Key.Key_Space, Qt.Key.Key_Escape, Qt.Key.Key_Tab, Qt.Key.Key_Return):
        station.key(key)
    assert station.flow.screen is Screen.VERDICT
    assert "director must acknowledge" in station.window.footer.text()
    kept = [json.loads(line) for line in (kiosk_home / UNRECORDED_FILE).read_text().splitlines()]
    payload = kept[0]["payload"]
    assert [w["key"] for w in payload["words"]] == ["CAT", "DOGS"]
    assert payload["verdict"] == "ACCEPTABLE" and kept[0]["log_problem"]
    # the log is repaired; the director acknowledges with the PIN and adds the verdict
    with sqlite3.connect(kiosk_home / "audit.sqlite3") as db:
        db.execute("ALTER TABLE gone RENAME TO audit_records")
    station.key(Qt.Key.Key_D, CHORD)
    assert station.window.stack.currentWidget() is station.window.director.pin
    enter_pin(station)
    panel = station.window.director.panel
    assert panel.tabs.currentWidget() is panel.unrecorded
    assert panel.unrecorded.waiting == 1 and panel.warnings.isVisible()
    station.screenshot("director-not-recorded")
    panel.unrecorded.add.click()
    assert "1 added" in panel.unrecorded.result.text()
    assert panel.unrecorded.waiting == 0
    late = station.records()
    assert len(late) == 1 and late[0].flags == {"late_record": True}
    assert late[0].event_id == kept[0]["event_id"]
    assert late[0].body["late"]["shown_at"] == kept[0]["shown_at_utc"]
    kinds = [r.kind.value for r in station.runtime.audit.query()]
    assert "unrecorded-acknowledged" in kinds and "unrecorded-imported" in kinds
    assert station.runtime.audit.verify().ok
    assert (kiosk_home / "unrecorded.jsonl").read_text() == ""
    assert (kiosk_home / "unrecorded.imported.jsonl").read_text().count("\n") == 1
    panel.back.click()
    assert station.flow.screen is Screen.READY


def test_an_invalid_config_shows_a_problem_screen_not_a_crash(make_station):
    station = make_station('[[profiles]]\nname = "A"\nrule = "triple"\n')
    window = station.window
    assert window.flow is None
    assert window.stack.currentWidget() is window.problem_screen
    assert "unknown challenge rule 'triple'" in window.problem_screen.detail.text()
    station.key(Qt.Key.Key_Tab)
    assert window.isVisible()


def test_a_missing_lexicon_shows_the_problem_screen(make_station):
    station = make_station('[[profiles]]\nname = "A"\nlexicon = "CSW24"\n')
    assert "no lexicon called 'CSW24' is installed" in station.window.problem_screen.detail.text()


def test_kiosk_mode_is_fullscreen_frameless_without_cursor(make_station):
    station = make_station()
    window = station.window
    window.show_kiosk()
    assert window.isFullScreen()
    assert window.windowFlags() & Qt.WindowType.FramelessWindowHint
    assert window.cursor().shape() == Qt.CursorShape.BlankCursor
    assert window.contextMenuPolicy() == Qt.ContextMenuPolicy.NoContextMenu
    assert window.geometry() == QGuiApplication.primaryScreen().geometry()


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 768)])
def test_screens_at_three_sizes(make_station, size):
    """Screenshots of every screen; words are at least 1/12 of the height."""
    station = make_station(size=size)
    station.screenshot("ready")
    station.type("cat dogs zyzzyva quixotic")
    _columns, tile, _row = station.window.entry.words._layout()
    assert tile >= size[1] / 12
    station.screenshot("entry")
    station.tab()
    station.screenshot("verdict-double-acceptable")
    station.clock.advance(1)
    station.key(Qt.Key.Key_Space, text=" ")
    station.type("cat qi")
    station.tab()
    station.screenshot("verdict-double-unacceptable")
    station.clock.advance(1)
    station.key(Qt.Key.Key_Space, text=" ")
    station.type("cat dogg 9")
    station.screenshot("error")


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 768)])
def test_two_profile_screens_at_three_sizes(make_station, size):
    station = make_station(PROFILES_TWO, size=size, install_mini=True)
    window = station.window
    assert window.stack.currentWidget() is window.chooser
    station.screenshot("chooser")
    station.key(Qt.Key.Key_F2)
    station.type("qi za cat dogs qi")
    assert window.stack.currentWidget() is window.entry
    station.screenshot("entry-five-point")
    station.tab()
    assert window.stack.currentWidget() is window.verdict
    assert window.verdict.word.text().replace("\n", " ").endswith("— ACCEPTABLE")
    station.screenshot("verdict-five-point-acceptable")
    station.clock.advance(1)
    station.key(Qt.Key.Key_Space, text=" ")
    station.clock.advance(200)  # past the split window: a new play, not a split lookup
    station.key(Qt.Key.Key_F2)
    station.type("qi zz")
    station.tab()
    assert window.stack.currentWidget() is window.verdict
    assert window.verdict.word.text().replace("\n", " ").endswith("— UNACCEPTABLE")
    station.screenshot("verdict-five-point-unacceptable")
    judged = station.records()
    assert [r.body["verdict"] for r in judged] == ["ACCEPTABLE", "UNACCEPTABLE"]
    assert {r.body["profile"] for r in judged} == {"Division B"}  # F2: the second division


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 768)])
def test_eight_words_keep_tiles_at_least_a_twelfth_of_the_height(make_station, size):
    station = make_station(size=size)
    station.type("jukebox quixotic zephyrs cat dogs tranquil exams bowls")
    assert station.flow.entry.can_judge
    _columns, tile, _row = station.window.entry.words._layout()
    assert tile >= size[1] / 12
    check = station.window.entry.check
    assert check.height() >= check.heightForWidth(check.width())  # never clipped
    station.screenshot("entry-eight-words")


def test_the_keypad_enter_key_can_judge_while_enter_separates_words(make_station):
    station = make_station('[settings]\njudge_key = "KeypadEnter"\n')
    station.type("cat")
    station.key(Qt.Key.Key_Return)  # the main Enter separates words
    station.type("dogs")
    assert station.flow.screen is Screen.ENTRY
    station.key(Qt.Key.Key_Enter, Qt.KeyboardModifier.KeypadModifier, text="\r")
    assert station.flow.screen is Screen.VERDICT
    assert station.records()[0].words == ("CAT", "DOGS")


def test_escape_withdraws_every_typed_word_and_records_only_the_count(make_station):
    station = make_station()
    station.type("zaq qi")
    assert "Esc clears all" in station.window.entry.instruction.text()  # the hint says so
    station.key(Qt.Key.Key_Escape)
    assert station.flow.screen is Screen.READY and station.flow.text == ""
    withdrawn = station.records("entry-withdrawn")
    assert len(withdrawn) == 1 and withdrawn[0].details == {
        "profile": "Main",
        "table": None,
        "words": 2,
    }
    assert "zaq" not in str(withdrawn[0].body).lower()
