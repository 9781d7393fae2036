"""Make the conformance cases of docs/log-format.md from the real program.

    python conformance/generate.py [OUT]      (default: the conformance/ folder itself)

Every case starts from real kiosk homes: lexicons built by ``lexicon_build`` for each
alphabet the station supports, plays judged by ``challenge-kiosk judge`` (under faketime
for the clock jumps), rulings and events written by the station's own log
(`kiosk.audit.store.AuditLog`), exports made by ``challenge-kiosk audit export --format
jsonl``. A failing case (its name ends in ``_fail``) is one of those exports changed the
way a forger or an accident would: a record edited, removed, added, moved, a head cut off,
replayed, forked or re-signed, and so on; where the change needs the station's key (a
forger who has it), the chain is re-hashed and the head re-signed with the home's key, so
that only the rule under test can catch it.

Each case folder holds ``input.jsonl`` (or ``audit.sqlite3`` for a rule about the log
file), ``expected.json`` (the verdict: ok, the rule and the line; the same for both
verifiers) and a README. The expected verdict is what the case was made to show, written
here by hand, never read back from a verifier: tests/audit/test_conformance.py runs both
verifiers on every case against it, and makes the cases again in a temporary folder to
check that what must be stable (the names, the verdicts, the READMEs) is.
"""

from __future__ import annotations

import json
import os
import shutil
import sqlite3
import subprocess
import sys
import tempfile
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from kiosk.audit.records import canonical_json, chain_hash  # noqa: E402

GENESIS = "0" * 64
HEAD_FORMAT = "challenge-kiosk-head-1"

ALPHABETS = {
    "english": ("cat\ndog\nqi\nza\nquixotic\nzax\nzaxes\noxen\n", ["cat", "qi za", "dog zzz"]),
    "polish": ("żółw\ngęś\nźdźbło\npchła\nchrząszcz\n", ["żółw", "gęś źdźbło", "chrząszcz pchłą"]),
    "catalan": (
        "cel·la\nparal·lel\nplaça\nnyap\nquan\n",
        ["cel·la", "paral·lel plaça", "nyap col·la"],
    ),
    "german": ("bär\nöl\nüber\nmüde\nstraße\n", ["bär", "öl über", "müde bärin"]),
    "norwegian": ("blåbær\nørret\nærlig\nså\n", ["blåbær", "ørret ærlig", "så blåbæra"]),
}


# -- kiosk homes, run as an operator would ---------------------------------------------------


class Home:
    """A kiosk home of its own, with commands run in it as a subprocess."""

    def __init__(self, root: Path, name: str) -> None:
        self.path = root / name
        self.path.mkdir(parents=True)

    def run(self, *args: str, faketime: str | None = None, check: bool = True) -> str:
        command = [sys.executable, "-m", "kiosk", *args]
        if faketime:
            command = ["faketime", "-f", faketime, *command]
        env = {**os.environ, "CHALLENGE_KIOSK_HOME": str(self.path), "PYTHONPATH": str(REPO)}
        env.pop("QT_QPA_PLATFORM", None)
        done = subprocess.run(
            command, cwd=REPO, env=env, capture_output=True, text=True, timeout=300
        )
        if check and done.returncode not in (0, 1):
            raise RuntimeError(f"{' '.join(args)}: exit {done.returncode}\n{done.stderr}")
        return done.stdout

    def judge(self, lexicon: Path, play: str, *extra: str, faketime: str | None = None) -> None:
        self.run("judge", "--lexicon", str(lexicon), *extra, *play.split(), faketime=faketime)

    def export(self) -> list[str]:
        out = self.path / "export.jsonl"
        self.run("audit", "export", "--format", "jsonl", "--out", str(out))
        return out.read_text(encoding="utf-8").splitlines(keepends=True)

    @property
    def log(self) -> Path:
        return self.path / "audit.sqlite3"

    def station_id(self) -> str:
        from kiosk.audit.identity import station_identity

        return station_identity(self.path)[0]

    def key(self) -> Any:
        from kiosk.audit.identity import station_key

        return station_key(self.path)

    def store(self) -> Any:
        """The station's own log, opened as the kiosk opens it."""
        from kiosk.audit.store import open_audit_log

        return open_audit_log(
            station_id=self.station_id(), station_name="conformance", path=self.log
        )


def build_lexicon(folder: Path, alphabet: str) -> Path:
    words, _plays = ALPHABETS[alphabet]
    source = folder / f"{alphabet}.txt"
    source.write_text(words, encoding="utf-8")
    out = folder / f"{alphabet}.clex"
    subprocess.run(
        [sys.executable, "-m", "lexicon_build", str(source), "--alphabet", alphabet,
         "--name", f"conformance-{alphabet}", "--out", str(out)],
        cwd=REPO, check=True, capture_output=True, timeout=300,
    )  # fmt: skip
    return out


# -- editing an export, as a forger would -------------------------------------------------------


@dataclass
class Export:
    """An export as lines: the records (parsed, hash and prev_hash apart) and the heads."""

    records: list[dict[str, Any]]
    heads: list[dict[str, Any]]

    @classmethod
    def of(cls, lines: list[str]) -> Export:
        records, heads = [], []
        for line in lines:
            value = json.loads(line)
            (heads if "signed_head" in value else records).append(value)
        return cls(records, heads)

    def copy(self) -> Export:
        return Export(json.loads(json.dumps(self.records)), json.loads(json.dumps(self.heads)))

    def lines(self) -> list[str]:
        return [record_line(r) for r in self.records] + [
            canonical_json(h) + "\n" for h in self.heads
        ]

    def text(self) -> str:
        return "".join(self.lines())

    def rehash(self) -> None:
        """Every station's chain made consistent again, in seq order (a forger's work)."""
        last: dict[str, str] = {}
        for record in sorted(self.records, key=lambda r: (r["station_id"], r["seq"])):
            record["prev_hash"] = last.get(record["station_id"], GENESIS)
            record["hash"] = chain_hash(record["prev_hash"], canonical_json(body_of(record)))
            last[record["station_id"]] = record["hash"]

    def resign(self, key: Any, station: str | None = None) -> None:
        """The heads made again over each station's last record, signed with ``key``."""
        from cryptography.hazmat.primitives.serialization import Encoding, PublicFormat

        for head in self.heads:
            signed = head["signed_head"]
            if station is not None and signed["station_id"] != station:
                continue
            own = [r for r in self.records if r["station_id"] == signed["station_id"]]
            if own:
                newest = max(own, key=lambda r: r["seq"])
                signed["seq"], signed["hash"] = newest["seq"], newest["hash"]
            sign(head, key)
            head["public_key"] = key.public_key().public_bytes(Encoding.Raw, PublicFormat.Raw).hex()


def sign(head: dict[str, Any], key: Any) -> None:
    head["signature"] = key.sign(canonical_json(head["signed_head"]).encode()).hex()


def body_of(record: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in record.items() if k not in ("hash", "prev_hash", "clock_jump")}


def record_line(record: dict[str, Any]) -> str:
    first = {"hash": record["hash"], "prev_hash": record["prev_hash"]}
    if record.get("clock_jump"):
        first = {"clock_jump": True, **first}
    added = json.dumps(first, ensure_ascii=False, separators=(",", ":"))[1:-1]
    return "{" + added + "," + canonical_json(body_of(record))[1:] + "\n"


def order(records: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return sorted(records, key=lambda r: (r["recorded_at"], r["station_id"].encode(), r["seq"]))


# -- the cases ----------------------------------------------------------------------------------


@dataclass
class Case:
    name: str
    rule: str  # the rule the case is about
    about: str  # what it shows, for the README
    expected_rule: str | None  # None: OK
    line: int = 0
    count: int | None = None  # records, when OK
    files: dict[str, bytes] | None = None
    verifier: str = "export"  # or "log": audit verify --db on the log file


class Maker:
    def __init__(self, work: Path) -> None:
        self.work = work
        self.cases: list[Case] = []
        self.lexicons = {a: build_lexicon(work, a) for a in ALPHABETS}

    def add(self, case: Case, text: str | bytes | None = None) -> None:
        if text is not None:
            data = text.encode("utf-8") if isinstance(text, str) else text
            case.files = {"input.jsonl": data}
        self.cases.append(case)

    def home(self, name: str) -> Home:
        return Home(self.work, name)


def make_main(m: Maker) -> tuple[Home, Export, Export]:
    """The main station: adjudications at tables (a split lookup flagged), a ruling and a
    note on them. Returns the home, an export made half-way (for a replayed head) and the
    final export."""
    home = m.home("main")
    en = m.lexicons["english"]
    home.judge(en, "cat", "--table", "3")
    home.judge(en, "dog zzz", "--table", "3")
    home.judge(en, "qi za", "--table", "7")
    early = Export.of(home.export())
    records = early.records
    with home.store() as log:
        log.annotate(
            records[1]["event_id"], "manual-lookup", "checked in the printed word list",
            result="UNACCEPTABLE", target_receipt=records[1]["receipt"],
        )  # fmt: skip
        log.annotate(records[0]["event_id"], "note", "players asked again: same verdict")
    home.judge(en, "quixotic zax", "--table", "5")
    home.judge(en, "oxen", "--final-play", "--table", "5")
    return home, early, Export.of(home.export())


def cases(m: Maker) -> None:
    home, early, main = make_main(m)
    key = home.key()
    n = len(main.records)  # export-made events are records too
    last_line = n + 1

    def good(name: str, rule: str, about: str, export: Export | str, count: int) -> None:
        text = export if isinstance(export, str) else export.text()
        m.add(Case(name, rule, about, None, count=count), text)

    def bad(
        name: str, rule: str, about: str, text: str | bytes, line: int, expected: str | None = None
    ) -> None:
        m.add(Case(name, rule, about, expected or rule, line=line), text)

    def forged(change: Callable[[Export], None]) -> Export:
        copy = main.copy()
        change(copy)
        copy.rehash()
        copy.resign(key)
        return copy

    def at(export: Export, kind: str, nth: int = 0) -> int:
        """The index of the nth record of a kind."""
        return [i for i, r in enumerate(export.records) if r["kind"] == kind][nth]

    good(
        "intact_export_ok",
        "1-10",
        "an export of a station's log as made: adjudications at tables, "
        "a flagged split lookup, rulings, exports",
        main,
        n,
    )
    good(
        "key_order_in_lines_ok",
        "3.1",
        "the keys of every line written in another order: the "
        "hashed text is the canonical form, not the line",
        "".join(
            json.dumps(dict(reversed(list(json.loads(x).items()))), ensure_ascii=False) + "\n"
            for x in main.lines()
        ),
        n,
    )
    good(
        "whitespace_in_lines_ok",
        "3.1",
        "spaces and a carriage return (CRLF line ends) between the tokens of every line",
        "".join(
            json.dumps(json.loads(x), ensure_ascii=False, indent=None, separators=(", ", ": "))
            + "\r\n"
            for x in main.lines()
        ),
        n,
    )
    good(
        "escaped_letters_ok",
        "3.1",
        "every non-ASCII letter written as a \\u escape in the line: the same text once read",
        "".join(json.dumps(json.loads(x), ensure_ascii=True) + "\n" for x in main.lines()),
        n,
    )
    from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey

    other = main.copy()
    other.resign(Ed25519PrivateKey.generate())
    good(
        "resigned_with_another_key_ok",
        "7.4",
        "the head signed again with a key that is not the "
        "station's: the file is consistent, and only the key printed shows it (compare it with "
        "the station's key as the central log pinned it)",
        other,
        n,
    )

    # 1 the file
    bad(
        "not_utf8_fail",
        "1.1",
        "one byte of a record's typed text replaced by one that is not UTF-8",
        main.text().encode().replace(b"quixotic", b"quix\xffotic"),
        at(main, "adjudication", 3) + 1,
    )
    bad(
        "byte_order_mark_fail",
        "1.2",
        "the file starts with a UTF-8 byte-order mark",
        "\ufeff" + main.text(),
        1,
    )
    bad(
        "truncated_mid_line_fail",
        "1.2",
        "the file cut in the middle of its last line (the head)",
        main.text()[: len(main.text()) - 60],
        last_line,
    )
    lines = main.lines()
    bad(
        "duplicate_key_fail",
        "1.2",
        "a record line with the key verdict twice (a reader keeping "
        "the last would see another verdict)",
        "".join(lines[:1]) + lines[1][:-2] + ',"verdict":"ACCEPTABLE"}\n' + "".join(lines[2:]),
        2,
    )
    bad(
        "empty_line_fail",
        "1.2",
        "an empty line between two records",
        "".join(lines[:2]) + "\n" + "".join(lines[2:]),
        3,
    )
    bad(
        "nan_fail",
        "1.2",
        "a number written NaN",
        lines[0].replace('"table":3', '"table":NaN') + "".join(lines[1:]),
        1,
    )
    bad(
        "lone_surrogate_fail",
        "1.2",
        "a string holding half of a surrogate pair",
        lines[0].replace('"typed":"cat"', '"typed":"c\\ud800t"') + "".join(lines[1:]),
        1,
    )
    bad(
        "record_after_head_fail",
        "1.3",
        "the head line moved before the last record",
        "".join(lines[: n - 1]) + lines[n] + lines[n - 1],
        n + 1,
    )
    bad("empty_file_fail", "1.4", "an empty file", "", 0)
    bad(
        "head_removed_fail",
        "1.4",
        "the head line removed: nothing says where the export ends",
        "".join(lines[:n]),
        0,
    )

    # 2 record lines
    bad(
        "hash_not_hex_fail",
        "2.1",
        "a record's hash in capitals",
        lines[0].replace(main.records[0]["hash"], main.records[0]["hash"].upper())
        + "".join(lines[1:]),
        1,
    )
    bad(
        "clock_jump_false_fail",
        "2.2",
        '"clock_jump": false on a record',
        lines[0].replace('{"hash"', '{"clock_jump":false,"hash"') + "".join(lines[1:]),
        1,
    )
    bad(
        "seq_as_text_fail",
        "2.3",
        'a record\'s seq written as a text ("2")',
        "".join(lines[:1]) + lines[1].replace('"seq":2,', '"seq":"2",') + "".join(lines[2:]),
        2,
    )
    bad(
        "recorded_at_not_a_date_fail",
        "2.3",
        "a record dated 31 February",
        "".join(lines[:2])
        + lines[2].replace(
            main.records[2]["recorded_at"][:10], main.records[2]["recorded_at"][:4] + "-02-31"
        )
        + "".join(lines[3:]),
        3,
    )
    bad(
        "format_2_fail",
        "2.3",
        "a record of body format 2, which this document does not describe",
        "".join(lines[:1]) + lines[1].replace('"format":1,', '"format":2,') + "".join(lines[2:]),
        2,
    )

    # 3 hashes: each kind of edit
    def edit(name: str, about: str, index: int, old: str, new: str) -> None:
        changed = lines[index].replace(old, new, 1)
        assert changed != lines[index], name
        bad(
            name,
            "3.2",
            about,
            "".join(lines[:index]) + changed + "".join(lines[index + 1 :]),
            index + 1,
        )

    first_adj, second_adj = at(main, "adjudication", 0), at(main, "adjudication", 1)
    edit(
        "edited_verdict_fail",
        "the verdict of an adjudication changed",
        second_adj,
        '"verdict":"UNACCEPTABLE"',
        '"verdict":"ACCEPTABLE"',
    )
    edit(
        "edited_typed_word_fail",
        "the typed play of an adjudication changed",
        second_adj,
        '"typed":"dog zzz"',
        '"typed":"dog zzy"',
    )
    edit(
        "edited_receipt_fail",
        "the receipt code of an adjudication changed",
        first_adj,
        f'"receipt":"{main.records[first_adj]["receipt"]}"',
        '"receipt":"AA-0009"',
    )
    edit(
        "edited_time_fail",
        "the time of a record moved by one microsecond",
        first_adj,
        main.records[first_adj]["recorded_at"],
        _moved_a_microsecond(main.records[first_adj]["recorded_at"]),
    )
    edit(
        "edited_ruling_fail",
        "a ruling's result changed",
        at(main, "annotation"),
        '"result":"UNACCEPTABLE"',
        '"result":"ACCEPTABLE"',
    )
    edit(
        "edited_prev_hash_fail",
        "a record's prev_hash changed (it is hashed too)",
        1,
        main.records[1]["prev_hash"][:8],
        "00000000",
    )

    # 4 event ids
    bad(
        "duplicated_record_fail",
        "4.1",
        "a record's line written twice (an insertion)",
        "".join(lines[:3]) + lines[2] + "".join(lines[3:]),
        4,
    )
    bad(
        "event_id_reused_fail",
        "4.1",
        "a forged record reusing another's event id, chain re-hashed "
        "and head re-signed with the station's key",
        forged(lambda e: e.records[3].update(event_id=e.records[2]["event_id"])).text(),
        4,
    )

    # 5 chains
    def without(index: int) -> Export:
        copy = main.copy()
        del copy.records[index]
        return copy

    bad("deleted_middle_record_fail", "5.2", "a record in the middle removed", without(2).text(), 3)
    bad("deleted_first_record_fail", "5.2", "the first record removed", without(0).text(), 1)
    inserted = main.copy()
    fake = json.loads(json.dumps(inserted.records[1]))
    fake.update(event_id="00000000-0000-4000-8000-000000000000", typed="dog")
    fake["prev_hash"] = inserted.records[0]["hash"]
    fake["hash"] = chain_hash(fake["prev_hash"], canonical_json(body_of(fake)))
    inserted.records.insert(2, fake)
    bad(
        "inserted_forged_record_fail",
        "5.1",
        "a new record for seq 2, hashed and linked to record 1, put in beside the real one",
        inserted.text(),
        3,
    )
    swapped = main.copy()
    swapped.records[1]["seq"], swapped.records[2]["seq"] = 3, 2
    swapped.records[1]["hash"] = chain_hash(
        swapped.records[1]["prev_hash"], canonical_json(body_of(swapped.records[1]))
    )
    swapped.records[2]["hash"] = chain_hash(
        swapped.records[2]["prev_hash"], canonical_json(body_of(swapped.records[2]))
    )
    bad(
        "swapped_seq_rehashed_fail",
        "5.3",
        "records 2 and 3 swapped by their seq, each re-hashed "
        "(their links then point the wrong way)",
        swapped.text(),
        3,
    )
    relinked = main.copy()
    body = relinked.records[1]
    body["verdict"] = "ACCEPTABLE"
    body["hash"] = chain_hash(body["prev_hash"], canonical_json(body_of(body)))
    bad(
        "edited_and_rehashed_fail",
        "5.3",
        "an edited record given its new hash: the next record no longer links to it",
        relinked.text(),
        3,
    )
    genesis = main.copy()
    genesis.records[0]["prev_hash"] = "1" * 64
    genesis.records[0]["hash"] = chain_hash("1" * 64, canonical_json(body_of(genesis.records[0])))
    bad(
        "first_record_not_on_genesis_fail",
        "5.3",
        "record 1 linked to a hash other than 64 zeros",
        genesis.text(),
        1,
    )

    # 6 order
    reordered = main.copy()
    reordered.records[1], reordered.records[2] = reordered.records[2], reordered.records[1]
    bad("reordered_lines_fail", "6.1", "two record lines swapped in the file", reordered.text(), 3)

    # 7 heads
    bad(
        "deleted_last_record_fail",
        "7.5",
        "the last record removed (the head still names it)",
        without(n - 1).text(),
        n,
    )
    rewritten = main.copy()
    rewritten.records[1]["verdict"] = "ACCEPTABLE"
    rewritten.rehash()
    bad(
        "rewritten_chain_fail",
        "7.5",
        "a record edited and every record after it re-hashed: a "
        "consistent chain, but not the one the station signed",
        rewritten.text(),
        n + 1,
    )
    replayed = main.copy()
    replayed.heads = early.heads
    bad(
        "replayed_head_fail",
        "7.5",
        "the head of an earlier export of the same station on this one",
        replayed.text(),
        n + 1,
    )
    good(
        "cut_to_earlier_export_ok",
        "7.5",
        "an earlier export (records and its own head) is still "
        "a good export: the head says how far it goes",
        early,
        len(early.records),
    )
    forked = main.copy()
    forked.heads = early.heads + main.heads
    bad(
        "forked_heads_fail",
        "7.2",
        "two heads for one station (an earlier one and the last)",
        forked.text(),
        n + 2,
    )
    missing_key = main.copy()
    del missing_key.heads[0]["public_key"]
    bad("missing_key_fail", "7.1", "the head's public key removed", missing_key.text(), n + 1)
    changed_key = main.copy()
    changed_key.heads[0]["public_key"] = (
        Ed25519PrivateKey.generate().public_key().public_bytes_raw().hex()
    )
    bad(
        "changed_key_fail",
        "7.4",
        "the head's public key replaced by another",
        changed_key.text(),
        n + 1,
    )
    bad_signature = main.copy()
    signature = bytearray.fromhex(bad_signature.heads[0]["signature"])
    signature[5] ^= 1
    bad_signature.heads[0]["signature"] = signature.hex()
    bad(
        "bad_signature_fail", "7.4", "one bit of the signature flipped", bad_signature.text(), n + 1
    )
    seq_changed = main.copy()
    seq_changed.heads[0]["signed_head"]["seq"] += 1
    bad(
        "head_seq_changed_fail",
        "7.4",
        "the head's seq changed after signing",
        seq_changed.text(),
        n + 1,
    )

    # 8 clock jumps
    jump_index = _clock_jumps(m)
    unmarked = Export.of(jump_index)
    marked = next(i for i, r in enumerate(unmarked.records) if r.get("clock_jump"))
    drop = unmarked.copy()
    del drop.records[marked]["clock_jump"]
    bad(
        "clock_jump_unmarked_fail",
        "8.1",
        "a record dated earlier than the one before it, its clock_jump mark removed",
        drop.text(),
        marked + 1,
    )
    add = main.copy()
    add.records[2]["clock_jump"] = True
    bad(
        "clock_jump_marked_falsely_fail",
        "8.1",
        "a clock_jump mark put on a record that is none",
        add.text(),
        3,
    )

    # 9 receipts
    bad(
        "receipt_removed_fail",
        "9.1",
        "an adjudication without its receipt, re-hashed and re-signed with the station's key",
        forged(lambda e: e.records[first_adj].pop("receipt")).text(),
        first_adj + 1,
    )

    def low(e: Export) -> None:
        prefix = e.records[second_adj]["receipt"].split("-")[0]
        e.records[second_adj]["receipt"] = f"{prefix}-{e.records[second_adj]['seq'] - 1:04d}"

    bad(
        "receipt_below_seq_fail",
        "9.2",
        "an adjudication's receipt number below its seq, re-hashed and re-signed",
        forged(low).text(),
        second_adj + 1,
    )

    def repeat(e: Export) -> None:
        e.records[at(e, "adjudication", 3)]["receipt"] = e.records[at(e, "adjudication", 4)][
            "receipt"
        ]

    bad(
        "receipt_repeated_fail",
        "9.3",
        "two adjudications with one receipt, re-hashed and re-signed",
        forged(repeat).text(),
        at(main, "adjudication", 4) + 1,
    )

    # 10 references
    ruling = at(main, "annotation")
    bad(
        "annotation_without_target_fail",
        "10.1",
        "a ruling that refers to no record, re-hashed and re-signed",
        forged(lambda e: e.records[ruling].update(refers_to=None)).text(),
        ruling + 1,
    )
    bad(
        "ruling_on_missing_record_fail",
        "10.2",
        "a ruling on an event id not in the file, re-hashed and re-signed",
        forged(
            lambda e: e.records[ruling].update(refers_to="11111111-2222-4333-8444-555555555555")
        ).text(),
        ruling + 1,
    )
    bad(
        "ruling_on_later_record_fail",
        "10.2",
        "a ruling on a record that comes after it",
        forged(lambda e: e.records[ruling].update(refers_to=e.records[-1]["event_id"])).text(),
        ruling + 1,
    )
    bad(
        "ruling_names_wrong_receipt_fail",
        "10.3",
        "a ruling naming a receipt other than its record's",
        forged(
            lambda e: e.records[ruling]["details"].update(
                refers_to_receipt=e.records[first_adj]["receipt"]
            )
        ).text(),
        ruling + 1,
    )

    def readjudication(e: Export) -> None:
        target = e.records[ruling]["event_id"]
        e.records[at(e, "adjudication", 3)].update(refers_to=target, re_adjudication_of=target)

    bad(
        "readjudication_of_a_ruling_fail",
        "10.4",
        "a re-adjudication of a record that is not an adjudication",
        forged(readjudication).text(),
        at(main, "adjudication", 3) + 1,
    )

    # one station per alphabet, the clock jumps, two stations, an empty log, a huge record
    for alphabet in ("polish", "catalan", "german", "norwegian"):
        h = m.home(alphabet)
        for play in ALPHABETS[alphabet][1]:
            h.judge(m.lexicons[alphabet], play)
        export = Export.of(h.export())
        good(
            f"{alphabet}_words_ok",
            "11.1",
            f"a station judging {alphabet} words: its letters are "
            "hashed as the UTF-8 of the text as stored, never normalised; each word's key is its "
            "tiles joined",
            export,
            len(export.records),
        )
        if alphabet == "polish":
            decomposed = export.text().replace("żółw", unicodedata.normalize("NFD", "żółw"))
            bad(
                "polish_decomposed_fail",
                "3.2",
                "the typed word żółw written in decomposed form "
                "(NFD: z and a combining dot): it looks the same, but it is not the text hashed",
                decomposed,
                1,
            )

            def nfd_key(e: Export) -> None:
                word = e.records[0]["words"][0]
                word["key"] = unicodedata.normalize("NFD", word["key"])

            copy = export.copy()
            nfd_key(copy)
            copy.rehash()
            copy.resign(h.key())
            bad(
                "word_key_not_its_tiles_fail",
                "11.1",
                "a word's key put in decomposed form (NFD), "
                "re-hashed and re-signed with the station's key: it no longer joins its tiles",
                copy.text(),
                1,
            )
        if alphabet == "catalan":
            copy = export.copy()
            copy.records[0]["words"][0]["key"] = copy.records[0]["words"][0]["key"].replace(
                "[L·L]", "L·L"
            )
            copy.rehash()
            copy.resign(h.key())
            bad(
                "catalan_tile_unbracketed_fail",
                "11.1",
                "the L·L tile written without its brackets "
                "in a word's key (it would read as three tiles), re-hashed and re-signed",
                copy.text(),
                1,
            )
    good(
        "clock_jumps_ok",
        "8.1",
        "a record dated an hour before the one before it, and one a day "
        "ahead of the export: both marked clock_jump",
        unmarked,
        len(unmarked.records),
    )
    second = m.home("second")
    second.judge(m.lexicons["english"], "zax")
    second.judge(m.lexicons["english"], "cat dog")
    two = Export.of(second.export())
    both = Export(order(main.records + two.records), main.heads + two.heads)
    good(
        "two_stations_one_file_ok",
        "5",
        "two stations' exports in one file, each with its head",
        both,
        len(both.records),
    )
    one_head = Export(both.records, main.heads)
    bad(
        "two_stations_one_head_fail",
        "7.3",
        "two stations' records, the second station's head left out",
        one_head.text(),
        max(
            i
            for i, r in enumerate(both.records, 1)
            if r["station_id"] != main.heads[0]["signed_head"]["station_id"]
        ),
    )
    empty = m.home("empty")
    empty.station_id()
    empty.store().close()
    good(
        "empty_log_ok",
        "7.5",
        "a log with no records: the head names seq 0 and the genesis hash",
        Export.of(empty.export()),
        0,
    )
    huge = m.home("huge")
    huge.judge(m.lexicons["english"], "cat")
    with huge.store() as log:
        from kiosk.audit.records import EventKind

        log.record_event(EventKind.SELF_TEST, {"output": "żółw L·L Ærø " * 40000})
    export = Export.of(huge.export())
    good("huge_record_ok", "3.1", "a record of over half a megabyte", export, len(export.records))
    _log_file_cases(m, home)


def _moved_a_microsecond(stamp: str) -> str:
    """One microsecond later (earlier if the digit is a 9): never the time itself, whatever the clock."""
    last = int(stamp[-2])
    return stamp[:-2] + str(last + 1 if last < 9 else last - 1) + stamp[-1]


def _clock_jumps(m: Maker) -> list[str]:
    """A station whose clock was wrong twice: an hour behind, then a day ahead."""
    h = m.home("clock")
    en = m.lexicons["english"]
    h.judge(en, "cat")
    h.judge(en, "dog", faketime="-1h")
    h.judge(en, "qi")
    h.judge(en, "za", faketime="+1d")
    return h.export()


def _log_file_cases(m: Maker, home: Home) -> None:
    """The rules about the log file itself (12): a copy of a real log, whole, with one bit
    flipped in an index page (no row changed), and edited as someone with the file would
    (the append-only triggers dropped, the change made, the triggers put back)."""
    snapshot = m.work / "snapshot.sqlite3"
    with sqlite3.connect(home.log) as source, sqlite3.connect(snapshot) as copy:
        source.backup(copy)
    source.close()
    copy.close()
    data = snapshot.read_bytes()
    m.add(
        Case(
            "log_file_intact_ok",
            "12",
            "the station's log file itself, checked by `challenge-kiosk audit verify --db`",
            None,
            files={"audit.sqlite3": data},
            verifier="log",
        )
    )
    flipped = bytearray(data)
    flipped[rowid_byte(snapshot)] ^= 0x01
    m.add(
        Case(
            "log_index_bit_flipped_fail",
            "12.1",
            "one bit flipped in a page of the (station, "
            "seq) index: no row changed, but what is read through the index is wrong",
            "12.1",
            files={"audit.sqlite3": bytes(flipped)},
            verifier="log",
        )
    )

    def edited(name: str, rule: str, about: str, *statements: str) -> None:
        path = m.work / f"{name}.sqlite3"
        path.write_bytes(data)
        db = sqlite3.connect(path, isolation_level=None)
        triggers = db.execute(
            "SELECT sql FROM sqlite_master WHERE type = 'trigger' AND tbl_name = 'audit_records'"
        ).fetchall()
        for (sql,) in triggers:
            db.execute("DROP TRIGGER " + sql.split()[2])
        for statement in statements:
            db.execute(statement)
        for (sql,) in triggers:
            db.execute(sql)
        db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        db.close()
        m.add(
            Case(
                name, rule, about, rule, files={"audit.sqlite3": path.read_bytes()}, verifier="log"
            )
        )

    edited(
        "log_body_edited_fail",
        "12.2",
        "a record's stored text edited in the file (its verdict)",
        'UPDATE audit_records SET body = replace(body, \'"verdict":"UNACCEPTABLE"\', '
        '\'"verdict":"ACCEPTABLE"\') WHERE seq = 2',
    )
    edited(
        "log_column_edited_fail",
        "12.3",
        "a copied column edited on its own (verdict), the stored text left as it was",
        "UPDATE audit_records SET verdict = 'ACCEPTABLE' WHERE seq = 2",
    )
    columns = (
        "event_id, station_id, station_name, seq, kind, recorded_at, utc_offset_minutes, "
        "profile, lexicon_name, lexicon_fingerprint, rule, verdict, flagged, refers_to, source, "
        "body, prev_hash, hash"
    )
    edited(
        "log_row_stored_later_fail",
        "12.4",
        "record 3 removed and written again: stored after the records that follow it",
        "CREATE TEMP TABLE moved AS SELECT * FROM audit_records WHERE seq = 3",
        "DELETE FROM audit_records WHERE seq = 3",
        f"INSERT INTO audit_records ({columns}) SELECT {columns} FROM moved",
    )


def rowid_byte(path: Path) -> int:
    """Where in the file the first entry of the (station, seq) index of audit_records keeps
    the low byte of its row's id (the last byte of the entry), found by SQLite's dbstat
    table (the index's leaf pages) and the page's own cell pointers."""
    with sqlite3.connect(path) as db:
        (size,) = db.execute("PRAGMA page_size").fetchone()
        names = [
            r[0]
            for r in db.execute(
                "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'audit_records'"
                " AND sql LIKE '%station_id%seq%' ORDER BY name"
            )
        ]
        (pageno,) = db.execute(
            "SELECT pageno FROM dbstat WHERE name = ? AND pagetype = 'leaf' AND ncell > 0"
            " ORDER BY pageno LIMIT 1",
            (names[0],),
        ).fetchone()
    data = path.read_bytes()
    page = (pageno - 1) * size
    first_cell = page + int.from_bytes(data[page + 8 : page + 10], "big")
    payload, at = 0, first_cell
    while True:  # the payload's size, a varint
        byte = data[at]
        payload = (payload << 7) | (byte & 0x7F)
        at += 1
        if byte < 0x80:
            break
    return at + payload - 1


# -- writing them out ---------------------------------------------------------------------------


RULE_TITLES = {
    "1": "the file", "2": "record lines", "3": "the hash", "4": "event ids", "5": "chains",
    "6": "the order of records", "7": "signed heads", "8": "clock-jump marks", "9": "receipts",
    "10": "rulings and annotations", "11": "words", "12": "the log file",
}  # fmt: skip


LOG_SAYS = {
    "12.1": "integrity check found",
    "12.2": "its contents do not match its hash",
    "12.3": "column",
    "12.4": "it was stored after records that follow it",
}


def write_case(out: Path, case: Case) -> None:
    folder = out / case.name
    folder.mkdir(parents=True)
    for name, data in (case.files or {}).items():
        (folder / name).write_bytes(data)
    expected: dict[str, Any] = {
        "input": next(iter(case.files or {"input.jsonl": b""})),
        "verifier": case.verifier,
        "rule_tested": case.rule,
        "ok": case.expected_rule is None,
    }
    if case.expected_rule is None:
        if case.count is not None:
            expected["count"] = case.count
    else:
        expected["rule"] = case.expected_rule
        expected["line"] = case.line
        if case.verifier == "log":  # audit verify --db names the break, not the rule
            expected["says"] = LOG_SAYS[case.expected_rule]
    (folder / "expected.json").write_text(json.dumps(expected, indent=2) + "\n", encoding="utf-8")
    title = RULE_TITLES.get(case.rule.split(".")[0].split("-")[0], "")
    if case.expected_rule is None:
        result = f"OK ({case.count} records)" if case.count is not None else "OK"
    else:
        where = f" at line {case.line}" if case.line else " (the file as a whole)"
        result = f"fails rule {case.expected_rule}{where}"
    how = (
        "challenge-kiosk audit verify --db audit.sqlite3"
        if case.verifier == "log"
        else "node verifier/verify.mjs input.jsonl` or "
        "`challenge-kiosk audit verify --jsonl input.jsonl"
    )
    (folder / "README.md").write_text(
        f"# {case.name}\n\nRule {case.rule} ({title}) of docs/log-format.md: {case.about}.\n\n"
        f"Expected: {result}.\n\nCheck: `{how}`\n",
        encoding="utf-8",
    )


def generate(out: Path) -> list[Case]:
    with tempfile.TemporaryDirectory(prefix="conformance-") as work:
        maker = Maker(Path(work))
        cases(maker)
    for case in maker.cases:
        if (out / case.name).exists():
            shutil.rmtree(out / case.name)
        write_case(out, case)
    return maker.cases


def main() -> int:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).resolve().parent
    made = generate(out)
    failing = sum(1 for c in made if c.expected_rule is not None)
    print(f"{len(made)} cases ({failing} failing) in {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
