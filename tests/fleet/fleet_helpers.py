"""Running the fleet page as a real process and talking to it over HTTP."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from kiosk.audit import open_audit_log
from kiosk.audit.relay import Relay
from tests.conftest import wait_until

REPO = Path(__file__).resolve().parents[2]


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@contextmanager
def fleet_server(central_url: str, *args: str, env: dict | None = None) -> Iterator[str]:
    """``challenge-kiosk fleet --central URL ARGS`` on a free port; yields its base URL."""
    port = free_port()
    command = [sys.executable, "-m", "kiosk", "fleet", "--central", central_url]
    command += ["--port", str(port), *args]
    proc = subprocess.Popen(
        command,
        env={**os.environ, **(env or {})},
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 30
        while True:
            try:
                with socket.create_connection(("127.0.0.1", port), timeout=0.5):
                    break
            except OSError:
                if proc.poll() is not None:
                    raise AssertionError(f"the fleet server exited: {proc.stdout.read()}") from None
                if time.monotonic() > deadline:
                    raise AssertionError("the fleet server did not listen within 30 s") from None
                time.sleep(0.1)  # time passes: polling for the server's port
        yield base
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


class _NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args, **kwargs):
        return None


_OPENER = urllib.request.build_opener(_NoRedirect)


def http(url: str, *, data: bytes | None = None, cookie: str | None = None):
    """(status, headers, text) without following redirects."""
    request = urllib.request.Request(url, data=data)
    if cookie:
        request.add_header("Cookie", cookie)
    try:
        with _OPENER.open(request, timeout=10) as answer:
            return answer.status, answer.headers, answer.read().decode()
    except urllib.error.HTTPError as exc:
        return exc.code, exc.headers, exc.read().decode()


def wait_for(predicate, timeout: float = 15.0, what: str = "condition"):
    """What ``predicate()`` returns once it is true (`tests.conftest.wait_until`)."""
    return wait_until(predicate, timeout, what, every=0.1)


def feed(central_url: str, folder: Path, station_id: str, name: str, adjudications, **kw):
    """Record ``adjudications`` [(Adjudication, profile)] in a station log and relay them."""
    with open_audit_log(
        station_id=station_id, station_name=name, path=folder / f"{station_id}.sqlite3"
    ) as log:
        log.receipt_prefix = kw.get("prefix", station_id.upper()[:4])
        for adjudication, profile in adjudications:
            log.record_adjudication(adjudication, profile=profile, table=kw.get("table"))
        for kind, details in kw.get("events", ()):
            log.record_event(kind, details)
        status = Relay(log, central_url, key=kw.get("key")).finish(20)
        assert status.pending == 0 and status.last_error is None, status


REPO_ROOT = Path(__file__).resolve().parents[2]


def apply_roles(dsn: str) -> None:
    """Run docs/central-roles.sql as written on the database at ``dsn`` (a plain
    postgresql:// address). Roles belong to the cluster, which the tests share: made by
    the first test that runs the script, only granted again on each new database."""
    import psycopg

    script = (REPO_ROOT / "docs" / "central-roles.sql").read_text()
    with psycopg.connect(dsn, autocommit=True) as conn:
        if conn.execute("SELECT 1 FROM pg_roles WHERE rolname = 'kiosk_station'").fetchone():
            script = "\n".join(
                line for line in script.splitlines() if not line.startswith("CREATE ROLE")
            )
        conn.execute(script)


def as_role(url: str, role: str) -> str:
    """The central address ``url`` (the owner's) with another login."""
    return url.replace("postgres@", f"{role}@", 1)


def station_login(central_url: str, role: str) -> str:
    """A station's own login, made as docs/central-roles.sql says (one login per station, a
    member of kiosk_station; roles are the cluster's, made once): its central address."""
    import psycopg

    dsn = central_url.replace("postgresql+psycopg://", "postgresql://")
    with psycopg.connect(dsn, autocommit=True) as conn:
        if not conn.execute("SELECT 1 FROM pg_roles WHERE rolname = %s", (role,)).fetchone():
            conn.execute(f"CREATE ROLE {role} LOGIN PASSWORD 'change-me' IN ROLE kiosk_station")
    return as_role(central_url, role)
