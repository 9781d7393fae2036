"""Making the audit viewer fit any screen: type size, and rows of controls that wrap.

The station's screens scale every size with the window (`kiosk.ui.theme.Sizes`);
the director's viewer is read from a chair, not from 1.5 m, so its type is
smaller, and it also follows the width so ten columns stay readable on a 5:4
or 4:3 screen. `FlowLayout` (after Qt's flow layout example) places its items
left to right and starts a new line when the next one would not fit, so no
control is ever squeezed below the width its text needs.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QAbstractItemModel, QMargins, QPoint, QRect, QSize, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLayout,
    QLayoutItem,
    QStyle,
    QTableView,
    QWidget,
)

from kiosk.director.audit_jobs import COLUMNS, FREE_TEXT_COLUMNS

__all__ = [
    "FittingCombo",
    "FlowLayout",
    "fit_columns",
    "labelled",
    "record_table",
    "viewer_css",
    "viewer_pixels",
]


class FittingCombo(QComboBox):
    """A list as wide as its longest item, with a character to spare (Qt's own hint
    can come out a pixel short under a style sheet), following the type size."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        return QSize(hint.width() + self.fontMetrics().averageCharWidth(), hint.height())

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()


SMALLEST_PX = 13
TYPED_MIN_CHARS = 16


def viewer_pixels(width: int, height: int, scale: float = 1.0) -> int:
    """Text size for the viewer: 1/50 of the height, at most 1/85 of the width
    (15 px at 1366x768, 21 px at 1920x1080, 43 px at 3840x2160), times ``scale``."""
    return max(SMALLEST_PX, int(min(height / 50, width / 85) * scale))


def viewer_css(pixels: int) -> str:
    """The viewer's style sheet at ``pixels``: type, and the boxes, arrows and padding
    that Qt's style would otherwise keep at laptop size on a 4K screen."""
    box = max(13, pixels * 4 // 5)
    pad_v, pad_h = max(3, pixels // 5), max(8, pixels // 2)
    return (
        f"#AuditTab, #AuditTab QWidget {{ font-size: {pixels}px; }}"
        f" #AuditTab QPushButton {{ padding: {pad_v}px {pad_h}px; }}"
        f" #AuditTab QCheckBox::indicator {{ width: {box}px; height: {box}px; }}"
        f" #AuditTab QComboBox, #AuditTab QDateEdit, #AuditTab QLineEdit"
        f" {{ padding: {pad_v // 2}px {pad_v}px; }}"
        f" #AuditTab QComboBox::down-arrow, #AuditTab QDateEdit::down-arrow"
        f" {{ width: {box // 2}px; height: {box // 2}px; }}"
        f" #AuditTab QComboBox::drop-down, #AuditTab QDateEdit::drop-down {{ width: {box}px; }}"
    )


def fit_columns(table: QTableView, widest: Sequence[int], pixels: int) -> None:
    """Every column as wide as its header (as the table's model words it) and its widest
    text (``widest``, in pixels); the free-text columns share what is left, at least
    `TYPED_MIN_CHARS` wide (they shorten their text with "…", the only columns that may)."""
    style, header = table.style(), table.horizontalHeader()
    cell_pad = 2 * (style.pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, table) + 1)
    head_pad = 2 * style.pixelMetric(QStyle.PixelMetric.PM_HeaderMargin, None, header)
    slack = max(6, pixels // 2)
    head, cells = header.fontMetrics(), table.fontMetrics()
    total = 0
    model = table.model()
    for column in range(len(COLUMNS)):
        if column in FREE_TEXT_COLUMNS:
            continue
        name = str(model.headerData(column, Qt.Orientation.Horizontal))
        width = max(widest[column] + cell_pad, head.horizontalAdvance(name) + head_pad) + slack
        table.setColumnWidth(column, width)
        total += width
    least = cells.horizontalAdvance("M") * TYPED_MIN_CHARS
    left = (table.viewport().width() - total) // len(FREE_TEXT_COLUMNS)
    for column in FREE_TEXT_COLUMNS:
        table.setColumnWidth(column, max(least, left))


def labelled(text: str, widget: QWidget) -> QWidget:
    """A label and its field kept together on one line of a `FlowLayout`."""
    box = QWidget()
    label = QLabel(text)
    label.setBuddy(widget)
    row = QHBoxLayout(box)
    row.setContentsMargins(0, 0, 0, 0)
    row.addWidget(label)
    row.addWidget(widget)
    return box


class FlowLayout(QLayout):
    """Items left to right at their preferred width, wrapping onto new lines as needed.

    An item wider than the whole line gets the line's width (and may shorten
    its own content); every other item keeps its size hint.
    """

    def __init__(self, parent: QWidget | None = None, spacing: int = 8) -> None:
        super().__init__(parent)
        self._items: list[QLayoutItem] = []
        self._gap = spacing
        self.setContentsMargins(0, 0, 0, 0)

    def addItem(self, item: QLayoutItem) -> None:
        self._items.append(item)

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int) -> QLayoutItem | None:
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int) -> QLayoutItem | None:
        return self._items.pop(index) if 0 <= index < len(self._items) else None

    def spacing(self) -> int:
        return self._gap

    def setSpacing(self, spacing: int) -> None:
        self._gap = spacing
        self.invalidate()

    def expandingDirections(self) -> Qt.Orientation:
        return Qt.Orientation(0)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return self._place(QRect(0, 0, width, 0), move=False)

    def setGeometry(self, rect: QRect) -> None:
        super().setGeometry(rect)
        self._place(rect, move=True)

    def sizeHint(self) -> QSize:
        return self.minimumSize()

    def minimumSize(self) -> QSize:
        size = QSize()
        for item in self._items:
            size = size.expandedTo(item.minimumSize())
        margins: QMargins = self.contentsMargins()
        return size + QSize(margins.left() + margins.right(), margins.top() + margins.bottom())

    def _place(self, rect: QRect, *, move: bool) -> int:
        margins = self.contentsMargins()
        area = rect.adjusted(margins.left(), margins.top(), -margins.right(), -margins.bottom())
        x, y, line = area.x(), area.y(), 0
        for item in self._items:
            if item.isEmpty():
                continue
            hint = item.sizeHint()
            width = min(hint.width(), area.width())
            if x > area.x() and x + width > area.right() + 1:
                x, y, line = area.x(), y + line + self._gap, 0
            if move:
                item.setGeometry(QRect(QPoint(x, y), QSize(width, hint.height())))
            x += width + self._gap
            line = max(line, hint.height())
        return y + line - rect.y() + margins.bottom()


def record_table(model: QAbstractItemModel) -> QTableView:
    """The audit table: whole rows selected one at a time, read-only, one line per record;
    columns sized by `fit_columns`, rows of a fixed height (the type's)."""
    table = QTableView()
    table.setModel(model)
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setTextElideMode(Qt.TextElideMode.ElideRight)
    table.setWordWrap(False)
    table.verticalHeader().setVisible(False)
    table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
    header = table.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
    header.setStretchLastSection(False)
    header.setMinimumSectionSize(8)
    return table
