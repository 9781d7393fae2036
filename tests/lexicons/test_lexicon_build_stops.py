"""A build that fails on the alphabet stops early: a list in another alphabet is reported by its
first bad lines, a note that reading stopped and the alphabet that reads it, not by a million
errors after a minute of reading. ``--skip-invalid`` still reads every line and counts.

Black-box: a Polish list given to ``lexicon-build`` without ``--alphabet polish`` took 69 s to
list 1.4 million errors. These run the installed ``lexicon-build`` program as a director does.
"""

from __future__ import annotations

import json
import random
import re
import subprocess
import sys
import sysconfig
from pathlib import Path

import pytest

from kiosk.lexicons.file import load_lexicon

LETTERS = "aąbcćdeęfghijklłmnńoóprsśtuwyzźż"
POLISH_ONLY = set("ąćęłńóśźż")
LINES = 300_000
REPORT = re.compile(r"  (?P<file>[^:]+):(?P<line>\d+): '(?P<text>[^']*)': (?P<reason>.+)")


def lexicon_build(*args: str | Path, timeout: float = 120) -> subprocess.CompletedProcess[str]:
    """Run the installed ``lexicon-build`` program (the module where none is installed)."""
    program = Path(sysconfig.get_path("scripts")) / "lexicon-build"
    command = [str(program)] if program.exists() else [sys.executable, "-m", "lexicon_build"]
    return subprocess.run(
        [*command, *map(str, args)], capture_output=True, text=True, timeout=timeout, check=False
    )


def polish_like_lines(count: int, seed: int = 32) -> list[str]:
    """``count`` lowercase Polish-looking words, most of them with ą ę ł ó ś ż and the rest."""
    rng = random.Random(seed)
    endings = ["", "a", "ą", "ę", "ów", "ość", "łem", "śmy", "ży", "ami", "ach", "ó"]
    return [
        "".join(rng.choices(LETTERS, k=rng.randint(2, 9))) + rng.choice(endings)
        for _ in range(count)
    ]


@pytest.fixture(scope="module")
def polish_list(tmp_path_factory) -> tuple[Path, list[str]]:
    lines = polish_like_lines(LINES)
    path = tmp_path_factory.mktemp("polish") / "slowa.txt"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path, lines


def test_a_polish_list_built_as_english_stops_after_ten_bad_lines_and_names_polish(
    polish_list, tmp_path
):
    path, lines = polish_list
    out = tmp_path / "x.clex"
    done = lexicon_build(path, "--name", "PL", "--out", out)
    assert done.returncode == 2, done.stderr
    report = done.stderr.splitlines()
    assert report[0] == (
        "lexicon-build: lines that are not words of the English alphabet: more than 10, so the "
        "build stopped reading; fix them, or build with --skip-invalid to leave them out (it "
        "reads every line and counts them)"
    )
    shown = [REPORT.fullmatch(line) for line in report[1:-1]]
    assert len(shown) == 10 and all(shown), report
    bad_lines = [n for n, text in enumerate(lines, start=1) if POLISH_ONLY & set(text)]
    assert [int(m["line"]) for m in shown if m] == bad_lines[:10]  # the first ten, in order
    for match in shown:
        assert match is not None and match["file"] == "slowa.txt"
        text = lines[int(match["line"]) - 1]
        assert match["text"] == text
        letter = next(c for c in text if c in POLISH_ONLY).upper()
        assert match["reason"] == f'"{letter}" is not a letter of the English alphabet'
    assert report[-1] == (
        "  ... and more: stopped after 10 bad lines; is this list in another alphabet? try "
        "--alphabet polish"
    )
    assert len(bad_lines) > 100_000  # what it did not list
    assert not out.exists()
    # The suggestion is right: the same list builds as Polish.
    built = lexicon_build(path, "--alphabet", "polish", "--name", "PL", "--out", out)
    assert built.returncode == 0, built.stderr
    assert len(load_lexicon(out)) == len(set(lines))


def test_it_stops_reading_the_list_where_it_stopped(polish_list, tmp_path):
    """Seen from outside: a line that is not UTF-8 at the end of the list is never reached,
    until --skip-invalid reads every line and meets it."""
    path, _ = polish_list
    damaged = tmp_path / "slowa-latin2.txt"
    damaged.write_bytes(path.read_bytes() + "żółw".encode("iso-8859-2") + b"\n")
    out = tmp_path / "x.clex"
    stopped = lexicon_build(damaged, "--name", "PL", "--out", out, "--json")
    assert stopped.returncode == 2, stopped.stderr
    report = json.loads(stopped.stdout)
    assert report["stopped_reading"] is True
    assert report["reject_count"] == 11  # the ten shown and the one it stopped at
    assert len(report["rejects"]) == 10
    assert report["alphabets_that_fit"] == ["polish"]
    assert "UTF-8" not in report["error"]
    read_all = lexicon_build(damaged, "--name", "PL", "--out", out, "--skip-invalid")
    assert read_all.returncode == 2
    assert read_all.stderr.strip() == (
        f"lexicon-build: {damaged}: line {LINES + 1} is not UTF-8 text; save the list as "
        "UTF-8 and build again (read as text)"
    )
    assert not out.exists()


def test_skip_invalid_still_reads_every_line_and_counts_the_bad_ones(polish_list, tmp_path):
    path, lines = polish_list
    out = tmp_path / "x.clex"
    done = lexicon_build(path, "--name", "PL", "--out", out, "--skip-invalid")
    assert done.returncode == 0, done.stderr
    bad = sum(1 for text in lines if POLISH_ONLY & set(text))
    assert f"Left out {bad:,} invalid line(s) (--skip-invalid)" in done.stdout
    kept = {text.upper() for text in lines if not POLISH_ONLY & set(text)}
    lexicon = load_lexicon(out)
    assert lexicon.info.skipped_invalid == bad
    assert set(lexicon.words()) == kept


def test_ten_bad_lines_are_all_counted_and_an_eleventh_stops_the_build(tmp_path):
    """Up to ten bad lines the report is as before (the exact count, no stop); the eleventh
    stops it, and lines no shipped alphabet reads get no suggestion."""
    words = ["cat"] * 50
    for index in range(10):
        words[index * 4 + 1] = f"w{index}rd"
    ten = tmp_path / "ten.txt"
    ten.write_text("\n".join(words) + "\n", encoding="utf-8")
    done = lexicon_build(ten, "--out", tmp_path / "x.clex")
    assert done.returncode == 2
    assert done.stderr.splitlines()[0] == (
        "lexicon-build: lines that are not words of the English alphabet: 10; fix them, or "
        "build with --skip-invalid to leave them out"
    )
    assert done.stderr.count("ten.txt:") == 10 and "stopped" not in done.stderr
    eleven = tmp_path / "eleven.txt"
    eleven.write_text("\n".join([*words, "z4p", "c4t"]) + "\n", encoding="utf-8")
    done = lexicon_build(eleven, "--out", tmp_path / "x.clex")
    assert done.returncode == 2
    report = done.stderr.splitlines()
    assert "more than 10, so the build stopped reading" in report[0]
    assert [line.split(":")[1] for line in report[1:-1]] == [str(4 * i + 2) for i in range(10)]
    assert report[-1] == "  ... and more: stopped after 10 bad lines"


@pytest.mark.parametrize(
    "words, said",
    [
        (["über", "straße", "hund"], "german, norwegian, swedish"),  # Ü: a tile of all three
        (["smörgås", "ärlig", "katt"], "norwegian, swedish"),
        (["año", "niño", "casa"], "spanish"),
        (["col·legi", "paral·lel", "casa"], "catalan"),
    ],
)
def test_the_alphabets_that_read_every_line_are_named(tmp_path, words, said):
    path = tmp_path / "list.txt"
    path.write_text("\n".join(words * 12) + "\n", encoding="utf-8")
    done = lexicon_build(path, "--out", tmp_path / "x.clex")
    assert done.returncode == 2
    last = done.stderr.splitlines()[-1]
    if "," in said:
        assert last.endswith(
            f"is this list in another alphabet? every line read is a word of {said} "
            "(--alphabet NAME)"
        )
    else:
        assert last.endswith(f"is this list in another alphabet? try --alphabet {said}")
    name = said.split(",")[0]
    assert lexicon_build(path, "--alphabet", name, "--out", tmp_path / "x.clex").returncode == 0


def test_director_mode_words_the_stopped_report_in_its_language(tmp_path, qapp):
    """Director mode builds with the same code and shows the same report, in its language;
    the bad lines, their texts and the alphabet's name for --alphabet stay as they are."""
    from kiosk.core.alphabet import load_alphabet
    from kiosk.core.i18n import said
    from kiosk.ui.player_text import player_text
    from lexicon_build.builder import BuildError, build_lexicon

    source = tmp_path / "slowa.txt"
    source.write_text("\n".join(polish_like_lines(500)) + "\n", encoding="utf-8")
    with pytest.raises(BuildError) as caught:
        build_lexicon([source], name="PL", alphabet=load_alphabet("english"))
    error = caught.value
    assert error.stopped and error.fits == ["polish"] and len(error.rejects) == 10
    polish = player_text("pl").say(said(error))
    assert polish.startswith("wiersze, które nie są słowami (alfabet: angielski): więcej niż 10")
    assert polish.endswith(
        "... i więcej: przerwano po 10 błędnych wierszach; czy ta lista jest w innym alfabecie? "
        "spróbuj --alphabet polish"
    )
    first = error.rejects[0]
    assert f"slowa.txt:{first.line}: {first.text!r}" in polish
    assert "stopped" not in polish and "is not a letter" not in polish
