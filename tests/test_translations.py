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

ROOT = Path(__file__).resolve().parent.parent
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
