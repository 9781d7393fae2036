"""Central alarms: what the relay found wrong with a station, kept where the auditor looks.

A station whose new records do not descend from the central copy (a rollback to an older
log, or a fork), or whose signing key is new, missing or another, is flagged here by the
relay, with the station's insert-only role (docs/central-roles.sql). ``audit verify
--central`` and ``audit compare`` report every row. A station's log never holds this table's
rows: it is created there only so that both schemas stay one.

Revision ID: 0007
Revises: 0006
Create Date: 2026-11-26
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0007"
down_revision = "0006"
branch_labels = None
depends_on = None

TABLE = "central_alarms"


def upgrade() -> None:
    op.create_table(
        TABLE,
        sa.Column(
            "id",
            sa.BigInteger().with_variant(sa.Integer(), "sqlite"),
            primary_key=True,
            autoincrement=True,
        ),
        sa.Column("station_id", sa.String(64), nullable=False),
        sa.Column("seq", sa.BigInteger(), nullable=False),
        sa.Column("kind", sa.String(40), nullable=False),
        sa.Column("message", sa.Text(), nullable=False),
        sa.Column("raised_at", sa.String(32), nullable=False),
    )
    op.create_index("ix_central_alarms_station", TABLE, ["station_id", "id"])
    if op.get_bind().dialect.name == "postgresql":  # the fleet rows' function of 0004
        op.execute(
            f"CREATE TRIGGER {TABLE}_no_change BEFORE UPDATE OR DELETE ON {TABLE} "
            "FOR EACH ROW EXECUTE FUNCTION fleet_rows_insert_only()"
        )
        op.execute(
            f"CREATE TRIGGER {TABLE}_no_truncate BEFORE TRUNCATE ON {TABLE} "
            "FOR EACH STATEMENT EXECUTE FUNCTION fleet_rows_insert_only()"
        )


def downgrade() -> None:
    if op.get_bind().dialect.name == "postgresql":
        op.execute(f"DROP TRIGGER IF EXISTS {TABLE}_no_truncate ON {TABLE}")
        op.execute(f"DROP TRIGGER IF EXISTS {TABLE}_no_change ON {TABLE}")
    op.drop_index("ix_central_alarms_station", table_name=TABLE)
    op.drop_table(TABLE)
