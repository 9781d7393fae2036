"""A real X server for tests that press keys as people do.

`XSession` starts Xvfb (with the server's key auto-repeat on, as on a real desktop) and the
openbox window manager, runs the real station in it (``python -m kiosk``, Qt's xcb platform)
and sends keys with ``xdotool``: typed text, single keys, and keys held down for a while
(``keydown``, wait, ``keyup``), whose auto-repeat the X server generates itself.

tests/run.sh installs Xvfb, openbox, xdotool, xset and Qt's xcb libraries. Under CI (env CI
set) a missing tool fails the test; elsewhere it skips it.
"""

from __future__ import annotations

import os
import random
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from tests.conftest import ARTIFACTS, REPO

TOOLS = ("Xvfb", "openbox", "xdotool", "xset", "xprop")
WINDOW_TITLE = "Challenge station"


def need_x_tools() -> None:
    missing = [tool for tool in TOOLS if shutil.which(tool) is None]
    if missing:
        message = f"needs {', '.join(missing)} (tests/run.sh installs them)"
        if os.environ.get("CI"):
            pytest.fail(message)
        pytest.skip(message)


def _start_server(width: int, height: int) -> tuple[subprocess.Popen[bytes], str]:
    """Xvfb on a free display number well above those people and other tools pick."""
    for _ in range(50):
        number = random.randint(200, 5000)
        if Path(f"/tmp/.X{number}-lock").exists() or Path(f"/tmp/.X11-unix/X{number}").exists():
            continue
        server = subprocess.Popen(
            ["Xvfb", f":{number}", "-screen", "0", f"{width}x{height}x24", "-nolisten", "tcp"],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline and server.poll() is None:
            if Path(f"/tmp/.X11-unix/X{number}").exists():
                return server, f":{number}"
            time.sleep(0.05)  # time passes: polling for the X server's socket
        server.kill()
        server.wait()
    raise RuntimeError("Xvfb did not start")


class XSession:
    """One Xvfb display with openbox; the station processes started in it."""

    def __init__(self, width: int = 1366, height: int = 768) -> None:
        self.width, self.height = width, height
        self.processes: list[subprocess.Popen[bytes]] = []
        self.server, self.display = _start_server(width, height)
        self.env = {**os.environ, "DISPLAY": self.display}
        self.env.pop("QT_QPA_PLATFORM", None)
        self.wm: subprocess.Popen[bytes] | None = None
        try:
            self._start_window_manager()
        except BaseException:
            self.close()
            raise
        # auto-repeat as a real keyboard has it: 660 ms before the first repeat, 25 a second
        subprocess.run(["xset", "r", "on", "r", "rate", "660", "25"], env=self.env, check=True)
        time.sleep(0.3)  # time passes: the X server takes the repeat rate

    def _start_window_manager(self, attempts: int = 3, timeout: float = 30.0) -> None:
        """openbox has taken the screen (it then activates windows on request). On a loaded
        machine it can exit before it does: it is started again, and what it said is kept
        for the error."""
        said = ""
        for _ in range(attempts):
            with tempfile.TemporaryFile() as log:
                self.wm = subprocess.Popen(["openbox"], env=self.env, stdout=log, stderr=log)
                deadline = time.monotonic() + timeout
                while time.monotonic() < deadline and self.wm.poll() is None:
                    found = subprocess.run(
                        ["xprop", "-root", "_NET_SUPPORTING_WM_CHECK"],
                        env=self.env,
                        capture_output=True,
                        text=True,
                    )
                    if "window id" in found.stdout:
                        return
                    time.sleep(0.05)  # time passes: polling for the window manager
                if self.wm.poll() is None:
                    self.wm.terminate()
                    self.wm.wait(5)
                log.seek(0)
                said = log.read().decode(errors="replace")[-500:]
        raise RuntimeError(f"openbox did not start ({attempts} tries): {said}")

    # -- the station -------------------------------------------------------------------------

    def start_station(
        self, home: Path, *args: str, env: dict[str, str] | None = None
    ) -> subprocess.Popen[bytes]:
        """``python -m kiosk ARGS`` on this display with CHALLENGE_KIOSK_HOME=home; returns
        once its window is mapped."""
        environment = {
            **self.env,
            "CHALLENGE_KIOSK_HOME": str(home),
            "QT_QPA_PLATFORM": "xcb",
            **(env or {}),
        }
        log = open(home.parent / f"station-{len(self.processes)}.log", "wb")  # noqa: SIM115
        process = subprocess.Popen(
            [sys.executable, "-m", "kiosk", *args],
            cwd=REPO,
            env=environment,
            stdout=log,
            stderr=subprocess.STDOUT,
        )
        self.processes.append(process)
        self.wait_for_window(process)
        return process

    def wait_for_window(self, process: subprocess.Popen[bytes], timeout: float = 30.0) -> str:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if process.poll() is not None:
                raise RuntimeError(f"the station stopped with exit code {process.returncode}")
            found = subprocess.run(
                ["xdotool", "search", "--onlyvisible", "--name", WINDOW_TITLE],
                env=self.env,
                capture_output=True,
                text=True,
            )
            ids = found.stdout.split()
            if ids:
                window = ids[-1]
                subprocess.run(["xdotool", "windowactivate", "--sync", window], env=self.env)
                time.sleep(0.5)  # time passes: the first paint of the activated window
                return window
            time.sleep(0.1)  # time passes: polling for the station's window
        raise RuntimeError("the station's window did not appear")

    # -- keys --------------------------------------------------------------------------------

    def xdotool(self, *args: str) -> None:
        subprocess.run(["xdotool", *args], env=self.env, check=True, timeout=60)

    def type(self, text: str, delay_ms: int = 40) -> None:
        """Type text as a person does, key by key."""
        self.xdotool("type", "--delay", str(delay_ms), text)
        time.sleep(0.15)  # time passes: the last key reaches the window

    def key(self, *keys: str, pause: float = 0.15) -> None:
        """Press and release each key (``Tab``, ``shift+Tab``, ``Return`` ...)."""
        for key in keys:
            self.xdotool("key", key)
            time.sleep(pause)  # time passes: keys at a person's pace

    def hold(self, key: str, seconds: float) -> None:
        """Hold a key down (the X server repeats it), then let it go."""
        self.xdotool("keydown", key)
        time.sleep(seconds)  # time passes: the key is held: the X server repeats it
        self.xdotool("keyup", key)
        time.sleep(0.15)  # time passes: the release reaches the window

    def screenshot(self, name: str) -> Path:
        """Save the whole screen to tests/artifacts/screens/NAME.png."""
        folder = ARTIFACTS / "screens"
        folder.mkdir(parents=True, exist_ok=True)
        path = folder / f"{name}.png"
        if shutil.which("import"):
            subprocess.run(
                ["import", "-window", "root", "-display", self.display, str(path)],
                check=False,
                timeout=30,
            )
        return path

    def read(self, name: str) -> str:
        """What the screen says, read by OCR (tesseract) from a screenshot kept as NAME.png:
        lower case, whitespace folded. A machine without tesseract reads "" (CI installs
        it: there a missing tesseract fails)."""
        path = self.screenshot(name)
        if shutil.which("tesseract") is None:
            if os.environ.get("CI"):
                raise AssertionError("needs tesseract (tests/run.sh installs it)")
            return ""
        done = subprocess.run(
            ["tesseract", str(path), "-", "--psm", "3"], capture_output=True, text=True, timeout=120
        )
        return " ".join(done.stdout.split()).lower()

    def read_until(self, name: str, says: str, timeout: float = 15.0) -> str:
        """Read the screen again until it says ``says`` (lower case), at most ``timeout``
        seconds; what it says then. Fails naming what it last read."""
        deadline = time.monotonic() + timeout
        while True:
            shown = self.read(name)
            if says in shown or not shutil.which("tesseract"):
                return shown
            if time.monotonic() > deadline:
                raise AssertionError(f"the screen never said {says!r}; it says: {shown}")
            time.sleep(0.2)  # time passes: polling the screen by OCR

    # -- the end -----------------------------------------------------------------------------

    def stop_station(self, process: subprocess.Popen[bytes], timeout: float = 15.0) -> int:
        """SIGTERM, as the session manager stops it; the exit code."""
        if process.poll() is None:
            process.terminate()
        try:
            return process.wait(timeout)
        except subprocess.TimeoutExpired:
            process.kill()
            return process.wait()

    def close(self) -> None:
        for process in self.processes:
            if process.poll() is None:
                process.kill()
                process.wait()
        for process in (self.wm, self.server):
            if process is None:
                continue
            process.terminate()
            try:
                process.wait(5)
            except subprocess.TimeoutExpired:
                process.kill()


@contextmanager
def x_session(width: int = 1366, height: int = 768) -> Iterator[XSession]:
    need_x_tools()
    session = XSession(width, height)
    try:
        yield session
    finally:
        session.close()
