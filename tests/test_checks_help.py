"""Checks that help rather than block (issue 23, item 9): each drives the real program.

What the station repairs by itself is a self-test warning, not a failure; a bad cosmetic
setting falls back to its default with a director warning and never stops judging; an empty
station file is refused like any other broken one; the build cleans only its own folders.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from tests.conftest import REPO

# -- installers/build.py --clean ---------------------------------------------------------------

FAKE_PYINSTALLER = '''
"""Stands in for PyInstaller: records its arguments and makes a bundle folder."""
import json, os, sys
from pathlib import Path

args = sys.argv[1:]
Path(os.environ["FAKE_PYINSTALLER_LOG"]).write_text(json.dumps(args))
dist = Path(args[args.index("--distpath") + 1])
(dist / "challenge-kiosk" / "_internal").mkdir(parents=True, exist_ok=True)
(dist / "challenge-kiosk" / "challenge-kiosk").write_text("bundle")
work = Path(args[args.index("--workpath") + 1]) / "challenge-kiosk"
work.mkdir(parents=True, exist_ok=True)
(work / "Analysis-00.toc").write_text("toc")
'''


def run_build(tmp_path: Path, *args: str) -> tuple[subprocess.CompletedProcess[str], list[str]]:
    import json

    fake = tmp_path / "fake"
    (fake / "PyInstaller").mkdir(parents=True, exist_ok=True)
    (fake / "PyInstaller" / "__init__.py").write_text("")
    (fake / "PyInstaller" / "__main__.py").write_text(FAKE_PYINSTALLER)
    log = tmp_path / "pyinstaller-args.json"
    env = {
        **os.environ,
        "PYTHONPATH": str(fake),
        "HOME": str(tmp_path / "user"),
        "XDG_CACHE_HOME": str(tmp_path / "user" / ".cache"),
        "FAKE_PYINSTALLER_LOG": str(log),
    }
    done = subprocess.run(
        [sys.executable, str(REPO / "installers" / "build.py"), "--no-package", *args],
        capture_output=True, text=True, env=env, cwd=REPO, timeout=120,
    )  # fmt: skip
    return done, json.loads(log.read_text()) if log.exists() else []


def test_build_clean_removes_only_its_own_folders_never_the_shared_pyinstaller_cache(tmp_path):
    """`build.py --clean` passed PyInstaller's own --clean, which empties the user's shared
    cache (~/.cache/pyinstaller) that every PyInstaller project on the machine uses."""
    dist, work = tmp_path / "dist", tmp_path / "work"
    shared_cache = tmp_path / "user" / ".cache" / "pyinstaller" / "bincache00_py311_64bit"
    shared_cache.mkdir(parents=True)
    (shared_cache / "libQt6Core.so.6").write_text("another project's cached binary")
    # what an earlier build left, and what else the user keeps in those folders
    (work / "challenge-kiosk").mkdir(parents=True)
    (work / "challenge-kiosk" / "stale.toc").write_text("stale")
    (work / "other-project").mkdir()
    (dist / "challenge-kiosk").mkdir(parents=True)
    (dist / "challenge-kiosk" / "stale-library.so").write_text("stale")
    (dist / "notes.txt").write_text("the user's")

    done, pyinstaller_args = run_build(
        tmp_path, "--clean", "--dist", str(dist), "--work", str(work)
    )

    assert done.returncode == 0, done.stdout + done.stderr
    assert "--clean" not in pyinstaller_args and "--noconfirm" in pyinstaller_args
    assert (shared_cache / "libQt6Core.so.6").exists()  # the shared cache is untouched
    assert not (work / "challenge-kiosk" / "stale.toc").exists()  # its own work folder is clean
    assert not (dist / "challenge-kiosk" / "stale-library.so").exists()  # and its own bundle
    assert (work / "other-project").is_dir() and (dist / "notes.txt").exists()
    assert f"removed {work / 'challenge-kiosk'}" in done.stdout


def test_build_without_clean_keeps_its_work_folder_and_never_cleans_the_cache(tmp_path):
    dist, work = tmp_path / "dist", tmp_path / "work"
    (work / "challenge-kiosk").mkdir(parents=True)
    (work / "challenge-kiosk" / "kept.toc").write_text("from the last build")
    done, pyinstaller_args = run_build(tmp_path, "--dist", str(dist), "--work", str(work))
    assert done.returncode == 0, done.stdout + done.stderr
    assert "--clean" not in pyinstaller_args
    assert (work / "challenge-kiosk" / "kept.toc").exists()
    assert "removed" not in done.stdout
