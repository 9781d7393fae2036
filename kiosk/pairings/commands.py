"""``challenge-kiosk pairings show``: the game at a table, as the station would match it.

Reads the feed once (a fresh copy: never ``stale``), prints the match for a director, or as
JSON (`kiosk.pairings.match.TableMatch.as_dict`). A feed that cannot be read says why on
standard error; the JSON then holds the state ``unreadable`` and no game.
"""

from __future__ import annotations

import argparse
import json
import sys
from datetime import UTC, datetime

from kiosk.config import ConfigError, default_config, load_config
from kiosk.pairings.arguments import EXIT_CODES
from kiosk.pairings.feed import FeedCopy, FeedError, read_copy
from kiosk.pairings.match import DivisionError, MatchState, TableMatch, table_match
from kiosk.pairings.source import FetchError, fetch
from kiosk.storage.paths import kiosk_home

__all__ = ["EXIT_CODES", "run_pairings"]

EXIT_GAME = 0
EXIT_NO_GAME = 1
EXIT_CANNOT_ASK = 2
EXIT_UNREADABLE = 3


class _CannotAsk(Exception):
    """The question cannot be asked; the message says why, for the director."""


def _say(problem: object) -> None:
    print(f"challenge-kiosk: pairings: {problem}", file=sys.stderr)


def run_pairings(args: argparse.Namespace) -> int:
    try:
        source, divisions = _station(args.source)
    except _CannotAsk as exc:
        _say(exc)
        return EXIT_CANNOT_ASK
    now = datetime.now(UTC).replace(microsecond=0)
    copy: FeedCopy | None = None
    problem = None
    try:
        fetched = fetch(source)
        assert fetched.data is not None  # nothing known: never "unchanged"
        copy = read_copy(fetched.data, source, now)
    except (FetchError, FeedError) as exc:
        problem = str(exc)
    try:
        division = _division(args.division, divisions, copy)
        match = table_match(copy, args.table, division, problem=problem)
    except DivisionError as exc:
        _say(exc)
        return EXIT_CANNOT_ASK
    if problem:
        _say(problem)
    if args.json:
        print(json.dumps(match.as_dict(), ensure_ascii=False))
    else:
        _print(match, copy)
    if match.state is MatchState.UNREADABLE:
        return EXIT_UNREADABLE
    return EXIT_NO_GAME if match.state is MatchState.NO_GAME else EXIT_GAME


def _station(source: str | None) -> tuple[str, dict[str, str]]:
    """The feed to read (``source``, else the station's setting) and the station's divisions
    that name a TSH division (station name, casefolded -> TSH name)."""

    try:
        config = load_config(keep_last_good=False) if kiosk_home().is_dir() else default_config()
    except ConfigError as exc:
        if source:  # the station file is not needed to read a named feed
            return source, {}
        raise _CannotAsk(f"station.toml cannot be used: {exc}") from None
    divisions = {
        p.name.casefold(): p.pairings_division for p in config.profiles if p.pairings_division
    }
    source = (source or "").strip() or config.settings.pairings
    refused = [str(p) for p in config.problems if str(p).startswith("[settings] pairings")]
    if not source and refused:
        raise _CannotAsk(f"station.toml: {refused[0]}; or give --source")
    if not source:
        raise _CannotAsk(
            "no feed named: give --source with the address or path of TSH's tourney.js, "
            'or set pairings = "..." under [settings] in station.toml'
        )
    return source, divisions


def _division(name: str | None, divisions: dict[str, str], copy: FeedCopy | None) -> str | None:
    """The TSH division asked for: ``name`` as TSH spells it, or a station division naming
    one; without a name, the station's only pairings_division (else the feed's only one)."""
    if name is not None and name.strip():
        if copy is not None and copy.feed.division(name) is None:
            return divisions.get(name.strip().casefold(), name)
        return name
    named = set(divisions.values())
    return named.pop() if len(named) == 1 else None


def _print(match: TableMatch, copy: FeedCopy | None) -> None:
    games = match.games
    if match.state is MatchState.UNREADABLE:
        print(f"No pairings: the feed cannot be read ({match.problem}).")
        return
    if match.state is MatchState.NO_GAME:
        print(f"No game at table {match.table} in division {match.division} now.")
    elif match.state is MatchState.SEVERAL:
        boards = " and ".join(str(g.board) for g in games)
        print(f"{len(games)} games at table {match.table} (boards {boards}); the players choose:")
        for game in games:
            print(f"  Board {game.board}: {game.label()}")
    else:
        scored = " · already scored" if match.state is MatchState.ALREADY_SCORED else ""
        for game in games:
            print(f"{game.label()}{scored}")
    if copy is not None:
        event = f" of {copy.feed.event_name}" if copy.feed.event_name else ""
        print(
            f"Division {match.division}{event} · feed sha256 {copy.sha256[:12]}, "
            f"read {copy.fetched_at:%Y-%m-%d %H:%M:%S} UTC"
        )
