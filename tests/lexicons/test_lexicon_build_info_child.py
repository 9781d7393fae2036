"""`lexicon-build info` reads a file in a child with time and memory limits, as the station
proves a new file: a damaged or forged file gives one line and exit code 2, never a hang
and never a traceback."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.conftest import REPO
from tests.lexforge import build_genuine
from tests.lexicons.test_lexicon_proof import forged_crasher


def info(*args: str, timeout: float = 90) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "lexicon_build", "info", *args],
        capture_output=True,
        text=True,
        cwd=REPO,
        timeout=timeout,
    )


def test_a_genuine_file_is_described(tmp_path):
    path = build_genuine(tmp_path / "lexicons")
    done = info(str(path))
    assert done.returncode == 0, done.stderr
    assert "name:         NWL2023" in done.stdout and "words:        10" in done.stdout
    as_json = info("--json", str(path))
    assert as_json.returncode == 0
    assert json.loads(as_json.stdout)["lexicon"]["word_count"] == 10


def test_a_word_graph_that_crashes_the_reader_is_said_in_one_line(tmp_path):
    path = forged_crasher(tmp_path / "usb")
    done = info(str(path))
    assert done.returncode == 2
    assert done.stdout == ""
    assert done.stderr.strip() == (
        f"lexicon-build: {path}: its word graph crashes the reader (SIGSEGV): the file is "
        "damaged or forged; do not use it"
    )
    as_json = info("--json", str(path))
    assert as_json.returncode == 2
    assert "crashes the reader" in json.loads(as_json.stdout)["error"]


def test_a_reader_that_does_not_answer_in_time_is_stopped(tmp_path):
    path = build_genuine(tmp_path / "lexicons")
    started = time.monotonic()
    done = info("--timeout", "0.001", str(path))
    assert time.monotonic() - started < 30
    assert done.returncode == 2
    assert "makes the reader loop (no answer in 0.001 s)" in done.stderr
    assert "Traceback" not in done.stderr


@pytest.mark.skipif(os.name != "posix", reason="named pipes")
def test_not_a_file_is_refused_without_waiting(tmp_path):
    pipe = tmp_path / "pipe.clex"
    os.mkfifo(pipe)
    for target, said in (
        (pipe, "is not a regular file"),
        (tmp_path, "is a folder, not a lexicon file"),
        (tmp_path / "none.clex", "cannot be read: No such file or directory"),
    ):
        done = info(str(target), timeout=20)
        assert done.returncode == 2
        assert done.stderr.strip() == f"lexicon-build: {target}: {said}"


def test_damaged_copies_end_in_a_line_and_an_exit_code(tmp_path):
    """Bytes changed anywhere in a real file (seeded): each run ends within its time with
    exit 0 (the change made no difference a reader sees: never, here) or 2 and one line."""
    genuine = build_genuine(tmp_path / "lexicons").read_bytes()
    rng = random.Random(25)
    for n in range(24):
        data = bytearray(genuine)
        for _ in range(rng.choice((1, 1, 2, 8))):
            data[rng.randrange(len(data))] = rng.randrange(256)
        if n % 6 == 5:
            data = data[: rng.randrange(len(data))]  # cut short
        path = tmp_path / f"damaged-{n}.clex"
        path.write_bytes(bytes(data))
        done = info("--timeout", "20", str(path))
        assert done.returncode in (0, 2), (n, done.stderr)
        assert "Traceback" not in done.stderr and "Traceback" not in done.stdout
        if bytes(data) != genuine:
            assert done.returncode == 2, (n, done.stdout)
            assert done.stderr.startswith(f"lexicon-build: {path}: "), done.stderr
            assert len(done.stderr.strip().splitlines()) == 1, done.stderr


def test_the_child_reads_under_a_memory_limit():
    """The limit the child runs under, as the child sees it."""
    if os.name != "posix":
        pytest.skip("resource limits")
    from lexicon_build import cli

    probe = (
        "import resource, sys; from lexicon_build.cli import _limit_memory; _limit_memory(); "
        "print(resource.getrlimit(resource.RLIMIT_AS)[0])"
    )
    done = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, cwd=REPO, timeout=30
    )
    assert int(done.stdout) == cli.INFO_MEMORY_BYTES
    assert Path(cli.__file__).is_file()
