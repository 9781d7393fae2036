"""The division's colour band under the banner, and the footer line of hints and warnings."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

from kiosk.core.station import Screen, StationFlow
from kiosk.ui import theme
from kiosk.ui.player_text import player_text

__all__ = ["DivisionBand", "Footer"]


class DivisionBand(QLabel):
    """The chosen division's name in its colour, while several share the station."""

    def __init__(self) -> None:
        super().__init__()
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)

    def show_flow(self, flow: StationFlow, sizes: theme.Sizes) -> None:
        profile = flow.verdict.profile if flow.verdict else flow.profile
        if profile is None or not flow.multi_profile:
            self.hide()
            return
        self.show()
        theme.apply_style(
            self,
            f"color: #ffffff; background: {profile.colour}; padding: {sizes.margin // 3}px;",
            sizes.body,
            bold=True,
        )
        self.setText(profile.name)


def footer_text(flow: StationFlow) -> str | None:
    """What the footer says now (None: nothing), in the players' language."""
    words = player_text(flow.language)
    countdown = flow.countdown()
    if flow.screen is Screen.RECORDING:
        return words.recording()
    if flow.hint:
        return words.say(flow.hint)
    if countdown is not None:
        return words.clearing_in(countdown)
    if flow.log_problem and flow.screen is not Screen.VERDICT:
        return words.log_unavailable()
    return None


class Footer(QLabel):
    """One line at the bottom: a hint, the idle countdown, or a warning."""

    def __init__(self) -> None:
        super().__init__()
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)

    def show_flow(self, flow: StationFlow, sizes: theme.Sizes) -> None:
        text = footer_text(flow)
        if text is None:
            self.hide()
            return
        self.show()
        theme.apply_style(
            self,
            f"color: {theme.WARNING_TEXT.name()}; background: {theme.WARNING_BG.name()};"
            f" padding: {sizes.margin // 2}px;",
            sizes.body,
            bold=True,
        )
        self.setText(text)
