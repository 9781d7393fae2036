"""A record in full for the director (per-word results, annotations), and the note dialog."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from html import escape

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

from kiosk.audit.records import AuditRecord
from kiosk.audit.report import (
    category_label,
    event_summary,
    flag_words,
    local_time_text,
    word_results_text,
)
from kiosk.core.rulings import RULINGS, ruling_details, ruling_summary

__all__ = ["AnnotationDialog", "details_html"]


def _rows(record: AuditRecord, targets: Mapping[str, AuditRecord]) -> list[tuple[str, str]]:
    rows: list[tuple[str, str]] = [
        ("Time", f"{local_time_text(record)} (UTC {record.body.get('recorded_at', '')})"),
        ("Station", f"{record.station_name} ({record.station_id}), seq {record.seq}"),
        ("Kind", record.kind.value),
    ]
    if record.is_adjudication:
        consequence = record.body.get("consequence") or {}
        rows += [
            ("Profile", record.profile or ""),
            ("Lexicon", f"{record.lexicon_name} · {record.lexicon_fingerprint}"),
            ("Rule", record.rule or ""),
            ("Typed", record.typed or ""),
            ("Words", " ".join(record.words)),
            ("Verdict", record.verdict or ""),
            ("Per-word results", word_results_text(record)),
            ("Consequence", str(consequence.get("sentence", ""))),
            ("Source", record.source or ""),
        ]
        second = record.body.get("second_opinion")
        if second:
            name = (second.get("lexicon") or {}).get("name")
            rows.append(("Second opinion", f"{name}: {second.get('verdict')}"))
    else:
        rows.append(("Details", event_summary(record, dict(targets))))
    words = flag_words(record)
    rows.append(("Flags", "; ".join(words) if words else "none"))
    if record.refers_to:
        target = targets.get(record.refers_to)
        rows.append(
            ("Refers to", f"seq {target.seq} ({target.kind.value})" if target else record.refers_to)
        )
    rows.append(("Event id", record.event_id))
    rows.append(("Hash", record.hash[:16] + "..."))
    return rows


def details_html(
    record: AuditRecord,
    targets: Mapping[str, AuditRecord],
    notes: Sequence[AuditRecord],
) -> str:
    """The record in full, per-word results included (for the director only), with
    ``notes`` (its annotations) beside it; ``targets`` holds records it may refer to."""
    cells = "".join(
        f"<tr><td style='padding:2px 10px 2px 0; white-space:nowrap'><b>{escape(k)}</b></td>"
        f"<td style='padding:2px 0'>{escape(v).replace(chr(10), '<br>')}</td></tr>"
        for k, v in _rows(record, targets)
    )
    words = flag_words(record)
    title = "FLAGGED: " + "; ".join(words) if words else f"Record seq {record.seq}"
    colour = "#8a5a00" if words else "#333333"
    # two columns: the record on the left, its annotations on the right
    html = [
        f"<table width='100%'><tr><td width='58%' style='padding-right:16px'>"
        f"<h3 style='color:{colour}; margin-top:0'>{escape(title)}</h3><table>{cells}</table>"
        "</td><td>"
    ]
    html.append(f"<h4 style='margin-top:0'>Annotations ({len(notes)})</h4>")
    if notes:
        html.append("<ul>")
        for note in notes:
            typed = ruling_summary(note.details)
            html.append(
                f"<li><b>{escape(category_label(str(note.details.get('category', ''))))}"
                f"</b>: {escape(typed + '. ' if typed else '')}"
                f"{escape(str(note.details.get('note', '')))}"
                f" <i>({escape(local_time_text(note))}, seq {note.seq})</i></li>"
            )
        html.append("</ul>")
    else:
        html.append("<p><i>None. Use “Add note...” to add one.</i></p>")
    html.append("</td></tr></table>")
    return "".join(html)


class AnnotationDialog(QDialog):
    """A ruling on one record, with its typed fields and a note (the record is never changed).

    The fields shown depend on the ruling: the new receipt of a re-adjudication,
    the manual lookup's result, the penalised player and points, what was
    compensated (see `kiosk.core.rulings`).
    """

    def __init__(self, record: AuditRecord, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(f"Add a ruling or note to seq {record.seq}")
        self.category = QComboBox()
        for value, ruling in RULINGS.items():
            label = f"{ruling.title} ({ruling.source})" if ruling.source else ruling.title
            self.category.addItem(label, value)
        self.category.setCurrentIndex(self.category.findData("note"))
        self.new_receipt = QLineEdit()
        self.new_receipt.setPlaceholderText("receipt of the new adjudication, e.g. GK-0042")
        self.lookup_result = QComboBox()
        self.lookup_result.addItems(["ACCEPTABLE", "UNACCEPTABLE"])
        self.player = QComboBox()
        self.player.addItem("the challenger", "challenger")
        self.player.addItem("the challenged player", "challenged")
        self.points = QSpinBox()
        self.points.setRange(1, 100)
        self.points.setValue(10)
        self.compensated = QLineEdit()
        self.compensated.setPlaceholderText("what was compensated: points, a turn, time")
        self.note = QPlainTextEdit()
        self.note.setTabChangesFocus(True)
        self.note.setPlaceholderText("What happened, and who decided it")
        self.problem = QLabel()
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet("color: #8a1c1c; font-weight: bold;")
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self._accept_if_complete)
        self.buttons.rejected.connect(self.reject)
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText("Add to the log")
        ok.setEnabled(False)
        self.note.textChanged.connect(lambda: ok.setEnabled(bool(self.note_text)))
        form = QFormLayout(self)
        what = record.typed if record.is_adjudication else record.kind.value
        receipt = f", receipt {record.receipt}" if record.receipt else ""
        heading = QLabel(f"Record: seq {record.seq}{receipt}, {local_time_text(record)}, {what!r}")
        heading.setWordWrap(True)
        form.addRow(heading)
        form.addRow("Ruling:", self.category)
        self._rows: dict[str, tuple[str, QWidget]] = {
            "new_receipt": ("New receipt:", self.new_receipt),
            "result": ("Manual lookup result:", self.lookup_result),
            "player": ("Penalised player:", self.player),
            "points": ("Points off:", self.points),
            "compensated": ("Compensated:", self.compensated),
        }
        for label, widget in self._rows.values():
            form.addRow(label, widget)
        form.addRow("Note:", self.note)
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
            ruling_details(self.category_value, self.note_text, **self.fields)
        except ValueError as exc:
            self.problem.setText(str(exc))
            return
        self.accept()

    @property
    def category_value(self) -> str:
        return str(self.category.currentData())

    @property
    def fields(self) -> dict[str, object]:
        """The typed fields of the chosen ruling, as `kiosk.core.rulings` takes them."""
        values: dict[str, object] = {
            "new_receipt": self.new_receipt.text(),
            "result": self.lookup_result.currentText(),
            "player": self.player.currentData(),
            "points": self.points.value(),
            "compensated": self.compensated.text(),
        }
        return {k: v for k, v in values.items() if k in RULINGS[self.category_value].fields}

    @property
    def note_text(self) -> str:
        return self.note.toPlainText().strip()
