"""What the audit viewer's filters mean, without Qt: filter values -> an `AuditQuery`.

Dates are whole local days: "from" includes its day from midnight, "to"
includes its whole day (the query ends at the next midnight). Profile and
verdict only match adjudications, so choosing either leaves events out.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from datetime import date, datetime, time, timedelta, tzinfo
from typing import Any

from kiosk.audit.records import AuditQuery, AuditRecord, EventKind

__all__ = ["KINDS", "VERDICTS", "AuditFilters", "filter_choices", "newest_first"]

KINDS = ("all", "adjudications", "events")
VERDICTS = ("any", "acceptable", "unacceptable")
_EVENT_KINDS = tuple(k for k in EventKind if k is not EventKind.ADJUDICATION)


@dataclass(frozen=True)
class AuditFilters:
    """The viewer's filter values. ``lexicon`` is a lexicon name or a fingerprint (prefix);
    ``station`` a station id or name; ``text`` words the challenger typed."""

    date_from: date | None = None
    date_to: date | None = None
    profile: str | None = None
    lexicon: str | None = None
    verdict: str = "any"
    flagged_only: bool = False
    kind: str = "all"
    station: str | None = None
    text: str | None = None

    def __post_init__(self) -> None:
        if self.verdict not in VERDICTS:
            raise ValueError(f"verdict must be one of {VERDICTS}, not {self.verdict!r}")
        if self.kind not in KINDS:
            raise ValueError(f"kind must be one of {KINDS}, not {self.kind!r}")

    def query(self, zone: tzinfo | None = None) -> AuditQuery:
        """The store query for these filters; dates are local days in ``zone``
        (this machine's local time zone by default)."""

        def midnight(day: date) -> datetime:
            moment = datetime.combine(day, time())
            return moment.replace(tzinfo=zone) if zone is not None else moment.astimezone()

        kinds: tuple[EventKind, ...] = ()
        if self.kind == "adjudications":
            kinds = (EventKind.ADJUDICATION,)
        elif self.kind == "events":
            kinds = _EVENT_KINDS
        return AuditQuery(
            since=midnight(self.date_from) if self.date_from else None,
            until=midnight(self.date_to + timedelta(days=1)) if self.date_to else None,
            profile=self.profile or None,
            lexicon=self.lexicon or None,
            verdict=None if self.verdict == "any" else self.verdict.upper(),
            flagged_only=self.flagged_only,
            kinds=kinds,
            station=self.station or None,
            text=(self.text or "").strip() or None,
        )

    def describe(self) -> dict[str, Any]:
        """The filters that narrow the result, as JSON values (for the export event)."""
        values: dict[str, Any] = {
            "from": self.date_from.isoformat() if self.date_from else None,
            "to": self.date_to.isoformat() if self.date_to else None,
            "profile": self.profile,
            "lexicon": self.lexicon,
            "verdict": None if self.verdict == "any" else self.verdict,
            "flagged_only": self.flagged_only or None,
            "kind": None if self.kind == "all" else self.kind,
            "station": self.station,
            "text": (self.text or "").strip() or None,
        }
        return {k: v for k, v in values.items() if v}


def filter_choices(
    records: Iterable[AuditRecord],
) -> tuple[list[str], list[tuple[str, str]]]:
    """The profiles, and the lexicons as (label, fingerprint), seen in ``records`` (sorted)."""
    profiles: set[str] = set()
    lexicons: dict[str, str] = {}
    for record in records:
        if record.profile:
            profiles.add(record.profile)
        if record.lexicon_fingerprint:
            lexicons[record.lexicon_fingerprint] = (
                f"{record.lexicon_name or '?'} · {record.lexicon_fingerprint[:8]}"
            )
    return sorted(profiles), sorted((label, fp) for fp, label in lexicons.items())


def newest_first(records: Iterable[AuditRecord]) -> list[AuditRecord]:
    return sorted(records, key=lambda r: (r.recorded_at, r.station_id, r.seq), reverse=True)
