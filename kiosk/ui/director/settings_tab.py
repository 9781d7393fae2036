"""Station settings: name, judge key, timings, font scale, sound, central log."""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from kiosk.audit.heartbeat import heartbeat_message
from kiosk.audit.relay import RelayStatus
from kiosk.config import Settings, judge_keys_for
from kiosk.core.i18n import Message
from kiosk.core.languages import LANGUAGES
from kiosk.director.service import ChangeRefused
from kiosk.ui.background import Operations
from kiosk.ui.director.common import DirectorContext
from kiosk.ui.player_text import director_number, director_text


def relay_text(status: RelayStatus | None) -> str:
    """The central copy's state in a sentence for the director."""
    if status is None:
        return QCoreApplication.translate("SettingsTab", "Relay: off (no central log set).")
    if status.diverged:
        return QCoreApplication.translate(
            "SettingsTab",
            "Relay: stopped, this station's log and the central copy differ "
            "(run 'challenge-kiosk audit compare'). {differences}",
        ).format(differences=" ".join(director_text(d) for d in status.said()))
    if status.last_error:
        return QCoreApplication.translate(
            "SettingsTab", "Relay: the central log is unreachable, retrying. Last error: {error}"
        ).format(error=status.last_error)
    if status.pending is None:
        return QCoreApplication.translate("SettingsTab", "Relay: connecting to the central log…")
    if status.pending:
        return QCoreApplication.translate(
            "SettingsTab", "Relay: {copied} copied, {waiting} waiting."
        ).format(copied=director_number(status.copied), waiting=director_number(status.pending))
    return QCoreApplication.translate(
        "SettingsTab", "Relay: up to date ({copied} copied this session)."
    ).format(copied=director_number(status.copied))


def _spin(low: float, high: float, step: float, decimals: int = 0) -> QDoubleSpinBox:
    spin = QDoubleSpinBox()
    spin.setRange(low, high)
    spin.setSingleStep(step)
    spin.setDecimals(decimals)
    return spin


class SettingsTab(QWidget):
    def __init__(self, context: DirectorContext) -> None:
        super().__init__()
        self.context = context
        self.station_name = QLineEdit()
        self.judge_key = QComboBox()
        self.verdict_seconds = _spin(2, 120, 1)
        self.idle_clear_seconds = _spin(10, 600, 5)
        self.split_window_seconds = _spin(0, 3600, 10)
        self.font_scale = _spin(0.5, 2.0, 0.1, decimals=1)
        self.sound = QCheckBox(self.tr("Short sound on the verdict"))
        self.spoken_verdict = QCheckBox(
            self.tr("Say the verdict aloud in the division's language (a sound if no voice)")
        )
        self.large_print = QCheckBox(self.tr("Large print and high contrast on player screens"))
        self.word_judge_key = QComboBox()
        self.director_language = QComboBox()
        for code, name in LANGUAGES.items():
            self.director_language.addItem(name, code)
        self.central_url = QLineEdit()
        self.central_url.setPlaceholderText("postgresql+psycopg://user@host/db")
        self.test_button = QPushButton(self.tr("Test connection"))
        self.ops = Operations(self, threads=1, name="settings")
        self.test_result = QLabel()
        self.test_result.setWordWrap(True)
        self.relay_status = QLabel()
        self.relay_status.setWordWrap(True)
        self.save = QPushButton(self.tr("Save settings"))
        self.restore = QPushButton(self.tr("Restore the last good station file"))
        central = QHBoxLayout()
        central.addWidget(self.central_url, 1)
        central.addWidget(self.test_button)
        form = QFormLayout()
        form.addRow(self.tr("Station name"), self.station_name)
        form.addRow(self.tr("Judge key"), self.judge_key)
        form.addRow(self.tr("Verdict shown (s)"), self.verdict_seconds)
        form.addRow(self.tr("Clear unjudged words after (s)"), self.idle_clear_seconds)
        form.addRow(self.tr("Split-lookup window (s)"), self.split_window_seconds)
        form.addRow(self.tr("Font scale"), self.font_scale)
        form.addRow("", self.sound)
        form.addRow("", self.spoken_verdict)
        form.addRow("", self.large_print)
        form.addRow(self.tr("Word-judge key"), self.word_judge_key)
        form.addRow(self.tr("Director mode language"), self.director_language)
        form.addRow(self.tr("Central log"), central)
        form.addRow("", self.test_result)
        form.addRow("", self.relay_status)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.save)
        layout.addWidget(self.restore)
        layout.addStretch(1)
        self.test_button.clicked.connect(self.test_connection)
        self.save.clicked.connect(self.save_settings)
        self.restore.clicked.connect(self.restore_last_good)
        self.refresh()

    def default_button(self, _field: QWidget | None) -> QPushButton:
        """Return in a field saves the settings (after the usual confirmation)."""
        return self.save

    def refresh(self) -> None:
        config = self.context.service.config
        settings = config.settings
        self.station_name.setText(settings.station_name)
        self.judge_key.clear()  # only keys that cannot type into the words or choose a division
        self.judge_key.addItems(list(judge_keys_for(len(config.profiles))))
        self.judge_key.setCurrentText(settings.judge_key)
        self.verdict_seconds.setValue(settings.verdict_seconds)
        self.idle_clear_seconds.setValue(settings.idle_clear_seconds)
        self.split_window_seconds.setValue(settings.split_window_seconds)
        self.font_scale.setValue(settings.font_scale)
        self.sound.setChecked(settings.sound)
        self.spoken_verdict.setChecked(settings.spoken_verdict)
        self.large_print.setChecked(settings.large_print)
        self.word_judge_key.clear()
        self.word_judge_key.addItem(self.tr("none"), "")
        for key in judge_keys_for(len(config.profiles)):
            if key not in (settings.judge_key, "F12"):
                self.word_judge_key.addItem(key, key)
        self.word_judge_key.setCurrentIndex(
            max(0, self.word_judge_key.findData(settings.word_judge_key))
        )
        self.director_language.setCurrentIndex(
            max(0, self.director_language.findData(settings.director_language))
        )
        self.central_url.setText(settings.central_url)
        service = self.context.service
        beat = director_text(heartbeat_message(service.heartbeat_status()))
        self.relay_status.setText(f"{relay_text(service.relay_status())}\n{beat}")

    def form_settings(self) -> Settings:
        # what this tab does not show (the receipt prefix) is kept as it is
        return dataclasses.replace(
            self.context.service.config.settings,
            station_name=self.station_name.text().strip(),
            judge_key=self.judge_key.currentText(),
            verdict_seconds=self.verdict_seconds.value(),
            idle_clear_seconds=self.idle_clear_seconds.value(),
            split_window_seconds=self.split_window_seconds.value(),
            font_scale=round(self.font_scale.value(), 1),
            sound=self.sound.isChecked(),
            spoken_verdict=self.spoken_verdict.isChecked(),
            large_print=self.large_print.isChecked(),
            word_judge_key=str(self.word_judge_key.currentData() or ""),
            director_language=str(self.director_language.currentData() or "en"),
            central_url=self.central_url.text().strip(),
        )

    def test_connection(self) -> None:
        """Ask the central log on a worker thread: the screen never waits for the network."""
        url = self.central_url.text().strip()
        self.test_result.setText(self.tr("Asking the central log…"))
        self.test_button.setEnabled(False)
        service = self.context.service
        self.ops.query("probe", lambda _job: service.probe_central(url), self._answered)

    def _answered(self, answer: Message) -> None:
        self.test_result.setText(director_text(answer))
        self.test_button.setEnabled(True)

    def save_settings(self) -> None:
        config = self.context.service.config
        new = dataclasses.replace(config, settings=self.form_settings())
        lines = self.context.service.preview(new)
        if not lines:
            return
        question = "\n".join(director_text(line) for line in lines)
        if not self.context.ask(self, self.tr("Change the station"), question):
            return
        try:
            self.context.service.apply(new)
        except ChangeRefused as exc:
            self.context.tell(self, self.tr("Not changed"), director_text(exc))
            return

    def restore_last_good(self) -> None:
        question = self.tr(
            "Replace the station's profiles and settings with the last station file "
            "that loaded cleanly?"
        )
        if not self.context.ask(self, self.tr("Restore"), question):
            return
        try:
            self.context.service.restore_last_good()
        except ChangeRefused as exc:
            self.context.tell(self, self.tr("Not restored"), director_text(exc))
            return
        self.refresh()
