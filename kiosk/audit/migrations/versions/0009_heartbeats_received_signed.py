"""Heartbeats timed by the server and signed by the station; judged records by station
(PostgreSQL only).

- ``station_heartbeats.received_at``: the server's own time (``now()``), set by the trigger
  ``station_heartbeats_received`` whatever the inserting role wrote: the fleet page measures a
  heartbeat's age on the server's clock, never the station's ``sent_at``.
- ``station_heartbeats.public_key`` and ``signature``: the station's Ed25519 signature over
  `kiosk.audit.heartbeat.heartbeat_message`, with the key the central copy pinned for it
  (its first signed chain head). The fleet page shows a heartbeat that does not verify
  against that key as forged and never lets it change the station's card.
- ``ix_audit_fleet_judged``: adjudications by station, division, fingerprint and time, so
  the fleet page counts each station's records per word list from the index alone
  (`kiosk.fleet.judged`), never reading the records themselves.

A station's own log (SQLite) is unchanged.

Revision ID: 0009
Revises: 0008
Create Date: 2026-11-26
"""

from __future__ import annotations

from alembic import op

revision = "0009"
down_revision = "0008"
branch_labels = None
depends_on = None


def upgrade() -> None:
    if op.get_bind().dialect.name != "postgresql":
        return
    op.execute("ALTER TABLE station_heartbeats ADD COLUMN received_at TIMESTAMPTZ")
    op.execute("ALTER TABLE station_heartbeats ALTER COLUMN received_at SET DEFAULT now()")
    op.execute("ALTER TABLE station_heartbeats ADD COLUMN public_key VARCHAR(64)")
    op.execute("ALTER TABLE station_heartbeats ADD COLUMN signature VARCHAR(128)")
    op.execute(
        "CREATE FUNCTION station_heartbeat_received() RETURNS trigger LANGUAGE plpgsql AS $$ "
        "BEGIN NEW.received_at := now(); RETURN NEW; END $$"
    )
    op.execute(
        "CREATE TRIGGER station_heartbeats_received BEFORE INSERT ON station_heartbeats "
        "FOR EACH ROW EXECUTE FUNCTION station_heartbeat_received()"
    )
    op.execute(
        "CREATE INDEX ix_audit_fleet_judged ON audit_records "
        "(station_id, profile, lexicon_fingerprint, recorded_at) WHERE kind = 'adjudication'"
    )


def downgrade() -> None:
    if op.get_bind().dialect.name != "postgresql":
        return
    op.execute("DROP INDEX IF EXISTS ix_audit_fleet_judged")
    op.execute("DROP TRIGGER IF EXISTS station_heartbeats_received ON station_heartbeats")
    op.execute("DROP FUNCTION IF EXISTS station_heartbeat_received()")
    for column in ("signature", "public_key", "received_at"):
        op.execute(f"ALTER TABLE station_heartbeats DROP COLUMN IF EXISTS {column}")
