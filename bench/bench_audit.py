"""Audit log figures: append latency, verify time, relay throughput; and large logs to test with.

    python bench/bench_audit.py [--appends 500] [--verify-records 100000]
                                [--stations 20] [--per-station 500] [--no-relay]
    python bench/bench_audit.py --make-log PATH --records N [--stations K] [--home HOME]
                                [--seed S]
    python bench/bench_audit.py --append-scale [LOG] [--scale-records 1000000] [--appends N]

``--make-log`` writes a new log of N records and nothing else (see `make_log`): a valid
chain for each of K stations (adjudications with words, verdicts, receipts and tables,
flagged split lookups, rulings and station events), each station's head signed. With
``--home`` the first station is that kiosk home's own (its ``station-id`` and
``station-key.pem``, made as the station makes them), PATH must be ``HOME/audit.sqlite3``,
and the station and ``challenge-kiosk judge`` append to it afterwards.

1. Append latency with synchronous=FULL (WAL), against a bare sqlite3
   INSERT + COMMIT of the same body text with the same settings, in the same run.
2. ``verify`` time for a log of 100,000 records (target: 2 s or less).
3. Relay throughput: 20 stations' logs copied into a private PostgreSQL
   cluster (target: 200 adjudications/s or more, none lost).

``--append-scale`` measures only the p99 of one append to a log of 1,000 records against
one of 1,000,000 (target: x1.2 at most) and against a bare commit (target: x4 at most),
interleaved in one run (`bench_append_scale`).
"""

from __future__ import annotations

import argparse
import heapq
import os
import random
import sqlite3
import statistics
import sys
import tempfile
import threading
import time
import uuid
from collections import Counter, deque
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from json.encoder import encode_basestring  # type: ignore[attr-defined]
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from sqlalchemy import func, select

from kiosk import __version__ as kiosk_version
from kiosk.audit import open_audit_log
from kiosk.audit.engine import database_engine, verify_engine
from kiosk.audit.identity import configured_station, station_identity, station_key
from kiosk.audit.models import AuditRow
from kiosk.audit.records import (
    BODY_FORMAT,
    FILTER_COLUMNS,
    GENESIS_HASH,
    adjudication_payload,
    canonical_json,
    chain_hash,
    event_payload,
    filter_columns,
    filter_values,
    format_utc,
)
from kiosk.cli import load_default_lexicon
from kiosk.core.adjudication import adjudicate
from kiosk.core.judgements import split_lookup_of
from kiosk.core.play import parse_play
from kiosk.core.receipts import default_receipt_prefix, receipt_code
from kiosk.core.rules import rule_by_id
from kiosk.core.rulings import ruling_details
from tests.ui.audit_bulk import write_rows


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(p / 100 * (len(ordered) - 1)))]


def sample_adjudication():
    lexicon = load_default_lexicon()
    play = parse_play("quixotic zax cats", lexicon.alphabet)
    return adjudicate(play, lexicon, rule_by_id("five-point"))


def bench_append(folder: Path, count: int) -> None:
    adj = sample_adjudication()
    log = open_audit_log(station_id="bench", path=folder / "append.sqlite3")
    log.record_adjudication(adj, profile="Bench")  # warm up
    ours = []
    for _ in range(count):
        began = time.perf_counter()
        log.record_adjudication(adj, profile="Bench")
        ours.append(time.perf_counter() - began)
    body = log.query()[-1].body
    log.close()

    conn = sqlite3.connect(folder / "bare.sqlite3", isolation_level=None)
    conn.execute("PRAGMA journal_mode = WAL")
    conn.execute("PRAGMA synchronous = FULL")
    if sys.platform == "darwin":
        conn.execute("PRAGMA fullfsync = ON")
    conn.execute("CREATE TABLE t (id INTEGER PRIMARY KEY, body TEXT NOT NULL)")
    text = canonical_json(body)
    bare = []
    for _ in range(count):
        began = time.perf_counter()
        conn.execute("BEGIN IMMEDIATE")
        conn.execute("INSERT INTO t (body) VALUES (?)", (text,))
        conn.execute("COMMIT")
        bare.append(time.perf_counter() - began)
    conn.close()

    ms = 1000
    print(f"append latency, synchronous=FULL, {count} appends")
    print(
        f"  audit log:   median {statistics.median(ours) * ms:.2f} ms, "
        f"p99 {percentile(ours, 99) * ms:.2f} ms"
    )
    print(
        f"  bare sqlite: median {statistics.median(bare) * ms:.2f} ms, "
        f"p99 {percentile(bare, 99) * ms:.2f} ms"
    )
    print(
        f"  ratio:       median x{statistics.median(ours) / statistics.median(bare):.2f}, "
        f"p99 x{percentile(ours, 99) / percentile(bare, 99):.2f}"
    )


def synthetic_rows(station_id: str, count: int, adj, start: datetime):
    """A valid chain of ``count`` adjudication rows for ``station_id``, built as appends would."""
    payload = adjudication_payload(
        adj, profile="Bench", source="kiosk", re_adjudication_of=None, second_opinion=None
    )
    prev = GENESIS_HASH
    for seq in range(1, count + 1):
        moment = start + timedelta(seconds=120 * seq)
        body = {
            "format": BODY_FORMAT,
            "event_id": str(uuid.uuid4()),
            "station_id": station_id,
            "station_name": station_id,
            "seq": seq,
            "kind": "adjudication",
            "recorded_at": format_utc(moment),
            "utc_offset_minutes": 0,
            "flags": {"possible_split_lookup": False, "re_adjudication": False},
            "refers_to": None,
            **payload,
        }
        text = canonical_json(body)
        digest = chain_hash(prev, text)
        yield {**filter_columns(body), "body": text, "prev_hash": prev, "hash": digest}
        prev = digest


def fill(path: Path, station_id: str, count: int, adj) -> None:
    write_rows(
        path, station_id, synthetic_rows(station_id, count, adj, datetime(2024, 5, 1, tzinfo=UTC))
    )


def bench_verify(folder: Path, count: int) -> None:
    path = folder / "verify.sqlite3"
    fill(path, "bench", count, sample_adjudication())
    log = open_audit_log(station_id="bench", path=path)
    log.verify()  # warm the page cache, as a second run would be
    times = []
    for _ in range(3):
        began = time.perf_counter()
        report = log.verify()
        times.append(time.perf_counter() - began)
        assert report.ok and report.count == count, report.summary()
    log.close()
    from kiosk.audit import chain

    parser = "orjson" if chain._loads.__module__ == "orjson" else "json (standard library)"
    best, median = min(times), statistics.median(times)
    print(f"verify, {count:,} records, body parser {parser}, 3 runs:")
    print(f"  best {best:.2f} s ({count / best:,.0f} records/s), median {median:.2f} s")
    print(f"  target 2 s: {'met' if median <= 2 else 'NOT met'} (x{2 / median:.1f} headroom)")


def bench_relay(folder: Path, stations: int, per_station: int) -> None:
    from kiosk.audit.relay import Relay, prepare_central

    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # the tests' PgCluster
    from tests.pg_cluster import PgCluster

    cluster = PgCluster()
    cluster.start()
    try:
        url = cluster.create_database("central")
        prepare_central(database_engine(url))
        adj = sample_adjudication()
        logs = []
        for n in range(stations):
            path = folder / f"station-{n}.sqlite3"
            fill(path, f"station-{n:02d}", per_station, adj)
            logs.append(open_audit_log(station_id=f"station-{n:02d}", path=path))
        total = stations * per_station

        relays = [Relay(log, url, poll_interval_s=0.05) for log in logs]
        began = time.perf_counter()
        for relay in relays:
            relay.start()
        ok = all(relay.wait_until_caught_up(300) for relay in relays)
        elapsed = time.perf_counter() - began
        backlog_rate = total / elapsed

        # Live: every station adjudicating at once while its relay copies.
        live_seconds = 5.0
        stop = threading.Event()
        made = [0] * stations

        def station(n: int) -> None:
            while not stop.is_set():
                logs[n].record_adjudication(adj, profile="Bench")
                made[n] += 1

        writers = [threading.Thread(target=station, args=(n,)) for n in range(stations)]
        live_began = time.perf_counter()
        for w in writers:
            w.start()
        time.sleep(live_seconds)
        stop.set()
        for w in writers:
            w.join()
        ok = ok and all(relay.wait_until_caught_up(120) for relay in relays)
        live_elapsed = time.perf_counter() - live_began
        for relay in relays:
            relay.stop()
        for log in logs:
            log.close()

        engine = database_engine(url)
        with engine.connect() as conn:
            stored = conn.execute(select(func.count()).select_from(AuditRow)).scalar()
            distinct = conn.execute(select(func.count(func.distinct(AuditRow.event_id)))).scalar()
        report = verify_engine(engine)
        engine.dispose()
        expected = total + sum(made)
        print(f"relay, {stations} stations into PostgreSQL")
        print(
            f"  backlog of {total:,} records: {elapsed:.2f} s, {backlog_rate:,.0f} records/s "
            f"(x{backlog_rate / 200:.1f} the 200/s target)"
        )
        print(
            f"  live: {sum(made):,} adjudications in {live_seconds:.0f} s at the stations "
            f"({sum(made) / live_seconds:,.0f}/s), all central after {live_elapsed:.2f} s"
        )
        print(
            f"  central: {stored:,} stored, {distinct:,} distinct, expected {expected:,}: "
            f"{expected - int(distinct or 0)} lost, {int(stored or 0) - int(distinct or 0)} "
            f"duplicated; caught up: {ok}; central verify: {report.summary()}"
        )
    finally:
        cluster.destroy()


# -- a large log to test with (--make-log) ------------------------------------------------

# Plays judged once against the bundled lexicon: every record is one of these, in a division.
MAKE_LOG_PLAYS = (
    "cat", "catz dogs", "quixotic zax", "dogs catx", "zax zaxes", "jeux", "qat", "oxen",
    "qi za", "fjord", "xu", "muzjiks", "cwm crwth", "jo jox", "vox", "quoth", "aa aal",
    "zyzzyva", "qoph", "ka kae kaes", "ewe ewes", "xi xis", "gypsyish", "zax qis",
    "wot ruz", "bizjet", "waqf qanat", "oe oes", "trek trekz", "blaffs",
)  # fmt: skip
MAKE_LOG_DIVISIONS = (("Division A", "double"), ("Division B", "five-point"), ("Open", "ten-point"))
SPLIT_WINDOW_S = 90.0  # the station's default (`kiosk.config.values.Settings`)
_INSERT_ROW = (
    f"INSERT INTO audit_records ({', '.join((*FILTER_COLUMNS, 'body', 'prev_hash', 'hash'))})"
    f" VALUES ({', '.join('?' * (len(FILTER_COLUMNS) + 3))})"
)
_INSERT_HEAD = (
    "INSERT INTO station_heads (station_id, seq, hash, signed_at, public_key, signature)"
    " VALUES (:station_id, :seq, :hash, :signed_at, :public_key, :signature)"
)


@dataclass
class _Station:
    """One station of a made log, as its appends would leave it."""

    id: str
    name: str
    prefix: str
    key: Any  # Ed25519PrivateKey
    at: datetime
    seq: int = 0
    prev: str = GENESIS_HASH
    in_session: bool = False
    session_left: int = 0
    division: int = 0
    table: int | None = None
    recent: deque = field(default_factory=lambda: deque(maxlen=4))  # (time, adjudication)
    last_adjudication: dict[str, Any] | None = None


@dataclass(frozen=True)
class MadeLog:
    """What `make_log` wrote: the records per station (id: count) and per kind."""

    path: Path
    stations: dict[str, int]
    kinds: dict[str, int]
    flagged: int
    seconds: float
    cpu_seconds: float  # this process's, both threads: what an idle machine would take


class _CanonicalText:
    """`canonical_json` of bodies that share their large values: a value registered once
    (the judged plays' words and results) is encoded once, scalars directly, anything
    else by `canonical_json` itself. The same text, checked against `canonical_json` for
    the first thousand bodies and one in every ``check_every`` after (RuntimeError)."""

    def __init__(self, check_every: int = 200) -> None:
        self.known: dict[int, tuple[Any, str]] = {}
        self.orders: dict[tuple[str, ...], list[tuple[str, str]]] = {}
        self.check_every = check_every
        self.made = 0

    def register(self, payload: dict[str, Any]) -> None:
        for value in payload.values():
            if isinstance(value, dict | list):
                self.known[id(value)] = (value, canonical_json(value))

    def __call__(self, body: dict[str, Any]) -> str:
        shape = tuple(body)
        order = self.orders.get(shape)
        if order is None:  # the keys in sorted order, each with its encoded name
            order = self.orders[shape] = [(k, f"{encode_basestring(k)}:") for k in sorted(body)]
        parts = []
        known = self.known
        for key, name in order:
            value = body[key]
            kind = value.__class__
            if kind is str:
                parts.append(name + encode_basestring(value))
            elif kind is int:
                parts.append(name + int.__repr__(value))
            elif value is None:
                parts.append(name + "null")
            elif kind is bool:
                parts.append(name + ("true" if value else "false"))
            else:
                hit = known.get(id(value))
                encoded = hit[1] if hit is not None and hit[0] is value else canonical_json(value)
                parts.append(name + encoded)
        text = "{" + ",".join(parts) + "}"
        self.made += 1
        checked = self.made <= 1000 or self.made % self.check_every == 0
        if checked and text != canonical_json(body):
            raise RuntimeError(f"body {self.made} is not in canonical form: {text[:200]}")
        return text


def _utc_text(moment: datetime) -> str:
    """`format_utc` of an aware UTC time, without strftime (checked against it)."""
    return (
        f"{moment.year:04d}-{moment.month:02d}-{moment.day:02d}T{moment.hour:02d}:"
        f"{moment.minute:02d}:{moment.second:02d}.{moment.microsecond:06d}Z"
    )


def _judged_payloads(lexicon) -> list[list[dict[str, Any]]]:
    """For each division, each play judged under its rule: (plain, out play) payloads."""
    made = []
    for division, rule_id in MAKE_LOG_DIVISIONS:
        rule = rule_by_id(rule_id)
        plays = []
        for text in MAKE_LOG_PLAYS:
            play = parse_play(text, lexicon.alphabet)
            plays.append(
                [
                    adjudication_payload(
                        adjudicate(play, lexicon, rule, final_play=final),
                        profile=division,
                        source="kiosk",
                        re_adjudication_of=None,
                        second_opinion=None,
                    )
                    for final in (False, True)
                ]
            )
        made.append(plays)
    return made


class _LogMaker:
    """Bodies and rows for `make_log`, built with the project's own record functions
    (`canonical_json`, `chain_hash`, `filter_values`, `split_lookup_of`, `ruling_details`)
    exactly as `kiosk.audit.store.AuditLog` builds an append."""

    def __init__(self, stations: list[_Station], lexicon, rng: random.Random) -> None:
        self.stations = stations
        self.rng = rng
        self.payloads = _judged_payloads(lexicon)
        self.start_details = {
            "version": kiosk_version,
            "profiles": [
                {"name": name, "lexicon": lexicon.name, "fingerprint": lexicon.fingerprint,
                 "rule": rule}
                for name, rule in MAKE_LOG_DIVISIONS
            ],
            "unavailable": [],
            "problem": None,
            "warnings": [],
        }  # fmt: skip
        self.kinds: Counter[str] = Counter()
        self.flagged = 0
        self.text = _CanonicalText()
        for division in self.payloads:
            for judged in division:
                for payload in judged:
                    self.text.register(payload)

    def _event_id(self) -> str:
        """A random (version 4) UUID, as `uuid.uuid4` writes it, from the seeded generator."""
        h = f"{self.rng.getrandbits(128):032x}"
        return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{'89ab'[int(h[16], 16) & 3]}{h[17:20]}-{h[20:]}"

    def row(self, station: _Station) -> tuple[Any, ...]:
        """The next record of ``station`` at its clock, as the insert's parameters."""
        kind, payload, flags, refers_to = self._next(station)
        station.seq += 1
        body: dict[str, Any] = {
            "format": BODY_FORMAT,
            "event_id": self._event_id(),
            "station_id": station.id,
            "station_name": station.name,
            "seq": station.seq,
            "kind": kind,
            "recorded_at": _utc_text(station.at),
            "utc_offset_minutes": 60,
            "flags": flags,
            "refers_to": refers_to,
            **payload,
        }
        if kind == "adjudication":
            station.recent.append((station.at, body))
            station.last_adjudication = body
        if station.seq == 1 and body["recorded_at"] != format_utc(station.at):
            raise RuntimeError("times are not written as format_utc writes them")
        text = self.text(body)
        digest = chain_hash(station.prev, text)
        prev, station.prev = station.prev, digest
        self.kinds[kind] += 1
        self.flagged += bool(flags.get("possible_split_lookup"))
        return (*filter_values(body), text, prev, digest)

    def _next(self, s: _Station) -> tuple[str, dict[str, Any], dict[str, bool], str | None]:
        rng = self.rng
        if not s.in_session:  # a day starts
            s.in_session, s.session_left = True, rng.randint(150, 600)
            s.division = rng.randrange(len(MAKE_LOG_DIVISIONS))
            return "kiosk-started", event_payload(self.start_details), {}, None
        s.session_left -= 1
        if s.session_left <= 0:
            s.in_session = False
            return "kiosk-stopped", event_payload({"reason": "director"}), {}, None
        roll = rng.random()
        earlier = s.last_adjudication
        division = MAKE_LOG_DIVISIONS[s.division][0]
        if roll < 0.02 and earlier is not None:
            return self._ruling(earlier)
        if roll < 0.04:
            details = {"profile": division, "table": s.table, "words": rng.randint(1, 3)}
            return "entry-withdrawn", event_payload(details), {}, None
        if roll < 0.045:
            return "director-login-succeeded", event_payload({}), {}, None
        if roll < 0.05:
            details = {"ok": True, "records": s.seq, "first_problem": None}
            return "audit-verified", event_payload(details), {}, None
        return self._adjudication(s, division)

    def _ruling(self, earlier: dict[str, Any]) -> tuple[str, dict[str, Any], dict, str | None]:
        category = self.rng.choice(("manual-lookup", "note", "improper-lookup-penalty"))
        fields: dict[str, Any] = {
            "manual-lookup": {"result": earlier["verdict"]},
            "improper-lookup-penalty": {"player": "challenger", "points": 10},
            "note": {},
        }[category]
        details = ruling_details(
            category, "checked at the table", target_receipt=earlier["receipt"], **fields
        )
        return "annotation", event_payload(details), {}, earlier["event_id"]

    def _adjudication(self, s: _Station, division: str) -> tuple[str, dict, dict, str | None]:
        rng = self.rng
        if s.table is None or rng.random() > 0.05:  # else the same table again: a split?
            s.table = rng.randint(1, 40)
        plain, out_play = rng.choice(self.payloads[s.division])
        payload = dict(out_play if rng.random() < 0.03 else plain)
        payload["table"] = s.table
        payload["declared_count"] = len(payload["words"])
        earlier = s.last_adjudication
        again = earlier is not None and rng.random() < 0.005
        if again:
            payload["re_adjudication_of"] = earlier["event_id"]  # type: ignore[index]
        payload["receipt"] = receipt_code(s.prefix, s.seq + 1)
        window = s.at - timedelta(seconds=SPLIT_WINDOW_S)
        recent = [body for at, body in s.recent if at >= window]  # what the store reads
        split = split_lookup_of(recent, division, s.table, s.at, SPLIT_WINDOW_S) if recent else None
        payload["split_lookup_of"] = split
        if split is not None and rng.random() < 0.5:  # they saw the warning, judged anyway
            payload["split_warning"] = {
                "earlier_receipt": split["receipt"],
                "earlier_seq": split["seq"],
                "seconds_since": split["seconds_before"],
                "decision": "judged anyway",
            }
        flags = {"possible_split_lookup": split is not None, "re_adjudication": again}
        return "adjudication", payload, flags, payload["re_adjudication_of"]

    def advance(self, s: _Station) -> None:
        """Move the station's clock to its next record: a play every few minutes, now and
        then one within the split window, and the next morning after a day ends."""
        if not s.in_session:
            morning = (s.at + timedelta(hours=14)).replace(hour=8, minute=0)
            s.at = morning + timedelta(seconds=self.rng.uniform(0, 3600))
        elif self.rng.random() < 0.04:
            s.at += timedelta(seconds=self.rng.uniform(10, 80))
        else:
            s.at += timedelta(seconds=self.rng.uniform(60, 600))


def _identities(
    count: int, home: Path | None, path: Path, rng: random.Random, start: datetime
) -> list[_Station]:
    from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey

    stations = []
    for n in range(count):
        if n == 0 and home is not None:  # the home's own, made as the station makes them
            station_id, _host = station_identity(home, log=path)
            name, _central, prefix = configured_station(home)
            key = station_key(home)
            prefix = prefix or default_receipt_prefix(station_id)
        else:
            station_id = str(uuid.UUID(int=rng.getrandbits(128), version=4))
            name, prefix = f"Table {n + 1}", default_receipt_prefix(station_id)
            key = Ed25519PrivateKey.generate()
        begins = start + timedelta(seconds=rng.uniform(0, 600))
        stations.append(_Station(station_id, name, prefix, key, begins))
    return stations


@contextmanager
def bulk_load(path: Path) -> Iterator[sqlite3.Connection]:
    """A connection filling the new log at ``path`` (its schema made) in one transaction:
    no journal meanwhile, the indexes of audit_records built once the rows are in (a sort
    each), exactly as they were, then WAL again and the file synced. Only inserts: the
    append-only triggers stand."""
    conn = sqlite3.connect(path, isolation_level=None)
    try:
        conn.execute("PRAGMA journal_mode = OFF")
        conn.execute("PRAGMA synchronous = OFF")
        conn.execute("PRAGMA cache_size = -262144")  # 256 MB: the indexes are sorted in memory
        conn.execute("BEGIN IMMEDIATE")
        indexes = conn.execute(
            "SELECT name, sql FROM sqlite_master WHERE type = 'index'"
            " AND tbl_name = 'audit_records' AND sql IS NOT NULL ORDER BY rowid"
        ).fetchall()
        for name, _sql in indexes:
            conn.execute(f'DROP INDEX "{name}"')
        yield conn
        for _name, sql in indexes:
            conn.execute(sql)
        conn.execute("COMMIT")
        conn.execute("PRAGMA journal_mode = WAL")
    finally:
        conn.close()
    with open(path, "rb") as written:
        os.fsync(written.fileno())


def make_log(
    path: Path,
    records: int,
    *,
    stations: int = 1,
    home: Path | None = None,
    seed: int = 0,
    start: datetime | None = None,
) -> MadeLog:
    """Write a new station log of ``records`` records at ``path``: a valid chain for each
    of ``stations`` stations, interleaved in time, each head signed with its station's key
    (a ``station_heads`` row, as the central log keeps them). One transaction; the schema
    is the station's own (`open_audit_log` makes it) and nothing but inserts is done, so
    the append-only triggers stand. With ``home``, the first station is that kiosk home's
    (``path`` must be ``home / "audit.sqlite3"``). Refuses a path that holds a log already.
    """
    from kiosk.audit.central import signed_head

    began, cpu_began = time.perf_counter(), time.process_time()
    if home is not None:
        home.mkdir(mode=0o700, parents=True, exist_ok=True)
        if path.absolute() != (home / "audit.sqlite3").absolute():
            raise ValueError(f"with --home the log is {home / 'audit.sqlite3'}, not {path}")
    wal = path.with_name(path.name + "-wal")
    if (path.exists() and path.stat().st_size) or wal.exists():
        raise ValueError(f"{path} is there already: a log is never overwritten")
    rng = random.Random(seed)
    start = start or datetime(2026, 11, 21, 8, tzinfo=UTC)
    station_list = _identities(max(1, stations), home, path, rng, start)
    open_audit_log(station_id=station_list[0].id, path=path).close()  # the newest schema
    if home is not None:
        path.chmod(0o600)  # private, as the station keeps its home
    maker = _LogMaker(station_list, load_default_lexicon(), rng)
    with bulk_load(path) as conn:
        queue = [(s.at, n) for n, s in enumerate(station_list)]
        heapq.heapify(queue)

        def make(count: int) -> list[tuple[Any, ...]]:
            batch = []
            for _ in range(count):
                _at, n = queue[0]
                station = station_list[n]
                batch.append(maker.row(station))
                maker.advance(station)
                heapq.heapreplace(queue, (station.at, n))
            return batch

        def rows() -> Iterator[tuple[Any, ...]]:
            # Rows are made in a second thread while SQLite (which lets go of the GIL)
            # writes the previous batch.
            with ThreadPoolExecutor(1) as pool:
                left = records
                pending = pool.submit(make, min(left, 2000))
                while pending is not None:
                    batch = pending.result()
                    left -= len(batch)
                    pending = pool.submit(make, min(left, 2000)) if left else None
                    yield from batch

        conn.executemany(_INSERT_ROW, rows())
        signed_at = max(s.at for s in station_list)
        for station in station_list:
            if station.seq:
                head = signed_head(station.key, station.id, station.seq, station.prev, signed_at)
                conn.execute(_INSERT_HEAD, head)
    return MadeLog(
        path,
        {s.id: s.seq for s in station_list},
        dict(maker.kinds),
        maker.flagged,
        time.perf_counter() - began,
        time.process_time() - cpu_began,
    )


# -- append cost against the size of the log (--append-scale) ------------------------------


@dataclass
class _Appender:
    """One log appended to by `bench_append_scale`: its latencies and its path."""

    label: str
    path: Path
    station_id: str
    times: list[float] = field(default_factory=list)


def bare_commit(path: Path):
    """A bare commit (BEGIN IMMEDIATE, one insert, COMMIT) on a new WAL file with
    ``synchronous=FULL`` (``fullfsync`` on macOS): the floor of a durable append."""
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("PRAGMA journal_mode = WAL")
    conn.execute("PRAGMA synchronous = FULL")
    if sys.platform == "darwin":
        conn.execute("PRAGMA fullfsync = ON")
    conn.execute("CREATE TABLE t (id INTEGER PRIMARY KEY, body TEXT NOT NULL)")

    def commit(text: str) -> None:
        conn.execute("BEGIN IMMEDIATE")
        conn.execute("INSERT INTO t (body) VALUES (?)", (text,))
        conn.execute("COMMIT")

    return conn, commit


def bench_append_scale(
    folder: Path, small: int, large: int, appends: int, large_log: Path | None = None
) -> dict[str, float]:
    """p99 of one append to a log of ``small`` records against one of ``large`` records
    (``large_log``: a copy of a log made by ``--make-log``, else one made here), and
    against a bare WAL ``synchronous=FULL`` commit, all in this run. The three are
    interleaved (one append to each in turn), so the disk's and the machine's mood
    weighs on each alike. Returns the figures (seconds and ratios)."""
    adj = sample_adjudication()
    logs = []
    for label, count, given in (("small", small, None), ("large", large, large_log)):
        path = given or folder / f"scale-{count}.sqlite3"
        if given is None:
            began = time.perf_counter()
            made = make_log(path, count)
            print(f"  made a log of {count:,} records in {time.perf_counter() - began:.1f} s")
            station_id = next(iter(made.stations))
        else:
            from kiosk.audit.log_file import chain_owners

            station_id = chain_owners(path)[0]
        logs.append(_Appender(label, path, station_id))
    opened = [open_audit_log(station_id=a.station_id, path=a.path) for a in logs]
    conn, commit_bare = bare_commit(folder / "bare-scale.sqlite3")
    bare: list[float] = []
    try:
        for log in opened:  # warm up: the first append reads the indexes' top pages in
            log.record_adjudication(adj, profile="Bench")
        text = canonical_json(opened[0].record_adjudication(adj, profile="Bench").body)
        for _ in range(appends):
            for appender, log in zip(logs, opened, strict=True):
                began = time.perf_counter()
                log.record_adjudication(adj, profile="Bench")
                appender.times.append(time.perf_counter() - began)
            began = time.perf_counter()
            commit_bare(text)
            bare.append(time.perf_counter() - began)
    finally:
        for log in opened:
            log.close()
        conn.close()
    ms = 1000
    small_times, large_times = logs[0].times, logs[1].times
    figures = {
        "small_median": statistics.median(small_times),
        "small_p99": percentile(small_times, 99),
        "large_median": statistics.median(large_times),
        "large_p99": percentile(large_times, 99),
        "bare_median": statistics.median(bare),
        "bare_p99": percentile(bare, 99),
    }
    figures["large_vs_small_p99"] = figures["large_p99"] / figures["small_p99"]
    figures["append_vs_bare_median"] = figures["small_median"] / figures["bare_median"]
    figures["append_vs_bare_p99"] = figures["small_p99"] / figures["bare_p99"]
    print(f"append cost against the log's size, {appends} appends each, interleaved")
    for count, times in ((small, small_times), (large, large_times), (0, bare)):
        what = f"log of {count:,}" if count else "bare commit"
        print(
            f"  {what:>18}: median {statistics.median(times) * ms:.2f} ms,"
            f" p99 {percentile(times, 99) * ms:.2f} ms"
        )
    verdict = "met" if figures["large_vs_small_p99"] <= 1.2 else "NOT met"
    print(
        f"  p99 {large:,} / {small:,}: x{figures['large_vs_small_p99']:.2f} (target 1.2: {verdict})"
    )
    verdict = "met" if figures["append_vs_bare_p99"] <= 4 else "NOT met"
    print(
        f"  durable append / bare commit: median x{figures['append_vs_bare_median']:.2f},"
        f" p99 x{figures['append_vs_bare_p99']:.2f} (target 4: {verdict})"
    )
    return figures


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--appends", type=int, default=500)
    parser.add_argument("--verify-records", type=int, default=100_000)
    parser.add_argument(
        "--stations", type=int, help="stations relayed (default 20), or in --make-log (1)"
    )
    parser.add_argument("--per-station", type=int, default=500)
    parser.add_argument("--no-relay", action="store_true")
    parser.add_argument("--make-log", metavar="PATH", type=Path, help="write a new log, only")
    parser.add_argument("--records", type=int, default=1_000_000, help="records of --make-log")
    parser.add_argument("--home", type=Path, help="--make-log: this kiosk home's own log")
    parser.add_argument("--seed", type=int, default=0, help="--make-log: the same log again")
    parser.add_argument(
        "--append-scale",
        nargs="?",
        const="",
        metavar="LOG",
        help="only: append p99 at 1,000 records against 1,000,000 (or a copy of LOG, made"
        " by --make-log) and against a bare commit, in one run",
    )
    parser.add_argument("--scale-records", type=int, default=1_000_000, help="--append-scale")
    parser.add_argument("--scale-folder", type=Path, help="--append-scale: logs made here")
    args = parser.parse_args()
    if args.append_scale is not None:
        with tempfile.TemporaryDirectory(prefix="bench-audit-", dir=args.scale_folder) as tmp:
            given = None
            if args.append_scale:
                import shutil

                given = Path(tmp) / "given.sqlite3"
                shutil.copyfile(args.append_scale, given)
            bench_append_scale(Path(tmp), 1000, args.scale_records, args.appends, given)
        return
    if args.make_log is not None:
        try:
            made = make_log(
                args.make_log, args.records, stations=args.stations or 1, home=args.home,
                seed=args.seed,
            )  # fmt: skip
        except ValueError as exc:
            parser.error(str(exc))
        kinds = ", ".join(f"{n:,} {kind}" for kind, n in sorted(made.kinds.items()))
        print(f"{made.path}: {sum(made.stations.values()):,} records, "
              f"{len(made.stations)} station(s), {made.seconds:.1f} s"
              f" (CPU {made.cpu_seconds:.1f} s)")  # fmt: skip
        print(f"  {kinds}; {made.flagged:,} flagged as possible split lookups")
        for station_id, count in made.stations.items():
            print(f"  station {station_id}: {count:,} records, head signed")
        return
    with tempfile.TemporaryDirectory(prefix="bench-audit-") as tmp:
        folder = Path(tmp)
        bench_append(folder, args.appends)
        bench_verify(folder, args.verify_records)
        if not args.no_relay:
            bench_relay(folder, args.stations or 20, args.per_station)


if __name__ == "__main__":
    main()
