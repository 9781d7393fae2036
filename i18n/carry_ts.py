"""Carry translations over to texts that moved: a text whose context (or comment) changed is
new to ``pyside6-lupdate``, which leaves it unfinished and keeps the old entry as vanished.

    python3 i18n/carry_ts.py i18n/kiosk_fr.ts [older.ts ...]

Each unfinished message gets the translation its source has elsewhere: in the same file (a
vanished, obsolete or finished entry) or in the older files named after it. The same source
with the same comment is preferred, then the same source with any comment; a plural
(numerus) message only takes plural forms, a plain one only a plain text. Nothing else
changes. ``python3 i18n/build_qm.py --update`` runs it between lupdate's two passes (the
second drops the vanished entries).
"""

from __future__ import annotations

import sys
import xml.etree.ElementTree as ET
from collections.abc import Iterable
from pathlib import Path

HEADER = '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n'
# What a finished translation is: its text, or its plural forms.
Translation = tuple[str, ...]


def _translation(message: ET.Element) -> Translation | None:
    translation = message.find("translation")
    if translation is None or translation.get("type") == "unfinished":
        return None
    if message.get("numerus") == "yes":
        forms = tuple(f.text or "" for f in translation.findall("numerusform"))
        return forms if forms and all(f.strip() for f in forms) else None
    return (translation.text,) if (translation.text or "").strip() else None


def _known(roots: Iterable[ET.Element]) -> dict[tuple[bool, str, str | None], Translation]:
    """Translations by (numerus, source, comment), and by (numerus, source, None) for any
    comment (the first one found)."""
    known: dict[tuple[bool, str, str | None], Translation] = {}
    for root in roots:
        for message in root.iter("message"):
            found = _translation(message)
            if found is None:
                continue
            numerus = message.get("numerus") == "yes"
            source = message.findtext("source") or ""
            known.setdefault((numerus, source, message.findtext("comment") or ""), found)
            known.setdefault((numerus, source, None), found)
    return known


def carry(path: Path, older: Iterable[Path] = ()) -> int:
    """Fill the unfinished messages of ``path`` that have a translation elsewhere; returns
    how many were filled. The file is rewritten only when one was."""
    tree = ET.parse(path)
    root = tree.getroot()
    known = _known([root, *(ET.parse(p).getroot() for p in older)])
    filled = 0
    for message in root.iter("message"):
        translation = message.find("translation")
        if translation is None or translation.get("type") != "unfinished":
            continue
        numerus = message.get("numerus") == "yes"
        source = message.findtext("source") or ""
        comment = message.findtext("comment") or ""
        found = known.get((numerus, source, comment)) or known.get((numerus, source, None))
        if found is None:
            continue
        del translation.attrib["type"]
        if numerus:
            forms = translation.findall("numerusform")
            for form, text in zip(forms, found, strict=False):
                form.text = text
        else:
            translation.text = found[0]
        filled += 1
    if filled:
        body = ET.tostring(root, encoding="unicode")
        path.write_text(HEADER + body + "\n", encoding="utf-8")
    return filled


def unfinished(path: Path) -> int:
    """How many messages of ``path`` have no finished translation."""
    return sum(
        1
        for message in ET.parse(path).getroot().iter("message")
        if (t := message.find("translation")) is not None and t.get("type") == "unfinished"
    )


if __name__ == "__main__":
    target, *others = (Path(arg) for arg in sys.argv[1:])
    print(f"{target}: {carry(target, others)} carried, {unfinished(target)} unfinished")
