"""What an event plan needs read from the kiosk home before it is followed (no Qt).

`StationRuntime.follow_event` asks every second; the files are read again only when they
changed: the event file, the accepted plans' folder and the lexicons' folder.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from kiosk.deferred import deferred
from kiosk.event import EVENT_FILE, PLANS_FOLDER
from kiosk.lexicons.library import LexiconLibrary

# loaded at first use (`kiosk.deferred`)
if TYPE_CHECKING:
    import kiosk.event.follow as event_follow
    import kiosk.event.membership as event_station
else:
    event_follow = deferred("kiosk.event.follow")
    event_station = deferred("kiosk.event.membership")

__all__ = ["read_plan_inputs"]


def read_plan_inputs(home: Path, library: LexiconLibrary, previous: Any) -> tuple[Any, str | None]:
    """``(inputs, problem)``: the files' stamps, the accepted plans and the installed
    lexicons' fingerprints (``previous`` when no file changed), or None when the station
    joined no event or its event file cannot be read (``problem`` says why)."""
    stamp = tuple(_stamp(p) for p in (home / EVENT_FILE, home / PLANS_FOLDER))
    stamp += (_stamp(library.folder),)
    if stamp[0] is None:
        return None, None  # no event joined (the event code is not even loaded)
    if previous is not None and previous[0] == stamp:
        return previous, None
    try:
        membership = event_station.read_membership(home)
    except event_station.EventFileError as exc:
        return None, str(exc)
    if membership is None:
        return None, None
    plans = event_station.accepted_plans(home, membership)
    return (stamp, plans, event_follow.installed_fingerprints(library)), None


def _stamp(path: Path) -> int | None:
    """A file's or folder's modification time (None when it is not there): a folder's
    changes when a file in it is added, replaced or removed."""
    try:
        return path.stat().st_mtime_ns
    except OSError:
        return None
