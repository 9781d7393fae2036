"""Starting the station: build the runtime, the flow and the window, then run Qt."""

from __future__ import annotations

import gc
import os
import signal
import sys
from typing import TYPE_CHECKING

from PySide6 import QtWidgets
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from kiosk.deferred import deferred
from kiosk.runtime import platform_hooks
from kiosk.runtime.lock import StationLocked, lock_station
from kiosk.runtime.station_runtime import StationRuntime, open_station
from kiosk.storage.paths import kiosk_home
from kiosk.ui import theme
from kiosk.ui.errors import install_error_hooks
from kiosk.ui.measure import MEASURE_ENV, report_ready
from kiosk.ui.window import KioskWindow

# loaded at first use (`kiosk.deferred`)
if TYPE_CHECKING:
    import kiosk.audit as audit
    import kiosk.director.event_sync as event_syncing
else:
    event_syncing = deferred("kiosk.director.event_sync")
    audit = deferred("kiosk.audit")


def build_window(runtime: StationRuntime, *, dev_exit: bool = False) -> KioskWindow:
    """The station window for a runtime (it shows the problem when the station is not ready)."""
    return KioskWindow(runtime, dev_exit=dev_exit)


def run(*, windowed: bool = False, dev_exit: bool = False) -> int:
    """Run the station until director mode (or the developer chord) lets it exit."""
    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication(sys.argv[:1])
    app.setApplicationName("Challenge station")
    try:  # one station per kiosk home, held until the process ends (kiosk.runtime.lock)
        held = lock_station(kiosk_home())
    except StationLocked as exc:
        return _refuse_second_station(app, str(exc))
    except OSError:
        held = None  # a home that cannot hold the file: the station says why it cannot record
    theme.load_fonts()
    runtime = open_station(defer_log=True)  # the log opens right after the first paint
    window = build_window(runtime, dev_exit=dev_exit)
    hooks = install_error_hooks(runtime, window.show_fault)
    lockdown = None if windowed else platform_hooks.enter_kiosk()  # macOS, Windows only
    if windowed:
        window.show_windowed()
    else:
        window.show_kiosk()
    if os.environ.get(MEASURE_ENV):  # benchmarks and start-up tests
        QTimer.singleShot(0, lambda: report_ready(app, window))
    # Once the log is open, every module the station needs is loaded: move those objects out
    # of the garbage collector's way, so that a full collection (tens of milliseconds over
    # the library's objects) never stalls a frame of the screen.
    window.log_opener.opened.connect(lambda _opened: gc.freeze())
    # the event's pairings: read once the station is painted, on a thread of their own
    window.log_opener.opened.connect(lambda _opened: runtime.follow_pairings())
    QTimer.singleShot(0, gc.enable)  # off while the station started (kiosk.cli), if it was
    QTimer.singleShot(0, window.open_log_in_background)
    event_sync = None
    if runtime.config.settings.central_url:
        event_sync = event_syncing.EventSync(runtime)  # the event's plans and lists, fetched ahead
        started = event_sync

        def start_sync(opened: bool) -> None:
            if opened:
                started.start()

        window.log_opener.opened.connect(start_sync)

    def stopped_by_system(signum: int, _frame: object) -> None:
        # systemd or the session stops the station: close cleanly so the stop is logged.
        window.allow_exit(f"stopped by the system ({signal.Signals(signum).name})")
        app.quit()

    for signum in (signal.SIGTERM, getattr(signal, "SIGHUP", None)):
        if signum is not None:
            signal.signal(signum, stopped_by_system)
    try:
        return app.exec()
    finally:
        if event_sync is not None:
            event_sync.stop()
        window.log_opener.finish(10.0)  # no worker thread left signalling into the exit
        window.writer.finish(5.0)
        hooks.uninstall()
        if lockdown is not None:
            lockdown.release()
        # No reason: the window went without anyone asking (its display or session
        # ended under it); a station killed outright records nothing here, and its next
        # start records the unclean stop instead.
        why = window.exit_reason or "the display or the session closed the window"
        runtime.event(audit.EventKind.KIOSK_STOPPED, {"reason": why})
        runtime.close()
        if held is not None:
            held.release()


EXIT_ANOTHER_STATION = 3
REFUSAL_SHOWN_MS = 8000  # long enough to read, then the screen is the running station's


def _refuse_second_station(app: QApplication, message: str) -> int:
    """Another station holds this home: say so on stderr and on the screen, then end."""

    print(f"challenge-kiosk: {message}", file=sys.stderr)
    dialog = QtWidgets.QMessageBox  # named here: PySide makes a class (and its enums) when
    # a module first names it, and a station that starts never shows this box
    box = dialog(dialog.Icon.Warning, "Challenge station", message)
    box.setStandardButtons(dialog.StandardButton.Ok)
    box.finished.connect(lambda _result: app.quit())
    box.show()
    QTimer.singleShot(REFUSAL_SHOWN_MS, app.quit)
    app.exec()
    return EXIT_ANOTHER_STATION
