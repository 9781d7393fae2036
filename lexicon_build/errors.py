"""Why a build failed, for the director and the command line: the lines that are not words,
and the errors that carry them (messages to word in the director's language; ``str()`` of
one is the English report)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from kiosk.core.i18n import Message
from lexicon_build import messages as msg

__all__ = ["MAX_REJECTS_SHOWN", "BuildError", "CountMismatch", "Reject"]

# The report shows this many bad lines; a build that meets one more stops reading there
# (unless it skips them): a list in another alphabet is bad every few lines, and reading
# all of a 2.6-million-word one to count them took a minute.
MAX_REJECTS_SHOWN = 10


@dataclass(frozen=True)
class Reject:
    """A line that is not a word of the alphabet: ``reason`` in English, ``said`` the same as
    a message for the director's language (None: only in English)."""

    file: str
    line: int
    text: str
    reason: str
    said: Message | None = field(default=None, compare=False, repr=False)

    def __str__(self) -> str:
        return str(self.message())

    def message(self) -> Message:
        """The line of the report: where, what, and why."""
        return msg.REJECT_LINE(
            file=self.file, line=self.line, text=repr(self.text), reason=self.said or self.reason
        )

    def data(self) -> dict[str, str | int]:
        """For the command line's JSON report."""
        return {"file": self.file, "line": self.line, "text": self.text, "reason": self.reason}


class BuildError(Exception):
    """The build cannot produce a lexicon; ``str()`` is a report for the director (in
    English; `kiosk.core.i18n.said` gives it as a message to word).

    ``message`` is the first line, in English. ``rejects`` holds the first rejected lines
    (at most `MAX_REJECTS_SHOWN`) and ``reject_count`` how many were found. ``stopped``:
    the build stopped reading at the first bad line beyond those shown, so there may be
    more than ``reject_count``; ``fits`` then names the alphabets (``--alphabet`` names)
    of which every line read is a word, if any.
    """

    def __init__(
        self,
        message: Message | str,
        rejects: Sequence[Reject] = (),
        reject_count: int = 0,
        *,
        stopped: bool = False,
        fits: Sequence[str] = (),
    ) -> None:
        self.message = str(message)
        self.rejects = list(rejects)
        self.reject_count = reject_count
        self.stopped = stopped
        self.fits = list(fits)
        report: Message | str = message
        if self.rejects:
            shown: Message = self.rejects[0].message()
            for later in self.rejects[1:]:
                shown = msg.NEXT_LINE(first=shown, then=later.message())
            more = reject_count - len(self.rejects)
            if stopped:
                report = _stopped_report(message, shown, len(self.rejects), self.fits)
            elif more > 0:
                report = msg.WITH_MORE_REJECTS(message=message, rejects=shown, more=more)
            else:
                report = msg.WITH_REJECTS(message=message, rejects=shown)
        super().__init__(report)


def _stopped_report(
    message: Message | str, shown: Message, count: int, fits: Sequence[str]
) -> Message:
    if len(fits) == 1:
        return msg.WITH_STOPPED_REJECTS_TRY(
            message=message, rejects=shown, count=count, alphabet=fits[0]
        )
    if fits:
        return msg.WITH_STOPPED_REJECTS_TRY_ONE_OF(
            message=message, rejects=shown, count=count, alphabets=", ".join(fits)
        )
    return msg.WITH_STOPPED_REJECTS(message=message, rejects=shown, count=count)


class CountMismatch(BuildError):
    """The built lexicon has another word count than the director expected."""
