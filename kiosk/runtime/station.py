"""Putting a station together: config, lexicons, audit log and the flow (no Qt).

`open_station` never raises for things a director can fix (a bad config file,
a missing or damaged lexicon, a log that cannot be opened or written): it
returns a runtime whose ``problem`` says what is wrong, and the window shows
that instead of judging. Nothing is judged that cannot be recorded. Problems
that do not stop judging (a central log address that is not usable, files
in the home that were readable by others) are in ``warnings`` for the director.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import TYPE_CHECKING, Any

from kiosk import __version__
from kiosk.audit.errors import AuditUnavailable
from kiosk.audit.records import EventKind, adjudication_payload, format_utc
from kiosk.audit.station import station_identity
from kiosk.config import ConfigError, Profile, StationConfig, default_config, load_config
from kiosk.core.federations import FEDERATIONS, credit_line
from kiosk.core.i18n import AND_THEN, QT_TRANSLATE_NOOP, Message, said
from kiosk.core.procedure import place_earlier_judgements
from kiosk.core.receipts import default_receipt_prefix
from kiosk.core.rules import rule_by_id
from kiosk.core.station import (
    FlowSettings,
    PendingJudgement,
    PriorJudgement,
    ProfileChoice,
    RecordingFailed,
    StationProfile,
    UnavailableProfile,
)
from kiosk.health.heartbeat import CallDesk, OpenCall
from kiosk.lexicons.file import LexiconFileError
from kiosk.lexicons.library import LexiconLibrary, UnknownLexicon
from kiosk.storage.files import log_write_problem, secure_home
from kiosk.storage.paths import kiosk_home

if TYPE_CHECKING:  # the database layer is imported when the log is opened, after start-up
    from kiosk.audit.heartbeat import Heartbeat, HeartbeatSender, HeartbeatStatus
    from kiosk.audit.relay import Relay, RelayStatus
    from kiosk.audit.store import AuditLog

FLUSH_TIMEOUT_S = 3.0  # as kiosk.audit.station_log: what is left is copied at stop

__all__ = [
    "not_ready_reason",
    "resolve_profile",
    "station_profiles",
    "StationRuntime",
    "open_station",
]

LOG_FILE = "audit.sqlite3"

PROFILE_UNUSABLE = QT_TRANSLATE_NOOP("Runtime", "Profile {name}: {problem}")
# Why the station cannot judge: the detail under the players' "call the director" headline, in
# the language of the screen it is shown on.
LOG_CANNOT_WRITE = QT_TRANSLATE_NOOP(
    "Problem", "The audit log cannot be written: {why}. Nothing is judged."
)
LOG_CANNOT_OPEN = QT_TRANSLATE_NOOP("Problem", "The audit log cannot be opened: {why}")
NO_STATION_ID = QT_TRANSLATE_NOOP(
    "Problem", "The station's id cannot be read or written in {home}: {why}"
)
SETTINGS_FILE = QT_TRANSLATE_NOOP("Problem", "Station settings file: {why}")


def resolve_profile(profile: Profile, library: LexiconLibrary) -> StationProfile:
    """A profile's lexicons and rule, or why this station cannot judge it."""
    try:
        lexicon = library.get(profile.lexicon)
        second = library.get(profile.second_opinion) if profile.second_opinion else None
    except (UnknownLexicon, LexiconFileError) as exc:
        return UnavailableProfile(profile.name, profile.colour, said(exc), profile.language)
    return ProfileChoice(
        name=profile.name,
        lexicon=lexicon,
        rule=rule_by_id(profile.rule),
        colour=profile.colour,
        second_opinion=second,
        ask_table=profile.ask_table,
        declare_count=profile.declare_count,
        show_second_opinion=profile.second_opinion_shown == "players",
        language=profile.language,
        credit=credit_line(
            profile.credit, profile.federation, lexicon.name, lexicon.info.description
        ),
        judge_term=FEDERATIONS[profile.federation].judge_term
        if profile.federation
        else "word-judge",
    )


def station_profiles(config: StationConfig, library: LexiconLibrary) -> list[StationProfile]:
    """Every profile of ``config``, resolved; a broken one only disables its own division."""
    return [resolve_profile(profile, library) for profile in config.profiles]


def not_ready_reason(profiles: list[StationProfile]) -> Message | None:
    """Why a station with these profiles cannot judge at all (None: it can judge some, or
    it has no profile at all)."""
    if any(isinstance(p, ProfileChoice) for p in profiles):
        return None
    reason: Message | None = None
    for p in profiles:
        if isinstance(p, UnavailableProfile):
            this = PROFILE_UNUSABLE(name=repr(p.name), problem=p.problem)
            reason = this if reason is None else AND_THEN(first=reason, then=this)
    return reason


def flow_settings(config: StationConfig) -> FlowSettings:
    settings = config.settings
    return FlowSettings(
        verdict_seconds=settings.verdict_seconds,
        idle_clear_seconds=settings.idle_clear_seconds,
        judge_key_name=settings.judge_key.upper(),
        word_judge_key_name=settings.word_judge_key.upper(),
        split_window_seconds=settings.split_window_seconds,
        word_judge_wait_seconds=settings.word_judge_wait_seconds,
        central_log=bool(settings.central_url),
    )


@dataclass
class StationRuntime:
    """Everything a station window needs, already checked."""

    config: StationConfig
    library: LexiconLibrary
    station_id: str
    profiles: list[StationProfile] = field(default_factory=list)
    audit: AuditLog | None = None
    problem: Message | str | None = None  # worded on the players' screen; str() to record
    home: Path = field(default_factory=kiosk_home)
    relay: Relay | None = None
    log_state: str = "closed"  # closed | opening | open | failed
    log_path: Path | None = None
    log_clock: Callable[[], datetime] | None = None
    repaired: list[str] = field(default_factory=list)
    # The fleet heartbeat (kiosk.audit.heartbeat): started with the relay; the window sets
    # screen_source, read on the sender's thread.
    heartbeat: HeartbeatSender | None = None
    screen_source: Callable[[], str] | None = None
    last_adjudication_at: datetime | None = None
    calls: CallDesk = field(default_factory=CallDesk)  # a player's call for a word judge
    room: RoomKeeper | None = None  # room kept for the next record (`start_keeping_room`)

    # For the director (config problems are messages director mode words in its language).
    warnings: list[Message | str] = field(default_factory=list)
    # The event plan this station follows (kiosk.event): its serial (0: none) and when the
    # plans were last read from the kiosk home.
    plan_serial: int = 0
    plan_waiting: dict[str, Message] = field(default_factory=dict)
    # How far the central server's clock is ahead of this station's, as last measured (an
    # event plan's instant is the server's); 0 until measured.
    central_offset_s: float = 0.0
    # What `follow_event` last read (the files' stamps, the plans, the installed lexicons).
    plan_inputs: Any = field(default=None, repr=False)

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

    def central_now(self) -> datetime:
        """The central server's time, by this station's clock and the last measured offset."""
        return _utc_now() + timedelta(seconds=self.central_offset_s)

    def follow_event(self, now: datetime | None = None) -> bool:
        """Judge as the event plan in force says (`kiosk.event.follow`): each division the
        plan names with its lexicon (by fingerprint) and rule, or with nothing while its list
        is not staged. True when what the station judges changed; the change is recorded
        (``event-plan-applied``) once the log is open. A station that joined no event, or
        whose event file cannot be read, keeps its own settings (the director sees why)."""
        from kiosk.event.follow import follow, installed_fingerprints
        from kiosk.event.station import (
            EVENT_FILE,
            PLANS_FOLDER,
            EventFileError,
            accepted_plans,
            read_membership,
        )

        # The files are read again only when they changed (the window asks every second):
        # the event file, the accepted plans' folder and the lexicons' folder.
        stamp = tuple(_stamp(p) for p in (self.home / EVENT_FILE, self.home / PLANS_FOLDER))
        stamp += (_stamp(self.library.folder),)
        if stamp[0] is None:
            return False  # no event joined
        if self.plan_inputs is None or self.plan_inputs[0] != stamp:
            try:
                membership = read_membership(self.home)
            except EventFileError as exc:
                problem = str(exc)
                if problem not in self.warnings:
                    self.warnings.append(problem)
                return False
            if membership is None:
                return False
            plans = accepted_plans(self.home, membership)
            self.plan_inputs = (stamp, plans, installed_fingerprints(self.library))
        _stamp_seen, plans, installed = self.plan_inputs
        following = follow(self.config, plans, now or self.central_now(), installed)
        if following.serial == self.plan_serial and following.waiting == self.plan_waiting:
            return False
        self.plan_serial, self.plan_waiting = following.serial, dict(following.waiting)
        profiles: list[StationProfile] = []
        for profile in following.config.profiles:
            why = following.waiting.get(profile.name)
            if why is not None:
                profiles.append(
                    UnavailableProfile(profile.name, profile.colour, why, profile.language)
                )
            else:
                profiles.append(resolve_profile(profile, self.library))
        before = not_ready_reason(self.profiles)
        self.profiles = profiles
        if self.problem is None or self.problem == before:
            self.problem = not_ready_reason(profiles)
        if self.audit is not None:
            self.event(EventKind.EVENT_PLAN_APPLIED, following.summary())
        if self.heartbeat is not None:
            self.heartbeat.beat_soon()  # the fleet hears of the switch now, not a beat later
        return True

    def record(self, pending: PendingJudgement, *, event_id: str | None = None) -> str | None:
        """The flow's recorder: durable before it returns (the receipt code), else
        `RecordingFailed`.

        When the log fails the verdict is kept in ``unrecorded.jsonl`` under the
        same ``event_id`` (chosen here when not given) for the director to add later.
        """
        import uuid  # loaded by the log already: it opens before any judgement

        event_id = event_id or str(uuid.uuid4())

        def append() -> str | None:
            if self.audit is None:
                raise AuditUnavailable("the log is not open")
            return self.audit.record_adjudication(
                pending.adjudication,
                profile=pending.profile.name,
                second_opinion=pending.second_opinion,
                event_id=event_id,
                table=pending.table,
                declared_count=pending.declared_count,
                split_warning=_split_warning(pending),
            ).receipt

        try:
            try:
                receipt = append()
            except AuditUnavailable as exc:
                if self.room is None or not self.room.out_of_space(exc):
                    raise
                receipt = self.room.after_full_disk(self.audit, append)  # same id: never twice
        except AuditUnavailable as exc:
            self.keep_unrecorded(pending, event_id, str(exc))
            raise RecordingFailed(str(exc)) from exc
        self.last_adjudication_at = datetime.now(UTC)
        return receipt

    def flow_event(self, kind: str, details: dict[str, Any]) -> None:
        """The procedure's own records (`StationFlow` ``events``): a withdrawn entry, a
        split-lookup warning the players went back from, a call for a word judge (sent to
        the central log at once, for the fleet page) and its answer."""
        if kind == EventKind.WORD_JUDGE_CALLED.value:
            self._call(details)
            return
        self.event(EventKind(kind), details)
        if kind in (EventKind.WORD_JUDGE_ACKNOWLEDGED.value, EventKind.WORD_JUDGE_ARRIVED.value):
            self.calls.closed()

    def _call(self, details: dict[str, Any]) -> None:
        self.calls.closed()
        try:
            if self.audit is None:
                raise AuditUnavailable("the log is not open")
            record = self.audit.record_event(EventKind.WORD_JUDGE_CALLED, details)
        except AuditUnavailable:
            return  # the screen still says to fetch the director when nobody answers
        table = details.get("table")
        profile = details.get("profile")
        self.calls.opened(
            OpenCall(
                record.event_id,
                record.seq,
                str(profile) if profile else None,
                table if isinstance(table, int) else None,
                record.recorded_at,
            )
        )
        if self.relay is not None:
            self.relay.push_now()  # on the fleet page within a second or two
        if self.heartbeat is not None:
            self.heartbeat.beat_soon()  # and from now on, listen for its answer

    def acknowledge_call(self, by: str, where: str) -> bool:
        """A director answers the open call at the station (director mode); the window
        tells the players and records it. False when no call waits for an answer."""
        call = self.calls.waiting()
        return call is not None and self.calls.answer(call, by, where)

    def _heard(self, ack: Any) -> None:
        """The fleet page acknowledged a call (on the heartbeat's thread)."""
        self.calls.answer(ack.call, ack.by, ack.where)

    def _watched_call(self) -> tuple[str, str] | None:
        call = self.calls.waiting()
        return None if call is None else (self.station_id, call)

    def prior_judgements(self, now: float) -> list[PriorJudgement]:
        """This station's adjudications of the last hour, for split-lookup checks after a
        restart (``now`` is the flow's clock): none later than ``now``, whatever the wall
        clock did (see `place_earlier_judgements`)."""
        if self.audit is None:
            return []
        try:
            recent = self.audit.recent_adjudications(3600.0)
        except AuditUnavailable:
            return []
        utc_now = (self.log_clock or _utc_now)()
        earlier = [
            PriorJudgement(
                str(r.profile),
                r.table,
                (r.recorded_at - utc_now).total_seconds(),  # what the wall clock says
                receipt=r.receipt,
                seq=r.seq,
            )
            for r in recent
        ]
        return place_earlier_judgements(earlier, now, self._starts_after(earlier, utc_now))

    def _starts_after(
        self, earlier: list[PriorJudgement], utc_now: datetime
    ) -> list[tuple[int, float]]:
        """This station's recorded starts after its earliest adjudication dated in the future
        (seq, wall-clock time less now): a start proves a record older than that start. Only
        read when a record is dated in the future, which only a wrong clock makes."""
        first = min((p.seq for p in earlier if p.at > 0 and p.seq is not None), default=None)
        if first is None or self.audit is None:
            return []
        try:  # the starts alone, from an index: neither the whole log nor the database layer
            starts = self.audit.starts_after(first)
        except (AuditUnavailable, OSError):
            return []  # each record dated in the future then counts as made just now
        return [(seq, (at - utc_now).total_seconds()) for seq, at in starts]

    def event(self, kind: EventKind, details: dict[str, Any]) -> bool:
        """Record a station event; False (never an exception) when the log is unavailable."""
        if self.audit is None:
            return False
        try:
            self.audit.record_event(kind, details)
        except AuditUnavailable:
            return False
        return True

    def keep_unrecorded(self, pending: PendingJudgement, event_id: str, reason: str) -> bool:
        """Last resort when the log fails: a line the director adds to the chain later."""
        payload = adjudication_payload(
            pending.adjudication,
            profile=pending.profile.name,
            source="kiosk",
            re_adjudication_of=None,
            second_opinion=pending.second_opinion,
            table=pending.table,
            declared_count=pending.declared_count,
            split_warning=_split_warning(pending),
        )
        from kiosk.audit.unrecorded import keep_unrecorded  # only when the log has failed

        def keep() -> bool:
            return keep_unrecorded(
                self.home,
                event_id=event_id,
                station_id=self.station_id,
                shown_at_utc=format_utc(datetime.now(UTC)),
                payload=payload,
                log_problem=reason,
            )

        # Written into room allocated ahead; failing that, the reserve makes room for it.
        kept = keep() or (self.room is not None and self.room.release() and keep())
        if self.room is not None:
            self.room.wake()  # add it to the log as soon as the log can take it
        return kept

    def start_keeping_room(self, listener: Callable[[], None] | None = None) -> RoomKeeper:
        """Keep room for the next record from now on (see `RoomKeeper`), once the log is
        open; ``listener`` is called (on the keeper's thread) when the station becomes
        not ready for lack of room, or ready again."""
        if self.room is None:
            self.room = RoomKeeper(self)
        self.room.listener = listener
        self.room.start()
        return self.room

    def judged_before(self) -> bool:
        """True when this station's log already holds adjudications: it has been in use
        (and had a director PIN, which a station needs before it judges)."""
        from kiosk.audit.log_file import holds_adjudications

        return holds_adjudications(self.log_path or self.home / LOG_FILE)

    def open_log(self) -> bool:
        """Open the audit log (checked writable first), start the relay, record the start.

        Safe to call from a worker thread once; True when the log is open. A log that
        cannot be written or opened makes the station not ready (``problem``). A station
        whose id could not be read never opens it: nothing is written under another name.
        """
        if self.log_state == "failed":
            return False
        config = self.config
        path = self.log_path or self.home / LOG_FILE
        self.log_state = "opening"
        cannot_write = log_write_problem(self.home, path)
        if cannot_write:
            self.problem = LOG_CANNOT_WRITE(why=cannot_write)
            self.log_state = "failed"
            return False
        try:
            from kiosk.audit.log_file import other_chain
            from kiosk.audit.store import open_audit_log

            swapped = other_chain(path, self.station_id)  # never a second chain in one log
            if swapped:
                raise AuditUnavailable(swapped)
            from kiosk.audit.verified import chain_break

            broken = chain_break(path, self.station_id)  # never appended to a broken chain
            if broken:
                raise AuditUnavailable(broken)
            kwargs: dict[str, Any] = {
                "station_id": self.station_id,
                "station_name": config.settings.station_name,
                "split_window_s": config.settings.split_window_seconds,
                "path": path,
            }
            if self.log_clock is not None:
                kwargs["clock"] = self.log_clock
            audit = open_audit_log(**kwargs)
            audit.receipt_prefix = config.settings.receipt_prefix or (
                default_receipt_prefix(self.station_id)
            )
        except Exception as exc:  # AuditUnavailable, or anything else: never a dead station
            # the reason alone: the screen itself says the log is unavailable, and to call
            # the director (str(AuditUnavailable) says both again, for the command line)
            why = exc.reason if isinstance(exc, AuditUnavailable) else said(exc)
            self.problem = self.problem or LOG_CANNOT_OPEN(why=why)
            self.log_state = "failed"
            return False
        self.audit = audit
        if self.repaired:
            self.event(
                EventKind.PERMISSIONS_REPAIRED, {"home": str(self.home), "files": self.repaired}
            )
        self.set_central(config.settings.central_url or None)
        self._record_unclean_stop(audit)
        self.event(
            EventKind.KIOSK_STARTED,
            {
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
        self.log_state = "open"
        return True

    def _record_unclean_stop(self, audit: AuditLog) -> None:
        """A previous session with no stop record (killed, power lost, crashed) becomes a
        fact in the log before this start: an auditor sees the gap, with the last record
        the station holds from before it."""
        try:
            unclean = audit.unclean_previous_session()
        except AuditUnavailable:
            return  # the start record that follows says whether the log can write
        if unclean is not None:
            with contextlib.suppress(AuditUnavailable):
                audit.record_event(EventKind.UNCLEAN_STOP, unclean, flags={"unclean_stop": True})

    def set_central(self, central_url: str | None) -> None:
        """Start copying the log to ``central_url`` (stopping any earlier relay); None
        stops. Never raises: a bad address shows in `relay_status`."""
        if self.relay is not None:
            self.relay.stop()
            self.relay = None
        if self.heartbeat is not None:
            self.heartbeat.stop()
            self.heartbeat = None
        if central_url and self.audit is not None:
            from kiosk.audit.station_log import start_relay

            self.relay = start_relay(self.audit, central_url, self.home)
            from kiosk.audit.heartbeat import HeartbeatSender

            self.heartbeat = HeartbeatSender(
                central_url,
                self.heartbeat_snapshot,
                watch=self._watched_call,
                heard=self._heard,
                home=self.home,
            )
            self.heartbeat.start()

    def relay_status(self) -> RelayStatus | None:
        """The central copy's state (None when no central log is set)."""
        return self.relay.status if self.relay is not None else None

    def heartbeat_snapshot(self) -> Heartbeat:
        """What the fleet heartbeat says now (called on the heartbeat's thread)."""
        from kiosk.health.heartbeat import station_heartbeat

        source = self.screen_source
        return station_heartbeat(
            station_id=self.station_id,
            station_name=self.config.settings.station_name,
            version=__version__,
            screen=source() if source is not None else "not ready",
            profiles=list(self.profiles),
            relay=self.relay_status(),
            last_adjudication_at=self.last_adjudication_at,
            problem=self.problem,
            warnings=self.warnings,
        )

    def set_screen_source(self, source: Callable[[], str]) -> None:
        """The window's current screen, for heartbeats (sent at once: it says "ready" now)."""
        self.screen_source = source
        if self.heartbeat is not None:
            self.heartbeat.beat_soon()

    def heartbeat_status(self) -> HeartbeatStatus | None:
        return self.heartbeat.status if self.heartbeat is not None else None

    def close(self, flush_timeout: float = FLUSH_TIMEOUT_S) -> str | None:
        """Copy what is left to the central log (waiting ``flush_timeout`` s at most), then
        close the log. Returns the relay's problem line, if any."""
        problem = None
        if self.heartbeat is not None:
            self.heartbeat.stop()
            self.heartbeat = None
        if self.relay is not None:
            from kiosk.audit.station_log import finish_relay

            problem = finish_relay(self.relay, flush_timeout)
            self.relay = None
        if self.audit is not None:
            self.audit.close()
            self.audit = None
        return problem


def _stamp(path: Path) -> int | None:
    """A file's or folder's modification time (None when it is not there): a folder's
    changes when a file in it is added, replaced or removed."""
    try:
        return path.stat().st_mtime_ns
    except OSError:
        return None


def _utc_now() -> datetime:
    return datetime.now(UTC)


def _split_warning(pending: PendingJudgement) -> dict[str, Any] | None:
    """The warning the players saw and judged past, as the record keeps it."""
    warning = pending.split_warning
    if warning is None:
        return None
    return {
        "earlier_receipt": warning.earlier.receipt,
        "earlier_seq": warning.earlier.seq,
        "seconds_since": round(warning.seconds_ago, 1),
        "decision": "judged anyway",
    }


def open_station(
    *,
    clock: Callable[[], datetime] | None = None,
    log_path: Path | None = None,
    defer_log: bool = False,
) -> StationRuntime:
    """Load config and lexicons, and open the audit log (never raises).

    With ``defer_log`` the log is left for `StationRuntime.open_log`, which the
    station calls on a worker thread right after its ready screen is painted
    (the database layer takes a third of a second to import).
    """
    home = kiosk_home()
    repaired = secure_home(home)
    library = LexiconLibrary()
    try:
        station_id, _host = station_identity(log=log_path or home / LOG_FILE)
    except OSError as exc:
        runtime = StationRuntime(default_config(), library, "unknown", home=home)
        runtime.problem = NO_STATION_ID(home=str(home), why=str(exc))
        runtime.log_state = "failed"
        return runtime
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
    runtime.log_path = log_path or home / LOG_FILE
    runtime.log_clock = clock
    if not defer_log:
        runtime.open_log()
    return runtime


ROOM_CHECK_S = 1.0  # how often the keeper looks at the disk and at what waits to be recorded


class RoomKeeper:
    """Guaranteed room for the next record on the kiosk home's disk, and verdicts kept
    in ``unrecorded.jsonl`` moved into the log once it can take them (no Qt).

    - A reserve file (`kiosk.storage.files.SpaceReserve`) is held. When a write fails for lack of
      space, `after_full_disk` gives the log's write-ahead room back, then the reserve, and
      writes again: the verdict is recorded, not merely kept.
    - ``unrecorded.jsonl`` has room allocated ahead (`kiosk.audit.unrecorded.prepare_journal`):
      a verdict the log cannot take is still kept, and synced, before it is shown.
    - Every `ROOM_CHECK_S` (and at once when woken) a thread makes the reserve again when
      the disk has room, adds kept verdicts to the log as late records (each with its own
      time and id: `kiosk.audit.unrecorded.import_unrecorded`, never twice), and makes the station
      not ready (its ``problem``) while neither the reserve nor the disk has room for a
      record, ready again once one has.
    """

    def __init__(self, runtime: StationRuntime) -> None:
        import threading

        from kiosk.storage.files import SpaceReserve

        self.runtime = runtime
        self.reserve = SpaceReserve(runtime.home)
        self.listener: Callable[[], None] | None = None
        self.problem: Message | None = None  # the runtime's problem while it is ours
        self._lock = threading.Lock()
        self._wake = threading.Event()
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None

    def start(self) -> None:
        """One round now (the reserve and the journal's room are made before the first
        judgement), then a thread. Safe to call again."""
        self.check()
        if self._thread is None:
            import threading

            self._stop.clear()
            self._thread = threading.Thread(target=self._run, name="audit-room", daemon=True)
            self._thread.start()

    def stop(self, timeout: float = 5.0) -> None:
        """Stop the thread (after its current round)."""
        self._stop.set()
        self._wake.set()
        thread, self._thread = self._thread, None
        if thread is not None:
            thread.join(timeout)

    def wake(self) -> None:
        self._wake.set()

    def _run(self) -> None:
        while not self._stop.is_set():
            self._wake.wait(ROOM_CHECK_S)
            self._wake.clear()
            if self._stop.is_set():
                return
            try:
                self.check()
            except Exception:  # never a dead keeper: the next round tries again
                continue

    def has_room(self) -> bool:
        """True when the next record has room: the reserve is held, or the disk has at
        least `kiosk.storage.files.RESERVE_MIN` free."""
        from kiosk.storage.files import RESERVE_MIN, free_bytes

        if self.reserve.held:
            return True
        try:
            return free_bytes(self.runtime.home) >= RESERVE_MIN
        except OSError:
            return False

    @staticmethod
    def out_of_space(exc: BaseException) -> bool:
        """Whether a failed write failed for lack of space."""
        text = str(exc).lower()
        return "disk is full" in text or "no space left" in text

    def release(self) -> bool:
        """Give the reserve's room back to the disk (True: there was one)."""
        with self._lock:
            released = self.reserve.release()
        self.wake()
        return released

    def after_full_disk(
        self, audit: AuditLog | None, write: Callable[[], str | None]
    ) -> str | None:
        """``write`` again after it failed for lack of space: once the log's write-ahead room
        is given back, and again once the reserve is. Raises its last `AuditUnavailable`."""
        try:
            if audit is None or not audit.make_room():
                raise AuditUnavailable("the disk is full")
            return write()
        except AuditUnavailable:
            if not self.release():
                raise
            return write()
        finally:
            self.wake()

    def check(self) -> None:
        """One round: see the class docstring."""
        from kiosk.audit.unrecorded import pending_unrecorded, prepare_journal

        runtime = self.runtime
        with self._lock:
            self.reserve.make()
        prepare_journal(runtime.home)
        room = self.has_room()
        if room and runtime.audit is not None and pending_unrecorded(runtime.home):
            self._add_kept(runtime.audit)
        self._set_ready(room)

    def _add_kept(self, audit: AuditLog) -> None:
        from kiosk.audit.unrecorded import import_unrecorded

        try:
            report = import_unrecorded(self.runtime.home, audit)
        except OSError:
            return  # the next round tries again; what was added is recognised by its id
        if report.added or report.already_in_log:
            self.runtime.event(
                EventKind.UNRECORDED_IMPORTED,
                {
                    "added": report.added,
                    "already_in_log": report.already_in_log,
                    "kept": report.kept,
                    "problems": list(dict.fromkeys(str(p) for p in report.problems)),
                    "by": "station",  # when the log could take them again
                },
            )

    def _set_ready(self, room: bool) -> None:
        runtime = self.runtime
        changed = False
        if not room and runtime.problem is None:
            self.problem = LOG_CANNOT_WRITE(
                why=f"the disk holding {runtime.home} is full, with no room kept for the next"
                " record: free some space on it"
            )
            runtime.problem = self.problem
            changed = True
        elif room and self.problem is not None:
            if runtime.problem is self.problem:
                runtime.problem = None
                changed = True
            self.problem = None
        if changed and self.listener is not None:
            self.listener()
