"""The translation files: complete (Qt's lrelease finds nothing unfinished), their
placeholders match the English, and they list every text the sources hold."""

from __future__ import annotations

import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from kiosk.core.languages import LANGUAGES

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "i18n"))
import build_qm  # noqa: E402


def _names(text: str | None) -> list[str]:
    return sorted(set(re.findall(r"\{(\w*)\}", text or "")))


@pytest.mark.parametrize("code", list(LANGUAGES))
def test_lrelease_finds_no_unfinished_text(code, tmp_path):
    ts = ROOT / "i18n" / f"kiosk_{code}.ts"
    out = subprocess.run(
        [build_qm._tool("lrelease"), str(ts), "-qm", str(tmp_path / "x.qm")],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    found = re.search(r"\((\d+) finished and (\d+) unfinished\)", out)
    assert found is not None, out
    assert int(found.group(2)) == 0, out
    assert "Ignored" not in out and "Dropped" not in out, out


@pytest.mark.parametrize("code", list(LANGUAGES))
def test_every_translation_keeps_the_placeholders(code):
    root = ET.parse(ROOT / "i18n" / f"kiosk_{code}.ts").getroot()
    wrong = []
    for message in root.iter("message"):
        source = message.findtext("source")
        translation = message.find("translation")
        assert translation is not None
        forms = [f.text for f in translation.findall("numerusform")] or [translation.text]
        for text in forms:
            if not (text or "").strip() or _names(text) != _names(source):
                wrong.append((source, text))
            if message.get("numerus") != "yes" and ("%n" in (source or "")) != ("%n" in text):
                wrong.append((source, text))
    assert wrong == []


def test_the_translation_files_list_every_text_of_the_sources(tmp_path):
    """pyside6-lupdate over the sources finds nothing the .ts files lack (run
    `python3 i18n/build_qm.py --update` after changing a text)."""
    ts = tmp_path / "check_fr.ts"
    subprocess.run(
        [build_qm._tool("lupdate"), *build_qm.python_sources(), "-ts", str(ts)],
        cwd=ROOT,
        capture_output=True,
        check=True,
    )

    def keys(path: Path) -> set[tuple[str, str, str]]:
        root = ET.parse(path).getroot()
        return {
            (c.findtext("name") or "", m.findtext("source") or "", m.findtext("comment") or "")
            for c in root.iter("context")
            for m in c.iter("message")
        }

    assert keys(ts) - keys(ROOT / "i18n" / "kiosk_fr.ts") == set()


def test_a_text_that_moved_to_another_context_keeps_its_translation(tmp_path):
    """What `build_qm.py --update` does between lupdate's passes (`carry_ts`)."""
    import carry_ts

    ts = tmp_path / "kiosk_fr.ts"
    ts.write_text(
        """<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context><name>Director</name>
<message><source>Saved.</source><translation type="vanished">Enregistré.</translation></message>
<message><source>Kind</source><comment>a record's kind</comment>
<translation type="vanished">Type</translation></message>
<message><source>Kind</source><translation type="vanished">Genre</translation></message>
<message numerus="yes"><source>%n word(s)</source><translation type="vanished">
<numerusform>%n mot</numerusform><numerusform>%n mots</numerusform></translation></message>
</context>
<context><name>Config</name>
<message><source>Saved.</source><translation type="unfinished"></translation></message>
<message><source>Kind</source><comment>a record's kind</comment>
<translation type="unfinished"></translation></message>
<message numerus="yes"><source>%n word(s)</source><translation type="unfinished">
<numerusform></numerusform><numerusform></numerusform></translation></message>
<message><source>New text</source><translation type="unfinished"></translation></message>
</context>
</TS>
""",
        encoding="utf-8",
    )
    assert carry_ts.carry(ts) == 3
    assert carry_ts.unfinished(ts) == 1  # a new text waits for its translator
    config = next(
        c for c in ET.parse(ts).getroot().iter("context") if c.findtext("name") == "Config"
    )
    found = {
        m.findtext("source"): [f.text for f in m.iter("numerusform")] or m.findtext("translation")
        for m in config.iter("message")
    }
    assert found == {
        "Saved.": "Enregistré.",
        "Kind": "Type",  # the same comment first
        "%n word(s)": ["%n mot", "%n mots"],
        "New text": "",
    }
