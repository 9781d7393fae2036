"""Five stations, one central PostgreSQL and one signed plan switch: three stations online
across the instant, two offline. Everything is done with the real commands, as the head
director and the stations' directors type them; the stations judge with `challenge-kiosk
judge`, the station's own judge, which records and relays as the kiosk does.

After the instant the central copy holds no adjudication of that division on the old list;
the two late stations judge nothing until they have the new list; a replayed older plan is
refused by every station.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from sqlalchemy import select

from kiosk.audit.engine import database_engine
from kiosk.audit.models import AuditRow
from tests.conftest import REPO
from tests.event.test_event_plan import build_lexicon as build

pytestmark = [pytest.mark.postgres, pytest.mark.slow, pytest.mark.timeout(900)]

DEAD = "postgresql+psycopg://nobody@127.0.0.1:1/none"  # an unreachable central log
LEAD_S = 120  # the instant, from when the plans are signed: room for the syncs (idle after)


def kiosk(home: Path | None, *args: str, stdin: str = "", cwd: Path | None = None):
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    if home is not None:
        env["CHALLENGE_KIOSK_HOME"] = str(home)
    return subprocess.run(
        [sys.executable, "-m", "kiosk", *args],
        cwd=cwd or REPO,
        env=env,
        input=stdin,
        capture_output=True,
        text=True,
        timeout=180,
    )


def each(homes: list[Path], *args: str) -> list[subprocess.CompletedProcess[str]]:
    """The same command at several stations at once (each station is its own machine)."""
    with ThreadPoolExecutor(max_workers=3) as pool:
        return list(pool.map(lambda home: kiosk(home, *args), homes))


def replay_published(head: Path, signed: str, central_url: str) -> None:
    """A plan published again: the command refuses it (every station would), so it goes in
    as someone holding the central tables would put it there; the stations must refuse it."""
    done = kiosk(None, "fleet", "plan", "publish", signed, "--central", central_url, cwd=head)
    assert done.returncode == 2, done.stdout + done.stderr
    assert "every station would refuse it as a replay" in done.stderr
    from kiosk.event.central import publish
    from kiosk.event.signing import read_signed_plan

    plan = read_signed_plan((head / signed).read_bytes())
    assert plan.plan is not None
    engine = database_engine(central_url)
    try:
        publish(engine, plan.fields(), plan.plan.event, plan.plan.serial, [], checked=False)
    finally:
        engine.dispose()


def plan_toml(
    serial: int, lexicon: str, fingerprint: str, start: datetime, until: datetime | None = None
) -> str:
    text = (
        f'event = "Nationals"\nserial = {serial}\n'
        f'effective_from = "{start:%Y-%m-%dT%H:%M:%SZ}"\n'
        'roster = ["Table 1", "Table 2", "Table 3", "Table 4", "Table 5"]\n'
    )
    if until is not None:
        text += f'valid_until = "{until:%Y-%m-%dT%H:%M:%SZ}"\n'
    return text + (
        f'\n[[divisions]]\nname = "Division A"\nlexicon = "{lexicon}"\n'
        f'fingerprint = "{fingerprint}"\nrule = "double"\n'
    )


def station_file(home: Path, number: int, central: str) -> None:
    (home / "station.toml").write_text(
        f'[station]\nname = "Table {number}"\n\n[settings]\ncentral_url = "{central}"\n\n'
        '[[profiles]]\nname = "Division A"\nlexicon = "ENABLE"\n',
        encoding="utf-8",
    )


def test_five_stations_switch_on_time_and_the_late_ones_wait(tmp_path, central_url):
    head = tmp_path / "head"
    head.mkdir()
    old_file, old = build(head, "NWL2020", "cat\ndogs\n")
    new_file, new = build(head, "NWL2023", "qi\nza\ncat\ndogs\n")
    made = kiosk(None, "fleet", "plan", "init", "--event", "Nationals", cwd=head)
    assert made.returncode == 0, made.stderr
    key = made.stdout.split("join --key`: ")[1].split()[0]
    homes = []
    for number in range(1, 6):  # the stations are set up first, as on the day before
        home = tmp_path / f"station-{number}"
        home.mkdir(mode=0o700)
        station_file(home, number, central_url)
        assert kiosk(home, "director", "set-pin", "--pin-stdin", stdin="482107\n").returncode == 0
        joined = kiosk(home, "director", "event", "join", "--event", "Nationals", "--key", key)
        assert joined.returncode == 0, joined.stderr
        homes.append(home)
    online, late = homes[:3], homes[3:]

    instant = (datetime.now(UTC) + timedelta(seconds=LEAD_S)).replace(microsecond=0)
    (head / "plan1.toml").write_text(
        plan_toml(1, "NWL2020", old, instant - timedelta(days=1), until=instant)
    )
    (head / "plan2.toml").write_text(plan_toml(2, "NWL2023", new, instant))
    for name in ("plan1.toml", "plan2.toml"):
        assert kiosk(None, "fleet", "plan", "sign", name, cwd=head).returncode == 0

    def publish(signed: str, *lexicons: Path) -> None:
        extra = [a for f in lexicons for a in ("--lexicon", str(f))]
        done = kiosk(
            None, "fleet", "plan", "publish", signed, *extra, "--central", central_url, cwd=head
        )
        assert done.returncode == 0, done.stderr

    publish("plan1.signed.json", old_file)
    for synced in each(homes, "director", "event", "sync"):
        assert synced.returncode == 0 and "Accepted plan 1." in synced.stdout, synced.stderr
    for number, home in enumerate(late, start=4):
        station_file(home, number, DEAD)  # these two go offline
    publish("plan2.signed.json", new_file)
    for synced in each(online, "director", "event", "sync"):
        assert "Accepted plan 2." in synced.stdout and "Staged lexicon NWL2023." in synced.stdout

    # before the instant: a station judges on the old list (QI is not in it)
    judged = kiosk(online[0], "judge", "QI")
    assert datetime.now(UTC) < instant, f"the set-up overran the instant (LEAD_S={LEAD_S})"
    assert judged.returncode == 1, judged.stdout + judged.stderr
    while datetime.now(UTC) < instant + timedelta(seconds=1):
        time.sleep(0.2)  # time passes: until after the instant, on the clock

    # after it: the online ones on the new list; the late ones judge nothing
    for home in online:
        judged = kiosk(home, "judge", "QI")
        assert judged.returncode == 0, judged.stdout + judged.stderr
    for home in late:
        waiting = kiosk(home, "judge", "QI")
        assert waiting.returncode == 3, waiting.stdout
        assert "waiting for the next plan from the head director" in waiting.stderr
    # back online: they catch up, then judge on the new list
    for number, home in enumerate(late, start=4):
        station_file(home, number, central_url)
        synced = kiosk(home, "director", "event", "sync")
        assert "Accepted plan 2." in synced.stdout, synced.stdout + synced.stderr
        judged = kiosk(home, "judge", "QI")
        assert judged.returncode == 0, judged.stdout + judged.stderr

    # a replay of the older plan is refused by every station, and recorded
    replay_published(head, "plan1.signed.json", central_url)
    for home in homes:
        synced = kiosk(home, "director", "event", "sync")
        assert "Refused plan 1: not newer" in synced.stdout, synced.stdout + synced.stderr

    # the central copy: nothing of Division A judged on the old list after the instant
    deadline = time.monotonic() + 60
    engine = database_engine(central_url)
    try:
        while True:
            with engine.connect() as conn:
                rows = conn.execute(
                    select(AuditRow.recorded_at, AuditRow.lexicon_fingerprint).where(
                        AuditRow.kind == "adjudication", AuditRow.profile == "Division A"
                    )
                ).all()
            if len(rows) == 1 + 5 or time.monotonic() > deadline:
                break
            for home in homes:  # a command's relay waits 3 s at most: the next one copies on
                kiosk(home, "director", "event", "sync")
            time.sleep(1)  # time passes: polling the central copy while syncing
    finally:
        engine.dispose()
    after = [fp for at, fp in rows if at >= instant.strftime("%Y-%m-%dT%H:%M:%S")]
    before = [fp for at, fp in rows if at < instant.strftime("%Y-%m-%dT%H:%M:%S")]
    assert len(after) == 5 and set(after) == {new}
    assert before == [old]
