"""The audit log's one failure, and how a database error is put to the director;
importable without the database layer."""

from __future__ import annotations

__all__ = ["AuditUnavailable", "first_line"]


class AuditUnavailable(Exception):
    """A record could not be durably written (or the log could not be opened).

    ``str()`` is the message for the screen: "log unavailable: <reason>; call the director".
    """

    def __init__(self, reason: str) -> None:
        self.reason = reason
        super().__init__(f"log unavailable: {reason}; call the director")


def first_line(exc: BaseException) -> str:
    """The first line of an error, the driver's own words when SQLAlchemy wraps them
    (the type's name when the error says nothing)."""
    exc = getattr(exc, "orig", None) or exc
    text = str(exc).strip().splitlines()
    return text[0] if text else type(exc).__name__
