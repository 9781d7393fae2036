"""Forging lexicon files the way an attacker would: edit the parts, recompute what is easy.

A `.clex` file is magic, header length, JSON header, trie length, marisa trie and
a trailing sha256 (see kiosk/lexicons/file.py). Anyone can rebuild the trie from an
edited word list, rewrite the header and recompute both digests; these helpers
do exactly that, so the tests show what loading catches beyond the checksums.
"""

from __future__ import annotations

import hashlib
import json
import struct
from collections.abc import Iterable
from pathlib import Path
from typing import Any

import marisa_trie

from kiosk.core.alphabet import load_alphabet
from kiosk.lexicons.file import MAGIC, fingerprint_of
from kiosk.runtime.station_runtime import StationRuntime, open_station
from lexicon_build.builder import build_lexicon

ENGLISH = load_alphabet("english")
WORDS = ["AA", "CAT", "DOGS", "JO", "QI", "XU", "ZA", "ZYZZYVA", "QUIXOTRY", "AE"]


def build_genuine(folder: Path, name: str = "NWL2023", file: str | None = None) -> Path:
    """A small real lexicon built by lexicon-build's builder."""
    folder.mkdir(parents=True, exist_ok=True)
    source = folder.parent / f"{name}-words.txt"  # not among the lexicon files
    source.write_text("\n".join(w.lower() for w in WORDS) + "\n", encoding="utf-8")
    result = build_lexicon([source], name=name, alphabet=ENGLISH, description="test list")
    out = folder / (file or f"{name}.clex")
    result.write(out)
    return out


# A station with one division judged with the genuine test lexicon (`build_genuine`).
GENUINE_CONFIG = '[[profiles]]\nname = "Division A"\nlexicon = "NWL2023"\nrule = "double"\n'


def open_genuine_station(home: Path) -> StationRuntime:
    """The station of `GENUINE_CONFIG` in ``home``, its lexicon built there; the caller
    closes it."""
    build_genuine(home / "lexicons")
    (home / "station.toml").write_text(GENUINE_CONFIG, encoding="utf-8")
    return open_station()


def split(data: bytes) -> tuple[dict[str, Any], bytes]:
    """The header and the trie bytes of a well-formed file."""
    (header_len,) = struct.unpack_from("<I", data, len(MAGIC))
    start = len(MAGIC) + 4
    header = json.loads(data[start : start + header_len].decode("utf-8"))
    trie_start = start + header_len + 8
    return header, data[trie_start:-32]


def assemble(
    header: dict[str, Any],
    trie_bytes: bytes,
    *,
    header_len: int | None = None,
    trie_len: int | None = None,
) -> bytes:
    """A file from its parts, lengths as given (or true) and a correct trailing checksum."""
    raw = json.dumps(header, ensure_ascii=False, sort_keys=True).encode()
    body = b"".join(
        [
            MAGIC,
            struct.pack("<I", len(raw) if header_len is None else header_len),
            raw,
            struct.pack("<Q", len(trie_bytes) if trie_len is None else trie_len),
            trie_bytes,
        ]
    )
    return body + hashlib.sha256(body).digest()


def forge(
    genuine: Path,
    out: Path,
    *,
    words: Iterable[str] | None = None,
    header: dict[str, Any] | None = None,
    fix_fingerprint: bool = False,
    fix_trie_digest: bool = True,
) -> Path:
    """Copy ``genuine`` to ``out`` with another word list and/or header fields.

    The trailing checksum is always recomputed; the header's ``trie_sha256``
    too unless ``fix_trie_digest`` is False; the fingerprint only when
    ``fix_fingerprint`` (otherwise the file keeps claiming the genuine one).
    """
    fields, trie_bytes = split(genuine.read_bytes())
    if words is not None:
        keys = sorted(set(words))
        trie_bytes = marisa_trie.Trie(keys).tobytes()
        if fix_fingerprint:
            fields["fingerprint"] = fingerprint_of(keys)
    if fix_trie_digest:
        fields["trie_sha256"] = hashlib.sha256(trie_bytes).hexdigest()
    fields.update(header or {})
    out.write_bytes(assemble(fields, trie_bytes))
    return out


def swapped(words: Iterable[str], old: str, new: str) -> list[str]:
    return [new if w == old else w for w in words]
