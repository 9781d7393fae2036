"""The page's chart of adjudications per hour places each record on the central clock: a
station whose clock is 10 minutes fast judged at 14:55 by the server's clock although its
records say 15:05, and the chart counts them in the 14 o'clock hour, at the first read and
for records read after it. A real database file with the central copy's table."""

from __future__ import annotations

import uuid
from datetime import UTC, datetime

from sqlalchemy import create_engine, insert

from kiosk.audit.models import AuditRow, Base
from kiosk.fleet.judged import JudgedTally
from kiosk.fleet.schedule import Schedule

NOW = datetime(2026, 11, 28, 15, 30, tzinfo=UTC)
FAST = -600.0  # the server's clock is 10 minutes behind this station's


def adjudication(station: str, name: str, seq: int, at: str) -> dict:
    return {
        "station_id": station,
        "station_name": name,
        "seq": seq,
        "event_id": str(uuid.uuid4()),
        "kind": "adjudication",
        "recorded_at": at,
        "utc_offset_minutes": 0,
        "profile": "Division A",
        "lexicon_name": "NWL2023",
        "lexicon_fingerprint": "f" * 64,
        "rule": "double",
        "verdict": "ACCEPTABLE",
        "flagged": False,
        "body": "{}",
        "prev_hash": "0" * 64,
        "hash": uuid.uuid4().hex * 2,
    }


def test_the_hourly_chart_counts_a_fast_station_on_the_central_clock(tmp_path):
    engine = create_engine(f"sqlite:///{tmp_path / 'central.sqlite3'}")
    Base.metadata.create_all(engine)
    with engine.begin() as conn:
        conn.execute(
            insert(AuditRow),
            [
                adjudication("fast", "Table 2", 1, "2026-11-28T15:05:10.000Z"),
                adjudication("fast", "Table 2", 2, "2026-11-28T15:08:40.000Z"),
                adjudication("right", "Table 1", 1, "2026-11-28T15:05:10.000Z"),
            ],
        )
    tally = JudgedTally()
    schedule = Schedule([], {})
    offsets = {"fast": FAST, "right": 0.0}
    with engine.connect() as conn:
        tally.refresh(conn, schedule, NOW, offsets)
    counts = {(h, name): n for h, _d, name, n in tally.hour_counts(NOW)}
    assert counts == {("2026-11-28T14", "Table 2"): 2, ("2026-11-28T15", "Table 1"): 1}

    with engine.begin() as conn:  # read after the first load: the same placing
        conn.execute(
            insert(AuditRow), [adjudication("fast", "Table 2", 3, "2026-11-28T15:09:59.000Z")]
        )
    with engine.connect() as conn:
        tally.refresh(conn, schedule, NOW, offsets)
    counts = {(h, name): n for h, _d, name, n in tally.hour_counts(NOW)}
    assert counts[("2026-11-28T14", "Table 2")] == 3
    assert ("2026-11-28T15", "Table 2") not in counts


def test_a_flagged_lookup_of_a_fast_station_is_dated_on_the_central_clock():
    from kiosk.fleet.games import GameFlag, game_of
    from kiosk.fleet.web import on_central

    game = game_of({"state": "no_game", "choice": "not_asked", "table": 7})
    assert game is not None
    flag = GameFlag(
        1, "Table 2", 7, "2026-11-28T15:05:10.000000Z", "T2-0001", game, (), station_id="fast"
    )
    (placed,) = on_central([flag], {"fast": FAST})
    assert placed.recorded_at == "2026-11-28T14:55:10.000000Z"
    (again,) = on_central([placed], {"fast": FAST})  # placed once, never moved twice
    assert again.recorded_at == placed.recorded_at
