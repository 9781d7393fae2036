"""Setting and entering the director PIN."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeyEvent, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QBoxLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from kiosk.director.pin import (
    MIN_PIN_LENGTH,
    PinCheck,
    PinError,
    PinGuard,
    hash_pin,
    wait_message,
)
from kiosk.ui.player_text import director_text


class PinScreen(QWidget):
    """``setup``: choose a PIN (typed twice). ``enter``: type it to open director mode.

    ``save_hash`` stores a new hash (and logs it); ``on_check`` logs each try.
    """

    accepted = Signal()
    cancelled = Signal()
    escaped = Signal()  # Esc: back out (director mode decides what that means here)

    def __init__(
        self,
        guard: PinGuard,
        save_hash: Callable[[str], None],
        on_check: Callable[[PinCheck], None],
        scale: float = 1.0,
    ) -> None:
        super().__init__()
        self.guard = guard
        self.save_hash = save_hash
        self.on_check = on_check
        self.mode = "enter"
        self.setObjectName("PinScreen")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.scale = scale
        self._styled = 0.0  # the scale the style sheets were last made for
        self.title = QLabel()
        self.explain = QLabel()
        self.explain.setWordWrap(True)
        self.pin = QLineEdit()
        self.pin.setEchoMode(QLineEdit.EchoMode.Password)
        self.pin.setContextMenuPolicy(Qt.ContextMenuPolicy.NoContextMenu)
        self.again = QLineEdit()
        self.again.setEchoMode(QLineEdit.EchoMode.Password)
        self.again.setContextMenuPolicy(Qt.ContextMenuPolicy.NoContextMenu)
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.ok = QPushButton()
        self.cancel = QPushButton(self.tr("Back to the station"))
        # side by side, or one above the other when their words do not fit side by side
        # (large print in a narrow portrait screen): a button's words are never cut
        self.buttons = buttons = QBoxLayout(QBoxLayout.Direction.LeftToRight)
        buttons.addWidget(self.ok)
        buttons.addWidget(self.cancel)
        buttons.addStretch(1)
        column = QVBoxLayout()
        column.addStretch(1)
        for widget in (self.title, self.explain, self.pin, self.again, self.message):
            column.addWidget(widget)
        column.addLayout(buttons)
        column.addStretch(2)
        outer = QHBoxLayout(self)
        outer.addStretch(1)
        outer.addLayout(column, 2)
        outer.addStretch(1)
        self.set_scale(scale)
        self.ok.clicked.connect(self.submit)
        self.cancel.clicked.connect(self._cancel)
        self.pin.returnPressed.connect(self._next)
        self.again.returnPressed.connect(self.submit)

    def set_scale(self, scale: float) -> None:
        """Type and PIN boxes ``scale`` times their size (the station's large print: the
        PIN is typed at the players' screen). Applied at once when shown, else when next
        shown (a style sheet replaced before the first show is not always taken up)."""
        self.scale = scale
        if self.isVisible() or not self._styled:
            self._apply_scale()

    def _apply_scale(self) -> None:
        scale = self._styled = self.scale

        def px(pixels: int) -> int:
            return round(pixels * scale)

        self.setStyleSheet(
            "#PinScreen { background: #1c232b; } QLabel { color: #ffffff; }"
            f" QLineEdit {{ font-size: {px(28)}px; padding: {px(8)}px; min-width: {px(320)}px; }}"
            f" QPushButton {{ font-size: {px(22)}px; padding: {px(10)}px {px(24)}px; }}"
        )
        self.title.setStyleSheet(f"font-size: {px(34)}px; font-weight: bold;")
        self.explain.setStyleSheet(f"font-size: {px(20)}px;")
        self.message.setStyleSheet(f"font-size: {px(22)}px; color: #ffb000; font-weight: bold;")
        self.arrange_buttons()

    def showEvent(self, event: QShowEvent) -> None:
        if self._styled != self.scale:
            self._apply_scale()
        super().showEvent(event)
        self.arrange_buttons()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.arrange_buttons()

    def arrange_buttons(self) -> None:
        """Side by side when both buttons' words fit in the column's width, else stacked."""
        width = self.pin.width()
        if width <= 0:
            return
        needed = sum(b.sizeHint().width() for b in (self.ok, self.cancel) if not b.isHidden())
        needed += max(0, self.buttons.spacing())
        stacked = needed > width
        direction = (
            QBoxLayout.Direction.TopToBottom if stacked else QBoxLayout.Direction.LeftToRight
        )
        if self.buttons.direction() != direction:
            self.buttons.setDirection(direction)

    def start(self, mode: str) -> None:
        """Show the screen in ``setup`` or ``enter`` mode, fields cleared."""
        self.mode = mode
        self.pin.clear()
        self.again.clear()
        self.message.clear()
        setup = mode == "setup"
        self.title.setText(self.tr("Set the director PIN") if setup else self.tr("Director mode"))
        self.explain.setText(
            self.tr(
                "Choose a PIN of at least {length} characters. It opens director mode "
                "(Ctrl+Alt+Shift+D on the station) and is stored only as a hash."
            ).format(length=MIN_PIN_LENGTH)
            if setup
            else self.tr("Type the director PIN, then press Enter.")
        )
        self.pin.setPlaceholderText(self.tr("new PIN") if setup else self.tr("PIN"))
        self.again.setPlaceholderText(self.tr("the same PIN again"))
        self.again.setVisible(setup)
        self.cancel.setVisible(not setup)
        self.ok.setText(self.tr("Set PIN") if setup else self.tr("Open director mode"))
        self.arrange_buttons()
        wait = self.guard.wait_remaining() if not setup else 0
        if wait:
            self.message.setText(director_text(wait_message(wait)))
        self.pin.setFocus()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Esc from any field backs out (Return is the fields' own: next field, submit)."""
        if event.key() == Qt.Key.Key_Escape and not event.modifiers():
            event.accept()
            self.escaped.emit()
            return
        super().keyPressEvent(event)

    def _next(self) -> None:
        if self.mode == "setup":
            self.again.setFocus()
        else:
            self.submit()

    def _cancel(self) -> None:
        self.pin.clear()
        self.cancelled.emit()

    def submit(self) -> None:
        pin = self.pin.text()
        if self.mode == "setup":
            if pin != self.again.text():
                self.message.setText(self.tr("The two PINs differ. Type them again."))
                self.again.clear()
                return
            try:
                self.save_hash(hash_pin(pin))
            except PinError as exc:
                self.message.setText(self.tr("Not set: {error}.").format(error=director_text(exc)))
                return
            self.pin.clear()
            self.again.clear()
            self.accepted.emit()
            return
        result = self.guard.check(pin)
        self.pin.clear()
        self.on_check(result)
        if result.accepted:
            self.accepted.emit()
        else:
            self.message.setText(director_text(result.message))
