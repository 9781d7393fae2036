"""The director's audit viewer: read, filter, search, verify, annotate and export the log.

The only place per-word results are shown. Nothing here touches the disk on
the GUI thread: every read, the chain check, notes and exports run on a
worker (`kiosk.ui.background`) doing the Qt-free work of
`kiosk.director.audit_jobs`, and their results come back here. The table
loads a page at a time as the director scrolls. The viewer never holds the log:
everything it does goes through the director's `kiosk.director.audit_desk.AuditDesk`,
which records the director's actions (checks, exports) and rulings in the chain.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path

from PySide6.QtCore import QEvent, QItemSelectionModel, QObject, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QFileDialog,
    QSplitter,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from kiosk.audit.chain import VerifyReport
from kiosk.audit.errors import AuditUnavailable
from kiosk.audit.paging import Counts, FilterLists
from kiosk.audit.records import AuditRecord
from kiosk.core.i18n import QT_TRANSLATE_NOOP
from kiosk.director.audit_desk import AuditDesk
from kiosk.director.audit_jobs import (
    COLUMNS,
    EXPORTS,
    PAGE_SIZE,
    ExportDone,
    Loaded,
    PageRows,
    verify_text,
)
from kiosk.ui.background import Cancelled, Operations
from kiosk.ui.director.audit.action_bar import ActionBar
from kiosk.ui.director.audit.details import AnnotationDialog, details_html
from kiosk.ui.director.audit.filter_bar import FilterBar
from kiosk.ui.director.audit.filters import AuditFilters
from kiosk.ui.director.audit.fit import fit_columns, record_table, viewer_css, viewer_pixels
from kiosk.ui.director.audit.model import FLAGGED_BG, ColumnWidths, RecordTableModel
from kiosk.ui.player_text import director_number, director_text, player_text

__all__ = ["COLUMNS", "FLAGGED_BG", "AnnotationDialog", "AuditTab", "verify_text"]

Clock = Callable[[], datetime]


# Counts written the language's way (12,345 / 12 345): Qt's own %n in tr() writes bare digits.
EXPORTED = QT_TRANSLATE_NOOP("AuditTab", "Exported %n record(s) to {path}", "", 1)
EXPORTED_UNRECORDED = QT_TRANSLATE_NOOP(
    "AuditTab", "Exported %n record(s) to {path}, but the log could not record the export", "", 1
)


class AuditTab(QWidget):
    """The audit viewer tab of director mode.

    ``desk`` is the log as the director may use it (`AuditDesk`: its methods run on
    a worker thread); exports go to its ``export_folder`` (created when needed) unless
    the director picks another (``export_dir``).
    ``clock`` (aware UTC) names export files; ``font_scale`` is the director's
    text size setting.
    """

    def __init__(
        self,
        desk: AuditDesk,
        parent: QWidget | None = None,
        *,
        clock: Clock = lambda: datetime.now(UTC),
        font_scale: float = 1.0,
        page_size: int = PAGE_SIZE,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("AuditTab")
        self.desk = desk
        self.export_dir = desk.export_folder
        self.page_size = page_size
        self._clock = clock
        self._font_scale = font_scale
        self.note_dialog: AnnotationDialog | None = None
        self.last_export: Path | None = None
        self.counts = Counts(0, 0)
        self.lists = FilterLists()
        self._annotations: dict[str, list[AuditRecord]] = {}
        self._pixels = 0
        self.widths = ColumnWidths()
        self.ops = Operations(self, name="audit-viewer")
        self._build()
        self.ops.on_change = lambda: self.action_bar.show_work(self.ops)
        self.ops.progressed.connect(self.action_bar.show_progress)
        self.model.more_wanted.connect(self._load_more)
        self._fit_type()
        self.refresh()

    # -- layout ----------------------------------------------------------------------------

    def _build(self) -> None:
        self.filter_bar = FilterBar()
        bar = self.filter_bar
        self.from_enabled, self.date_from = bar.from_enabled, bar.date_from
        self.to_enabled, self.date_to = bar.to_enabled, bar.date_to
        self.kind, self.station, self.profile = bar.kind, bar.station, bar.profile
        self.lexicon, self.verdict, self.flagged_only = bar.lexicon, bar.verdict, bar.flagged_only
        self.search, self.count_label = bar.search, bar.count_label
        bar.changed.connect(self.refresh)

        self.model = RecordTableModel(self)
        self.table = record_table(self.model)
        self.table.selectionModel().selectionChanged.connect(lambda *_: self._show_details())
        self.table.viewport().installEventFilter(self)

        self.details = QTextBrowser()
        self.details.setOpenLinks(False)
        self.details.setPlaceholderText(self.tr("Select a record to see its details."))

        self.splitter = QSplitter(Qt.Orientation.Vertical)
        self.splitter.addWidget(self.table)
        self.splitter.addWidget(self.details)
        self.splitter.setStretchFactor(0, 3)
        self.splitter.setStretchFactor(1, 2)
        self.splitter.setChildrenCollapsible(False)

        self.action_bar = ActionBar()
        actions = self.action_bar
        self.verify_button, self.note_button = actions.verify_button, actions.note_button
        self.refresh_button, self.folder_button = actions.refresh_button, actions.folder_button
        self.export_buttons, self.cancel_button = actions.export_buttons, actions.cancel_button
        self.verify_result, self.status = actions.verify_result, actions.status

        layout = QVBoxLayout(self)
        layout.addWidget(self.filter_bar)
        layout.addWidget(self.splitter, 1)
        layout.addWidget(self.action_bar)

        self.verify_button.clicked.connect(self.verify_chain)
        self.note_button.clicked.connect(self.add_note)
        self.refresh_button.clicked.connect(self.refresh)
        for fmt, button in self.export_buttons.items():
            button.clicked.connect(lambda _=False, f=fmt: self.export(f))
        self.folder_button.clicked.connect(self.choose_folder)
        self.cancel_button.clicked.connect(self.cancel)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_type()
        self._fit_columns()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.table.viewport() and event.type() == QEvent.Type.Resize:
            self._fit_columns()
        return super().eventFilter(watched, event)

    def _fit_type(self) -> None:
        """Type scales with the window, like the station's screens (only set when it changes:
        a new style sheet re-polishes every child)."""
        top = self.window()
        pixels = viewer_pixels(top.width(), top.height(), self._font_scale)
        if pixels == self._pixels:
            return
        self._pixels = pixels
        self.setStyleSheet(viewer_css(pixels))
        for flow in (self.filter_bar.layout(), self.action_bar.buttons.layout()):
            if flow is not None:
                flow.setSpacing(max(8, pixels * 2 // 3))
        self.table.ensurePolished()
        self.table.verticalHeader().setDefaultSectionSize(self.table.fontMetrics().height() + 8)
        self.splitter.setSizes([pixels * 24, pixels * 14])
        self._fit_columns()

    def _fit_columns(self) -> None:
        fit_columns(self.table, self.widths.measured(self.table.fontMetrics()), self._pixels)

    # -- state -----------------------------------------------------------------------------

    def filters(self) -> AuditFilters:
        """The filter values as shown."""
        return self.filter_bar.filters()

    @property
    def shown(self) -> list[AuditRecord]:
        """The records loaded into the table so far, newest first."""
        return self.model.records

    @property
    def busy(self) -> bool:
        """Whether work is under way or about to start (a search waiting for more keys)."""
        return self.ops.busy or self.filter_bar.pending

    def selected(self) -> AuditRecord | None:
        rows = self.table.selectionModel().selectedRows()
        return self.model.record(rows[0].row()) if rows else None

    def select_record(self, event_id: str) -> bool:
        """Select the row of a record (False when the filters hide it or it is not loaded)."""
        row = self.model.row_of(event_id)
        if row is None:
            return False
        self.table.selectRow(row)
        self.table.scrollTo(self.model.index(row, 0))
        return True

    # -- reading ---------------------------------------------------------------------------

    def refresh(self) -> None:
        """Read the log again with the current filters (on a worker), keeping the selection."""
        query = self.filters().query()
        desk, size, words = self.desk, self.page_size, self.model.words
        self.ops.cancel("page")
        self.ops.query(
            "refresh",
            lambda job: desk.first(query, job, size, words),
            self._loaded,
            self._read_failed,
            label=self.tr("Reading the log"),
            supersede=True,
        )

    def _loaded(self, loaded: Loaded) -> None:
        keep = self.selected()
        self.lists = loaded.lists
        self.filter_bar.offer(loaded.lists)
        self._annotations = loaded.annotations
        self.counts = loaded.counts
        self.widths.clear()
        self.model.reset(loaded.first, loaded.annotations)
        self._measure(loaded.first)
        self.count_label.setText(
            self.tr("{shown} shown · {flagged} flagged").format(
                shown=director_number(loaded.counts.total),
                flagged=director_number(loaded.counts.flagged),
            )
        )
        row = self.model.row_of(keep.event_id) if keep is not None else None
        if row is not None:
            self.table.selectionModel().select(
                self.model.index(row, 0),
                QItemSelectionModel.SelectionFlag.ClearAndSelect
                | QItemSelectionModel.SelectionFlag.Rows,
            )
        self._show_details()

    def _load_more(self) -> None:
        query, after = self.model.query, self.model.next_key
        if query is None or after is None:
            return
        desk, notes, size, words = self.desk, self._annotations, self.page_size, self.model.words
        self.ops.query(
            "page",
            lambda job: desk.page(query, after, notes, size, words),
            self._page_arrived,
            self._read_failed,
            label=self.tr("Reading the log"),
        )

    def _page_arrived(self, page: PageRows) -> None:
        if self.model.append(page):
            self._measure(page)

    def _measure(self, page: PageRows) -> None:
        if self.widths.add(page.shapes):
            self._fit_columns()

    def _read_failed(self, exc: BaseException) -> None:
        self.model.loading = False
        self.count_label.setText("")
        self._say(self.tr("The log cannot be read: {error}").format(error=exc), error=True)

    # -- work under way --------------------------------------------------------------------

    def cancel(self) -> None:
        """Stop waiting for the chain check or export under way (an export leaves no file)."""
        for job in self.ops.running():
            if job.cancellable:
                self.ops.cancel(job.name)
                self._say(self.tr("{task}: cancelled.").format(task=job.label))

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
        notes = self._annotations.get(record.event_id, [])
        return details_html(record, self.model.targets, notes)

    # -- actions ---------------------------------------------------------------------------

    def _say(self, text: str, *, error: bool = False) -> None:
        self.action_bar.say(text, error=error)

    def verify_chain(self) -> None:
        """Check the whole log on a worker, record the check, show it in plain words."""
        if self.ops.running("verify"):
            return
        desk = self.desk
        self.action_bar.show_verify_problem("")
        self.verify_result.setText(self.tr("Checking the chain…"))
        self.ops.query(
            "verify",
            lambda job: desk.verify(job),
            self._verified,
            self._verify_failed,
            label=self.tr("Checking the chain"),
            cancellable=True,
        )

    def _verified(self, outcome: tuple[VerifyReport, bool]) -> None:
        self.action_bar.show_verified(outcome[0])
        self.refresh()

    def _verify_failed(self, exc: BaseException) -> None:
        if not isinstance(exc, Cancelled):  # a damaged file is a result to show, not a crash
            self.action_bar.show_verify_problem(
                self.tr("Cannot check the log: {error}").format(error=director_text(exc))
            )

    def add_note(self) -> AnnotationDialog | None:
        """Open the note dialog for the selected record (window-modal; saved on OK)."""
        record = self.selected()
        if record is None:
            return None
        dialog = AnnotationDialog(record, self, issued=self.desk.receipt_issued())
        dialog.setWindowModality(Qt.WindowModality.WindowModal)
        dialog.accepted.connect(lambda: self._save_note(record, dialog))
        dialog.finished.connect(dialog.deleteLater)
        self.note_dialog = dialog
        dialog.open()
        return dialog

    def _save_note(self, record: AuditRecord, dialog: AnnotationDialog) -> None:
        self.note_dialog = None
        desk, category, text, fields = (
            self.desk,
            dialog.category_value,
            dialog.note_text,
            dialog.fields,
        )

        def saved(note: AuditRecord) -> None:
            self._say(
                self.tr("Note added to seq {seq} (recorded as seq {note_seq}).").format(
                    seq=record.seq, note_seq=note.seq
                )
            )
            self.refresh()

        def failed(exc: BaseException) -> None:
            if not isinstance(exc, AuditUnavailable | ValueError):
                raise exc
            self._say(
                self.tr("The note was not saved: {error}").format(error=director_text(exc)),
                error=True,
            )

        self._say(self.tr("Saving the note on seq {seq}…").format(seq=record.seq))
        self.ops.change(
            "note",
            lambda job: desk.annotate(record.event_id, category, text, **fields),
            saved,
            failed,
            label=self.tr("Saving the note"),
        )

    def export(self, fmt: str) -> None:
        """Write every record matching the filters to a new file in ``export_dir``
        (on a worker, oldest first) and record the export."""
        if self.ops.running("export"):
            return
        label = director_text(EXPORTS[fmt][0]())
        filters = self.filters()
        desk, folder = self.desk, self.export_dir
        query, now = filters.query(), self._clock()
        code = self.action_bar.export_language.currentData()
        words = player_text(code) if code and fmt != "jsonl" else None
        self._say(self.tr("Exporting {format}…").format(format=label))
        self.ops.query(
            "export",
            lambda job: desk.export(
                query, fmt, folder, now=now, filters=filters.describe(), job=job, words=words
            ),
            self._exported,
            lambda exc: self._export_failed(label, exc),
            label=self.tr("Exporting {format}").format(format=label),
            cancellable=True,
        )

    def _exported(self, done: ExportDone) -> None:
        self.last_export = done.path
        if done.verify is not None:
            self.action_bar.show_verified(done.verify)
        if done.recorded:
            self._say(director_text(EXPORTED(path=str(done.path), n=done.records)))
        else:
            self._say(
                director_text(EXPORTED_UNRECORDED(path=str(done.path), n=done.records)), error=True
            )
        self.refresh()

    def _export_failed(self, label: str, exc: BaseException) -> None:
        if isinstance(exc, Cancelled):
            self._say(self.tr("{format} export cancelled; no file was kept.").format(format=label))
            return
        error = (exc.strerror or exc) if isinstance(exc, OSError) else exc
        self._say(
            self.tr("{format} export failed: {error}").format(format=label, error=error),
            error=True,
        )

    def choose_folder(self) -> None:
        """Let the director pick another export folder (Qt's own dialog, not the system's)."""
        folder = QFileDialog.getExistingDirectory(
            self,
            self.tr("Export folder"),
            str(self.export_dir),
            QFileDialog.Option.ShowDirsOnly | QFileDialog.Option.DontUseNativeDialog,
        )
        if folder:
            self.export_dir = Path(folder)
            self._say(self.tr("Exports go to {folder}").format(folder=self.export_dir))
