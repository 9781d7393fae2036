"""The audit log's one failure, importable without the database layer."""

from __future__ import annotations

__all__ = ["AuditUnavailable"]


class AuditUnavailable(Exception):
    """A record could not be durably written (or the log could not be opened).

    ``str()`` is the message for the screen: "log unavailable: <reason>; call the director".
    """

    def __init__(self, reason: str) -> None:
        self.reason = reason
        super().__init__(f"log unavailable: {reason}; call the director")
