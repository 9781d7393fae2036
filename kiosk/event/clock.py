"""The event's one clock: the central server's, as this station measured it (no Qt).

An event plan's instant is on the central server's clock. Every program that decides which
plan is in force (the kiosk, `judge`, `director event status`, the self-test) decides it on
that clock, from an offset measured at a contact with the server:

* measured now (one round trip: the server's time is taken as halfway through it, so the
  uncertainty is half the round trip);
* or, when the server cannot be reached, from the last measurement, kept in the kiosk home
  (``central-clock.json``). Its age is counted on the machine's boot clock (``/proc/uptime``
  on Linux), not on the wall clock, so a wall clock set wrong after the last contact (by hand,
  by a dead battery, by ``faketime``) is corrected too; the uncertainty grows with the age
  (a quartz clock drifts up to 200 ppm, 0.7 s an hour). After a restart of the machine, only
  the wall clock and the last offset are left, and the estimate says so.

A decision that falls within the uncertainty of an instant is not guessed: `too_close` names
the instant, and the caller refuses with the message.
"""

from __future__ import annotations

import contextlib
import json
import time
from dataclasses import asdict, dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import TYPE_CHECKING

from kiosk.storage.files import atomic_write, read_regular_file

if TYPE_CHECKING:
    from collections.abc import Callable, Iterable

    from sqlalchemy.engine import Engine

__all__ = [
    "CLOCK_FILE",
    "ClockReading",
    "EventTime",
    "NEVER_MEASURED_S",
    "boot_clock",
    "clock_engine",
    "clock_said",
    "event_time",
    "load_reading",
    "measure",
    "save_reading",
    "server_time",
    "span",
    "too_close",
]

CLOCK_FILE = "central-clock.json"
DRIFT = 200e-6  # a quartz clock's worst drift, seconds a second
_RESTARTED_UNCERTAINTY_S = 60.0  # no boot clock to age the offset: the wall clock, trusted less
NEVER_MEASURED_S = 900.0  # a station in an event that never measured: its wall clock, ± 15 min
_CONNECT_TIMEOUT_S = 3  # a command waits this long for the server before using the last contact


def clock_engine(url: str) -> Engine:
    """An engine to measure the server's clock with, giving up after a few seconds."""
    from sqlalchemy import create_engine

    return create_engine(url, connect_args={"connect_timeout": _CONNECT_TIMEOUT_S})


def clock_said(offset_s: float) -> str:
    """How far this computer's clock is off, for a director: "clock 10 min fast"."""
    seconds = abs(offset_s)
    amount = f"{seconds / 60:.0f} min" if seconds >= 90 else f"{seconds:.0f} s"
    side = "fast" if offset_s < 0 else "slow"  # the server ahead: this clock is slow
    return f"this computer's clock is {amount} {side} against the central server's"


def _read_text(path: str) -> str:
    try:
        with open(path, encoding="ascii") as file:
            return file.read()
    except OSError:
        return ""


def boot_clock() -> tuple[str, float]:
    """(this boot's id, seconds since boot), from the kernel's files on Linux, which neither a
    wall clock set by hand nor ``faketime`` moves; elsewhere ("", the monotonic clock)."""
    uptime = _read_text("/proc/uptime").split()
    boot_id = _read_text("/proc/sys/kernel/random/boot_id").strip()
    if uptime and boot_id:
        try:
            return boot_id, float(uptime[0])
        except ValueError:
            pass
    return "", time.monotonic()


@dataclass(frozen=True)
class ClockReading:
    """One measurement: the server's time at it, this station's wall clock at it, half the
    round trip, and the boot clock at it (to age it without trusting the wall clock)."""

    server_utc: str  # ISO 8601, the server's time halfway through the round trip
    station_utc: str  # this station's wall clock at the same moment
    uncertainty_s: float
    boot_id: str
    boot_s: float

    @property
    def offset_s(self) -> float:
        """Seconds the server's clock is ahead of this station's (negative: behind)."""
        server = datetime.fromisoformat(self.server_utc)
        station = datetime.fromisoformat(self.station_utc)
        return (server - station).total_seconds()


@dataclass(frozen=True)
class EventTime:
    """The server's time now, as well as this station can tell, and how it knows."""

    now: datetime
    uncertainty_s: float
    source: str  # "measured now", "last contact ..." (for the director)
    offset_s: float  # the server's clock minus this station's wall clock


def measure(
    engine: Engine,
    wall: Callable[[], float] = time.time,
    boot: Callable[[], tuple[str, float]] = boot_clock,
) -> ClockReading:
    """The server's clock against this station's, over one round trip."""
    from sqlalchemy import text

    with engine.connect() as conn:
        sent = wall()
        server = conn.execute(text("SELECT CURRENT_TIMESTAMP")).scalar()
        back = wall()
    boot_id, boot_s = boot()
    if isinstance(server, str):  # SQLite answers in text, UTC
        server = datetime.fromisoformat(server).replace(tzinfo=UTC)
    if not isinstance(server, datetime):
        raise ValueError(f"the central log's clock answered {server!r}")
    if server.tzinfo is None:
        server = server.replace(tzinfo=UTC)
    middle = datetime.fromtimestamp((sent + back) / 2, UTC)
    return ClockReading(
        server_utc=server.astimezone(UTC).isoformat(),
        station_utc=middle.isoformat(),
        uncertainty_s=max((back - sent) / 2, 0.001),
        boot_id=boot_id,
        boot_s=boot_s,
    )


def save_reading(home: Path, reading: ClockReading) -> None:
    """Keep the last measurement in the kiosk home (private, written whole or not at all)."""
    atomic_write(home / CLOCK_FILE, json.dumps(asdict(reading), sort_keys=True).encode())


def load_reading(home: Path) -> ClockReading | None:
    """The last measurement kept, or None (none yet, or a file that cannot be used)."""
    try:
        fields = json.loads(read_regular_file(home / CLOCK_FILE, 4096))
        reading = ClockReading(
            server_utc=str(fields["server_utc"]),
            station_utc=str(fields["station_utc"]),
            uncertainty_s=float(fields["uncertainty_s"]),
            boot_id=str(fields["boot_id"]),
            boot_s=float(fields["boot_s"]),
        )
        _ = reading.offset_s  # both times readable
    except (OSError, ValueError, KeyError, TypeError, RecursionError):
        return None
    return reading


def _stamp(moment: datetime) -> str:
    return moment.astimezone(UTC).strftime("%H:%M:%S UTC")


def from_reading(
    reading: ClockReading,
    wall: Callable[[], datetime],
    boot: Callable[[], tuple[str, float]] = boot_clock,
    *,
    fresh: bool = False,
) -> EventTime:
    """The server's time now from a measurement: aged on the boot clock when this is still
    the boot it was made in, else the wall clock plus the offset, trusted less."""
    server_then = datetime.fromisoformat(reading.server_utc)
    if fresh:
        now = wall() + timedelta(seconds=reading.offset_s)
        return EventTime(now, reading.uncertainty_s, "measured now", reading.offset_s)
    boot_id, boot_s = boot()
    if boot_id and boot_id == reading.boot_id and boot_s >= reading.boot_s:
        age = boot_s - reading.boot_s
        now = server_then + timedelta(seconds=age)
        offset = (now - wall()).total_seconds()
        return EventTime(
            now,
            reading.uncertainty_s + DRIFT * age,
            f"last contact {_stamp(server_then)}, {int(age // 60)} min ago",
            offset,
        )
    now = wall() + timedelta(seconds=reading.offset_s)
    age = max(0.0, (now - server_then).total_seconds())
    return EventTime(
        now,
        reading.uncertainty_s + DRIFT * age + _RESTARTED_UNCERTAINTY_S,
        f"last contact {_stamp(server_then)}, before this computer restarted",
        reading.offset_s,
    )


def event_time(
    home: Path,
    engine: Engine | None,
    wall: Callable[[], datetime] = lambda: datetime.now(UTC),
) -> tuple[EventTime | None, str]:
    """The server's time now: measured through ``engine`` when it answers (and kept), else
    from the last measurement kept. Returns (the time or None when there is none at all, why
    the server was not asked or did not answer, "" when it did)."""
    problem = "no central log set" if engine is None else ""
    if engine is not None:
        try:
            reading = measure(engine)
        except Exception as exc:  # the network, the server, the role: the last contact
            problem = f"the central log cannot be reached ({str(exc).splitlines()[0][:200]})"
        else:
            with contextlib.suppress(OSError):  # an unwritable home judges on the fresh reading
                save_reading(home, reading)
            return from_reading(reading, wall, fresh=True), ""
    kept = load_reading(home)
    if kept is None:
        return None, problem
    return from_reading(kept, wall), problem


def too_close(instants: Iterable[datetime], at: EventTime) -> datetime | None:
    """The first instant within the uncertainty of ``at``: which side of it "now" is cannot
    be told; None when every instant is clearly before or after."""
    margin = timedelta(seconds=at.uncertainty_s)
    for instant in sorted(instants):
        if abs(instant - at.now) <= margin:
            return instant
    return None


def server_time(home: Path, central_url: str) -> tuple[EventTime, str]:
    """The central server's time now, for a program deciding which plan is in force: asked
    of the server at ``central_url`` (within a few seconds; "" asks nobody), else aged from
    the last contact kept in ``home``, else this computer's clock (trusted to
    `NEVER_MEASURED_S` when a server is set but was never reached; exactly, when none is set:
    there is nothing else). Returns it and why the server was not asked or did not answer."""
    engine = clock_engine(central_url) if central_url else None
    try:
        at, problem = event_time(home, engine)
    finally:
        if engine is not None:
            engine.dispose()
    if at is None:
        at = EventTime(
            datetime.now(UTC),
            NEVER_MEASURED_S if central_url else 0.0,
            "this computer's clock, never measured against the server's",
            0.0,
        )
    return at, problem


def span(gap: timedelta) -> str:
    """A stretch of time as a director reads it: "3 h 5 min", "7 min"."""
    hours, minutes = divmod(int(abs(gap.total_seconds())) // 60, 60)
    return f"{hours} h {minutes} min" if hours else f"{minutes} min"
