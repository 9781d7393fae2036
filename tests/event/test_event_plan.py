"""The event plan: written, signed and published by the head director with the real
commands, joined and followed by a station against a real PostgreSQL; replayed, forged
and tampered plans refused and recorded."""

from __future__ import annotations

import dataclasses
import json
import os
import sqlite3
import subprocess
import sys
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from kiosk.core.plan import PlanError, Refusal, decide, in_force, parse_plan
from tests.conftest import REPO

NOW = datetime(2026, 12, 1, 9, 0, tzinfo=UTC)
FP = "a" * 64


def plan_data(**changes) -> dict:
    data = {
        "event": "Nationals 2026",
        "serial": 1,
        "effective_from": "2026-12-01T09:00:00Z",
        "divisions": [{"name": "Division A", "lexicon": "NWL2023", "fingerprint": FP}],
    }
    data.update(changes)
    return data


# -- the rules, without I/O -----------------------------------------------------------------


@pytest.mark.parametrize(
    ("changes", "words"),
    [
        ({"serial": 0}, "serial"),
        ({"serial": True}, "serial"),
        ({"effective_from": "2026-12-01T09:00:00"}, "time zone"),
        ({"effective_from": "tomorrow"}, "effective_from"),
        ({"divisions": []}, "1 to 11 divisions"),
        ({"divisions": [{"name": "A", "lexicon": "X", "fingerprint": "abc"}]}, "fingerprint"),
        ({"divisions": [{"name": "A", "lexicon": "X", "fingerprint": FP, "rule": "x"}]}, "rule"),
        ({"roster": "Table 1"}, "roster"),
        ({"valid_until": "2026-11-30T00:00:00Z"}, "valid_until"),
        ({"surprise": 1}, "unknown fields"),
        ({"event": "\u202eevil"}, "printable"),
        ({"rounds": "2026-12-01T09:00:00Z"}, "rounds"),
        ({"rounds": ["2026-12-01T10:00:00Z", "2026-12-01T09:00:00Z"]}, "after the one before"),
        ({"rounds": ["2026-12-01T10:00:00"]}, "time zone"),
        ({"rounds": ["2026-12-01T09:00:00Z"] * 2}, "after the one before"),
    ],
)
def test_a_plan_written_wrong_is_refused_naming_the_field(changes, words):
    with pytest.raises(PlanError) as refused:
        parse_plan(plan_data(**changes))
    assert words in str(refused.value)


def test_a_station_accepts_only_a_newer_plan_signed_with_its_event_key():
    plan = parse_plan(plan_data(serial=3, valid_until="2026-12-02T00:00:00Z"))
    base = dict(event_key="k" * 64, event="Nationals 2026", held_serial=2, now=NOW)
    ok = decide(plan, signed_with="k" * 64, signature_ok=True, **base)
    assert ok.accepted
    cases = {
        Refusal.UNSIGNED: dict(signed_with=None, signature_ok=False),
        Refusal.OTHER_KEY: dict(signed_with="f" * 64, signature_ok=True),
        Refusal.BAD_SIGNATURE: dict(signed_with="k" * 64, signature_ok=False),
    }
    for refusal, signed in cases.items():
        assert decide(plan, **signed, **base).refusal is refusal
    assert (
        decide(plan, signed_with="k" * 64, signature_ok=True, **{**base, "held_serial": 3}).refusal
        is Refusal.REPLAYED
    )
    late = {**base, "now": datetime(2026, 12, 3, tzinfo=UTC)}
    assert decide(plan, signed_with="k" * 64, signature_ok=True, **late).refusal is Refusal.EXPIRED
    other = {**base, "event": "Club night"}
    assert decide(plan, signed_with="k" * 64, signature_ok=True, **other).refusal is (
        Refusal.OTHER_EVENT
    )


def test_the_plan_in_force_is_the_newest_whose_instant_has_passed():
    first = parse_plan(plan_data(serial=1, effective_from="2026-11-01T00:00:00Z"))
    second = parse_plan(plan_data(serial=2, effective_from="2026-12-01T09:00:00Z"))
    assert in_force([first, second], NOW - timedelta(seconds=1)) is first
    assert in_force([first, second], NOW) is second
    assert in_force([], NOW) is None


# -- the real commands ----------------------------------------------------------------------


def run(home: Path, *args: str, stdin: str = "", cwd: Path | None = None):
    return subprocess.run(
        [sys.executable, "-m", "kiosk", *args],
        cwd=cwd or REPO,
        env={**os.environ, "CHALLENGE_KIOSK_HOME": str(home), "PYTHONPATH": str(REPO)},
        input=stdin,
        capture_output=True,
        text=True,
        timeout=180,
    )


def build_lexicon(folder: Path, name: str, words: str) -> tuple[Path, str]:
    source = folder / f"{name}.txt"
    source.write_text(words, encoding="utf-8")
    out = folder / f"{name}.clex"
    made = subprocess.run(
        [
            sys.executable,
            "-m",
            "lexicon_build",
            str(source),
            "--name",
            name,
            "--out",
            str(out),
            "--json",
        ],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=REPO,
    )
    assert made.returncode == 0, made.stderr
    return out, json.loads(made.stdout)["lexicon"]["fingerprint"]


def kinds_and_details(home: Path) -> list[tuple[str, dict]]:
    with sqlite3.connect(f"file:{home / 'audit.sqlite3'}?mode=ro", uri=True) as db:
        rows = db.execute("SELECT kind, body FROM audit_records ORDER BY id").fetchall()
    return [(kind, json.loads(body).get("details", {})) for kind, body in rows]


def write_plan(path: Path, serial: int, fingerprint: str, lexicon: str = "NWL2023") -> None:
    path.write_text(
        f'event = "Nationals 2026"\nserial = {serial}\n'
        'effective_from = "2026-01-01T09:00:00Z"\nroster = ["Table 1"]\n\n'
        f'[[divisions]]\nname = "Division A"\nlexicon = "{lexicon}"\n'
        f'fingerprint = "{fingerprint}"\nrule = "double"\n',
        encoding="utf-8",
    )


@pytest.mark.postgres
def test_head_director_signs_and_publishes_and_the_station_stages_the_list(
    tmp_path, kiosk_home, central_url
):
    director = tmp_path / "head-director"
    director.mkdir()
    lexicon, fingerprint = build_lexicon(director, "NWL2023", "qi\nza\ncat\ndogs\n")
    made = run(
        director / "home", "fleet", "plan", "init", "--event", "Nationals 2026", cwd=director
    )
    assert made.returncode == 0, made.stderr
    public_key = made.stdout.split("join --key`: ")[1].split()[0]
    assert (director / "event-key.pem").stat().st_mode & 0o077 == 0
    write_plan(director / "plan.toml", 1, fingerprint)
    signed = run(director / "home", "fleet", "plan", "sign", "plan.toml", cwd=director)
    assert signed.returncode == 0, signed.stderr
    published = run(
        director / "home",
        "fleet",
        "plan",
        "publish",
        "plan.signed.json",
        "--lexicon",
        str(lexicon),
        "--central",
        central_url,
        cwd=director,
    )
    assert published.returncode == 0, published.stderr
    assert "1 lexicon(s) uploaded" in published.stdout

    # the station: PIN, central log, join, sync
    (kiosk_home / "station.toml").write_text(
        f'[settings]\ncentral_url = "{central_url}"\n', encoding="utf-8"
    )
    assert run(kiosk_home, "director", "set-pin", "--pin-stdin", stdin="482107\n").returncode == 0
    joined = run(
        kiosk_home, "director", "event", "join", "--event", "Nationals 2026", "--key", public_key
    )
    assert joined.returncode == 0, joined.stderr
    synced = run(kiosk_home, "director", "event", "sync")
    assert synced.returncode == 0, synced.stdout + synced.stderr
    assert "Accepted plan 1." in synced.stdout and "Staged lexicon NWL2023." in synced.stdout
    listed = run(kiosk_home, "director", "lexicon", "list", "--json")
    assert fingerprint in listed.stdout
    records = kinds_and_details(kiosk_home)
    kinds = [kind for kind, _ in records]
    assert "event-joined" in kinds and "event-plan-accepted" in kinds
    assert "lexicon-installed" in kinds
    status = run(kiosk_home, "director", "event", "status")
    assert "plan 1" in status.stdout and "(in force)" in status.stdout

    # the same plan published again (a replay), and a plan signed with another key: the
    # command refuses both (every station would), and publishes nothing
    replay = run(
        director / "home",
        "fleet",
        "plan",
        "publish",
        "plan.signed.json",
        "--central",
        central_url,
        cwd=director,
    )
    assert replay.returncode == 2, replay.stdout + replay.stderr
    assert "not newer than plan 1, already published" in replay.stderr
    assert "every station would refuse it as a replay" in replay.stderr
    forger = tmp_path / "forger"
    forger.mkdir()
    assert (
        run(
            forger / "home", "fleet", "plan", "init", "--event", "Nationals 2026", cwd=forger
        ).returncode
        == 0
    )
    write_plan(forger / "plan.toml", 2, fingerprint, lexicon="NWL2023")
    assert run(forger / "home", "fleet", "plan", "sign", "plan.toml", cwd=forger).returncode == 0
    forged = run(
        forger / "home",
        "fleet",
        "plan",
        "publish",
        "plan.signed.json",
        "--central",
        central_url,
        cwd=forger,
    )
    assert forged.returncode == 2, forged.stdout + forged.stderr
    assert "not with the event's key" in forged.stderr and "Traceback" not in forged.stderr
    # the head director's own key file, given, refuses the forger's plan before the server does
    with_key = run(
        forger / "home",
        "fleet",
        "plan",
        "publish",
        "plan.signed.json",
        "--key",
        str(director / "event-key.pem"),
        "--central",
        central_url,
        cwd=forger,
    )
    assert with_key.returncode == 2 and "not with the event key in" in with_key.stderr
    # Someone with the central tables inserts them anyway: the stations still refuse them.
    from kiosk.audit.engine import database_engine
    from kiosk.event.central import publish, published_state

    engine = database_engine(central_url)
    try:
        assert published_state(engine, "Nationals 2026") == (1, public_key)
        for where, serial in ((director, 1), (forger, 2)):
            fields = json.loads((where / "plan.signed.json").read_text())
            publish(engine, fields, "Nationals 2026", serial, [], checked=False)
    finally:
        engine.dispose()
    # a genuine plan 3 with its text changed after signing (a word list swapped)
    write_plan(director / "plan3.toml", 3, fingerprint)
    assert (
        run(director / "home", "fleet", "plan", "sign", "plan3.toml", cwd=director).returncode == 0
    )
    tampered = json.loads((director / "plan3.signed.json").read_text())
    tampered["plan"] = tampered["plan"].replace('"rule":"double"', '"rule":"single"')
    engine = database_engine(central_url)
    try:
        publish(engine, tampered, "Nationals 2026", 3, [], checked=False)
        unsigned = {**tampered, "signature": "", "public_key": ""}
        publish(engine, unsigned, "Nationals 2026", 4, [], checked=False)
    finally:
        engine.dispose()

    again = run(kiosk_home, "director", "event", "sync")
    assert again.returncode == 2  # something was refused
    refusals = [d["reason"] for k, d in kinds_and_details(kiosk_home) if k == "event-plan-refused"]
    assert refusals[0] == Refusal.REPLAYED.value
    assert refusals[1] == Refusal.OTHER_KEY.value
    assert refusals[2] == Refusal.BAD_SIGNATURE.value
    assert refusals[3] == Refusal.UNSIGNED.value
    status = run(kiosk_home, "director", "event", "status")
    assert "plan 2" not in status.stdout and "plan 3" not in status.stdout


def test_rounds_are_signed_and_name_the_round_of_each_moment():
    from kiosk.core.plan import canonical_plan

    plain = parse_plan(plan_data())
    assert b"rounds" not in canonical_plan(plain)  # a plan without rounds signs as before
    starts = ["2026-12-01T09:00:00Z", "2026-12-01T10:00:00Z", "2026-12-01T11:15:00Z"]
    plan = parse_plan(plan_data(rounds=starts))
    assert b'"rounds":["2026-12-01T09:00:00Z"' in canonical_plan(plan)
    assert parse_plan(json.loads(canonical_plan(plan))) == plan  # read back as signed
    assert plan.round_at(NOW - timedelta(minutes=1)) is None
    assert plan.round_at(NOW) == 1
    assert plan.round_at(NOW + timedelta(minutes=75)) == 2
    assert plan.round_at(NOW + timedelta(hours=5)) == 3
    assert plain.round_at(NOW) is None

    from kiosk.fleet.schedule import Schedule

    schedule = Schedule([plain, dataclasses.replace(plan, serial=2)], {})
    assert schedule.round_of("2026-12-01T08:59:59.000000Z") is None
    assert schedule.round_of("2026-12-01T10:30:00.000000Z") == 2
    assert Schedule([plain], {}).round_of("2026-12-01T10:30:00.000000Z") is None
