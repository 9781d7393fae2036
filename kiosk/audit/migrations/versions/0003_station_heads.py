"""Signed chain heads, one row per head a station sent (insert-only).

Revision ID: 0003
Revises: 0002
Create Date: 2026-11-22
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None

MESSAGE = "signed heads are insert-only"


def upgrade() -> None:
    op.create_table(
        "station_heads",
        sa.Column(
            "id",
            sa.BigInteger().with_variant(sa.Integer(), "sqlite"),
            primary_key=True,
            autoincrement=True,
        ),
        sa.Column("station_id", sa.String(64), nullable=False),
        sa.Column("seq", sa.BigInteger(), nullable=False),
        sa.Column("hash", sa.String(64), nullable=False),
        sa.Column("signed_at", sa.String(32), nullable=False),
        sa.Column("public_key", sa.String(64), nullable=False),
        sa.Column("signature", sa.String(128), nullable=False),
    )
    op.create_index("ix_station_heads_station", "station_heads", ["station_id", "id"])
    if op.get_bind().dialect.name == "postgresql":
        op.execute(
            "CREATE FUNCTION station_heads_insert_only() RETURNS trigger "
            "LANGUAGE plpgsql AS $$ BEGIN "
            f"RAISE EXCEPTION '{MESSAGE}'; "
            "END $$"
        )
        op.execute(
            "CREATE TRIGGER station_heads_no_change BEFORE UPDATE OR DELETE ON station_heads "
            "FOR EACH ROW EXECUTE FUNCTION station_heads_insert_only()"
        )
        op.execute(
            "CREATE TRIGGER station_heads_no_truncate BEFORE TRUNCATE ON station_heads "
            "FOR EACH STATEMENT EXECUTE FUNCTION station_heads_insert_only()"
        )
    else:
        for action in ("UPDATE", "DELETE"):
            op.execute(
                f"CREATE TRIGGER station_heads_no_{action.lower()} BEFORE {action} "
                f"ON station_heads BEGIN SELECT RAISE(ABORT, '{MESSAGE}'); END"
            )


def downgrade() -> None:
    if op.get_bind().dialect.name == "postgresql":
        op.execute("DROP TRIGGER IF EXISTS station_heads_no_truncate ON station_heads")
        op.execute("DROP TRIGGER IF EXISTS station_heads_no_change ON station_heads")
        op.execute("DROP FUNCTION IF EXISTS station_heads_insert_only()")
    else:
        op.execute("DROP TRIGGER IF EXISTS station_heads_no_update")
        op.execute("DROP TRIGGER IF EXISTS station_heads_no_delete")
    op.drop_index("ix_station_heads_station", table_name="station_heads")
    op.drop_table("station_heads")
