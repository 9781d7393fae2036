"""The fleet page against a real PostgreSQL: heartbeats in, the page and its gate out."""

from __future__ import annotations

import socket
import subprocess
import sys
import time

import pytest
from sqlalchemy import create_engine, text
from sqlalchemy.exc import DBAPIError

from kiosk.audit import EventKind, open_audit_log
from kiosk.audit.heartbeat import Heartbeat, HeartbeatSender, ProfileBeat
from kiosk.core.adjudication import adjudicate
from kiosk.core.play import parse_play
from kiosk.core.rules import rule_by_id
from kiosk.fleet.reader import FleetReader, read_only_engine
from tests.fleet.fleet_helpers import feed, fleet_server, free_port, http, wait_for
from tests.lexforge import build_genuine

pytestmark = pytest.mark.postgres


def judged(lexicon, text_: str):
    return adjudicate(parse_play(text_, lexicon.alphabet), lexicon, rule_by_id("double"))


def beat(url: str, station: str, name: str, *profiles: ProfileBeat, screen: str = "ready"):
    HeartbeatSender(url, lambda: Heartbeat(station, name, "1.0", screen, profiles)).send_once()


def test_heartbeats_reach_the_central_log_and_the_reader_sees_the_newest(central_url):
    profile = ProfileBeat("A", "ENABLE", 172823, "e" * 64, "double")
    beat(central_url, "s1", "Table 1", profile)
    reader = FleetReader(read_only_engine(central_url))
    assert [b.screen for b in reader.heartbeats()] == ["ready"]
    beat(central_url, "s1", "Table 1", profile, screen="verdict")
    beat(central_url, "s2", "Table 2")
    newest = {b.station_id: b.screen for b in reader.heartbeats()}  # only the new rows read
    assert newest == {"s1": "verdict", "s2": "ready"}
    fresh = FleetReader(read_only_engine(central_url))  # a restarted page: newest per station
    assert {b.station_id: b.screen for b in fresh.heartbeats()} == newest


def test_the_fleet_engine_cannot_write(central_url):
    beat(central_url, "s1", "Table 1")
    engine = read_only_engine(central_url)
    with pytest.raises(DBAPIError, match="read-only transaction"), engine.begin() as conn:
        conn.execute(text("INSERT INTO fleet_expected (division, lexicon_name, fingerprint, "
                          "word_count, set_at) VALUES ('A', 'X', 'f', 1, 't')"))  # fmt: skip
    engine.dispose()


def test_an_unreachable_server_only_shows_in_the_status_and_never_waits_long():
    port = free_port()  # nobody listens there
    sender = HeartbeatSender(
        f"postgresql+psycopg://nobody@127.0.0.1:{port}/none",
        lambda: Heartbeat("s", "n", "1", "ready"),
        interval_s=0.2,
    )
    started = time.monotonic()
    sender.start()
    wait_for(lambda: sender.status.last_error, 5, "the heartbeat's error")
    sender.stop(timeout=5)
    assert time.monotonic() - started < 5
    assert "refused" in sender.status.last_error.lower()


def test_a_station_log_in_sqlite_takes_heartbeats_too(tmp_path):
    path = tmp_path / "audit.sqlite3"
    open_audit_log(station_id="s1", path=path).close()  # the station's own file, migrated
    sender = HeartbeatSender(f"sqlite:///{path}", lambda: Heartbeat("s1", "n", "1", "ready"))
    sender.send_once()
    engine = create_engine(f"sqlite:///{path}")
    with engine.connect() as conn:
        assert conn.execute(text("SELECT screen FROM station_heartbeats")).scalar() == "ready"
        with pytest.raises(DBAPIError, match="insert-only"):
            conn.execute(text("DELETE FROM station_heartbeats"))
    engine.dispose()


def test_page_shows_cards_alarms_flags_and_search(central_url, tmp_path, enable_lexicon):
    fp = enable_lexicon.fingerprint
    beat(central_url, "s1", "Table <b>1</b>", ProfileBeat("A", "ENABLE", 1, fp, "double"))
    beat(central_url, "s2", "Table 2", ProfileBeat("A", "ENABLE", 2, "d" * 64, "double"))
    words = [(judged(enable_lexicon, w), "A") for w in ("cat", "dogz", "qi")]
    events = [(EventKind.RULING, {"note": "<script>alert(1)</script>"})]
    feed(central_url, tmp_path, "s1", "Table 1", words, table=4, prefix="GK", events=events)
    with fleet_server(central_url) as base:
        status, headers, page = wait_for(
            lambda: (r := http(base + "/"))[2].count("GK-000") >= 3 and r, what="records"
        )
        assert status == 200 and "nonce-" in headers["Content-Security-Policy"]
        assert "Table &lt;b&gt;1&lt;/b&gt;" in page and "<b>1</b>" not in page
        assert "&lt;script&gt;alert(1)&lt;/script&gt;" in page
        assert 'id="alarm">Lexicon mismatch at 2 stations' in page
        assert 'possible split lookup <span class="fp">GK-0002</span>' in page
        assert "earlier: GK-0001" in page
        _status, _h, found = http(base + "/search?q=gk-0002")
        assert found.count("<tr>") == 1 and "dogz" in found
        _status, _h, found = http(base + "/search?q=QI")
        assert found.count("<tr>") == 1 and "GK-0003" in found
        _status, _h, found = http(base + "/search?q=%25")  # a wildcard is a plain character
        assert 'id="nothing"' in found
        status, _h, record = http(base + "/record/2")
        assert status == 200 and "&#34;receipt&#34;: &#34;GK-0002&#34;" in record
        assert http(base + "/record/999")[0] == 404
        assert http(base + "/record/abc")[0] == 404


def test_expect_flags_the_stations_that_differ(central_url, tmp_path):
    lexicon = build_genuine(tmp_path / "lex", "NWL2023")
    command = [sys.executable, "-m", "kiosk", "fleet", "expect", "--central", central_url]
    done = subprocess.run(
        [*command, "--division", "A", "--lexicon", str(lexicon)], capture_output=True, text=True
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("Division A: every station must judge with NWL2023 (10 words")
    bad = tmp_path / "bad.clex"
    bad.write_bytes(b"CLEX" + b"\0" * 20)
    done = subprocess.run(
        [*command, "--division", "A", "--lexicon", str(bad)], capture_output=True, text=True
    )
    assert done.returncode == 2 and "--lexicon" in done.stderr and "Traceback" not in done.stderr
    missing = subprocess.run(
        [*command, "--division", "A", "--lexicon", str(tmp_path / "none.clex")],
        capture_output=True, text=True,
    )  # fmt: skip
    assert missing.returncode == 2 and "none.clex" in missing.stderr
    beat(central_url, "s1", "Table 1", ProfileBeat("A", "NWL2023", 10, "0" * 64, "double"))
    with fleet_server(central_url) as base:
        page = wait_for(lambda: (p := http(base + "/live")[2]) and "Table 1" in p and p)
        assert "mismatch: A expects NWL2023" in page


def test_other_addresses_need_a_password(central_url, tmp_path, kiosk_home):
    refused = subprocess.run(
        [sys.executable, "-m", "kiosk", "fleet", "--central", central_url, "--host", "0.0.0.0"],
        capture_output=True, text=True, timeout=30,
    )  # fmt: skip
    assert refused.returncode == 2
    assert "needs a password" in refused.stderr and "set-password" in refused.stderr
    short = subprocess.run(
        [sys.executable, "-m", "kiosk", "fleet", "set-password"],
        input="short\n", capture_output=True, text=True,
    )  # fmt: skip
    assert short.returncode == 2 and "at least 10 characters" in short.stderr
    done = subprocess.run(
        [sys.executable, "-m", "kiosk", "fleet", "set-password"],
        input="correct horse battery\n", capture_output=True, text=True,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert (kiosk_home / "fleet-password").read_text().startswith("$argon2id$")
    assert (kiosk_home / "fleet-password").stat().st_mode & 0o077 == 0
    beat(central_url, "s1", "Table 1")
    with fleet_server(central_url, "--password-file", str(kiosk_home / "fleet-password")) as base:
        status, headers, _ = http(base + "/")
        assert status == 303 and headers["Location"] == "/login"
        assert http(base + "/live")[0] == 401
        assert http(base + "/search?q=cat")[0] == 303
        assert http(base + "/", cookie="fleet_session=forged")[0] == 303
        assert http(base + "/login", data=b"password=wrong")[0] == 403
        assert http(base + "/login", data=b"password=" + b"x" * 100_000)[0] == 413
        status, headers, _ = http(base + "/login", data=b"password=correct+horse+battery")
        assert status == 303
        cookie = headers["Set-Cookie"].split(";")[0]
        assert "HttpOnly" in headers["Set-Cookie"] and "SameSite=strict" in headers["Set-Cookie"]
        assert http(base + "/", cookie=cookie)[0] == 200
        assert http(base + "/logout", data=b"", cookie=cookie)[0] == 303
        assert http(base + "/", cookie=cookie)[0] == 303  # the session ended
        for _ in range(5):
            http(base + "/login", data=b"password=guess")
        status, _h, page = http(base + "/login", data=b"password=correct+horse+battery")
        assert status == 429 and "wait a minute" in page


def test_one_forged_heartbeat_never_blinds_the_page(central_url, enable_lexicon):
    """Black-box: one heartbeat row whose problems were a number (any station's insert-only
    role can write one) turned the whole page into "the central log cannot be read", every
    station gone. Names carrying a right-to-left override are spelled out."""
    fp = enable_lexicon.fingerprint
    beat(central_url, "s1", "Table 1", ProfileBeat("A", "ENABLE", 1, fp, "double"))
    beat(central_url, "s2", "Table 2", ProfileBeat("A", "ENABLE", 1, fp, "double"))
    forged = [
        '{"problems": 5, "profiles": 7, "said": 3}',
        '{"profiles": {"division": "A"}, "problems": {"x": 1}}',
        '{"problems": ["fine", 5, null, {"a": 1}], "said": "x"}',
    ]
    with create_engine(central_url).begin() as conn:
        for i, body in enumerate(forged):
            conn.execute(
                text(
                    "INSERT INTO station_heartbeats (station_id, station_name, sent_at, version,"
                    " screen, relay_backlog, last_adjudication_at, body) VALUES (:s, :n,"
                    " '2026-11-22T10:00:00.000000Z', '1.0', 'ready', -5, NULL, :b)"
                ),
                {"s": f"forged-{i}", "n": f"Table \u202e{i}1", "b": body},
            )
    with fleet_server(central_url) as base:
        page = wait_for(lambda: (p := http(base + "/")[2]).count("<article") == 5 and p)
        assert 'id="problem"' not in page  # the page reads, every card is there
        assert "Table 1" in page and "Table 2" in page
        assert "Table \\u202e01" in page and "\u202e" not in page
        assert http(base + f"/record/{2**63}")[0] == 404  # beyond any row id: none, not 503
        assert http(base + "/record/99999999999999999999999")[0] == 404


def test_central_log_gone_is_a_line_on_the_page_not_a_crash(tmp_path):
    port = free_port()
    url = f"postgresql+psycopg://nobody@127.0.0.1:{port}/none"
    with fleet_server(url) as base:
        page = wait_for(lambda: (p := http(base + "/")[2]) and 'id="problem"' in p and p)
        assert "The central log cannot be read:" in page
        status, _h, found = http(base + "/search?q=cat")
        assert status == 200 and "cannot be searched" in found
    with socket.socket() as sock:  # the port is still free: nothing was left running
        sock.bind(("127.0.0.1", port))


def test_chain_status_from_the_signed_heads(central_url, tmp_path, enable_lexicon):
    from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey

    words = [(judged(enable_lexicon, w), "A") for w in ("cat", "dog")]
    feed(central_url, tmp_path, "s1", "Table 1", words, key=Ed25519PrivateKey.generate())
    feed(central_url, tmp_path, "s2", "Table 2", words)  # no key: nothing signed
    beat(central_url, "s1", "Table 1")
    beat(central_url, "s2", "Table 2")
    reader = FleetReader(read_only_engine(central_url))
    assert reader.chains() == {"s1": (2, ())}
    owner = create_engine(central_url)
    with owner.begin() as conn:  # someone with the owner's rights edits the central copy
        conn.execute(text("ALTER TABLE audit_records DISABLE TRIGGER USER"))
        conn.execute(text("UPDATE audit_records SET hash = repeat('f', 64) "
                          "WHERE station_id = 's1' AND seq = 2"))  # fmt: skip
    owner.dispose()
    with fleet_server(central_url) as base:
        page = wait_for(lambda: (p := http(base + "/live")[2]) and "chain:" in p and p)
        assert "chain: not signed yet" in page
        assert "record 2 in the central log differs from the one the station signed" in page
