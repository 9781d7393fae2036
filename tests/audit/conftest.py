"""Audit-log test fixtures: adjudications to record, a fake clock, and PostgreSQL.

PostgreSQL: the session's one server (`pg_server`, tests/conftest.py); each test that
asks for `central_url` gets a new database on it.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime, timedelta

import pytest

from kiosk.core.adjudication import Adjudication, adjudicate
from kiosk.core.play import parse_play
from kiosk.core.rules import rule_by_id
from tests.conftest import PgServer


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
