"""What a director can change at a station, each change checked, saved and logged (no Qt).

Every change follows one order: check it (a lexicon that fails its checks is
refused and the previous one stays active), write the station file, then
record it in the audit chain. If the chain cannot record it, the file is put
back and the change refused: no director action goes unrecorded. The station's
runtime takes a change through its methods (`StationRuntime.replace_config`), which
tell the window to show it: the director's pages never have to.
"""

from __future__ import annotations

import dataclasses
import os
import tempfile
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from kiosk.audit import AuditUnavailable, EventKind
from kiosk.audit.unrecorded import ImportReport, UnrecordedEntry, import_unrecorded, read_unrecorded
from kiosk.config import (
    DEFAULT_LEXICON,
    ConfigError,
    Profile,
    StationConfig,
    check_central_url,
    config_as_dict,
    config_from_dict,
    load_config,
    load_last_good,
    save_config,
    save_pin_hash,
    stored_pin_hash,
)
from kiosk.core.alphabet import Alphabet
from kiosk.core.flow import StationProfile, UnavailableProfile
from kiosk.core.i18n import QT_TRANSLATE_NOOP, Message, said
from kiosk.core.text import shown
from kiosk.deferred import deferred
from kiosk.director.changes import describe_changes, lexicon_summary, preview_lines
from kiosk.director.pin import PinCheck, PinError
from kiosk.lexicons.file import LexiconFileError, LexiconInfo, parse_lexicon, read_lexicon_file
from kiosk.lexicons.library import (
    BUILTIN_NAME,
    InstalledLexicon,
    UnknownLexicon,
    claimed,
    file_name_for,
)
from kiosk.runtime.station_runtime import StationRuntime, not_ready_reason, station_profiles
from lexicon_build.builder import Progress, build_lexicon

# The audit viewer's work loads when director mode opens it (`kiosk.deferred`).
if TYPE_CHECKING:
    from kiosk.audit.heartbeat import HeartbeatStatus
    from kiosk.audit.relay import RelayStatus
    from kiosk.director import audit_desk
    from kiosk.director.audit_desk import AuditDesk
    from kiosk.health.heartbeat import OpenCall
else:
    audit_desk = deferred("kiosk.director.audit_desk")

__all__ = [
    "ChangeRefused",
    "DirectorService",
    "EventView",
    "LexiconUse",
    "describe_changes",
    "lexicon_summary",
]


class ChangeRefused(Exception):
    """A director change that was not made; the message says why, for the director."""


NO_CENTRAL_LOG = QT_TRANSLATE_NOOP(
    "DirectorService", "No central log is set: this station keeps its log only locally."
)
CENTRAL_NOT_USABLE = QT_TRANSLATE_NOOP("DirectorService", "Not usable: {why}")
NOT_A_DATABASE = QT_TRANSLATE_NOOP("DirectorService", "Not a database address: {why}")
UNKNOWN_DATABASE = QT_TRANSLATE_NOOP(
    "DirectorService", "This station cannot talk to that kind of database: {why}"
)
CENTRAL_NO_ANSWER = QT_TRANSLATE_NOOP("DirectorService", "The central log did not answer: {why}")
CENTRAL_CONNECTED = QT_TRANSLATE_NOOP("DirectorService", "Connected to the central log.")

NOTHING_CHANGED = QT_TRANSLATE_NOOP("DirectorService", "{why}. Nothing was changed.")
PROFILE_NOT_USABLE = QT_TRANSLATE_NOOP(
    "DirectorService", "Profile {profile}: {problem}. Nothing was changed."
)
STATION_FILE_NOT_WRITTEN = QT_TRANSLATE_NOOP(
    "DirectorService", "the station file could not be written: {why}"
)
NOT_CHANGED_UNRECORDED = QT_TRANSLATE_NOOP(
    "DirectorService", "not changed: the audit log cannot record it ({why})"
)
NO_LAST_GOOD = QT_TRANSLATE_NOOP(
    "DirectorService", "no earlier good station file was kept on this station"
)
LEXICON_REFUSED = QT_TRANSLATE_NOOP("DirectorService", "Refused: {why}")
LEXICON_REFUSED_UNRECORDED = QT_TRANSLATE_NOOP(
    "DirectorService",
    "Refused: {why} (the refusal could not be recorded in the audit log: {problem})",
)
NAME_RESERVED = QT_TRANSLATE_NOOP(
    "DirectorService", "the name {name} is reserved for the built-in lexicon"
)
OTHER_LEXICON_SAME_NAME = QT_TRANSLATE_NOOP(
    "DirectorService",
    "a different lexicon called {name} is installed ({fingerprint}); remove it first or give "
    "this one another name",
)
NOT_INSTALLED_UNWRITABLE = QT_TRANSLATE_NOOP(
    "DirectorService", "not installed: {target} cannot be written ({why})"
)
NOT_INSTALLED_UNRECORDED = QT_TRANSLATE_NOOP(
    "DirectorService", "not installed: the audit log cannot record it ({why})"
)
LEXICON_IN_USE = QT_TRANSLATE_NOOP(
    "DirectorService", "{name} is in use by: {profiles}. Switch them first."
)
BUILTIN_NOT_REMOVED = QT_TRANSLATE_NOOP(
    "DirectorService", "the built-in ENABLE lexicon cannot be removed"
)
NOT_REMOVED_UNRECORDED = QT_TRANSLATE_NOOP(
    "DirectorService", "not removed: the audit log cannot record it ({why})"
)
LOG_NOT_OPEN = QT_TRANSLATE_NOOP(
    "DirectorService", "the audit log is not open: nothing can be added yet"
)
WAITING_UNREADABLE = QT_TRANSLATE_NOOP(
    "DirectorService", "the waiting verdicts cannot be read or moved: {why}"
)


# Why a list given to the station is or is not used (English: the command line and the log).
GIVEN_REASON = (
    "the one lexicon given to a station whose only division judged with the built-in ENABLE"
)


@dataclasses.dataclass(frozen=True)
class LexiconUse:
    """Which divisions judge with a list given to the station, by its name.

    ``adopter`` is the division that judges with it once it is given: the station's only
    division when it judges with the built-in ENABLE (a new station's "Main") and no division
    uses the list yet. ``held`` says why such a division does not take it: the station
    joined an event (its plans set the lists), or its file holds a setting left at its
    default or changed since the station started (writing it would lose that). ``unknown``
    says why the divisions cannot be known at all (the station file cannot be read). Both
    are English, for the command line and the log.
    """

    name: str
    using: tuple[str, ...] = ()
    divisions: tuple[tuple[str, str], ...] = ()  # each division and the lexicon it judges with
    adopter: str | None = None
    adopted: bool = False  # `use_given` switched ``adopter`` to it
    held: str | None = None
    unknown: str | None = None

    @property
    def used(self) -> bool:
        """Whether a division judges with it (or will, once it is given)."""
        return bool(self.using) or self.adopter is not None

    def divisions_shown(self) -> str:
        """The divisions and their lexicons, as a sentence names them."""
        return ", ".join(f"{name!r} ({lexicon})" for name, lexicon in self.divisions)

    def not_used(self) -> str:
        """Why no division judges with it and how to name it (English)."""
        if self.unknown is not None:
            return f"which division would judge with {self.name} cannot be known: {self.unknown}"
        said = (
            f"no division of this station judges with {self.name} (its divisions: "
            f"{self.divisions_shown()}); to use it, name it in station.toml, in the "
            "[[profiles]] table of the division that is to judge with it "
            f'(lexicon = "{self.name}"), '
            "or choose it in director mode's Profiles and rules tab"
        )
        return said if self.held is None else f"{said} ({self.held})"


@dataclasses.dataclass(frozen=True)
class EventView:
    """What director mode shows of the event plan this station follows: the plan in force
    (else the next to come) on the central clock, its divisions by name (compared without
    case), what does not match between their names and the station's (English, both
    spellings: `kiosk.core.plan.name_problems`) and the clock's measured offset."""

    serial: int
    in_force: bool
    divisions: dict[str, tuple[str, str]]  # casefolded name: (lexicon, rule id)
    name_problems: tuple[str, ...]
    offset_s: float

    def sets(self, division: str) -> tuple[str, str] | None:
        """The list and rule the plan in force sets for ``division`` (None: it sets none)."""
        return self.divisions.get(division.casefold()) if self.in_force else None


def _write_synced(path: Path, data: bytes) -> None:
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)  # the home is private
    with os.fdopen(fd, "wb") as out:
        out.write(data)
        out.flush()
        os.fsync(out.fileno())


def probe_central(url: str, timeout_s: int = 3) -> Message:
    """Try the central log: a plain sentence saying whether it answered."""
    from sqlalchemy import create_engine, text
    from sqlalchemy.exc import ArgumentError, SQLAlchemyError

    from kiosk.audit.errors import first_line

    if not url:
        return NO_CENTRAL_LOG()
    try:
        url = check_central_url(url)
    except ConfigError as exc:
        return CENTRAL_NOT_USABLE(why=said(exc))
    try:
        engine = create_engine(url, connect_args={"connect_timeout": timeout_s})
    except (ArgumentError, ValueError) as exc:
        return NOT_A_DATABASE(why=str(exc))
    except ImportError as exc:
        return UNKNOWN_DATABASE(why=str(exc))
    try:
        with engine.connect() as conn:
            conn.execute(text("SELECT 1"))
    except SQLAlchemyError as exc:
        return CENTRAL_NO_ANSWER(why=first_line(exc))
    finally:
        engine.dispose()
    return CENTRAL_CONNECTED()


def record_pin_check(runtime: StationRuntime, result: PinCheck) -> None:
    """Every PIN try is a record in the chain (the wait after it too)."""
    if result.accepted:
        runtime.event(EventKind.DIRECTOR_LOGIN_SUCCEEDED, {})
    else:
        runtime.event(
            EventKind.DIRECTOR_LOGIN_FAILED,
            {"failures": result.failures, "wait_seconds": round(result.wait_seconds, 1)},
        )


class DirectorService:
    """The director's changes to one station's runtime."""

    def __init__(self, runtime: StationRuntime) -> None:
        self.runtime = runtime

    @property
    def folder(self) -> Path:
        return self.runtime.library.folder

    def _record(self, events: Sequence[tuple[EventKind, dict[str, Any]]]) -> None:
        audit = self.runtime.audit
        if audit is None:
            raise AuditUnavailable("the audit log is not open")
        for kind, details in events:
            audit.record_event(kind, details)

    # -- profiles, rules and settings -------------------------------------------------------

    def preview(self, new: StationConfig) -> list[Message]:
        """Every change ``new`` would make, one sentence each, old and new (never raises
        for a missing lexicon: it is shown as not usable)."""
        runtime = self.runtime
        profiles = station_profiles(new, runtime.library)
        return preview_lines(runtime.config, new, runtime.profiles, profiles)

    def apply(
        self, new: StationConfig, *, note: dict[str, Any] | None = None
    ) -> list[StationProfile]:
        """Make ``new`` the station's configuration; raises `ChangeRefused`. ``note``: what
        every record of the change also says (why it was made, by whom).

        A profile the director adds or edits must be usable; one that was
        already unusable and is left as it was does not stop other changes
        (the director may fix one division at a time).
        """
        runtime = self.runtime
        try:
            check = config_from_dict(config_as_dict(new))
        except ConfigError as exc:
            raise ChangeRefused(NOTHING_CHANGED(why=said(exc))) from None
        new = dataclasses.replace(new, settings=check.settings)
        profiles = station_profiles(new, runtime.library)
        unchanged = set(runtime.config.profiles)
        for profile, resolved in zip(new.profiles, profiles, strict=True):
            if isinstance(resolved, UnavailableProfile) and profile not in unchanged:
                raise ChangeRefused(
                    PROFILE_NOT_USABLE(profile=repr(profile.name), problem=resolved.problem)
                )
        reason = not_ready_reason(profiles)
        if reason:
            raise ChangeRefused(NOTHING_CHANGED(why=reason))
        old = runtime.config
        events = describe_changes(old, new, runtime.profiles, profiles)
        if runtime.problem is not None:
            # The station was not ready (a broken station file): writing a good one repairs it.
            events.append((EventKind.SETTINGS_CHANGED, {"repaired": str(runtime.problem)}))
        if not events:
            return runtime.profiles
        if note:
            events = [(kind, {**details, **note}) for kind, details in events]
        try:
            save_config(new)
        except (ConfigError, OSError) as exc:
            raise ChangeRefused(STATION_FILE_NOT_WRITTEN(why=said(exc))) from None
        try:
            self._record(events)
        except AuditUnavailable as exc:
            save_config(old)
            raise ChangeRefused(NOT_CHANGED_UNRECORDED(why=said(exc))) from None
        runtime.replace_config(new, profiles)  # the station's screen follows at once
        return profiles

    def restore_last_good(self) -> list[StationProfile]:
        """Go back to the last station file that loaded cleanly; raises `ChangeRefused`."""
        last_good = load_last_good()
        if last_good is None:
            raise ChangeRefused(NO_LAST_GOOD())
        return self.apply(dataclasses.replace(last_good, pin_hash=stored_pin_hash()))

    # -- lexicons ---------------------------------------------------------------------------

    # -- what the director's pages show (values; the pages never reach past this door) ----

    @property
    def config(self) -> StationConfig:
        return self.runtime.config

    def profiles_view(self) -> list[tuple[Profile, StationProfile | None]]:
        """Each configured profile with what the station made of it (None: not loaded)."""
        made = {p.name: p for p in self.runtime.profiles}
        return [(profile, made.get(profile.name)) for profile in self.runtime.config.profiles]

    def installed_lexicons(self) -> tuple[list[InstalledLexicon], list[LexiconFileError]]:
        """Every usable lexicon (built-in first) and the files that failed their checks."""
        return self.runtime.library.installed()

    def relay_status(self) -> RelayStatus | None:
        return self.runtime.link.relay_status()

    def heartbeat_status(self) -> HeartbeatStatus | None:
        """The fleet heartbeat's state (None when no central log is set)."""
        return self.runtime.link.heartbeat_status()

    def warnings(self) -> list[Message | str]:
        """Problems that do not stop judging, for `director_text`: a refused central
        address, a cosmetic setting left at its default, files the station found open to
        other users at its start and could not make private."""
        from kiosk.storage.files import NOT_MADE_PRIVATE, unrepaired

        found = list(self.runtime.warnings)
        stuck = unrepaired(self.runtime.repaired)
        if stuck:
            found.append(NOT_MADE_PRIVATE(files="; ".join(stuck)))
        return found

    def judged_before(self) -> bool:
        """Whether this station ever judged (a station in use is not a new one)."""
        return self.runtime.judged_before()

    def record_pin_check(self, result: PinCheck) -> None:
        """Every PIN try is a record in the chain (the wait after it too)."""
        record_pin_check(self.runtime, result)

    def logout(self, reason: str) -> None:
        """The director left director mode (recorded with why)."""
        self.runtime.event(EventKind.DIRECTOR_LOGOUT, {"reason": reason})

    def record_exit(self) -> bool:
        """Record the director's exit from the kiosk; False when the log cannot take it
        (then the kiosk does not exit)."""
        return self.runtime.event(EventKind.KIOSK_EXIT, {"by": "director"})

    def audit_desk(self) -> AuditDesk | None:
        """The log as the audit viewer may use it (None when it could not be opened)."""
        log = self.runtime.audit
        if log is None:
            return None
        return audit_desk.AuditDesk(log, self.record_event, self.export_folder)

    def record_event(self, kind: EventKind, details: dict[str, Any]) -> bool:
        return self.runtime.event(kind, details)

    def open_call(self) -> OpenCall | None:
        """The players' call for a word judge that nobody has answered yet (None: none)."""
        desk = self.runtime.calls.desk
        return desk.open_call if desk.waiting() else None

    def acknowledge_call(self) -> bool:
        """The director answers the players' call at the station: the players are told a
        director is coming (the window records it). False when no call waits."""
        where = f"station {self.runtime.config.settings.station_name}"
        return self.runtime.calls.acknowledge("director (PIN)", where)

    @property
    def export_folder(self) -> Path:
        return self.runtime.home / "exports"

    def save_pin_hash(self, pin_hash: str, *, by: str) -> None:
        """Store a new director PIN hash and record it; raises `PinError` with the reason
        (the PIN can be set while another setting in the file still has a mistake)."""
        try:
            save_pin_hash(pin_hash)
        except ConfigError as exc:
            raise PinError(said(exc)) from None
        self.runtime.event(
            EventKind.SETTINGS_CHANGED, {"changed": {"director PIN": "set"}, "by": by}
        )

    def probe_central(self, url: str) -> Message:
        """Try a central log address (slow: call it off the GUI thread); a sentence for
        the director saying whether it answered."""
        return probe_central(url)

    def profiles_using(self, lexicon_name: str) -> list[str]:
        wanted = lexicon_name.casefold()
        return [
            p.name
            for p in self.runtime.config.profiles
            if p.lexicon.casefold() == wanted or p.second_opinion.casefold() == wanted
        ]

    def lexicon_use(self, name: str) -> LexiconUse:
        """Which divisions judge with the list called ``name``, by the station file as it
        is now (see `LexiconUse`): what a director's install says, and `use_given` does."""
        try:
            config = load_config(keep_last_good=False)  # as it is now; nothing written
        except ConfigError as exc:
            return LexiconUse(name, unknown=f"the station file cannot be read: {said(exc)}")
        wanted = name.casefold()
        using = tuple(
            p.name
            for p in config.profiles
            if wanted in (p.lexicon.casefold(), p.second_opinion.casefold())
        )
        divisions = tuple((p.name, p.lexicon) for p in config.profiles)
        only = config.profiles[0] if len(config.profiles) == 1 else None
        if (
            using
            or only is None
            or only.lexicon.casefold() != DEFAULT_LEXICON.casefold()
            or only.fingerprint  # pinned to ENABLE's words: chosen, not left at the default
        ):
            return LexiconUse(name, using, divisions)
        held = None
        if self._follows_event():
            held = (
                "this station follows its event's plans, which set the divisions' lists "
                "(challenge-kiosk director event status)"
            )
        elif config.problems:
            held = (
                "station.toml holds a setting left at its default until it is fixed "
                f"({'; '.join(str(p) for p in config.problems)}): fix it first"
            )
        elif config.profiles != self.runtime.config.profiles:
            held = "station.toml was changed since this station started: restart it first"
        if held is not None:
            return LexiconUse(name, using, divisions, held=held)
        return LexiconUse(name, using, divisions, adopter=only.name)

    def _follows_event(self) -> bool:
        """Whether this station joined an event (a damaged event file counts: it is not
        read as "no event")."""
        from kiosk.event.membership import EventFileError, read_membership

        try:
            return read_membership(self.runtime.home) is not None
        except EventFileError:
            return True

    def use_given(self, info: LexiconInfo, *, by: str) -> LexiconUse:
        """After `install`: a station whose only division judges with the built-in ENABLE
        (a new station's "Main") judges with the list it was given from now on. The
        division's lexicon is written to station.toml and the switch recorded
        (``lexicon-switched``, with why and ``by``) as any director change (`apply`); the
        running station's screen follows at once. Any other station is left as it is (a
        second list given to such a station stays unused: the first one given is Main's).
        Returns which divisions judge with it (``adopted``: switched now); raises
        `ChangeRefused` when the switch cannot be written or recorded (the list stays
        installed, the division as it was)."""
        use = self.lexicon_use(info.name)
        if use.adopter is None:
            return use
        config = self.runtime.config
        if not self.runtime.profiles:  # a station put together without a window (the
            # command line) resolves none: the record names the list it judged with before
            self.runtime.profiles = station_profiles(config, self.runtime.library)
        profiles = tuple(
            dataclasses.replace(p, lexicon=info.name) if p.name == use.adopter else p
            for p in config.profiles
        )
        note = {"reason": GIVEN_REASON, "by": by}
        self.apply(dataclasses.replace(config, profiles=profiles), note=note)
        return dataclasses.replace(use, using=(use.adopter,), adopted=True)

    def install(
        self,
        source: Path,
        *,
        replace: bool = False,
        require_use: bool = False,
        beside: bool = False,
    ) -> LexiconInfo:
        """Check and copy a built lexicon file into the station's library.

        The bytes that are checked are the bytes installed (the file is read
        once). A file that fails its checks is refused, the refusal is recorded
        (`EventKind.LEXICON_REFUSED`) and the installed lexicons stay as they were.
        With ``require_use``, so is a list no division would judge with
        (`lexicon_use`): the refusal names the divisions and how to name it.
        With ``beside`` (a list the event plan names, staged ahead of its instant), a list of
        the same name with other words stays as it is and the new one goes beside it, under
        a file name of its own: the plan in force may still judge with the first.
        """
        try:
            data = read_lexicon_file(source)
            self.runtime.library.proofs.check(source, data)  # forged graphs crash a child
            lexicon = parse_lexicon(source, data)
        except LexiconFileError as exc:
            problem = self._record_refusal(source, exc)
            if problem is None:
                raise ChangeRefused(LEXICON_REFUSED(why=said(exc))) from None
            raise ChangeRefused(
                LEXICON_REFUSED_UNRECORDED(why=said(exc), problem=problem)
            ) from None
        info = lexicon.info
        if info.name.casefold() == BUILTIN_NAME.casefold():
            raise ChangeRefused(NAME_RESERVED(name=repr(info.name)))
        try:
            existing = self.runtime.library.get(info.name)
        except (UnknownLexicon, LexiconFileError):
            existing = None
        target = self.folder / file_name_for(info.name)
        if beside:
            existing = None  # whatever holds the name stays; these words get their own file
            if self._claims_other_words(target, info.fingerprint):
                target = self.folder / file_name_for(f"{info.name}-{info.fingerprint[:12]}")
        if existing is not None and existing.fingerprint != info.fingerprint and not replace:
            raise ChangeRefused(
                OTHER_LEXICON_SAME_NAME(name=repr(info.name), fingerprint=existing.fingerprint[:8])
            )
        if require_use:
            use = self.lexicon_use(info.name)
            if not use.used:
                unused = LexiconFileError(
                    str(source),
                    use.not_used(),
                    claimed_name=info.name,
                    claimed_fingerprint=info.fingerprint,
                )
                problem = self._record_refusal(source, unused)
                why = f"{info.name} was not installed: {use.not_used()}"
                if problem is None:
                    raise ChangeRefused(LEXICON_REFUSED(why=why))
                raise ChangeRefused(LEXICON_REFUSED_UNRECORDED(why=why, problem=problem))
        tmp = target.with_name(f".{target.name}.tmp")
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            _write_synced(tmp, data)
        except OSError as exc:
            tmp.unlink(missing_ok=True)
            raise ChangeRefused(
                NOT_INSTALLED_UNWRITABLE(target=str(target), why=str(exc))
            ) from None
        installed = {**lexicon_summary(info), "file": shown(source.name)}
        try:
            self._record([(EventKind.LEXICON_INSTALLED, installed)])
        except AuditUnavailable as exc:
            tmp.unlink(missing_ok=True)
            raise ChangeRefused(NOT_INSTALLED_UNRECORDED(why=said(exc))) from None
        tmp.replace(target)
        self.runtime.library.forget(target)
        return info

    @staticmethod
    def _claims_other_words(path: Path, fingerprint: str) -> bool:
        """Whether ``path`` holds a file whose header claims other words than
        ``fingerprint`` (an unreadable header counts as other words: it is not replaced)."""
        if not path.exists():
            return False
        found = claimed(path)
        return found is None or found[1] != fingerprint

    def event_view(self) -> EventView | None:
        """The event plan in force, else the next, as the station follows it (its plans as
        last read, on the central clock as last measured); None when it follows none."""
        from kiosk.core.plan import in_force, name_problems

        runtime = self.runtime
        inputs = runtime.following.inputs
        if inputs is None:
            return None
        plans = inputs[1]
        now = runtime.central_now()
        current = in_force(plans, now)
        upcoming = [p for p in plans if p.effective_from > now]
        shown = current or min(upcoming, key=lambda p: p.effective_from, default=None)
        if shown is None:
            return None
        return EventView(
            serial=shown.serial,
            in_force=shown is current,
            divisions={d.name.casefold(): (d.lexicon, d.rule) for d in shown.divisions},
            name_problems=tuple(name_problems([p.name for p in runtime.config.profiles], shown)),
            offset_s=runtime.following.clock.offset_s,
        )

    def plans_naming(self, fingerprint: str) -> list[str]:
        """The event plans in force or to come that name these words, as a director reads
        them ("plan 2, in force", "plan 3, from 2026-11-28 14:00 UTC")."""
        from kiosk.core.plan import in_force
        from kiosk.event.clock import server_time
        from kiosk.event.membership import EventFileError, accepted_plans, read_membership

        home = self.runtime.home
        try:
            membership = read_membership(home)
        except EventFileError:
            return []
        if membership is None:
            return []
        plans = accepted_plans(home, membership)
        now = server_time(home, "")[0].now  # the last contact kept, else this clock
        current = in_force(plans, now)
        named = []
        for plan in sorted(plans, key=lambda p: p.serial):
            if fingerprint not in plan.fingerprints:
                continue
            if plan is current:
                named.append(f"plan {plan.serial}, in force")
            elif plan.effective_from > now:
                named.append(f"plan {plan.serial}, from {plan.effective_from:%Y-%m-%d %H:%M} UTC")
        return named

    def _record_refusal(self, source: Path, error: LexiconFileError) -> Message | str | None:
        """Record a refused file; returns None, or why the log could not record it."""
        details = {
            "file": shown(source.name),
            "reason": error.reason,
            "claimed_name": error.claimed_name,
            "claimed_fingerprint": error.claimed_fingerprint,
        }
        try:
            self._record([(EventKind.LEXICON_REFUSED, details)])
        except AuditUnavailable as exc:
            return said(exc)
        return None

    def build(
        self,
        sources: Sequence[Path],
        *,
        name: str,
        alphabet: Alphabet,
        expect_count: int | None = None,
        progress: Progress | None = None,
    ) -> Path:
        """Build raw word lists into a lexicon file, with the same checks as lexicon-build.

        Nothing is installed or logged yet, so this may run in a background thread;
        pass the file to `install` afterwards. Raises `lexicon_build.builder.BuildError`
        (with the reject report) or OSError.
        """
        result = build_lexicon(
            list(sources),
            name=name,
            alphabet=alphabet,
            expect_count=expect_count,
            progress=progress,
        )
        staging = Path(tempfile.mkdtemp(prefix="lexicon-import-"))
        built = staging / file_name_for(name)
        result.write(built)
        return built

    def remove(self, name: str, fingerprint: str = "") -> None:
        """Remove an installed lexicon that no profile uses and no event plan in force or
        to come names (``fingerprint``: which of two lists of one name)."""
        if name.casefold() == BUILTIN_NAME.casefold():
            raise ChangeRefused(BUILTIN_NOT_REMOVED())
        try:
            lexicon = self.runtime.library.get(name, fingerprint)
        except (UnknownLexicon, LexiconFileError) as exc:
            raise ChangeRefused(said(exc)) from None
        using = self.profiles_using(name)
        if using and fingerprint:  # a division pinned to other words does not use this one
            pinned = {p.name: p.fingerprint for p in self.runtime.config.profiles}
            using = [u for u in using if pinned.get(u) in ("", lexicon.fingerprint)]
        if using:
            raise ChangeRefused(LEXICON_IN_USE(name=repr(name), profiles=", ".join(using)))
        planned = self.plans_naming(lexicon.fingerprint)
        if planned:
            raise ChangeRefused(LEXICON_IN_USE(name=repr(name), profiles="; ".join(planned)))
        try:
            self._record([(EventKind.LEXICON_REMOVED, lexicon_summary(lexicon.info))])
        except AuditUnavailable as exc:
            raise ChangeRefused(NOT_REMOVED_UNRECORDED(why=said(exc))) from None
        if lexicon.path is not None:
            lexicon.path.unlink(missing_ok=True)
            self.runtime.library.forget(lexicon.path)

    # -- verdicts the log could not record -------------------------------------------------

    def unrecorded(self) -> list[UnrecordedEntry]:
        """Verdicts shown while the log could not record them, waiting to be added."""
        return read_unrecorded(self.runtime.home)

    def import_unrecorded(self) -> ImportReport:
        """Add the waiting verdicts to the chain as late records; raises `ChangeRefused`."""
        audit = self.runtime.audit
        if audit is None:
            raise ChangeRefused(LOG_NOT_OPEN())
        try:
            report = import_unrecorded(self.runtime.home, audit)
        except OSError as exc:
            raise ChangeRefused(WAITING_UNREADABLE(why=str(exc))) from None
        self.runtime.event(
            EventKind.UNRECORDED_IMPORTED,
            {
                "added": report.added,
                "already_in_log": report.already_in_log,
                "kept": report.kept,
                "problems": list(dict.fromkeys(str(p) for p in report.problems)),  # English
            },
        )
        return report
