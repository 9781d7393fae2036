"""What a director can change at a station, each change checked, saved and logged (no Qt).

Every change follows one order: check it (a lexicon that fails its checks is
refused and the previous one stays active), write the station file, then
record it in the audit chain. If the chain cannot record it, the file is put
back and the change refused: no director action goes unrecorded.
"""

from __future__ import annotations

import dataclasses
import os
import tempfile
from collections.abc import Sequence
from dataclasses import asdict
from pathlib import Path
from typing import Any

from kiosk.audit import AuditUnavailable, EventKind
from kiosk.config import (
    ConfigError,
    StationConfig,
    load_last_good,
    save_config,
    stored_pin_hash,
)
from kiosk.core.alphabet import Alphabet
from kiosk.core.station import ProfileChoice, StationLexicon
from kiosk.core.text import shown
from kiosk.lexicon import LexiconFileError, LexiconInfo, parse_lexicon, read_lexicon_file
from kiosk.lexicons import BUILTIN_NAME, UnknownLexicon, file_name_for
from kiosk.runtime import StationNotReady, StationRuntime, profiles_from_config
from lexicon_build.builder import Progress, build_lexicon

__all__ = ["ChangeRefused", "DirectorService", "describe_changes", "lexicon_summary"]


class ChangeRefused(Exception):
    """A director change that was not made; the message says why, for the director."""


def lexicon_summary(lexicon: StationLexicon | LexiconInfo) -> dict[str, Any]:
    """Name, fingerprint and word count: how the log identifies a lexicon."""
    words = lexicon.word_count if isinstance(lexicon, LexiconInfo) else len(lexicon)
    return {"name": lexicon.name, "fingerprint": lexicon.fingerprint, "words": words}


def describe_changes(
    old: StationConfig,
    new: StationConfig,
    old_profiles: Sequence[ProfileChoice],
    new_profiles: Sequence[ProfileChoice],
) -> list[tuple[EventKind, dict[str, Any]]]:
    """The audit events that describe going from ``old`` to ``new``."""
    events: list[tuple[EventKind, dict[str, Any]]] = []
    before = {p.name: (p, c) for p, c in zip(old.profiles, old_profiles, strict=False)}
    after = {p.name: (p, c) for p, c in zip(new.profiles, new_profiles, strict=True)}
    for name, (profile, choice) in after.items():
        if name not in before:
            events.append(
                (
                    EventKind.PROFILE_CHANGED,
                    {
                        "action": "added",
                        "profile": asdict(profile),
                        "lexicon": lexicon_summary(choice.lexicon),
                    },
                )
            )
            continue
        old_profile, old_choice = before[name]
        if old_choice.lexicon.fingerprint != choice.lexicon.fingerprint or (
            old_profile.lexicon != profile.lexicon
        ):
            events.append(
                (
                    EventKind.LEXICON_SWITCHED,
                    {
                        "profile": name,
                        "from": lexicon_summary(old_choice.lexicon),
                        "to": lexicon_summary(choice.lexicon),
                    },
                )
            )
        if old_profile.rule != profile.rule:
            events.append(
                (
                    EventKind.RULE_CHANGED,
                    {"profile": name, "from": old_profile.rule, "to": profile.rule},
                )
            )
        rest = {
            key: [getattr(old_profile, key), getattr(profile, key)]
            for key in ("colour", "second_opinion")
            if getattr(old_profile, key) != getattr(profile, key)
        }
        if rest:
            events.append(
                (EventKind.PROFILE_CHANGED, {"action": "edited", "profile": name, "changed": rest})
            )
    for name, (profile, _choice) in before.items():
        if name not in after:
            events.append(
                (EventKind.PROFILE_CHANGED, {"action": "removed", "profile": asdict(profile)})
            )
    if [p.name for p in old.profiles] != [p.name for p in new.profiles] and not events:
        events.append(
            (
                EventKind.PROFILE_CHANGED,
                {"action": "reordered", "order": [p.name for p in new.profiles]},
            )
        )
    changed = {
        key: [value, getattr(new.settings, key)]
        for key, value in asdict(old.settings).items()
        if getattr(new.settings, key) != value
    }
    if changed:
        events.append((EventKind.SETTINGS_CHANGED, {"changed": changed}))
    return events


def _write_synced(path: Path, data: bytes) -> None:
    with open(path, "wb") as out:
        out.write(data)
        out.flush()
        os.fsync(out.fileno())


class DirectorService:
    """The director's changes to one station's runtime."""

    def __init__(self, runtime: StationRuntime) -> None:
        self.runtime = runtime

    @property
    def folder(self) -> Path:
        return self.runtime.library.folder

    def _record(self, events: Sequence[tuple[EventKind, dict[str, Any]]]) -> None:
        audit = self.runtime.audit
        if audit is None:
            raise AuditUnavailable("the audit log is not open")
        for kind, details in events:
            audit.record_event(kind, details)

    # -- profiles, rules and settings -------------------------------------------------------

    def apply(self, new: StationConfig) -> list[ProfileChoice]:
        """Make ``new`` the station's configuration; raises `ChangeRefused`."""
        runtime = self.runtime
        try:
            profiles = profiles_from_config(new, runtime.library)
        except StationNotReady as exc:
            raise ChangeRefused(f"{exc}. Nothing was changed.") from None
        old = runtime.config
        events = describe_changes(old, new, runtime.profiles, profiles)
        if runtime.problem is not None:
            # The station was not ready (a broken station file): writing a good one repairs it.
            events.append((EventKind.SETTINGS_CHANGED, {"repaired": runtime.problem}))
        if not events:
            return runtime.profiles
        try:
            save_config(new)
        except (ConfigError, OSError) as exc:
            raise ChangeRefused(f"the station file could not be written: {exc}") from None
        try:
            self._record(events)
        except AuditUnavailable as exc:
            save_config(old)
            raise ChangeRefused(f"not changed: the audit log cannot record it ({exc})") from None
        if new.settings.central_url != old.settings.central_url and runtime.audit is not None:
            runtime.audit.set_central(new.settings.central_url or None)
        runtime.config = new
        runtime.profiles = profiles
        runtime.problem = None
        return profiles

    def restore_last_good(self) -> list[ProfileChoice]:
        """Go back to the last station file that loaded cleanly; raises `ChangeRefused`."""
        last_good = load_last_good()
        if last_good is None:
            raise ChangeRefused("no earlier good station file was kept on this station")
        return self.apply(dataclasses.replace(last_good, pin_hash=stored_pin_hash()))

    # -- lexicons ---------------------------------------------------------------------------

    def profiles_using(self, lexicon_name: str) -> list[str]:
        wanted = lexicon_name.casefold()
        return [
            p.name
            for p in self.runtime.config.profiles
            if p.lexicon.casefold() == wanted or p.second_opinion.casefold() == wanted
        ]

    def install(self, source: Path, *, replace: bool = False) -> LexiconInfo:
        """Check and copy a built lexicon file into the station's library.

        The bytes that are checked are the bytes installed (the file is read
        once). A file that fails its checks is refused, the refusal is recorded
        (`EventKind.LEXICON_REFUSED`) and the installed lexicons stay as they were.
        """
        try:
            data = read_lexicon_file(source)
            lexicon = parse_lexicon(source, data)
        except LexiconFileError as exc:
            raise ChangeRefused(f"Refused: {exc}{self._record_refusal(source, exc)}") from None
        info = lexicon.info
        if info.name.casefold() == BUILTIN_NAME.casefold():
            raise ChangeRefused(f"the name {info.name!r} is reserved for the built-in lexicon")
        try:
            existing = self.runtime.library.get(info.name)
        except (UnknownLexicon, LexiconFileError):
            existing = None
        if existing is not None and existing.fingerprint != info.fingerprint and not replace:
            raise ChangeRefused(
                f"a different lexicon called {info.name!r} is installed "
                f"({existing.fingerprint[:8]}); remove it first or give this one another name"
            )
        target = self.folder / file_name_for(info.name)
        tmp = target.with_name(f".{target.name}.tmp")
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            _write_synced(tmp, data)
        except OSError as exc:
            tmp.unlink(missing_ok=True)
            raise ChangeRefused(f"not installed: {target} cannot be written ({exc})") from None
        installed = {**lexicon_summary(info), "file": shown(source.name)}
        try:
            self._record([(EventKind.LEXICON_INSTALLED, installed)])
        except AuditUnavailable as exc:
            tmp.unlink(missing_ok=True)
            raise ChangeRefused(f"not installed: the audit log cannot record it ({exc})") from None
        tmp.replace(target)
        self.runtime.library.forget(target)
        return info

    def _record_refusal(self, source: Path, error: LexiconFileError) -> str:
        """Record a refused file; returns "" or a note for the director when it cannot."""
        details = {
            "file": shown(source.name),
            "reason": error.reason,
            "claimed_name": error.claimed_name,
            "claimed_fingerprint": error.claimed_fingerprint,
        }
        try:
            self._record([(EventKind.LEXICON_REFUSED, details)])
        except AuditUnavailable as exc:
            return f" (the refusal could not be recorded in the audit log: {exc})"
        return ""

    def build(
        self,
        sources: Sequence[Path],
        *,
        name: str,
        alphabet: Alphabet,
        expect_count: int | None = None,
        progress: Progress | None = None,
    ) -> Path:
        """Build raw word lists into a lexicon file, with the same checks as lexicon-build.

        Nothing is installed or logged yet, so this may run in a background thread;
        pass the file to `install` afterwards. Raises `lexicon_build.builder.BuildError`
        (with the reject report) or OSError.
        """
        result = build_lexicon(
            list(sources),
            name=name,
            alphabet=alphabet,
            expect_count=expect_count,
            progress=progress,
        )
        staging = Path(tempfile.mkdtemp(prefix="lexicon-import-"))
        built = staging / file_name_for(name)
        result.write(built)
        return built

    def remove(self, name: str) -> None:
        """Remove an installed lexicon that no profile uses."""
        using = self.profiles_using(name)
        if using:
            raise ChangeRefused(f"{name!r} is in use by: {', '.join(using)}. Switch them first.")
        if name.casefold() == BUILTIN_NAME.casefold():
            raise ChangeRefused("the built-in ENABLE lexicon cannot be removed")
        try:
            lexicon = self.runtime.library.get(name)
        except (UnknownLexicon, LexiconFileError) as exc:
            raise ChangeRefused(str(exc)) from None
        try:
            self._record([(EventKind.LEXICON_REMOVED, lexicon_summary(lexicon.info))])
        except AuditUnavailable as exc:
            raise ChangeRefused(f"not removed: the audit log cannot record it ({exc})") from None
        if lexicon.path is not None:
            lexicon.path.unlink(missing_ok=True)
            self.runtime.library.forget(lexicon.path)
