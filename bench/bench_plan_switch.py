"""A plan switch at 200 stations: how soon after the instant the central copy hears that each
station judges with the new list.

    python bench/bench_plan_switch.py [--stations 200] [--processes 4] [--lead 90]

A private PostgreSQL cluster (``max_connections`` raised: each station holds a relay and a
heartbeat connection) holds the central database. The head director's event key signs two
plans: plan 1 (list OLD, in force now, valid until the instant) and plan 2 (list NEW from
the instant, ``--lead`` seconds ahead); both are published with their lists.

The simulated stations are the station's own code, headless, in ``--processes`` processes:
each is a `StationRuntime` (`open_station`: its own home, signed log, relay and heartbeat
sender at the default interval), joined to the event, which fetches the plans and stages
the lists with `EventSync.sync_once` (the station's own fetch, proven through the
director's door) and is asked `follow_event` every second, as the window asks it.

Measured for every station, from the instant (the server's clock):
* ``heard``: the first heartbeat the server received (``received_at``, its own clock) that
  reports the new list;
* ``recorded``: its ``event-plan-applied`` record for plan 2 in the central copy (the relay).
Target (issue 26): every station heard within one heartbeat interval (15 s) of the instant.
The ratio printed is the slowest station's delay against that interval (target <= 1.0).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

EVENT = "Bench Open"
DIVISION = "Division A"


def _lexicon(folder: Path, name: str, words: list[str]) -> tuple[Path, str, int]:
    from lexicon_build.builder import build_lexicon
    from tests.lexforge import ENGLISH

    source = folder / f"{name}.txt"
    source.write_text("\n".join(words) + "\n", encoding="utf-8")
    path = folder / f"{name}.clex"
    built = build_lexicon([source], name=name, alphabet=ENGLISH)
    built.write(path)
    from kiosk.lexicons.file import load_lexicon

    info = load_lexicon(path).info
    return path, info.fingerprint, info.word_count


def head_director(url: str, folder: Path, instant: datetime) -> tuple[str, str, str]:
    """Plans 1 and 2 signed and published with their lists: (public key, old fp, new fp)."""
    from kiosk.audit.engine import database_engine
    from kiosk.audit.relay import prepare_central
    from kiosk.core.plan import DivisionPlan, EventPlan
    from kiosk.event.central import publish
    from kiosk.event.signing import create_event_key, public_key_hex, sign_plan

    old_file, old, _ = _lexicon(folder, "OLD", ["cat", "dogs"])
    new_file, new, _ = _lexicon(folder, "NEW", ["cat", "dogs", "qi", "za"])
    key = create_event_key(folder / "event-key.pem")
    engine = database_engine(url)
    prepare_central(engine)
    yesterday = instant - timedelta(days=1)
    plans = [
        (EventPlan(EVENT, 1, yesterday, (DivisionPlan(DIVISION, "OLD", old, "double"),),
                   valid_until=instant), [("OLD", old, old_file)]),
        (EventPlan(EVENT, 2, instant, (DivisionPlan(DIVISION, "NEW", new, "double"),)),
         [("NEW", new, new_file)]),
    ]  # fmt: skip
    for plan, lists in plans:
        files = [(fp, name, path.read_bytes()) for name, fp, path in lists]
        publish(engine, sign_plan(plan, key), EVENT, plan.serial, files)
    engine.dispose()
    return public_key_hex(key), old, new


def worker(args: argparse.Namespace) -> int:
    """``--count`` stations from ``--first``: set up, ready, then asked every second."""
    import threading

    from kiosk.director.event_sync import EventSync
    from kiosk.event.membership import join
    from kiosk.runtime.station_runtime import open_station

    runtimes = []
    root = Path(args.root)
    for number in range(args.first, args.first + args.count):
        home = root / f"station-{number:03d}"
        home.mkdir(mode=0o700)
        (home / "station.toml").write_text(
            f'[station]\nname = "Table {number}"\n\n[settings]\ncentral_url = "{args.url}"\n\n'
            f'[[profiles]]\nname = "{DIVISION}"\nlexicon = "ENABLE"\n',
            encoding="utf-8",
        )
        os.environ["CHALLENGE_KIOSK_HOME"] = str(home)  # one home at a time, as it opens
        join(home, EVENT, args.key)
        runtime = open_station()
        if not runtime.ready and runtime.audit is None:
            print(f"station {number}: {runtime.problem}", file=sys.stderr)
            return 1
        sync = EventSync(runtime)
        sync.sync_once()  # plan 1 and plan 2 accepted, both lists staged
        runtime.follow_event()  # plan 1 in force now
        runtimes.append(runtime)
    stop = threading.Event()

    def window_ticks() -> None:  # as each station's window asks, every second
        while not stop.is_set():
            for runtime in runtimes:
                runtime.follow_event()
            stop.wait(1.0)

    ticker = threading.Thread(target=window_ticks, daemon=True)
    ticker.start()
    print("ready", flush=True)
    sys.stdin.readline()  # the main process says when to stop
    stop.set()
    ticker.join(5)
    for runtime in runtimes:
        runtime.close()
    return 0


def measure(url: str, new: str, instant: datetime, stations: int, timeout_s: float):
    """Seconds from the instant until each station was heard on the new list, and until its
    plan-2 record reached the central copy (None: not within the time)."""
    from sqlalchemy import text

    from kiosk.audit.engine import database_engine

    engine = database_engine(url)
    heard: dict[str, float] = {}
    recorded: dict[str, float] = {}
    deadline = time.monotonic() + timeout_s
    at = instant.strftime("%Y-%m-%dT%H:%M:%S")
    try:
        while time.monotonic() < deadline and (len(heard) < stations or len(recorded) < stations):
            with engine.connect() as conn:
                for station, received in conn.execute(
                    text(
                        "SELECT station_id, min(received_at) FROM station_heartbeats"
                        " WHERE body LIKE :fp AND received_at >= :at GROUP BY station_id"
                    ),
                    {"fp": f"%{new}%", "at": instant},
                ):
                    heard[station] = (received - instant).total_seconds()
                for station, body in conn.execute(
                    text(
                        "SELECT station_id, body FROM audit_records"
                        " WHERE kind = 'event-plan-applied' AND recorded_at >= :at"
                    ),
                    {"at": at},
                ):
                    details = json.loads(body)["details"]
                    if details.get("serial") == 2 and not details.get("waiting"):
                        stamp = datetime.fromisoformat(json.loads(body)["recorded_at"])
                        recorded.setdefault(station, (stamp - instant).total_seconds())
            time.sleep(0.5)
    finally:
        engine.dispose()
    return heard, recorded


def _figures(name: str, delays: dict[str, float], stations: int, interval: float) -> str:
    if not delays:
        return f"{name}: no station within the time"
    values = sorted(delays.values())
    p95 = values[max(0, int(len(values) * 0.95) - 1)]
    return (
        f"{name}: {len(values)}/{stations} stations; after the instant median "
        f"{statistics.median(values):.2f} s, p95 {p95:.2f} s, slowest {values[-1]:.2f} s "
        f"(x{values[-1] / interval:.2f} of the {interval:g} s heartbeat interval; target x1.0)"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--stations", type=int, default=200)
    parser.add_argument("--processes", type=int, default=4)
    parser.add_argument("--lead", type=float, default=0.0, help="seconds (0: from the set-up)")
    parser.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--url", help=argparse.SUPPRESS)
    parser.add_argument("--key", help=argparse.SUPPRESS)
    parser.add_argument("--root", help=argparse.SUPPRESS)
    parser.add_argument("--first", type=int, default=1, help=argparse.SUPPRESS)
    parser.add_argument("--count", type=int, default=0, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.worker:
        return worker(args)

    from kiosk.audit.heartbeat import heartbeat_interval
    from tests.pg_cluster import PgCluster

    interval = heartbeat_interval()
    cluster = PgCluster()
    cluster.start({"max_connections": str(3 * args.stations + 50)})
    workers: list[subprocess.Popen[str]] = []
    try:
        url = cluster.create_database("plan_switch")
        lead = args.lead or 30.0 + 1.5 * args.stations  # the set-up: up to 1.5 s a station
        instant = (datetime.now(UTC) + timedelta(seconds=lead)).replace(microsecond=0)
        with tempfile.TemporaryDirectory(prefix="plan-switch-") as folder:
            key, _old, new = head_director(url, Path(folder), instant)
            share = -(-args.stations // args.processes)
            started = time.monotonic()
            for first in range(1, args.stations + 1, share):
                count = min(share, args.stations + 1 - first)
                command = [
                    *(sys.executable, __file__, "--worker", "--url", url, "--key", key),
                    *("--root", folder, "--first", str(first), "--count", str(count)),
                ]
                workers.append(
                    subprocess.Popen(
                        command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, cwd=ROOT
                    )
                )
            for process in workers:
                line = process.stdout.readline() if process.stdout else ""
                if line.strip() != "ready":
                    raise SystemExit("a worker did not get its stations ready")
            set_up = time.monotonic() - started
            left = (instant - datetime.now(UTC)).total_seconds()
            print(
                f"{args.stations} stations in {len(workers)} processes set up in {set_up:.1f} s;"
                f" the instant in {left:.1f} s"
            )
            if left < 0:
                raise SystemExit(f"the set-up overran the instant: run with --lead {lead + 60:g}")
            heard, recorded = measure(url, new, instant, args.stations, left + 4 * interval)
            print(_figures("heard on the new list (heartbeat, server clock)", heard,
                           args.stations, interval))  # fmt: skip
            print(_figures("plan 2 applied, record in the central copy", recorded,
                           args.stations, interval))  # fmt: skip
            for process in workers:
                if process.stdin:
                    process.stdin.write("stop\n")
                    process.stdin.flush()
            for process in workers:
                process.wait(120)
    finally:
        for process in workers:
            if process.poll() is None:
                process.kill()
        cluster.stop()
        cluster.destroy()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
