"""The Linux bundle, built once per test run and shared by every test that needs it.

    from tests.bundle_fixture import build  # noqa: F401  (the fixture)

``build`` gives build.py's figures: ``bundle`` (the unpacked folder), ``package`` (the
release tarball), sizes and times. Each test module that imports the fixture gets its own
copy of it from pytest, so the build itself is kept here, at module level: the first
module to ask builds (about 100 s), the others reuse it. Needs the build extra
(PyInstaller); without it the tests fail under CI (env CI set) and are skipped elsewhere.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import REPO

_built: dict | None = None
_failed: str | None = None


def build_bundle(out: Path) -> dict:
    """Run installers/build.py into ``out``; its figures as a dict."""
    result = subprocess.run(
        [
            sys.executable,
            str(REPO / "installers" / "build.py"),
            "--dist",
            str(out / "dist"),
            "--work",
            str(out / "work"),
            "--json",
        ],
        capture_output=True,
        text=True,
        timeout=900,
    )
    if result.returncode != 0:
        raise RuntimeError(result.stdout[-3000:] + result.stderr[-3000:])
    return json.loads(result.stdout.strip().splitlines()[-1])


@pytest.fixture(scope="session")
def build(tmp_path_factory: pytest.TempPathFactory) -> dict:
    global _built, _failed
    try:
        import PyInstaller  # noqa: F401
    except ImportError:
        message = "PyInstaller is not installed (pip install -e '.[build]')"
        if os.environ.get("CI"):
            pytest.fail(message)
        pytest.skip(message)
    if _failed is not None:
        pytest.fail(f"the bundle could not be built (see the first test that asked):\n{_failed}")
    if _built is None:
        try:
            _built = build_bundle(tmp_path_factory.mktemp("frozen"))
        except (RuntimeError, subprocess.TimeoutExpired) as exc:
            _failed = str(exc)
            pytest.fail(f"the bundle could not be built:\n{_failed}")
    return _built
