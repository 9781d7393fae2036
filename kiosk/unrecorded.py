"""Verdicts shown while the audit log could not record them, and adding them later.

When the log fails, the station still shows the verdict (marked NOT RECORDED)
and appends it to ``unrecorded.jsonl`` in the kiosk home: one JSON object a
line holding the full adjudication part of a record body, the event id chosen
before the write, when it was shown and why it was not recorded. Once the
log works again a director adds them to the chain as *late records*
(`import_unrecorded`): each keeps its event id, so a verdict whose write did
complete after all (a slow disk) is recognised and never added twice. Lines
that were added move to ``unrecorded.imported.jsonl``; lines that cannot be
read stay where they are. Nothing here is ever deleted.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol

from kiosk.files import append_private, atomic_write

__all__ = [
    "IMPORTED_FILE",
    "UNRECORDED_FILE",
    "ImportReport",
    "UnrecordedEntry",
    "import_unrecorded",
    "keep_unrecorded",
    "read_unrecorded",
]

UNRECORDED_FILE = "unrecorded.jsonl"
IMPORTED_FILE = "unrecorded.imported.jsonl"
ENTRY_FORMAT = 2


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
    problem: str | None = None


@dataclass(frozen=True)
class ImportReport:
    added: int
    already_in_log: int
    kept: int  # lines that could not be added (damaged, or the log failed again)
    problems: tuple[str, ...]

    def sentence(self) -> str:
        parts = [f"{self.added} added to the log as late records"]
        if self.already_in_log:
            parts.append(f"{self.already_in_log} were already in the log")
        if self.kept:
            parts.append(f"{self.kept} kept in {UNRECORDED_FILE}: " + "; ".join(self.problems))
        return ", ".join(parts) + "."


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
        append_private(home / UNRECORDED_FILE, line)
    except OSError:
        return False
    return True


def _entry(line: str, number: int) -> UnrecordedEntry:
    try:
        data = json.loads(line)
        if not isinstance(data, dict):
            raise ValueError("not an object")
    except ValueError as exc:
        return UnrecordedEntry(line, "", "", "", line[:60], "", "", None, f"line {number}: {exc}")
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
        problem=None if usable else f"line {number}: written by an older version or incomplete",
    )


def read_unrecorded(home: Path) -> list[UnrecordedEntry]:
    """Every entry waiting in ``unrecorded.jsonl`` (none when there is no file)."""
    try:
        text = (home / UNRECORDED_FILE).read_text(encoding="utf-8", errors="replace")
    except FileNotFoundError:
        return []
    return [_entry(line, n) for n, line in enumerate(text.splitlines(), 1) if line.strip()]


def import_unrecorded(home: Path, log: LateRecorder) -> ImportReport:
    """Add every usable entry to the chain as a late record; see the module docstring."""
    entries = read_unrecorded(home)
    added = already = 0
    done: list[str] = []
    kept: list[str] = []
    problems: list[str] = []
    for entry in entries:
        if entry.payload is None:
            kept.append(entry.line)
            problems.append(entry.problem or "unreadable line")
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
            problems.append(str(exc))
            continue
        done.append(entry.line)
    if done:
        for line in done:
            append_private(home / IMPORTED_FILE, line)
        atomic_write(home / UNRECORDED_FILE, "".join(f"{line}\n" for line in kept).encode("utf-8"))
    return ImportReport(added, already, len(kept), tuple(dict.fromkeys(problems)))
