"""`challenge-kiosk --self-test` checks TSH's feed the station will read (the event plan's
``pairings``, else station.toml's): nothing said without one; a feed that cannot be read, or a
division whose TSH name is not in it, is a WARN (judging does not need the feed) naming both
spellings and the feed's divisions; a dead server holds the self-test a few seconds at most.
Real feeds from shared/pairings served by ``python -m http.server``, the real command."""

from __future__ import annotations

import json
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from kiosk.core.plan import parse_plan
from kiosk.event import PLANS_FOLDER
from kiosk.event.membership import join
from kiosk.event.signing import create_event_key, public_key_hex, sign_plan
from kiosk.health.selftest import PAIRINGS_DEADLINE_S
from tests.conftest import wait_until
from tests.event.test_event_five_stations import kiosk
from tests.event.test_event_follow import make_lexicon
from tests.pairings.feeds import FEEDS, SPC, TORONTO

TORONTO_DIVISIONS = "'A', 'B', 'C', 'D'"


@pytest.fixture(scope="module")
def served() -> Iterator[str]:
    """The shared feeds over HTTP, as TSH's html folder is served at a venue."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    server = subprocess.Popen(
        [sys.executable, "-m", "http.server", str(port), "--bind", "127.0.0.1"],
        cwd=FEEDS,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:

        def up() -> bool:
            with socket.socket() as s:
                return s.connect_ex(("127.0.0.1", port)) == 0

        wait_until(up, 10, "the feed server")
        yield f"http://127.0.0.1:{port}"
    finally:
        server.terminate()
        server.wait(10)


@pytest.fixture
def hung() -> Iterator[str]:
    """A server that takes the connection and never answers (a TSH laptop gone to sleep)."""
    with socket.socket() as listener:
        listener.bind(("127.0.0.1", 0))
        listener.listen(8)
        yield f"http://127.0.0.1:{listener.getsockname()[1]}/tsh/html/tourney.js"


def station(home: Path, pairings: str, *profiles: tuple[str, str]) -> None:
    """A station home: PIN set, the feed named, each profile (name, pairings_division)."""
    home.mkdir(mode=0o700, exist_ok=True)
    text = f'[station]\nname = "Table 7"\n\n[settings]\npairings = {json.dumps(pairings)}\n'
    for name, tsh in profiles:
        text += f'\n[[profiles]]\nname = "{name}"\nlexicon = "ENABLE"\n'
        if tsh:
            text += f'pairings_division = "{tsh}"\n'
    (home / "station.toml").write_text(text, encoding="utf-8")
    assert kiosk(home, "director", "set-pin", "--pin-stdin", stdin="482107\n").returncode == 0


def pairings_lines(done: subprocess.CompletedProcess[str]) -> list[str]:
    assert "Traceback" not in done.stdout + done.stderr, done.stderr
    return [line for line in done.stdout.splitlines() if line[6:].startswith("pairings")]


def test_no_feed_named_says_nothing(tmp_path):
    home = tmp_path / "station"
    station(home, "", ("Division A", ""))
    done = kiosk(home, "--self-test")
    assert done.returncode == 0, done.stdout + done.stderr
    assert pairings_lines(done) == []


def test_a_good_feed_passes_quietly(tmp_path, served):
    home = tmp_path / "station"
    url = f"{served}/{TORONTO.name}"
    station(home, url, ("Division A", "A"), ("Division B", "b"))  # TSH's names, any case
    done = kiosk(home, "--self-test")
    assert done.returncode == 0, done.stdout + done.stderr
    lines = pairings_lines(done)
    assert len(lines) == 1, done.stdout
    assert lines[0].startswith(f"PASS  pairings: {url} (from station.toml) read: "), lines
    assert lines[0].endswith(f", divisions {TORONTO_DIVISIONS}"), lines
    # one division in the feed: it is implied, no pairings_division needed
    station(home, f"{served}/{SPC.name}", ("Division A", ""))
    done = kiosk(home, "--self-test")
    lines = pairings_lines(done)
    assert len(lines) == 1 and lines[0].startswith("PASS  pairings: "), done.stdout


def test_a_division_the_feed_does_not_have_is_named_with_both_spellings(tmp_path, served):
    home = tmp_path / "station"
    url = f"{served}/{TORONTO.name}"
    station(home, url, ("Division A", "Division A"), ("Division B", "E"), ("Division C", ""))
    done = kiosk(home, "--self-test")
    assert done.returncode == 0, done.stdout + done.stderr  # a warning: judging goes on
    assert pairings_lines(done) == [
        f"WARN  pairings: {url} (from station.toml): division 'Division A' names TSH division "
        f"'Division A', which the feed does not have (did you mean 'A'?); the feed's "
        f"divisions: {TORONTO_DIVISIONS}",
        f"WARN  pairings: {url} (from station.toml): division 'Division B' names TSH division "
        f"'E', which the feed does not have; the feed's divisions: {TORONTO_DIVISIONS}",
        f"WARN  pairings: {url} (from station.toml): division 'Division C' names no "
        f"pairings_division and the feed has 4 divisions ({TORONTO_DIVISIONS}): its games "
        "cannot be found (pairings_division = 'C'?)",
    ], done.stdout


def test_a_dead_server_is_a_warning_within_a_bounded_time(tmp_path, hung):
    home = tmp_path / "station"
    station(home, "", ("Division A", ""))
    started = time.monotonic()
    assert kiosk(home, "--self-test").returncode == 0
    without = time.monotonic() - started
    station(home, hung, ("Division A", ""))
    started = time.monotonic()
    done = kiosk(home, "--self-test")
    hanging = time.monotonic() - started
    assert done.returncode == 0, done.stdout + done.stderr
    lines = pairings_lines(done)
    assert len(lines) == 1 and lines[0].startswith(
        f"WARN  pairings: {hung} (from station.toml) cannot be read: "
    ), done.stdout
    assert lines[0].endswith("the station judges without it (table numbers only) until it can")
    print(f"self-test without a feed {without:.1f} s, with a hung server {hanging:.1f} s")
    assert hanging - without < PAIRINGS_DEADLINE_S + 3, (without, hanging)


@pytest.mark.parametrize(
    "source", ["http://127.0.0.1:9/tourney.js", "/nonexistent/tsh/html/tourney.js"]
)
def test_a_server_gone_or_a_missing_file_is_a_warning(tmp_path, source):
    home = tmp_path / "station"
    station(home, source, ("Division A", ""))
    done = kiosk(home, "--self-test")
    assert done.returncode == 0, done.stdout + done.stderr
    lines = pairings_lines(done)
    assert len(lines) == 1 and lines[0].startswith(
        f"WARN  pairings: {source} (from station.toml) cannot be read: "
    ), done.stdout


def test_the_plans_feed_and_tsh_division_are_the_ones_checked(tmp_path, served):
    home = tmp_path / "station"
    station(home, "/nonexistent/old/tourney.js", ("Division A", ""))
    key = create_event_key(tmp_path / "event-key.pem")
    join(home, "Nationals", public_key_hex(key))
    fingerprint = make_lexicon(home, "NWL2023", "qi\nza\ncat\n", install=True)
    url = f"{served}/{TORONTO.name}"

    def plan(serial: int, tsh: str) -> None:
        start = (datetime.now(UTC) - timedelta(hours=2 - serial)).strftime("%Y-%m-%dT%H:%M:%SZ")
        signed = sign_plan(
            parse_plan(
                {
                    "event": "Nationals",
                    "serial": serial,
                    "effective_from": start,
                    "pairings": url,
                    "divisions": [
                        {
                            "name": "Division A",
                            "lexicon": "NWL2023",
                            "fingerprint": fingerprint,
                            "pairings_division": tsh,
                        }
                    ],
                }
            ),
            key,
        )
        (home / PLANS_FOLDER).mkdir(mode=0o700, exist_ok=True)
        (home / PLANS_FOLDER / f"plan-{serial}.json").write_text(json.dumps(signed))

    plan(1, "a")
    lines = pairings_lines(kiosk(home, "--self-test"))
    assert len(lines) == 1 and lines[0].startswith(f"PASS  pairings: {url} (from plan 1) read"), (
        lines
    )
    plan(2, "Divison A")  # the plan in force now names a TSH division the feed does not have
    lines = pairings_lines(kiosk(home, "--self-test"))
    assert lines == [
        f"WARN  pairings: {url} (from plan 2): division 'Division A' names TSH division "
        f"'Divison A', which the feed does not have (did you mean 'A'?); the feed's "
        f"divisions: {TORONTO_DIVISIONS}"
    ], lines


def test_a_password_in_the_feeds_address_is_never_shown(tmp_path, served):
    """TSH behind a password: the address names it, the reports do not."""
    home = tmp_path / "station"
    port = served.rsplit(":", 1)[1]
    url = f"http://td:s3cret-word@127.0.0.1:{port}/{TORONTO.name}"
    station(home, url, ("Division A", "A"))
    tested = kiosk(home, "--self-test")
    status = kiosk(home, "director", "event", "status")
    for done in (tested, status):
        said = done.stdout + done.stderr
        assert "Traceback" not in said
        assert "s3cret-word" not in said and "td:" not in said, said
    lines = pairings_lines(tested)
    assert lines and f"http://***@127.0.0.1:{port}/{TORONTO.name}" in lines[0], lines
    assert f"***@127.0.0.1:{port}" in status.stdout, status.stdout
