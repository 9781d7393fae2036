"""The fleet page in a real browser (Debian's chromium through chromium-driver and Selenium).

Two real station processes (offscreen) and ``judge`` runs feed one PostgreSQL; the
page shows their cards, flags the station whose NWL2023 holds other words, shows a
new record without a reload, turns a killed station offline, and keeps its password
gate. Screenshots go to tests/artifacts/fleet-*.png.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from kiosk.fleet.auth import store_password
from lexicon_build.builder import build_lexicon
from tests.browser import chromium
from tests.conftest import ARTIFACTS
from tests.fleet.fleet_helpers import fleet_server, wait_for
from tests.fleet.test_fleet_language import event_log, served, state_of  # noqa: F401 (fixture)
from tests.lexforge import ENGLISH, WORDS

pytestmark = [pytest.mark.postgres, pytest.mark.slow]


@pytest.fixture
def browser(tmp_path):
    yield from chromium(tmp_path, 1280, 1000)


def shot(driver, name: str) -> Path:
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    path = ARTIFACTS / f"fleet-{name}.png"
    driver.save_screenshot(str(path))
    return path


def lexicon(folder: Path, words: list[str]) -> None:
    """An NWL2023 with these words, installed in a station home."""
    source = folder.parent / f"words-{len(words)}.txt"
    source.write_text("\n".join(w.lower() for w in words) + "\n", encoding="utf-8")
    folder.mkdir(parents=True, exist_ok=True)
    build_lexicon([source], name="NWL2023", alphabet=ENGLISH).write(folder / "NWL2023.clex")


def station_home(root: Path, name: str, central_url: str, words: list[str] | None) -> Path:
    from argon2 import PasswordHasher

    home = root / name.replace(" ", "-")
    home.mkdir(mode=0o700)
    pin = PasswordHasher(time_cost=1, memory_cost=1024, parallelism=1).hash("482107")
    profile = 'lexicon = "NWL2023"' if words else 'lexicon = "ENABLE"'
    if words:
        lexicon(home / "lexicons", words)
    (home / "station.toml").write_text(
        f'[station]\nname = "{name}"\n[settings]\ncentral_url = "{central_url}"\n'
        f'[[profiles]]\nname = "Division A"\n{profile}\nrule = "double"\n'
        f'[director]\npin_hash = "{pin}"\n'
    )
    return home


def environment(home: Path) -> dict[str, str]:
    return {
        **os.environ,
        "CHALLENGE_KIOSK_HOME": str(home),
        "QT_QPA_PLATFORM": "offscreen",
        "CHALLENGE_KIOSK_HEARTBEAT_S": "0.5",
    }


def cards(driver) -> dict[str, str]:
    """Station name -> state, read in one go (the page swaps its live part every second)."""
    pairs = driver.execute_script(
        "return Array.from(document.querySelectorAll('article.card'))"
        ".map(c => [c.querySelector('.name').textContent, c.dataset.state]);"
    )
    return dict(pairs)


def texts(driver, selector: str) -> list[str]:
    return driver.execute_script(
        "return Array.from(document.querySelectorAll(arguments[0])).map(e => e.innerText);",
        selector,
    )


def test_the_event_on_one_page(central_url, tmp_path, browser):
    other = [w for w in WORDS if w != "QI"] + ["OK"]  # same name, other words
    homes = [
        station_home(tmp_path, "Table 1", central_url, WORDS),
        station_home(tmp_path, "Table 2", central_url, other),
    ]
    desk = station_home(tmp_path, "Judge desk", central_url, None)
    stations = [subprocess.Popen([sys.executable, "-m", "kiosk"], env=environment(h))
                for h in homes]  # fmt: skip
    try:
        with fleet_server(central_url, "--offline-after", "3") as base:
            browser.get(base + "/")
            wait_for(lambda: len(cards(browser)) == 2, 90, "two station cards")
            assert all(p.poll() is None for p in stations)
            wait_for(lambda: set(cards(browser).values()) == {"free"}, 30, "both free")
            assert texts(browser, "#alarm") == ["Lexicon mismatch at 2 stations: Table 1, Table 2"]
            tags = texts(browser, "article.card.mismatch .mismatch-tag")
            assert sorted(tags) == [
                f"mismatch: Division A has 2 word lists; this one is at 1 of 2 stations "
                f"(another at Table {n})"
                for n in (1, 2)
            ]
            shot(browser, "cards")

            browser.execute_script("window.notReloaded = true;")
            done = subprocess.run(
                [sys.executable, "-m", "kiosk", "judge", "zyzzyva"],
                env=environment(desk), capture_output=True, text=True, timeout=60,
            )  # fmt: skip
            assert done.returncode == 0, done.stderr
            receipt = done.stdout.split("Write on the slip: ")[1].split()[0]
            started = time.monotonic()
            wait_for(lambda: receipt in texts(browser, "#latest")[0], 10, receipt)
            assert time.monotonic() - started < 5
            assert browser.execute_script("return window.notReloaded === true;")
            row = texts(browser, "#latest tr")[0]
            assert "Judge desk" in row and "zyzzyva" in row and "ACCEPTABLE" in row
            shot(browser, "new-record")

            stations[1].send_signal(signal.SIGKILL)  # the station goes silent
            stations[1].wait(10)
            wait_for(lambda: cards(browser).get("Table 2") == "offline", 15, "Table 2 offline")
            assert cards(browser)["Table 1"] == "free"
            shot(browser, "offline")
    finally:
        for proc in stations:
            if proc.poll() is None:
                proc.send_signal(signal.SIGTERM)
                try:
                    proc.wait(20)
                except subprocess.TimeoutExpired:
                    proc.kill()


def test_the_password_gate_in_the_browser(central_url, tmp_path, browser):
    secret = tmp_path / "fleet-password"
    store_password(secret, "correct horse battery")
    with fleet_server(central_url, "--password-file", str(secret)) as base:
        browser.get(base + "/")
        assert browser.current_url == base + "/login"
        assert browser.find_elements("css selector", "article.card, #summary") == []
        field = browser.find_element("name", "password")
        field.send_keys("wrong password")
        field.submit()
        wait_for(lambda: "Wrong password." in browser.page_source, 10, "the refusal")
        browser.get(base + "/search?q=cat")
        assert browser.current_url == base + "/login"
        field = browser.find_element("name", "password")
        field.send_keys("correct horse battery")
        field.submit()
        wait_for(lambda: browser.find_elements("id", "summary"), 10, "the fleet page")
        # This database is new: the page says what to do instead of a bare SQL error.
        assert "The central log has no fleet tables yet" in texts(browser, "#problem")[0]
        shot(browser, "after-login")
        browser.delete_all_cookies()
        browser.get(base + "/")
        assert browser.current_url == base + "/login"


@pytest.mark.parametrize("code", ["de", "pl"])
def test_the_page_in_a_long_language_fits_in_the_browser(event_log, browser, code):  # noqa: F811
    """German and Polish (the longest words) in a real Chromium at 1280 px: nothing runs out
    of the page sideways, and no card's text overflows its card."""
    from kiosk.fleet.web import create_app
    from kiosk.ui.player_text import player_text

    words = player_text(code)
    with served(create_app(state_of(event_log), words=words)) as base:
        browser.get(base + "/")
        wait_for(lambda: len(cards(browser)) >= 8, 30, "the station cards")
        assert browser.execute_script("return document.documentElement.lang") == code
        overflow = browser.execute_script(
            "return document.documentElement.scrollWidth - window.innerWidth;"
        )
        assert overflow <= 0, f"{overflow} px wider than the window"
        spilled = browser.execute_script(
            "return Array.from(document.querySelectorAll('article.card *'))"
            ".filter(e => e.scrollWidth > e.clientWidth + 1 && getComputedStyle(e).overflow"
            " === 'visible' && e.clientWidth > 0).map(e => e.textContent.trim().slice(0, 60));"
        )
        shot(browser, f"cards-{code}")
    assert spilled == []
