"""The station screens. Each one only paints a `FlowSnapshot`; none decides anything."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetrics, QResizeEvent
from PySide6.QtWidgets import QHBoxLayout, QLabel, QVBoxLayout, QWidget

from kiosk.core.flow import FlowSnapshot, ProfileChoice
from kiosk.ui import theme
from kiosk.ui.player_text import Player, player_text
from kiosk.ui.widgets import FittedPage, TileWords, VerdictIcon, WordRow

if TYPE_CHECKING:
    from kiosk.core.judgements import VerdictShown
    from kiosk.core.play import Entry


def _label(
    text: str = "", *, wrap: bool = True, align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter
) -> QLabel:
    label = QLabel(text)
    label.setWordWrap(wrap)
    label.setAlignment(align)
    label.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    label.setTextInteractionFlags(Qt.TextInteractionFlag.NoTextInteraction)
    return label


def _as_measured(text: str) -> str:
    """``text`` with every digit a 0, for measuring: the typeface's digits are all one width,
    so each slip code measures as every other and the fit is computed once, not per play."""
    return _DIGITS.sub("0", text)


_DIGITS = re.compile(r"\d")


def _style(label: QLabel, pixels: int, colour: str = "#ffffff", bold: bool = False) -> None:
    theme.apply_style(label, f"color: {colour}; background: transparent;", pixels, bold)


class ChooserScreen(FittedPage):
    """Several divisions share the station: the players choose theirs first (F1, F2 ...)."""

    def __init__(self) -> None:
        super().__init__()
        self.title = _label()
        self.rows = QVBoxLayout()
        layout = self.column = QVBoxLayout(self)
        layout.addStretch(1)
        layout.addWidget(self.title)
        layout.addSpacing(_TITLE_GAP)
        layout.addLayout(self.rows)
        layout.addStretch(2)
        self._row_widgets: list[QWidget] = []
        self._row_labels: list[tuple[QLabel, QLabel]] = []  # each row's key and text
        self._shown: tuple[object, ...] | None = None

    def fit(self, state: FlowSnapshot, sizes: theme.Sizes) -> None:
        shown = (state.profiles, sizes, self.width(), self.height())
        if self._shown == shown:
            return
        self._shown = shown
        # Each division in its own language; the title in every language the divisions use.
        languages = list(dict.fromkeys(p.language for p in state.profiles))
        titles = [player_text(code).choose_division() for code in languages]
        title = "  \u00b7  ".join(dict.fromkeys(titles))
        texts = []
        for profile in state.profiles:
            words = player_text(profile.language)
            detail = (
                f"{profile.lexicon.name}  ·  {words.rule_title(profile.rule)}"
                if isinstance(profile, ProfileChoice)
                else words.not_available()
            )
            texts.append(f"{profile.name}\n{detail}")
        # Every division with its rule, whole, in the height there is: the title, the keys
        # and the rows' padding give way with the rows' type, which goes below the least
        # text size only when nothing else shows every division (11 of them with names of
        # 60 characters on a portrait screen); a rule wraps, it is never cut.
        height = self.room(sizes)[1]
        margins = self.column.contentsMargins()  # what the rows' labels have, exactly
        page_w = (sizes.width or self.width()) - margins.left() - margins.right()
        spacing = max(2, sizes.margin // 4)
        self.rows.setSpacing(spacing)
        self.column.setSpacing(spacing)
        floor = max(10, sizes.height // 80)
        gaps = 4 * spacing + _TITLE_GAP + len(texts) * spacing

        def sized(key_px: int, padding: int) -> tuple[int, int, int]:
            """(title px, row px, key width) with keys at ``key_px``, rows ``padding``."""
            keys = QFontMetrics(theme.font(key_px, bold=True))
            key_w = keys.horizontalAdvance(f"F{len(texts)}") + spacing
            text_w = page_w - key_w - 2 * sizes.margin - spacing - 4  # rounding to spare
            rows = tuple(theme.Text(t, sizes.body, floor, True) for t in texts)
            fitted = theme.fit_column(
                (theme.Text(title, sizes.instruction, floor, True), *rows),
                text_w,
                # each row's label rounds its lines' height up: a pixel or two to spare
                height - gaps - len(texts) * (padding * 2 + 2),
            )
            return fitted[0], min(fitted[1:], default=sizes.body), key_w

        # The rows' padding shrinks with their type: fitted again until it holds.
        key_px = sizes.instruction
        padding = _row_padding(sizes.body, sizes)
        for _ in range(4):
            title_px, row_px, key_w = sized(key_px, padding)
            if row_px < sizes.body and key_px == sizes.instruction:
                key_px = min(sizes.instruction, int(row_px * 1.5))  # leaves the names room
                continue
            if _row_padding(row_px, sizes) == padding:
                break
            padding = _row_padding(row_px, sizes)
        if _row_padding(row_px, sizes) > padding:  # never more than the fit allowed for
            title_px, row_px, key_w = sized(key_px, _row_padding(row_px, sizes))
        padding = min(padding, _row_padding(row_px, sizes))
        self.title.setText(title)
        _style(self.title, title_px, bold=True)
        if len(self._row_widgets) != len(texts):
            # Built once per set of divisions (resizing only restyles them: a row must not
            # be taken away while the layout is placing it).
            for widget in self._row_widgets:
                widget.hide()
                widget.deleteLater()
            self._row_widgets, self._row_labels = [], []
            for _ in texts:
                row = QWidget()
                row_line = QHBoxLayout(row)
                row_key = _label(wrap=False)
                row_text = _label(align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
                row_line.addWidget(row_key)
                row_line.addWidget(row_text, 1)
                self.rows.addWidget(row)
                self._row_widgets.append(row)
                self._row_labels.append((row_key, row_text))
        rows = zip(state.profiles, texts, self._row_widgets, self._row_labels, strict=True)
        for index, (profile, text, row, (key, label)) in enumerate(rows):
            usable = isinstance(profile, ProfileChoice)
            background = profile.colour if usable else theme.MUTED.name()
            theme.apply_style(
                row, f"background: {background}; border-radius: {sizes.margin // 2}px;"
            )
            layout = row.layout()
            assert layout is not None
            layout.setSpacing(spacing)
            layout.setContentsMargins(sizes.margin, padding, sizes.margin, padding)
            key.setText(f"F{index + 1}")
            _style(key, key_px, bold=True)
            key.setMinimumWidth(key_w)
            label.setText(text)
            _style(label, row_px, bold=True)


def _row_padding(row_px: int, sizes: theme.Sizes) -> int:
    """Above and below a division's row: a margin's half, less with smaller type."""
    return max(2, min(sizes.margin // 2, row_px // 4))


_TITLE_GAP = 20  # between the title and the rows


class EntryScreen(QWidget):
    """Ready (nothing typed) and entry (words typed, both players check) share one screen."""

    def __init__(self) -> None:
        super().__init__()
        self.instruction = _label()
        self.words = TileWords()
        self.count = _label(
            wrap=False, align=Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        )
        self.check = _label()  # one line when it fits, else two; never clipped
        self.context = _label(wrap=False)  # table and declared count, beside typed words
        self.context_ready = _label()  # the same above the instruction, nothing typed yet
        self.keys = _label()  # Esc and the out-play key, or the out play marked
        self.credit = _label()  # the lexicon's credit line, small
        top = QHBoxLayout()
        top.addWidget(self.context)
        top.addWidget(self.instruction, 1)
        top.addWidget(self.count)
        layout = self.column = QVBoxLayout(self)
        layout.setSpacing(2)  # the tiles take what is left: at least 1/12 of the height
        layout.addWidget(self.context_ready)
        layout.addLayout(top)
        layout.addWidget(self.words, 1)
        layout.addWidget(self.check)
        layout.addWidget(self.keys)
        layout.addWidget(self.credit)

    def _render_context(self, state: FlowSnapshot, sizes: theme.Sizes, words: Player) -> None:
        parts = []
        game = state.game or {}
        if state.table is not None and type(game.get("round")) is int:
            parts.append(words.round_table(game["round"], state.table))
        elif state.table is not None:
            parts.append(words.table(state.table))
        if state.declared is not None:
            parts.append(words.words_declared(state.declared))
        _style(self.context, sizes.body, bold=True)
        _style(self.context_ready, sizes.body, bold=True)
        text = "  ·  ".join(parts)
        ready = state.ready
        self.context.setText(text + "   ")
        # never cut: the one-line instruction beside it is fitted to what is left
        self.context.setMinimumWidth(self.context.fontMetrics().horizontalAdvance(text + "   "))
        self.context.setVisible(bool(parts) and not ready)
        self.context_ready.setText(text)
        self.context_ready.setVisible(bool(parts) and ready)
        out = state.settings.out_play_key_name
        if state.final_play:
            said = words.out_play_on(out)
            full = (sizes.width or self.width()) - 2 * sizes.margin - 12
            theme.apply_style(
                self.keys,
                f"color: {theme.WARNING_TEXT.name()}; background: {theme.WARNING_BG.name()};",
                theme.fit_wrapped(said, sizes.body, sizes.least, full, sizes.height // 9, True),
                bold=True,
            )
            self.keys.setText(said)
        else:
            _style(self.keys, sizes.small, theme.MUTED.name())
            lines = [words.keys_line(out)]
            if state.settings.word_judge_key_name:
                lines.append(words.word_judge_line(state.settings.word_judge_key_name))
            self.keys.setText("\n".join(lines))
        # With words typed the tiles need the room: the keys are named in the top line.
        ready = state.ready
        self.keys.setVisible(state.final_play or ready)
        credit = state.profile.credit if state.profile is not None else ""
        _style(self.credit, sizes.small, theme.MUTED.name())
        self.credit.setText(credit)
        self.credit.setVisible(bool(credit) and ready)

    def show_state(self, state: FlowSnapshot, sizes: theme.Sizes) -> None:
        entry = state.entry
        key = state.settings.judge_key_name
        ready = entry is None or entry.is_empty
        words = player_text(state.language)
        self._render_context(state, sizes, words)
        if ready:
            full = (sizes.width or self.width()) - 2 * sizes.margin - 12
            pixels = theme.fit_wrapped(
                words.ready_instruction(),
                sizes.instruction,
                sizes.least,
                full,
                sizes.height // 4,
                bold=True,
            )
            _style(self.instruction, pixels, bold=True)
            self.instruction.setText(words.ready_instruction())
            self.column.setStretch(0, 1)
            self.instruction.setAlignment(Qt.AlignmentFlag.AlignCenter)
            self.words.hide()
            self.count.hide()
            self.check.hide()
            return
        assert entry is not None
        self.column.setStretch(0, 0)
        instruction = words.entry_instruction(state.settings.out_play_key_name)
        count = words.words_typed(len(entry.words))
        _style(self.count, sizes.body, theme.MUTED.name(), bold=True)
        self.count.setText(count)
        # One line: table and count, the instruction, the words typed; the tiles below need
        # every pixel of height. When the three do not fit side by side, the table and
        # count go on their own line above; the instruction wraps only when even the
        # smallest type is too wide.
        full = (sizes.width or self.width()) - 2 * sizes.margin - 12
        count_w = self.count.fontMetrics().horizontalAdvance(count) + sizes.margin
        context_w = self.context.minimumWidth() if not self.context.isHidden() else 0
        needs = QFontMetrics(theme.font(sizes.small)).horizontalAdvance(instruction)
        if context_w and context_w + needs + count_w > full:
            # A narrow screen: the table, the declared count and the words typed on a line
            # of their own (one line when it fits), the instruction the whole width below.
            self.context.hide()
            self.context_ready.show()
            context = f"{self.context_ready.text()}  ·  {count}"
            self.context_ready.setText(context)
            _style(
                self.context_ready,
                theme.fit_pixels(context, sizes.body, sizes.least, full),
                bold=True,
            )
            count_w = context_w = 0
        self.count.setVisible(bool(count_w))
        room = full - context_w - count_w
        # Large print enlarges it too: it wraps rather than go below the small text size,
        # in at most three lines (the words typed below need the height).
        pixels = theme.fit_pixels(instruction, sizes.body, sizes.small, room, bold=False)
        if sizes.scale > 1:  # larger on two lines than on one line no larger than normal print
            two = theme.wrapped_size("X\nX", sizes.body, room).height()
            pixels = max(pixels, theme.fit_wrapped(instruction, sizes.body, pixels, room, two))
        three = theme.wrapped_size("X\nX\nX", sizes.small, room).height()
        if theme.wrapped_size(instruction, pixels, room).height() > three:
            pixels = theme.fit_wrapped(instruction, sizes.small, sizes.least, room, three)
        _style(self.instruction, pixels, theme.MUTED.name())
        self.instruction.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        self.instruction.setText(instruction)
        self.words.show()
        self.check.show()
        self.words.show_rows(rows_of(entry, words), caret=True, sizes=sizes)
        # A problem of the whole play (more than 8 words) is said here, never as a word row.
        whole = [words.say(p.said) for p in entry.problems if p.word_index is None]
        check = whole[0] if whole else words.check_instruction(key)
        # One line, as large as the width allows (never smaller than body text).
        pixels = theme.fit_pixels(check, sizes.instruction, sizes.body, full)
        if theme.fit_pixels(check, pixels, 0, full) != pixels:  # two lines, then smaller
            two = theme.wrapped_size("X\nX", sizes.small, full, True).height()
            pixels = theme.fit_wrapped(check, pixels, sizes.least, full, two, True)
        colour = theme.WARNING_BG.name() if whole else "#ffffff"
        _style(self.check, pixels, colour, bold=True)
        self.check.setText(check)


def rows_of(entry: Entry, words: Player) -> list[WordRow]:
    """One row per typed word, numbered from 1 (problems of the whole play are not rows)."""
    return [
        WordRow(
            number=i + 1,
            tiles=w.word.tiles if w.word is not None else (),
            typed=w.typed,
            problem=words.say(w.problem.inline_message) if w.problem else None,
            repeated=w.repeated,
            repeated_note=words.typed_twice(),
        )
        for i, w in enumerate(entry.words)
    ]


class VerdictScreen(FittedPage):
    """The whole screen turns green with a check mark or red with a cross."""

    def __init__(self) -> None:
        super().__init__()
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.icon = VerdictIcon()
        self.word = _label(wrap=False)
        self.judged = _label()
        self.consequence = _label()
        self.receipt = _label(wrap=False)
        self.second = _label()
        self.log = _label()
        self.footer = _label()
        top = QHBoxLayout()
        top.addStretch(1)
        top.addWidget(self.icon)
        top.addSpacing(12)  # the icon never touches the word (the word's room allows it)
        top.addWidget(self.word)
        top.addStretch(1)
        layout = self.column = QVBoxLayout(self)
        layout.addStretch(1)
        layout.addLayout(top)
        layout.addWidget(self.judged)
        layout.addWidget(self.consequence)
        layout.addWidget(self.receipt)
        layout.addWidget(self.second)
        layout.addWidget(self.log)
        layout.addStretch(1)
        layout.addWidget(self.footer)

    def fit(self, state: FlowSnapshot, sizes: theme.Sizes) -> None:
        shown = state.verdict
        assert shown is not None
        result = shown.adjudication
        acceptable = result.acceptable
        words = player_text(shown.profile.language)
        background = theme.ACCEPTABLE_BG if acceptable else theme.UNACCEPTABLE_BG
        theme.apply_style(self, f"VerdictScreen {{ background: {background.name()}; }}")
        self.icon.set_acceptable(acceptable)
        width, height = self.room(sizes)
        # The word and a prefix that differ at a glance, besides colour and icon; on a
        # narrow screen the word goes under its prefix rather than shrink below the
        # instruction size (or be cut).
        word = words.verdict_word(acceptable)
        edge = int(sizes.verdict * 1.3)
        beside = width - edge - 12 - 2 * max(0, self.column.spacing())
        word_px = theme.fit_pixels(word, sizes.verdict, sizes.instruction, beside)
        if theme.fit_pixels(word, word_px, 0, beside) != word_px:
            word = theme.two_lines(word, "\u2014")
            word_px = theme.fit_pixels(word, sizes.verdict, sizes.least, beside)
        judged = ", ".join(w.key for w in result.play.words)
        where = f"{words.table(shown.table)}  ·  " if shown.table is not None else ""
        rule = words.rule_title(shown.profile.rule)
        judged = f"{judged}\n{where}{shown.profile.lexicon.name}  ·  {rule}"
        consequence = words.say(result.consequence.said)
        receipt, receipt_px = self._receipt_text(shown, sizes, words, width)
        second = self._second_text(shown, words)
        log = "" if shown.recorded else words.not_recorded()
        if state.keys_locked:
            footer = ""
        elif not shown.recorded:  # no player's key clears it: say who does
            footer = words.director_must_clear()
        else:
            footer = words.press_any_key()
        # Everything in the height there is: the secondary texts give way first, the
        # verdict only down to body text, the slip code never.
        padding = sizes.margin // 2
        shown_texts = [word, judged, consequence, receipt, second, log, footer]
        gaps = max(0, self.column.spacing()) * sum(1 for t in shown_texts if t)
        word_px, judged_px, consequence_px, _, second_px, log_px, footer_px = theme.fit_column(
            (
                theme.Text(word, word_px, min(word_px, sizes.body), True, int(word_px * 0.25)),
                theme.Text(judged, sizes.body, sizes.least),
                theme.Text(consequence, sizes.instruction, sizes.least, True),
                theme.Text(
                    _as_measured(receipt), receipt_px, receipt_px, True, 2 * (sizes.margin // 3)
                ),
                theme.Text(second, sizes.small, sizes.least),
                theme.Text(log, sizes.body, sizes.least, True, 2 * padding),
                theme.Text(footer or "X", sizes.small, sizes.least),
            ),
            width,
            height,
            gaps,
        )
        edge = min(edge, int(word_px * 1.3))
        self.icon.setFixedSize(edge, edge)
        _style(self.word, word_px, bold=True)
        self.word.setText(word)
        _style(self.judged, judged_px)
        self.judged.setText(judged)
        _style(self.consequence, consequence_px, bold=True)
        self.consequence.setText(consequence)
        self.receipt.setVisible(bool(receipt))
        self.receipt.setText(receipt)
        self.second.setVisible(bool(second))
        _style(self.second, second_px, theme.MUTED.name())
        self.second.setText(second)
        self.log.setVisible(bool(log))
        theme.apply_style(
            self.log,
            f"color: {theme.WARNING_TEXT.name()}; background: {theme.WARNING_BG.name()};"
            f" padding: {padding}px;",
            log_px,
            bold=True,
        )
        self.log.setText(log)
        _style(self.footer, footer_px, theme.MUTED.name())
        self.footer.setText(footer)

    def _receipt_text(
        self, shown: VerdictShown, sizes: theme.Sizes, words: Player, width: int
    ) -> tuple[str, int]:
        """NSA IV.J.1.h: the result is marked on the challenge slip, with this code.

        The code is what players copy: never cut, never smaller than `Sizes.slip_code`. When
        the line does not fit at that size, the code goes on a line of its own under the
        words; when even the words do not fit, they wrap (the code never does)."""
        if not shown.receipt:
            return "", 0
        text = words.write_on_slip(shown.receipt)
        padding = sizes.margin // 3
        room = width - 2 * padding
        largest = max(int(sizes.instruction * 1.5), sizes.slip_code)
        pixels = theme.fit_pixels(_as_measured(text), largest, sizes.slip_code, room)
        wrap = False
        if theme.fit_pixels(_as_measured(text), pixels, 0, room) != pixels:
            lead, _, code = text.rpartition(shown.receipt)
            text = f"{lead.rstrip()}\n{shown.receipt}{code}"
            pixels = theme.fit_pixels(_as_measured(text), largest, sizes.slip_code, room)
            wrap = theme.fit_pixels(_as_measured(text), pixels, 0, room) != pixels
        self.receipt.setWordWrap(wrap)
        theme.apply_style(
            self.receipt,
            "color: #ffffff; background: rgba(0, 0, 0, 0.28);"
            f" border-radius: {padding}px; padding: {padding}px;",
            pixels,
            bold=True,
        )
        return text, pixels

    @staticmethod
    def _second_text(shown: VerdictShown, words: Player) -> str:
        second = shown.second_opinion_for_players
        if second is None:
            return ""
        acceptable = second.verdict.value == "ACCEPTABLE"
        return words.second_opinion(second.lexicon_name, acceptable)


class ProblemScreen(QWidget):
    """The station cannot judge (bad configuration, unusable lexicon): say so, plainly."""

    def __init__(self) -> None:
        super().__init__()
        self.title = _label()
        self.detail = _label()
        self.call = _label()
        layout = self.column = QVBoxLayout(self)
        layout.addStretch(1)
        layout.addWidget(self.title)
        layout.addWidget(self.detail)
        layout.addWidget(self.call)
        layout.addStretch(1)
        self._last: tuple[str, theme.Sizes, Player] | None = None

    def show_problem(self, problem: str, sizes: theme.Sizes, words: Player) -> None:
        self._last = (problem, sizes, words)
        title, call = words.not_ready(), words.call_director()
        margins = self.column.contentsMargins()
        width = (sizes.width or self.width()) - 2 * sizes.margin - 12
        height = self.height() - margins.top() - margins.bottom()
        title_px, detail_px, call_px = theme.fit_column(
            (
                theme.Text(title, sizes.instruction, sizes.body, True),
                theme.Text(problem, sizes.body, sizes.least),
                theme.Text(call, sizes.instruction, sizes.body, True),
            ),
            width,
            height,
            3 * max(0, self.column.spacing()),
        )
        # a long word (TURNERINGSLEDEREN) is never wider than the screen
        title_px = min(title_px, theme.fit_wrapped(title, title_px, 10, width, 1 << 20, True))
        call_px = min(call_px, theme.fit_wrapped(call, call_px, 10, width, 1 << 20, True))
        self.title.setText(title)
        self.call.setText(call)
        _style(self.title, title_px, theme.WARNING_BG.name(), bold=True)
        _style(self.detail, detail_px)
        _style(self.call, call_px, bold=True)
        self.detail.setText(problem)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self._last is not None:
            self.show_problem(*self._last)
