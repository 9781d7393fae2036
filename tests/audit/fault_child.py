"""Child process for the fault test: appends adjudications until killed.

Usage: python fault_child.py LOG_PATH STATION_ID
Prints each event id once `record_adjudication` has returned, and flushes.
"""

from __future__ import annotations

import sys
from pathlib import Path

from kiosk.audit import open_audit_log
from kiosk.cli import load_default_lexicon
from kiosk.core.adjudication import adjudicate
from kiosk.core.play import parse_play
from kiosk.core.rules import rule_by_id


def main() -> None:
    path, station = Path(sys.argv[1]), sys.argv[2]
    lexicon = load_default_lexicon()
    plays = [adjudicate(parse_play(t, lexicon.alphabet), lexicon, rule_by_id("double"))
             for t in ("cat", "catz dog", "quixotic", "zzz")]  # fmt: skip
    log = open_audit_log(station_id=station, path=path)
    n = 0
    while True:
        record = log.record_adjudication(plays[n % len(plays)], profile="fault")
        sys.stdout.write(record.event_id + "\n")
        sys.stdout.flush()
        n += 1


if __name__ == "__main__":
    main()
