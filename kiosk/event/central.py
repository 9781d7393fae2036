"""The plans and their lexicons in the central database: published by the head director,
fetched by the stations. Plain SQLAlchemy Core over the typed models; the caller owns the
engine (`kiosk.audit.engine.database_engine`)."""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from datetime import UTC, datetime

from sqlalchemy import func, insert, select, text
from sqlalchemy.engine import Connection, Engine

from kiosk.audit.records import format_utc
from kiosk.event.models import PlanLexiconRow, PlanRow

__all__ = [
    "PublishRefused",
    "fetch_lexicon",
    "fetch_plans",
    "publish",
    "published_state",
    "stored_fingerprints",
]

FETCH_LIMIT = 50  # plans fetched at once; a station catches up over a few heartbeats


class PublishRefused(ValueError):
    """A plan every station would refuse (a serial not above the last one published for its
    event, or another key than the event's): not published; the message says why."""


def _state(conn: Connection, event: str) -> tuple[int | None, str | None]:
    last = conn.execute(select(func.max(PlanRow.serial)).where(PlanRow.event == event)).scalar()
    first_key = conn.execute(
        select(PlanRow.public_key).where(PlanRow.event == event).order_by(PlanRow.id).limit(1)
    ).scalar()
    return last, first_key


def published_state(engine: Engine, event: str) -> tuple[int | None, str | None]:
    """(the highest serial published for ``event``, the key its first plan was signed with);
    (None, None) before its first plan."""
    with engine.connect() as conn:
        return _state(conn, event)


def stored_fingerprints(engine: Engine, fingerprints: Sequence[str]) -> set[str]:
    with engine.connect() as conn:
        rows = conn.execute(
            select(PlanLexiconRow.fingerprint).where(PlanLexiconRow.fingerprint.in_(fingerprints))
        )
        return {row[0] for row in rows}


def publish(
    engine: Engine,
    signed: dict[str, str],
    event: str,
    serial: int,
    lexicons: Sequence[tuple[str, str, bytes]],
    *,
    checked: bool = True,
) -> list[str]:
    """Store a signed plan and the lexicon files it needs ((fingerprint, name, bytes), each
    proven by the caller); a fingerprint already stored is not stored again. One
    transaction: either all of it is published or none. Returns the fingerprints added.

    ``checked`` (the default): a plan whose serial is not above every serial published for
    its event, or whose key is not the one the event's first plan was signed with, raises
    `PublishRefused` (stations would refuse it; publishing it would only look like success).
    Two publishers at once are told apart by a lock on the event (PostgreSQL)."""
    now = format_utc(datetime.now(UTC))
    added = []
    with engine.begin() as conn:
        if checked:
            if conn.dialect.name == "postgresql":
                conn.execute(
                    text("SELECT pg_advisory_xact_lock(hashtext(:event))"), {"event": event}
                )
            last, first_key = _state(conn, event)
            if last is not None and serial <= last:
                raise PublishRefused(
                    f"plan {serial} of {event} is not newer than plan {last}, already published: "
                    f"every station would refuse it as a replay (give the new plan serial "
                    f"{last + 1} or more, sign it again)"
                )
            key = signed.get("public_key", "").lower()
            if first_key is not None and key != first_key.lower():
                raise PublishRefused(
                    f"this plan is signed with key {key[:16]}…, not with the event's key "
                    f"{first_key[:16]}… (the key of its first plan, which the stations pinned): "
                    "every station would refuse it; sign it with the event key"
                )
        have = {
            row[0]
            for row in conn.execute(
                select(PlanLexiconRow.fingerprint).where(
                    PlanLexiconRow.fingerprint.in_([f for f, _n, _d in lexicons])
                )
            )
        }
        for fingerprint, name, data in lexicons:
            if fingerprint in have:
                continue
            conn.execute(
                insert(PlanLexiconRow).values(
                    fingerprint=fingerprint,
                    name=name,
                    data=data,
                    sha256=hashlib.sha256(data).hexdigest(),
                    published_at=now,
                )
            )
            have.add(fingerprint)
            added.append(fingerprint)
        conn.execute(
            insert(PlanRow).values(
                event=event,
                serial=serial,
                body=signed["plan"],
                public_key=signed["public_key"],
                signature=signed["signature"],
                published_at=now,
            )
        )
    return added


def fetch_plans(engine: Engine, event: str, after_row: int) -> list[tuple[int, dict[str, str]]]:
    """The plans published for ``event`` after row ``after_row``, oldest first, as
    (row id, signed fields): every one, replays included, so the station records each."""
    with engine.connect() as conn:
        rows = conn.execute(
            select(PlanRow.id, PlanRow.body, PlanRow.public_key, PlanRow.signature)
            .where(PlanRow.event == event, PlanRow.id > after_row)
            .order_by(PlanRow.id)
            .limit(FETCH_LIMIT)
        ).all()
    return [
        (row_id, {"plan": body, "public_key": key, "signature": signature})
        for row_id, body, key, signature in rows
    ]


def fetch_lexicon(engine: Engine, fingerprint: str) -> tuple[str, bytes] | None:
    """(name, file bytes) of the lexicon stored under ``fingerprint``, or None. The bytes
    are checked against the sha256 stored with them; the caller proves the words."""
    with engine.connect() as conn:
        row = conn.execute(
            select(PlanLexiconRow.name, PlanLexiconRow.data, PlanLexiconRow.sha256)
            .where(PlanLexiconRow.fingerprint == fingerprint)
            .order_by(PlanLexiconRow.id)
            .limit(1)
        ).first()
    if row is None:
        return None
    name, data, sha = row
    data = bytes(data)
    if hashlib.sha256(data).hexdigest() != sha:
        return None
    return name, data
