"""The steps before the words: the table number, how many words, and the split-lookup warning."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QVBoxLayout

from kiosk.core.flow import FlowSnapshot, Screen
from kiosk.core.procedure import MAX_DECLARED_WORDS, MAX_TABLE
from kiosk.ui import theme
from kiosk.ui.player_text import player_text
from kiosk.ui.widgets import FittedPage

__all__ = ["PromptScreen", "split_warning_text", "word_judge_text"]


def _label(wrap: bool = True) -> QLabel:
    label = QLabel()
    label.setWordWrap(wrap)
    label.setAlignment(Qt.AlignmentFlag.AlignCenter)
    label.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    label.setTextInteractionFlags(Qt.TextInteractionFlag.NoTextInteraction)
    return label


def split_warning_text(state: FlowSnapshot) -> tuple[str, str, str]:
    """Title, explanation and keys of the split-lookup warning (NSA IV.J.2, NASPA 6.2)."""
    warning = state.split_warning
    assert warning is not None and state.profile is not None
    words = player_text(state.language)
    seconds = state.split_seconds or max(1, round(warning.seconds_ago))  # counts up
    body = words.split_body(state.profile.name, state.table, seconds, warning.earlier.receipt)
    return words.split_title(), body, words.split_keys(state.settings.judge_key_name)


def word_judge_text(state: FlowSnapshot) -> tuple[str, str, str]:
    """Title, detail and keys of the screen shown while a word judge is on the way."""
    words = player_text(state.language)
    key = state.settings.word_judge_key_name  # the key that called the judge sends them back
    return words.word_judge_screen(state.call, state.judge_term, state.table, key)


class PromptScreen(FittedPage):
    """A big question with what is typed so far, or the split-lookup warning."""

    def __init__(self) -> None:
        super().__init__()
        self.title = _label()
        self.value = _label(wrap=False)
        self.detail = _label()
        self.keys = _label()
        layout = self.column = QVBoxLayout(self)
        layout.addStretch(1)
        for widget in (self.title, self.value, self.detail):
            layout.addWidget(widget)
        layout.addStretch(1)
        layout.addWidget(self.keys)

    def fit(self, state: FlowSnapshot, sizes: theme.Sizes) -> None:
        screen = state.screen
        value_css = (
            "color: #ffffff; background: rgba(255, 255, 255, 0.10);"
            f" border-radius: {sizes.margin // 2}px; padding: {sizes.margin // 2}px;"
        )
        words = player_text(state.language)
        if screen is Screen.TABLE:
            title = words.table_question()
            value = state.table_text or "_"
            detail = words.table_detail(MAX_TABLE)
            keys = words.table_keys()
        elif screen is Screen.GAME and state.game_offer is not None:
            offer = state.game_offer
            several = len(offer.games) > 1
            title = words.game_question(len(offer.games))
            lines = [words.game_line(g, several) for g in offer.games]
            if several:
                where = words.game_where(offer.games[0])
                # each game: its key and board on a line, its players under them
                lines = [where] + [
                    f"\n{i}  \u2192  {line}".replace(" \u00b7 ", "\n", 1)
                    for i, line in enumerate(lines, 1)
                ]
            else:  # round and table, then the players: one part a line
                lines = [part for line in lines for part in line.split(" \u00b7 ")]
            value = "\n".join(lines)
            detail = words.game_detail(offer)
            keys = words.game_keys(len(offer.games))
        elif screen is Screen.COUNT:
            title = words.count_question()
            value = "?"
            detail = words.count_detail(MAX_DECLARED_WORDS, state.table)
            keys = words.count_keys()
        elif screen is Screen.WORD_JUDGE:
            title, detail, keys = word_judge_text(state)
            value = ""
        else:
            title, detail, keys = split_warning_text(state)
            value = ""
        warning = screen in (Screen.SPLIT_WARNING, Screen.WORD_JUDGE)
        game = screen is Screen.GAME  # the game(s) in large print, wrapped: names are long
        caution = (
            game
            and state.game_offer is not None
            and (state.game_offer.stale or state.game_offer.scored)
        )
        width, height = self.room(sizes)
        # One size for the question when it fits on a line, else it wraps; a word wider
        # than the screen (TURNERINGSLEDEREN) makes it smaller. Then everything in the
        # height there is: the split-lookup warning's rule and citation are long.
        title_px = theme.fit_pixels(title, sizes.verdict, sizes.instruction, width)
        title_px = min(title_px, theme.fit_wrapped(title, title_px, 10, width, 1 << 20, True))
        keys_px = sizes.body if warning else sizes.small
        shown = [t for t in (title, value, detail, keys) if t]
        gaps = max(0, self.column.spacing()) * len(shown)
        title_px, value_px, detail_px, keys_px = theme.fit_column(
            (
                theme.Text(title, title_px, min(title_px, sizes.body), True),
                theme.Text(
                    value,
                    sizes.instruction if game else sizes.verdict,
                    sizes.body if game else sizes.verdict,
                    True,
                    sizes.margin,
                ),
                theme.Text(detail, sizes.body, sizes.least),
                theme.Text(keys, keys_px, sizes.least, warning),
            ),
            width,
            height,
            gaps,
        )
        colour = theme.WARNING_BG.name() if warning else "#ffffff"
        theme.apply_style(
            self.title, f"color: {colour}; background: transparent;", title_px, bold=True
        )
        self.title.setText(title)
        self.value.setVisible(bool(value))
        self.value.setWordWrap(game)
        theme.apply_style(self.value, value_css, value_px if game else sizes.verdict, bold=True)
        self.value.setText(value)
        detail_css = (
            f"color: {theme.WARNING_BG.name()}; background: transparent;"
            if caution
            else "color: #ffffff; background: transparent;"
        )
        theme.apply_style(self.detail, detail_css, detail_px, bold=caution)
        self.detail.setText(detail)
        theme.apply_style(
            self.keys,
            f"color: {theme.MUTED.name() if not warning else '#ffffff'}; background: transparent;",
            keys_px,
            bold=warning,
        )
        self.keys.setText(keys)
