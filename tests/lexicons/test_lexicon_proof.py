"""A forged word graph that crashes the reader crashes a child process, never the station.

And a proof that a file was checked before is this station's own: a proof book dropped
into the lexicons folder (with or without a key) never lets a forged list through.
"""

from __future__ import annotations

import gc
import hashlib
import hmac
import json
import os
import secrets
import stat
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

import kiosk.lexicons.proof as proof
from kiosk.core.alphabet import load_alphabet
from kiosk.lexicons.file import LexiconFileError
from kiosk.lexicons.library import LexiconLibrary
from kiosk.lexicons.proof import KEY_FILE, PROOF_FILE, ProofBook, prove_in_child
from kiosk.runtime.station_runtime import open_station
from lexicon_build.builder import build_lexicon
from tests.lexforge import GENUINE_CONFIG, assemble, build_genuine, forge, split, swapped
from tests.lexforge import WORDS as GENUINE_WORDS

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


def test_a_child_that_hangs_is_stopped(tmp_path, monkeypatch):
    import kiosk.lexicons.proof as proof

    monkeypatch.setattr(
        proof, "_child_command", lambda: [sys.executable, "-c", "import time; time.sleep(30)"]
    )
    with pytest.raises(LexiconFileError, match="makes the reader loop"):
        prove_in_child(tmp_path / "x.clex", b"", timeout=1)


# --- The proof book: only this station's own proofs count ------------------------------------


def count_children(monkeypatch: pytest.MonkeyPatch) -> list[Path]:
    """The files proven in a child from now on (the child still runs)."""
    runs: list[Path] = []
    real = proof.prove_in_child

    def counting(path: Path, data: bytes, timeout: float = proof.CHILD_TIMEOUT_S) -> bool:
        runs.append(path)
        return real(path, data, timeout)

    monkeypatch.setattr(proof, "prove_in_child", counting)
    return runs


def proofs_under(key: bytes, data: bytes) -> list[str]:
    """What an attacker holding ``key`` would write: the HMAC of the sha256, raw and hex."""
    sha = hashlib.sha256(data)
    return [
        hmac.new(key, sha.digest(), hashlib.sha256).hexdigest(),
        hmac.new(key, sha.hexdigest().encode(), hashlib.sha256).hexdigest(),
    ]


def forged_nwl(folder: Path) -> Path:
    """NWL2023 with ZA swapped for ZZZQX, still claiming the genuine fingerprint."""
    genuine = build_genuine(folder)
    return forge(genuine, genuine, words=swapped(GENUINE_WORDS, "ZA", "ZZZQX"))


def proven_once(home: Path, monkeypatch: pytest.MonkeyPatch) -> tuple[Path, list[Path]]:
    """The genuine NWL2023 in ``home``, loaded once (proven in a child and remembered)."""
    runs = count_children(monkeypatch)
    genuine = build_genuine(home / "lexicons")
    assert LexiconLibrary(home / "lexicons").get("NWL2023").name == "NWL2023"
    assert runs == [genuine]
    return genuine, runs


def refused_as_forged(folder: Path) -> None:
    library = LexiconLibrary(folder)
    with pytest.raises(LexiconFileError, match="do not match its fingerprint"):
        library.get("NWL2023")
    found, problems = library.installed()
    assert [i.info.name for i in found if not i.builtin] == []
    assert [Path(p.path).name for p in problems] == ["NWL2023.clex"]


def test_a_forged_list_with_its_plain_digest_in_the_proof_book_is_refused(kiosk_home, monkeypatch):
    folder = kiosk_home / "lexicons"
    forged = forged_nwl(folder)
    (folder / PROOF_FILE).write_text(json.dumps([hashlib.sha256(forged.read_bytes()).hexdigest()]))
    runs = count_children(monkeypatch)
    refused_as_forged(folder)
    assert runs and set(runs) == {forged}  # checked word by word in a child: not trusted
    (kiosk_home / "station.toml").write_text(GENUINE_CONFIG)
    runtime = open_station()
    try:
        assert not runtime.ready
        assert "NWL2023.clex" in runtime.problem and "fingerprint" in runtime.problem
    finally:
        runtime.close()
    assert not (kiosk_home / KEY_FILE).exists()  # nothing proven: nothing remembered


@pytest.mark.parametrize("station_has_a_key", [False, True])
def test_a_proof_book_and_key_copied_from_another_station_prove_nothing(
    kiosk_home, monkeypatch, station_has_a_key
):
    folder = kiosk_home / "lexicons"
    forged = forged_nwl(folder)
    if station_has_a_key:
        (kiosk_home / KEY_FILE).write_bytes(secrets.token_bytes(32))
    other_key = secrets.token_bytes(32)
    (folder / KEY_FILE).write_bytes(other_key)  # the other station's key, inside the folder
    (folder / PROOF_FILE).write_text(json.dumps(proofs_under(other_key, forged.read_bytes())))
    runs = count_children(monkeypatch)
    refused_as_forged(folder)
    assert runs and set(runs) == {forged}


def test_a_genuine_file_is_proven_once_then_remembered(kiosk_home, monkeypatch):
    genuine, runs = proven_once(kiosk_home, monkeypatch)
    key = (kiosk_home / KEY_FILE).read_bytes()
    assert len(key) == 32
    if os.name == "posix":
        assert stat.S_IMODE((kiosk_home / KEY_FILE).stat().st_mode) == 0o600
    book = json.loads((kiosk_home / "lexicons" / PROOF_FILE).read_text())
    assert hashlib.sha256(genuine.read_bytes()).hexdigest() not in book
    assert book == proofs_under(key, genuine.read_bytes())[:1]
    for remember in (True, False):
        assert LexiconLibrary(genuine.parent, remember_proofs=remember).get("NWL2023")
    assert runs == [genuine]  # no child at the later loads


def test_a_proven_file_is_read_in_place_and_stays_whole(kiosk_home, monkeypatch):
    """At a later start the proven bytes are read where they lie (no copy, no digest again):
    the lexicon keeps them alive, so it judges the same after every other reference to them
    is gone and the memory around them is reused."""
    genuine, runs = proven_once(kiosk_home, monkeypatch)
    first = LexiconLibrary(genuine.parent).get("NWL2023")
    assert first.mapped is not None and first.mapped == genuine.read_bytes()
    assert runs == [genuine]
    churn = [bytes(range(256)) * 64 for _ in range(2000)]  # reuse the freed memory
    del churn
    gc.collect()
    assert sorted(first.words()) == sorted(GENUINE_WORDS)
    assert "ZYZZYVA" in first and "ZYZZYVAS" not in first
    # a changed byte is no longer the proven file: every check is made on it again
    damaged = bytearray(genuine.read_bytes())
    damaged[-40] ^= 0x01
    genuine.write_bytes(bytes(damaged))
    with pytest.raises(LexiconFileError, match="checksum mismatch"):
        LexiconLibrary(genuine.parent).get("NWL2023")


def test_an_old_plain_digest_is_proven_again_once_and_replaced(kiosk_home, monkeypatch):
    folder = kiosk_home / "lexicons"
    genuine = build_genuine(folder)
    plain = hashlib.sha256(genuine.read_bytes()).hexdigest()
    (folder / PROOF_FILE).write_text(json.dumps([plain]))  # written by the previous version
    runs = count_children(monkeypatch)
    for _ in range(2):
        assert LexiconLibrary(folder).get("NWL2023").name == "NWL2023"
    assert runs == [genuine]
    assert plain not in (folder / PROOF_FILE).read_text()


def test_the_key_file_can_be_given(tmp_path, monkeypatch):
    folder = tmp_path / "lexicons"
    genuine = build_genuine(folder)
    key_file = tmp_path / "elsewhere.key"
    assert ProofBook(folder, key_file=key_file).check(genuine, genuine.read_bytes())
    assert len(key_file.read_bytes()) == 32 and not (tmp_path / KEY_FILE).exists()
    runs = count_children(monkeypatch)
    assert ProofBook(folder, key_file=key_file).check(genuine, genuine.read_bytes())
    assert runs == []
    assert ProofBook(folder, key_file=tmp_path / "other.key").check(genuine, genuine.read_bytes())
    assert runs == [genuine]


def _missing(path: Path) -> None:
    path.unlink()


def _folder(path: Path) -> None:
    path.unlink()
    path.mkdir()


def _fifo(path: Path) -> None:
    path.unlink()
    os.mkfifo(path)


def _sized(size: int) -> Callable[[Path], None]:
    return lambda path: path.write_bytes(b"k" * size)


KEY_DAMAGE = {
    "missing": _missing,
    "empty": _sized(0),
    "short": _sized(31),
    "long": _sized(33),
    "folder": _folder,
    "fifo": _fifo,
}


@pytest.mark.timeout(60)
@pytest.mark.parametrize("damage", sorted(KEY_DAMAGE))
def test_a_bad_key_trusts_no_proof_and_is_replaced(kiosk_home, monkeypatch, damage):
    if damage == "fifo" and not hasattr(os, "mkfifo"):
        pytest.skip("no named pipes here")
    genuine, runs = proven_once(kiosk_home, monkeypatch)
    key_file = kiosk_home / KEY_FILE
    old_key = key_file.read_bytes()
    KEY_DAMAGE[damage](key_file)
    assert LexiconLibrary(genuine.parent).get("NWL2023").name == "NWL2023"
    assert runs == [genuine, genuine]  # proven again: no stored proof was trusted
    assert LexiconLibrary(genuine.parent).get("NWL2023").name == "NWL2023"
    if damage == "folder":  # cannot be replaced: proven again at every start, never wrong
        assert key_file.is_dir() and runs == [genuine] * 3
        return
    new_key = key_file.read_bytes()
    assert len(new_key) == 32 and new_key != old_key
    assert stat.S_ISREG(key_file.stat().st_mode)
    if os.name == "posix":
        assert stat.S_IMODE(key_file.stat().st_mode) == 0o600
    assert runs == [genuine, genuine]  # remembered again under the new key


def _book_of(make: Callable[[list[str]], bytes]) -> Callable[[Path, list[str]], None]:
    return lambda path, proofs: path.write_bytes(make(proofs))


def _book_folder(path: Path, proofs: list[str]) -> None:
    path.unlink()
    path.mkdir()


def _book_fifo(path: Path, proofs: list[str]) -> None:
    path.unlink()
    os.mkfifo(path)


# Every bad book holds the station's real proof somewhere: only a reader that refuses the
# whole book (rather than crashing or picking the proof out) proves the file again.
BOOK_DAMAGE: dict[str, Callable[[Path, list[str]], None]] = {
    "nested 100000": _book_of(lambda p: b"[" * 100_000),
    "nested 50000": _book_of(lambda p: b"[" * 50_000),  # within the size limit: recursion
    "fifo": _book_fifo,
    "folder": _book_folder,
    "garbage": _book_of(lambda p: b"\xff\xfe\x00" + json.dumps(p).encode()),
    "10 MB": _book_of(lambda p: json.dumps(p).encode()[:-1] + b" " * 10_000_000 + b"]"),
    "dict": _book_of(lambda p: json.dumps({p[0]: p[0]}).encode()),
    "odd entries": _book_of(lambda p: json.dumps([1, None, ["x"], "\u00e9" * 64]).encode()),
}


@pytest.mark.timeout(60)
@pytest.mark.parametrize("damage", sorted(BOOK_DAMAGE))
def test_a_bad_proof_book_is_ignored_without_crash_or_hang(kiosk_home, monkeypatch, damage):
    if damage == "fifo" and not hasattr(os, "mkfifo"):
        pytest.skip("no named pipes here")
    genuine, runs = proven_once(kiosk_home, monkeypatch)
    book = genuine.parent / PROOF_FILE
    BOOK_DAMAGE[damage](book, json.loads(book.read_text()))
    assert LexiconLibrary(genuine.parent).get("NWL2023").name == "NWL2023"
    assert runs == [genuine, genuine]  # proven again, and accepted
    assert LexiconLibrary(genuine.parent).get("NWL2023").name == "NWL2023"
    if damage == "folder":  # cannot be replaced: proven again at every start, never wrong
        assert book.is_dir() and runs == [genuine] * 3
    else:
        assert runs == [genuine, genuine]  # the book was rewritten and is trusted again
        assert len(json.loads(book.read_text())) == 1


def test_without_remembering_neither_book_nor_key_is_written(kiosk_home, monkeypatch):
    folder = kiosk_home / "lexicons"
    genuine = build_genuine(folder)
    runs = count_children(monkeypatch)
    for _ in range(2):
        assert LexiconLibrary(folder, remember_proofs=False).get("NWL2023").name == "NWL2023"
    assert runs == [genuine, genuine]
    assert sorted(p.name for p in kiosk_home.iterdir()) == ["NWL2023-words.txt", "lexicons"]
    assert sorted(p.name for p in folder.iterdir()) == ["NWL2023.clex"]
    (kiosk_home / KEY_FILE).write_bytes(b"short")  # a damaged key is left as it is, too
    assert LexiconLibrary(folder, remember_proofs=False).get("NWL2023").name == "NWL2023"
    assert (kiosk_home / KEY_FILE).read_bytes() == b"short"
    assert not (folder / PROOF_FILE).exists() and len(runs) == 3
