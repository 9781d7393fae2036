"""The steps before the words: the table number, how many words, and the split-lookup warning."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from kiosk.core.procedure import MAX_DECLARED_WORDS, MAX_TABLE
from kiosk.core.station import Screen, StationFlow
from kiosk.ui import theme

__all__ = ["PromptScreen", "split_warning_text"]


def _label(wrap: bool = True) -> QLabel:
    label = QLabel()
    label.setWordWrap(wrap)
    label.setAlignment(Qt.AlignmentFlag.AlignCenter)
    label.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    label.setTextInteractionFlags(Qt.TextInteractionFlag.NoTextInteraction)
    return label


def split_warning_text(flow: StationFlow) -> tuple[str, str, str]:
    """Title, explanation and keys of the split-lookup warning (NSA IV.J.2, NASPA 6.2)."""
    warning = flow.split_warning
    assert warning is not None and flow.profile is not None
    seconds = max(1, round(warning.seconds_ago))
    where = f"table {flow.table}" if flow.table is not None else flow.profile.name
    slip = f" (slip {warning.earlier.receipt})" if warning.earlier.receipt else ""
    title = "JUDGED MOMENTS AGO"
    body = (
        f"{flow.profile.name}, {where} was judged {seconds} seconds ago{slip}. "
        "If these words belong to the same play, the rules forbid judging them separately: "
        "all challenged words of a play are typed together, and after an UNACCEPTABLE no "
        "further words are entered (NSA IV.J.2, NASPA 6.2 \u201cImproper Lookups\u201d)."
    )
    keys = (
        f"{flow.settings.judge_key_name}: judge these words anyway (it is recorded)  \u00b7  "
        "any other key: back to the words"
    )
    return title, body, keys


class PromptScreen(QWidget):
    """A big question with what is typed so far, or the split-lookup warning."""

    def __init__(self) -> None:
        super().__init__()
        self.title = _label()
        self.value = _label(wrap=False)
        self.detail = _label()
        self.keys = _label()
        layout = QVBoxLayout(self)
        layout.addStretch(1)
        for widget in (self.title, self.value, self.detail):
            layout.addWidget(widget)
        layout.addStretch(1)
        layout.addWidget(self.keys)

    def show_flow(self, flow: StationFlow, sizes: theme.Sizes) -> None:
        screen = flow.screen
        room = (sizes.width or self.width()) - 2 * sizes.margin
        value_css = (
            "color: #ffffff; background: rgba(255, 255, 255, 0.10);"
            f" border-radius: {sizes.margin // 2}px; padding: {sizes.margin // 2}px;"
        )
        if screen is Screen.TABLE:
            title = "TABLE NUMBER?"
            value = flow.table_text or "_"
            detail = f"Type the number of your table (1 to {MAX_TABLE}) with the digit keys."
            keys = "Enter: go on  \u00b7  Backspace: correct  \u00b7  Esc: start again"
        elif screen is Screen.COUNT:
            title = "HOW MANY WORDS?"
            value = "?"
            where = f"Table {flow.table}: " if flow.table is not None else ""
            detail = (
                f"{where}press the number of words you are challenging "
                f"(1 to {MAX_DECLARED_WORDS}). Only that many words can be judged."
            )
            keys = "Esc: back"
        else:
            title, detail, keys = split_warning_text(flow)
            value = ""
        warning = screen is Screen.SPLIT_WARNING
        colour = theme.WARNING_BG.name() if warning else "#ffffff"
        theme.apply_style(
            self.title,
            f"color: {colour}; background: transparent;",
            theme.fit_pixels(title, sizes.verdict, sizes.instruction, room),
            bold=True,
        )
        self.title.setText(title)
        self.value.setVisible(bool(value))
        theme.apply_style(self.value, value_css, sizes.verdict, bold=True)
        self.value.setText(value)
        theme.apply_style(self.detail, "color: #ffffff; background: transparent;", sizes.body)
        self.detail.setText(detail)
        theme.apply_style(
            self.keys,
            f"color: {theme.MUTED.name() if not warning else '#ffffff'}; background: transparent;",
            sizes.body if warning else sizes.small,
            bold=warning,
        )
        self.keys.setText(keys)
