"""Build the `.qm` translation files from the `.ts` sources with Qt's own tools.

    python3 i18n/build_qm.py            # lrelease: i18n/*.ts -> assets/i18n/*.qm
    python3 i18n/build_qm.py --update   # lupdate: the sources' texts -> i18n/*.ts

Run by the wheel build (``hatch_build.py``) and the bundle build
(``installers/challenge-kiosk.spec``); ``--update`` is for developers after changing texts.
English has only plural forms (``-pluralonly``): its sources are its words.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TS_DIR = ROOT / "i18n"
QM_DIR = ROOT / "assets" / "i18n"
LANGUAGES = ("en", "fr", "es", "ca", "de", "pl", "nl", "nb", "sv")
# Where the texts are: the player screens, the core's messages, director mode.
SOURCES = ("kiosk/ui", "kiosk/core")


def _tool(name: str) -> str:
    found = shutil.which(f"pyside6-{name}")
    if found:
        return found
    scripts = Path(sys.executable).parent / f"pyside6-{name}"
    if scripts.exists():
        return str(scripts)
    raise SystemExit(f"pyside6-{name} not found: install PySide6-Essentials")


def python_sources() -> list[str]:
    files: list[str] = []
    for folder in SOURCES:
        files += sorted(str(p.relative_to(ROOT)) for p in (ROOT / folder).rglob("*.py"))
    return files


def update() -> None:
    """Refresh every `.ts` from the sources (translations kept, obsolete texts dropped)."""
    for code in LANGUAGES:
        ts = TS_DIR / f"kiosk_{code}.ts"
        extra = ["-pluralonly"] if code == "en" else []
        subprocess.run(
            [
                _tool("lupdate"),
                *python_sources(),
                "-no-obsolete",
                "-locations",
                "none",
                "-target-language",
                code,
                *extra,
                "-ts",
                str(ts.relative_to(ROOT)),
            ],
            cwd=ROOT,
            check=True,
        )


def release(out: Path = QM_DIR) -> list[Path]:
    """Compile every `.ts` into ``out``; returns the `.qm` files written."""
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for code in LANGUAGES:
        ts = TS_DIR / f"kiosk_{code}.ts"
        qm = out / f"kiosk_{code}.qm"
        subprocess.run([_tool("lrelease"), "-silent", str(ts), "-qm", str(qm)], check=True)
        written.append(qm)
    return written


if __name__ == "__main__":
    if "--update" in sys.argv[1:]:
        update()
    else:
        for path in release():
            print(path.relative_to(ROOT))
