"""Verdicts shown while the log could not record them: listed, and added as late records."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from kiosk.core.i18n import Message
from kiosk.director.service import ChangeRefused
from kiosk.ui.director.common import DirectorContext, fill_table, read_only_table
from kiosk.ui.player_text import director_text


class UnrecordedTab(QWidget):
    """The entries of ``unrecorded.jsonl`` and one button to add them to the chain."""

    def __init__(self, context: DirectorContext) -> None:
        super().__init__()
        self.context = context
        self.file_problem: Message | None = None
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.table = read_only_table()
        self.add = QPushButton(self.tr("Add them to the audit log as late records"))
        self.result = QLabel()
        self.result.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.addWidget(self.summary)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.add)
        layout.addWidget(self.result)
        self.add.clicked.connect(self.add_to_log)
        self.refresh()

    @property
    def waiting(self) -> int:
        """Verdicts waiting (a file that cannot be read is `file_problem`, not a verdict)."""
        return self.table.rowCount() - (self.file_problem is not None)

    def refresh(self) -> None:
        entries = self.context.service.unrecorded()
        # the file itself cannot be read: an entry without a line (see read_unrecorded)
        self.file_problem = next((e.problem for e in entries if not e.line and e.problem), None)
        rows = [
            (
                e.shown_at_utc,
                e.profile,
                e.verdict,
                e.typed,
                director_text(e.problem) if e.problem else e.log_problem,
            )
            for e in entries
        ]
        headers = (
            self.tr("Shown at (UTC)"),
            self.tr("Division"),
            self.tr("Verdict"),
            self.tr("Typed", "the words the challenger typed"),
            self.tr("Why it was not recorded"),
        )
        fill_table(self.table, headers, rows)
        if self.file_problem is not None:
            self.summary.setText(director_text(self.file_problem))
        elif entries:
            self.summary.setText(
                self.tr(
                    "%n verdict(s) were shown to players while the audit log could "
                    "not record them. Each keeps the time it was shown; adding them marks them as "
                    "late records in the chain.",
                    "",
                    len(entries),
                )
            )
        else:
            self.summary.setText(
                self.tr("Every verdict shown at this station is in the audit log.")
            )
        self.add.setEnabled(bool(entries) and self.file_problem is None)

    def add_to_log(self) -> None:
        try:
            report = self.context.service.import_unrecorded()
        except ChangeRefused as exc:
            self.result.setText(self.tr("Not added: {error}").format(error=director_text(exc)))
            return
        self.result.setText(director_text(report.sentence()))
        self.refresh()
