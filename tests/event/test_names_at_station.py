"""Division names checked at the station: `challenge-kiosk --self-test` WARNs, naming both
spellings, when a division of the station is not named by the event plan in force (or, before
it, the next), which would leave it on its own list and rule without a word. Real kiosk
homes, real signed plans, the real command."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from kiosk.event.membership import join
from kiosk.event.signing import create_event_key, public_key_hex
from tests.event.test_event_five_stations import kiosk
from tests.event.test_event_follow import accept, make_lexicon

TYPO = '[station]\nname = "Table 7"\n\n[[profiles]]\nname = "Divison A"\nlexicon = "ENABLE"\n'
RIGHT = TYPO.replace("Divison A", "division a")  # the plan's name in another case: the same


def station(home, tmp_path, toml: str, start: datetime) -> None:
    home.mkdir(mode=0o700)
    (home / "station.toml").write_text(toml, encoding="utf-8")
    assert kiosk(home, "director", "set-pin", "--pin-stdin", stdin="482107\n").returncode == 0
    key = create_event_key(tmp_path / "event-key.pem")
    join(home, "Nationals", public_key_hex(key))
    fingerprint = make_lexicon(home, "NWL2023", "qi\nza\ncat\n", install=True)
    accept(home, key, 1, start, fingerprint, "double")


def warnings(done) -> list[str]:
    return [line for line in done.stdout.splitlines() if line.startswith("WARN  event plan")]


def test_self_test_warns_with_both_spellings_against_the_plan_in_force(tmp_path):
    home = tmp_path / "station"
    station(home, tmp_path, TYPO, datetime.now(UTC) - timedelta(hours=1))
    done = kiosk(home, "--self-test")
    assert done.returncode == 0, done.stdout + done.stderr  # a warning, not a failure
    assert warnings(done) == [
        "WARN  event plan: division 'Divison A' is not in plan 1 (did you mean 'Division A'?):"
        " it keeps its own list and rule",
        "WARN  event plan: plan 1 names division 'Division A', which this station does not have",
    ]


def test_self_test_checks_the_next_plan_before_the_first_instant(tmp_path):
    home = tmp_path / "station"
    station(home, tmp_path, TYPO, datetime.now(UTC) + timedelta(hours=3))
    done = kiosk(home, "--self-test")
    assert "(did you mean 'Division A'?)" in "\n".join(warnings(done)), done.stdout


def test_self_test_passes_names_that_match(tmp_path):
    home = tmp_path / "station"
    station(home, tmp_path, RIGHT, datetime.now(UTC) - timedelta(hours=1))
    done = kiosk(home, "--self-test")
    assert not warnings(done), done.stdout
    assert "PASS  event plan: every division's name matches plan 1" in done.stdout
