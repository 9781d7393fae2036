"""Station heartbeats and the event's expected lexicons, for the fleet view (insert-only).

Revision ID: 0004
Revises: 0003
Create Date: 2026-11-22
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0004"
down_revision = "0003"
branch_labels = None
depends_on = None

TABLES = ("station_heartbeats", "fleet_expected")
MESSAGE = "fleet rows are insert-only"
# The fleet view's "flagged items": a partial index keeps the newest ones one step away.
FLAG_WHERE = "flagged OR kind IN ('central-diverged', 'ruling', 'annotation')"


def _id() -> sa.Column:
    return sa.Column(
        "id",
        sa.BigInteger().with_variant(sa.Integer(), "sqlite"),
        primary_key=True,
        autoincrement=True,
    )


def upgrade() -> None:
    op.create_table(
        "station_heartbeats",
        _id(),
        sa.Column("station_id", sa.String(64), nullable=False),
        sa.Column("station_name", sa.String(200), nullable=False),
        sa.Column("sent_at", sa.String(32), nullable=False),
        sa.Column("version", sa.String(40), nullable=False),
        sa.Column("screen", sa.String(20), nullable=False),
        sa.Column("relay_backlog", sa.Integer(), nullable=True),
        sa.Column("last_adjudication_at", sa.String(32), nullable=True),
        sa.Column("body", sa.Text(), nullable=False),
    )
    op.create_index("ix_heartbeats_station", "station_heartbeats", ["station_id", "id"])
    op.create_table(
        "fleet_expected",
        _id(),
        sa.Column("division", sa.String(200), nullable=False),
        sa.Column("lexicon_name", sa.String(200), nullable=False),
        sa.Column("fingerprint", sa.String(64), nullable=False),
        sa.Column("word_count", sa.Integer(), nullable=False),
        sa.Column("set_at", sa.String(32), nullable=False),
    )
    op.create_index(
        "ix_audit_fleet_flags",
        "audit_records",
        ["id"],
        postgresql_where=sa.text(FLAG_WHERE),
        sqlite_where=sa.text(FLAG_WHERE),
    )
    # Adjudications per hour, division and station, read from the index alone.
    op.create_index(
        "ix_audit_kind_time", "audit_records", ["kind", "recorded_at", "profile", "station_name"]
    )
    # A receipt code names a sequence number: searching one reads a row per station.
    op.create_index("ix_audit_seq", "audit_records", ["seq"])
    postgres = op.get_bind().dialect.name == "postgresql"
    if postgres:
        op.execute(
            "CREATE FUNCTION fleet_rows_insert_only() RETURNS trigger "
            "LANGUAGE plpgsql AS $$ BEGIN "
            f"RAISE EXCEPTION '{MESSAGE}'; "
            "END $$"
        )
    for table in TABLES:
        if postgres:
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
    postgres = op.get_bind().dialect.name == "postgresql"
    for table in TABLES:
        if postgres:
            op.execute(f"DROP TRIGGER IF EXISTS {table}_no_truncate ON {table}")
            op.execute(f"DROP TRIGGER IF EXISTS {table}_no_change ON {table}")
        else:
            op.execute(f"DROP TRIGGER IF EXISTS {table}_no_update")
            op.execute(f"DROP TRIGGER IF EXISTS {table}_no_delete")
    if postgres:
        op.execute("DROP FUNCTION IF EXISTS fleet_rows_insert_only()")
    op.drop_table("fleet_expected")
    op.drop_index("ix_audit_seq", table_name="audit_records")
    op.drop_index("ix_audit_kind_time", table_name="audit_records")
    op.drop_index("ix_audit_fleet_flags", table_name="audit_records")
    op.drop_index("ix_heartbeats_station", table_name="station_heartbeats")
    op.drop_table("station_heartbeats")
