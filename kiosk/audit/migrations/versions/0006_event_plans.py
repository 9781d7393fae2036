"""The event plan: signed plans and the lexicon files they name (insert-only).

The head director publishes each signed plan (``challenge-kiosk fleet plan publish``) with
the lexicons it needs, stored once per fingerprint; stations fetch them. Rows are never
changed or deleted: a newer plan has a higher serial.

Revision ID: 0006
Revises: 0005
Create Date: 2026-11-26
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0006"
down_revision = "0005"
branch_labels = None
depends_on = None

TABLES = ("event_plans", "event_lexicons")
MESSAGE = "fleet rows are insert-only"  # the function of 0004 says so on PostgreSQL


def _id() -> sa.Column:
    return sa.Column(
        "id",
        sa.BigInteger().with_variant(sa.Integer(), "sqlite"),
        primary_key=True,
        autoincrement=True,
    )


def upgrade() -> None:
    op.create_table(
        "event_plans",
        _id(),
        sa.Column("event", sa.String(200), nullable=False),
        sa.Column("serial", sa.BigInteger(), nullable=False),
        sa.Column("body", sa.Text(), nullable=False),
        sa.Column("public_key", sa.String(64), nullable=False),
        sa.Column("signature", sa.String(128), nullable=False),
        sa.Column("published_at", sa.String(32), nullable=False),
    )
    op.create_index("ix_event_plans_event_serial", "event_plans", ["event", "serial"])
    op.create_table(
        "event_lexicons",
        _id(),
        sa.Column("fingerprint", sa.String(64), nullable=False),
        sa.Column("name", sa.String(200), nullable=False),
        sa.Column("data", sa.LargeBinary(), nullable=False),
        sa.Column("sha256", sa.String(64), nullable=False),
        sa.Column("published_at", sa.String(32), nullable=False),
    )
    op.create_index("ix_event_lexicons_fingerprint", "event_lexicons", ["fingerprint"])
    for table in TABLES:
        if op.get_bind().dialect.name == "postgresql":
            op.execute(
                f"CREATE TRIGGER {table}_no_change BEFORE UPDATE OR DELETE ON {table} "
                "FOR EACH ROW EXECUTE FUNCTION fleet_rows_insert_only()"
            )
            op.execute(
                f"CREATE TRIGGER {table}_no_truncate BEFORE TRUNCATE ON {table} "
                "FOR EACH STATEMENT EXECUTE FUNCTION fleet_rows_insert_only()"
            )
        else:
            for action in ("UPDATE", "DELETE"):
                op.execute(
                    f"CREATE TRIGGER {table}_no_{action.lower()} BEFORE {action} "
                    f"ON {table} BEGIN SELECT RAISE(ABORT, '{MESSAGE}'); END"
                )


def downgrade() -> None:
    for table in reversed(TABLES):
        if op.get_bind().dialect.name == "postgresql":
            op.execute(f"DROP TRIGGER IF EXISTS {table}_no_truncate ON {table}")
            op.execute(f"DROP TRIGGER IF EXISTS {table}_no_change ON {table}")
        else:
            op.execute(f"DROP TRIGGER IF EXISTS {table}_no_update")
            op.execute(f"DROP TRIGGER IF EXISTS {table}_no_delete")
    op.drop_index("ix_event_lexicons_fingerprint", table_name="event_lexicons")
    op.drop_table("event_lexicons")
    op.drop_index("ix_event_plans_event_serial", table_name="event_plans")
    op.drop_table("event_plans")
