"""The director's audit viewer: read, filter, verify, annotate and export the log.

The only place per-word results are shown. What the filters mean lives in
`kiosk.ui.director.audit_filters` (no Qt); the log decides nothing here beyond
what `AuditLog` already offers (query, verify, annotate). Director actions that
change the chain go through ``record_event`` (exports) or ``log.annotate``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from datetime import UTC, date, datetime
from html import escape
from pathlib import Path
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QDate, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDateEdit,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QSplitter,
    QTableView,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from kiosk.audit.chain import VerifyReport
from kiosk.audit.export import write_csv, write_jsonl
from kiosk.audit.records import AuditQuery, AuditRecord, EventKind
from kiosk.audit.report import (
    ANNOTATION_CATEGORIES,
    annotations_by_target,
    category_label,
    event_summary,
    flag_words,
    local_time_text,
    word_results_text,
    write_html_report,
)
from kiosk.audit.store import AuditLog, AuditUnavailable
from kiosk.ui.director.audit_filters import (
    KINDS,
    VERDICTS,
    AuditFilters,
    filter_choices,
    newest_first,
)

__all__ = ["COLUMNS", "AnnotationDialog", "AuditTab", "RecordTableModel", "verify_text"]

COLUMNS = (
    "Time",
    "Station",
    "Seq",
    "Kind",
    "Profile",
    "Lexicon",
    "Rule",
    "Typed / details",
    "Verdict",
    "Flags",
)
TYPED_COLUMN = COLUMNS.index("Typed / details")
FLAGS_COLUMN = COLUMNS.index("Flags")
FLAGGED_BG = QColor("#ffcc4d")  # amber, with dark text: readable on any panel colour
FLAGGED_TEXT = QColor("#111111")
ACCEPTABLE_TEXT = QColor("#0b5d2a")
UNACCEPTABLE_TEXT = QColor("#8f0d0d")
EXPORTS = {"csv": ("CSV", "csv"), "jsonl": ("JSON Lines", "jsonl"), "html": ("HTML report", "html")}

RecordEvent = Callable[[EventKind, dict[str, Any]], bool]
Clock = Callable[[], datetime]


def verify_text(report: VerifyReport) -> str:
    """The chain check in plain words: 'Chain intact: 1,234 records' or 'BROKEN at seq ...'."""
    if report.ok:
        return f"Chain intact: {report.count:,} record{'' if report.count == 1 else 's'}"
    return report.summary()


def _is_flagged(record: AuditRecord) -> bool:
    return any(record.flags.values())


class RecordTableModel(QAbstractTableModel):
    """Records as table rows (in the order given); flagged rows have an amber background."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._records: list[AuditRecord] = []
        self._annotated: set[str] = set()
        self._by_id: dict[str, AuditRecord] = {}

    def set_records(
        self, records: Sequence[AuditRecord], annotated: set[str], by_id: dict[str, AuditRecord]
    ) -> None:
        self.beginResetModel()
        self._records = list(records)
        self._annotated = annotated
        self._by_id = by_id
        self.endResetModel()

    def record(self, row: int) -> AuditRecord:
        return self._records[row]

    @property
    def records(self) -> list[AuditRecord]:
        return list(self._records)

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._records)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(COLUMNS)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = 0) -> Any:
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return COLUMNS[section]
        return None

    def cell_text(self, record: AuditRecord, column: int) -> str:
        if column == 0:
            return local_time_text(record)
        if column == 1:
            return record.station_name or record.station_id
        if column == 2:
            return str(record.seq)
        if column == 3:
            return record.kind.value
        if column == 4:
            return record.profile or ""
        if column == 5:
            fp = (record.lexicon_fingerprint or "")[:8]
            return f"{record.lexicon_name} · {fp}" if record.lexicon_name else ""
        if column == 6:
            return record.rule or ""
        if column == 7:
            if record.is_adjudication:
                return (record.typed or "").replace("\n", " ⏎ ")
            return event_summary(record, self._by_id)
        if column == 8:
            return record.verdict or ""
        flags = [w.split(" (")[0] for w in flag_words(record)]
        if record.event_id in self._annotated:
            flags.append("annotated")
        return ", ".join(flags)

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = 0) -> Any:
        if not index.isValid():
            return None
        record = self._records[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return self.cell_text(record, index.column())
        if role == Qt.ItemDataRole.ToolTipRole and index.column() in (TYPED_COLUMN, FLAGS_COLUMN):
            return self.cell_text(record, index.column())
        if role == Qt.ItemDataRole.BackgroundRole and _is_flagged(record):
            return QBrush(FLAGGED_BG)
        if role == Qt.ItemDataRole.ForegroundRole:
            if index.column() == 8 and record.verdict:
                return QBrush(
                    ACCEPTABLE_TEXT if record.verdict == "ACCEPTABLE" else UNACCEPTABLE_TEXT
                )
            if _is_flagged(record):
                return QBrush(FLAGGED_TEXT)
        return None


class AnnotationDialog(QDialog):
    """A category and a note for one record (the record itself is never changed)."""

    def __init__(self, record: AuditRecord, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(f"Add a note to seq {record.seq}")
        self.category = QComboBox()
        for value, label in ANNOTATION_CATEGORIES.items():
            self.category.addItem(label, value)
        self.note = QPlainTextEdit()
        self.note.setTabChangesFocus(True)
        self.note.setPlaceholderText("What happened, and who decided it")
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText("Add note")
        ok.setEnabled(False)
        self.note.textChanged.connect(lambda: ok.setEnabled(bool(self.note_text)))
        form = QFormLayout(self)
        what = record.typed if record.is_adjudication else record.kind.value
        form.addRow(QLabel(f"Record: seq {record.seq}, {local_time_text(record)}, {what!r}"))
        form.addRow("Category:", self.category)
        form.addRow("Note:", self.note)
        form.addRow(self.buttons)
        self.resize(520, 260)

    @property
    def category_value(self) -> str:
        return str(self.category.currentData())

    @property
    def note_text(self) -> str:
        return self.note.toPlainText().strip()


class AuditTab(QWidget):
    """The audit viewer tab of director mode.

    ``record_event(kind, details)`` appends a director action to the chain and
    says whether it was recorded; ``export_dir`` is where exports are written
    (created when needed). ``clock`` (aware UTC) names export files.
    """

    def __init__(
        self,
        log: AuditLog,
        record_event: RecordEvent,
        export_dir: Path,
        parent: QWidget | None = None,
        *,
        clock: Clock = lambda: datetime.now(UTC),
    ) -> None:
        super().__init__(parent)
        self.log = log
        self.record_event = record_event
        self.export_dir = Path(export_dir)
        self._clock = clock
        self.note_dialog: AnnotationDialog | None = None
        self.last_export: Path | None = None
        self._annotations: dict[str, list[AuditRecord]] = {}
        self._by_id: dict[str, AuditRecord] = {}
        self._build()
        self.refresh()

    # -- layout ----------------------------------------------------------------------------

    def _build(self) -> None:
        today = QDate.currentDate()
        self.from_enabled = QCheckBox("From")
        self.date_from = QDateEdit(today)
        self.to_enabled = QCheckBox("to")
        self.date_to = QDateEdit(today)
        for edit in (self.date_from, self.date_to):
            edit.setCalendarPopup(True)
            edit.setDisplayFormat("yyyy-MM-dd")
            edit.setEnabled(False)
        self.profile = QComboBox()
        self.lexicon = QComboBox()
        self.verdict = QComboBox()
        for value in VERDICTS:
            self.verdict.addItem(value.capitalize(), value)
        self.kind = QComboBox()
        for value in KINDS:
            self.kind.addItem(value.capitalize(), value)
        self.flagged_only = QCheckBox("Flagged only")
        self.count_label = QLabel()

        filters = QHBoxLayout()
        filters.addWidget(self.from_enabled)
        filters.addWidget(self.date_from)
        filters.addWidget(self.to_enabled)
        filters.addWidget(self.date_to)
        for text, widget in (
            ("Kind", self.kind),
            ("Profile", self.profile),
            ("Lexicon", self.lexicon),
            ("Verdict", self.verdict),
        ):
            filters.addSpacing(8)
            label = QLabel(f"{text}:")
            label.setBuddy(widget)
            filters.addWidget(label)
            filters.addWidget(widget)
        filters.addSpacing(8)
        filters.addWidget(self.flagged_only)
        filters.addStretch(1)
        filters.addWidget(self.count_label)

        self.model = RecordTableModel(self)
        self.table = QTableView()
        self.table.setModel(self.model)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setAlternatingRowColors(False)
        self.table.setWordWrap(False)
        self.table.verticalHeader().setVisible(False)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setStretchLastSection(True)
        for column, width in enumerate((208, 90, 44, 118, 105, 140, 84, 180, 118, 150)):
            self.table.setColumnWidth(column, width)
        self.table.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 8)
        self.table.selectionModel().selectionChanged.connect(lambda *_: self._show_details())

        self.details = QTextBrowser()
        self.details.setOpenLinks(False)
        self.details.setPlaceholderText("Select a record to see its details.")

        # table above, details below: every column fits across a 1366-pixel screen
        splitter = QSplitter(Qt.Orientation.Vertical)
        splitter.addWidget(self.table)
        splitter.addWidget(self.details)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 2)
        splitter.setSizes([380, 270])
        splitter.setChildrenCollapsible(False)

        self.verify_button = QPushButton("Verify chain")
        self.verify_result = QLabel("Chain not checked yet")
        self.verify_result.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.note_button = QPushButton("Add note...")
        self.note_button.setEnabled(False)
        self.refresh_button = QPushButton("Refresh")
        self.export_buttons = {
            fmt: QPushButton(f"Export {label}") for fmt, (label, _) in EXPORTS.items()
        }
        self.folder_button = QPushButton("Folder...")
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.status.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)

        actions = QHBoxLayout()
        actions.addWidget(self.verify_button)
        actions.addWidget(self.verify_result, 1)
        actions.addWidget(self.note_button)
        actions.addWidget(self.refresh_button)
        exports = QHBoxLayout()
        for button in self.export_buttons.values():
            exports.addWidget(button)
        exports.addWidget(self.folder_button)
        exports.addWidget(self.status, 1)

        layout = QVBoxLayout(self)
        layout.addLayout(filters)
        layout.addWidget(splitter, 1)
        layout.addLayout(actions)
        layout.addLayout(exports)

        for box in (self.from_enabled, self.to_enabled):
            box.toggled.connect(self._dates_toggled)
        for edit in (self.date_from, self.date_to):
            edit.dateChanged.connect(lambda *_: self.refresh())
        for combo in (self.profile, self.lexicon, self.verdict, self.kind):
            combo.currentIndexChanged.connect(lambda *_: self.refresh())
        self.flagged_only.toggled.connect(lambda *_: self.refresh())
        self.verify_button.clicked.connect(self.verify_chain)
        self.note_button.clicked.connect(self.add_note)
        self.refresh_button.clicked.connect(self.refresh)
        for fmt, button in self.export_buttons.items():
            button.clicked.connect(lambda _=False, f=fmt: self.export(f))
        self.folder_button.clicked.connect(self.choose_folder)

    def _dates_toggled(self) -> None:
        self.date_from.setEnabled(self.from_enabled.isChecked())
        self.date_to.setEnabled(self.to_enabled.isChecked())
        self.refresh()

    # -- state -----------------------------------------------------------------------------

    def filters(self) -> AuditFilters:
        """The filter values as shown."""

        def day(edit: QDateEdit) -> date:
            d = edit.date()
            return date(d.year(), d.month(), d.day())

        return AuditFilters(
            date_from=day(self.date_from) if self.from_enabled.isChecked() else None,
            date_to=day(self.date_to) if self.to_enabled.isChecked() else None,
            profile=self.profile.currentData() or None,
            lexicon=self.lexicon.currentData() or None,
            verdict=self.verdict.currentData(),
            flagged_only=self.flagged_only.isChecked(),
            kind=self.kind.currentData(),
        )

    @property
    def shown(self) -> list[AuditRecord]:
        """The records in the table, newest first."""
        return self.model.records

    def selected(self) -> AuditRecord | None:
        rows = self.table.selectionModel().selectedRows()
        return self.model.record(rows[0].row()) if rows else None

    def _fill_combo(self, combo: QComboBox, everything: str, items: list[tuple[str, str]]) -> None:
        current = combo.currentData()
        combo.blockSignals(True)
        combo.clear()
        combo.addItem(everything, "")
        for label, value in items:
            combo.addItem(label, value)
        found = combo.findData(current) if current else 0
        combo.setCurrentIndex(max(0, found))
        combo.blockSignals(False)

    def refresh(self) -> None:
        """Read the log again with the current filters, keeping the selected record."""
        keep = self.selected()
        try:
            everything = self.log.query(AuditQuery())
        except Exception as exc:  # the log file may be damaged: say so, never crash
            self._say(f"The log cannot be read: {exc}", error=True)
            return
        profiles, lexicons = filter_choices(everything)
        self._fill_combo(self.profile, "Any profile", [(p, p) for p in profiles])
        self._fill_combo(self.lexicon, "Any lexicon", lexicons)
        self._by_id = {r.event_id: r for r in everything}
        self._annotations = annotations_by_target(everything)
        records = newest_first(self.log.query(self.filters().query()))
        self.model.set_records(records, set(self._annotations), self._by_id)
        flagged = sum(1 for r in records if _is_flagged(r))
        self.count_label.setText(f"{len(records):,} shown · {flagged:,} flagged")
        if keep is not None:
            for row, record in enumerate(records):
                if record.event_id == keep.event_id:
                    self.table.selectRow(row)
                    break
        self._show_details()

    def select_record(self, event_id: str) -> bool:
        """Select the row of a record (False when the filters hide it)."""
        for row, record in enumerate(self.model.records):
            if record.event_id == event_id:
                self.table.selectRow(row)
                self.table.scrollTo(self.model.index(row, 0))
                return True
        return False

    # -- details ---------------------------------------------------------------------------

    def _show_details(self) -> None:
        record = self.selected()
        self.note_button.setEnabled(record is not None)
        if record is None:
            self.details.clear()
            return
        self.details.setHtml(self.details_html(record))

    def details_html(self, record: AuditRecord) -> str:
        """The selected record in full, per-word results included (for the director only)."""
        rows: list[tuple[str, str]] = [
            ("Time", f"{local_time_text(record)} (UTC {record.body.get('recorded_at', '')})"),
            ("Station", f"{record.station_name} ({record.station_id}), seq {record.seq}"),
            ("Kind", record.kind.value),
        ]
        if record.is_adjudication:
            consequence = record.body.get("consequence") or {}
            rows += [
                ("Profile", record.profile or ""),
                ("Lexicon", f"{record.lexicon_name} · {record.lexicon_fingerprint}"),
                ("Rule", record.rule or ""),
                ("Typed", record.typed or ""),
                ("Words", " ".join(record.words)),
                ("Verdict", record.verdict or ""),
                ("Per-word results", word_results_text(record)),
                ("Consequence", str(consequence.get("sentence", ""))),
                ("Source", record.source or ""),
            ]
            second = record.body.get("second_opinion")
            if second:
                name = (second.get("lexicon") or {}).get("name")
                rows.append(("Second opinion", f"{name}: {second.get('verdict')}"))
        else:
            rows.append(("Details", event_summary(record, self._by_id)))
        words = flag_words(record)
        rows.append(("Flags", "; ".join(words) if words else "none"))
        if record.refers_to:
            target = self._by_id.get(record.refers_to)
            rows.append(
                (
                    "Refers to",
                    f"seq {target.seq} ({target.kind.value})" if target else record.refers_to,
                )
            )
        rows.append(("Event id", record.event_id))
        rows.append(("Hash", record.hash[:16] + "..."))
        cells = "".join(
            f"<tr><td style='padding:2px 10px 2px 0; white-space:nowrap'><b>{escape(k)}</b></td>"
            f"<td style='padding:2px 0'>{escape(v).replace(chr(10), '<br>')}</td></tr>"
            for k, v in rows
        )
        title = "FLAGGED: " + "; ".join(words) if words else f"Record seq {record.seq}"
        colour = "#8a5a00" if words else "#333333"
        # two columns: the record on the left, its annotations on the right
        html = [
            f"<table width='100%'><tr><td width='58%' style='padding-right:16px'>"
            f"<h3 style='color:{colour}; margin-top:0'>{escape(title)}</h3><table>{cells}</table>"
            "</td><td>"
        ]
        notes = self._annotations.get(record.event_id, [])
        html.append(f"<h4 style='margin-top:0'>Annotations ({len(notes)})</h4>")
        if notes:
            html.append("<ul>")
            for note in notes:
                html.append(
                    f"<li><b>{escape(category_label(str(note.details.get('category', ''))))}"
                    f"</b>: {escape(str(note.details.get('note', '')))}"
                    f" <i>({escape(local_time_text(note))}, seq {note.seq})</i></li>"
                )
            html.append("</ul>")
        else:
            html.append("<p><i>None. Use “Add note...” to add one.</i></p>")
        html.append("</td></tr></table>")
        return "".join(html)

    # -- actions ---------------------------------------------------------------------------

    def _say(self, text: str, *, error: bool = False) -> None:
        self.status.setStyleSheet("color: #b42318; font-weight: bold;" if error else "")
        self.status.setText(text)

    def verify_chain(self) -> VerifyReport | None:
        """Check the whole log and show the result in plain words."""
        try:
            report = self.log.verify()
        except Exception as exc:  # a damaged file is a result to show, not a crash
            self.verify_result.setStyleSheet("color: #b42318; font-weight: bold;")
            self.verify_result.setText(f"Cannot check the log: {exc}")
            return None
        self.verify_result.setStyleSheet(
            "color: #0b5d2a; font-weight: bold;"
            if report.ok
            else "color: #b42318; font-weight: bold;"
        )
        self.verify_result.setText(verify_text(report))
        problem = report.first_problem
        self.record_event(
            EventKind.AUDIT_VERIFIED,
            {
                "ok": report.ok,
                "records": report.count,
                "first_problem": None if problem is None else verify_text(report),
            },
        )
        self.refresh()
        return report

    def add_note(self) -> AnnotationDialog | None:
        """Open the note dialog for the selected record (window-modal; saved on OK)."""
        record = self.selected()
        if record is None:
            return None
        dialog = AnnotationDialog(record, self)
        dialog.setWindowModality(Qt.WindowModality.WindowModal)
        dialog.accepted.connect(lambda: self._save_note(record, dialog))
        dialog.finished.connect(dialog.deleteLater)
        self.note_dialog = dialog
        dialog.open()
        return dialog

    def _save_note(self, record: AuditRecord, dialog: AnnotationDialog) -> None:
        self.note_dialog = None
        try:
            note = self.log.annotate(record.event_id, dialog.category_value, dialog.note_text)
        except AuditUnavailable as exc:
            self._say(f"The note was not saved: {exc}", error=True)
            return
        self._say(f"Note added to seq {record.seq} (recorded as seq {note.seq}).")
        self.refresh()

    def export(self, fmt: str) -> Path | None:
        """Write the records shown to a new file in ``export_dir`` and record the export."""
        label, suffix = EXPORTS[fmt]
        records = list(reversed(self.shown))  # files read oldest first, like the CLI's
        filters = self.filters()
        now = self._clock()
        try:
            self.export_dir.mkdir(parents=True, exist_ok=True)
            path = self._free_name(f"audit-{now.astimezone():%Y%m%d-%H%M%S}", suffix)
            if fmt == "csv":
                with path.open("x", encoding="utf-8-sig", newline="") as out:
                    write_csv(records, out)
            elif fmt == "jsonl":
                with path.open("x", encoding="utf-8", newline="") as out:
                    write_jsonl(records, out)
            else:
                checked = self.verify_chain()
                station = self.log.station_name or self.log.station_id
                with path.open("x", encoding="utf-8", newline="") as out:
                    write_html_report(
                        records,
                        out,
                        title=f"Audit report: {station}",
                        generated_at=now,
                        verify=checked,
                    )
        except OSError as exc:
            self._say(f"{label} export failed: {exc.strerror or exc}", error=True)
            return None
        details = {
            "format": fmt,
            "path": str(path),
            "records": len(records),
            "filters": filters.describe(),
        }
        self.last_export = path
        if self.record_event(EventKind.EXPORT_MADE, details):
            self._say(f"Exported {len(records):,} records to {path}")
        else:
            self._say(
                f"Exported {len(records):,} records to {path}, but the log could not record "
                "the export",
                error=True,
            )
        self.refresh()
        return path

    def _free_name(self, stem: str, suffix: str) -> Path:
        path = self.export_dir / f"{stem}.{suffix}"
        n = 2
        while path.exists():
            path = self.export_dir / f"{stem}-{n}.{suffix}"
            n += 1
        return path

    def choose_folder(self) -> None:
        """Let the director pick another export folder (Qt's own dialog, not the system's)."""
        folder = QFileDialog.getExistingDirectory(
            self,
            "Export folder",
            str(self.export_dir),
            QFileDialog.Option.ShowDirsOnly | QFileDialog.Option.DontUseNativeDialog,
        )
        if folder:
            self.export_dir = Path(folder)
            self._say(f"Exports go to {self.export_dir}")
