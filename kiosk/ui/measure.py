"""What the benchmarks and the start-up tests ask a real station process to report.

``CHALLENGE_KIOSK_EXIT_AFTER_READY=1``: print "ready" once the first screen is painted,
then exit. With ``CHALLENGE_KIOSK_JUDGE_AT_READY="cat dogs"`` as well, those words are
typed and the judge key pressed at that moment, through Qt's own key dispatch as a
player's keyboard would; "judged" is printed once the verdict is recorded and painted
(the log opens meanwhile: the station waits for it), with whether the garbage collector
is on. Each report lists which of the modules loaded only when first used
(`LATE_MODULES`) were loaded by then.
"""

from __future__ import annotations

import gc
import os
import sys
import time

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication

from kiosk.ui.window import KioskWindow

__all__ = ["AFTER_PAINT_MODULES", "JUDGE_ENV", "LATE_MODULES", "MEASURE_ENV", "report_ready"]

MEASURE_ENV = "CHALLENGE_KIOSK_EXIT_AFTER_READY"
JUDGE_ENV = "CHALLENGE_KIOSK_JUDGE_AT_READY"

# Loaded only when first used (start-up tests check it): none of them by the ready screen,
# nor once the first verdict is recorded (when no central log is set and the log works).
LATE_MODULES = (
    "subprocess",
    "sqlalchemy",
    "alembic",
    "psycopg",
    "argon2",
    "jinja2",
    "cryptography",
    "tomlkit",
    "kiosk.audit.heartbeat",
    "kiosk.director.pin",
    "kiosk.ui.focus",
    "kiosk.ui.speech",
    "kiosk.ui.director.common",
    "kiosk.ui.director.panel",
    "kiosk.ui.director.pin_screen",
)  # kiosk.audit.unrecorded is not late: its journal gets room set aside once the log is open

# Loaded once the first screen is painted (the log opener needs them, its worker's thread
# too; reading and judging a play, at the first key), never before it: they count with
# `LATE_MODULES` in the report of the first paint.
AFTER_PAINT_MODULES = (
    "kiosk.audit.records",
    "kiosk.health.heartbeat",
    "kiosk.core.play",
    "kiosk.core.judging",
    "kiosk.core.judgements",
    "kiosk.core.adjudication",
    "kiosk.ui.background",
)


def _loaded(moment: str, late: tuple[str, ...] = LATE_MODULES) -> None:
    loaded = sorted(m for m in late if m in sys.modules)
    print(f"loaded {moment}: {' '.join(loaded) or 'none of the late modules'}", flush=True)


def _press(window: KioskWindow, key: Qt.Key, text: str) -> None:
    from PySide6.QtGui import QKeyEvent  # made only here: the players' keys come from Qt

    for kind in (QKeyEvent.Type.KeyPress, QKeyEvent.Type.KeyRelease):
        QApplication.sendEvent(window, QKeyEvent(kind, key, Qt.KeyboardModifier.NoModifier, text))


def _finish(app: QApplication, window: KioskWindow) -> None:
    window.allow_exit()
    app.quit()


def report_ready(app: QApplication, window: KioskWindow) -> None:
    window.repaint()
    print("ready", flush=True)
    _loaded("before the first paint", LATE_MODULES + AFTER_PAINT_MODULES)
    words = os.environ.get(JUDGE_ENV, "")
    if not words:
        _finish(app, window)
        return
    if window.director.active:  # a station without a PIN opens on the PIN setup
        print("not judged: director mode is open (no director PIN is set yet)", flush=True)
        _finish(app, window)
        return
    for ch in words:
        key = Qt.Key.Key_Space if ch == " " else Qt.Key(ord(ch.upper()))
        _press(window, key, ch)
    _press(window, Qt.Key.Key_Tab, "\t")
    deadline = time.monotonic() + 30.0

    def judged() -> None:
        flow = window.flow
        if flow is None or flow.verdict is None:
            if time.monotonic() < deadline:
                QTimer.singleShot(1, judged)
                return
            screen = "no flow" if flow is None else flow.screen.value
            print(f"not judged: the station shows {screen}", flush=True)
            _finish(app, window)
            return
        window.repaint()
        print("judged" if flow.verdict.recorded else "judged, not recorded", flush=True)
        _loaded("once the first verdict was recorded")
        # off while the station started (kiosk.cli), on again once its first screen is painted
        print(f"garbage collector {'on' if gc.isenabled() else 'off'}", flush=True)
        _finish(app, window)

    judged()
