"""Director mode, as a director uses it: keyboard and mouse, every action in the audit chain."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel

from kiosk.audit import EventKind
from kiosk.config import Profile, load_config
from kiosk.core.flow import Screen
from kiosk.director.pin import lockout_seconds
from kiosk.director.service import ChangeRefused
from kiosk.ui.director.common import DirectorContext
from kiosk.ui.director.mode import IDLE_SECONDS
from kiosk.ui.director.panel import DirectorPanel
from kiosk.ui.director.pin_screen import PinScreen
from tests.ui.conftest import PIN, PROFILES_TWO, Station

CHORD = (
    Qt.KeyboardModifier.ControlModifier
    | Qt.KeyboardModifier.AltModifier
    | Qt.KeyboardModifier.ShiftModifier
)


class Answers:
    """Stands in for the message boxes: records questions, answers yes (or no)."""

    def __init__(self) -> None:
        self.asked: list[str] = []
        self.told: list[str] = []
        self.answer = True

    def ask(self, parent, title: str, text: str) -> bool:
        self.asked.append(text)
        return self.answer

    def tell(self, parent, title: str, text: str) -> None:
        self.told.append(text)


@pytest.fixture
def answers() -> Answers:
    return Answers()


def director_station(make_station, answers: Answers, **kwargs) -> Station:
    station = make_station(**kwargs)
    station.window.director.context_factory = lambda service: DirectorContext(
        service, ask=answers.ask, tell=answers.tell
    )
    return station


def kinds(station: Station) -> list[str]:
    return [r.kind.value for r in station.runtime.audit.query()]


def enter_pin(station: Station, pin: str = PIN) -> None:
    screen: PinScreen = station.window.director.pin
    screen.pin.setText(pin)
    station.qtbot.keyClick(screen.pin, Qt.Key.Key_Return)


def open_panel(station: Station) -> DirectorPanel:
    station.key(Qt.Key.Key_D, CHORD)
    assert station.window.stack.currentWidget() is station.window.director.pin
    enter_pin(station)
    panel = station.window.director.panel
    assert panel is not None and station.window.stack.currentWidget() is panel
    return panel


def test_first_start_asks_for_a_pin_then_opens_the_station(make_station):
    station = make_station(with_pin=False)
    window = station.window
    screen = window.director.pin
    assert window.stack.currentWidget() is screen and screen.mode == "setup"
    station.screenshot("director-pin-setup")
    window.show_kiosk()  # as the real program shows it: the PIN field has the keyboard
    assert window.focusWidget() is screen.pin
    screen.pin.setText("48210")  # 5 digits fall to an offline search in seconds
    screen.again.setText("48210")
    screen.ok.click()
    assert "at least 6 characters" in screen.message.text()
    screen.pin.setText("482107")
    screen.again.setText("4812")
    screen.ok.click()
    assert "differ" in screen.message.text()
    screen.pin.setText("482107")
    screen.again.setText("482107")
    screen.ok.click()
    assert station.flow.screen is Screen.READY
    assert window.stack.currentWidget() is window.entry
    assert load_config().pin_hash.startswith("$argon2id$")
    assert "482107" not in (station.runtime.home / "station.toml").read_text()
    assert "settings-changed" in kinds(station)


def test_the_chord_opens_the_pin_screen_and_the_right_pin_the_panel(make_station, answers):
    station = director_station(make_station, answers)
    station.key(Qt.Key.Key_D, CHORD)
    screen = station.window.director.pin
    assert station.window.stack.currentWidget() is screen and screen.mode == "enter"
    station.screenshot("director-pin")
    enter_pin(station, "0000")
    assert screen.message.text() == "Wrong PIN. 4 more tries before a wait."
    enter_pin(station)
    panel = station.window.director.panel
    assert station.window.stack.currentWidget() is panel
    assert kinds(station)[-2:] == ["director-login-failed", "director-login-succeeded"]
    station.screenshot("director-profiles")
    panel.back.click()
    assert station.flow.screen is Screen.READY
    assert kinds(station)[-1] == "director-logout"


def test_the_chord_does_nothing_while_players_are_typing(make_station):
    station = make_station()
    station.type("cat")
    station.key(Qt.Key.Key_D, CHORD)
    assert station.window.stack.currentWidget() is station.window.entry
    assert station.flow.text == "cat"


@pytest.mark.parametrize("with_pin", [True, False], ids=["pin-screen", "first-start-setup"])
def test_keys_reaching_the_window_behind_director_mode_never_judge(make_station, with_pin):
    """Keys that reach the kiosk window itself while a director page is shown (the PIN field
    has lost the focus, or a key it does not take bubbles up) are not the players': nothing
    is typed, judged or recorded behind the director's screen."""
    station = make_station(with_pin=with_pin)
    if with_pin:
        station.key(Qt.Key.Key_D, CHORD)
    assert station.window.director.active
    before = len(station.runtime.audit.query())
    station.type("cat")
    station.key(Qt.Key.Key_Tab)
    station.key(Qt.Key.Key_Return)
    assert station.flow.text == "" and station.flow.verdict is None
    assert station.window.stack.currentWidget() is station.window.director.pin
    assert len(station.runtime.audit.query()) == before  # no adjudication recorded
    assert "adjudication" not in kinds(station)


def test_wrong_pins_lock_out_with_growing_waits_that_survive_a_restart(make_station, answers):
    station = director_station(make_station, answers)
    station.key(Qt.Key.Key_D, CHORD)
    screen = station.window.director.pin
    for _ in range(5):
        enter_pin(station, "9999")
    assert screen.message.text() == "Wrong PIN. Too many wrong PINs: try again in 30 s."
    enter_pin(station)  # even the right PIN waits
    assert station.window.director.panel is None
    assert "try again in 30 s" in screen.message.text()
    station.pin_clock.advance(31)
    enter_pin(station, "9999")  # sixth failure: 60 s
    assert "try again in 1 min 00 s" in screen.message.text()
    assert [lockout_seconds(n) for n in (4, 5, 6, 7, 10, 20)] == [0, 30, 60, 120, 900, 900]
    failed = [r for r in station.runtime.audit.query() if r.kind is EventKind.DIRECTOR_LOGIN_FAILED]
    assert len(failed) == 7
    # a restart (new runtime and window, same kiosk home) keeps the count and the wait
    station.runtime.close()
    again = director_station(make_station, answers)
    again.pin_clock.now = station.pin_clock.now
    again.key(Qt.Key.Key_D, CHORD)
    assert "try again in" in again.window.director.pin.message.text()
    again.pin_clock.advance(61)
    enter_pin(again)
    assert again.window.director.panel is not None
    assert again.window.director.guard.failures == 0


def test_director_mode_leaves_by_itself_after_two_minutes(make_station, answers):
    station = director_station(make_station, answers)
    open_panel(station)
    station.clock.advance(IDLE_SECONDS - 1)
    station.window._tick()
    assert station.window.director.active
    station.clock.advance(2)
    station.window._tick()
    assert not station.window.director.active
    assert station.flow.screen is Screen.READY
    logout = station.runtime.audit.query()[-1]
    assert logout.kind is EventKind.DIRECTOR_LOGOUT
    assert logout.body["details"]["reason"] == "idle for 2 minutes"


def write_list(folder: Path, name: str, text: str) -> Path:
    path = folder / name
    path.write_text(text, encoding="utf-8")
    return path


def test_import_a_bad_list_shows_the_rejects_and_a_good_one_installs(
    make_station, answers, tmp_path
):
    station = director_station(make_station, answers)
    panel = open_panel(station)
    panel.tabs.setCurrentWidget(panel.lexicons)
    tab = panel.lexicons
    bad = write_list(tmp_path, "bad.txt", "qi\nz@\nza\n")
    tab.import_paths.setText(str(bad))
    tab.import_name.setText("MINI")
    tab.import_button.click()
    station.qtbot.waitUntil(lambda: tab.import_button.isEnabled(), timeout=10_000)
    assert tab.report.isVisible()
    assert "bad.txt:2: 'z@'" in tab.report.toPlainText()
    station.screenshot("director-lexicons-rejects")
    good = write_list(tmp_path, "good.txt", "qi\nza\ncat\ndogs\n")
    tab.import_paths.setText(str(good))
    tab.import_expect.setText("5")
    tab.import_button.click()
    station.qtbot.waitUntil(lambda: tab.import_button.isEnabled(), timeout=10_000)
    assert "not the expected 5" in tab.report.toPlainText()
    tab.import_expect.setText("4")
    tab.import_button.click()
    station.qtbot.waitUntil(lambda: tab.import_button.isEnabled(), timeout=10_000)
    assert tab.status.text().startswith("Installed MINI: 4 words")
    assert "MINI" in tab.names
    installed = [r for r in station.runtime.audit.query() if r.kind is EventKind.LEXICON_INSTALLED]
    assert installed[0].body["details"]["words"] == 4
    station.screenshot("director-lexicons")


def test_a_damaged_lexicon_file_is_refused(make_station, answers, tmp_path):
    station = director_station(make_station, answers)
    panel = open_panel(station)
    tab = panel.lexicons
    damaged = tmp_path / "nwl.clex"
    damaged.write_bytes(b"\x89CLEX\r\n\n" + b"\x00" * 50)
    tab.install_path.setText(str(damaged))
    tab.install_button.click()  # checked on a worker: the screen does not wait
    station.qtbot.waitUntil(lambda: tab.install_button.isEnabled(), timeout=20_000)
    assert answers.told and answers.told[0].startswith("Refused:")
    assert "nwl.clex" in answers.told[0]
    assert tab.names == ["ENABLE"]


def test_switching_a_profiles_lexicon_confirms_old_and_new_and_the_ready_screen_follows(
    make_station, answers
):
    station = director_station(make_station, answers, install_mini=True)
    panel = open_panel(station)
    tab = panel.profiles
    tab.table.selectRow(0)
    tab.lexicon.setCurrentText("MINI")
    answers.answer = False  # first the director says no: nothing changes
    tab.save.click()
    question = answers.asked[-1]
    assert "from ENABLE (172,820 words, fingerprint b819e7b67f8f2c80)" in question
    assert "to MINI (4 words, fingerprint" in question
    assert load_config().profiles[0].lexicon == "ENABLE"
    answers.answer = True
    tab.lexicon.setCurrentText("MINI")
    tab.rule.setCurrentIndex(tab.rule.findData("ten-point"))
    tab.save.click()
    assert load_config().profiles[0].lexicon == "MINI"
    switched = [r for r in station.runtime.audit.query() if r.kind is EventKind.LEXICON_SWITCHED]
    details = switched[0].body["details"]
    assert details["from"]["name"] == "ENABLE" and details["to"]["name"] == "MINI"
    assert details["from"]["fingerprint"].startswith("b819e7b6")
    assert [r.kind for r in station.runtime.audit.query()][-1] is EventKind.RULE_CHANGED
    banner = station.window.banner  # above director mode, already the new lexicon
    assert banner.lexicon.text().startswith("MINI  ·  4 words")
    panel.back.click()
    assert banner.lexicon.text().startswith("MINI  ·  4 words")
    assert banner.rule.text() == "10-point challenge"
    station.type("qi za")
    station.tab()
    assert station.window.verdict.word.text() == "YES — ACCEPTABLE"
    assert station.records()[0].body["lexicon"]["name"] == "MINI"


def test_profiles_can_be_added_and_removed(make_station, answers):
    station = director_station(make_station, answers, install_mini=True)
    panel = open_panel(station)
    tab = panel.profiles
    tab.add.click()
    tab.name.setText("Division B")
    tab.lexicon.setCurrentText("MINI")
    tab.rule.setCurrentIndex(tab.rule.findData("five-point"))
    tab.save.click()
    assert [p.name for p in load_config().profiles] == ["Main", "Division B"]
    panel.back.click()
    assert station.flow.screen is Screen.CHOOSE_PROFILE
    panel = open_panel(station)
    tab = panel.profiles
    tab.table.selectRow(1)
    tab.remove.click()
    assert [p.name for p in load_config().profiles] == ["Main"]
    actions = [
        r.body["details"]["action"]
        for r in station.runtime.audit.query()
        if r.kind is EventKind.PROFILE_CHANGED
    ]
    assert actions == ["added", "removed"]


def test_a_bad_profile_name_is_refused_with_the_reason(make_station, answers):
    station = director_station(make_station, answers)
    panel = open_panel(station)
    panel.profiles.colour.setCurrentText("blue")
    panel.profiles.save.click()
    assert "colour must look like #2f6fdb" in answers.told[-1]
    assert load_config().profiles[0].colour == "#2f6fdb"


def test_second_opinion_is_shown_under_the_verdict_and_logged(make_station, answers):
    station = director_station(make_station, answers, install_mini=True)
    panel = open_panel(station)
    tab = panel.profiles
    tab.table.selectRow(0)
    tab.second.setCurrentText("MINI")
    tab.save.click()
    panel.back.click()
    station.type("qi")
    station.tab()
    verdict = station.window.verdict
    assert verdict.word.text() == "NO — UNACCEPTABLE"
    assert verdict.second.isHidden()  # by default for the log and the director only
    body = station.records()[0].body
    assert body["second_opinion"]["verdict"] == "ACCEPTABLE"
    station.clock.advance(100)
    station.window._tick()
    panel = open_panel(station)
    tab = panel.profiles
    tab.table.selectRow(0)
    tab.second_shown.setCurrentIndex(tab.second_shown.findData("players"))
    tab.save.click()
    assert load_config().profiles[0].second_opinion_shown == "players"
    panel.back.click()
    station.type("qi")
    station.tab()
    assert verdict.second.isVisible()
    assert verdict.second.text() == "For comparison, MINI: ACCEPTABLE (does not count)"
    station.screenshot("verdict-second-opinion")


def test_settings_change_the_station_at_once_and_are_logged(make_station, answers):
    station = director_station(make_station, answers)
    panel = open_panel(station)
    tab = panel.settings
    panel.tabs.setCurrentWidget(tab)
    tab.station_name.setText("Table 12")
    tab.judge_key.setCurrentText("Insert")  # F12 marks the out play: never the judge key
    tab.verdict_seconds.setValue(15)
    tab.central_url.setText("postgresql+psycopg://nobody@127.0.0.1:9/none")
    tab.test_button.click()  # asked on a worker: the screen does not wait
    station.qtbot.waitUntil(lambda: tab.test_button.isEnabled(), timeout=15_000)
    assert tab.test_result.text().startswith("The central log did not answer")
    tab.central_url.setText("")
    assert tab.relay_status.text() == (
        "Relay: off (no central log set).\nFleet heartbeat: off (no central log set)."
    )
    station.screenshot("director-settings")
    tab.save.click()
    panel.back.click()
    assert station.window.banner.station.text() == "Station: Table 12"
    changed = [r for r in station.runtime.audit.query() if r.kind is EventKind.SETTINGS_CHANGED]
    assert changed[-1].body["details"]["changed"]["station_name"][1] == "Table 12"
    station.type("cat")
    station.tab()  # TAB is no longer the judge key
    assert station.flow.screen is Screen.ENTRY
    station.key(Qt.Key.Key_Insert)
    assert station.flow.screen is Screen.VERDICT
    assert station.flow.settings.verdict_seconds == 15


def test_exit_kiosk_is_confirmed_and_logged(make_station, answers):
    station = director_station(make_station, answers)
    panel = open_panel(station)
    panel.tabs.setCurrentWidget(panel.exit)
    station.screenshot("director-exit")
    answers.answer = False
    panel.exit.button.click()
    assert station.window.isVisible()
    answers.answer = True
    panel.exit.button.click()
    assert not station.window.isVisible()
    assert kinds(station)[-1] == "kiosk-exit"


def test_a_broken_config_shows_the_problem_and_the_director_can_still_get_in(make_station, answers):
    station = director_station(
        make_station, answers, config='[[profiles]]\nname = "A"\nrule = "triple"\n'
    )
    assert station.window.stack.currentWidget() is station.window.problem_screen
    station.screenshot("problem")
    panel = open_panel(station)
    tab = panel.profiles
    tab.table.selectRow(0)
    tab.rule.setCurrentIndex(tab.rule.findData("double"))
    tab.save.click()
    assert answers.told == []
    panel.back.click()
    assert station.flow is not None and station.flow.screen is Screen.READY


def test_every_director_screen_at_1366x768(make_station, answers, tmp_path):
    station = director_station(make_station, answers, config=PROFILES_TWO, install_mini=True)
    panel = open_panel(station)
    for tab, name in [
        (panel.profiles, "profiles"),
        (panel.lexicons, "lexicons"),
        (panel.settings, "settings"),
        (panel.audit, "audit"),
        (panel.exit, "exit"),
    ]:
        panel.tabs.setCurrentWidget(tab)
        QApplication.processEvents()
        assert panel.tabs.currentWidget() is tab and tab.isVisible()
        assert station.window.stack.currentWidget() is panel  # never a station screen behind
        shot = station.screenshot(f"director-tab-{name}")
        assert shot.stat().st_size > 5_000  # a drawn page, not an empty grab


def test_the_last_good_station_file_can_be_restored(make_station, answers, kiosk_home):
    good = director_station(make_station, answers, config=PROFILES_TWO, install_mini=True)
    good.runtime.close()
    # someone edits the file by hand and breaks it
    path = kiosk_home / "station.toml"
    path.write_text(path.read_text().replace('rule = "five-point"', 'rule = "5pt"'))
    station = director_station(make_station, answers, with_pin=False)  # keep the file as is
    assert "unknown challenge rule '5pt'" in station.window.problem_screen.detail.text()
    assert [p.name for p in load_config(kiosk_home / "station.last-good.toml").profiles] == [
        "Division A",
        "Division B",
    ]
    panel = open_panel(station)
    panel.tabs.setCurrentWidget(panel.settings)
    panel.settings.restore.click()
    panel.back.click()
    assert station.flow.screen is Screen.CHOOSE_PROFILE
    assert [p.name for p in load_config().profiles] == ["Division A", "Division B"]
    assert load_config().profiles[1].rule == "five-point"
    repaired = [r for r in station.runtime.audit.query() if r.kind is EventKind.SETTINGS_CHANGED]
    assert "5pt" in repaired[-1].body["details"]["repaired"]


def test_verifying_the_chain_from_director_mode_is_recorded(make_station, answers):
    station = director_station(make_station, answers)
    station.type("cat")
    station.tab()
    station.clock.advance(1)
    station.key(Qt.Key.Key_Space, text=" ")
    panel = open_panel(station)
    panel.tabs.setCurrentWidget(panel.audit)
    panel.audit.verify_chain()
    station.qtbot.waitUntil(lambda: not panel.audit.busy, timeout=10_000)
    assert panel.audit.verify_result.text().startswith("Chain intact:")
    record = station.runtime.audit.query()[-1]
    assert record.kind is EventKind.AUDIT_VERIFIED
    assert record.body["details"]["ok"] is True


def test_relay_state_in_plain_words():
    from kiosk.audit.relay import RelayStatus
    from kiosk.ui.director.settings_tab import relay_text

    assert relay_text(RelayStatus(True, 0, None, None, None)).endswith(
        "connecting to the central log…"
    )
    assert relay_text(RelayStatus(True, 40, 3, None, 1.0)) == "Relay: 40 copied, 3 waiting."
    assert relay_text(RelayStatus(True, 43, 0, None, 2.0)).startswith("Relay: up to date")
    down = relay_text(RelayStatus(True, 43, 2, "connection refused", 2.0))
    assert "unreachable" in down and "connection refused" in down
    diverged = relay_text(
        RelayStatus(True, 43, 0, None, 2.0, ("station st-1: diverged at record 4: differs",))
    )
    assert diverged.startswith("Relay: stopped") and "diverged at record 4" in diverged
    assert "audit compare" in diverged


def test_a_mistyped_central_address_is_refused_before_it_is_saved(
    make_station, answers, kiosk_home
):
    """The typo that used to brick stations: refused on screen, the file and last good
    untouched, and the station keeps judging."""
    station = director_station(make_station, answers)
    before = (kiosk_home / "station.toml").read_bytes()
    panel = open_panel(station)
    tab = panel.settings
    panel.tabs.setCurrentWidget(tab)
    tab.central_url.setText("http://central.local/challenges")
    tab.test_button.click()
    station.qtbot.waitUntil(lambda: tab.test_button.isEnabled(), timeout=15_000)
    assert "PostgreSQL" in tab.test_result.text()
    tab.save.click()
    assert len(answers.told) == 1
    assert "central_url" in answers.told[0] and "PostgreSQL" in answers.told[0]
    assert (kiosk_home / "station.toml").read_bytes() == before
    assert b"http://" not in (kiosk_home / "station.last-good.toml").read_bytes()
    panel.back.click()
    station.type("cat")
    station.tab()
    assert station.flow.verdict is not None and station.flow.verdict.recorded


def test_a_new_station_name_is_on_the_next_record_at_once(make_station, answers):
    station = director_station(make_station, answers)
    panel = open_panel(station)
    panel.tabs.setCurrentWidget(panel.settings)
    panel.settings.station_name.setText("Table 12")
    panel.settings.save.click()
    panel.back.click()
    station.type("cat")
    station.tab()
    assert station.records()[-1].station_name == "Table 12"


MISSING_B = PROFILES_TWO.replace('lexicon = "MINI"', 'lexicon = "CSW24"')


def test_a_broken_division_disables_only_itself(make_station, answers):
    station = director_station(make_station, answers, config=MISSING_B, install_mini=True)
    window = station.window
    assert station.runtime.ready and station.flow.screen is Screen.CHOOSE_PROFILE
    texts = [label.text() for label in window.chooser.findChildren(QLabel)]
    assert any(t.startswith("Division B\nNot available at this station now") for t in texts)
    station.screenshot("chooser-one-division-unavailable")
    station.key(Qt.Key.Key_F2)
    assert station.flow.screen is Screen.CHOOSE_PROFILE
    assert "Division B cannot be judged" in window.footer.text()
    station.key(Qt.Key.Key_F1)  # Division A keeps its key and judges
    station.type("cat")
    station.tab()
    assert station.flow.verdict.recorded
    started = [r for r in station.runtime.audit.query() if r.kind.value == "kiosk-started"]
    assert started[0].details["unavailable"][0]["name"] == "Division B"
    assert "CSW24" in started[0].details["unavailable"][0]["problem"]


def test_the_director_fixes_a_division_naming_a_missing_lexicon(make_station, answers):
    """It used to fail silently: the confirmation asked the library for the missing lexicon."""
    station = director_station(make_station, answers, config=MISSING_B, install_mini=True)
    station.clock.advance(60)
    station.window._tick()
    panel = open_panel(station)
    tab = panel.profiles
    assert "NOT USABLE" in tab.table.item(1, 1).text()
    station.screenshot("director-profile-not-usable")
    tab.table.selectRow(1)
    tab.lexicon.setCurrentText("MINI")
    tab.save.click()
    assert (
        "from CSW24 (not usable:" in answers.asked[-1] and "to MINI (4 words" in answers.asked[-1]
    )
    assert answers.told == []
    assert load_config().profiles[1].lexicon == "MINI"
    assert station.runtime.unavailable_profiles == []
    # a new division naming a lexicon that is not installed is refused, nothing written
    service = panel.context.service
    config = service.runtime.config
    broken = dataclasses.replace(
        config, profiles=(*config.profiles, Profile(name="Division C", lexicon="NWL2099"))
    )
    assert "NWL2099 (not usable:" in service.preview(broken)[0]
    with pytest.raises(ChangeRefused, match=r"NWL2099.*Nothing was changed"):
        service.apply(broken)
    assert [p.name for p in load_config().profiles] == ["Division A", "Division B"]


def test_confirmations_show_everything_that_changes(make_station, answers):
    station = director_station(make_station, answers, install_mini=True)
    panel = open_panel(station)
    tab = panel.profiles
    tab.add.click()
    tab.name.setText("Division B")
    tab.lexicon.setCurrentText("MINI")
    tab.rule.setCurrentIndex(tab.rule.findData("five-point"))
    tab.save.click()
    added = answers.asked[-1]
    assert "Add profile 'Division B': lexicon MINI (4 words, fingerprint" in added
    assert "5-point challenge" in added and "colour #" in added and "second opinion none" in added
    settings = panel.settings
    panel.tabs.setCurrentWidget(settings)
    settings.verdict_seconds.setValue(12)
    settings.sound.setChecked(True)
    settings.central_url.setText("postgresql://kiosk:s3cret@central.local/challenges")
    answers.answer = False
    settings.save.click()
    question = answers.asked[-1]
    assert "Change the verdict shown (s) from 10 to 12." in question
    assert "Change the sound on the verdict from off to on." in question
    assert "kiosk:***@central.local" in question and "s3cret" not in question


@pytest.mark.parametrize(
    "content",
    [b"\x00\x9f binary \xff", b"[director]\npin_hash = 5\n", b"[director\n", b"x = " + b"[" * 3000],
    ids=["binary", "pin-hash-not-text", "not-toml", "nested-deep"],
)
def test_a_station_file_that_cannot_be_read_never_offers_to_set_a_pin(
    make_station, kiosk_home, content
):
    """Black-box finding: with the station file (and no last good copy) unreadable, the
    kiosk opened on "set a director PIN", so anyone passing could take director mode. A
    PIN may be set at the kiosk only on a new station, or one whose file reads cleanly."""
    from kiosk.config import pin_setup_allowed

    (kiosk_home / "station.toml").write_bytes(content)
    assert not pin_setup_allowed()
    station = make_station(with_pin=False)
    window = station.window
    assert not window.director.active
    assert window.stack.currentWidget() is window.problem_screen  # says what is wrong
    station.key(Qt.Key.Key_D, CHORD)
    screen = window.director.pin
    assert window.stack.currentWidget() is screen and screen.mode == "enter"  # never "setup"
    enter_pin(station, "482107")
    assert window.director.panel is None and window.stack.currentWidget() is screen
    assert screen.message.text().startswith("No PIN can be checked: the station's settings")
    station.screenshot(f"director-pin-settings-unreadable-{content[:12].hex()}")
    assert window.director.guard.wait_remaining() == 0  # not counted as a wrong PIN
    assert (kiosk_home / "station.toml").read_bytes() == content  # no PIN written into it


def test_a_station_that_judged_never_offers_to_set_a_pin_when_its_settings_are_deleted(
    make_station, kiosk_home
):
    """Black-box finding: with station.toml and its last good copy deleted on a station in
    use, the kiosk opened on "set a director PIN" for anyone passing."""
    station = make_station()
    station.type("cat")
    station.key(Qt.Key.Key_Tab)
    assert station.runtime.judged_before()
    station.runtime.close()
    for name in ("station.toml", "station.last-good.toml"):
        (kiosk_home / name).unlink(missing_ok=True)
    station = make_station(with_pin=False)
    window = station.window
    assert not window.director.active  # the station screen, not the PIN setup
    station.key(Qt.Key.Key_D, CHORD)
    assert window.director.pin.mode == "enter"
