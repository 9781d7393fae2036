"""The central word search reads the GIN index of migration 0008, never every record.

On a real PostgreSQL central log of a few thousand records (analysed, as a live one is):
EXPLAIN of the fleet page's search for a word few or no records hold, and of ``audit export
--search --central``, names the index ``ix_audit_words`` and never a sequential scan of
``audit_records`` (a word most plays hold may be found walking the newest records back to
the 50 the page shows); a word no record holds reads no record, and one that some hold is
found in exactly those.
"""

from __future__ import annotations

import json
import uuid
from datetime import UTC, datetime, timedelta

import pytest
from sqlalchemy import insert, select, text

from kiosk.audit.engine import database_engine
from kiosk.audit.migrate import upgrade
from kiosk.audit.models import AuditRow
from kiosk.audit.paging import conditions, export_conditions
from kiosk.audit.records import (
    BODY_FORMAT,
    GENESIS_HASH,
    AuditQuery,
    canonical_json,
    chain_hash,
    filter_columns,
)
from kiosk.fleet.reader import _ITEM_COLUMNS, FleetReader, read_only_engine

pytestmark = pytest.mark.postgres

PLAYS = ["CAT DOGS", "QI ZA", "ZAX", "DOGS CATX", "JOE"]


def rows(station: str, count: int, start: datetime) -> list[dict]:
    """``count`` chained adjudications of one station; every 500th judged QUIXOTIC."""
    found, prev = [], GENESIS_HASH
    for seq in range(1, count + 1):
        play = "QUIXOTIC" if seq % 500 == 0 else PLAYS[seq % len(PLAYS)]
        body = {
            "format": BODY_FORMAT,
            "event_id": str(uuid.uuid4()),
            "station_id": station,
            "station_name": station.title(),
            "seq": seq,
            "kind": "adjudication",
            "recorded_at": (start + timedelta(seconds=30 * seq)).strftime("%Y-%m-%dT%H:%M:%S.%fZ"),
            "utc_offset_minutes": 0,
            "flags": {},
            "refers_to": None,
            "receipt": f"{station[:2].upper()}-{seq:04d}",
            "typed": play.lower(),
            "words": [{"typed": w.lower(), "tiles": list(w), "key": w} for w in play.split()],
            "verdict": "ACCEPTABLE",
            "profile": "A",
            "rule": "double",
            "lexicon": {"name": "NWL", "fingerprint": "ab" * 32},
        }
        body_text = canonical_json(body)
        digest = chain_hash(prev, body_text)
        found.append({**filter_columns(body), "body": body_text, "prev_hash": prev, "hash": digest})
        prev = digest
    return found


@pytest.fixture
def central(central_url):
    engine = database_engine(central_url)
    upgrade(engine)
    start = datetime.now(UTC) - timedelta(days=2)
    with engine.begin() as conn:
        for station in ("alpha", "bravo", "charlie", "delta"):
            conn.execute(insert(AuditRow), rows(station, 3000, start))
    with engine.begin() as conn:  # statistics as a live central log has them
        conn.execute(text("ANALYZE audit_records"))
    yield engine
    engine.dispose()


def plan(engine, stmt) -> str:
    sql = stmt.compile(dialect=engine.dialect, compile_kwargs={"literal_binds": True})
    with engine.connect() as conn:
        found = conn.execute(text(f"EXPLAIN (FORMAT JSON) {sql}")).scalar()
    return json.dumps(found)


def search_stmt(engine, words: str):
    where = conditions(AuditQuery(text=words), engine.dialect.name)
    return select(*_ITEM_COLUMNS).where(*where).order_by(AuditRow.id.desc()).limit(50)


def test_the_fleet_search_reads_the_words_index_only(central, central_url):
    for words in ("ZZYZX", "QUIXOTIC"):  # none, or few: found through the index
        shown = plan(central, search_stmt(central, words))
        assert "ix_audit_words" in shown, shown
        assert "Seq Scan" not in shown, shown
    for words in ("qi", "dogs catx"):  # common: the newest 50 by id, or the index
        shown = plan(central, search_stmt(central, words))
        assert "Seq Scan" not in shown, shown
    reader = FleetReader(read_only_engine(central_url))
    try:
        assert reader.search("ZZYZX") == []
        found = reader.search("quixotic", limit=100)
        assert len(found) == 4 * 6 and {i.typed for i in found} == {"quixotic"}
        assert {i.typed for i in reader.search("CATX dogs")} == {"dogs catx"}
        assert reader.search("%") == []  # a wildcard is a plain character
    finally:
        reader.engine.dispose()


def test_a_missing_word_reads_no_record(central):
    stmt = search_stmt(central, "ZZYZX")
    sql = stmt.compile(dialect=central.dialect, compile_kwargs={"literal_binds": True})
    with central.connect() as conn:
        found = conn.execute(text(f"EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) {sql}")).scalar()
    top = found[0]["Plan"]

    def nodes(node):
        yield node
        for child in node.get("Plans", ()):
            yield from nodes(child)

    every = list(nodes(top))
    assert not any(n["Node Type"] == "Seq Scan" for n in every)
    heap = [n for n in every if n.get("Relation Name") == "audit_records"]
    assert heap and all(n.get("Actual Rows", 0) == 0 for n in heap)
    assert sum(n.get("Shared Hit Blocks", 0) + n.get("Shared Read Blocks", 0) for n in every) < 50


def test_the_export_search_on_the_central_copy_uses_the_index_too(central):
    where = export_conditions(central, AuditQuery(text="ZZYZX"))
    shown = plan(central, select(AuditRow.body).where(*where).order_by(AuditRow.recorded_at))
    assert "ix_audit_words" in shown and "Seq Scan" not in shown, shown
