"""The first load of a lexicon file happens in a child process.

A lexicon's word graph is read by marisa, native code that trusts its input:
a file forged with its checksums recomputed can crash it (a segmentation
fault) or make it loop. Such a file must never take the station down, so a
file this station has not seen before is first loaded in a child process
(`challenge-kiosk lexicon-check`, reading the bytes from standard input so
the child checks exactly the bytes the station will use). Only when the child
loaded it completely (every check of `kiosk.lexicon.parse_lexicon`) are the
bytes loaded in the station itself; their sha256 is then remembered in
``.proven.json`` in the lexicons folder so the next start skips the child.
The built-in lexicon ships with the program and is not checked this way.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import signal
import sys
from pathlib import Path

from kiosk.core.i18n import QT_TRANSLATE_NOOP, Message
from kiosk.files import atomic_write
from kiosk.lexicon import LexiconFileError

__all__ = ["CHILD_TIMEOUT_S", "PROOF_FILE", "ProofBook", "prove_in_child"]

PROOF_FILE = ".proven.json"
CHILD_TIMEOUT_S = 30.0
MAX_PROOFS = 200

# Why a file was refused (`LexiconFileError.reason`, after the file's name).
READER_LOOPS = QT_TRANSLATE_NOOP(
    "Director",
    "its word graph makes the reader loop (no answer in {seconds} s): the file is damaged or "
    "forged; do not use it",
)
CANNOT_BE_CHECKED = QT_TRANSLATE_NOOP("Director", "cannot be checked: {why}")
READER_CRASHES = QT_TRANSLATE_NOOP(
    "Director",
    "its word graph crashes the reader ({signal}): the file is damaged or forged; do not use it",
)
SIGNAL_NUMBER = QT_TRANSLATE_NOOP("Director", "signal {number}")
REFUSED_BY_CHECK = QT_TRANSLATE_NOOP("Director", "refused by the lexicon check")


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
    import subprocess  # only for a lexicon file this station has not loaded before

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


class ProofBook:
    """The sha256 of the lexicon files this station has proven in a child process."""

    def __init__(self, folder: Path, *, remember: bool = True) -> None:
        self.path = folder / PROOF_FILE
        self.remember = remember
        self._known: set[str] | None = None

    def _load(self) -> set[str]:
        if self._known is None:
            try:
                data = json.loads(self.path.read_text(encoding="utf-8"))
                self._known = {str(d) for d in data} if isinstance(data, list) else set()
            except (OSError, ValueError):
                self._known = set()
        return self._known

    def check(self, path: Path, data: bytes) -> bool:
        """Prove ``data`` unless it was proven before; raises `LexiconFileError` when the
        reader crashed or looped on it.

        True: these bytes passed every check, words and fingerprint included (now in a
        child, or at an earlier start). False: the checks refused them, and parsing them
        here gives the reasons safely.
        """
        digest = hashlib.sha256(data).hexdigest()
        known = self._load()
        if digest in known:
            return True
        if not prove_in_child(path, data):
            return False  # refused by the checks themselves: parsing here gives the reasons
        known.add(digest)
        if self.remember and self.path.parent.is_dir():
            with contextlib.suppress(OSError):  # else proven again next start: slower, not wrong
                atomic_write(self.path, json.dumps(sorted(known)[-MAX_PROOFS:]).encode())
        return True


def lexicon_check_main() -> int:
    """``challenge-kiosk lexicon-check``: load the lexicon bytes on standard input."""
    from kiosk.lexicon import parse_lexicon

    data = sys.stdin.buffer.read()
    try:
        parse_lexicon("<stdin>", data)
    except LexiconFileError as exc:
        print(exc.reason, file=sys.stderr)
        return 3
    return 0
