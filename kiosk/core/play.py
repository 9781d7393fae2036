"""Reading what the challenger typed into a play.

Two entry points share one reader:

* `read_entry` never raises: it returns every typed word with its own problem,
  for the entry screen to show inline while the players are still typing;
* `parse_play` returns a `Play` ready to adjudicate, or raises `PlayInputError`
  (and nothing else, whatever the text) carrying the same problems.
"""

from __future__ import annotations

import enum
import re
from collections import Counter
from dataclasses import dataclass

from kiosk.core.alphabet import Alphabet, InvalidWord
from kiosk.core.i18n import QT_TRANSLATE_NOOP, Message, Template

__all__ = [
    "Entry",
    "EntryWord",
    "InputProblem",
    "Play",
    "PlayInputError",
    "PlayLimits",
    "ProblemKind",
    "Word",
    "parse_play",
    "read_entry",
    "split_words",
]

# Words are separated by white space (space, Enter, tab), commas or semicolons.
# Full stops are *not* separators: Catalan writes its L·L tile as "L.L" too.
_SEPARATORS = re.compile(r"[\s,;]+")

WORD_AND_REASON = QT_TRANSLATE_NOOP("Problem", '"{word}": {reason}')
TOO_SHORT = QT_TRANSLATE_NOOP(
    "Problem", '"{word}" is too short: a word has at least {least} letters'
)
TOO_SHORT_INLINE = QT_TRANSLATE_NOOP("Problem", "Too short: a word has at least {least} letters")
TOO_LONG = QT_TRANSLATE_NOOP("Problem", '"{word}" has {letters} letters: a word has at most {most}')
TOO_LONG_INLINE = QT_TRANSLATE_NOOP(
    "Problem", "Too long: {letters} letters: a word has at most {most}"
)
NO_WORDS = QT_TRANSLATE_NOOP("Problem", "Type at least one word")
TOO_MANY_WORDS = QT_TRANSLATE_NOOP(
    "Problem", "{typed} words typed: at most {most} can be challenged together"
)


@dataclass(frozen=True)
class PlayLimits:
    """Bounds of one challenge: a 15x15 board, and at most 8 words formed by a play."""

    min_letters: int = 2
    max_letters: int = 15
    max_words: int = 8


class ProblemKind(enum.Enum):
    NOT_A_LETTER = "not-a-letter"
    TOO_SHORT = "too-short"
    TOO_LONG = "too-long"
    TOO_MANY_WORDS = "too-many-words"
    NO_WORDS = "no-words"


@dataclass(frozen=True)
class InputProblem:
    """One reason the typed text cannot be judged, written for players.

    ``word_index`` is the 0-based position of the word it concerns, or None when
    it concerns the play as a whole.
    """

    kind: ProblemKind
    said: Message  # the whole reason, word included
    word_index: int | None = None
    said_inline: Message | None = None  # the reason without the word, right under the word

    @property
    def message(self) -> str:
        return self.said.english

    @property
    def detail(self) -> str:
        return self.said_inline.english if self.said_inline is not None else ""

    @property
    def inline(self) -> str:
        return self.detail or self.message

    @property
    def inline_message(self) -> Message:
        return self.said_inline or self.said


@dataclass(frozen=True)
class Word:
    """A word of the play: as typed, its tiles, and its key (the lexicon's form)."""

    typed: str
    tiles: tuple[str, ...]
    key: str


@dataclass(frozen=True)
class EntryWord:
    """One typed word on the entry screen: readable (``word``) or not (``problem``)."""

    typed: str
    word: Word | None
    problem: InputProblem | None
    repeated: bool = False


@dataclass(frozen=True)
class Play:
    """The words the challenger typed, ready to adjudicate.

    ``repeated`` lists keys typed more than once: allowed (one play can form the
    same word twice) but shown to the players so they can check.
    """

    text: str
    words: tuple[Word, ...]
    repeated: tuple[str, ...] = ()

    @property
    def keys(self) -> tuple[str, ...]:
        return tuple(w.key for w in self.words)


@dataclass(frozen=True)
class Entry:
    """Everything typed so far, read word by word. Never raised, always shown."""

    text: str
    words: tuple[EntryWord, ...]
    problems: tuple[InputProblem, ...]
    repeated: tuple[str, ...]

    @property
    def is_empty(self) -> bool:
        return not self.words

    @property
    def can_judge(self) -> bool:
        return not self.problems

    def play(self) -> Play:
        """The play to adjudicate; raises `PlayInputError` when there are problems."""
        if self.problems:
            raise PlayInputError(self.problems)
        return Play(
            text=self.text,
            words=tuple(w.word for w in self.words if w.word is not None),
            repeated=self.repeated,
        )


class PlayInputError(ValueError):
    """The typed text cannot be judged. ``problems`` says why, for players."""

    def __init__(self, problems: tuple[InputProblem, ...]) -> None:
        self.problems = problems
        super().__init__("; ".join(p.message for p in problems))


def split_words(text: str) -> list[str]:
    """The typed words, in order, without separators."""
    return [part for part in _SEPARATORS.split(text) if part]


def _read_word(
    typed: str, index: int, alphabet: Alphabet, limits: PlayLimits
) -> tuple[Word | None, InputProblem | None]:
    try:
        tiles, key = alphabet.read_word(typed)
    except InvalidWord as exc:
        reason = exc.said or Template("Problem", "{reason}")(reason=exc.reason)
        return None, InputProblem(
            ProblemKind.NOT_A_LETTER,
            WORD_AND_REASON(word=typed, reason=reason.english),
            index,
            reason,
        )
    word = Word(typed=typed, tiles=tiles, key=key)
    if len(tiles) < limits.min_letters:
        return word, InputProblem(
            ProblemKind.TOO_SHORT,
            TOO_SHORT(word=typed, least=limits.min_letters),
            index,
            TOO_SHORT_INLINE(least=limits.min_letters),
        )
    if len(tiles) > limits.max_letters:
        return word, InputProblem(
            ProblemKind.TOO_LONG,
            TOO_LONG(word=typed, letters=len(tiles), most=limits.max_letters),
            index,
            TOO_LONG_INLINE(letters=len(tiles), most=limits.max_letters),
        )
    return word, None


def read_entry(text: str, alphabet: Alphabet, limits: PlayLimits | None = None) -> Entry:
    """Read typed text word by word; problems are values, nothing is raised."""
    limits = limits or PlayLimits()
    typed_words = split_words(text)
    entries: list[EntryWord] = []
    problems: list[InputProblem] = []
    for index, typed in enumerate(typed_words):
        word, problem = _read_word(typed, index, alphabet, limits)
        entries.append(EntryWord(typed=typed, word=word, problem=problem))
        if problem is not None:
            problems.append(problem)
    counts = Counter(e.word.key for e in entries if e.word is not None)
    repeated = tuple(key for key, n in counts.items() if n > 1)
    if repeated:
        entries = [
            EntryWord(e.typed, e.word, e.problem, repeated=True)
            if e.word is not None and e.word.key in repeated
            else e
            for e in entries
        ]
    if not typed_words:
        problems.append(InputProblem(ProblemKind.NO_WORDS, NO_WORDS()))
    elif len(typed_words) > limits.max_words:
        problems.append(
            InputProblem(
                ProblemKind.TOO_MANY_WORDS,
                TOO_MANY_WORDS(typed=len(typed_words), most=limits.max_words),
            )
        )
    return Entry(text=text, words=tuple(entries), problems=tuple(problems), repeated=repeated)


def parse_play(text: str, alphabet: Alphabet, limits: PlayLimits | None = None) -> Play:
    """The play in ``text``; raises `PlayInputError` (only) when it cannot be judged."""
    return read_entry(text, alphabet, limits).play()
