"""The central copy's receive time, clock jumps and word index (PostgreSQL only).

On a central (PostgreSQL) log each record gets, as the server inserts it:

- ``received_at``: the server's own time (``now()``), whatever the station's clock said;
- ``clock_jump``: true when the record is dated more than 5 minutes after the server
  received it, or earlier than the record before it in its station's chain (by seq);
  set by the trigger ``audit_records_received``, so no station has to be trusted for it;

and the index ``ix_audit_words`` (GIN over the body's ``words``) lets a word search read
only the records that judged the word (`kiosk.audit.paging.conditions`). The partial index
``ix_audit_fleet_flagged`` keeps the fleet page's flagged items, clock jumps included, one
step away (`kiosk.fleet.reader`). A station's own log (SQLite) is unchanged: its clock jumps
are found when it is read (`kiosk.audit.paging.clock_jump_ids`).

Revision ID: 0008
Revises: 0007
Create Date: 2026-11-26
"""

from __future__ import annotations

from alembic import op

revision = "0008"
down_revision = "0007"
branch_labels = None
depends_on = None

# The fleet page's flagged items with clock jumps (kiosk.fleet.reader.CENTRAL_FLAG_WHERE).
FLAG_WHERE = "flagged OR clock_jump OR kind IN ('central-diverged', 'ruling', 'annotation')"
_UTC_TEXT = """to_char(({moment}) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')"""


def upgrade() -> None:
    if op.get_bind().dialect.name != "postgresql":
        return
    # Added without a value for the records already there (their receive time is unknown);
    # then every insert gets the server's time.
    op.execute("ALTER TABLE audit_records ADD COLUMN received_at TIMESTAMPTZ")
    op.execute("ALTER TABLE audit_records ALTER COLUMN received_at SET DEFAULT now()")
    op.execute("ALTER TABLE audit_records ADD COLUMN clock_jump BOOLEAN NOT NULL DEFAULT false")
    ahead = _UTC_TEXT.format(moment="clock_timestamp() + interval '5 minutes'")
    # Times are compared as stored text (ISO 8601 UTC sorts in time order): a damaged time
    # can never make an insert fail.
    op.execute(
        "CREATE FUNCTION audit_record_received() RETURNS trigger LANGUAGE plpgsql AS $$ "
        "DECLARE before_at text; "
        "BEGIN "
        "NEW.received_at := now(); "
        "SELECT recorded_at INTO before_at FROM audit_records "
        "WHERE station_id = NEW.station_id AND seq < NEW.seq ORDER BY seq DESC LIMIT 1; "
        f"NEW.clock_jump := NEW.recorded_at > {ahead} "
        "OR (before_at IS NOT NULL AND NEW.recorded_at < before_at); "
        "RETURN NEW; "
        "END $$"
    )
    op.execute(
        "CREATE TRIGGER audit_records_received BEFORE INSERT ON audit_records "
        "FOR EACH ROW EXECUTE FUNCTION audit_record_received()"
    )
    # fastupdate off: a search never reads a list of entries not yet merged into the index
    # (records arrive at the pace of play; each insert updates it at once)
    op.execute(
        "CREATE INDEX ix_audit_words ON audit_records "
        "USING gin (((body::jsonb) -> 'words') jsonb_path_ops) WITH (fastupdate = off)"
    )
    op.execute(f"CREATE INDEX ix_audit_fleet_flagged ON audit_records (id) WHERE {FLAG_WHERE}")


def downgrade() -> None:
    if op.get_bind().dialect.name != "postgresql":
        return
    op.execute("DROP INDEX IF EXISTS ix_audit_fleet_flagged")
    op.execute("DROP INDEX IF EXISTS ix_audit_words")
    op.execute("DROP TRIGGER IF EXISTS audit_records_received ON audit_records")
    op.execute("DROP FUNCTION IF EXISTS audit_record_received()")
    op.execute("ALTER TABLE audit_records DROP COLUMN IF EXISTS clock_jump")
    op.execute("ALTER TABLE audit_records DROP COLUMN IF EXISTS received_at")
