"""The fleet page at 60 stations in Chromium: problems first and complete, the healthy
stations a page at a time, every card within reach.

60 stations send heartbeats to one PostgreSQL central log: Table 5 is not ready, Table 37
judges Division A with another list than the one ``fleet expect`` set, and a station known
only from its records sends none. The page (``challenge-kiosk fleet``, a real process) shows
those three cards first on every page, then 24 healthy cards in natural order (Table 2
before Table 10); the pager names each page by its first and last station, and the last
page holds Table 60, which stays on screen while the page polls. Screenshot:
tests/artifacts/fleet-paging.png.
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from sqlalchemy import insert

from kiosk.audit.engine import database_engine
from kiosk.audit.heartbeat import Heartbeat, ProfileBeat
from kiosk.audit.models import AuditRow, ExpectedLexiconRow, HeartbeatRow
from kiosk.audit.records import format_utc
from kiosk.audit.relay import prepare_central
from kiosk.fleet.web import HEALTHY_PAGE
from tests.browser import click_fresh, read_at_once
from tests.fleet.fleet_helpers import fleet_server, http, wait_for
from tests.fleet.test_fleet_browser import browser, shot  # noqa: F401 (fixture)
from tests.fleet.test_word_search_index import rows

pytestmark = [pytest.mark.postgres, pytest.mark.slow]

PLANNED, OTHER = "a" * 64, "b" * 64
STATIONS = 60


def heartbeat(n: int, now: datetime) -> dict:
    fingerprint = OTHER if n == 37 else PLANNED
    profile = ProfileBeat("Division A", "NWL2023", 196601, fingerprint, "double")
    screen = "not ready" if n == 5 else "ready"
    return Heartbeat(f"station-{n:03d}", f"Table {n}", "1.0", screen, (profile,), 0).row(now)


@pytest.fixture
def sixty(central_url):
    engine = database_engine(central_url)
    prepare_central(engine)
    now = datetime.now(UTC)
    with engine.begin() as conn:
        conn.execute(
            insert(ExpectedLexiconRow),
            [{"division": "Division A", "lexicon_name": "NWL2023", "fingerprint": PLANNED,
              "word_count": 196601, "set_at": format_utc(now)}],
        )  # fmt: skip
        conn.execute(insert(HeartbeatRow), [heartbeat(n, now) for n in range(1, STATIONS + 1)])
        conn.execute(insert(AuditRow), rows("zulu", 3, now))  # records, never a heartbeat
    engine.dispose()
    return central_url


def names(driver, selector: str) -> list[str]:
    return driver.execute_script(
        "return Array.from(document.querySelectorAll(arguments[0]))"
        ".map(c => c.querySelector('.name').textContent);",
        selector,
    )


def polls(driver) -> int:
    """How many times the page has polled its live part for the third page."""
    script = (
        "return performance.getEntriesByType('resource')"
        ".filter(e => e.name.endsWith('/live?page=3')).length;"
    )
    return int(driver.execute_script(script))


def test_problems_first_and_every_healthy_card_within_reach(sixty, browser):  # noqa: F811
    healthy = [f"Table {n}" for n in range(1, STATIONS + 1) if n not in (5, 37)]
    pages = [healthy[i : i + HEALTHY_PAGE] for i in range(0, len(healthy), HEALTHY_PAGE)]
    with fleet_server(sixty, "--offline-after", "600") as base:
        browser.get(base + "/")
        wait_for(lambda: len(names(browser, "article.card")) >= 3 + HEALTHY_PAGE, 60, "cards")
        every = names(browser, "article.card")
        assert sorted(every[:3]) == ["Table 37", "Table 5", "Zulu"], every
        assert names(browser, "#problem-cards article.card") == every[:3]
        assert names(browser, "#healthy-cards article.card") == pages[0]  # natural order
        view = read_at_once(browser, links="#pages a", healthy="#healthy")  # one refresh
        assert [a["text"] for a in view["links"]] == [f"{p[0]} – {p[-1]}" for p in pages]
        assert "Healthy stations 1–24 of 58" in view["healthy"][0]["text"]
        click_fresh(browser, "#pages a")  # the last page: the last healthy station
        wait_for(lambda: browser.current_url.endswith("?page=3"), 15, "the last page")
        wait_for(lambda: "Table 60" in names(browser, "#healthy-cards article.card"), 15, "60")
        assert names(browser, "#healthy-cards article.card") == pages[-1]
        assert names(browser, "article.card")[:3] == every[:3]  # problems on every page
        polled = polls(browser)
        wait_for(lambda: polls(browser) > polled + 1, 15, "two polls of the last page")
        assert names(browser, "#healthy-cards article.card") == pages[-1]  # still there
        browser.set_window_size(1280, 1600)  # the problems, the pager and the last page
        browser.execute_script("window.scrollTo(0, 0);")
        path = shot(browser, "paging")
        assert path.stat().st_size > 10_000
        # a page out of range shows the nearest one; without a page, the first
        _status, _h, far = http(base + "/live?page=99")
        assert ">Table 60<" in far and ">Table 1<" not in far
        _status, _h, first = http(base + "/live?page=x")
        assert ">Table 1<" in first and ">Table 60<" not in first
