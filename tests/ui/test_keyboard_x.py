"""The director's screens with a real keyboard: the real station on an X server (Xvfb with
openbox, key auto-repeat on), keys sent with xdotool as a person types them. Nothing here
sets a field's text: what the station stored and recorded is read back from its files.

Slow-ish (a station process per test); tests/run.sh installs Xvfb, openbox and xdotool.
"""

from __future__ import annotations

import json
import sqlite3
import subprocess
import sys
import time
import tomllib
from pathlib import Path

import pytest

from tests.conftest import wait_until
from tests.xsession import XSession, x_session

pytestmark = [pytest.mark.slow, pytest.mark.skipif(sys.platform != "linux", reason="X11")]

PIN = "482107"


def kinds(home: Path) -> list[str]:
    path = home / "audit.sqlite3"
    if not path.exists():
        return []
    with sqlite3.connect(f"file:{path}?mode=ro", uri=True) as db:
        return [row[0] for row in db.execute("SELECT kind FROM audit_records ORDER BY id")]


def bodies(home: Path, kind: str) -> list[dict]:
    path = home / "audit.sqlite3"
    with sqlite3.connect(f"file:{path}?mode=ro", uri=True) as db:
        rows = db.execute("SELECT body FROM audit_records WHERE kind = ? ORDER BY id", (kind,))
        return [json.loads(row[0]) for row in rows]


def pin_is_set(home: Path) -> bool:
    path = home / "station.toml"
    if not path.exists():
        return False
    return bool(tomllib.loads(path.read_text("utf-8")).get("director", {}).get("pin_hash"))


def wait_for(condition, timeout: float = 15.0) -> bool:
    """True once ``condition()`` is, within ``timeout`` s (`tests.conftest.wait_until`);
    False when it never was: the caller's assertion says what was awaited."""
    try:
        wait_until(condition, timeout, "the condition", every=0.1)
    except AssertionError:
        return False
    return True


@pytest.fixture
def x() -> XSession:
    with x_session(1366, 768) as session:
        yield session


def panel_shown(x: XSession) -> bool:
    """The director panel (light) is on screen, not a station screen or the PIN (dark)."""
    return sum(dominant_colour(x, "keys-wait")) > 3 * 180


def set_pin_from_terminal(home: Path) -> None:
    result = subprocess.run(
        [sys.executable, "-m", "kiosk", "director", "set-pin", "--pin-stdin"],
        input=PIN + "\n",
        env={"CHALLENGE_KIOSK_HOME": str(home), "PATH": "/usr/bin:/bin"},
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr


@pytest.mark.parametrize("between", ["Tab", "Return"])
def test_the_quick_start_first_screen_is_done_with_the_keyboard_alone(x, kiosk_home, between):
    """README quick start on a fresh home: PIN, Tab (or Return), PIN, Return; no mouse."""
    station = x.start_station(kiosk_home, "--windowed", "--dev-exit")
    x.type(PIN)
    x.key(between)
    x.type(PIN)
    x.key("Return")
    assert wait_for(lambda: pin_is_set(kiosk_home)), "the PIN was not set from the keyboard"
    x.screenshot(f"keys-pin-set-with-{between.lower()}-1366x768")
    # the station is ready: a play is judged with real keys and recorded
    x.type("CAT DOGS")
    x.key("Tab")
    assert wait_for(lambda: "adjudication" in kinds(kiosk_home))
    (record,) = bodies(kiosk_home, "adjudication")
    assert [w["typed"] for w in record["words"]] == ["CAT", "DOGS"]
    assert record["verdict"] == "ACCEPTABLE"
    assert x.stop_station(station) == 0


def test_two_different_pins_are_refused_and_the_fields_can_be_retyped(x, kiosk_home):
    x.start_station(kiosk_home, "--windowed", "--dev-exit")
    x.type(PIN)
    x.key("Tab")
    x.type("999999")
    x.key("Return")
    time.sleep(0.5)  # time passes: the station would save a PIN within this, were it to
    assert not pin_is_set(kiosk_home)
    x.screenshot("keys-pin-setup-differ-1366x768")
    # the second field was cleared and keeps the keyboard: Shift+Tab goes back to the first
    x.key("shift+Tab")
    x.key("ctrl+a")
    x.type(PIN)
    x.key("Tab")
    x.type(PIN)
    x.key("Return")
    assert wait_for(lambda: pin_is_set(kiosk_home))


def test_esc_on_the_set_up_screen_clears_it_and_never_opens_the_station(x, kiosk_home):
    x.start_station(kiosk_home, "--windowed", "--dev-exit")
    x.type("12345678")
    x.key("Escape")
    x.type(PIN)  # into the first field again, which Esc emptied
    x.key("Tab")
    x.type(PIN)
    x.key("Return")
    assert wait_for(lambda: pin_is_set(kiosk_home))
    assert "adjudication" not in kinds(kiosk_home)


def test_director_mode_by_keyboard_pin_tabs_a_setting_saved_and_esc(x, kiosk_home):
    set_pin_from_terminal(kiosk_home)
    station = x.start_station(kiosk_home, "--windowed", "--dev-exit")
    assert wait_for(lambda: "kiosk-started" in kinds(kiosk_home))
    # the PIN screen: Esc goes back to the station, nothing recorded as a login
    x.key("ctrl+alt+shift+d")
    x.key("Escape")
    x.type("CAT")
    x.key("Tab")
    assert wait_for(lambda: "adjudication" in kinds(kiosk_home)), "Esc did not go back"
    time.sleep(1.0)  # time passes: the verdict's key lock
    x.key("space")
    # the PIN, then Return
    x.key("ctrl+alt+shift+d")
    x.type(PIN)
    x.key("Return")
    assert wait_for(lambda: "director-login-succeeded" in kinds(kiosk_home))
    assert wait_for(lambda: panel_shown(x)), "the director panel did not appear"
    # the row of tabs has the keyboard: Right twice is Settings, Tab its first field
    x.key("Right", "Right", "Tab")
    x.key("ctrl+a")
    x.type("Table 12")
    x.screenshot("keys-director-settings-1366x768")
    x.key("Return")  # Save settings, then the confirmation's Yes
    time.sleep(1.0)  # time passes: the confirmation opens before its key
    x.key("Return")

    def renamed() -> bool:
        text = (kiosk_home / "station.toml").read_text("utf-8")
        return tomllib.loads(text).get("station", {}).get("name") == "Table 12"

    assert wait_for(renamed), "the station name typed in Settings was not saved"
    assert "settings-changed" in kinds(kiosk_home)
    # Esc leaves director mode
    x.key("Escape")
    assert wait_for(lambda: "director-logout" in kinds(kiosk_home))
    x.type("DOGS")
    x.key("Tab")  # the split-lookup warning (CAT was judged moments ago) ...
    x.key("Tab")  # ... and TAB judges anyway
    assert wait_for(lambda: kinds(kiosk_home).count("adjudication") == 2)
    time.sleep(1.0)  # time passes: the verdict's key lock
    x.key("space")
    # Shift+Tab from the row of tabs wraps to the page's last button, "Back to the
    # station", which Return presses
    x.key("ctrl+alt+shift+d")
    x.type(PIN)
    x.key("Return")
    assert wait_for(lambda: kinds(kiosk_home).count("director-login-succeeded") == 2)
    assert wait_for(lambda: panel_shown(x)), "the director panel did not appear"
    x.key("shift+Tab", "Return")
    assert wait_for(lambda: kinds(kiosk_home).count("director-logout") == 2)
    reasons = [body["details"]["reason"] for body in bodies(kiosk_home, "director-logout")]
    assert reasons == ["director left (Esc)", "director left"]
    assert x.stop_station(station) == 0


def screen_text(x: XSession, name: str) -> str:
    """What the screen says, read by OCR from a screenshot (tesseract, English)."""
    shot = x.screenshot(name)
    read = subprocess.run(
        ["tesseract", str(shot), "-", "--psm", "11"], capture_output=True, text=True, timeout=60
    )
    assert read.returncode == 0, read.stderr
    return read.stdout.upper()


def dominant_colour(x: XSession, name: str) -> tuple[int, int, int]:
    """The screen's average colour (ImageMagick), from a fresh screenshot."""
    shot = x.screenshot(name)
    out = subprocess.run(
        [
            "convert",
            str(shot),
            "-scale",
            "1x1!",
            "-format",
            "%[fx:int(255*r)],%[fx:int(255*g)],%[fx:int(255*b)]",
            "info:",
        ],
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    ).stdout
    r, g, b = (int(v) for v in out.strip().split(","))
    return r, g, b


def test_holding_tab_for_3_s_leaves_the_verdict_and_its_slip_code(x, kiosk_home):
    """A firm TAB (held, the X server repeating it) judges once; the verdict and the code
    stay on screen for the players to copy; a new press clears it."""
    set_pin_from_terminal(kiosk_home)
    x.start_station(kiosk_home, "--windowed", "--dev-exit")
    assert wait_for(lambda: "kiosk-started" in kinds(kiosk_home))
    x.type("CAT")
    x.hold("Tab", 3.0)
    assert kinds(kiosk_home).count("adjudication") == 1
    (record,) = bodies(kiosk_home, "adjudication")
    receipt = record["receipt"]
    red, green, blue = dominant_colour(x, "keys-held-tab-verdict-1366x768")
    assert green > red and green > blue, "the green ACCEPTABLE screen is gone"
    assert receipt.replace("-", "") in screen_text(x, "keys-held-tab-ocr").replace("-", "")
    # a fresh press after the lock goes back to the start
    x.key("space")

    def cleared() -> bool:
        red, green, blue = dominant_colour(x, "keys-held-tab-cleared-1366x768")
        return not (green > red + 40 and green > blue + 40)

    assert wait_for(cleared, 5), "the verdict stayed after a fresh press"
    assert kinds(kiosk_home).count("adjudication") == 1


def test_a_held_letter_types_it_once(x, kiosk_home):
    set_pin_from_terminal(kiosk_home)
    x.start_station(kiosk_home, "--windowed", "--dev-exit")
    assert wait_for(lambda: "kiosk-started" in kinds(kiosk_home))
    x.type("C")
    x.hold("a", 2.0)
    x.type("T")
    x.key("Tab")
    assert wait_for(lambda: "adjudication" in kinds(kiosk_home))
    (record,) = bodies(kiosk_home, "adjudication")
    assert [w["typed"].upper() for w in record["words"]] == ["CAT"]  # not CAAAAAAAT
