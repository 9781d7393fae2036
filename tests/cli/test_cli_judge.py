"""The headless judge: `challenge-kiosk judge`, as a director would run it."""

from __future__ import annotations

import subprocess
import sys

import pytest

from kiosk.cli import main


def run(*args: str):
    return subprocess.run(
        [sys.executable, "-m", "kiosk", *args], capture_output=True, text=True, timeout=60
    )


def test_judge_cat_dogs_is_acceptable_on_enable():
    result = run("judge", "CAT", "DOGS")
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert lines[0] == "ACCEPTABLE"
    assert lines[1] == "The play stands. The challenger loses the turn."
    assert lines[2] == "Main: ENABLE (172,820 words, fingerprint b819e7b6), Double challenge"


def test_judge_cat_qi_is_unacceptable_on_enable_and_never_names_the_word():
    result = run("judge", "CAT", "QI")
    assert result.returncode == 1
    assert result.stdout.splitlines()[0] == "UNACCEPTABLE"
    assert "QI" not in result.stdout and "QI" not in result.stderr


def division(home, rule: str) -> None:
    """The station's one division: ENABLE under ``rule``."""
    (home / "station.toml").write_text(
        f'[[profiles]]\nname = "Main"\nlexicon = "ENABLE"\nrule = "{rule}"\n', encoding="utf-8"
    )


@pytest.mark.parametrize(
    "rule, sentence",
    [
        ("five-point", "The challenged player adds 10 points (2 words × 5)"),
        ("ten-point", "The challenged player adds 20 points (2 words × 10)"),
    ],
)
def test_judge_applies_the_divisions_rule(rule, sentence, kiosk_home, capsys):
    division(kiosk_home, rule)
    assert main(["judge", "--no-log", "cat", "dogs"]) == 0
    assert sentence in capsys.readouterr().out


def test_rule_goes_with_an_ad_hoc_lexicon_only():
    """A division is judged under its event's rule: --rule alone (which judged the
    built-in ENABLE, whatever the station's divisions use) or with --profile is refused."""
    for args in (["--rule", "five-point"], ["--profile", "Main", "--rule", "five-point"]):
        result = run("judge", *args, "CAT")
        assert result.returncode == 2 and result.stdout == ""
        assert "--rule goes with --lexicon FILE" in result.stderr
    result = run("judge", "--profile", "Main", "--lexicon", "x.clex", "CAT")
    assert result.returncode == 2 and "--profile and --lexicon: choose one" in result.stderr


def test_judge_input_errors_exit_2_with_plain_messages(capsys):
    assert main(["judge", "--no-log", "CAT", "Q!", "A"]) == 2
    err = capsys.readouterr().err
    assert '"Q!": "!" is not a letter of the English alphabet' in err
    assert '"A" is too short: a word has at least 2 letters' in err


def test_judge_with_another_lexicon_file(tmp_path, capsys):
    from lexicon_build.cli import main as lexicon_build

    words = tmp_path / "mini.txt"
    words.write_text("qi\nza\n")
    lexicon = tmp_path / "mini.clex"
    assert lexicon_build([str(words), "--name", "MINI", "--out", str(lexicon)]) == 0
    capsys.readouterr()
    assert main(["judge", "--no-log", "--lexicon", str(lexicon), "qi", "za"]) == 0
    assert "ad hoc (command line): MINI (2 words" in capsys.readouterr().out
    args = ["judge", "--no-log", "--lexicon", str(lexicon), "--rule", "ten-point", "qi", "za"]
    assert main(args) == 0
    assert "The challenged player adds 20 points (2 words × 10)" in capsys.readouterr().out


def test_judge_with_a_damaged_lexicon_exits_3_with_the_reason(tmp_path, capsys):
    bad = tmp_path / "bad.clex"
    bad.write_bytes(b"not a lexicon")
    assert main(["judge", "--no-log", "--lexicon", str(bad), "cat"]) == 3
    assert "not a lexicon file" in capsys.readouterr().err


def test_unknown_rule_is_a_usage_error():
    result = run("judge", "--rule", "triple", "cat")
    assert result.returncode == 2
    assert "invalid choice" in result.stderr


@pytest.mark.parametrize(
    ("rule", "words", "says"),
    [
        ("five-point-per-play", ["CAT", "DOGS"], "adds 5 points (5 for the play)"),
        ("ten-point-per-play", ["CAT", "DOGS", "CATS"], "adds 10 points (10 for the play)"),
        ("single", ["CAT"], "No penalty: the challenger does not lose the turn"),
    ],
)
def test_every_rule_in_use_is_accepted(rule, words, says, kiosk_home):
    division(kiosk_home, rule)
    result = run("judge", "--no-log", *words)
    assert result.returncode == 0, result.stderr
    assert says in result.stdout


def test_the_final_play_costs_nothing_and_the_receipt_is_printed(kiosk_home):
    division(kiosk_home, "ten-point")
    result = run("judge", "--final-play", "CAT", "DOGS")
    assert result.returncode == 0, result.stderr
    assert "there is no penalty for challenging it" in result.stdout
    receipt = [line for line in result.stdout.splitlines() if line.startswith("Write on the slip")]
    assert len(receipt) == 1 and receipt[0].split(": ")[1].endswith("-0001")


def adjudications(home) -> list[dict]:
    import json
    import sqlite3

    with sqlite3.connect(f"file:{home / 'audit.sqlite3'}?mode=ro", uri=True) as db:
        rows = db.execute(
            "SELECT body FROM audit_records WHERE kind = 'adjudication' ORDER BY id"
        ).fetchall()
    return [json.loads(body) for (body,) in rows]


def test_a_desk_names_its_table_and_plays_at_other_tables_are_no_split_lookup(kiosk_home):
    """Found at the event-day trial: a laptop desk's records said "no table given", and two
    plays from different tables within 90 s were flagged as possible split lookups."""
    division(kiosk_home, "double")
    seven = run("judge", "--table", "7", "CAT")
    assert seven.returncode == 0, seven.stderr
    assert seven.stdout.splitlines()[2].startswith("Table 7 · Main: ENABLE")
    assert run("judge", "--table", "8", "DOGS").returncode == 0
    assert run("judge", "--table", "7", "CATS").returncode == 0  # table 7 again: a split?
    first, eight, again = adjudications(kiosk_home)
    assert [first["table"], eight["table"], again["table"]] == [7, 8, 7]
    assert eight["split_lookup_of"] is None
    assert again["split_lookup_of"]["receipt"] == first["receipt"]


@pytest.mark.parametrize("table", ["0", "1000", "seven", "-3", "7.5", ""])
def test_a_table_number_out_of_range_is_a_usage_error(table, kiosk_home):
    done = run("judge", "--table", table, "CAT")
    assert done.returncode == 2
    assert "--table" in done.stderr and "Traceback" not in done.stderr
    assert not (kiosk_home / "audit.sqlite3").exists() or adjudications(kiosk_home) == []
