"""Plain-text word lists: one word per line, or Zyzzyva-style ``WORD definition``.

Accepts any case, LF or CRLF line ends, UTF-8 with or without a byte-order
mark. Blank lines and lines starting with ``#`` are skipped. The first token of
a line is the word; trailing markers that word-list programs append (``#``,
``+``, ``$``, ``*``, ``^``) are stripped from it.

A list is decoded in blocks of about a megabyte cut at line ends (`blocks`), so
a 33 MB list never exists as one decoded text beside its words.
"""

from __future__ import annotations

import codecs
import re
from collections.abc import Iterator
from dataclasses import dataclass

from kiosk.core.alphabet import Alphabet
from kiosk.core.i18n import QT_TRANSLATE_NOOP
from lexicon_build.limits import MAX_ENTRIES
from lexicon_build.readers.base import Candidates, ReadError

_MARKERS = "#+$*^"
# Anything that needs the line-by-line path: markers, comments, white space
# other than line ends (definitions, indentation), blank lines.
_NOT_PLAIN = re.compile(r"[#+$*^]|[^\S\n]|\n\n|^\n|\n\Z")
_BLOCK_BYTES = 1 << 20

TOO_MANY_LINES = QT_TRANSLATE_NOOP(
    "LexiconBuild",
    "it has {lines} lines, more than the {most} words a lexicon may hold (the largest published "
    "lists hold about 3 million)",
)
NOT_UTF8 = QT_TRANSLATE_NOOP(
    "LexiconBuild", "line {line} is not UTF-8 text; save the list as UTF-8 and build again"
)


@dataclass(frozen=True)
class TextBlock:
    """Consecutive lines of a list, decoded, line ends LF, without the last line end.

    ``text`` holds ``count`` lines, the first of them line ``first_line`` of the file.
    """

    text: str
    first_line: int
    count: int

    def candidates(self) -> Candidates:
        """The words of the block's lines (a definition, marker or comment left out)."""
        text = self.text
        if text and not _NOT_PLAIN.search(text):
            # A plain block, one bare word per line: read it in bulk.
            return Candidates(text.split("\n"), first_line=self.first_line)
        texts: list[str] = []
        lines: list[int] = []
        for number, raw in enumerate(text.split("\n"), start=self.first_line):
            line = raw.strip()
            if not line or line[0] == "#":
                continue
            word = line.split(None, 1)[0].rstrip(_MARKERS)
            texts.append(word if word else line)
            lines.append(number)
        return Candidates(texts, lines)


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
        texts: list[str] = []
        lines: list[int] = []
        for block in self.blocks(data):
            found = block.candidates()
            texts += found.texts
            lines += found.lines or range(block.first_line, block.first_line + len(found.texts))
        return Candidates(texts, lines)

    def lines_in(self, data: bytes) -> int:
        """How many line ends ``data`` holds; raises `ReadError` beyond `MAX_ENTRIES`."""
        lines = data.count(b"\n")
        if lines > MAX_ENTRIES:
            raise ReadError(TOO_MANY_LINES(lines=f"{lines:,}", most=f"{MAX_ENTRIES:,}"))
        return lines

    def blocks(self, data: bytes, block_bytes: int = _BLOCK_BYTES) -> Iterator[TextBlock]:
        """``data`` as `TextBlock` s in file order; raises `ReadError` (bad UTF-8, too long).

        The whole file is checked for its line count before the first block.
        """
        self.lines_in(data)
        size = len(data)
        start = len(codecs.BOM_UTF8) if data.startswith(codecs.BOM_UTF8) else 0
        first_line = 1
        while start < size:
            cut = data.find(b"\n", start + block_bytes)
            if cut == -1:
                cut = size - 1 if data.endswith(b"\n") else size
            raw = data[start:cut]
            count = raw.count(b"\n") + 1
            try:
                text = raw.decode("utf-8")
            except UnicodeDecodeError as exc:
                line = first_line + raw[: exc.start].count(b"\n")
                raise ReadError(NOT_UTF8(line=line)) from None
            del raw
            if "\r" in text:
                text = text.replace("\r\n", "\n")
                if cut < size and text.endswith("\r"):  # a CRLF cut at the block's end
                    text = text[:-1]
            yield TextBlock(text, first_line, count)
            first_line += count
            start = cut + 1
