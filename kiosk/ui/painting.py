"""What the kiosk window shows for the station's state: which screen, in which language.

`paint` is the window's painter: it reads the flow's `FlowSnapshot` and the window's problem and
fault, and puts the right screen in front with the banner, band and footer to match, in the
players' language. It paints only when what is shown would change (`screen_state`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from kiosk.core.i18n import Message
from kiosk.core.station import FlowSnapshot, Screen
from kiosk.ui.player_text import Player, player_text
from kiosk.ui.recording import LOG_OPEN_WAIT_S, LOG_TOO_SLOW

if TYPE_CHECKING:
    from PySide6.QtWidgets import QStackedWidget

    from kiosk.core.station import StationFlow
    from kiosk.runtime.station import StationRuntime
    from kiosk.ui.bands import DivisionBand, Footer
    from kiosk.ui.banner import Banner, ContactLine
    from kiosk.ui.prompts import PromptScreen
    from kiosk.ui.screens import ChooserScreen, EntryScreen, ProblemScreen, VerdictScreen
    from kiosk.ui.theme import Sizes


class KioskWindow(Protocol):
    """What the painter reads and shows of the station's window (`kiosk.ui.window`): its
    state, and the screens, banner, band and footer it puts in front."""

    flow: StationFlow | None
    runtime: StationRuntime
    problem: Message | str | None
    fault: str | None
    painted_state: PaintedState | None
    sizes: Sizes
    station_name: str
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


__all__ = [
    "NO_PROFILE",
    "PaintedState",
    "paint",
    "players_language",
    "problem_text",
    "screen_state",
]

NO_PROFILE = "No profile is set up."

# The flow's snapshot (None: no flow), the window's problem, its fault, and what the banner
# says of the contact with the head director (None: in contact, or in no event).
PaintedState = tuple[FlowSnapshot | None, Message | str | None, str | None, Message | None]


def screen_state(window: KioskWindow) -> PaintedState:
    """Everything the screens show; the window repaints only when it changes."""
    flow = window.flow
    contact = window.runtime.contact()
    return (
        flow.snapshot() if flow is not None else None,
        window.problem,
        window.fault,
        contact.notice() if contact is not None else None,
    )


def players_language(window: KioskWindow) -> str | None:
    """The language of the players' screens when no division is chosen: the one every
    division speaks, or None (English) when they differ."""
    spoken = {p.language for p in window.runtime.config.profiles}
    return spoken.pop() if len(spoken) == 1 else None


def problem_text(window: KioskWindow, words: Player) -> str:
    """Why the station cannot judge, in the players' words (a technical detail for the
    director included, worded in their language where the station made it a message)."""
    if window.fault is not None:
        return words.fault(window.fault)
    if window.problem == NO_PROFILE:
        return words.no_profile()
    if window.problem == LOG_TOO_SLOW:
        return words.log_too_slow(LOG_OPEN_WAIT_S)
    return words.say(window.problem) if window.problem else ""


def paint(window: KioskWindow, force: bool = False) -> None:
    """Put the screen for the current state in front (nothing when it is already shown)."""
    state = screen_state(window)
    if not force and state == window.painted_state:
        return
    window.painted_state = state
    sizes = window.sizes
    shown = state[0]
    language = shown.language if shown is not None else players_language(window)
    judging = shown is not None and not window.problem and not window.fault
    # a station that cannot judge names no list: the one its flow held is not in force
    window.banner.show_state(shown if judging else None, window.station_name, sizes, language)
    words = player_text(language)
    window.contact_line.show_contact(words.say(state[3]) if state[3] is not None else None, sizes)
    if shown is None or window.problem or window.fault:
        window.problem_screen.show_problem(problem_text(window, words), sizes, words)
        window.stack.setCurrentWidget(window.problem_screen)
        window.band.hide()
        window.footer.hide()
        return
    window.band.show_state(shown, sizes)
    screen = shown.screen
    if screen is Screen.CHOOSE_PROFILE:
        window.chooser.show_state(shown, sizes)
        window.stack.setCurrentWidget(window.chooser)
    elif screen is Screen.VERDICT:
        window.verdict.show_state(shown, sizes)
        window.stack.setCurrentWidget(window.verdict)
    elif screen in (
        Screen.TABLE,
        Screen.GAME,
        Screen.COUNT,
        Screen.SPLIT_WARNING,
        Screen.WORD_JUDGE,
    ):
        window.prompt.show_state(shown, sizes)
        window.stack.setCurrentWidget(window.prompt)
    else:
        window.entry.show_state(shown, sizes)
        window.stack.setCurrentWidget(window.entry)
    window.footer.show_state(shown, sizes)
