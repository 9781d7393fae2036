"""What a command loads: parsing arguments never loads the database layer.

Each test runs the real command line in a child process, as a director runs it, and asks
that child which modules it loaded: ``--help`` and every command's help, ``judge`` with and
without a record in the station's log, and ``director set-pin`` load no SQLAlchemy, Alembic
or driver, nor the central log's code, when the station has no central log. (With one, the
records are relayed: tests/audit/test_central_commands.py.)
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import REPO

# the database layer and what only the central log, the reports and exports need
HEAVY = ("sqlalchemy", "alembic", "psycopg", "jinja2")
CENTRAL = (
    "kiosk.audit.central",
    "kiosk.audit.commands",
    "kiosk.audit.compare",
    "kiosk.audit.engine",
    "kiosk.audit.models",
    "kiosk.audit.paging",
    "kiosk.audit.relay",
)

# Runs ``python -m kiosk ARGS...`` and then prints, as its last line, the modules loaded
# that are in HEAVY or CENTRAL (whatever the command's exit code).
RUN_AND_REPORT = """
import json, runpy, sys
heavy, central = json.loads(sys.argv[1])
sys.argv = ["kiosk", *sys.argv[2:]]
try:
    runpy.run_module("kiosk", run_name="__main__", alter_sys=True)
except SystemExit as exc:
    code = exc.code
else:
    code = 0
sys.stdout.flush()
loaded = sorted(
    m for m in sys.modules if m.split(".")[0] in heavy or m in central
)
print("LOADED " + json.dumps({"exit": code, "modules": loaded}))
"""


def loaded_by(home: Path, *args: str, stdin: str | None = None) -> tuple[int, list[str], str]:
    """(exit code, heavy modules loaded, standard output before the report) of a command."""
    done = subprocess.run(
        [sys.executable, "-c", RUN_AND_REPORT, json.dumps([HEAVY, CENTRAL]), *args],
        input=stdin,
        capture_output=True,
        text=True,
        cwd=REPO,
        env={**os.environ, "CHALLENGE_KIOSK_HOME": str(home)},
        timeout=120,
    )
    assert "Traceback" not in done.stderr, done.stderr
    out, _, report = done.stdout.rpartition("LOADED ")
    found = json.loads(report)
    return found["exit"], found["modules"], out


@pytest.mark.parametrize(
    "args",
    [
        ["--help"],
        ["audit", "--help"],
        ["audit", "export", "--help"],
        ["director", "lexicon", "install", "--help"],
        ["fleet", "plan", "publish", "--help"],
    ],
    ids=" ".join,
)
def test_help_loads_no_database_layer(kiosk_home, args):
    code, modules, out = loaded_by(kiosk_home, *args)
    assert code == 0
    assert out.startswith("usage: challenge-kiosk")
    assert modules == []


def test_a_bad_argument_is_refused_without_the_database_layer(kiosk_home):
    code, modules, _ = loaded_by(kiosk_home, "audit", "export", "--format", "pdf")
    assert code == 2
    assert modules == []


def test_judge_without_a_record_loads_no_database_layer(kiosk_home):
    code, modules, out = loaded_by(kiosk_home, "judge", "cat", "dogs", "--no-log")
    assert (code, out.splitlines()[0]) == (0, "ACCEPTABLE")
    assert modules == []


def test_judge_records_without_the_database_layer_when_no_central_log_is_set(kiosk_home):
    code, modules, out = loaded_by(kiosk_home, "judge", "cat", "qi")
    assert (code, out.splitlines()[0]) == (1, "UNACCEPTABLE")
    assert "Write on the slip: " in out  # recorded in the station's log
    assert (kiosk_home / "audit.sqlite3").is_file()
    assert modules == []


def test_director_set_pin_loads_no_database_layer(kiosk_home):
    code, modules, out = loaded_by(
        kiosk_home, "director", "set-pin", "--pin-stdin", stdin="482107\n"
    )
    assert (code, out.strip()) == (0, "Director PIN set.")
    assert modules == []


def test_audit_verify_still_reads_the_log_the_judge_wrote(kiosk_home):
    assert loaded_by(kiosk_home, "judge", "cat", "dogs")[0] == 0
    code, modules, out = loaded_by(kiosk_home, "audit", "verify")
    assert code == 0, out
    assert "kiosk.audit.commands" in modules  # the command itself is loaded when it runs
