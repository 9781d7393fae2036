"""The head director's plan commands as typed: fingerprints filled in from the lexicon files
(plan.toml keeps its comments), a corrected list of the same name caught, instants echoed in
UTC and the computer's own time, every option with its help."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import tomllib
from datetime import UTC, datetime
from pathlib import Path

import pytest

from kiosk.event.commands import when
from tests.event.test_event_plan import build_lexicon


def run(where: Path, *args: str, tz: str = "UTC") -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "kiosk", "fleet", "plan", *args],
        cwd=where,
        env={**os.environ, "CHALLENGE_KIOSK_HOME": str(where / "home"), "TZ": tz},
        capture_output=True,
        text=True,
        timeout=180,
    )


def test_init_with_the_lists_writes_their_fingerprints_and_sign_needs_none_pasted(tmp_path):
    nwl, nwl_fp = build_lexicon(tmp_path, "NWL2023", "qi\nza\ncat\n")
    csw, csw_fp = build_lexicon(tmp_path, "CSW24", "qi\nza\ncat\nzo\n")
    made = run(
        tmp_path, "init", "--event", "Open 2026", "--lexicon", str(nwl), "--lexicon", str(csw)
    )
    assert made.returncode == 0, made.stderr
    plan = tomllib.loads((tmp_path / "plan.toml").read_text("utf-8"))
    assert [
        (d["name"], d["lexicon"], d["fingerprint"], d["word_count"]) for d in plan["divisions"]
    ] == [
        ("Division A", "NWL2023", nwl_fp, 3),
        ("Division B", "CSW24", csw_fp, 4),
    ]
    signed = run(tmp_path, "sign", "plan.toml", tz="Europe/Warsaw")
    assert signed.returncode == 0, signed.stderr
    assert f"Division A: NWL2023 {nwl_fp[:8]}, double" in signed.stdout
    # the instant in UTC and in the computer's own zone (09:00 UTC is 10:00 in Warsaw)
    assert " 09:00 UTC (10:00 CET here), in " in signed.stdout, signed.stdout


def test_sign_fills_in_the_fingerprint_keeping_the_directors_comments(tmp_path):
    nwl, fingerprint = build_lexicon(tmp_path, "NWL2023", "qi\nza\ncat\n")
    assert run(tmp_path, "init", "--event", "Open 2026").returncode == 0
    written = (tmp_path / "plan.toml").read_text("utf-8")
    assert f'fingerprint = "{"0" * 64}"' in written
    # without the file the plan cannot be signed: no list of zeros goes out
    unsigned = run(tmp_path, "sign", "plan.toml")
    assert unsigned.returncode == 2
    assert (
        "no fingerprint yet for Division A: give the lexicon file with --lexicon" in unsigned.stderr
    )
    assert not (tmp_path / "plan.signed.json").exists()
    signed = run(tmp_path, "sign", "plan.toml", "--lexicon", str(nwl))
    assert signed.returncode == 0, signed.stderr
    after = (tmp_path / "plan.toml").read_text("utf-8")
    assert f'fingerprint = "{fingerprint}"' in after and "word_count = 3" in after
    assert "# a larger number for every new plan" in after  # the comments stay
    assert fingerprint in (tmp_path / "plan.signed.json").read_text("utf-8")


def test_a_corrected_list_of_the_same_name_is_not_taken_silently(tmp_path):
    first, fingerprint = build_lexicon(tmp_path, "NWL2023", "qi\nza\ncat\n")
    assert run(tmp_path, "init", "--event", "Open 2026", "--lexicon", str(first)).returncode == 0
    corrected_folder = tmp_path / "corrected"
    corrected_folder.mkdir()
    corrected, new_fp = build_lexicon(corrected_folder, "NWL2023", "qi\nza\ncat\nzo\n")
    refused = run(tmp_path, "sign", "plan.toml", "--lexicon", str(corrected))
    assert refused.returncode == 2
    assert f"names NWL2023 with fingerprint {fingerprint[:16]}…" in refused.stderr
    assert f"holds {new_fp[:16]}…" in refused.stderr and "a corrected list?" in refused.stderr
    both = run(tmp_path, "sign", "plan.toml", "--lexicon", str(first), "--lexicon", str(corrected))
    assert both.returncode == 0, both.stderr  # the plan names one of them: that one is used


@pytest.mark.parametrize("bad", ["missing.clex", "plan.toml"])
def test_a_lexicon_that_cannot_be_read_is_named(tmp_path, bad):
    assert run(tmp_path, "init", "--event", "Open 2026").returncode == 0
    done = run(tmp_path, "sign", "plan.toml", "--lexicon", bad)
    assert done.returncode == 2 and bad in done.stderr and "Traceback" not in done.stderr


def test_every_option_of_the_plan_commands_has_its_help(tmp_path):
    for step in ("init", "sign", "publish"):
        shown = run(tmp_path, step, "--help")
        assert shown.returncode == 0
        section = shown.stdout.split("\noptions:\n", 1)[1]
        entries = re.split(r"\n(?=  -)", section.rstrip())
        assert len(entries) >= 3, section
        for entry in entries:
            # argparse puts the help two spaces or more after the option, or on the next line
            parts = re.split(r"\s{2,}", entry.strip(), maxsplit=1)
            assert len(parts) == 2 and len(parts[1].split()) >= 2, (step, entry)


def test_instants_read_in_utc_local_time_and_how_far_off():
    now = datetime(2026, 11, 28, 8, 0, tzinfo=UTC)
    old = os.environ.get("TZ")
    try:
        os.environ["TZ"] = "America/New_York"
        import time

        time.tzset()
        said = when(datetime(2026, 11, 28, 14, 0, tzinfo=UTC), now)
        assert said == "2026-11-28 14:00 UTC (09:00 EST here), in 6 h 0 min"
        assert when(datetime(2026, 11, 28, 7, 58, tzinfo=UTC), now).endswith(", 2 min ago")
        assert when(datetime(2026, 11, 29, 3, 0, tzinfo=UTC), now).startswith(
            "2026-11-29 03:00 UTC (2026-11-28 22:00 EST here)"
        )
    finally:
        if old is None:
            os.environ.pop("TZ", None)
        else:
            os.environ["TZ"] = old
        time.tzset()
