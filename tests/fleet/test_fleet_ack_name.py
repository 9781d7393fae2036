"""The name typed on the fleet page is the name a call's acknowledgement records.

Black-box (issue 32): the name box jumped once the sound button was clicked (the button hid
itself, and the box moved into its place), so a director who clicked the sound on and then
where the box had been typed into nothing, and the acknowledgement was recorded as "head
director". These drive the page in Chromium as a person does, with the pointer and the
keyboard (Selenium's actions, not scripts), against the real fleet server started with the
roles of docs/central-roles.sql, and read the acknowledgement back from the central log.
"""

from __future__ import annotations

import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.actions.action_builder import ActionBuilder
from selenium.webdriver.common.keys import Keys

from kiosk.audit import EventKind
from kiosk.audit.engine import database_engine
from kiosk.audit.heartbeat import read_acks
from kiosk.audit.relay import prepare_central
from tests.fleet.fleet_helpers import apply_roles, feed, fleet_server, station_login, wait_for
from tests.fleet.test_fleet_browser import browser, shot  # noqa: F401 (fixture)

pytestmark = [pytest.mark.postgres, pytest.mark.slow]

CALLS = {"s1": ("Table 7", 7), "s2": ("Table 9", 9)}


def as_role(url: str, role: str) -> str:
    return url.replace("postgres@", f"{role}@", 1)


def centre(driver, selector: str) -> tuple[int, int]:
    """Where a person sees ``selector`` now (the middle of it, in the window)."""
    x, y = driver.execute_script(
        "const r = document.querySelector(arguments[0]).getBoundingClientRect();"
        "return [r.x + r.width / 2, r.y + r.height / 2];",
        selector,
    )
    return round(x), round(y)


def click_at(driver, where: tuple[int, int], hold: float = 0.05) -> None:
    """Press and release the pointer at a point of the window, as a hand does."""
    actions = ActionBuilder(driver)
    actions.pointer_action.move_to_location(*where)
    actions.pointer_action.pointer_down()
    actions.pointer_action.pause(hold)
    actions.pointer_action.pointer_up()
    actions.perform()


def type_keys(driver, *keys: str) -> None:
    """Keys to whatever has the focus (a person's keyboard)."""
    ActionChains(driver).send_keys(*keys).perform()


def refreshed(driver) -> None:
    """Wait until the page has swapped its live part at least once from now."""
    driver.execute_script("window.seenLive = document.getElementById('live').firstElementChild;")
    wait_for(
        lambda: driver.execute_script("return !document.contains(window.seenLive);"),
        10,
        "a refresh of the live part",
    )


def ack_button(station: str) -> str:
    return f'.call[data-station="{station}"] button.ack'


def open_calls(driver) -> set[str]:
    return set(
        driver.execute_script(
            "return [...document.querySelectorAll('.call')].map(c => c.dataset.station);"
        )
    )


def acknowledged_by(owner: str, station: str, call: str) -> str:
    engine = database_engine(owner)
    try:
        acks = read_acks(engine, station, (call,))
    finally:
        engine.dispose()
    assert len(acks) == 1, acks
    assert acks[0].where.startswith("fleet page")
    return acks[0].by


def test_the_name_typed_is_recorded_after_the_sound_button_a_refresh_and_a_reload(
    central_url,
    tmp_path,
    browser,  # noqa: F811
):
    engine = database_engine(central_url)
    prepare_central(engine)  # the owner migrates once
    engine.dispose()
    apply_roles(central_url.replace("postgresql+psycopg://", "postgresql://"))
    for number, (station, (name, table)) in enumerate(CALLS.items(), 1):
        station_role = station_login(central_url, f"kiosk_call_{number}")  # each its own
        call = {"profile": "Division A", "table": table, "language": "en"}
        feed(
            station_role, tmp_path, station, name, [], events=[(EventKind.WORD_JUDGE_CALLED, call)]
        )
    reader, writer = as_role(central_url, "kiosk_fleet"), as_role(central_url, "kiosk_fleet_ack")
    with fleet_server(reader, "--ack-central", writer) as base:
        browser.get(base + "/")
        wait_for(lambda: open_calls(browser) == set(CALLS), 20, "both calls' banners")
        calls = dict(
            browser.execute_script(
                "return [...document.querySelectorAll('.call')]"
                ".map(c => [c.dataset.station, c.dataset.call]);"
            )
        )
        # The director turns the sound on, then clicks where they saw the name box, types.
        name_box = centre(browser, "#ack-by")
        click_at(browser, centre(browser, "#sound-on"))
        wait_for(
            lambda: browser.execute_script("return document.body.dataset.sound") == "running",
            5,
            "the sound on",
        )
        click_at(browser, name_box)  # where it was: it must not have moved
        type_keys(browser, "Ann Director")
        refreshed(browser)
        assert browser.find_element("id", "ack-by").get_attribute("value") == "Ann Director"
        shot(browser, "ack-name-typed")
        # A press on the button that lasts over a refresh (a slow hand) still acknowledges.
        click_at(browser, centre(browser, ack_button("s1")), hold=1.2)
        wait_for(lambda: open_calls(browser) == {"s2"}, 10, "the first banner to go")
        assert acknowledged_by(central_url, "s1", calls["s1"]) == "Ann Director"
        refreshed(browser)
        assert open_calls(browser) == {"s2"}, "an acknowledged call came back"

        # Another director takes the laptop: a new name, and the page reloaded at once.
        click_at(browser, centre(browser, "#ack-by"))
        ActionChains(browser).key_down(Keys.CONTROL).send_keys("a").key_up(Keys.CONTROL).perform()
        type_keys(browser, "Bea Judge")  # over the old name, selected
        browser.refresh()
        wait_for(lambda: open_calls(browser) == {"s2"}, 20, "the second banner")
        assert browser.find_element("id", "ack-by").get_attribute("value") == "Bea Judge"
        click_at(browser, centre(browser, ack_button("s2")))
        wait_for(lambda: not open_calls(browser), 10, "the second banner to go")
        assert acknowledged_by(central_url, "s2", calls["s2"]) == "Bea Judge"
        shot(browser, "ack-name-recorded")
