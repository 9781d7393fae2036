"""The fleet view's pure parts: cards, lexicon alarms, malformed heartbeats, stats, screens."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from datetime import UTC, datetime, timedelta

import pytest

from kiosk.audit.heartbeat import Heartbeat, HeartbeatStatus, ProfileBeat, heartbeat_text
from kiosk.audit.relay import RelayStatus
from kiosk.core.flow import FlowSettings, ProfileChoice, StationFlow, UnavailableProfile
from kiosk.core.rules import rule_by_id
from kiosk.fleet.model import Expected, beat_from_row, build_cards
from kiosk.fleet.stats import hourly_stats
from kiosk.health.heartbeat import screen_label, station_heartbeat
from tests.core.test_core_station import NWL, Clock, Recorder

NOW = datetime(2026, 11, 21, 14, 30, tzinfo=UTC)


def row(station: str, *profiles: ProfileBeat, screen: str = "ready", age: float = 1.0, **kw):
    beat = Heartbeat(station, kw.pop("name", station.upper()), "1.0", screen, profiles, **kw)
    values = beat.row(NOW - timedelta(seconds=age))
    return {"id": hash(station) & 0xFFFF, **values}


def cards(*rows, expected=None, offline_after=45.0):
    return {c.station_id: c for c in build_cards(
        [beat_from_row(r) for r in rows], expected or {}, NOW, offline_after)}  # fmt: skip


A_NWL = ProfileBeat("A", "NWL2023", 196601, "a" * 64, "double")


def test_same_division_with_different_word_lists_flags_only_the_odd_station():
    other = ProfileBeat("A", "NWL2023", 196600, "b" * 64, "double")
    found = cards(row("s1", A_NWL), row("s2", other), row("s3", A_NWL))
    assert [c.station_id for c in found.values() if c.mismatch] == ["s2"]
    assert found["s2"].profiles[0].alarms == [
        "mismatch: A has 2 word lists; this one is at 1 of 3 stations (another at S1, S3)"
    ]  # the odd one stands out; the lexicon name's alarm would say the same again
    assert found["s1"].profiles[0].alarms == []


def test_a_tie_without_a_standard_flags_both_and_a_standard_decides():
    other = ProfileBeat("A", "NWL2023", 196600, "b" * 64, "double")
    tie = cards(row("s1", A_NWL), row("s2", other))
    assert all(c.mismatch for c in tie.values())  # nothing says which one is right
    expected = {"A": Expected("A", "NWL2023", "a" * 64, 196601, "2026-11-21T08:00:00Z")}
    decided = cards(row("s1", A_NWL), row("s2", other), expected=expected)
    assert [c.station_id for c in decided.values() if c.mismatch] == ["s2"]


def test_same_lexicon_name_in_two_divisions_with_different_words_is_flagged():
    b = ProfileBeat("B", "NWL2023", 10, "c" * 64, "five-point")
    found = cards(row("s1", A_NWL), row("s2", b))
    assert [len(c.profiles[0].alarms) for c in found.values()] == [1, 1]
    assert found["s2"].profiles[0].alarms == [
        "mismatch: NWL2023 has 2 word lists; this one is at 1 of 2 stations (another at S1)"
    ]


def test_identical_stations_raise_nothing_and_a_broken_profile_is_not_compared():
    broken = ProfileBeat("A", problem="no lexicon called 'NWL2023' is installed")
    found = cards(row("s1", A_NWL), row("s2", A_NWL, broken))
    assert not any(c.mismatch for c in found.values())


def test_expected_lexicon_flags_only_the_stations_that_differ():
    expected = {"A": Expected("A", "NWL2023", "f" * 64, 196601, "t")}
    found = cards(
        row("s1", A_NWL), row("s2", ProfileBeat("A", "X", 1, "f" * 64)), expected=expected
    )
    assert found["s1"].profiles[0].alarms[-1] == (
        "mismatch: A expects NWL2023 (ffffffffffff, 196,601 words)"
    )
    assert "expects" not in " ".join(found["s2"].profiles[0].alarms)


def test_online_free_busy_director_and_offline():
    found = cards(
        row("free", age=2), row("busy", screen="entry"), row("verdict", screen="verdict"),
        row("dir", screen="director"), row("gone", screen="entry", age=46),
    )  # fmt: skip
    assert {k: c.state for k, c in found.items()} == {
        "free": "free", "busy": "busy", "verdict": "busy", "dir": "director", "gone": "offline",
    }  # fmt: skip


def test_a_malformed_heartbeat_still_makes_a_card_and_says_what_is_wrong():
    base = row("s1", A_NWL)
    for body, problem in [
        ("not json", "heartbeat body unreadable"),
        ("[1, 2]", "heartbeat body unreadable (not an object)"),
    ]:
        card = cards({**base, "body": body})["s1"]
        assert card.profiles == [] and card.problems[0].startswith(problem)
    profiles = [{"division": "A", "word_count": "many", "lexicon": 7}, "junk", {"no": "div"}]
    weird = json.dumps({"profiles": profiles, "problems": [None, "x" * 999]})
    card = cards({**base, "body": weird})["s1"]
    assert [(p.division, p.word_count, p.lexicon) for p in card.profiles] == [("A", None, "7")]
    assert card.problems == ("x" * 300,)
    many = json.dumps({"profiles": [{"division": f"D{i}"} for i in range(500)]})
    assert len(cards({**base, "body": many})["s1"].profiles) == 12
    huge = json.dumps({"problems": ["x" * 100_000]})
    assert "more than 64,000" in cards({**base, "body": huge})["s1"].problems[0]
    card = cards({**base, "sent_at": "yesterday"})["s1"]
    assert card.state == "offline"  # a time that cannot be read is never "online"


def test_hourly_stats_count_per_division_and_station_within_the_window():
    hour = NOW.strftime("%Y-%m-%dT%H")
    earlier = (NOW - timedelta(hours=1)).strftime("%Y-%m-%dT%H")
    counts = [(hour, "A", "s1", 5), (earlier, "B", "s2", 7), (hour, "B", "s1", 1),
              ("2020-01-01T00", "A", "s9", 1000)]  # fmt: skip
    stats = hourly_stats(counts, {"s1": "Table 1"}, NOW)
    assert stats.total == 13 and stats.divisions == (("B", 8), ("A", 5))
    assert stats.busiest == (("s2", 7), ("Table 1", 6))
    assert stats.chart.peak == 7 and len(stats.chart.segments) == 3
    assert len(stats.chart.labels) == 12
    empty = hourly_stats([], {}, NOW)
    assert empty.total == 0 and empty.chart.segments == ()


def test_the_screen_the_fleet_sees():
    a = ProfileChoice("Division A", NWL, rule_by_id("double"))
    flow = StationFlow((a,), Recorder(), Clock(), FlowSettings())
    assert screen_label(False, flow, None) == "ready"
    assert screen_label(True, flow, None) == "director"
    assert screen_label(False, None, None) == "not ready"
    assert screen_label(False, flow, "the log cannot be written") == "not ready"
    flow.type("cat")
    assert screen_label(False, flow, None) == "entry"
    flow.judge()
    assert screen_label(False, flow, None) == "verdict"


def test_station_heartbeat_lists_problems_and_the_relay_backlog():
    a = ProfileChoice("Division A", NWL, rule_by_id("double"))
    gone = UnavailableProfile("Division B", "#000", "no lexicon called 'CSW21'")
    relay = RelayStatus(True, 3, 12, "connection refused", None, ("station x: diverged at 4",))
    beat = station_heartbeat(
        station_id="s1", station_name="Table 1", version="2.0", screen="ready",
        profiles=[a, gone], relay=relay, last_adjudication_at=NOW, problem=None,
        warnings=["station.toml was readable by others"],
    )  # fmt: skip
    row = beat.row(NOW)
    body = json.loads(row["body"])
    assert (
        row["relay_backlog"] == 12 and row["last_adjudication_at"] == "2026-11-21T14:30:00.000000Z"
    )
    assert body["profiles"][0] == {
        "division": "Division A", "lexicon": "NWL", "word_count": 3,
        "fingerprint": "nwl" * 8, "rule": "double", "problem": None, "problem_said": None,
    }  # fmt: skip
    assert body["profiles"][1]["problem"] == "no lexicon called 'CSW21'"
    assert len(body["said"]) == len(body["problems"])  # each also as a message (or its text)
    assert body["problems"] == [
        "station.toml was readable by others",
        "Division Division B: no lexicon called 'CSW21'",
        "relay: connection refused",
        "relay stopped, station x: diverged at 4",
    ]
    assert Heartbeat("s", "n", "v", "dancing").row(NOW)["screen"] == "not ready"


def test_heartbeat_text_for_the_director():
    assert heartbeat_text(None).endswith("off (no central log set).")
    assert "unreachable" in heartbeat_text(HeartbeatStatus(0, "timeout expired", None))
    assert heartbeat_text(HeartbeatStatus(3, None, 100.0), now=104.0) == (
        "Fleet heartbeat: sent 4 s ago."
    )


def test_the_fleet_and_the_heartbeat_never_load_qt():
    code = (
        "import sys, kiosk.fleet.web, kiosk.fleet.commands, kiosk.health.heartbeat, "
        "kiosk.audit.heartbeat; print([m for m in sys.modules if m.startswith('PySide6')])"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert done.returncode == 0 and done.stdout.strip() == "[]", done.stderr


def test_fleet_without_a_central_log_says_what_to_give(kiosk_home):
    done = subprocess.run(
        [sys.executable, "-m", "kiosk", "fleet"], capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 2
    assert done.stderr.strip() == (
        "challenge-kiosk fleet: no central log: give --central URL "
        "(or set central_url in station.toml)"
    )
    done = subprocess.run(
        [sys.executable, "-m", "kiosk", "fleet", "--central", "nonsense", "--port", "0"],
        capture_output=True, text=True, timeout=60,
    )  # fmt: skip
    assert done.returncode == 2 and "--port 0" in done.stderr and "Traceback" not in done.stderr
    done = subprocess.run(
        [sys.executable, "-m", "kiosk", "fleet", "--central", "nonsense"],
        capture_output=True, text=True, timeout=60,
    )  # fmt: skip
    assert done.returncode == 2 and "cannot be used" in done.stderr, done.stderr
    assert "Traceback" not in done.stderr


@pytest.mark.parametrize("seconds", ["0", "-5", "nan", "inf", "1e308"])
def test_an_offline_delay_that_no_card_could_use_is_refused(kiosk_home, seconds):
    """Black-box: nan was accepted, and then no station was ever shown offline."""
    done = subprocess.run(
        [sys.executable, "-m", "kiosk", "fleet", "--central", "postgresql://k@h/db",
         "--offline-after", seconds],
        capture_output=True, text=True, timeout=60,
    )  # fmt: skip
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert "--offline-after: give a number of seconds above 0, at most 86400" in done.stderr


@pytest.mark.parametrize(
    ("stdin", "says"),
    [
        (b"\xff\xfepassword1234\n", "control or invisible character"),  # not UTF-8 text
        (b"p" * 100_000 + b"\n", "at most 200 characters"),
        (b"pass\tword123\n", "control or invisible character"),
        (b"short\n", "at least 10 characters"),
    ],
    ids=["not-text", "huge", "tab", "short"],
)
def test_a_fleet_password_that_could_never_log_in_is_refused(kiosk_home, stdin, says):
    """Black-box: bytes that were not UTF-8 crashed set-password with a traceback, and a
    100,000-character password was stored although the login form takes 4 KB."""
    done = subprocess.run(
        [sys.executable, "-m", "kiosk", "fleet", "set-password"],
        input=stdin, capture_output=True, timeout=60,
    )  # fmt: skip
    err = done.stderr.decode()
    assert done.returncode == 2 and says in err and "Traceback" not in err
    assert not (kiosk_home / "fleet-password").exists()


def test_waiting_signals_name_the_stations_that_need_a_director():
    found = cards(
        row("free"),
        row("stuck", screen="not ready"),
        row("relay", problems=("central log unreachable: connection refused",)),
        row("gone", screen="not ready", age=60),
    )
    assert {k: c.waiting for k, c in found.items()} == {
        "free": None,
        "stuck": "cannot judge",
        "relay": "central log unreachable: connection refused",
        "gone": None,  # offline already says it
    }


def _junk(rng, depth=0):
    """Any JSON value, nested a little: what a forged heartbeat body may hold anywhere."""
    kinds = ["int", "str", "none", "bool", "float"] + (["list", "dict"] if depth < 3 else [])
    kind = rng.choice(kinds)
    if kind == "list":
        return [_junk(rng, depth + 1) for _ in range(rng.randrange(4))]
    if kind == "dict":
        keys = "profiles problems said division lexicon word_count fingerprint rule problem"
        keys = [*keys.split(), "problem_said", "context", "source", "x"]
        return {rng.choice(keys): _junk(rng, depth + 1) for _ in range(rng.randrange(5))}
    return {"int": rng.randrange(-9, 2**40), "str": "\u202ex<b>", "none": None,
            "bool": True, "float": 1e308}[kind]  # fmt: skip


def test_any_heartbeat_body_makes_a_card_never_an_error():
    """Black-box: one heartbeat whose problems were a number blanked the whole fleet page."""
    import random

    rng = random.Random(20261122)
    base = row("s1", A_NWL)
    for _ in range(2000):
        body = {k: _junk(rng) for k in rng.sample(["profiles", "problems", "said", "x"], 3)}
        card = cards({**base, "body": json.dumps(body)})["s1"]
        assert card.station_id == "s1" and len(card.problems) <= 20


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
def test_a_named_pipe_as_the_fleet_password_file_is_refused_without_waiting(kiosk_home):
    os.mkfifo(kiosk_home / "fleet-password")
    done = subprocess.run(
        [sys.executable, "-m", "kiosk", "fleet", "--central", "postgresql://k@127.0.0.1:1/x",
         "--host", "0.0.0.0"],
        capture_output=True, text=True, timeout=60,
    )  # fmt: skip
    assert done.returncode == 2 and "cannot be read" in done.stderr
    assert "not a regular file" in done.stderr and "Traceback" not in done.stderr
