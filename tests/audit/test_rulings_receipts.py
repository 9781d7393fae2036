"""Rulings refer to what exists: a receipt the log issued, kept in the CSV with every typed
field, worded without raw values (issue 24 item 7). Real SQLite logs, the real dialog, the
real `audit export` command."""

from __future__ import annotations

import csv
import io
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtWidgets import QDialogButtonBox

from kiosk.audit import EventKind
from kiosk.core.rulings import ruling_details
from kiosk.director.audit_jobs import receipts_issued_by
from kiosk.ui.director.audit.details import AnnotationDialog, details_html, plain_value
from kiosk.ui.i18n import install_application_language
from kiosk.ui.player_text import player_text
from tests.audit.test_audit_report import make_tournament_log
from tests.conftest import REPO


@pytest.fixture
def tournament(kiosk_home, enable_lexicon):
    made = make_tournament_log(kiosk_home, enable_lexicon)
    yield made
    made.log.close()


def _record(tournament, name):
    return next(r for r in tournament.log.query() if r.event_id == tournament.ids[name])


def test_a_new_receipt_the_log_never_issued_is_refused(tournament):
    issued = receipts_issued_by(tournament.log)
    dogs = _record(tournament, "dogs")
    catz = _record(tournament, "catz")
    assert issued(dogs.receipt) and not issued("GK-9999")
    with pytest.raises(ValueError, match="no adjudication in this log has the receipt GK-9999"):
        ruling_details("re-adjudicated", "typed again", issued=issued, new_receipt="GK-9999")
    with pytest.raises(ValueError, match="receipt of the record ruled on"):
        ruling_details(
            "re-adjudicated",
            "typed again",
            issued=issued,
            target_receipt=catz.receipt,
            new_receipt=catz.receipt,
        )
    details = ruling_details(
        "re-adjudicated",
        "typed again",
        issued=issued,
        target_receipt=catz.receipt,
        new_receipt=dogs.receipt.lower(),
    )
    assert details["new_receipt"] == dogs.receipt
    assert details["refers_to_receipt"] == catz.receipt


def _dialog(qtbot, tournament, record):
    dialog = AnnotationDialog(record, issued=receipts_issued_by(tournament.log))
    qtbot.addWidget(dialog)
    dialog.category.setCurrentIndex(dialog.category.findData("re-adjudicated"))
    dialog.note.setPlainText("CATX was typed for CATS")
    return dialog


@pytest.mark.parametrize("language", ["en", "fr", "de"])
def test_the_ruling_form_refuses_a_receipt_never_issued_in_its_language(
    qtbot, tournament, language
):
    install_application_language(language)
    try:
        catz = _record(tournament, "catz")
        dialog = _dialog(qtbot, tournament, catz)
        dialog.new_receipt.setText("GK-9999")
        accepted: list[int] = []
        dialog.accepted.connect(lambda: accepted.append(1))
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
        problem = dialog.problem.text()
        assert not accepted and "GK-9999" in problem
        if language == "en":
            assert problem.startswith("no adjudication in this log has the receipt GK-9999")
        else:  # translated, not the English
            assert "no adjudication in this log" not in problem
        dialog.new_receipt.setText(_record(tournament, "dogs").receipt)
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
        assert accepted == [1]
    finally:
        install_application_language("en")


def test_a_ruling_saved_through_the_form_names_both_receipts(qtbot, tournament):
    catz, dogs = _record(tournament, "catz"), _record(tournament, "dogs")
    dialog = _dialog(qtbot, tournament, catz)
    dialog.new_receipt.setText(dogs.receipt)
    note = tournament.log.annotate(
        catz.event_id, dialog.category_value, dialog.note_text, **dialog.fields
    )
    assert note.details["new_receipt"] == dogs.receipt
    assert note.details["refers_to_receipt"] == catz.receipt


def test_the_ruling_list_cites_each_rule_once(qtbot, tournament):
    dialog = AnnotationDialog(_record(tournament, "catz"))
    qtbot.addWidget(dialog)
    items = [dialog.category.itemText(i) for i in range(dialog.category.count())]
    assert "Compensated (NSA IV.K.5)" in items
    assert "Manual lookup result (NSA IV.K)" in items
    for item in items:
        assert item.count("NSA") <= 1, item


def _annotate_everything(tournament):
    log, ids = tournament.log, tournament.ids
    catz, dogs = _record(tournament, "catz"), _record(tournament, "dogs")
    issued = receipts_issued_by(log)
    rulings = {
        "re-adjudicated": {"new_receipt": dogs.receipt},
        "manual-lookup": {"result": "UNACCEPTABLE"},
        "improper-lookup-penalty": {"player": "challenger", "points": 10},
        "compensated-iv-k-5": {"compensated": "a turn"},
    }
    for category, fields in rulings.items():
        log.annotate(
            ids["catz"], category, f"ruling {category}", issued=issued,
            target_receipt=catz.receipt, **fields,
        )  # fmt: skip
    log.annotate(ids["settings"], "note", "a note on an event")
    return catz, dogs


def _export(home: Path, *args: str) -> list[dict[str, str]]:
    env = {**os.environ, "CHALLENGE_KIOSK_HOME": str(home), "PYTHONPATH": str(REPO)}
    done = subprocess.run(
        [sys.executable, "-m", "kiosk", "audit", "export", "--format", "csv", *args],
        capture_output=True,
        env=env,
        cwd=REPO,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr.decode()
    return list(csv.DictReader(io.StringIO(done.stdout.decode("utf-8-sig"))))


def test_the_csv_keeps_every_typed_ruling_field_and_both_receipts(tournament, kiosk_home):
    catz, dogs = _annotate_everything(tournament)
    tournament.log.close()
    rows = _export(kiosk_home)
    rulings = {r["ruling"]: r for r in rows if r["kind"] == "annotation"}
    assert set(rulings) >= {
        "re-adjudicated",
        "manual-lookup",
        "improper-lookup-penalty",
        "compensated-iv-k-5",
        "note",
    }
    for category in ("re-adjudicated", "manual-lookup", "improper-lookup-penalty"):
        assert rulings[category]["refers_to_receipt"] == catz.receipt
        assert rulings[category]["refers_to"] == catz.event_id  # the id stays, for tools
    assert rulings["re-adjudicated"]["new_receipt"] == dogs.receipt
    assert rulings["re-adjudicated"]["ruling_source"] == "NSA IV.J.1.m"
    assert rulings["manual-lookup"]["lookup_result"] == "UNACCEPTABLE"
    penalty = rulings["improper-lookup-penalty"]
    assert (penalty["ruling_player"], penalty["ruling_points"]) == ("challenger", "10")
    assert rulings["compensated-iv-k-5"]["compensated"] == "a turn"
    assert rulings["note"]["refers_to_receipt"] == ""  # a settings event has no receipt
    # the fixture's older ruling recorded no receipt: the export finds it among its rows
    older = [r for r in rows if r["kind"] == "annotation" and "<script>" in r["note"]]
    assert len(older) == 1 and older[0]["refers_to_receipt"] == catz.receipt
    adjudications = [r for r in rows if r["kind"] == "adjudication"]
    assert all(r["ruling"] == "" and r["new_receipt"] == "" for r in adjudications)

    french = _export(kiosk_home, "--language", "fr")
    fr = player_text("fr")
    penalty = next(r for r in french if r[fr.text("Audit", "Penalty points")] == "10")
    assert penalty[fr.text("Audit", "Penalised player")] == fr.text("Audit", "challenger")
    assert penalty[fr.text("Audit", "Receipt referred to")] == catz.receipt


def test_a_ruling_filtered_away_from_its_record_still_names_its_receipt(tournament, kiosk_home):
    catz, _dogs = _annotate_everything(tournament)
    tournament.log.close()
    rows = _export(kiosk_home, "--since", "2024-05-05")  # catz was judged on 4 May
    assert all(r["event_id"] != catz.event_id for r in rows)
    lookup = next(r for r in rows if r["ruling"] == "manual-lookup")
    assert lookup["refers_to_receipt"] == catz.receipt


def test_the_details_show_no_raw_values(qtbot, tournament):
    _annotate_everything(tournament)
    log = tournament.log
    log.record_event(
        EventKind.SETTINGS_CHANGED,
        {"central_url": None, "keys": {"judge": "Tab", "out": None}, "sound": True},
    )
    records = log.query()
    by_id = {r.event_id: r for r in records}
    for record in records:
        notes = [r for r in records if r.refers_to == record.event_id]
        html = details_html(record, by_id, notes).replace("None. Use", "")  # a sentence
        for raw in ("None", "{", "}", "True", "False"):
            assert raw not in html, (record.kind, raw, html)
        assert "(NSA IV.K.5) (NSA IV.K.5)" not in html
    # a ruling whose record is not at hand names it by its receipt, never by a bare id
    ruling = next(r for r in records if r.details.get("category") == "manual-lookup")
    catz = _record(tournament, "catz")
    assert catz.receipt in details_html(ruling, {}, [])


def test_plain_values_are_words():
    words = player_text("en")
    assert plain_value(None, words) == "\u2014"
    assert plain_value(True, words) == "yes"
    assert plain_value({"a_b": None, "c": [1, 2]}, words) == "a_b: \u2014; c: 1, 2"


def test_the_viewer_s_ruling_form_asks_the_log(qtbot, tournament, kiosk_home):
    """Director mode's audit viewer hands its log's lookup to the form it opens."""
    from datetime import UTC, datetime

    from kiosk.director.audit_desk import AuditDesk
    from kiosk.ui.director.audit.tab import AuditTab

    tab = AuditTab(
        AuditDesk(tournament.log, lambda kind, details: True, kiosk_home / "exports"),
        clock=lambda: datetime(2024, 5, 6, 8, 30, tzinfo=UTC),
    )
    qtbot.addWidget(tab)
    tab.show()
    qtbot.waitUntil(lambda: not tab.busy, timeout=10_000)
    before = len(tournament.log.query())
    assert tab.select_record(tournament.ids["catz"])
    dialog = tab.add_note()
    assert dialog is not None
    dialog.category.setCurrentIndex(dialog.category.findData("re-adjudicated"))
    dialog.new_receipt.setText("GK-9999")
    dialog.note.setPlainText("typed again")
    dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    assert dialog.isVisible() and "GK-9999" in dialog.problem.text()
    qtbot.wait(200)  # time passes: the dialog would record within this, were it to
    assert len(tournament.log.query()) == before  # nothing was recorded
    dialog.reject()
