"""The report's template: hostile text in every free-text field, its words, and where it is found
(from source, from an installed wheel; the PyInstaller bundle is in test_frozen_bundle.py).
"""

from __future__ import annotations

import dataclasses
import os
import shutil
import subprocess
import sys
import sysconfig
import zipfile
from datetime import UTC, datetime
from pathlib import Path

import pytest

from kiosk.audit import EventKind, open_audit_log
from kiosk.audit import report as report_module
from kiosk.audit.report import ANNOTATION_CATEGORIES, FLAG_LABELS
from kiosk.cli import main
from kiosk.core.adjudication import WordResult, adjudicate
from kiosk.core.play import Play, Word, parse_play
from kiosk.core.rules import rule_by_id
from tests.audit.test_audit_report import (
    ARTIFACTS,
    CHROMIUM,
    mini_lexicon,
    parse_report,
    render_in_chromium,
    report_text,
)
from tests.conftest import REPO

# Markup, a quote of each kind, an entity that must not be decoded twice, and template syntax
# that must stay text: "{{ 7*7 }}" must never become 49.
HOSTILE = "</td><script>alert(\"1 & 2\")</script><b>{{ 7*7 }}{% raw %}&amp;'x'"
PAGE_TAGS = {
    *("html", "head", "meta", "title", "style", "body", "h1", "h2", "h3", "p", "dl", "dt", "dd"),
    *("span", "br", "a", "ul", "li", "table", "thead", "tbody", "tr", "th", "td"),
    *("svg", "line", "rect", "text"),
}


def hostile_records(home: Path, enable) -> list:
    """A real log at a station named HOSTILE: one adjudication with HOSTILE as typed text,
    profile, lexicon name, word and second opinion's lexicon; an annotation with HOSTILE as
    category and note; an event with HOSTILE as a detail's key and value."""
    log = open_audit_log(
        station_id="st-h",
        station_name=HOSTILE,
        path=home / "audit.sqlite3",
        clock=lambda: datetime(2024, 5, 4, 13, 0, tzinfo=UTC),  # no "49" in a time of day
    )
    (home / "station-id").write_text("st-h\n")  # the station's own log: commands write to it
    try:
        adj = adjudicate(parse_play("cat", enable.alphabet), enable, rule_by_id("double"))
        adj = dataclasses.replace(
            adj,
            play=Play(text=HOSTILE, words=(Word(HOSTILE, (HOSTILE,), HOSTILE),)),
            lexicon_name=HOSTILE,
            word_results=(WordResult(HOSTILE, True),),
        )
        second = dataclasses.replace(adj, lexicon_name=HOSTILE)
        judged = log.record_adjudication(adj, profile=HOSTILE, second_opinion=second)
        # an annotation as any writer of the log could store it: category and note hostile
        log.record_event(
            EventKind.ANNOTATION, {"category": HOSTILE, "note": HOSTILE}, refers_to=judged.event_id
        )
        log.record_event(EventKind.SETTINGS_CHANGED, {HOSTILE: HOSTILE})
        return log.query()
    finally:
        log.close()


def test_hostile_text_in_every_free_text_field_is_escaped(kiosk_home, enable_lexicon):
    text = report_text(hostile_records(kiosk_home, enable_lexicon))
    page = parse_report(text)
    assert set(page.tags) <= PAGE_TAGS, set(page.tags) - PAGE_TAGS  # no script, no <b>
    assert not [name for name, _ in page.attrs if name.startswith("on")]
    assert all(v.startswith("#r-") for k, v in page.attrs if k in ("href", "src") and v)
    assert "49" not in " ".join(page.text)

    [row] = page.tables["adjudications"]
    station, profile, lexicon, typed, words, results = (row[i] for i in (1, 3, 4, 6, 7, 9))
    assert station == profile == typed == words == HOSTILE
    assert lexicon.startswith(HOSTILE + " · ") and results == HOSTILE + " ✓ acceptable"
    assert row[8] == "ACCEPTABLE" + f"Second opinion ({HOSTILE}): ACCEPTABLE"  # <br> between

    [flagged] = page.tables["flagged"]  # annotated
    assert flagged[1] == flagged[4] == HOSTILE
    assert flagged[7].startswith(f"{HOSTILE}: {HOSTILE} (")  # unknown category: shown as is

    annotation, settings = page.tables["events"]
    assert annotation[4] == f"{HOSTILE}: {HOSTILE} (on seq 1, station {HOSTILE})"
    assert settings[4] == f"{HOSTILE}: {HOSTILE}"
    assert f"{HOSTILE} (st-h)" in page.text  # the summary's station
    assert f"{HOSTILE} · {(lexicon.split(' · ')[1])}" in page.text  # the lexicon chart's label


def test_the_report_words_every_flag_and_annotation_category(kiosk_home, enable_lexicon):
    mini = mini_lexicon(kiosk_home)
    log = open_audit_log(station_id="st-1", path=kiosk_home / "audit.sqlite3")
    (kiosk_home / "station-id").write_text("st-1\n")
    try:
        play = parse_play("qi", enable_lexicon.alphabet)
        first = log.record_adjudication(
            adjudicate(play, enable_lexicon, rule_by_id("double")), profile="A"
        )
        again = log.record_adjudication(  # at once: a possible split lookup too
            adjudicate(play, enable_lexicon, rule_by_id("double")),
            profile="A",
            re_adjudication_of=first.event_id,
            second_opinion=adjudicate(play, mini, rule_by_id("double")),
        )
        for category in ANNOTATION_CATEGORIES:  # as stored by this and earlier versions
            log.record_event(
                EventKind.ANNOTATION,
                {"category": category, "note": f"because {category}"},
                refers_to=again.event_id,
            )
        records = log.query()
    finally:
        log.close()
    page = parse_report(report_text(records))
    # every flag an adjudication can carry (an unclean stop flags a station event instead)
    adjudication_flags = {k: v for k, v in FLAG_LABELS.items() if k != "unclean_stop"}
    assert set(page.tables["flagged"][0][6].split("; ")) == set(adjudication_flags.values())
    notes = page.tables["flagged"][0][7]
    for category, label in ANNOTATION_CATEGORIES.items():
        assert f"{label}: because {category}" in notes
    verdict = page.tables["adjudications"][1][8]
    assert verdict == "UNACCEPTABLE" + "Second opinion (MINI): ACCEPTABLE"  # <br> between


def test_a_missing_template_is_a_clear_message(kiosk_home, enable_lexicon, monkeypatch, capsys):
    hostile_records(kiosk_home, enable_lexicon)
    monkeypatch.setattr(report_module, "TEMPLATE", "gone.html.j2")
    out = kiosk_home / "report.html"
    assert main(["audit", "export", "--format", "html", "--out", str(out)]) != 0
    err = capsys.readouterr().err
    assert "kiosk/audit/templates/gone.html.j2 is missing" in err and "Traceback" not in err


def installed_wheel(tmp_path: Path) -> Path:
    """Build the project's wheel and install it (no dependencies) into a fresh venv that
    sees this Python's packages (through a .pth file naming this interpreter's own site
    folders, so it works the same whether this Python is a venv or not); returns the venv's
    python."""
    wheels = tmp_path / "wheels"
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", str(REPO), "--no-deps", "-q", "-w", str(wheels)],
        check=True,
        capture_output=True,
        timeout=300,
    )
    [wheel] = wheels.glob("challenge_kiosk-*.whl")
    with zipfile.ZipFile(wheel) as archive:
        names = set(archive.namelist())
        metadata = next(archive.read(n) for n in names if n.endswith(".dist-info/METADATA"))
    assert "kiosk/audit/templates/report.html.j2" in names
    assert b"Requires-Dist: jinja2<4,>=3.1" in metadata
    venv = tmp_path / "venv"
    subprocess.run(
        [sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True, timeout=120
    )
    python = venv / "bin" / "python"
    site = subprocess.run(
        [python, "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
        check=True,
        capture_output=True,
        text=True,
    ).stdout.strip()
    subprocess.run(
        [sys.executable, "-m", "pip", "install", "-q", "--no-deps", "--target", site, str(wheel)],
        check=True,
        capture_output=True,
        timeout=300,
    )
    # This interpreter's packages (PySide6, Jinja2 ...) after the wheel's: the lines of a .pth
    # file are added to the path, the .pth files they hold (the editable install's) are not.
    ours = dict.fromkeys(sysconfig.get_paths()[key] for key in ("purelib", "platlib"))
    (Path(site) / "zz-test-parent.pth").write_text("\n".join(ours) + "\n", encoding="utf-8")
    return python


EXPORT_FROM_VENV = """
import sys
import kiosk.audit.report
from kiosk.cli import main
print(kiosk.audit.report.__file__)
sys.exit(main(["audit", "export", "--format", "html", "--out", sys.argv[1]]))
"""


@pytest.mark.slow
@pytest.mark.skipif(sys.platform == "win32", reason="venv layout differs")
def test_template_is_found_from_an_installed_wheel(kiosk_home, enable_lexicon, tmp_path):
    hostile_records(kiosk_home, enable_lexicon)
    python = installed_wheel(tmp_path)
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    out = tmp_path / "report.html"

    def export() -> subprocess.CompletedProcess:
        return subprocess.run(
            [python, "-c", EXPORT_FROM_VENV, str(out)],
            cwd=tmp_path,  # not the source tree
            env=env,
            capture_output=True,
            text=True,
            timeout=120,
        )

    done = export()
    assert done.returncode == 0, done.stdout + done.stderr
    module = Path(done.stdout.splitlines()[0])
    assert module.is_relative_to(tmp_path / "venv"), module  # the wheel's copy, not the source
    page = parse_report(out.read_text("utf-8"))
    assert [row[6] for row in page.tables["adjudications"]] == [HOSTILE]
    assert "script" not in page.tags

    # an installation that lost its templates says so, without a traceback
    templates = module.parent / "templates"
    (templates / "report.html.j2").unlink()
    templates.rmdir()
    broken = export()
    assert broken.returncode != 0
    assert "kiosk/audit/templates is missing" in broken.stderr, broken.stderr
    assert "Traceback" not in broken.stderr


@pytest.mark.slow
def test_hostile_report_in_headless_chromium(kiosk_home, enable_lexicon, tmp_path):
    """What a browser makes of the page: no script element, the hostile text shown as text."""
    if not (os.access(CHROMIUM, os.X_OK) or shutil.which("chromium")):
        if os.environ.get("CI"):
            pytest.fail(f"{CHROMIUM} is missing (Debian package chromium)")
        pytest.skip(f"{CHROMIUM} is not installed (apt-get install chromium)")
    report = tmp_path / "hostile.html"
    report.write_text(report_text(hostile_records(kiosk_home, enable_lexicon)), "utf-8")
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    png = ARTIFACTS / "audit-report-hostile-chromium.png"
    png.unlink(missing_ok=True)
    render_in_chromium(report, png, tmp_path)
    assert png.stat().st_size > 20_000
    dom = subprocess.run(
        [
            CHROMIUM,
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--no-first-run",
            f"--user-data-dir={tmp_path / 'chromium-dom'}",
            "--dump-dom",
            report.as_uri(),
        ],
        check=True,
        capture_output=True,
        text=True,
        timeout=120,
    ).stdout
    page = parse_report(dom)
    assert "script" not in page.tags and "b" not in page.tags
    assert page.tables["adjudications"][0][6] == HOSTILE


def test_a_note_that_would_display_reversed_or_hidden_is_spelled_out(kiosk_home, enable_lexicon):
    """A director's note or a forged central record holding a right-to-left override shows
    '05' where '50' was typed; the report spells such characters out instead."""
    log = open_audit_log(station_id="st-1", path=kiosk_home / "audit.sqlite3")
    try:
        play = parse_play("qi", enable_lexicon.alphabet)
        judged = log.record_adjudication(
            adjudicate(play, enable_lexicon, rule_by_id("double")), profile="A\u202eB"
        )
        log.record_event(
            EventKind.ANNOTATION,
            {"category": "note", "note": "penalty \u202e05\u202c points\x1b[8m"},
            refers_to=judged.event_id,
        )
        text = report_text(log.query())
    finally:
        log.close()
    assert "\u202e" not in text and "\x1b" not in text
    assert "penalty \\u202e05\\u202c points\\u001b[8m" in text and "A\\u202eB" in text
