"""A real station for GUI tests: real config file, lexicons, SQLite audit log, offscreen Qt."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pytest
from argon2 import PasswordHasher
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication

from kiosk.audit import AuditQuery, AuditRecord
from kiosk.core.flow import StationFlow
from kiosk.runtime.station_runtime import StationRuntime, open_station
from kiosk.ui.window import KioskWindow

SIZES = [(1920, 1080), (1366, 768), (1024, 768)]
PIN = "482107"
# Real argon2id, with costs low enough that the tests stay quick.
CHEAP_HASHER = PasswordHasher(time_cost=1, memory_cost=1024, parallelism=1)
SCREENSHOTS = Path(__file__).resolve().parent.parent / "artifacts" / "screens"


class FakeClock:
    """Monotonic seconds that only move when a test says so."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds


@dataclass
class Station:
    window: KioskWindow
    runtime: StationRuntime
    clock: FakeClock
    qtbot: object
    pin_clock: FakeClock

    @property
    def flow(self) -> StationFlow:
        assert self.window.flow is not None
        return self.window.flow

    def type(self, text: str) -> None:
        for ch in text:
            if ch == "\n":
                self.key(Qt.Key.Key_Return)
            elif ch == " ":
                self.key(Qt.Key.Key_Space, text=" ")
            else:
                self.key(Qt.Key.Key_unknown, text=ch)

    def key(
        self,
        key: Qt.Key,
        modifiers: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier,
        text: str = "",
        *,
        settle: bool = True,
    ) -> None:
        """Deliver a real key press (and release) through Qt's event dispatch; with
        ``settle``, wait for a verdict it started to be written and shown."""
        if not text and key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            text = "\r"
        elif not text and key == Qt.Key.Key_Tab:
            text = "\t"
        if key == Qt.Key.Key_unknown and text and text.isascii() and text.isalpha():
            key = Qt.Key(ord(text.upper()))
        for kind in (QKeyEvent.Type.KeyPress, QKeyEvent.Type.KeyRelease):
            QApplication.sendEvent(self.window, QKeyEvent(kind, key, modifiers, text))
        QApplication.processEvents()
        if settle:
            self.settle()

    def tab(self) -> None:
        """The judge key; returns once the verdict (recorded or not) is on screen."""
        self.key(Qt.Key.Key_Tab)

    def settle(self) -> None:
        """Wait for a background audit write started by the judge key to be shown."""
        flow = self.window.flow
        if flow is not None:
            self.qtbot.waitUntil(lambda: flow.pending is None, timeout=10_000)

    def records(self, kind: str = "adjudication") -> list[AuditRecord]:
        assert self.runtime.audit is not None
        return [r for r in self.runtime.audit.query(AuditQuery()) if r.kind.value == kind]

    def screenshot(self, name: str) -> Path:
        """Save what players see at the window's current size, for people to look at."""
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        QApplication.processEvents()
        path = SCREENSHOTS / f"{name}-{self.window.width()}x{self.window.height()}.png"
        assert self.window.grab().save(str(path))
        return path


PROFILES_TWO = """
[station]
name = "Table 7"

[[profiles]]
name = "Division A"
lexicon = "ENABLE"
rule = "double"
colour = "#2f6fdb"

[[profiles]]
name = "Division B"
lexicon = "MINI"
rule = "five-point"
colour = "#c2410c"
"""


@pytest.fixture
def make_station(qtbot, kiosk_home: Path) -> Callable[..., Station]:
    """Build a station from an optional station.toml, at a given window size."""
    made: list[StationRuntime] = []

    def make(
        config: str | None = None,
        size: tuple[int, int] = (1366, 768),
        install_mini: bool = False,
        with_pin: bool = True,
    ) -> Station:
        if install_mini:
            from lexicon_build.cli import main as lexicon_build

            words = kiosk_home / "mini.txt"
            words.write_text("qi\nza\ncat\ndogs\n", encoding="utf-8")
            out = kiosk_home / "lexicons" / "MINI.clex"
            assert lexicon_build([str(words), "--name", "MINI", "--out", str(out)]) == 0
        pin_table = f'\n[director]\npin_hash = "{CHEAP_HASHER.hash(PIN)}"\n' if with_pin else ""
        if config is not None or with_pin:
            text = (config or "") + pin_table
            (kiosk_home / "station.toml").write_text(text, encoding="utf-8")
        clock = FakeClock()
        pin_clock = FakeClock()
        runtime = open_station()
        made.append(runtime)
        window = KioskWindow(runtime, clock=clock, pin_clock=pin_clock)
        qtbot.addWidget(window)
        window.resize(*size)
        window.show()
        qtbot.waitExposed(window)
        return Station(window, runtime, clock, qtbot, pin_clock)

    yield make
    for runtime in made:
        runtime.close()
