"""Acknowledgements of word-judge calls from the fleet page (insert-only).

A player's call (``word-judge-called``) is a record in the station's chain; the head
director acknowledging it on the fleet page is a row here, written by the page server with
a role that may only insert into this table (docs/central-roles.sql). The station reads the
row for its open call and records ``word-judge-acknowledged`` in its own chain.

Revision ID: 0005
Revises: 0004
Create Date: 2026-11-26
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0005"
down_revision = "0004"
branch_labels = None
depends_on = None

TABLE = "word_judge_acks"
MESSAGE = "fleet rows are insert-only"  # the function of 0004 says so on PostgreSQL


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
        sa.Column("call_event_id", sa.String(36), nullable=False),
        sa.Column("acknowledged_at", sa.String(32), nullable=False),
        sa.Column("acknowledged_by", sa.String(200), nullable=False),
        sa.Column("acknowledged_where", sa.String(200), nullable=False),
    )
    op.create_index("ix_word_judge_acks_call", TABLE, ["call_event_id"])
    if op.get_bind().dialect.name == "postgresql":
        op.execute(
            f"CREATE TRIGGER {TABLE}_no_change BEFORE UPDATE OR DELETE ON {TABLE} "
            "FOR EACH ROW EXECUTE FUNCTION fleet_rows_insert_only()"
        )
        op.execute(
            f"CREATE TRIGGER {TABLE}_no_truncate BEFORE TRUNCATE ON {TABLE} "
            "FOR EACH STATEMENT EXECUTE FUNCTION fleet_rows_insert_only()"
        )
    else:
        for action in ("UPDATE", "DELETE"):
            op.execute(
                f"CREATE TRIGGER {TABLE}_no_{action.lower()} BEFORE {action} "
                f"ON {TABLE} BEGIN SELECT RAISE(ABORT, '{MESSAGE}'); END"
            )


def downgrade() -> None:
    if op.get_bind().dialect.name == "postgresql":
        op.execute(f"DROP TRIGGER IF EXISTS {TABLE}_no_truncate ON {TABLE}")
        op.execute(f"DROP TRIGGER IF EXISTS {TABLE}_no_change ON {TABLE}")
    else:
        op.execute(f"DROP TRIGGER IF EXISTS {TABLE}_no_update")
        op.execute(f"DROP TRIGGER IF EXISTS {TABLE}_no_delete")
    op.drop_index("ix_word_judge_acks_call", table_name=TABLE)
    op.drop_table(TABLE)
