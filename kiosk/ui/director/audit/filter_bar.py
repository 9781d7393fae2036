"""The audit viewer's filter bar: dates, kind, station, profile, lexicon, verdict, search.

Its controls wrap onto more lines when the window is narrow (`FlowLayout`), so
none is cut. ``changed`` is emitted when a filter changes; typing in the
search box waits for a pause first.
"""

from __future__ import annotations

from datetime import date

from PySide6.QtCore import QDate, QTimer, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDateEdit,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QWidget,
)

from kiosk.audit.paging import FilterLists
from kiosk.ui.director.audit.filters import KINDS, VERDICTS, AuditFilters
from kiosk.ui.director.audit.fit import FittingCombo, FlowLayout, labelled

__all__ = ["SEARCH_DELAY_MS", "FilterBar"]

SEARCH_DELAY_MS = 300


class FilterBar(QWidget):
    """The filter controls; `filters` gives their values, `offer` fills the lists."""

    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        today = QDate.currentDate()
        self.from_enabled = QCheckBox(self.tr("From", "the first day shown"))
        self.date_from = QDateEdit(today)
        self.to_enabled = QCheckBox(self.tr("to", "the last day shown"))
        self.date_to = QDateEdit(today)
        for edit in (self.date_from, self.date_to):
            edit.setCalendarPopup(True)
            edit.setDisplayFormat("yyyy-MM-dd")
            edit.setEnabled(False)
        dates = QWidget()
        row = QHBoxLayout(dates)
        row.setContentsMargins(0, 0, 0, 0)
        for widget in (self.from_enabled, self.date_from, self.to_enabled, self.date_to):
            row.addWidget(widget)
        self.station = FittingCombo()
        self.profile = FittingCombo()
        self.lexicon = FittingCombo()
        labels = {
            "any": self.tr("Any", "any verdict"),
            "acceptable": self.tr("Acceptable"),
            "unacceptable": self.tr("Unacceptable"),
            "all": self.tr("All", "records of every kind"),
            "adjudications": self.tr("Adjudications"),
            "events": self.tr("Events"),
        }
        self.verdict = FittingCombo()
        for value in VERDICTS:
            self.verdict.addItem(labels.get(value, value.capitalize()), value)
        self.kind = FittingCombo()
        for value in KINDS:
            self.kind.addItem(labels.get(value, value.capitalize()), value)
        self.combos = (self.kind, self.station, self.profile, self.lexicon, self.verdict)
        for combo in self.combos:
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.offer(FilterLists())
        self.flagged_only = QCheckBox(self.tr("Flagged only"))
        self.search = QLineEdit()
        self.search.setPlaceholderText(self.tr("words typed"))
        self.search.setClearButtonEnabled(True)
        self.search.setMaxLength(100)
        self.count_label = QLabel()
        self.search_timer = QTimer(self, singleShot=True, interval=SEARCH_DELAY_MS)

        flow = FlowLayout(self, spacing=12)
        flow.addWidget(dates)
        names = (
            self.tr("Kind:", "the kind of audit record"),
            self.tr("Station:"),
            self.tr("Profile:"),
            self.tr("Lexicon:"),
            self.tr("Verdict:"),
        )
        for text, combo in zip(names, self.combos, strict=True):
            flow.addWidget(labelled(text, combo))
        flow.addWidget(self.flagged_only)
        flow.addWidget(labelled(self.tr("Search:"), self.search))
        flow.addWidget(self.count_label)

        for box in (self.from_enabled, self.to_enabled):
            box.toggled.connect(self._dates_toggled)
        for edit in (self.date_from, self.date_to):
            edit.dateChanged.connect(lambda *_: self.changed.emit())
        for combo in self.combos:
            combo.currentIndexChanged.connect(lambda *_: self.changed.emit())
        self.flagged_only.toggled.connect(lambda *_: self.changed.emit())
        self.search.textChanged.connect(lambda *_: self.search_timer.start())
        self.search.returnPressed.connect(self.changed.emit)
        self.search_timer.timeout.connect(self.changed.emit)

    def _dates_toggled(self) -> None:
        self.date_from.setEnabled(self.from_enabled.isChecked())
        self.date_to.setEnabled(self.to_enabled.isChecked())
        self.changed.emit()

    @property
    def pending(self) -> bool:
        """Whether a search is waiting for the director to stop typing."""
        return self.search_timer.isActive()

    def filters(self) -> AuditFilters:
        """The filter values as shown (a search waiting to start counts as started)."""
        self.search_timer.stop()

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
            station=self.station.currentData() or None,
            text=self.search.text().strip() or None,
        )

    def offer(self, lists: FilterLists) -> None:
        """Fill the station, profile and lexicon lists, keeping what is chosen."""
        _fill(self.station, self.tr("Any station"), list(lists.stations))
        _fill(self.profile, self.tr("Any profile"), [(p, p) for p in lists.profiles])
        _fill(self.lexicon, self.tr("Any lexicon"), list(lists.lexicons))


def _fill(combo: QComboBox, everything: str, items: list[tuple[str, str]]) -> None:
    current = combo.currentData()
    combo.blockSignals(True)
    combo.clear()
    combo.addItem(everything, "")
    for label, value in items:
        combo.addItem(label, value)
    found = combo.findData(current) if current else 0
    combo.setCurrentIndex(max(0, found))
    combo.blockSignals(False)
