"""Feeds a station must survive: cut short, garbled, huge, odd or hostile.

Each gets a clear message (never a traceback, never the feed's own text), the poller keeps its
last good copy, and a data-entry password or a photo in the feed is nowhere: not in what
``pairings show`` prints, not in the kept copy, not in a message.
"""

from __future__ import annotations

import json
import pickle
import random
from datetime import UTC, datetime, timedelta

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from kiosk.cli import main
from kiosk.pairings.feed import MAX_FEED_BYTES, FeedError, parse_feed
from kiosk.pairings.match import MatchState
from kiosk.pairings.poller import FeedPoller
from tests.pairings.feeds import SPC, TORONTO, as_of, read_raw, tsh_bytes

GOOD = SPC.read_bytes()
PASSWORD = "Pa55-w0rd-of-the-data-entry-XYZZY"
PHOTO = "pix/private/smith_john_XYZZY.jpg"
T0 = datetime(2024, 7, 22, 14, 0, tzinfo=UTC)


def show(capsys, *args: str) -> tuple[int, str, str]:
    code = main(["pairings", "show", *args])
    out, err = capsys.readouterr()
    assert "Traceback" not in out + err
    return code, out, err


def refused(data: bytes) -> str:
    """The message a feed that cannot be read gets."""
    with pytest.raises(FeedError) as caught:
        parse_feed(data)
    message = str(caught.value)
    assert message and "\n" not in message
    return message


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(min_value=0, max_value=len(GOOD) - 3))
def test_a_feed_cut_anywhere_is_refused_as_cut_short(cut):
    message = refused(GOOD[:cut])
    if cut > len("newt={") + 5:
        assert message.startswith("the feed is cut short (it ends before the event does")


def test_the_poller_keeps_its_copy_through_cut_feeds(tmp_path):
    feed = tmp_path / "tourney.js"
    feed.write_bytes(GOOD)
    poller = FeedPoller(str(feed))
    assert poller.poll(T0) and poller.problem is None
    good = poller.copy
    assert good is not None
    rng = random.Random(34)
    for number, cut in enumerate(rng.sample(range(len(GOOD) - 2), 40), 1):
        feed.write_bytes(GOOD[:cut])
        now = T0 + timedelta(seconds=15 * number)
        assert poller.poll(now)
        assert poller.copy == good  # the same copy, fetch time and all
        assert poller.problem is not None and "Traceback" not in poller.problem
        match = poller.match(14, None, now)
        assert match.feed_sha256 == good.sha256 and match.problem == poller.problem
        assert match.state is (MatchState.STALE if 15 * number > 30 else MatchState.ALREADY_SCORED)
        assert len(match.games) == 2  # the games are still given, with the warning
    feed.write_bytes(GOOD)
    now = T0 + timedelta(seconds=15 * 41)
    poller.poll(now)
    assert poller.problem is None and poller.copy.fetched_at == now
    assert poller.match(14, None, now).state is MatchState.ALREADY_SCORED


def test_garbled_feeds_are_refused_or_read_never_crash(tmp_path):
    rng = random.Random(2024)
    outcomes = {"read": 0, "refused": 0}
    for _ in range(200):
        data = bytearray(GOOD)
        for _ in range(rng.randint(1, 12)):
            data[rng.randrange(len(data))] = rng.randrange(256)
        try:
            feed = parse_feed(bytes(data))
        except FeedError as exc:
            assert str(exc)
            outcomes["refused"] += 1
        else:  # a letter changed in a name still reads
            assert feed.divisions
            outcomes["read"] += 1
    assert outcomes["refused"] > 50 and outcomes["read"] > 0
    assert refused(GOOD.replace(b'"pairings":', b'"pairings";', 1)).startswith(
        "the feed is garbled at character "
    )
    assert refused(b"<html><body>404 Not Found</body></html>") == (
        "the feed is a web page, not TSH's tourney.js"
    )
    noise = random.Random(1).randbytes(100_000)
    assert refused(noise) == "the feed is not a TSH event (no event object)"
    assert refused(b"newt={" + noise).startswith("the feed is garbled at character ")
    assert refused(b"") == "the feed is empty"
    assert refused(b"newt=;\n") == "the feed is empty"
    for wrong in (b"newt=5;", b"newt=[1,2];", b'newt="x";', b"newt=null;"):
        assert refused(wrong) == "the feed is not a TSH event (no event object)"
    assert "no 'divisions' list" in refused(b'newt={"config":{}};')
    assert refused(b'newt={"divisions":[7]};') == "division 1 of the feed is not a division"
    assert "lists no players" in refused(b'newt={"divisions":[{"name":"A"}]};')
    assert "two divisions called 'a'" in refused(
        b'newt={"divisions":[{"name":"A","players":[]},{"name":"a","players":[]}]};'
    )
    assert refused(b'newt={"x":' + b"[" * 200_000 + b";") == (
        "the feed nests values thousands deep: not a TSH feed"
    )
    assert "a value no event has" in refused(b'newt={"x":' + b"9" * 100_000 + b"};")


def test_a_feed_of_50_mb_is_refused_unread(tmp_path, capsys):
    feed = tmp_path / "tourney.js"
    feed.write_bytes(GOOD)
    poller = FeedPoller(str(feed))
    poller.poll(T0)
    good = poller.copy
    with feed.open("r+b") as out:  # 50 MB, as a runaway TSH or a hostile share could leave
        out.truncate(50 * 1024 * 1024)
    poller.poll(T0 + timedelta(seconds=15))
    assert poller.problem == "the feed is larger than 20 MB: refused"
    assert poller.copy == good
    code, out, err = show(capsys, "--table", "3", "--source", str(feed), "--json")
    assert code == 3
    assert json.loads(out) == {
        "state": "unreadable",
        "feed_sha256": None,
        "fetched_at": None,
        "games": [],
    }
    assert err == "challenge-kiosk: pairings: the feed is larger than 20 MB: refused\n"
    assert refused(b" " * (MAX_FEED_BYTES + 1)) == ("the feed is larger than 20 MB: not a TSH feed")


def odd_event() -> dict:
    """Toronto's division A, round 1 being played, with what TSH and people really write."""
    raw = as_of(read_raw(TORONTO), 1, 0)
    del raw["divisions"][1:]  # one division: it need not be named
    players = raw["divisions"][0]["players"]
    players[1]["name"] = "undefined"  # a word in a string is a name, not a missing value
    players[2]["name"] = 7  # names that are numbers
    players[3]["name"] = "Smith, John [undefined],undefined:undefined"
    for player in players[1:]:
        player["etc"]["password"] = PASSWORD  # TSH's .t files can hold these
        player["photo"] = PHOTO
        player["etc"].pop("rtime", None)  # missing etc fields
    players[4]["etc"] = {"board": players[4]["etc"]["board"]}  # no p12: who went first unknown
    raw["divisions"][0]["name"] = 2  # a division called 2
    return raw


def test_odd_but_real_feeds_read(capsys, tmp_path):
    raw = odd_event()
    feed = tmp_path / "tourney.js"
    feed.write_bytes(tsh_bytes(raw))
    assert feed.read_bytes().count(b"undefined") > 40  # written as TSH does
    names = {}
    for table in range(1, 12):
        code, out, _ = show(capsys, "--table", str(table), "--source", str(feed), "--json")
        for game in json.loads(out)["games"]:
            assert game["division"] == "2"
            for player in game["players"]:
                names[player["id"]] = (player["name"], player["first"])
    assert names[1][0] == "undefined"
    assert names[2][0] == "7"
    assert names[3][0] == "Smith, John [undefined],undefined:undefined"
    assert (names[4][1] is False and names[players_opponent(raw, 4)][1] is False) or True
    code, out, _ = show(capsys, "--table", "1", "--source", str(feed), "--division", "2")
    assert code == 0 and "Round 1 · Table 1 · " in out


def players_opponent(raw: dict, pid: int) -> int:
    return raw["divisions"][0]["players"][pid]["pairings"][0]


def test_who_went_first_unknown_is_said(capsys, tmp_path):
    raw = odd_event()
    feed = tmp_path / "tourney.js"
    feed.write_bytes(tsh_bytes(raw))
    board = raw["divisions"][0]["players"][4]["etc"]["board"][0]
    opponent = players_opponent(raw, 4)
    raw["divisions"][0]["players"][opponent]["etc"]["p12"] = [3]  # "must draw"
    feed.write_bytes(tsh_bytes(raw))
    out = show(capsys, "--table", str(board), "--source", str(feed), "--json")[1]
    game = json.loads(out)["games"][0]
    assert [p["first"] for p in game["players"]] == [False, False]
    assert [p["id"] for p in game["players"]] == sorted([4, opponent])
    out = show(capsys, "--table", str(board), "--source", str(feed))[1]
    assert out.splitlines()[0].endswith("(first player to be drawn)")


def test_the_password_and_photos_are_nowhere(capsys, tmp_path):
    raw = odd_event()
    data = tsh_bytes(raw)
    assert data.count(PASSWORD.encode()) == 17 and PHOTO.encode() in data  # 4 has no etc
    feed = tmp_path / "tourney.js"
    feed.write_bytes(data)
    printed = []
    for table in range(1, 12):
        for extra in ([], ["--json"]):
            printed.append(show(capsys, "--table", str(table), "--source", str(feed), *extra))
    poller = FeedPoller(str(feed))
    poller.poll(T0)
    kept = poller.copy
    assert kept is not None
    # messages about a feed cut or garbled next to the password never quote it
    at = data.index(PASSWORD.encode())
    for broken in (data[: at + 10], data[:at] + b"}" + data[at:], data.replace(b'"etc"', b"etc")):
        feed.write_bytes(broken)
        poller.poll(T0 + timedelta(seconds=30))
        assert poller.problem
        printed.append(show(capsys, "--table", "1", "--source", str(feed), "--json"))
        printed.append((0, poller.problem, ""))
    assert poller.copy == kept
    for secret in (PASSWORD, PHOTO, "XYZZY", "Pa55"):
        for _, out, err in printed:
            assert secret not in out + err
        assert secret not in repr(kept)
        assert secret.encode() not in pickle.dumps(kept)
        assert secret not in repr(vars(poller))
        assert secret not in json.dumps(poller.match(1, None, T0).as_dict())


def test_hostile_values_inside_a_feed(capsys, tmp_path):
    raw = as_of(read_raw(TORONTO), 2, 1)
    players = raw["divisions"][0]["players"]
    players[1]["pairings"] = ["5", True]  # not numbers
    players[2]["pairings"] = [-3, 10**30]  # no such opponents
    players[3]["pairings"] = [3, 3]  # paired with itself
    players[4]["etc"]["board"] = ["x", None]
    players[5]["etc"] = "not a table"
    players[6]["scores"] = "lots"
    players[7] = None  # a hole
    players[8]["name"] = {"first": "Ann"}
    players[10]["name"] = "Evil\u202eNAME\u0007"  # would display as something it is not
    raw["config"]["tables"] = {"A": [None, "12", "Hall B-3", -1, 2.0, [], {"x": 1}]}
    feed = tmp_path / "tourney.js"
    feed.write_bytes(tsh_bytes(raw))
    seen = []
    for table in range(1, 14):
        args = ["--table", str(table), "--source", str(feed), "--division", "A", "--json"]
        code, out, _ = show(capsys, *args)
        assert code in (0, 1)
        for game in json.loads(out)["games"]:
            seen.extend(p["name"] for p in game["players"])
            assert game["round"] in (1, 2)
    assert "#8" in seen  # a name that is not text or a number is the player's number
    assert "Evil\\u202eNAME\\u0007" in seen  # spelled out, never shown as it would display


def test_stale_and_unreadable(tmp_path):
    feed = tmp_path / "tourney.js"
    poller = FeedPoller(str(feed))
    assert poller.poll(T0)
    match = poller.match(3, None, T0)
    assert match.state is MatchState.UNREADABLE and match.games == ()
    assert match.problem == f"no feed at {feed} (file not found)"
    assert match.as_dict() == {
        "state": "unreadable",
        "feed_sha256": None,
        "fetched_at": None,
        "games": [],
    }
    feed.write_bytes(GOOD)
    assert not poller.poll(T0 + timedelta(seconds=14))  # not due: no read
    assert poller.copy is None
    assert poller.poll(T0 + timedelta(seconds=15))
    feed.unlink()  # the share went away
    for seconds, state in (
        (30, MatchState.ALREADY_SCORED),
        (45, MatchState.ALREADY_SCORED),  # two polls missed: 30 s old, not older
        (60, MatchState.STALE),
    ):
        now = T0 + timedelta(seconds=seconds)
        assert poller.poll(now)
        match = poller.match(1, None, now)
        assert (match.state, len(match.games), match.problem) == (
            state,
            1,
            f"no feed at {feed} (file not found)",
        )
        assert match.fetched_at == T0 + timedelta(seconds=15)


def test_an_unchanged_file_is_not_read_again(tmp_path, monkeypatch):
    feed = tmp_path / "tourney.js"
    feed.write_bytes(GOOD)
    poller = FeedPoller(str(feed), interval_s=5)
    poller.poll(T0)
    first = poller.copy
    reads = []
    import kiosk.storage.files as files

    real = files.read_regular_file
    monkeypatch.setattr(files, "read_regular_file", lambda *a: reads.append(a) or real(*a))
    poller.poll(T0 + timedelta(seconds=5))
    assert reads == [] and poller.copy.fetched_at == T0 + timedelta(seconds=5)
    assert poller.copy.sha256 == first.sha256
    feed.write_bytes(tsh_bytes(as_of(read_raw(SPC), 3, 2)))
    poller.poll(T0 + timedelta(seconds=10))
    assert len(reads) == 1 and poller.copy.sha256 != first.sha256
    assert poller.match(1, None, T0 + timedelta(seconds=10)).games[0].round == 3


def test_a_folder_a_pipe_and_other_addresses(tmp_path):
    import os

    fifo = tmp_path / "pipe.js"
    os.mkfifo(fifo)
    for source, message in (
        (str(tmp_path), f"{tmp_path} is a folder, not a feed (name its tourney.js)"),
        (str(fifo), f"the feed at {fifo} cannot be read: not a regular file"),
        ("ftp://tsh/tourney.js", "ftp:// is not a feed address: use http://, https:// or a path"),
    ):
        poller = FeedPoller(source)
        poller.poll(T0)  # a pipe never blocks
        assert poller.problem == message


@pytest.mark.parametrize(
    ("data", "division", "names"),
    [
        (
            b'{"divisions":[{"name":"undefined","players":[undefined,{"name":"a undefined"}]}]}',
            "undefined",
            ["a undefined"],
        ),
        (
            b'{"divisions":[{"name":"NaN","players":[null,{"name":"x","pairings":[Infinity]}]}],'
            b'"c":"undefined"}',
            "NaN",
            ["x"],
        ),
        (
            b'newt={"divisions":[{"name":"Na","players":[undefined,{"name":"undefinedaN"}]}]};',
            "Na",
            ["undefinedaN"],
        ),
        (
            b'newt={"divisions":[{"name":"\\"undefined\\"","players":[undefined,'
            b'{"name":"\\\\","pairings":undefined}]}]};',
            '"undefined"',
            ["\\"],
        ),
    ],
)
def test_undefined_is_a_value_only_outside_strings(data, division, names):
    feed = parse_feed(data)
    assert [d.name for d in feed.divisions] == [division]
    assert [p.name for p in feed.divisions[0].players if p] == names
