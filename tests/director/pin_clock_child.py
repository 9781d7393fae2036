"""The real PIN guard on a real kiosk home, in a process of its own (run by
tests/director/test_pin_clock.py, often under ``faketime``).

    python3 tests/director/pin_clock_child.py PIN [PIN ...]   # tries each PIN in turn
    python3 tests/director/pin_clock_child.py                 # tries none

The home is $CHALLENGE_KIOSK_HOME, the PIN hash the one its station file holds, and the
clocks the guard's own. Prints one JSON object: each try's answer, then the failure count,
the wait left and the wall clock as this process sees it.
"""

from __future__ import annotations

import json
import sys
import time

from kiosk.config import stored_pin_hash
from kiosk.director.pin import PinGuard
from kiosk.storage.paths import kiosk_home


def main(pins: list[str]) -> None:
    guard = PinGuard(kiosk_home(), stored_pin_hash)
    tries = []
    for pin in pins:
        check = guard.check(pin)
        tries.append(
            {
                "accepted": check.accepted,
                "failures": check.failures,
                "wait": check.wait_seconds,
                "message": str(check.message),
            }
        )
    print(
        json.dumps(
            {
                "tries": tries,
                "failures": guard.failures,
                "wait": guard.wait_remaining(),
                "wall": time.time(),
            }
        )
    )


if __name__ == "__main__":
    main(sys.argv[1:])
