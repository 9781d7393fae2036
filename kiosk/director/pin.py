"""The director's PIN: an argon2id hash in the station config, and a lockout that survives restarts.

A PIN has at least 6 characters: the hash can be read by whoever can read
the station's files, and 4 digits fall to an offline search in minutes.
After 5 wrong PINs in a row each further try must wait: 30 s, then doubling,
capped at 15 minutes. The count of failures is kept in the kiosk home
(``director-pin-state.json``, written durably), so pulling the plug does not
reset it; a correct PIN resets it.
"""

from __future__ import annotations

import functools
import json
import math
import time
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from kiosk.core.i18n import QT_TRANSLATE_NOOP, Message
from kiosk.files import atomic_write, read_regular_file

if TYPE_CHECKING:
    from argon2 import PasswordHasher

__all__ = [
    "FREE_TRIES",
    "MAX_PIN_LENGTH",
    "MIN_PIN_LENGTH",
    "PinCheck",
    "PinError",
    "PinGuard",
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
STATE_FILE_LIMIT = 4096  # two numbers

PIN_TOO_SHORT = QT_TRANSLATE_NOOP("Director", "the PIN needs at least {least} characters")
PIN_SPACE_AT_END = QT_TRANSLATE_NOOP("Director", "the PIN may not start or end with a space")
PIN_TOO_LONG = QT_TRANSLATE_NOOP("Director", "the PIN may have at most {most} characters")
PIN_NOT_TYPED = QT_TRANSLATE_NOOP(
    "Director", "the PIN holds a control or invisible character, which no keyboard types"
)
PIN_ACCEPTED = QT_TRANSLATE_NOOP("Director", "PIN accepted")
WRONG_PIN_WAIT = QT_TRANSLATE_NOOP("Director", "Wrong PIN. {wait}")
# At most FREE_TRIES - 1 tries are left, so two sentences word every count in every language.
WRONG_PIN_ONE_TRY = QT_TRANSLATE_NOOP("Director", "Wrong PIN. 1 more try before a wait.")
WRONG_PIN_TRIES = QT_TRANSLATE_NOOP("Director", "Wrong PIN. {left} more tries before a wait.")
WAIT_MINUTES = QT_TRANSLATE_NOOP(
    "Director", "Too many wrong PINs: try again in {minutes} min {seconds} s."
)
WAIT_SECONDS = QT_TRANSLATE_NOOP("Director", "Too many wrong PINs: try again in {seconds} s.")
NO_PIN_READABLE = QT_TRANSLATE_NOOP(
    "Director",
    "No PIN can be checked: the station's settings file cannot be read. Fix or move "
    "station.toml on this computer.",
)


@functools.cache
def _hasher() -> PasswordHasher:
    """argon2id with the library's recommended costs (imported when first needed: the
    station paints its ready screen before)."""
    from argon2 import PasswordHasher

    return PasswordHasher()


class PinError(ValueError):
    """A PIN that cannot be set (too short, not repeated the same); message for the director."""


def lockout_seconds(failures: int) -> float:
    """How long the next try must wait after ``failures`` wrong PINs in a row."""
    if failures < FREE_TRIES:
        return 0.0
    return float(min(FIRST_DELAY * 2 ** (failures - FREE_TRIES), MAX_DELAY))


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


class PinGuard:
    """Checks PINs against a stored hash, counting failures across restarts.

    ``read_hash`` returns the stored hash ("" when none is set); ``clock`` is
    wall-clock seconds (it must survive restarts, so not a monotonic clock).
    """

    def __init__(
        self,
        home: Path,
        read_hash: Callable[[], str],
        clock: Callable[[], float] = time.time,
    ) -> None:
        self.path = home / STATE_FILE
        self._read_hash = read_hash
        self._clock = clock

    @property
    def is_set(self) -> bool:
        return bool(self._read_hash())

    # -- persistent failure count ---------------------------------------------------------

    def _state(self) -> tuple[int, float]:
        """(failures, time of the last) as kept; (0, 0.0) for a state that cannot be read
        (a named pipe is refused without waiting: the PIN screen must never freeze)."""
        try:
            data = json.loads(read_regular_file(self.path, STATE_FILE_LIMIT))
            failures, last = data["failures"], float(data["last_failure"])
            if type(failures) is int and failures >= 0 and math.isfinite(last):  # not a bool
                return failures, last
        except (OSError, ValueError, KeyError, TypeError, RecursionError):
            pass
        return 0, 0.0

    def _save(self, failures: int, last_failure: float) -> None:
        data = json.dumps({"failures": failures, "last_failure": last_failure})
        atomic_write(self.path, data.encode("utf-8"))

    @property
    def failures(self) -> int:
        return self._state()[0]

    def wait_remaining(self) -> float:
        """Seconds until a PIN may be tried again (0 when it may be tried now)."""
        failures, last = self._state()
        return max(0.0, last + lockout_seconds(failures) - self._clock())

    # -- trying -------------------------------------------------------------------------

    def check(self, pin: str) -> PinCheck:
        """Try a PIN. While locked out the PIN is not even looked at."""
        failures, _last = self._state()
        wait = self.wait_remaining()
        if wait > 0:
            return PinCheck(False, failures, wait, wait_message(wait))
        stored = self._read_hash()
        if not stored:  # none readable (a damaged settings file): no try is counted
            return PinCheck(False, failures, 0.0, NO_PIN_READABLE())
        from argon2.exceptions import InvalidHashError, VerificationError, VerifyMismatchError

        try:
            ok: bool = _hasher().verify(stored, pin)
        except (VerifyMismatchError, VerificationError, InvalidHashError):
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
