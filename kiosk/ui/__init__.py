"""The Qt shell of the station: windows and screens that only display state and forward keys."""

# Before any other module of the shell (and of the station after it) is imported.
from kiosk.ui.qt_imports import skip_feature_scan

skip_feature_scan()
