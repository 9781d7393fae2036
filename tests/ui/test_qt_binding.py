"""The Qt binding must not leak or drop references on the calls every repaint makes.

PySide6 6.12.0 drops one reference to None on every call that returns nothing
(on Python 3.11, where None is not immortal): a station repainting for a few
hours would crash. pyproject.toml keeps that release out; this test catches
any release that brings the fault back.
"""

from __future__ import annotations

import sys

from PySide6.QtGui import QFont
from PySide6.QtWidgets import QHBoxLayout, QLabel, QWidget


def test_void_calls_keep_the_reference_count_of_none(qtbot):
    widget = QWidget()
    qtbot.addWidget(widget)
    layout = QHBoxLayout(widget)
    label = QLabel("x")
    layout.addWidget(label)
    font = QFont("DejaVu Sans")
    calls = {
        "setStyleSheet": lambda: label.setStyleSheet("color: #ffffff;"),
        "setFont": lambda: label.setFont(font),
        "setText": lambda: label.setText("CAT"),
        "setContentsMargins": lambda: layout.setContentsMargins(1, 1, 1, 1),
        "setPixelSize": lambda: font.setPixelSize(20),
        "update": lambda: label.update(),
    }
    drift = {}
    for name, call in calls.items():
        before = sys.getrefcount(None)
        for _ in range(200):
            call()
        drift[name] = sys.getrefcount(None) - before
    assert all(abs(d) < 50 for d in drift.values()), drift
