"""Putting a station together: config, lexicons, audit log and the flow (no Qt).

`open_station` never raises for things a director can fix (a bad config file,
a missing or damaged lexicon, a log that cannot be opened): it returns a
runtime whose ``problem`` says what is wrong, and the window shows that
instead of judging. Nothing is judged that cannot be recorded.
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from kiosk import __version__
from kiosk.audit import AuditLog, AuditUnavailable, EventKind, open_audit_log
from kiosk.audit.relay import Relay, RelayStatus
from kiosk.audit.station import station_identity
from kiosk.audit.station_log import FLUSH_TIMEOUT_S, finish_relay, start_relay
from kiosk.config import ConfigError, StationConfig, default_config, load_config
from kiosk.core.adjudication import Adjudication
from kiosk.core.rules import rule_by_id
from kiosk.core.station import FlowSettings, ProfileChoice, RecordingFailed
from kiosk.lexicon import LexiconFileError
from kiosk.lexicons import LexiconLibrary, UnknownLexicon
from kiosk.paths import kiosk_home

__all__ = ["StationNotReady", "StationRuntime", "open_station", "profiles_from_config"]

UNRECORDED_FILE = "unrecorded.jsonl"


class StationNotReady(Exception):
    """The station cannot judge; the message tells the director what to fix."""


def profiles_from_config(config: StationConfig, library: LexiconLibrary) -> list[ProfileChoice]:
    """Resolve each profile's lexicons and rule; raises `StationNotReady` naming the problem."""
    profiles = []
    for profile in config.profiles:
        try:
            lexicon = library.get(profile.lexicon)
            second = library.get(profile.second_opinion) if profile.second_opinion else None
        except (UnknownLexicon, LexiconFileError) as exc:
            raise StationNotReady(f"Profile {profile.name!r}: {exc}") from None
        profiles.append(
            ProfileChoice(
                name=profile.name,
                lexicon=lexicon,
                rule=rule_by_id(profile.rule),
                colour=profile.colour,
                second_opinion=second,
            )
        )
    return profiles


def flow_settings(config: StationConfig) -> FlowSettings:
    settings = config.settings
    return FlowSettings(
        verdict_seconds=settings.verdict_seconds,
        idle_clear_seconds=settings.idle_clear_seconds,
        judge_key_name=settings.judge_key.upper(),
    )


@dataclass
class StationRuntime:
    """Everything a station window needs, already checked."""

    config: StationConfig
    library: LexiconLibrary
    station_id: str
    profiles: list[ProfileChoice] = field(default_factory=list)
    audit: AuditLog | None = None
    problem: str | None = None
    home: Path = field(default_factory=kiosk_home)
    relay: Relay | None = None

    @property
    def ready(self) -> bool:
        return self.problem is None and self.audit is not None and bool(self.profiles)

    def record(
        self, adjudication: Adjudication, profile: ProfileChoice, second: Adjudication | None
    ) -> None:
        """The flow's recorder: durable before it returns, else `RecordingFailed`."""
        try:
            if self.audit is None:
                raise AuditUnavailable("the log is not open")
            self.audit.record_adjudication(
                adjudication, profile=profile.name, second_opinion=second
            )
        except AuditUnavailable as exc:
            self._keep_unrecorded(adjudication, profile, str(exc))
            raise RecordingFailed(str(exc)) from exc

    def event(self, kind: EventKind, details: dict[str, Any]) -> bool:
        """Record a station event; False (never an exception) when the log is unavailable."""
        if self.audit is None:
            return False
        try:
            self.audit.record_event(kind, details)
        except AuditUnavailable:
            return False
        return True

    def _keep_unrecorded(
        self, adjudication: Adjudication, profile: ProfileChoice, reason: str
    ) -> None:
        """Last resort when the log fails: a plain line the director can add later."""
        line = json.dumps(
            {
                "at_utc": datetime.now(UTC).isoformat(),
                "station_id": self.station_id,
                "profile": profile.name,
                "lexicon": adjudication.lexicon_name,
                "fingerprint": adjudication.lexicon_fingerprint,
                "rule": adjudication.rule_id,
                "typed": adjudication.play.text,
                "words": list(adjudication.play.keys),
                "verdict": adjudication.verdict.value,
                "log_problem": reason,
            },
            ensure_ascii=False,
        )
        try:
            with open(self.home / UNRECORDED_FILE, "a", encoding="utf-8") as out:
                out.write(line + "\n")
                out.flush()
                os.fsync(out.fileno())
        except OSError:
            pass  # the screen already tells the players to call the director

    def set_central(self, central_url: str | None) -> None:
        """Start copying the log to ``central_url`` (stopping any earlier relay); None
        stops. Never raises: a bad address shows in `relay_status`."""
        if self.relay is not None:
            self.relay.stop()
            self.relay = None
        if central_url and self.audit is not None:
            self.relay = start_relay(self.audit, central_url, self.home)

    def relay_status(self) -> RelayStatus | None:
        """The central copy's state (None when no central log is set)."""
        return self.relay.status if self.relay is not None else None

    def close(self, flush_timeout: float = FLUSH_TIMEOUT_S) -> str | None:
        """Copy what is left to the central log (waiting ``flush_timeout`` s at most), then
        close the log. Returns the relay's problem line, if any."""
        problem = None
        if self.relay is not None:
            problem = finish_relay(self.relay, flush_timeout)
            self.relay = None
        if self.audit is not None:
            self.audit.close()
            self.audit = None
        return problem


def open_station(
    *, clock: Callable[[], datetime] | None = None, log_path: Path | None = None
) -> StationRuntime:
    """Load config, lexicons and the audit log for this station."""
    station_id, _host = station_identity()
    library = LexiconLibrary()
    try:
        config = load_config()
    except ConfigError as exc:
        # Judge nothing, but open the log: the problem and the director's repair are recorded.
        runtime = StationRuntime(
            default_config(), library, station_id, problem=f"Station settings file: {exc}"
        )
        config = runtime.config
    else:
        runtime = StationRuntime(config, library, station_id)
        try:
            runtime.profiles = profiles_from_config(config, library)
        except StationNotReady as exc:
            runtime.problem = str(exc)
    try:
        kwargs: dict[str, Any] = {
            "station_id": station_id,
            "station_name": config.settings.station_name,
            "split_window_s": config.settings.split_window_seconds,
        }
        if clock is not None:
            kwargs["clock"] = clock
        if log_path is not None:
            kwargs["path"] = log_path
        runtime.audit = open_audit_log(**kwargs)
    except AuditUnavailable as exc:
        runtime.problem = runtime.problem or f"The audit log cannot be opened: {exc}"
    if runtime.audit is not None:
        runtime.set_central(config.settings.central_url or None)
        runtime.event(
            EventKind.KIOSK_STARTED,
            {
                "version": __version__,
                "profiles": [
                    {
                        "name": p.name,
                        "lexicon": p.lexicon.name,
                        "fingerprint": p.lexicon.fingerprint,
                        "rule": p.rule.id,
                    }
                    for p in runtime.profiles
                ],
                "problem": runtime.problem,
            },
        )
    return runtime
