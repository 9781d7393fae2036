"""Director mode's Profiles and rules tab and the event plan the station follows: division
names that do not match the plan (both spellings), the division whose list and rule the plan
in force sets (an edit there does not change what it judges with), and the station's clock
when it is off the central server's by more than a minute. The real window, a real kiosk
home joined to an event with a real signed plan."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta

from kiosk.core.plan import parse_plan
from kiosk.event.membership import PLANS_FOLDER, join
from kiosk.event.signing import create_event_key, public_key_hex, sign_plan
from tests.event.test_event_follow import make_lexicon, utc
from tests.ui.conftest import make_station  # noqa: F401
from tests.ui.test_director import answers, director_station, open_panel  # noqa: F401

STATION = """
[station]
name = "Table 7"

[[profiles]]
name = "Division A"
lexicon = "ENABLE"

[[profiles]]
name = "Divison B"
lexicon = "ENABLE"
"""


def plan_in_force(home, tmp_path, fingerprint: str) -> None:
    key = create_event_key(tmp_path / "event-key.pem")
    join(home, "Nationals", public_key_hex(key))
    plan = parse_plan(
        {
            "event": "Nationals",
            "serial": 2,
            "effective_from": utc(datetime.now(UTC) - timedelta(hours=1)),
            "divisions": [
                {
                    "name": "Division A",
                    "lexicon": "NWL2023",
                    "fingerprint": fingerprint,
                    "rule": "double",
                },
                {
                    "name": "Division B",
                    "lexicon": "NWL2023",
                    "fingerprint": fingerprint,
                    "rule": "single",
                },
            ],
        }
    )
    folder = home / PLANS_FOLDER
    folder.mkdir(mode=0o700, exist_ok=True)
    (folder / "plan-2.json").write_text(json.dumps(sign_plan(plan, key)))


def test_profiles_tab_names_the_plan_its_spellings_and_the_clock(
    make_station,  # noqa: F811
    answers,  # noqa: F811
    kiosk_home,
    tmp_path,
):
    fingerprint = make_lexicon(kiosk_home, "NWL2023", "qi\nza\ncat\n", install=True)
    plan_in_force(kiosk_home, tmp_path, fingerprint)
    station = director_station(make_station, answers, config=STATION)
    station.runtime.following.clock.measured(-600.0)  # the event sync measured: 10 min fast
    panel = open_panel(station)
    tab = panel.profiles
    assert tab.event_note.isVisible()
    assert tab.event_note.text().splitlines() == [
        "WARN  division 'Divison B' is not in plan 2 (did you mean 'Division B'?): it keeps"
        " its own list and rule",
        "WARN  plan 2 names division 'Division B', which this station does not have",
        "Clock: this computer's clock is 10 min fast against the central server's",
    ]
    tab.table.selectRow(0)  # Division A: the plan sets its list and rule
    assert tab.plan_note.isVisible()
    assert tab.plan_note.text() == (
        "The event plan sets this division's list and rule: NWL2023, double, from plan 2"
    )
    tab.lexicon.setCurrentText("ENABLE")  # the director edits it: the note stays in view
    assert tab.plan_note.isVisible()
    tab.table.selectRow(1)  # "Divison B": the plan names no such division
    assert not tab.plan_note.isVisible() and tab.plan_note.text() == ""
    tab.name.setText("Division B")  # spelt as the plan: it would set its list and rule
    assert tab.plan_note.text().endswith("NWL2023, single, from plan 2")
    station.window.grab().save(str(tmp_path / "profiles.png"))


def test_a_clock_within_a_minute_and_matching_names_say_nothing(
    make_station,  # noqa: F811
    answers,  # noqa: F811
    kiosk_home,
    tmp_path,
):
    fingerprint = make_lexicon(kiosk_home, "NWL2023", "qi\nza\ncat\n", install=True)
    plan_in_force(kiosk_home, tmp_path, fingerprint)
    config = STATION.replace("Divison B", "Division B")
    station = director_station(make_station, answers, config=config)
    station.runtime.following.clock.measured(-45.0)
    tab = open_panel(station).profiles
    assert not tab.event_note.isVisible() and tab.event_note.text() == ""


def test_a_station_in_no_event_shows_no_plan(make_station, answers):  # noqa: F811
    station = director_station(make_station, answers, config=STATION)
    tab = open_panel(station).profiles
    assert not tab.event_note.isVisible() and not tab.plan_note.isVisible()
