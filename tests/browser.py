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
