"""The central word search reads an index, never every record.

On a real PostgreSQL central log of a few thousand records (analysed, as a live one is):
EXPLAIN of ``audit export --search --central`` and of the search conditions names the GIN
index ``ix_audit_words`` of migration 0008 and never a sequential scan of ``audit_records``;
the fleet page's search reads the words table of migration 0010 (``ix_audit_words_word``,
filled by a trigger): a page of N results reads N of its index entries, newest first, the
next page starts below the last id shown, and the count stops at 1,000. A word no record
holds reads no record, and one that some hold is found in exactly those, re-adjudications
included, as the GIN index finds them; records changed or removed by the owner leave the
table as they leave the log.
"""

from __future__ import annotations

import json
import uuid
from datetime import UTC, datetime, timedelta

import pytest
from sqlalchemy import insert, select, text, update

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
from kiosk.fleet.reader import _ITEM_COLUMNS, COUNT_CAP, FleetReader, read_only_engine
from tests.fleet.fleet_helpers import fleet_server, http

pytestmark = pytest.mark.postgres

PLAYS = ["CAT DOGS", "QI ZA", "ZAX", "DOGS CATX", "JOE"]


def rows(station: str, count: int, start: datetime, first: int = 1) -> list[dict]:
    """``count`` chained adjudications of one station; every 500th judged QUIXOTIC."""
    found, prev = [], GENESIS_HASH
    for seq in range(first, first + count):
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


def words_stmt(engine, words: str):
    reader = FleetReader(engine)
    return reader._word_search(reader._searched_words(words), None).limit(51)


def executed(engine, stmt) -> dict:
    sql = stmt.compile(dialect=engine.dialect, compile_kwargs={"literal_binds": True})
    with engine.connect() as conn:
        found = conn.execute(text(f"EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) {sql}")).scalar()
    return found[0]["Plan"]


def every_node(node):
    yield node
    for child in node.get("Plans", ()):
        yield from every_node(child)


def test_a_page_of_a_common_word_reads_as_many_index_entries(central):
    """QI is judged by 2,400 records: the first page reads 51 entries of the words index
    (50 shown, one to know there are more) and 51 records, never a sequential scan."""
    top = executed(central, words_stmt(central, "qi"))
    nodes = list(every_node(top))
    assert not any(n["Node Type"] == "Seq Scan" for n in nodes), nodes
    scans = [n for n in nodes if n.get("Index Name") == "ix_audit_words_word"]
    assert scans and all(n["Actual Rows"] <= 51 for n in scans), scans
    assert top["Actual Rows"] == 51
    two = executed(central, words_stmt(central, "dogs catx"))  # every DOGS CATX holds DOGS
    assert not any(n["Node Type"] == "Seq Scan" for n in every_node(two))
    assert any(n.get("Index Name") == "ix_audit_words_word" for n in every_node(two))


def test_the_search_is_newest_first_and_pages_by_id(central, central_url):
    reader = FleetReader(read_only_engine(central_url))
    try:
        first = reader.search("qi", limit=50)
        ids = [i.id for i in first]
        assert ids == sorted(ids, reverse=True) and len(ids) == 50
        assert {i.typed for i in first} == {"qi za"}
        with central.connect() as conn:  # what the GIN condition finds, newest first
            wanted = [r[0] for r in conn.execute(search_stmt(central, "qi").limit(None))]
        assert len(wanted) == 4 * 600
        shown, before = [], None
        while True:
            page = reader.search("QI", limit=500, before=before)
            if not page:
                break
            shown += [i.id for i in page]
            before = page[-1].id
        assert shown == wanted
        assert reader.count_matches("qi") == COUNT_CAP + 1  # "more than 1,000"
        assert reader.count_matches("quixotic") == 24
        assert reader.count_matches("qi quixotic") == 0 and reader.search("qi quixotic") == []
        assert reader.count_matches("gk-0002") is None  # a receipt is one record: no count
        # the page's: a full page is counted, a page that is not is its own count
        items, more, count = reader.search_page("qi")
        assert (len(items), more, count) == (50, True, COUNT_CAP + 1)
        assert items == first
        items, more, count = reader.search_page("quixotic")
        assert (len(items), more, count) == (24, False, 24)
        items, more, count = reader.search_page("qi", before=first[-1].id)
        assert (len(items), more, count) == (50, True, None)  # counted on the first page
    finally:
        reader.engine.dispose()


# the owner, with the append-only triggers off (the words trigger stays on)
OWNER_CHANGES = (
    "ALTER TABLE audit_records DISABLE TRIGGER audit_records_no_change; "
    "ALTER TABLE audit_records DISABLE TRIGGER audit_records_no_truncate"
)


def test_re_adjudications_and_rulings_are_found_as_before(central, central_url):
    """A re-adjudication (an adjudication referring to an earlier one) that judged a word
    is found, as the GIN index found it; a ruling (an annotation) is not, as before; a
    record the owner changed or removed is found as it now is."""
    start = datetime.now(UTC) - timedelta(days=1)
    again = rows("echo", 2, start)
    body = json.loads(again[1]["body"])
    body.update(re_adjudication_of="x", typed="zyzzyva", words=[{"key": "ZYZZYVA"}])
    again[1]["body"] = canonical_json(body)
    ruling = rows("foxtrot", 1, start)[0]
    body = json.loads(ruling["body"])
    body.update(kind="annotation", words=[{"key": "ZYZZYVA"}], details={"category": "x"})
    ruling.update(body=canonical_json(body), kind="annotation")
    with central.begin() as conn:
        conn.execute(insert(AuditRow), [*again, ruling])
    reader = FleetReader(read_only_engine(central_url))
    try:
        with central.connect() as conn:
            before = [r[0] for r in conn.execute(search_stmt(central, "zyzzyva"))]
        found = [i.id for i in reader.search("zyzzyva")]
        assert found == before and len(found) == 1
        changed = [again[0]["hash"]]
        with central.begin() as conn:  # the owner rewrites the first: it now judged ZYZZYVA
            conn.execute(text(OWNER_CHANGES))
            body = json.loads(again[0]["body"])
            body["words"] = [{"key": "ZYZZYVA"}, {"key": "ZYZZYVA"}, "not an object", {"key": 3}]
            conn.execute(
                update(AuditRow).where(AuditRow.hash.in_(changed)).values(body=canonical_json(body))
            )
        assert len(reader.search("zyzzyva")) == 2
        with central.begin() as conn:
            conn.execute(text(OWNER_CHANGES))
            conn.execute(text("DELETE FROM audit_records WHERE station_id = 'echo'"))
        assert reader.search("zyzzyva") == []
        with central.begin() as conn:
            conn.execute(text(OWNER_CHANGES))
            conn.execute(text("TRUNCATE audit_records"))
            left = conn.execute(text("SELECT count(*) FROM audit_words")).scalar()
        assert left == 0
    finally:
        reader.engine.dispose()


def test_the_search_page_counts_and_pages(central, central_url):
    with fleet_server(central_url) as base:
        _status, _h, page = http(base + "/search?q=qi")
        assert "More than 1,000 records match, newest first." in page
        assert page.count("<tr>") == 50 and 'id="older"' in page
        older = page.split('id="older"', 1)[0].rsplit('href="', 1)[1].split('"', 1)[0]
        _status, _h, second = http(base + older.replace("&amp;", "&"))
        assert second.count("<tr>") == 50 and 'id="newest"' in second
        assert 'id="count"' not in second  # counted once, on the first page
        _status, _h, few = http(base + "/search?q=quixotic")
        assert "Records that match: 24, newest first." in few and 'id="older"' not in few
