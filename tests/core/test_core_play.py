"""Reading what the challenger typed: separators, normalisation, and input errors."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from kiosk.core.alphabet import load_alphabet
from kiosk.core.play import (
    PlayInputError,
    PlayLimits,
    ProblemKind,
    parse_play,
    read_entry,
)

ENGLISH = load_alphabet("english")


def keys(text: str) -> tuple[str, ...]:
    return parse_play(text, ENGLISH).keys


def problems(text: str) -> list[tuple[ProblemKind, int | None]]:
    return [(p.kind, p.word_index) for p in read_entry(text, ENGLISH).problems]


def test_words_are_separated_by_spaces_commas_and_new_lines():
    assert keys("cat dogs") == ("CAT", "DOGS")
    assert keys("cat,dogs") == ("CAT", "DOGS")
    assert keys("cat\ndogs\r\nzyzzyva") == ("CAT", "DOGS", "ZYZZYVA")
    assert keys("  cat ,  dogs;\tqi  ") == ("CAT", "DOGS", "QI")


def test_words_are_uppercased_and_nfc_normalised():
    assert keys("Cat dOGS") == ("CAT", "DOGS")
    # A full-width or decomposed form is not an English letter after NFC: it is refused,
    # not silently mapped to something else.
    assert problems("ｃat") == [(ProblemKind.NOT_A_LETTER, 0)]


def test_the_play_keeps_the_text_exactly_as_typed():
    play = parse_play("  cat,Dogs ", ENGLISH)
    assert play.text == "  cat,Dogs "
    assert [w.typed for w in play.words] == ["cat", "Dogs"]


def test_a_character_that_is_not_a_letter_names_word_and_character():
    entry = read_entry("cat do9s", ENGLISH)
    assert [(p.kind, p.word_index) for p in entry.problems] == [(ProblemKind.NOT_A_LETTER, 1)]
    assert entry.problems[0].message == '"do9s": "9" is not a letter of the English alphabet'
    assert entry.words[0].word is not None and entry.words[1].problem is not None
    assert not entry.can_judge


def test_invisible_characters_are_named_so_players_can_see_them():
    entry = read_entry("ca\u200bt", ENGLISH)
    assert "U+200B (ZERO WIDTH SPACE)" in entry.problems[0].message


def test_word_length_limits_are_2_to_15_letters():
    assert problems("a cat") == [(ProblemKind.TOO_SHORT, 0)]
    assert problems("cat " + "q" * 16) == [(ProblemKind.TOO_LONG, 1)]
    assert problems("q" * 15) == []
    message = read_entry("a", ENGLISH).problems[0].message
    assert message == '"a" is too short: a word has at least 2 letters'
    message = read_entry("x" * 16, ENGLISH).problems[0].message
    assert message == f'"{"x" * 16}" has 16 letters: a word has at most 15'


def test_more_than_8_words_is_refused():
    assert problems(" ".join(["cat"] * 8)) == []
    entry = read_entry(" ".join(["cat"] * 9), ENGLISH)
    assert [p.kind for p in entry.problems] == [ProblemKind.TOO_MANY_WORDS]
    assert entry.problems[0].message == "9 words typed: at most 8 can be challenged together"


def test_no_words_is_refused():
    for text in ("", "   ", ",,\n;"):
        entry = read_entry(text, ENGLISH)
        assert [p.kind for p in entry.problems] == [ProblemKind.NO_WORDS]
        assert entry.is_empty


def test_a_word_typed_twice_is_allowed_but_reported():
    play = parse_play("cat dogs CAT", ENGLISH)
    assert play.keys == ("CAT", "DOGS", "CAT")
    assert play.repeated == ("CAT",)
    entry = read_entry("cat dogs CAT", ENGLISH)
    assert [w.repeated for w in entry.words] == [True, False, True]
    assert entry.can_judge


def test_parse_play_raises_the_input_error_with_every_problem():
    try:
        parse_play("a c@t " + "z" * 20, ENGLISH)
    except PlayInputError as exc:
        assert [p.kind for p in exc.problems] == [
            ProblemKind.TOO_SHORT,
            ProblemKind.NOT_A_LETTER,
            ProblemKind.TOO_LONG,
        ]
    else:
        raise AssertionError("expected PlayInputError")


def test_limits_can_be_changed_for_other_boards():
    limits = PlayLimits(min_letters=2, max_letters=21, max_words=12)
    assert parse_play("q" * 21, ENGLISH, limits).keys == ("Q" * 21,)


@settings(max_examples=400, deadline=None)
@given(st.text())
def test_the_parser_never_raises_anything_but_its_input_error(text):
    try:
        play = parse_play(text, ENGLISH)
    except PlayInputError as exc:
        assert exc.problems
        assert all(p.message for p in exc.problems)
    else:
        assert 1 <= len(play.words) <= 8
        assert all(2 <= len(w.tiles) <= 15 for w in play.words)
        assert all(w.key.isascii() and w.key.isupper() for w in play.words)


@settings(max_examples=200, deadline=None)
@given(
    st.lists(
        st.text(
            alphabet="abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ", min_size=2, max_size=15
        ),
        min_size=1,
        max_size=8,
    ),
    st.sampled_from([" ", ",", "\n", " , ", "\r\n"]),
)
def test_valid_words_always_parse_to_their_uppercase_keys(words, separator):
    assert keys(separator.join(words)) == tuple(w.upper() for w in words)


@settings(max_examples=200, deadline=None)
@given(st.text(alphabet=st.characters(codec="utf-8"), max_size=60))
def test_read_entry_never_raises_for_the_entry_screen(text):
    entry = read_entry(text, ENGLISH)
    assert entry.can_judge == (not entry.problems)
