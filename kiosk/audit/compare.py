"""``challenge-kiosk audit compare --central URL [--db PATH] [--strict]``.

For every station in the local log, set its chain beside the central copy
(`kiosk.audit.central.compare_station`) and print one line per station.

Exit codes: 0 they agree (records not yet copied, linking correctly to the
central copy, are reported as pending and are not a difference, unless
``--strict``); 1 a station differs: the line names the station, the first
differing sequence number and how (missing locally, missing centrally,
different content); 2 the comparison cannot run (the central log is
unreachable, a file is not an audit log), with a one-line message.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from sqlalchemy import Engine, select
from sqlalchemy.exc import SQLAlchemyError

from kiosk.audit.central import Comparison, central_chain, compare_station
from kiosk.audit.engine import database_engine, default_log_path, sqlite_engine
from kiosk.audit.errors import first_line
from kiosk.audit.log_file import refusal_before_opening
from kiosk.audit.models import AuditRow
from kiosk.audit.relay import redact

__all__ = ["add_compare_parser", "compare_logs", "run_compare"]


class CompareCannotRun(Exception):
    """The message is for the user."""


def add_compare_parser(commands: Any) -> None:
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


def _stations(engine: Engine) -> list[str]:
    with engine.connect() as conn:
        return list(
            conn.execute(
                select(AuditRow.station_id).distinct().order_by(AuditRow.station_id)
            ).scalars()
        )


def compare_logs(
    local: Engine, central: Engine, stations: list[str] | None = None
) -> list[Comparison]:
    """One comparison per station of the local log (``stations`` when the caller
    has read them already); raises SQLAlchemy errors."""
    results = []
    if stations is None:
        stations = _stations(local)
    with local.connect() as lconn, central.connect() as cconn:
        for station in stations:
            results.append(
                compare_station(
                    station, central_chain(lconn, station), central_chain(cconn, station)
                )
            )
    return results


def _line(result: Comparison) -> str:
    if not result.agrees:
        return (
            f"station {result.station_id}: differs at record {result.first_difference} "
            f"({result.how}): {result.message}"
        )
    pending = f"; {result.pending} not yet copied" if result.pending else ""
    return (
        f"station {result.station_id}: agrees "
        f"({result.central_count} records in the central copy{pending})"
    )


def explain_read_error(exc: BaseException, where: str) -> str:
    """Why ``where`` cannot be read as an audit log, in the director's words."""
    detail = first_line(exc)
    if "no such table" in detail or "does not exist" in detail:
        return f"{where} is not an audit log (it has no audit records)"
    return f"cannot read {where}: {detail}"


def run_compare(args: argparse.Namespace) -> int:
    """Run the comparison; never a traceback for a bad file, URL or server."""
    path = Path(args.db) if args.db else default_log_path()
    try:
        if not path.is_file():
            raise CompareCannotRun(f"no audit log at {path}")
        refused = refusal_before_opening(path)  # another program's database is left as found
        if refused:
            raise CompareCannotRun(refused)
        local = sqlite_engine(path)
        try:
            central = database_engine(args.central)
        except Exception as exc:
            raise CompareCannotRun(
                f"{redact(args.central)} is not a usable database URL ({first_line(exc)})"
            ) from None
        try:
            try:
                stations = _stations(local)
            except SQLAlchemyError as exc:
                raise CompareCannotRun(explain_read_error(exc, str(path))) from None
            try:
                results = compare_logs(local, central, stations)
            except SQLAlchemyError as exc:
                raise CompareCannotRun(
                    explain_read_error(exc, f"the central log {redact(args.central)}")
                ) from None
        finally:
            local.dispose()
            central.dispose()
    except CompareCannotRun as exc:
        print(f"challenge-kiosk: {exc}", file=sys.stderr)
        return 2
    for result in results:
        print(_line(result))
    differs = [r for r in results if not r.agrees]
    pending = sum(r.pending for r in results)
    if differs:
        print(f"{len(differs)} station(s) differ from the central copy")
        return 1
    if pending:
        print(f"{pending} records not yet copied")
        return 1 if args.strict else 0
    print("the central copy holds every record of this log")
    return 0
