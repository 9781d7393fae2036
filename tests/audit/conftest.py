"""Audit-log test fixtures: adjudications to record, a fake clock, and PostgreSQL.

PostgreSQL: a private cluster is started once per session (see
tests.pg_cluster), or the server at $CHALLENGE_KIOSK_TEST_PG_URL is used
(it must allow CREATE DATABASE). When PostgreSQL is not available the tests
that need it fail under CI (env CI set) and are skipped with the reason
otherwise.
"""

from __future__ import annotations

import os
import uuid
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

import pytest

from kiosk.core.adjudication import Adjudication, adjudicate
from kiosk.core.play import parse_play
from kiosk.core.rules import rule_by_id
from tests.pg_cluster import PgCluster, PgUnavailable

PG_URL_ENV = "CHALLENGE_KIOSK_TEST_PG_URL"


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


@pytest.fixture
def central_url(pg_server: PgServer) -> str:
    """A new, empty central database."""
    return pg_server.new_database()
