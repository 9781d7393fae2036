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
    "KIND_WORDS",
    "REPORT_TITLE",
    "VERDICT_WORDS",
    "category_words",
    "consequence_said",
    "flag_label",
    "kind_word",
    "kind_words",
    "party_word",
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
    "unclean_stop": QT_TRANSLATE_NOOP("Audit", "ended without a stop"),
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

# A record's kind (`kiosk.audit.records.EventKind`) in words; a kind this version does not
# know shows as stored, with spaces.
KIND_WORDS: dict[str, Template] = {
    "adjudication": QT_TRANSLATE_NOOP("Audit", "adjudication"),
    "kiosk-started": QT_TRANSLATE_NOOP("Audit", "kiosk started"),
    "kiosk-stopped": QT_TRANSLATE_NOOP("Audit", "kiosk stopped"),
    "unclean-stop": QT_TRANSLATE_NOOP("Audit", "previous session ended without a stop"),
    "director-login-succeeded": QT_TRANSLATE_NOOP("Audit", "director login succeeded"),
    "director-login-failed": QT_TRANSLATE_NOOP("Audit", "director login failed"),
    "director-logout": QT_TRANSLATE_NOOP("Audit", "director logout"),
    "lexicon-switched": QT_TRANSLATE_NOOP("Audit", "lexicon switched"),
    "lexicon-installed": QT_TRANSLATE_NOOP("Audit", "lexicon installed"),
    "lexicon-removed": QT_TRANSLATE_NOOP("Audit", "lexicon removed"),
    "lexicon-refused": QT_TRANSLATE_NOOP("Audit", "lexicon refused"),
    "rule-changed": QT_TRANSLATE_NOOP("Audit", "rule changed"),
    "profile-changed": QT_TRANSLATE_NOOP("Audit", "profile changed"),
    "settings-changed": QT_TRANSLATE_NOOP("Audit", "settings changed"),
    "export-made": QT_TRANSLATE_NOOP("Audit", "export made"),
    "audit-verified": QT_TRANSLATE_NOOP("Audit", "audit verified"),
    "kiosk-exit": QT_TRANSLATE_NOOP("Audit", "kiosk exit"),
    "annotation": QT_TRANSLATE_NOOP("Audit", "annotation"),
    "self-test": QT_TRANSLATE_NOOP("Audit", "self test"),
    "log-migrated": QT_TRANSLATE_NOOP("Audit", "log migrated"),
    "permissions-repaired": QT_TRANSLATE_NOOP("Audit", "permissions repaired"),
    "unrecorded-acknowledged": QT_TRANSLATE_NOOP("Audit", "unrecorded acknowledged"),
    "unrecorded-imported": QT_TRANSLATE_NOOP("Audit", "unrecorded imported"),
    "unexpected-error": QT_TRANSLATE_NOOP("Audit", "unexpected error"),
    "entry-withdrawn": QT_TRANSLATE_NOOP("Audit", "entry withdrawn"),
    "division-left": QT_TRANSLATE_NOOP("Audit", "back to the division chooser"),
    "event-joined": QT_TRANSLATE_NOOP("Audit", "event joined"),
    "event-plan-accepted": QT_TRANSLATE_NOOP("Audit", "event plan accepted"),
    "event-plan-refused": QT_TRANSLATE_NOOP("Audit", "event plan refused"),
    "event-plan-applied": QT_TRANSLATE_NOOP("Audit", "event plan applied"),
    "split-warning-declined": QT_TRANSLATE_NOOP("Audit", "split warning declined"),
    "word-judge-called": QT_TRANSLATE_NOOP("Audit", "word judge called"),
    "word-judge-arrived": QT_TRANSLATE_NOOP("Audit", "word judge arrived"),
    "word-judge-acknowledged": QT_TRANSLATE_NOOP("Audit", "word judge call acknowledged"),
    "ruling": QT_TRANSLATE_NOOP("Audit", "ruling"),
    "central-diverged": QT_TRANSLATE_NOOP("Audit", "central diverged"),
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


def kind_words(kind: str) -> Message | str:
    """A record's kind in words (an unknown kind: as stored, with spaces)."""
    template = KIND_WORDS.get(kind)
    return template() if template is not None else kind.replace("-", " ")


def kind_word(kind: str, words: Words = ENGLISH) -> str:
    """A record's kind in ``words``' language."""
    return words.say(kind_words(kind))


def verdict_word(verdict: str | None, words: Words = ENGLISH) -> str:
    """ACCEPTABLE or UNACCEPTABLE in ``words``' language (anything else as it is)."""
    template = VERDICT_WORDS.get(verdict or "")
    return _word(template, words) if template else (verdict or "")


def party_word(party: str | None, words: Words = ENGLISH) -> str:
    """The challenger or the challenged player in ``words``' language (anything else as is)."""
    template = PARTIES.get(party or "")
    return _word(template, words) if template else (party or "")


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
