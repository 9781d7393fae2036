"""The banner above every station screen: lexicon, size, fingerprint, rule, station."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QGridLayout, QLabel, QWidget

from kiosk.core.flow import FlowSnapshot, ProfileChoice
from kiosk.ui import theme
from kiosk.ui.player_text import player_text

__all__ = ["Banner", "ContactLine"]


class ContactLine(QLabel):
    """Under the banner: a station in an event out of contact with the head director says
    so, in the least size a player reads, on a line of its own (never over the play or the
    verdict). Hidden while in contact."""

    def __init__(self) -> None:
        super().__init__()
        self.setWordWrap(True)
        self.hide()

    def show_contact(self, text: str | None, sizes: theme.Sizes) -> None:
        """Show ``text`` (None: hide the line)."""
        if text is None:
            self.hide()
            return
        theme.apply_style(
            self,
            f"color: {theme.WARNING_TEXT.name()}; background: {theme.WARNING_BG.name()};"
            f" padding: 2px {sizes.margin}px;",
            sizes.least,
            bold=True,
        )
        self.setText(text)
        self.show()


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
        self._last: tuple[FlowSnapshot | None, str, theme.Sizes, str | None] | None = None
        # lexicon | rule | station on one line; on a narrow screen the station goes on a
        # second line rather than the type becoming too small to read
        layout = self.row = QGridLayout(self)
        layout.setColumnStretch(1, 1)
        layout.setColumnStretch(3, 1)
        self._place(one_line=True)
        self.rule.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.station.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)

    def _place(self, one_line: bool) -> None:
        for label in (self.lexicon, self.rule, self.station):
            self.row.removeWidget(label)
        self.row.addWidget(self.lexicon, 0, 0)
        self.row.addWidget(self.rule, 0, 2)
        if one_line:
            self.row.addWidget(self.station, 0, 4)
        else:
            self.row.addWidget(self.station, 1, 0, 1, 5)
        self._one_line = one_line

    def show_state(
        self,
        state: FlowSnapshot | None,
        station_name: str,
        sizes: theme.Sizes,
        language: str | None = None,
    ) -> None:
        """``language``: the players' language when there is no flow's ``state`` (a station
        that cannot judge); otherwise the state's."""
        self._last = (state, station_name, sizes, language)
        code = state.language if state is not None else language
        lexicon, rule = self._texts(state, code)
        shown = (lexicon, rule, station_name, sizes, code)
        if shown == self._shown:
            return
        self._shown = shown
        margin = sizes.margin // 2
        self.row.setContentsMargins(sizes.margin, margin, sizes.margin, margin)
        self.lexicon.setText(lexicon)
        self.rule.setText(rule)
        self.station.setText(player_text(code).station(station_name))
        # Shrink the type until all three fit: the fingerprint must never be cut off. When
        # they would be smaller than the least text a player reads, the station's name
        # goes on a line of its own.
        labels = (self.lexicon, self.rule, self.station)
        texts = tuple(label.text() for label in labels)
        spacing = 4 * max(0, self.row.horizontalSpacing())  # between the three and stretches
        room = (sizes.width or self.width()) - 2 * sizes.margin - spacing
        least = min(sizes.banner, sizes.least * 3 // 4)
        pixels = theme.fit_pixels(texts, sizes.banner, least, room)
        one_line = theme.fit_pixels(texts, pixels, 0, room) == pixels
        if not one_line:
            pixels = min(
                theme.fit_pixels(texts[:2], sizes.banner, 10, room - spacing // 2),
                theme.fit_pixels(texts[2], sizes.banner, 10, room),
            )
        if one_line != self._one_line:
            self._place(one_line)
        for label in labels:
            theme.apply_style(label, "color: #ffffff; background: transparent;", pixels, bold=True)
            label.setMinimumHeight(int(pixels * 1.4))

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Fit again at the new width (director mode resizes the window without painting
        the station screens: the banner stays above its forms)."""
        super().resizeEvent(event)
        if self._last is not None and self._last[2].width != self.width():
            state, name, sizes, language = self._last
            height = self.window().height()
            self.show_state(state, name, theme.Sizes(height, sizes.scale, self.width()), language)

    @staticmethod
    def _texts(state: FlowSnapshot | None, code: str | None) -> tuple[str, str]:
        profile = None
        words = player_text(code)
        if state is not None:
            profile = state.shown_profile
            if profile is None and state.profiles:
                names = " · ".join(  # each lexicon once, however many divisions use it
                    dict.fromkeys(
                        p.lexicon.name for p in state.profiles if isinstance(p, ProfileChoice)
                    )
                )
                return words.lexicons(names), words.choose_division()
        if profile is None:
            return words.no_lexicon(), ""
        lexicon = profile.lexicon
        return (
            words.lexicon_line(lexicon.name, len(lexicon), lexicon.fingerprint[:8]),
            words.rule_title(profile.rule),
        )
