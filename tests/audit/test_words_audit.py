"""What director mode reads about the audit log is made of messages, worded in its language.

The audit viewer's column headers, the chain check and why a chain is broken, a refused
ruling, the rulings' titles and typed fields, the relay's divergences and the heartbeat's
state come from the Qt-free layers as `Template`s and `Message`s, each in its module's context:
their English (``str()``) is the text of before, and the log still records English. With
director mode in a language that has no translation for some of them yet, the audit tab
shows those in English and the rest in that language, and nothing breaks.
"""

from __future__ import annotations

import sqlite3
from datetime import UTC, datetime
from html import escape

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from kiosk.audit import AuditQuery, EventKind
from kiosk.audit.heartbeat import HeartbeatStatus, heartbeat_message, heartbeat_text
from kiosk.audit.relay import RelayStatus
from kiosk.core.i18n import Message, Template, said
from kiosk.core.rulings import (
    NO_RECEIPT,
    RULINGS,
    ruling_details,
    ruling_label,
    ruling_summary,
    ruling_title,
)
from kiosk.core.station_messages import STATION_DIVERGED
from kiosk.director.audit_jobs import (
    ANNOTATED,
    CHAIN_INTACT,
    COLUMNS,
    FREE_TEXT_COLUMNS,
    column,
    verify_and_record,
    verify_message,
    verify_text,
)
from tests.audit.test_audit_report import make_tournament_log


@pytest.fixture
def tournament(kiosk_home, enable_lexicon):
    made = make_tournament_log(kiosk_home, enable_lexicon)
    yield made
    made.log.close()


class Job:
    """A job nobody cancels (what `verify_and_record` runs under)."""

    def cancelled(self) -> bool:
        return False

    def check(self) -> None:
        pass

    def progress(self, done: int, total: int) -> None:
        pass


def recorder(log):
    def record_event(kind, details) -> bool:
        log.record_event(kind, details)
        return True

    return record_event


def break_seq_2(tournament) -> None:
    """Change the stored verdict column of seq 2 ("catz dogs"), as an attacker would."""
    conn = sqlite3.connect(tournament.log.path, isolation_level=None)
    try:
        conn.execute("DROP TRIGGER audit_records_no_update")
        conn.execute("UPDATE audit_records SET verdict = 'ACCEPTABLE' WHERE seq = 2")
    finally:
        conn.close()


# -- without Qt ----------------------------------------------------------------------------


def test_the_viewer_headers_are_director_templates():
    assert all(isinstance(c, Template) and c.context == "AuditJobs" for c in COLUMNS)
    assert [c.source for c in COLUMNS] == [
        "Time",
        "Seq",
        "Kind",
        "Typed / details",
        "Verdict",
        "Flags",
        "Station",
        "Profile",
        "Lexicon",
        "Rule",
    ]
    assert FREE_TEXT_COLUMNS == {column("Typed / details")} == {3}
    with pytest.raises(ValueError):
        column("Typed")


@pytest.mark.parametrize(
    ("category", "note", "fields", "english"),
    [
        ("note", "   ", {}, "write a note: what happened, and who decided it"),
        ("note", "x" * 2001, {}, "the note is longer than 2000 characters"),
        (
            "overruled",
            "a note",
            {},
            "unknown ruling 'overruled'; choose one of: re-adjudicated, manual-lookup, "
            "improper-lookup-penalty, compensated-iv-k-5, note",
        ),
        (
            "re-adjudicated",
            "a note",
            {"new_receipt": "0042"},
            "give the receipt of the new adjudication, e.g. GK-0042",
        ),
        (
            "manual-lookup",
            "a note",
            {"result": "maybe"},
            "the manual lookup result is ACCEPTABLE or UNACCEPTABLE",
        ),
        (
            "improper-lookup-penalty",
            "a note",
            {"player": "director"},
            "say which player is penalised: challenger or challenged",
        ),
        (
            "improper-lookup-penalty",
            "a note",
            {"player": "challenged", "points": 0},
            "the penalty is a number of points from 1 to 100 (usually 10)",
        ),
        (
            "compensated-iv-k-5",
            "a note",
            {"compensated": "  "},
            "say what was compensated (points, a turn, time)",
        ),
    ],
)
def test_a_wrong_ruling_form_raises_a_message(category, note, fields, english):
    with pytest.raises(ValueError) as caught:
        ruling_details(category, note, **fields)
    message = said(caught.value)
    assert isinstance(message, Message) and message.context == "Rulings"
    assert caught.value.args == (message,)
    assert str(caught.value) == message.english == english


def test_a_ruling_the_log_refuses_records_nothing_and_says_why(tournament):
    log, before = tournament.log, len(tournament.log.query())
    with pytest.raises(ValueError) as caught:
        log.annotate(tournament.ids["cat"], "manual-lookup", "checked", result="maybe")
    assert isinstance(said(caught.value), Message)
    assert len(log.query()) == before


def test_ruling_titles_and_fields_are_messages_with_the_english_of_before(tournament):
    assert all(isinstance(r.title, Template) for r in RULINGS.values())
    assert {r.title.context for r in RULINGS.values()} == {"Rulings"}
    assert ruling_title("compensated-iv-k-5") == "Compensated (NSA IV.K.5)"
    assert ruling_title("overturned-by-manual-lookup") == "Overturned by manual lookup"
    assert ruling_title("from-a-later-version") == "from-a-later-version"
    label = ruling_label("manual-lookup")
    assert isinstance(label, Message) and str(label) == "Manual lookup result"
    assert ruling_label("from-a-later-version") == "from-a-later-version"

    penalty = ruling_summary({"player": "challenged", "points": 5})
    assert isinstance(penalty, Message) and str(penalty) == "5 points off the challenged"
    both = ruling_summary({"new_receipt": "GK-0042", "result": "ACCEPTABLE"})
    assert str(both) == "new record GK-0042; manual lookup: ACCEPTABLE"
    assert ruling_summary({"category": "note", "note": "just a note"}) == ""

    # what the log records is the category and the fields, never words
    (note,) = tournament.log.query(AuditQuery(kinds=(EventKind.ANNOTATION,)))
    assert note.details["category"] == "compensated-iv-k-5"
    assert str(ruling_summary(note.details)) == "compensated: 5 points"


def test_a_broken_chain_says_why_in_a_message_and_the_log_records_english(tournament):
    log = tournament.log
    intact = log.verify()
    assert str(verify_message(intact)) == verify_text(intact) == "Chain intact: 7 records"
    assert verify_message(intact).template is CHAIN_INTACT

    break_seq_2(tournament)
    report = log.verify()
    problem = report.first_problem
    assert problem is not None and (problem.seq, problem.kind) == (2, "edited")
    assert isinstance(problem.message, Message) and problem.message.context == "AuditChain"
    assert str(problem.message) == (
        "its verdict column ('ACCEPTABLE') differs from the record ('UNACCEPTABLE')"
    )
    message = verify_message(report)
    assert message.context == "AuditChain" and problem.message in dict(message.values).values()
    assert (
        str(message)
        == report.summary()
        == ("BROKEN at seq 2 (station st-7): edited \u2014 " + str(problem.message))
    )

    checked, recorded = verify_and_record(log, recorder(log), Job())
    assert recorded and not checked.ok
    (event,) = log.query(AuditQuery(kinds=(EventKind.AUDIT_VERIFIED,)))
    assert event.details["first_problem"] == report.summary()  # English, a plain string
    assert type(event.details["first_problem"]) is str


def test_relay_and_heartbeat_states_are_messages():
    difference = STATION_DIVERGED(station="st-1", difference="record 7: it was changed")
    status = RelayStatus(True, 6, 0, None, 1.0, (str(difference),), (difference,))
    assert status.said() == (difference,) and difference.context == "Relay"
    assert status.diverged == ("station st-1: record 7: it was changed",)
    older = RelayStatus(True, 6, 0, None, 1.0, ("station st-1: diverged at record 4",))
    assert older.said() == ("station st-1: diverged at record 4",)

    for beat in (None, HeartbeatStatus(0, "timeout", None), HeartbeatStatus(2, None, 10.0)):
        message = heartbeat_message(beat, now=14.0)
        assert isinstance(message, Message) and message.context == "Heartbeat"
        assert str(message) == heartbeat_text(beat, now=14.0)
    assert heartbeat_text(HeartbeatStatus(2, None, 10.0), now=14.0) == (
        "Fleet heartbeat: sent 4 s ago."
    )


# -- the audit tab in another language ----------------------------------------------------


def test_the_audit_tab_in_a_language_without_these_texts_shows_english(
    qtbot, tournament, kiosk_home
):
    from kiosk.audit.words import flag_label
    from kiosk.director.audit_desk import AuditDesk
    from kiosk.ui.director.audit.tab import AuditTab
    from kiosk.ui.i18n import application_language, install_application_language
    from kiosk.ui.player_text import Player, director_text

    install_application_language("fr")
    try:
        french = application_language()
        assert french.code == "fr" and french.loaded
        log = tournament.log
        tab = AuditTab(
            AuditDesk(log, recorder(log), kiosk_home / "exports"),
            clock=lambda: datetime(2024, 5, 6, 8, 30, tzinfo=UTC),
        )
        qtbot.addWidget(tab)
        tab.resize(1366, 768)
        tab.show()
        qtbot.waitExposed(tab)
        qtbot.waitUntil(lambda: not tab.busy, timeout=10_000)

        # headers: French where French has the word, the English where it has none yet
        shown = [tab.model.headerData(n, Qt.Orientation.Horizontal) for n in range(len(COLUMNS))]
        assert shown == [french.lookup(c.context, c.source) for c in COLUMNS]
        untranslated = [c.source for c in COLUMNS if french.lookup(c.context, c.source) == c.source]
        assert all(source in shown for source in untranslated)
        assert tab.model.headers() is tab.model.headers()  # worded once, not per paint
        metrics = tab.table.horizontalHeader().fontMetrics()
        for n, text in enumerate(shown):
            if n not in FREE_TEXT_COLUMNS:
                assert tab.table.columnWidth(n) >= metrics.horizontalAdvance(text)

        # the rows: every record, the annotated one flagged in the same language
        assert [r.seq for r in tab.shown] == [7, 6, 5, 4, 3, 2, 1]
        words = Player(french)
        row = [r.seq for r in tab.shown].index(2)
        flags = tab.model.index(row, column("Flags")).data()
        split = flag_label("possible_split_lookup", words).split(" (")[0]
        assert flags == f"{split}, {words.say(ANNOTATED())}"

        # the record in full, with its ruling worded
        assert tab.select_record(tournament.ids["catz"])
        html = tab.details_html(tab.selected())
        assert escape(words.say(ruling_label("compensated-iv-k-5"))) in html

        # a ruling form that is wrong says why, in director mode's language
        assert tab.select_record(tournament.ids["cat"])
        dialog = tab.add_note()
        assert dialog is not None
        dialog.category.setCurrentIndex(dialog.category.findData("re-adjudicated"))
        title = french.lookup("Rulings", RULINGS["re-adjudicated"].title.source)
        assert dialog.category.currentText() == f"{title} (NSA IV.J.1.m)"
        dialog.note.setPlainText("CATX was typed for CATS")
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
        QApplication.processEvents()
        assert dialog.problem.text() == french.lookup(NO_RECEIPT.context, NO_RECEIPT.source)
        assert dialog.problem.text() == director_text(NO_RECEIPT())
        dialog.reject()

        # the chain check
        tab.verify_chain()
        qtbot.waitUntil(lambda: not tab.busy, timeout=10_000)
        assert tab.verify_result.text() == director_text(CHAIN_INTACT(n=7))
    finally:
        install_application_language("en")
    # back in English, the headers are worded again
    assert tab.model.headerData(0, Qt.Orientation.Horizontal) == "Time"
    assert tab.model.headerData(column("Typed / details"), Qt.Orientation.Horizontal) == (
        "Typed / details"
    )
