"""Painted pieces of the station screens: the banner, words as tiles, verdict icons."""

from __future__ import annotations

import math
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
    from kiosk.core.flow import FlowSnapshot


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


LEAST_TILE = 24  # the smallest tile edge, when even two columns leave no more room


def _as_tiles(row: WordRow) -> bool:
    """A word shown as tiles (a word that cannot be judged is shown as typed)."""
    return bool(row.tiles) and row.problem is None


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
        self.problem_cap = 1 << 10  # the problem lines' largest size (`_layout`)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)

    def show_rows(self, rows: list[WordRow], caret: bool, sizes: theme.Sizes) -> None:
        self.rows, self.caret, self.sizes = rows, caret, sizes
        self.update()

    def _layout(self) -> tuple[int, int, int]:
        """(columns, tile edge, row height) that fit the widget.

        A column is as wide as its number, its longest word shown as tiles and the caret
        (plus the "typed twice" note when shown). A word that cannot be judged takes no
        room from the others: it is shown at their size, shortened when it is too long
        (its problem line says how long it is). Problem lines wrap, and give way before the
        words do. More than four words go in two columns when that keeps tiles larger.
        """
        # The words come first: down to the preferred tile (letters at least the small
        # text size, which large print enlarges), the problem lines and "typed twice" notes
        # give way first (smaller, down to two thirds of the least text size); only then do
        # the tiles go smaller.
        preferred = min(
            max(LEAST_TILE, self.sizes.tile), max(LEAST_TILE, math.ceil(self.sizes.small / 0.62))
        )
        self.problem_cap = 1 << 10
        best = (0, 1, self.problem_cap)  # tile, columns, cap
        floor = max(10, self.sizes.least * 2 // 3)  # a problem line stays readable
        cap = self._problem_font(preferred).pixelSize() if self.rows else floor
        while True:
            for columns in (1, 2) if len(self.rows) > 4 else (1,):
                tile = self._largest_tile(columns)
                if tile > best[0]:
                    best = (tile, columns, self.problem_cap)
            gives = any(r.problem or r.repeated for r in self.rows)
            if best[0] >= preferred or cap <= floor or not gives:
                break
            cap -= 2
            self.problem_cap = cap
        tile, columns, self.problem_cap = best
        return columns, tile, int(tile * 1.1)  # a row with a problem adds its message line

    def _largest_tile(self, columns: int) -> int:
        """The largest tile edge (from `Sizes.tile` down to `LEAST_TILE`) at which the rows
        fit in ``columns`` columns."""
        largest = max(LEAST_TILE, self.sizes.tile)
        return theme.largest_that_fits(lambda tile: self._fits(columns, tile), largest, LEAST_TILE)

    def _fits(self, columns: int, tile: int) -> bool:
        width, height = max(1, self.width()), max(1, self.height())
        column_w = width / columns
        longest = max([len(r.tiles) for r in self.rows if _as_tiles(r)] + [3])
        need_w = tile * (1.1 + longest + 1.0)
        repeated = [r.repeated_note for r in self.rows if r.repeated]
        if repeated:
            note = QFontMetrics(self._note_font(tile))
            need_w += tile * 0.4 + max(note.horizontalAdvance(n) for n in repeated)
        if need_w > column_w:
            return False
        per_column = max(1, -(-len(self.rows) // columns))
        for c in range(columns):
            rows = self.rows[c * per_column : (c + 1) * per_column]
            need_h = len(rows) * int(tile * 1.1)
            need_h += sum(
                self._problem_height(r.problem, tile, column_w) for r in rows if r.problem
            )
            if need_h > height:
                return False
        return True

    def painted_texts(self) -> list[tuple[QRectF, QFont, int, str]]:
        """Every text this widget paints: its rectangle, font, alignment flags and text
        (what the fit tests measure; the painting draws exactly these)."""
        return [(p.rect, p.font, p.flags, p.text) for p in self._pieces() if p.text]

    def tile_edge(self) -> int:
        """The edge of the tiles the typed words are shown on now."""
        return self._layout()[1]

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
        pieces: list[_Piece] = []
        for i, row in enumerate(self.rows):
            col, line = divmod(i, per_column)
            extra = sum(
                self._problem_height(r.problem, tile, column_w)
                for r in self.rows[col * per_column : i]
                if r.problem
            )
            x = col * column_w
            y = line * row_h + extra
            last = i == len(self.rows) - 1
            pieces += self._row_pieces(row, x, y, tile, column_w, last)
        return pieces

    def _problem_height(self, problem: str, tile: int, column_w: float) -> int:
        """The height of a word's problem under its tiles: its lines, wrapped in the column."""
        room = column_w - tile * 1.1
        need = theme.wrapped_size(problem, self._problem_font(tile).pixelSize(), int(room), True)
        return int(need.height() * 1.05 + tile * 0.1)

    def _problem_font(self, tile: int) -> QFont:
        return theme.font(min(max(int(tile * 0.34), self.sizes.least), self.problem_cap), True)

    def _note_font(self, tile: int) -> QFont:
        """The "typed twice" note beside a word: a third of a tile, or the least text when
        that is larger, as long as it is no higher than the tile."""
        pixels = min(max(int(tile * 0.3), self.sizes.least), self.problem_cap)
        while pixels > 8 and QFontMetrics(theme.font(pixels, True)).height() + 2 > tile:
            pixels -= 1
        return theme.font(pixels, bold=True)

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
        if _as_tiles(row):
            for t in row.tiles:
                rect = QRectF(left, y, tile * 0.94, tile)
                pieces.append(_Piece(rect, theme.font(int(tile * _tile_size(t)), True), t=t))
                left += tile
        else:
            # A word that cannot be judged, at the others' size: shortened in the middle
            # when longer than the row (the problem line under it says how long it is).
            typed_font = theme.font(int(tile * 0.62), bold=True)
            metrics = QFontMetrics(typed_font)
            room = right - left - (tile if last and self.caret else 0)
            typed = row.typed
            if metrics.horizontalAdvance(typed) > room:
                typed = metrics.elidedText(typed, Qt.TextElideMode.ElideMiddle, int(room))
            width = metrics.horizontalAdvance(typed)
            pieces.append(
                _Piece(
                    QRectF(left, y, width, tile),
                    typed_font,
                    theme.ERROR,
                    int(left_align.value),
                    typed,
                )
            )
            left += width + tile * 0.2
        if last and self.caret:
            caret = QRectF(left + tile * 0.1, y + tile * 0.85, tile * 0.6, tile * 0.1)
            if caret.right() <= right:
                pieces.append(_Piece(caret, colour=theme.TEXT))
            left += tile
        if row.repeated:
            note_font = self._note_font(tile)
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
        """A word's problem under it, wrapped in the column (never smaller than the least
        text a player reads)."""
        column_w = right - left + tile * 1.1
        return _Piece(
            QRectF(left, top, right - left, self._problem_height(problem, tile, column_w)),
            self._problem_font(tile),
            theme.ERROR,
            int((Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop).value)
            | Qt.TextFlag.TextWordWrap.value,
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
