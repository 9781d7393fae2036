"""The arguments of ``challenge-kiosk audit verify|export|compare|annotate``, without running them.

The command line builds its whole parser for every command (``judge``, ``--help``,
``director set-pin`` ...), so this module imports nothing of the database layer: the
commands themselves, and all they read and write with, are in `kiosk.audit.commands` and
`kiosk.audit.compare`, imported only when an ``audit`` command runs.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable
from typing import Any

from kiosk.core.languages import LANGUAGES, UnknownLanguage, language_code

__all__ = ["add_audit_parser", "add_compare_parser"]


def _when(end_of_day: bool) -> Callable[[str], Any]:
    def convert(text: str) -> Any:
        from kiosk.audit.export import parse_when  # read only when --since/--until is given

        try:
            return parse_when(text, end_of_day=end_of_day)
        except ValueError as exc:
            raise argparse.ArgumentTypeError(str(exc)) from None

    return convert


def _language(text: str) -> str:
    try:
        return language_code(text)
    except UnknownLanguage as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


def _add_source(parser: argparse.ArgumentParser) -> None:
    source = parser.add_mutually_exclusive_group()
    source.add_argument("--db", metavar="PATH", help="station log file (default: this station's)")
    source.add_argument(
        "--central", metavar="URL", help="central log, e.g. postgresql+psycopg://user@host:5432/db"
    )


def add_audit_parser(sub: Any) -> None:
    """Add ``audit verify``, ``audit export`` and ``audit compare`` to the main parser's
    subcommands."""
    audit = sub.add_parser("audit", help="check or export the audit log")
    commands = audit.add_subparsers(dest="audit_command", required=True, metavar="COMMAND")
    verify = commands.add_parser(
        "verify",
        help="check that no record was edited, removed, inserted or reordered",
        description="Check the chain of records. Exit code 0: intact, 1: broken, "
        "2: could not be checked.",
    )
    _add_source(verify)
    verify.add_argument(
        "--jsonl",
        metavar="FILE",
        help="check a JSON Lines export on its own, by the rules of docs/log-format.md "
        "(no log, no central copy needed)",
    )
    verify.add_argument(
        "--read-only-media",
        action="store_true",
        help="open the log file as unchangeable (a CD, a write-protected card); read-only "
        "files and folders are found without it",
    )
    export = commands.add_parser(
        "export",
        help="write records as CSV (spreadsheets), JSON lines or an HTML report",
        description="Write records, oldest first. Times without an offset are local time; "
        "a bare date for --until includes that whole day.",
    )
    export.add_argument("--format", required=True, choices=["csv", "jsonl", "html"])
    export.add_argument("--out", metavar="FILE", help="output file (default: standard output)")
    export.add_argument("--since", metavar="WHEN", type=_when(False), help="from this date/time")
    export.add_argument("--until", metavar="WHEN", type=_when(True), help="up to this date/time")
    export.add_argument("--station", help="station id or name")
    export.add_argument("--profile", help="profile (division) name")
    export.add_argument("--lexicon", help="lexicon name, or the start of its fingerprint")
    export.add_argument("--verdict", choices=["acceptable", "unacceptable"])
    export.add_argument(
        "--search",
        metavar="TEXT",
        help="a receipt code from a challenge slip (e.g. GK-0042): that adjudication and "
        "every ruling or note on it; or words typed (adjudications holding all of them)",
    )
    export.add_argument(
        "--flagged", action="store_true", help="only flagged records (possible split lookups ...)"
    )
    export.add_argument(
        "--language",
        metavar="CODE",
        type=_language,
        help="write the HTML report, or a CSV file for people, in this language "
        f"({', '.join(LANGUAGES)}); without it the report is English and the CSV header "
        "is the column ids",
    )
    _add_source(export)
    add_compare_parser(commands)
    annotate = commands.add_parser(
        "annotate",
        help="join records made without the pairings to their games, from the final feed",
        description="After the event: for each adjudication that names no game (made "
        "offline, on a stale or unreadable feed, at a desk, or refused by the players), find "
        "the game played at its table when it was made, from TSH's final tourney.js (the "
        "round whose scores were entered next after it, by etc.rtime), and append a signed "
        "game-matched annotation that refers to it. No record is changed; a record joined "
        "once is not joined again. Exit code 0: every such record is joined, 1: some could "
        "not be (listed, with the candidates), 2: could not run.",
    )
    annotate.add_argument(
        "--pairings",
        required=True,
        metavar="FEED",
        help="the final feed: TSH's tourney.js, an address or a path",
    )
    annotate.add_argument(
        "--db",
        "--log",
        dest="db",
        metavar="PATH",
        help="the station log to annotate (default: this station's); a log brought from "
        "another station is appended to as that station",
    )
    annotate.add_argument(
        "--division",
        metavar="NAME",
        help="the TSH division of records whose division cannot be told (default: the "
        "profile's pairings_division, else the feed's only division)",
    )


def add_compare_parser(commands: Any) -> None:
    """Add ``compare`` under ``challenge-kiosk audit`` (run by `kiosk.audit.compare`)."""
    compare = commands.add_parser(
        "compare",
        help="compare this station's log with the central copy",
        description="Compare each station in the local log with the central copy. Exit code "
        "0: they agree (records not yet copied are listed, not counted as a difference), "
        "1: a station differs, 2: could not compare.",
    )
    compare.add_argument(
        "--central", metavar="URL", required=True, help="the central log's address"
    )
    compare.add_argument("--db", metavar="PATH", help="station log file (default: this station's)")
    compare.add_argument(
        "--strict", action="store_true", help="records not yet copied count as a difference"
    )
