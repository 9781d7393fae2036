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
# A build that meets more bad lines than its report shows stops reading there: a list in
# another alphabet has a bad line every few words, and would be read to its end for nothing.
NOT_WORDS_STOPPED = QT_TRANSLATE_NOOP(
    "LexiconBuild",
    "lines that are not words of the {alphabet} alphabet: more than {count}, so the build stopped "
    "reading; fix them, or build with --skip-invalid to leave them out (it reads every line and "
    "counts them)",
)
WITH_STOPPED_REJECTS = QT_TRANSLATE_NOOP(
    "LexiconBuild", "{message}\n{rejects}\n  ... and more: stopped after {count} bad lines"
)
# {alphabet}: the name --alphabet takes (polish), of the one alphabet every line read fits.
WITH_STOPPED_REJECTS_TRY = QT_TRANSLATE_NOOP(
    "LexiconBuild",
    "{message}\n{rejects}\n  ... and more: stopped after {count} bad lines; is this list in "
    "another alphabet? try --alphabet {alphabet}",
)
# {alphabets}: several names --alphabet takes, comma-separated (catalan, french).
WITH_STOPPED_REJECTS_TRY_ONE_OF = QT_TRANSLATE_NOOP(
    "LexiconBuild",
    "{message}\n{rejects}\n  ... and more: stopped after {count} bad lines; is this list in "
    "another alphabet? every line read is a word of {alphabets} (--alphabet NAME)",
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
