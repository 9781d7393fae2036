"""`challenge-kiosk director set-pin` fed what a careless director or a script would give it."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from kiosk.audit import EventKind, open_audit_log
from kiosk.config import stored_pin_hash
from tests.conftest import REPO


def set_pin(home, stdin: bytes) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "CHALLENGE_KIOSK_HOME": str(home)}
    done = subprocess.run(
        [sys.executable, "-m", "kiosk", "director", "set-pin", "--pin-stdin"],
        input=stdin, capture_output=True, cwd=REPO, env=env, timeout=60,
    )  # fmt: skip
    return subprocess.CompletedProcess(
        done.args, done.returncode, done.stdout.decode(), done.stderr.decode()
    )


@pytest.mark.parametrize(
    ("stdin", "says"),
    [
        (b"", "the PIN needs at least 6 characters"),  # nothing piped in
        (b"12345\n", "the PIN needs at least 6 characters"),
        (b" 123456\n", "the PIN may not start or end with a space"),
        (b"9" * 100_000 + b"\n", "the PIN may have at most 64 characters"),
        (b"\xff\xfe482107\n", "control or invisible character"),  # not UTF-8 text
        (b"482\t107\n", "control or invisible character"),
        ("482\u200b107\n".encode(), "control or invisible character"),
    ],
    ids=["empty", "short", "space", "huge", "not-text", "tab", "zero-width"],
)
def test_a_pin_no_director_could_type_is_refused_without_a_traceback(kiosk_home, stdin, says):
    """Black-box: bytes that were not UTF-8 crashed set-pin with a traceback, and a PIN of
    100,000 characters (or one holding a tab) was stored: no one could type it at the
    station, and director mode was locked."""
    done = set_pin(kiosk_home, stdin)
    assert done.returncode == 2, done.stderr
    assert done.stderr.startswith("challenge-kiosk: PIN not set: ") and says in done.stderr
    assert "Traceback" not in done.stderr
    assert stored_pin_hash() == ""


def test_a_good_pin_is_set_once_and_recorded(kiosk_home):
    done = set_pin(kiosk_home, "Zürich-2026\n".encode())
    assert (done.returncode, done.stdout) == (0, "Director PIN set.\n"), done.stderr
    assert stored_pin_hash().startswith("$argon2id$")
    with open_audit_log(station_id="reader", path=kiosk_home / "audit.sqlite3") as log:
        (record,) = log.query()
    assert record.kind is EventKind.SETTINGS_CHANGED
    assert record.details == {"changed": {"director PIN": "set"}, "by": "command line"}
