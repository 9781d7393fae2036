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
from typing import TYPE_CHECKING, Any

from kiosk.audit.errors import AuditUnavailable

if TYPE_CHECKING:
    from kiosk.audit.chain import Problem, StationReport, VerifyReport
    from kiosk.audit.records import AuditQuery, AuditRecord, EventKind
    from kiosk.audit.store import AuditLog, open_audit_log

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


# The database layer (SQLAlchemy, a third of a second to import) is loaded when first used,
# so that the station can paint its ready screen before it (see kiosk.ui.app); the records'
# kinds and types too: the station writes none before its first paint.
_LAZY = {
    "AuditQuery": "kiosk.audit.records",
    "AuditRecord": "kiosk.audit.records",
    "EventKind": "kiosk.audit.records",
    "AuditLog": "kiosk.audit.store",
    "open_audit_log": "kiosk.audit.store",
    "Problem": "kiosk.audit.chain",
    "StationReport": "kiosk.audit.chain",
    "VerifyReport": "kiosk.audit.chain",
}


def __getattr__(name: str) -> Any:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module 'kiosk.audit' has no attribute {name!r}")
    import importlib

    value = getattr(importlib.import_module(module), name)
    globals()[name] = value
    return value
