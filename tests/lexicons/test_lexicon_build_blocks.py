"""lexicon-build reads text lists in blocks: the words, lines and fingerprint never depend on it.

A list is decoded a megabyte at a time and its keys kept in one sorted list;
these tests hold the result to what the word-by-word definition gives
(`Alphabet.normalise`, a set, `sorted`, sha256 over the keys one a line).
"""

from __future__ import annotations

import hashlib
import random
import unicodedata
from pathlib import Path

import pytest

from kiosk.core.alphabet import load_alphabet
from kiosk.lexicons.file import fingerprint_of, load_lexicon
from lexicon_build.builder import BuildError, build_lexicon
from lexicon_build.readers import ReadError
from lexicon_build.readers.text import TextReader

POLISH = load_alphabet("polish")
ENGLISH = load_alphabet("english")
LETTERS = "aąbcćdeęfghijklłmnńoóprsśtuwyzźż"


def polish_words(count: int, seed: int) -> list[str]:
    rng = random.Random(seed)
    words = set()
    while len(words) < count:
        stem = "".join(rng.choices(LETTERS, k=rng.randint(2, 9)))
        for ending in rng.sample(["", "a", "ami", "ach", "ę", "ą", "ów", "ość", "eś"], 3):
            words.add(stem + ending)
    return sorted(words)[:count]


def independent_fingerprint(keys: set[str]) -> str:
    text = "".join(key + "\n" for key in sorted(keys))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def build(tmp_path: Path, *paths: Path, alphabet=POLISH, **kwargs):
    result = build_lexicon(list(paths), name="TEST", alphabet=alphabet, **kwargs)
    out = tmp_path / "out.clex"
    result.write(out)
    return result, load_lexicon(out)


def test_a_multi_megabyte_polish_list_has_the_fingerprint_of_its_sorted_set(tmp_path):
    words = polish_words(220_000, seed=5)
    rng = random.Random(9)
    lines = words + rng.sample(words, 20_000)  # duplicates, far apart
    rng.shuffle(lines)
    # Case, decomposed letters and CRLF must come out as the same keys.
    lines = [w.upper() if i % 7 == 0 else w for i, w in enumerate(lines)]
    lines = [unicodedata.normalize("NFD", w) if i % 11 == 0 else w for i, w in enumerate(lines)]
    data = "\r\n".join(lines[:1000]) + "\r\n" + "\n".join(lines[1000:]) + "\n"
    path = tmp_path / "slowa.txt"
    path.write_text(data, encoding="utf-8")
    assert path.stat().st_size > 2 * 1024 * 1024  # three blocks

    result, lexicon = build(tmp_path, path)
    keys = {POLISH.normalise(line) for line in lines}
    assert len(keys) == len(set(words))
    assert result.info.fingerprint == independent_fingerprint(keys)
    assert result.info.fingerprint == fingerprint_of(sorted(set(keys)))
    assert lexicon.fingerprint == result.info.fingerprint
    assert result.info.word_count == len(keys) == len(lexicon)
    assert result.info.duplicates_merged == len(lines) - len(keys)
    assert result.info.sources[0].words == len(keys)
    assert (result.info.min_length, result.info.max_length) == (
        min(map(len, keys)),
        max(map(len, keys)),
    )
    for key in random.Random(1).sample(sorted(keys), 500):
        assert key in lexicon


def test_two_sources_count_the_new_words_each_brings(tmp_path):
    words = sorted(polish_words(60_000, seed=2))
    first = tmp_path / "a.txt"
    second = tmp_path / "b.txt"
    first.write_text("\n".join(words[:40_000]) + "\n", encoding="utf-8")
    second.write_text("\n".join(reversed(words[30_000:])) + "\n", encoding="utf-8")
    result, _ = build(tmp_path, first, second)
    assert [s.words for s in result.info.sources] == [40_000, 20_000]
    assert result.info.duplicates_merged == 10_000
    assert result.info.fingerprint == independent_fingerprint({w.upper() for w in words})


BLOCKY = (
    "\ufeffcat\r\n# a comment\r\ndogs  definition\r\n\r\n  zyzzyva$\r\naa\nbé\n"
    + "\n".join(f"word{'x' * (i % 5)}" for i in range(40))
    + "\n\n"
)


@pytest.mark.parametrize("block_bytes", [1, 2, 7, 16, 33, 1 << 20])
def test_blocks_give_the_same_words_and_lines_whatever_their_size(block_bytes):
    reader = TextReader()
    data = BLOCKY.encode("utf-8")
    whole = reader.read(data, ENGLISH)
    texts: list[str] = []
    lines: list[int] = []
    for block in reader.blocks(data, block_bytes=block_bytes):
        found = block.candidates()
        texts += found.texts
        lines += [found.line(i) for i in range(len(found.texts))]
    assert texts == whole.texts
    assert lines == whole.lines
    assert texts[:5] == ["cat", "dogs", "zyzzyva", "aa", "bé"]
    assert lines[:5] == [1, 3, 5, 6, 7]
    assert "\r" not in "".join(texts)


def test_bad_utf8_deep_in_a_list_names_its_line(tmp_path):
    lines = [b"kot"] * 150_000 + [b"caf\xe9"] + [b"pies"] * 10
    path = tmp_path / "latin1.txt"
    path.write_bytes(b"\n".join(lines) + b"\n")
    with pytest.raises(BuildError, match=r"latin1.txt: line 150001 is not UTF-8 text"):
        build(tmp_path, path)
    with pytest.raises(ReadError, match="line 150001 "):
        list(TextReader().blocks(path.read_bytes(), block_bytes=4096))


def test_rejects_deep_in_a_bulk_list_name_their_line_and_text(tmp_path):
    lines = ["kot"] * 200_000
    lines[123_456] = "kot-ek"
    lines[199_999] = "q" * 70  # Polish has no Q, and 70 letters is no word anyway
    path = tmp_path / "slowa.txt"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    with pytest.raises(BuildError) as caught:
        build(tmp_path, path)
    found = [(r.line, r.text) for r in caught.value.rejects]
    assert found[0] == (123_457, "kot-ek")
    assert found[1][0] == 200_000


def test_a_word_over_64_letters_is_left_out_with_skip_invalid_even_in_a_bulk_list(tmp_path):
    path = tmp_path / "list.txt"
    path.write_text("cat\n" + "a" * 70 + "\n" + "b" * 20 + "\ndogs\n", encoding="utf-8")
    result, lexicon = build(tmp_path, path, alphabet=ENGLISH, skip_invalid=True)
    assert sorted(lexicon.words()) == ["B" * 20, "CAT", "DOGS"]
    assert result.info.skipped_invalid == 1 and result.info.longer_than_board == 1
    result, lexicon = build(
        tmp_path, path, alphabet=ENGLISH, skip_invalid=True, leave_out_long=True
    )
    assert sorted(lexicon.words()) == ["CAT", "DOGS"]
    assert result.info.skipped_too_long == 1


def test_a_blank_last_line_is_skipped_like_any_blank_line(tmp_path):
    path = tmp_path / "list.txt"
    path.write_text("cat\ndogs\n\n", encoding="utf-8")
    _, lexicon = build(tmp_path, path, alphabet=ENGLISH)
    assert sorted(lexicon.words()) == ["CAT", "DOGS"]


def test_a_multi_letter_alphabet_reads_blocks_word_by_word(tmp_path):
    spanish = load_alphabet("spanish")
    rng = random.Random(4)
    pieces = ["a", "ch", "ll", "rr", "ñ", "e", "o", "s", "c", "h", "l"]
    words = ["".join(rng.choices(pieces, k=rng.randint(2, 8))) for _ in range(5000)]
    path = tmp_path / "es.txt"
    path.write_text("\n".join(words) + "\n", encoding="utf-8")
    result, _ = build(tmp_path, path, alphabet=spanish)
    keys = {spanish.normalise(w) for w in words}
    assert result.info.fingerprint == independent_fingerprint(keys)
    assert result.info.word_count == len(keys)


def test_progress_tells_each_source_as_it_is_read_and_the_graph_built(tmp_path):
    words = sorted(polish_words(120_000, seed=3))
    first = tmp_path / "a.txt"
    second = tmp_path / "b.txt"
    first.write_text("\n".join(words[:100_000]) + "\n", encoding="utf-8")
    second.write_text("# comment\n" + "\n".join(words[100_000:]) + "\n", encoding="utf-8")
    seen: list[tuple[str, int, int | None]] = []
    build_lexicon(
        [first, second],
        name="P",
        alphabet=POLISH,
        progress=lambda stage, done, total: seen.append((stage, done, total)),
    )
    reading_a = [done for stage, done, _ in seen if stage == "reading a.txt"]
    assert len(reading_a) > 2 and reading_a == sorted(reading_a)  # a block at a time
    assert seen[-1] == ("building word graph", 120_000, 120_000)
    assert ("reading a.txt", 100_000, 100_000) in seen
    assert ("reading b.txt", 20_000, 20_000) in seen  # words, not the comment line
