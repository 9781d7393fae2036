"""The Windows and macOS recipes checked against the platforms' documentation (issue 23).

Neither Windows nor a Mac is at hand, so what can be checked here is checked against lists
kept in the repository, each copied from the page it names (installers/windows/reference/,
installers/macos/reference/):

- lockdown.ps1 blocks only Keyboard Filter names Microsoft lists, builds its custom keys from
  the documented key names, and stops (throw, exit code 1) on any name it cannot set;
- every step of the scripts and of the READMEs cites the page it follows;
- the launch agent is a plist launchd reads, and keeps the station alive;
- sign-and-notarize.sh, run against stand-ins for Apple's tools on a fake app bundle, signs
  every Mach-O file before what contains it, the app last, never with --deep, and only then
  notarizes and staples;
- the installer script's autostart option says it is not a kiosk, and the Inno Setup version
  the docs ask for is the one the script requires.
"""

from __future__ import annotations

import os
import plistlib
import re
import shutil
import struct
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
WINDOWS = REPO / "installers" / "windows"
MACOS = REPO / "installers" / "macos"
LOCKDOWN = WINDOWS / "lockdown.ps1"
ISS = WINDOWS / "challenge-kiosk.iss"
AGENT = MACOS / "org.challengekiosk.station.plist"
SIGN = MACOS / "sign-and-notarize.sh"
CITED_SITES = (
    "https://learn.microsoft.com/",
    "https://developer.apple.com/",
    "https://support.apple.com/",
)
# The chords the old recipe asked Keyboard Filter for by names it does not predefine.
NOT_PREDEFINED = ("Ctrl+Shift+Esc", "Alt+Esc", "Win+X")
# The director's chord to director mode is Ctrl+Alt+Shift+D: those modifiers must stay usable.
DIRECTOR_MODIFIERS = ("Ctrl", "Alt", "Shift")


def _data_lines(path: Path) -> list[str]:
    """A reference list's entries: every line that is neither blank nor a # comment."""
    lines = path.read_text("utf-8").splitlines()
    return [line.strip() for line in lines if line.strip() and not line.lstrip().startswith("#")]


def _sections(path: Path) -> dict[str, list[str]]:
    """A reference list split by its [section] lines."""
    sections: dict[str, list[str]] = {}
    current = ""
    for line in _data_lines(path):
        if line.startswith("[") and line.endswith("]"):
            current = line[1:-1]
            sections[current] = []
        else:
            sections.setdefault(current, []).append(line)
    return sections


def _code(line: str) -> str:
    """A PowerShell line without its comment (the scripts' strings hold no #)."""
    return line.split("#", 1)[0]


def _ps_array(name: str) -> list[str]:
    """The single-quoted strings of `$name = @( ... )` in lockdown.ps1."""
    text = LOCKDOWN.read_text("utf-8")
    pattern = r"^\$" + re.escape(name) + r"\s*=\s*@\((.*?)^\)"
    match = re.search(pattern, text, re.M | re.S)
    assert match, f"lockdown.ps1 has no ${name} = @( ... ) array"
    items: list[str] = []
    for line in match.group(1).splitlines():
        items += re.findall(r"'([^']*)'", _code(line))
    return items


def _predefined_reference() -> list[str]:
    return _data_lines(WINDOWS / "reference" / "keyboard-filter-predefined-keys.txt")


# -- Windows: Keyboard Filter names ------------------------------------------------------------


def test_the_predefined_list_is_microsofts_and_names_its_page() -> None:
    path = WINDOWS / "reference" / "keyboard-filter-predefined-keys.txt"
    first = path.read_text("utf-8").splitlines()[0]
    assert first.startswith(
        "# Copied from https://learn.microsoft.com/en-us/windows/configuration/"
        "keyboard-filter/predefined-key-combinations on "
    )
    names = _predefined_reference()
    assert len(names) == len(set(names)) == 79  # every row of the page's nine tables
    assert "Shift+Ctrl+Esc" in names  # Task Manager, as Microsoft spells it
    for wrong in NOT_PREDEFINED:
        assert wrong not in names


def test_lockdown_blocks_only_names_microsoft_predefines() -> None:
    keys = _ps_array("PredefinedKeys")
    known = set(_predefined_reference())
    unknown = [key for key in keys if key not in known]
    assert not unknown, f"not WEKF_PredefinedKey.Id names: {unknown}"
    assert len(keys) == len(set(keys))
    for essential in ("Ctrl+Alt+Del", "Shift+Ctrl+Esc", "Win+L", "Alt+Tab", "Ctrl+Esc", "Windows"):
        assert essential in keys, essential
    for accessibility in ("Win+U", "LShift+LAlt+PrintScrn", "LShift+LAlt+NumLock"):
        assert accessibility in keys, accessibility
    for wrong in NOT_PREDEFINED:
        assert wrong not in keys
    for modifier in DIRECTOR_MODIFIERS:
        assert modifier not in keys, f"blocking {modifier} would lock the director out"


def test_custom_keys_are_made_of_documented_key_names() -> None:
    names = _sections(WINDOWS / "reference" / "keyboard-filter-key-names.txt")
    modifiers, key_names = set(names["modifiers"]), set(names["keys"])
    predefined = set(_predefined_reference())
    custom = _ps_array("CustomKeys")
    assert {"Alt+Esc", "Win+X"} <= set(custom)
    for combination in custom:
        assert combination not in predefined, f"{combination} is predefined: use WEKF_PredefinedKey"
        *mods, key = combination.split("+")
        assert mods and set(mods) <= modifiers, combination
        assert key in key_names or re.fullmatch(r"[A-Za-z0-9]", key), combination


def test_a_name_keyboard_filter_does_not_know_stops_the_script() -> None:
    lines = LOCKDOWN.read_text("utf-8").splitlines()
    code = [_code(line) for line in lines]
    lookups = [
        i
        for i, line in enumerate(code)
        if "Get-CimInstance" in line and re.search(r"WEKF_(PredefinedKey|Settings)\b", line)
    ]
    assert len(lookups) >= 4
    for i in lookups:
        following = [line.strip() for line in code[i + 1 : i + 6] if line.strip()]
        assert following[0].startswith("if ($null -eq") or following[0].startswith("if ("), (
            f"line {i + 1}: the lookup is not tested"
        )
        assert any(line.startswith("throw ") for line in following[:3]), (
            f"line {i + 1}: a lookup that finds nothing must throw"
        )
    text = "\n".join(code)
    # The old recipe's silent skip: `if ($k) { Set-CimInstance ... }`.
    assert not re.search(r"if\s*\(\s*\$\w+\s*\)\s*\{?\s*\n?\s*Set-CimInstance", text)
    # A custom key Keyboard Filter refuses is an error too.
    add = text.index("-MethodName Add")
    assert re.search(r"if \(\$result\.ReturnValue -ne 0\) \{\s*throw", text[add : add + 400])
    # Every error ends the script with a non-zero exit code.
    assert "$ErrorActionPreference = 'Stop'" in text
    assert re.search(r"^trap \{.*?exit 1\s*\}", text, re.M | re.S)


def test_keyboard_filter_settings_are_microsofts_names() -> None:
    documented = set(_data_lines(WINDOWS / "reference" / "wekf-settings.txt"))
    text = LOCKDOWN.read_text("utf-8")
    used = dict(re.findall(r"^Set-KeyboardFilterSetting '(\w+)' (.+)$", text, re.M))
    assert set(used) <= documented
    assert used["ForceOffAccessibility"] == "'true'"
    assert used["DisableKeyboardFilterForAdministrators"] == "'true'"
    assert "BreakoutKeyScanCode" in used
    assert re.search(r"\[int\] \$BreakoutKeyScanCode = 0\b", text)


def test_shell_launcher_v2_makes_the_station_the_kiosk_accounts_shell() -> None:
    text = LOCKDOWN.read_text("utf-8")
    here = re.search(r'\$shellLauncherConfiguration = @"\n(.*?)\n"@', text, re.S)
    assert here, "no Shell Launcher configuration here-string"
    values = {
        "$StationProfileId": re.search(r"\$StationProfileId = '([^']+)'", text).group(1),
        "$escapedShell": r"%ProgramFiles%\Challenge Kiosk\challenge-kiosk.exe",
        "$escapedUser": "kiosk",
    }
    xml = here.group(1)
    for name, value in values.items():
        xml = xml.replace(name, value)
    root = ET.fromstring(xml.encode("utf-8"))
    ns = {
        "d": "http://schemas.microsoft.com/ShellLauncher/2018/Configuration",
        "v2": "http://schemas.microsoft.com/ShellLauncher/2019/Configuration",
    }
    default_shell = root.find("d:Profiles/d:DefaultProfile/d:Shell", ns)
    assert default_shell is not None and default_shell.get("Shell") == r"%SystemRoot%\explorer.exe"
    profile = root.find("d:Profiles/d:Profile", ns)
    shell = profile.find("d:Shell", ns)
    assert shell.get("Shell").endswith(r"\Challenge Kiosk\challenge-kiosk.exe")
    assert shell.get(f"{{{ns['v2']}}}AppType") == "Desktop"
    assert shell.get(f"{{{ns['v2']}}}AllAppsFullScreen") == "true"
    actions = set(_data_lines(WINDOWS / "reference" / "shell-launcher-actions.txt"))
    action = shell.find("d:DefaultAction", ns).get("Action")
    assert action in actions and action == "RestartShell"
    config = root.find("d:Configs/d:Config", ns)
    assert config.find("d:Account", ns).get("Name") == "kiosk"
    assert config.find("d:Profile", ns).get("Id") == profile.get("Id")
    # Applied as the quickstart page does, through the MDM bridge, as SYSTEM.
    assert "'root\\cimv2\\mdm\\dmmap'" in text and "'MDM_AssignedAccess'" in text
    assert "[System.Net.WebUtility]::HtmlEncode($shellLauncherConfiguration)" in text
    assert "Assert-RunningAs 'SYSTEM'" in text


def test_the_power_buttons_and_sign_in_screen_use_the_documented_values() -> None:
    text = LOCKDOWN.read_text("utf-8")
    rows = dict(
        line.split()[:2]
        for line in _data_lines(WINDOWS / "reference" / "power-button-settings.txt")
    )
    assert f"$buttonSubgroup = '{rows['GUID_SYSTEM_BUTTON_SUBGROUP']}'" in text
    assert f"'power button' = '{rows['PowerButtonAction']}'" in text
    assert f"'sleep button' = '{rows['SleepButtonAction']}'" in text
    assert "foreach ($verb in '/setacvalueindex', '/setdcvalueindex')" in text
    assert "$buttonSettings[$button] 0 " in text  # 0 = take no action
    branding = {
        line.split(" ", 1)[0]: line.split(" ", 1)[1]
        for line in _data_lines(WINDOWS / "reference" / "custom-logon-branding-neutral.txt")
    }
    assert "Power" in branding["1"] and "Ease of Access" in branding["1"]
    assert "-Name 'BrandingNeutral' -Value 1 -Type DWord" in text
    assert "'Client-KeyboardFilter', 'Client-EmbeddedLogon'" in text


def test_the_kiosk_accounts_accessibility_shortcuts_are_turned_off_as_that_account() -> None:
    text = LOCKDOWN.read_text("utf-8")
    block = text[text.index("function Set-KioskAccountAccessibilityShortcuts") :]
    for action in (
        "SPI_SETSTICKYKEYS = 0x003B",
        "SPI_SETFILTERKEYS = 0x0033",
        "SPI_SETTOGGLEKEYS = 0x0035",
    ):
        assert action in block, action
    assert "$HOTKEYACTIVE = [uint32] 0x00000004" in block
    assert "is still on for" in block  # read back, and an armed shortcut is an error
    assert "Assert-RunningAs $KioskUser" in text


def _step_blocks(lines: list[str]) -> dict[str, str]:
    """`# --- Step N: ...` comment blocks of lockdown.ps1: the header and the comments below it."""
    blocks: dict[str, str] = {}
    for i, line in enumerate(lines):
        match = re.match(r"\s*# --- Step (\w+)", line)
        if not match:
            continue
        block = [line]
        for following in lines[i + 1 :]:
            if not following.lstrip().startswith("#"):
                break
            block.append(following)
        blocks[match.group(1)] = "\n".join(block)
    return blocks


def test_every_lockdown_step_cites_the_microsoft_page_it_follows() -> None:
    lines = LOCKDOWN.read_text("utf-8").splitlines()
    blocks = _step_blocks(lines)
    assert {"1a", "1b", "1c", "2", "3", "4", "4a", "5"} <= set(blocks)
    for step, block in blocks.items():
        assert "https://learn.microsoft.com/en-us/" in block, f"step {step} cites no page"
    # The key lists name their pages too (through the reference files and step 1b/1c).
    assert "predefined-key-combinations" in blocks["1b"]
    assert "wekf-customkeyadd" in blocks["1c"] and "keyboardfilter-key-names" in blocks["1c"]
    assert "BreakoutKeyScanCode" in blocks["3"]
    cited = re.findall(r"https?://[^\s)>\"']+", LOCKDOWN.read_text("utf-8"))
    for url in cited:
        assert url.startswith("https://learn.microsoft.com/") or url.startswith(
            "http://schemas.microsoft.com/ShellLauncher/"  # XML namespaces, not citations
        ), url


def _readme_steps(path: Path) -> list[tuple[str, str]]:
    """(heading, body) of every `### N. ...` step of a README."""
    text = path.read_text("utf-8")
    parts = re.split(r"^### ", text, flags=re.M)[1:]
    steps = []
    for part in parts:
        heading, _, body = part.partition("\n")
        body = re.split(r"^## ", body, flags=re.M)[0]
        steps.append((heading.strip(), body))
    return steps


@pytest.mark.parametrize(
    "readme", [WINDOWS / "README.md", MACOS / "README.md"], ids=["windows", "macos"]
)
def test_every_readme_step_cites_the_page_it_follows(readme: Path) -> None:
    steps = _readme_steps(readme)
    numbers = [int(heading.split(".", 1)[0]) for heading, _ in steps]
    assert numbers == list(range(1, len(numbers) + 1)) and len(numbers) >= 6
    for heading, body in steps:
        urls = re.findall(r"https://[^\s)>]+", body)
        assert any(url.startswith(CITED_SITES) for url in urls), f"step '{heading}' cites no page"
        assert "Follows:" in body, heading
        rows = [line for line in body.splitlines() if line.startswith("| ") and "---" not in line]
        for row in rows[1:]:  # a table of steps: every row names its page
            assert re.search(r"https://learn\.microsoft\.com/\S+", row), row


def _flat(text: str) -> str:
    return re.sub(r"\s+", " ", text.replace("**", "").replace("`", ""))


def test_windows_readme_is_the_kiosk_recipe() -> None:
    text = (WINDOWS / "README.md").read_text("utf-8")
    flat = _flat(text)
    assert "not a kiosk: a player can reach the Start menu, Alt+Tab and Task Manager" in flat
    # PIN and lexicon set as the kiosk account, with the station's own commands.
    assert "runas /user:kiosk cmd" in text
    assert r'"C:\Program Files\Challenge Kiosk\challenge-kiosk.exe" director set-pin' in text
    assert "director lexicon install C:\\Users\\Public\\nwl2023.clex" in text
    assert "director lexicon list" in text and "director lexicon remove NAME" in text
    assert 'lockdown.ps1" -KioskAccountSettings' in text
    assert (
        "psexec.exe -i -s powershell.exe -ExecutionPolicy Bypass -File "
        '"C:\\Program Files\\Challenge Kiosk\\lockdown.ps1" -KioskUser kiosk' in text
    )
    # The kiosk account has a password, and automatic sign-in keeps it as an LSA secret.
    assert "New-LocalUser -Name kiosk -Password $password" in text
    assert "Autologon" in text and "LSA secret" in text
    # The breakout key, described as it behaves.
    assert "inside the locked session" in flat
    assert "-BreakoutKeyScanCode" in text
    # The wrong names of the old recipe are gone; nothing is copied into lexicons/ by hand.
    assert "Ctrl+Shift+Esc" not in text.replace("Shift+Ctrl+Esc", "")
    assert "copy nwl2023.clex" not in text


def test_inno_setup_version_is_the_one_the_script_requires() -> None:
    iss = ISS.read_text("utf-8")
    match = re.search(r"^#if VER < EncodeVer\((\d+),(\d+),(\d+)\)\s*\n\s*#error (.+)$", iss, re.M)
    assert match, "the .iss must stop an older Inno Setup with #error"
    required = f"{match.group(1)}.{match.group(2)}"
    assert required == "6.3" and "6.3" in match.group(4)
    assert "ArchitecturesInstallIn64BitMode=x64compatible" in iss  # the 6.3 feature
    for doc in (WINDOWS / "README.md", REPO / "README.md", REPO / "docs" / "director-setup.md"):
        for version in re.findall(r"Inno Setup (\d+(?:\.\d+)*)", doc.read_text("utf-8")):
            assert version == required, f"{doc.name} says Inno Setup {version}"
    assert re.search(r"Inno Setup 6\.3 or newer", (WINDOWS / "README.md").read_text("utf-8"))


def test_the_autostart_option_says_it_is_not_a_kiosk() -> None:
    iss = ISS.read_text("utf-8")
    task = re.search(r'^Name: "autostart"; Description: "([^"]+)"', iss, re.M)
    assert task
    assert "NOT a kiosk" in task.group(1)
    assert "Start menu, Alt+Tab and Task Manager" in task.group(1)
    assert re.search(r'^Source: "lockdown\.ps1"; DestDir: "\{app\}"', iss, re.M)


def test_the_installer_offers_no_self_test_outside_the_kiosk_account() -> None:
    """Run from the installer or the Start menu, the self-test would check the installing
    administrator's home and ask for the PIN there: the station's is the kiosk account's."""
    iss = ISS.read_text("utf-8")
    code = [line for line in iss.splitlines() if not line.lstrip().startswith(";")]
    assert not [line for line in code if "self-test" in line.lower()]
    assert "[Run]" not in code
    readme = _flat((WINDOWS / "README.md").read_text("utf-8"))
    assert "the installer offers none (neither after the install nor in the Start menu)" in readme
    assert '"C:\\Program Files\\Challenge Kiosk\\challenge-kiosk.exe" --self-test' in (
        WINDOWS / "README.md"
    ).read_text("utf-8")


def test_the_lid_idle_lock_and_screen_saver_use_the_documented_values() -> None:
    text = LOCKDOWN.read_text("utf-8")
    buttons = dict(
        line.split()[:2]
        for line in _data_lines(WINDOWS / "reference" / "power-button-settings.txt")
    )
    assert f"'lid' = '{buttons['LidAction']}'" in text  # in $buttonSettings: 0 = do nothing
    idle = _sections(WINDOWS / "reference" / "idle-and-lock-settings.txt")
    guids = dict(line.split() for line in idle["powercfg"])
    for name, subgroup, setting in (
        ("sleep after idle", "SUB_SLEEP", "STANDBYIDLE"),
        ("display off after idle", "SUB_VIDEO", "VIDEOIDLE"),
        ("password on wake", "SUB_NONE", "CONSOLELOCK"),
    ):
        assert f"@('{name}', '{guids[subgroup]}', '{guids[setting]}')" in text, name
    assert f"$setting[1] $setting[2] {guids['Never']} " in text
    (policy,) = idle["policy"]
    name, value = policy.split()
    assert f"-Name '{name}' -Value {value} -Type DWord" in text
    # the screen saver is the kiosk account's own setting: set as that account, read back
    for line in idle["SystemParametersInfo"]:
        constant, number = line.split()
        assert f"${constant} = {number}" in text, constant
    kiosk_part = text[text.index("if ($KioskAccountSettings) {") :].split("exit 0", 1)[0]
    assert "Assert-RunningAs $KioskUser" in kiosk_part
    assert "Set-KioskAccountScreenSaverOff" in kiosk_part
    start = text.index("function Set-KioskAccountScreenSaverOff")
    block = text[start : text.index("if ($KioskAccountSettings) {")]
    assert "is still on for $KioskUser" in block and "SPIF_UPDATEINIFILE" in block


# -- macOS ----------------------------------------------------------------------------------


def test_the_launch_agent_keeps_the_station_alive() -> None:
    with AGENT.open("rb") as handle:
        agent = plistlib.load(handle)
    assert agent["Label"] == AGENT.stem == "org.challengekiosk.station"
    assert agent["KeepAlive"] is True
    assert agent["RunAtLoad"] is True
    spec = (REPO / "installers" / "challenge-kiosk.spec").read_text("utf-8")
    bundle = re.search(r'^MAC_BUNDLE = "([^"]+)"', spec, re.M).group(1)
    assert agent["ProgramArguments"] == [f"/Applications/{bundle}/Contents/MacOS/challenge-kiosk"]
    assert agent["LimitLoadToSessionType"] == "Aqua"
    documented = {
        line.split()[0] for line in _data_lines(MACOS / "reference" / "launchd-plist-keys.txt")
    }
    assert set(agent) <= documented
    comment = AGENT.read_text("utf-8")
    assert (
        "launchctl bootstrap gui/$(id -u kiosk) "
        "/Users/kiosk/Library/LaunchAgents/org.challengekiosk.station.plist" in comment
    )
    assert "https://developer.apple.com/" in comment


def test_the_sign_script_parses_and_never_signs_deep() -> None:
    subprocess.run(["bash", "-n", str(SIGN)], check=True)
    if shutil.which("shellcheck"):
        subprocess.run(["shellcheck", str(SIGN)], check=True)
    assert os.access(SIGN, os.X_OK)
    text = SIGN.read_text("utf-8")
    code = "\n".join(line for line in text.splitlines() if not line.lstrip().startswith("#"))
    signing = [line for line in code.splitlines() if re.search(r"\bcodesign\b.*--sign", line)]
    assert signing, "no codesign --sign call"
    for line in signing:
        assert "--deep" not in line
        assert "--options runtime" in line and "--timestamp" in line
    for line in code.splitlines():
        if "--deep" in line:
            assert "--verify" in line, line  # --deep only to verify, as Apple advises
    nested = code.index('find "$APP/Contents" -type f')
    bundles = code.index('find "$APP/Contents" -type d')
    app = code.index('sign_code --entitlements "$ENTITLEMENTS" "$APP"')
    submit = code.index("xcrun notarytool submit")
    staple = code.index("xcrun stapler staple")
    assert nested < bundles < app < submit < staple
    assert re.search(r"xcrun notarytool submit .*--wait", code)
    for url in re.findall(r"https?://\S+", text):
        assert url.startswith("https://developer.apple.com/"), url


def _mach_o(path: Path, filetype: int) -> None:
    """A file file(1) takes for an x86_64 Mach-O of this type (2 exe, 6 dylib, 8 bundle)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(
        struct.pack("<IiiIIIII", 0xFEEDFACF, 0x01000007, 3, filetype, 0, 0, 0, 0) + bytes(64)
    )


STUB = """#!/bin/bash
echo "{name} $*" >> "$STUB_LOG"
case "{name} $*" in
  "codesign --force"*) [ -n "${{FAIL_ON:-}}" ] && [[ "$*" == *"$FAIL_ON"* ]] && exit 1 ;;
  "plutil -extract CFBundleExecutable"*) echo challenge-kiosk ;;
  "xcrun notarytool submit"*)
    echo '{{"id":"1234-abcd","status":"'"${{NOTARY_STATUS:-Accepted}}"'","message":"done"}}' ;;
  "ditto "*) : > "${{@: -1}}" ;;
esac
exit 0
"""


def _fake_app(tmp_path: Path) -> tuple[Path, Path, dict[str, str]]:
    """A PyInstaller-shaped app bundle with stand-ins for Apple's tools on PATH."""
    if shutil.which("file") is None:
        pytest.skip("file(1) is not installed")
    app = tmp_path / "dist" / "Challenge Kiosk.app"
    contents = app / "Contents"
    contents.mkdir(parents=True)
    with (contents / "Info.plist").open("wb") as handle:
        plistlib.dump({"CFBundleExecutable": "challenge-kiosk"}, handle)
    _mach_o(contents / "MacOS" / "challenge-kiosk", 2)
    _mach_o(contents / "MacOS" / "lexicon-build", 2)
    _mach_o(contents / "Frameworks" / "libpython3.11.dylib", 6)
    _mach_o(contents / "Frameworks" / "PySide6" / "QtCore.abi3.so", 8)
    framework = contents / "Frameworks" / "PySide6" / "Qt" / "lib" / "QtCore.framework"
    _mach_o(framework / "Versions" / "A" / "QtCore", 6)
    (framework / "Versions" / "A" / "Resources").mkdir()
    (framework / "Versions" / "A" / "Resources" / "Info.plist").write_text("<plist/>")
    (framework / "Versions" / "Current").symlink_to("A")
    (framework / "QtCore").symlink_to("Versions/Current/QtCore")
    (contents / "Resources").mkdir()
    (contents / "Resources" / "base_library.zip").write_bytes(b"PK\x05\x06" + bytes(18))
    stubs = tmp_path / "stubs"
    stubs.mkdir()
    for name in ("codesign", "xcrun", "ditto", "plutil", "spctl"):
        (stubs / name).write_text(STUB.format(name=name))
        (stubs / name).chmod(0o755)
    log = tmp_path / "calls.log"
    env = {**os.environ, "PATH": f"{stubs}{os.pathsep}{os.environ['PATH']}", "STUB_LOG": str(log)}
    return app, log, env


IDENTITY = "Developer ID Application: Test (TEAMID)"


def _run_sign(app: Path, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        ["bash", str(SIGN), IDENTITY, "challenge-kiosk", str(app)],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )


def test_the_sign_script_signs_every_binary_inside_out_then_notarizes(tmp_path: Path) -> None:
    app, log, env = _fake_app(tmp_path)
    result = _run_sign(app, env)
    assert result.returncode == 0, result.stderr
    calls = log.read_text("utf-8").splitlines()
    sign_calls = [call for call in calls if call.startswith("codesign --force")]
    # What each call signs: the words after the identity, less "--entitlements FILE".
    after_identity = [call.split(f"--sign {IDENTITY} ", 1)[1] for call in sign_calls]
    signed = [re.sub(r"^--entitlements \S+ ", "", rest) for rest in after_identity]
    entitled = [
        re.sub(r"^--entitlements \S+ ", "", rest)
        for rest in after_identity
        if rest.startswith("--entitlements ")
    ]
    contents = app / "Contents"
    binaries = [
        contents / "MacOS" / "lexicon-build",
        contents / "Frameworks" / "libpython3.11.dylib",
        contents / "Frameworks" / "PySide6" / "QtCore.abi3.so",
        contents
        / "Frameworks"
        / "PySide6"
        / "Qt"
        / "lib"
        / "QtCore.framework"
        / "Versions"
        / "A"
        / "QtCore",
    ]
    framework = contents / "Frameworks" / "PySide6" / "Qt" / "lib" / "QtCore.framework"
    for binary in binaries:
        assert signed.count(str(binary)) == 1, binary
    assert signed.count(str(framework)) == 1
    assert signed.index(str(binaries[3])) < signed.index(str(framework))  # inside out
    assert signed[-1] == str(app)  # the app last
    assert str(contents / "MacOS" / "challenge-kiosk") not in signed  # signed with the app
    assert not any("base_library.zip" in target for target in signed)
    for call in sign_calls:
        assert "--options runtime --timestamp" in call and "--deep" not in call
    # Entitlements on the executables only, never on library code.
    assert entitled == [str(binaries[0]), str(app)]
    last_sign = max(i for i, call in enumerate(calls) if call.startswith("codesign --force"))
    submit = next(i for i, call in enumerate(calls) if call.startswith("xcrun notarytool submit"))
    staple = next(i for i, call in enumerate(calls) if call.startswith("xcrun stapler staple"))
    assert last_sign < submit < staple, calls
    assert "--keychain-profile challenge-kiosk --wait" in calls[submit]
    assert "Done:" in result.stdout


def test_the_sign_script_stops_when_apple_does_not_accept(tmp_path: Path) -> None:
    app, log, env = _fake_app(tmp_path)
    result = _run_sign(app, {**env, "NOTARY_STATUS": "Invalid"})
    assert result.returncode != 0
    assert "Invalid" in result.stderr and "xcrun notarytool log 1234-abcd" in result.stderr
    assert "stapler" not in log.read_text("utf-8")


def test_the_sign_script_stops_when_a_binary_cannot_be_signed(tmp_path: Path) -> None:
    app, log, env = _fake_app(tmp_path)
    result = _run_sign(app, {**env, "FAIL_ON": "libpython3.11.dylib"})
    assert result.returncode != 0
    assert "libpython3.11.dylib" in result.stderr
    assert "notarytool" not in log.read_text("utf-8")


def test_macos_readme_is_the_kiosk_recipe() -> None:
    text = (MACOS / "README.md").read_text("utf-8")
    flat = _flat(text)
    assert "KeepAlive" in text and "RunAtLoad" in text
    assert (
        "sudo launchctl bootstrap gui/$(id -u kiosk) "
        "/Users/kiosk/Library/LaunchAgents/org.challengekiosk.station.plist" in text
    )
    station = 'STATION="/Applications/Challenge Kiosk.app/Contents/MacOS/challenge-kiosk"'
    assert station in text
    assert 'sudo -u kiosk -H "$STATION" director set-pin' in text
    assert 'sudo -u kiosk -H "$STATION" director lexicon install /Users/Shared/nwl2023.clex' in text
    assert "Open Anyway" in text and "macOS 15" in text
    assert "Control-click > Open no longer gets past that" in flat
    assert "installers/macos/sign-and-notarize.sh" in text
    assert "xcrun notarytool submit --wait" in flat and "xcrun stapler staple" in flat
    assert "store-credentials asks for a password: give it an app-specific password" in flat
    assert "codesign --deep" not in text
    # Login Items are what the launch agent replaces, not the recipe.
    assert "in its Login Items" not in flat
    assert "A Login Item starts the station once; after a crash nothing restarts it" in flat
    assert "Login Items, remove it" in flat


def test_the_macos_kiosk_account_cannot_sleep_lock_or_leave_by_a_shortcut() -> None:
    steps = dict(_readme_steps(MACOS / "README.md"))
    step4 = next(body for heading, body in steps.items() if heading.startswith("4."))
    step6 = _flat(next(body for heading, body in steps.items() if heading.startswith("6.")))
    reference = _sections(MACOS / "reference" / "kiosk-account-settings.txt")
    for setting in reference["settings"]:
        assert setting in step4, setting
    # the screen saver's settings are the kiosk account's, written as that account
    assert "sudo -u kiosk -H defaults -currentHost write com.apple.screensaver idleTime" in step4
    assert "sudo -u kiosk -H defaults write com.apple.screensaver askForPassword" in step4
    flat4 = _flat(step4)
    for entry in reference["shortcuts"]:
        feature = entry.split(" = ", 1)[1]
        assert feature in flat4, feature  # handled in step 4
    for checked in ("Cmd+Space (Spotlight)", "Control-Command-Q (lock screen)", "Mission Control"):
        assert checked in step6, checked  # and on the checklist
    assert "close and open the lid" in step6
    assert "https://support.apple.com/en-us/102650" in step4
