"""Where the kiosk keeps its state and finds its bundled files, and what the machine is called.

All state (config, installed lexicons, audit database) lives under one
directory, the *kiosk home*: ``$CHALLENGE_KIOSK_HOME`` when set, else the
platform's user data directory. Bundled files (the default lexicon, icons,
migrations) are found the same way from source, from an installed wheel and
from a PyInstaller bundle.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from kiosk.deferred import deferred

# loaded at first use (`kiosk.deferred`)
if TYPE_CHECKING:
    import socket

    import platformdirs
else:
    socket = deferred("socket")  # the host's name, asked only when a station id is made
    platformdirs = deferred("platformdirs")

__all__ = ["DEFAULT_LEXICON_FILE", "HOME_ENV", "asset_path", "host_name", "kiosk_home"]

HOME_ENV = "CHALLENGE_KIOSK_HOME"
DEFAULT_LEXICON_FILE = "enable.clex"


def _user_data_dir() -> Path:
    """The platform's folder for this program's data (platformdirs, loaded only then)."""

    return Path(platformdirs.user_data_dir("challenge-kiosk", appauthor=False))


def kiosk_home(create: bool = True) -> Path:
    """The kiosk home directory (created on first use unless ``create`` is False).

    Never raises: a home that cannot be made (a file of that name, no permission, a
    read-only disk) is returned as it is, and what is first read or written in it says
    why, as the reason the station is not ready or a command stops.
    """
    override = os.environ.get(HOME_ENV)
    home = Path(override).expanduser().absolute() if override else _user_data_dir()
    if not create:
        return home
    try:
        if not home.is_dir():  # a parent that cannot be searched raises here, too
            home.parent.mkdir(parents=True, exist_ok=True)
            home.mkdir(mode=0o700, exist_ok=True)  # private: see kiosk.storage.files
    except OSError:
        pass
    return home


def host_name() -> str:
    """This machine's network name (what ``socket.gethostname`` says, without loading the
    socket module at start where the system says it directly)."""
    uname = getattr(os, "uname", None)
    if uname is not None:
        return str(uname().nodename)

    return socket.gethostname()


def _asset_roots() -> list[Path]:
    package = Path(__file__).resolve().parent.parent  # kiosk/, this file is in kiosk/storage/
    roots = []
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:  # PyInstaller onedir/onefile
        roots.append(Path(bundle) / "assets")
    roots.append(package / "assets")  # installed wheel (force-included)
    roots.append(package.parent / "assets")  # source checkout / editable install
    return roots


def asset_path(name: str) -> Path:
    """The path of a bundled asset; raises FileNotFoundError naming where it looked."""
    roots = _asset_roots()
    for root in roots:
        candidate = root / name
        if candidate.exists():
            return candidate
    looked = ", ".join(str(r) for r in roots)
    raise FileNotFoundError(f"bundled file {name!r} not found (looked in {looked})")
