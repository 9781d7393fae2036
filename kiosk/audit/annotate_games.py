"""``challenge-kiosk audit annotate --pairings FEED``: games joined to records after the event.

A play judged without the pairings (an offline station, a stale or unreadable copy, a desk's
``judge`` without a feed, a match the players refused) records its table but no game. After
the event, the final feed says which game was played at that table and when its scores were
entered: TSH's ``etc.rtime[r]``, the time (seconds since the epoch) round ``r``'s data of a
player last changed. The game of a record is the one of the earliest round at its table whose
scores were entered after the record was made (the game was still being played then); when
every game at the table was scored before, or the feed keeps no ``rtime``, or two boards share
the table in that round, it cannot be told, and the candidates are named.

Each record joined gets one appended ``annotation`` (category `GAME_MATCHED`) that refers to
it: the game in the shape an adjudication records (`kiosk.pairings.match.game_record`, choice
``not_asked``), the method, and the final feed's SHA-256. No record is ever changed; a record
joined once is never joined again.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from kiosk.audit.errors import AuditUnavailable
from kiosk.audit.log_file import chain_owners, default_log_path
from kiosk.audit.records import AuditQuery, AuditRecord, EventKind
from kiosk.audit.station_log import station_log
from kiosk.audit.store import AuditLog, open_audit_log
from kiosk.pairings.feed import Division, Feed, FeedError, parse_feed
from kiosk.pairings.match import (
    Choice,
    DivisionError,
    Game,
    MatchState,
    TableMatch,
    choose_division,
    division_games,
    game_record,
)
from kiosk.pairings.source import FetchError, fetch

__all__ = ["GAME_MATCHED", "METHOD", "needs_game", "run_annotate"]

GAME_MATCHED = "game-matched"
METHOD = "table and time"

EXIT_OK = 0  # every record that needed a game has one now
EXIT_SOME_LEFT = 1  # some could not be joined (listed)
EXIT_CANNOT_RUN = 2

_NO_GAME_STATES = frozenset({"stale", "unreadable", "no_game"})


class _CannotRun(Exception):
    """The command cannot run as asked; the message is for the director."""


def needs_game(body: Mapping[str, Any]) -> bool:
    """Whether an adjudication's body names no game taken: no ``game``; a copy that was stale
    or unreadable, or no game at the table; a match refused, or not asked and no round."""
    game = body.get("game")
    if not isinstance(game, Mapping):
        return True
    if game.get("state") in _NO_GAME_STATES:
        return True
    return game.get("choice") in ("refused", "not_asked") and not isinstance(game.get("round"), int)


@dataclass(frozen=True)
class _Final:
    """The final feed: its event, SHA-256, when it was read, and each division's ``rtime``
    (division name -> player id -> seconds per round, None where the feed has none)."""

    feed: Feed
    sha256: str
    read_at: datetime
    rtime: dict[str, dict[int, list[int | None]]]


def _read_final(source: str) -> _Final:
    import hashlib

    try:
        fetched = fetch(source)
        assert fetched.data is not None  # nothing known: never "unchanged"
        data = fetched.data
        feed = parse_feed(data)
    except (FetchError, FeedError) as exc:
        raise _CannotRun(f"the final pairings cannot be read: {exc}") from None
    return _Final(
        feed,
        hashlib.sha256(data).hexdigest(),
        datetime.now(UTC).replace(microsecond=0),
        _rtimes(data),
    )


def _rtimes(data: bytes) -> dict[str, dict[int, list[int | None]]]:
    """Every player's ``etc.rtime`` (the feed parsed already: it is valid; an ``undefined``
    written as ``null`` keeps it so, in a string too)."""
    text = data.decode("utf-8-sig", errors="replace").strip()
    text = text.removeprefix("newt=").strip().removesuffix(";")
    try:
        raw = json.loads(re.sub(r"\bundefined\b", "null", text))
    except (ValueError, RecursionError):
        return {}
    found: dict[str, dict[int, list[int | None]]] = {}
    divisions = raw.get("divisions") if isinstance(raw, dict) else None
    for division in divisions if isinstance(divisions, list) else []:
        if not isinstance(division, dict):
            continue
        players = division.get("players")
        times: dict[int, list[int | None]] = {}
        for pid, player in enumerate(players if isinstance(players, list) else []):
            etc = player.get("etc") if isinstance(player, dict) else None
            rtime = etc.get("rtime") if isinstance(etc, dict) else None
            if isinstance(rtime, list):
                times[pid] = [
                    t if isinstance(t, int) and not isinstance(t, bool) and t > 0 else None
                    for t in rtime
                ]
        found[str(division.get("name"))] = times
    return found


@dataclass(frozen=True)
class _Outcome:
    game: Game | None
    why: str  # the game's label when joined; else why not, with the candidates


def _scored_at(final: _Final, game: Game) -> int | None:
    """When the game's scores were last entered (the later of its two players' ``rtime``)."""
    times = final.rtime.get(game.division, {})
    index = game.round - 1
    seen: list[int] = []
    for seat in game.players:
        player = times.get(seat.id) or []
        at = player[index] if index < len(player) else None
        if at is None:
            return None
        seen.append(at)
    return max(seen) if seen else None


def _candidates(games: list[Game], most: int = 6) -> str:
    """The games named, the first ``most`` of them ("and N more")."""
    named = "; ".join(f"round {g.round} board {g.board}" for g in games[:most]) or "none"
    return named + (f" and {len(games) - most} more" if len(games) > most else "")


def _when(epoch: int) -> str:
    return datetime.fromtimestamp(epoch, UTC).strftime("%Y-%m-%d %H:%M:%S UTC")


def match_record(final: _Final, division: Division, table: int, at: datetime) -> _Outcome:
    """The game played at ``table`` of ``division`` when a record was made at ``at``: that
    of the earliest round there scored after ``at`` (or not scored yet), when the feed
    keeps the time of each round it passes (``etc.rtime``)."""
    games = division_games(division, table)
    if not games:
        return _Outcome(None, f"no game at table {table} in division {division.name}")
    rounds = sorted({g.round for g in games})
    moment = at.timestamp()
    chosen: int | None = None
    for number in rounds:
        here = [g for g in games if g.round == number]
        times = [_scored_at(final, g) for g in here]
        if any(t is None for t in times):
            return _Outcome(
                None,
                f"cannot be told: the feed keeps no time (etc.rtime) for round {number} "
                f"at table {table}; candidates: {_candidates(games)}",
            )
        if not all(g.scored for g in here):
            chosen = number  # not scored when the feed was last written: after the record
            break
        if min(t for t in times if t is not None) >= moment:
            chosen = number
            break
    if chosen is None:
        last = max(_scored_at(final, g) or 0 for g in games)
        latest = [g for g in games if g.round == rounds[-1]]
        return _Outcome(
            None,
            f"every game at table {table} was scored before the record (the last at "
            f"{_when(last)}); the last: {_candidates(latest)}",
        )
    here = [g for g in games if g.round == chosen]
    if len(here) > 1:
        boards = " and ".join(str(g.board) for g in here)
        return _Outcome(
            None,
            f"boards {boards} share table {table} in round {chosen}: which one cannot be told; "
            f"candidates: {_candidates(here)}",
        )
    return _Outcome(here[0], here[0].label())


@contextmanager
def _open_log(db: str | None) -> Iterator[AuditLog]:
    """This station's log, or the log at ``db`` appended to as the station whose chain it
    holds (an offline station's log brought to the director's machine)."""
    if not db:
        if not default_log_path().is_file():
            raise _CannotRun(f"no audit log at {default_log_path()}")
        with station_log() as log:
            yield log
        return
    path = Path(db)
    if not path.is_file():
        raise _CannotRun(f"no audit log at {path}")
    owners = chain_owners(path)
    if len(owners) != 1:
        raise _CannotRun(
            f"{path} holds no station's records"
            if not owners
            else f"{path} holds the records of {len(owners)} stations: annotate each "
            "station's own log"
        )
    log = open_audit_log(station_id=owners[0], path=path)
    try:
        yield log
    finally:
        log.close()


def _divisions_of_profiles() -> dict[str, str]:
    """This station's divisions naming a TSH division (profile name -> pairings_division)."""
    from kiosk.config import ConfigError, load_config
    from kiosk.storage.paths import kiosk_home

    try:
        if not kiosk_home(create=False).is_dir():
            return {}
        config = load_config(keep_last_good=False)
    except (ConfigError, OSError):
        return {}
    return {p.name: p.pairings_division for p in config.profiles if p.pairings_division}


def _division_for(
    feed: Feed, body: Mapping[str, Any], asked: str | None, profiles: dict[str, str]
) -> Division:
    """The TSH division of a record: its own game's, ``--division``, its profile's
    pairings_division, a division of the profile's name, else the feed's only one."""
    game = body.get("game")
    own = game.get("division") if isinstance(game, Mapping) else None
    profile = str(body.get("profile") or "")
    for name in (own, asked, profiles.get(profile)):
        if isinstance(name, str) and name.strip() and feed.division(name) is not None:
            return choose_division(feed, name)
    if profile and feed.division(profile) is not None:
        return choose_division(feed, profile)
    return choose_division(feed, asked)


def _details(final: _Final, division: Division, game: Game, record: AuditRecord) -> dict[str, Any]:
    match = TableMatch(
        MatchState.MATCHED,
        (game,),
        int(record.body["table"]),
        division.name,
        final.sha256,
        final.read_at,
        None,
        division.rating_system or None,
    )
    details: dict[str, Any] = {
        "category": GAME_MATCHED,
        "note": f"{game.label()}: joined after the event by table and time from the final pairings",
        "game": game_record(match, game, Choice.NOT_ASKED),
        "method": METHOD,
        "feed_sha256": final.sha256,
    }
    receipt = record.body.get("receipt")
    if isinstance(receipt, str) and receipt:
        details["refers_to_receipt"] = receipt
    return details


def _which(record: AuditRecord) -> str:
    receipt = record.body.get("receipt") or f"seq {record.seq}"
    table = record.body.get("table")
    at = record.recorded_at.astimezone(UTC).strftime("%Y-%m-%d %H:%M:%S UTC")
    return f"{receipt} (table {table if table is not None else '?'}, {at})"


def run_annotate(args: argparse.Namespace) -> int:
    try:
        return _annotate(args)
    except _CannotRun as exc:
        print(f"challenge-kiosk: audit annotate: {exc}", file=sys.stderr)
        return EXIT_CANNOT_RUN
    except AuditUnavailable as exc:
        print(f"challenge-kiosk: audit annotate: the log cannot be used: {exc}", file=sys.stderr)
        return EXIT_CANNOT_RUN


def _annotate(args: argparse.Namespace) -> int:
    final = _read_final(args.pairings)
    profiles = _divisions_of_profiles()
    asked = (args.division or "").strip() or None
    joined = left = again = 0
    with _open_log(args.db) as log:
        records = log.query(AuditQuery(kinds=(EventKind.ADJUDICATION, EventKind.ANNOTATION)))
        done = {
            r.refers_to
            for r in records
            if r.kind is EventKind.ANNOTATION
            and r.refers_to
            and isinstance(r.body.get("details"), Mapping)
            and r.body["details"].get("category") == GAME_MATCHED
        }
        for record in records:
            if record.kind is not EventKind.ADJUDICATION or not needs_game(record.body):
                continue
            if record.event_id in done:
                again += 1
                continue
            table = record.body.get("table")
            if not isinstance(table, int) or isinstance(table, bool):
                print(f"Not joined {_which(record)}: no table was recorded")
                left += 1
                continue
            try:
                division = _division_for(final.feed, record.body, asked, profiles)
            except DivisionError as exc:
                print(f"Not joined {_which(record)}: {exc}")
                left += 1
                continue
            outcome = match_record(final, division, table, record.recorded_at)
            if outcome.game is None:
                print(f"Not joined {_which(record)}: {outcome.why}")
                left += 1
                continue
            log.record_event(
                EventKind.ANNOTATION,
                _details(final, division, outcome.game, record),
                refers_to=record.event_id,
            )
            print(f"Joined {_which(record)}: {outcome.why}")
            joined += 1
    print(
        f"{joined} joined, {left} not joined, {again} joined before; final pairings sha256 "
        f"{final.sha256[:12]}"
    )
    return EXIT_SOME_LEFT if left else EXIT_OK
