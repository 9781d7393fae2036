"""The split-lookup window after a restart, with a wall clock that jumped.

Within a session the station's timers (the idle clear, the verdict, the split window) run
on the monotonic clock. Across a restart the earlier adjudications come from the log, which
holds wall-clock times only. Found: a record made while the clock was a year fast (or read
with the clock set back a day) was placed a year (a day) ahead on the flow's clock, so a play
judged moments earlier was never warned about. The decision (`place_earlier_judgements`):
a record dated in the future counts as made just now, at most; a later start of the station
dates it; it then ages on the monotonic clock like any other.
"""

from __future__ import annotations

import json
import math
import os
import shutil
import subprocess
import sys
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from kiosk.core.flow import FlowSettings, Screen, StationFlow
from kiosk.core.judgements import PriorJudgement, find_split_lookup, place_earlier_judgements
from kiosk.runtime.station_runtime import flow_settings, open_station
from tests.core.test_core_procedure import division, keys, typed
from tests.core.test_core_station import Clock, Recorder

HERE = Path(__file__).resolve().parent
CHILD = HERE / "prior_clock_child.py"
YEAR = 365 * 24 * 3600.0
DAY = 24 * 3600.0
WINDOW = 90.0


def prior(at: float, seq: int, table: int | None = 7) -> PriorJudgement:
    return PriorJudgement("Open", table, at, receipt=f"G-{seq:04d}", seq=seq)


# -- placing the log's records on the flow's clock ----------------------------------------------


def test_records_dated_in_the_past_are_placed_that_long_ago():
    placed = place_earlier_judgements([prior(-30.0, 1), prior(-3000.0, 2)], now=500.0)
    assert [p.at for p in placed] == [470.0, -2500.0]
    assert [p.seq for p in placed] == [1, 2] and placed[0].receipt == "G-0001"


def test_records_dated_in_the_future_count_as_just_now_at_most_keeping_their_spacing():
    """A day of records read with the clock set back a day: the last counts as just now,
    the one before it keeps its 40 s before it, the morning's are hours before."""
    placed = place_earlier_judgements(
        [prior(DAY - 5.0, 3), prior(DAY - 45.0, 2), prior(DAY - 8 * 3600.0, 1), prior(-20.0, 4)],
        now=1000.0,
    )
    assert [p.at for p in placed] == [1000.0, 960.0, 1000.0 - 8 * 3600.0 + 5.0, 980.0]
    assert all(p.at <= 1000.0 for p in placed)


def test_a_later_start_of_the_station_dates_a_record_from_the_future():
    """A start recorded after the record (by seq) and dated in the past: the record is at
    least that old. Starts before it, or dated in the future too, say nothing."""
    record = prior(YEAR, 10)
    starts = [(9, -7200.0), (11, YEAR + 60.0), (12, -3600.0), (13, -0.5)]
    assert place_earlier_judgements([record], 100.0, starts)[0].at == 100.0 - 3600.0
    assert place_earlier_judgements([record], 100.0, [(13, -0.5)])[0].at == 99.5
    assert place_earlier_judgements([record], 100.0, [(9, -7200.0)])[0].at == 100.0


def test_a_record_dated_a_year_ahead_warns_for_one_window_and_no_longer():
    clock, recorder = Clock(), Recorder()
    clock.now = 5000.0
    earlier = place_earlier_judgements([prior(YEAR, 42, table=None)], clock.now)
    flow = StationFlow([division("Open")], recorder, clock, FlowSettings(), prior=earlier)
    typed(flow, "cat")
    keys(flow, "Tab")
    assert flow.screen is Screen.SPLIT_WARNING  # not hidden: it was judged before now
    assert flow.split_warning.earlier.seq == 42 and flow.split_warning.seconds_ago == 0
    keys(flow, "Escape")  # back to the words
    clock.now += WINDOW
    keys(flow, "Tab")
    assert flow.split_warning is None and flow.pending is not None  # one window, no more


# -- the runtime reads the log ------------------------------------------------------------------


class WallClock:
    """The station log's wall clock, set as a test says (aware UTC)."""

    def __init__(self) -> None:
        self.now = datetime(2026, 3, 14, 10, 0, tzinfo=UTC)

    def __call__(self) -> datetime:
        return self.now


def warned_at(wall: WallClock, flow_now: float) -> bool:
    """One challenge at a real station (real config, lexicon and log) whose log clock is
    ``wall``, the flow's clock standing at ``flow_now``: whether TAB showed the split-lookup
    warning (the players then judge anyway)."""
    runtime = open_station(clock=wall)
    assert runtime.ready, runtime.problem
    clock = Clock()
    clock.now = flow_now
    flow = StationFlow(
        runtime.profiles,
        runtime.recorder.record,
        clock,
        flow_settings(runtime.config),
        prior=runtime.recorder.prior_judgements(flow_now),
    )
    assert all(p.at <= flow_now for p in flow.prior)
    typed(flow, "cat")
    keys(flow, "Tab")
    warned = flow.split_warning is not None
    if warned:
        keys(flow, "Tab")  # judge anyway
    flow.finish_judging(None, receipt=runtime.recorder.record(flow.pending))
    runtime.close()
    return warned


@pytest.mark.parametrize("jump", [-YEAR, -DAY], ids=["year-fast-then-corrected", "set-back-a-day"])
def test_a_restart_after_a_clock_jump_warns_once_then_never_again(kiosk_home, jump):
    wall = WallClock()
    assert not warned_at(wall, 100.0)  # the first play: nothing earlier
    wall.now += timedelta(seconds=jump + 10)  # restarted 10 s later, the clock jumped
    assert warned_at(wall, 50.0)  # warned: moments ago, as it was
    # a restart 5 minutes later (clock as it now is): the earlier start dates the record
    wall.now += timedelta(minutes=5)
    assert not warned_at(wall, 80.0)


def test_a_record_dated_in_the_past_by_a_clock_slow_at_the_time_is_not_recent(kiosk_home):
    """The one thing no log can tell: a clock a day slow at the record, corrected before
    the restart, makes a play judged moments ago look a day old. It is not warned about
    then (a warning is a help, not a rule), and nothing later is affected."""
    wall = WallClock()
    warned_at(wall, 100.0)
    wall.now += timedelta(days=1, seconds=10)
    assert not warned_at(wall, 50.0)


def test_a_log_of_the_ordinary_kind_places_its_records_as_before(kiosk_home):
    wall = WallClock()
    warned_at(wall, 100.0)
    wall.now += timedelta(seconds=30)
    runtime = open_station(clock=wall)
    [earlier] = runtime.recorder.prior_judgements(700.0)
    runtime.close()
    assert math.isclose(earlier.at, 670.0) and earlier.seq is not None
    assert find_split_lookup([earlier], earlier.profile, None, 700.0, WINDOW) == earlier


# -- the real station in processes of its own, under faketime -----------------------------------

needs_faketime = pytest.mark.skipif(
    shutil.which("faketime") is None, reason="faketime is not installed (apt install faketime)"
)
SMALL_WINDOW = 5  # seconds: so that a window can pass while the test waits


def station_file(home: Path) -> None:
    (home / "station.toml").write_text(
        "[settings]\n"
        f"split_window_seconds = {SMALL_WINDOW}\n\n"
        "[[profiles]]\n"
        'name = "Open"\n'
        'lexicon = "ENABLE"\n'
        'rule = "double"\n'
        "ask_table = true\n"
    )


def challenge(home: Path, table: int, fake: str | None = None) -> dict:
    """One challenge by the real station in a process of its own; ``fake`` moves its wall
    clock only (FAKETIME_DONT_FAKE_MONOTONIC), as a wrong date on a real machine does."""
    env = {**os.environ, "CHALLENGE_KIOSK_HOME": str(home), "PYTHONPATH": str(HERE.parents[1])}
    command = [sys.executable, str(CHILD), str(table), "cat"]
    if fake is not None:
        command = ["faketime", fake, *command]
        env["FAKETIME_DONT_FAKE_MONOTONIC"] = "1"
    done = subprocess.run(command, capture_output=True, text=True, timeout=120, env=env)
    assert done.returncode == 0, done.stderr
    said = json.loads(done.stdout)
    shift = {None: 0.0, "+365 days": YEAR, "-1 day": -DAY}[fake]
    assert math.isclose(said["wall"], time.time() + shift, abs_tol=600)  # faketime works
    return said


@needs_faketime
@pytest.mark.parametrize(
    ("earlier", "later"),
    [("+365 days", None), (None, "-1 day")],
    ids=["year-fast-then-corrected", "set-back-a-day"],
)
def test_a_play_judged_moments_before_a_clock_jump_is_warned_about_once(kiosk_home, earlier, later):
    """The real station, restarted: an adjudication at table 7 under one clock, then table 7
    again at once under a clock a year behind it (or a day behind): the players are warned
    (before, the earlier one was a year or a day ahead and never seen). After the window,
    a restart with the clock as it now is warns no more: the record is not "just now" for
    a year."""
    station_file(kiosk_home)
    first = challenge(kiosk_home, 7, fake=earlier)
    assert not first["warned"]
    second = challenge(kiosk_home, 7, fake=later)
    assert second["warned"] and second["earlier"] == first["receipt"], second
    assert 0 <= second["seconds_ago"] < SMALL_WINDOW
    time.sleep(SMALL_WINDOW + 1)  # time passes: the second judgement is now out of the window too
    third = challenge(kiosk_home, 7, fake=later)
    assert not third["warned"], third
    assert not challenge(kiosk_home, 8, fake=later)["warned"]  # another table: never
