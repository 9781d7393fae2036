"""Alembic environment for the audit log (run programmatically by kiosk.audit.migrate).

The caller passes an open SQLAlchemy connection in ``config.attributes["connection"]``;
there is no alembic.ini and no URL here. SQLite uses batch mode ("move and copy")
because it cannot ALTER most things in place.
"""

from __future__ import annotations

from alembic import context
from sqlalchemy import text

from kiosk.audit.models import Base

config = context.config
connection = config.attributes["connection"]
is_postgresql = connection.dialect.name == "postgresql"

context.configure(
    connection=connection,
    target_metadata=Base.metadata,
    render_as_batch=connection.dialect.name == "sqlite",
    transactional_ddl=True,
)

with context.begin_transaction():
    if is_postgresql:
        # Many stations may start their relays at once: one migrates, the others wait
        # and then find the schema at head.
        connection.execute(text("SELECT pg_advisory_xact_lock(7276400183)"))
    context.run_migrations()
