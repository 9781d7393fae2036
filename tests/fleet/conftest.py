"""Fleet view fixtures: a private PostgreSQL cluster, the fleet server as a real process."""

from __future__ import annotations

import os
import uuid
from collections.abc import Iterator

import pytest

from tests.pg_cluster import PgCluster, PgUnavailable


@pytest.fixture(scope="session")
def fleet_pg() -> Iterator[PgCluster]:
    try:
        cluster = PgCluster()
        cluster.start()
    except (PgUnavailable, OSError) as exc:
        if os.environ.get("CI"):
            pytest.fail(f"PostgreSQL is required in CI but could not be started: {exc}")
        pytest.skip(f"PostgreSQL not available ({exc})")
    try:
        yield cluster
    finally:
        cluster.destroy()


@pytest.fixture
def central_url(fleet_pg: PgCluster) -> str:
    """A new, empty central database."""
    return fleet_pg.create_database(f"fleet_{uuid.uuid4().hex[:12]}")
