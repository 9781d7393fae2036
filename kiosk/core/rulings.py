"""A director's rulings on an adjudication, as typed values (no Qt, no SQL).

Each ruling refers to the adjudication it rules on and is appended to the
chain as an annotation of it (the adjudication itself is never changed):

* ``re-adjudicated``: the entry was mistyped and judged again (NSA IV.J.1.m);
  names the new record by its receipt;
* ``manual-lookup``: the result of a manual lookup (NSA IV.K);
* ``improper-lookup-penalty``: words of one play were judged separately
  (NSA IV.J.2): 10 points off, and which player;
* ``compensated-iv-k-5``: an erroneous adjudication compensated (NSA IV.K.5),
  and what was compensated;
* ``note``: anything else.

Every ruling has a free-text note. `ruling_details` checks the fields and
returns the details to record; a wrong value raises ValueError with a message
for the director.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from kiosk.core.receipts import parse_receipt, receipt_code

__all__ = ["RULINGS", "Ruling", "ruling_details", "ruling_summary", "ruling_title"]

MAX_NOTE = 2000


@dataclass(frozen=True)
class Ruling:
    category: str
    title: str
    source: str
    fields: tuple[str, ...] = ()


RULINGS: dict[str, Ruling] = {
    r.category: r
    for r in (
        Ruling("re-adjudicated", "Re-adjudicated", "NSA IV.J.1.m", ("new_receipt",)),
        Ruling("manual-lookup", "Manual lookup result", "NSA IV.K", ("result",)),
        Ruling(
            "improper-lookup-penalty", "Improper-lookup penalty", "NSA IV.J.2", ("player", "points")
        ),
        Ruling("compensated-iv-k-5", "Compensated (NSA IV.K.5)", "NSA IV.K.5", ("compensated",)),
        Ruling("note", "Note", ""),
    )
}
# Written by earlier versions; still shown by name.
LEGACY_TITLES = {"overturned-by-manual-lookup": "Overturned by manual lookup"}


def ruling_details(category: str, note: str, **fields: Any) -> dict[str, Any]:
    """The details to record for a ruling; raises ValueError naming what is wrong."""
    ruling = RULINGS.get(category)
    if ruling is None:
        raise ValueError(f"unknown ruling {category!r}; choose one of: {', '.join(RULINGS)}")
    note = (note or "").strip()
    if not note:
        raise ValueError("write a note: what happened, and who decided it")
    if len(note) > MAX_NOTE:
        raise ValueError(f"the note is longer than {MAX_NOTE} characters")
    details: dict[str, Any] = {"category": category, "note": note}
    if ruling.source:
        details["source"] = ruling.source
    if category == "re-adjudicated":
        parsed = parse_receipt(str(fields.get("new_receipt") or ""))
        if parsed is None:
            raise ValueError("give the receipt of the new adjudication, e.g. GK-0042")
        details["new_receipt"] = receipt_code(*parsed)
        if fields.get("new_event_id"):
            details["new_event_id"] = str(fields["new_event_id"])
    elif category == "manual-lookup":
        result = str(fields.get("result") or "").upper()
        if result not in ("ACCEPTABLE", "UNACCEPTABLE"):
            raise ValueError("the manual lookup result is ACCEPTABLE or UNACCEPTABLE")
        details["result"] = result
    elif category == "improper-lookup-penalty":
        player = str(fields.get("player") or "")
        if player not in ("challenger", "challenged"):
            raise ValueError("say which player is penalised: challenger or challenged")
        points = fields.get("points", 10)
        if isinstance(points, bool) or not isinstance(points, int) or not 1 <= points <= 100:
            raise ValueError("the penalty is a number of points from 1 to 100 (usually 10)")
        details.update(player=player, points=points)
    elif category == "compensated-iv-k-5":
        what = str(fields.get("compensated") or "").strip()
        if not what:
            raise ValueError("say what was compensated (points, a turn, time)")
        details["compensated"] = what[:200]
    return details


def ruling_title(category: str) -> str:
    ruling = RULINGS.get(category)
    return ruling.title if ruling else LEGACY_TITLES.get(category, category)


def ruling_summary(details: dict[str, Any]) -> str:
    """The ruling's typed fields in words (the note aside)."""
    parts = []
    if "new_receipt" in details:
        parts.append(f"new record {details['new_receipt']}")
    if "result" in details:
        parts.append(f"manual lookup: {details['result']}")
    if "player" in details:
        parts.append(f"{details.get('points', 10)} points off the {details['player']}")
    if "compensated" in details:
        parts.append(f"compensated: {details['compensated']}")
    return "; ".join(parts)
