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
from typing import Any

from kiosk.core.plan import PlanError, parse_plan

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
    init.add_argument("--event", required=True, metavar="NAME")
    init.add_argument("--key", type=Path, default=DEFAULT_KEY, metavar="FILE")
    init.add_argument("--out", type=Path, default=Path("plan.toml"), metavar="FILE")
    sign = steps.add_parser("sign", help="check a plan and sign it with the event key")
    sign.add_argument("plan", type=Path, metavar="PLAN.toml")
    sign.add_argument("--key", type=Path, default=DEFAULT_KEY, metavar="FILE")
    sign.add_argument("--out", type=Path, default=None, metavar="FILE")
    publish = steps.add_parser("publish", help="publish a signed plan and its lexicons")
    publish.add_argument("signed", type=Path, metavar="PLAN.signed.json")
    publish.add_argument("--lexicon", type=Path, action="append", default=[], metavar="FILE")
    publish.add_argument("--central", metavar="URL", default=argparse.SUPPRESS)


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

[[divisions]]
name = "Division A"             # as the stations' profiles name it
lexicon = "NWL2023"
fingerprint = "{zeros}"  # lexicon-build info nwl2023.clex
rule = "double"
"""


def _init(args: argparse.Namespace) -> int:
    from kiosk.event.signing import create_event_key, public_key_hex

    try:
        key = create_event_key(args.key)
    except FileExistsError as exc:
        return _fail(exc)
    except OSError as exc:
        return _fail(f"cannot write the key: {exc}")
    if not args.out.exists():
        start = (datetime.now(UTC) + timedelta(days=1)).strftime("%Y-%m-%dT09:00:00Z")
        args.out.write_text(
            _TEMPLATE.format(
                event=json.dumps(args.event),
                start=start,
                zeros="0" * 64,
                out=args.out,
                key=args.key,
            ),
            encoding="utf-8",
        )
    print(f"Event key: {args.key} (keep it private; back it up)")
    print(f"Public key, for every station's `director event join --key`: {public_key_hex(key)}")
    print(f"Plan to fill in: {args.out}")
    return 0


def _read_plan_file(path: Path) -> Any:
    from kiosk.storage.files import read_regular_file

    data = read_regular_file(path, _PLAN_LIMIT)
    if len(data) > _PLAN_LIMIT:
        raise PlanError(f"{path} is too large for a plan")
    return tomllib.loads(data.decode("utf-8"))


def _sign(args: argparse.Namespace) -> int:
    from kiosk.event.signing import load_event_key, sign_plan

    try:
        plan = parse_plan(_read_plan_file(args.plan))
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError, PlanError) as exc:
        return _fail(f"{args.plan}: {exc}")
    try:
        key = load_event_key(args.key)
    except (OSError, ValueError) as exc:
        return _fail(f"the event key: {exc}")
    out = args.out or args.plan.with_suffix(".signed.json")
    signed = sign_plan(plan, key)
    out.write_text(json.dumps(signed, indent=1) + "\n", encoding="utf-8")
    print(f"Signed plan {plan.serial} of {plan.event}: {out}")
    for division in plan.divisions:
        print(f"  {division.name}: {division.lexicon} {division.fingerprint[:8]}, {division.rule}")
    print(f"  in force from {plan.effective_from:%Y-%m-%d %H:%M} UTC")
    return 0


def _central_url(args: argparse.Namespace) -> str | None:
    url = getattr(args, "central", None)
    if url:
        return str(url)
    from kiosk.audit.station import configured_station

    return configured_station()[1] or None


def _publish(args: argparse.Namespace) -> int:
    from kiosk.event.signing import SIGNED_LIMIT, read_signed_plan
    from kiosk.lexicons.file import LexiconFileError, parse_lexicon, read_lexicon_file
    from kiosk.lexicons.proof import prove_in_child
    from kiosk.storage.files import read_regular_file

    try:
        signed = read_signed_plan(read_regular_file(args.signed, SIGNED_LIMIT))
    except OSError as exc:
        return _fail(f"{args.signed}: {exc}")
    plan = signed.plan
    if plan is None or not signed.signature_ok or signed.public_key is None:
        why = signed.problem or "its signature does not verify"
        return _fail(f"{args.signed} is not a signed plan: {why}")
    lexicons: dict[str, tuple[str, bytes]] = {}
    for path in args.lexicon:
        try:
            data = read_lexicon_file(path)
            proven = prove_in_child(path, data)
            lexicon = parse_lexicon(path, data, words_proven=proven)
        except (LexiconFileError, OSError) as exc:
            return _fail(f"{path}: {exc}")
        lexicons[lexicon.info.fingerprint] = (lexicon.info.name, data)
    url = _central_url(args)
    if not url:
        return _fail("no central log: give --central URL (or set central_url in station.toml)")
    from kiosk.audit.engine import database_engine
    from kiosk.audit.relay import prepare_central
    from kiosk.event.central import publish, stored_fingerprints

    try:
        engine = database_engine(url)
        prepare_central(engine)  # the plan's tables, on a central log made before them
        stored = stored_fingerprints(engine, plan.fingerprints)
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
        added = publish(engine, signed.fields(), plan.event, plan.serial, needed)
    except Exception as exc:
        return _fail(f"not published: {exc}", EXIT_CENTRAL)
    finally:
        engine.dispose()
    print(
        f"Published plan {plan.serial} of {plan.event}, in force from "
        f"{plan.effective_from:%Y-%m-%d %H:%M} UTC; {len(added)} lexicon(s) uploaded."
    )
    return 0


def _count(data: bytes, fingerprint: str) -> int:
    from kiosk.lexicons.file import parse_lexicon

    return parse_lexicon(Path(f"{fingerprint}.clex"), data, words_proven=True).info.word_count


def run_plan(args: argparse.Namespace) -> int:
    step = args.plan_command
    if step == "init":
        return _init(args)
    if step == "sign":
        return _sign(args)
    return _publish(args)
