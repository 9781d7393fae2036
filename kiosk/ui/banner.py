"""The banner above every station screen: lexicon, size, fingerprint, rule, station."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QWidget

from kiosk.core.station import ProfileChoice, StationFlow
from kiosk.ui import theme
from kiosk.ui.player_text import player_text

__all__ = ["Banner"]


class Banner(QWidget):
    """Always on top of every screen: lexicon, size, fingerprint, rule, station."""

    def __init__(self) -> None:
        super().__init__()
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet(f"Banner {{ background: {theme.PANEL.name()}; }}")
        self.lexicon = QLabel()
        self.rule = QLabel()
        self.station = QLabel()
        self._shown: tuple[object, ...] | None = None
        layout = self.row = QHBoxLayout(self)
        layout.addWidget(self.lexicon)
        layout.addStretch(1)
        layout.addWidget(self.rule)
        layout.addStretch(1)
        layout.addWidget(self.station)
        self.rule.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.station.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)

    def show_state(
        self,
        flow: StationFlow | None,
        station_name: str,
        sizes: theme.Sizes,
        language: str | None = None,
    ) -> None:
        """``language``: the players' language when there is no flow (a station that cannot
        judge); otherwise the flow's."""
        code = flow.language if flow is not None else language
        lexicon, rule = self._texts(flow, code)
        shown = (lexicon, rule, station_name, sizes, code)
        if shown == self._shown:
            return
        self._shown = shown
        margin = sizes.margin // 2
        self.row.setContentsMargins(sizes.margin, margin, sizes.margin, margin)
        self.lexicon.setText(lexicon)
        self.rule.setText(rule)
        self.station.setText(player_text(code).station(station_name))
        # Shrink the type until all three fit: the fingerprint must never be cut off.
        labels = (self.lexicon, self.rule, self.station)
        spacing = 4 * max(0, self.row.spacing())  # between the three and two stretches
        room = (sizes.width or self.width()) - 2 * sizes.margin - 4 * margin - spacing
        pixels = theme.fit_pixels(tuple(label.text() for label in labels), sizes.banner, 10, room)
        for label in labels:
            theme.apply_style(label, "color: #ffffff; background: transparent;", pixels, bold=True)
            label.setMinimumHeight(int(sizes.banner * 1.4))

    @staticmethod
    def _texts(flow: StationFlow | None, code: str | None) -> tuple[str, str]:
        profile = None
        words = player_text(code)
        if flow is not None:
            profile = flow.verdict.profile if flow.verdict else flow.profile
            if profile is None and flow.profiles:
                names = " · ".join(
                    p.lexicon.name for p in flow.profiles if isinstance(p, ProfileChoice)
                )
                return words.lexicons(names), words.choose_division()
        if profile is None:
            return words.no_lexicon(), ""
        lexicon = profile.lexicon
        return (
            words.lexicon_line(lexicon.name, len(lexicon), lexicon.fingerprint[:8]),
            words.rule_title(profile.rule),
        )
