"""One lexicon given, one lexicon used: `director lexicon install` on a real kiosk home.

A new station (no station.toml but its PIN: its only division is the built-in "Main", on
ENABLE) given one list judges with it from then on, says so, writes it to station.toml and
records the switch. A station with divisions never switches by itself: a list no division
judges with is installed with a warning naming it, or refused with ``--require-use``, and the
self-test warns of it by name. Every step is the real program in a child process, read back
from the files it left, the headless judge and the audit commands.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

from kiosk.lexicons.file import load_lexicon
from lexicon_build.builder import build_lexicon
from tests.conftest import REPO, wait_until
from tests.lexforge import ENGLISH, build_genuine
from tests.xsession import x_session

PIN = "482107"
GIVEN_REASON = (
    "the one lexicon given to a station whose only division judged with the built-in ENABLE"
)
DIVISIONS = """\
[[profiles]]
name = "Division A"
lexicon = "NWL2023"

[[profiles]]
name = "Division B"
lexicon = "CSW24"
rule = "five-point"
"""


def cli(
    home: Path, *args: str, stdin: str | None = None, cwd: Path = REPO
) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "CHALLENGE_KIOSK_HOME": str(home), "PYTHONPATH": str(REPO)}
    done = subprocess.run(
        [sys.executable, "-m", "kiosk", *args],
        input=stdin, capture_output=True, text=True, cwd=cwd, env=env, timeout=120,
    )  # fmt: skip
    assert "Traceback" not in done.stderr, done.stderr
    return done


def install(home: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return cli(home, "director", "lexicon", "install", *args)


def set_pin(home: Path) -> None:
    done = cli(home, "director", "set-pin", "--pin-stdin", stdin=f"{PIN}\n")
    assert done.returncode == 0, done.stderr


def build_list(out: Path, name: str, words: list[str]) -> Path:
    source = out.with_suffix(".txt")
    source.write_text("\n".join(words) + "\n", encoding="utf-8")
    build_lexicon([source], name=name, alphabet=ENGLISH).write(out)
    return out


def exported(home: Path) -> list[dict]:
    """Every record as `audit export --format jsonl` gives it, oldest first (the export's
    signature line left out)."""
    done = cli(home, "audit", "export", "--format", "jsonl")
    assert done.returncode == 0, done.stderr
    lines = [json.loads(line) for line in done.stdout.splitlines()]
    return [line for line in lines if "kind" in line]


def of_kind(records: list[dict], kind: str) -> list[dict]:
    return [r for r in records if r["kind"] == kind]


def station_file(home: Path) -> dict:
    return tomllib.loads((home / "station.toml").read_text(encoding="utf-8"))


def folder_files(home: Path) -> list[str]:
    """Every file in the lexicons folder, a half-written one included (not the proofs the
    station keeps of the files it proved)."""
    return sorted(p.name for p in (home / "lexicons").iterdir() if p.name != ".proven.json")


@pytest.fixture
def nwl(tmp_path: Path) -> Path:
    """The event's list on the director's USB stick: it holds QI, ZA and ZYZZYVA."""
    return build_genuine(tmp_path / "usb")


@pytest.mark.parametrize("options", [(), ("--require-use",)], ids=["plain", "require-use"])
def test_a_new_station_given_one_list_judges_with_it_says_so_and_records_it(
    kiosk_home, nwl, enable_lexicon, options
):
    genuine = load_lexicon(nwl)
    set_pin(kiosk_home)
    before = cli(kiosk_home, "judge", "QI")
    assert before.returncode == 1, before.stdout + before.stderr  # ENABLE lacks QI
    assert "Main: ENABLE" in before.stdout

    done = install(kiosk_home, *options, str(nwl))
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""
    assert done.stdout.splitlines()[2] == (
        f"Main now judges with NWL2023 (10 words, fingerprint {genuine.fingerprint}): "
        "written to station.toml and recorded (a running station judges with it from its "
        "next start)"
    )
    written = station_file(kiosk_home)
    assert written["profiles"] == [
        {"name": "Main", "lexicon": "NWL2023", "rule": "double", "colour": "#2f6fdb"}
    ]
    assert written["director"]["pin_hash"].startswith("$argon2id$")  # the PIN is kept

    # the station started afterwards judges with it
    after = cli(kiosk_home, "judge", "QI", "ZA")
    assert after.returncode == 0, after.stdout + after.stderr
    assert after.stdout.splitlines()[0] == "ACCEPTABLE"
    assert f"Main: NWL2023 (10 words, fingerprint {genuine.fingerprint[:8]})" in after.stdout

    selftest = cli(kiosk_home, "--self-test")
    assert selftest.returncode == 0, selftest.stdout
    assert "PASS  adjudication Main: NWL2023, Double challenge: " in selftest.stdout
    assert "WARN" not in selftest.stdout
    assert selftest.stdout.splitlines()[-1] == "Self-test: station ready"

    records = exported(kiosk_home)
    kinds = [r["kind"] for r in records]
    assert kinds.index("lexicon-installed") < kinds.index("lexicon-switched")
    (switched,) = of_kind(records, "lexicon-switched")
    assert switched["details"] == {
        "profile": "Main",
        "from": {
            "name": "ENABLE",
            "fingerprint": enable_lexicon.fingerprint,
            "words": len(enable_lexicon),
        },
        "to": {"name": "NWL2023", "fingerprint": genuine.fingerprint, "words": 10},
        "reason": GIVEN_REASON,
        "by": "command line",
    }
    (judged,) = [r for r in of_kind(records, "adjudication") if r["verdict"] == "ACCEPTABLE"]
    assert judged["lexicon"] == {"name": "NWL2023", "fingerprint": genuine.fingerprint}
    assert judged["profile"] == "Main"
    verified = cli(kiosk_home, "audit", "verify")
    assert verified.returncode == 0, verified.stdout + verified.stderr


def test_a_second_list_stays_unused_the_first_stays_mains_and_the_self_test_names_it(
    kiosk_home, nwl, tmp_path
):
    set_pin(kiosk_home)
    assert install(kiosk_home, str(nwl)).returncode == 0
    settings = (kiosk_home / "station.toml").read_bytes()
    csw = build_list(tmp_path / "csw24.clex", "CSW24", ["qi", "za", "cat", "zzz"])

    done = install(kiosk_home, str(csw))
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("Installed CSW24: 4 words")
    assert "now judges" not in done.stdout
    assert done.stderr.strip() == (
        "challenge-kiosk: warning: no division of this station judges with CSW24 (its "
        "divisions: 'Main' (NWL2023)); to use it, name it in station.toml, in the [[profiles]] "
        'table of the division that is to judge with it (lexicon = "CSW24"), or choose it in '
        "director mode's Profiles and rules tab"
    )
    assert (kiosk_home / "station.toml").read_bytes() == settings
    judged = cli(kiosk_home, "judge", "ZZZ")  # a CSW24 word, not an NWL2023 one
    assert judged.returncode == 1 and "Main: NWL2023" in judged.stdout

    selftest = cli(kiosk_home, "--self-test")
    assert selftest.returncode == 0, selftest.stdout
    (warned,) = [line for line in selftest.stdout.splitlines() if line.startswith("WARN")]
    assert warned.startswith("WARN  lexicon file CSW24.clex: CSW24, 4 words, checksum ok")
    assert (
        "lexicon CSW24 is installed but no division judges with it (divisions: Main (NWL2023)); "
        'name it in station.toml (lexicon = "CSW24") or remove it '
        "(challenge-kiosk director lexicon remove CSW24)"
    ) in warned
    assert "PASS  adjudication Main: NWL2023" in selftest.stdout
    assert selftest.stdout.splitlines()[-1].startswith("Self-test: station ready, with 1 warning")

    # with --require-use, a third list is refused: nothing installed, the refusal recorded
    twl = build_list(tmp_path / "twl06.clex", "TWL06", ["qi", "cat"])
    refused = install(kiosk_home, "--require-use", str(twl))
    assert refused.returncode == 2, refused.stdout + refused.stderr
    assert "TWL06 was not installed" in refused.stderr and "'Main' (NWL2023)" in refused.stderr
    assert folder_files(kiosk_home) == ["CSW24.clex", "NWL2023.clex"]
    records = exported(kiosk_home)
    assert len(of_kind(records, "lexicon-switched")) == 1  # only the first list given


def test_at_a_station_with_divisions_require_use_refuses_a_list_no_division_uses(
    kiosk_home, nwl, tmp_path
):
    (kiosk_home / "station.toml").write_text(DIVISIONS, encoding="utf-8")
    set_pin(kiosk_home)
    used = install(kiosk_home, "--require-use", str(nwl))
    assert used.returncode == 0, used.stderr
    assert "Used by: Division A" in used.stdout
    settings = (kiosk_home / "station.toml").read_bytes()
    twl = build_list(tmp_path / "twl06.clex", "TWL06", ["qi", "cat", "dogs"])
    twl_info = load_lexicon(twl)

    refused = install(kiosk_home, "--require-use", str(twl))
    assert refused.returncode == 2, refused.stdout + refused.stderr
    assert refused.stdout == ""
    why = (
        "no division of this station judges with TWL06 (its divisions: 'Division A' "
        "(NWL2023), 'Division B' (CSW24)); to use it, name it in station.toml, in the "
        '[[profiles]] table of the division that is to judge with it (lexicon = "TWL06"), '
        "or choose it in director mode's Profiles and rules tab"
    )
    assert refused.stderr.strip() == (f"challenge-kiosk: Refused: TWL06 was not installed: {why}")
    assert folder_files(kiosk_home) == ["NWL2023.clex"]  # nothing installed, nothing left
    assert (kiosk_home / "station.toml").read_bytes() == settings
    (record,) = of_kind(exported(kiosk_home), "lexicon-refused")
    assert record["details"] == {
        "file": "twl06.clex",
        "reason": why,
        "claimed_name": "TWL06",
        "claimed_fingerprint": twl_info.fingerprint,
    }

    # without the flag it is installed, with a warning naming it; no division is switched
    done = install(kiosk_home, str(twl))
    assert done.returncode == 0, done.stderr
    assert done.stderr.strip() == f"challenge-kiosk: warning: {why}"
    assert folder_files(kiosk_home) == ["NWL2023.clex", "TWL06.clex"]
    assert (kiosk_home / "station.toml").read_bytes() == settings
    selftest = cli(kiosk_home, "--self-test")
    assert "lexicon TWL06 is installed but no division judges with it" in selftest.stdout
    assert "lexicon NWL2023 is installed but" not in selftest.stdout  # Division A's
    records = exported(kiosk_home)
    assert of_kind(records, "lexicon-switched") == []
    assert cli(kiosk_home, "audit", "verify").returncode == 0


def test_the_only_division_on_enable_takes_the_list_whatever_its_name_and_keeps_its_rule(
    kiosk_home, nwl
):
    (kiosk_home / "station.toml").write_text(
        '[station]\nname = "Table 7"\n\n[[profiles]]\nname = "Club"\nrule = "five-point"\n',
        encoding="utf-8",
    )
    done = install(kiosk_home, str(nwl))
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines()[2].startswith("Club now judges with NWL2023 (10 words")
    written = station_file(kiosk_home)
    assert written["station"]["name"] == "Table 7"
    assert [(p["name"], p["lexicon"], p["rule"]) for p in written["profiles"]] == [
        ("Club", "NWL2023", "five-point")
    ]
    judged = cli(kiosk_home, "judge", "QI")
    assert judged.returncode == 0 and "Club: NWL2023" in judged.stdout


def test_a_station_file_to_fix_first_is_left_as_it_is_and_says_why(kiosk_home, nwl):
    # a cosmetic value left at its default: writing the file would lose what was typed
    text = '[settings]\nverdict_seconds = "ten"\n'
    (kiosk_home / "station.toml").write_text(text, encoding="utf-8")
    done = install(kiosk_home, str(nwl))
    assert done.returncode == 0, done.stderr
    assert "now judges" not in done.stdout
    assert "no division of this station judges with NWL2023 (its divisions: 'Main'" in done.stderr
    assert "station.toml holds a setting left at its default until it is fixed" in done.stderr
    assert (kiosk_home / "station.toml").read_text(encoding="utf-8") == text

    # a file with a mistake: its divisions cannot be known, so --require-use refuses
    broken = '[[profiles]]\nname = "Main"\nrule = "triple"\n'
    (kiosk_home / "station.toml").write_text(broken, encoding="utf-8")
    csw = build_list(kiosk_home.parent / "csw24.clex", "CSW24", ["qi", "za"])
    refused = install(kiosk_home, "--require-use", str(csw))
    assert refused.returncode == 2, refused.stdout + refused.stderr
    assert "which division would judge with CSW24 cannot be known" in refused.stderr
    assert "CSW24.clex" not in folder_files(kiosk_home)
    assert (kiosk_home / "station.toml").read_text(encoding="utf-8") == broken


def test_a_station_file_that_cannot_be_written_leaves_main_on_enable_and_says_so(
    kiosk_home, nwl, unwritable
):
    set_pin(kiosk_home)
    settings = (kiosk_home / "station.toml").read_bytes()
    unwritable(kiosk_home / "station.toml")
    done = install(kiosk_home, str(nwl))
    assert done.returncode == 2, done.stdout + done.stderr
    assert done.stdout.startswith("Installed NWL2023: 10 words")  # the list is installed
    assert "now judges" not in done.stdout
    assert done.stderr.startswith(
        "challenge-kiosk: installed, but 'Main' still judges with ENABLE: the station file "
        "could not be written: "
    )
    assert (kiosk_home / "station.toml").read_bytes() == settings
    records = exported(kiosk_home)
    assert of_kind(records, "lexicon-switched") == []
    assert len(of_kind(records, "lexicon-installed")) == 1
    judged = cli(kiosk_home, "judge", "--no-log", "QI")
    assert judged.returncode == 1 and "Main: ENABLE" in judged.stdout
    selftest = cli(kiosk_home, "--self-test")  # and the self-test does not call it ready blind
    assert "lexicon NWL2023 is installed but no division judges with it" in selftest.stdout


@pytest.mark.postgres
def test_at_an_event_station_the_plans_lists_are_used_and_nothing_switches_by_itself(
    kiosk_home, nwl, tmp_path, central_url
):
    # the head director plans CSW24 for Division A from tomorrow and publishes it
    director = tmp_path / "head-director"
    director.mkdir()
    csw = build_list(director / "csw24.clex", "CSW24", ["qi", "za", "zzz"])
    head = tmp_path / "head-home"
    made = cli(head, "fleet", "plan", "init", "--event", "Open 2026", "--lexicon", str(csw),
               cwd=director)  # fmt: skip
    assert made.returncode == 0, made.stderr
    key = made.stdout.split("join --key`: ")[1].split()[0]
    assert cli(head, "fleet", "plan", "sign", "plan.toml", cwd=director).returncode == 0
    published = cli(
        head, "fleet", "plan", "publish", "plan.signed.json", "--lexicon", str(csw),
        "--central", central_url, cwd=director,
    )  # fmt: skip
    assert published.returncode == 0, published.stderr

    # a station whose only division judges with ENABLE joins the event and stages CSW24
    (kiosk_home / "station.toml").write_text(
        f'[settings]\ncentral_url = "{central_url}"\n\n[[profiles]]\nname = "Division A"\n',
        encoding="utf-8",
    )
    set_pin(kiosk_home)
    joined = cli(kiosk_home, "director", "event", "join", "--event", "Open 2026", "--key", key)
    assert joined.returncode == 0, joined.stderr
    synced = cli(kiosk_home, "director", "event", "sync")
    assert synced.returncode == 0, synced.stdout + synced.stderr
    settings = (kiosk_home / "station.toml").read_bytes()

    # the list given by hand does not take the division over: the plans set its lists
    done = install(kiosk_home, str(nwl))
    assert done.returncode == 0, done.stderr
    assert "now judges" not in done.stdout
    assert "this station follows its event's plans" in done.stderr
    assert (kiosk_home / "station.toml").read_bytes() == settings
    assert of_kind(exported(kiosk_home), "lexicon-switched") == []

    # the self-test names the list no division and no plan uses, not the plan's
    selftest = cli(kiosk_home, "--self-test")
    warned = [line for line in selftest.stdout.splitlines() if line.startswith("WARN")]
    assert len(warned) == 1, selftest.stdout
    assert "lexicon NWL2023 is installed but no division judges with it" in warned[0]
    assert "PASS  lexicon file CSW24.clex: CSW24, 3 words" in selftest.stdout


def test_the_help_and_the_readme_name_the_option_setup_station_uses(tmp_path):
    helped = cli(tmp_path / "home", "director", "lexicon", "install", "--help")
    assert helped.returncode == 0
    assert "--require-use" in helped.stdout
    readme = " ".join((REPO / "README.md").read_text(encoding="utf-8").split())
    assert "challenge-kiosk director lexicon install nwl2023.clex --require-use" in readme
    assert "Main now judges with NWL2023" in readme
    script = (REPO / "installers" / "linux" / "setup-station.sh").read_text(encoding="utf-8")
    assert "director lexicon install --require-use" in script


@pytest.mark.slow
@pytest.mark.skipif(sys.platform != "linux", reason="X11")
def test_the_kiosk_started_after_the_install_judges_qi_acceptable_by_keys(kiosk_home, nwl):
    """The real station on an X server, after `director lexicon install` on a new station:
    QI typed with real keys and TAB is ACCEPTABLE, judged with NWL2023 in Main."""
    set_pin(kiosk_home)
    assert install(kiosk_home, str(nwl)).returncode == 0
    genuine = load_lexicon(nwl)
    with x_session(1366, 768) as x:
        station = x.start_station(kiosk_home, "--windowed", "--dev-exit")
        x.type("QI")
        x.key("Tab")
        judged = wait_until(
            lambda: of_kind(exported(kiosk_home), "adjudication"), 15, "the verdict", every=0.2
        )
        x.screenshot("one-lexicon-given-qi-1366x768")
        assert x.stop_station(station) == 0
    (record,) = judged
    assert [w["typed"] for w in record["words"]] == ["QI"]
    assert record["verdict"] == "ACCEPTABLE"
    assert record["profile"] == "Main"
    assert record["lexicon"] == {"name": "NWL2023", "fingerprint": genuine.fingerprint}
