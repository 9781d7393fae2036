"""``lexicon-build``: turn word lists into one lexicon file a director copies to stations.

    lexicon-build INPUT... --name NAME --out FILE [--alphabet english]
                  [--description TEXT] [--skip-invalid] [--leave-out-long] [--expect-count N]
                  [--format auto|text|...] [--json]
    lexicon-build info FILE [--json]

Exit codes: 0 built (or info printed); 2 bad input (rejected lines, unreadable
or unknown files, bad arguments; for ``info``, a file that crashes or hangs the
reader too); 3 the word count differs from --expect-count. Rejected lines are reported
with file, line, text and reason, the first 10
(`lexicon_build.errors.MAX_REJECTS_SHOWN`); without --skip-invalid the
build stops reading at the next one (a list in another alphabet has one every few words) and
names the shipped alphabet every line read fits, if one does. --skip-invalid reads every line.

``info`` reads the file in a child process, as the station proves a new file
(`kiosk.lexicons.proof`): its word graph is read by native code that trusts its input,
and a damaged or forged file can crash it, make it loop or fill the memory. The child
has `INFO_TIMEOUT_S` seconds (``--timeout``) and, where the system allows it,
`INFO_MEMORY_BYTES` of address space; whatever happens in it, ``info`` says what, in
one line, never a traceback.
Sources are bounded (`lexicon_build.limits`): 256 MB a file, also once unpacked,
8 million entries, 64 letters a word.
"""

from __future__ import annotations

import argparse
import contextlib
import dataclasses
import json
import os
import struct
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any, TextIO

from kiosk import __version__
from kiosk.core.alphabet import AlphabetError, available_alphabets, load_alphabet
from kiosk.lexicons.file import MAGIC, LexiconFileError, LexiconInfo, load_lexicon
from lexicon_build.builder import BuildError, BuiltInfo, CountMismatch, build_lexicon
from lexicon_build.limits import BOARD_SIZE
from lexicon_build.readers import READERS

DEFAULT_ALPHABET = "english"
# Formats whose files do not say which alphabet their tile numbers belong to.
_NAMELESS = frozenset({"kwg"})

EXIT_OK = 0
EXIT_BAD_INPUT = 2
EXIT_COUNT_MISMATCH = 3


def _build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="lexicon-build",
        description="Build a lexicon file from word lists. "
        "Use 'lexicon-build info FILE' to show what a lexicon file holds.",
    )
    parser.add_argument("inputs", nargs="+", metavar="INPUT", help="word lists (merged)")
    parser.add_argument("--out", "-o", required=True, metavar="FILE", help="lexicon file to write")
    parser.add_argument(
        "--name", "-n", help="lexicon name shown on the station (default: FILE's stem)"
    )
    parser.add_argument("--description", default="", help="a line for directors")
    parser.add_argument(
        "--alphabet",
        default=None,
        help=f"alphabet of the words (default english; known: {', '.join(available_alphabets())})",
    )
    parser.add_argument(
        "--format",
        default="auto",
        choices=["auto", *(r.name for r in READERS)],
        help="input format (default: judged from each file's content)",
    )
    parser.add_argument(
        "--skip-invalid",
        action="store_true",
        help="leave out lines that are not words (their number is recorded in the file)",
    )
    parser.add_argument(
        "--leave-out-long",
        action="store_true",
        help=f"leave out words longer than the board ({BOARD_SIZE} letters); they are "
        "counted either way, and no play can hold them",
    )
    parser.add_argument(
        "--expect-count", type=int, metavar="N", help="fail unless the lexicon has exactly N words"
    )
    parser.add_argument("--json", action="store_true", help="machine-readable output")
    parser.add_argument("--version", action="version", version=f"lexicon-build {__version__}")
    return parser


INFO_TIMEOUT_S = 30.0  # as the station's proof (kiosk.lexicons.proof.CHILD_TIMEOUT_S)
INFO_MEMORY_BYTES = 4 << 30  # address space of the child reading the file


def _info_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="lexicon-build info", description="Show a lexicon file's metadata."
    )
    parser.add_argument("file", metavar="FILE")
    parser.add_argument("--json", action="store_true", help="machine-readable output")
    parser.add_argument(
        "--timeout",
        type=float,
        default=INFO_TIMEOUT_S,
        metavar="SECONDS",
        help=f"give up on a file not read within this time (default {INFO_TIMEOUT_S:g})",
    )
    parser.add_argument("--in-child", action="store_true", help=argparse.SUPPRESS)
    return parser


def describe(info: LexiconInfo) -> str:
    """Human-readable metadata of a lexicon (a `BuiltInfo` also tells its long words)."""
    lines = [
        f"name:         {info.name}",
        f"description:  {info.description or '-'}",
        f"alphabet:     {info.alphabet.display_name} ({len(info.alphabet.tiles)} tiles)",
        f"words:        {info.word_count:,}",
        f"lengths:      {info.min_length}-{info.max_length} letters",
        f"fingerprint:  {info.fingerprint}",
        f"built:        {info.built_at} by lexicon-build {info.tool_version}",
    ]
    if info.skipped_invalid:
        lines.append(f"skipped:      {info.skipped_invalid:,} invalid line(s) left out")
    long_words = getattr(info, "longer_than_board", 0)
    if long_words:
        lines.append(f"too long:     {_long_words_text(info)}")
    if info.duplicates_merged:
        lines.append(f"duplicates:   {info.duplicates_merged:,} merged")
    for source in info.sources:
        lines.append(
            f"source:       {source.name} ({source.format}, {source.words:,} words, "
            f"sha256 {source.sha256})"
        )
    return "\n".join(lines)


def _long_words_text(info: LexiconInfo) -> str:
    count = getattr(info, "longer_than_board", 0)
    kept = "left out" if getattr(info, "skipped_too_long", 0) else "kept"
    return (
        f"{count:,} word(s) longer than the board ({BOARD_SIZE} letters), {kept}; "
        "no play can hold them"
    )


def _with_build_fields(path: str, info: LexiconInfo) -> BuiltInfo:
    """``info`` with the header fields only a build writes (`BuiltInfo`), 0 when absent."""
    extra: dict[str, Any] = {"longer_than_board": 0, "skipped_too_long": 0}
    try:
        with open(path, "rb") as file:  # load_lexicon has checked the whole file
            file.seek(len(MAGIC))
            (size,) = struct.unpack("<I", file.read(4))
            header = json.loads(file.read(size).decode("utf-8"))
        for key in extra:
            extra[key] = max(0, int(header.get(key, 0)))
    except (OSError, ValueError, TypeError, struct.error, AttributeError):
        pass
    known = {f.name: getattr(info, f.name) for f in dataclasses.fields(LexiconInfo)}
    return BuiltInfo(**known, **extra)


class _TerminalProgress:
    """Progress on one rewritten line, only when stderr is a terminal."""

    def __init__(self, stream: TextIO) -> None:
        self.stream = stream
        self.active = stream.isatty()

    def __call__(self, stage: str, done: int, total: int | None) -> None:
        if self.active:
            of = f" of {total:,}" if total else ""
            self.stream.write(f"\r{stage}: {done:,}{of} words\x1b[K")
            self.stream.flush()

    def finish(self) -> None:
        if self.active:
            self.stream.write("\r\x1b[K")
            self.stream.flush()


def _emit_json(payload: dict[str, Any]) -> None:
    print(json.dumps(payload, ensure_ascii=False, indent=2))


def _info(argv: Sequence[str]) -> int:
    args = _info_parser().parse_args(argv)
    if args.in_child:
        return _info_here(args)
    return _info_in_child(args)


def _info_refused(args: argparse.Namespace, problem: str) -> int:
    if args.json:
        _emit_json({"ok": False, "error": problem})
    else:
        print(f"lexicon-build: {problem}", file=sys.stderr)
    return EXIT_BAD_INPUT


def _child_command() -> list[str]:
    if getattr(sys, "frozen", False):  # the bundle's lexicon-build program itself
        return [sys.executable]
    return [sys.executable, "-m", "lexicon_build"]


def _limit_memory() -> None:  # pragma: no cover - runs in the child, before it starts
    import resource

    for limit in ("RLIMIT_AS", "RLIMIT_DATA"):
        which = getattr(resource, limit, None)
        if which is not None:
            with contextlib.suppress(ValueError, OSError):  # a lower limit already holds
                resource.setrlimit(which, (INFO_MEMORY_BYTES, INFO_MEMORY_BYTES))


def _info_in_child(args: argparse.Namespace) -> int:
    """Read the file in a child process with time and memory limits; relay what it says,
    or say how it ended (crashed, looped, out of memory)."""
    import signal
    import stat
    import subprocess

    from kiosk.core.station_messages import READER_CRASHES, READER_LOOPS

    path = Path(args.file)
    try:
        mode = os.stat(path).st_mode
    except OSError as exc:
        return _info_refused(args, f"{path}: cannot be read: {exc.strerror or exc}")
    if stat.S_ISDIR(mode):
        return _info_refused(args, f"{path}: is a folder, not a lexicon file")
    if not stat.S_ISREG(mode):
        return _info_refused(args, f"{path}: is not a regular file")
    command = [*_child_command(), "info", "--in-child", *(["--json"] if args.json else [])]
    try:
        done = subprocess.run(
            [*command, "--", str(path)],
            capture_output=True,
            timeout=max(args.timeout, 0.001),
            preexec_fn=_limit_memory if os.name == "posix" else None,
            env={**os.environ, "PYTHONDONTWRITEBYTECODE": "1"},
            check=False,
        )
    except subprocess.TimeoutExpired:
        return _info_refused(args, f"{path}: {READER_LOOPS(seconds=f'{args.timeout:g}')}")
    except OSError as exc:
        return _info_refused(args, f"{path}: cannot be checked: {exc.strerror or exc}")
    if done.returncode < 0:
        try:
            name = signal.Signals(-done.returncode).name
        except ValueError:
            name = f"signal {-done.returncode}"
        return _info_refused(args, f"{path}: {READER_CRASHES(signal=name)}")
    if done.returncode in (EXIT_OK, EXIT_BAD_INPUT):
        sys.stdout.write(done.stdout.decode("utf-8", "replace"))
        sys.stderr.write(done.stderr.decode("utf-8", "replace"))
        return done.returncode
    said = done.stderr.decode("utf-8", "replace").strip().splitlines()
    return _info_refused(
        args, f"{path}: cannot be read: {said[-1] if said else f'exit code {done.returncode}'}"
    )


def _info_here(args: argparse.Namespace) -> int:
    """The child's side: read the file and print what it holds (exit 0), or why it cannot
    be used (exit 2), never a traceback."""
    try:
        lexicon = load_lexicon(args.file)
        info = _with_build_fields(args.file, lexicon.info)
    except LexiconFileError as exc:
        return _info_refused(args, str(exc))
    except MemoryError:
        return _info_refused(
            args, f"{args.file}: too large to read within {INFO_MEMORY_BYTES >> 20:,} MB"
        )
    except Exception as exc:  # a damaged header the checks did not foresee: still a refusal
        return _info_refused(args, f"{args.file}: is damaged: {type(exc).__name__}: {exc}")
    if args.json:
        _emit_json({"ok": True, "file": args.file, "lexicon": info.to_dict()})
    else:
        print(describe(info))
    return EXIT_OK


def _same_file(a: str, b: str) -> bool:
    try:
        return os.path.samefile(a, b)  # also through a link, or another spelling of the path
    except OSError:  # either is missing (a new --out) or unreadable: not the same file
        return False


def _build(argv: Sequence[str]) -> int:
    args = _build_parser().parse_args(argv)
    progress = _TerminalProgress(sys.stderr)

    def fail(code: int, error: BuildError | str) -> int:
        progress.finish()
        if args.json:
            payload: dict[str, Any] = {"ok": False, "error": getattr(error, "message", str(error))}
            if isinstance(error, BuildError):
                payload["rejects"] = [r.data() for r in error.rejects]
                payload["reject_count"] = error.reject_count
                if error.stopped:  # reject_count bad lines met before it stopped reading
                    payload["stopped_reading"] = True
                    payload["alphabets_that_fit"] = error.fits
            _emit_json(payload)
        else:
            print(f"lexicon-build: {error}", file=sys.stderr)
        return code

    try:
        alphabet = load_alphabet(args.alphabet or DEFAULT_ALPHABET)
    except AlphabetError as exc:
        return fail(EXIT_BAD_INPUT, str(exc))
    if any(_same_file(args.out, source) for source in args.inputs):
        return fail(
            EXIT_BAD_INPUT,
            f"{args.out}: is one of the word lists being read; write the lexicon to another "
            "file (--out), or the list would be lost",
        )
    name = args.name or Path(args.out).stem
    try:
        result = build_lexicon(
            args.inputs,
            name=name,
            alphabet=alphabet,
            description=args.description,
            skip_invalid=args.skip_invalid,
            leave_out_long=args.leave_out_long,
            expect_count=args.expect_count,
            input_format=args.format,
            progress=progress,
        )
    except CountMismatch as exc:
        return fail(EXIT_COUNT_MISMATCH, exc)
    except BuildError as exc:
        return fail(EXIT_BAD_INPUT, exc)
    info = result.info
    # A .kwg numbers its tiles without naming them: say which alphabet read it.
    assumed = [
        name for name, fmt in result.formats.items() if fmt in _NAMELESS and args.alphabet is None
    ]
    try:
        result.write(args.out)
    except OSError as exc:
        return fail(EXIT_BAD_INPUT, f"{args.out}: cannot write ({exc.strerror})")
    progress.finish()
    if args.json:
        payload = {"ok": True, "file": args.out, "formats": result.formats}
        if assumed:
            payload["alphabet_assumed"] = {"alphabet": alphabet.name, "inputs": assumed}
        _emit_json({**payload, "lexicon": info.to_dict()})
    else:
        used = ", ".join(f"{name} ({fmt})" for name, fmt in result.formats.items())
        print(f"Read {used}")
        if assumed:
            print(
                f"Assumed the {alphabet.display_name} alphabet for {', '.join(assumed)}: "
                "a .kwg file does not record its alphabet (use --alphabet if it was built "
                "for another language)"
            )
        if info.skipped_invalid:
            print(f"Left out {info.skipped_invalid:,} invalid line(s) (--skip-invalid)")
        if info.longer_than_board:
            print(f"Found {_long_words_text(info)}")
        if info.duplicates_merged:
            print(f"Merged {info.duplicates_merged:,} duplicate(s)")
        print(
            f"Built {info.name}: {info.word_count:,} words, {info.min_length}-{info.max_length} "
            f"letters, fingerprint {info.fingerprint}"
        )
        print(f"Wrote {args.out}")
    return EXIT_OK


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if args and args[0] == "info":
        return _info(args[1:])
    return _build(args)


if __name__ == "__main__":
    raise SystemExit(main())
