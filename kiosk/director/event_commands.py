"""``challenge-kiosk director event``: a station joins the event and follows its plans.

At each station (as the kiosk account), once:

    challenge-kiosk director event join --event NAME --key HEX
    challenge-kiosk director event sync       # fetch, check and stage now
    challenge-kiosk director event status

Exit codes: 0 done, 2 bad input or a plan refused (the reason is printed), 3 the central log
could not be reached, 4 the audit log cannot record it.
"""

from __future__ import annotations

import argparse
import sys
from datetime import UTC, datetime

from kiosk.core.plan import in_force

__all__ = ["run_event"]

EXIT_BAD = 2
EXIT_CENTRAL = 3
EXIT_LOG = 4


def _fail(message: object, code: int = EXIT_BAD) -> int:
    print(f"challenge-kiosk: {message}", file=sys.stderr)
    return code


def _join(args: argparse.Namespace) -> int:
    from kiosk.audit import AuditUnavailable, EventKind
    from kiosk.audit.station_log import station_log
    from kiosk.event.station import EventFileError, join
    from kiosk.storage.paths import kiosk_home

    home = kiosk_home()
    try:
        home.mkdir(mode=0o700, parents=True, exist_ok=True)
        membership = join(home, args.event, args.key, replace_key=args.replace)
    except (EventFileError, OSError) as exc:
        return _fail(exc)
    try:
        with station_log() as log:
            log.record_event(
                EventKind.EVENT_JOINED,
                {"event": membership.event, "public_key": membership.public_key},
            )
    except (AuditUnavailable, OSError) as exc:
        return _fail(f"joined, but the audit log could not record it: {exc}", EXIT_LOG)
    print(f"Joined {membership.event}; event key {membership.public_key[:16]}… pinned.")
    return 0


def _sync(args: argparse.Namespace) -> int:
    from kiosk.audit import AuditUnavailable
    from kiosk.audit.engine import database_engine
    from kiosk.director.lexicon_commands import CommandStopped, station_director
    from kiosk.event.station import EventFileError, sync

    try:
        with station_director() as service:
            url = service.config.settings.central_url
            if not url:
                return _fail("no central log: set central_url in station.toml")
            engine = database_engine(url)
            try:
                from kiosk.audit.relay import prepare_central

                prepare_central(engine)
                report = sync(service, engine, datetime.now(UTC))
            finally:
                engine.dispose()
    except CommandStopped as exc:
        return _fail(exc, exc.code)
    except EventFileError as exc:
        return _fail(exc)
    except AuditUnavailable as exc:
        return _fail(f"the audit log cannot record it: {exc}", EXIT_LOG)
    except Exception as exc:
        return _fail(f"the central log cannot be reached: {exc}", EXIT_CENTRAL)
    for serial in report.accepted:
        print(f"Accepted plan {serial}.")
    for refused, reason in report.refused:
        print(f"Refused plan {refused if refused is not None else '?'}: {reason}.")
    for name in report.staged:
        print(f"Staged lexicon {name}.")
    for fingerprint in report.missing:
        print(f"Waiting for lexicon {fingerprint[:8]} from the head director.")
    return 0 if not report.refused else EXIT_BAD


def _status(_args: argparse.Namespace) -> int:
    from kiosk.event.station import EventFileError, accepted_plans, read_membership
    from kiosk.storage.paths import kiosk_home

    home = kiosk_home()
    try:
        membership = read_membership(home)
    except EventFileError as exc:
        return _fail(exc)
    if membership is None:
        print("This station joined no event.")
        return 0
    plans = accepted_plans(home, membership)
    current = in_force(plans, datetime.now(UTC))
    print(f"Event {membership.event}, key {membership.public_key[:16]}…")
    for plan in sorted(plans, key=lambda p: p.serial):
        mark = " (in force)" if plan is current else ""
        print(f"  plan {plan.serial} from {plan.effective_from:%Y-%m-%d %H:%M} UTC{mark}")
        for d in plan.divisions:
            print(f"    {d.name}: {d.lexicon} {d.fingerprint[:8]}, {d.rule}")
    return 0


def run_event(args: argparse.Namespace) -> int:
    step = args.event_command
    if step == "join":
        return _join(args)
    if step == "sync":
        return _sync(args)
    return _status(args)
