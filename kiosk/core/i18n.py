"""Words for people, without Qt: the core names a message and its values, the shell words it.

The core never chooses a language. A sentence it wants shown (a hint, a reason a typed word
cannot be judged, a consequence) is a `Message`: a `Template` (a context and its English
source, which is also the message id the translations are keyed on) and the values to put in
it. The Qt shell looks the template up in the profile's language (`kiosk.ui.i18n`), and
anything that is not a screen (the command line, the audit log) uses the English text.

Templates are declared with `QT_TRANSLATE_NOOP("Context", "English text {value}")`: Qt's
``pyside6-lupdate`` reads that name in the sources and lists the text for translators, so the
English sentence is written once, here, where the rule that needs it is. The context is the
module's (``Config``, ``Lexicons``, ``AuditChain``...: tests/i18n/test_translation_contexts.py).

A count that chooses a plural form is Qt's ``%n``, and the declaration gives a number as its
fourth argument, as Qt's ``translate(context, source, disambiguation, n)`` does:
``QT_TRANSLATE_NOOP("Fleet", "%n adjudication(s) in {division}", "", 1)`` (lupdate marks the
text numerus only when that argument is a literal number). The message is made with its count,
``TEMPLATE(n=count, division=...)``; each language has its plural forms in its `.ts` file, and
the English without Qt reads ``word(s)`` as "word" for 1 and "words" otherwise
(`english_form`; the English `.ts` says the same, which a test checks).
"""

from __future__ import annotations

import re
import string
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import cache
from typing import Protocol, Union

__all__ = [
    "AND_THEN",
    "ENGLISH",
    "QT_TRANSLATE_NOOP",
    "English",
    "Message",
    "Template",
    "Words",
    "english_form",
    "fill_count",
    "placeholders",
    "message_data",
    "message_from_data",
    "said",
    "translator",
]

# A value put in a sentence; a `Message` as a value is worded in the same language.
Value = Union[str, int, float, "Message"]


def placeholders(text: str) -> frozenset[str]:
    """The ``{names}`` a text expects (a translation must expect exactly the same)."""
    return frozenset(
        name for _, name, _, _ in string.Formatter().parse(text) if name is not None and name
    )


_ENGLISH_PLURAL = re.compile(r"\((s|es)\)")


def english_form(source: str, n: int = -1) -> str:
    """The English form of a plural source for the count ``n`` (``%n`` left in it): "(s)"
    and "(es)" are dropped for 1 and written out otherwise; without a count, the source."""
    if n < 0:
        return source
    return _ENGLISH_PLURAL.sub("" if n == 1 else r"\1", source)


def fill_count(text: str, n: int, number: Callable[[int], str] = str) -> str:
    """``text`` with Qt's ``%n`` written as ``number(n)`` (nothing to do without a count)."""
    return text.replace("%n", number(n)) if n >= 0 else text


@dataclass(frozen=True)
class Template:
    """A sentence to translate: Qt's context, the English source with ``{names}`` (and ``%n``
    when a count chooses its plural form: ``numerus``) and Qt's disambiguation."""

    context: str
    source: str
    disambiguation: str = ""
    numerus: bool = False

    def __call__(self, *, n: int = -1, **values: Value) -> Message:
        """The message with its values; ``n`` is the count of a plural sentence."""
        if self.numerus != (n >= 0):
            needs = "a count (n=...)" if self.numerus else "no count"
            raise ValueError(f"{self.source!r} takes {needs}")
        return Message(self, tuple(sorted(values.items())), n)

    def format(self, *, n: int = -1, **values: Value) -> str:
        """The English text (for the command line, logs and tests)."""
        return self(n=n, **values).english


_DECLARED: dict[tuple[str, str], Template] = {}


def QT_TRANSLATE_NOOP(  # Qt's own name, read by lupdate
    context: str, source: str, disambiguation: str = "", n: int = -1
) -> Template:
    """Declare a sentence for translators (the name is what ``pyside6-lupdate`` looks for).
    A plural sentence (``%n`` in it) gives a literal number as ``n``, which only tells
    lupdate and the template that it is one; the count comes with each message."""
    template = Template(context, source, disambiguation, n >= 0)
    _DECLARED[(context, source)] = template
    return template


# Two sentences said as one line, the first first ("...; ...").
AND_THEN = QT_TRANSLATE_NOOP("Words", "{first}; {then}")


@dataclass(frozen=True)
class Message:
    """A template and its values: what to say, in no language yet."""

    template: Template
    values: tuple[tuple[str, Value], ...] = ()
    n: int = -1  # the count of a plural sentence (Qt's %n), -1 for none

    @property
    def context(self) -> str:
        return self.template.context

    @property
    def source(self) -> str:
        return self.template.source

    @property
    def mapping(self) -> Mapping[str, Value]:
        return dict(self.values)

    @property
    def english(self) -> str:
        text = fill_count(english_form(self.source, self.n), self.n, "{:,}".format)
        return text.format(**{name: str(value) for name, value in self.values})

    def __str__(self) -> str:
        return self.english

    def __contains__(self, text: str) -> bool:
        return text in self.english


def said(item: BaseException | Message | str) -> Message | str:
    """What an error (or a message) says to a person: the `Message` it was raised with, or its
    text. Raise with a message as the only argument (``raise ChangeRefused(NOT_SAVED(...))``):
    ``str(error)`` is then the English, and the shell words the message in its language."""
    if isinstance(item, BaseException):
        first = item.args[0] if len(item.args) == 1 else None
        return first if isinstance(first, Message) else str(item)
    return item


class Words(Protocol):
    """A language for text that is not a screen (an export): the shell's translations, or
    `ENGLISH` where there are none."""

    @property
    def code(self) -> str: ...

    def text(self, context: str, source: str, disambiguation: str = "", n: int = -1) -> str:
        """The translation of ``source`` (unfilled; the English when there is none), in the
        plural form for the count ``n`` when it has them (``%n`` is left in it)."""
        ...

    def say(self, message: Message | str) -> str:
        """A message worded in this language (a plain string is returned as it is)."""
        ...

    def number(self, value: int) -> str:
        """A count written the way this language writes numbers."""
        ...


class English:
    """`Words` without translations: the English sources."""

    code = "en"

    def text(self, context: str, source: str, disambiguation: str = "", n: int = -1) -> str:
        return english_form(source, n)

    def say(self, message: Message | str) -> str:
        return str(message)

    def number(self, value: int) -> str:
        return f"{value:,}"


ENGLISH: Words = English()


def translator(words: Words, context: str) -> Callable[..., str]:
    """``tr(source, **values)`` for a page's template: the translation of ``source`` in
    ``context`` with its ``{names}`` filled; ``tr("%n word(s)", n=count)`` chooses the plural
    form for ``count`` and writes it as the language writes numbers. A translation whose
    fields differ from the English (a damaged or forged file: an index, an attribute) or that
    cannot be filled is never used: the English is."""

    @cache
    def looked_up(source: str, n: int) -> str:
        translated = words.text(context, source, "", n)
        ok = placeholders(translated) == placeholders(source)
        return translated if ok else english_form(source, n)

    def tr(source: str, n: int = -1, **values: object) -> str:
        try:
            return fill_count(looked_up(source, n), n, words.number).format(**values)
        except (KeyError, IndexError, ValueError, AttributeError):
            return fill_count(english_form(source, n), n, words.number).format(**values)

    return tr


MAX_SENT_TEXT = 500  # a value's characters, in a message that came from elsewhere
_MAX_DEPTH = 4


def message_data(message: Message | str) -> dict[str, object] | str:
    """A message as JSON-ready data, to send to another program (a station's heartbeat to
    the fleet page), which words it in its own language: `message_from_data`."""
    if isinstance(message, str):
        return message
    data: dict[str, object] = {
        "context": message.context,
        "source": message.source,
        "values": {
            name: message_data(value) if isinstance(value, Message) else value
            for name, value in message.values
        },
    }
    if message.n >= 0:
        data["n"] = message.n
    return data


def message_from_data(data: object, depth: int = 0) -> Message | None:
    """The message that `message_data` made, or None when ``data`` is not one: it must name
    a sentence this program declares (never a text that came in: a forged one could reach
    into values or ask for huge fields), with exactly its fields, each a short text, a
    number or such a message."""
    if depth > _MAX_DEPTH or not isinstance(data, dict):
        return None
    context, source, values = data.get("context"), data.get("source"), data.get("values")
    if not isinstance(context, str) or not isinstance(source, str):
        return None
    template = _DECLARED.get((context, source))
    if template is None or not isinstance(values, dict):
        return None
    if set(values) != placeholders(source):
        return None
    n = data.get("n", -1)
    if not isinstance(n, int) or isinstance(n, bool) or template.numerus != (n >= 0):
        return None
    checked: dict[str, Value] = {}
    for name, value in values.items():
        if isinstance(value, dict):
            inner = message_from_data(value, depth + 1)
            if inner is None:
                return None
            checked[name] = inner
        elif isinstance(value, str):
            checked[name] = value[:MAX_SENT_TEXT]
        elif isinstance(value, int | float) and not isinstance(value, bool):
            checked[name] = value
        else:
            return None
    return template(n=n, **checked)
