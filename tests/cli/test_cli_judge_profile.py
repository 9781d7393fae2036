"""`challenge-kiosk judge` judges as the station does: a division's lexicon and rule.

Each test runs the real command in a child process at a station whose station.toml names
a lexicon built for the test, and reads what was recorded with `audit export`.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from kiosk.lexicons.file import load_lexicon
from lexicon_build.builder import build_lexicon
from tests.conftest import REPO
from tests.lexforge import ENGLISH, forge, swapped

ALTERED = "its words do not match its fingerprint: the file was altered; do not use it"
# QI and ZA are in the division's list, and not in ENABLE
NWL_WORDS = ["aa", "cat", "dogs", "qi", "za", "jo"]


def cli(home: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "CHALLENGE_KIOSK_HOME": str(home)}
    done = subprocess.run(
        [sys.executable, "-m", "kiosk", *args],
        capture_output=True, text=True, cwd=REPO, env=env, timeout=120,
    )  # fmt: skip
    assert "Traceback" not in done.stderr, done.stderr
    return done


def judge(home: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return cli(home, "judge", *args)


def adjudications(home: Path) -> list[dict]:
    """Every adjudication in the station's log, as `audit export` writes it."""
    if not (home / "audit.sqlite3").exists():
        return []
    exported = cli(home, "audit", "export", "--format", "jsonl")
    assert exported.returncode == 0, exported.stderr
    lines = [json.loads(line) for line in exported.stdout.splitlines()]
    return [line for line in lines if line.get("kind") == "adjudication"]  # not the signed head


def build(out: Path, name: str, words: list[str]) -> Path:
    out.parent.mkdir(parents=True, exist_ok=True)
    source = out.parent.parent / f"{out.stem}-words.txt"
    source.write_text("\n".join(words) + "\n", encoding="utf-8")
    build_lexicon([source], name=name, alphabet=ENGLISH).write(out)
    return out


def station(home: Path, *profiles: str) -> None:
    (home / "station.toml").write_text("\n".join(profiles), encoding="utf-8")


def profile(name: str, lexicon: str, rule: str = "double", extra: str = "") -> str:
    return f'[[profiles]]\nname = "{name}"\nlexicon = "{lexicon}"\nrule = "{rule}"\n{extra}'


@pytest.fixture
def nwl(kiosk_home: Path) -> str:
    """NWL2023 installed at the station; its fingerprint."""
    path = build(kiosk_home / "lexicons" / "NWL2023.clex", "NWL2023", NWL_WORDS)
    return load_lexicon(path).fingerprint


def test_the_stations_only_division_judges_with_its_own_lexicon_and_says_so(kiosk_home, nwl):
    """Black-box: at a station whose only division uses NWL2023, `judge QI` said
    UNACCEPTABLE (the embedded ENABLE) and recorded "judge-cli" with ENABLE's fingerprint."""
    station(kiosk_home, profile("Division A", "NWL2023"))
    done = judge(kiosk_home, "QI", "ZA")
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert lines[0] == "ACCEPTABLE"
    assert lines[2] == f"Division A: NWL2023 (6 words, fingerprint {nwl[:8]}), Double challenge"
    (record,) = adjudications(kiosk_home)
    assert record["profile"] == "Division A"
    assert record["lexicon"] == {"name": "NWL2023", "fingerprint": nwl}
    assert (record["rule"], record["verdict"], record["source"]) == (
        "double",
        "ACCEPTABLE",
        "judge-cli",
    )

    unacceptable = judge(kiosk_home, "CAT", "DOGZ")
    assert unacceptable.returncode == 1 and unacceptable.stdout.startswith("UNACCEPTABLE")


def test_profile_chooses_the_division_with_its_lexicon_and_rule(kiosk_home, nwl):
    station(
        kiosk_home,
        profile("Division A", "NWL2023"),
        profile("Novices", "ENABLE", "five-point"),
    )
    done = judge(kiosk_home, "--profile", "Novices", "QI")
    assert done.returncode == 1, done.stderr  # ENABLE lacks QI
    assert "Novices: ENABLE (172,820 words, fingerprint b819e7b6), 5-point challenge" in (
        done.stdout
    )
    done = judge(kiosk_home, "--profile", "Novices", "CAT", "DOGS")
    assert done.returncode == 0 and "adds 10 points (2 words × 5)" in done.stdout
    done = judge(kiosk_home, "--profile", "division a", "QI")  # names are not case-sensitive
    assert done.returncode == 0, done.stderr
    records = adjudications(kiosk_home)
    assert [(r["profile"], r["lexicon"]["name"], r["rule"], r["verdict"]) for r in records] == [
        ("Novices", "ENABLE", "five-point", "UNACCEPTABLE"),
        ("Novices", "ENABLE", "five-point", "ACCEPTABLE"),
        ("Division A", "NWL2023", "double", "ACCEPTABLE"),
    ]
    assert records[2]["lexicon"]["fingerprint"] == nwl


def test_an_unknown_division_is_refused_naming_those_there_are(kiosk_home, nwl):
    station(kiosk_home, profile("Division A", "NWL2023"), profile("Novices", "ENABLE"))
    done = judge(kiosk_home, "--profile", "Division C", "QI")
    assert done.returncode == 3 and done.stdout == ""
    assert done.stderr == (
        "challenge-kiosk: cannot judge: no division called 'Division C' at this station "
        "(its divisions: 'Division A', 'Novices')\n"
    )
    assert adjudications(kiosk_home) == []


def test_a_missing_lexicon_is_exit_3_never_enable(kiosk_home):
    station(kiosk_home, profile("Division A", "CSW24"), profile("Novices", "ENABLE"))
    done = judge(kiosk_home, "CAT")  # CAT is in ENABLE: a fallback would say ACCEPTABLE
    assert done.returncode == 3 and done.stdout == ""
    assert done.stderr == (
        "challenge-kiosk: cannot judge: division 'Division A': no lexicon called 'CSW24' is "
        "installed on this station\n"
    )
    assert adjudications(kiosk_home) == []
    assert judge(kiosk_home, "--profile", "Novices", "CAT").returncode == 0  # the others judge


def test_a_damaged_lexicon_is_exit_3_with_the_reason(kiosk_home, nwl, tmp_path):
    installed = kiosk_home / "lexicons" / "NWL2023.clex"
    forged = forge(installed, tmp_path / "forged.clex", words=swapped(NWL_WORDS, "za", "zzzqx"))
    installed.write_bytes(forged.read_bytes())
    station(kiosk_home, profile("Division A", "NWL2023"))
    done = judge(kiosk_home, "ZZZQX")
    assert done.returncode == 3 and done.stdout == ""
    assert done.stderr == (
        f"challenge-kiosk: cannot judge: division 'Division A': {installed}: {ALTERED}\n"
    )
    assert adjudications(kiosk_home) == []


def test_a_broken_station_file_says_what_the_station_says(kiosk_home):
    from kiosk.runtime.station_runtime import open_station

    (kiosk_home / "station.toml").write_text(
        '[[profiles]]\nname = "A"\nrule = "triple"\n', encoding="utf-8"
    )
    runtime = open_station(defer_log=True)
    assert runtime.problem is not None
    done = judge(kiosk_home, "CAT")
    assert done.returncode == 3 and done.stdout == ""
    assert done.stderr == f"challenge-kiosk: cannot judge: {runtime.problem}\n"
    assert "Station settings file: " in done.stderr and "triple" in done.stderr


def test_with_no_station_file_the_default_station_judges_as_main(kiosk_home):
    done = judge(kiosk_home, "CAT")
    assert done.returncode == 0, done.stderr
    (record,) = adjudications(kiosk_home)
    assert record["profile"] == "Main" and record["lexicon"]["name"] == "ENABLE"


def test_an_ad_hoc_lexicon_file_is_recorded_as_ad_hoc(kiosk_home, nwl, tmp_path):
    station(kiosk_home, profile("Division A", "NWL2023"))
    other = build(tmp_path / "usb" / "csw.clex", "CSW24", ["qi", "za", "zax", "cat"])
    fingerprint = load_lexicon(other).fingerprint
    done = judge(kiosk_home, "--lexicon", str(other), "--rule", "ten-point", "ZAX", "QI")
    assert done.returncode == 0, done.stderr
    assert "ad hoc (command line): CSW24 (4 words" in done.stdout
    (record,) = adjudications(kiosk_home)
    assert record["profile"] == "ad hoc (command line)"
    assert record["source"] == "judge-cli"  # marked as from the command line
    assert record["lexicon"] == {"name": "CSW24", "fingerprint": fingerprint}
    assert record["rule"] == "ten-point"


def test_a_second_opinion_is_recorded_as_the_kiosk_records_it(kiosk_home, nwl):
    station(
        kiosk_home,
        profile("Division A", "NWL2023", extra='second_opinion = "ENABLE"\n'),
        profile(
            "Division B",
            "NWL2023",
            extra='second_opinion = "ENABLE"\nsecond_opinion_shown = "players"\n',
        ),
    )
    done = judge(kiosk_home, "QI")
    assert done.returncode == 0 and "Second opinion" not in done.stdout
    shown = judge(kiosk_home, "--profile", "Division B", "QI")
    assert shown.returncode == 0
    assert "Second opinion, ENABLE: UNACCEPTABLE" in shown.stdout
    first, second = adjudications(kiosk_home)
    for record in (first, second):
        assert record["verdict"] == "ACCEPTABLE"
        assert record["second_opinion"]["lexicon"]["name"] == "ENABLE"
        assert record["second_opinion"]["verdict"] == "UNACCEPTABLE"
