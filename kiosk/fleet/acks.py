"""The one write of the fleet page: a director acknowledges a player's call for a word judge.

The page reads with a read-only role; an acknowledgement is a row in ``word_judge_acks``
(migration 0005), inserted with another role that may only insert there
(``kiosk_fleet_ack`` in docs/central-roles.sql), given with ``--ack-central``. The station
whose call it answers reads the row and records ``word-judge-acknowledged`` in its own chain.

A form may only post it from the page itself: the request must come from the page's own
origin (``Origin`` and ``Sec-Fetch-Site``, when the browser sends them) and carry the page's
token, an HMAC of the session under a key made when the server starts (`csrf_token`).
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from kiosk.audit.heartbeat import CallAck, insert_ack

if TYPE_CHECKING:
    from sqlalchemy import Engine

__all__ = ["Acknowledger", "CsrfKey", "ack_engine", "same_origin"]

TIMEOUT_S = 5
MAX_BY = 60  # a name or initials


def ack_engine(url: str) -> Engine:
    """An engine for the acknowledgements' inserts, giving up after a few seconds."""
    from sqlalchemy import create_engine

    if not url.startswith("postgresql"):  # a station's SQLite file (tests)
        return create_engine(url, connect_args={"timeout": TIMEOUT_S})
    connect_args: dict[str, Any] = {
        "connect_timeout": TIMEOUT_S,
        "options": f"-c statement_timeout={TIMEOUT_S * 1000}",
    }
    return create_engine(url, pool_size=1, max_overflow=1, connect_args=connect_args)


class Acknowledger:
    """Inserts acknowledgements into the central log (raises what the database raises)."""

    def __init__(self, engine: Engine) -> None:
        self.engine = engine

    def __call__(self, ack: CallAck) -> None:
        insert_ack(self.engine, ack)

    def dispose(self) -> None:
        self.engine.dispose()


class CsrfKey:
    """The page's form token: bound to the session (or to no session on 127.0.0.1)."""

    def __init__(self) -> None:
        self._key = secrets.token_bytes(32)

    def token(self, session: str | None) -> str:
        return hmac.new(self._key, (session or "").encode(), hashlib.sha256).hexdigest()

    def valid(self, session: str | None, token: str) -> bool:
        return hmac.compare_digest(self.token(session), token)


def same_origin(headers: Mapping[str, str], scheme: str = "http") -> bool:
    """The request came from a page of this server (a browser sends ``Origin`` with a POST
    and ``Sec-Fetch-Site``; another site's page cannot make them say otherwise)."""
    site = headers.get("sec-fetch-site")
    if site is not None and site not in ("same-origin", "none"):
        return False
    origin = headers.get("origin")
    host = headers.get("host")
    if origin is None:
        return site is not None  # a browser that sends neither is not trusted
    return host is not None and origin in (f"{scheme}://{host}", f"https://{host}")


def by_whom(typed: str) -> str:
    """The name typed on the page, printable and short (or "head director")."""
    from kiosk.core.text import visible

    cleaned = " ".join(visible(typed).split())[:MAX_BY]
    return cleaned or "head director"
