"""The arguments of ``challenge-kiosk pairings show``, without running it.

The command line builds its whole parser for every command, so this module imports nothing
but argparse and the table limit: the command itself is `kiosk.pairings.commands`, imported
only when a ``pairings`` command runs.
"""

from __future__ import annotations

import argparse
from typing import Any

from kiosk.core.procedure import MAX_TABLE

__all__ = ["add_pairings_parser", "table_number"]

EXIT_CODES = (
    "Exit code 0: a game (matched, several boards at the table, or already scored), 1: no "
    "game at that table now, 2: cannot be asked (no feed named, no such division, the "
    "station file has a mistake), 3: the feed cannot be read (the reason is printed)."
)


def table_number(text: str) -> int:
    """A table number as players type it at the station: a whole number, 1 to MAX_TABLE
    (``judge --table`` reads it the same way)."""
    try:
        number = int(text.strip())
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a table number") from None
    if not 1 <= number <= MAX_TABLE:
        raise argparse.ArgumentTypeError(f"a table number is 1 to {MAX_TABLE}, not {number}")
    return number


def add_pairings_parser(sub: Any) -> None:
    """Add ``pairings show`` to the main parser's subcommands."""
    pairings = sub.add_parser(
        "pairings",
        help="the event's pairings as this station reads them (TSH's tourney.js)",
        description="The event's pairings, read from the tourney.js that TSH writes.",
    )
    commands = pairings.add_subparsers(dest="pairings_command", required=True, metavar="COMMAND")
    show = commands.add_parser(
        "show",
        help="the game being played at a table: round, board, players, who went first",
        description="Read the feed once and show the game at a physical table as the station "
        "matches it: the round being played there (paired, not yet scored by both players), "
        "both boards where two share the table, the players and who went first. The feed's "
        "password and photo fields are never read. " + EXIT_CODES,
    )
    show.add_argument(
        "--table", required=True, type=table_number, metavar="N", help="the table number"
    )
    show.add_argument(
        "--source",
        metavar="FEED",
        help="tourney.js as an http(s) address or a file path (default: the station's "
        "pairings setting in station.toml)",
    )
    show.add_argument(
        "--division",
        metavar="NAME",
        help="the TSH division, or a division of this station whose pairings_division names "
        "it (default: the feed's only division, or the station's only pairings_division)",
    )
    show.add_argument("--json", action="store_true", help="print JSON (state, feed, games)")
