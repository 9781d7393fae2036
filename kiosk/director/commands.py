"""``challenge-kiosk director ...``: director settings without the screen.

    challenge-kiosk director set-pin            # asks twice, nothing echoed
    echo 4821 | challenge-kiosk director set-pin --pin-stdin
    challenge-kiosk director lexicon install|list|remove ...   (kiosk.director.lexicon_commands)

set-pin exit codes: 0 set, 2 not set (PIN too short, the two entries differ, the
station file has a mistake to fix first).
"""

from __future__ import annotations

import argparse
import getpass
import sys

from kiosk.audit import AuditUnavailable, EventKind
from kiosk.audit.station_log import station_log
from kiosk.config import ConfigError, save_pin_hash
from kiosk.director.lexicon_commands import run_lexicon
from kiosk.director.pin import PinError, hash_pin


def _read_pin(args: argparse.Namespace) -> str:
    if args.pin_stdin:
        return sys.stdin.readline().rstrip("\r\n")
    first = getpass.getpass("New director PIN: ")
    second = getpass.getpass("The same PIN again: ")
    if first != second:
        raise PinError("the two PINs differ")
    return first


def run_director(args: argparse.Namespace) -> int:
    if args.director_command == "lexicon":
        return run_lexicon(args)
    if args.director_command == "event":
        from kiosk.director.event_commands import run_event

        return run_event(args)
    return _set_pin(args)


def _set_pin(args: argparse.Namespace) -> int:
    try:
        pin_hash = hash_pin(_read_pin(args))
        save_pin_hash(pin_hash)
    except (PinError, ConfigError) as exc:
        print(f"challenge-kiosk: PIN not set: {exc}", file=sys.stderr)
        return 2
    except (EOFError, KeyboardInterrupt):
        print("challenge-kiosk: PIN not set", file=sys.stderr)
        return 2
    try:
        with station_log() as log:
            log.record_event(
                EventKind.SETTINGS_CHANGED,
                {"changed": {"director PIN": "set"}, "by": "command line"},
            )
    except AuditUnavailable as exc:
        print(f"PIN set, but the audit log could not record it: {exc}", file=sys.stderr)
    print("Director PIN set.")
    return 0
