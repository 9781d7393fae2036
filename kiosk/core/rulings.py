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
for the director (a `Message`: ``str(error)`` is the English, the shell words it).
A receipt a ruling names must be one the log issued: the store passes its lookup
(``issued``), and the receipt of the record ruled on (``target_receipt``) is
recorded with the ruling, so that an export names both codes.
A ruling's title is a `Template` too; what is recorded (the category, the fields) never
depends on a language.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from kiosk.core.i18n import AND_THEN, QT_TRANSLATE_NOOP, Message, Template
from kiosk.core.receipts import parse_receipt, receipt_code

__all__ = [
    "RULINGS",
    "ReceiptLookup",
    "Ruling",
    "ruling_choice",
    "ruling_details",
    "ruling_label",
    "ruling_summary",
    "ruling_title",
]

MAX_NOTE = 2000


@dataclass(frozen=True)
class Ruling:
    category: str
    title: Template  # ``title.source`` is the English
    source: str
    fields: tuple[str, ...] = ()


RULINGS: dict[str, Ruling] = {
    r.category: r
    for r in (
        Ruling(
            "re-adjudicated",
            QT_TRANSLATE_NOOP("Rulings", "Re-adjudicated"),
            "NSA IV.J.1.m",
            ("new_receipt",),
        ),
        Ruling(
            "manual-lookup",
            QT_TRANSLATE_NOOP("Rulings", "Manual lookup result"),
            "NSA IV.K",
            ("result",),
        ),
        Ruling(
            "improper-lookup-penalty",
            QT_TRANSLATE_NOOP("Rulings", "Improper-lookup penalty"),
            "NSA IV.J.2",
            ("player", "points"),
        ),
        Ruling(
            "compensated-iv-k-5",
            QT_TRANSLATE_NOOP("Rulings", "Compensated (NSA IV.K.5)"),
            "NSA IV.K.5",
            ("compensated",),
        ),
        Ruling("note", QT_TRANSLATE_NOOP("Rulings", "Note"), ""),
    )
}
# Written by earlier versions, or by a command rather than a director's ruling
# (``audit annotate --pairings``); shown by name, never offered as a ruling.
LEGACY_TITLES: dict[str, Template] = {
    "overturned-by-manual-lookup": QT_TRANSLATE_NOOP("Rulings", "Overturned by manual lookup"),
    "game-matched": QT_TRANSLATE_NOOP("Rulings", "Game joined from the final pairings"),
}

# What is wrong with a ruling, for the director (raised as ValueError).
UNKNOWN_RULING = QT_TRANSLATE_NOOP("Rulings", "unknown ruling {category}; choose one of: {choices}")
NO_NOTE = QT_TRANSLATE_NOOP("Rulings", "write a note: what happened, and who decided it")
NOTE_TOO_LONG = QT_TRANSLATE_NOOP("Rulings", "the note is longer than {most} characters")
NO_RECEIPT = QT_TRANSLATE_NOOP("Rulings", "give the receipt of the new adjudication, e.g. GK-0042")
NOT_ISSUED = QT_TRANSLATE_NOOP(
    "Rulings",
    "no adjudication in this log has the receipt {receipt}: give the receipt the station"
    " showed with the new verdict",
)
SAME_RECEIPT = QT_TRANSLATE_NOOP(
    "Rulings",
    "{receipt} is the receipt of the record ruled on: give the receipt of the new adjudication",
)
NO_RESULT = QT_TRANSLATE_NOOP("Rulings", "the manual lookup result is ACCEPTABLE or UNACCEPTABLE")
NO_PLAYER = QT_TRANSLATE_NOOP("Rulings", "say which player is penalised: challenger or challenged")
BAD_POINTS = QT_TRANSLATE_NOOP(
    "Rulings", "the penalty is a number of points from 1 to 100 (usually 10)"
)
NOTHING_COMPENSATED = QT_TRANSLATE_NOOP(
    "Rulings", "say what was compensated (points, a turn, time)"
)

# A ruling's typed fields in words (`ruling_parts`).
NEW_RECORD = QT_TRANSLATE_NOOP("Rulings", "new record {receipt}")
LOOKUP_RESULT = QT_TRANSLATE_NOOP("Rulings", "manual lookup: {result}")
POINTS_OFF: dict[str, Template] = {
    "challenger": QT_TRANSLATE_NOOP("Rulings", "{points} points off the challenger"),
    "challenged": QT_TRANSLATE_NOOP("Rulings", "{points} points off the challenged"),
}
POINTS_OFF_PLAYER = QT_TRANSLATE_NOOP("Rulings", "{points} points off the {player}")
COMPENSATED = QT_TRANSLATE_NOOP("Rulings", "compensated: {compensated}")


# Whether this log issued a receipt (an adjudication holds it), as the store answers it.
ReceiptLookup = Callable[[str], bool]


def ruling_details(
    category: str,
    note: str,
    *,
    issued: ReceiptLookup | None = None,
    target_receipt: str | None = None,
    **fields: Any,
) -> dict[str, Any]:
    """The details to record for a ruling; raises ValueError naming what is wrong.

    ``issued`` answers whether the log issued a receipt: a new receipt it did not issue is
    refused (without it, only the receipt's form is checked). ``target_receipt`` is the
    receipt of the record ruled on (None: it has none); it is recorded as ``refers_to_receipt``
    and a re-adjudication cannot name it as its new record.
    """
    ruling = RULINGS.get(category)
    if ruling is None:
        raise ValueError(UNKNOWN_RULING(category=repr(category), choices=", ".join(RULINGS)))
    note = (note or "").strip()
    if not note:
        raise ValueError(NO_NOTE())
    if len(note) > MAX_NOTE:
        raise ValueError(NOTE_TOO_LONG(most=MAX_NOTE))
    details: dict[str, Any] = {"category": category, "note": note}
    if ruling.source:
        details["source"] = ruling.source
    if category == "re-adjudicated":
        parsed = parse_receipt(str(fields.get("new_receipt") or ""))
        if parsed is None:
            raise ValueError(NO_RECEIPT())
        code = receipt_code(*parsed)
        if target_receipt is not None and code == target_receipt:
            raise ValueError(SAME_RECEIPT(receipt=code))
        if issued is not None and not issued(code):
            raise ValueError(NOT_ISSUED(receipt=code))
        details["new_receipt"] = code
        if fields.get("new_event_id"):
            details["new_event_id"] = str(fields["new_event_id"])
    elif category == "manual-lookup":
        result = str(fields.get("result") or "").upper()
        if result not in ("ACCEPTABLE", "UNACCEPTABLE"):
            raise ValueError(NO_RESULT())
        details["result"] = result
    elif category == "improper-lookup-penalty":
        player = str(fields.get("player") or "")
        if player not in ("challenger", "challenged"):
            raise ValueError(NO_PLAYER())
        points = fields.get("points", 10)
        if isinstance(points, bool) or not isinstance(points, int) or not 1 <= points <= 100:
            raise ValueError(BAD_POINTS())
        details.update(player=player, points=points)
    elif category == "compensated-iv-k-5":
        what = str(fields.get("compensated") or "").strip()
        if not what:
            raise ValueError(NOTHING_COMPENSATED())
        details["compensated"] = what[:200]
    if target_receipt:
        details["refers_to_receipt"] = target_receipt
    return details


def ruling_choice(category: str, title: str) -> str:
    """A ruling as a director chooses it: its (worded) title with the rule it cites, once
    ("Manual lookup result (NSA IV.K)"; a title that already cites it stays as it is)."""
    ruling = RULINGS.get(category)
    source = ruling.source if ruling is not None else ""
    return f"{title} ({source})" if source and source not in title else title


def ruling_label(category: str) -> Message | str:
    """A stored category's title to word in a language (a category this version does not
    know: as stored)."""
    ruling = RULINGS.get(category)
    title = ruling.title if ruling else LEGACY_TITLES.get(category)
    return title() if title is not None else category


def ruling_title(category: str) -> str:
    """A stored category's title in English (a category this version does not know: as
    stored)."""
    return str(ruling_label(category))


def ruling_summary(details: dict[str, Any]) -> Message | str:
    """The ruling's typed fields in words (the note aside): a message (``str()`` of it is the
    English, e.g. "10 points off the challenger"), or "" when it has none."""
    parts: list[Message] = []
    if "new_receipt" in details:
        parts.append(NEW_RECORD(receipt=str(details["new_receipt"])))
    if "result" in details:
        parts.append(LOOKUP_RESULT(result=str(details["result"])))
    if "player" in details:
        player, points = str(details["player"]), str(details.get("points", 10))
        off = POINTS_OFF.get(player)
        parts.append(off(points=points) if off else POINTS_OFF_PLAYER(points=points, player=player))
    if "compensated" in details:
        parts.append(COMPENSATED(compensated=str(details["compensated"])))
    summary: Message | str = ""
    for part in parts:
        summary = AND_THEN(first=summary, then=part) if summary else part
    return summary
