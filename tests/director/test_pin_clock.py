"""The director PIN's lockout runs on elapsed time, never on the wall clock.

Found: one wrong PIN while the clock was a year fast, and once the clock was corrected the
right PIN was refused for 365 days; with the clock set back a day, for a day. The guard now
keeps the boot and that boot's elapsed-clock reading of the last failure. Unit tests inject
both clocks; the faketime tests run the real guard in processes of their own on a real kiosk
home, with the wall clock moved as a wrong date on the machine moves it.
"""

from __future__ import annotations

import json
import math
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest
from argon2 import PasswordHasher

from kiosk.director import pin as pin_module
from kiosk.director.pin import (
    FIRST_DELAY,
    FREE_TRIES,
    MAX_DELAY,
    STATE_FILE,
    PinGuard,
    boot_id,
    elapsed_clock,
    lockout_seconds,
)

HERE = Path(__file__).resolve().parent
CHILD = HERE / "pin_clock_child.py"
PIN = "482107"
WRONG = "999999"
PIN_HASH = PasswordHasher(time_cost=1, memory_cost=1024, parallelism=1).hash(PIN)
YEAR = 365 * 24 * 3600.0


class Clock:
    """Elapsed seconds that move only when the test says so."""

    def __init__(self, now: float = 1000.0) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now


class Boot:
    """The boot the guard believes it runs in."""

    def __init__(self, name: str = "boot-a") -> None:
        self.name = name

    def __call__(self) -> str:
        return self.name


def guard_on(home: Path, clock: Clock, boot: Boot) -> PinGuard:
    return PinGuard(home, lambda: PIN_HASH, clock, boot)


def fail(guard: PinGuard, times: int = FREE_TRIES) -> None:
    for _ in range(times):
        assert not guard.check(WRONG).accepted


def fail_six(guard: PinGuard, clock: Clock) -> None:
    """Six wrong PINs, the sixth after the first wait: a wait of 60 s starts."""
    fail(guard)
    clock.now += FIRST_DELAY
    fail(guard, 1)
    assert guard.wait_remaining() == 2 * FIRST_DELAY


def kept(home: Path) -> dict[str, object]:
    return json.loads((home / STATE_FILE).read_text())


# -- one boot -------------------------------------------------------------------------------


def test_within_one_boot_the_wait_is_elapsed_time_and_the_wall_clock_plays_no_part(
    kiosk_home, monkeypatch
):
    clock, boot = Clock(), Boot()
    guard = guard_on(kiosk_home, clock, boot)
    fail(guard)
    assert guard.wait_remaining() == FIRST_DELAY
    # the wall clock a year fast, then a day slow: the guard does not ask it
    monkeypatch.setattr(time, "time", lambda: 1.8e9 + YEAR)
    clock.now += 10
    assert guard.wait_remaining() == FIRST_DELAY - 10
    monkeypatch.setattr(time, "time", lambda: 1.8e9 - 86400)
    check = guard.check(PIN)  # even the right PIN waits
    assert not check.accepted and check.wait_seconds == FIRST_DELAY - 10
    clock.now += FIRST_DELAY - 10
    assert guard.wait_remaining() == 0
    assert guard.check(PIN).accepted and guard.failures == 0


def test_the_state_holds_the_count_the_boot_and_the_elapsed_reading_not_a_wall_time(kiosk_home):
    clock, boot = Clock(1234.5), Boot("boot-a")
    fail(guard_on(kiosk_home, clock, boot), 2)
    assert kept(kiosk_home) == {"failures": 2, "boot": "boot-a", "at": 1234.5}


def test_a_restart_in_the_same_boot_keeps_the_count_and_the_wait(kiosk_home):
    clock, boot = Clock(), Boot()
    fail_six(guard_on(kiosk_home, clock, boot), clock)
    clock.now += 25
    again = guard_on(kiosk_home, clock, boot)  # a new process, same boot
    assert again.failures == FREE_TRIES + 1 and again.wait_remaining() == 35
    clock.now += 35
    assert again.check(PIN).accepted


def test_an_elapsed_clock_that_reads_earlier_than_the_failure_waits_one_wait_at_most(
    kiosk_home,
):
    clock, boot = Clock(5000.0), Boot()
    fail(guard_on(kiosk_home, clock, boot))
    clock.now = 10.0  # cannot happen within a boot; if it did, still one wait, not 4990 s
    assert guard_on(kiosk_home, clock, boot).wait_remaining() == FIRST_DELAY


# -- another boot ---------------------------------------------------------------------------


@pytest.mark.parametrize("reading_after_boot", [3.0, 1e9], ids=["small", "huge"])
def test_a_new_boot_restarts_the_wait_rather_than_ending_it(kiosk_home, reading_after_boot):
    """After a reboot the elapsed clock starts again near zero (or, suspended for long,
    reads anything): the old reading means nothing. The wait restarts at the first look, so
    pulling the plug never unlocks an attacker, and never locks the director for longer
    than one wait."""
    clock, boot = Clock(500.0), Boot("boot-a")
    fail_six(guard_on(kiosk_home, clock, boot), clock)
    clock.now, boot.name = reading_after_boot, "boot-b"
    after = guard_on(kiosk_home, clock, boot)
    assert after.wait_remaining() == 60.0  # restarted, not over
    assert not after.check(PIN).accepted
    assert kept(kiosk_home) == {"failures": 6, "boot": "boot-b", "at": reading_after_boot}
    clock.now += 40
    # another restart within the new boot: the restarted wait goes on, it is not restarted
    assert guard_on(kiosk_home, clock, boot).wait_remaining() == 20.0
    clock.now += 20
    assert guard_on(kiosk_home, clock, boot).check(PIN).accepted


def test_a_restarted_wait_that_cannot_be_written_still_ends(kiosk_home, monkeypatch):
    clock, boot = Clock(), Boot("boot-a")
    fail(guard_on(kiosk_home, clock, boot))
    boot.name = "boot-b"

    def refuse(path, data, **_kw):
        raise PermissionError(13, "Permission denied", str(path))

    monkeypatch.setattr(pin_module, "atomic_write", refuse)
    guard = guard_on(kiosk_home, clock, boot)
    assert guard.wait_remaining() == FIRST_DELAY
    clock.now += 20
    assert guard.wait_remaining() == FIRST_DELAY - 20  # not restarted at every look
    clock.now += 10
    assert guard.wait_remaining() == 0


def test_the_real_boot_id_and_elapsed_clock(kiosk_home):
    assert boot_id() == boot_id() and boot_id()
    if Path("/proc/sys/kernel/random/boot_id").exists():
        assert boot_id().startswith("linux-")
        # CLOCK_BOOTTIME: counts time suspended, and never moves with the date
        assert abs(elapsed_clock() - time.clock_gettime(time.CLOCK_BOOTTIME)) < 5
    first = elapsed_clock()
    assert elapsed_clock() >= first
    guard = PinGuard(kiosk_home, lambda: PIN_HASH)  # the defaults the station uses
    fail(guard)
    assert 0 < guard.wait_remaining() <= FIRST_DELAY
    assert kept(kiosk_home)["boot"] == boot_id()


def test_where_no_boot_id_is_readable_a_stand_in_names_the_process(kiosk_home, monkeypatch):
    monkeypatch.setattr(pin_module, "BOOT_ID_FILE", kiosk_home / "no-such-file")
    pin_module.boot_id.cache_clear()
    try:
        stand_in = pin_module.boot_id()
    finally:
        pin_module.boot_id.cache_clear()
    assert stand_in.startswith("process-")


# -- the format of earlier versions and damage ---------------------------------------------


@pytest.mark.parametrize("offset", [YEAR, -86400.0, -YEAR], ids=["year-fast", "day-back", "old"])
def test_a_wall_clock_state_of_earlier_versions_is_one_wait_at_most(kiosk_home, offset):
    """Earlier versions kept the wall-clock time of the last failure; a station updated
    while it was a year fast must not lock the director out for a year."""
    (kiosk_home / STATE_FILE).write_text(
        json.dumps({"failures": FREE_TRIES, "last_failure": time.time() + offset})
    )
    clock, boot = Clock(), Boot()
    guard = guard_on(kiosk_home, clock, boot)
    assert guard.failures == FREE_TRIES
    assert guard.wait_remaining() == FIRST_DELAY  # restarted from the first look
    clock.now += FIRST_DELAY
    assert guard.check(PIN).accepted


def test_a_wall_clock_state_below_the_free_tries_keeps_its_count_and_no_wait(kiosk_home):
    (kiosk_home / STATE_FILE).write_text('{"failures": 3, "last_failure": 1e12}')
    guard = guard_on(kiosk_home, Clock(), Boot())
    assert guard.failures == 3 and guard.wait_remaining() == 0
    check = guard.check(WRONG)
    assert check.failures == 4 and check.wait_seconds == 0


@pytest.mark.parametrize(
    "state",
    [
        '{"failures": 9, "boot": "boot-a", "at": NaN}',
        '{"failures": 9, "boot": "boot-a", "at": -Infinity}',
        '{"failures": 9, "boot": "boot-a", "at": true}',
        '{"failures": 9, "boot": "boot-a", "at": "1000"}',
        '{"failures": 9, "boot": 7, "at": 1000}',
        '{"failures": 9, "boot": ["boot-a"], "at": 1000}',
        '{"failures": 9, "at": 1000}',
        '{"failures": 9, "boot": "boot-a", "at": 1' + "0" * 400 + "}",
        '{"failures": 9, "boot": "boot-a", "last_failure": 1' + "0" * 400 + "}",
        '{"failures": false, "boot": "boot-a", "at": 1000}',
        '{"failures": -1, "boot": "boot-a", "at": 1000}',
        '{"failures": 9.0, "boot": "boot-a", "at": 1000}',
        '"failures"',
        "[9, 1000]",
    ],
)
def test_a_damaged_state_counts_as_no_failures(kiosk_home, state):
    (kiosk_home / STATE_FILE).write_text(state)
    guard = guard_on(kiosk_home, Clock(), Boot("boot-a"))
    assert guard.failures == 0 and guard.wait_remaining() == 0
    check = guard.check(WRONG)
    assert check.failures == 1 and check.wait_seconds == 0


def test_a_huge_count_waits_the_longest_wait_at_once(kiosk_home):
    assert [lockout_seconds(n) for n in (4, 5, 6, 7, 8, 9, 10, 20)] == [
        0, 30, 60, 120, 240, 480, 900, 900
    ]  # fmt: skip
    started = time.monotonic()
    assert lockout_seconds(10**18) == MAX_DELAY  # 2 ** 10**18 was never computed
    (kiosk_home / STATE_FILE).write_text(
        json.dumps({"failures": 10**30, "boot": "boot-a", "at": 1000.0})
    )
    guard = guard_on(kiosk_home, Clock(1000.0), Boot("boot-a"))
    assert guard.wait_remaining() == MAX_DELAY
    assert time.monotonic() - started < 1


# -- the real guard in processes of their own, under faketime --------------------------------

needs_faketime = pytest.mark.skipif(
    shutil.which("faketime") is None, reason="faketime is not installed (apt install faketime)"
)


def child(home: Path, *pins: str, fake: str | None = None, fake_elapsed: bool = False) -> dict:
    """Run the real guard in a process of its own; ``fake`` moves its wall clock.

    A wrong date on a real machine moves the wall clock only, never the time since boot:
    so by default libfaketime is told to leave the monotonic clocks alone.
    ``fake_elapsed`` fakes those as well (libfaketime then reads them as the faked date,
    a jump no real machine makes): the worst a faked clock can do.
    """
    env = {**os.environ, "CHALLENGE_KIOSK_HOME": str(home), "PYTHONPATH": str(HERE.parents[1])}
    env.pop("FAKETIME_DONT_FAKE_MONOTONIC", None)
    command = [sys.executable, str(CHILD), *pins]
    if fake is not None:
        command = ["faketime", fake, *command]
        if not fake_elapsed:
            env["FAKETIME_DONT_FAKE_MONOTONIC"] = "1"
    done = subprocess.run(command, capture_output=True, text=True, timeout=120, env=env)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def set_pin(home: Path) -> None:
    env = {**os.environ, "CHALLENGE_KIOSK_HOME": str(home)}
    done = subprocess.run(
        [sys.executable, "-m", "kiosk", "director", "set-pin", "--pin-stdin"],
        input=PIN + "\n", capture_output=True, text=True, timeout=120, env=env,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr


def fail_under(home: Path, fake: str, *, fake_elapsed: bool = False) -> None:
    """Five wrong PINs under a faked clock: the wait of 30 s starts."""
    failed = child(home, *[WRONG] * FREE_TRIES, fake=fake, fake_elapsed=fake_elapsed)
    shift = {"+365 days": YEAR, "-1 day": -86400.0}[fake]
    assert math.isclose(failed["wall"], time.time() + shift, abs_tol=600)  # faketime works
    assert failed["tries"][-1]["message"] == "Wrong PIN. Too many wrong PINs: try again in 30 s."
    assert failed["failures"] == FREE_TRIES


@needs_faketime
def test_wrong_pins_a_year_fast_then_the_clock_corrected_wait_30_s_not_a_year(kiosk_home):
    """The defect as found, with a real wait: the right PIN opens 30 s after the failures."""
    set_pin(kiosk_home)
    fail_under(kiosk_home, "+365 days")
    corrected = child(kiosk_home, PIN)  # the true clock
    refused = corrected["tries"][0]
    assert not refused["accepted"] and 0 < refused["wait"] <= FIRST_DELAY, refused
    assert refused["message"].startswith("Too many wrong PINs: try again in ")
    assert refused["message"].endswith(" s.") and " min " not in refused["message"]
    assert 0 < corrected["wait"] <= FIRST_DELAY
    time.sleep(corrected["wait"] + 0.5)  # time passes: the PIN's delay runs out
    opened = child(kiosk_home, PIN)
    assert opened["tries"][0]["accepted"], opened
    assert opened["failures"] == 0 and opened["wait"] == 0


@needs_faketime
@pytest.mark.parametrize(
    ("fake", "fake_elapsed"),
    [("-1 day", False), ("+365 days", True), ("-1 day", True)],
    ids=["day-back", "year-fast-all-clocks", "day-back-all-clocks"],
)
def test_wrong_pins_under_a_wrong_clock_wait_at_most_30_s_once_it_is_right(
    kiosk_home, fake, fake_elapsed
):
    """A day back (a day's lock before), and libfaketime faking even the time since boot:
    under the true clock the right PIN waits at most the 30 s the count calls for."""
    set_pin(kiosk_home)
    fail_under(kiosk_home, fake, fake_elapsed=fake_elapsed)
    corrected = child(kiosk_home, PIN)
    refused = corrected["tries"][0]
    assert not refused["accepted"] and 0 < refused["wait"] <= FIRST_DELAY, refused
    assert corrected["failures"] == FREE_TRIES and 0 < corrected["wait"] <= FIRST_DELAY


@needs_faketime
def test_a_clock_moved_a_year_forward_does_not_unlock_an_attacker(kiosk_home):
    """Five wrong PINs under the true clock, then the date set a year ahead: still locked.
    (Only the wall clock moves, as on a real machine: libfaketime faking the time since boot
    would be a year of suspend, after which the wait is rightly over.)"""
    set_pin(kiosk_home)
    failed = child(kiosk_home, *[WRONG] * FREE_TRIES)
    assert failed["wait"] > 0
    ahead = child(kiosk_home, PIN, fake="+365 days")
    assert math.isclose(ahead["wall"], time.time() + YEAR, abs_tol=600)
    refused = ahead["tries"][0]
    assert not refused["accepted"] and 0 < refused["wait"] <= FIRST_DELAY, refused
    assert ahead["failures"] == FREE_TRIES
