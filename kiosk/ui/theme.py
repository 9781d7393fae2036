"""Colours, typeface and sizes of the station screens.

Everything scales with the window height so the same screens read well at
1920x1080, 1366x768 and 1024x768, and from 1.5 m away: the smallest text a
player needs is 1/34 of the height (about 8 mm on a 15-inch laptop screen).
"""

from __future__ import annotations

import contextlib
import functools
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontDatabase, QFontMetrics
from PySide6.QtWidgets import QWidget

from kiosk.storage.paths import asset_path

FONT_FAMILY = "DejaVu Sans"

BACKGROUND = QColor("#101418")
PANEL = QColor("#1c232b")
TEXT = QColor("#ffffff")
MUTED = QColor("#c9d1d9")
ERROR = QColor("#ff6b6b")
WARNING_BG = QColor("#ffb000")
WARNING_TEXT = QColor("#111111")
TILE = QColor("#f3e3c3")
TILE_EDGE = QColor("#b89b64")
TILE_TEXT = QColor("#161616")
ACCEPTABLE_BG = QColor("#0b5d2a")
UNACCEPTABLE_BG = QColor("#8f0d0d")

# Large print and high contrast (a station setting): black ground, white secondary text,
# a brighter red for problems and dark tile edges. The verdict colours stay: they already
# pass WCAG AA with white text, and players know them.
_HIGH_CONTRAST = {
    "BACKGROUND": "#000000",
    "MUTED": "#ffffff",
    "ERROR": "#ff8c8c",
    "TILE_EDGE": "#000000",
}
_NORMAL = {name: globals()[name].name() for name in _HIGH_CONTRAST}
high_contrast = False


def set_high_contrast(on: bool) -> None:
    """Switch the station screens' colours (painted from these module values)."""
    global high_contrast
    high_contrast = on
    for name, value in (_HIGH_CONTRAST if on else _NORMAL).items():
        globals()[name] = QColor(value)


_fonts_loaded = False


def load_fonts() -> str:
    """Register the bundled typeface (once) and return its family name."""
    global _fonts_loaded
    if not _fonts_loaded:
        for name in ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf"):
            with contextlib.suppress(FileNotFoundError):  # else the system's sans-serif
                QFontDatabase.addApplicationFont(str(asset_path(f"fonts/{name}")))
        _fonts_loaded = True
    return FONT_FAMILY


def font(pixels: int, bold: bool = False) -> QFont:
    f = QFont(FONT_FAMILY)
    f.setPixelSize(max(8, int(pixels)))
    f.setBold(bold)
    return f


def _largest(fits: Callable[[int], bool], largest: int, smallest: int) -> int:
    """The largest size from ``largest`` down to ``smallest`` that ``fits`` (``smallest``
    when none does), by bisection: a handful of measurements instead of one per pixel size
    (text grows with its size)."""
    if largest <= smallest or fits(largest):
        return largest
    low, high = smallest, largest  # low fits (or is the smallest allowed); high does not
    while high - low > 1:
        middle = (low + high) // 2
        if fits(middle):
            low = middle
        else:
            high = middle
    return low


def largest_that_fits(fits: Callable[[int], bool], largest: int, smallest: int) -> int:
    """The largest size from ``largest`` down to ``smallest`` that ``fits`` (``smallest``
    when none does); ``fits`` must hold for every size below one it holds for."""
    return _largest(fits, largest, smallest)


@functools.lru_cache(maxsize=256)  # called on every keystroke with the same few texts
def fit_pixels(
    text: str | tuple[str, ...], largest: int, smallest: int, width: int, bold: bool = True
) -> int:
    """The largest pixel size from ``largest`` down to ``smallest`` at which ``text`` fits
    in ``width`` (``smallest`` when none does). A tuple is texts side by side on one line;
    a text of several lines fits when its widest line does."""
    texts = (text,) if isinstance(text, str) else text

    def fits(pixels: int) -> bool:
        metrics = QFontMetrics(font(pixels, bold))
        return (
            sum(max(metrics.horizontalAdvance(line) for line in t.split("\n")) for t in texts)
            <= width
        )

    return _largest(fits, largest, smallest)


def wrapped_size(text: str, pixels: int, width: int, bold: bool = False) -> QSize:
    """The size ``text`` takes wrapped at word boundaries in ``width`` (wider than ``width``
    when one word is)."""
    metrics = QFontMetrics(font(pixels, bold))
    flags = int((Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap).value)
    return metrics.boundingRect(QRect(0, 0, max(1, width), 1 << 20), flags, text).size()


@functools.lru_cache(maxsize=256)
def fit_wrapped(
    text: str, largest: int, smallest: int, width: int, height: int, bold: bool = False
) -> int:
    """The largest pixel size from ``largest`` down to ``smallest`` at which ``text``,
    wrapped at word boundaries in ``width``, is at most ``height`` high (and no word is
    wider than ``width``); ``smallest`` when none is."""

    def fits(pixels: int) -> bool:
        need = wrapped_size(text, pixels, width, bold)
        return need.width() <= width and need.height() <= height

    return _largest(fits, largest, smallest)


@dataclass(frozen=True)
class Text:
    """One text of a column of texts to fit (`fit_column`): its type may go from
    ``largest`` down to ``smallest``; ``extra`` is what its widget adds (padding)."""

    text: str
    largest: int
    smallest: int
    bold: bool = False
    extra: int = 0


@functools.lru_cache(maxsize=256)
def fit_column(texts: tuple[Text, ...], width: int, height: int, gaps: int = 0) -> tuple[int, ...]:
    """Pixel sizes for texts shown one under the other, each wrapped in ``width``, so that
    together (with ``gaps`` pixels between and around them) they are at most ``height``
    high: every text goes the same share of the way from its largest size toward its
    smallest (each at its smallest when even that is too high)."""

    def sizes(step: int) -> tuple[int, ...]:
        return tuple(t.smallest + (t.largest - t.smallest) * step // 64 for t in texts)

    def fits(step: int) -> bool:
        need = gaps
        for t, pixels in zip(texts, sizes(step), strict=True):
            if t.text:
                size = wrapped_size(t.text, pixels, width, t.bold)
                if size.width() > width:  # a word wider than the column
                    return False
                need += size.height() + t.extra
        return need <= height

    return sizes(_largest(fits, 64, 0))


def two_lines(text: str, separator: str) -> str:
    """``text`` broken into two lines after ``separator`` (kept at the end of the first),
    or as it is when it has no separator."""
    head, found, tail = text.partition(separator)
    return f"{head.rstrip()} {found.strip()}\n{tail.lstrip()}" if found and tail else text


def apply_style(widget: QWidget, css: str, pixels: int | None = None, bold: bool = False) -> None:
    """Set a widget's style sheet and font only when they change.

    Setting either re-polishes the widget, which is the slowest part of a repaint;
    screens call this on every state change, so unchanged values are skipped.
    """
    if widget.styleSheet() != css:
        widget.setStyleSheet(css)
    if pixels is not None:
        wanted = font(pixels, bold)
        if widget.font() != wanted:
            widget.setFont(wanted)


@dataclass(frozen=True)
class Sizes:
    """Pixel sizes derived from the window height (and the director's font scale)."""

    height: int
    scale: float = 1.0
    width: int = 0  # 0: as wide as a 16:9 screen of this height

    def _px(self, fraction: float) -> int:
        return max(10, int(self.height * fraction * self.scale))

    @property
    def banner(self) -> int:
        return self._px(1 / 30)

    @property
    def small(self) -> int:
        return self._px(1 / 34)

    @property
    def least(self) -> int:
        """The smallest text a player reads (1/34 of the height, large print or not): what
        secondary text may shrink to when a screen holds more than fits."""
        return max(10, int(self.height / 34))

    @property
    def body(self) -> int:
        return self._px(1 / 24)

    @property
    def instruction(self) -> int:
        return self._px(1 / 17)

    @property
    def tile(self) -> int:
        """Tile edge: at least 1/12 of the screen height for the words being judged."""
        return max(self._px(1 / 11.5), int(self.height / 12))

    @property
    def verdict(self) -> int:
        """ACCEPTABLE / UNACCEPTABLE and the icon beside them fit the width."""
        width = self.width or self.height * 16 // 9
        return min(self._px(1 / 7.5), int(width / 11.5))

    @property
    def slip_code(self) -> int:
        """The smallest size of the slip code players copy: 1/20 of the screen height."""
        return max(self.body, -(-self.height // 20))

    @property
    def margin(self) -> int:
        """Space around texts: the same in large print, which gives the room to the text."""
        return max(10, int(self.height / 40))
