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
# the layers below the shell, and the audit report's template (listed in TEMPLATE_TEXTS).
SOURCES = ("kiosk", "lexicon_build")
# Jinja templates whose words are in tr("...") calls, by the Qt context they translate in:
# lupdate does not read templates, so `template_texts` lists their texts in TEMPLATE_TEXTS.
TEMPLATES = {
    "Report": ("kiosk/audit/templates/report.html.j2",),
    "Fleet": ("kiosk/fleet/templates/*.html",),
}
TEMPLATE_TEXTS = TS_DIR / "template_texts.py"


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
    return [*files, str(TEMPLATE_TEXTS.relative_to(ROOT))]


def template_texts() -> str:
    """The templates' ``tr("...")`` texts as Python that ``pyside6-lupdate`` reads, one class
    per context (it does not read Jinja templates): the contents of `TEMPLATE_TEXTS`."""
    import jinja2
    import jinja2.ext
    import jinja2.nodes

    lines = [
        '"""The Jinja templates\' texts for pyside6-lupdate, which does not read templates (the',
        "texts are in tr() calls in the templates named in i18n/build_qm.py TEMPLATES).",
        "",
        "Written by `python3 i18n/build_qm.py --update`; never imported, never edited by hand.",
        '"""',
    ]
    for context, patterns in TEMPLATES.items():
        found: dict[str, bool] = {}  # each text, and whether a count chooses its plural form
        for pattern in patterns:
            for path in sorted(ROOT.glob(pattern)):
                tree = jinja2.Environment().parse(path.read_text(encoding="utf-8"))
                for line, _name, text in jinja2.ext.extract_from_ast(tree, ("tr",)):
                    # keyword values come as None after the text: tr("... {name}", name=value)
                    first = text[0] if isinstance(text, tuple) else text
                    if not isinstance(first, str):
                        raise SystemExit(f"{path.name}: tr() takes a literal text, line {line}")
                    found.setdefault(first, False)
                for call in tree.find_all(jinja2.nodes.Call):
                    # tr("%n word(s)", n=count): Qt's numerus form, chosen by the count
                    if isinstance(call.node, jinja2.nodes.Name) and call.node.name == "tr":
                        first_arg = call.args[0] if call.args else None
                        if isinstance(first_arg, jinja2.nodes.Const) and any(
                            k.key == "n" for k in call.kwargs
                        ):
                            found[first_arg.value] = True
        lines += [
            "",
            "",
            f"class {context}:",
            '    def tr(self, text: str, disambiguation: str = "", n: int = -1) -> str:',
            "        return text",
            "",
            "    def texts(self) -> None:",
            *(
                f"        self.tr({text!r}, '', 1)" if plural else f"        self.tr({text!r})"
                for text, plural in found.items()
            ),
            *([] if found else ["        pass"]),
        ]
    return "\n".join(lines) + "\n"


def _lupdate(ts: Path, code: str, *, obsolete: bool) -> None:
    extra = ["-pluralonly"] if code == "en" else []
    subprocess.run(
        [
            _tool("lupdate"),
            *python_sources(),
            *([] if obsolete else ["-no-obsolete"]),
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


def update() -> None:
    """Refresh every `.ts` from the sources: translations kept, a text that moved to another
    context keeps its translation (`carry_ts`), obsolete texts dropped."""
    from carry_ts import carry

    TEMPLATE_TEXTS.write_text(template_texts(), encoding="utf-8")
    for code in LANGUAGES:
        ts = TS_DIR / f"kiosk_{code}.ts"
        _lupdate(ts, code, obsolete=True)  # moved texts: new and unfinished, old ones vanished
        carried = carry(ts)
        _lupdate(ts, code, obsolete=False)  # the vanished entries dropped
        if carried:
            print(f"{ts.name}: {carried} moved texts kept their translation")


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
