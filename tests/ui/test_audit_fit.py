"""The audit viewer fits every screen: no label, button, list or table cell is cut.

At each size the viewer sits below a director-panel-like header, with the
panel's own style sheet, over a real log holding every kind of record, every
flag, and station, profile and lexicon names as long as the settings allow.
A text counts as cut when its width (QFontMetrics.horizontalAdvance) exceeds
the room its widget gives it, or when the widget itself lies outside the
window. Only the free-text column (typed words, notes) may shorten its text.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6 import QtGui
from PySide6.QtCore import QPoint, QRect, QRectF, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractScrollArea,
    QApplication,
    QCheckBox,
    QComboBox,
    QLabel,
    QLineEdit,
    QPushButton,
    QStyle,
    QStyleOptionComboBox,
    QVBoxLayout,
    QWidget,
)

from kiosk.audit import EventKind, open_audit_log
from kiosk.config import MAX_NAME_LENGTH
from kiosk.core.adjudication import adjudicate
from kiosk.core.play import parse_play
from kiosk.core.rules import rule_by_id
from kiosk.director.audit_desk import AuditDesk
from kiosk.director.audit_jobs import COLUMNS, FREE_TEXT_COLUMNS, column
from kiosk.ui.director.audit.tab import AuditTab
from tests.audit.test_audit_report import Clock, mini_lexicon

SIZES = [(1024, 768), (1366, 768), (1920, 1080), (1280, 1024), (3840, 2160)]
SCREENSHOTS = Path(__file__).resolve().parent.parent / "artifacts" / "screens"
LONG_STATION = ("Grand Ballroom West, second table by the stage " * 2)[:MAX_NAME_LENGTH]
LONG_PROFILE = ("Division A Open Premier Masters Collins Scrabble Words " * 2)[:MAX_NAME_LENGTH]
PANEL_CSS = (
    "#DirectorPanel { background: #f4f6f8; } QWidget { font-size: 15px; }"
    " QTabBar::tab { padding: 8px 18px; font-size: 16px; }"
)
PANEL_HEADER_PX = 130  # the panel's title, warnings and tab bar above the viewer


@pytest.fixture
def every_kind(kiosk_home, enable_lexicon):
    """A log with each kind of record and each flag, from a station with a long name."""
    mini = mini_lexicon(kiosk_home)
    clock = Clock()
    log = open_audit_log(
        station_id="st-long", station_name=LONG_STATION, path=kiosk_home / "a.sqlite3", clock=clock
    )
    other = open_audit_log(
        station_id="st-2", station_name="Desk", path=kiosk_home / "a.sqlite3", clock=clock
    )

    def judge(text, lexicon=enable_lexicon, rule="double"):
        return adjudicate(parse_play(text, lexicon.alphabet), lexicon, rule_by_id(rule))

    first = log.record_adjudication(judge("cat"), profile=LONG_PROFILE)
    clock.advance(20)  # a split look-up, a second opinion that differs, a re-adjudication
    log.record_adjudication(
        judge("cat zax"), profile=LONG_PROFILE, second_opinion=judge("cat zax", mini)
    )
    clock.advance(30)
    log.record_adjudication(
        judge("catz dogs", rule="ten-point"), profile="B", re_adjudication_of=first.event_id
    )
    log.annotate(first.event_id, "manual-lookup", "Checked at the desk. " * 12, result="ACCEPTABLE")
    other.record_adjudication(judge("quixotically zzz " * 4, mini, "five-point"), profile="C")
    for kind in EventKind:
        if kind not in (EventKind.ADJUDICATION, EventKind.ANNOTATION):
            clock.advance(61)
            log.record_event(kind, {"note": "x" * 200, "n": 1})
    chained = {"format", "event_id", "station_id", "station_name", "seq", "kind", "recorded_at"}
    chained |= {"utc_offset_minutes", "flags", "refers_to"}
    payload = {k: v for k, v in first.body.items() if k not in chained}
    log.record_late_adjudication(
        {**payload, "typed": "cat (kept while the log was full)"},
        event_id="00000000-0000-4000-8000-00000000000a",
        shown_at_utc="2024-05-04T13:00:00.000000Z",
        log_problem="the disk is full",
    )
    yield log
    other.close()
    log.close()


def _label_cut(widget: QLabel) -> list[str]:
    """A label's text against its box: width, height and, when it wraps, its lines."""
    text = widget.text()
    if not text:
        return []
    if widget.textFormat() == Qt.TextFormat.RichText or (
        widget.textFormat() == Qt.TextFormat.AutoText and QtGui.Qt.mightBeRichText(text)
    ):
        if widget.wordWrap() and widget.heightForWidth(widget.width()) > widget.height():
            return [f"label {text!r}: needs more lines than it has"]
        return []
    fm, box = widget.fontMetrics(), widget.contentsRect()
    inset = 2 * widget.margin()
    width, height = box.width() - inset, box.height() - inset
    flags = int(widget.alignment().value)
    if widget.wordWrap():
        flags |= Qt.TextFlag.TextWordWrap.value
        need = fm.boundingRect(QRect(0, 0, max(1, width), 1 << 20), flags, text)
        if need.height() > height + 1:  # the bounding box rounds up a pixel
            return [f"label {text!r}: needs more lines than it has ({need.height()} > {height})"]
        if need.width() > width:
            return [f"label {text!r}: a word is wider than its box ({need.width()} > {width})"]
        return []
    lines = text.split("\n")
    wide = max(fm.horizontalAdvance(line) for line in lines)
    if wide > width:
        return [f"QLabel {text!r}: {wide} > {width}"]
    need = fm.boundingRect(QRect(0, 0, 1 << 20, 1 << 20), flags, text).height()
    if need > height + 1:  # the bounding box rounds up a pixel
        return [f"QLabel {text!r}: {need}px high > {height}"]
    return []


def _painted_cut(widget: QWidget) -> list[str]:
    """Texts a widget paints itself (``painted_texts()``: rectangle, font, flags, text):
    each within its rectangle and the widget, none over another."""
    cut: list[str] = []
    drawn = []
    for rect, font, flags, text in widget.painted_texts():
        fm = QFontMetrics(font)
        need = fm.boundingRect(rect.toRect(), flags, text)
        wide = (
            need.width() if flags & Qt.TextFlag.TextWordWrap.value else fm.horizontalAdvance(text)
        )
        if wide > rect.width() + 0.5 or need.height() > rect.height() + 1:
            cut.append(f"painted {text!r}: {need.width()}x{need.height()} > {rect.size()}")
        if not QRectF(widget.rect()).contains(rect):
            cut.append(f"painted {text!r} lies outside its widget")
        drawn.append((text, QRectF(need).intersected(rect)))
    for i, (text, at) in enumerate(drawn):
        for other, where in drawn[i + 1 :]:
            common = at.intersected(where)
            if common.width() > 0.5 and common.height() > 0.5:
                cut.append(f"painted {text!r} overlaps {other!r}")
    return cut


def _hidden_by_ancestor(widget: QWidget, window: QWidget) -> bool:
    """Whether part of the widget lies outside a widget it is shown in (scrolled areas
    excepted: what they hide can be scrolled to)."""
    rect = QRect(widget.mapTo(window, QPoint(0, 0)), widget.size())
    parent = widget.parentWidget()
    while parent is not None and parent is not window.parentWidget():
        if isinstance(parent, QAbstractScrollArea):
            return False
        outer = QRect(parent.mapTo(window, QPoint(0, 0)), parent.size())
        if not outer.contains(rect):
            return True
        if parent is window:
            break
        parent = parent.parentWidget()
    return False


def cut_texts(root: QWidget) -> list[str]:
    """Every visible text in ``root`` that does not fit where it is shown: wider or taller
    than its box (a wrapped label's lines included), a painted text outside its place or
    over another, a text's widget outside the window or the widgets it is shown in, or
    two texts' boxes overlapping."""
    cut: list[str] = []
    window = root.window()
    boxes: dict[QWidget, list[tuple[QWidget, QRect]]] = {}
    for widget in root.findChildren(QWidget):
        if not widget.isVisible() or (isinstance(widget, QLineEdit) and widget.parent() is None):
            continue
        fm, style = widget.fontMetrics(), widget.style()
        text, room = "", widget.contentsRect().width()
        if isinstance(widget, QLabel):
            cut += _label_cut(widget)
            text = widget.text()
            room = 1 << 20
        elif hasattr(widget, "painted_texts"):
            cut += _painted_cut(widget)
        elif isinstance(widget, QCheckBox):
            text = widget.text()
            room -= style.pixelMetric(QStyle.PixelMetric.PM_IndicatorWidth, None, widget)
            room -= style.pixelMetric(QStyle.PixelMetric.PM_CheckBoxLabelSpacing, None, widget)
        elif isinstance(widget, QPushButton):
            text = widget.text()
            room -= 2 * style.pixelMetric(QStyle.PixelMetric.PM_ButtonMargin, None, widget)
        elif isinstance(widget, QComboBox):
            option = QStyleOptionComboBox()
            widget.initStyleOption(option)
            field = style.subControlRect(
                QStyle.ComplexControl.CC_ComboBox,
                option,
                QStyle.SubControl.SC_ComboBoxEditField,
                widget,
            )
            widest = max(
                (widget.itemText(i) for i in range(widget.count())), key=fm.horizontalAdvance
            )
            if fm.horizontalAdvance(widest) > field.width():
                cut.append(
                    f"list item {widest!r}: {fm.horizontalAdvance(widest)} > {field.width()}"
                )
        elif isinstance(widget, QLineEdit) and not isinstance(widget.parent(), QComboBox):
            text = widget.text() or widget.placeholderText()
            room -= 8  # the frame and the text margins
        if text and fm.horizontalAdvance(text) > room:
            cut.append(f"{type(widget).__name__} {text!r}: {fm.horizontalAdvance(text)} > {room}")
        shows_text = isinstance(widget, QLabel | QAbstractButton | QComboBox | QLineEdit)
        if shows_text or hasattr(widget, "painted_texts"):
            where = widget.mapTo(window, widget.rect().topLeft())
            inside = window.rect().contains(where) and window.rect().contains(
                where + widget.rect().bottomRight()
            )
            if not inside:
                cut.append(f"{type(widget).__name__} {text!r} lies outside the window")
            elif _hidden_by_ancestor(widget, window):
                cut.append(f"{type(widget).__name__} {text!r} lies outside what shows it")
            parent = widget.parentWidget()
            if parent is not None and not isinstance(widget, QAbstractButton):
                boxes.setdefault(parent, []).append((widget, widget.geometry()))
    for siblings in boxes.values():
        for i, (widget, box) in enumerate(siblings):
            for other, other_box in siblings[i + 1 :]:
                common = box.intersected(other_box)
                if common.width() > 0 and common.height() > 0:
                    cut.append(f"{_name(widget)} overlaps {_name(other)}")
    return cut


def _name(widget: QWidget) -> str:
    text = widget.text() if isinstance(widget, QLabel) else ""
    return f"{type(widget).__name__} {text[:40]!r}"


def cut_cells(tab: AuditTab) -> list[str]:
    """Header texts, and cell texts of the columns that must never be shortened."""
    table, header = tab.table, tab.table.horizontalHeader()
    style = table.style()
    cell_pad = 2 * (style.pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, table) + 1)
    head_pad = 2 * style.pixelMetric(QStyle.PixelMetric.PM_HeaderMargin, None, header)
    cells, heads = table.fontMetrics(), header.fontMetrics()
    cut = []
    for at in range(len(COLUMNS)):
        name = tab.model.headerData(at, Qt.Orientation.Horizontal)
        width = table.columnWidth(at)
        if heads.horizontalAdvance(name) + head_pad > width:
            cut.append(f"header {name!r}: {heads.horizontalAdvance(name)} + {head_pad} > {width}")
        if at in FREE_TEXT_COLUMNS:
            continue
        for row in range(tab.model.rowCount()):
            text = tab.model.index(row, at).data()
            if cells.horizontalAdvance(text) + cell_pad > width:
                cut.append(f"{name} {text!r}: {cells.horizontalAdvance(text)} > {width}")
    return cut


@pytest.mark.parametrize(("width", "height"), SIZES)
def test_nothing_is_cut_at_any_screen_size(qtbot, every_kind, kiosk_home, width, height):
    window = QWidget()
    window.setObjectName("DirectorPanel")
    window.setStyleSheet(PANEL_CSS)
    layout = QVBoxLayout(window)
    layout.addSpacing(PANEL_HEADER_PX)
    tab = AuditTab(AuditDesk(every_kind, lambda kind, details: True, kiosk_home / "exports"))
    layout.addWidget(tab)
    qtbot.addWidget(window)
    window.resize(width, height)
    window.show()
    qtbot.waitExposed(window)
    qtbot.waitUntil(lambda: not tab.busy, timeout=10_000)
    assert tab.model.rowCount() == tab.counts.total == len(every_kind.query())
    kinds = {r.kind for r in tab.shown}
    assert kinds == set(EventKind)
    assert {name for r in tab.shown for name, on in r.flags.items() if on} == {
        "possible_split_lookup",
        "second_opinion_differs",
        "re_adjudication",
        "late_record",
    }
    flagged = next(r for r in tab.shown if r.flags.get("second_opinion_differs"))
    assert tab.select_record(flagged.event_id)
    tab.verify_chain()
    qtbot.waitUntil(lambda: not tab.busy, timeout=10_000)
    assert tab.verify_result.text().startswith("Chain intact:")
    QApplication.processEvents()

    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    assert window.grab().save(str(SCREENSHOTS / f"director-audit-fit-{width}x{height}.png"))
    problems = cut_texts(tab) + cut_cells(tab)
    assert problems == [], f"cut at {width}x{height}:\n" + "\n".join(problems)

    # the type follows the screen: 4K is not read at laptop size
    pixels = tab.table.font().pixelSize()
    assert pixels >= max(13, min(height / 55, width / 90))
    assert tab.filter_bar.search.font().pixelSize() == pixels
    # typed words keep at least a useful width, and are the only text shortened
    typed = column("Typed / details")
    assert tab.table.columnWidth(typed) >= 12 * tab.table.fontMetrics().horizontalAdvance("M")
