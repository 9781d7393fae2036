"""The published log format: both verifiers agree with every conformance case, and the
cases are current.

``conformance/`` holds cases made by conformance/generate.py from the real program, each
with the verdict it was made to show. Here the station's verifier (``challenge-kiosk audit
verify --jsonl``, and ``audit verify --db`` for the log-file cases) and the independent one
(``node verifier/verify.mjs``) are run on every case: each must reach the expected verdict
(OK, or the same first failing rule at the same line). Every numbered rule of
docs/log-format.md has a case. The cases are made again in a temporary folder: their names,
verdicts and READMEs must be what is frozen (the bytes of the exports differ: ids, keys and
times are new each time).
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from kiosk.audit.jsonl_verify import verify_jsonl

REPO = Path(__file__).resolve().parents[2]
CASES = REPO / "conformance"
NODE = shutil.which("node")
needs_node = pytest.mark.skipif(
    NODE is None, reason="node is not installed (tests/run.sh installs it)"
)


def case_folders() -> list[Path]:
    return sorted(p for p in CASES.iterdir() if p.is_dir() and (p / "expected.json").exists())


def expected(folder: Path) -> dict:
    return json.loads((folder / "expected.json").read_text(encoding="utf-8"))


def kiosk(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "kiosk", *args],
        cwd=REPO,
        env={**os.environ, "PYTHONPATH": str(REPO)},
        capture_output=True,
        text=True,
        timeout=120,
    )


def node_verdicts(files: list[Path]) -> list[dict]:
    """verifier/verify.mjs's verdict on each file, from one Node process."""
    assert NODE is not None
    done = subprocess.run(
        [NODE, str(REPO / "tests" / "audit" / "verify_many.mjs")],
        input="".join(f"{f}\n" for f in files),
        capture_output=True,
        text=True,
        timeout=600,
        cwd=REPO,
    )
    assert done.returncode == 0, done.stderr
    verdicts = [json.loads(line) for line in done.stdout.splitlines()]
    assert [v["file"] for v in verdicts] == [str(f) for f in files]
    return verdicts


def python_verdict(path: Path) -> dict:
    found = verify_jsonl(str(path))
    return {"ok": found.ok, "rule": found.rule, "line": found.line if not found.ok else 0}


def rule_numbers() -> list[str]:
    """Every numbered rule of docs/log-format.md (1.1, 1.2, ... 12.4)."""
    text = (REPO / "docs" / "log-format.md").read_text(encoding="utf-8")
    return re.findall(r"^(\d+\.\d+) ", text, flags=re.MULTILINE)


def test_enough_cases_and_every_rule_has_one():
    folders = case_folders()
    failing = [f for f in folders if f.name.endswith("_fail")]
    assert len(folders) >= 40 and len(failing) >= 15, (len(folders), len(failing))
    for folder in folders:
        want = expected(folder)
        assert folder.name.endswith("_fail") == (not want["ok"]), folder.name
        assert (folder / want["input"]).is_file() and (folder / "README.md").is_file()
        assert f"Rule {want['rule_tested']} " in (folder / "README.md").read_text(encoding="utf-8")
    covered = {expected(f).get("rule") for f in folders} | {
        expected(f)["rule_tested"] for f in folders
    }
    rules = rule_numbers()
    assert len(rules) >= 30, rules
    assert [r for r in rules if r not in covered] == []


@needs_node
def test_both_verifiers_reach_every_expected_verdict():
    folders = [f for f in case_folders() if expected(f)["verifier"] == "export"]
    files = [f / "input.jsonl" for f in folders]
    by_node = node_verdicts(files)
    for folder, path, node in zip(folders, files, by_node, strict=True):
        want = expected(folder)
        mine = python_verdict(path)
        theirs = {
            "ok": node["ok"],
            "rule": node["rule"],
            "line": node["line"] if not node["ok"] else 0,
        }
        assert mine == theirs, (folder.name, mine, theirs)
        if want["ok"]:
            assert mine["ok"] and node["count"] == want["count"], (folder.name, mine, node)
        else:
            assert (mine["rule"], mine["line"]) == (want["rule"], want["line"]), (folder.name, mine)


@needs_node
@pytest.mark.parametrize("name", ["intact_export_ok", "edited_verdict_fail", "replayed_head_fail"])
def test_both_commands_print_the_verdict(name):
    """The two commands an auditor runs, as subprocesses: same first line, the exit codes
    the format says (0 OK, 1 a rule failed)."""
    path = CASES / name / "input.jsonl"
    station = kiosk("audit", "verify", "--jsonl", str(path))
    independent = subprocess.run(
        [NODE, str(REPO / "verifier" / "verify.mjs"), str(path)],
        capture_output=True,
        text=True,
        timeout=60,
    )
    want = expected(CASES / name)
    code = 0 if want["ok"] else 1
    assert (station.returncode, independent.returncode) == (code, code), (
        station.stderr,
        independent.stderr,
    )
    assert station.stdout == independent.stdout
    first = station.stdout.splitlines()[0]
    if want["ok"]:
        assert first.startswith(f"OK: {want['count']} records, 1 station(s)")
        assert re.search(
            r"head of station \S+: seq \d+, hash [0-9a-f]{64}, key [0-9a-f]{64}", station.stdout
        )
    else:
        assert first.startswith(f"BROKEN: rule {want['rule']} at line {want['line']} (station ")


@needs_node
def test_a_file_that_cannot_be_read_is_exit_2(tmp_path):
    for target in (tmp_path / "missing.jsonl", tmp_path):
        station = kiosk("audit", "verify", "--jsonl", str(target))
        independent = subprocess.run(
            [NODE, str(REPO / "verifier" / "verify.mjs"), str(target)],
            capture_output=True,
            text=True,
        )
        assert station.returncode == independent.returncode == 2
        assert "Traceback" not in station.stderr and "cannot be read" in station.stderr
        assert "cannot be read" in independent.stderr


def test_log_file_cases_by_audit_verify_db(tmp_path):
    for folder in case_folders():
        want = expected(folder)
        if want["verifier"] != "log":
            continue
        copy = tmp_path / folder.name / "audit.sqlite3"
        copy.parent.mkdir()
        shutil.copyfile(folder / "audit.sqlite3", copy)
        done = kiosk("audit", "verify", "--db", str(copy))
        if want["ok"]:
            assert done.returncode == 0 and done.stdout.startswith("OK: "), (
                folder.name,
                done.stdout,
            )
        else:
            assert done.returncode == 1, (folder.name, done.stdout, done.stderr)
            assert done.stdout.startswith("BROKEN") and want["says"] in done.stdout, (
                folder.name,
                done.stdout,
            )


def test_the_page_runs_the_same_code():
    """verifier/index.html holds verify.mjs as it is (a page opened from file:// cannot
    load a module from beside it, so the code is in the page)."""
    page = (REPO / "verifier" / "index.html").read_text(encoding="utf-8")
    code = (REPO / "verifier" / "verify.mjs").read_text(encoding="utf-8")
    start = page.index("// BEGIN verify.mjs\n") + len("// BEGIN verify.mjs\n")
    end = page.index("// END verify.mjs\n")
    assert page[start:end] == code


def test_the_cases_are_current(tmp_path):
    """Made again from the real program: the same cases, verdicts and READMEs as frozen."""
    tmp_path = tmp_path / "cases"
    tmp_path.mkdir()
    done = subprocess.run(
        [sys.executable, str(CASES / "generate.py"), str(tmp_path)],
        cwd=REPO,
        env={**os.environ, "PYTHONPATH": str(REPO)},
        capture_output=True,
        text=True,
        timeout=900,
    )
    assert done.returncode == 0, done.stderr
    made = sorted(p.name for p in tmp_path.iterdir() if p.is_dir())
    frozen = [f.name for f in case_folders()]
    assert made == frozen, (set(made) ^ set(frozen), done.stdout)
    for name in made:
        assert expected(tmp_path / name) == expected(CASES / name), name
        assert (tmp_path / name / "README.md").read_text() == (
            CASES / name / "README.md"
        ).read_text()
        # and what was made verifies as frozen (by the station's verifier, or the log's)
        want = expected(tmp_path / name)
        if want["verifier"] == "export":
            found = python_verdict(tmp_path / name / "input.jsonl")
            assert found["ok"] == want["ok"] and found["rule"] == want.get("rule"), (name, found)
