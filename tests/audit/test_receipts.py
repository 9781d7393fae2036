"""Receipts on the challenge slip, tables and split lookups as the log keeps them."""

from __future__ import annotations

import csv
import io
import json

import pytest

from kiosk.audit import AuditQuery, EventKind, open_audit_log
from kiosk.audit.export import write_csv, write_jsonl
from kiosk.core.receipts import (
    check_receipt_prefix,
    default_receipt_prefix,
    parse_receipt,
    receipt_code,
)


@pytest.fixture
def log(kiosk_home, clock):
    made = open_audit_log(station_id="st-7", station_name="Table 7", clock=clock)
    made.receipt_prefix = "GK"
    yield made
    made.close()


def test_receipts_are_unambiguous_and_name_one_record(log, judge, clock):
    first = log.record_adjudication(judge("cat"), profile="A", table=12)
    log.record_event(EventKind.SELF_TEST, {})
    second = log.record_adjudication(judge("dogs"), profile="A", table=7)
    assert (first.receipt, second.receipt) == ("GK-0001", "GK-0003")
    assert all(r.receipt is None for r in log.query() if not r.is_adjudication)  # events: none
    for text in ("GK-0003", "gk-0003", " gk - 0003 ", "GK-OOO3"):
        found = log.query(AuditQuery(text=text))
        assert [r.event_id for r in found] == [second.event_id], text
    assert log.query(AuditQuery(text="GK-0002")) == []  # the event, not an adjudication
    assert [r.table for r in log.query(AuditQuery(text="cat"))] == [12]


@pytest.mark.parametrize("prefix", ["G", "GK", "TAB"])
def test_prefixes_are_letters_that_never_read_as_digits(prefix):
    assert check_receipt_prefix(prefix.lower()) == prefix
    code = receipt_code(prefix, 42)
    assert 3 <= len(code) <= 12 and parse_receipt(code) == (prefix, 42)


@pytest.mark.parametrize("bad", ["", "O", "I1", "ABCD", "G7", "L", "SZ", "G-"])
def test_prefixes_that_could_be_misread_are_refused(bad):
    with pytest.raises(ValueError):
        check_receipt_prefix(bad)


def test_a_default_prefix_is_two_safe_letters_from_the_station_id():
    prefixes = {default_receipt_prefix(f"station-{i}") for i in range(12)}
    assert all(len(p) == 2 and check_receipt_prefix(p) == p for p in prefixes)
    assert len(prefixes) > 6  # twelve stations rarely share one


def test_split_lookup_flag_is_per_division_and_table_and_names_the_earlier(log, judge, clock):
    log.record_adjudication(judge("cat"), profile="A", table=12)
    clock.advance(10)
    log.record_adjudication(judge("qi"), profile="B")
    clock.advance(10)
    third = log.record_adjudication(judge("dogs"), profile="A", table=7)
    clock.advance(10)
    fourth = log.record_adjudication(judge("cats"), profile="A", table=7)
    clock.advance(120)
    fifth = log.record_adjudication(judge("cat"), profile="A", table=7)  # outside the window
    flagged = [r for r in log.query() if r.possible_split_lookup]
    assert [r.event_id for r in flagged] == [fourth.event_id]
    assert fourth.split_lookup_of == {
        "receipt": third.receipt,
        "seq": third.seq,
        "seconds_before": 10.0,
    }
    assert fifth.split_lookup_of is None


def test_exports_carry_the_receipt_the_table_and_the_out_play(log, enable_lexicon):
    from kiosk.core.adjudication import adjudicate
    from kiosk.core.play import parse_play
    from kiosk.core.rules import rule_by_id

    play = parse_play("cat dogs", enable_lexicon.alphabet)
    out_play = adjudicate(play, enable_lexicon, rule_by_id("ten-point"), final_play=True)
    log.record_adjudication(out_play, profile="A", table=3)
    records = log.query()
    text = io.StringIO()
    write_csv(records, text)
    row = next(csv.DictReader(io.StringIO(text.getvalue())))
    assert (row["receipt"], row["table"], row["final_play"], row["points"]) == (
        "GK-0001",
        "3",
        "yes",
        "0",
    )
    lines = io.StringIO()
    write_jsonl(records, lines)
    body = json.loads(lines.getvalue().splitlines()[0])
    assert (body["receipt"], body["table"], body["final_play"]) == ("GK-0001", 3, True)
