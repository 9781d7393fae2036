"""lexicon-build: what a careless director or an attacker feeds it is refused within bounds.

Huge, sparse, endless and exploding sources, word graphs that loop or spell more
words than any list, lines that are not words, and words longer than the board.
The heavy cases run the real CLI in a child process whose peak memory is measured.
"""

from __future__ import annotations

import gzip
import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from kiosk.core.alphabet import load_alphabet
from kiosk.lexicons.file import load_lexicon
from lexicon_build.builder import BuildError, CountMismatch, build_lexicon
from lexicon_build.cli import main as lexicon_build
from lexicon_build.limits import MAX_ENTRIES, MAX_SOURCE_BYTES
from lexicon_build.source import SourceError, read_source
from tests.conftest import REPO
from tests.lexformats import doubling_kwg, write_kwg

ENGLISH = load_alphabet("english")
ENABLE = REPO / "assets" / "enable1.txt"
SMALL_RSS_MB = 150  # the interpreter with lexicon_build loaded needs about 25 MB


def run_cli(*args: str | Path, timeout: float = 60) -> tuple[int, str, float]:
    """lexicon-build in a child process: exit code, stderr, peak memory in MB."""
    probe = textwrap.dedent(
        """
        import sys
        from lexicon_build.cli import main
        try:
            code = main(sys.argv[1:])
        finally:
            # VmHWM, not ru_maxrss: Linux carries ru_maxrss over from the parent
            # (this test run) across fork and exec.
            with open("/proc/self/status") as status:
                peak = [line.split()[1] for line in status if line.startswith("VmHWM:")][0]
            print(f"PEAK_KB {peak}", file=sys.stderr)
        raise SystemExit(code)
        """
    )
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    done = subprocess.run(
        [sys.executable, "-c", probe, *map(str, args)],
        capture_output=True,
        text=True,
        timeout=timeout,
        env=env,
        cwd=REPO,
    )
    err = done.stderr
    peak_line = [line for line in err.splitlines() if line.startswith("PEAK_KB ")]
    assert peak_line, err
    return done.returncode, err, int(peak_line[-1].split()[1]) / 1024


# -- sources that never end, or are far too big ------------------------------------------


def test_a_3_gb_sparse_file_is_refused_at_once_without_reading_it(tmp_path):
    huge = tmp_path / "disk-image.txt"
    with huge.open("wb") as file:
        os.truncate(file.fileno(), 3 * 1024**3)  # sparse: costs no disk
    code, err, peak_mb = run_cli(huge, "--out", tmp_path / "x.clex", timeout=30)
    assert code == 2
    assert f"{huge}: is 3.0 GB, more than the 256 MB a word list may be" in err
    assert "Traceback" not in err
    assert peak_mb < SMALL_RSS_MB
    assert not (tmp_path / "x.clex").exists()


def test_dev_zero_and_a_pipe_are_refused_as_not_regular_files(tmp_path):
    fifo = tmp_path / "words.pipe"
    os.mkfifo(fifo)  # opening it would wait for a writer forever
    for source in (Path("/dev/zero"), fifo):
        code, err, peak_mb = run_cli(source, "--out", tmp_path / "x.clex", timeout=30)
        assert code == 2
        assert f"{source}: is not a regular file (a device, pipe or socket)" in err
        assert "Traceback" not in err
        assert peak_mb < SMALL_RSS_MB


def test_a_gzip_bomb_is_refused_once_it_unpacks_past_the_limit(tmp_path):
    bomb = tmp_path / "words.txt.gz"
    block = b"a\n" * (1 << 19)  # 1 MB
    with gzip.open(bomb, "wb", compresslevel=1) as out:
        for _ in range(MAX_SOURCE_BYTES // len(block) + 8):
            out.write(block)
    assert bomb.stat().st_size < 2 * 1024 * 1024
    code, err, peak_mb = run_cli(bomb, "--out", tmp_path / "x.clex", timeout=120)
    assert code == 2
    assert f"{bomb}: unpacks to more than 256 MB" in err
    assert "Traceback" not in err
    # never more than the limit held at once (plus the interpreter)
    assert peak_mb < MAX_SOURCE_BYTES / 1024**2 + 3 * SMALL_RSS_MB


def test_the_limit_holds_for_plain_and_gzip_sources_to_the_byte(tmp_path):
    plain = tmp_path / "list.txt"
    plain.write_bytes(b"x" * 1000)
    assert read_source(plain, limit=1000)[0] == b"x" * 1000
    with pytest.raises(SourceError, match=r"list\.txt: is 1,000 bytes, more than the 999 bytes"):
        read_source(plain, limit=999)
    packed = tmp_path / "list.txt.gz"
    packed.write_bytes(gzip.compress(b"x" * 1000))
    data, digest = read_source(packed, limit=1000)
    assert data == b"x" * 1000 and len(digest) == 64
    with pytest.raises(SourceError, match=r"list\.txt\.gz: unpacks to more than 999 bytes"):
        read_source(packed, limit=999)


def test_a_damaged_gzip_and_a_folder_get_a_message(tmp_path):
    damaged = tmp_path / "list.txt.gz"
    damaged.write_bytes(gzip.compress(b"cat\ndog\n" * 100)[:-12])
    with pytest.raises(BuildError, match=r"list\.txt\.gz: damaged gzip file"):
        build_lexicon([damaged], name="T", alphabet=ENGLISH)
    with pytest.raises(BuildError, match="is a folder, not a word list"):
        build_lexicon([tmp_path], name="T", alphabet=ENGLISH)


def test_more_lines_than_any_lexicon_holds_are_refused_before_reading_them(tmp_path):
    many = tmp_path / "many.txt"
    many.write_bytes(b"a\n" * (MAX_ENTRIES + 1))
    with pytest.raises(BuildError, match=r"many.txt: it has 8,000,001 lines, more than the 8,0"):
        build_lexicon([many], name="T", alphabet=ENGLISH)


# -- word graphs that loop or explode ------------------------------------------------------


@pytest.mark.parametrize(
    "loop, message",
    [
        (True, "lead back to node 1 (the word graph loops); the file is damaged"),
        (False, "holds more than 8,000,000 words, more than a word list may hold"),
    ],
)
def test_a_324_byte_kwg_that_loops_or_explodes_is_refused_in_bounded_memory(
    tmp_path, loop, message
):
    crafted = tmp_path / "crafted.kwg"
    crafted.write_bytes(doubling_kwg(40, loop=loop))
    assert crafted.stat().st_size == 324
    code, err, peak_mb = run_cli(crafted, "--out", tmp_path / "x.clex", timeout=30)
    assert code == 2
    assert f"{crafted}: " in err and message in err
    assert "Traceback" not in err
    assert peak_mb < SMALL_RSS_MB


def test_a_kwg_arc_beyond_the_file_is_refused_naming_the_node(tmp_path):
    data = bytearray(write_kwg([[1, 2], [3]]))
    data[4:8] = (1 << 24 | 0x3FFFFF).to_bytes(4, "little")  # node 1: arc to node 4,194,303
    source = tmp_path / "beyond.kwg"
    source.write_bytes(bytes(data))
    with pytest.raises(BuildError, match="node 1 refers to node 4,194,303, but the file has only"):
        build_lexicon([source], name="T", alphabet=ENGLISH, input_format="kwg")


# -- lines that are not words, words no play can hold --------------------------------------


def test_a_line_over_64_letters_is_a_bad_line_naming_file_and_line(tmp_path, capsys):
    source = tmp_path / "list.txt"
    source.write_text("cat\n" + "a" * 65 + "\ndog\n" + "b" * 5_000_000 + "\n" + "c" * 64 + "\n")
    out = tmp_path / "x.clex"
    assert lexicon_build([str(source), "--out", str(out)]) == 2
    err = capsys.readouterr().err
    assert "lines that are not words of the English alphabet: 2;" in err
    assert f"list.txt:2: '{'a' * 60}…': longer than 64 letters, so not a word" in err
    assert "list.txt:4: 'bbbb" in err
    assert len(err) < 2000  # a huge line is not copied into the report
    assert not out.exists()
    assert lexicon_build([str(source), "--out", str(out), "--skip-invalid", "--json"]) == 0
    payload = json.loads(capsys.readouterr().out)["lexicon"]
    assert payload["skipped_invalid"] == 2
    assert payload["word_count"] == 3 and payload["longer_than_board"] == 1


def test_words_longer_than_the_board_are_counted_and_kept_by_default(tmp_path, capsys):
    # ENABLE holds 4,272 words of 16 to 28 letters; it still builds to its published
    # count and the fingerprint of its sorted words (the built-in lexicon's).
    built = build_lexicon([ENABLE], name="ENABLE", alphabet=ENGLISH, expect_count=172_820)
    assert built.info.word_count == 172_820
    assert built.info.longer_than_board == 4_272
    assert built.info.skipped_too_long == 0
    assert built.info.fingerprint.startswith("b819e7b67f8f2c80")
    out = tmp_path / "enable.clex"
    built.write(out)
    assert lexicon_build(["info", str(out)]) == 0
    assert (
        "too long:     4,272 word(s) longer than the board (15 letters), kept; "
        "no play can hold them" in capsys.readouterr().out
    )


def test_leave_out_long_leaves_them_out_counts_them_and_keeps_the_published_count(tmp_path, capsys):
    out = tmp_path / "enable.clex"
    args = [str(ENABLE), "--out", str(out), "--leave-out-long", "--expect-count", "172820"]
    assert lexicon_build([*args, "--json"]) == 0
    built = json.loads(capsys.readouterr().out)["lexicon"]
    assert built["word_count"] == 172_820 - 4_272
    assert built["max_length"] == 15
    assert built["skipped_too_long"] == built["longer_than_board"] == 4_272
    lexicon = load_lexicon(out)  # the station reads the file (and ignores the new fields)
    assert "ZYZZYVAS" in lexicon and "ANTIDISESTABLISHMENTARIANISM" not in lexicon
    assert lexicon_build(["info", str(out), "--json"]) == 0
    info = json.loads(capsys.readouterr().out)["lexicon"]
    assert info["skipped_too_long"] == 4_272
    assert lexicon_build(["info", str(out)]) == 0
    assert "4,272 word(s) longer than the board (15 letters), left out" in capsys.readouterr().out
    mismatch = r"172,820 words \(4,272 longer than 15 letters left out\)"
    with pytest.raises(CountMismatch, match=mismatch):
        build_lexicon(
            [ENABLE], name="E", alphabet=ENGLISH, leave_out_long=True, expect_count=168_548
        )


def test_a_33_letter_word_never_fails_a_published_list_even_in_a_word_graph(tmp_path):
    # Quackle's Norwegian list holds words of up to 33 letters.
    norwegian = load_alphabet("norwegian")
    long_word = [1 + norwegian.tile_index("Å")] * 33  # .kwg tiles count from 1
    source = tmp_path / "nsf.kwg"
    source.write_bytes(write_kwg([long_word, [1, 2]]))
    built = build_lexicon([source], name="NSF", alphabet=norwegian, leave_out_long=True)
    assert built.info.word_count == 1
    assert built.info.skipped_too_long == 1


def test_lengths_are_counted_in_tiles_not_characters(tmp_path):
    # Spanish CH is one tile: 15 of them fill the board; 40 are too long but a word;
    # 65 are over the limit.
    spanish = load_alphabet("spanish")
    source = tmp_path / "fise.txt"
    source.write_text("ch" * 15 + "\n" + "ch" * 40 + "\n" + "ch" * 65 + "\ncasa\n")
    with pytest.raises(BuildError) as refused:
        build_lexicon([source], name="FISE", alphabet=spanish)
    assert refused.value.reject_count == 1
    assert refused.value.rejects[0].line == 3
    built = build_lexicon([source], name="FISE", alphabet=spanish, skip_invalid=True)
    assert built.info.word_count == 3
    assert built.info.longer_than_board == 1
    assert built.info.max_length == 40
