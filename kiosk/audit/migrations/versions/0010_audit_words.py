"""The words each adjudication judged, one row per word, kept by the server (PostgreSQL
only).

``audit_words`` holds (word, record id) for every lexicon key in the ``words`` of an
adjudication on the central copy, with the btree index ``ix_audit_words_word`` on
(word, record_id DESC): the fleet page's word search (`kiosk.fleet.reader.FleetReader.search`)
finds the newest N records that judged a word by reading N index entries, whatever the
size of the log, and counts matches only up to a cap. The trigger ``audit_records_words``
fills it as each record is inserted, and keeps it equal to what ``audit_records`` holds when
an owner changes or removes records with the append-only triggers of 0001 off (``UPDATE``,
``DELETE``, ``TRUNCATE``); its function runs
as the owner (``SECURITY DEFINER``), so a station's insert-only role needs no right on the
table. The rows already there are copied in once, here.

A word is the key exactly as recorded, as the GIN index of migration 0008 matches it
(``body -> 'words' @> [{"key": WORD}]``): the same records are found either way.

A station's own log (SQLite) is unchanged.

Revision ID: 0010
Revises: 0009
Create Date: 2026-11-26
"""

from __future__ import annotations

from alembic import op

revision = "0010"
down_revision = "0009"
branch_labels = None
depends_on = None

# The keys of a record's judged words, as text (each once); nothing for a body whose
# "words" is not a list, nor for an item that is not an object with a text key. (A body
# that is not JSON never reaches the table: the GIN index of 0008 already refuses it.)
_KEYS = (
    "SELECT DISTINCT w ->> 'key' FROM jsonb_array_elements("
    "CASE WHEN jsonb_typeof(({body})::jsonb -> 'words') = 'array' "
    "THEN ({body})::jsonb -> 'words' ELSE '[]'::jsonb END) AS w "
    "WHERE jsonb_typeof(w) = 'object' AND jsonb_typeof(w -> 'key') = 'string'"
)

# The records already there, in one statement (the index is built after; so does
# bench/bench_fleet.py after loading a million records with the trigger off).
BACKFILL = (
    "INSERT INTO audit_words (word, record_id) SELECT k, r.id FROM audit_records r, "
    f"LATERAL ({_KEYS.format(body='r.body')}) AS t(k) WHERE r.kind = 'adjudication'"
)
INDEX = "CREATE INDEX ix_audit_words_word ON audit_words (word, record_id DESC)"


def upgrade() -> None:
    if op.get_bind().dialect.name != "postgresql":
        return
    op.execute("CREATE TABLE audit_words (word TEXT NOT NULL, record_id BIGINT NOT NULL)")
    keys = _KEYS.format(body="NEW.body")
    op.execute(
        "CREATE FUNCTION audit_record_words() RETURNS trigger LANGUAGE plpgsql "
        "SECURITY DEFINER SET search_path = pg_catalog, public AS $$ "
        "BEGIN "
        "IF TG_OP = 'TRUNCATE' THEN DELETE FROM audit_words; RETURN NULL; END IF; "
        "IF TG_OP IN ('UPDATE', 'DELETE') THEN "
        "DELETE FROM audit_words WHERE record_id = OLD.id; END IF; "
        "IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.kind = 'adjudication' THEN "
        f"INSERT INTO audit_words (word, record_id) SELECT k, NEW.id FROM ({keys}) AS t(k); "
        "END IF; "
        "RETURN NULL; "
        "END $$"
    )
    op.execute(
        "CREATE TRIGGER audit_records_words AFTER INSERT OR UPDATE OR DELETE ON audit_records "
        "FOR EACH ROW EXECUTE FUNCTION audit_record_words()"
    )
    op.execute(
        "CREATE TRIGGER audit_records_words_truncate AFTER TRUNCATE ON audit_records "
        "FOR EACH STATEMENT EXECUTE FUNCTION audit_record_words()"
    )
    op.execute(BACKFILL)
    op.execute(INDEX)
    op.execute("ANALYZE audit_words")


def downgrade() -> None:
    if op.get_bind().dialect.name != "postgresql":
        return
    op.execute("DROP TRIGGER IF EXISTS audit_records_words_truncate ON audit_records")
    op.execute("DROP TRIGGER IF EXISTS audit_records_words ON audit_records")
    op.execute("DROP FUNCTION IF EXISTS audit_record_words()")
    op.execute("DROP TABLE IF EXISTS audit_words")
