"""The audit viewer's one way to the log (no Qt): what the director may do with it.

The viewer (`kiosk.ui.director.audit.tab`) never holds the log: it holds an `AuditDesk`,
which the director's service gives it (`DirectorService.audit_desk`) while the log is open.
Each method is safe on a worker thread and returns a plain value (`kiosk.director.audit_jobs`
makes them): pages of rows, a chain check recorded in the chain, a ruling appended (nothing
is ever changed), an export written and recorded.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from datetime import datetime
from pathlib import Path
from typing import Any

from kiosk.audit.chain import VerifyReport
from kiosk.audit.paging import PageKey
from kiosk.audit.records import AuditQuery, AuditRecord
from kiosk.audit.store import AuditLog
from kiosk.core.i18n import ENGLISH, Words
from kiosk.director import audit_jobs
from kiosk.director.audit_jobs import PAGE_SIZE, ExportDone, Job, Loaded, PageRows, RecordEvent

__all__ = ["AuditDesk"]


class AuditDesk:
    """The station's log as the director's audit viewer may use it: read, check, rule on
    and export. ``record_event`` records a director action (a check, an export) as the
    service does; ``export_folder`` is where exports go unless the director picks another."""

    def __init__(self, log: AuditLog, record_event: RecordEvent, export_folder: Path) -> None:
        self._log = log
        self._record_event = record_event
        self.export_folder = Path(export_folder)

    def first(
        self, query: AuditQuery, job: Job, limit: int = PAGE_SIZE, words: Words = ENGLISH
    ) -> Loaded:
        """The first page of ``query`` with its counts and the filters' lists."""
        return audit_jobs.load_first(self._log, query, job, limit, words)

    def page(
        self,
        query: AuditQuery,
        after: PageKey,
        annotations: Mapping[str, list[AuditRecord]],
        limit: int = PAGE_SIZE,
        words: Words = ENGLISH,
    ) -> PageRows:
        """The page of ``query`` after ``after``."""
        return audit_jobs.load_page(self._log, query, after, annotations, limit, words)

    def verify(self, job: Job) -> tuple[VerifyReport, bool]:
        """Check the whole chain and record the check (whether it was recorded, second)."""
        return audit_jobs.verify_and_record(self._log, self._record_event, job)

    def annotate(self, refers_to: str, category: str, note: str, **fields: Any) -> AuditRecord:
        """Append the director's ruling on an earlier record (ValueError when incomplete)."""
        return self._log.annotate(refers_to, category, note, **fields)

    def export(
        self,
        query: AuditQuery,
        fmt: str,
        folder: Path,
        *,
        now: datetime,
        filters: dict[str, Any],
        job: Job,
        words: Words | None = None,
    ) -> ExportDone:
        """Write every record of ``query`` to a new file in ``folder`` and record it."""
        return audit_jobs.export(
            self._log,
            query,
            fmt,
            folder,
            now=now,
            filters=filters,
            record_event=self._record_event,
            job=job,
            words=words,
        )

    def receipt_issued(self) -> Callable[[str], bool]:
        """Whether this station issued a receipt code (the ruling dialog checks typed codes)."""
        return audit_jobs.receipts_issued_by(self._log)
