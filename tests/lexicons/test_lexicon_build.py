"""lexicon-build: every input shape, rejects, merges, metadata, and refusing bad files."""

from __future__ import annotations

import gzip
import hashlib
import json
import random
import string
from pathlib import Path

import pytest

from kiosk.core.alphabet import load_alphabet
from kiosk.lexicons.file import LexiconFileError, fingerprint_of, load_lexicon
from lexicon_build.builder import BuildError, CountMismatch, build_lexicon
from lexicon_build.cli import main as lexicon_build

ENGLISH = load_alphabet("english")
WORDS = ["AA", "CAT", "DOGS", "ZYZZYVA"]
FINGERPRINT = fingerprint_of(sorted(WORDS))


def build(tmp_path: Path, *inputs: Path, **kwargs) -> Path:
    out = tmp_path / "out.clex"
    result = build_lexicon(
        list(inputs), name=kwargs.pop("name", "TEST"), alphabet=ENGLISH, **kwargs
    )
    result.write(out)
    return out


def write(path: Path, data: str | bytes) -> Path:
    if isinstance(data, str):
        data = data.encode("utf-8")
    path.write_bytes(data)
    return path


@pytest.mark.parametrize(
    "name, data",
    [
        ("lower-lf.txt", "aa\ncat\ndogs\nzyzzyva\n"),
        ("upper-crlf.txt", "AA\r\nCAT\r\nDOGS\r\nZYZZYVA\r\n"),
        ("mixed-no-final-newline.txt", "Aa\ncAt\nDoGs\nZyzzyva"),
        ("bom.txt", "\ufeffaa\ncat\ndogs\nzyzzyva\n"),
        ("unsorted-with-blank-lines.txt", "\nzyzzyva\n\n  dogs  \ncat\naa\n\n"),
        ("comments.txt", "# NWL-style header\naa\n#cat is below\ncat\ndogs\nzyzzyva\n"),
        (
            "zyzzyva.txt",
            "AA a rough, cindery lava [n -S]\nCAT# a feline [n -S]\n"
            "DOGS+ pl. of dog\nZYZZYVA$* a tropical weevil [n -S]\n",
        ),
    ],
)
def test_text_inputs_give_the_same_word_set_and_fingerprint(tmp_path, name, data):
    lexicon = load_lexicon(build(tmp_path, write(tmp_path / name, data)))
    assert sorted(lexicon.words()) == WORDS
    assert lexicon.fingerprint == FINGERPRINT
    assert lexicon.info.sources[0].format == "text"


def test_gzip_input_is_read_and_its_stored_sha256_recorded(tmp_path):
    raw = gzip.compress(b"cat\ndogs\naa\nzyzzyva\n")
    path = write(tmp_path / "list.txt.gz", raw)
    lexicon = load_lexicon(build(tmp_path, path))
    assert lexicon.fingerprint == FINGERPRINT
    assert lexicon.info.sources[0].sha256 == hashlib.sha256(raw).hexdigest()


def test_two_lists_merge_into_one_lexicon_like_owl2_plus_long_list(tmp_path):
    owl2 = write(tmp_path / "OWL2.txt", "aa\ncat\ndogs\n")
    long_list = write(tmp_path / "LONGLIST.txt", "quadrillionths\nzyzzyva\n")
    lexicon = load_lexicon(build(tmp_path, owl2, long_list, name="OWL2+LL"))
    assert len(lexicon) == 5
    assert "QUADRILLIONTHS" in lexicon and "CAT" in lexicon
    assert [s.name for s in lexicon.info.sources] == ["OWL2.txt", "LONGLIST.txt"]
    assert [s.words for s in lexicon.info.sources] == [3, 2]
    assert (lexicon.info.min_length, lexicon.info.max_length) == (2, 14)


def test_duplicates_within_and_across_files_are_merged_and_counted(tmp_path):
    a = write(tmp_path / "a.txt", "cat\nCAT\ndogs\n")
    b = write(tmp_path / "b.txt", "Cat\naa\n")
    lexicon = load_lexicon(build(tmp_path, a, b))
    assert len(lexicon) == 3
    assert lexicon.info.duplicates_merged == 2


def test_a_line_that_is_not_a_word_stops_the_build_naming_file_line_text_reason(tmp_path):
    path = write(tmp_path / "bad.txt", "cat\ndo-gs\nzyzzyva\ncafé\n")
    with pytest.raises(BuildError) as caught:
        build(tmp_path, path)
    error = caught.value
    assert error.reject_count == 2
    assert [(r.file, r.line, r.text) for r in error.rejects] == [
        ("bad.txt", 2, "do-gs"),
        ("bad.txt", 4, "café"),
    ]
    assert '"-" is not a letter of the English alphabet' in error.rejects[0].reason
    assert "bad.txt:2: 'do-gs'" in str(error)


def test_cli_shows_the_first_10_rejects_stops_at_the_next_and_exits_2(tmp_path, capsys):
    lines = [f"w{i}rd" for i in range(25)] + ["cat"]
    path = write(tmp_path / "many-bad.txt", "\n".join(lines))
    code = lexicon_build([str(path), "--name", "X", "--out", str(tmp_path / "x.clex")])
    err = capsys.readouterr().err
    assert code == 2
    assert "lines that are not words of the English alphabet: more than 10, so the build " in err
    assert err.count("many-bad.txt:") == 10
    assert "many-bad.txt:10: 'w9rd'" in err and "'w10rd'" not in err
    assert err.endswith("\n  ... and more: stopped after 10 bad lines\n")
    assert not (tmp_path / "x.clex").exists()
    code = lexicon_build(
        [str(path), "--name", "X", "--out", str(tmp_path / "x.clex"), "--skip-invalid"]
    )
    assert code == 0 and "Left out 25 invalid line(s)" in capsys.readouterr().out


def test_skip_invalid_builds_anyway_and_records_how_many_were_skipped(tmp_path, capsys):
    path = write(tmp_path / "bad.txt", "cat\ndo-gs\naa\n3d\n")
    out = tmp_path / "x.clex"
    code = lexicon_build([str(path), "--name", "X", "--out", str(out), "--skip-invalid"])
    assert code == 0
    assert "Left out 2 invalid line(s)" in capsys.readouterr().out
    lexicon = load_lexicon(out)
    assert lexicon.info.skipped_invalid == 2
    assert sorted(lexicon.words()) == ["AA", "CAT"]


def test_expect_count_mismatch_fails_with_exit_3_and_writes_nothing(tmp_path, capsys):
    path = write(tmp_path / "list.txt", "cat\ndogs\n")
    out = tmp_path / "x.clex"
    assert lexicon_build([str(path), "--out", str(out), "--expect-count", "3"]) == 3
    assert "2 words, not the expected 3" in capsys.readouterr().err
    assert not out.exists()
    assert lexicon_build([str(path), "--out", str(out), "--expect-count", "2"]) == 0
    assert out.exists()


def test_count_mismatch_is_its_own_error_for_the_director_screen(tmp_path):
    path = write(tmp_path / "list.txt", "cat\n")
    with pytest.raises(CountMismatch):
        build(tmp_path, path, expect_count=2)


def test_missing_empty_and_binary_inputs_get_clear_messages(tmp_path, capsys):
    out = str(tmp_path / "x.clex")
    assert lexicon_build([str(tmp_path / "nope.txt"), "--out", out]) == 2
    assert "nope.txt: file not found" in capsys.readouterr().err
    empty = write(tmp_path / "empty.txt", "\n# only a comment\n")
    assert lexicon_build([str(empty), "--out", out]) == 2
    assert "no words found" in capsys.readouterr().err
    latin1 = write(tmp_path / "latin1.txt", "cat\nd\xe9j\xe0\n".encode("latin-1"))
    assert lexicon_build([str(latin1), "--out", out, "--format", "text"]) == 2
    assert "line 2 is not UTF-8 text" in capsys.readouterr().err
    assert lexicon_build([str(tmp_path), "--out", out]) == 2
    assert "is a folder" in capsys.readouterr().err


def test_name_defaults_to_the_output_file_stem(tmp_path):
    path = write(tmp_path / "list.txt", "cat\n")
    out = tmp_path / "CSW24.clex"
    assert lexicon_build([str(path), "--out", str(out)]) == 0
    assert load_lexicon(out).name == "CSW24"


def test_the_lexicon_is_never_written_over_one_of_its_word_lists(tmp_path, capsys):
    """Black-box: `--out` naming the list being read replaced the director's only copy."""
    first = write(tmp_path / "owl.txt", "cat\n")
    second = write(tmp_path / "longlist.txt", "dogs\n")
    (tmp_path / "link.txt").symlink_to(second)
    for out in (first, tmp_path / "link.txt", tmp_path / "." / "longlist.txt"):
        assert lexicon_build([str(first), str(second), "--name", "X", "--out", str(out)]) == 2
        assert "is one of the word lists being read" in capsys.readouterr().err
    assert (first.read_text(), second.read_text()) == ("cat\n", "dogs\n")
    assert lexicon_build([str(first), str(second), "--out", str(tmp_path / "x.clex")]) == 0


def test_a_name_no_profile_could_name_or_a_huge_description_is_refused(tmp_path, capsys):
    """Black-box: a 500-character name was built, and no station.toml could then choose it
    (a profile's lexicon is at most 60 characters); a 100,000-character description too."""
    path = write(tmp_path / "list.txt", "cat\n")
    out = tmp_path / "x.clex"
    assert lexicon_build([str(path), "--name", "N" * 61, "--out", str(out)]) == 2
    assert "longer than 60 characters, the most a station's profile can name" in (
        capsys.readouterr().err
    )
    long_text = "d" * 1001
    assert (
        lexicon_build([str(path), "--name", "X", "--description", long_text, "--out", str(out)])
        == 2
    )
    assert "longer than 1000 characters" in capsys.readouterr().err
    assert not out.exists()
    assert lexicon_build([str(path), "--name", "N" * 60, "--out", str(out)]) == 0
    assert load_lexicon(out).name == "N" * 60


def test_metadata_holds_everything_a_director_needs(tmp_path):
    path = write(tmp_path / "list.txt", "aa\ncat\ndogs\nzyzzyva\n")
    out = tmp_path / "x.clex"
    code = lexicon_build(
        [str(path), "--name", "NWL-test", "--description", "a test list", "--out", str(out)]
    )
    assert code == 0
    info = load_lexicon(out).info
    assert info.name == "NWL-test"
    assert info.description == "a test list"
    assert info.alphabet.name == "english"
    assert (info.word_count, info.min_length, info.max_length) == (4, 2, 7)
    assert info.fingerprint == FINGERPRINT
    assert info.sources[0].sha256 == hashlib.sha256(path.read_bytes()).hexdigest()
    assert info.tool_version
    assert info.built_at.endswith("Z")


def test_json_output_of_build_and_info(tmp_path, capsys):
    path = write(tmp_path / "list.txt", "cat\ndogs\n")
    out = tmp_path / "x.clex"
    assert lexicon_build([str(path), "--out", str(out), "--json"]) == 0
    built = json.loads(capsys.readouterr().out)
    assert built["ok"] is True and built["lexicon"]["word_count"] == 2
    assert built["formats"] == {"list.txt": "text"}
    assert lexicon_build(["info", str(out), "--json"]) == 0
    info = json.loads(capsys.readouterr().out)
    assert info["lexicon"]["fingerprint"] == built["lexicon"]["fingerprint"]
    bad = write(tmp_path / "bad.txt", "c@t\n")
    assert lexicon_build([str(bad), "--out", str(out), "--json"]) == 2
    failed = json.loads(capsys.readouterr().out)
    assert failed["ok"] is False and failed["reject_count"] == 1
    assert failed["rejects"][0]["line"] == 1


def test_info_prints_readable_metadata(tmp_path, capsys):
    path = write(tmp_path / "list.txt", "cat\ndogs\n")
    out = tmp_path / "x.clex"
    lexicon_build([str(path), "--name", "Mini", "--out", str(out)])
    capsys.readouterr()
    assert lexicon_build(["info", str(out)]) == 0
    text = capsys.readouterr().out
    assert "name:         Mini" in text
    assert "words:        2" in text
    assert "source:       list.txt (text, 2 words" in text


# -- refusing damaged and foreign files ------------------------------------------------


@pytest.fixture
def built_file(tmp_path) -> Path:
    return build(tmp_path, write(tmp_path / "list.txt", "aa\ncat\ndogs\nzyzzyva\n"))


def test_truncated_file_is_refused(built_file, tmp_path):
    data = built_file.read_bytes()
    for cut in (5, 20, len(data) // 2, len(data) - 1):
        damaged = write(tmp_path / f"cut{cut}.clex", data[:cut])
        with pytest.raises(LexiconFileError, match=r"truncated|checksum|damaged"):
            load_lexicon(damaged)


def test_a_flipped_byte_anywhere_is_refused(built_file, tmp_path):
    data = bytearray(built_file.read_bytes())
    rng = random.Random(7)
    for position in [
        8,
        12,
        40,
        len(data) // 2,
        len(data) - 40,
        len(data) - 1,
        *rng.sample(range(8, len(data)), 20),
    ]:
        damaged = bytearray(data)
        damaged[position] ^= 0x40
        path = write(tmp_path / "flipped.clex", bytes(damaged))
        with pytest.raises(LexiconFileError):
            load_lexicon(path)


def test_foreign_files_are_refused_with_a_hint(tmp_path):
    for name, data in [
        ("words.txt", b"cat\ndogs\n"),
        ("empty.clex", b""),
        ("pic.png", b"\x89PNG\r\n\x1a\n" + b"\0" * 100),
    ]:
        with pytest.raises(LexiconFileError, match=r"not a lexicon file|truncated") as caught:
            load_lexicon(write(tmp_path / name, data))
        assert name in str(caught.value)
    with pytest.raises(LexiconFileError, match="file not found"):
        load_lexicon(tmp_path / "missing.clex")


# -- the embedded default lexicon --------------------------------------------------------


def test_enable_builds_to_172820_words_with_the_fingerprint_of_the_sorted_list(tmp_path, capsys):
    out = tmp_path / "enable.clex"
    source = Path(__file__).resolve().parents[2] / "assets" / "enable1.txt"
    assert (
        lexicon_build(
            [str(source), "--name", "ENABLE", "--out", str(out), "--expect-count", "172820"]
        )
        == 0
    )
    rebuilt = load_lexicon(out)
    assert rebuilt.info.word_count == 172_820
    # sha256 of the uppercased, sorted ENABLE list (shared/lexicons/fixtures/README.md)
    assert rebuilt.fingerprint == "b819e7b67f8f2c80640ae76f0edbe59a4a1befb6de0f348463642ad49bdd2ad3"


def test_committed_default_lexicon_rebuilds_to_the_same_fingerprint(tmp_path, enable_lexicon):
    source = Path(__file__).resolve().parents[2] / "assets" / "enable1.txt"
    rebuilt = build_lexicon([source], name="ENABLE", alphabet=ENGLISH)
    assert enable_lexicon.fingerprint == rebuilt.info.fingerprint
    assert enable_lexicon.info.word_count == 172_820
    assert "Alan Beale and Mendel Cooper" in enable_lexicon.info.description


def test_round_trip_every_source_word_is_found_and_random_non_words_are_not(
    enable_words, enable_lexicon
):
    source = set(w.upper() for w in enable_words)
    assert all(word in enable_lexicon for word in source)
    rng = random.Random(2024)
    tried = 0
    while tried < 5000:
        candidate = "".join(rng.choices(string.ascii_uppercase, k=rng.randint(2, 12)))
        if candidate in source:
            continue
        tried += 1
        assert candidate not in enable_lexicon
    for known_absent in ("QI", "ZA", "KI", "ZZZ"):
        assert known_absent not in enable_lexicon
    for known_present in ("AA", "XU", "JO", "CWM", "MUZJIKS", "ZYZZYVA"):
        assert known_present in enable_lexicon
