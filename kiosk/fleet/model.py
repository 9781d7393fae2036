"""The fleet view's values, and the rules that raise its alarms (pure: no SQL, no web).

A station is *online* while its newest genuine heartbeat is younger than ``offline_after``
seconds on the server's clock (``received_at``). A heartbeat that does not verify against
the key pinned for its station is *forged*: it is shown as such and never changes the card.
A division with a standard (the plan in force, else ``fleet expect``: `kiosk.fleet.judged`)
flags only the stations judging it with another word list, in their heartbeat or in their
records; a division without one flags the stations whose list differs from the one most
stations use. Stations known only from their records, and stations on the plan's roster
that never reported, get a card too. Cards with a problem (an offline station, division
names that do not match the plan in force: `kiosk.core.plan.name_problems`) come first, then
by name in natural order (Table 2 before Table 10).

Times are on the central server's clock: a heartbeat says how far its station's clock is off
(``clock_offset_s``); the card says "clock 10 min fast" past a minute, and its last
adjudication is placed on the central clock. `plan_lines` says each plan's state and who
holds it.

What the model says to people (an alarm, why a station waits, its chain, a heartbeat that
cannot be read) is a `Message` (`kiosk.fleet.words`), worded in the page's language; the
properties without ``_message`` (``alarms``, ``waiting``, ``chain``, ``problems``) are the
same in English.
"""

from __future__ import annotations

import json
import re
from collections import Counter, defaultdict
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import TYPE_CHECKING, Any

# What stations say in their heartbeats' problems: once these are imported,
# `message_from_data` knows those sentences, and the page words them in its language.
import kiosk.audit.chain
import kiosk.config.messages
import kiosk.core.alphabet
import kiosk.core.play
import kiosk.core.station_messages
import kiosk.lexicons.messages  # noqa: F401 (imported for the sentences they declare)
from kiosk.audit.heartbeat import ProfileBeat
from kiosk.audit.records import format_utc, parse_utc
from kiosk.core.i18n import AND_THEN, QT_TRANSLATE_NOOP, Message, message_from_data
from kiosk.core.plan import name_problems
from kiosk.fleet.schedule import Schedule, Standard
from kiosk.fleet.words import english

if TYPE_CHECKING:
    from kiosk.fleet.judged import Group, StationRecords

__all__ = [
    "Beat",
    "Expected",
    "ProfileCard",
    "StationCard",
    "beat_from_row",
    "build_cards",
    "natural_key",
    "short",
]

BUSY_SCREENS = ("entry", "verdict")
MAX_BODY = 64_000  # a heartbeat is a few hundred bytes; a bigger one is not read
MAX_PROFILES = 12  # as many as a station can have (F1 to F12)
MAX_PROBLEMS = 20  # shown on one card

BODY_UNREADABLE = QT_TRANSLATE_NOOP("Fleet", "heartbeat body unreadable ({reason})")
BODY_TOO_LONG = QT_TRANSLATE_NOOP("Fleet", "{count} characters, more than {most}")
NOT_AN_OBJECT = QT_TRANSLATE_NOOP("Fleet", "not an object")
CANNOT_JUDGE = QT_TRANSLATE_NOOP("Fleet", "cannot judge")
DIVISION_CANNOT_JUDGE = QT_TRANSLATE_NOOP("Fleet", "a division cannot judge")
COPY_DIFFERS = QT_TRANSLATE_NOOP("Fleet", "its central copy differs")
NOT_SIGNED = QT_TRANSLATE_NOOP("Fleet", "not signed yet")
SIGNED_UP_TO = QT_TRANSLATE_NOOP("Fleet", "signed up to record {seq}")
EXPECTS = QT_TRANSLATE_NOOP(
    "Fleet", "mismatch: {division} expects {lexicon} ({fingerprint}, %n word(s))", "", 1
)
EXPECTS_UNCOUNTED = QT_TRANSLATE_NOOP(
    "Fleet", "mismatch: {division} expects {lexicon} ({fingerprint})"
)
DEVIATES = QT_TRANSLATE_NOOP(
    "Fleet",
    "mismatch: %n adjudication(s) in {division} with {lexicon} ({fingerprint}); "
    "{source} says {wanted} ({wanted_fingerprint})",
    "",
    1,
)
FORGED = QT_TRANSLATE_NOOP(
    "Fleet", "forged heartbeat at {time} ({why}): ignored, the card shows the station's own"
)
NOT_VERIFIED = QT_TRANSLATE_NOOP(
    "Fleet", "heartbeat not verified: no signed chain head of this station yet"
)
NO_HEARTBEAT = QT_TRANSLATE_NOOP(
    "Fleet", "no heartbeat: known from its records (%n adjudication(s))", "", 1
)
NEVER_REPORTED = QT_TRANSLATE_NOOP("Fleet", "on the plan's roster; nothing received from it")
LAST_RECORD = QT_TRANSLATE_NOOP("Fleet", "last record: {kind}")
CLOCK_FAST_MIN = QT_TRANSLATE_NOOP("Fleet", "clock {count} min fast")
CLOCK_SLOW_MIN = QT_TRANSLATE_NOOP("Fleet", "clock {count} min slow")
CLOCK_FAST_S = QT_TRANSLATE_NOOP("Fleet", "clock {count} s fast")
CLOCK_SLOW_S = QT_TRANSLATE_NOOP("Fleet", "clock {count} s slow")
NAME_PROBLEM = QT_TRANSLATE_NOOP("Fleet", "{station}: {problem}")
CLOCK_SAID_AFTER_S = 60.0  # a clock further off than this is said on its card
ODD_ONE = QT_TRANSLATE_NOOP(
    "Fleet",
    "mismatch: {what} has {kinds} word lists; this one is at {alike} of {stations} stations "
    "(another at {others})",
)


def short(fingerprint: str | None) -> str:
    """The first 12 hex digits, as the stations show a fingerprint."""
    return (fingerprint or "")[:12]


def natural_key(name: str) -> tuple[Any, ...]:
    """Sorts names as people do: "Table 2" before "Table 10", case aside."""
    parts = re.split(r"(\d+)", name.casefold())
    return tuple((0, int(part), "") if part.isdigit() else (1, 0, part) for part in parts)


@dataclass(frozen=True)
class Beat:
    """A station's newest heartbeat, as read from the central log."""

    id: int
    station_id: str
    station_name: str
    sent_at: datetime
    version: str
    screen: str
    relay_backlog: int | None
    last_adjudication_at: datetime | None
    profiles: tuple[ProfileBeat, ...]
    problems: tuple[Message | str, ...]  # the fleet's own messages, the station's text
    received_at: datetime | None = None  # the server's clock (migration 0009)
    trust: str = "verified"  # verified (its pinned key), unverified (no key pinned yet)
    # the station's side of the event (`kiosk.audit.heartbeat.station_state`)
    clock_offset_s: float | None = None  # the central server's clock minus the station's
    plan_serial: int | None = None  # the newest plan it accepted (None: no event joined)
    event: str | None = None


def _text(value: Any, limit: int = 300) -> str | None:
    return None if value is None else str(value)[:limit]


def _list(value: Any) -> list[Any]:
    """A list a station sent, or none (a number, a text or an object where a list belongs)."""
    return value if isinstance(value, list) else []


def _int(value: Any) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def beat_from_row(row: Mapping[str, Any]) -> Beat:
    """A heartbeat row, whatever a station put in its body (bad values become blanks or a
    problem line: a card is never lost to one malformed field)."""
    problems: list[Message | str] = []
    profiles: list[ProfileBeat] = []
    body: Any = {}
    reason: Message | str | None = None
    if len(row["body"]) > MAX_BODY:
        reason = BODY_TOO_LONG(count=len(row["body"]), most=MAX_BODY)
    else:
        try:
            body = json.loads(row["body"])
        except ValueError as exc:
            reason = str(exc)  # the JSON parser's own words
        else:
            if not isinstance(body, dict):
                reason = NOT_AN_OBJECT()
    if reason is not None:
        body = {}
        problems.append(BODY_UNREADABLE(reason=reason))
    for item in _list(body.get("profiles"))[:MAX_PROFILES]:
        if isinstance(item, dict) and item.get("division"):
            profiles.append(
                ProfileBeat(
                    division=str(item["division"])[:200],
                    lexicon=_text(item.get("lexicon"), 200),
                    word_count=_int(item.get("word_count")),
                    fingerprint=_text(item.get("fingerprint"), 64),
                    rule=_text(item.get("rule"), 40),
                    problem=_text(item.get("problem")),
                    problem_said=item.get("problem_said"),
                )
            )
    problems.extend(_sent_problems(body))
    last = row["last_adjudication_at"]
    offset = body.get("clock_offset_s")
    event = body.get("event")
    return Beat(
        id=row["id"],
        station_id=row["station_id"],
        station_name=row["station_name"] or row["station_id"],
        sent_at=_when(row["sent_at"]) or parse_utc(_EPOCH),  # unreadable: shown offline
        version=row["version"],
        screen=row["screen"],
        relay_backlog=row["relay_backlog"],
        last_adjudication_at=_when(last) if last else None,
        profiles=tuple(profiles),
        problems=tuple(problems[:20]),
        received_at=_received(row.get("received_at")),
        trust=str(row.get("trust", "verified")),
        clock_offset_s=_offset(offset),
        plan_serial=_int(body.get("plan_serial")),
        event=str(event)[:200] if isinstance(event, str) else None,
    )


def _offset(value: Any) -> float | None:
    """A clock offset a station sent: seconds, within a year (anything else: none)."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        return None
    seconds = float(value)
    return seconds if abs(seconds) < 366 * 86_400 else None  # also refuses nan and inf


def _received(value: Any) -> datetime | None:
    if isinstance(value, datetime):
        return value
    return _when(value) if isinstance(value, str) else None


_EPOCH = "1970-01-01T00:00:00.000000Z"


def _joined(problems: Iterable[Message]) -> Message:
    """Several problems as one line, each worded in the page's language."""
    first, *rest = problems
    for then in rest:
        first = AND_THEN(first=first, then=then)
    return first


def _sent_problems(body: Mapping[str, Any]) -> list[Message | str]:
    """A station's problems: each the message it sent alongside the English, when that is
    one of our sentences (worded in the page's language), else the English as sent."""
    english_lines = [p for p in _list(body.get("problems"))[:MAX_PROBLEMS] if p]
    sent = body.get("said")
    said = list(sent)[: len(english_lines)] if isinstance(sent, list) else []
    said += [None] * (len(english_lines) - len(said))
    return [
        message_from_data(data) or str(text)[:300]
        for text, data in zip(english_lines, said, strict=True)
    ]


def _when(text: str) -> datetime | None:
    try:
        return parse_utc(text)
    except (ValueError, TypeError):
        return None


@dataclass(frozen=True)
class Expected:
    """The lexicon the head director expects for a division."""

    division: str
    lexicon_name: str
    fingerprint: str
    word_count: int
    set_at: str


@dataclass
class ProfileCard:
    division: str
    lexicon: str | None
    word_count: int | None
    fingerprint: str
    rule: str | None
    problem: Message | str | None  # what the station sent: a message we know, or its English
    alarm_messages: list[Message] = field(default_factory=list)

    @property
    def alarms(self) -> list[str]:
        return [english(a) for a in self.alarm_messages]


@dataclass
class StationCard:
    station_id: str
    name: str
    online: bool
    age_s: float
    screen: str
    version: str
    relay_backlog: int | None
    last_adjudication_at: datetime | None
    profiles: list[ProfileCard]
    problem_messages: tuple[Message | str, ...]
    # the central copy against the station's signed head
    chain_message: Message | str = field(default_factory=NOT_SIGNED)
    chain_ok: bool = True
    # records judged with another list than the standard of their time
    deviation_messages: list[Message] = field(default_factory=list)
    forged_message: Message | None = None  # the newest forged heartbeat for this station
    heard: str = "heartbeat"  # heartbeat, records (no heartbeat), missing (roster only)
    trust: str = "verified"
    clock_offset_s: float | None = None  # the central server's clock minus the station's
    plan_serial: int | None = None  # the newest plan it accepted (None: no event joined)
    event: str | None = None
    # its division names that do not match the plan in force (`kiosk.core.plan.name_problems`)
    name_messages: list[Message] = field(default_factory=list)

    @property
    def clock_message(self) -> Message | None:
        """ "clock 10 min fast" for a clock more than a minute off the central server's."""
        offset = self.clock_offset_s
        if offset is None or abs(offset) <= CLOCK_SAID_AFTER_S:
            return None
        fast = offset < 0  # the server behind the station: its clock is fast
        if abs(offset) >= 90:
            said = CLOCK_FAST_MIN if fast else CLOCK_SLOW_MIN
            return said(count=round(abs(offset) / 60))
        return (CLOCK_FAST_S if fast else CLOCK_SLOW_S)(count=round(abs(offset)))

    @property
    def deviations(self) -> list[str]:
        return [english(d) for d in self.deviation_messages]

    @property
    def forged(self) -> bool:
        return self.forged_message is not None

    @property
    def problem(self) -> bool:
        """Anything for the head director to look at: such cards come first."""
        return bool(
            self.mismatch
            or self.forged
            or not self.chain_ok
            or self.heard != "heartbeat"
            or not self.online
            or self.name_messages
            or self.waiting_message is not None
        )

    @property
    def problems(self) -> tuple[str, ...]:
        return tuple(english(p) for p in self.problem_messages)

    @property
    def chain(self) -> str:
        return english(self.chain_message)

    @property
    def busy(self) -> bool:
        return self.online and self.screen in BUSY_SCREENS

    @property
    def state(self) -> str:
        """missing / no heartbeat / offline / busy / free / the screen (director, not ready)."""
        if self.heard == "missing":
            return "missing"
        if self.heard == "records":
            return "no heartbeat"
        if not self.online:
            return "offline"
        if self.busy:
            return "busy"
        return "free" if self.screen == "ready" else self.screen

    @property
    def mismatch(self) -> bool:
        return bool(self.deviation_messages) or any(p.alarm_messages for p in self.profiles)

    @property
    def waiting_message(self) -> Message | str | None:
        """Why players or a station wait for a director now (None: nobody waits)."""
        if not self.online:
            return None
        if self.state == "not ready":
            return CANNOT_JUDGE()
        if any(p.problem for p in self.profiles):
            return DIVISION_CANNOT_JUDGE()
        if not self.chain_ok:
            return COPY_DIFFERS()
        if self.problem_messages:
            return self.problem_messages[0]
        return None

    @property
    def waiting(self) -> str | None:
        said = self.waiting_message
        return None if said is None else english(said)


def build_cards(
    beats: Iterable[Beat],
    expected: Mapping[str, Expected],
    now: datetime,
    offline_after_s: float,
    chains: Mapping[str, tuple[int, tuple[Message, ...]]] | None = None,
    *,
    schedule: Schedule | None = None,
    records: Mapping[str, StationRecords] | None = None,
    groups: Iterable[Group] = (),
    forged: Mapping[str, Message] | None = None,
) -> list[StationCard]:
    """One card per station: from its newest genuine heartbeat, else from its records
    (``records``, ``groups``: `kiosk.fleet.judged`), and one per roster name never heard
    from. Lexicon alarms on its profiles and its records (``schedule``: the standards;
    without one, ``expected``), its chain status (``chains``: newest signed head's record
    number, problems), its newest forged heartbeat (``forged``). ``now`` is the server's
    clock. Problems first, then names in natural order."""
    schedule = schedule if schedule is not None else Schedule((), expected)
    records = records or {}
    groups = list(groups)
    cards = [_card_from_beat(beat, now, offline_after_s) for beat in beats]
    heard = {c.station_id for c in cards}
    for station_id, found in records.items():
        if station_id not in heard:
            cards.append(_card_from_records(found, groups, schedule))
    for card in cards:
        if chains and card.station_id in chains:
            seq, problems = chains[card.station_id]
            card.chain_ok = not problems
            card.chain_message = _joined(problems) if problems else SIGNED_UP_TO(seq=str(seq))
        if forged and card.station_id in forged:
            card.forged_message = forged[card.station_id]
    names = {c.name.casefold() for c in cards}
    for name in schedule.roster:
        if name.casefold() not in names:
            names.add(name.casefold())
            cards.append(_missing(name))
    _raise_alarms(cards, schedule, now)
    _mark_deviations(cards, groups, schedule)
    _name_alarms(cards, schedule, now)
    _last_from_records(cards, groups)
    cards.sort(key=lambda c: (not c.problem, natural_key(c.name), c.station_id))
    return cards


def _card_from_beat(beat: Beat, now: datetime, offline_after_s: float) -> StationCard:
    age = (now - (beat.received_at or beat.sent_at)).total_seconds()
    profiles = [
        ProfileCard(
            p.division,
            p.lexicon,
            p.word_count,
            p.fingerprint or "",
            p.rule,
            (message_from_data(p.problem_said) or p.problem) if p.problem else None,
        )
        for p in beat.profiles
    ]
    last = beat.last_adjudication_at
    if last is not None and beat.clock_offset_s:  # on the central clock
        last += timedelta(seconds=beat.clock_offset_s)
    return StationCard(
        beat.station_id,
        beat.station_name,
        age <= offline_after_s,
        max(0.0, age),
        beat.screen,
        beat.version,
        beat.relay_backlog,
        last,
        profiles,
        beat.problems,
        trust=beat.trust,
        clock_offset_s=beat.clock_offset_s,
        plan_serial=beat.plan_serial,
        event=beat.event,
    )


def _card_from_records(
    found: StationRecords, groups: list[Group], schedule: Schedule
) -> StationCard:
    """A station that sent no heartbeat: what its records say (newest list per division)."""
    newest: dict[str, Group] = {}
    for g in groups:
        if g.station_id == found.station_id and g.division:
            held = newest.get(g.division)
            if held is None or g.last_at > held.last_at:
                newest[g.division] = g
    profiles = [
        ProfileCard(g.division, g.lexicon, None, g.fingerprint, None, None)
        for g in sorted(newest.values(), key=lambda g: natural_key(g.division))
    ]
    last = _when(found.last_at) if found.last_at else None
    said: list[Message | str] = [NO_HEARTBEAT(n=found.adjudications)]
    if found.last_kind:
        said.append(LAST_RECORD(kind=found.last_kind))
    return StationCard(
        found.station_id,
        found.name or found.station_id,
        False,
        0.0,
        "not ready" if found.last_kind == "unexpected-error" else "",
        "",
        None,
        last,
        profiles,
        tuple(said),
        heard="records",
    )


def _missing(name: str) -> StationCard:
    return StationCard(
        "", name, False, 0.0, "", "", None, None, [], (NEVER_REPORTED(),), heard="missing"
    )


def _raise_alarms(cards: list[StationCard], schedule: Schedule, now: datetime) -> None:
    """A division with a standard: only the profiles judging with another list. Without
    one: the profiles whose list differs from the one most stations use (every one on a
    tie), by division, then by lexicon name."""
    judged = [(c, p) for c in cards for p in c.profiles if p.fingerprint]
    free: list[tuple[StationCard, ProfileCard]] = []
    for card, p in judged:
        # held to the standard of when its heartbeat arrived (a beat sent just before an
        # instant describes the list in force then, not the one in force now)
        described = now - timedelta(seconds=card.age_s) if card.heard == "heartbeat" else now
        standard = schedule.standard_now(p.division, described)
        if standard is None:
            free.append((card, p))
        elif standard.fingerprint != p.fingerprint:
            p.alarm_messages.append(_expects(p.division, standard))
    by_division: dict[str, list[tuple[StationCard, ProfileCard]]] = defaultdict(list)
    by_name: dict[str, list[tuple[StationCard, ProfileCard]]] = defaultdict(list)
    for card, p in judged:
        by_division[p.division].append((card, p))
        if p.lexicon:
            by_name[p.lexicon].append((card, p))
    for card, p in free:
        group = by_division[p.division]
        if _odd(p, group):
            p.alarm_messages.append(_odd_one(card, p, group, p.division))
        elif p.lexicon and len({q.fingerprint for _c, q in group}) == 1:
            same = by_name[p.lexicon]
            if _odd(p, same):
                p.alarm_messages.append(_odd_one(card, p, same, p.lexicon))


def _last_from_records(cards: list[StationCard], groups: list[Group]) -> None:
    """A card's last adjudication is also what its records say (on the central clock): a
    station just restarted says none in its heartbeat until its next verdict."""
    newest: dict[str, str] = {}
    for g in groups:
        if g.last_at > newest.get(g.station_id, ""):
            newest[g.station_id] = g.last_at
    for card in cards:
        found = newest.get(card.station_id)
        if card.heard != "heartbeat" or not found:
            continue
        at = _when(found)
        if at is not None and card.clock_offset_s:
            at += timedelta(seconds=card.clock_offset_s)
        if at is not None and (card.last_adjudication_at is None or at > card.last_adjudication_at):
            card.last_adjudication_at = at


def _name_alarms(cards: list[StationCard], schedule: Schedule, now: datetime) -> None:
    """A station sending heartbeats whose division names do not match the plan in force (the
    plan to come, before the first instant): "Table 3: division 'Divison A' is not in plan
    2". A station that joined another event is not held to this one's plan."""
    if not schedule.plans:
        return
    plan = schedule.plan_at(schedule.period(format_utc(now))) or schedule.plans[-1]
    for card in cards:
        if card.heard != "heartbeat" or not card.profiles:
            continue
        if card.event is not None and card.event != plan.event:
            continue
        for problem in name_problems([p.division for p in card.profiles], plan):
            card.name_messages.append(NAME_PROBLEM(station=card.name, problem=problem))


def _odd(profile: ProfileCard, group: list[tuple[StationCard, ProfileCard]]) -> bool:
    """Whether this profile's list is not the one most stations of the group use."""
    stations: dict[str, set[str]] = defaultdict(set)
    for c, q in group:
        stations[q.fingerprint].add(c.station_id)
    if len(stations) < 2:
        return False
    counts = Counter({fp: len(ids) for fp, ids in stations.items()})
    (_top, most), *rest = counts.most_common()
    tie = bool(rest) and rest[0][1] == most
    return tie or counts[profile.fingerprint] < most


def _expects(division: str, standard: Standard) -> Message:
    lexicon, fingerprint = standard.lexicon, short(standard.fingerprint)
    if standard.word_count is None:  # a plan made before word counts were published
        return EXPECTS_UNCOUNTED(division=division, lexicon=lexicon, fingerprint=fingerprint)
    return EXPECTS(
        n=standard.word_count, division=division, lexicon=lexicon, fingerprint=fingerprint
    )


def _mark_deviations(cards: list[StationCard], groups: list[Group], schedule: Schedule) -> None:
    """Each station's records judged with another list than the standard of their time."""
    by_station = {c.station_id: c for c in cards if c.station_id}
    for g in sorted(groups, key=lambda g: (g.division, g.period, g.fingerprint)):
        standard = schedule.standard(g.division, g.period)
        card = by_station.get(g.station_id)
        if standard is None or card is None or standard.fingerprint == g.fingerprint:
            continue
        card.deviation_messages.append(
            DEVIATES(
                n=g.count,
                division=g.division,
                lexicon=g.lexicon or "?",
                fingerprint=short(g.fingerprint),
                source=standard.source,
                wanted=standard.lexicon,
                wanted_fingerprint=short(standard.fingerprint),
            )
        )


def _odd_one(
    card: StationCard, profile: ProfileCard, group: list[tuple[StationCard, ProfileCard]], what: str
) -> Message:
    """Which stations share this word list and which do not, so the odd one stands out."""
    stations = {c.station_id for c, _p in group}
    alike = {c.station_id for c, q in group if q.fingerprint == profile.fingerprint}
    different = sorted({c.name for c, q in group if q.fingerprint != profile.fingerprint})
    kinds = len({q.fingerprint for _c, q in group})
    return ODD_ONE(
        what=what,
        kinds=kinds,
        alike=len(alike),
        stations=len(stations),
        others=", ".join(different),
    )


@dataclass(frozen=True)
class PlanLine:
    """A plan of the watched event as the page states it: in force, to come (in how many
    minutes), superseded or ended; and which stations accepted it, refused it (why), or have
    not fetched it yet."""

    serial: int
    effective_from: datetime
    state: str  # "in force", "to come", "superseded", "ended"
    minutes: int  # to come: minutes until its instant (rounded up)
    stations: int
    accepted: tuple[str, ...]
    refused: tuple[tuple[str, str], ...]  # (station, reason)
    waiting: tuple[str, ...]


def plan_lines(
    schedule: Schedule,
    cards: Iterable[StationCard],
    answers: Mapping[str, Mapping[int, tuple[str, str]]],
    now: datetime,
) -> list[PlanLine]:
    """One line per plan of the event, newest first. ``answers``: per station id, per serial,
    ("accepted" | "refused", reason) from the stations' relayed records; a station's heartbeat
    also says the newest plan it holds. The stations counted are those of the event (a
    heartbeat naming another event is not) and the roster's."""
    plans = list(schedule.plans)
    if not plans:
        return []
    event = plans[-1].event
    stations = [c for c in cards if c.heard == "missing" or c.event is None or c.event == event]
    stations.sort(key=lambda c: natural_key(c.name))
    current = schedule.plan_at(schedule.period(format_utc(now)))
    lines = []
    for plan in reversed(plans):
        if plan.effective_from > now:
            state = "to come"
        elif current is not None and plan.serial == current.serial:
            state = "in force"
        elif plan.valid_until is not None and plan.valid_until <= now:
            state = "ended"
        else:
            state = "superseded"
        accepted: list[str] = []
        refused: list[tuple[str, str]] = []
        waiting: list[str] = []
        for card in stations:
            said = answers.get(card.station_id, {}).get(plan.serial) if card.station_id else None
            if (card.plan_serial or 0) >= plan.serial or (said and said[0] == "accepted"):
                accepted.append(card.name)
            elif said is not None:
                refused.append((card.name, said[1]))
            else:
                waiting.append(card.name)
        seconds = (plan.effective_from - now).total_seconds()
        lines.append(
            PlanLine(
                plan.serial,
                plan.effective_from,
                state,
                max(0, -int(-seconds // 60)),
                len(stations),
                tuple(accepted),
                tuple(refused),
                tuple(waiting),
            )
        )
    return lines
