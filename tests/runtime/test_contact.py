"""A station in an event knows when it last reached the head director's server (its signed
heartbeat arrived): in contact while that was within two heartbeat intervals, offline after,
and its adjudications' records say so with the central clock's measured offset. A real
station home, a real PostgreSQL central log, the real heartbeat sender."""

from __future__ import annotations

import threading
import time
from datetime import UTC, datetime, timedelta

import pytest

from kiosk.core.flow import FlowSettings, StationFlow
from kiosk.event.membership import join
from kiosk.event.signing import create_event_key, public_key_hex
from kiosk.runtime.station_runtime import open_station
from tests.conftest import wait_until

pytestmark = [pytest.mark.postgres]


def station(kiosk_home, tmp_path, central_url, *, joined: bool = True):
    (kiosk_home / "station.toml").write_text(
        f'[station]\nname = "Table 7"\n\n[settings]\ncentral_url = "{central_url}"\n\n'
        '[[profiles]]\nname = "Division A"\nlexicon = "ENABLE"\n',
        encoding="utf-8",
    )
    if joined:
        key = create_event_key(tmp_path / "event-key.pem")
        join(kiosk_home, "Nationals", public_key_hex(key))
    runtime = open_station()
    runtime.follow_event()
    return runtime


def judge_once(runtime, text: str) -> dict:
    """A play judged through the flow as the window runs it (context read when judging)."""
    flow = StationFlow(
        runtime.profiles,
        runtime.recorder.record,
        time.monotonic,
        FlowSettings(),
        context=runtime.record_context,
    )
    flow.type(text)
    shown = flow.judge()
    assert shown is not None and shown.recorded
    return [r for r in runtime.audit.query() if r.kind.value == "adjudication"][-1].body


def test_in_contact_then_offline_since_the_last_heartbeat(
    kiosk_home, tmp_path, central_url, monkeypatch
):
    monkeypatch.setenv("CHALLENGE_KIOSK_HEARTBEAT_S", "0.5")
    runtime = station(kiosk_home, tmp_path, central_url)
    try:
        assert runtime.link.heartbeat is not None, runtime.warnings
        wait_until(
            lambda: runtime.link.heartbeat_status().last_success_at is not None,
            20,
            "a heartbeat reaching the central server",
        )
        contact = runtime.contact()
        assert contact is not None and not contact.offline and contact.notice() is None
        runtime.following.clock.measured(-600.0)  # the station's clock 10 min fast
        body = judge_once(runtime, "cat")
        assert body["contact"]["offline"] is False
        since = datetime.fromisoformat(body["contact"]["since"].replace("Z", "+00:00"))
        assert abs(since - datetime.now(UTC)) < timedelta(seconds=5)
        assert body["clock_offset_s"] == -600.0

        runtime.link.heartbeat.stop()  # the network is gone: no heartbeat arrives any more
        wait_until(
            lambda: not any(t.name == "heartbeat" for t in threading.enumerate()),
            10,
            "the heartbeat's last round ended",
        )
        last = runtime.link.heartbeat_status().last_success_at
        assert last is not None
        wait_until(lambda: runtime.contact().offline, 10, "offline, two intervals unheard")
        assert time.monotonic() - last >= 2 * 0.5  # not before two intervals
        contact = runtime.contact()
        assert contact is not None and contact.offline
        expected = datetime.now(UTC) - timedelta(seconds=time.monotonic() - last)
        assert abs(contact.since - expected) < timedelta(seconds=1)
        said = str(contact.notice())
        assert said == f"Not in contact with the head director since {expected.astimezone():%H:%M}"
        body = judge_once(runtime, "dogs")
        assert body["contact"]["offline"] is True
        assert body["contact"]["since"] is not None
    finally:
        runtime.close()


def test_a_station_in_no_event_adds_nothing(kiosk_home, tmp_path, central_url):
    runtime = station(kiosk_home, tmp_path, central_url, joined=False)
    try:
        assert runtime.contact() is None
        body = judge_once(runtime, "cat")
        assert "contact" not in body and "clock_offset_s" not in body
    finally:
        runtime.close()
