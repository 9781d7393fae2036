"""The audit table's model: rows arrive a page at a time from a worker, never read here.

`RecordTableModel` holds the rows loaded so far (newest first). When the view
scrolls near the end, Qt calls ``fetchMore``; the model only emits
``more_wanted`` and the viewer starts a worker for the next page, which it
hands back with `append`. Cell texts are made on the worker
(`kiosk.director.audit_jobs.row_texts`, in the `words` language): ``data`` only looks
them up. The headers are worded once per director-mode language.

A clock jump among the rows loaded (`kiosk.audit.paging.clock_jumps_among`: dated earlier
than the record before it in its station's chain, or in the future) is marked in the Flags
column and shown amber, as flagged rows are.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

import orjson
from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFontMetrics
from PySide6.QtWidgets import QWidget

from kiosk.audit.paging import PageKey, clock_jumps_among
from kiosk.audit.records import AuditQuery, AuditRecord
from kiosk.audit.words import verdict_word
from kiosk.core.i18n import QT_TRANSLATE_NOOP, Words
from kiosk.director.audit_jobs import COLUMNS, PageRows, Row, column, row_texts
from kiosk.ui.i18n import Language, application_language
from kiosk.ui.player_text import Player, director_text

__all__ = [
    "ACCEPTABLE_TEXT",
    "FLAGGED_BG",
    "FLAGGED_TEXT",
    "UNACCEPTABLE_TEXT",
    "ColumnWidths",
    "RecordTableModel",
]

TYPED_COLUMN = column("Typed / details")
FLAGS_COLUMN = column("Flags")
VERDICT_COLUMN = column("Verdict")
FLAGGED_BG = QColor("#ffcc4d")  # amber, with dark text: readable on any panel colour
FLAGGED_TEXT = QColor("#111111")
ACCEPTABLE_TEXT = QColor("#0b5d2a")
UNACCEPTABLE_TEXT = QColor("#8f0d0d")
_ROLE = Qt.ItemDataRole
_TEXTS, _EVENT_ID, _FLAGGED = (Row._fields.index(f) for f in ("texts", "event_id", "flagged"))
_DISPLAY = int(_ROLE.DisplayRole.value)
_BACKGROUND = int(_ROLE.BackgroundRole.value)
_FOREGROUND = int(_ROLE.ForegroundRole.value)
_ROLES_SERVED = frozenset({_DISPLAY, _BACKGROUND, _FOREGROUND, int(_ROLE.ToolTipRole.value)})
_TIP_COLUMNS = frozenset({TYPED_COLUMN, FLAGS_COLUMN})
_BODY = Row._fields.index("body")
CLOCK_JUMP = QT_TRANSLATE_NOOP("Audit", "clock jump")


class RecordTableModel(QAbstractTableModel):
    """Records as table rows, newest first; flagged rows have an amber background."""

    more_wanted = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # plain tuples (see `Row`): Python's collector stops tracking a tuple of strings
        self._rows: list[tuple[Any, ...]] = []
        self.query: AuditQuery | None = None
        self.next_key: PageKey | None = None
        self.loading = False
        self.targets: dict[str, AuditRecord] = {}
        self.annotated: dict[str, Any] = {}
        self._headers: tuple[str, ...] = ()
        self._headers_language: Language | None = None
        self._flagged_brush = QBrush(FLAGGED_BG)
        self._flagged_text = QBrush(FLAGGED_TEXT)
        self._verdict_text = {
            "ACCEPTABLE": QBrush(ACCEPTABLE_TEXT),
            "UNACCEPTABLE": QBrush(UNACCEPTABLE_TEXT),
        }
        self.clock_jumps: set[str] = set()  # event ids
        self._dated: dict[tuple[str, int], tuple[str, str]] = {}  # (station, seq): id, time
        self._marker = ""

    def _find_clock_jumps(self, rows: tuple[tuple[Any, ...], ...]) -> None:
        """Mark the clock jumps that the new rows show, with the rows loaded before."""
        new = []
        for row in rows:
            body = orjson.loads(row[_BODY])
            key = (str(body.get("station_id")), int(body.get("seq") or 0))
            self._dated[key] = (row[_EVENT_ID], str(body.get("recorded_at")))
            new.append(key)
        near = {(s, q + d) for s, q in new for d in (-1, 0, 1)}  # each new row's neighbours
        dated = self._dated
        found = [(dated[k][0], k[0], k[1], dated[k][1]) for k in near if k in dated]
        self.clock_jumps |= clock_jumps_among(found, datetime.now(UTC))
        self._marker = director_text(CLOCK_JUMP())

    def reset(self, page: PageRows, annotated: dict[str, Any]) -> None:
        """Show the first page of a new query."""
        words = self.words  # the verdicts' colours, by their text in the rows' language
        for verdict in ("ACCEPTABLE", "UNACCEPTABLE"):
            self._verdict_text[verdict_word(verdict, words)] = self._verdict_text[verdict]
        self.beginResetModel()
        self.clock_jumps, self._dated = set(), {}
        self._find_clock_jumps(page.rows)
        self._rows = list(page.rows)
        self.query = page.query
        self.next_key = page.next_key
        self.targets = dict(page.targets)
        self.annotated = annotated
        self.loading = False
        self.endResetModel()

    def append(self, page: PageRows) -> bool:
        """Add the next page; False (and nothing added) when it answers another query."""
        if page.query != self.query:
            return False
        self.loading = False
        if not page.rows:
            self.next_key = None
            return False
        first = len(self._rows)
        self._find_clock_jumps(page.rows)
        self.beginInsertRows(QModelIndex(), first, first + len(page.rows) - 1)
        self._rows.extend(page.rows)
        self.targets.update(page.targets)
        self.next_key = page.next_key
        self.endInsertRows()
        return True

    def record(self, row: int) -> AuditRecord:
        return Row._make(self._rows[row]).record()

    def row_of(self, event_id: str) -> int | None:
        for n, row in enumerate(self._rows):
            if row[_EVENT_ID] == event_id:
                return n
        return None

    @property
    def records(self) -> list[AuditRecord]:
        """Every row's record, parsed again (for tests and small tables)."""
        return [Row._make(row).record() for row in self._rows]

    @property
    def words(self) -> Words:
        """Director mode's language, to word the rows of the next page in."""
        return Player(application_language())

    def cell_text(self, record: AuditRecord, column: int) -> str:
        return row_texts(record, self.targets, self.annotated, self.words)[column]

    def headers(self) -> tuple[str, ...]:
        """The column headers in director mode's language (worded again only when it
        changes: Qt asks for them on every paint of the header)."""
        language = application_language()
        if language is not self._headers_language:
            self._headers = tuple(director_text(c()) for c in COLUMNS)
            self._headers_language = language
        return self._headers

    # -- Qt ------------------------------------------------------------------------------

    def canFetchMore(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> bool:  # noqa: B008
        return not parent.isValid() and self.next_key is not None and not self.loading

    def fetchMore(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> None:  # noqa: B008
        if self.canFetchMore(parent):
            self.loading = True
            self.more_wanted.emit()

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(COLUMNS)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = 0) -> Any:
        if role == _ROLE.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return self.headers()[section]
        return None

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = 0) -> Any:
        # Called hundreds of times per repaint, each through Python: roles are compared
        # as plain ints and the row is looked up once.
        if role not in _ROLES_SERVED:
            return None
        row = self._rows[index.row()]
        column = index.column()
        jumped = self.clock_jumps and row[_EVENT_ID] in self.clock_jumps
        if role == _DISPLAY:
            if jumped and column == FLAGS_COLUMN:
                return ", ".join(t for t in (row[_TEXTS][column], self._marker) if t)
            return row[_TEXTS][column]
        flagged = row[_FLAGGED] or jumped
        if role == _BACKGROUND:
            return self._flagged_brush if flagged else None
        if role == _FOREGROUND:
            if column == VERDICT_COLUMN:
                return self._verdict_text.get(row[_TEXTS][column])
            return self._flagged_text if flagged else None
        if column in _TIP_COLUMNS:  # the tool tip
            return self.data(index, _DISPLAY)
        return None


class ColumnWidths:
    """How wide each column's texts are, remembered by shape rather than by row.

    A text's shape is the text with every digit made "0"; it is measured with
    the font's widest digit, so one shape stands for every time of day or
    sequence number (an upper bound on each). The shapes stay few (stations,
    profiles, lexicons, kinds, flags), so measuring them again after a font
    change or a new page is quick, and the GUI thread never walks all rows.
    """

    def __init__(self) -> None:
        self._shapes: list[set[str]] = [set() for _ in COLUMNS]
        self._font: tuple[int, ...] = ()
        self._measured: dict[str, int] = {}

    def clear(self) -> None:
        self._shapes = [set() for _ in COLUMNS]

    def add(self, shapes: tuple[frozenset[str], ...]) -> bool:
        """Take a page's text shapes (`kiosk.director.audit_jobs.text_shapes`);
        True when a shape not seen before came."""
        new = False
        for seen, more in zip(self._shapes, shapes, strict=False):
            if not more <= seen:
                seen.update(more)
                new = True
        return new

    def measured(self, metrics: QFontMetrics) -> list[int]:
        """The widest text of each column in pixels (0 for free-text columns)."""
        font = (metrics.height(), metrics.ascent(), metrics.averageCharWidth(), metrics.maxWidth())
        if font != self._font:
            self._font, self._measured = font, {}
        digit = max("0123456789", key=metrics.horizontalAdvance)
        widths = []
        for shapes in self._shapes:
            widest = 0
            for shape in shapes:
                width = self._measured.get(shape)
                if width is None:
                    width = metrics.horizontalAdvance(shape.replace("0", digit))
                    self._measured[shape] = width
                widest = max(widest, width)
            widths.append(widest)
        return widths
