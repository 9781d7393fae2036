"""Reading the central log for the fleet view: SELECT statements only.

`read_only_engine` opens every PostgreSQL session with
``default_transaction_read_only=on`` (on top of the read-only role the docs
describe), so nothing here could write even by mistake. Heartbeats are read
incrementally (only rows newer than the last one seen); the other reads are
small by construction: the newest flagged items through a partial index, the
newest adjudications through the primary key, counts per hour from an index.

Each heartbeat is checked against the key the central copy pinned for its station (its
first signed chain head): one that does not verify is kept aside as forged (`forged`) and
never becomes the station's state; its age is measured on the server's clock
(``received_at``, `server_now`). The published plans (`plans`) are read when a new one
arrives: per event, the key of its first validly signed plan is pinned, and only plans
signed with it count.

A record's line says what it is in a `Message` (`Item.label_message`, `Item.detail_message`),
worded in the page's language (`kiosk.fleet.words`); ``label`` and ``detail`` are the English.
"""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, replace
from datetime import datetime, timedelta
from typing import Any

from sqlalchemy import (
    BigInteger,
    Engine,
    String,
    and_,
    bindparam,
    column,
    create_engine,
    func,
    inspect,
    literal_column,
    or_,
    select,
    table,
    text,
)
from sqlalchemy.exc import NoSuchTableError, OperationalError, ProgrammingError

from kiosk.audit.central import check_head_rows
from kiosk.audit.heartbeat import heartbeat_verifies
from kiosk.audit.models import AuditRow, ExpectedLexiconRow, HeartbeatRow, StationHeadRow
from kiosk.audit.paging import conditions, search_words
from kiosk.audit.records import AuditQuery, EventKind, format_utc, parse_utc
from kiosk.audit.words import kind_words
from kiosk.core.i18n import QT_TRANSLATE_NOOP, Message
from kiosk.core.plan import EventPlan
from kiosk.core.receipts import parse_receipt
from kiosk.core.rulings import ruling_label, ruling_summary
from kiosk.fleet.disputes import Conflict, Dispute, find_conflicts, read_disputes
from kiosk.fleet.games import GAME_MATCHED, GameIndex, GameOf, game_of, joined_game, with_game
from kiosk.fleet.judged import LOOK_BACK, Group, JudgedTally
from kiosk.fleet.model import FORGED, Beat, Expected, beat_from_row, natural_key
from kiosk.fleet.schedule import Schedule, central_time
from kiosk.fleet.words import english

__all__ = [
    "CALL_KINDS",
    "FLAG_WHERE",
    "Call",
    "FleetReader",
    "Item",
    "NeedsRuling",
    "read_only_engine",
]

# Matches the partial index ix_audit_fleet_flags (migration 0004) word for word.
FLAG_WHERE = "flagged OR kind IN ('central-diverged', 'ruling', 'annotation')"
# With clock jumps (marked by the server on receipt): ix_audit_fleet_flagged (migration 0008).
CENTRAL_FLAG_WHERE = "flagged OR clock_jump OR kind IN ('central-diverged', 'ruling', 'annotation')"
TIMEOUT_S = 5
JUMP_S = 300  # migration 0008: a record dated this far after its arrival is a clock jump
COUNT_CAP = 1000  # a search counts its matches up to here ("more than 1,000")
COUNT_TIMEOUT_MS = 300  # and gives the count up rather than wait longer
# migration 0010: (word, record id) of every adjudication, btree (word, record_id DESC)
_WORDS = table("audit_words", column("word", String), column("record_id", BigInteger))
_ITEM_COLUMNS = (AuditRow.id, AuditRow.station_id, AuditRow.station_name, AuditRow.body)
# As kiosk.audit.central.check_head_rows takes them.
_HEAD_COLUMNS = (
    *(getattr(StationHeadRow, c) for c in ("id", "station_id", "seq", "hash", "signed_at")),
    StationHeadRow.public_key,
    StationHeadRow.signature,
    AuditRow.hash,
)

# A call for a word judge, and what ends it: the station's own answer or arrival, or a
# restart (the call screen is gone). Calls older than CALLS_HOURS are not read.
CALL_KINDS = (
    EventKind.WORD_JUDGE_CALLED.value,
    EventKind.WORD_JUDGE_ACKNOWLEDGED.value,
    EventKind.WORD_JUDGE_ARRIVED.value,
    EventKind.KIOSK_STARTED.value,
)
CALLS_HOURS = 12
RULINGS_SHOWN = 200  # adjudications listed as needing a ruling, at most

UNREADABLE_RECORD = QT_TRANSLATE_NOOP("Fleet", "unreadable record")
LATE_RECORD = QT_TRANSLATE_NOOP("Fleet", "NOT RECORDED at the time (added later)")
SPLIT_LOOKUP = QT_TRANSLATE_NOOP("Fleet", "possible split lookup")
RULING = QT_TRANSLATE_NOOP("Fleet", "ruling: {title}")
EARLIER = QT_TRANSLATE_NOOP("Fleet", "earlier: {receipt}")
EARLIER_BY = QT_TRANSLATE_NOOP("Fleet", "earlier: {receipt}, {seconds} s before")
SEQ = QT_TRANSLATE_NOOP("Fleet", "seq {seq}")
SUMMARY_NOTE = QT_TRANSLATE_NOOP("Fleet", "{summary}. {note}")
CLOCK_JUMP = QT_TRANSLATE_NOOP("Fleet", "clock jump: {what}")
GAME_JOINED = QT_TRANSLATE_NOOP("Fleet", "game joined after the event")
GAMES_WINDOW = 10_000  # record ids read per call of `FleetReader.games` (a refresh)


def read_only_engine(url: str) -> Engine:
    """An engine whose sessions cannot write (PostgreSQL) and give up after a few seconds."""
    if not url.startswith("postgresql"):  # a station's SQLite file (tests)
        return create_engine(url, connect_args={"timeout": TIMEOUT_S})
    connect_args: dict[str, Any] = {
        "connect_timeout": TIMEOUT_S,
        "options": f"-c default_transaction_read_only=on -c statement_timeout={TIMEOUT_S * 1000}",
    }
    return create_engine(url, pool_size=4, pool_pre_ping=True, connect_args=connect_args)


@dataclass(frozen=True)
class Item:
    """One record as a line of the page: what it is and where it came from."""

    id: int
    station: str
    recorded_at: datetime | None
    kind: str
    label_message: Message | str
    receipt: str | None = None
    division: str | None = None
    typed: str | None = None
    verdict: str | None = None
    detail_message: Message | str = ""  # a record's own details are its (data) text
    station_id: str = ""
    placed_s: float = 0.0  # the clock offset its time was placed on the central clock with
    game: GameOf | None = None  # its game: recorded, or joined after the event
    event_id: str = ""

    @property
    def game_message(self) -> Message | None:
        """ "Round 8 · Table 14 · John Smith v Mary Jones" (None: no game known)."""
        return self.game.label_message if self.game is not None else None

    @property
    def label(self) -> str:
        return english(self.label_message)

    @property
    def detail(self) -> str:
        return english(self.detail_message)


@dataclass(frozen=True)
class NeedsRuling:
    """An adjudication judged after a plan's instant with a list the plan superseded."""

    item: Item
    division: str
    table: int | None
    at: datetime | None  # on the central clock
    lexicon: str  # the list it was judged with
    wanted: str  # the list the plan put in force
    source: str  # "plan 2"


@dataclass(frozen=True)
class Call:
    """A player's call for a word judge nobody has answered yet, as the page's banner shows it."""

    event_id: str
    station_id: str
    station: str
    seq: int
    recorded_at: datetime | None
    division: str | None
    table: int | None


def open_calls(rows: list[tuple[str, str, int, str, str, str]], answered: set[str]) -> list[Call]:
    """The calls still open among ``rows`` (station id, name, seq, event id, kind, body; in
    the order recorded): a call ends with a later answer, arrival or restart of its
    station, or an acknowledgement on the page (``answered``: event ids). Oldest first."""
    open_: dict[str, Call] = {}
    for station_id, name, seq, event_id, kind, body_text in rows:
        current = open_.get(station_id)
        if current is not None and seq > current.seq:
            del open_[station_id]  # whatever came after the call ends it
        if kind != EventKind.WORD_JUDGE_CALLED.value or event_id in answered:
            continue
        try:
            body = json.loads(body_text)
            details = body.get("details") or {}
            recorded = parse_utc(body.get("recorded_at", ""))
        except (ValueError, TypeError, AttributeError):
            details, recorded = {}, None
        table = details.get("table") if isinstance(details, dict) else None
        division = details.get("profile") if isinstance(details, dict) else None
        open_[station_id] = Call(
            event_id,
            station_id,
            name or station_id,
            seq,
            recorded,
            _str(division),
            table if isinstance(table, int) and not isinstance(table, bool) else None,
        )
    return sorted(
        open_.values(), key=lambda c: (c.recorded_at is None, c.recorded_at, c.station, c.seq)
    )


def item_from(row_id: int, station_id: str, station_name: str, body_text: str) -> Item:
    """A line for any record, even one whose body cannot be read (labelled as such)."""
    station = station_name or station_id
    try:
        body = json.loads(body_text)
        if not isinstance(body, dict):
            raise ValueError("not an object")
        recorded = parse_utc(body.get("recorded_at", ""))
    except (ValueError, TypeError):
        return Item(row_id, station, None, "?", UNREADABLE_RECORD(), station_id=station_id)
    kind = str(body.get("kind", "?"))
    flags = body.get("flags") or {}
    details = body.get("details") or {}
    label: Message | str = kind_words(kind)
    detail: Message | str = ""
    game = game_of(body.get("game"))
    joined = joined_game(body) if kind == EventKind.ANNOTATION.value else None
    if joined is not None:
        game = joined[1]
    if kind == EventKind.ADJUDICATION.value:
        split = body.get("split_lookup_of")
        if isinstance(flags, dict) and flags.get("late_record"):
            label = LATE_RECORD()
        elif isinstance(split, dict):
            label = SPLIT_LOOKUP()
            seconds = split.get("seconds_before", split.get("seconds_since", ""))
            receipt = split.get("receipt")
            earlier = str(receipt) if receipt else SEQ(seq=str(split.get("seq")))
            if seconds != "":
                detail = EARLIER_BY(receipt=earlier, seconds=str(seconds))
            else:
                detail = EARLIER(receipt=earlier)
    elif joined is not None:
        label = GAME_JOINED()
        detail = str(details.get("note", ""))[:200] if isinstance(details, dict) else ""
    elif (
        kind == EventKind.ANNOTATION.value
        and isinstance(details, dict)
        and (details.get("category"))
    ):
        label = RULING(title=ruling_label(str(details.get("category", ""))))
        summary = ruling_summary(details)
        note = str(details.get("note", ""))[:200]
        detail = SUMMARY_NOTE(summary=summary, note=note) if summary else note
    elif isinstance(details, dict) and details:
        detail = "; ".join(f"{k}: {v}" for k, v in list(details.items())[:4])[:300]
    return Item(
        row_id,
        station,
        recorded,
        kind,
        label,
        receipt=_str(body.get("receipt")),
        division=_str(body.get("profile")),
        typed=_str(body.get("typed")),
        verdict=_str(body.get("verdict")),
        detail_message=detail,
        station_id=station_id,
        game=game,
        event_id=str(body.get("event_id", ""))[:40],
    )


def _str(value: Any) -> str | None:
    return None if value is None else str(value)[:300]


class FleetReader:
    """The queries behind the page. Not thread-safe: one refresher thread owns one."""

    def __init__(self, engine: Engine, event: str | None = None) -> None:
        self.engine = engine
        # the event the page watches: given (`fleet --event`), else the first one published
        self.event = event
        self.watched: str | None = event
        self.other_events: tuple[str, ...] = ()  # events published besides the watched one
        self._answers: dict[str, dict[int, tuple[str, str]]] = {}
        self._answers_seen = 0  # the newest plan answer read (then only newer ones, and a
        self._answers_read: set[int] = set()  # look back over ids committed late)
        self._beats: dict[str, Beat] = {}
        self._last_beat_id = 0
        self._marks: bool | None = None
        self._signed: bool | None = None
        self._counted = False  # heartbeats carry a counter (migration 0011)
        self._pins: dict[str, str] = {}  # station -> the key of its first signed head
        self.forged: dict[str, Message] = {}  # station -> its newest forged heartbeat
        self._plans_seen: int | None = None
        self._plans: list[EventPlan] = []
        self.tally = JudgedTally()
        self._words: bool | None = None  # the words table of migration 0010 is readable
        # each station's first and newest signed heads as read, and what was wrong with them
        self._heads_checked: dict[tuple[Any, ...], tuple[Message, ...]] = {}
        self._words_at = 0.0
        self.game_index = GameIndex()  # players, joined games, flagged look-ups (`games`)
        self._games_lock = threading.Lock()  # the refresher and a search may both read them

    def games(self) -> GameIndex:
        """The records with a game read since the last call, `GAMES_WINDOW` record ids at
        most (a long log is read over the first refreshes, never in one: ``complete`` says
        when it is all read; then only the newer ids, with a short look back for rows
        committed late): adjudications that recorded a game, and game-matched annotations
        with the records they refer to (`kiosk.fleet.games.GameIndex`)."""
        with self._games_lock:
            return self._read_games()

    def _read_games(self) -> GameIndex:
        index = self.game_index
        adjudication = and_(
            AuditRow.kind == EventKind.ADJUDICATION.value, AuditRow.body.contains('"game":')
        )
        annotation = and_(
            AuditRow.kind == EventKind.ANNOTATION.value, AuditRow.body.contains(GAME_MATCHED)
        )
        with self.engine.connect() as conn:
            top = int(conn.execute(select(func.max(AuditRow.id))).scalar() or 0)
            low = max(0, index.after_id - LOOK_BACK)
            high = min(top, index.after_id + GAMES_WINDOW)
            stmt = (
                select(AuditRow.id, AuditRow.station_name, AuditRow.kind, AuditRow.body)
                .where(AuditRow.id > low, AuditRow.id <= high, or_(adjudication, annotation))
                .order_by(AuditRow.id)
            )
            rows = [r for r in conn.execute(stmt).all() if r[0] not in index.seen]
            refers = {}
            for row in rows:
                if row[2] == EventKind.ANNOTATION.value:
                    found = joined_game(_loads(row[3]))
                    if found is not None:
                        refers[row[0]] = found[0]
            targets: dict[str, tuple[Any, ...]] = {}
            if refers:
                for found_row in conn.execute(
                    select(
                        AuditRow.event_id, AuditRow.id, AuditRow.station_name, AuditRow.body
                    ).where(AuditRow.event_id.in_(sorted(set(refers.values()))))
                ):
                    targets[found_row[0]] = tuple(found_row[1:])
        for row_id, station, kind, body_text in rows:
            target: tuple[Any, ...] | None = targets.get(refers.get(row_id, ""))
            index.take(row_id, station or "", kind, body_text, target)
        index.after_id = max(index.after_id, high)
        index.forget_before(index.after_id - LOOK_BACK)
        index.complete = high >= top
        return index

    def search_players(self, text_: str, limit: int = 50, before: int | None = None) -> list[Item]:
        """The adjudications naming a player whose name holds ``text_`` (case and accents
        aside; TSH writes "Last, First"), newest first, ids below ``before``: the names are
        looked up in `games`' index, only the records shown are read."""
        ids = self.games().players_like(text_, limit, before)
        if not ids:
            return []
        stmt = select(*_ITEM_COLUMNS).where(AuditRow.id.in_(ids)).order_by(AuditRow.id.desc())
        return self._items(stmt)

    def joined(self, items: list[Any]) -> list[Any]:
        """Records' lines with the games joined to them after the event."""
        return [with_game(item, self.game_index, item.event_id) for item in items]

    def _beats_signed(self) -> bool:
        """Whether heartbeats carry a signature and the server's time (migration 0009)."""
        if self._signed is None:
            if self.engine.dialect.name != "postgresql":
                self._signed = False
                return False
            try:
                columns = inspect(self.engine).get_columns(HeartbeatRow.__tablename__)
            except NoSuchTableError:
                return False  # not migrated yet: the read that follows says so
            self._signed = any(c["name"] == "signature" for c in columns)
            self._counted = any(c["name"] == "counter" for c in columns)
        return self._signed

    def server_now(self) -> datetime | None:
        """The database server's clock (None: not PostgreSQL)."""
        if self.engine.dialect.name != "postgresql":
            return None
        with self.engine.connect() as conn:
            moment: datetime = conn.execute(text("SELECT now()")).scalar_one()
        return moment

    def heartbeats(self) -> list[Beat]:
        """Every station's newest genuine heartbeat (rows since the last call only)."""
        signed = self._beats_signed()
        columns: list[Any] = [*HeartbeatRow.__table__.columns]
        if signed:
            columns += [literal_column(c) for c in ("received_at", "public_key", "signature")]
            if self._counted:  # migration 0011: the counter is signed with the rest
                columns.append(literal_column("counter"))
        with self.engine.connect() as conn:
            first = self._last_beat_id == 0
            if first:
                newest = (
                    select(func.max(HeartbeatRow.id))
                    .group_by(HeartbeatRow.station_id)
                    .scalar_subquery()
                )
                stmt = select(*columns).where(HeartbeatRow.id.in_(newest))
            else:
                stmt = select(*columns).where(HeartbeatRow.id > self._last_beat_id)
            rows = [dict(r) for r in conn.execute(stmt.order_by(HeartbeatRow.id)).mappings()]
            if signed:
                self._pin(conn, {r["station_id"] for r in rows})
            for row in rows:
                self._last_beat_id = max(self._last_beat_id, row["id"])
                if not self._take(row, signed) and first:
                    # its newest heartbeat is forged: the newest genuine one is its state
                    older = select(*columns).where(
                        HeartbeatRow.station_id == row["station_id"], HeartbeatRow.id < row["id"]
                    )
                    for earlier in conn.execute(
                        older.order_by(HeartbeatRow.id.desc()).limit(50)
                    ).mappings():
                        if self._take(dict(earlier), signed, newest=False):
                            break
        return list(self._beats.values())

    def _take(self, row: dict[str, Any], signed: bool, newest: bool = True) -> bool:
        """Keep a genuine heartbeat as its station's state; note a forged one (False)."""
        station = row["station_id"]
        pin = self._pins.get(station)
        if signed and pin is not None:
            if not heartbeat_verifies(row, pin):
                if newest:
                    why = (
                        "unsigned"
                        if not row.get("signature")
                        else "another key"
                        if row.get("public_key") != pin
                        else "bad signature"
                    )
                    received = row.get("received_at")
                    when = received.strftime("%H:%M:%S") if received else str(row["sent_at"])
                    self.forged[station] = FORGED(time=when, why=why)
                return False
            row["trust"] = "verified"
        else:
            row["trust"] = "unverified"
        self._beats[station] = beat_from_row(row)
        return True

    def _pin(self, conn: Any, stations: set[str]) -> None:
        """The pinned key (first signed head) of these stations, once known, kept."""
        wanted = sorted(s for s in stations if s not in self._pins)
        if not wanted:
            return
        first = (
            select(func.min(StationHeadRow.id))
            .where(StationHeadRow.station_id.in_(wanted))
            .group_by(StationHeadRow.station_id)
        )
        stmt = select(StationHeadRow.station_id, StationHeadRow.public_key).where(
            StationHeadRow.id.in_(first)
        )
        for station, key in conn.execute(stmt):
            self._pins[station] = key

    def plans(self) -> list[EventPlan]:
        """The validly signed plans of the watched event (`watched`: the one given, else the
        first event published; a plan published later for another event never changes it),
        read again only when a plan was published (no table: none). Per event, the key of
        its first validly signed plan is pinned; a plan signed with another key is left
        out."""
        from kiosk.event.models import PlanRow
        from kiosk.event.signing import read_signed_plan

        try:
            with self.engine.connect() as conn:
                top = conn.execute(select(func.max(PlanRow.id))).scalar()
                if top == self._plans_seen:
                    return self._plans
                rows = conn.execute(
                    select(
                        PlanRow.event, PlanRow.body, PlanRow.public_key, PlanRow.signature
                    ).order_by(PlanRow.id)
                ).all()
        except ProgrammingError as exc:
            if "does not exist" not in str(exc):  # not a missing table: say so on the page
                raise
            return []
        pinned: dict[str, str] = {}
        by_event: dict[str, list[EventPlan]] = {}
        for event, body, key, signature in rows:
            signed = read_signed_plan({"plan": body, "public_key": key, "signature": signature})
            if signed.plan is None or not signed.signature_ok or signed.plan.event != event:
                continue
            if pinned.setdefault(event, key) != key:
                continue
            by_event.setdefault(event, []).append(signed.plan)
        first = next(iter(by_event), None)  # in the order published
        self.watched = self.event if self.event is not None else first
        self.other_events = tuple(e for e in by_event if e != self.watched)
        self._plans = by_event.get(self.watched, []) if self.watched is not None else []
        self._plans_seen = top
        return self._plans

    def plan_answers(self) -> dict[str, dict[int, tuple[str, str]]]:
        """Per station, per plan serial: ("accepted" | "refused", why), from the stations'
        ``event-plan-accepted`` and ``event-plan-refused`` records (each read once: then only
        the newer ones, with a short look back for rows committed late); an acceptance
        outweighs a refusal of the same serial (a replay of it)."""
        kinds = (EventKind.EVENT_PLAN_ACCEPTED.value, EventKind.EVENT_PLAN_REFUSED.value)
        stmt = (
            select(AuditRow.id, AuditRow.station_id, AuditRow.kind, AuditRow.body)
            .where(AuditRow.kind.in_(kinds), AuditRow.id > self._answers_seen - LOOK_BACK)
            .order_by(AuditRow.id)
        )
        found = self._answers
        with self.engine.connect() as conn:
            for row_id, station, kind, body_text in conn.execute(stmt):
                if row_id in self._answers_read:
                    continue
                self._answers_read.add(row_id)
                self._answers_seen = max(self._answers_seen, row_id)
                try:
                    details = json.loads(body_text).get("details") or {}
                    serial = details.get("serial")
                except (ValueError, AttributeError):
                    continue
                if not isinstance(serial, int) or isinstance(serial, bool):
                    continue
                held = found.setdefault(station, {})
                if kind == EventKind.EVENT_PLAN_ACCEPTED.value:
                    held[serial] = ("accepted", "")
                elif held.get(serial, ("", ""))[0] != "accepted":
                    held[serial] = ("refused", str(details.get("reason") or "refused")[:80])
        return found

    def needs_ruling(
        self, schedule: Schedule, offsets: Mapping[str, float], most: int = RULINGS_SHOWN
    ) -> list[NeedsRuling]:
        """Every adjudication judged after a plan's instant (on the central clock) with a list
        that plan superseded for its division: a station that had not switched (offline at
        the instant, most often) judged with the old list. By division, table and time."""
        found: list[NeedsRuling] = []
        with self.engine.connect() as conn:
            for group, standard in self.tally.superseded(schedule):
                offset = offsets.get(group.station_id, 0.0)
                bounds = schedule.shifted_bounds(offset)
                stmt = select(*_ITEM_COLUMNS, AuditRow.recorded_at).where(
                    AuditRow.kind == EventKind.ADJUDICATION.value,
                    AuditRow.station_id == group.station_id,
                    AuditRow.profile == group.division,
                    AuditRow.lexicon_fingerprint == group.fingerprint,
                    AuditRow.recorded_at >= bounds[group.period - 1],
                )
                if group.period < len(bounds):
                    stmt = stmt.where(AuditRow.recorded_at < bounds[group.period])
                for row_id, station_id, name, body_text, at in conn.execute(
                    stmt.order_by(AuditRow.id).limit(most)
                ):
                    item = self.joined([item_from(row_id, station_id, name, body_text)])[0]
                    body = json.loads(body_text) if item.kind != "?" else {}
                    table = body.get("table", (body.get("details") or {}).get("table"))
                    found.append(
                        NeedsRuling(
                            item,
                            group.division,
                            table
                            if isinstance(table, int) and not isinstance(table, bool)
                            else None,
                            central_time(at, offset),
                            f"{group.lexicon or '?'} ({group.fingerprint[:12]})",
                            f"{standard.lexicon} ({standard.fingerprint[:12]})",
                            standard.source,
                        )
                    )
        found.sort(
            key=lambda r: (
                natural_key(r.division),
                r.table is None,
                r.table or 0,
                r.at or r.item.recorded_at,
            )
        )
        return found[:most]

    def disputes(self) -> list[Dispute]:
        """Flagged adjudications and rulings, for the list by table (`kiosk.fleet.disputes`)."""
        with self.engine.connect() as conn:
            return read_disputes(conn, item_from)

    def conflicts(
        self,
        groups: Iterable[Group],
        asked: set[tuple[str, str]],
        schedule: Schedule | None = None,
        offsets: Mapping[str, float] | None = None,
    ) -> list[Conflict]:
        """Words judged otherwise at two stations of a division, not looked up before, except
        pairs the plan explains (`kiosk.fleet.disputes.planned`)."""
        with self.engine.connect() as conn:
            return find_conflicts(conn, groups, asked, schedule, offsets)

    def judged(
        self,
        schedule: Schedule,
        now: datetime | None = None,
        offsets: Mapping[str, float] | None = None,
    ) -> JudgedTally:
        """The adjudications per station, division, list and period, and per hour
        (`JudgedTally`; ``now``: the page's clock; ``offsets``: the stations' clocks against
        the central server's, which place their records in the plans' periods)."""
        with self.engine.connect() as conn:
            self.tally.refresh(conn, schedule, now, offsets)
        return self.tally

    def calls(self, now: datetime) -> list[Call]:
        """The calls for a word judge of the last hours that nobody has answered yet."""
        since = format_utc(now - timedelta(hours=CALLS_HOURS))
        stmt = (
            select(
                AuditRow.station_id,
                AuditRow.station_name,
                AuditRow.seq,
                AuditRow.event_id,
                AuditRow.kind,
                AuditRow.body,
            )
            .where(AuditRow.kind.in_(CALL_KINDS), AuditRow.recorded_at >= since)
            .order_by(AuditRow.station_id, AuditRow.seq)
        )
        with self.engine.connect() as conn:
            rows = [tuple(r) for r in conn.execute(stmt)]
        if not any(r[4] == EventKind.WORD_JUDGE_CALLED.value for r in rows):
            return []
        called = [r[3] for r in rows if r[4] == EventKind.WORD_JUDGE_CALLED.value]
        return open_calls(rows, self.answered(called))  # type: ignore[arg-type]

    def answered(self, calls: list[str]) -> set[str]:
        """Which of these calls the fleet page acknowledged (``word_judge_acks``)."""
        from kiosk.audit.heartbeat import ACKS_TABLE

        if not calls:
            return set()
        stmt = text(f"SELECT call_event_id FROM {ACKS_TABLE} WHERE call_event_id IN :calls")
        stmt = stmt.bindparams(bindparam("calls", expanding=True))
        with self.engine.connect() as conn:
            return {r[0] for r in conn.execute(stmt, {"calls": list(calls)})}

    def newest_record_id(self) -> int:
        with self.engine.connect() as conn:
            return int(conn.execute(select(func.max(AuditRow.id))).scalar() or 0)

    def expected(self) -> dict[str, Expected]:
        """The newest expected lexicon per division."""
        with self.engine.connect() as conn:
            rows = conn.execute(select(ExpectedLexiconRow).order_by(ExpectedLexiconRow.id))
            found = {}
            for r in rows.mappings():
                found[r["division"]] = Expected(
                    r["division"], r["lexicon_name"], r["fingerprint"], r["word_count"], r["set_at"]
                )
        return found

    def flagged(self, limit: int = 30, offsets: Mapping[str, float] | None = None) -> list[Item]:
        """Split lookups, late records, divergences, rulings, annotations, and on a central
        log of migration 0008 clock jumps (labelled so): newest first. A record the server
        marked as a clock jump (dated more than 5 minutes after it arrived) is none when its
        station's measured clock offset (``offsets``: the server's clock minus the station's)
        explains its date: a station whose clock is 10 minutes fast is said once, on its
        card, not on every record."""
        if not self._clock_jumps_marked():
            stmt = select(*_ITEM_COLUMNS).where(text(FLAG_WHERE))
            return self._items(stmt.order_by(AuditRow.id.desc()).limit(limit))
        jumped: Any = literal_column("clock_jump")
        explained = [
            and_(
                AuditRow.station_id == station,
                AuditRow.recorded_at
                <= func.to_char(
                    func.timezone(
                        "UTC",
                        literal_column("received_at")
                        + func.make_interval(0, 0, 0, 0, 0, 0, -offset + JUMP_S),
                    ),
                    'YYYY-MM-DD"T"HH24:MI:SS.US"Z"',
                ),
            )
            for station, offset in sorted((offsets or {}).items())
            if offset < -JUMP_S / 2  # a clock fast enough to look like a jump
        ]
        if explained:
            jumped = and_(jumped, ~or_(*explained))
        stmt = select(*_ITEM_COLUMNS, jumped).where(text(f"({CENTRAL_FLAG_WHERE})"))  # its index
        if explained:  # and of the clock jumps, those the offsets do not explain
            stmt = stmt.where(or_(text(f"({FLAG_WHERE})"), jumped))
        with self.engine.connect() as conn:
            rows: list[Any] = list(conn.execute(stmt.order_by(AuditRow.id.desc()).limit(limit)))
        items = self.joined([item_from(*row[:4]) for row in rows])
        return [
            replace(item, label_message=CLOCK_JUMP(what=item.label_message)) if row[4] else item
            for item, row in zip(items, rows, strict=True)
        ]

    def _clock_jumps_marked(self) -> bool:
        """Whether the central log marks clock jumps (PostgreSQL, migration 0008 or later)."""
        if self._marks is None:
            self._marks = self.engine.dialect.name == "postgresql" and any(
                c["name"] == "clock_jump"
                for c in inspect(self.engine).get_columns(AuditRow.__tablename__)
            )
        return self._marks

    def latest(self, limit: int = 12) -> list[Item]:
        """The newest adjudications across the stations."""
        stmt = (
            select(*_ITEM_COLUMNS)
            .where(AuditRow.kind == EventKind.ADJUDICATION.value)
            .order_by(AuditRow.id.desc())
            .limit(limit)
        )
        return self._items(stmt)

    def search(self, text_: str, limit: int = 50, before: int | None = None) -> list[Item]:
        """Records matching a receipt code or the words typed, newest first: at most
        ``limit``, with ids below ``before`` (the next page: keyset paging on the id). On
        a central log with the words table of migration 0010, a word is found by reading
        as many of its index entries as records are shown (`_word_search`); elsewhere by
        `kiosk.audit.paging.conditions`."""
        words = self._searched_words(text_)
        if words:
            return self._items(self._word_search(words, before).limit(limit))
        found = conditions(AuditQuery(text=text_), self.engine.dialect.name)
        if not found:
            return []
        if before is not None:
            found.append(AuditRow.id < before)
        stmt = select(*_ITEM_COLUMNS).where(and_(*found)).order_by(AuditRow.id.desc())
        return self._items(stmt.limit(limit))

    def search_page(
        self, text_: str, limit: int = 50, before: int | None = None
    ) -> tuple[list[Item], bool, int | None]:
        """One page of a search as the page shows it: (at most ``limit`` records, whether
        there are more, how many match: up to `COUNT_CAP` + 1, on the first page only, and
        counted only when the page is full; None where it cannot be had cheaply)."""
        items = self.search(text_, limit + 1, before)
        more = len(items) > limit
        count: int | None = None
        if before is None and items:
            count = self.count_matches(text_) if more else len(items)
        return items[:limit], more, count

    def count_matches(self, text_: str, most: int = COUNT_CAP) -> int | None:
        """How many records a word search matches, counted up to ``most`` + 1 (more: the
        page says "more than ``most``"); None where that cannot be had cheaply (not the
        words table, or the count ran out of its time)."""
        words = self._searched_words(text_)
        if not words:
            return None
        counted = select(func.count()).select_from(
            self._word_search(words, None, columns=(literal_column("1"),))
            .limit(most + 1)
            .subquery()
        )
        try:
            with self.engine.begin() as conn:
                conn.exec_driver_sql(f"SET LOCAL statement_timeout = {COUNT_TIMEOUT_MS}")
                return int(conn.execute(counted).scalar_one())
        except OperationalError:  # a count of words every record holds: not worth the wait
            return None

    def _searched_words(self, text_: str) -> list[str]:
        """The words of a word search that the words table answers (rarest first), or []
        (a receipt code, no words, no words table)."""
        if parse_receipt(text_) is not None or not self._words_table():
            return []
        words = list(dict.fromkeys(w.upper() for w in search_words(text_)))
        if len(words) < 2:
            return words
        # each word's records counted up to a cap (as many index entries at most): the
        # rarest is read in order, the others only looked up for its records
        rows = " UNION ALL ".join(
            f"SELECT {n}, (SELECT count(*) FROM (SELECT 1 FROM audit_words "
            f"WHERE word = :w{n} LIMIT {COUNT_CAP + 1}) AS s)"
            for n in range(len(words))
        )
        with self.engine.connect() as conn:
            found = conn.execute(text(rows), {f"w{n}": w for n, w in enumerate(words)}).all()
        held: dict[int, int] = {int(n): int(c) for n, c in found}
        order = sorted(range(len(words)), key=lambda n: (held[n], n))
        return [words[n] for n in order]

    def _word_search(self, words: list[str], before: int | None, columns: Any = None) -> Any:
        """Adjudications that judged every one of ``words`` (the first drives: its index
        entries are read newest first, the others are looked up per record), newest first."""
        first = _WORDS.alias("w")
        stmt = (
            select(*(columns or _ITEM_COLUMNS))
            .select_from(first.join(AuditRow.__table__, AuditRow.id == first.c.record_id))
            .where(first.c.word == words[0], AuditRow.kind == EventKind.ADJUDICATION.value)
        )
        for word in words[1:]:
            other = _WORDS.alias()
            stmt = stmt.where(
                select(literal_column("1"))
                .where(other.c.word == word, other.c.record_id == first.c.record_id)
                .exists()
            )
        if before is not None:
            stmt = stmt.where(first.c.record_id < before)
        return stmt.order_by(first.c.record_id.desc())

    def _words_table(self) -> bool:
        """Whether this session can read the words table of migration 0010 (looked up
        again a minute after it could not: the log may be upgraded meanwhile)."""
        if self.engine.dialect.name != "postgresql":
            return False
        now = time.monotonic()
        if self._words is None or (not self._words and now - self._words_at > 60):
            sql = (
                "SELECT CASE WHEN to_regclass('audit_words') IS NULL THEN false "
                "ELSE has_table_privilege('audit_words', 'SELECT') END"
            )
            with self.engine.connect() as conn:
                self._words = bool(conn.execute(text(sql)).scalar())
            self._words_at = now
        return self._words

    def record(self, row_id: int) -> tuple[Item, str] | None:
        """A record's line and its whole body, pretty-printed (None: no such record)."""
        stmt = select(*_ITEM_COLUMNS).where(AuditRow.id == row_id)
        with self.engine.connect() as conn:
            row = conn.execute(stmt).first()
        if row is None:
            return None
        try:
            pretty = json.dumps(json.loads(row[3]), indent=2, ensure_ascii=False, sort_keys=True)
        except ValueError:
            pretty = row[3]
        return item_from(*row), pretty

    def counts(self, now: datetime, hours: int = 12) -> list[tuple[str, str, str, int]]:
        """(UTC hour "YYYY-MM-DDTHH", division, station name, adjudications) of the last hours
        (read from the index ix_audit_kind_time alone)."""
        since = format_utc(now.replace(minute=0, second=0, microsecond=0) - timedelta(hours=hours))
        hour = func.substr(AuditRow.recorded_at, 1, 13)
        stmt = (
            select(hour, AuditRow.profile, AuditRow.station_name, func.count())
            .where(AuditRow.kind == EventKind.ADJUDICATION.value, AuditRow.recorded_at >= since)
            .group_by(hour, AuditRow.profile, AuditRow.station_name)
        )
        with self.engine.connect() as conn:
            return [(h, p or "?", s, int(n)) for h, p, s, n in conn.execute(stmt)]

    def chains(self) -> dict[str, tuple[int, tuple[Message, ...]]]:
        """Per station: the newest signed head's record number and what is wrong with it
        (signature, key other than the first head's, central record changed or gone). The
        signatures of heads read before, with the same records, are not checked again."""
        ends = [func.min(StationHeadRow.id), func.max(StationHeadRow.id)]
        picked = select(*ends).group_by(StationHeadRow.station_id).subquery()
        ids = select(picked.c[0]).union(select(picked.c[1]))
        stmt = (
            select(*_HEAD_COLUMNS)
            .outerjoin(
                AuditRow,
                and_(
                    AuditRow.station_id == StationHeadRow.station_id,
                    AuditRow.seq == StationHeadRow.seq,
                ),
            )
            .where(StationHeadRow.id.in_(ids))
            .order_by(StationHeadRow.id)
        )
        by_station: dict[str, list[Any]] = {}
        with self.engine.connect() as conn:
            for row in conn.execute(stmt):
                by_station.setdefault(row[1], []).append(row)
        checked: dict[tuple[Any, ...], tuple[Message, ...]] = {}
        found = {}
        for station, rows in by_station.items():
            key = tuple(tuple(row) for row in rows)  # the same heads: the same verdict
            problems = self._heads_checked.get(key)
            if problems is None:
                problems = check_head_rows(rows).problems
            checked[key] = problems
            found[station] = (rows[-1][2], problems)
        self._heads_checked = checked  # kept for the heads still current
        return found

    def _items(self, stmt: Any) -> list[Item]:
        with self.engine.connect() as conn:
            return self.joined([item_from(*row) for row in conn.execute(stmt)])


def _loads(text_: str) -> dict[str, Any]:
    try:
        body = json.loads(text_)
    except (ValueError, TypeError):
        return {}
    return body if isinstance(body, dict) else {}
