"""The shipped alphabets: tile order, how each language's words are typed, and round trips."""

from __future__ import annotations

import unicodedata

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from kiosk.core.alphabet import (
    AlphabetError,
    InvalidWord,
    alphabet_from_dict,
    available_alphabets,
    load_alphabet,
)
from kiosk.core.play import parse_play

# wolges' tile order (src/alphabets/*.txt, without the blank): a .kwg numbers
# tiles this way, so a change here silently misreads every .kwg of the language.
AZ = [chr(c) for c in range(ord("A"), ord("Z") + 1)]
WOLGES_ORDER = {
    "english": AZ,
    "french": AZ,
    "dutch": AZ,
    "spanish": [
        "A",
        "B",
        "C",
        "CH",
        "D",
        "E",
        "F",
        "G",
        "H",
        "I",
        "J",
        "L",
        "LL",
        "M",
        "N",
        "Ñ",
        "O",
        "P",
        "Q",
        "R",
        "RR",
        "S",
        "T",
        "U",
        "V",
        "X",
        "Y",
        "Z",
    ],
    "catalan": [
        "A",
        "B",
        "C",
        "Ç",
        "D",
        "E",
        "F",
        "G",
        "H",
        "I",
        "J",
        "L",
        "L·L",
        "M",
        "N",
        "NY",
        "O",
        "P",
        "QU",
        "R",
        "S",
        "T",
        "U",
        "V",
        "X",
        "Z",
    ],
    "german": [
        "A",
        "Ä",
        "B",
        "C",
        "D",
        "E",
        "F",
        "G",
        "H",
        "I",
        "J",
        "K",
        "L",
        "M",
        "N",
        "O",
        "Ö",
        "P",
        "Q",
        "R",
        "S",
        "T",
        "U",
        "Ü",
        "V",
        "W",
        "X",
        "Y",
        "Z",
    ],
    "polish": [
        "A",
        "Ą",
        "B",
        "C",
        "Ć",
        "D",
        "E",
        "Ę",
        "F",
        "G",
        "H",
        "I",
        "J",
        "K",
        "L",
        "Ł",
        "M",
        "N",
        "Ń",
        "O",
        "Ó",
        "P",
        "R",
        "S",
        "Ś",
        "T",
        "U",
        "W",
        "Y",
        "Z",
        "Ź",
        "Ż",
    ],
    "norwegian": [*AZ[:25], "Ü", "Z", "Æ", "Ä", "Ø", "Ö", "Å"],
    "swedish": [*AZ[:25], "Ü", "Z", "Å", "Ä", "Æ", "Ö"],
}


def test_every_shipped_alphabet_is_checked():
    assert sorted(WOLGES_ORDER) == available_alphabets()


@pytest.mark.parametrize("name", sorted(WOLGES_ORDER))
def test_tile_order_matches_wolges(name):
    assert list(load_alphabet(name).tiles) == WOLGES_ORDER[name]


@pytest.mark.parametrize("name", sorted(WOLGES_ORDER))
def test_definition_survives_a_lexicon_header(name):
    alphabet = load_alphabet(name)
    assert alphabet_from_dict(alphabet.to_dict()) == alphabet


def test_english_header_has_no_file_labels():
    # Lexicons built before file labels existed keep the same header.
    assert "file_labels" not in load_alphabet("english").to_dict()
    assert load_alphabet("catalan").to_dict()["file_labels"]["W"] == "L·L"


@pytest.mark.parametrize("name", sorted(WOLGES_ORDER))
@settings(max_examples=60, deadline=None)
@given(data=st.data())
def test_key_and_tiles_round_trip(name, data):
    alphabet = load_alphabet(name)
    tiles = tuple(data.draw(st.lists(st.sampled_from(alphabet.tiles), min_size=1, max_size=15)))
    key = alphabet.key(tiles)
    assert alphabet.tiles_of_key(key) == tiles
    # Reading a key back gives the key, except where greedy digraph reading
    # turns separate tiles into one (Spanish C then H is read as CH).
    spelled_out = "".join(f"[{t}]" for t in tiles)
    assert alphabet.normalise(spelled_out) == key


# -- Spanish ----------------------------------------------------------------------------

SPANISH = load_alphabet("spanish")


@pytest.mark.parametrize("typed", ["CHILLAR", "chillar", "[CH]I[LL]AR", "[ch]i[ll]ar", "1I2AR"])
def test_spanish_chillar_in_every_notation(typed):
    assert SPANISH.tiles_of(typed) == ("CH", "I", "LL", "A", "R")
    assert SPANISH.normalise(typed) == "[CH]I[LL]AR"


def test_spanish_digraphs_and_accents():
    assert SPANISH.tiles_of("perro") == ("P", "E", "RR", "O")
    assert SPANISH.tiles_of("PE3O") == ("P", "E", "RR", "O")
    assert SPANISH.normalise("pingüino") == "PINGUINO"
    assert SPANISH.normalise("árbol") == "ARBOL"
    assert SPANISH.tiles_of("ñandú") == ("Ñ", "A", "N", "D", "U")
    assert SPANISH.tiles_of_key("[CH]I[LL]AR") == ("CH", "I", "LL", "A", "R")


@pytest.mark.parametrize("typed", ["KIWI", "WEB"])
def test_spanish_has_no_k_or_w(typed):
    with pytest.raises(InvalidWord, match="not a letter of the Spanish alphabet"):
        SPANISH.tiles_of(typed)


def test_spanish_play_counts_digraph_tiles_as_one():
    play = parse_play("chillar", SPANISH)
    assert play.words[0].key == "[CH]I[LL]AR"
    assert len(play.words[0].tiles) == 5


# -- Catalan ----------------------------------------------------------------------------

CATALAN = load_alphabet("catalan")


@pytest.mark.parametrize(
    "typed",
    [
        "COL·LECCIÓ",  # U+00B7 middle dot, the standard spelling
        "col·lecció",
        "COL.LECCIO",  # full stop, as typed on keyboards without the dot
        "COĿLECCIO",  # U+013F, one character
        "coŀlecció",  # U+0140
        "COL‧LECCIO",  # U+2027 hyphenation point
        "COL∙LECCIO",  # U+2219 bullet operator
        "COL⋅LECCIO",  # U+22C5 dot operator
        "COL•LECCIO",  # U+2022 bullet
        "COL\u0387LECCIO",  # Greek ano teleia: NFC makes it U+00B7
        "CO[L·L]ECCIO",
    ],
)
def test_catalan_l_geminada_in_its_spellings(typed):
    assert CATALAN.tiles_of(typed) == ("C", "O", "L·L", "E", "C", "C", "I", "O")
    assert CATALAN.normalise(typed) == "CO[L·L]ECCIO"


def test_catalan_other_tiles():
    assert CATALAN.tiles_of("LLULL") == ("L", "L", "U", "L", "L")  # no dot: two L tiles
    assert CATALAN.normalise("quinyola") == "[QU]I[NY]OLA"
    assert CATALAN.tiles_of("caça") == ("C", "A", "Ç", "A")
    assert CATALAN.normalise("PINGÜÍ") == "PINGUI"


@pytest.mark.parametrize("typed", ["KIWI", "WAT", "YAK"])
def test_catalan_file_labels_are_not_read_from_players(typed):
    with pytest.raises(InvalidWord):
        CATALAN.tiles_of(typed)


# -- German, Polish, French --------------------------------------------------------------

GERMAN = load_alphabet("german")
POLISH = load_alphabet("polish")
FRENCH = load_alphabet("french")


def test_german_sharp_s_is_two_s_tiles():
    assert "ß".upper() == "SS"
    assert GERMAN.normalise("Straße") == "STRASSE"
    assert GERMAN.normalise("STRAẞE") == "STRASSE"  # capital sharp s, U+1E9E
    assert GERMAN.tiles_of("Mädchen")[1] == "Ä"
    assert GERMAN.normalise("ÜBERMÄẞIG") == "ÜBERMÄSSIG"


def test_polish_decomposed_input_is_composed():
    decomposed = "Z\u0307O\u0301ŁW"
    assert unicodedata.normalize("NFC", decomposed) != decomposed
    assert POLISH.tiles_of(decomposed) == ("Ż", "Ó", "Ł", "W")
    assert POLISH.normalise("z\u0307o\u0301łw") == "ŻÓŁW"
    assert POLISH.normalise("źdźbło") == "ŹDŹBŁO"


@pytest.mark.parametrize("typed", ["QUIZ", "VOX"])
def test_polish_has_no_q_v_x(typed):
    with pytest.raises(InvalidWord, match="Polish"):
        POLISH.tiles_of(typed)


@pytest.mark.parametrize(
    ("typed", "key"),
    [
        ("élève", "ELEVE"),
        ("Noël", "NOEL"),
        ("garçon", "GARCON"),
        ("cœur", "COEUR"),
        ("NÆVUS", "NAEVUS"),
        ("où", "OU"),
        ("HÔTEL", "HOTEL"),
        ("PUŸ", "PUY"),
    ],
)
def test_french_accents_fold(typed, key):
    assert FRENCH.normalise(typed) == key


# -- definitions ------------------------------------------------------------------------------


def test_a_fold_must_be_one_character():
    with pytest.raises(AlphabetError, match="single character"):
        alphabet_from_dict({"name": "x", "tiles": ["A", "E"], "folds": {"AE": "A"}})


def test_a_file_label_must_name_a_tile():
    with pytest.raises(AlphabetError, match="file label"):
        alphabet_from_dict({"name": "x", "tiles": ["A"], "file_labels": {"W": "L·L"}})


def test_a_shipped_alphabet_knows_its_language_and_says_its_name_in_any():
    import dataclasses

    from kiosk.core.i18n import Message

    french = load_alphabet("french")
    assert french.language == "fr" and isinstance(french.said_name, Message)
    renamed = dataclasses.replace(french, display_name="Mon alphabet")  # a file's own name
    assert renamed.language is None and renamed.said_name == "Mon alphabet"
