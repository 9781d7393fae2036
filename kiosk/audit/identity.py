"""This machine's identity as a station: a stable id and a signing key kept in the kiosk home.

Neither file is ever copied between stations: ``station-id`` names the chain,
``station-key.pem`` (Ed25519, mode 0600) signs its heads for the central log.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import TYPE_CHECKING

from kiosk.deferred import deferred
from kiosk.storage import paths
from kiosk.storage.files import atomic_write, read_regular_file
from kiosk.storage.paths import host_name

# The keys' library, the log file, the station file and uuid (with the platform module it
# loads) load when first used: a station that has its id makes none at start.
if TYPE_CHECKING:
    import uuid

    from cryptography.hazmat.primitives import serialization
    from cryptography.hazmat.primitives.asymmetric import ed25519
    from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey

    from kiosk import config
    from kiosk.audit import log_file
else:
    serialization = deferred("cryptography.hazmat.primitives.serialization")
    ed25519 = deferred("cryptography.hazmat.primitives.asymmetric.ed25519")
    config = deferred("kiosk.config")
    log_file = deferred("kiosk.audit.log_file")
    uuid = deferred("uuid")

__all__ = [
    "STATION_ID_FILE",
    "STATION_KEY_FILE",
    "StationKeyProblem",
    "configured_station",
    "existing_station_key",
    "key_problem",
    "lost_id_problem",
    "public_key_hex",
    "read_station_id",
    "station_identity",
    "station_key",
]

STATION_ID_FILE = "station-id"
# What the log's station_id column holds: a uuid4 when the station made it; letters, digits,
# dots, dashes and underscores, 64 at most, when it was set by hand (never controls or spaces).
_STATION_ID = re.compile(r"[A-Za-z0-9][A-Za-z0-9._-]{0,63}")
_MAX_ID_FILE = 100
STATION_KEY_FILE = "station-key.pem"
KEY_FILE_LIMIT = 16 << 10  # an Ed25519 key in PEM is 119 bytes


def _home(home: Path | None) -> Path:
    if home is None:
        home = paths.kiosk_home()
    return home


def station_identity(home: Path | None = None, *, log: Path | None = None) -> tuple[str, str]:
    """(station id, host name): the id is a uuid4 created once and kept in
    ``<kiosk home>/station-id``. Raises OSError when it can be neither read nor made, or
    when the file holds no station id (`read_station_id`).

    With ``log`` (the station's log file), no new id is made while that log already holds
    another station's records: the id file was lost, and a new id would start a second
    chain in the same log (its receipts would restart at 1 under another prefix).
    """
    path = _home(home) / STATION_ID_FILE
    station_id = read_station_id(path)
    lost = lost_id_problem(log) if station_id is None and log is not None else None
    if lost:
        raise OSError(lost)
    if station_id is None:
        station_id = str(uuid.uuid4())
        atomic_write(path, (station_id + "\n").encode())  # private, like the whole home
    return station_id, host_name()


def lost_id_problem(log: Path) -> str | None:
    """Why no new id may be made for a station whose ``station-id`` file is missing: its
    log already holds another station's records (the file was lost; a new id would start
    a second chain in the same log, receipts from 1 again). None: a new station."""
    owners = log_file.chain_owners(log)
    if not owners:
        return None
    return (
        f"{STATION_ID_FILE} is missing, but the log holds the records of station {owners[0]}:"
        f" put that id back in {STATION_ID_FILE}, or move the log away to start as a new"
        " station"
    )


def read_station_id(path: Path) -> str | None:
    """The id kept in the ``station-id`` file at ``path``; None when there is no such file.

    Only a missing file means a new station. A file that is there but empty, too long, not
    text or not an id is damage, and raises OSError saying what to do: a new id would start
    a second chain in the same log, and a damaged one would go into every record.
    """
    try:
        data = read_regular_file(path, _MAX_ID_FILE)  # a named pipe never blocks the start
    except FileNotFoundError:
        return None
    text = data.decode("ascii", "replace").strip()
    if len(data) > _MAX_ID_FILE or not _STATION_ID.fullmatch(text):
        raise OSError(
            f"{STATION_ID_FILE} holds no station id ({_what(data)}): put back the id this"
            " station's log was written under (`challenge-kiosk audit verify` names it), or"
            " remove the file to give the station a new one"
        )
    return text


def _what(data: bytes) -> str:
    if not data.strip():
        return "it is empty"
    if len(data) > _MAX_ID_FILE:
        return f"it is longer than {_MAX_ID_FILE} bytes"
    return "it is not a station id: letters, digits, dots and dashes"


def station_key(home: Path | None = None) -> ed25519.Ed25519PrivateKey:
    """This station's signing key, created on first use in ``<kiosk home>/station-key.pem``
    (0600). Raises OSError when it cannot be read or made, ValueError when the file is
    not a key (it is never replaced silently: the central log pinned its public half)."""
    path = _home(home) / STATION_KEY_FILE
    try:
        data = read_regular_file(path, KEY_FILE_LIMIT)  # a pipe put there never blocks
    except FileNotFoundError:
        key = ed25519.Ed25519PrivateKey.generate()
        pem = key.private_bytes(
            serialization.Encoding.PEM,
            serialization.PrivateFormat.PKCS8,
            serialization.NoEncryption(),
        )
        atomic_write(path, pem)
        return key
    loaded = serialization.load_pem_private_key(data, password=None)
    if not isinstance(loaded, ed25519.Ed25519PrivateKey):
        raise ValueError(f"{path} is not an Ed25519 station key")
    return loaded


class StationKeyProblem(Exception):
    """``station-key.pem`` is missing, unreadable or not a key; the message names the file
    and what is wrong with it, for the director (never the relay or the server)."""


def existing_station_key(home: Path | None = None) -> ed25519.Ed25519PrivateKey:
    """The station's key as it is on disk, never made: raises `StationKeyProblem` naming
    the file when it is missing, empty, a folder, too large or not an Ed25519 key."""
    path = _home(home) / STATION_KEY_FILE
    try:
        data = read_regular_file(path, KEY_FILE_LIMIT)
    except FileNotFoundError:
        raise StationKeyProblem(f"the station key {path} is missing") from None
    except IsADirectoryError:
        raise StationKeyProblem(f"the station key {path} is a folder, not a key file") from None
    except OSError as exc:
        raise StationKeyProblem(f"the station key {path} cannot be read: {exc}") from None
    if not data.strip():
        raise StationKeyProblem(f"the station key {path} is empty")
    if len(data) > KEY_FILE_LIMIT:
        raise StationKeyProblem(f"the station key {path} is too large to be a key")
    try:
        loaded = serialization.load_pem_private_key(data, password=None)
    except (ValueError, TypeError):
        raise StationKeyProblem(f"the station key {path} holds no private key") from None
    if not isinstance(loaded, ed25519.Ed25519PrivateKey):
        raise StationKeyProblem(f"the station key {path} is not an Ed25519 station key")
    return loaded


def public_key_hex(key: Ed25519PrivateKey) -> str:
    """The key's public half, as the central log pins it (raw bytes, in hex)."""
    return (
        key.public_key()
        .public_bytes(serialization.Encoding.Raw, serialization.PublicFormat.Raw)
        .hex()
    )


def key_problem(home: Path | None = None) -> str | None:
    """Why the station's key cannot sign (see `existing_station_key`); None when it can."""
    try:
        existing_station_key(home)
    except StationKeyProblem as exc:
        return str(exc)
    return None


def configured_station(home: Path | None = None) -> tuple[str, str, str]:
    """(station name, central URL, receipt prefix) from station.toml; when that file cannot
    be read, from the last good copy, else (host name, "", ""). Never raises: a command must
    still record."""
    path = _home(home) / "station.toml"
    try:
        settings = config.load_config(path, keep_last_good=False).settings
        return settings.station_name, settings.central_url, settings.receipt_prefix
    except Exception:
        pass
    try:
        last_good = config.load_last_good(path)
        if last_good is not None:
            good = last_good.settings
            return good.station_name, good.central_url, good.receipt_prefix
    except Exception:
        pass
    return host_name(), "", ""
