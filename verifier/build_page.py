# ruff: noqa: E501 - the page is HTML and JavaScript, written as the browser reads it
"""Write verifier/index.html: the page around verify.mjs, with the code inside it.

    python verifier/build_page.py

A page opened from a file (file://) may not load a module from beside it, so the page holds
verify.mjs itself, between the markers; tests/audit/test_conformance.py checks that the
copy is the file as it is.
"""

from __future__ import annotations

from pathlib import Path

HERE = Path(__file__).resolve().parent

PAGE = """<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'">
<title>Check a challenge-kiosk audit export</title>
<style>
  body { font: 17px/1.5 system-ui, sans-serif; max-width: 46em; margin: 2em auto; padding: 0 1em; color: #111; }
  #drop { border: 3px dashed #777; border-radius: 10px; padding: 2em; text-align: center; }
  #drop.over { background: #eef; }
  #result { margin-top: 1.5em; padding: 1em 1.2em; border-radius: 8px; display: none; }
  #result.ok { display: block; background: #e6f4e6; border: 2px solid #2a7a2a; }
  #result.broken { display: block; background: #fbe9e7; border: 2px solid #b3261e; }
  #result.error { display: block; background: #fff4e0; border: 2px solid #a36a00; }
  #result h2 { margin: 0 0 .4em 0; font-size: 1.3em; }
  code, .mono { font-family: ui-monospace, monospace; font-size: .9em; overflow-wrap: anywhere; }
  small { color: #555; }
</style>
</head>
<body>
<h1>Check an audit export</h1>
<p>Drop a JSON Lines export of a challenge station's audit log
(<code>challenge-kiosk audit export --format jsonl</code>) here, or choose it. Nothing leaves
this computer: the page checks the file itself, by the rules of <em>docs/log-format.md</em>.</p>
<div id="drop">
  <p>Drop the export here</p>
  <input type="file" id="file" accept=".jsonl,.json,.txt,application/json">
</div>
<div id="result" role="status" aria-live="polite"></div>
<p><small>The rules are numbered as in docs/log-format.md. An OK result names each
station's public key: compare it with the key the central log pinned for that station.</small></p>
<script type="module">
// BEGIN verify.mjs
%CODE%// END verify.mjs

const RULES = {
  "1": "the file must be UTF-8 text, one JSON object a line, records first and signed heads last",
  "2": "each record line must have its hash, its previous hash and the fields every record has",
  "3": "each record must give its own hash: it was changed after it was written",
  "4": "no two records may have the same event id: a record was added",
  "5": "each station's records must be numbered 1, 2, 3 ... and each must link to the one before: records were removed, added or changed",
  "6": "records must be listed oldest first: records were moved",
  "7": "each station's signed head must be complete, one per station, signed, and name its last record: the export was cut, or its head replayed, forked or forged",
  "8": "clock jumps must be marked, and only those",
  "9": "each adjudication must have a receipt code, never issued twice",
  "10": "rulings and annotations must refer to an earlier record in the file",
  "11": "each word's key must be its tiles joined",
};

const result = document.getElementById("result");

function show(kind, title, lines) {
  result.className = kind;
  result.replaceChildren();
  const h = document.createElement("h2");
  h.textContent = title;
  result.append(h);
  for (const [text, mono] of lines) {
    const p = document.createElement("p");
    p.textContent = text;
    if (mono) p.className = "mono";
    result.append(p);
  }
}

async function checkFile(file) {
  let bytes;
  try {
    bytes = new Uint8Array(await file.arrayBuffer());
  } catch (e) {
    show("error", "The file cannot be read", [[String(e)]]);
    return;
  }
  const v = await verifyBytes(bytes);
  if (v.ok) {
    const lines = [[`${file.name}: ${v.count} ${v.count === 1 ? "record" : "records"} of ${v.heads.length} station(s), every rule holds.`]];
    for (const h of v.heads) lines.push([`Station ${h.station_id}: last record ${h.seq}, hash ${h.hash}, signed by key ${h.public_key}`, true]);
    show("ok", "OK: the export is intact", lines);
  } else {
    const where = v.line ? `line ${v.line}` : "the file as a whole";
    const record = v.station !== null ? ` (station ${v.station}${v.seq !== null ? `, record ${v.seq}` : ""})` : "";
    show("broken", `NOT OK: rule ${v.rule} fails`, [
      [`At ${where}${record}: ${v.reason}.`],
      [`Rule ${v.rule.split(".")[0]}: ${RULES[v.rule.split(".")[0]] || ""}.`],
      [summary(v), true],
    ]);
  }
  result.dataset.summary = summary(v);
}

const input = document.getElementById("file");
input.addEventListener("change", () => input.files[0] && checkFile(input.files[0]));
const drop = document.getElementById("drop");
drop.addEventListener("dragover", (e) => { e.preventDefault(); drop.classList.add("over"); });
drop.addEventListener("dragleave", () => drop.classList.remove("over"));
drop.addEventListener("drop", (e) => {
  e.preventDefault();
  drop.classList.remove("over");
  if (e.dataTransfer.files[0]) checkFile(e.dataTransfer.files[0]);
});
</script>
</body>
</html>
"""


def main() -> None:
    code = (HERE / "verify.mjs").read_text(encoding="utf-8")
    if "</script" in code.lower():
        raise SystemExit("verify.mjs holds '</script': it cannot go in the page as it is")
    (HERE / "index.html").write_text(PAGE.replace("%CODE%", code), encoding="utf-8")


if __name__ == "__main__":
    main()
