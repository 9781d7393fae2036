"""Director mode at a station: PIN first, then the panel; every step in the audit chain.

Opened with Ctrl+Alt+Shift+D from the ready screen (or from the "not ready"
screen, so a director can fix what is wrong). Leaves by itself after 2 minutes
without a key or mouse event.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, Signal
from PySide6.QtWidgets import QApplication, QStackedWidget, QWidget

from kiosk.config import pin_setup_allowed
from kiosk.deferred import deferred

if TYPE_CHECKING:  # the PIN guard, the PIN screen and the panel: made when first needed
    from kiosk.director.pin import PinCheck, PinGuard
    from kiosk.director.service import DirectorService
    from kiosk.ui.director.common import DirectorContext
    from kiosk.ui.director.panel import DirectorPanel
    from kiosk.ui.director.pin_screen import PinScreen

# loaded at first use (`kiosk.deferred`)
if TYPE_CHECKING:
    import kiosk.ui.director.common as director_common
    import kiosk.ui.director.panel as panels
    import kiosk.ui.director.pin_screen as pin_screens
else:
    director_common = deferred("kiosk.ui.director.common")
    pin_screens = deferred("kiosk.ui.director.pin_screen")
    panels = deferred("kiosk.ui.director.panel")

IDLE_SECONDS = 120.0
_ACTIVITY = {
    QEvent.Type.KeyPress,
    QEvent.Type.MouseButtonPress,
    QEvent.Type.MouseMove,
    QEvent.Type.Wheel,
}


def _director_context(service: DirectorService) -> director_common.DirectorContext:
    return director_common.DirectorContext(service)


def _app() -> QCoreApplication:
    app = QApplication.instance()
    assert app is not None, "director mode runs inside the Qt application"
    return app


class DirectorMode(QObject):
    """The director's pages inside the kiosk window, and their lifetime.

    It knows nothing of the window: it adds its pages to ``stack`` and says
    what happened through signals, which the window connects to its own slots.
    A change to the station's profiles or settings reaches the window from the
    station's runtime (`kiosk.runtime.changes`), not from here.
    """

    page_shown = Signal(QWidget)  # a director page is to be shown (keys go to it)
    closed = Signal()  # back to the station screens
    login_accepted = Signal()  # the PIN was accepted (clear what waited for a director)
    exit_requested = Signal()  # leave the kiosk (already confirmed and recorded)

    def __init__(
        self,
        stack: QStackedWidget,
        service: Callable[[], DirectorService],
        guard: Callable[[], PinGuard],
        clock: Callable[[], float] = time.monotonic,
        context_factory: Callable[[DirectorService], DirectorContext] | None = None,
    ) -> None:
        super().__init__(stack)
        self.stack = stack
        self.new_service = service  # one per director session: every action goes through it
        self._service: DirectorService | None = None
        self.new_guard = guard  # the PIN guard is made the first time it is asked for
        self._guard: PinGuard | None = None
        self.clock = clock
        self.context_factory = context_factory or _director_context
        self.active = False
        self.logged_in = False
        self.last_activity = clock()
        self._pin: PinScreen | None = None
        self.pin_scale = 1.0  # the station's large print enlarges the PIN screen too
        self.panel: DirectorPanel | None = None
        self.unrecorded_acknowledged = False  # set by the window's login_accepted slot

    @property
    def guard(self) -> PinGuard:
        """The PIN guard, made the first time it is needed (not before the ready screen)."""
        if self._guard is None:
            self._guard = self.new_guard()
        return self._guard

    @property
    def pin(self) -> pin_screens.PinScreen:
        """The PIN screen, built the first time it is needed (not before the ready screen)."""
        if self._pin is None:
            self._pin = pin_screens.PinScreen(
                self.guard, self._save_hash, self._on_check, self.pin_scale
            )
            self._pin.accepted.connect(self._pin_accepted)
            self._pin.cancelled.connect(lambda: self.close("cancelled"))
            self._pin.escaped.connect(self._pin_escaped)
            self.stack.addWidget(self._pin)
        self._pin.set_scale(self.pin_scale)
        return self._pin

    @property
    def service(self) -> DirectorService:
        """This director session's service (made when director mode opens)."""
        if self._service is None:
            self._service = self.new_service()
        return self._service

    # -- opening and closing -----------------------------------------------------------------

    @property
    def needs_setup(self) -> bool:
        """No PIN yet, on a station where setting one is safe: its settings hide none
        (`pin_setup_allowed`), and it never judged (a station in use whose settings were
        deleted is not a new one: anyone passing could set the PIN)."""
        return not self.guard.is_set and pin_setup_allowed() and not self.service.judged_before()

    def open(self) -> None:
        """Show the PIN screen (or the first-start setup screen)."""
        self.active = True
        self.logged_in = False
        self._service = self.new_service()  # a new director session
        self.last_activity = self.clock()
        _app().installEventFilter(self)
        self.pin.start("setup" if self.needs_setup else "enter")
        self.page_shown.emit(self.pin)

    def focus(self) -> None:
        """Give the keyboard to the page on show: the PIN field, or the panel's row of tabs
        (Left and Right choose a tab, Tab goes into its fields)."""
        if self.logged_in and self.panel is not None:
            self.panel.tabs.tabBar().setFocus(Qt.FocusReason.OtherFocusReason)
        else:
            self.pin.pin.setFocus(Qt.FocusReason.OtherFocusReason)

    def close(self, reason: str) -> None:
        """Back to the station, with any change already applied."""
        if not self.active:
            return
        if self.logged_in:
            self.service.logout(reason)
        self.active = False
        self.logged_in = False
        _app().removeEventFilter(self)
        self.closed.emit()

    def tick(self) -> None:
        if self.active and self.clock() - self.last_activity >= IDLE_SECONDS:
            self.close("idle for 2 minutes")

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in _ACTIVITY:
            self.last_activity = self.clock()
        return False

    # -- PIN ---------------------------------------------------------------------------------

    def _save_hash(self, pin_hash: str) -> None:
        self.service.save_pin_hash(pin_hash, by="setup screen")

    def _on_check(self, result: PinCheck) -> None:
        self.service.record_pin_check(result)

    def _pin_escaped(self) -> None:
        """Esc on the PIN screen: back to the station; the set-up screen only clears its
        fields (a new station cannot judge without a PIN)."""
        if self.pin.mode == "setup":
            self.pin.start("setup")
        else:
            self.close("cancelled")

    def _pin_accepted(self) -> None:
        if self.pin.mode == "setup":
            self.close("PIN set")
            return
        self.logged_in = True
        self.unrecorded_acknowledged = False
        self.login_accepted.emit()  # the window clears a fault, acknowledges NOT RECORDED
        if self.panel is None:
            context = self.context_factory(self.service)
            panel = panels.DirectorPanel(context)
            panel.leave.connect(lambda: self.close("director left"))
            panel.escaped.connect(lambda: self.close("director left (Esc)"))
            panel.exit_requested.connect(self.exit_kiosk)
            self.stack.addWidget(panel)
            self.panel = panel
        else:
            self.panel.context.service = self.service  # this session's
            for tab in (self.panel.profiles, self.panel.lexicons, self.panel.settings):
                tab.refresh()
        self.panel.refresh()
        if self.unrecorded_acknowledged:
            self.panel.show_unrecorded()
        self.page_shown.emit(self.panel)

    def tell_error(self, message: str) -> None:
        """An uncaught error while the director is here: say so, and stay."""
        text = self.tr("Something unexpected happened and was recorded: {error}").format(
            error=message
        )
        panel = self.panel
        if panel is not None and self.logged_in:
            panel.context.tell(panel, self.tr("Unexpected error"), text)
        else:
            self.pin.message.setText(text)

    def exit_kiosk(self) -> None:
        panel = self.panel
        assert panel is not None
        context = panel.context
        question = self.tr("Exit the kiosk now? Players cannot use it.")
        if not context.ask(panel, self.tr("Exit kiosk"), question):
            return
        if not self.service.record_exit():
            context.tell(
                panel, self.tr("Not exited"), self.tr("The audit log cannot record the exit.")
            )
            return
        self.active = False
        _app().removeEventFilter(self)
        self.exit_requested.emit()
