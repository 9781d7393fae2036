"""Shared test setup: offscreen Qt and a private kiosk home for every test."""

from __future__ import annotations

import os
import subprocess
import sys
import time
import uuid
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import TypeVar

import pytest

from kiosk.core.adjudication import Adjudication, adjudicate
from kiosk.core.play import parse_play
from kiosk.core.rules import rule_by_id
from tests.pg_cluster import PgCluster, PgUnavailable

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# The station's programs run with this umask (kiosk.cli.main): files they create are private.
os.umask(0o077)

REPO = Path(__file__).resolve().parent.parent
# The shared data (lexicon fixtures) sits next to the repository; KIOSK_SHARED_DIR overrides
# that for a checkout elsewhere (a git worktree).
SHARED = Path(os.environ.get("KIOSK_SHARED_DIR") or REPO.parent / "shared")


T = TypeVar("T")


def wait_until(condition: Callable[[], T], timeout: float, what: str, every: float = 0.05) -> T:
    """Wait until ``condition()`` is true, at most ``timeout`` seconds, and return what it
    returned; a test that waits for something says what (the failure names it), never a fixed
    sleep before asserting. The one waiting helper: the others call it."""
    deadline = time.monotonic() + timeout
    value = condition()
    while not value:
        if time.monotonic() > deadline:
            raise AssertionError(f"not within {timeout:g} s: {what}")
        time.sleep(every)  # time passes: the body of the waiting helper
        value = condition()
    return value


ARTIFACTS = REPO / "tests" / "artifacts"


@pytest.fixture(autouse=True)
def no_window_outlives_its_test() -> Iterator[None]:
    """Close every window a test left open (set up first, so torn down last).

    A station window refuses to close unless told it may, so closing it at the end of a
    test did nothing: it stayed on screen with its timer ticking ten times a second, and
    each later test's event processing went through all of them (two hundred by the end of
    the player-screen tests, which then took half as long again)."""
    yield
    widgets = sys.modules.get("PySide6.QtWidgets")
    app = widgets.QApplication.instance() if widgets is not None else None
    if app is None:
        return
    from PySide6.QtCore import QCoreApplication, QEvent

    window_module = sys.modules.get("kiosk.ui.window")
    for widget in app.topLevelWidgets():
        if window_module is not None and isinstance(widget, window_module.KioskWindow):
            widget.allow_exit("the test ended")
            widget.log_opener.finish(5.0)
            widget.writer.finish(5.0)
        widget.close()
        widget.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


@pytest.fixture(autouse=True)
def kiosk_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Every test gets its own empty kiosk home (CHALLENGE_KIOSK_HOME)."""
    home = tmp_path / "kiosk-home"
    home.mkdir(mode=0o700)
    monkeypatch.setenv("CHALLENGE_KIOSK_HOME", str(home))
    return home


@pytest.fixture(scope="session")
def enable_words() -> list[str]:
    """The ENABLE list as shipped in assets/ (lowercase, one word per line)."""
    return (REPO / "assets" / "enable1.txt").read_text("ascii").split()


@pytest.fixture(scope="session")
def enable_lexicon():
    from kiosk.cli import load_default_lexicon

    return load_default_lexicon()


@pytest.fixture
def unwritable() -> Iterator:
    """Makes a path unwritable for this process, even for root (immutable attribute)."""
    made: list[Path] = []

    def make(path: Path) -> None:
        if os.geteuid() == 0:
            subprocess.run(["chattr", "+i", str(path)], check=True)
        else:
            os.chmod(path, 0o500 if path.is_dir() else 0o400)
        made.append(path)

    yield make
    for path in made:
        if os.geteuid() == 0:
            subprocess.run(["chattr", "-i", str(path)], check=False)
        else:
            os.chmod(path, 0o700 if path.is_dir() else 0o600)


# PostgreSQL: one private cluster for the whole session (tests.pg_cluster), or the server at
# $CHALLENGE_KIOSK_TEST_PG_URL (it must allow CREATE DATABASE); each test takes a new
# database on it. Without PostgreSQL the tests that need it fail under CI (env CI set) and
# are skipped, with the reason, elsewhere.
PG_URL_ENV = "CHALLENGE_KIOSK_TEST_PG_URL"


@dataclass
class PgServer:
    """The test PostgreSQL server: ``cluster`` is None for an external one (cannot be stopped)."""

    cluster: PgCluster | None
    admin_url: str

    def new_database(self) -> str:
        name = f"audit_{uuid.uuid4().hex[:12]}"
        if self.cluster is not None:
            return self.cluster.create_database(name)
        from sqlalchemy import create_engine, text

        engine = create_engine(self.admin_url, isolation_level="AUTOCOMMIT")
        with engine.connect() as conn:
            conn.execute(text(f'CREATE DATABASE "{name}"'))
        engine.dispose()
        return self.admin_url.rsplit("/", 1)[0] + "/" + name


@pytest.fixture(scope="session")
def pg_server() -> Iterator[PgServer]:
    external = os.environ.get(PG_URL_ENV)
    if external:
        yield PgServer(None, external)
        return
    try:
        cluster = PgCluster()
        cluster.start()
    except (PgUnavailable, OSError) as exc:
        if os.environ.get("CI"):
            pytest.fail(f"PostgreSQL is required in CI but could not be started: {exc}")
        pytest.skip(f"PostgreSQL not available ({exc}); set {PG_URL_ENV} to use a server")
    try:
        yield PgServer(cluster, cluster.url())
    finally:
        cluster.destroy()


# -- the audit log's fixtures: adjudications to record, a fake clock, PostgreSQL ----------


class FakeClock:
    """A clock the test moves by hand (aware UTC)."""

    def __init__(self, start: datetime | None = None) -> None:
        self.now = start or datetime(2024, 5, 4, 13, 0, 0, 123456, tzinfo=UTC)

    def __call__(self) -> datetime:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += timedelta(seconds=seconds)


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture(scope="session")
def judge(enable_lexicon) -> Callable[..., Adjudication]:
    """judge("cat dogz", rule="five-point") -> Adjudication against ENABLE."""

    def run(text: str, rule: str = "double") -> Adjudication:
        return adjudicate(
            parse_play(text, enable_lexicon.alphabet), enable_lexicon, rule_by_id(rule)
        )

    return run


@pytest.fixture
def central_url(pg_server: PgServer) -> str:
    """A new, empty central database."""
    return pg_server.new_database()
