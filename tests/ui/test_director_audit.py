"""The director's audit viewer, driven through its real widgets over a real SQLite log."""

from __future__ import annotations

import csv
import json
import sqlite3
from datetime import UTC, date, datetime, timedelta, timezone
from pathlib import Path

import pytest
from PySide6.QtCore import QDate, Qt
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from kiosk.audit import AuditUnavailable, EventKind
from kiosk.director.audit_desk import AuditDesk
from kiosk.director.audit_jobs import column
from kiosk.ui.director.audit.filters import AuditFilters, filter_choices
from kiosk.ui.director.audit.tab import COLUMNS, FLAGGED_BG, AuditTab
from tests.audit.test_audit_report import HOSTILE_NOTE, make_tournament_log, parse_report

SCREENSHOTS = Path(__file__).resolve().parent.parent / "artifacts" / "screens"
TYPED = column("Typed / details")
VERDICT = column("Verdict")
FLAGS = column("Flags")


@pytest.fixture
def tournament(kiosk_home, enable_lexicon):
    made = make_tournament_log(kiosk_home, enable_lexicon)
    yield made
    made.log.close()


@pytest.fixture
def tab(qtbot, tournament, kiosk_home):
    log = tournament.log

    def record_event(kind, details) -> bool:
        try:
            log.record_event(kind, details)
        except AuditUnavailable:
            return False
        return True

    widget = AuditTab(
        AuditDesk(log, record_event, kiosk_home / "exports"),
        clock=lambda: datetime(2024, 5, 6, 8, 30, tzinfo=UTC),
    )
    qtbot.addWidget(widget)
    widget.resize(1366, 768)
    widget.show()
    qtbot.waitExposed(widget)
    settle(qtbot, widget)
    return widget


def settle(qtbot, tab: AuditTab) -> None:
    """Wait until the viewer's worker has delivered everything asked of it."""
    qtbot.waitUntil(lambda: not tab.busy, timeout=10_000)


def typed_column(tab: AuditTab) -> list[str]:
    return [tab.model.cell_text(r, TYPED) for r in tab.shown if r.is_adjudication]


def choose(combo, data) -> None:
    index = combo.findData(data)
    assert index >= 0, f"{data!r} not offered"
    combo.setCurrentIndex(index)


def click(qtbot, button) -> None:
    assert button.isEnabled()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    QApplication.processEvents()
    viewer = button.window()
    if isinstance(viewer, AuditTab):
        settle(qtbot, viewer)


# -- the filters, without Qt -------------------------------------------------------------


def test_filters_build_the_store_query():
    zone = timezone(timedelta(hours=2))
    query = AuditFilters(
        date_from=date(2024, 5, 4),
        date_to=date(2024, 5, 5),
        profile="Division A",
        lexicon="b819e7b6",
        verdict="unacceptable",
        flagged_only=True,
        kind="adjudications",
    ).query(zone)
    assert query.since == datetime(2024, 5, 4, tzinfo=zone)
    assert query.until == datetime(2024, 5, 6, tzinfo=zone)  # the whole "to" day
    assert (query.profile, query.lexicon, query.verdict) == (
        "Division A",
        "b819e7b6",
        "UNACCEPTABLE",
    )
    assert query.flagged_only and [k.value for k in query.kinds] == ["adjudication"]
    events = AuditFilters(kind="events").query()
    assert EventKind.ADJUDICATION not in events.kinds and EventKind.ANNOTATION in events.kinds
    assert AuditFilters().query().kinds == () and AuditFilters().describe() == {}
    assert AuditFilters(verdict="acceptable", flagged_only=True).describe() == {
        "verdict": "acceptable",
        "flagged_only": True,
    }
    with pytest.raises(ValueError, match="verdict"):
        AuditFilters(verdict="maybe")


def test_filter_choices_come_from_the_records(tournament):
    profiles, lexicons = filter_choices(tournament.log.query())
    assert profiles == ["Division A", "Division B"]
    assert [label.split(" · ")[0] for label, _ in lexicons] == ["ENABLE", "MINI"]
    assert all(len(fp) == 64 for _, fp in lexicons)


# -- the viewer --------------------------------------------------------------------------


def test_table_lists_newest_first_with_flagged_rows_in_amber(tab):
    assert [r.seq for r in tab.shown] == [7, 6, 5, 4, 3, 2, 1]
    assert tab.count_label.text() == "7 shown · 1 flagged"
    assert tab.model.columnCount() == len(COLUMNS) == 10
    row = [r.seq for r in tab.shown].index(2)
    index = tab.model.index(row, TYPED)
    assert index.data() == "catz dogs"
    assert tab.model.index(row, FLAGS).data() == "possible split lookup, annotated"
    assert index.data(Qt.ItemDataRole.BackgroundRole).color() == FLAGGED_BG
    plain = tab.model.index([r.seq for r in tab.shown].index(1), TYPED)
    assert plain.data(Qt.ItemDataRole.BackgroundRole) is None
    time_cell = tab.model.index(row, 0).data()
    assert time_cell == "2024-05-04 13:00:30 UTC+00:00"
    note_row = [r.seq for r in tab.shown].index(6)
    assert (
        tab.model.index(note_row, TYPED)
        .data()
        .startswith("Compensated (NSA IV.K.5): compensated: 5 points. " + HOSTILE_NOTE)
    )


def test_filters_narrow_the_table(tab, qtbot):
    choose(tab.verdict, "unacceptable")
    settle(qtbot, tab)
    assert typed_column(tab) == ["dogs catx", "catz dogs"]
    assert all(r.is_adjudication for r in tab.shown)
    choose(tab.verdict, "acceptable")
    settle(qtbot, tab)
    assert typed_column(tab) == ["za", "qi za", "cat"]
    choose(tab.verdict, "any")
    settle(qtbot, tab)

    tab.flagged_only.setChecked(True)
    settle(qtbot, tab)
    assert typed_column(tab) == ["catz dogs"] and tab.count_label.text() == "1 shown · 1 flagged"
    tab.flagged_only.setChecked(False)
    settle(qtbot, tab)

    choose(tab.profile, "Division B")
    settle(qtbot, tab)
    assert typed_column(tab) == ["za", "qi za"]
    choose(tab.profile, "")
    settle(qtbot, tab)

    mini = next(fp for label, fp in filter_choices(tab.shown)[1] if label.startswith("MINI"))
    choose(tab.lexicon, mini)
    settle(qtbot, tab)
    assert typed_column(tab) == ["za", "qi za"]
    assert tab.lexicon.currentText().startswith("MINI · ")
    choose(tab.lexicon, "")
    settle(qtbot, tab)

    choose(tab.kind, "events")
    settle(qtbot, tab)
    assert [r.kind.value for r in tab.shown] == ["annotation", "settings-changed"]
    choose(tab.kind, "all")
    settle(qtbot, tab)

    tab.date_from.setDate(QDate(2024, 5, 5))
    tab.from_enabled.setChecked(True)
    settle(qtbot, tab)
    assert [r.seq for r in tab.shown] == [7, 6, 5]
    tab.from_enabled.setChecked(False)
    settle(qtbot, tab)
    tab.date_to.setDate(QDate(2024, 5, 4))
    tab.to_enabled.setChecked(True)
    settle(qtbot, tab)
    assert [r.seq for r in tab.shown] == [4, 3, 2, 1]
    assert tab.filters() == AuditFilters(date_to=date(2024, 5, 4))


def test_selecting_a_record_shows_per_word_results_and_annotations(tab, qtbot):
    row = [r.seq for r in tab.shown].index(2)
    tab.table.selectRow(row)
    text = tab.details.toPlainText()
    assert "FLAGGED: possible split lookup (NSA IV.J.2)" in text
    assert "Per-word results\nCATZ unacceptable, DOGS acceptable" in text
    assert "Typed\ncatz dogs" in text
    assert "Annotations (1)" in text
    assert (
        "Compensated (NSA IV.K.5): compensated: 5 points. " + HOSTILE_NOTE in text
    )  # shown as text, not markup
    assert tab.note_button.isEnabled()

    tab.table.selectRow([r.seq for r in tab.shown].index(4))
    text = tab.details.toPlainText()
    assert "settings changed" in text and "split_window_s: 90" in text
    assert "Per-word results" not in text


def test_verify_chain_in_plain_words_then_after_tampering(tab, qtbot, tournament):
    click(qtbot, tab.verify_button)
    assert tab.verify_result.text() == "Chain intact: 7 records"

    path = tournament.log.path
    conn = sqlite3.connect(path, isolation_level=None)
    try:
        conn.execute("DROP TRIGGER audit_records_no_update")
        conn.execute("DROP TRIGGER audit_records_no_delete")
        conn.execute(
            'UPDATE audit_records SET body = replace(body, \'"typed":"catz dogs"\', '
            '\'"typed":"cats dogs"\') WHERE seq = 2'
        )
    finally:
        conn.close()
    click(qtbot, tab.verify_button)
    assert tab.verify_result.text().startswith("BROKEN at seq 2 (station st-7): edited — ")
    assert "do not match its hash" in tab.verify_result.text()


def test_add_note_appends_an_annotation_referring_to_the_record(tab, qtbot, tournament):
    target = next(r for r in tab.shown if r.typed == "dogs catx")
    assert tab.select_record(target.event_id)
    click(qtbot, tab.note_button)
    dialog = tab.note_dialog
    assert dialog is not None and dialog.isVisible()
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert not ok.isEnabled()  # a note needs words
    choose(dialog.category, "manual-lookup")
    assert dialog.lookup_result.isVisible() and not dialog.compensated.isVisible()
    dialog.lookup_result.setCurrentText("ACCEPTABLE")
    qtbot.keyClicks(dialog.note, "Dictionary check at the desk: CATX is good in NWL")
    click(qtbot, ok)
    settle(qtbot, tab)

    notes = [r for r in tournament.log.query() if r.kind is EventKind.ANNOTATION]
    new = notes[-1]
    assert new.refers_to == target.event_id and new.seq == 8
    assert new.details == {
        "category": "manual-lookup",
        "note": "Dictionary check at the desk: CATX is good in NWL",
        "result": "ACCEPTABLE",
        "source": "NSA IV.K",
        "refers_to_receipt": target.receipt,  # the record ruled on, by its slip's code
    }
    assert tab.shown[0].event_id == new.event_id  # newest first
    assert tab.selected().event_id == target.event_id  # the selection stays
    text = tab.details.toPlainText()
    assert "Annotations (1)" in text
    assert "Manual lookup result: manual lookup: ACCEPTABLE. Dictionary check" in text
    assert "Note added to seq 5" in tab.status.text()
    row = [r.event_id for r in tab.shown].index(target.event_id)
    assert tab.model.index(row, FLAGS).data() == "annotated"


def test_exports_write_the_filtered_records_and_are_recorded(tab, qtbot, tournament, kiosk_home):
    choose(tab.kind, "adjudications")
    choose(tab.profile, "Division A")
    written = {}
    for fmt, button in tab.export_buttons.items():
        click(qtbot, button)
        written[fmt] = tab.last_export
        assert str(tab.last_export) in tab.status.text()
    assert {p.parent for p in written.values()} == {kiosk_home / "exports"}
    assert written["csv"].name == "audit-20240506-083000.csv"
    assert written["html"].name == "audit-20240506-083000.html"

    with written["csv"].open(encoding="utf-8-sig", newline="") as f:
        rows = list(csv.DictReader(f))
    assert [r["typed"] for r in rows] == ["cat", "catz dogs", "dogs catx"]  # oldest first
    assert rows[1]["word_results"] == "CATZ=unacceptable DOGS=acceptable"
    assert rows[1]["flags"] == "possible_split_lookup"

    lines = [json.loads(line) for line in written["jsonl"].read_text("utf-8").splitlines()]
    assert [line["seq"] for line in lines] == [1, 2, 5]
    assert all(line["profile"] == "Division A" for line in lines)

    page = parse_report(written["html"].read_text("utf-8"))
    assert [r[6] for r in page.tables["adjudications"]] == ["cat", "catz dogs", "dogs catx"]
    assert [r[4] for r in page.tables["flagged"]] == ["catz dogs"]
    assert page.tables["events"] == []
    assert "Chain intact" in " ".join(page.text)

    made = [r for r in tournament.log.query() if r.kind is EventKind.EXPORT_MADE]
    assert [r.details["format"] for r in made] == ["csv", "jsonl", "html"]
    for record, (fmt, path) in zip(made, written.items(), strict=True):
        assert record.details == {
            "format": fmt,
            "path": str(path),
            "records": 3,
            "filters": {"profile": "Division A", "kind": "adjudications"},
        }
    click(qtbot, tab.export_buttons["csv"])  # same second: a new name, nothing overwritten
    assert tab.last_export.name == "audit-20240506-083000-2.csv"


def test_exports_in_a_chosen_language(tab, qtbot, tournament):
    """The director picks the export language: the report and the CSV are in French (the
    station's own translations), JSON lines stay as stored, and the export records which."""
    from kiosk.ui.player_text import player_text

    french = player_text("fr")
    choose(tab.action_bar.export_language, "fr")
    written = {}
    for fmt, button in tab.export_buttons.items():
        click(qtbot, button)
        written[fmt] = tab.last_export
    text = written["html"].read_text("utf-8")
    assert '<html lang="fr">' in text
    page = parse_report(text)
    verdict = french.text("Audit", "UNACCEPTABLE")
    assert verdict != "UNACCEPTABLE" and verdict in [r[8] for r in page.tables["adjudications"]]
    assert "Chain intact" not in text
    with written["csv"].open(encoding="utf-8-sig", newline="") as f:
        rows = list(csv.reader(f))
    assert rows[0][0] == french.text("Audit", "Receipt") != "Receipt"
    lines = [json.loads(line) for line in written["jsonl"].read_text("utf-8").splitlines()]
    assert {line["verdict"] for line in lines if "verdict" in line} <= {
        "ACCEPTABLE",
        "UNACCEPTABLE",
    }
    made = [r for r in tournament.log.query() if r.kind is EventKind.EXPORT_MADE]
    assert [r.details.get("language") for r in made] == ["fr", None, "fr"]
    choose(tab.action_bar.export_language, "")  # as stored: column ids again
    click(qtbot, tab.export_buttons["csv"])
    with tab.last_export.open(encoding="utf-8-sig", newline="") as f:
        assert next(csv.reader(f))[0] == "receipt"


def test_the_viewer_and_the_command_write_the_same_export(tab, qtbot, tmp_path):
    """One export path: the same records exported from the viewer and by
    `audit export` give the same CSV and JSON Lines bytes, and reports with the same tables."""
    from kiosk.cli import main

    choose(tab.profile, "Division A")  # export records carry no division: both leave them out
    from_viewer = {}
    for fmt, button in tab.export_buttons.items():
        click(qtbot, button)
        from_viewer[fmt] = tab.last_export
    for fmt, path in from_viewer.items():
        out = tmp_path / f"command.{fmt}"
        assert (
            main(["audit", "export", "--format", fmt, "--profile", "Division A", "--out", str(out)])
            == 0
        )
        if fmt == "html":
            mine, theirs = (
                parse_report(path.read_text("utf-8")),
                parse_report(out.read_text("utf-8")),
            )
            assert mine.tables == theirs.tables and mine.tables["adjudications"]
        else:
            assert out.read_bytes() == path.read_bytes() and out.stat().st_size > 200


def test_export_that_the_log_cannot_record_says_so(qtbot, tournament, kiosk_home):
    tab = AuditTab(AuditDesk(tournament.log, lambda kind, details: False, kiosk_home / "exports"))
    qtbot.addWidget(tab)
    click(qtbot, tab.export_buttons["jsonl"])
    assert tab.last_export.is_file()
    assert "but the log could not record the export" in tab.status.text()


def test_screenshot_with_a_flagged_record_selected(tab, qtbot, tournament, enable_lexicon):
    from kiosk.core.adjudication import adjudicate
    from kiosk.core.play import parse_play
    from kiosk.core.rules import rule_by_id

    tournament.clock.advance(40)  # a second look-up soon after "za", same division: amber
    play = parse_play("zax zaxes", enable_lexicon.alphabet)
    tournament.log.record_adjudication(
        adjudicate(play, enable_lexicon, rule_by_id("double")), profile="Division B"
    )
    click(qtbot, tab.refresh_button)
    assert tab.count_label.text() == "8 shown · 2 flagged"
    tab.select_record(next(r for r in tab.shown if r.typed == "catz dogs").event_id)
    click(qtbot, tab.verify_button)
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    path = SCREENSHOTS / "director-audit-1366x768.png"
    assert (tab.width(), tab.height()) == (1366, 768)
    assert tab.grab().save(str(path))
    assert path.stat().st_size > 20_000


def test_a_ruling_with_a_missing_field_is_refused_in_the_dialog(tab, qtbot, tournament):
    target = next(r for r in tab.shown if r.typed == "dogs catx")
    assert tab.select_record(target.event_id)
    click(qtbot, tab.note_button)
    dialog = tab.note_dialog
    choose(dialog.category, "improper-lookup-penalty")
    assert dialog.player.isVisible() and dialog.points.value() == 10
    choose(dialog.category, "compensated-iv-k-5")
    qtbot.keyClicks(dialog.note, "The station was wrong")
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    click(qtbot, ok)
    assert dialog.isVisible() and "what was compensated" in dialog.problem.text()
    qtbot.keyClicks(dialog.compensated, "5 points to the challenged player")
    click(qtbot, ok)
    settle(qtbot, tab)
    ruling = [r for r in tournament.log.query() if r.kind is EventKind.ANNOTATION][-1]
    assert ruling.details["compensated"] == "5 points to the challenged player"
    assert ruling.refers_to == target.event_id
