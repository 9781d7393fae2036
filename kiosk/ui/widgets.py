"""Painted pieces of the station screens: the banner, words as tiles, verdict icons."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetrics,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
    QResizeEvent,
)
from PySide6.QtWidgets import QSizePolicy, QWidget

from kiosk.ui import theme

if TYPE_CHECKING:
    from kiosk.core.station import FlowSnapshot


@dataclass(frozen=True)
class WordRow:
    """One typed word as the entry screen shows it."""

    number: int
    tiles: tuple[str, ...]  # empty when the word could not be read
    typed: str
    problem: str | None = None
    repeated: bool = False
    repeated_note: str = "typed twice"  # in the players' language


@dataclass(frozen=True)
class _Piece:
    """One thing `TileWords` paints: a text, a tile (``t``: its letters) or the caret."""

    rect: QRectF
    font: QFont = field(default_factory=QFont)
    colour: QColor = field(default_factory=QColor)
    flags: int = 0
    text: str = ""
    t: str = ""  # a tile's letters (a tile is measured as a tile, not as a text)
    fill: QColor | None = None

    def __post_init__(self) -> None:
        if self.t:
            object.__setattr__(self, "fill", theme.TILE)


def _tile_size(label: str) -> float:
    """A tile's letter size as a share of the tile (digraphs such as CH or LL smaller)."""
    return 0.62 if len(label) == 1 else 0.62 / (0.55 * len(label) + 0.45)


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
        column_tiles = 1.1 + longest + 1.0
        repeated = [r.repeated_note for r in self.rows if r.repeated]
        if repeated:  # the note is a third of a tile high: its width grows with the tile
            note = QFontMetrics(theme.font(100, bold=True))
            column_tiles += 0.4 + 0.3 * max(note.horizontalAdvance(n) for n in repeated) / 100
        small = QFontMetrics(theme.font(self.sizes.least, bold=True))
        problem_line = small.height() * 1.05
        problem_px = max([small.horizontalAdvance(r.problem) for r in self.rows if r.problem] + [0])
        width, height = max(1, self.width()), max(1, self.height())

        def fit(columns: int) -> float:
            per_column = -(-count // columns)
            problems = max(
                sum(1 for r in self.rows[c * per_column : (c + 1) * per_column] if r.problem)
                for c in range(columns)
            )
            column_w = width / columns
            by_width = column_w / column_tiles
            if problem_px and problem_px > column_w * 0.9:
                by_width *= 0.5  # the problems would have to shrink: not two columns
            by_height = min(
                height / (per_column * 1.1 + problems * 0.5),
                (height - problems * problem_line) / (per_column * 1.1),
            )
            return min(by_width, by_height)

        columns = 2 if count > 4 and fit(2) > fit(1) else 1
        tile = int(max(24, min(self.sizes.tile, fit(columns))))
        return columns, tile, int(tile * 1.1)  # a row with a problem adds its message line

    def painted_texts(self) -> list[tuple[QRectF, QFont, int, str]]:
        """Every text this widget paints: its rectangle, font, alignment flags and text
        (what the fit tests measure; the painting draws exactly these)."""
        return [(p.rect, p.font, p.flags, p.text) for p in self._pieces() if p.text]

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        for piece in self._pieces():
            if piece.fill is not None:
                self._paint_tile(painter, piece)
            elif piece.text:
                painter.setFont(piece.font)
                painter.setPen(piece.colour)
                painter.drawText(piece.rect, piece.flags, piece.text)
            else:  # the caret
                painter.fillRect(piece.rect, piece.colour)
        painter.end()

    def _pieces(self) -> list[_Piece]:
        columns, tile, row_h = self._layout()
        per_column = max(1, -(-len(self.rows) // columns))
        column_w = self.width() / columns
        problem_h = self._problem_height(tile)
        pieces: list[_Piece] = []
        for i, row in enumerate(self.rows):
            col, line = divmod(i, per_column)
            extra = sum(problem_h for r in self.rows[col * per_column : i] if r.problem)
            x = col * column_w
            y = line * row_h + extra
            last = i == len(self.rows) - 1
            pieces += self._row_pieces(row, x, y, tile, column_w, last)
        return pieces

    def _problem_height(self, tile: int) -> int:
        """The height of a word's problem line under its tiles."""
        return int(max(tile * 0.5, QFontMetrics(self._problem_font(tile)).height() * 1.05))

    def _problem_font(self, tile: int) -> QFont:
        return theme.font(max(int(tile * 0.34), self.sizes.least), bold=True)

    def _row_pieces(
        self, row: WordRow, x: float, y: float, tile: int, column_w: float, last: bool
    ) -> list[_Piece]:
        left_align = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        number_w = tile * 1.1
        pieces = [
            _Piece(
                QRectF(x, y, number_w - tile * 0.15, tile),
                theme.font(int(tile * 0.5), bold=True),
                theme.MUTED,
                int((Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter).value),
                f"{row.number}.",
            )
        ]
        left = x + number_w
        right = x + column_w
        if row.tiles and row.problem is None:
            for t in row.tiles:
                rect = QRectF(left, y, tile * 0.94, tile)
                pieces.append(_Piece(rect, theme.font(int(tile * _tile_size(t)), True), t=t))
                left += tile
        else:
            typed_font = theme.font(int(tile * 0.62), bold=True)
            width = QFontMetrics(typed_font).horizontalAdvance(row.typed)
            if width > right - left:  # a long word that cannot be judged: smaller, whole
                pixels = theme.fit_pixels(row.typed, int(tile * 0.62), 8, int(right - left))
                typed_font = theme.font(pixels, bold=True)
                width = QFontMetrics(typed_font).horizontalAdvance(row.typed)
            pieces.append(
                _Piece(
                    QRectF(left, y, width, tile),
                    typed_font,
                    theme.ERROR,
                    int(left_align.value),
                    row.typed,
                )
            )
            left += width + tile * 0.2
        if last and self.caret:
            caret = QRectF(left + tile * 0.1, y + tile * 0.85, tile * 0.6, tile * 0.1)
            if caret.right() <= right:
                pieces.append(_Piece(caret, colour=theme.TEXT))
            left += tile
        if row.repeated:
            note_font = theme.font(int(tile * 0.3), bold=True)
            note_width = QFontMetrics(note_font).horizontalAdvance(row.repeated_note)
            pieces.append(
                _Piece(
                    QRectF(left + tile * 0.2, y, note_width, tile),
                    note_font,
                    theme.WARNING_BG,
                    int(left_align.value),
                    row.repeated_note,
                )
            )
        if row.problem:
            pieces.append(self._problem_piece(row.problem, x + number_w, y + tile, right, tile))
        return pieces

    def _problem_piece(
        self, problem: str, left: float, top: float, right: float, tile: int
    ) -> _Piece:
        """A word's problem under it, in one line, smaller when the column is narrow."""
        problem_font = self._problem_font(tile)
        room = right - left
        if QFontMetrics(problem_font).horizontalAdvance(problem) > room:
            pixels = theme.fit_pixels(problem, problem_font.pixelSize(), 8, int(room))
            problem_font = theme.font(pixels, bold=True)
        return _Piece(
            QRectF(left, top, room, self._problem_height(tile)),
            problem_font,
            theme.ERROR,
            int((Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop).value),
            problem,
        )

    @staticmethod
    def _paint_tile(painter: QPainter, piece: _Piece) -> None:
        rect, tile = piece.rect, piece.rect.height()
        painter.setPen(QPen(theme.TILE_EDGE, max(1.0, tile / 30)))
        painter.setBrush(piece.fill or theme.TILE)
        painter.drawRoundedRect(rect, tile * 0.1, tile * 0.1)
        painter.setFont(piece.font)
        painter.setPen(theme.TILE_TEXT)
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, piece.t)


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


class FittedPage(QWidget):
    """A page whose texts are sized to the room it has: shown again when its size changes
    (the banner, band and footer around it take their share first)."""

    def __init__(self) -> None:
        super().__init__()
        self._last: tuple[FlowSnapshot, theme.Sizes] | None = None
        self._fitted_to = (0, 0)

    def show_state(self, state: FlowSnapshot, sizes: theme.Sizes) -> None:
        self._last = (state, sizes)
        self._fitted_to = (self.width(), self.height())
        self.fit(state, sizes)

    def fit(self, state: FlowSnapshot, sizes: theme.Sizes) -> None:
        """Show ``state`` in the page's current size (each page its own)."""
        raise NotImplementedError

    def room(self, sizes: theme.Sizes) -> tuple[int, int]:
        """Width and height the page's texts may take (its layout's margins left out)."""
        margins = self.contentsMargins()
        layout = self.layout()
        if layout is not None:
            margins = layout.contentsMargins()
        width = (sizes.width or self.width()) - 2 * sizes.margin - 12
        # a margin for rounding: each label's height is whole pixels, the estimate is not
        return width, self.height() - margins.top() - margins.bottom() - sizes.margin // 2

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self._last is not None and (self.width(), self.height()) != self._fitted_to:
            self.show_state(*self._last)
