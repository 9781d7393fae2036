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
    assert "ENABLE (172,820 words, fingerprint b819e7b6)" in lines[2]


def test_judge_cat_qi_is_unacceptable_on_enable_and_never_names_the_word():
    result = run("judge", "CAT", "QI")
    assert result.returncode == 1
    assert result.stdout.splitlines()[0] == "UNACCEPTABLE"
    assert "QI" not in result.stdout and "QI" not in result.stderr


@pytest.mark.parametrize(
    "rule, sentence",
    [
        ("five-point", "The challenged player adds 10 points (2 words × 5)"),
        ("ten-point", "The challenged player adds 20 points (2 words × 10)"),
    ],
)
def test_judge_applies_the_chosen_rule(rule, sentence, capsys):
    assert main(["judge", "--no-log", "--rule", rule, "cat", "dogs"]) == 0
    assert sentence in capsys.readouterr().out


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
    assert "MINI (2 words" in capsys.readouterr().out


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
def test_every_rule_in_use_is_accepted(rule, words, says):
    result = run("judge", "--no-log", "--rule", rule, *words)
    assert result.returncode == 0, result.stderr
    assert says in result.stdout


def test_the_final_play_costs_nothing_and_the_receipt_is_printed(kiosk_home):
    result = run("judge", "--final-play", "--rule", "ten-point", "CAT", "DOGS")
    assert result.returncode == 0, result.stderr
    assert "there is no penalty for challenging it" in result.stdout
    receipt = [line for line in result.stdout.splitlines() if line.startswith("Write on the slip")]
    assert len(receipt) == 1 and receipt[0].split(": ")[1].endswith("-0001")
