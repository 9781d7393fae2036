"""The audit viewer's buttons and what they report: the chain check, work under way, results.

The buttons wrap onto more lines when the window is narrow; the messages wrap
too, so a long path or a broken-chain report is never cut.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from kiosk.audit.chain import VerifyReport
from kiosk.core.languages import LANGUAGES
from kiosk.director.audit_jobs import EXPORTS, verify_message
from kiosk.ui.background import Job, Operations
from kiosk.ui.director.audit.fit import FittingCombo, FlowLayout
from kiosk.ui.i18n import application_language
from kiosk.ui.player_text import director_number, director_text

__all__ = ["ERROR_CSS", "GOOD_CSS", "ActionBar"]

ERROR_CSS = "color: #b42318; font-weight: bold;"
GOOD_CSS = "color: #0b5d2a; font-weight: bold;"
WORK_SHOWN_AFTER_MS = 400


class ActionBar(QWidget):
    """Verify, note, refresh, exports, folder; "Working: …" with Cancel; two result lines."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.verify_button = QPushButton(self.tr("Verify chain"))
        self.note_button = QPushButton(self.tr("Add note..."))
        self.note_button.setEnabled(False)
        self.refresh_button = QPushButton(self.tr("Refresh"))
        self.export_buttons = {
            fmt: QPushButton(self.tr("Export {format}").format(format=director_text(label())))
            for fmt, (label, _) in EXPORTS.items()
        }
        self.folder_button = QPushButton(self.tr("Folder..."))
        # The language of the HTML report and of a CSV file for people; "as stored" keeps the
        # English report and the CSV's column ids for tools. JSON lines are always as stored.
        self.export_language = FittingCombo()
        self.export_language.setToolTip(self.tr("Language of exported reports and CSV files"))
        self.export_language.addItem(self.tr("Export as stored (English, column ids)"), "")
        for code, name in LANGUAGES.items():
            self.export_language.addItem(
                self.tr("Export in {language}").format(language=name), code
            )
        director = application_language().code
        if director != "en":
            self.export_language.setCurrentIndex(self.export_language.findData(director))
        self.cancel_button = QPushButton(self.tr("Cancel"))
        self.cancel_button.setVisible(False)
        self.work_label = QLabel()
        self._work_text = ""
        self._long_jobs: list[Job] = []
        self._work_timer = QTimer(self, singleShot=True, interval=WORK_SHOWN_AFTER_MS)
        self._work_timer.timeout.connect(self._show_work_text)
        self.verify_result = QLabel(self.tr("Chain not checked yet"))
        self.status = QLabel()
        for label in (self.verify_result, self.status):
            label.setWordWrap(True)
            label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.buttons = QWidget()
        flow = FlowLayout(self.buttons)
        for widget in (
            self.verify_button,
            self.note_button,
            self.refresh_button,
            self.export_language,
            *self.export_buttons.values(),
            self.folder_button,
            self.work_label,
            self.cancel_button,
        ):
            flow.addWidget(widget)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.buttons)
        layout.addWidget(self.verify_result)
        layout.addWidget(self.status)

    def say(self, text: str, *, error: bool = False) -> None:
        self.status.setStyleSheet(ERROR_CSS if error else "")
        self.status.setText(text)

    def show_verified(self, report: VerifyReport) -> None:
        self.verify_result.setStyleSheet(GOOD_CSS if report.ok else ERROR_CSS)
        self.verify_result.setText(director_text(verify_message(report)))

    def show_verify_problem(self, text: str) -> None:
        self.verify_result.setStyleSheet(ERROR_CSS if text else "")
        self.verify_result.setText(text)

    def show_work(self, ops: Operations) -> None:
        """What is under way: a Cancel for long work; one check or export at a time.

        Quick reads (a page, a filter) are only announced when they take longer
        than `WORK_SHOWN_AFTER_MS`: a label that comes and goes on every scroll
        would re-lay out the whole viewer for nothing.
        """
        jobs = ops.running()
        long_jobs = [j for j in jobs if j.cancellable]
        if long_jobs != self._long_jobs:
            self._long_jobs = long_jobs
            self.cancel_button.setVisible(bool(long_jobs))
            self.verify_button.setEnabled(not ops.running("verify"))
            for button in self.export_buttons.values():
                button.setEnabled(not ops.running("export"))
        shown = long_jobs or jobs
        self._work_text = self.tr("Working: {task}…").format(task=shown[-1].label) if shown else ""
        if long_jobs or not shown or self.work_label.text():
            self._work_timer.stop()
            self._show_work_text()
        elif not self._work_timer.isActive():
            self._work_timer.start()

    def _show_work_text(self) -> None:
        if self.work_label.text() != self._work_text:
            self.work_label.setText(self._work_text)

    def show_progress(self, label: str, done: int, total: int) -> None:
        self.work_label.setText(
            self.tr("Working: {task}… {done} of {total}").format(
                task=label, done=director_number(done), total=director_number(total)
            )
        )
