"""Director mode's JSON Lines export of the whole log carries the station's signed head, as
`challenge-kiosk audit export --format jsonl` writes it, so both verifiers pass it; a part of
the log (filtered) carries none and is not checkable alone (docs/log-format.md, rule 7)."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.ui.test_director_audit import choose, click, tab, tournament  # noqa: F401

REPO = Path(__file__).resolve().parents[2]
NODE = pytest.mark.skipif(
    shutil.which("node") is None, reason="node is not installed (tests/run.sh installs it)"
)


def verify_by_command(path: Path, home: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "CHALLENGE_KIOSK_HOME": str(home)}
    return subprocess.run(
        [sys.executable, "-m", "kiosk", "audit", "verify", "--jsonl", str(path)],
        capture_output=True,
        text=True,
        timeout=120,
        env=env,
        cwd=REPO,
    )


def verify_by_node(path: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        ["node", str(REPO / "verifier" / "verify.mjs"), str(path)],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=REPO,
    )


@NODE
def test_the_whole_log_export_verifies_with_both_verifiers(tab, qtbot, tournament, kiosk_home):  # noqa: F811
    click(qtbot, tab.export_buttons["jsonl"])
    path = tab.last_export
    lines = [json.loads(line) for line in path.read_text("utf-8").splitlines()]
    head = lines[-1]
    records = lines[:-1]
    assert len(records) == 7 and [r["seq"] for r in records] == list(range(1, 8))
    assert head["signed_head"]["station_id"] == "st-7"
    assert head["signed_head"]["seq"] == 7 and head["signed_head"]["hash"] == records[-1]["hash"]
    assert head["signed_head"]["signed_at"].startswith("2024-05-06T08:30:00")
    assert len(head["signature"]) == 128 and head["public_key"]

    by_command = verify_by_command(path, kiosk_home)
    assert by_command.returncode == 0, by_command.stdout + by_command.stderr
    by_node = verify_by_node(path)
    assert by_node.returncode == 0, by_node.stdout + by_node.stderr

    # the same records as the command's whole-log export, and the same key signs both heads
    out = kiosk_home / "by-command.jsonl"
    env = {**os.environ, "CHALLENGE_KIOSK_HOME": str(kiosk_home)}
    made = subprocess.run(
        [sys.executable, "-m", "kiosk", "audit", "export", "--format", "jsonl", "--out", str(out)],
        capture_output=True,
        text=True,
        timeout=120,
        env=env,
        cwd=REPO,
    )
    assert made.returncode == 0, made.stderr
    theirs = [json.loads(line) for line in out.read_text("utf-8").splitlines()]
    # the command's export also holds the viewer's export event (seq 8)
    assert theirs[:7] == records
    assert theirs[-1]["public_key"] == head["public_key"]


@NODE
def test_a_cut_short_or_filtered_export_fails_both_verifiers(tab, qtbot, tournament, kiosk_home):  # noqa: F811
    click(qtbot, tab.export_buttons["jsonl"])
    whole = tab.last_export.read_text("utf-8").splitlines()
    short = kiosk_home / "short.jsonl"
    short.write_text("\n".join(whole[:3] + whole[-1:]) + "\n", "utf-8")  # records cut out
    assert verify_by_command(short, kiosk_home).returncode != 0
    assert verify_by_node(short).returncode != 0

    choose(tab.profile, "Division A")  # a part of the log: no head, not checkable alone
    click(qtbot, tab.export_buttons["jsonl"])
    lines = [json.loads(line) for line in tab.last_export.read_text("utf-8").splitlines()]
    assert [line["seq"] for line in lines] == [1, 2, 5] and "signed_head" not in lines[-1]
    assert verify_by_command(tab.last_export, kiosk_home).returncode != 0
    assert verify_by_node(tab.last_export).returncode != 0
