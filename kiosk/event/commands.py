"""The event plan from a terminal.

Head director (their own computer, with the event key):

    challenge-kiosk fleet plan init --event NAME [--key event-key.pem] [--out plan.toml]
    challenge-kiosk fleet plan sign plan.toml [--key event-key.pem] [--out plan.signed.json]
    challenge-kiosk fleet plan publish plan.signed.json --lexicon NWL2023.clex ... [--central URL]

At each station: `challenge-kiosk director event` (kiosk.director.event_commands).

Exit codes: 0 done, 2 bad input or refused (the reason is printed), 3 the central log could
not be reached, 4 the audit log cannot record it.
"""

from __future__ import annotations

import argparse
import json
import sys
import tomllib
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import TYPE_CHECKING, Any

from kiosk.core.plan import EventPlan, PlanError, parse_plan
from kiosk.deferred import deferred
from kiosk.event.clock import span

if TYPE_CHECKING:
    from kiosk.lexicons.file import LexiconInfo

# loaded at first use (`kiosk.deferred`)
if TYPE_CHECKING:
    import tomlkit

    import kiosk.audit.engine as audit_engine
    import kiosk.audit.identity as audit_identity
    import kiosk.audit.relay as audit_relay
    import kiosk.config.messages as config_messages
    import kiosk.config.url as config_url
    import kiosk.event.central as event_central
    import kiosk.event.signing as event_signing
    import kiosk.lexicons.file as lexicon_files
    import kiosk.lexicons.proof as lexicon_proof
    import kiosk.storage.files as storage_files
else:
    tomlkit = deferred("tomlkit")
    audit_engine = deferred("kiosk.audit.engine")
    audit_identity = deferred("kiosk.audit.identity")
    audit_relay = deferred("kiosk.audit.relay")
    config_messages = deferred("kiosk.config.messages")
    config_url = deferred("kiosk.config.url")
    event_central = deferred("kiosk.event.central")
    event_signing = deferred("kiosk.event.signing")
    lexicon_files = deferred("kiosk.lexicons.file")
    lexicon_proof = deferred("kiosk.lexicons.proof")
    storage_files = deferred("kiosk.storage.files")

__all__ = ["add_plan_parser", "run_plan"]

EXIT_BAD = 2
EXIT_CENTRAL = 3
EXIT_LOG = 4
DEFAULT_KEY = Path("event-key.pem")
_PLAN_LIMIT = 1 << 20


def add_plan_parser(actions: Any) -> None:
    plan = actions.add_parser("plan", help="the event plan: write, sign and publish it")
    steps = plan.add_subparsers(dest="plan_command", required=True, metavar="STEP")
    init = steps.add_parser("init", help="make the event key and a plan to fill in")
    init.add_argument("--event", required=True, metavar="NAME", help="the event's name")
    init.add_argument(
        "--key",
        type=Path,
        default=DEFAULT_KEY,
        metavar="FILE",
        help="where to write the new event key (default: event-key.pem)",
    )
    init.add_argument(
        "--out",
        type=Path,
        default=Path("plan.toml"),
        metavar="FILE",
        help="the plan to fill in (default: plan.toml; an existing file is kept)",
    )
    init.add_argument(
        "--lexicon",
        type=Path,
        action="append",
        default=[],
        metavar="FILE",
        help="a lexicon (.clex) the event uses: a division is written for each, its name, "
        "fingerprint and word count filled in (repeat for each list)",
    )
    init.add_argument(
        "--pairings",
        default="",
        metavar="SRC",
        help="TSH's tourney.js for every station of the event: its http:// or https:// "
        "address on the venue network, or its full path on a share (signed with the plan; "
        "it replaces each station's [settings] pairings while the plan is in force)",
    )
    sign = steps.add_parser("sign", help="check a plan and sign it with the event key")
    sign.add_argument("plan", type=Path, metavar="PLAN.toml", help="the plan to sign")
    sign.add_argument("--key", type=Path, default=DEFAULT_KEY, metavar="FILE", help="the event key")
    sign.add_argument(
        "--out",
        type=Path,
        default=None,
        metavar="FILE",
        help="the signed plan (default: PLAN.signed.json beside the plan)",
    )
    sign.add_argument(
        "--lexicon",
        type=Path,
        action="append",
        default=[],
        metavar="FILE",
        help="a lexicon (.clex) the plan names: the fingerprint and word count of each "
        "division naming it are filled in (in PLAN.toml too) or checked against it",
    )
    publish = steps.add_parser("publish", help="publish a signed plan and its lexicons")
    publish.add_argument(
        "signed", type=Path, metavar="PLAN.signed.json", help="the plan `sign` wrote"
    )
    publish.add_argument(
        "--lexicon",
        type=Path,
        action="append",
        default=[],
        metavar="FILE",
        help="a lexicon (.clex) the plan names that the central log does not hold yet",
    )
    publish.add_argument(
        "--key",
        type=Path,
        default=None,
        metavar="FILE",
        help="the event key the plan must be signed with (default: event-key.pem, if it is "
        "here); the central log also refuses a key other than its first plan's",
    )
    publish.add_argument(
        "--central",
        metavar="URL",
        default=argparse.SUPPRESS,
        help="the central log's address, with the owner's role "
        "(default: central_url in station.toml)",
    )


def when(moment: datetime, now: datetime | None = None) -> str:
    """An instant as a head director reads it: UTC, the computer's local time, and how far
    off it is ("2026-11-29 09:00 UTC (10:00 CET here), in 3 h 5 min")."""
    local = moment.astimezone()
    said = f"{moment.astimezone(UTC):%Y-%m-%d %H:%M} UTC"
    if local.utcoffset() != timedelta(0):
        day = "" if local.date() == moment.astimezone(UTC).date() else f"{local:%Y-%m-%d} "
        said += f" ({day}{local:%H:%M} {local.tzname() or local.strftime('%z')} here)"
    gap = moment - (now or datetime.now(UTC))
    if abs(gap) < timedelta(minutes=1):
        return f"{said}, now"
    return f"{said}, in {span(gap)}" if gap > timedelta(0) else f"{said}, {span(gap)} ago"


def _fail(message: object, code: int = EXIT_BAD) -> int:
    print(f"challenge-kiosk: {message}", file=sys.stderr)
    return code


# -- head director ------------------------------------------------------------------------


_TEMPLATE = """# The event plan: what each division is judged with, from which instant (UTC).
# Fill in, then: challenge-kiosk fleet plan sign {out} --key {key}
event = {event}
serial = 1                      # a larger number for every new plan
effective_from = {start}        # the instant it applies, UTC (NASPA 1.3: "in effect at the time")
# valid_until = 2026-12-31T23:00:00Z
roster = []                     # the station names expected, e.g. ["Table 1-10", "Table 11-20"]
# rounds = [2026-11-27T09:00:00Z, 2026-11-27T10:00:00Z]  # when each round starts
{pairings}"""

_DIVISION = """
[[divisions]]
name = {name}             # as the stations' profiles name it
lexicon = {lexicon}
fingerprint = "{fingerprint}"  # {fingerprint_note}
{count}rule = "double"
# pairings_division = "A"     # its name in TSH's feed, where it differs from name
"""
_NO_FINGERPRINT = "0" * 64


def _read_lexicons(paths: list[Path]) -> list[tuple[LexiconInfo, bytes]]:
    """Each file read and its words proven, as an install proves them; `LexiconFileError`
    or OSError naming the file otherwise."""
    read = []
    for path in paths:
        data = lexicon_files.read_lexicon_file(path)
        proven = lexicon_proof.prove_in_child(path, data)
        read.append((lexicon_files.parse_lexicon(path, data, words_proven=proven).info, data))
    return read


def _init(args: argparse.Namespace) -> int:
    try:
        pairings = config_url.check_pairings_source(args.pairings)
    except config_messages.ConfigError as exc:
        return _fail(str(exc).replace("[settings] pairings", "--pairings"))
    try:
        lexicons = _read_lexicons(args.lexicon)
    except (lexicon_files.LexiconFileError, OSError) as exc:
        return _fail(exc)
    try:
        key = event_signing.create_event_key(args.key)
    except FileExistsError as exc:
        return _fail(exc)
    except OSError as exc:
        return _fail(f"cannot write the key: {exc}")
    if not args.out.exists():
        start = (datetime.now(UTC) + timedelta(days=1)).strftime("%Y-%m-%dT09:00:00Z")
        feed = (
            f"pairings = {json.dumps(pairings)}  # TSH's tourney.js, for every station\n"
            if pairings
            else '# pairings = "http://192.168.1.20/tsh/html/tourney.js"  # TSH\'s feed\n'
        )
        text = _TEMPLATE.format(
            event=json.dumps(args.event), start=start, out=args.out, key=args.key, pairings=feed
        )
        divisions = [
            (info.name, info.fingerprint, "from the file", f"word_count = {info.word_count}\n")
            for info, _data in lexicons
        ] or [("NWL2023", _NO_FINGERPRINT, "sign --lexicon FILE fills it in", "")]
        for index, (name, fingerprint, note, count) in enumerate(divisions):
            text += _DIVISION.format(
                name=json.dumps(f"Division {chr(ord('A') + index)}"),
                lexicon=json.dumps(name),
                fingerprint=fingerprint,
                fingerprint_note=note,
                count=count,
            )
        args.out.write_text(text, encoding="utf-8")
    elif pairings:
        print(f"Note: {args.out} exists and is kept: write pairings = {json.dumps(pairings)} in it")
    print(f"Event key: {args.key} (keep it private; back it up)")
    public = event_signing.public_key_hex(key)
    print(f"Public key, for every station's `director event join --key`: {public}")
    print(f"Plan to fill in: {args.out}")
    return 0


def _fill_fingerprints(path: Path, lexicons: list[tuple[LexiconInfo, bytes]]) -> str | None:
    """Fill in, in the plan file itself, the fingerprint and word count of every division
    naming one of ``lexicons`` that has none yet, and check those it has. Returns what is
    wrong, or None. Comments and layout are kept (tomlkit)."""
    by_name: dict[str, list[LexiconInfo]] = {}
    for info, _data in lexicons:
        by_name.setdefault(info.name, []).append(info)
    data = storage_files.read_regular_file(path, _PLAN_LIMIT)
    if len(data) > _PLAN_LIMIT:
        raise PlanError(f"{path} is too large for a plan")
    document = tomlkit.parse(data.decode("utf-8"))
    changed = False
    for index, division in enumerate(document.get("divisions", [])):
        if not isinstance(division, dict):
            continue
        name = division.get("lexicon")
        infos = by_name.get(str(name), [])
        if not infos:
            continue
        given = str(division.get("fingerprint", "") or "")
        where = f"division {index + 1} ({division.get('name', '?')})"
        if given and given != _NO_FINGERPRINT:
            if given not in {info.fingerprint for info in infos}:
                held = ", ".join(info.fingerprint[:16] + "…" for info in infos)
                return (
                    f"{where} names {name} with fingerprint {given[:16]}…, but the file given "
                    f"holds {held}: a corrected list? Remove the fingerprint line to take the "
                    "file's, or give the right file"
                )
            continue
        if len(infos) > 1:
            return (
                f"{where}: two files given are both named {name} (different words): write the "
                "fingerprint of the one it uses"
            )
        division["fingerprint"] = infos[0].fingerprint
        division["word_count"] = infos[0].word_count
        changed = True
    if changed:
        storage_files.atomic_write(path, tomlkit.dumps(document).encode("utf-8"))
    return None


def _read_plan_file(path: Path) -> Any:
    data = storage_files.read_regular_file(path, _PLAN_LIMIT)
    if len(data) > _PLAN_LIMIT:
        raise PlanError(f"{path} is too large for a plan")
    return tomllib.loads(data.decode("utf-8"))


def _sign(args: argparse.Namespace) -> int:
    try:
        lexicons = _read_lexicons(args.lexicon)
    except (lexicon_files.LexiconFileError, OSError) as exc:
        return _fail(exc)
    try:
        if lexicons:
            wrong = _fill_fingerprints(args.plan, lexicons)
            if wrong:
                return _fail(f"{args.plan}: {wrong}")
        plan = event_signing.check_plan(parse_plan(_read_plan_file(args.plan)))
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError, PlanError) as exc:
        return _fail(f"{args.plan}: {exc}")
    unfilled = [d.name for d in plan.divisions if d.fingerprint == _NO_FINGERPRINT]
    if unfilled:
        return _fail(
            f"{args.plan}: no fingerprint yet for {', '.join(unfilled)}: give the lexicon file "
            "with --lexicon FILE (or write the fingerprint `lexicon-build info` prints)"
        )
    try:
        key = event_signing.load_event_key(args.key)
    except (OSError, ValueError) as exc:
        return _fail(f"the event key: {exc}")
    out = args.out or args.plan.with_suffix(".signed.json")
    signed = event_signing.sign_plan(plan, key)
    out.write_text(json.dumps(signed, indent=1) + "\n", encoding="utf-8")
    print(f"Signed plan {plan.serial} of {plan.event}: {out}")
    _describe(plan)
    return 0


def _describe(plan: EventPlan) -> None:
    for division in plan.divisions:
        tsh = (
            f" (TSH division {division.pairings_division!r})" if division.pairings_division else ""
        )
        print(
            f"  {division.name}: {division.lexicon} {division.fingerprint[:8]}, "
            f"{division.rule}{tsh}"
        )
    if plan.pairings:
        print(f"  pairings from {plan.pairings}")
    print(f"  in force from {when(plan.effective_from)}")
    if plan.valid_until is not None:
        print(f"  valid until {when(plan.valid_until)}")


def _central_url(args: argparse.Namespace) -> str | None:
    url = getattr(args, "central", None)
    if url:
        return str(url)
    return audit_identity.configured_station()[1] or None


def _publish(args: argparse.Namespace) -> int:
    try:
        signed = event_signing.read_signed_plan(
            storage_files.read_regular_file(args.signed, event_signing.SIGNED_LIMIT)
        )
    except OSError as exc:
        return _fail(f"{args.signed}: {exc}")
    plan = signed.plan
    if plan is None or not signed.signature_ok or signed.public_key is None:
        why = signed.problem or "its signature does not verify"
        return _fail(f"{args.signed} is not a signed plan: {why}")
    key_file = args.key or (DEFAULT_KEY if DEFAULT_KEY.exists() else None)
    if key_file is not None:
        try:
            event_key = event_signing.public_key_hex(event_signing.load_event_key(key_file))
        except (OSError, ValueError) as exc:
            return _fail(f"the event key: {exc}")
        if signed.public_key.lower() != event_key:
            return _fail(
                f"{args.signed} is signed with key {signed.public_key[:16]}…, not with the "
                f"event key in {key_file} ({event_key[:16]}…): every station would refuse it"
            )
    try:
        lexicons = {
            info.fingerprint: (info.name, data) for info, data in _read_lexicons(args.lexicon)
        }
    except (lexicon_files.LexiconFileError, OSError) as exc:
        return _fail(exc)
    url = _central_url(args)
    if not url:
        return _fail("no central log: give --central URL (or set central_url in station.toml)")
    try:
        engine = audit_engine.database_engine(url)
        audit_relay.prepare_central(engine)  # the plan's tables, on a central log made before them
        stored = event_central.stored_fingerprints(engine, plan.fingerprints)
    except Exception as exc:  # the server, the role, the network: said, never a traceback
        return _fail(f"the central log cannot be reached: {exc}", EXIT_CENTRAL)
    missing = [
        d for d in plan.divisions if d.fingerprint not in lexicons and d.fingerprint not in stored
    ]
    if missing:
        names = ", ".join(f"{d.name} ({d.lexicon} {d.fingerprint[:8]})" for d in missing)
        return _fail(f"give the lexicon file with --lexicon for: {names}")
    wrong = [
        d
        for d in plan.divisions
        if d.fingerprint in lexicons
        and d.word_count is not None
        and d.word_count != _count(lexicons[d.fingerprint][1], d.fingerprint)
    ]
    if wrong:
        return _fail(f"word count differs from the plan for {', '.join(d.name for d in wrong)}")
    needed = [(f, *lexicons[f]) for f in plan.fingerprints if f in lexicons and f not in stored]
    try:
        added = event_central.publish(engine, signed.fields(), plan.event, plan.serial, needed)
    except event_central.PublishRefused as exc:
        return _fail(f"not published: {exc}")
    except Exception as exc:
        return _fail(f"not published: {exc}", EXIT_CENTRAL)
    finally:
        engine.dispose()
    print(f"Published plan {plan.serial} of {plan.event}; {len(added)} lexicon(s) uploaded.")
    _describe(plan)
    return 0


def _count(data: bytes, fingerprint: str) -> int:
    return lexicon_files.parse_lexicon(
        Path(f"{fingerprint}.clex"), data, words_proven=True
    ).info.word_count


def run_plan(args: argparse.Namespace) -> int:
    step = args.plan_command
    if step == "init":
        return _init(args)
    if step == "sign":
        return _sign(args)
    return _publish(args)
