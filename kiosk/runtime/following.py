"""The event this station follows (no Qt): its plan in force, the central clock the plan's
instants are read on, and the pairings feed the plan (or the station file) names.

`EventFollowing.read` is asked every second on the GUI thread (`StationRuntime.follow_event`,
which applies what it returns); the files are read again only when they changed: the event
file, the accepted plans' folder and the lexicons' folder. The central clock's offset is
measured by the event sync on its own thread and crosses over in `CentralClock`; the
pairings keeper fetches on its own worker (`kiosk.runtime.pairings`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from kiosk.config import StationConfig
from kiosk.core.i18n import Message
from kiosk.deferred import deferred
from kiosk.event import EVENT_FILE, PLANS_FOLDER
from kiosk.lexicons.library import LexiconLibrary
from kiosk.runtime.central_clock import CentralClock

# loaded at first use (`kiosk.deferred`)
if TYPE_CHECKING:
    import kiosk.event.follow as event_follow
    import kiosk.event.membership as event_station
    from kiosk.core.games import GameOffer
    from kiosk.runtime import pairings as pairings_keeper
    from kiosk.runtime.pairings import PairingsKeeper
else:
    event_follow = deferred("kiosk.event.follow")
    event_station = deferred("kiosk.event.membership")
    pairings_keeper = deferred("kiosk.runtime.pairings")

__all__ = ["EventFollowing", "read_plan_inputs"]


@dataclass
class EventFollowing:
    """What this station follows of its event, on the GUI thread: the plan in force (its
    ``serial``, 0: none; the divisions ``waiting`` for their list), the station's settings
    as that plan makes them (``followed``; None: no plan), what was last read from the
    kiosk home (``inputs``; None: no event joined), the central ``clock``, and the
    pairings keeper once `follow_pairings` was first called (after the first paint)."""

    home: Path
    library: LexiconLibrary
    serial: int = 0
    waiting: dict[str, Message] = field(default_factory=dict)
    followed: StationConfig | None = None
    inputs: Any = field(default=None, repr=False)
    clock: CentralClock = field(default_factory=CentralClock, repr=False, compare=False)
    pairings: PairingsKeeper | None = field(default=None, repr=False)
    _pairings_on: bool = field(default=False, repr=False)

    @property
    def joined(self) -> bool:
        """True once an event's file was read: the station is in an event."""
        return self.inputs is not None

    def read(
        self, config: StationConfig, now: datetime | None = None
    ) -> tuple[event_follow.Following | None, str | None]:
        """``(following, problem)``: the plan in force at ``now`` (the central clock's now)
        for a station set up as ``config``, when it changes what the station judges (None
        when nothing changed, or no event was joined); ``problem`` says why the event file
        cannot be read."""
        inputs, problem = read_plan_inputs(self.home, self.library, self.inputs)
        if inputs is None:
            return None, problem
        self.inputs = inputs
        _stamp_seen, plans, installed = inputs
        following = event_follow.follow(config, plans, now or self.clock.now(), installed)
        self.followed = following.config if following.serial else None  # the latest, always
        keeper = self.pairings
        if self._pairings_on and (keeper.source if keeper else "") != self.pairings_source(config):
            self.follow_pairings(config)  # a plan, or the director, names another feed
        if following.serial == self.serial and following.waiting == self.waiting:
            return None, problem
        self.serial, self.waiting = following.serial, dict(following.waiting)
        return following, problem

    # -- the event's pairings ----------------------------------------------------------------

    def pairings_source(self, config: StationConfig) -> str:
        """The pairings feed in force: the event plan's when the plan in force names one,
        else the station file's ``[settings] pairings`` ("": none)."""
        return (self.followed or config).settings.pairings

    def follow_pairings(self, config: StationConfig) -> None:
        """Keep the pairings feed in force current: started once the station is painted,
        restarted when a director or a plan names another feed, stopped when none."""
        self._pairings_on = True
        source = self.pairings_source(config)
        keeper = self.pairings
        if keeper is not None and keeper.source == source:
            return
        if keeper is not None:
            keeper.stop(timeout=0)
            self.pairings = None
        if source:
            self.pairings = pairings_keeper.PairingsKeeper(source)
            self.pairings.start()

    def settings_changed(self, config: StationConfig) -> None:
        """The station's own settings changed (a director's new station file): the feed they
        name is followed, once pairings are followed at all."""
        if self._pairings_on:
            self.follow_pairings(config)

    def game_offer(self, config: StationConfig, division: str, table: int) -> GameOffer | None:
        """The game at ``table`` for the players of ``division`` to confirm (from the copy
        kept, never the network). None: this station reads no pairings, or the division is
        not in the feed."""
        keeper = self.pairings
        if keeper is None:
            return None
        named = next((p for p in (self.followed or config).profiles if p.name == division), None)
        tsh = named.pairings_division if named is not None else ""
        return keeper.offer(table, tsh or None)

    def stop(self) -> None:
        """Stop fetching the pairings (the station closes)."""
        if self.pairings is not None:
            self.pairings.stop()
            self.pairings = None


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
