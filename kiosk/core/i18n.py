"""Words for people, without Qt: the core names a message and its values, the shell words it.

The core never chooses a language. A sentence it wants shown (a hint, a reason a typed word
cannot be judged, a consequence) is a `Message`: a `Template` (a context and its English
source, which is also the message id the translations are keyed on) and the values to put in
it. The Qt shell looks the template up in the profile's language (`kiosk.ui.i18n`), and
anything that is not a screen (the command line, the audit log) uses the English text.

Templates are declared with `QT_TRANSLATE_NOOP("Context", "English text {value}")`: Qt's
``pyside6-lupdate`` reads that name in the sources and lists the text for translators, so the
English sentence is written once, here, where the rule that needs it is.
"""

from __future__ import annotations

import string
from collections.abc import Mapping
from dataclasses import dataclass

__all__ = ["QT_TRANSLATE_NOOP", "Message", "Template", "placeholders"]

Value = str | int | float


def placeholders(text: str) -> frozenset[str]:
    """The ``{names}`` a text expects (a translation must expect exactly the same)."""
    return frozenset(
        name for _, name, _, _ in string.Formatter().parse(text) if name is not None and name
    )


@dataclass(frozen=True)
class Template:
    """A sentence to translate: Qt's context and the English source with ``{names}``."""

    context: str
    source: str

    def __call__(self, **values: Value) -> Message:
        return Message(self, tuple(sorted(values.items())))

    def format(self, **values: Value) -> str:
        """The English text (for the command line, logs and tests)."""
        return self.source.format(**values)


def QT_TRANSLATE_NOOP(context: str, source: str) -> Template:  # Qt's own name, read by lupdate
    """Declare a sentence for translators (the name is what ``pyside6-lupdate`` looks for)."""
    return Template(context, source)


@dataclass(frozen=True)
class Message:
    """A template and its values: what to say, in no language yet."""

    template: Template
    values: tuple[tuple[str, Value], ...] = ()

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
        return self.template.source.format(**self.mapping)

    def __str__(self) -> str:
        return self.english

    def __contains__(self, text: str) -> bool:
        return text in self.english
