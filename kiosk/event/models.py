"""The central tables of the event plan (typed SQLAlchemy models; created by migration 0006).

Both are insert-only (their triggers refuse UPDATE and DELETE): a plan, once published, is
a fact; a newer plan has a higher serial. A lexicon is stored once per fingerprint.
"""

from __future__ import annotations

from sqlalchemy import BigInteger, Index, Integer, LargeBinary, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from kiosk.audit.models import Base

__all__ = ["PLANS_TABLE", "PLAN_LEXICONS_TABLE", "PlanLexiconRow", "PlanRow"]

PLANS_TABLE = "event_plans"
PLAN_LEXICONS_TABLE = "event_lexicons"


class PlanRow(Base):
    """A signed plan as published: ``body`` is the exact text the event key signed."""

    __tablename__ = PLANS_TABLE

    id: Mapped[int] = mapped_column(
        BigInteger().with_variant(Integer, "sqlite"), primary_key=True, autoincrement=True
    )
    event: Mapped[str] = mapped_column(String(200))
    serial: Mapped[int] = mapped_column(BigInteger)
    body: Mapped[str] = mapped_column(Text)
    public_key: Mapped[str] = mapped_column(String(64))
    signature: Mapped[str] = mapped_column(String(128))
    published_at: Mapped[str] = mapped_column(String(32))

    __table_args__ = (Index("ix_event_plans_event_serial", "event", "serial"),)


class PlanLexiconRow(Base):
    """A built lexicon file a plan names, by the fingerprint of its words."""

    __tablename__ = PLAN_LEXICONS_TABLE

    id: Mapped[int] = mapped_column(
        BigInteger().with_variant(Integer, "sqlite"), primary_key=True, autoincrement=True
    )
    fingerprint: Mapped[str] = mapped_column(String(64))
    name: Mapped[str] = mapped_column(String(200))
    data: Mapped[bytes] = mapped_column(LargeBinary)
    sha256: Mapped[str] = mapped_column(String(64))
    published_at: Mapped[str] = mapped_column(String(32))

    __table_args__ = (Index("ix_event_lexicons_fingerprint", "fingerprint"),)
