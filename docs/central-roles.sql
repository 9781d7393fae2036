-- Roles for the central log (PostgreSQL), least privilege.
--
-- Run once, as the database owner, in the central database, after the schema exists
-- (the owner brings it up to date by running any command that writes centrally with
-- the owner's address, e.g. `challenge-kiosk fleet expect ... --central OWNER_URL`).
-- Change the passwords. Each station uses its own login (see "One login per station"
-- below) in its central_url, the
-- fleet page reads as kiosk_fleet and records a director's acknowledgement of a
-- player's call as kiosk_fleet_ack (`--ack-central`); none can change or remove what
-- is stored (the append-only triggers stay as a second line of defence).

CREATE ROLE kiosk_station NOLOGIN;  -- the stations' grants; each logs in as itself (below)
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

-- One login per station: a station can then write only about itself. Give each station its
-- own login, a member of kiosk_station (which holds the grants above), and put it in that
-- station's central_url, e.g.:
--   CREATE ROLE kiosk_table_1 LOGIN PASSWORD 'change-me-table-1' IN ROLE kiosk_station;
-- The first row a station's login writes names the station it speaks for (kept in
-- station_logins); from then on row-level security lets that login insert records, signed
-- heads, heartbeats and alarms about that station only, and no other login about it. A
-- station that was set up again (a new station id) needs its login's row removed, as the
-- owner: DELETE FROM station_logins WHERE role_name = 'kiosk_table_1';
-- No station logs in as kiosk_station itself (it cannot: stations sharing one login could
-- not be told apart, and could write about one another).
CREATE TABLE IF NOT EXISTS station_logins (
  role_name name PRIMARY KEY,
  station_id varchar(64) NOT NULL UNIQUE,
  pinned_at timestamptz NOT NULL DEFAULT now()
);
CREATE OR REPLACE FUNCTION kiosk_login_speaks_for(station text) RETURNS boolean
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public AS $$
DECLARE held varchar(64);
BEGIN
  SELECT station_id INTO held FROM station_logins WHERE role_name = session_user;
  IF held IS NULL THEN
    INSERT INTO station_logins (role_name, station_id) VALUES (session_user, station)
      ON CONFLICT DO NOTHING;
    SELECT station_id INTO held FROM station_logins WHERE role_name = session_user;
  END IF;
  RETURN held IS NOT DISTINCT FROM station;
END $$;
REVOKE ALL ON FUNCTION kiosk_login_speaks_for(text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION kiosk_login_speaks_for(text) TO kiosk_station;
DO $$ DECLARE t text; BEGIN
  FOREACH t IN ARRAY ARRAY['audit_records', 'station_heads', 'station_heartbeats',
                           'central_alarms'] LOOP
    EXECUTE format('DROP POLICY IF EXISTS kiosk_read ON %I', t);
    EXECUTE format('CREATE POLICY kiosk_read ON %I FOR SELECT USING (true)', t);
    EXECUTE format('DROP POLICY IF EXISTS kiosk_own_rows ON %I', t);
    EXECUTE format('CREATE POLICY kiosk_own_rows ON %I FOR INSERT TO kiosk_station '
                   'WITH CHECK (kiosk_login_speaks_for(station_id))', t);
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
  END LOOP;
END $$;

-- `challenge-kiosk fleet expect` runs as the owner (or grant INSERT on fleet_expected and
-- USAGE on fleet_expected_id_seq to a separate head-director role).
