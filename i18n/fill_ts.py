"""Fill translations into a Qt .ts file from a JSON map (a helper for translators).

    python3 i18n/fill_ts.py i18n/kiosk_fr.ts fr.json

The JSON maps an English source (or "Context|source|comment" when one source appears with
different comments) to its translation, or to a list of forms for a numerus message. Only what
it names is filled; the rest of the file is left as it is.
"""

from __future__ import annotations

import json
import sys
import xml.etree.ElementTree as ET

HEADER = '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n'


def fill(path: str, data: dict[str, str | list[str]]) -> None:
    tree = ET.parse(path)
    for context in tree.getroot().iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            source = message.findtext("source")
            comment = message.findtext("comment") or ""
            keys = (f"{name}|{source}|{comment}", f"{source}|{comment}", source)
            value = next((data[k] for k in keys if k in data), None)
            translation = message.find("translation")
            if value is None or translation is None:
                continue
            translation.attrib.pop("type", None)
            if message.get("numerus") == "yes":
                forms = translation.findall("numerusform")
                values = value if isinstance(value, list) else [value] * len(forms)
                for form, text in zip(forms, values, strict=False):
                    form.text = text
            else:
                translation.text = value if isinstance(value, str) else value[0]
    body = ET.tostring(tree.getroot(), encoding="unicode")
    with open(path, "w", encoding="utf-8") as out:
        out.write(HEADER + body + "\n")


if __name__ == "__main__":
    with open(sys.argv[2], encoding="utf-8") as source_file:
        fill(sys.argv[1], json.load(source_file))
