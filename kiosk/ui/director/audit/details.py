"""A record in full for the director (per-word results, annotations), and the note dialog."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from html import escape
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QSpinBox,
    QWidget,
)

from kiosk.audit.records import AuditRecord, EventKind
from kiosk.audit.report import (
    event_summary,
    flag_words,
    local_time_text,
    word_results_text,
)
from kiosk.audit.words import NO, YES, consequence_said, kind_words, verdict_word
from kiosk.core.i18n import Words
from kiosk.core.rulings import (
    RULINGS,
    ReceiptLookup,
    ruling_choice,
    ruling_details,
    ruling_label,
    ruling_summary,
)
from kiosk.ui.i18n import application_language
from kiosk.ui.player_text import Player, director_text

__all__ = ["AnnotationDialog", "details_html", "plain_value"]

NOTHING = "\u2014"  # a value the record does not hold: a dash, never "None"


def plain_value(value: Any, words: Words) -> str:
    """A recorded value in plain words: a dash for nothing, yes or no, a list joined by
    commas, a mapping as "key: value" pairs (keys as stored), never Python's own spelling
    (``None``, ``True``, ``{...}``)."""
    if value is None or value == "" or value == [] or value == {}:
        return NOTHING
    if isinstance(value, bool):
        return words.say((YES if value else NO)())
    if isinstance(value, Mapping):
        return "; ".join(f"{k}: {plain_value(v, words)}" for k, v in sorted(value.items()))
    if isinstance(value, list | tuple):
        return ", ".join(plain_value(v, words) for v in value)
    return str(value)


def _or_dash(text: object) -> str:
    return str(text) if text not in (None, "") else NOTHING


def _rows(
    record: AuditRecord, targets: Mapping[str, AuditRecord], words: Words
) -> list[tuple[str, str]]:
    rows: list[tuple[str, str]] = [
        (
            QCoreApplication.translate("AuditDetails", "Time"),
            QCoreApplication.translate("AuditDetails", "{local_time} (UTC {utc_time})").format(
                local_time=local_time_text(record), utc_time=record.body.get("recorded_at", "")
            ),
        ),
        (
            QCoreApplication.translate("AuditDetails", "Station"),
            QCoreApplication.translate(
                "AuditDetails", "{station_name} ({station_id}), seq {seq}"
            ).format(
                station_name=record.station_name, station_id=record.station_id, seq=record.seq
            ),
        ),
        (
            QCoreApplication.translate("AuditDetails", "Kind", "the kind of audit record"),
            director_text(kind_words(record.kind.value)),
        ),
    ]
    if record.is_adjudication:
        rows += [
            (QCoreApplication.translate("AuditDetails", "Profile"), _or_dash(record.profile)),
            (
                QCoreApplication.translate("AuditDetails", "Lexicon"),
                f"{record.lexicon_name} · {record.lexicon_fingerprint}",
            ),
            (
                QCoreApplication.translate("AuditDetails", "Rule", "the challenge rule"),
                _or_dash(record.rule),
            ),
            (
                QCoreApplication.translate(
                    "AuditDetails", "Typed", "the words the challenger typed"
                ),
                _or_dash(record.typed),
            ),
            (QCoreApplication.translate("AuditDetails", "Words"), _or_dash(" ".join(record.words))),
            (
                QCoreApplication.translate("AuditDetails", "Verdict"),
                verdict_word(record.verdict, words),
            ),
            (
                QCoreApplication.translate("AuditDetails", "Per-word results"),
                _or_dash(word_results_text(record, words)),
            ),
            (
                QCoreApplication.translate("AuditDetails", "Consequence"),
                _or_dash(words.say(consequence_said(record))),
            ),
            (QCoreApplication.translate("AuditDetails", "Source"), _or_dash(record.source)),
        ]
        second = record.body.get("second_opinion")
        if isinstance(second, Mapping) and second:
            name = (second.get("lexicon") or {}).get("name")
            rows.append(
                (
                    QCoreApplication.translate("AuditDetails", "Second opinion"),
                    f"{_or_dash(name)}: {_or_dash(verdict_word(second.get('verdict'), words))}",
                )
            )
    elif record.kind is EventKind.ANNOTATION:
        rows.append(
            (
                QCoreApplication.translate("AuditDetails", "Details"),
                event_summary(record, dict(targets), words),
            )
        )
    else:
        rows.append(
            (
                QCoreApplication.translate("AuditDetails", "Details"),
                plain_value(record.details, words),
            )
        )
    flags = flag_words(record, words)
    rows.append(
        (
            QCoreApplication.translate("AuditDetails", "Flags"),
            "; ".join(flags)
            if flags
            else QCoreApplication.translate("AuditDetails", "none", "no flags"),
        )
    )
    if record.refers_to:
        rows.append(
            (QCoreApplication.translate("AuditDetails", "Refers to"), _refers_to(record, targets))
        )
    rows.append((QCoreApplication.translate("AuditDetails", "Event id"), record.event_id))
    rows.append((QCoreApplication.translate("AuditDetails", "Hash"), record.hash[:16] + "..."))
    return rows


def _refers_to(record: AuditRecord, targets: Mapping[str, AuditRecord]) -> str:
    """The record ruled on: its receipt and seq when it is at hand, else the receipt the
    ruling recorded, else the start of its event id."""
    target = targets.get(record.refers_to or "")
    receipt = target.receipt if target else record.details.get("refers_to_receipt")
    if target is not None:
        where = QCoreApplication.translate("AuditDetails", "seq {seq} ({kind})").format(
            seq=target.seq, kind=director_text(kind_words(target.kind.value))
        )
        return f"{receipt} \u00b7 {where}" if receipt else where
    if receipt:
        return str(receipt)
    return QCoreApplication.translate("AuditDetails", "record {event_id}…").format(
        event_id=(record.refers_to or "")[:8]
    )


def details_html(
    record: AuditRecord,
    targets: Mapping[str, AuditRecord],
    notes: Sequence[AuditRecord],
) -> str:
    """The record in full, per-word results included (for the director only), with
    ``notes`` (its annotations) beside it; ``targets`` holds records it may refer to.
    Worded in director mode's language."""
    words = Player(application_language())
    cells = "".join(
        f"<tr><td style='padding:2px 10px 2px 0; white-space:nowrap'><b>{escape(k)}</b></td>"
        f"<td style='padding:2px 0'>{escape(v).replace(chr(10), '<br>')}</td></tr>"
        for k, v in _rows(record, targets, words)
    )
    flags = flag_words(record, words)
    title = (
        QCoreApplication.translate("AuditDetails", "FLAGGED: {flags}").format(
            flags="; ".join(flags)
        )
        if flags
        else QCoreApplication.translate("AuditDetails", "Record seq {seq}").format(seq=record.seq)
    )
    colour = "#8a5a00" if flags else "#333333"
    # two columns: the record on the left, its annotations on the right
    html = [
        f"<table width='100%'><tr><td width='58%' style='padding-right:16px'>"
        f"<h3 style='color:{colour}; margin-top:0'>{escape(title)}</h3><table>{cells}</table>"
        "</td><td>"
    ]
    annotations = QCoreApplication.translate("AuditDetails", "Annotations ({count})")
    html.append(f"<h4 style='margin-top:0'>{escape(annotations.format(count=len(notes)))}</h4>")
    if notes:
        html.append("<ul>")
        when = QCoreApplication.translate("AuditDetails", "{time}, seq {seq}")
        for note in notes:
            typed = words.say(ruling_summary(note.details))
            category = words.say(ruling_label(str(note.details.get("category", ""))))
            html.append(
                f"<li><b>{escape(category)}"
                f"</b>: {escape(typed + '. ' if typed else '')}"
                f"{escape(str(note.details.get('note', '')))}"
                f" <i>({escape(when.format(time=local_time_text(note), seq=note.seq))})</i></li>"
            )
        html.append("</ul>")
    else:
        none = QCoreApplication.translate("AuditDetails", "None. Use “Add note...” to add one.")
        html.append(f"<p><i>{escape(none)}</i></p>")
    html.append("</td></tr></table>")
    return "".join(html)


class AnnotationDialog(QDialog):
    """A ruling on one record, with its typed fields and a note (the record is never changed).

    The fields shown depend on the ruling: the new receipt of a re-adjudication,
    the manual lookup's result, the penalised player and points, what was
    compensated (see `kiosk.core.rulings`).
    """

    def __init__(
        self,
        record: AuditRecord,
        parent: QWidget | None = None,
        *,
        issued: ReceiptLookup | None = None,
    ) -> None:
        super().__init__(parent)
        self.record = record
        self.issued = issued  # whether the log issued a receipt (`receipts_issued_by`)
        self.setWindowTitle(self.tr("Add a ruling or note to seq {seq}").format(seq=record.seq))
        self.category = QComboBox()
        for value, ruling in RULINGS.items():
            self.category.addItem(ruling_choice(value, director_text(ruling.title())), value)
        self.category.setCurrentIndex(self.category.findData("note"))
        self.new_receipt = QLineEdit()
        self.new_receipt.setPlaceholderText(
            self.tr("receipt of the new adjudication, e.g. GK-0042")
        )
        self.lookup_result = QComboBox()
        self.lookup_result.addItems(["ACCEPTABLE", "UNACCEPTABLE"])
        self.player = QComboBox()
        self.player.addItem(self.tr("the challenger"), "challenger")
        self.player.addItem(self.tr("the challenged player"), "challenged")
        self.points = QSpinBox()
        self.points.setRange(1, 100)
        self.points.setValue(10)
        self.compensated = QLineEdit()
        self.compensated.setPlaceholderText(self.tr("what was compensated: points, a turn, time"))
        self.note = QPlainTextEdit()
        self.note.setTabChangesFocus(True)
        self.note.setPlaceholderText(self.tr("What happened, and who decided it"))
        self.problem = QLabel()
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet("color: #8a1c1c; font-weight: bold;")
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self._accept_if_complete)
        self.buttons.rejected.connect(self.reject)
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText(self.tr("Add to the log"))
        ok.setEnabled(False)
        self.note.textChanged.connect(lambda: ok.setEnabled(bool(self.note_text)))
        form = QFormLayout(self)
        what = (
            record.typed if record.is_adjudication else director_text(kind_words(record.kind.value))
        )
        if record.receipt:
            heading_text = self.tr(
                "Record: seq {seq}, receipt {receipt}, {time}, {typed_or_kind}"
            ).format(
                seq=record.seq,
                receipt=record.receipt,
                time=local_time_text(record),
                typed_or_kind=repr(what),
            )
        else:
            heading_text = self.tr("Record: seq {seq}, {time}, {typed_or_kind}").format(
                seq=record.seq, time=local_time_text(record), typed_or_kind=repr(what)
            )
        heading = QLabel(heading_text)
        heading.setWordWrap(True)
        form.addRow(heading)
        form.addRow(self.tr("Ruling:"), self.category)
        self._rows: dict[str, tuple[str, QWidget]] = {
            "new_receipt": (self.tr("New receipt:"), self.new_receipt),
            "result": (self.tr("Manual lookup result:"), self.lookup_result),
            "player": (self.tr("Penalised player:"), self.player),
            "points": (self.tr("Points off:"), self.points),
            "compensated": (self.tr("Compensated:"), self.compensated),
        }
        for label, widget in self._rows.values():
            form.addRow(label, widget)
        form.addRow(self.tr("Note:"), self.note)
        form.addRow(self.problem)
        form.addRow(self.buttons)
        self.form = form
        self.category.currentIndexChanged.connect(self._show_fields)
        self._show_fields()
        self.resize(560, 320)

    def _show_fields(self) -> None:
        wanted = RULINGS[self.category_value].fields
        for name, (_label, widget) in self._rows.items():
            self.form.setRowVisible(widget, name in wanted)

    def _accept_if_complete(self) -> None:
        try:
            fields: dict[str, Any] = self.fields
            ruling_details(self.category_value, self.note_text, issued=self.issued, **fields)
        except ValueError as exc:
            self.problem.setText(director_text(exc))
            return
        self.accept()

    @property
    def category_value(self) -> str:
        return str(self.category.currentData())

    @property
    def fields(self) -> dict[str, object]:
        """The typed fields of the chosen ruling, as `kiosk.core.rulings` takes them, with
        the receipt of the record ruled on (``target_receipt``, recorded with the ruling)."""
        values: dict[str, object] = {
            "new_receipt": self.new_receipt.text(),
            "result": self.lookup_result.currentText(),
            "player": self.player.currentData(),
            "points": self.points.value(),
            "compensated": self.compensated.text(),
        }
        chosen = {k: v for k, v in values.items() if k in RULINGS[self.category_value].fields}
        return {**chosen, "target_receipt": self.record.receipt}

    @property
    def note_text(self) -> str:
        return self.note.toPlainText().strip()
