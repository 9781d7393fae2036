"""The audit_records table, append-only.

Revision ID: 0001
Revises:
Create Date: 2024-06-01
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0001"
down_revision = None
branch_labels = None
depends_on = None

MESSAGE = "audit records are append-only"


def upgrade() -> None:
    op.create_table(
        "audit_records",
        sa.Column(
            "id",
            sa.BigInteger().with_variant(sa.Integer(), "sqlite"),
            primary_key=True,
            autoincrement=True,
        ),
        sa.Column("station_id", sa.String(64), nullable=False),
        sa.Column("station_name", sa.String(200), nullable=False),
        sa.Column("seq", sa.BigInteger(), nullable=False),
        sa.Column("event_id", sa.String(36), nullable=False),
        sa.Column("kind", sa.String(40), nullable=False),
        sa.Column("recorded_at", sa.String(32), nullable=False),
        sa.Column("utc_offset_minutes", sa.Integer(), nullable=False),
        sa.Column("profile", sa.String(200), nullable=True),
        sa.Column("lexicon_name", sa.String(200), nullable=True),
        sa.Column("lexicon_fingerprint", sa.String(64), nullable=True),
        sa.Column("rule", sa.String(40), nullable=True),
        sa.Column("verdict", sa.String(16), nullable=True),
        sa.Column("flagged", sa.Boolean(), nullable=False),
        sa.Column("refers_to", sa.String(36), nullable=True),
        sa.Column("source", sa.String(40), nullable=True),
        sa.Column("body", sa.Text(), nullable=False),
        sa.Column("prev_hash", sa.String(64), nullable=False),
        sa.Column("hash", sa.String(64), nullable=False),
        sa.UniqueConstraint("event_id", name="uq_audit_event_id"),
    )
    op.create_index("ux_audit_station_seq", "audit_records", ["station_id", "seq"], unique=True)
    if op.get_bind().dialect.name == "postgresql":
        op.execute(
            "CREATE FUNCTION audit_records_append_only() RETURNS trigger "
            "LANGUAGE plpgsql AS $$ BEGIN "
            f"RAISE EXCEPTION '{MESSAGE}'; "
            "END $$"
        )
        op.execute(
            "CREATE TRIGGER audit_records_no_change BEFORE UPDATE OR DELETE ON audit_records "
            "FOR EACH ROW EXECUTE FUNCTION audit_records_append_only()"
        )
        op.execute(
            "CREATE TRIGGER audit_records_no_truncate BEFORE TRUNCATE ON audit_records "
            "FOR EACH STATEMENT EXECUTE FUNCTION audit_records_append_only()"
        )
    else:
        for action in ("UPDATE", "DELETE"):
            op.execute(
                f"CREATE TRIGGER audit_records_no_{action.lower()} BEFORE {action} "
                f"ON audit_records BEGIN SELECT RAISE(ABORT, '{MESSAGE}'); END"
            )


def downgrade() -> None:
    if op.get_bind().dialect.name == "postgresql":
        op.execute("DROP TRIGGER IF EXISTS audit_records_no_truncate ON audit_records")
        op.execute("DROP TRIGGER IF EXISTS audit_records_no_change ON audit_records")
        op.execute("DROP FUNCTION IF EXISTS audit_records_append_only()")
    else:
        op.execute("DROP TRIGGER IF EXISTS audit_records_no_update")
        op.execute("DROP TRIGGER IF EXISTS audit_records_no_delete")
    op.drop_index("ux_audit_station_seq", table_name="audit_records")
    op.drop_table("audit_records")
