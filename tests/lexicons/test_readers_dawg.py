"""Quackle .dawg reader: the real makeminidawg file, round trips, and damaged files."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from kiosk.core.alphabet import available_alphabets, load_alphabet
from lexicon_build.builder import BuildError, build_lexicon
from lexicon_build.cli import main as lexicon_build
from lexicon_build.readers import ReadError, detect
from lexicon_build.readers.dawg import DawgReader, parse_header
from tests.conftest import SHARED
from tests.lexformats import shared_fixture, write_dawg

LEXICONS = SHARED / "lexicons"
ENABLE_FINGERPRINT = "b819e7b67f8f2c80640ae76f0edbe59a4a1befb6de0f348463642ad49bdd2ad3"
ENGLISH = load_alphabet("english")
READER = DawgReader()


@pytest.fixture(scope="module")
def enable_upper() -> list[str]:
    path = shared_fixture(LEXICONS / "enable1.txt")
    return path.read_text("ascii").upper().split()


@pytest.fixture(scope="module")
def enable_dawg() -> Path:
    return shared_fixture(LEXICONS / "fixtures" / "enable.dawg")


def words_of(data: bytes, alphabet=ENGLISH) -> list[str]:
    """The keys of the words the reader finds (what the builder stores)."""
    return [alphabet.normalise(text) for text in READER.read(data, alphabet).texts]


def english_words(*words: str) -> list[list[int]]:
    return [[ENGLISH.tile_index(ch) for ch in word] for word in words]


def small_dawg(**kwargs) -> bytes:
    return write_dawg(english_words("AA", "AAH", "CAT", "CATS", "DOG"), ENGLISH.tiles, **kwargs)


# -- the real file ---------------------------------------------------------------


def test_enable_dawg_holds_enable_word_for_word(enable_dawg, enable_upper):
    data = enable_dawg.read_bytes()
    header = parse_header(data)
    assert header.word_count == 172_820
    assert header.letters == list(ENGLISH.tiles)
    assert header.node_count == 135_975
    assert words_of(data) == enable_upper


def test_enable_dawg_is_detected_by_content(enable_dawg, tmp_path):
    data = enable_dawg.read_bytes()
    assert detect(data).name == "dawg"
    renamed = tmp_path / "lexicon.txt"  # the name does not decide
    renamed.write_bytes(data)
    result = build_lexicon([renamed], name="ENABLE", alphabet=ENGLISH)
    assert result.formats == {"lexicon.txt": "dawg"}


def test_enable_dawg_builds_the_fingerprint_of_enable1(enable_dawg, tmp_path):
    text = build_lexicon([shared_fixture(LEXICONS / "enable1.txt")], name="T", alphabet=ENGLISH)
    dawg = build_lexicon([enable_dawg], name="T", alphabet=ENGLISH)
    assert text.info.fingerprint == ENABLE_FINGERPRINT
    assert dawg.info.fingerprint == ENABLE_FINGERPRINT
    assert dawg.info.word_count == 172_820
    assert dawg.info.sources[0].format == "dawg"


def test_cli_builds_enable_dawg_and_names_the_reader(enable_dawg, tmp_path, capsys):
    out = tmp_path / "enable.clex"
    assert lexicon_build([str(enable_dawg), "--out", str(out)]) == 0
    printed = capsys.readouterr().out
    assert "Read enable.dawg (dawg)" in printed
    assert ENABLE_FINGERPRINT in printed
    assert "Assumed" not in printed  # a .dawg names its own letters


# -- round trips -------------------------------------------------------------------


def _word_sets(name: str):
    size = len(load_alphabet(name).tiles)
    word = st.lists(st.integers(0, size - 1), min_size=1, max_size=9)
    return st.lists(word, min_size=1, max_size=40)


@pytest.mark.parametrize("name", available_alphabets())
@settings(max_examples=40, deadline=None)
@given(data=st.data())
def test_round_trip_over_every_alphabet(name, data):
    alphabet = load_alphabet(name)
    words = data.draw(_word_sets(name))
    read = words_of(write_dawg(words, alphabet.tiles), alphabet)
    expected = {alphabet.key(alphabet.tiles[i] for i in word) for word in words}
    assert len(read) == len(expected)
    assert set(read) == expected
    assert read == sorted(
        read, key=lambda k: [alphabet.tile_index(t) for t in alphabet.tiles_of_key(k)]
    )


KEYS = {
    "spanish": ["[CH]I[LL]AR", "PE[RR]O", "ÑU", "[CH]U[RR]O"],
    "catalan": ["CO[L·L]ECCIO", "[NY]U", "[QU]E", "ÇA", "CA[NY]A"],
}


@pytest.mark.parametrize(
    ("name", "letters"),
    [
        # Digraph tiles under the labels other programs give them.
        ("spanish", {"CH": "1", "LL": "2", "RR": "3"}),
        ("spanish", {"CH": "[ch]", "LL": "ll", "RR": "[RR]"}),
        ("catalan", {"L·L": "W", "NY": "Y", "QU": "Q", "Ç": "K"}),
        ("catalan", {"L·L": "L.L", "NY": "ny"}),
    ],
)
def test_file_labels_map_to_tiles(name, letters):
    alphabet = load_alphabet(name)
    labels = [letters.get(tile, tile) for tile in alphabet.tiles]
    words = [[alphabet.tile_index(t) for t in alphabet.tiles_of_key(key)] for key in KEYS[name]]
    assert set(words_of(write_dawg(words, labels), alphabet)) == set(KEYS[name])


def test_a_word_of_64_letters_is_read_and_one_of_65_is_refused():
    word = [ENGLISH.tile_index("A")] * 64
    assert words_of(write_dawg([word], ENGLISH.tiles)) == ["A" * 64]
    with pytest.raises(ReadError, match="a word longer than 64 letters"):
        words_of(write_dawg([word + word[:1]], ENGLISH.tiles))


# -- refusing files -------------------------------------------------------------------


def _child_offset(data: bytes, node: int) -> int:
    return parse_header(data).nodes_at + 7 * node


def test_truncated_inside_a_node_is_refused():
    data = small_dawg()
    with pytest.raises(ReadError, match="truncated"):
        words_of(data[:-3])


def test_truncated_at_a_node_boundary_is_refused():
    data = small_dawg()
    with pytest.raises(ReadError, match=r"damaged|truncated"):
        words_of(data[:-14])


def test_header_count_must_match_the_graph():
    with pytest.raises(ReadError, match="header says 6 words but the word graph holds 5"):
        words_of(small_dawg(word_count=6))
    with pytest.raises(ReadError, match="header says 4 words but the word graph holds 5"):
        words_of(small_dawg(word_count=4))


def test_child_index_outside_the_file_is_refused():
    data = bytearray(small_dawg())
    at = _child_offset(bytes(data), 1)
    data[at : at + 3] = (9999).to_bytes(3, "big")
    with pytest.raises(ReadError, match="refers to node 9,999, but the file has only"):
        words_of(bytes(data))


def test_a_loop_in_the_graph_is_refused():
    # The A of "AA" gets "first letters" as its children: A, A, A ... forever.
    data = bytearray(write_dawg(english_words("AB", "B"), ENGLISH.tiles, word_count=2))
    at = _child_offset(bytes(data), 1)
    assert int.from_bytes(data[at : at + 3], "big") != 0
    data[at : at + 3] = (1).to_bytes(3, "big")
    with pytest.raises(ReadError, match=r"loops|more words"):
        words_of(bytes(data))


def test_a_loop_without_words_is_refused():
    data = bytearray(write_dawg(english_words("AB"), ENGLISH.tiles))
    at = _child_offset(bytes(data), 2)  # B, the end of AB: make it lead back to A
    data[at : at + 3] = (1).to_bytes(3, "big")
    data[at + 4 : at + 7] = bytes(3)  # and no longer end a word
    with pytest.raises(ReadError, match="loops"):
        words_of(bytes(data))


def test_a_checksum_that_is_not_the_words_hash_is_refused():
    good = small_dawg()
    assert good[1:17] != bytes(16)  # Quackle's hash of the five words
    forged = small_dawg(checksum=bytes(16))
    with pytest.raises(ReadError, match="its checksum does not match its words"):
        words_of(forged)


def test_a_changed_letter_in_the_graph_is_caught_by_the_checksum():
    data = bytearray(small_dawg())
    flags = _child_offset(bytes(data), 1) + 3  # the first A: now a B (count and shape hold)
    data[flags] = (data[flags] & ~0x3F) | ENGLISH.tile_index("B")
    with pytest.raises(ReadError, match="checksum does not match"):
        words_of(bytes(data))


def test_a_letter_named_twice_in_the_header_is_refused():
    letters = list(ENGLISH.tiles)
    letters[ENGLISH.tile_index("C")] = "A"  # a damaged name: A, B, A, D, ...
    data = write_dawg(english_words("AA", "CAT"), letters)
    with pytest.raises(ReadError, match='names the tile A twice \\("A" and "A"\\)'):
        words_of(data)


def test_a_node_that_ends_no_word_and_leads_nowhere_is_refused():
    data = bytearray(small_dawg())
    at = _child_offset(bytes(data), 1)
    while int.from_bytes(data[at : at + 3], "big") or not any(data[at + 4 : at + 7]):
        at += 7  # the first leaf
    data[at + 4 : at + 7] = bytes(3)
    with pytest.raises(ReadError, match="neither ends a word nor leads to more letters"):
        words_of(bytes(data))


def test_other_versions_are_refused():
    with pytest.raises(ReadError, match="version 2 is not supported"):
        words_of(small_dawg(version=2))


def test_letters_outside_the_alphabet_are_named():
    spanish = load_alphabet("spanish")
    data = write_dawg([[spanish.tile_index("Ñ"), 0]], spanish.tiles)
    with pytest.raises(ReadError) as caught:
        words_of(data, ENGLISH)
    message = str(caught.value)
    assert '"Ñ"' in message and "English alphabet" in message
    assert "--alphabet spanish" in message


def test_unused_letters_of_the_file_do_not_matter():
    # A Quackle alphabet may list letters no word uses (Norwegian Q, X, Z).
    letters = [*ENGLISH.tiles, "Ø"]
    assert words_of(write_dawg(english_words("CAT"), letters)) == ["CAT"]


def test_cli_reports_a_damaged_dawg_without_a_traceback(tmp_path, capsys):
    bad = tmp_path / "broken.dawg"
    bad.write_bytes(small_dawg(word_count=9))
    code = lexicon_build([str(bad), "--out", str(tmp_path / "out.clex")])
    err = capsys.readouterr().err
    assert code == 2
    assert "broken.dawg" in err and "header says 9 words" in err
    assert "Traceback" not in err
    assert not (tmp_path / "out.clex").exists()


def test_builder_names_file_and_reason(tmp_path):
    bad = tmp_path / "short.dawg"
    bad.write_bytes(small_dawg()[:-3])
    with pytest.raises(BuildError, match=r"short\.dawg: .*truncated.*\(read as dawg\)"):
        build_lexicon([bad], name="T", alphabet=ENGLISH)


def test_text_is_not_taken_for_a_dawg():
    assert not READER.sniff(b"AA\nAAH\nCAT\n")
    assert not READER.sniff(b"")
    assert detect(b"\x01 not really\n").name == "text"


def test_missing_fixtures_fail_under_ci(monkeypatch, tmp_path):
    monkeypatch.setenv("CI", "1")
    with pytest.raises(pytest.fail.Exception, match="shared fixture not found"):
        shared_fixture(tmp_path / "absent.dawg")
    monkeypatch.delenv("CI")
    with pytest.raises(pytest.skip.Exception):
        shared_fixture(tmp_path / "absent.dawg")
