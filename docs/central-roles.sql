-- Roles for the central log (PostgreSQL), least privilege.
--
-- Run once, as the database owner, in the central database, after the schema exists
-- (the owner brings it up to date by running any command that writes centrally with
-- the owner's address, e.g. `challenge-kiosk fleet expect ... --central OWNER_URL`).
-- Change the passwords. Stations then use kiosk_station in their central_url, the
-- fleet page reads as kiosk_fleet and records a director's acknowledgement of a
-- player's call as kiosk_fleet_ack (`--ack-central`); none can change or remove what
-- is stored (the append-only triggers stay as a second line of defence).

CREATE ROLE kiosk_station LOGIN PASSWORD 'change-me-station';
CREATE ROLE kiosk_fleet LOGIN PASSWORD 'change-me-fleet';
CREATE ROLE kiosk_fleet_ack LOGIN PASSWORD 'change-me-ack';

DO $$ BEGIN
  EXECUTE format('GRANT CONNECT ON DATABASE %I TO kiosk_station, kiosk_fleet, kiosk_fleet_ack',
                 current_database());
END $$;
GRANT USAGE ON SCHEMA public TO kiosk_station, kiosk_fleet, kiosk_fleet_ack;
GRANT SELECT ON alembic_version TO kiosk_station, kiosk_fleet;

-- Stations: insert records, signed heads and heartbeats; read what the relay checks
-- against (the central head, the pinned key). No UPDATE, DELETE or TRUNCATE.
GRANT SELECT, INSERT ON audit_records, station_heads, station_heartbeats TO kiosk_station;
GRANT USAGE ON SEQUENCE audit_records_id_seq, station_heads_id_seq, station_heartbeats_id_seq
  TO kiosk_station;
-- A station with a player's call open reads whether the fleet page acknowledged it.
GRANT SELECT ON word_judge_acks TO kiosk_station;
-- Stations fetch the event's signed plans and the lexicons they name (never write them).
GRANT SELECT ON event_plans, event_lexicons TO kiosk_station;
-- The relay flags a station's rollback, fork or key change in central_alarms; insert-only
-- (a station can raise an alarm, never clear one; audit verify --central reports each).
GRANT SELECT, INSERT ON central_alarms TO kiosk_station;
GRANT USAGE ON SEQUENCE central_alarms_id_seq TO kiosk_station;

-- The fleet page: SELECT only, and every session read-only.
-- It holds each record to the plan in force at its time (event_plans).
-- Its word search reads audit_words (migration 0010; filled by the server, never by a role).
GRANT SELECT ON audit_records, station_heads, station_heartbeats, fleet_expected,
  word_judge_acks, central_alarms, event_plans, audit_words TO kiosk_fleet;
ALTER ROLE kiosk_fleet SET default_transaction_read_only = on;

-- The fleet page's one write: a director acknowledges a player's call for a word judge.
-- Insert only, into that table only.
GRANT INSERT ON word_judge_acks TO kiosk_fleet_ack;
GRANT USAGE ON SEQUENCE word_judge_acks_id_seq TO kiosk_fleet_ack;

-- `challenge-kiosk fleet expect` runs as the owner (or grant INSERT on fleet_expected and
-- USAGE on fleet_expected_id_seq to a separate head-director role).
