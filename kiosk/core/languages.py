"""The languages the station speaks, by their ISO 639-1 codes."""

from __future__ import annotations

__all__ = ["DEFAULT_LANGUAGE", "LANGUAGES", "UnknownLanguage", "language_code"]

DEFAULT_LANGUAGE = "en"

# Each language's name in itself: a director looking for theirs reads it in their own words.
LANGUAGES: dict[str, str] = {
    "en": "English",
    "fr": "Français",
    "es": "Español",
    "ca": "Català",
    "de": "Deutsch",
    "pl": "Polski",
    "nl": "Nederlands",
    "nb": "Norsk bokmål",
    "sv": "Svenska",
}

# What a director may write for a language we hold under another code.
_ALIASES = {"no": "nb", "nn": "nb", "en-us": "en", "en-gb": "en", "fr-fr": "fr", "fr-ca": "fr"}


class UnknownLanguage(ValueError):
    """A language code the station has no translation for."""


def language_code(text: str) -> str:
    """The station's code for ``text`` (``"FR"``, ``"no"`` ...); raises `UnknownLanguage`."""
    if not isinstance(text, str):
        raise UnknownLanguage(f'a language is a code such as "fr", not {type(text).__name__}')
    code = text.strip().lower().replace("_", "-")
    code = _ALIASES.get(code, code)
    if code not in LANGUAGES:
        raise UnknownLanguage(
            f"unknown language {text[:20]!r}; choose one of: {', '.join(LANGUAGES)}"
        )
    return code
