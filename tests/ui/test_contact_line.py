"""The offline line on the real window: a station in an event whose heartbeats reached the
central server (PostgreSQL) and then stop says, under the banner, since when it has not been
in contact with the head director, and keeps judging; back in contact, the line goes."""

from __future__ import annotations

import time
from datetime import UTC, datetime, timedelta

import pytest

from kiosk.event.membership import join
from kiosk.event.signing import create_event_key, public_key_hex
from tests.ui.conftest import make_station  # noqa: F401

pytestmark = [pytest.mark.postgres]


def test_the_line_names_the_last_contact_and_goes_when_it_is_back(
    make_station,  # noqa: F811
    kiosk_home,
    tmp_path,
    central_url,
    monkeypatch,
):
    monkeypatch.setenv("CHALLENGE_KIOSK_HEARTBEAT_S", "0.5")
    key = create_event_key(tmp_path / "event-key.pem")
    join(kiosk_home, "Nationals", public_key_hex(key))
    station = make_station(
        f'[station]\nname = "Table 7"\n\n[settings]\ncentral_url = "{central_url}"\n\n'
        '[[profiles]]\nname = "Division A"\nlexicon = "ENABLE"\n'
    )
    runtime, line = station.runtime, station.window.contact_line
    station.qtbot.waitUntil(
        lambda: (
            runtime.link.heartbeat is not None
            and runtime.link.heartbeat_status().last_success_at is not None
        ),
        timeout=20_000,
    )
    station.qtbot.wait(1500)  # time passes: a second and a half of heartbeats: nothing may be said
    assert not line.isVisible()  # heartbeats arrive: nothing said

    sender = runtime.link.heartbeat
    sender.stop()  # the network is gone
    last = sender.status.last_success_at
    station.qtbot.waitUntil(line.isVisible, timeout=10_000)
    since = datetime.now(UTC) - timedelta(seconds=time.monotonic() - last)
    assert line.text() == f"Not in contact with the head director since {since.astimezone():%H:%M}"
    station.type("cat")
    station.tab()
    assert station.window.verdict.isVisible() and line.isVisible()
    assert station.records()[-1].body["contact"]["offline"] is True
    station.screenshot("offline-line")

    sender.send_once()  # one heartbeat arrives again: in contact
    station.qtbot.waitUntil(lambda: not line.isVisible(), timeout=5_000)
