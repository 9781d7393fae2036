"""One challenge at a real station, in a process of its own (run by tests/core/test_prior_clock.py,
often under ``faketime``).

    python3 tests/core/prior_clock_child.py TABLE WORDS

Opens the station in $CHALLENGE_KIOSK_HOME as the window does (the log, then the flow with
the adjudications the log holds from earlier sessions, on the monotonic clock), types the
table number and the words, presses TAB, and TAB again if the split-lookup warning shows (the
players judge anyway), then records the verdict. Prints one JSON object: whether the warning
showed, how long ago it said the earlier judgement was, the receipt and the wall clock as
this process sees it.
"""

from __future__ import annotations

import json
import sys
import time

from kiosk.core.flow import StationFlow
from kiosk.core.keys import KeyPress
from kiosk.runtime.station_runtime import flow_settings, open_station


def press(flow: StationFlow, text: str) -> None:
    for ch in text:
        if ch == " ":
            flow.press(KeyPress("Space", " "))
        else:
            flow.press(KeyPress(ch.upper() if ch.isalpha() else ch, ch))


def main(table: str, words: str) -> None:
    runtime = open_station()
    assert runtime.ready, runtime.problem
    clock = time.monotonic
    flow = StationFlow(
        runtime.profiles,
        runtime.recorder.record,
        clock,
        flow_settings(runtime.config),
        events=runtime.flow_event,
        prior=runtime.recorder.prior_judgements(clock()),
    )
    press(flow, table)
    flow.press(KeyPress("Return"))
    press(flow, words)
    flow.press(KeyPress("Tab"))
    warning = flow.split_warning
    if warning is not None:
        flow.press(KeyPress("Tab"))  # judge anyway
    pending = flow.pending
    assert pending is not None, flow.hint
    receipt = runtime.recorder.record(pending)
    flow.finish_judging(None, receipt=receipt)
    runtime.close()
    print(
        json.dumps(
            {
                "warned": warning is not None,
                "earlier": warning.earlier.receipt if warning else None,
                "seconds_ago": warning.seconds_ago if warning else None,
                "receipt": receipt,
                "wall": time.time(),
            }
        )
    )


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
