"""Heartbeats counted by the station, checked by the server (PostgreSQL only).

- ``station_heartbeats.counter``: a number the station signs with the heartbeat
  (`kiosk.audit.heartbeat.heartbeat_bytes`), strictly increasing per station (nanoseconds of
  its clock, and always above the last one it sent: `kiosk.audit.heartbeat.next_counter`).
- The trigger ``station_heartbeats_counted`` refuses a heartbeat whose counter is not above
  every counter its station sent before, and one without a counter from a station that has
  sent one: a copy of a station's own signed heartbeat, inserted again, is refused, so a
  station that stopped cannot be made to look alive. Its function runs as the owner
  (``SECURITY DEFINER``: it sees every row of the station whatever the inserting role may
  read) and holds a lock per station for the rest of the transaction, so two inserts at once
  cannot both pass. A role that may only insert (docs/central-roles.sql) can neither drop nor
  disable it.
- ``ix_heartbeats_counter``: (station_id, counter), so the check reads one index entry.

A station's own log (SQLite) is unchanged.

Revision ID: 0011
Revises: 0010
Create Date: 2026-11-28
"""

from __future__ import annotations

from alembic import op

revision = "0011"
down_revision = "0010"
branch_labels = None
depends_on = None


def upgrade() -> None:
    if op.get_bind().dialect.name != "postgresql":
        return
    op.execute("ALTER TABLE station_heartbeats ADD COLUMN counter BIGINT")
    op.execute("CREATE INDEX ix_heartbeats_counter ON station_heartbeats (station_id, counter)")
    op.execute(
        "CREATE FUNCTION station_heartbeat_counted() RETURNS trigger LANGUAGE plpgsql "
        "SECURITY DEFINER SET search_path = pg_catalog, public AS $$ "
        "DECLARE high bigint; "
        "BEGIN "
        "PERFORM pg_advisory_xact_lock(hashtext('station_heartbeats'), hashtext(NEW.station_id)); "
        "SELECT max(counter) INTO high FROM station_heartbeats "
        "WHERE station_id = NEW.station_id; "
        "IF high IS NOT NULL AND (NEW.counter IS NULL OR NEW.counter <= high) THEN "
        "RAISE EXCEPTION 'heartbeat refused: counter % of station % is not above its last, %', "
        "coalesce(NEW.counter::text, 'missing'), NEW.station_id, high "
        "USING ERRCODE = 'check_violation'; "
        "END IF; "
        "RETURN NEW; "
        "END $$"
    )
    op.execute(
        "CREATE TRIGGER station_heartbeats_counted BEFORE INSERT ON station_heartbeats "
        "FOR EACH ROW EXECUTE FUNCTION station_heartbeat_counted()"
    )


def downgrade() -> None:
    if op.get_bind().dialect.name != "postgresql":
        return
    op.execute("DROP TRIGGER IF EXISTS station_heartbeats_counted ON station_heartbeats")
    op.execute("DROP FUNCTION IF EXISTS station_heartbeat_counted()")
    op.execute("DROP INDEX IF EXISTS ix_heartbeats_counter")
    op.execute("ALTER TABLE station_heartbeats DROP COLUMN IF EXISTS counter")
