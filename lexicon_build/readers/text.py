"""Plain-text word lists: one word per line, or Zyzzyva-style ``WORD definition``.

Accepts any case, LF or CRLF line ends, UTF-8 with or without a byte-order
mark. Blank lines and lines starting with ``#`` are skipped. The first token of
a line is the word; trailing markers that word-list programs append (``#``,
``+``, ``$``, ``*``, ``^``) are stripped from it.
"""

from __future__ import annotations

import re

from kiosk.core.alphabet import Alphabet
from lexicon_build.limits import MAX_ENTRIES
from lexicon_build.readers import Candidates, ReadError

_MARKERS = "#+$*^"
# Anything that needs the line-by-line path: markers, comments, white space
# other than line ends (definitions, indentation), blank lines.
_NOT_PLAIN = re.compile(r"[#+$*^]|[^\S\n]|\n\n|^\n")


class TextReader:
    name = "text"
    description = "plain text, one word per line (Zyzzyva definitions allowed)"

    def sniff(self, data: bytes) -> bool:
        if b"\x00" in data[:4096]:
            return False
        try:
            data[:4096].decode("utf-8-sig")
        except UnicodeDecodeError as exc:
            # A multi-byte character cut at the 4096-byte boundary is still text.
            return exc.start >= 4090
        return True

    def read(self, data: bytes, alphabet: Alphabet) -> Candidates:
        lines = data.count(b"\n")
        if lines > MAX_ENTRIES:
            raise ReadError(
                f"it has {lines:,} lines, more than the {MAX_ENTRIES:,} words a lexicon may hold "
                "(the largest published lists hold about 3 million)"
            )
        try:
            text = data.decode("utf-8-sig")
        except UnicodeDecodeError as exc:
            line = data[: exc.start].count(b"\n") + 1
            raise ReadError(
                f"line {line} is not UTF-8 text; save the list as UTF-8 and build again"
            ) from None
        if "\r" in text:
            text = text.replace("\r\n", "\n")
        body = text[:-1] if text.endswith("\n") else text
        if body and not _NOT_PLAIN.search(body):
            # A plain list, one bare word per line: read it in bulk.
            return Candidates(body.split("\n"))
        texts: list[str] = []
        lines: list[int] = []
        for number, raw in enumerate(text.split("\n"), start=1):
            line = raw.strip()
            if not line or line[0] == "#":
                continue
            word = line.split(None, 1)[0].rstrip(_MARKERS)
            texts.append(word if word else line)
            lines.append(number)
        return Candidates(texts, lines)
