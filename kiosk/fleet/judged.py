"""What the stations judged with, read from the records themselves (SELECT only).

`JudgedTally` counts the adjudications per station, division, fingerprint and plan period,
and per hour, division and station name for the page's chart (`hour_counts`: the hours of
the last half day). It reads them once from the indexes ``ix_audit_fleet_judged``
(migration 0009) and ``ix_audit_kind_time`` (aggregates, never the records' text), then
only the records added since (by id, with a short look back for rows whose transaction
committed late): at a million records a refresh costs what the new records cost. A station
that judges without sending a heartbeat is known from its records; its last record says
when it last spoke and what.
"""

from __future__ import annotations

from collections import Counter, deque
from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import Any

from sqlalchemy import Connection, case, func, literal, select

from kiosk.audit.models import AuditRow
from kiosk.audit.records import EventKind, format_utc
from kiosk.fleet.schedule import Schedule, Standard

__all__ = ["Group", "JudgedTally", "StationRecords"]

ADJUDICATION = EventKind.ADJUDICATION.value
LOOK_BACK = 200  # ids: a row committed after a higher id is still read
BATCH = 50_000
HOURS = 12  # the hours of the page's chart (`kiosk.fleet.stats.hourly_stats`)


@dataclass
class Group:
    """Adjudications of one station in one division with one word list in one period."""

    station_id: str
    division: str
    fingerprint: str
    period: int
    count: int = 0
    last_at: str = ""
    lexicon: str | None = None


@dataclass
class StationRecords:
    """A station as its records show it."""

    station_id: str
    name: str = ""
    last_id: int = 0
    last_kind: str = ""
    last_at: str = ""
    adjudications: int = 0


@dataclass
class JudgedTally:
    """See the module docstring. Not thread-safe: the page's refresher owns one."""

    groups: dict[tuple[str, str, str, int], Group] = field(default_factory=dict)
    stations: dict[str, StationRecords] = field(default_factory=dict)
    # (UTC hour "YYYY-MM-DDTHH", division, station name) -> adjudications, since the load
    hours: Counter[tuple[str, str, str]] = field(default_factory=Counter)
    after_id: int = 0
    schedule_key: Any = None
    _recent: deque[int] = field(default_factory=lambda: deque(maxlen=4 * LOOK_BACK))

    offsets: dict[str, float] = field(default_factory=dict)

    def refresh(
        self,
        conn: Connection,
        schedule: Schedule,
        now: datetime | None = None,
        offsets: Mapping[str, float] | None = None,
    ) -> None:
        """Read what changed (everything again when the plans, expectations or the stations'
        clock offsets changed); ``now``: the page's clock, from which the chart's hours are
        read at a load. ``offsets``: per station, how far the central server's clock is ahead
        of its own (seconds): its records are placed in the plans' periods on the central
        clock."""
        offsets = dict(offsets or {})
        key = (schedule.key, tuple(sorted(offsets.items())))
        if key != self.schedule_key:
            self.offsets = offsets
            self._load(conn, schedule, now)
            self.schedule_key = key
        else:
            self._add_new(conn, schedule)

    def hour_counts(self, now: datetime) -> list[tuple[str, str, str, int]]:
        """(UTC hour, division or "?", station name, adjudications) of the last `HOURS`
        hours before ``now``'s hour, as `kiosk.fleet.reader.FleetReader.counts` reads them."""
        since = _since(now)[:13]
        for old in [k for k in self.hours if k[0] < since]:
            del self.hours[old]
        return [(h, d or "?", name, n) for (h, d, name), n in self.hours.items()]

    def _hour(self, recorded_at: str, station_id: str) -> str:
        """The chart's hour ("YYYY-MM-DDTHH", UTC) of a record on the central clock: its
        station's time plus that station's measured offset."""
        offset = self.offsets.get(station_id, 0.0)
        if not offset:
            return recorded_at[:13]
        try:
            moment = datetime.strptime(recorded_at[:16], "%Y-%m-%dT%H:%M").replace(tzinfo=UTC)
        except ValueError:
            return recorded_at[:13]
        return (moment + timedelta(seconds=offset)).strftime("%Y-%m-%dT%H")

    def _load(self, conn: Connection, schedule: Schedule, now: datetime | None) -> None:
        self.groups.clear()
        self.stations.clear()
        self.hours.clear()
        self._recent.clear()
        if conn.dialect.name == "postgresql":  # one snapshot for the aggregate and the top id
            conn.exec_driver_sql("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ")
            # read once per plan change, on the refresher's thread: more than the page's 5 s
            conn.exec_driver_sql("SET LOCAL statement_timeout = '120s'")
        self.after_id = int(conn.execute(select(func.max(AuditRow.id))).scalar() or 0)
        at = AuditRow.recorded_at
        period: Any = literal(0)
        if schedule.bounds:

            def cut(bounds: tuple[str, ...]) -> Any:
                return case(
                    *((at < bound, index) for index, bound in enumerate(bounds)),
                    else_=len(bounds),
                )

            period = cut(schedule.bounds)
            shifted = [
                (AuditRow.station_id == station, cut(schedule.shifted_bounds(offset)))
                for station, offset in sorted(self.offsets.items())
            ]
            if shifted:  # a station whose clock is off: its own times against the instants
                period = case(*shifted, else_=period)
        stmt = (
            select(
                AuditRow.station_id,
                AuditRow.profile,
                AuditRow.lexicon_fingerprint,
                period,
                func.count(),
                func.max(at),
            )
            .where(AuditRow.kind == ADJUDICATION)
            .group_by(AuditRow.station_id, AuditRow.profile, AuditRow.lexicon_fingerprint, period)
        )
        for station, division, fingerprint, index, count, last in conn.execute(stmt):
            key = (station, division or "", fingerprint or "", int(index))
            self.groups[key] = Group(*key, count=int(count), last_at=last or "")
        for station_id in self._station_ids(conn):
            row = conn.execute(
                select(AuditRow.id, AuditRow.station_name, AuditRow.kind, AuditRow.recorded_at)
                .where(AuditRow.station_id == station_id)
                .order_by(AuditRow.seq.desc())
                .limit(1)
            ).first()
            if row is not None:
                row_id, name, kind, last_at = row
                self.stations[station_id] = StationRecords(station_id, name, row_id, kind, last_at)
        for group in self.groups.values():
            if group.station_id in self.stations:
                self.stations[group.station_id].adjudications += group.count
        # by the minute and station: each station's minutes are placed on the central clock
        # (its measured offset) before they are counted in the chart's hours
        minute = func.substr(at, 1, 16)
        counted = (
            select(
                minute, AuditRow.station_id, AuditRow.profile, AuditRow.station_name, func.count()
            )
            .where(
                AuditRow.kind == ADJUDICATION,
                at >= _since(now or datetime.now().astimezone()),
                AuditRow.id <= self.after_id,
            )
            .group_by(minute, AuditRow.station_id, AuditRow.profile, AuditRow.station_name)
        )
        for m, station, division, name, count in conn.execute(counted):
            self.hours[(self._hour(m, station), division or "", name or "")] += int(count)
        # the ids the next reads look back over were counted here already
        window = select(AuditRow.id).where(AuditRow.id > self.after_id - LOOK_BACK)
        self._recent.extend(conn.execute(window.order_by(AuditRow.id)).scalars())
        self._name_lists(conn)

    def _station_ids(self, conn: Connection) -> list[str]:
        if conn.dialect.name != "postgresql":
            return list(conn.execute(select(AuditRow.station_id).distinct()).scalars())
        # a skip scan of ux_audit_station_seq: one step per station, not per record
        sql = (
            "WITH RECURSIVE s AS (SELECT min(station_id) AS id FROM audit_records "
            "UNION ALL SELECT (SELECT min(station_id) FROM audit_records WHERE station_id > s.id)"
            " FROM s WHERE s.id IS NOT NULL) SELECT id FROM s WHERE id IS NOT NULL"
        )
        return [r[0] for r in conn.exec_driver_sql(sql)]

    def _name_lists(self, conn: Connection) -> None:
        """The lexicon name each (division, fingerprint) was recorded under (one row each)."""
        pairs = {(g.division, g.fingerprint) for g in self.groups.values() if g.lexicon is None}
        names: dict[tuple[str, str], str | None] = {}
        for division, fingerprint in pairs:
            names[(division, fingerprint)] = conn.execute(
                select(AuditRow.lexicon_name)
                .where(
                    AuditRow.kind == ADJUDICATION,
                    AuditRow.profile == division,
                    AuditRow.lexicon_fingerprint == fingerprint,
                )
                .limit(1)
            ).scalar()
        for group in self.groups.values():
            if group.lexicon is None:
                group.lexicon = names.get((group.division, group.fingerprint))

    def _add_new(self, conn: Connection, schedule: Schedule) -> None:
        stmt = (
            select(
                AuditRow.id,
                AuditRow.station_id,
                AuditRow.station_name,
                AuditRow.kind,
                AuditRow.profile,
                AuditRow.lexicon_name,
                AuditRow.lexicon_fingerprint,
                AuditRow.recorded_at,
            )
            .where(AuditRow.id > max(0, self.after_id - LOOK_BACK))
            .order_by(AuditRow.id)
            .limit(BATCH)
        )
        seen = set(self._recent)
        for row_id, station, name, kind, division, lexicon, fingerprint, at in conn.execute(stmt):
            if row_id <= self.after_id and row_id in seen:
                continue
            self._recent.append(row_id)
            self.after_id = max(self.after_id, row_id)
            known = self.stations.setdefault(station, StationRecords(station))
            if row_id > known.last_id:
                known.name, known.last_id, known.last_kind, known.last_at = name, row_id, kind, at
            if kind != ADJUDICATION:
                continue
            known.adjudications += 1
            self.hours[(self._hour(str(at), station), division or "", name or "")] += 1
            period = schedule.period(at, self.offsets.get(station, 0.0))
            key = (station, division or "", fingerprint or "", period)
            group = self.groups.setdefault(key, Group(*key))
            group.count += 1
            group.last_at = max(group.last_at, at)
            group.lexicon = group.lexicon or lexicon

    def superseded(self, schedule: Schedule) -> list[tuple[Group, Standard]]:
        """The groups judged after a plan's instant with a list an earlier period's standard
        named for their division (a list the plan superseded), each with its standard."""
        found = []
        for group, standard in self.deviating(schedule):
            earlier = {
                s.fingerprint
                for p in range(group.period)
                if (s := schedule.standard(group.division, p)) is not None
            }
            if group.period > 0 and group.fingerprint in earlier:
                found.append((group, standard))
        return found

    def deviating(self, schedule: Schedule) -> list[tuple[Group, Standard]]:
        """Every group judged with another word list than the standard of its period."""
        found = []
        for group in self.groups.values():
            standard = schedule.standard(group.division, group.period)
            if standard is not None and standard.fingerprint != group.fingerprint:
                found.append((group, standard))
        return found


def _since(now: datetime) -> str:
    """The first moment the chart counts: `HOURS` hours before ``now``'s hour (UTC text)."""
    return format_utc(now.replace(minute=0, second=0, microsecond=0) - timedelta(hours=HOURS))
