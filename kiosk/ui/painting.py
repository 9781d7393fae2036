"""What the kiosk window shows for the station's state: which screen, in which language.

The window owns a `Painter` made with the widgets it paints (`Screens`). Each time, the
window hands it one frozen `StationView` (the flow's `FlowSnapshot`, the station's problem
and fault, what the banner says of the contact with the head director, the station's name
and the players' language when no division is chosen); the painter puts the right screen in
front with the banner, band and footer to match, in the players' language. It reads nothing
of the window, and paints only when the view differs from the one it last painted.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from kiosk.core.flow import FlowSnapshot, Screen
from kiosk.core.i18n import Message
from kiosk.ui.player_text import Player, player_text
from kiosk.ui.recording import LOG_OPEN_WAIT_S, LOG_TOO_SLOW

if TYPE_CHECKING:
    from PySide6.QtWidgets import QStackedWidget

    from kiosk.config import StationConfig
    from kiosk.ui.bands import DivisionBand, Footer
    from kiosk.ui.banner import Banner, ContactLine
    from kiosk.ui.prompts import PromptScreen
    from kiosk.ui.screens import ChooserScreen, EntryScreen, ProblemScreen, VerdictScreen
    from kiosk.ui.theme import Sizes


__all__ = [
    "NO_PROFILE",
    "Painter",
    "Screens",
    "StationView",
    "players_language",
    "problem_text",
]

NO_PROFILE = "No profile is set up."


@dataclass(frozen=True)
class Screens:
    """The widgets a painter shows: the banner, the contact line, the division's band, the
    footer, the stack of screens and each screen in it."""

    banner: Banner
    contact_line: ContactLine
    band: DivisionBand
    footer: Footer
    stack: QStackedWidget
    chooser: ChooserScreen
    entry: EntryScreen
    verdict: VerdictScreen
    prompt: PromptScreen
    problem_screen: ProblemScreen


@dataclass(frozen=True)
class StationView:
    """Everything the station's screens show at one moment: the flow's state (None: no
    flow), the window's problem and fault, what the banner says of the contact with the head
    director (None: in contact, or in no event), the station's name, and the language of the
    players' screens when no division is chosen (None: English)."""

    state: FlowSnapshot | None
    problem: Message | str | None
    fault: str | None
    contact: Message | None
    station_name: str
    players_language: str | None


def players_language(config: StationConfig) -> str | None:
    """The language of the players' screens when no division is chosen: the one every
    division speaks, or None (English) when they differ."""
    spoken = {p.language for p in config.profiles}
    return spoken.pop() if len(spoken) == 1 else None


def problem_text(view: StationView, words: Player) -> str:
    """Why the station cannot judge, in the players' words (a technical detail for the
    director included, worded in their language where the station made it a message)."""
    if view.fault is not None:
        return words.fault(view.fault)
    if view.problem == NO_PROFILE:
        return words.no_profile()
    if view.problem == LOG_TOO_SLOW:
        return words.log_too_slow(LOG_OPEN_WAIT_S)
    return words.say(view.problem) if view.problem else ""


class Painter:
    """Paints `StationView` values on `Screens` (see the module's docstring)."""

    def __init__(self, screens: Screens) -> None:
        self.screens = screens
        self.painted: StationView | None = None  # the view last painted

    def invalidate(self) -> None:
        """The next `paint` paints, even the same view (a size or a language changed)."""
        self.painted = None

    def paint(self, view: StationView, sizes: Sizes, force: bool = False) -> None:
        """Put the screen for ``view`` in front (nothing when it is already shown)."""
        if not force and view == self.painted:
            return
        self.painted = view
        on = self.screens
        shown = view.state
        language = shown.language if shown is not None else view.players_language
        judging = shown is not None and not view.problem and not view.fault
        # a station that cannot judge names no list: the one its flow held is not in force
        on.banner.show_state(shown if judging else None, view.station_name, sizes, language)
        words = player_text(language)
        notice = words.say(view.contact) if view.contact is not None else None
        on.contact_line.show_contact(notice, sizes)
        if shown is None or view.problem or view.fault:
            on.problem_screen.show_problem(problem_text(view, words), sizes, words)
            on.stack.setCurrentWidget(on.problem_screen)
            on.band.hide()
            on.footer.hide()
            return
        on.band.show_state(shown, sizes)
        screen = shown.screen
        if screen is Screen.CHOOSE_PROFILE:
            on.chooser.show_state(shown, sizes)
            on.stack.setCurrentWidget(on.chooser)
        elif screen is Screen.VERDICT:
            on.verdict.show_state(shown, sizes)
            on.stack.setCurrentWidget(on.verdict)
        elif screen in (
            Screen.TABLE,
            Screen.GAME,
            Screen.COUNT,
            Screen.SPLIT_WARNING,
            Screen.WORD_JUDGE,
        ):
            on.prompt.show_state(shown, sizes)
            on.stack.setCurrentWidget(on.prompt)
        else:
            on.entry.show_state(shown, sizes)
            on.stack.setCurrentWidget(on.entry)
        on.footer.show_state(shown, sizes)
