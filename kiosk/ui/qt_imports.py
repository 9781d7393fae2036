"""One workaround for PySide6's import hook, applied before the station imports anything else.

Once PySide6 is loaded, every module imported after it has its whole source read
(`inspect.getsource`) to see whether it opts in to PySide's ``__feature__``
switches (PYSIDE-2029). The station never uses those switches, but it imports the
database layer after its first paint: the hook then reads every source file of
SQLAlchemy and Alembic into `linecache` (about 20 MB held for good, and tens of
milliseconds). `skip_feature_scan` tells the hook that modules imported from now on
do not use ``__feature__``, which is true of every module the station loads.
"""

from __future__ import annotations

import sys
from types import ModuleType

import PySide6.QtCore  # noqa: F401  # loads shiboken's support modules, the hook among them

__all__ = ["skip_feature_scan"]


def _never_uses_feature(module: ModuleType) -> bool:
    return False


def skip_feature_scan() -> bool:
    """True when PySide6's per-module source scan was turned off (False: left as it is)."""
    feature = sys.modules.get("shibokensupport.feature")
    if feature is None or not callable(getattr(feature, "_mod_uses_pyside", None)):
        return False  # another PySide6 version: nothing to do, nothing broken
    setattr(feature, "_mod_uses_pyside", _never_uses_feature)  # noqa: B010
    return True
