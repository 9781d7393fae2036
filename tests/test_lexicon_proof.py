"""A forged word graph that crashes the reader crashes a child process, never the station."""

from __future__ import annotations

import hashlib
import subprocess
import sys
from pathlib import Path

import pytest

from kiosk.core.alphabet import load_alphabet
from kiosk.lexicon import LexiconFileError
from kiosk.lexicon_proof import PROOF_FILE, prove_in_child
from kiosk.lexicons import LexiconLibrary
from kiosk.runtime import open_station
from lexicon_build.builder import build_lexicon
from tests.lexforge import assemble, split

WORDS = [f"{a}{b}{c}" for a in "abcdefghij" for b in "klmnopqrst" for c in "uvwxyz"][:2000]
# One byte of this list's word graph that makes marisa read out of bounds (found by a seeded
# search: byte 593 set to 48 ends the reading process with SIGSEGV).
CRASH_AT, CRASH_VALUE = 593, 48
RAW_LOAD = (
    "import marisa_trie, sys; t = marisa_trie.Trie(); "
    "t.frombytes(open(sys.argv[1], 'rb').read()); print(len(list(t.keys())))"
)


def forged_crasher(folder: Path, name: str = "CRASH") -> Path:
    """A lexicon whose trie is damaged and whose digests were all recomputed."""
    source = folder.parent / "crash-words.txt"
    source.write_text("\n".join(WORDS) + "\n")
    genuine = folder / f"{name}.clex"
    folder.mkdir(parents=True, exist_ok=True)
    build_lexicon([source], name=name, alphabet=load_alphabet("english")).write(genuine)
    header, trie = split(genuine.read_bytes())
    damaged = bytearray(trie)
    damaged[CRASH_AT] = CRASH_VALUE
    header = {**header, "trie_sha256": hashlib.sha256(bytes(damaged)).hexdigest()}
    genuine.write_bytes(assemble(header, bytes(damaged)))
    return genuine


def crashes_a_bare_reader(path: Path, tmp_path: Path) -> bool:
    _header, trie = split(path.read_bytes())
    raw = tmp_path / "raw.trie"
    raw.write_bytes(trie)
    try:
        done = subprocess.run(
            [sys.executable, "-c", RAW_LOAD, str(raw)], capture_output=True, timeout=20
        )
    except subprocess.TimeoutExpired:
        return True
    return done.returncode < 0


def test_a_word_graph_that_crashes_the_reader_is_refused_and_the_station_lives(
    kiosk_home, tmp_path
):
    forged = forged_crasher(kiosk_home / "lexicons")
    dangerous = crashes_a_bare_reader(forged, tmp_path)
    (kiosk_home / "station.toml").write_text('[[profiles]]\nname = "A"\nlexicon = "CRASH"\n')
    runtime = open_station()  # this process would die here if it read the graph itself
    try:
        assert not runtime.ready
        assert "CRASH.clex" in runtime.problem
        if dangerous:
            assert "crashes the reader (SIGSEGV)" in runtime.problem
    finally:
        runtime.close()
    assert not (kiosk_home / "lexicons" / PROOF_FILE).exists()  # never remembered as proven


def test_the_judge_command_refuses_it_without_dying(kiosk_home, tmp_path):
    forged = forged_crasher(tmp_path / "usb")
    done = subprocess.run(
        [sys.executable, "-m", "kiosk", "judge", "--no-log", "--lexicon", str(forged), "AA"],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 3, done.stderr
    assert "do not use it" in done.stderr and "Traceback" not in done.stderr


def test_a_genuine_file_is_proven_once_then_remembered(kiosk_home, tmp_path):
    folder = kiosk_home / "lexicons"
    folder.mkdir()
    source = tmp_path / "w.txt"
    source.write_text("qi\nza\ncat\n")
    build_lexicon([source], name="MINI", alphabet=load_alphabet("english")).write(
        folder / "MINI.clex"
    )
    assert LexiconLibrary(folder).get("MINI").name == "MINI"
    proven = (folder / PROOF_FILE).read_text()
    digest = hashlib.sha256((folder / "MINI.clex").read_bytes()).hexdigest()
    assert digest in proven
    assert LexiconLibrary(folder, remember_proofs=False).get("MINI").name == "MINI"


def test_a_child_that_hangs_is_stopped(tmp_path, monkeypatch):
    import kiosk.lexicon_proof as proof

    monkeypatch.setattr(
        proof, "_child_command", lambda: [sys.executable, "-c", "import time; time.sleep(30)"]
    )
    with pytest.raises(LexiconFileError, match="makes the reader loop"):
        prove_in_child(tmp_path / "x.clex", b"", timeout=1)
