"""The central copy: comparing it with a station, and the stations' signed chain heads.

What each check catches, and what it cannot
-------------------------------------------

**The relay only extends the central chain** (`kiosk.audit.relay`). It sends a
record only when it links to the central copy's last record for that station
(the first one: sequence 1 on the genesis hash) and its hash recomputes from
its text. It therefore *catches*: a local log that was cut (the central log
holds records the station no longer has), lost and started again (same
station id, new record 1), or rewritten (a record already copied differs
locally), and a local record whose text no longer matches its hash. It then
stops copying that station, records a ``central-diverged`` event locally and
reports it; nothing is overwritten or mixed. It *cannot* tell a forged record
appended at the end of the local log, correctly linked and hashed, from a
genuine one: whoever can write the station's log file and compute SHA-256 can
add records before they are copied.

**``audit compare``** (`compare_station`) sets a station's log beside the
central copy, record by record: it names the first sequence number that is
missing locally, missing centrally, or has different content (each record's hash is
recomputed from its text on both sides, so an edited text under its old hash differs). Records the
station has not sent yet, linking correctly to the central copy, are
*pending*, not a difference.

**Signed heads** (`check_signed_heads`, run by ``audit verify --central``).
Each station has its own Ed25519 key (`kiosk.audit.identity.station_key`,
never copied between stations). With every batch it copies, the station signs
its chain head (station id, sequence number, hash, time) and the central log
stores it, insert-only, in ``station_heads``. The first public key the central
log receives for a station is pinned (trust on first use). Verify checks that
every signed head's signature verifies, that it uses the pinned key, and that
the central chain still holds the record it names with the same hash. So it
*catches*: a central record edited, removed or re-hashed (with the triggers
dropped) up to the last signed head, since the chain through it no longer
ends in the signed hash; and a head re-signed with another key. It *cannot*
catch: changes to records after the last signed head; someone who deletes the
signed heads together with the records they cover (keep the head hash printed
by ``audit verify`` on paper as well); a forger who has the station's key
(anyone with the station's files), whose heads are genuine as far as the
central log can tell; a wrong key pinned when the very first head came from a
forger.

**Central alarms** (`raise_alarm`, `central_alarms`). What the relay finds wrong with a
station is also written *centrally*, in ``central_alarms`` (insert-only, by the stations'
own role), so that the auditor sees it without the station: a **rollback** (the station's
log went back to an older copy and records made since do not descend from the central
copy), a **fork** (two logs wrote under one station id), records that do not recompute
locally, and a key that is **another** than the pinned one, **missing** (the central log
pinned a key, the station signs no more), **new** (a first key after records sent
unsigned) or **shared** (pinned for another station too). Each names the station and the
sequence number. `check_signed_heads` adds what the heads themselves show: an older signed
head sent again after a newer one (a **replayed head**) and one key pinned for two stations.
``audit verify --central`` and ``audit compare`` report each and exit 1. Rollback or fork is
told apart by time: new local records dated after the central copy's last record are a
station that went back in its log (rollback); records dated before it, two writers at once
(fork).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING, Any

from sqlalchemy import (
    BigInteger,
    Column,
    Connection,
    Integer,
    MetaData,
    String,
    Table,
    Text,
    and_,
    insert,
    inspect,
    select,
)

from kiosk.audit.identity import public_key_hex
from kiosk.audit.models import AuditRow, StationHeadRow
from kiosk.audit.records import GENESIS_HASH, canonical_json, chain_hash, format_utc
from kiosk.core.i18n import QT_TRANSLATE_NOOP, Message, Template
from kiosk.deferred import deferred

if TYPE_CHECKING:  # the cryptography package is imported only when a key is used
    from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey

# loaded at first use (`kiosk.deferred`)
if TYPE_CHECKING:
    import cryptography.exceptions as crypto_errors
    import cryptography.hazmat.primitives.asymmetric.ed25519 as ed25519
else:
    crypto_errors = deferred("cryptography.exceptions")
    ed25519 = deferred("cryptography.hazmat.primitives.asymmetric.ed25519")

__all__ = [
    "ALARMS",
    "Alarm",
    "Comparison",
    "HeadsReport",
    "Link",
    "central_alarms",
    "central_chain",
    "divergence_alarm",
    "raise_alarm",
    "check_head_rows",
    "check_signed_heads",
    "compare_station",
    "head_message",
    "pinned_key",
    "public_key_hex",
    "signed_head",
]

HEAD_FORMAT = "challenge-kiosk-head-1"

# Kinds of difference, as `audit compare` names them.
MISSING_LOCALLY = "missing locally"
MISSING_CENTRALLY = "missing centrally"
DIFFERENT = "different content"


@dataclass(frozen=True)
class Link:
    """A record's place in a chain: sequence number, previous hash, own hash."""

    seq: int
    prev_hash: str
    hash: str


@dataclass(frozen=True)
class Comparison:
    """One station, local log beside central copy: the first difference (or None) and how
    many local records are still to be copied (linking correctly to the central copy)."""

    station_id: str
    local_count: int
    central_count: int
    first_difference: int | None = None
    how: str | None = None
    message: str | None = None
    pending: int = 0

    @property
    def agrees(self) -> bool:
        return self.first_difference is None


def compare_station(station_id: str, local: Sequence[Link], central: Sequence[Link]) -> Comparison:
    """Compare two chains of one station (each in sequence order); pure."""
    lmap = {link.seq: link for link in local}
    cmap = {link.seq: link for link in central}
    cmax = max(cmap, default=0)
    lmax = max(lmap, default=0)

    def differ(seq: int, how: str, message: str) -> Comparison:
        return Comparison(station_id, len(local), len(central), seq, how, message)

    pending = 0
    prev = GENESIS_HASH
    for seq in range(1, max(cmax, lmax) + 1):
        mine, theirs = lmap.get(seq), cmap.get(seq)
        if theirs is not None and mine is not None and theirs.hash != mine.hash:
            if seq == 1:
                return differ(
                    seq,
                    DIFFERENT,
                    f"the central log holds {cmax} records this station no longer has "
                    "(record 1 differs: the log was lost or replaced)",
                )
            return differ(seq, DIFFERENT, f"record {seq} differs from the central copy")
        if mine is None and seq <= cmax:
            if not any(s >= seq for s in lmap):
                if seq == 1:
                    text = f"the central log holds {cmax} records this station no longer has"
                elif seq == cmax:
                    text = f"the central log holds record {seq}, which this station no longer has"
                else:
                    text = (
                        f"the central log holds records {seq} to {cmax} "
                        "that this station no longer has"
                    )
                return differ(seq, MISSING_LOCALLY, text)
            return differ(seq, MISSING_LOCALLY, f"record {seq} is missing from this station")
        if mine is None:  # local gap beyond the central copy
            return differ(seq, MISSING_LOCALLY, f"record {seq} is missing from this station")
        if theirs is None:
            if seq < cmax:
                return differ(
                    seq,
                    MISSING_CENTRALLY,
                    f"record {seq} is missing from the central log (later ones are there)",
                )
            if mine.prev_hash != prev:
                return differ(
                    seq,
                    DIFFERENT,
                    f"record {seq} does not link to record {seq - 1} of the central copy",
                )
            pending += 1
        prev = mine.hash
    return Comparison(station_id, len(local), len(central), pending=pending)


def central_chain(conn: Connection, station_id: str) -> list[Link]:
    """A station's chain in a database (local or central), in sequence order.

    Each link's hash is the one its stored text implies, not the hash column: a record
    whose text was edited with its hash column left as it was differs from the genuine
    record (for a genuine record the two are the same)."""
    rows = conn.execute(
        select(AuditRow.seq, AuditRow.prev_hash, AuditRow.body)
        .where(AuditRow.station_id == station_id)
        .order_by(AuditRow.seq)
    )
    return [Link(int(s), p, chain_hash(p, b)) for s, p, b in rows]


# -- central alarms ------------------------------------------------------------------------

ALARMS_TABLE = "central_alarms"  # migration 0007
ALARMS = Table(
    ALARMS_TABLE,
    MetaData(),
    Column("id", BigInteger().with_variant(Integer, "sqlite"), primary_key=True),
    Column("station_id", String(64), nullable=False),
    Column("seq", BigInteger, nullable=False),
    Column("kind", String(40), nullable=False),
    Column("message", Text, nullable=False),
    Column("raised_at", String(32), nullable=False),
)

# Kinds of alarm, as the auditor reads them.
ROLLBACK = "rollback"
FORK = "fork"
BROKEN_LOCALLY = "broken locally"
KEY_CHANGED = "key changed"
KEY_MISSING = "key missing"
KEY_NEW = "key new"
KEY_SHARED = "key shared"
HEAD_REPLAYED = "signed head replayed"


@dataclass(frozen=True)
class Alarm:
    """Something wrong with a station that the central copy knows: its kind (`ROLLBACK`,
    `KEY_CHANGED`, ...), the station, the sequence number it concerns, and why."""

    station_id: str
    seq: int
    kind: str
    message: str

    def __str__(self) -> str:
        return f"station {self.station_id}: {self.kind} at record {self.seq}: {self.message}"


def divergence_alarm(
    station_id: str,
    seq: int,
    how: str,
    message: str,
    local_at: str | None,
    central_head_at: str | None,
) -> Alarm:
    """The alarm for a station whose log no longer extends the central copy at ``seq``:
    a rollback when its first record that differs is missing (its log was cut back) or
    was made after the central copy's last record (``local_at`` later than
    ``central_head_at``: the station went back to an older log and wrote on); a fork when
    made before it (two logs writing under one id); broken locally when its own record does
    not recompute."""
    if how == "invalid locally":
        return Alarm(station_id, seq, BROKEN_LOCALLY, message)
    if how == "another key":
        return Alarm(station_id, seq, KEY_CHANGED, message)
    if local_at is None or central_head_at is None or local_at > central_head_at:
        went = (
            f"the station's log went back before record {seq} (an older copy restored, or "
            "records cut)"
        )
        if local_at is not None:
            went += f"; its new record {seq} does not descend from the central copy"
        return Alarm(station_id, seq, ROLLBACK, f"{went}: {message}" if message else went)
    return Alarm(
        station_id,
        seq,
        FORK,
        f"record {seq} of the station differs from the central copy's and was made before the"
        f" central copy's last record (two logs under one station id): {message}",
    )


def raise_alarm(conn: Connection, alarm: Alarm, now: datetime) -> bool:
    """Write ``alarm`` into the central log's ``central_alarms`` (once: False when the same
    station, kind and sequence number are there already, or the central log is older than
    the table)."""
    if not inspect(conn).has_table(ALARMS_TABLE):
        return False
    there = conn.execute(
        select(ALARMS.c.id)
        .where(
            ALARMS.c.station_id == alarm.station_id,
            ALARMS.c.kind == alarm.kind,
            ALARMS.c.seq == alarm.seq,
        )
        .limit(1)
    ).first()
    if there is not None:
        return False
    conn.execute(
        insert(ALARMS).values(
            station_id=alarm.station_id,
            seq=alarm.seq,
            kind=alarm.kind,
            message=alarm.message,
            raised_at=format_utc(now),
        )
    )
    return True


def central_alarms(conn: Connection, stations: Iterable[str] | None = None) -> list[Alarm]:
    """The alarms the central log holds (of ``stations`` only, when given), oldest first;
    none for a central log older than the table."""
    if not inspect(conn).has_table(ALARMS_TABLE):
        return []
    stmt = select(ALARMS.c.station_id, ALARMS.c.seq, ALARMS.c.kind, ALARMS.c.message)
    if stations is not None:
        stmt = stmt.where(ALARMS.c.station_id.in_(list(stations)))
    rows = conn.execute(stmt.order_by(ALARMS.c.id))
    return [Alarm(station, int(seq), kind, message) for station, seq, kind, message in rows]


def head_alarms(conn: Connection, stations: Iterable[str] | None = None) -> list[Alarm]:
    """What the signed heads show of ``stations`` (all when None): a head replayed after a
    newer one, a key pinned for two stations (see `check_signed_heads`)."""
    if not inspect(conn).has_table(StationHeadRow.__tablename__):
        return []
    wanted = None if stations is None else set(stations)
    report = _check_heads(conn.execute(_heads_statement()))
    return [a for a in report.alarms if wanted is None or a.station_id in wanted]


# -- signed heads -------------------------------------------------------------------------


def head_message(station_id: str, seq: int, hash_: str, signed_at: str) -> bytes:
    """The exact bytes a station signs for its head."""
    return canonical_json(
        {
            "format": HEAD_FORMAT,
            "station_id": station_id,
            "seq": seq,
            "hash": hash_,
            "signed_at": signed_at,
        }
    ).encode()


def signed_head(
    key: Ed25519PrivateKey, station_id: str, seq: int, hash_: str, now: datetime
) -> dict[str, object]:
    """A ``station_heads`` row for this head, signed with ``key``."""
    signed_at = format_utc(now)
    signature = key.sign(head_message(station_id, seq, hash_, signed_at))
    return {
        "station_id": station_id,
        "seq": seq,
        "hash": hash_,
        "signed_at": signed_at,
        "public_key": public_key_hex(key),
        "signature": signature.hex(),
    }


def pinned_key(conn: Connection, station_id: str) -> str | None:
    """The first public key the central log received for a station (trust on first use)."""
    return conn.execute(
        select(StationHeadRow.public_key)
        .where(StationHeadRow.station_id == station_id)
        .order_by(StationHeadRow.id)
        .limit(1)
    ).scalar()


def _signature_ok(public_key: str, signature: str, message: bytes) -> bool:
    try:
        ed25519.Ed25519PublicKey.from_public_bytes(bytes.fromhex(public_key)).verify(
            bytes.fromhex(signature), message
        )
    except (crypto_errors.InvalidSignature, ValueError):
        return False
    return True


# What a signed head's check found, for the director and the fleet page.
SIGNED_HEAD = QT_TRANSLATE_NOOP(
    "CentralLog", "signed head of station {station} at record {seq} ({signed_at})"
)
BAD_SIGNATURE = QT_TRANSLATE_NOOP("CentralLog", "{where}: the signature does not verify")
OTHER_KEY = QT_TRANSLATE_NOOP(
    "CentralLog",
    "{where}: signed with another key than the station's pinned key ({key}… instead of {pin}…)",
)
RECORD_GONE = QT_TRANSLATE_NOOP(
    "CentralLog", "{where}: record {seq} is no longer in the central log"
)
# Alarms are for the auditor's command line and the fleet page, in English (not translated).
ALARM_LINE = Template("CentralLog", "{alarm}")
RECORD_CHANGED = QT_TRANSLATE_NOOP(
    "CentralLog",
    "{where}: record {seq} in the central log differs from the one the station signed (the "
    "central copy was changed)",
)


@dataclass(frozen=True)
class HeadsReport:
    """Every signed head checked: how many, and one line per failure."""

    count: int
    stations: int
    problems: tuple[Message, ...]  # str() of each is the English line
    alarms: tuple[Alarm, ...] = ()  # each also among the problems

    @property
    def ok(self) -> bool:
        return not self.problems


def check_signed_heads(conn: Connection) -> HeadsReport:
    """Check every signed head in a central log (see the module docstring), and report
    every alarm it holds (`central_alarms`) among the problems."""
    heads = _check_heads(conn.execute(_heads_statement()))
    seen = {(a.station_id, a.kind, a.seq) for a in heads.alarms}
    stored = [a for a in central_alarms(conn) if (a.station_id, a.kind, a.seq) not in seen]
    return HeadsReport(
        heads.count,
        heads.stations,
        heads.problems + tuple(ALARM_LINE(alarm=str(a)) for a in stored),
        heads.alarms + tuple(stored),
    )


def _heads_statement() -> Any:
    return (
        select(
            StationHeadRow.id,
            StationHeadRow.station_id,
            StationHeadRow.seq,
            StationHeadRow.hash,
            StationHeadRow.signed_at,
            StationHeadRow.public_key,
            StationHeadRow.signature,
            AuditRow.hash,
        )
        .outerjoin(
            AuditRow,
            and_(
                AuditRow.station_id == StationHeadRow.station_id,
                AuditRow.seq == StationHeadRow.seq,
            ),
        )
        .order_by(StationHeadRow.id)
    )


def check_head_rows(rows: Iterable[Sequence[Any]]) -> HeadsReport:
    """Check heads as `check_signed_heads` reads them (id, station, seq, hash, signed_at,
    public_key, signature, the central record's hash), the first row of a station pinning
    its key; the fleet page passes each station's first and newest head only."""
    return _check_heads(rows)


def _check_heads(rows: Iterable[Sequence[Any]]) -> HeadsReport:
    pinned: dict[str, str] = {}
    owner: dict[str, str] = {}  # pinned key -> the first station that pinned it
    newest: dict[str, tuple[int, str]] = {}  # station -> (seq, signed_at) of its newest head
    problems: list[Message] = []
    alarms: list[Alarm] = []

    def alarm(found: Alarm) -> None:
        alarms.append(found)
        problems.append(ALARM_LINE(alarm=str(found)))

    count = 0
    for _id, station, seq, hash_, signed_at, key, signature, central_hash in rows:
        count += 1
        where = SIGNED_HEAD(station=station, seq=seq, signed_at=signed_at)
        if station not in pinned and owner.setdefault(key, station) != station:
            alarm(
                Alarm(
                    station,
                    seq,
                    KEY_SHARED,
                    f"its first signed head uses the key pinned for station {owner[key]} "
                    "(station-key.pem copied between stations)",
                )
            )
        pin = pinned.setdefault(station, key)
        signature_ok = _signature_ok(key, signature, head_message(station, seq, hash_, signed_at))
        if not signature_ok:
            problems.append(BAD_SIGNATURE(where=where))
        elif key != pin:
            problems.append(OTHER_KEY(where=where, key=key[:16], pin=pin[:16]))
        last = newest.get(station)
        if signature_ok and last is not None and seq <= last[0]:
            alarm(
                Alarm(
                    station,
                    seq,
                    HEAD_REPLAYED,
                    f"{where} was sent again after the head of record {last[0]} "
                    f"({last[1]}): an older head replayed",
                )
            )
        elif signature_ok:
            newest[station] = (seq, signed_at)
        if central_hash is None:
            problems.append(RECORD_GONE(where=where, seq=seq))
        elif central_hash != hash_:
            problems.append(RECORD_CHANGED(where=where, seq=seq))
    return HeadsReport(count, len(pinned), tuple(problems), tuple(alarms))
