"""Opening this station's log with its settings, and copying what it writes centrally.

One place for every process that writes records: the kiosk (`kiosk.runtime.station_runtime`)
starts a relay with `start_relay` and ends it with `finish_relay` at stop;
a command-line process (``judge``, ``director set-pin``, ``audit export``) uses
`station_log`::

    with station_log() as log:       # station id, configured name and central URL
        log.record_event(...)
    # leaving: the relay copies the new records, waiting at most FLUSH_TIMEOUT_S

A central log that is unreachable, diverged or misconfigured (a bad
``central_url``) never fails the command: the record stays in the local log,
queued for the next relay, and one line says so.

The database layer (SQLAlchemy, the central log's models) is imported only to relay, when
a central log is set: a station without one records without it.
"""

from __future__ import annotations

import logging
import sys
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any

from kiosk.audit.identity import configured_station, station_identity, station_key
from kiosk.audit.log_file import default_log_path
from kiosk.audit.store import AuditLog, AuditUnavailable, open_audit_log

if TYPE_CHECKING:
    from kiosk.audit.relay import Relay
    from kiosk.core.adjudication import Adjudication

__all__ = [
    "FLUSH_TIMEOUT_S",
    "QUEUED",
    "finish_relay",
    "log_judgement",
    "start_relay",
    "station_log",
]

log = logging.getLogger(__name__)

FLUSH_TIMEOUT_S = 3.0
QUEUED = "central log unreachable: record kept locally and queued"


def start_relay(audit: AuditLog, central_url: str, home: Path | None = None) -> Relay:
    """A started relay copying ``audit`` to ``central_url``, signing with the station key
    (without one, when the key cannot be read: the records still go). Never raises for a
    bad URL: the relay's status reports it."""
    from kiosk.audit.relay import Relay  # the database layer, for a station with a central log

    try:
        key = station_key(home)
    except (OSError, ValueError) as exc:
        log.error("the station key cannot be used, chain heads are not signed: %s", exc)
        key = None
    relay = Relay(audit, central_url, key=key)
    relay.start()
    return relay


def finish_relay(relay: Relay, timeout: float = FLUSH_TIMEOUT_S) -> str | None:
    """Copy what is left (waiting at most ``timeout`` s) and stop; None when everything
    arrived, else the line to show."""
    status = relay.finish(timeout)
    if status.diverged:
        return "central log diverged, record kept locally: " + "; ".join(status.diverged)
    if status.pending == 0 and status.last_error is None:
        return None
    if status.last_error:
        return f"{QUEUED} ({status.last_error})"
    waiting = "no answer" if status.pending is None else f"{status.pending} not yet copied"
    return f"{QUEUED} ({waiting} after {timeout:g} s)"


@contextmanager
def station_log(
    *,
    home: Path | None = None,
    flush_timeout: float = FLUSH_TIMEOUT_S,
    report: Callable[[str], None] = lambda line: print(line, file=sys.stderr),
) -> Iterator[AuditLog]:
    """This station's log for a command-line process; raises `AuditUnavailable` when it
    cannot be opened. On leaving, new records are relayed (see the module docstring) and
    any problem is passed to ``report`` as one line."""
    path = home / "audit.sqlite3" if home is not None else None
    try:
        station_id, _host = station_identity(home, log=path or default_log_path())
    except OSError as exc:
        raise AuditUnavailable(f"the station id cannot be read or created ({exc})") from exc
    name, central_url, prefix = configured_station(home)
    audit = open_audit_log(station_id=station_id, station_name=name, path=path)
    if prefix:  # receipts as the kiosk writes them (else derived from the id, the same way)
        audit.receipt_prefix = prefix
    relay = None
    try:
        if central_url:
            # The first contact comes before the first record: the central copy's newest
            # receipt for this station is the floor of the next (a restored home reissues
            # none). A server out of reach costs this wait once; the record then goes on.
            relay = start_relay(audit, central_url, home)
            relay.first_contact.wait(flush_timeout)
        yield audit
    finally:
        try:
            if relay is not None:
                unreachable = relay.status.last_error is not None
                # out of reach at the first contact: no second full wait for the flush
                problem = finish_relay(
                    relay, min(flush_timeout, 0.5) if unreachable else flush_timeout
                )
                if problem:
                    report(problem)
        finally:
            audit.close()


def log_judgement(
    result: Adjudication,
    profile: str = "judge-cli",
    *,
    second_opinion: Adjudication | None = None,
    table: int | None = None,
    game: Mapping[str, Any] | None = None,
) -> tuple[str | None, str | None]:
    """Record a headless judgement in this station's log (source "judge-cli": from the
    command line) under ``profile`` (the division judged for, or the ad-hoc check) and
    ``table`` (None: not given) and ``game`` (the pairings' game object), with the
    division's second opinion as the kiosk records it, and relay it when a central log is
    set (waiting a few seconds at most; a problem is one stderr line).

    Returns (receipt code, None) once it is on disk, or (None, the message to show).
    """
    try:
        with station_log() as log:
            record = log.record_adjudication(
                result,
                profile=profile,
                source="judge-cli",
                second_opinion=second_opinion,
                table=table,
                game=game,
            )
    except AuditUnavailable as exc:
        return None, str(exc)
    return record.receipt, None
