"""A private, throw-away PostgreSQL cluster for tests and benchmarks.

Used by the tests and benchmarks only. Finds the PostgreSQL binaries (``initdb`` on
PATH or under /usr/lib/postgresql/<version>/bin), creates a cluster in a new
temporary folder with trust authentication, and listens on 127.0.0.1 on a
free port. When run as root, the server runs as the ``postgres`` user via
``runuser`` (PostgreSQL refuses to run as root).
"""

from __future__ import annotations

import os
import pwd
import shutil
import socket
import subprocess
import tempfile
from pathlib import Path

__all__ = ["PgCluster", "PgUnavailable", "find_pg_bin"]


class PgUnavailable(RuntimeError):
    """PostgreSQL cannot be started here; the message says why."""


def find_pg_bin() -> Path:
    """The folder holding initdb/pg_ctl; raises PgUnavailable naming where it looked."""
    found = shutil.which("initdb")
    if found:
        return Path(found).parent
    candidates = sorted(Path("/usr/lib/postgresql").glob("*/bin/initdb"), reverse=True)
    if candidates:
        return candidates[0].parent
    raise PgUnavailable("PostgreSQL binaries not found (no initdb on PATH or /usr/lib/postgresql)")


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


class PgCluster:
    """One private cluster: `start`, `url`, `create_database`, `stop`, `destroy`."""

    def __init__(self, base_dir: Path | None = None) -> None:
        self.bin = find_pg_bin()
        self._as_postgres = os.geteuid() == 0
        if self._as_postgres:
            try:
                self._pg_user = pwd.getpwnam("postgres")
            except KeyError:
                raise PgUnavailable("running as root but there is no 'postgres' user") from None
        # Not under pytest's tmp_path: that is private to root and the server runs as postgres.
        self.root = Path(base_dir or tempfile.mkdtemp(prefix="kiosk-pg-"))
        self.data = self.root / "data"
        self.port = _free_port()
        self.log_file = self.root / "server.log"
        if self._as_postgres:
            os.chown(self.root, self._pg_user.pw_uid, self._pg_user.pw_gid)
        self._initdb()

    def _run(self, *args: str, check: bool = True) -> subprocess.CompletedProcess[str]:
        command = [str(self.bin / args[0]), *args[1:]]
        if self._as_postgres:
            command = ["runuser", "-u", "postgres", "--", *command]
        result = subprocess.run(command, capture_output=True, text=True, timeout=120)
        if check and result.returncode != 0:
            raise PgUnavailable(
                f"{args[0]} failed: {result.stderr.strip() or result.stdout.strip()}"
            )
        return result

    def _initdb(self) -> None:
        self._run(
            "initdb", "-D", str(self.data), "-U", "postgres", "--auth=trust",
            "-E", "UTF8", "--locale=C", "--no-sync",
        )  # fmt: skip

    def start(self, settings: dict[str, str] | None = None) -> None:
        """Start the server and wait until it accepts connections (``settings``: more
        server settings, e.g. ``{"max_connections": "600"}`` for a bench of many stations)."""
        options = f"-p {self.port} -k {self.root} -c listen_addresses=127.0.0.1"
        options += "".join(f" -c {name}={value}" for name, value in (settings or {}).items())
        self._run(
            "pg_ctl", "-D", str(self.data), "-l", str(self.log_file), "-o", options,
            "-w", "-t", "60", "start",
        )  # fmt: skip

    def stop(self, mode: str = "fast") -> None:
        """Stop the server (``fast``: disconnect clients, clean shutdown)."""
        self._run("pg_ctl", "-D", str(self.data), "-m", mode, "-w", "stop", check=False)

    def url(self, database: str = "postgres") -> str:
        return f"postgresql+psycopg://postgres@127.0.0.1:{self.port}/{database}"

    def create_database(self, name: str) -> str:
        """Create an empty database and return its SQLAlchemy URL."""
        import psycopg

        with psycopg.connect(
            f"host=127.0.0.1 port={self.port} user=postgres dbname=postgres", autocommit=True
        ) as conn:
            conn.execute(f'CREATE DATABASE "{name}"')
        return self.url(name)

    def destroy(self) -> None:
        """Stop the server and remove its files."""
        self.stop("immediate")
        shutil.rmtree(self.root, ignore_errors=True)
