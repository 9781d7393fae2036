"""The audit log's values in words for people: verdicts, flags, rulings and export columns.

The log stores ids and values (``ACCEPTABLE``, ``possible_split_lookup``, ``manual-lookup``); the
HTML report, the CSV export in a chosen language and the director's viewer word them from here,
each in its own language (`kiosk.core.i18n.Words`; `ENGLISH` without one). Declared with
``QT_TRANSLATE_NOOP`` (context ``Audit``) so ``pyside6-lupdate`` lists them for translators.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from kiosk.core.i18n import ENGLISH, QT_TRANSLATE_NOOP, Message, Template, Words
from kiosk.core.rules import UnknownRule, Verdict, rule_by_id
from kiosk.core.rulings import ruling_label

if TYPE_CHECKING:
    from kiosk.audit.records import AuditRecord

__all__ = [
    "CSV_HEADINGS",
    "FLAG_LABELS",
    "REPORT_TITLE",
    "VERDICT_WORDS",
    "category_words",
    "consequence_said",
    "flag_label",
    "result_word",
    "verdict_word",
]

VERDICT_WORDS: dict[str, Template] = {
    "ACCEPTABLE": QT_TRANSLATE_NOOP("Audit", "ACCEPTABLE"),
    "UNACCEPTABLE": QT_TRANSLATE_NOOP("Audit", "UNACCEPTABLE"),
}
_RESULT_WORDS = {
    True: QT_TRANSLATE_NOOP("Audit", "acceptable"),
    False: QT_TRANSLATE_NOOP("Audit", "unacceptable"),
}

FLAG_LABELS: dict[str, Template] = {
    "possible_split_lookup": QT_TRANSLATE_NOOP("Audit", "possible split lookup (NSA IV.J.2)"),
    "re_adjudication": QT_TRANSLATE_NOOP("Audit", "re-adjudication"),
    "second_opinion_differs": QT_TRANSLATE_NOOP("Audit", "second opinion differs"),
}

# The CSV export's columns (kiosk.audit.export.CSV_COLUMNS) as headings for people; without a
# language the header row is the column ids, for tools.
CSV_HEADINGS: dict[str, Template] = {
    "receipt": QT_TRANSLATE_NOOP("Audit", "Receipt"),
    "seq": QT_TRANSLATE_NOOP("Audit", "Seq"),
    "event_id": QT_TRANSLATE_NOOP("Audit", "Event id"),
    "station": QT_TRANSLATE_NOOP("Audit", "Station"),
    "station_name": QT_TRANSLATE_NOOP("Audit", "Station name"),
    "recorded_at_utc": QT_TRANSLATE_NOOP("Audit", "Recorded at (UTC)"),
    "utc_offset": QT_TRANSLATE_NOOP("Audit", "UTC offset"),
    "kind": QT_TRANSLATE_NOOP("Audit", "Kind"),
    "profile": QT_TRANSLATE_NOOP("Audit", "Profile"),
    "table": QT_TRANSLATE_NOOP("Audit", "Table"),
    "lexicon": QT_TRANSLATE_NOOP("Audit", "Lexicon"),
    "fingerprint": QT_TRANSLATE_NOOP("Audit", "Fingerprint"),
    "rule": QT_TRANSLATE_NOOP("Audit", "Challenge rule"),
    "typed": QT_TRANSLATE_NOOP("Audit", "Typed"),
    "words": QT_TRANSLATE_NOOP("Audit", "Words"),
    "verdict": QT_TRANSLATE_NOOP("Audit", "Verdict"),
    "word_results": QT_TRANSLATE_NOOP("Audit", "Per-word results"),
    "consequence": QT_TRANSLATE_NOOP("Audit", "Consequence"),
    "points": QT_TRANSLATE_NOOP("Audit", "Points to the challenged player"),
    "loses_turn": QT_TRANSLATE_NOOP("Audit", "Loses the turn"),
    "final_play": QT_TRANSLATE_NOOP("Audit", "Out play"),
    "flags": QT_TRANSLATE_NOOP("Audit", "Flags"),
    "split_lookup_of": QT_TRANSLATE_NOOP("Audit", "Split lookup of"),
    "refers_to": QT_TRANSLATE_NOOP("Audit", "Refers to"),
    "note": QT_TRANSLATE_NOOP("Audit", "Note"),
}

REPORT_TITLE = QT_TRANSLATE_NOOP("Report", "Audit report: {where}")
YES = QT_TRANSLATE_NOOP("Audit", "yes")
NO = QT_TRANSLATE_NOOP("Audit", "no")
PARTIES: dict[str, Template] = {
    "challenger": QT_TRANSLATE_NOOP("Audit", "challenger"),
    "challenged": QT_TRANSLATE_NOOP("Audit", "challenged player"),
}


def _word(template: Template, words: Words) -> str:
    return words.text(template.context, template.source)


def verdict_word(verdict: str | None, words: Words = ENGLISH) -> str:
    """ACCEPTABLE or UNACCEPTABLE in ``words``' language (anything else as it is)."""
    template = VERDICT_WORDS.get(verdict or "")
    return _word(template, words) if template else (verdict or "")


def result_word(acceptable: bool, words: Words = ENGLISH) -> str:
    """One word's result for directors: acceptable or unacceptable."""
    return _word(_RESULT_WORDS[bool(acceptable)], words)


def flag_label(name: str, words: Words = ENGLISH) -> str:
    """A flag's name in words (an unknown flag: its name with spaces)."""
    template = FLAG_LABELS.get(name)
    return _word(template, words) if template else name.replace("_", " ")


def category_words(category: str, words: Words = ENGLISH) -> str:
    """A ruling's category in words (a category this version does not know: as stored)."""
    return words.say(ruling_label(category))


def consequence_said(record: AuditRecord) -> Message | str:
    """What the players were told would follow a verdict, as a message to word in any
    language: the rule's consequence worked out again from the record's rule, verdict, words
    and out-play flag, used only when its English is exactly the sentence recorded; otherwise
    the recorded sentence as it is (never a different text than the one the log holds)."""
    recorded = str((record.body.get("consequence") or {}).get("sentence") or "")
    if not record.words or record.rule is None or record.verdict is None:
        return recorded
    try:
        rule = rule_by_id(record.rule)
        said = rule.consequence(
            Verdict(record.verdict), len(record.words), final_play=record.final_play
        ).said
    except (UnknownRule, ValueError):
        return recorded
    return said if said.english == recorded else recorded
