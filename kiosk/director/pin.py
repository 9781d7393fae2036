"""The director's PIN: an argon2id hash in the station config, and a lockout that survives restarts.

A PIN has at least 6 characters: the hash can be read by whoever can read
the station's files, and 4 digits fall to an offline search in minutes.
After 5 wrong PINs in a row each further try must wait: 30 s, then doubling,
capped at 15 minutes. The count of failures is kept in the kiosk home
(``director-pin-state.json``, written durably), so pulling the plug does not
reset it; a correct PIN resets it.

The wait is elapsed time, never the wall clock: a clock set a year fast at a
wrong PIN and corrected afterwards must not lock the director out for a year,
nor may a clock moved forward unlock an attacker. So the state holds the boot
it was written in and the reading of the boot's elapsed clock at the last
failure. Within that boot the wait ends at that reading plus the wait. After a
reboot the reading means nothing, and the wait restarts from the first look
after the boot: a reboot never ends a wait early, and never makes one longer
than one full wait.
"""

from __future__ import annotations

import contextlib
import functools
import json
import math
import os
import time
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from kiosk.core.i18n import QT_TRANSLATE_NOOP, Message
from kiosk.deferred import deferred
from kiosk.storage.files import atomic_write, read_regular_file

if TYPE_CHECKING:
    from argon2 import PasswordHasher

# loaded at first use (`kiosk.deferred`)
if TYPE_CHECKING:
    import argon2 as argon2
    import argon2.exceptions as argon2_errors
else:
    argon2 = deferred("argon2")
    argon2_errors = deferred("argon2.exceptions")

__all__ = [
    "FREE_TRIES",
    "MAX_PIN_LENGTH",
    "MIN_PIN_LENGTH",
    "PinCheck",
    "PinError",
    "PinGuard",
    "boot_id",
    "elapsed_clock",
    "hash_pin",
    "lockout_seconds",
    "wait_message",
]

FREE_TRIES = 5
FIRST_DELAY = 30.0
MAX_DELAY = 15 * 60.0
MIN_PIN_LENGTH = 6
MAX_PIN_LENGTH = 64  # typed at the station's keyboard, by a person
STATE_FILE = "director-pin-state.json"
STATE_FILE_LIMIT = 4096  # a count, a boot id and a number
BOOT_ID_FILE = Path("/proc/sys/kernel/random/boot_id")  # Linux: new at every boot

PIN_TOO_SHORT = QT_TRANSLATE_NOOP("Pin", "the PIN needs at least {least} characters")
PIN_SPACE_AT_END = QT_TRANSLATE_NOOP("Pin", "the PIN may not start or end with a space")
PIN_TOO_LONG = QT_TRANSLATE_NOOP("Pin", "the PIN may have at most {most} characters")
PIN_NOT_TYPED = QT_TRANSLATE_NOOP(
    "Pin", "the PIN holds a control or invisible character, which no keyboard types"
)
PIN_ACCEPTED = QT_TRANSLATE_NOOP("Pin", "PIN accepted")
WRONG_PIN_WAIT = QT_TRANSLATE_NOOP("Pin", "Wrong PIN. {wait}")
# At most FREE_TRIES - 1 tries are left, so two sentences word every count in every language.
WRONG_PIN_ONE_TRY = QT_TRANSLATE_NOOP("Pin", "Wrong PIN. 1 more try before a wait.")
WRONG_PIN_TRIES = QT_TRANSLATE_NOOP("Pin", "Wrong PIN. {left} more tries before a wait.")
WAIT_MINUTES = QT_TRANSLATE_NOOP(
    "Pin", "Too many wrong PINs: try again in {minutes} min {seconds} s."
)
WAIT_SECONDS = QT_TRANSLATE_NOOP("Pin", "Too many wrong PINs: try again in {seconds} s.")
NO_PIN_READABLE = QT_TRANSLATE_NOOP(
    "Pin",
    "No PIN can be checked: the station's settings file cannot be read. Fix or move "
    "station.toml on this computer.",
)


@functools.cache
def _hasher() -> argon2.PasswordHasher:
    """argon2id with the library's recommended costs (imported when first needed: the
    station paints its ready screen before)."""
    return argon2.PasswordHasher()


class PinError(ValueError):
    """A PIN that cannot be set (too short, not repeated the same); message for the director."""


def lockout_seconds(failures: int) -> float:
    """How long the next try must wait after ``failures`` wrong PINs in a row."""
    if failures < FREE_TRIES:
        return 0.0
    # the doubling stops long before 2 ** failures could be huge (a count read from a file)
    doublings = min(failures - FREE_TRIES, int(math.log2(MAX_DELAY / FIRST_DELAY)) + 1)
    return float(min(FIRST_DELAY * 2**doublings, MAX_DELAY))


if hasattr(time, "CLOCK_BOOTTIME"):

    def elapsed_clock() -> float:
        """Seconds since boot, counting time suspended (Linux ``CLOCK_BOOTTIME``): a wait
        goes on elapsing while the laptop's lid is closed; setting the date moves it not."""
        return time.clock_gettime(time.CLOCK_BOOTTIME)

else:  # pragma: no cover - not Linux
    elapsed_clock = time.monotonic


# Where the system names no boot, readings of the elapsed clock are trusted only within
# the process that took them: after a restart the wait starts again (at most one more wait).
_PROCESS_STAND_IN = f"process-{os.urandom(16).hex()}"  # no uuid: it loads `platform`


@functools.cache
def boot_id() -> str:
    """An id of this boot: Linux's ``boot_id``, elsewhere a stand-in naming this process.

    Two readings of `elapsed_clock` may be compared only under the same id.
    """
    try:
        with BOOT_ID_FILE.open("rb") as file:
            text = file.read(100).decode("ascii").strip()
    except (OSError, UnicodeDecodeError):
        return _PROCESS_STAND_IN
    return f"linux-{text}" if text else _PROCESS_STAND_IN


def hash_pin(pin: str, hasher: PasswordHasher | None = None) -> str:
    """The argon2id hash to store for ``pin``; raises `PinError` for an unusable PIN."""
    if len(pin.strip()) < MIN_PIN_LENGTH:
        raise PinError(PIN_TOO_SHORT(least=MIN_PIN_LENGTH))
    if pin != pin.strip():
        raise PinError(PIN_SPACE_AT_END())
    if len(pin) > MAX_PIN_LENGTH:
        raise PinError(PIN_TOO_LONG(most=MAX_PIN_LENGTH))
    # a tab, an escape, a zero-width space or bytes that were not text (from a pipe)
    if any(unicodedata.category(ch) in ("Cc", "Cf", "Cs", "Co") for ch in pin):
        raise PinError(PIN_NOT_TYPED())
    return (hasher or _hasher()).hash(pin)


@dataclass(frozen=True)
class PinCheck:
    """The answer to one try: accepted, or refused with how long until the next try."""

    accepted: bool
    failures: int
    wait_seconds: float
    message: Message  # for the person at the PIN screen


@dataclass(frozen=True)
class _Kept:
    """The failure count as kept, with the boot and elapsed-clock reading of the last one
    (``boot`` None: no reading to trust, as in the wall-clock state of earlier versions)."""

    failures: int
    boot: str | None
    at: float


_NOTHING_KEPT = _Kept(0, None, 0.0)


class PinGuard:
    """Checks PINs against a stored hash, counting failures across restarts.

    ``read_hash`` returns the stored hash ("" when none is set). ``clock`` is elapsed
    seconds within one boot and ``boot`` names that boot (defaults: `elapsed_clock`,
    `boot_id`); the wall clock plays no part.
    """

    def __init__(
        self,
        home: Path,
        read_hash: Callable[[], str],
        clock: Callable[[], float] | None = None,
        boot: Callable[[], str] = boot_id,
    ) -> None:
        self.path = home / STATE_FILE
        self._read_hash = read_hash
        self._clock = clock or elapsed_clock
        self._boot = boot
        # a wait restarted in this boot that could not be written: (what was kept, start)
        self._restarted: tuple[_Kept, float] | None = None

    @property
    def is_set(self) -> bool:
        return bool(self._read_hash())

    # -- persistent failure count ---------------------------------------------------------

    def _kept(self) -> _Kept:
        """The state as kept; no failures for a state that cannot be read (a named pipe is
        refused without waiting: the PIN screen must never freeze)."""
        try:
            data = json.loads(read_regular_file(self.path, STATE_FILE_LIMIT))
            failures = data["failures"]
            if type(failures) is not int or failures < 0:  # a bool is no count
                return _NOTHING_KEPT
            if "at" in data:
                boot, at = data["boot"], data["at"]
                if type(boot) is str and type(at) in (int, float) and math.isfinite(at):
                    return _Kept(failures, boot, float(at))
            elif math.isfinite(float(data["last_failure"])):
                # Earlier versions kept a wall-clock time, which may have been a year off:
                # the count stands, the wait restarts as after a reboot (one wait at most).
                return _Kept(failures, None, 0.0)
        except (OSError, ValueError, KeyError, TypeError, OverflowError, RecursionError):
            pass
        return _NOTHING_KEPT

    def _save(self, failures: int, at: float) -> None:
        data = json.dumps({"failures": failures, "boot": self._boot(), "at": at})
        atomic_write(self.path, data.encode("utf-8"))

    @property
    def failures(self) -> int:
        return self._kept().failures

    def wait_remaining(self) -> float:
        """Seconds until a PIN may be tried again (0 when it may be tried now): never more
        than the wait the failure count calls for, whatever any clock did."""
        kept = self._kept()
        wait = lockout_seconds(kept.failures)
        if not wait:
            return 0.0
        now = self._clock()
        if kept.boot is not None and kept.boot == self._boot():
            return min(wait, max(0.0, kept.at + wait - now))
        # Another boot (or no boot named): the reading is from another clock. The wait
        # restarts now, and is written so that it is not restarted again at every look.
        if self._restarted is not None and self._restarted[0] == kept:
            return min(wait, max(0.0, self._restarted[1] + wait - now))
        self._restarted = (kept, now)
        with contextlib.suppress(OSError):  # not writable: this guard remembers the start
            self._save(kept.failures, now)
        return wait

    # -- trying -------------------------------------------------------------------------

    def check(self, pin: str) -> PinCheck:
        """Try a PIN. While locked out the PIN is not even looked at."""
        failures = self.failures
        wait = self.wait_remaining()
        if wait > 0:
            return PinCheck(False, failures, wait, wait_message(wait))
        stored = self._read_hash()
        if not stored:  # none readable (a damaged settings file): no try is counted
            return PinCheck(False, failures, 0.0, NO_PIN_READABLE())
        try:
            ok: bool = _hasher().verify(stored, pin)
        except (
            argon2_errors.VerifyMismatchError,
            argon2_errors.VerificationError,
            argon2_errors.InvalidHashError,
        ):
            ok = False
        if ok:
            self._save(0, 0.0)
            return PinCheck(True, 0, 0.0, PIN_ACCEPTED())
        failures += 1
        self._save(failures, self._clock())
        wait = lockout_seconds(failures)
        if wait:
            return PinCheck(False, failures, wait, WRONG_PIN_WAIT(wait=wait_message(wait)))
        left = FREE_TRIES - failures
        tries = WRONG_PIN_ONE_TRY() if left == 1 else WRONG_PIN_TRIES(left=left)
        return PinCheck(False, failures, 0.0, tries)


def wait_message(seconds: float) -> Message:
    """How long until the next PIN may be tried, for the person at the screen."""
    seconds = int(seconds + 0.999)
    if seconds >= 60:
        minutes, rest = divmod(seconds, 60)
        return WAIT_MINUTES(minutes=minutes, seconds=f"{rest:02d}")
    return WAIT_SECONDS(seconds=seconds)
