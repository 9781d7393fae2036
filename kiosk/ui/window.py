"""The kiosk window: forwards keys to `StationFlow`, paints its state, cannot be left.

Close requests (Alt+F4, the window manager's close button), Escape, Ctrl+Q,
Ctrl+W, paste and holding Alt do nothing. The only ways out are director mode
or, for developers only, the exit chord enabled by ``--dev-exit``. A kiosk
window that is hidden, iconified or loses focus (outside director mode) puts
itself back fullscreen in front within a tick.

Recording happens off the GUI thread (`kiosk.ui.recording`): the judge key
starts the write and the verdict is painted when it is durable.

The window shows what the station's runtime holds, and repaints when the runtime
says it changed (`kiosk.runtime.changes`): a director's change, an event plan's
switch, a problem set or cleared.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from datetime import UTC, datetime
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QApplication,
    QLayout,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from kiosk.config import stored_pin_hash
from kiosk.core.flow import Screen, StationFlow
from kiosk.core.keymap import chord_action
from kiosk.core.keys import Action
from kiosk.core.snapshot import screen_label
from kiosk.deferred import deferred
from kiosk.runtime.changes import Change
from kiosk.runtime.station_runtime import LogState, StationRuntime, flow_settings
from kiosk.ui import theme
from kiosk.ui.bands import DivisionBand, Footer
from kiosk.ui.banner import Banner, ContactLine
from kiosk.ui.director.mode import DirectorMode
from kiosk.ui.i18n import install_application_language
from kiosk.ui.keys import KeyRepeats, key_press
from kiosk.ui.painting import NO_PROFILE, Painter, Screens, StationView, players_language
from kiosk.ui.player_text import player_text
from kiosk.ui.prompts import PromptScreen
from kiosk.ui.recording import LOG_TOO_SLOW, LogOpener, VerdictWriter, WriteOutcome
from kiosk.ui.screens import ChooserScreen, EntryScreen, ProblemScreen, VerdictScreen

# Director mode, speech and the log's records load when first used, after the ready
# screen is painted (`kiosk.deferred`).
if TYPE_CHECKING:
    from PySide6.QtGui import QCloseEvent, QHideEvent, QKeyEvent, QResizeEvent

    from kiosk import audit
    from kiosk.core.judgements import PendingJudgement
    from kiosk.director import pin, service
    from kiosk.health import heartbeat as health
    from kiosk.ui import focus, speech
else:
    audit = deferred("kiosk.audit")
    pin = deferred("kiosk.director.pin")
    service = deferred("kiosk.director.service")
    health = deferred("kiosk.health.heartbeat")
    speech = deferred("kiosk.ui.speech")
    focus = deferred("kiosk.ui.focus")

TICK_MS = 100
FOLLOW_EVERY_TICKS = 10  # the event plan in force is looked at every second
LARGE_PRINT_SCALE = 1.3


def _director_service(runtime: StationRuntime) -> service.DirectorService:
    """A director session's service (loaded when director mode first opens)."""
    return service.DirectorService(runtime)


def _pin_guard(runtime: StationRuntime, clock: Callable[[], float] | None) -> pin.PinGuard:
    """The director PIN's guard (made when director mode first needs it)."""
    return pin.PinGuard(runtime.home, stored_pin_hash, clock)


class KioskWindow(QWidget):
    """The station's only window."""

    def __init__(
        self,
        runtime: StationRuntime,
        *,
        clock: Callable[[], float] = time.monotonic,
        pin_clock: Callable[[], float] | None = None,  # None: the PIN guard's elapsed clock
        dev_exit: bool = False,
    ) -> None:
        super().__init__()
        theme.load_fonts()
        self.runtime = runtime
        self.clock = clock
        self.flow: StationFlow | None = None
        self.dev_exit = dev_exit
        self.exit_allowed = False
        self.exit_reason = ""  # why the window closed, for the stop record
        self.repeats = KeyRepeats()  # a key held down is not a new press
        self._ticks = 0
        self.kiosk_mode = False
        self.sizes = theme.Sizes(768)
        self.call_shown: object = None  # the word-judge call's state as last painted
        self._configure()

        self.setWindowTitle("Challenge station")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setContextMenuPolicy(Qt.ContextMenuPolicy.NoContextMenu)
        self.setAttribute(Qt.WidgetAttribute.WA_InputMethodEnabled, False)

        self.banner = Banner()
        self.contact_line = ContactLine()  # out of contact with the head director
        self.band = DivisionBand()
        self.stack = QStackedWidget()
        self.chooser = ChooserScreen()
        self.entry = EntryScreen()
        self.verdict = VerdictScreen()
        self.problem_screen = ProblemScreen()
        self.prompt = PromptScreen()
        for screen in (self.chooser, self.entry, self.verdict, self.problem_screen, self.prompt):
            self.stack.addWidget(screen)
        self.footer = Footer()
        self.painter = Painter(
            Screens(
                self.banner,
                self.contact_line,
                self.band,
                self.footer,
                self.stack,
                self.chooser,
                self.entry,
                self.verdict,
                self.prompt,
                self.problem_screen,
            )
        )
        layout = QVBoxLayout(self)
        # The screen decides the size; text that does not fit is clipped, never the window grown.
        layout.setSizeConstraint(QLayout.SizeConstraint.SetNoConstraint)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.banner)
        layout.addWidget(self.contact_line)
        layout.addWidget(self.band)
        layout.addWidget(self.stack, 1)
        layout.addWidget(self.footer)
        for child in self.findChildren(QWidget):
            child.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            child.setContextMenuPolicy(Qt.ContextMenuPolicy.NoContextMenu)

        self.writer = VerdictWriter(runtime, clock, self)
        self.writer.finished.connect(self._write_finished)
        self.unrecorded_event_id = ""
        self.fault: str | None = None
        self.log_opener = LogOpener(runtime, clock, self)
        self.log_opener.opened.connect(self._log_opened)
        self.log_opener.room_changed.connect(self._show_room)
        self.timer = QTimer(self)
        self.timer.setInterval(TICK_MS)
        self.timer.timeout.connect(self._tick)
        self.timer.start()
        self.director = DirectorMode(
            self.stack,
            lambda: _director_service(runtime),
            lambda: _pin_guard(runtime, pin_clock),
            clock,
        )
        self.director.pin_scale = self.font_scale
        self.director.page_shown.connect(self.show_page)
        self.director.closed.connect(self.resume_station)
        self.director.login_accepted.connect(self._director_logged_in)
        self.director.exit_requested.connect(self.allow_exit)
        unsubscribe = runtime.changed.subscribe(self._runtime_changed)
        self.destroyed.connect(lambda *_: unsubscribe())  # a runtime may outlive its window
        # the loaded settings answer at once; the guard reads the file only when they
        # hold no PIN (it also falls back to the last good file). The station's screen is
        # painted once shown, at its real size (`resizeEvent`): not here, at a guessed one.
        if not runtime.config.pin_hash and self.director.needs_setup:
            self.director.open()

    # -- the runtime ---------------------------------------------------------------------

    def _configure(self, keep_play: bool = False) -> None:
        """Take station name, judge key, scale, profiles and problem from the runtime
        (``keep_play``: an event plan switched, a play being typed stays)."""
        runtime = self.runtime
        settings = runtime.config.settings
        self.station_name = settings.station_name
        self.font_scale = settings.font_scale * (LARGE_PRINT_SCALE if settings.large_print else 1)
        theme.set_high_contrast(settings.large_print)
        self.setObjectName("KioskWindow")
        self.setStyleSheet(f"#KioskWindow {{ background: {theme.BACKGROUND.name()}; }}")
        install_application_language(settings.director_language)
        self.voice: speech.VerdictVoice | None = None  # silent verdicts load no sound or speech
        if settings.spoken_verdict or settings.sound:
            self.voice = speech.VerdictVoice(speak=settings.spoken_verdict, sound=settings.sound)
        self.problem = runtime.problem
        opening = runtime.log_state in (LogState.CLOSED, LogState.OPENING)  # after the paint
        if runtime.ready or (opening and runtime.problem is None and runtime.usable_profiles):
            if self.flow is None:
                self.flow = StationFlow(
                    runtime.profiles,
                    runtime.recorder.record,
                    self.clock,
                    flow_settings(runtime.config),
                    events=runtime.flow_event,
                    prior=runtime.recorder.prior_judgements(self.clock()),
                    context=runtime.record_context,
                    games=runtime.game_offer,
                )
            else:
                self.flow.reconfigure(
                    runtime.profiles, flow_settings(runtime.config), keep_play=keep_play
                )
            self.flow.set_log_ready(runtime.audit is not None)
        elif not self.problem:
            self.problem = NO_PROFILE

    def open_log_in_background(self) -> None:
        """Open the audit log on a worker thread (the ready screen is already painted);
        a judge key pressed meanwhile judges as soon as it is open."""
        self.log_opener.start()

    def _show_room(self) -> None:
        """Show the room keeper's word between judgements: a verdict being recorded or on
        the screen stays until it is done (asked again shortly). The runtime takes it
        (`StationRuntime.follow_room`) and the screen is painted again. While the station
        is not ready the judge key judges nothing (the flow waits for the log, as at the
        start); once it is ready again, a key pressed meanwhile is forgotten, never judged
        late."""
        flow = self.flow
        if flow is not None and flow.screen in (Screen.RECORDING, Screen.VERDICT):
            QTimer.singleShot(250, self, self._show_room)
            return
        if not self.runtime.follow_room():
            return
        if self.flow is not None:
            if not self.runtime.ready:
                self.flow.set_log_ready(False)
            else:
                self.flow.forget_waiting_judge()
        self.paint_state(force=True)

    def _log_opened(self, opened: bool) -> None:
        if opened:
            self.runtime.clear_problem(if_is=LOG_TOO_SLOW)  # late, but open: it can judge
        flow = self.flow
        if flow is not None:
            flow.add_prior(self.runtime.recorder.prior_judgements(self.clock()))
        if not opened:
            self.apply_runtime()  # not ready: the screen says why
            self.paint_state(force=True)
            return
        if flow is not None:
            pending = flow.log_opened()
            if pending is not None:
                self._record(pending)
        self.paint_state(force=True)

    def _runtime_changed(self, change: Change) -> None:
        """The runtime says what changed (on this, the GUI thread): show it. A log just
        adopted is shown by `_log_opened` (a judge key may be waiting for it); the central
        log is not on the players' screens."""
        if change in (Change.LOG, Change.CENTRAL):
            return
        self.apply_runtime(keep_play=change is Change.PLAN)

    def apply_runtime(self, keep_play: bool = False) -> None:
        """The station changed (a director's change, an event plan's switch, a problem):
        show its lexicon, rule, settings and problem at once (the banner too while director
        mode is still open above the station). ``keep_play``: a plan's switch keeps the play
        being typed (`StationFlow.set_profiles`)."""
        self._configure(keep_play)
        self.director.pin_scale = self.font_scale
        self.sizes = theme.Sizes(max(1, self.height()), self.font_scale, max(1, self.width()))
        self.painter.invalidate()
        if self.director.active:
            shown = self.flow.snapshot() if self.flow is not None else None
            spoken = players_language(self.runtime.config)
            language = shown.language if shown is not None else spoken
            self.banner.show_state(shown, self.station_name, self.sizes, language)

    def show_page(self, page: QWidget) -> None:
        """Show a director page (keys then go to its widgets, with a visible cursor)."""
        self.unsetCursor()
        focus.keyboard_ready(page)
        self.stack.setCurrentWidget(page)
        self.director.focus()
        self.band.hide()
        self.footer.hide()

    def resume_station(self) -> None:
        """Back from director mode to the station screens."""
        self.apply_runtime()
        if self.kiosk_mode:
            self.setCursor(Qt.CursorShape.BlankCursor)
        self.setFocus()
        self.paint_state(force=True)

    # -- showing -------------------------------------------------------------------------

    def show_kiosk(self) -> None:
        """Fullscreen on the primary screen, no chrome, no cursor, always on top."""
        self.setWindowFlags(
            Qt.WindowType.FramelessWindowHint
            | Qt.WindowType.WindowStaysOnTopHint
            | Qt.WindowType.Window
        )
        self.kiosk_mode = True
        if not self.director.active:
            self.setCursor(Qt.CursorShape.BlankCursor)
        screen = QGuiApplication.primaryScreen()
        if screen is not None:
            self.setGeometry(screen.geometry())
        self.showFullScreen()
        self.activateWindow()
        self._take_keyboard()

    def show_windowed(self, width: int = 1280, height: int = 800) -> None:
        self.resize(width, height)
        self.show()
        self.activateWindow()
        self._take_keyboard()

    def _take_keyboard(self) -> None:
        """Keys go to the station, or to the director's page when it is open (the PIN
        field at first start: it used to have no keyboard focus)."""
        if self.director.active:
            self.director.focus()
        else:
            self.setFocus()

    def allow_exit(self, reason: str = "director exit") -> None:
        """Director mode (or the developer chord, or the system's stop) lets the window
        close; ``reason`` goes into the stop record."""
        self.exit_allowed = True
        self.exit_reason = self.exit_reason or reason
        self.close()

    # -- Qt events -----------------------------------------------------------------------

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.exit_allowed:
            self.timer.stop()
            event.accept()
        else:
            event.ignore()

    def focusNextPrevChild(self, next: bool) -> bool:
        # On the players' screens TAB is the judge key, never focus navigation; on a
        # director page (the PIN set-up, the PIN, every tab) Tab and Shift+Tab move between
        # its fields, as on any form.
        if self.director.active:
            page = self.stack.currentWidget()
            return page is not None and focus.cycle_focus(page, next)
        return False

    def event(self, event: QEvent) -> bool:
        kind = event.type()
        if kind == QEvent.Type.ShortcutOverride:
            event.accept()  # no application shortcut (Ctrl+Q, Ctrl+W, paste ...) can fire
            return True
        if kind == QEvent.Type.KeyPress:
            self.handle_key(event)  # type: ignore[arg-type]
            return True
        if kind == QEvent.Type.KeyRelease:
            self.repeats.released(event)  # type: ignore[arg-type]
            return True
        return super().event(event)

    def setVisible(self, visible: bool) -> None:
        # The first screen is painted at the size it is shown at, before Qt lays the
        # window out for showing it (not in `__init__`, at a size the window will not have).
        if visible and self.painter.painted is None:
            self.sizes = self._sizes_now()
            self.paint_state(force=True)
        super().setVisible(visible)

    def resizeEvent(self, event: QResizeEvent) -> None:
        sizes = self._sizes_now()
        changed, self.sizes = sizes != self.sizes, sizes
        self.paint_state(force=changed)  # fitted again only when the sizes changed
        super().resizeEvent(event)

    def _sizes_now(self) -> theme.Sizes:
        return theme.Sizes(max(1, self.height()), self.font_scale, max(1, self.width()))

    # -- keys ----------------------------------------------------------------------------

    def handle_key(self, event: QKeyEvent) -> None:
        """Translate the key for the core and carry out what it decides."""
        key = key_press(event, self.repeats)
        if self.director.active:
            # A key that reached the window behind a director page is not the players': it
            # never reaches the flow. The pages handle Return and Esc themselves (a key
            # passes through its page on the way here); the keyboard is taken back only
            # when no field of the page has it.
            if chord_action(key) is Action.DEV_EXIT and self.dev_exit:
                self.allow_exit("developer exit (--dev-exit)")
                return
            focused = QApplication.focusWidget()
            page = self.stack.currentWidget()
            if focused is None or page is None or not page.isAncestorOf(focused):
                self.director.focus()
            return
        flow = self.flow
        # with no flow, or a fault on screen, only the director (or a developer) can act
        idle = chord_action(key) or Action.NONE
        # not ready (a problem on screen, e.g. a division waiting for its list): the players'
        # keys reach no flow, which may still hold a list the station no longer judges with
        blocked = self.fault is not None or bool(self.problem)
        action = idle if flow is None or blocked else flow.press(key)
        if action is Action.DEV_EXIT and self.dev_exit:
            self.allow_exit("developer exit (--dev-exit)")
            return
        if action is Action.OPEN_DIRECTOR:
            self.director.open()
            return
        if action is Action.RECORD and flow is not None and flow.pending is not None:
            self._record(flow.pending)
        self.paint_state()

    def _tick(self) -> None:
        self._answer_calls()
        if self.director.active:
            self.runtime.publish_screen("director")  # for the fleet heartbeat
            self.director.tick()
            return
        self.keep_in_front()
        if self.log_opener.too_slow() and self.runtime.problem is None:
            self.runtime.set_problem(LOG_TOO_SLOW)  # the screen follows (`_runtime_changed`)
        self._ticks += 1
        if self._ticks % FOLLOW_EVERY_TICKS == 0:
            self.runtime.follow_event()  # an event plan's instant: the division switches now
        if self.flow is not None:
            pending = self.flow.pending
            if pending is not None:
                problem = self.writer.timed_out(pending)
                if problem is not None:
                    self._write_finished(pending, WriteOutcome(problem))
            self.flow.tick()
        self.paint_state()

    def _answer_calls(self) -> None:
        """Tell the players of an answer to their call; repaint when the call's state changes."""
        shown = (
            health.tell_answers(self.flow, self.runtime.calls.desk)
            if self.flow is not None
            else None
        )
        if shown != self.call_shown:
            self.call_shown = shown
            self.painter.invalidate()

    # -- recording -----------------------------------------------------------------------

    def _record(self, pending: PendingJudgement) -> None:
        """Write the pending judgement off the GUI thread; show it once it is durable."""
        outcome = self.writer.start(pending)
        if outcome is not None:
            self._write_finished(pending, outcome)

    def _write_finished(self, pending: PendingJudgement, outcome: WriteOutcome) -> None:
        flow = self.flow
        if flow is None or flow.pending is not pending:
            return  # already shown (the quick path, or NOT RECORDED after the time limit)
        problem = outcome.problem
        shown = flow.finish_judging(problem, receipt=outcome.receipt)
        if problem is not None:
            self.unrecorded_event_id = self.writer.event_id
        else:
            self.runtime.recorded(datetime.now(UTC))
        if self.voice is not None and self.voice.enabled:
            words = player_text(shown.profile.language)
            consequence = words.say(shown.adjudication.consequence.said)
            self.voice.announce(shown.adjudication.acceptable, consequence, words)
        self.paint_state()

    def _director_logged_in(self) -> None:
        """The PIN was accepted: what waited for a director is cleared (and recorded)."""
        self.clear_fault()
        self.director.unrecorded_acknowledged = self.acknowledge_unrecorded()

    def show_fault(self, message: str) -> None:
        """An error nobody caught (see `kiosk.ui.errors`): stop judging, call the director."""
        if self.director.active:
            self.director.tell_error(message)
            return
        self.fault = message
        self.painter.invalidate()
        self.paint_state()

    def clear_fault(self) -> bool:
        """The director has seen the fault (after the PIN)."""
        cleared = self.fault is not None
        self.fault = None
        self.painter.invalidate()
        return cleared

    def acknowledge_unrecorded(self) -> bool:
        """A director has seen the NOT RECORDED verdict (after the PIN): clear it and say so."""
        flow = self.flow
        if flow is None:
            return False
        shown = flow.acknowledge_unrecorded()
        if shown is None:
            return False
        self.runtime.event(
            audit.EventKind.UNRECORDED_ACKNOWLEDGED,
            {
                "event_id": self.unrecorded_event_id,
                "profile": shown.profile.name,
                "log_problem": shown.log_problem,
            },
        )
        self.painter.invalidate()
        return True

    # -- staying in front ----------------------------------------------------------------

    def keep_in_front(self) -> None:
        """Outside director mode, a kiosk window that was hidden, iconified or left
        behind another window goes back fullscreen, in front, with the keyboard."""
        if not self.kiosk_mode or self.director.active or self.exit_allowed:
            return
        if self.isMinimized() or not self.isVisible() or not self.isFullScreen():
            self.showFullScreen()
        if not self.isActiveWindow():
            self.raise_()
            self.activateWindow()
            self.setFocus()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() in (QEvent.Type.WindowStateChange, QEvent.Type.ActivationChange):
            QTimer.singleShot(0, self, self.keep_in_front)
        super().changeEvent(event)

    def hideEvent(self, event: QHideEvent) -> None:
        super().hideEvent(event)
        if self.kiosk_mode and not self.exit_allowed:
            QTimer.singleShot(0, self, self.keep_in_front)

    # -- painting ------------------------------------------------------------------------

    def paint_state(self, force: bool = False) -> None:
        """Show the flow's state (only when it changed, unless ``force``)."""
        if not self.director.active:
            view = self.view()
            # what the screen shows, published for the fleet heartbeat (its thread reads the
            # runtime's published status, never this window): from the one snapshot painted
            self.runtime.publish_screen(screen_label(False, view.state, view.problem))
            self.painter.paint(view, self.sizes, force)

    def view(self) -> StationView:
        """What the station's screens show now, as one frozen value."""
        flow, runtime = self.flow, self.runtime
        contact = runtime.contact()
        return StationView(
            state=flow.snapshot() if flow is not None else None,
            problem=self.problem,
            fault=self.fault,
            contact=contact.notice() if contact is not None else None,
            station_name=self.station_name,
            players_language=players_language(runtime.config),
        )
