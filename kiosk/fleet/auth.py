"""The fleet page's password: an argon2id hash in a local file, and session cookies.

On 127.0.0.1 (the default) the page is open to whoever uses the laptop. With
``--host`` another address, every page needs a session: the head director
types the password once (``challenge-kiosk fleet set-password`` stores its
argon2id hash in ``fleet-password`` in the station home, or in ``--password-file``)
and gets a random session cookie (HttpOnly, SameSite=Strict, valid 12 hours,
forgotten when the page server stops). After 5 wrong passwords from one
address, that address waits a minute; after 20 from anywhere in a minute, every login
waits (a proxy in front makes every director one address: the global limit still holds
when the per-address one cannot tell people apart). At most two passwords are checked
at once; a third login at that moment is refused at once, never queued, so a flood of
guesses cannot slow the page.
"""

from __future__ import annotations

import secrets
import threading
import time
import unicodedata
from collections.abc import Callable
from pathlib import Path

from argon2 import PasswordHasher
from argon2.exceptions import InvalidHashError, VerificationError

from kiosk.storage.files import atomic_write, read_regular_file

__all__ = [
    "PASSWORD_FILE",
    "PasswordError",
    "Sessions",
    "check_password",
    "load_password_hash",
    "store_password",
]

PASSWORD_FILE = "fleet-password"
MIN_LENGTH = 10
MAX_LENGTH = 200
SESSION_S = 12 * 3600
MAX_FAILURES = 5
GLOBAL_MAX_FAILURES = 20
LOCKOUT_S = 60.0
MAX_CHECKING = 2  # argon2 checks at once (each takes tens of milliseconds of a core)
_HASHER = PasswordHasher()  # argon2id with the library's current parameters


class PasswordError(Exception):
    """The password or its file cannot be used; the message says what to do."""


def store_password(path: Path, password: str) -> None:
    """Hash ``password`` (argon2id) into ``path``, readable by this user only."""
    if len(password) < MIN_LENGTH:
        raise PasswordError(f"the password needs at least {MIN_LENGTH} characters")
    if len(password) > MAX_LENGTH:  # the login form takes 4 KB: a longer one never logs in
        raise PasswordError(f"the password may have at most {MAX_LENGTH} characters")
    # a tab, an escape, a zero-width space or bytes that were not text (from a pipe)
    if any(unicodedata.category(ch) in ("Cc", "Cf", "Cs", "Co") for ch in password):
        raise PasswordError(
            "the password holds a control or invisible character, which no keyboard types"
        )
    path.parent.mkdir(parents=True, exist_ok=True)
    atomic_write(path, (_HASHER.hash(password) + "\n").encode("ascii"))


def load_password_hash(path: Path) -> str:
    """The stored hash; `PasswordError` naming the file when it is missing or not a hash."""
    try:
        text = read_regular_file(path, 4096).decode("ascii").strip()  # a pipe never blocks
    except FileNotFoundError:
        raise PasswordError(
            f"no fleet password is set ({path} does not exist): run "
            "'challenge-kiosk fleet set-password' first"
        ) from None
    except (OSError, UnicodeDecodeError) as exc:
        raise PasswordError(f"the fleet password file {path} cannot be read ({exc})") from None
    if not text.startswith("$argon2id$"):
        raise PasswordError(
            f"{path} does not hold an argon2id hash: set the password again with "
            "'challenge-kiosk fleet set-password'"
        )
    return text


def check_password(stored_hash: str, password: str) -> bool:
    try:
        return _HASHER.verify(stored_hash, password)
    except (VerificationError, InvalidHashError):
        return False


class Sessions:
    """Random session tokens held in memory, and wrong-password counts per address."""

    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self._clock = clock
        self._tokens: dict[str, float] = {}
        self._failures: dict[str, list[float]] = {}
        self._all_failures: list[float] = []
        self._lock = threading.Lock()
        self._checking = threading.BoundedSemaphore(MAX_CHECKING)

    def new(self) -> str:
        token = secrets.token_urlsafe(32)
        with self._lock:
            self._tokens[token] = self._clock() + SESSION_S
        return token

    def valid(self, token: str | None) -> bool:
        if not token:
            return False
        with self._lock:
            expires = self._tokens.get(token)
            if expires is None:
                return False
            if expires < self._clock():
                del self._tokens[token]
                return False
            return True

    def end(self, token: str | None) -> None:
        with self._lock:
            self._tokens.pop(token or "", None)

    def locked_out(self, address: str) -> bool:
        """Too many wrong passwords in the last minute, from ``address`` or from anywhere."""
        now = self._clock()
        with self._lock:
            recent = [t for t in self._failures.get(address, []) if now - t < LOCKOUT_S]
            if recent:
                self._failures[address] = recent
            else:
                self._failures.pop(address, None)
            self._all_failures = [t for t in self._all_failures if now - t < LOCKOUT_S]
            return len(recent) >= MAX_FAILURES or len(self._all_failures) >= GLOBAL_MAX_FAILURES

    def failed(self, address: str) -> None:
        with self._lock:
            now = self._clock()
            self._failures.setdefault(address, []).append(now)
            self._all_failures.append(now)

    def start_check(self) -> bool:
        """A slot to check a password in (False: two are being checked: refuse this one);
        give it back with `end_check`."""
        return self._checking.acquire(blocking=False)

    def end_check(self) -> None:
        self._checking.release()
