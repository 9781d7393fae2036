"""Disputes by round and table, and the same word judged differently at two stations
(SELECT only).

A *dispute* is a flagged adjudication or a ruling (possible split lookups, late records,
rulings and annotations: the partial index of the flagged items), listed by division, by
round (when the event plan says when each round starts) and by table. A *conflict* is one
word judged ACCEPTABLE at one station and UNACCEPTABLE at another in the same division.
Stations judging with one word list always agree, so a conflict needs two lists: only the
records of a division's less used lists are read (a few hundred, through
``ix_audit_fleet_judged``), and each of their words is looked up among the division's
other records through the words index (``ix_audit_words``).
"""

from __future__ import annotations

import json
from collections import defaultdict
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from sqlalchemy import Connection, select

from kiosk.audit.models import AuditRow
from kiosk.audit.paging import _judged_word
from kiosk.core.i18n import Message
from kiosk.fleet.games import GameOf, game_of
from kiosk.fleet.judged import ADJUDICATION, Group
from kiosk.fleet.schedule import Schedule

__all__ = [
    "Conflict",
    "Dispute",
    "by_game",
    "by_table",
    "find_conflicts",
    "planned",
    "read_disputes",
]

SOURCE_RECORDS = 200  # newest records of each less used list that are read
OTHERS_READ = 20  # records of a word under the division's other lists read per word
_COLUMNS = (
    AuditRow.id,
    AuditRow.station_name,
    AuditRow.body,
    AuditRow.station_id,
    AuditRow.recorded_at,
    AuditRow.lexicon_fingerprint,
)
WORDS_PER_ROUND = 60  # words looked up per refresh (the rest at the next one)
# word for word the partial index ix_audit_fleet_flags (migration 0004); divergences are
# left out after reading
FLAG_WHERE = "flagged OR kind IN ('central-diverged', 'ruling', 'annotation')"


@dataclass(frozen=True)
class Dispute:
    id: int
    station: str
    division: str
    table: int | None
    recorded_at: str
    what: Message | str  # possible split lookup, late record, ruling ... (worded on the page)
    receipt: str | None
    typed: str | None
    station_id: str = ""
    placed_s: float = 0.0  # the clock offset its time was placed on the central clock with
    game: GameOf | None = None  # its game: recorded, or joined after the event
    event_id: str = ""
    verdict: str | None = None

    @property
    def game_message(self) -> Message | None:
        return self.game.label_message if self.game is not None else None


@dataclass(frozen=True)
class Conflict:
    """One word, ACCEPTABLE at one station and UNACCEPTABLE at another."""

    division: str
    word: str
    acceptable_at: str  # station name, receipt
    unacceptable_at: str
    acceptable_id: int
    unacceptable_id: int
    acceptable_game: GameOf | None = None  # each record's game, when it names one
    unacceptable_game: GameOf | None = None


def _body(text: str) -> dict[str, Any]:
    try:
        body = json.loads(text)
    except ValueError:
        return {}
    return body if isinstance(body, dict) else {}


def _table(value: Any) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def read_disputes(conn: Connection, label: Callable[..., Any], limit: int = 200) -> list[Dispute]:
    """The newest flagged adjudications and rulings, as disputes (newest first); ``label``
    makes a record's line (`kiosk.fleet.reader.item_from`), whose words the page says."""
    from sqlalchemy import text

    stmt = (
        select(
            AuditRow.id, AuditRow.station_id, AuditRow.station_name, AuditRow.kind, AuditRow.body
        )
        .where(text(FLAG_WHERE))
        .order_by(AuditRow.id.desc())
        .limit(limit)
    )
    found = []
    for row_id, station_id, station, kind, body_text in conn.execute(stmt):
        if kind == "central-diverged":
            continue
        body = _body(body_text)
        raw = body.get("details")
        details: dict[str, Any] = raw if isinstance(raw, dict) else {}
        item = label(row_id, station_id, station, body_text)
        game = item.game  # an annotation that joins a game stands where that game stands
        table = _table(body.get("table", details.get("table")))
        if table is None and game is not None:
            table = _table(game.table)
        division = body.get("profile") or details.get("profile")
        if not division and game is not None:
            division = game.division
        found.append(
            Dispute(
                row_id,
                item.station,
                str(division or "")[:200],
                table,
                str(body.get("recorded_at", ""))[:32],
                item.label_message,
                item.receipt,
                item.typed,
                station_id,
                game=item.game,
                event_id=item.event_id,
                verdict=item.verdict,
            )
        )
    return found


def by_table(
    disputes: Iterable[Dispute], round_of: Callable[[str], int | None] | None = None
) -> list[tuple[str, int | None, int | None, list[Dispute]]]:
    """(division, round, table, its disputes newest first): divisions in natural order, then
    rounds (``round_of`` a record's time, by the plan's rounds; none given last), then tables
    by number (no table given last)."""
    from kiosk.fleet.model import natural_key

    grouped: dict[tuple[str, int | None, int | None], list[Dispute]] = defaultdict(list)
    for d in disputes:
        number = round_of(d.recorded_at) if round_of is not None else None
        grouped[(d.division, number, d.table)].append(d)

    def order(key: tuple[str, int | None, int | None]) -> tuple[Any, ...]:
        division, number, table = key
        return (natural_key(division), number is None, number or 0, table is None, table or 0)

    return [(k[0], k[1], k[2], grouped[k]) for k in sorted(grouped, key=order)]


def by_game(
    disputes: Iterable[Dispute], round_of: Callable[[str], int | None] | None = None
) -> list[tuple[str, int | None, int | None, GameOf | None, list[Dispute]]]:
    """(division, round, table, game, its disputes newest first): as `by_table`, but a
    dispute whose game is known is grouped with its game (its round is the game's, its
    table the one it was judged at); the others by table, as there."""
    from kiosk.fleet.model import natural_key

    grouped: dict[tuple[Any, ...], list[Dispute]] = defaultdict(list)
    games: dict[tuple[Any, ...], GameOf] = {}
    for d in disputes:
        game = d.game if d.game is not None and d.game.taken else None
        if game is not None:
            key: tuple[Any, ...] = (d.division, game.round, d.table, game.key)
            games.setdefault(key, game)
        else:
            number = round_of(d.recorded_at) if round_of is not None else None
            key = (d.division, number, d.table, ())
        grouped[key].append(d)

    def order(key: tuple[Any, ...]) -> tuple[Any, ...]:
        division, number, table, game = key
        board = game[2] if game and isinstance(game[2], int) else 0
        return (
            natural_key(division),
            number is None,
            number or 0,
            table is None,
            table or 0,
            not game,
            board,
        )

    return [(k[0], k[1], k[2], games.get(k), grouped[k]) for k in sorted(grouped, key=order)]


def _results(body: dict[str, Any]) -> dict[str, bool]:
    results = body.get("word_results")
    found: dict[str, bool] = {}
    if isinstance(results, list):
        for r in results:
            if isinstance(r, dict) and isinstance(r.get("key"), str):
                found[r["key"]] = bool(r.get("acceptable"))
    return found


def _where(station: str, body: dict[str, Any]) -> str:
    receipt = body.get("receipt")
    return f"{station} {receipt}" if receipt else station


def _less_used(groups: Iterable[Group]) -> list[tuple[str, str, list[str]]]:
    """(division, fingerprint, its stations) of every list but the most used one of each
    division that was judged with more than one list."""
    counts: dict[str, dict[str, int]] = defaultdict(lambda: defaultdict(int))
    stations: dict[tuple[str, str], set[str]] = defaultdict(set)
    for g in groups:
        if g.division and g.fingerprint:
            counts[g.division][g.fingerprint] += g.count
            stations[(g.division, g.fingerprint)].add(g.station_id)
    found = []
    for division, by_list in counts.items():
        if len(by_list) < 2:
            continue
        most = max(by_list, key=lambda f: (by_list[f], f))
        for fingerprint in sorted(by_list):
            if fingerprint != most:
                found.append((division, fingerprint, sorted(stations[(division, fingerprint)])))
    return found


def planned(
    schedule: Schedule | None,
    offsets: Mapping[str, float],
    division: str,
    one: tuple[str, str, str],
    other: tuple[str, str, str],
) -> bool:
    """Whether the plan explains two verdicts (each (station id, its time, fingerprint)): each
    was judged with the list the plan put in force for the division at its time (on the
    central clock), and the lists differ, as at a planned switch of lists."""
    if schedule is None or one[2] == other[2]:
        return False
    for station, at, fingerprint in (one, other):
        standard = schedule.standard(division, schedule.period(at, offsets.get(station, 0.0)))
        if standard is None or standard.fingerprint != fingerprint:
            return False
    return True


def find_conflicts(
    conn: Connection,
    groups: Iterable[Group],
    asked: set[tuple[str, str]],
    schedule: Schedule | None = None,
    offsets: Mapping[str, float] | None = None,
) -> list[Conflict]:
    """Words of the less used lists judged otherwise under another list of the division,
    except pairs the plan explains (`planned`: ``schedule``, the stations' clock ``offsets``).
    ``asked`` holds the (division, word) pairs looked up before (updated here); at most
    `WORDS_PER_ROUND` new ones are looked up per call."""
    offsets = offsets or {}
    found: list[Conflict] = []
    budget = WORDS_PER_ROUND
    postgres = conn.dialect.name == "postgresql"
    for division, fingerprint, stations in _less_used(groups):
        source = conn.execute(
            select(*_COLUMNS)
            .where(
                AuditRow.kind == ADJUDICATION,
                AuditRow.station_id.in_(stations),
                AuditRow.profile == division,
                AuditRow.lexicon_fingerprint == fingerprint,
            )
            .order_by(AuditRow.recorded_at.desc())
            .limit(SOURCE_RECORDS)
        ).all()
        for row_id, station, body_text, station_id, at, _fp in source:
            body = _body(body_text)
            for word, acceptable in _results(body).items():
                if (division, word) in asked or budget <= 0:
                    continue
                asked.add((division, word))
                budget -= 1
                match = (
                    _judged_word(word)
                    if postgres
                    else AuditRow.body.contains(f'"key":"{word}"', autoescape=True)
                )
                others = conn.execute(
                    select(*_COLUMNS)
                    .where(
                        AuditRow.kind == ADJUDICATION,
                        AuditRow.profile == division,
                        AuditRow.lexicon_fingerprint != fingerprint,
                        match,
                    )
                    .limit(OTHERS_READ)
                ).all()
                mine_was = (station_id, at, fingerprint)
                for other_id, other_station, other_text, *other_was in others:
                    other = _body(other_text)
                    verdict = _results(other).get(word)
                    if verdict is None or verdict == acceptable:
                        continue
                    if planned(schedule, offsets, division, mine_was, tuple(other_was)):  # type: ignore[arg-type]
                        continue
                    mine = (row_id, _where(station or "", body))
                    theirs = (other_id, _where(other_station or "", other))
                    games = (game_of(body.get("game")), game_of(other.get("game")))
                    yes, no = (mine, theirs) if acceptable else (theirs, mine)
                    yes_game, no_game = games if acceptable else games[::-1]
                    found.append(
                        Conflict(division, word, yes[1], no[1], yes[0], no[0], yes_game, no_game)
                    )
                    break
    return found
