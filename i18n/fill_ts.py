"""fill_ts.py FILE.ts JSON: fill translations. JSON maps "context|source|comment" or "source" to a
string or, for numerus messages, a list of forms."""
import json, sys
import xml.etree.ElementTree as ET
path, data = sys.argv[1], json.load(open(sys.argv[2]))
tree = ET.parse(path)
for ctx in tree.getroot().iter("context"):
    cname = ctx.findtext("name")
    for msg in ctx.iter("message"):
        src = msg.findtext("source"); com = msg.findtext("comment") or ""
        for key in (f"{cname}|{src}|{com}", f"{src}|{com}", src):
            if key in data:
                value = data[key]; break
        else:
            continue
        tr = msg.find("translation")
        tr.attrib.pop("type", None)
        if msg.get("numerus") == "yes":
            forms = tr.findall("numerusform")
            for f, v in zip(forms, value if isinstance(value, list) else [value] * len(forms)):
                f.text = v
        else:
            tr.text = value
body = ET.tostring(tree.getroot(), encoding="unicode")
open(path, "w", encoding="utf-8").write('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n")
