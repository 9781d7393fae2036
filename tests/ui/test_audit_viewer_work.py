"""The audit viewer's work off the GUI thread: pages, stale answers, search, cancel, failures."""

from __future__ import annotations

import sqlite3
import threading
from datetime import UTC, datetime

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from kiosk.audit import AuditQuery, AuditUnavailable, EventKind, open_audit_log
from kiosk.director.audit_desk import AuditDesk
from kiosk.director.audit_jobs import column
from kiosk.ui.director.audit.tab import AuditTab
from tests.audit.test_audit_report import make_tournament_log
from tests.ui.audit_bulk import STATIONS, fill_log

TYPED = column("Typed / details")


def settle(qtbot, tab: AuditTab) -> None:
    qtbot.waitUntil(lambda: not tab.busy, timeout=20_000)


def recorder(log):
    def record_event(kind, details) -> bool:
        try:
            log.record_event(kind, details)
        except AuditUnavailable:
            return False
        return True

    return record_event


def open_tab(qtbot, log, home, record_event=None, **kwargs) -> AuditTab:
    tab = AuditTab(
        AuditDesk(log, record_event or recorder(log), home / "exports"),
        clock=lambda: datetime(2024, 5, 6, 8, 30, tzinfo=UTC),
        **kwargs,
    )
    qtbot.addWidget(tab)
    tab.resize(1366, 768)
    tab.show()
    qtbot.waitExposed(tab)
    settle(qtbot, tab)
    return tab


@pytest.fixture
def big(kiosk_home, enable_lexicon):
    path = kiosk_home / "big.sqlite3"
    fill_log(path, 1250, enable_lexicon)
    log = open_audit_log(station_id="st-1", station_name=STATIONS["st-1"], path=path)
    yield log
    log.close()


@pytest.fixture
def tournament(kiosk_home, enable_lexicon):
    made = make_tournament_log(kiosk_home, enable_lexicon)
    yield made.log
    made.log.close()


def test_scrolling_to_the_end_loads_every_page_once(qtbot, big, kiosk_home):
    tab = open_tab(qtbot, big, kiosk_home, page_size=100)
    assert tab.model.rowCount() == 100  # one page, not the whole log
    flagged = sum(1 for r in big.query() if any(r.flags.values()))
    assert tab.count_label.text() == f"1,250 shown · {flagged} flagged" and flagged == 95
    while tab.model.rowCount() < 1250:
        before = tab.model.rowCount()
        tab.table.scrollToBottom()
        qtbot.waitUntil(lambda b=before: tab.model.rowCount() > b, timeout=10_000)
        settle(qtbot, tab)
    expected = [r.event_id for r in reversed(big.query())]
    assert [r.event_id for r in tab.shown] == expected
    assert not tab.model.canFetchMore()

    # a filter starts again from its first page
    tab.station.setCurrentIndex(tab.station.findData("st-2"))
    settle(qtbot, tab)
    assert tab.count_label.text().startswith("625 shown")
    assert tab.model.rowCount() in (100, 200)  # Qt may ask for one more page as it resets
    newest_st2 = [r.event_id for r in reversed(big.query(AuditQuery(station="st-2")))]
    assert [r.event_id for r in tab.shown] == newest_st2[: tab.model.rowCount()]
    assert tab.station.currentText() == STATIONS["st-2"]


def test_an_answer_to_an_earlier_filter_is_dropped(qtbot, big, kiosk_home):
    tab = open_tab(qtbot, big, kiosk_home, page_size=50)
    shown = []
    deliver = tab._loaded
    tab._loaded = lambda loaded: (shown.append(loaded.query), deliver(loaded))
    for value in ("unacceptable", "acceptable", "unacceptable", "any", "acceptable"):
        tab.verdict.setCurrentIndex(tab.verdict.findData(value))  # no event loop in between
    settle(qtbot, tab)
    assert shown == [tab.filters().query()]  # only the last filter's answer reached the table
    assert {r.verdict for r in tab.shown} == {"ACCEPTABLE"}
    assert tab.counts.total == len(big.query(AuditQuery(verdict="ACCEPTABLE")))


def test_search_finds_records_by_any_word_typed(qtbot, tournament, kiosk_home):
    tab = open_tab(qtbot, tournament, kiosk_home)
    qtbot.keyClicks(tab.search, "CATZ")
    assert tab.busy  # waiting for a pause in typing, then reading
    settle(qtbot, tab)
    assert [tab.model.cell_text(r, TYPED) for r in tab.shown] == ["catz dogs"]
    assert tab.count_label.text() == "1 shown · 1 flagged"
    tab.search.setText("dogs")
    settle(qtbot, tab)
    assert [r.typed for r in tab.shown] == ["dogs catx", "catz dogs"]
    tab.search.setText("%")  # a wildcard is a plain character: nobody typed one
    settle(qtbot, tab)
    assert tab.shown == [] and tab.count_label.text() == "0 shown · 0 flagged"

    tab.search.setText("dogs")
    settle(qtbot, tab)
    tab.export_buttons["csv"].click()
    settle(qtbot, tab)
    made = [r for r in tournament.query() if r.kind is EventKind.EXPORT_MADE][-1]
    assert made.details["filters"] == {"text": "dogs"} and made.details["records"] == 2
    assert tab.last_export.read_text("utf-8-sig").count("\n") == 3  # header and two rows


def test_the_gui_thread_does_not_wait_for_a_locked_log(qtbot, tournament, kiosk_home):
    tab = open_tab(qtbot, tournament, kiosk_home)
    target = tab.shown[-1]
    assert tab.select_record(target.event_id)
    locker = sqlite3.connect(tournament.path, isolation_level=None)
    locker.execute("BEGIN IMMEDIATE")  # another program holds the write lock
    try:
        tab.add_note()
        tab.note_dialog.note.setPlainText("Checked by hand")
        ok = tab.note_dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
        qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)  # returns although the note waits
        assert tab.busy and "Saving the note" in tab.status.text()
        label = tab.action_bar.work_label  # the screen keeps answering meanwhile
        qtbot.waitUntil(lambda: label.text() == "Working: Saving the note…", timeout=3000)
    finally:
        locker.execute("ROLLBACK")
        locker.close()
    settle(qtbot, tab)
    assert "Note added to seq 1" in tab.status.text()
    assert tab.model.cell_text(tab.selected(), column("Flags")) == "annotated"


def test_cancelled_export_leaves_no_file_and_is_not_recorded(qtbot, tournament, kiosk_home):
    release = threading.Event()

    def slow_record(kind, details) -> bool:
        if kind is EventKind.AUDIT_VERIFIED:
            release.wait(10)  # the chain check of the HTML report is under way
        return recorder(tournament)(kind, details)

    tab = open_tab(qtbot, tournament, kiosk_home, record_event=slow_record)
    tab.export_buttons["html"].click()
    assert tab.cancel_button.isVisibleTo(tab) and not tab.export_buttons["csv"].isEnabled()
    assert tab.action_bar.work_label.text() == "Working: Exporting HTML report…"
    tab.cancel_button.click()
    assert not tab.cancel_button.isVisibleTo(tab) and tab.export_buttons["csv"].isEnabled()
    assert "cancelled" in tab.status.text()
    release.set()
    tab.ops.wait()
    QApplication.processEvents()
    assert not list((kiosk_home / "exports").glob("*"))
    assert not [r for r in tournament.query() if r.kind is EventKind.EXPORT_MADE]
    assert tab.last_export is None


def test_export_to_a_folder_that_cannot_be_written_says_so(qtbot, tournament, kiosk_home):
    tab = open_tab(qtbot, tournament, kiosk_home)
    blocker = kiosk_home / "not-a-folder"
    blocker.write_text("a file where the export folder should be")
    tab.export_dir = blocker
    tab.export_buttons["jsonl"].click()
    settle(qtbot, tab)
    assert tab.status.text().startswith("JSON Lines export failed: ")
    assert not [r for r in tournament.query() if r.kind is EventKind.EXPORT_MADE]


def test_a_damaged_log_is_reported_not_raised(qtbot, tournament, kiosk_home):
    tab = open_tab(qtbot, tournament, kiosk_home)
    conn = sqlite3.connect(tournament.path, isolation_level=None)
    conn.execute("ALTER TABLE audit_records RENAME TO gone")
    conn.close()
    tab.refresh_button.click()
    settle(qtbot, tab)
    assert tab.status.text().startswith("The log cannot be read: ")
    assert "no such table" in tab.status.text()
    tab.verify_chain()
    settle(qtbot, tab)
    # a log without its records table is damage: verify says BROKEN and why, never raises
    assert tab.verify_result.text().startswith("BROKEN: the log file is damaged")
    assert "audit_records" in tab.verify_result.text()
    assert tab.isVisible()


def test_export_message_writes_the_count_the_languages_way(qtbot, big, kiosk_home):
    from kiosk.ui.i18n import install_application_language

    tab = open_tab(qtbot, big, kiosk_home)
    try:
        # the second export counts the first one's record too; French groups with a thin space
        expected = (("en", "Exported 1,250 records to "), ("fr", "1\u202f251 enregistrements "))
        for code, written in expected:
            install_application_language(code)
            tab.export_buttons["jsonl"].click()
            settle(qtbot, tab)
            assert written in tab.status.text(), tab.status.text()
    finally:
        install_application_language(None)
