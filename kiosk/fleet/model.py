"""The fleet view's values, and the rules that raise its alarms (pure: no SQL, no web).

A station is *online* while its newest heartbeat is younger than ``offline_after``
seconds. Its profiles are compared across the whole fleet: two stations judging
the same division, or using the same lexicon name, with different fingerprints
are a *mismatch* on every card involved; a division whose expected lexicon the
head director stored (``challenge-kiosk fleet expect``) flags every station that
judges it with another word list.

What the model says to people (an alarm, why a station waits, its chain, a heartbeat that
cannot be read) is a `Message` (`kiosk.fleet.words`), worded in the page's language; the
properties without ``_message`` (``alarms``, ``waiting``, ``chain``, ``problems``) are the
same in English.
"""

from __future__ import annotations

import json
from collections import defaultdict
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

# The modules that declare what stations say in their heartbeats' problems: once imported,
# `message_from_data` knows those sentences, and the page words them in its language.
import kiosk.audit.relay
import kiosk.lexicon_proof
import kiosk.runtime
import kiosk.station_heartbeat  # noqa: F401 (imported for the sentences they declare)
from kiosk.audit.heartbeat import ProfileBeat
from kiosk.audit.records import parse_utc
from kiosk.core.i18n import AND_THEN, QT_TRANSLATE_NOOP, Message, message_from_data
from kiosk.fleet.words import english

__all__ = [
    "Beat",
    "Expected",
    "ProfileCard",
    "StationCard",
    "beat_from_row",
    "build_cards",
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
    "Fleet", "mismatch: {division} expects {lexicon} ({fingerprint}, {count} words)"
)
ODD_ONE = QT_TRANSLATE_NOOP(
    "Fleet",
    "mismatch: {what} has {kinds} word lists; this one is at {alike} of {stations} stations "
    "(another at {others})",
)


def short(fingerprint: str | None) -> str:
    """The first 12 hex digits, as the stations show a fingerprint."""
    return (fingerprint or "")[:12]


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
    )


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
        """offline / busy / free / the screen (director, not ready)."""
        if not self.online:
            return "offline"
        if self.busy:
            return "busy"
        return "free" if self.screen == "ready" else self.screen

    @property
    def mismatch(self) -> bool:
        return any(p.alarm_messages for p in self.profiles)

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
) -> list[StationCard]:
    """One card per station, sorted by name, with the fleet's lexicon alarms on its profiles
    and its chain status (``chains``: newest signed head's record number, problems)."""
    cards = []
    for beat in beats:
        age = (now - beat.sent_at).total_seconds()
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
        cards.append(
            StationCard(
                beat.station_id,
                beat.station_name,
                age <= offline_after_s,
                max(0.0, age),
                beat.screen,
                beat.version,
                beat.relay_backlog,
                beat.last_adjudication_at,
                profiles,
                beat.problems,
            )
        )
    for card in cards:
        if chains and card.station_id in chains:
            seq, problems = chains[card.station_id]
            card.chain_ok = not problems
            card.chain_message = _joined(problems) if problems else SIGNED_UP_TO(seq=str(seq))
    cards.sort(key=lambda c: (c.name.casefold(), c.station_id))
    _raise_alarms(cards, expected)
    return cards


def _raise_alarms(cards: list[StationCard], expected: Mapping[str, Expected]) -> None:
    by_division: dict[str, set[str]] = defaultdict(set)
    by_name: dict[str, set[str]] = defaultdict(set)
    judged = [(c, p) for c in cards for p in c.profiles if p.fingerprint]
    for _card, p in judged:
        by_division[p.division].add(p.fingerprint)
        if p.lexicon:
            by_name[p.lexicon].add(p.fingerprint)
    for card, p in judged:
        division_alarm = len(by_division[p.division]) > 1
        if division_alarm:
            p.alarm_messages.append(
                _odd_one(
                    card, p, [(c, q) for c, q in judged if q.division == p.division], p.division
                )
            )
        if p.lexicon and len(by_name[p.lexicon]) > 1 and not division_alarm:
            same = [(c, q) for c, q in judged if q.lexicon == p.lexicon]
            p.alarm_messages.append(_odd_one(card, p, same, p.lexicon))
        want = expected.get(p.division)
        if want is not None and want.fingerprint != p.fingerprint:
            p.alarm_messages.append(
                EXPECTS(
                    division=p.division,
                    lexicon=want.lexicon_name,
                    fingerprint=short(want.fingerprint),
                    count=want.word_count,
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
