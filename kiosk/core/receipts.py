"""Receipt codes for the challenge slip, and split lookups as the log sees them (pure).

NSA IV.J.1.h: "The adjudication result is marked on the challenge slip." The
station shows a short code with every verdict, "Write on the slip: GK-0042",
that names exactly one record: the station's prefix (letters only, chosen by
the director or derived from the station's id) and the record's sequence
number (digits only). Letters and digits never mix, and the letters I, L, O,
S and Z are never used, so nothing reads as 1, 0, 5 or 2. Unique on the
station by construction; with distinct prefixes, unique at the event.

A record is a possible split lookup (NSA IV.J.2) when an earlier
adjudication of the same division and the same table (or the same division
where no table is asked) lies within the split window; the record names the
earlier one (receipt and sequence number). The rule itself is
`kiosk.core.procedure.find_split_lookup`, shared with the warning screen.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Iterable, Mapping
from datetime import UTC, datetime
from typing import Any

from kiosk.core.procedure import PriorJudgement, find_split_lookup

__all__ = [
    "RECEIPT_LETTERS",
    "parse_receipt",
    "check_receipt_prefix",
    "default_receipt_prefix",
    "receipt_code",
    "split_lookup_of",
]

RECEIPT_LETTERS = "ABCDEFGHJKMNPQRTUVWXY"
_PREFIX = re.compile(f"[{RECEIPT_LETTERS}]{{1,3}}")
_RECEIPT = re.compile(f"([{RECEIPT_LETTERS}]{{1,3}})-(\\d{{1,8}})")


def default_receipt_prefix(station_id: str) -> str:
    """Two letters derived from the station's id (441 possibilities)."""
    digest = hashlib.sha256(station_id.encode("utf-8")).digest()
    return RECEIPT_LETTERS[digest[0] % 21] + RECEIPT_LETTERS[digest[1] % 21]


def check_receipt_prefix(value: str) -> str:
    """An uppercase prefix of 1 to 3 unambiguous letters; raises ValueError otherwise."""
    prefix = value.strip().upper()
    if not _PREFIX.fullmatch(prefix):
        raise ValueError(
            f"receipt prefix {value!r} must be 1 to 3 of the letters {RECEIPT_LETTERS} "
            "(no I, L, O, S or Z, which read as digits)"
        )
    return prefix


def receipt_code(prefix: str, seq: int) -> str:
    """``GK-0042``: the prefix, a dash, the sequence number (at least 4 digits)."""
    return f"{prefix}-{seq:04d}"


def parse_receipt(text: str) -> tuple[str, int] | None:
    """(prefix, seq) of a receipt as a player or auditor may type it (any case, spaces)."""
    match = _RECEIPT.fullmatch(re.sub(r"\s+", "", text).upper().replace("O", "0"))
    return (match.group(1), int(match.group(2))) if match else None


def split_lookup_of(
    recent: Iterable[Mapping[str, Any]],
    profile: str,
    table: int | None,
    now: datetime,
    window_s: float,
) -> dict[str, Any] | None:
    """The earlier record this adjudication may split from, as stored in the new record:
    ``{"receipt", "seq", "seconds_before"}``; None when there is none.

    ``recent`` are bodies of this station's earlier adjudications.
    """
    prior = []
    for body in recent:
        try:
            at = datetime.strptime(body["recorded_at"], "%Y-%m-%dT%H:%M:%S.%fZ")
        except (KeyError, TypeError, ValueError):
            continue
        seconds = (now.astimezone(UTC).replace(tzinfo=None) - at).total_seconds()
        prior.append(
            PriorJudgement(
                str(body.get("profile")),
                body.get("table"),
                -seconds,
                receipt=body.get("receipt"),
                seq=body.get("seq"),
            )
        )
    earlier = find_split_lookup(prior, profile, table, 0.0, window_s)
    if earlier is None:
        return None
    return {
        "receipt": earlier.receipt,
        "seq": earlier.seq,
        "seconds_before": round(-earlier.at, 1),
    }
