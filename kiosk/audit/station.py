"""This machine's identity as a station: a stable id kept in the kiosk home."""

from __future__ import annotations

import os
import socket
import uuid
from pathlib import Path

__all__ = ["STATION_ID_FILE", "station_identity"]

STATION_ID_FILE = "station-id"


def station_identity(home: Path | None = None) -> tuple[str, str]:
    """(station id, station name): the id is a uuid4 created once and kept in
    ``<kiosk home>/station-id``; the name is the machine's host name."""
    if home is None:
        from kiosk.paths import kiosk_home

        home = kiosk_home()
    path = home / STATION_ID_FILE
    try:
        station_id = path.read_text("utf-8").strip()
    except FileNotFoundError:
        station_id = ""
    if not station_id:
        station_id = str(uuid.uuid4())
        tmp = path.with_name(f".{path.name}.{os.getpid()}")
        tmp.write_text(station_id + "\n", "utf-8")
        os.replace(tmp, path)
    return station_id, socket.gethostname()
