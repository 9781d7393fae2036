"""The station screens. Each one only paints what `StationFlow` says; none decides anything."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QVBoxLayout, QWidget

from kiosk.core.play import Entry
from kiosk.core.station import ProfileChoice, StationFlow, VerdictShown
from kiosk.ui import theme
from kiosk.ui.player_text import Player, player_text
from kiosk.ui.widgets import TileWords, VerdictIcon, WordRow


def _label(
    text: str = "", *, wrap: bool = True, align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter
) -> QLabel:
    label = QLabel(text)
    label.setWordWrap(wrap)
    label.setAlignment(align)
    label.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    label.setTextInteractionFlags(Qt.TextInteractionFlag.NoTextInteraction)
    return label


def _style(label: QLabel, pixels: int, colour: str = "#ffffff", bold: bool = False) -> None:
    theme.apply_style(label, f"color: {colour}; background: transparent;", pixels, bold)


class ChooserScreen(QWidget):
    """Several divisions share the station: the players choose theirs first (F1, F2 ...)."""

    def __init__(self) -> None:
        super().__init__()
        self.title = _label()
        self.rows = QVBoxLayout()
        layout = QVBoxLayout(self)
        layout.addStretch(1)
        layout.addWidget(self.title)
        layout.addSpacing(20)
        layout.addLayout(self.rows)
        layout.addStretch(2)
        self._row_widgets: list[QWidget] = []
        self._shown: tuple[object, ...] | None = None

    def show_flow(self, flow: StationFlow, sizes: theme.Sizes) -> None:
        if self._shown == (flow.profiles, sizes):
            return
        self._shown = (flow.profiles, sizes)
        # Each division in its own language; the title in every language the divisions use.
        languages = list(dict.fromkeys(p.language for p in flow.profiles))
        titles = [player_text(code).choose_division() for code in languages]
        self.title.setText("  \u00b7  ".join(dict.fromkeys(titles)))
        _style(self.title, sizes.instruction, bold=True)
        for widget in self._row_widgets:
            widget.setParent(None)
        self._row_widgets = []
        for index, profile in enumerate(flow.profiles):
            usable = isinstance(profile, ProfileChoice)
            row = QWidget()
            background = profile.colour if usable else theme.MUTED.name()
            row.setStyleSheet(f"background: {background}; border-radius: {sizes.margin // 2}px;")
            line = QHBoxLayout(row)
            line.setContentsMargins(
                sizes.margin, sizes.margin // 2, sizes.margin, sizes.margin // 2
            )
            key = _label(f"F{index + 1}", wrap=False)
            _style(key, sizes.instruction, bold=True)
            key.setMinimumWidth(int(sizes.instruction * 2.2))
            words = player_text(profile.language)
            detail = (
                f"{profile.lexicon.name}  ·  {words.rule_title(profile.rule)}"
                if isinstance(profile, ProfileChoice)
                else words.not_available()
            )
            text = _label(
                f"{profile.name}\n{detail}",
                align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            )
            _style(text, sizes.body, bold=True)
            line.addWidget(key)
            line.addWidget(text, 1)
            self.rows.addWidget(row)
            self._row_widgets.append(row)


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

    def _render_context(self, flow: StationFlow, sizes: theme.Sizes, words: Player) -> None:
        parts = []
        if flow.table is not None:
            parts.append(words.table(flow.table))
        if flow.declared is not None:
            parts.append(words.words_declared(flow.declared))
        _style(self.context, sizes.body, bold=True)
        _style(self.context_ready, sizes.body, bold=True)
        text = "  ·  ".join(parts)
        ready = flow.entry is None or flow.entry.is_empty
        self.context.setText(text + "   ")
        # never cut: the one-line instruction beside it is fitted to what is left
        self.context.setMinimumWidth(self.context.fontMetrics().horizontalAdvance(text + "   "))
        self.context.setVisible(bool(parts) and not ready)
        self.context_ready.setText(text)
        self.context_ready.setVisible(bool(parts) and ready)
        out = flow.settings.out_play_key_name
        if flow.final_play:
            theme.apply_style(
                self.keys,
                f"color: {theme.WARNING_TEXT.name()}; background: {theme.WARNING_BG.name()};",
                sizes.body,
                bold=True,
            )
            self.keys.setText(words.out_play_on(out))
        else:
            _style(self.keys, sizes.small, theme.MUTED.name())
            lines = [words.keys_line(out)]
            if flow.settings.word_judge_key_name:
                lines.append(words.word_judge_line(flow.settings.word_judge_key_name))
            self.keys.setText("\n".join(lines))
        # With words typed the tiles need the room: the keys are named in the top line.
        ready = flow.entry is None or flow.entry.is_empty
        self.keys.setVisible(flow.final_play or ready)
        credit = flow.profile.credit if flow.profile is not None else ""
        _style(self.credit, sizes.small, theme.MUTED.name())
        self.credit.setText(credit)
        self.credit.setVisible(bool(credit) and ready)

    def show_flow(self, flow: StationFlow, sizes: theme.Sizes) -> None:
        entry = flow.entry
        key = flow.settings.judge_key_name
        ready = entry is None or entry.is_empty
        words = player_text(flow.language)
        self._render_context(flow, sizes, words)
        if ready:
            _style(self.instruction, sizes.instruction, bold=True)
            self.instruction.setText(words.ready_instruction())
            self.column.setStretch(0, 1)
            self.instruction.setAlignment(Qt.AlignmentFlag.AlignCenter)
            self.words.hide()
            self.count.hide()
            self.check.hide()
            return
        assert entry is not None
        self.column.setStretch(0, 0)
        instruction = words.entry_instruction(flow.settings.out_play_key_name)
        # One line beside the word count: the tiles below need every pixel of height.
        room = (sizes.width or self.width()) - 2 * sizes.margin - 8 * sizes.body
        if not self.context.isHidden():
            room -= self.context.minimumWidth()
        pixels = theme.fit_pixels(instruction, sizes.body, sizes.small, room, bold=False)
        _style(self.instruction, pixels, theme.MUTED.name())
        self.instruction.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        self.instruction.setText(instruction)
        self.words.show()
        self.count.show()
        self.check.show()
        self.words.show_rows(rows_of(entry, words), caret=True, sizes=sizes)
        _style(self.count, sizes.body, theme.MUTED.name(), bold=True)
        self.count.setText(words.words_typed(len(entry.words)))
        # A problem of the whole play (more than 8 words) is said here, never as a word row.
        whole = [words.say(p.said) for p in entry.problems if p.word_index is None]
        check = whole[0] if whole else words.check_instruction(key)
        # One line, as large as the width allows (never smaller than body text).
        pixels = theme.fit_pixels(
            check, sizes.instruction, sizes.body, sizes.width - 2 * sizes.margin
        )
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


class VerdictScreen(QWidget):
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
        top.addWidget(self.word)
        top.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addStretch(1)
        layout.addLayout(top)
        layout.addWidget(self.judged)
        layout.addWidget(self.consequence)
        layout.addWidget(self.receipt)
        layout.addWidget(self.second)
        layout.addWidget(self.log)
        layout.addStretch(1)
        layout.addWidget(self.footer)

    def show_flow(self, flow: StationFlow, sizes: theme.Sizes) -> None:
        shown = flow.verdict
        assert shown is not None
        result = shown.adjudication
        acceptable = result.acceptable
        words = player_text(shown.profile.language)
        background = theme.ACCEPTABLE_BG if acceptable else theme.UNACCEPTABLE_BG
        theme.apply_style(self, f"VerdictScreen {{ background: {background.name()}; }}")
        self.icon.set_acceptable(acceptable)
        edge = int(sizes.verdict * 1.3)
        self.icon.setFixedSize(edge, edge)
        # The word and a prefix that differ at a glance, besides colour and icon.
        word = words.verdict_word(acceptable)
        room = (sizes.width or self.width()) - 2 * sizes.margin - edge
        _style(self.word, theme.fit_pixels(word, sizes.verdict, sizes.instruction, room), bold=True)
        self.word.setText(word)
        _style(self.judged, sizes.body)
        judged = ", ".join(w.key for w in result.play.words)
        where = f"{words.table(shown.table)}  ·  " if shown.table is not None else ""
        rule = words.rule_title(shown.profile.rule)
        self.judged.setText(f"{judged}\n{where}{shown.profile.lexicon.name}  ·  {rule}")
        _style(self.consequence, sizes.instruction, bold=True)
        self.consequence.setText(words.say(result.consequence.said))
        self._receipt(shown, sizes, words)
        self._second_opinion(shown, sizes, words)
        if shown.recorded:
            self.log.hide()
        else:
            self.log.show()
            theme.apply_style(
                self.log,
                f"color: {theme.WARNING_TEXT.name()}; background: {theme.WARNING_BG.name()};"
                f" padding: {sizes.margin // 2}px;",
                sizes.body,
                bold=True,
            )
            self.log.setText(words.not_recorded())
        _style(self.footer, sizes.small, theme.MUTED.name())
        self.footer.setText("" if flow.verdict_keys_locked() else words.press_any_key())

    def _receipt(self, shown: VerdictShown, sizes: theme.Sizes, words: Player) -> None:
        """NSA IV.J.1.h: the result is marked on the challenge slip, with this code."""
        if not shown.receipt:
            self.receipt.hide()
            return
        self.receipt.show()
        text = words.write_on_slip(shown.receipt)
        room = (sizes.width or self.width()) - 2 * sizes.margin
        theme.apply_style(
            self.receipt,
            "color: #ffffff; background: rgba(0, 0, 0, 0.28);"
            f" border-radius: {sizes.margin // 3}px; padding: {sizes.margin // 3}px;",
            theme.fit_pixels(text, int(sizes.instruction * 1.5), sizes.body, room),
            bold=True,
        )
        self.receipt.setText(text)

    def _second_opinion(self, shown: VerdictShown, sizes: theme.Sizes, words: Player) -> None:
        second = shown.second_opinion_for_players
        if second is None:
            self.second.hide()
            return
        self.second.show()
        _style(self.second, sizes.small, theme.MUTED.name())
        acceptable = second.verdict.value == "ACCEPTABLE"
        self.second.setText(words.second_opinion(second.lexicon_name, acceptable))


class ProblemScreen(QWidget):
    """The station cannot judge (bad configuration, unusable lexicon): say so, plainly."""

    def __init__(self) -> None:
        super().__init__()
        self.title = _label()
        self.detail = _label()
        self.call = _label()
        layout = QVBoxLayout(self)
        layout.addStretch(1)
        layout.addWidget(self.title)
        layout.addWidget(self.detail)
        layout.addWidget(self.call)
        layout.addStretch(1)

    def show_problem(self, problem: str, sizes: theme.Sizes, words: Player) -> None:
        self.title.setText(words.not_ready())
        self.call.setText(words.call_director())
        _style(self.title, sizes.instruction, theme.WARNING_BG.name(), bold=True)
        _style(self.detail, sizes.body)
        _style(self.call, sizes.instruction, bold=True)
        self.detail.setText(problem)
