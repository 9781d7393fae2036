"""Opening a station's audit log, in two halves (no Qt).

`prepare_log` does the slow part and may run on a worker thread: it checks that the log
can be written, opens it (importing the database layer) and records the start. It is
given what it needs as values (`StationRuntime.prepare_log` reads them) and returns an
`OpenedLog`; `StationRuntime.adopt_log` takes that on the GUI thread: the log, the log's
state, the problem when it could not be opened, the relay and the heartbeat.
"""

from __future__ import annotations

import contextlib
import importlib
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from enum import StrEnum
from pathlib import Path
from typing import TYPE_CHECKING, Any

from kiosk.audit.errors import AuditUnavailable
from kiosk.config import StationConfig
from kiosk.core.i18n import Message, said
from kiosk.core.receipts import default_receipt_prefix
from kiosk.core.station_messages import LOG_CANNOT_OPEN, LOG_CANNOT_WRITE
from kiosk.deferred import deferred
from kiosk.storage.files import log_write_problem

# The log's modules are loaded when the log is opened, on a worker thread (`kiosk.deferred`).
if TYPE_CHECKING:
    from kiosk.audit import log_file, records, store, verified
    from kiosk.audit.store import AuditLog
else:
    log_file = deferred("kiosk.audit.log_file")
    records = deferred("kiosk.audit.records")
    store = deferred("kiosk.audit.store")
    verified = deferred("kiosk.audit.verified")

__all__ = [
    "LOG_CANNOT_OPEN",
    "LOG_CANNOT_WRITE",
    "LOG_FILE",
    "LogState",
    "OpenedLog",
    "prepare_log",
]

LOG_FILE = "audit.sqlite3"


class LogState(StrEnum):
    """Where a station's audit log stands."""

    CLOSED = "closed"  # not opened yet (`open_station` with ``defer_log``)
    OPENING = "opening"  # being opened on a worker thread
    OPEN = "open"
    FAILED = "failed"  # it cannot be opened, or must not be (the station's id is unknown)


@dataclass(frozen=True)
class OpenedLog:
    """What `prepare_log` made of the audit log, for `StationRuntime.adopt_log`.

    ``audit`` is the open log, with the start already recorded; when it is None,
    ``problem`` says why (None: it was not tried, the station's id being unknown).
    A log that cannot be written (``replaces_problem``) is the station's problem
    whatever it was; one that cannot be opened is, when there is no other.
    """

    audit: AuditLog | None = None
    problem: Message | None = None
    replaces_problem: bool = False


def prepare_log(
    *,
    home: Path,
    path: Path,
    station_id: str,
    config: StationConfig,
    clock: Callable[[], datetime] | None,
    repaired: list[str],
    started: dict[str, Any],
) -> OpenedLog:
    """Open the audit log at ``path`` (checked writable first) and record the start: the
    files ``repaired`` in ``home``, an unclean stop before this start, the start itself
    (``started``: its details). Touches no runtime: safe on a worker thread. Never raises."""
    cannot_write = log_write_problem(home, path)
    if cannot_write:
        return OpenedLog(problem=LOG_CANNOT_WRITE(why=cannot_write), replaces_problem=True)
    try:
        swapped = log_file.other_chain(path, station_id)  # never a second chain in one log
        if swapped:
            raise AuditUnavailable(swapped)
        broken = verified.chain_break(path, station_id)  # never appended to a broken chain
        if broken:
            raise AuditUnavailable(broken)
        kwargs: dict[str, Any] = {
            "station_id": station_id,
            "station_name": config.settings.station_name,
            "split_window_s": config.settings.split_window_seconds,
            "path": path,
        }
        if clock is not None:
            kwargs["clock"] = clock
        audit = store.open_audit_log(**kwargs)
        audit.receipt_prefix = config.settings.receipt_prefix or (
            default_receipt_prefix(station_id)
        )
    except Exception as exc:  # AuditUnavailable, or anything else: never a dead station
        # the reason alone: the screen itself says the log is unavailable, and to call
        # the director (str(AuditUnavailable) says both again, for the command line)
        why = exc.reason if isinstance(exc, AuditUnavailable) else said(exc)
        return OpenedLog(problem=LOG_CANNOT_OPEN(why=why))
    if config.settings.central_url:  # the relay's modules, loaded here rather than on the
        for module in ("kiosk.audit.heartbeat", "kiosk.audit.station_log"):  # GUI thread
            importlib.import_module(module)  # that starts them
    with contextlib.suppress(AuditUnavailable):  # each record left out when the log cannot
        if repaired:  # take it: the first judgement then finds the log unavailable
            audit.record_event(
                records.EventKind.PERMISSIONS_REPAIRED, {"home": str(home), "files": repaired}
            )
    _record_unclean_stop(audit)
    with contextlib.suppress(AuditUnavailable):
        audit.record_event(records.EventKind.KIOSK_STARTED, started)
    return OpenedLog(audit)


def _record_unclean_stop(audit: AuditLog) -> None:
    """A previous session with no stop record (killed, power lost, crashed) becomes a
    fact in the log before this start: an auditor sees the gap, with the last record
    the station holds from before it."""
    try:
        unclean = audit.unclean_previous_session()
    except AuditUnavailable:
        return  # the start record that follows says whether the log can write
    if unclean is not None:
        with contextlib.suppress(AuditUnavailable):
            audit.record_event(
                records.EventKind.UNCLEAN_STOP, unclean, flags={"unclean_stop": True}
            )
