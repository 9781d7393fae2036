"""verifier/index.html in headless Chromium, opened from file:// as an auditor opens it offline.

The page gets a file through its file input, as a person choosing it does, and must say in
words: OK with the record count for a good export, and the failing rule and record for a
forged one. Screenshots go to tests/artifacts/ (verifier-page-*.png).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.browser import chromium

REPO = Path(__file__).resolve().parents[2]
PAGE = REPO / "verifier" / "index.html"
CASES = REPO / "conformance"
ARTIFACTS = REPO / "tests" / "artifacts"


@pytest.fixture
def browser(tmp_path):
    yield from chromium(tmp_path, 1100, 900)


def check_in_page(driver, export: Path, shot: str) -> tuple[str, str, str]:
    """Open the page from file://, choose ``export`` in its file input, and return the
    result's class, its words and the summary line it states."""
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait

    driver.get(PAGE.as_uri())
    assert driver.execute_script("return location.protocol") == "file:"
    driver.find_element(By.ID, "file").send_keys(str(export))
    result = driver.find_element(By.ID, "result")
    WebDriverWait(driver, 20).until(
        lambda d: result.get_attribute("class") in ("ok", "broken", "error")
    )
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    driver.save_screenshot(str(ARTIFACTS / f"verifier-page-{shot}.png"))
    return result.get_attribute("class"), result.text, result.get_attribute("data-summary")


def test_page_says_ok_for_a_good_export(browser):
    kind, words, summary = check_in_page(browser, CASES / "intact_export_ok" / "input.jsonl", "ok")
    assert kind == "ok", words
    assert "OK: the export is intact" in words
    assert "8 records of 1 station(s), every rule holds" in words
    assert summary.startswith("OK: 8 records, 1 station(s)")


def test_page_names_the_rule_and_record_of_a_forged_export(browser):
    kind, words, summary = check_in_page(
        browser, CASES / "edited_verdict_fail" / "input.jsonl", "forged"
    )
    assert kind == "broken", words
    assert "NOT OK: rule 3.2 fails" in words
    assert "At line 2 (station " in words and ", record 2)" in words
    assert "it was changed after it was written" in words
    assert summary.startswith("BROKEN: rule 3.2 at line 2")


def test_page_names_a_cut_export(browser):
    kind, words, _summary = check_in_page(
        browser, CASES / "deleted_last_record_fail" / "input.jsonl", "cut"
    )
    assert kind == "broken", words
    assert "NOT OK: rule 7.5 fails" in words and "records cut off" in words
