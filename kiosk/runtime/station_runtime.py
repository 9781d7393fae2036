"""Putting a station together: config, lexicons, audit log and the flow (no Qt).

`open_station` never raises for things a director can fix (a bad config file,
a missing or damaged lexicon, a log that cannot be opened or written): it
returns a runtime whose ``problem`` says what is wrong, and the window shows
that instead of judging. Nothing is judged that cannot be recorded. Problems
that do not stop judging (a central log address that is not usable, files
in the home that were readable by others) are in ``warnings`` for the director.

The runtime's fields are read by anyone and written only through its methods,
on the GUI thread (or the one thread of the command line and the tests): what a
worker thread makes (an opened log: `kiosk.runtime.log_opening`; whether the disk
has room: `kiosk.runtime.room`) is adopted by a method on the GUI thread. Each
change the screen shows is told through ``changed`` (`kiosk.runtime.changes`).

Four parts are its own objects: the link to the head director's server
(`kiosk.runtime.central_link.CentralLink`: the relay and the heartbeat), the record path
(`kiosk.runtime.recording.Recorder`: verdicts recorded, kept when the log fails, room for
the next record), the players' call
for a word judge (`kiosk.runtime.calls.StationCalls`) and the event followed
(`kiosk.runtime.following.EventFollowing`: the plan in force, the central clock, the
pairings). Other threads read what the GUI thread publishes (`status`), never the fields.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import TYPE_CHECKING, Any

from kiosk import __version__
from kiosk.audit.identity import station_identity
from kiosk.config import ConfigError, StationConfig, default_config, load_config
from kiosk.core.flow import ProfileChoice, StationProfile, UnavailableProfile
from kiosk.core.i18n import Message, said
from kiosk.core.receipts import default_receipt_prefix
from kiosk.core.station_messages import (
    CONTACT_LOST,
    CONTACT_NEVER,
    NO_STATION_ID,
    SETTINGS_FILE,
)
from kiosk.deferred import deferred
from kiosk.lexicons.library import LexiconLibrary
from kiosk.runtime.calls import StationCalls
from kiosk.runtime.central_link import FLUSH_TIMEOUT_S, CentralLink
from kiosk.runtime.changes import Change, Changes
from kiosk.runtime.following import EventFollowing
from kiosk.runtime.log_opening import (
    LOG_CANNOT_OPEN,
    LOG_CANNOT_WRITE,
    LOG_FILE,
    LogState,
    OpenedLog,
    prepare_log,
)
from kiosk.runtime.profiles import (
    flow_settings,
    not_ready_reason,
    plan_profiles,
    resolve_profile,
    station_profiles,
)
from kiosk.runtime.recording import Recorder
from kiosk.runtime.room import RoomKeeper
from kiosk.runtime.status import StationStatus
from kiosk.storage.files import secure_home
from kiosk.storage.paths import kiosk_home

# The database layer, the heartbeat and the event's plans are loaded when first used, after
# the ready screen is painted (`kiosk.deferred`).
if TYPE_CHECKING:
    from kiosk.audit import log_file, records
    from kiosk.audit.heartbeat import Heartbeat
    from kiosk.audit.records import EventKind
    from kiosk.audit.store import AuditLog
    from kiosk.core.games import GameOffer
    from kiosk.health import heartbeat as health
else:
    log_file = deferred("kiosk.audit.log_file")
    records = deferred("kiosk.audit.records")
    health = deferred("kiosk.health.heartbeat")


__all__ = [
    "CONTACT_LOST",
    "CONTACT_NEVER",
    "Contact",
    "LOG_CANNOT_OPEN",
    "LOG_CANNOT_WRITE",
    "LOG_FILE",
    "Change",
    "LogState",
    "OpenedLog",
    "RoomKeeper",
    "flow_settings",
    "not_ready_reason",
    "resolve_profile",
    "station_profiles",
    "StationRuntime",
    "open_station",
]

# A station in an event that has not reached the central server for longer than two heartbeat
# intervals says so on its screen (CONTACT_LOST; small, above the play: it still judges).
OFFLINE_AFTER_BEATS = 2  # heartbeat intervals without a heartbeat arriving: offline


@dataclass(frozen=True)
class Contact:
    """The central server (the head director's) as this station last reached it:
    ``since`` when (UTC; None: not since the station started), ``offline`` when that is
    longer ago than two heartbeat intervals."""

    since: datetime | None
    offline: bool

    def notice(self) -> Message | None:
        """What the players' screen says (None while in contact)."""
        if not self.offline:
            return None
        if self.since is None:
            return CONTACT_NEVER()
        return CONTACT_LOST(time=f"{self.since.astimezone():%H:%M}")


@dataclass
class StationRuntime:
    """Everything a station window needs, already checked.

    Read its fields freely; change them through its methods (`set_problem`,
    `clear_problem`, `replace_config`, `follow_event`, `adopt_log`, `follow_room`,
    `set_central` ...), which tell ``changed`` what the screen must show again. What it
    records goes through ``recorder``, a call for a word judge through ``calls``, and what
    it follows of its event is ``following``.
    """

    config: StationConfig
    library: LexiconLibrary
    station_id: str
    profiles: list[StationProfile] = field(default_factory=list)
    audit: AuditLog | None = None
    problem: Message | str | None = None  # worded on the players' screen; str() to record
    home: Path = field(default_factory=kiosk_home)
    log_state: LogState = LogState.CLOSED
    log_path: Path | None = None
    repaired: list[str] = field(default_factory=list)
    screen: str = "not ready"
    last_adjudication_at: datetime | None = None

    # For the director (config problems are messages director mode words in its language).
    warnings: list[Message | str] = field(default_factory=list)
    # Told of every change the screen shows (see `kiosk.runtime.changes`).
    changed: Changes = field(default_factory=Changes, repr=False, compare=False)
    # The problem `follow_room` set for lack of room, while it is the station's.
    room_problem: Message | None = field(default=None, repr=False)
    # When `contact` was first asked (time.monotonic()): a station that never reached the
    # central server is offline two heartbeat intervals after that.
    _contact_asked: float | None = field(default=None, init=False, repr=False)
    # The record path (`kiosk.runtime.recording`): the log it writes is ``audit``, given
    # when adopted and taken back when closed; the room kept for the next record.
    recorder: Recorder = field(init=False, repr=False, compare=False)
    # The players' call for a word judge (`kiosk.runtime.calls`).
    calls: StationCalls = field(init=False, repr=False, compare=False)
    # The relay and the fleet heartbeat (`kiosk.runtime.central_link`), started with the log;
    # the heartbeat reads only the status published on the GUI thread (`status`).
    link: CentralLink = field(init=False, repr=False, compare=False)
    # The event followed (`kiosk.runtime.following`): the plan in force, the central clock
    # (an event plan's instant is the server's), the pairings feed in force.
    following: EventFollowing = field(init=False, repr=False, compare=False)
    # What the station is, as last published on the GUI thread (`kiosk.runtime.status`):
    # other threads read this, never the fields above.
    status: StationStatus = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        self.recorder = Recorder(self.home, self.station_id, self.audit)
        self.calls = StationCalls(self.station_id)
        self.link = CentralLink(self.home, self.heartbeat_snapshot, self.calls)
        self.following = EventFollowing(self.home, self.library)
        self.publish()
        self.changed.subscribe(lambda _change: self.publish())

    def publish(self) -> None:
        """Publish what the station is now (GUI thread): `status`, swapped whole."""
        self.status = StationStatus(
            station_name=self.config.settings.station_name,
            screen=self.screen,
            profiles=tuple(self.profiles),
            last_adjudication_at=self.last_adjudication_at,
            problem=self.problem,
            warnings=tuple(self.warnings),
        )

    def publish_screen(self, screen: str) -> None:
        """The window shows another screen (ready, entry, verdict ...): published; the first
        time, the fleet hears it at once (it says "ready" now)."""
        if screen == self.screen:
            return
        first = self.screen == "not ready" and screen != "not ready"
        self.screen = screen
        self.publish()
        if first:
            self.link.beat_soon()

    @property
    def ready(self) -> bool:
        return self.problem is None and self.audit is not None and bool(self.usable_profiles)

    @property
    def usable_profiles(self) -> list[ProfileChoice]:
        return [p for p in self.profiles if isinstance(p, ProfileChoice)]

    @property
    def unavailable_profiles(self) -> list[UnavailableProfile]:
        """Divisions this station cannot judge now, with the reason (for the director)."""
        return [p for p in self.profiles if isinstance(p, UnavailableProfile)]

    @property
    def room(self) -> RoomKeeper | None:
        """The room kept for the next record (None until the log is open)."""
        return self.recorder.room

    def central_now(self) -> datetime:
        """The central server's time, by this station's clock and the last measured offset."""
        return self.following.clock.now()

    def follow_event(self, now: datetime | None = None) -> bool:
        """Judge as the event plan in force says (`kiosk.event.follow`): each division the
        plan names with its lexicon (by fingerprint) and rule, or with nothing while its list
        is not staged. True when what the station judges changed; the change is recorded
        (``event-plan-applied``) once the log is open. A station that joined no event, or
        whose event file cannot be read, keeps its own settings (the director sees why)."""
        following, problem = self.following.read(self.config, now)
        if problem is not None and problem not in self.warnings:
            self.warnings.append(problem)  # the event file cannot be read: the director sees why
        if following is None:
            return False  # no event joined, its file cannot be read, or nothing changed
        profiles = plan_profiles(following.config, following.waiting, self.library)
        before = not_ready_reason(self.profiles)
        self.profiles = profiles
        if self.problem is None or self.problem == before:
            self.problem = not_ready_reason(profiles)
        if self.audit is not None:
            self.event(records.EventKind.EVENT_PLAN_APPLIED, following.summary())
        self.link.beat_soon()  # the fleet hears of the switch now, not a beat later
        self.changed.emit(Change.PLAN)
        return True

    # -- what the screen shows -------------------------------------------------------------

    def set_problem(self, problem: Message | str) -> None:
        """The station cannot judge: ``problem`` says why, on the players' screen."""
        if problem == self.problem:
            return
        self.problem = problem
        self.changed.emit(Change.PROBLEM)

    def clear_problem(self, *, if_is: Message | str | None = None) -> bool:
        """The station can judge again (as far as its problem goes); with ``if_is``, only
        while its problem is still that one. True when it was cleared."""
        if self.problem is None or (if_is is not None and self.problem != if_is):
            return False
        self.problem = None
        self.changed.emit(Change.PROBLEM)
        return True

    def replace_config(self, config: StationConfig, profiles: list[StationProfile]) -> None:
        """A director's new station file, already checked, saved and recorded: its profiles
        (resolved) are judged from now on and the station's problem is cleared. The records
        from now on carry its station name and receipt prefix; a new central address starts
        a new relay."""
        old = self.config
        if config.settings.central_url != old.settings.central_url:
            self.link.start(config.settings.central_url or None, self.audit)
        if self.audit is not None:
            self.audit.station_name = config.settings.station_name
            self.audit.receipt_prefix = config.settings.receipt_prefix or (
                default_receipt_prefix(self.station_id)
            )
        self.config = config
        self.profiles = profiles
        self.problem = None
        self.room_problem = None
        self.warnings = [w for w in self.warnings if w not in old.problems]
        self.following.settings_changed(config)
        self.changed.emit(Change.CONFIG)

    def follow_room(self) -> bool:
        """Take the room keeper's word (on the GUI thread, when it says so): a station with
        no room for the next record is not ready (unless it already has a problem), and is
        ready again once there is room. True when the station's problem changed."""
        room = self.room
        full = room is not None and room.full
        if full and self.problem is None:
            self.room_problem = LOG_CANNOT_WRITE(
                why=f"the disk holding {self.home} is full, with no room kept for the next"
                " record: free some space on it"
            )
            self.set_problem(self.room_problem)
            return True
        if not full and self.room_problem is not None:
            ours, self.room_problem = self.room_problem, None
            return self.clear_problem(if_is=ours)
        return False

    def recorded(self, at: datetime) -> None:
        """A verdict was recorded ``at`` (the window says so, on the GUI thread, when its
        write finished): the fleet heartbeat says when this station last judged."""
        self.last_adjudication_at = at
        self.publish()

    def flow_event(self, kind: str, details: dict[str, Any]) -> None:
        """The procedure's own records (`StationFlow` ``events``): a withdrawn entry, a
        split-lookup warning the players went back from, a call for a word judge (sent to
        the central log at once, for the fleet page) and its answer."""
        if kind == records.EventKind.WORD_JUDGE_CALLED.value:
            self.calls.call(self.audit, details, self._told_of_call)
            return
        self.event(records.EventKind(kind), details)
        if kind in (
            records.EventKind.WORD_JUDGE_ACKNOWLEDGED.value,
            records.EventKind.WORD_JUDGE_ARRIVED.value,
        ):
            self.calls.ended()

    def _told_of_call(self) -> None:
        self.link.push_now()  # on the fleet page within a second or two
        self.link.beat_soon()  # and from now on, listen for its answer

    def event(self, kind: EventKind, details: dict[str, Any]) -> bool:
        """Record a station event; False (never an exception) when the log is unavailable."""
        return self.recorder.event(kind, details)

    def judged_before(self) -> bool:
        """True when this station's log already holds adjudications: it has been in use
        (and had a director PIN, which a station needs before it judges)."""
        return log_file.holds_adjudications(self.log_path or self.home / LOG_FILE)

    def open_log(self) -> bool:
        """Open the audit log and take it, on the caller's thread (`prepare_log`, then
        `adopt_log`): for the command line and the tests. True when the log is open."""
        return self.adopt_log(self.prepare_log())

    def log_opening(self) -> None:
        """The log is about to be opened on a worker thread (a station whose id could not
        be read stays as it is: it never opens one)."""
        if self.log_state is not LogState.FAILED:
            self.log_state = LogState.OPENING

    def prepare_log(self) -> OpenedLog:
        """Open the audit log (checked writable first) and record the start, writing no
        field of the runtime: safe on a worker thread (see `kiosk.runtime.log_opening`).
        Give the result to `adopt_log`. A station whose id could not be read never opens
        it: nothing is written under another name."""
        if self.log_state is LogState.FAILED:
            return OpenedLog()
        return prepare_log(
            home=self.home,
            path=self.log_path or self.home / LOG_FILE,
            station_id=self.station_id,
            config=self.config,
            clock=self.recorder.clock,
            repaired=list(self.repaired),
            started={
                "version": __version__,
                "profiles": [
                    {
                        "name": p.name,
                        "lexicon": p.lexicon.name,
                        "fingerprint": p.lexicon.fingerprint,
                        "rule": p.rule.id,
                    }
                    for p in self.usable_profiles
                ],
                "unavailable": [
                    {"name": p.name, "problem": str(p.problem)} for p in self.unavailable_profiles
                ],
                "problem": None if self.problem is None else str(self.problem),
                "warnings": [str(w) for w in self.warnings],
            },
        )

    def adopt_log(self, opened: OpenedLog) -> bool:
        """Take the log `prepare_log` opened, or why it could not (the station is then not
        ready: ``problem``); start the relay and the heartbeat when a central log is set.
        On the GUI thread; True when the log is open."""
        if opened.audit is None:
            if opened.problem is not None and (opened.replaces_problem or self.problem is None):
                self.problem = opened.problem
                self.room_problem = None
            self.log_state = LogState.FAILED
            self.changed.emit(Change.LOG)
            return False
        self.audit = self.recorder.audit = opened.audit
        self.log_state = LogState.OPEN
        self.link.start(self.config.settings.central_url or None, self.audit)
        self.changed.emit(Change.LOG)
        return True

    def set_central(self, central_url: str | None) -> None:
        """Start copying the log to ``central_url`` (stopping any earlier relay); None
        stops. Never raises: a bad address shows in ``link.relay_status()``."""
        self.link.start(central_url, self.audit)
        self.changed.emit(Change.CENTRAL)

    def heartbeat_snapshot(self) -> Heartbeat:
        """What the fleet heartbeat says now (called on the heartbeat's thread)."""
        status = self.status  # one read: the status published on the GUI thread
        return health.station_heartbeat(
            station_id=self.station_id,
            station_name=status.station_name,
            version=__version__,
            screen=status.screen,
            profiles=list(status.profiles),
            relay=self.link.relay_status(),
            last_adjudication_at=status.last_adjudication_at,
            problem=status.problem,
            warnings=list(status.warnings),
        )

    def contact(self, now: float | None = None) -> Contact | None:
        """The head director's server as last reached by the heartbeat, for a station in an
        event (None: no event joined). Read on the GUI thread; ``now`` is time.monotonic()."""
        if not self.following.joined:
            return None
        mono = time.monotonic() if now is None else now
        if self._contact_asked is None:
            self._contact_asked = mono
        limit = OFFLINE_AFTER_BEATS * self.link.interval_s()
        status = self.link.heartbeat_status()
        last = status.last_success_at if status is not None else None
        if last is None:
            return Contact(None, mono - self._contact_asked > limit)
        since = datetime.now(UTC) - timedelta(seconds=mono - last)
        return Contact(since.replace(microsecond=0), mono - last > limit)

    def record_context(self) -> dict[str, Any]:
        """What an adjudication's record adds about the station as the judge key is pressed
        (GUI thread): for a station in an event, its contact with the head director's server
        and the central clock's offset from its own (seconds, + when the server is ahead)."""
        contact = self.contact()
        if contact is None:
            return {}
        since = records.format_utc(contact.since) if contact.since is not None else None
        return {
            "contact": {"since": since, "offline": contact.offline},
            "clock_offset_s": round(self.following.clock.offset_s, 3),
        }

    def follow_pairings(self) -> None:
        """Keep the pairings feed in force current (GUI thread), from the first paint on."""
        self.following.follow_pairings(self.config)

    def game_offer(self, division: str, table: int) -> GameOffer | None:
        """The game at ``table`` for the players of ``division`` to confirm (GUI thread)."""
        return self.following.game_offer(self.config, division, table)

    def close(self, flush_timeout: float = FLUSH_TIMEOUT_S) -> str | None:
        """Copy what is left to the central log (waiting ``flush_timeout`` s at most), then
        close the log. Returns the relay's problem line, if any."""
        self.following.stop()
        problem = self.link.finish(flush_timeout)
        if self.audit is not None:
            self.audit.close()
            self.audit = self.recorder.audit = None
        return problem


def open_station(
    *,
    clock: Callable[[], datetime] | None = None,
    log_path: Path | None = None,
    defer_log: bool = False,
) -> StationRuntime:
    """Load config and lexicons, and open the audit log (never raises).

    With ``defer_log`` the log is left closed: the station opens it right after its
    ready screen is painted, `StationRuntime.prepare_log` on a worker thread (the
    database layer takes a third of a second to import) and `StationRuntime.adopt_log`
    on the GUI thread.
    """
    home = kiosk_home()
    repaired = secure_home(home)
    library = LexiconLibrary()
    try:
        station_id, _host = station_identity(log=log_path or home / LOG_FILE)
    except OSError as exc:
        return StationRuntime(
            default_config(),
            library,
            "unknown",
            home=home,
            problem=NO_STATION_ID(home=str(home), why=str(exc)),
            log_state=LogState.FAILED,
        )
    try:
        config = load_config()
    except ConfigError as exc:
        # Judge nothing, but open the log: the problem and the director's repair are recorded.
        runtime = StationRuntime(
            default_config(),
            library,
            station_id,
            problem=SETTINGS_FILE(why=said(exc)),
            home=home,
        )
    else:
        runtime = StationRuntime(config, library, station_id, home=home)
        runtime.warnings.extend(config.problems)
        runtime.profiles = station_profiles(config, library)
        runtime.follow_event()  # a plan in force since the station was off: caught up first
        reason = not_ready_reason(runtime.profiles)
        runtime.problem = reason  # shown on the players' screen, in their language
    runtime.repaired = repaired
    runtime.publish()  # its profiles, problem and warnings, set above
    runtime.log_path = log_path or home / LOG_FILE
    runtime.recorder.clock = clock
    if not defer_log:
        runtime.open_log()
    return runtime
