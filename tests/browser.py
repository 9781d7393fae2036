"""Debian's Chromium, headless, driven by Selenium with chromium-driver: the browser the page
tests use (the fleet page, the auditors' verifier page). Under CI a missing browser fails the
test; elsewhere it skips it."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

CHROMIUM = "/usr/bin/chromium"
CHROMEDRIVER = "/usr/bin/chromedriver"
FLAGS = (
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
    "--disable-component-update", "--no-first-run",
)  # fmt: skip


def chromium(tmp_path: Path, width: int, height: int) -> Iterator[Any]:
    """A fresh headless Chromium at ``width`` x ``height`` with its own profile; for a
    fixture to yield from (it quits the browser afterwards)."""
    missing = [p for p in (CHROMIUM, CHROMEDRIVER) if not Path(p).exists()]
    if missing:
        message = f"{', '.join(missing)} not installed (apt-get install chromium chromium-driver)"
        if os.environ.get("CI"):
            pytest.fail(message)
        pytest.skip(message)
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    flags = (*FLAGS, f"--window-size={width},{height}")
    for flag in (*flags, f"--user-data-dir={tmp_path / 'chromium-profile'}"):
        options.add_argument(flag)
    driver = webdriver.Chrome(service=Service(CHROMEDRIVER), options=options)
    driver.set_page_load_timeout(30)
    try:
        yield driver
    finally:
        driver.quit()


READ_AT_ONCE = r"""
const out = {};
for (const [name, selector] of Object.entries(arguments[0])) {
  out[name] = [...document.querySelectorAll(selector)].map((e) => ({
    // as Selenium's .text words it: a table's cells one space apart, no trailing blanks
    text: e.innerText.split("\n").map((l) => l.replace(/\t/g, " ").trimEnd()).join("\n"),
    data: Object.assign({}, e.dataset),
  }));
}
return out;
"""


def read_at_once(driver: Any, **selectors: str) -> dict[str, list[dict[str, Any]]]:
    """What the page shows for each CSS selector, read in one script run: each match's
    visible text and its ``data-*`` attributes. The fleet page replaces its live part every
    few seconds; elements found one by one before a refresh are stale after it, so a test
    that reads several of them reads them here, all from one state of the page."""
    found: dict[str, list[dict[str, Any]]] = driver.execute_script(READ_AT_ONCE, selectors)
    return found


def text_at_once(driver: Any, **selectors: str) -> dict[str, str]:
    """The visible text of the first match of each selector ("" if none), from one state
    of the page (see ``read_at_once``)."""
    found = read_at_once(driver, **selectors)
    return {name: first_text(items) for name, items in found.items()}


def first_text(items: list[dict[str, Any]]) -> str:
    """The text of the first of ``read_at_once``'s matches for one selector ("" if none)."""
    return str(items[0]["text"]) if items else ""


def click_fresh(driver: Any, selector: str, attempts: int = 5) -> None:
    """Click the last element matching ``selector``, found just before the click: an element
    of the page's live part found earlier may have been replaced by a refresh since (found
    again when that happened in between)."""
    from selenium.common.exceptions import StaleElementReferenceException

    for attempt in range(attempts):
        try:
            driver.find_elements("css selector", selector)[-1].click()
            return
        except StaleElementReferenceException:
            if attempt == attempts - 1:
                raise
