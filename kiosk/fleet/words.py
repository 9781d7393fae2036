"""The fleet page's words in one language, without Qt (`kiosk.core.i18n.Words`; English
without one, ``challenge-kiosk fleet --language CODE`` chooses another).

The page's sentences are in its templates, in ``tr("...")`` calls (Qt context ``Fleet``;
``i18n/build_qm.py`` lists them for translators). What the Python side says (an alarm, a
problem, an age, a record's label) is a `Message` declared with
``QT_TRANSLATE_NOOP("Fleet", ...)`` where its rule is, and worded by `worded`. In such a
message an ``int`` value is a count, written the language's way (`Words.number`); an
identifier (a record number, a receipt) is passed as text.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import Any

from markupsafe import Markup

from kiosk.audit.words import verdict_word
from kiosk.core.i18n import ENGLISH, Message, Words, translator

__all__ = ["CONTEXT", "english", "language_context", "worded"]

CONTEXT = "Fleet"


def worded(message: Message | str, words: Words = ENGLISH) -> str:
    """``message`` in ``words``' language: a ``Fleet`` message's counts written as numbers
    are there, the messages among its values worded first (a plain string is returned as it
    is)."""
    if not isinstance(message, Message):
        return message
    if message.context != CONTEXT:  # another part's message: worded as that part words it
        return words.say(message)
    values: dict[str, Any] = {}
    for name, value in message.values:
        if isinstance(value, Message):
            values[name] = worded(value, words)
        elif isinstance(value, int) and not isinstance(value, bool):
            values[name] = words.number(value)
        else:
            values[name] = value
    return words.say(message.template(n=message.n, **values))


def english(message: Message | str) -> str:
    """The English of a message, as the page shows it without a language (tests, logs)."""
    return worded(message, ENGLISH)


def _fill(words: Words) -> Callable[..., str]:
    """``tr(source, **values)`` for the templates (context ``Fleet``, see
    `kiosk.core.i18n.translator`)."""
    fill = translator(words, CONTEXT)

    def tr(source: str, **values: Any) -> str:
        # A value the template engine already escaped is filled as its text: the whole
        # sentence is escaped once, when the template writes it.
        return fill(
            source, **{k: v.unescape() if isinstance(v, Markup) else v for k, v in values.items()}
        )

    return tr


def language_context(words: Words) -> dict[str, Any]:
    """What the templates word with: ``tr`` for their sentences, ``num`` for counts, ``say``
    for messages, ``verdict_word`` for a verdict, ``lang`` for the page's language."""

    def say(message: Message | str | None) -> str:
        return "" if message is None else worded(message, words)

    return {
        "lang": words.code,
        "tr": _fill(words),
        "num": words.number,
        "say": say,
        "verdict_word": cache(lambda verdict: verdict_word(verdict, words)),
    }
