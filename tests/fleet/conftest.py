"""Fleet view fixtures: a new central database on the session's PostgreSQL server."""

from __future__ import annotations

import pytest

from tests.conftest import PgServer


@pytest.fixture
def central_url(pg_server: PgServer) -> str:
    """A new, empty central database."""
    return pg_server.new_database()
