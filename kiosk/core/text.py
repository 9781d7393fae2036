"""Text that people read on a screen or a printout: names must show what they are.

A name that holds a control character or a bidirectional formatting character
can display as something it is not: ``"NWL\\u202e3202"`` shows as ``NWL2023``.
Lexicon names, profile names and station names are compared by people, so
such characters are refused wherever a name enters (a file, a form, a
command line).
"""

from __future__ import annotations

import re
import unicodedata

__all__ = ["BIDI_CONTROLS", "printable_name", "shown", "visible"]

# Characters that reorder or hide text without showing themselves.
BIDI_CONTROLS = frozenset(
    "\u061c"  # ARABIC LETTER MARK
    "\u200e\u200f"  # LEFT-TO-RIGHT / RIGHT-TO-LEFT MARK
    "\u202a\u202b\u202c\u202d\u202e"  # embeddings, pop, overrides
    "\u2066\u2067\u2068\u2069"  # isolates
)
# Line and paragraph separators break a one-line label like a newline does.
_SEPARATORS = frozenset("\u2028\u2029")
# What `visible` spells out: the above, and control characters other than tab and newline.
_HIDDEN = re.compile(
    "[" + "".join(sorted(BIDI_CONTROLS | _SEPARATORS)) + "\x00-\x08\x0b-\x1f\x7f-\x9f]"
)


def _unprintable(ch: str) -> bool:
    return ch in BIDI_CONTROLS or ch in _SEPARATORS or unicodedata.category(ch) == "Cc"


def shown(value: str) -> str:
    """``value`` with every unprintable character written as ``\\uXXXX`` (for messages, logs)."""
    return "".join(f"\\u{ord(ch):04x}" if _unprintable(ch) else ch for ch in value)


def visible(value: str) -> str:
    """``value`` as a page shows text that came from outside (a central log anyone with its
    password could write to): what would reorder or hide text is spelled out as
    ``\\uXXXX``; tabs and newlines are left for the page to lay out."""
    return _HIDDEN.sub(lambda found: f"\\u{ord(found.group()):04x}", value)


def printable_name(value: str, what: str, *, allow_empty: bool = False) -> str:
    """``value`` without surrounding whitespace; raises ValueError if it cannot be shown as is.

    Refused: control characters (tab, newline, escape, C1 controls), the
    bidirectional formatting characters in `BIDI_CONTROLS`, line and paragraph
    separators, and (unless ``allow_empty``) an empty or blank value. The message
    starts with ``what`` (e.g. "lexicon name") and shows the value with the
    offending characters spelled out.
    """
    if not isinstance(value, str):
        raise ValueError(f"{what} must be text, not {type(value).__name__}")
    for position, ch in enumerate(value, start=1):
        if _unprintable(ch):
            label = unicodedata.name(ch, "") or "CONTROL"
            kind = (
                "a bidirectional formatting character"
                if ch in BIDI_CONTROLS
                else "a control character"
            )
            raise ValueError(
                f"{what} '{shown(value)}' contains {kind} (U+{ord(ch):04X} {label}) at "
                f"position {position}; it could display as something it is not"
            )
    stripped = value.strip()
    if not stripped and not allow_empty:
        raise ValueError(f"{what} is empty")
    return stripped
