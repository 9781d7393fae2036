"""Audit records as values: what is stored, how it is serialised and hashed.

Everything here is pure: building a record body from an adjudication or a
station event, the canonical JSON text of a body, the chain hash, the filter
columns derived from a body, and the split-lookup rule. The store
(`kiosk.audit.store`) only adds the clock, the sequence number and the disk.

A record's *body* is a JSON object holding every field of the record (ids,
sequence number, timestamps, and what happened). It is stored as canonical
text (``sort_keys``, no ASCII escaping, no spaces) and the chain hash is taken
over exactly that stored text::

    hash = sha256(prev_hash + "\\n" + body_text)   (UTF-8, hex digest)

with ``prev_hash`` the hash of the station's previous record, or 64 zeros for
its first record.
"""

from __future__ import annotations

import enum
import hashlib
import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

from kiosk.core.adjudication import Adjudication
from kiosk.core.rules import Consequence

__all__ = [
    "BODY_FORMAT",
    "GENESIS_HASH",
    "AuditQuery",
    "AuditRecord",
    "EventKind",
    "adjudication_payload",
    "canonical_json",
    "chain_hash",
    "event_payload",
    "filter_columns",
    "filter_values",
    "format_utc",
    "parse_utc",
    "utc_offset_minutes",
]

BODY_FORMAT = 1
GENESIS_HASH = "0" * 64


class EventKind(enum.Enum):
    """What a record is about. The value is what is stored."""

    ADJUDICATION = "adjudication"
    KIOSK_STARTED = "kiosk-started"
    KIOSK_STOPPED = "kiosk-stopped"
    # at a start: the previous session has no stop record (killed, power lost, crashed)
    UNCLEAN_STOP = "unclean-stop"
    DIRECTOR_LOGIN_SUCCEEDED = "director-login-succeeded"
    DIRECTOR_LOGIN_FAILED = "director-login-failed"
    DIRECTOR_LOGOUT = "director-logout"
    LEXICON_SWITCHED = "lexicon-switched"
    LEXICON_INSTALLED = "lexicon-installed"
    LEXICON_REMOVED = "lexicon-removed"
    LEXICON_REFUSED = "lexicon-refused"  # a file offered for install failed its checks
    RULE_CHANGED = "rule-changed"
    PROFILE_CHANGED = "profile-changed"
    SETTINGS_CHANGED = "settings-changed"
    EXPORT_MADE = "export-made"
    AUDIT_VERIFIED = "audit-verified"
    KIOSK_EXIT = "kiosk-exit"
    ANNOTATION = "annotation"
    SELF_TEST = "self-test"
    LOG_MIGRATED = "log-migrated"
    PERMISSIONS_REPAIRED = "permissions-repaired"
    UNRECORDED_ACKNOWLEDGED = "unrecorded-acknowledged"
    UNRECORDED_IMPORTED = "unrecorded-imported"
    UNEXPECTED_ERROR = "unexpected-error"
    ENTRY_WITHDRAWN = "entry-withdrawn"
    DIVISION_LEFT = "division-left"  # Esc with nothing typed: back to the division chooser
    EVENT_JOINED = "event-joined"  # the station pinned an event's key
    EVENT_PLAN_ACCEPTED = "event-plan-accepted"
    EVENT_PLAN_REFUSED = "event-plan-refused"  # unsigned, another key, replayed, expired ...
    EVENT_PLAN_APPLIED = "event-plan-applied"  # the station judges as this plan says, from now
    SPLIT_WARNING_DECLINED = "split-warning-declined"
    WORD_JUDGE_CALLED = "word-judge-called"  # a player asked for a human word judge
    WORD_JUDGE_ARRIVED = "word-judge-arrived"
    WORD_JUDGE_ACKNOWLEDGED = "word-judge-acknowledged"  # a director answered the call
    RULING = "ruling"
    CENTRAL_DIVERGED = "central-diverged"


def canonical_json(body: Mapping[str, Any]) -> str:
    """The one text form of a body; raises TypeError for values JSON cannot hold."""
    return json.dumps(
        body, sort_keys=True, ensure_ascii=False, separators=(",", ":"), allow_nan=False
    )


def chain_hash(prev_hash: str, body_text: str) -> str:
    """sha256 over the previous hash, a newline and the exact stored body text."""
    return hashlib.sha256(f"{prev_hash}\n{body_text}".encode()).hexdigest()


def format_utc(moment: datetime) -> str:
    """ISO 8601 in UTC with microseconds and a 'Z': sorts as text in time order."""
    if moment.tzinfo is None:
        raise ValueError("audit timestamps must be timezone-aware")
    return moment.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%S.%fZ")


def parse_utc(text: str) -> datetime:
    """The aware UTC datetime of a stored timestamp."""
    return datetime.strptime(text, "%Y-%m-%dT%H:%M:%S.%fZ").replace(tzinfo=UTC)


def utc_offset_minutes(moment: datetime) -> int:
    """The local UTC offset (minutes east of UTC) at ``moment`` on this machine."""
    offset = moment.astimezone().utcoffset()
    return int(offset.total_seconds() // 60) if offset is not None else 0


def _consequence_dict(consequence: Consequence) -> dict[str, Any]:
    return {
        "play_stands": consequence.play_stands,
        "loses_turn": consequence.loses_turn.value if consequence.loses_turn else None,
        "points_to_challenged": consequence.points_to_challenged,
        "sentence": consequence.sentence,
    }


def _judgement(adj: Adjudication) -> dict[str, Any]:
    return {
        "lexicon": {"name": adj.lexicon_name, "fingerprint": adj.lexicon_fingerprint},
        "rule": adj.rule_id,
        "verdict": adj.verdict.value,
        "word_results": [{"key": r.key, "acceptable": r.acceptable} for r in adj.word_results],
        "consequence": _consequence_dict(adj.consequence),
    }


def adjudication_payload(
    adj: Adjudication,
    *,
    profile: str,
    source: str,
    re_adjudication_of: str | None,
    second_opinion: Adjudication | None,
    table: int | None = None,
    declared_count: int | None = None,
    split_warning: Mapping[str, Any] | None = None,
    station_state: Mapping[str, Any] | None = None,
    game: Mapping[str, Any] | None = None,
) -> dict[str, Any]:
    """The adjudication part of a body: what was typed, judged on what, with what result.

    ``table`` (null when the division does not ask), ``declared_count`` (the
    players' "how many words?"), ``final_play`` (the out play: no penalty) and
    ``split_warning`` (the players saw the split-lookup warning and judged
    anyway: the earlier record it named) are part of every adjudication.
    ``station_state``: what the station adds when it knew it as the judge key was pressed:
    ``list_changed_while_typed`` (``from``, ``to``: each list's ``name`` and
    ``fingerprint``), ``contact`` (``since``, ``offline``: the head director's server last
    reached) and ``clock_offset_s`` (the central clock's offset from the station's).
    """
    payload: dict[str, Any] = {
        "source": source,
        "profile": profile,
        "table": table,
        "declared_count": declared_count,
        "final_play": adj.final_play,
        "split_warning": dict(split_warning) if split_warning is not None else None,
        "typed": adj.play.text,
        "words": [{"typed": w.typed, "tiles": list(w.tiles), "key": w.key} for w in adj.play.words],
        "repeated": list(adj.play.repeated),
        "re_adjudication_of": re_adjudication_of,
        "second_opinion": _judgement(second_opinion) if second_opinion is not None else None,
    }
    payload.update(_judgement(adj))
    payload.update(station_state or {})
    if game is not None:
        payload["game"] = dict(game)  # the game at the table, from the pairings feed
    return payload


def event_payload(details: Mapping[str, Any]) -> dict[str, Any]:
    """The event-specific part of a body: the details as given (must be JSON values)."""
    payload = {"details": dict(details)}
    canonical_json(payload)  # fail here, before any transaction, on values JSON cannot hold
    return payload


# The filter columns stored next to the body. Each is derived from the body by
# `filter_columns`, so verify can tell a column edited on its own.
FILTER_COLUMNS = (
    "event_id",
    "station_id",
    "station_name",
    "seq",
    "kind",
    "recorded_at",
    "utc_offset_minutes",
    "profile",
    "lexicon_name",
    "lexicon_fingerprint",
    "rule",
    "verdict",
    "flagged",
    "refers_to",
    "source",
)


def filter_values(body: Mapping[str, Any]) -> tuple[Any, ...]:
    """The denormalised column values a body implies, in `FILTER_COLUMNS` order
    (KeyError/TypeError/AttributeError if the body is malformed)."""
    get = body.get
    lexicon = get("lexicon") or {}
    flags = get("flags") or {}
    return (
        body["event_id"],
        body["station_id"],
        get("station_name", ""),
        body["seq"],
        body["kind"],
        body["recorded_at"],
        body["utc_offset_minutes"],
        get("profile"),
        lexicon.get("name"),
        lexicon.get("fingerprint"),
        get("rule"),
        get("verdict"),
        any(flags.values()),  # any flag set (verify calls this for every record)
        get("refers_to"),
        get("source"),
    )


def filter_columns(body: Mapping[str, Any]) -> dict[str, Any]:
    """The denormalised column values a body implies, by column name."""
    return dict(zip(FILTER_COLUMNS, filter_values(body), strict=True))


@dataclass(frozen=True)
class AuditRecord:
    """One stored record, as read back (``body`` is parsed from the stored text)."""

    event_id: str
    station_id: str
    seq: int
    kind: EventKind
    recorded_at: datetime
    utc_offset_minutes: int
    body: dict[str, Any] = field(repr=False)
    flags: dict[str, bool]
    refers_to: str | None
    hash: str
    prev_hash: str

    @classmethod
    def from_body(cls, body_text: str, hash_: str, prev_hash: str) -> AuditRecord:
        body = json.loads(body_text)
        return cls(
            event_id=body["event_id"],
            station_id=body["station_id"],
            seq=body["seq"],
            kind=EventKind(body["kind"]),
            recorded_at=parse_utc(body["recorded_at"]),
            utc_offset_minutes=body["utc_offset_minutes"],
            body=body,
            flags=dict(body.get("flags") or {}),
            refers_to=body.get("refers_to"),
            hash=hash_,
            prev_hash=prev_hash,
        )

    @property
    def station_name(self) -> str:
        return str(self.body.get("station_name", ""))

    @property
    def is_adjudication(self) -> bool:
        return self.kind is EventKind.ADJUDICATION

    @property
    def verdict(self) -> str | None:
        """'ACCEPTABLE' or 'UNACCEPTABLE' for adjudications, else None."""
        return self.body.get("verdict")

    @property
    def typed(self) -> str | None:
        """The text exactly as the challenger typed it."""
        return self.body.get("typed")

    @property
    def words(self) -> tuple[str, ...]:
        """The normalised words (lexicon keys) judged."""
        return tuple(w["key"] for w in self.body.get("words") or ())

    @property
    def lexicon_name(self) -> str | None:
        return (self.body.get("lexicon") or {}).get("name")

    @property
    def lexicon_fingerprint(self) -> str | None:
        return (self.body.get("lexicon") or {}).get("fingerprint")

    @property
    def rule(self) -> str | None:
        return self.body.get("rule")

    @property
    def profile(self) -> str | None:
        return self.body.get("profile")

    @property
    def source(self) -> str | None:
        return self.body.get("source")

    @property
    def possible_split_lookup(self) -> bool:
        return bool(self.flags.get("possible_split_lookup"))

    @property
    def receipt(self) -> str | None:
        """The code written on the challenge slip (adjudications only)."""
        return self.body.get("receipt")

    @property
    def table(self) -> int | None:
        return self.body.get("table")

    @property
    def final_play(self) -> bool:
        return bool(self.body.get("final_play"))

    @property
    def split_lookup_of(self) -> dict[str, Any] | None:
        """The earlier record this one may split from: receipt, seq, seconds before."""
        value = self.body.get("split_lookup_of")
        return dict(value) if isinstance(value, dict) else None

    @property
    def details(self) -> dict[str, Any]:
        """An event's details (empty for adjudications)."""
        return dict(self.body.get("details") or {})


@dataclass(frozen=True)
class AuditQuery:
    """Which records to read. Every field narrows the result; the default reads all.

    ``since`` is inclusive and ``until`` exclusive (aware datetimes);
    ``lexicon`` matches a lexicon name exactly or a fingerprint by prefix;
    ``verdict`` is 'ACCEPTABLE' or 'UNACCEPTABLE' (any case); ``station``
    matches a station id or name exactly; ``text`` keeps the adjudications
    whose typed text contains every word of it (case-insensitive, ``%`` and
    ``_`` are plain characters).
    """

    since: datetime | None = None
    until: datetime | None = None
    station: str | None = None
    profile: str | None = None
    lexicon: str | None = None
    verdict: str | None = None
    flagged_only: bool = False
    kinds: tuple[EventKind, ...] = ()
    text: str | None = None
