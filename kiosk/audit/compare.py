"""``challenge-kiosk audit compare --central URL [--db PATH] [--strict]``.

For every station in the local log, set its chain beside the central copy
(`kiosk.audit.central.compare_station`) and print one line per station.

Then every alarm the central log holds for those stations
(`kiosk.audit.central.central_alarms`: a rollback, a fork, a key changed, missing, new or
shared, a signed head replayed), and, for a log in a kiosk home, the station's own key
(``station-key.pem`` beside the log) against the one the central log pinned: missing,
unreadable or another key is a key alarm here too, even before any relay ran.

Exit codes: 0 they agree (records not yet copied, linking correctly to the
central copy, are reported as pending and are not a difference, unless
``--strict``); 1 a station differs or has an alarm: the line names the station, the
first differing sequence number and how (missing locally, missing centrally,
different content), or the alarm; 2 the comparison cannot run (the central log is
unreachable, a file is not an audit log), with a one-line message.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from sqlalchemy import Engine, select
from sqlalchemy.exc import SQLAlchemyError

from kiosk.audit.central import (
    KEY_CHANGED,
    KEY_MISSING,
    Alarm,
    Comparison,
    central_alarms,
    central_chain,
    compare_station,
    head_alarms,
    pinned_key,
    public_key_hex,
)
from kiosk.audit.engine import database_engine, default_log_path, sqlite_engine
from kiosk.audit.errors import first_line
from kiosk.audit.identity import (
    STATION_ID_FILE,
    StationKeyProblem,
    existing_station_key,
    read_station_id,
)
from kiosk.audit.log_file import refusal_before_opening
from kiosk.audit.models import AuditRow
from kiosk.audit.relay import redact

__all__ = ["compare_logs", "run_compare"]


class CompareCannotRun(Exception):
    """The message is for the user."""


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


def station_alarms(central: Engine, stations: list[str], home: Path | None = None) -> list[Alarm]:
    """The alarms the central log holds or its signed heads show for ``stations``, and
    (with ``home``, the kiosk home of the log) the station's own key against the pinned
    one; raises SQLAlchemy errors."""
    with central.connect() as conn:
        found = central_alarms(conn, stations) + head_alarms(conn, stations)
        if home is not None:
            found += _key_alarms(conn, home, stations)
    seen: set[tuple[str, str, int]] = set()
    unique = []
    for alarm in found:
        if (alarm.station_id, alarm.kind, alarm.seq) not in seen:
            seen.add((alarm.station_id, alarm.kind, alarm.seq))
            unique.append(alarm)
    return unique


def _key_alarms(conn: Any, home: Path, stations: list[str]) -> list[Alarm]:
    """The key in ``home`` against the one pinned for the home's station (when its log
    holds that station and the central log pinned a key)."""
    try:
        station = read_station_id(home / STATION_ID_FILE)
    except OSError:
        return []
    if station is None or station not in stations:
        return []
    pinned = pinned_key(conn, station)
    if pinned is None:
        return []
    seq = max((link.seq for link in central_chain(conn, station)), default=0)
    try:
        mine = public_key_hex(existing_station_key(home))
    except StationKeyProblem as exc:
        return [Alarm(station, seq, KEY_MISSING, f"{exc}; the central log pinned a key")]
    if mine != pinned:
        return [
            Alarm(
                station,
                seq,
                KEY_CHANGED,
                f"station-key.pem is another key ({mine[:16]}…) than the one the central log "
                f"pinned ({pinned[:16]}…): replaced, made anew or copied",
            )
        ]
    return []


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
                alarms = station_alarms(central, stations, path.parent)
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
    for alarm in alarms:
        print(f"ALARM {alarm}")
    differs = [r for r in results if not r.agrees]
    pending = sum(r.pending for r in results)
    if differs:
        print(f"{len(differs)} station(s) differ from the central copy")
        return 1
    if alarms:
        print(f"{len(alarms)} alarm(s) in the central log for these stations")
        return 1
    if pending:
        print(f"{pending} records not yet copied")
        return 1 if args.strict else 0
    print("the central copy holds every record of this log")
    return 0
