"""Shared test setup: offscreen Qt and a private kiosk home for every test."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# The station's programs run with this umask (kiosk.cli.main): files they create are private.
os.umask(0o077)

REPO = Path(__file__).resolve().parent.parent
# The shared data (lexicon fixtures) sits next to the repository; KIOSK_SHARED_DIR overrides
# that for a checkout elsewhere (a git worktree).
SHARED = Path(os.environ.get("KIOSK_SHARED_DIR") or REPO.parent / "shared")
ARTIFACTS = REPO / "tests" / "artifacts"


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
