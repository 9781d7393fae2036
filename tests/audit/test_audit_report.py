"""The HTML audit report: what it holds, that it escapes typed text, that it renders offline.

`make_tournament_log` (also used by the director's audit viewer tests) writes a
real SQLite log with real adjudications over two days.
"""

from __future__ import annotations

import dataclasses
import io
import os
import shutil
import subprocess
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from html.parser import HTMLParser
from pathlib import Path

import pytest

from kiosk.audit import AuditLog, AuditRecord, EventKind, open_audit_log
from kiosk.audit.report import write_html_report
from kiosk.cli import main
from kiosk.core.adjudication import adjudicate
from kiosk.core.play import parse_play
from kiosk.core.rules import rule_by_id

ARTIFACTS = Path(__file__).resolve().parents[1] / "artifacts"
CHROMIUM = "/usr/bin/chromium"
HOSTILE_NOTE = '<script>alert("x")</script> & <b>bold</b>'


class Clock:
    """Aware UTC time that moves only when told."""

    def __init__(self) -> None:
        self.now = datetime(2024, 5, 4, 13, 0, 0, tzinfo=UTC)

    def __call__(self) -> datetime:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += timedelta(seconds=seconds)


@dataclass
class TournamentLog:
    log: AuditLog
    clock: Clock
    ids: dict[str, str]  # name -> event id


def mini_lexicon(home: Path):
    """A real built lexicon named MINI (QI ZA CAT DOGS)."""
    from kiosk.lexicons.file import load_lexicon
    from lexicon_build.cli import main as lexicon_build

    words = home / "mini.txt"
    words.write_text("qi\nza\ncat\ndogs\n", encoding="utf-8")
    out = home / "MINI.clex"
    assert lexicon_build([str(words), "--name", "MINI", "--out", str(out)]) == 0
    return load_lexicon(out)


def make_tournament_log(home: Path, enable) -> TournamentLog:
    """Seven records at station "Table 7" over 4-5 May 2024 (UTC):

    day 1 13:00 cat (A, ENABLE, double, acceptable); 13:00:30 catz dogs (unacceptable,
    flagged split lookup); 14:10 qi za (B, MINI, five-point, acceptable); 14:20
    settings event; day 2 09:00 dogs catx (A, unacceptable); 09:05 an annotation on
    "catz dogs" with hostile text; 10:00 za (B, MINI, acceptable).
    """
    mini = mini_lexicon(home)
    clock = Clock()
    log = open_audit_log(
        station_id="st-7", station_name="Table 7", path=home / "audit.sqlite3", clock=clock
    )
    (home / "station-id").write_text("st-7\n")  # the station's own log: commands write to it
    ids: dict[str, str] = {}

    def judge(name: str, text: str, lexicon, rule: str, profile: str) -> None:
        adj = adjudicate(parse_play(text, lexicon.alphabet), lexicon, rule_by_id(rule))
        ids[name] = log.record_adjudication(adj, profile=profile).event_id

    judge("cat", "cat", enable, "double", "Division A")
    clock.advance(30)
    judge("catz", "catz dogs", enable, "double", "Division A")
    clock.advance(70 * 60 - 30)
    judge("qiza", "qi za", mini, "five-point", "Division B")
    clock.advance(10 * 60)
    ids["settings"] = log.record_event(EventKind.SETTINGS_CHANGED, {"split_window_s": 90}).event_id
    clock.now = datetime(2024, 5, 5, 9, 0, 0, tzinfo=UTC)
    judge("dogs", "dogs catx", enable, "double", "Division A")
    clock.advance(300)
    ids["note"] = log.annotate(
        ids["catz"], "compensated-iv-k-5", HOSTILE_NOTE, compensated="5 points"
    ).event_id
    clock.advance(55 * 60)
    judge("za", "za", mini, "five-point", "Division B")
    return TournamentLog(log, clock, ids)


@pytest.fixture
def tournament(kiosk_home: Path, enable_lexicon):
    made = make_tournament_log(kiosk_home, enable_lexicon)
    yield made
    made.log.close()


class ReportParser(HTMLParser):
    """The page's tables (by id) as rows of cell texts, plus headings and tags seen."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.tables: dict[str, list[list[str]]] = {}
        self.row_classes: dict[str, list[str]] = {}
        self.tags: list[str] = []
        self.attrs: list[tuple[str, str | None]] = []
        self.headings: list[str] = []
        self.text: list[str] = []
        self._table: str | None = None
        self._in_body = False
        self._cell: list[str] | None = None
        self._heading: list[str] | None = None

    def handle_starttag(self, tag, attrs):
        self.tags.append(tag)
        self.attrs.extend(attrs)
        found = dict(attrs)
        if tag == "table":
            self._table = found.get("id") or ""
            self.tables[self._table] = []
            self.row_classes[self._table] = []
        elif tag == "tbody":
            self._in_body = True
        elif tag == "tr" and self._table is not None and self._in_body:
            self.tables[self._table].append([])
            self.row_classes[self._table].append(found.get("class") or "")
        elif tag in ("td", "th") and self._in_body:
            self._cell = []
        elif tag in ("h1", "h2", "h3"):
            self._heading = []

    def handle_endtag(self, tag):
        if tag == "table":
            self._table = None
        elif tag == "tbody":
            self._in_body = False
        elif tag in ("td", "th") and self._cell is not None and self._table is not None:
            self.tables[self._table][-1].append(" ".join("".join(self._cell).split()))
            self._cell = None
        elif tag in ("h1", "h2", "h3") and self._heading is not None:
            self.headings.append("".join(self._heading))
            self._heading = None

    def handle_data(self, data):
        self.text.append(data)
        if self._cell is not None:
            self._cell.append(data)
        if self._heading is not None:
            self._heading.append(data)


def parse_report(text: str) -> ReportParser:
    parser = ReportParser()
    parser.feed(text)
    parser.close()
    return parser


def report_text(records: list[AuditRecord], verify=None) -> str:
    out = io.StringIO()
    write_html_report(
        records,
        out,
        title="Spring Open <2024>",
        generated_at=datetime(2024, 5, 6, 8, 0, tzinfo=UTC),
        verify=verify,
    )
    return out.getvalue()


def test_report_holds_every_adjudication_event_and_flagged_item(tournament):
    records = tournament.log.query()
    text = report_text(records, tournament.log.verify())
    page = parse_report(text)

    adjudications = page.tables["adjudications"]
    assert [row[6] for row in adjudications] == ["cat", "catz dogs", "qi za", "dogs catx", "za"]
    first = adjudications[1]  # catz dogs
    assert first[1:6] == ["Table 7", "2", "Division A", first[4], "double"]
    assert first[4].startswith("ENABLE · ") and len(first[4]) == len("ENABLE · ") + 8
    assert first[7] == "CATZ DOGS" and first[8] == "UNACCEPTABLE"
    assert first[9] == "CATZ ✗ unacceptable, DOGS ✓ acceptable"
    assert "possible split lookup" in first[10] and "annotated" in first[10]
    assert first[0] == "2024-05-04 13:00:30 UTC+00:00"
    assert page.row_classes["adjudications"][1] == "flagged"
    assert adjudications[2][4].startswith("MINI · ") and adjudications[2][5] == "five-point"

    flagged = page.tables["flagged"]
    assert [row[4] for row in flagged] == ["catz dogs"]
    assert "Compensated (NSA IV.K.5): compensated: 5 points. " + HOSTILE_NOTE in flagged[0][7]

    events = page.tables["events"]
    assert [row[3] for row in events] == ["settings changed", "annotation"]  # kinds in words
    assert events[1][4].startswith(
        "Compensated (NSA IV.K.5): compensated: 5 points. " + HOSTILE_NOTE
    )
    assert events[1][4].endswith("(on seq 2, station Table 7)")

    body = " ".join(page.text)
    assert "Chain intact: 7 records checked" in body
    assert "7 (5 adjudications: 3 acceptable, 2 unacceptable; 2 events)" in body
    assert "2024-05-04 13:00:00 UTC+00:00 to 2024-05-05 10:00:00 UTC+00:00" in body
    assert "Table 7 (st-7)" in body
    assert "Adjudications per day (local time, UTC+00:00)" not in page.headings
    assert page.headings[:2] == ["Spring Open <2024>", "Charts"]


def test_typed_and_note_text_is_escaped(tournament):
    text = report_text(tournament.log.query())
    assert "<script" not in text and "<b>bold" not in text
    assert "&lt;script&gt;alert(&#34;x&#34;)&lt;/script&gt; &amp; &lt;b&gt;bold&lt;/b&gt;" in text
    assert "<title>Spring Open &lt;2024&gt;</title>" in text
    page = parse_report(text)
    assert "script" not in page.tags and "b" not in page.tags
    assert sum(HOSTILE_NOTE in t for t in page.text) == 2  # flagged item's notes, events table


def test_report_needs_nothing_from_the_network(tournament):
    page = parse_report(report_text(tournament.log.query()))
    assert "script" not in page.tags and "img" not in page.tags and "link" not in page.tags
    urls = [v for k, v in page.attrs if k in ("src", "href") and v]
    assert all(u.startswith("#r-") for u in urls)
    assert page.tags.count("svg") == 3  # per hour, by lexicon, by rule


def test_charts_count_by_hour_lexicon_and_rule(tournament):
    text = report_text(tournament.log.query())
    page = parse_report(text)
    # 4 May 13:00 to 5 May 10:00 is 22 hours: hourly, with the day shown at midnight
    assert "Adjudications per hour (local time, UTC+00:00)" in page.headings
    assert "2 acceptable · 0 unacceptable" in text  # MINI, and five-point
    assert "1 acceptable · 2 unacceptable" in text  # ENABLE, and double
    assert ">ENABLE · b819e7b6</text>" in text
    assert ">five-point</text>" in text and ">double</text>" in text
    assert "<title>2024-05-04 13:00: 2</title>" in text
    assert "<title>2024-05-05 00:00: 0</title>" in text and ">05-05</text>" in text


def test_hourly_chart_uses_the_stations_local_hours(tournament):
    shifted = [
        dataclasses.replace(r, utc_offset_minutes=120)
        for r in tournament.log.query()
        if r.recorded_at.day == 4
    ]
    text = report_text(shifted)
    assert "Adjudications per hour (local time, UTC+02:00)" in text
    assert "<title>2024-05-04 15:00: 2</title>" in text
    assert "<title>2024-05-04 16:00: 1</title>" in text
    assert "2024-05-04 15:00:30 UTC+02:00" in text

    mixed = [*shifted[:1], *tournament.log.query()[1:3]]
    headings = parse_report(report_text(mixed)).headings
    assert "Adjudications per hour (UTC (the stations' UTC offsets differ))" in headings


def test_a_broken_chain_and_an_empty_report_say_so(tournament):
    from kiosk.audit import Problem, StationReport, VerifyReport

    broken = VerifyReport(
        (StationReport("st-7", 3, 3, "ab" * 32, Problem("st-7", 4, "edited", "changed <x>")),)
    )
    text = report_text(tournament.log.query(), broken)
    assert "BROKEN at seq 4 (station st-7): edited — changed &lt;x&gt;" in text
    empty = parse_report(report_text([]))
    assert empty.tables["adjudications"] == [] and "No adjudications in this report." in " ".join(
        empty.text
    )


def test_audit_export_html_command(tournament, tmp_path, capsys):
    out = tmp_path / "report.html"
    tournament.log.close()
    assert main(["audit", "export", "--format", "html", "--out", str(out)]) == 0
    assert "7 records exported" in capsys.readouterr().err
    page = parse_report(out.read_text("utf-8"))
    assert len(page.tables["adjudications"]) == 5
    assert "Chain intact: 7 records checked" in " ".join(page.text)
    assert main(["audit", "export", "--format", "html", "--flagged", "--out", str(out)]) == 0
    assert [r[6] for r in parse_report(out.read_text("utf-8")).tables["adjudications"]] == [
        "catz dogs"
    ]
    log = open_audit_log(station_id="check", path=tournament.log.path)
    try:
        made = [r for r in log.query() if r.kind is EventKind.EXPORT_MADE]
    finally:
        log.close()
    assert [r.details["format"] for r in made] == ["html", "html"]
    assert made[1].details["filters"] == {"flagged": True}


def render_in_chromium(report: Path, png: Path, tmp_path: Path) -> None:
    """Screenshot ``report`` with headless Chromium, with its network features off."""
    subprocess.run(
        [
            CHROMIUM,
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--disable-quic",
            "--no-first-run",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            f"--user-data-dir={tmp_path / 'chromium-profile'}",
            f"--screenshot={png}",
            "--window-size=1400,2000",
            report.as_uri(),
        ],
        check=True,
        capture_output=True,
        timeout=120,
    )


def png_size(path: Path) -> tuple[int, int]:
    header = path.read_bytes()[:24]
    assert header[:8] == b"\x89PNG\r\n\x1a\n"
    return int.from_bytes(header[16:20], "big"), int.from_bytes(header[20:24], "big")


@pytest.mark.slow
def test_report_renders_offline_in_headless_chromium(tournament, tmp_path):
    if not (os.access(CHROMIUM, os.X_OK) or shutil.which("chromium")):
        if os.environ.get("CI"):
            pytest.fail(
                f"{CHROMIUM} is missing (Debian package chromium; tests/run.sh installs it)"
            )
        pytest.skip(f"{CHROMIUM} is not installed (apt-get install chromium)")
    report = tmp_path / "report.html"
    with report.open("w", encoding="utf-8") as out:
        write_html_report(
            tournament.log.query(),
            out,
            title="Audit report: Table 7",
            generated_at=tournament.clock(),
            verify=tournament.log.verify(),
        )
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    png = ARTIFACTS / "audit-report-chromium.png"
    png.unlink(missing_ok=True)
    render_in_chromium(report, png, tmp_path)
    assert png_size(png) == (1400, 2000)
    assert png.stat().st_size > 40_000  # a blank page is a few kilobytes
