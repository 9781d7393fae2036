"""Wheel build step: compile the translations (i18n/*.ts) with Qt's pyside6-lrelease into
assets/i18n/*.qm, which the wheel carries with the other assets (see pyproject.toml)."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from typing import Any

from hatchling.builders.hooks.plugin.interface import BuildHookInterface


class TranslationsHook(BuildHookInterface):  # type: ignore[misc]
    PLUGIN_NAME = "custom"

    def initialize(self, version: str, build_data: dict[str, Any]) -> None:
        path = Path(self.root) / "i18n" / "build_qm.py"
        spec = importlib.util.spec_from_file_location("build_qm", path)
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        module.release()
