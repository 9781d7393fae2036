"""Index the timestamp, for exports by date range.

Revision ID: 0002
Revises: 0001
Create Date: 2024-06-08
"""

from __future__ import annotations

from alembic import op

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_index("ix_audit_recorded_at", "audit_records", ["recorded_at"])


def downgrade() -> None:
    op.drop_index("ix_audit_recorded_at", table_name="audit_records")
