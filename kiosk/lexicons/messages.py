"""Why a lexicon file is refused, in words for the director (context Director; director mode
words them in its language, str() of one is the English)."""

from __future__ import annotations

from kiosk.core.i18n import QT_TRANSLATE_NOOP

FILE_PROBLEM = QT_TRANSLATE_NOOP("Lexicons", "{file}: {reason}")
NOT_FOUND = QT_TRANSLATE_NOOP("Lexicons", "file not found")
IS_A_FOLDER = QT_TRANSLATE_NOOP("Lexicons", "is a folder, not a lexicon file")
UNREADABLE = QT_TRANSLATE_NOOP("Lexicons", "cannot be read ({why})")
TOO_LARGE = QT_TRANSLATE_NOOP("Lexicons", "is larger than {limit} MB: not a lexicon file")
CHECKSUM_MISMATCH = QT_TRANSLATE_NOOP(
    "Lexicons", "checksum mismatch: the file is damaged or was altered; do not use it"
)
NOT_SHOWABLE = QT_TRANSLATE_NOOP("Lexicons", "{why}; do not use this file")
ALTERED = QT_TRANSLATE_NOOP("Lexicons", "the file was altered; do not use it")
GRAPH_DIGEST_MISMATCH = QT_TRANSLATE_NOOP(
    "Lexicons", "its word graph does not match the digest in its header: {altered}"
)
GRAPH_UNREADABLE = QT_TRANSLATE_NOOP("Lexicons", "word graph is unreadable ({why})")
COUNT_MISMATCH = QT_TRANSLATE_NOOP("Lexicons", "holds {found} words but its header says {count}")
NO_WORDS = QT_TRANSLATE_NOOP("Lexicons", "holds no words; do not use it")
FINGERPRINT_MISMATCH = QT_TRANSLATE_NOOP(
    "Lexicons", "its words do not match its fingerprint: {altered}"
)
LENGTHS_MISMATCH = QT_TRANSLATE_NOOP(
    "Lexicons",
    "its words are {shortest}-{longest} letters long but its header says {least}-{most}: {altered}",
)
HEADER_UNREADABLE = QT_TRANSLATE_NOOP("Lexicons", "header is unreadable; the file is damaged")
NEWER_FORMAT = QT_TRANSLATE_NOOP(
    "Lexicons",
    "made by a newer lexicon-build (format {version}); update this station's software",
)
BAD_ALPHABET = QT_TRANSLATE_NOOP("Lexicons", "its alphabet is invalid: {why}")
HEADER_GARBLED = QT_TRANSLATE_NOOP("Lexicons", "header lacks or garbles {what}")
ENDS_IN_HEADER = QT_TRANSLATE_NOOP("Lexicons", "file is truncated (it ends inside the header)")
NOT_A_LEXICON = QT_TRANSLATE_NOOP(
    "Lexicons", "not a lexicon file (build one from a word list with lexicon-build)"
)
TRUNCATED = QT_TRANSLATE_NOOP("Lexicons", "file is truncated (copy it again from the original)")
HEADER_FIELD_DAMAGED = QT_TRANSLATE_NOOP(
    "Lexicons",
    "its header length field is damaged (the rest of the file is complete); do not use it, "
    "copy it again from the original",
)
HEADER_FIELD_DAMAGED_INCOMPLETE = QT_TRANSLATE_NOOP(
    "Lexicons",
    "its header length field is damaged and the file is incomplete; copy it again from the "
    "original",
)
GRAPH_FIELD_DAMAGED = QT_TRANSLATE_NOOP(
    "Lexicons",
    "its word graph length field is damaged (the rest of the file is complete); do not use it, "
    "copy it again from the original",
)
EXTRA_BYTES = QT_TRANSLATE_NOOP("Lexicons", "file has unexpected bytes at its end; it is damaged")
