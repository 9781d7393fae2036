"""A large real audit log, written straight to SQLite as appends would write it (a valid chain)."""

from __future__ import annotations

import uuid
from collections.abc import Iterable, Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from sqlalchemy import insert

from kiosk.audit import open_audit_log
from kiosk.audit.models import AuditRow
from kiosk.audit.records import (
    BODY_FORMAT,
    GENESIS_HASH,
    adjudication_payload,
    canonical_json,
    chain_hash,
    event_payload,
    filter_columns,
    format_utc,
)

PLAYS = ["cat", "catz dogs", "quixotic zax", "dogs catx", "zax zaxes", "jeux", "qat", "oxen"]
STATIONS = {"st-1": "Table 1", "st-2": "Table 2 by the stage"}


def _payloads(lexicon) -> list[dict[str, Any]]:
    from kiosk.core.adjudication import adjudicate
    from kiosk.core.play import parse_play
    from kiosk.core.rules import rule_by_id

    made = []
    for n, text in enumerate(PLAYS):
        rule = ("double", "five-point")[n % 2]
        adj = adjudicate(parse_play(text, lexicon.alphabet), lexicon, rule_by_id(rule))
        made.append(
            adjudication_payload(
                adj,
                profile=("Division A", "Division B")[n % 2],
                source="kiosk",
                re_adjudication_of=None,
                second_opinion=None,
            )
        )
    return made


def bulk_rows(count: int, lexicon, start: datetime) -> Iterator[dict[str, Any]]:
    """``count`` records over two stations: adjudications, one in 13 flagged, one in 50
    a settings event; several stations share a second now and then."""
    payloads = _payloads(lexicon)
    heads = {sid: (0, GENESIS_HASH) for sid in STATIONS}
    ids = list(STATIONS)
    for n in range(count):
        sid = ids[n % 2]
        seq, prev = heads[sid]
        seq += 1
        body: dict[str, Any] = {
            "format": BODY_FORMAT,
            "event_id": str(uuid.uuid4()),
            "station_id": sid,
            "station_name": STATIONS[sid],
            "seq": seq,
            "recorded_at": format_utc(start + timedelta(seconds=30 * (n // 2))),
            "utc_offset_minutes": 0,
            "refers_to": None,
        }
        if n % 50 == 49:
            body.update(kind="settings-changed", flags={}, **event_payload({"n": n}))
        else:
            flagged = n % 13 == 0
            body.update(
                kind="adjudication",
                flags={"possible_split_lookup": flagged, "re_adjudication": False},
                **payloads[n % len(payloads)],
            )
        text = canonical_json(body)
        digest = chain_hash(prev, text)
        heads[sid] = (seq, digest)
        yield {**filter_columns(body), "body": text, "prev_hash": prev, "hash": digest}


def fill_log(path: Path, count: int, lexicon) -> None:
    """Create ``path`` (a station's log) holding ``count`` records."""
    write_rows(path, "st-1", bulk_rows(count, lexicon, datetime(2024, 5, 1, 9, tzinfo=UTC)))


def write_rows(path: Path, station_id: str, rows: Iterable[dict[str, Any]]) -> None:
    """Insert ready-made chained ``rows`` into the log at ``path``, 5,000 at a time
    (for benchmarks and large tests: far quicker than appending one by one)."""
    log = open_audit_log(station_id=station_id, station_name=STATIONS.get(station_id), path=path)
    with log.engine.begin() as conn:
        batch: list[dict[str, Any]] = []
        for row in rows:
            batch.append(row)
            if len(batch) == 5000:
                conn.execute(insert(AuditRow), batch)
                batch = []
        if batch:
            conn.execute(insert(AuditRow), batch)
    log.close()
