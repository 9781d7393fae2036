"""Checking a JSON Lines export on its own, rule by rule, as docs/log-format.md numbers them.

An export (``challenge-kiosk audit export --format jsonl``) holds every record as it was
hashed and, after them, the station's signed head over the last record exported. This module
applies the published rules to such a file and reports the first one that fails, with its
number and the line of the record; ``challenge-kiosk audit verify --jsonl FILE`` prints it.
The rules are the document's, in its order: a second verifier written from the document
alone (verifier/verify.mjs) must reach the same verdict on every file, so nothing here may
depend on how the station happens to write its log; only on what the document says.
"""

from __future__ import annotations

import functools
import hashlib
import itertools
import json
import re
import sys
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import TYPE_CHECKING, Any, TypeGuard

from kiosk.deferred import deferred

# loaded at first use (`kiosk.deferred`)
if TYPE_CHECKING:
    import cryptography.exceptions as crypto_errors
    import cryptography.hazmat.primitives.asymmetric.ed25519 as ed25519
else:
    crypto_errors = deferred("cryptography.exceptions")
    ed25519 = deferred("cryptography.hazmat.primitives.asymmetric.ed25519")

__all__ = ["HEAD_FORMAT", "JsonlVerdict", "verify_jsonl", "verify_jsonl_bytes"]

HEAD_FORMAT = "challenge-kiosk-head-1"
GENESIS = "0" * 64
_HEX64 = re.compile(r"[0-9a-f]{64}")
_HEX128 = re.compile(r"[0-9a-f]{128}")
_INTEGER = re.compile(r"-?(?:0|[1-9][0-9]*)")
_TIME = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}\.[0-9]{6}Z")
_RECEIPT = re.compile(r"([ABCDEFGHJKMNPQRTUVWXY]{1,3})-([0-9]{4,})")
_MAX_SEQ = 2**53 - 1
_HEAD_KEYS = frozenset({"format", "station_id", "seq", "hash", "signed_at"})
_LINE_KEYS = frozenset({"signed_head", "public_key", "signature"})
CLOCK_AHEAD = timedelta(minutes=5)


class Num(str):
    """A JSON number as written in the line: copied, never re-formatted, into the hashed
    text (rule 3.1)."""


@dataclass
class JsonlVerdict:
    """What the check found: OK with the count and each station's head, or the first rule
    that fails, its line (1-based; 0: the file as a whole) and the record it is about."""

    count: int = 0
    heads: list[dict[str, Any]] = field(default_factory=list)
    rule: str | None = None
    line: int = 0
    station: str | None = None
    seq: int | None = None
    reason: str = ""

    @property
    def ok(self) -> bool:
        return self.rule is None

    def summary(self) -> str:
        """'OK: ...' with the heads, or 'BROKEN: rule N at line L ...': what both
        verifiers print."""
        if self.ok:
            unit = "record" if self.count == 1 else "records"
            lines = [f"OK: {self.count} {unit}, {len(self.heads)} station(s)"]
            for head in self.heads:
                lines.append(
                    f"  head of station {head['station_id']}: seq {head['seq']}, hash "
                    f"{head['hash']}, key {head['public_key']}"
                )
            return "\n".join(lines)
        where = f"line {self.line}" if self.line else "the file"
        about = ""
        if self.station is not None:
            about = f" (station {self.station}" + (
                f", seq {self.seq})" if self.seq is not None else ")"
            )
        return f"BROKEN: rule {self.rule} at {where}{about}: {self.reason}"


class _Fail(Exception):
    def __init__(
        self, rule: str, line: int, reason: str, station: Any = None, seq: int | None = None
    ) -> None:
        super().__init__(reason)
        self.verdict = JsonlVerdict(
            rule=rule,
            line=line,
            station=station if isinstance(station, str) else None,
            seq=seq,
            reason=reason,
        )


def _constant(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")


def _pairs(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    found: dict[str, Any] = {}
    for key, value in pairs:
        if key in found:
            raise ValueError(f"the key {key!r} appears twice in one object")
        found[key] = value
    return found


MAX_DEPTH = 500


def _depth(value: Any) -> int:
    """How deep ``value`` nests objects and arrays; -1 when a string in it (a key too)
    holds half of a surrogate pair. Walked without recursion."""
    deepest, stack = 0, [(value, 1)]
    while stack:
        item, level = stack.pop()
        if isinstance(item, str) and not isinstance(item, Num):
            if any(0xD800 <= ord(c) <= 0xDFFF for c in item):
                return -1
        elif isinstance(item, dict):
            deepest = max(deepest, level)
            stack.extend((k, level) for k in item)
            stack.extend((v, level + 1) for v in item.values())
        elif isinstance(item, list):
            deepest = max(deepest, level)
            stack.extend((v, level + 1) for v in item)
    return deepest


def _parse(text: str) -> Any:
    value = json.loads(
        text, parse_int=Num, parse_float=Num, parse_constant=_constant, object_pairs_hook=_pairs
    )
    depth = _depth(value)
    if depth < 0:
        raise ValueError("a string holds half of a surrogate pair")
    if depth > MAX_DEPTH:
        raise ValueError(f"values nested more than {MAX_DEPTH} deep")
    return value


def canonical(value: Any) -> str:
    """Rule 3.1: the canonical text of a parsed value."""
    if isinstance(value, Num):
        return str(value)
    if isinstance(value, str):
        return json.dumps(value, ensure_ascii=False)
    if value is True:
        return "true"
    if value is False:
        return "false"
    if value is None:
        return "null"
    if isinstance(value, list):
        return "[" + ",".join(canonical(v) for v in value) + "]"
    items = sorted(value.items())  # Python orders text by code point, as the rule says
    return (
        "{"
        + ",".join(json.dumps(k, ensure_ascii=False) + ":" + canonical(v) for k, v in items)
        + "}"
    )


def _integer(value: Any) -> int | None:
    if isinstance(value, Num) and _INTEGER.fullmatch(value):
        return int(value)
    return None


def _text(value: Any) -> TypeGuard[str]:
    return isinstance(value, str) and not isinstance(value, Num) and value != ""


@dataclass
class _Record:
    line: int
    body: dict[str, Any]
    hash: str
    prev_hash: str
    jump: bool
    station: str = ""
    seq: int = 0


def verify_jsonl_bytes(data: bytes) -> JsonlVerdict:
    """Apply the rules of docs/log-format.md to an export's bytes."""
    limit = sys.getrecursionlimit()
    sys.setrecursionlimit(max(limit, 4 * MAX_DEPTH + 1000))  # canonical() of 500 levels
    try:
        return _verify(data)
    except _Fail as failed:
        return failed.verdict
    finally:
        sys.setrecursionlimit(limit)


def verify_jsonl(path: str) -> JsonlVerdict:
    """The rules applied to the file at ``path`` (OSError when it cannot be read)."""
    with open(path, "rb") as file:
        data = file.read()
    return verify_jsonl_bytes(data)


def _verify(data: bytes) -> JsonlVerdict:
    # 1 the file
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        at = data[: exc.start].count(b"\n") + 1
        raise _Fail("1.1", at, "the file is not UTF-8 text") from None
    lines = text.split("\n")
    if lines[-1] == "":
        lines.pop()
    parsed: list[dict[str, Any]] = []
    for number, line in enumerate(lines, 1):
        try:
            value = _parse(line)
        except (ValueError, RecursionError) as exc:
            raise _Fail("1.2", number, f"the line is not one JSON object ({_short(exc)})") from None
        if not isinstance(value, dict):
            raise _Fail("1.2", number, "the line is not one JSON object")
        parsed.append(value)
    records: list[_Record] = []
    heads: list[tuple[int, dict[str, Any]]] = []
    for number, value in enumerate(parsed, 1):
        if "signed_head" in value:
            heads.append((number, value))
        elif heads:
            raise _Fail("1.3", number, "a record comes after a signed head")
        else:
            records.append(_Record(number, value, "", "", False))
    if not heads:
        raise _Fail("1.4", 0, "the file holds no signed head")
    # 2 record lines
    for record in records:
        _check_fields(record)
    # 3 the hash of each record
    for record in records:
        body_text = canonical(record.body)
        digest = hashlib.sha256(f"{record.prev_hash}\n{body_text}".encode()).hexdigest()
        if digest != record.hash:
            raise _Fail(
                "3.2",
                record.line,
                "the record does not give its hash (it was changed after it was written)",
                record.station,
                record.seq,
            )
    # 4 event ids
    seen: dict[str, _Record] = {}
    for record in records:
        event_id = record.body["event_id"]
        if event_id in seen:
            raise _Fail(
                "4.1",
                record.line,
                f"a second record has the event id {event_id} (line {seen[event_id].line})",
                record.station,
                record.seq,
            )
        seen[event_id] = record
    # 5 each station's chain
    stations: dict[str, list[_Record]] = {}
    for record in records:
        stations.setdefault(record.station, []).append(record)
    chains: dict[str, list[_Record]] = {}
    for station, own in stations.items():
        chains[station] = _check_chain(station, own)
    # 6 the file's order
    for before, after in itertools.pairwise(records):
        if _order(after) < _order(before):
            raise _Fail(
                "6.1",
                after.line,
                f"the record is out of order (it must come before line {before.line})",
                after.station,
                after.seq,
            )
    # 7 signed heads
    signed = _check_heads(heads, chains)
    # 8 clock-jump marks
    for station, chain in chains.items():
        ahead = _plus(signed[station]["signed_at"], CLOCK_AHEAD)
        for previous, record in zip([None, *chain], chain, strict=False):
            at = record.body["recorded_at"]
            jump = (previous is not None and at < previous.body["recorded_at"]) or at > ahead
            if jump != record.jump:
                said = (
                    "marks a clock jump it is not" if record.jump else "is a clock jump, not marked"
                )
                raise _Fail("8.1", record.line, f"the record {said}", station, record.seq)
    # 9 receipts
    for station, chain in chains.items():
        _check_receipts(station, chain)
    # 10 references
    _check_references(records, seen)
    # 11 the words of each adjudication
    for record in records:
        if record.body["kind"] == "adjudication" and not _words_ok(record.body.get("words")):
            raise _Fail(
                "11.1",
                record.line,
                "a word's key is not its tiles joined (multi-letter tiles in brackets)",
                record.station,
                record.seq,
            )
    return JsonlVerdict(
        count=len(records),
        heads=[
            {
                "station_id": value["signed_head"]["station_id"],
                "seq": int(value["signed_head"]["seq"]),
                "hash": value["signed_head"]["hash"],
                "public_key": value["public_key"],
            }
            for _line, value in heads
        ],
    )


def _short(exc: BaseException) -> str:
    return str(exc).split(":")[0] if not isinstance(exc, RecursionError) else "nested too deep"


def _check_fields(record: _Record) -> None:
    value = record.body
    line = record.line
    for key in ("hash", "prev_hash"):
        found = value.get(key)
        if not (isinstance(found, str) and not isinstance(found, Num) and _HEX64.fullmatch(found)):
            raise _Fail("2.1", line, f"its {key} is not 64 lowercase hexadecimal digits")
    if "clock_jump" in value and value["clock_jump"] is not True:
        raise _Fail("2.2", line, "its clock_jump is not true")
    record.hash = value["hash"]
    record.prev_hash = value["prev_hash"]
    record.jump = "clock_jump" in value
    body = {k: v for k, v in value.items() if k not in ("hash", "prev_hash", "clock_jump")}
    record.body = body
    station = body.get("station_id")
    seq = _integer(body.get("seq"))
    if body.get("format") != "1" or not isinstance(body.get("format"), Num):
        raise _Fail("2.3", line, "its format is not 1", station, seq)
    for key in ("event_id", "station_id", "kind"):
        if not _text(body.get(key)):
            raise _Fail("2.3", line, f"its {key} is not a text", station, seq)
    if seq is None or not 1 <= seq <= _MAX_SEQ:
        raise _Fail("2.3", line, "its seq is not a whole number from 1 to 2^53-1", station)
    at = body.get("recorded_at")
    if not (_text(at) and _TIME.fullmatch(at) and _valid_time(at)):
        raise _Fail(
            "2.3", line, "its recorded_at is not a UTC time as the format says", station, seq
        )
    offset = _integer(body.get("utc_offset_minutes"))
    if offset is None or not -1440 <= offset <= 1440:
        raise _Fail(
            "2.3", line, "its utc_offset_minutes is not a whole number of minutes", station, seq
        )
    record.station = str(station)
    record.seq = seq


def _valid_time(text: str) -> bool:
    """A real moment: year 1900 to 9998, a day the month has, hours, minutes and seconds
    in range (rule 2.3)."""
    year, month, day = int(text[0:4]), int(text[5:7]), int(text[8:10])
    hour, minute, second = int(text[11:13]), int(text[14:16]), int(text[17:19])
    if not (1900 <= year <= 9998 and 1 <= month <= 12):
        return False
    leap = year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)
    days = [31, 29 if leap else 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
    return 1 <= day <= days and hour < 24 and minute < 60 and second < 60


def _check_chain(station: str, own: list[_Record]) -> list[_Record]:
    chain = sorted(own, key=lambda r: r.seq)
    previous: _Record | None = None
    for record in chain:
        expected = 1 if previous is None else previous.seq + 1
        if previous is not None and record.seq == previous.seq:
            raise _Fail(
                "5.1",
                record.line,
                f"a second record has seq {record.seq} (line {previous.line})",
                station,
                record.seq,
            )
        if record.seq != expected:
            gap = (
                f"record {expected} is missing"
                if record.seq == expected + 1
                else (f"records {expected} to {record.seq - 1} are missing")
            )
            raise _Fail("5.2", record.line, gap, station, record.seq)
        link = GENESIS if previous is None else previous.hash
        if record.prev_hash != link:
            what = "the genesis hash" if previous is None else f"record {previous.seq}'s hash"
            raise _Fail("5.3", record.line, f"its prev_hash is not {what}", station, record.seq)
        previous = record
    return chain


def _order(record: _Record) -> tuple[str, bytes, int]:
    return (record.body["recorded_at"], record.station.encode("utf-8"), record.seq)


def _check_heads(
    heads: list[tuple[int, dict[str, Any]]], chains: dict[str, list[_Record]]
) -> dict[str, dict[str, Any]]:
    signed: dict[str, dict[str, Any]] = {}
    lines: dict[str, int] = {}
    for line, value in heads:
        head = value.get("signed_head")
        station = head.get("station_id") if isinstance(head, dict) else None
        problem = _head_problem(value)
        if problem:
            raise _Fail("7.1", line, problem, station)
        assert isinstance(head, dict) and isinstance(station, str)
        seq = int(head["seq"])
        if station in signed:
            raise _Fail(
                "7.2",
                line,
                f"a second signed head for the station (line {lines[station]})",
                station,
                seq,
            )
        signed[station] = head
        lines[station] = line
    for station, chain in chains.items():
        if station not in signed:
            raise _Fail(
                "7.3", chain[-1].line, "no signed head for the station", station, chain[-1].seq
            )
    for line, value in heads:
        head = value["signed_head"]
        try:
            key = ed25519.Ed25519PublicKey.from_public_bytes(bytes.fromhex(value["public_key"]))
            key.verify(bytes.fromhex(value["signature"]), canonical(head).encode())
        except (crypto_errors.InvalidSignature, ValueError):
            raise _Fail(
                "7.4", line, "the signature does not verify", head["station_id"], int(head["seq"])
            ) from None
    for line, value in heads:
        head = value["signed_head"]
        station = head["station_id"]
        chain = chains.get(station, [])
        last_seq, last_hash = (chain[-1].seq, chain[-1].hash) if chain else (0, GENESIS)
        if (int(head["seq"]), head["hash"]) != (last_seq, last_hash):
            raise _Fail(
                "7.5",
                line,
                f"the head names seq {head['seq']}, but the last record of the station in the "
                f"file is seq {last_seq} (records cut off, or a head replayed)"
                if int(head["seq"]) != last_seq
                else "the head's hash is not the last record's hash",
                station,
                int(head["seq"]),
            )
    return signed


def _head_problem(value: dict[str, Any]) -> str | None:
    head = value.get("signed_head")
    if set(value) != _LINE_KEYS:
        return "a head line has exactly the keys signed_head, public_key and signature"
    if not isinstance(head, dict) or set(head) != _HEAD_KEYS:
        return "signed_head has exactly the keys format, station_id, seq, hash and signed_at"
    if head["format"] != HEAD_FORMAT or isinstance(head["format"], Num):
        return f"signed_head's format is not {HEAD_FORMAT}"
    if not _text(head["station_id"]):
        return "signed_head's station_id is not a text"
    seq = _integer(head["seq"])
    if seq is None or not 0 <= seq <= _MAX_SEQ:
        return "signed_head's seq is not a whole number from 0 to 2^53-1"
    if not (_text(head["hash"]) and _HEX64.fullmatch(head["hash"])):
        return "signed_head's hash is not 64 lowercase hexadecimal digits"
    at = head["signed_at"]
    if not (_text(at) and _TIME.fullmatch(at) and _valid_time(at)):
        return "signed_head's signed_at is not a UTC time as the format says"
    key = value["public_key"]
    if not (isinstance(key, str) and not isinstance(key, Num) and _HEX64.fullmatch(key)):
        return "the public_key is not 64 lowercase hexadecimal digits"
    signature = value["signature"]
    if not (
        isinstance(signature, str)
        and not isinstance(signature, Num)
        and _HEX128.fullmatch(signature)
    ):
        return "the signature is not 128 lowercase hexadecimal digits"
    return None


def _plus(at: str, delta: timedelta) -> str:
    moment = datetime.strptime(at, "%Y-%m-%dT%H:%M:%S.%fZ").replace(tzinfo=UTC) + delta
    return moment.strftime("%Y-%m-%dT%H:%M:%S.%fZ")


def _check_receipts(station: str, chain: list[_Record]) -> None:
    last: tuple[int, _Record] | None = None
    for record in chain:
        if record.body["kind"] != "adjudication":
            continue
        receipt = record.body.get("receipt")
        match = _RECEIPT.fullmatch(receipt) if _text(receipt) else None
        if match is None:
            raise _Fail(
                "9.1", record.line, "the adjudication has no receipt code", station, record.seq
            )
        number = int(match.group(2))
        if number < record.seq:
            raise _Fail(
                "9.2",
                record.line,
                f"its receipt number {number} is below its seq",
                station,
                record.seq,
            )
        if last is not None and number <= last[0]:
            raise _Fail(
                "9.3",
                record.line,
                f"its receipt number {number} is not above the station's previous one "
                f"({last[1].body['receipt']}, seq {last[1].seq})",
                station,
                record.seq,
            )
        last = (number, record)


def _words_ok(words: Any) -> bool:
    if not isinstance(words, list):
        return False
    for word in words:
        if not isinstance(word, dict):
            return False
        tiles, key = word.get("tiles"), word.get("key")
        if not (isinstance(tiles, list) and tiles and all(_text(t) for t in tiles) and _text(key)):
            return False
        if key != "".join(t if len(t) == 1 else f"[{t}]" for t in tiles):
            return False
    return True


def _fail_at(record: _Record, rule: str, why: str) -> _Fail:
    return _Fail(rule, record.line, why, record.station, record.seq)


def _check_references(records: list[_Record], by_id: dict[str, _Record]) -> None:
    for record in records:
        body = record.body
        refers_to = body.get("refers_to")
        fail = functools.partial(_fail_at, record)
        if body["kind"] == "annotation" and refers_to is None:
            raise fail("10.1", "an annotation that refers to no record")
        if refers_to is None:
            continue
        if not _text(refers_to):
            raise fail("10.1", "its refers_to is not an event id")
        target = by_id.get(refers_to)
        if target is None:
            raise fail("10.2", f"it refers to {refers_to}, which is not in the file")
        if target is record or (target.station == record.station and target.seq >= record.seq):
            raise fail("10.2", f"it refers to a record that is not earlier (seq {target.seq})")
        details = body.get("details")
        if body["kind"] == "annotation" and isinstance(details, dict):
            named = details.get("refers_to_receipt")
            receipt = target.body.get("receipt")
            if named is not None and not (_text(named) and _text(receipt) and named == receipt):
                raise fail(
                    "10.3",
                    f"it names receipt {named}, but the record it refers to has "
                    f"{target.body.get('receipt')}",
                )
        if body["kind"] == "adjudication":
            again = body.get("re_adjudication_of")
            if not (_text(again) and again == refers_to) or target.body["kind"] != "adjudication":
                raise fail("10.4", "a re-adjudication that does not refer to an adjudication")
