"""Copying a station's records to the central PostgreSQL log, in the background.

The station always writes locally first; the relay copies afterwards, so an
adjudication never waits for the network. A record is sent only when it
*extends* the central copy: for each station, in one transaction holding that
station's advisory lock, the relay reads the central copy's last record,
checks that the local log holds that very record (same sequence number, same
hash), then sends the following records, each one checked to recompute from
its text and to link to the one before. When the two disagree (the local log
was cut, lost or rewritten, a local record was altered, the central log holds
something else) the relay stops copying that station, records a
``central-diverged`` event in the local log (once) and reports it in
`RelayStatus.diverged`. See `kiosk.audit.central` for what this catches and
what it cannot.

With a station key, each batch carries the station's signed chain head
(``station_heads``); a key other than the one the central log pinned for the
station is a divergence too. While the central server is unreachable the relay
retries with exponential backoff (0.5 s doubling, capped at 30 s by default).

The relay never owns the local log: it takes anything that has the `LocalLog`
methods, and whoever opened the log (`kiosk.runtime.station_runtime`, `kiosk.audit.station_log`)
starts and stops it.
"""

from __future__ import annotations

import json
import logging
import threading
import time
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any, Protocol

from sqlalchemy import Connection, Engine, func, insert, select
from sqlalchemy.dialects.postgresql import insert as pg_insert

from kiosk.audit.central import (
    DIFFERENT,
    KEY_MISSING,
    KEY_NEW,
    KEY_SHARED,
    Alarm,
    Link,
    central_chain,
    compare_station,
    divergence_alarm,
    pinned_key,
    public_key_hex,
    raise_alarm,
    signed_head,
)
from kiosk.audit.chain import ChainRow, edited_reason
from kiosk.audit.engine import database_engine
from kiosk.audit.errors import first_line
from kiosk.audit.models import AuditRow, StationHeadRow
from kiosk.audit.records import FILTER_COLUMNS, GENESIS_HASH, AuditQuery, EventKind
from kiosk.core.i18n import Message, Template
from kiosk.core.receipts import parse_receipt
from kiosk.core.station_messages import (
    ANOTHER_KEY,
    DIVERGED_AT,
    NOT_HERE,
    NOT_LINKED,
    RECORD_EDITED,
    STATION_DIVERGED,
)
from kiosk.deferred import deferred
from kiosk.worker import Worker

if TYPE_CHECKING:
    from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey

# loaded at first use (`kiosk.deferred`)
if TYPE_CHECKING:
    import sqlalchemy.engine as sa_engine

    import kiosk.audit.migrate as migrate
else:
    migrate = deferred("kiosk.audit.migrate")
    sa_engine = deferred("sqlalchemy.engine")

__all__ = ["LocalLog", "Relay", "RelayStatus", "backoff_delays", "prepare_central", "redact"]

log = logging.getLogger(__name__)

COPIED_COLUMNS = [c.name for c in AuditRow.__table__.columns if c.name != "id"]
_prepared: set[str] = set()
_prepared_lock = threading.Lock()
_UNKNOWN = Link(-1, "", "")  # the central head has not been asked for yet

# Why a station is no longer copied: the sentences the fleet page words are in
# `kiosk.core.station_messages`; this one stays English, as the central alarms.
KEY_GONE = Template(  # no new text to translate
    "Relay",
    "the central log pinned a signing key for this station, but the station has none to "
    "sign with (station-key.pem is missing, empty or not a key)",
)


class LocalLog(Protocol):
    """What the relay needs from a station's log (an `kiosk.audit.store.AuditLog`)."""

    station_id: str

    def station_heads(self) -> dict[str, int]: ...
    def records_after(self, station_id: str, seq: int, limit: int) -> list[tuple[Any, ...]]: ...
    def chain(self, station_id: str) -> list[Link]: ...
    def query(self, query: AuditQuery) -> list[Any]: ...
    def record_event(self, kind: EventKind, details: Mapping[str, Any]) -> Any: ...
    def raise_receipts(self, number: int) -> bool: ...
    def add_listener(self, listener: Callable[[Any], None]) -> None: ...
    def remove_listener(self, listener: Callable[[Any], None]) -> None: ...


def backoff_delays(first: float, cap: float) -> Iterator[float]:
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
        migrate.upgrade(engine)
        _prepared.add(key)


def redact(url: str) -> str:
    """The URL without its password (or a placeholder when it is not a URL)."""
    try:
        return sa_engine.make_url(url).render_as_string(hide_password=True)
    except Exception:
        return "the configured central_url"


@dataclass(frozen=True)
class RelayStatus:
    """For the director's screen: how far the copy is, the last error, any divergence."""

    running: bool
    copied: int
    pending: int | None
    last_error: str | None
    last_success_at: float | None  # time.monotonic() of the last successful round
    diverged: tuple[str, ...] = ()  # one sentence per station no longer copied (English)
    divergences: tuple[Message, ...] = ()  # the same sentences, for the director's language

    def said(self) -> tuple[Message | str, ...]:
        """The stations no longer copied, one sentence each, to word in a language."""
        return self.divergences or self.diverged


class _Diverged(Exception):
    """The local log and the central copy disagree at ``seq`` (``valid``: the records
    before the problem, which may still be sent)."""

    def __init__(
        self,
        seq: int,
        how: str,
        message: Message | str,
        valid: list[dict[str, Any]] | None = None,
    ) -> None:
        super().__init__(message)
        self.seq, self.how, self.message = seq, how, message
        self.valid = valid or []


class Relay:
    """A background thread copying ``local``'s records to the central log at ``central_url``."""

    def __init__(
        self,
        local: LocalLog,
        central_url: str,
        *,
        key: Ed25519PrivateKey | None = None,
        batch_size: int = 500,
        poll_interval_s: float = 1.0,
        first_backoff_s: float = 0.5,
        max_backoff_s: float = 30.0,
        clock: Callable[[], datetime] = lambda: datetime.now(UTC),
    ) -> None:
        self.local = local
        self.central_url = central_url
        self.key = key
        self.batch_size = batch_size
        self.poll_interval_s = poll_interval_s
        self.first_backoff_s = first_backoff_s
        self.max_backoff_s = max_backoff_s
        self._clock = clock
        self._engine: Engine | None = None  # made on the first round: a bad URL is a problem
        self._urgent = threading.Event()  # cuts a backoff short (a flush, a stop)
        self._worker = Worker("audit-relay", self._round)
        self._delays = backoff_delays(first_backoff_s, max_backoff_s)
        self._retry_at: float | None = None  # backing off until then (time.monotonic())
        self._central: dict[str, Link | None] = {}  # central head per station (None: none)
        self._diverged: dict[str, Message] = {}
        self._key_ok = False
        self._receipts_learned = False
        self.first_contact = threading.Event()  # set once the first round ended, either way
        self._copied = 0
        self._pending: int | None = None
        self._last_error: str | None = None
        self._last_success: float | None = None

    # -- control -------------------------------------------------------------------------

    def start(self) -> None:
        """Start copying, and listen to the local log's appends."""
        if self._worker.is_alive:
            return
        self.local.add_listener(self.wake)
        self._worker.start()

    def stop(self, timeout: float = 10.0) -> None:
        """Stop the thread (after its current batch) and close the central connections."""
        self.local.remove_listener(self.wake)
        self._urgent.set()
        if not self._worker.stop(timeout):
            return  # still waiting on the network; the daemon thread dies with the process
        if self._engine is not None:
            self._engine.dispose()

    def finish(self, timeout: float) -> RelayStatus:
        """Copy what is left, waiting at most ``timeout`` seconds, then stop. The returned
        status says whether everything arrived (``pending == 0``, nothing diverged)."""
        self.start()
        self.wait_until_caught_up(timeout)
        status = self.status
        self.stop(timeout=0.5)
        return status

    def wake(self, *_args: object) -> None:
        """Ask for a copy round now (called after each local append)."""
        self._worker.wake()

    def push_now(self) -> None:
        """Copy at once, cutting a backoff short: a record someone waits for was appended
        (a player's call for a word judge, which the fleet page shows)."""
        self._worker.wake()
        self._urgent.set()

    @property
    def status(self) -> RelayStatus:
        divergences = tuple(
            STATION_DIVERGED(station=s, difference=m) for s, m in sorted(self._diverged.items())
        )
        return RelayStatus(
            running=self._worker.is_alive,
            copied=self._copied,
            pending=self._pending,
            last_error=self._last_error,
            last_success_at=self._last_success,
            diverged=tuple(str(d) for d in divergences),
            divergences=divergences,
        )

    def caught_up(self) -> bool:
        """True when the last round found every local record in the central log."""
        if self._diverged or self._pending != 0 or self._last_error is not None:
            return False
        local = self.local.station_heads()
        known = self._central
        return all(
            s in known and (known[s].seq if known[s] is not None else 0) >= m  # type: ignore[union-attr]
            for s, m in local.items()
        )

    def wait_until_caught_up(self, timeout: float) -> bool:
        """True once a round found nothing left to copy (within ``timeout`` seconds); False
        at once when a station diverged."""
        deadline = time.monotonic() + timeout
        self._urgent.set()
        while time.monotonic() < deadline:
            if self._diverged:
                return False
            if self.caught_up():
                return True
            self._worker.wake()
            time.sleep(0.05)
        return False

    # -- work ----------------------------------------------------------------------------

    def _round(self) -> float:
        """One copy round (the worker's): a batch per station, then at once again while
        there is more, else after ``poll_interval_s`` or the next append. After a failure
        it backs off; an append does not cut the backoff short, `push_now` does."""
        now = time.monotonic()
        if self._retry_at is not None and now < self._retry_at and not self._urgent.is_set():
            return self._retry_at - now  # woken by an append: the backoff goes on
        self._urgent.clear()
        self._retry_at = None
        try:
            copied = self.sync_once()
        except Exception as exc:  # any failure: keep the station running, retry later
            self._last_error = first_line(exc)
            self.first_contact.set()
            self._central.clear()  # ask the server again where it stands
            self._pending = None
            delay = next(self._delays)
            log.warning("central log unreachable, retrying in %.1f s: %s", delay, exc)
            self._retry_at = time.monotonic() + delay
            return delay
        self._delays = backoff_delays(self.first_backoff_s, self.max_backoff_s)
        self._last_error = None
        self._last_success = time.monotonic()
        self.first_contact.set()
        return 0.0 if copied else self.poll_interval_s

    def _engine_ready(self) -> Engine:
        if self._engine is None:
            self._engine = database_engine(self.central_url)
        prepare_central(self._engine)
        return self._engine

    def sync_once(self) -> int:
        """Copy what the central log lacks, up to one batch per station; returns how many
        records were sent. Raises on any database error (the thread backs off)."""
        engine = self._engine_ready()
        local_heads = self.local.station_heads()
        sent = 0
        for station in sorted(set(local_heads) | {self.local.station_id}):
            if station in self._diverged:
                continue
            local_max = local_heads.get(station, 0)
            known = self._central.get(station, _UNKNOWN)
            if known is not _UNKNOWN and (known.seq if known else 0) >= local_max:
                continue
            sent += self._sync_station(engine, station)
        self._pending = sum(
            max(0, m - (self._central.get(s) or Link(0, "", "")).seq)
            for s, m in local_heads.items()
            if s not in self._diverged
        )
        return sent

    def _sync_station(self, engine: Engine, station: str) -> int:
        problem: _Diverged | None = None
        with engine.begin() as conn:
            if conn.dialect.name == "postgresql":  # one relay at a time per station
                conn.execute(select(func.pg_advisory_xact_lock(func.hashtext(station))))
            head = self._central_head(conn, station)
            if station == self.local.station_id and not self._receipts_learned:
                self._learn_receipts(conn, station)
            try:
                values = self._next_batch(conn, station, head)
            except _Diverged as exc:
                values, problem = exc.valid, exc
            if values:
                self._send(conn, station, values)
                last = values[-1]
                head = Link(last["seq"], last["prev_hash"], last["hash"])
            if problem is not None:
                problem = self._describe(conn, station, problem)
            if problem is not None:
                self._raise_alarm(conn, station, problem, head)
        self._central[station] = head
        if values:
            self._copied += len(values)
        if problem is not None:
            self._diverge(station, problem)
        return len(values)

    def _learn_receipts(self, conn: Connection, station: str) -> None:
        """At the first contact: the highest receipt the central copy holds for this station
        becomes the floor of its next receipts (a kiosk home restored from an old copy,
        its log and its receipt mark both, must not reissue codes players wrote down)."""
        newest = conn.execute(
            select(AuditRow.body)
            .where(AuditRow.station_id == station, AuditRow.kind == EventKind.ADJUDICATION.value)
            .order_by(AuditRow.seq.desc())
            .limit(1)
        ).scalar()
        found = None
        if newest:
            try:
                found = parse_receipt(str(json.loads(newest).get("receipt") or ""))
            except (ValueError, AttributeError):
                found = None
        if found is not None and self.local.raise_receipts(found[1]):
            log.warning("receipts continue above %s, the central copy's newest", found[1])
        self._receipts_learned = True

    @staticmethod
    def _central_head(conn: Connection, station: str) -> Link | None:
        row = conn.execute(
            select(AuditRow.seq, AuditRow.prev_hash, AuditRow.hash)
            .where(AuditRow.station_id == station)
            .order_by(AuditRow.seq.desc())
            .limit(1)
        ).first()
        return Link(int(row[0]), row[1], row[2]) if row else None

    def _next_batch(
        self, conn: Connection, station: str, head: Link | None
    ) -> list[dict[str, Any]]:
        """The local records that extend the central copy (raises `_Diverged`, with the
        valid ones before the problem as its second argument)."""
        head_seq, prev = (head.seq, head.hash) if head else (0, GENESIS_HASH)
        if head is not None:  # read afresh: another relay may have sent newer records
            mine = self.local.records_after(station, head_seq - 1, 1)
            if not mine or dict(zip(COPIED_COLUMNS, mine[0], strict=True))["seq"] != head_seq:
                raise _Diverged(head_seq, "missing locally", "")
            if dict(zip(COPIED_COLUMNS, mine[0], strict=True))["hash"] != head.hash:
                raise _Diverged(head_seq, DIFFERENT, "")
        if station == self.local.station_id and not self._key_ok:
            self._check_key(conn, station, head_seq)
        values: list[dict[str, Any]] = []
        for row in self.local.records_after(station, head_seq, self.batch_size):
            value = dict(zip(COPIED_COLUMNS, row, strict=True))
            seq = head_seq + len(values) + 1
            columns = tuple(value[c] for c in FILTER_COLUMNS)
            reason = edited_reason(
                ChainRow(0, value["body"], value["prev_hash"], value["hash"], columns)
            )
            if value["seq"] != seq:
                reason = NOT_HERE(seq=seq)
            elif value["prev_hash"] != prev:
                reason = NOT_LINKED(seq=seq, previous=seq - 1)
            elif reason is not None:
                reason = RECORD_EDITED(seq=seq, reason=reason)
            if reason is not None:
                raise _Diverged(seq, "invalid locally", reason, values)
            values.append(value)
            prev = value["hash"]
        return values

    def _check_key(self, conn: Connection, station: str, head_seq: int) -> None:
        """The station's key against the one the central log pinned for it: another key
        or none (the pinned one lost) stops the copy; a first key after records sent
        unsigned, or one pinned for another station, is an alarm there (copying goes on)."""
        pinned = pinned_key(conn, station)
        if self.key is None:
            if pinned is not None:
                raise _Diverged(head_seq, "key missing", KEY_GONE())
            return  # never signed: nothing to compare with
        mine = public_key_hex(self.key)
        if pinned is not None and pinned != mine:
            raise _Diverged(head_seq, "another key", ANOTHER_KEY())
        if pinned is None:
            self._first_key_alarms(conn, station, head_seq, mine)
        self._key_ok = True  # pinned keys never change: no need to ask again

    def _first_key_alarms(self, conn: Connection, station: str, head_seq: int, key: str) -> None:
        """A key first seen now: an alarm when records came unsigned before it (a new key)
        or when another station pinned it (a copied key)."""
        other = conn.execute(
            select(StationHeadRow.station_id)
            .where(StationHeadRow.public_key == key, StationHeadRow.station_id != station)
            .limit(1)
        ).scalar()
        found = []
        if other is not None:
            found.append(
                Alarm(
                    station,
                    head_seq + 1,
                    KEY_SHARED,
                    f"its key is the one pinned for station {other} (station-key.pem copied "
                    "between stations)",
                )
            )
        if head_seq > 0:
            found.append(
                Alarm(
                    station,
                    head_seq + 1,
                    KEY_NEW,
                    f"a first signing key appears after {head_seq} records sent unsigned "
                    "(station-key.pem was unusable, then made anew)",
                )
            )
        for alarm in found:
            self._write_alarm(conn, alarm)

    def _raise_alarm(
        self, conn: Connection, station: str, problem: _Diverged, head: Link | None
    ) -> None:
        """Flag the divergence in the central log itself (`kiosk.audit.central.Alarm`)."""
        if problem.how == "key missing":
            alarm = Alarm(station, problem.seq, KEY_MISSING, str(problem.message))
        else:
            local_at = central_at = None
            mine = self.local.records_after(station, problem.seq - 1, 1)
            if mine and mine[0][COPIED_COLUMNS.index("seq")] == problem.seq:
                local_at = mine[0][COPIED_COLUMNS.index("recorded_at")]
            if head is not None:
                central_at = conn.execute(
                    select(AuditRow.recorded_at).where(
                        AuditRow.station_id == station, AuditRow.seq == head.seq
                    )
                ).scalar()
            alarm = divergence_alarm(
                station, problem.seq, problem.how, str(problem.message), local_at, central_at
            )
        self._write_alarm(conn, alarm)

    def _write_alarm(self, conn: Connection, alarm: Alarm) -> None:
        """Insert ``alarm`` in a savepoint: a central log that refuses it (an older schema, a
        role without the grant) still gets the records, and the station still says why."""
        try:
            with conn.begin_nested():
                raise_alarm(conn, alarm, self._clock())
        except Exception as exc:
            log.error("could not flag %s in the central log: %s", alarm, exc)

    def _send(self, conn: Connection, station: str, values: list[dict[str, Any]]) -> None:
        if conn.dialect.name == "postgresql":
            stmt: Any = pg_insert(AuditRow).on_conflict_do_nothing()
        else:
            stmt = insert(AuditRow).prefix_with("OR IGNORE")
        result = conn.execute(stmt, values)
        if result.rowcount not in (len(values), -1):  # impossible under the station's lock
            raise RuntimeError("the central log already holds some of these records")
        if self.key is not None and station == self.local.station_id:
            last = values[-1]
            head = signed_head(self.key, station, last["seq"], last["hash"], self._clock())
            conn.execute(insert(StationHeadRow), [head])

    def _describe(self, conn: Connection, station: str, problem: _Diverged) -> _Diverged | None:
        """Name the first difference between the two chains (read once, on divergence);
        None when they agree after all (the local log moved on meanwhile: try again)."""
        if problem.message:
            return problem
        found = compare_station(station, self.local.chain(station), central_chain(conn, station))
        if found.first_difference is None:
            return None
        return _Diverged(found.first_difference, found.how or DIFFERENT, found.message or "")

    def _diverge(self, station: str, problem: _Diverged) -> None:
        """Stop copying ``station`` and record why in the local log (once per difference)."""
        self._diverged[station] = DIVERGED_AT(seq=problem.seq, message=problem.message)
        log.error("central copy of station %s diverged: %s", station, problem.message)
        details = {
            "station": station,
            "seq": problem.seq,
            "difference": problem.how,
            "message": str(problem.message),  # recorded in English
            "central": redact(self.central_url),
        }
        try:
            earlier = self.local.query(AuditQuery(kinds=(EventKind.CENTRAL_DIVERGED,)))
            if any(
                all(r.details.get(k) == details[k] for k in ("station", "seq", "difference"))
                for r in earlier
            ):
                return
            self.local.record_event(EventKind.CENTRAL_DIVERGED, details)
        except Exception as exc:  # the status still shows it
            log.error("could not record the divergence: %s", exc)
