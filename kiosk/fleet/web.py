"""The fleet page as an ASGI app (Starlette), fed by a refresher thread.

`FleetState` reads the central log every half second on its own thread and
keeps the newest `Snapshot`; pages are rendered from it, so a page never waits
for the database and fifty stations cost one small query per refresh. The live part is
rendered once per snapshot and page (the first page on the refresher's thread, before the
snapshot is shown), so a poll costs no rendering. It shows every station with a problem
first, then the healthy ones a page at a time (`board`, ``?page=N``, natural order, each
page named by its first and last station). The page
polls ``/live`` twice a second and swaps in the new cards and lists, and the banner of open
calls for a word judge, which beeps (Web Audio) until a director acknowledges the call with
its button: the page's one write (``POST /ack``, `kiosk.fleet.acks`). Search and a
record's detail read the database on demand (SELECT only, see
`kiosk.fleet.reader`). Every answer carries a strict Content-Security-Policy
(inline script and style only with the response's nonce), no caching, no framing.

The pages are in one language, the app's `kiosk.core.i18n.Words` (English without one):
every sentence is in the templates in ``tr("...")`` (context ``Fleet``), and what this
module and the model say are messages (`Message`) worded there (`kiosk.fleet.words`). The page's
script writes no words: the live part it swaps in comes worded from ``/live``.
"""

from __future__ import annotations

import csv
import io
import json
import logging
import re
import secrets
from collections.abc import AsyncIterator, Callable, Mapping, Sequence
from contextlib import asynccontextmanager
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime, timedelta
from functools import cache
from typing import Any
from urllib.parse import parse_qs

import jinja2
from markupsafe import Markup
from sqlalchemy.exc import ProgrammingError
from starlette.applications import Starlette
from starlette.concurrency import run_in_threadpool
from starlette.middleware import Middleware
from starlette.middleware.trustedhost import TrustedHostMiddleware
from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse, RedirectResponse, Response
from starlette.routing import Route

from kiosk.audit.errors import first_line
from kiosk.audit.heartbeat import CallAck
from kiosk.audit.records import format_utc
from kiosk.core.i18n import ENGLISH, QT_TRANSLATE_NOOP, Message, Words
from kiosk.core.receipts import RECEIPT_LETTERS, receipt_code
from kiosk.core.text import visible
from kiosk.fleet.acks import CsrfKey, by_whom, same_origin
from kiosk.fleet.auth import Sessions, check_password
from kiosk.fleet.disputes import Conflict, Dispute, by_game, by_table
from kiosk.fleet.games import EMPTY_COLUMNS, GameFlag
from kiosk.fleet.model import Beat, Expected, PlanLine, StationCard, build_cards, plan_lines, short
from kiosk.fleet.reader import COUNT_CAP, Call, FleetReader, Item, NeedsRuling
from kiosk.fleet.schedule import Schedule, central_time
from kiosk.fleet.stats import Stats, hourly_stats
from kiosk.fleet.words import language_context, worded
from kiosk.worker import Worker

__all__ = ["Board", "FleetState", "Snapshot", "board", "create_app"]

log = logging.getLogger(__name__)

COOKIE = "fleet_session"
POLL_MS = 500  # a player's call is on the page within 2 s: relay, refresh and poll together
MAX_QUERY = 100
OFFSET_SAME = 1.0  # a station's clock within a second of the server's: its times as they are
OFFSET_MOVES = 2.0  # seconds an offset must move before the records are placed again
HEALTHY_PAGE = 24  # healthy stations' cards per page (problems: all of them, on every page)
SEARCH_PAGE = 50  # records per page of a search (older ones: ?before=<the last id>)
MAX_FORM = 4096

NO_TABLES = QT_TRANSLATE_NOOP(
    "Fleet",
    "The central log has no fleet tables yet ({error}): start a station that uses it, "
    "or run 'challenge-kiosk fleet expect' with the owner's address, to bring it up to date.",
)
UNREADABLE = QT_TRANSLATE_NOOP("Fleet", "The central log cannot be read: {error}")
UNSEARCHABLE = QT_TRANSLATE_NOOP("Fleet", "The central log cannot be searched: {error}")
NO_SUCH_RECORD = QT_TRANSLATE_NOOP("Fleet", "No such record.")
LOCKED_OUT = QT_TRANSLATE_NOOP("Fleet", "Too many wrong passwords: wait a minute.")
FORM_TOO_LARGE = QT_TRANSLATE_NOOP("Fleet", "That form is too large.")
WRONG_PASSWORD = QT_TRANSLATE_NOOP("Fleet", "Wrong password.")
SECONDS_AGO = QT_TRANSLATE_NOOP("Fleet", "{count} s ago")
MINUTES_AGO = QT_TRANSLATE_NOOP("Fleet", "{count} min ago")
NO_SUCH_CALL = QT_TRANSLATE_NOOP("Fleet", "That call is no longer open.")
CANNOT_ACKNOWLEDGE = QT_TRANSLATE_NOOP(
    "Fleet",
    "This page cannot record acknowledgements: start it with --ack-central "
    "(see docs/central-roles.sql), or acknowledge at the station.",
)
NOT_ACKNOWLEDGED = QT_TRANSLATE_NOOP(
    "Fleet", "The acknowledgement could not be recorded: {error}. Go to the station."
)
HOURS_AGO = QT_TRANSLATE_NOOP("Fleet", "{whole}.{tenth} h ago")  # one decimal: 1.5 h ago


@dataclass(frozen=True)
class Snapshot:
    cards: list[StationCard] = field(default_factory=list)
    flagged: list[Item] = field(default_factory=list)
    latest: list[Item] = field(default_factory=list)
    stats: Stats | None = None
    expected: dict[str, Expected] = field(default_factory=dict)
    chains: dict[str, tuple[int, tuple[Message, ...]]] = field(default_factory=dict)
    problem: Message | None = None
    refreshed_at: datetime | None = None
    calls: list[Call] = field(default_factory=list)  # calls for a word judge nobody answered
    schedule: Schedule | None = None  # the plans and expectations the records are held to
    disputes: list[Dispute] = field(default_factory=list)
    conflicts: list[Conflict] = field(default_factory=list)
    event: str | None = None  # the event the page watches
    other_events: tuple[str, ...] = ()  # published too, not watched (`fleet --event`)
    event_chosen: bool = False  # given with --event (else the first published)
    plan_lines: list[PlanLine] = field(default_factory=list)
    rulings: list[NeedsRuling] = field(default_factory=list)  # superseded lists after an instant
    # look-ups from a table with no game, a game already scored, a feed rated for another list
    game_flags: list[GameFlag] = field(default_factory=list)


@dataclass(frozen=True)
class Board:
    """The cards of one page: every card with a problem, and one page of the healthy ones
    (``page``, from 1, of ``pages``: (number, first name, last name) each), in the order
    `kiosk.fleet.model.build_cards` gives (natural order of names)."""

    problems: list[StationCard]
    shown: list[StationCard]
    healthy: int
    page: int
    first: int  # the place among the healthy cards of the first shown, from 1 (0: none)
    last: int
    pages: list[tuple[int, str, str]]


def board(cards: Sequence[StationCard], page: int, size: int = HEALTHY_PAGE) -> Board:
    """Page ``page`` of ``cards`` (a page out of range: the nearest one)."""
    problems = [c for c in cards if c.problem]
    healthy = [c for c in cards if not c.problem]
    count = max(1, -(-len(healthy) // size))
    page = min(max(page, 1), count)
    start = (page - 1) * size
    shown = healthy[start : start + size]
    pages = [
        (n + 1, healthy[n * size].name, healthy[min(len(healthy), (n + 1) * size) - 1].name)
        for n in range(count)
        if healthy
    ]
    return Board(
        problems, shown, len(healthy), page, start + 1 if shown else 0, start + len(shown), pages
    )


class FleetState:
    """The newest `Snapshot` of the central log, refreshed every ``refresh_s`` seconds.
    Each new snapshot is given to the ``listeners`` on the refresher's thread before it
    becomes ``snapshot`` (the page renders its first page there, ahead of any request)."""

    def __init__(
        self,
        reader: FleetReader,
        *,
        offline_after_s: float = 45.0,
        refresh_s: float = 0.5,
        stats_every_s: float = 5.0,
        clock: Callable[[], datetime] = lambda: datetime.now(UTC),
    ) -> None:
        self.reader = reader
        self.offline_after_s = offline_after_s
        self.refresh_s = refresh_s
        self.stats_every_s = stats_every_s
        self.clock = clock
        self.snapshot = Snapshot()
        self._newest: Any = -1  # the newest record and the offsets the flagged list was read with
        self._stats_at: datetime | None = None
        self._worker = Worker("fleet-refresh", self._round)
        self._answered: set[str] = set()  # calls acknowledged on this page
        self._asked: set[tuple[str, str]] = set()  # (division, word) looked up for conflicts
        self._conflicts: list[Conflict] = []
        self._disputed = -1  # the newest record when disputes and conflicts were read
        self._ruled = (-1, None)  # the newest record and plans when rulings were read
        self._rulings: list[NeedsRuling] = []
        # per station: the central server's clock minus its own, as its heartbeats say (a
        # change under OFFSET_MOVES seconds is not taken: the records are placed again then)
        self.offsets: dict[str, float] = {}
        self.listeners: list[Callable[[Snapshot], None]] = []

    def answered(self, call: str) -> None:
        """A call acknowledged here leaves the banner at once (the next read agrees)."""
        self._answered.add(call)
        old = self.snapshot
        self.snapshot = replace(old, calls=[c for c in old.calls if c.event_id != call])

    def refresh_once(self) -> Snapshot:
        """Read what changed; on a database error keep the last data and say why."""
        old, now = self.snapshot, self.clock()
        try:
            beats = self.reader.heartbeats()
            server_now = self.reader.server_now()  # heartbeats' ages: the server's clock
            stats, expected, chains = old.stats, old.expected, old.chains
            schedule = old.schedule
            due = self._stats_at is None or (now - self._stats_at).total_seconds() >= (
                self.stats_every_s
            )
            if due:
                expected, chains = self.reader.expected(), self.reader.chains()
                schedule = Schedule(self.reader.plans(), expected)
            assert schedule is not None
            self._take_offsets(beats)
            # what the new records add, counts too
            tally = self.reader.judged(schedule, now, self.offsets)
            if due:
                stats = hourly_stats(tally.hour_counts(now), {}, now)
                self._stats_at = now
            flagged, latest, disputes = old.flagged, old.latest, old.disputes
            game_flags = old.game_flags
            newest = self.reader.newest_record_id()
            placed = (newest, tuple(sorted(self.offsets.items())))
            if placed != self._newest or not self.reader.game_index.complete:
                # games first (a window of a long log per refresh until it is all read): the
                # lists below are read with the games joined to their records since
                flags = list(reversed(self.reader.games().flags))
                game_flags = on_central(flags, self.offsets)  # their times on the central clock
            if placed != self._newest:  # a new record, or a clock offset changed
                flagged, latest = self.reader.flagged(offsets=self.offsets), self.reader.latest()
                self._newest = placed
            if due and newest != self._disputed:  # with the counts: a new record waits less
                disputes = self.reader.joined(self.reader.disputes())
                self._conflicts += self.reader.conflicts(
                    tally.groups.values(), self._asked, schedule, self.offsets
                )
                self._disputed = newest
            ruled = (newest, tally.schedule_key)
            if ruled != self._ruled and (due or ruled[1] != self._ruled[1]):
                self._rulings = self.reader.needs_ruling(schedule, self.offsets)
                self._ruled = ruled
            flagged, latest = on_central(flagged, self.offsets), on_central(latest, self.offsets)
            disputes = on_central(disputes, self.offsets)
            cards = build_cards(
                beats,
                expected,
                server_now or now,
                self.offline_after_s,
                chains,
                schedule=schedule,
                records=tally.stations,
                groups=tally.groups.values(),
                forged=self.reader.forged,
            )
            calls = [c for c in self.reader.calls(now) if c.event_id not in self._answered]
            answers = self.reader.plan_answers()
            snapshot = Snapshot(
                cards,
                flagged,
                latest,
                stats,
                expected,
                chains,
                None,
                now,
                calls,
                schedule,
                disputes,
                list(self._conflicts),
                event=self.reader.watched,
                other_events=self.reader.other_events,
                event_chosen=self.reader.event is not None,
                plan_lines=plan_lines(schedule, cards, answers, server_now or now),
                rulings=list(self._rulings),
                game_flags=game_flags,
            )
        except Exception as exc:  # unreachable, not upgraded, timed out: say so on the page
            problem = why_unreadable(exc)
            log.warning("%s", problem)
            snapshot = replace(old, problem=problem)
        for listener in self.listeners:
            try:
                listener(snapshot)
            except Exception:  # the page renders it on request
                log.exception("before showing a refresh")
        self.snapshot = snapshot
        return snapshot

    def _take_offsets(self, beats: Sequence[Beat]) -> None:
        """The stations' clock offsets from their heartbeats; under `OFFSET_SAME` seconds an
        offset counts as none, and a change under `OFFSET_MOVES` seconds is not taken (each
        change places the records in the plans' periods again)."""
        for beat in beats:
            offset = beat.clock_offset_s
            if offset is None:
                continue
            held = self.offsets.get(beat.station_id, 0.0)
            if abs(offset) < OFFSET_SAME:
                if held:
                    self.offsets.pop(beat.station_id, None)
            elif abs(offset - held) >= OFFSET_MOVES:
                self.offsets[beat.station_id] = round(offset, 1)

    def start(self) -> None:
        self._worker.start()

    def stop(self) -> None:
        self._worker.stop(10)

    def _round(self) -> float:
        self.refresh_once()
        return self.refresh_s


def on_central(items: list[Any], offsets: Mapping[str, float]) -> list[Any]:
    """Records' lines (`Item`, `Dispute`) placed on the central clock: each dated by its
    station's clock plus that station's measured offset (a line placed before is not moved
    again: it carries the offset it was placed with)."""
    placed = []
    for item in items:
        offset = offsets.get(item.station_id, 0.0)
        moved = getattr(item, "placed_s", 0.0)
        if offset == moved:
            placed.append(item)
            continue
        shift = timedelta(seconds=offset - moved)
        if isinstance(item.recorded_at, datetime):
            at: Any = item.recorded_at + shift
        else:
            when = central_time(str(item.recorded_at), offset - moved)
            at = format_utc(when) if when is not None else item.recorded_at
        placed.append(replace(item, recorded_at=at, placed_s=offset))
    return placed


def why_unreadable(exc: BaseException) -> Message:
    """The page's line for a database error, saying what to do where we know (the
    database's own words in it are as it wrote them)."""
    line = first_line(exc)
    if isinstance(exc, ProgrammingError) and "does not exist" in line:
        return NO_TABLES(error=line)
    return UNREADABLE(error=line)


_RECEIPT_TYPED = re.compile(rf"([{RECEIPT_LETTERS}]{{1,3}})\s*-?\s*(\d{{1,8}})", re.IGNORECASE)


def receipt_or_words(query: str) -> str:
    """A receipt code as a player may copy it ("gp 0006", "GP0006", "gp-6") written as
    the slip prints it ("GP-0006"); anything else (words) as typed."""
    match = _RECEIPT_TYPED.fullmatch(query.strip())
    if match is None:
        return query
    return receipt_code(match.group(1).upper(), int(match.group(2)))


LOOPBACK_NAMES = ("127.0.0.1", "localhost")

# The page's lists offered as CSV and JSON (``/export/<name>.csv``, ``.json``); ``search``
# takes the page's ``q`` or ``player``.
EXPORTS = ("disputes", "flagged", "latest", "rulings", "game-flags", "search")
EXPORT_MOST = 1000  # records of a search exported, newest first
NO_SUCH_EXPORT = QT_TRANSLATE_NOOP("Fleet", "No such export.")


def _cell(value: Any) -> Any:
    """A CSV cell a spreadsheet shows as text, never runs as a formula."""
    if isinstance(value, str) and value[:1] in ("=", "+", "-", "@", "\t", "\r"):
        return "'" + value
    return value


def _export_row(
    item: Any, words: Words, number: int | None = None, table: Any = None
) -> dict[str, Any]:
    """A record's line as an export's row: what, where, when, and its game's columns."""
    if item is None:
        return {
            **dict.fromkeys(("id", "recorded_at", "station", "division", "table", "what")),
            **dict.fromkeys(("receipt", "typed", "verdict", "plan_round")),
            **EMPTY_COLUMNS,
        }
    what: Message | str = getattr(item, "what", None) or getattr(item, "label_message", None) or ""
    at = item.recorded_at
    game = item.game
    return {
        "id": item.id,
        "recorded_at": format_utc(at) if isinstance(at, datetime) else (at or ""),
        "station": item.station,
        "division": item.division or "",
        "table": "" if (t := getattr(item, "table", table)) is None else t,
        "what": worded(what, words),
        "receipt": item.receipt or "",
        "typed": item.typed or "",
        "verdict": getattr(item, "verdict", None) or "",
        "plan_round": "" if number is None or (game and game.taken) else number,
        **(game.columns() if game is not None else EMPTY_COLUMNS),
    }


def _flag_row(flag: GameFlag, words: Words) -> dict[str, Any]:
    return {
        "id": flag.record_id,
        "recorded_at": flag.recorded_at,
        "station": flag.station,
        "division": flag.game.division or "",
        "table": "" if flag.table is None else flag.table,
        "what": "; ".join(worded(w, words) for w in flag.why),
        "receipt": flag.receipt or "",
        "typed": "",
        "verdict": "",
        "plan_round": "",
        **flag.game.columns(),
    }


def client_address(request: Request) -> str:
    """Who is logging in: the peer, or behind a proxy on this machine (a TLS proxy on the
    loopback) the address it forwards (the last one in X-Forwarded-For, which that proxy
    wrote). The global limit in `kiosk.fleet.auth.Sessions` holds whatever this says."""
    peer = request.client.host if request.client else "?"
    forwarded = request.headers.get("x-forwarded-for", "")
    if peer in ("127.0.0.1", "::1") and forwarded.strip():
        return forwarded.split(",")[-1].strip()[:64]
    return peer


def _page_number(request: Request) -> int:
    """The page of healthy stations asked for (?page=N; 1 without one)."""
    value = request.query_params.get("page", "")
    return int(value) if value.isdigit() and len(value) < 6 else 1


def _row_id(value: str | None) -> int | None:
    """A record id from a link (None: none, or not one a database can hold)."""
    if value is None or not value.isdigit() or len(value) > 19:
        return None
    number = int(value)
    return number if 0 < number < 2**63 else None


def _local(moment: datetime | None, pattern: str = "%H:%M:%S") -> str:
    return moment.astimezone().strftime(pattern) if moment is not None else "—"


def ago(seconds: float) -> Message:
    """How long ago, e.g. "12 s ago", "3 min ago", "1.5 h ago"."""
    if seconds < 90:
        return SECONDS_AGO(count=round(seconds))
    if seconds < 5400:
        return MINUTES_AGO(count=round(seconds / 60))
    whole, tenth = f"{seconds / 3600:.1f}".split(".")
    return HOURS_AGO(whole=whole, tenth=tenth)


def _visible(value: object) -> object:
    """Every text the page shows from the central log: whoever can write to it cannot make
    a station's name or a note display reversed or hidden (the page's own markup is kept)."""
    if isinstance(value, str) and not isinstance(value, Markup):
        return visible(value)
    return value


@cache
def _environment() -> jinja2.Environment:
    env = jinja2.Environment(
        loader=jinja2.PackageLoader("kiosk.fleet", "templates"),
        autoescape=True,
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        finalize=_visible,
    )
    env.filters.update(local=_local, short=short)
    env.globals.update(by_table=by_table, by_game=by_game)
    return env


def create_app(
    state: FleetState,
    *,
    password_hash: str | None = None,
    words: Words = ENGLISH,
    acknowledge: Callable[[CallAck], None] | None = None,
    hosts: Sequence[str] = (),
) -> Starlette:
    """The page server. ``password_hash`` None: no login (only for 127.0.0.1). ``words``: the
    pages' language (the station's translations, passed in: this package has no Qt).
    ``acknowledge`` stores a director's acknowledgement of a call (None: the page cannot).
    ``hosts``: the names the page may be asked for besides 127.0.0.1 and localhost; a
    request naming another Host is refused (a web page that rebinds its own name to this
    laptop's address cannot read the page)."""
    sessions = Sessions()
    csrf = CsrfKey()
    language = language_context(words)
    language["ago"] = lambda seconds: worded(ago(seconds), words)

    def render(name: str, status: int = 200, **context: Any) -> HTMLResponse:
        nonce = secrets.token_urlsafe(16)
        html = (
            _environment()
            .get_template(name)
            .render(
                nonce=nonce,
                poll_ms=POLL_MS,
                gated=password_hash is not None,
                can_acknowledge=acknowledge is not None,
                **language,
                **context,
            )
        )
        return respond(html, nonce, status)

    def respond(html: str, nonce: str, status: int = 200) -> HTMLResponse:
        response = HTMLResponse(html, status_code=status)
        response.headers.update(
            {
                "Content-Security-Policy": (
                    f"default-src 'none'; script-src 'nonce-{nonce}'; style-src 'nonce-{nonce}'; "
                    "img-src 'self' data:; connect-src 'self'; form-action 'self'; "
                    "frame-ancestors 'none'; base-uri 'none'"
                ),
                "Cache-Control": "no-store",
                "X-Content-Type-Options": "nosniff",
                "Referrer-Policy": "no-referrer",
            }
        )
        return response

    # The live part of the page, rendered once per snapshot and page: the refresher renders
    # the first page of each new snapshot before it shows it, and every poll until the next
    # refresh is answered with the same text (at 200 stations, rendering was most of a
    # poll's cost). The newest two snapshots' pages are kept.
    rendered: dict[int, tuple[Snapshot, dict[int, Markup]]] = {}

    def live_part(page: int, snapshot: Snapshot | None = None) -> Markup:
        shown = state.snapshot if snapshot is None else snapshot
        held = rendered.get(id(shown))
        if held is None or held[0] is not shown:
            held = (shown, {})
            rendered[id(shown)] = held
            for old in list(rendered)[:-2]:
                rendered.pop(old, None)
        found = held[1].get(page)
        if found is None:
            found = Markup(
                _environment()
                .get_template("live.html")
                .render(
                    s=shown,
                    offline_after=state.offline_after_s,
                    board=board(shown.cards, page),
                    **language,
                )
            )
            held[1][page] = found
        return found

    def ahead(snapshot: Snapshot) -> None:
        live_part(1, snapshot)

    state.listeners.append(ahead)

    def allowed(request: Request) -> bool:
        return password_hash is None or sessions.valid(request.cookies.get(COOKIE))

    def to_login() -> Response:
        return RedirectResponse("/login", status_code=303)

    async def page(request: Request) -> Response:
        if not allowed(request):
            return to_login()
        token = csrf.token(request.cookies.get(COOKIE))
        part = live_part(_page_number(request))
        return render("page.html", live=part, csrf=token)

    async def live(request: Request) -> Response:
        if not allowed(request):
            return Response("login needed", status_code=401)
        return respond(live_part(_page_number(request)), secrets.token_urlsafe(16))

    def search(request: Request) -> Response:
        if not allowed(request):
            return to_login()
        query = request.query_params.get("q", "").strip()[:MAX_QUERY]
        player = request.query_params.get("player", "").strip()[:MAX_QUERY]
        before = _row_id(request.query_params.get("before"))
        problem: Message | None = None
        items: list[Item] = []
        count: int | None = None
        more = False
        try:
            if player:
                items = state.reader.search_players(player, SEARCH_PAGE + 1, before)
                more = len(items) > SEARCH_PAGE
                items = items[:SEARCH_PAGE]
            elif query:
                items, more, count = state.reader.search_page(
                    receipt_or_words(query), SEARCH_PAGE, before
                )
        except Exception as exc:
            problem = UNSEARCHABLE(error=first_line(exc))
        older = items[-1].id if more else None
        return render(
            "search.html",
            query=query,
            player=player,
            reading=bool(player) and not state.reader.game_index.complete,
            items=items,
            problem=problem,
            count=count,
            most=COUNT_CAP,
            older=older,
            paged=before is not None,
        )

    def record(request: Request) -> Response:
        if not allowed(request):
            return to_login()
        row_id = request.path_params["row_id"]
        if not 0 < row_id < 2**63:  # beyond any row id the database can hold
            return render("record.html", 404, item=None, body="", problem=NO_SUCH_RECORD())
        try:
            found = state.reader.record(row_id)
        except Exception as exc:
            problem = UNREADABLE(error=first_line(exc))
            return render("record.html", 503, item=None, body="", problem=problem)
        if found is None:
            return render("record.html", 404, item=None, body="", problem=NO_SUCH_RECORD())
        return render("record.html", item=found[0], body=found[1], problem=None)

    def export(request: Request) -> Response:
        """A list of the page as CSV or JSON, with each record's game (`EXPORTS`)."""
        if not allowed(request):
            return Response("login needed", status_code=401)
        name, kind = request.path_params["name"], request.path_params["kind"]
        if name not in EXPORTS or kind not in ("csv", "json"):
            return Response(worded(NO_SUCH_EXPORT(), words), status_code=404)
        shown = state.snapshot
        if name == "search":
            player = request.query_params.get("player", "").strip()[:MAX_QUERY]
            query = request.query_params.get("q", "").strip()[:MAX_QUERY]
            try:
                if player:
                    found: list[Any] = state.reader.search_players(player, EXPORT_MOST)
                elif query:
                    found = state.reader.search(receipt_or_words(query), EXPORT_MOST)
                else:
                    found = []
            except Exception as exc:
                return Response(worded(UNSEARCHABLE(error=first_line(exc)), words), 503)
            rows = [_export_row(i, words) for i in found]
        elif name == "disputes":
            round_of = shown.schedule.round_of if shown.schedule else None
            rows = [
                _export_row(d, words, number)
                for _division, number, _table, _game, group in by_game(shown.disputes, round_of)
                for d in group
            ]
        elif name == "rulings":
            rows = [_export_row(r.item, words, table=r.table) for r in shown.rulings]
        elif name == "game-flags":
            rows = [_flag_row(f, words) for f in shown.game_flags]
        else:
            rows = [_export_row(i, words) for i in getattr(shown, name)]
        filename = f"fleet-{name}.{kind}"
        headers = {
            "Content-Disposition": f'attachment; filename="{filename}"',
            "Cache-Control": "no-store",
            "X-Content-Type-Options": "nosniff",
        }
        if kind == "json":
            text = json.dumps(rows, ensure_ascii=False, indent=1)
            return Response(text, media_type="application/json", headers=headers)
        out = io.StringIO()
        columns = list(rows[0]) if rows else list(_export_row(None, words))
        writer = csv.DictWriter(out, fieldnames=columns)
        writer.writeheader()
        for row in rows:
            writer.writerow({k: _cell(v) for k, v in row.items()})
        return Response(out.getvalue(), media_type="text/csv; charset=utf-8", headers=headers)

    async def acknowledge_call(request: Request) -> Response:
        """A director acknowledges a call from the banner (the page's own script posts it)."""
        if not allowed(request):
            return JSONResponse({"problem": "login needed"}, status_code=401)
        session = request.cookies.get(COOKIE)
        if not same_origin(request.headers):
            return JSONResponse({"problem": "not from this page"}, status_code=403)
        body = b""
        async for chunk in request.stream():
            body += chunk
            if len(body) > MAX_FORM:
                return JSONResponse({"problem": worded(FORM_TOO_LARGE(), words)}, 413)
        fields = parse_qs(body.decode("utf-8", "replace"))
        if not csrf.valid(session, (fields.get("csrf") or [""])[0]):
            return JSONResponse({"problem": "not from this page"}, status_code=403)
        event_id = (fields.get("call") or [""])[0]
        call = next((c for c in state.snapshot.calls if c.event_id == event_id), None)
        if call is None:
            return JSONResponse({"problem": worded(NO_SUCH_CALL(), words)}, status_code=404)
        if acknowledge is None:
            return JSONResponse({"problem": worded(CANNOT_ACKNOWLEDGE(), words)}, 503)
        address = request.client.host if request.client else "?"
        ack = CallAck(
            call.station_id,
            call.event_id,
            format_utc(state.clock()),
            by_whom((fields.get("by") or [""])[0]),
            f"fleet page ({address})",
        )
        try:
            await run_in_threadpool(acknowledge, ack)
        except Exception as exc:
            problem = NOT_ACKNOWLEDGED(error=first_line(exc))
            log.warning("%s", worded(problem))
            return JSONResponse({"problem": worded(problem, words)}, status_code=503)
        state.answered(call.event_id)
        return JSONResponse({"acknowledged": call.event_id, "by": ack.by})

    async def login(request: Request) -> Response:
        if password_hash is None:
            return RedirectResponse("/", status_code=303)
        if request.method == "GET":
            return render("login.html", problem=None)
        address = client_address(request)
        if sessions.locked_out(address):
            return render("login.html", 429, problem=LOCKED_OUT())
        body = b""
        async for chunk in request.stream():
            body += chunk
            if len(body) > MAX_FORM:
                return render("login.html", 413, problem=FORM_TOO_LARGE())
        fields = parse_qs(body.decode("utf-8", "replace"))
        password = (fields.get("password") or [""])[0]
        if not sessions.start_check():  # never queued: a flood of guesses is refused at once
            return render("login.html", 429, problem=LOCKED_OUT())
        try:
            right = await run_in_threadpool(check_password, password_hash, password)
        finally:
            sessions.end_check()
        if not right:
            sessions.failed(address)
            return render("login.html", 403, problem=WRONG_PASSWORD())
        response = RedirectResponse("/", status_code=303)
        response.set_cookie(
            COOKIE, sessions.new(), max_age=12 * 3600, httponly=True, samesite="strict"
        )
        return response

    async def logout(request: Request) -> Response:
        sessions.end(request.cookies.get(COOKIE))
        response = RedirectResponse("/login" if password_hash else "/", status_code=303)
        response.delete_cookie(COOKIE)
        return response

    routes = [
        Route("/", page),
        Route("/live", live),
        Route("/search", search),
        Route("/record/{row_id:int}", record),
        Route("/export/{name}.{kind}", export),
        Route("/ack", acknowledge_call, methods=["POST"]),
        Route("/login", login, methods=["GET", "POST"]),
        Route("/logout", logout, methods=["POST"]),
    ]

    @asynccontextmanager
    async def lifespan(_app: Starlette) -> AsyncIterator[None]:
        state.start()
        try:
            yield
        finally:
            state.stop()

    names = sorted({*LOOPBACK_NAMES, *(h.strip().lower() for h in hosts if h.strip())})
    checked = [Middleware(TrustedHostMiddleware, allowed_hosts=names, www_redirect=False)]
    return Starlette(routes=routes, lifespan=lifespan, middleware=checked)
