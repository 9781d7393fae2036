"""The fleet view's pure parts for issue 33: a clock off by more than a minute said on the card,
a heartbeat held to the plan of when it arrived, names that do not match the plan, offline
cards among the problems, and each plan's state and who holds it."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from kiosk.audit.heartbeat import Heartbeat, ProfileBeat
from kiosk.core.plan import DivisionPlan, EventPlan
from kiosk.fleet.model import beat_from_row, build_cards, plan_lines
from kiosk.fleet.schedule import Schedule

NOW = datetime(2026, 11, 28, 14, 0, tzinfo=UTC)
OLD, NEW = "a" * 64, "b" * 64


def plan(serial: int, at: datetime, fingerprint: str) -> EventPlan:
    return EventPlan(
        "Open", serial, at, (DivisionPlan("Division A", "NWL2023", fingerprint, "double"),)
    )


def beat(station, division="Division A", fingerprint=NEW, *, received, offset=None, serial=None):
    profile = ProfileBeat(division, "NWL2023", 10, fingerprint, "double")
    state = {"clock_offset_s": offset, "event": "Open" if serial else None, "plan_serial": serial}
    row = Heartbeat(station, station.title(), "1.0", "ready", (profile,)).row(received, state)
    return beat_from_row({"id": hash(station) & 0xFFFF, **row, "received_at": received})


def cards(schedule, *beats, offline_after=45.0):
    return {c.station_id: c for c in build_cards(beats, {}, NOW, offline_after, schedule=schedule)}


def test_a_clock_off_by_more_than_a_minute_is_said_on_its_card_only():
    schedule = Schedule([plan(1, NOW - timedelta(hours=1), NEW)], {})
    found = cards(
        schedule,
        beat("fast", received=NOW, offset=-600.4),
        beat("slow", received=NOW, offset=75),
        beat("near", received=NOW, offset=-59),
        beat("none", received=NOW),
    )
    said = {s: str(c.clock_message) if c.clock_message else None for s, c in found.items()}
    assert said == {
        "fast": "clock 10 min fast",
        "slow": "clock 75 s slow",
        "near": None,
        "none": None,
    }
    assert not any(c.problem for c in found.values())


def test_a_heartbeat_is_held_to_the_plan_in_force_when_it_arrived():
    instant = NOW - timedelta(seconds=2)
    schedule = Schedule([plan(1, NOW - timedelta(hours=1), OLD), plan(2, instant, NEW)], {})
    found = cards(
        schedule,
        beat("before", fingerprint=OLD, received=instant - timedelta(seconds=3)),
        beat("after", fingerprint=OLD, received=NOW),
    )
    assert not found["before"].mismatch  # it said what was right when it said it
    assert found["after"].mismatch


def test_a_division_name_the_plan_does_not_have_is_a_problem():
    schedule = Schedule([plan(1, NOW - timedelta(hours=1), NEW)], {})
    found = cards(schedule, beat("typo", "Divison A", received=NOW), beat("ok", received=NOW))
    assert [str(m) for m in found["typo"].name_messages] == [
        "Typo: division 'Divison A' is not in plan 1 (did you mean 'Division A'?): it keeps "
        "its own list and rule",
        "Typo: plan 1 names division 'Division A', which this station does not have",
    ]
    assert found["typo"].problem and not found["ok"].problem


def test_an_offline_station_needs_attention():
    schedule = Schedule([], {})
    found = cards(schedule, beat("gone", received=NOW - timedelta(minutes=2)))
    assert found["gone"].state == "offline" and found["gone"].problem


def test_each_plan_says_its_state_and_who_holds_it():
    schedule = Schedule(
        [plan(1, NOW - timedelta(hours=1), OLD), plan(2, NOW + timedelta(minutes=6, seconds=30),
                                                      NEW)], {})  # fmt: skip
    stations = cards(
        schedule,
        beat("s1", received=NOW, serial=2),
        beat("s2", received=NOW, serial=1),
        beat("s3", received=NOW, serial=1),
    )
    answers = {"s3": {2: ("refused", "expired")}}
    lines = plan_lines(schedule, stations.values(), answers, NOW)
    assert [(x.serial, x.state, x.minutes) for x in lines] == [
        (2, "to come", 7),
        (1, "in force", 0),
    ]
    assert (lines[0].accepted, lines[0].refused, lines[0].waiting) == (
        ("S1",),
        (("S3", "expired"),),
        ("S2",),
    )
    assert lines[1].accepted == ("S1", "S2", "S3") and lines[0].stations == 3
