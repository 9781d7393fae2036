"""Receipt codes for the challenge slip, and split lookups as the log sees them (pure).

NSA IV.J.1.h: "The adjudication result is marked on the challenge slip." The
station shows a short code with every verdict, "Write on the slip: GK-0042",
that names exactly one record: the station's prefix (letters only, chosen by
the director or derived from the station's id) and the record's sequence
number (digits only). Letters and digits never mix, and the letters I, L, O,
S and Z are never used, so nothing reads as 1, 0, 5 or 2. Unique on the
station by construction; with distinct prefixes, unique at the event. After an
older copy of the log was restored, the sequence numbers go back but the receipts
do not: they continue above the highest one the station ever issued
(`next_receipt_number`; the mark is kept beside the log).

A record that may be a split lookup (NSA IV.J.2) names the earlier one by its
receipt and sequence number (`kiosk.core.judgements.split_lookup_of`).

A leaf of the core: the station's settings check a prefix without loading the
procedure or the adjudication.
"""

from __future__ import annotations

import hashlib
import re

__all__ = [
    "RECEIPT_LETTERS",
    "parse_receipt",
    "check_receipt_prefix",
    "default_receipt_prefix",
    "next_receipt_number",
    "receipt_code",
]

RECEIPT_LETTERS = "ABCDEFGHJKMNPQRTUVWXY"
_PREFIX = re.compile(f"[{RECEIPT_LETTERS}]{{1,3}}")
_RECEIPT = re.compile(f"([{RECEIPT_LETTERS}]{{1,3}})-?(\\d{{1,8}})")  # "GP 6", "gp0006" too


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


def next_receipt_number(seq: int, highest_issued: int) -> int:
    """The number of the next receipt: its record's sequence number, unless a receipt that
    high was issued already (an older copy of the log was restored), then one above the
    highest ever issued. Never a number given before."""
    return max(seq, highest_issued + 1)


def parse_receipt(text: str) -> tuple[str, int] | None:
    """(prefix, seq) of a receipt as a player or auditor may type it (any case, spaces)."""
    match = _RECEIPT.fullmatch(re.sub(r"\s+", "", text).upper().replace("O", "0"))
    return (match.group(1), int(match.group(2))) if match else None
