"""The feed served over HTTP as at an event: a real web server on 127.0.0.1 that the test
rewrites as TSH does (a round paired, then scored), polled by the station's poller and read by
``pairings show``; conditional requests answered 304; the server stopped, the copy goes stale.
"""

from __future__ import annotations

import hashlib
import json
import os
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from email.utils import formatdate
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

from kiosk.pairings.match import MatchState
from kiosk.pairings.poller import FeedPoller
from tests.conftest import REPO
from tests.pairings.feeds import SPC, as_of, expected, games_of_round, read_raw, tsh_bytes

T0 = datetime(2024, 7, 20, 9, 0, tzinfo=UTC)


class TshServer:
    """TSH's html folder behind a web server: ``publish`` rewrites tourney.js. It sends an
    ETag and a Last-Modified (``validators`` chooses which) and answers 304 to a request
    that names the current one; ``/slow`` answers late, ``/endless`` never stops sending."""

    def __init__(self, validators: tuple[str, ...] = ("etag", "last-modified")) -> None:
        self.body = b""
        self.etag = ""
        self.modified = ""
        self.validators = validators
        self.requests: list[tuple[str, int, str | None, str | None]] = []
        self.written = 0.0
        server = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args: object) -> None:
                pass

            def do_GET(self) -> None:
                etag = self.headers.get("If-None-Match")
                since = self.headers.get("If-Modified-Since")
                if self.path == "/slow":
                    time.sleep(3)  # time passes: a slow server
                if self.path == "/endless":
                    self.send_response(200)
                    self.end_headers()  # no length: the body runs until the connection closes
                    try:
                        for _ in range(4 * 16):
                            self.wfile.write(b" " * 65536)
                    except OSError:
                        pass
                    return
                if self.path != "/html/tourney.js":
                    server.requests.append((self.path, 404, etag, since))
                    self.send_error(404)
                    return
                unchanged = (etag is not None and etag == server.etag and "etag" in validators) or (
                    etag is None and since == server.modified and "last-modified" in validators
                )
                server.requests.append((self.path, 304 if unchanged else 200, etag, since))
                if unchanged:
                    self.send_response(304)
                    self.end_headers()
                    return
                self.send_response(200)
                self.send_header("Content-Type", "application/javascript")
                self.send_header("Content-Length", str(len(server.body)))
                if "etag" in validators:
                    self.send_header("ETag", server.etag)
                if "last-modified" in validators:
                    self.send_header("Last-Modified", server.modified)
                self.end_headers()
                self.wfile.write(server.body)

        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.httpd.daemon_threads = True
        # a client that gave up (the slow answer) is no error to print over later tests
        self.httpd.handle_error = lambda request, address: None  # type: ignore[method-assign]
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)
        self.thread.start()
        self.url = f"http://127.0.0.1:{self.httpd.server_address[1]}/html/tourney.js"

    def publish(self, event: dict) -> bytes:
        """TSH writes the file again (a second later than the last write, at least)."""
        self.body = tsh_bytes(event)
        self.etag = '"' + hashlib.sha256(self.body).hexdigest()[:16] + '"'
        self.written = max(self.written + 1, time.time())
        self.modified = formatdate(self.written, usegmt=True)
        return self.body

    def stop(self) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()


@pytest.fixture
def tsh() -> Iterator[TshServer]:
    server = TshServer()
    yield server
    server.stop()


def boards(match) -> list[tuple[int, int]]:
    return [(g.round, g.board) for g in match.games]


def test_a_round_paired_then_scored_then_the_server_stopped(tsh):
    raw = read_raw(SPC)
    first = tsh.publish(as_of(raw, 1, 0))  # round 1 paired
    poller = FeedPoller(tsh.url)
    assert poller.poll(T0) and poller.problem is None
    assert poller.copy.sha256 == hashlib.sha256(first).hexdigest()
    match = poller.match(14, None, T0)
    assert (match.state, boards(match)) == (MatchState.SEVERAL, [(1, 14), (1, 15)])
    assert tsh.requests == [("/html/tourney.js", 200, None, None)]

    assert not poller.poll(T0 + timedelta(seconds=5))  # not due: the server is not asked
    assert len(tsh.requests) == 1
    assert poller.poll(T0 + timedelta(seconds=15))  # unchanged: asked conditionally, 304
    assert tsh.requests[-1] == ("/html/tourney.js", 304, tsh.etag, tsh.modified)
    assert poller.copy.fetched_at == T0 + timedelta(seconds=15)
    assert poller.copy.sha256 == hashlib.sha256(first).hexdigest()

    second = tsh.publish(as_of(raw, 2, 1))  # round 1 scored, round 2 paired
    assert poller.poll(T0 + timedelta(seconds=30))
    assert tsh.requests[-1][1] == 200
    assert poller.copy.sha256 == hashlib.sha256(second).hexdigest()
    match = poller.match(14, None, T0 + timedelta(seconds=30))
    assert match.state is MatchState.SEVERAL
    want = expected(games_of_round(as_of(raw, 2, 1), "1", 1), 14)["games"]
    assert [g.as_dict() for g in match.games] == want

    tsh.publish(as_of(raw, 2, 2))  # round 2 scored: the table's game is over
    poller.poll(T0 + timedelta(seconds=45))
    match = poller.match(14, None, T0 + timedelta(seconds=45))
    assert (match.state, boards(match)) == (MatchState.ALREADY_SCORED, [(2, 14), (2, 15)])
    kept = poller.copy

    tsh.stop()
    for seconds, state in ((60, MatchState.ALREADY_SCORED), (75, MatchState.ALREADY_SCORED)):
        started = time.monotonic()
        assert poller.poll(T0 + timedelta(seconds=seconds))
        assert time.monotonic() - started < 2  # never holds up judging
        assert poller.problem == (
            f"{tsh.url} cannot be reached: nothing answers there (is TSH's web server running?)"
        )
        assert poller.match(14, None, T0 + timedelta(seconds=seconds)).state is state
    poller.poll(T0 + timedelta(seconds=90))  # more than two polls since the copy was confirmed
    match = poller.match(14, None, T0 + timedelta(seconds=90))
    assert (match.state, boards(match)) == (MatchState.STALE, [(2, 14), (2, 15)])
    assert (match.feed_sha256, match.fetched_at) == (kept.sha256, T0 + timedelta(seconds=45))
    assert poller.copy == kept


def test_if_modified_since_alone(tmp_path):
    server = TshServer(validators=("last-modified",))
    try:
        server.publish(as_of(read_raw(SPC), 3, 2))
        poller = FeedPoller(server.url, interval_s=1)
        poller.poll(T0)
        poller.poll(T0 + timedelta(seconds=1))
        assert [r[1:] for r in server.requests] == [
            (200, None, None),
            (304, None, server.modified),
        ]
    finally:
        server.stop()


def test_pairings_show_reads_the_server(tsh, tmp_path):
    raw = read_raw(SPC)
    event = as_of(raw, 9, 8)
    data = tsh.publish(event)
    env = {**os.environ, "CHALLENGE_KIOSK_HOME": str(tmp_path)}
    (tmp_path / "station.toml").write_text(f'[settings]\npairings = "{tsh.url}"\n')
    done = subprocess.run(
        [sys.executable, "-m", "kiosk", "pairings", "show", "--table", "15", "--json"],
        capture_output=True,
        text=True,
        cwd=REPO,
        env=env,
        timeout=60,
    )
    assert (done.returncode, done.stderr) == (0, "")
    found = json.loads(done.stdout)
    assert found["feed_sha256"] == hashlib.sha256(data).hexdigest()
    want = expected(games_of_round(event, "1", 8), 15)
    assert {"state": found["state"], "games": found["games"]} == want
    assert [g["board"] for g in found["games"]] == [16, 17]


def test_slow_endless_and_missing(tsh):
    base = tsh.url.rsplit("/", 2)[0]
    for path, message in (
        ("/slow", f"{base}/slow did not answer within 0.5 s"),
        ("/endless", "the feed is larger than 2 MB: refused"),
        ("/html/nothing.js", f"{base}/html/nothing.js answered 404 Not Found"),
    ):
        poller = FeedPoller(base + path, timeout_s=0.5, limit=2 * 1024 * 1024)
        started = time.monotonic()
        poller.poll(T0)
        assert time.monotonic() - started < 2.5
        assert (poller.problem, poller.copy) == (message, None)
        assert poller.match(1, None, T0).state is MatchState.UNREADABLE
