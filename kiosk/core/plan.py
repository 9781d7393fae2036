"""The event plan: which lexicon and rule each division uses, from which instant, at which
stations, as the head director signed it. Pure values and decisions: no files, no SQL, no
signatures (the caller verifies the signature and passes the verdict in).

NASPA rule 1.3: the word lists "in effect at the time" of a game apply. A plan says what is in
effect from its instant (UTC) on; a station follows the newest plan it accepted whose instant
has passed on the central server's clock.

A station accepts a plan only when (`decide`):
* it is signed with the event key the station pinned when it joined the event;
* its event is the station's event;
* its serial is newer than every plan the station accepted before (an older or the same
  serial sent again is a replay);
* it has not expired (``valid_until``), on the central clock.
"""

from __future__ import annotations

import difflib
import enum
import itertools
import json
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from kiosk.core.rules import RULES

__all__ = [
    "PLAN_FORMAT",
    "Decision",
    "DivisionPlan",
    "EventPlan",
    "PlanError",
    "Refusal",
    "canonical_plan",
    "decide",
    "in_force",
    "name_problems",
    "pairings_source",
    "parse_plan",
    "plan_to_check",
]

PLAN_FORMAT = 1
_FINGERPRINT = re.compile(r"[0-9a-f]{64}")
_MAX_DIVISIONS = 11
_MAX_ROSTER = 1000
_MAX_ROUNDS = 100
_MAX_TEXT = 200
_MAX_PAIRINGS = 1000  # as station.toml's [settings] pairings (kiosk.config.url)


class PlanError(ValueError):
    """A plan that cannot be used as written; the message names the field."""


@dataclass(frozen=True)
class DivisionPlan:
    """One division of the event: its name (as the stations' profiles name it), its lexicon
    (name and fingerprint: the words themselves, not a file name) and its challenge rule."""

    name: str
    lexicon: str
    fingerprint: str
    rule: str
    word_count: int | None = None
    pairings_division: str = ""  # its division in TSH's feed, where the name differs


@dataclass(frozen=True)
class EventPlan:
    """A plan as the head director wrote it (see `parse_plan` for the fields)."""

    event: str
    serial: int
    effective_from: datetime
    divisions: tuple[DivisionPlan, ...]
    roster: tuple[str, ...] = ()
    valid_until: datetime | None = None
    note: str = ""
    rounds: tuple[datetime, ...] = ()  # when each round starts: round n from rounds[n - 1]
    pairings: str = ""  # TSH's tourney.js for every station: an http(s) address or a full path

    def round_at(self, moment: datetime) -> int | None:
        """The round under way at ``moment`` (1 from the first start), None before it or
        when the plan names no rounds."""
        started = sum(1 for start in self.rounds if start <= moment)
        return started or None

    def division(self, name: str) -> DivisionPlan | None:
        wanted = name.casefold()
        return next((d for d in self.divisions if d.name.casefold() == wanted), None)

    @property
    def fingerprints(self) -> tuple[str, ...]:
        """Every lexicon the plan needs, once each."""
        return tuple(dict.fromkeys(d.fingerprint for d in self.divisions))


def _text(where: str, value: Any, *, empty: bool = False) -> str:
    if not isinstance(value, str) or (not value.strip() and not empty):
        raise PlanError(f"{where} must be text")
    if len(value) > _MAX_TEXT or any(not ch.isprintable() for ch in value):
        raise PlanError(f"{where} must be at most {_MAX_TEXT} printable characters")
    return value.strip()


def _instant(where: str, value: Any) -> datetime:
    if isinstance(value, datetime):
        moment = value
    elif isinstance(value, str):
        try:
            moment = datetime.fromisoformat(value.replace("Z", "+00:00"))
        except ValueError:
            raise PlanError(f"{where} must be a time such as 2026-12-01T09:00:00Z") from None
    else:
        raise PlanError(f"{where} must be a time such as 2026-12-01T09:00:00Z")
    if moment.tzinfo is None:
        raise PlanError(f"{where} must say its time zone (UTC: end it with Z)")
    return moment.astimezone(UTC)


def _division(index: int, raw: Any) -> DivisionPlan:
    where = f"division {index + 1}"
    if not isinstance(raw, Mapping):
        raise PlanError(f"{where} must be a table")
    fields = {"name", "lexicon", "fingerprint", "rule", "word_count", "pairings_division"}
    unknown = sorted(set(raw) - fields)
    if unknown:
        raise PlanError(f"{where}: unknown fields {', '.join(unknown)}")
    name = _text(f"{where} name", raw.get("name"))
    lexicon = _text(f"{where} lexicon", raw.get("lexicon"))
    fingerprint = raw.get("fingerprint")
    if not isinstance(fingerprint, str) or not _FINGERPRINT.fullmatch(fingerprint):
        raise PlanError(
            f"{where} fingerprint must be the lexicon's 64-digit fingerprint "
            "(lexicon-build info prints it)"
        )
    rule = raw.get("rule", "double")
    if rule not in RULES:
        raise PlanError(f"{where} rule must be one of {', '.join(RULES)}")
    count = raw.get("word_count")
    if count is not None and (isinstance(count, bool) or not isinstance(count, int) or count < 1):
        raise PlanError(f"{where} word_count must be a whole number above 0")
    tsh = raw.get("pairings_division", "")
    if isinstance(tsh, int) and not isinstance(tsh, bool):
        tsh = str(tsh)  # TSH names divisions 1, 2 ... too
    tsh = _text(f"{where} pairings_division", tsh, empty=True)
    return DivisionPlan(name, lexicon, fingerprint, rule, count, tsh)


def _pairings(value: Any) -> str:
    """The plan's ``pairings`` as written; whether it is an address or a full path is checked
    as station.toml's is, by the event's reader (`kiosk.event.signing.check_plan`)."""
    if not isinstance(value, str):
        raise PlanError(
            f"pairings must be text in quotes (an http:// or https:// address or the full "
            f"path of tourney.js), not {type(value).__name__} {str(value)[:40]!r}"
        )
    text: str = value.strip()
    if len(text) > _MAX_PAIRINGS:
        raise PlanError(f"pairings is too long: at most {_MAX_PAIRINGS} characters")
    return text


def parse_plan(data: Mapping[str, Any]) -> EventPlan:
    """A plan from its fields (a TOML file's or a signed body's); raises `PlanError`.

    Fields: ``event`` (its name), ``serial`` (a whole number, larger for every new plan),
    ``effective_from`` (the instant, with its zone: UTC ``...Z``), ``divisions`` (each with
    ``name``, ``lexicon``, ``fingerprint``, ``rule``, optional ``word_count``), optional
    ``roster`` (the station names expected), ``valid_until``, ``note``, ``rounds`` (when
    each round starts, in order: disputes are then listed by round on the fleet page) and
    ``pairings`` (TSH's tourney.js for every station; each division may name its TSH
    division, ``pairings_division``, where its name there differs).
    """
    if not isinstance(data, Mapping):
        raise PlanError("a plan must be a table of fields")
    known = {"format", "event", "serial", "effective_from", "divisions", "roster"}
    unknown = sorted(set(data) - known - {"valid_until", "note", "rounds", "pairings"})
    if unknown:
        raise PlanError(f"unknown fields: {', '.join(unknown)}")
    if data.get("format", PLAN_FORMAT) != PLAN_FORMAT:
        raise PlanError(f"format {data.get('format')!r} is not one this station reads")
    event = _text("event", data.get("event"))
    serial = data.get("serial")
    if isinstance(serial, bool) or not isinstance(serial, int) or not 1 <= serial < 2**53:
        raise PlanError("serial must be a whole number from 1 up")
    divisions_raw = data.get("divisions")
    if not isinstance(divisions_raw, Sequence) or isinstance(divisions_raw, str | bytes):
        raise PlanError("divisions must be a list of tables")
    if not 1 <= len(divisions_raw) <= _MAX_DIVISIONS:
        raise PlanError(f"a plan has 1 to {_MAX_DIVISIONS} divisions")
    divisions = tuple(_division(i, d) for i, d in enumerate(divisions_raw))
    names = [d.name.casefold() for d in divisions]
    if len(set(names)) != len(names):
        raise PlanError("two divisions have the same name")
    roster_raw = data.get("roster", [])
    if not isinstance(roster_raw, Sequence) or isinstance(roster_raw, str | bytes):
        raise PlanError("roster must be a list of station names")
    if len(roster_raw) > _MAX_ROSTER:
        raise PlanError(f"a roster names at most {_MAX_ROSTER} stations")
    roster = tuple(_text(f"roster entry {i + 1}", r) for i, r in enumerate(roster_raw))
    until = data.get("valid_until")
    effective = _instant("effective_from", data.get("effective_from"))
    valid_until = None if until in (None, "") else _instant("valid_until", until)
    if valid_until is not None and valid_until <= effective:
        raise PlanError("valid_until must come after effective_from")
    note = _text("note", data.get("note", ""), empty=True)
    rounds_raw = data.get("rounds", [])
    if not isinstance(rounds_raw, Sequence) or isinstance(rounds_raw, str | bytes):
        raise PlanError("rounds must be a list of instants, when each round starts")
    if len(rounds_raw) > _MAX_ROUNDS:
        raise PlanError(f"a plan names at most {_MAX_ROUNDS} rounds")
    rounds = tuple(_instant(f"round {i + 1}", r) for i, r in enumerate(rounds_raw))
    if any(later <= earlier for earlier, later in itertools.pairwise(rounds)):
        raise PlanError("each round must start after the one before it")
    pairings = _pairings(data.get("pairings", ""))
    return EventPlan(
        event, serial, effective, divisions, roster, valid_until, note, rounds, pairings
    )


def _utc(moment: datetime) -> str:
    return moment.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def canonical_plan(plan: EventPlan) -> bytes:
    """The exact bytes the event key signs: sorted keys, no spaces, UTF-8."""
    body: dict[str, Any] = {
        "format": PLAN_FORMAT,
        "event": plan.event,
        "serial": plan.serial,
        "effective_from": _utc(plan.effective_from),
        "divisions": [
            {
                "name": d.name,
                "lexicon": d.lexicon,
                "fingerprint": d.fingerprint,
                "rule": d.rule,
                **({"word_count": d.word_count} if d.word_count is not None else {}),
                **({"pairings_division": d.pairings_division} if d.pairings_division else {}),
            }
            for d in plan.divisions
        ],
        "roster": list(plan.roster),
        "note": plan.note,
    }
    if plan.valid_until is not None:
        body["valid_until"] = _utc(plan.valid_until)
    if plan.rounds:  # only when named: a plan signed before rounds existed reads the same
        body["rounds"] = [_utc(start) for start in plan.rounds]
    if plan.pairings:  # likewise: a plan without a feed signs as before
        body["pairings"] = plan.pairings
    return json.dumps(body, sort_keys=True, ensure_ascii=False, separators=(",", ":")).encode()


class Refusal(enum.Enum):
    """Why a station refused a plan (the station records it, and director mode shows it)."""

    UNSIGNED = "unsigned"
    BAD_SIGNATURE = "bad signature"
    OTHER_KEY = "signed with another key than the event's"
    OTHER_EVENT = "for another event"
    REPLAYED = "not newer than a plan already accepted (replayed or older)"
    EXPIRED = "expired"
    UNREADABLE = "unreadable"


@dataclass(frozen=True)
class Decision:
    """A station's answer to a plan it fetched."""

    accepted: bool
    refusal: Refusal | None = None
    detail: str = ""


def decide(
    plan: EventPlan | None,
    *,
    signed_with: str | None,
    signature_ok: bool,
    event_key: str,
    event: str,
    held_serial: int,
    now: datetime,
    unreadable: str = "",
) -> Decision:
    """Whether a station accepts ``plan``: see the module's docstring. ``signed_with`` is
    the public key the plan says signed it (None: no signature), ``signature_ok`` whether
    that signature verifies over the plan's canonical bytes, ``now`` the central clock."""
    if plan is None:
        return Decision(False, Refusal.UNREADABLE, unreadable)
    if not signed_with:
        return Decision(False, Refusal.UNSIGNED)
    if signed_with.lower() != event_key.lower():
        return Decision(False, Refusal.OTHER_KEY, signed_with[:16])
    if not signature_ok:
        return Decision(False, Refusal.BAD_SIGNATURE)
    if plan.event != event:
        return Decision(False, Refusal.OTHER_EVENT, plan.event)
    if plan.serial <= held_serial:
        return Decision(False, Refusal.REPLAYED, f"serial {plan.serial}, held {held_serial}")
    if plan.valid_until is not None and now >= plan.valid_until:
        return Decision(False, Refusal.EXPIRED, _utc(plan.valid_until))
    return Decision(True)


def in_force(plans: Sequence[EventPlan], now: datetime) -> EventPlan | None:
    """Of the plans a station accepted, the one in force at ``now`` (central clock): the
    newest serial whose instant has passed and which has not expired."""
    live = [
        p
        for p in plans
        if p.effective_from <= now and (p.valid_until is None or now < p.valid_until)
    ]
    return max(live, key=lambda p: p.serial, default=None)


def plan_to_check(plans: Sequence[EventPlan], now: datetime) -> EventPlan | None:
    """The plan a station's names are held to at ``now``: the one in force, else the next to
    come (before the first instant the director still has time to fix a name)."""
    upcoming = [p for p in plans if p.effective_from > now]
    return in_force(plans, now) or min(upcoming, key=lambda p: p.effective_from, default=None)


def name_problems(divisions: Sequence[str], plan: EventPlan) -> list[str]:
    """What does not match between a station's divisions and a plan's, by name (compared
    without case, as `EventPlan.division` finds them): a division the plan does not name
    keeps its own list and rule, silently, so a name typed wrong ("Divison A") must be said.
    Each line names both spellings when one is near the other."""
    ours = {name.casefold(): name for name in divisions}
    planned = {d.name.casefold(): d.name for d in plan.divisions}
    problems = []
    for key, name in ours.items():
        if key in planned:
            continue
        near = difflib.get_close_matches(key, [k for k in planned if k not in ours], 1, 0.75)
        hint = f" (did you mean {planned[near[0]]!r}?)" if near else ""
        problems.append(
            f"division {name!r} is not in plan {plan.serial}{hint}: it keeps its own list and rule"
        )
    for key, name in planned.items():
        if key not in ours:
            problems.append(
                f"plan {plan.serial} names division {name!r}, which this station does not have"
            )
    return problems


def pairings_source(station_setting: str, plan: EventPlan | None) -> str:
    """Where the station reads TSH's tourney.js: the ``pairings`` of the plan in force when
    it names one, else the station's own ``[settings] pairings`` ("" for nowhere)."""
    if plan is not None and plan.pairings:
        return plan.pairings
    return station_setting
