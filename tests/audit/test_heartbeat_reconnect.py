"""A venue network (or a firewall, or the server's idle timeout) drops a heartbeat's pooled
connection between beats: the next beat must still go through, not fail once and wait a
whole interval (which halved the heartbeat rate on such a network)."""

from __future__ import annotations

import pytest
from sqlalchemy import create_engine, text

from kiosk.audit.heartbeat import Heartbeat, HeartbeatSender

pytestmark = pytest.mark.postgres


def test_a_heartbeat_after_its_connection_was_dropped_is_sent(central_url, kiosk_home):
    beat = Heartbeat(station_id="a" * 32, station_name="Table 7", version="test", screen="ready")
    sender = HeartbeatSender(central_url, lambda: beat, interval_s=60, home=kiosk_home)
    admin = create_engine(central_url)
    try:
        sender.send_once()
        with admin.begin() as conn:  # the connection dropped while idle
            dropped = conn.execute(
                text(
                    "SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity "
                    "WHERE datname = current_database() AND pid <> pg_backend_pid()"
                )
            ).scalar()
        assert dropped == 1
        sender.send_once()  # raises when the dead pooled connection is used
        with admin.connect() as conn:
            sent = conn.execute(text("SELECT count(*) FROM station_heartbeats")).scalar()
        assert sent == 2 and sender.status.sent == 2
    finally:
        sender.stop()
        admin.dispose()
