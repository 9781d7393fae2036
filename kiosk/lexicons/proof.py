"""The first load of a lexicon file happens in a child process.

A lexicon's word graph is read by marisa, native code that trusts its input:
a file forged with its checksums recomputed can crash it (a segmentation
fault) or make it loop. Such a file must never take the station down, so a
file this station has not seen before is first loaded in a child process
(`challenge-kiosk lexicon-check`, reading the bytes from standard input so
the child checks exactly the bytes the station will use). Only when the child
loaded it completely (every check of `kiosk.lexicons.file.parse_lexicon`) are the
bytes loaded in the station itself, and a proof is remembered in ``.proven.json``
in the lexicons folder so the next start skips the child and the fingerprint.

A proof is the HMAC-SHA256 of the file's sha256 under this station's own key
(``lexicon-proof.key``: 32 random bytes in the kiosk home beside the lexicons
folder, never inside it, 0600). Anyone who can drop files into the lexicons
folder (a folder copied from a USB stick) can also drop a ``.proven.json``: a
plain digest there would make the station accept a forged word list under a
genuine fingerprint. A proof written by anyone else (another station, by hand,
or with a key copied into the lexicons folder) proves nothing: that file is
simply proven again in a child (slower, never wrong). A missing or damaged key
trusts no proof, and a new key replaces it. The built-in lexicon ships with the
program and is not checked this way.
"""

from __future__ import annotations

import contextlib
import hashlib
import hmac
import json
import os
import secrets
import signal
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from kiosk.core.i18n import Message
from kiosk.core.station_messages import (
    CANNOT_BE_CHECKED,
    READER_CRASHES,
    READER_LOOPS,
    REFUSED_BY_CHECK,
    SIGNAL_NUMBER,
)
from kiosk.deferred import deferred
from kiosk.lexicons.file import LexiconFileError
from kiosk.storage.files import atomic_write, read_regular_file

# loaded at first use (`kiosk.deferred`)
if TYPE_CHECKING:
    import subprocess

    import kiosk.lexicons.file as lexicon_file
else:
    subprocess = deferred("subprocess")  # the proof's child process, only when one is made
    lexicon_file = deferred("kiosk.lexicons.file")

__all__ = ["CHILD_TIMEOUT_S", "KEY_FILE", "PROOF_FILE", "ProofBook", "prove_in_child"]

PROOF_FILE = ".proven.json"
KEY_FILE = "lexicon-proof.key"  # in the kiosk home, beside (never in) the lexicons folder
KEY_BYTES = 32
CHILD_TIMEOUT_S = 30.0
MAX_PROOFS = 200
MAX_BOOK_BYTES = 64 * 1024  # MAX_PROOFS entries of ~70 bytes; a larger book is ignored
_HEX = frozenset("0123456789abcdef")


def _child_command() -> list[str]:
    if getattr(sys, "frozen", False):  # the PyInstaller bundle: the program itself
        return [sys.executable, "lexicon-check"]
    return [sys.executable, "-m", "kiosk", "lexicon-check"]


def prove_in_child(path: Path, data: bytes, timeout: float = CHILD_TIMEOUT_S) -> bool:
    """Load ``data`` (the bytes of ``path``) in a child process.

    True: the child loaded it completely. False: the child refused it with a
    reason and ended normally (the same checks in this process will give the
    same reason without danger). Raises `LexiconFileError` when the child
    crashed or did not finish within ``timeout`` seconds.
    """

    env = {**os.environ, "PYTHONDONTWRITEBYTECODE": "1"}
    try:
        done = subprocess.run(
            _child_command(),
            input=data,
            capture_output=True,
            timeout=timeout,
            env=env,
            check=False,
        )
    except subprocess.TimeoutExpired:
        raise LexiconFileError(path, READER_LOOPS(seconds=f"{timeout:g}")) from None
    except OSError as exc:
        raise LexiconFileError(path, CANNOT_BE_CHECKED(why=str(exc.strerror or exc))) from None
    if done.returncode == 0:
        return True
    if done.returncode == 3:
        return False
    if done.returncode < 0:
        name: Message | str
        try:
            name = signal.Signals(-done.returncode).name
        except ValueError:
            name = SIGNAL_NUMBER(number=-done.returncode)
        raise LexiconFileError(path, READER_CRASHES(signal=name))
    # The child's last line of error output (what stopped it), as it wrote it.
    reason = done.stderr.decode("utf-8", "replace").strip().splitlines()
    raise LexiconFileError(path, reason[-1] if reason else REFUSED_BY_CHECK())


def _read_key(path: Path) -> bytes | None:
    """The station's proof key, or None when it is missing, unreadable or not 32 bytes."""
    try:
        key = read_regular_file(path, KEY_BYTES)
    except OSError:  # missing, a folder, a pipe or a device, unreadable
        return None
    return key if len(key) == KEY_BYTES else None


def _read_book(path: Path) -> set[str]:
    """The proofs in ``path``; anything unreadable, too large or malformed is no proof."""
    try:
        raw = read_regular_file(path, MAX_BOOK_BYTES)
        data = json.loads(raw.decode("utf-8")) if len(raw) <= MAX_BOOK_BYTES else None
    except (OSError, ValueError, RecursionError):  # UnicodeDecodeError is a ValueError
        return set()
    if not isinstance(data, list):
        return set()
    # Only what a proof can look like (compare_digest refuses non-ASCII text).
    return {d for d in data if isinstance(d, str) and len(d) == 64 and set(d) <= _HEX}


class ProofBook:
    """The lexicon files this station has proven in a child process, each remembered as the
    HMAC of its sha256 under this station's key (see the module's documentation)."""

    def __init__(
        self, folder: Path, *, remember: bool = True, key_file: Path | None = None
    ) -> None:
        self.path = folder / PROOF_FILE
        self.key_file = key_file or folder.parent / KEY_FILE
        self.remember = remember
        self._known: set[str] | None = None
        self._key = b""
        self._key_stored = False

    def _load(self) -> set[str]:
        if self._known is None:
            key = _read_key(self.key_file)
            self._key_stored = key is not None
            self._key = key or secrets.token_bytes(KEY_BYTES)  # a new key: no proof holds
            self._known = _read_book(self.path) if key is not None else set()
        return self._known

    def _store(self, known: set[str]) -> None:
        if not self._key_stored:  # the key first: a book without its key proves nothing
            atomic_write(self.key_file, self._key)
            self._key_stored = True
        atomic_write(self.path, json.dumps(sorted(known)[-MAX_PROOFS:]).encode())

    def check(self, path: Path, data: bytes) -> bool:
        """Prove ``data`` unless it was proven before; raises `LexiconFileError` when the
        reader crashed or looped on it.

        True: these bytes passed every check, words and fingerprint included (now in a
        child, or at an earlier start). False: the checks refused them, and parsing them
        here gives the reasons safely.
        """
        known = self._load()
        sha = hashlib.sha256(data).digest()
        proof = hmac.new(self._key, sha, hashlib.sha256).hexdigest()
        if any(hmac.compare_digest(proof, entry) for entry in known):
            return True
        if not prove_in_child(path, data):
            return False  # refused by the checks themselves: parsing here gives the reasons
        known.add(proof)
        if self.remember and self.path.parent.is_dir():
            with contextlib.suppress(OSError):  # else proven again next start: slower, not wrong
                self._store(known)
        return True


def lexicon_check_main() -> int:
    """``challenge-kiosk lexicon-check``: load the lexicon bytes on standard input."""
    data = sys.stdin.buffer.read()
    try:
        lexicon_file.parse_lexicon("<stdin>", data)
    except LexiconFileError as exc:
        print(exc.reason, file=sys.stderr)
        return 3
    return 0
