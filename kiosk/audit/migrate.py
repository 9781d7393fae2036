"""Bringing an audit database to the current schema, with a backup first.

Migrations live in ``kiosk/audit/migrations`` (found next to this file, so it
works from a source checkout, a wheel or a PyInstaller bundle that ships the
folder as data) and run programmatically: no alembic.ini is needed.

Before a SQLite file that already holds data is migrated, a consistent copy
is written next to it as ``<name>.bak-<from>-<to>-<UTC time>`` (made with
SQLite's backup API, so the WAL's contents are included).
"""

from __future__ import annotations

import threading
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING

from sqlalchemy import Connection, Engine, text
from sqlalchemy.exc import DBAPIError, SQLAlchemyError

from kiosk.audit.errors import AuditUnavailable
from kiosk.audit.log_file import plain_reason
from kiosk.audit.schema import HEAD_REVISION, MigrationResult, backup_sqlite

if TYPE_CHECKING:
    from alembic.config import Config

__all__ = [
    "HEAD_REVISION",
    "MigrationResult",
    "current_revision",
    "migrations_dir",
    "upgrade",
    "upgrade_station_log",
]

# Alembic's `context` and `op` are module-wide proxies: one migration at a time per process
# (a relay thread may migrate the central log while the station opens its file).
_ALEMBIC_LOCK = threading.RLock()


def migrations_dir() -> Path:
    return Path(__file__).resolve().parent / "migrations"


def _alembic_config(connection: Connection) -> Config:
    from alembic.config import Config

    config = Config()
    config.set_main_option("script_location", str(migrations_dir()))
    config.attributes["connection"] = connection
    return config


def current_revision(connection: Connection) -> str | None:
    """The database's schema revision, or None when it has none yet."""
    try:
        revision = connection.execute(text("SELECT version_num FROM alembic_version")).scalar()
    except DBAPIError:
        revision = None
    connection.rollback()
    return revision


def upgrade(
    engine: Engine,
    *,
    revision: str = "head",
    backup_sqlite_file: Path | None = None,
    now: datetime | None = None,
) -> MigrationResult:
    """Migrate ``engine``'s database to ``revision`` (default: the newest).

    With ``backup_sqlite_file`` given (the caller passes it only for a file that
    existed before it was opened), a backup copy is made first when a
    migration is pending (see the module docstring). Returns what was done; raises
    SQLAlchemy/OS errors as they come.
    """
    with engine.connect() as connection:
        before = current_revision(connection)
        if revision == "head" and before == HEAD_REVISION:
            return MigrationResult(before, before, None)
        with _ALEMBIC_LOCK:
            return _upgrade(connection, before, revision, backup_sqlite_file, now)


def _upgrade(
    connection: Connection,
    before: str | None,
    revision: str,
    backup_sqlite_file: Path | None,
    now: datetime | None,
) -> MigrationResult:
    from alembic import command
    from alembic.script import ScriptDirectory

    config = _alembic_config(connection)
    script = ScriptDirectory.from_config(config)
    target = script.get_current_head() if revision == "head" else revision
    if before == target and before is not None:
        return MigrationResult(before, before, None)
    backup = None
    if backup_sqlite_file is not None:
        moment = now or datetime.now(UTC)
        backup = backup_sqlite(backup_sqlite_file, before, str(target), moment)
    command.upgrade(config, revision)
    connection.commit()
    return MigrationResult(before, str(target), backup)


def upgrade_station_log(
    path: Path, backup: Path | None, busy_timeout_s: float, now: datetime
) -> tuple[MigrationResult, Engine]:
    """A station's log at an older revision brought to the newest (`backup`: the file to
    copy first, None for a file that held nothing); the engine it used is returned for the
    log's readers. Raises `AuditUnavailable` when the migration fails."""
    from kiosk.audit.engine import sqlite_engine

    engine = sqlite_engine(path, busy_timeout_s=busy_timeout_s)
    try:
        return upgrade(engine, backup_sqlite_file=backup, now=now), engine
    except BaseException as exc:
        engine.dispose()
        if isinstance(exc, SQLAlchemyError):
            raise AuditUnavailable(plain_reason(exc)) from exc
        raise


def downgrade(engine: Engine, revision: str) -> None:
    """Migrate down to ``revision`` ("base" removes the table). For tests and repairs only."""
    from alembic import command

    with _ALEMBIC_LOCK, engine.connect() as connection:
        command.downgrade(_alembic_config(connection), revision)
        connection.commit()
