"""Why a word list cannot be built into a lexicon, in words for the director (context Director;
director mode words them in its language, str() of one is the English)."""

from __future__ import annotations

from kiosk.core.i18n import QT_TRANSLATE_NOOP

TOO_LONG_WORD = QT_TRANSLATE_NOOP("LexiconBuild", "longer than {most} letters, so not a word")
# One rejected line of a word list, and the next after it (the report lists a few).
REJECT_LINE = QT_TRANSLATE_NOOP("LexiconBuild", "  {file}:{line}: {text}: {reason}")
NEXT_LINE = QT_TRANSLATE_NOOP("LexiconBuild", "{first}\n{then}")
WITH_REJECTS = QT_TRANSLATE_NOOP("LexiconBuild", "{message}\n{rejects}")
WITH_MORE_REJECTS = QT_TRANSLATE_NOOP("LexiconBuild", "{message}\n{rejects}\n  ... and {more} more")
TOO_MANY_ENTRIES = QT_TRANSLATE_NOOP(
    "LexiconBuild",
    "{file}: the word lists hold more than {most} entries, more than a lexicon may hold (the "
    "largest published lists hold about 3 million)",
)
UNREADABLE_SOURCE = QT_TRANSLATE_NOOP("LexiconBuild", "{file}: {why}")
UNREADABLE_AS = QT_TRANSLATE_NOOP("LexiconBuild", "{file}: {why} (read as {format})")
NOT_WORDS = QT_TRANSLATE_NOOP(
    "LexiconBuild",
    "lines that are not words of the {alphabet} alphabet: {count}; fix them, or build with "
    "--skip-invalid to leave them out",
)
NO_WORDS = QT_TRANSLATE_NOOP("LexiconBuild", "no words found in the input")
NO_WORDS_LEFT_OUT = QT_TRANSLATE_NOOP(
    "LexiconBuild", "no words found in the input ({skipped} longer than {board} letters left out)"
)
NOT_EXPECTED_COUNT = QT_TRANSLATE_NOOP(
    "LexiconBuild",
    "the lists hold {listed} words, not the expected {expected}; check that you have the right "
    "files (nothing was written)",
)
NOT_EXPECTED_COUNT_LEFT_OUT = QT_TRANSLATE_NOOP(
    "LexiconBuild",
    "the lists hold {listed} words ({skipped} longer than {board} letters left out), not the "
    "expected {expected}; check that you have the right files (nothing was written)",
)
