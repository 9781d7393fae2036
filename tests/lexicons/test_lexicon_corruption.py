"""Other programs' lexicons damaged at random positions: refused, never silently another list.

A Quackle .dawg carries a hash of its words, so a damaged one is either refused
or still decodes to exactly its words. A wolges .kwg has no checksum: damage that
leaves a well-formed graph spells another list, which only the fingerprint shows;
the guarantee there is that a damaged file is refused or read, never a hang, a
traceback or runaway memory. Each run happens in a child process whose time and
peak memory are bounded.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap

from tests.conftest import REPO, SHARED
from tests.lexformats import shared_fixture

FIXTURES = SHARED / "lexicons" / "fixtures"
ENABLE_TEXT = SHARED / "lexicons" / "enable1.txt"

_CHILD = textwrap.dedent(
    """
    import json, random, sys
    from kiosk.core.alphabet import load_alphabet
    from lexicon_build.readers import ReadError, reader_by_name

    path, fmt, seed, count, header_bytes, letter_flips, enable_path = sys.argv[1:8]
    original = open(path, "rb").read()
    enable = [w.upper() for w in open(enable_path, encoding="ascii").read().split()]
    reader = reader_by_name(fmt)
    english = load_alphabet("english")
    rng = random.Random(int(seed))
    changes = [(at, rng.randrange(1, 256)) for at in range(int(header_bytes))]
    changes += [(rng.randrange(len(original)), rng.randrange(1, 256)) for _ in range(int(count))]
    if int(letter_flips):  # .dawg: another letter in a node's flags; count and shape hold
        from lexicon_build.readers.dawg import parse_header
        header = parse_header(original)
        for _ in range(int(letter_flips)):
            node = rng.randrange(1, header.node_count)
            changes.append((header.nodes_at + 7 * node + 3, rng.randrange(1, 16)))
    for position, flip in changes:
        damaged = bytearray(original)
        damaged[position] ^= flip
        try:
            words = reader.read(bytes(damaged), english).texts
        except ReadError as exc:
            outcome = {"refused": str(exc)}
        else:
            outcome = {"same": words == enable, "words": len(words)}
        print(json.dumps({"position": position, **outcome}), flush=True)
    with open("/proc/self/status") as status:  # VmHWM: ru_maxrss survives fork and exec
        peak = [line.split()[1] for line in status if line.startswith("VmHWM:")][0]
    print(json.dumps({"peak_mb": int(peak) / 1024}))
    """
)


def corrupt_and_read(
    name: str, fmt: str, *, seed: int, count: int, header_bytes: int = 0, letter_flips: int = 0
):
    """Outcome of each damaged copy of fixture ``name``, and the child's peak memory.

    One byte is changed per copy: each header byte, ``count`` random positions, and
    (.dawg) the letter of ``letter_flips`` random nodes.
    """
    fixture = shared_fixture(FIXTURES / name)
    enable = shared_fixture(ENABLE_TEXT)
    args = [fixture, fmt, seed, count, header_bytes, letter_flips, enable]
    done = subprocess.run(
        [sys.executable, "-c", _CHILD, *map(str, args)],
        capture_output=True,
        text=True,
        timeout=600,
        env={**os.environ, "PYTHONPATH": str(REPO)},
        cwd=REPO,
    )
    assert done.returncode == 0, done.stderr  # a traceback fails here
    assert "Traceback" not in done.stderr
    lines = [json.loads(line) for line in done.stdout.splitlines()]
    assert len(lines) == header_bytes + count + letter_flips + 1
    return lines[:-1], lines[-1]["peak_mb"]


def test_a_damaged_dawg_is_refused_or_still_exactly_enable(record_property):
    # Every byte of the header (version, hash, count, 26 letters), random positions, and
    # letters changed in random nodes (what once read silently as another list).
    outcomes, peak_mb = corrupt_and_read(
        "enable.dawg", "dawg", seed=20261122, count=50, header_bytes=21 + 2 * 26, letter_flips=12
    )
    different = [o for o in outcomes if "same" in o and not o["same"]]
    assert different == []  # never silently another word list
    refused = [o for o in outcomes if "refused" in o]
    assert all(o["refused"].strip() for o in refused)
    assert len(refused) > 0.8 * len(outcomes)
    assert peak_mb < 600
    record_property("dawg_refused", f"{len(refused)}/{len(outcomes)}")


def test_a_damaged_kwg_is_refused_or_read_never_a_hang_traceback_or_runaway_memory(
    record_property,
):
    # The DAWG-only file: every node is part of the word graph that is read.
    outcomes, peak_mb = corrupt_and_read("enable-dawgonly.kwg", "kwg", seed=7, count=60)
    refused = [o for o in outcomes if "refused" in o]
    read = [o for o in outcomes if "same" in o]
    assert len(refused) + len(read) == len(outcomes)
    assert all(o["refused"].strip() for o in refused)
    assert all(o["words"] <= 8_000_000 for o in read)
    assert refused  # damage to arcs and tiles is caught
    assert peak_mb < 600
    record_property("kwg_refused", f"{len(refused)}/{len(outcomes)}")


def test_a_damaged_gaddawg_kwg_is_refused_or_read_in_bounds():
    outcomes, peak_mb = corrupt_and_read("enable.kwg", "kwg", seed=11, count=24, header_bytes=8)
    assert all("refused" in o or "same" in o for o in outcomes)
    # What the format cannot tell: node 0's arc moved to another well-formed group
    # reads as a (much) smaller list. The fingerprint and --expect-count show it.
    root_moved = outcomes[0]
    assert root_moved["position"] == 0 and root_moved["same"] is False
    assert peak_mb < 800
