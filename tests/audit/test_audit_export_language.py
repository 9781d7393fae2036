"""Exports in a chosen language: the HTML report and a CSV file for people.

`Marked` is a real `kiosk.core.i18n.Words` that wraps every text it is asked for in ⟦ ⟧: a
report written with it shows which words went through the translation and which did not.
The French checks use the station's real Qt translations (`audit export --language fr`).
"""

from __future__ import annotations

import csv
import dataclasses
import io
from datetime import UTC, datetime

import pytest

from kiosk.audit import AuditRecord, EventKind
from kiosk.audit.export import COLUMN_HEADINGS, CSV_COLUMNS, write_csv
from kiosk.audit.report import write_html_report
from kiosk.audit.words import consequence_said
from kiosk.cli import main
from kiosk.core.i18n import ENGLISH, Message, english_form, fill_count
from kiosk.ui.player_text import player_text
from tests.audit.test_audit_report import parse_report, tournament  # noqa: F401 (fixture)


class Marked:
    """Words that mark every text: ⟦English⟧, numbers as #n."""

    code = "xx"

    def text(self, context: str, source: str, disambiguation: str = "", n: int = -1) -> str:
        return f"⟦{english_form(source, n)}⟧"

    def say(self, message: Message | str) -> str:
        if isinstance(message, str):
            return message
        values = {k: self.say(v) if isinstance(v, Message) else v for k, v in message.values}
        text = self.text(message.context, message.source, "", message.n)
        return fill_count(text, message.n, self.number).format(**values)

    def number(self, value: int) -> str:
        return f"#{value}"


def _report(records: list[AuditRecord], words) -> str:
    out = io.StringIO()
    write_html_report(
        records,
        out,
        title="Spring Open",
        generated_at=datetime(2024, 5, 6, tzinfo=UTC),
        verify=None,
        words=words,
    )
    return out.getvalue()


def test_every_word_of_the_report_goes_through_its_language(tournament):  # noqa: F811
    text = _report(tournament.log.query(), Marked())
    page = parse_report(text)
    assert '<html lang="xx">' in text
    assert page.headings[0] == "Spring Open"  # the title is the director's
    assert all(h.startswith("⟦") for h in page.headings[1:]), page.headings
    for heading in ("Time", "Station", "Seq", "Verdict", "Per-word results", "Receipt"):
        assert f"<th>⟦{heading}⟧</th>" in text
    for term in ("Generated", "Stations", "Period", "Records", "Chain verification"):
        assert f"<dt>⟦{term}⟧</dt>" in text
    first = page.tables["adjudications"][1]  # catz dogs: unacceptable, split-lookup flag
    assert first[8] == "⟦UNACCEPTABLE⟧"
    assert first[9] == "CATZ ✗ ⟦unacceptable⟧, DOGS ✓ ⟦acceptable⟧"
    assert "⟦possible split lookup (NSA IV.J.2)⟧" in first[10] and "⟦annotated⟧" in first[10]
    note = page.tables["flagged"][0][7]
    assert note.startswith("⟦Compensated (NSA IV.K.5)⟧: ⟦compensated: 5 points.⟧")
    assert "⟦acceptable⟧</text>" in text and "⟦unacceptable⟧</text>" in text  # chart keys
    assert "#7" in text  # counts written by the language
    # typed text, names and ids are the players' and the director's, never translated
    assert first[6] == "catz dogs" and first[1] == "Table 7" and first[5] == "double"


def test_the_english_report_is_unchanged_without_a_language(tournament):  # noqa: F811
    page = parse_report(_report(tournament.log.query(), ENGLISH))
    assert page.tables["adjudications"][1][8] == "UNACCEPTABLE"
    assert "⟦" not in " ".join(page.text)


def test_a_csv_for_people_words_headings_and_values(tournament):  # noqa: F811
    records = tournament.log.query()
    plain, worded = io.StringIO(), io.StringIO()
    write_csv(records, plain)
    write_csv(records, worded, Marked())
    plain_rows = list(csv.reader(io.StringIO(plain.getvalue())))
    rows = list(csv.reader(io.StringIO(worded.getvalue())))
    assert plain_rows[0] == list(CSV_COLUMNS)  # for tools: the column ids
    assert rows[0][0] == "⟦Receipt⟧" and all(h.startswith("⟦") for h in rows[0])
    assert len(rows) == len(plain_rows) == len(records) + 1
    column = {name: i for i, name in enumerate(CSV_COLUMNS)}
    catz = next(r for r in rows[1:] if r[column["typed"]] == "catz dogs")
    assert catz[column["verdict"]] == "⟦UNACCEPTABLE⟧"
    assert catz[column["word_results"]] == "CATZ ⟦unacceptable⟧, DOGS ⟦acceptable⟧"
    assert catz[column["consequence"]].startswith("⟦The play comes off the board")
    assert catz[column["loses_turn"]] == "⟦challenged player⟧"
    assert catz[column["final_play"]] == "⟦no⟧"
    assert catz[column["flags"]] == "⟦possible split lookup (NSA IV.J.2)⟧"
    # the ids and what people typed are the same in both files
    plain_catz = next(r for r in plain_rows[1:] if r[column["typed"]] == "catz dogs")
    for name in ("receipt", "event_id", "typed", "words", "rule", "lexicon", "fingerprint"):
        assert catz[column[name]] == plain_catz[column[name]]


def test_a_consequence_is_reworded_only_when_it_is_the_one_recorded(tournament):  # noqa: F811
    """The log holds the English sentence; a translation is offered only for the very message
    the rule gives again: a record whose sentence differs keeps its own, untouched."""
    records = [r for r in tournament.log.query() if r.is_adjudication]
    for record in records:
        said = consequence_said(record)
        assert isinstance(said, Message)
        assert said.english == record.body["consequence"]["sentence"]
    odd = records[0]
    body = dict(odd.body, consequence=dict(odd.body["consequence"], sentence="Custom ruling."))
    assert consequence_said(dataclasses.replace(odd, body=body)) == "Custom ruling."
    unknown = dict(odd.body, rule="no-such-rule")
    assert (
        consequence_said(dataclasses.replace(odd, body=unknown))
        == (odd.body["consequence"]["sentence"])
    )


def test_export_in_french_from_the_command_line(tournament, tmp_path, capsys):  # noqa: F811
    tournament.log.close()
    out = tmp_path / "rapport.html"
    assert main(["audit", "export", "--format", "html", "--language", "fr", "--out", str(out)]) == 0
    text = out.read_text("utf-8")
    page = parse_report(text)
    assert '<html lang="fr">' in text
    assert page.tables["adjudications"][1][8] not in ("UNACCEPTABLE", "")
    assert "Chain intact" not in text and "Adjudications per" not in text
    assert page.headings[0].startswith("Rapport") or "Audit report" not in page.headings[0]
    sheet = tmp_path / "export.csv"
    assert (
        main(["audit", "export", "--format", "csv", "--language", "fr", "--out", str(sheet)]) == 0
    )
    header = next(csv.reader(io.StringIO(sheet.read_text("utf-8-sig"))))
    french = player_text("fr")
    assert header == [french.text("Audit", COLUMN_HEADINGS[name].source) for name in CSV_COLUMNS]
    assert header[0] == "Reçu" and header != list(CSV_COLUMNS)
    made = [r for r in _records(tournament) if r.kind is EventKind.EXPORT_MADE]
    assert len(made) == 2  # both exports recorded


def _records(tournament):  # noqa: F811
    from kiosk.audit import open_audit_log

    log = open_audit_log(station_id="check", path=tournament.log.path)
    try:
        return log.query()
    finally:
        log.close()


@pytest.mark.parametrize("code", ["xx", "", "f" * 5000, "fr;rm -rf"])
def test_an_unknown_export_language_is_refused_clearly(tournament, tmp_path, capsys, code):  # noqa: F811
    tournament.log.close()
    out = tmp_path / "x.html"
    with pytest.raises(SystemExit) as stopped:
        main(["audit", "export", "--format", "html", "--language", code, "--out", str(out)])
    assert stopped.value.code == 2
    err = capsys.readouterr().err
    assert "language" in err and "choose one of: en, fr" in err and "Traceback" not in err
    assert len(err.strip().splitlines()[-1]) < 200 and "f" * 100 not in err  # not echoed whole
    assert not out.exists()


class Hostile(Marked):
    """A damaged or forged translation: markup, and format fields that reach into objects."""

    def text(self, context: str, source: str, disambiguation: str = "", n: int = -1) -> str:
        return '<script>alert("x")</script>{0}{where.__class__}' + source

    def say(self, message: Message | str) -> str:
        return '<script>alert("x")</script>' + str(message)


def test_a_hostile_translation_cannot_inject_markup_or_reach_into_values(tournament):  # noqa: F811
    text = _report(tournament.log.query(), Hostile())
    assert "<script>" not in text and "&lt;script&gt;" in text  # escaped like typed text
    assert "&lt;class" not in text  # no field reached into a value: the English was used
    page = parse_report(text)
    assert page.tables["adjudications"][1][6] == "catz dogs"  # the records are all there
    assert "script" not in page.tags


def test_the_qt_lookup_refuses_a_translation_with_other_placeholders():
    """Whatever a .qm file says, a translation whose {fields} differ from the English (an
    attribute or index reached through a field included) is never used."""
    from kiosk.core.i18n import placeholders

    assert placeholders("{where.__class__} {0}") != placeholders("{where}")
    assert placeholders("{where.__class__}") == {"where.__class__"}


def test_json_lines_stay_as_stored_whatever_the_language(tournament, tmp_path):  # noqa: F811
    tournament.log.close()
    plain, asked = tmp_path / "a.jsonl", tmp_path / "b.jsonl"
    assert main(["audit", "export", "--format", "jsonl", "--out", str(plain)]) == 0
    command = ["audit", "export", "--format", "jsonl", "--language", "de", "--out", str(asked)]
    assert main(command) == 0
    first = [line for line in plain.read_text("utf-8").splitlines() if "signed_head" not in line]
    asked_lines = asked.read_text("utf-8").splitlines()
    assert asked_lines[: len(first)] == first  # + the first export, then the signed head
    made = [r for r in _records(tournament) if r.kind is EventKind.EXPORT_MADE]
    assert [r.details.get("language") for r in made] == [None, None]


def test_an_export_in_french_to_a_folder_that_cannot_be_written(tournament, tmp_path, capsys):  # noqa: F811
    """A careless director points the French report at a place that cannot be written (a
    "folder" that is a file: refused even for root): a clear message, exit 2, no file, and
    nothing recorded as exported."""
    tournament.log.close()
    not_a_folder = tmp_path / "notes.txt"
    not_a_folder.write_text("a file, not a folder", encoding="utf-8")
    out = not_a_folder / "rapport.html"
    code = main(["audit", "export", "--format", "html", "--language", "fr", "--out", str(out)])
    assert code == 2 and not out.exists()
    err = capsys.readouterr().err
    assert f"cannot write {out}" in err and "Traceback" not in err
    made = [r for r in _records(tournament) if r.kind is EventKind.EXPORT_MADE]
    assert made == []
