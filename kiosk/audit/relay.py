"""Copying a station's records to the central PostgreSQL log, in the background.

The station always writes locally first; the relay copies afterwards, so an
adjudication never waits for the network. For each station in the local
file, the relay asks the central log for the highest sequence number it
holds, then sends the following records in sequence order, a batch per
transaction, with ``INSERT ... ON CONFLICT (event_id) DO NOTHING`` so a batch
sent twice (after a timeout, a restart, two relays) is harmless. While the
central server is unreachable it retries with exponential backoff
(0.5 s doubling, capped at 30 s by default).
"""

from __future__ import annotations

import logging
import threading
import time
from dataclasses import dataclass
from typing import TYPE_CHECKING

from sqlalchemy import Engine
from sqlalchemy.dialects.postgresql import insert as pg_insert

from kiosk.audit.models import AuditRow
from kiosk.audit.store import station_heads

if TYPE_CHECKING:
    from kiosk.audit.store import AuditLog

__all__ = ["Relay", "RelayStatus", "backoff_delays", "prepare_central"]

log = logging.getLogger(__name__)

_COPIED_COLUMNS = [c.name for c in AuditRow.__table__.columns if c.name != "id"]
_prepared: set[str] = set()
_prepared_lock = threading.Lock()


def backoff_delays(first: float, cap: float):  # -> Iterator[float]
    """0.5, 1, 2, 4 ... seconds, never more than ``cap``."""
    delay = first
    while True:
        yield delay
        delay = min(delay * 2, cap)


def prepare_central(engine: Engine) -> None:
    """Bring the central database to the current schema (once per process and URL)."""
    key = engine.url.render_as_string(hide_password=False)
    with _prepared_lock:
        if key in _prepared:
            return
        from kiosk.audit.migrate import upgrade

        upgrade(engine)
        _prepared.add(key)


@dataclass(frozen=True)
class RelayStatus:
    """For the director's screen: how far the copy is, and the last error if any."""

    running: bool
    copied: int
    pending: int | None
    last_error: str | None
    last_success_at: float | None  # time.monotonic() of the last successful round


class Relay:
    """A background thread copying ``local``'s records to the central log at ``central_url``."""

    def __init__(
        self,
        local: AuditLog,
        central_url: str,
        *,
        batch_size: int = 500,
        poll_interval_s: float = 1.0,
        first_backoff_s: float = 0.5,
        max_backoff_s: float = 30.0,
    ) -> None:
        from kiosk.audit.store import database_engine

        self.local = local
        self.central_url = central_url
        self.batch_size = batch_size
        self.poll_interval_s = poll_interval_s
        self.first_backoff_s = first_backoff_s
        self.max_backoff_s = max_backoff_s
        self._engine = database_engine(central_url)
        self._wake = threading.Event()
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        self._central_heads: dict[str, int] | None = None
        self._copied = 0
        self._pending: int | None = None
        self._last_error: str | None = None
        self._last_success: float | None = None

    # -- control -------------------------------------------------------------------------

    def start(self) -> None:
        if self._thread is not None:
            return
        self._stop.clear()
        self._thread = threading.Thread(target=self._run, name="audit-relay", daemon=True)
        self._thread.start()

    def stop(self, timeout: float = 10.0) -> None:
        """Stop the thread (after its current batch) and close the central connections."""
        self._stop.set()
        self._wake.set()
        if self._thread is not None:
            self._thread.join(timeout)
            self._thread = None
        self._engine.dispose()

    def wake(self, *_args: object) -> None:
        """Ask for a copy round now (called after each local append)."""
        self._wake.set()

    @property
    def status(self) -> RelayStatus:
        return RelayStatus(
            running=self._thread is not None and self._thread.is_alive(),
            copied=self._copied,
            pending=self._pending,
            last_error=self._last_error,
            last_success_at=self._last_success,
        )

    def wait_until_caught_up(self, timeout: float) -> bool:
        """True once a round found nothing left to copy (within ``timeout`` seconds)."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self._pending == 0 and self._last_error is None:
                local = self.local.station_heads()
                if self._central_heads is not None and all(
                    self._central_heads.get(s, 0) >= m for s, m in local.items()
                ):
                    return True
            self._wake.set()
            time.sleep(0.05)
        return False

    # -- work ----------------------------------------------------------------------------

    def _run(self) -> None:
        delays = backoff_delays(self.first_backoff_s, self.max_backoff_s)
        while not self._stop.is_set():
            try:
                copied = self.sync_once()
            except Exception as exc:  # any failure: keep the station running, retry later
                self._last_error = str(exc).strip().splitlines()[0] if str(exc) else repr(exc)
                self._central_heads = None  # ask the server again where it stands
                self._pending = None
                delay = next(delays)
                log.warning("central log unreachable, retrying in %.1f s: %s", delay, exc)
                self._stop.wait(delay)
                continue
            delays = backoff_delays(self.first_backoff_s, self.max_backoff_s)
            self._last_error = None
            self._last_success = time.monotonic()
            if copied == 0:
                self._wake.wait(self.poll_interval_s)
                self._wake.clear()

    def _fetch_central_heads(self) -> dict[str, int]:
        with self._engine.connect() as conn:
            return station_heads(conn)

    def sync_once(self) -> int:
        """Copy what the central log lacks, up to one batch per station; returns how many
        records were sent. Raises on any database error (the thread backs off)."""
        if self._central_heads is None:
            prepare_central(self._engine)
            self._central_heads = self._fetch_central_heads()
        heads = self._central_heads
        local_heads = self.local.station_heads()
        sent = 0
        for station, local_max in sorted(local_heads.items()):
            central_max = heads.get(station, 0)
            if local_max <= central_max:
                continue
            rows = self.local.records_after(station, central_max, self.batch_size)
            if not rows:
                continue
            values = [dict(zip(_COPIED_COLUMNS, row, strict=True)) for row in rows]
            stmt = pg_insert(AuditRow).on_conflict_do_nothing(index_elements=["event_id"])
            with self._engine.begin() as conn:
                conn.execute(stmt, values)
            heads[station] = values[-1]["seq"]
            sent += len(values)
            self._copied += len(values)
        self._pending = sum(max(0, m - heads.get(s, 0)) for s, m in local_heads.items())
        return sent
