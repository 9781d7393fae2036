"""Painted pieces of the station screens: the banner, words as tiles, verdict icons."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetrics, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from kiosk.ui import theme


@dataclass(frozen=True)
class WordRow:
    """One typed word as the entry screen shows it."""

    number: int
    tiles: tuple[str, ...]  # empty when the word could not be read
    typed: str
    problem: str | None = None
    repeated: bool = False
    repeated_note: str = "typed twice"  # in the players' language


class TileWords(QWidget):
    """Numbered words drawn one tile per box, with inline problems.

    Tiles are at least 1/12 of the screen height; more than four words go in
    two columns when they fit.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.rows: list[WordRow] = []
        self.caret = False
        self.sizes = theme.Sizes(768)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)

    def show_rows(self, rows: list[WordRow], caret: bool, sizes: theme.Sizes) -> None:
        self.rows, self.caret, self.sizes = rows, caret, sizes
        self.update()

    def _layout(self) -> tuple[int, int, int]:
        """(columns, tile edge, row height) that fit the widget.

        A column is as wide as its number, its longest word and the caret (plus the
        "typed twice" note when shown); more than four words go in two columns when
        that keeps the tiles larger.
        """
        count = max(1, len(self.rows))
        longest = max([len(r.tiles) or len(r.typed) for r in self.rows] + [3])
        column_tiles = 1.1 + longest + 1.0 + (3.5 if any(r.repeated for r in self.rows) else 0)
        row_factor = 1.5 if any(r.problem for r in self.rows) else 1.1
        width, height = max(1, self.width()), max(1, self.height())

        def fit(columns: int) -> float:
            per_column = -(-count // columns)
            return min(width / (columns * column_tiles), height / (per_column * row_factor))

        columns = 2 if count > 4 and fit(2) > fit(1) else 1
        tile = int(max(24, min(self.sizes.tile, fit(columns))))
        return columns, tile, int(tile * 1.1)  # a row with a problem adds its message line

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        columns, tile, row_h = self._layout()
        per_column = max(1, -(-len(self.rows) // columns))
        column_w = self.width() / columns
        problem_h = int(max(tile * 0.35, self.sizes.small * 1.2))
        y0 = 0.0
        for i, row in enumerate(self.rows):
            col, line = divmod(i, per_column)
            extra = sum(problem_h for r in self.rows[col * per_column : i] if r.problem)
            x = col * column_w
            y = y0 + line * row_h + extra
            self._paint_row(painter, row, x, y, tile, i == len(self.rows) - 1)
        painter.end()

    def _paint_row(
        self, painter: QPainter, row: WordRow, x: float, y: float, tile: int, last: bool
    ) -> None:
        number_w = tile * 1.1
        painter.setFont(theme.font(int(tile * 0.5), bold=True))
        painter.setPen(theme.MUTED)
        painter.drawText(
            QRectF(x, y, number_w - tile * 0.15, tile),
            Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
            f"{row.number}.",
        )
        left = x + number_w
        if row.tiles and row.problem is None:
            for t in row.tiles:
                self._paint_tile(painter, QRectF(left, y, tile * 0.94, tile), t, tile, theme.TILE)
                left += tile
        else:
            painter.setFont(theme.font(int(tile * 0.62), bold=True))
            painter.setPen(theme.ERROR)
            metrics = QFontMetrics(painter.font())
            painter.drawText(
                QRectF(left, y, self.width() - left, tile),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                row.typed,
            )
            left += metrics.horizontalAdvance(row.typed) + tile * 0.2
        if last and self.caret:
            painter.fillRect(
                QRectF(left + tile * 0.1, y + tile * 0.85, tile * 0.6, tile * 0.1), theme.TEXT
            )
            left += tile
        if row.repeated:
            note_font = theme.font(int(tile * 0.3), bold=True)
            painter.setFont(note_font)
            painter.setPen(theme.WARNING_BG)
            note_width = QFontMetrics(note_font).horizontalAdvance(row.repeated_note) + tile * 0.2
            painter.drawText(
                QRectF(left + tile * 0.2, y, max(tile * 4, note_width), tile),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                row.repeated_note,
            )
        if row.problem:
            painter.setFont(theme.font(max(int(tile * 0.34), self.sizes.small), bold=True))
            painter.setPen(theme.ERROR)
            painter.drawText(
                QRectF(x + number_w, y + tile, self.width() - x - number_w, tile * 0.5),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop,
                row.problem,
            )

    @staticmethod
    def _paint_tile(painter: QPainter, rect: QRectF, label: str, tile: int, fill: QColor) -> None:
        painter.setPen(QPen(theme.TILE_EDGE, max(1.0, tile / 30)))
        painter.setBrush(fill)
        painter.drawRoundedRect(rect, tile * 0.1, tile * 0.1)
        size = 0.62 if len(label) == 1 else 0.62 / (0.55 * len(label) + 0.45)
        painter.setFont(theme.font(int(tile * size), bold=True))
        painter.setPen(theme.TILE_TEXT)
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, label)


class VerdictIcon(QWidget):
    """A painted check mark or cross: the verdict is never told by colour alone."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.acceptable = True
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)

    def set_acceptable(self, acceptable: bool) -> None:
        self.acceptable = acceptable
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        side = min(self.width(), self.height())
        box = QRectF((self.width() - side) / 2, (self.height() - side) / 2, side, side)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(theme.TEXT)
        painter.drawEllipse(box)
        pen = QPen(theme.ACCEPTABLE_BG if self.acceptable else theme.UNACCEPTABLE_BG, side * 0.13)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        path = QPainterPath()
        x, y, s = box.x(), box.y(), side
        if self.acceptable:
            path.moveTo(QPointF(x + s * 0.27, y + s * 0.53))
            path.lineTo(QPointF(x + s * 0.44, y + s * 0.70))
            path.lineTo(QPointF(x + s * 0.75, y + s * 0.33))
        else:
            path.moveTo(QPointF(x + s * 0.32, y + s * 0.32))
            path.lineTo(QPointF(x + s * 0.68, y + s * 0.68))
            path.moveTo(QPointF(x + s * 0.68, y + s * 0.32))
            path.lineTo(QPointF(x + s * 0.32, y + s * 0.68))
        painter.drawPath(path)
        painter.end()
