// A second verifier for challenge-kiosk JSON Lines exports, written from docs/log-format.md.
//
// It shares no code with the station: the rules are the document's, numbered as there, and
// applied in its order. SHA-256 and Ed25519 come from WebCrypto (crypto.subtle), present in
// Node 20 and in every current browser; nothing is fetched, nothing installed.
//
//   node verifier/verify.mjs FILE
//
// exit 0 and "OK: N records ..." with each station's head; exit 1 and "BROKEN: rule R at
// line L ..." naming the first rule that fails and the record; exit 2 when the file cannot
// be read. verifier/index.html runs this same code in a page (written by
// verifier/build_page.py; the copy is checked by
// tests/audit/test_conformance.py).

export const HEAD_FORMAT = "challenge-kiosk-head-1";
export const MAX_DEPTH = 500;
const GENESIS = "0".repeat(64);
const HEX64 = /^[0-9a-f]{64}$/;
const HEX128 = /^[0-9a-f]{128}$/;
const INTEGER = /^-?(?:0|[1-9][0-9]*)$/;
const TIME = /^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}\.[0-9]{6}Z$/;
const RECEIPT = /^([ABCDEFGHJKMNPQRTUVWXY]{1,3})-([0-9]{4,})$/;
const MAX_SEQ = 2n ** 53n - 1n;
const CLOCK_AHEAD_MS = 5 * 60 * 1000;
// WebCrypto: global in browsers and Node 19+; Node 18 has it in node:crypto.
const subtle = globalThis.crypto?.subtle ?? (await import("node:crypto")).webcrypto.subtle;

// A JSON number as written in the line: copied, never re-formatted (rule 3.1).
class Num {
  constructor(text) {
    this.text = text;
  }
}

class Fail extends Error {
  constructor(rule, line, reason, station = null, seq = null) {
    super(reason);
    this.verdict = {
      ok: false,
      rule,
      line,
      station: typeof station === "string" ? station : null,
      seq: typeof seq === "number" ? seq : null,
      reason,
    };
  }
}

// -- rule 1.2: one JSON object a line, read strictly -------------------------------------

class Parser {
  constructor(text) {
    this.text = text;
    this.at = 0;
  }
  error(what) {
    throw new SyntaxError(`${what} at character ${this.at + 1}`);
  }
  space() {
    const t = this.text;
    while (this.at < t.length) {
      const c = t[this.at];
      if (c === " " || c === "\t" || c === "\n" || c === "\r") this.at++;
      else break;
    }
  }
  whole() {
    this.space();
    const value = this.value(1);
    this.space();
    if (this.at !== this.text.length) this.error("extra text after the value");
    return value;
  }
  value(depth) {
    const c = this.text[this.at];
    if ((c === "{" || c === "[") && depth > MAX_DEPTH) this.error(`values nested more than ${MAX_DEPTH} deep`);
    if (c === "{") return this.object(depth);
    if (c === "[") return this.array(depth);
    if (c === '"') return this.string();
    if (c === "-" || (c >= "0" && c <= "9")) return this.number();
    for (const [word, value] of [["true", true], ["false", false], ["null", null]]) {
      if (this.text.startsWith(word, this.at)) {
        this.at += word.length;
        return value;
      }
    }
    return this.error("not a JSON value");
  }
  object(depth) {
    const found = new Map();
    this.at++;
    this.space();
    if (this.text[this.at] === "}") {
      this.at++;
      return found;
    }
    for (;;) {
      this.space();
      if (this.text[this.at] !== '"') this.error("a key must be a string");
      const key = this.string();
      if (found.has(key)) this.error(`the key ${JSON.stringify(key)} appears twice in one object`);
      this.space();
      if (this.text[this.at] !== ":") this.error("':' expected");
      this.at++;
      this.space();
      found.set(key, this.value(depth + 1));
      this.space();
      const c = this.text[this.at++];
      if (c === "}") return found;
      if (c !== ",") this.error("',' or '}' expected");
    }
  }
  array(depth) {
    const found = [];
    this.at++;
    this.space();
    if (this.text[this.at] === "]") {
      this.at++;
      return found;
    }
    for (;;) {
      this.space();
      found.push(this.value(depth + 1));
      this.space();
      const c = this.text[this.at++];
      if (c === "]") return found;
      if (c !== ",") this.error("',' or ']' expected");
    }
  }
  number() {
    const pattern = /-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][-+]?[0-9]+)?/y;
    pattern.lastIndex = this.at;
    const m = pattern.exec(this.text);
    if (!m) this.error("not a number");
    this.at += m[0].length;
    return new Num(m[0]);
  }
  string() {
    const t = this.text;
    let out = "";
    this.at++;
    for (;;) {
      if (this.at >= t.length) this.error("unterminated string");
      const c = t[this.at];
      const code = c.charCodeAt(0);
      if (c === '"') {
        this.at++;
        break;
      }
      if (code < 0x20) this.error("a control character in a string");
      if (c !== "\\") {
        out += c;
        this.at++;
        continue;
      }
      const e = t[this.at + 1];
      const simple = { '"': '"', "\\": "\\", "/": "/", b: "\b", f: "\f", n: "\n", r: "\r", t: "\t" };
      if (e in simple) {
        out += simple[e];
        this.at += 2;
      } else if (e === "u") {
        const hex = t.slice(this.at + 2, this.at + 6);
        if (!/^[0-9a-fA-F]{4}$/.test(hex)) this.error("a bad \\u escape");
        out += String.fromCharCode(parseInt(hex, 16));
        this.at += 6;
      } else {
        this.error("a bad escape");
      }
    }
    for (let i = 0; i < out.length; i++) {
      const u = out.charCodeAt(i);
      if (u >= 0xd800 && u <= 0xdbff) {
        const v = out.charCodeAt(i + 1);
        if (v >= 0xdc00 && v <= 0xdfff) {
          i++;
          continue;
        }
        this.error("a string holds half of a surrogate pair");
      }
      if (u >= 0xdc00 && u <= 0xdfff) this.error("a string holds half of a surrogate pair");
    }
    return out;
  }
}

// -- rule 3.1: the canonical text ----------------------------------------------------------

export function compareCodePoints(a, b) {
  const x = Array.from(a);
  const y = Array.from(b);
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const d = x[i].codePointAt(0) - y[i].codePointAt(0);
    if (d !== 0) return d;
  }
  return x.length - y.length;
}

export function canonical(value) {
  if (value instanceof Num) return value.text;
  if (typeof value === "string") return JSON.stringify(value);
  if (value === true) return "true";
  if (value === false) return "false";
  if (value === null) return "null";
  if (Array.isArray(value)) return "[" + value.map(canonical).join(",") + "]";
  const keys = [...value.keys()].sort(compareCodePoints);
  return "{" + keys.map((k) => JSON.stringify(k) + ":" + canonical(value.get(k))).join(",") + "}";
}

const isText = (v) => typeof v === "string" && v !== "";
const integer = (v) => (v instanceof Num && INTEGER.test(v.text) ? BigInt(v.text) : null);

function validTime(text) {
  if (typeof text !== "string" || !TIME.test(text)) return false;
  const n = (a, b) => parseInt(text.slice(a, b), 10);
  const [year, month, day, hour, minute, second] = [n(0, 4), n(5, 7), n(8, 10), n(11, 13), n(14, 16), n(17, 19)];
  if (!(year >= 1900 && year <= 9998 && month >= 1 && month <= 12)) return false;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
  return day >= 1 && day <= days && hour < 24 && minute < 60 && second < 60;
}

function plusFiveMinutes(at) {
  const n = (a, b) => parseInt(at.slice(a, b), 10);
  const ms = Date.UTC(n(0, 4), n(5, 7) - 1, n(8, 10), n(11, 13), n(14, 16), n(17, 19)) + CLOCK_AHEAD_MS;
  return new Date(ms).toISOString().slice(0, 19) + at.slice(19);
}

// -- rule 1.1: UTF-8 --------------------------------------------------------------------------

function firstBadUtf8(bytes) {
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i];
    let need;
    let lo = 0x80;
    let hi = 0xbf;
    if (b < 0x80) {
      i++;
      continue;
    } else if (b >= 0xc2 && b <= 0xdf) need = 1;
    else if (b >= 0xe0 && b <= 0xef) {
      need = 2;
      if (b === 0xe0) lo = 0xa0;
      if (b === 0xed) hi = 0x9f;
    } else if (b >= 0xf0 && b <= 0xf4) {
      need = 3;
      if (b === 0xf0) lo = 0x90;
      if (b === 0xf4) hi = 0x8f;
    } else return i;
    for (let k = 1; k <= need; k++) {
      const c = bytes[i + k];
      const [l, h] = k === 1 ? [lo, hi] : [0x80, 0xbf];
      if (c === undefined || c < l || c > h) return i;
    }
    i += need + 1;
  }
  return -1;
}

function lineOf(bytes, index) {
  let line = 1;
  for (let i = 0; i < index; i++) if (bytes[i] === 0x0a) line++;
  return line;
}

// -- the rules, in order ------------------------------------------------------------------------

async function sha256Hex(text) {
  const digest = await subtle.digest("SHA-256", new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}

function hexBytes(hex) {
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = parseInt(hex.slice(2 * i, 2 * i + 2), 16);
  return out;
}

async function ed25519Verifies(publicKeyHex, signatureHex, message) {
  try {
    const key = await subtle.importKey("raw", hexBytes(publicKeyHex), { name: "Ed25519" }, false, [
      "verify",
    ]);
    return await subtle.verify({ name: "Ed25519" }, key, hexBytes(signatureHex), new TextEncoder().encode(message));
  } catch {
    return false;
  }
}

export async function verifyBytes(bytes) {
  try {
    return await check(bytes);
  } catch (e) {
    if (e instanceof Fail) return e.verdict;
    throw e;
  }
}

async function check(bytes) {
  // 1 the file
  const bad = firstBadUtf8(bytes);
  if (bad >= 0) throw new Fail("1.1", lineOf(bytes, bad), "the file is not UTF-8 text");
  const text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(bytes);
  const lines = text.split("\n");
  if (lines[lines.length - 1] === "") lines.pop();
  const parsed = lines.map((line, i) => {
    let value;
    try {
      value = new Parser(line).whole();
    } catch (e) {
      throw new Fail("1.2", i + 1, `the line is not one JSON object (${e.message})`);
    }
    if (!(value instanceof Map)) throw new Fail("1.2", i + 1, "the line is not one JSON object");
    return value;
  });
  const records = [];
  const heads = [];
  parsed.forEach((value, i) => {
    if (value.has("signed_head")) heads.push({ line: i + 1, value });
    else if (heads.length) throw new Fail("1.3", i + 1, "a record comes after a signed head");
    else records.push({ line: i + 1, value });
  });
  if (!heads.length) throw new Fail("1.4", 0, "the file holds no signed head");

  // 2 record lines
  for (const r of records) checkFields(r);

  // 3 hashes
  for (const r of records) {
    const digest = await sha256Hex(r.prevHash + "\n" + canonical(r.body));
    if (digest !== r.hash)
      throw new Fail("3.2", r.line, "the record does not give its hash (it was changed after it was written)", r.station, r.seq);
  }

  // 4 event ids
  const byId = new Map();
  for (const r of records) {
    const id = r.body.get("event_id");
    if (byId.has(id)) throw new Fail("4.1", r.line, `a second record has the event id ${id} (line ${byId.get(id).line})`, r.station, r.seq);
    byId.set(id, r);
  }

  // 5 each station's chain
  const stations = new Map();
  for (const r of records) {
    if (!stations.has(r.station)) stations.set(r.station, []);
    stations.get(r.station).push(r);
  }
  const chains = new Map();
  for (const [station, own] of stations) chains.set(station, checkChain(station, own));

  // 6 the file's order
  for (let i = 1; i < records.length; i++) {
    const [a, b] = [records[i - 1], records[i]];
    if (compareOrder(b, a) < 0) throw new Fail("6.1", b.line, `the record is out of order (it must come before line ${a.line})`, b.station, b.seq);
  }

  // 7 signed heads
  const signed = await checkHeads(heads, chains);

  // 8 clock-jump marks
  for (const [station, chain] of chains) {
    const ahead = plusFiveMinutes(signed.get(station).get("signed_at"));
    chain.forEach((r, i) => {
      const at = r.body.get("recorded_at");
      const jump = (i > 0 && at < chain[i - 1].body.get("recorded_at")) || at > ahead;
      if (jump !== r.jump) throw new Fail("8.1", r.line, r.jump ? "the record marks a clock jump it is not" : "the record is a clock jump, not marked", station, r.seq);
    });
  }

  // 9 receipts
  for (const [station, chain] of chains) checkReceipts(station, chain);

  // 10 references
  checkReferences(records, byId);

  // 11 the words of each adjudication
  for (const r of records)
    if (r.body.get("kind") === "adjudication" && !wordsOk(r.body.get("words")))
      throw new Fail("11.1", r.line, "a word's key is not its tiles joined (multi-letter tiles in brackets)", r.station, r.seq);

  return {
    ok: true,
    count: records.length,
    heads: heads.map(({ value }) => {
      const head = value.get("signed_head");
      return { station_id: head.get("station_id"), seq: Number(head.get("seq").text), hash: head.get("hash"), public_key: value.get("public_key") };
    }),
  };
}

function checkFields(r) {
  const v = r.value;
  for (const key of ["hash", "prev_hash"]) {
    const found = v.get(key);
    if (!(typeof found === "string" && HEX64.test(found))) throw new Fail("2.1", r.line, `its ${key} is not 64 lowercase hexadecimal digits`);
  }
  if (v.has("clock_jump") && v.get("clock_jump") !== true) throw new Fail("2.2", r.line, "its clock_jump is not true");
  r.hash = v.get("hash");
  r.prevHash = v.get("prev_hash");
  r.jump = v.has("clock_jump");
  const body = new Map([...v].filter(([k]) => k !== "hash" && k !== "prev_hash" && k !== "clock_jump"));
  r.body = body;
  const station = body.get("station_id");
  const seqBig = integer(body.get("seq"));
  const seqShown = seqBig !== null && seqBig >= -MAX_SEQ && seqBig <= MAX_SEQ ? Number(seqBig) : null;
  const format = body.get("format");
  if (!(format instanceof Num && format.text === "1")) throw new Fail("2.3", r.line, "its format is not 1", station, seqShown);
  for (const key of ["event_id", "station_id", "kind"])
    if (!isText(body.get(key))) throw new Fail("2.3", r.line, `its ${key} is not a text`, station, seqShown);
  if (seqBig === null || seqBig < 1n || seqBig > MAX_SEQ) throw new Fail("2.3", r.line, "its seq is not a whole number from 1 to 2^53-1", station);
  if (!validTime(body.get("recorded_at"))) throw new Fail("2.3", r.line, "its recorded_at is not a UTC time as the format says", station, seqShown);
  const offset = integer(body.get("utc_offset_minutes"));
  if (offset === null || offset < -1440n || offset > 1440n) throw new Fail("2.3", r.line, "its utc_offset_minutes is not a whole number of minutes", station, seqShown);
  r.station = station;
  r.seq = Number(seqBig);
}

function checkChain(station, own) {
  const chain = [...own].sort((a, b) => a.seq - b.seq);
  let previous = null;
  for (const r of chain) {
    const expected = previous === null ? 1 : previous.seq + 1;
    if (previous !== null && r.seq === previous.seq) throw new Fail("5.1", r.line, `a second record has seq ${r.seq} (line ${previous.line})`, station, r.seq);
    if (r.seq !== expected) {
      const gap = r.seq === expected + 1 ? `record ${expected} is missing` : `records ${expected} to ${r.seq - 1} are missing`;
      throw new Fail("5.2", r.line, gap, station, r.seq);
    }
    const link = previous === null ? GENESIS : previous.hash;
    if (r.prevHash !== link) throw new Fail("5.3", r.line, `its prev_hash is not ${previous === null ? "the genesis hash" : `record ${previous.seq}'s hash`}`, station, r.seq);
    previous = r;
  }
  return chain;
}

function compareOrder(a, b) {
  const [x, y] = [a.body.get("recorded_at"), b.body.get("recorded_at")];
  if (x !== y) return x < y ? -1 : 1;
  const s = compareCodePoints(a.station, b.station);
  if (s !== 0) return s;
  return a.seq - b.seq;
}

function headProblem(value) {
  const keys = [...value.keys()].sort();
  if (keys.join(",") !== "public_key,signature,signed_head") return "a head line has exactly the keys signed_head, public_key and signature";
  const head = value.get("signed_head");
  if (!(head instanceof Map) || [...head.keys()].sort().join(",") !== "format,hash,seq,signed_at,station_id")
    return "signed_head has exactly the keys format, station_id, seq, hash and signed_at";
  if (head.get("format") !== HEAD_FORMAT) return `signed_head's format is not ${HEAD_FORMAT}`;
  if (!isText(head.get("station_id"))) return "signed_head's station_id is not a text";
  const seq = integer(head.get("seq"));
  if (seq === null || seq < 0n || seq > MAX_SEQ) return "signed_head's seq is not a whole number from 0 to 2^53-1";
  if (!(typeof head.get("hash") === "string" && HEX64.test(head.get("hash")))) return "signed_head's hash is not 64 lowercase hexadecimal digits";
  if (!validTime(head.get("signed_at"))) return "signed_head's signed_at is not a UTC time as the format says";
  if (!(typeof value.get("public_key") === "string" && HEX64.test(value.get("public_key")))) return "the public_key is not 64 lowercase hexadecimal digits";
  if (!(typeof value.get("signature") === "string" && HEX128.test(value.get("signature")))) return "the signature is not 128 lowercase hexadecimal digits";
  return null;
}

async function checkHeads(heads, chains) {
  const signed = new Map();
  const lines = new Map();
  for (const { line, value } of heads) {
    const head = value.get("signed_head");
    const station = head instanceof Map ? head.get("station_id") : null;
    const problem = headProblem(value);
    if (problem) throw new Fail("7.1", line, problem, station);
    const seq = Number(head.get("seq").text);
    if (signed.has(station)) throw new Fail("7.2", line, `a second signed head for the station (line ${lines.get(station)})`, station, seq);
    signed.set(station, head);
    lines.set(station, line);
  }
  for (const [station, chain] of chains) {
    const last = chain[chain.length - 1];
    if (!signed.has(station)) throw new Fail("7.3", last.line, "no signed head for the station", station, last.seq);
  }
  for (const { line, value } of heads) {
    const head = value.get("signed_head");
    if (!(await ed25519Verifies(value.get("public_key"), value.get("signature"), canonical(head))))
      throw new Fail("7.4", line, "the signature does not verify", head.get("station_id"), Number(head.get("seq").text));
  }
  for (const { line, value } of heads) {
    const head = value.get("signed_head");
    const station = head.get("station_id");
    const chain = chains.get(station) || [];
    const [lastSeq, lastHash] = chain.length ? [chain[chain.length - 1].seq, chain[chain.length - 1].hash] : [0, GENESIS];
    const seq = Number(head.get("seq").text);
    if (seq !== lastSeq || head.get("hash") !== lastHash) {
      const why =
        seq !== lastSeq
          ? `the head names seq ${seq}, but the last record of the station in the file is seq ${lastSeq} (records cut off, or a head replayed)`
          : "the head's hash is not the last record's hash";
      throw new Fail("7.5", line, why, station, seq);
    }
  }
  return signed;
}

function checkReceipts(station, chain) {
  let last = null;
  for (const r of chain) {
    if (r.body.get("kind") !== "adjudication") continue;
    const receipt = r.body.get("receipt");
    const m = isText(receipt) ? RECEIPT.exec(receipt) : null;
    if (!m) throw new Fail("9.1", r.line, "the adjudication has no receipt code", station, r.seq);
    const number = BigInt(m[2]);
    if (number < BigInt(r.seq)) throw new Fail("9.2", r.line, `its receipt number ${number} is below its seq`, station, r.seq);
    if (last !== null && number <= last.number)
      throw new Fail("9.3", r.line, `its receipt number ${number} is not above the station's previous one (${last.r.body.get("receipt")}, seq ${last.r.seq})`, station, r.seq);
    last = { number, r };
  }
}

function wordsOk(words) {
  if (!Array.isArray(words)) return false;
  for (const word of words) {
    if (!(word instanceof Map)) return false;
    const [tiles, key] = [word.get("tiles"), word.get("key")];
    if (!(Array.isArray(tiles) && tiles.length && tiles.every(isText) && isText(key))) return false;
    if (key !== tiles.map((t) => (Array.from(t).length === 1 ? t : `[${t}]`)).join("")) return false;
  }
  return true;
}

function checkReferences(records, byId) {
  for (const r of records) {
    const body = r.body;
    const kind = body.get("kind");
    const refersTo = body.has("refers_to") ? body.get("refers_to") : null;
    const fail = (rule, why) => new Fail(rule, r.line, why, r.station, r.seq);
    if (kind === "annotation" && refersTo === null) throw fail("10.1", "an annotation that refers to no record");
    if (refersTo === null) continue;
    if (!isText(refersTo)) throw fail("10.1", "its refers_to is not an event id");
    const target = byId.get(refersTo);
    if (target === undefined) throw fail("10.2", `it refers to ${refersTo}, which is not in the file`);
    if (target === r || (target.station === r.station && target.seq >= r.seq)) throw fail("10.2", `it refers to a record that is not earlier (seq ${target.seq})`);
    const details = body.get("details");
    if (kind === "annotation" && details instanceof Map) {
      const named = details.has("refers_to_receipt") ? details.get("refers_to_receipt") : null;
      const receipt = target.body.get("receipt");
      if (named !== null && !(isText(named) && isText(receipt) && named === receipt))
        throw fail("10.3", `it names receipt ${named instanceof Num ? named.text : named}, but the record it refers to has ${receipt ?? "none"}`);
    }
    if (kind === "adjudication") {
      const again = body.get("re_adjudication_of");
      if (!(isText(again) && again === refersTo) || target.body.get("kind") !== "adjudication")
        throw fail("10.4", "a re-adjudication that does not refer to an adjudication");
    }
  }
}

// -- what is printed ----------------------------------------------------------------------------

export function summary(v) {
  if (v.ok) {
    const lines = [`OK: ${v.count} ${v.count === 1 ? "record" : "records"}, ${v.heads.length} station(s)`];
    for (const h of v.heads) lines.push(`  head of station ${h.station_id}: seq ${h.seq}, hash ${h.hash}, key ${h.public_key}`);
    return lines.join("\n");
  }
  const where = v.line ? `line ${v.line}` : "the file";
  const about = v.station !== null ? ` (station ${v.station}${v.seq !== null ? `, seq ${v.seq})` : ")"}` : "";
  return `BROKEN: rule ${v.rule} at ${where}${about}: ${v.reason}`;
}

async function main(argv) {
  const { readFile } = await import("node:fs/promises");
  if (argv.length !== 1) {
    console.error("usage: node verify.mjs FILE");
    return 2;
  }
  let bytes;
  try {
    bytes = new Uint8Array(await readFile(argv[0]));
  } catch (e) {
    console.error(`verify.mjs: ${argv[0]} cannot be read: ${e.code || e.message}`);
    return 2;
  }
  const verdict = await verifyBytes(bytes);
  console.log(summary(verdict));
  return verdict.ok ? 0 : 1;
}

if (globalThis.process?.versions?.node && process.argv[1]) {
  const { pathToFileURL } = await import("node:url");
  const { realpathSync } = await import("node:fs");
  let self = process.argv[1];
  try {
    self = realpathSync(self);
  } catch {}
  if (import.meta.url === pathToFileURL(self).href) process.exitCode = await main(process.argv.slice(2));
}
