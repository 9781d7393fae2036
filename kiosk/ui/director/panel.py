"""The director panel: profiles, lexicons, settings, the audit log, and the way out."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeyEvent, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from kiosk.ui.director.audit.fit import viewer_pixels
from kiosk.ui.director.audit.tab import AuditTab
from kiosk.ui.director.common import DirectorContext
from kiosk.ui.director.lexicons_tab import LexiconsTab
from kiosk.ui.director.profiles_tab import ProfilesTab
from kiosk.ui.director.settings_tab import SettingsTab
from kiosk.ui.director.unrecorded_tab import UnrecordedTab
from kiosk.ui.focus import press_return
from kiosk.ui.player_text import director_text


class ExitTab(QWidget):
    """Leaving the kiosk: confirmed, and recorded before the window closes."""

    exit_requested = Signal()

    def __init__(self) -> None:
        super().__init__()
        text = QLabel(
            self.tr(
                "Exit the kiosk to reach the computer's desktop. The exit is recorded in the "
                "audit log. Players cannot use this station until it is started again."
            )
        )
        text.setWordWrap(True)
        self.button = QPushButton(self.tr("Exit kiosk…"))
        layout = QVBoxLayout(self)
        layout.addWidget(text)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignLeft)
        layout.addStretch(1)
        self.button.clicked.connect(self.exit_requested.emit)


class DirectorPanel(QWidget):
    """Every director screen as a tab; ``leave`` goes back to the station."""

    leave = Signal()
    escaped = Signal()  # Esc: leave director mode, as "Back to the station" does
    exit_requested = Signal()

    def __init__(self, context: DirectorContext) -> None:
        super().__init__()
        self.context = context
        self.setObjectName("DirectorPanel")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self._pixels = 0
        self._scale_type(15)
        self.title = QLabel()
        self.title.setWordWrap(True)
        self.title.setObjectName("PanelTitle")
        self.subtitle = QLabel(self.tr("Leaves by itself after 2 minutes without input."))
        self.subtitle.setWordWrap(True)
        self.warnings = QLabel()
        self.warnings.setWordWrap(True)
        self.warnings.setStyleSheet(
            "background: #fff4d6; color: #5c3d00; padding: 6px; font-weight: bold;"
        )
        self.back = QPushButton(self.tr("Back to the station"))
        self.call_line = QLabel()  # a player's call for a word judge nobody answered yet
        self.call_line.setWordWrap(True)
        self.call_line.setStyleSheet(
            "background: #b42318; color: #ffffff; padding: 6px; font-weight: bold;"
        )
        self.acknowledge = QPushButton(self.tr("Acknowledge: I am going"))
        self.acknowledge.clicked.connect(self.acknowledge_call)
        calls = QHBoxLayout()
        calls.addWidget(self.call_line, 1)
        calls.addWidget(self.acknowledge, 0, Qt.AlignmentFlag.AlignVCenter)
        header = QHBoxLayout()
        titles = QVBoxLayout()
        titles.addWidget(self.title)
        titles.addWidget(self.subtitle)
        header.addLayout(titles, 1)
        header.addWidget(self.back, 0, Qt.AlignmentFlag.AlignTop)
        self.profiles = ProfilesTab(context)
        self.lexicons = LexiconsTab(context)
        self.settings = SettingsTab(context)
        self.audit = (
            AuditTab(desk)
            if (desk := context.service.audit_desk()) is not None
            else QLabel(
                self.tr("The audit log cannot be opened: see the station screen for the reason.")
            )
        )
        self.unrecorded = UnrecordedTab(context)
        self.exit = ExitTab()
        self.tabs = QTabWidget()
        self.tabs.addTab(self.profiles, self.tr("Profiles and rules"))
        self.tabs.addTab(self.lexicons, self.tr("Lexicons"))
        self.tabs.addTab(self.settings, self.tr("Settings"))
        self.tabs.addTab(self.audit, self.tr("Audit log"))
        self.tabs.addTab(self.unrecorded, self.tr("Not recorded"))
        self.tabs.addTab(self.exit, self.tr("Exit"))
        layout = QVBoxLayout(self)
        layout.addLayout(header)
        layout.addLayout(calls)
        layout.addWidget(self.warnings)
        layout.addWidget(self.tabs, 1)
        self.back.clicked.connect(self.leave.emit)
        self.exit.exit_requested.connect(self.exit_requested.emit)
        self.tabs.currentChanged.connect(self._tab_changed)
        self.refresh()

    def refresh(self) -> None:
        service = self.context.service
        settings = service.config.settings
        self.title.setText(
            self.tr("Director mode · Station {station}").format(station=settings.station_name)
        )
        self.unrecorded.refresh()
        problems = [director_text(w) for w in service.warnings()]
        if self.unrecorded.file_problem is not None:
            problems.append(director_text(self.unrecorded.file_problem))
        if self.unrecorded.waiting:
            problems.append(
                self.tr(
                    "%n verdict(s) shown while the log could not record "
                    "them: see the 'Not recorded' tab.",
                    "",
                    self.unrecorded.waiting,
                )
            )
        self.warnings.setText("\n".join(problems))
        self.warnings.setVisible(bool(problems))
        self._show_call()

    def _show_call(self) -> None:
        """The players' open call, with the button that answers it."""
        call = self.context.service.open_call()
        if call is not None:
            at = call.at.astimezone().strftime("%H:%M:%S") if call.at else "?"
            where = ", ".join(
                part
                for part in (
                    call.profile,
                    self.tr("table {table}").format(table=call.table) if call.table else None,
                )
                if part
            )
            self.call_line.setText(
                self.tr("Players called a word judge at {time} ({where}).").format(
                    time=at, where=where or self.tr("no division chosen")
                )
            )
        self.call_line.setVisible(call is not None)
        self.acknowledge.setVisible(call is not None)

    def acknowledge_call(self) -> None:
        """The director answers the call here: the players are told a director is coming."""
        self.context.service.acknowledge_call()
        self._show_call()

    def _scale_type(self, pixels: int) -> None:
        """Type that grows with the screen as the station's does (1/50 of the height)."""
        if pixels == self._pixels:
            return
        self._pixels = pixels
        self.setStyleSheet(
            f"#DirectorPanel {{ background: #f4f6f8; }} QWidget {{ font-size: {pixels}px; }}"
            f" QTabBar::tab {{ padding: {pixels // 2}px {pixels}px; font-size: {pixels + 1}px; }}"
            f" QLabel#PanelTitle {{ font-size: {pixels * 3 // 2}px; font-weight: bold; }}"
            f" QCheckBox::indicator {{ width: {pixels * 4 // 5}px; height: {pixels * 4 // 5}px; }}"
            f" QPushButton {{ padding: {max(3, pixels // 5)}px {max(8, pixels // 2)}px; }}"
        )

    def resizeEvent(self, event: QResizeEvent) -> None:
        self._scale_type(viewer_pixels(self.width(), self.height()))
        super().resizeEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Keys a field of the panel passes on: Return presses the focused button or the
        tab's main button, Esc leaves director mode."""
        plain = not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        if plain and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            event.accept()
            press_return(self, self.default_button(QApplication.focusWidget()))
            return
        if plain and event.key() == Qt.Key.Key_Escape:
            event.accept()
            self.escaped.emit()
            return
        super().keyPressEvent(event)

    def default_button(self, focused: QWidget | None) -> QAbstractButton | None:
        """The button Return presses in a field of the current tab (None: no such button)."""
        choose = getattr(self.tabs.currentWidget(), "default_button", None)
        return choose(focused) if callable(choose) else None

    def show_unrecorded(self) -> None:
        self.tabs.setCurrentWidget(self.unrecorded)

    def _tab_changed(self, index: int) -> None:
        widget = self.tabs.widget(index)
        refresh = getattr(widget, "refresh", None)
        if callable(refresh):
            refresh()
