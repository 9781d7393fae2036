"""The real station program on an X server of its own, keys typed with xdotool: a play is
typed before an event plan's instant switches its division to another list, the judge key
is pressed after it. The words stay on screen, the screen (read by OCR) says the division
now judges with the new list and names both, the verdict is the new list's, and the record
names both lists. No central server is reached: the screen says the station is out of
contact with the head director, and the record says so too."""

from __future__ import annotations

import sys
from datetime import UTC, datetime, timedelta

import pytest

from kiosk.event.membership import join
from kiosk.event.signing import create_event_key, public_key_hex
from tests.event.test_event_five_stations import kiosk
from tests.event.test_event_follow import STATION, accept, make_lexicon
from tests.event.test_event_kiosks import read_screen, records, until
from tests.xsession import XSession, need_x_tools

pytestmark = [
    pytest.mark.slow,
    pytest.mark.timeout(300),
    pytest.mark.skipif(sys.platform != "linux", reason="X11"),
]

LEAD_S = 25  # the instant, from when the plan is written: room to start the station


def test_a_play_typed_before_the_instant_is_judged_after_it_with_the_new_list(tmp_path):
    need_x_tools()
    home = tmp_path / "station"
    home.mkdir(mode=0o700)
    (home / "station.toml").write_text(STATION, encoding="utf-8")
    assert kiosk(home, "director", "set-pin", "--pin-stdin", stdin="482107\n").returncode == 0
    key = create_event_key(tmp_path / "event-key.pem")
    join(home, "Nationals", public_key_hex(key))
    new = make_lexicon(home, "NWL2023", "qi\nza\ncat\nzzz\n", install=True)  # zzz: only here
    instant = datetime.now(UTC) + timedelta(seconds=LEAD_S)
    accept(home, key, 1, instant, new, "double")

    x = XSession(1024, 768)
    try:
        process = x.start_station(home, env={"CHALLENGE_KIOSK_HEARTBEAT_S": "1"})
        until(lambda: records(home, "kiosk-started"), 30, "the station started")
        assert datetime.now(UTC) < instant - timedelta(seconds=3), "the station was too slow"
        x.type("qi zzz")
        before = read_screen(x, "list-switch-x-before")
        assert "enable" in before and "from now on" not in before
        until(lambda: records(home, "event-plan-applied"), LEAD_S + 15, "the plan's switch")
        after = x.read_until("list-switch-x-after", "from now on")
        assert "from now on" in after and "judges with nwl2023 (it was enable)" in after, after
        assert "2 words" in after, after  # the words typed stay (shown as tiles)
        assert "not in contact with the head director" in after, after
        assert not records(home, "adjudication")
        x.key("Tab")
        until(lambda: records(home, "adjudication"), 15, "the verdict's record")
        (body,) = records(home, "adjudication")
        assert body["typed"] == "qi zzz" and body["verdict"] == "ACCEPTABLE"
        assert body["lexicon"]["fingerprint"] == new
        changed = body["list_changed_while_typed"]
        assert changed["from"]["name"] == "ENABLE" and changed["to"] == {
            "name": "NWL2023",
            "fingerprint": new,
        }
        assert body["contact"] == {"since": None, "offline": True}
        assert body["clock_offset_s"] == 0.0
        verdict = read_screen(x, "list-switch-x-verdict")
        assert "acceptable" in verdict and "not in contact" in verdict, verdict
        assert x.stop_station(process) == 0
    finally:
        x.close()
