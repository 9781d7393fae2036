"""A station follows the feed the event plan names: its own station.toml names another (or
none), the signed plan in force names TSH's feed and the division's TSH name; the running
station reads the plan's feed and offers the game the feed pairs at a table, from the
division the plan names. Before the plan's instant it reads its own setting."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta

from kiosk.core.plan import parse_plan
from kiosk.event.membership import PLANS_FOLDER, join
from kiosk.event.signing import create_event_key, public_key_hex, sign_plan
from kiosk.runtime.station_runtime import open_station
from tests.conftest import wait_until
from tests.event.test_event_follow import make_lexicon, utc
from tests.pairings.feeds import TORONTO, games_of_round, read_raw


def write_plan(home, key, start: datetime, fingerprint: str, feed: str) -> None:
    plan = parse_plan(
        {
            "event": "Nationals",
            "serial": 1,
            "effective_from": utc(start),
            "pairings": feed,
            "divisions": [
                {
                    "name": "Division A",
                    "lexicon": "NWL2023",
                    "fingerprint": fingerprint,
                    "rule": "double",
                    "pairings_division": "A",
                }
            ],
        }
    )
    folder = home / PLANS_FOLDER
    folder.mkdir(mode=0o700, exist_ok=True)
    (folder / "plan-1.json").write_text(json.dumps(sign_plan(plan, key)))


def test_the_station_reads_the_feed_and_division_the_plan_in_force_names(kiosk_home, tmp_path):
    own = tmp_path / "own.js"  # the station's own setting: a feed with nothing in it
    own.write_text("newt=garbled", encoding="utf-8")
    planned = tmp_path / "tourney.js"
    planned.write_bytes(TORONTO.read_bytes())
    (kiosk_home / "station.toml").write_text(
        f'[station]\nname = "Table 7"\n\n[settings]\npairings = "{own}"\n\n'
        '[[profiles]]\nname = "Division A"\nlexicon = "ENABLE"\nask_table = true\n'
        'pairings_division = "Divison A"\n',  # typed wrong: the plan names it right
        encoding="utf-8",
    )
    key = create_event_key(tmp_path / "event-key.pem")
    join(kiosk_home, "Nationals", public_key_hex(key))
    fingerprint = make_lexicon(kiosk_home, "NWL2023", "qi\nza\ncat\n", install=True)
    instant = datetime.now(UTC) + timedelta(seconds=2)
    write_plan(kiosk_home, key, instant, fingerprint, str(planned))
    runtime = open_station()
    try:
        runtime.follow_pairings()
        following = runtime.following
        assert following.pairings is not None and following.pairings.source == str(own)
        wait_until(lambda: runtime.follow_event() or following.serial == 1, 10, "the instant")
        assert following.pairings is not None and following.pairings.source == str(planned)
        wait_until(lambda: following.pairings.copy is not None, 10, "the plan's feed read")
        raw = read_raw(TORONTO)
        table = next(g["table"] for g in games_of_round(raw, "A", 0))
        offer = runtime.game_offer("Division A", int(table))
        assert offer is not None and offer.state == "matched"
        game = offer.games[0].record
        assert game["division"] == "A" and game["round"] == 1  # the plan's TSH division
    finally:
        runtime.close()
