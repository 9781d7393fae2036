"""Loading a lexicon file proves it is what its fingerprint says, whatever was recomputed.

Every forged file here has a correct trailing checksum (and, unless a test says
otherwise, a correct header ``trie_sha256``): what an attacker with a hex
editor and hashlib produces.
"""

from __future__ import annotations

import random
import struct
import subprocess
import sys
from pathlib import Path

import pytest

from kiosk.core.alphabet import load_alphabet
from kiosk.core.text import BIDI_CONTROLS, printable_name
from kiosk.lexicons.file import MAGIC, LexiconFileError, fingerprint_of, load_lexicon
from kiosk.lexicons.library import LexiconLibrary, UnknownLexicon, file_name_for
from lexicon_build.builder import BuildError, build_lexicon
from lexicon_build.cli import main as lexicon_build
from tests.lexforge import WORDS, assemble, build_genuine, forge, split, swapped

ALTERED = "its words do not match its fingerprint: the file was altered; do not use it"


@pytest.fixture
def genuine(tmp_path: Path) -> Path:
    return build_genuine(tmp_path / "genuine")


def test_the_genuine_file_loads_with_the_fingerprint_of_its_words(genuine):
    lexicon = load_lexicon(genuine)
    assert lexicon.fingerprint == fingerprint_of(sorted(WORDS))
    assert "ZA" in lexicon and "ZZZQX" not in lexicon
    assert (lexicon.info.min_length, lexicon.info.max_length) == (2, 8)


def test_one_word_swapped_with_the_checksums_recomputed_is_refused(genuine, tmp_path):
    forged = forge(genuine, tmp_path / "NWL2023.clex", words=swapped(WORDS, "ZA", "ZZZQX"))
    with pytest.raises(LexiconFileError) as caught:
        load_lexicon(forged)
    assert caught.value.reason == ALTERED
    assert str(caught.value).startswith(str(forged))
    # who the file pretended to be, for the audit log
    assert caught.value.claimed_name == "NWL2023"
    assert caught.value.claimed_fingerprint == load_lexicon(genuine).fingerprint


def test_a_swap_without_any_trie_digest_in_the_header_is_still_refused(genuine, tmp_path):
    forged = forge(
        genuine,
        tmp_path / "f.clex",
        words=swapped(WORDS, "ZA", "ZZZQX"),
        header={"trie_sha256": ""},  # an older file, or an attacker removing the field
    )
    with pytest.raises(LexiconFileError, match=ALTERED):
        load_lexicon(forged)


def test_a_stale_trie_digest_in_the_header_is_refused(genuine, tmp_path):
    forged = forge(
        genuine, tmp_path / "f.clex", words=swapped(WORDS, "ZA", "ZZZQX"), fix_trie_digest=False
    )
    with pytest.raises(LexiconFileError, match="does not match the digest in its header"):
        load_lexicon(forged)


def test_a_forged_list_with_its_own_fingerprint_loads_as_a_different_lexicon(genuine, tmp_path):
    words = swapped(WORDS, "ZA", "ZZZQX")
    forged = forge(genuine, tmp_path / "f.clex", words=words, fix_fingerprint=True)
    lexicon = load_lexicon(forged)
    # self-consistent, so usable, but it can no longer claim the genuine fingerprint
    assert lexicon.fingerprint == fingerprint_of(sorted(words))
    assert lexicon.fingerprint != load_lexicon(genuine).fingerprint


@pytest.mark.parametrize(
    "field, value, message",
    [
        ("word_count", len(WORDS) + 1, f"holds {len(WORDS)} words but its header says"),
        ("word_count", len(WORDS) - 1, f"holds {len(WORDS)} words but its header says"),
        ("min_length", 3, "its words are 2-8 letters long but its header says 3-8"),
        ("max_length", 15, "its words are 2-8 letters long but its header says 2-15"),
        ("fingerprint", "0" * 64, ALTERED),
    ],
)
def test_header_fields_that_disagree_with_the_words_are_refused(
    genuine, tmp_path, field, value, message
):
    forged = forge(genuine, tmp_path / "f.clex", header={field: value})
    with pytest.raises(LexiconFileError, match=message):
        load_lexicon(forged)


def test_an_empty_trie_with_a_matching_header_is_refused(genuine, tmp_path):
    forged = forge(
        genuine, tmp_path / "f.clex", words=[], header={"word_count": 0}, fix_fingerprint=True
    )
    with pytest.raises(LexiconFileError, match="holds no words"):
        load_lexicon(forged)


def test_lengths_are_counted_in_tiles(tmp_path):
    source = tmp_path / "es.txt"
    source.write_text("chillar\nca\n", encoding="utf-8")
    result = build_lexicon([source], name="FISE", alphabet=load_alphabet("spanish"))
    result.write(tmp_path / "fise.clex")
    lexicon = load_lexicon(tmp_path / "fise.clex")
    # [CH]I[LL]AR: 7 letters, 5 tiles
    assert (lexicon.info.min_length, lexicon.info.max_length) == (2, 5)


# -- truncated or damaged layout ----------------------------------------------------------


def test_truncated_copies_say_truncated(genuine, tmp_path):
    data = genuine.read_bytes()
    for cut in (9, 14, 30, len(data) // 2, len(data) - 33, len(data) - 10, len(data) - 1):
        path = tmp_path / f"cut{cut}.clex"
        path.write_bytes(data[:cut])
        with pytest.raises(LexiconFileError, match="truncated") as caught:
            load_lexicon(path)
        assert "header length" not in caught.value.reason


def _with_header_len(data: bytes, value: int) -> bytes:
    return data[: len(MAGIC)] + struct.pack("<I", value) + data[len(MAGIC) + 4 :]


@pytest.mark.parametrize("wrong", ["past the end", "absurd", "a little long", "short", "zero"])
def test_a_damaged_header_length_in_a_complete_file_says_damaged(genuine, tmp_path, wrong):
    data = genuine.read_bytes()
    (true_len,) = struct.unpack_from("<I", data, len(MAGIC))
    value = {
        "past the end": len(data) - 20,
        "absurd": 0xFFFFFFF0,  # bigger than the file
        "a little long": true_len + 3,
        "short": true_len - 5,
        "zero": 0,
    }[wrong]
    path = tmp_path / "f.clex"
    path.write_bytes(_with_header_len(data, value))
    with pytest.raises(LexiconFileError) as caught:
        load_lexicon(path)
    assert "header length field is damaged (the rest of the file is complete)" in (
        caught.value.reason
    )
    assert "truncated" not in caught.value.reason


def test_a_damaged_header_length_with_the_checksum_recomputed_says_damaged(genuine, tmp_path):
    header, trie_bytes = split(genuine.read_bytes())
    path = tmp_path / "f.clex"
    path.write_bytes(assemble(header, trie_bytes, header_len=10_000_000))
    with pytest.raises(LexiconFileError, match="header length field is damaged"):
        load_lexicon(path)


def test_a_damaged_header_length_in_a_truncated_file_says_both(genuine, tmp_path):
    data = _with_header_len(genuine.read_bytes(), 0xFFFFFFF0)
    path = tmp_path / "f.clex"
    path.write_bytes(data[:-50])
    with pytest.raises(LexiconFileError, match="header length field is damaged and the file is "):
        load_lexicon(path)


def test_a_damaged_word_graph_length_says_damaged(genuine, tmp_path):
    header, trie_bytes = split(genuine.read_bytes())
    for value in (len(trie_bytes) + 7, len(trie_bytes) - 8, 2**63):
        path = tmp_path / "f.clex"
        path.write_bytes(assemble(header, trie_bytes, trie_len=value))
        with pytest.raises(LexiconFileError, match="word graph length field is damaged"):
            load_lexicon(path)


def test_diagnosing_a_damaged_file_never_parses_its_damaged_word_graph(genuine, tmp_path):
    # marisa can crash or hang on damaged trie bytes: only digest-checked bytes may reach it
    header, trie_bytes = split(genuine.read_bytes())
    rng = random.Random(11)
    path = tmp_path / "f.clex"
    for _ in range(300):
        damaged = bytearray(trie_bytes)
        for _ in range(rng.randint(1, 3)):
            damaged[rng.randrange(len(damaged))] = rng.randrange(256)
        data = bytearray(assemble(header, bytes(damaged), trie_len=len(damaged) + 1))
        data[-1] ^= 1  # and the checksum no longer matches
        path.write_bytes(bytes(data))
        with pytest.raises(LexiconFileError, match=r"truncated|damaged"):
            load_lexicon(path)


def test_bytes_appended_to_a_good_file_are_refused(genuine, tmp_path):
    path = tmp_path / "f.clex"
    path.write_bytes(genuine.read_bytes() + b"\0" * 64)
    with pytest.raises(LexiconFileError, match="unexpected bytes at its end"):
        load_lexicon(path)


# -- names that display as something else ---------------------------------------------------


@pytest.mark.parametrize("ch", [*sorted(BIDI_CONTROLS), "\x00", "\t", "\n", "\x1b", "\x85"])
def test_printable_name_refuses_control_and_bidi_characters(ch):
    with pytest.raises(ValueError, match=f"U\\+{ord(ch):04X}") as caught:
        printable_name(f"NWL{ch}2023", "lexicon name")
    assert str(caught.value).startswith("lexicon name 'NWL\\u")
    assert ch not in str(caught.value)  # the message itself shows the character spelled out


@pytest.mark.parametrize("name", ["NWL2023", "Español FISE-2", "ODS 8 (français)", "Ολλανδικά"])
def test_printable_name_accepts_ordinary_names(name):
    assert printable_name(f"  {name} ", "lexicon name") == name


def test_printable_name_refuses_blank_unless_allowed():
    with pytest.raises(ValueError, match="lexicon name is empty"):
        printable_name("   ", "lexicon name")
    assert printable_name("", "description", allow_empty=True) == ""


def test_a_reversed_name_in_the_header_is_refused_at_load(genuine, tmp_path):
    forged = forge(genuine, tmp_path / "f.clex", header={"name": "NWL\u202e3202"})
    with pytest.raises(LexiconFileError, match="bidirectional formatting character") as caught:
        load_lexicon(forged)
    assert caught.value.claimed_name == "NWL\\u202e3202"
    assert "\u202e" not in str(caught.value)


def test_a_control_character_in_the_description_is_refused_at_load(genuine, tmp_path):
    forged = forge(genuine, tmp_path / "f.clex", header={"description": "ok\x1b[2Jgone"})
    with pytest.raises(LexiconFileError, match="its description 'ok\\\\u001b"):
        load_lexicon(forged)


def test_a_file_name_with_bidi_characters_is_spelled_out_in_messages(genuine, tmp_path):
    path = tmp_path / "NWL\u202e3202.clex"
    forge(genuine, path, words=swapped(WORDS, "ZA", "ZZZQX"))
    with pytest.raises(LexiconFileError) as caught:
        load_lexicon(path)
    assert "\u202e" not in str(caught.value)
    assert "NWL\\u202e3202.clex: its words do not match" in str(caught.value)
    assert caught.value.path == str(path)


def test_lexicon_build_refuses_a_reversed_name(tmp_path, capsys):
    source = tmp_path / "w.txt"
    source.write_text("cat\nza\n", encoding="utf-8")
    with pytest.raises(BuildError, match=r"lexicon name \(--name\) 'NWL\\u202e3202'"):
        build_lexicon([source], name="NWL\u202e3202", alphabet=load_alphabet("english"))
    out = tmp_path / "x.clex"
    assert lexicon_build([str(source), "--name", "NWL\u202e3202", "--out", str(out)]) == 2
    assert "bidirectional formatting character (U+202E" in capsys.readouterr().err
    assert not out.exists()
    args = [str(source), "--name", "OK", "--description", "a\u2066b", "--out", str(out)]
    assert lexicon_build(args) == 2
    assert "description (--description)" in capsys.readouterr().err
    assert not out.exists()


# -- the station's library -------------------------------------------------------------------


def test_a_damaged_name_file_does_not_hide_a_good_copy_under_another_name(genuine, tmp_path):
    folder = tmp_path / "lexicons"
    good = build_genuine(folder, file="OTHER.clex")  # internal name NWL2023
    damaged = folder / "NWL2023.clex"
    damaged.write_bytes(genuine.read_bytes()[:-5])
    library = LexiconLibrary(folder)
    assert library.get("NWL2023").path == good
    assert library.get("nwl2023").path == good
    found, problems = library.installed()
    assert [i.path for i in found if not i.builtin] == [good]
    assert [p.path for p in problems] == [str(damaged)]
    assert "truncated" in problems[0].reason


def test_only_a_damaged_copy_is_reported_by_its_file_name(genuine, tmp_path):
    folder = tmp_path / "lexicons"
    folder.mkdir()
    (folder / "NWL2023.clex").write_bytes(genuine.read_bytes()[:-5])
    forge(genuine, folder / "holiday.clex", words=swapped(WORDS, "ZA", "ZZZQX"))
    library = LexiconLibrary(folder)
    with pytest.raises(LexiconFileError) as caught:
        library.get("NWL2023")
    assert caught.value.path.endswith("NWL2023.clex")
    # a forged file under any file name is found by the name it claims
    (folder / "NWL2023.clex").unlink()
    with pytest.raises(LexiconFileError, match=ALTERED) as caught:
        library.get("NWL2023")
    assert caught.value.path.endswith("holiday.clex")
    # a damaged file that has nothing to do with the name does not matter
    with pytest.raises(UnknownLexicon):
        library.get("CSW21")


def test_a_damaged_copy_installed_under_its_safe_file_name_is_reported(genuine, tmp_path):
    folder = tmp_path / "lexicons"
    folder.mkdir()
    assert file_name_for("Español FISE") == "Espa_ol_FISE.clex"
    (folder / "Espa_ol_FISE.clex").write_bytes(b"\x89CLEX\r\n")  # cut short in the magic
    with pytest.raises(LexiconFileError, match="truncated") as caught:
        LexiconLibrary(folder).get("Español FISE")
    assert caught.value.path.endswith("Espa_ol_FISE.clex")


# -- the headless judge ----------------------------------------------------------------------


def judge(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "kiosk", "judge", *args],
        capture_output=True,
        text=True,
        timeout=60,
    )


def test_judge_with_a_forged_file_exits_3_without_judging(genuine, tmp_path):
    assert judge("--no-log", "--lexicon", str(genuine), "ZA").returncode == 0
    forged = forge(genuine, tmp_path / "forged.clex", words=swapped(WORDS, "ZA", "ZZZQX"))
    result = judge("--lexicon", str(forged), "ZZZQX")
    assert result.returncode == 3
    assert result.stdout == ""
    assert f"cannot judge: {forged}: {ALTERED}" in result.stderr
    assert "Traceback" not in result.stderr
