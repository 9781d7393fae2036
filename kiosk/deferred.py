"""Modules a file uses but loads only when first used: the one idiom for them, at the top.

The station paints its ready screen before it loads the database layer, the heartbeat, the
event's plans, reading and judging a play ...; a command loads only what it runs. Rather
than imports hidden inside functions, a file names such a module once, at its top::

    if TYPE_CHECKING:
        from kiosk.audit import records
    else:
        records = deferred("kiosk.audit.records")

and uses it as any module (``records.EventKind.ADJUDICATION``): the first attribute read
imports it (under the interpreter's import lock, so from any thread), every later read is a
dictionary lookup. Type checkers, import-linter and the bundle's analysis see the import in
the ``TYPE_CHECKING`` branch, so the file's header says all it depends on. This module
imports nothing of the station's: it sits below every floor, the core's included.
"""

from __future__ import annotations

import importlib
import sys
from types import ModuleType
from typing import Any

__all__ = ["deferred"]


class _Deferred:
    """A module not loaded yet; loaded at its first attribute read."""

    __slots__ = ("_name",)

    def __init__(self, name: str) -> None:
        self._name = name

    def __getattr__(self, attribute: str) -> Any:
        # import_module, not sys.modules: a module another thread is still importing is
        # waited for, never read half made
        return getattr(importlib.import_module(self._name), attribute)

    def __repr__(self) -> str:
        return f"<deferred module {self._name!r}>"


def deferred(name: str) -> Any:
    """The module called ``name`` (absolute), loaded at its first attribute read."""
    module: ModuleType | None = sys.modules.get(name)
    return module if module is not None else _Deferred(name)
