"""The audit log: every adjudication and station event, durable and tamper-evident.

What the kiosk calls::

    log = open_audit_log(station_id=..., station_name=...)
    record = log.record_adjudication(adjudication, profile="Division A")  # on disk when it returns
    log.record_event(EventKind.LEXICON_SWITCHED, {"from": ..., "to": ...})
    log.annotate(record.event_id, "compensated-iv-k-5", "per IV.K.5", compensated="5 points")
    log.verify().summary()

`AuditUnavailable` means a record could not be written: the screen must show
its message ("log unavailable: ...; call the director") instead of a verdict.
"""

import logging

from kiosk.audit.chain import Problem, StationReport, VerifyReport
from kiosk.audit.records import AuditQuery, AuditRecord, EventKind
from kiosk.audit.store import AuditLog, AuditUnavailable, open_audit_log

__all__ = [
    "AuditLog",
    "AuditQuery",
    "AuditRecord",
    "AuditUnavailable",
    "EventKind",
    "Problem",
    "StationReport",
    "VerifyReport",
    "open_audit_log",
]

# A library's messages (relay retries, divergences) go wherever the program sends its
# logging; a command-line process shows its own one-line summary instead.
logging.getLogger(__name__).addHandler(logging.NullHandler())
