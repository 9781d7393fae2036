"""The audit table, as a SQLAlchemy typed declarative model.

The schema itself is created by the Alembic migrations in
``kiosk/audit/migrations`` (which also add the append-only triggers); this
model must match them. The same table is used on a station (SQLite) and in
the central log (PostgreSQL).
"""

from __future__ import annotations

from sqlalchemy import BigInteger, Boolean, Index, Integer, String, Text
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column

__all__ = [
    "EXPECTED_TABLE",
    "HEADS_TABLE",
    "HEARTBEATS_TABLE",
    "TABLE",
    "AuditRow",
    "Base",
    "ExpectedLexiconRow",
    "HeartbeatRow",
    "StationHeadRow",
]

TABLE = "audit_records"
HEADS_TABLE = "station_heads"
HEARTBEATS_TABLE = "station_heartbeats"
EXPECTED_TABLE = "fleet_expected"


class Base(DeclarativeBase):
    pass


class AuditRow(Base):
    """One record. ``body`` is the canonical JSON text the chain hash covers;
    the other columns except ``id``, ``hash`` and ``prev_hash`` are copies of
    body fields kept for filtering."""

    __tablename__ = TABLE

    id: Mapped[int] = mapped_column(
        BigInteger().with_variant(Integer, "sqlite"), primary_key=True, autoincrement=True
    )
    station_id: Mapped[str] = mapped_column(String(64))
    station_name: Mapped[str] = mapped_column(String(200), default="")
    seq: Mapped[int] = mapped_column(BigInteger)
    event_id: Mapped[str] = mapped_column(String(36), unique=True)
    kind: Mapped[str] = mapped_column(String(40))
    recorded_at: Mapped[str] = mapped_column(String(32))
    utc_offset_minutes: Mapped[int] = mapped_column(Integer)
    profile: Mapped[str | None] = mapped_column(String(200))
    lexicon_name: Mapped[str | None] = mapped_column(String(200))
    lexicon_fingerprint: Mapped[str | None] = mapped_column(String(64))
    rule: Mapped[str | None] = mapped_column(String(40))
    verdict: Mapped[str | None] = mapped_column(String(16))
    flagged: Mapped[bool] = mapped_column(Boolean, default=False)
    refers_to: Mapped[str | None] = mapped_column(String(36))
    source: Mapped[str | None] = mapped_column(String(40))
    body: Mapped[str] = mapped_column(Text)
    prev_hash: Mapped[str] = mapped_column(String(64))
    hash: Mapped[str] = mapped_column(String(64))

    __table_args__ = (
        Index("ux_audit_station_seq", "station_id", "seq", unique=True),
        Index("ix_audit_recorded_at", "recorded_at"),
    )


class StationHeadRow(Base):
    """A station's signed chain head, as the central log received it (insert-only).

    ``signature`` is the station's Ed25519 signature over `kiosk.audit.central.head_message`;
    ``public_key`` is the raw 32-byte key in hex (the first one seen for a station is
    the one every later head must use).
    """

    __tablename__ = HEADS_TABLE

    id: Mapped[int] = mapped_column(
        BigInteger().with_variant(Integer, "sqlite"), primary_key=True, autoincrement=True
    )
    station_id: Mapped[str] = mapped_column(String(64))
    seq: Mapped[int] = mapped_column(BigInteger)
    hash: Mapped[str] = mapped_column(String(64))
    signed_at: Mapped[str] = mapped_column(String(32))
    public_key: Mapped[str] = mapped_column(String(64))
    signature: Mapped[str] = mapped_column(String(128))

    __table_args__ = (Index("ix_station_heads_station", "station_id", "id"),)


class HeartbeatRow(Base):
    """A running station's state as it sent it every few seconds (insert-only; the newest
    row per station is its state). ``body`` is JSON: ``profiles`` and ``problems``."""

    __tablename__ = HEARTBEATS_TABLE

    id: Mapped[int] = mapped_column(
        BigInteger().with_variant(Integer, "sqlite"), primary_key=True, autoincrement=True
    )
    station_id: Mapped[str] = mapped_column(String(64))
    station_name: Mapped[str] = mapped_column(String(200))
    sent_at: Mapped[str] = mapped_column(String(32))
    version: Mapped[str] = mapped_column(String(40))
    screen: Mapped[str] = mapped_column(String(20))
    relay_backlog: Mapped[int | None] = mapped_column(Integer)
    last_adjudication_at: Mapped[str | None] = mapped_column(String(32))
    body: Mapped[str] = mapped_column(Text)

    __table_args__ = (Index("ix_heartbeats_station", "station_id", "id"),)


class ExpectedLexiconRow(Base):
    """The lexicon the head director expects a division to be judged with (insert-only;
    the newest row per division counts)."""

    __tablename__ = EXPECTED_TABLE

    id: Mapped[int] = mapped_column(
        BigInteger().with_variant(Integer, "sqlite"), primary_key=True, autoincrement=True
    )
    division: Mapped[str] = mapped_column(String(200))
    lexicon_name: Mapped[str] = mapped_column(String(200))
    fingerprint: Mapped[str] = mapped_column(String(64))
    word_count: Mapped[int] = mapped_column(Integer)
    set_at: Mapped[str] = mapped_column(String(32))
