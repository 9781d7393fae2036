"""The station's lexicon library: the built-in ENABLE plus files installed under the home.

Installed lexicons are ``<kiosk home>/lexicons/*.clex``; a profile names a
lexicon by its name (the one inside the file, shown on the banner), and, when the event
plan names it (or two lists share one name), by the fingerprint of its words: two lists of
one name then live side by side, each found by its words. Loading is checked
(`kiosk.lexicons.file.load_lexicon`), and loaded lexicons are kept so that switching
profiles costs nothing.
"""

from __future__ import annotations

import hashlib
import json
import re
import struct
import threading
from dataclasses import dataclass
from pathlib import Path

from kiosk.core.station_messages import (
    NOT_INSTALLED,
    NOT_INSTALLED_BY_FINGERPRINT,
    TWO_WORD_LISTS,
)
from kiosk.lexicons.file import (
    MAGIC,
    Lexicon,
    LexiconFileError,
    LexiconInfo,
    parse_lexicon,
    read_lexicon_file,
)
from kiosk.lexicons.proof import ProofBook
from kiosk.storage.files import read_regular_file
from kiosk.storage.paths import DEFAULT_LEXICON_FILE, asset_path, kiosk_home

__all__ = [
    "BUILTIN_NAME",
    "InstalledLexicon",
    "LexiconLibrary",
    "UnknownLexicon",
    "claimed",
    "file_name_for",
]

BUILTIN_NAME = "ENABLE"
# The sha256 of the built-in file as shipped (tests/platform/test_resources.py keeps it true): those
# exact bytes were proven word by word when it was built; any other bytes are proven again.
BUILTIN_SHA256 = "b6b2ca21dfa621a75e4c55da1636e8135639a9fd195f1df7cf7b49cb6c69cfff"


def file_name_for(name: str) -> str:
    """The file name a lexicon called ``name`` is installed under (``NWL2023.clex``)."""
    safe = re.sub(r"[^A-Za-z0-9._+-]+", "_", name).strip("._") or "lexicon"
    return f"{safe}.clex"


_HEADER_PEEK = 64 << 10  # a header lists its sources in a few kilobytes


def _claimed(path: Path) -> tuple[str, str] | None:
    """The (name, fingerprint) a lexicon file's header states, read without checking the
    file (None when there is no readable header): enough to see that two files claim one
    name, never to trust either."""
    try:
        head = read_regular_file(path, _HEADER_PEEK)
        if not head.startswith(MAGIC):
            return None
        (length,) = struct.unpack_from("<I", head, len(MAGIC))
        start = len(MAGIC) + 4
        header = json.loads(head[start : start + length].decode("utf-8"))
        return str(header["name"]), str(header["fingerprint"])
    except (OSError, ValueError, KeyError, TypeError, struct.error, RecursionError):
        return None


def claimed(path: Path) -> tuple[str, str] | None:
    """The (name, fingerprint) a lexicon file's header claims, unchecked (None: no header):
    enough to keep a file of other words from being overwritten, never to judge with."""
    return _claimed(path)


class UnknownLexicon(LookupError):
    """A profile names a lexicon the station does not have (raised with a `Message`)."""


@dataclass(frozen=True)
class InstalledLexicon:
    path: Path
    info: LexiconInfo
    builtin: bool


class LexiconLibrary:
    """Finds, checks and caches the lexicons a station can use.

    Safe from any thread: the GUI thread, the event's sync and director jobs share one
    library, so its cache (and the proofs written beside it) change under one lock."""

    def __init__(self, folder: Path | None = None, *, remember_proofs: bool = True) -> None:
        self.folder = folder or kiosk_home() / "lexicons"
        self._cache: dict[Path, Lexicon] = {}
        self._lock = threading.RLock()
        self.proofs = ProofBook(self.folder, remember=remember_proofs)

    def _load(self, path: Path) -> Lexicon:
        with self._lock:
            lexicon = self._cache.get(path)
            if lexicon is None:
                data = read_lexicon_file(path)
                # a forged word graph crashes a child, not us
                proven = self.proofs.check(path, data)
                lexicon = parse_lexicon(path, data, words_proven=proven)
                self._cache[path] = lexicon
            return lexicon

    def _refuse_a_second_list(self, lexicon: Lexicon, path: Path) -> None:
        """Which of two files called by one name would judge must never depend on their
        file names: another file claiming this name with other words stops the profile."""
        wanted = lexicon.name.casefold()
        for other in sorted(self.folder.glob("*.clex")):
            if other == path:
                continue
            found = _claimed(other)
            if found and found[0].casefold() == wanted and found[1] != lexicon.fingerprint:
                first, second = sorted((path.name, other.name))
                raise UnknownLexicon(
                    TWO_WORD_LISTS(name=repr(lexicon.name), first=first, second=second)
                )

    def forget(self, path: Path) -> None:
        """Drop a cached lexicon (its file was replaced or removed)."""
        with self._lock:
            self._cache.pop(path, None)

    def builtin(self) -> Lexicon:
        """The built-in lexicon (shipped with the program: checked in process)."""
        path = asset_path(DEFAULT_LEXICON_FILE)
        with self._lock:
            lexicon = self._cache.get(path)
            if lexicon is None:
                data = read_lexicon_file(path)
                shipped = hashlib.sha256(data).hexdigest() == BUILTIN_SHA256
                lexicon = parse_lexicon(path, data, words_proven=shipped)
                self._cache[path] = lexicon
            return lexicon

    def installed(self) -> tuple[list[InstalledLexicon], list[LexiconFileError]]:
        """Every usable lexicon (built-in first) and the files that failed their checks."""
        builtin = self.builtin()
        found = [InstalledLexicon(builtin.path or Path(), builtin.info, True)]
        problems: list[LexiconFileError] = []
        if self.folder.is_dir():
            for path in sorted(self.folder.glob("*.clex")):
                try:
                    found.append(InstalledLexicon(path, self._load(path).info, False))
                except LexiconFileError as exc:
                    problems.append(exc)
        return found, problems

    def by_fingerprint(self, fingerprint: str, name: str = "") -> Lexicon:
        """The lexicon whose words give ``fingerprint``, whatever its file or name (``name``
        is for the message only); raises `UnknownLexicon`, or `LexiconFileError` when the
        only file claiming those words fails its checks."""
        builtin = self.builtin()
        if builtin.fingerprint == fingerprint:
            return builtin
        damaged: list[LexiconFileError] = []
        paths = sorted(self.folder.glob("*.clex")) if self.folder.is_dir() else []
        # the files whose header claims those words first; the others only if none proves it
        claimed = [p for p in paths if (_claimed(p) or ("", ""))[1] == fingerprint]
        for path in [*claimed, *(p for p in paths if p not in claimed)]:
            try:
                lexicon = self._load(path)
            except LexiconFileError as exc:
                if path in claimed:
                    damaged.append(exc)
                continue
            if lexicon.fingerprint == fingerprint:
                return lexicon
        if damaged:
            raise damaged[0]
        raise UnknownLexicon(
            NOT_INSTALLED_BY_FINGERPRINT(name=repr(name or "?"), fingerprint=fingerprint[:12])
        )

    def get(self, name: str, fingerprint: str = "") -> Lexicon:
        """The lexicon called ``name`` (with ``fingerprint``: the one with those words, see
        `by_fingerprint`); raises `UnknownLexicon` or `LexiconFileError`.

        ``<name>.clex`` is tried first, then every other file: a damaged file never
        hides a good copy under another file name. `LexiconFileError` (naming the
        damaged file) is raised only when no usable lexicon has that name and a
        file that fails its checks is called ``<name>.clex`` (or `file_name_for` it) or
        says it is ``name``.
        """
        if fingerprint:
            return self.by_fingerprint(fingerprint, name)
        wanted = name.strip().casefold()
        if wanted == BUILTIN_NAME.casefold():
            return self.builtin()
        damaged: list[LexiconFileError] = []
        own_names = {f"{name}.clex".casefold(), file_name_for(name).casefold()}
        if self.folder.is_dir():
            direct = self.folder / f"{name}.clex"
            if Path(f"{name}.clex").name != f"{name}.clex" or direct.parent != self.folder:
                direct = self.folder / file_name_for(name)  # never a path out of the folder
            others = [p for p in sorted(self.folder.glob("*.clex")) if p != direct]
            for path in [direct, *others] if direct.is_file() else others:
                try:
                    lexicon = self._load(path)
                except LexiconFileError as exc:
                    if path.name.casefold() in own_names or wanted == (
                        (exc.claimed_name or "").casefold()
                    ):
                        damaged.append(exc)
                    continue
                if lexicon.name.casefold() == wanted:
                    self._refuse_a_second_list(lexicon, path)
                    return lexicon
        if damaged:
            raise damaged[0]
        raise UnknownLexicon(NOT_INSTALLED(name=repr(name)))
