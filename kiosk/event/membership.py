"""A station's side of the event: joining it (the event key pinned), fetching each published
plan, accepting or refusing it (recorded either way), and staging the lexicons it names
(downloaded by fingerprint, proven as any install is, recorded).

Files in the kiosk home: ``event.json`` (the event, its pinned key, how far the station has
read) and ``event-plans/plan-<serial>.json`` (each accepted plan as signed, checked again
whenever it is read).
"""

from __future__ import annotations

import json
import tempfile
from dataclasses import asdict, dataclass, field, replace
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from kiosk.audit.records import EventKind
from kiosk.core.plan import EventPlan, decide
from kiosk.event import EVENT_FILE, PLANS_FOLDER
from kiosk.event.signing import SIGNED_LIMIT, read_signed_plan
from kiosk.storage.files import atomic_write, read_regular_file

if TYPE_CHECKING:
    from sqlalchemy.engine import Engine

    from kiosk.lexicons.file import LexiconInfo
    from kiosk.lexicons.library import InstalledLexicon


class _Station(Protocol):
    home: Path


class Door(Protocol):
    """What syncing needs of the director's door (`kiosk.director.service.DirectorService`):
    the station, recording, and installing a lexicon as director mode does."""

    @property
    def runtime(self) -> _Station: ...

    def record_event(self, kind: EventKind, details: dict[str, Any]) -> bool: ...

    def install(
        self, source: Path, *, replace: bool = False, beside: bool = False
    ) -> LexiconInfo: ...

    def installed_lexicons(self) -> tuple[list[InstalledLexicon], list[Any]]: ...


__all__ = [
    "EVENT_FILE",
    "PLANS_FOLDER",
    "EventFileError",
    "Membership",
    "SyncReport",
    "accepted_plans",
    "join",
    "read_membership",
    "sync",
]

_KEY_HEX = 64


class EventFileError(ValueError):
    """``event.json`` cannot be used; the message says why and what to do."""


@dataclass(frozen=True)
class Membership:
    """The event this station joined: its name, the event key's public half (pinned), and
    how far it has read the central plans (row id) and accepted them (serial)."""

    event: str
    public_key: str
    last_row: int = 0
    held_serial: int = 0


def _path(home: Path) -> Path:
    return home / EVENT_FILE


def read_membership(home: Path) -> Membership | None:
    """The station's event, or None when it joined none; `EventFileError` when the file is
    damaged (never read as "no event": a station must not drop its pinned key silently)."""
    try:
        data = read_regular_file(_path(home), 64 << 10)
    except (FileNotFoundError, NotADirectoryError):
        return None  # no event joined (or no kiosk home at all: said where it is used)
    except OSError as exc:
        raise EventFileError(f"{_path(home)} cannot be read: {exc}") from None
    try:
        fields = json.loads(data)
        membership = Membership(
            event=str(fields["event"]),
            public_key=str(fields["public_key"]),
            last_row=int(fields.get("last_row", 0)),
            held_serial=int(fields.get("held_serial", 0)),
        )
    except (ValueError, KeyError, TypeError, RecursionError) as exc:
        raise EventFileError(
            f"{_path(home)} is damaged ({exc}): join the event again "
            "(challenge-kiosk director event join)"
        ) from None
    return membership


def _write(home: Path, membership: Membership) -> None:
    atomic_write(_path(home), json.dumps(asdict(membership), sort_keys=True).encode())


def join(home: Path, event: str, public_key: str, *, replace_key: bool = False) -> Membership:
    """Join ``event``, pinning its key. Joining again with the same key changes nothing; a
    different key is refused unless ``replace_key`` (a new event key is a new trust)."""
    key = public_key.strip().lower()
    if len(key) != _KEY_HEX or any(ch not in "0123456789abcdef" for ch in key):
        raise EventFileError("the event key must be the 64 hex digits `fleet plan init` printed")
    if not event.strip() or len(event) > 200 or not event.isprintable():
        raise EventFileError("the event's name must be printable text of 1 to 200 characters")
    held = read_membership(home)
    if held is not None and held.event == event and held.public_key == key:
        return held
    if held is not None and not replace_key:
        raise EventFileError(
            f"this station joined {held.event!r} with key {held.public_key[:16]}…: "
            "add --replace to join another event or key"
        )
    membership = Membership(event=event, public_key=key)
    _write(home, membership)
    return membership


def _plan_file(home: Path, serial: int) -> Path:
    return home / PLANS_FOLDER / f"plan-{serial}.json"


def accepted_plans(home: Path, membership: Membership) -> list[EventPlan]:
    """The plans this station accepted, each checked again against the pinned key (a file
    edited or put there by hand is left out)."""
    folder = home / PLANS_FOLDER
    plans = []
    for path in sorted(folder.glob("plan-*.json")) if folder.is_dir() else []:
        try:
            signed = read_signed_plan(read_regular_file(path, SIGNED_LIMIT))
        except OSError:
            continue
        plan = signed.plan
        if (
            plan is not None
            and signed.signature_ok
            and (signed.public_key or "").lower() == membership.public_key
            and plan.event == membership.event
        ):
            plans.append(plan)
    return plans


@dataclass
class SyncReport:
    """What one fetch did: plans accepted and refused (serial or None, reason), lexicons
    staged (name) and those the central copy does not hold (fingerprint)."""

    accepted: list[int] = field(default_factory=list)
    refused: list[tuple[int | None, str]] = field(default_factory=list)
    staged: list[str] = field(default_factory=list)
    missing: list[str] = field(default_factory=list)


def _summary(plan: EventPlan) -> dict[str, Any]:
    return {
        "event": plan.event,
        "serial": plan.serial,
        "effective_from": plan.effective_from.strftime("%Y-%m-%dT%H:%M:%SZ"),
        "divisions": [
            {"name": d.name, "lexicon": d.lexicon, "fingerprint": d.fingerprint, "rule": d.rule}
            | ({"pairings_division": d.pairings_division} if d.pairings_division else {})
            for d in plan.divisions
        ],
    } | ({"pairings": plan.pairings} if plan.pairings else {})


def sync(service: Door, engine: Engine, now: datetime) -> SyncReport:
    """Fetch what the central copy published since the last sync; accept or refuse each
    plan (recorded: ``event-plan-accepted`` / ``event-plan-refused``), then stage every
    lexicon an accepted plan names that is not installed yet. ``now`` is the central clock.
    Raises `EventFileError` when the station joined no event."""
    from kiosk.event.central import fetch_lexicon, fetch_plans

    home = service.runtime.home
    membership = read_membership(home)
    if membership is None:
        raise EventFileError("this station joined no event (challenge-kiosk director event join)")
    report = SyncReport()
    for row_id, fields in fetch_plans(engine, membership.event, membership.last_row):
        signed = read_signed_plan(fields)
        decision = decide(
            signed.plan,
            signed_with=signed.public_key,
            signature_ok=signed.signature_ok,
            event_key=membership.public_key,
            event=membership.event,
            held_serial=membership.held_serial,
            now=now,
            unreadable=signed.problem,
        )
        plan = signed.plan
        if decision.accepted and plan is not None:
            (home / PLANS_FOLDER).mkdir(mode=0o700, exist_ok=True)
            atomic_write(_plan_file(home, plan.serial), json.dumps(fields).encode())
            service.record_event(EventKind.EVENT_PLAN_ACCEPTED, _summary(plan))
            membership = replace(membership, held_serial=plan.serial)
            report.accepted.append(plan.serial)
        else:
            refusal = decision.refusal.value if decision.refusal else "refused"
            service.record_event(
                EventKind.EVENT_PLAN_REFUSED,
                {
                    "serial": plan.serial if plan is not None else None,
                    "reason": refusal,
                    "detail": decision.detail,
                },
            )
            # an unreadable plan says why (the field and what is wrong with it)
            said = f"{refusal}: {decision.detail}" if plan is None and decision.detail else refusal
            report.refused.append((plan.serial if plan is not None else None, said))
        membership = replace(membership, last_row=row_id)
        _write(home, membership)
    installed, _problems = service.installed_lexicons()
    have = {item.info.fingerprint for item in installed}
    for plan in accepted_plans(home, membership):
        for division in plan.divisions:
            if division.fingerprint in have:
                continue
            found = fetch_lexicon(engine, division.fingerprint)
            if found is None:
                report.missing.append(division.fingerprint)
                continue
            name, data = found
            with tempfile.TemporaryDirectory(prefix="plan-lexicon-") as folder:
                source = Path(folder) / f"{name}.clex"
                source.write_bytes(data)
                # beside any list of the same name: the plan in force may judge with it
                info = service.install(source, beside=True)
            if info.fingerprint != division.fingerprint:
                report.missing.append(division.fingerprint)  # recorded by install; not staged
                continue
            have.add(info.fingerprint)
            report.staged.append(info.name)
    return report
