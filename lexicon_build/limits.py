"""The bounds every source a lexicon is built from must stay within.

They are generous: Poland's OSPS list, the largest published one, holds 2.58
million words in 33 MB of text. What lies beyond them is a wrong file (a disk
image, /dev/zero, a gzip bomb) or a damaged one, and is refused with a message
instead of filling the memory.
"""

from __future__ import annotations

__all__ = [
    "BOARD_SIZE",
    "MAX_ENTRIES",
    "MAX_SOURCE_BYTES",
    "MAX_WORD_LETTERS",
    "RAW_LINE_CHARS",
    "TOO_LONG_REASON",
]

# Bytes of one source as read, and again once gunzipped.
MAX_SOURCE_BYTES = 256 * 1024 * 1024

# Words (lines, or entries of a word graph) in all the sources of one build.
MAX_ENTRIES = 8_000_000

# A line holding more letters is not a word; it is rejected like any bad line.
MAX_WORD_LETTERS = 64

# A word longer than the board can never be played: it is left out and counted.
BOARD_SIZE = 15

# A line this many characters long is over MAX_WORD_LETTERS however its tiles
# are spelled ("[CH]", "L·L", combining accents), so it is rejected unread.
RAW_LINE_CHARS = 8 * MAX_WORD_LETTERS

TOO_LONG_REASON = f"longer than {MAX_WORD_LETTERS} letters, so not a word"


def size_text(size: int) -> str:
    """``size`` bytes for people: "3.0 GB", "256 MB", "812 bytes"."""
    if size >= 1024**3:
        return f"{size / 1024**3:.1f} GB"
    if size >= 1024**2:
        return f"{size / 1024**2:.0f} MB"
    return f"{size:,} bytes"
