"""What the director tabs share: how they ask and tell the director, and a table helper."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QMessageBox,
    QTableWidget,
    QTableWidgetItem,
    QWidget,
)

if TYPE_CHECKING:
    from kiosk.director.service import DirectorService


def _ask(parent: QWidget, title: str, text: str) -> bool:
    answer = QMessageBox.question(parent, title, text)
    return answer == QMessageBox.StandardButton.Yes


def _tell(parent: QWidget, title: str, text: str) -> None:
    QMessageBox.information(parent, title, text)


@dataclass
class DirectorContext:
    """Passed to every tab: the service that makes changes, and how to talk to the director.

    ``ask`` and ``tell`` are message boxes at the station; tests replace them.
    A change the service makes reaches the station's screen by itself: the runtime
    tells the window (`kiosk.runtime.changes`).
    """

    service: DirectorService
    ask: Callable[[QWidget, str, str], bool] = _ask
    tell: Callable[[QWidget, str, str], None] = _tell


def fill_table(table: QTableWidget, headers: Sequence[str], rows: Sequence[Sequence[str]]) -> None:
    """Replace a read-only table's contents."""
    table.clear()
    table.setColumnCount(len(headers))
    table.setHorizontalHeaderLabels(list(headers))
    table.setRowCount(len(rows))
    for r, row in enumerate(rows):
        for c, value in enumerate(row):
            table.setItem(r, c, QTableWidgetItem(value))
    header = table.horizontalHeader()
    for column in range(len(headers)):
        mode = QHeaderView.ResizeMode.ResizeToContents
        if column == len(headers) - 1:
            mode = QHeaderView.ResizeMode.Stretch
        header.setSectionResizeMode(column, mode)


def read_only_table() -> QTableWidget:
    table = QTableWidget()
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    table.horizontalHeader().setStretchLastSection(True)
    table.verticalHeader().setVisible(False)
    return table
