"""Translations: Qt's `.qm` files, one per language, looked up per profile.

A station can serve a French division and an English one at once, so the player screens never
rely on one application-wide language: each screen asks the `Language` of the profile it
shows. Director mode has its own language (installed application-wide, for its widgets'
``tr()``). The `.qm` files are built from the `.ts` sources in ``i18n/`` by Qt's
``pyside6-lrelease`` when the wheel or the bundle is built (``hatch_build.py``,
``installers/challenge-kiosk.spec``), and found with the other bundled files.

A missing or damaged `.qm` never stops a station: its screens fall back to English and the
problem is logged. A translation whose ``{placeholders}`` do not match the English is never
shown (the English is); the test suite checks every translation for this too.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from functools import cache

from PySide6.QtCore import QCoreApplication, QLocale, QTranslator

from kiosk.core.i18n import Value, english_form, fill_count, placeholders
from kiosk.core.languages import DEFAULT_LANGUAGE, LANGUAGES, language_code
from kiosk.storage.paths import asset_path

__all__ = [
    "Language",
    "application_language",
    "install_application_language",
    "language",
    "qm_path",
]

log = logging.getLogger(__name__)


def qm_path(code: str) -> str | None:
    """The bundled `.qm` of a language, or None when there is none."""
    try:
        return str(asset_path(f"i18n/kiosk_{code}.qm"))
    except FileNotFoundError:
        return None


class Language:
    """One language: its Qt translator (none for English sources) and its number format."""

    def __init__(self, code: str) -> None:
        self.code = language_code(code)
        self.name = LANGUAGES[self.code]
        self.locale = QLocale(self.code)
        self.translator = QTranslator()
        self.loaded = False
        path = qm_path(self.code)
        if path is None:
            log.warning("no translation file for %s: its screens show English", self.code)
        elif not self.translator.load(path):
            log.error("the translation file %s cannot be read: its screens show English", path)
        else:
            self.loaded = True

    def form(self, context: str, source: str, disambiguation: str = "", n: int = -1) -> str:
        """The translation of ``source`` (the English when there is none), in the plural form
        for ``n`` when it has them; ``%n`` and ``{names}`` are left in it."""
        text = (
            self.translator.translate(context, source, disambiguation or None, n)
            if self.loaded
            else ""
        )
        if not text or placeholders(text) != placeholders(source):
            if text:
                log.error("translation of %r in %s has other placeholders", source, self.code)
            text = english_form(source, n)
        return text

    def lookup(self, context: str, source: str, disambiguation: str = "", n: int = -1) -> str:
        """The translation of ``source`` (the English when there is none), ``%n`` filled."""
        return fill_count(self.form(context, source, disambiguation, n), n)

    def format(
        self,
        context: str,
        source: str,
        values: Mapping[str, Value],
        disambiguation: str = "",
        n: int = -1,
    ) -> str:
        """Translate and fill ``%n`` (written the language's way) and ``{names}``; a
        translation that cannot be filled falls back to the English."""
        translated = fill_count(
            self.form(context, source, disambiguation, n), n, self.locale.toString
        )
        try:
            return translated.format(**values)
        except (KeyError, IndexError, ValueError):
            log.error("translation of %r in %s cannot be filled", source, self.code)
            return fill_count(english_form(source, n), n, self.locale.toString).format(**values)


@cache
def language(code: str | None) -> Language:
    """The `Language` for a code (``None``: English), loaded once."""
    return Language(code or DEFAULT_LANGUAGE)


_installed: list[QTranslator] = []
_installed_language: list[Language] = []


def application_language() -> Language:
    """The language installed for director mode (English until one is installed)."""
    return _installed_language[0] if _installed_language else language(None)


def install_application_language(code: str | None) -> Language:
    """Make ``code`` the language of ``tr()`` (director mode); English removes translation.
    Nothing happens when it already is (installing sends every widget a LanguageChange)."""
    chosen = language(code)
    if _installed_language == [chosen]:
        return chosen
    _installed_language[:] = [chosen]
    for translator in _installed:
        QCoreApplication.removeTranslator(translator)
    _installed.clear()
    if chosen.loaded:
        QCoreApplication.installTranslator(chosen.translator)
        _installed.append(chosen.translator)
    return chosen
