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
# Where the texts are: the player screens, the core's messages, director mode, the messages of
# the layers below the shell, and the audit report's template (listed in REPORT_TEXTS).
SOURCES = ("kiosk",)
REPORT_TEMPLATE = ROOT / "kiosk" / "audit" / "templates" / "report.html.j2"
REPORT_TEXTS = TS_DIR / "report_texts.py"


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
    return [*files, str(REPORT_TEXTS.relative_to(ROOT))]


def report_texts() -> str:
    """The report template's ``tr("...")`` texts as Python that ``pyside6-lupdate`` reads
    (it does not read Jinja templates): the contents of `REPORT_TEXTS`."""
    import jinja2
    import jinja2.ext

    tree = jinja2.Environment().parse(REPORT_TEMPLATE.read_text(encoding="utf-8"))
    found: dict[str, None] = {}
    for _line, _name, found_text in jinja2.ext.extract_from_ast(tree, gettext_functions=("tr",)):
        # keyword values come as None after the text: tr("... {name}", name=value)
        text = found_text[0] if isinstance(found_text, tuple) else found_text
        if not isinstance(text, str):
            raise SystemExit(f"{REPORT_TEMPLATE.name}: tr() takes a literal text, line {_line}")
        found[text] = None
    lines = [
        '"""The audit report\'s texts for pyside6-lupdate (it does not read the template',
        "kiosk/audit/templates/report.html.j2, where they are).",
        "",
        "Written by `python3 i18n/build_qm.py --update`; never imported, never edited by hand.",
        '"""',
        "",
        "",
        "class Report:",
        "    def tr(self, text: str) -> str:",
        "        return text",
        "",
        "    def texts(self) -> None:",
        *(f"        self.tr({text!r})" for text in found),
        "",
    ]
    return "\n".join(lines)


def update() -> None:
    """Refresh every `.ts` from the sources (translations kept, obsolete texts dropped)."""
    REPORT_TEXTS.write_text(report_texts(), encoding="utf-8")
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
