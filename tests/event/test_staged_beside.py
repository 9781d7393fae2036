"""A corrected list of the same name, published for a later instant, is staged beside the
list in force (never over it), each judged from its own plan's instant; neither can be
removed while a plan in force or to come names it. Through the real commands against a real
PostgreSQL, as the head director and a station's director type them."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta

import pytest

from tests.event.test_event_plan import build_lexicon, run


def write_plan(path, serial: int, fingerprint: str, start: datetime) -> None:
    path.write_text(
        f'event = "Open 2026"\nserial = {serial}\n'
        f'effective_from = "{start:%Y-%m-%dT%H:%M:%SZ}"\n\n'
        f'[[divisions]]\nname = "Division A"\nlexicon = "NWL23"\n'
        f'fingerprint = "{fingerprint}"\nrule = "double"\n',
        encoding="utf-8",
    )


@pytest.mark.postgres
def test_a_corrected_list_of_one_name_waits_beside_the_list_in_force(
    tmp_path, kiosk_home, central_url
):
    director = tmp_path / "head-director"
    director.mkdir()
    first, first_fp = build_lexicon(director, "NWL23", "cat\ndogs\n")
    (director / "corrected").mkdir()
    corrected, corrected_fp = build_lexicon(director / "corrected", "NWL23", "cat\ndogs\nzo\n")
    made = run(director / "home", "fleet", "plan", "init", "--event", "Open 2026", cwd=director)
    key = made.stdout.split("join --key`: ")[1].split()[0]
    now = datetime.now(UTC)
    write_plan(director / "plan1.toml", 1, first_fp, now - timedelta(hours=1))
    write_plan(director / "plan2.toml", 2, corrected_fp, now + timedelta(hours=1))
    for serial, lexicon in ((1, first), (2, corrected)):
        signed = run(director / "home", "fleet", "plan", "sign", f"plan{serial}.toml", cwd=director)
        assert signed.returncode == 0, signed.stderr
        published = run(
            director / "home",
            *("fleet", "plan", "publish", f"plan{serial}.signed.json"),
            *("--lexicon", str(lexicon), "--central", central_url),
            cwd=director,
        )
        assert published.returncode == 0, published.stderr

    (kiosk_home / "station.toml").write_text(
        f'[settings]\ncentral_url = "{central_url}"\n\n'
        '[[profiles]]\nname = "Division A"\nlexicon = "ENABLE"\n',
        encoding="utf-8",
    )
    assert (
        run(
            kiosk_home, "director", "event", "join", "--event", "Open 2026", "--key", key
        ).returncode
        == 0
    )
    for _ in range(2):  # a second sync (the kiosk's every 30 s) changes nothing
        synced = run(kiosk_home, "director", "event", "sync")
        assert synced.returncode == 0, synced.stdout + synced.stderr
    files = sorted(p.name for p in (kiosk_home / "lexicons").glob("*.clex"))
    assert files == ["NWL23-" + corrected_fp[:12] + ".clex", "NWL23.clex"], files

    # the list in force judges now: ZO is not in it
    judged = run(kiosk_home, "judge", "ZO", "--no-log")
    assert judged.returncode == 1, judged.stdout + judged.stderr
    assert f"Division A: NWL23 (2 words, fingerprint {first_fp[:8]})" in judged.stdout

    listed = json.loads(run(kiosk_home, "director", "lexicon", "list", "--json").stdout)
    plans = {item["fingerprint"]: item["plans"] for item in listed["lexicons"]}
    assert plans[first_fp] == ["plan 1, in force"]
    assert plans[corrected_fp][0].startswith("plan 2, from ")
    table = run(kiosk_home, "director", "lexicon", "list").stdout
    assert first_fp[:12] in table and corrected_fp[:12] in table

    # neither can go: one is in force, the other is to come
    for fingerprint, said in ((first_fp, "plan 1, in force"), (corrected_fp, "plan 2, from")):
        removed = run(
            kiosk_home, "director", "lexicon", "remove", "NWL23", "--fingerprint", fingerprint[:12]
        )
        assert removed.returncode == 2, removed.stdout + removed.stderr
        assert said in removed.stderr
    ambiguous = run(kiosk_home, "director", "lexicon", "remove", "NWL23")
    assert ambiguous.returncode == 2 and "with different word lists" in ambiguous.stderr
    wrong = run(kiosk_home, "director", "lexicon", "remove", "NWL23", "--fingerprint", "abc")
    assert wrong.returncode == 2 and "give at least 8 digits" in wrong.stderr
    assert len(list((kiosk_home / "lexicons").glob("*.clex"))) == 2
