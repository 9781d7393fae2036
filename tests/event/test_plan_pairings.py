"""TSH's feed named once in the signed event plan (`pairings`, and per division
`pairings_division`): written by `fleet plan init --pairings`, kept by `sign`, published to a
real PostgreSQL, accepted by a station that then reads the plan's feed instead of its own
station.toml setting (`kiosk.core.plan.pairings_source`); a field edited after signing, or a
value station.toml would refuse, refused by the station with the reason recorded."""

from __future__ import annotations

import dataclasses
import json
import re
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from kiosk.core.plan import Refusal, in_force, pairings_source
from kiosk.event.membership import accepted_plans, read_membership
from kiosk.event.signing import load_event_key, read_signed_plan, sign_plan
from tests.event.test_event_plan import build_lexicon, kinds_and_details, run

FEED = "http://192.168.1.20/tsh/html/tourney.js"
OWN = "/mnt/old-share/tourney.js"  # the station's own [settings] pairings
BAD = {
    "ftp": ("ftp://192.168.1.20/tourney.js", "ftp:// cannot be read"),
    "relative": ("tsh/html/tourney.js", "is neither an address nor a full path"),
    "huge": ("http://tsh.local/" + "a" * 10_000, "pairings is too long"),
    "number": (42, "pairings must be text in quotes"),
}


def plan_command(where: Path, *args: str):
    return run(where / "home", "fleet", "plan", *args, cwd=where)


def head_director(tmp_path: Path, *init: str) -> tuple[Path, Path, str]:
    """A head director's folder after `plan init`: (folder, lexicon file, public key)."""
    director = tmp_path / "head-director"
    director.mkdir()
    lexicon, _fingerprint = build_lexicon(director, "NWL2023", "qi\nza\ncat\ndogs\n")
    made = plan_command(
        director, "init", "--event", "Nationals 2026", "--lexicon", str(lexicon), *init
    )
    assert made.returncode == 0, made.stderr
    return director, lexicon, made.stdout.split("join --key`: ")[1].split()[0]


def in_the_past(plan_toml: Path, serial: int = 1) -> None:
    """The plan's instant an hour ago (the template's is tomorrow), with its serial."""
    text = plan_toml.read_text("utf-8")
    start = (datetime.now(UTC) - timedelta(hours=1)).strftime("%Y-%m-%dT%H:%M:%SZ")
    text = re.sub(r"(?m)^effective_from = \S+", f"effective_from = {start}", text)
    text = re.sub(r"(?m)^serial = \d+", f"serial = {serial}", text)
    plan_toml.write_text(text, encoding="utf-8")


def publish_raw(central_url: str, fields: dict, serial: int) -> None:
    """Put a signed plan in the central copy as someone with its tables could."""
    from kiosk.audit.engine import database_engine
    from kiosk.event.central import publish

    engine = database_engine(central_url)
    try:
        publish(engine, fields, "Nationals 2026", serial, [], checked=False)
    finally:
        engine.dispose()


@pytest.mark.postgres
def test_the_plans_feed_is_signed_published_and_followed_by_the_station(
    tmp_path, kiosk_home, central_url
):
    director, lexicon, public_key = head_director(tmp_path, "--pairings", FEED)
    plan_toml = director / "plan.toml"
    written = plan_toml.read_text("utf-8")
    assert f'pairings = "{FEED}"' in written
    assert '# pairings_division = "A"' in written  # shown, for a name that differs in TSH
    in_the_past(plan_toml)
    plan_toml.write_text(
        plan_toml.read_text("utf-8").replace(
            '# pairings_division = "A"', 'pairings_division = "A"'
        ),
        encoding="utf-8",
    )
    signed = plan_command(director, "sign", "plan.toml")
    assert signed.returncode == 0, signed.stderr
    assert f"pairings from {FEED}" in signed.stdout
    assert "Division A: NWL2023" in signed.stdout and "(TSH division 'A')" in signed.stdout
    body = json.loads((director / "plan.signed.json").read_text())["plan"]
    assert json.loads(body)["pairings"] == FEED  # in the signed text itself
    published = plan_command(
        director, "publish", "plan.signed.json", "--lexicon", str(lexicon), "--central", central_url
    )
    assert published.returncode == 0, published.stderr
    assert f"pairings from {FEED}" in published.stdout

    # the station has its own setting; the plan's replaces it while the plan is in force
    (kiosk_home / "station.toml").write_text(
        f'[settings]\ncentral_url = "{central_url}"\npairings = "{OWN}"\n\n'
        '[[profiles]]\nname = "Division A"\nlexicon = "ENABLE"\n',
        encoding="utf-8",
    )
    assert run(kiosk_home, "director", "set-pin", "--pin-stdin", stdin="482107\n").returncode == 0
    joined = run(
        kiosk_home, "director", "event", "join", "--event", "Nationals 2026", "--key", public_key
    )
    assert joined.returncode == 0, joined.stderr
    status = run(kiosk_home, "director", "event", "status")
    assert f"Pairings: {OWN} (from station.toml)" in status.stdout, status.stdout
    synced = run(kiosk_home, "director", "event", "sync")
    assert synced.returncode == 0, synced.stdout + synced.stderr
    assert "Accepted plan 1." in synced.stdout
    status = run(kiosk_home, "director", "event", "status")
    assert status.returncode == 0, status.stderr
    assert f"Pairings: {FEED} (from plan 1; station.toml's {OWN} is not used)" in status.stdout, (
        status.stdout
    )
    assert "Division A: NWL2023" in status.stdout and "(TSH division 'A')" in status.stdout
    accepted = [d for k, d in kinds_and_details(kiosk_home) if k == "event-plan-accepted"]
    assert accepted[-1]["pairings"] == FEED
    assert accepted[-1]["divisions"][0]["pairings_division"] == "A"

    # what the station runtime asks: the plan in force's feed, else its own setting
    plans = accepted_plans(kiosk_home, read_membership(kiosk_home))
    plan = in_force(plans, datetime.now(UTC))
    assert plan is not None and plan.serial == 1
    assert pairings_source(OWN, plan) == FEED
    assert pairings_source(OWN, None) == OWN
    assert pairings_source("", dataclasses.replace(plan, pairings="")) == ""

    # plan 2 signed, then its feed changed in the text: the command will not publish it, and
    # put in the central copy anyway, the station refuses it (the signature covers the feed)
    in_the_past(plan_toml, serial=2)
    assert plan_command(director, "sign", "plan.toml").returncode == 0
    forged = json.loads((director / "plan.signed.json").read_text())
    forged["plan"] = forged["plan"].replace(FEED, "http://10.6.6.6/tourney.js")
    (director / "forged.json").write_text(json.dumps(forged))
    refused = plan_command(director, "publish", "forged.json", "--central", central_url)
    assert refused.returncode == 2 and "its signature does not verify" in refused.stderr
    publish_raw(central_url, forged, 2)

    # plans signed with the event key by a tool that skipped the checks: each bad value is
    # refused by the station, saying why, and the station goes on with plan 1
    key = load_event_key(director / "event-key.pem")
    base = read_signed_plan((director / "plan.signed.json").read_text()).plan
    assert base is not None
    for serial, (value, _why) in enumerate(BAD.values(), start=3):
        publish_raw(
            central_url,
            sign_plan(dataclasses.replace(base, serial=serial, pairings=value), key),
            serial,
        )
    again = run(kiosk_home, "director", "event", "sync")
    assert again.returncode == 2, again.stdout + again.stderr
    assert "Traceback" not in again.stdout + again.stderr
    assert "Refused plan 2: bad signature." in again.stdout, again.stdout
    unreadable = [
        line
        for line in again.stdout.splitlines()
        if line.startswith("Refused plan ?: unreadable: ")
    ]
    assert len(unreadable) == len(BAD), again.stdout
    for line, (_value, why) in zip(unreadable, BAD.values(), strict=True):
        assert why in line, line
    refusals = [d for k, d in kinds_and_details(kiosk_home) if k == "event-plan-refused"]
    assert [d["reason"] for d in refusals] == [Refusal.BAD_SIGNATURE.value] + [
        Refusal.UNREADABLE.value
    ] * len(BAD)
    for record, (_value, why) in zip(refusals[1:], BAD.values(), strict=True):
        assert why in record["detail"]
    status = run(kiosk_home, "director", "event", "status")
    assert f"Pairings: {FEED} (from plan 1;" in status.stdout, status.stdout
    assert "10.6.6.6" not in status.stdout and "plan 2" not in status.stdout


@pytest.mark.parametrize("name", list(BAD))
def test_sign_refuses_a_feed_station_toml_would_refuse(tmp_path, name):
    value, why = BAD[name]
    director, _lexicon, _key = head_director(tmp_path)
    plan_toml = director / "plan.toml"
    plan_toml.write_text(
        f"pairings = {json.dumps(value)}\n" + plan_toml.read_text("utf-8"), encoding="utf-8"
    )
    refused = plan_command(director, "sign", "plan.toml")
    assert refused.returncode == 2, refused.stdout
    assert why in refused.stderr and "Traceback" not in refused.stderr, refused.stderr
    assert not (director / "plan.signed.json").exists()


def test_init_refuses_a_bad_feed_before_making_the_key(tmp_path):
    refused = plan_command(tmp_path, "init", "--event", "Open", "--pairings", "ftp://tsh/t.js")
    assert refused.returncode == 2
    assert "--pairings: ftp:// cannot be read" in refused.stderr, refused.stderr
    assert not (tmp_path / "event-key.pem").exists() and not (tmp_path / "plan.toml").exists()
    shown = plan_command(tmp_path, "init", "--help")
    assert "--pairings SRC" in shown.stdout and "tourney.js" in shown.stdout


def test_a_plan_without_a_feed_signs_as_before():
    """Plans signed before the field existed still verify: no ``pairings`` key when unset."""
    from kiosk.core.plan import canonical_plan, parse_plan
    from tests.event.test_event_plan import plan_data

    plain = parse_plan(plan_data())
    assert b"pairings" not in canonical_plan(plain)
    named = parse_plan(plan_data(pairings=f"  {FEED} "))
    assert named.pairings == FEED and b'"pairings":"' + FEED.encode() in canonical_plan(named)


def test_status_names_the_station_files_feed_without_an_event(kiosk_home):
    (kiosk_home / "station.toml").write_text(f'[settings]\npairings = "{OWN}"\n', "utf-8")
    status = run(kiosk_home, "director", "event", "status")
    assert status.returncode == 0, status.stderr
    assert status.stdout.splitlines() == [
        "This station joined no event.",
        f"Pairings: {OWN} (from station.toml)",
    ]
    (kiosk_home / "station.toml").write_text("[settings]\n", "utf-8")
    status = run(kiosk_home, "director", "event", "status")
    assert "Pairings: none named" in status.stdout, status.stdout
