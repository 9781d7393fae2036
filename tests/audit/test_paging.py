"""Paged reads of a real log: pages agree with `AuditLog.query`, nothing skipped or repeated."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from sqlalchemy import insert

from kiosk.audit import AuditQuery, EventKind, open_audit_log
from kiosk.audit.engine import database_engine
from kiosk.audit.migrate import upgrade
from kiosk.audit.models import AuditRow
from kiosk.audit.paging import (
    MAX_SEARCH_WORDS,
    Counts,
    PageKey,
    annotations_by_target,
    count_records,
    fetch_page,
    filter_lists,
    iter_records,
    records_by_id,
    search_words,
)
from tests.audit.audit_helpers import rows

LONG_NAME = "Grand Ballroom North Wing Table Seventeen By The Window Seats"[:60]


def late(log, typed: str, event_id: str, profile: str = "Division A"):
    """An adjudication carrying any typed text (as kept in unrecorded.jsonl)."""
    payload = {
        "source": "kiosk",
        "profile": profile,
        "typed": typed,
        "words": [{"typed": w, "tiles": list(w), "key": w.upper()} for w in typed.split()],
        "repeated": [],
        "re_adjudication_of": None,
        "second_opinion": None,
        "lexicon": {"name": "ENABLE", "fingerprint": "ab" * 32},
        "rule": "double",
        "verdict": "ACCEPTABLE",
        "word_results": [],
        "consequence": {"sentence": "The play stands."},
    }
    return log.record_late_adjudication(
        payload, event_id=event_id, shown_at_utc="2024-05-04T13:00:00.000000Z", log_problem="x"
    )


@pytest.fixture
def two_stations(kiosk_home, clock, judge):
    """Two stations writing to one file, often in the same microsecond (ties on time)."""
    path = kiosk_home / "audit.sqlite3"
    a = open_audit_log(station_id="st-a", station_name="Table 1", path=path, clock=clock)
    b = open_audit_log(station_id="st-b", station_name=LONG_NAME, path=path, clock=clock)
    words = ["cat", "catz dogs", "qi za", "dogs catx", "za", "zax zaxes", "quixotic"]
    made = []
    for n in range(30):
        text = words[n % len(words)]
        made.append(a.record_adjudication(judge(text), profile="Division A"))
        made.append(b.record_adjudication(judge(text, "five-point"), profile=LONG_NAME))
        if n % 7 == 3:
            a.record_event(EventKind.SETTINGS_CHANGED, {"typed": "catz", "n": n})
            a.annotate(made[-1].event_id, "note", f"catz looked up by hand {n}")
        clock.advance(1 if n % 3 else 0)  # a third share the time of the next
    late(a, "50%_off a_b", "00000000-0000-4000-8000-000000000001")
    late(a, "50x off aXb", "00000000-0000-4000-8000-000000000002")
    yield a, b
    b.close()
    a.close()


def newest(records):
    return list(reversed(records))


def walk(engine, query, limit):
    """Every page from the first, checking each page's size and key."""
    seen, after = [], None
    while True:
        page = fetch_page(engine, query, after=after, limit=limit)
        assert len(page.records) <= limit
        seen.extend(page.records)
        if page.next_key is None:
            return seen
        assert len(page.records) == limit and page.next_key == PageKey.of(page.records[-1])
        after = page.next_key


QUERIES = [
    AuditQuery(),
    AuditQuery(station="st-b"),
    AuditQuery(station=LONG_NAME),
    AuditQuery(kinds=(EventKind.ANNOTATION, EventKind.SETTINGS_CHANGED)),
    AuditQuery(flagged_only=True),
    AuditQuery(verdict="unacceptable"),
    AuditQuery(profile=LONG_NAME, lexicon="b819e7b6"),
    AuditQuery(since=datetime(2024, 5, 4, 13, 0, 10, tzinfo=UTC)),
    AuditQuery(until=datetime(2024, 5, 4, 13, 0, 10, tzinfo=UTC), station="st-a"),
]


@pytest.mark.parametrize("query", QUERIES)
def test_pages_newest_first_are_the_query_reversed(two_stations, query):
    log = two_stations[0]
    expected = newest(log.query(query))
    for limit in (1, 4, 7, 500):
        assert [r.event_id for r in walk(log.engine, query, limit)] == [
            r.event_id for r in expected
        ]
    flagged = sum(1 for r in expected if any(r.flags.values()))
    assert count_records(log.engine, query) == Counts(len(expected), flagged)


def test_ties_on_time_are_ordered_by_station_then_seq(two_stations):
    log = two_stations[0]
    times = [r.recorded_at for r in log.query()]
    assert len(times) > len(set(times)) + 20  # the fixture really made ties
    every = walk(log.engine, AuditQuery(), 3)
    keys = [PageKey.of(r) for r in every]
    assert keys == sorted(keys, reverse=True) and len(set(keys)) == len(keys)


def test_iter_records_streams_oldest_first_and_stops_when_cancelled(two_stations):
    log = two_stations[0]
    query = AuditQuery(station="st-a")
    assert [r.event_id for r in iter_records(log.engine, query, batch=5)] == [
        r.event_id for r in log.query(query)
    ]
    got = []
    for record in iter_records(log.engine, query, batch=5, cancelled=lambda: len(got) >= 5):
        got.append(record)
    assert len(got) == 5  # the first batch, then nothing more is read


def test_bad_page_size_is_refused(two_stations):
    with pytest.raises(ValueError, match="at least one record"):
        fetch_page(two_stations[0].engine, AuditQuery(), limit=0)


def texts(engine, text, **filters):
    query = AuditQuery(text=text, **filters)
    found = [r.typed for r in walk(engine, query, 4)]
    assert count_records(engine, query).total == len(found)
    return found


def test_text_search_finds_typed_words_only(two_stations):
    engine = two_stations[0].engine
    assert set(texts(engine, "catz")) == {"catz dogs"}
    assert len(texts(engine, "catz")) == 10  # both stations, never the notes or event details
    assert set(texts(engine, "CATX")) == {"dogs catx"}  # case does not matter
    assert set(texts(engine, "za")) == {"qi za", "za", "zax zaxes"}
    assert set(texts(engine, "dogs cat")) == {"catz dogs", "dogs catx"}  # every word
    assert set(texts(engine, "zaxes   zax zax")) == {"zax zaxes"}
    assert texts(engine, "catz", station="st-b", verdict="UNACCEPTABLE") == ["catz dogs"] * 5
    assert texts(engine, "nothing-like-it") == []
    assert len(texts(engine, "  ")) == len(two_stations[0].query())  # blank: no narrowing


def test_text_search_treats_wildcards_as_plain_characters(two_stations):
    engine = two_stations[0].engine
    assert texts(engine, "%") == ["50%_off a_b"]
    assert texts(engine, "_") == ["50%_off a_b"]
    assert texts(engine, "a_b") == ["50%_off a_b"]  # not "aXb"
    assert texts(engine, "0%_o") == ["50%_off a_b"]
    assert texts(engine, "\\") == []
    assert texts(engine, "'; DROP TABLE audit_records; --") == []
    assert len(rows(two_stations[0].path)) == len(two_stations[0].query())


def test_search_words_are_limited_and_distinct():
    assert search_words(" Cat cat  DOGS ") == ["Cat", "DOGS"]
    assert search_words(None) == [] and search_words("") == []
    assert len(search_words(" ".join(f"w{n}" for n in range(50)))) == MAX_SEARCH_WORDS


def test_filter_lists_by_grouping_with_the_newest_names(two_stations, kiosk_home, clock, judge):
    a, _ = two_stations
    clock.advance(60)
    renamed = open_audit_log(
        station_id="st-a", station_name="Table 1 (moved)", path=a.path, clock=clock
    )
    renamed.record_adjudication(judge("cat"), profile="Division C")
    renamed.close()
    lists = filter_lists(a.engine)
    assert lists.stations == ((LONG_NAME, "st-b"), ("Table 1 (moved)", "st-a"))
    assert lists.profiles == ("Division A", "Division C", LONG_NAME)
    assert [label.split(" · ")[0] for label, _ in lists.lexicons] == ["ENABLE", "ENABLE"]
    assert {fp[:2] for _, fp in lists.lexicons} == {"ab", "b8"}
    assert lists.rules == ("double", "five-point")


def test_stations_sharing_a_name_are_told_apart(kiosk_home, clock, judge):
    path = kiosk_home / "audit.sqlite3"
    logs = [
        open_audit_log(station_id=sid, station_name=name, path=path, clock=clock)
        for sid, name in (("st-1", "Table"), ("st-2", "Table"), ("st-3", ""), ("st-4", "Desk"))
    ]
    try:
        for log in logs:
            log.record_adjudication(judge("cat"), profile="A")
        assert filter_lists(logs[0].engine).stations == (
            ("? (st-3)", "st-3"),
            ("Desk", "st-4"),
            ("Table (st-1)", "st-1"),
            ("Table (st-2)", "st-2"),
        )
    finally:
        for log in logs:
            log.close()


def test_filter_lists_of_an_empty_log(kiosk_home):
    log = open_audit_log(station_id="empty", path=kiosk_home / "empty.sqlite3")
    try:
        assert filter_lists(log.engine).profiles == ()
        assert count_records(log.engine, AuditQuery(text="x")) == Counts(0, 0)
        page = fetch_page(log.engine, AuditQuery())
        assert page.records == () and page.next_key is None
    finally:
        log.close()


def test_annotations_and_records_by_id(two_stations):
    a, _ = two_stations
    notes = annotations_by_target(a.engine)
    assert len(notes) == 4 and all(len(v) == 1 for v in notes.values())
    targets = records_by_id(a.engine, [*notes, "no-such-id"] + [f"x{n}" for n in range(1200)])
    assert set(targets) == set(notes)
    for event_id, (note,) in notes.items():
        assert note.refers_to == event_id and targets[event_id].event_id == event_id


def test_the_same_pages_and_search_on_postgresql(two_stations, central_url):
    a, _ = two_stations
    central = database_engine(central_url)
    upgrade(central)
    with central.begin() as conn:
        conn.execute(
            insert(AuditRow), [{k: v for k, v in r.items() if k != "id"} for r in rows(a.path)]
        )
    try:
        for query in [*QUERIES, AuditQuery(text="catz"), AuditQuery(text="a_b")]:
            expected = [r.event_id for r in walk(a.engine, query, 500)]
            assert [r.event_id for r in walk(central, query, 4)] == expected
            assert count_records(central, query) == count_records(a.engine, query)
        assert texts(central, "CATX")[0] == "dogs catx"
        # the central copy matches whole words judged (its GIN index): a wildcard or a part
        # of a word finds nothing there
        assert texts(central, "%") == [] and texts(central, "ca") == []
        assert texts(central, "CAT") == ["cat"] * 10
        assert filter_lists(central) == filter_lists(a.engine)
    finally:
        central.dispose()
