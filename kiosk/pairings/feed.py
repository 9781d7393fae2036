"""TSH's ``tourney.js`` read into plain frozen values, with nothing a station must not keep.

TSH writes the whole event as one line of JavaScript, ``newt=<JSON>;``. What it really writes
is not quite JSON: the JavaScript word ``undefined`` stands for missing values, names can be
numbers, ``players`` is 1-based (index 0 is ``null``), and a player's ``etc`` lacks fields the
event does not use. `parse_feed` reads all of that, and keeps only what matching a table to its
game needs (names, pairings, scores, boards, who went first, the board-to-table map): a data-entry
password (``etc.password``), photos and everything else are dropped as the bytes are read, so
they can never be shown, kept or recorded.

A feed that cannot be read (cut short, garbled, too large, not TSH's shape) raises `FeedError`,
whose message says what is wrong for the director; it never quotes the feed's text.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from kiosk.core.text import shown

__all__ = [
    "MAX_FEED_BYTES",
    "Division",
    "Feed",
    "FeedCopy",
    "FeedError",
    "read_copy",
    "Player",
    "parse_feed",
    "player_name",
]

MAX_FEED_BYTES = 20 * 1024 * 1024  # a 47-player, 31-round event is 93 KB; TSH's biggest, a few MB
_PREFIX = "newt="
_LIMIT_MB = MAX_FEED_BYTES // (1024 * 1024)
_MAX_NAME = 100  # characters of a name kept: TSH's longest are under 40


class FeedError(ValueError):
    """The feed cannot be used; the message says why, for the director (never its text)."""


@dataclass(frozen=True)
class Player:
    """One player of a division, as TSH numbers them (``id`` is 1-based). Per round (0-based
    index): ``pairings`` the opponent's id (0 = bye), ``scores`` this player's score (None
    while not entered), ``boards`` the board (0 = none), ``p12`` 1 went first, 2 second,
    0 bye, 3 must draw, 4 indeterminate. Lists are as long as TSH wrote them."""

    id: int
    name: str
    pairings: tuple[int, ...]
    scores: tuple[int | None, ...]
    boards: tuple[int, ...]
    p12: tuple[int, ...]


@dataclass(frozen=True)
class Division:
    """A TSH division: its name as text (TSH's can be a number), its players by id (index 0
    and withdrawn holes are None), the physical table of each board (``tables[board - 1]``;
    empty when TSH maps none: the board is the table) and its rating system."""

    name: str
    players: tuple[Player | None, ...]
    tables: tuple[int | str | None, ...]
    rating_system: str

    def player(self, player_id: int) -> Player | None:
        if 0 < player_id < len(self.players):
            return self.players[player_id]
        return None

    def table_of(self, board: int) -> int | str:
        """The physical table a board stands at (``config.tables``; missing: the board)."""
        if 0 < board <= len(self.tables):
            table = self.tables[board - 1]
            if table is not None:
                return table
        return board


@dataclass(frozen=True)
class Feed:
    """The event as the feed describes it: its name and divisions."""

    event_name: str
    divisions: tuple[Division, ...]

    def division(self, name: str) -> Division | None:
        """The division called ``name`` (TSH's spelling, any case), or None."""
        wanted = name.strip().casefold()
        return next((d for d in self.divisions if d.name.casefold() == wanted), None)


@dataclass(frozen=True)
class FeedCopy:
    """A good copy of a feed as a station keeps it: what it holds (nothing but `Feed`: no
    password, no photo, not the bytes), the SHA-256 of the bytes it came from, where from, and
    when it was last fetched or confirmed unchanged (UTC)."""

    feed: Feed
    sha256: str
    fetched_at: datetime
    source: str


def read_copy(data: bytes, source: str, fetched_at: datetime) -> FeedCopy:
    """A kept copy of the feed in ``data``; raises `FeedError`."""
    feed = parse_feed(data)
    return FeedCopy(feed, hashlib.sha256(data).hexdigest(), fetched_at, source)


def parse_feed(data: bytes) -> Feed:
    """The feed in ``data`` (a whole ``tourney.js``, or the bare JSON); raises `FeedError`."""
    if len(data) > MAX_FEED_BYTES:
        raise FeedError(f"the feed is larger than {_LIMIT_MB} MB: not a TSH feed")
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError:
        text = data.decode("cp1252", errors="replace")  # an old TSH writing names in Latin-1
    body = text.strip()
    if body.startswith(_PREFIX):
        body = body[len(_PREFIX) :].lstrip()
    body = body.removesuffix(";").rstrip()
    if not body:
        raise FeedError("the feed is empty")
    if body.startswith("<"):
        raise FeedError("the feed is a web page, not TSH's tourney.js")
    if not body.startswith("{"):
        raise FeedError("the feed is not a TSH event (no event object)")
    raw = _json(body)
    if not isinstance(raw, dict):
        raise FeedError("the feed is not a TSH event (no event object)")
    return _feed(raw)


def _json(body: str) -> Any:
    """The JSON of the feed, JavaScript's ``undefined`` read as null outside strings only.

    The fast way: every ``undefined`` written as ``NaN``, which json reads through
    ``parse_constant`` only where a value stands. When as many constants were met as there
    were ``undefined``s, none was in a string; otherwise (a name or a message holding the word)
    the slow way finds the ones outside strings."""
    count = body.count("undefined")
    marked = body.replace("undefined", "NaN") if count else body
    # no NaN of the feed's own (in a string or not): every NaN is an undefined replaced
    if count and marked.count("NaN") == count:
        met = 0

        def constant(name: str) -> None:
            nonlocal met
            met += 1 if name == "NaN" else len(body)  # Infinity: never "as many"

        try:
            value = _loads(marked, constant)
        except FeedError:
            value, met = None, -1
        if met == count:
            return value
    return _loads(_nulls_outside_strings(body) if count else body, None)


def _loads(body: str, constant: Any) -> Any:
    try:
        if constant is None:
            return json.loads(body)
        return json.loads(body, parse_constant=constant)
    except json.JSONDecodeError as exc:
        # the error is where the text stops, or in a string never closed: cut short
        if exc.pos >= len(body) - 12 or "Unterminated" in exc.msg:
            raise FeedError(
                f"the feed is cut short (it ends before the event does, after "
                f"{len(body):,} characters): TSH may be writing it; the next read will tell"
            ) from None
        raise FeedError(
            f"the feed is garbled at character {exc.pos:,} of {len(body):,} (line "
            f"{exc.lineno}): {exc.msg.lower()}"
        ) from None
    except RecursionError:
        raise FeedError("the feed nests values thousands deep: not a TSH feed") from None
    except ValueError as exc:  # a number thousands of digits long
        raise FeedError(f"the feed holds a value no event has ({exc.__class__.__name__})") from None


_OUTSIDE = None  # compiled on first use: most feeds never need it


def _nulls_outside_strings(body: str) -> str:
    """``body`` with each ``undefined`` that stands outside a string written as ``null``."""
    import re

    global _OUTSIDE
    if _OUTSIDE is None:  # text outside strings, and whole strings, up to a given point
        _OUTSIDE = re.compile(r'(?:[^"]+|"[^"\\]*(?:\\.[^"\\]*)*")*', re.S)
    pieces = []
    scanned = kept = 0
    start = body.find("undefined")
    while start >= 0:
        if start >= scanned:
            reached = _OUTSIDE.match(body, scanned, start)
            end = reached.end() if reached else scanned
            if end == start:  # outside every string
                pieces.append(body[kept:start])
                pieces.append("null")
                kept = scanned = start + len("undefined")
            else:  # inside the string that opens at ``end``: scan on from there
                scanned = end
        start = body.find("undefined", start + 1)
    pieces.append(body[kept:])
    return "".join(pieces)


def _feed(raw: dict[str, Any]) -> Feed:
    config = raw.get("config")
    config = config if isinstance(config, dict) else {}
    divisions = raw.get("divisions")
    if not isinstance(divisions, list):
        raise FeedError("the feed names no divisions (no 'divisions' list): not a TSH feed")
    tables = config.get("tables")
    tables = tables if isinstance(tables, dict) else {}
    event_name = config.get("event_name")
    found: list[Division] = []
    seen: set[str] = set()
    for number, item in enumerate(divisions, 1):
        if not isinstance(item, dict):
            raise FeedError(f"division {number} of the feed is not a division")
        name = _text(item.get("name")) or str(number)
        if name.casefold() in seen:
            raise FeedError(f"the feed has two divisions called {name!r}")
        seen.add(name.casefold())
        players = item.get("players")
        if not isinstance(players, list):
            raise FeedError(f"division {name!r} of the feed lists no players")
        found.append(
            Division(
                name=name,
                players=tuple(_player(i, p) for i, p in enumerate(players)),
                tables=_tables(tables.get(name)),
                rating_system=_text(item.get("rating_system") or config.get("rating_system")),
            )
        )
    return Feed(event_name=_text(event_name), divisions=tuple(found))


def _text(value: Any) -> str:
    """A name as text: TSH writes some names as numbers (division 1, a player called 7)."""
    if isinstance(value, str):
        text = value.strip()[:_MAX_NAME]
        # a name that could display as another (bidirectional controls...) is spelled out
        return text if text.isprintable() else shown(text)
    if isinstance(value, bool) or value is None:
        return ""
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    if isinstance(value, float) and value == value:  # not NaN
        return str(value)
    return ""


_INT = frozenset({int})  # not bool: True is no opponent, no board


def _whole(value: Any) -> int | None:
    """A whole number TSH wrote (as 7 or 7.0), or None for anything else."""
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    if isinstance(value, float) and value.is_integer():
        return int(value)
    return None


def _numbers(value: Any, *, missing: int = 0) -> tuple[int, ...]:
    if not isinstance(value, list):
        return ()
    if set(map(type, value)) <= _INT:  # what TSH writes: read at C speed
        return tuple(value)
    out = []
    for item in value:
        number = _whole(item)
        out.append(missing if number is None else number)
    return tuple(out)


def _scores(value: Any) -> tuple[int | None, ...]:
    if not isinstance(value, list):
        return ()
    if set(map(type, value)) <= _INT:
        return tuple(value)
    return tuple(_whole(item) for item in value)


def _player(index: int, item: Any) -> Player | None:
    """Player ``index`` (its id, as TSH numbers them: the position in the list), or None."""
    if index == 0 or not isinstance(item, dict):
        return None
    etc = item.get("etc")
    etc = etc if isinstance(etc, dict) else {}
    # Only these fields are read: etc.password, photos and the rest never leave this function.
    return Player(
        id=index,
        name=_text(item.get("name")) or f"#{index}",
        pairings=_numbers(item.get("pairings")),
        scores=_scores(item.get("scores")),
        boards=_numbers(etc.get("board")),
        p12=_numbers(etc.get("p12"), missing=4),
    )


def _tables(value: Any) -> tuple[int | str | None, ...]:
    if not isinstance(value, list):
        return ()
    if set(map(type, value)) <= _INT:
        return tuple(t if t > 0 else None for t in value)
    out: list[int | str | None] = []
    for item in value:
        number = _whole(item)
        if number is not None:
            out.append(number if number > 0 else None)
        elif isinstance(item, str) and item.strip():
            text = item.strip()
            out.append(int(text) if text.isdigit() and len(text) < 10 else text[:20])
        else:
            out.append(None)
    return tuple(out)


def player_name(name: str) -> str:
    """A TSH name ("Smith, John") as a director reads it ("John Smith"); others as written."""
    last, comma, first = name.partition(",")
    if comma and last.strip() and first.strip():
        return f"{first.strip()} {last.strip()}"
    return name
