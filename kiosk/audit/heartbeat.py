"""Heartbeats: a running station tells the central log, every 15 s, what it is doing.

A heartbeat is one insert into ``station_heartbeats`` (never the audit chain):
station id and name, software version, each profile (division, lexicon name,
word count, fingerprint, rule), the screen it is on, the relay's backlog, the
time of its last adjudication and its problems. The fleet view
(`kiosk.fleet`) reads the newest row per station.

`HeartbeatSender` runs on its own daemon thread with its own engine and short
timeouts, so judging never waits for it; a server that does not answer only
shows in `HeartbeatSender.status` (the station's director view). The snapshot
callable is called on the sender's thread and must only read plain values.

While a player's call for a word judge is open (``watch`` names its record's event id), the
sender also asks the central log every `CALL_POLL_S` seconds whether the fleet page
acknowledged it (``word_judge_acks``, written by the page server: `read_acks`), and hands
each answer to ``heard``, on its thread.

Each heartbeat is signed with the station's key (``station-key.pem``, the key its chain
heads are signed with, which the central copy pinned on first use): `heartbeat_bytes` are
the exact bytes signed, `heartbeat_verifies` checks a row against a pinned key. The server
stamps the row's ``received_at`` itself (migration 0009), so its age never depends on the
station's clock.

On PostgreSQL each heartbeat also carries a ``counter`` the station signs, above every one it
sent before (`next_counter`: its clock in nanoseconds, and never below the last one + 1; a mark
above it is kept in the kiosk home's ``heartbeat-counter``, and the highest one the central
copy holds is learnt at the first beat after a start, so a restored home or a clock set back
still counts up); the server refuses a
heartbeat that does not count up (migration 0011), so a station's own heartbeat copied and
inserted again is refused. Its body carries the station's side of the event (`station_state`):
the central server's clock against its own (``clock_offset_s``, from the last measurement the
kiosk kept in ``central-clock.json``), the event it joined and the newest plan it accepted
(``plan_serial``), for the fleet page to place its records on the central clock and see which
stations hold the next plan.
"""

from __future__ import annotations

import json
import logging
import os
import threading
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from kiosk.audit.errors import first_line
from kiosk.audit.records import canonical_json, format_utc
from kiosk.core.i18n import QT_TRANSLATE_NOOP, Message
from kiosk.deferred import deferred
from kiosk.storage import files, paths
from kiosk.worker import Worker

# The database layer and the keys load when a heartbeat is first sent, after start-up.
if TYPE_CHECKING:
    import sqlalchemy as sa
    import sqlalchemy.exc as sa_errors
    from cryptography import exceptions as crypto_errors
    from cryptography.hazmat.primitives.asymmetric import ed25519
    from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey
    from sqlalchemy import Engine

    from kiosk.audit import central, relay
    from kiosk.audit import identity as station_keys
else:
    sa = deferred("sqlalchemy")
    sa_errors = deferred("sqlalchemy.exc")
    crypto_errors = deferred("cryptography.exceptions")
    ed25519 = deferred("cryptography.hazmat.primitives.asymmetric.ed25519")
    central = deferred("kiosk.audit.central")
    relay = deferred("kiosk.audit.relay")
    station_keys = deferred("kiosk.audit.identity")

__all__ = [
    "ACKS_TABLE",
    "CALL_POLL_S",
    "HEARTBEAT_INTERVAL_S",
    "CallAck",
    "SCREENS",
    "Heartbeat",
    "HeartbeatSender",
    "HeartbeatStatus",
    "ProfileBeat",
    "heartbeat_bytes",
    "heartbeat_engine",
    "heartbeat_interval",
    "heartbeat_message",
    "heartbeat_text",
    "heartbeat_verifies",
    "insert_ack",
    "next_counter",
    "station_state",
    "read_acks",
]

log = logging.getLogger(__name__)

HEARTBEAT_INTERVAL_S = 15.0
INTERVAL_ENV = "CHALLENGE_KIOSK_HEARTBEAT_S"  # tests and benches beat faster
TIMEOUT_S = 3
CALL_POLL_S = 0.5  # while a call is open: how often the station asks whether it was answered
ACKS_TABLE = "word_judge_acks"  # migration 0005
# What the station shows, as the fleet view names it.
SCREENS = ("ready", "entry", "verdict", "word judge", "not ready", "director", "stopped")


HEARTBEAT_FORMAT = "challenge-kiosk-heartbeat-1"
# The columns a station signs, in the row as inserted (`Heartbeat.row`).
SIGNED_COLUMNS = (
    "station_id",
    "station_name",
    "sent_at",
    "version",
    "screen",
    "relay_backlog",
    "last_adjudication_at",
    "body",
)


COUNTED_COLUMN = "counter"  # migration 0011: signed with the others when the row has one
COUNTER_FILE = "heartbeat-counter"
COUNTER_RESERVE_NS = 600 * 10**9  # the mark kept in the home runs this far ahead of the counter
# The kiosk's own files this module reads (kiosk.event.clock.CLOCK_FILE, kiosk.event.EVENT_FILE:
# the event package sits above this one, so their names are repeated here; a test keeps them equal).
CLOCK_FILE = "central-clock.json"
EVENT_FILE = "event.json"


def heartbeat_bytes(row: Any) -> bytes:
    """The exact bytes a station signs for a heartbeat row (any mapping with its columns; the
    counter is signed when the row has one, so rows from before migration 0011 still verify)."""
    fields = {name: row[name] for name in SIGNED_COLUMNS}
    counter = row.get(COUNTED_COLUMN) if hasattr(row, "get") else None
    if counter is not None:
        fields[COUNTED_COLUMN] = int(counter)
    return canonical_json({"format": HEARTBEAT_FORMAT, **fields}).encode()


def next_counter(last: int | None, now_ns: int | None = None) -> int:
    """The next heartbeat's counter: this computer's clock in nanoseconds, and above ``last``
    (the last one sent) whatever the clock says."""
    now = time.time_ns() if now_ns is None else now_ns
    return now if last is None else max(now, last + 1)


def _read_json(path: Path) -> Any:
    try:
        return json.loads(files.read_regular_file(path, 64 << 10))
    except (OSError, ValueError, RecursionError):
        return None


def station_state(home: Path | None) -> dict[str, Any]:
    """The station's side of the event, as its heartbeat says it: ``clock_offset_s`` (seconds
    the central server's clock is ahead of this station's at the last measurement; None: never
    measured), ``clock_measured_at`` (the server's time then), ``event`` and ``plan_serial``
    (the newest plan this station accepted; None: it joined no event)."""
    folder = paths.kiosk_home() if home is None else home
    state: dict[str, Any] = {
        "clock_offset_s": None,
        "clock_measured_at": None,
        "event": None,
        "plan_serial": None,
    }
    clock = _read_json(folder / CLOCK_FILE)
    if isinstance(clock, dict):
        try:
            server = datetime.fromisoformat(str(clock["server_utc"]))
            station = datetime.fromisoformat(str(clock["station_utc"]))
            state["clock_offset_s"] = round((server - station).total_seconds(), 3)
            state["clock_measured_at"] = format_utc(server)
        except (KeyError, ValueError, TypeError):
            pass
    event = _read_json(folder / EVENT_FILE)
    if isinstance(event, dict) and isinstance(event.get("event"), str):
        state["event"] = event["event"][:200]
        held = event.get("held_serial", 0)
        state["plan_serial"] = held if isinstance(held, int) and not isinstance(held, bool) else 0
    return state


def sign_heartbeat(row: dict[str, Any], key: Ed25519PrivateKey) -> dict[str, Any]:
    """``row`` with the station's public key and its signature over `heartbeat_bytes`."""
    signature = key.sign(heartbeat_bytes(row)).hex()
    return {**row, "public_key": central.public_key_hex(key), "signature": signature}


def heartbeat_verifies(row: Any, pinned_key: str | None) -> bool:
    """Whether a heartbeat row is signed by the key pinned for its station (False without
    a pinned key, a signature, or when the signature does not verify over the row)."""
    key, signature = row.get("public_key"), row.get("signature")
    if not pinned_key or not key or not signature or key != pinned_key:
        return False
    try:
        ed25519.Ed25519PublicKey.from_public_bytes(bytes.fromhex(pinned_key)).verify(
            bytes.fromhex(signature), heartbeat_bytes(row)
        )
    except (crypto_errors.InvalidSignature, ValueError, TypeError, KeyError):
        return False
    return True


# The fleet page reads heartbeat bodies of up to 64,000 characters (kiosk.fleet.model.MAX_BODY);
# past this size a heartbeat leaves its problems' messages out and keeps their English.
MAX_SAID_BODY = 32_000


@dataclass(frozen=True)
class ProfileBeat:
    """One division as the station judges it now (``problem``: why it cannot)."""

    division: str
    lexicon: str | None = None
    word_count: int | None = None
    fingerprint: str | None = None
    rule: str | None = None
    problem: str | None = None  # English
    problem_said: Any = None  # the same as a message (`kiosk.core.i18n.message_data`)


@dataclass(frozen=True)
class Heartbeat:
    station_id: str
    station_name: str
    version: str
    screen: str
    profiles: tuple[ProfileBeat, ...] = ()
    relay_backlog: int | None = None
    last_adjudication_at: datetime | None = None
    problems: tuple[str, ...] = field(default_factory=tuple)  # English
    # the same problems as messages (`kiosk.core.i18n.message_data`), for the fleet page to
    # word in its language; a reader that does not know them shows the English
    problems_said: tuple[Any, ...] = field(default_factory=tuple)

    def row(self, now: datetime, state: dict[str, Any] | None = None) -> dict[str, Any]:
        """The ``station_heartbeats`` row, sent at ``now`` (``state``: `station_state`)."""
        body: dict[str, Any] = {
            "profiles": [asdict(p) for p in self.profiles],
            "problems": list(self.problems),
            "said": list(self.problems_said),
            **(state or {}),
        }
        text = json.dumps(body, sort_keys=True, ensure_ascii=False)
        if len(text) > MAX_SAID_BODY:  # the messages are a courtesy: the English always goes
            body["said"] = []
            for profile in body["profiles"]:
                profile["problem_said"] = None
            text = json.dumps(body, sort_keys=True, ensure_ascii=False)
        last = self.last_adjudication_at
        return {
            "station_id": self.station_id[:64],
            "station_name": self.station_name[:200],
            "sent_at": format_utc(now),
            "version": self.version[:40],
            "screen": self.screen if self.screen in SCREENS else "not ready",
            "relay_backlog": self.relay_backlog,
            "last_adjudication_at": format_utc(last) if last is not None else None,
            "body": text,
        }


@dataclass(frozen=True)
class HeartbeatStatus:
    """For the director: when the last heartbeat arrived, and the last error."""

    sent: int
    last_error: str | None
    last_success_at: float | None  # time.monotonic()


@dataclass(frozen=True)
class CallAck:
    """A director acknowledged a station's call (the record ``call``, an event id)."""

    station_id: str
    call: str
    at: str  # UTC, as the records write it
    by: str
    where: str


def _acks() -> Any:
    return sa.table(
        ACKS_TABLE,
        *(
            sa.column(name)
            for name in (
                "id",
                "station_id",
                "call_event_id",
                "acknowledged_at",
                "acknowledged_by",
                "acknowledged_where",
            )
        ),
    )


def read_acks(engine: Engine, station_id: str, calls: tuple[str, ...]) -> list[CallAck]:
    """The acknowledgements the central log holds for these calls of ``station_id``."""
    acks = _acks()
    stmt = (
        sa.select(acks)
        .where(acks.c.station_id == station_id, acks.c.call_event_id.in_(calls))
        .order_by(acks.c.id)
    )
    with engine.connect() as conn:
        rows = conn.execute(stmt).mappings().all()
    return [
        CallAck(
            r["station_id"],
            r["call_event_id"],
            r["acknowledged_at"],
            r["acknowledged_by"],
            r["acknowledged_where"],
        )
        for r in rows
    ]


def insert_ack(engine: Engine, ack: CallAck) -> None:
    """Store an acknowledgement (the fleet page server, with its insert-only role)."""
    row = {
        "station_id": ack.station_id[:64],
        "call_event_id": ack.call[:36],
        "acknowledged_at": ack.at[:32],
        "acknowledged_by": ack.by[:200],
        "acknowledged_where": ack.where[:200],
    }
    with engine.begin() as conn:
        conn.execute(sa.insert(_acks()).values(**row))


def heartbeat_interval() -> float:
    """Seconds between heartbeats: 15, or ``$CHALLENGE_KIOSK_HEARTBEAT_S`` (at least 0.2)."""
    try:
        return max(0.2, float(os.environ.get(INTERVAL_ENV, HEARTBEAT_INTERVAL_S)))
    except ValueError:
        return HEARTBEAT_INTERVAL_S


def heartbeat_engine(url: str) -> Engine:
    """An engine that gives up quickly: a heartbeat is never worth waiting for."""
    if not url.startswith("postgresql"):
        return sa.create_engine(url, connect_args={"timeout": TIMEOUT_S})  # SQLite: busy timeout
    connect_args: dict[str, Any] = {
        "connect_timeout": TIMEOUT_S,
        "options": f"-c statement_timeout={TIMEOUT_S * 1000}",
    }
    # pre-ping: a connection the network dropped while idle between beats is replaced before
    # the beat, rather than failing it and the next whole interval with it
    return sa.create_engine(
        url, pool_size=1, max_overflow=0, pool_pre_ping=True, connect_args=connect_args
    )


class HeartbeatSender:
    """Sends ``snapshot()`` to ``central_url`` every ``interval_s`` seconds on its own thread."""

    def __init__(
        self,
        central_url: str,
        snapshot: Callable[[], Heartbeat],
        *,
        interval_s: float | None = None,
        clock: Callable[[], datetime] = lambda: datetime.now(UTC),
        watch: Callable[[], tuple[str, str] | None] | None = None,
        heard: Callable[[CallAck], None] | None = None,
        home: Path | None = None,
    ) -> None:
        self.central_url = central_url
        self.snapshot = snapshot
        self.watch = watch  # (station id, call event id) of the open call, or None
        self.heard = heard
        self.interval_s = heartbeat_interval() if interval_s is None else interval_s
        self._clock = clock
        self._home = home  # where station-key.pem is (None: the kiosk home)
        self._key: Ed25519PrivateKey | None = None
        self._engine: Engine | None = None
        self._soon = threading.Event()  # the next heartbeat now (`beat_soon`)
        self._due = 0.0  # when the next heartbeat is due (time.monotonic())
        self._worker = Worker("heartbeat", self._round)
        self._sent = 0
        self._last_error: str | None = None
        self._last_success: float | None = None
        self._counter: int | None = None  # the last counter sent
        self._reserved: int | None = None  # the mark kept in the home, above every counter sent
        self._counted: bool | None = None  # the central copy counts heartbeats (0011)

    def start(self) -> None:
        self._worker.start()

    def stop(self, timeout: float = 0.5) -> None:
        """Stop sending; never waits longer than ``timeout`` for a server that hangs."""
        if not self._worker.stop(timeout):
            return  # the daemon thread ends with the process
        if self._engine is not None:
            self._engine.dispose()

    def beat_soon(self) -> None:
        """Send the next heartbeat now (the station's state changed in a way that matters)."""
        self._soon.set()
        self._worker.wake()

    @property
    def status(self) -> HeartbeatStatus:
        return HeartbeatStatus(self._sent, self._last_error, self._last_success)

    def send_once(self) -> None:
        """One heartbeat now (raises what the database raises)."""
        if self._engine is None:
            self._engine = heartbeat_engine(self.central_url)
        relay.prepare_central(self._engine)
        row = self.snapshot().row(self._clock(), station_state(self._home))
        if self._engine.dialect.name == "postgresql":  # migration 0009: signed heartbeats
            if self._counts(row["station_id"]):
                row[COUNTED_COLUMN] = self._next_counter()
            key = self._station_key()
            if key is not None:
                row = sign_heartbeat(row, key)
        beats = sa.table("station_heartbeats", *(sa.column(name) for name in row))
        try:
            with self._engine.begin() as conn:
                conn.execute(sa.insert(beats).values(**row))
        except Exception:
            self._counted = None  # refused or lost: the next beat asks the central copy again
            raise
        self._sent += 1
        self._last_error = None
        self._last_success = time.monotonic()

    def _counts(self, station_id: str) -> bool:
        """Whether the central copy counts heartbeats (migration 0011); at the first beat (and
        after one failed) the counter learns the highest one it holds for this station, so a
        restored home or a clock set back never sends one the server refuses."""
        if self._counted is None:
            try:
                with self._engine.connect() as conn:  # type: ignore[union-attr]
                    high = conn.execute(
                        sa.text(
                            "SELECT max(counter) FROM station_heartbeats WHERE station_id = :s"
                        ),
                        {"s": station_id},
                    ).scalar()
            except sa_errors.ProgrammingError:  # a central copy from before 0011
                self._counted = False
                return False
            self._counter = max(self._counter or 0, self._kept_counter(), int(high or 0)) or None
            self._counted = True
        return self._counted

    def _counter_path(self) -> Path:
        return (paths.kiosk_home() if self._home is None else self._home) / COUNTER_FILE

    def _kept_counter(self) -> int:
        """The last counter kept in the kiosk home (0: none)."""
        text_ = _read_json(self._counter_path())
        return text_ if isinstance(text_, int) and not isinstance(text_, bool) else 0

    def _next_counter(self) -> int:
        """The next counter. The kiosk home keeps a mark above it, written before it is sent
        and only when the counter reaches the last mark (`COUNTER_RESERVE_NS` ahead: one write
        every ten minutes, not one per beat); after a restart the counter starts above the
        mark. A home that cannot be written still counts up while the station runs."""
        self._counter = next_counter(self._counter)
        if self._reserved is None or self._counter >= self._reserved:
            reserved = self._counter + COUNTER_RESERVE_NS
            try:
                files.atomic_write(self._counter_path(), str(reserved).encode())
                self._reserved = reserved
            except OSError as exc:
                log.debug("heartbeat counter not kept: %s", exc)
        return self._counter

    def _station_key(self) -> Ed25519PrivateKey | None:
        """The station's key, read once it exists (the relay makes it); None without one:
        the heartbeat goes unsigned and the fleet page shows it as not verified."""
        if self._key is None:
            try:
                self._key = station_keys.existing_station_key(self._home)
            except station_keys.StationKeyProblem as exc:
                log.debug("heartbeat not signed: %s", exc)
        return self._key

    def listen_once(self) -> bool:
        """Ask whether the open call was acknowledged, and pass each answer on; True while
        a call is open (raises what the database raises)."""
        call = self.watch() if self.watch is not None else None
        if call is None:
            return False
        if self._engine is None:
            self._engine = heartbeat_engine(self.central_url)
        for ack in read_acks(self._engine, call[0], (call[1],)):
            if self.heard is not None:
                self.heard(ack)
        return True

    def _round(self) -> float:
        """A heartbeat when one is due (or asked for), and a look for a director's answer to
        a call on show; returns the time to the next of either (the worker's round)."""
        if self._soon.is_set() or time.monotonic() >= self._due:
            self._soon.clear()
            try:
                self.send_once()
            except Exception as exc:  # unreachable, misconfigured: retry at the next beat
                self._last_error = first_line(exc)
                log.debug("heartbeat not sent: %s", self._last_error)
            self._due = time.monotonic() + self.interval_s
        wait = self._due - time.monotonic()
        try:
            if self.listen_once():
                wait = min(wait, CALL_POLL_S)
        except Exception as exc:  # the next round asks again; the call screen times out
            log.debug("acknowledgements not read: %s", first_line(exc))
            wait = min(wait, CALL_POLL_S * 4)
        return max(0.0, wait)


HEARTBEAT_OFF = QT_TRANSLATE_NOOP("Heartbeat", "Fleet heartbeat: off (no central log set).")
HEARTBEAT_UNREACHABLE = QT_TRANSLATE_NOOP(
    "Heartbeat", "Fleet heartbeat: the central log is unreachable. Last error: {error}"
)
HEARTBEAT_CONNECTING = QT_TRANSLATE_NOOP("Heartbeat", "Fleet heartbeat: connecting…")
HEARTBEAT_SENT = QT_TRANSLATE_NOOP("Heartbeat", "Fleet heartbeat: sent {seconds} s ago.")


def heartbeat_message(status: HeartbeatStatus | None, now: float | None = None) -> Message:
    """The heartbeat's state in a sentence for the station's director view."""
    if status is None:
        return HEARTBEAT_OFF()
    if status.last_error:
        return HEARTBEAT_UNREACHABLE(error=status.last_error)
    if status.last_success_at is None:
        return HEARTBEAT_CONNECTING()
    age = (time.monotonic() if now is None else now) - status.last_success_at
    return HEARTBEAT_SENT(seconds=f"{age:.0f}")


def heartbeat_text(status: HeartbeatStatus | None, now: float | None = None) -> str:
    """`heartbeat_message` in English."""
    return str(heartbeat_message(status, now))
