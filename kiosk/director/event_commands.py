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

from kiosk.config.url import shown_source
from kiosk.core.plan import EventPlan, in_force, name_problems, pairings_source, plan_to_check

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
    from kiosk.event.membership import EventFileError, join
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
    from kiosk.event.clock import clock_said, event_time
    from kiosk.event.membership import EventFileError, sync

    try:
        with station_director() as service:
            url = service.config.settings.central_url
            if not url:
                return _fail("no central log: set central_url in station.toml")
            engine = database_engine(url)
            try:
                from kiosk.audit.relay import prepare_central

                prepare_central(engine)
                at, problem = event_time(service.runtime.home, engine)
                if at is None:
                    raise RuntimeError(problem)
                report = sync(service, engine, at.now)
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
    if abs(at.offset_s) >= 60:
        print(f"Note: {clock_said(at.offset_s)}; the plans are followed on the server's.")
    return 0 if not report.refused else EXIT_BAD


def _status(_args: argparse.Namespace) -> int:
    from kiosk.config import ConfigError, load_config
    from kiosk.event.clock import clock_said, server_time, span
    from kiosk.event.membership import EventFileError, accepted_plans, read_membership
    from kiosk.storage.paths import kiosk_home

    home = kiosk_home()
    try:
        membership = read_membership(home)
    except EventFileError as exc:
        return _fail(exc)
    try:
        config = load_config(keep_last_good=False)
    except ConfigError:
        config = None  # the station file is said by the self-test; the plans are still listed
    if membership is None:
        print("This station joined no event.")
        _say_pairings(config.settings.pairings if config is not None else "", None)
        return 0
    url = config.settings.central_url if config is not None else ""
    at, problem = server_time(home, url)
    plans = accepted_plans(home, membership)
    current = in_force(plans, at.now)
    print(f"Event {membership.event}, key {membership.public_key[:16]}…")
    print(
        f"Central clock: {at.now:%Y-%m-%d %H:%M:%S} UTC ± {at.uncertainty_s:.0f} s "
        f"({at.source}{'; ' + problem if problem else ''})"
    )
    if abs(at.offset_s) >= 60:
        print(f"  {clock_said(at.offset_s)}: the plans are followed on the server's")
    for plan in sorted(plans, key=lambda p: p.serial):
        if plan is current:
            mark = " (in force)"
        elif plan.effective_from > at.now:
            mark = f" (not yet: in {span(plan.effective_from - at.now)})"
        else:
            mark = ""
        print(f"  plan {plan.serial} from {plan.effective_from:%Y-%m-%d %H:%M} UTC{mark}")
        for d in plan.divisions:
            tsh = f" (TSH division {d.pairings_division!r})" if d.pairings_division else ""
            print(f"    {d.name}: {d.lexicon} {d.fingerprint[:8]}, {d.rule}{tsh}")
        if plan.pairings:
            print(f"    pairings from {plan.pairings}")
    _say_pairings(config.settings.pairings if config is not None else "", current)
    # the plan in force, else the next to come: a division whose name does not match
    checked = plan_to_check(plans, at.now)
    if checked is not None and config is not None:
        for problem in name_problems([p.name for p in config.profiles], checked):
            print(f"WARN  {problem}")
    return 0


def _say_pairings(own: str, current: EventPlan | None) -> None:
    """The pairings feed in force and where it is named (`kiosk.core.plan.pairings_source`)."""
    source = shown_source(pairings_source(own, current))
    if not source:
        print("Pairings: none named (pairings in station.toml's [settings] or in the plan)")
    elif current is not None and current.pairings:
        overridden = f"; station.toml's {own} is not used" if own and own != source else ""
        print(f"Pairings: {source} (from plan {current.serial}{overridden})")
    else:
        print(f"Pairings: {source} (from station.toml)")


def run_event(args: argparse.Namespace) -> int:
    step = args.event_command
    if step == "join":
        return _join(args)
    if step == "sync":
        return _sync(args)
    return _status(args)
