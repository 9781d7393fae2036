"""Verdicts shown while the audit log could not record them, and adding them later.

When the log fails, the station still shows the verdict (marked NOT RECORDED)
and appends it to ``unrecorded.jsonl`` in the kiosk home: one JSON object a
line holding the full adjudication part of a record body, the event id chosen
before the write, when it was shown and why it was not recorded. Once the
log works again they are added to the chain as *late records* (`import_unrecorded`),
by the station itself as soon as its disk has room (`kiosk.runtime.room.RoomKeeper`)
or by a director from the *Not recorded* tab. Each keeps its event id, so a
verdict whose write did complete after all (a slow disk) is recognised and never
added twice. Lines that were added move to ``unrecorded.imported.jsonl``; lines
that cannot be read stay where they are. Nothing here is ever deleted.

A full disk must not lose a kept verdict: `prepare_journal` allocates room after the
end of ``unrecorded.jsonl`` ahead of time (on Linux), so the line is written into blocks
the disk already gave; a line is written whole or not at all (a short write is cut back),
and synced before the verdict is shown. Keeping and importing are serialised within the
process, so a verdict kept while an import runs is never dropped by its rewrite.
"""

from __future__ import annotations

import errno
import json
import os
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol

from kiosk.core.i18n import QT_TRANSLATE_NOOP, Message, said
from kiosk.storage.files import (
    PRIVATE_FILE,
    append_private,
    atomic_write,
    preallocate_beyond_end,
    read_regular_file,
)

__all__ = [
    "IMPORTED_FILE",
    "UNRECORDED_FILE",
    "ImportReport",
    "UnrecordedEntry",
    "import_unrecorded",
    "keep_unrecorded",
    "pending_unrecorded",
    "prepare_journal",
    "read_unrecorded",
]

UNRECORDED_FILE = "unrecorded.jsonl"
IMPORTED_FILE = "unrecorded.imported.jsonl"
ENTRY_FORMAT = 2
MAX_FILE_BYTES = 64 << 20  # tens of thousands of verdicts: far more than a day can leave
JOURNAL_ROOM = 256 << 10  # allocated ahead after the end: a hundred verdicts and more
_FILE_LOCK = threading.Lock()  # one writer of the file at a time in this process

LINE_UNREADABLE = QT_TRANSLATE_NOOP("Unrecorded", "line {line}: {why}")
LINE_OLD = QT_TRANSLATE_NOOP("Unrecorded", "line {line}: written by an older version or incomplete")
UNREADABLE_LINE = QT_TRANSLATE_NOOP("Unrecorded", "unreadable line")
FILE_UNREADABLE = QT_TRANSLATE_NOOP(
    "Unrecorded", "{file} cannot be read ({why}); nothing in it was changed"
)
ADDED = QT_TRANSLATE_NOOP("Unrecorded", "{added} added to the log as late records.")
ADDED_ALREADY = QT_TRANSLATE_NOOP(
    "Unrecorded", "{added} added to the log as late records, {already} were already in the log."
)
ADDED_KEPT = QT_TRANSLATE_NOOP(
    "Unrecorded", "{added} added to the log as late records, {kept} kept in {file}: {problems}."
)
ADDED_ALREADY_KEPT = QT_TRANSLATE_NOOP(
    "Unrecorded",
    "{added} added to the log as late records, {already} were already in the log, "
    "{kept} kept in {file}: {problems}.",
)
PROBLEMS = QT_TRANSLATE_NOOP("Unrecorded", "{first}; {rest}")  # a list of problems


class LateRecorder(Protocol):
    """What importing needs from the audit log."""

    def has_event(self, event_id: str) -> bool: ...

    def record_late_adjudication(
        self, payload: dict[str, Any], *, event_id: str, shown_at_utc: str, log_problem: str
    ) -> object: ...


@dataclass(frozen=True)
class UnrecordedEntry:
    """One line of ``unrecorded.jsonl`` as the director sees it."""

    line: str
    event_id: str
    shown_at_utc: str
    profile: str
    typed: str
    verdict: str
    log_problem: str
    payload: dict[str, Any] | None  # None: the line cannot be added to the log
    problem: Message | None = None


@dataclass(frozen=True)
class ImportReport:
    added: int
    already_in_log: int
    kept: int  # lines that could not be added (damaged, or the log failed again)
    problems: tuple[Message | str, ...]  # str(): the English, as the audit log records it

    def sentence(self) -> Message:
        """What the import did, for the director."""
        if not self.kept:
            if self.already_in_log:
                return ADDED_ALREADY(added=self.added, already=self.already_in_log)
            return ADDED(added=self.added)
        problems: Message | str = ""
        for problem in reversed(self.problems):
            problems = PROBLEMS(first=problem, rest=problems) if problems else problem
        if self.already_in_log:
            return ADDED_ALREADY_KEPT(
                added=self.added,
                already=self.already_in_log,
                kept=self.kept,
                file=UNRECORDED_FILE,
                problems=problems,
            )
        return ADDED_KEPT(added=self.added, kept=self.kept, file=UNRECORDED_FILE, problems=problems)


def keep_unrecorded(
    home: Path,
    *,
    event_id: str,
    station_id: str,
    shown_at_utc: str,
    payload: dict[str, Any],
    log_problem: str,
) -> bool:
    """Append a verdict the log could not record; False if even this file cannot be written."""
    line = json.dumps(
        {
            "format": ENTRY_FORMAT,
            "event_id": event_id,
            "station_id": station_id,
            "shown_at_utc": shown_at_utc,
            "log_problem": log_problem,
            "payload": payload,
        },
        ensure_ascii=False,
        sort_keys=True,
    )
    try:
        with _FILE_LOCK:
            _append_whole(home / UNRECORDED_FILE, line)
    except OSError:
        return False
    prepare_journal(home)  # room for the next one, when the disk has it
    return True


def _append_whole(path: Path, line: str) -> None:
    """Append ``line`` and sync it; on any failure the file is cut back to where it was,
    so a half-written line never joins the next one (OSError)."""
    data = (line.rstrip("\n") + "\n").encode("utf-8")
    flags = os.O_WRONLY | os.O_APPEND | os.O_CREAT | getattr(os, "O_BINARY", 0)
    fd = os.open(path, flags, PRIVATE_FILE)
    try:
        start = os.fstat(fd).st_size
        try:
            written = 0
            while written < len(data):
                count = os.write(fd, data[written:])
                if count <= 0:
                    raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC), str(path))
                written += count
            os.fsync(fd)
        except OSError:
            try:
                os.ftruncate(fd, start)
                os.fsync(fd)
            except OSError:
                pass  # an unreadable tail is shown to the director as such, never lost
            raise
    finally:
        os.close(fd)


def prepare_journal(home: Path) -> bool:
    """Make sure ``unrecorded.jsonl`` exists with `JOURNAL_ROOM` bytes allocated after its
    end (see the module docstring); True when that room is there. Never raises."""
    try:
        with _FILE_LOCK:
            fd = os.open(
                home / UNRECORDED_FILE,
                os.O_WRONLY | os.O_APPEND | os.O_CREAT | getattr(os, "O_BINARY", 0),
                PRIVATE_FILE,
            )
            try:
                return preallocate_beyond_end(fd, JOURNAL_ROOM)
            finally:
                os.close(fd)
    except OSError:
        return False


def pending_unrecorded(home: Path) -> bool:
    """True when ``unrecorded.jsonl`` holds anything (a cheap look: its size)."""
    try:
        return (home / UNRECORDED_FILE).stat().st_size > 0
    except OSError:
        return False


def _entry(line: str, number: int) -> UnrecordedEntry:
    try:
        data = json.loads(line)
        if not isinstance(data, dict):
            raise ValueError("not an object")
    except (ValueError, RecursionError) as exc:  # RecursionError: nested thousands deep
        return UnrecordedEntry(
            line, "", "", "", line[:60], "", "", None, LINE_UNREADABLE(line=number, why=str(exc))
        )
    payload = data.get("payload")
    usable = (
        data.get("format") == ENTRY_FORMAT
        and isinstance(payload, dict)
        and isinstance(data.get("event_id"), str)
        and isinstance(payload.get("verdict"), str)
    )
    payload_dict: dict[str, Any] = payload if isinstance(payload, dict) else {}
    return UnrecordedEntry(
        line=line,
        event_id=str(data.get("event_id", "")),
        shown_at_utc=str(data.get("shown_at_utc") or data.get("at_utc") or ""),
        profile=str(payload_dict.get("profile") or data.get("profile") or ""),
        typed=str(payload_dict.get("typed") or data.get("typed") or ""),
        verdict=str(payload_dict.get("verdict") or data.get("verdict") or ""),
        log_problem=str(data.get("log_problem", "")),
        payload=payload_dict if usable else None,
        problem=None if usable else LINE_OLD(line=number),
    )


def read_unrecorded(home: Path) -> list[UnrecordedEntry]:
    """Every entry waiting in ``unrecorded.jsonl`` (none when there is no file)."""
    try:
        data = read_regular_file(home / UNRECORDED_FILE, MAX_FILE_BYTES)  # a pipe never blocks
        if len(data) > MAX_FILE_BYTES:
            raise OSError(f"larger than {MAX_FILE_BYTES >> 20} MB")
    except FileNotFoundError:
        return []
    except OSError as exc:  # a folder, a pipe, unreadable: shown, and the file left as it is
        why = exc.strerror or str(exc)
        problem = FILE_UNREADABLE(file=UNRECORDED_FILE, why=why)
        return [UnrecordedEntry("", "", "", "", "", "", "", None, problem)]
    text = data.decode("utf-8", errors="replace")
    return [_entry(line, n) for n, line in enumerate(text.splitlines(), 1) if line.strip()]


def import_unrecorded(home: Path, log: LateRecorder) -> ImportReport:
    """Add every usable entry to the chain as a late record; see the module docstring."""
    entries = read_unrecorded(home)
    added = already = 0
    done: list[str] = []
    kept: list[str] = []
    problems: list[Message | str] = []
    for entry in entries:
        if entry.payload is None:
            kept.append(entry.line)
            problems.append(entry.problem or UNREADABLE_LINE())
            continue
        try:
            if log.has_event(entry.event_id):
                already += 1
            else:
                log.record_late_adjudication(
                    entry.payload,
                    event_id=entry.event_id,
                    shown_at_utc=entry.shown_at_utc,
                    log_problem=entry.log_problem,
                )
                added += 1
        except Exception as exc:  # the log failed again: keep the line for next time
            kept.append(entry.line)
            problems.append(said(exc))
            continue
        done.append(entry.line)
    if done:
        for line in done:
            append_private(home / IMPORTED_FILE, line)
        with _FILE_LOCK:  # lines kept meanwhile (read again now) stay
            finished = set(done)
            left = [e.line for e in read_unrecorded(home) if e.line and e.line not in finished]
            atomic_write(
                home / UNRECORDED_FILE, "".join(f"{line}\n" for line in left).encode("utf-8")
            )
        prepare_journal(home)  # the new file has no room allocated after its end yet
    return ImportReport(added, already, len(kept), tuple(dict.fromkeys(problems)))
