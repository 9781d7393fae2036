"""The ``challenge-kiosk audit ...`` commands (their arguments: `kiosk.audit.arguments`).

    challenge-kiosk audit verify [--db PATH [--read-only-media] | --central URL]
    challenge-kiosk audit compare --central URL [--db PATH] [--strict]
    challenge-kiosk audit annotate --pairings FEED [--db PATH] [--division NAME]
    challenge-kiosk audit export --format csv|jsonl|html [--out FILE] [--since WHEN] [--until WHEN]
                                 [--station S] [--profile P] [--lexicon NAME|FINGERPRINT]
                                 [--verdict acceptable|unacceptable] [--flagged]
                                 [--language CODE] [--db PATH | --central URL]

Exit codes: 0 done (verify: chain intact, and with --central every signed head
valid; compare: the station and the central copy agree), 1 verify found a break
or compare a difference, 2 the
command could not run as asked (bad argument, no log, server unreachable),
4 the export was written but this station's log could not record it.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import os
import sqlite3
import sys
from collections.abc import Callable, Iterable, Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from sqlalchemy import Engine, inspect
from sqlalchemy.exc import SQLAlchemyError

from kiosk.audit.central import HEAD_FORMAT, check_signed_heads
from kiosk.audit.chain import VerifyReport
from kiosk.audit.compare import explain_read_error, run_compare
from kiosk.audit.engine import (
    database_engine,
    default_log_path,
    plain_reason,
    sqlite_engine,
    verify_engine,
    verify_log_file,
)
from kiosk.audit.errors import AuditUnavailable
from kiosk.audit.export import REPORT_COLUMNS, export_encoding, write_stored_export
from kiosk.audit.log_file import refusal_before_opening
from kiosk.audit.models import HEADS_TABLE
from kiosk.audit.paging import (
    clock_jumps,
    export_conditions,
    iter_stored,
    records_by_id,
    unnamed_ruling_targets,
)
from kiosk.audit.records import GENESIS_HASH, AuditQuery, EventKind, canonical_json
from kiosk.audit.station_log import station_log
from kiosk.audit.words import REPORT_TITLE
from kiosk.core.i18n import Words

__all__ = ["EXIT_LOG_UNAVAILABLE", "run_audit"]

EXIT_OK = 0
EXIT_BROKEN = 1
EXIT_CANNOT_RUN = 2
EXIT_LOG_UNAVAILABLE = 4


class _CannotRun(Exception):
    """The command cannot run as asked; the message is for the user."""


def _engine_for(args: argparse.Namespace) -> tuple[Engine, str]:
    if args.central:
        try:
            return database_engine(args.central), "central log"
        except SQLAlchemyError as exc:
            raise _CannotRun(f"{args.central!r} is not a usable database URL ({exc})") from None
    path = Path(args.db) if args.db else default_log_path()
    if not path.is_file():
        raise _CannotRun(f"no audit log at {path}")
    refused = refusal_before_opening(path)  # another program's database is left as found
    if refused:
        raise _CannotRun(refused)
    return sqlite_engine(path), str(path)


_LOG_TABLES = frozenset({"audit_records", "station_heads", "station_heartbeats"})


def _foreign_database(path: Path) -> bool:
    """True for a readable SQLite database holding tables, none of them a log's: another
    program's file given by mistake (exit 2), not a damaged log (a log missing its records
    table still holds its others, and is BROKEN). Read immutable: nothing is written."""
    try:
        uri = path.absolute().as_uri() + "?mode=ro&immutable=1"
        with contextlib.closing(sqlite3.connect(uri, uri=True)) as connection:
            rows = connection.execute("SELECT name FROM sqlite_master WHERE type = 'table'")
            names = {str(row[0]) for row in rows}
    except (sqlite3.Error, ValueError, OSError):
        return False  # damaged or not a database: verify says what it finds
    return bool(names) and not names & _LOG_TABLES


def _verify_file(args: argparse.Namespace) -> VerifyReport:
    """A station's log file, read only and as stored (`verify_log_file`): whatever is wrong
    with the file is a report that is not OK; only a file that cannot be opened stops."""
    path = Path(args.db) if args.db else default_log_path()
    if not path.is_file():
        raise _CannotRun(f"no audit log at {path}")
    if _foreign_database(path):
        raise _CannotRun(f"{path} is a database but not an audit log (it has none of its tables)")
    try:
        # a large log is read in two parts at once where there are two cores
        workers = min(2, os.cpu_count() or 1)
        return verify_log_file(path, read_only_media=args.read_only_media, workers=workers)
    except (sqlite3.Error, OSError) as exc:
        raise _CannotRun(f"{path} cannot be read: {plain_reason(exc)}") from None


def _verify_jsonl(path: str) -> int:
    """``audit verify --jsonl FILE``: the export checked on its own (`verify_jsonl`)."""
    from kiosk.audit.jsonl_verify import verify_jsonl

    try:
        verdict = verify_jsonl(path)
    except OSError as exc:
        raise _CannotRun(f"{path} cannot be read: {exc.strerror or exc}") from None
    print(verdict.summary())
    return EXIT_OK if verdict.ok else EXIT_BROKEN


def _verify(args: argparse.Namespace) -> int:
    if getattr(args, "jsonl", None):
        if args.db or args.central:
            raise _CannotRun("--jsonl checks an export on its own: give no --db or --central")
        return _verify_jsonl(args.jsonl)
    heads = None
    if args.central:
        engine, where = _engine_for(args)
        try:
            report = verify_engine(engine)
            with engine.connect() as conn:
                # a central log not yet upgraded by a relay of this version has no heads
                if inspect(conn).has_table(HEADS_TABLE):
                    heads = check_signed_heads(conn)
        except SQLAlchemyError as exc:
            raise _CannotRun(explain_read_error(exc, where)) from None
        finally:
            engine.dispose()
    else:
        report = _verify_file(args)
    print(report.summary())
    if len(report.stations) > 1 or not report.ok:
        for station in report.stations:
            state = "intact" if report.damage is None else "intact as far as read"
            if not station.ok:
                state = f"broken at seq {station.problem.seq}"  # type: ignore[union-attr]
            print(
                f"  station {station.station_id}: {station.count} records checked, {state}, "
                f"last hash {station.head_hash[:16]}"
            )
    elif report.stations:
        print(f"  last record {report.stations[0].last_seq}, hash {report.stations[0].head_hash}")
    if report.damage is not None and report.stations:
        print(
            f"  read as stored, through no index: {report.count} records checked in "
            f"{len(report.stations)} chain(s)"
        )
    if heads is not None:
        if heads.ok:
            print(f"  signed heads: {heads.count} checked ({heads.stations} stations), all valid")
        else:
            print(f"SIGNED HEADS: {len(heads.problems)} problem(s) in {heads.count} checked")
            for problem in heads.problems:
                print(f"  {problem}")
    return EXIT_OK if report.ok and (heads is None or heads.ok) else EXIT_BROKEN


def _write_file(path: Path, encoding: str, write: Callable[[Any], int]) -> int:
    """Write an export to ``path`` whole or not at all: a disk that fills up or an error
    half-way leaves an earlier file of that name as it was, and no half of a new one."""
    if path.exists() and not path.is_file():  # a device or a pipe is written as it is
        with open(path, "w", encoding=encoding, newline="") as out:
            return write(out)
    partial = path.with_name(f".{path.name}.{os.getpid()}.partial")
    try:
        with open(partial, "x", encoding=encoding, newline="") as out:
            count = write(out)
        os.replace(partial, path)
    except BaseException:
        partial.unlink(missing_ok=True)
        raise
    return count


def _export(args: argparse.Namespace, words: Words | None = None) -> int:
    query = AuditQuery(
        since=args.since,
        until=args.until,
        station=args.station,
        profile=args.profile,
        lexicon=args.lexicon,
        verdict=args.verdict,
        flagged_only=args.flagged,
        text=args.search,
    )
    engine, where = _engine_for(args)
    now = datetime.now(UTC)
    try:
        # the report states whether the whole log's chain was intact when it was made
        checked = _chain_check(args, engine) if args.format == "html" else None
        selected = export_conditions(engine, query)  # a search brings its rulings along
        wanted = unnamed_ruling_targets(engine) if args.format == "csv" else None
    except SQLAlchemyError as exc:
        engine.dispose()
        raise _CannotRun(explain_read_error(exc, where)) from None

    heads = _ExportHeads()
    filtered = any(
        getattr(args, name, None)
        for name in (
            "since",
            "until",
            "station",
            "profile",
            "lexicon",
            "verdict",
            "flagged",
            "search",
        )
    )

    def write(out: Any) -> int:
        # every record is read once, from one cursor, and written as it comes
        with clock_jumps(engine, now) as jumps:
            stored = iter_stored(engine, selected, jumps=jumps, extra=_columns(args.format))
            rows = heads.follow(stored) if args.format == "jsonl" else stored
            try:
                count = write_stored_export(
                    args.format,
                    rows,
                    out,
                    title=words.say(REPORT_TITLE(where=where))
                    if words
                    else f"Audit report: {where}",
                    generated_at=now,
                    verify=checked,
                    words=words,
                    wanted=wanted,
                    lookup=lambda ids: records_by_id(engine, ids),
                    rest_command=_rest_command(args),
                )
            finally:  # stopped half-way: the log's cursor is let go while its engine is open
                close = getattr(stored, "close", None)
                if close is not None:
                    close()
        if args.format == "jsonl" and not filtered:  # a part of a log is not checkable alone
            out.write(heads.lines(now))
        return count

    encoding = export_encoding(args.format)
    try:
        count = _write_export(args, encoding, write)
    except SQLAlchemyError as exc:
        raise _CannotRun(explain_read_error(exc, where)) from None
    except sqlite3.Error as exc:  # the log's own cursor, read as the export streams
        raise _CannotRun(f"{where} cannot be read: {plain_reason(exc)}") from None
    except (TypeError, ValueError, KeyError):  # a value read is not one a log holds
        raise _CannotRun(
            f"{where} cannot be exported: what it gives back is not a log's records (the file "
            "may be damaged; run: challenge-kiosk audit verify)"
        ) from None
    finally:
        engine.dispose()
    filters = {
        k: (v.isoformat() if hasattr(v, "isoformat") else v)
        for k, v in vars(args).items()
        if k in ("since", "until", "station", "profile", "lexicon", "verdict", "flagged", "search")
        and v
    }
    details = {
        "format": args.format,
        "records": count,
        "destination": str(Path(args.out).resolve()) if args.out else "standard output",
        "source": where,
        "filters": filters,
    }
    if words is not None and args.format != "jsonl":  # JSON lines are always as stored
        details["language"] = words.code
    print(f"{count} records exported", file=sys.stderr)
    problem = _record_station_event(EventKind.EXPORT_MADE, details)
    if problem:
        print(problem, file=sys.stderr)
        return EXIT_LOG_UNAVAILABLE
    return EXIT_OK


def _write_export(args: argparse.Namespace, encoding: str, write: Callable[[Any], int]) -> int:
    if args.out:
        try:
            return _write_file(Path(args.out), encoding, write)
        except OSError as exc:
            raise _CannotRun(f"cannot write {args.out}: {exc.strerror or exc}") from None
    out = io.TextIOWrapper(sys.stdout.buffer, encoding=encoding, newline="")
    try:
        count = write(out)
        out.flush()
    finally:
        out.detach()
    return count


class _ExportHeads:
    """The last record of each station as a JSON Lines export streams them, and after them
    the station's signed head over its last record exported (docs/log-format.md, rule 7):
    the export can then be checked on its own, and one cut short fails. A filtered export
    (a part of the log) gets none: it cannot be checked alone. Only this kiosk
    home's station can sign (its key never leaves it): other stations in the file get no
    head, and such an export does not verify alone."""

    def __init__(self) -> None:
        self.last: dict[str, tuple[int, str]] = {}

    def follow(self, rows: Iterable[tuple[Any, ...]]) -> Iterator[tuple[Any, ...]]:
        last = self.last
        for row in rows:
            station, seq = row[5], row[6]
            if station not in last or seq > last[station][0]:
                last[station] = (seq, row[1])
            yield row

    def lines(self, now: datetime) -> str:
        from kiosk.audit.central import signed_head
        from kiosk.audit.identity import STATION_ID_FILE, read_station_id, station_key
        from kiosk.storage.paths import kiosk_home

        try:
            home = kiosk_home()
            station_id = read_station_id(home / STATION_ID_FILE)
            if station_id is None or (self.last and station_id not in self.last):
                return ""
            seq, hash_ = self.last.get(station_id, (0, GENESIS_HASH))
            head = signed_head(station_key(home), station_id, seq, hash_, now)
        except (OSError, ValueError) as exc:
            print(f"challenge-kiosk: the export carries no signed head: {exc}", file=sys.stderr)
            return ""
        signed = {k: head[k] for k in ("station_id", "seq", "hash", "signed_at")}
        line = {
            "signed_head": {"format": HEAD_FORMAT, **signed},
            "public_key": head["public_key"],
            "signature": head["signature"],
        }
        return canonical_json(line) + "\n"


def _chain_check(args: argparse.Namespace, engine: Engine) -> VerifyReport:
    """The whole log's chain check the report states: a station's log file is read as
    `audit verify` reads it, in two parts at once where there are two cores."""
    if args.central:
        return verify_engine(engine)
    path = Path(args.db) if args.db else default_log_path()
    return verify_log_file(path, workers=min(2, os.cpu_count() or 1))


def _columns(fmt: str) -> tuple[str, ...]:
    """What an export reads beside each body: the report's summary reads columns."""
    return REPORT_COLUMNS if fmt == "html" else ()


def _rest_command(args: argparse.Namespace) -> str:
    """The command the HTML report names for the rows it does not list."""
    source = f" --db {args.db}" if args.db else (" --central URL" if args.central else "")
    return f"challenge-kiosk audit export --format csv{source}"


def _record_station_event(kind: EventKind, details: dict[str, Any]) -> str | None:
    try:
        with station_log() as log:
            log.record_event(kind, details)
    except AuditUnavailable as exc:
        return str(exc)
    return None


def run_audit(args: argparse.Namespace, words_for: Callable[[str], Words] | None = None) -> int:
    """Run ``audit verify`` or ``audit export``; messages go to stderr, never a traceback.
    ``words_for`` gives the words of a language code (``export --language``: the shell's
    translations, passed in by the command line so this module stays without Qt)."""
    try:
        if args.audit_command == "verify":
            return _verify(args)
        if args.audit_command == "compare":
            return run_compare(args)
        if args.audit_command == "annotate":
            from kiosk.audit.annotate_games import run_annotate

            return run_annotate(args)
        words = None
        if getattr(args, "language", None):
            if words_for is None:
                raise _CannotRun("exports in another language need the station's translations")
            words = words_for(args.language)
        return _export(args, words)
    except _CannotRun as exc:
        print(f"challenge-kiosk: {exc}", file=sys.stderr)
        return EXIT_CANNOT_RUN
