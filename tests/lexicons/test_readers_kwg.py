"""wolges .kwg reader: the real files, round trips, damaged files, and a Spanish station."""

from __future__ import annotations

import struct
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from kiosk.core.adjudication import adjudicate
from kiosk.core.alphabet import available_alphabets, load_alphabet
from kiosk.core.play import parse_play
from kiosk.core.rules import Verdict, rule_by_id
from kiosk.lexicons.file import load_lexicon
from lexicon_build.builder import BuildError, build_lexicon
from lexicon_build.cli import main as lexicon_build
from lexicon_build.readers import ReadError, detect
from lexicon_build.readers.kwg import KwgReader
from tests.conftest import SHARED
from tests.lexformats import shared_fixture, write_kwg

LEXICONS = SHARED / "lexicons"
ENABLE_FINGERPRINT = "b819e7b67f8f2c80640ae76f0edbe59a4a1befb6de0f348463642ad49bdd2ad3"
ENGLISH = load_alphabet("english")
SPANISH = load_alphabet("spanish")
READER = KwgReader()


@pytest.fixture(scope="module")
def enable_upper() -> list[str]:
    return shared_fixture(LEXICONS / "enable1.txt").read_text("ascii").upper().split()


def kwg_fixture(name: str) -> Path:
    return shared_fixture(LEXICONS / "fixtures" / name)


def words_of(data: bytes, alphabet=ENGLISH) -> list[str]:
    """The keys of the words the reader finds (what the builder stores)."""
    return [alphabet.normalise(text) for text in READER.read(data, alphabet).texts]


def tiles(alphabet, *keys: str) -> list[list[int]]:
    """Words as .kwg tile numbers (1-based)."""
    return [[alphabet.tile_index(t) + 1 for t in alphabet.tiles_of_key(k)] for k in keys]


# -- the real files ----------------------------------------------------------------


@pytest.mark.parametrize("name", ["enable.kwg", "enable-dawgonly.kwg"])
def test_enable_kwg_holds_enable_word_for_word(name, enable_upper):
    assert words_of(kwg_fixture(name).read_bytes()) == enable_upper


@pytest.mark.parametrize("name", ["enable.kwg", "enable-dawgonly.kwg"])
def test_enable_kwg_builds_the_fingerprint_of_enable1(name):
    result = build_lexicon([kwg_fixture(name)], name="T", alphabet=ENGLISH)
    assert result.formats == {name: "kwg"}
    assert result.info.word_count == 172_820
    assert result.info.fingerprint == ENABLE_FINGERPRINT


@pytest.mark.parametrize("name", ["enable.kwg", "enable-dawgonly.kwg"])
def test_enable_kwg_is_detected_by_content(name):
    assert detect(kwg_fixture(name).read_bytes()).name == "kwg"


def test_cli_says_which_alphabet_it_assumed(tmp_path, capsys):
    source = kwg_fixture("enable.kwg")
    assert lexicon_build([str(source), "--out", str(tmp_path / "a.clex")]) == 0
    printed = capsys.readouterr().out
    assert "Read enable.kwg (kwg)" in printed
    assert "Assumed the English alphabet for enable.kwg" in printed
    assert ENABLE_FINGERPRINT in printed
    args = [str(source), "--out", str(tmp_path / "b.clex"), "--alphabet", "english"]
    assert lexicon_build(args) == 0
    assert "Assumed" not in capsys.readouterr().out


# -- round trips -------------------------------------------------------------------


@pytest.mark.parametrize("gaddag", [False, True], ids=["dawg-only", "gaddawg"])
@pytest.mark.parametrize("name", available_alphabets())
@settings(max_examples=30, deadline=None)
@given(data=st.data())
def test_round_trip_over_every_alphabet(name, gaddag, data):
    alphabet = load_alphabet(name)
    word = st.lists(st.integers(1, len(alphabet.tiles)), min_size=1, max_size=9)
    words = data.draw(st.lists(word, min_size=1, max_size=40))
    read = words_of(write_kwg(words, gaddag=gaddag), alphabet)
    expected = {alphabet.key(alphabet.tiles[t - 1] for t in w) for w in words}
    assert len(read) == len(expected)
    assert set(read) == expected
    assert detect(write_kwg(words, gaddag=gaddag)).name == "kwg"


def test_gaddag_half_is_ignored():
    words = tiles(ENGLISH, "CARE", "CAR", "AA")
    assert (
        words_of(write_kwg(words, gaddag=True))
        == words_of(write_kwg(words))
        == [
            "AA",
            "CAR",
            "CARE",
        ]
    )


def test_a_word_of_64_letters_is_read_and_one_of_65_is_refused():
    assert words_of(write_kwg([[1] * 64])) == ["A" * 64]
    with pytest.raises(ReadError, match="a word longer than 64 letters"):
        words_of(write_kwg([[1] * 65]))


# -- refusing files -------------------------------------------------------------------


def test_tile_beyond_the_alphabet_is_refused_with_advice():
    data = write_kwg([[1, 29], [3]])
    with pytest.raises(ReadError) as caught:
        words_of(data, SPANISH)
    assert str(caught.value) == (
        "tile 29 does not exist in the Spanish alphabet (28 tiles); "
        "choose the alphabet this file was built with (--alphabet)"
    )


def test_cli_refuses_tile_out_of_range_without_a_traceback(tmp_path, capsys):
    bad = tmp_path / "polish.kwg"
    bad.write_bytes(write_kwg([[32, 1]]))
    code = lexicon_build([str(bad), "--out", str(tmp_path / "o.clex"), "--alphabet", "english"])
    err = capsys.readouterr().err
    assert code == 2
    assert "polish.kwg" in err and "tile 32 does not exist in the English alphabet" in err
    assert "Traceback" not in err


def _nodes(data: bytes) -> list[int]:
    return list(struct.unpack(f"<{len(data) // 4}I", data))


def _pack(nodes: list[int]) -> bytes:
    return struct.pack(f"<{len(nodes)}I", *nodes)


def test_arc_index_outside_the_file_is_refused():
    nodes = _nodes(write_kwg(tiles(ENGLISH, "AB", "C")))
    first = nodes[0] & 0x3FFFFF
    nodes[first] = (nodes[first] & ~0x3FFFFF) | 5000  # A now leads past the end
    with pytest.raises(ReadError, match="refers to node 5,000"):
        words_of(_pack(nodes))


def test_a_loop_is_refused():
    nodes = _nodes(write_kwg(tiles(ENGLISH, "AB")))
    root = nodes[0] & 0x3FFFFF
    b = nodes[root] & 0x3FFFFF
    nodes[b] = (nodes[b] & ~0x3FFFFF & ~0x800000) | root  # B leads back to A, ends nothing
    with pytest.raises(ReadError, match="loops"):
        words_of(_pack(nodes))


def test_siblings_out_of_order_are_refused():
    nodes = _nodes(write_kwg(tiles(ENGLISH, "A", "B", "C")))
    root = nodes[0] & 0x3FFFFF
    nodes[root + 1] = (nodes[root + 1] & 0x00FFFFFF) | 9 << 24  # A, I, C
    with pytest.raises(ReadError, match="are not in order"):
        words_of(_pack(nodes))


def test_a_node_that_ends_no_word_and_leads_nowhere_is_refused():
    nodes = _nodes(write_kwg(tiles(ENGLISH, "A", "BC")))
    root = nodes[0] & 0x3FFFFF
    nodes[root] &= ~0x800000  # A no longer ends a word, and has nothing below
    with pytest.raises(ReadError, match=f"node {root} neither ends a word"):
        words_of(_pack(nodes))


def test_truncated_file_is_refused(tmp_path):
    data = write_kwg(tiles(ENGLISH, "AB", "CAT", "DOG"))
    with pytest.raises(ReadError, match="whole number of 4-byte nodes"):
        words_of(data[:-2])
    with pytest.raises(ReadError, match=r"refers to node|damaged"):
        words_of(data[:-8])
    short = tmp_path / "cut.kwg"
    short.write_bytes(data[:-2])
    with pytest.raises(BuildError, match=r"cut\.kwg: .*4-byte nodes.*\(read as kwg\)"):
        build_lexicon([short], name="T", alphabet=ENGLISH)


def test_separator_tile_in_the_dawg_is_refused():
    nodes = _nodes(write_kwg(tiles(ENGLISH, "AB")))
    root = nodes[0] & 0x3FFFFF
    nodes[root] &= 0x00FFFFFF  # A becomes tile 0
    with pytest.raises(ReadError, match="tile 0"):
        words_of(_pack(nodes))


def test_node_zero_must_be_a_header():
    with pytest.raises(ReadError, match="node 0"):
        words_of(_pack([0x01C00000, 0x01C00000]))


def test_text_and_dawg_are_not_taken_for_a_kwg():
    assert not READER.sniff(b"AAAH\nCATS\nDOGS\n")
    assert not READER.sniff(b"")
    assert detect(b"ABCD" * 100).name == "text"
    assert detect(b"AA\nAB\n\n").name == "text"


# -- a Spanish station -------------------------------------------------------------------


def test_spanish_lexicon_judges_typed_plays(tmp_path):
    keys = ["[CH]I[LL]AR", "PE[RR]O", "CA[LL]E", "ÑU", "[CH]U[RR]O"]
    source = tmp_path / "fise.kwg"
    source.write_bytes(write_kwg(tiles(SPANISH, *keys), gaddag=True))
    out = tmp_path / "fise.clex"
    code = lexicon_build([str(source), "--out", str(out), "--alphabet", "spanish", "-n", "FISE"])
    assert code == 0
    lexicon = load_lexicon(out)
    assert lexicon.alphabet.name == "spanish"
    alphabet = lexicon.alphabet
    double = rule_by_id("double")

    def verdict(typed: str) -> Verdict:
        return adjudicate(parse_play(typed, alphabet), lexicon, double).verdict

    for typed in [
        "CHILLAR",
        "chillar",
        "[CH]I[LL]AR",
        "1i2ar",
        "perro calle",
        "PE3O",
        "ñu",
        "Ñu, churro",
    ]:
        assert verdict(typed) is Verdict.ACCEPTABLE, typed
    for typed in ["CHILAR", "PERO", "NU", "[C][H]ILLAR", "chillar pera"]:
        assert verdict(typed) is Verdict.UNACCEPTABLE, typed
    play = parse_play("CHILLAR", alphabet)
    assert play.words[0].tiles == ("CH", "I", "LL", "A", "R")


def test_separate_c_and_h_tiles_stay_two_tiles_in_spanish(tmp_path):
    """A file holding C then H as two tiles is not merged into the CH tile (and back)."""
    spanish = load_alphabet("spanish")
    number = {tile: i + 1 for i, tile in enumerate(spanish.tiles)}
    words = [
        [number["C"], number["H"], number["E"]],  # C + H + E: three tiles
        [number["CH"], number["E"]],  # CH + E: two tiles
    ]
    path = tmp_path / "che.kwg"
    path.write_bytes(write_kwg(sorted(words)))
    result = build_lexicon([path], name="CHE", alphabet=spanish)
    keys = sorted(result.trie.keys())
    assert keys == ["CHE", "[CH]E"]
    assert result.info.duplicates_merged == 0
    # a player typing CHE means the CH tile, as Spanish players do
    assert spanish.normalise("che") == "[CH]E"
