"""The Linux recipe as written: installers/linux/setup-station.sh, which docs/director-setup.md
quotes step by step, run on a scratch root, then the kiosk session it writes, run as the kiosk
user under cage nested in Xvfb, with keys typed as a person types them.

The slow test needs root (the script runs as root, as the docs say) and the real bundle (one
build per test run, tests/bundle_fixture.py). Missing tools are installed with apt-get: cage
and Xwayland (the script's own package list), Xvfb, xdotool, ImageMagick. Where cage cannot be
installed the session test is skipped and says so; nothing else skips it.

The recipe is run as the docs' one-liner gives it, one lexicon and nothing else: the new
station's only division, Main, judges with that list (QI, which the built-in ENABLE lacks, is
ACCEPTABLE under cage). Run again with a station.toml whose division names it, it keeps it;
a list no division names stops it at step 5. `--undo` is run on a scratch root of its own
that holds a default target, a console mask, a file in /usr/local/bin and a home: /etc, /opt,
/usr/local and the home are compared file by file before the set-up and after the undo.
The docs' command that builds the tarball (installers/linux/build-tarball.sh) is run as well.

The session's stand-ins for systemd: the unit's ExecStart, Environment and User, read from
the unit the script wrote, run in a shell loop (`while true; do cage ...; sleep RestartSec;
done`) as the unit's user; cage draws into an X11 window on Xvfb (WLR_BACKENDS=x11,
WLR_RENDERER=pixman) instead of tty1, and the station inside it is a Wayland client
(QT_QPA_PLATFORM=wayland, from the unit).
"""

from __future__ import annotations

import hashlib
import json
import os
import pwd
import re
import shlex
import shutil
import signal
import subprocess
import sys
import tarfile
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests import bundle_fixture
from tests.conftest import ARTIFACTS, REPO

pytestmark = pytest.mark.skipif(
    not sys.platform.startswith("linux"), reason="the Linux recipe runs on Linux"
)

build = bundle_fixture.build  # the fixture: one build per test run, shared

SCRIPT = REPO / "installers" / "linux" / "setup-station.sh"
DOC = REPO / "docs" / "director-setup.md"
SCREENS = ARTIFACTS / "screens"
STEP_BLOCK = re.compile(
    r"^# ---- Step (?P<n>\d+) of (?P<of>\d+): .*?^# ---- end of step (?P=n) ----$",
    re.MULTILINE | re.DOTALL,
)
UNDO_BLOCK = re.compile(r"^# ---- Undo \(--undo\) -+$.*?^# ---- end of undo ----$", re.M | re.S)
BUILD_SCRIPT = REPO / "installers" / "linux" / "build-tarball.sh"
UNITS = REPO / "installers" / "linux"
KIOSK_USER = "kioskci"
PIN = "482107"
LEXICON_NAME = "CI-MINI"  # QI is in it and not in the built-in ENABLE
STATION_TOML = f"""[station]
name = "Recipe CI"

[settings]
verdict_seconds = 60  # long enough to read the verdict off the screen on a loaded machine

[[profiles]]
name = "Division A"
lexicon = "{LEXICON_NAME}"
rule = "double"
"""
# The first slow test builds the bundle and may install packages: more than pytest's 300 s.
RECIPE_TIMEOUT = pytest.mark.timeout(1800)
# What the test itself uses, besides the packages the script names.
TEST_TOOLS = {
    "Xvfb": "xvfb",
    "xdotool": "xdotool",
    "import": "imagemagick",
    "sqlite3": "sqlite3",
    "tesseract": "tesseract-ocr",
}


def step_blocks() -> list[tuple[int, int, str]]:
    text = SCRIPT.read_text("utf-8")
    return [(int(m["n"]), int(m["of"]), m.group(0)) for m in STEP_BLOCK.finditer(text)]


# -- the docs and the script ---------------------------------------------------------------


def test_the_docs_quote_every_step_of_the_script_verbatim():
    blocks = step_blocks()
    total = blocks[0][1]
    assert [n for n, _, _ in blocks] == list(range(1, total + 1))
    assert all(of == total for _, of, _ in blocks)
    doc = DOC.read_text("utf-8")
    for n, _, block in blocks:
        assert block in doc, f"docs/director-setup.md does not quote step {n} as the script has it"
    undo = UNDO_BLOCK.search(SCRIPT.read_text("utf-8"))
    assert undo, "setup-station.sh has its --undo block"
    assert undo.group(0) in doc, "docs/director-setup.md does not quote the --undo block as it is"
    # nothing of the script happens outside its numbered steps but the checks of its
    # arguments (before step 1) and the closing line
    after = SCRIPT.read_text("utf-8").split("# ---- end of step 8 ----", 1)[1]
    assert [line for line in after.splitlines() if line.strip()] == [
        "printf '\\nThe station is set up. Reboot to start the kiosk session: sudo reboot\\n'"
    ]


UUID = re.compile(r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}")
SAMPLE_HOME = "/home/kiosk/.local/share/challenge-kiosk"


def test_the_docs_sample_self_test_is_what_the_program_prints(tmp_path):
    """The sample in step 4 is a new station's real output, with its PIN set (its home and
    station id as on a Linux station)."""
    home = tmp_path / "station"
    env = dict(os.environ, CHALLENGE_KIOSK_HOME=str(home), QT_QPA_PLATFORM="offscreen")
    kiosk = [sys.executable, "-m", "kiosk"]
    pin = subprocess.run(
        [*kiosk, "director", "set-pin", "--pin-stdin"],
        input=PIN + "\n",
        capture_output=True,
        text=True,
        env=env,
        cwd=REPO,
    )
    assert pin.returncode == 0, pin.stderr
    result = subprocess.run(
        [*kiosk, "--self-test"], capture_output=True, text=True, env=env, cwd=REPO
    )
    assert result.returncode == 0, result.stdout + result.stderr
    printed = UUID.sub("<id>", result.stdout.replace(str(home), SAMPLE_HOME)).splitlines()
    doc = DOC.read_text("utf-8")
    intro = "its PIN set and no lexicon installed yet (the built-in ENABLE):\n\n"
    assert intro in doc
    sample = doc.split(intro, 1)[1].split("\n\n", 1)[0].splitlines()
    assert [UUID.sub("<id>", line.removeprefix("    ")) for line in sample] == printed


def test_the_docs_say_what_the_program_and_the_tools_need():
    from kiosk.director.pin import MIN_PIN_LENGTH

    doc = DOC.read_text("utf-8")
    assert f"at least {MIN_PIN_LENGTH} characters" in doc
    assert re.findall(r"at least (\d+) characters", doc) == [str(MIN_PIN_LENGTH)] * len(
        re.findall(r"at least (\d+) characters", doc)
    )
    assert "Inno Setup 6.3 or newer" in doc
    assert "install -o kiosk" not in doc  # the old step 3 that gave lexicons/ to root
    lexicon_step = doc.split("## 3. Install the event's lexicon", 1)[1].split("## 4.", 1)[0]
    for system in ("Linux", "Windows", "macOS"):
        assert f"**{system}" in lexicon_step
    assert lexicon_step.count("director lexicon install") >= 4  # Linux twice, Windows, macOS


def run_script(*args: str, stdin: str = "", timeout: float = 300) -> subprocess.CompletedProcess:
    return subprocess.run(
        ["bash", str(SCRIPT), *args],
        input=stdin,
        capture_output=True,
        text=True,
        timeout=timeout,
        cwd="/",
    )


def test_the_script_refuses_what_it_cannot_use_before_changing_anything(tmp_path):
    missing = run_script()
    assert missing.returncode == 1
    assert "give the bundle and at least one lexicon file" in missing.stderr
    assert "Usage: setup-station.sh" in missing.stderr
    if os.geteuid() != 0:
        refused = run_script(str(tmp_path), "x.clex")
        assert refused.returncode == 1 and "run it as root" in refused.stderr
        return
    scratch = tmp_path / "root"
    scratch.mkdir()
    no_user = run_script("--root", str(scratch), "--user", "no-such-user-23", "b.tar.gz", "x.clex")
    assert no_user.returncode == 1
    assert "--root needs --user NAME of a user that exists" in no_user.stderr
    no_bundle = run_script("--root", str(scratch), "--user", "root", "b.tar.gz", "x.clex")
    assert "b.tar.gz: no such file or folder" in no_bundle.stderr
    (tmp_path / "b.tar.gz").write_bytes(b"")
    no_pin = run_script(
        "--root",
        str(scratch),
        "--user",
        "root",
        str(tmp_path / "b.tar.gz"),
        str(tmp_path / "b.tar.gz"),
    )
    assert "no director PIN given" in no_pin.stderr
    assert list(scratch.iterdir()) == []  # nothing was written


def test_the_docs_say_where_the_tarball_comes_from_before_they_need_it():
    doc = DOC.read_text("utf-8")
    command = "    bash installers/linux/build-tarball.sh\n"
    assert command in doc
    assert doc.index(command) < doc.index("    tar -xzf challenge-kiosk-")
    assert doc.index(command) < doc.index("sudo ./setup-station.sh")
    assert BUILD_SCRIPT.is_file() and os.access(BUILD_SCRIPT, os.X_OK)
    checked = subprocess.run(["bash", "-n", str(BUILD_SCRIPT)], capture_output=True, text=True)
    assert checked.returncode == 0, checked.stderr
    # `python` is no command on Debian outside a virtual environment
    for path in [
        DOC,
        REPO / "installers" / "build.py",
        REPO / "installers" / "linux" / "README.md",
        REPO / "installers" / "macos" / "README.md",
        REPO / "installers" / "macos" / "sign-and-notarize.sh",
    ]:
        assert not re.search(r"(?<![\w/.\\])python installers", path.read_text("utf-8")), path


def test_the_docs_example_names_the_division_of_each_lexicon():
    """A list no division uses is refused: the docs show the station.toml step that names it."""
    doc = DOC.read_text("utf-8")
    example = doc.split("    cat > station.toml <<'EOF'\n", 1)[1].split("    EOF\n", 1)[0]
    assert '    lexicon = "NWL2023"\n' in example and "    [[profiles]]\n" in example
    assert "sudo ./setup-station.sh --station-toml station.toml " in doc
    assert "director lexicon install --require-use " in SCRIPT.read_text("utf-8")


def test_without_virtual_terminals_the_session_says_why_it_did_not_start(tmp_path):
    session = unit_settings((UNITS / "challenge-kiosk.service").read_text("utf-8"))
    check_unit = (UNITS / "challenge-kiosk-console-check.service").read_text("utf-8")
    assert not [key for key in session if key.startswith(("Condition", "Assert"))]
    assert session["Requires"] == ["challenge-kiosk-console-check.service"]
    assert "challenge-kiosk-console-check.service" in " ".join(session["After"])
    check = unit_settings(check_unit)
    assert check["Type"] == ["oneshot"] and check["RemainAfterExit"] == ["yes"]
    assert "StandardInput" not in check  # it must run where tty1 is missing
    command = shlex.split(check["ExecStart"][0])
    here = subprocess.run(command, capture_output=True, text=True)
    has_vts = Path("/dev/tty0").is_char_device() and Path("/dev/tty1").is_char_device()
    assert here.returncode == (0 if has_vts else 1), here.stderr
    # the same command on a machine whose /dev has no virtual terminals
    missing = [word.replace("/dev/tty", str(tmp_path / "tty")) for word in command]
    without = subprocess.run(missing, capture_output=True, text=True)
    assert without.returncode == 1
    assert "the station did not start: this machine has no virtual terminals" in without.stderr
    desktop = (UNITS / "challenge-kiosk.desktop").read_text("utf-8")
    assert "\nExec=/opt/challenge-kiosk/challenge-kiosk --windowed\n" in desktop


# -- the recipe, run -------------------------------------------------------------------------


def script_packages() -> list[str]:
    match = re.search(r'^PACKAGES="([^"]+)"', SCRIPT.read_text("utf-8"), re.MULTILINE)
    assert match, 'setup-station.sh names its packages in PACKAGES="..."'
    return match.group(1).split()


def missing_packages(packages: list[str]) -> list[str]:
    missing = []
    for package in packages:
        status = subprocess.run(
            ["dpkg-query", "-W", "-f=${Status}", package], capture_output=True, text=True
        )
        if "ok installed" not in status.stdout:
            missing.append(package)
    return missing


def apt_install(packages: list[str]) -> str:
    """Install packages with apt-get (an update first when the first try fails); '' or why not."""
    environment = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
    command = ["apt-get", "install", "-y", "-q", "--no-install-recommends", *packages]
    result = subprocess.run(command, capture_output=True, text=True, env=environment, timeout=900)
    if result.returncode != 0:
        subprocess.run(
            ["apt-get", "update", "-q"], capture_output=True, env=environment, timeout=600
        )
        result = subprocess.run(
            command, capture_output=True, text=True, env=environment, timeout=900
        )
    return "" if result.returncode == 0 else (result.stdout + result.stderr)[-1500:]


@pytest.fixture(scope="module")
def tools() -> None:
    """Root, and every package the script and this test need, installed if missing."""
    if os.geteuid() != 0:
        pytest.skip("the recipe runs as root (sudo), as the docs say: run the tests as root")
    if shutil.which("dpkg-query") is None or shutil.which("apt-get") is None:
        pytest.skip("cage cannot be installed here: not a Debian or Ubuntu system (no apt-get)")
    needed = missing_packages(script_packages() + sorted(set(TEST_TOOLS.values()) | {"systemd"}))
    why = apt_install(needed) if needed else ""
    if shutil.which("cage") is None or shutil.which("Xwayland") is None:
        pytest.skip(f"cage cannot be installed here: {why or 'apt-get installed no cage'}")
    assert not why, f"apt-get could not install {needed}: {why}"
    for program in [*TEST_TOOLS, "systemctl", "runuser", "useradd"]:
        assert shutil.which(program), f"{program} is missing"


@pytest.fixture(scope="module")
def kiosk_user(tools) -> pwd.struct_passwd:
    """A real non-root user on this machine, standing in for `kiosk` (cage refuses root)."""
    try:
        return pwd.getpwnam(KIOSK_USER)
    except KeyError:
        subprocess.run(
            [
                "useradd",
                "--create-home",
                "--user-group",
                "--shell",
                "/usr/sbin/nologin",
                KIOSK_USER,
            ],
            check=True,
        )
        return pwd.getpwnam(KIOSK_USER)


def make_scratch_root() -> Path:
    """An empty system root the kiosk user can reach (pytest's own folders are root's only),
    holding the systemd units a Debian system has (`systemctl --root` enables against them)."""
    root = Path(tempfile.mkdtemp(prefix="ck-recipe-root-", dir="/tmp"))
    root.chmod(0o755)
    for units in ("/usr/lib/systemd/system", "/lib/systemd/system"):
        if Path(units).is_dir() and not Path(units).is_symlink():
            target = root / units.lstrip("/")
            if not target.exists():
                shutil.copytree(units, target, symlinks=True)
    return root


@pytest.fixture(scope="module")
def scratch_root(kiosk_user) -> Iterator[Path]:
    root = make_scratch_root()
    yield root
    shutil.rmtree(root, ignore_errors=True)


@pytest.fixture(scope="module")
def event_files(build, tmp_path_factory) -> dict[str, Path]:
    """The event's lexicon (built with the bundle's lexicon-build) and station.toml, in a
    folder of root's that the kiosk user cannot read, as a director's download folder."""
    folder = tmp_path_factory.mktemp("event")
    folder.chmod(0o700)
    words = folder / "words.txt"
    words.write_text("cat\ncats\ndog\ndogs\nqi\nza\n", encoding="utf-8")
    lexicon = folder / "ci-mini.clex"
    built = subprocess.run(
        [
            str(Path(build["bundle"]) / "lexicon-build"),
            str(words),
            "--name",
            LEXICON_NAME,
            "--out",
            str(lexicon),
        ],
        capture_output=True,
        text=True,
        env={"PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"},
    )
    assert built.returncode == 0, built.stdout + built.stderr
    toml = folder / "station.toml"
    toml.write_text(STATION_TOML, encoding="utf-8")
    return {"lexicon": lexicon, "toml": toml}


def kiosk_home(root: Path) -> Path:
    return root / "home" / KIOSK_USER


def kiosk_data(root: Path) -> Path:
    return kiosk_home(root) / ".local" / "share" / "challenge-kiosk"


def as_kiosk(root: Path, *args: str, **env: str) -> subprocess.CompletedProcess:
    """A command as the kiosk user with its home, as the docs' `sudo -u kiosk -H`."""
    return subprocess.run(
        [
            "runuser",
            "-u",
            KIOSK_USER,
            "--",
            "env",
            "-i",
            f"HOME={kiosk_home(root)}",
            "PATH=/usr/bin:/bin",
            "LANG=C.UTF-8",
            "QT_QPA_PLATFORM=offscreen",
            *(f"{k}={v}" for k, v in env.items()),
            *args,
        ],
        capture_output=True,
        text=True,
        timeout=120,
        cwd="/",
    )


def assert_kiosk_home_is_the_kiosk_users(root: Path, user: pwd.struct_passwd) -> None:
    """The defect of the old step 3: nothing in the kiosk home may belong to root."""
    home = kiosk_home(root)
    for path in [home, *home.rglob("*")]:
        info = path.lstat()
        assert (info.st_uid, info.st_gid) == (user.pw_uid, user.pw_gid), path
    data = kiosk_data(root)
    for path in [data, data / "lexicons"]:
        assert path.stat().st_mode & 0o777 == 0o700, path
    for path in data.rglob("*"):
        if path.is_file():
            assert path.stat().st_mode & 0o077 == 0, path


@pytest.fixture(scope="module")
def installed(build, kiosk_user, scratch_root, event_files) -> dict:
    """setup-station.sh run once, as the docs' one-liner says: the release tarball and one
    lexicon, no station.toml (a new station: its only division is the built-in Main)."""
    started = time.monotonic()
    result = run_script(
        "--root",
        str(scratch_root),
        "--user",
        KIOSK_USER,
        build["package"],
        str(event_files["lexicon"]),
        stdin=PIN + "\n",
    )
    seconds = time.monotonic() - started
    print(f"\nsetup-station.sh on a scratch root: {seconds:.1f} s")
    assert result.returncode == 0, result.stdout + result.stderr
    return {"result": result, "seconds": seconds, "package": build["package"]}


@pytest.mark.slow
@RECIPE_TIMEOUT
def test_the_script_sets_the_station_up_as_the_kiosk_user(
    installed, scratch_root, kiosk_user, tmp_path
):
    out = installed["result"].stdout
    for n in range(1, 9):
        assert f"== Step {n} of 8: " in out
    assert "Director PIN set." in out
    assert out.rstrip().endswith("Reboot to start the kiosk session: sudo reboot")
    self_test = out.split("== Step 6 of 8", 1)[1].split("== Step 7 of 8", 1)[0]
    assert "Self-test: station ready" in self_test
    assert f"PASS  lexicon {LEXICON_NAME}" in self_test
    # the one list given is the one Main judges with, and the script's output says so
    assert f"PASS  adjudication Main: {LEXICON_NAME}" in self_test
    lexicon_step = out.split("== Step 5 of 8", 1)[1].split("== Step 6 of 8", 1)[0]
    assert "Main" in lexicon_step and LEXICON_NAME in lexicon_step, lexicon_step
    root = scratch_root
    # the tarball carries the script; the docs' command takes it out as it is
    unpacked = tmp_path / "download"
    unpacked.mkdir()
    doc_command = re.search(r"^    (tar -xzf \S+ --strip-components=2 \S+)$", DOC.read_text(), re.M)
    assert doc_command, "the docs take the script out of the tarball with tar"
    words = shlex.split(doc_command.group(1))
    words[2] = str(Path(installed["package"]))
    subprocess.run(words, cwd=unpacked, check=True)
    assert (unpacked / "setup-station.sh").read_bytes() == SCRIPT.read_bytes()
    assert os.access(unpacked / "setup-station.sh", os.X_OK)
    # the program: root's, everyone may run it, linked into /usr/local/bin
    app = root / "opt" / "challenge-kiosk" / "challenge-kiosk"
    for path in [app.parent, app, app.parent / "_internal"]:
        info = path.stat()
        assert info.st_uid == 0 and info.st_mode & 0o022 == 0 and info.st_mode & 0o005 == 0o005
    assert (app.parent / "linux" / "challenge-kiosk.service").is_file()
    for name in ("challenge-kiosk", "lexicon-build"):
        link = root / "usr" / "local" / "bin" / name
        assert os.readlink(link) == f"/opt/challenge-kiosk/{name}"
    # the kiosk home: the kiosk user's alone, the lexicon in it, the settings installed
    assert_kiosk_home_is_the_kiosk_users(root, kiosk_user)
    assert len(list((kiosk_data(root) / "lexicons").glob("*.clex"))) == 1
    assert f'"{LEXICON_NAME}"' in (kiosk_data(root) / "station.toml").read_text()
    # the session unit, enabled, for the kiosk user, and the console check it requires
    system = root / "etc" / "systemd" / "system"
    unit = (system / "challenge-kiosk.service").read_text()
    assert f"\nUser={KIOSK_USER}\n" in unit
    assert (system / "challenge-kiosk-console-check.service").read_bytes() == (
        UNITS / "challenge-kiosk-console-check.service"
    ).read_bytes()
    wants = system / "graphical.target.wants" / "challenge-kiosk.service"
    assert os.readlink(wants) == "/etc/systemd/system/challenge-kiosk.service"
    assert os.readlink(system / "default.target").endswith("/graphical.target")
    # the hardening
    sysctl = (root / "etc" / "sysctl.d" / "90-challenge-kiosk.conf").read_text()
    assert re.search(r"^kernel\.sysrq = 0$", sysctl, re.MULTILINE)
    logind = (root / "etc" / "systemd" / "logind.conf.d" / "90-challenge-kiosk.conf").read_text()
    for setting in ("NAutoVTs=0", "ReserveVT=0", "HandlePowerKey=ignore", "HandleLidSwitch=ignore"):
        assert f"\n{setting}\n" in logind
    for tty in range(2, 7):
        for unit_name in (f"getty@tty{tty}.service", f"autovt@tty{tty}.service"):
            assert os.readlink(system / unit_name) == "/dev/null"
    assert "GRUB a password" in out and "BIOS/UEFI setup password" in out
    # the log: the PIN and the lexicon recorded, by the kiosk user's own commands
    records = log_records(root)
    assert "settings-changed" in [record["kind"] for record in records]


# -- the kiosk session -----------------------------------------------------------------------


def log_records(root: Path) -> list[dict]:
    """Every record of the station's log, read-only as the kiosk user (the station may be
    writing it; root would leave root's -shm and -wal files in the kiosk home)."""
    database = kiosk_data(root) / "audit.sqlite3"
    if not database.exists():
        return []
    result = subprocess.run(
        [
            "runuser",
            "-u",
            KIOSK_USER,
            "--",
            "sqlite3",
            "-readonly",
            "-json",
            "-cmd",
            ".timeout 10000",
            str(database),
            "SELECT body FROM audit_records ORDER BY id",
        ],
        capture_output=True,
        text=True,
        timeout=60,
        cwd="/",
    )
    if result.returncode != 0 or not result.stdout.strip():
        return []  # not made yet
    return [json.loads(row["body"]) for row in json.loads(result.stdout)]


def wait_for(what: str, check, seconds: float, interval: float = 0.5):
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        value = check()
        if value:
            return value
        time.sleep(interval)  # time passes: polling the session under cage
    raise AssertionError(f"waited {seconds:.0f} s for {what}")


def unit_settings(unit: str) -> dict[str, list[str]]:
    settings: dict[str, list[str]] = {}
    for line in unit.splitlines():
        if "=" in line and not line.startswith(("#", "[")):
            key, value = line.split("=", 1)
            settings.setdefault(key.strip(), []).append(value.strip())
    return settings


def station_processes(app: Path) -> list[int]:
    """The station's own processes: the program, a child of cage (not its helpers)."""
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            exe = os.readlink(entry / "exe")
            stat = (entry / "stat").read_text()
            parent = int(stat.rsplit(")", 1)[1].split()[1])
            parent_name = (Path("/proc") / str(parent) / "comm").read_text().strip()
        except OSError:
            continue
        if exe == str(app) and parent_name == "cage":
            found.append(int(entry.name))
    return found


def parent_of(pid: int) -> int:
    return int(Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[1])


def screenshot(display: str, name: str) -> Path:
    SCREENS.mkdir(parents=True, exist_ok=True)
    path = SCREENS / name
    subprocess.run(["import", "-window", "root", "-display", display, str(path)], check=True)
    return path


def screen_text(path: Path) -> str:
    """What a person reads on the screenshot (tesseract OCR), in capitals."""
    result = subprocess.run(
        ["tesseract", str(path), "-", "--psm", "3"], capture_output=True, text=True, check=True
    )
    return result.stdout.upper()


def display_is_ours(number: int, server: subprocess.Popen) -> bool:
    """The display is still the X server this test started (not one started over it)."""
    try:
        return int(Path(f"/tmp/.X{number}-lock").read_text().strip()) == server.pid
    except (OSError, ValueError):
        return False


@pytest.fixture
def xvfb() -> Iterator[tuple[str, subprocess.Popen, int]]:
    """An X server of its own, on a display number no other test uses (the low ones are
    taken and freed by other tests of the suite, which must not see this one's keys)."""
    free = [
        n
        for n in range(420, 520)
        if not Path(f"/tmp/.X{n}-lock").exists() and not Path(f"/tmp/.X11-unix/X{n}").exists()
    ]
    assert free, "no free X display between :420 and :519"
    number = free[os.getpid() % len(free)]
    server = subprocess.Popen(
        ["Xvfb", f":{number}", "-screen", "0", "1024x768x24", "-nolisten", "tcp"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        wait_for(
            f"Xvfb on :{number}",
            lambda: (
                server.poll() is None
                and Path(f"/tmp/.X11-unix/X{number}").exists()
                and display_is_ours(number, server)
            ),
            30,
            0.1,
        )
        yield f":{number}", server, number
    finally:
        server.terminate()
        server.wait(timeout=10)


@pytest.mark.slow
@RECIPE_TIMEOUT
def test_the_session_judges_comes_back_after_kill_9_and_logs_the_unclean_stop(
    installed, scratch_root, kiosk_user, xvfb
):
    display, server, number = xvfb
    root = scratch_root
    timings: dict[str, float] = {}
    clock = time.monotonic()
    unit = unit_settings(
        (root / "etc" / "systemd" / "system" / "challenge-kiosk.service").read_text()
    )
    assert unit["User"] == [KIOSK_USER]
    assert "QT_QPA_PLATFORM=wayland" in unit["Environment"]
    assert unit["Restart"] == ["always"] and unit["ExecStop"]
    # ExecStart as the unit says it, the bundle's /opt path under the scratch root
    command = [
        str(root) + word if word.startswith("/opt/") else word
        for word in shlex.split(unit["ExecStart"][0])
    ]
    assert Path(command[0]).name == "cage" and "-s" not in command  # no console switching
    app = root / "opt" / "challenge-kiosk" / "challenge-kiosk"
    assert command[-1] == str(app)
    runtime = Path(tempfile.mkdtemp(prefix="ck-recipe-xdg-", dir="/tmp"))
    os.chown(runtime, kiosk_user.pw_uid, kiosk_user.pw_gid)
    runtime.chmod(0o700)
    restart_seconds = unit.get("RestartSec", ["1"])[0]
    loop = f'while true; do "$@"; echo "session ended: $?" >&2; sleep {restart_seconds}; done'
    session_log = ARTIFACTS / "linux-recipe-cage.log"
    session_log.parent.mkdir(parents=True, exist_ok=True)
    before = {record["seq"] for record in log_records(root)}
    with session_log.open("w") as output:
        session = subprocess.Popen(
            [
                "runuser",
                "-u",
                KIOSK_USER,
                "--",
                "env",
                "-i",
                f"HOME={kiosk_home(root)}",
                "PATH=/usr/bin:/bin",
                "LANG=C.UTF-8",
                f"DISPLAY={display}",
                "WLR_BACKENDS=x11",
                "WLR_RENDERER=pixman",
                f"XDG_RUNTIME_DIR={runtime}",
                *unit["Environment"],
                "sh",
                "-c",
                loop,
                "sh",
                *command,
            ],
            stdout=output,
            stderr=subprocess.STDOUT,
            cwd="/",
            start_new_session=True,
        )
    x_env = dict(os.environ, DISPLAY=display)

    def new_records() -> list[dict]:
        return [r for r in log_records(root) if r["seq"] not in before]

    def of_kind(kind: str) -> list[dict]:
        return [r for r in new_records() if r["kind"] == kind]

    def shows(name: str, *words: str, without: str = "") -> bool:
        assert display_is_ours(number, server), f"another X server took over {display}"
        text = screen_text(screenshot(display, name))
        return all(word in text for word in words) and not (without and without in text)

    try:
        wait_for("the station's kiosk-started record", lambda: of_kind("kiosk-started"), 90)
        first = wait_for("the station under cage", lambda: station_processes(app), 30)
        assert len(first) == 1
        # a Wayland client of cage, through the bundle's own Qt Wayland plugin
        assert "/libqwayland.so" in Path(f"/proc/{first[0]}/maps").read_text()
        wait_for(
            "the station's ready screen",
            lambda: shows("linux-recipe-cage-ready.png", "CHALLENGER", LEXICON_NAME),
            30,
        )
        timings["session up"] = time.monotonic() - clock
        # a play judged with the keys: QI, in the event's lexicon only, then TAB
        clock = time.monotonic()
        subprocess.run(["xdotool", "mousemove", "512", "384"], env=x_env, check=True)
        subprocess.run(["xdotool", "type", "--delay", "120", "qi"], env=x_env, check=True)
        subprocess.run(["xdotool", "key", "Tab"], env=x_env, check=True)
        wait_for(
            "the verdict on the screen",
            lambda: shows("linux-recipe-cage.png", "ACCEPTABLE", without="UNACCEPTABLE"),
            40,
        )
        (adjudication,) = wait_for(
            "the adjudication of QI in the log", lambda: of_kind("adjudication"), 30
        )
        assert adjudication["typed"] == "qi"
        assert adjudication["verdict"] == "ACCEPTABLE"
        assert adjudication["profile"] == "Main"  # the new station's division, given the list
        assert adjudication["lexicon"]["name"] == LEXICON_NAME
        timings["typed and judged"] = time.monotonic() - clock
        # kill -9 the station (not cage): the loop brings the session back
        clock = time.monotonic()
        last = max(log_records(root), key=lambda r: r["seq"])
        os.kill(first[0], signal.SIGKILL)
        second = wait_for(
            "the station started again",
            lambda: [p for p in station_processes(app) if p != first[0]],
            60,
        )
        assert len(second) == 1
        wait_for("a second kiosk-started record", lambda: len(of_kind("kiosk-started")) == 2, 60)
        wait_for(
            "the ready screen after the restart",
            lambda: shows("linux-recipe-cage-restarted.png", "CHALLENGER"),
            30,
        )
        timings["back after kill -9"] = time.monotonic() - clock
        # `systemctl stop`: no more restarts (the loop ends), then the unit's ExecStop as the
        # unit's user with $MAINPID (cage): the station records why it stopped, cage follows
        clock = time.monotonic()
        cage = parent_of(second[0])
        os.kill(parent_of(cage), signal.SIGKILL)  # the loop's shell: nothing restarts now
        stopped = subprocess.run(
            [
                "runuser",
                "-u",
                KIOSK_USER,
                "--",
                "env",
                "-i",
                "PATH=/usr/bin:/bin",
                f"MAINPID={cage}",
                *shlex.split(unit["ExecStop"][0]),
            ],
            capture_output=True,
            text=True,
            timeout=30,
            cwd="/",
        )
        assert stopped.returncode == 0, stopped.stderr
        assert not Path(f"/proc/{cage}").exists() and not station_processes(app)
        (clean,) = of_kind("kiosk-stopped")
        assert clean["details"]["reason"] == "stopped by the system (SIGTERM)"
        assert clean["seq"] == max(r["seq"] for r in log_records(root))
        timings["stopped as systemctl stop does"] = time.monotonic() - clock
        # the kill -9 is a fact in the log: the second start says the first ended unstopped
        (stop,) = of_kind("unclean-stop")
        assert stop["seq"] > last["seq"]
        said = list(stop.get("details", {}).values())  # the last record's number and time
        assert last["seq"] in said and last["recorded_at"] in said, (stop, last)
    except BaseException:
        print(f"\nthe session's output ({session_log}):\n" + session_log.read_text()[-3000:])
        raise
    finally:
        os.killpg(session.pid, signal.SIGKILL)
        session.wait(timeout=10)
        for pid in station_processes(app):
            os.kill(pid, signal.SIGKILL)
        shutil.rmtree(runtime, ignore_errors=True)
    # the station's own export shows it, and the chain holds after kill -9
    exported = as_kiosk(root, str(app), "audit", "export", "--format", "jsonl")
    assert exported.returncode == 0, exported.stderr
    lines = [json.loads(line) for line in exported.stdout.splitlines() if line.strip()]
    kinds = [line["kind"] for line in lines if "signed_head" not in line]  # (the head: last)
    assert "unclean-stop" in kinds and kinds.count("kiosk-started") >= 2
    verified = as_kiosk(root, str(app), "audit", "verify")
    assert verified.returncode == 0 and "chain intact" in verified.stdout, verified.stdout
    print("\n" + ", ".join(f"{what}: {seconds:.1f} s" for what, seconds in timings.items()))


# -- running it again, and what it refuses ----------------------------------------------------


@pytest.mark.slow
@RECIPE_TIMEOUT
def test_running_it_again_is_safe_and_takes_the_unpacked_folder_too(
    installed, build, scratch_root, kiosk_user, event_files
):
    # a station set up with the earlier recipe, whose `sudo install -o kiosk -g kiosk -D`
    # gave root the lexicons folder: the station could not repair it, the script does
    lexicons = kiosk_data(scratch_root) / "lexicons"
    os.chown(lexicons, 0, 0)
    lexicons.chmod(0o755)
    started = time.monotonic()
    again = run_script(
        "--root",
        str(scratch_root),
        "--user",
        KIOSK_USER,
        "--station-toml",  # the event's divisions now: Division A names the list
        str(event_files["toml"]),
        build["bundle"],
        str(event_files["lexicon"]),
        stdin=PIN + "\n",
    )
    print(f"\nsetup-station.sh again, with the unpacked folder: {time.monotonic() - started:.1f} s")
    assert again.returncode == 0, again.stdout + again.stderr
    assert "Self-test: station ready" in again.stdout
    assert "PASS  adjudication Division A" in again.stdout
    assert f'lexicon = "{LEXICON_NAME}"' in (kiosk_data(scratch_root) / "station.toml").read_text()
    assert_kiosk_home_is_the_kiosk_users(scratch_root, kiosk_user)
    assert len(list((kiosk_data(scratch_root) / "lexicons").glob("*.clex"))) == 1
    assert not list((scratch_root / "opt").glob(".challenge-kiosk.*"))  # no staging left
    assert not (scratch_root / "opt" / "challenge-kiosk.old").exists()


@pytest.mark.slow
@RECIPE_TIMEOUT
def test_a_refused_lexicon_stops_the_script_at_its_step(installed, build, scratch_root, tmp_path):
    forged = tmp_path / "forged.clex"
    forged.write_bytes(b"CLEX" + bytes(200))
    result = run_script(
        "--root",
        str(scratch_root),
        "--user",
        KIOSK_USER,
        build["package"],
        str(forged),
        stdin=PIN + "\n",
    )
    assert result.returncode == 1, result.stdout + result.stderr
    assert "== Step 6 of 8" not in result.stdout
    assert (
        f"FAILED in step 5 (the event's lexicons, as the kiosk user): {forged} was not "
        "installed" in result.stderr
    )
    assert_kiosk_home_is_the_kiosk_users(scratch_root, pwd.getpwnam(KIOSK_USER))


# -- the way back: --undo --------------------------------------------------------------------


def tree_listing(root: Path) -> dict[str, tuple]:
    """Every file, folder and link of /etc, /opt, /usr/local and the kiosk user's home under
    root: its type, mode, owner, group, and its content's hash or the link's target. (Times
    are left out: a folder's time changes when anything is made in it and taken away again.)"""
    listing: dict[str, tuple] = {}
    for top in ("etc", "opt", "usr/local", f"home/{KIOSK_USER}"):
        base = root / top
        if not base.exists():
            continue
        for folder, folders, files in os.walk(base):
            for path in [Path(folder), *(Path(folder) / name for name in folders + files)]:
                info = path.lstat()
                if path.is_symlink():
                    what = ("link", os.readlink(path))
                elif path.is_dir():
                    what = ("folder", "")
                else:
                    what = ("file", hashlib.sha256(path.read_bytes()).hexdigest())
                listing[str(path.relative_to(root))] = (
                    *what,
                    oct(info.st_mode),
                    info.st_uid,
                    info.st_gid,
                )
    return listing


def listing_difference(before: dict, after: dict) -> list[str]:
    return [
        f"{path}: {before.get(path)} -> {after.get(path)}"
        for path in sorted(set(before) | set(after))
        if before.get(path) != after.get(path)
    ]


@pytest.fixture
def lived_in_root(kiosk_user) -> Iterator[Path]:
    """A scratch root as a machine that was used before the set-up: a default target of its
    own, a console already masked, a file in /usr/local/bin with the name of one of the
    station's links, another sysctl file, and the kiosk user's home with files of its own
    (one of them root's, which the set-up makes the user's)."""
    root = make_scratch_root()
    system = root / "etc" / "systemd" / "system"
    system.mkdir(parents=True)
    units = (
        "/usr/lib/systemd/system"
        if (root / "usr/lib/systemd/system").is_dir()
        else "/lib/systemd/system"
    )
    (system / "default.target").symlink_to(f"{units}/multi-user.target")
    (system / "getty@tty3.service").symlink_to("/dev/null")
    (root / "etc" / "sysctl.d").mkdir()
    (root / "etc" / "sysctl.d" / "10-local.conf").write_text("vm.swappiness = 10\n")
    local_bin = root / "usr" / "local" / "bin"
    local_bin.mkdir(parents=True)
    (local_bin / "lexicon-build").write_text("#!/bin/sh\necho an older tool\n")
    (local_bin / "lexicon-build").chmod(0o755)
    home = kiosk_home(root)
    home.mkdir(parents=True)
    (home / ".profile").write_text("# the user's own\n")
    (home / "notes.txt").write_text("left by root\n")  # root's, in the user's home
    os.chown(home, kiosk_user.pw_uid, kiosk_user.pw_gid)
    os.chown(home / ".profile", kiosk_user.pw_uid, kiosk_user.pw_gid)
    home.chmod(0o750)
    for folder in (root / "etc", root / "usr" / "local", root / "home"):  # as a system has them
        for path in [folder, *(p for p in folder.rglob("*") if p.is_dir() and p != home)]:
            if not path.is_symlink():
                path.chmod(0o755)
    yield root
    shutil.rmtree(root, ignore_errors=True)


@pytest.mark.slow
@RECIPE_TIMEOUT
def test_undo_puts_back_everything_the_set_up_changed(
    build, kiosk_user, lived_in_root, event_files, tmp_path
):
    root = lived_in_root
    before = tree_listing(root)
    assert len(before) >= 8
    undo = ("--undo", "--root", str(root), "--user", KIOSK_USER)
    nothing = run_script(*undo)
    assert nothing.returncode == 1 and "nothing to undo" in nothing.stderr
    # 1. a list that no division of the station uses: the set-up stops at step 5
    unused = tmp_path / "station.toml"
    unused.write_text(STATION_TOML.replace(LEXICON_NAME, "NWL2023"), encoding="utf-8")
    stopped = run_script(
        "--root",
        str(root),
        "--user",
        KIOSK_USER,
        "--station-toml",
        str(unused),
        build["package"],
        str(event_files["lexicon"]),
        stdin=PIN + "\n",
    )
    said = stopped.stdout + stopped.stderr
    assert stopped.returncode == 1, said
    assert "FAILED in step 5 (the event's lexicons, as the kiosk user)" in stopped.stderr
    assert LEXICON_NAME in said and "Division A" in said, said  # the list and the division
    assert "== Step 6 of 8" not in stopped.stdout
    assert not list((kiosk_data(root) / "lexicons").glob("*.clex"))  # nothing installed
    undone = run_script(*undo)
    assert undone.returncode == 0, undone.stdout + undone.stderr
    assert listing_difference(before, tree_listing(root)) == []
    # 2. the whole set-up, run twice (the second run keeps the first record), then undone
    for _ in range(2):
        done = run_script(
            "--root",
            str(root),
            "--user",
            KIOSK_USER,
            build["package"],
            str(event_files["lexicon"]),
            stdin=PIN + "\n",
        )
        assert done.returncode == 0, done.stdout + done.stderr
    changed = listing_difference(before, tree_listing(root))
    for made in (
        "etc/systemd/system/default.target",
        "etc/systemd/system/getty@tty2.service",
        "etc/systemd/system/ctrl-alt-del.target",
        "etc/systemd/logind.conf.d/90-challenge-kiosk.conf",
        "etc/sysctl.d/90-challenge-kiosk.conf",
        "opt/challenge-kiosk/challenge-kiosk",
        "usr/local/bin/lexicon-build",
        f"home/{KIOSK_USER}/notes.txt",
    ):
        assert any(line.startswith(made + ":") for line in changed), made
    undone = run_script(*undo)
    assert undone.returncode == 0, undone.stdout + undone.stderr
    assert listing_difference(before, tree_listing(root)) == []
    assert not (root / "var" / "lib" / "challenge-kiosk").exists()
    # the station's data was kept, root's only: its audit log is the event's record
    # (one archive per undo: the stopped set-up had set the PIN, so it had data too)
    archives = sorted((root / "var" / "backups").glob("challenge-kiosk-data-*.tar.gz"))
    assert len(archives) == 2
    archive = next(path for path in archives if str(path) in undone.stdout)
    assert archive.stat().st_mode & 0o077 == 0
    with tarfile.open(archive) as tar:
        assert "challenge-kiosk/audit.sqlite3" in tar.getnames()


# -- where the tarball comes from ------------------------------------------------------------


@pytest.mark.slow
@RECIPE_TIMEOUT
def test_the_docs_build_command_builds_the_tarball(build, tmp_path):
    """installers/linux/build-tarball.sh as the docs give it, from another folder: its apt
    packages are there already (tests/run.sh installs them), the project's environment is the
    one these tests run in (tests/run.sh made it with the build extra), and PyInstaller reuses
    the bundle fixture's work folder. Only the new tarball is looked at."""
    venv = Path(sys.prefix)
    stamp = venv / ".challenge-kiosk-installed"
    if sys.prefix == sys.base_prefix or not stamp.is_file():
        message = "the tests do not run in an environment made by tests/run.sh (.venv)"
        if os.environ.get("CI"):
            pytest.fail(message)
        pytest.skip(message)
    pyproject = hashlib.sha256((REPO / "pyproject.toml").read_bytes()).hexdigest()
    up_to_date = bool(
        re.search(rf"^-e \.\[([a-z]+,)*build(,[a-z]+)*\] {pyproject}$", stamp.read_text(), re.M)
    )
    work = Path(build["bundle"]).parent.parent / "work"
    dist = tmp_path / "dist"
    started = time.monotonic()
    result = subprocess.run(
        ["bash", str(BUILD_SCRIPT), "--dist", str(dist), "--work", str(work), "--json"],
        capture_output=True,
        text=True,
        timeout=1200,
        cwd="/",
        env=dict(os.environ, KIOSK_VENV=str(venv)),
    )
    print(f"\nbuild-tarball.sh: {time.monotonic() - started:.1f} s")
    assert result.returncode == 0, result.stdout[-2000:] + result.stderr[-3000:]
    assert "Installing system packages" not in result.stderr  # tests/run.sh installed them
    if up_to_date:  # an environment with the build extra for this pyproject.toml: no pip
        assert "Installing the station" not in result.stderr
    figures = json.loads(result.stdout.strip().splitlines()[-1])
    package = Path(figures["package"])
    assert package.parent == dist and package.is_file()
    with tarfile.open(package) as tar:
        names = set(tar.getnames())
        script = tar.extractfile("challenge-kiosk/linux/setup-station.sh")
        assert script is not None and script.read() == SCRIPT.read_bytes()
    assert {
        "challenge-kiosk/challenge-kiosk",
        "challenge-kiosk/lexicon-build",
        "challenge-kiosk/linux/challenge-kiosk-console-check.service",
    } <= names
    assert "challenge-kiosk/linux/build-tarball.sh" not in names


# The namespace test's comparison, run inside the namespace: every path the overlays recorded
# a change of (their upper folders), as the system has it (the lower folder) and as the
# namespace sees it after the undo.
OVERLAY_COMPARE = r"""
import hashlib, json, os, stat, sys
from pathlib import Path

work, differences = Path(sys.argv[1]), []
mounts = (("etc", "/etc"), ("opt", "/opt"), ("usr_local", "/usr/local"), ("home", "/home"))
for name, mount in mounts:
    upper, lower = work / "upper" / name, work / "lower" / name
    for folder, folders, files in os.walk(upper):
        for entry in [folder, *(os.path.join(folder, item) for item in folders + files)]:
            relative = os.path.relpath(entry, upper)
            seen = []
            for base in (lower, Path(mount)):
                path = base if relative == "." else base / relative
                try:
                    info = os.lstat(path)
                except FileNotFoundError:
                    seen.append(None)
                    continue
                if stat.S_ISLNK(info.st_mode):
                    what = os.readlink(path)
                elif stat.S_ISREG(info.st_mode):
                    what = hashlib.sha256(path.read_bytes()).hexdigest()
                else:
                    what = ""
                seen.append([oct(info.st_mode), info.st_uid, info.st_gid, what])
            if seen[0] != seen[1]:
                differences.append([os.path.normpath(f"{mount}/{relative}"), *seen])
json.dump(differences, sys.stdout)
"""
# What the system's own tools change: useradd and userdel keep a copy of the previous
# version of each account file as FILE- (shadow-utils), so after the user is made and
# removed again these hold the version with the user in it. The account files themselves
# (/etc/passwd, group, shadow, gshadow, subuid, subgid) must be as they were.
SHADOW_BACKUPS = {
    f"/etc/{name}-" for name in ("passwd", "group", "shadow", "gshadow", "subuid", "subgid")
}
NAMESPACE_USER = "kioskns"


@pytest.mark.slow
@RECIPE_TIMEOUT
def test_undo_on_the_system_itself_leaves_no_difference(build, tools, event_files):
    """The set-up without --root, as on a station: the kiosk user made with useradd, the
    units enabled, masked and the default target set by systemctl in /etc, then --undo. It
    runs in a mount namespace of its own in which /etc, /opt, /usr/local, /home and /var are
    overlays over this machine's (every change goes to the overlay, none to the machine);
    afterwards every path the overlays saw changed is compared with the machine's own."""
    probe = subprocess.run(
        ["unshare", "--mount", "--propagation", "private", "true"], capture_output=True, text=True
    )
    if shutil.which("unshare") is None or probe.returncode != 0:
        pytest.skip(f"no mount namespace here (unshare --mount): {probe.stderr.strip()}")
    try:
        pwd.getpwnam(NAMESPACE_USER)
        pytest.skip(f"this machine has a user {NAMESPACE_USER}: the test makes and removes it")
    except KeyError:
        pass
    assert not missing_packages(script_packages())  # else step 1 would run apt-get for real
    work = Path(tempfile.mkdtemp(prefix="ck-namespace-", dir="/tmp"))
    try:
        (work / "compare.py").write_text(OVERLAY_COMPARE, encoding="utf-8")
        quoted = {
            "work": shlex.quote(str(work)),
            "script": shlex.quote(str(SCRIPT)),
            "bundle": shlex.quote(build["package"]),
            "lexicon": shlex.quote(str(event_files["lexicon"])),
            "python": shlex.quote(sys.executable),
        }
        namespace = f"""
set -euo pipefail
W={quoted["work"]}
for folder in etc opt usr/local home var; do
    name=${{folder//\\//_}}
    mkdir -p "$W/lower/$name" "$W/upper/$name" "$W/work/$name"
    # (the overlay's top folder takes its owner and mode from the upper folder)
    chown --reference="/$folder" "$W/upper/$name" && chmod --reference="/$folder" "$W/upper/$name"
    mount --bind "/$folder" "$W/lower/$name"
    mount -t overlay overlay \\
        -o "lowerdir=$W/lower/$name,upperdir=$W/upper/$name,workdir=$W/work/$name" "/$folder"
done
echo {PIN} | bash {quoted["script"]} --user {NAMESPACE_USER} {quoted["bundle"]} \\
    {quoted["lexicon"]} > "$W/install.out" 2>&1 || {{ cat "$W/install.out"; exit 3; }}
getent passwd {NAMESPACE_USER} > "$W/user-installed" || true
readlink /etc/systemd/system/default.target > "$W/default-installed" || true
bash {quoted["script"]} --undo --user {NAMESPACE_USER} > "$W/undo.out" 2>&1 ||
    {{ cat "$W/undo.out"; exit 4; }}
getent passwd {NAMESPACE_USER} > "$W/user-undone" || true
{quoted["python"]} "$W/compare.py" "$W" > "$W/differences.json"
"""
        started = time.monotonic()
        result = subprocess.run(
            ["unshare", "--mount", "--propagation", "private", "bash", "-c", namespace],
            capture_output=True,
            text=True,
            timeout=600,
            cwd="/",
        )
        print(
            f"\nset-up and undo on the system, in a namespace: {time.monotonic() - started:.1f} s"
        )
        if result.returncode != 0 and "overlay" in result.stderr:
            pytest.skip(f"no overlay mounts here: {result.stderr.strip()[-300:]}")
        assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
        installed = (work / "install.out").read_text()
        assert "Self-test: station ready" in installed and "Main now judges with" in installed
        user = (work / "user-installed").read_text().strip().split(":")
        assert user[0] == NAMESPACE_USER and user[-1] == "/usr/sbin/nologin"
        assert (work / "default-installed").read_text().strip().endswith("/graphical.target")
        assert (work / "user-undone").read_text() == ""  # the user the set-up made is gone
        differences = json.loads((work / "differences.json").read_text())
        assert [d for d in differences if d[0] not in SHADOW_BACKUPS] == []
        changed = {path.name for path in (work / "upper" / "etc").iterdir()}
        assert {"passwd", "shadow", "sysctl.d", "systemd"} <= changed  # it did change them
        assert pwd.getpwall() and NAMESPACE_USER not in {u.pw_name for u in pwd.getpwall()}
    finally:
        shutil.rmtree(work, ignore_errors=True)
