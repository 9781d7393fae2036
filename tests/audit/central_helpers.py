"""Helpers for the central-log tests: relays, central rows, and raw access as an attacker."""

from __future__ import annotations

from pathlib import Path

from sqlalchemy import func, select, text

from kiosk.audit import EventKind
from kiosk.audit.engine import database_engine
from kiosk.audit.models import AuditRow
from kiosk.audit.relay import Relay


def relayed(log, url: str, **options) -> Relay:
    relay = Relay(log, url, poll_interval_s=0.05, first_backoff_s=0.05, **options)
    relay.start()
    return relay


def central_links(url: str, station: str) -> list[tuple[int, str]]:
    """(seq, hash) of a station's records in the central log, in order."""
    engine = database_engine(url)
    try:
        with engine.connect() as conn:
            return [
                (int(s), h)
                for s, h in conn.execute(
                    select(AuditRow.seq, AuditRow.hash)
                    .where(AuditRow.station_id == station)
                    .order_by(AuditRow.seq)
                )
            ]
    finally:
        engine.dispose()


def central_count(url: str) -> int:
    engine = database_engine(url)
    try:
        with engine.connect() as conn:
            return int(conn.execute(select(func.count()).select_from(AuditRow)).scalar() or 0)
    finally:
        engine.dispose()


def central_sql(url: str, *statements: str | tuple[str, dict]) -> None:
    """Run statements on the central log as its owner, triggers off (an attacker with the
    database password)."""
    engine = database_engine(url)
    try:
        with engine.begin() as conn:
            conn.execute(text("ALTER TABLE audit_records DISABLE TRIGGER USER"))
            for statement in statements:
                sql, values = statement if isinstance(statement, tuple) else (statement, {})
                conn.execute(text(sql), values)
            conn.execute(text("ALTER TABLE audit_records ENABLE TRIGGER USER"))
    finally:
        engine.dispose()


def divergences(log) -> list[dict]:
    return [r.details for r in log.query() if r.kind is EventKind.CENTRAL_DIVERGED]


def write_station_toml(home: Path, *, name: str = "", central_url: str = "") -> None:
    """A station file with a division (an empty file is refused like any broken one)."""
    lines = []
    if name:
        lines += ["[station]", f'name = "{name}"']
    lines += ["[settings]", f'central_url = "{central_url}"']
    lines += ["", "[[profiles]]", 'name = "Main"']
    (home / "station.toml").write_text("\n".join(lines) + "\n", encoding="utf-8")
