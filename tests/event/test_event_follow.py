"""A station follows the plan in force: at the plan's instant its division is judged with
the plan's list (found by fingerprint) and rule; without the list staged it judges nothing
in that division ("waiting for ... from the head director"); a station started after the
instant catches up before it judges. Real kiosk homes, real signed plans."""

from __future__ import annotations

import json
import subprocess
import sys
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from kiosk.core.flow import ProfileChoice, UnavailableProfile
from kiosk.core.plan import parse_plan
from kiosk.event.membership import PLANS_FOLDER, join
from kiosk.event.signing import create_event_key, public_key_hex, sign_plan
from kiosk.runtime.station_runtime import open_station
from lexicon_build.cli import main as lexicon_build
from tests.conftest import REPO
from tests.ui.conftest import make_station  # noqa: F401

STATION = '[station]\nname = "Table 7"\n\n[[profiles]]\nname = "Division A"\nlexicon = "ENABLE"\n'


def utc(moment: datetime) -> str:
    return moment.strftime("%Y-%m-%dT%H:%M:%SZ")


def make_lexicon(home: Path, name: str, words: str, install: bool) -> str:
    source = home.parent / f"{name}.txt"
    source.write_text(words, encoding="utf-8")
    out = (home / "lexicons" if install else home.parent) / f"{name}.clex"
    out.parent.mkdir(mode=0o700, exist_ok=True)
    assert lexicon_build([str(source), "--name", name, "--out", str(out)]) == 0
    from kiosk.lexicons.file import load_lexicon

    return load_lexicon(out).info.fingerprint


def accept(home: Path, key, serial: int, start: datetime, fingerprint: str, rule: str) -> None:
    plan = parse_plan(
        {
            "event": "Nationals",
            "serial": serial,
            "effective_from": utc(start),
            "divisions": [
                {
                    "name": "Division A",
                    "lexicon": "NWL2023",
                    "fingerprint": fingerprint,
                    "rule": rule,
                }
            ],
        }
    )
    folder = home / PLANS_FOLDER
    folder.mkdir(mode=0o700, exist_ok=True)
    (folder / f"plan-{serial}.json").write_text(json.dumps(sign_plan(plan, key)))


def station_home(kiosk_home: Path, tmp_path: Path):
    (kiosk_home / "station.toml").write_text(STATION, encoding="utf-8")
    key = create_event_key(tmp_path / "event-key.pem")
    join(kiosk_home, "Nationals", public_key_hex(key))
    return key


def test_a_plan_in_force_judges_its_division_with_its_list_and_rule(kiosk_home, tmp_path):
    key = station_home(kiosk_home, tmp_path)
    fingerprint = make_lexicon(kiosk_home, "NWL2023", "qi\nza\ncat\n", install=True)
    accept(kiosk_home, key, 1, datetime.now(UTC) - timedelta(hours=1), fingerprint, "five-point")
    runtime = open_station()
    try:
        (profile,) = runtime.profiles
        assert isinstance(profile, ProfileChoice)
        assert profile.lexicon.fingerprint == fingerprint and profile.rule.id == "five-point"
        assert runtime.following.serial == 1 and runtime.ready
        kinds = [r.kind.value for r in runtime.audit.query()]
        assert "event-plan-applied" not in kinds  # at start the start record says it
    finally:
        runtime.close()


def test_without_the_list_the_division_waits_and_never_judges_with_the_old_one(
    kiosk_home, tmp_path
):
    key = station_home(kiosk_home, tmp_path)
    fingerprint = make_lexicon(kiosk_home, "NWL2023", "qi\nza\ncat\n", install=False)
    accept(kiosk_home, key, 1, datetime.now(UTC) - timedelta(minutes=5), fingerprint, "double")
    runtime = open_station()
    try:
        (profile,) = runtime.profiles
        assert isinstance(profile, UnavailableProfile)
        assert "waiting for NWL2023 from the head director" in str(profile.problem)
        assert not runtime.ready and "NWL2023" in str(runtime.problem)
    finally:
        runtime.close()


def test_the_switch_happens_at_the_instant_and_is_recorded(kiosk_home, tmp_path):
    key = station_home(kiosk_home, tmp_path)
    fingerprint = make_lexicon(kiosk_home, "NWL2023", "qi\nza\ncat\n", install=True)
    instant = datetime.now(UTC) + timedelta(hours=2)
    accept(kiosk_home, key, 1, instant, fingerprint, "double")
    runtime = open_station()
    try:
        (before,) = runtime.profiles
        assert before.lexicon.name == "ENABLE"
        assert not runtime.follow_event(instant - timedelta(seconds=1))
        assert runtime.follow_event(instant)
        (after,) = runtime.profiles
        assert after.lexicon.fingerprint == fingerprint
        applied = [r for r in runtime.audit.query() if r.kind.value == "event-plan-applied"]
        assert applied[0].body["details"]["serial"] == 1
        assert not runtime.follow_event(instant + timedelta(seconds=5))  # once
    finally:
        runtime.close()


def test_a_plan_file_edited_by_hand_is_not_followed(kiosk_home, tmp_path):
    key = station_home(kiosk_home, tmp_path)
    fingerprint = make_lexicon(kiosk_home, "NWL2023", "qi\nza\ncat\n", install=True)
    accept(kiosk_home, key, 1, datetime.now(UTC) - timedelta(hours=1), fingerprint, "double")
    path = kiosk_home / PLANS_FOLDER / "plan-1.json"
    signed = json.loads(path.read_text())
    signed["plan"] = signed["plan"].replace('"double"', '"single"')
    path.write_text(json.dumps(signed))
    runtime = open_station()
    try:
        (profile,) = runtime.profiles
        assert profile.lexicon.name == "ENABLE" and runtime.following.serial == 0
    finally:
        runtime.close()


def test_the_station_window_switches_at_the_instant(make_station, kiosk_home, tmp_path):  # noqa: F811
    key = create_event_key(tmp_path / "event-key.pem")
    join(kiosk_home, "Nationals", public_key_hex(key))
    fingerprint = make_lexicon(kiosk_home, "NWL2023", "qi\nza\ncat\n", install=True)
    accept(kiosk_home, key, 1, datetime.now(UTC) + timedelta(seconds=2), fingerprint, "double")
    station = make_station(STATION)
    assert station.window.banner.lexicon.text().startswith("ENABLE")
    station.qtbot.waitUntil(
        lambda: station.window.banner.lexicon.text().startswith("NWL2023"), timeout=10_000
    )
    station.type("qi")
    station.tab()
    assert station.records()[0].body["lexicon"]["fingerprint"] == fingerprint


def test_the_instant_is_the_central_servers_not_the_stations(kiosk_home, tmp_path):
    """A station whose clock is two hours slow switches when the server's clock says so."""
    key = station_home(kiosk_home, tmp_path)
    fingerprint = make_lexicon(kiosk_home, "NWL2023", "qi\nza\ncat\n", install=True)
    accept(kiosk_home, key, 1, datetime.now(UTC) + timedelta(hours=1), fingerprint, "double")
    runtime = open_station()
    try:
        assert runtime.profiles[0].lexicon.name == "ENABLE"
        runtime.following.clock.measured(2 * 3600.0)  # measured: the server is two hours ahead
        assert runtime.follow_event()
        assert runtime.profiles[0].lexicon.fingerprint == fingerprint
    finally:
        runtime.close()


@pytest.mark.postgres
def test_the_offset_from_the_central_clock_is_measured_under_a_wrong_clock(central_url):
    """The station's clock a day fast (faketime): the measured offset says so."""
    code = (
        "from kiosk.audit.engine import database_engine\n"
        "from kiosk.director.event_sync import central_offset\n"
        f"engine = database_engine({central_url!r})\n"
        "print(round(central_offset(engine)))\n"
    )
    done = subprocess.run(
        ["faketime", "-f", "+1d", sys.executable, "-c", code],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=REPO,
    )
    assert done.returncode == 0, done.stderr
    assert abs(int(done.stdout.strip()) + 86400) < 60


def test_judge_follows_the_plan_and_refuses_a_division_waiting_for_its_list(kiosk_home, tmp_path):
    """`challenge-kiosk judge` is the station's judge: it follows the plan in force too."""
    key = station_home(kiosk_home, tmp_path)
    fingerprint = make_lexicon(kiosk_home, "NWL2023", "qi\nza\ncat\n", install=False)
    accept(kiosk_home, key, 1, datetime.now(UTC) - timedelta(minutes=1), fingerprint, "double")
    env = {"CHALLENGE_KIOSK_HOME": str(kiosk_home), "PATH": "/usr/bin:/bin"}
    command = [sys.executable, "-m", "kiosk", "judge", "QI"]
    waiting = subprocess.run(command, capture_output=True, text=True, env=env, cwd=REPO)
    assert waiting.returncode == 3, waiting.stdout
    assert "waiting for NWL2023 from the head director" in waiting.stderr
    installed = make_lexicon(kiosk_home, "NWL2023", "qi\nza\ncat\n", install=True)
    assert installed == fingerprint
    judged = subprocess.run(command, capture_output=True, text=True, env=env, cwd=REPO)
    assert judged.returncode == 0, judged.stderr  # QI is in the plan's list, not in ENABLE
    assert "NWL2023" in judged.stdout


def test_a_plan_whose_time_is_over_stops_its_divisions_until_the_next_arrives(kiosk_home, tmp_path):
    """A station offline at the instant never received the next plan: it judges nothing in
    the plan's divisions rather than go on with a list that may have been replaced."""
    key = station_home(kiosk_home, tmp_path)
    fingerprint = make_lexicon(kiosk_home, "NWL2020", "cat\ndogs\n", install=True)
    plan = parse_plan(
        {
            "event": "Nationals",
            "serial": 1,
            "effective_from": utc(datetime.now(UTC) - timedelta(days=1)),
            "valid_until": utc(datetime.now(UTC) - timedelta(minutes=1)),
            "divisions": [{"name": "Division A", "lexicon": "NWL2020", "fingerprint": fingerprint}],
        }
    )
    (kiosk_home / PLANS_FOLDER).mkdir(mode=0o700, exist_ok=True)
    (kiosk_home / PLANS_FOLDER / "plan-1.json").write_text(json.dumps(sign_plan(plan, key)))
    runtime = open_station()
    try:
        (profile,) = runtime.profiles
        assert isinstance(profile, UnavailableProfile)
        assert "event plan 1 has ended" in str(profile.problem)
    finally:
        runtime.close()


def test_a_window_whose_plan_ends_judges_nothing_with_the_old_list(
    make_station,  # noqa: F811
    kiosk_home,
    tmp_path,
):
    """Found with five real stations: the plan ran out while the window showed the entry;
    the screen said it waited for the head director, but a play typed then was judged with
    the old list the flow still held."""
    key = station_home(kiosk_home, tmp_path)
    fingerprint = make_lexicon(kiosk_home, "NWL2020", "cat\ndogs\n", install=True)
    ends = datetime.now(UTC) + timedelta(seconds=2)
    plan = parse_plan(
        {
            "event": "Nationals",
            "serial": 1,
            "effective_from": utc(datetime.now(UTC) - timedelta(days=1)),
            "valid_until": utc(ends),
            "divisions": [{"name": "Division A", "lexicon": "NWL2020", "fingerprint": fingerprint}],
        }
    )
    (kiosk_home / PLANS_FOLDER).mkdir(mode=0o700, exist_ok=True)
    (kiosk_home / PLANS_FOLDER / "plan-1.json").write_text(json.dumps(sign_plan(plan, key)))
    station = make_station(STATION)
    assert station.window.banner.lexicon.text().startswith("NWL2020")
    station.qtbot.waitUntil(lambda: bool(station.window.problem), timeout=10_000)
    assert "waiting for the next plan" in str(station.window.problem)
    assert "NWL2020" not in station.window.banner.lexicon.text()  # no list is in force
    station.type("cat")
    station.tab()
    # time passes: the station would record a verdict within this, were it to
    station.qtbot.wait(300)
    assert [r.kind.value for r in station.records()].count("adjudication") == 0
    assert station.window.flow is None or station.window.flow.verdict is None
