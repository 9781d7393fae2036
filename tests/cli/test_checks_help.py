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

import pytest

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


# -- the station's programs, as a director runs them -------------------------------------------

CHEAP_PIN_HASH = None


def pin_table() -> str:
    """A director PIN (real argon2id, quick to hash), as a prepared station has."""
    global CHEAP_PIN_HASH
    if CHEAP_PIN_HASH is None:
        from argon2 import PasswordHasher

        cheap = PasswordHasher(time_cost=1, memory_cost=1024, parallelism=1)
        CHEAP_PIN_HASH = cheap.hash("482107")
    return f'\n[director]\npin_hash = "{CHEAP_PIN_HASH}"\n'


def kiosk(home: Path, *args: str, **run: object) -> subprocess.CompletedProcess[str]:
    """``python3 -m kiosk ARGS`` on this kiosk home, without a display."""
    env = {
        "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
        "CHALLENGE_KIOSK_HOME": str(home),
        "PYTHONPATH": str(REPO),
        "QT_QPA_PLATFORM": "offscreen",
    }
    return subprocess.run(
        [sys.executable, "-m", "kiosk", *args],
        capture_output=True, text=True, env=env, cwd=REPO, timeout=120, **run,  # type: ignore[arg-type]
    )  # fmt: skip


def lines_of(output: str, kind: str) -> list[str]:
    return [line for line in output.splitlines() if line.startswith(f"{kind}  ")]


# -- an empty station file -----------------------------------------------------------------------

EMPTY_FILES = {
    "zero-bytes": b"",
    "blank-lines": b"\n  \n\t\n",
    "comments-only": b"# Challenge station settings: see the README\n\n# [settings]\n",
    "bom-only": b"\xef\xbb\xbf\n",
}


@pytest.mark.parametrize("content", EMPTY_FILES.values(), ids=EMPTY_FILES.keys())
def test_an_empty_station_file_fails_the_self_test_naming_it(kiosk_home, content):
    """It used to judge every division on ENABLE under a "Main" division, without a word."""
    (kiosk_home / "station.toml").write_bytes(content)
    done = kiosk(kiosk_home, "--self-test")
    assert done.returncode == 1, done.stdout + done.stderr
    assert "FAIL  settings: station.toml is empty: it holds no settings and no profiles" in (
        done.stdout
    )
    assert "profiles: Main" not in done.stdout


@pytest.mark.parametrize("content", EMPTY_FILES.values(), ids=EMPTY_FILES.keys())
def test_an_empty_station_file_makes_the_station_not_ready_naming_it(kiosk_home, content):
    from kiosk.runtime.station_runtime import open_station

    (kiosk_home / "station.toml").write_bytes(content)
    runtime = open_station(defer_log=True)
    assert not runtime.ready and runtime.usable_profiles == []
    assert str(runtime.problem) == (
        "Station settings file: station.toml is empty: it holds no settings and no profiles"
    )


def test_director_mode_restores_the_last_good_file_over_an_empty_one(kiosk_home):
    from kiosk.config import LAST_GOOD_FILE, load_config
    from kiosk.director.service import DirectorService
    from kiosk.runtime.station_runtime import open_station

    good = '[[profiles]]\nname = "Division A"\nrule = "five-point"\n' + pin_table()
    (kiosk_home / "station.toml").write_text(good, encoding="utf-8")
    load_config()  # the station's start keeps it as the last good file
    assert (kiosk_home / LAST_GOOD_FILE).is_file()
    (kiosk_home / "station.toml").write_bytes(b"")  # a copy cut short

    runtime = open_station()
    try:
        assert not runtime.ready and "is empty" in str(runtime.problem)
        DirectorService(runtime).restore_last_good()
        assert runtime.ready and [p.name for p in runtime.usable_profiles] == ["Division A"]
    finally:
        runtime.close()
    assert load_config().profiles[0].rule == "five-point"
    assert kiosk(kiosk_home, "--self-test").returncode == 0


def test_a_missing_station_file_is_still_the_zero_configuration_station(kiosk_home):
    done = kiosk(kiosk_home, "--self-test")
    assert "PASS  settings: no station.toml, defaults; profiles: Main" in done.stdout
    # a station file holding only the PIN (what set-pin writes on a new station) is the same
    (kiosk_home / "station.toml").write_text(pin_table(), encoding="utf-8")
    done = kiosk(kiosk_home, "--self-test")
    assert done.returncode == 0, done.stdout
    assert f"PASS  settings: {kiosk_home / 'station.toml'}; profiles: Main" in done.stdout


def test_an_empty_station_file_is_no_new_station_for_setting_a_pin_at_the_kiosk(kiosk_home):
    """Like a file that cannot be read: the PIN may hide in what the file lost."""
    from kiosk.config import pin_setup_allowed, stored_pin_hash

    assert pin_setup_allowed()  # a new station
    (kiosk_home / "station.toml").write_bytes(b"# nothing yet\n")
    assert not pin_setup_allowed() and stored_pin_hash() == ""


# -- what the station repairs at its start: a warning, not a failure ----------------------------


def test_a_home_opened_up_by_hand_is_a_warning_and_the_start_repairs_it(kiosk_home):
    """It used to fail the self-test (exit 1) though the station repairs it when it starts."""
    (kiosk_home / "station.toml").write_text(pin_table(), encoding="utf-8")
    (kiosk_home / "lexicons").mkdir()
    os.chmod(kiosk_home, 0o755)
    os.chmod(kiosk_home / "lexicons", 0o755)
    os.chmod(kiosk_home / "station.toml", 0o644)

    done = kiosk(kiosk_home, "--self-test")

    assert done.returncode == 0, done.stdout + done.stderr
    assert lines_of(done.stdout, "FAIL") == []
    assert lines_of(done.stdout, "WARN") == [
        f"WARN  private files: open to other users: {kiosk_home} 0755, lexicons/ 0755, "
        "station.toml 0644; the station makes them private (folders 0700, files 0600) "
        "when it starts"
    ]
    assert done.stdout.splitlines()[-1] == (
        "Self-test: station ready, with 1 warning(s) to read above (WARN)"
    )
    assert os.stat(kiosk_home).st_mode & 0o777 == 0o755  # the self-test changed nothing

    from kiosk.runtime.station_runtime import open_station

    runtime = open_station()  # the station's start
    runtime.close()
    again = kiosk(kiosk_home, "--self-test")
    assert again.returncode == 0 and lines_of(again.stdout, "WARN") == [], again.stdout
    assert "PASS  private files: the kiosk home is readable by its user only" in again.stdout


needs_root = pytest.mark.skipif(
    not hasattr(os, "geteuid") or os.geteuid() != 0,
    reason="giving the home to another user, or chattr +i, needs root",
)


@needs_root
def test_a_home_owned_by_another_user_fails_the_self_test(tmp_path):
    """The station's user cannot change another user's modes, so its start cannot repair
    them (issue 23: lexicons/ made by root with install -o): that stays a failure."""
    import tempfile

    # a home the unprivileged station user can reach, owned by root and open to all
    home = Path(tempfile.mkdtemp(prefix="kiosk-home-of-root-"))
    try:
        os.chmod(home, 0o755)
        (home / "station.toml").write_text(pin_table(), encoding="utf-8")
        os.chmod(home / "station.toml", 0o644)
        station_user = ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"]
        # read access to this Python's files (they may sit in root's own home), nothing more
        station_user += ["--inh-caps=+dac_read_search", "--ambient-caps=+dac_read_search"]
        env = {"PATH": "/usr/bin:/bin", "CHALLENGE_KIOSK_HOME": str(home), "HOME": str(home)}
        done = subprocess.run(
            [*station_user, sys.executable, "-m", "kiosk", "--self-test"],
            capture_output=True, text=True, env=env, cwd=REPO, timeout=120,
        )  # fmt: skip
    finally:
        import shutil

        shutil.rmtree(home)
    assert done.returncode == 1, done.stdout + done.stderr
    (failed,) = [line for line in lines_of(done.stdout, "FAIL") if "private files" in line]
    assert failed.startswith(
        "FAIL  private files: open to other users, and this user cannot make them private: "
        f"{home} 0755 (owned by root, not by "
    ), failed
    assert "station.toml 0644 (owned by root, not by " in failed
    assert "give them to the station's user (chown)" in failed
    assert not any("private files" in line for line in lines_of(done.stdout, "WARN"))


@needs_root
def test_a_file_that_cannot_be_made_private_fails_and_the_others_are_named_as_repaired(
    kiosk_home,
):
    (kiosk_home / "station.toml").write_text(pin_table(), encoding="utf-8")
    pinned = kiosk_home / "notes.txt"
    pinned.write_text("a file someone made immutable")
    os.chmod(pinned, 0o644)
    os.chmod(kiosk_home, 0o750)
    if subprocess.run(["chattr", "+i", str(pinned)], capture_output=True).returncode != 0:
        pytest.skip("this file system has no immutable flag")
    try:
        done = kiosk(kiosk_home, "--self-test")
    finally:
        subprocess.run(["chattr", "-i", str(pinned)], check=True)
    assert done.returncode == 1, done.stdout
    (failed,) = [line for line in lines_of(done.stdout, "FAIL") if "private files" in line]
    assert "notes.txt 0644 (marked immutable (chattr +i))" in failed
    assert failed.endswith(
        f"; open to other users: {kiosk_home} 0750; the station makes them private "
        "(folders 0700, files 0600) when it starts"
    )


@needs_root
def test_what_the_start_could_not_make_private_is_a_director_warning(kiosk_home):
    from kiosk.director.service import DirectorService
    from kiosk.runtime.station_runtime import open_station

    (kiosk_home / "station.toml").write_text(pin_table(), encoding="utf-8")
    pinned = kiosk_home / "notes.txt"
    pinned.write_text("a file someone made immutable")
    os.chmod(pinned, 0o644)
    if subprocess.run(["chattr", "+i", str(pinned)], capture_output=True).returncode != 0:
        pytest.skip("this file system has no immutable flag")
    try:
        runtime = open_station(defer_log=True)
    finally:
        subprocess.run(["chattr", "-i", str(pinned)], check=True)
    assert runtime.problem is None  # it judges: the log, PIN and key are private
    assert [str(w) for w in DirectorService(runtime).warnings()] == [
        "Open to other users, and the station cannot make them private: notes.txt 0644 "
        "cannot be changed (Operation not permitted). Give them to the station's user, or "
        "set their modes as an administrator."
    ]


def test_a_lexicon_copied_in_by_hand_is_a_warning(kiosk_home):
    (kiosk_home / "station.toml").write_text(pin_table(), encoding="utf-8")
    (kiosk_home / "lexicons").mkdir(mode=0o700)
    lexicon = kiosk_home / "lexicons" / "copied.clex"
    from kiosk.cli import load_default_lexicon

    lexicon.write_bytes(load_default_lexicon().path.read_bytes())
    os.chmod(lexicon, 0o644)
    done = kiosk(kiosk_home, "--self-test")
    assert done.returncode == 0, done.stdout
    assert "WARN  private files: open to other users: lexicons/copied.clex 0644;" in done.stdout


# -- a bad cosmetic setting: its default, a director warning, and judging as usual -------------

BAD_PREFIX = (
    '[settings]\nreceipt_prefix = "SC"\n\n[[profiles]]\nname = "Division A"\nrule = "five-point"\n'
)
PREFIX_WARNING = (
    "[settings] receipt_prefix 'SC' must be 1 to 3 of the letters ABCDEFGHJKMNPQRTUVWXY "
    "(no I, L, O, S or Z, which read as digits on a slip). The station uses the default "
    "(letters derived from the station's id) until this is fixed; judging is not affected."
)


def test_a_bad_receipt_prefix_never_stops_judging_at_the_command_line(kiosk_home):
    """'SC' is refused because S reads as 5 on a handwritten slip (and a receipt typed
    back as 5C-0001 would find nothing); it used to refuse the whole station file, so
    every division was "not ready"."""
    from kiosk.audit import open_audit_log
    from kiosk.core.receipts import default_receipt_prefix

    (kiosk_home / "station.toml").write_text(BAD_PREFIX + pin_table(), encoding="utf-8")
    done = kiosk(kiosk_home, "judge", "CAT")
    assert done.returncode == 0, done.stdout + done.stderr
    station_id = (kiosk_home / "station-id").read_text().strip()
    default = default_receipt_prefix(station_id)
    assert f"Write on the slip: {default}-0001" in done.stdout
    log = open_audit_log(station_id=station_id, path=kiosk_home / "audit.sqlite3")
    try:
        (record,) = [r for r in log.query() if r.receipt]
    finally:
        log.close()
    assert record.receipt == f"{default}-0001"


def test_a_bad_receipt_prefix_is_a_self_test_warning_and_a_director_warning(kiosk_home):
    from kiosk.core.receipts import default_receipt_prefix
    from kiosk.director.service import DirectorService
    from kiosk.runtime.station_runtime import open_station

    (kiosk_home / "station.toml").write_text(BAD_PREFIX + pin_table(), encoding="utf-8")
    done = kiosk(kiosk_home, "--self-test")
    assert done.returncode == 0, done.stdout + done.stderr
    assert lines_of(done.stdout, "WARN") == [
        f"WARN  settings: {kiosk_home / 'station.toml'}; profiles: Division A; {PREFIX_WARNING}"
    ]
    assert "PASS  adjudication Division A: ENABLE, 5-point challenge" in done.stdout

    runtime = open_station()
    try:
        assert runtime.ready, runtime.problem
        assert [p.name for p in runtime.usable_profiles] == ["Division A"]
        assert runtime.audit is not None
        assert runtime.audit.receipt_prefix == default_receipt_prefix(runtime.station_id)
        assert [str(w) for w in DirectorService(runtime).warnings()] == [PREFIX_WARNING]
    finally:
        runtime.close()


def test_a_bad_cosmetic_setting_is_shown_to_the_director_in_the_director_language(kiosk_home):
    from kiosk.director.service import DirectorService
    from kiosk.runtime.station_runtime import open_station

    (kiosk_home / "station.toml").write_text(
        '[settings]\nfont_scale = 9\ndirector_language = "fr"\n' + pin_table(), encoding="utf-8"
    )
    runtime = open_station(defer_log=True)
    assert runtime.problem is None and runtime.config.settings.font_scale == 1.0
    (warning,) = DirectorService(runtime).warnings()
    from kiosk.ui.player_text import player_text

    said = player_text("fr").say(warning)
    assert said.startswith("[settings] font_scale = 9 "), said
    assert "jusqu’à" in said or "jusqu'à" in said, said


def test_a_setting_that_decides_the_judging_still_stops_the_station(kiosk_home):
    from kiosk.runtime.station_runtime import open_station

    (kiosk_home / "station.toml").write_text(
        '[settings]\nreceipt_prefix = "SC"\n[[profiles]]\nname = "A"\nrule = "triple"\n'
        + pin_table(),
        encoding="utf-8",
    )
    runtime = open_station(defer_log=True)
    assert not runtime.ready and "unknown challenge rule 'triple'" in str(runtime.problem)
    done = kiosk(kiosk_home, "--self-test")
    assert done.returncode == 1 and "FAIL  settings: profile 'A': unknown" in done.stdout


# -- the docs say what the program does -------------------------------------------------------


def test_the_readme_gives_the_pin_length_the_program_asks_for():
    from kiosk.director.pin import MAX_PIN_LENGTH, MIN_PIN_LENGTH

    readme = " ".join((REPO / "README.md").read_text(encoding="utf-8").split())
    assert f"The PIN has {MIN_PIN_LENGTH} to {MAX_PIN_LENGTH} characters" in readme
    assert "with no space at either end" in readme
