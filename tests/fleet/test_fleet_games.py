"""The fleet page knows each record's game (issue 34, item 5): disputes grouped by round
and game, search by player name, flags for look-ups from a table without a game, from a
game already scored, or at a division rated for another list, and the exports' game
columns.

Records are written by real station logs (`record_adjudication` with the ``game`` object
`kiosk.pairings.match.game_record` builds) and relayed to a real PostgreSQL; one offline
station's record gets its game later from a ``game-matched`` annotation. The page is read
from its snapshot, over HTTP and in Chromium (tests/artifacts/fleet-games*.png).
"""

from __future__ import annotations

import csv
import io
import json
from datetime import UTC, datetime

import pytest

from kiosk.audit import open_audit_log
from kiosk.audit.engine import database_engine
from kiosk.audit.identity import station_key
from kiosk.audit.records import EventKind
from kiosk.audit.relay import Relay, prepare_central
from kiosk.fleet import reader as reader_module
from kiosk.fleet.disputes import by_game
from kiosk.fleet.games import fold, game_of
from kiosk.fleet.reader import FleetReader, read_only_engine
from kiosk.fleet.web import FleetState, create_app
from kiosk.pairings.match import Choice, Game, MatchState, Seat, TableMatch, game_record
from tests.browser import text_at_once
from tests.fleet.fleet_helpers import http, wait_for
from tests.fleet.test_fleet_browser import browser, shot  # noqa: F401 (fixture)
from tests.fleet.test_fleet_language import Marked, assert_all_marked, page_texts, served, unmarked
from tests.fleet.test_fleet_plan_reading import judged, lexicon
from tests.lexforge import WORDS

pytestmark = pytest.mark.postgres

FETCHED = datetime(2026, 11, 28, 9, 30, tzinfo=UTC)
# What stations, players and the feed wrote: shown as it is, in no language of the page's.
DATA = {
    "Table 14", "Table 2", "Desk", "A", "B", "NWL2023", "CSW24", "S1", "S2", "S3",
    "qi", "za", "cat", "naspa-csw", "from the final feed", "1.0",
    "John Smith", "Mary Jones", "Jürgen Müller", "Ana Núñez", "Wayland Smithers",
    "Pat O'Brien", "Al Roe", "Ed Poe", "Jane Smith", "Ann Doe", "smith",
}  # fmt: skip


def game(division, rnd, board, table, one, two, scored=False):
    return Game(division, rnd, board, table, (Seat(1, one, True), Seat(2, two, False)), scored)


def record_of(state, table, games, division, rating="nsa2008", choice=Choice.CONFIRMED):
    """The ``game`` object a station records, built as the station builds it."""
    match = TableMatch(state, tuple(games), table, division, "ab" * 32, FETCHED, None, rating)
    return game_record(match, games[0] if games else None, choice)


def station(url, root, sid, name, plays, annotate=()):
    """``plays``: (lexicon, word, division, table, game object or None); ``annotate``:
    (index of a play, game object): a game-matched annotation appended for it later."""
    home = root / sid
    home.mkdir(mode=0o700)
    with open_audit_log(station_id=sid, station_name=name, path=root / f"{sid}.sqlite3") as log:
        log.receipt_prefix = sid.upper()
        made = [
            log.record_adjudication(judged(lex, word), profile=division, table=table, game=g)
            for lex, word, division, table, g in plays
        ]
        for index, g in annotate:
            details = {"category": "game-matched", "note": "from the final feed", "game": g}
            log.record_event(EventKind.ANNOTATION, details, refers_to=made[index].event_id)
        status = Relay(log, url, key=station_key(home)).finish(20)
        assert status.pending == 0 and status.last_error is None, status
    return [r.receipt for r in made]


def test_games_on_the_fleet_page(central_url, tmp_path, browser, monkeypatch):  # noqa: F811
    owner = database_engine(central_url)
    prepare_central(owner)
    nwl = lexicon(tmp_path / "lex", "NWL2023", WORDS)
    csw = lexicon(tmp_path / "lex", "CSW24", WORDS)
    smith = game("A", 8, 14, 14, "Smith, John", "Jones, Mary")
    scored = game("A", 7, 9, 9, "Müller, Jürgen", "Núñez, Ana", scored=True)
    rated = game("B", 3, 2, 2, "Smithers, Wayland", "O'Brien, Pat")
    late = game("A", 2, 5, 5, "Smith, Jane", "Doe, Ann")
    at_14 = record_of(MatchState.MATCHED, 14, [smith], "A")
    at_9 = record_of(MatchState.ALREADY_SCORED, 9, [scored], "A")
    at_7 = record_of(MatchState.NO_GAME, 7, [], "A", choice=Choice.NOT_ASKED)
    refused = record_of(MatchState.MATCHED, 11, [game("A", 8, 11, 11, "Kim, Lee", "Ng, Bo")], "A",
                        choice=Choice.REFUSED)  # fmt: skip
    at_b = record_of(MatchState.MATCHED, 2, [rated], "B", rating="naspa-csw")
    fits = record_of(MatchState.MATCHED, 3, [game("B", 3, 3, 3, "Roe, Al", "Poe, Ed")], "B",
                     rating="naspa-csw")  # fmt: skip
    joined = record_of(MatchState.MATCHED, 5, [late], "A")

    s1 = station(central_url, tmp_path, "s1", "Table 14", [
        (nwl, "qi", "A", 14, at_14), (nwl, "za", "A", 14, at_14),  # the same game twice
        (nwl, "cat", "A", 7, at_7),  # a table without a game this round
        (nwl, "qi", "A", 9, at_9), (nwl, "za", "A", 9, at_9),  # a game already scored
        (nwl, "cat", "A", 11, refused)])  # fmt: skip
    s2 = station(central_url, tmp_path, "s2", "Table 2", [
        (nwl, "qi", "B", 2, at_b),  # a CSW-rated division judged with NWL
        (csw, "qi", "B", 3, fits)])  # fmt: skip
    s3 = station(central_url, tmp_path, "s3", "Desk", [
        (nwl, "qi", "A", 5, None), (nwl, "za", "A", 5, None),  # offline: no game recorded
        (nwl, "cat", "A", 6, None), (nwl, "qi", "A", 6, None)],  # no game, ever
        annotate=[(0, joined), (1, joined)])  # fmt: skip

    try:
        state = FleetState(FleetReader(read_only_engine(central_url)), stats_every_s=0)
        snapshot = wait_for(lambda: (s := state.refresh_once()).disputes and s, 15, "disputes")
        assert snapshot.problem is None, snapshot.problem

        # 1. disputes grouped by round and game; records without a game under their table
        groups = [
            (division, rnd, table, g.key if g else None, [d.receipt for d in items])
            for division, rnd, table, g, items in by_game(snapshot.disputes)
        ]
        split = [(d, r, t, k, [x for x in rs if x]) for d, r, t, k, rs in groups]
        assert split == [
            ("A", 2, 5, ("A", 2, 5), [s3[1]]),  # joined after the event
            ("A", 7, 9, ("A", 7, 9), [s1[4]]),
            ("A", 8, 14, ("A", 8, 14), [s1[1]]),
            ("A", None, 6, None, [s3[3]]),  # no game: by its table, as before
        ], groups
        by_receipt = {d.receipt: d for d in snapshot.disputes}
        assert str(by_receipt[s1[1]].game_message) == "Round 8 · Table 14 · John Smith v Mary Jones"
        assert by_receipt[s3[1]].game.joined
        assert str(by_receipt[s3[1]].game_message) == (
            "Round 2 · Table 5 · Jane Smith v Ann Doe (joined after the event)"
        )
        # a refused match names no game: the record stands by its table alone
        refused_item = next(i for i in snapshot.latest if i.receipt == s1[5])
        assert refused_item.game.state == "matched" and not refused_item.game.taken
        assert refused_item.game_message is None

        # 3. the flags, each naming station, table, time and receipt; and their absence
        flags = {(f.station, f.table, f.receipt, "; ".join(str(w) for w in f.why))
                 for f in snapshot.game_flags}  # fmt: skip
        assert flags == {
            ("Table 14", 7, s1[2], "look-up from a table with no game this round"),
            ("Table 14", 9, s1[3], "look-up from a game already scored"),
            ("Table 14", 9, s1[4], "look-up from a game already scored"),
            ("Table 2", 2, s2[0], "B is rated naspa-csw in the pairings; judged with NWL2023"),
        }, flags
        assert all(f.recorded_at[:4] == str(datetime.now(UTC).year) for f in snapshot.game_flags)

        # 2. search by player name: case and accents aside, "Last, First" as TSH writes it
        reader = state.reader

        def found(text):
            return sorted(i.receipt for i in reader.search_players(text))

        assert found("smith") == sorted([*s1[:2], s2[0], *s3[:2]])  # Smithers too
        assert found("SMITH, JOHN") == sorted(s1[:2])
        assert found("muller") == found("MÜLLER") == found("jürgen") == sorted(s1[3:5])
        assert found("nunez, ana") == sorted(s1[3:5])
        assert found("kim") == [] and found("zzz") == [] and found("  ") == []
        assert fold("Núñez") == "nunez"
        newest, older = reader.search_players("smith", 2), reader.search_players("smith", 9)
        assert [i.id for i in newest] == [i.id for i in older][:2]
        rest = reader.search_players("smith", 9, before=newest[-1].id)
        assert [i.id for i in newest + rest] == [i.id for i in older]

        with served(create_app(state)) as base:
            status, _h, page = http(base + "/search?player=smith")
            assert status == 200
            assert "Round 8 · Table 14 · John Smith v Mary Jones" in page
            assert "(joined after the event)" in page and "Wayland Smithers" in page
            for receipt in (*s1[:2], s2[0], *s3[:2]):
                assert receipt in page
            assert http(base + "/search?player=" + "%C3%BC" * 200)[0] == 200  # long: cut

            # 4. exports carry the game columns
            status, headers, text = http(base + "/export/disputes.csv")
            assert status == 200 and "attachment" in headers.get("content-disposition", "")
            rows = list(csv.DictReader(io.StringIO(text)))
            for column in ("game_division", "round", "board", "players", "match_state", "choice"):
                assert column in rows[0], column
            row = next(r for r in rows if r["receipt"] == s1[1])
            assert (row["round"], row["board"], row["players"], row["match_state"],
                    row["choice"]) == ("8", "14", "Smith, John v Jones, Mary", "matched",
                                       "confirmed")  # fmt: skip
            assert next(r for r in rows if r["receipt"] == s3[3])["round"] == ""
            status, _h, text = http(base + "/export/search.json?player=muller")
            exported = json.loads(text)
            assert {(r["receipt"], r["match_state"], r["round"]) for r in exported} == {
                (s1[3], "already_scored", 7),
                (s1[4], "already_scored", 7),
            }
            flagged_rows = json.loads(http(base + "/export/game-flags.json")[2])
            assert {r["receipt"] for r in flagged_rows} == {s1[2], s1[3], s1[4], s2[0]}
            assert http(base + "/export/nothing.csv")[0] == 404
            assert http(base + "/export/disputes.xml")[0] == 404

        # 5. every word of it in the page's language (the players' names are data)
        with served(create_app(state, words=Marked())) as base:
            live, searched = http(base + "/live")[2], http(base + "/search?player=smith")[2]
        _lang, texts = page_texts("<html lang='fr'>" + live)
        assert [t for t in texts if unmarked(t, DATA)] == []
        assert_all_marked(searched, DATA, "/search?player=smith")
        assert "«Round 8 · Table 14 · John Smith v Mary Jones»" in live
        assert "««Round 2 · Table 5 · Jane Smith v Ann Doe» (joined after the event)»" in live
        assert "«look-up from a game already scored»" in live

        with served(create_app(state)) as base:
            # the page in Chromium
            browser.set_window_size(1400, 2000)
            browser.get(base + "/")
            wait_for(lambda: "Look-ups to check" in browser.page_source, 10, "the page")
            view = text_at_once(browser, flags="#game-flags", disputes="#disputes")
            flags_text, disputes_text = view["flags"], view["disputes"]  # one state of the page
            shot(browser, "games")
            browser.get(base + "/search?player=n%C3%BA%C3%B1ez")
            results = browser.find_element("id", "results").text
            shot(browser, "games-search")
        assert "look-up from a table with no game this round" in flags_text
        assert "B is rated naspa-csw in the pairings; judged with NWL2023" in flags_text
        assert s1[2] in flags_text and "Table 7" in flags_text
        assert "A · Round 8 · Table 14 · John Smith v Mary Jones" in disputes_text
        assert "A · Table 6" in disputes_text
        assert "Round 7 · Table 9 · Jürgen Müller v Ana Núñez" in results

        # a long log is read a window of ids per refresh: the search says it is not all read
        monkeypatch.setattr(reader_module, "GAMES_WINDOW", 4)
        slow = FleetState(FleetReader(read_only_engine(central_url)))
        slow.refresh_once()
        assert not slow.reader.game_index.complete
        with served(create_app(slow)) as base:
            assert "still being read" in http(base + "/search?player=smith")[2]
            refreshes = 1
            while not slow.reader.game_index.complete:
                slow.refresh_once()
                refreshes += 1
            page = http(base + "/search?player=smith")[2]
        top = slow.reader.newest_record_id()
        # 4 ids at a time, by the refreshes and the first search (it reads a window too)
        assert top > 8 and refreshes + 1 == -(-top // 4)
        assert "still being read" not in page
        assert {f.receipt for f in slow.snapshot.game_flags} == {s1[2], s1[3], s1[4], s2[0]}
        assert sorted(i.receipt for i in slow.reader.search_players("smith")) == found("smith")
    finally:
        owner.dispose()


def test_a_game_field_of_any_shape_is_read_or_left_out():
    for bad in (None, 3, "x", [], {"round": 8}, {"state": 5}):
        assert game_of(bad) is None
    odd = game_of({"state": "matched", "round": "8", "players": [{"name": "A"}, 7],
                   "table": True, "scored": "yes"})  # fmt: skip
    assert odd is not None and not odd.taken and odd.table is None and not odd.scored
    assert odd.label_message is None and odd.flags("NWL2023") == []
    unknown = game_of({"state": "matched", "rating_system": "xyz"})
    assert unknown.flags("NWL2023") == []  # an unknown rating system: nothing claimed
