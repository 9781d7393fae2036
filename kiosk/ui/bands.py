"""The division's colour band under the banner, and the footer line of hints and warnings."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

from kiosk.core.flow import FlowSnapshot, Screen
from kiosk.ui import theme
from kiosk.ui.player_text import player_text

__all__ = ["DivisionBand", "Footer"]


class DivisionBand(QLabel):
    """The chosen division's name in its colour, while several share the station."""

    def __init__(self) -> None:
        super().__init__()
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setWordWrap(True)  # a division name longer than a narrow screen: two lines

    def show_state(self, state: FlowSnapshot, sizes: theme.Sizes) -> None:
        profile = state.shown_profile
        if profile is None or not state.multi_profile:
            self.hide()
            return
        self.show()
        padding = sizes.margin // 3
        room = (sizes.width or self.width()) - 2 * padding - 2
        # One line when it fits at the least text size, else at most two lines: the words
        # typed below need the height.
        pixels = theme.fit_pixels(profile.name, sizes.body, sizes.least, room)
        if theme.fit_pixels(profile.name, pixels, 0, room) != pixels:
            two = theme.wrapped_size("X\nX", sizes.small, room, True).height()
            pixels = theme.fit_wrapped(profile.name, sizes.small, sizes.least, room, two, True)
        theme.apply_style(
            self,
            f"color: #ffffff; background: {profile.colour}; padding: {padding}px;",
            pixels,
            bold=True,
        )
        self.setText(profile.name)


def footer_text(state: FlowSnapshot) -> str | None:
    """What the footer says now (None: nothing), in the players' language."""
    words = player_text(state.language)
    if state.screen is Screen.RECORDING:
        return words.recording()
    if state.hint:
        return words.say(state.hint)
    if state.countdown is not None:
        return words.clearing_in(state.countdown)
    if state.notice and state.screen is not Screen.VERDICT:
        return words.say(state.notice)
    if state.log_problem and state.screen is not Screen.VERDICT:
        return words.log_unavailable()
    return None


class Footer(QLabel):
    """A line at the bottom: a hint, the idle countdown, or a warning. Smaller type when
    the line is long, and a second line when even that does not fit: never cut."""

    def __init__(self) -> None:
        super().__init__()
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setWordWrap(True)

    def show_state(self, state: FlowSnapshot, sizes: theme.Sizes) -> None:
        text = footer_text(state)
        if text is None:
            self.hide()
            return
        self.show()
        padding = sizes.margin // 2
        room = (sizes.width or self.width()) - 2 * padding - 2
        pixels = theme.fit_pixels(text, sizes.body, sizes.small, room)
        if theme.fit_pixels(text, pixels, 0, room) != pixels:  # two lines, then smaller
            two = theme.wrapped_size("X\nX", sizes.small, room, True).height()
            pixels = theme.fit_wrapped(text, sizes.small, sizes.least, room, two, True)
        theme.apply_style(
            self,
            f"color: {theme.WARNING_TEXT.name()}; background: {theme.WARNING_BG.name()};"
            f" padding: {padding}px;",
            pixels,
            bold=True,
        )
        self.setText(text)
