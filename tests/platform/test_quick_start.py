"""The README's Quick start as a newcomer runs it: the first line, exactly as written, in a fresh
shell, in a scratch copy of the project, with the system's own python3 first on PATH (on Debian
12 that is /usr/bin/python3, which refuses packages: PEP 668), under an X server. It must make
its own virtual environment, install the station there and show the station's window.

The second line (`bash tests/run.sh`) is the command that runs this suite: CI runs it from a
fresh clone (.ci/run), so it is exercised by every CI run rather than here."""

from __future__ import annotations

import os
import re
import shutil
import signal
import subprocess
import time
from pathlib import Path

import pytest

from tests.conftest import REPO
from tests.xsession import WINDOW_TITLE, x_session

SYSTEM_PYTHON = Path("/usr/bin/python3")


def quick_start_lines() -> list[str]:
    """The command lines of the README's Quick start, in order."""
    readme = (REPO / "README.md").read_text("utf-8")
    section = readme.split("## Quick start", 1)[1].split("\n## ", 1)[0]
    return [line[4:] for line in section.splitlines() if re.match(r"    \S", line)]


def test_the_quick_start_is_two_command_lines():
    lines = quick_start_lines()
    assert len(lines) == 2, lines
    assert lines[1] == "bash tests/run.sh"
    assert (REPO / ".ci" / "run").read_text("utf-8").count("bash tests/run.sh") == 1


def scratch_copy(target: Path) -> None:
    """The project's files as a fresh clone of this work tree has them (tracked files and new
    ones not ignored; no .venv, no caches)."""
    listed = subprocess.run(
        ["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
        cwd=REPO,
        capture_output=True,
        check=True,
    ).stdout.decode()
    for name in filter(None, listed.split("\0")):
        source = REPO / name
        if not source.is_file():  # deleted in the work tree, not yet committed
            continue
        destination = target / name
        destination.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(source, destination)


@pytest.mark.slow
@pytest.mark.timeout(1200)
def test_the_first_line_shows_the_station_with_the_systems_own_python(tmp_path):
    if not SYSTEM_PYTHON.exists():
        if os.environ.get("CI"):
            pytest.fail("no /usr/bin/python3: CI runs on Debian 12")
        pytest.skip("not a Debian-like system")
    clone = tmp_path / "clone"
    scratch_copy(clone)
    first = quick_start_lines()[0]
    kiosk_home = tmp_path / "kiosk-home"
    with x_session() as session:
        # a fresh shell's environment: the system's PATH (the system's own python3 first, not
        # /usr/local/bin's or a version manager's), no virtual environment active
        env = {
            "PATH": "/usr/bin:/bin:/usr/sbin:/sbin",
            "HOME": os.environ.get("HOME", str(tmp_path)),
            "LANG": "C.UTF-8",
            "DISPLAY": session.display,
            "CHALLENGE_KIOSK_HOME": str(kiosk_home),
        }
        log_path = tmp_path / "quick-start.log"
        with open(log_path, "wb") as log:
            process = subprocess.Popen(
                ["bash", "-c", first],
                cwd=clone,
                env=env,
                stdout=log,
                stderr=subprocess.STDOUT,
                start_new_session=True,
            )
        try:
            window = wait_for_window(session.env, process, log_path, timeout=1000)
            session.screenshot("quick-start-first-line")
            assert window
        finally:
            if process.poll() is None:
                os.killpg(process.pid, signal.SIGTERM)
                try:
                    process.wait(20)
                except subprocess.TimeoutExpired:
                    os.killpg(process.pid, signal.SIGKILL)
                    process.wait()
    said = log_path.read_text("utf-8", "replace")
    config = (clone / ".venv" / "pyvenv.cfg").read_text("utf-8")
    assert "home = /usr/bin\n" in config, config  # made from the system's own python3
    assert "Making the virtual environment" in said, said
    assert "externally-managed-environment" not in said, said
    assert (kiosk_home / "station.toml").exists() or any(kiosk_home.iterdir())


def wait_for_window(
    display_env: dict[str, str], process: subprocess.Popen[bytes], log: Path, timeout: float
) -> str:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if process.poll() is not None:
            said = log.read_text("utf-8", "replace")[-3000:]
            raise AssertionError(f"the first line stopped ({process.returncode}):\n{said}")
        found = subprocess.run(
            ["xdotool", "search", "--onlyvisible", "--name", WINDOW_TITLE],
            env=display_env,
            capture_output=True,
            text=True,
        )
        if found.stdout.split():
            return found.stdout.split()[-1]
        time.sleep(0.5)  # time passes: polling xdotool for the window
    raise AssertionError("the station's window did not appear: " + log.read_text()[-3000:])
